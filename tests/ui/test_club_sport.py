"""The club's sport at the table: a foul by a long press or F on the seat (every mode, undone as
any input, the taps in progress kept), its dots on the circle, the lost speech and the removal said
on screen, the best move tapped in the first night victim's last words, points beside the cards at
the end, and the referee's extra points."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from mafia_desktop.engine.inputs import BestMove, EndDay, EndNight, Foul, Nominate, Tally
from mafia_desktop.engine.record import Record
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.table.session import timer_plan
from mafia_desktop.ui.table.extra_points import ExtraPointsDialog, Given
from mafia_desktop.ui.window.main_window import MainWindow
from tests.acts import Shoot
from tests.ui.table_driver import Driver
from tests.ui.test_drafts import CLUB, TEN, crash_and_resume, open_game


def club(mode: str = "referee") -> Record:
    record = Record(make_setup("club", 1, TEN, CLUB))
    if mode != "referee":
        record = record.with_note("table", {"mode": mode, "deal": "reveal"}).with_note("dealt", True)
    return record


def hold(qtbot: QtBot, d: Driver, name: str) -> None:
    """A finger held on the seat until the table takes the foul, then lifted."""
    circle = d.table.circle
    pos = circle.seat_centre(d.names.index(name)).toPoint()
    before = len(d.table.controller.record.inputs)
    qtbot.mousePress(circle, Qt.MouseButton.LeftButton, pos=pos)
    qtbot.waitUntil(lambda: len(d.table.controller.record.inputs) > before, timeout=5000)
    qtbot.mouseRelease(circle, Qt.MouseButton.LeftButton, pos=pos)
    d.after()


def key_foul(qtbot: QtBot, d: Driver, name: str) -> None:
    circle = d.table.circle
    circle.setFocus()
    for _ in range(len(d.names)):
        if circle.focused_seat() == name:
            break
        qtbot.keyClick(circle, Qt.Key.Key_Right)
    qtbot.keyClick(circle, Qt.Key.Key_F)
    d.after()


def seat(d: Driver, name: str) -> object:
    return next(s for s in d.table.circle.seats() if s.name == name)


def test_a_long_press_gives_a_foul_and_undo_takes_it_back(qtbot: QtBot) -> None:
    w, d = open_game(qtbot, club())
    d.record = w.controller.record
    w.controller.submit([EndNight()])
    QApplication.processEvents()
    hold(qtbot, d, "Bob")
    assert w.controller.record.inputs[-1] == Foul("Bob")
    assert seat(d, "Bob").fouls == 1  # type: ignore[attr-defined]
    assert "Foul 1 of 4 for Bob" in d.table.error.text()
    assert d.table.composer.mode == "idle", "the long press picked nothing"
    key_foul(qtbot, d, "Bob")  # (the cursor on Bob: a screen reader hears the fouls too)
    assert d.table.circle.accessibleDescription() == "Seat 2, Bob, alive, fouls: 2"
    w.controller.undo()
    w.controller.undo()
    QApplication.processEvents()
    assert seat(d, "Bob").fouls == 0  # type: ignore[attr-defined]


def test_a_foul_keeps_the_hands_being_tapped(qtbot: QtBot) -> None:
    w, d = open_game(qtbot, club())
    w.controller.submit([EndNight(), Nominate("Bob", "Dan"), Nominate("Cid", "Gus")])
    QApplication.processEvents()
    d.press("tally")
    d.tap("Bob", "Cid")
    key_foul(qtbot, d, "Hal")
    assert w.controller.record.inputs[-1] == Foul("Hal")
    assert d.table.composer.mode == "tally"
    assert d.table.composer.tally[0][1] == ["Bob", "Cid"], "the hands tapped before the foul"
    again, d2 = crash_and_resume(qtbot, w)
    assert again.table.composer.tally[0][1] == ["Bob", "Cid"]


def speakers(w: MainWindow) -> list[str | None]:
    return [slot.who for slot in timer_plan(w.controller.view()) if slot.kind == "speech"]


def test_the_third_foul_before_the_players_turn_costs_todays_speech(qtbot: QtBot) -> None:
    """Day 1's speeches have not reached Hal (seat 8) when his third foul comes: he loses today's
    speech, as the log and the table say, and speaks again tomorrow."""
    w, d = open_game(qtbot, club())
    w.controller.submit([EndNight()])
    QApplication.processEvents()
    for _ in range(3):
        key_foul(qtbot, d, "Hal")
    assert "Third foul for Hal: they lose today's speech" in d.table.error.text()
    assert any("Hal: third foul" in line for line in d.log())
    assert any("Hal loses this speech" in line for line in d.log())
    assert w.controller.record.inputs[-1] == Foul("Hal", speech_ahead=True)
    assert "Hal" not in speakers(w) and "Ivy" in speakers(w), "today's speech is gone"
    w.controller.submit([EndDay(), *(Shoot(p, "Jon") for p in ("Ann", "Dan", "Gus")), EndNight()])
    QApplication.processEvents()
    assert "Hal" in speakers(w), "one speech only"


def test_the_third_foul_after_the_players_speech_costs_the_next_days(qtbot: QtBot) -> None:
    w, d = open_game(qtbot, club())
    w.controller.submit([EndNight()])
    QApplication.processEvents()
    s = w.controller.session
    w.controller.set_session(s.with_(timer=speakers(w).index("Hal") + 1))  # Hal has spoken
    for _ in range(3):
        key_foul(qtbot, d, "Hal")
    assert "Third foul for Hal: their next speech is lost" in d.table.error.text()
    assert w.controller.record.inputs[-1] == Foul("Hal")
    assert "Hal" in speakers(w)
    w.controller.submit([EndDay(), *(Shoot(p, "Jon") for p in ("Ann", "Dan", "Gus")), EndNight()])
    QApplication.processEvents()
    assert any("Hal loses this speech" in line for line in d.log())
    assert "Hal" not in speakers(w) and "Ivy" in speakers(w)


def test_the_fourth_foul_removes(qtbot: QtBot) -> None:
    w, d = open_game(qtbot, club())
    w.controller.submit([EndNight()])
    QApplication.processEvents()
    for _ in range(4):
        key_foul(qtbot, d, "Fay")
    assert "Fourth foul for Fay" in d.table.error.text()
    assert not seat(d, "Fay").alive  # type: ignore[attr-defined]
    assert any("Fay is removed by a fourth foul" in line for line in d.log())
    key_foul(qtbot, d, "Fay")
    assert "out of the game" in d.table.error.text()
    assert w.controller.record.inputs[-1] == Foul("Fay")


@pytest.mark.parametrize("mode", ["referee", "pass", "middle"])
def test_every_mode_can_enter_a_foul(qtbot: QtBot, mode: str) -> None:
    w, d = open_game(qtbot, club(mode))
    w.controller.submit([EndNight()])
    QApplication.processEvents()
    assert w.table is not None and w.table.frame.step is not None and w.table.frame.step.private is None
    key_foul(qtbot, d, "Eve")
    hold(qtbot, d, "Eve")
    assert [i for i in w.controller.record.inputs if isinstance(i, Foul)] == [Foul("Eve"), Foul("Eve")]
    assert seat(d, "Eve").fouls == 2  # type: ignore[attr-defined]


def test_the_best_move_is_tapped_in_the_last_words(qtbot: QtBot) -> None:
    w, d = open_game(qtbot, club())
    d.record = w.controller.record
    w.controller.submit([EndNight(), EndDay(), *(Shoot(p, "Bob") for p in ("Ann", "Dan", "Gus")), EndNight()])
    QApplication.processEvents()
    assert d.button_keys()[-1] == "best_move"
    assert "Bob" in d.button("best_move").text()  # type: ignore[union-attr]
    d.press("best_move")
    d.tap("Ann", "Dan")
    assert "(2 of 3)" in d.button("enter_best_move").text()  # type: ignore[union-attr]
    d.press("enter_best_move")
    assert "Tap three players" in d.table.error.text()
    assert not isinstance(w.controller.record.inputs[-1], BestMove)
    again, d2 = crash_and_resume(qtbot, w)
    assert again.table.composer.mode == "best_move" and again.table.composer.hands == ["Ann", "Dan"]
    d2.tap("Eve")
    d2.tap("Fay")  # a fourth is not taken
    assert again.table.composer.hands == ["Ann", "Dan", "Eve"]
    d2.press("enter_best_move")
    assert again.controller.record.inputs[-1] == BestMove("Bob", ("Ann", "Dan", "Eve"))
    assert "best_move" not in d2.button_keys()
    assert any("Bob's best move: Ann, Dan and Eve" in line for line in d2.log())
    assert not any("mafia)" in line for line in d2.log()), "how many are mafia waits for the end"


def test_points_stand_beside_the_cards_at_the_end_with_extra_points(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    w, d = open_game(qtbot, club())
    everyone = tuple(TEN)
    w.controller.submit(
        [
            EndNight(),
            Nominate("Bob", "Ann"),
            Tally((("Ann", everyone),)),
            Shoot("Dan", "Bob"),
            Shoot("Gus", "Bob"),
            EndNight(),
            Nominate("Cid", "Dan"),
            Tally((("Dan", tuple(p for p in everyone if p not in ("Ann", "Bob"))),)),
            Shoot("Gus", "Cid"),
            EndNight(),
            Nominate("Eve", "Gus"),
            Tally((("Gus", ("Eve", "Fay", "Hal", "Ivy", "Jon")),)),
        ]
    )
    QApplication.processEvents()
    assert w.controller.view().winner == "town"
    eve = seat(d, "Eve")
    assert eve.role == "Sheriff" and eve.points == "+1"  # type: ignore[attr-defined]
    monkeypatch.setattr(ExtraPointsDialog, "exec", lambda self: ExtraPointsDialog.DialogCode.Accepted)
    monkeypatch.setattr(ExtraPointsDialog, "given", lambda self: Given("Eve", 0.3, "found the Don"))
    d.press("extra_points")
    assert seat(d, "Eve").points == "+1.3"  # type: ignore[attr-defined]
    assert any("Extra points for Eve: +0.3 (found the Don)" in line for line in d.log())


def test_the_extra_points_dialog_asks_for_points_and_a_reason(qtbot: QtBot) -> None:
    dialog = ExtraPointsDialog(["Ann", "<b>Bob</b>"])
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    assert ok is not None and not ok.isEnabled()
    dialog.player.setCurrentIndex(1)
    dialog.points.setValue(-0.5)
    dialog.reason.setText("  phone at the table ")
    assert ok.isEnabled()
    assert dialog.given() == Given("<b>Bob</b>", -0.5, "phone at the table")
    dialog.points.setValue(0)
    assert not ok.isEnabled()


def test_set_up_keeps_the_clubs_score_as_a_house_rule(qtbot: QtBot) -> None:
    from mafia_desktop.engine.rules import LATER_SCORING_KEYS, SCORING_POINTS
    from mafia_desktop.table.setup import SetupModel

    model = SetupModel()
    model.set_preset("classic")
    model.edit_option("scoring", True)
    assert model.rules().scoring == SCORING_POINTS
    # (the keys the federation's house rules added are written only where they differ)
    written = {k: v for k, v in SCORING_POINTS if k not in LATER_SCORING_KEYS}
    assert model.rules().to_json() == {"preset": "classic", "options": {"scoring": written}}
    model.set_preset("club")
    assert model.rules().scoring == SCORING_POINTS and model.overrides == {}
    model.edit_option("scoring", None)
    assert model.rules().scoring is None
    assert model.rules().to_json() == {"preset": "club", "options": {"scoring": None}}


def test_the_narrator_says_the_third_and_fourth_fouls_the_lost_speech_and_asks_the_best_move(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from mafia_desktop.narration.night_script import best_move_line, foul_line
    from tests.ui.test_called_list import narrated

    table, narrator = narrated(qtbot, tmp_path, "club", CLUB)
    d = Driver(qtbot, table)
    table.controller.submit([EndNight()])
    QApplication.processEvents()
    for _ in range(2):
        key_foul(qtbot, d, "Hal")
    assert not any("foul" in line for line in narrator.spoken), "the first two are only marked"
    key_foul(qtbot, d, "Hal")  # before the speeches reach Hal: today's speech
    for _ in range(10):
        if narrator.busy:
            narrator.finish_now()
    third = foul_line("Hal", 3, "en", TEN, today=True)
    assert third is not None and third.text == "Hal, a third foul: you lose today's speech."
    assert third.text in narrator.spoken
    s = table.controller.session
    table.controller.set_session(s.with_(timer=len(timer_plan(table.controller.view()))))  # all spoke
    for _ in range(3):
        key_foul(qtbot, d, "Cid")  # after the speeches: the next day's
    for _ in range(10):
        if narrator.busy:
            narrator.finish_now()
    assert "Cid, a third foul: you lose your next speech." in narrator.spoken
    table.controller.submit([EndDay(), *(Shoot(p, "Jon") for p in ("Ann", "Dan", "Gus")), EndNight()])
    QApplication.processEvents()
    for _ in range(20):
        if narrator.busy:
            narrator.finish_now()
    assert "Cid has three fouls and loses this speech." in narrator.spoken
    assert "Hal has three fouls and loses this speech." not in narrator.spoken, "said once, today"
    assert best_move_line("Jon", "en", TEN).text in narrator.spoken
    for _ in range(4):
        key_foul(qtbot, d, "Fay")
    for _ in range(10):
        if narrator.busy:
            narrator.finish_now()
    fourth = foul_line("Fay", 4, "en", TEN)
    assert fourth is not None and fourth.text in narrator.spoken
    # In Russian too, every line in Russian words.
    for line in (
        foul_line("Hal", 3, "ru", TEN),
        foul_line("Hal", 3, "ru", TEN, today=True),
        foul_line("Fay", 4, "ru", TEN),
        best_move_line("Jon", "ru", TEN),
    ):
        assert line is not None
        words = line.text.replace("Hal", "").replace("Fay", "").replace("Jon", "")
        assert not re.search("[A-Za-z]{2,}", words), line.text


def test_a_spy_cannot_tell_from_the_best_move_how_many_mafia_it_named(qtbot: QtBot) -> None:
    """Two deals, the same table: the best move names two mafia in one and none in the other.
    Until the end, everything the shared screen shows (texts, the circle, the second screen's
    board) is the same."""
    from tests.ui.table_driver import visible_strings

    deals = (
        {"Ann": "don", "Dan": "mafia", "Gus": "mafia", "Eve": "detective"},  # Ann, Dan: two mafia
        {"Cid": "don", "Hal": "mafia", "Gus": "mafia", "Eve": "detective"},  # none of Ann, Dan, Fay
    )
    seen = []
    for deal in deals:
        w, d = open_game(qtbot, Record(make_setup("club", 1, TEN, deal)))
        mafia = [p for p, r in deal.items() if r in ("don", "mafia")]
        w.controller.submit([EndNight(), EndDay(), *(Shoot(p, "Bob") for p in mafia), EndNight()])
        QApplication.processEvents()
        d.press("best_move")
        d.tap("Ann", "Dan", "Fay")
        d.press("enter_best_move")
        key_foul(qtbot, d, "Ivy")
        table = w.table
        assert table is not None
        seen.append((visible_strings(table), table.circle.seats(), table.board()))
        w.close()
    assert seen[0][0] == seen[1][0]
    assert seen[0][1] == seen[1][1]
    assert seen[0][2] == seen[1][2]


def test_nominate_before_the_speech_clock_starts_is_the_speakers_and_a_tap_the_nominee(
    qtbot: QtBot,
) -> None:
    """Ann's speech, its clock not started yet: *Nominate* picks Ann (the speaker, the only one who
    nominates now), so the referee's tap on Gus is the nominee, never the nominator."""
    w, d = open_game(qtbot, club())
    w.controller.submit([EndNight()])
    QApplication.processEvents()
    assert d.table.timer_label.text() == "Ann speaks" and not d.table.clocks.timer.running
    d.press("nominate")
    assert d.table.composer.actor == "Ann"
    d.tap("Gus")
    assert w.controller.record.inputs[-1] == Nominate("Ann", "Gus")


def test_a_speech_is_ended_never_skipped(qtbot: QtBot) -> None:
    """The button that ends a speech early says so: *Skip* read as "this player does not speak"."""
    w, d = open_game(qtbot, club())
    w.controller.submit([EndNight()])
    QApplication.processEvents()
    table = d.table
    assert table.timer_label.text() == "Ann speaks"
    assert table.timer_skip.text() == "End the speech"
    assert table.timer_skip.accessibleName() == "End this speech: the next timer is up"
    table.timer_start.click()
    table.timer_skip.click()
    assert table.timer_label.text() == "Bob speaks" and table.timer_skip.text() == "End the speech"
