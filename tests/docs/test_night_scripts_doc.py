"""docs/night-scripts.md is generated from the night script (docs/make_night_scripts.py) and must not
drift from it: every preset's night, in English and Russian, beside its rule text's sentence; in
every other language beside the English (a dash where a line is not translated yet); and each
language's seat words and names as its voice says them."""

from __future__ import annotations

import pytest

from mafia_desktop import languages
from mafia_desktop.engine.rules import PRESET_IDS, PRESETS
from mafia_desktop.narration.night_script import called_list_opening, night_lines, seat_call
from mafia_desktop.narration.spoken_words import seat_word
from tests.docs.generated import ROOT, regenerate
from tests.narration.narrator_lines import UNFINISHED, marking_unfinished

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


def test_every_other_language_has_every_preset_s_night_beside_the_english(fresh: str) -> None:
    others = [code for code in languages.codes() if code not in ("en", "ru")]
    for code in others:
        heading = f"\n## {languages.LANGUAGES[code].native} ({code})\n"
        assert heading in fresh, heading
        body = fresh.split(heading, 1)[1].split("\n## ", 1)[0]
        for preset in PRESET_IDS:
            rules = PRESETS[preset]
            assert f"\n### `{preset}`: " in body, (code, preset)
            with marking_unfinished():
                lines = night_lines(rules, False, rules.roles, code)
            for en, line in zip(night_lines(rules, False, rules.roles, "en"), lines, strict=True):
                said = "—" if UNFINISHED in line.text else line.text
                assert f"| {en.text} | {said} |" in body, (code, preset, en.text, said)
            if rules.kill != "team":
                with marking_unfinished():
                    seat = seat_call(rules, 1, "Ann", code).text
                said = "—" if UNFINISHED in seat else seat
                assert f"| {seat_call(rules, 1, 'Ann', 'en').text} | {said} |" in body


def test_every_language_s_seat_words_and_names_are_shown(fresh: str) -> None:
    section = fresh.split("\n## Seats and names in every language\n", 1)[1]
    codes = languages.codes()
    for n in (1, 21, 50):
        assert f"| {n} | " + " | ".join(seat_word(n, code) for code in codes) + " |" in section
    assert "| مریم | Marim | Марим | Марім | Marim | Marim | Marim | مریم |" in section
    assert "| José | Jose | Джосе | Джосе | José | Jose | José | " in section


def test_the_readme_links_the_night_scripts() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    narrator = readme.split("## The narrator", 1)[1].split("\n## ", 1)[0]
    assert "(docs/night-scripts.md)" in narrator
