"""The one way to find the app's files (icons, sounds, translations): they are package data
(``mafia_desktop/resources``), found the same way in a source checkout, an installed wheel and a
PyInstaller bundle.

>>> asset_path("icons", "mafia-desktop.svg").is_file()
True
"""

from __future__ import annotations

import sys
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def _roots() -> list[Path]:
    roots: list[Path] = []
    bundle = getattr(sys, "_MEIPASS", None)  # set by a PyInstaller bundle
    if bundle:
        roots.append(Path(bundle) / "resources")
    roots.append(_PACKAGE / "resources")  # a checkout, an editable install, an installed wheel
    return roots


def asset_path(*parts: str) -> Path:
    """The path of a file under ``mafia_desktop/resources/``; raises FileNotFoundError naming what
    is missing."""
    for root in _roots():
        candidate = root.joinpath(*parts)
        if candidate.exists():
            return candidate
    raise FileNotFoundError(f"missing resource {'/'.join(parts)} (looked in {', '.join(map(str, _roots()))})")
