"""Mafia Desktop: run the party game Mafia around one laptop."""

__version__ = "0.1.0"
APP_ID = "io.github.mafia_desktop.MafiaDesktop"
