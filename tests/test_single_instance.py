"""One app per data folder (issue 14): a second launch hands its file to the running window and
exits by itself with status 0; a crashed app's lock is taken over. Every wait here is on what the
app does (its socket answers, a game file appears, a process ends), bounded only against hangs."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtNetwork import QLocalSocket

from mafia_desktop.ui.single import server_name
from tests.scenario_check import load, scenario_files

RECORD = load(next(p for p in scenario_files() if p.stem == "club-car-crash-then-plurality"))["record"]


def until(condition: Callable[[], object], what: str, limit: float = 60) -> None:
    """Wait for the app to do something; the limit only stops a hung app from hanging the test."""
    end = time.monotonic() + limit
    while not condition():
        assert time.monotonic() < end, f"the app never {what}"
        time.sleep(0.05)


def listening(data: Path) -> bool:
    socket = QLocalSocket()
    socket.connectToServer(server_name(data))
    ok = socket.waitForConnected(200)
    socket.abort()
    return ok


def start(data: Path, *args: str) -> subprocess.Popen[bytes]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MAFIA_DESKTOP_DATA_DIR=str(data))
    return subprocess.Popen(
        [sys.executable, "-m", "mafia_desktop", *args],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )


@pytest.fixture
def first(tmp_path: Path, qapp: object) -> Iterator[tuple[subprocess.Popen[bytes], Path]]:
    data = tmp_path / "data"
    proc = start(data)
    try:
        until(lambda: listening(data) or proc.poll() is not None, "listened")
        assert proc.poll() is None, proc.stderr.read() if proc.stderr else ""
        yield proc, data
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def test_a_second_launch_hands_its_file_over_and_exits(
    first: tuple[subprocess.Popen[bytes], Path], tmp_path: Path
) -> None:
    proc, data = first
    game = tmp_path / "game.json"
    game.write_text(json.dumps(RECORD), encoding="utf-8")
    second = start(data, "open", str(game))
    out, err = second.communicate(timeout=60)
    assert second.returncode == 0, err
    # The running window opened it: the game is copied into its folder and saved there.
    until(lambda: list((data / "games").glob("game-*.json")), "opened the file it was handed")
    again = start(data)  # the icon double-clicked: nothing to open, the window comes forward
    _, err = again.communicate(timeout=60)
    assert again.returncode == 0, err
    assert proc.poll() is None, "the first app goes on"
    assert len(list((data / "games").glob("game-*.json"))) == 1, "one game, one file, one writer"


def test_a_crashed_apps_lock_is_taken_over(first: tuple[subprocess.Popen[bytes], Path]) -> None:
    proc, data = first
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)
    assert (data / "mafia-desktop.lock").exists(), "the lock file stays behind a crash"
    after = start(data)
    try:
        until(lambda: listening(data) or after.poll() is not None, "took the lock over")
        assert after.poll() is None, after.stderr.read() if after.stderr else ""
    finally:
        after.terminate()
        after.wait(timeout=30)
