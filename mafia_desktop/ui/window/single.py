"""One app per data folder: two windows never write the same game.

The first launch takes a lock file in the data folder (:class:`QLockFile`: a crashed owner's lock
is recognised as stale and taken over) and listens on a local socket. A second launch finds the
lock held, hands its arguments (a file to open, or nothing) to the running app over the socket,
and exits by itself with status 0; the running window comes to the front and opens the file.

The data folder is made the owner's only (0700) at start, when it is this user's own real folder
(:func:`make_private`). The socket lives where only this user can make files: the desktop's
runtime folder (``XDG_RUNTIME_DIR``, the owner's only), or else the data folder itself, or else a
private folder the app makes in it; never a shared folder such as ``/tmp`` where another account
could take its name first. Before anything is sent, the socket file must be this user's, and on
Linux the process answering must run as this user (its peer credentials): a path is never handed
to anybody else.

When the lock cannot be had, :meth:`SingleInstance.problem` says why in words, and what can be
done (:attr:`LockProblem.offers`): the running app does not answer, or cannot be reached; the lock
names a process that is gone, or a live one that is not this app (a crashed app's number reused by
another program), or a computer of its own; or the lock cannot even be written (a full or
read-only disk). Only what will work is offered: starting anyway when the lock can be taken over
(or there is none to be had), opening the app read-only or choosing another folder when nothing
can be written in this one.
"""

from __future__ import annotations

import dataclasses
import errno
import hashlib
import json
import os
import secrets
import socket as pysocket
import stat
import struct
from contextlib import suppress
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QDeadlineTimer,
    QLockFile,
    QObject,
    QSysInfo,
    QThread,
    Signal,
)
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from mafia_desktop.storage.games import private_folder as make_folder

LOCK_NAME = "mafia-desktop.lock"
SOCKET_NAME = "mafia-desktop.socket"  # in the data folder, or in its private folder (below)
PRIVATE_NAME = ".socket"  # a folder for the socket alone, made in a data folder that is not private
HAND_OVER_MS = 5000  # how long a second launch tries to reach the first before it gives up
SOCKET_PATH_MAX = 100  # a Unix socket's path must fit in 108 bytes (104 on macOS)
APP_COMMANDS = ("mafia-desktop", "mafia-desktop.exe")  # the launcher, the bundle's program
#: what the user may choose when the lock cannot be had (see LockProblem.offers)
START, READ_ONLY, ELSEWHERE, QUIT = "start", "read_only", "elsewhere", "quit"

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


def make_private(folder: Path) -> bool:
    """Make the data folder the owner's only (0700), as every folder the app writes is: only when
    it is this user's own real folder (not a link, not another account's), and neither a shared
    folder (the sticky bit, like ``/tmp``) nor the home folder or one above it, whose modes are
    the user's business. True when the folder is private now."""
    if os.name != "posix":
        return False
    flags = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_NOFOLLOW", 0)
    try:
        fd = os.open(folder, flags | getattr(os, "O_CLOEXEC", 0))
    except OSError:
        return False
    try:
        st = os.fstat(fd)  # the folder opened, not whatever the name leads to by now
        if not stat.S_ISDIR(st.st_mode) or st.st_uid != os.getuid() or st.st_mode & stat.S_ISVTX:
            return False
        if not st.st_mode & 0o077:
            return True
        if _holds_home(st):
            return False
        os.fchmod(fd, stat.S_IMODE(st.st_mode) & ~0o077)
        return True
    except OSError:
        return False
    finally:
        os.close(fd)


def _holds_home(st: os.stat_result) -> bool:
    """Whether the folder ``st`` is the home folder or one of the folders above it."""
    with suppress(OSError, RuntimeError):
        home = Path.home().resolve()
        for folder in (home, *home.parents):
            there = os.stat(folder)
            if (there.st_dev, there.st_ino) == (st.st_dev, st.st_ino):
                return True
    return False


def socket_folder(data_folder: Path) -> Path | None:
    """Where the socket goes: the runtime folder, or the data folder, or a folder the app makes in
    it for the owner alone; None when none of them is private (then no socket: the lock alone
    keeps a second window out, and a second launch says it cannot reach the first)."""
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    for folder in (Path(runtime) if runtime else None, data_folder):
        if folder is not None and _private_folder(folder):
            return folder
    private = data_folder / PRIVATE_NAME
    with suppress(OSError):
        private.mkdir(mode=0o700)
    return private if _private_folder(private) else None


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
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    path = str(folder / (f"{name}.socket" if runtime and folder == Path(runtime) else SOCKET_NAME))
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


def alive(pid: int) -> bool | None:
    """Whether process ``pid`` runs (someone else's too); None where this system cannot tell."""
    if os.name != "posix":
        return None  # (os.kill with 0 would send Ctrl+C on Windows)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # it runs, as another account
    except (OSError, OverflowError, ValueError):
        return None
    return True


@dataclasses.dataclass(frozen=True)
class LockInfo:
    """What a lock file says of its maker (QLockFile's lines: process, program, host name, the
    machine's id, the boot's id), and whether it was this machine, since it last started."""

    pid: int
    program: str
    host: str
    same_machine: bool
    same_boot: bool


def read_lock_info(lock: Path) -> LockInfo | None:
    """The lock file's lines as QLockFile reads them; None when it cannot be read or makes no
    sense (no process number)."""
    try:
        fd = os.open(lock, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
        try:
            raw = os.read(fd, 4096)
        finally:
            os.close(fd)
    except OSError:
        return None
    lines = [*raw.split(b"\n"), b"", b"", b"", b""]
    try:
        pid = int(lines[0])
    except ValueError:
        return None
    if pid <= 0:
        return None
    program, host = (os.fsdecode(line) for line in lines[1:3])
    here = os.environ.get("COMPUTERNAME", "") if os.name == "nt" else QSysInfo.machineHostName()
    same = not host or host == here
    machine = bytes(QSysInfo.machineUniqueId().data())
    if lines[3] and machine:
        same = lines[3] == machine  # the machine's id, when both know it, over its name
    boot = bytes(QSysInfo.bootUniqueId().data())
    return LockInfo(pid, program, host, same, not (lines[4] and boot) or lines[4] == boot)


@dataclasses.dataclass(frozen=True)
class LockProblem:
    """Why the lock could not be had.

    ``kind``: ``"app"`` (this app runs with the folder but did not answer, or cannot be reached:
    ``reachable``), ``"gone"`` (the process the lock names is gone: its app stopped without
    removing it), ``"foreign"`` (the lock names a live process that is not this app),
    ``"unknown"`` (a process this system cannot name: live, or ``alive`` None when it cannot
    tell), ``"unreadable"`` (the lock file cannot be read), ``"elsewhere"`` (made on another
    computer, ``host``), or ``"unwritable"`` (the lock file cannot be made).

    ``reason``: why nothing can be written in the data folder, in words ("" when it can): then
    the lock cannot be taken over either; ``full``: because the disk is full (space may come back,
    so starting anyway and playing on makes sense).
    """

    kind: str
    lock: Path
    pid: int = 0
    program: str = ""
    reason: str = ""
    full: bool = False
    alive: bool | None = True
    host: str = ""
    reachable: bool = True

    @property
    def offers(self) -> tuple[str, ...]:
        """What may be done, each sure to work: :data:`START` (take the lock over, or go on
        without one), :data:`READ_ONLY` (run without saving anything), :data:`ELSEWHERE` (another
        data folder for this run), :data:`QUIT`. Never a second writer beside this app."""
        if self.kind == "app":
            return (QUIT,)
        if self.reason and not self.full:
            return (READ_ONLY, ELSEWHERE, QUIT)
        if self.reason:
            return (START, ELSEWHERE, QUIT)
        return (START, QUIT)

    @property
    def may_start_anyway(self) -> bool:
        """Starting anyway works and risks no second writer: the lock's owner is not this app and
        the lock can be taken over, or there is no lock to be had at all (a full disk)."""
        return START in self.offers

    def text(self) -> str:
        """The problem in two or three sentences, naming the lock file: what is true, then what
        can be done (the offers)."""
        lock, folder = str(self.lock), str(self.lock.parent)
        who = translate("Single", "process %1").replace("%1", str(self.pid))
        if self.program:
            who += f" ({self.program})"
        its_lock = translate("Single", "Its lock file: %1").replace("%1", lock)
        if self.kind == "app" and self.reachable:
            said = translate(
                "Single",
                "Mafia Desktop is already running with this data folder (process %1) but does not "
                "answer. Close it, or end that process, then start again.",
            ).replace("%1", str(self.pid))
            return f"{said} {its_lock}"
        if self.kind == "app":
            said = translate(
                "Single",
                "Mafia Desktop is already running with this data folder (process %1), but this launch "
                "cannot reach its window: there is no folder only you can use for the two to talk "
                "through (XDG_RUNTIME_DIR is not set or not private, and no private folder can be "
                "made in %2). Switch to that window yourself, or close it and start again.",
            )
            return said.replace("%1", str(self.pid)).replace("%2", folder) + " " + its_lock
        if self.kind == "unwritable":
            said = (
                translate("Single", "The lock file %1 cannot be written: %2.")
                .replace("%1", lock)
                .replace("%2", self.reason)
            )
            return f"{said} {self._what_can_be_done()}"
        first = {
            "gone": translate(
                "Single",
                "The lock file %1 names %2, which is no longer running: the app that made it stopped "
                "without removing it.",
            ),
            "foreign": translate(
                "Single",
                "The lock file %1 names %2, which is not Mafia Desktop: the app that made it "
                "probably stopped without removing it.",
            ),
            "unreadable": translate(
                "Single",
                "The lock file %1 cannot be read, so this launch cannot tell whether another Mafia "
                "Desktop uses this data folder.",
            ),
            "elsewhere": translate(
                "Single",
                "The lock file %1 was made on another computer (%2), which may still be using this "
                "data folder.",
            ),
        }.get(self.kind)
        if first is None:  # unknown
            first = (
                translate(
                    "Single",
                    "The lock file %1 names %2, which still runs; this system cannot tell whether it is "
                    "Mafia Desktop.",
                )
                if self.alive
                else translate(
                    "Single",
                    "The lock file %1 names %2; this system cannot tell whether it still runs or whether "
                    "it is Mafia Desktop.",
                )
            )
        said = first.replace("%1", lock).replace("%2", self.host if self.kind == "elsewhere" else who)
        if self.reason:
            said += " " + (
                translate("Single", "Nothing can be written in the data folder %1: %2.")
                .replace("%1", folder)
                .replace("%2", self.reason)
            )
        return f"{said} {self._what_can_be_done()}"

    def _what_can_be_done(self) -> str:
        offers = self.offers
        if READ_ONLY in offers:
            return translate(
                "Single",
                "You may open the app read-only (nothing you play is saved), or choose another folder "
                "for this run's games and settings.",
            )
        if ELSEWHERE in offers:
            return translate(
                "Single",
                "Games cannot be saved there either until this is mended: you may start anyway and play "
                "on, or choose another folder for this run's games and settings.",
            )
        if self.kind == "elsewhere":
            return translate("Single", "If Mafia Desktop is not running there, start anyway.")
        return translate("Single", "If no other Mafia Desktop window is open, start anyway.")


class SingleInstance(QObject):
    """The lock and the socket of one data folder."""

    #: a later launch asked for something: {"open": path or None}
    message_received = Signal(object)

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.server: QLocalServer | None = None
        self._buffers: dict[QLocalSocket, bytes] = {}
        self.locked = False
        #: this run writes nothing in the folder (the user chose so: the lock cannot be had)
        self.read_only = False
        self.use(folder)

    def use(self, folder: Path) -> None:
        """Be the lock and the socket of ``folder`` (another data folder, chosen for this run):
        made the owner's only when it is the user's own (see :func:`make_private`)."""
        self.release()
        self.folder = folder
        self.lock_path = folder / LOCK_NAME
        self.read_only = False
        try:
            make_folder(folder)
        except OSError:
            pass  # problem() says so: the lock cannot be written
        make_private(folder)
        self._lock = QLockFile(str(self.lock_path))
        self._lock.setStaleLockTime(0)  # stale only when its owner is gone, however old
        self.name = server_name(folder)

    def acquire(self) -> bool:
        """Become the app of this folder (True), or find another one running (False)."""
        if not self._lock.tryLock(0):
            return False
        self._locked()
        return True

    def _locked(self) -> None:
        """The lock is ours: its file the owner's only, as every file the app writes (Qt makes it
        with the umask's mode), and the socket listening."""
        self.locked = True
        with suppress(OSError):
            os.chmod(self.lock_path, 0o600)
        self._listen()

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
            reason, full = self._write_problem()
            return LockProblem(
                "unwritable", self.lock_path, reason=reason or os.strerror(errno.EIO), full=full
            )
        info = read_lock_info(self.lock_path)
        if info is None:
            return self._unless_writable(LockProblem("unreadable", self.lock_path))
        pid, program = info.pid, info.program
        if not info.same_machine:
            return self._unless_writable(
                LockProblem("elsewhere", self.lock_path, pid, program, host=info.host)
            )
        running = alive(pid) if info.same_boot else False  # a lock from before a restart: gone
        if running is False:
            return self._unless_writable(LockProblem("gone", self.lock_path, pid, program))
        args = process_args(pid)
        if args is None:
            return self._unless_writable(LockProblem("unknown", self.lock_path, pid, program, alive=running))
        if is_this_app(args):
            return LockProblem("app", self.lock_path, pid, program, reachable=bool(self.name))
        name = Path(args[0]).name if args else program
        return self._unless_writable(LockProblem("foreign", self.lock_path, pid, name))

    def _unless_writable(self, problem: LockProblem) -> LockProblem:
        """The problem, with why the lock cannot be taken over when nothing can be written in the
        folder (a read-only one, a full disk)."""
        reason, full = self._write_problem()
        if not reason:
            return problem
        return dataclasses.replace(problem, reason=reason, full=full)

    def _write_problem(self) -> tuple[str, bool]:
        """What stops a file being written in the folder, found by writing one (full disk,
        read-only, permissions), in words ("" when nothing does); and whether it is a full disk."""
        from mafia_desktop.i18n import say
        from mafia_desktop.storage.games import CREATE_NEW, _reason

        probe = self.folder / f".mafia-desktop-probe.{secrets.token_hex(6)}"
        try:
            make_folder(self.folder)
            fd = os.open(probe, CREATE_NEW, 0o600)
            try:
                os.write(fd, b"\n" * 4096)
                os.fsync(fd)
            finally:
                os.close(fd)
        except OSError as exc:
            return say(_reason(exc)), exc.errno in (errno.ENOSPC, errno.EDQUOT)
        finally:
            with suppress(OSError):
                os.unlink(probe)
        return "", False

    def take_over(self) -> bool:
        """Start anyway (the user said so, after :meth:`problem` offered it): a lock whose owner
        is not this app is removed and taken; when no lock can be written at all (a full disk),
        the app goes on without one. False when another app took the lock meanwhile."""
        if self._lock.error() == QLockFile.LockError.LockFailedError:
            with suppress(OSError):
                os.unlink(self.lock_path)
            if self._lock.tryLock(0):
                self._locked()
                return True
            return self._lock.error() != QLockFile.LockError.LockFailedError
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
