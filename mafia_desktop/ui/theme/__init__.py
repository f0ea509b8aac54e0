"""The look: the type scale, the appearance in force (language, text size, contrast), the window's colours."""
