"""The private panel's widgets, their layout, and how they fit the window: :class:`PanelLayout`.

It builds what every private screen has, in the same colours and places whatever the role (the
small seat circle, the title, the hint, the card and the hold target beside it, the held words,
the rows of cards; under them the countdown and the turn's buttons), and fits them to the window.
The countdown and the buttons are the column's foot, never scrolled away: at any window size and
text size every button of the turn is on screen, the countdown's room is that of its longest words
(a role's last seconds' warning wraps in it, and moves nothing). Above them the type shrinks in
steps and the column widens until everything fits with a large hold target, labelled (its words
inside its circle, or beside it), the held words at their reserved size included; the card beside
the target gives way before the target does, and the target grows into the room left. Only then
does the column scroll, to the target and the words. Its sizes follow the turn's public shape
alone. What the screens show, and what is done on them, is
:class:`~mafia_desktop.ui.private.panel.PrivatePanel`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPalette, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QHBoxLayout,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpacerItem,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.ui.circle.card_art import CARD_RATIO, CardBox
from mafia_desktop.ui.circle.seat_circle import SeatCircle, night_palette
from mafia_desktop.ui.common.widgets import WrapButton, WrappedText, page_scroll
from mafia_desktop.ui.private.hold_ring import HeldWords, HoldRing
from mafia_desktop.ui.private.qr_view import PairingCode
from mafia_desktop.ui.theme import appearance, type_scale

# The type scale's step of each of the panel's texts (at full size; see SHRINK).
TITLE, HINT, WORDS, COUNTDOWN, BUTTONS, CARDS = "heading", "dialog", "button", "log", "button", "dialog"
# The hold target's height: at most RING_SIDE (times the text size, up to 1.5); the fit first
# looks for room for one RING_GOOD tall (times the text size too), with its words, then RING_LEAST;
# only where even that does not fit does the column scroll.
RING_SIDE = 180
RING_GOOD = 128
RING_LEAST = 96
RING_CROWDED = 72  # ... then at least this, in sight with the words below it (the column scrolled);
RING_TINY = 48  # ... never smaller than this (24-letter names, 1024x600, 200 % text)
# The card beside the target: as tall as it, or smaller where the row is too narrow for both (the
# card gives way before the target does).
CARD_SHARES = (1.0, 0.8, 0.6)
# Above and below the panel where nothing fits (the column scrolls to the target and the words):
# the room they have is worth more than a margin (Persian's taller lines, 1024x600, 200 % text).
CROWDED_MARGIN = 2
BUTTON_HEIGHT = 56  # the panel's buttons, and the least they shrink to (a finger's width)
BUTTON_LEAST = 44
# How far the panel's type and target shrink, in steps, when the window is too small for them at
# full size (1024x600, 200 % text): the first step at which everything fits, held words
# included, is used. No text goes below the type scale's least (type_scale.least_px).
SHRINK = (1.0, 0.9, 0.8, 0.7, 0.6, 0.5)
# ... first with the small circle beside the column as usual (3:2), then with the column wider.
SHARES = ((3, 2), (1, 1), (2, 3), (1, 2))


class _Column(QWidget):
    """The panel's column of words and buttons. Its least height is what it needs at the width
    it has (Qt would measure each wrapped text at its narrowest, many lines tall, and scroll
    a column that fits)."""

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = super().minimumSizeHint()
        width = self.width() if self.width() > 50 else hint.width()
        return QSize(hint.width(), self.heightForWidth(width) if self.hasHeightForWidth() else hint.height())


class _Countdown(WrappedText):
    """The countdown's words, wrapped, and said to a screen reader as shown (a label would be)."""

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        super().setText(text)
        if self.accessibleName() != text:
            self.setAccessibleName(text)


class PanelButton(WrapButton):
    """A button of the private panel. Locked (a turn's button before its holder has held the
    target, or before the turn's minimum time is up) it is disabled and looks it, greyed; while
    the minimum time runs, a bar fills along its foot until it opens."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self._wait: float | None = None

    @property
    def wait(self) -> float | None:
        """How much of the minimum time has run (0 to 1), or None: no time runs on it."""
        return self._wait

    def set_wait(self, done: float | None) -> None:
        if done is not None:
            done = min(1.0, max(0.0, done))
        if done != self._wait:
            self._wait = done
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        super().paintEvent(event)
        if self._wait is None or self.isEnabled():
            return
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            thick = max(4.0, self.height() / 12)
            inset = max(8.0, self.height() / 5)
            track = QRectF(inset, self.height() - inset / 2 - thick, self.width() - 2 * inset, thick)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(night_palette().edge)
            painter.drawRoundedRect(track, thick / 2, thick / 2)
            if self._wait > 0:
                painter.setBrush(night_palette().hand)
                filled = QRectF(track)
                filled.setWidth(max(thick, track.width() * self._wait))
                if self.isRightToLeft():  # (it fills in the reading order: from the right)
                    filled.moveRight(track.right())
                painter.drawRoundedRect(filled, thick / 2, thick / 2)
        finally:
            painter.end()


class PanelLayout(QWidget):
    """The private panel's widgets and their fit to the window (see the module's docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("privatePanel")
        self.setAutoFillBackground(True)
        palette = self.palette()
        for role, colour in (
            (QPalette.ColorRole.Window, night_palette().background),
            (QPalette.ColorRole.WindowText, night_palette().ink),
            (QPalette.ColorRole.Button, night_palette().disc),
            (QPalette.ColorRole.ButtonText, night_palette().ink),
            (QPalette.ColorRole.Base, night_palette().disc),
            (QPalette.ColorRole.Text, night_palette().ink),
        ):
            palette.setColor(role, colour)
        # A locked button looks it: its words greyed, half way to the background (in high contrast
        # too: still above 4.5:1 there), its face the panel's own (see PanelButton).
        ink, ground = night_palette().ink, night_palette().background
        grey = QColor.fromRgbF(
            *(
                a + (b - a) * 0.45
                for a, b in (
                    (ink.redF(), ground.redF()),
                    (ink.greenF(), ground.greenF()),
                    (ink.blueF(), ground.blueF()),
                )
            )
        )
        palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText, grey)
        palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Button, ground)
        self.setPalette(palette)
        self._secret_text = ""
        self._shapes: list[str] = []
        outer = QHBoxLayout(self)
        self._outer = outer
        outer.setContentsMargins(32, 24, 32, 24)
        outer.setSpacing(28)
        self.circle = SeatCircle()
        self.circle.setObjectName("privateCircle")
        self.circle.set_night(True, animate=False)
        self.circle.set_cursor_shown(False)
        outer.addWidget(self.circle, 3)
        # A game with phones: the pairing code, over the small circle while a card is held (it
        # takes no room: nothing moves when it shows).
        self.pairing_code = PairingCode(self.circle, self)
        side = QVBoxLayout()
        self._side = side
        side.setSpacing(14)
        self.title = WrappedText()
        self.title.setObjectName("privateTitle")
        self.hint = WrappedText()  # as tall as the longest hint of the round (see reserve_hints)
        self.hint.setObjectName("privateHint")
        self._hints: tuple[str, ...] = ()
        self.ring = HoldRing()
        # The target's room is kept where it is gone (the end): the card stays in its place.
        policy = self.ring.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.ring.setSizePolicy(policy)
        self.card = CardBox()
        self.secret = HeldWords()
        for words in (self.title, self.hint, self.secret):
            # As tall as its words at the width it is given (a Fixed height is held to its
            # words' height at the width it had before, and cuts them where the column narrows).
            policy = words.sizePolicy()
            policy.setVerticalPolicy(QSizePolicy.Policy.Minimum)
            words.setSizePolicy(policy)
        self.cards_row = QVBoxLayout()
        self._card_buttons: list[QPushButton] = []
        self.buttons_row = QHBoxLayout()
        self._buttons: dict[str, QPushButton] = {}
        # The words of every row of buttons the turn's screens show (see reserve_buttons): the
        # fit, and the room below the target, are the same on every screen of the turn.
        self._row_words: tuple[tuple[str, ...], ...] = ()
        self._ruler = WrapButton(parent=self)  # measures a row's buttons; never shown
        self._ruler.setObjectName("privateRuler")
        self._ruler.hide()
        self._button_room = QSpacerItem(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        # The countdown's words (and a role's last seconds' warning, a locked button's note) wrap,
        # in the room of the longest of the turn's (see reserve_countdown).
        self.countdown = _Countdown()
        self.countdown.setObjectName("privateCountdown")
        self.countdown.setFont(panel_font(self, COUNTDOWN))
        self._counts: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())  # plain, and bold (a note)
        self._count_ruler = WrappedText(self)  # measures the bold ones; never shown
        self._count_ruler.hide()
        side.addWidget(self.title)
        side.addWidget(self.hint)
        # The card and the target side by side, in one place on every screen, for every role.
        self.ring_row = QHBoxLayout()
        self.ring_row.addStretch(1)
        self.ring_row.addWidget(self.card, 0, Qt.AlignmentFlag.AlignVCenter)
        self.ring_row.addWidget(self.ring, 0, Qt.AlignmentFlag.AlignVCenter)
        self.ring_row.addStretch(1)
        side.addLayout(self.ring_row)
        side.addWidget(self.secret)
        side.addLayout(self.cards_row)
        side.addStretch(1)
        # Large text may need more height than the window has: the type shrinks first (see
        # SHRINK), and only then does the column scroll. Its contents are the same for every
        # role, so neither the sizes nor a scroll bar tell one role from another.
        column = _Column()
        column.setObjectName("privateColumn")
        column.setLayout(side)
        self.column = column
        self.scroller: QScrollArea = page_scroll(column, "privateScroll")
        # Under the column, never scrolled: the countdown and the turn's buttons.
        self.foot = QWidget()
        self.foot.setObjectName("privateFoot")
        # Its width is the column's share (see SHARES), whatever its buttons would ask for: the
        # fit decides how they go (side by side or one under another) at that width.
        self.foot.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        foot = QVBoxLayout(self.foot)
        self._foot = foot
        margins = side.contentsMargins()
        foot.setContentsMargins(margins.left(), 0, margins.right(), 0)
        foot.setSpacing(side.spacing())
        foot.addWidget(self.countdown)
        foot.addLayout(self.buttons_row)
        foot.addItem(self._button_room)  # the rest of the room of the turn's tallest row of buttons
        right = QVBoxLayout()
        right.setContentsMargins(0, 0, 0, 0)
        right.setSpacing(0)
        right.addWidget(self.scroller, 1)
        right.addWidget(self.foot, 0)
        outer.addLayout(right, 2)
        self._fit_soon = QTimer(self)
        self._fit_soon.setSingleShot(True)
        self._fit_soon.setInterval(0)
        self._fit_soon.timeout.connect(self._fit)
        self._shrink = -1.0  # the step of SHRINK in use
        self._crowded = False  # nothing fits: the column scrolls (see _words_in_sight)
        self._in_sight_pending = False  # the turn's words to be scrolled to once the panel shows
        self._share = SHARES[0]
        self._fitted: tuple[object, ...] | None = None
        self._titles: list[str] = []
        self._apply_shrink(1.0)
        self._apply_target(RING_SIDE, RING_SIDE)

    # --- fitting the window ----------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        # Once the resize is over: the fit lays the panel out again, never inside its own resize.
        self._fit_soon.start()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self._fit_soon.start()

    def _apply_shrink(self, step: float) -> None:
        if step == self._shrink:
            return
        self._shrink = step
        # The type scale's steps, shrunk by ``step``, never below its least (200 % included).
        self.title.setFont(panel_font(self, TITLE, step))
        self.hint.setFont(panel_font(self, HINT, step))
        self.secret.setFont(panel_font(self, WORDS, step, bold=True))
        self.countdown.setFont(panel_font(self, COUNTDOWN, step))
        self.pairing_code.setFont(panel_font(self, HINT, step))
        self._count_ruler.setFont(panel_font(self, COUNTDOWN, step, bold=True))
        for button in [*self._buttons.values(), self._ruler]:
            button.setFont(panel_font(self, BUTTONS, step, bold=True))
            button.setMinimumHeight(max(BUTTON_LEAST, int(BUTTON_HEIGHT * step)))
        for button in self._card_buttons:
            button.setFont(panel_font(self, CARDS, step))
        # Room between the rows, and round the panel, gives way faster than the type does.
        self._side.setSpacing(max(4, int(14 * step * step)))
        self._foot.setSpacing(self._side.spacing())
        self.ring_row.setSpacing(max(8, int(28 * step)))
        self._apply_margins()

    def _apply_margins(self) -> None:
        """The room round the panel: less as the type shrinks, and the least above and below
        where nothing fits (the column scrolls): those pixels go to the words and the target."""
        step = self._shrink
        across, down = max(12, round(32 * step * step)), max(8, round(24 * step * step))
        if self._crowded:
            down = CROWDED_MARGIN
        margins = self._outer.contentsMargins()
        if (margins.left(), margins.top()) != (across, down):
            self._outer.setContentsMargins(across, down, across, down)
            self._outer.activate()  # the column's new width, now: the fit measures at it

    def _apply_target(self, side: int, card: int) -> None:
        """The hold target ``side`` tall (its words inside or beside its circle: see
        :meth:`HoldRing.plan`), and the card beside it ``card`` tall."""
        self.card.set_height(card)
        self.ring.set_side(side, self._ring_room(card))

    def _ring_room(self, card: int) -> int:
        """How wide the hold target may be beside a card ``card`` tall."""
        return self._words_width() - round(card * CARD_RATIO) - self.ring_row.spacing()

    def _largest_target(self, least: int, room: int) -> tuple[int, int] | None:
        """The tallest hold target, from the most it may be down to ``least``, that fits in
        ``room`` (the height the column leaves it) with its words, and the card's height beside it
        (as tall as the target where the row is wide enough for both, else smaller); None where
        none does."""
        most = min(room, int(RING_SIDE * min(1.5, appearance.text_factor())))
        for side in range(most, least - 1, -4):
            for share in CARD_SHARES:
                card = round(side * share)
                if self.ring.plan(side, self._ring_room(card)) is not None:
                    return side, card
        return None

    def _apply_share(self, share: tuple[int, int]) -> None:
        if share != self._share:
            self._share = share
            self._outer.setStretch(0, share[0])
            self._outer.setStretch(1, share[1])
            self._outer.activate()  # the column's new width, now: the fit measures at it

    def _fit(self) -> None:
        """The largest type (see SHRINK) and the narrowest column (SHARES) with which the whole
        column, the held words at their reserved size included, fits in the window above its
        foot without scrolling with a hold target at least RING_GOOD tall (times the text size),
        its words shown (or else RING_LEAST); the target then as tall as the room left allows. Where nothing does,
        the smallest type and the widest column, and the words and the hold target are scrolled
        into sight. The foot (the countdown and the buttons) is always whole on screen."""
        self._apply_share(self._share)
        key = self._fit_key()
        if key is None:
            return
        if key == self._fitted:
            self._arrange_buttons()  # (another screen of the turn: the same fit, its own buttons)
            if self._in_sight_pending:  # a turn began while the panel was hidden
                self._words_in_sight(from_top=True)
            return
        target: tuple[int, int] | None = None
        self._crowded = False
        # A large target first, the type as large as leaves room for it; then a smaller one.
        for least in (round(RING_GOOD * min(1.5, appearance.text_factor())), RING_LEAST):
            for share in SHARES:
                self._apply_share(share)
                for step in SHRINK:
                    self._apply_shrink(step)
                    self._reserve_words()
                    target = self._largest_target(least, self._column_room() - self._needed())
                    if target is not None:
                        break
                if target is not None:
                    break
            if target is not None:
                break
        self._crowded = target is None
        self._apply_margins()
        # Where it fits, no scroll bar at all: one left from before the fit would narrow the
        # words, wrap them onto one more line, and keep itself there.
        self.scroller.setVerticalScrollBarPolicy(
            Qt.ScrollBarPolicy.ScrollBarAsNeeded if self._crowded else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        )
        if target is None:  # the words' width is less the scroll bar's; the target is as large
            self._reserve_words()  # as leaves it in sight with the words below it, and no larger
            words = self.secret.heightForWidth(self._words_width()) + self._side.spacing()
            room = min(RING_GOOD, self._column_room() - words)  # (the less scrolled, the more
            target = self._largest_target(RING_CROWDED, room)  # of the title shows above it)
            # (Where not even that leaves room, as tall as does: the target with the words.)
            least = max(RING_TINY, min(RING_CROWDED, room))
            target = target or (least, least)
        self._apply_target(*target)
        self._fitted = self._fit_key()
        self._arrange_buttons()
        self.column.updateGeometry()
        # Laid out now (never inside a resize: see resizeEvent), so what is measured next is so.
        column = self.column.layout()
        if column is not None:
            column.activate()
        self._words_in_sight(from_top=True)  # fitted anew: the target where a turn begins has it

    def _words_in_sight(self, from_top: bool = False) -> None:
        """Where even the smallest type does not fit: the hold target and the words below it are
        scrolled into sight, the same for every role (their sizes are); ``from_top`` (a turn
        begins): as little down from the column's top as shows them, wherever the last turn left
        it, so the target is in the same place for every turn, and a hold then moves nothing."""
        if from_top:
            self._in_sight_pending = not self.isVisible()
        if not self._crowded or self._in_sight_pending:
            return
        layout = self.column.layout()
        if layout is not None:
            layout.activate()
        # The column's height and the scroll bar's range, as they are once laid out (Qt would
        # bring them up to date on its next turn; measured now, they may be the last screen's).
        for widget in (self.column, self.scroller.viewport(), self.scroller):
            QCoreApplication.sendPostedEvents(widget, QEvent.Type.LayoutRequest)
        top = self.ring.y()
        bottom = self.secret.y() + self.secret.height()
        bar = self.scroller.verticalScrollBar()
        view = self.scroller.viewport().height()
        if from_top:
            value = min(top, bottom - view)
        else:  # as little as shows them, the target first
            value = max(min(bar.value(), top), bottom - view)
            value = min(value, top)
        bar.setValue(max(bar.minimum(), min(bar.maximum(), value)))

    def _needed(self) -> int:
        """The column's height, but for the card and the target's row, at its width, added up
        from what it holds (a layout's own answer depends on what it measured last)."""
        layout = self.column.layout()
        margins = layout.contentsMargins() if layout is not None else None
        inner = self._words_width()
        rows = [self.title.heightForWidth(inner), self.hint.heightForWidth(inner)]
        rows.append(self.secret.heightForWidth(inner))
        rows += [b.heightForWidth(inner) for b in self._card_buttons]
        # (and the card and the target's row, its room kept where the target is gone, and the
        # stretch: a row each)
        gaps = self._side.spacing() * (len(rows) + 2)
        return sum(rows) + gaps + (margins.top() + margins.bottom() if margins is not None else 0)

    def _column_room(self) -> int:
        """The height the scrolling column has: the panel's, less its margins and the foot's."""
        margins = self._outer.contentsMargins()
        return self.height() - margins.top() - margins.bottom() - self._foot_height()

    def _foot_width(self) -> int:
        margins = self._foot.contentsMargins()
        return max(50, self.scroller.width() - margins.left() - margins.right())

    def _foot_height(self) -> int:
        """The foot's height: the countdown's room, and the turn's tallest row of buttons."""
        buttons = self._buttons_room(self._foot_width())
        return self._countdown_height() + (self._foot.spacing() + buttons if buttons else 0)

    def reserve_countdown(self, plain: list[str], bold: list[str]) -> None:
        """The countdown keeps the room of the longest of the texts it may show on this turn
        (``plain``: the seconds left, a role's last seconds' warning; ``bold``: a locked button's
        note): nothing moves when one of them comes, and nothing is pushed out of the window."""
        self._counts = (tuple(dict.fromkeys(plain)), tuple(dict.fromkeys(bold)))

    def _countdown_height(self) -> int:
        width = self._foot_width()
        plain, bold = self._counts
        lines = max(
            [1]
            + [self.countdown.line_count(t, width) for t in plain]
            + [self._count_ruler.line_count(t, width) for t in bold]
        )
        spacing = max(
            self.countdown.fontMetrics().lineSpacing(), self._count_ruler.fontMetrics().lineSpacing()
        )
        return lines * spacing

    def reserve_buttons(self, rows: list[tuple[str, ...]]) -> None:
        """The buttons take the room of the tallest of ``rows`` (the words of every row of buttons
        the turn's screens show): the fit is made for the whole turn, so the hold target keeps
        its place and size from the pick to the answer, and the column its height."""
        self._row_words = tuple(dict.fromkeys(rows))

    def _shown_words(self) -> tuple[str, ...]:
        return tuple(b.text() for b in self._buttons.values())

    def _buttons_room(self, inner: int) -> int:
        """The height of the tallest row of the turn's buttons at ``inner`` across."""
        return max(self._row(words, inner)[0] for words in [self._shown_words(), *self._row_words])

    def _row(self, words: tuple[str, ...], inner: int) -> tuple[int, bool]:
        """The height of a row of buttons with ``words`` at ``inner`` across, and whether they
        go one under another (side by side where their longest words fit across)."""
        if not words:
            return 0, False
        ruler, gap, n = self._ruler, self.buttons_row.spacing(), len(words)

        def height(text: str, width: int) -> int:
            ruler.setText(text)
            return ruler.heightForWidth(width)

        widths = self._widths(words, inner)
        if widths is None:
            return sum(height(t, inner) for t in words) + gap * (n - 1), True
        return max(height(t, w) for t, w in zip(words, widths, strict=True)), False

    def _widths(self, words: tuple[str, ...], inner: int) -> list[int] | None:
        """The widths of a row of buttons with ``words`` side by side at ``inner`` across: as
        even as their longest words let them be (a button too narrow for its longest word at an
        even share keeps that word's width, the others share the rest evenly); None where they
        do not fit across and go one under another."""
        ruler, gap = self._ruler, self.buttons_row.spacing()
        least = []
        for text in words:
            ruler.setText(text)
            least.append(ruler.minimumSizeHint().width())
        room = inner - gap * (len(words) - 1)
        if sum(least) > room:
            return None
        widths = [0] * len(words)
        even = list(range(len(words)))
        while even:
            share = room // len(even)
            wide = [k for k in even if least[k] > share]
            if not wide:
                break
            for k in wide:
                widths[k] = least[k]
                room -= least[k]
                even.remove(k)
        for k in even:
            widths[k] = room // len(even)
        return widths

    def _arrange_buttons(self) -> None:
        """The buttons on show side by side or one under another, and below them the room the
        turn's tallest row of buttons would take more: nothing moves, the countdown above them
        included, and the column is as tall, whichever row shows."""
        inner = self._foot_width()
        self.countdown.setFixedHeight(self._countdown_height())
        self.foot.setFixedHeight(self._foot_height())
        height, stacked = self._row(self._shown_words(), inner)
        self.buttons_row.setDirection(
            QBoxLayout.Direction.TopToBottom if stacked else QBoxLayout.Direction.LeftToRight
        )
        # Side by side, each button is as wide as the row's height was measured for (a layout
        # would give a short word less, and wrap it past the row's height: «Ще час», "Mehr Zeit").
        widths = None if stacked else self._widths(self._shown_words(), inner)
        for k, button in enumerate(self._buttons.values()):
            button.setMinimumWidth(widths[k] if widths else 0)
            button.setMaximumWidth(widths[k] if widths else (1 << 24) - 1)
        room = self._buttons_room(inner)
        # (No buttons on show: the row takes no room, nor the gap above it.)
        spare = max(0, room - height) + (self._foot.spacing() if room and not height else 0)
        if self._button_room.sizeHint().height() != spare:
            self._button_room.changeSize(0, spare, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
            self._foot.invalidate()
        # Laid out now: what is measured next (the column's room, a button's place) is so.
        self._foot.activate()
        self._outer.activate()

    def _fit_key(self) -> tuple[object, ...] | None:
        room = self.scroller.contentsRect()
        if room.width() < 50 or self.height() < 100:
            return None
        return (
            self.width(),
            self.height(),
            tuple(self._titles),
            self._hints,
            self._counts,
            self._shapes_key(),
            len(self._card_buttons),
            self._row_words or self._shown_words(),  # the turn's rows (or the row on show)
            self.ring.isHidden(),
        )

    def fit_state(self) -> tuple[float, tuple[int, int], bool]:
        """The type's step, the column's share and whether it scrolls, as the last fit left them."""
        return (self._shrink, self._share, self._crowded)

    def reserve_hints(self, hints: list[str]) -> None:
        """The hint keeps the room of the longest of ``hints`` (every hint of the round's screens),
        so the card and the target below it stay in one place from screen to screen."""
        self._hints = tuple(dict.fromkeys(hints))
        self.hint.reserve(self._hints)

    def widest(self, names: list[str]) -> str | None:
        """Of ``names``, the one that takes the most room in the held words (the most lines on
        its own, then the widest): the name the words of other roles are measured with."""
        if not names:
            return None
        width = self._words_width()
        metrics = self.secret.fontMetrics()
        return max(names, key=lambda n: (self.secret.line_count(n, width), metrics.horizontalAdvance(n)))

    def _shapes_key(self) -> tuple[str, ...]:
        # What any role could hold, never the player's own words: the fit (and the time it takes)
        # changes with the turn's public shape alone.
        return tuple(self._shapes)

    def _reserve_words(self) -> None:
        """The held box: as tall as the longest words of any role on this turn (each padded to
        the same number of lines), at the width it has now."""
        width = self._column_width() - self._column_margin()
        target = self._target_lines(width)
        self.secret.reserve([self._filler(target)])

    def _column_width(self) -> int:
        """The column's width: the scroll area's inside, less the scroll bar where it scrolls."""
        width = self.scroller.contentsRect().width()
        if self._crowded:
            width -= self.scroller.verticalScrollBar().sizeHint().width()
        return width

    def _column_margin(self) -> int:
        layout = self.column.layout()
        margins = layout.contentsMargins() if layout is not None else None
        return margins.left() + margins.right() if margins is not None else 0

    def _target_lines(self, width: int | None = None) -> int:
        w = self._words_width() if width is None else max(50, width)
        return max([self.secret.line_count(t, w) for t in [self._secret_text, *self._shapes]] + [0])

    def _filler(self, lines: int) -> str:
        return "\n".join(["·"] * lines)

    def _lines(self, text: str) -> int:
        """How many lines ``text`` takes in the words' box, at its width now."""
        return self.secret.line_count(text, self._words_width())

    def _words_width(self) -> int:
        """The words' width once the column is laid out as fitted (not its width of the moment,
        which a scroll bar still showing from before the fit takes a little from)."""
        return max(50, self._column_width() - self._column_margin())


def panel_font(widget: QWidget, step: str, shrink: float = 1.0, bold: bool | None = None) -> QFont:
    """The panel's type: the type scale's ``step`` (:mod:`mafia_desktop.ui.theme.type_scale`, the user's
    text size in it), ``shrink`` times smaller where the window is small, never below the scale's
    least."""
    font = type_scale.font(step, widget.font(), bold=bold)
    font.setPixelSize(max(type_scale.least_px(), round(type_scale.px(step) * shrink)))
    return font
