"""The private panel the laptop is passed round with: its layout, the hold target, what it shows."""
