"""A page printed in Persian writes its numbers in Persian digits (issue 50): the page numbers in
the footer, the seats, the days, the votes' seats and counts, the mafia's seats on a fold-over card.
Only a player's own name could bring an ASCII figure; these players' names have none. And the
footer keeps its type in every language (Persian's taller line once shrank it)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication

from mafia_desktop import i18n, languages
from mafia_desktop.printing import folds, pages
from mafia_desktop.printing.pages import Document
from mafia_desktop.printing.sheets import club_protocol, game_log
from tests.printing.test_content import FOOTER, club_game_with_a_tie, pdf, text_of, words


@pytest.fixture(autouse=True)
def _app(qapp: QApplication) -> None:
    """Painting needs an application."""


@pytest.mark.parametrize("kind", ["club-protocol", "game-log", "fold-over"])
def test_a_persian_page_numbers_its_pages_and_seats_in_persian_digits(kind: str, tmp_path: Path) -> None:
    record = club_game_with_a_tie()
    assert not any(re.search("[0-9]", name) for name in record.setup.players)
    make = {"club-protocol": club_protocol, "game-log": game_log, "fold-over": folds.fold_over}[kind]
    document: Document = make(record, "a4", "fa")
    path = pdf(document, tmp_path / f"{kind}.pdf")
    text = text_of(path)
    assert not re.findall(r".{0,20}[0-9].{0,20}", text), "ASCII figures on a Persian page"
    total = len(document.pages)
    assert total > 1, "the footer numbers the pages"
    placed = words(path)
    for n in range(1, total + 1):
        footer = [t for page, t, _, y0, _, _, _, ph in placed if page == n and y0 > ph - FOOTER - 10]
        digits = [t for t in footer if re.fullmatch("[۰-۹]+", t)]
        want = [i18n.number(n, "fa"), i18n.number(total, "fa")]
        assert sorted(digits) == sorted(want), f"page {n} of {total}: {footer}"
    if kind != "fold-over":  # every seat is numbered, 1 to 10
        seats = set(re.findall("[۰-۹]+", text))
        assert {i18n.number(s, "fa") for s in range(1, 11)} <= seats, sorted(seats)


@pytest.mark.parametrize("lang", languages.codes())
def test_every_footer_is_set_at_its_type(lang: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A footer keeps its type (pages.FOOTER_MM) in every language: in Persian, whose font's line
    is taller than the Latin font's, it was shrunk to 2.4 mm to fit a line made for Latin, under
    the least type (2.5 mm) the rest of the page keeps."""
    set_at: list[tuple[str, float]] = []
    real = pages.fit_text

    def fit_text(p: QPainter, rect: QRectF, text: str, size_mm: float, **options: Any) -> None:
        real(p, rect, text, size_mm, **options)
        if size_mm == pages.FOOTER_MM:
            set_at.append((text, p.font().pixelSize() / pages.MM))

    monkeypatch.setattr(pages, "fit_text", fit_text)
    record = club_game_with_a_tie()
    for make in (club_protocol, game_log, folds.fold_over):
        pdf(make(record, "a4", lang), tmp_path / f"{make.__name__}.pdf")
    assert len(set_at) > 3, set_at
    least = round(pages.FOOTER_MM * pages.MM) / pages.MM  # (its pixels are whole)
    small = [(text, round(size, 2)) for text, size in set_at if size < least]
    assert not small, f"footers under {pages.FOOTER_MM} mm: {small[:4]}"
