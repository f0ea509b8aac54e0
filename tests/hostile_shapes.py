"""Text shaped to make a careless check slow: the worst inputs known for each check the app runs
on untrusted text (a record's JSON, a name), each made at any size.

Used by tests/engine/test_linear_checks.py (each at the largest size a file may have must be
checked at all, within a bound no linear check comes near) and by benchmarks/hostile.py (how
long each takes, against decoding an ordinary record of the same size)."""

from __future__ import annotations

import json
from collections.abc import Callable


def _repeat(head: str, unit: str, tail: str = "") -> Callable[[int], bytes]:
    def make(size: int) -> bytes:
        count = max(1, (size - len(head) - len(tail)) // len(unit))
        return (head + unit * count + tail).encode("utf-8")

    return make


#: a record's JSON: each shape, at a size in bytes
RECORD_SHAPES: dict[str, Callable[[int], bytes]] = {
    # An unterminated string of escaped quotes: the depth scan's regular expression used to try
    # a string from every quote in it, to the end of the file each time (issue 44: 80 KB, 84 s).
    "escaped quotes, unterminated": _repeat('{"a":"', '\\"'),
    "escaped quotes and backslashes": _repeat('{"a":"', '\\\\\\"['),
    "backslashes, unterminated": _repeat('{"a":"', "\\"),
    "quotes only": _repeat("", '"'),
    "a quote and a bracket": _repeat("", '"['),
    "a quote and two brackets": _repeat("", '"[['),
    "opening brackets": _repeat("", "["),
    "brackets in pairs": _repeat("[", "[],", "[]]"),
    "strings of brackets": _repeat("[", '"[{",', '""]'),
    "short strings": _repeat("[", '"a",', '"a"]'),
    "unicode escapes": _repeat('{"a":"', "\\u0041", '"}'),
    "surrogate escapes": _repeat('{"a":"', "\\ud800", '"}'),
    "digits": _repeat('{"a":', "1", "}"),
}


def ordinary_record(size: int) -> bytes:
    """An ordinary record's JSON of about ``size`` bytes (a long game: many inputs): the baseline
    a hostile shape is measured against."""
    unit = {"act": "vote", "voters": ["Ann", "Bob", "Cid", "Dan"]}
    doc = {
        "format": 1,
        "rules": "classic",
        "seed": 1,
        "players": ["Ann", "Bob", "Cid", "Dan", "Eve"],
        "roles": {"Ann": "mafia"},
        "inputs": [unit],
    }
    one = len(json.dumps(doc, indent=1))
    each = len(json.dumps(dict(doc, inputs=[unit, unit]), indent=1)) - one
    doc["inputs"] = [unit] * max(1, (size - one) // each + 1)
    return json.dumps(doc, indent=1).encode("utf-8")
