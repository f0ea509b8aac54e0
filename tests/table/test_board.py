"""The public table's board, on its own (no Qt): dark when the night is not held, hands by day
only, names only of players at the table, nobody holding the laptop in the middle."""

from __future__ import annotations

import dataclasses

import pytest

from mafia_desktop.engine.game import Game
from mafia_desktop.engine.inputs import EndNight, Nominate, Tally
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.engine.views import public_view
from mafia_desktop.table.board import Board, Clock, Holder, board_of
from mafia_desktop.table.presenter import HandCount
from mafia_desktop.table.session import Session

TEN = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]
CLUB = {"Ann": "don", "Dan": "mafia", "Gus": "mafia", "Eve": "detective"}


def club() -> Game:
    return Game(make_setup("club", 1, TEN, CLUB))


def test_the_zero_night_is_dark_and_the_day_light() -> None:
    g = club()
    assert board_of(public_view(g), Session(), has_referee=True).dark
    g.apply(EndNight())
    assert not board_of(public_view(g), Session(), has_referee=True).dark


def test_a_night_held_for_the_last_words_is_light_until_the_table_lets_it_begin() -> None:
    g = club()
    g.apply(EndNight())
    g.apply(Nominate("Bob", "Dan"))
    g.apply(Tally((("Dan", tuple(n for n in TEN if n not in ("Ann", "Dan", "Gus"))),)))
    night = public_view(g)
    assert night.phase == "night"
    for referee in (True, False):
        assert not board_of(night, Session(), has_referee=referee).dark, "Dan's last words first"
        ready = Session(night_ready=night.number)
        assert board_of(night, ready, has_referee=referee).dark


def test_hands_and_speakers_by_day_names_at_the_table_only() -> None:
    g = club()
    g.apply(EndNight())
    day = public_view(g)
    clock = Clock("speech", "Ann", 42.0, 0.7, True)
    b = board_of(
        day,
        Session(),
        has_referee=True,
        hands=["Bob", "Cid", "Nobody"],
        voted={"Fay"},
        candidate="Dan",
        speaking="Ann",
        next_speaker="Ghost",
        clock=clock,
        day_clock=100.0,
        caption="Ann speaks.",
        holder=Holder("pass", "Stranger", 4),
    )
    assert b.hands == {"Bob", "Cid"} and b.voted == {"Fay"} and b.candidate == "Dan"
    assert b.speaking == "Ann" and b.next_speaker is None
    assert b.clock == clock and b.day_clock == 100.0 and b.caption == "Ann speaks."
    assert b.holder == Holder("pass"), "a name not at the table is nobody's"
    assert b.public is day and not b.dark


def test_at_night_no_hand_and_no_candidate_reach_the_board() -> None:
    """The referee's called list taps the mafia who sign at a seat: never a hand on the TV."""
    night = public_view(club())
    b = board_of(
        night,
        Session(),
        has_referee=True,
        hands={"Ann", "Dan"},
        voted={"Gus"},
        candidate="Bob",
        count=HandCount(2, 10, "Bob"),
        speaking="Ann",
    )
    assert b.dark
    assert (b.hands, b.voted, b.candidate, b.count, b.speaking, b.day_clock) == (
        frozenset(),
        frozenset(),
        None,
        None,
        None,
        None,
    )


def test_the_count_of_hands_by_day_for_a_candidate_at_the_table() -> None:
    g = club()
    g.apply(EndNight())
    day = public_view(g)
    count = HandCount(3, 10, "Dan")
    assert board_of(day, Session(), has_referee=True, count=count).count == count
    assert board_of(day, Session(), has_referee=True, count=HandCount(3, 10)).count == HandCount(3, 10)
    assert board_of(day, Session(), has_referee=True, count=HandCount(1, 10, "Ghost")).count is None


def test_nobody_holds_the_laptop_in_the_middle() -> None:
    assert Holder("middle") == Holder("middle", None, None)
    with pytest.raises(ValueError):
        Holder("middle", "Ann", 1)
    with pytest.raises(ValueError):
        Holder("referee")
    assert Holder("deal", "Ann", 1).name == "Ann"


def test_a_board_is_frozen_data_with_no_role_member() -> None:
    b = board_of(public_view(club()), Session(), has_referee=False)
    with pytest.raises(dataclasses.FrozenInstanceError):
        b.dark = False  # type: ignore[misc]
    names = {f.name for f in dataclasses.fields(Board)}
    assert not {"role", "roles", "session", "referee", "legal"} & names
    assert not any("role" in n for n in names)
    assert b == board_of(public_view(club()), Session(), has_referee=False), "equal boards of equal games"
