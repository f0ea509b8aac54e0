"""The table's flow beside the engine (plain Python): see :mod:`mafia_desktop.table.session`."""
