"""The sniffer (issue 49, "How it is checked"): a neighbour on the room's Wi-Fi records every byte
between the phones and the laptop, both ways, through a whole game's deal, day and night with
phones, and finds in it no player's name, no role (its id, its English and Russian names), no
seat ("seat 3", "место 3"), no pairing key (as the link has it, or its raw bytes).

The phones are Python phones (tests/phones/py_phone.py) speaking the page's protocol, through a
TCP proxy on loopback that forwards every connection to the laptop's server and keeps a copy of
every byte: the sniffer. Each phone first loads the page as a browser does (the page, tweetnacl-js,
the page's script), then plays through the proxy alone.

What is in the clear: the requests' lines and headers (the token in the path: random, and named
by nothing else), the answers' status and headers, and the page's three files. The files are the
ones the app ships, the same bytes for every token (checked): the app's own words ("Mafia" is the
page's title), never a player's; they are searched for the names, keys and tokens. Everything else
is searched for every word. An envelope's bytes are random to anyone without the key, so a word
of three letters ("Don") turns up in a few megabytes of them by chance: such short words are looked
for in the clear parts, and the envelopes are checked as a whole instead (each exactly one
envelope long, and no run of printable characters in one that plaintext would leave)."""

from __future__ import annotations

import base64
import functools
import re
import socket
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from mafia_desktop import i18n, phrases
from mafia_desktop.engine.record import Record
from mafia_desktop.engine.rules import PRESETS
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.phones import server as server_module
from mafia_desktop.phones.wire import ENVELOPE
from mafia_desktop.ui.table import phones as phones_module
from mafia_desktop.ui.table.controller import GameController
from mafia_desktop.ui.table.screen import TableScreen
from tests.phones.py_phone import Clock
from tests.phones.rig import Rigs, rigs
from tests.ui.table_driver import Driver
from tests.ui.test_pass_and_play import Pass

# Long names (a short one would turn up in random bytes by chance), one of them in Cyrillic.
NAMES = [
    "Annabelle",
    "Bartholomew",
    "Cassandra",
    "Dominique",
    "Evangeline",
    "Ferdinand",
    "Gwendolyn",
    "Святослав",
    "Isadora",
    "Jonathan",
]
ROLES = {"Annabelle": "don", "Bartholomew": "mafia", "Cassandra": "detective", "Evangeline": "mafia"}
ON_PHONES = ("Annabelle", "Bartholomew", "Cassandra", "Dominique", "Evangeline", "Ferdinand")
VICTIM = "Jonathan"
#: The shortest word looked for in the envelopes' bytes too. The envelopes of a night are some
#: 7 MB of random bytes, searched case-blind: a given word of four letters turns up in them about
#: once in 40 runs of this test, of five about once in 5,000 (all of them together: once in 1,000),
#: of six and more never.
LONG = 5
#: The longest run of printable ASCII an envelope may hold (random bytes: 24 in a row about once
#: in 2,500 runs of this test; any plaintext the envelope leaked: far longer).
PRINTABLE_RUN = 24


@dataclass
class Flow:
    """One TCP connection through the sniffer: the bytes each way."""

    up: bytearray = field(default_factory=bytearray)
    down: bytearray = field(default_factory=bytearray)


class Sniffer:
    """TCP proxies on loopback: every connection to a tap's port is forwarded to the laptop's
    ``target`` port, and every byte both ways kept (:attr:`flows`). Each phone has a tap of its
    own, which connects to the laptop from the phone's own address (:meth:`tap`)."""

    def __init__(self, target: int) -> None:
        self.target = target
        self.flows: list[Flow] = []
        self._open = True
        self._threads: list[threading.Thread] = []
        self._lock = threading.Lock()

    def tap(self, source: str) -> int:
        """A tap for the device at ``source`` (such as 127.0.0.11): its port."""
        listener = socket.create_server(("127.0.0.1", 0))
        listener.settimeout(0.1)
        accept = threading.Thread(target=self._accept, args=(listener, source), name="sniffer", daemon=True)
        accept.start()
        self._threads.append(accept)
        return int(listener.getsockname()[1])

    def _accept(self, listener: socket.socket, source: str) -> None:
        with listener:
            while self._open:
                try:
                    client, _ = listener.accept()
                except (TimeoutError, OSError):
                    continue
                client.settimeout(None)
                server = socket.create_connection(("127.0.0.1", self.target), source_address=(source, 0))
                flow = Flow()
                with self._lock:
                    self.flows.append(flow)
                ends = [2]
                for src, dst, kept in ((client, server, flow.up), (server, client, flow.down)):
                    pump = threading.Thread(target=self._pump, args=(src, dst, kept, ends), daemon=True)
                    pump.start()
                    self._threads.append(pump)

    def _pump(self, src: socket.socket, dst: socket.socket, kept: bytearray, ends: list[int]) -> None:
        """Bytes from ``src`` to ``dst``, kept; at ``src``'s end, ``dst`` is told (half-closed);
        once both ways ended, both sockets close."""
        while True:
            try:
                data = src.recv(65536)
            except OSError:
                data = b""
            if not data:
                break
            with self._lock:
                kept += data
            try:
                dst.sendall(data)
            except OSError:
                break
        try:
            dst.shutdown(socket.SHUT_WR)
        except OSError:
            pass
        with self._lock:
            ends[0] -= 1
            last = ends[0] == 0
        if last:
            src.close()
            dst.close()

    def close(self) -> None:
        self._open = False
        for thread in self._threads:
            thread.join(timeout=10)


@pytest.fixture(autouse=True)
def patient_server(monkeypatch: pytest.MonkeyPatch) -> None:
    """Polls never idle out and phones never count as dropped while the script plays; a quick
    tick (as in tests/ui/test_phone_spy.py)."""
    monkeypatch.setattr(
        phones_module,
        "PhoneServer",
        functools.partial(server_module.PhoneServer, tick=0.02, idle_after=3600.0, silent_after=3600.0),
    )


@pytest.fixture
def made(qtbot: QtBot) -> Iterator[Rigs]:
    with rigs(qtbot) as made:
        yield made


def _get(port: int, path: str) -> bytes:
    """A browser's GET through the sniffer: the answer's body."""
    with socket.create_connection(("127.0.0.1", port), timeout=30) as sock:
        sock.sendall(
            f"GET {path} HTTP/1.1\r\nHost: 192.168.1.20:{port}\r\nConnection: close\r\n\r\n".encode()
        )
        data = b""
        while chunk := sock.recv(65536):
            data += chunk
    return data.partition(b"\r\n\r\n")[2]


def _messages(data: bytes) -> Iterator[tuple[bytes, bytes]]:
    """The HTTP messages one way of a connection: (line and headers, body)."""
    while data:
        head, sep, rest = data.partition(b"\r\n\r\n")
        assert sep, f"a message cut short: {head[:200]!r}"
        found = re.search(rb"(?im)^content-length:\s*(\d+)\s*$", head)
        length = int(found[1]) if found else 0
        yield head, rest[:length]
        data = rest[length:]


def _words() -> dict[str, set[str]]:
    """What must never be on the wire: the names, the roles' ids and names (English and
    Russian), the seats as the phones' screens say them."""
    rules = PRESETS["club"]
    roles: set[str] = {"mafia", "Don", "mafioso"}
    for role in sorted(set(rules.roles) | set(ROLES.values()) | {"civilian"}):
        roles.add(role)
        for lang in ("en", "ru"):
            i18n.install(lang)
            try:
                roles |= {phrases.role_name(rules, role), phrases.role_name(rules, role, 2)}
                roles |= {phrases.any_role_name(role), phrases.title_word(rules.title(role))}
            finally:
                i18n.install("en")
    seats = {f"{word} {n}" for n in range(1, len(NAMES) + 1) for word in ("seat", "место", "Seat", "Место")}
    seats |= {f"({n})" for n in range(1, len(NAMES) + 1)}  # "Out: Jonathan (10)"
    return {"name": set(NAMES), "role": {r for r in roles if r}, "seat": seats}


def _found(needle: str, haystack: bytes) -> bool:
    """``needle`` in ``haystack``, case-blind (ASCII and Cyrillic alike), in UTF-8."""
    lowered = haystack.lower()  # ASCII letters only: Cyrillic is looked for in both cases below
    forms = {needle.lower(), needle.upper(), needle, needle.capitalize()}
    return any(form.encode().lower() in lowered for form in forms)


def play(qtbot: QtBot, made: Rigs) -> tuple[Sniffer, TableScreen, dict[str, Any]]:
    record = Record(make_setup("club", 4, NAMES, ROLES)).with_note(
        "table", {"mode": "pass", "deal": "reveal", "phones": True, "turn_seconds": 2}
    )
    table = TableScreen(GameController(record, saver=lambda r: None))
    table.confirm = lambda q: True
    table.resize(1366, 768)
    table.show()
    phones = table.phones
    assert phones is not None and table.start_phones("127.0.0.1")
    clock = Clock()
    phones.clock = clock
    assert phones.server.port is not None
    sniffer = Sniffer(phones.server.port)
    ports = {who: sniffer.tap(f"127.0.0.{10 + i}") for i, who in enumerate(ON_PHONES)}
    rig = made.rig(table, ON_PHONES, ports)
    # Each phone loads the page as a browser does, through the sniffer.
    pages: dict[str, Any] = {}
    for who in ON_PHONES:
        token = rig.phones[who].pairing.token
        for path in (f"/p/{token}", "/nacl.js", "/phone.js"):
            future = made.pool.submit(_get, ports[who], path)
            qtbot.waitUntil(future.done, timeout=30_000)
            pages.setdefault(path if not path.startswith("/p/") else "page", set()).add(future.result())
    rig.join()
    rig.lockstep = False  # (the spy's business: here the laptop plays whole turns in one step)
    p, d = Pass(qtbot, table, record), Driver(qtbot, table, record)
    rig.laptop("the deal", p.deal)
    rig.laptop("the zero night ends", lambda: d.press("end_night"))
    rig.laptop("the first day ends", lambda: d.press("end_day"))
    # The night: the phones' turns (the mafia shoot the victim, the Don finds the Sheriff, the
    # Sheriff finds the Don), then the laptop's.
    picks = {"Annabelle": ("Jonathan", "Cassandra"), "Cassandra": ("Annabelle", "Gwendolyn")}
    answers = {}
    for who in ON_PHONES:
        assert rig.screen(who)["kind"] == "turn", rig.screen(who)
        for pick in picks.get(who, (VICTIM, "Gwendolyn")):
            rig.act(who, "held")
            clock.now += 3
            rig.act(who, "tap", name=pick)
            rig.act(who, "press", key="confirm")
        answers[who] = rig.screen(who)["secret"]
        rig.act(who, "held")
        rig.act(who, "press", key="done")
    for who in NAMES[6:]:
        assert p.title().startswith(f"Pass the laptop to {who}"), p.title()
        rig.laptop(f"{who}'s turn", lambda who=who: p.turn("Isadora" if who != "Isadora" else "Gwendolyn"))
    rig.laptop("morning", lambda: p.press("morning"))
    assert f"{VICTIM} was killed in the night" in d.log()
    assert answers["Annabelle"] == "Cassandra is the Sheriff."
    assert answers["Cassandra"] == "Annabelle is mafia."
    rig.close()
    sniffer.close()
    return sniffer, table, pages


def test_a_sniffer_on_the_network_finds_no_name_role_seat_or_key(qtbot: QtBot, made: Rigs) -> None:
    sniffer, table, pages = play(qtbot, made)
    phones = table.phones
    assert phones is not None
    pairings = phones.pairings
    tokens = {p.token for p in pairings.values()}
    keys = {name: p.key for name, p in pairings.items()}

    # The page's files: the shipped ones, the same bytes for every token.
    assert pages["page"] == {phones_module.page_bytes()}
    assert pages["/nacl.js"] == {phones_module.script_bytes()}
    assert pages["/phone.js"] == {phones_module.phone_script_bytes()}
    static = {phones_module.page_bytes(), phones_module.script_bytes(), phones_module.phone_script_bytes()}

    clear: list[bytes] = []  # the requests' and answers' lines and headers
    envelopes: list[bytes] = []
    files: list[bytes] = []
    for flow in sniffer.flows:
        for way in (flow.up, flow.down):
            for head, body in _messages(bytes(way)):
                clear.append(head)
                if body in static:
                    files.append(body)
                elif body:
                    envelopes.append(body)
    # Every exchange, both ways, and the polls still parked when the laptop closed (sent only).
    exchanges = sum(len(phone.wire) // 2 for rig in made.made for phone in rig.phones.values())
    assert len(envelopes) == 2 * exchanges + len(ON_PHONES), "the sniffer saw every exchange"
    assert exchanges > 100
    assert {len(e) for e in envelopes} == {ENVELOPE}
    everything = b"\n".join(clear + envelopes)

    # The token: in the requests' paths, nowhere else.
    for head in clear:
        for token in tokens:
            if token.encode() in head:
                line = head.split(b"\r\n")[0]
                assert re.fullmatch(rb"(POST /x/|GET /p/)[0-9a-f]{32} HTTP/1\.1", line), line
                assert head.count(token.encode()) == 1, head
    # The keys: neither as the link has them nor raw; not in the page's files either.
    for name, key in keys.items():
        text = base64.urlsafe_b64encode(key).rstrip(b"=")
        for haystack in (everything, *files):
            assert text not in haystack and key not in haystack, f"{name}'s key is on the wire"
    # The names, the roles, the seats.
    found = []
    for kind, needles in _words().items():
        for needle in sorted(needles):
            long = len(needle.encode()) >= LONG
            for part, haystack in (("clear", b"\n".join(clear)), ("envelopes", b"\n".join(envelopes))):
                if (long or part == "clear") and _found(needle, haystack):
                    found.append(f"{kind} {needle!r} in the {part}")
            if kind == "name" and any(_found(needle, f) for f in files):
                found.append(f"name {needle!r} in the page's files")
    assert not found, found
    # No plaintext in any envelope: no run of printable characters longer than chance gives.
    run = re.compile(rb"[\x20-\x7e]{%d,}" % PRINTABLE_RUN)
    leaks = [m.group()[:80] for e in envelopes for m in run.finditer(e)]
    assert not leaks, leaks
