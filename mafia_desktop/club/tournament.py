"""A tournament: its players, tables and rounds, the schedule, the tie-break order; its file; the
ranking; and the link from a game record to its slot.

API (for the screens and the standings):

- :func:`new_tournament` makes a :class:`Tournament` (checks everything, seats it with
  :func:`~mafia_desktop.club.seating.seat_schedule`); its ``id`` is 32 hexadecimal digits, drawn
  from the ``rng`` given or passed in (``uuid.uuid4().hex``): this module has no randomness of
  its own.
- :func:`tournament_to_json` / :func:`tournament_from_json` (and :func:`dumps` / :func:`loads`
  for the file's text): the file format below. Reading is strict and linear in the file's size;
  a bad file is refused with a :class:`~mafia_desktop.club.ClubError` whose code says why.
- :func:`slot_players` (the names a game of round ``r`` at table ``t`` seats, in seat order: the
  set-up's roster) and :func:`record_member` (what the game's record keeps in its ``tournament``
  app member); :func:`read_member` reads that member back from a record, leniently.
- :data:`TIE_BREAKS` (the known keys, as data) and :func:`rank` (result lines in order, equal
  lines sharing a place).

The record's app member ``tournament`` is ``{"id": str, "round": int, "table": int}`` (round and
table 1-based): the game is that slot of the tournament with that id.

The file (``<id>.mafia-tournament.json``, UTF-8 JSON, at most 1 MiB)::

    {"format": "mafia-desktop-tournament", "version": 1,
     "id": "…32 hex digits…", "name": "Spring cup", "game_type": "tournament",
     "players": ["Ann", ...], "tables": 2, "rounds": 10, "table_size": 10,
     "keep_apart": [["Ann", "Bob"]], "seed": 7,
     "tie_break": ["points", "wins", "best_move_points", "fewer_fouls", "rating"],
     "schedule": [{"tables": [["Ann", ...], [...]], "out": []}, ...]}

The schedule is kept as made (a later version's generator may seat differently: a tournament
under way must not change); it is checked against the rest when read.

>>> import random
>>> t = new_tournament("Cup", [f"P{i}" for i in range(1, 21)], tables=2, rounds=3, rng=random.Random(1))
>>> loads(dumps(t)) == t
True
>>> record_member(t, 2, 1) == {"id": t.id, "round": 2, "table": 1}
True
>>> len(slot_players(t, 2, 1))
10
"""

from __future__ import annotations

import json
import math
import random
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Final, Protocol, TypeVar

from mafia_desktop.club import ClubError
from mafia_desktop.club.seating import (
    MAX_ROUNDS,
    MAX_TABLE,
    MAX_TABLES,
    MIN_TABLE,
    TABLE_SIZE,
    Round,
    Schedule,
    apart_pairs,
    check_numbers,
    check_players,
    seat_schedule,
    table_sizes,
)
from mafia_desktop.engine.errors import QT_TRANSLATE_NOOP, EngineError
from mafia_desktop.engine.rules import NAME_MAX_LENGTH
from mafia_desktop.engine.strict_json import decode

R = TypeVar("R", bound="Rated")

FORMAT: Final = "mafia-desktop-tournament"
VERSION: Final = 1
MAX_BYTES: Final = 1024 * 1024
MAX_DEPTH: Final = 6
NAME_MOST: Final = 120  # a tournament's name
MAX_SEED: Final = 2**63 - 1
MAX_PLAYERS: Final = MAX_TABLES * MAX_TABLE * 4  # sitting out included
_ID: Final = re.compile(r"[0-9a-f]{32}")

#: The game types a tournament's games count as (the rating's step is per game type).
GAME_TYPES: Final = ("tournament", "final")

#: The tie-break keys, in no order: key -> (the result line's field, which way is better: 1 the
#: more the better, -1 the fewer), and its label (context ``Club``).
TIE_BREAKS: Final[Mapping[str, tuple[str, int]]] = {
    "points": ("points", 1),
    "wins": ("wins", 1),
    "best_move_points": ("best_move_points", 1),
    "fewer_fouls": ("fouls", -1),
    "rating": ("rating", 1),
}
TIE_BREAK_LABELS: Final[Mapping[str, str]] = {
    "points": QT_TRANSLATE_NOOP("Club", "Points"),
    "wins": QT_TRANSLATE_NOOP("Club", "Wins"),
    "best_move_points": QT_TRANSLATE_NOOP("Club", "Best-move points"),
    "fewer_fouls": QT_TRANSLATE_NOOP("Club", "Fewer fouls"),
    "rating": QT_TRANSLATE_NOOP("Club", "Rating"),
}
DEFAULT_TIE_BREAK: Final = ("points", "wins", "best_move_points", "fewer_fouls", "rating")


@dataclass(frozen=True, slots=True)
class Tournament:
    """A tournament as set up: who plays, how, in which order they are ranked, and where each sits."""

    id: str  # 32 hexadecimal digits: the file's name, and the records' link
    name: str
    players: tuple[str, ...]
    tables: int
    rounds: int
    keep_apart: tuple[tuple[str, str], ...]
    seed: int
    schedule: Schedule
    game_type: str = "tournament"  # one of GAME_TYPES
    tie_break: tuple[str, ...] = DEFAULT_TIE_BREAK
    table_size: int = TABLE_SIZE  # the most at one table


def new_tournament(
    name: str,
    players: Sequence[str],
    tables: int,
    rounds: int,
    *,
    keep_apart: Iterable[tuple[str, str]] = (),
    seed: int = 0,
    game_type: str = "tournament",
    tie_break: Sequence[str] = DEFAULT_TIE_BREAK,
    table_size: int = TABLE_SIZE,
    rng: random.Random | None = None,
    id: str | None = None,
) -> Tournament:
    """A new tournament, seated; ClubError with the code of what is wrong. Its id is ``id`` when
    given, else 128 bits drawn from ``rng`` (one of the two is needed)."""
    if id is None:
        if rng is None:
            raise TypeError("new_tournament needs an id or an rng to draw one from")
        id = f"{rng.getrandbits(128):032x}"
    _check_id(id)
    title = _check_title(name)
    _check_seed(seed)
    if game_type not in GAME_TYPES:
        raise ClubError("bad_game_type", allowed=", ".join(GAME_TYPES))
    order = _check_tie_break(tie_break)
    names = check_players(players)
    pairs = apart_pairs(names, keep_apart)
    schedule = seat_schedule(names, tables, rounds, keep_apart=pairs, seed=seed, table_size=table_size)
    return Tournament(
        id=id,
        name=title,
        players=names,
        tables=tables,
        rounds=rounds,
        keep_apart=pairs,
        seed=seed,
        schedule=schedule,
        game_type=game_type,
        tie_break=order,
        table_size=table_size,
    )


# --- a game's slot ------------------------------------------------------------------------------


def slot_players(t: Tournament, round: int, table: int) -> tuple[str, ...]:
    """The names a game of ``round`` at ``table`` (1-based) seats, seat 1 first: the set-up's
    roster; ClubError ``no_slot``."""
    return t.schedule.table(round, table)


def record_member(t: Tournament, round: int, table: int) -> dict[str, object]:
    """The game record's ``tournament`` app member for that slot; ClubError ``no_slot``."""
    t.schedule.table(round, table)
    return {"id": t.id, "round": round, "table": table}


def read_member(value: object) -> tuple[str, int, int] | None:
    """A record's ``tournament`` member as (id, round, table), or None when it is not one (read
    leniently, as the app reads its members: a value it cannot use is no link)."""
    if not isinstance(value, dict) or set(value) != {"id", "round", "table"}:
        return None
    tid, rnd, table = value["id"], value["round"], value["table"]
    if not isinstance(tid, str) or not _ID.fullmatch(tid):
        return None
    for number, most in ((rnd, MAX_ROUNDS), (table, MAX_TABLES)):
        if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= most:
            return None
    return tid, rnd, table


# --- the ranking ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ResultLine:
    """A player's totals in a tournament (what :func:`rank` orders; a dict with these keys does too)."""

    name: str
    points: float = 0.0
    wins: int = 0
    best_move_points: float = 0.0
    fouls: int = 0
    rating: float | None = None  # None: no rating yet (ranked below any rating)


def rank(
    lines: Iterable[ResultLine | Mapping[str, object]], tie_break: Sequence[str] = DEFAULT_TIE_BREAK
) -> list[tuple[int, ResultLine | Mapping[str, object]]]:
    """The lines best first, each with its place: by the first key of ``tie_break``, then the
    next where equal, and so on; lines equal in every key share a place (1, 2, 2, 4), and are
    listed by name. Points are compared to the hundredth's hundredth (sums of fractions).

    >>> r = rank([ResultLine("Ann", 3, 1), ResultLine("Bob", 3, 2), ResultLine("Cid", 3, 1)])
    >>> [(place, line.name) for place, line in r]  # type: ignore[union-attr]
    [(1, 'Bob'), (2, 'Ann'), (2, 'Cid')]
    """
    order = _check_tie_break(tie_break)
    keyed = [(_sort_key(line, order), _field(line, "name"), line) for line in lines]
    keyed.sort(key=lambda k: (k[0], str(k[1]).casefold(), str(k[1])))
    out: list[tuple[int, ResultLine | Mapping[str, object]]] = []
    for i, (key, _, line) in enumerate(keyed):
        place = out[-1][0] if i and keyed[i - 1][0] == key else i + 1
        out.append((place, line))
    return out


class Rated(Protocol):
    """A line of the series' standings, as far as a tournament's ranking reads it."""

    @property
    def name(self) -> str: ...
    @property
    def points(self) -> float: ...
    @property
    def wins(self) -> int: ...
    @property
    def best_move_points(self) -> float: ...
    @property
    def fouls(self) -> int: ...
    @property
    def rating_red(self) -> float: ...
    @property
    def rating_black(self) -> float: ...


def result_line(line: Rated) -> ResultLine:
    """A standings line as the tie-break reads it; its ``rating`` is the mean of the rating red and
    black (a player's strength whichever colour they draw)."""
    rating = (line.rating_red + line.rating_black) / 2
    return ResultLine(line.name, line.points, line.wins, line.best_move_points, line.fouls, rating)


def rank_standings(lines: Sequence[R], tie_break: Sequence[str] = DEFAULT_TIE_BREAK) -> list[tuple[int, R]]:
    """The series' standings lines of a tournament's games, each with its place by the
    tournament's ``tie_break`` (see :func:`rank`)."""
    results = [result_line(line) for line in lines]
    origin = {id(r): line for r, line in zip(results, lines, strict=True)}  # (results outlive this)
    return [(place, origin[id(r)]) for place, r in rank(results, tie_break)]


def _field(line: ResultLine | Mapping[str, object], name: str) -> object:
    if isinstance(line, Mapping):
        return line.get(name)
    return getattr(line, name)


def _sort_key(
    line: ResultLine | Mapping[str, object], order: tuple[str, ...]
) -> tuple[tuple[int, float], ...]:
    out = []
    for key in order:
        field, way = TIE_BREAKS[key]
        value = _field(line, field)
        if value is None or isinstance(value, bool) or not isinstance(value, (int, float)):
            out.append((1, 0.0))  # no value: after every value
        elif not math.isfinite(value):
            out.append((1, 0.0))
        else:
            out.append((0, -way * round(float(value), 4)))
    return tuple(out)


# --- the file -------------------------------------------------------------------------------------

_MEMBERS: Final = (
    "format",
    "version",
    "id",
    "name",
    "game_type",
    "players",
    "tables",
    "rounds",
    "table_size",
    "keep_apart",
    "seed",
    "tie_break",
    "schedule",
)


def tournament_to_json(t: Tournament) -> dict[str, object]:
    """The tournament as its file keeps it (see the module's text)."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "id": t.id,
        "name": t.name,
        "game_type": t.game_type,
        "players": list(t.players),
        "tables": t.tables,
        "rounds": t.rounds,
        "table_size": t.table_size,
        "keep_apart": [list(pair) for pair in t.keep_apart],
        "seed": t.seed,
        "tie_break": list(t.tie_break),
        "schedule": [
            {"tables": [list(names) for names in rnd.tables], "out": list(rnd.out)}
            for rnd in t.schedule.rounds
        ],
    }


def dumps(t: Tournament) -> str:
    """The file's text: one line a round of the schedule, readable in any editor."""
    doc = tournament_to_json(t)
    schedule = doc.pop("schedule")
    assert isinstance(schedule, list)
    head = json.dumps(doc, ensure_ascii=False, indent=1)[:-2]
    rounds = ",\n  ".join(json.dumps(r, ensure_ascii=False) for r in schedule)
    return f'{head},\n "schedule": [\n  {rounds}\n ]\n}}\n'


def loads(data: bytes | str) -> Tournament:
    """A tournament from its file's bytes (or text); ClubError ``not_json`` and the rest."""
    try:
        doc = decode(data, max_bytes=MAX_BYTES, max_depth=MAX_DEPTH, what="a tournament")
    except EngineError as exc:
        raise ClubError("not_json", reason=str(exc)) from None
    return tournament_from_json(doc)


def tournament_from_json(doc: object) -> Tournament:
    """A tournament from its decoded file, checked whole; ClubError with a code: ``unknown_format``,
    ``unknown_version``, ``unknown_member``, ``bad_member``, ``out_of_range``, ``bad_id``,
    ``bad_tournament_name``, ``bad_game_type``, ``bad_tie_break``, ``bad_name``,
    ``duplicate_player``, ``keep_apart_unknown``, ``keep_apart_self``, ``too_few_players``,
    ``bad_schedule``. Linear in the file's size."""
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise ClubError("unknown_format")
    version = doc.get("version")
    if version != VERSION or isinstance(version, bool):
        raise ClubError("unknown_version", version=str(version)[:12])
    for member in doc:
        if member not in _MEMBERS:
            raise ClubError("unknown_member", member=str(member)[:30])
    for member in _MEMBERS:
        if member not in doc:
            raise ClubError("bad_member", member=member, expected=_EXPECTED.get(member, "given"))
    tid = _text(doc, "id")
    _check_id(tid)
    name = _check_title(_text(doc, "name"))
    game_type = _text(doc, "game_type")
    if game_type not in GAME_TYPES:
        raise ClubError("bad_game_type", allowed=", ".join(GAME_TYPES))
    tables = _number(doc, "tables", 1, MAX_TABLES)
    rounds = _number(doc, "rounds", 1, MAX_ROUNDS)
    table_size = _number(doc, "table_size", MIN_TABLE, MAX_TABLE)
    seed = _number(doc, "seed", 0, MAX_SEED)
    check_numbers(tables, rounds, table_size)
    raw_players = _list(doc, "players")
    if not 1 <= len(raw_players) <= MAX_PLAYERS:
        raise ClubError("out_of_range", member="players", low=1, high=MAX_PLAYERS)
    if not all(isinstance(p, str) and len(p) <= NAME_MAX_LENGTH * 4 for p in raw_players):
        raise ClubError("bad_member", member="players", expected=_EXPECTED["players"])
    players = check_players([str(p) for p in raw_players])
    if players != tuple(raw_players):  # the file keeps names as the app cleaned them
        raise ClubError("bad_member", member="players", expected=_EXPECTED["players"])
    raw_pairs = _list(doc, "keep_apart")
    if len(raw_pairs) > len(players) * len(players):
        raise ClubError("out_of_range", member="keep_apart", low=0, high=len(players) ** 2)
    named: list[tuple[str, str]] = []
    for pair in raw_pairs:
        if not isinstance(pair, list) or len(pair) != 2 or not all(isinstance(n, str) for n in pair):
            raise ClubError("bad_member", member="keep_apart", expected=_EXPECTED["keep_apart"])
        named.append((str(pair[0]), str(pair[1])))
    pairs = apart_pairs(players, named)
    order = _check_tie_break(_list(doc, "tie_break"))
    sizes = table_sizes(len(players), tables, table_size)
    schedule = _schedule(_list(doc, "schedule"), players, sizes, rounds, pairs)
    return Tournament(
        id=tid,
        name=name,
        players=players,
        tables=tables,
        rounds=rounds,
        keep_apart=pairs,
        seed=seed,
        schedule=schedule,
        game_type=game_type,
        tie_break=order,
        table_size=table_size,
    )


_EXPECTED: Final = {
    "id": "32 hexadecimal digits",
    "name": "text",
    "game_type": "text",
    "players": "a list of the players' names",
    "keep_apart": "a list of pairs of players' names",
    "tie_break": "a list of tie-break keys",
    "schedule": "a list of rounds, each with its tables and who sits out",
    "tables": "a whole number",
    "rounds": "a whole number",
    "table_size": "a whole number",
    "seed": "a whole number",
}


def _text(doc: Mapping[str, object], member: str) -> str:
    value = doc[member]
    if not isinstance(value, str):
        raise ClubError("bad_member", member=member, expected=_EXPECTED[member])
    return value


def _number(doc: Mapping[str, object], member: str, low: int, high: int) -> int:
    value = doc[member]
    if isinstance(value, bool) or not isinstance(value, int):
        raise ClubError("bad_member", member=member, expected=_EXPECTED[member])
    if not low <= value <= high:
        raise ClubError("out_of_range", member=member, low=low, high=high)
    return value


def _list(doc: Mapping[str, object], member: str) -> list[object]:
    value = doc[member]
    if not isinstance(value, list):
        raise ClubError("bad_member", member=member, expected=_EXPECTED[member])
    return value


def _schedule(
    raw: list[object],
    players: tuple[str, ...],
    sizes: tuple[int, ...],
    rounds: int,
    pairs: tuple[tuple[str, str], ...],
) -> Schedule:
    if len(raw) != rounds:
        raise ClubError("bad_schedule", round=min(len(raw), rounds) + 1, reason="rounds")
    known = set(players)
    apart: dict[str, list[str]] = {}
    for a, b in pairs:
        apart.setdefault(a, []).append(b)
        apart.setdefault(b, []).append(a)
    out = []
    for number, item in enumerate(raw, start=1):
        if not isinstance(item, dict) or set(item) != {"tables", "out"}:
            raise ClubError("bad_member", member="schedule", expected=_EXPECTED["schedule"])
        tables, sitting = item["tables"], item["out"]
        if not isinstance(tables, list) or not isinstance(sitting, list):
            raise ClubError("bad_member", member="schedule", expected=_EXPECTED["schedule"])
        if len(tables) != len(sizes):
            raise ClubError("bad_schedule", round=number, reason="tables")
        seen: dict[str, int] = {}  # name -> its table (0: sitting out)
        for where, names in enumerate([sitting, *tables]):
            if not isinstance(names, list):
                raise ClubError("bad_member", member="schedule", expected=_EXPECTED["schedule"])
            if where and not MIN_TABLE <= len(names) <= max(sizes):
                raise ClubError("bad_schedule", round=number, reason="size")
            for name in names:
                if not isinstance(name, str) or name not in known:
                    raise ClubError("bad_schedule", round=number, reason="unknown")
                if name in seen:
                    raise ClubError("bad_schedule", round=number, reason="twice")
                seen[name] = where
        if len(seen) != len(players):
            raise ClubError("bad_schedule", round=number, reason="missing")
        for a, others in apart.items():
            if seen[a] and any(seen[b] == seen[a] for b in others):
                raise ClubError("bad_schedule", round=number, reason="apart")
        out.append(Round(tuple(tuple(names) for names in tables), tuple(sitting)))
    return Schedule(players, tuple(out))


def _check_id(tid: object) -> None:
    if not isinstance(tid, str) or not _ID.fullmatch(tid):
        raise ClubError("bad_id")


def _check_title(name: object) -> str:
    if not isinstance(name, str):
        raise ClubError("bad_tournament_name", most=NAME_MOST)
    title = " ".join(name.split())
    if not title or len(title) > NAME_MOST or any(ord(ch) < 32 or 0x7F <= ord(ch) < 0xA0 for ch in title):
        raise ClubError("bad_tournament_name", most=NAME_MOST)
    return title


def _check_seed(seed: object) -> None:
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise ClubError("out_of_range", member="seed", low=0, high=MAX_SEED)


def _check_tie_break(keys: Iterable[object]) -> tuple[str, ...]:
    order = tuple(keys)
    if (
        not order
        or len(order) > len(TIE_BREAKS)
        or not all(isinstance(k, str) and k in TIE_BREAKS for k in order)
        or len(set(order)) != len(order)
    ):
        raise ClubError("bad_tie_break", allowed=", ".join(TIE_BREAKS))
    return order  # type: ignore[return-value]
