"""Taps in progress are kept: the hands raised before *Count*, a tally's hands per candidate, who
nominates before the nominee is tapped, the signs at the seat the called list is calling before
*Next seat*. Each tap is saved with the session, so the game read back from its file (what a crash
resumes) has the same taps; undo still takes back inputs, never a tap.

The subprocess test that kills the app among the taps is tests/test_crash.py."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from mafia_desktop.engine.inputs import EndNight, Nominate
from mafia_desktop.engine.record import Record
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.table.session import Draft, Session
from mafia_desktop.ui.window.main_window import MainWindow
from tests.ui.table_driver import Driver

TEN = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]
CLUB = {"Ann": "don", "Dan": "mafia", "Gus": "mafia", "Eve": "detective"}
CLASSIC = {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"}


def open_game(qtbot: QtBot, record: Record | Path) -> tuple[MainWindow, Driver]:
    w = MainWindow(remember_geometry=False)
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    if isinstance(record, Path):
        assert w.open_file(str(record), interactive=False) is None
    else:
        w.open_record(record)
    assert w.table is not None
    w.table.confirm = lambda question: True
    return w, Driver(qtbot, w.table)


def crash_and_resume(qtbot: QtBot, w: MainWindow) -> tuple[MainWindow, Driver]:
    """What a SIGKILL leaves is the game file as last saved: read it back in a new window."""
    path = w.game_path
    assert path is not None
    w.controller._saver = None  # the window that "crashed" saves nothing more
    w.hide()
    return open_game(qtbot, path)


def test_hands_tapped_before_count_come_back_after_a_crash(qtbot: QtBot) -> None:
    w, d = open_game(qtbot, Record(make_setup("classic", 1, TEN[:9], CLASSIC)))
    w.controller.submit([EndNight(), Nominate("Dan", "Eve")])
    QApplication.processEvents()
    d.tap("Ann", "Cid", "Fay")
    assert w.table.composer.hands == ["Ann", "Cid", "Fay"]
    again, d2 = crash_and_resume(qtbot, w)
    assert again.table.composer.mode == "hands"
    assert again.table.composer.hands == ["Ann", "Cid", "Fay"], "every hand tapped before the crash"
    assert again.table.circle.marks().hands == {"Ann", "Cid", "Fay"}
    d2.tap("Gus")
    d2.press("count_votes")
    assert again.controller.record.inputs[-1].to_json() == {
        "act": "vote",
        "voters": ["Ann", "Cid", "Fay", "Gus"],
    }
    assert again.controller.session.draft == Draft(), "the count took the draft: it is an input now"


def test_a_tally_in_progress_comes_back_candidate_by_candidate(qtbot: QtBot) -> None:
    w, d = open_game(qtbot, Record(make_setup("club", 1, TEN, CLUB)))
    w.controller.submit([EndNight(), Nominate("Bob", "Dan"), Nominate("Cid", "Gus")])
    QApplication.processEvents()
    d.press("tally")
    d.tap("Bob", "Cid")  # for Dan
    d.press("next_candidate")
    d.tap("Fay")  # for Gus
    before = [(c, list(h)) for c, h in w.table.composer.tally]
    again, d2 = crash_and_resume(qtbot, w)
    composer = again.table.composer
    assert composer.mode == "tally" and [(c, list(h)) for c, h in composer.tally] == before
    assert composer.current == 1, "on the candidate whose hands were being tapped"


def test_who_nominates_comes_back_before_the_nominee_is_tapped(qtbot: QtBot) -> None:
    w, d = open_game(qtbot, Record(make_setup("club", 1, TEN, CLUB)))
    w.controller.submit([EndNight()])
    QApplication.processEvents()
    d.press("nominate")  # Ann, the speaker, is picked: her seat again takes her back
    d.tap("Ann")
    d.tap("Bob")
    again, d2 = crash_and_resume(qtbot, w)
    assert again.table.composer.mode == "pick_target" and again.table.composer.actor == "Bob"
    d2.tap("Dan")
    assert again.controller.record.inputs[-1] == Nominate("Bob", "Dan")


def test_signs_at_the_seat_called_come_back_before_next_seat(qtbot: QtBot) -> None:
    w, d = open_game(qtbot, Record(make_setup("classic", 1, TEN[:9], CLASSIC)))
    controller = w.controller
    controller.submit([EndNight(), Nominate("Dan", "Eve")])
    QApplication.processEvents()
    d.vote("Ann", "Bob", "Cid", "Dan", "Fay")
    d.vote("Ann", "Bob", "Cid", "Dan", "Fay")  # Eve goes; the night, the called list
    if d.button("night_ready") is not None:
        d.press("night_ready")
    assert w.table.composer.called() is not None
    for _ in range(3):  # seats 1, 2 and 3: nobody signs
        d.press("next_seat")
    seat = w.table.composer.called()
    assert seat == (4, "Dan")
    d.tap("Ann", "Bob")  # the mafia sign at Dan's seat
    inputs = len(controller.record.inputs)
    again, d2 = crash_and_resume(qtbot, w)
    composer = again.table.composer
    assert composer.called() == seat, "the same seat is called"
    assert composer.night is not None and composer.night.shooters == ["Ann", "Bob"]
    assert len(again.controller.record.inputs) == inputs, "the signs are taps, not inputs yet"
    d2.press("next_seat")
    assert [i.to_json()["by"] for i in again.controller.record.inputs[inputs:]] == ["Ann", "Bob"]


def test_undo_takes_back_inputs_never_a_tap(qtbot: QtBot) -> None:
    """With hands tapped, Undo takes back the last input (the nomination), not a hand. Undo is one
    step back: to the table as it was just before the input, the taps that made it included
    (undoing the count gives the hands back, to mend one)."""
    w, d = open_game(qtbot, Record(make_setup("classic", 1, TEN[:9], CLASSIC)))
    controller = w.controller
    controller.submit([EndNight()])
    QApplication.processEvents()
    d.press("nominate")
    d.tap("Dan", "Eve")
    d.tap("Ann", "Cid")  # hands on the motion against Eve
    asked: list[str] = []
    w.table.confirm = lambda question: bool(asked.append(question)) or True
    w.table.undo_button.click()
    assert asked[-1] == "Undo Dan accusing Eve?", "the last input is named, not a hand"
    assert len(controller.record.inputs) == 1
    composer = w.table.composer
    assert composer.hands == [] and (composer.mode, composer.actor) == ("pick_target", "Dan")
    d.tap("Eve")  # the nomination again
    d.tap("Ann", "Cid")
    d.press("count_votes")
    w.table.undo_button.click()
    assert len(controller.record.inputs) == 2, "the count is taken back, nothing else"
    composer = w.table.composer
    assert composer.mode == "hands" and composer.hands == ["Ann", "Cid"]
    assert controller.session.draft.hands == ("Ann", "Cid")


@pytest.mark.parametrize(
    "draft",
    [
        {"mode": "hands", "hands": ["Zed", "Ann"]},  # a name not at the table
        {"mode": "tally", "tally": [["Nobody", ["Ann"]]]},
        {"mode": "pick_target", "act": "shoot", "actor": "Ann"},
        {"mode": "seat", "shooters": ["Eve"]},  # not a mafioso: no legal sign (referee's night)
        {"mode": "wizard"},
        "garbage",
    ],
)
def test_a_draft_the_game_does_not_allow_is_left_out(qtbot: QtBot, draft: object) -> None:
    record = Record(make_setup("classic", 1, TEN[:9], CLASSIC))
    for inp in (EndNight(), Nominate("Dan", "Eve")):
        record = record.with_input(inp)
    session = Session.from_json({"draft": draft})
    book = {"2": session.to_json()}
    w, _ = open_game(qtbot, record.with_note("session", book))
    hands = w.table.composer.hands
    assert hands in ([], ["Ann"]), hands  # only what the vote allows
    assert w.table.composer.mode == "hands"


def test_names_typed_in_set_up_come_back(qtbot: QtBot) -> None:
    from mafia_desktop.ui.setup.screen import SetupScreen

    screen = SetupScreen()
    qtbot.addWidget(screen)
    screen.set_names(["Ann", "Bob", "Cid", "Dan", "Eve"])
    screen.name_edit.setText("Kira")
    screen._on_add_button_clicked()
    qtbot.keyClicks(screen.name_edit, "Mahd")  # half a name, when the laptop's battery gives out
    again = SetupScreen()  # the next start reads what is on disk
    qtbot.addWidget(again)
    assert again.names()[-1] == "Kira"
    assert again.name_edit.text() == "Mahd"


def test_a_paused_list_s_marks_come_back_after_a_crash(qtbot: QtBot) -> None:
    """Issue 26: paused at seat 5 with two signs marked, killed, Continue: the marks are there."""
    w, d = open_game(qtbot, Record(make_setup("classic", 1, TEN[:9], CLASSIC)))
    w.controller.submit([EndNight(), Nominate("Dan", "Eve")])
    QApplication.processEvents()
    d.vote("Ann", "Bob", "Cid", "Dan", "Fay")
    d.vote("Ann", "Bob", "Cid", "Dan", "Fay")
    if d.button("night_ready") is not None:
        d.press("night_ready")
    d.press("resume_list")
    for _ in range(4):
        d.press("next_seat")
    d.press("pause_list")
    assert w.table.composer.called() == (6, "Fay")  # Eve, seat 5, is out
    d.tap("Ann", "Bob")
    again, d2 = crash_and_resume(qtbot, w)
    assert again.table.composer.called() == (6, "Fay") and again.table.session.calling == "paused"
    assert again.table.circle.marks().hands == {"Ann", "Bob"}, "the marks came back"
