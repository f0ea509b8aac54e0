"""The players of benchmarks/phones.py on their phones, in a process of their own (the phones are
devices of their own: their work must not take the laptop's processor or its interpreter's lock).

Reads one JSON line on stdin: ``links`` (each player's pairing link), ``sources`` (the address each
phone connects from, 127.0.0.x), ``picks`` (each player's picks), ``think`` (the person's
pauses, in seconds, before each act of :data:`SCRIPT`). Each phone scans its code (its first
poll) and, once all have, ``joined`` is printed. Then each player waits for their turn and plays
it as a person does on the page (tests/phones/py_phone.py speaks the page's protocol; the page's
rules are followed here: at most two requests in flight, a poll whenever none is, a button pressed
once the screen's ``left`` has run out since it arrived). At the end a JSON line for every player.

Times are :func:`time.monotonic` (the system's monotonic clock: the laptop's process reads the
same one).
"""

from __future__ import annotations

import json
import sys
import threading
import time
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.phones.py_phone import PyPhone  # noqa: E402

#: A night's turn on the page (one pick, as in the classic and youth rules): each act, after the
#: person's pause before it (``think``).
SCRIPT = (
    ("held", None),  # the hold begins: the question
    ("tap", 0),  # the pick
    ("press", "confirm"),
    ("held", None),  # the answer
    ("press", "done"),
)


class Player:
    """One player and their phone: the page's requests (:meth:`_pump`), the person's acts."""

    def __init__(self, name: str, link: str, source: str, pool: ThreadPoolExecutor) -> None:
        self.name = name
        self.phone = PyPhone(link, pool, timeout=120.0, source=source)
        self.lock = threading.Condition()
        self.flying: list[Future[dict[str, Any]]] = []
        self.arrived = time.monotonic()  # when the newest screen arrived
        self.screens = 0
        self.stopped = False
        self.waits: list[float] = []  # each act's wait for its answer
        self.refused = 0  # presses the laptop did not take (the button did not work yet)
        self.started = 0.0
        self.ended = 0.0

    # -- the page's requests --------------------------------------------------------------------

    def _post(self, message: dict[str, object]) -> Future[dict[str, Any]]:
        future = self.phone.ask(message)
        self.flying.append(future)
        future.add_done_callback(self._answered)
        return future

    def _answered(self, future: Future[dict[str, Any]]) -> None:
        with self.lock:
            self.flying.remove(future)
            if future.exception() is None and future.result().get("t") == "screen":
                self.arrived = time.monotonic()
                self.screens += 1
            self.lock.notify_all()
            self._pump()

    def _pump(self) -> None:
        """As the page: a poll whenever nothing is in flight."""
        if not self.flying and not self.stopped:
            self._post({"t": "poll", "v": self.phone.v})

    def start(self) -> None:
        with self.lock:
            self._pump()

    def stop(self) -> None:
        with self.lock:
            self.stopped = True

    def wait_for(self, ready: Any, bound: float = 120.0) -> None:
        with self.lock:
            if not self.lock.wait_for(lambda: ready(self.phone.screen), timeout=bound):
                raise TimeoutError(f"{self.name}: still waiting: {self.phone.screen}")

    def act(self, kind: str, **params: object) -> Future[dict[str, Any]]:
        with self.lock:
            while len(self.flying) >= 2:  # the page's MAX_IN_FLIGHT
                self.lock.wait(timeout=120.0)
            return self._post({"t": kind, "v": self.phone.v, **params})

    # -- the person -----------------------------------------------------------------------------

    def button_ready(self) -> float:
        """When the screen's buttons work, as the page shows them: ``left`` run out since the
        screen arrived."""
        with self.lock:
            return self.arrived + float(self.phone.screen.get("left") or 0)

    def turn(self, picks: list[str], think: list[float]) -> None:
        self.wait_for(lambda s: s.get("kind") == "turn")
        self.started = time.monotonic()
        for (kind, what), pause in zip(SCRIPT, think, strict=True):
            time.sleep(pause)
            if kind == "held":
                self.act("held")  # the page shows the words at once; no answer awaited
                continue
            if kind == "tap":
                assert isinstance(what, int)
                pick = picks[what]
                self._until_taken(
                    lambda pick=pick: self.act("tap", name=pick), lambda s, pick=pick: s.get("picked") == pick
                )
                continue
            assert isinstance(what, str)
            before = dict(self.phone.screen)

            def moved(s: dict[str, Any], before: dict[str, Any] = before) -> bool:
                return (s.get("kind"), s.get("hold")) != (before.get("kind"), before.get("hold"))

            self._until_taken(lambda key=what: self.act("press", key=key), moved, press=True)
        self.ended = time.monotonic()

    def _until_taken(self, send: Any, taken: Any, press: bool = False) -> None:
        """Send the act (a press once its button works) until the laptop's answer shows it taken."""
        for _ in range(50):
            if press:
                delay = self.button_ready() - time.monotonic()
                if delay > 0:
                    time.sleep(delay)  # the person waits for the button to work
            sent = time.monotonic()
            answer = send().result(timeout=120.0)
            self.waits.append(time.monotonic() - sent)
            if answer.get("t") == "screen" and taken(answer):
                return
            self.refused += 1  # (its answer is the screen again, with what is ``left``)
        raise RuntimeError(f"{self.name}: the laptop never took the act")

    def report(self) -> dict[str, object]:
        return {
            "name": self.name,
            "started": self.started,
            "ended": self.ended,
            "waits": self.waits,
            "refused": self.refused,
            "screens": self.screens,
        }


def main() -> int:
    order = json.loads(sys.stdin.readline())
    names = list(order["links"])
    with ThreadPoolExecutor(max_workers=4 * len(names) + 4) as pool:
        players = [Player(n, order["links"][n], order["sources"][n], pool) for n in names]
        for player in players:
            player.start()
        for player in players:
            player.wait_for(lambda s: s.get("t") == "screen")
        print("joined", flush=True)
        turns = [
            threading.Thread(target=p.turn, args=(order["picks"][p.name], order["think"]), daemon=True)
            for p in players
        ]
        for thread in turns:
            thread.start()
        for thread in turns:
            thread.join()
        print(json.dumps([p.report() for p in players]), flush=True)
        for player in players:
            player.stop()
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
