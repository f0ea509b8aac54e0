"""The side doors a curious player found in the first release, one test each (issue 13).

Every test here failed on the first release; :mod:`tests.ui.test_spy` then checks, step by step,
that whole games in every mode look the same to an onlooker whoever holds which role.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QImage, QKeyEvent
from PySide6.QtWidgets import QApplication, QFileDialog, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from mafia_desktop.engine.inputs import EndNight
from mafia_desktop.engine.record import Record
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.storage.games import GameStore
from mafia_desktop.ui.dialogs import print_dialog
from mafia_desktop.ui.window.main_window import MainWindow
from tests.bounded import bounded
from tests.ui.spy import deals, first_difference
from tests.ui.spy import start as spy_start
from tests.ui.test_pass_and_play import CLUB, TEN, Pass, start


def roles_on_the_circle(table: Any) -> dict[str, str]:
    return {s.name: s.role for s in table.circle.seats() if s.role}


# --- 1. no peek without a referee -------------------------------------------------------------------


@pytest.mark.parametrize("mode", ["pass", "middle"])
def test_a_game_without_a_referee_has_no_peek_anywhere(qtbot: QtBot, mode: str) -> None:
    p, d = start(qtbot, "club", TEN, CLUB, mode=mode)
    p.deal()
    table = p.table
    assert table.referee is None and table.controller.referee_desk() is None
    assert table.findChild(QPushButton, "peekButton") is None
    assert table.findChild(QPushButton, "answerButton") is None
    table.circle.setFocus()
    qtbot.keyPress(table.circle, Qt.Key.Key_Space)
    assert roles_on_the_circle(table) == {}, "Space held on the shared circle shows no card"
    table.set_peek(True)
    assert roles_on_the_circle(table) == {}
    qtbot.keyRelease(table.circle, Qt.Key.Key_Space)


# --- 2. undo in a private night ---------------------------------------------------------------------


def _undo_after_the_night(qtbot: QtBot, roles: dict[str, str]) -> tuple[str, list[str], str, bool]:
    p, d = start(qtbot, "club", TEN, roles)
    p.deal()
    d.press("end_night")  # the zero night
    d.press("end_day")
    p.turn("Jon", "Jon")  # Ann's turn: the Don's shot and check, or a civilian's decoys
    asked: list[str] = []
    p.table.confirm = lambda q: bool(asked.append(q)) or True
    # Under the panel the table's Undo sleeps (no key or hidden button of the table acts there).
    p.table.undo_button.click()
    asleep = not asked
    for _ in TEN[1:]:
        p.turn(None, None)
    p.press("morning")
    p.table.undo_button.click()  # what Ctrl+Z and the Game menu's Undo do, just after the night
    return asked[0], d.button_keys(), d.banner(), asleep


def test_undo_just_after_a_private_night_asks_and_does_the_same_whoever_chose(qtbot: QtBot) -> None:
    as_don = _undo_after_the_night(qtbot, CLUB)  # Ann is the Don
    as_civilian = _undo_after_the_night(
        qtbot, {"Bob": "don", "Dan": "mafia", "Gus": "mafia", "Eve": "detective"}
    )
    assert as_don == as_civilian
    question, buttons, banner, asleep = as_don
    assert asleep, "the table's Undo did nothing while the panel showed"
    assert question.startswith("Go back to the day before this night?")
    assert banner == "Day 1" and "end_day" in buttons


# --- 3 and 4. nothing of a pick outlives the hold --------------------------------------------------------


def _one_pick(qtbot: QtBot, by_keys: bool) -> tuple[QImage, str, QImage, str, str]:
    p, d = start(qtbot, "club", TEN, CLUB)
    p.deal()
    d.press("end_night")
    d.press("end_day")
    p.hold()
    circle = p.panel.circle
    if by_keys:
        circle.setFocus()
        qtbot.keyClick(circle, "5")  # Eve
    else:
        p.tap("Bob")
    p.release()
    after_release = (p.panel.grab().toImage(), circle.accessibleDescription())
    _rest_of_the_turn(p)  # Bob's turn now
    focus = p.table.window().focusWidget()
    return (
        *after_release,
        p.panel.grab().toImage(),
        circle.accessibleDescription(),
        focus.objectName() if focus is not None else "",
    )


def _rest_of_the_turn(p: Pass) -> None:
    """A club turn after the first pick: confirm it, Nobody for the second, the answer, Done."""
    p.press("confirm")
    p.hold()
    p.release()
    p.press("nobody")
    p.hold()
    p.release()
    p.press("done")


def test_a_keyboard_pick_shows_nothing_once_released_nor_on_the_next_turn(qtbot: QtBot) -> None:
    keys = _one_pick(qtbot, by_keys=True)
    mouse = _one_pick(qtbot, by_keys=False)
    assert keys[0] == mouse[0], "no focus ring on the seat picked once the words are hidden"
    assert keys[2] == mouse[2], "the next player's screen is the same however the last one picked"
    assert keys[4] == mouse[4] == "holdRing", "each turn starts with the focus on the hold target"


def test_screen_readers_hear_no_pick_once_released(qtbot: QtBot) -> None:
    for by_keys in (True, False):
        _, released, _, next_turn, _ = _one_pick(qtbot, by_keys)
        assert released == next_turn == ""


# --- 5. the referee's peek never sticks ------------------------------------------------------------------


@pytest.fixture
def referee_table(qtbot: QtBot) -> Any:
    p, d = start(qtbot, "club", TEN, CLUB, mode="referee")
    p.deal()  # the laptop goes round once, then back to the host
    table = p.table
    table.activateWindow()
    qtbot.waitUntil(table.isActiveWindow, timeout=3000)
    table.circle.setFocus()
    qtbot.waitUntil(table.circle.hasFocus, timeout=3000)
    return table


def test_the_peek_ends_when_a_dialog_opens(qtbot: QtBot, referee_table: Any) -> None:
    table = referee_table
    table.controller.submit([EndNight()])  # something to undo
    seen: list[dict[str, str]] = []
    table.confirm = lambda q: bool(seen.append(roles_on_the_circle(table)))
    qtbot.keyPress(table.circle, Qt.Key.Key_Space)
    assert roles_on_the_circle(table)["Ann"] == "Don"
    # Ctrl+Z opens the question while Space is still down: its release would go to the dialog.
    qtbot.keyClick(table.circle, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert seen == [{}], "the question opens over a hidden circle"
    assert roles_on_the_circle(table) == {}, "and no card comes back with nothing held"


def test_the_peek_ends_when_another_window_takes_the_focus(qtbot: QtBot, referee_table: Any) -> None:
    table = referee_table
    qtbot.keyPress(table.circle, Qt.Key.Key_Space)
    assert roles_on_the_circle(table)
    dialog = QWidget(table.window(), Qt.WindowType.Dialog)
    qtbot.addWidget(dialog)
    dialog.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    dialog.show()
    dialog.activateWindow()
    dialog.setFocus()
    qtbot.waitUntil(lambda: roles_on_the_circle(table) == {}, timeout=3000)


def test_a_held_space_peek_ends_by_itself(qtbot: QtBot, referee_table: Any) -> None:
    table = referee_table
    table.referee._limit.setInterval(50)
    qtbot.keyPress(table.circle, Qt.Key.Key_Space)
    assert roles_on_the_circle(table)
    qtbot.waitUntil(lambda: roles_on_the_circle(table) == {}, timeout=3000)
    # The key still down repeats: no new peek until it is let go and pressed again.
    repeat = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier, " ", True)
    QApplication.sendEvent(table.circle, repeat)
    assert roles_on_the_circle(table) == {}


def test_the_peek_ends_when_the_circle_loses_the_focus(qtbot: QtBot, referee_table: Any) -> None:
    table = referee_table
    table.controller.submit([EndNight()])  # the undo button takes the focus now
    table.circle.setFocus()
    qtbot.keyPress(table.circle, Qt.Key.Key_Space)
    assert roles_on_the_circle(table)
    table.undo_button.setFocus()
    qtbot.waitUntil(lambda: roles_on_the_circle(table) == {}, timeout=3000)


def test_the_peek_button_ends_on_its_time_limit(qtbot: QtBot, referee_table: Any) -> None:
    table = referee_table
    button = table.referee.peek_button
    button._limit.setInterval(50)
    qtbot.mousePress(button, Qt.MouseButton.LeftButton)
    assert roles_on_the_circle(table)
    qtbot.waitUntil(lambda: roles_on_the_circle(table) == {}, timeout=3000)
    qtbot.mouseRelease(button, Qt.MouseButton.LeftButton)
    assert roles_on_the_circle(table) == {}


# --- 6. documents that show every role -----------------------------------------------------------------------


def _window(qtbot: QtBot, mode: str, night: bool = False) -> MainWindow:
    record = Record(make_setup("club", 4, TEN, CLUB)).with_note("table", {"mode": mode, "deal": "peek"})
    window = MainWindow(remember_geometry=False, read_only=True)
    qtbot.addWidget(window)
    window.open_record(record)
    if not night:
        window.controller.submit([EndNight()])
    return window


@pytest.mark.parametrize("mode", ["pass", "middle"])
def test_documents_with_roles_are_not_offered_in_an_unfinished_game_without_a_referee(
    qtbot: QtBot, mode: str
) -> None:
    for night in (True, False):
        window = _window(qtbot, mode, night)
        dialog = window.print_dialog()
        offered = [dialog.what.itemData(i) for i in range(dialog.what.count())]
        assert offered == ["deal"]


def test_documents_with_roles_ask_the_referee_first(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    window = _window(qtbot, "referee")
    dialog = window.print_dialog()
    dialog.what.setCurrentIndex(dialog.what.findData("protocol"))
    asked: list[str] = []
    dialog.confirm = lambda q: bool(asked.append(q))
    opened: list[str] = []
    monkeypatch.setattr(dialog, "save_pdf", lambda path: opened.append(path))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("/tmp/x.pdf", ""))
    dialog.pdf_button.click()
    dialog.preview_button.click()
    assert len(asked) == 2 and "shows every player's role" in asked[0]
    assert opened == [], "nothing is opened or written when the referee says no"


def test_at_night_the_preview_is_dark(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    window = _window(qtbot, "referee", night=True)
    dialog = window.print_dialog()
    dialog.what.setCurrentIndex(dialog.what.findData("protocol"))
    dialog.confirm = lambda q: True
    shown: list[Any] = []
    monkeypatch.setattr(print_dialog.DarkPreview, "exec", lambda self: shown.append(self) or 0)
    dialog.preview_button.click()
    assert len(shown) == 1
    image = shown[0].pages[0].pixmap().toImage()
    light = (
        sum(
            QImage.pixelColor(image, x, y).lightnessF()
            for x in range(0, image.width(), 7)
            for y in range(0, image.height(), 7)
        )
        / len(range(0, image.width(), 7))
        / len(range(0, image.height(), 7))
    )
    assert light < 0.25, f"a dark page (lightness {light:.2f})"


# --- 7. the shape of held words, the laptop in the middle, game files ------------------------------------------------


def _held_lines(p: Pass) -> int:
    p.hold()
    lines = p.panel._lines(p.panel.secret.text())
    p.release()
    return int(lines)


def test_held_words_take_as_many_lines_whatever_the_role(qtbot: QtBot) -> None:
    p, d = start(qtbot, "club", TEN, CLUB)
    cards = []
    for _ in bounded(60, "the deal to end"):
        if "got_it" not in p.panel.buttons:
            break
        cards.append(_held_lines(p))
        p.press("got_it")
    assert len(set(cards)) == 1, f"role cards: {cards}"
    p.press("to_table")
    d.press("end_night")
    d.press("end_day")
    questions = []
    for _ in TEN:
        questions.append(_held_lines(p))
        p.tap("Jon")
        _rest_of_the_turn(p)
    assert len(set(questions)) == 1, f"first questions: {questions}"


@pytest.mark.parametrize("mode", ["pass", "middle"])
@pytest.mark.parametrize("preset", ["classic", "club"])
def test_a_dead_role_is_called_like_a_living_one(
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    capfd: pytest.CaptureFixture[str],
    preset: str,
    mode: str,
) -> None:
    """The detective voted out on the first day (in rules that show no card) against a civilian
    voted out: the nights after look the same."""
    alive, _ = deals(preset, mode)
    dead = {p: r for p, r in alive.items() if r != "detective"} | {"Ivy": "detective"}
    runs = []
    for deal in (alive, dead):
        spy = spy_start(qtbot, monkeypatch, capfd.readouterr, preset, mode, deal)
        spy.play()
        runs.append(spy)
        spy.window.close()
    assert not first_difference(*runs)


def test_game_files_are_the_owners_only(tmp_path: Path) -> None:
    store = GameStore(tmp_path / "games")
    path = store.new_path()
    record = Record(make_setup("club", 4, TEN, CLUB))
    store.save(path, record)
    store.save(path, record)
    for file in (path, path.with_name(path.name + ".prev")):
        assert stat.S_IMODE(os.stat(file).st_mode) == 0o600, file
    assert stat.S_IMODE(os.stat(path.parent).st_mode) == 0o700


def test_a_number_typed_while_holding_picks_on_the_small_circle(qtbot: QtBot) -> None:
    """The focus is on the hold target when a turn starts: hold Space, type the seat's number."""
    p, d = start(qtbot, "club", TEN, CLUB)
    p.deal()
    d.press("end_night")
    d.press("end_day")
    assert p.panel.ring.hasFocus() or p.table.window().focusWidget() is p.panel.ring
    p.hold()
    qtbot.keyClick(p.panel.ring, "5")
    assert p.panel.shown_screen.picked == "Eve"
    assert p.panel.circle.marks().picked == {"Eve"}, "shown while held"
    p.release()
    assert p.panel.circle.marks().picked == set(), "and gone once released"
