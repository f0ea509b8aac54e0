"""The phones' pairings, kept while a game runs (docs/phones.md, "Pairings kept"): so that an app
that crashes mid-game resumes with the same phones, each seat's token, key and counters are kept
in ``phones.json`` in the app's data folder (beside the games' folder, like the group's roles).

The file holds secrets: it is the owner's only (0600, whatever the umask), written atomically
like a game (:func:`~mafia_desktop.storage.games.write_atomically`, without a previous copy: an
old key is never kept), never part of a game record, a copy of one or any export (nothing the
app exports reads the data folder; a record is its setup and inputs alone). A new game retires
the pairings of the last (:meth:`PhoneBook.retire`, or a :meth:`PhoneBook.load` for another game
that finds none for it).

Reading never trusts the file: it is read only if it is a regular file of the owner's, not
readable by another account and not a link, within :data:`MAX_BYTES`, strictly
(:mod:`mafia_desktop.engine.strict_json`), in exactly the shape :meth:`PhoneBook.save` writes;
anything else gives no pairings and a reason in words (:attr:`PhoneBook.reason`), never an
exception. Plain Python (no Qt), so it is tested on its own.

    {"format": "mafia-desktop-phones", "version": 2, "game": "<storage.games.game_key>",
     "port": 41234,
     "seats": {"Ann": {"token": "<32 hex>", "key": "<43 base64url>", "sent": 3, "received": 2}}}

``port`` (version 2) is the port the laptop's server listened on (null: it had not listened yet):
a resumed game listens there again if it can, so the pages still open on the phones find it (a
page talks only to the address and port it was loaded from). A version-1 file (the same without
``port``) is read too, with no port.
"""

from __future__ import annotations

import base64
import binascii
import errno
import json
import os
import re
import stat
from collections.abc import Mapping
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Final, Literal

from mafia_desktop.engine.errors import RecordError
from mafia_desktop.engine.strict_json import decode as strict_decode
from mafia_desktop.i18n import QT_TRANSLATE_NOOP, Message
from mafia_desktop.phones.wire import MAX_COUNTER, Pairing
from mafia_desktop.storage.games import (
    COULD_NOT_READ,
    NOT_A_FILE,
    TEMPORARY,
    _reason,
    shown,
    write_atomically,
)

FILE_NAME: Final = "phones.json"
FORMAT: Final = "mafia-desktop-phones"
VERSION: Final = 2
#: The versions read: 1 had no ``port``.
READ_VERSIONS: Final = frozenset({1, 2})
# The largest file read: a table's pairings take a few kilobytes.
MAX_BYTES: Final = 64 * 1024
# How deep the file nests: the document, its seats, a seat.
MAX_DEPTH: Final = 3
_GAME: Final = re.compile(r"[0-9a-f]{32}")
_KEY_TEXT: Final = re.compile(r"[A-Za-z0-9_-]{43}")
_TOP: Final = frozenset({"format", "version", "game", "port", "seats"})
_TOP_1: Final = frozenset({"format", "version", "game", "seats"})
_SEAT: Final = frozenset({"token", "key", "sent", "received"})

# What the phone book tells the user (translated where shown, with i18n.say).
NONE_KEPT = QT_TRANSLATE_NOOP("Storage", "No phones were paired for this game.")
OTHER_GAME = QT_TRANSLATE_NOOP(
    "Storage", "The phones paired for another game are no longer paired: pair them again for this one."
)
DAMAGED = QT_TRANSLATE_NOOP(
    "Storage", "{file} is not a list of paired phones this app can read ({reason}): pair the phones again."
)
OTHER_VERSION = QT_TRANSLATE_NOOP(
    "Storage", "{file} was written by another version of the app: pair the phones again."
)
A_LINK = QT_TRANSLATE_NOOP(
    "Storage", "{file} is a link, not a file of this app's: it was not followed; pair the phones again."
)
NOT_PRIVATE = QT_TRANSLATE_NOOP(
    "Storage",
    "{file} could be read by another account, so its keys are no longer secret: pair the phones again.",
)
PAIR_AGAIN = QT_TRANSLATE_NOOP("Storage", "{problem} Pair the phones again.")

#: Why no pairings were loaded: ``missing`` (no file: none were kept), ``other_game`` (they are of
#: another game: retired), ``damaged`` (not the file :meth:`PhoneBook.save` writes, or too large),
#: ``version`` (of another version of the file), ``link`` (a link in place of the file),
#: ``not_a_file`` (a folder, a pipe, a device), ``not_private`` (readable by another account, or
#: another account's), ``unreadable`` (the file could not be read: permission, I/O).
Why = Literal[
    "missing", "other_game", "damaged", "version", "link", "not_a_file", "not_private", "unreadable"
]


@dataclass(frozen=True)
class KeptPairing:
    """A seat's pairing as kept: the pairing (token and key) and its counters: ``sent``, the last
    counter the laptop sealed to the phone, and ``received``, the last it accepted from the phone
    (0: none yet), so a resumed game neither reuses a nonce nor accepts a replay."""

    pairing: Pairing
    sent: int = 0
    received: int = 0

    def __post_init__(self) -> None:
        if not isinstance(self.pairing, Pairing):
            raise ValueError("a kept pairing holds a Pairing")
        for counter in (self.sent, self.received):
            if isinstance(counter, bool) or not isinstance(counter, int) or not 0 <= counter <= MAX_COUNTER:
                raise ValueError(f"a counter is from 0 to {MAX_COUNTER}")


class Refused(Exception):
    """Why the file gives no pairings (internal: :meth:`PhoneBook.load` never raises)."""

    def __init__(self, why: Why, message: Message) -> None:
        super().__init__(message)
        self.why: Why = why
        self.message = message


def phones_path(folder: Path | None = None) -> Path:
    """Where the pairings are kept: ``phones.json`` in ``folder``, by default the app's data folder
    (beside the games' folder)."""
    if folder is None:
        from mafia_desktop.storage.games import default_folder

        folder = default_folder().parent
    return Path(folder) / FILE_NAME


class PhoneBook:
    """The pairings of the game that runs, kept in ``phones.json`` in ``folder`` (the app's data
    folder when None). After each :meth:`load`, :attr:`why` and :attr:`reason` say why it gave
    no pairings (both None when it gave the file's), and :attr:`port` the port kept with them
    (None: none was, or no pairings were given)."""

    def __init__(self, folder: Path | None = None) -> None:
        self.path = phones_path(folder)
        self.why: Why | None = None
        self.reason: Message | None = None
        self.port: int | None = None

    # --- reading ------------------------------------------------------------------------------

    def load(self, game_key: str) -> dict[str, KeptPairing]:
        """The pairings kept for the game ``game_key`` (:func:`storage.games.game_key` of its
        record's setup), by player name as the record has it; an empty dict, with :attr:`why`
        and :attr:`reason` set, when there are none to be had. Never raises for what the file
        holds or is."""
        self.why = self.reason = None
        self.port = None
        try:
            pairings, port = self._read(game_key)
        except Refused as refused:
            self.why, self.reason = refused.why, refused.message
            return {}
        self.port = port
        return pairings

    def _read(self, game_key: str) -> tuple[dict[str, KeptPairing], int | None]:
        doc = strict(self._bytes(), self.path)
        if not isinstance(doc, dict) or doc.get("format") != FORMAT:
            raise self._damaged("it is not a file of paired phones")
        version = doc.get("version")
        if isinstance(version, bool) or not isinstance(version, int) or version not in READ_VERSIONS:
            raise Refused("version", Message("Storage", OTHER_VERSION, file=self.path.name))
        if set(doc) != (_TOP if version == VERSION else _TOP_1):
            raise self._damaged("its members are not those of a file of paired phones")
        port = doc.get("port")
        if port is not None and (isinstance(port, bool) or not isinstance(port, int) or not 0 < port < 65536):
            raise self._damaged("its port is not a port's number")
        game = doc["game"]
        if not isinstance(game, str) or not _GAME.fullmatch(game):
            raise self._damaged("the game it names is not a game's key")
        if game != game_key:
            raise Refused("other_game", Message("Storage", OTHER_GAME))
        seats = doc["seats"]
        if not isinstance(seats, dict):
            raise self._damaged("its seats are not an object")
        out: dict[str, KeptPairing] = {}
        tokens: set[str] = set()
        keys: set[bytes] = set()
        for name, seat in seats.items():
            if not name:
                raise self._damaged("a seat has no player's name")
            try:
                kept = _seat(seat)
            except ValueError as exc:
                raise self._damaged(f"the seat of {name[:40]!r}: {exc}") from None
            if kept.pairing.token in tokens or kept.pairing.key in keys:
                raise self._damaged("two seats share a token or a key")
            tokens.add(kept.pairing.token)
            keys.add(kept.pairing.key)
            out[name] = kept
        return out, port

    def _damaged(self, reason: str) -> Refused:
        return Refused("damaged", Message("Storage", DAMAGED, file=self.path.name, reason=reason))

    def _bytes(self) -> bytes:
        """The file's bytes, if it is a regular file of the owner's alone, opened without
        following a link and without blocking (a pipe never makes the reader wait)."""
        path = self.path
        try:
            if stat.S_ISLNK(os.lstat(path).st_mode):
                raise Refused("link", Message("Storage", A_LINK, file=path.name))
            flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0)
            fd = os.open(path, flags | getattr(os, "O_CLOEXEC", 0))
        except FileNotFoundError:
            raise Refused("missing", Message("Storage", NONE_KEPT)) from None
        except OSError as exc:
            if exc.errno == errno.ELOOP:  # a link put there since the look
                raise Refused("link", Message("Storage", A_LINK, file=path.name)) from None
            raise self._unreadable(exc) from None
        try:
            st = os.fstat(fd)
            if not stat.S_ISREG(st.st_mode):
                problem = Message("Storage", NOT_A_FILE, path=shown(path))
                raise Refused("not_a_file", Message("Storage", PAIR_AGAIN, problem=problem))
            if hasattr(os, "getuid") and (st.st_uid != os.getuid() or st.st_mode & 0o077):
                raise Refused("not_private", Message("Storage", NOT_PRIVATE, file=path.name))
            with os.fdopen(fd, "rb", closefd=False) as f:
                return f.read(MAX_BYTES + 1)
        except OSError as exc:
            raise self._unreadable(exc) from None
        finally:
            os.close(fd)

    def _unreadable(self, exc: OSError) -> Refused:
        problem = Message("Storage", COULD_NOT_READ, path=shown(self.path), reason=_reason(exc))
        return Refused("unreadable", Message("Storage", PAIR_AGAIN, problem=problem))

    # --- writing ------------------------------------------------------------------------------

    def save(self, game_key: str, pairings: Mapping[str, KeptPairing], port: int | None = None) -> None:
        """Keep ``pairings`` (by player name) as those of the game ``game_key``, and ``port``, the
        port the phones' server listens on (None: not yet): atomically (a crash leaves the old
        file or the new one, whole), the owner's only, no previous copy.
        :class:`~mafia_desktop.storage.games.StorageError` names the file and the reason when it
        cannot be written (a full disk, a folder in its place); nothing else changes then."""
        write_atomically(self.path, dumps(game_key, pairings, port), keep_previous=False)

    def retire(self) -> None:
        """Forget every pairing: the file goes (a link in its place goes, its target stays), and
        with it any save a crash interrupted; nothing is left behind. Something that is not a
        file in its place (a folder) is left alone: it holds no pairing of the app's."""
        folder = self.path.parent
        with suppress(OSError):
            if not stat.S_ISDIR(os.lstat(self.path).st_mode):
                os.unlink(self.path)
        with suppress(OSError):
            for leftover in folder.glob(f".{FILE_NAME}.*{TEMPORARY}"):
                with suppress(OSError):
                    leftover.unlink()


def dumps(game_key: str, pairings: Mapping[str, KeptPairing], port: int | None = None) -> str:
    """The file's text for ``pairings`` of the game ``game_key`` and the server's ``port``;
    :class:`ValueError` when it could not be read back as they are (not a game's key, a port out
    of range, a name empty, a seat not a :class:`KeptPairing`, two seats sharing a token or a
    key)."""
    if not isinstance(game_key, str) or not _GAME.fullmatch(game_key):
        raise ValueError("the game is named by its key (storage.games.game_key)")
    if port is not None and (isinstance(port, bool) or not isinstance(port, int) or not 0 < port < 65536):
        raise ValueError("a port is a number from 1 to 65535")
    seats: dict[str, dict[str, object]] = {}
    tokens: set[str] = set()
    keys: set[bytes] = set()
    for name, kept in pairings.items():
        if not isinstance(name, str) or not name or not isinstance(kept, KeptPairing):
            raise ValueError("pairings are kept by player name, each a KeptPairing")
        if kept.pairing.token in tokens or kept.pairing.key in keys:
            raise ValueError("two seats share a token or a key")
        tokens.add(kept.pairing.token)
        keys.add(kept.pairing.key)
        seats[name] = {
            "token": kept.pairing.token,
            "key": kept.pairing.key_text,
            "sent": kept.sent,
            "received": kept.received,
        }
    doc = {"format": FORMAT, "version": VERSION, "game": game_key, "port": port, "seats": seats}
    return json.dumps(doc, ensure_ascii=False, indent=1) + "\n"


def strict(data: bytes, path: Path) -> object:
    """The JSON document in ``data`` read strictly, within :data:`MAX_BYTES` and :data:`MAX_DEPTH`;
    :class:`Refused` (``damaged``) with the reason otherwise."""
    try:
        return strict_decode(data, max_bytes=MAX_BYTES, max_depth=MAX_DEPTH, what="a file of paired phones")
    except RecordError as exc:
        raise Refused("damaged", Message("Storage", DAMAGED, file=path.name, reason=str(exc))) from None


def _seat(seat: object) -> KeptPairing:
    """A seat's entry as :func:`dumps` writes it; :class:`ValueError` says what is wrong."""
    if not isinstance(seat, dict) or set(seat) != _SEAT:
        raise ValueError("it is not a token, a key and two counters")
    token, key = seat["token"], seat["key"]
    if not isinstance(token, str) or not isinstance(key, str) or not _KEY_TEXT.fullmatch(key):
        raise ValueError("its token or key is not text of the right form")
    try:
        pairing = Pairing(token, base64.urlsafe_b64decode(key + "="))
    except (binascii.Error, ValueError):
        raise ValueError("its token or key is not a pairing's") from None
    if pairing.key_text != key:  # one text a key: the last character's spare bits are zero
        raise ValueError("its key is not in its canonical form")
    return KeptPairing(pairing, seat["sent"], seat["received"])
