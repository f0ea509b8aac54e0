"""One app per data folder: two windows never write the same game.

The first launch takes a lock file in the data folder (:class:`QLockFile`: a crashed owner's lock
is recognised as stale and taken over) and listens on a local socket. A second launch finds the
lock held, hands its arguments (a file to open, or nothing) to the running app over the socket,
and exits by itself with status 0; the running window comes to the front and opens the file.

The socket lives where only this user can make files: the desktop's runtime folder
(``XDG_RUNTIME_DIR``, the owner's only), or else the data folder itself (also the owner's only),
never a shared folder such as ``/tmp`` where another account could take its name first. Before
anything is sent, the socket file must be this user's, and on Linux the process answering must
run as this user (its peer credentials): a path is never handed to anybody else.

When the lock cannot be had, :meth:`SingleInstance.problem` says why in words: the running app
does not answer, the lock names a live process that is not this app (a crashed app's number
reused by another program), or the lock cannot even be written (a full or read-only disk).
"""

from __future__ import annotations

import errno
import hashlib
import json
import os
import secrets
import socket as pysocket
import stat
import struct
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QCoreApplication, QDeadlineTimer, QLockFile, QObject, QThread, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

LOCK_NAME = "mafia-desktop.lock"
HAND_OVER_MS = 5000  # how long a second launch tries to reach the first before it gives up
SOCKET_PATH_MAX = 100  # a Unix socket's path must fit in 108 bytes (104 on macOS)
APP_COMMANDS = ("mafia-desktop", "mafia-desktop.exe")  # the launcher, the bundle's program

translate = QCoreApplication.translate


def _private_folder(folder: Path) -> bool:
    """A folder that is this user's and nobody else's (no link, no group or other access)."""
    try:
        st = os.lstat(folder)
    except OSError:
        return False
    if not stat.S_ISDIR(st.st_mode):
        return False
    if hasattr(os, "getuid") and st.st_uid != os.getuid():
        return False
    return not st.st_mode & 0o077


def socket_folder(data_folder: Path) -> Path | None:
    """Where the socket goes: the runtime folder, or the data folder; None when neither is
    private (then no socket: the lock alone keeps a second window out)."""
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    for folder in (Path(runtime) if runtime else None, data_folder):
        if folder is not None and _private_folder(folder):
            return folder
    return None


def server_name(data_folder: Path) -> str:
    """The local socket of a data folder (the same folder, the same socket): a full path on
    Unix (in :func:`socket_folder`), a per-user name elsewhere (a named pipe on Windows, which
    Qt makes for this user alone). Empty when there is no private place for it."""
    digest = hashlib.sha256(os.fsencode(data_folder.resolve())).hexdigest()[:20]
    name = f"mafia-desktop-{digest}"
    if os.name != "posix":
        return name
    folder = socket_folder(data_folder)
    if folder is None:
        return ""
    # In the data folder, the folder says whose it is; the runtime folder is shared by them all.
    path = str(folder / ("mafia-desktop.socket" if folder == data_folder else f"{name}.socket"))
    return path if len(os.fsencode(path)) <= SOCKET_PATH_MAX else ""


def peer_uid(socket: QLocalSocket) -> int | None:
    """The user id of the process at the other end of a connected local socket (Linux), or None
    where the system cannot tell."""
    option = getattr(pysocket, "SO_PEERCRED", None)
    fd = int(socket.socketDescriptor())
    if option is None or fd < 0:
        return None
    try:
        with pysocket.socket(pysocket.AF_UNIX, pysocket.SOCK_STREAM, 0, os.dup(fd)) as s:
            _, uid, _ = struct.unpack("3i", s.getsockopt(pysocket.SOL_SOCKET, option, struct.calcsize("3i")))
    except OSError:
        return None
    return int(uid)


def _ours(socket: QLocalSocket, name: str) -> bool:
    """The socket answering is this user's own: its file is ours, and (Linux) so is its process."""
    if os.name == "posix":
        try:
            st = os.lstat(name)
        except OSError:
            return False
        if not stat.S_ISSOCK(st.st_mode) or st.st_uid != os.getuid():
            return False
    uid = peer_uid(socket)
    return uid is None or not hasattr(os, "getuid") or uid == os.getuid()


def process_args(pid: int) -> list[str] | None:
    """A running process's command line (Linux), or None when it cannot be read."""
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            raw = f.read(1 << 16)
    except OSError:
        return None
    return [os.fsdecode(a) for a in raw.split(b"\0") if a]


def is_this_app(args: list[str]) -> bool:
    """Whether a command line starts this app: its launcher or bundle (``mafia-desktop``),
    ``python /…/bin/mafia-desktop`` (a console script), or ``python -m mafia_desktop``.

    >>> is_this_app(["/usr/bin/python3", "-m", "mafia_desktop", "open", "g.json"])
    True
    >>> is_this_app(["python3", "-c", "...", "/home/me/.local/share/mafia-desktop.lock"])
    False
    """
    if not args:
        return False
    if Path(args[0]).name in APP_COMMANDS:
        return True
    if len(args) > 1 and Path(args[1]).name in APP_COMMANDS:
        return True
    return any(a == "-m" and b.split(".")[0] == "mafia_desktop" for a, b in zip(args, args[1:], strict=False))


@dataclass(frozen=True)
class LockProblem:
    """Why the lock could not be had.

    ``kind``: ``"app"`` (this app runs with the folder but did not answer), ``"foreign"`` (the
    lock names a live process that is not this app), ``"unknown"`` (a live process this system
    cannot name), or ``"unwritable"`` (the lock file cannot be made: ``reason`` says why).
    """

    kind: str
    lock: Path
    pid: int = 0
    program: str = ""
    reason: str = ""

    @property
    def may_start_anyway(self) -> bool:
        """Starting anyway risks no second writer: the lock's owner is not this app, or there is
        no lock to be had at all."""
        return self.kind != "app"

    def text(self) -> str:
        """The problem in one or two sentences, naming the lock file."""
        lock = str(self.lock)
        if self.kind == "app":
            return (
                translate(
                    "Single",
                    "Mafia Desktop is already running with this data folder (process %1) but does not "
                    "answer. Close it, or end that process, then start again.",
                ).replace("%1", str(self.pid))
                + " "
                + translate("Single", "Its lock file: %1").replace("%1", lock)
            )
        if self.kind in ("foreign", "unknown"):
            who = translate("Single", "process %1").replace("%1", str(self.pid))
            if self.program:
                who += f" ({self.program})"
            first = (
                translate(
                    "Single",
                    "The lock file %1 names %2, which is not Mafia Desktop: the app that made it "
                    "probably stopped without removing it.",
                )
                if self.kind == "foreign"
                else translate(
                    "Single",
                    "The lock file %1 names %2, which still runs; this system cannot tell whether it is "
                    "Mafia Desktop.",
                )
            )
            return (
                first.replace("%1", lock).replace("%2", who)
                + " "
                + translate("Single", "If no other Mafia Desktop window is open, start anyway.")
            )
        return (
            translate("Single", "The lock file %1 cannot be written: %2.")
            .replace("%1", lock)
            .replace("%2", self.reason)
            + " "
            + translate(
                "Single",
                "Games cannot be saved there either until this is mended; you may start anyway and play on.",
            )
        )


class SingleInstance(QObject):
    """The lock and the socket of one data folder."""

    #: a later launch asked for something: {"open": path or None}
    message_received = Signal(object)

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.lock_path = folder / LOCK_NAME
        try:
            folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        except OSError:
            pass  # problem() says so: the lock cannot be written
        self._lock = QLockFile(str(self.lock_path))
        self._lock.setStaleLockTime(0)  # stale only when its owner is gone, however old
        self.name = server_name(folder)
        self.server: QLocalServer | None = None
        self._buffers: dict[QLocalSocket, bytes] = {}
        self.locked = False

    def acquire(self) -> bool:
        """Become the app of this folder (True), or find another one running (False)."""
        if not self._lock.tryLock(0):
            return False
        self.locked = True
        self._listen()
        return True

    def _listen(self) -> None:
        if not self.name:
            return
        QLocalServer.removeServer(self.name)  # a crashed owner's socket file
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._on_server_new_connection)
        self.server.listen(self.name)

    def problem(self) -> LockProblem:
        """Why :meth:`acquire` failed, in words (see :class:`LockProblem`)."""
        if self._lock.error() != QLockFile.LockError.LockFailedError:
            return LockProblem("unwritable", self.lock_path, reason=self._write_problem())
        pid, _host, program = self._lock.getLockInfo()  # (0, "", "") when it cannot be read
        if not pid:
            return LockProblem("unknown", self.lock_path)
        args = process_args(pid)
        if args is None:
            return LockProblem("unknown", self.lock_path, pid, program)
        if is_this_app(args):
            return LockProblem("app", self.lock_path, pid, program)
        return LockProblem("foreign", self.lock_path, pid, program)

    def _write_problem(self) -> str:
        """What stops a file being written in the folder, found by writing one (full disk,
        read-only, permissions), in words."""
        from mafia_desktop.i18n import say
        from mafia_desktop.storage.games import CREATE_NEW, _reason

        probe = self.folder / f".mafia-desktop-probe.{secrets.token_hex(6)}"
        try:
            self.folder.mkdir(mode=0o700, parents=True, exist_ok=True)
            fd = os.open(probe, CREATE_NEW, 0o600)
            try:
                os.write(fd, b"\n" * 4096)
                os.fsync(fd)
            finally:
                os.close(fd)
        except OSError as exc:
            return say(_reason(exc))
        finally:
            with suppress(OSError):
                os.unlink(probe)
        return os.strerror(errno.EIO)

    def take_over(self) -> bool:
        """Start anyway (the user said so, after :meth:`problem`): a lock whose owner is not this
        app is removed and taken; with a lock that cannot be written, the app goes on without."""
        if self._lock.error() == QLockFile.LockError.LockFailedError:
            with suppress(OSError):
                os.unlink(self.lock_path)
            if self._lock.tryLock(0):
                self.locked = True
                self._listen()
                return True
            return False
        return True

    def release(self) -> None:
        if self.server is not None:
            self.server.close()
            self.server = None
        if self.locked:
            self._lock.unlock()
            self.locked = False

    def hand_over(self, message: dict[str, Any], timeout_ms: int = HAND_OVER_MS) -> bool | None:
        """Give ``message`` to the running app. True once it answered; None when the lock came
        free meanwhile (the other app quit: this launch is the app now); False when the running
        app could not be reached in time, or what answered is not this user's own."""
        deadline = QDeadlineTimer(timeout_ms)
        data = json.dumps(message).encode("utf-8", "surrogateescape") + b"\n"
        while not deadline.hasExpired():
            if self.name:
                socket = QLocalSocket()
                socket.connectToServer(self.name)
                if socket.waitForConnected(500):
                    if not _ours(socket, self.name):
                        socket.abort()  # someone else's: it learns nothing
                        return False
                    socket.write(QByteArray(data))
                    socket.waitForBytesWritten(1000)
                    answered = socket.waitForReadyRead(max(1, int(deadline.remainingTime())))
                    socket.disconnectFromServer()
                    if answered:
                        return True
            if self.acquire():
                return None
            if self._lock.error() != QLockFile.LockError.LockFailedError:
                return False  # the lock cannot be written at all: nobody to hand over to
            QThread.msleep(100)  # the first app is still starting: its socket is not there yet
        return False

    def _on_server_new_connection(self) -> None:
        assert self.server is not None
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            uid = peer_uid(socket)
            if uid is not None and hasattr(os, "getuid") and uid != os.getuid():
                socket.abort()  # another account: it may not ask this window anything
                continue
            self._buffers[socket] = b""
            socket.readyRead.connect(lambda s=socket: self._on_socket_ready_read(s))
            socket.disconnected.connect(lambda s=socket: self._buffers.pop(s, None))

    def _on_socket_ready_read(self, socket: QLocalSocket) -> None:
        data = self._buffers.get(socket, b"") + bytes(socket.readAll().data())
        self._buffers[socket] = data
        if b"\n" not in data:
            if len(data) > 1 << 16:  # no line that long is ours
                socket.abort()
            return
        line = data.split(b"\n", 1)[0]
        try:
            message = json.loads(line.decode("utf-8", "surrogateescape"))
        except ValueError:
            message = {}
        socket.write(QByteArray(b"ok\n"))
        socket.flush()
        socket.disconnectFromServer()
        self.message_received.emit(message if isinstance(message, dict) else {})
