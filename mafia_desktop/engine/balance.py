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
  other player; otherwise as in random play.

>>> from mafia_desktop.engine.rules import PRESETS, with_options
>>> rules = with_options(PRESETS["classic"], {"min_players": 3, "roles": ["civilian", "mafia"]})
>>> exact(rules, {"mafia": 1, "civilian": 3}).mafia_win   # day 1: 3/4 the mafioso survives; then 1/2
0.375
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Final

from .roles import NIGHT_ACTS, ROLES, is_mafia
from .rules import Rules

MAX_PLAYERS: Final = 60


@dataclass(frozen=True, slots=True)
class Odds:
    """The chances of each side; ``games`` is 0 for the exact method."""

    mafia_win: float
    town_win: float
    method: str  # exact | simulation
    games: int = 0
    margin: float = 0.0  # half-width of the 95% confidence interval (simulation)

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {
            "mafia_win": round(self.mafia_win, 6),
            "town_win": round(self.town_win, 6),
            "method": self.method,
            "games": self.games,
        }
        if self.method == "simulation":
            out["margin"] = round(self.margin, 6)
        return out

    @property
    def verdict(self) -> str:
        """A plain word: ``mafia``, ``even`` or ``town`` (favoured), within five points of even."""
        if abs(self.mafia_win - 0.5) <= max(0.05, self.margin):
            return "even"
        return "mafia" if self.mafia_win > 0.5 else "town"


def _counts(counts: dict[str, int]) -> tuple[int, int, int, int]:
    by_code = Counter[int]()
    for role, n in counts.items():
        by_code[_code(role)] += n
    mafia = by_code[_MAF] + by_code[_DON]
    return mafia, by_code[_CIV], by_code[_DET], by_code[_DOC]


def _winner(rules_parity: bool, m: int, town: int) -> int | None:
    """1 when the mafia have won, 0 when the town has, None while the game goes on."""
    if m == 0:
        return 0
    if m > town or (rules_parity and m == town):
        return 1
    return None


# --- random play, exactly ----------------------------------------------------------------------


def exact(rules: Rules, counts: dict[str, int]) -> Odds:
    """The exact chances under random play (see the module's description)."""
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

_CIV, _MAF, _DON, _DET, _DOC = range(5)


def _code(role: str) -> int:
    """How the estimate plays a role, read from the registry: a mafioso who checks plays as the
    Don, a town check for the mafia as the detective, any protector as the doctor."""
    kinds = {(NIGHT_ACTS[a].kind, NIGHT_ACTS[a].finds) for a in ROLES[role].night_acts}
    if is_mafia(role):
        return _DON if any(kind == "check" for kind, _ in kinds) else _MAF
    if ("check", "mafia") in kinds:
        return _DET
    return _DOC if any(kind == "protect" for kind, _ in kinds) else _CIV


def simulate(rules: Rules, counts: dict[str, int], games: int = 10_000, seed: int = 0) -> Odds:
    """The chances under informed play, from ``games`` seeded games, with a 95% interval."""
    rng = random.Random(seed)
    roles = [_code(r) for r, n in counts.items() for _ in range(n)]
    parity = rules.mafia_win == "parity"
    mafia_wins = 0
    for _ in range(games):
        mafia_wins += _one_game(rules, roles, parity, rng)
    p = mafia_wins / games if games else 0.0
    margin = 1.96 * math.sqrt(max(p * (1 - p), 1e-12) / games) if games else 1.0
    return Odds(p, 1.0 - p, "simulation", games, margin)


def _one_game(rules: Rules, roles: list[int], parity: bool, rng: random.Random) -> int:
    alive = list(range(len(roles)))
    found: set[int] = set()  # mafiosi some living detective has found
    checked: set[int] = set()
    revealed: set[int] = set()  # detectives known to the table
    don_found: set[int] = set()
    phase = "day" if rules.first_phase in ("meeting_night", "day") else "night"
    talk_first = rules.first_phase == "talk_day"
    first = True

    def result() -> int | None:
        m = sum(1 for p in alive if roles[p] in (_MAF, _DON))
        return _winner(parity, m, len(alive) - m)

    while True:
        if phase == "day":
            if not (first and talk_first):
                known = [p for p in found if p in alive]
                detectives = [p for p in alive if roles[p] == _DET]
                if known and detectives:
                    victim = known[0]
                    revealed.update(detectives[:1])
                else:
                    victim = alive[int(rng.random() * len(alive))]
                alive.remove(victim)
                won = result()
                if won is not None:
                    return won
            phase = "night"
        else:
            town = [p for p in alive if roles[p] not in (_MAF, _DON)]
            targets = [p for p in town if p in revealed or p in don_found]
            victim = targets[0] if targets else town[int(rng.random() * len(town))]
            for p in alive:
                if roles[p] == _DET:
                    unchecked = [q for q in alive if q != p and q not in checked]
                    if unchecked:
                        q = unchecked[int(rng.random() * len(unchecked))]
                        checked.add(q)
                        if roles[q] in (_MAF, _DON):
                            found.add(q)
                elif roles[p] == _DON:
                    others = [
                        q for q in alive if q != p and q not in don_found and roles[q] not in (_MAF, _DON)
                    ]
                    if others:
                        q = others[int(rng.random() * len(others))]
                        if roles[q] == _DET:
                            don_found.add(q)
            saved = False
            for p in alive:
                if roles[p] == _DOC:
                    guard = [q for q in revealed if q in alive]
                    if guard:
                        choice = guard[0]
                    else:
                        pool = [q for q in alive if q != p] or [p]
                        choice = pool[int(rng.random() * len(pool))]
                    if choice == victim:
                        saved = True
            if not saved:
                alive.remove(victim)
                won = result()
                if won is not None:
                    return won
            phase = "day"
        first = False


def odds(
    rules: Rules, counts: dict[str, int], model: str = "random", games: int = 10_000, seed: int = 0
) -> Odds:
    if model == "random":
        return exact(rules, counts)
    if model == "informed":
        return simulate(rules, counts, games, seed)
    raise ValueError(f"unknown model {model!r}: use random or informed")
