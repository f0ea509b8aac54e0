"""A random table: picks one legal input at a time from the engine's own list of legal inputs."""

from __future__ import annotations

import random

from mafia_desktop.engine.deal import deal_roles
from mafia_desktop.engine.game import Game, LegalAct
from mafia_desktop.engine.inputs import (
    BestMove,
    DayAct,
    EndDay,
    EndNight,
    ExtraPoints,
    Foul,
    Input,
    NightInput,
    Nominate,
    Remove,
    Second,
    ShootingOrder,
    Surrender,
    Take,
    Tally,
    TechnicalFoul,
    Vote,
    shown_acts,
)
from mafia_desktop.engine.record import Record
from mafia_desktop.engine.roles import NIGHT_ACTS, is_mafia
from mafia_desktop.engine.rules import PRESETS
from mafia_desktop.engine.setup import make_setup
from tests.acts import Check, Shoot
from tests.bounded import bounded

# How often each kind of input is chosen when several are legal: enough ends of nights and days
# to move on, enough acts to make nights and trials happen.
WEIGHTS = {
    "shoot": 6,
    "check": 4,
    "don_check": 4,
    "protect": 4,
    "end_night": 2,
    "nominate": 4,
    "second": 4,
    "vote": 1,
    "tally": 3,
    "end_day": 1,
}
NIGHT_ACT_WEIGHT = 4  # any other registered night act (a role a test adds)


def make_input(act: LegalAct, rnd: random.Random, game: Game) -> Input:
    """One concrete input of the kind ``act`` describes, with random choices inside it."""
    if act.act == "take":  # a dead player's last act: someone, or nobody
        by = act.by[0]
        return Take(by, rnd.choice([*act.targets_for(by), None]))
    if act.act in shown_acts():  # a card shown by day
        return DayAct(act.act, rnd.choice(act.by))
    if act.act in NIGHT_ACTS and NIGHT_ACTS[act.act].picks > 1:
        by = rnd.choice(act.by)
        named = rnd.sample(act.targets_for(by), NIGHT_ACTS[act.act].picks)
        return NightInput(act.act, by, named[0], tuple(named[1:]))
    if act.act in NIGHT_ACTS or act.act == "nominate":
        by = rnd.choice(act.by)
        targets = act.targets_for(by)
        if act.act == "shoot" and rnd.random() < 0.6:
            # Mafia who agree: aim where a fellow already aimed, so kills do happen.
            earlier = [
                t for a, _, t in (game.night.acts if game.night else []) if a == "shoot" and t in targets
            ]
            if earlier:
                return Shoot(by, rnd.choice(earlier))
        if act.act == "nominate":
            return Nominate(by, rnd.choice(targets))
        return NightInput(act.act, by, rnd.choice(targets))
    if act.act == "second":
        return Second(rnd.choice(act.by))
    if act.act == "vote":
        share = rnd.random()
        return Vote(tuple(p for p in act.voters if rnd.random() < share))
    if act.act == "tally":
        favourites = rnd.sample(act.candidates, k=min(len(act.candidates), rnd.randint(1, 3)))
        votes: dict[str, list[str]] = {c: [] for c in favourites}
        for voter in act.voters:
            if rnd.random() < 0.9:
                votes[rnd.choice(favourites)].append(voter)
        return Tally(tuple((c, tuple(v)) for c, v in votes.items()))
    return EndNight() if act.act == "end_night" else EndDay()


SPORT_SHARE = 0.06  # how often a table that keeps score enters a foul, a best move or extra points


def sport_input(act: LegalAct, rnd: random.Random) -> Input:
    """One of the sport's inputs (a foul, the best move, extra points) of the kind ``act`` says."""
    if act.act == "foul":
        return Foul(rnd.choice(act.by))
    if act.act == "best_move":
        by = act.by[0]
        return BestMove(by, tuple(rnd.sample(act.targets_for(by), 3)))
    if act.act == "technical_foul":
        return TechnicalFoul(rnd.choice(act.by))
    if act.act == "remove":
        return Remove(rnd.choice(act.by), "a reason")
    if act.act == "surrender":
        return Surrender(rnd.choice(act.by))
    if act.act == "shooting_order":
        by = act.by[0]
        named = act.targets_for(by)
        return ShootingOrder(by, tuple(rnd.sample(named, min(len(named), rnd.randint(1, 3)))))
    return ExtraPoints(rnd.choice(act.by), rnd.choice((-0.5, 0.1, 0.3, 1)), "a reason")


def random_input(game: Game, rnd: random.Random) -> Input:
    sport = game.sport_inputs()
    if sport and rnd.random() < SPORT_SHARE:
        best = [a for a in sport if a.act == "best_move"]
        return sport_input(best[0] if best else rnd.choice(sport), rnd)
    acts = game.legal_inputs()
    assert acts, "a game that is not over always has a legal input"
    act = rnd.choices(acts, weights=[WEIGHTS.get(a.act, NIGHT_ACT_WEIGHT) for a in acts])[0]
    return make_input(act, rnd, game)


def long_classic_game(players: int = 20, failed_accusations: int = 15, seed: int = 1) -> Record:
    """A long classic game: every day many accusations fail before one carries; every night each
    mafioso shoots and the Inspector checks. For benchmarks and the crash test."""
    names = [f"Player {i}" for i in range(1, players + 1)]
    rules = PRESETS["classic"]
    setup = make_setup(rules, seed, names, deal_roles(rules, names, seed))
    game = Game(setup)
    rnd = random.Random(seed)
    game.apply(EndNight())
    for _ in bounded(10_000, "the game to end"):
        if game.winner is not None:
            break
        if game.night is not None:
            town = [p for p in game.alive if not is_mafia(game.role_of(p))]
            victim = rnd.choice(town)
            for shooter in game.living_mafia():
                game.apply(Shoot(shooter, victim))
            for inspector in game.living_with("detective"):
                game.apply(Check(inspector, rnd.choice([p for p in game.alive if p != inspector])))
            game.apply(EndNight())
            continue
        for _ in range(failed_accusations):
            accuser, suspect = rnd.sample(game.alive, 2)
            game.apply(Nominate(accuser, suspect))
            game.apply(Vote((accuser,)))
        carry_an_accusation(game, rnd)
    return Record(setup, tuple(game.inputs))


def carry_an_accusation(game: Game, rnd: random.Random) -> None:
    """The classic day's end: a random accusation carries, the charge and the execution, everyone
    but the suspect voting."""
    accuser, suspect = rnd.sample(game.alive, 2)
    game.apply(Nominate(accuser, suspect))
    voters = tuple(p for p in game.alive if p != suspect)
    game.apply(Vote(voters))
    game.apply(Vote(voters))
