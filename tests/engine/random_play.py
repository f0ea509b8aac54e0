"""A random table: picks one legal input at a time from the engine's own list of legal inputs."""

from __future__ import annotations

import random

from mafia_desktop.engine.game import Game, LegalAct
from mafia_desktop.engine.inputs import (
    Check,
    DonCheck,
    EndDay,
    EndNight,
    Input,
    Nominate,
    Protect,
    Second,
    Shoot,
    Tally,
    Vote,
)

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
_BY_TARGET = {"shoot": Shoot, "check": Check, "don_check": DonCheck, "protect": Protect, "nominate": Nominate}


def make_input(act: LegalAct, rnd: random.Random, game: Game) -> Input:
    """One concrete input of the kind ``act`` describes, with random choices inside it."""
    if act.act in _BY_TARGET:
        by = rnd.choice(act.by)
        targets = act.targets_for(by)
        if act.act == "shoot" and rnd.random() < 0.6:
            # Mafia who agree: aim where a fellow already aimed, so kills do happen.
            earlier = [
                t for a, _, t in (game.night.acts if game.night else []) if a == "shoot" and t in targets
            ]
            if earlier:
                return Shoot(by, rnd.choice(earlier))
        return _BY_TARGET[act.act](by, rnd.choice(targets))
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


def random_input(game: Game, rnd: random.Random) -> Input:
    acts = game.legal_inputs()
    assert acts, "a game that is not over always has a legal input"
    act = rnd.choices(acts, weights=[WEIGHTS[a.act] for a in acts])[0]
    return make_input(act, rnd, game)
