"""The Marshal (Маршал): each night he checks (the existing ``check``) or, once a game, fires
instead (``fire``): an attack resolved like the Maniac's stab."""

from __future__ import annotations

import pytest

from mafia_desktop import phrases
from mafia_desktop.engine.balance import simulated_games
from mafia_desktop.engine.errors import IllegalInput
from mafia_desktop.engine.events import Acted, Death, Guarded, Saved
from mafia_desktop.engine.game import Game
from mafia_desktop.engine.inputs import EndDay, EndNight, NightInput, Tally, Vote
from mafia_desktop.engine.record import Record, replay
from mafia_desktop.engine.roles import ROLES, acts_of_call
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.engine.views import PUBLIC, player, view_for
from mafia_desktop.rules_summary import night_summary
from tests.house import house
from tests.privacy import view_leaks

PLAYERS = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ida", "Jon"]
DEAL = {"Ann": "mafia", "Bob": "mafia", "Cid": "marshal", "Eve": "doctor", "Fay": "bodyguard"}


def youth_night() -> Game:
    game = Game(make_setup(house("youth", "marshal", "bodyguard"), 3, PLAYERS, DEAL))
    game.apply(EndDay())  # youth opens with a day of talk
    return game


def next_night(game: Game) -> None:
    game.apply(Tally(()))
    if game.day is not None and game.day.motion is not None:
        game.apply(Vote(()))


def test_the_marshal_checks_or_fires_in_his_own_call() -> None:
    role = ROLES["marshal"]
    assert role.team == "town" and role.calls == ("marshal",)
    assert [a.id for a in acts_of_call("marshal")] == ["check", "fire"]
    assert "marshal" in house("classic", "marshal").night_order


def test_his_check_is_the_check_and_then_he_cannot_fire_that_night() -> None:
    game = youth_night()
    assert game.apply(NightInput("check", "Cid", "Ann")) == [Acted("check", "Cid", "Ann", "mafia")]
    with pytest.raises(IllegalInput, match="one choice a night"):
        game.apply(NightInput("fire", "Cid", "Ann"))
    assert not any(a.act == "fire" for a in game.legal_inputs())


def test_he_fires_once_a_game_like_the_maniac_s_stab() -> None:
    game = youth_night()
    game.apply(NightInput("shoot", "Ann", "Gus"))
    assert game.apply(NightInput("fire", "Cid", "Bob")) == [Acted("fire", "Cid", "Bob")]
    with pytest.raises(IllegalInput, match="one choice a night"):
        game.apply(NightInput("check", "Cid", "Ann"))
    events = game.apply(EndNight())
    assert Death("Bob", "night") in events and Death("Gus", "night") in events
    transcript = [e.to_json() for e in replay(Record(game.setup, tuple(game.inputs))).events]
    assert {"type": "fire", "by": "Cid", "target": "Bob"} in transcript
    next_night(game)
    with pytest.raises(IllegalInput, match="once a game"):
        game.apply(NightInput("fire", "Cid", "Ann"))
    assert game.apply(NightInput("check", "Cid", "Ann"))[0].result == "mafia"


def test_his_shot_is_saved_by_a_protection_and_taken_by_a_guard() -> None:
    game = youth_night()
    game.apply(NightInput("shoot", "Ann", "Gus"))
    game.apply(NightInput("fire", "Cid", "Hal"))
    game.apply(NightInput("protect", "Eve", "Hal"))
    assert Saved("Hal", "fire") in game.apply(EndNight())
    game = youth_night()
    game.apply(NightInput("shoot", "Ann", "Gus"))
    game.apply(NightInput("fire", "Cid", "Hal"))
    game.apply(NightInput("guard", "Fay", "Hal"))
    events = game.apply(EndNight())
    assert Guarded("Fay", "Hal") in events and Death("Fay", "night") in events


def test_nobody_else_sees_his_shot_and_never_himself() -> None:
    game = youth_night()
    with pytest.raises(IllegalInput, match="themselves"):
        game.apply(NightInput("fire", "Cid", "Cid"))
    game.apply(NightInput("fire", "Cid", "Hal"))
    for viewer in (PUBLIC, player("Ann"), player("Hal")):
        view = view_for(game, viewer)
        assert not any(isinstance(e, Acted) and e.act == "fire" for e in view.log)
        assert not view_leaks(game, view)


def test_the_simulator_fires_at_a_mafioso_he_found_and_his_words() -> None:
    rules = house("youth", "marshal")
    games = list(simulated_games(rules, {"mafia": 2, "marshal": 1, "civilian": 5}, 300, seed=5))
    fired = [e for g in games for e in g.events if isinstance(e, Acted) and e.act == "fire"]
    assert len(fired) > 20  # a Marshal who has shown himself uses his shot before the mafia come
    assert all(sum(1 for e in g.events if isinstance(e, Acted) and e.act == "fire") <= 1 for g in games)
    summary = night_summary(rules)
    assert "the Marshal checks one player or fires at one player (once a game)" in summary
    assert phrases.event_text({"type": "fire", "by": "Cid", "target": "Bob"}, rules) == "Cid fired at Bob"
