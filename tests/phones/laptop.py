"""A fake laptop for the page's tests: the app's own phone server (mafia_desktop.phones.server),
serving the packaged page, in a Qt thread of its own (so a test can drive a browser while the
server answers), with one seat. The test plays the table: it sends whole screens
(docs/phones.md, "The phone's screen") and reads what the phone sent.

Like the laptop, it repeats the latest screen to a phone whose message says it shows an older
one (a reload, an answer lost)."""

from __future__ import annotations

import queue
import secrets
import threading
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal

from mafia_desktop.assets import asset_path
from mafia_desktop.phones import wire
from mafia_desktop.phones.server import PhoneServer

WAIT = 20.0


def _read(name: str) -> Callable[[], bytes]:
    return lambda: asset_path("phone", name).read_bytes()


class _Host(QObject):
    """Lives in the server's thread: runs what the test asks there, and hears the server."""

    call = Signal(object)

    def __init__(self, laptop: FakeLaptop, server: PhoneServer) -> None:
        super().__init__()
        self.laptop = laptop
        self.server = server
        self.call.connect(self._run)
        server.received.connect(self._received)
        server.refused.connect(self._refused)

    def _run(self, job: Callable[[], None]) -> None:
        job()

    def _received(self, token: str, message: object) -> None:
        assert isinstance(message, dict)
        self.laptop._heard(message, self.server)

    def _refused(self, reason: str) -> None:
        self.laptop.refused.append(reason)


class _Thread(QThread):
    def __init__(self, laptop: FakeLaptop, settings: dict[str, Any]) -> None:
        super().__init__()
        self.laptop = laptop
        self.settings = settings
        self.ready = threading.Event()
        self.host: _Host | None = None
        self.port = 0
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            server = PhoneServer(
                _read("index.html"), _read("nacl.min.js"), phone_script=_read("phone.js"), **self.settings
            )
            server.add(self.laptop.pairing)
            self.host = _Host(self.laptop, server)
            self.port = server.start("127.0.0.1", 0)
        except BaseException as error:  # told to the test, which waits for ready
            self.error = error
            self.ready.set()
            return
        self.ready.set()
        self.exec()
        server.stop()


class FakeLaptop:
    """One seat's pairing served on 127.0.0.1; ``send`` a screen, read ``acts`` (what the phone
    did: taps, presses, holds) and ``messages`` (everything, polls too, with when it came)."""

    def __init__(self, tick: float = 0.1, idle_after: float = 1.0, repeat: bool = True) -> None:
        self.pairing = wire.new_pairing(secrets.token_bytes)
        self.token = self.pairing.token
        self.repeat = repeat
        self.acts: queue.Queue[dict[str, Any]] = queue.Queue()
        self.messages: list[tuple[float, dict[str, Any]]] = []
        self.refused: list[str] = []
        self.latest: dict[str, Any] | None = None
        self._lock = threading.Lock()
        self._thread = _Thread(self, {"tick": tick, "idle_after": idle_after})

    def start(self) -> FakeLaptop:
        self._thread.start()
        assert self._thread.ready.wait(WAIT), "the laptop's server did not start"
        if self._thread.error is not None:
            raise self._thread.error
        return self

    def stop(self) -> None:
        self._thread.quit()
        assert self._thread.wait(int(WAIT * 1000)), "the laptop's server thread did not stop"

    @property
    def port(self) -> int:
        return self._thread.port

    @property
    def link(self) -> str:
        return self.pairing.link("127.0.0.1", self.port)

    def _in_server(self, job: Callable[[PhoneServer], Any]) -> Any:
        """Run ``job(server)`` in the server's thread; its result."""
        host = self._thread.host
        assert host is not None
        done: queue.Queue[tuple[bool, Any]] = queue.Queue()

        def run() -> None:
            try:
                done.put((True, job(host.server)))
            except BaseException as error:
                done.put((False, error))

        host.call.emit(run)
        ok, result = done.get(timeout=WAIT)
        if not ok:
            raise result
        return result

    def send(self, screen: dict[str, Any]) -> None:
        """Queue a whole screen for the phone (it answers the phone's poll at the next tick)."""
        with self._lock:
            if screen.get("t") == "screen":
                self.latest = screen
        self._in_server(lambda server: server.send(self.token, screen))

    def close_port(self) -> None:
        """The laptop gone from the network (its port closed; the pairing and counters kept)."""
        self._in_server(lambda server: server.stop())

    def open_port(self) -> None:
        """Back, on the same port."""
        port = self.port
        self._in_server(lambda server: server.start("127.0.0.1", port))

    def _heard(self, message: dict[str, Any], server: PhoneServer) -> None:
        with self._lock:
            self.messages.append((time.monotonic(), message))
            latest = self.latest
        if message.get("t") != "poll":
            self.acts.put(message)
        shown = message.get("v")
        if self.repeat and latest is not None and isinstance(shown, int) and shown < latest["v"]:
            server.send(self.token, latest)

    def next_act(self, timeout: float = WAIT) -> dict[str, Any]:
        return self.acts.get(timeout=timeout)

    def polls(self) -> list[dict[str, Any]]:
        with self._lock:
            return [message for _, message in self.messages if message.get("t") == "poll"]

    def heard(self) -> int:
        with self._lock:
            return len(self.messages)


def screen(v: int, kind: str = "wait", **fields: Any) -> dict[str, Any]:
    """A whole screen as the laptop sends it, with the contract's defaults."""
    base: dict[str, Any] = {
        "t": "screen",
        "v": v,
        "lang": "en",
        "dir": "ltr",
        "title": "Ann · seat 1",
        "kind": kind,
        "line": "",
        "hold": "",
        "secret": "",
        "seats": [],
        "picker": False,
        "picked": "",
        "buttons": [],
        "min": 0,
        "left": 0,
        "table": [],
        "words": {
            "connecting": "Connecting to the laptop…",
            "offline": "No connection to the laptop: trying again…",
            "hidden": "Hidden. Lift your finger and hold again.",
            "retired": "This phone is no longer in the game.",
        },
    }
    base.update(fields)
    return base
