"""The Mayor (Мэр): by day, while alive, he may show his card once (``reveal_mayor``, public
``mayor``); from then his hand counts two in every vote, tally and car-crash count."""

from __future__ import annotations

import random

import pytest

from mafia_desktop import phrases
from mafia_desktop.engine.errors import IllegalInput
from mafia_desktop.engine.events import MayorShown, TallyHeld, VoteHeld
from mafia_desktop.engine.game import Game
from mafia_desktop.engine.inputs import DayAct, EndNight, NightInput, Nominate, Tally, Vote, input_from_json
from mafia_desktop.engine.record import Record, replay
from mafia_desktop.engine.roles import ROLES
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.engine.views import PUBLIC, player, public_view, view_for
from mafia_desktop.rules_summary import rules_summary
from mafia_desktop.table import table_flow as tf
from mafia_desktop.table.session import TableMode
from tests.house import house
from tests.privacy import view_leaks
from tests.table.flow_table import FlowTable

PLAYERS = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ida", "Jon"]
DEAL = {"Ann": "mafia", "Bob": "mafia", "Dan": "mayor"}


def classic_day() -> Game:
    game = Game(make_setup(house("classic", "mayor"), 4, PLAYERS, DEAL))
    game.apply(EndNight())  # the meeting night
    return game


def test_the_mayor_is_a_town_role_with_no_night_act() -> None:
    assert ROLES["mayor"].team == "town" and ROLES["mayor"].night_acts == ()


def test_he_shows_his_card_once_and_only_he_may() -> None:
    game = classic_day()
    public = view_for(game, PUBLIC)
    claim = next(a for a in public.legal if a.act == "reveal_mayor")
    assert set(claim.by) == set(game.alive)  # the table's list never says who the Mayor is
    with pytest.raises(IllegalInput, match="card does not allow"):
        game.apply(DayAct("reveal_mayor", "Cid"))
    assert game.apply(DayAct("reveal_mayor", "Dan")) == [MayorShown("Dan")]
    with pytest.raises(IllegalInput):
        game.apply(DayAct("reveal_mayor", "Dan"))
    assert public_view(game).revealed_role("Dan") == "mayor"  # everyone knows him now
    for viewer in (PUBLIC, player("Ann"), player("Cid")):
        assert not view_leaks(game, view_for(game, viewer))
    record = Record(game.setup, tuple(game.inputs))
    assert {"act": "reveal_mayor", "by": "Dan"} in record.to_json()["inputs"]
    assert input_from_json({"act": "reveal_mayor", "by": "Dan"}) == DayAct("reveal_mayor", "Dan")
    assert [e.to_json() for e in replay(record).events][-1] == {"type": "mayor", "player": "Dan"}


def test_his_hand_counts_two_in_a_vote_the_threshold_stays_in_players() -> None:
    game = classic_day()
    game.apply(DayAct("reveal_mayor", "Dan"))
    game.apply(Nominate("Cid", "Eve"))
    events = game.apply(Vote(("Dan", "Cid", "Fay", "Gus")))  # five hands of nine voters: needed 5
    held = next(e for e in events if isinstance(e, VoteHeld))
    assert (held.yes, held.needed, held.passed) == (5, 5, True)


def test_and_two_in_a_tally() -> None:
    game = Game(
        make_setup(house("club", "mayor"), 4, PLAYERS, {"Ann": "don", "Bob": "mafia", "Dan": "mayor"})
    )
    game.apply(EndNight())
    game.apply(DayAct("reveal_mayor", "Dan"))
    game.apply(Nominate("Ann", "Eve"))
    game.apply(Nominate("Dan", "Fay"))
    from mafia_desktop.engine.inputs import EndDay

    with pytest.raises(IllegalInput):
        game.apply(EndDay())
    events = game.apply(Tally((("Eve", ("Ann", "Bob", "Cid")), ("Fay", ("Dan", "Gus")))))
    held = next(e for e in events if isinstance(e, TallyHeld))
    assert dict(held.counts) == {"Eve": 3, "Fay": 3}


@pytest.mark.parametrize("mode", ["referee", "pass", "middle"])
def test_the_table_offers_his_card_by_day_in_every_mode(mode: str) -> None:
    setup = make_setup(house("classic", "mayor"), 4, PLAYERS, DEAL)
    table = FlowTable(setup, TableMode(mode, "reveal"))
    table.play_to_day(random.Random(1))  # the deal and the meeting night, as the table plays them
    assert table.stage() == "day"
    assert "press:reveal_mayor" in tf.STAGES["day"].takes
    table.send(tf.Press("reveal_mayor"))
    assert table.stage() == "pick_actor"
    table.send(tf.Tap("Cid"))  # a false claim: refused, nothing entered
    assert not any(isinstance(i, DayAct) for i in table.game.inputs)
    if table.stage() == "day":
        table.send(tf.Press("reveal_mayor"))
    table.send(tf.Tap("Dan"))
    assert DayAct("reveal_mayor", "Dan") in table.game.inputs


def test_his_words() -> None:
    rules = house("classic", "mayor")
    assert "hand counts two" in rules_summary(rules)
    line = phrases.event_text({"type": "mayor", "player": "Dan"}, rules)
    assert line == "Dan shows the Mayor's card: their hand counts two"
    assert phrases.button_text("reveal_mayor", {}) == "Mayor's card"


def test_the_claim_stays_offered_when_he_died_with_his_card_hidden() -> None:
    """A claim that vanished with him would tell the table the Mayor died (the spy's test)."""
    game = classic_day()
    offered = [a for a in view_for(game, PUBLIC).legal if a.act == "reveal_mayor"]
    game.apply(Nominate("Cid", "Dan"))
    voters = tuple(p for p in game.alive if p != "Dan")
    game.apply(Vote(voters))
    game.apply(Vote(voters))  # the Mayor is out by the vote, his card hidden
    game.apply(NightInput("shoot", "Ann", "Eve"))
    game.apply(NightInput("shoot", "Bob", "Eve"))
    game.apply(EndNight())
    after = [a for a in view_for(game, PUBLIC).legal if a.act == "reveal_mayor"]
    assert offered and after and set(after[0].by) == set(game.alive)
    with pytest.raises(IllegalInput, match="card does not allow"):
        game.apply(DayAct("reveal_mayor", "Cid"))
    game.apply(Nominate("Cid", "Fay"))
    assert [a.act for a in view_for(game, PUBLIC).legal if a.act == "reveal_mayor"] == ["reveal_mayor"]
