"""The seat circle: its layout, painting, palette, tokens, centre, keys and reveal; the card art drawn in its colours."""
