"""The table flow on its own (no Qt): the step it decides from the public view, the session, the
composer and the clocks; the undo plan; what changed between two views."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from mafia_desktop.engine.game import Game
from mafia_desktop.engine.inputs import EndNight, Input, Nominate, Tally
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.engine.views import REFEREE, public_view, view_for
from mafia_desktop.table.changes import change_between
from mafia_desktop.table.composer import Composer
from mafia_desktop.table.flow import (
    Clocks,
    Words,
    decide,
    list_state,
    night_back_key,
    private_turn,
    undo_plan,
)
from mafia_desktop.table.session import Session, TableMode, timer_plan
from tests.acts import Shoot
from tests.engine.random_play import random_input

TEN = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]
CLUB = {"Ann": "don", "Dan": "mafia", "Gus": "mafia", "Eve": "detective"}
REF = TableMode("referee", "peek")
PASS = TableMode("pass", "reveal")


def step_of(game: Game, mode: TableMode = REF, session: Session | None = None, clocks: Clocks | None = None):  # type: ignore[no-untyped-def]
    public = public_view(game)
    s = (session or Session()).following(public)
    c = Composer()
    c.reset(public, view_for(game, REFEREE) if not mode.private else None, s.call, s.answer_pending, s.seat)
    plan = timer_plan(public)
    return (
        decide(public, s, c, mode, plan=plan, clocks=clocks or Clocks(), dealt=True, inputs=len(game.inputs)),
        c,
        s,
    )


def voted_out() -> Game:
    g = Game(make_setup("club", 1, TEN, CLUB))
    g.apply(EndNight())
    g.apply(Nominate("Bob", "Jon"))
    g.apply(Tally((("Jon", tuple(n for n in TEN if n not in ("Ann", "Dan", "Gus", "Jon"))),)))
    return g


def test_the_night_waits_for_the_last_words_with_its_gate_as_the_only_button() -> None:
    step, _, _ = step_of(voted_out())
    assert step.held and not step.dark
    assert step.prompt == Words("prompt", "night_gate")
    assert [(b.key, b.text, b.primary) for b in step.buttons] == [("night_ready", "night_falls", True)]
    assert step.private is None and step.called is None


def test_once_let_begin_the_night_is_dark_and_without_a_referee_goes_to_the_private_panel() -> None:
    g = voted_out()
    step, _, s = step_of(g, PASS)
    assert step.held and step.buttons[0].text == "night_falls_pass"
    middle, _, _ = step_of(g, TableMode("middle", "reveal"))
    assert middle.buttons[0].text == "night_falls", "the laptop in the middle is not passed at night"
    ready = s.with_(night_ready=public_view(g).number)
    step, _, _ = step_of(g, PASS, ready)
    assert step.dark and not step.held
    assert step.private == ("pass", public_view(g).number, 1)
    assert step.undo, "a private night always offers undo"


def test_the_club_vote_waits_for_the_speeches_and_the_day_clock_decides_end_day() -> None:
    g = Game(make_setup("club", 1, TEN, CLUB))
    g.apply(EndNight())
    g.apply(Nominate("Bob", "Dan"))
    step, _, _ = step_of(g)
    tally = [b for b in step.buttons if b.key == "tally"]
    assert tally and not tally[0].primary, "the vote is not the main button before the speeches"
    classic = Game(make_setup("classic", 1, TEN[:9], {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"}))
    classic.apply(EndNight())
    running, _, _ = step_of(classic, clocks=Clocks(day_left=30.0))
    over, _, _ = step_of(classic, clocks=Clocks(day_left=0.0))
    assert "time_is_up" not in [b.text for b in running.buttons]
    assert [b.primary for b in over.buttons if b.key == "end_day"] == [True]


def test_the_deal_goes_round_before_the_first_input_only() -> None:
    g = Game(make_setup("club", 1, TEN, CLUB))
    public = public_view(g)
    s = Session().following(public)
    assert private_turn(public, s, PASS, dealt=False, started=False, held=False) == ("deal",)
    assert private_turn(public, s, PASS, dealt=True, started=False, held=False) != ("deal",)
    assert private_turn(public, s, REF, dealt=False, started=True, held=False) is None


def test_the_called_list_runs_by_itself_only_when_started_or_narrated() -> None:
    assert list_state(Session(), narrating=True) == "wait", "narrated too: the referee sets the pace"
    assert list_state(Session(), narrating=False) == "wait"
    assert list_state(Session(calling="paused"), narrating=True) == "paused"
    assert list_state(Session(calling="on"), narrating=False) == "on"


def test_undo_at_a_private_night_takes_back_the_whole_night_whoever_chose() -> None:
    plans = []
    for shooter, target in (("Dan", "Eve"), ("Gus", "Fay")):
        g = voted_out()
        g.apply(Shoot(shooter, target))
        plans.append(undo_plan(public_view(g), tuple(g.inputs), has_referee=False))
    assert plans[0] == plans[1], "the same question, the same count, whoever shot whom"
    assert plans[0].question == "day_before" and plans[0].count == 2  # the shot and the tally


def test_undo_with_a_referee_names_the_last_public_input_and_hides_a_night_one() -> None:
    g = Game(make_setup("classic", 1, TEN[:9], {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"}))
    g.apply(EndNight())
    g.apply(Nominate("Dan", "Eve"))
    plan = undo_plan(public_view(g), tuple(g.inputs), has_referee=True)
    assert plan.question == "input" and plan.count == 1 and plan.last == Nominate("Dan", "Eve")
    shots: tuple[Input, ...] = (*g.inputs, Shoot("Ann", "Fay"), Shoot("Bob", "Fay"))
    plan = undo_plan(public_view(g), shots, has_referee=True)
    assert plan.question == "secret"


def test_undo_at_a_referees_night_before_any_choice_says_the_night_goes_too() -> None:
    """The night's first step, nothing entered: undo takes back the day's deciding vote, and the
    question says that the night it began goes with it."""
    g = voted_out()
    assert g.phase == "night"
    plan = undo_plan(public_view(g), tuple(g.inputs), has_referee=True)
    assert plan.question == "ended_day" and plan.count == 1 and plan.last == g.inputs[-1]


def test_night_back_steps_back_through_the_night_before_any_input() -> None:
    g = voted_out()
    c = Composer()
    public = public_view(g)
    c.reset(public, view_for(g, REFEREE))
    assert c.mode == "night" and night_back_key(c, has_referee=False) is None
    c.press("next_step")
    assert night_back_key(c, has_referee=True) == "back_step"


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10_000), st.integers(1, 60))
def test_a_change_names_exactly_the_seats_that_changed_and_the_log_lines_added(seed: int, moves: int) -> None:
    import random

    g = Game(make_setup("club", seed, TEN, CLUB))
    rnd = random.Random(seed)
    for _ in range(moves):
        if g.winner is not None:
            break
        before = public_view(g)
        g.apply(random_input(g, rnd))
        after = public_view(g)
        change = change_between(before, after)
        if change.rebuilt:  # the game's end shows the nights' acts in their places: all anew
            assert after.phase == "over" and after.log[: len(before.log)] != before.log
            continue
        assert after.log[: change.log_from] == before.log
        changed = {b.name for b, a in zip(before.seats, after.seats, strict=True) if b != a}
        changed |= {p for p, _ in set(before.revealed) ^ set(after.revealed)}
        assert change.seats == changed
        assert change.phase == (
            (before.phase, before.number, before.step) != (after.phase, after.number, after.step)
        )
    assert change_between(None, public_view(g)).rebuilt
