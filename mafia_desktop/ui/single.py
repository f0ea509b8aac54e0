"""One app per data folder: two windows never write the same game.

The first launch takes a lock file in the data folder (:class:`QLockFile`: a crashed owner's lock
is recognised as stale and taken over) and listens on a local socket named after that folder. A
second launch finds the lock held, hands its arguments (a file to open, or nothing) to the
running app over the socket, and exits by itself with status 0; the running window comes to the
front and opens the file.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QDeadlineTimer, QLockFile, QObject, QThread, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

LOCK_NAME = "mafia-desktop.lock"
HAND_OVER_MS = 5000  # how long a second launch tries to reach the first before it gives up


def server_name(folder: Path) -> str:
    """The local socket's name for a data folder (the same folder, the same name)."""
    digest = hashlib.sha256(os.fsencode(folder.resolve())).hexdigest()[:20]
    return f"mafia-desktop-{digest}"


class SingleInstance(QObject):
    """The lock and the socket of one data folder."""

    #: a later launch asked for something: {"open": path or None}
    message_received = Signal(object)

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        self._lock = QLockFile(str(folder / LOCK_NAME))
        self._lock.setStaleLockTime(0)  # stale only when its owner is gone, however old
        self.name = server_name(folder)
        self.server: QLocalServer | None = None
        self._buffers: dict[QLocalSocket, bytes] = {}

    def acquire(self) -> bool:
        """Become the app of this folder (True), or find another one running (False)."""
        if not self._lock.tryLock(0):
            return False
        QLocalServer.removeServer(self.name)  # a crashed owner's socket file
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._on_server_new_connection)
        self.server.listen(self.name)
        return True

    def release(self) -> None:
        if self.server is not None:
            self.server.close()
            self.server = None
        self._lock.unlock()

    def hand_over(self, message: dict[str, Any], timeout_ms: int = HAND_OVER_MS) -> bool | None:
        """Give ``message`` to the running app. True once it answered; None when the lock came
        free meanwhile (the other app quit: this launch is the app now); False when the running
        app could not be reached in time."""
        deadline = QDeadlineTimer(timeout_ms)
        data = json.dumps(message).encode("utf-8", "surrogateescape") + b"\n"
        while not deadline.hasExpired():
            socket = QLocalSocket()
            socket.connectToServer(self.name)
            if socket.waitForConnected(500):
                socket.write(QByteArray(data))
                socket.waitForBytesWritten(1000)
                answered = socket.waitForReadyRead(max(1, int(deadline.remainingTime())))
                socket.disconnectFromServer()
                if answered:
                    return True
            if self.acquire():
                return None
            QThread.msleep(100)  # the first app is still starting: its socket is not there yet
        return False

    def _on_server_new_connection(self) -> None:
        assert self.server is not None
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            self._buffers[socket] = b""
            socket.readyRead.connect(lambda s=socket: self._on_socket_ready_read(s))
            socket.disconnected.connect(lambda s=socket: self._buffers.pop(s, None))

    def _on_socket_ready_read(self, socket: QLocalSocket) -> None:
        data = self._buffers.get(socket, b"") + bytes(socket.readAll().data())
        self._buffers[socket] = data
        if b"\n" not in data:
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
