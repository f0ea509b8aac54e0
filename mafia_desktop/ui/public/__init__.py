"""The public table: what the room sees, on the laptop and on a second screen."""
