"""The private panel: one person at a time, alone with the screen.

Every private screen has the same colours, layout, buttons and minimum time whatever the role:
a title ("Pass the laptop to Ann (seat 3)"), a small seat circle to pick on, a card and a hold
target beside it, and the buttons of the stage. The words meant for one person appear only while
the target is held (press and hold about half a second, or hold Space), and on the card screen
the card turns over to show the role's emblem; release, or a few seconds, hides them at once and
turns the card back, and nothing of them stays in any widget or accessible text.

The hold target keeps one place and size on every screen of a turn (the fit is made for all of
them, see :meth:`PanelLayout.reserve_buttons`): a finger held where it was after *Confirm* holds
the answer. A turn's button that cannot act yet (before the target was held, or before the turn's
minimum time is up) is locked and looks it; a click on it says why, for a moment ("Wait 3 s").

This module owns :class:`PrivatePanel`: what a screen shows (title, words, cards, buttons, the
pick on the small circle), its keys and its minimum time. Its widgets and their fit to the window
are :mod:`mafia_desktop.ui.private.layout` and the hold target :mod:`mafia_desktop.ui.private.hold_ring`
(both importable from here too); the table's private host drives a flow on it
(:mod:`mafia_desktop.ui.table.private_host`).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QPalette
from PySide6.QtWidgets import QPushButton, QWidget

from mafia_desktop import phrases
from mafia_desktop.engine.rules import Rules
from mafia_desktop.table.private_turns import Screen
from mafia_desktop.ui.circle.card_art import emblem_of
from mafia_desktop.ui.circle.seat_circle import Marks, Seat, night_palette
from mafia_desktop.ui.common.widgets import WrapButton
from mafia_desktop.ui.private.hold_ring import HeldWords, HoldRing
from mafia_desktop.ui.private.layout import (
    BUTTON_HEIGHT,
    BUTTON_LEAST,
    BUTTONS,
    CARDS,
    COUNTDOWN,
    PanelButton,
    PanelLayout,
    panel_font,
)
from mafia_desktop.ui.private.qr_view import PairingCode

__all__ = ["HeldWords", "HoldRing", "PairingCode", "PrivatePanel"]

# A role woken in the middle is warned this long (seconds) before it is passed by.
WAKE_WARNING = 5
# How long the note a click on a locked button brings up stays (milliseconds).
NUDGE_MS = 1800


class PrivatePanel(PanelLayout):
    """The panel itself: shows a :class:`Screen`, reports what was done on it."""

    action = Signal(str)
    seat_tapped = Signal(str)
    card_chosen = Signal(str)
    held = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._screen: Screen | None = None
        self._seats: list[Seat] = []
        self._unlock_at = 0.0
        self._final = ""
        self._preset = ""
        #: the narrator (laptop in the middle): a role's step keeps its whole time while the
        #: narrator still calls it (anything with ``busy``; None: no voice to wait for)
        self.voice: Any = None
        #: a deal in a game with phones: the pairing link of a player, whose QR code shows over
        #: the small circle while they hold (None: no code; see :meth:`set_pairing`)
        self._pairing: Callable[[str], str | None] | None = None
        self.circle.setAccessibleName(self.tr("Seats: tap or type a number to pick"))
        self.circle.seat_activated.connect(self.seat_tapped)
        self.default_hint = self.tr(
            "Only you should see this screen. Hold the circle below (or Space) to see your words."
        )
        self.hint.setText(self.default_hint)
        self.hint.setAccessibleName(self.default_hint)
        self.ring.revealed.connect(self._on_ring_revealed)
        self._clock = QTimer(self)
        self._clock.setInterval(250)
        self._clock.timeout.connect(self._on_clock_tick)
        self._nudged = False  # a locked button was clicked: the countdown says why, for a moment
        self._nudge = QTimer(self)
        self._nudge.setSingleShot(True)
        self._nudge.setInterval(NUDGE_MS)
        self._nudge.timeout.connect(self._on_nudge_timeout)

    # --- keys: only the panel's own ------------------------------------------------------------------

    def event(self, event: QEvent) -> bool:
        # While the panel shows, no shortcut of the window acts (Ctrl+Enter would press the hidden
        # table's button, Ctrl+Z undo, F11 or Ctrl+P change the screen): every key is the panel's,
        # whichever of its controls has the focus (a key not taken by one comes here).
        if event.type() == QEvent.Type.ShortcutOverride:
            event.accept()
            return True
        return super().event(event)

    # --- showing ----------------------------------------------------------------------------

    def set_pairing(self, link: Callable[[str], str | None] | None) -> None:
        """A deal in a game with phones: ``link`` gives a player's pairing link, whose QR code
        shows beside their card while they hold it, the same for every player and role (None:
        no code on this turn)."""
        self._pairing = link
        if link is None:
            self.pairing_code.clear()

    @property
    def buttons(self) -> dict[str, QPushButton]:
        """The turn's buttons on show, by key (a copy: what the panel shows)."""
        return dict(self._buttons)

    @property
    def shown_screen(self) -> Screen | None:
        """The private screen on show (its codes), or None."""
        return self._screen

    def show_screen(
        self,
        screen: Screen,
        seats: list[Seat],
        secret_text: str,
        rules: Rules | None,
        cards: list[tuple[str, str]] | None = None,
        note: str = "",
        shapes: list[str] | None = None,
        titles: list[str] | None = None,
        rows: Sequence[tuple[str, ...]] | None = None,
    ) -> None:
        """``shapes``: the words this turn would hold for every role dealt (at every stage of
        it); the words shown are padded to as many lines as the longest of them, and their box
        is as tall as that, so their shape tells no role and nothing is cut. ``titles``: the
        title of every turn of this round (every player's name): the title keeps the room of the
        longest, so the hold target stays in one place from one player to the next. ``rows``:
        every row of buttons the flow's screens show (the flow's ``BUTTON_ROWS``): the panel is
        fitted for the tallest, so the target keeps its place and size from the pick to the
        answer (None: the screen's own buttons)."""
        was = self._screen
        turn = (screen.who, screen.call, screen.round)
        first_of_turn = was is None or (was.who, was.call, was.round) != turn
        # Back to the cover within a turn (an undo gave the turn back): nothing held, as at its
        # start. The same cover shown again (a seat tapped, the table repainted) keeps a hold
        # that has begun.
        covered = screen.stage == "cover" and (was is None or was.stage != "cover")
        if first_of_turn or covered:
            self.ring.release()
            self._unlock_at = 0.0
        # New words in the same turn (the next pick, the answer): a hand still down holds on.
        moved_on = was is not None and (was.stage, was.pick) != (screen.stage, screen.pick)
        renew = moved_on and not (first_of_turn or covered)
        if first_of_turn:
            self._start_clean()
            self._end_nudge()
        elif moved_on and any(b.hasFocus() for b in self._buttons.values()):
            self.ring.setFocus(Qt.FocusReason.OtherFocusReason)  # new words: Space holds them
        scrolled = self.scroller.verticalScrollBar().value()  # kept within a turn (see below)
        self._screen = screen
        self._seats = seats
        self._secret_text = secret_text
        self._preset = rules.preset if rules is not None else ""
        self._shapes = list(shapes or [])
        self.secret.sample = " ".join(self._fillers())  # the bars' light: the same for every role
        title = phrases.private_title(screen.stage, screen.who, screen.seat, screen.call, rules, screen.end)
        self._titles = list(titles or [])
        self.title.reserve(self._titles)
        self.title.setText(title)
        self.title.setAccessibleName(title)
        # At the end the hold target is gone: no words left to hold, nothing to point at.
        end_hint = self.tr("Nothing secret is on this screen now.")
        hint = note or (end_hint if screen.stage == "end" else self.default_hint)
        self.reserve_hints([self.default_hint, end_hint, note])
        self.hint.setText(hint)
        self.hint.setAccessibleName(hint)
        self.circle.set_seats(seats)
        self._render_cards(cards if screen.stage != "end" else None)
        self.reserve_buttons(
            [tuple(phrases.private_button(k, screen.end) for k in row) for row in (rows or [screen.buttons])]
        )
        self.reserve_countdown(*self._count_texts(screen))
        had_focus = self._render_buttons(screen.buttons, screen.end) or self.ring.hasFocus()
        if had_focus and screen.stage == "end" and self._buttons:  # the target goes: the button
            next(iter(self._buttons.values())).setFocus(Qt.FocusReason.OtherFocusReason)
        self.ring.setVisible(screen.stage != "end")
        self.circle.setVisible(True)
        self._fit()
        self._reserve_words()
        self._render_secret()
        if first_of_turn:
            self._words_in_sight(from_top=True)
        else:
            self.scroller.verticalScrollBar().setValue(scrolled)
        self._final = next((b for b in screen.buttons if b in ("got_it", "done", "confirm")), "")
        if screen.call is not None and self._unlock_at == 0.0:
            self._unlock_at = time.monotonic() + screen.min_seconds  # the step's fixed length
        self._on_clock_timeout()
        self._clock.start()
        if renew:
            self.ring.renew()

    def _count_texts(self, screen: Screen) -> tuple[list[str], list[str]]:
        """Every text the countdown may show on ``screen``'s turn, its seconds at their widest,
        plain and bold (a locked button's note): its room is kept for the longest (a role's
        warning in its last seconds moves nothing)."""
        seconds = phrases.digits("8" * max(2, len(str(screen.min_seconds))))
        if screen.call is not None:
            plain = [
                self.tr("Next role in %1 s"),
                self.tr("Time is nearly up: %1 s. Confirm now, or press More time."),
            ]
            bold: list[str] = []
        else:
            plain = [self.tr("%1 s")]
            bold = [self.tr("Wait %1 s"), self.tr("Hold the circle first")]
        return [t.replace("%1", seconds) for t in plain], [t.replace("%1", seconds) for t in bold]

    def _padded(self, text: str, shapes: list[str]) -> str:
        """``text`` with neutral lines added up to the line count of the longest of ``shapes``; the
        box is as tall as that, whatever the role. Each line added takes one line (a neutral
        sentence that does, each once, then bare lines): every role's words have the same
        lines, and the box runs each to its right edge (see :class:`HeldWords`)."""
        target = max([self._lines(t) for t in [text, *shapes]])
        if not text:
            return text
        # Each neutral sentence once, those that take one line; then bare lines (a bar alone).
        fillers = iter([f for f in self._fillers() if self._lines(f) == 1])
        for _ in range(4 * target + 4):  # each round adds a line
            if self._lines(text) >= target:
                break
            text = text + "\n" + next(fillers, "")
        return text

    def _fillers(self) -> list[str]:
        """The neutral lines the words are padded with (the same for every role)."""
        # A role woken with the laptop in the middle leaves it there; a turn passed round passes it on.
        woken = self._screen is not None and self._screen.call is not None
        return [
            self.tr("Release to hide."),
            self.tr("Keep a straight face."),
            self.tr("Nobody else should see this."),
            self.tr("Then close your eyes again.") if woken else self.tr("Then pass the laptop on."),
        ]

    def _start_clean(self) -> None:
        """Every private turn starts from the same widget state, whatever happened in the one
        before: the cursor back on seat 1 and hidden, nothing typed, the focus on the hold target,
        no words, no screen-reader description of a seat."""
        self.circle.reset_cursor()
        self.circle.set_cursor_shown(False)
        self.secret.clear()
        if self.isVisible():
            self.ring.setFocus(Qt.FocusReason.OtherFocusReason)

    def _render_cards(self, cards: list[tuple[str, str]] | None) -> None:
        for b in self._card_buttons:
            self.cards_row.removeWidget(b)
            b.hide()
            b.deleteLater()
        self._card_buttons = []
        for role, card in cards or []:
            button = WrapButton(phrases.card_name(card, self._preset))
            button.setObjectName(f"card_{role}")
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # (as the turn's buttons: see there)
            button.setMinimumHeight(44)
            button.setFont(panel_font(self, CARDS, self._shrink))
            button.clicked.connect(lambda _=False, r=role: self.card_chosen.emit(r))
            self.cards_row.addWidget(button)
            button.show()
            self._card_buttons.append(button)

    def _render_buttons(self, keys: tuple[str, ...], end: str = "table") -> bool:
        """The screen's buttons (the same ones kept, with the focus). True when one that goes
        had the focus: it is left on the target (Qt would pass it on to the next widget, maybe a
        button Space then presses, and scroll the column to it)."""
        words = [phrases.private_button(key, end) for key in keys]
        if list(self._buttons) == list(keys) and [b.text() for b in self._buttons.values()] == words:
            return False
        had_focus = any(b.hasFocus() for b in self._buttons.values())
        if had_focus:
            self.ring.setFocus(Qt.FocusReason.OtherFocusReason)
        for b in self._buttons.values():
            self.buttons_row.removeWidget(b)
            b.hide()
            b.deleteLater()
        self._buttons = {}
        for key, text in zip(keys, words, strict=True):
            button = PanelButton(text)
            button.setObjectName(f"private_{key}")
            # A click leaves the focus where it was (the target, as a turn starts): Space held
            # while the mouse confirms still holds the target, never presses the button.
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.installEventFilter(self)  # a click while it is locked says why
            button.setMinimumHeight(max(BUTTON_LEAST, int(BUTTON_HEIGHT * self._shrink)))
            button.setFont(panel_font(self, BUTTONS, self._shrink, bold=True))
            button.clicked.connect(lambda _=False, k=key: self.action.emit(k))
            self.buttons_row.addWidget(button)
            button.show()  # at once, not on the next turn of the event loop
            self._buttons[key] = button
        return had_focus

    def _render_secret(self) -> None:
        """The words, and the pick on the circle, only while held."""
        shown = self.ring.shown and self._screen is not None and self._screen.stage != "end"
        # Padded when shown, at the width the words have on screen now.
        self.secret.setText(self._padded(self._secret_text, self._shapes) if shown else "")
        if shown:  # in a window too small even for the smallest type: scrolled into sight
            self._words_in_sight()
        self.circle.set_cursor_shown(shown)
        screen = self._screen
        # A game with phones, at the deal: the player's pairing code while held, and only then.
        link = None
        if shown and screen is not None and screen.who is not None and self._pairing is not None:
            link = self._pairing(screen.who)
        if link:
            self.pairing_code.show_link(link)
        else:
            self.pairing_code.clear()
        # The card turns over on the card screen alone, while held; else the back, as for all.
        secret = screen.secret if screen is not None else None
        face_up = shown and secret is not None and secret.code == "role_card"
        role = str(secret.get("role")) if face_up and secret is not None else ""
        self.card.show_face(face_up, emblem_of(role, self._preset) if face_up else None)
        selectable: set[str] = set()
        picked: set[str] = set()
        if screen is not None:
            if screen.picker:
                selectable = {s.name for s in self._seats if s.alive}
            if shown and screen.picked:
                picked = {screen.picked} if not self._card_buttons else set()
            if screen.stage == "cover" and screen.who:
                picked = {screen.who}  # whose turn it is, on the small circle
        self.circle.set_marks(Marks(selectable=selectable, picked=picked))
        for b in self._card_buttons:
            chosen = shown and screen is not None and b.objectName() == f"card_{screen.picked}"
            font = b.font()
            font.setBold(chosen)
            b.setFont(font)
            b.setText(("✓ " if chosen else "") + b.text().removeprefix("✓ "))

    def _on_ring_revealed(self, shown: bool) -> None:
        if shown:
            self._end_nudge()  # (held: a note to hold first has done its work)
        if shown and self._unlock_at == 0.0 and self._screen is not None:
            self._unlock_at = time.monotonic() + self._screen.min_seconds
        self.held.emit(shown)
        self._render_secret()

    def _on_clock_timeout(self) -> None:
        """The last button of a turn waits for the same minimum time, whoever holds the laptop."""
        screen = self._screen
        if screen is None:
            return
        left = int(self._unlock_at - time.monotonic() + 0.999) if self._unlock_at else screen.min_seconds
        locked = self._unlock_at == 0.0 or left > 0
        if screen.call is not None:
            text = self.tr("Next role in %1 s").replace("%1", phrases.number(max(0, left)))
            if screen.stage == "turn" and self._unlock_at and 0 < left <= WAKE_WARNING:
                # Said before the role is passed by: confirm now, or take the time again.
                text = self.tr("Time is nearly up: %1 s. Confirm now, or press More time.").replace(
                    "%1", phrases.number(left)
                )
            self.countdown.setText(text if screen.stage != "end" else "")
            if self._unlock_at and left <= 0 and screen.stage != "end":
                self._unlock_at = 0.0
                self.action.emit("time_up")
            return
        # A turn's buttons wait for its holder to hold the target (the cover: the flow takes no
        # button before), and its last one for the turn's minimum time (a bar fills on it).
        timed = self._final in ("got_it", "done") and self._final in self._buttons
        running = timed and locked and bool(self._unlock_at)
        for key, button in self._buttons.items():
            button.setEnabled(not (screen.stage == "cover" or (timed and key == self._final and locked)))
            if isinstance(button, PanelButton):
                done = 1 - (self._unlock_at - time.monotonic()) / max(1, screen.min_seconds)
                button.set_wait(done if running and key == self._final else None)
        if self._nudged and not self._locked():
            self._end_nudge()
        text = self.tr("%1 s").replace("%1", phrases.number(left)) if running else ""
        self.countdown.setText(self._nudge_text() if self._nudged else text)

    def _locked(self) -> bool:
        """Whether a button of the screen on show is locked."""
        return any(not b.isEnabled() for b in self._buttons.values())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        # A click on a locked button is not lost without a word: the countdown says why.
        if (
            event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick)
            and isinstance(watched, QPushButton)
            and not watched.isEnabled()
            and watched in self._buttons.values()
        ):
            self.nudge()
            return True
        return super().eventFilter(watched, event)

    def nudge(self) -> None:
        """A locked button was clicked: the countdown says why ("Wait 3 s", or to hold the
        target first), in the target's colour and bold, for a moment. The same for every role:
        what it says follows the clock and the clicks alone."""
        self._nudged = True
        self._nudge.start()
        font = panel_font(self, COUNTDOWN, self._shrink, bold=True)
        self.countdown.setFont(font)
        palette = self.countdown.palette()
        palette.setColor(QPalette.ColorRole.WindowText, night_palette().hand)
        self.countdown.setPalette(palette)
        self.countdown.setText(self._nudge_text())

    def _nudge_text(self) -> str:
        screen = self._screen
        if screen is None or screen.stage == "cover" or not self._unlock_at:
            return self.tr("Hold the circle first")
        left = max(1, int(self._unlock_at - time.monotonic() + 0.999))
        return self.tr("Wait %1 s").replace("%1", phrases.number(left))

    def _on_nudge_timeout(self) -> None:
        self._end_nudge()
        self._on_clock_timeout()

    def _end_nudge(self) -> None:
        if not self._nudged:
            return
        self._nudged = False
        self._nudge.stop()
        self.countdown.setFont(panel_font(self, COUNTDOWN, self._shrink))
        self.countdown.setPalette(QPalette())  # the panel's own again

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Space anywhere on the panel holds the target, so a mouse hand stays free to pick.
        if event.key() == Qt.Key.Key_Space:
            self.ring.key_down(event)
            return
        # Number keys pick on the small circle wherever the focus is (the hold target has it when
        # a turn starts): hold Space, type the seat's number.
        picking = self._screen is not None and self._screen.picker and not self.circle.hasFocus()
        mods = event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
        if picking and not mods and event.text().isdigit():
            self.circle.keyPressEvent(event)
            return
        event.accept()  # no key goes past the panel to the table hidden under it

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space:
            self.ring.key_up(event)
            return
        event.accept()

    def _on_clock_tick(self) -> None:
        screen = self._screen
        busy = self.voice is not None and self.voice.busy
        if (
            busy
            and screen is not None
            and screen.call is not None
            and screen.stage == "turn"
            and self._unlock_at
        ):
            self._unlock_at = time.monotonic() + screen.min_seconds  # it runs once the call is said
        self._on_clock_timeout()

    def more_time(self) -> None:
        """The role woken takes the step's whole time again (laptop in the middle)."""
        screen = self._screen
        if screen is not None and screen.call is not None and screen.stage == "turn":
            self._unlock_at = time.monotonic() + screen.min_seconds
            self._on_clock_timeout()

    def skip_wait(self) -> None:
        """Tests: end the current minimum time now."""
        if self._unlock_at:
            self._unlock_at = time.monotonic() - 0.001
            self._on_clock_timeout()
