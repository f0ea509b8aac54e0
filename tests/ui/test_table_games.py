"""One whole game per preset, played through the widgets (taps, buttons, keys) to a win, with the
screen checked after each phase, and every public screen walked for a living player's role."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from mafia_desktop.engine.record import Record
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.ui.table.controller import GameController
from mafia_desktop.ui.table.screen import TableScreen
from tests.ui.table_driver import Driver, role_leaks

TEN = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]


def start(
    qtbot: QtBot, preset: str, players: list[str], roles: dict[str, str]
) -> tuple[Driver, Record, list[Record]]:
    record = Record(make_setup(preset, 11, players, roles))
    saved: list[Record] = []
    controller = GameController(record, saver=saved.append)
    table = TableScreen(controller)
    table.confirm = lambda question: True
    qtbot.addWidget(table)
    table.resize(1366, 768)
    with qtbot.waitActive(table):
        table.show()
        table.activateWindow()
    return Driver(qtbot, table, record), record, saved


def check_private(d: Driver, record: Record) -> None:
    leaks = role_leaks(d.table, record)
    assert not leaks, leaks


def test_classic_game_to_a_town_win(qtbot: QtBot) -> None:
    d, record, saved = start(qtbot, "classic", TEN[:5], {"Ann": "mafia", "Bob": "detective"})
    assert d.banner() == "Meeting night"
    check_private(d, record)
    d.press("end_night")
    assert d.banner() == "Day 1"
    assert d.table.day_clock_row.isVisible(), "the classic day limit is offered"
    assert d.table.day_clock_label.text() == "Time left today 20:00"
    check_private(d, record)
    d.accuse("Bob", "Cid")
    assert "Vote to charge Cid" in d.table.circle.centre()[1]
    d.vote("Ann", "Bob", "Dan")
    assert "execute Cid" in d.table.circle.centre()[1]
    d.vote("Ann", "Bob", "Dan")
    assert d.banner() == "Night 1"
    assert "Cid is out by the vote" in d.log()
    check_private(d, record)
    # The night, entered by role: the called list, Ann signs at Eve; then the Inspector points at Ann.
    d.shoot("Eve", "Ann")
    assert "Inspector" in d.table.prompt.text()
    d.tap("Ann")
    check_private(d, record)
    assert d.table.referee.answer_button.isVisible() and not d.table.answer_label.isVisible()
    qtbot.mousePress(d.table.referee.answer_button, Qt.MouseButton.LeftButton)
    assert d.table.answer_label.text() == "Seat 1 — Ann\nThe Inspector: mafia", (
        "the seat pointed at, confirmed"
    )
    qtbot.mouseRelease(d.table.referee.answer_button, Qt.MouseButton.LeftButton)
    assert not d.table.answer_label.isVisible()
    d.press("next_step")  # the referee has seen the answer: the next role
    d.press("end_night")
    assert d.banner() == "Day 2"
    assert "Eve was killed in the night" in d.log()
    check_private(d, record)
    d.accuse("Bob", "Ann")
    d.vote("Bob", "Dan")
    d.vote("Bob", "Dan")
    assert d.banner() == "Game over"
    assert d.table.prompt.text() == "The town wins!"
    seats = {s.name: s.role for s in d.table.circle.seats()}
    assert seats["Ann"] == "Mafia" and seats["Bob"] == "Inspector" and seats["Cid"] == "Civilian"
    assert d.table.new_game_button.isVisible()
    assert "Ann shot at Eve" in d.log(), "the timeline shows the whole game at the end"
    # Every accepted input was handed to the saver (inputs entered together in one write; a step
    # of the table's flow, such as the next role called, is a save of its own), the last save
    # being the whole game.
    counts = [len(r.inputs) for r in saved]
    assert saved[-1] == d.table.controller.record and counts == sorted(counts)
    assert counts[-1] == len(saved[-1].inputs)


def test_youth_game_to_a_town_win(qtbot: QtBot) -> None:
    roles = {"Ann": "mafia", "Bob": "mafia", "Cid": "detective", "Dan": "doctor"}
    d, record, _ = start(qtbot, "youth", TEN[:6], roles)
    assert d.banner() == "Day 1"
    assert "no vote" in d.table.circle.centre()[1]
    assert d.button_keys() == ["end_day"]
    d.press("end_day")
    assert d.banner() == "Night 1"
    check_private(d, record)
    d.tap("Eve")  # the mafia's victim
    assert "Detective" in d.table.prompt.text()
    d.tap("Bob")
    d.press("next_step")  # after the answer
    assert "Medic" in d.table.prompt.text()
    d.tap("Eve")
    d.press("end_night")
    assert "No one died: the victim was saved" in d.log()
    check_private(d, record)
    d.press("tally")
    d.tap("Ann")  # the candidate
    d.tap("Cid", "Dan", "Eve", "Fay")
    d.press("count_tally")
    assert "Votes: Ann — 4 votes" in d.log()
    d.vote("Cid", "Dan", "Eve", "Fay")
    assert "Ann's card: Mafia" in d.log()
    assert d.banner() == "Night 2"
    d.tap("Cid")
    d.tap("Bob")
    d.press("next_step")
    d.tap("Dan")
    d.press("end_night")
    assert "Cid was killed in the night" in d.log()
    check_private(d, record)
    d.press("tally")
    d.tap("Bob")
    d.tap("Dan", "Eve", "Fay")
    d.press("count_tally")
    d.vote("Dan", "Eve", "Fay")
    assert d.table.prompt.text() == "The town wins!"


def test_club_game_to_a_mafia_win_with_keys_and_a_car_crash(qtbot: QtBot) -> None:
    roles = {"Ann": "don", "Dan": "mafia", "Gus": "mafia", "Eve": "detective"}
    d, record, _ = start(qtbot, "club", TEN, roles)
    assert d.banner() == "Zero night"
    d.press("end_night")
    assert d.banner() == "Day 1"
    assert d.table.timer_label.text() == "Ann speaks"
    check_private(d, record)
    # Nominations with the number keys. Only the speaker nominates: Nominate picks Ann, who
    # speaks; her seat's key again takes her back, and Ivy (9) names Gus (7), Jon (0 = 10) Bob (2).
    d.table.timer_start.click()  # Ann speaks: her clock runs
    d.press("nominate")
    assert d.table.composer.actor == "Ann" and d.table.prompt.text().startswith("Ann: tap the player")
    d.key_seat("Ann")
    assert d.table.composer.mode == "pick_actor"
    d.key_seat("Ivy")
    d.key_seat("Gus")
    d.press("nominate")
    d.key_seat("Ann")
    d.key_seat("Jon")
    d.key_seat("Bob")
    assert {s.name for s in d.table.circle.seats() if s.nominated} == {"Gus", "Bob"}
    d.press("tally")
    d.tap("Ivy", "Jon", "Eve", "Fay", "Hal")
    d.press("next_candidate")
    d.tap("Ann", "Bob", "Cid", "Dan", "Gus")
    d.press("count_tally")
    assert "Tie between Gus and Bob" in d.log()
    assert d.table.timer_label.text() == "Defence: Gus"
    assert d.table.prompt.text() == "Tie: Gus and Bob defend, then the vote again.", (
        "no hands asked for while the defences are to come"
    )
    d.tap("Ivy", "Jon", "Eve", "Fay", "Hal")
    d.press("next_candidate")
    d.tap("Ann", "Bob", "Cid", "Dan", "Gus")
    d.press("count_tally")
    assert (
        "should Gus and Bob all leave?" in d.table.circle.centre()[1].lower()
        or "all leave" in d.table.circle.centre()[1]
    )
    d.vote("Ann", "Dan", "Gus", "Cid", "Bob")  # 5 of 10: an even split, both stay
    assert d.banner() == "Night 1"
    check_private(d, record)
    # Night 2: all three mafia shoot Eve (the Sheriff); the Don looks for the Sheriff.
    d.shoot("Eve", "Ann", "Dan", "Gus")
    d.tap("Eve")
    qtbot.mousePress(d.table.referee.answer_button, Qt.MouseButton.LeftButton)
    assert d.table.answer_label.text() == "Seat 5 — Eve\nThe Don found the Sheriff"
    qtbot.mouseRelease(d.table.referee.answer_button, Qt.MouseButton.LeftButton)
    d.press("next_step")  # the Don has been answered: the Sheriff
    d.press("next_step")  # the Sheriff's turn, no check
    d.press("end_night")
    assert "Eve was killed in the night" in d.log()
    assert d.table.timer_label.text() == "Last words: Eve"
    check_private(d, record)
    # Day 2: Dan names Bob; the mafia and Cid vote him out.
    d.press("nominate")
    d.tap("Dan", "Bob")
    d.press("tally")
    d.tap("Ann", "Dan", "Gus", "Cid", "Fay")
    d.press("count_tally")
    assert "Bob is out by the vote" in d.log()
    # His last words come before the night: the night waits for the referee.
    assert d.banner() == "Night 2" and d.button_keys() == ["night_ready"]
    assert d.table.timer_label.text() == "Last words: Bob"
    d.press("night_ready")
    assert not d.table.timer_row.isVisible()
    d.shoot("Cid", "Ann", "Dan", "Gus")
    d.press("next_step")
    # The dead Sheriff is still called: a secret death leaves no gap in the night.
    assert "wake up" in d.table.prompt.text() and d.button("end_night") is None
    d.press("next_step")
    d.press("end_night")
    assert "Cid was killed in the night" in d.log()
    d.press("nominate")
    d.tap("Dan", "Fay")
    d.press("tally")
    d.tap("Ann", "Dan", "Gus", "Hal")
    d.press("count_tally")
    # 3 mafia against 3 town: the mafia win at equality.
    assert d.table.prompt.text() == "The mafia win!"


def test_angel_game_to_a_town_win(qtbot: QtBot) -> None:
    d, record, _ = start(qtbot, "angel", TEN[:7], {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"})
    d.press("end_night")
    d.accuse("Eve", "Ann")
    assert d.button_keys()[:2] == ["nominate", "second"]
    d.press("second")
    d.tap("Fay")
    d.vote("Cid", "Dan", "Eve", "Fay")
    assert "Ann's card: Mafia" in d.log()
    check_private(d, record)
    d.tap("Gus")  # the mafia's choice
    assert "Angel" in d.table.prompt.text()
    d.tap("Bob")
    d.press("next_step")
    d.press("end_night")
    assert "Gus's card: Civilian" in d.log()
    check_private(d, record)
    d.accuse("Cid", "Bob")
    d.press("second")
    d.tap("Dan")
    d.vote("Cid", "Dan", "Eve", "Fay")
    assert d.table.prompt.text() == "The town wins!"


def test_peek_shows_roles_only_while_held(qtbot: QtBot) -> None:
    d, record, _ = start(
        qtbot, "club", TEN, {"Ann": "don", "Dan": "mafia", "Gus": "mafia", "Eve": "detective"}
    )
    assert not any(s.role for s in d.table.circle.seats())
    qtbot.keyPress(d.table.circle, Qt.Key.Key_Space)
    assert {s.name: s.role for s in d.table.circle.seats()}["Ann"] == "Don"
    qtbot.keyRelease(d.table.circle, Qt.Key.Key_Space)
    assert not any(s.role for s in d.table.circle.seats())
    qtbot.mousePress(d.table.referee.peek_button, Qt.MouseButton.LeftButton)
    assert {s.name: s.role for s in d.table.circle.seats()}["Eve"] == "Sheriff"
    qtbot.mouseRelease(d.table.referee.peek_button, Qt.MouseButton.LeftButton)
    assert not any(s.role for s in d.table.circle.seats())
    check_private(d, record)


def test_a_held_peek_hides_by_itself(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    d, _, _ = start(qtbot, "club", TEN, {"Ann": "don", "Dan": "mafia", "Gus": "mafia", "Eve": "detective"})
    d.table.referee.peek_button._limit.setInterval(50)
    qtbot.mousePress(d.table.referee.peek_button, Qt.MouseButton.LeftButton)
    assert any(s.role for s in d.table.circle.seats())
    qtbot.waitUntil(lambda: not any(s.role for s in d.table.circle.seats()), timeout=2000)


def test_undo_takes_back_the_last_input_and_says_which(qtbot: QtBot) -> None:
    d, _, saved = start(qtbot, "classic", TEN[:5], {"Ann": "mafia", "Bob": "detective"})
    d.press("end_night")
    d.accuse("Bob", "Cid")
    asked: list[str] = []
    d.table.confirm = lambda q: asked.append(q) or True
    qtbot.keyClick(d.table.circle, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert asked == ["Undo Bob accusing Cid?"]
    # One step back: Bob is nominating again, the nominee not yet tapped (Cancel leaves it).
    assert d.button_keys() == ["cancel"] and d.table.composer.actor == "Bob"
    d.press("cancel")
    assert d.button_keys() == ["nominate"], "(fate picks only once the day's clock has run out)"
    assert len(saved[-1].inputs) == 1
    d.table.confirm = lambda q: False
    d.table.undo_button.click()
    assert d.banner() == "Day 1", "declining the question keeps the game as it was"


def test_undo_of_a_night_choice_names_nobody(qtbot: QtBot) -> None:
    d, _, _ = start(qtbot, "angel", TEN[:7], {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"})
    d.press("end_night")
    d.press("end_day")
    d.tap("Gus")
    asked: list[str] = []
    d.table.confirm = lambda q: asked.append(q) or True
    d.table.undo_button.click()
    assert asked == ["Undo the last night choice?"]


def test_the_morning_waits_for_the_mafia_where_they_may_not_skip(qtbot: QtBot) -> None:
    d, _, _ = start(qtbot, "angel", TEN[:7], {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"})
    d.press("end_night")
    d.press("end_day")
    d.press("next_step")  # the mafia skip: not allowed in angel
    d.press("next_step")
    assert d.button("end_night") is None
    assert d.table.prompt.text() == "Under these rules the mafia must choose a victim: go back to the mafia."
    d.press("back_step")
    d.press("back_step")
    d.tap("Fay")
    d.press("next_step")
    d.press("end_night")
    assert "Fay was killed in the night" in d.log()


def test_a_refused_input_is_explained_next_to_the_buttons(qtbot: QtBot) -> None:
    d, _, _ = start(qtbot, "classic", TEN[:9], {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"})
    d.press("end_night")
    d.accuse("Dan", "Eve")
    d.vote("Ann", "Bob", "Dan", "Fay", "Gus")
    d.vote("Ann", "Bob", "Dan", "Fay", "Gus")
    for _ in range(4):
        d.press("next_seat")
    d.tap("Dan")  # Dan is no mafioso: his "shot" at Fay is refused
    assert d.table.error.isVisible()
    assert d.table.error.text() == "That tap is not a shot the rules allow (one shot each, never at oneself)."


def test_night_screen_offers_every_living_seat_whatever_the_role(qtbot: QtBot) -> None:
    d, _, _ = start(qtbot, "classic", TEN[:9], {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"})
    d.press("end_night")
    d.accuse("Dan", "Eve")
    d.vote("Ann", "Bob", "Dan", "Fay", "Gus")
    d.vote("Ann", "Bob", "Dan", "Fay", "Gus")
    marks = d.table.circle.marks()
    living = {s.name for s in d.table.circle.seats() if s.alive}
    assert marks.selectable == living
    d.press("next_seat")
    assert d.table.circle.marks().selectable == living


def test_timer_controls_and_chimes_at_ten_seconds_and_zero(qtbot: QtBot) -> None:
    d, _, _ = start(qtbot, "club", TEN, {"Ann": "don", "Dan": "mafia", "Gus": "mafia", "Eve": "detective"})
    d.press("end_night")
    table = d.table
    now = [5000.0]
    table.controller.clock = lambda: now[0]
    assert table.timer_label.text() == "Ann speaks" and table.timer_start.text() == "Start"
    table.timer_start.click()
    assert table.timer_start.text() == "Pause"
    assert table.circle.marks().speaking == "Ann" and table.circle.marks().next_speaker == "Bob"
    now[0] += 51
    table.clocks.timer._on_timer_timeout()
    assert table.chimes.played[-1] == "timer-warning"
    now[0] += 10
    table.clocks.timer._on_timer_timeout()
    assert table.chimes.played[-1] == "timer-end"
    assert table.timer_label.text() == "Bob speaks", "the next speaker is up, waiting for Start"
    table.timer_skip.click()
    assert table.timer_label.text() == "Cid speaks"
    assert table.circle.centre()[2] == "1:00"


def test_classic_day_clock_runs_through_the_trials_and_says_when_time_is_up(qtbot: QtBot) -> None:
    d, _, _ = start(qtbot, "classic", TEN[:9], {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"})
    d.press("end_night")
    now = [100.0]
    d.table.controller.clock = lambda: now[0]
    d.table.clocks.day_clock.start(1200, "day_limit", None, 120)
    now[0] += 500
    d.accuse("Dan", "Eve")
    assert d.table.clocks.day_clock.active and abs(d.table.clocks.day_clock.remaining() - 700) < 1
    now[0] += 600
    d.table.clocks.day_clock._on_timer_timeout()
    assert d.table.chimes.played[-1] == "timer-warning"
    now[0] += 100
    d.table.clocks.day_clock._on_timer_timeout()
    assert d.table.chimes.played[-1] == "timer-end"
    assert d.button("end_day") is not None and d.button("end_day").isDefault()
    d.press("end_day")
    assert "Time ran out" in d.log()[-2]


REAL_ASK = TableScreen._ask  # the box itself (the UI tests' conftest stands in for it)


def test_fate_is_offered_only_once_the_day_s_time_has_run_out_and_asks_no_by_default(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    d, _, _ = start(qtbot, "classic", TEN[:9], {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"})
    d.press("end_night")
    assert d.table.day_clock_label.text() == "Time left today 20:00"
    assert d.button("end_day") is None, "no 'Time is up' beside Accuse while 20:00 are left"
    now = [100.0]
    d.table.controller.clock = lambda: now[0]
    d.table.clocks.day_clock.start(1200, "day_limit", None, 120)
    now[0] += 1300
    d.table.clocks.day_clock._on_timer_timeout()
    assert d.button("end_day") is not None and d.button("end_day").text() == "Time is up: fate picks"
    defaults: list[bool] = []
    monkeypatch.setattr(
        "mafia_desktop.ui.table.screen.ask_yes_no",
        lambda parent, title, question, default_yes=True: defaults.append(default_yes) or False,
    )
    d.table.confirm = lambda question: REAL_ASK(d.table, question)
    d.press("end_day")
    assert defaults == [False], "Enter answers No: a random death is not taken back lightly"
    assert d.banner() == "Day 1"


def test_two_angels_each_ask_before_the_next_role(qtbot: QtBot) -> None:
    names = [*TEN, "Kim", "Lou", "Max", "Ned", "Oli", "Pam"]
    roles = {
        "Ann": "mafia",
        "Bob": "mafia",
        "Cid": "mafia",
        "Dan": "mafia",
        "Eve": "detective",
        "Fay": "detective",
    }
    d, _, _ = start(qtbot, "angel", names, roles)
    d.press("end_night")
    d.press("end_day")
    d.tap("Gus")
    d.tap("Bob")  # the first Angel asks
    assert (
        d.button_keys()[0] == "next_step" and d.button("next_step").text() == "The next player of this role"
    )
    d.press("next_step")
    assert "Angel" in d.table.prompt.text(), "the second Angel has not asked yet"
    d.tap("Hal")
    d.press("next_step")
    assert d.button("end_night") is not None
    d.press("end_night")
    log = d.table.controller.referee_desk().view().log
    assert [(e.by, e.target) for e in log if e.type == "check"] == [("Eve", "Bob"), ("Fay", "Hal")]


def test_undo_in_the_night_goes_back_to_the_role_whose_choice_it_took_back(qtbot: QtBot) -> None:
    d, _, _ = start(
        qtbot, "youth", TEN[:6], {"Ann": "mafia", "Bob": "mafia", "Cid": "detective", "Dan": "doctor"}
    )
    d.press("end_day")
    d.tap("Eve")
    d.tap("Bob")
    d.press("next_step")
    assert "Medic" in d.table.prompt.text()
    d.table.undo_button.click()  # takes back the Detective's check
    assert "Detective" in d.table.prompt.text() and "answer" not in d.table.prompt.text()
    d.table.undo_button.click()  # and the mafia's choice
    assert "Mafia" in d.table.prompt.text()


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("preset", ["classic", "angel"])
def test_an_accusation_day_says_accuse_never_nominate(qtbot: QtBot, preset: str, lang: str) -> None:
    """Issue 26: classic and angel accuse; their buttons, prompts, log and undo never use the club's
    word "Nominate" ("Выставить")."""
    from mafia_desktop import i18n
    from tests.ui.table_driver import visible_strings

    i18n.install(lang)
    try:
        d, _, _ = start(qtbot, preset, TEN[:7], {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"})

        def shown() -> list[str]:
            return [*visible_strings(d.table), *(b.text() for b in d.table.step_buttons())]

        d.press("end_night")
        seen = shown()
        d.press("nominate")
        seen += shown()
        d.tap("Eve")
        seen += shown()
        d.tap("Ann")
        seen += [*shown(), d.table.undo_question()[1]]
        if preset == "angel":
            d.press("nominate")  # a second accusation offered while the first waits for its second
            seen += shown()
            d.press("cancel")
    finally:
        i18n.install("en")
    words = ("Nominate", "nominate", "Выставить", "выставл", "naming")
    found = [s for s in seen if any(w in s for w in words)]
    assert not found, found
    accuse = "Accuse" if lang == "en" else "Обвинить"
    assert accuse in seen
