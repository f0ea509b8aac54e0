"""The phones' wire format (docs/phones.md): the pairing link and the envelope. Pure: no Qt, no
sockets, no files, no clock, no global random; randomness comes from the caller, as a function
``random_bytes(n) -> bytes`` (the server passes :func:`secrets.token_bytes`).

A pairing names a seat of this game to the laptop (``token``, in the link's path) and holds the
key that seals every message between the laptop and that seat's phone (``key``, in the link's
fragment, which a browser never sends anywhere):

>>> counting = _Counting()
>>> pairing = new_pairing(counting)
>>> pairing.token
'000102030405060708090a0b0c0d0e0f'
>>> pairing.link("192.168.1.20", 8765)
'http://192.168.1.20:8765/p/000102030405060708090a0b0c0d0e0f#EBESExQVFhcYGRobHB0eHyAhIiMkJSYnKCkqKywtLi8'
>>> Pairing.from_link(pairing.link("192.168.1.20", 8765)) == pairing
True

Every envelope is :data:`ENVELOPE` bytes, whatever it says; a receiver opens each direction's
messages in order, once:

>>> envelope = seal(pairing.key, TO_PHONE, 1, {"t": "idle"}, counting)
>>> len(envelope)
8232
>>> phone = Opener(pairing.key, TO_PHONE)
>>> phone.open(envelope)
{'t': 'idle'}
>>> phone.open(envelope)
Traceback (most recent call last):
...
mafia_desktop.phones.wire.WireError: replay: the counter 1 is not after the last accepted (1)
"""

from __future__ import annotations

import base64
import binascii
import ipaddress
import json
import math
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Final, Literal, NamedTuple

from nacl.exceptions import CryptoError
from nacl.secret import SecretBox

from ..engine.errors import RecordError
from ..engine.strict_json import decode as strict_decode

#: Bytes of the plaintext in every envelope: the message's JSON, the byte 0x80, then zeros.
PLAIN_SIZE: Final = 8192
#: Bytes of the nonce: the direction (1), the counter (8, big-endian), then 15 random bytes.
NONCE: Final = 24
#: Bytes of Poly1305's authenticator.
MAC: Final = SecretBox.MACBYTES
#: Bytes of every envelope on the wire, in both directions.
ENVELOPE: Final = NONCE + MAC + PLAIN_SIZE
#: The direction byte of a message from the laptop to a phone.
TO_PHONE: Final = 1
#: The direction byte of a message from a phone to the laptop.
TO_LAPTOP: Final = 2
#: Bytes of a pairing's key (secretbox's key) and of its token.
KEY_SIZE: Final = SecretBox.KEY_SIZE
TOKEN_SIZE: Final = 16
#: The largest counter the nonce holds (8 bytes).
MAX_COUNTER: Final = 2**64 - 1
#: How deep a message may nest objects and lists (``{"a": [1]}`` is 2).
MAX_DEPTH: Final = 8
#: The most bytes a message's JSON may take: the rest of the plaintext is the padding.
MAX_MESSAGE: Final = PLAIN_SIZE - 1

_COUNTER_AT: Final = slice(1, 9)
_RANDOM_SIZE: Final = NONCE - 9
_PAD: Final = b"\x80"
_DIRECTIONS: Final = (TO_PHONE, TO_LAPTOP)
_TOKEN: Final = re.compile(r"[0-9a-f]{32}")
_KEY_TEXT: Final = re.compile(r"[A-Za-z0-9_-]{43}")
_HOST_NAME: Final = re.compile(r"(?=.{1,253}\Z)[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?")
_LINK: Final = re.compile(
    r"http://(?P<host>\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+):(?P<port>[0-9]{1,5})"
    r"/p/(?P<token>[0-9a-f]{32})#(?P<key>[A-Za-z0-9_-]{43})"
)

#: A source of random bytes: ``random_bytes(n)`` returns ``n`` bytes (:func:`secrets.token_bytes`).
RandomBytes = Callable[[int], bytes]

#: Why a message was refused:
#: sealing: ``too_big`` (its JSON does not fit the plaintext), ``too_deep`` (it nests deeper than
#: :data:`MAX_DEPTH`), ``not_json`` (something in it JSON cannot say exactly: a key that is not
#: text, a tuple, NaN, a broken character, an object of another kind);
#: opening: ``size`` (not :data:`ENVELOPE` bytes), ``direction`` (not this receiver's direction: a
#: reflection), ``replay`` (its counter is not after the last accepted), ``forged`` (it does not
#: authenticate under the key), ``padding`` (the plaintext does not end in 0x80 and zeros),
#: ``json`` (the message is not one JSON object in UTF-8, within the depth).
Code = Literal["too_big", "too_deep", "not_json", "size", "direction", "replay", "forged", "padding", "json"]


class WireError(ValueError):
    """A message refused, sealing or opening: ``code`` says why (:data:`Code`), the text says more
    for a log (never anything of the message's content or the key)."""

    def __init__(self, code: Code, detail: str) -> None:
        super().__init__(f"{code}: {detail}")
        self.code: Code = code


def _draw(random_bytes: RandomBytes, n: int) -> bytes:
    out = random_bytes(n)
    if not isinstance(out, bytes) or len(out) != n:
        raise ValueError(
            f"the random source gave {len(out) if isinstance(out, bytes) else out!r}, not {n} bytes"
        )
    return out


def _key_text(key: bytes) -> str:
    return base64.urlsafe_b64encode(key).rstrip(b"=").decode("ascii")


def _key_from_text(text: str) -> bytes:
    if not _KEY_TEXT.fullmatch(text):
        raise ValueError("a pairing's key is 43 characters of base64url without padding")
    try:
        key = base64.urlsafe_b64decode(text + "=")
    except (binascii.Error, ValueError):
        raise ValueError("a pairing's key is not base64url") from None
    if _key_text(key) != text:  # the last character's spare bits must be zero: one text a key
        raise ValueError("a pairing's key is not in its canonical base64url form")
    return key


@dataclass(frozen=True)
class Pairing:
    """A seat's pairing: ``token`` (32 lowercase hex digits) names it to the laptop's server;
    ``key`` (32 bytes) seals every message between the laptop and the phone. The key is kept out
    of the pairing's ``repr`` (a log never shows it)."""

    token: str
    key: bytes = field(repr=False)

    def __post_init__(self) -> None:
        if not isinstance(self.token, str) or not _TOKEN.fullmatch(self.token):
            raise ValueError("a pairing's token is 32 lowercase hex digits")
        if not isinstance(self.key, bytes) or len(self.key) != KEY_SIZE:
            raise ValueError(f"a pairing's key is {KEY_SIZE} bytes")

    @property
    def key_text(self) -> str:
        """The key as the link's fragment spells it: base64url without padding (43 characters)."""
        return _key_text(self.key)

    def link(self, host: str, port: int) -> str:
        """``http://<host>:<port>/p/<token>#<key>``: what the seat's QR code carries. ``host`` is
        the laptop's address on the interface the host picked (an IPv6 address goes in brackets)."""
        return f"http://{_host_in_link(host)}:{_port(port)}/p/{self.token}#{self.key_text}"

    @classmethod
    def from_link(cls, url: str) -> Pairing:
        """The pairing a link carries (:meth:`link`'s inverse); :class:`ValueError` if it is not one."""
        return parse_link(url).pairing


class Link(NamedTuple):
    """A pairing link, read: where the laptop listens, and the pairing."""

    host: str
    port: int
    pairing: Pairing


def parse_link(url: str) -> Link:
    """The host, the port and the pairing of a link as :meth:`Pairing.link` writes it (for the
    tests and the command line); :class:`ValueError` if ``url`` is not such a link."""
    found = _LINK.fullmatch(url)
    if found is None:
        raise ValueError("not a pairing link (http://<address>:<port>/p/<token>#<key>)")
    host = found["host"]
    if host.startswith("["):
        host = host[1:-1]
    _host_in_link(host)
    port = _port(int(found["port"]))
    return Link(host, port, Pairing(found["token"], _key_from_text(found["key"])))


def _host_in_link(host: str) -> str:
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        if not _HOST_NAME.fullmatch(host) or ".." in host:
            raise ValueError(f"{host[:60]!r} is not an address or a host name") from None
        return host
    return f"[{address.compressed}]" if address.version == 6 else address.compressed


def _port(port: int) -> int:
    if isinstance(port, bool) or not isinstance(port, int) or not 1 <= port <= 65535:
        raise ValueError(f"{port!r} is not a port (1-65535)")
    return port


def new_pairing(random_bytes: RandomBytes) -> Pairing:
    """A new pairing: the token from the first 16 bytes drawn, the key from the next 32."""
    token = _draw(random_bytes, TOKEN_SIZE).hex()
    return Pairing(token, _draw(random_bytes, KEY_SIZE))


def _check_direction(direction: int) -> None:
    if direction not in _DIRECTIONS:
        raise ValueError(f"the direction is {TO_PHONE} (to a phone) or {TO_LAPTOP} (to the laptop)")


def _check_key(key: bytes) -> None:
    if not isinstance(key, bytes) or len(key) != KEY_SIZE:
        raise ValueError(f"a key is {KEY_SIZE} bytes")


def _check_json(value: object, depth: int) -> None:
    """``value`` is what JSON says exactly (so it comes back equal), nested within ``depth``."""
    if value is None or isinstance(value, (bool, int, str)):
        return
    if isinstance(value, float):
        if not math.isfinite(value):
            raise WireError("not_json", "a number is not finite")
        return
    if isinstance(value, (dict, list)):
        if depth <= 0:
            raise WireError("too_deep", f"the message nests more than {MAX_DEPTH} levels deep")
        items = value.items() if isinstance(value, dict) else enumerate(value)
        for key, item in items:
            if isinstance(value, dict) and not isinstance(key, str):
                raise WireError("not_json", f"a key of kind {type(key).__name__} (keys are text)")
            _check_json(item, depth - 1)
        return
    raise WireError("not_json", f"a value of kind {type(value).__name__}")


def encode_message(message: Mapping[str, object]) -> bytes:
    """The message's JSON as the plaintext starts with it: compact, UTF-8 (as ``JSON.stringify``
    writes it, for a message without fractions), refused with a :class:`WireError` when it is not
    an object JSON says exactly, nests too deep, or is longer than :data:`MAX_MESSAGE` bytes."""
    if not isinstance(message, dict):
        raise WireError("not_json", "a message is one JSON object")
    _check_json(message, MAX_DEPTH)
    try:
        data = json.dumps(message, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode("utf-8")
    except UnicodeEncodeError:
        raise WireError("not_json", "the message holds a broken character (a lone surrogate)") from None
    if len(data) > MAX_MESSAGE:
        raise WireError("too_big", f"the message takes {len(data)} bytes; at most {MAX_MESSAGE} fit")
    return data


def pad(data: bytes) -> bytes:
    """``data``, the byte 0x80, then zeros up to :data:`PLAIN_SIZE` bytes."""
    if len(data) > MAX_MESSAGE:
        raise WireError("too_big", f"the message takes {len(data)} bytes; at most {MAX_MESSAGE} fit")
    return data + _PAD + bytes(PLAIN_SIZE - len(data) - 1)


def unpad(plain: bytes) -> bytes:
    """What :func:`pad` padded: :class:`WireError` (``padding``) if ``plain`` is not padded so."""
    if len(plain) != PLAIN_SIZE:
        raise WireError("padding", f"the plaintext is {len(plain)} bytes, not {PLAIN_SIZE}")
    data = plain.rstrip(b"\x00")
    if not data.endswith(_PAD):
        raise WireError("padding", "the plaintext does not end in 0x80 and zeros")
    return data[:-1]


def nonce(direction: int, counter: int, random_bytes: RandomBytes) -> bytes:
    """The nonce of the ``counter``-th message in ``direction``: the direction's byte, the counter
    in 8 bytes big-endian, then 15 random bytes."""
    _check_direction(direction)
    if isinstance(counter, bool) or not isinstance(counter, int) or not 1 <= counter <= MAX_COUNTER:
        raise ValueError(f"a counter is from 1 to {MAX_COUNTER}")
    return bytes([direction]) + counter.to_bytes(8, "big") + _draw(random_bytes, _RANDOM_SIZE)


def seal(
    key: bytes, direction: int, counter: int, message: Mapping[str, object], random_bytes: RandomBytes
) -> bytes:
    """The envelope of ``message``, the ``counter``-th (from 1) in ``direction`` under ``key``:
    :data:`ENVELOPE` bytes, whatever the message. A message that does not fit, or that JSON cannot
    say exactly, is refused (:class:`WireError`) and nothing is drawn from ``random_bytes``."""
    _check_key(key)
    _check_direction(direction)
    plain = pad(encode_message(message))
    envelope = bytes(SecretBox(key).encrypt(plain, nonce(direction, counter, random_bytes)))
    assert len(envelope) == ENVELOPE
    return envelope


def counter_of(envelope: bytes) -> int:
    """The counter an envelope's nonce says (not yet authenticated)."""
    return int.from_bytes(envelope[_COUNTER_AT], "big")


class Opener:
    """Opens the envelopes that come one way (``direction``) under one pairing's key, each once
    and in order: it keeps the last counter it accepted (``last``; 0 before any, or where a
    resumed game left it). A refusal (:class:`WireError`) changes nothing."""

    def __init__(self, key: bytes, direction: int, last: int = 0) -> None:
        _check_key(key)
        _check_direction(direction)
        if isinstance(last, bool) or not isinstance(last, int) or not 0 <= last <= MAX_COUNTER:
            raise ValueError(f"the last counter is from 0 to {MAX_COUNTER}")
        self._box = SecretBox(key)
        self._direction = direction
        self._last = last

    @property
    def direction(self) -> int:
        return self._direction

    @property
    def last(self) -> int:
        """The counter of the last message accepted (0: none yet)."""
        return self._last

    def open(self, envelope: bytes) -> dict[str, object]:
        """The message in ``envelope``, if it is the next one from the other side: its size, its
        direction, its counter (after the last), its authentication, its padding and its JSON
        (one object, nested within :data:`MAX_DEPTH`) are checked in that order, the first that
        fails refusing it with its :class:`WireError` code."""
        if not isinstance(envelope, (bytes, bytearray, memoryview)) or len(envelope) != ENVELOPE:
            size = len(envelope) if isinstance(envelope, (bytes, bytearray, memoryview)) else "no"
            raise WireError("size", f"an envelope is {ENVELOPE} bytes, not {size}")
        envelope = bytes(envelope)
        if envelope[0] != self._direction:
            raise WireError("direction", f"the direction byte is {envelope[0]}, not {self._direction}")
        counter = counter_of(envelope)
        if counter <= self._last:
            raise WireError("replay", f"the counter {counter} is not after the last accepted ({self._last})")
        try:
            plain = self._box.decrypt(envelope[NONCE:], envelope[:NONCE])
        except CryptoError:
            raise WireError("forged", "the envelope does not authenticate under the pairing's key") from None
        data = unpad(plain)
        message = decode_message(data)
        self._last = counter
        return message


def decode_message(data: bytes) -> dict[str, object]:
    """The JSON object in ``data`` (UTF-8, no byte-order mark), read strictly in time linear in
    its length (:mod:`mafia_desktop.engine.strict_json`): :class:`WireError` (``json``) if it is
    anything else."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise WireError("json", f"the message is not UTF-8 (byte {exc.start})") from None
    if text.startswith("\ufeff"):
        raise WireError("json", "the message starts with a byte-order mark")
    try:
        doc = strict_decode(text, max_bytes=MAX_MESSAGE, max_depth=MAX_DEPTH, what="a phone's message")
    except RecordError as exc:
        raise WireError("json", str(exc)) from None
    if not isinstance(doc, dict):
        raise WireError("json", "the message is not a JSON object")
    return doc


class _Counting:
    """A random source for examples: 0, 1, 2, ... (mod 256), one byte after the other."""

    def __init__(self) -> None:
        self._next = 0

    def __call__(self, n: int) -> bytes:
        out = bytes((self._next + i) % 256 for i in range(n))
        self._next += n
        return out
