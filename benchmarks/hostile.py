"""Untrusted text, where a person would wait for it: a broken record handed to the table, to
``replay``, or lying among the saved games that ``series`` and Home read.

Each hostile shape of tests/hostile_shapes.py, at the largest size a record may have (8 MiB), is
replayed as ``mafia-desktop replay`` does it (``transcript_of``: checked, refused in words), against
a baseline measured in the same run: decoding an ordinary record of the same size (Python's JSON
parser on a long game), the least any reader of that file does. Python's automatic garbage
collection is off, as it is where records are read (the app collects on its UI thread only,
``replay`` and ``series`` not at all).

- ``<shape>_ms``: the shape refused (goal: under 1000 ms each, what a person would not notice as a
  hang; the depth scan before this took hours at this size).
- ``worst_shape_vs_ordinary_decode_ratio``: the slowest shape against the baseline (goal: under 5x).
- ``depth_scan_ordinary_ms``: the depth scan alone on the ordinary record (its share of opening any
  game).
"""

from __future__ import annotations

import gc
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from mafia_desktop.engine.record import MAX_DEPTH, MAX_RECORD_BYTES, decode_json, transcript_of  # noqa: E402
from mafia_desktop.engine.strict_json import nests_deeper  # noqa: E402
from tests.hostile_shapes import RECORD_SHAPES, ordinary_record  # noqa: E402


def _best(work: object, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        work()  # type: ignore[operator]
        times.append(time.perf_counter() - start)
    return min(times)


def bench_hostile(quick: bool = False) -> dict[str, float]:
    """Timed as the app and ``replay`` read a record: with Python's automatic collection off (the
    app collects on its UI thread, on a timer; ``replay`` and ``series`` not at all)."""
    was = gc.isenabled()
    gc.disable()
    try:
        return _bench(quick)
    finally:
        if was:
            gc.enable()


def _bench(quick: bool) -> dict[str, float]:
    repeat = 2 if quick else 5
    ordinary = ordinary_record(MAX_RECORD_BYTES - 4096)
    baseline = _best(lambda: decode_json(ordinary), repeat)
    out: dict[str, float] = {"ordinary_decode_ms": round(baseline * 1000, 1)}
    worst = 0.0
    for name, make in RECORD_SHAPES.items():
        data = make(MAX_RECORD_BYTES)

        def refuse(data: bytes = data) -> None:
            assert not transcript_of(data).ok

        seconds = _best(refuse, repeat)
        worst = max(worst, seconds)
        out[f"{name.replace(' ', '_').replace(',', '')}_ms"] = round(seconds * 1000, 1)
    out["worst_shape_ms"] = round(worst * 1000, 1)
    out["worst_shape_vs_ordinary_decode_ratio"] = round(worst / baseline, 2)
    out["depth_scan_ordinary_ms"] = round(_best(lambda: nests_deeper(ordinary, MAX_DEPTH), repeat) * 1000, 1)
    return out


if __name__ == "__main__":
    import json

    print(json.dumps(bench_hostile("--quick" in sys.argv), indent=2))
