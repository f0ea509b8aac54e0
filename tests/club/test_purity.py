"""The club's package is pure like the engine: no Qt, no I/O, no clock, no global random."""

from __future__ import annotations

from pathlib import Path

from tests.engine.test_purity import imports_of, impure_spots

CLUB = Path(__file__).resolve().parents[2] / "mafia_desktop" / "club"
ALLOWED = {
    "__future__",
    "collections",
    "dataclasses",
    "json",
    "math",
    "random",
    "re",
    "typing",
    "mafia_desktop",
}
ALLOWED_OURS = ("mafia_desktop.club", "mafia_desktop.engine", "mafia_desktop.i18n")


def test_club_imports_only_pure_modules() -> None:
    files = sorted(CLUB.glob("*.py"))
    assert files
    for path in files:
        for name in imports_of(path):
            assert name.split(".")[0] in ALLOWED, f"{path.name} imports {name}"
            if name.startswith("mafia_desktop"):
                assert name.startswith(ALLOWED_OURS), f"{path.name} imports {name}"


def test_club_has_no_io_clock_or_global_random() -> None:
    for path in sorted(CLUB.glob("*.py")):
        assert not impure_spots(path)
