"""The phones' wire format (docs/phones.md): the pairing link and the envelope."""

from __future__ import annotations

import base64
import json
import random
import re
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from nacl.secret import SecretBox

from mafia_desktop.phones import wire
from mafia_desktop.phones.wire import (
    ENVELOPE,
    NONCE,
    PLAIN_SIZE,
    TO_LAPTOP,
    TO_PHONE,
    Opener,
    Pairing,
    WireError,
    new_pairing,
    parse_link,
    seal,
)

from .make_vectors import Fixed, fixed_bytes

KEY = bytes(range(32))


class Seeded:
    """A fixed random source that never runs dry: bytes 0, 1, 2, ... from where it was started."""

    def __init__(self, start: int = 0) -> None:
        self.drawn = 0
        self._next = start

    def __call__(self, n: int) -> bytes:
        out = bytes((self._next + i) % 256 for i in range(n))
        self._next += n
        self.drawn += n
        return out


def sealed(direction: int, counter: int, message: dict[str, Any], key: bytes = KEY) -> bytes:
    return seal(key, direction, counter, message, Seeded(counter))


def refused(opener: Opener, envelope: bytes, code: str) -> None:
    """``opener`` refuses ``envelope`` with ``code``, and is as it was."""
    before = opener.last
    with pytest.raises(WireError) as caught:
        opener.open(envelope)
    assert caught.value.code == code, caught.value
    assert opener.last == before
    assert isinstance(caught.value, ValueError)


def test_the_constants_are_the_designs() -> None:
    assert (PLAIN_SIZE, NONCE, ENVELOPE, TO_PHONE, TO_LAPTOP) == (8192, 24, 8232, 1, 2)
    assert wire.MAC == 16 and NONCE + wire.MAC + PLAIN_SIZE == ENVELOPE


# --- the pairing and its link ---


def test_a_new_pairing_draws_its_token_then_its_key_from_the_source_it_is_given() -> None:
    source = Fixed(bytes(range(48)))
    pairing = new_pairing(source)
    assert pairing.token == bytes(range(16)).hex()
    assert pairing.key == bytes(range(16, 48))
    assert new_pairing(Fixed(bytes(range(48)))) == pairing  # the same source, the same pairing


def test_the_link_has_the_token_in_its_path_and_the_key_in_its_fragment() -> None:
    pairing = new_pairing(Fixed(fixed_bytes(7, 48)))
    link = pairing.link("10.0.0.5", 8080)
    found = re.fullmatch(r"http://10\.0\.0\.5:8080/p/([0-9a-f]+)#([A-Za-z0-9_-]+)", link)
    assert found is not None, link
    token, fragment = found.groups()
    assert re.fullmatch(r"[0-9a-f]{32}", token) and token == pairing.token
    assert len(fragment) == 43 and "=" not in fragment
    assert base64.urlsafe_b64decode(fragment + "=") == pairing.key
    assert Pairing.from_link(link) == pairing
    assert parse_link(link) == ("10.0.0.5", 8080, pairing)


def test_an_ipv6_address_goes_in_brackets_and_comes_back() -> None:
    pairing = new_pairing(Seeded())
    link = pairing.link("fe80::1", 1234)
    assert link.startswith("http://[fe80::1]:1234/p/")
    assert parse_link(link) == ("fe80::1", 1234, pairing)
    assert parse_link(pairing.link("laptop.local", 80)).host == "laptop.local"


def test_the_key_stays_out_of_the_pairings_repr() -> None:
    pairing = new_pairing(Seeded())
    assert pairing.key_text not in repr(pairing) and repr(pairing.key) not in repr(pairing)
    assert pairing.token in repr(pairing)


@pytest.mark.parametrize(
    "link",
    [
        "https://10.0.0.5:8080/p/" + "a" * 32 + "#" + "A" * 43,  # not http
        "http://10.0.0.5/p/" + "a" * 32 + "#" + "A" * 43,  # no port
        "http://10.0.0.5:0/p/" + "a" * 32 + "#" + "A" * 43,  # port 0
        "http://10.0.0.5:70000/p/" + "a" * 32 + "#" + "A" * 43,
        "http://10.0.0.5:80/p/" + "A" * 32 + "#" + "A" * 43,  # upper-case token
        "http://10.0.0.5:80/p/" + "a" * 31 + "#" + "A" * 43,
        "http://10.0.0.5:80/p/" + "a" * 32 + "#" + "A" * 42,  # a key too short
        "http://10.0.0.5:80/p/" + "a" * 32 + "#" + "A" * 42 + "B",  # spare bits set: not canonical
        "http://10.0.0.5:80/p/" + "a" * 32 + "#" + "A" * 42 + "=",
        "http://10.0.0.5:80/p/" + "a" * 32,  # no key
        "http://[nothing]:80/p/" + "a" * 32 + "#" + "A" * 43,
        "http://-x:80/p/" + "a" * 32 + "#" + "A" * 43,
        "http://10.0.0.5:80/p/" + "a" * 32 + "#" + "A" * 43 + "\n",
    ],
)
def test_what_is_not_a_pairing_link_is_refused(link: str) -> None:
    with pytest.raises(ValueError):
        Pairing.from_link(link)


def test_a_pairing_is_checked_when_made() -> None:
    for token, key in [("a" * 31, KEY), ("A" * 32, KEY), ("a" * 32, KEY[:31]), ("a" * 32, "x" * 32)]:
        with pytest.raises(ValueError):
            Pairing(token, key)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        new_pairing(lambda n: bytes(n - 1))  # a source that gives too little
    with pytest.raises(ValueError):
        Pairing("a" * 32, KEY).link("10.0.0.5/x", 80)
    with pytest.raises(ValueError):
        Pairing("a" * 32, KEY).link("10.0.0.5", 65536)


# --- the envelope ---


def test_a_message_sealed_for_a_phone_opens_on_the_phone() -> None:
    phone, laptop = Opener(KEY, TO_PHONE), Opener(KEY, TO_LAPTOP)
    message = {"t": "turn", "text": "Кого проверить?", "seats": [1, 2, 3], "hold": True, "x": None, "f": 0.5}
    assert phone.open(sealed(TO_PHONE, 1, message)) == message
    assert phone.last == 1
    assert laptop.open(sealed(TO_LAPTOP, 1, {"t": "poll"})) == {"t": "poll"}
    assert phone.open(sealed(TO_PHONE, 5, {"t": "idle"})) == {"t": "idle"}  # a gap is fine
    assert (phone.last, laptop.last) == (5, 1)


def test_the_nonce_is_the_direction_the_counter_and_15_random_bytes() -> None:
    envelope = seal(KEY, TO_LAPTOP, 0x0102030405060708, {"t": "poll"}, Fixed(bytes(range(100, 115))))
    assert envelope[:NONCE] == bytes([2, 1, 2, 3, 4, 5, 6, 7, 8]) + bytes(range(100, 115))
    plain = SecretBox(KEY).decrypt(envelope[NONCE:], envelope[:NONCE])
    assert plain == b'{"t":"poll"}\x80' + bytes(PLAIN_SIZE - 13)


def test_sealing_is_determined_by_the_random_source() -> None:
    a = seal(KEY, TO_PHONE, 3, {"t": "idle"}, Seeded(9))
    assert a == seal(KEY, TO_PHONE, 3, {"t": "idle"}, Seeded(9))
    assert a != seal(KEY, TO_PHONE, 3, {"t": "idle"}, Seeded(10))
    source = Seeded()
    seal(KEY, TO_PHONE, 3, {"t": "idle"}, source)
    assert source.drawn == 15


@pytest.mark.parametrize("length", [0, 1, 100, 1000, 2000, 8000, wire.MAX_MESSAGE - len('{"x":""}')])
def test_every_envelope_is_8232_bytes_whatever_it_says(length: int) -> None:
    envelope = sealed(TO_PHONE, 1, {"x": "a" * length})
    assert len(envelope) == ENVELOPE
    assert Opener(KEY, TO_PHONE).open(envelope) == {"x": "a" * length}


def test_the_spy_two_messages_that_differ_only_in_what_they_say_look_alike() -> None:
    """Two deals that differ in who holds what: a spy on the wire sees envelopes of one size, with
    nonces that differ only in their random bytes."""
    town = seal(KEY, TO_PHONE, 4, {"t": "card", "role": "civilian", "team": "town"}, Seeded(1))
    mafia = seal(KEY, TO_PHONE, 4, {"t": "card", "role": "don", "team": "mafia"}, Seeded(2))
    assert len(town) == len(mafia) == ENVELOPE
    assert town[:9] == mafia[:9]
    for secret in (b"civilian", b"don", b"mafia", b"town", b"card"):
        assert secret not in town and secret not in mafia
    # Messages of any length give the same size.
    sizes = {len(sealed(TO_PHONE, 1, {"t": "x" * n})) for n in (0, 5, 50, 500, 2000, 8000)}
    assert sizes == {ENVELOPE}


def test_a_replay_is_refused() -> None:
    phone = Opener(KEY, TO_PHONE)
    first, second = sealed(TO_PHONE, 1, {"n": 1}), sealed(TO_PHONE, 2, {"n": 2})
    assert phone.open(first) == {"n": 1}
    refused(phone, first, "replay")
    assert phone.open(second) == {"n": 2}
    refused(phone, first, "replay")  # an older one too
    refused(phone, second, "replay")


def test_a_counter_of_zero_is_never_accepted_and_a_resumed_opener_keeps_its_place() -> None:
    envelope = bytearray(sealed(TO_PHONE, 1, {"n": 1}))
    envelope[1:9] = bytes(8)
    refused(Opener(KEY, TO_PHONE), bytes(envelope), "replay")
    resumed = Opener(KEY, TO_PHONE, last=7)
    refused(resumed, sealed(TO_PHONE, 7, {"n": 7}), "replay")
    assert resumed.open(sealed(TO_PHONE, 8, {"n": 8})) == {"n": 8}


def test_a_reflection_is_refused() -> None:
    """The laptop's own message sent back to it (or the phone's to the phone)."""
    refused(Opener(KEY, TO_LAPTOP), sealed(TO_PHONE, 1, {"t": "idle"}), "direction")
    refused(Opener(KEY, TO_PHONE), sealed(TO_LAPTOP, 1, {"t": "poll"}), "direction")


def test_a_reflection_with_its_direction_byte_changed_does_not_authenticate() -> None:
    envelope = bytearray(sealed(TO_PHONE, 1, {"t": "idle"}))
    envelope[0] = TO_LAPTOP
    refused(Opener(KEY, TO_LAPTOP), bytes(envelope), "forged")


def test_one_flipped_bit_anywhere_is_refused() -> None:
    envelope = sealed(TO_PHONE, 1, {"t": "idle"})
    opener = Opener(KEY, TO_PHONE)
    for bit in range(ENVELOPE * 8):
        tampered = bytearray(envelope)
        tampered[bit // 8] ^= 1 << (bit % 8)
        with pytest.raises(WireError) as caught:
            opener.open(bytes(tampered))
        if bit < 8:  # the direction byte: another direction
            assert caught.value.code == "direction", bit
        elif bit == 64:  # the counter's lowest bit: 1 becomes 0, never accepted
            assert caught.value.code == "replay", bit
        else:  # anything else: only the authenticator can tell
            assert caught.value.code == "forged", bit
        assert opener.last == 0
    assert opener.open(envelope) == {"t": "idle"}


def test_a_key_of_another_pairing_does_not_open_it() -> None:
    refused(Opener(bytes(32), TO_PHONE), sealed(TO_PHONE, 1, {"t": "idle"}), "forged")


@pytest.mark.parametrize("size", [0, 1, NONCE, NONCE + 16, ENVELOPE - 1, ENVELOPE + 1, 2 * ENVELOPE])
def test_truncated_and_oversized_envelopes_are_refused(size: int) -> None:
    envelope = sealed(TO_PHONE, 1, {"t": "idle"})
    body = (envelope * 2)[:size]
    refused(Opener(KEY, TO_PHONE), body, "size")


def authentic(plain: bytes, counter: int = 1) -> bytes:
    """An envelope that authenticates under KEY but holds ``plain`` as it is."""
    return bytes(SecretBox(KEY).encrypt(plain, wire.nonce(TO_PHONE, counter, Seeded())))


@pytest.mark.parametrize(
    "plain",
    [
        bytes(PLAIN_SIZE),  # no 0x80
        b'{"t":"idle"}' + bytes(PLAIN_SIZE - 12),
        b'{"t":"idle"}\x80' + bytes(PLAIN_SIZE - 14) + b"\x01",  # a byte after the padding
        b'{"t":"idle"}\x81' + bytes(PLAIN_SIZE - 13),
    ],
)
def test_bad_padding_is_refused(plain: bytes) -> None:
    refused(Opener(KEY, TO_PHONE), authentic(plain), "padding")


@pytest.mark.parametrize(
    "body",
    [
        b"",
        b"[1,2]",
        b'"text"',
        b"null",
        b'{"t":',
        b'{"t":"a","t":"b"}',  # a key twice
        b'{"x":NaN}',
        b'{"x":1e999}',
        b"\xef\xbb\xbf{}",  # a byte-order mark
        b'{"x":"\xff"}',  # not UTF-8
        b'{"x":"\\ud800"}',  # a lone surrogate
        b"{}\x80",  # the message holds 0x80: not UTF-8
        b'{"a":' * 9 + b"1" + b"}" * 9,  # deeper than MAX_DEPTH
    ],
)
def test_what_is_not_one_json_object_is_refused(body: bytes) -> None:
    refused(Opener(KEY, TO_PHONE), authentic(wire.pad(body)), "json")


def test_a_message_as_deep_as_allowed_opens() -> None:
    body = b'{"a":' * 7 + b"[1]" + b"}" * 7
    assert wire.MAX_DEPTH == 8
    assert Opener(KEY, TO_PHONE).open(authentic(wire.pad(body)))["a"] is not None


def test_deep_nesting_is_found_in_time_linear_in_its_length() -> None:
    """The depth is found before any parser walks the text (strict_json): brackets deep enough to
    break Python's parser are refused as any other bad JSON."""
    body = b"[" * (wire.MAX_MESSAGE // 2) + b"]" * (wire.MAX_MESSAGE // 2)
    refused(Opener(KEY, TO_PHONE), authentic(wire.pad(body)), "json")


def test_a_message_too_big_to_seal_is_refused_before_anything_is_drawn() -> None:
    fits = {"x": "a" * (wire.MAX_MESSAGE - len('{"x":""}'))}
    assert len(sealed(TO_PHONE, 1, fits)) == ENVELOPE
    for big in (
        {"x": "a" * (wire.MAX_MESSAGE - len('{"x":""}') + 1)},
        {"x": "я" * (wire.PLAIN_SIZE // 2)},
        {"x": list(range(2000))},
    ):
        source = Seeded()
        with pytest.raises(WireError) as caught:
            seal(KEY, TO_PHONE, 1, big, source)
        assert caught.value.code == "too_big"
        assert source.drawn == 0


@pytest.mark.parametrize(
    ("message", "code"),
    [
        ({"a": float("nan")}, "not_json"),
        ({"a": float("inf")}, "not_json"),
        ({1: "a"}, "not_json"),
        ({"a": {2: "b"}}, "not_json"),
        ({"a": (1, 2)}, "not_json"),
        ({"a": {1, 2}}, "not_json"),
        ({"a": b"x"}, "not_json"),
        ({"a": "\ud800"}, "not_json"),
        (["a"], "not_json"),
        ({"a": [[[[[[[[1]]]]]]]]}, "too_deep"),
        (
            {"a": [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]},
            "too_deep",
        ),
    ],
)
def test_what_json_cannot_say_exactly_is_refused_when_sealed(message: Any, code: str) -> None:
    with pytest.raises(WireError) as caught:
        seal(KEY, TO_PHONE, 1, message, Seeded())
    assert caught.value.code == code


def test_the_sealers_mistakes_are_value_errors() -> None:
    for call in (
        lambda: seal(KEY, 3, 1, {}, Seeded()),
        lambda: seal(KEY, TO_PHONE, 0, {}, Seeded()),
        lambda: seal(KEY, TO_PHONE, 2**64, {}, Seeded()),
        lambda: seal(KEY[:31], TO_PHONE, 1, {}, Seeded()),
        lambda: seal(KEY, TO_PHONE, 1, {}, lambda n: b"short"),
        lambda: Opener(KEY, 0),
        lambda: Opener(KEY, TO_PHONE, last=-1),
    ):
        with pytest.raises(ValueError):
            call()


def test_the_largest_counter_still_seals_and_opens() -> None:
    opener = Opener(KEY, TO_PHONE, last=wire.MAX_COUNTER - 1)
    assert opener.open(sealed(TO_PHONE, wire.MAX_COUNTER, {"t": "idle"})) == {"t": "idle"}
    assert opener.last == wire.MAX_COUNTER


# --- any message JSON can say comes back as it went ---

_text = st.text(st.characters(codec="utf-8"), max_size=20)
_values: st.SearchStrategy[Any] = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | _text,
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(_text, inner, max_size=5),
    max_leaves=30,
)
_messages = st.dictionaries(_text, _values, max_size=6)


def _depth(value: object) -> int:
    if isinstance(value, dict):
        return 1 + max((_depth(v) for v in value.values()), default=0)
    if isinstance(value, list):
        return 1 + max((_depth(v) for v in value), default=0)
    return 0


@given(
    message=_messages,
    counter=st.integers(1, wire.MAX_COUNTER),
    direction=st.sampled_from([TO_PHONE, TO_LAPTOP]),
)
def test_any_json_message_that_fits_comes_back_as_it_went(
    message: dict[str, Any], counter: int, direction: int
) -> None:
    data = json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode()
    if len(data) > wire.MAX_MESSAGE or _depth(message) > wire.MAX_DEPTH:
        with pytest.raises(WireError):
            seal(KEY, direction, counter, message, Seeded())
        return
    envelope = seal(KEY, direction, counter, message, Seeded())
    assert len(envelope) == ENVELOPE
    opener = Opener(KEY, direction, last=counter - 1)
    assert opener.open(envelope) == message
    assert opener.last == counter


@given(head=st.binary(min_size=NONCE + 16, max_size=NONCE + 16), seed=st.integers(0, 2**64))
def test_random_bytes_are_refused_and_change_nothing(head: bytes, seed: int) -> None:
    # an envelope is 8 KiB, beyond what Hypothesis draws at once: its nonce and authenticator
    # drawn, the rest from a seeded source
    junk = head + random.Random(seed).randbytes(ENVELOPE - len(head))
    opener = Opener(KEY, TO_PHONE)
    with pytest.raises(WireError):
        opener.open(junk)
    assert opener.last == 0
