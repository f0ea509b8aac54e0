"""The Kamikaze (Камикадзе): when the vote or the night puts him out, his next input is his ``take``:
a living player, not himself, dies with him (cause ``kamikaze``), or nobody; removed by fouls he
takes no one; the win is checked after the take."""

from __future__ import annotations

import random

import pytest

from mafia_desktop import phrases
from mafia_desktop.engine.errors import IllegalInput
from mafia_desktop.engine.events import Death, PhaseBegan, Took, Win
from mafia_desktop.engine.game import Game
from mafia_desktop.engine.inputs import (
    EndDay,
    EndNight,
    Foul,
    NightInput,
    Nominate,
    Take,
    Vote,
    input_from_json,
)
from mafia_desktop.engine.record import Record, replay
from mafia_desktop.engine.roles import ROLES
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.engine.views import PUBLIC, view_for
from mafia_desktop.rules_summary import rules_summary
from mafia_desktop.table import table_flow as tf
from mafia_desktop.table.session import TableMode
from tests.house import house
from tests.table.flow_table import FlowTable

PLAYERS = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ida", "Jon"]
DEAL = {"Ann": "mafia", "Bob": "mafia", "Dan": "kamikaze"}


def classic_day(players: list[str] = PLAYERS, deal: dict[str, str] = DEAL) -> Game:
    game = Game(make_setup(house("classic", "kamikaze"), 4, players, deal))
    game.apply(EndNight())  # the meeting night
    return game


def vote_out(game: Game, who: str) -> list[object]:
    accuser = next(p for p in game.alive if p != who)
    game.apply(Nominate(accuser, who))
    voters = tuple(p for p in game.alive if p != who)
    return [*game.apply(Vote(voters)), *game.apply(Vote(voters))]


def test_the_kamikaze_is_a_town_role_with_no_night_act() -> None:
    assert ROLES["kamikaze"].team == "town" and ROLES["kamikaze"].night_acts == ()


def test_voted_out_he_takes_one_with_him_before_the_night_falls() -> None:
    game = classic_day()
    events = vote_out(game, "Dan")
    assert Death("Dan", "vote") in events and not any(isinstance(e, PhaseBegan) for e in events)
    assert [a.act for a in game.legal_inputs()] == ["take"]
    assert view_for(game, PUBLIC).step.code == "last_act"
    with pytest.raises(IllegalInput, match="takes with him"):
        game.apply(EndDay())
    with pytest.raises(IllegalInput, match="themselves"):
        game.apply(Take("Dan", "Dan"))
    events = game.apply(Take("Dan", "Ann"))
    assert events[:2] == [Took("Dan", "Ann"), Death("Ann", "kamikaze")]
    assert PhaseBegan("night", 2) in events
    record = Record(game.setup, tuple(game.inputs))
    assert {"act": "take", "by": "Dan", "target": "Ann"} in record.to_json()["inputs"]
    assert input_from_json({"act": "take", "by": "Dan", "target": None}) == Take("Dan", None)
    transcript = [e.to_json() for e in replay(record).events]
    assert {"type": "death", "player": "Ann", "cause": "kamikaze"} in transcript


def test_killed_at_night_he_may_spare_everyone_and_the_day_begins_after() -> None:
    game = classic_day()
    vote_out(game, "Gus")
    game.apply(NightInput("shoot", "Ann", "Dan"))
    game.apply(NightInput("shoot", "Bob", "Dan"))
    events = game.apply(EndNight())
    assert Death("Dan", "night") in events and not any(isinstance(e, PhaseBegan) for e in events)
    events = game.apply(Take("Dan", None))
    assert events[0] == Took("Dan", None) and PhaseBegan("day", 2) in events


def test_the_win_is_checked_after_the_take_and_fouls_take_no_one() -> None:
    game = classic_day(PLAYERS[:5], {"Ann": "mafia", "Dan": "kamikaze"})
    vote_out(game, "Dan")
    assert game.winner is None
    assert game.apply(Take("Dan", "Ann"))[-1] == Win("town")
    game = Game(
        make_setup(house("club", "kamikaze"), 4, PLAYERS, {"Ann": "don", "Bob": "mafia", "Dan": "kamikaze"})
    )
    for _ in range(4):
        game.apply(Foul("Dan"))
    assert ("Dan", "fouls") in game.deaths and not game.owed


@pytest.mark.parametrize("mode", ["referee", "pass", "middle"])
def test_the_table_asks_for_his_take_in_every_mode(mode: str) -> None:
    table = FlowTable(make_setup(house("classic", "kamikaze"), 4, PLAYERS, DEAL), TableMode(mode, "reveal"))
    table.play_to_day(random.Random(1))  # the deal and the meeting night, as the table plays them
    for inp in (Nominate("Ann", "Dan"),):
        table.game.apply(inp)
    voters = tuple(p for p in table.game.alive if p != "Dan")
    table.game.apply(Vote(voters))
    table.game.apply(Vote(voters))
    assert table.stage() == "last_act"
    state = table.state()
    assert tf.Press("take_nobody") in tf.messages_now(state)
    assert state.composer().prompt().code == "last_act"
    table.send(tf.Tap("Bob"))
    assert Take("Dan", "Bob") in table.game.inputs and table.stage() != "last_act"


def test_his_words() -> None:
    rules = house("classic", "kamikaze")
    assert "take one living player with them" in rules_summary(rules)
    assert (
        phrases.event_text({"type": "take", "by": "Dan", "target": "Ann"}, rules) == "Dan takes Ann with them"
    )
    assert phrases.event_text({"type": "take", "by": "Dan", "target": None}, rules) == "Dan spares everyone"
