"""The Werewolf (Оборотень): a civilian; the first time the mafia's shot would kill him he lives and
joins them (``turned``): he shoots with them, checks find him mafia, he counts as mafia to win."""

from __future__ import annotations

from mafia_desktop import phrases
from mafia_desktop.engine.balance import simulated_games
from mafia_desktop.engine.events import Acted, Death, Guarded, NoKill, Saved, Turned
from mafia_desktop.engine.game import Game
from mafia_desktop.engine.inputs import EndDay, EndNight, NightInput, Tally, Vote
from mafia_desktop.engine.record import Record, replay
from mafia_desktop.engine.roles import ROLES
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.engine.views import PUBLIC, player, view_for
from mafia_desktop.rules_summary import rules_summary
from tests.house import house
from tests.privacy import view_leaks

PLAYERS = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"]


def youth_night(deal: dict[str, str], roles: tuple[str, ...] = ("werewolf",)) -> Game:
    game = Game(make_setup(house("youth", *roles), 3, PLAYERS, deal))
    game.apply(EndDay())  # youth opens with a day of talk
    return game


DEAL = {"Ann": "mafia", "Bob": "mafia", "Cid": "detective", "Dan": "werewolf", "Eve": "doctor"}


def test_the_werewolf_is_a_civilian_of_the_town() -> None:
    assert ROLES["werewolf"].team == "town" and ROLES["werewolf"].night_acts == ()


def test_the_mafia_s_shot_turns_him_and_from_the_next_night_he_shoots_with_them() -> None:
    game = youth_night(DEAL)
    assert game.side("Dan") == "town" and "shoot" not in game.acts_of("Dan")
    game.apply(NightInput("shoot", "Ann", "Dan"))
    events = game.apply(EndNight())
    assert Turned("Dan") in events and game.is_alive("Dan")
    assert not any(isinstance(e, (Death, NoKill, Saved)) for e in events)
    assert game.side("Dan") == "mafia" and "Dan" in game.living_mafia()
    game.apply(Tally(()))  # nobody is voted out
    assert game.acts_of("Dan") == ("shoot",)
    assert game.apply(NightInput("shoot", "Dan", "Fay"))[0] == Acted("shoot", "Dan", "Fay")
    # checks find him mafia
    assert game.apply(NightInput("check", "Cid", "Dan")) == [Acted("check", "Cid", "Dan", "mafia")]
    transcript = [e.to_json() for e in replay(Record(game.setup, tuple(game.inputs))).events]
    assert {"type": "turned", "player": "Dan"} in transcript


def test_only_he_and_the_mafia_he_joins_learn_it() -> None:
    game = youth_night(DEAL)
    game.apply(NightInput("shoot", "Ann", "Dan"))
    game.apply(EndNight())
    for viewer, sees in (
        (PUBLIC, False),
        (player("Cid"), False),
        (player("Dan"), True),
        (player("Ann"), True),
    ):
        view = view_for(game, viewer)
        assert (Turned("Dan") in view.log) is sees, viewer
        assert not view_leaks(game, view)
    assert view_for(game, player("Ann")).seat("Dan").role == "werewolf"  # the mafia know their new man
    assert view_for(game, player("Dan")).seat("Bob").role == "mafia"
    assert view_for(game, player("Dan")).own_acts == ("shoot",)


def test_a_save_a_guard_and_a_lone_killer_come_before_or_instead_of_turning() -> None:
    game = youth_night(DEAL)
    game.apply(NightInput("shoot", "Ann", "Dan"))
    game.apply(NightInput("protect", "Eve", "Dan"))
    assert Saved("Dan", "shoot") in game.apply(EndNight()) and game.side("Dan") == "town"
    deal = {"Ann": "mafia", "Bob": "mafia", "Dan": "werewolf", "Eve": "bodyguard", "Fay": "maniac"}
    game = youth_night(deal, ("werewolf", "bodyguard", "maniac"))
    game.apply(NightInput("shoot", "Ann", "Dan"))
    game.apply(NightInput("guard", "Eve", "Dan"))
    events = game.apply(EndNight())
    assert Guarded("Eve", "Dan") in events and game.side("Dan") == "town"
    game.apply(Tally(()))
    game.apply(NightInput("shoot", "Ann", "Gus"))
    game.apply(NightInput("stab", "Fay", "Dan"))
    assert Death("Dan", "night") in game.apply(EndNight())


def test_once_turned_he_counts_for_the_mafia_s_win() -> None:
    deal = {"Ann": "mafia", "Dan": "werewolf"}
    names = PLAYERS[:5]  # youth's mafia win when they outnumber the rest
    game = Game(make_setup(house("youth", "werewolf"), 3, names, deal))
    game.apply(EndDay())
    game.apply(NightInput("shoot", "Ann", "Dan"))
    game.apply(EndNight())  # Ann and Dan against Bob, Cid and Eve: no win yet
    assert game.winner is None
    game.apply(Tally(()))
    game.apply(NightInput("shoot", "Ann", "Bob"))
    game.apply(NightInput("shoot", "Dan", "Bob"))
    game.apply(EndNight())  # two mafia against two: not yet
    game.apply(Tally((("Cid", ("Ann", "Dan", "Eve")),)))  # the town votes out one of its own
    if game.day is not None and game.day.motion is not None:  # youth's second vote, on Cid alone
        game.apply(Vote(("Ann", "Dan", "Eve")))
    assert game.winner == "mafia"  # two mafia against Eve alone


def test_the_simulator_plays_him_and_his_words() -> None:
    rules = house("youth", "werewolf")
    games = list(simulated_games(rules, {"mafia": 2, "werewolf": 1, "civilian": 5}, 300, seed=3))
    turned = [g for g in games if any(isinstance(e, Turned) for e in g.events)]
    assert len(turned) > 50  # the mafia's shot turns him, in the simulator as at the table
    assert all(g.is_mafia(next(e.player for e in g.events if isinstance(e, Turned))) for g in turned)
    assert "join the mafia" in rules_summary(rules)
    line = phrases.event_text({"type": "turned", "player": "Dan"}, rules)
    assert line == "Dan was shot by the mafia and joins them"
