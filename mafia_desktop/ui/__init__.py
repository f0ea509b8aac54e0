"""The Qt side: windows, widgets and the controller. Only this package imports PySide6."""
