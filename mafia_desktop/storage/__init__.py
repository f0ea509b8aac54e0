"""Saving and reading games and settings: atomic, and never losing a good copy."""
