"""How likely each side is to win, for a deal and its rules.

Two models:

- **Random play** (Migdal 2010, "A mathematical model of the Mafia game", arXiv:1009.1031,
  extended to roles), computed *exactly* by dynamic programming over the counts of living
  mafia, civilians, detectives and doctors. Each day on which the rules can end in a death,
  exactly one living player, chosen uniformly at random, dies (youth's first day has none); each
  night with a kill, the mafia kill a uniformly random town player; each living protector protects
  a uniformly random living player (themself included, where the rules allow) and saves the victim
  if they match; checks change nothing. Meeting nights kill nobody; the rules' win condition ends
  the game.
- **Informed play**, by seeded simulation: a detective who has found a mafioso reveals it and the
  town votes that mafioso out the next day; the mafia shoot a detective who has revealed
  themself (or whom the Don found); the doctor protects a revealed detective, otherwise a random
  other player; otherwise as in random play. Roles the exact model does not hold are played here
  by what their act's kind does: a lone killer (the Maniac) kills a random other player each night
  and wins alone; a visitor (the Lover) saves a random other player, never the same twice running;
  a guard (the Bodyguard) guards a revealed detective or a random other player and dies in their
  place. For a deal with such a role, :func:`exact` raises :class:`NotModelled` and
  :func:`odds` gives the simulation, labelled as such.

>>> from mafia_desktop.engine.rules import PRESETS, with_options
>>> rules = with_options(PRESETS["classic"], {"min_players": 3, "roles": ["civilian", "mafia"]})
>>> exact(rules, {"mafia": 1, "civilian": 3}).mafia_win   # day 1: 3/4 the mafioso survives; then 1/2
0.375
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Final

from .inputs import DayAct, EndDay, EndNight, NightInput, Nominate, Second, Take, Tally, Vote
from .kinds import TEAMS, SimPlan
from .night import _end_problem as night_problem
from .night import actors
from .roles import NIGHT_ACTS, ROLES, acts_of_call
from .rules import Rules
from .state import LegalAct

if TYPE_CHECKING:
    from .game import Game
    from .setup import Setup


class NotModelled(ValueError):
    """The exact model cannot hold a role of the deal (its roles are said in the message)."""

    def __init__(self, roles: list[str]) -> None:
        super().__init__("random play is worked out exactly only without " + ", ".join(roles))
        self.roles = roles


MAX_PLAYERS: Final = 60


@dataclass(frozen=True, slots=True)
class Odds:
    """The chances of each side; ``games`` is 0 for the exact method."""

    mafia_win: float
    town_win: float
    method: str  # exact | simulation
    games: int = 0
    margin: float = 0.0  # half-width of the 95% confidence interval (simulation)
    others: tuple[tuple[str, float], ...] = ()  # the chances of other sides (the Maniac)

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {
            "mafia_win": round(self.mafia_win, 6),
            "town_win": round(self.town_win, 6),
            "method": self.method,
            "games": self.games,
        }
        if self.method == "simulation":
            out["margin"] = round(self.margin, 6)
        if self.others:
            out["others"] = {team: round(p, 6) for team, p in self.others}
        return out

    @property
    def verdict(self) -> str:
        """A plain word: a team (favoured) or ``even``, within five points of even. Where a third
        side has a chance, the side ahead of both others by five points is favoured."""
        if self.others:
            chances = sorted(
                [("mafia", self.mafia_win), ("town", self.town_win), *self.others], key=lambda c: -c[1]
            )
            return chances[0][0] if chances[0][1] - chances[1][1] > max(0.05, self.margin) else "even"
        if abs(self.mafia_win - 0.5) <= max(0.05, self.margin):
            return "even"
        return "mafia" if self.mafia_win > 0.5 else "town"


def random_play_class(role: str) -> str:
    """What a role is in the exact model of random play, read off its behaviours (each act kind's
    ``random_play``): ``mafia`` (the mafia's team, whose acts are the shot and acts that change
    nothing there), ``doctor`` (a town role that protects), ``civilian`` (a town role whose acts
    change nothing there: a check), or ``""``: the model cannot hold it (a lone killer, a visitor,
    a guard, a passive behaviour, a side of its own)."""
    known = ROLES[role]
    plays = {NIGHT_ACTS[a].behaviour.random_play for a in known.night_acts}
    if known.traits or "" in plays:
        return ""
    if known.team == "mafia":
        return "mafia" if plays <= {"kill", "inert"} else ""
    if known.team != "town" or "kill" in plays:
        return ""
    return "doctor" if "protect" in plays else "civilian"


def _counts(counts: dict[str, int]) -> tuple[int, int, int, int]:
    by_class = Counter[str]()
    for role, n in counts.items():
        by_class[random_play_class(role)] += n
    return by_class["mafia"], by_class["civilian"], 0, by_class["doctor"]


def _winner(rules_parity: bool, m: int, town: int) -> int | None:
    """1 when the mafia have won, 0 when the town has, None while the game goes on."""
    if m == 0:
        return 0
    if m > town or (rules_parity and m == town):
        return 1
    return None


# --- random play, exactly ----------------------------------------------------------------------


def unmodelled(counts: dict[str, int]) -> list[str]:
    """The roles of a deal the exact model does not hold (their kinds: a lone killer, a visitor,
    a guard), in the registry's order."""
    return [r for r in ROLES if counts.get(r) and not random_play_class(r)]


def exact(rules: Rules, counts: dict[str, int]) -> Odds:
    """The exact chances under random play (see the module's description)."""
    if unmodelled(counts):
        raise NotModelled(unmodelled(counts))
    m, c, d, k = _counts(counts)
    if m + c + d + k > MAX_PLAYERS:
        raise ValueError(f"at most {MAX_PLAYERS} players")
    parity = rules.mafia_win == "parity"
    start = _winner(parity, m, c + d + k)
    if start is not None:
        p = float(start)
    else:
        first = rules.first_phase
        solve = _solver(parity, rules.protect_self)
        if first == "meeting_night":
            p = solve(m, c, d, k, "day")
        elif first == "talk_day":
            p = solve(m, c, d, k, "night")
        else:
            p = solve(m, c, d, k, "night" if first == "night" else "day")
    return Odds(p, 1.0 - p, "exact")


Solver = Callable[[int, int, int, int, str], float]


@lru_cache(maxsize=8)
def _solver(parity: bool, protect_self: bool) -> Solver:
    @cache
    def f(m: int, c: int, d: int, k: int, phase: str) -> float:
        n = m + c + d + k
        if phase == "day":
            total = 0.0
            for count, after in (
                (m, (m - 1, c, d, k)),
                (c, (m, c - 1, d, k)),
                (d, (m, c, d - 1, k)),
                (k, (m, c, d, k - 1)),
            ):
                if count:
                    total += count / n * _then(after, "night")
            return total
        town = c + d + k
        total = 0.0
        for count, after, is_doctor in (
            (c, (m, c - 1, d, k), False),
            (d, (m, c, d - 1, k), False),
            (k, (m, c, d, k - 1), True),
        ):
            if not count:
                continue
            saved = _saved(n, k, is_doctor, protect_self)
            total += count / town * (saved * f(m, c, d, k, "day") + (1 - saved) * _then(after, "day"))
        return total

    def _then(state: tuple[int, int, int, int], phase: str) -> float:
        m, c, d, k = state
        won = _winner(parity, m, c + d + k)
        return float(won) if won is not None else f(m, c, d, k, phase)

    return f


def _saved(n: int, doctors: int, victim_is_doctor: bool, protect_self: bool) -> float:
    """The chance at least one living doctor protected the victim (each picks uniformly)."""
    if doctors == 0:
        return 0.0
    if protect_self:
        return 1.0 - (1.0 - 1.0 / n) ** doctors
    others = doctors - 1 if victim_is_doctor else doctors
    miss = (1.0 - 1.0 / (n - 1)) ** others if n > 1 else 1.0
    return 1.0 - miss


# --- informed play, by simulation -----------------------------------------------------------------


def simulate(rules: Rules, counts: dict[str, int], games: int = 10_000, seed: int = 0) -> Odds:
    """The chances under informed play, from ``games`` seeded games, with a 95% interval.

    Each game is played by the engine itself, so every role plays by its own behaviour: each
    night every act is chosen by its kind's :meth:`~.kinds.ActKind.simulate` hook (a checker who
    finds a mafioso shows himself, the mafia shoot a checker shown or found, a protector covers a
    checker shown), each day the table votes out a mafioso a checker found, else a random player;
    a player who must act on his death names a random player."""
    wins = Counter[str]()
    for game in simulated_games(rules, counts, games, seed):
        assert game.winner is not None
        wins[game.winner] += 1
    p = wins["mafia"] / games if games else 0.0
    town = wins["town"] / games if games else 0.0
    margin = 1.96 * math.sqrt(max(p * (1 - p), 1e-12) / games) if games else 1.0
    others = tuple((t, wins[t] / games) for t in TEAMS if t not in ("mafia", "town") and wins[t])
    return Odds(p, town, "simulation", games, margin, others)


def simulated_games(rules: Rules, counts: dict[str, int], games: int, seed: int = 0) -> Iterator[Game]:
    """The seeded games :func:`simulate` plays, each played to its end (the engine's own game)."""
    rng = random.Random(seed)
    setup = _sim_setup(rules, [r for r, n in counts.items() for _ in range(n)])
    for _ in range(games):
        yield _one_game(setup, rng)


def _sim_setup(rules: Rules, roles: list[str]) -> Setup:
    from .setup import Setup

    names = tuple(f"P{i + 1}" for i in range(len(roles)))
    the_rules = dataclasses.replace(rules, min_players=1, max_players=max(len(roles), 1))
    return Setup(the_rules, 0, names, tuple(roles))


_DAY_STEPS: Final = 200  # more inputs than any simulated day takes (a bound, never reached)


def _one_game(setup: Setup, rng: random.Random) -> Game:
    from .game import Game

    game = Game(setup)
    plan = SimPlan(rng)
    while game.winner is None:
        if game.pending_take() is not None:
            _sim_take(game, rng)
        elif game.night is not None:
            _sim_night(game, plan)
        else:
            _sim_day(game, plan, rng)
    return game


def _sim_take(game: Game, rng: random.Random) -> None:
    by = game.pending_take()
    assert by is not None
    pool = [p for p in game.alive if p != by]
    game.apply(Take(by, rng.choice(pool) if pool else None))


def _sim_night(game: Game, plan: SimPlan) -> None:
    night = game.night
    assert night is not None
    plan.tonight = {}
    if not night.meeting:
        for call in game.rules.night_order:
            # An act limited per game is offered first: its hook declines it until its moment
            # (the Marshal fires only at a mafioso he found, else he checks).
            for spec in sorted(acts_of_call(call), key=lambda a: not a.per_game):
                for by in actors(game, spec.id, call):
                    chosen = spec.behaviour.simulate(game, spec, by, plan)
                    if chosen:
                        game.apply(NightInput(spec.id, by, chosen[0], tuple(chosen[1:])))
    if night_problem(game) is not None:
        # (a team shot that chose nobody: any shot ends the night)
        shot = next(a for a in game.legal_inputs() if a.act != "end_night")
        by = shot.by[0]
        game.apply(NightInput(shot.act, by, plan.rng.choice(shot.targets_for(by))))
    game.apply(EndNight())


def _sim_day(game: Game, plan: SimPlan, rng: random.Random) -> None:
    day = game.day
    assert day is not None
    known = [(t, by) for t, by in plan.found.items() if game.is_alive(t) and game.is_alive(by)]
    if known:
        victim, finder = known[0]
        plan.revealed.add(finder)
    else:
        victim = game.alive[int(rng.random() * len(game.alive))]
    number = game.days
    for p in list(game.alive):  # what passive behaviours do by day (a Mayor shows his card)
        for trait in game.traits_of(p):
            act = trait.simulate_day(game, p, plan)
            if act is not None:
                game.apply(DayAct(act, p))
    for _ in range(_DAY_STEPS):
        if game.winner is not None or game.day is None or game.days != number or game.pending_take():
            return
        legal = {a.act: a for a in game.legal_inputs()}
        if "vote" in legal:
            motion = day.motion
            wanted = motion is not None and (motion.target == victim or motion.kind == "all_leave")
            game.apply(Vote(legal["vote"].voters if wanted else ()))
        elif "second" in legal:
            game.apply(Second(legal["second"].by[0]))
        elif "tally" in legal and (victim in legal["tally"].candidates or "nominate" not in legal):
            pick = victim if victim in legal["tally"].candidates else legal["tally"].candidates[0]
            game.apply(Tally(((pick, legal["tally"].voters),)))
        elif "nominate" in legal and victim not in day.nominees and _accuser(legal["nominate"], victim):
            game.apply(Nominate(_accuser(legal["nominate"], victim), victim))
        else:
            game.apply(EndDay())
    raise AssertionError("a simulated day did not end")  # pragma: no cover - a bound


def _accuser(nominate: LegalAct, victim: str) -> str:
    return next((p for p in nominate.by if victim in nominate.targets_for(p)), "")


def odds(
    rules: Rules, counts: dict[str, int], model: str = "random", games: int = 10_000, seed: int = 0
) -> Odds:
    if model == "random":
        if unmodelled(counts):
            return simulate(rules, counts, games, seed)  # method "simulation" says so
        return exact(rules, counts)
    if model == "informed":
        return simulate(rules, counts, games, seed)
    raise ValueError(f"unknown model {model!r}: use random or informed")
