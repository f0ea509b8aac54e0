"""The assets the app loads (mafia_desktop/resources/) are built from their sources (resources/) and
current with them; the sources themselves stay out of the package."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from tests.project import ROOT

PACKAGE = ROOT / "mafia_desktop" / "resources"
SOURCES = ROOT / "resources"


def test_the_icons_the_app_loads_are_its_sources() -> None:
    svgs = sorted(p.name for p in (SOURCES / "icons").glob("*.svg"))
    assert svgs == ["mafia-desktop-small.svg", "mafia-desktop.svg"]
    for name in svgs:
        assert (PACKAGE / "icons" / name).read_bytes() == (SOURCES / "icons" / name).read_bytes(), (
            f"{name}: run `make assets`"
        )


def test_the_chimes_the_app_plays_are_the_ones_their_maker_makes(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("make_chimes", SOURCES / "sounds" / "make_chimes.py")
    assert spec is not None and spec.loader is not None
    maker = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(maker)
    maker.main(tmp_path)
    made = sorted(p.name for p in tmp_path.glob("*.wav"))
    assert made == sorted(p.name for p in (PACKAGE / "sounds").glob("*.wav"))
    for name in made:
        assert (tmp_path / name).read_bytes() == (PACKAGE / "sounds" / name).read_bytes(), (
            f"{name}: run `make assets`"
        )


def test_no_source_is_in_the_package() -> None:
    """What translators and artists edit lives in resources/, never among what the app loads."""
    assert not list(PACKAGE.rglob("*.ts")) and not list(PACKAGE.rglob("*.py"))
    assert (SOURCES / "translations" / "ru" / "mafia_desktop_ru.ts").is_file()
