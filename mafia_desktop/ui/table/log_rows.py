"""The public log's rows as a timeline: which small icon each event gets, and how a row is drawn.

Each day and each night starts with a heading row (a sun or a moon, the phase's name in bold, a
thin rule); each entry has its icon at its left and its words beside it, wrapped, and a thin line
joins the icons of a section. The icon of an event is looked up by its type (a death by its cause,
a phase by its part of the day, a night act by its kind) in :data:`EVENT_ICONS` and
:attr:`ActKind.icon <mafia_desktop.engine.kinds.ActKind.icon>`: a type with no icon raises ``KeyError`` (a test walks every type the log can
show), never a silent fallback.

Everything is drawn in the list's palette (the table sets it for day, night and high contrast):
the words and a heading's icon in its text colour, an entry's icon a little softer, the line and
the rule softer still. The row's height comes from its words wrapped in the font the table gives
the log, so nothing is clipped at any text size or in any language.

In a right-to-left language the row is the mirror image: the icons' column on the right, the words
right-aligned beside it, a heading's rule to the left of its name. Each line's own direction is its
words' (the first strong letter outside a player's name, which :func:`mafia_desktop.phrases.fill`
isolates), so an untranslated English line still reads left to right.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPalette, QTextLayout, QTextOption
from PySide6.QtWidgets import QAbstractItemView, QStyledItemDelegate, QStyleOptionViewItem

from mafia_desktop import art
from mafia_desktop.engine.events import Acted, Event
from mafia_desktop.ui.theme import appearance

#: the icon of each event type the log shows; where it depends on one of the event's members (a
#: phase's ``phase``, a death's ``cause``), the icon of each value of that member
EVENT_ICONS: Final[Mapping[str, str | Mapping[str, str]]] = {
    "phase": {"day": "day", "night": "night"},
    "speech_order": "speech",
    "nomination": "nominated",
    "second": "trial",
    "lapsed": "nominated",
    "vote": "vote",
    "tally": "vote",
    "tie": "trial",
    "acquitted": "trial",
    "death": {
        "vote": "voted",
        "night": "dead",
        "time_limit": "dead",
        "fouls": "foul",
        "kamikaze": "dead",
        "technical_fouls": "foul",
        "removed": "foul",
        "surrendered": "dead",
    },
    "reveal": "card",
    "saved": "saved",
    "guarded": "saved",
    "no_vote": "vote",
    "no_kill": "saved",
    "foul": "foul",
    "speech_lost": "foul",
    "speech_shortened": "foul",
    "technical_foul": "foul",
    "vote_skipped": "vote",
    "shooting_order": "kill",
    "best_move": "check",
    "extra_points": "win",
    "win": "win",
    "take": "dead",
    "unharmed": "saved",
    "turned": "kill",
    "mayor": "vote",
}
#: the member whose value picks the icon, for the types of :data:`EVENT_ICONS` that have one
ICON_MEMBERS: Final[Mapping[str, str]] = {"phase": "phase", "death": "cause"}
#: the item's data: its icon's code, and whether it heads a day or a night
ICON_ROLE: Final = Qt.ItemDataRole.UserRole
HEADING_ROLE: Final = Qt.ItemDataRole.UserRole + 1


def icon_of(event: Event) -> str:
    """The icon code of ``event``'s line (KeyError, naming it, for a type with none)."""
    if isinstance(event, Acted):
        return event.behaviour.icon  # the act's kind says its picture
    entry = EVENT_ICONS.get(event.type)
    if entry is None:
        raise KeyError(f"the log has no icon for the event {event.type!r}: add it to EVENT_ICONS")
    if isinstance(entry, str):
        return entry
    value = str(getattr(event, ICON_MEMBERS[event.type]))
    if value not in entry:
        raise KeyError(f"the log has no icon for the event {event.type!r} with {value!r}")
    return entry[value]


def heading_title(line: str) -> str:
    """A heading's words without the dashes the plain line has round them ("— Day 1 —")."""
    return line.strip().removeprefix("—").removesuffix("—").strip()


def _mix(a: QColor, b: QColor, t: float) -> QColor:
    """``a`` moved ``t`` of the way to ``b``."""
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * t,
        a.greenF() + (b.greenF() - a.greenF()) * t,
        a.blueF() + (b.blueF() - a.blueF()) * t,
    )


class _Metrics:
    """A row's measures, all from the log's own font (so they grow with the text size)."""

    def __init__(self, font: QFont) -> None:
        plain = QFont(font)
        plain.setBold(False)
        fm = QFontMetricsF(plain)
        line = fm.lineSpacing()
        self.line = line
        self.pad_x = round(line * 0.25)
        self.entry_icon = round(fm.height() * 0.95)
        self.heading_icon = round(fm.height() * 1.15)
        self.text_x = self.pad_x + self.heading_icon + round(line * 0.5)
        self.centre_x = self.pad_x + self.heading_icon / 2
        self.pad_y = max(1, round(line * 0.16))
        self.section_gap = round(line * 0.5)  # above a heading, but the first row's
        self.gap = max(1, round(line * 0.07))  # between an icon and the line through it
        self.rule = max(1.0, line / 24)


class LogRows(QStyledItemDelegate):
    """Draws the log's rows as a timeline (see the module's docstring); ``view`` is the list."""

    def __init__(self, view: QAbstractItemView) -> None:
        super().__init__(view)
        self._viewport = view.viewport()
        # (A long game's rows are measured again at each layout: what was measured is kept.)
        self._metrics: dict[str, _Metrics] = {}
        self._heights: dict[tuple[str, bool, str, int], int] = {}
        self._layouts: dict[tuple[str, str, int, bool], QTextLayout] = {}  # the rows on show

    # --- measures ---------------------------------------------------------------------------

    def _measures(self, font: QFont, key: str | None = None) -> _Metrics:
        key = font.key() if key is None else key
        m = self._metrics.get(key)
        if m is None:
            m = self._metrics[key] = _Metrics(font)
        return m

    def _text_width(self, m: _Metrics) -> int:
        return max(1, self._viewport.width() - m.text_x - m.pad_x)

    def words_left(self, font: QFont) -> int:
        """Where a row's words start, in ``font``, from the row's start (the icons' column is before
        them: on their left, or on their right in a right-to-left layout)."""
        return self._measures(font).text_x

    def words_width(self, font: QFont) -> int:
        """The width a row's words wrap into, in ``font``, at the list's width now."""
        return self._text_width(self._measures(font))

    @staticmethod
    def _layout(text: str, font: QFont, width: float, rtl: bool = False) -> tuple[QTextLayout, float]:
        """``text`` wrapped into ``width`` (inside a word where one word is wider), and its height;
        ``rtl``: its lines right-aligned (a right-to-left layout)."""
        layout = QTextLayout(text, font)
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        side = Qt.AlignmentFlag.AlignRight if rtl else Qt.AlignmentFlag.AlignLeft
        option.setAlignment(side | Qt.AlignmentFlag.AlignAbsolute)
        layout.setTextOption(option)
        spacing = QFontMetricsF(font).lineSpacing()
        y = 0.0
        layout.beginLayout()
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(width)
            line.setPosition(QPointF(0, y))
            y += max(spacing, line.height())
        layout.endLayout()
        return layout, y

    @staticmethod
    def _row_font(base: QFont, index: QModelIndex | QPersistentModelIndex) -> QFont:
        """The row's font: the list's, with what the item sets of its own (a heading's bold)."""
        own = index.data(Qt.ItemDataRole.FontRole)
        return own.resolve(base) if isinstance(own, QFont) else base

    def _option(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QStyleOptionViewItem:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)  # the item's own font (a heading's bold) and text
        return opt

    @staticmethod
    def _is_heading(index: QModelIndex | QPersistentModelIndex) -> bool:
        return bool(index.data(HEADING_ROLE))

    def _words(self, opt: QStyleOptionViewItem, heading: bool) -> str:
        return heading_title(opt.text) if heading else opt.text

    def _top(self, m: _Metrics, index: QModelIndex | QPersistentModelIndex, heading: bool) -> int:
        return m.pad_y + (m.section_gap if heading and index.row() > 0 else 0)

    def sizeHint(  # noqa: N802 - Qt's name
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        base = option.font
        font_key = base.key()
        m = self._measures(base, font_key)
        heading = self._is_heading(index)
        width = self._text_width(m)
        line = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        key = (line, heading, font_key, width)
        text = self._heights.get(key)
        if text is None:
            if len(self._heights) > 8000:  # a long game at many widths: start again
                self._heights.clear()
            words = heading_title(line) if heading else line
            text = self._heights[key] = int(
                self._layout(words, self._row_font(base, index), width)[1] + 0.999
            )
        icon = m.heading_icon if heading else m.entry_icon
        body = max(text, icon)
        return QSize(m.text_x + width + m.pad_x, self._top(m, index, heading) + body + m.pad_y)

    # --- drawing ----------------------------------------------------------------------------

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        opt = self._option(option, index)
        m = self._measures(option.font)
        heading = self._is_heading(index)
        rect = QRectF(opt.rect)
        palette = opt.palette
        ink = palette.color(QPalette.ColorRole.Text)
        base = palette.color(QPalette.ColorRole.Base)
        stark = appearance.high_contrast()
        soft = ink if stark else _mix(ink, base, 0.18)
        faint = ink if stark else _mix(ink, base, 0.6)
        words = self._words(opt, heading)
        width = self._text_width(m)
        rtl = opt.direction == Qt.LayoutDirection.RightToLeft
        key = (words, opt.font.key(), width, rtl)
        layout = self._layouts.get(key)
        if layout is None:
            if len(self._layouts) > 400:
                self._layouts.clear()
            layout = self._layouts[key] = self._layout(words, opt.font, width, rtl)[0]
        top = rect.top() + self._top(m, index, heading)
        first = layout.lineAt(0) if layout.lineCount() else None
        first_mid = top + (first.height() / 2 if first is not None else m.line / 2)
        side = m.heading_icon if heading else m.entry_icon

        def across(x: float) -> float:
            """``x`` from the row's start: from its left, or from its right in a right-to-left layout."""
            return rect.right() - (x - rect.left()) if rtl else x

        icon_rect = QRectF(across(rect.left() + m.centre_x) - side / 2, first_mid - side / 2, side, side)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        # The timeline: up to this icon from the row above (a heading starts it), and on down to
        # the next row's unless a new section starts there.
        x = across(rect.left() + m.centre_x)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(faint)
        line_w = m.rule * (1.5 if not stark else 2.0)
        if not heading:
            up = icon_rect.top() - m.gap - rect.top()
            if up > 0:
                painter.drawRect(QRectF(x - line_w / 2, rect.top(), line_w, up))
        below = index.model().index(index.row() + 1, 0)
        if below.isValid() and not self._is_heading(below):
            start = icon_rect.bottom() + m.gap
            if rect.bottom() > start:
                painter.drawRect(QRectF(x - line_w / 2, start, line_w, rect.bottom() - start))
        code = str(index.data(ICON_ROLE) or "")
        if code:
            painter.setBrush(ink if heading else soft)
            painter.drawPath(art.fit(art.icon(code), icon_rect))
        # The words, wrapped, beside the icon.
        origin = QPointF(across(rect.left() + m.text_x) - (width if rtl else 0), top)
        painter.setPen(ink)
        layout.draw(painter, origin)
        if heading and layout.lineCount():
            last = layout.lineAt(layout.lineCount() - 1).naturalTextRect()
            if rtl:  # the rule from the row's left edge to the heading's words
                start, end = rect.left() + m.pad_x, origin.x() + last.left() - m.line * 0.5
            else:
                start, end = origin.x() + last.right() + m.line * 0.5, rect.right() - m.pad_x
            if end - start >= m.line:
                y = top + last.y() + last.height() / 2
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(faint)
                painter.drawRect(QRectF(start, y - m.rule / 2, end - start, m.rule))
        painter.restore()
