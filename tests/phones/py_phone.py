"""A phone in Python, for the tests and the benchmark: it speaks the page's protocol (docs/phones.md)
over a real socket to the laptop's server: sealed envelopes, counters, long polls, the screen's
serial. Its requests block, so they run on a worker thread while Qt's loop runs the laptop.

Every answer's bytes are kept (``wire``), for the spy's tests."""

from __future__ import annotations

import secrets
import socket
import threading
from collections.abc import Callable, Mapping
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from mafia_desktop.phones.wire import ENVELOPE, TO_LAPTOP, TO_PHONE, Opener, WireError, parse_link, seal


class PyPhone:
    """One phone that scanned ``link``. :meth:`ask` sends a message and gives the laptop's
    answer (a screen, or ``{"t": "idle"}``) as a future. ``source``: the address it connects
    from (a phone of its own on the network: the laptop counts connections by address), such as
    127.0.0.2 on loopback; None: the system's choice."""

    def __init__(
        self, link: str, pool: ThreadPoolExecutor, *, timeout: float = 30.0, source: str | None = None
    ) -> None:
        parsed = parse_link(link)
        self.host, self.port, self.pairing = parsed.host, parsed.port, parsed.pairing
        self.pool = pool
        self.timeout = timeout
        self.source = (source, 0) if source is not None else None
        self.sent = 0
        self.opener = Opener(self.pairing.key, TO_PHONE)
        self.screen: dict[str, Any] = {}
        self.v = 0
        #: (direction, size) of every exchange, for the spy
        self.wire: list[tuple[str, int]] = []
        self._lock = threading.Lock()

    def _exchange(self, message: Mapping[str, object]) -> dict[str, Any]:
        with self._lock:
            self.sent += 1
            body = seal(self.pairing.key, TO_LAPTOP, self.sent, message, secrets.token_bytes)
        head = (
            f"POST /x/{self.pairing.token} HTTP/1.1\r\nHost: {self.host}:{self.port}\r\n"
            f"Content-Type: application/octet-stream\r\nContent-Length: {len(body)}\r\n\r\n"
        ).encode()
        with socket.create_connection(
            (self.host, self.port), timeout=self.timeout, source_address=self.source
        ) as sock:
            sock.sendall(head + body)
            data = b""
            while b"\r\n\r\n" not in data:
                chunk = sock.recv(65536)
                if not chunk:
                    raise ConnectionError("the laptop closed the connection")
                data += chunk
            header, _, rest = data.partition(b"\r\n\r\n")
            status = int(header.split(b" ", 2)[1])
            length = next(
                int(line.split(b":", 1)[1])
                for line in header.split(b"\r\n")
                if line.lower().startswith(b"content-length:")
            )
            while len(rest) < length:
                chunk = sock.recv(65536)
                if not chunk:
                    break
                rest += chunk
        self.wire.append(("up", len(body)))
        self.wire.append(("down", len(rest)))
        if status != 200:
            return {"t": "status", "status": status}
        assert len(rest) == ENVELOPE, len(rest)
        with self._lock:
            try:
                answer = self.opener.open(rest)
            except WireError as exc:
                return {"t": "refused", "code": exc.code}
            if answer.get("t") == "screen" and int(answer.get("v", 0)) >= self.v:
                self.screen, self.v = answer, int(answer["v"])
        return answer

    def ask(self, message: Mapping[str, object]) -> Future[dict[str, Any]]:
        return self.pool.submit(self._exchange, message)

    def poll(self) -> Future[dict[str, Any]]:
        return self.ask({"t": "poll", "v": self.v})

    def act(self, kind: str, **params: object) -> Future[dict[str, Any]]:
        return self.ask({"t": kind, "v": self.v, **params})


def settle(wait: Callable[[Callable[[], bool]], None], future: Future[Any]) -> Any:
    """The future's result, Qt's loop running until it is there (``wait``: qtbot.waitUntil)."""
    wait(future.done)
    return future.result()


class Clock:
    """The phones' clock at the table (their turns' minimum time): moved by the test only."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now
