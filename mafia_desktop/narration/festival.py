"""The Festival voices: one long-lived ``festival --pipe`` process per voice, on the speech worker.

Festival's natural voices (the English HTS voice ``cmu_us_slt_arctic_hts``, the Russian
``msu_ru_nsh_clunits``) are far easier to follow than espeak-ng's formant voice, but loading one
takes 0.2-0.7 s (the Russian voice is 240 MB): so each voice is loaded once, in a process of its
own that renders line after line to WAV files. A line is a Scheme call on the process's stdin; the
process answers with a marker on stdout when the file is written. A process that does not answer
in time is killed, one that died is started again on the next line; a voice whose process cannot
start at all is reported, and the speech cache falls back to another engine for that language.

Everything here runs on the speech worker thread (the cache's), never on the UI thread, except
:meth:`FestivalBackend.abort`: the app quitting kills the processes from its own thread, at once,
so a Festival that hangs never holds the quit up (the worker, reading, sees the end of the
process and gives up its line). Each process is the head of a process group of its own, and the
whole group is killed, so nothing it started outlives it; a process still running when Python
exits is killed then, as a last resort.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import selectors
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING

from mafia_desktop.languages import LANGUAGES

if TYPE_CHECKING:
    from mafia_desktop.narration.speech import Voice

#: where the system's Festival keeps its voices: ``<dir>/<language folder>/<voice>/`` (Debian and
#: Ubuntu; Fedora; built from source)
VOICE_DIRS = (
    Path("/usr/share/festival/voices"),
    Path("/usr/share/festival/lib/voices"),
    Path("/usr/local/share/festival/voices"),
)
#: Festival's language folders, as our language codes
LANGUAGE_FOLDERS = {folder: lang.code for lang in LANGUAGES.values() for folder in lang.festival_folders}
#: the voice each language speaks with by default, best first
PREFERRED = {lang.code: lang.festival_voices for lang in LANGUAGES.values() if lang.festival_voices}
#: what each voice needs from the system's packages (Debian names: Settings says how to get it)
PACKAGES = {lang.code: lang.festival_package for lang in LANGUAGES.values() if lang.festival_package}
#: the pace a voice speaks at when asked for nothing else, words a minute (measured on our lines)
NATIVE_RATE = {"cmu_us_slt_arctic_hts": 168}

LOAD_SECONDS = 60.0  # loading a voice (240 MB read from a cold disk on a slow laptop)
LINE_SECONDS = 20.0  # a line at most (0.2-1.6 s here), plus this much a character
PER_CHARACTER_SECONDS = 0.05
FAILURES_BEFORE_GIVING_UP = 3  # lines failed in a row (each with a process started again)


class FestivalError(RuntimeError):
    """Festival could not render a line (it hung, died, or wrote nothing)."""


#: every Festival process not yet closed, whoever started it: killed when Python exits
_RUNNING: set[subprocess.Popen[bytes]] = set()
_STARTING = threading.Lock()  # a process is started, or the processes are being killed


def kill_group(process: subprocess.Popen[bytes]) -> None:
    """Kill ``process`` and everything it started (its process group; the process alone where
    there are no groups). Safe from any thread, and on a process already ended."""
    if process.returncode is not None:  # waited for: its number may be another's by now
        return
    try:
        if hasattr(os, "killpg"):
            os.killpg(process.pid, signal.SIGKILL)
        else:  # pragma: no cover - Windows
            process.kill()
    except (ProcessLookupError, PermissionError):
        with contextlib.suppress(OSError):
            process.kill()


@atexit.register
def _kill_leftovers() -> None:
    with _STARTING:
        running = list(_RUNNING)
    for process in running:
        kill_group(process)


def festival_binary() -> str | None:
    """The system's ``festival``, if installed."""
    return shutil.which("festival")


def installed_voices(dirs: tuple[Path, ...] = VOICE_DIRS) -> list[tuple[str, str]]:
    """The Festival voices installed, as (voice, language), the languages we speak only."""
    found: dict[str, str] = {}
    for base in dirs:
        try:
            folders = sorted(base.iterdir())
        except OSError:
            continue
        for folder in folders:
            lang = LANGUAGE_FOLDERS.get(folder.name)
            if lang is None:
                continue
            with contextlib.suppress(OSError):
                for voice in sorted(folder.iterdir()):
                    if (voice / "festvox").is_dir() and voice.name.isidentifier():
                        found.setdefault(voice.name, lang)
    return sorted(found.items(), key=lambda v: (v[1], _rank(v[0], v[1]), v[0]))


def _rank(voice: str, lang: str) -> int:
    preferred = PREFERRED.get(lang, ())
    return preferred.index(voice) if voice in preferred else len(preferred)


def scheme_string(text: str) -> str:
    """``text`` as a Scheme string literal: quotes and backslashes escaped, control characters
    (new lines among them) turned to spaces. Names are user text: nothing in them is ever code."""
    cleaned = "".join(" " if ord(c) < 32 or ord(c) == 127 else c for c in text)
    return '"' + cleaned.replace("\\", "\\\\").replace('"', '\\"') + '"'


def child_environment() -> dict[str, str]:
    """The environment for a system program: inside the PyInstaller bundle, the library path the
    bundle set for itself is put back as it was, so the system's Festival loads the system's
    libraries."""
    env = dict(os.environ)
    if getattr(sys, "frozen", False):
        for name in ("LD_LIBRARY_PATH",):
            original = env.pop(name + "_ORIG", None)
            if original is None:
                env.pop(name, None)
            else:
                env[name] = original
    return env


class FestivalVoice:
    """One voice loaded in one Festival process, rendering lines to WAV files."""

    def __init__(self, voice: str, binary: str, stopped: threading.Event | None = None) -> None:
        if not voice.isidentifier():
            raise FestivalError(f"not a Festival voice: {voice!r}")
        self.voice = voice
        self.binary = binary
        #: set when speech stops (the app quits): no process is started any more
        self.stopped = stopped if stopped is not None else threading.Event()
        self._process: subprocess.Popen[bytes] | None = None
        self._selector: selectors.BaseSelector | None = None
        self._buffer = b""
        self._count = 0
        self._rate: float | None = None
        self.starts = 0  # how many processes were started (tests)

    @property
    def running(self) -> bool:
        return self._process is not None and self._process.poll() is None

    def start(self) -> None:
        """Start the process and load the voice (waits up to :data:`LOAD_SECONDS`)."""
        if self.running:
            return
        self.close()
        with _STARTING:  # (abort() kills what has started, and nothing starts after it)
            if self.stopped.is_set():
                raise FestivalError("speech has stopped")
            self._process = subprocess.Popen(
                [self.binary, "--pipe"],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                env=child_environment(),
                close_fds=True,
                start_new_session=True,  # its own process group: killed whole
            )
            _RUNNING.add(self._process)
        self.starts += 1
        self._buffer = b""
        self._rate = None
        assert self._process.stdout is not None
        os.set_blocking(self._process.stdout.fileno(), False)
        self._selector = selectors.DefaultSelector()
        self._selector.register(self._process.stdout, selectors.EVENT_READ)
        try:
            self._ask(f"(voice_{self.voice})", LOAD_SECONDS)
        except FestivalError:
            self.close()
            raise

    def render(self, text: str, path: Path, rate: float = 1.0) -> None:
        """Say ``text`` into ``path`` (a RIFF WAV); ``rate`` 1.0 is the voice's own pace, less is
        slower (HTS voices only: the others keep their pace). Starts the process if needed; kills
        it if it does not answer in time."""
        self.start()
        commands = []
        if rate != self._rate and self.voice.endswith("_hts"):
            # hts_engine's speech speed: the voice's own parameters, with "-r" set.
            commands.append(
                f"(set! hts_engine_params (append {self.voice}::hts_engine_params "
                f'(list (list "-r" {rate:.3f}))))'
            )
        commands.append(
            f"(utt.save.wave (utt.synth (Utterance Text {scheme_string(text)})) "
            f"{scheme_string(str(path))} 'riff)"
        )
        self._ask(" ".join(commands), LINE_SECONDS + PER_CHARACTER_SECONDS * len(text))
        self._rate = rate

    def _ask(self, command: str, timeout: float) -> None:
        """Send one command and wait for its marker; on silence past ``timeout`` or the end of the
        process, kill it and raise."""
        process = self._process
        assert process is not None and process.stdin is not None and self._selector is not None
        self._count += 1
        marker = f"mafia-desktop-done-{self._count}".encode()
        try:
            process.stdin.write(f'{command}\n(format t "%s\\n" "{marker.decode()}")\n(fflush nil)\n'.encode())
            process.stdin.flush()
        except OSError as exc:
            self.close()
            raise FestivalError(f"Festival stopped ({exc})") from exc
        deadline = time.monotonic() + timeout
        while marker not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                self.close()
                raise FestivalError(f"Festival did not answer in {timeout:.0f} s")
            if not self._selector.select(left):
                continue
            assert process.stdout is not None
            try:
                chunk = os.read(process.stdout.fileno(), 65536)
            except BlockingIOError:
                continue
            except OSError as exc:
                self.close()
                raise FestivalError(f"Festival stopped ({exc})") from exc
            if not chunk:
                self.close()
                raise FestivalError("Festival stopped")
            self._buffer = self._buffer[-4096:] + chunk
        self._buffer = self._buffer.split(marker, 1)[1]

    def close(self) -> None:
        """End the process (at once: nothing it was doing is kept)."""
        process, self._process = self._process, None
        if self._selector is not None:
            self._selector.close()
            self._selector = None
        if process is None:
            return
        with contextlib.suppress(OSError):
            if process.stdin is not None:
                process.stdin.close()
        kill_group(process)
        with contextlib.suppress(subprocess.TimeoutExpired):
            process.wait(5)
        with _STARTING:
            _RUNNING.discard(process)
        if process.stdout is not None:
            process.stdout.close()

    def abort(self) -> None:
        """Kill the process now, from any thread (the app is quitting): a line being waited for
        ends at once (the worker reads the end of the process); no process starts after this."""
        with _STARTING:
            self.stopped.set()
            process = self._process
        if process is not None:
            kill_group(process)


class FestivalBackend:
    """Festival's voices (Linux: the system's ``festival`` and its voice packages)."""

    name = "festival"

    def __init__(self, binary: str | None = None, dirs: tuple[Path, ...] = VOICE_DIRS) -> None:
        found = binary or festival_binary()
        if found is None:
            raise FestivalError("Festival is not installed")
        self.binary = found
        self._voices = installed_voices(dirs)
        if not self._voices:
            raise FestivalError("no Festival voice for English or Russian is installed")
        self._loaded: dict[str, FestivalVoice] = {}
        self.broken: dict[str, str] = {}  # voice -> why it cannot start
        self._failures: dict[str, int] = {}  # voice -> lines failed in a row
        self._stopped = threading.Event()  # abort(): no more processes

    def voices(self) -> list[tuple[str, str]]:
        return [(v, lang) for v, lang in self._voices if v not in self.broken]

    def default_voice(self, lang: str) -> str | None:
        return next((v for v, code in self.voices() if code == lang), None)

    def warm(self, voice: str) -> None:
        """Load a voice now (before its first line is needed)."""
        self._voice(voice).start()

    def _voice(self, voice: str) -> FestivalVoice:
        if voice in self.broken:
            raise FestivalError(self.broken[voice])
        if voice not in self._loaded:
            if voice not in {v for v, _ in self._voices}:
                raise FestivalError(f"the Festival voice {voice} is not installed")
            self._loaded[voice] = FestivalVoice(voice, self.binary, self._stopped)
        return self._loaded[voice]

    def render(self, text: str, path: Path, voice: Voice) -> None:
        """Say ``text`` into ``path`` with ``voice`` (its Festival voice, or the language's best)
        at its words a minute (HTS voices; the others speak at their own pace)."""
        name = voice.voice or self.default_voice(voice.lang)
        if name is None:
            raise FestivalError(f"no Festival voice for {voice.lang!r} is installed")
        process = self._voice(name)
        native = NATIVE_RATE.get(name)
        speed = max(0.5, min(2.0, voice.rate / native)) if native else 1.0
        try:
            process.render(text, path, speed)
        except FestivalError:
            if self._stopped.is_set():
                raise  # (not the voice's fault: speech stopped)
            self._failures[name] = self._failures.get(name, 0) + 1
            if self._failures[name] >= FAILURES_BEFORE_GIVING_UP:
                # Started again and again, it never finished a line: this voice is done for the
                # app's life, and the cache speaks the language with another engine.
                self.broken[name] = f"the Festival voice {name} keeps stopping"
            raise
        except OSError as exc:  # the program itself cannot start
            self.broken[name] = f"Festival cannot start ({exc})"
            raise FestivalError(self.broken[name]) from exc
        self._failures[name] = 0

    def abort(self) -> None:
        """Kill every Festival process at once, from any thread (the app is quitting); the worker
        then closes the backend as usual. Nothing starts after this."""
        with _STARTING:
            self._stopped.set()
        for process in list(self._loaded.values()):
            process.abort()

    def close(self) -> None:
        for process in self._loaded.values():
            process.close()
        self._loaded.clear()
