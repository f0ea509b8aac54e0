"""Game records: the single source of truth. Load, check and save them; replay them into a game.

A record is a setup plus the inputs made so far. Autosave, resume, undo (replay without the last
input), export and bug reports all use it. Reading never trusts the file: any bytes give either a
record or a :class:`RecordError` saying what is wrong.

>>> rec = record_from_json({"format": 1, "rules": "classic", "seed": 3,
...     "players": ["Ann", "Bob", "Cid", "Dan", "Eve"], "roles": {"Ann": "mafia"},
...     "inputs": [{"act": "end_night"}]})
>>> replay(rec).phase, len(rec.inputs), len(rec.without_last().inputs)
('day', 1, 0)
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Final

from .errors import EngineError, IllegalInput, RecordError
from .game import Game
from .inputs import Input, input_from_json
from .role_pack import RECORD_MEMBER, record_member, use_record_member
from .rules import rules_from_json
from .setup import Setup, make_setup
from .sport import points
from .strict_json import decode

FORMAT: Final = 1
MAX_RECORD_BYTES: Final = 8 * 1024 * 1024
MAX_INPUTS: Final = 100_000
MAX_DEPTH: Final = 16
SEED_RANGE: Final = (-(2**63), 2**63 - 1)  # a signed 64-bit number: what every language holds


@dataclass(frozen=True, slots=True)
class Record:
    """A setup and the inputs made so far, in order."""

    setup: Setup
    inputs: tuple[Input, ...] = ()
    extra: tuple[tuple[str, Any], ...] = field(default=(), compare=False)

    def to_json(self) -> dict[str, Any]:
        s = self.setup
        out: dict[str, Any] = {
            "format": FORMAT,
            "rules": s.rules.to_json(),
            "seed": s.seed,
            "players": list(s.players),
            "roles": s.deal(),
            "inputs": [i.to_json() for i in self.inputs],
        }
        # The definitions of a role pack's roles the rules have, so the game replays anywhere: as
        # the file had them, or as the registry has them now.
        custom = self.note(RECORD_MEMBER) or record_member(s.rules.roles)
        if custom is not None:
            out[RECORD_MEMBER] = custom
        for key, value in self.extra:
            out.setdefault(key, value)
        return out

    def dumps(self) -> str:
        """The record as JSON text, one input a line, for files people may read; compact when that
        would be over :data:`MAX_RECORD_BYTES`, so that whatever the reader took, the writer
        writes within the reader's limit (:func:`loads_record` refuses what neither form fits)."""
        doc = self.to_json()
        inputs = doc.pop("inputs")
        head = json.dumps(doc, ensure_ascii=False, indent=1, allow_nan=False)[:-2]
        lines = ",\n  ".join(json.dumps(i, ensure_ascii=False, allow_nan=False) for i in inputs)
        body = f"\n  {lines}\n " if inputs else ""
        text = f'{head},\n "inputs": [{body}]\n}}\n'
        if _utf8_size(text) > MAX_RECORD_BYTES:
            doc["inputs"] = inputs
            text = json.dumps(doc, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
        return text

    def with_input(self, inp: Input) -> Record:
        return Record(self.setup, (*self.inputs, inp), self.extra)

    def without_last(self) -> Record:
        """Undo: the same record without its last input."""
        return Record(self.setup, self.inputs[:-1], self.extra)

    def note(self, key: str) -> Any:
        """A member the app keeps beside the game (its table mode, a turn in progress), or None."""
        return dict(self.extra).get(key)

    def with_note(self, key: str, value: Any) -> Record:
        """The same game with one of the app's own members set (None removes it)."""
        if key in _KNOWN:
            raise ValueError(f"{key} is part of the record itself")
        extra = tuple((k, v) for k, v in self.extra if k != key)
        if value is not None:
            extra += ((key, value),)
        return Record(self.setup, self.inputs, extra)


def replay(record: Record) -> Game:
    """The game a record describes. Raises :class:`ReplayError` at the first refused input."""
    return replay_inputs(record.setup, record.inputs)


class ReplayError(EngineError):
    """Input ``index`` of a record was refused; ``game`` is the state just before it."""

    def __init__(self, index: int, cause: EngineError, game: Game) -> None:
        super().__init__(f"input {index}: {cause}")
        self.index = index
        self.cause = cause
        self.game = game


def replay_inputs(setup: Setup, inputs: Iterable[Input]) -> Game:
    game = Game(setup)
    for index, inp in enumerate(inputs):
        try:
            game.apply(inp)
        except IllegalInput as exc:
            raise ReplayError(index, exc, game) from exc
    return game


# --- reading ----------------------------------------------------------------------------------


def decode_json(data: bytes | str) -> object:
    """Parse JSON strictly (:func:`~.strict_json.decode`): UTF-8, no NaN, no repeated keys, at
    most :data:`MAX_RECORD_BYTES` and :data:`MAX_DEPTH` levels deep."""
    return decode(data, max_bytes=MAX_RECORD_BYTES, max_depth=MAX_DEPTH)


def _utf8_size(text: str) -> int:
    return len(text.encode("utf-8", "surrogatepass"))


@dataclass(frozen=True, slots=True)
class RawRecord:
    """A record whose setup is checked and whose inputs are still JSON (read one by one)."""

    setup: Setup
    inputs: tuple[object, ...]
    extra: tuple[tuple[str, Any], ...] = ()


_KNOWN: Final = ("format", "rules", "seed", "players", "roles", "inputs")


def raw_record_from_json(doc: object) -> RawRecord:
    """Check a record's setup; its inputs are left to be read (and replayed) in order."""
    if not isinstance(doc, dict):
        raise RecordError(
            "a record must be a JSON object with format, rules, seed, players, roles and inputs"
        )
    fmt = doc.get("format")
    if isinstance(fmt, bool) or not isinstance(fmt, int):
        raise RecordError("format must be the number 1")
    if fmt > FORMAT:
        raise RecordError(
            f"this record has format {fmt}, written by a newer version; this app reads format {FORMAT}"
        )
    if fmt != FORMAT:
        raise RecordError(f"format {fmt} is not a record format; this app reads format {FORMAT}")
    # inputs too: a file whose "inputs" key was damaged must not read as a game with none.
    for key in ("rules", "seed", "players", "inputs"):
        if key not in doc:
            raise RecordError(f"the record has no {key} (the file is damaged, or not a game record)")
    if RECORD_MEMBER in doc:  # roles of a role pack: registered before the rules name them
        use_record_member(doc[RECORD_MEMBER])
    rules = rules_from_json(doc["rules"])
    seed = doc["seed"]
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise RecordError("seed must be a whole number")
    if not SEED_RANGE[0] <= seed <= SEED_RANGE[1]:
        raise RecordError("seed must be a whole number from -2^63 to 2^63-1 (a signed 64-bit number)")
    players = doc["players"]
    if not isinstance(players, list):
        raise RecordError("players must be a list of names in seat order")
    roles = doc.get("roles", {})
    if not isinstance(roles, dict):
        raise RecordError('roles must be an object of name -> role, e.g. {"Ann": "mafia"}')
    inputs = doc["inputs"]
    if not isinstance(inputs, list):
        raise RecordError("inputs must be a list")
    if len(inputs) > MAX_INPUTS:
        raise RecordError(f"the record has {len(inputs)} inputs; no game has more than {MAX_INPUTS}")
    setup = make_setup(rules, seed, players, roles)
    extra = tuple((k, v) for k, v in doc.items() if k not in _KNOWN)
    return RawRecord(setup, tuple(inputs), extra)


def record_from_json(doc: object) -> Record:
    """A record with every input read. This checks the shape only; legality is
    :func:`replay`'s business. Raises :class:`RecordError`."""
    raw = raw_record_from_json(doc)
    inputs = []
    for index, obj in enumerate(raw.inputs):
        try:
            inputs.append(input_from_json(obj))
        except RecordError as exc:
            raise RecordError(f"input {index}: {exc}") from None
    return Record(raw.setup, tuple(inputs), raw.extra)


def loads_record(data: bytes | str) -> Record:
    """A record from the bytes of a file, checked to be replayable to its last input, and to be
    one the writer can write back within the size the reader takes (:meth:`Record.dumps`)."""
    return loads_game(data)[0]


def loads_game(data: bytes | str) -> tuple[Record, Game]:
    """:func:`loads_record`, and the game it replays to (replayed once)."""
    record = record_from_json(decode_json(data))
    try:
        game = replay(record)
    except ReplayError as exc:
        raise RecordError(str(exc)) from None
    # Pretty-printed, a record grows by at most a few times (a number like 1e15); check the big ones.
    if len(data) > MAX_RECORD_BYTES // 8 and _utf8_size(record.dumps()) > MAX_RECORD_BYTES:
        raise RecordError(
            f"the record would be over {MAX_RECORD_BYTES} bytes saved again; a record is at most that"
        )
    return record, game


# --- the transcript of `mafia-desktop replay` --------------------------------------------------


@dataclass(slots=True)
class Transcript:
    """What ``mafia-desktop replay`` prints, and whether every input was accepted."""

    events: list[dict[str, Any]] = field(default_factory=list)
    winner: str | None = None
    alive: list[str] = field(default_factory=list)
    dead: list[str] = field(default_factory=list)
    points: dict[str, float] | None = None
    error_input: int | None = None
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.error is None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "events": self.events,
            "winner": self.winner,
            "alive": self.alive,
            "dead": self.dead,
            "points": self.points,
        }
        if self.error is not None:
            out["error"] = {"input": self.error_input, "message": self.error}
        return out


def transcript_of(data: bytes | str) -> Transcript:
    """Replay a record's bytes as far as they go. Never raises for any content."""
    out = Transcript()
    try:
        raw = raw_record_from_json(decode_json(data))
    except EngineError as exc:
        out.error = _sentence(exc)
        return out
    game = Game(raw.setup)
    for index, obj in enumerate(raw.inputs):
        try:
            game.apply(input_from_json(obj))
        except EngineError as exc:
            out.error_input = index
            out.error = _sentence(exc, raw.setup.players)
            break
    out.events = [e.to_json() for e in game.events]
    out.winner = game.winner
    out.alive = list(game.alive)
    out.dead = [p for p, _ in game.deaths]
    out.points = points(game)
    return out


def _sentence(exc: EngineError, players: Iterable[str] = ()) -> str:
    """The error as one sentence: a capital first, a full stop last. A sentence that begins with
    a player's name begins with it as the table writes it ("ivy has already nominated Gus today.",
    "@ob is dead and cannot vote."): a name is quoted, never changed.

    >>> _sentence(RecordError("bad JSON: no value"))
    'Bad JSON: no value.'
    >>> _sentence(IllegalInput("self_target", name="ivy", role="check"), ["Ann", "ivy"])
    'ivy cannot check themselves.'
    """
    text = str(exc).strip()
    params = exc.params if isinstance(exc, IllegalInput) else {}
    named = {str(params[key]) for key in ("name", "target") if key in params} & set(players)
    if not any(text.startswith(f"{name} ") for name in named):
        text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."
