"""A stand-in for the laptop's phone server, for the spike's browser tests only (not app code): Python's
http.server in a thread on 127.0.0.1, one pairing, the envelope of docs/phones.md
(mafia_desktop.phones.wire, PyNaCl).

It serves ``GET /p/<token>`` (the page), ``GET /phone.js`` and ``GET /nacl.js`` (its scripts) and
``POST /x/<token>`` (one envelope in, one out); anything else is 404. A waiting phone is answered
at the server's ticks: with what the laptop queued for it, else ``{"t": "idle"}`` once ``idle_after``
seconds have passed. Every request is logged (method, path, headers, body) for the tests to read.
"""

from __future__ import annotations

import http.server
import queue
import secrets
import sys
import threading
import time
from dataclasses import dataclass
from importlib import resources
from typing import Any

from nacl.secret import SecretBox

from mafia_desktop.phones import wire
from mafia_desktop.phones.wire import ENVELOPE, TO_LAPTOP, TO_PHONE

PAGE_FILES = resources.files("mafia_desktop") / "resources" / "phone"


def seal(key: bytes, direction: int, counter: int, message: dict[str, Any]) -> bytes:
    return wire.seal(key, direction, counter, message, secrets.token_bytes)


class _QuietServer(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A browser that went away mid-answer (the test quit it) is no error of the server's."""
        error = sys.exc_info()[1]
        if not isinstance(error, (BrokenPipeError, ConnectionResetError)):
            super().handle_error(request, client_address)


@dataclass(frozen=True)
class Logged:
    method: str
    path: str
    headers: dict[str, str]
    body: bytes


class SpikeServer:
    def __init__(self, tick: float = 0.1, idle_after: float = 2.0) -> None:
        self.pairing = wire.new_pairing(secrets.token_bytes)
        self.token = self.pairing.token
        self.key = self.pairing.key
        self.key_text = self.pairing.key_text
        self.tick = tick
        self.idle_after = idle_after
        self.log: list[Logged] = []
        self.received: queue.Queue[dict[str, Any]] = queue.Queue()  # the phone's messages, opened
        self.refused: list[str] = []  # why the phone's refused envelopes were refused
        self.sent: list[bytes] = []  # every envelope answered to the phone, in order
        self.from_phone: list[bytes] = []  # every envelope the phone posted, in order
        self._outbox: list[bytes] = []
        self._counter = 0  # the last counter used towards the phone
        self._from_phone = wire.Opener(self.key, TO_LAPTOP)
        self._lock = threading.Condition()
        self._ticks = 0
        self._stopping = False
        server = _QuietServer(("127.0.0.1", 0), self._handler())
        self._server = server
        self.port = server.server_address[1]
        self._threads = [
            threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True),
            threading.Thread(target=self._ticking, daemon=True),
        ]

    @property
    def link(self) -> str:
        return self.pairing.link("127.0.0.1", self.port)

    def start(self) -> SpikeServer:
        for thread in self._threads:
            thread.start()
        return self

    def stop(self) -> None:
        with self._lock:
            self._stopping = True
            self._lock.notify_all()
        self._server.shutdown()
        self._server.server_close()
        for thread in self._threads:
            thread.join(timeout=10)
            assert not thread.is_alive(), "the spike server's thread did not stop"

    def send(self, message: dict[str, Any]) -> None:
        """Queue a message for the phone, sealed now with the next counter."""
        with self._lock:
            self._counter += 1
            self._outbox.append(seal(self.key, TO_PHONE, self._counter, message))

    def send_raw(self, envelope: bytes) -> None:
        """Queue bytes for the phone as they are (a tampered, replayed or reflected envelope)."""
        with self._lock:
            self._outbox.append(envelope)

    def seal_next(self, message: dict[str, Any]) -> bytes:
        """An envelope with the next counter, not queued (for the tests to tamper with)."""
        with self._lock:
            self._counter += 1
            return seal(self.key, TO_PHONE, self._counter, message)

    def seal_plain(self, plain: bytes) -> bytes:
        """An authentic envelope around any plaintext (a bad padding, no JSON), with the next counter."""
        with self._lock:
            self._counter += 1
            nonce = wire.nonce(TO_PHONE, self._counter, secrets.token_bytes)
            return bytes(SecretBox(self.key).encrypt(plain, nonce))

    def _ticking(self) -> None:
        while True:
            with self._lock:
                if self._stopping:
                    return
                self._ticks += 1
                self._lock.notify_all()
            time.sleep(self.tick)

    def _answer(self) -> bytes | None:
        """What a waiting phone gets, at a tick: the next queued envelope, else idle once
        ``idle_after`` has passed; None when the server stops."""
        deadline = time.monotonic() + self.idle_after
        with self._lock:
            while True:
                seen = self._ticks
                while self._ticks == seen and not self._stopping:
                    self._lock.wait(timeout=1.0)
                if self._stopping:
                    return None
                if self._outbox:
                    envelope = self._outbox.pop(0)
                    break
                if time.monotonic() >= deadline:
                    self._counter += 1
                    envelope = seal(self.key, TO_PHONE, self._counter, {"t": "idle"})
                    break
            self.sent.append(envelope)
            return envelope

    def _handler(self) -> type[http.server.BaseHTTPRequestHandler]:
        spike = self
        files = {
            "/nacl.js": ("nacl.min.js", "text/javascript; charset=utf-8"),
            "/phone.js": ("phone.js", "text/javascript; charset=utf-8"),
        }

        class Handler(http.server.BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:  # quiet
                pass

            def _log(self, body: bytes = b"") -> None:
                spike.log.append(Logged(self.command, self.path, dict(self.headers.items()), body))

            def _reply(self, status: int, body: bytes = b"", kind: str = "application/octet-stream") -> None:
                self.send_response(status)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(body)))
                self.send_header("Cache-Control", "no-store")
                self.send_header("Referrer-Policy", "no-referrer")
                self.send_header(
                    "Content-Security-Policy",
                    "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'",
                )
                self.end_headers()
                self.wfile.write(body)

            def do_GET(self) -> None:
                self._log()
                if self.path == f"/p/{spike.token}":
                    page = (PAGE_FILES / "index.html").read_bytes()
                    self._reply(200, page, "text/html; charset=utf-8")
                elif self.path in files:
                    name, kind = files[self.path]
                    self._reply(200, (PAGE_FILES / name).read_bytes(), kind)
                else:
                    self._reply(404)

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or -1)
                if self.path != f"/x/{spike.token}" or length != ENVELOPE:
                    self._log()
                    self._reply(404 if length == ENVELOPE else 413)
                    return
                body = self.rfile.read(length)
                self._log(body)
                with spike._lock:
                    spike.from_phone.append(body)
                    try:
                        message = spike._from_phone.open(body)
                    except wire.WireError as why:
                        spike.refused.append(why.code)
                        refused = True
                    else:
                        refused = False
                if refused:
                    self._reply(403)
                    return
                if message.get("t") != "poll":
                    spike.received.put(message)
                answer = spike._answer()
                if answer is None:
                    self._reply(503)
                else:
                    self._reply(200, answer)

        return Handler
