"""How a scenario's expected transcript is matched (the rules of the team's shared contract checker,
written down here so the tests need only this repository), shared by the scenario tests."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

SCENARIOS = Path(__file__).parent / "scenarios"


def scenario_files() -> list[Path]:
    return sorted(SCENARIOS.glob("*.json"))


def load(path: Path) -> dict[str, Any]:
    with open(path, encoding="utf-8") as f:
        data: dict[str, Any] = json.load(f)
    return data


def _matches(want: dict[str, Any], got: dict[str, Any]) -> bool:
    return all(k == "any" or got.get(k) == v for k, v in want.items())


def judge(case: dict[str, Any], out: dict[str, Any], status: int) -> str | None:
    """Why ``out`` (a transcript with its exit status) falls short of ``case``, or None."""
    events = out.get("events", [])
    if "error_at" in case:
        err = out.get("error") or {}
        if status != 2 or err.get("input") != case["error_at"]:
            return f"input {case['error_at']} should be refused with exit 2; got {status}, {err}"
        if not err.get("message"):
            return "the refusal has no message"
        return None
    if status != 0:
        return f"exit {status}: {out.get('error')}"
    i = 0
    for want in case.get("expect", []):
        if want.get("any"):
            if not any(_matches(want, e) for e in events):
                return f"no event like {want}"
            continue
        while i < len(events) and not _matches(want, events[i]):
            i += 1
        if i == len(events):
            return f"no event like {want} (in this order)"
        i += 1
    if out.get("winner") != case.get("winner"):
        return f"winner {out.get('winner')!r}, expected {case.get('winner')!r}"
    return None
