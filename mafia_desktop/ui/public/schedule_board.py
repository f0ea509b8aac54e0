"""The tournament's schedule on the second screen, between games: the round the room plays next.

Owns :class:`ScheduleView` (what is shown: the tournament's name, the round, each table's names in
seat order, who sits the round out) and :class:`ScheduleBoard`, a window of its own, full screen
on the TV, that paints it large enough to read across a room: the name, "Round 3 of 10", then a
card for each table with its seats 1..n and the names. Nothing secret is on it (names and seats
only). Like the public table it has no button, never takes the focus, and no key does anything;
:class:`~mafia_desktop.ui.public.second_screen.SecondScreen` shows it instead of the table while
the tournament screen asks for it. Names are user text: painted as plain text.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
)

from mafia_desktop import phrases
from mafia_desktop.ui.circle.seat_circle import blend
from mafia_desktop.ui.public.table import RoomWindow
from mafia_desktop.ui.theme import type_scale


@dataclass(frozen=True)
class ScheduleView:
    """A round of a tournament as the room sees it: names and seats, nothing else."""

    name: str  # the tournament's
    round: int  # 1-based
    rounds: int
    tables: tuple[tuple[str, ...], ...]  # each table's names, seat 1 first
    out: tuple[str, ...] = ()  # sitting this round out
    final: bool = False  # the tournament's games are a final


def card_columns(tables: int) -> int:
    """How many tables' cards go across: all of them up to four, else in rows of as even a
    number as can be (5: 3 + 2; 8: 4 + 4)."""
    if tables <= 4:
        return max(1, tables)
    rows = math.ceil(tables / 4)
    return math.ceil(tables / rows)


class ScheduleBoard(RoomWindow):
    """The schedule's window (see the module's docstring)."""

    def __init__(self) -> None:
        super().__init__(
            "scheduleBoard", QCoreApplication.translate("ScheduleBoard", "Mafia Desktop — schedule")
        )
        self.setAccessibleName(self.tr("Tournament schedule"))
        self.setAutoFillBackground(True)
        self._view: ScheduleView | None = None
        pal = blend(0.0)  # the day's colours (high contrast when chosen)
        self._ink, self._soft, self._card, self._edge = pal.ink, pal.soft_ink, pal.disc, pal.edge
        self._accent = pal.accent
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, pal.background)
        palette.setColor(QPalette.ColorRole.WindowText, pal.ink)
        self.setPalette(palette)

    # --- what it shows ----------------------------------------------------------------------

    def view(self) -> ScheduleView | None:
        return self._view

    def show_schedule(self, view: ScheduleView) -> None:
        if view != self._view:
            self._view = view
            self.setAccessibleDescription(self.heading())
            self.update()

    def heading(self) -> str:
        """The line under the name: "Round 3 of 10" (a final's: "Final · Round 3 of 10")."""
        view = self._view
        if view is None:
            return ""
        text = (
            self.tr("Round %1 of %2")
            .replace("%1", phrases.number(view.round))
            .replace("%2", phrases.number(view.rounds))
        )
        final = self.tr("Final")
        return f"{final} · {text}" if view.final else text

    def table_title(self, table: int) -> str:
        return self.tr("Table %1").replace("%1", phrases.number(table))

    def texts(self) -> list[str]:
        """Every text it paints, in order: the name, the round, then each table's title and its
        seats ("1", "Ann", "2", "Bob", …), then who sits out."""
        view = self._view
        if view is None:
            return []
        out = [view.name, self.heading()]
        for t, names in enumerate(view.tables, start=1):
            out.append(self.table_title(t))
            for seat, name in enumerate(names, start=1):
                out += [phrases.number(seat), name]
        if view.out:
            out += [self.tr("Sitting out:"), phrases.joined(view.out)]
        return out

    # --- painting -----------------------------------------------------------------------------

    def _font(self, px: float, bold: bool = False) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(max(type_scale.least_px(), int(px)))
        font.setBold(bold)
        return font

    def _fit(self, px: float, bold: bool, texts: list[str], width: float) -> QFont:
        """The font of ``px`` pixels, smaller if the widest of ``texts`` would not fit ``width``
        (down to two fifths, then the rest is elided)."""
        font = self._font(px, bold)
        widest = max((QFontMetricsF(font).horizontalAdvance(t) for t in texts), default=0.0)
        if widest > width > 0:
            font = self._font(max(px * 0.4, px * width / widest), bold)
        return font

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        view = self._view
        if view is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = float(self.width()), float(self.height())
        unit = max(0.4, h / 1080)
        margin = 36 * unit
        inner = w - 2 * margin
        top = margin
        title = self._fit(72 * unit, True, [view.name], inner)
        top = self._line(p, title, view.name, QRectF(margin, top, inner, 0), self._ink)
        top = self._line(
            p,
            self._fit(52 * unit, True, [self.heading()], inner),
            self.heading(),
            QRectF(margin, top, inner, 0),
            self._accent,
        )
        top += 16 * unit
        bottom = h - margin
        if view.out:
            words = self.tr("Sitting out:") + " " + phrases.joined(view.out)
            font = self._font(34 * unit)
            rect = QRectF(margin, 0, inner, 0)
            need = QFontMetricsF(font).boundingRect(rect, int(Qt.TextFlag.TextWordWrap), words).height()
            bottom -= need
            p.setFont(font)
            p.setPen(self._soft)
            p.drawText(QRectF(margin, bottom, inner, need), int(Qt.TextFlag.TextWordWrap), words)
            bottom -= 12 * unit
        self._cards(p, view, QRectF(margin, top, inner, max(0.0, bottom - top)), unit)
        p.end()

    def _line(self, p: QPainter, font: QFont, text: str, rect: QRectF, ink: QColor) -> float:
        metrics = QFontMetricsF(font)
        p.setFont(font)
        p.setPen(ink)
        shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
        p.drawText(
            QRectF(rect.left(), rect.top(), rect.width(), metrics.height()),
            int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter),
            shown,
        )
        return rect.top() + metrics.height() * 1.15

    def _cards(self, p: QPainter, view: ScheduleView, area: QRectF, unit: float) -> None:
        n = len(view.tables)
        if n == 0 or area.height() <= 0:
            return
        cols = card_columns(n)
        rows = math.ceil(n / cols)
        gap = 24 * unit
        cw = (area.width() - gap * (cols - 1)) / cols
        ch = (area.height() - gap * (rows - 1)) / rows
        most = max(len(names) for names in view.tables)
        pad = 14 * unit
        line = (ch - 2 * pad) / (most + 1.4)  # the title takes a line and a bit
        px = min(60 * unit, line * 0.72)
        seat_w = QFontMetricsF(self._font(px, True)).horizontalAdvance("12") + 18 * unit
        names = [name for table in view.tables for name in table]
        name_font = self._fit(px, False, names, cw - 2 * pad - seat_w)
        seat_font = self._font(min(px, QFontMetricsF(name_font).height() / 1.2 + 1), True)
        title_font = self._fit(px * 1.05, True, [self.table_title(k) for k in range(1, n + 1)], cw - 2 * pad)
        for k, table in enumerate(view.tables):
            r, c = divmod(k, cols)
            # a last row of fewer cards is centred
            in_row = min(cols, n - r * cols)
            shift = (cols - in_row) * (cw + gap) / 2
            card = QRectF(area.left() + shift + c * (cw + gap), area.top() + r * (ch + gap), cw, ch)
            p.setPen(QPen(self._edge, max(1.0, 2 * unit)))
            p.setBrush(self._card)
            p.drawRoundedRect(card, 12 * unit, 12 * unit)
            y = card.top() + pad
            p.setFont(title_font)
            p.setPen(self._ink)
            p.drawText(
                QRectF(card.left() + pad, y, card.width() - 2 * pad, line * 1.2),
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                self.table_title(k + 1),
            )
            y += line * 1.4
            p.setPen(QPen(self._edge, max(1.0, unit)))
            p.drawLine(
                QPointF(card.left() + pad, y - line * 0.15), QPointF(card.right() - pad, y - line * 0.15)
            )
            metrics = QFontMetricsF(name_font)
            room = card.width() - 2 * pad - seat_w
            for seat, name in enumerate(table, start=1):
                p.setFont(seat_font)
                p.setPen(self._soft)
                p.drawText(
                    QRectF(card.left() + pad, y, seat_w - 14 * unit, line),
                    int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                    phrases.number(seat),
                )
                p.setFont(name_font)
                p.setPen(self._ink)
                shown = metrics.elidedText(name, Qt.TextElideMode.ElideRight, room)
                p.drawText(
                    QRectF(card.left() + pad + seat_w, y, room, line),
                    int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                    shown,
                )
                y += line

    # --- nothing the room does here acts ----------------------------------------------------
