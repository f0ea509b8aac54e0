"""Dialogs of their own: settings, printing, the series standings."""
