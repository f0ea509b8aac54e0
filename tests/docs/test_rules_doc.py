"""docs/rules.md is generated from the rules model (docs/make_rules.py) and must not drift from it."""

from __future__ import annotations

import pytest

from mafia_desktop.engine.rules import OPTION_SPECS, PRESET_IDS, PRESETS
from tests.docs.generated import ROOT, regenerate

DOC = ROOT / "docs" / "rules.md"


@pytest.fixture(scope="module")
def fresh(tmp_path_factory: pytest.TempPathFactory) -> str:
    """docs/rules.md as the generator writes it now, into a temporary file (its own process, so
    no translator another test installed can change a word)."""
    return regenerate("make_rules.py", tmp_path_factory.mktemp("docs") / "rules.md")


def test_rules_doc_is_up_to_date(fresh: str) -> None:
    assert DOC.read_text(encoding="utf-8") == fresh, (
        "docs/rules.md is out of date with the rules model: run `make docs`"
    )


def test_every_option_is_described(fresh: str) -> None:
    for spec in OPTION_SPECS:
        assert f"(`{spec.name}`): " in fresh, spec.name
        assert f"| `{spec.name}` |" in fresh, spec.name
        for choice in spec.choices:
            assert f"`{choice}` (" in fresh, (spec.name, choice)


def test_every_preset_has_its_sections(fresh: str) -> None:
    sections = fresh.split("\n## ")
    for preset in PRESET_IDS:
        body = next((s for s in sections if f"Preset `{preset}`:" in s), None)
        assert body is not None, preset
        for heading in ("**Source:**", "### Who plays", "### The day", "### The night", "### The end"):
            assert heading in body, (preset, heading)
        for role in PRESETS[preset].roles:
            assert f"(`{role}`)" in body, (preset, role)
    assert "| Option | " + " | ".join(f"`{p}`" for p in PRESET_IDS) + " |" in fresh
