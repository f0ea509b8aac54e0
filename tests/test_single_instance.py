"""One app per data folder (issue 14): a second launch hands its file to the running window and
exits by itself with status 0; a crashed app's lock is taken over. Every wait here is on what the
app does (its socket answers, a game file appears, a process ends), bounded only against hangs."""

from __future__ import annotations

import json
import os
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtNetwork import QLocalSocket
from PySide6.QtWidgets import QLabel

from mafia_desktop.ui.window.single import server_name
from tests.scenario_check import load, scenario_files

RECORD = load(next(p for p in scenario_files() if p.stem == "club-car-crash-then-plurality"))["record"]


@pytest.fixture
def tmp_path() -> Iterator[Path]:
    """A short folder of the test's own: a Unix socket's path holds at most 107 bytes, and the
    tests make data folders in it (pytest-xdist's workers' own folders are longer)."""
    path = Path(tempfile.mkdtemp(prefix="md-", dir="/tmp"))
    yield path
    for folder in [path, *path.rglob("*")]:  # a test may leave a folder it made read-only
        if folder.is_dir() and not folder.is_symlink():
            folder.chmod(0o700)
    shutil.rmtree(path, ignore_errors=True)


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


class Asker:
    """The box at start, answered: what it was told goes in ``asked``; it answers ``answer``."""

    def __init__(self, asked: list[tuple[str, tuple[str, ...]]], answer: str) -> None:
        self.asked, self.answer = asked, answer

    def __call__(self, text: str, offers: tuple[str, ...]) -> str:
        self.asked.append((text, offers))
        return self.answer


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
    data.chmod(0o755)  # (the app makes its data folder private; this one is not, yet)
    private = data / ".socket"
    assert Path(server_name(data)).parent == private, "a data folder others can read: a private one in it"
    assert private.stat().st_mode & 0o777 == 0o700
    private.rmdir()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir(mode=0o700)
    private.symlink_to(elsewhere)  # a link planted by that name leads somewhere else: not used
    assert server_name(data) == "", "no private place at all: no socket (the lock still holds)"


def test_what_answers_must_be_this_users_own(
    tmp_path: Path, qapp: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A socket at the right name whose process runs as someone else learns nothing: the file
    to open is not sent."""
    from PySide6.QtNetwork import QLocalServer

    from mafia_desktop.ui.window import single

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
    from mafia_desktop.ui.window.app import claim_folder
    from mafia_desktop.ui.window.single import SingleInstance

    data = tmp_path / "data"
    holder = hold_lock(data / "mafia-desktop.lock")
    asked: list[tuple[str, tuple[str, ...]]] = []
    try:
        single = SingleInstance(data)
        assert claim_folder(single, None, Asker(asked, "quit")) == 1
        text, offers = asked[-1]
        assert offers == ("start", "quit"), "the lock's owner is not this app: starting anyway is offered"
        assert str(data / "mafia-desktop.lock") in text and f"process {holder.pid}" in text
        assert "not Mafia Desktop" in text and "does not answer" not in text
        again = SingleInstance(data)
        assert claim_folder(again, None, lambda text, offers: "start") is None, "started anyway"
        assert again.locked and again.server is not None and again.server.isListening()
        again.release()
    finally:
        holder.kill()
        holder.wait(timeout=30)


def test_a_running_app_that_does_not_answer_is_never_started_over(tmp_path: Path, qapp: object) -> None:
    from mafia_desktop.ui.window.app import claim_folder
    from mafia_desktop.ui.window.single import SingleInstance

    data = tmp_path / "data"
    holder = hold_lock(data / "mafia-desktop.lock", "-m", "mafia_desktop")
    asked: list[tuple[str, tuple[str, ...]]] = []
    try:
        single = SingleInstance(data)
        assert claim_folder(single, None, Asker(asked, "start")) == 1
        text, offers = asked[-1]
        assert offers == ("quit",), "two windows would write the same game"
        assert "does not answer" in text and f"process {holder.pid}" in text
        assert str(data / "mafia-desktop.lock") in text
    finally:
        holder.kill()
        holder.wait(timeout=30)


def test_a_full_disk_at_start_says_so_and_lets_the_app_start(
    tmp_path: Path, qapp: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtCore import QLockFile

    from mafia_desktop.ui.window.app import claim_folder
    from mafia_desktop.ui.window.single import SingleInstance
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
    asked: list[tuple[str, tuple[str, ...]]] = []
    assert claim_folder(single, None, Asker(asked, "quit")) == 1
    text, offers = asked[-1]
    assert "already running" not in text and "does not answer" not in text
    assert str(data / "mafia-desktop.lock") in text and "No space left on device" in text
    assert "free some space" in text and offers == ("start", "elsewhere", "quit")
    assert claim_folder(single, None, lambda text, offers: "start") is None, "started anyway"


# --- a lock that cannot be had, said as it is, with only what works offered (issue 44, item 9) ----


def stale_lock(lock: Path) -> int:
    """A lock file as a crashed app leaves it: it names a process that is gone. Its number."""
    holder = hold_lock(lock, "-m", "mafia_desktop")
    holder.kill()
    holder.wait(timeout=30)  # reaped: no process has that number now
    assert lock.exists()
    return holder.pid


@pytest.fixture
def read_only_folder() -> Iterator[Callable[[Path], None]]:
    """Make a folder one nothing can be written in, really: its mode 0500 for an ordinary account;
    for root, which writes anywhere, the file system's immutable flag (skipped where there is none)."""
    made: list[Path] = []

    def make(folder: Path) -> None:
        if os.geteuid() != 0:
            folder.chmod(0o500)
        elif subprocess.run(["chattr", "+i", str(folder)], capture_output=True).returncode != 0:
            pytest.skip("root, and this file system has no immutable flag: no folder root cannot write")
        made.append(folder)

    yield make
    for folder in made:
        if os.geteuid() == 0:
            subprocess.run(["chattr", "-i", str(folder)], check=False)
        folder.chmod(0o700)


def test_a_stale_lock_in_a_read_only_folder_is_said_as_it_is(
    tmp_path: Path, qapp: object, read_only_folder: Callable[[Path], None]
) -> None:
    """The app that made the lock is gone and the folder cannot be written: the lock cannot be
    taken over, so *Start anyway* is not offered (it would fail), the text does not say the dead
    process "still runs", and opening read-only works and writes nothing."""
    from mafia_desktop.ui.window.app import claim_folder
    from mafia_desktop.ui.window.single import SingleInstance

    data = tmp_path / "data"
    pid = stale_lock(data / "mafia-desktop.lock")
    read_only_folder(data)
    before = sorted(p.name for p in data.iterdir())
    asked: list[tuple[str, tuple[str, ...]]] = []
    single = SingleInstance(data)
    assert claim_folder(single, None, Asker(asked, "quit")) == 1
    text, offers = asked[-1]
    assert offers == ("read_only", "elsewhere", "quit")
    assert f"process {pid}" in text and "no longer running" in text and "still runs" not in text
    assert str(data) in text and "read-only" in text and "does not answer" not in text
    assert claim_folder(single, None, lambda text, offers: "read_only") is None
    assert single.read_only and not single.locked
    assert sorted(p.name for p in data.iterdir()) == before, "a read-only run writes nothing there"


def test_a_lock_that_cannot_be_taken_over_is_never_offered_to_be(
    tmp_path: Path, qapp: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A live program that is not this app holds the lock (a crashed app's number reused), on a
    disk that has gone read-only: removing the lock would fail, so starting anyway is not offered;
    asked for anyway, the app does not start over it."""
    from mafia_desktop.ui.window.app import claim_folder
    from mafia_desktop.ui.window.single import SingleInstance
    from tests.disk_faults import read_only_disk

    data = tmp_path / "data"
    holder = hold_lock(data / "mafia-desktop.lock")
    try:
        single = SingleInstance(data)
        read_only_disk(monkeypatch)
        asked: list[tuple[str, tuple[str, ...]]] = []
        assert claim_folder(single, None, Asker(asked, "start")) == 1
        text, offers = asked[-1]
        assert offers == ("read_only", "elsewhere", "quit") and not single.locked
        assert "not Mafia Desktop" in text and "Read-only file system" in text
    finally:
        holder.kill()
        holder.wait(timeout=30)


def test_another_folder_chosen_for_this_run_is_the_data_folder(
    tmp_path: Path, qapp: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A lock that cannot be taken over, in a folder on a disk gone read-only: another folder is
    chosen (the first time, none: asked again), and this run's games, settings and speech cache
    go there; its lock is had."""
    from mafia_desktop.narration.speech import default_cache_folder
    from mafia_desktop.storage.games import default_folder
    from mafia_desktop.ui.window.app import claim_folder
    from mafia_desktop.ui.window.single import SingleInstance
    from tests.disk_faults import read_only_disk

    data, other = tmp_path / "data", tmp_path / "other"
    monkeypatch.setenv("MAFIA_DESKTOP_DATA_DIR", str(data))
    holder = hold_lock(data / "mafia-desktop.lock")  # not this app, on a disk gone read-only
    answers, folders = iter(["elsewhere", "elsewhere"]), iter(["", str(other)])
    asked: list[tuple[str, ...]] = []

    def ask(text: str, offers: tuple[str, ...]) -> str:
        asked.append(offers)
        return next(answers)

    try:
        single = SingleInstance(data)
        read_only_disk(monkeypatch)
        assert claim_folder(single, None, ask, lambda: next(folders)) is None
        assert asked == [("read_only", "elsewhere", "quit")] * 2, "no folder chosen: asked again"
        assert single.folder == other and single.locked and not single.read_only
        assert (other / "mafia-desktop.lock").exists() and other.stat().st_mode & 0o777 == 0o700
        assert default_folder() == other / "games", "the games go there for the rest of this run"
        assert os.environ["MAFIA_DESKTOP_DATA_DIR"] == str(other), "and so do the settings"
        assert default_cache_folder().is_relative_to(other), "and the speech cache"
        single.release()
    finally:
        holder.kill()
        holder.wait(timeout=30)


def test_a_lock_file_that_cannot_be_read_is_not_a_running_process(tmp_path: Path, qapp: object) -> None:
    """An empty lock file (a disk that was full when it was written) names no process: the app
    does not say that "process 0" still runs, and starting anyway takes it over."""
    from mafia_desktop.ui.window.app import claim_folder
    from mafia_desktop.ui.window.single import SingleInstance

    data = tmp_path / "data"
    data.mkdir(mode=0o700)
    (data / "mafia-desktop.lock").write_bytes(b"")
    asked: list[tuple[str, tuple[str, ...]]] = []
    single = SingleInstance(data)
    assert claim_folder(single, None, Asker(asked, "quit")) == 1
    text, offers = asked[-1]
    assert "cannot be read" in text and "process 0" not in text and "still runs" not in text
    assert offers == ("start", "quit")
    assert claim_folder(single, None, lambda text, offers: "start") is None and single.locked
    single.release()


def test_a_lock_made_on_another_computer_names_that_computer(tmp_path: Path, qapp: object) -> None:
    """A data folder on a network share, locked by the app on another computer: its process
    number means nothing here, so the text names the computer instead."""
    from mafia_desktop.ui.window.app import claim_folder
    from mafia_desktop.ui.window.single import SingleInstance

    data = tmp_path / "data"
    data.mkdir(mode=0o700)
    (data / "mafia-desktop.lock").write_bytes(b"4242\nmafia-desktop\nthe-club-laptop\nf00d\nbeef\n")
    asked: list[tuple[str, tuple[str, ...]]] = []
    single = SingleInstance(data)
    assert claim_folder(single, None, Asker(asked, "quit")) == 1
    text, offers = asked[-1]
    assert "another computer (the-club-laptop)" in text and "process 4242" not in text
    assert offers == ("start", "quit")


# --- the data folder is the owner's only, so the socket can live there (issue 44, item 9b) -----


def test_the_data_folder_is_made_private_at_start(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from mafia_desktop.ui.window.single import SingleInstance

    data = tmp_path / "data"
    data.mkdir()
    data.chmod(0o755)
    SingleInstance(data)
    assert data.stat().st_mode & 0o7777 == 0o700
    shared = tmp_path / "shared"  # a folder for everyone (like /tmp) is not the app's to close
    shared.mkdir()
    shared.chmod(0o1777)
    SingleInstance(shared)
    assert shared.stat().st_mode & 0o7777 == 0o1777
    home = tmp_path / "home"  # nor is the home folder, named as the data folder
    home.mkdir()
    home.chmod(0o755)
    monkeypatch.setenv("HOME", str(home))
    SingleInstance(home)
    assert home.stat().st_mode & 0o777 == 0o755
    real = tmp_path / "real"
    real.mkdir()
    real.chmod(0o755)
    link = tmp_path / "link"
    link.symlink_to(real)
    monkeypatch.delenv("XDG_RUNTIME_DIR")
    single = SingleInstance(link)  # a link is not followed to change a mode
    assert real.stat().st_mode & 0o777 == 0o755
    assert single.name and Path(single.name).parent == link / ".socket", "its socket in a private folder"
    if os.geteuid() == 0:  # another account's folder is left as it is
        theirs = tmp_path / "theirs"
        theirs.mkdir()
        theirs.chmod(0o755)
        os.chown(theirs, 65534, 65534)
        SingleInstance(theirs)
        assert theirs.stat().st_mode & 0o777 == 0o755


def test_the_lock_file_is_its_owner_s_only(tmp_path: Path, qapp: object) -> None:
    """Qt makes the lock file with the umask's mode; the app's files are all 0600."""
    from mafia_desktop.ui.window.single import SingleInstance

    old = os.umask(0o022)
    try:
        single = SingleInstance(tmp_path / "data")
        assert single.acquire()
        assert single.lock_path.stat().st_mode & 0o777 == 0o600
        single.release()
    finally:
        os.umask(old)


def test_without_a_runtime_folder_a_second_launch_still_finds_the_first(
    tmp_path: Path, qapp: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A data folder made 0755 (by hand, by an older version) and no XDG_RUNTIME_DIR (a session
    without one, ssh): the first app makes the folder private and listens there; a second launch
    hands its file over and exits 0, not "does not answer"."""
    monkeypatch.delenv("XDG_RUNTIME_DIR")
    data = tmp_path / "data"
    data.mkdir()
    data.chmod(0o755)
    proc = start(data)
    try:
        until(lambda: (data / "mafia-desktop.socket").exists() or proc.poll() is not None, "listened", 30)
        assert proc.poll() is None, proc.stderr.read() if proc.stderr else ""
        assert data.stat().st_mode & 0o777 == 0o700 and listening(data)
        game = tmp_path / "game.json"
        game.write_text(json.dumps(RECORD), encoding="utf-8")
        second = start(data, "open", str(game))
        _, err = second.communicate(timeout=60)
        assert second.returncode == 0, err
        assert b"does not answer" not in err
        until(lambda: list((data / "games").glob("game-*.json")), "opened the file it was handed")
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def test_a_running_app_that_cannot_be_reached_is_said_so_not_that_it_does_not_answer(
    tmp_path: Path, qapp: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No private folder anywhere for a socket (a file system without permissions): the running
    app was never asked, so it is not said to "not answer"; the text says why it cannot be reached."""
    from mafia_desktop.ui.window import single as single_module
    from mafia_desktop.ui.window.app import claim_folder

    monkeypatch.setattr(single_module, "socket_folder", lambda data: None)
    data = tmp_path / "data"
    holder = hold_lock(data / "mafia-desktop.lock", "-m", "mafia_desktop")
    asked: list[tuple[str, tuple[str, ...]]] = []
    try:
        single = single_module.SingleInstance(data)
        assert single.name == ""
        assert claim_folder(single, None, Asker(asked, "quit")) == 1
        text, offers = asked[-1]
        assert offers == ("quit",)
        assert f"process {holder.pid}" in text and "does not answer" not in text
        assert "cannot reach its window" in text and "XDG_RUNTIME_DIR" in text
    finally:
        holder.kill()
        holder.wait(timeout=30)


def test_a_read_only_run_says_so_on_its_window_and_saves_nothing(
    tmp_path: Path, qapp: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Opened read-only (the lock could not be had, the folder cannot be written): the window says
    for as long as it is open that nothing is saved, and a game played saves no file."""
    from PySide6.QtWidgets import QApplication

    from mafia_desktop.storage.games import default_folder
    from mafia_desktop.ui.window import app as app_module
    from mafia_desktop.ui.window.main_window import MainWindow
    from tests.ui.looks import club_record

    def read_only(single: object, open_path: object, ask: object, choose: object = None) -> None:
        single.read_only = True  # type: ignore[attr-defined]
        return None

    monkeypatch.setattr(app_module, "claim_folder", read_only)
    monkeypatch.setattr(QApplication, "exec", lambda self: 0)
    assert app_module.run_app() == 0
    windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
    window = windows[-1]
    try:
        note = window.statusBar().findChild(QLabel, "readOnlyNote")
        assert note is not None and note.isVisible() and "nothing you play is saved" in note.text()
        window.open_record(club_record())
        assert window.controller is not None and window.game_path is None
        games = default_folder()
        assert not games.exists() or not list(games.glob("*.json")), "a read-only run saves no game"
    finally:
        window.close()
        window.deleteLater()
