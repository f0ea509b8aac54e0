"""The phones' server (mafia_desktop/phones/server.py) over loopback: real sockets from threads,
the server in the test's Qt event loop. Every wait is bounded (socket timeouts, qtbot's waits);
time itself is a fake clock the tests move, so no test depends on how fast the machine is."""

from __future__ import annotations

import socket
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from mafia_desktop.assets import asset_path
from mafia_desktop.phones.server import MAX_HEAD, PhoneServer
from mafia_desktop.phones.wire import ENVELOPE, TO_LAPTOP, TO_PHONE, Opener, Pairing, WireError, seal

from .make_vectors import Fixed, fixed_bytes

PAGE = b"<!doctype html><title>phone</title>"
SCRIPT = b"/* tweetnacl */"
WAIT_MS = 5000
SOCKET_TIMEOUT = 5.0
IDLE_AFTER = 20.0
SILENT_AFTER = 45.0
SEAT = Pairing("0123456789abcdef0123456789abcdef", bytes(range(32)))
OTHER = Pairing("fedcba9876543210fedcba9876543210", bytes(range(32, 64)))


class Clock:
    """The server's clock: it moves only when a test moves it."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


Response = tuple[int, dict[str, str], bytes]


def read_response(sock: socket.socket) -> Response | None:
    """One HTTP response from ``sock`` (status, headers, body); None if it closed first."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        if not chunk:
            return None
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("ascii").split("\r\n")
    status = int(lines[0].split(" ")[1])
    headers = {name.lower(): value for name, value in (line.split(": ", 1) for line in lines[1:])}
    length = int(headers["content-length"])
    while len(body) < length:
        chunk = sock.recv(65536)
        assert chunk, "the connection closed inside a body"
        body += chunk
    assert len(body) == length
    return status, headers, body


def closed(sock: socket.socket) -> bool:
    """Whether the server closed ``sock`` (its end of file, or a reset), reading what is left."""
    try:
        while sock.recv(65536):
            pass
    except ConnectionResetError:
        pass
    return True


class Phone:
    """A phone's connection (kept alive, as a browser keeps it): requests and their answers."""

    def __init__(self, port: int) -> None:
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=SOCKET_TIMEOUT)

    def request(self, raw: bytes) -> Response | None:
        self.sock.sendall(raw)
        return read_response(self.sock)

    def get(self, path: str) -> Response | None:
        return self.request(f"GET {path} HTTP/1.1\r\nHost: laptop\r\n\r\n".encode())

    def post(self, token: str, body: bytes, length: int | None = None) -> Response | None:
        size = len(body) if length is None else length
        head = f"POST /x/{token} HTTP/1.1\r\nHost: laptop\r\nContent-Length: {size}\r\n"
        return self.request(head.encode() + b"Content-Type: application/octet-stream\r\n\r\n" + body)

    def close(self) -> None:
        self.sock.close()


def envelope(
    counter: int, message: dict[str, Any], pairing: Pairing = SEAT, direction: int = TO_LAPTOP
) -> bytes:
    return seal(pairing.key, direction, counter, message, Fixed(fixed_bytes(counter, 15)))


class Rig:
    """A server on 127.0.0.1 (any free port), the threads its clients run in, what it signalled."""

    def __init__(self, qtbot: QtBot, pool: ThreadPoolExecutor, **options: Any) -> None:
        self.qtbot = qtbot
        self.pool = pool
        self.clock = Clock()
        settings: dict[str, Any] = {
            "tick": 0.01,
            "idle_after": IDLE_AFTER,
            "silent_after": SILENT_AFTER,
            "socket_timeout": 30.0,
            "clock": self.clock,
        }
        settings.update(options)
        self.server = PhoneServer(lambda: PAGE, lambda: SCRIPT, **settings)
        self.received: list[tuple[str, dict[str, Any]]] = []
        self.connected: list[str] = []
        self.dropped: list[str] = []
        self.refused: list[str] = []
        self.server.received.connect(lambda token, message: self.received.append((token, message)))
        self.server.connected.connect(self.connected.append)
        self.server.dropped.connect(self.dropped.append)
        self.server.refused.connect(self.refused.append)
        self.port = self.server.start("127.0.0.1", 0)

    def run(self, job: Callable[[], Any]) -> Future[Any]:
        return self.pool.submit(job)

    def result(self, future: Future[Any]) -> Any:
        self.qtbot.waitUntil(future.done, timeout=WAIT_MS)
        return future.result()

    def until(self, condition: Callable[[], bool]) -> None:
        self.qtbot.waitUntil(condition, timeout=WAIT_MS)

    def phone(self) -> Phone:
        phone: Phone = self.result(self.run(lambda: Phone(self.port)))
        return phone


@pytest.fixture
def pool() -> Iterator[ThreadPoolExecutor]:
    with ThreadPoolExecutor(max_workers=16) as executor:
        yield executor


@pytest.fixture
def make_rig(qtbot: QtBot, pool: ThreadPoolExecutor) -> Iterator[Callable[..., Rig]]:
    rigs: list[Rig] = []

    def make(**options: Any) -> Rig:
        rig = Rig(qtbot, pool, **options)
        rigs.append(rig)
        return rig

    yield make
    for rig in rigs:
        rig.server.stop()


@pytest.fixture
def rig(make_rig: Callable[..., Rig]) -> Rig:
    made = make_rig()
    made.server.add(SEAT)
    return made


def test_round_trip(rig: Rig) -> None:
    """A phone's message is received; what the laptop sends answers its poll, sealed to the phone;
    a poll with nothing for it is answered idle once it has waited; the counters run on."""
    phone = rig.phone()
    answer = rig.run(lambda: phone.post(SEAT.token, envelope(1, {"t": "hello", "n": [1, 2]})))
    rig.until(lambda: bool(rig.received))
    assert rig.received == [(SEAT.token, {"t": "hello", "n": [1, 2]})]
    assert rig.connected == [SEAT.token]
    rig.server.send(SEAT.token, {"t": "card", "seat": 3})
    status, headers, body = rig.result(answer)
    assert status == 200 and headers["content-type"] == "application/octet-stream"
    assert len(body) == ENVELOPE
    opener = Opener(SEAT.key, TO_PHONE)
    assert opener.open(body) == {"t": "card", "seat": 3}

    # the same connection, kept alive: a poll with nothing queued waits, then is answered idle
    poll = rig.run(lambda: phone.post(SEAT.token, envelope(2, {"t": "poll"})))
    rig.until(lambda: len(rig.received) == 2)
    rig.clock.now += IDLE_AFTER
    status, _, body = rig.result(poll)
    assert status == 200 and opener.open(body) == {"t": "idle"}
    assert opener.last == 2
    assert rig.server.counters(SEAT.token) == (2, 2)
    assert rig.connected == [SEAT.token] and rig.refused == [] and rig.dropped == []
    phone.close()


def test_answers_wait_for_the_tick(make_rig: Callable[..., Rig], qtbot: QtBot) -> None:
    """An answer is released on the shared tick, not when the laptop sends it."""
    rig = make_rig(tick=3600.0)
    rig.server.add(SEAT)
    phone = rig.phone()
    answer = rig.run(lambda: phone.post(SEAT.token, envelope(1, {"t": "poll"})))
    rig.until(lambda: bool(rig.received))
    rig.server.send(SEAT.token, {"t": "card"})
    qtbot.wait(200)  # the event loop runs; no tick comes in that while
    assert not answer.done()
    rig.server._tick()  # the tick
    status, _, body = rig.result(answer)
    assert Opener(SEAT.key, TO_PHONE).open(body) == {"t": "card"}
    phone.close()


def test_messages_queue_one_per_poll(rig: Rig) -> None:
    """Two messages sent at once answer two polls, in order."""
    rig.server.send(SEAT.token, {"t": "a"})
    rig.server.send(SEAT.token, {"t": "b"})
    phone = rig.phone()
    opener = Opener(SEAT.key, TO_PHONE)
    for counter, expected in ((1, "a"), (2, "b")):
        _, _, body = rig.result(rig.run(lambda c=counter: phone.post(SEAT.token, envelope(c, {"t": "poll"}))))
        assert opener.open(body) == {"t": expected}
    phone.close()


def test_unknown_token(rig: Rig) -> None:
    """An envelope for a token no pairing has: 404 without a body, the connection closed."""
    phone = rig.phone()
    answer = rig.result(rig.run(lambda: phone.post(OTHER.token, envelope(1, {"t": "poll"}, OTHER))))
    assert answer is not None
    status, _, body = answer
    assert (status, body) == (404, b"")
    assert rig.result(rig.run(lambda: closed(phone.sock)))
    assert rig.refused == ["token"] and rig.received == [] and rig.connected == []
    phone.close()


def refused_answer(rig: Rig, body: bytes) -> bytes:
    """Post ``body`` for SEAT on a new connection: the answer's body, which must not open."""
    phone = rig.phone()
    answer = rig.result(rig.run(lambda: phone.post(SEAT.token, body)))
    phone.close()
    assert answer is not None
    status, headers, noise = answer
    assert status == 200 and headers["content-type"] == "application/octet-stream"
    assert len(noise) == ENVELOPE
    with pytest.raises(WireError):
        Opener(SEAT.key, TO_PHONE).open(noise)
    return noise


def test_a_replay_is_refused_without_effect(rig: Rig) -> None:
    """A message posted again (or a second phone on the seat counting from 1 again): an answer of
    an envelope's size that does not open; nothing received; the counters as they were."""
    first = envelope(1, {"t": "pick", "seat": 4})
    rig.server.send(SEAT.token, {"t": "ok"})
    phone = rig.phone()
    rig.result(rig.run(lambda: phone.post(SEAT.token, first)))
    phone.close()
    assert rig.server.counters(SEAT.token) == (1, 1)
    refused_answer(rig, first)
    refused_answer(rig, envelope(1, {"t": "pick", "seat": 7}))  # a second phone, its own first message
    assert rig.refused == ["replay", "replay"]
    assert rig.received == [(SEAT.token, {"t": "pick", "seat": 4})]
    assert rig.server.counters(SEAT.token) == (1, 1)
    rig.server.send(SEAT.token, {"t": "ok"})
    phone = rig.phone()
    _, _, body = rig.result(rig.run(lambda: phone.post(SEAT.token, envelope(2, {"t": "poll"}))))
    assert Opener(SEAT.key, TO_PHONE, 1).open(body) == {"t": "ok"}
    phone.close()


@pytest.mark.parametrize(
    ("spoil", "code"),
    [
        (lambda e: e[:100] + bytes([e[100] ^ 1]) + e[101:], "forged"),
        (lambda e: e[:30] + bytes([e[30] ^ 0x80]) + e[31:], "forged"),
        (lambda e: envelope(1, {"t": "poll"}, OTHER), "forged"),
        (lambda e: envelope(1, {"t": "poll"}, direction=TO_PHONE), "direction"),
    ],
    ids=["ciphertext", "mac", "another key", "reflected"],
)
def test_a_spoilt_envelope_is_refused_without_effect(
    rig: Rig, spoil: Callable[[bytes], bytes], code: str
) -> None:
    good = envelope(1, {"t": "poll"})
    noise = refused_answer(rig, spoil(good))
    assert noise[0] == TO_PHONE
    assert rig.refused == [code] and rig.received == [] and rig.connected == []
    assert rig.server.counters(SEAT.token) == (0, 0)
    rig.server.send(SEAT.token, {"t": "ok"})
    phone = rig.phone()
    _, _, body = rig.result(rig.run(lambda: phone.post(SEAT.token, good)))
    assert Opener(SEAT.key, TO_PHONE).open(body) == {"t": "ok"}
    phone.close()


@pytest.mark.parametrize("length", [ENVELOPE + 1, 100_000, 10**9])
def test_an_oversized_body(rig: Rig, length: int) -> None:
    """A body longer than one envelope: 413 on its headers alone, the connection closed."""
    phone = rig.phone()
    answer = rig.result(rig.run(lambda: phone.post(SEAT.token, b"", length=length)))
    assert answer is not None and answer[0] == 413 and answer[2] == b""
    assert rig.result(rig.run(lambda: closed(phone.sock)))
    assert rig.refused == ["body"] and rig.received == []
    phone.close()


def test_a_body_with_more_than_its_length(rig: Rig) -> None:
    """Bytes past the envelope (a second request before the first's answer): refused, closed."""
    phone = rig.phone()
    answer = rig.result(rig.run(lambda: phone.post(SEAT.token, envelope(1, {"t": "poll"}) + b"x", ENVELOPE)))
    assert answer is not None and answer[0] == 400
    assert rig.refused == ["pipelined"] and rig.received == []
    assert rig.server.counters(SEAT.token) == (0, 0)
    phone.close()


@pytest.mark.parametrize(
    "raw",
    [
        b"GET /p/" + SEAT.token.encode() + b" HTTP/1.1\r\nX-Flood: " + b"a" * MAX_HEAD + b"\r\n\r\n",
        b"GET /p/" + SEAT.token.encode() + b" HTTP/1.1\r\n" + b"X-Flood: a\r\n" * 400,
        b"A" * (MAX_HEAD + 1),
    ],
    ids=["long header", "many headers", "no end"],
)
def test_a_header_flood(rig: Rig, raw: bytes) -> None:
    """A request's line and headers beyond MAX_HEAD bytes: 431, the connection closed."""
    phone = rig.phone()

    def flood() -> Response | None:
        phone.sock.sendall(raw)
        return read_response(phone.sock)

    answer = rig.result(rig.run(flood))
    assert answer is not None and answer[0] == 431
    assert rig.result(rig.run(lambda: closed(phone.sock)))
    assert rig.refused == ["head"]
    phone.close()


@pytest.mark.parametrize(
    ("raw", "status", "code"),
    [
        (b"GET / HTTP/1.1\r\n\r\n", 404, "not_found"),
        (b"GET /favicon.ico HTTP/1.1\r\n\r\n", 404, "not_found"),
        (b"GET /x/" + SEAT.token.encode() + b" HTTP/1.1\r\n\r\n", 404, "not_found"),
        (b"GET /p/" + SEAT.token.encode() + b"?q=1 HTTP/1.1\r\n\r\n", 404, "not_found"),
        (b"GET /p/" + SEAT.token.upper().encode() + b" HTTP/1.1\r\n\r\n", 404, "not_found"),
        (b"GET /p/../nacl.js HTTP/1.1\r\n\r\n", 404, "not_found"),
        (b"HEAD /nacl.js HTTP/1.1\r\n\r\n", 404, "not_found"),
        (b"PUT /x/" + SEAT.token.encode() + b" HTTP/1.1\r\nContent-Length: 0\r\n\r\n", 404, "not_found"),
        (b"POST /p/" + SEAT.token.encode() + b" HTTP/1.1\r\nContent-Length: 0\r\n\r\n", 404, "not_found"),
        (b"POST /x/" + SEAT.token.encode() + b" HTTP/1.1\r\n\r\n", 400, "malformed"),
        (
            b"POST /x/" + SEAT.token.encode() + b" HTTP/1.1\r\nContent-Length: 5\r\n\r\nhello",
            400,
            "malformed",
        ),
        (
            b"POST /x/" + SEAT.token.encode() + b" HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n",
            400,
            "malformed",
        ),
        (b"GET /nacl.js HTTP/1.1\r\nContent-Length: 3\r\n\r\nabc", 400, "malformed"),
        (b"GET /nacl.js HTTP/2.0\r\n\r\n", 400, "malformed"),
        (b"GET /nacl.js\r\n\r\n", 400, "malformed"),
        (b"GET /nacl.js HTTP/1.1\r\nBad Header\r\n\r\n", 400, "malformed"),
        (b"GET /nacl.js HTTP/1.1\r\n folded: x\r\n\r\n", 400, "malformed"),
        (b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n", 400, "malformed"),
    ],
)
def test_anything_else_is_refused(rig: Rig, raw: bytes, status: int, code: str) -> None:
    phone = rig.phone()
    answer = rig.result(rig.run(lambda: phone.request(raw)))
    assert answer is not None and answer[0] == status and answer[2] == b""
    assert answer[1]["connection"] == "close"
    assert rig.result(rig.run(lambda: closed(phone.sock)))
    assert rig.refused == [code] and rig.received == []
    phone.close()


def test_the_page_is_the_same_for_every_token(rig: Rig) -> None:
    """The page's answer is the same bytes for a live token and for one no pairing has; the script
    is served; a kept-alive connection takes both."""
    phone = rig.phone()
    live = rig.result(rig.run(lambda: phone.get(f"/p/{SEAT.token}")))
    unknown = rig.result(rig.run(lambda: phone.get(f"/p/{OTHER.token}")))
    script = rig.result(rig.run(lambda: phone.get("/nacl.js")))
    assert live == unknown
    assert live[0] == 200 and live[2] == PAGE and live[1]["content-type"] == "text/html; charset=utf-8"
    assert (
        script[0] == 200 and script[2] == SCRIPT and script[1]["content-type"].startswith("text/javascript")
    )
    assert rig.refused == []
    phone.close()


def test_the_pages_script_is_served_and_the_page_may_run_nothing_else(make_rig: Callable[..., Rig]) -> None:
    """``GET /phone.js`` is the page's script (the packaged one unless given); the page's answer
    lets it run its two scripts and talk to this server alone."""
    rig = make_rig(phone_script=lambda: b"/* phone */")
    phone = rig.phone()
    status, headers, body = rig.result(rig.run(lambda: phone.get("/phone.js")))
    assert (status, body) == (200, b"/* phone */") and headers["content-type"].startswith("text/javascript")
    page = rig.result(rig.run(lambda: phone.get(f"/p/{SEAT.token}")))
    policy = page[1]["content-security-policy"]
    assert "default-src 'none'" in policy and "script-src 'self'" in policy and "connect-src 'self'" in policy
    assert "content-security-policy" not in headers
    phone.close()
    packaged = make_rig()
    phone = packaged.phone()
    status, _, body = packaged.result(packaged.run(lambda: phone.get("/phone.js")))
    assert status == 200 and body == asset_path("phone", "phone.js").read_bytes()
    assert packaged.refused == [] and rig.refused == []
    phone.close()


def test_many_connections_from_one_address(make_rig: Callable[..., Rig]) -> None:
    """Beyond max_per_peer connections from one address, a new one is closed at once; the others
    are served."""
    rig = make_rig(max_per_peer=3)
    phones = [rig.phone() for _ in range(3)]
    rig.until(lambda: rig.server.connections == 3)
    extra = rig.phone()
    rig.until(lambda: rig.refused == ["peer"])
    assert rig.result(rig.run(lambda: closed(extra.sock)))
    assert rig.server.connections == 3
    answer = rig.result(rig.run(lambda: phones[0].get("/nacl.js")))
    assert answer[0] == 200
    phones[1].close()
    rig.until(lambda: rig.server.connections == 2)
    again = rig.phone()
    assert rig.result(rig.run(lambda: again.get("/nacl.js")))[0] == 200
    for phone in [*phones, extra, again]:
        phone.close()


def test_many_connections_in_all(make_rig: Callable[..., Rig]) -> None:
    rig = make_rig(max_connections=2)
    phones = [rig.phone() for _ in range(2)]
    rig.until(lambda: rig.server.connections == 2)
    extra = rig.phone()
    rig.until(lambda: rig.refused == ["busy"])
    assert rig.result(rig.run(lambda: closed(extra.sock)))
    for phone in [*phones, extra]:
        phone.close()


def test_a_flood_beyond_the_rate_is_refused_without_effect(make_rig: Callable[..., Rig]) -> None:
    """Beyond the token's rate from one address, a good envelope is refused unopened: the same
    envelope is accepted once the rate allows."""
    rig = make_rig(rate=2)
    rig.server.add(SEAT)
    first, second = rig.phone(), rig.phone()
    polls = [rig.run(lambda: first.post(SEAT.token, envelope(1, {"t": "poll"})))]
    rig.until(lambda: len(rig.received) == 1)
    polls.append(rig.run(lambda: second.post(SEAT.token, envelope(2, {"t": "poll"}))))
    rig.until(lambda: len(rig.received) == 2)
    refused_answer(rig, envelope(3, {"t": "poll"}))
    assert rig.refused == ["rate"]
    assert rig.server.counters(SEAT.token)[1] == 2
    rig.clock.now += 1.0
    third = rig.phone()
    answer = rig.run(lambda: third.post(SEAT.token, envelope(3, {"t": "poll"})))
    rig.until(lambda: len(rig.received) == 3)
    rig.server.send(SEAT.token, {"t": "ok"})
    _, _, body = rig.result(answer)
    opener = Opener(SEAT.key, TO_PHONE)
    assert opener.open(rig.result(polls[0])[2]) == {"t": "idle"}  # the older polls, superseded
    assert opener.open(rig.result(polls[1])[2]) == {"t": "idle"}
    assert opener.open(body) == {"t": "ok"}
    for phone in (first, second, third):
        phone.close()


def test_a_newer_poll_on_a_seat_answers_the_older_idle(rig: Rig) -> None:
    """One waiting poll a seat: a newer good poll (the phone back on a new connection) answers the
    older one idle, and takes what the laptop sends."""
    old, new = rig.phone(), rig.phone()
    older = rig.run(lambda: old.post(SEAT.token, envelope(1, {"t": "poll"})))
    rig.until(lambda: len(rig.received) == 1)
    newer = rig.run(lambda: new.post(SEAT.token, envelope(2, {"t": "poll"})))
    opener = Opener(SEAT.key, TO_PHONE)
    assert opener.open(rig.result(older)[2]) == {"t": "idle"}
    rig.until(lambda: len(rig.received) == 2)
    rig.server.send(SEAT.token, {"t": "turn"})
    assert opener.open(rig.result(newer)[2]) == {"t": "turn"}
    assert rig.connected == [SEAT.token]
    old.close()
    new.close()


def test_a_silent_phone_is_dropped_and_comes_back(rig: Rig) -> None:
    phone = rig.phone()
    rig.server.send(SEAT.token, {"t": "x"})
    rig.result(rig.run(lambda: phone.post(SEAT.token, envelope(1, {"t": "poll"}))))
    assert rig.connected == [SEAT.token] and rig.server.is_connected(SEAT.token)
    rig.clock.now += SILENT_AFTER + 1
    rig.until(lambda: rig.dropped == [SEAT.token])
    assert not rig.server.is_connected(SEAT.token)
    rig.server.send(SEAT.token, {"t": "x"})
    back = rig.phone()  # the old connection was closed, quiet for longer than the socket timeout
    rig.result(rig.run(lambda: back.post(SEAT.token, envelope(2, {"t": "poll"}))))
    back.close()
    assert rig.connected == [SEAT.token, SEAT.token] and rig.dropped == [SEAT.token]
    phone.close()


def test_a_quiet_connection_is_closed(make_rig: Callable[..., Rig]) -> None:
    """A connection that sends half a request, and one that sends nothing: closed after the
    socket timeout."""
    rig = make_rig(socket_timeout=5.0)
    half, quiet = rig.phone(), rig.phone()
    rig.result(rig.run(lambda: half.sock.sendall(b"GET /nacl.js HTTP/1.1\r\n")))
    rig.until(lambda: rig.server.connections == 2)
    rig.clock.now += 6.0
    assert rig.result(rig.run(lambda: closed(half.sock)))
    assert rig.result(rig.run(lambda: closed(quiet.sock)))
    rig.until(lambda: rig.server.connections == 0)
    half.close()
    quiet.close()


def test_retire(rig: Rig) -> None:
    """A retired pairing's waiting poll is answered 404, and its token is unknown from then on."""
    phone = rig.phone()
    poll = rig.run(lambda: phone.post(SEAT.token, envelope(1, {"t": "poll"})))
    rig.until(lambda: bool(rig.received))
    rig.server.retire(SEAT.token)
    assert rig.result(poll)[0] == 404
    assert rig.server.tokens == []
    again = rig.phone()
    assert rig.result(rig.run(lambda: again.post(SEAT.token, envelope(2, {"t": "poll"}))))[0] == 404
    assert rig.refused == ["token"]
    with pytest.raises(KeyError):
        rig.server.send(SEAT.token, {"t": "x"})
    phone.close()
    again.close()


def test_pairings_resume_with_their_counters(make_rig: Callable[..., Rig]) -> None:
    """A pairing added with the counters a resumed game kept: old counters are replays."""
    rig = make_rig()
    rig.server.add(SEAT, sent=7, received=5)
    refused_answer(rig, envelope(5, {"t": "poll"}))
    rig.server.send(SEAT.token, {"t": "back"})
    phone = rig.phone()
    _, _, body = rig.result(rig.run(lambda: phone.post(SEAT.token, envelope(6, {"t": "poll"}))))
    assert Opener(SEAT.key, TO_PHONE, 7).open(body) == {"t": "back"}
    assert rig.server.counters(SEAT.token) == (8, 6)
    with pytest.raises(ValueError):
        rig.server.add(SEAT)
    phone.close()


def test_send_refuses_what_does_not_fit(rig: Rig) -> None:
    with pytest.raises(WireError):
        rig.server.send(SEAT.token, {"t": "x" * 9000})


def test_listens_only_where_asked(make_rig: Callable[..., Rig]) -> None:
    rig = make_rig()
    with pytest.raises(ConnectionRefusedError):
        socket.create_connection(("127.0.0.2", rig.port), timeout=SOCKET_TIMEOUT).close()
    server = PhoneServer(lambda: PAGE, lambda: SCRIPT)
    for wildcard in ("0.0.0.0", "::"):
        with pytest.raises(ValueError):
            server.start(wildcard)
    with pytest.raises(ValueError):
        server.start("localhost")
    with pytest.raises(RuntimeError):
        rig.server.start("127.0.0.1")


def test_stop_closes_everything_and_frees_the_port(rig: Rig) -> None:
    idle, waiting = rig.phone(), rig.phone()
    poll = rig.run(lambda: waiting.post(SEAT.token, envelope(1, {"t": "poll"})))
    rig.until(lambda: bool(rig.received))
    rig.until(lambda: rig.server.connections == 2)
    rig.server.stop()
    assert rig.server.connections == 0 and rig.server.port is None
    assert rig.result(poll) is None or rig.result(poll)[0] != 200
    assert rig.result(rig.run(lambda: closed(idle.sock)))
    with socket.socket() as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        probe.bind(("127.0.0.1", rig.port))
        probe.listen()
    with pytest.raises(ConnectionRefusedError):
        socket.create_connection(("127.0.0.1", rig.port), timeout=SOCKET_TIMEOUT).close()
    # opened again, on the same port, with the pairing and its counters kept
    assert rig.server.start("127.0.0.1", rig.port) == rig.port
    assert rig.server.counters(SEAT.token) == (0, 1)
    idle.close()
    waiting.close()
