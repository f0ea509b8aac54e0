"""Holding the target on the private panel as a player's hand does it, across *Confirm*.

The target keeps one place and size on every screen of a turn, in every mode, at 100 % and 200 %
text, at 1024x600 and 1366x768: a finger pressed where it was on the pick finds it on the answer
(with the laptop in the middle the answer, which has no buttons, was fitted anew, and the target
grew and moved: the Sheriff, pressing where it had been, never saw an answer). A hold begun the moment *Confirm* is clicked
counts, and a hand still down when the answer comes holds on for it. A turn's button that cannot
act yet looks locked (greyed, a bar filling as its time runs), and a click on it says why.

Time is the test's: the panel and the target read :func:`time.monotonic` (moved by hand here), and
a hold takes its real half second of it.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage, QPalette
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from mafia_desktop.engine.inputs import EndDay, EndNight
from mafia_desktop.ui.circle.seat_circle import night_palette
from mafia_desktop.ui.private import hold_ring
from mafia_desktop.ui.private import panel as private_panel
from mafia_desktop.ui.private.hold_ring import HOLD_MS
from mafia_desktop.ui.private.panel import PrivatePanel
from mafia_desktop.ui.theme.appearance import Appearance
from mafia_desktop.ui.window.main_window import MainWindow
from tests.bounded import bounded
from tests.ui import looks
from tests.ui.spy import FrozenClock
from tests.ui.test_held_words import record

# Where the target once moved between the pick and the answer (the laptop in the middle), and
# where it did not (passed round), large text and small windows included.
PLACES = [
    ("middle", "en", 200, (1366, 768)),
    ("middle", "ru", 200, (1366, 768)),
    ("middle", "en", 100, (1024, 600)),
    ("middle", "ru", 200, (1024, 600)),
    ("pass", "ru", 200, (1366, 768)),
    ("pass", "en", 200, (1024, 600)),
]


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Iterator[FrozenClock]:
    """The panel's and the target's time, moved by the test alone."""
    frozen = FrozenClock()
    monkeypatch.setattr(private_panel, "time", frozen)
    monkeypatch.setattr(hold_ring, "time", frozen)
    yield frozen
    looks.appearance.apply(Appearance(language="en"))


class Hand:
    """A player's hand on the laptop: presses where the screen is, as the mouse does (the widget
    under the point gets the press), for as long as the test's clock says."""

    def __init__(self, qtbot: QtBot, window: MainWindow, clock: FrozenClock) -> None:
        self.qtbot = qtbot
        self.window = window
        self.clock = clock
        assert window.table is not None
        self.panel: PrivatePanel = window.table.private

    def target_point(self) -> QPoint:
        """The middle of the hold target, in the window."""
        ring = self.panel.ring
        return ring.mapTo(self.window, ring.rect().center())

    def under(self, point: QPoint) -> QWidget:
        widget = self.window.childAt(point)
        assert widget is not None, point
        return widget

    def down(self, point: QPoint) -> QWidget:
        widget = self.under(point)
        self.qtbot.mousePress(widget, Qt.MouseButton.LeftButton, pos=widget.mapFrom(self.window, point))
        return widget

    def up(self, widget: QWidget, point: QPoint) -> None:
        self.qtbot.mouseRelease(widget, Qt.MouseButton.LeftButton, pos=widget.mapFrom(self.window, point))

    def wait(self, ms: int) -> None:
        """``ms`` of the test's time go by (the target and the panel see them at their next tick)."""
        self.clock.now += ms / 1000
        self.panel.ring._on_tick_timeout()
        self.panel._on_clock_timeout()

    def held_words(self) -> str:
        """The words shown while held (checked to be this screen's own), or ""."""
        panel = self.panel
        if not panel.ring.shown:
            return ""
        assert panel._secret_text and panel.secret.text().startswith(panel._secret_text)
        return panel._secret_text

    def click(self, key: str) -> None:
        button = self.panel.buttons[key]
        if not button.isEnabled():
            self.wait(60_000)  # the turn's minimum time, gone by
        assert button.isEnabled(), key
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    def tap(self, name: str) -> None:
        circle = self.panel.circle
        names = [s.name for s in circle.seats()]
        self.qtbot.mouseClick(
            circle, Qt.MouseButton.LeftButton, pos=circle.seat_centre(names.index(name)).toPoint()
        )


def to_the_night(qtbot: QtBot, mode: str, clock: FrozenClock, size: tuple[int, int] = (1366, 768)) -> Hand:
    """The club's ten, long names, the deal seen (each player holding their card), to the first
    night's private turns."""
    window = MainWindow(remember_geometry=False, read_only=True)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    window.open_record(record("club", "ordinary", mode))
    assert window.table is not None and window.controller is not None
    hand = Hand(qtbot, window, clock)
    panel = hand.panel
    for _ in bounded(12, "the deal"):
        if "got_it" not in panel.buttons:
            break
        point = hand.target_point()
        widget = hand.down(point)
        hand.wait(HOLD_MS + 100)
        assert hand.held_words(), "each player sees their card"
        hand.up(widget, point)
        hand.click("got_it")
    hand.click("to_table")
    if window.controller.view().phase == "night":
        window.controller.submit([EndNight()])
    window.controller.submit([EndDay()])
    QApplication.processEvents()
    ready = next((b for b in window.table.step_buttons() if b.objectName() == "action_night_ready"), None)
    if ready is not None:  # everyone saw the day end: night falls, the laptop goes round
        qtbot.mouseClick(ready, Qt.MouseButton.LeftButton)
    assert window.table.pages.currentWidget() is panel
    QApplication.processEvents()
    return hand


@pytest.mark.parametrize(("mode", "lang", "scale", "size"), PLACES, ids=lambda v: str(v))
def test_a_finger_held_where_the_target_was_holds_the_answer(
    qtbot: QtBot, clock: FrozenClock, mode: str, lang: str, scale: int, size: tuple[int, int]
) -> None:
    """Each turn of a night, as a player plays it with one hand: press the target and hold it
    (the question), let go, tap a seat, *Confirm*, and press again at once where the finger was:
    the target is there, the same size, and holding it shows the next words, the answer last."""
    with looks.look(Appearance(language=lang, text_scale=scale)):
        hand = to_the_night(qtbot, mode, clock, size)
        panel = hand.panel
        answers = 0
        for _ in range(5):  # the mafia, the Sheriff, a civilian (passed round: the first five)
            screen = panel.shown_screen
            if screen is None or screen.stage == "end":
                break
            turn = (screen.who, screen.call)
            point = hand.target_point()
            place = (point, panel.ring.size())
            for _ in bounded(4, "the turn's screens"):
                screen = panel.shown_screen
                assert screen is not None
                where = f"{turn}, {screen.stage} {screen.pick}"
                assert hand.under(point) is panel.ring, f"{where}: the target moved from under the finger"
                assert (hand.target_point(), panel.ring.size()) == place, f"{where}: the target moved"
                widget = hand.down(point)  # at once: nothing run in between
                assert not hand.held_words(), "the words wait for the hold"
                hand.wait(HOLD_MS + 100)
                assert hand.held_words(), f"{where}: held where it was, and nothing shows"
                hand.up(widget, point)
                if screen.stage == "answer":
                    answers += 1
                    if "done" in panel.buttons:
                        hand.click("done")
                    else:  # the laptop in the middle: the step's time runs out
                        hand.wait(60_000)
                    break
                hand.tap(panel.circle.seats()[-1].name)  # a civilian (the deal gave the first seats)
                hand.click("confirm")
        assert answers >= 3, "every turn came to its answer"


def test_a_hold_begun_as_confirm_is_clicked_or_still_down_holds_the_next_words(
    qtbot: QtBot, clock: FrozenClock
) -> None:
    """Space held with one hand while the other taps and confirms: a hold not yet full when
    *Confirm* is clicked fills on the next screen, and a hand still down once the words hid by
    themselves (the time limit) holds the answer when it comes, as a new press would."""
    hand = to_the_night(qtbot, "pass", clock)
    panel, ring = hand.panel, hand.panel.ring
    last = panel.circle.seats()[-1].name
    assert panel.shown_screen is not None and panel.shown_screen.who == "Maria Jose Santos Garcia"  # the Don
    qtbot.keyPress(ring, Qt.Key.Key_Space)
    hand.wait(HOLD_MS + 100)
    question = hand.held_words()
    assert question, "the Don's first question"
    hand.tap(last)
    hand.click("confirm")  # whom to shoot: entered; the second pick (whom to check) comes
    assert panel.shown_screen is not None and panel.shown_screen.pick == 2
    assert hand.held_words() not in ("", question), "the hand still down: the next question shows"
    ring._on_limit_timeout()  # the words' time is up: they hide, the key still down
    assert not hand.held_words()
    hand.tap(last)
    hand.click("confirm")
    assert panel.shown_screen is not None and panel.shown_screen.stage == "answer"
    assert not hand.held_words(), "the answer too waits for a hold"
    hand.wait(HOLD_MS + 100)
    answer = hand.held_words()
    assert answer and answer != question, "the key held on: the answer shows"
    qtbot.keyRelease(ring, Qt.Key.Key_Space)
    assert not hand.held_words()
    hand.click("done")

    # The next player: Space pressed a moment before Confirm is clicked, still down after it.
    qtbot.keyPress(ring, Qt.Key.Key_Space)
    hand.wait(HOLD_MS + 100)
    hand.tap(last)
    qtbot.keyRelease(ring, Qt.Key.Key_Space)
    qtbot.keyPress(ring, Qt.Key.Key_Space)
    hand.wait(HOLD_MS // 2)
    assert not hand.held_words(), "not yet: the hold has just begun"
    hand.click("confirm")
    hand.wait(HOLD_MS // 2 + 100)
    assert hand.held_words(), "the hold begun before Confirm filled on the next screen"
    qtbot.keyRelease(ring, Qt.Key.Key_Space)


def test_the_previous_player_s_hand_never_holds_the_next_one_s_words(
    qtbot: QtBot, clock: FrozenClock
) -> None:
    """A key still down when *Done* passes the laptop on holds nothing of the next player's turn."""
    hand = to_the_night(qtbot, "pass", clock)
    panel, ring = hand.panel, hand.panel.ring
    qtbot.keyPress(ring, Qt.Key.Key_Space)
    hand.wait(HOLD_MS + 100)
    hand.click("nobody")
    hand.click("nobody")
    assert panel.shown_screen is not None and panel.shown_screen.stage == "answer" and hand.held_words()
    hand.click("done")
    assert panel.shown_screen is not None and panel.shown_screen.stage == "cover"
    hand.wait(HOLD_MS + 100)
    assert not hand.held_words() and not ring._holding, "the next player's words wait for their own hold"


def ink(button: QWidget) -> float:
    """The brightest pixel of ``button``'s words (its middle third, where they are painted)."""
    image = button.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    w, h = image.width(), image.height()
    return max(
        image.pixelColor(x, y).lightnessF()
        for x in range(w // 3, 2 * w // 3)
        for y in range(h // 4, 3 * h // 4)
    )


def test_a_locked_button_looks_locked_and_a_click_on_it_says_why(qtbot: QtBot, clock: FrozenClock) -> None:
    """*Got it* before the card was held, and until its three seconds are up: greyed, a bar
    filling along its foot; a click on it says why, in the target's colour, for a moment. Open,
    it looks as any button; the same for *Done* at night, and *Confirm* before the first hold."""
    window = MainWindow(remember_geometry=False, read_only=True)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    window.open_record(record("club", "ordinary", "pass"))
    hand = Hand(qtbot, window, clock)
    panel = hand.panel
    got_it = panel.buttons["got_it"]
    countdown = panel.countdown

    def said() -> tuple[str, bool, bool]:
        colour = countdown.palette().color(QPalette.ColorRole.WindowText)
        return countdown.text(), colour == night_palette().hand, countdown.font().bold()

    QApplication.processEvents()
    assert not got_it.isEnabled()
    hidden_ink = ink(got_it)
    assert said()[0] == "", "nothing to count yet"
    hand.qtbot.mouseClick(got_it, Qt.MouseButton.LeftButton)
    assert said() == ("Hold the circle first", True, True), "a click before the hold says why"
    assert panel.shown_screen is not None and panel.shown_screen.stage == "cover", "and does nothing"

    point = hand.target_point()
    widget = hand.down(point)
    hand.wait(HOLD_MS + 100)
    hand.up(widget, point)
    assert not got_it.isEnabled() and said() == ("3 s", False, False), "the time runs: three seconds"
    assert got_it.wait == 0.0
    locked_ink = ink(got_it)
    hand.qtbot.mouseClick(got_it, Qt.MouseButton.LeftButton)
    assert said() == ("Wait 3 s", True, True)
    hand.wait(1000)
    assert said() == ("Wait 2 s", True, True), "the note counts down too"
    assert got_it.wait is not None and 0.3 < got_it.wait < 0.4, "a third of the bar"
    panel._on_nudge_timeout()  # its moment is over
    assert said() == ("2 s", False, False)
    hand.wait(2000)
    assert got_it.isEnabled() and got_it.wait is None and said()[0] == ""
    open_ink = ink(got_it)
    assert max(hidden_ink, locked_ink) < open_ink - 0.1, (hidden_ink, locked_ink, open_ink)
    hand.qtbot.mouseClick(got_it, Qt.MouseButton.LeftButton)
    assert panel.shown_screen is not None and panel.shown_screen.who != "Maria Jose Santos Garcia"

    window.close()


def test_at_night_done_waits_the_turn_s_time_and_confirm_the_first_hold(
    qtbot: QtBot, clock: FrozenClock
) -> None:
    hand = to_the_night(qtbot, "pass", clock)
    panel = hand.panel
    nobody = panel.buttons["nobody"]
    assert not nobody.isEnabled() and not panel.buttons["confirm"].isEnabled(), "before the first hold"
    qtbot.mouseClick(nobody, Qt.MouseButton.LeftButton)
    assert panel.countdown.text() == "Hold the circle first"
    assert (
        panel.shown_screen is not None
        and panel.shown_screen.stage == "cover"
        and panel.shown_screen.pick == 1
    )
    point = hand.target_point()
    widget = hand.down(point)
    hand.wait(HOLD_MS + 100)
    hand.up(widget, point)
    assert panel.countdown.text() == "", "held: the note has done its work"
    hand.click("nobody")
    hand.click("nobody")
    done = panel.buttons["done"]
    assert not done.isEnabled() and done.wait is not None, "the turn's time is not up"
    left = panel.countdown.text()
    qtbot.mouseClick(done, Qt.MouseButton.LeftButton)
    assert panel.countdown.text() == f"Wait {left}"
    assert panel.shown_screen is not None and panel.shown_screen.stage == "answer"


def test_a_click_on_a_button_leaves_space_to_the_target(qtbot: QtBot, clock: FrozenClock) -> None:
    """*Nobody* clicked with the mouse, then Space held for the next question: the keys go where
    the focus is, and it is still on the target, so Space holds it. (The click once took the
    focus, and Qt passed it on, when the button went, to whatever came next: the small circle,
    or a button of the next screen, which Space then pressed: a pick skipped, nothing seen.)"""
    hand = to_the_night(qtbot, "pass", clock)
    window, panel = hand.window, hand.panel
    window.activateWindow()
    QApplication.processEvents()
    point = hand.target_point()
    for _ in range(3):  # the Don's two picks, then the answer
        screen = panel.shown_screen
        assert screen is not None and screen.who == "Maria Jose Santos Garcia"
        focus = QApplication.focusWidget() or window.focusWidget()
        assert focus is panel.ring, f"{screen.stage} {screen.pick}: the focus is on {focus}"
        qtbot.keyPress(focus, Qt.Key.Key_Space)
        hand.wait(HOLD_MS + 100)
        assert hand.held_words(), "Space holds the target"
        screen = panel.shown_screen  # (held: the cover turns to the turn)
        qtbot.keyRelease(focus, Qt.Key.Key_Space)
        assert panel.shown_screen == screen, "and presses nothing"
        assert screen is not None
        if screen.stage == "answer":
            break
        widget = hand.down(panel.buttons["nobody"].mapTo(window, panel.buttons["nobody"].rect().center()))
        hand.up(widget, widget.mapTo(window, widget.rect().center()))
        assert hand.target_point() == point
