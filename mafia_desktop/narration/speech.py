"""Speech rendered off the UI thread, cached as WAV files.

pyttsx3's ``say()`` blocks, cannot be stopped, shells out to ``aplay`` on Linux, and its engine is
not thread-safe. So one long-lived worker thread owns the engine and only ever renders lines to
WAV files with ``save_to_file`` (waiting for the finished-utterance callback); the UI thread plays
the files and can stop at once. Every line of a game is rendered when the game starts.

If no speech engine can start (no libespeak-ng, say), the cache says so once and stays silent:
the narrator goes on with captions and chimes.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import queue
import tempfile
import threading
import wave
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, Signal

from mafia_desktop.i18n import QT_TRANSLATE_NOOP, Message

# Said once when no engine starts (translated where shown, with i18n.say).
NO_ENGINE = QT_TRANSLATE_NOOP(
    "Speech",
    "No speech engine could start ({reason}). The narrator shows its lines as captions, with the "
    "chimes. On Linux, speech needs espeak-ng: install it (for example: sudo apt install espeak-ng) "
    "and start the app again.",
)


@dataclass(frozen=True)
class Voice:
    """How lines are spoken: the engine's voice id (or None for the language's default)."""

    lang: str = "en"
    voice: str | None = None
    rate: int = 165  # words a minute
    volume: float = 1.0


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


RENDER_TRIES = 2  # a line the engine leaves silent is asked once more before it stays a caption
CACHE_MAX_BYTES = 200 * 1024 * 1024  # the rendered lines kept on disk, at most (about 30 games)


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
    """The rendered lines of the game, and the worker thread that renders them."""

    #: a line is ready to play: (text, path)
    rendered = Signal(str, str)
    #: no speech engine could start: the reason in words (said once)
    unavailable = Signal(str)
    #: the speech engine started: its voices are known
    started = Signal()

    def __init__(
        self,
        folder: Path,
        backend_factory: Callable[[], SpeechBackend] = Pyttsx3Backend,
        max_bytes: int = CACHE_MAX_BYTES,
    ) -> None:
        super().__init__()
        self.folder = Path(folder)
        self.max_bytes = max_bytes
        self._factory = backend_factory
        self._jobs: queue.Queue[tuple[str, Voice] | None] = queue.Queue()
        self._thread: threading.Thread | None = None
        self._paths: dict[tuple[str, Voice], Path] = {}
        self._lock = threading.Lock()
        self.problem: str | None = None
        self.backend_name = ""
        self.voices: list[tuple[str, str]] = []
        self._ready = threading.Event()

    # --- the worker -----------------------------------------------------------------------------

    def start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="speech", daemon=True)
            self._thread.start()

    def stop(self, timeout: float = 10.0) -> None:
        """Stop the worker (after the line it is rendering, if any); the rest is dropped."""
        if self._thread is None:
            return
        while True:
            try:
                self._jobs.get_nowait()
            except queue.Empty:
                break
        self._jobs.put(None)
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

    def _run(self) -> None:
        try:
            backend = self._factory()
            self.backend_name = backend.name
            self.voices = backend.voices()
        except Exception as exc:  # noqa: BLE001 - whatever stops the engine, the night goes on
            self.problem = Message("Speech", NO_ENGINE, reason=f"{type(exc).__name__}: {exc}")
            self._ready.set()
            self.unavailable.emit(self.problem)
            return
        self._ready.set()
        self.started.emit()
        self.prune()
        while True:
            job = self._jobs.get()
            if job is None:
                return
            text, voice = job
            path = self.path_for_key(text, voice)
            if path.exists():
                with contextlib.suppress(OSError):
                    os.utime(path)  # used now: the last to go when the cache is pruned
                self._remember(text, voice, path)
                continue
            try:
                # The engine writes by name, following whatever is there: so it writes in a
                # folder made new for this line, the owner's only, and the file is moved in.
                path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
                with tempfile.TemporaryDirectory(prefix=".render-", dir=path.parent) as private:
                    tmp = Path(private) / path.name
                    for _ in range(RENDER_TRIES):  # espeak-ng now and then writes an empty file
                        backend.render(text, tmp, voice)
                        if wav_seconds(tmp) > 0:
                            break
                    else:
                        raise OSError("the engine wrote no sound")
                    os.replace(tmp, path)
            except Exception:  # noqa: BLE001 - this line stays a caption
                continue
            self._remember(text, voice, path)

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
        with self._lock:
            self._paths[(text, voice)] = path
        self.rendered.emit(text, str(path))

    # --- asking for lines --------------------------------------------------------------------------

    def path_for_key(self, text: str, voice: Voice) -> Path:
        digest = hashlib.sha1(repr((text, voice)).encode("utf-8")).hexdigest()[:20]
        return self.folder / f"{voice.lang}-{digest}.wav"

    def prepare(self, texts: list[str], voice: Voice) -> None:
        """Render these lines in the background (the cached ones are found at once)."""
        self.start()
        for text in texts:
            if self.path(text, voice) is None:
                self._jobs.put((text, voice))

    def path(self, text: str, voice: Voice) -> Path | None:
        """The WAV of a line, if it is ready."""
        with self._lock:
            known = self._paths.get((text, voice))
        if known is not None:
            return known
        candidate = self.path_for_key(text, voice)
        if candidate.exists():
            with self._lock:
                self._paths[(text, voice)] = candidate
            return candidate
        return None

    def pending(self) -> int:
        return self._jobs.qsize()
