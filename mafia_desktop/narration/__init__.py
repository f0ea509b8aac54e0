"""The narrator: the night script, speech rendered off the UI thread, and its playback."""
