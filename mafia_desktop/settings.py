"""The app's settings, in one place: every key kept in QSettings, with its type, its default and
the values it accepts, and typed accessors for each group of them.

Nothing stored can break the app: a value that is missing, of the wrong type, out of range or
unreadable reads as its default. (QSettings gives back strings for everything on some backends,
an INI file after a restart: ``"true"``, ``"165"``; the readers take those too.)

Qt is imported only inside the functions that talk to QSettings, so importing this module costs
the start-up nothing.

>>> for key in KEYS:
...     print(key)
ui/language         str        'system'  one of system, en, ru
ui/text_scale       int        100       one of 100, 125, 150, 175, 200
ui/high_contrast    bool       False     true or false
narration/voice     str        ''        any text (before voices were kept per language: a pyttsx3 voice id)
narration/voice_en  str        ''        engine:voice, 200 characters at most (empty: the best installed)
narration/voice_ru  str        ''        engine:voice, 200 characters at most (empty: the best installed)
narration/rate      int        125       80 to 320 (words a minute)
narration/volume    int        90        0 to 100 (per cent)
narration/muted     bool       False     true or false
narration/seat_pause int        2         1 to 10 (seconds per seat called)
narration/bed       bool       True      true or false (the night's sound bed)
narration/bed_volume int        30        0 to 100 (per cent)
setup/roster        list[str]  ()        a non-empty list of names (the first 60 are kept)
setup/preset        str        None      a preset's id (None: the set-up's own)
setup/mode          str        None      one of referee, pass, middle (None: the set-up's own)
setup/deal          str        None      one of reveal, cards, print (None: the set-up's own)
setup/second_screen bool       False     true or false (the table shown on another screen too)
setup/typing        str        ''        a name being typed in set-up, not yet added (200 characters at most)
setup/host_cards    str        ''        the host's deal being entered, as JSON (players, counts, held)
setup/club          str        ''        the last game's club or table (200 characters at most)
setup/referee       str        ''        the last game's referee (200 characters at most)
setup/series        str        ''        the last game's series (200 characters at most; empty: none)
setup/game_date     str        ''        the last game's day, YYYY-MM-DD (empty: none)
setup/game_number   int        0         0 to 999 (the last game's number in its evening; 0: none)
window/geometry     bytes      None      the window's saved geometry (None: Qt's default)
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, TypeVar

if TYPE_CHECKING:
    from PySide6.QtCore import QByteArray, QSettings

T = TypeVar("T")

LANGUAGE_CHOICES = ("system", "en", "ru")  # "system" follows the desktop's language
TEXT_SCALES = (100, 125, 150, 175, 200)  # per cent of the desktop's own text size
RATES = (80, 320)  # the narrator's words a minute
VOLUMES = (0, 100)  # the narrator's volume, per cent
SEAT_PAUSES = (1, 10)  # the called list's pause per seat, seconds
TABLE_MODES = ("referee", "pass", "middle")
TABLE_DEALS = ("reveal", "cards", "print")
MAX_ROSTER = 60


# --- how a stored value is read back: each raises ValueError (or TypeError) for one it cannot use --


def _choice(options: tuple[str, ...]) -> Callable[[object], str]:
    def parse(value: object) -> str:
        if isinstance(value, str) and value in options:
            return value
        raise ValueError(value)

    return parse


def _int_of(options: tuple[int, ...]) -> Callable[[object], int]:
    def parse(value: object) -> int:
        number = int(str(value))  # an int, or the string some backends give back
        if number in options:
            return number
        raise ValueError(value)

    return parse


def _int_in(low: int, high: int) -> Callable[[object], int]:
    def parse(value: object) -> int:
        number = int(str(value))
        if low <= number <= high:
            return number
        raise ValueError(value)

    return parse


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


def _text(value: object) -> str:
    if isinstance(value, str):
        return value
    raise TypeError(value)


def _voice(value: object) -> str:
    if isinstance(value, str) and len(value) <= 200 and (value == "" or ":" in value):
        return value
    raise ValueError(value)


def _typing(value: object) -> str:
    if isinstance(value, str) and len(value) <= 200:
        return value
    raise ValueError(value)


def _day(value: object) -> str:
    import re

    if isinstance(value, str) and (value == "" or re.fullmatch(r"\d{4}-\d{2}-\d{2}", value)):
        return value
    raise ValueError(value)


def _host_cards(value: object) -> str:
    import json

    if value == "":
        return value
    if isinstance(value, str) and len(value) <= 20000 and isinstance(json.loads(value), dict):
        return value
    raise ValueError(value)


def _names(value: object) -> tuple[str, ...]:
    # (An INI file gives a one-name list back as a plain string: that reads as no roster.)
    if isinstance(value, list) and value:
        return tuple(str(name) for name in value[:MAX_ROSTER])
    raise ValueError(value)


def _preset(value: object) -> str:
    from mafia_desktop.engine.rules import PRESET_IDS  # only the set-up reads it, once loaded

    if isinstance(value, str) and value in PRESET_IDS:
        return value
    raise ValueError(value)


def _geometry(value: object) -> bytes | None:
    from PySide6.QtCore import QByteArray

    if isinstance(value, QByteArray):
        return bytes(value.data())
    if isinstance(value, (bytes, bytearray)):
        return bytes(value)
    raise TypeError(value)


def _as_is(value: Any) -> object:
    return value


def _as_list(value: Any) -> object:
    return list(value)  # QSettings keeps a list as a list; a tuple it would pickle


def _as_byte_array(value: Any) -> object:
    from PySide6.QtCore import QByteArray

    return value if isinstance(value, QByteArray) else QByteArray(bytes(value))


# --- the table -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Key(Generic[T]):
    """One setting: its QSettings key, type and default, the values it accepts (in words, and as
    the reader that checks them), and how a value is written."""

    name: str
    type: str
    default: T
    accepts: str
    parse: Callable[[object], T]
    dump: Callable[[Any], object] = _as_is

    def __str__(self) -> str:
        return f"{self.name:<19} {self.type:<10} {self.default!r:<9} {self.accepts}"


LANGUAGE = Key("ui/language", "str", "system", "one of system, en, ru", _choice(LANGUAGE_CHOICES))
TEXT_SCALE = Key("ui/text_scale", "int", 100, "one of 100, 125, 150, 175, 200", _int_of(TEXT_SCALES))
HIGH_CONTRAST = Key("ui/high_contrast", "bool", False, "true or false", _flag)
VOICE = Key(
    "narration/voice", "str", "", "any text (before voices were kept per language: a pyttsx3 voice id)", _text
)
VOICE_EN = Key(
    "narration/voice_en",
    "str",
    "",
    "engine:voice, 200 characters at most (empty: the best installed)",
    _voice,
)
VOICE_RU = Key(
    "narration/voice_ru",
    "str",
    "",
    "engine:voice, 200 characters at most (empty: the best installed)",
    _voice,
)
RATE = Key("narration/rate", "int", 125, "80 to 320 (words a minute)", _int_in(*RATES))
VOLUME = Key("narration/volume", "int", 90, "0 to 100 (per cent)", _int_in(*VOLUMES))
MUTED = Key("narration/muted", "bool", False, "true or false", _flag)
SEAT_PAUSE = Key("narration/seat_pause", "int", 2, "1 to 10 (seconds per seat called)", _int_in(*SEAT_PAUSES))
BED = Key("narration/bed", "bool", True, "true or false (the night's sound bed)", _flag)
BED_VOLUME = Key("narration/bed_volume", "int", 30, "0 to 100 (per cent)", _int_in(*VOLUMES))
ROSTER: Key[tuple[str, ...]] = Key(
    "setup/roster", "list[str]", (), "a non-empty list of names (the first 60 are kept)", _names, _as_list
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
TYPING = Key(
    "setup/typing", "str", "", "a name being typed in set-up, not yet added (200 characters at most)", _typing
)
HOST_CARDS = Key(
    "setup/host_cards",
    "str",
    "",
    "the host's deal being entered, as JSON (players, counts, held)",
    _host_cards,
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
    "the window's saved geometry (None: Qt's default)",
    _geometry,
    _as_byte_array,
)

KEYS: tuple[Key[Any], ...] = (
    LANGUAGE,
    TEXT_SCALE,
    HIGH_CONTRAST,
    VOICE,
    VOICE_EN,
    VOICE_RU,
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
    TYPING,
    HOST_CARDS,
    CLUB,
    REFEREE,
    SERIES,
    GAME_DATE,
    GAME_NUMBER,
    GEOMETRY,
)


# --- reading and writing one key -----------------------------------------------------------------


SETTINGS_FILE = "settings.ini"  # under MAFIA_DESKTOP_DATA_DIR, when that is set


def store() -> QSettings:
    """Where the settings are kept: the platform's place for them (``~/.config/Mafia
    Desktop/Mafia Desktop.conf`` on Linux), or ``settings.ini`` in MAFIA_DESKTOP_DATA_DIR when
    that is set, so that a portable copy or a test run keeps its settings with its games and never
    reads or writes the user's own."""
    from PySide6.QtCore import QSettings

    override = os.environ.get("MAFIA_DESKTOP_DATA_DIR")
    if override:
        return QSettings(str(Path(override) / SETTINGS_FILE), QSettings.Format.IniFormat)
    return QSettings()


def _store(given: QSettings | None) -> QSettings:
    return given if given is not None else store()


def read(key: Key[T], store: QSettings | None = None) -> T:
    """The value kept for ``key``, or its default when there is none or it cannot be used."""
    try:
        value = _store(store).value(key.name)
        return key.default if value is None else key.parse(value)
    except Exception:  # whatever is in the file, the app starts
        return key.default


def write(key: Key[T], value: T, store: QSettings | None = None) -> None:
    """Keep ``value`` for ``key`` (``None`` removes it: the default again)."""
    s = _store(store)
    if value is None:
        s.remove(key.name)
    else:
        s.setValue(key.name, key.dump(value))


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
    voice_en: str = VOICE_EN.default
    voice_ru: str = VOICE_RU.default

    def voice_of(self, lang: str) -> str:
        """The voice chosen for ``lang``, as ``engine:voice`` ("" for the best installed)."""
        own = self.voice_ru if lang == "ru" else self.voice_en
        return own or (f"pyttsx3:{self.voice}" if self.voice else "")


@dataclass(frozen=True)
class SetupChoices:
    """The set-up's last choices: the roster (empty: the set-up's default one), the preset, the
    table mode and how players learn their cards (None: the set-up's own), and whether the table
    is shown on another screen too (where the computer has one)."""

    roster: tuple[str, ...] = ROSTER.default
    preset: str | None = PRESET.default
    mode: str | None = MODE.default
    deal: str | None = DEAL.default
    second_screen: bool = SECOND_SCREEN.default


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


def read_appearance(store: QSettings | None = None) -> Appearance:
    s = _store(store)
    return Appearance(read(LANGUAGE, s), read(TEXT_SCALE, s), read(HIGH_CONTRAST, s))


def write_appearance(choice: Appearance, store: QSettings | None = None) -> None:
    s = _store(store)
    write(LANGUAGE, choice.language, s)
    write(TEXT_SCALE, choice.text_scale, s)
    write(HIGH_CONTRAST, choice.high_contrast, s)


def read_narration(store: QSettings | None = None) -> Narration:
    s = _store(store)
    return Narration(
        read(VOICE, s), read(RATE, s), read(VOLUME, s), read(MUTED, s), read(VOICE_EN, s), read(VOICE_RU, s)
    )


def write_narration(choice: Narration, store: QSettings | None = None) -> None:
    s = _store(store)
    write(VOICE, choice.voice, s)
    write(VOICE_EN, choice.voice_en, s)
    write(VOICE_RU, choice.voice_ru, s)
    write(RATE, choice.rate, s)
    write(VOLUME, choice.volume, s)
    write(MUTED, choice.muted, s)


@dataclass(frozen=True)
class Bed:
    """The night's sound bed under a narrated night: on or off, and its volume in per cent."""

    on: bool = BED.default
    volume: int = BED_VOLUME.default


def read_bed(store: QSettings | None = None) -> Bed:
    s = _store(store)
    return Bed(read(BED, s), read(BED_VOLUME, s))


def write_bed(choice: Bed, store: QSettings | None = None) -> None:
    s = _store(store)
    write(BED, choice.on, s)
    write(BED_VOLUME, choice.volume, s)


def read_setup(store: QSettings | None = None) -> SetupChoices:
    s = _store(store)
    return SetupChoices(
        read(ROSTER, s), read(PRESET, s), read(MODE, s), read(DEAL, s), read(SECOND_SCREEN, s)
    )


def write_setup(choice: SetupChoices, store: QSettings | None = None) -> None:
    """The set-up's choices, on disk at once: names added are never lost to a crash."""
    s = _store(store)
    write(ROSTER, choice.roster, s)
    write(PRESET, choice.preset, s)
    write(MODE, choice.mode, s)
    write(DEAL, choice.deal, s)
    write(SECOND_SCREEN, choice.second_screen, s)
    s.sync()


def read_protocol(store: QSettings | None = None) -> SetupProtocol:
    s = _store(store)
    return SetupProtocol(
        read(CLUB, s), read(REFEREE, s), read(SERIES, s), read(GAME_DATE, s), read(GAME_NUMBER, s)
    )


def write_protocol(choice: SetupProtocol, store: QSettings | None = None) -> None:
    """The protocol of the game starting now, on disk at once (an empty text removes its key)."""
    s = _store(store)
    for key, value in (
        (CLUB, choice.club),
        (REFEREE, choice.referee),
        (SERIES, choice.series),
        (GAME_DATE, choice.date),
    ):
        if value:
            write(key, value, s)
        else:
            s.remove(key.name)
    if choice.game:
        write(GAME_NUMBER, choice.game, s)
    else:
        s.remove(GAME_NUMBER.name)
    s.sync()


def read_typing(store: QSettings | None = None) -> str:
    """The name being typed in set-up when the app last stopped (kept with each key)."""
    return read(TYPING, store)


def write_typing(text: str, store: QSettings | None = None) -> None:
    s = _store(store)
    if text:
        write(TYPING, text, s)
    else:
        s.remove(TYPING.name)
    s.sync()


def read_host_cards(store: QSettings | None = None) -> dict[str, Any]:
    """The host's deal as it was being entered (tap by tap) when the app last stopped."""
    import json

    text = read(HOST_CARDS, store)
    return json.loads(text) if text else {}


def write_host_cards(entry: dict[str, Any] | None, store: QSettings | None = None) -> None:
    """Each card the host enters, on disk at once (None: the deal is done, or given up)."""
    import json

    s = _store(store)
    if entry:
        write(HOST_CARDS, json.dumps(entry, ensure_ascii=False), s)
    else:
        s.remove(HOST_CARDS.name)
    s.sync()


def read_geometry(store: QSettings | None = None) -> bytes | None:
    """The main window's saved geometry (for ``restoreGeometry``), if any."""
    return read(GEOMETRY, store)


def write_geometry(geometry: QByteArray | bytes, store: QSettings | None = None) -> None:
    s = _store(store)
    s.setValue(GEOMETRY.name, GEOMETRY.dump(geometry))


def read_seat_pause(store: QSettings | None = None) -> int:
    """The called list's pause per seat, in seconds (the mafia sign at the seat called)."""
    return read(SEAT_PAUSE, store)


def write_seat_pause(seconds: int, store: QSettings | None = None) -> None:
    write(SEAT_PAUSE, seconds, store)
