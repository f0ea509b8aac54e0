"""While a private surface shows (the deal, the card entry, a night's turns, a role's wake with the
laptop in the middle), no key of the table or the window acts: only the panel's own controls do.

A clumsy hand presses every shortcut the table and the window know, on every private surface of
every mode, as a person would (to whatever has the focus); nothing is entered, undone, opened,
printed, left or made full screen. The same keys on the table itself do act (the control case),
so the test can fail."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from mafia_desktop.engine.inputs import EndDay, EndNight
from mafia_desktop.engine.record import Record
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.ui.private.panel import PrivatePanel
from mafia_desktop.ui.window.main_window import MainWindow

TEN = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]
CLUB = {"Ann": "don", "Dan": "mafia", "Gus": "mafia", "Eve": "detective"}

Mod = Qt.KeyboardModifier
K = Qt.Key
# Every key the table and the window answer to (README's keys, and the Game menu's).
KEYS: list[tuple[str, Qt.Key, Qt.KeyboardModifier]] = [
    ("Ctrl+Enter", K.Key_Return, Mod.ControlModifier),
    ("Ctrl+Enter (keypad)", K.Key_Enter, Mod.ControlModifier | Mod.KeypadModifier),
    ("Enter", K.Key_Return, Mod.NoModifier),
    *[(str(d), getattr(K, f"Key_{d}"), Mod.NoModifier) for d in range(10)],
    ("Left", K.Key_Left, Mod.NoModifier),
    ("Right", K.Key_Right, Mod.NoModifier),
    ("Up", K.Key_Up, Mod.NoModifier),
    ("Down", K.Key_Down, Mod.NoModifier),
    ("Home", K.Key_Home, Mod.NoModifier),
    ("End", K.Key_End, Mod.NoModifier),
    ("Tab", K.Key_Tab, Mod.NoModifier),
    ("Shift+Tab", K.Key_Backtab, Mod.ShiftModifier),
    ("Ctrl+Z", K.Key_Z, Mod.ControlModifier),
    ("Esc", K.Key_Escape, Mod.NoModifier),
    ("F11", K.Key_F11, Mod.NoModifier),
    ("Ctrl+P", K.Key_P, Mod.ControlModifier),
    ("Ctrl+N", K.Key_N, Mod.ControlModifier),
    ("Ctrl+O", K.Key_O, Mod.ControlModifier),
    ("Ctrl+Shift+S", K.Key_S, Mod.ControlModifier | Mod.ShiftModifier),
    ("Ctrl+,", K.Key_Comma, Mod.ControlModifier),
    ("Ctrl+Q", K.Key_Q, Mod.ControlModifier),
    ("Alt+G", K.Key_G, Mod.AltModifier),  # the Game menu by its letter
]


@dataclass
class Hands:
    """The window, and what its keys could have done besides the panel's own."""

    qtbot: QtBot
    window: MainWindow
    opened: list[str] = field(default_factory=list)  # dialogs, questions, file choosers

    def panel(self) -> PrivatePanel:
        window = self.window
        if window.card_panel is not None and window.stack.currentWidget() is window.card_panel:
            return window.card_panel  # type: ignore[no-any-return]
        assert window.table is not None and window.table.private_shown(), "no private surface shows"
        return window.table.private

    def state(self) -> tuple[object, ...]:
        """What a key of the table or the window would change."""
        window = self.window
        controller = window.controller
        return (
            window.isVisible(),
            window.isFullScreen(),
            window.stack.currentWidget(),
            window.table.pages.currentWidget() if window.table is not None else None,
            controller.record if controller is not None else None,
            window.table.composer.mode if window.table is not None else None,
            tuple(self.opened),
        )

    def press(self, key: Qt.Key, modifiers: Qt.KeyboardModifier) -> None:
        """As a person presses it: to the widget that has the focus (the window if none)."""
        assert QApplication.activeWindow() is self.window, "keys reach the active window only"
        target = QApplication.focusWidget() or self.window
        self.qtbot.keyClick(target, key, modifiers)
        QApplication.processEvents()


@pytest.fixture
def hands(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[Record | None], Hands]]:
    opened: list[str] = []

    def dialog_exec(self: QDialog) -> int:
        opened.append(type(self).__name__)
        return 0

    monkeypatch.setattr(QDialog, "exec", dialog_exec)
    monkeypatch.setattr(QMessageBox, "exec", dialog_exec)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: opened.append("open") or ("", ""))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: opened.append("save") or ("", ""))
    made: list[MainWindow] = []

    def make(record: Record | None) -> Hands:
        window = MainWindow(remember_geometry=False)
        qtbot.addWidget(window)
        window.resize(1366, 768)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()  # the window's shortcuts act only in the active window
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=5000)
        if record is not None:
            window.open_record(record)
            assert window.table is not None
            window.table.confirm = lambda question: bool(opened.append("question: " + question))
            window.table.private.ring.hold_ms = 0
        made.append(window)
        return Hands(qtbot, window, opened)

    yield make
    for window in made:
        window.close()


def game(mode: str, deal: str = "reveal", dealt: bool = False) -> Record:
    record = Record(make_setup("club", 4, TEN, CLUB)).with_note("table", {"mode": mode, "deal": deal})
    return record.with_note("dealt", True) if dealt else record


def hold_and_release(h: Hands) -> None:
    """The player holds Space, as the panel teaches, then lets go."""
    ring = h.panel().ring
    h.qtbot.keyPress(ring, Qt.Key.Key_Space)
    ring._on_tick_timeout()
    h.qtbot.keyRelease(ring, Qt.Key.Key_Space)


def night(h: Hands) -> None:
    """The zero night and the first day at the table: the night's turns come up."""
    assert h.window.controller is not None
    h.window.controller.submit([EndNight()])
    h.window.controller.submit([EndDay()])
    QApplication.processEvents()


# Each private surface, reached as a group would reach it.
def deal_cover(h: Hands) -> None:
    pass


def deal_held(h: Hands) -> None:
    hold_and_release(h)


def night_cover(h: Hands) -> None:
    night(h)


def night_pick(h: Hands) -> None:
    night(h)
    hold_and_release(h)


def night_answer(h: Hands) -> None:
    night(h)
    panel = h.panel()
    hold_and_release(h)
    h.qtbot.mouseClick(panel.buttons["nobody"], Qt.MouseButton.LeftButton)
    if "nobody" in panel.buttons:  # a turn of two picks (the Don's)
        hold_and_release(h)
        h.qtbot.mouseClick(panel.buttons["nobody"], Qt.MouseButton.LeftButton)
    assert "done" in panel.buttons


SURFACES: dict[str, tuple[Callable[[], Record | None], Callable[[Hands], None]]] = {
    "pass: the deal, before holding": (lambda: game("pass"), deal_cover),
    "pass: the deal, held once": (lambda: game("pass"), deal_held),
    "pass: a night turn, covered": (lambda: game("pass", dealt=True), night_cover),
    "pass: a night turn, picking": (lambda: game("pass", dealt=True), night_pick),
    "pass: a night turn, the answer": (lambda: game("pass", dealt=True), night_answer),
    "middle: the deal": (lambda: game("middle"), deal_held),
    "middle: a role's wake": (lambda: game("middle", dealt=True), night_cover),
    "middle: a role's wake, held": (lambda: game("middle", dealt=True), night_pick),
}


def card_entry(h: Hands) -> None:
    """Physical cards: the set-up's start leads to each player entering their card privately."""
    h.window._on_home_new_game_requested()
    setup = h.window.setup
    setup.set_preset("club")
    setup.set_table_mode("pass", "cards")
    setup.start_button.click()
    QApplication.processEvents()
    h.window.card_panel.ring.hold_ms = 0
    hold_and_release(h)


@pytest.mark.parametrize("surface", [*SURFACES, "pass: card entry"])
def test_no_key_of_the_table_or_the_window_acts_under_a_private_surface(
    hands: Callable[[Record | None], Hands], surface: str
) -> None:
    if surface == "pass: card entry":
        h = hands(None)
        card_entry(h)
    else:
        record, reach = SURFACES[surface]
        h = hands(record())
        reach(h)
    panel = h.panel()
    acted = []
    for name, key, modifiers in KEYS:
        before = h.state()
        h.press(key, modifiers)
        if h.state() != before:
            acted.append(name)
        assert h.panel() is panel, f"{name}: the private surface went away"
        focus = QApplication.focusWidget()
        assert focus is None or panel.isAncestorOf(focus) or focus is panel, (
            f"{name}: the focus left the panel"
        )
    assert not acted, f"{surface}: these keys acted under the panel: {acted}"
    assert not h.opened, h.opened


def test_the_same_keys_act_on_the_table(hands: Callable[[Record | None], Hands]) -> None:
    """The control case: where no private surface shows, the table's keys work as the README
    says, so the test above would see them act."""
    h = hands(game("referee", "peek"))
    table = h.window.table
    assert table is not None and not table.private_shown()
    h.window.finish_start()  # the menu's keys (made after the first paint)
    h.press(K.Key_Return, Mod.ControlModifier)  # Ctrl+Enter: the zero night ends
    assert len(h.window.controller.record.inputs) == 1
    h.press(K.Key_Z, Mod.ControlModifier)
    assert h.opened and h.opened[-1].startswith("question: "), "Ctrl+Z asks to undo"
    h.press(K.Key_P, Mod.ControlModifier)
    assert h.opened[-1] == "PrintDialog"
    h.press(K.Key_F11, Mod.NoModifier)
    assert h.window.isFullScreen()


def test_the_menu_keeps_only_what_cannot_change_the_screen(hands: Callable[[Record | None], Hands]) -> None:
    h = hands(game("pass"))
    h.window.finish_start()
    enabled = {key for a, key in h.window._shortcuts if a.isEnabled()}
    assert enabled == set(MainWindow.KEPT_WHILE_PRIVATE), "Full screen, Back and Quit, by mouse"
    assert all(a.shortcut().isEmpty() for a, _ in h.window._shortcuts), "no shortcut while private"
    for _ in range(len(TEN)):  # the deal ends: the table's keys come back
        hold_and_release(h)
        h.panel().skip_wait()  # each card's minimum time
        h.qtbot.mouseClick(h.panel().buttons["got_it"], Qt.MouseButton.LeftButton)
    h.qtbot.mouseClick(h.window.table.private.buttons["to_table"], Qt.MouseButton.LeftButton)
    assert not h.window.table.private_shown()
    assert all(not a.shortcut().isEmpty() for a, _ in h.window._shortcuts)
    assert all(a.isEnabled() for a, _ in h.window._shortcuts)


def x11_key(kind: QEvent.Type, timestamp: int) -> QKeyEvent:
    """Space as an X server sends it: with the server's timestamp, never marked as a repeat."""
    event = QKeyEvent(kind, Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier, " ")
    event.setTimestamp(timestamp)
    return event


def test_space_held_on_an_x_server_that_repeats_keeps_the_words(
    hands: Callable[[Record | None], Hands],
) -> None:
    """Xvfb (and X servers without detectable autorepeat) send a release and a press, with one
    timestamp, every 40 ms while a key is held: the words once hid and the hold began again,
    over and over. Now they stay, and a real release still hides them at once."""
    h = hands(game("pass"))
    ring = h.panel().ring
    ring.hold_ms = 0
    QApplication.sendEvent(ring, x11_key(QEvent.Type.KeyPress, 1000))
    ring._on_tick_timeout()
    assert ring.shown
    left = ring._limit.remainingTime()
    for t in range(1660, 3000, 40):  # the X server's repeats
        QApplication.sendEvent(ring, x11_key(QEvent.Type.KeyRelease, t))
        QApplication.sendEvent(ring, x11_key(QEvent.Type.KeyPress, t))
        assert ring.shown, f"the words hid at {t} ms, the key still held"
        assert h.panel().secret.text(), "and they are painted"
    assert ring._limit.remainingTime() <= left, "the 6 s limit does not start again"
    QApplication.sendEvent(ring, x11_key(QEvent.Type.KeyRelease, 3100))
    assert not ring.shown and h.panel().secret.text() == "", "a real release hides at once"
    QApplication.sendEvent(ring, x11_key(QEvent.Type.KeyPress, 3300))  # a new press: a new hold
    ring._on_tick_timeout()
    assert ring.shown


def test_the_referee_s_peek_held_on_an_x_server_that_repeats(hands: Callable[[Record | None], Hands]) -> None:
    h = hands(game("referee", "peek"))
    table = h.window.table
    assert table is not None and table.referee is not None
    circle = table.circle
    QApplication.sendEvent(circle, x11_key(QEvent.Type.KeyPress, 1000))
    assert table.peeking
    limit = table.referee._limit
    left = limit.remainingTime()
    for t in range(1660, 3000, 40):
        QApplication.sendEvent(circle, x11_key(QEvent.Type.KeyRelease, t))
        QApplication.sendEvent(circle, x11_key(QEvent.Type.KeyPress, t))
        assert table.peeking, f"the peek went at {t} ms, the key still held"
    assert limit.remainingTime() <= left, "its 5 s do not start again: it still ends by itself"
    QApplication.sendEvent(circle, x11_key(QEvent.Type.KeyRelease, 3100))
    assert not table.peeking
