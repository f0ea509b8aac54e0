"""Timers from the rules: which ones each step gets, and how a timer counts, warns and ends."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from mafia_desktop.engine.game import Game
from mafia_desktop.engine.inputs import EndDay, EndNight, Nominate, Tally, Vote
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.engine.views import public_view
from mafia_desktop.table.session import TimerSlot, day_clock_plan, timer_plan
from mafia_desktop.ui.common.timers import TurnTimer, clock_text
from tests.acts import Shoot

TEN = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]
CLUB = {"Ann": "don", "Dan": "mafia", "Gus": "mafia", "Eve": "detective"}


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_club_day_gives_a_minute_to_each_speaker_in_speech_order() -> None:
    g = Game(make_setup("club", 1, TEN, CLUB))
    g.apply(EndNight())
    plan = timer_plan(public_view(g))
    assert plan == [TimerSlot("speech", 60, p) for p in TEN]


def test_club_car_crash_gives_each_tied_player_a_defence() -> None:
    g = Game(make_setup("club", 1, TEN, CLUB))
    g.apply(EndNight())
    g.apply(Nominate("Ivy", "Gus"))
    g.apply(Nominate("Jon", "Bob"))
    g.apply(Tally((("Gus", ("Ann",)), ("Bob", ("Cid",)))))
    assert timer_plan(public_view(g)) == [
        TimerSlot("defence", 30, "Gus"),
        TimerSlot("defence", 30, "Bob"),
    ]


def test_club_last_words_after_a_vote_and_after_a_night_kill() -> None:
    g = Game(make_setup("club", 1, TEN, CLUB))
    g.apply(EndNight())
    g.apply(Nominate("Ivy", "Bob"))
    g.apply(Tally((("Bob", ("Ann", "Cid")),)))
    assert timer_plan(public_view(g)) == [TimerSlot("last_words", 30, "Bob")]
    for shooter in ("Ann", "Dan", "Gus"):
        g.apply(Shoot(shooter, "Cid"))
    g.apply(EndNight())
    plan = timer_plan(public_view(g))
    assert plan[0] == TimerSlot("night_last_words", 60, "Cid")
    assert plan[1].kind == "speech"


def test_classic_day_limit_is_one_clock_for_the_whole_day() -> None:
    g = Game(make_setup("classic", 1, TEN[:9], {"Ann": "mafia", "Bob": "mafia"}))
    g.apply(EndNight())
    assert timer_plan(public_view(g)) == []
    assert day_clock_plan(public_view(g)) == TimerSlot("day_limit", 1200, None, 120)
    g.apply(Nominate("Cid", "Dan"))
    assert day_clock_plan(public_view(g)) == TimerSlot("day_limit", 1200, None, 120)


def test_youth_discussion_then_a_defence_before_the_revote() -> None:
    g = Game(make_setup("youth", 1, TEN, {"Ann": "mafia", "Bob": "mafia"}))
    assert timer_plan(public_view(g)) == [TimerSlot("discussion", 120)]
    g.apply(EndDay())
    g.apply(Shoot("Ann", "Jon"))
    g.apply(EndNight())
    g.apply(Tally((("Ann", ("Cid", "Dan")),)))
    assert timer_plan(public_view(g)) == [TimerSlot("defence", 30, "Ann")]
    g.apply(Vote(()))
    assert timer_plan(public_view(g)) == []


def test_angel_has_no_timers() -> None:
    g = Game(make_setup("angel", 1, TEN[:7], {"Ann": "mafia", "Bob": "mafia"}))
    g.apply(EndNight())
    assert timer_plan(public_view(g)) == []


def test_timer_counts_pauses_warns_and_ends(qtbot: QtBot) -> None:
    clock = FakeClock()
    timer = TurnTimer(clock=clock)
    ticks: list[int] = []
    timer.ticked.connect(ticks.append)
    with qtbot.waitSignal(timer.ticked):
        timer.start(30, "speech", "Ann")
    assert timer.running and ticks[-1] == 30
    clock.now += 12.2
    timer._on_timer_timeout()
    assert ticks[-1] == 18
    timer.pause()
    clock.now += 100
    assert timer.remaining() == 17.8 or abs(timer.remaining() - 17.8) < 1e-6
    timer.resume()
    clock.now += 8
    with qtbot.waitSignal(timer.warned, timeout=1000):
        timer._on_timer_timeout()
    clock.now += 10
    with qtbot.waitSignal(timer.finished, timeout=1000):
        timer._on_timer_timeout()
    assert not timer.running and timer.remaining() == 0


def test_clock_text() -> None:
    assert clock_text(0) == "0:00"
    assert clock_text(59) == "0:59"
    assert clock_text(1200) == "20:00"
