"""Fonts for the scripts the desktop's own font writes poorly: Persian is set in Noto Sans Arabic UI
(Debian's ``fonts-noto-ui-core``: Persian's own letters, its digits, a UI face whose lines are as
tall as the Latin font's), on screen and on paper.

A language with an entry in :data:`SCRIPT_FONTS` has its script's family put first in the app's
font (and in a printed page's type in that language), before the desktop's own family: the
Persian letters come from it, the Latin ones still from the desktop's font. The family is the
system's where it has one; otherwise the app registers the files its bundle carries
(``resources/fonts/``: ``packaging/mafia-desktop.spec`` copies them from the distribution's
package, which the ``.deb`` depends on). Where neither is there, the desktop's font writes
the script as well as it can (DejaVu Sans has Arabic letters).

Nothing here runs at import (start-up reads :mod:`mafia_desktop.languages` only); the families
are looked up once, the first time a language needs them.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Final


@dataclass(frozen=True)
class ScriptFont:
    """The font a language's script is set in: ``families`` that will do, best first (any one
    the system has); ``files``, the first family's, that the bundle carries; ``package``, the
    Debian package that brings them, and ``folder``, where it puts them."""

    families: tuple[str, ...]
    files: tuple[str, ...]
    package: str
    folder: str


#: by language code (see :mod:`mafia_desktop.languages`)
SCRIPT_FONTS: Final[dict[str, ScriptFont]] = {
    "fa": ScriptFont(
        families=("Noto Sans Arabic UI", "Noto Sans Arabic", "Vazirmatn", "Noto Naskh Arabic UI"),
        files=("NotoSansArabicUI-Regular.ttf", "NotoSansArabicUI-Bold.ttf"),
        package="fonts-noto-ui-core",
        folder="/usr/share/fonts/truetype/noto",
    ),
}

#: what the bundle's fonts folder is called under ``resources/``
FOLDER: Final = "fonts"


def bundled_files() -> list[Path]:
    """Every font file the bundle carries, where the distribution has it (for the spec)."""
    return [Path(f.folder) / name for f in SCRIPT_FONTS.values() for name in f.files]


def family(lang: str) -> str | None:
    """The family ``lang``'s script is set in: the first of its families the system has, else the
    one the bundle's files bring (registered with Qt's font database now); None for a language
    the desktop's font writes, where no file can be had, or before a QGuiApplication exists (Qt's
    font database needs one)."""
    wanted = SCRIPT_FONTS.get(lang)
    if wanted is None:
        return None
    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.instance() is None:
        return None
    return _family(lang)


@cache
def _family(lang: str) -> str | None:
    from PySide6.QtGui import QFontDatabase

    wanted = SCRIPT_FONTS[lang]
    for name in wanted.families:
        if QFontDatabase.hasFamily(name):
            return name
    return _register(wanted)


def _register(wanted: ScriptFont) -> str | None:
    """Register the bundle's files of ``wanted`` (its resources, else the distribution's folder);
    the family they bring, or None."""
    from PySide6.QtGui import QFontDatabase

    from mafia_desktop.assets import asset_path

    found: str | None = None
    for name in wanted.files:
        try:
            path = asset_path(FOLDER, name)
        except FileNotFoundError:
            path = Path(wanted.folder) / name
            if not path.is_file():
                continue
        added = QFontDatabase.addApplicationFont(str(path))
        if added >= 0:
            families = QFontDatabase.applicationFontFamilies(added)
            found = found or (families[0] if families else None)
    return found


def families(lang: str, base: list[str]) -> list[str]:
    """The families text in ``lang`` is set in: its script's family first (where it has one),
    then ``base`` (the desktop's, or the page's), which writes every other letter."""
    own = family(lang)
    return [own, *(b for b in base if b != own)] if own else list(base)
