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

import math
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Final

from .kinds import TEAMS
from .roles import NIGHT_ACTS, ROLES, is_mafia
from .rules import Rules


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


def unmodelled(counts: dict[str, int]) -> list[str]:
    """The roles of a deal the exact model does not hold (their kinds: a lone killer, a visitor,
    a guard), in the registry's order."""
    return [r for r in ROLES if counts.get(r) and _code(r) not in _EXACT]


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

_CIV, _MAF, _DON, _DET, _DOC, _MAN, _LOV, _BG = range(8)
_EXACT: Final = (_CIV, _MAF, _DON, _DET, _DOC)
_MAFIA: Final = (_MAF, _DON)


def _code(role: str) -> int:
    """How the estimates play a role, read from the registry: a mafioso who checks plays as the
    Don, a town check for the mafia as the detective, any protector as the doctor; a lone
    attacker of a team of its own as the Maniac, a visitor as the Lover, a guard as the Bodyguard."""
    acts = [NIGHT_ACTS[a].behaviour for a in ROLES[role].night_acts]
    finds = [NIGHT_ACTS[a].finds for a in ROLES[role].night_acts]
    if is_mafia(role):
        return _DON if any(a.answers for a in acts) else _MAF
    if any(a.attacks and not a.shared for a in acts):
        return _MAN
    if any(a.answers == "team" for a in acts) and "mafia" in finds:
        return _DET
    if any(a.guards for a in acts):
        return _BG
    if any(a.silences for a in acts):
        return _LOV
    return _DOC if any(a.saves for a in acts) else _CIV


def simulate(rules: Rules, counts: dict[str, int], games: int = 10_000, seed: int = 0) -> Odds:
    """The chances under informed play, from ``games`` seeded games, with a 95% interval."""
    rng = random.Random(seed)
    roles = [_code(r) for r, n in counts.items() for _ in range(n)]
    parity = rules.mafia_win == "parity"
    wins = Counter[int]()
    for _ in range(games):
        wins[_one_game(rules, roles, parity, rng)] += 1
    p = wins[1] / games if games else 0.0
    lone = wins[2] / games if games else 0.0
    margin = 1.96 * math.sqrt(max(p * (1 - p), 1e-12) / games) if games else 1.0
    maniac = next((ROLES[r].team for r in counts if counts[r] and _code(r) == _MAN), None)
    others = ((maniac, lone),) if maniac is not None and maniac in TEAMS else ()
    return Odds(p, 1.0 - p - lone, "simulation", games, margin, others)


def _one_game(rules: Rules, roles: list[int], parity: bool, rng: random.Random) -> int:
    alive = list(range(len(roles)))
    found: set[int] = set()  # mafiosi some living detective has found
    checked: set[int] = set()
    revealed: set[int] = set()  # detectives known to the table
    don_found: set[int] = set()
    phase = "day" if rules.first_phase in ("meeting_night", "day") else "night"
    talk_first = rules.first_phase == "talk_day"
    first = True

    last_visit: dict[int, int] = {}

    def result() -> int | None:
        # 1: the mafia, 0: the town, 2: a lone killer (see kinds.py's teams).
        maniacs = sum(1 for p in alive if roles[p] == _MAN)
        if maniacs:
            return 2 if len(alive) - maniacs <= 1 else None
        m = sum(1 for p in alive if roles[p] in _MAFIA)
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
            town = [p for p in alive if roles[p] not in _MAFIA]
            targets = [p for p in town if p in revealed or p in don_found]
            victim = targets[0] if targets else town[int(rng.random() * len(town))]
            attacks = [victim]
            saved_by: set[int] = set()
            guards: list[tuple[int, int]] = []
            for p in alive:
                if roles[p] not in (_MAN, _LOV, _BG):
                    continue  # (the others act below)
                others = [q for q in alive if q != p]
                if not others:
                    continue
                if roles[p] == _MAN:
                    attacks.append(others[int(rng.random() * len(others))])
                elif roles[p] == _LOV:
                    pool = [q for q in others if last_visit.get(p) != q] or others
                    last_visit[p] = pool[int(rng.random() * len(pool))]
                    saved_by.add(last_visit[p])
                elif roles[p] == _BG:
                    shown = [q for q in revealed if q in alive and q != p]
                    guards.append((p, shown[0] if shown else others[int(rng.random() * len(others))]))
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
            for p in alive:
                if roles[p] == _DOC:
                    guard = [q for q in revealed if q in alive]
                    if guard:
                        choice = guard[0]
                    else:
                        pool = [q for q in alive if q != p] or [p]
                        choice = pool[int(rng.random() * len(pool))]
                    saved_by.add(choice)
            struck: set[int] = set()
            for target in attacks:
                if target in struck or target not in alive:
                    continue
                struck.add(target)
                if target in saved_by:
                    continue
                stand_in = next((b for b, t in guards if t == target and b in alive), None)
                dying = stand_in if stand_in is not None else target
                struck.add(dying)
                alive.remove(dying)
            won = result()
            if won is not None:
                return won
            phase = "day"
        first = False


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
