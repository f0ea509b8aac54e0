"""Every check on a record's text runs in time linear in its size, whatever its shape: a broken
file of a few kilobytes once froze the table for half a minute (issue 44), because the depth scan
before parsing tried a string from every quote of an unterminated one.

Each hostile shape is fed at the largest size a record may have (8 MiB). No linear check comes
near the bound below (each takes well under a second here: ``make bench`` reports the figures,
against decoding an ordinary record of that size); the quadratic scan took hours at this size.
The bound is a guard against a hang, not a speed goal."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from mafia_desktop.engine.errors import RecordError
from mafia_desktop.engine.record import MAX_DEPTH, MAX_RECORD_BYTES, decode_json
from tests.hostile_shapes import RECORD_SHAPES, ordinary_record

HANG = 60.0  # seconds: far above any linear check of 8 MiB, far below a quadratic one
ROOT = Path(__file__).resolve().parents[2]


def _transcript_in_a_process(make: str) -> dict[str, object]:
    """The transcript of the bytes ``make`` (a Python expression over the names of
    tests/hostile_shapes.py) builds, replayed in a process of its own and killed if it is still
    checking after :data:`HANG` seconds. (A process, not a thread: a regular expression holds
    the interpreter's lock for as long as it runs, so a thread could not even be timed.)"""
    code = (
        "import json, sys\n"
        "from tests.hostile_shapes import *\n"
        "from mafia_desktop.engine.record import MAX_RECORD_BYTES, transcript_of\n"
        f"data = {make}\n"
        "sys.stdout.write(json.dumps(dict(transcript_of(data).to_json(), size=len(data))))\n"
    )
    try:
        done = subprocess.run(
            [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=HANG, check=True
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"still checking {make} after {HANG:.0f} s: the check is not linear")
    out: dict[str, object] = json.loads(done.stdout)
    return out


@pytest.mark.parametrize("shape", sorted(RECORD_SHAPES))
def test_each_hostile_shape_of_the_largest_size_is_refused_in_words(shape: str) -> None:
    out = _transcript_in_a_process(f"RECORD_SHAPES[{shape!r}](MAX_RECORD_BYTES)")
    assert MAX_RECORD_BYTES - 16 <= out["size"] <= MAX_RECORD_BYTES  # type: ignore[operator]
    error = out["error"]
    assert isinstance(error, dict) and 0 < len(error["message"]) < 300, error


def test_the_shape_that_hung_the_table_is_refused_at_its_reported_sizes() -> None:
    # The issue's own file: '{"a":"' + '\\"' * 40000 (80 KB took 84 s, 160 KB 254 s).
    for count in (10_000, 40_000, 80_000):
        out = _transcript_in_a_process(f"('{{\"a\":\"' + '\\\\\"' * {count}).encode()")
        assert out["size"] == 6 + 2 * count
        assert "not valid JSON" in out["error"]["message"]  # type: ignore[index]


@pytest.mark.parametrize(
    ("text", "deep"),
    [
        ("[" * MAX_DEPTH + "]" * MAX_DEPTH, False),
        ("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1), True),
        ('{"a":' * MAX_DEPTH + "1" + "}" * MAX_DEPTH, False),
        ('{"a":' * (MAX_DEPTH + 1) + "1" + "}" * (MAX_DEPTH + 1), True),
        # Brackets in strings are text, whatever escapes stand before their quotes.
        ('["' + "[" * 40 + '"]', False),
        ('["\\\\", ' * MAX_DEPTH + "1" + "]" * MAX_DEPTH, False),
        ('["\\\\", ' * (MAX_DEPTH + 1) + "1" + "]" * (MAX_DEPTH + 1), True),
        ('["\\"[[[[", ' * (MAX_DEPTH + 1) + "1" + "]" * (MAX_DEPTH + 1), True),
        ('["\\\\\\"[[", ' * MAX_DEPTH + "1" + "]" * MAX_DEPTH, False),
        ('["a", "", "[", ' * (MAX_DEPTH + 1) + "1" + "]" * (MAX_DEPTH + 1), True),
        ('[{"k": "]}"}, ' * (MAX_DEPTH - 1) + "1" + "]" * (MAX_DEPTH - 1), False),
        ('[{"k": "]}"}, ' * MAX_DEPTH + "1" + "]" * MAX_DEPTH, True),
    ],
)
def test_the_depth_is_counted_outside_strings_only(text: str, deep: bool) -> None:
    """The scan's answer matches the parsed document's real depth, for bytes and for text."""
    assert (_depth(json.loads(text)) > MAX_DEPTH) is deep  # the case says what it tests
    for data in (text, text.encode()):
        if deep:
            with pytest.raises(RecordError, match="nests more than"):
                decode_json(data)
        else:
            decode_json(data)


def _depth(value: object) -> int:
    if isinstance(value, dict):
        return 1 + max((_depth(v) for v in value.values()), default=0)
    if isinstance(value, list):
        return 1 + max((_depth(v) for v in value), default=0)
    return 0


def test_an_ordinary_record_of_the_largest_size_still_reads() -> None:
    assert isinstance(decode_json(ordinary_record(MAX_RECORD_BYTES - 4096)), dict)
