"""The app's settings, in one place: every key kept, with its type, its default and the values it
accepts, typed accessors for each group of them, and the file they live in.

Nothing stored can break the app: a value that is missing, of the wrong type or size, out of
range or unreadable reads as its default, and so does every key of a file that is not a small
JSON object (too large, not UTF-8, nested too deep, a folder, a pipe). The file is ours, read
and written here, never by QSettings: Qt decodes ``@Variant(...)`` values blindly, and one such
value (a list of two thousand million items) aborted every start before any window.

Where: ``settings.json`` in a folder of the app's own under the platform's config folder
(``~/.config/mafia-desktop/`` on Linux), or in MAFIA_DESKTOP_DATA_DIR when that is set (tests,
a portable copy). The file is the owner's only (0600), in a folder that is too (0700), written
atomically: a crash leaves the old settings or the new ones. A copy is kept in memory, checked
against the file at each read (one ``stat``), so a change writes one small file.

The settings of an earlier version, kept by QSettings (``~/.config/Mafia Desktop/Mafia
Desktop.conf``, or ``settings.ini`` in MAFIA_DESKTOP_DATA_DIR), are read once by a small INI
reader of our own: plain values only (text, numbers, true or false, a list of names, the
window's geometry); anything Qt would decode (``@Variant``) is left as the default. The new file
is written, then the old one is deleted: it was readable by every account (0644), and could
hold the host's deal being entered, which is never carried over.

The host's deal being entered (referee console, real cards) is no setting: it is a draft kept
beside the games (:func:`write_host_cards`), as secret as they are, and gone once the deal is
done or left. Nothing secret is a setting: the file dialogs' last folders (one per kind of file:
game records, PDFs, the standings' CSV) are folders, never a file's name.

Qt is imported only inside the functions that need it, so importing this module costs the
start-up nothing.

>>> for key in KEYS:
...     print(key)
ui/language         str        'system'  one of system, en, ru, uk, es, de, fr, fa
ui/text_scale       int        100       one of 100, 125, 150, 175, 200
ui/high_contrast    bool       False     true or false
narration/voice     str        ''        before voices were kept per language: a pyttsx3 voice id (200 characters at most)
narration/voice_en  str        ''        engine:voice, 200 characters at most (empty: the best installed)
narration/voice_ru  str        ''        engine:voice, 200 characters at most (empty: the best installed)
narration/voice_uk  str        ''        engine:voice, 200 characters at most (empty: the best installed)
narration/voice_es  str        ''        engine:voice, 200 characters at most (empty: the best installed)
narration/voice_de  str        ''        engine:voice, 200 characters at most (empty: the best installed)
narration/voice_fr  str        ''        engine:voice, 200 characters at most (empty: the best installed)
narration/voice_fa  str        ''        engine:voice, 200 characters at most (empty: the best installed)
narration/rate      int        125       80 to 320 (words a minute)
narration/volume    int        90        0 to 100 (per cent)
narration/muted     bool       False     true or false
narration/seat_pause int        2         1 to 10 (seconds per seat called)
narration/bed       bool       True      true or false (the night's sound bed)
narration/bed_volume int        30        0 to 100 (per cent)
setup/roster        list[str]  ()        a non-empty list of names, 200 characters at most each (the first 60 are kept)
setup/preset        str        None      a preset's id (None: the set-up's own)
setup/mode          str        None      one of referee, pass, middle (None: the set-up's own)
setup/deal          str        None      one of reveal, cards, print (None: the set-up's own)
setup/second_screen bool       False     true or false (the table shown on another screen too)
setup/phones        bool       False     true or false (players may use their own phones: the laptop passed round, the app deals)
setup/house         json       {}        the house rules over the preset, as a record's rules write them (rules the preset refuses: none)
setup/counts        json       {}        role -> how many are dealt, set by hand (empty: the recommended deal)
setup/narrate       bool       False     true or false (the narrator, with captions)
setup/narrator_lang str        None      one of en, ru (None: the app's language)
setup/timed         int        0         0 (someone at the keys), or 5 to 60 seconds for each night call
setup/typing        str        ''        a name being typed in set-up, not yet added (200 characters at most)
setup/club          str        ''        the last game's club or table (200 characters at most)
setup/referee       str        ''        the last game's referee (200 characters at most)
setup/series        str        ''        the last game's series (200 characters at most; empty: none)
setup/game_date     str        ''        the last game's day, YYYY-MM-DD (empty: none)
setup/game_number   int        0         0 to 999 (the last game's number in its evening; 0: none)
window/geometry     bytes      None      the window's saved geometry, as base64 (None: Qt's default)
files/record_folder str        ''        the folder a game record was last opened from or saved to (empty: the saved games)
files/pdf_folder    str        ''        the folder a PDF was last saved to (empty: the home folder)
files/csv_folder    str        ''        the folder the standings were last exported to (empty: the home folder)
files/roles_folder  str        ''        the folder a role pack was last imported from or exported to (empty: the home folder)
phones/address      str        ''        the network the phones reach the laptop on: an interface's name or IPv4 address (empty: Wi-Fi first)
"""

from __future__ import annotations

import json
import os
import re
import stat
import sys
import threading
from collections.abc import Callable, Mapping
from contextlib import suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from mafia_desktop import languages

if TYPE_CHECKING:
    from PySide6.QtCore import QByteArray

T = TypeVar("T")

LANGUAGE_CHOICES = ("system", *languages.codes())  # "system" follows the desktop's language
TEXT_SCALES = (100, 125, 150, 175, 200)  # per cent of the desktop's own text size
RATES = (80, 320)  # the narrator's words a minute
VOLUMES = (0, 100)  # the narrator's volume, per cent
SEAT_PAUSES = (1, 10)  # the called list's pause per seat, seconds
TABLE_MODES = ("referee", "pass", "middle")
TABLE_DEALS = ("reveal", "cards", "print")
NARRATION_LANGS = languages.codes()
MAX_ROSTER = 60
MAX_TEXT = 200  # characters in a text setting (a name, a voice, a club)
MAX_GEOMETRY = 4096  # bytes of a window's saved geometry (Qt's is under 100)
MAX_FOLDER = 1024  # characters of a folder's path (the last folder a file dialog used)
FILE_KINDS = ("record", "pdf", "csv", "roles")  # the kinds of file the app opens or saves, a folder each


# --- how a stored value is read back: each raises ValueError (or TypeError) for one it cannot use --


def _choice(options: tuple[str, ...]) -> Callable[[object], str]:
    def parse(value: object) -> str:
        if isinstance(value, str) and value in options:
            return value
        raise ValueError(value)

    return parse


_INTEGER = re.compile(r"\s*[+-]?[0-9]{1,9}\s*")  # an INI file's spelling of a number, and no more


def _integer(value: object) -> int:
    # An int (never True or 1.0), or the text an INI file keeps: "165". Nothing longer is read.
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, str) and _INTEGER.fullmatch(value):
        return int(value)
    raise ValueError(value)


def _int_of(options: tuple[int, ...]) -> Callable[[object], int]:
    def parse(value: object) -> int:
        number = _integer(value)
        if number in options:
            return number
        raise ValueError(value)

    return parse


def _int_in(low: int, high: int) -> Callable[[object], int]:
    def parse(value: object) -> int:
        number = _integer(value)
        if low <= number <= high:
            return number
        raise ValueError(value)

    return parse


def _timed(value: object) -> int:
    number = _integer(value)
    if number == 0 or 5 <= number <= 60:
        return number
    raise ValueError(value)


def _flag(value: object) -> bool:
    # "true", "false": an INI file's spelling. Anything else (2, "yes please") is unreadable and
    # means the default, never a quiet False.
    if value is True or value is False:
        return value
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    if isinstance(value, str) and value.strip().lower() in ("true", "1", "false", "0"):
        return value.strip().lower() in ("true", "1")
    raise ValueError(value)


def _voice(value: object) -> str:
    if isinstance(value, str) and len(value) <= MAX_TEXT and (value == "" or ":" in value):
        return value
    raise ValueError(value)


def _typing(value: object) -> str:
    if isinstance(value, str) and len(value) <= MAX_TEXT:
        return value
    raise ValueError(value)


def _day(value: object) -> str:
    if isinstance(value, str) and (value == "" or re.fullmatch(r"\d{4}-\d{2}-\d{2}", value)):
        return value
    raise ValueError(value)


def _folder(value: object) -> str:
    # An absolute path on one line, and no more (empty: the dialog's usual folder).
    if (
        isinstance(value, str)
        and len(value) <= MAX_FOLDER
        and (value == "" or os.path.isabs(value))
        and not any(c in value for c in "\0\n\r")
    ):
        return value
    raise ValueError(value)


def _names(value: object) -> tuple[str, ...]:
    # (An INI file gives a one-name list back as a plain string: that reads as no roster.)
    if isinstance(value, list) and value and all(isinstance(n, str) and len(n) <= MAX_TEXT for n in value):
        return tuple(value[:MAX_ROSTER])
    raise ValueError(value)


MAX_HOUSE = 64  # house rules kept: more than the set-up offers
MAX_OBJECT_TEXT = 4096  # characters of a JSON object kept as text (the house rules take ~300)


def _json_object(value: object) -> dict[str, object]:
    # A small JSON object kept as text (a settings file keeps no nested value), read strictly and
    # in linear time, its member names short.
    doc = value
    if isinstance(value, str) and len(value) <= MAX_OBJECT_TEXT:
        doc = decode_json(value.encode("utf-8"), MAX_OBJECT_TEXT * 4)
    if (
        isinstance(doc, dict)
        and len(doc) <= MAX_HOUSE
        and all(isinstance(k, str) and 0 < len(k) <= 40 for k in doc)
    ):
        if len(_as_json_text(doc)) <= MAX_OBJECT_TEXT:  # type: ignore[arg-type]
            return dict(doc)
    raise ValueError(value)


def _as_json_text(value: Any) -> object:
    return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def _house(value: object) -> dict[str, object]:
    # Option names to JSON values: which names and values the preset takes is the set-up's check
    # (a set of house rules these rules refuse is dropped there, whole).
    return _json_object(value)


def _counts(value: object) -> dict[str, int]:
    doc = _json_object(value)
    if all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= MAX_ROSTER for n in doc.values()):
        return {k: int(n) for k, n in doc.items()}  # type: ignore[call-overload]
    raise ValueError(value)


def _preset(value: object) -> str:
    from mafia_desktop.engine.rules import PRESET_IDS  # only the set-up reads it, once loaded

    if isinstance(value, str) and value in PRESET_IDS:
        return value
    raise ValueError(value)


def _geometry(value: object) -> bytes | None:
    # Kept as base64 text; bytes come only from an earlier version's file (@ByteArray).
    import base64

    if isinstance(value, str) and len(value) <= MAX_GEOMETRY * 2:
        data = base64.b64decode(value.encode("ascii"), validate=True)
    elif isinstance(value, (bytes, bytearray)):
        data = bytes(value)
    else:
        raise TypeError(value)
    if not data or len(data) > MAX_GEOMETRY:
        raise ValueError(value)
    return data


def _as_is(value: Any) -> object:
    return value


def _as_list(value: Any) -> object:
    return list(value)


def _as_base64(value: Any) -> object:
    import base64

    data = value if isinstance(value, (bytes, bytearray)) else value.data()  # a QByteArray
    return base64.b64encode(bytes(data)).decode("ascii")


# --- the table -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Key(Generic[T]):
    """One setting: its name in the file, type and default, the values it accepts (in words, and
    as the reader that checks them), and how a value is written."""

    name: str
    type: str
    default: T
    accepts: str
    parse: Callable[[object], T]
    dump: Callable[[Any], object] = _as_is

    def __str__(self) -> str:
        return f"{self.name:<19} {self.type:<10} {self.default!r:<9} {self.accepts}"


LANGUAGE = Key(
    "ui/language",
    "str",
    "system",
    "one of system, " + ", ".join(languages.codes()),
    _choice(LANGUAGE_CHOICES),
)
TEXT_SCALE = Key("ui/text_scale", "int", 100, "one of 100, 125, 150, 175, 200", _int_of(TEXT_SCALES))
HIGH_CONTRAST = Key("ui/high_contrast", "bool", False, "true or false", _flag)
VOICE = Key(
    "narration/voice",
    "str",
    "",
    "before voices were kept per language: a pyttsx3 voice id (200 characters at most)",
    _typing,
)
#: the narrator's voice for each language of the registry, ``narration/voice_<code>`` (English's and
#: Russian's were the first two: their keys are the same, so a choice made then is read as it was)
VOICES: dict[str, Key[str]] = {
    code: Key(
        f"narration/voice_{code}",
        "str",
        "",
        "engine:voice, 200 characters at most (empty: the best installed)",
        _voice,
    )
    for code in languages.codes()
}
VOICE_EN, VOICE_RU = VOICES["en"], VOICES["ru"]
RATE = Key("narration/rate", "int", 125, "80 to 320 (words a minute)", _int_in(*RATES))
VOLUME = Key("narration/volume", "int", 90, "0 to 100 (per cent)", _int_in(*VOLUMES))
MUTED = Key("narration/muted", "bool", False, "true or false", _flag)
SEAT_PAUSE = Key("narration/seat_pause", "int", 2, "1 to 10 (seconds per seat called)", _int_in(*SEAT_PAUSES))
BED = Key("narration/bed", "bool", True, "true or false (the night's sound bed)", _flag)
BED_VOLUME = Key("narration/bed_volume", "int", 30, "0 to 100 (per cent)", _int_in(*VOLUMES))
ROSTER: Key[tuple[str, ...]] = Key(
    "setup/roster",
    "list[str]",
    (),
    "a non-empty list of names, 200 characters at most each (the first 60 are kept)",
    _names,
    _as_list,
)
PRESET: Key[str | None] = Key("setup/preset", "str", None, "a preset's id (None: the set-up's own)", _preset)
MODE: Key[str | None] = Key(
    "setup/mode", "str", None, "one of referee, pass, middle (None: the set-up's own)", _choice(TABLE_MODES)
)
DEAL: Key[str | None] = Key(
    "setup/deal", "str", None, "one of reveal, cards, print (None: the set-up's own)", _choice(TABLE_DEALS)
)
SECOND_SCREEN = Key(
    "setup/second_screen", "bool", False, "true or false (the table shown on another screen too)", _flag
)
PHONES = Key(
    "setup/phones",
    "bool",
    False,
    "true or false (players may use their own phones: the laptop passed round, the app deals)",
    _flag,
)
PHONES_ADDRESS = Key(
    "phones/address",
    "str",
    "",
    "the network the phones reach the laptop on: an interface's name or IPv4 address (empty: Wi-Fi first)",
    _typing,
)
HOUSE: Key[dict[str, object]] = Key(
    "setup/house",
    "json",
    {},
    "the house rules over the preset, as a record's rules write them (rules the preset refuses: none)",
    _house,
    _as_json_text,
)
COUNTS: Key[dict[str, int]] = Key(
    "setup/counts",
    "json",
    {},
    "role -> how many are dealt, set by hand (empty: the recommended deal)",
    _counts,
    _as_json_text,
)
NARRATE = Key("setup/narrate", "bool", False, "true or false (the narrator, with captions)", _flag)
NARRATOR_LANG: Key[str | None] = Key(
    "setup/narrator_lang", "str", None, "one of en, ru (None: the app's language)", _choice(NARRATION_LANGS)
)
TIMED = Key(
    "setup/timed", "int", 0, "0 (someone at the keys), or 5 to 60 seconds for each night call", _timed
)
TYPING = Key(
    "setup/typing", "str", "", "a name being typed in set-up, not yet added (200 characters at most)", _typing
)
CLUB = Key("setup/club", "str", "", "the last game's club or table (200 characters at most)", _typing)
REFEREE = Key("setup/referee", "str", "", "the last game's referee (200 characters at most)", _typing)
SERIES = Key(
    "setup/series", "str", "", "the last game's series (200 characters at most; empty: none)", _typing
)
GAME_DATE = Key("setup/game_date", "str", "", "the last game's day, YYYY-MM-DD (empty: none)", _day)
GAME_NUMBER = Key(
    "setup/game_number",
    "int",
    0,
    "0 to 999 (the last game's number in its evening; 0: none)",
    _int_in(0, 999),
)
GEOMETRY: Key[bytes | None] = Key(
    "window/geometry",
    "bytes",
    None,
    "the window's saved geometry, as base64 (None: Qt's default)",
    _geometry,
    _as_base64,
)
RECORD_FOLDER = Key(
    "files/record_folder",
    "str",
    "",
    "the folder a game record was last opened from or saved to (empty: the saved games)",
    _folder,
)
PDF_FOLDER = Key(
    "files/pdf_folder", "str", "", "the folder a PDF was last saved to (empty: the home folder)", _folder
)
CSV_FOLDER = Key(
    "files/csv_folder",
    "str",
    "",
    "the folder the standings were last exported to (empty: the home folder)",
    _folder,
)
ROLES_FOLDER = Key(
    "files/roles_folder",
    "str",
    "",
    "the folder a role pack was last imported from or exported to (empty: the home folder)",
    _folder,
)
#: the last folder used, by kind of file (a folder only: never a file's name)
FOLDERS: dict[str, Key[str]] = {
    "record": RECORD_FOLDER,
    "pdf": PDF_FOLDER,
    "csv": CSV_FOLDER,
    "roles": ROLES_FOLDER,
}

KEYS: tuple[Key[Any], ...] = (
    LANGUAGE,
    TEXT_SCALE,
    HIGH_CONTRAST,
    VOICE,
    *VOICES.values(),
    RATE,
    VOLUME,
    MUTED,
    SEAT_PAUSE,
    BED,
    BED_VOLUME,
    ROSTER,
    PRESET,
    MODE,
    DEAL,
    SECOND_SCREEN,
    PHONES,
    HOUSE,
    COUNTS,
    NARRATE,
    NARRATOR_LANG,
    TIMED,
    TYPING,
    CLUB,
    REFEREE,
    SERIES,
    GAME_DATE,
    GAME_NUMBER,
    GEOMETRY,
    RECORD_FOLDER,
    PDF_FOLDER,
    CSV_FOLDER,
    ROLES_FOLDER,
    PHONES_ADDRESS,
)
_NAMES = frozenset(key.name for key in KEYS)


# --- the file ------------------------------------------------------------------------------------


SETTINGS_FILE = "settings.json"
FOLDER = "mafia-desktop"  # under the platform's config folder, when MAFIA_DESKTOP_DATA_DIR is not set
QT_FOLDER = "qt"  # Qt's own settings (the file dialog's), beside ours: see store()
MAX_SETTINGS_BYTES = 256 * 1024  # a file of every setting at its largest is under 20 KiB
MAX_DEPTH = 4  # an object of lists is 2 levels deep
MAX_VALUE_TEXT = 16 * 1024  # characters of one text kept from the file (the largest key takes 6 KiB)
MAX_VALUE_ITEMS = 1000  # items of one list kept from the file
LEGACY_FILE = "settings.ini"  # what QSettings kept in MAFIA_DESKTOP_DATA_DIR
LEGACY_FOLDER = "Mafia Desktop"  # QSettings' folder and file under the config folder (Linux)
LEGACY_NATIVE_FILE = "Mafia Desktop.conf"
OWNER_ONLY_FOLDER = 0o700


def decode_json(data: bytes, limit: int = MAX_SETTINGS_BYTES) -> object:
    """JSON read strictly (:func:`mafia_desktop.engine.strict_json.decode`), for files that are
    ours (the settings, the deal's draft): at most ``limit`` bytes of UTF-8, nested
    :data:`MAX_DEPTH` levels at most, no repeated key, no NaN, no lone surrogate. ValueError for
    anything else.

    >>> decode_json(b'{"ui/text_scale": 150}')
    {'ui/text_scale': 150}
    >>> for bad in (b'[' * 100_000, b'{"a": 1, "a": 2}', b'\\xff', b'NaN', b'"\\\\ud800"', b'1' * 5000):
    ...     try:
    ...         decode_json(bad)
    ...     except ValueError:
    ...         print("refused")
    ...     else:
    ...         print("read")
    refused
    refused
    refused
    refused
    refused
    refused
    """
    from mafia_desktop.engine.strict_json import decode

    return decode(data, max_bytes=limit, max_depth=MAX_DEPTH, what="a settings file")


def _storable(value: object) -> bool:
    """Whether ``value`` is one a settings file keeps: plain JSON, small, at most a list deep."""
    if isinstance(value, (bool, int, float)):
        return not isinstance(value, float) or value == value and abs(value) != float("inf")
    if isinstance(value, str):
        return len(value) <= MAX_VALUE_TEXT and _encodable(value)
    if isinstance(value, list):
        return len(value) <= MAX_VALUE_ITEMS and all(
            not isinstance(item, list) and _storable(item) for item in value
        )
    return False


def _encodable(text: str) -> bool:
    try:
        text.encode("utf-8")  # (a lone surrogate cannot be)
    except UnicodeEncodeError:
        return False
    return True


def _settings_of(data: bytes) -> dict[str, object]:
    """The values of a settings file: its known keys with a plain value (nothing else is kept)."""
    try:
        doc = decode_json(data)
    except ValueError:
        return {}
    if not isinstance(doc, dict):
        return {}
    return {name: value for name, value in doc.items() if name in _NAMES and _storable(value)}


def _private_folder(folder: Path, tighten: bool) -> None:
    """``folder`` made for the owner alone (0700) when it is missing; with ``tighten``, one of
    ours that is there already and open to others is closed to them. OSError when it cannot be
    made."""
    from mafia_desktop.storage.games import private_folder

    private_folder(folder)  # (and each missing folder above it)
    if tighten and hasattr(os, "getuid"):
        with suppress(OSError):
            st = folder.stat()
            if st.st_uid == os.getuid() and st.st_mode & 0o077:
                folder.chmod(OWNER_ONLY_FOLDER)


def _say(problem: str) -> None:
    """A problem with a file of the settings, on the terminal (the app goes on, in memory)."""
    with suppress(Exception):
        print(f"mafia-desktop: {problem}", file=sys.stderr)


class Store:
    """The settings file, and the copy of it in memory that reads are answered from.

    Each read checks the file (one ``stat``) and reads it again only when it changed; each write
    puts the whole small file on disk at once, atomically (a temporary file, fsynced, renamed
    over), owner-only. A write that fails (a full or read-only disk, a folder where the file
    should be) is said on the terminal and kept in memory for this run. ``legacy``: the file an
    earlier version's QSettings kept, read once when there is no settings file yet."""

    def __init__(self, path: Path, legacy: Path | None = None, own_folder: bool = True) -> None:
        self.path = Path(path)
        self.legacy = legacy
        self.own_folder = own_folder  # the folder is the settings' own: closed to others if open
        self.problem = ""  # why the last write failed, in words ("": it did not)
        self._values: dict[str, object] = {}
        self._seen: tuple[int, ...] | None = None  # the file as last read or written (None: missing)
        self._looked = False
        self._lock = threading.RLock()

    # --- reading ------------------------------------------------------------------------------

    def value(self, name: str) -> object | None:
        """The value kept for ``name`` as the file has it (None: none)."""
        with self._lock:
            self._refresh()
            return self._values.get(name)

    def values(self) -> dict[str, object]:
        """Every value kept, by name."""
        with self._lock:
            self._refresh()
            return dict(self._values)

    def _signature(self) -> tuple[int, ...] | None:
        try:
            st = os.stat(self.path)
        except OSError:  # missing (or a file on the way where a folder should be): no settings
            return None
        return (st.st_mode, st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)

    def _refresh(self) -> None:
        seen = self._signature()
        if not self._looked:
            self._looked = True
            if seen is None:
                self._seen = None
                self._migrate()
                return
        elif seen == self._seen:
            return
        self._seen = seen
        self._values = self._read() if seen is not None else {}

    def _read(self) -> dict[str, object]:
        from mafia_desktop.storage.games import StorageError, read_regular_file

        try:
            data = read_regular_file(self.path, MAX_SETTINGS_BYTES + 1)
        except (OSError, StorageError):  # missing by now, a folder, a pipe, no permission
            return {}
        return _settings_of(data)

    # --- writing ------------------------------------------------------------------------------

    def set_value(self, name: str, value: object) -> None:
        """Keep ``value`` for ``name`` (None removes it)."""
        self.update({name: value})

    def remove(self, name: str) -> None:
        self.update({name: None})

    def update(self, changes: Mapping[str, object]) -> None:
        """Keep several values at once, in one write (None removes a key). A name that is no
        key's, or a value no settings file keeps (nested, huge), is not kept. Nothing changed:
        nothing written."""
        with self._lock:
            self._refresh()
            values = dict(self._values)
            for name, value in changes.items():
                if value is None or name not in _NAMES or not _storable(value):
                    values.pop(name, None)
                else:
                    values[name] = value
            if values == self._values:
                return
            self._values = values
            self._save()

    def _save(self) -> None:
        from mafia_desktop.storage.games import StorageError, write_atomically

        text = json.dumps(self._values, ensure_ascii=False, indent=1, sort_keys=True) + "\n"
        try:
            _private_folder(self.path.parent, self.own_folder)
            write_atomically(self.path, text, keep_previous=False)
        except (StorageError, OSError) as exc:
            problem = str(getattr(exc, "message", exc))
            if problem != self.problem:
                _say(f"the settings are kept for this run only: {problem}")
            self.problem = problem
            return
        self.problem = ""
        self._seen = self._signature()

    # --- an earlier version's settings ----------------------------------------------------------

    def _migrate(self) -> None:
        """No settings file yet: an earlier version's, if there is one of ours, read once (see
        the module's docstring), kept in the new file, then deleted."""
        if self.legacy is None:
            return
        found = read_legacy(self.legacy)
        if found is None:
            return
        self._values = found
        self._save()
        if self.problem:
            return  # the old file stays (closed to others): the next start tries again
        with suppress(OSError):
            self.legacy.unlink()
        if self.legacy.name == LEGACY_NATIVE_FILE:
            with suppress(OSError):
                self.legacy.parent.rmdir()  # QSettings' folder, when nothing else is in it


_stores: dict[Path, Store] = {}
_stores_lock = threading.Lock()


def _config_folder() -> Path:
    from PySide6.QtCore import QStandardPaths

    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    return Path(base) if base else Path.home() / ".config"


def settings_path() -> Path:
    """Where the settings are kept: ``settings.json`` in MAFIA_DESKTOP_DATA_DIR when that is set
    (a portable copy or a test run keeps its settings with its games, and never reads or writes
    the user's own), or else in ``mafia-desktop`` under the platform's config folder."""
    override = os.environ.get("MAFIA_DESKTOP_DATA_DIR")
    if override:
        return Path(override) / SETTINGS_FILE
    return _config_folder() / FOLDER / SETTINGS_FILE


def legacy_path() -> Path | None:
    """The file an earlier version's QSettings kept, where it is an INI file: ``settings.ini``
    in MAFIA_DESKTOP_DATA_DIR, or ``Mafia Desktop/Mafia Desktop.conf`` under the config folder
    (Linux and the like; macOS and Windows kept theirs elsewhere, and start from the defaults)."""
    override = os.environ.get("MAFIA_DESKTOP_DATA_DIR")
    if override:
        return Path(override) / LEGACY_FILE
    if sys.platform.startswith(("win", "darwin")):
        return None
    return _config_folder() / LEGACY_FOLDER / LEGACY_NATIVE_FILE


def store() -> Store:
    """The settings (one :class:`Store` a file, kept for the process).

    The first time a place is used, Qt's own settings are moved into an owner-only folder beside
    ours (``qt``): the file dialog keeps the folders it visited in ``QtProject.conf``, which Qt
    writes readable by every account."""
    path = settings_path()
    with _stores_lock:
        kept = _stores.get(path)
        if kept is None:
            own = not os.environ.get("MAFIA_DESKTOP_DATA_DIR")
            kept = _stores[path] = Store(path, legacy_path(), own_folder=own)
            _confine_qt(path.parent / QT_FOLDER, own)
    return kept


def _confine_qt(folder: Path, own_parent: bool) -> None:
    """QSettings of Qt's own (``QtProject.conf``) kept in ``folder``, made the owner's only."""
    try:
        _private_folder(folder.parent, tighten=own_parent)
        _private_folder(folder, tighten=True)
    except OSError:
        return  # Qt keeps its own where it did
    from PySide6.QtCore import QSettings

    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(folder))


# --- an earlier version's file, read by a reader of our own ----------------------------------------


def _open_own(path: Path, limit: int) -> bytes | None:
    """At most ``limit`` bytes of ``path`` if it is a regular file of ours (never through a link),
    closed to other accounts first; None otherwise."""
    flags = (
        os.O_RDONLY
        | getattr(os, "O_NONBLOCK", 0)
        | getattr(os, "O_NOFOLLOW", 0)
        | getattr(os, "O_CLOEXEC", 0)
    )
    try:
        fd = os.open(path, flags)
    except OSError:
        return None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode) or (hasattr(os, "getuid") and st.st_uid != os.getuid()):
            return None
        if hasattr(os, "fchmod") and st.st_mode & 0o077:
            with suppress(OSError):
                os.fchmod(fd, 0o600)  # it may hold the host's deal: nobody else reads it from now
        with os.fdopen(fd, "rb", closefd=False) as f:
            return f.read(limit)
    except OSError:
        return None
    finally:
        os.close(fd)


def read_legacy(path: Path) -> dict[str, object] | None:
    """The usable values of an earlier version's settings file (QSettings' INI format), ready for
    the new file; None when there is no such file of ours. Only plain values are read: text,
    numbers, true or false, a list of names, and the window's geometry (``@ByteArray``); a value
    Qt would decode otherwise (``@Variant(...)``), one of the wrong type or size, and the host's
    deal (``setup/host_cards``) are left out. A file over 256 KiB or not UTF-8 gives nothing."""
    data = _open_own(path, MAX_SETTINGS_BYTES + 1)
    if data is None:
        return None
    if len(data) > MAX_SETTINGS_BYTES:
        return {}
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return {}
    raw = _ini_entries(text)
    values: dict[str, object] = {}
    for key in KEYS:
        if key.name in raw:
            with suppress(Exception):
                values[key.name] = key.dump(key.parse(raw[key.name]))
    return {name: value for name, value in values.items() if _storable(value)}


def _ini_entries(text: str) -> dict[str, object]:
    """``group/key`` to its value (text, a list of texts, or bytes), for the keys we know only."""
    out: dict[str, object] = {}
    group: str | None = ""
    for line in text.splitlines():
        line = line.strip()
        if not line or line[0] in ";#":
            continue
        if line[0] == "[":
            group = line[1:-1].strip() if line.endswith("]") else None  # a broken group: skipped
            if group == "General":
                group = ""
            continue
        key, equals, raw = line.partition("=")
        if not equals or group is None:
            continue
        name = f"{group}/{key.strip()}" if group else key.strip()
        if name in _NAMES:  # (a key unknown, or the host's deal of old, is never even unescaped)
            value = _ini_value(raw)
            if value is not None:
                out[name] = value
            else:
                out.pop(name, None)
    return out


_INI_ESCAPES = {
    "a": "\a",
    "b": "\b",
    "f": "\f",
    "n": "\n",
    "r": "\r",
    "t": "\t",
    "v": "\v",
    '"': '"',
    "?": "?",
    "'": "'",
    "\\": "\\",
}
_HEX = frozenset("0123456789abcdefABCDEF")
_OCTAL = frozenset("01234567")


def _ini_value(raw: str) -> str | list[str] | bytes | None:
    """One value as QSettings writes it in an INI file, unescaped: items split at commas outside
    quotes, the spaces around each dropped, ``\\n``, ``\\x..``, ``\\0`` and the like; one item is
    a text, more are a list. ``@@`` starts a text that starts with ``@``; ``@ByteArray(...)`` is
    bytes; any other ``@`` value (``@Variant(...)``, ``@Invalid()``) is None: never decoded.

    >>> _ini_value('Ann, Bob, "a, b", @@at'), _ini_value('"tab\\\\there"'), _ini_value("@Variant(x)")
    (['Ann', 'Bob', 'a, b', '@at'], 'tab\\there', None)
    >>> _ini_value('"@ByteArray(\\\\x1\\\\xd9\\\\0)"')
    b'\\x01\\xd9\\x00'
    """
    items: list[str] = []
    current: list[tuple[str, bool]] = []  # each character, and whether it is kept as it is
    quoted = False
    i, n = 0, len(raw)
    while i < n:
        ch = raw[i]
        if ch == "\\" and i + 1 < n:
            e = raw[i + 1]
            if e == "x" or e in _OCTAL:
                digits = _HEX if e == "x" else _OCTAL
                j = i + 2 if e == "x" else i + 1
                start = j
                while j < n and raw[j] in digits:
                    j += 1
                if j == start or j - start > 8:
                    return None
                code = int(raw[start:j], 16 if e == "x" else 8)
                if code > 0x10FFFF:
                    return None
                current.append((chr(code), True))
                i = j
                continue
            current.append((_INI_ESCAPES.get(e, e), True))
            i += 2
            continue
        if ch == '"':
            quoted = not quoted
        elif not quoted and ch == ",":
            items.append(_trimmed(current))
            current = []
        elif not quoted and ch == ";":
            break  # the rest of the line is a comment
        else:
            current.append((ch, quoted))
        i += 1
    items.append(_trimmed(current))
    values = [_ini_scalar(item) for item in items]
    if len(values) == 1:
        return values[0]
    texts = [value for value in values if isinstance(value, str)]
    return texts if len(texts) == len(values) else None


def _trimmed(chars: list[tuple[str, bool]]) -> str:
    start, end = 0, len(chars)
    while start < end and not chars[start][1] and chars[start][0].isspace():
        start += 1
    while end > start and not chars[end - 1][1] and chars[end - 1][0].isspace():
        end -= 1
    return "".join(ch for ch, _ in chars[start:end])


def _ini_scalar(item: str) -> str | bytes | None:
    try:  # Qt 5 wrote text other than ASCII as UTF-16 code units (\x4b8): pairs joined
        item = item.encode("utf-16-le", "surrogatepass").decode("utf-16-le")
    except UnicodeError:
        return None  # a lone surrogate
    if not item.startswith("@"):
        return item
    if item.startswith("@@"):
        return item[1:]
    if item.startswith("@ByteArray(") and item.endswith(")"):
        try:
            return item[len("@ByteArray(") : -1].encode("latin-1")
        except UnicodeEncodeError:
            return None
    return None


# --- reading and writing one key -----------------------------------------------------------------


def _store(given: Store | None) -> Store:
    return given if given is not None else store()


def read(key: Key[T], store: Store | None = None) -> T:
    """The value kept for ``key``, or its default when there is none or it cannot be used."""
    try:
        value = _store(store).value(key.name)
        return key.default if value is None else key.parse(value)
    except Exception:  # whatever is in the file, the app starts
        return key.default


def _dumped(key: Key[T], value: T | None) -> object:
    return None if value is None else key.dump(value)


def write(key: Key[T], value: T, store: Store | None = None) -> None:
    """Keep ``value`` for ``key`` (``None`` removes it: the default again)."""
    _store(store).set_value(key.name, _dumped(key, value))


# --- the groups ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Appearance:
    """How the app looks: language, text size and high contrast."""

    language: str = LANGUAGE.default  # "system" follows the desktop's language
    text_scale: int = TEXT_SCALE.default  # per cent of the desktop's own text size
    high_contrast: bool = HIGH_CONTRAST.default

    @property
    def lang(self) -> str:
        """The language the app speaks: the chosen one, or the system's."""
        from mafia_desktop import i18n

        return self.language if self.language in i18n.LANGUAGES else i18n.system_language()


@dataclass(frozen=True)
class Narration:
    """The narrator: its voice for each language (``engine:voice``; empty: the best installed),
    words a minute, volume in per cent, and mute (the captions stay). ``voice`` is the one voice
    chosen before voices were kept per language (a pyttsx3 id): a language with no voice of its
    own keeps it."""

    voice: str = VOICE.default
    rate: int = RATE.default
    volume: int = VOLUME.default
    muted: bool = MUTED.default
    #: language code -> ``engine:voice``, for the languages with a voice chosen (none: the best installed)
    voices: dict[str, str] = field(default_factory=dict)

    def voice_of(self, lang: str) -> str:
        """The voice chosen for ``lang``, as ``engine:voice`` ("" for the best installed)."""
        own = self.voices.get(lang, "")
        return own or (f"pyttsx3:{self.voice}" if self.voice else "")


@dataclass(frozen=True)
class SetupChoices:
    """The set-up's last choices: the roster (empty: the set-up's default one), the preset, the
    table mode and how players learn their cards (None: the set-up's own), and whether the table
    is shown on another screen too (where the computer has one); the house rules over the preset
    and the deal set by hand (empty: the recommended one); the narrator and its language; the
    seconds of each night call with no one at the keys (0: someone is); whether players may use
    their own phones (the laptop passed round, the app deals)."""

    roster: tuple[str, ...] = ROSTER.default
    preset: str | None = PRESET.default
    mode: str | None = MODE.default
    deal: str | None = DEAL.default
    second_screen: bool = SECOND_SCREEN.default
    house: dict[str, object] = field(default_factory=dict)
    counts: dict[str, int] = field(default_factory=dict)
    narrate: bool = NARRATE.default
    narrator_lang: str | None = NARRATOR_LANG.default
    timed: int = TIMED.default
    phones: bool = PHONES.default


@dataclass(frozen=True)
class SetupProtocol:
    """The protocol of the last game started, for the next set-up: its club or table, referee and
    series as the record has them, its day (``YYYY-MM-DD``; empty: none) and its number in the
    evening (0: none)."""

    club: str = CLUB.default
    referee: str = REFEREE.default
    series: str = SERIES.default
    date: str = GAME_DATE.default
    game: int = GAME_NUMBER.default


def _write_all(pairs: list[tuple[Key[Any], Any]], store: Store | None) -> None:
    """Several keys in one write (``None``, an empty text or an empty roster removes a key: its
    default again)."""
    _store(store).update({key.name: None if _empty(value) else _dumped(key, value) for key, value in pairs})


def _empty(value: object) -> bool:
    return value is None or (isinstance(value, (str, tuple, list, dict)) and not value)


def read_appearance(store: Store | None = None) -> Appearance:
    s = _store(store)
    return Appearance(read(LANGUAGE, s), read(TEXT_SCALE, s), read(HIGH_CONTRAST, s))


def write_appearance(choice: Appearance, store: Store | None = None) -> None:
    _write_all(
        [(LANGUAGE, choice.language), (TEXT_SCALE, choice.text_scale), (HIGH_CONTRAST, choice.high_contrast)],
        store,
    )


def read_narration(store: Store | None = None) -> Narration:
    s = _store(store)
    chosen = {code: read(key, s) for code, key in VOICES.items()}
    return Narration(
        read(VOICE, s),
        read(RATE, s),
        read(VOLUME, s),
        read(MUTED, s),
        {code: voice for code, voice in chosen.items() if voice},
    )


def write_narration(choice: Narration, store: Store | None = None) -> None:
    _write_all(
        [
            (VOICE, choice.voice),
            *((key, choice.voices.get(code, "")) for code, key in VOICES.items()),
            (RATE, choice.rate),
            (VOLUME, choice.volume),
            (MUTED, choice.muted),
        ],
        store,
    )


@dataclass(frozen=True)
class Bed:
    """The night's sound bed under a narrated night: on or off, and its volume in per cent."""

    on: bool = BED.default
    volume: int = BED_VOLUME.default


def read_bed(store: Store | None = None) -> Bed:
    s = _store(store)
    return Bed(read(BED, s), read(BED_VOLUME, s))


def write_bed(choice: Bed, store: Store | None = None) -> None:
    _write_all([(BED, choice.on), (BED_VOLUME, choice.volume)], store)


def read_setup(store: Store | None = None) -> SetupChoices:
    s = _store(store)
    return SetupChoices(
        read(ROSTER, s),
        read(PRESET, s),
        read(MODE, s),
        read(DEAL, s),
        read(SECOND_SCREEN, s),
        read(HOUSE, s),
        read(COUNTS, s),
        read(NARRATE, s),
        read(NARRATOR_LANG, s),
        read(TIMED, s),
        read(PHONES, s),
    )


def write_setup(choice: SetupChoices, store: Store | None = None) -> None:
    """The set-up's choices, on disk at once: names added are never lost to a crash."""
    _write_all(
        [
            (ROSTER, choice.roster),
            (PRESET, choice.preset),
            (MODE, choice.mode),
            (DEAL, choice.deal),
            (SECOND_SCREEN, choice.second_screen),
            (HOUSE, dict(choice.house)),
            (COUNTS, dict(choice.counts)),
            (NARRATE, choice.narrate),
            (NARRATOR_LANG, choice.narrator_lang),
            (TIMED, choice.timed),
            (PHONES, choice.phones),
        ],
        store,
    )


def read_protocol(store: Store | None = None) -> SetupProtocol:
    s = _store(store)
    return SetupProtocol(
        read(CLUB, s), read(REFEREE, s), read(SERIES, s), read(GAME_DATE, s), read(GAME_NUMBER, s)
    )


def write_protocol(choice: SetupProtocol, store: Store | None = None) -> None:
    """The protocol of the game starting now, on disk at once (an empty text, or no number,
    removes its key)."""
    _write_all(
        [
            (CLUB, choice.club),
            (REFEREE, choice.referee),
            (SERIES, choice.series),
            (GAME_DATE, choice.date),
            (GAME_NUMBER, choice.game or None),  # 0: none
        ],
        store,
    )


def read_typing(store: Store | None = None) -> str:
    """The name being typed in set-up when the app last stopped (kept with each key)."""
    return read(TYPING, store)


def write_typing(text: str, store: Store | None = None) -> None:
    _write_all([(TYPING, text)], store)


def read_geometry(store: Store | None = None) -> bytes | None:
    """The main window's saved geometry (for ``restoreGeometry``), if any."""
    return read(GEOMETRY, store)


def write_geometry(geometry: QByteArray | bytes, store: Store | None = None) -> None:
    _write_all([(GEOMETRY, geometry)], store)


def read_seat_pause(store: Store | None = None) -> int:
    """The called list's pause per seat, in seconds (the mafia sign at the seat called)."""
    return read(SEAT_PAUSE, store)


def write_seat_pause(seconds: int, store: Store | None = None) -> None:
    write(SEAT_PAUSE, seconds, store)


def read_folder(kind: str, store: Store | None = None) -> str:
    """The folder a file of ``kind`` (:data:`FILE_KINDS`) was last opened from or saved to ("":
    none yet). Only the folder is kept, never the file's name."""
    return read(FOLDERS[kind], store)


def write_folder(kind: str, folder: str, store: Store | None = None) -> None:
    """Keep ``folder`` as the last one used for files of ``kind`` (a path no folder setting takes,
    relative or too long, is not kept)."""
    key = FOLDERS[kind]
    try:
        value = key.parse(folder)
    except ValueError:
        return
    _write_all([(key, value)], store)


# --- the host's deal being entered: a draft beside the games, not a setting ------------------------


DEAL_DRAFT = "deal-draft.json"  # in the games folder (never a game: not game-*.json)
MAX_DRAFT_BYTES = 256 * 1024


def deal_draft_path(folder: Path | None = None) -> Path:
    """The draft of the host's deal: in ``folder`` (the games'; None: the app's games folder)."""
    if folder is None:
        from mafia_desktop.storage.games import default_folder

        folder = default_folder()
    return Path(folder) / DEAL_DRAFT


def read_host_cards(folder: Path | None = None) -> dict[str, Any]:
    """The host's deal as it was being entered (tap by tap) when the app last stopped: the draft
    in the games folder ``folder`` (None: the app's), or {} when there is none it can read."""
    from mafia_desktop.storage.games import StorageError, read_regular_file

    try:
        data = read_regular_file(deal_draft_path(folder), MAX_DRAFT_BYTES + 1)
        doc = decode_json(data, MAX_DRAFT_BYTES)
    except (OSError, StorageError, ValueError):
        return {}
    return doc if isinstance(doc, dict) else {}


def write_host_cards(entry: dict[str, Any] | None, folder: Path | None = None) -> None:
    """Each card the host enters, on disk at once (None: the deal is done, or left: the draft
    goes). The draft says who holds which card: it lives with the games, as secret as they are
    (a file of the owner's only, 0600, in a folder of the owner's only, 0700, written
    atomically), never in the settings."""
    path = deal_draft_path(folder)
    if not entry:
        _remove_draft(path)
        return
    from mafia_desktop.storage.games import StorageError, write_atomically

    try:
        _private_folder(path.parent, tighten=True)
        write_atomically(path, json.dumps(entry, ensure_ascii=False), keep_previous=False)
    except (StorageError, OSError) as exc:
        _say(f"the cards entered could not be kept on disk: {getattr(exc, 'message', exc)}")


def _remove_draft(path: Path) -> None:
    """The draft gone, and any temporary file of a write of it a crash interrupted."""
    with suppress(OSError):
        path.unlink()
    with suppress(OSError):
        for leftover in path.parent.glob(f".{path.name}.*.tmp"):
            with suppress(OSError):
                leftover.unlink()
