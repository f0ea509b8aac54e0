"""Usable by everyone at the table: a whole game from the keyboard alone, a focus that can be
seen, a name for every control a screen reader lands on (never a living player's role), and the
language switched in the middle of a game without losing it."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QColor
from PySide6.QtWidgets import QApplication, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from mafia_desktop.engine.inputs import EndNight, Nominate
from mafia_desktop.engine.roles import is_mafia
from mafia_desktop.settings import store as settings_store
from mafia_desktop.ui.theme import appearance
from mafia_desktop.ui.theme.appearance import Appearance
from mafia_desktop.ui.window.main_window import MainWindow
from tests.bounded import bounded, repeat_until
from tests.ui import looks
from tests.ui.table_driver import role_leaks


class Keys:
    """Only what a keyboard can do: keys sent to whatever has the focus."""

    def __init__(self, qtbot: QtBot, window: MainWindow) -> None:
        self.qtbot, self.window = qtbot, window

    def focus(self) -> QWidget:
        QApplication.processEvents()  # as between two real key presses: the screen catches up
        widget = QApplication.focusWidget()
        assert widget is not None, "nothing has the keyboard focus"
        return widget

    def key(self, key: Qt.Key | str, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        self.qtbot.keyClick(self.focus(), key, modifier)

    def tab_to(self, name: str, limit: int = 300) -> QWidget:
        """Tab until ``name`` has the focus (fails if Tab never gets there)."""
        seen = []
        for _ in range(limit):
            widget = self.focus()
            if widget.objectName() == name and widget.isVisible():
                return widget
            seen.append(widget.objectName() or type(widget).__name__)
            self.key(Qt.Key.Key_Tab)
        raise AssertionError(f"Tab never reaches {name!r}; it goes {seen[:40]}")

    def press(self, name: str, key: Qt.Key = Qt.Key.Key_Space) -> None:
        self.tab_to(name)
        self.key(key)

    # --- the table ---------------------------------------------------------------------------------

    def action(self, key: str) -> None:
        """An action button of the table: Tab to it, Enter; the focus goes back to the seats."""
        self.press(f"action_{key}", Qt.Key.Key_Return)
        assert self.focus() is self.window.table.circle, "after a button, the seats have the focus"

    def seats(self, *names: str) -> None:
        circle = self.window.table.circle
        if self.focus() is not circle:
            self.tab_to("seatCircle")
        order = [s.name for s in circle.seats()]
        for name in names:
            number = order.index(name) + 1
            text = "0" if number == 10 and len(order) == 10 else str(number)
            for ch in text:
                self.key(ch)
            if len(text) == 1 and number * 10 <= len(order):  # "1" waits for a possible "10"
                self.qtbot.waitUntil(lambda: not circle._typed, timeout=3000)

    def buttons(self) -> list[str]:
        return [b.objectName()[7:] for b in self.window.table.step_buttons()]


@pytest.fixture
def keyboard(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> Keys:
    monkeypatch.setattr("mafia_desktop.ui.setup.screen.secrets.randbits", lambda bits: 20261129)
    appearance.apply(Appearance(language="en"))  # the focus ring, as the app starts with it
    window = MainWindow(remember_geometry=False)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    return Keys(qtbot, window)


def test_a_whole_club_game_from_the_keyboard_alone(keyboard: Keys) -> None:
    k, window = keyboard, keyboard.window
    k.press("homeNewGame")
    assert window.stack.currentWidget() is window.setup
    combo = k.tab_to("presetCombo")
    k.key(Qt.Key.Key_Home)
    k.key(Qt.Key.Key_Down)
    k.key(Qt.Key.Key_Down)
    assert window.setup.preset() == "club" and combo.hasFocus()
    k.press("startButton")
    assert window.stack.currentWidget() is window.table
    window.table.confirm = lambda question: True
    # The app deals: the laptop goes round once (Space held for each card), then to the host.
    panel = window.table.private
    panel.ring.hold_ms = 0
    for _ in bounded(20, "the deal to end"):
        if "got_it" not in panel.buttons:
            break
        k.qtbot.keyPress(k.focus(), Qt.Key.Key_Space)
        panel.ring._on_tick_timeout()
        assert panel.secret.text().startswith("You are: ")
        k.qtbot.keyRelease(k.focus(), Qt.Key.Key_Space)
        assert panel.secret.text() == ""
        panel.skip_wait()
        k.press("private_got_it")
    k.press("private_to_table")
    assert not window.table.private_shown() and window.controller.note("dealt") is True
    setup = window.controller.record.setup
    role = {p: setup.role_of(p) for p in setup.players}
    don = next(p for p in setup.players if role[p] == "don")
    mafia = [p for p in setup.players if role[p] == "mafia"]
    sheriff = next(p for p in setup.players if role[p] == "detective")
    town = [p for p in setup.players if not is_mafia(role[p])]
    civilians = [p for p in town if p != sheriff]

    def no_leaks() -> None:
        leaks = role_leaks(window.table, window.controller.record)
        assert not leaks, leaks

    def alive() -> set[str]:
        return {s.name for s in window.controller.view().seats if s.alive}

    def out_by_the_vote(accuser: str, suspect: str) -> None:
        k.action("nominate")
        picked = window.table.composer.actor  # the speaker, picked at once: their key takes them back
        if picked == accuser:
            k.seats(suspect)
        else:
            k.seats(*([picked] if picked else []), accuser, suspect)
        k.action("tally")
        k.seats(*[p for p in town if p in alive()])
        k.action("count_tally")
        assert suspect not in alive()
        no_leaks()
        if window.controller.view().phase == "night":
            k.action("night_ready")  # the last words come before the night

    def night(victim: str) -> None:
        shooters = [p for p in (don, *mafia) if p in alive()]
        while window.table.composer.called() is not None:  # the called list, seat by seat
            if window.table.composer.called()[1] == victim:
                k.seats(*shooters)
            k.action("next_seat")
        repeat_until(lambda: "end_night" in k.buttons(), lambda: k.action("next_step"), "End the night", 30)
        k.action("end_night")
        assert victim not in alive()
        no_leaks()

    k.action("end_night")  # the zero night: the mafia meet
    no_leaks()
    out_by_the_vote(civilians[0], mafia[0])
    night(civilians[0])
    out_by_the_vote(civilians[1], mafia[1])
    night(civilians[1])
    out_by_the_vote(civilians[2], don)
    view = window.controller.view()
    assert view.phase == "over" and view.winner == "town"
    assert window.table.prompt.text() == "The town wins!"


def test_the_focus_ring_shows_on_a_button_from_across_the_table(qtbot: QtBot) -> None:
    appearance.apply(Appearance(language="en"))
    button = QPushButton("Morning")
    qtbot.addWidget(button)
    button.resize(200, 56)
    button.show()
    before = button.grab().toImage()
    button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(button.hasFocus)
    after = button.grab().toImage()
    ring = appearance.focus_colour(button)
    lit = sum(
        1
        for x in range(after.width())
        for y in (1, 2, after.height() - 3, after.height() - 2)
        if _near(QColor(after.pixel(x, y)), ring) and not _near(QColor(before.pixel(x, y)), ring)
    )
    assert lit > after.width(), "a ring of the focus colour goes round the focused button"


def _near(a: QColor, b: QColor) -> bool:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) < 90


# --- screen readers ------------------------------------------------------------------------------------


def _unnamed(root: QWidget) -> list[str]:
    """Controls a screen reader can land on that it could not name."""
    out = []
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisibleTo(root.window()) or w.focusPolicy() == Qt.FocusPolicy.NoFocus:
            continue
        if w.objectName().startswith("qt_") or not w.isEnabled():
            continue
        face = QAccessible.queryAccessibleInterface(w)
        if face is None or not face.text(QAccessible.Text.Name).strip():
            out.append(f"{type(w).__name__} {w.objectName()!r}")
    return out


SCREENS: dict[str, Callable[[MainWindow], QWidget]] = dict(looks.SCREENS)


@pytest.mark.parametrize("name", list(SCREENS))
def test_every_control_has_a_name_for_screen_readers(name: str, qtbot: QtBot) -> None:
    with looks.look(Appearance(language="en")):
        window = MainWindow(remember_geometry=False, read_only=True)
        qtbot.addWidget(window)
        window.resize(1280, 800)
        widget = looks.show(name, window)
        assert not _unnamed(widget), _unnamed(widget)
        if widget is not window:
            widget.close()


# --- the language, mid-game --------------------------------------------------------------------------


def test_switching_the_language_mid_game_keeps_the_game(qtbot: QtBot) -> None:
    window = MainWindow(remember_geometry=False)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    window.open_record(looks.club_record())
    window.controller.submit([EndNight()])
    window.controller.submit([Nominate("Ivy", "Gus")])
    record = window.controller.record
    assert window.table.prompt.text().isascii()
    try:
        appearance.save_appearance(Appearance(language="ru"))
        window.restyle()
        assert window.stack.currentWidget() is window.table
        assert window.controller.record == record, "the game is the same game"
        assert window.table.circle.centre()[0] == "День 1"
        assert any(not b.text().isascii() for b in window.table.step_buttons())
        assert window.menuBar().actions()[0].text() == "&Игра"
        assert not role_leaks(window.table, record)
        window.controller.submit([Nominate("Jon", "Bob")])  # the game goes on, saved as before
        assert len(window.controller.record.inputs) == len(record.inputs) + 1
    finally:
        appearance.save_appearance(Appearance(language="en"))
        window.restyle()
    assert window.table.circle.centre()[0] == "Day 1"


def test_switching_the_language_keeps_the_set_up(qtbot: QtBot) -> None:
    window = MainWindow(remember_geometry=False)
    qtbot.addWidget(window)
    window.show()
    window._on_home_new_game_requested()
    window.setup.set_names(["Ann", "Bob", "Cid", "Dan", "Eve", "Fay"])
    window.setup.set_preset("angel")
    window.setup.house_toggle.setChecked(True)
    window.setup._count_boxes["mafia"].setValue(2)
    before = window.setup.snapshot()
    try:
        appearance.save_appearance(Appearance(language="ru", text_scale=150))
        window.restyle()
        assert window.stack.currentWidget() is window.setup
        assert window.setup.snapshot() == before
        assert window.setup.start_button.text() == "Начать игру"
    finally:
        appearance.save_appearance(Appearance(language="en"))
        window.restyle()
    assert window.setup.snapshot() == before


def test_settings_offer_language_text_size_and_contrast(qtbot: QtBot) -> None:
    from mafia_desktop.ui.dialogs.settings_dialog import SettingsDialog

    dialog = SettingsDialog([], "")
    qtbot.addWidget(dialog)
    dialog.language.setCurrentIndex(dialog.language.findData("ru"))
    dialog.text_scale.setCurrentIndex(dialog.text_scale.findData(200))
    dialog.high_contrast.setChecked(True)
    dialog.accept()
    assert appearance.appearance_settings() == Appearance("ru", 200, True)


@pytest.mark.parametrize(
    ("stored", "expected"),
    [
        ({"ui/language": "xx", "ui/text_scale": "huge", "ui/high_contrast": "maybe"}, Appearance()),
        ({"ui/language": "ru", "ui/text_scale": 175}, Appearance("ru", 175)),
        ({"ui/text_scale": 3000}, Appearance()),
    ],
)
def test_bad_appearance_settings_fall_back_to_the_defaults(
    stored: dict[str, object], expected: Appearance
) -> None:
    for key, value in stored.items():
        settings_store().set_value(key, value)
    assert appearance.appearance_settings() == expected
