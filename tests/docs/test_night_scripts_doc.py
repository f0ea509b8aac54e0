"""docs/night-scripts.md is generated from the night script (docs/make_night_scripts.py) and must not
drift from it: every preset's night, in English and Russian, beside its rule text's sentence."""

from __future__ import annotations

import pytest

from mafia_desktop.engine.rules import PRESET_IDS, PRESETS
from mafia_desktop.narration.night_script import called_list_opening, night_lines, seat_call
from tests.docs.generated import ROOT, regenerate

DOC = ROOT / "docs" / "night-scripts.md"


@pytest.fixture(scope="module")
def fresh(tmp_path_factory: pytest.TempPathFactory) -> str:
    """docs/night-scripts.md as the generator writes it now (its own process, so no translator
    another test installed can change a word)."""
    return regenerate("make_night_scripts.py", tmp_path_factory.mktemp("docs") / "night-scripts.md")


def test_night_scripts_doc_is_up_to_date(fresh: str) -> None:
    assert DOC.read_text(encoding="utf-8") == fresh, (
        "docs/night-scripts.md is out of date with the night script: run `make docs`"
    )


def test_every_preset_s_night_is_there_in_both_languages_beside_its_text(fresh: str) -> None:
    sections = fresh.split("\n## ")
    for preset in PRESET_IDS:
        rules = PRESETS[preset]
        body = next((s for s in sections if s.startswith(f"`{preset}`")), None)
        assert body is not None, preset
        for en, ru in zip(
            night_lines(rules, False, rules.roles, "en"),
            night_lines(rules, False, rules.roles, "ru"),
            strict=True,
        ):
            row = f" | {en.text} | {ru.text} |"
            assert row in body, (preset, row)
            assert (en.seed or "—") in body.split(row)[0].rsplit("\n", 1)[-1], (preset, en.text)
        if rules.kill != "team":
            assert called_list_opening(rules).text in body
            assert (
                f"| {seat_call(rules, 1, 'Ann', 'en').text} | {seat_call(rules, 1, 'Ann', 'ru').text} |"
                in body
            )
    assert "| Просыпается Дон, Дон ищет Шерифа. |" in fresh
    assert "| Утро недоброе: нас покидает игрок номер 5. |" in fresh


def test_the_readme_links_the_night_scripts() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    narrator = readme.split("## The narrator", 1)[1].split("\n## ", 1)[0]
    assert "(docs/night-scripts.md)" in narrator
