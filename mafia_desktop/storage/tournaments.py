"""Where tournaments live on disk: one file each, ``<data folder>/tournaments/<id>.mafia-tournament.json``.

Owns :class:`TournamentStore`: :meth:`~TournamentStore.save` (atomic, and the owner's only, as
games are saved: :func:`~mafia_desktop.storage.games.write_atomically`),
:meth:`~TournamentStore.listing` (every file, readable or not, each with the tournament or the
reason it cannot be read), :meth:`~TournamentStore.load` and :meth:`~TournamentStore.delete`.
A file that cannot be read never crashes anything: it is listed with a
:class:`~mafia_desktop.i18n.Message` saying why, and :meth:`~TournamentStore.load` raises
:class:`~mafia_desktop.storage.games.StorageError` with that message. The format is
:mod:`mafia_desktop.club.tournament`'s. Plain Python (no Qt).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from mafia_desktop.club import ClubError
from mafia_desktop.club.tournament import MAX_BYTES, Tournament, dumps, loads
from mafia_desktop.i18n import QT_TRANSLATE_NOOP, Message
from mafia_desktop.storage.games import (
    MISSING,
    ReadError,
    StorageError,
    _reason,
    read_regular_file,
    shown,
    write_atomically,
)

FOLDER: Final = "tournaments"  # beside the games folder, in the data folder
SUFFIX: Final = ".mafia-tournament.json"

NOT_A_TOURNAMENT = QT_TRANSLATE_NOOP("Storage", "{file} is not a tournament this app can open: {reason}")
COULD_NOT_DELETE = QT_TRANSLATE_NOOP("Storage", "Could not delete {path}: {reason}.")


@dataclass(frozen=True, slots=True)
class Listed:
    """A tournament file: its id and path, and the tournament, or why it cannot be read."""

    id: str
    path: Path
    tournament: Tournament | None
    problem: str | None = None  # a Message: i18n.say() puts it in the app's language


class TournamentStore:
    """The folder of tournaments (made, the owner's only, on the first save)."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)

    def path_of(self, tid: str) -> Path:
        """The file of the tournament ``tid`` (ValueError for what is no id: never a path elsewhere)."""
        if not _is_id(tid):
            raise ValueError("a tournament's id is 32 hexadecimal digits")
        return self.folder / f"{tid}{SUFFIX}"

    def save(self, t: Tournament) -> Path:
        """Write the tournament atomically, the owner's only; StorageError says why not."""
        path = self.path_of(t.id)
        write_atomically(path, dumps(t), keep_previous=False)
        return path

    def load(self, tid: str) -> Tournament:
        """The tournament ``tid``; StorageError with a Message (missing, unreadable, not a tournament)."""
        return self._read(self.path_of(tid))

    def listing(self) -> list[Listed]:
        """Every tournament file, by name (those that cannot be read last, by id)."""
        out = []
        for path in self._files():
            tid = path.name[: -len(SUFFIX)]
            try:
                out.append(Listed(tid, path, self._read(path)))
            except StorageError as exc:
                out.append(Listed(tid, path, None, exc.message))
        return sorted(
            out,
            key=lambda item: (
                item.tournament is None,
                item.tournament.name.casefold() if item.tournament else "",
                item.id,
            ),
        )

    def tournaments(self) -> list[Tournament]:
        """The tournaments that can be read, by name."""
        return [item.tournament for item in self.listing() if item.tournament is not None]

    def delete(self, tid: str) -> bool:
        """Delete the tournament's file (the games stay); False when there was none."""
        path = self.path_of(tid)
        try:
            path.unlink()
        except FileNotFoundError:
            return False
        except OSError as exc:
            raise StorageError(
                Message("Storage", COULD_NOT_DELETE, path=shown(path), reason=_reason(exc))
            ) from exc
        return True

    def clear_leftovers(self) -> None:
        """Remove the temporary files of saves a crash interrupted (``.<id>.mafia-tournament.json.….tmp``)."""
        with suppress(OSError):
            for leftover in self.folder.glob(f".*{SUFFIX}.*.tmp"):
                with suppress(OSError):
                    leftover.unlink()

    def _read(self, path: Path) -> Tournament:
        try:
            data = read_regular_file(path, MAX_BYTES + 1)
        except FileNotFoundError:
            raise StorageError(Message("Storage", MISSING, file=shown(path.name))) from None
        except ReadError:
            raise
        try:
            t = loads(data)
        except ClubError as exc:
            raise StorageError(
                Message("Storage", NOT_A_TOURNAMENT, file=shown(path.name), reason=exc.message)
            ) from None
        if t.id != path.name[: -len(SUFFIX)]:
            problem = ClubError("bad_member", member="id", expected="the file's name")
            raise StorageError(
                Message("Storage", NOT_A_TOURNAMENT, file=shown(path.name), reason=problem.message)
            )
        return t

    def _files(self) -> Iterator[Path]:
        try:
            for path in self.folder.glob(f"*{SUFFIX}"):
                if _is_id(path.name[: -len(SUFFIX)]):
                    yield path
        except OSError:
            return


def _is_id(text: str) -> bool:
    return len(text) == 32 and all(ch in "0123456789abcdef" for ch in text)


def default_folder() -> Path:
    """``tournaments`` in the app's data folder, beside ``games``."""
    from mafia_desktop.storage.games import default_folder as games_folder

    return games_folder().parent / FOLDER
