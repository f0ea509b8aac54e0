"""One app per data folder (issue 14): a second launch hands its file to the running window and
exits by itself with status 0; a crashed app's lock is taken over. Every wait here is on what the
app does (its socket answers, a game file appears, a process ends), bounded only against hangs."""

from __future__ import annotations

import json
import os
import select
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


# --- the socket where only this user can make it; a lock that cannot be had, said right ----------


def test_the_socket_is_in_the_runtime_folder_never_in_tmp(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    data.mkdir(mode=0o700)
    runtime = Path(os.environ["XDG_RUNTIME_DIR"])
    assert Path(server_name(data)).parent == runtime
    monkeypatch.delenv("XDG_RUNTIME_DIR")
    assert Path(server_name(data)).parent == data, "no runtime folder: the data folder, the owner's only"
    shared = tmp_path / "shared"
    shared.mkdir()
    shared.chmod(0o1777)  # like /tmp: anyone can make a file there
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(shared))
    assert Path(server_name(data)).parent == data, "a runtime folder others can write to is not used"
    data.chmod(0o755)
    assert server_name(data) == "", "no private place at all: no socket (the lock still holds)"


def test_what_answers_must_be_this_users_own(
    tmp_path: Path, qapp: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A socket at the right name whose process runs as someone else learns nothing: the file
    to open is not sent."""
    from PySide6.QtNetwork import QLocalServer

    from mafia_desktop.ui import single

    data = tmp_path / "data"
    owner = single.SingleInstance(data)
    assert owner.acquire()
    owner.release()
    squatter = QLocalServer()
    QLocalServer.removeServer(server_name(data))
    assert squatter.listen(server_name(data))
    heard: list[bytes] = []

    def on_new_connection() -> None:
        conn = squatter.nextPendingConnection()
        conn.readyRead.connect(lambda: heard.append(bytes(conn.readAll().data())))

    squatter.newConnection.connect(on_new_connection)
    holder = hold_lock(data / "mafia-desktop.lock", "-m", "mafia_desktop")  # the lock is held
    try:
        second = single.SingleInstance(data)
        assert not second.acquire()
        monkeypatch.setattr(single, "peer_uid", lambda socket: os.getuid() + 1)
        assert second.hand_over({"open": "/home/me/secret-game.json"}, 1500) is False
        qapp.processEvents()  # type: ignore[attr-defined]
        assert heard == [], "the path went to another account's process"
    finally:
        holder.kill()
        holder.wait(timeout=30)
        squatter.close()


def hold_lock(lock: Path, *words: str) -> subprocess.Popen[bytes]:
    """A live process holding ``lock`` as QLockFile writes it; ``words`` in its command line
    (``mafia_desktop``: it looks like this app)."""
    code = (
        "import sys, time\n"
        "from PySide6.QtCore import QLockFile\n"
        "l = QLockFile(sys.argv[1]); l.setStaleLockTime(0)\n"
        "assert l.tryLock(0)\n"
        "print('held', flush=True)\n"
        "time.sleep(120)\n"
    )
    lock.parent.mkdir(parents=True, exist_ok=True)
    proc = subprocess.Popen([sys.executable, "-c", code, str(lock), *words], stdout=subprocess.PIPE)
    assert proc.stdout is not None
    ready, _, _ = select.select([proc.stdout], [], [], 60)  # a child that hangs fails the test
    assert ready and proc.stdout.readline() == b"held\n", "the lock holder never started"
    return proc


def test_a_lock_naming_a_live_program_that_is_not_this_app_may_be_started_over(
    tmp_path: Path, qapp: object
) -> None:
    """A crashed app's process number taken by another program: the lock looks held, nothing
    answers. The app says so, names the lock file, and starts when the user says so."""
    from mafia_desktop.ui.app import claim_folder
    from mafia_desktop.ui.single import SingleInstance

    data = tmp_path / "data"
    holder = hold_lock(data / "mafia-desktop.lock")
    asked: list[tuple[str, bool]] = []
    try:
        single = SingleInstance(data)
        assert claim_folder(single, None, lambda text, may: bool(asked.append((text, may)))) == 1
        text, may = asked[-1]
        assert may, "the lock's owner is not this app: starting anyway is offered"
        assert str(data / "mafia-desktop.lock") in text and f"process {holder.pid}" in text
        assert "not Mafia Desktop" in text and "does not answer" not in text
        again = SingleInstance(data)
        assert claim_folder(again, None, lambda text, may: True) is None, "started anyway"
        assert again.locked and again.server is not None and again.server.isListening()
        again.release()
    finally:
        holder.kill()
        holder.wait(timeout=30)


def test_a_running_app_that_does_not_answer_is_never_started_over(tmp_path: Path, qapp: object) -> None:
    from mafia_desktop.ui.app import claim_folder
    from mafia_desktop.ui.single import SingleInstance

    data = tmp_path / "data"
    holder = hold_lock(data / "mafia-desktop.lock", "-m", "mafia_desktop")
    asked: list[tuple[str, bool]] = []
    try:
        single = SingleInstance(data)
        assert claim_folder(single, None, lambda text, may: bool(asked.append((text, may))) or True) == 1
        text, may = asked[-1]
        assert not may, "two windows would write the same game"
        assert "does not answer" in text and f"process {holder.pid}" in text
        assert str(data / "mafia-desktop.lock") in text
    finally:
        holder.kill()
        holder.wait(timeout=30)


def test_a_full_disk_at_start_says_so_and_lets_the_app_start(
    tmp_path: Path, qapp: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtCore import QLockFile

    from mafia_desktop.ui.app import claim_folder
    from mafia_desktop.ui.single import SingleInstance
    from tests.disk_faults import disk_full

    class FullDiskLock:
        """QLockFile on a full disk: the lock file cannot be written."""

        def tryLock(self, timeout: int = 0) -> bool:  # noqa: N802 - Qt's name
            return False

        def error(self) -> QLockFile.LockError:
            return QLockFile.LockError.UnknownError

        def unlock(self) -> None:
            pass

    data = tmp_path / "data"
    single = SingleInstance(data)
    single._lock = FullDiskLock()  # type: ignore[assignment]
    disk_full(monkeypatch)
    asked: list[tuple[str, bool]] = []
    assert claim_folder(single, None, lambda text, may: bool(asked.append((text, may)))) == 1
    text, may = asked[-1]
    assert "already running" not in text and "does not answer" not in text
    assert str(data / "mafia-desktop.lock") in text and "No space left on device" in text
    assert "free some space" in text and may
    assert claim_folder(single, None, lambda text, may: True) is None, "started anyway"
