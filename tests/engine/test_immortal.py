"""The Immortal (Бессмертный): night attacks on him fail (``unharmed``); the vote or fouls put him out."""

from __future__ import annotations

from mafia_desktop import phrases
from mafia_desktop.engine.balance import random_play_class, simulate
from mafia_desktop.engine.events import Death, NoKill, Saved, Unharmed
from mafia_desktop.engine.game import Game
from mafia_desktop.engine.inputs import EndDay, EndNight, Foul, NightInput, Nominate, Vote
from mafia_desktop.engine.record import Record, replay
from mafia_desktop.engine.roles import ROLES
from mafia_desktop.engine.rules import PRESETS
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.engine.views import PUBLIC, player, view_for
from mafia_desktop.rules_summary import rules_summary
from tests.house import house
from tests.privacy import view_leaks

PLAYERS = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"]
DEAL = {
    "Ann": "mafia",
    "Bob": "mafia",
    "Cid": "detective",
    "Dan": "immortal",
    "Eve": "doctor",
    "Fay": "maniac",
}


def night_game(preset: str = "youth") -> Game:
    game = Game(make_setup(house(preset, "immortal", "maniac"), 3, PLAYERS, DEAL))
    if game.day is not None:
        game.apply(EndDay())  # youth opens with a day of talk
    return game


def test_the_immortal_is_a_town_role_with_no_night_act() -> None:
    role = ROLES["immortal"]
    assert role.team == "town" and role.night_acts == () and role.traits == ("immortal",)


def test_the_mafia_s_shot_at_him_ends_unharmed_and_the_morning_says_no_one_died() -> None:
    game = night_game()
    game.apply(NightInput("shoot", "Ann", "Dan"))
    events = game.apply(EndNight())
    assert Unharmed("Dan") in events and game.is_alive("Dan")
    assert not any(isinstance(e, (Death, NoKill, Saved)) for e in events)
    # The mafia's part ends in exactly one of death, saved, no_kill, unharmed, turned.
    transcript = [e.to_json() for e in replay(Record(game.setup, tuple(game.inputs))).events]
    assert {"type": "unharmed", "player": "Dan"} in transcript
    for viewer in (PUBLIC, player("Dan"), player("Ann"), player("Cid")):
        view = view_for(game, viewer)
        assert not any(isinstance(e, Unharmed) for e in view.log)
        assert not view_leaks(game, view)


def test_a_lone_killer_fails_on_him_too_and_a_doctor_s_save_comes_first() -> None:
    game = night_game()
    game.apply(NightInput("shoot", "Ann", "Dan"))
    game.apply(NightInput("protect", "Eve", "Dan"))
    game.apply(NightInput("stab", "Fay", "Dan"))
    events = game.apply(EndNight())
    assert Saved("Dan", "shoot") in events and game.is_alive("Dan")
    assert not any(isinstance(e, Unharmed) for e in events)  # a second attack on him strikes no more


def test_the_vote_and_fouls_put_him_out() -> None:
    ten = [*PLAYERS, "Ida", "Jon"]
    game = Game(
        make_setup(house("club", "immortal"), 1, ten, {"Ann": "mafia", "Bob": "mafia", "Dan": "immortal"})
    )
    for _ in range(4):
        game.apply(Foul("Dan"))
    assert ("Dan", "fouls") in game.deaths
    game = Game(make_setup(house("classic", "immortal"), 1, PLAYERS, {"Ann": "mafia", "Dan": "immortal"}))
    game.apply(EndNight())  # the meeting night
    game.apply(Nominate("Ann", "Dan"))
    game.apply(Vote(tuple(p for p in PLAYERS if p != "Dan")))
    game.apply(Vote(tuple(p for p in PLAYERS if p != "Dan")))
    assert ("Dan", "vote") in game.deaths


def test_the_simulator_plays_him_and_the_exact_model_says_it_cannot() -> None:
    assert random_play_class("immortal") == ""
    # Every night the mafia shoot him is a night nobody dies: the town's chance rises well beyond
    # the simulation's margin (about 0.38 against 0.24 in 2,000 seeded games).
    rules = house("youth", "immortal")
    with_him = simulate(rules, {"mafia": 2, "immortal": 1, "civilian": 5}, 2000, seed=2)
    without = simulate(rules, {"mafia": 2, "civilian": 6}, 2000, seed=2)
    assert with_him.town_win > without.town_win + 2 * (with_him.margin + without.margin)


def test_the_rules_summary_and_the_log_name_him() -> None:
    assert "Immortal cannot be killed at night" in rules_summary(house("classic", "immortal"))
    line = phrases.event_text({"type": "unharmed", "player": "Dan"}, PRESETS["classic"])
    assert line == "Dan was attacked in the night and is unharmed"
