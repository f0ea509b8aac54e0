"""kill -9 of the app mid-night, with players' phones: the app runs in a process of its own
(``phones_killed_app.py``, its main window offscreen) while this test holds the phones, three real
headless Chromium tabs (tests/ui/chromium_phones.py).

The first run deals and begins the night; the Sheriff's phone makes its first pick (a check,
confirmed: saved with the game) and the Don's phone taps a seat; then the app is killed with
SIGKILL. Started again on the same data folder, the home screen's *Continue* brings the game back:
it listens on the same port as before (kept with the pairings), so the same tabs, never reopened,
reconnect by themselves and go on: the Sheriff from her second pick, the Don from his first (a tap
is not kept). The night goes on to the morning with the answers it would have had: the Sheriff's
check says Dan is mafia, the Don finds the Sheriff, and she is killed."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from mafia_desktop.engine.record import loads_game
from mafia_desktop.storage.games import GAME_GLOB
from tests.ui.chromium_phones import WAIT, Browser, Tab, chromium_missing
from tests.ui.phones_killed_app import PHONES

pytestmark = pytest.mark.skipif(chromium_missing() is not None, reason=str(chromium_missing()))

ROOT = Path(__file__).resolve().parents[2]
#: seconds: the most a run of the app may take to reach a stage (its start included)
STAGE = 180.0
NOTED = "Thank you. Your answer is noted."


class App:
    """One run of the app, in a process of its own."""

    def __init__(self, folder: Path, stage: str, run: int) -> None:
        self.status = folder / f"status-{run}.jsonl"
        self.go = folder / f"go-{run}"
        self.output = folder / f"output-{run}.txt"
        home = folder / "home"
        env = {
            **os.environ,
            "QT_QPA_PLATFORM": "offscreen",
            "MAFIA_PHONES_STAGE": stage,
            "MAFIA_PHONES_DATA": str(folder / "data"),
            "MAFIA_PHONES_STATUS": str(self.status),
            "MAFIA_PHONES_GO": str(self.go),
            "MAFIA_DESKTOP_DATA_DIR": str(folder / "data"),
            "HOME": str(home),
            "XDG_CONFIG_HOME": str(home / "config"),
            "XDG_CACHE_HOME": str(home / "cache"),
            "XDG_DATA_HOME": str(home / "share"),
        }
        env.pop("PYTEST_XDIST_WORKER", None)
        self.out = open(self.output, "w", encoding="utf-8")  # noqa: SIM115 (closed in ended)
        self.proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "pytest",
                "-q",
                "-p",
                "no:randomly",
                "-p",
                "no:xdist",
                "-p",
                "no:cacheprovider",
            ]
            + [str(ROOT / "tests" / "ui" / "phones_killed_app.py")],
            cwd=ROOT,
            env=env,
            stdout=self.out,
            stderr=subprocess.STDOUT,
        )

    def said(self) -> list[dict[str, Any]]:
        if not self.status.exists():
            return []
        return [
            json.loads(line) for line in self.status.read_text("utf-8").splitlines() if line.endswith("}")
        ]

    def reached(self, stage: str) -> dict[str, Any]:
        """The status line of ``stage``, once the app said it (bounded: STAGE seconds)."""
        deadline = time.monotonic() + STAGE
        while time.monotonic() < deadline:
            found = [line for line in self.said() if line.get("stage") == stage]
            if found:
                return found[-1]
            if self.proc.poll() is not None:
                break
            time.sleep(0.1)
        self.proc.kill()
        raise AssertionError(f"the app did not reach {stage}: {self.ended()[-4000:]}")

    def ended(self) -> str:
        try:
            self.proc.wait(timeout=60)
        finally:
            self.out.close()
        return self.output.read_text("utf-8", errors="replace")

    def kill9(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.ended()
        assert self.proc.returncode == -signal.SIGKILL


def saved_inputs(data: Path) -> int:
    """How many inputs the game saved on disk holds (as the app wrote it)."""
    games = sorted((data / "games").glob(GAME_GLOB))
    if not games:
        return 0
    try:
        record, _ = loads_game(games[-1].read_bytes())
    except Exception:  # noqa: BLE001 (a file being replaced: read it again)
        return 0
    return len(record.inputs)


@pytest.fixture
def browsers(tmp_path: Path) -> Iterator[list[Browser]]:
    made: list[Browser] = []
    yield made
    for browser in made:
        browser.quit()


def done(future: Any) -> Any:
    return future.result(timeout=WAIT * 4)


def has(key: str) -> Any:
    return lambda s: any(b[0] == key for b in s["buttons"])


@pytest.mark.slow
def test_the_app_killed_mid_night_resumes_with_the_same_phones(
    tmp_path: Path, browsers: list[Browser]
) -> None:
    first = App(tmp_path, "first", 1)
    opened = first.reached("open")
    port, link = opened["port"], opened["links"]
    tabs: dict[str, Tab] = {}
    for name in PHONES:  # each player scans their code; a phone each
        browsers.append(Browser(tmp_path / f"chromium-{name}"))
        tabs[name] = browsers[-1].tab(name)
    for name in PHONES:
        done(tabs[name].open(link[name]))
    night = first.reached("night")
    ann, eve = tabs["Ann"], tabs["Eve"]

    # The Sheriff's first pick: Dan checked (confirmed: the app saves it); the Don taps Eve.
    done(eve.wait_for("her turn", has("confirm")))
    done(eve.hold())
    done(eve.tap("Dan"))
    done(eve.press("confirm"))
    done(ann.wait_for("his turn", has("confirm")))
    done(ann.hold())
    done(ann.tap("Eve"))
    deadline = time.monotonic() + STAGE
    while saved_inputs(tmp_path / "data") <= night["inputs"]:  # the check is on disk
        assert time.monotonic() < deadline, "the check was never saved"
        time.sleep(0.05)
    before = {name: done(tab.shown()) for name, tab in tabs.items()}
    assert before["Eve"]["center"] == "" and has("confirm")(before["Eve"]), "her second pick"
    first.kill9()

    for tab in tabs.values():  # the pages say they lost the laptop, and keep trying
        lost = done(tab.wait_for("it says it lost the laptop", lambda s: s["state"] == "offline"))
        assert lost["status"] == "No connection to the laptop: trying again…"

    second = App(tmp_path, "resume", 2)
    resumed = second.reached("resumed")
    assert resumed["port"] == port, "it listens where the pages ask"
    assert resumed["links"] == link, "the same pairings"
    assert sorted(resumed["phones"]) == sorted(PHONES)
    assert resumed["inputs"] == night["inputs"] + 1, "the check came back with the game"
    for name, tab in tabs.items():  # the same tabs, never reopened, come back by themselves
        back = done(
            tab.wait_for(
                "it is back",
                lambda s: s["state"] == "online" and s["v"] > before[name]["v"],  # noqa: B023
            )
        )
        assert back["status"] == ""
    # The Sheriff from her second pick, the Don from his first, Bob from the start, all at once.
    eve_on = eve.turn([None])
    ann_on = ann.turn(["Eve", "Eve"])
    bob_on = tabs["Bob"].turn(["Hal", None])
    answers = {"Eve": done(eve_on), "Ann": done(ann_on), "Bob": done(bob_on)}
    assert answers == {"Eve": "Dan is mafia.", "Ann": "Eve is the Sheriff.", "Bob": NOTED}
    morning = second.reached("morning")
    assert "Eve was killed in the night" in morning["log"]
    for tab in tabs.values():
        seen = done(tab.wait_for("the morning", lambda s: "Out: Eve (5)" in s["table"]))
        assert seen["state"] == "online"
    second.go.touch()
    output = second.ended()
    assert second.proc.returncode == 0, output[-4000:]
