"""The printed standings carry the rating red and black and Ci, in both languages, on one A4
portrait line."""

from __future__ import annotations

import pytest

from mafia_desktop import languages
from mafia_desktop.printing import standings as sheet
from mafia_desktop.printing.pages import PAPERS, page_image
from mafia_desktop.storage.series import SeriesInfo, Standing

ROW = Standing(1, "Ann", 4.25, 3, 4, 0.75, (("civilian", 3, 3), ("don", 1, 0)), 1, 0.25, 2,
               rating_red=1012.6, rating_black=987.4, ci=0.25, first_night=1)  # fmt: skip


def test_the_rating_and_ci_cells() -> None:
    assert sheet.rating_cells(ROW) == ["1013", "987", "0.25"]
    assert sheet._cells(ROW, "ru", None)[-3:] == ["1013", "987", "0,25"]
    assert len(sheet._cells(ROW, "en", None)) == len(sheet.WIDTHS) == 12


def test_the_columns_fit_a4_portrait() -> None:
    assert sum(sheet.WIDTHS) <= PAPERS["a4"][0] - 2 * sheet.MARGIN


@pytest.mark.parametrize("lang", languages.codes())
def test_the_page_draws(qapp: object, lang: str) -> None:
    doc = sheet.standings_sheet([ROW] * 3, SeriesInfo("Spring", 4, "2024-04-20", "2024-04-20"), "a4", lang)
    image = page_image(doc, 0, dots_per_mm=1)
    assert not image.isNull()
