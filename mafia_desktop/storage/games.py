"""Where games live on disk, and how they are written so that nothing is ever lost.

One file a game, under the app's data folder. Every save is atomic: the record goes to a temporary
file in the same folder, is flushed and fsynced, the current file is kept as the previous good copy
(a hard link, so the game file never disappears), and the new file is renamed over the old one;
then the folder is fsynced. A crash at any moment leaves either the old or the new record whole.

A file that cannot be read is never overwritten: it is set aside under a new name, and the previous
good copy is offered instead. Plain Python (no Qt), so it is tested on its own.
"""

from __future__ import annotations

import dataclasses
import errno
import os
import secrets
import stat
import time
from collections.abc import Callable, Iterator
from contextlib import suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from mafia_desktop.i18n import QT_TRANSLATE_NOOP, Message

if TYPE_CHECKING:  # the engine loads when a game is read, not when the app starts
    from mafia_desktop.engine.game import Game
    from mafia_desktop.engine.record import Record

GAME_GLOB = "game-*.json"
PREVIOUS = ".prev"  # game-….json.prev: the previous good copy
TEMPORARY = ".tmp"  # .game-….json.<random>.tmp: a save in progress
BROKEN = ".broken-"  # game-….json.broken-<time>: a file that could not be read, set aside

# What storage tells the user (translated where shown, with i18n.say).
COULD_NOT_SAVE = QT_TRANSLATE_NOOP("Storage", "Could not save {path}: {reason}.")
COULD_NOT_READ = QT_TRANSLATE_NOOP("Storage", "Could not read {path}: {reason}.")
COULD_NOT_OPEN = QT_TRANSLATE_NOOP("Storage", "Could not open {path}: {problem}.")
NOT_A_RECORD = QT_TRANSLATE_NOOP("Storage", "{file} is not a game record this app can open: {reason}")
MISSING = QT_TRANSLATE_NOOP("Storage", "{file} is missing")
KEPT_ASIDE = QT_TRANSLATE_NOOP("Storage", "{problem} It was kept aside as {aside}.")
NOT_A_FILE = QT_TRANSLATE_NOOP(
    "Storage", "Could not read {path}: it is not a regular file (a folder, a pipe or a device)."
)
#: why a file cannot be written where it was asked: something other than a file is there
NOT_WRITABLE_HERE = {
    "folder": QT_TRANSLATE_NOOP("Storage", "Could not save {path}: it is a folder, not a file."),
    "device": QT_TRANSLATE_NOOP(
        "Storage", "Could not save {path}: it is a device, not a file; nothing was written to it."
    ),
    "pipe": QT_TRANSLATE_NOOP(
        "Storage", "Could not save {path}: it is a pipe (FIFO), not a file; nothing was written to it."
    ),
    "socket": QT_TRANSLATE_NOOP(
        "Storage", "Could not save {path}: it is a socket, not a file; nothing was written to it."
    ),
}
PREVIOUS_OPENED = QT_TRANSLATE_NOOP(
    "Storage", "The previous good copy of {file} was opened instead (inputs in it: {count})."
)


class StorageError(Exception):
    """A game could not be saved or read; the message says which file and why."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message  # a Message: i18n.say() puts it in the app's language


class ReadError(StorageError):
    """The file could not be read at all (permission, I/O, not a regular file): nothing is known
    of its content, so it is never set aside as broken."""


@dataclass(frozen=True)
class GameInfo:
    """A saved game at a glance, for "Continue the game of 21:34, day 3?"."""

    path: Path
    modified: float  # seconds since the epoch
    preset: str
    players: int
    phase: str  # night | day | over
    number: int
    winner: str | None

    @property
    def finished(self) -> bool:
        return self.winner is not None


@dataclass
class Loaded:
    """A game read back, with what had to be done to read it (in words, for the user)."""

    record: Record
    path: Path
    notes: list[str] = field(default_factory=list)
    set_aside: list[Path] = field(default_factory=list)
    #: the game the record replays to (read replays it once: the table need not again)
    game: Game | None = None


def game_key(setup: object) -> str:
    """What makes two records one game: the same deal (rules, seed, the players in their seats
    and the cards they were dealt), whatever was played since and wherever the file lies. A game
    opened from a copy, or copied twice, is still one game."""
    import hashlib
    import json

    from mafia_desktop.engine.setup import Setup

    assert isinstance(setup, Setup)
    text = json.dumps(
        [setup.rules.to_json(), setup.seed, list(setup.players), list(setup.roles)],
        ensure_ascii=False,
        sort_keys=True,
    )
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:32]


@dataclass(frozen=True)
class SameGame:
    """A game of the store that a record from elsewhere is a copy of: its file, and how the two
    stand: ``same`` (the same inputs), ``ahead_here`` (the store's went on further than the
    copy) or ``ahead_there`` (the copy went on further than the store's)."""

    path: Path
    stands: str


def _fsync_dir(folder: Path) -> None:
    # Make the rename itself durable; not every platform can open a folder.
    with suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


ADVICE = {
    errno.ENOSPC: QT_TRANSLATE_NOOP("Storage", "{what} (free some space on that disk)"),
    errno.EDQUOT: QT_TRANSLATE_NOOP("Storage", "{what} (free some space: the disk quota is full)"),
    errno.EROFS: QT_TRANSLATE_NOOP("Storage", "{what} (the disk is read-only: save a copy elsewhere)"),
    errno.EACCES: QT_TRANSLATE_NOOP(
        "Storage", "{what} (check the folder's permissions, or save a copy elsewhere)"
    ),
    errno.EPERM: QT_TRANSLATE_NOOP(
        "Storage", "{what} (check the folder's permissions, or save a copy elsewhere)"
    ),
    errno.EEXIST: QT_TRANSLATE_NOOP("Storage", "{what} ({file} is a file where a folder should be)"),
    errno.ENOTDIR: QT_TRANSLATE_NOOP(
        "Storage", "{what} (part of the path is a file where a folder should be)"
    ),
}


def _reason(exc: BaseException) -> str:
    """Why, and what to do, in words (a full disk and a read-only folder want different hands)."""
    if not isinstance(exc, OSError):
        return str(exc)
    what = exc.strerror or str(exc)
    advice = ADVICE.get(exc.errno or 0)
    if advice is None:
        return what
    return Message("Storage", advice, what=what, file=shown(exc.filename or ""))


def shown(path: object) -> str:
    """A path as words: a file name that is not valid text is shown with its odd bytes marked."""
    text = os.fspath(path) if isinstance(path, (str, os.PathLike)) else str(path)
    if isinstance(text, bytes):
        text = os.fsdecode(text)
    return text.encode("utf-8", "surrogateescape").decode("utf-8", "replace")


class NotAFile(OSError):
    """What is at a path to be written is not a file (``kind``: folder, device, pipe or socket):
    it is never replaced, nor written into."""

    def __init__(self, kind: str, path: Path | str) -> None:
        code = errno.EISDIR if kind == "folder" else errno.EINVAL
        super().__init__(code, f"it is a {kind}, not a file", os.fspath(path))
        self.kind = kind


def not_a_file(path: Path | str) -> str | None:
    """What stands at ``path`` when it is something a file may not replace: ``folder``,
    ``device``, ``pipe`` or ``socket``; None when there is nothing, a regular file, or a link
    (a link is replaced itself, never followed)."""
    try:
        mode = os.lstat(path).st_mode
    except OSError:
        return None  # nothing there (or nothing to be known: the write will say why)
    if stat.S_ISDIR(mode):
        return "folder"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "device"
    if stat.S_ISFIFO(mode):
        return "pipe"
    if stat.S_ISSOCK(mode):
        return "socket"
    return None


def check_target(path: Path | str) -> None:
    """Raise :class:`NotAFile` when ``path`` names something a written file may not replace."""
    kind = not_a_file(path)
    if kind is not None:
        raise NotAFile(kind, path)


def private_folder(folder: Path) -> None:
    """Make ``folder`` and every missing folder above it, each the owner's only (0700: ``mkdir
    -p`` would make the ones above with the umask's mode, readable by everyone)."""
    missing = []
    here = folder
    while not here.exists() and here.parent != here:
        missing.append(here)
        here = here.parent
    for made in reversed(missing):
        with suppress(FileExistsError):
            made.mkdir(mode=PRIVATE_FOLDER)


HEAD_BYTES = 16 * 1024  # a record's members before its inputs, written by the app, fit in this
PRIVATE_FOLDER = 0o700  # the folders the app makes: entered and read by their owner alone
OWNER_ONLY = 0o600  # game files: read and written by their owner alone
# A file made new, never one already there: a name planted in the folder (a link to another
# file, a file of someone else's) makes the open fail instead of being written through.
CREATE_NEW = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)


def create_new(folder: Path, stem: str, mode: int = OWNER_ONLY) -> tuple[int, Path]:
    """A new file in ``folder`` named ``stem`` plus a random part and ``.tmp``, created
    exclusively (never an existing file, never through a link), open for writing: (fd, path)."""
    for _ in range(100):
        tmp = folder / f"{stem}.{secrets.token_hex(6)}{TEMPORARY}"
        try:
            return os.open(tmp, CREATE_NEW, mode), tmp
        except FileExistsError:
            continue  # taken (a left-over, or planted): another name
    raise FileExistsError(errno.EEXIST, "no free temporary name", str(folder))


def write_atomically(path: Path, text: str, keep_previous: bool = True) -> None:
    """Write ``text`` to ``path`` so that a crash leaves the old or the new content, never half.

    The file (and a folder made for it) is the owner's only: a game file holds every card. The
    record goes to a new temporary file made exclusively beside it, so nothing is ever written
    through a link or into a file already there; the rename then replaces ``path`` itself (a link
    at ``path`` is replaced, never followed). Only a file is replaced: a folder, a device, a pipe
    or a socket at ``path`` is refused in words, and left as it was. With ``keep_previous``, the content being replaced
    stays as ``path.prev``. Raises :class:`StorageError` naming the file and the reason (a full
    disk, a read-only folder...).
    """
    folder = path.parent
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError as exc:  # text no file can hold (a lone surrogate): refused, in words
        raise StorageError(
            Message("Storage", COULD_NOT_SAVE, path=shown(path), reason=str(exc)[:120])
        ) from exc
    kind = not_a_file(path)
    if kind is not None:  # a folder, a device, a pipe: never replaced, nor written into
        raise StorageError(Message("Storage", NOT_WRITABLE_HERE[kind], path=shown(path)))
    tmp: Path | None = None
    try:
        private_folder(folder)
        fd, tmp = create_new(folder, f".{path.name}")
        try:
            if hasattr(os, "fchmod"):  # whatever the umask
                os.fchmod(fd, OWNER_ONLY)
            view = memoryview(data)
            while view:
                written = os.write(fd, view)
                view = view[written:]
            os.fsync(fd)
        finally:
            os.close(fd)
        if keep_previous:
            _keep_previous(path)
        os.replace(tmp, path)
        tmp = None
        _fsync_dir(folder)
    except OSError as exc:
        raise StorageError(Message("Storage", COULD_NOT_SAVE, path=shown(path), reason=_reason(exc))) from exc
    finally:
        if tmp is not None:
            with suppress(OSError):
                tmp.unlink()


def _keep_previous(path: Path) -> None:
    """``path`` as it is now becomes ``path.prev``: a hard link to the file itself (so the game
    file never goes missing), or a copy where the file system has no hard links. Only a regular
    file of ours is kept: a link, or anything else, is not followed."""
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return
    if not stat.S_ISREG(st.st_mode) or (hasattr(os, "getuid") and st.st_uid != os.getuid()):
        return
    previous = path.with_name(path.name + PREVIOUS)
    staging = path.with_name(f".{path.name}{PREVIOUS}.{secrets.token_hex(6)}{TEMPORARY}")
    try:
        os.link(path, staging, follow_symlinks=False)
    except OSError:  # a file system without hard links: a copy, made new like any save
        fd, staging = create_new(path.parent, f".{path.name}{PREVIOUS}")
        try:
            source = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
            try:
                while chunk := os.read(source, 1 << 20):
                    os.write(fd, chunk)
            finally:
                os.close(source)
        except OSError:
            os.close(fd)
            with suppress(OSError):
                staging.unlink()
            raise
        os.close(fd)
    os.replace(staging, previous)


def clear_leftovers(folder: Path) -> None:
    """Remove the temporary files of saves a crash interrupted (``.game-….tmp``). Unlinking
    removes a name only: a link planted there is removed, its target left alone."""
    with suppress(OSError):
        for leftover in folder.glob(f".{GAME_GLOB}*{TEMPORARY}"):
            with suppress(OSError):
                leftover.unlink()


class GameStore:
    """The folder of saved games."""

    def __init__(self, folder: Path, clock: Callable[[], float] = time.time) -> None:
        self.folder = Path(folder)
        self._clock = clock

    # --- writing ------------------------------------------------------------------------------

    def new_path(self) -> Path:
        """A fresh file name for a new game, by the time it started."""
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(self._clock()))
        path = self.folder / f"game-{stamp}.json"
        n = 2
        while path.exists() or path.with_name(path.name + PREVIOUS).exists():
            path = self.folder / f"game-{stamp}-{n}.json"
            n += 1
        return path

    def save(self, path: Path, record: Record) -> None:
        """Save a game (atomically, keeping the previous good copy)."""
        write_atomically(path, record.dumps())

    # --- reading ------------------------------------------------------------------------------

    def load(self, path: Path) -> Loaded:
        """A game back from its file; a broken file is set aside and the previous copy used.

        Raises :class:`StorageError` (naming the file and the reason) when no copy can be read.
        """
        path = Path(path)
        notes: list[str] = []
        set_aside: list[Path] = []
        try:
            record, game = read_game(path)
        except FileNotFoundError:
            problem: str = Message("Storage", MISSING, file=shown(path.name))
        except ReadError:
            raise  # not corruption: the file stays where it is, untouched
        except (StorageError, OSError) as exc:
            problem = exc.message if isinstance(exc, StorageError) else _reason(exc)
            moved = self._set_aside(path)
            if moved is not None:
                set_aside.append(moved)
                notes.append(Message("Storage", KEPT_ASIDE, problem=problem, aside=moved.name))
            else:
                notes.append(problem)
        else:
            return Loaded(record, path, notes, set_aside, game)
        previous = path.with_name(path.name + PREVIOUS)
        try:
            record, game = read_game(previous)
        except (StorageError, OSError):
            raise StorageError(
                notes[0] if notes else Message("Storage", COULD_NOT_OPEN, path=shown(path), problem=problem)
            ) from None
        notes.append(Message("Storage", PREVIOUS_OPENED, file=shown(path.name), count=len(record.inputs)))
        # The good copy becomes the game file again; the broken one stays aside.
        with suppress(StorageError):
            write_atomically(path, record.dumps(), keep_previous=False)
        return Loaded(record, path, notes, set_aside, game)

    def same_game(self, record: Record) -> SameGame | None:
        """The store's own file of the game ``record`` is a copy of (the same deal, its inputs the
        same as the copy's or one's a beginning of the other's), so that opening a copy again
        goes on in that file rather than storing one more; None when the store has no such game
        (a game that went another way after an undo is another game). Of several, the one that
        went furthest, then the newest."""
        from mafia_desktop.engine.errors import EngineError
        from mafia_desktop.engine.record import MAX_RECORD_BYTES, decode_json, record_from_json

        setup, inputs = record.setup, record.inputs
        # The store's files are the app's own writing: the seed is on a line of its own near the
        # top (after the rules), so most games are passed over on a glance at their first bytes.
        seeds = (f'"seed": {setup.seed},'.encode(), f'"seed":{setup.seed},'.encode())
        found: list[tuple[int, float, Path, str]] = []
        for path in self._game_files():
            try:
                head = read_regular_file(path, HEAD_BYTES)
                if not any(seed in head for seed in seeds):
                    continue
                doc = decode_json(read_regular_file(path, MAX_RECORD_BYTES + 1))
                # The seats and the seed first: most games differ there, and cost no more.
                if not isinstance(doc, dict) or doc.get("seed") != setup.seed:
                    continue
                if doc.get("players") != list(setup.players):
                    continue
                other = record_from_json(doc)
                modified = path.stat().st_mtime
            except (EngineError, StorageError, OSError):
                continue
            if other.setup != setup:
                continue
            theirs = other.inputs
            if theirs == inputs:
                stands = "same"
            elif theirs[: len(inputs)] == inputs:
                stands = "ahead_here"
            elif inputs[: len(theirs)] == theirs:
                stands = "ahead_there"
            else:
                continue
            found.append((len(theirs), modified, path, stands))
        if not found:
            return None
        _, _, path, stands = max(found)
        return SameGame(path, stands)

    def _set_aside(self, path: Path) -> Path | None:
        if not path.exists():
            return None
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(self._clock()))
        target = path.with_name(f"{path.name}{BROKEN}{stamp}")
        n = 2
        while target.exists():
            target = path.with_name(f"{path.name}{BROKEN}{stamp}-{n}")
            n += 1
        try:
            os.replace(path, target)
        except OSError:
            return None
        return target

    def games(self) -> list[GameInfo]:
        """Every saved game that can be read, newest first (unreadable ones are left alone)."""
        out = []
        for path in self._game_files():
            info = game_info(path)
            if info is not None:
                out.append(info)
        return sorted(out, key=lambda g: g.modified, reverse=True)

    def unfinished(self) -> list[GameInfo]:
        return [g for g in self.games() if not g.finished]

    def newest_unfinished(self, look_at: int = 20) -> GameInfo | None:
        """The most recently saved game still going (reading only the newest few files). A game
        whose file is damaged or missing but whose previous copy reads is still the newest: it is
        offered, and :meth:`load` recovers it from that copy."""
        files = sorted(self._game_files(with_orphans=True), key=_newest_copy_mtime, reverse=True)
        for path in files[:look_at]:
            info = game_info(path)
            if info is None:  # damaged or missing: its previous good copy stands for it
                previous = game_info(path.with_name(path.name + PREVIOUS))
                info = dataclasses.replace(previous, path=path) if previous else None
            if info is not None and not info.finished:
                return info
        return None

    def owns(self, path: Path) -> bool:
        """Whether ``path`` is one of this store's game files (continued in place when opened)."""
        try:
            return path.resolve().parent == self.folder.resolve() and path.match(GAME_GLOB)
        except (OSError, RuntimeError):  # RuntimeError: a symlink loop (Python before 3.13)
            return False

    def _game_files(self, with_orphans: bool = False) -> Iterator[Path]:
        """The game files; ``with_orphans``: also games whose file is gone but whose previous
        copy is there (as the game file's path)."""
        try:
            yield from (p for p in self.folder.glob(GAME_GLOB) if p.is_file())
            if with_orphans:
                for prev in self.folder.glob(GAME_GLOB + PREVIOUS):
                    game = prev.with_name(prev.name[: -len(PREVIOUS)])
                    if prev.is_file() and not game.exists():
                        yield game
        except OSError:
            return


def read_regular_file(path: Path | str, limit: int) -> bytes:
    """At most ``limit`` bytes of a regular file. Opened without blocking, then checked, so a
    FIFO or a device never makes the reader wait forever. FileNotFoundError when it is missing;
    :class:`ReadError` naming the file for anything else that stops the read."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise ReadError(Message("Storage", COULD_NOT_READ, path=shown(path), reason=_reason(exc))) from exc
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise ReadError(Message("Storage", NOT_A_FILE, path=shown(path)))
        with os.fdopen(fd, "rb", closefd=False) as f:
            return f.read(limit)
    except OSError as exc:
        raise ReadError(Message("Storage", COULD_NOT_READ, path=shown(path), reason=_reason(exc))) from exc
    finally:
        os.close(fd)


def read_record(path: Path) -> Record:
    """A record from a file, checked to replay to its last input; StorageError names the file."""
    return read_game(path)[0]


def read_game(path: Path) -> tuple[Record, Game]:
    """:func:`read_record`, and the game it replays to (one replay)."""
    from mafia_desktop.engine.errors import EngineError
    from mafia_desktop.engine.record import MAX_RECORD_BYTES, loads_game

    data = read_regular_file(path, MAX_RECORD_BYTES + 1)
    try:
        return loads_game(data)
    except EngineError as exc:
        raise StorageError(Message("Storage", NOT_A_RECORD, file=shown(path.name), reason=exc)) from exc


def game_info(path: Path) -> GameInfo | None:
    try:
        record, game = read_game(path)
        modified = path.stat().st_mtime
    except (StorageError, OSError):
        return None
    return GameInfo(
        path=path,
        modified=modified,
        preset=record.setup.rules.preset,
        players=len(record.setup.players),
        phase=game.phase,
        number=game.days if game.phase == "over" else game.number,
        winner=game.winner,
    )


def _newest_copy_mtime(path: Path) -> float:
    """When a game was last saved: its file, or its previous copy when the file is gone."""
    return max(_mtime(path), _mtime(path.with_name(path.name + PREVIOUS)))


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def default_folder() -> Path:
    """Where games live: MAFIA_DESKTOP_DATA_DIR if set, otherwise the platform's app-data folder."""
    override = os.environ.get("MAFIA_DESKTOP_DATA_DIR")
    if override:
        return Path(override) / "games"
    from PySide6.QtCore import QStandardPaths

    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base or Path.home() / ".local" / "share" / "Mafia Desktop") / "games"
