"""The README's gallery shows every screen docs/every_screen.py takes, in every look it takes them,
and every picture it names is there (``make screenshots`` writes them)."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _gallery() -> object:
    spec = importlib.util.spec_from_file_location("every_screen", ROOT / "docs" / "every_screen.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_readme_shows_every_screen_in_every_look() -> None:
    gallery = _gallery()
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    shown = set(re.findall(r"docs/screenshots/every-screen/([\w-]+)\.png", readme))
    wanted = {f"{screen}-{look}" for screen in gallery.SCREENS for look in gallery.LOOKS}  # type: ignore[attr-defined]
    assert wanted - shown == set(), "pictures the README does not show"
    assert shown - wanted == set(), "pictures the README shows that the script no longer takes"
    for name in wanted:
        assert (ROOT / "docs" / "screenshots" / "every-screen" / f"{name}.png").is_file(), name
