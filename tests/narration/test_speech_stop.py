"""Quitting while speech is busy: a Festival that hangs (and a program it started) is killed at
once, the worker ends, and no process is left behind; the UI thread never waits on speech for
long, whatever the engine does; a Festival still running when Python exits is killed then."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from mafia_desktop.narration.festival import FestivalBackend
from mafia_desktop.narration.speech import SpeechCache, Voice
from tests.narration.fake_speech import FakeBackend

FAKE = Path(__file__).with_name("fake_festival.py")
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def hung(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[Path, Path, tuple[Path, ...]]]:
    """A fake ``festival`` that loads its voice, then at the first line starts a helper program
    and never answers; its log, and a voice folder. Whatever the test did, the fake and its
    helper are killed afterwards."""
    if not hasattr(os, "killpg"):
        pytest.skip("process groups are POSIX")
    binary = tmp_path / "festival"
    binary.write_text(f'#!/bin/sh\nexec "{sys.executable}" "{FAKE}" "$@"\n')
    binary.chmod(0o755)
    log = tmp_path / "festival.log"
    monkeypatch.setenv("FAKE_FESTIVAL_LOG", str(log))
    monkeypatch.setenv("FAKE_FESTIVAL_MODE", "hang-with-child")
    voices = tmp_path / "voices"
    (voices / "us" / "cmu_us_slt_arctic_hts" / "festvox").mkdir(parents=True)
    yield binary, log, (voices,)
    for name in (".pid", ".child"):
        try:
            os.kill(int(log.with_suffix(name).read_text()), 9)
        except (OSError, ValueError):
            pass


def _wait_for(path: Path, seconds: float = 60.0) -> int:
    """The number in ``path``, once the fake has written it."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            return int(path.read_text())
        except (OSError, ValueError):
            time.sleep(0.05)
    raise AssertionError(f"the fake Festival never got its line ({path.name})")


def _gone(pid: int) -> bool:
    """The process has ended (a zombie no one has reaped yet has ended too)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state in ("Z", "X")


def _ends(pid: int, seconds: float = 5.0) -> bool:
    """The process ends within ``seconds`` (a killed process is gone as soon as it is scheduled)."""
    deadline = time.monotonic() + seconds
    while not _gone(pid):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.02)
    return True


def test_stopping_while_festival_hangs_kills_it_and_its_children_at_once(
    hung: tuple[Path, Path, tuple[Path, ...]], tmp_path: Path
) -> None:
    binary, log, dirs = hung
    cache = SpeechCache(
        tmp_path / "speech", factories={"festival": lambda: FestivalBackend(binary=str(binary), dirs=dirs)}
    )
    failed: list[str] = []
    cache.failed.connect(failed.append)
    cache.prepare(["Night falls."], Voice("en"))
    festival = _wait_for(log.with_suffix(".pid"))  # the line is asked, and Festival hangs on it
    helper = _wait_for(log.with_suffix(".child"))
    worker = cache._thread
    assert worker is not None
    # The worker waits up to festival.LINE_SECONDS (20 s) for the hung line: stopping must not.
    cache.stop(timeout=5.0)
    assert not worker.is_alive(), "the worker ended: the hung line was given up at once"
    assert _gone(festival), "Festival was killed and waited for: no process left"
    assert _ends(helper), "what Festival started is killed with it (its process group)"
    assert failed == [], "a line given up because speech stopped is not a failure to show"


class _Stuck(FakeBackend):
    """An engine that cannot be interrupted (pyttsx3's runAndWait): it renders until released."""

    release = threading.Event()
    entered = threading.Event()

    def render(self, text: str, path: Path, voice: Voice) -> None:
        _Stuck.entered.set()
        _Stuck.release.wait(60)
        super().render(text, path, voice)


def test_the_ui_thread_never_waits_long_on_an_engine_that_cannot_be_stopped(tmp_path: Path) -> None:
    """``stop()`` as the window calls it when the app quits (no timeout given): the old default
    waited 10 s for the worker; the app must close at once."""
    cache = SpeechCache(tmp_path / "speech", _Stuck)
    try:
        cache.prepare(["Night falls."], Voice("en"))
        assert _Stuck.entered.wait(30)
        began = time.monotonic()
        cache.stop()
        assert time.monotonic() - began < 5.0, "quitting waited on speech"
    finally:
        _Stuck.release.set()


def test_a_festival_still_running_when_python_exits_is_killed(
    hung: tuple[Path, Path, tuple[Path, ...]], tmp_path: Path
) -> None:
    """The last resort: a program that exits without stopping speech (an exception, sys.exit on
    another path) leaves no Festival behind."""
    binary, log, dirs = hung
    code = (
        "import sys, threading, time\n"
        "from pathlib import Path\n"
        "from mafia_desktop.narration.festival import FestivalBackend\n"
        "from mafia_desktop.narration.speech import Voice\n"
        f"backend = FestivalBackend(binary={str(binary)!r}, dirs=(Path({str(dirs[0])!r}),))\n"
        f"out = Path({str(tmp_path / 'a.wav')!r})\n"
        "threading.Thread(target=backend.render, args=('Night.', out, Voice('en')), daemon=True).start()\n"
        f"pid = Path({str(log.with_suffix('.pid'))!r})\n"
        "while not pid.exists():\n"
        "    time.sleep(0.05)\n"
        "sys.exit(0)\n"
    )
    env = dict(
        os.environ, PYTHONPATH=os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH")) if p)
    )
    proc = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    festival = _wait_for(log.with_suffix(".pid"))
    helper = _wait_for(log.with_suffix(".child"))
    assert _ends(festival) and _ends(helper), "Festival and its helper died with the app"
