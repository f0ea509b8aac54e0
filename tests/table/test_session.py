"""The table session, on its own (no Qt): what it keeps, how it follows the game, how it is saved
and read back, and the book that gives undo and resume their exact session."""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from mafia_desktop.engine.game import Game
from mafia_desktop.engine.inputs import EndDay, EndNight, Nominate, Tally, Vote
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.engine.views import public_view
from mafia_desktop.table.session import (
    Session,
    SessionBook,
    TimerSlot,
    last_words_before_night,
    step_key,
    timer_plan,
)

TEN = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]
CLUB = {"Ann": "don", "Dan": "mafia", "Gus": "mafia", "Eve": "detective"}


def club() -> Game:
    return Game(make_setup("club", 1, TEN, CLUB))


def dan_voted_out() -> Game:
    """A club game: the zero night, Bob names Dan, the town votes him out; night 2 falls."""
    g = club()
    g.apply(EndNight())
    g.apply(Nominate("Bob", "Dan"))
    g.apply(Tally((("Dan", tuple(n for n in TEN if n not in ("Ann", "Dan", "Gus"))),)))
    return g


def eve_executed() -> Game:
    """A classic game: the meeting night, Dan accuses Eve, she is charged and executed."""
    g = Game(make_setup("classic", 1, TEN[:9], {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"}))
    g.apply(EndNight())
    g.apply(Nominate("Dan", "Eve"))
    for _ in range(2):
        g.apply(Vote(("Ann", "Bob", "Dan", "Fay", "Gus")))
    return g


def test_a_new_step_starts_its_timers_from_the_first_and_a_new_day_its_clock_full() -> None:
    g = club()
    g.apply(EndNight())
    day = public_view(g)
    s = Session().following(day).with_(timer=3, timer_left=12.5, clock_left=100.0)
    assert s.step == step_key(day) and s.clock_day == 1
    assert s.following(day) == s, "the same step: nothing moves"
    g.apply(Nominate("Bob", "Dan"))
    assert s.following(public_view(g)).timer == 3, "a nomination does not restart the speeches"
    g.apply(Tally((("Dan", tuple(n for n in TEN if n not in ("Ann", "Dan", "Gus"))),)))
    night = public_view(g)
    after = s.with_(call=2, answer_pending=True, round=3, turn=(4, 2, "answer")).following(night)
    assert (after.timer, after.timer_left, after.night, after.call, after.round) == (0, None, 2, 0, 1)
    assert after.turn == (0, 1, "cover") and not after.answer_pending


def test_last_words_come_before_the_night_where_the_rules_give_them() -> None:
    night = public_view(dan_voted_out())
    assert last_words_before_night(night) == ["Dan"]
    assert timer_plan(night) == [TimerSlot("last_words", 30, "Dan")]
    classic = eve_executed()
    assert public_view(classic).phase == "night" and last_words_before_night(public_view(classic)) == []


def test_a_session_reads_back_what_it_wrote() -> None:
    s = Session(
        step=("day", 2, "nominations", "", ""),
        timer=4,
        timer_left=17.25,
        timer_running=True,
        clock_day=2,
        clock_left=0.0,
        night=2,
        call=1,
        answer_pending=True,
        round=2,
        turn=(3, 2, "answer"),
        night_ready=2,
    )
    assert Session.from_json(json.loads(json.dumps(s.to_json()))) == s
    assert Session().to_json() == {}, "only what differs from a fresh session is written"


@given(
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.floats() | st.text(),
        lambda c: st.lists(c) | st.dictionaries(st.text(), c),
        max_leaves=30,
    )
)
def test_a_damaged_session_falls_back_field_by_field(doc: object) -> None:
    """A session never stops a game from opening: what cannot be read is the default."""
    s = Session.from_json(doc)
    assert isinstance(s, Session)
    assert Session.from_json(s.to_json()) == s
    book = SessionBook.from_json(doc)
    assert all(isinstance(k, int) and k >= 0 for k in book.at)


def test_the_book_keeps_the_last_session_at_each_count_and_only_changes() -> None:
    book = SessionBook()
    a, b, c = Session(call=1), Session(call=2), Session(call=3)
    book.put(0, a)
    book.put(0, b)  # the same count: the later one wins
    book.put(1, b)  # unchanged: not written again
    book.put(2, c)
    assert book.at == {0: b, 2: c}
    assert (book.get(0), book.get(1), book.get(2), book.get(9)) == (b, b, c, c)
    book.cut(1)  # undo to one input
    assert book.at == {0: b} and book.get(1) == b
    book.put(1, a)  # a different future after the undo
    assert book.get(1) == a and book.get(0) == b
    assert SessionBook.from_json(json.loads(json.dumps(book.to_json()))).at == book.at


def test_the_classic_day_clock_belongs_to_its_day() -> None:
    g = Game(make_setup("classic", 1, TEN[:9], {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"}))
    g.apply(EndNight())
    s = Session().following(public_view(g)).with_(clock_left=300.0, clock_running=True)
    g.apply(EndDay())
    g.apply(EndNight())
    day2 = s.following(public_view(g))
    assert (day2.clock_day, day2.clock_left, day2.clock_running) == (2, None, False)


def test_the_night_waits_for_last_words_and_with_no_referee_for_the_deaths_to_be_seen() -> None:
    from mafia_desktop.table.session import night_held

    night = public_view(dan_voted_out())
    s = Session().following(night)
    assert night_held(night, s, has_referee=True), "Dan's last words first"
    assert not night_held(night, s.with_(night_ready=night.number), has_referee=True)
    classic = eve_executed()
    view = public_view(classic)
    assert not night_held(view, Session().following(view), has_referee=True), "no last words in classic"
    assert night_held(view, Session().following(view), has_referee=False), "the table sees Eve go out"


def test_the_unheard_are_the_speakers_still_to_come() -> None:
    from mafia_desktop.table.session import unheard

    g = club()
    g.apply(EndNight())
    day = public_view(g)
    plan = timer_plan(day)
    s = Session().following(day)
    assert unheard(day, s, plan, current_over=False) == TEN
    assert unheard(day, s.with_(timer=3), plan, current_over=False) == TEN[3:]
    assert unheard(day, s.with_(timer=9), plan, current_over=True) == []
    assert unheard(day, s.with_(timer=10), plan, current_over=False) == []


def test_the_held_night_shows_the_card_only_where_the_rules_turn_it_up() -> None:
    """Issue 26: classic never turns a card up, so the table is not told to look at one."""
    from mafia_desktop.engine.rules import PRESETS, with_options
    from mafia_desktop.table.session import night_gate

    assert PRESETS["classic"].reveal == "never"
    assert night_gate(public_view(eve_executed())) == "night_gate_deaths"
    for reveal in ("vote", "always"):
        rules = with_options(PRESETS["classic"], {"reveal": reveal})
        g = Game(make_setup(rules, 1, TEN[:9], {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"}))
        g.apply(EndNight())
        g.apply(Nominate("Dan", "Eve"))
        for _ in range(2):
            g.apply(Vote(("Ann", "Bob", "Dan", "Fay", "Gus")))
        assert night_gate(public_view(g)) == "night_gate_cards", reveal
    assert night_gate(public_view(dan_voted_out())) == "night_gate", "the club: Dan's last words first"
