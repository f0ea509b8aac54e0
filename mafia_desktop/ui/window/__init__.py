"""The main window: the application, home, the menu, the second screen's window, the voice, one app per data folder."""
