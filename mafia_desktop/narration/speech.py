"""Speech rendered off the UI thread, cached as WAV files.

Engines (:func:`default_factories`), chosen per language, the best offline voice there is first:
Piper's neural voices where one is installed for the language (:mod:`mafia_desktop.narration.piper`:
a model loaded once, in this process), else Festival's natural voices where installed (Linux, one
long-lived process per voice: :mod:`mafia_desktop.narration.festival`), else pyttsx3 (espeak-ng
on Linux, SAPI5 on Windows, NSSpeech on macOS). pyttsx3's ``say()`` blocks, cannot be stopped and
is not thread-safe, Festival and Piper take up to a second to load a voice: so one long-lived
worker thread owns the engines and only ever renders lines to WAV files, each sentence on its own
with a pause between; the UI thread plays the files and can stop at once. Lines are rendered in
the order the table needs them (:meth:`SpeechCache.hurry` first), and kept across games (the
file's name is the text and the voice that said it). A voice installed while the app runs (Settings
fetches Piper's) is found by :meth:`SpeechCache.refresh`.

If no speech engine can start (neither Festival nor libespeak-ng, say), the cache says so once
and stays silent: the narrator goes on with captions and chimes.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import tempfile
import threading
import wave
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, Signal

from mafia_desktop.i18n import QT_TRANSLATE_NOOP, Message, plain

# Said once when no engine starts (translated where shown, with i18n.say).
NO_ENGINE = QT_TRANSLATE_NOOP(
    "Speech",
    "No speech engine could start ({reason}). The narrator shows its lines as captions, with the "
    "chimes. On Linux, speech needs Festival or espeak-ng: install them (for example: sudo apt "
    "install festival festvox-us-slt-hts festvox-ru espeak-ng) and start the app again.",
)

ENGINES = ("piper", "festival", "pyttsx3")  # the engines tried for a language, best first
#: engines that speak only with a voice they list (pyttsx3 may list none and speak with its own)
LISTED_ONLY = frozenset({"piper", "festival"})
SENTENCE_PAUSE = 0.45  # seconds of silence put between two sentences of a line, beyond the voice's own


@dataclass(frozen=True)
class Voice:
    """How lines are spoken: the engine and its voice id (empty: the language's best installed),
    words a minute and the volume they are played at."""

    lang: str = "en"
    voice: str | None = None
    rate: int = 125  # words a minute
    volume: float = 1.0
    engine: str = ""

    @property
    def sound(self) -> tuple[str, str, str | None, int]:
        """What the rendered sound depends on: the same for the same file (the volume is the
        player's)."""
        return (self.lang, self.engine, self.voice or None, self.rate)


@dataclass(frozen=True)
class VoiceChoice:
    """A voice an engine offers: for the settings' list and :meth:`Engines.resolve`."""

    engine: str
    voice: str
    langs: tuple[str, ...]

    @property
    def key(self) -> str:
        """How a choice is kept in the settings: ``engine:voice``."""
        return f"{self.engine}:{self.voice}"

    def fit(self, lang: str) -> int:
        """How well this voice speaks ``lang``: 3 its very language, 2 named for it ("gmw/en"),
        1 a variety of it ("en-gb"), 0 not at all."""
        if lang in self.langs or self.voice == lang:
            return 3
        if self.voice.endswith("/" + lang):
            return 2
        return 1 if any(code.startswith(lang + "-") for code in self.langs) else 0


class SpeechBackend(Protocol):
    """Renders one line of text to a WAV file. Created and used on the worker thread only."""

    name: str

    def render(self, text: str, path: Path, voice: Voice) -> None: ...

    def voices(self) -> list[tuple[str, str]]: ...


class Pyttsx3Backend:
    """pyttsx3 (espeak-ng on Linux, SAPI5 on Windows, NSSpeech on macOS)."""

    name = "pyttsx3"

    def __init__(self) -> None:
        import pyttsx3

        self._engine = pyttsx3.init()
        driver = getattr(getattr(self._engine, "proxy", None), "_driver", None)
        module = type(driver).__module__ if driver is not None else ""
        if module.endswith("espeak"):
            import sys

            # The espeak driver prints a line for every file it writes; keep stdout ours.
            sys.modules[module].print = lambda *args, **kwargs: None  # type: ignore[attr-defined]
        self._done = threading.Event()
        self._engine.connect("finished-utterance", self._on_finished)
        self._voices = [
            (v.id, ",".join(str(x) for x in (v.languages or []))) for v in self._engine.getProperty("voices")
        ]

    def _on_finished(self, name: str | None = None, completed: bool = True) -> None:
        self._done.set()

    def voices(self) -> list[tuple[str, str]]:
        return list(self._voices)

    def _voice_for(self, voice: Voice) -> str | None:
        if voice.voice:
            return voice.voice
        for vid, langs in self._voices:
            if voice.lang in langs.split(",") or vid.endswith("/" + voice.lang) or vid == voice.lang:
                return str(vid)
        return None

    def render(self, text: str, path: Path, voice: Voice) -> None:
        chosen = self._voice_for(voice)
        if chosen:
            self._engine.setProperty("voice", chosen)
        self._engine.setProperty("rate", voice.rate)
        self._engine.setProperty("volume", voice.volume)
        self._done.clear()
        self._engine.save_to_file(text, str(path))
        try:
            self._engine.runAndWait()
            self._done.wait(timeout=30)
        finally:
            # The espeak driver keeps the file's name for its next line, whoever asks for it
            # (pyttsx3 hands the same engine to every init() in the process): forget it, so
            # nothing is ever written there again once the line is done.
            driver = getattr(getattr(self._engine, "proxy", None), "_driver", None)
            if getattr(driver, "_save_file", None) is not None:
                driver._save_file = None  # type: ignore[union-attr]


def wav_seconds(path: Path) -> float:
    """How long a WAV file plays (0 when it cannot be read)."""
    try:
        with wave.open(str(path), "rb") as f:
            return f.getnframes() / float(f.getframerate() or 1)
    except (OSError, wave.Error, EOFError):
        return 0.0


def sentences(text: str) -> list[str]:
    """A line's sentences, each said on its own so a clear pause comes between them."""
    parts = [part.strip() for part in re.split(r"(?<=[.!?…])\s+(?=\S)", text.strip())]
    return [part for part in parts if part] or [text]


def join_with_pauses(parts: list[Path], path: Path, pause: float = SENTENCE_PAUSE) -> None:
    """One WAV of ``parts`` in order, ``pause`` seconds of silence between two (the parts come
    from one voice: the same format; a part in another format raises ``wave.Error``)."""
    params = None
    frames: list[bytes] = []
    for n, part in enumerate(parts):
        with wave.open(str(part), "rb") as f:
            got = f.getparams()
            if params is None:
                params = got
            elif got[:3] != params[:3]:
                raise wave.Error("the sentences came back in different formats")
            if n:
                frames.append(b"\0" * (int(params.framerate * pause) * params.sampwidth * params.nchannels))
            frames.append(f.readframes(got.nframes))
    assert params is not None
    with wave.open(str(path), "wb") as out:
        out.setnchannels(params.nchannels)
        out.setsampwidth(params.sampwidth)
        out.setframerate(params.framerate)
        out.writeframes(b"".join(frames))


def festival_backend() -> SpeechBackend:
    from mafia_desktop.narration.festival import FestivalBackend

    return FestivalBackend()


def piper_backend() -> SpeechBackend:
    from mafia_desktop.narration.piper import PiperBackend

    return PiperBackend()


def default_factories() -> dict[str, Callable[[], SpeechBackend]]:
    """The engines tried for each language, best first: Piper's neural voices (where one is
    installed for the language), Festival's natural voices (Linux, where installed), then pyttsx3
    (espeak-ng on Linux, the system's voices on Windows and macOS)."""
    return {"piper": piper_backend, "festival": festival_backend, "pyttsx3": Pyttsx3Backend}


def pick_voice(choices: list[VoiceChoice], engines: list[str], voice: Voice) -> Voice | None:
    """The voice that speaks ``voice``'s lines, of the ``choices`` the ``engines`` (best first)
    offer: the engine and voice asked for if offered for the language, else the best engine's
    first voice of the language, else the best engine that lists no voices at all, with its own
    default (never one of :data:`LISTED_ONLY`). None: no engine speaks it.

    >>> piper = VoiceChoice("piper", "fa_IR-amir-medium", ("fa",))
    >>> espeak = [VoiceChoice("pyttsx3", "fa", ("fa",)), VoiceChoice("pyttsx3", "zle/ru", ("ru",))]
    >>> [pick_voice([piper, *espeak], ["piper", "pyttsx3"], Voice(lang)).voice for lang in ("fa", "ru")]
    ['fa_IR-amir-medium', 'zle/ru']
    >>> pick_voice([], ["piper", "pyttsx3"], Voice("es")).engine
    'pyttsx3'
    """

    if voice.engine and voice.voice:
        for choice in choices:
            if (choice.engine, choice.voice) == (voice.engine, voice.voice) and choice.fit(voice.lang):
                return replace(voice, volume=1.0)
    for name in engines:
        fits = [
            (choice.fit(voice.lang), -n, choice) for n, choice in enumerate(choices) if choice.engine == name
        ]
        best = max(fits, key=lambda f: f[:2], default=None)
        if best is not None and best[0]:
            return replace(voice, engine=name, voice=best[2].voice, volume=1.0)
    for name in engines:
        if name not in LISTED_ONLY and not any(choice.engine == name for choice in choices):
            return replace(voice, engine=name, voice=None, volume=1.0)
    return None


def render_line(engine: SpeechBackend, text: str, path: Path, folder: Path, voice: Voice) -> None:
    """Render ``text`` with ``engine`` into ``path``, each sentence on its own with a pause
    between (:data:`SENTENCE_PAUSE`). The engine writes by name, following whatever is there: so
    it writes in a folder made new for this line in ``folder``, the owner's only, and the file is
    moved in. Raises OSError when the engine leaves a sentence silent twice."""
    from mafia_desktop.storage.games import OWNER_ONLY, private_folder

    private_folder(folder)
    with tempfile.TemporaryDirectory(prefix=".render-", dir=folder) as private:
        parts = []
        for n, sentence in enumerate(sentences(text)):
            part = Path(private) / f"{n}.wav"
            for _ in range(RENDER_TRIES):  # espeak-ng now and then writes an empty file
                engine.render(plain(sentence), part, voice)  # (no isolates: words only)
                if wav_seconds(part) > 0:
                    break
            else:
                raise OSError("the engine wrote no sound")
            parts.append(part)
        tmp = Path(private) / path.name
        if len(parts) == 1:
            os.replace(parts[0], tmp)
        else:
            join_with_pauses(parts, tmp)
        os.chmod(tmp, OWNER_ONLY)  # as every file the app keeps, whatever mode the engine gave it
        os.replace(tmp, path)


class Engines:
    """Every speech engine this machine has, each started when first needed: which one speaks a
    language, and with which voice. Used on the worker thread only."""

    def __init__(self, factories: dict[str, Callable[[], SpeechBackend]]) -> None:
        self._factories = dict(factories)
        self._engines: dict[str, SpeechBackend] = {}
        self.problems: dict[str, str] = {}  # engine -> why it could not start
        self._aborted = False
        self._abort_lock = threading.Lock()

    def open_all(self) -> None:
        """Start every engine there is (raises when none starts: no speech at all)."""
        for name in list(self._factories):
            self._engine(name)
        if not self._engines:
            raise RuntimeError("; ".join(f"{name}: {why}" for name, why in self.problems.items()))

    @property
    def names(self) -> list[str]:
        """The engines that started, best first."""
        return [name for name in self._factories if name in self._engines]

    def _engine(self, name: str) -> SpeechBackend | None:
        if name in self._engines:
            return self._engines[name]
        if name in self.problems or name not in self._factories:
            return None
        try:
            engine = self._factories[name]()
        except Exception as exc:  # noqa: BLE001 - an engine that cannot start is skipped
            self.problems[name or "speech"] = f"{type(exc).__name__}: {exc}"
            return None
        if name == "":  # one engine given as is: known by its own name
            name = str(getattr(engine, "name", "")) or "speech"
            self._factories = {name if k == "" else k: f for k, f in self._factories.items()}
        with self._abort_lock:
            self._engines[name] = engine
            aborted = self._aborted
        if aborted:  # (speech stopped while it started)
            _abort(engine)
        return engine

    def voices(self) -> list[VoiceChoice]:
        """Every voice of every engine that starts, best engine first."""
        out: list[VoiceChoice] = []
        for name in self._factories:
            engine = self._engine(name)
            if engine is None:
                continue
            for vid, langs in engine.voices():
                out.append(VoiceChoice(name, str(vid), tuple(code for code in str(langs).split(",") if code)))
        return out

    def resolve(self, voice: Voice) -> Voice | None:
        """The voice that speaks ``voice``'s lines (:func:`pick_voice`)."""
        return pick_voice(self.voices(), self.names, voice)

    def refresh(self) -> None:
        """Look for the voices installed again, where an engine can (Piper's: one was fetched)."""
        for engine in list(self._engines.values()):
            refresh = getattr(engine, "refresh", None)
            if refresh is not None:
                with contextlib.suppress(Exception):
                    refresh()

    def problem(self, name: str) -> str | None:
        """Why engine ``name`` cannot speak: it did not start, or its voices cannot load."""
        engine = self._engines.get(name)
        return self.problems.get(name) or (getattr(engine, "problem", None) if engine is not None else None)

    def _offered(self, engine: SpeechBackend) -> list[tuple[str, str]]:
        try:
            return list(engine.voices())
        except Exception:  # noqa: BLE001 - an engine that cannot list its voices offers none
            return []

    def engine(self, name: str) -> SpeechBackend | None:
        return self._engine(name)

    def warm(self, voice: Voice) -> None:
        """Load ``voice`` now, where loading takes time (Festival's), before its first line."""
        engine = self._engines.get(voice.engine)
        warm = getattr(engine, "warm", None)
        if warm is not None and voice.voice:
            warm(voice.voice)

    def abort(self) -> None:
        """Stop every engine's work at once, from any thread (the app is quitting): an engine
        with programs of its own (Festival) kills them, so a line being waited for ends now. The
        worker thread still closes the engines (:meth:`close`)."""
        with self._abort_lock:
            self._aborted = True
            engines = list(self._engines.values())
        for engine in engines:
            _abort(engine)

    def close(self) -> None:
        for engine in self._engines.values():
            close = getattr(engine, "close", None)
            if close is not None:
                with contextlib.suppress(Exception):
                    close()


def _abort(engine: SpeechBackend) -> None:
    """``engine.abort()`` where it has one (pyttsx3 has none: its engines run in this process,
    a line at a time, and start no program that could outlive the app)."""
    abort = getattr(engine, "abort", None)
    if abort is not None:
        with contextlib.suppress(Exception):
            abort()


RENDER_TRIES = 2  # a line the engine leaves silent is asked once more before it stays a caption
STOP_SECONDS = 1.0  # the most stop() waits for the worker (the app quitting waits on nothing longer)
CACHE_MAX_BYTES = 200 * 1024 * 1024  # the rendered lines kept on disk, at most (about 30 games)
_WARM = "\0warm"  # a job that only loads a voice
_REFRESH = "\0refresh"  # a job that looks for the voices installed again


def default_cache_folder() -> Path:
    """Where rendered lines live: the platform's cache folder (they can always be made again),
    under MAFIA_DESKTOP_DATA_DIR when that is set (tests, portable use)."""
    override = os.environ.get("MAFIA_DESKTOP_DATA_DIR")
    if override:
        return Path(override) / "cache" / "speech"
    from PySide6.QtCore import QStandardPaths

    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    return Path(base or Path.home() / ".cache" / "Mafia Desktop") / "speech"


class SpeechCache(QObject):
    """The rendered lines of the game, and the worker thread that renders them.

    Lines are rendered in the order asked (:meth:`prepare`), a line needed now first
    (:meth:`hurry`). A line's file is named by its text and the voice that rendered it, so lines
    are kept across games and a new voice renders its own. The UI thread never touches the disk
    here: :meth:`path` answers from what the worker has found or rendered."""

    #: a line is ready to play: (text, path)
    rendered = Signal(str, str)
    #: a line could not be rendered (it stays a caption): its text
    failed = Signal(str)
    #: no speech engine could start: the reason in words (said once)
    unavailable = Signal(str)
    #: the speech engine started: its voices are known
    started = Signal()
    #: the voices installed were looked for again (:meth:`refresh`): :attr:`choices` is new
    refreshed = Signal()

    def __init__(
        self,
        folder: Path,
        backend_factory: Callable[[], SpeechBackend] | None = None,
        max_bytes: int = CACHE_MAX_BYTES,
        factories: dict[str, Callable[[], SpeechBackend]] | None = None,
    ) -> None:
        super().__init__()
        self.folder = Path(folder)
        self.max_bytes = max_bytes
        if factories is None:
            factories = default_factories() if backend_factory is None else {"": backend_factory}
        self._factories = factories
        self._jobs: deque[tuple[str, Voice] | None] = deque()
        self._wake = threading.Condition()
        self._new_jobs = False
        self._thread: threading.Thread | None = None
        self._paths: dict[tuple[str, Voice], Path] = {}
        # How long each line found plays (read from its file by the worker, never the UI thread).
        self._seconds: dict[tuple[str, Voice], float] = {}
        self._lock = threading.Lock()
        self.problem: str | None = None
        self.choices: list[VoiceChoice] = []
        self.engine_names: list[str] = []
        self.engine_problems: dict[str, str] = {}
        self._resolved: dict[Voice, Voice | None] = {}
        self._ready = threading.Event()
        self.engines: Engines | None = None
        #: set by stop(): this worker ends, nothing more is said (each worker has its own)
        self._stopping = threading.Event()
        self._worker_engines: Engines | None = None  # the worker's engines, as soon as made

    # --- the worker -----------------------------------------------------------------------------

    def start(self) -> None:
        if self._thread is None:
            self._stopping = threading.Event()
            self._worker_engines = None
            self._thread = threading.Thread(
                target=self._run, args=(self._stopping,), name="speech", daemon=True
            )
            self._thread.start()

    def stop(self, timeout: float = STOP_SECONDS) -> None:
        """Stop the worker: the lines waiting are dropped, and the line being rendered is given
        up at once (the engines' programs are killed: a Festival that hangs holds nothing up).
        Waits at most ``timeout`` seconds for the worker to end: the app quitting never waits on
        speech longer (a worker still inside an engine's call is a daemon thread, and the
        programs it started are gone)."""
        if self._thread is None:
            return
        with self._wake:
            # (no end-of-work job is queued: a worker started later must not take it)
            self._stopping.set()
            self._jobs.clear()
            self._wake.notify_all()
        engines = self._worker_engines
        if engines is not None:
            engines.abort()
        self._thread.join(timeout)
        self._thread = None

    def wait_ready(self, timeout: float = 10.0) -> bool:
        """Tests: wait until the engine started (or failed). The app never waits: it listens to
        :attr:`started` and :attr:`unavailable`."""
        return self._ready.wait(timeout)

    @property
    def ready(self) -> bool:
        """The engine started or failed (:attr:`problem` says which)."""
        return self._ready.is_set()

    def _put(self, job: tuple[str, Voice] | None, first: bool = False) -> None:
        with self._wake:
            if first:
                self._jobs.appendleft(job)
            else:
                self._jobs.append(job)
            self._new_jobs = True
            self._wake.notify()

    def _take(self, stopping: threading.Event | None = None) -> tuple[str, Voice] | None:
        """The next job, waiting for one; None: the worker ends (asked to, or stopped)."""
        with self._wake:
            while not self._jobs:
                if stopping is not None and stopping.is_set():
                    return None
                self._wake.wait()
            return self._jobs.popleft()

    def _found_on_disk(self, engines: Engines) -> None:
        """Lines asked for that an earlier game rendered are ready at once, not after the ones
        being rendered now: one look at the disk for each, whenever more lines are asked for."""
        with self._wake:
            if not self._new_jobs:
                return
            self._new_jobs = False
            waiting = [job for job in self._jobs if job is not None and job[0] not in (_WARM, _REFRESH)]
        found = set()
        for text, voice in waiting:
            resolved = self._resolve(engines, voice)
            path = self.path_for_key(text, resolved) if resolved is not None else None
            if path is not None and path.exists():
                with contextlib.suppress(OSError):
                    os.utime(path)  # used now: the last to go when the cache is pruned
                self._remember(text, voice, path)
                found.add((text, voice))
        if found:
            with self._wake:
                self._jobs = deque(job for job in self._jobs if job is None or job not in found)

    def _run(self, stopping: threading.Event) -> None:
        engines = Engines(self._factories)
        self._worker_engines = engines
        if stopping.is_set():  # (stopped before it began)
            engines.abort()
        try:
            engines.open_all()
            self.choices = engines.voices()
            self.engine_names = engines.names
        except Exception as exc:  # noqa: BLE001 - whatever stops the engines, the night goes on
            self.engine_problems = dict(engines.problems)
            self.problem = Message("Speech", NO_ENGINE, reason=str(exc))
            self._ready.set()
            self.unavailable.emit(self.problem)
            return
        self.engines = engines
        self.engine_problems = dict(engines.problems)
        self._ready.set()
        self.started.emit()
        self.prune()
        try:
            while not stopping.is_set():
                self._found_on_disk(engines)
                job = self._take(stopping)
                if job is None:
                    return
                self._do(engines, *job, stopping=stopping)
        finally:
            engines.close()

    def speaker(self, voice: Voice) -> Voice | None:
        """The voice that speaks ``voice``'s lines, once the worker has started (None: none yet,
        or no engine for it). Kept for the app's life: the same voice for the whole game."""
        with self._lock:
            return self._resolved.get(voice)

    def speaking_voice(self, voice: Voice) -> Voice | None:
        """Which engine and voice will speak ``voice``'s lines, from what the engines offered when
        they started (None: not started yet, or nothing speaks the language)."""
        if not self.ready or self.problem:
            return None
        return pick_voice(self.choices, self.engine_names, voice)

    def _resolve(self, engines: Engines, voice: Voice) -> Voice | None:
        with self._lock:
            if voice in self._resolved:
                return self._resolved[voice]
        resolved = engines.resolve(voice)
        with self._lock:
            self._resolved[voice] = resolved
        return resolved

    def _do(self, engines: Engines, text: str, voice: Voice, stopping: threading.Event | None = None) -> None:
        with self._lock:
            if (text, voice) in self._paths:
                return
        if text == _REFRESH:
            self._refresh(engines)
            return
        if text == _WARM:
            resolved = self._resolve(engines, voice)
            if resolved is not None:
                with contextlib.suppress(Exception):
                    engines.warm(resolved)
            return
        for _ in range(RENDER_TRIES):
            resolved = self._resolve(engines, voice)
            if resolved is None:
                break
            path = self.path_for_key(text, resolved)
            if path.exists():
                with contextlib.suppress(OSError):
                    os.utime(path)  # used now: the last to go when the cache is pruned
                self._remember(text, voice, path)
                return
            engine = engines.engine(resolved.engine)
            if engine is None:
                break
            try:
                render_line(engine, text, path, path.parent, resolved)
            except Exception:  # noqa: BLE001 - asked once more (a restarted engine, another voice)
                if stopping is not None and stopping.is_set():
                    return  # (given up: speech stopped; nothing more is said)
                if getattr(engine, "broken", {}).get(resolved.voice):
                    with self._lock:  # this voice is gone for good: the language's next one
                        self._resolved.pop(voice, None)
                    self.choices = engines.voices()  # (Settings says which speaks now)
                continue
            self._remember(text, voice, path)
            return
        self.failed.emit(text)

    def _refresh(self, engines: Engines) -> None:
        """Look for the voices again; every voice is chosen again, and a line rendered by a voice
        that no longer speaks it is rendered again, after the lines waiting."""
        engines.refresh()
        choices = engines.voices()
        self.choices = choices
        self.engine_problems = {name: why for name in engines.names if (why := engines.problem(name))}
        self.engine_problems.update(engines.problems)
        with self._lock:
            old = dict(self._resolved)
            self._resolved.clear()
            stale = [
                key for key in self._paths if pick_voice(choices, engines.names, key[1]) != old.get(key[1])
            ]
            for key in stale:
                self._paths.pop(key, None)
                self._seconds.pop(key, None)
        for key in stale:
            self._put(key)
        self.refreshed.emit()

    def refresh(self) -> None:
        """Look for the voices installed again (Settings fetched one), before anything else: the
        worker answers with :attr:`refreshed`. The UI thread never waits for it."""
        self.start()
        self._put((_REFRESH, Voice()), first=True)

    def engine_problem(self, name: str) -> str | None:
        """Why engine ``name`` cannot speak (None: it can, or it has not started yet)."""
        engines = self.engines
        if engines is not None:
            return engines.problem(name)
        return self.engine_problems.get(name)

    def prune(self) -> int:
        """Keep the cache under :attr:`max_bytes`: the lines used longest ago go first (a line's
        file is touched each time it is found). Runs on the worker thread; returns bytes freed."""
        try:
            files = [(p.stat(), p) for p in self.folder.glob("*.wav")]
        except OSError:
            return 0
        total = sum(st.st_size for st, _ in files)
        freed = 0
        for st, path in sorted(files, key=lambda f: f[0].st_mtime):
            if total - freed <= self.max_bytes:
                break
            try:
                path.unlink()
                freed += st.st_size
            except OSError:
                continue
        return freed

    def _remember(self, text: str, voice: Voice, path: Path) -> None:
        seconds = wav_seconds(path)  # (on the worker: the UI thread never reads the file)
        with self._lock:
            self._paths[(text, voice)] = path
            self._seconds[(text, voice)] = seconds
        self.rendered.emit(text, str(path))

    # --- asking for lines --------------------------------------------------------------------------

    def path_for_key(self, text: str, voice: Voice) -> Path:
        """The file of ``text`` said by the (resolved) ``voice``."""
        digest = hashlib.sha1(repr((text, voice.sound)).encode("utf-8")).hexdigest()[:20]
        return self.folder / f"{voice.lang}-{digest}.wav"

    def prepare(self, texts: list[str], voice: Voice) -> None:
        """Render these lines in the background, in this order, after those asked before (the
        cached ones are found at once)."""
        self.start()
        for text in dict.fromkeys(texts):
            if self.path(text, voice) is None:
                self._put((text, voice))

    def hurry(self, texts: list[str], voice: Voice) -> None:
        """These lines are needed now: render them before anything else, in this order."""
        self.start()
        for text in reversed(list(dict.fromkeys(texts))):
            if self.path(text, voice) is None:
                self._put((text, voice), first=True)

    def warm(self, voice: Voice) -> None:
        """Load the voice of ``voice`` now (a game is being set up), before anything else."""
        self.start()
        self._put((_WARM, voice), first=True)

    def path(self, text: str, voice: Voice) -> Path | None:
        """The WAV of a line, if it is ready (never a disk access: what the worker found)."""
        with self._lock:
            return self._paths.get((text, voice))

    def seconds(self, text: str, voice: Voice) -> float:
        """How long the WAV of a line plays (0 when it is not ready or cannot be read; never a
        disk access: the worker read it when it found or made the file)."""
        with self._lock:
            return self._seconds.get((text, voice), 0.0)

    def pending(self) -> int:
        with self._wake:
            return len(self._jobs)
