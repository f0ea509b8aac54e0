"""Widgets and helpers every screen shares: labels that wrap, flip rows, long presses, timers, sounds, the garbage collector's timer."""
