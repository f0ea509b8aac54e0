"""tests/phones/vectors.json, the wire format's fixed vectors the page's tests share, is what
tests/phones/make_vectors.py writes, and every vector opens (or is refused) as it says."""

from __future__ import annotations

import json

import pytest

from mafia_desktop.phones import wire

from . import make_vectors


def test_the_vectors_file_is_up_to_date() -> None:
    assert make_vectors.PATH.read_text(encoding="utf-8") == make_vectors.text(), (
        "run: python -m tests.phones.make_vectors"
    )


def test_the_vectors_open_in_order_and_the_refusals_are_refused() -> None:
    doc = json.loads(make_vectors.PATH.read_text(encoding="utf-8"))
    pairing = wire.Pairing.from_link(doc["pairing"]["link"])
    assert pairing.key.hex() == doc["pairing"]["key_hex"] and pairing.token == doc["pairing"]["token"]
    openers = {d: wire.Opener(pairing.key, d) for d in (wire.TO_PHONE, wire.TO_LAPTOP)}
    for vector in doc["envelopes"]:
        envelope = bytes.fromhex(vector["envelope_hex"])
        assert len(envelope) == wire.ENVELOPE
        assert envelope[: wire.NONCE].hex() == vector["nonce_hex"]
        assert wire.encode_message(vector["message"]).decode() == vector["message_json"]
        assert openers[vector["direction"]].open(envelope) == vector["message"]
        again = wire.seal(
            pairing.key,
            vector["direction"],
            vector["counter"],
            vector["message"],
            make_vectors.Fixed(bytes.fromhex(vector["random_hex"])),
        )
        assert again == envelope
    assert {v["direction"] for v in doc["envelopes"]} == {wire.TO_PHONE, wire.TO_LAPTOP}
    assert any(len(v["message_json"].encode()) == wire.MAX_MESSAGE for v in doc["envelopes"])
    codes = set()
    for refusal in doc["refused"]:
        opener = wire.Opener(pairing.key, refusal["direction"], last=refusal["last"])
        with pytest.raises(wire.WireError) as caught:
            opener.open(bytes.fromhex(refusal["envelope_hex"]))
        assert caught.value.code == refusal["code"], refusal["what"]
        assert opener.last == refusal["last"]
        codes.add(refusal["code"])
    assert codes == {"size", "direction", "replay", "forged", "padding", "json"}
