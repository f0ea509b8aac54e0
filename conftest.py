"""Every test runs in folders of its own: a home, config, cache, data and runtime folder made for
it alone, in the environment (for the app started as a process) and in Qt's own settings paths
(for the app inside the test). Nothing a test does reads or writes the user's settings, games or
caches, and nothing one test leaves behind (a Russian language, a club preset) reaches another."""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # before any QApplication exists
# Large type (the public table's clock) is drawn from cached glyphs, as smaller type is: drawn as
# outlines instead, its edges come out a level or two apart the first time a process draws it, and
# the spies compare screens pixel for pixel (it does not depend on the game: the same deal twice).
os.environ.setdefault("QT_MAX_CACHED_GLYPH_SIZE", "256")

# A test cannot cut the power, so what fsync buys (the bytes on the platter, not only in the
# kernel's cache) is nothing any test here can observe, while it costs a few milliseconds for each
# of the thousands of saves the suite makes (the same file and its folder, at every tap). In the
# tests' own processes it only checks the descriptor, as fsync would; the app started as a process
# (the crash tests, the command line's) syncs as it does for the user.


def _fsync_checked(fd: int) -> None:
    os.fstat(fd)  # a closed or bad descriptor fails as fsync would


os.fsync = _fsync_checked

_BYTECODE = pytest.StashKey[tuple[str, str]]()  # this run's bytecode folder, and the setting it replaced


def pytest_configure(config: pytest.Config) -> None:
    """Where Python is told to write no bytecode (PYTHONDONTWRITEBYTECODE, as some sandboxes and
    CI images set), every Python the suite starts (the app killed hundreds of times by the crash
    tests, the command line's tests, the xdist workers) would compile the whole app again, most
    of a second each time: for this run, bytecode goes to a folder of its own outside the
    repository instead (PYTHONPYCACHEPREFIX), shared by all of them, and removed at the end.
    Set by the process that starts the workers, before it starts them; nothing else changes."""
    if hasattr(config, "workerinput") or not os.environ.get("PYTHONDONTWRITEBYTECODE"):
        return
    if os.environ.get("PYTHONPYCACHEPREFIX"):
        return
    folder = tempfile.mkdtemp(prefix="mafia-desktop-tests-bytecode-")
    config.stash[_BYTECODE] = (folder, os.environ["PYTHONDONTWRITEBYTECODE"])
    os.environ["PYTHONPYCACHEPREFIX"] = folder
    del os.environ["PYTHONDONTWRITEBYTECODE"]


def pytest_unconfigure(config: pytest.Config) -> None:
    if _BYTECODE not in config.stash:
        return
    folder, dont_write = config.stash[_BYTECODE]
    os.environ.pop("PYTHONPYCACHEPREFIX", None)
    os.environ["PYTHONDONTWRITEBYTECODE"] = dont_write
    shutil.rmtree(folder, ignore_errors=True)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """With xdist, the long tests (marked ``slow``) are dealt out first, one to each worker in
    turn: the workers start with an even share of them, and the short tests fill in around them,
    so no worker is left with a long test to finish alone at the end. (xdist gives each worker a
    block of the collection in order, and a worker that runs out takes half of another's queue,
    from its end.) Long tests that share a costly module fixture (the bundle, the wheel) are dealt
    as one, so one worker builds it; a worker that steals one anyway waits for that build (see
    tests/built_once.py). Every worker collects the same order; nothing else changes."""
    workers = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "0"))
    if workers < 2:
        return
    slow = [item for item in items if item.get_closest_marker("slow") is not None]
    if not slow or len(slow) == len(items):
        return
    # The crash tests, each hundreds of starts of the app, first of all.
    slow.sort(key=lambda item: item.path.name != "test_crash.py")
    units: dict[str, list[pytest.Item]] = {}
    for item in slow:
        units.setdefault(_dealt_with(item), []).append(item)
    others = [item for item in items if item.get_closest_marker("slow") is None]
    blocks: list[list[pytest.Item]] = [[] for _ in range(workers)]
    for i, unit in enumerate(units.values()):
        blocks[i % workers] += unit
    left = len(items)
    for i, block in enumerate(blocks):  # the blocks as long as xdist deals them out
        size = left // (workers - i)
        left -= size
        take = max(0, size - len(block))
        block += others[:take]
        del others[:take]
    blocks[-1] += others
    items[:] = [item for block in blocks for item in block]


def _dealt_with(item: pytest.Item) -> str:
    """What a long test is dealt out with: its module, when it uses a fixture the module builds
    once; else itself."""
    info = getattr(item, "_fixtureinfo", None)
    defs = getattr(info, "name2fixturedefs", {})
    if any(d.scope == "module" for chain in defs.values() for d in chain):
        return str(item.path)
    return item.nodeid


def own_folders(home: Path) -> dict[str, str]:
    """The environment of a test whose home is ``home``: every XDG folder inside it, the runtime
    folder the owner's only (as the desktop makes it), and the app's data folder."""
    folders = {
        "HOME": home,
        "XDG_CONFIG_HOME": home / ".config",
        "XDG_CACHE_HOME": home / ".cache",
        "XDG_DATA_HOME": home / ".local" / "share",
        "XDG_STATE_HOME": home / ".local" / "state",
        "XDG_CONFIG_DIRS": home / "etc-xdg",  # no system-wide settings either
        "XDG_RUNTIME_DIR": home / "run",
        "MAFIA_DESKTOP_DATA_DIR": home / "data",
    }
    for path in folders.values():
        path.mkdir(parents=True, exist_ok=True)
    (home / "run").chmod(0o700)
    return {name: str(path) for name, path in folders.items()}


@pytest.fixture(autouse=True)
def _own_folders(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """This test's home (see the module's docstring); tests that need it take ``home``."""
    home = tmp_path_factory.mktemp("home")
    for name, value in own_folders(home).items():
        monkeypatch.setenv(name, value)
    from PySide6.QtCore import QSettings

    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(home / ".config"))
        QSettings.setPath(fmt, QSettings.Scope.SystemScope, str(home / "etc-xdg"))
    return home


@pytest.fixture
def home(_own_folders: Path) -> Path:
    return _own_folders


@pytest.fixture(autouse=True)
def _quick_voice(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """The app in a test speaks with a voice that renders at once (tests/narration/fake_speech.py):
    a narrated game in a test never waits on Festival loading a voice or espeak-ng, and never
    loads the CPU the test runs on. Tests of the real engines name them (Pyttsx3Backend,
    FestivalBackend), or are marked ``real_speech`` to get the app's own choice."""
    if request.node.get_closest_marker("real_speech") is not None:
        return
    from tests.narration.fake_speech import FakeBackend

    monkeypatch.setattr("mafia_desktop.narration.speech.default_factories", lambda: {"fake": FakeBackend})


@pytest.fixture(autouse=True)
def _garbage_on_the_main_thread() -> object:
    """Once a window has turned automatic collection off (mafia_desktop/ui/common/collector.py), each test
    ends by collecting what is due, on this thread, as the app's timer does: garbage one test left
    (a window kept alive by cycles) never reaches a worker thread of the next."""
    yield
    import gc

    if not gc.isenabled():
        from mafia_desktop.ui.common.collector import collect_due

        collect_due()
