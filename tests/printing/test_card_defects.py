"""The deal's pages as a tester found them, each defect held to its fix: a lone mafioso's fold, page
numbers that count the whole file, a card's deck hint that says what the recipe takes, set as the
last words of every card alike, words set as the font sets them (no filler rules, no stretched spaces), en dashes
in card names, and the side notes of a Letter sheet read the same way."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest
from PySide6.QtGui import QFontMetricsF, QPainter

from mafia_desktop import languages
from mafia_desktop.engine.cards import CARDS
from mafia_desktop.engine.deal import recommended_deal
from mafia_desktop.engine.record import Record
from mafia_desktop.engine.roles import ROLES
from mafia_desktop.engine.rules import PRESETS
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.printing.cards import (
    DUTY_BOX,
    HINT_GAP,
    PITCH,
    TEXT_MM,
    _block_lines,
    card_hint,
    card_style,
    room,
)
from mafia_desktop.printing.common import card_name, group_name
from mafia_desktop.printing.deck import recipe_lines
from mafia_desktop.printing.documents import deal
from mafia_desktop.printing.folds import fold_text
from mafia_desktop.printing.pages import MM, font, page_image, write_pdf
from tests.printing.test_printer_path import words
from tests.said import said, unmarked

pytestmark = pytest.mark.usefixtures("qapp")


@pytest.mark.parametrize("lang", languages.codes())
def test_a_lone_mafioso_is_told_so_not_given_an_empty_list(lang: str) -> None:
    names = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay"]
    record = Record(make_setup(PRESETS["classic"], 1, names, {"Ann": "mafia", "Bob": "detective"}))
    text = unmarked(fold_text(record, "Ann", lang))
    assert ": ." not in text and not text.rstrip().endswith(":")
    alone = said(lang, "Print", "You are the only mafioso.")
    assert text.endswith(" " + alone)
    if lang in ("en", "ru"):
        assert ("only mafioso" if lang == "en" else "единственный мафиози") in text
    two = Record(make_setup(PRESETS["classic"], 1, names, {"Ann": "mafia", "Cid": "mafia"}))
    assert "Cid" in fold_text(two, "Ann", lang) and alone not in unmarked(fold_text(two, "Ann", lang))
    assert "only" not in fold_text(two, "Ann", "en")


@pytest.mark.parametrize("players", [9, 12, 30])
def test_the_deal_numbers_every_page_of_its_file(tmp_path: Path, players: int) -> None:
    """Cards, backs and the recipe: "Page k of N" on every page, N the pages the file has."""
    rules = PRESETS["classic"]
    document = deal(rules, recommended_deal(rules, players), "a4", "en", seed=2)
    pdf = tmp_path / "deal.pdf"
    write_pdf(document, str(pdf))
    pages = words(pdf)
    total = len(pages)
    assert total == len(document.pages) == 2 * -(-players // 9) + 1
    for n, on_page in enumerate(pages, start=1):
        line = " ".join(w for w, *_ in on_page)
        assert f"Page {n} of {total}" in line, f"page {n}: {line[-80:]!r}"
        assert not re.search(rf"Page \d+ of (?!{total}\b)\d+", line)


def test_a_cards_hint_says_what_the_recipe_takes() -> None:
    """Classic for 12: two mafia, "2 × Jack" in the recipe, "Jack" on their cards; seven mafia
    take queens too, and their cards say "Jack or Queen"."""
    rules = PRESETS["classic"]
    few = recommended_deal(rules, 12)
    assert few["mafia"] <= 4
    assert any(line.startswith(f"{few['mafia']} × Jack — Mafia") for line in recipe_lines(rules, few, "en"))
    assert card_hint(rules, "mafia", few, "en") == "Jack"
    many = recommended_deal(rules, 30)
    assert many["mafia"] > 4
    assert card_hint(rules, "mafia", many, "en") == "Jack or Queen"
    assert card_hint(rules, "mafia", few, "ru") == group_name("Jack", "ru").capitalize()


@pytest.mark.parametrize("lang", languages.codes())
@pytest.mark.parametrize("preset", list(PRESETS))
def test_every_hint_follows_its_duty_inside_the_card(preset: str, lang: str) -> None:
    """The playing card is the last line (or two) of the words under the title, in italics, for
    every role alike (a lone centred line of its own wrapped for the angel Mafia only), and at the
    deck's one size the duty and the hint fit their block in every deal size."""
    rules = PRESETS[preset]
    _, _, width, height = room(DUTY_BOX, 1)
    for players in range(rules.min_players, rules.max_players + 1, 3):
        counts = recommended_deal(rules, players)
        style = card_style(rules, lang, counts)
        assert style.card == style.duty >= TEXT_MM
        for role in rules.roles:
            words, hint = _block_lines(rules, role, counts, lang, style.duty, width)
            assert hint and " ".join(hint) == card_hint(rules, role, counts, lang)
            used = (len(words) + HINT_GAP + len(hint)) * PITCH * style.duty
            assert used <= height + 0.01, f"{preset} {players} {lang} {role}: {used:.1f} mm of {height}"
            for line, italic in [(w, False) for w in words] + [(h, True) for h in hint]:
                advance = QFontMetricsF(font(style.duty, italic=italic)).horizontalAdvance(line)
                assert advance <= width * MM + 0.5, f"{preset} {lang}: {line!r}"


def test_the_words_on_a_card_are_spaced_as_the_font_spaces_them(tmp_path: Path) -> None:
    """No justified lines with wide gaps, no filler rules after the words: between two words
    of a line there is one space and no more."""
    rules = PRESETS["classic"]
    document = deal(rules, recommended_deal(rules, 9), "a4", "en", seed=4)
    pdf = tmp_path / "cards.pdf"
    write_pdf(document, str(pdf))
    space = QFontMetricsF(font(3.4)).horizontalAdvance(" ") / MM
    lines: dict[tuple[int, float], list[tuple[float, float]]] = {}
    for _text, left, top, right, bottom in words(pdf)[0]:
        if bottom - top < 5:  # the words of a card, not the titles
            lines.setdefault((round(top * 2), round(bottom * 2)), []).append((left, right))
    gaps = [
        b[0] - a[1]
        for line in lines.values()
        for a, b in zip(sorted(line), sorted(line)[1:], strict=False)
        if b[0] - a[1] < 6  # the next card's words are far off
    ]
    assert len(gaps) > 50
    assert max(gaps) <= 1.3 * space, f"a gap of {max(gaps):.2f} mm between words (a space is {space:.2f})"
    ink = subprocess.run(["pdftotext", "-f", "1", "-l", "1", str(pdf), "-"], capture_output=True, check=True)
    assert "___" not in ink.stdout.decode() and "——" not in ink.stdout.decode()


def test_card_names_use_en_dashes_for_ranges() -> None:
    names = [kind.name for kind in CARDS.values()] + [g.name for kind in CARDS.values() for g in kind.groups]
    assert not [n for n in names if re.search(r"\d-\d", n)]
    assert "(2–10)" in card_name(ROLES["civilian"].card("classic") or "", "en")


def test_the_side_notes_of_a_letter_sheet_read_the_same_way(monkeypatch: pytest.MonkeyPatch) -> None:
    """On Letter the sheet's instruction and its page number go up the side margins: both turned
    the same way, so the sheet is turned once to read them."""
    turns: list[float] = []
    real = QPainter.rotate

    def rotate(painter: QPainter, angle: float) -> None:
        turns.append(angle)
        real(painter, angle)

    monkeypatch.setattr(QPainter, "rotate", rotate)
    rules = PRESETS["classic"]
    document = deal(rules, recommended_deal(rules, 9), "letter", "en", seed=1)
    page_image(document, 0, 1.0)
    page_image(document, 1, 1.0)
    assert len(turns) == 4 and len(set(turns)) == 1, turns
