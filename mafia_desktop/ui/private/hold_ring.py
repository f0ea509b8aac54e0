"""The hold target of the private panel, and the box of words it shows.

:class:`HoldRing` is the large round target: press and hold it (or hold Space) about half a
second and a ring fills; when full, the words show, and release, or a few seconds, hides them at
once. A hand still down on it when the screen moves on to new words (after *Confirm*, the
answer) holds on for them: a hold begun on the pick goes on, and one the time limit had ended
starts again. Its own words ("Hold to see") are never set under the type scale's least: where
they do not fit inside the circle at it (large text, a long translation), the circle shows a card
and the words stand beside it, part of the target (see :meth:`HoldRing.plan`). :class:`HeldWords`
is the box the words meant for one person are painted in, only while the target is held, and
never given to a screen reader. The panel that lays them out is
:mod:`mafia_desktop.ui.private.panel`.
"""

from __future__ import annotations

import math
import time
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QImage,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from mafia_desktop.art import fit, icon
from mafia_desktop.ui.circle.palette import light, linear, lit
from mafia_desktop.ui.circle.seat_circle import night_palette
from mafia_desktop.ui.common.widgets import HeldKey, WrappedText
from mafia_desktop.ui.theme import type_scale

HOLD_MS = 500  # how long to hold before the words show
HIDE_AFTER_MS = 6000  # a reveal hides by itself after this long
LABEL_GAP = 12  # between the circle and its words beside it
#: the light of the held words' ceiling (see HeldWords), a share of the way from the ground to the
#: ink: three times the least that evens the block's top edge in every language and preset
#: (0.04, by tests/ui/test_glance.py), and faint beside the words' own light (the middle rows of a
#: line of words reach 0.45): the tall letters' tops stand out of it as clearly as ever
CEILING_LIGHT = 0.12


class HeldWords(WrappedText):
    """The words meant for one person: painted only while the target is held, never given to a
    screen reader (it would say them aloud to the table), in a box as tall as the longest words
    any role dealt could see on this turn, so the box's size tells no role and cuts nothing.

    Every line runs to the box's right edge (its left one, written right to left): what its words
    leave is filled with a soft bar of as much light as a line of words (measured on
    :attr:`sample`, the same words for every role), so from across the room, where words are a
    blur, every role's words are one block of lines of one length (tests/ui/test_glance.py).

    The block's top edge is the first line's, and that line names the role: where a script has
    no capitals to even it (Persian), the role's own tall letters would shape it (the Detective's
    کارآگاه rises above the Civilian's شهروند). A faint ceiling runs over the whole first line,
    above its letters' bodies, where only tall letters reach: blurred, the edge is the
    ceiling's, the same for every role."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("privateWords")
        self.setAccessibleName(QCoreApplication.translate("PrivatePanel", "Your words (hold to see)"))
        #: words the bars' light is measured on: the same for every role (the panel sets them)
        self.sample = "Keep a straight face. Nobody else should see this."

    def wrap_width(self, width: int) -> int:
        # Every line keeps room at its end for a bar at least a space long after a space.
        return max(1, width - 2 * self.fontMetrics().horizontalAdvance(" "))

    def bar(self) -> list[tuple[int, float]]:
        """The bar that ends a line, row by row of the line's pixels (from its top): each row's
        light as a share of the way from the ground to the ink, as lit as the same row of a line
        of the sample's words, on average along it. Blurred, as an eye from afar sees them, the
        bar and the words are one."""
        ink = self.palette().color(QPalette.ColorRole.WindowText)
        ground = self.palette().color(QPalette.ColorRole.Window)
        key = (self.font().key(), self.sample, ink.rgba(), ground.rgba())
        found = _BARS.get(key)
        if found is None:
            shares = _smoothed(_light_shares(self.font(), self.sample, ink, ground))
            found = _BARS[key] = [(row, share) for row, share in enumerate(shares) if share > 0.004]
        return found

    def ceiling(self) -> int:
        """How many rows the ceiling takes from the top of the first line: the font's ascent above
        its letters' bodies (its x-height), where only tall letters reach."""
        metrics = self.fontMetrics()
        return max(0, metrics.ascent() - metrics.xHeight())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        if not self.text():
            return
        painter = QPainter(self)
        try:
            ink = self.palette().color(QPalette.ColorRole.WindowText)
            ground = self.palette().color(QPalette.ColorRole.Window)
            painter.setPen(ink)
            area = self.contentsRect()
            metrics = self.fontMetrics()
            spacing = metrics.lineSpacing()
            gap = metrics.horizontalAdvance(" ")
            y = area.top()
            ceiling = self.ceiling()
            painter.fillRect(area.left(), y, area.width(), ceiling, lit(ground, ink, CEILING_LIGHT))
            # A line's bar, and the first line's (its rows under the ceiling as lit as both).
            rows = [(row, lit(ground, ink, share)) for row, share in self.bar()]
            first = [
                (
                    row,
                    lit(ground, ink, CEILING_LIGHT + (1 - CEILING_LIGHT) * share)
                    if row < ceiling
                    else colour,
                )
                for (row, share), (_, colour) in zip(self.bar(), rows, strict=True)
            ]
            rtl = self.isRightToLeft()  # the lines end on the left, and their bars run to its edge
            for p, (layout, lines) in enumerate(self._paragraphs(self.text(), area.width())):
                layout.draw(painter, QPointF(self.line_start(area), y))
                for i in range(lines):
                    line = layout.lineAt(i) if i < layout.lineCount() else None
                    used = (
                        math.ceil(line.naturalTextWidth()) + gap
                        if line is not None and line.textLength()
                        else 0
                    )
                    start = area.left() if rtl else area.left() + used
                    for row, colour in first if p == i == 0 else rows:  # (the lines wrap short of the edge)
                        painter.fillRect(start, y + i * spacing + row, area.width() - used, 1, colour)
                y += lines * spacing
        finally:
            painter.end()


# The bar of a line (see HeldWords.bar), by font, sample and colours.
_BARS: dict[tuple[str, str, int, int], list[tuple[int, float]]] = {}


def _smoothed(shares: list[float], reach: int = 3) -> list[float]:
    """``shares`` spread over their neighbours (a triangle ``reach`` rows each way), the total
    kept: the bar's rows change softly, not line by line as the letters' strokes do."""
    weights = [reach + 1 - abs(d) for d in range(-reach, reach + 1)]
    out = [0.0] * len(shares)
    for y, share in enumerate(shares):
        near = [
            (y + d, w)
            for d, w in zip(range(-reach, reach + 1), weights, strict=True)
            if 0 <= y + d < len(shares)
        ]
        total = sum(w for _, w in near)
        for row, w in near:
            out[row] += share * w / total
    return out


def _light_shares(font: QFont, text: str, ink: QColor, ground: QColor) -> list[float]:
    """How much of the light of ``ink`` over ``ground`` a line of ``text`` in ``font`` gives, row
    by row of its pixels (0 to 1, on average along the line): the light, not the pixel values,
    as an eye from afar sums it."""
    metrics = QFontMetrics(font)
    width, height = max(1, metrics.horizontalAdvance(text)), max(1, metrics.lineSpacing())
    picture = QImage(width, height, QImage.Format.Format_RGB32)
    picture.fill(ground)
    painter = QPainter(picture)
    painter.setFont(font)
    painter.setPen(ink)
    painter.drawText(0, metrics.ascent(), text)
    painter.end()
    picture = picture.convertToFormat(QImage.Format.Format_RGB888)  # red, green, blue: a byte each
    table = [linear(v / 255) for v in range(256)]
    row = picture.bytesPerLine()
    data = bytes(picture.constBits())
    g, i = light(ground), light(ink)
    shares = []
    for y in range(height):
        line = data[y * row : y * row + 3 * width]
        total = sum(
            weight * sum(map(table.__getitem__, line[start::3]))
            for start, weight in ((0, 0.2126), (1, 0.7152), (2, 0.0722))
        )
        shares.append(0.0 if abs(i - g) < 1e-6 else min(1.0, max(0.0, (total / width - g) / (i - g))))
    return shares


class HoldRing(QWidget):
    """A large round target: hold it (or Space) and a ring fills; when full, the words show."""

    revealed = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("holdRing")
        self.setAccessibleName(self.tr("Hold to see (or hold Space)"))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.hold_ms = HOLD_MS
        self._progress = 0.0
        self._holding = False  # a hold runs: the ring fills, or the words show
        self._shown = False
        self._down = False  # the hand is down on the target (the mouse, Space), hold or not
        self._since = 0.0  # when the hold began (time.monotonic; tests move it)
        self._tick = QTimer(self)
        self._tick.setInterval(16)
        self._tick.timeout.connect(self._on_tick_timeout)
        self._limit = QTimer(self)
        self._limit.setSingleShot(True)
        self._limit.setInterval(HIDE_AFTER_MS)
        self._limit.setTimerType(Qt.TimerType.PreciseTimer)  # hides on time, not up to 5 % late
        self._limit.timeout.connect(self._on_limit_timeout)
        self._space = HeldKey()
        self._held_before = 0  # ms held before a repeat's release (see key_down)
        self._before_up: tuple[bool, bool, int, int] | None = None  # the hold as it was at a key's release
        self._fonts: dict[tuple[float, str, int, str], QFont | None] = {}  # words_font's answers
        self._plans: dict[tuple[object, ...], tuple[int, QFont | None] | None] = {}  # plan's answers
        self._beside: QFont | None = None  # the words' type beside the circle (None: inside it)

    @property
    def shown(self) -> bool:
        return self._shown

    def sizeHint(self) -> QSize:
        return QSize(max(1, self.minimumWidth()), max(1, self.minimumHeight()))  # see set_side

    @property
    def words_beside(self) -> bool:
        """Whether the target's words stand beside its circle (else they are inside it)."""
        return self._beside is not None

    def texts(self) -> tuple[str, str]:
        """The target's words, before and while held: it keeps the room of both."""
        return self.tr("Hold to see"), self.tr("Release to hide")

    def plan(self, side: int, room: int) -> tuple[int, QFont | None] | None:
        """How a target ``side`` tall shows its words in at most ``room`` across: its width and
        the words' type beside the circle (None: inside it, the target ``side`` square), or None
        where they fit neither way at the type scale's least."""
        least = type_scale.least_px()
        texts = self.texts()
        key = (side, room, least, type_scale.px("tool"), self.font().family(), *texts)
        if key in self._plans:
            return self._plans[key]
        answer: tuple[int, QFont | None] | None = None
        if side <= room and all(self.words_font(side - 16, t) is not None for t in texts):
            answer = (side, None)
        else:
            answer = self._beside_plan(side, room - side - LABEL_GAP, texts)
        if len(self._plans) > 256:
            self._plans.clear()
        self._plans[key] = answer
        return answer

    def _beside_plan(self, side: int, room: int, texts: tuple[str, str]) -> tuple[int, QFont | None] | None:
        least = type_scale.least_px()
        if room < 4 * least:
            return None
        font = QFont(self.font())
        font.setBold(True)
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap)
        for px in range(max(least, type_scale.px("tool")), least - 1, -1):
            font.setPixelSize(px)
            metrics = QFontMetrics(font)
            boxes = [metrics.boundingRect(0, 0, room, 1 << 16, flags, t) for t in texts]
            widest = max(b.width() for b in boxes)
            longest = max(metrics.horizontalAdvance(w) for t in texts for w in t.split())
            if widest <= room and longest <= room and max(b.height() for b in boxes) <= side - 8:
                return side + LABEL_GAP + widest + 2, QFont(font)
        return None

    def set_side(self, side: int, room: int) -> bool:
        """The target ``side`` tall, its words inside the circle or beside it within ``room``
        across (see :meth:`plan`); False where they fit neither way (the circle shows a card)."""
        plan = self.plan(side, room)
        width, self._beside = plan if plan is not None else (side, None)
        self.setMinimumSize(width, side)
        self.setMaximumSize(width, side)
        self.update()
        return plan is not None

    def press(self) -> None:
        self._down = True
        if self._holding:
            return
        self._holding = True
        self._held_before = 0
        self._since = time.monotonic()
        self._tick.start()
        self._on_tick_timeout()

    def renew(self) -> None:
        """New words on the panel, in the same turn (the answer after *Confirm*): a hand still
        down holds on for them. Words on show get the whole time again; a hold the time limit
        had ended begins again, as a new press would."""
        if self._shown:
            self._limit.start(HIDE_AFTER_MS)
        elif self._down and not self._holding:
            self.press()

    def _elapsed_ms(self) -> int:
        return int((time.monotonic() - self._since) * 1000)

    def key_down(self, event: QKeyEvent) -> None:
        """Space pressed: a new hold, or (a repeat's press) the hold as it was just before."""
        if self._space.down(event):
            self.press()
            return
        before, self._before_up = self._before_up, None
        if before is None or self._holding:
            return
        holding, shown, held_ms, limit_left = before
        self._down = True  # the key never came up
        if not holding:
            return  # it had ended on its own (the time limit): only new words start it again
        self._holding = True
        self._held_before = held_ms
        self._since = time.monotonic()
        if shown:
            self._shown = True
            self._progress = 1.0
            self._limit.start(max(1, limit_left))
            self.revealed.emit(True)
        else:
            self._tick.start()
        self.update()

    def key_up(self, event: QKeyEvent) -> None:
        """Space released: hidden at once (a repeat's press just after takes the hold up again)."""
        if not self._space.up(event):
            return
        held = self._held_before + (self._elapsed_ms() if self._holding else 0)
        left = self._limit.remainingTime() if self._limit.isActive() else HIDE_AFTER_MS
        self._before_up = (self._holding, self._shown, int(held), left)
        self.release()

    def release(self) -> None:
        """The hand is up (or the turn moved on): hidden at once."""
        self._down = False
        self._end()

    def _on_limit_timeout(self) -> None:
        self._end()  # hidden on time; the hand may still be down (see renew)

    def _end(self) -> None:
        was = self._shown
        self._holding = False
        self._shown = False
        self._progress = 0.0
        self._tick.stop()
        self._limit.stop()
        self.update()
        if was:
            self.revealed.emit(False)

    def _on_tick_timeout(self) -> None:
        if not self._holding:
            return
        held = self._held_before + self._elapsed_ms()
        self._progress = 1.0 if self.hold_ms <= 0 else min(1.0, held / self.hold_ms)
        if self._progress >= 1.0 and not self._shown:
            self._shown = True
            self._tick.stop()
            self._limit.start()
            self.revealed.emit(True)
        self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.press()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self.release()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space:
            self.key_down(event)
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space:
            self.key_up(event)
            return
        super().keyReleaseEvent(event)

    def hideEvent(self, event: Any) -> None:
        self.release()
        super().hideEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        try:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            side = min(self.width(), self.height()) - 16
            rtl = self.isRightToLeft()  # (the words beside it on its left, the circle at the right)
            beside_x = self.width() - self.height() / 2 if rtl else self.height() / 2
            c = QPointF(beside_x if self._beside is not None else self.width() / 2, self.height() / 2)
            r = side / 2
            p.setPen(QPen(night_palette().edge, 3))
            p.setBrush(night_palette().disc)
            p.drawEllipse(c, r, r)
            if self._progress > 0:
                ring = QPen(night_palette().pick, 8)
                ring.setCapStyle(Qt.PenCapStyle.RoundCap)
                p.setPen(ring)
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawArc(
                    QRectF(c.x() - r + 6, c.y() - r + 6, 2 * r - 12, 2 * r - 12),
                    90 * 16,
                    int(-360 * 16 * self._progress),
                )
            text = self.texts()[1 if self._shown else 0]
            font = self.words_font(side, text) if self._beside is None else None
            if font is None:  # the words do not fit in the circle: a card in it, they beside it
                glyph = fit(icon("card"), QRectF(c.x() - r / 2, c.y() - r / 2, r, r))
                p.fillPath(glyph, night_palette().ink)
                if self._beside is None:
                    return  # (not even beside it: the hint says what to do)
                left = self.height() + LABEL_GAP
                p.setFont(self._beside)
                p.setPen(night_palette().ink)
                words = QRectF(0 if rtl else left, 0, self.width() - left, self.height())
                flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap
                p.drawText(words, flags, text)
                return
            p.setFont(font)
            p.setPen(night_palette().ink)
            inner = _inner(side)
            inner.moveCenter(c)
            p.drawText(inner, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, text)
        finally:
            p.end()

    def words_font(self, side: float, text: str) -> QFont | None:
        """The type of the target's words: the largest, from the type scale's ``tool`` step down
        to its least, with which ``text`` fits inside a target ``side`` across; None when not even
        the least does."""
        least = type_scale.least_px()
        key = (side, text, least, self.font().family())
        if key in self._fonts:
            return self._fonts[key]
        font: QFont | None = None
        candidate = QFont(self.font())
        candidate.setBold(True)
        inner = _inner(side).toRect()
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        for px in range(max(least, type_scale.px("tool"), int(side / 11)), least - 1, -1):
            candidate.setPixelSize(px)
            box = QFontMetrics(candidate).boundingRect(inner, flags, text)
            if box.width() <= inner.width() and box.height() <= inner.height():
                font = candidate
                break
        if len(self._fonts) > 32:
            self._fonts.clear()
        self._fonts[key] = font
        return font


def _inner(side: float) -> QRectF:
    """The room for the target's words: a square in its circle, clear of the ring."""
    return QRectF(0, 0, 0.68 * side, 0.68 * side)
