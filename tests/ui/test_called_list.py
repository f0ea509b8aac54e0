"""The called list (issue 20): where the mafia shoot with eyes shut (the rules' kill is a majority or
a unanimous shot), the referee console calls every living seat in seat order, and the referee taps
the players who sign at the seat called. Classic and club nights driven by taps per seat, the shots
entered and the morning they make; back, repeat, pause; resume and undo mid-list; the pause per
seat with no narrator and with one (fake clocks: no test waits on wall time)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from mafia_desktop import settings
from mafia_desktop.engine.inputs import EndNight, Input, NightInput, Nominate, Tally, Vote
from mafia_desktop.engine.record import Record
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.narration.narrator import Narrator
from mafia_desktop.narration.night_script import called_list_opening, seat_call
from mafia_desktop.narration.speech import SpeechCache, Voice
from mafia_desktop.settings import store as settings_store
from mafia_desktop.table.session import Session
from mafia_desktop.ui.table.controller import GameController
from mafia_desktop.ui.table.screen import TableScreen
from tests.bounded import bounded, repeat_until
from tests.narration.fake_speech import FakeBackend
from tests.ui.table_driver import Driver
from tests.ui.test_table_games import TEN, start
from tests.ui.test_timers import FakeClock

CLASSIC = {"Ann": "mafia", "Bob": "mafia", "Cid": "mafia", "Dan": "detective"}
CLUB = {"Ann": "don", "Dan": "mafia", "Gus": "mafia", "Eve": "detective"}
NINE = TEN[:9]  # the classic night's living seats once Jon is executed


def classic_night(qtbot: QtBot) -> tuple[Driver, list[Record]]:
    """Classic, ten players, three mafiosi: the meeting night, Jon executed on day 1; night 2."""
    d, _, saved = start(qtbot, "classic", TEN, CLASSIC)
    five = ("Ann", "Bob", "Cid", "Dan", "Eve")
    d.table.controller.submit([EndNight(), Nominate("Eve", "Jon"), Vote(five), Vote(five)])
    assert d.banner() == "Night 1"
    return d, saved


def club_night(qtbot: QtBot) -> tuple[Driver, list[Record]]:
    """Club: the zero night, Jon voted out on day 1; his last words, then night 2 falls."""
    d, _, saved = start(qtbot, "club", TEN, CLUB)
    town = tuple(n for n in TEN if n not in ("Ann", "Dan", "Gus", "Jon"))
    d.table.controller.submit([EndNight(), Nominate("Bob", "Jon"), Tally((("Jon", town),))])
    d.press("night_ready")
    assert d.banner() == "Night 1"
    return d, saved


def called(d: Driver) -> tuple[int, str] | None:
    return d.table.composer.called()


def night_inputs(d: Driver) -> list[Input]:
    inputs = d.table.controller.record.inputs
    return [i for i in inputs[-12:] if isinstance(i, NightInput)]


def shots(d: Driver) -> list[tuple[str, str]]:
    return [(i.by, i.target) for i in night_inputs(d) if i.act == "shoot"]


def walk(d: Driver, signs: dict[str, tuple[str, ...]]) -> list[tuple[object, ...]]:
    """Call the whole list: at each seat, tap whoever signs at it (``signs``: target -> shooters),
    then Next seat. Returns what the console showed at each seat."""
    shown: list[tuple[object, ...]] = []
    for _ in bounded(60, "the called list to end"):
        if called(d) is None:
            break
        number, name = called(d)  # type: ignore[misc]
        assert d.table.called_label.isVisible()
        assert d.table.called_label.text() == f"Seat {number} — {name}"
        assert d.table.circle.marks().picked == {name}, "the seat called is marked on the circle"
        for shooter in signs.get(name, ()):
            d.tap(shooter)
        assert d.table.circle.marks().hands == set(signs.get(name, ()))
        shown.append((number, name, d.table.prompt.text(), tuple(d.button_keys())))
        d.press("next_seat")
    return shown


def finish_night(d: Driver) -> None:
    """The roles after the mafia: nobody checks; then the morning."""
    repeat_until(lambda: d.button("end_night") is not None, lambda: d.press("next_step"), "End the night", 30)
    d.press("end_night")


# --- a night by taps per seat -------------------------------------------------------------------------


def test_classic_calls_every_living_seat_and_a_majority_of_shots_kills(qtbot: QtBot) -> None:
    d, _ = classic_night(qtbot)
    assert "Mafia, eyes shut" in d.table.prompt.text()
    assert d.table.circle.marks().selectable == set(NINE), "every living seat may be tapped"
    shown = walk(d, {"Fay": ("Ann", "Bob"), "Gus": ("Cid",)})
    # Every living seat, the mafia's own included, in seat order; the same screen whatever the taps.
    assert [(n, name) for n, name, _, _ in shown] == list(enumerate(NINE, start=1))
    assert {(prompt, keys) for _, _, prompt, keys in shown[1:-1]} == {
        (shown[1][2], ("next_seat", "resume_list", "repeat_seat", "back_seat"))
    }
    assert shown[0][3] == ("next_seat", "resume_list", "repeat_seat")
    # The shots went in as each seat was left, in the engine's own acts.
    assert shots(d) == [("Ann", "Fay"), ("Bob", "Fay"), ("Cid", "Gus")]
    assert d.table.session.call == 1 and "Inspector" in d.table.prompt.text()
    assert not d.table.called_label.isVisible()
    finish_night(d)
    assert "Fay was killed in the night" in d.log(), "two of three living mafiosi: a majority"


def test_classic_without_a_majority_is_a_miss(qtbot: QtBot) -> None:
    d, _ = classic_night(qtbot)
    walk(d, {"Fay": ("Ann",), "Gus": ("Cid",)})
    finish_night(d)
    assert d.banner() == "Day 2" and all(s.alive for s in d.table.controller.view().seats if s.name in NINE)


def test_club_kills_only_when_every_mafioso_signs_at_the_same_seat(qtbot: QtBot) -> None:
    d, _ = club_night(qtbot)
    shown = walk(d, {"Bob": ("Ann", "Dan"), "Cid": ("Gus",)})  # a split: a miss
    assert [name for _, name, _, _ in shown] == TEN[:9]
    assert shots(d) == [("Ann", "Bob"), ("Dan", "Bob"), ("Gus", "Cid")]
    finish_night(d)
    assert d.banner() == "Day 2"
    assert not any("killed in the night" in line for line in d.log())
    # Day 2 to night 3 (Cid out by the vote); then all three at Bob: a hit.
    town = ("Bob", "Eve", "Fay", "Hal", "Ivy")
    d.table.controller.submit([Nominate("Bob", "Cid"), Tally((("Cid", town),))])
    d.press("night_ready")
    walk(d, {"Bob": ("Ann", "Dan", "Gus")})
    finish_night(d)
    assert "Bob was killed in the night" in d.log()


def test_a_tap_the_rules_refuse_is_not_taken_and_says_why(qtbot: QtBot) -> None:
    d, _ = classic_night(qtbot)
    d.tap("Ann")  # Ann signs at her own seat: nobody shoots themself
    assert d.table.error.isVisible() and "not a shot the rules allow" in d.table.error.text()
    assert d.table.circle.marks().hands == set()
    d.press("next_seat")
    d.tap("Eve")  # Eve is no mafioso
    assert d.table.circle.marks().hands == set()
    d.tap("Ann")
    d.press("next_seat")
    d.tap("Ann")  # one shot each: Ann has shot already
    assert d.table.circle.marks().hands == set()
    assert shots(d) == [("Ann", "Bob")]


def test_team_kill_presets_keep_their_one_choice(qtbot: QtBot) -> None:
    d, _, _ = start(qtbot, "youth", TEN[:6], {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"})
    d.press("end_day")
    assert d.table.composer.called() is None and not d.table.called_label.isVisible()
    d.tap("Eve")
    assert shots(d) == [("Ann", "Eve")] and "Detective" in d.table.prompt.text()


# --- back, repeat, pause --------------------------------------------------------------------------------


def test_back_one_seat_takes_its_shots_back_and_shows_its_taps(qtbot: QtBot) -> None:
    d, saved = classic_night(qtbot)
    d.press("next_seat")
    d.press("next_seat")
    assert called(d) == (3, "Cid")
    d.tap("Ann", "Bob")
    d.press("next_seat")
    assert shots(d) == [("Ann", "Cid"), ("Bob", "Cid")] and called(d) == (4, "Dan")
    count = len(saved)
    d.press("back_seat")
    assert called(d) == (3, "Cid") and shots(d) == [], "the seat's shots are taken back"
    assert d.table.circle.marks().hands == {"Ann", "Bob"}, "its taps are there to change"
    assert len(saved) == count + 1, "one save"
    d.tap("Bob")  # Bob did not sign after all
    d.press("next_seat")
    assert shots(d) == [("Ann", "Cid")]
    d.press("back_seat")  # Dan -> Cid again
    assert shots(d) == [] and d.table.circle.marks().hands == {"Ann"}
    d.press("back_seat")  # Cid -> Bob: nothing was entered at Bob, and Cid's taps are dropped
    assert called(d) == (2, "Bob") and shots(d) == [] and d.table.circle.marks().hands == set()
    assert d.table.session.seat == 1
    d.press("back_seat")
    assert called(d) == (1, "Ann") and "back_seat" not in d.button_keys()


def test_back_from_the_next_role_goes_to_the_last_seat(qtbot: QtBot) -> None:
    d, _ = classic_night(qtbot)
    walk(d, {"Ivy": ("Ann", "Cid")})
    assert shots(d) == [("Ann", "Ivy"), ("Cid", "Ivy")] and "back_step" in d.button_keys()
    d.press("back_step")
    assert called(d) == (9, "Ivy") and shots(d) == []
    assert d.table.circle.marks().hands == {"Ann", "Cid"}
    assert d.button("next_seat").text() == "Last seat: done"
    d.press("next_seat")
    d.tap("Bob")  # the Inspector checks: the list is behind a choice now, undo goes first
    assert "back_step" not in d.button_keys()


def test_repeat_and_pause(qtbot: QtBot) -> None:
    d, _ = classic_night(qtbot)
    table = table_ = d.table
    clock = FakeClock()
    table.clocks.seat_timer._clock = clock
    assert d.button("resume_list").text() == "Start the list"
    assert not table.clocks.seat_timer.active, "with no narrator, the list waits for the referee"
    d.press("resume_list")
    assert table.session.calling == "on" and table_.clocks.seat_timer.running
    assert table.circle.centre()[2] == "0:02"
    clock.now += 1.5
    d.press("repeat_seat")  # the seat again: its whole pause again
    assert called(d) == (1, "Ann") and table.circle.centre()[2] == "0:02"
    d.press("pause_list")
    assert table.session.calling == "paused" and not table.clocks.seat_timer.active
    assert table.circle.centre()[2] == "", "no countdown while paused"
    assert table.prompt.text().startswith("The list is paused")
    assert d.button("resume_list").text() == "Resume the list"
    clock.now += 60
    table.clocks.seat_timer._on_timer_timeout()
    assert called(d) == (1, "Ann"), "paused: the list stays"
    d.press("resume_list")
    assert table.clocks.seat_timer.running


# --- the pace -------------------------------------------------------------------------------------------


def test_with_no_narrator_the_list_moves_on_after_the_pause_per_seat(qtbot: QtBot) -> None:
    settings_store().set_value(settings.SEAT_PAUSE.name, 3)
    d, saved = classic_night(qtbot)
    table = d.table
    clock = FakeClock()
    table.clocks.seat_timer._clock = clock
    d.press("resume_list")
    seen = []
    for _ in range(3):
        d.tap(*{"Cid": ("Ann", "Bob")}.get(called(d)[1], ()))  # type: ignore[index]
        seen.append(called(d))
        for left in ("0:03", "0:02", "0:01"):
            assert table.circle.centre()[2] == left, "a visible countdown"
            clock.now += 1
            table.clocks.seat_timer._on_timer_timeout()
    assert seen == [(1, "Ann"), (2, "Bob"), (3, "Cid")] and called(d) == (4, "Dan")
    assert shots(d) == [("Ann", "Cid"), ("Bob", "Cid")], "the taps went in as the list moved on"
    # Paced, the list reaches the next role by itself.
    for _ in range(6):
        clock.now += 3
        table.clocks.seat_timer._on_timer_timeout()
    assert called(d) is None and "Inspector" in table.prompt.text()
    assert not table.clocks.seat_timer.active and table.circle.centre()[2] == ""


def test_a_question_holds_the_list(qtbot: QtBot) -> None:
    d, _ = classic_night(qtbot)
    table = d.table
    clock = FakeClock()
    table.clocks.seat_timer._clock = clock
    d.press("resume_list")

    def answer(question: str) -> bool:
        clock.now += 10
        table.clocks.seat_timer._on_timer_timeout()
        return False

    table.confirm = answer
    table.undo_button.click()
    assert called(d) == (1, "Ann"), "the list did not move under the question"
    assert table.clocks.seat_timer.running and table.clocks.seat_timer.remaining() == 2


def narrated(
    qtbot: QtBot, tmp_path: Path, preset: str, roles: dict[str, str]
) -> tuple[TableScreen, Narrator]:
    record = Record(make_setup(preset, 2, TEN, roles)).with_note(
        "table", {"mode": "referee", "deal": "peek", "narrate": True, "lang": "en"}
    )
    cache = SpeechCache(tmp_path / "speech", FakeBackend)
    narrator = Narrator(cache, Voice("en"))
    narrator.muted = True
    table = TableScreen(GameController(record), narrator=narrator)
    table.confirm = lambda q: True
    qtbot.addWidget(table)
    table.show()
    return table, narrator


def test_the_narrator_calls_the_list_and_each_seat_gets_its_pause_after_it_is_said(
    qtbot: QtBot, tmp_path: Path
) -> None:
    table, narrator = narrated(qtbot, tmp_path, "club", CLUB)
    clock = FakeClock()
    table.clocks.seat_timer._clock = clock
    d = Driver(qtbot, table)
    town = tuple(n for n in TEN if n not in ("Ann", "Dan", "Gus", "Jon"))
    table.controller.submit([EndNight(), Nominate("Bob", "Jon"), Tally((("Jon", town),))])
    d.press("night_ready")
    rules = table.controller.view().rules
    opening, first = called_list_opening(rules, "en").text, seat_call(rules, 1, "Ann", "en").text
    assert narrator.spoken[-1] != first or narrator.busy
    # Narrated too, the list waits at its first seat until the referee chooses its pace.
    start = d.button("resume_list")
    assert table.session.calling == "" and start is not None and start.text() == "Start the list"
    repeat_until(lambda: not narrator.busy, narrator.finish_now, "the narrator to fall silent", 200)
    assert narrator.spoken[-2:] == [opening, first]
    assert not table.clocks.seat_timer.active and called(d) == (1, "Ann"), "it waits for the referee"
    d.press("resume_list")  # the pace for this night: the seat is said again, then its pause
    assert table.session.calling == "on" and d.button_keys()[1] == "pause_list"
    assert not table.clocks.seat_timer.active, "the pause waits for the seat to be said"
    repeat_until(lambda: not narrator.busy, narrator.finish_now, "the narrator to fall silent", 200)
    assert narrator.spoken[-1] == first
    assert table.clocks.seat_timer.running and table.circle.centre()[2] == "0:02"
    d.tap("Dan")  # a sign changes nothing the table hears or sees of the pace
    clock.now += 2
    table.clocks.seat_timer._on_timer_timeout()
    assert called(d) == (2, "Bob") and narrator.spoken[-1] == seat_call(rules, 2, "Bob", "en").text
    assert not table.clocks.seat_timer.active
    d.press("repeat_seat")
    narrator.finish_now()
    narrator.finish_now()
    assert narrator.spoken[-2:] == [seat_call(rules, 2, "Bob", "en").text] * 2
    assert table.clocks.seat_timer.running
    d.press("pause_list")
    narrator.finish_now()
    assert not table.clocks.seat_timer.active
    d.press("resume_list")  # resumes by calling the seat again
    assert narrator.spoken[-1] == seat_call(rules, 2, "Bob", "en").text
    for _ in bounded(20, "the called list to end"):
        repeat_until(lambda: not narrator.busy, narrator.finish_now, "the narrator to fall silent", 200)
        if called(d) is None:
            break
        clock.now += 2
        table.clocks.seat_timer._on_timer_timeout()
    assert called(d) is None and "Don" in table.prompt.text()
    said = [seat_call(rules, n, name, "en").text for n, name in enumerate(TEN[:9], start=1)]
    assert [line for line in narrator.spoken if line in said] == [said[0], said[0], *[said[1]] * 3, *said[2:]]
    assert [i for i in table.controller.record.inputs if isinstance(i, NightInput)] == [
        NightInput("shoot", "Dan", "Ann")
    ]


# --- resume and undo ------------------------------------------------------------------------------------


def test_resume_mid_list_from_the_saved_record(qtbot: QtBot) -> None:
    d, saved = club_night(qtbot)
    d.press("next_seat")
    d.tap("Ann", "Gus")
    d.press("next_seat")
    d.press("resume_list")
    d.press("pause_list")
    assert called(d) == (3, "Cid")
    record = saved[-1]
    assert record == d.table.controller.record
    again = TableScreen(GameController(record))
    qtbot.addWidget(again)
    again.show()
    assert again.composer.called() == (3, "Cid") and again.called_label.text() == "Seat 3 — Cid"
    assert again.session.calling == "paused" and again.prompt.text() == d.table.prompt.text()
    assert [b.objectName() for b in again.step_buttons()] == [b.objectName() for b in d.table.step_buttons()]
    r = Driver(qtbot, again)
    r.press("back_seat")  # back to Bob: Ann's and Gus's shots come back as taps
    assert again.composer.called() == (2, "Bob") and again.circle.marks().hands == {"Ann", "Gus"}


def test_undo_takes_back_the_last_seat_s_shots_and_returns_to_it(qtbot: QtBot) -> None:
    d, _ = classic_night(qtbot)
    for _ in range(4):
        d.press("next_seat")
    d.tap("Ann", "Bob")
    d.press("next_seat")
    d.press("next_seat")
    assert called(d) == (7, "Gus") and shots(d) == [("Ann", "Eve"), ("Bob", "Eve")]
    asked: list[str] = []
    d.table.confirm = lambda q: asked.append(q) or True
    qtbot.keyClick(d.table.circle, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert asked == ["Undo the last night choice?"]
    assert shots(d) == [] and called(d) == (5, "Eve"), "the seat where they went in"
    assert d.table.session.seat == 4


@pytest.mark.parametrize("preset", ["classic", "club"])
def test_the_list_looks_and_saves_the_same_whoever_signs(qtbot: QtBot, preset: str) -> None:
    """Taps at one seat or another: the same seats called, the same prompts and buttons, one save
    per seat either way (and one per tap, which keeps it in the draft: a tap is seen anyway)."""
    runs = []
    for signs in ({"Fay": ("Ann",)}, {"Bob": ("Ann",), "Hal": ("Dan" if preset == "club" else "Bob",)}):
        d, saved = classic_night(qtbot) if preset == "classic" else club_night(qtbot)
        before = len(saved)
        shown = walk(d, signs)
        taps = sum(len(who) for who in signs.values())
        runs.append((shown, len(saved) - before - taps))
    assert runs[0] == runs[1]


def test_moving_on_by_hand_cuts_the_seat_being_said(qtbot: QtBot, tmp_path: Path) -> None:
    table, narrator = narrated(qtbot, tmp_path, "classic", CLASSIC)
    table.clocks.seat_timer._clock = FakeClock()
    d = Driver(qtbot, table)
    five = ("Ann", "Bob", "Cid", "Dan", "Eve")
    table.controller.submit([EndNight(), Nominate("Eve", "Jon"), Vote(five), Vote(five)])
    rules = table.controller.view().rules
    repeat_until(
        lambda: narrator.current is not None and narrator.current.key == "seat",
        narrator.finish_now,
        "the narrator to call a seat",
        200,
    )
    assert narrator.current.text == seat_call(rules, 1, "Ann").text
    d.press("next_seat")
    d.press("next_seat")
    assert narrator.current is not None and narrator.current.text == seat_call(rules, 3, "Cid").text
    narrator.finish_now()
    assert not narrator.busy, "no seat left queued behind the list"
    assert called(d) == (3, "Cid") and not table.clocks.seat_timer.active, "it waits for the referee"


def test_the_session_keeps_the_list_s_place_and_a_new_night_starts_it_again(qtbot: QtBot) -> None:
    d, saved = classic_night(qtbot)
    d.press("next_seat")
    d.press("resume_list")
    s = d.table.session
    assert (s.seat, s.calling) == (1, "on")
    assert Session.from_json(s.to_json()) == s
    assert saved[-1].note("session")  # saved with the record
    walk(d, {})
    finish_night(d)
    five = ("Ann", "Bob", "Cid", "Dan", "Fay")
    d.table.controller.submit([Nominate("Fay", "Ivy"), Vote(five), Vote(five)])
    assert d.banner() == "Night 2" and (d.table.session.seat, d.table.session.calling) == (0, "")
    assert called(d) == (1, "Ann")


# --- the list's end (issue 26) -----------------------------------------------------------------------


def test_a_list_nobody_signed_waits_at_its_end_for_the_referee(qtbot: QtBot) -> None:
    d, saved = classic_night(qtbot)
    inputs = len(d.table.controller.record.inputs)
    QApplication.processEvents()
    where = d.button("next_seat").mapToGlobal(QPoint(0, 0))
    walk(d, {})
    QApplication.processEvents()
    assert d.button("list_again").mapToGlobal(QPoint(0, 0)) == where, (
        "a tap too many on Next seat calls the list again, never goes on"
    )
    assert called(d) is None and d.table.session.call == 0, "still the mafia's call, not the next role"
    assert d.table.prompt.text().startswith("The list is called to its end and nobody signed")
    assert d.button_keys() == ["list_again", "next_step", "back_seat"]
    assert d.table.called_label.text() == "End of the list", "the seat's place is kept"
    assert d.button("next_step").text() == "No shot: go on" and d.button("next_step").isDefault()
    assert d.table.circle.marks().selectable == set(), "no tap means anything at the end"
    assert len(d.table.controller.record.inputs) == inputs
    # Saved there: a crash comes back to the end of the list, not to its last seat.
    again = TableScreen(GameController(saved[-1]))
    qtbot.addWidget(again)
    again.show()
    assert again.composer.list_end() and [b.objectName() for b in again.step_buttons()] == [
        b.objectName() for b in d.table.step_buttons()
    ]
    d.press("list_again")
    assert called(d) == (1, "Ann") and d.table.session.seat == 0
    walk(d, {"Gus": ("Ann", "Bob")})  # the second time round they sign: the list moves on
    assert d.table.session.call == 1 and "Inspector" in d.table.prompt.text()
    assert shots(d) == [("Ann", "Gus"), ("Bob", "Gus")]


def test_a_paced_list_stops_at_its_end_with_no_shot(qtbot: QtBot) -> None:
    settings_store().set_value(settings.SEAT_PAUSE.name, 2)
    d, _ = classic_night(qtbot)
    table = d.table
    clock = FakeClock()
    table.clocks.seat_timer._clock = clock
    d.press("resume_list")
    for _ in bounded(40, "the paced list to end"):
        if called(d) is None:
            break
        clock.now += 2
        table.clocks.seat_timer._on_timer_timeout()
    assert table.composer.list_end() and table.session.call == 0
    assert not table.clocks.seat_timer.active, "nothing runs on by itself at the end"
    clock.now += 60
    table.clocks.seat_timer._on_timer_timeout()
    assert table.composer.list_end(), "still waiting for the referee"
    d.press("next_step")
    assert table.session.call == 1 and "Inspector" in table.prompt.text()


def test_undo_at_night_steps_back_through_the_night_first(qtbot: QtBot) -> None:
    d, _ = club_night(qtbot)
    inputs = list(d.table.controller.record.inputs)
    walk(d, {})
    d.press("next_step")  # no shot: on to the Don
    assert "Don" in d.table.prompt.text()
    asked: list[str] = []
    d.table.confirm = lambda q: asked.append(q) or True
    qtbot.keyClick(d.table.circle, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert d.table.composer.list_end(), "back to the list's end, not the day's vote undone"
    qtbot.keyClick(d.table.circle, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert called(d) == (9, "Ivy")
    for _ in bounded(12, "Undo back to the list's first seat"):
        if called(d) == (1, "Ann"):
            break
        d.table.undo_button.click()
    assert called(d) == (1, "Ann") and asked == [] and list(d.table.controller.record.inputs) == inputs
    d.table.undo_button.click()  # at the night's start: now the day's last input, asked first
    assert asked and asked[0].startswith("Undo")


def test_back_from_a_role_that_never_acted_is_not_thanked(qtbot: QtBot, tmp_path: Path) -> None:
    table, narrator = narrated(qtbot, tmp_path, "club", CLUB)
    d = Driver(qtbot, table)
    town = tuple(n for n in TEN if n not in ("Ann", "Dan", "Gus", "Jon"))
    table.controller.submit([EndNight(), Nominate("Bob", "Jon"), Tally((("Jon", town),))])
    d.press("night_ready")
    table.controller.set_session(table.session.with_(call=0, seat=8))  # the list at its ninth seat
    d.tap("Ann", "Dan", "Gus")
    d.press("next_seat")  # a shot at Ivy: on to the Don
    repeat_until(lambda: not narrator.busy, narrator.finish_now, "the narrator to fall silent", 200)
    assert "Don" in table.prompt.text()
    d.press("back_step")
    repeat_until(lambda: not narrator.busy, narrator.finish_now, "the narrator to fall silent", 200)
    said = " ".join(narrator.spoken[-3:])
    assert "Thank you, Don" not in said and "Don, close your eyes again" in said


def test_undo_at_night_gives_back_no_tap_for_a_running_list_to_enter_again(qtbot: QtBot) -> None:
    """The list runs; two mafiosi sign at Eve and the list moves on, entering their shots. Undo
    takes the shots back: the list is at Eve again, the signs shown to be changed, and paused;
    however long nobody touches it, nothing is entered again."""
    d, _ = classic_night(qtbot)
    table = d.table
    clock = FakeClock()
    table.clocks.seat_timer._clock = clock
    for _ in range(4):
        d.press("next_seat")
    d.press("resume_list")
    assert called(d) == (5, "Eve") and table.session.calling == "on"
    d.tap("Ann", "Bob")
    clock.now += 2
    table.clocks.seat_timer._on_timer_timeout()
    assert called(d) == (6, "Fay") and shots(d) == [("Ann", "Eve"), ("Bob", "Eve")]
    table.confirm = lambda q: True
    table.undo_button.click()
    assert shots(d) == [] and called(d) == (5, "Eve")
    assert table.circle.marks().hands == {"Ann", "Bob"}, "the signs, to be changed"
    assert table.session.calling == "paused" and not table.clocks.seat_timer.active, "nothing armed"
    for _ in range(10):
        clock.now += 2
        table.clocks.seat_timer._on_timer_timeout()
    assert shots(d) == [] and called(d) == (5, "Eve"), "nothing entered again by itself"


def test_undo_from_the_nights_first_seat_asks_about_the_day_it_ended(qtbot: QtBot) -> None:
    d, _ = classic_night(qtbot)
    asked: list[str] = []
    d.table.confirm = lambda q: asked.append(q) or False
    d.table.undo_button.click()
    assert asked == [
        "Undo the vote with 5 hands? That ended the day: this night is taken back, and the day goes on."
    ], "the question says the night goes with the vote"
    assert d.table.controller.view().phase == "night", "No: nothing taken back"
