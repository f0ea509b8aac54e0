"""The deal: the recommended roles for a table, and a seeded random deal of them to the players.

>>> counts = recommended_deal("club", 10)
>>> counts
{'don': 1, 'mafia': 2, 'detective': 1, 'civilian': 6}
>>> deal = deal_roles("club", [f"P{i}" for i in range(1, 11)], seed=7)
>>> sorted(deal.values()) == sorted(r for r, n in counts.items() for _ in range(n))
True
>>> deal == deal_roles("club", [f"P{i}" for i in range(1, 11)], seed=7)
True
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from .errors import Problem, RecordError
from .rules import PRESETS, Rules, recommended_counts
from .setup import deal_problem


def _rules(rules: Rules | str) -> Rules:
    return PRESETS[rules] if isinstance(rules, str) else rules


def recommended_deal(rules: Rules | str, players: int) -> dict[str, int]:
    """Role -> count the rules recommend for ``players`` (RULES.md's mafia counts, the preset's
    special roles, civilians for the rest)."""
    return recommended_counts(_rules(rules), players)


def deal_counts_problem(rules: Rules | str, players: int, counts: Mapping[str, int]) -> Problem | None:
    """Why ``counts`` cannot be dealt to ``players`` under the rules, or None.

    >>> deal_counts_problem("club", 8, {"mafia": 2})
    'club rules are for exactly 10 players; this table has 8'
    """
    the_rules = _rules(rules)
    low, high, preset = the_rules.min_players, the_rules.max_players, the_rules.preset
    if not low <= players <= high:
        if low == high:
            return Problem("deal_exact_players", preset=preset, low=low, players=players)
        return Problem("deal_player_range", preset=preset, low=low, high=high, players=players)
    for role, n in counts.items():
        if role not in the_rules.roles:
            return Problem("deal_no_role", preset=preset, which=role)
        if n < 0:
            return Problem("deal_negative", which=role, count=n)
    special = sum(n for r, n in counts.items() if r != "civilian")
    if special > players:
        return Problem("deal_overflow", special=special, players=players)
    roles = [r for r, n in counts.items() if r != "civilian" for _ in range(n)]
    roles += ["civilian"] * (players - special)
    return deal_problem(the_rules, roles)


def deal_roles(
    rules: Rules | str,
    players: Sequence[str],
    seed: int,
    counts: Mapping[str, int] | None = None,
) -> dict[str, str]:
    """Deal ``counts`` (the recommended deal by default) at random to ``players``.

    The same seed always gives the same deal; the seed is the record's, so the deal can be
    checked. Returns name -> role for every player (civilians included).
    """
    the_rules = _rules(rules)
    wanted = dict(counts) if counts is not None else recommended_counts(the_rules, len(players))
    problem = deal_counts_problem(the_rules, len(players), wanted)
    if problem:
        raise RecordError(problem)
    pool = [r for r, n in wanted.items() if r != "civilian" for _ in range(n)]
    pool += ["civilian"] * (len(players) - len(pool))
    # A generator of its own, so the deal does not shift the game's random picks.
    rng = random.Random(f"deal:{seed}")
    rng.shuffle(pool)
    return dict(zip(players, pool, strict=False))
