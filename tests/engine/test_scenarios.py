"""Every worked example (the shared contract's and ours) replays as it should: in process, and
through ``mafia-desktop replay`` as the team's shared contract checker runs it (this test needs
only this repository; see docs/record-format.md)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from mafia_desktop.engine.record import transcript_of
from tests.scenario_check import judge, load, scenario_files

FILES = scenario_files()
IDS = [p.stem for p in FILES]


def test_there_are_many_scenarios_for_every_preset() -> None:
    for preset in ("classic", "youth", "club", "angel"):
        assert sum(1 for p in FILES if p.stem.startswith(preset)) >= 8, preset


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_scenario_in_process(path: Path) -> None:
    case = load(path)
    out = transcript_of(json.dumps(case["record"]).encode())
    why = judge(case, out.to_json(), 0 if out.ok else 2)
    assert why is None, f"{path.name}: {why}\n{case.get('about')}"


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_scenario_through_the_command(path: Path) -> None:
    case = load(path)
    proc = subprocess.run(
        [sys.executable, "-m", "mafia_desktop", "replay", "-"],
        input=json.dumps(case["record"]).encode(),
        capture_output=True,
        timeout=60,
    )
    assert b"Traceback" not in proc.stdout + proc.stderr
    why = judge(case, json.loads(proc.stdout), proc.returncode)
    assert why is None, f"{path.name}: {why}"


def test_judge_catches_a_wrong_transcript() -> None:
    # The checker itself must be able to fail.
    case = load(next(p for p in FILES if p.stem == "classic-first-execution"))
    out = transcript_of(json.dumps(case["record"]).encode()).to_json()
    assert judge(case, out, 0) is None
    out["events"] = [e for e in out["events"] if e["type"] != "death"]
    assert judge(case, out, 0) is not None
    assert judge(case, out, 2) is not None
