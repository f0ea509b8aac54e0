"""The one way to find the app's files (icons, sounds, translations), in a source checkout, an
installed package, and a PyInstaller bundle alike.

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
    roots.append(_PACKAGE / "resources")  # an installed wheel maps resources/ here
    roots.append(_PACKAGE.parent / "resources")  # a source checkout (or editable install)
    return roots


def asset_path(*parts: str) -> Path:
    """The path of a file under ``resources/``; raises FileNotFoundError naming what is missing."""
    for root in _roots():
        candidate = root.joinpath(*parts)
        if candidate.exists():
            return candidate
    raise FileNotFoundError(f"missing resource {'/'.join(parts)} (looked in {', '.join(map(str, _roots()))})")
