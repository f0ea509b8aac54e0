"""The referee's traps of the first release, each reproduced as a new user met it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt, QVariantAnimation
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from mafia_desktop.engine.inputs import EndNight, Nominate, Tally, Vote
from mafia_desktop.table.session import Session
from mafia_desktop.ui.table.controller import GameController
from mafia_desktop.ui.table.screen import TableScreen
from tests.ui.table_driver import Driver, deal_round
from tests.ui.test_table_games import TEN, start
from tests.ui.test_timers import CLUB, FakeClock

CLASSIC = {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"}


def double_click(qtbot: QtBot, button: QWidget, table: TableScreen) -> None:
    """A double click as a mouse makes it: the first click, then the second press arriving as a
    double-click event, here on the next step's main button (where a layout may put it under the
    pointer, as it did in the first release)."""
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    under = next(b for b in table.step_buttons() if b.isDefault())
    local = QPointF(under.rect().center())
    glob = QPointF(under.mapToGlobal(under.rect().center()))
    for kind, buttons in (
        (QEvent.Type.MouseButtonDblClick, Qt.MouseButton.LeftButton),
        (QEvent.Type.MouseButtonRelease, Qt.MouseButton.NoButton),
    ):
        event = QMouseEvent(
            kind, local, glob, Qt.MouseButton.LeftButton, buttons, Qt.KeyboardModifier.NoModifier
        )
        QApplication.sendEvent(under, event)
    QApplication.processEvents()


def test_1_a_double_click_on_count_does_not_skip_the_mafia(qtbot: QtBot) -> None:
    d, _, _ = start(qtbot, "classic", TEN[:9], CLASSIC)
    d.press("end_night")
    d.accuse("Dan", "Eve")
    d.vote("Ann", "Bob", "Dan", "Fay", "Gus")  # charged
    d.tap("Ann", "Bob", "Dan", "Fay", "Gus")
    double_click(qtbot, d.button("count_votes"), d.table)  # executed: night falls under the pointer
    assert d.banner() == "Night 1"
    assert "Mafia" in d.table.prompt.text(), "still the mafia's turn: Shots done was not pressed"
    assert d.table.session.call == 0 and d.table.session.seat == 0, "nor Next seat"


def test_2_club_last_words_come_before_the_night_is_called(qtbot: QtBot) -> None:
    d, _, _ = start(qtbot, "club", TEN, CLUB)
    d.table.controller.submit([EndNight(), Nominate("Bob", "Dan")])
    d.press("tally")
    d.tap(*[n for n in TEN if n not in ("Ann", "Dan", "Gus")])
    d.press("count_tally")
    assert d.banner() == "Night 1"
    assert d.button_keys() == ["night_ready"] and d.table.timer_label.text() == "Last words: Dan"
    assert not d.table.circle.marks().selectable, "nobody is woken yet"
    assert "last words" in d.table.prompt.text()
    circle = d.table.circle

    def heading_to() -> float:  # where the circle's fade goes (the test gives it no time to get there)
        running = circle._fade.state() == QVariantAnimation.State.Running
        return float(circle._fade.endValue()) if running else circle._nightness

    assert heading_to() == 0.0, "the last words are said in the day's light, not under the night screen"
    d.press("night_ready")
    assert "Mafia" in d.table.prompt.text() and not d.table.timer_row.isVisible()
    assert heading_to() == 1.0, "Night falls: now it darkens"


def test_3_club_the_vote_waits_for_the_round_of_speeches(qtbot: QtBot) -> None:
    d, _, _ = start(qtbot, "club", TEN, CLUB)
    d.press("end_night")
    asked: list[str] = []
    d.table.confirm = lambda q: bool(asked.append(q))
    d.press("end_day")  # no nominations yet: the day could end, but no one has spoken
    assert asked[-1].endswith("End the day all the same?") and d.banner() == "Day 1"
    d.accuse("Ann", "Dan")
    assert not d.button("tally").isDefault(), "Vote is not the main button while speeches go on"
    asked.clear()
    d.press("tally")
    assert asked and asked[0].startswith("Not heard yet: Ann, Bob, Cid")
    assert d.table.composer.mode != "tally", "answered No: the speeches go on"
    for _ in TEN:  # every speaker's minute, skipped by the referee
        d.table.timer_skip.click()
    assert d.button("tally").isDefault()
    d.table.confirm = lambda q: bool(asked.append(q))
    asked.clear()
    d.press("tally")
    assert not asked and d.table.composer.mode == "tally"


def test_4_a_check_waits_for_the_referee_and_its_button_keeps_its_place(qtbot: QtBot) -> None:
    d, _, _ = start(qtbot, "classic", TEN[:9], CLASSIC)
    d.press("end_night")
    d.accuse("Dan", "Eve")
    d.vote("Ann", "Bob", "Dan", "Fay", "Gus")
    d.vote("Ann", "Bob", "Dan", "Fay", "Gus")
    d.shoot("Fay", "Ann", "Bob")
    answer = d.table.referee.answer_button
    place = answer.mapTo(d.table, answer.rect().topLeft())
    buttons = [b.mapTo(d.table, b.rect().topLeft()) for b in d.table.step_buttons()]
    d.tap("Ann")  # the Inspector points at Ann
    assert "Inspector" not in d.table.prompt.text() or "answer" in d.table.prompt.text()
    assert d.table.session.answer_pending and d.button_keys()[0] == "next_step"
    assert answer.isVisible() and answer.mapTo(d.table, answer.rect().topLeft()) == place
    assert d.table.step_buttons()[0].mapTo(d.table, d.table.step_buttons()[0].rect().topLeft()) == buttons[0]
    assert not d.table.circle.marks().selectable, "no second check by a stray tap"
    d.press("next_step")
    assert not d.table.session.answer_pending and not answer.isVisible()


def test_5_undo_back_into_the_day_keeps_the_clock_the_speaker_and_the_morning(qtbot: QtBot) -> None:
    # The classic day clock: 20:00, run for 5 minutes, then the night; undo comes back to 15:00.
    d, _, _ = start(qtbot, "classic", TEN[:9], CLASSIC)
    clock = FakeClock()
    d.table.controller.clock = clock
    d.press("end_night")
    d.table.day_clock_start.click()
    clock.now += 300
    d.accuse("Dan", "Eve")
    d.vote("Ann", "Bob", "Dan", "Fay", "Gus")
    d.vote("Ann", "Bob", "Dan", "Fay", "Gus")
    assert d.banner() == "Night 1"
    d.table.undo_button.click()
    assert d.banner() == "Day 1"
    assert d.table.clocks.day_clock.running and 899 <= d.table.clocks.day_clock.remaining() <= 900
    assert d.table.day_clock_label.text() == "Time left today 15:00"


def test_5_undo_keeps_the_club_speaker(qtbot: QtBot) -> None:
    d, _, _ = start(qtbot, "club", TEN, CLUB)
    d.press("end_night")
    for _ in range(3):
        d.table.timer_skip.click()  # Ann, Bob and Cid have spoken
    assert d.table.timer_label.text() == "Dan speaks"
    d.press("nominate")
    d.tap("Dan", "Bob")
    d.table.undo_button.click()
    assert d.table.timer_label.text() == "Dan speaks", "the speaking order went on where it was"


def test_5_undo_does_not_say_the_morning_again(qtbot: QtBot) -> None:
    d, _, _ = start(
        qtbot, "youth", TEN[:6], {"Ann": "mafia", "Bob": "mafia", "Cid": "detective", "Dan": "doctor"}
    )
    said: list[str] = []
    d.table.driver.phase = lambda phase, *_: said.append(phase)  # type: ignore[method-assign]
    d.press("end_day")
    d.tap("Eve")
    d.tap("Bob")
    d.press("next_step")
    d.tap("Fay")
    d.press("end_night")
    assert said == ["night", "day"]
    d.press("tally")
    d.tap("Ann")
    d.table.undo_button.click()  # the tally was not entered: this takes back the morning
    assert d.banner() == "Night 1"
    assert said == ["night", "day"], "nothing is announced again on undo"


def test_6_with_no_referee_the_table_sees_who_went_out_before_the_laptop_goes_round(qtbot: QtBot) -> None:
    from tests.ui.test_pass_and_play import start as pass_start

    p, d = pass_start(qtbot, "angel", TEN[:7], {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"})
    p.deal()
    d.press("end_night")
    d.accuse("Eve", "Ann")
    d.press("second")
    d.tap("Fay")
    d.vote("Cid", "Dan", "Eve", "Fay", "Gus")
    assert d.banner() == "Night 1" and not p.on_panel()
    seats = {s.name: (s.alive, s.role) for s in d.table.circle.seats()}
    assert seats["Ann"] == (False, "Mafia"), "the card turned up, on the table for all"
    assert (
        d.button_keys() == ["night_ready"]
        and d.button("night_ready").text() == "Night falls: pass the laptop"
    )
    d.press("night_ready")
    assert p.on_panel()


def test_7_a_rebuilt_set_up_does_not_break_the_cards_being_entered(qtbot: QtBot) -> None:
    from mafia_desktop.ui.setup.screen import SetupScreen

    screen = SetupScreen()
    screen.set_preset("classic")
    pending = screen.pending_game(5)
    screen.close()
    screen.deleteLater()
    QApplication.processEvents()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    roles = dict.fromkeys(pending.players, "civilian") | {pending.players[0]: "mafia"}
    record = pending.record(roles)
    assert record.setup.players == tuple(pending.players) and record.note("table")


def test_a_resumed_referee_night_calls_the_same_role(qtbot: QtBot) -> None:
    d, _, _ = start(qtbot, "club", TEN, CLUB)
    d.table.controller.submit([EndNight(), Nominate("Bob", "Dan")])
    d.table.controller.submit([Tally((("Dan", ("Bob", "Cid", "Eve", "Fay", "Hal", "Ivy", "Jon")),))])
    d.press("night_ready")
    d.shoot("")  # the mafia miss: the list is called to its end, nobody signs
    assert d.table.composer.list_end(), "it waits there for the referee"
    d.press("next_step")  # No shot: go on
    assert "Don" in d.table.prompt.text()
    again = TableScreen(GameController(d.table.controller.record))
    qtbot.addWidget(again)
    again.show()
    assert again.prompt.text() == d.table.prompt.text() and again.session == d.table.session
    assert isinstance(again.session, Session)
    assert Driver(qtbot, again).button_keys() == d.button_keys()
    assert Vote  # (the inputs above are the engine's own)


def test_9_a_tap_that_does_nothing_says_why(qtbot: QtBot) -> None:
    d, _, _ = start(qtbot, "club", TEN, CLUB)
    d.press("end_night")
    d.tap("Bob")
    assert d.table.error.isVisible() and "Press a button first" in d.table.error.text()
    d.accuse("Bob", "Cid")  # Bob nominates Cid (Ann, the speaker, picked at once, taken back)
    d.press("nominate")
    d.tap("Ann")  # the speaker taken back: who nominates?
    d.tap("Bob")  # Bob has nominated today already: the engine's own reason, in words
    assert d.table.error.text() == "Bob has already nominated Cid today; each player nominates once a day."
    d.tap("Eve", "Cid")
    assert d.table.error.text() == "Cid is already nominated today. Nominees: Cid."
    d.tap("Eve")
    assert d.table.error.text() == "Eve cannot nominate themselves."


def test_9_a_refused_accusation_says_why_in_russian(qtbot: QtBot) -> None:
    from mafia_desktop import i18n

    i18n.install("ru")
    try:
        d, _, _ = start(qtbot, "classic", TEN[:9], CLASSIC)
        d.press("end_night")
        d.press("nominate")
        d.tap("Dan", "Dan")
        text = d.table.error.text()
    finally:
        i18n.install("en")
    assert text == "Игрок Dan не может обвинять, выбрав самого себя.", text


def test_9_club_votes_show_who_voted_and_say_when_a_hand_moves(qtbot: QtBot) -> None:
    d, _, _ = start(qtbot, "club", TEN, CLUB)
    d.press("end_night")
    d.accuse("Bob", "Cid")
    d.accuse("Eve", "Dan")
    d.press("tally")
    d.tap("Fay", "Gus")
    d.press("next_candidate")
    assert d.table.circle.marks().voted == {"Fay", "Gus"}, "Fay and Gus voted for Cid already"
    d.tap("Gus")
    assert d.table.error.text() == "One hand each: Gus's vote moves from Cid to Dan."
    assert d.table.circle.marks().voted == {"Fay"} and d.table.circle.marks().hands == {"Gus"}


def test_9_the_log_asks_should_all_leave_and_classic_counts_the_shots(qtbot: QtBot) -> None:
    d, _, _ = start(qtbot, "club", TEN, CLUB)
    c = d.table.controller
    c.submit([EndNight(), Nominate("Ivy", "Gus"), Nominate("Jon", "Bob")])
    five = ("Ivy", "Jon", "Eve", "Fay", "Hal")
    rest = ("Ann", "Bob", "Cid", "Dan", "Gus")
    for _ in range(2):
        c.submit([Tally((("Gus", five), ("Bob", rest)))])
    c.submit([Vote(rest)])
    assert any(line.startswith("Should Gus and Bob all leave? 5 yes") for line in d.log())
    d2, _, _ = start(qtbot, "classic", TEN[:9], CLASSIC)
    d2.press("end_night")
    d2.accuse("Dan", "Eve")
    d2.vote("Ann", "Bob", "Dan", "Fay", "Gus")
    d2.vote("Ann", "Bob", "Dan", "Fay", "Gus")
    d2.shoot("Fay", "Ann", "Bob")
    shots = [i for i in d2.table.controller.record.inputs if i.act == "shoot"]
    assert [(i.by, i.target) for i in shots] == [("Ann", "Fay"), ("Bob", "Fay")]


def test_readable_across_the_table_and_dark_at_night(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """At 1366x768: the step's instruction 28 px or more, secondary buttons 18 px or more; the
    menus and the settings dialog take the night's colours."""
    from PySide6.QtGui import QFontInfo
    from PySide6.QtWidgets import QMenu

    from mafia_desktop.ui.window.main_window import MainWindow

    window = MainWindow(remember_geometry=False)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.mouseClick(window.home.new_button, Qt.MouseButton.LeftButton)
    window.setup.set_preset("club")
    qtbot.mouseClick(window.setup.start_button, Qt.MouseButton.LeftButton)
    table = window.table
    deal_round(qtbot, table)
    assert QFontInfo(table.prompt.font()).pixelSize() >= 28
    assert QFontInfo(table.caption.font()).pixelSize() >= 28
    for button in table.panel.tool_buttons():
        assert QFontInfo(button.font()).pixelSize() >= 18, button.objectName()
    assert window.controller.view().phase == "night"
    night = table.palette().color(table.backgroundRole()).lightness()
    assert night < 80
    for menu in window.menuBar().findChildren(QMenu):
        assert menu.palette().color(menu.backgroundRole()).lightness() < 80, "no white menu at night"
    seen: list[int] = []

    def look(dialog: QWidget) -> int:
        seen.append(dialog.palette().color(dialog.backgroundRole()).lightness())
        return 0

    from mafia_desktop.ui.dialogs.settings_dialog import SettingsDialog

    monkeypatch.setattr(SettingsDialog, "exec", look)
    window._on_settings_triggered()
    if window.speech is not None:
        window.speech.stop()
    assert seen and seen[0] < 80, "the settings dialog is dark at night"


def test_the_controller_passes_on_what_the_engine_says_to_the_shared_screen(qtbot: QtBot) -> None:
    d, _, _ = start(
        qtbot, "youth", TEN[:6], {"Ann": "mafia", "Bob": "mafia", "Cid": "detective", "Dan": "doctor"}
    )
    told: list[tuple[object, ...]] = []
    d.table.controller.events_happened.connect(told.append)
    d.press("end_day")
    d.tap("Eve")  # the mafia's choice: nothing the shared screen may see
    assert [type(e).__name__ for e in told[-1]] == []
    d.tap("Bob")  # the Detective's check: its answer is the referee's alone
    assert not any(getattr(e, "result", None) is not None for e in told[-1])
    d.press("next_step")
    d.tap("Fay")
    d.press("end_night")
    assert [type(e).__name__ for e in told[-1]][:2] == ["Death", "PhaseBegan"]
