"""Writes tests/phones/vectors.json: fixed test vectors of the phones' wire format
(docs/phones.md), for the page's tests (tweetnacl-js) to check the same bytes:

    python -m tests.phones.make_vectors

tests/phones/test_vectors.py checks the file is what this writes.

- ``pairing``: the random source's bytes (16 for the token, then 32 for the key), the token, the
  key (hex and as the link's fragment spells it), and the link for 192.168.1.20:8765.
- ``envelopes``: each sealed with the pairing's key: the direction, the counter, the 15 random
  bytes of the nonce, the message, its JSON exactly as sealed (``JSON.stringify`` writes the same),
  the nonce and the whole envelope (8232 bytes) in hex. Opened in order by a receiver of that
  direction, each gives its message.
- ``refused``: envelopes a receiver of ``direction`` that has accepted up to ``last`` must refuse,
  with the code :class:`mafia_desktop.phones.wire.WireError` gives (``size``, ``direction``,
  ``replay``, ``forged``, ``padding``, ``json``), and that receiver's ``last`` unchanged.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from nacl.secret import SecretBox

from mafia_desktop.phones import wire

PATH = Path(__file__).with_name("vectors.json")
HOST, PORT = "192.168.1.20", 8765


class Fixed:
    """A random source that gives the bytes it was given, in order, and nothing more."""

    def __init__(self, data: bytes) -> None:
        self._data = data

    def __call__(self, n: int) -> bytes:
        assert len(self._data) >= n, "the fixed random source ran dry"
        out, self._data = self._data[:n], self._data[n:]
        return out


def _stream(seed: int) -> Iterator[int]:
    """Bytes that look nothing like a pattern but are fixed: a linear congruential sequence."""
    state = seed
    while True:
        state = (state * 1103515245 + 12345) % 2**31
        yield state >> 16 & 0xFF


def fixed_bytes(seed: int, n: int) -> bytes:
    stream = _stream(seed)
    return bytes(next(stream) for _ in range(n))


# (direction, counter, message): the laptop's and the phone's first messages, one with Cyrillic
# text and every kind of JSON value but a fraction, and one that fills the plaintext exactly.
_FILL = wire.MAX_MESSAGE - len('{"t":"fill","x":""}')
MESSAGES: list[tuple[int, int, dict[str, Any]]] = [
    (wire.TO_PHONE, 1, {"t": "idle"}),
    (wire.TO_LAPTOP, 1, {"t": "poll"}),
    (wire.TO_PHONE, 2, {"t": "hello", "text": "Привет, стол", "n": [1, -2, 300000], "ok": True, "no": None}),
    (wire.TO_LAPTOP, 7, {"t": "fill", "x": "z" * _FILL}),
]


def vectors() -> dict[str, Any]:
    pairing_random = fixed_bytes(49, wire.TOKEN_SIZE + wire.KEY_SIZE)
    pairing = wire.new_pairing(Fixed(pairing_random))
    key = pairing.key
    envelopes = []
    for i, (direction, counter, message) in enumerate(MESSAGES):
        random = fixed_bytes(100 + i, 15)
        sealed = wire.seal(key, direction, counter, message, Fixed(random))
        envelopes.append(
            {
                "direction": direction,
                "counter": counter,
                "random_hex": random.hex(),
                "message": message,
                "message_json": wire.encode_message(message).decode("utf-8"),
                "nonce_hex": sealed[: wire.NONCE].hex(),
                "envelope_hex": sealed.hex(),
            }
        )
    first_to_phone = bytes.fromhex(envelopes[0]["envelope_hex"])
    box = SecretBox(key)

    def raw(direction: int, counter: int, plain: bytes, seed: int) -> bytes:
        """An envelope that authenticates but whose plaintext is ``plain`` as it is."""
        return bytes(box.encrypt(plain, wire.nonce(direction, counter, Fixed(fixed_bytes(seed, 15)))))

    flipped = bytearray(first_to_phone)
    flipped[wire.NONCE + wire.MAC + 5] ^= 0x01
    refused = [
        ("size", wire.TO_PHONE, 0, first_to_phone[:-1], "one byte short"),
        ("size", wire.TO_PHONE, 0, first_to_phone + b"\x00", "one byte long"),
        ("direction", wire.TO_LAPTOP, 0, first_to_phone, "the laptop's own message sent back to it"),
        ("replay", wire.TO_PHONE, 1, first_to_phone, "the first message again, once it was accepted"),
        ("forged", wire.TO_PHONE, 0, bytes(flipped), "one bit of the ciphertext flipped"),
        ("padding", wire.TO_PHONE, 0, raw(wire.TO_PHONE, 1, bytes(wire.PLAIN_SIZE), 200), "all zeros"),
        (
            "padding",
            wire.TO_PHONE,
            0,
            raw(wire.TO_PHONE, 1, b'{"t":"idle"}\x80' + bytes(wire.PLAIN_SIZE - 14) + b"\x01", 201),
            "a byte after the padding",
        ),
        ("json", wire.TO_PHONE, 0, raw(wire.TO_PHONE, 1, wire.pad(b"[1,2]"), 202), "a list, not an object"),
        ("json", wire.TO_PHONE, 0, raw(wire.TO_PHONE, 1, wire.pad(b'{"t":'), 203), "not JSON"),
    ]
    return {
        "about": "Test vectors of the phones' wire format (docs/phones.md); written by tests/phones/make_vectors.py",
        "constants": {
            "PLAIN_SIZE": wire.PLAIN_SIZE,
            "NONCE": wire.NONCE,
            "MAC": wire.MAC,
            "ENVELOPE": wire.ENVELOPE,
            "TO_PHONE": wire.TO_PHONE,
            "TO_LAPTOP": wire.TO_LAPTOP,
            "MAX_DEPTH": wire.MAX_DEPTH,
        },
        "pairing": {
            "random_hex": pairing_random.hex(),
            "token": pairing.token,
            "key_hex": key.hex(),
            "key_b64url": pairing.key_text,
            "host": HOST,
            "port": PORT,
            "link": pairing.link(HOST, PORT),
        },
        "envelopes": envelopes,
        "refused": [
            {"code": code, "direction": direction, "last": last, "what": what, "envelope_hex": envelope.hex()}
            for code, direction, last, envelope, what in refused
        ],
    }


def text() -> str:
    return json.dumps(vectors(), ensure_ascii=False, indent=1) + "\n"


if __name__ == "__main__":
    PATH.write_text(text(), encoding="utf-8")
    sys.stdout.write(f"wrote {PATH}\n")
