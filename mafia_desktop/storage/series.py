"""The club's series: finished games gathered into series (an evening, a season), with standings.

Owns :class:`SeriesBook` (an SQLite database, ``series.sqlite3`` in the data folder, beside the
games folder), :class:`SeriesInfo`, :class:`Standing`, and the standings as CSV and JSON
(:func:`standings_csv`, :func:`standings_json`). Plain Python (no Qt).

The game records stay the single source of truth; the database is derived from them. Each sync
reads only the records that are new or changed (by modification time and size) and drops the ones
that are gone. A database that is missing, damaged, not a database, of another schema version or
unreadable is rebuilt from the records: a damaged file is first moved aside (``.damaged``), and
where no file can be written at all the book is kept in memory. Every change is one transaction;
a database another process holds locked is waited on for a few seconds, then :class:`SeriesBusy`
says so. The file is its owner's only, like the games.

A game counts once it is finished (it has a winner), and once however many files hold it (a
record opened again from a copy): of the files with the same deal, the one that went furthest;
and a tournament's slot (round and table) counts one game, the one that ended last. Its series
is the record's ``series`` member; without one, the date it was played (the protocol's ``date``, else the file's modification date),
so an evening is a series by default. Players are the same player across games when their names
fold to the same key (:func:`~mafia_desktop.engine.setup.name_key`); the spelling last used shows.

**Game type and tournament.** A game's type (``"club"``, ``"tournament"`` or ``"final"``, which
sets the rating's step) is the protocol's ``game_type``; without a usable one, ``"tournament"``
when the record has a ``tournament`` member (``{"id": str, "round": int, "table": int}``), else
``"club"``. Both are read leniently, as every app member is.

**The rating and the first-night compensation** (:mod:`mafia_desktop.club.rating`, whose rules are
the book's :attr:`SeriesBook.rating_rules` and :attr:`SeriesBook.compensation`). The games are
rated in the order they were played: by date, then the time the game's file was last saved (when
it ended), then the protocol's game number (numbered games first). A player's rating in a standings is their rating over *every* game
up to the last game of the standings' scope (a series, a tournament, dates), not only the
scope's; the compensation (Ci) is over the scope's games alone. The rating pass is one walk over
the games, made by the sync that changed a game and kept in the database (a book opened again
reads it; a book with other rating rules walks again and keeps its own).

**Speed.** A rebuild costs little beside reading and replaying the records it is made of
(``benchmarks/series.py``): the rows are written many to a statement, each game's seats are kept
in one text for the rating walk and the pairs (which are counted as sets of games, not joined
row to row), and the standings and the statistics of a scope share one pass of SQL's sums.

**What the book offers** (each query syncs first when the book has not yet; every filter is
optional, ``since`` and ``until`` are days ``YYYY-MM-DD``, inclusive, and a bad one raises
:class:`ValueError`):

- :meth:`SeriesBook.series`, :meth:`SeriesBook.tournaments`: the series and the tournaments seen;
- :meth:`SeriesBook.standings` (``series``, ``tournament``, ``since``, ``until``): a list of
  :class:`Standing`, with the ratings red and black and Ci;
- :meth:`SeriesBook.rating_history` (a name or its key): :class:`RatingPoint` s for a chart;
- :meth:`SeriesBook.player_stats` (one player) and :meth:`SeriesBook.players_stats` (every
  player of the scope): :class:`PlayerStats`;
- :meth:`SeriesBook.pair_stats`: :class:`PairStats`, each pair that met in the scope;
- CSV and JSON of each: :func:`standings_csv`, :func:`standings_json`, :func:`player_stats_csv`,
  :func:`player_stats_json`, :func:`pair_stats_csv`, :func:`pair_stats_json`.
"""

from __future__ import annotations

import contextlib
import csv
import datetime
import fnmatch
import functools
import hashlib
import io
import json
import os
import re
import sqlite3
import stat
import sys
import threading
import time
from array import array
from bisect import bisect_right
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from itertools import chain
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final, NamedTuple

from mafia_desktop.club.rating import (
    BLACK,
    COMPENSATION,
    GAME_TYPES,
    RED,
    Compensation,
    RatingRules,
    walk,
)
from mafia_desktop.i18n import QT_TRANSLATE_NOOP, Message
from mafia_desktop.storage.games import (
    GAME_GLOB,
    OWNER_ONLY,
    ReadError,
    StorageError,
    read_game,
    shown,
)

if TYPE_CHECKING:
    from mafia_desktop.engine.game import Game
    from mafia_desktop.engine.record import Record
    from mafia_desktop.engine.setup import Setup

DB_NAME: Final = "series.sqlite3"
DAMAGED: Final = ".damaged"  # series.sqlite3.damaged: a database that could not be used, set aside
SCHEMA_VERSION: Final = 4  # PRAGMA user_version; another value: the database is rebuilt
TIMEOUT: Final = 5.0  # seconds to wait for another process's lock
NAME_MOST: Final = 120  # a series name (or club, referee) is cut to this many characters
SIDE_FILES: Final = ("-journal", "-wal", "-shm")
CACHE_KIB: Final = 64 * 1024  # SQLite's page cache at most (KiB)

UNUSABLE = QT_TRANSLATE_NOOP("Storage", "The series database {path} cannot be used: {reason}.")
BUSY = QT_TRANSLATE_NOOP(
    "Storage",
    "The series database {path} is in use by another program (another Mafia Desktop, perhaps). "
    "Close it and try again.",
)

_SCHEMA: Final = """
CREATE TABLE files (
    path BLOB PRIMARY KEY, mtime_ns INTEGER NOT NULL, size INTEGER NOT NULL,
    status TEXT NOT NULL  -- counted | unfinished | broken
);
CREATE TABLE games (
    id INTEGER PRIMARY KEY,  -- the players' rows name their game by it (an integer joins fast)
    path BLOB NOT NULL UNIQUE, series TEXT NOT NULL, date TEXT NOT NULL, club TEXT NOT NULL,
    number INTEGER, referee TEXT NOT NULL, preset TEXT NOT NULL, winner TEXT NOT NULL,
    mtime_ns INTEGER NOT NULL, size INTEGER NOT NULL,
    deal TEXT NOT NULL,  -- the game's identity (storage.games.game_key): copies of it share it
    inputs INTEGER NOT NULL,
    game_type TEXT NOT NULL,  -- club | tournament | final (the rating's step)
    tournament TEXT, round INTEGER, tournament_table INTEGER,  -- the record's tournament, if any
    canonical INTEGER NOT NULL DEFAULT 0,  -- 1: the file this game counts by (see the view below)
    place INTEGER,  -- a counted game's place in the order played (0 first), else NULL
    seats TEXT NOT NULL  -- each player's key, team, won (1, 0), for the rating and the pairs (_seats)
);
CREATE INDEX games_series ON games (series);
CREATE INDEX games_deal ON games (deal);
CREATE INDEX games_tournament ON games (tournament);
CREATE INDEX games_place ON games (place);
-- One game counts once, however many files hold it (a record opened from a copy, copied again):
-- the file that went furthest, then the newest (marked canonical at each sync: _settle).
CREATE VIEW counted AS SELECT * FROM games WHERE canonical = 1;
CREATE TABLE players (
    game INTEGER NOT NULL,  -- games.id
    seat INTEGER NOT NULL, name TEXT NOT NULL, name_key TEXT NOT NULL,
    role TEXT NOT NULL, team TEXT NOT NULL, won INTEGER NOT NULL, points REAL NOT NULL,
    best_move_mafia INTEGER, best_move_points REAL NOT NULL, fouls INTEGER NOT NULL,
    left_by TEXT,  -- how they left (the death's cause), NULL: alive at the end
    first_night INTEGER NOT NULL,  -- 1: of the town, killed at night on the first night the mafia shoot
    checks INTEGER NOT NULL, checks_found INTEGER NOT NULL,  -- night checks made, and those that found
    PRIMARY KEY (game, seat)
) WITHOUT ROWID;
-- The rating pass over every counted game (made at each sync that changed a game, so a book
-- opened again does not walk the games again): per player and colour, the places in the play
-- order of their rated games and the rating after each (arrays of 8-byte integers and floats,
-- this machine's byte order), for the rules named in rated.
CREATE TABLE rated (rules TEXT NOT NULL);
CREATE TABLE ratings (
    name_key TEXT NOT NULL, side TEXT NOT NULL, places BLOB NOT NULL, after BLOB NOT NULL,
    PRIMARY KEY (name_key, side)
);
"""
_TABLES: Final = ("files", "games", "players", "rated", "ratings")


class SeriesError(StorageError):
    """The series database cannot be used; the message says why and what to do."""


class SeriesBusy(SeriesError):
    """Another process holds the series database locked."""


@dataclass(frozen=True, slots=True)
class SeriesInfo:
    """A series at a glance: its name, how many finished games, the first and last date played."""

    name: str
    games: int
    first: str  # YYYY-MM-DD
    last: str
    presets: tuple[str, ...] = ()  # the rule sets its games were played by


@dataclass(frozen=True, slots=True)
class Standing:
    """One player's line of the standings."""

    place: int  # equal points and wins share a place
    name: str  # the spelling last used
    points: float
    wins: int
    games: int
    win_rate: float  # 0..1
    by_role: tuple[tuple[str, int, int], ...]  # (role, games, wins), in the registry's order
    best_moves: int  # best moves made
    best_move_points: float
    fouls: int
    rating_red: float = 1000.0  # the rating after every game up to the scope's last (see the module)
    rating_black: float = 1000.0
    ci: float = 0.0  # the first-night compensation over the scope's games
    first_night: int = 0  # how often shot on the first night in the scope's games


@dataclass(frozen=True, slots=True)
class TournamentInfo:
    """A tournament the records name (their ``tournament`` member's ``id``): how many finished
    games, the rounds seen, the first and last date played."""

    id: str
    games: int
    rounds: int
    first: str
    last: str


class RatingPoint(NamedTuple):
    """One game's change to a player's rating, for a chart: the day played, the protocol's game
    number (None: none), the colour (``"red"``, ``"black"``), the rating before and after."""

    date: str
    number: int | None
    side: str
    before: float
    after: float


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """One player's statistics over a scope (a series, a tournament, dates; or every game).

    ``by_role``: (role, games, wins) in the registry's order; ``first_night``: shot on the first
    night; ``checks``, ``checks_found``: night checks made, and those that found what they look
    for (the Sheriff's a mafioso, the Don's the Sheriff...); ``best_moves``: best moves made,
    ``best_move_hits``: the mafia they named in all; ``left_by``: (cause, games) of how the games
    ended for them, None for alive at the end; ``ci``: the compensation over the scope; the
    ratings as in :class:`Standing`."""

    name: str
    games: int
    wins: int
    points: float
    by_role: tuple[tuple[str, int, int], ...]
    first_night: int
    checks: int
    checks_found: int
    best_moves: int
    best_move_hits: int
    best_move_points: float
    fouls: int
    left_by: tuple[tuple[str | None, int], ...]
    ci: float
    rating_red: float
    rating_black: float


@dataclass(frozen=True, slots=True)
class PairStats:
    """Two players over a scope: ``together`` games on one side, ``wins_together`` of them won,
    ``against`` games on opposite sides, ``first_wins`` and ``second_wins`` of them won by each
    (``first`` is the one whose name sorts first)."""

    first: str
    second: str
    together: int
    wins_together: int
    against: int
    first_wins: int
    second_wins: int


# What the series keep of a finished game (see _game_row): its row of ``games`` and a row of
# ``players`` per seat, as the database takes them (plain tuples: made for every game read).
_GameRow = tuple[tuple[Any, ...], tuple[tuple[Any, ...], ...]]


# --- what a record says -----------------------------------------------------------------------


_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def _text(value: object) -> str:
    """A record's app member as text, leniently: a string, trimmed and cut; anything else empty."""
    return _text_of(value) if isinstance(value, str) else ""


@functools.lru_cache(maxsize=1024)  # (a club's games repeat their series, club and referee)
def _text_of(value: str) -> str:
    return " ".join(value.split())[:NAME_MOST]


def _date(value: object) -> str | None:
    return _date_of(value) if isinstance(value, str) else None


@functools.lru_cache(maxsize=1024)  # (and their days)
def _date_of(value: str) -> str | None:
    if not _DATE.fullmatch(value.strip()):
        return None
    try:
        return datetime.date.fromisoformat(value.strip()).isoformat()
    except ValueError:
        return None


def _whole(value: object, low: int = 1, high: int = 10**6) -> int | None:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        return None
    return value


def tournament_of(value: object) -> tuple[str | None, int | None, int | None]:
    """A record's ``tournament`` member, leniently: (id, round, table); (None, None, None) without
    a usable id, and None for a round or a table that is not a whole number from 1."""
    if not isinstance(value, dict):
        return None, None, None
    ident = _text(value.get("id"))
    if not ident:
        return None, None, None
    return ident, _whole(value.get("round")), _whole(value.get("table"))


def game_type_of(protocol: object, tournament: str | None) -> str:
    """A game's type: the protocol's ``game_type`` when it is one of
    :data:`~mafia_desktop.club.rating.GAME_TYPES`; else ``"tournament"`` for a game of a
    tournament, ``"club"`` otherwise."""
    kind = protocol.get("game_type") if isinstance(protocol, dict) else None
    if isinstance(kind, str) and kind in GAME_TYPES:
        return kind
    return "tournament" if tournament is not None else "club"


def _facts(game: Game) -> tuple[set[str], dict[str, list[int]]]:
    """From the game's events: who died at night on the first night the mafia shoot (the first
    night that is not a meeting night), and each player's night checks, [made, found]. A check
    is any act whose actor learns an answer; it found when the answer is what the act looks for
    (the kinds say so: :meth:`~mafia_desktop.engine.kinds.ActKind.result_key`)."""
    from mafia_desktop.engine.events import Acted, Death, PhaseBegan
    from mafia_desktop.engine.roles import NIGHT_ACTS

    first_night = 2 if game.rules.first_phase == "meeting_night" else 1
    during = False
    shot: set[str] = set()
    checks: dict[str, list[int]] = {}
    for event in game.events:
        if isinstance(event, PhaseBegan):
            during = event.phase == "night" and event.number == first_night
        elif isinstance(event, Death):
            if during and event.cause == "night":
                shot.add(event.player)
        elif isinstance(event, Acted):
            spec = NIGHT_ACTS.get(event.act)
            if spec is None or not spec.behaviour.answers:
                continue
            tally = checks.setdefault(event.by, [0, 0])
            tally[0] += 1
            tally[1] += spec.behaviour.result_key(spec, event.result) == "found"
    return shot, checks


_JSON: Final = json.JSONEncoder(ensure_ascii=False, sort_keys=True)
_RULES_TEXT: dict[int, tuple[object, str]] = {}  # id(rules) -> (the rules, their JSON): few, kept


def _deal(setup: Setup) -> str:
    """:func:`~mafia_desktop.storage.games.game_key`, the same text hashed, made without writing
    the rules again for each game (the games of a club share a few rule sets)."""
    rules = setup.rules
    kept = _RULES_TEXT.get(id(rules))
    if kept is None or kept[0] is not rules:
        if len(_RULES_TEXT) > 64:
            _RULES_TEXT.clear()
        kept = _RULES_TEXT[id(rules)] = (rules, _JSON.encode(rules.to_json()))
    # json.dumps([rules, seed, players, roles]): the list's items joined by ", "
    text = f"[{kept[1]}, {_JSON.encode([setup.seed, list(setup.players), list(setup.roles)])[1:]}"
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:32]


@functools.lru_cache(maxsize=4096)
def _key(name: str) -> str:
    """:func:`~mafia_desktop.engine.setup.name_key`, kept for the names seen (a club's regulars
    play game after game)."""
    from mafia_desktop.engine.setup import name_key

    return name_key(name)


def _game_row(record: Record, game: Game, mtime: float) -> _GameRow | None:
    """What the series keep of a game, or None while it is unfinished: its row of ``games``
    (series, date, club, number, referee, preset, winner, deal, inputs, game type, tournament,
    round, table) and a row of ``players`` per seat (seat, name, key, role, team, won, points,
    best move's mafia, its points, fouls, left by, shot on the first night, checks, found)."""
    from mafia_desktop.engine.roles import team_of
    from mafia_desktop.engine.sport import best_move_points, points

    winner = game.winner
    if winner is None:
        return None
    protocol = record.note("protocol")
    if not isinstance(protocol, dict):
        protocol = {}
    date = _date(protocol.get("date")) or time.strftime("%Y-%m-%d", time.localtime(mtime))
    number = protocol.get("game")
    if isinstance(number, bool) or not isinstance(number, int) or not 0 <= number < 10**9:
        number = None
    series = _text(record.note("series")) or date
    tournament, round_, table = tournament_of(record.note("tournament"))
    shot, checks = _facts(game)
    scores = points(game) or {}
    left = dict(reversed(game.deaths))  # the first cause, should a name appear twice
    fouls = game.fouls
    best = game.best_move
    by, mafia = (best[0], best[2]) if best is not None else (None, None)
    move_points = best_move_points(game.rules, mafia) if mafia is not None else 0.0
    players = []
    seats = []
    for seat, (name, role) in enumerate(zip(game.players, game.setup.roles, strict=True), start=1):
        team = team_of(role)
        key = _key(name)
        won = int(team == winner)
        made = name == by
        made_checks, found = checks.get(name, (0, 0))
        players.append(
            (
                seat, name, key, role, team, won, float(scores.get(name, 0.0)),
                mafia if made else None, move_points if made else 0.0,
                int(fouls.get(name, 0)), left.get(name), int(name in shot and team == "town"),
                made_checks, found,
            )
        )  # fmt: skip
        seats.append(f"{key}{_US}{team}{_US}{won}")
    text = _RS.join(seats)
    if text.count(_US) != 2 * len(seats) or text.count(_RS) != len(seats) - 1:
        raise ValueError("a name's key with a control character")  # (names have none)
    game_row = (
        series, date, _text(protocol.get("club")), number, _text(protocol.get("referee")),
        record.setup.rules.preset, winner, _deal(record.setup), len(record.inputs),
        game_type_of(protocol, tournament), tournament, round_, table, text,
    )  # fmt: skip
    return game_row, tuple(players)  # (tuples of plain values: the collector then ignores them)


def _read(path: Path, mtime: float) -> tuple[str, _GameRow | None] | None:
    """(status, row) for a game file; None when it cannot be read now (tried again next time)."""
    try:
        record, game = read_game(path)
    except (ReadError, FileNotFoundError):
        return None  # not known to be broken: a permission, a file going away
    except Exception:  # noqa: BLE001 - a record that does not load is skipped, never fatal
        return "broken", None
    try:
        row = _game_row(record, game, mtime)
    except Exception:  # noqa: BLE001 - the same for a record whose game cannot be summed up
        return "broken", None
    return ("counted", row) if row is not None else ("unfinished", None)


def _insert(db: sqlite3.Connection, table: str, rows: Sequence[tuple[Any, ...]], width: int) -> None:
    """``rows`` (of ``width`` values) into ``table``, many rows a statement: binding a row costs
    Python less so than running a statement for it (a third less for the players)."""
    per = max(1, 999 // width)  # (999 values a statement: SQLite's limit before 3.32)
    one = "(" + ", ".join("?" * width) + ")"
    full = len(rows) - len(rows) % per
    if full:
        sql = f"INSERT INTO {table} VALUES " + ", ".join([one] * per)
        for i in range(0, full, per):
            db.execute(sql, list(chain.from_iterable(rows[i : i + per])))
    if full < len(rows):
        db.executemany(f"INSERT INTO {table} VALUES {one}", rows[full:])


# --- the database -----------------------------------------------------------------------------


# SQLite's primary result codes (https://sqlite.org/rescode.html; not all in the typing stubs)
PERM, BUSY_CODE, LOCKED, NOMEM, READONLY, IOERR, FULL, CANTOPEN = 3, 5, 6, 7, 8, 10, 13, 14


def _code(exc: sqlite3.Error) -> int | None:
    code = getattr(exc, "sqlite_errorcode", None)
    return code & 0xFF if isinstance(code, int) else None


def _busy(exc: sqlite3.Error) -> bool:
    """Another connection holds the lock (waited on for the timeout)."""
    code = _code(exc)
    if code is not None:
        return code in (BUSY_CODE, LOCKED)
    return "locked" in str(exc)


# What no new file would cure: set nothing aside for these, go on in memory.
_NOT_DAMAGE: Final = (FULL, READONLY, CANTOPEN, PERM, NOMEM, IOERR)


def _damaged(exc: sqlite3.Error) -> bool:
    return _code(exc) not in _NOT_DAMAGE


class SeriesBook:
    """The series and their standings, kept in ``db_path`` (``series.sqlite3`` beside the games
    folder by default) and synced from the records in ``games_folder``.

    The first query syncs (:meth:`sync`) when nothing has yet; :meth:`sync` again reads what
    changed since. Safe to use from one thread at a time, whichever it is. ``rating_rules`` and
    ``compensation`` are the rating's and Ci's constants (the defaults of
    :mod:`mafia_desktop.club.rating` unless told).
    """

    def __init__(
        self,
        games_folder: Path,
        db_path: Path | None = None,
        *,
        timeout: float | None = None,
        rating_rules: RatingRules | None = None,
        compensation: Compensation | None = None,
    ) -> None:
        #: the rating's constants (the step per game type, the start, the full table)
        self.rating_rules = rating_rules if rating_rules is not None else RatingRules()
        #: the first-night compensation's constants
        self.compensation = compensation if compensation is not None else COMPENSATION
        self._rated: _Rated | None = None  # the rating pass over every game, kept until a sync
        self._spellings: dict[tuple[str, tuple[object, ...]], Any] = {}  # per scope, until a sync
        self.games_folder = Path(games_folder)
        self.db_path = Path(db_path) if db_path is not None else self.games_folder.parent / DB_NAME
        #: seconds to wait for another process's lock (:data:`TIMEOUT` unless told)
        self.timeout = TIMEOUT if timeout is None else timeout
        #: where the book was kept in memory only (no file could be written), why; else ""
        self.in_memory = ""
        self._db: sqlite3.Connection | None = None
        self._synced = False
        self._lock = threading.RLock()

    # --- opening --------------------------------------------------------------------------------

    def _connect(self) -> sqlite3.Connection:
        if self._db is not None:
            return self._db
        if not self.db_path.exists() and not self.games_folder.is_dir():
            # No games, and no database: nothing worth a file (and no folder made for it).
            self._db = self._memory(FileNotFoundError(shown(self.games_folder)))
            return self._db
        try:
            self._db = self._open_file()
        except SeriesBusy:
            raise
        except (sqlite3.Error, OSError) as exc:
            self._db = self._memory(exc)
        return self._db

    def _open_file(self) -> sqlite3.Connection:
        """The database file, checked; a damaged one is moved aside and a new one made."""
        path = self.db_path
        path.parent.mkdir(mode=0o700, exist_ok=True)
        for attempt in range(2):
            db: sqlite3.Connection | None = None
            try:
                self._prepare_file(path)
                db = sqlite3.connect(
                    path, timeout=self.timeout, isolation_level=None, check_same_thread=False
                )
                # A page cache for a club's years of games (the default's 2 MB is a few hundred
                # games): the sums read every player's row; memory taken only as pages are read.
                db.execute(f"PRAGMA cache_size = -{CACHE_KIB}")
                (result,) = db.execute("PRAGMA quick_check").fetchone()
                if result != "ok":
                    raise sqlite3.DatabaseError(f"quick_check: {result}")
                db.execute("PRAGMA user_version").fetchone()
                return db
            except sqlite3.Error as exc:
                if db is not None:
                    db.close()
                if _busy(exc):
                    raise SeriesBusy(Message("Storage", BUSY, path=shown(path))) from exc
                if attempt:
                    raise
                self._set_aside(path)
        raise AssertionError("unreachable")

    @staticmethod
    def _prepare_file(path: Path) -> None:
        """The file as a regular file of its owner's only, made empty (0600) when missing; a
        link or anything else at its place is moved aside."""
        try:
            st = os.lstat(path)
        except FileNotFoundError:
            flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
            with contextlib.suppress(FileExistsError):
                os.close(os.open(path, flags, OWNER_ONLY))
            for side in SIDE_FILES:  # a journal left by a database that is gone belongs to none
                with contextlib.suppress(OSError):
                    os.unlink(f"{path}{side}")
            return
        if not stat.S_ISREG(st.st_mode):
            raise sqlite3.DatabaseError("not a regular file")
        if stat.S_IMODE(st.st_mode) != OWNER_ONLY and hasattr(os, "getuid") and st.st_uid == os.getuid():
            os.chmod(path, OWNER_ONLY)

    @staticmethod
    def _set_aside(path: Path) -> None:
        """A damaged database goes to ``series.sqlite3.damaged`` (replacing an older one); its
        journal goes, so it is never applied to the new file."""
        target = path.with_name(path.name + DAMAGED)
        if os.path.isdir(target) and not os.path.islink(target):
            target = path.with_name(f"{path.name}{DAMAGED}-{int(time.time())}")
        with contextlib.suppress(FileNotFoundError):
            os.replace(path, target)
        for side in SIDE_FILES:
            with contextlib.suppress(OSError):
                os.unlink(f"{path}{side}")

    def _memory(self, exc: BaseException) -> sqlite3.Connection:
        self.in_memory = str(exc) or type(exc).__name__
        return sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)

    def close(self) -> None:
        with self._lock:
            if self._db is not None:
                self._db.close()
                self._db = None
            self._synced = False
            self._rated = None
            self._spellings = {}

    def __enter__(self) -> SeriesBook:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # --- syncing --------------------------------------------------------------------------------

    def sync(self) -> None:
        """Bring the database up to the records: new and changed files read, vanished ones
        dropped; rebuilt first when its schema is not this version's. Raises :class:`SeriesBusy`
        when another process holds it locked."""
        with self._lock:
            self._guarded(lambda db: self._sync(db, rebuild=False))

    def rebuild(self) -> None:
        """Every record read again, the database made anew (in one transaction)."""
        with self._lock:
            self._guarded(lambda db: self._sync(db, rebuild=True))

    def _guarded(self, work: Callable[[sqlite3.Connection], None]) -> None:
        """``work(db)``. A database found damaged on the way is set aside and made anew (its
        content comes back from the records); one that cannot be written at all (a full disk, a
        read-only folder) is left as it is, and the book goes on in memory."""
        for attempt in range(3):
            db = self._connect()
            try:
                work(db)
                return
            except sqlite3.Error as exc:
                if _busy(exc):
                    raise SeriesBusy(Message("Storage", BUSY, path=shown(self.db_path))) from exc
                if self.in_memory or attempt == 2:
                    raise SeriesError(
                        Message("Storage", UNUSABLE, path=shown(self.db_path), reason=str(exc) or "?")
                    ) from exc
                db.close()
                self._db = None
                self._synced = False
                if attempt == 0 and _damaged(exc):
                    self._set_aside(self.db_path)  # the next connection makes a new file
                else:
                    self._db = self._memory(exc)

    def _listing(self) -> dict[bytes, tuple[str, int, int, float]]:
        """The game files now: encoded path -> (path, mtime_ns, size, mtime). (The folder's
        entries as they are, no Path made for each: a club's years are thousands of files.)"""
        out = {}
        try:
            with os.scandir(self.games_folder) as entries:
                found = [entry.path for entry in entries if fnmatch.fnmatch(entry.name, GAME_GLOB)]
        except OSError:
            found = []
        for path in found:
            try:
                st = os.stat(path)
            except OSError:
                continue
            if stat.S_ISREG(st.st_mode):
                out[os.fsencode(path)] = (path, st.st_mtime_ns, st.st_size, st.st_mtime)
        return out

    def _sync(self, db: sqlite3.Connection, rebuild: bool) -> None:
        listing = self._listing()
        fresh = rebuild or db.execute("PRAGMA user_version").fetchone()[0] != SCHEMA_VERSION
        known: dict[bytes, tuple[int, int]] = {}
        if not fresh:
            known = {bytes(p): (m, s) for p, m, s in db.execute("SELECT path, mtime_ns, size FROM files")}
        # The records are read before the database is locked: another process waits only for the write.
        read = self._read_changed(listing, known)
        db.execute("BEGIN IMMEDIATE")
        try:
            if fresh or db.execute("PRAGMA user_version").fetchone()[0] != SCHEMA_VERSION:
                self._create(db)
                if not fresh:  # another process changed it meanwhile: everything is read now
                    read = self._read_changed(listing, {})
                known = {}
            gone = set(known) - set(listing)
            # (a file the book had and read again: its old rows go; a new one has none)
            self._drop(db, [*gone, *(key for key in read if key in known)])
            self._put(db, listing, read)
            rated = None
            if fresh or gone or read:
                self._settle(db)
                rated = self._walk(db)  # (in this transaction: one commit, and no reader writes)
                self._keep(db, rated)
            db.execute("COMMIT")
            self._synced = True
            self._rated = rated  # (None: read from the database at the next question)
            self._spellings = {}
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                db.execute("ROLLBACK")
            raise

    def _read_changed(
        self, listing: dict[bytes, tuple[str, int, int, float]], known: dict[bytes, tuple[int, int]]
    ) -> dict[bytes, tuple[str, _GameRow | None]]:
        out = {}
        for key, (path, mtime_ns, size, mtime) in sorted(listing.items()):
            if known.get(key) == (mtime_ns, size):
                continue
            got = _read(Path(path), mtime)
            if got is not None:
                out[key] = got
        return out

    @staticmethod
    def _create(db: sqlite3.Connection) -> None:
        db.execute("DROP VIEW IF EXISTS counted")
        for table in _TABLES:
            db.execute(f"DROP TABLE IF EXISTS {table}")
        for statement in _SCHEMA.split(";"):
            if statement.strip():
                db.execute(statement)
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    @staticmethod
    def _settle(db: sqlite3.Connection) -> None:
        """Which file each game counts by, and the counted games' order of play (two statements)."""
        db.execute(
            "UPDATE games SET canonical = (id = (SELECT c.id FROM games c WHERE c.deal = games.deal"
            " ORDER BY c.inputs DESC, c.mtime_ns DESC, c.path DESC LIMIT 1)), place = NULL"
        )
        # A tournament's slot is one game: of two finished games that name the same round and
        # table (a game played again after a mistake), the one that ended last counts.
        db.execute(
            "UPDATE games SET canonical = 0 WHERE canonical = 1 AND tournament IS NOT NULL"
            " AND round IS NOT NULL AND tournament_table IS NOT NULL AND id <> (SELECT c.id FROM games c"
            " WHERE c.canonical = 1 AND c.tournament = games.tournament AND c.round = games.round"
            " AND c.tournament_table = games.tournament_table ORDER BY c.mtime_ns DESC, c.path DESC LIMIT 1)"
        )
        db.execute(
            "UPDATE games SET place = o.n FROM (SELECT g.id, ROW_NUMBER() OVER"
            f" (ORDER BY {_PLAY_ORDER}) - 1 AS n FROM counted g) AS o WHERE games.id = o.id"
        )

    @staticmethod
    def _drop(db: sqlite3.Connection, keys: Sequence[bytes]) -> None:
        """The rows of these files go."""
        if not keys:
            return
        params = [(key,) for key in keys]
        db.executemany("DELETE FROM players WHERE game IN (SELECT id FROM games WHERE path = ?)", params)
        db.executemany("DELETE FROM games WHERE path = ?", params)
        db.executemany("DELETE FROM files WHERE path = ?", params)

    @staticmethod
    def _put(
        db: sqlite3.Connection,
        listing: dict[bytes, tuple[str, int, int, float]],
        read: dict[bytes, tuple[str, _GameRow | None]],
    ) -> None:
        """The files read, and the rows of their games (three statements, each for every row)."""
        if not read:
            return
        (last,) = db.execute("SELECT COALESCE(MAX(id), 0) FROM games").fetchone()
        files: list[tuple[Any, ...]] = []
        games: list[tuple[Any, ...]] = []
        players: list[tuple[Any, ...]] = []
        for key, (status, row) in read.items():
            _, mtime_ns, size, _ = listing[key]
            files.append((key, mtime_ns, size, status))
            if row is None:
                continue
            last += 1
            game, seats = row
            games.append((last, key, *game[:7], mtime_ns, size, *game[7:-1], 0, None, game[-1]))
            players.extend((last, *seat) for seat in seats)
        _insert(db, "files", files, 4)
        _insert(db, "games", games, 20)
        _insert(db, "players", players, 15)

    # --- reading --------------------------------------------------------------------------------

    def _rows(self, sql: str, params: Sequence[object] = ()) -> list[tuple[Any, ...]]:
        """A query's rows, synced first when this book has not synced yet."""
        out: list[tuple[Any, ...]] = []

        def query(db: sqlite3.Connection) -> None:
            if not self._synced:
                self._sync(db, rebuild=False)
            out[:] = db.execute(sql, params).fetchall()

        with self._lock:
            self._guarded(query)
        return out

    def series(self) -> list[SeriesInfo]:
        """Every series with a finished game, the most recently played first."""
        rows = self._rows(
            "SELECT series, COUNT(*), MIN(date), MAX(date), GROUP_CONCAT(DISTINCT preset), MAX(mtime_ns)"
            " FROM counted GROUP BY series"
        )
        infos = [
            (SeriesInfo(name, n, first, last, tuple(sorted((presets or "").split(",")))), newest)
            for name, n, first, last, presets, newest in rows
        ]
        infos.sort(key=lambda x: (x[0].last, x[1], x[0].name), reverse=True)
        return [info for info, _ in infos]

    def standings(
        self,
        series: str | None = None,
        tournament: str | None = None,
        since: str | None = None,
        until: str | None = None,
    ) -> list[Standing]:
        """The standings of a scope: one series, one tournament, the days from ``since`` to
        ``until`` (inclusive), together; every finished game when none is given. Empty for a scope
        with no finished game. Sorted by points, then wins (more first), then games (fewer
        first), then name; players with equal points and wins share a place. Summed by the
        database, a line per player and role; each player under the spelling of their latest game
        in the scope. Each line has the player's ratings after every game up to the scope's last
        (the rating's games are all the games, not only the scope's), the Ci over the scope's
        games, and how often they were shot on the first night in them."""
        where, params = _scope(series, tournament, since, until)
        rows, names, shot = self._scan(where, params)
        if not rows:
            return []
        extra = self._ratings_at(self._last_of(where, params), shot)
        lines = [
            (names[key], key, role, games, wins, points, moves, move_points, fouls)
            for key, role, _, games, wins, points, _, _, _, moves, _, move_points, fouls, *_ in rows
        ]
        return rank(lines, extra)

    def _scan(
        self, where: str, params: Sequence[object]
    ) -> tuple[list[tuple[Any, ...]], dict[str, str], dict[str, tuple[int, int]]]:
        """The scope's players summed by the database in one pass (kept until the next sync:
        the standings, the players' and the pairs' statistics share it): a row per player, role
        and how they left (key, role, left by, games, won, points, first night, checks, found,
        best moves, best-move hits, best-move points, fouls, the latest place, its spelling);
        each player's spelling of their latest game in the scope; (first-night deaths, games)."""
        memo = (where, tuple(params))
        with self._lock:
            if memo in self._spellings and self._synced:
                got: tuple[list[tuple[Any, ...]], dict[str, str], dict[str, tuple[int, int]]]
                got = self._spellings[memo]
                return got
        # (SQLite gives the bare column of the row where MAX is found: the latest game's spelling.)
        rows = self._rows(
            "SELECT p.name_key, p.role, p.left_by, COUNT(*), SUM(p.won), SUM(p.points), SUM(p.first_night),"
            " SUM(p.checks), SUM(p.checks_found), SUM(p.best_move_mafia IS NOT NULL),"
            " TOTAL(p.best_move_mafia), SUM(p.best_move_points), SUM(p.fouls), MAX(g.place), p.name"
            f" FROM players p JOIN counted g ON g.id = p.game {where}"
            " GROUP BY p.name_key, p.role, p.left_by",
            params,
        )
        latest: dict[str, tuple[int, str]] = {}
        shot: dict[str, tuple[int, int]] = {}
        for key, _, _, games, _, _, first, *_, place, name in rows:
            if key not in latest or place > latest[key][0]:
                latest[key] = (place, name)
            was = shot.get(key, (0, 0))
            shot[key] = (was[0] + first, was[1] + games)
        names = {key: name for key, (_, name) in latest.items()}
        with self._lock:
            self._spellings[memo] = (rows, names, shot)
        return rows, names, shot

    def _last_of(self, where: str, params: Sequence[object]) -> int:
        """The place in the play order of the scope's last game (-1: none)."""
        ((last,),) = self._rows(f"SELECT MAX(g.place) FROM counted g {where}", params)
        return -1 if last is None else int(last)

    def _ratings_at(
        self, last: int, shot: dict[str, tuple[int, int]]
    ) -> dict[str, tuple[float, float, float, int]]:
        """key -> (rating red, rating black, Ci, first-night deaths), the ratings after the game
        ``last`` of the play order, Ci from (first-night deaths, games)."""
        rated = self._rating()
        out = {}
        for key, (first, games) in shot.items():
            red, black = rated.at(key, last)
            out[key] = (red, black, self.compensation.points(first, games), first)
        return out

    def _rating(self) -> _Rated:
        """The rating pass over every finished game in the order played: walked once after a
        sync that changed a game, and kept in the database (for these rules) and here."""
        with self._lock:
            if self._rated is not None and self._synced:
                return self._rated
            got: list[_Rated] = []

            def work(db: sqlite3.Connection) -> None:
                if not self._synced:
                    self._sync(db, rebuild=False)  # (walks, where it changed a game)
                got[:] = [self._rated if self._rated is not None else self._rated_in(db)]

            self._guarded(work)
            self._rated = got[0]
            return self._rated

    def _rated_in(self, db: sqlite3.Connection) -> _Rated:
        """The rating kept in the database when it is for these rules and whole; else walked
        over the games again and kept (in one transaction: no sync comes between the walk and
        what is kept; where another process is writing, it is kept another time)."""
        rules = f"{sys.byteorder} {self.rating_rules!r}"
        db.execute("BEGIN")
        try:
            if db.execute("SELECT rules FROM rated").fetchall() == [(rules,)]:
                rows = db.execute("SELECT name_key, side, places, after FROM ratings")
                kept = _Rated.load(self.rating_rules.start, rows)
                if kept is not None:
                    db.execute("COMMIT")
                    return kept
            rated = self._walk(db)
            try:
                self._keep(db, rated)
            except sqlite3.OperationalError as exc:
                if not _busy(exc):
                    raise
                db.execute("ROLLBACK")
                return rated
            db.execute("COMMIT")
            return rated
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                db.execute("ROLLBACK")
            raise

    def _walk(self, db: sqlite3.Connection) -> _Rated:
        """The rating pass over the counted games, in the order played."""
        return _rate(
            db.execute("SELECT place, game_type, seats FROM counted ORDER BY place"), self.rating_rules
        )

    def _keep(self, db: sqlite3.Connection, rated: _Rated) -> None:
        """The rating pass kept in the database for these rules (in the caller's transaction)."""
        db.execute("DELETE FROM rated")
        db.execute("DELETE FROM ratings")
        db.executemany("INSERT INTO ratings VALUES (?, ?, ?, ?)", rated.dump())
        db.execute("INSERT INTO rated VALUES (?)", (f"{sys.byteorder} {self.rating_rules!r}",))

    def rating_history(self, player: str) -> list[RatingPoint]:
        """``player``'s rating game by game (a name, any spelling, or its key), in the order
        played, over every finished game: for a chart. Empty for a player never rated."""
        from mafia_desktop.engine.setup import name_key

        rated = self._rating()
        steps = rated.steps(name_key(player)) or rated.steps(player)
        if not steps:
            return []
        wanted = {place for place, *_ in steps}
        played: dict[int, tuple[str, int | None]] = {}
        for place, date, number in self._rows(
            "SELECT place, date, number FROM counted WHERE place IS NOT NULL"
        ):
            if place in wanted:
                played[place] = (date, number)
        return [RatingPoint(*played[place], side, before, after) for place, side, before, after in steps]

    def tournament_slots(self, tournament: str) -> set[tuple[int, int]]:
        """The slots of ``tournament`` (its id) a finished game was played in: (round, table)."""
        rows = self._rows(
            "SELECT DISTINCT round, tournament_table FROM counted WHERE tournament = ?"
            " AND round IS NOT NULL AND tournament_table IS NOT NULL",
            (tournament,),
        )
        return {(int(r), int(t)) for r, t in rows}

    def scope_info(
        self,
        series: str | None = None,
        tournament: str | None = None,
        since: str | None = None,
        until: str | None = None,
    ) -> SeriesInfo:
        """A scope at a glance (the filters as :meth:`standings` takes them): its finished games,
        the first and last day played, the rule sets; the name is the series' when one is given."""
        where, params = _scope(series, tournament, since, until)
        ((n, first, last, presets),) = self._rows(
            f"SELECT COUNT(*), MIN(g.date), MAX(g.date), GROUP_CONCAT(DISTINCT g.preset) FROM counted g {where}",
            params,
        )
        kinds = tuple(sorted(p for p in (presets or "").split(",") if p))
        return SeriesInfo(series or "", int(n), first or "", last or "", kinds)

    def tournaments(self) -> list[TournamentInfo]:
        """Every tournament the finished games name, the most recently played first."""
        rows = self._rows(
            "SELECT tournament, COUNT(*), COUNT(DISTINCT round), MIN(date), MAX(date) FROM counted"
            " WHERE tournament IS NOT NULL GROUP BY tournament"
        )
        infos = [TournamentInfo(*row) for row in rows]
        infos.sort(key=lambda t: (t.last, t.id), reverse=True)
        return infos

    def players_stats(
        self,
        series: str | None = None,
        tournament: str | None = None,
        since: str | None = None,
        until: str | None = None,
        *,
        player: str | None = None,
    ) -> list[PlayerStats]:
        """Every player's statistics over a scope (the filters as :meth:`standings` takes them),
        by name; only ``player``'s (a name, any spelling) when given."""
        from mafia_desktop.engine.roles import ROLES
        from mafia_desktop.engine.setup import name_key

        where, params = _scope(series, tournament, since, until)
        rows, names, shot = self._scan(where, params)
        if player is not None:
            key = name_key(player)
            rows = [row for row in rows if row[0] == key]
        if not rows:
            return []
        extra = self._ratings_at(self._last_of(where, params), shot)
        order = {role: i for i, role in enumerate(ROLES)}
        sums: dict[str, list[float]] = {}
        roles: dict[str, dict[str, list[int]]] = {}
        left: dict[str, dict[str | None, int]] = {}
        for key, role, cause, games, wins, *rest in rows:
            total = sums.setdefault(key, [0.0] * 10)
            for i, value in enumerate((games, wins, *rest[:8])):
                total[i] += value
            games_wins = roles.setdefault(key, {}).setdefault(role, [0, 0])
            games_wins[0] += games
            games_wins[1] += wins
            causes = left.setdefault(key, {})
            causes[cause] = causes.get(cause, 0) + games
        out = []
        for key, t in sums.items():
            red, black, ci, _ = extra[key]
            out.append(
                PlayerStats(
                    name=names.get(key, key),
                    games=int(t[0]),
                    wins=int(t[1]),
                    points=_tidy(t[2]),
                    by_role=tuple(
                        sorted(
                            ((r, g, w) for r, (g, w) in roles[key].items()),
                            key=lambda r: (order.get(r[0], 99), r[0]),
                        )
                    ),
                    first_night=int(t[3]),
                    checks=int(t[4]),
                    checks_found=int(t[5]),
                    best_moves=int(t[6]),
                    best_move_hits=int(t[7]),
                    best_move_points=_tidy(t[8]),
                    fouls=int(t[9]),
                    left_by=tuple(sorted(left[key].items(), key=lambda c: (c[0] is not None, c[0] or ""))),
                    ci=ci,
                    rating_red=red,
                    rating_black=black,
                )
            )
        out.sort(key=lambda x: (x.name.casefold(), x.name))
        return out

    def player_stats(
        self,
        player: str,
        series: str | None = None,
        tournament: str | None = None,
        since: str | None = None,
        until: str | None = None,
    ) -> PlayerStats | None:
        """One player's statistics over a scope (a name, any spelling); None for a player with no
        game in it."""
        got = self.players_stats(series, tournament, since, until, player=player)
        return got[0] if got else None

    def pair_stats(
        self,
        series: str | None = None,
        tournament: str | None = None,
        since: str | None = None,
        until: str | None = None,
    ) -> list[PairStats]:
        """Each pair of players who met in the scope's games: how often on one side and won
        together, how often on opposite sides and won against the other. The pairs that met most
        first, then by names."""
        where, params = _scope(series, tournament, since, until)
        rows = self._rows(f"SELECT g.id, g.seats FROM counted g {where}", params)
        if not rows:
            return []
        _, names, _ = self._scan(where, params)
        out = [PairStats(names.get(a, a), names.get(b, b), *counts) for a, b, counts in _pairs(rows)]
        out.sort(key=lambda x: (-(x.together + x.against), x.first.casefold(), x.second.casefold()))
        return out

    def known_players(self, limit: int = 200) -> list[str]:
        """Names from past games, the most recently played first: one per player (names that fold
        to the same key), as last spelled."""
        rows = self._rows(
            "SELECT p.name, p.name_key FROM players p JOIN counted g ON g.id = p.game"
            " ORDER BY g.date DESC, g.mtime_ns DESC, g.path DESC, p.seat"
        )
        out: dict[str, str] = {}
        for name, key in rows:
            if len(out) >= limit:
                break
            out.setdefault(key, name)
        return list(out.values())


# --- scopes and the rating ------------------------------------------------------------------------

# The order games were played in: the day, then the time its file was last saved (when the game
# ended: on one evening a series' games and a tournament's interleave by it, where their numbers
# would not), then the protocol's number (numbered games first: copies saved at one moment), then
# the file.
_PLAY_ORDER: Final = "g.date, g.mtime_ns, g.number IS NULL, g.number, g.path"


def check_day(value: str, what: str = "date") -> str:
    """``value`` as a day ``YYYY-MM-DD``; ValueError saying ``what`` when it is not one."""
    day = _date(value)
    if day is None:
        raise ValueError(f"{what}: {value[:40]!r} is not a date YYYY-MM-DD")
    return day


def _scope(
    series: str | None, tournament: str | None, since: str | None, until: str | None
) -> tuple[str, list[object]]:
    """The WHERE clause (over ``counted g``) and its parameters for a scope; ("", []) for all."""
    conds: list[str] = []
    params: list[object] = []
    if series is not None:
        conds.append("g.series = ?")
        params.append(series)
    if tournament is not None:
        conds.append("g.tournament = ?")
        params.append(tournament)
    if since is not None:
        conds.append("g.date >= ?")
        params.append(check_day(since, "since"))
    if until is not None:
        conds.append("g.date <= ?")
        params.append(check_day(until, "until"))
    return ("WHERE " + " AND ".join(conds), params) if conds else ("", [])


def side_of(team: str) -> str:
    """The rating's colour of a team: the town's red, the mafia's black; any other (a neutral
    role's team) is its own, and is not rated."""
    return RED if team == "town" else BLACK if team == "mafia" else team


@dataclass
class _Rated:
    """The rating after every game: each player's steps by colour, (key, side) -> (the places
    in the play order of their rated games, the ratings after each)."""

    start: float
    sides: dict[tuple[str, str], tuple[Sequence[int], Sequence[float]]]

    def at(self, key: str, last: int) -> tuple[float, float]:
        """``key``'s ratings (red, black) after the game at place ``last`` of the play order."""
        out = []
        for side in (RED, BLACK):
            got = self.sides.get((key, side))
            i = bisect_right(got[0], last) if got is not None else 0
            out.append(got[1][i - 1] if got is not None and i else self.start)
        return out[0], out[1]

    def steps(self, key: str) -> list[tuple[int, str, float, float]]:
        """``key``'s steps in the play order: (place, side, rating before, after)."""
        out: list[tuple[int, str, float, float]] = []
        for (who, side), (places, after) in self.sides.items():
            if who == key:
                before = [self.start, *after[:-1]]
                out.extend(zip(places, [side] * len(places), before, after, strict=True))
        out.sort()
        return out

    def dump(self) -> Iterator[tuple[str, str, bytes, bytes]]:
        """The rows of ``ratings``."""
        for (key, side), (places, after) in self.sides.items():
            yield key, side, array("q", places).tobytes(), array("d", after).tobytes()

    @classmethod
    def load(cls, start: float, rows: Iterable[tuple[Any, ...]]) -> _Rated | None:
        """From the rows of ``ratings``; None where one is not whole (then it is walked again)."""
        sides: dict[tuple[str, str], tuple[Sequence[int], Sequence[float]]] = {}
        for key, side, places_blob, after_blob in rows:
            places, after = array("q"), array("d")
            try:
                places.frombytes(places_blob)
                after.frombytes(after_blob)
            except (TypeError, ValueError):
                return None
            if len(places) != len(after) or not places or list(places) != sorted(places):
                return None
            sides[(key, side)] = (places, after)
        return cls(start, sides)


def _rate(rows: Iterable[tuple[Any, ...]], rules: RatingRules) -> _Rated:
    """The rating pass: rows (place, game type, seats) in play order (the places 0, 1, 2...),
    a row per game; one walk (:func:`~mafia_desktop.club.rating.walk`)."""
    sides_of = {"town": RED, "mafia": BLACK}  # (side_of, without a call a seat)
    games = (
        (game_type, [(key, sides_of.get(team, team), won == "1") for key, team, won in _seats(seats)])
        for _, game_type, seats in rows
    )
    return _Rated(rules.start, dict(walk(games, rules)))


_RS, _US = "\x1e", "\x1f"  # (names have no control character: make_setup refuses them)


def _seats(text: str) -> Iterator[list[str]]:
    """A game's ``seats``: [key, team, won ("1" or "0")] for each player, in seat order."""
    return (seat.split(_US) for seat in text.split(_RS))


def _bits(places: Iterable[int], size: int) -> int:
    """A set of places (0 <= place < size) as an integer's bits."""
    buf = bytearray((size + 7) // 8)
    for i in places:
        buf[i >> 3] |= 1 << (i & 7)
    return int.from_bytes(buf, "little")


def _pairs(rows: Iterable[tuple[Any, ...]]) -> Iterator[tuple[str, str, tuple[int, int, int, int, int]]]:
    """Each pair of players who met in the games of ``rows`` (game, seats; a key once in a
    game): (first key, second key, (together, won together, against, first won, second won)),
    the first key sorting before the second.

    The games are counted as sets: each player's games, games won and games on each team are
    the bits of an integer, so a pair's counts are a few ANDs and bit counts however many games
    they met in, where a table of every meeting would be 45 rows a game."""
    index: dict[int, int] = {}
    played: dict[str, list[int]] = {}
    won: dict[str, list[int]] = {}
    teams: dict[tuple[str, str], list[int]] = {}
    rosters: list[list[str]] = []
    for game, seats in rows:
        i = index.setdefault(game, len(index))
        roster = []
        for key, team, win in _seats(seats):
            roster.append(key)
            played.setdefault(key, []).append(i)
            teams.setdefault((key, team), []).append(i)
            if win == "1":
                won.setdefault(key, []).append(i)
        rosters.append(roster)
    size = len(index)
    keys = sorted(played)
    number = {key: n for n, key in enumerate(keys)}
    games = {key: _bits(played[key], size) for key in keys}
    wins = {key: _bits(won.get(key, ()), size) for key in keys}
    sides: dict[str, list[tuple[str, int]]] = {}
    for (key, team), places in teams.items():
        sides.setdefault(key, []).append((team, _bits(places, size)))
    teams_of = {key: dict(on) for key, on in sides.items()}
    # Who met whom: each player's partners, the players of their games (as bits of numbers).
    tables = [_bits((number[key] for key in roster), len(keys)) for roster in rosters]
    for a in keys:
        met = 0
        for i in played[a]:
            met |= tables[i]
        met >>= number[a] + 1  # the partners sorting after a
        base = number[a] + 1
        games_a, wins_a = games[a], wins[a]
        while met:
            low = met & -met
            b = keys[base + low.bit_length() - 1]
            met ^= low
            both = games_a & games[b]
            same = 0
            for team, on_a in sides[a]:
                on_b = teams_of[b].get(team)
                if on_b is not None:
                    same |= on_a & on_b
            apart = both ^ same
            wins_b = wins[b]
            yield (
                a,
                b,
                (
                    same.bit_count(),
                    (same & wins_a & wins_b).bit_count(),
                    apart.bit_count(),
                    (apart & wins_a & ~wins_b).bit_count(),
                    (apart & wins_b & ~wins_a).bit_count(),
                ),
            )


# --- standings --------------------------------------------------------------------------------


@dataclass
class _Tally:
    name: str = ""
    points: float = 0.0
    wins: int = 0
    games: int = 0
    best_moves: int = 0
    best_move_points: float = 0.0
    fouls: int = 0
    roles: dict[str, list[int]] = field(default_factory=dict)  # role -> [games, wins]


def _tidy(value: float) -> float:
    return round(value, 2) + 0.0  # two decimals, as a protocol writes; never -0.0


def rank(
    rows: Iterable[tuple[Any, ...]], extra: dict[str, tuple[float, float, float, int]] | None = None
) -> list[Standing]:
    """Standings from lines per player and role: (name, key, role, games, wins, points,
    best moves, best-move points, fouls); ``extra``: key -> (rating red, rating black, Ci,
    first-night deaths), each line's own (the start's ratings and none where not given)."""
    from mafia_desktop.engine.roles import ROLES

    tallies: dict[str, _Tally] = {}
    for name, key, role, games, wins, points, moves, move_points, fouls in rows:
        t = tallies.setdefault(key, _Tally())
        t.name = name  # the spelling last used
        t.points += points
        t.wins += wins
        t.games += games
        t.best_moves += moves
        t.best_move_points += move_points
        t.fouls += fouls
        games_wins = t.roles.setdefault(role, [0, 0])
        games_wins[0] += games
        games_wins[1] += wins
    order = {role: i for i, role in enumerate(ROLES)}
    lines = sorted(
        ((key, t, _tidy(t.points)) for key, t in tallies.items()),
        key=lambda x: (-x[2], -x[1].wins, x[1].games, x[0], x[1].name),
    )
    out: list[Standing] = []
    for i, (key, t, points) in enumerate(lines):
        same = out and out[-1].points == points and out[-1].wins == t.wins
        red, black, ci, first = (extra or {}).get(key, (1000.0, 1000.0, 0.0, 0))
        out.append(
            Standing(
                place=out[-1].place if same else i + 1,
                name=t.name,
                points=points,
                wins=t.wins,
                games=t.games,
                win_rate=t.wins / t.games if t.games else 0.0,
                by_role=tuple(
                    (role, g, w)
                    for role, (g, w) in sorted(t.roles.items(), key=lambda r: (order.get(r[0], 99), r[0]))
                ),
                best_moves=t.best_moves,
                best_move_points=_tidy(t.best_move_points),
                fouls=t.fouls,
                rating_red=red,
                rating_black=black,
                ci=ci,
                first_night=first,
            )
        )
    return out


def _number(value: float) -> str:
    """1.0 -> "1", 1.25 -> "1.25"."""
    return str(int(value)) if float(value).is_integer() else f"{value:.2f}".rstrip("0")


FORMULA_STARTS: Final = ("=", "+", "-", "@", "\t", "\r")


def cell(text: str) -> str:
    """Text a spreadsheet shows as text: one starting like a formula (= + - @, a tab) gets a
    leading apostrophe, so opening the file never runs it."""
    return "'" + text if text.startswith(FORMULA_STARTS) else text


CSV_HEADER: Final = (
    "place", "name", "points", "wins", "games", "win_rate", "by_role", "best_moves",
    "best_move_points", "fouls", "rating_red", "rating_black", "ci", "first_night",
)  # fmt: skip


def rating_text(value: float) -> str:
    """A rating as the exports write it: two decimals."""
    return f"{value:.2f}"


def by_role_text(by_role: Iterable[tuple[str, int, int]]) -> str:
    """ "don 1/2; civilian 3/4": each role's wins of games."""
    return "; ".join(f"{role} {wins}/{games}" for role, games, wins in by_role)


def standings_csv(rows: Iterable[Standing]) -> str:
    """The standings as CSV text (a header row; CRLF line ends, as spreadsheets write); names are
    kept from being read as formulas (:func:`cell`). Write it as UTF-8 (with a BOM for Excel)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(CSV_HEADER)
    for s in rows:
        writer.writerow(
            (
                s.place,
                cell(s.name),
                _number(s.points),
                s.wins,
                s.games,
                f"{s.win_rate:.4f}",
                cell(by_role_text(s.by_role)),
                s.best_moves,
                _number(s.best_move_points),
                s.fouls,
                rating_text(s.rating_red),
                rating_text(s.rating_black),
                _number(s.ci),
                s.first_night,
            )
        )
    return out.getvalue()


def standings_json(rows: Iterable[Standing]) -> list[dict[str, Any]]:
    """The standings as JSON values."""
    return [
        {
            "place": s.place,
            "name": s.name,
            "points": s.points,
            "wins": s.wins,
            "games": s.games,
            "win_rate": round(s.win_rate, 4),
            "by_role": [{"role": r, "games": g, "wins": w} for r, g, w in s.by_role],
            "best_moves": s.best_moves,
            "best_move_points": s.best_move_points,
            "fouls": s.fouls,
            "rating_red": round(s.rating_red, 2),
            "rating_black": round(s.rating_black, 2),
            "ci": s.ci,
            "first_night": s.first_night,
        }
        for s in rows
    ]


PLAYER_STATS_HEADER: Final = (
    "name", "games", "wins", "points", "by_role", "first_night", "checks", "checks_found",
    "best_moves", "best_move_hits", "best_move_points", "fouls", "left_by", "ci", "rating_red",
    "rating_black",
)  # fmt: skip


def left_by_text(left_by: Iterable[tuple[str | None, int]]) -> str:
    """ "alive 3; night 1; vote 2": how the games ended for the player (``alive``: alive at the end)."""
    return "; ".join(f"{cause or 'alive'} {n}" for cause, n in left_by)


def player_stats_csv(rows: Iterable[PlayerStats]) -> str:
    """Players' statistics as CSV text (a header row, CRLF), names kept from being formulas."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(PLAYER_STATS_HEADER)
    for s in rows:
        writer.writerow(
            (
                cell(s.name), s.games, s.wins, _number(s.points), cell(by_role_text(s.by_role)),
                s.first_night, s.checks, s.checks_found, s.best_moves, s.best_move_hits,
                _number(s.best_move_points), s.fouls, cell(left_by_text(s.left_by)), _number(s.ci),
                rating_text(s.rating_red), rating_text(s.rating_black),
            )
        )  # fmt: skip
    return out.getvalue()


def player_stats_json(rows: Iterable[PlayerStats]) -> list[dict[str, Any]]:
    """Players' statistics as JSON values (``left_by``: a cause, null for alive at the end)."""
    return [
        {
            "name": s.name,
            "games": s.games,
            "wins": s.wins,
            "points": s.points,
            "by_role": [{"role": r, "games": g, "wins": w} for r, g, w in s.by_role],
            "first_night": s.first_night,
            "checks": s.checks,
            "checks_found": s.checks_found,
            "best_moves": s.best_moves,
            "best_move_hits": s.best_move_hits,
            "best_move_points": s.best_move_points,
            "fouls": s.fouls,
            "left_by": [{"cause": c, "games": n} for c, n in s.left_by],
            "ci": s.ci,
            "rating_red": round(s.rating_red, 2),
            "rating_black": round(s.rating_black, 2),
        }
        for s in rows
    ]


PAIR_STATS_HEADER: Final = (
    "first",
    "second",
    "together",
    "wins_together",
    "against",
    "first_wins",
    "second_wins",
)


def pair_stats_csv(rows: Iterable[PairStats]) -> str:
    """Pairs' statistics as CSV text (a header row, CRLF), names kept from being formulas."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(PAIR_STATS_HEADER)
    for s in rows:
        writer.writerow(
            (cell(s.first), cell(s.second), s.together, s.wins_together, s.against, s.first_wins,
             s.second_wins)
        )  # fmt: skip
    return out.getvalue()


def pair_stats_json(rows: Iterable[PairStats]) -> list[dict[str, Any]]:
    """Pairs' statistics as JSON values."""
    return [
        {
            "first": s.first,
            "second": s.second,
            "together": s.together,
            "wins_together": s.wins_together,
            "against": s.against,
            "first_wins": s.first_wins,
            "second_wins": s.second_wins,
        }
        for s in rows
    ]


def tournaments_json(rows: Iterable[TournamentInfo]) -> list[dict[str, Any]]:
    """The list of tournaments as JSON values."""
    return [
        {"id": t.id, "games": t.games, "rounds": t.rounds, "first": t.first, "last": t.last} for t in rows
    ]


def series_json(rows: Iterable[SeriesInfo]) -> list[dict[str, Any]]:
    """The list of series as JSON values."""
    return [
        {"name": s.name, "games": s.games, "first": s.first, "last": s.last, "presets": list(s.presets)}
        for s in rows
    ]


def series_csv(rows: Iterable[SeriesInfo]) -> str:
    """The list of series as CSV text (a header row), names kept from being read as formulas."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(("name", "games", "first", "last"))
    for s in rows:
        writer.writerow((cell(s.name), s.games, s.first, s.last))
    return out.getvalue()


def default_db(games_folder: Path) -> Path:
    """Where the series of a games folder are kept: ``series.sqlite3`` in its parent (the data folder)."""
    return Path(games_folder).parent / DB_NAME
