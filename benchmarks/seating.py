"""The seating generator, where a person waits for it: a tournament of 20 players, 2 tables and
10 rounds seated (goal: well under 2 s), against a baseline measured in the same run: a random
schedule of the same size that balances nothing (each round shuffled and cut into tables, seats
as they fall), the least any schedule costs.

- ``seat_20x10_ms``: the balanced schedule; ``random_20x10_ms``: the baseline;
  ``seat_vs_random_ratio``: the one over the other.
- ``seat_30x3x10_ms``: 30 players, 3 tables, 10 rounds.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from mafia_desktop.club.seating import seat_schedule  # noqa: E402

NAMES = [f"Player {i:02d}" for i in range(1, 31)]


def _random_schedule(players: list[str], tables: int, rounds: int, seed: int) -> list[list[list[str]]]:
    rng = random.Random(seed)
    out = []
    for _ in range(rounds):
        order = list(players)
        rng.shuffle(order)
        size = len(order) // tables
        out.append([order[k * size : (k + 1) * size] for k in range(tables)])
    return out


def _best(fn: object, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()  # type: ignore[operator]
        times.append(time.perf_counter() - start)
    return min(times) if repeat < 3 else statistics.median(times)


def bench_seating(quick: bool = False) -> dict[str, float]:
    repeat = 3 if quick else 7
    seat = _best(lambda: seat_schedule(NAMES[:20], 2, 10, seed=1), repeat)
    baseline = _best(lambda: _random_schedule(NAMES[:20], 2, 10, 1), repeat * 10)
    thirty = _best(lambda: seat_schedule(NAMES, 3, 10, seed=1), repeat)
    return {
        "seat_20x10_ms": round(seat * 1000, 1),
        "seat_goal_ms": 2000,
        "random_20x10_ms": round(baseline * 1000, 3),
        "seat_vs_random_ratio": round(seat / baseline, 1),
        "seat_30x3x10_ms": round(thirty * 1000, 1),
    }


if __name__ == "__main__":
    import json

    print(json.dumps(bench_seating("--quick" in sys.argv), indent=2))
