"""The Jester (Шут): a side of his own; voted out by the day he alone wins at once (``winner:
"jester"``); killed at night he is simply out; counted with the rest for the mafia's win."""

from __future__ import annotations

import json

from mafia_desktop import phrases
from mafia_desktop.engine.balance import simulate
from mafia_desktop.engine.events import Death, Win
from mafia_desktop.engine.game import Game
from mafia_desktop.engine.inputs import EndNight, NightInput, Nominate, Vote
from mafia_desktop.engine.record import Record, transcript_of
from mafia_desktop.engine.roles import ROLES
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.rules_summary import rules_summary
from tests.house import house

PLAYERS = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus"]


def classic_day(deal: dict[str, str], players: list[str] = PLAYERS) -> Game:
    game = Game(make_setup(house("classic", "jester"), 4, players, deal))
    game.apply(EndNight())  # the meeting night
    return game


def vote_out(game: Game, who: str) -> list[object]:
    accuser = next(p for p in game.alive if p != who)
    game.apply(Nominate(accuser, who))
    voters = tuple(p for p in game.alive if p != who)
    events: list[object] = list(game.apply(Vote(voters)))
    if game.winner is None and game.day is not None and game.day.motion is not None:
        events += game.apply(Vote(voters))
    return events


def test_the_jester_is_a_side_of_his_own() -> None:
    assert ROLES["jester"].team == "jester" and ROLES["jester"].night_acts == ()


def test_voted_out_he_alone_wins_at_once() -> None:
    game = classic_day({"Ann": "mafia", "Bob": "mafia", "Dan": "jester"})
    events = vote_out(game, "Dan")
    assert Death("Dan", "vote") in events and Win("jester") in events
    assert game.winner == "jester"
    transcript = transcript_of(json.dumps(Record(game.setup, tuple(game.inputs)).to_json())).to_json()
    assert transcript["winner"] == "jester"
    assert {"type": "win", "team": "jester"} in transcript["events"]


def test_killed_at_night_he_is_simply_out() -> None:
    game = classic_day({"Ann": "mafia", "Bob": "mafia", "Dan": "jester"})
    vote_out(game, "Gus")
    game.apply(NightInput("shoot", "Ann", "Dan"))
    game.apply(NightInput("shoot", "Bob", "Dan"))
    events = game.apply(EndNight())
    assert Death("Dan", "night") in events and game.winner is None


def test_he_counts_with_the_rest_for_the_mafia_and_the_town_wins_without_him() -> None:
    # One mafioso against the Jester and one other: the mafia do not outnumber the rest.
    game = classic_day({"Ann": "mafia", "Dan": "jester"}, ["Ann", "Bob", "Cid", "Dan", "Eve"])
    vote_out(game, "Eve")
    game.apply(NightInput("shoot", "Ann", "Bob"))
    game.apply(EndNight())
    assert game.winner is None  # Ann against Cid and Dan
    # The town wins when no mafioso lives, the Jester alive or not.
    game = classic_day({"Ann": "mafia", "Dan": "jester"}, ["Ann", "Bob", "Cid", "Dan", "Eve"])
    vote_out(game, "Ann")
    assert game.winner == "town" and game.is_alive("Dan")


def test_the_simulator_gives_him_his_share_and_his_words() -> None:
    rules = house("classic", "jester")
    odds = simulate(rules, {"mafia": 2, "jester": 1, "civilian": 5}, 1000, seed=4)
    share = dict(odds.others).get("jester", 0.0)
    assert share > 0.05 and abs(odds.mafia_win + odds.town_win + share - 1.0) < 1e-9
    summary = rules_summary(rules)
    assert "he alone wins at once" in summary
    assert "every mafioso and the" not in summary  # he stands in nobody's way
    assert phrases.event_text({"type": "win", "team": "jester"}, rules) == "The Jester wins!"
