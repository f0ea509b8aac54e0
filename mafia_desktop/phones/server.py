"""The laptop's server for the phones (docs/phones.md, "Transport"): a :class:`QTcpServer` in the
UI thread's event loop, on the one interface the host picked, open only while a game with phones
runs. Nothing in it blocks: sockets are read as their bytes arrive, written through Qt's buffers,
and every request is small and of a fixed shape.

What it serves, and nothing else:

- ``GET /p/<token>``: the page (``page()``'s bytes), the same bytes and headers for any token of
  the right shape, known or not, so a scanner cannot tell a live token from the page.
- ``GET /nacl.js``: the vendored tweetnacl-js (``script()``'s bytes); ``GET /phone.js``: the
  page's own script (``phone_script()``'s bytes; the packaged ``resources/phone/phone.js`` unless
  given). The page's answer carries a content security policy that lets it run those two scripts
  and talk to this server alone.
- ``POST /x/<token>`` with a body of exactly :data:`~mafia_desktop.phones.wire.ENVELOPE` bytes:
  one envelope from the seat's phone (its message, or ``{"t": "poll"}``). A good one is opened
  (``received`` is emitted) and the request is parked as a long poll; its answer is one envelope:
  the next message :meth:`PhoneServer.send` queued for that pairing, or ``{"t": "idle"}`` once the
  poll has waited ``idle_after`` seconds.

The answers to ``POST /x/`` are released on a shared tick (a :class:`QTimer`, every ``tick``
seconds, 100 ms by default), never at once: every waiting phone is answered at the same moments,
so the timing on the wire says nothing of whose turn it is or what it is. Within a tick, answers go
out in the order the pairings were added (the seats' order, not the roles'). Envelopes are sealed
when they are released, so the counters on the wire run in order.

Refused, without effect on the game (``refused`` says why with a :data:`Refusal` code, for a log
line that names no one):

- an unknown token: ``404`` without a body, and the connection closed;
- a known token's envelope that does not open (a replay, a forgery, a reflection, anything
  :class:`~mafia_desktop.phones.wire.Opener` refuses), or a request beyond the token's rate from
  one address: ``200`` with :data:`ENVELOPE` random bytes, released on the tick like any answer,
  which the phone's page cannot open and drops; the pairing's counters are untouched;
- a second phone on one seat: both would hold the same key, and the wire's counters let only one
  of them on: each message must count past the last one accepted, so the phone that sends a good
  message first keeps the seat, and the other's messages are replays. A newer good poll on a seat
  (the same phone on a new connection, after a sleep) answers the older one ``idle`` and is kept;
- anything out of shape: request line and headers beyond :data:`MAX_HEAD` bytes (``431``), a
  body larger than one envelope (``413``), any other path or method (``404``), a malformed
  request, a missing or wrong ``Content-Length``, a chunked body (``400``), bytes sent before the
  last request was answered: answered at once and the connection closed;
- more than ``max_per_peer`` connections from one address or ``max_connections`` in all: the new
  connection closed at once; a connection that has not sent a whole request within
  ``socket_timeout`` seconds of its opening or of its last answer, closed (a slow request, a
  kept-alive connection left quiet).

The rate is counted per token and per address: a neighbour who read a token off the air (it is in
the path, not secret) cannot starve the seat's own phone by flooding it from another address.

A seat is ``connected`` from its first good message, and ``dropped`` when no good message came
from it for ``silent_after`` seconds (longer than a poll waits); a good message after that makes
it ``connected`` again, and the table's flow sends it its whole view again. Delivery is at most
once: a queued message stays queued while the seat has no live poll, and is lost only if the
connection dies after it was written.

:meth:`PhoneServer.stop` closes the port and every socket and keeps the pairings (with their
counters: :meth:`PhoneServer.counters`), so :meth:`PhoneServer.start` can open it again;
:meth:`PhoneServer.retire` forgets a pairing (its waiting poll is answered ``404``).
"""

from __future__ import annotations

import ipaddress
import re
import secrets
import time
from collections import deque
from collections.abc import Callable, Mapping
from functools import partial
from typing import Final, Literal, cast

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket

from ..assets import asset_path
from .wire import ENVELOPE, TO_LAPTOP, TO_PHONE, Opener, Pairing, RandomBytes, WireError, encode_message, seal

#: The most bytes of a request's line and headers, with the blank line that ends them.
MAX_HEAD: Final = 2048
#: What a phone is answered when the laptop has nothing for it.
IDLE: Final[Mapping[str, object]] = {"t": "idle"}

#: Why a request or a connection was refused: ``token`` (no pairing has that token), the wire's
#: opening codes (``size``, ``direction``, ``replay``, ``forged``, ``padding``, ``json``: a known
#: token's envelope that does not open), ``rate`` (beyond the token's rate from one address),
#: ``head`` (line and headers beyond :data:`MAX_HEAD`), ``body`` (a body larger than an envelope),
#: ``malformed`` (a request out of shape), ``not_found`` (another path or method), ``pipelined``
#: (bytes before the last answer), ``peer`` (too many connections from one address), ``busy`` (too
#: many connections in all), ``slow`` (a request not complete in time).
Refusal = Literal[
    "token",
    "size",
    "direction",
    "replay",
    "forged",
    "padding",
    "json",
    "rate",
    "head",
    "body",
    "malformed",
    "not_found",
    "pipelined",
    "peer",
    "busy",
    "slow",
]

_PAGE: Final = re.compile(rb"/p/[0-9a-f]{32}")
_EXCHANGE: Final = re.compile(rb"/x/([0-9a-f]{32})")
_REQUEST_LINE: Final = re.compile(rb"([A-Z]{1,10}) (/[\x21-\x7e]*) HTTP/1\.([01])")
_HEADER: Final = re.compile(rb"([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*([\x20-\x7e\t]*?)[ \t]*")
_REASONS: Final = {
    200: "OK",
    400: "Bad Request",
    404: "Not Found",
    413: "Content Too Large",
    431: "Request Header Fields Too Large",
}
_HTML: Final = "text/html; charset=utf-8"
_SCRIPT: Final = "text/javascript; charset=utf-8"
_OCTETS: Final = "application/octet-stream"
#: What the page may do: run its two scripts and its own styles, post to this server; nothing else.
PAGE_POLICY: Final = (
    "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; "
    "img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
)


def response(status: int, content_type: str | None, body: bytes, *, close: bool, policy: str = "") -> bytes:
    """An HTTP/1.1 response: the same headers, in the same order, for every answer of a kind (no
    date, no server name), so two envelopes' answers differ only in the envelope's bytes."""
    lines = [
        f"HTTP/1.1 {status} {_REASONS[status]}",
        f"Content-Length: {len(body)}",
        "Cache-Control: no-store",
        "X-Content-Type-Options: nosniff",
        "Referrer-Policy: no-referrer",
    ]
    if content_type is not None:
        lines.append(f"Content-Type: {content_type}")
    if policy:
        lines.append(f"Content-Security-Policy: {policy}")
    if close:
        lines.append("Connection: close")
    return ("\r\n".join(lines) + "\r\n\r\n").encode("ascii") + body


def _packaged_phone_script() -> bytes:
    return asset_path("phone", "phone.js").read_bytes()


class _Head:
    """A request's line and headers, read."""

    __slots__ = ("method", "target", "close", "length", "chunked")

    def __init__(self, method: bytes, target: bytes, close: bool, length: int | None, chunked: bool) -> None:
        self.method = method
        self.target = target
        self.close = close
        self.length = length
        self.chunked = chunked


def parse_head(head: bytes) -> _Head | None:
    """The request line and headers (without the blank line that ends them), or None if they are
    out of shape: CRLF lines, ``METHOD /target HTTP/1.x``, ``name: value`` headers of printable
    ASCII, at most one ``Content-Length`` (digits only)."""
    lines = head.split(b"\r\n")
    found = _REQUEST_LINE.fullmatch(lines[0])
    if found is None:
        return None
    method, target, minor = found.groups()
    close = minor == b"0"
    length: int | None = None
    chunked = False
    for line in lines[1:]:
        header = _HEADER.fullmatch(line)
        if header is None:
            return None
        name, value = header[1].lower(), header[2]
        if name == b"content-length":
            if length is not None or not value.isdigit() or len(value) > 18:
                return None
            length = int(value)
        elif name == b"transfer-encoding":
            chunked = True
        elif name == b"connection":
            tokens = {part.strip().lower() for part in value.split(b",")}
            if b"close" in tokens:
                close = True
            elif minor == b"0" and b"keep-alive" in tokens:
                close = False
    return _Head(method, target, close, length, chunked)


class _Connection:
    """One phone's (or anyone's) TCP connection, and where its current request is."""

    __slots__ = ("socket", "peer", "buffer", "head", "since", "busy", "answer", "token", "closing", "close")

    def __init__(self, socket: QTcpSocket, peer: str, now: float) -> None:
        self.socket = socket
        self.peer = peer
        self.buffer = bytearray()
        self.head: _Head | None = None  # read, waiting for the body
        self.since = now  # since when it waits for a request (or since it is closing)
        self.busy = False  # a request is being answered: parked, or its answer waits for the tick
        self.answer: bytes | None = None  # written at the next tick
        self.token: str | None = None  # the seat whose poll it holds
        self.closing = False
        self.close = False  # close after the answer


class _Seat:
    """A pairing, as the server keeps it: its counters, its queue, its waiting poll."""

    __slots__ = ("pairing", "sent", "opener", "queue", "poll", "poll_until", "heard", "connected")

    def __init__(self, pairing: Pairing, sent: int, received: int, now: float) -> None:
        self.pairing = pairing
        self.sent = sent
        self.opener = Opener(pairing.key, TO_LAPTOP, received)
        self.queue: deque[Mapping[str, object]] = deque()
        self.poll: _Connection | None = None
        self.poll_until = 0.0
        self.heard = now
        self.connected = False


class _Bucket:
    """A token bucket: ``rate`` requests a second, up to ``rate`` at once."""

    __slots__ = ("level", "at")

    def __init__(self, level: float, at: float) -> None:
        self.level = level
        self.at = at


class PhoneServer(QObject):
    """The phones' server (see the module's text). ``page``, ``script`` and ``phone_script`` give
    the page's, tweetnacl-js's and the page's script's bytes; the times are in seconds; ``clock`` and ``random_bytes`` are for tests."""

    #: A good message from a seat's phone (polls included): ``(token, message)``.
    received = Signal(str, object)
    #: A seat's phone is heard from: its first good message, or the first after it dropped.
    connected = Signal(str)
    #: A seat's phone was not heard from for ``silent_after`` seconds.
    dropped = Signal(str)
    #: A request or a connection refused, and why (a :data:`Refusal` code; it names no one).
    refused = Signal(str)

    def __init__(
        self,
        page: Callable[[], bytes],
        script: Callable[[], bytes],
        *,
        phone_script: Callable[[], bytes] | None = None,
        tick: float = 0.1,
        idle_after: float = 20.0,
        silent_after: float = 45.0,
        socket_timeout: float = 10.0,
        max_per_peer: int = 8,
        max_connections: int = 64,
        rate: int = 20,
        clock: Callable[[], float] = time.monotonic,
        random_bytes: RandomBytes = secrets.token_bytes,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._page = page
        self._script = script
        self._phone_script = phone_script or _packaged_phone_script
        self._idle_after = idle_after
        self._silent_after = silent_after
        self._socket_timeout = socket_timeout
        self._max_per_peer = max_per_peer
        self._max_connections = max_connections
        self._rate = rate
        self._clock = clock
        self._random = random_bytes
        self._seats: dict[str, _Seat] = {}
        self._connections: dict[int, _Connection] = {}
        self._per_peer: dict[str, int] = {}
        self._buckets: dict[tuple[str, str], _Bucket] = {}
        self._server: QTcpServer | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(max(1, round(tick * 1000)))
        self._timer.timeout.connect(self._tick)

    # -- the port ------------------------------------------------------------------------------

    def start(self, host: str, port: int = 0) -> int:
        """Listen on ``host`` (the address of the interface the host picked; not a wildcard
        address, so no other interface hears) at ``port`` (0: any free port); the port bound.
        :class:`OSError` if the address cannot be bound."""
        if self._server is not None:
            raise RuntimeError("the phones' server is already listening")
        try:
            address = ipaddress.ip_address(host)
        except ValueError:
            raise ValueError(f"{host[:60]!r} is not an address") from None
        if address.is_unspecified:
            raise ValueError("the server listens on one interface's address, not on every interface")
        server = QTcpServer(self)
        server.setMaxPendingConnections(self._max_connections)
        if not server.listen(QHostAddress(str(address)), port):
            message = server.errorString()
            server.deleteLater()
            raise OSError(f"cannot listen on {host}:{port}: {message}")
        server.newConnection.connect(self._accept)
        self._server = server
        self._timer.start()
        return int(server.serverPort())

    @property
    def port(self) -> int | None:
        """The port listened on (None: not listening)."""
        return None if self._server is None else int(self._server.serverPort())

    def stop(self) -> None:
        """Close the port and every connection at once; the pairings are kept."""
        self._timer.stop()
        server, self._server = self._server, None
        if server is not None:
            server.close()
            server.deleteLater()
        for connection in list(self._connections.values()):
            self._forget(connection)
            connection.socket.abort()
            connection.socket.deleteLater()
        self._connections.clear()
        self._per_peer.clear()
        self._buckets.clear()
        for seat in self._seats.values():
            seat.poll = None
            seat.connected = False

    # -- the pairings --------------------------------------------------------------------------

    def add(self, pairing: Pairing, *, sent: int = 0, received: int = 0) -> None:
        """Serve ``pairing``'s seat; ``sent`` and ``received`` are the last counters used each way
        (0 for a new pairing; where a resumed game left them)."""
        if pairing.token in self._seats:
            raise ValueError("that pairing is already served")
        self._seats[pairing.token] = _Seat(pairing, sent, received, self._clock())

    def retire(self, token: str) -> None:
        """Forget a pairing: its queue is dropped, its waiting poll answered ``404``; from now on
        its token is unknown. Nothing if it is not served."""
        seat = self._seats.pop(token, None)
        if seat is None:
            return
        for key in [key for key in self._buckets if key[0] == token]:
            del self._buckets[key]
        if seat.poll is not None:
            self._finish(seat.poll, response(404, None, b"", close=True), close=True)

    def retire_all(self) -> None:
        """Forget every pairing (a new game)."""
        for token in list(self._seats):
            self.retire(token)

    @property
    def connections(self) -> int:
        """How many connections are open."""
        return len(self._connections)

    @property
    def tokens(self) -> list[str]:
        """The served pairings' tokens, in the order they were added."""
        return list(self._seats)

    def counters(self, token: str) -> tuple[int, int]:
        """The last counters used with a pairing: ``(sent, received)`` (to keep for a resume)."""
        seat = self._seats[token]
        return seat.sent, seat.opener.last

    def is_connected(self, token: str) -> bool:
        """Whether the seat's phone was heard from within ``silent_after`` seconds."""
        return self._seats[token].connected

    def send(self, token: str, message: Mapping[str, object]) -> None:
        """Queue ``message`` for the seat's phone: it answers the phone's next poll at a tick.
        A message that would not fit an envelope is refused now (:class:`WireError`)."""
        seat = self._seats[token]
        encode_message(message)
        seat.queue.append(message)

    def put(self, token: str, message: Mapping[str, object]) -> None:
        """Queue ``message`` for the seat's phone in place of anything queued for it and not yet
        sent: a whole screen makes the ones before it stale (a phone that sleeps gets the newest
        only). :class:`WireError` for a message that would not fit, as :meth:`send`."""
        seat = self._seats[token]
        encode_message(message)
        seat.queue.clear()
        seat.queue.append(message)

    # -- connections ---------------------------------------------------------------------------

    def _accept(self) -> None:
        server = self._server
        if server is None:
            return
        while server.hasPendingConnections():
            socket = server.nextPendingConnection()
            if socket is None:
                break
            peer = socket.peerAddress().toString()
            reason: Refusal | None = None
            if len(self._connections) >= self._max_connections:
                reason = "busy"
            elif self._per_peer.get(peer, 0) >= self._max_per_peer:
                reason = "peer"
            if reason is not None:
                socket.abort()
                socket.deleteLater()
                self.refused.emit(reason)
                continue
            connection = _Connection(socket, peer, self._clock())
            self._connections[id(connection)] = connection
            self._per_peer[peer] = self._per_peer.get(peer, 0) + 1
            socket.readyRead.connect(partial(self._read, connection))
            socket.disconnected.connect(partial(self._disconnected, connection))

    def _disconnected(self, connection: _Connection) -> None:
        if self._connections.pop(id(connection), None) is None:
            return
        self._forget(connection)
        left = self._per_peer.get(connection.peer, 1) - 1
        if left > 0:
            self._per_peer[connection.peer] = left
        else:
            self._per_peer.pop(connection.peer, None)
        connection.socket.deleteLater()

    def _forget(self, connection: _Connection) -> None:
        """Whatever seat's poll the connection held, it holds no more."""
        if connection.token is not None:
            seat = self._seats.get(connection.token)
            if seat is not None and seat.poll is connection:
                seat.poll = None
            connection.token = None

    def _read(self, connection: _Connection) -> None:
        data = bytes(connection.socket.readAll().data())
        if connection.closing or id(connection) not in self._connections:
            return
        if connection.busy:
            self._refuse(connection, "pipelined", 400)
            return
        connection.buffer += data
        if connection.head is None:
            end = connection.buffer.find(b"\r\n\r\n")
            if end < 0 or end + 4 > MAX_HEAD:
                if end >= 0 or len(connection.buffer) > MAX_HEAD:
                    self._refuse(connection, "head", 431)
                return
            head = parse_head(bytes(connection.buffer[:end]))
            del connection.buffer[: end + 4]
            if head is None:
                self._refuse(connection, "malformed", 400)
                return
            if not self._route_head(connection, head):
                return
        head = connection.head
        assert head is not None
        if len(connection.buffer) < ENVELOPE:
            return
        if len(connection.buffer) > ENVELOPE:
            self._refuse(connection, "pipelined", 400)
            return
        body = bytes(connection.buffer)
        connection.buffer.clear()
        connection.head = None
        connection.busy = True
        connection.close = head.close
        found = _EXCHANGE.fullmatch(head.target)
        assert found is not None
        self._exchange(connection, found[1].decode("ascii"), body)

    def _route_head(self, connection: _Connection, head: _Head) -> bool:
        """Answer a GET, refuse what is out of shape; True when a POST's body is to be read."""
        if head.method == b"GET":
            if head.chunked or head.length not in (None, 0):
                self._refuse(connection, "malformed", 400)
                return False
            if connection.buffer:
                self._refuse(connection, "pipelined", 400)
                return False
            if _PAGE.fullmatch(head.target):
                page = response(200, _HTML, self._page(), close=head.close, policy=PAGE_POLICY)
                self._answer_now(connection, page, head.close)
            elif head.target in (b"/nacl.js", b"/phone.js"):
                script = self._script() if head.target == b"/nacl.js" else self._phone_script()
                self._answer_now(connection, response(200, _SCRIPT, script, close=head.close), head.close)
            else:
                self._refuse(connection, "not_found", 404)
            return False
        if head.method != b"POST" or _EXCHANGE.fullmatch(head.target) is None:
            self._refuse(connection, "not_found", 404)
            return False
        if head.chunked or head.length is None:
            self._refuse(connection, "malformed", 400)
            return False
        if head.length > ENVELOPE:
            self._refuse(connection, "body", 413)
            return False
        if head.length < ENVELOPE:
            self._refuse(connection, "malformed", 400)
            return False
        connection.head = head
        return True

    def _exchange(self, connection: _Connection, token: str, body: bytes) -> None:
        seat = self._seats.get(token)
        if seat is None:
            self._refuse(connection, "token", 404)
            return
        now = self._clock()
        if not self._within_rate(token, connection.peer, now):
            self._noise(connection, "rate")
            return
        try:
            message = seat.opener.open(body)
        except WireError as refusal:
            self._noise(connection, cast(Refusal, refusal.code))
            return
        seat.heard = now
        older, seat.poll = seat.poll, connection
        seat.poll_until = now + self._idle_after
        connection.token = token
        if older is not None and older is not connection:
            older.token = None
            older.answer = self._envelope(seat, IDLE, older.close)
        if not seat.connected:
            seat.connected = True
            self.connected.emit(token)
        if self._seats.get(token) is seat:
            self.received.emit(token, message)

    def _within_rate(self, token: str, peer: str, now: float) -> bool:
        bucket = self._buckets.get((token, peer))
        if bucket is None:
            bucket = self._buckets[(token, peer)] = _Bucket(float(self._rate), now)
        bucket.level = min(float(self._rate), bucket.level + (now - bucket.at) * self._rate)
        bucket.at = now
        if bucket.level < 1.0:
            return False
        bucket.level -= 1.0
        return True

    # -- answers -------------------------------------------------------------------------------

    def _envelope(self, seat: _Seat, message: Mapping[str, object], close: bool) -> bytes:
        seat.sent += 1
        envelope = seal(seat.pairing.key, TO_PHONE, seat.sent, message, self._random)
        return response(200, _OCTETS, envelope, close=close)

    def _noise(self, connection: _Connection, reason: Refusal) -> None:
        """Answer a refused envelope of a known token, at the next tick, with an envelope's worth
        of random bytes (the direction's byte first, as an envelope starts): the page drops it."""
        body = bytes([TO_PHONE]) + self._random(ENVELOPE - 1)
        connection.answer = response(200, _OCTETS, body, close=connection.close)
        self.refused.emit(reason)

    def _refuse(self, connection: _Connection, reason: Refusal, status: int) -> None:
        self._finish(connection, response(status, None, b"", close=True), close=True)
        self.refused.emit(reason)

    def _answer_now(self, connection: _Connection, data: bytes, close: bool) -> None:
        self._finish(connection, data, close=close)

    def _finish(self, connection: _Connection, data: bytes, *, close: bool) -> None:
        """Write an answer; then wait for the next request, or close."""
        self._forget(connection)
        connection.answer = None
        connection.busy = False
        connection.head = None
        connection.buffer.clear()
        connection.since = self._clock()
        if connection.socket.state() != QAbstractSocket.SocketState.ConnectedState:
            return
        connection.socket.write(data)
        if close:
            connection.closing = True
            connection.socket.disconnectFromHost()

    def _tick(self) -> None:
        now = self._clock()
        for connection in list(self._connections.values()):
            if connection.answer is not None:
                self._finish(connection, connection.answer, close=connection.close)
        for seat in list(self._seats.values()):
            poll = seat.poll
            if poll is None:
                continue
            if poll.socket.state() != QAbstractSocket.SocketState.ConnectedState:
                seat.poll = None
                continue
            if seat.queue:
                message = seat.queue.popleft()
            elif now >= seat.poll_until:
                message = IDLE
            else:
                continue
            seat.poll = None
            poll.token = None
            self._finish(poll, self._envelope(seat, message, poll.close), close=poll.close)
        for connection in list(self._connections.values()):
            quiet = now - connection.since > self._socket_timeout
            if connection.closing and quiet:
                connection.socket.abort()
            elif quiet and not connection.busy:
                partway = bool(connection.buffer) or connection.head is not None
                self._finish(connection, b"", close=True)
                if partway:
                    self.refused.emit("slow")
        for key, bucket in list(self._buckets.items()):
            if bucket.level + (now - bucket.at) * self._rate >= self._rate:
                del self._buckets[key]
        for token, seat in list(self._seats.items()):
            if seat.connected and now - seat.heard > self._silent_after:
                seat.connected = False
                self.dropped.emit(token)
