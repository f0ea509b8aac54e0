"""Phones at a real table, stepped one act at a time, for the spy and the sniffer.

Each phone (a :class:`~tests.phones.py_phone.PyPhone`) keeps one poll parked at the laptop at all
times, as the page does: after every step (a phone's act, or anything done on the laptop) the rig
runs Qt's loop until the table is quiet again: every answer the laptop had for a phone released
(on the server's tick) and read, each phone's next poll parked, nothing queued. What each phone
received in the step is written down: how many exchanges it had, how many of them brought a screen,
and the screens themselves. Nothing depends on how fast the threads run: the same script on the
same table gives the same steps, the same counts and the same screens.

The laptop's server is the table's own (:class:`~mafia_desktop.phones.server.PhoneServer`); its
polls must not idle out in the middle of a test (``idle_after`` large: a poll answered idle by the
clock would be an exchange that depends on the machine's speed)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from pytestqt.qtbot import QtBot

from mafia_desktop.ui.table.screen import TableScreen
from tests.phones.py_phone import PyPhone

#: The longest a step may take to go quiet, in milliseconds (a bound, never a timed assertion).
QUIET_BOUND_MS = 30_000


@dataclass
class Step:
    """One step of a script: its name, and for each phone (in the rig's order) how many exchanges
    it had in it and how many of them brought a screen."""

    name: str
    exchanges: tuple[int, ...]
    screens: tuple[int, ...]


@dataclass
class PhoneRig:
    """The phones of ``names`` at ``table``, each with a poll parked. Each phone is a device of its
    own: it connects from an address of its own on loopback (127.0.0.10, .11, ...), or, with
    ``ports``, to a port of its own (a proxy's in front of the laptop, as its way there)."""

    qtbot: QtBot
    table: TableScreen
    pool: ThreadPoolExecutor
    names: tuple[str, ...]
    ports: dict[str, int] | None = None
    phones: dict[str, PyPhone] = field(default_factory=dict)
    #: every screen each phone received, in order
    screens: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    steps: list[Step] = field(default_factory=list)
    #: after each step, the screen each phone shows (the newest it has; {} before it joined)
    shown: list[dict[str, dict[str, Any]]] = field(default_factory=list)
    _waiting: dict[str, list[Future[dict[str, Any]]]] = field(default_factory=dict)
    closed: bool = False
    #: once every phone joined: each step must bring every phone the same number of screens
    #: (a screen changed for one of them is a new screen for all, at the same tick)
    lockstep: bool = False
    _ticks: int = 0

    def __post_init__(self) -> None:
        phones = self.table.phones
        assert phones is not None
        phones.server._timer.timeout.connect(self._on_tick)
        for i, name in enumerate(self.names):
            link = phones.link(name)
            assert link is not None
            if self.ports is None:
                phone = PyPhone(link, self.pool, timeout=600.0, source=f"127.0.0.{10 + i}")
            else:
                phone = PyPhone(link, self.pool, timeout=600.0)
                phone.port = self.ports[name]
            self.phones[name] = phone
            self.screens[name] = []
            self._waiting[name] = []

    def _on_tick(self) -> None:
        self._ticks += 1

    # --- steps ---------------------------------------------------------------------------------

    def join(self) -> None:
        """Each phone scans its code (its first poll), one after another: a step each. From then
        on the phones go in lockstep."""
        for name in self.names:
            self._waiting[name].append(self.phones[name].poll())
            self.settle(f"{name} joins")
        self.lockstep = True

    def act(self, who: str, kind: str, **params: object) -> Step:
        """``who``'s phone acts (``held``, ``tap``, ``press``) on the newest screen it has."""
        self._waiting[who].append(self.phones[who].act(kind, **params))
        return self.settle(f"{who}: {kind} {params}")

    def laptop(self, what: str, do: Callable[[], object]) -> Step:
        """Something done on the laptop (a tap, a hold, a press)."""
        do()
        return self.settle(what)

    def settle(self, name: str) -> Step:
        """Qt's loop runs until the table is quiet (see the module's text); the step written down."""
        exchanges = dict.fromkeys(self.names, 0)
        screens = dict.fromkeys(self.names, 0)
        server = self.table.phones.server  # type: ignore[union-attr]
        start = self._ticks

        def quiet() -> bool:
            for who, phone in self.phones.items():
                waiting = self._waiting[who]
                if not waiting:
                    continue  # not joined yet
                for future in [f for f in waiting if f.done()]:
                    waiting.remove(future)
                    answer = future.result()
                    exchanges[who] += 1
                    if answer.get("t") == "screen":
                        screens[who] += 1
                        self.screens[who].append(answer)
                if not waiting:
                    waiting.append(phone.poll())  # as the page does: its next poll at once
            if self._ticks < start + 2:  # anything pending at the step's end was released
                return False
            if any(c.answer is not None for c in server._connections.values()):
                return False
            for who, phone in self.phones.items():
                waiting = self._waiting[who]
                if not waiting:
                    continue
                seat = server._seats.get(phone.pairing.token)
                if seat is None:
                    raise AssertionError(f"{who}'s pairing is gone")
                if len(waiting) != 1 or waiting[0].done() or seat.poll is None or seat.queue:
                    return False
            return True

        self.qtbot.waitUntil(quiet, timeout=QUIET_BOUND_MS)
        step = Step(name, tuple(exchanges.values()), tuple(screens.values()))
        if self.lockstep:
            assert len(set(step.screens)) == 1, f"not every phone got a new screen at {name!r}: {step}"
        self.steps.append(step)
        self.shown.append({who: dict(phone.screen) for who, phone in self.phones.items()})
        return step

    def close(self) -> None:
        """The server stops: every parked poll ends (its socket closed); then the table's game
        leaves it and the table goes. (Also where a test failed midway: no phone's thread is left
        waiting on its poll, no socket of a deleted table left to report.)"""
        self.closed = True
        table = self.table
        phones = table.phones
        assert phones is not None
        phones.server.stop()
        for waiting in self._waiting.values():
            for future in waiting:
                self.qtbot.waitUntil(future.done, timeout=QUIET_BOUND_MS)
            waiting.clear()
        table.close_game()
        table.close()
        table.deleteLater()

    # --- what the phones have ------------------------------------------------------------------

    def screen(self, who: str) -> dict[str, Any]:
        """The newest screen ``who``'s phone has."""
        return self.phones[who].screen

    def wire(self, who: str) -> list[tuple[str, int]]:
        """``who``'s exchanges as a spy sees them: (``up`` or ``down``, bytes)."""
        return list(self.phones[who].wire)


class Rigs:
    """The rigs of one test, on one pool of threads; each closed when the test ends (see
    :func:`rigs`): the tables they are given are theirs to close (not the qtbot's)."""

    def __init__(self, qtbot: QtBot, pool: ThreadPoolExecutor) -> None:
        self.qtbot = qtbot
        self.pool = pool
        self.made: list[PhoneRig] = []

    def rig(
        self, table: TableScreen, names: tuple[str, ...], ports: dict[str, int] | None = None
    ) -> PhoneRig:
        made = PhoneRig(self.qtbot, table, self.pool, names, ports)
        self.made.append(made)
        return made


@contextmanager
def rigs(qtbot: QtBot, workers: int = 12) -> Iterator[Rigs]:
    """A test's rigs, each closed when the test ends, before their pool is: a test that fails
    midway leaves no poll parked for the pool to wait on."""
    with ThreadPoolExecutor(max_workers=workers) as pool:
        made = Rigs(qtbot, pool)
        try:
            yield made
        finally:
            for rig in made.made:
                if not rig.closed:
                    rig.close()
