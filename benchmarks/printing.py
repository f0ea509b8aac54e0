"""Printing a deal, where a person waits for it: the preview's first page and the PDF of 30 cards.

Each figure is against a baseline measured in the same run: the same pages with their words
printed plainly (``drawText``, no halo, nothing measured; the emblems in one plain line), what
every page cost before the words and the art were veiled.

- ``deal_pdf_ms`` / ``deal_pdf_vs_plain_ratio``: the 30-card classic deal (cards, backs, recipe) in
  Russian written to a PDF (off the UI thread), the halos already measured (goal: under 15x the
  plain pages: every letter's halo is a shape of its own).
- ``cold_first_page_ms``: the first page of the deal drawn in a session, every halo still to be
  measured (what the first preview costs; goal: under 1 s).
- ``deal_pdf_kib`` / ``plain_pdf_kib``: the file's size.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QPointF, QRectF  # noqa: E402
from PySide6.QtGui import QFontMetricsF, QGuiApplication, QPainter, QPainterPath, QPen  # noqa: E402

from mafia_desktop.engine.deal import recommended_deal  # noqa: E402
from mafia_desktop.engine.rules import PRESETS  # noqa: E402
from mafia_desktop.printing import cards, veil  # noqa: E402
from mafia_desktop.printing.documents import deal  # noqa: E402
from mafia_desktop.printing.pages import INK, MM, font, page_image, write_pdf  # noqa: E402
from mafia_desktop.printing.veil_shapes import _shape_halos, outline_of  # noqa: E402


def plain_text(
    p: QPainter, rect: QRectF, lines: Sequence[str], size: float, *, bold: bool = False, italic: bool = False,
    centred: bool = False, pitch: float = 1.25, outline: float = 0.0,
) -> None:  # fmt: skip
    """The baseline: the same lines at the same places, printed plainly."""
    typeface = font(size, bold=bold, italic=italic)
    metrics = QFontMetricsF(typeface)
    p.setFont(typeface)
    p.setPen(INK)
    for i, line in enumerate(lines):
        used = metrics.horizontalAdvance(line)
        x = rect.left() + ((rect.width() - used) / 2 if centred else 0.0)
        p.drawText(QPointF(x, rect.top() + i * pitch * size * MM + metrics.ascent()), line)


def plain_outline(p: QPainter, path: QPainterPath, outline: float) -> None:
    """The baseline of an emblem: its edge in one plain line, no halo."""
    p.strokePath(outline_of(path), QPen(INK, outline * MM))


def _timed(action: Callable[[], Any], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def bench_printing(quick: bool = False) -> dict[str, float]:
    _app = QGuiApplication.instance() or QGuiApplication([])
    rules = PRESETS["classic"]
    document = deal(rules, recommended_deal(rules, 30), "a4", "ru", seed=1)
    repeat = 2 if quick else 5
    with tempfile.TemporaryDirectory() as tmp:
        veiled_pdf = Path(tmp) / "veiled.pdf"
        plain_pdf = Path(tmp) / "plain.pdf"
        for cache in (veil._halo_ems, veil._word_halos, cards._card_style, _shape_halos):
            cache.cache_clear()
        start = time.perf_counter()
        page_image(document, 0, 3.0)
        cold = time.perf_counter() - start
        veiled = _timed(lambda: write_pdf(document, str(veiled_pdf)), repeat)
        real, real_outline = cards.veiled_text, cards.veiled_outline
        cards.veiled_text, cards.veiled_outline = plain_text, plain_outline  # type: ignore[assignment]
        try:
            plain = _timed(lambda: write_pdf(document, str(plain_pdf)), repeat)
        finally:
            cards.veiled_text, cards.veiled_outline = real, real_outline
        return {
            "cold_first_page_ms": cold * 1000,
            "cold_first_page_goal_ms": 1000,
            "deal_pdf_ms": veiled * 1000,
            "plain_pdf_ms": plain * 1000,
            "deal_pdf_vs_plain_ratio": veiled / plain,
            "deal_pdf_goal_ratio": 15.0,
            "deal_pdf_kib": veiled_pdf.stat().st_size / 1024,
            "plain_pdf_kib": plain_pdf.stat().st_size / 1024,
        }


if __name__ == "__main__":
    import json

    print(json.dumps(bench_printing(), indent=2))
