"""Records: saved and read back unchanged; undo is replay without the last input; any bytes at
all give either a record or a clear refusal, never an exception past the loader."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mafia_desktop.engine.errors import EngineError, RecordError
from mafia_desktop.engine.inputs import EndNight, Nominate, Vote
from mafia_desktop.engine.record import (
    MAX_RECORD_BYTES,
    Record,
    decode_json,
    loads_record,
    raw_record_from_json,
    record_from_json,
    replay,
    transcript_of,
)
from tests.scenario_check import load, scenario_files

GOOD = load(next(p for p in scenario_files() if p.stem == "club-car-crash-then-plurality"))["record"]
GOOD_BYTES = json.dumps(GOOD).encode()


def test_a_record_survives_saving_and_loading() -> None:
    record = loads_record(GOOD_BYTES)
    text = record.dumps()
    assert loads_record(text) == record
    assert json.loads(text)["inputs"] == GOOD["inputs"]
    assert json.loads(text)["roles"] == GOOD["roles"]


def test_saved_record_is_readable_one_input_a_line() -> None:
    text = loads_record(GOOD_BYTES).dumps()
    assert '\n  {"act": "nominate", "by": "Ivy", "target": "Gus"},\n' in text


def test_unknown_members_are_kept() -> None:
    doc = dict(GOOD, about="a note", saved_at="21:34")
    record = record_from_json(doc)
    assert record.to_json()["about"] == "a note"
    assert json.loads(record.dumps())["saved_at"] == "21:34"


def test_undo_is_replay_without_the_last_input() -> None:
    record = loads_record(GOOD_BYTES)
    full = replay(record)
    undone = replay(record.without_last())
    assert undone.events == full.events[: len(undone.events)]
    undone.apply(record.inputs[-1])
    assert undone.events == full.events
    assert record.without_last().with_input(record.inputs[-1]) == record


def test_a_record_with_a_refused_input_does_not_load() -> None:
    doc = dict(GOOD, inputs=[*GOOD["inputs"], {"act": "vote", "voters": ["Eve"]}])
    with pytest.raises(RecordError, match="input 10"):
        loads_record(json.dumps(doc))


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"\xff\xfe{}", "not UTF-8"),
        (b"{", "not valid JSON"),
        (b"[]", "must be a JSON object"),
        (b"[" * 100000, "nests more than"),
        (b'{"format": 1, "format": 1}', "appears twice"),
        (b'{"format": NaN}', "NaN is not a number"),
        (b'{"format": 2}', "written by a newer version"),
        (b'{"format": "1"}', "format must be the number 1"),
        (b'{"format": 1}', "has no rules (the file is damaged, or not a game record)"),
        (json.dumps(dict(GOOD, seed=1.5)).encode(), "seed must be a whole number"),
        (json.dumps(dict(GOOD, seed=True)).encode(), "seed must be a whole number"),
        (json.dumps(dict(GOOD, players="Ann")).encode(), "players must be a list"),
        (json.dumps(dict(GOOD, roles=["Ann"])).encode(), "roles must be an object"),
        (json.dumps(dict(GOOD, inputs={})).encode(), "inputs must be a list"),
        (b"1" * 5000, "too many digits"),
        (json.dumps(dict(GOOD, note=1)).replace('"note": 1', '"note": 1e999').encode(), "too large to keep"),
        (json.dumps(dict(GOOD, note="\ud800"), ensure_ascii=True).encode(), "lone surrogate"),
        (json.dumps(dict(GOOD, players=["\ud800b", *GOOD["players"][1:]])).encode(), "lone surrogate"),
    ],
)
def test_broken_files_are_refused_in_words(data: bytes, message: str) -> None:
    out = transcript_of(data)
    assert not out.ok and out.error_input is None
    assert message.lower() in (out.error or "").lower(), out.error
    assert out.to_json()["events"] == []


@pytest.mark.parametrize(
    ("bad_input", "message"),
    [
        ("nominate", "an input must be an object"),
        ({"act": "dance"}, "unknown act 'dance'"),
        ({"by": "Ann"}, "unknown act missing"),
        ({"act": "nominate", "by": "Bob"}, "nominate needs 'target' to be a player's name; it is missing"),
        ({"act": "nominate", "by": 3, "target": "Ann"}, "it is a number"),
        ({"act": "vote"}, "vote needs 'voters'"),
        ({"act": "vote", "voters": "Ann"}, "vote.voters must be a list"),
        ({"act": "tally", "votes": []}, "tally needs 'votes'"),
        ({"act": "tally", "votes": {"Gus": "Ann"}}, "must be a list of players' names"),
    ],
)
def test_malformed_inputs_are_refused_at_their_index(bad_input: object, message: str) -> None:
    doc = dict(GOOD, inputs=[{"act": "end_night"}, bad_input])
    out = transcript_of(json.dumps(doc).encode())
    assert out.error_input == 1
    assert message.lower() in (out.error or "").lower(), out.error
    assert [e["type"] for e in out.events][:2] == ["phase", "phase"]


def test_byte_order_mark_is_accepted() -> None:
    assert transcript_of(b"\xef\xbb\xbf" + GOOD_BYTES).ok


def test_decode_json_refuses_oversized_files() -> None:
    with pytest.raises(RecordError, match="larger than 8 MiB"):
        decode_json(b" " * (8 * 1024 * 1024 + 1))


def test_inputs_turn_into_json_and_back() -> None:
    record = Record(loads_record(GOOD_BYTES).setup, (EndNight(), Nominate("Ivy", "Gus"), Vote(("Ann",))))
    assert record_from_json(record.to_json()) == record


def _players(raw: bytes) -> tuple[str, ...]:
    """The names the (damaged) record seats, as it writes them; none when it cannot be read."""
    try:
        return raw_record_from_json(decode_json(raw)).setup.players
    except EngineError:
        return ()


def _refused_in_a_sentence(raw: bytes) -> str | None:
    """What is wrong with the loader's answer to ``raw`` (None: a transcript, or a refusal in one
    clear sentence: it begins with a capital, or with a player's name as the record writes it,
    "@ob" or "ivy", and ends with a full stop)."""
    out = transcript_of(raw)  # must not raise
    if "Internal error" in (out.error or ""):
        return f"internal error: {out.error}"
    if out.ok:
        return None
    error = out.error or ""
    begins = error[:1].isupper() or (
        out.error_input is not None and any(error.startswith(f"{name} ") for name in _players(raw))
    )
    if not (begins and error.endswith(".")):
        return f"not a sentence: {out.error!r}"
    return None


def test_every_flipped_bit_is_refused_in_a_sentence() -> None:
    """Every one-bit damage of a good record, tried in turn (no luck in it): a name damaged into
    "@ob" is quoted in a sentence that begins as one, never "@ob is not at this table."."""
    problems = []
    for index in range(len(GOOD_BYTES)):
        for bit in range(8):
            raw = bytearray(GOOD_BYTES)
            raw[index] ^= 1 << bit
            problem = _refused_in_a_sentence(bytes(raw))
            if problem is not None:
                problems.append((index, bit, problem))
    assert problems == []


@pytest.mark.parametrize("name", ["@vy", "ivy", "42", "Ivy"])
def test_a_refusal_that_begins_with_a_name_quotes_it_as_written(name: str) -> None:
    """A damaged record may call a player anything a name allows, everywhere it names them (the
    random damages below once made "@ob" and "bob" of "Bob"): a refusal that begins with the name
    begins with it unchanged, and is still a sentence."""
    first = next(
        i for i, obj in enumerate(GOOD["inputs"]) if obj == {"act": "nominate", "by": "Ivy", "target": "Gus"}
    )
    doc = dict(GOOD, inputs=GOOD["inputs"][: first + 1] + [GOOD["inputs"][first]])  # nominates twice
    raw = json.dumps(doc).replace('"Ivy"', json.dumps(name)).encode()
    assert (
        transcript_of(raw).error
        == f"{name} has already nominated Gus today; each player nominates once a day."
    )
    assert _refused_in_a_sentence(raw) is None


@settings(deadline=None)
@given(st.data())
def test_damaged_records_never_raise_past_the_loader(data: st.DataObject) -> None:
    raw = bytearray(GOOD_BYTES)
    how = data.draw(st.sampled_from(["truncate", "flip", "splice", "random"]))
    if how == "truncate":
        raw = raw[: data.draw(st.integers(0, len(raw)))]
    elif how == "flip":
        for _ in range(data.draw(st.integers(1, 8))):
            i = data.draw(st.integers(0, len(raw) - 1))
            raw[i] ^= 1 << data.draw(st.integers(0, 7))
    elif how == "splice":
        i = data.draw(st.integers(0, len(raw)))
        raw[i:i] = data.draw(st.binary(max_size=40))
    else:
        raw = bytearray(data.draw(st.binary(max_size=400)))
    assert _refused_in_a_sentence(bytes(raw)) is None


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=30),
    lambda children: (
        st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=10), children, max_size=5)
    ),
    max_leaves=30,
)


@settings(deadline=None)
@given(
    st.dictionaries(st.sampled_from(["format", "rules", "seed", "players", "roles", "inputs"]), json_values)
)
def test_records_with_wrong_types_are_refused_not_crashed(replacements: dict[str, object]) -> None:
    doc = dict(GOOD, **replacements)
    out = transcript_of(json.dumps(doc).encode())
    assert "Internal error" not in (out.error or "")


# --- whatever the reader takes, the writer writes and the reader reads back the same -----------------

JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**30), max_value=10**30)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


def _round_trip(data: bytes) -> None:
    try:
        record = loads_record(data)
    except RecordError:
        return  # refused, in words: nothing to keep
    text = record.dumps()
    saved = text.encode("utf-8")  # a lone surrogate would fail here
    assert len(saved) <= MAX_RECORD_BYTES, "written within the size the reader takes"
    again = loads_record(saved)
    assert again == record
    assert again.dumps() == text


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(extra=st.dictionaries(st.text(max_size=10), JSON_VALUES, max_size=3), ascii_only=st.booleans())
def test_whatever_the_reader_takes_the_writer_keeps(extra: dict[str, object], ascii_only: bool) -> None:
    doc = {**GOOD, **{k: v for k, v in extra.items() if k not in GOOD}}
    _round_trip(json.dumps(doc, ensure_ascii=ascii_only).encode("utf-8", "surrogatepass"))


@pytest.mark.parametrize(
    "member",
    ['"note": 1e999', '"note": -1e400', '"note": "\\ud800"', '"\\udfff": 1', '"note": ["a\\udc80"]'],
)
def test_numbers_and_text_no_file_can_keep_are_refused(member: str) -> None:
    data = json.dumps(GOOD)[:-1] + ", " + member + "}"
    with pytest.raises(RecordError):
        loads_record(data.encode())
    _round_trip(data.encode())


def test_a_record_of_the_largest_size_is_saved_again_within_it() -> None:
    compact = json.dumps(dict(GOOD, pad=""), separators=(",", ":"), ensure_ascii=False).encode()
    data = compact.replace(b'"pad":""', b'"pad":"' + b"x" * (MAX_RECORD_BYTES - len(compact)) + b'"')
    assert len(data) == MAX_RECORD_BYTES
    record = loads_record(data)
    assert len(record.dumps().encode()) <= MAX_RECORD_BYTES
    _round_trip(data)
