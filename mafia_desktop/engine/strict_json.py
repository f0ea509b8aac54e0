"""JSON read strictly, for every JSON document the app reads from a file (a game record, the
settings, a deal's draft): bounded size, UTF-8, bounded depth (found before any parser walks the
text, in time linear in it whatever its shape, so a hostile file cannot make the check itself the
thing that hangs), no key twice in one object, no NaN or Infinity, no number too large to keep, no
broken character. Anything else is refused with a :class:`RecordError` saying why.

>>> nests_deeper('{"a": [1, "]]]["]}', 2), nests_deeper('[[[1]]]', 2)
(False, True)
>>> decode(b'{"a": [1, 2.5, "x"]}', max_bytes=100, max_depth=2)
{'a': [1, 2.5, 'x']}
"""

from __future__ import annotations

import json
import math
import re
from typing import Any, Final

from .errors import RecordError

# What the depth scan keeps of a document: brackets (as one kind of pair) and quotes.
_NOT_STRUCTURE: Final = bytes(b for b in range(256) if b not in b'[]{}"')
_AS_PAIRS: Final = bytes.maketrans(b"[{]}", b"(())")
_QUOTES_A_ROUND: Final = 1 << 16  # even: every round starts outside a string
#: a ``\\uD800``-``\\uDFFF`` escape: the only way a lone surrogate gets into decoded UTF-8 text
SURROGATE_ESCAPE: Final = re.compile(r"\\u[dD][89a-fA-F]")


def nests_deeper(text: str | bytes, limit: int) -> bool:
    """Whether ``text`` nests objects and lists more than ``limit`` levels deep (brackets in
    strings do not count; a bracket left open counts for nothing: the parser refuses it).

    Done in a few passes of bytes methods, no regular expression (one that spans a string
    backtracks on an unterminated string of ``\\\\"``: minutes for 80 KB): escaped backslashes and
    quotes go, then everything but brackets and quotes, then what lies between quotes (strings);
    the brackets left are matched pairs, peeled innermost first, one level a pass."""
    data = text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text
    if b"\\" in data:  # in a string, a backslash and the character after it are one
        data = data.replace(b"\\\\", b"").replace(b'\\"', b"")
    # Two quotes side by side close one string and open the next (or hold an empty one): what
    # lies between them is nothing, so dropping them leaves every other character where it was.
    data = data.translate(_AS_PAIRS, _NOT_STRUCTURE).replace(b'""', b"")
    if b'"' in data:
        data = _outside_strings(data)
    for _ in range(limit):
        if b"()" not in data:
            return False
        data = data.replace(b"()", b"")
    return b"()" in data


def _outside_strings(data: bytes) -> bytes:
    """The parts of ``data`` outside its strings (between every other quote), a bounded number
    of parts at a time."""
    kept = []
    while True:
        parts = data.split(b'"', _QUOTES_A_ROUND)
        if len(parts) <= _QUOTES_A_ROUND:
            kept.append(b"".join(parts[::2]))
            return b"".join(kept)
        data = parts.pop()
        kept.append(b"".join(parts[::2]))


def decode(data: bytes | str, *, max_bytes: int, max_depth: int, what: str = "a game record") -> object:
    """The document in ``data`` (bytes as a file holds them, or text), read strictly: at most
    ``max_bytes`` bytes, nested at most ``max_depth`` levels. :class:`RecordError` says what is
    wrong, naming ``what`` the file should have been."""
    if isinstance(data, bytes):
        if len(data) > max_bytes:
            size = f"{max_bytes // (1024 * 1024)} MiB" if max_bytes >= 1024 * 1024 else f"{max_bytes} bytes"
            raise RecordError(f"the file is larger than {size}; {what} never is (is it the right file?)")
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise RecordError(f"the file is not UTF-8 text (byte {exc.start} is not valid)") from None
    else:
        text = data
    deep = f"the file nests more than {max_depth} levels deep; {what} never does"
    if nests_deeper(data, max_depth):
        raise RecordError(deep)
    try:
        doc = json.loads(
            text, object_pairs_hook=_no_repeats, parse_constant=_no_constants, parse_float=_finite
        )
    except json.JSONDecodeError as exc:
        raise RecordError(
            f"the file is not valid JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}"
        ) from None
    except ValueError as exc:
        if "digits" in str(exc):  # Python's limit on the digits of one integer
            raise RecordError(f"a number in the file has too many digits to be in {what}") from None
        raise RecordError(f"the file is not a usable JSON document: {str(exc)[:120]}") from None
    except RecursionError:
        raise RecordError(deep) from None
    # Text decoded from UTF-8 holds no lone surrogate; only a \ud800-\udfff escape can bring one.
    if not isinstance(data, bytes) or SURROGATE_ESCAPE.search(text):
        _check_strings(doc)
    return doc


def _no_repeats(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise RecordError(f"the key {key[:30]!r} appears twice in one object")
        out[key] = value
    return out


def _no_constants(name: str) -> object:
    raise RecordError(f"{name} is not a number JSON allows")


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise RecordError(f"the number {text[:30]} is too large to keep")
    return value


def _check_strings(value: object) -> None:
    """Every string (key or value) must be Unicode text a file can hold: no lone surrogate."""
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            raise RecordError(
                f"the text {value.encode('utf-8', 'backslashreplace').decode()[:40]!r} holds a broken"
                " character (a lone surrogate); no file can keep it"
            ) from None
    elif isinstance(value, dict):
        for key, item in value.items():
            _check_strings(key)
            _check_strings(item)
    elif isinstance(value, list):
        for item in value:
            _check_strings(item)
