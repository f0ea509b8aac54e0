"""Fetching an official Piper voice at the user's request (Settings), checksum pinned.

For each language of the app one voice of the official collection (rhasspy/piper-voices on Hugging
Face) is pinned in :data:`OFFICIAL`: the address of its model (``.onnx``) and of its settings
(``.onnx.json``), each file's size and its MD5 digest, as the collection's own catalogue
(``voices.json``) gives them. The app never fetches anything by itself, and works fully offline
without these voices (Festival and espeak-ng speak meanwhile).

:func:`fetch_voice` runs off the UI thread (:class:`VoiceFetch` starts it on a thread of its own
and reports its progress and end as Qt signals). Each file is written to a new temporary file in
the data folder's ``voices/`` (created exclusively, the owner's only), its size and digest counted
as it comes; only when both files are whole and match their pins are they moved into place, the
model first (a voice is installed when its settings are there too: the last move makes it so).
Whatever goes wrong (no network, a server that stops mid-file, the wrong bytes, a full disk, the
user cancelling) ends with a :class:`FetchError` whose message says so, and no file of it left
behind. Cancelling also shuts the connection, so a server that has gone quiet holds nothing up.

The addresses are HTTPS: where this copy of Python has no TLS (``ssl`` does not import), the
fetch says so and how to install the files by hand instead.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import os
import shutil
import socket
import threading
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any
from urllib.parse import urljoin, urlsplit

from PySide6.QtCore import QObject, Signal

from mafia_desktop.i18n import QT_TRANSLATE_NOOP, Message
from mafia_desktop.narration.piper import CONFIG_SUFFIX, MODEL_SUFFIX

# the official collection, at the revision Piper's own list of voices links to
BASE = "https://huggingface.co/rhasspy/piper-voices/resolve/v1.0.0/"
CHUNK = 64 * 1024
TIMEOUT = 30.0  # seconds without a byte before the server is given up on
MAX_REDIRECTS = 5
ROOM_TO_SPARE = 16 * 2**20  # free space left on the disk beyond the voice's files
PARTIAL = ".fetch-"  # the temporary files' names begin so (hidden, never taken for a voice)


@dataclass(frozen=True)
class RemoteFile:
    """One file of a voice: where it is, its size in bytes and its MD5 digest (hex)."""

    url: str
    size: int
    md5: str


@dataclass(frozen=True)
class OfficialVoice:
    """The official Piper voice pinned for a language: its name (the files' stem), its model and
    its settings."""

    lang: str
    name: str
    model: RemoteFile
    config: RemoteFile

    @property
    def size(self) -> int:
        return self.model.size + self.config.size

    def files(self) -> tuple[tuple[RemoteFile, str], ...]:
        """Each file with its name in the voices' folder, in the order they are fetched."""
        return ((self.config, self.name + CONFIG_SUFFIX), (self.model, self.name + MODEL_SUFFIX))


def _pin(lang: str, path: str, model: tuple[int, str], config: tuple[int, str]) -> OfficialVoice:
    name = path.rsplit("/", 1)[-1]
    return OfficialVoice(
        lang,
        name,
        RemoteFile(BASE + path + MODEL_SUFFIX, *model),
        RemoteFile(BASE + path + CONFIG_SUFFIX, *config),
    )


# one official voice per language, sizes and digests from the collection's voices.json (the same
# since 2024 for each of these). Chosen: a clear single speaker of medium quality (22 kHz) that
# reads with espeak-ng's sounds, so names and numbers in any script are said; Ukrainian's medium
# voice reads lower-case Ukrainian letters only (no digits, no Latin names): its x_low voice instead.
OFFICIAL: dict[str, OfficialVoice] = {
    voice.lang: voice
    for voice in (
        _pin(
            "en",
            "en/en_US/joe/medium/en_US-joe-medium",
            (63201294, "74fd6a4dc39e0aa9dce145d7f5acd4f6"),
            (4794, "811036b9c1451545f9495fdc1baa0754"),
        ),
        _pin(
            "ru",
            "ru/ru_RU/irina/medium/ru_RU-irina-medium",
            (63201294, "21fbe77fdc68bdc35d7adb6bf4f52199"),
            (4765, "e239bb7f22d5de4a44ec6b1cb6c06bb5"),
        ),
        _pin(
            "uk",
            "uk/uk_UA/lada/x_low/uk_UA-lada-x_low",
            (20628813, "b84110e3923d64cdd4e0056a22090557"),
            (4186, "c447c945fa6abcde575333fa479e005d"),
        ),
        _pin(
            "es",
            "es/es_ES/davefx/medium/es_ES-davefx-medium",
            (63201294, "dc515cd4ecc5f6f72fe14a941188fc9c"),
            (4817, "dd157b5eaf6930bf949cf416d9a9307a"),
        ),
        _pin(
            "de",
            "de/de_DE/thorsten/medium/de_DE-thorsten-medium",
            (63201294, "a129b00fb3078df43c96bab6c94535c0"),
            (4819, "843a7bd7272724f750534dd5a26d1aad"),
        ),
        _pin(
            "fr",
            "fr/fr_FR/siwis/medium/fr_FR-siwis-medium",
            (63201294, "20e876e8c839e9b11a26085858f2300c"),
            (4875, "a407e7e6901feb79c2ea2a5466076cce"),
        ),
        _pin(
            "fa",
            "fa/fa_IR/amir/medium/fa_IR-amir-medium",
            (63531379, "7c0598c9726427869e1e86447b333539"),
            (4958, "48c5e81f5aa4e1c5eba3dda0be403b58"),
        ),
    )
}

# What went wrong, for a person (translated where shown, with i18n.say).
NO_NETWORK = QT_TRANSLATE_NOOP(
    "VoiceFetch",
    "The voice could not be fetched ({reason}). Nothing was kept; the narrator goes on with the voices it has.",
)
BROKE_OFF = QT_TRANSLATE_NOOP(
    "VoiceFetch",
    "The download broke off before the end ({reason}). Nothing was kept: try again on a steadier connection.",
)
WRONG_DIGEST = QT_TRANSLATE_NOOP(
    "VoiceFetch",
    "The file that came is not the voice expected (its checksum differs): it was deleted and nothing was "
    "installed.",
)
NO_ROOM = QT_TRANSLATE_NOOP(
    "VoiceFetch",
    "Not enough room on the disk: the voice needs {megabytes} MB free in {folder}. Nothing was kept.",
)
CANNOT_WRITE = QT_TRANSLATE_NOOP(
    "VoiceFetch", "The voice could not be saved in {folder} ({reason}). Nothing was kept."
)
CANCELLED = QT_TRANSLATE_NOOP("VoiceFetch", "Fetching the voice was cancelled. Nothing was kept.")
NO_TLS = QT_TRANSLATE_NOOP(
    "VoiceFetch",
    "This copy of the app cannot open secure (HTTPS) connections, so it cannot fetch the voice. Put the "
    "voice's two files ({name}.onnx and {name}.onnx.json) in {folder} by hand instead.",
)


class FetchError(Exception):
    """A fetch that did not install the voice: ``kind`` says why (``network``, ``broken``,
    ``digest``, ``room``, ``write``, ``cancelled``, ``tls``), :attr:`message` in words."""

    def __init__(self, kind: str, message: Message) -> None:
        super().__init__(str(message))
        self.kind = kind
        self.message = message


class Connections:
    """The connection a fetch is reading from, so that :meth:`cancel` (from any thread) can shut
    it: a read waiting on a quiet server ends at once."""

    def __init__(self) -> None:
        self.cancelled = threading.Event()
        self._lock = threading.Lock()
        self._sock: socket.socket | None = None

    def use(self, conn: Any) -> None:
        with self._lock:
            self._sock = getattr(conn, "sock", None)
            if self.cancelled.is_set():
                self._shut()

    def cancel(self) -> None:
        with self._lock:
            self.cancelled.set()
            self._shut()

    def _shut(self) -> None:
        if self._sock is not None:
            with contextlib.suppress(OSError):
                self._sock.shutdown(socket.SHUT_RDWR)


def _reason(exc: BaseException) -> str:
    text = str(getattr(exc, "reason", "") or exc) or type(exc).__name__
    return text[:200]


def _connect(url: str, timeout: float, connections: Connections, folder: Path, name: str) -> tuple[Any, Any]:
    """The open response for ``url`` (redirects followed, never from HTTPS down to HTTP)."""
    import http.client

    secure = urlsplit(url).scheme == "https"
    for _ in range(MAX_REDIRECTS + 1):
        parts = urlsplit(url)
        if parts.scheme == "https":
            try:
                import ssl
            except ImportError as exc:
                raise FetchError("tls", Message("VoiceFetch", NO_TLS, name=name, folder=folder)) from exc
            conn: Any = http.client.HTTPSConnection(
                parts.hostname or "", parts.port, timeout=timeout, context=ssl.create_default_context()
            )
        elif parts.scheme == "http" and not secure:
            conn = http.client.HTTPConnection(parts.hostname or "", parts.port, timeout=timeout)
        else:
            raise FetchError("network", Message("VoiceFetch", NO_NETWORK, reason=f"refused address {url}"))
        path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
        try:
            conn.connect()
            connections.use(conn)
            conn.request("GET", path, headers={"User-Agent": "mafia-desktop", "Accept-Encoding": "identity"})
            response = conn.getresponse()
        except (OSError, http.client.HTTPException) as exc:
            conn.close()
            if connections.cancelled.is_set():
                raise FetchError("cancelled", Message("VoiceFetch", CANCELLED)) from exc
            raise FetchError("network", Message("VoiceFetch", NO_NETWORK, reason=_reason(exc))) from exc
        if response.status in (301, 302, 303, 307, 308) and response.getheader("Location"):
            url = urljoin(url, response.getheader("Location") or "")
            conn.close()
            continue
        if response.status != 200:
            conn.close()
            reason = f"HTTP {response.status} {response.reason}".strip()
            raise FetchError("network", Message("VoiceFetch", NO_NETWORK, reason=reason))
        return conn, response
    raise FetchError("network", Message("VoiceFetch", NO_NETWORK, reason="too many redirects"))


def _write_error(exc: OSError, folder: Path, need: int) -> FetchError:
    if exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return FetchError("room", Message("VoiceFetch", NO_ROOM, megabytes=_megabytes(need), folder=folder))
    return FetchError("write", Message("VoiceFetch", CANNOT_WRITE, folder=folder, reason=_reason(exc)))


def _write(fd: int, data: bytes) -> None:
    """All of ``data`` into ``fd`` (a short write goes on where it stopped)."""
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def _megabytes(size: int) -> int:
    return -(-size // 10**6)


def _download(
    remote: RemoteFile,
    fd: int,
    timeout: float,
    connections: Connections,
    folder: Path,
    name: str,
    progress: Callable[[int], None],
) -> None:
    """``remote`` into the open file ``fd``, checked against its size and digest as it comes."""
    import http.client

    conn, response = _connect(remote.url, timeout, connections, folder, name)
    digest = hashlib.md5(usedforsecurity=False)
    got = 0
    try:
        while True:
            if connections.cancelled.is_set():
                raise FetchError("cancelled", Message("VoiceFetch", CANCELLED))
            try:
                chunk = response.read(min(CHUNK, remote.size + 1 - got))
            except (OSError, http.client.HTTPException) as exc:
                if connections.cancelled.is_set():
                    raise FetchError("cancelled", Message("VoiceFetch", CANCELLED)) from exc
                raise FetchError("broken", Message("VoiceFetch", BROKE_OFF, reason=_reason(exc))) from exc
            if not chunk:
                break
            got += len(chunk)
            if got > remote.size:  # more than the voice: not the file pinned
                raise FetchError("digest", Message("VoiceFetch", WRONG_DIGEST))
            digest.update(chunk)
            try:
                _write(fd, chunk)
            except OSError as exc:
                raise _write_error(exc, folder, remote.size) from exc
            progress(len(chunk))
    finally:
        conn.close()
    if connections.cancelled.is_set():
        raise FetchError("cancelled", Message("VoiceFetch", CANCELLED))
    if got < remote.size:
        reason = f"{got} of {remote.size} bytes"
        raise FetchError("broken", Message("VoiceFetch", BROKE_OFF, reason=reason))
    if digest.hexdigest() != remote.md5.lower():
        raise FetchError("digest", Message("VoiceFetch", WRONG_DIGEST))


def _sync_folder(folder: Path) -> None:
    """The moves made durable (where a folder can be opened)."""
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def clear_partial(folder: Path) -> None:
    """Remove the temporary files of fetches that never ended (the app was killed mid-file)."""
    with contextlib.suppress(OSError):
        for leftover in folder.glob(PARTIAL + "*"):
            with contextlib.suppress(OSError):
                leftover.unlink()


def fetch_voice(
    voice: OfficialVoice,
    folder: Path,
    progress: Callable[[int, int], None] | None = None,
    connections: Connections | None = None,
    timeout: float = TIMEOUT,
) -> Path:
    """Fetch ``voice`` into ``folder`` (the voices' folder): both files, each checked against its
    pin, then moved into place. Returns the model's path; raises :class:`FetchError` with nothing
    of the voice left behind. ``progress(bytes so far, bytes in all)`` is called as it comes."""
    from mafia_desktop.storage.games import OWNER_ONLY, create_new, private_folder

    connections = connections or Connections()
    try:
        private_folder(folder)
        clear_partial(folder)
        free = shutil.disk_usage(folder).free
    except OSError as exc:
        raise _write_error(exc, folder, voice.size) from exc
    if free < voice.size + ROOM_TO_SPARE:
        raise FetchError(
            "room",
            Message("VoiceFetch", NO_ROOM, megabytes=_megabytes(voice.size + ROOM_TO_SPARE), folder=folder),
        )
    done = 0

    def advance(count: int) -> None:
        nonlocal done
        done += count
        if progress is not None:
            progress(done, voice.size)

    temporary: list[Path] = []
    try:
        for remote, _ in voice.files():
            try:
                fd, path = create_new(folder, PARTIAL + voice.name, OWNER_ONLY)
            except OSError as exc:
                raise _write_error(exc, folder, voice.size) from exc
            temporary.append(path)
            try:
                _download(remote, fd, timeout, connections, folder, voice.name, advance)
                os.fsync(fd)
            except OSError as exc:
                raise _write_error(exc, folder, voice.size) from exc
            finally:
                os.close(fd)
        if connections.cancelled.is_set():
            raise FetchError("cancelled", Message("VoiceFetch", CANCELLED))
        # Both whole and as pinned: the model first, then its settings (the voice is there now).
        config_tmp, model_tmp = temporary
        try:
            os.replace(model_tmp, folder / (voice.name + MODEL_SUFFIX))
            os.replace(config_tmp, folder / (voice.name + CONFIG_SUFFIX))
        except OSError as exc:
            raise _write_error(exc, folder, voice.size) from exc
        temporary.clear()
        _sync_folder(folder)
        return folder / (voice.name + MODEL_SUFFIX)
    finally:
        for path in temporary:
            with contextlib.suppress(OSError):
                path.unlink()


def with_base(voice: OfficialVoice, base: str) -> OfficialVoice:
    """``voice`` fetched from another server (tests: one on loopback), the same pins."""

    def moved(remote: RemoteFile) -> RemoteFile:
        return replace(remote, url=base + remote.url.removeprefix(BASE))

    return replace(voice, model=moved(voice.model), config=moved(voice.config))


class VoiceFetch(QObject):
    """One fetch, on a thread of its own; the signals come on the thread that made this object
    (the UI's). :meth:`cancel` never waits."""

    #: bytes so far, bytes in all
    progress = Signal(object, object)
    #: the voice is installed: its model's path
    finished = Signal(str)
    #: the voice was not installed: a FetchError (its message in words)
    failed = Signal(object)

    def __init__(self, voice: OfficialVoice, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.voice = voice
        self.folder = folder
        self.connections = Connections()
        self._thread: threading.Thread | None = None
        self._shown = -1
        self.error: FetchError | None = None

    def start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="voice-fetch", daemon=True)
            self._thread.start()

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def cancel(self) -> None:
        self.connections.cancel()

    def _report(self, done: int, total: int) -> None:
        step = max(1, total // 200)  # at most every half per cent
        if done // step != self._shown or done == total:
            self._shown = done // step
            self.progress.emit(done, total)

    def _run(self) -> None:
        try:
            path = fetch_voice(self.voice, self.folder, self._report, self.connections)
        except FetchError as exc:
            self.error = exc
            self.failed.emit(exc)
        except Exception as exc:  # noqa: BLE001 - whatever else, said, never a crash
            self.error = FetchError(
                "write", Message("VoiceFetch", CANNOT_WRITE, folder=self.folder, reason=_reason(exc))
            )
            self.failed.emit(self.error)
        else:
            self.finished.emit(str(path))

    def wait(self, timeout: float) -> bool:
        """Tests: wait for the thread to end (True when it has)."""
        if self._thread is not None:
            self._thread.join(timeout)
        return not self.running
