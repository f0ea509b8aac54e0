"""Printable cards and sheets: PDFs from the command line, the print preview in the app."""
