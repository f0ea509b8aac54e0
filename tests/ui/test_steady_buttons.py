"""A button never moves under a finger (UX.md, issue 26): within a step, the step's buttons keep
their place on screen whatever text shows, hides or wraps: a check's answer held and let go, a
heading that wraps to one more line, the called list's seat, the error line. Club and classic
referee games, at 1366x768 and 1024x600, in English and Russian, at 100 % and 200 % text."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from mafia_desktop.engine.inputs import EndNight, Nominate, Tally, Vote
from mafia_desktop.engine.record import Record
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.ui.table.controller import GameController
from mafia_desktop.ui.table.screen import TableScreen
from mafia_desktop.ui.theme.appearance import Appearance
from tests.bounded import bounded
from tests.ui import looks
from tests.ui.table_driver import Driver

TEN = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]
ROLES = {
    "classic": {"Ann": "mafia", "Bob": "mafia", "Cid": "mafia", "Dan": "detective"},
    "club": {"Ann": "don", "Dan": "mafia", "Gus": "mafia", "Eve": "detective"},
}
SIZES = [(1366, 768), (1024, 600)]
LOOKS = [("en", 100), ("ru", 100), ("en", 200), ("ru", 200)]


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()
        QApplication.sendPostedEvents()


def places(table: TableScreen) -> dict[str, QRect]:
    """Every visible button of the side panel, by name, where it is on the screen."""
    buttons: list[QWidget] = [
        *table.step_buttons(),
        table.undo_button,
        table.timer_start,
        table.timer_skip,
        table.day_clock_start,
    ]
    if table.referee is not None:
        buttons += [table.referee.answer_button, table.referee.peek_button]
    out = {}
    for b in buttons:
        if b.isVisible():
            out[b.objectName()] = QRect(b.mapToGlobal(b.rect().topLeft()), b.size())
    return out


def same_places(before: dict[str, QRect], after: dict[str, QRect], what: str) -> None:
    moved = {
        name: (before[name].getRect(), after[name].getRect())
        for name in before.keys() & after.keys()
        if before[name] != after[name]
    }
    assert not moved, f"{what}: {moved}"


def start(qtbot: QtBot, preset: str, size: tuple[int, int]) -> Driver:
    record = Record(make_setup(preset, 11, TEN, ROLES[preset]))
    table = TableScreen(GameController(record, saver=lambda r: None))
    table.confirm = lambda question: True
    qtbot.addWidget(table)
    table.resize(*size)
    table.show()
    qtbot.waitExposed(table)
    settle()
    return Driver(qtbot, table)


def step(d: Driver, act: object, what: str) -> None:
    """Do ``act`` and check the buttons that were there before are where they were."""
    settle()
    before = places(d.table)
    act()  # type: ignore[operator]
    settle()
    same_places(before, places(d.table), what)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("look", LOOKS, ids=lambda look: f"{look[0]}-{look[1]}")
@pytest.mark.parametrize("preset", ["club", "classic"])
def test_the_step_buttons_keep_their_place_through_the_step(
    preset: str, look: tuple[str, int], size: tuple[int, int], qtbot: QtBot
) -> None:
    with looks.look(Appearance(language=look[0], text_scale=look[1])):
        d = start(qtbot, preset, size)
        c = d.table.controller
        c.submit([EndNight()])
        settle()
        # A tap that does nothing says why, in the error line.
        step(d, lambda: d.tap("Fay"), "the error line shown")
        assert d.table.error.isVisible()
        step(d, lambda: d.press("nominate"), "the error line hidden")
        # The day's heading grows with each nomination (it may wrap to one more line).
        step(d, lambda: d.tap("Ivy"), "the nominator tapped")
        if preset == "club":
            step(d, lambda: d.tap("Cid"), "the nominee tapped")
            step(d, lambda: (d.press("nominate"), d.tap("Hal"), d.tap("Bob")), "a second nomination")
        else:  # the vote to charge the nominee: its heading counts the hands
            d.tap("Cid")
            step(d, lambda: d.tap("Ann"), "a hand raised")
            step(d, lambda: d.tap("Bob", "Dan"), "more hands raised")
        # To the night (the nominations are taken back: one nominee, out by the vote).
        c.undo(2 if preset == "club" else 1)
        settle()
        d.table.refresh()
        five = ("Ann", "Bob", "Cid", "Dan", "Eve")
        if preset == "club":
            town = tuple(n for n in TEN if n not in ("Ann", "Dan", "Gus", "Jon"))
            c.submit([Nominate("Bob", "Jon"), Tally((("Jon", town),))])
            settle()
            d.press("night_ready")
        else:
            c.submit([Nominate("Eve", "Jon"), Vote(five), Vote(five)])
        settle()
        assert d.table.controller.view().phase == "night"
        # The called list, seat by seat (Back one seat, Next seat...).
        for _ in bounded(20, "the called list's last seat"):
            called = d.table.composer.called()
            if called is None or d.table.composer.last_seat():
                break
            if called[0] == 2:
                step(d, lambda: d.tap("Fay"), "a shooter signs")
            step(d, lambda: d.press("next_seat"), f"from seat {called[0]} to the next")
        d.press("next_seat")
        if d.table.composer.list_end():  # nobody's sign was a shot: the list waits at its end
            d.press("next_step")  # another step: its buttons have their own places
        settle()
        # The check: the seat checked, the answer held, then let go.
        step(d, lambda: d.tap("Cid"), "the checked seat tapped")
        assert d.table.referee is not None and d.table.referee.answer_button.isVisible()
        answer = d.table.referee.answer_button
        step(d, lambda: qtbot.mousePress(answer, Qt.MouseButton.LeftButton), "the answer held")
        assert d.table.answer_label.isVisible() and d.table.answer_label.text()
        step(d, lambda: qtbot.mouseRelease(answer, Qt.MouseButton.LeftButton), "the answer let go")
        assert not d.table.answer_label.isVisible()
        d.table.close()


@pytest.mark.parametrize("look", [("en", 100), ("ru", 200)], ids=lambda look: f"{look[0]}-{look[1]}")
def test_the_main_action_is_one_filled_button_above_the_others(look: tuple[str, int], qtbot: QtBot) -> None:
    """The called list: Next seat (the step's main action, Ctrl+Enter) has the panel's width on a
    row of its own, drawn as the primary button; Pause, Call again and Back are secondary, side by
    side at 100 % (one above the other at 200 % Russian, where their words would not fit across);
    every button keeps its finger size, and Ctrl+Enter presses the main one."""
    from PySide6.QtGui import QFontInfo

    with looks.look(Appearance(language=look[0], text_scale=look[1])):
        d = start(qtbot, "club", (1366, 768))
        c = d.table.controller
        c.submit([EndNight()])
        town = tuple(n for n in TEN if n not in ("Ann", "Dan", "Gus", "Jon"))
        c.submit([Nominate("Bob", "Jon"), Tally((("Jon", town),))])
        settle()
        d.press("night_ready")
        d.press("next_seat")
        settle()
        buttons = d.table.step_buttons()
        main, *others = buttons
        assert main.objectName() == "action_next_seat" and main.isDefault()
        assert main.property("tier") == "primary" and main.font().bold()
        assert [b.property("tier") for b in others] == ["secondary"] * len(others) and len(others) == 3
        assert main.width() == d.table.buttons_box.width()
        assert all(b.geometry().top() >= main.geometry().bottom() for b in others)
        assert main.height() >= 64 and all(b.height() >= 56 for b in others)
        first, second = others[0].geometry(), others[1].geometry()
        side_by_side = first.top() == second.top()
        assert side_by_side == (look == ("en", 100)), (first.getRect(), second.getRect())
        assert {QFontInfo(b.font()).pixelSize() for b in buttons} == {round(22 * look[1] / 100)}
        assert all(b.fits() for b in buttons)
        seat = d.table.composer.called()
        qtbot.keyClick(d.table, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
        settle()
        assert d.table.composer.called() != seat, "Ctrl+Enter pressed Next seat"
        d.table.close()
