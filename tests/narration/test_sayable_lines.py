"""Every narrator line in every language holds only what that language's voice can say: its own
letters (narration/spoken_words.py), digits a seat number put in, and ordinary punctuation; no
Latin letters in a Persian, Ukrainian or Russian line, no / + = # * or emoji.

Checked twice: every translation the narrator reads in each catalogue (the night script's lines
and the role names it puts in them), and every line the night script makes for every preset (its
kill rule flipped, and with every registered role dealt) with players named in every script, as
the voice is given it. A language whose catalogue is unfinished is checked on the lines it has: a
line that needs a string still untranslated is left out (it would be said in English meanwhile),
and checked as soon as the translation lands."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from mafia_desktop import languages
from mafia_desktop.narration.spoken_words import unsayable, voice_spelled
from tests.narration.narrator_lines import UNFINISHED, lines_of, marking_unfinished, rule_sets

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import translations  # noqa: E402

LANGS = languages.codes()
# The catalogue's contexts the narrator reads: its lines, and the role names it puts in them.
SPOKEN_CONTEXTS = ("Narration", "Roles")
PLACEHOLDER = re.compile(r"\{\w+\}|%n|%\d")


def report(bad: list[tuple[str, str, list[str]]]) -> str:
    return "\n".join(
        f"{where}: {text!r} cannot be said: {''.join(dict.fromkeys(chars))!r}" for where, text, chars in bad
    )


@pytest.mark.parametrize("lang", LANGS)
def test_every_narration_translation_is_sayable(lang: str) -> None:
    """What the translator wrote, its placeholders out (a digit of its own is not a seat's)."""
    bad = []
    for entry in translations.entries(translations.catalogue(lang)):
        if entry.context not in SPOKEN_CONTEXTS or not entry.finished:
            continue
        for form in entry.forms:
            text = voice_spelled(PLACEHOLDER.sub(" ", form), lang)
            chars = unsayable(text, lang, digits=False)
            if chars:
                bad.append((f"{lang} {entry.context} {entry.source!r}", form, chars))
    assert not bad, report(bad)


def test_every_english_source_is_sayable() -> None:
    bad = []
    for entry in translations.entries(translations.catalogue("ru")):
        if entry.context in SPOKEN_CONTEXTS:
            chars = unsayable(PLACEHOLDER.sub(" ", entry.source), "en", digits=False)
            if chars:
                bad.append((f"en {entry.context}", entry.source, chars))
    assert not bad, report(bad)


@pytest.fixture
def marking() -> Iterator[None]:
    with marking_unfinished():
        yield


def unsayable_lines(lang: str) -> tuple[list[tuple[str, str, list[str]]], int, int]:
    """Every line the night script makes in ``lang`` that its voice cannot say; how many lines
    were checked; how many wait for a translation."""
    bad, checked, waiting = [], 0, 0
    for name, rules in rule_sets():
        for text in lines_of(rules, lang):
            if UNFINISHED in text:
                waiting += 1
                continue
            checked += 1
            chars = unsayable(text, lang)
            if chars:
                bad.append((f"{lang} {name}", text, chars))
    return bad, checked, waiting


@pytest.mark.parametrize("lang", LANGS)
def test_every_line_of_every_preset_is_sayable(lang: str, marking: None) -> None:
    bad, checked, waiting = unsayable_lines(lang)
    assert not bad, report(bad)
    assert checked or waiting
    if lang in ("en", "ru"):  # finished: every line is checked
        assert checked > 1000 and not waiting, (checked, waiting)


def test_a_translation_the_voice_cannot_say_is_reported() -> None:
    # Persian lines as a careless translation would have them: a Latin word, a symbol.
    class Careless:
        def translate(self, context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
            if context == "Narration" and text == "Night falls.":
                return "شب می‌شود + Mafia."
            return "بازیکن {seat}" if text == "player {seat}" else "کلمه" if context == "Roles" else ""

    with marking_unfinished(lambda lang: Careless() if lang == "fa" else None):
        bad, checked, waiting = unsayable_lines("fa")
    assert bad and checked and waiting
    assert {text for _, text, _ in bad} == {"شب می‌شود + Mafia."}
    assert report(bad).startswith("fa club: 'شب می\\u200cشود + Mafia.' cannot be said: '+Mafi'"), report(bad)
