"""The ``mafia-desktop`` command: the app, and its commands that need no window.

``mafia-desktop`` opens the app; ``--screenshot PATH`` paints its window once into a PNG and
exits. ``mafia-desktop open FILE`` resumes a recorded game on the table. ``mafia-desktop replay
FILE|-`` replays a game record and prints the transcript (see docs/record-format.md).
``mafia-desktop series`` prints the standings of the club's series. Commands without a window
never import Qt's widgets, so they start fast.

A command whose answer cannot be written to standard output (it is closed, its disk is full)
says so on standard error and exits with status 1 (:data:`OUTPUT_LOST`); a reader that went away
(``| head``) is not an error worth a word. Numbers on the command line are checked for sense by
the parser (``--mafia -3`` is refused as such), and file names for what they name (nothing, a
folder, a pipe or a device), before any work is done.
"""

from __future__ import annotations

import argparse
import errno
import os
import stat
import sys
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, NoReturn

from mafia_desktop import languages
from mafia_desktop.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from pathlib import Path

    from _typeshed import SupportsWrite

    from mafia_desktop.engine.rules import Rules
    from mafia_desktop.narration.speech import VoiceChoice


class _Unsure(Exception):
    """The app's own options did not parse: the whole parser says why."""


class _Formatter(argparse.HelpFormatter):
    """argparse's help, in the command line's language: the parser is built with the English
    sources (so building it needs no language), and each text is translated as the help is
    written. Never wider than the terminal (long Russian or German words are broken at its
    edge, as argparse does), nor than :data:`HELP_WIDTH`, so a wide terminal keeps it readable."""

    def __init__(
        self,
        prog: str,
        indent_increment: int = 2,
        max_help_position: int = 24,
        width: int | None = None,
        **kwargs: Any,
    ) -> None:
        if width is None:
            import shutil

            width = max(min(shutil.get_terminal_size().columns, HELP_WIDTH) - 2, 20)
        super().__init__(prog, indent_increment, max_help_position, width, **kwargs)

    def start_section(self, heading: str | None) -> None:
        if heading:
            said = argparse_word(heading)
            # argparse puts the colon after a heading itself: a language that sets a space
            # before it (French: «options :») says so in the catalogue.
            form = translate("Argparse", "{heading}:")
            if form.endswith(":") and form.count("{heading}") == 1:
                said = form[:-1].replace("{heading}", said)
            heading = said
        super().start_section(heading)

    def add_text(self, text: str | None) -> None:
        if text and text is not argparse.SUPPRESS:
            text = translate("Cli", text)
        super().add_text(text)

    def _get_help_string(self, action: argparse.Action) -> str | None:
        text = action.help
        if not text:
            return text
        said = argparse_word(text) if text in ARGPARSE_WORDS else translate("Cli", text)
        # argparse fills in %(default)s and the like: a translation's own % stays a %.
        return said.replace("%", "%%") if "%" not in text else said


HELP_WIDTH = 100  # the widest --help, however wide the terminal


class _Parser(argparse.ArgumentParser):
    """argparse's parser, whose help and usage reach the reader or say why not: argparse itself
    drops what it cannot write (``--help > /dev/full`` would exit 0, having said nothing)."""

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _Formatter)
        super().__init__(**kwargs)

    def _print_message(self, message: str, file: SupportsWrite[str] | None = None) -> None:
        if not message:
            return
        if file is not None and file is sys.stdout:
            write_out(message)
        else:  # standard error, or standard output closed: argparse says it on standard error
            say_error(message, end="")


class _AppOptions(_Parser):
    """The top level alone, for the usual start (no command, no --help): building the commands'
    parsers costs more than the rest of the command line. Any error goes to the whole parser, so
    the message is the same either way."""

    def error(self, message: str) -> NoReturn:
        raise _Unsure(message)


def _parse(argv: list[str]) -> argparse.Namespace:
    with _argparse_in_language():
        if not any(a in COMMANDS or a.startswith(("-h", "--h")) for a in argv):
            try:
                args = _parser(_AppOptions).parse_args(argv)
            except _Unsure:
                pass
            else:
                args.command = None
                return args
        return _parser().parse_args(argv)


def _parser(kind: type[argparse.ArgumentParser] = _Parser) -> argparse.ArgumentParser:
    # Every text is an English source of the catalogue; _Formatter says it in the language.
    parser = kind(
        prog="mafia-desktop",
        description=QT_TRANSLATE_NOOP("Cli", "Run the party game Mafia around one laptop."),
    )
    parser.add_argument("--version", action=_Version)
    _screenshot_options(parser)
    if kind is _AppOptions:
        return parser
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    opener = commands.add_parser(
        "open",
        help=QT_TRANSLATE_NOOP("Cli", "resume a recorded game on the table"),
        description=QT_TRANSLATE_NOOP(
            "Cli", "Open the app with the game in FILE on the table, where it stopped."
        ),
    )
    opener.add_argument("file", metavar="FILE", help=QT_TRANSLATE_NOOP("Cli", "a game record (JSON)"))
    # For the crash tests: enter these inputs one by one, as if tapped, and say which are saved.
    opener.add_argument("--feed", metavar="INPUTS", help=argparse.SUPPRESS)
    opener.add_argument(
        "--feed-interval", metavar="MS", type=_whole(0, 60_000), default=5, help=argparse.SUPPRESS
    )
    _screenshot_options(opener, suppress=True)
    replay = commands.add_parser(
        "replay",
        help=QT_TRANSLATE_NOOP("Cli", "replay a game record and print its transcript as JSON"),
        description=QT_TRANSLATE_NOOP(
            "Cli",
            "Replay a game record without a window and print the transcript as JSON. Exit status 0 when every input was accepted, 2 otherwise; 1 when the transcript cannot be written (standard output closed, or its disk full: said on standard error).",
        ),
    )
    replay.add_argument(
        "file", metavar="FILE", help=QT_TRANSLATE_NOOP("Cli", "the record, or - for standard input")
    )
    printer = commands.add_parser(
        "print",
        help=QT_TRANSLATE_NOOP("Cli", "print cards and sheets to a PDF"),
        description=QT_TRANSLATE_NOOP(
            "Cli",
            "Make a PDF: role cards and the deck recipe for a deal, fold-over cards and the referee's sheet for a recorded game, a game's protocol, a game's log, or a tournament's schedule.",
        ),
    )
    kinds = printer.add_subparsers(dest="what", metavar="WHAT", required=True)
    deal = kinds.add_parser(
        "deal", help=QT_TRANSLATE_NOOP("Cli", "role cards (with backs and cut marks) and the deck recipe")
    )
    deal.add_argument("--rules", required=True, help=RULES_HELP)
    deal.add_argument(
        "--players", required=True, type=_players(), help=QT_TRANSLATE_NOOP("Cli", "how many players")
    )
    from mafia_desktop.engine.roles import ROLES

    for role in ROLES:
        if role != "civilian":
            deal.add_argument(
                f"--{role}",
                type=_count(),
                help=QT_TRANSLATE_NOOP("Cli", "how many of this role (default: the recommended deal)"),
            )
    deal.add_argument(
        "--seed",
        type=_seed(),
        help=QT_TRANSLATE_NOOP(
            "Cli", "the cards always come shuffled; a seed gives the same order every time"
        ),
    )
    record = kinds.add_parser(
        "record",
        help=QT_TRANSLATE_NOOP(
            "Cli",
            "fold-over cards for the players in --out, and the referee's sheet as a separate file beside it (cards.pdf -> cards-referee.pdf)",
        ),
    )
    record.add_argument("file", metavar="GAME.json")
    protocol = kinds.add_parser(
        "protocol",
        help=QT_TRANSLATE_NOOP(
            "Cli",
            "a game's protocol, as clubs keep it: the header, nominations and votes, fouls, shots, the best move and the points",
        ),
    )
    protocol.add_argument("file", metavar="GAME.json")
    log = kinds.add_parser(
        "log", help=QT_TRANSLATE_NOOP("Cli", "a game's log: the cards and the whole timeline")
    )
    log.add_argument("file", metavar="GAME.json")
    schedule = kinds.add_parser(
        "schedule",
        help=QT_TRANSLATE_NOOP(
            "Cli",
            "a tournament's schedule: every round and table, then a sheet for each table of each round",
        ),
    )
    schedule.add_argument(
        "file",
        metavar="TOURNAMENT.json",
        help=QT_TRANSLATE_NOOP("Cli", "a tournament file (.mafia-tournament.json)"),
    )
    balance = commands.add_parser(
        "balance",
        help=QT_TRANSLATE_NOOP("Cli", "how likely each side is to win, for a deal and its rules"),
        description=QT_TRANSLATE_NOOP(
            "Cli",
            "The chances of the mafia and the town: exact under random play (Migdal 2010, extended to roles), or simulated under informed play.",
        ),
    )
    balance.add_argument("--rules", required=True, help=RULES_HELP)
    balance.add_argument("--players", required=True, type=_players())
    balance.add_argument(
        "--mafia",
        type=_count(),
        help=QT_TRANSLATE_NOOP("Cli", "the whole mafia team, the Don included where the rules have one"),
    )
    balance.add_argument("--detective", type=_count())
    balance.add_argument("--doctor", type=_count())
    balance.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help=QT_TRANSLATE_NOOP("Cli", "a house rule (JSON value)"),
    )
    balance.add_argument("--model", choices=("random", "informed"), default="random")
    balance.add_argument(
        "--games",
        type=_whole(1, MAX_GAMES),
        default=10_000,
        help=QT_TRANSLATE_NOOP("Cli", "games to simulate (informed)"),
    )
    balance.add_argument("--seed", type=_seed(), default=0)
    balance.add_argument("--json", action="store_true", help=QT_TRANSLATE_NOOP("Cli", "print JSON"))
    series = commands.add_parser(
        "series",
        help=QT_TRANSLATE_NOOP("Cli", "the standings of the club's series (finished games), as JSON or CSV"),
        description=QT_TRANSLATE_NOOP(
            "Cli",
            "Print the standings of a series of finished games (an evening, a season), or of every finished game, from the saved games; no window is opened. A game's series is the one set for it, else the date it was played. Each player's line has their rating red and black (after every game up to the last one shown) and the first-night compensation (Ci). The filters add up: a series, a tournament, a span of days. Exit status 0; 2 when there is no finished game (in the filters), the series or tournament is unknown, or the series database is in use (said on stderr).",
        ),
    )
    series.add_argument(
        "--series",
        metavar="NAME",
        help=QT_TRANSLATE_NOOP("Cli", "this series (default: every finished game)"),
    )
    series.add_argument(
        "--tournament", metavar="ID", help=QT_TRANSLATE_NOOP("Cli", "the games of this tournament only")
    )
    series.add_argument(
        "--since",
        metavar="YYYY-MM-DD",
        type=_day,
        help=QT_TRANSLATE_NOOP("Cli", "the games from this day on"),
    )
    series.add_argument(
        "--until", metavar="YYYY-MM-DD", type=_day, help=QT_TRANSLATE_NOOP("Cli", "the games up to this day")
    )
    series.add_argument(
        "--stats",
        choices=("players", "pairs"),
        help=QT_TRANSLATE_NOOP(
            "Cli",
            "statistics instead of the standings: each player's (wins by role, first-night shots, checks, best moves, fouls...), or each pair's (games together and against)",
        ),
    )
    series.add_argument(
        "--list",
        action="store_true",
        help=QT_TRANSLATE_NOOP("Cli", "list the series instead, the newest first"),
    )
    series.add_argument("--format", choices=("json", "csv"), default="json")
    series.add_argument(
        "--games",
        metavar="FOLDER",
        help=QT_TRANSLATE_NOOP("Cli", "the folder of saved games (default: the app's own)"),
    )
    speech = commands.add_parser(
        "speech",
        help=QT_TRANSLATE_NOOP("Cli", "check that the narrator can speak: say a line into a WAV file"),
        description=QT_TRANSLATE_NOOP(
            "Cli",
            "Start the speech engines the narrator uses (Piper where a voice of the language is installed, Festival where installed, else pyttsx3: espeak-ng on Linux, the system's voices elsewhere), say which engine and voice speak the language, and render one line to a WAV file with them. Exit status 0 when speech works, 3 when no engine starts (the app then shows the narrator's lines as captions), 2 when the voice asked for is not installed or the file cannot be written.",
        ),
    )
    speech.add_argument(
        "--lang",
        choices=languages.codes(),
        default=languages.DEFAULT,
        help=QT_TRANSLATE_NOOP("Cli", "the language to speak (default: English)"),
    )
    speech.add_argument(
        "--engine",
        choices=("piper", "festival", "pyttsx3"),
        help=QT_TRANSLATE_NOOP("Cli", "this engine (default: the best one)"),
    )
    speech.add_argument(
        "--voice",
        default="",
        help=QT_TRANSLATE_NOOP("Cli", "this voice of the engine (default: the language's best)"),
    )
    speech.add_argument(
        "--say", default="", help=QT_TRANSLATE_NOOP("Cli", "the line (default: the night's first line)")
    )
    speech.add_argument(
        "--out",
        metavar="FILE.wav",
        help=QT_TRANSLATE_NOOP("Cli", "where to write it (default: a temporary file)"),
    )
    for sub in (deal, record, protocol, log, schedule):
        sub.add_argument(
            "--out",
            required=True,
            metavar="FILE.pdf",
            help=QT_TRANSLATE_NOOP("Cli", "where to write the PDF"),
        )
        sub.add_argument("--paper", choices=("a4", "letter"), default="a4")
        sub.add_argument(
            "--lang",
            choices=languages.codes(),
            default=languages.DEFAULT,
            help=QT_TRANSLATE_NOOP("Cli", "the language of the PDF (default: English)"),
        )
    # Every command speaks the language asked for, wherever on its line it is asked.
    for sub in (replay, printer, deal, record, protocol, log, schedule, balance, series, speech):
        _language_option(sub, suppress=True, help=LANGUAGE_HELP)
    return parser


RULES_HELP = QT_TRANSLATE_NOOP("Cli", "a preset (classic, youth, club, angel) or rules JSON")
LANGUAGE_HELP = QT_TRANSLATE_NOOP(
    "Cli", "the language of the command's messages (otherwise the settings', or the system's)"
)


class _Version(argparse.Action):
    """``--version``: the package's version, read only when asked (see mafia_desktop/version.py)."""

    def __init__(
        self,
        option_strings: Sequence[str],
        dest: str = argparse.SUPPRESS,
        default: str = argparse.SUPPRESS,
        help: str = QT_TRANSLATE_NOOP("Cli", "show program's version number and exit"),
    ) -> None:
        super().__init__(option_strings, dest=dest, default=default, nargs=0, help=help)

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: object,
        option_string: str | None = None,
    ) -> NoReturn:
        from mafia_desktop import __version__

        write_out(f"{parser.prog} {__version__}\n")
        parser.exit()


def _screenshot_options(parser: argparse.ArgumentParser, suppress: bool = False) -> None:
    # On a subcommand the defaults are suppressed, so they do not overwrite the top-level ones.
    default = argparse.SUPPRESS if suppress else None
    parser.add_argument(
        "--screenshot",
        metavar="PATH",
        default=default,
        help=QT_TRANSLATE_NOOP("Cli", "paint the window once, save it as a PNG at PATH and exit"),
    )
    parser.add_argument(
        "--size",
        metavar="WxH",
        type=_size,
        default=default,
        help=QT_TRANSLATE_NOOP("Cli", "the window's size, e.g. 1366x768 (for screenshots)"),
    )
    _language_option(
        parser,
        suppress,
        QT_TRANSLATE_NOOP("Cli", "the app's language this time (otherwise the settings', or the system's)"),
    )


def _language_option(parser: argparse.ArgumentParser, suppress: bool, help: str) -> None:
    parser.add_argument(
        "--language",
        choices=languages.codes(),
        default=argparse.SUPPRESS if suppress else None,
        help=help,
    )


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(
            fill(translate("Cli", "{text} is not a size like 1366x768"), text=repr(text))
        ) from None
    if not (200 <= w <= 8000 and 200 <= h <= 8000):
        raise argparse.ArgumentTypeError(
            fill(translate("Cli", "{text}: width and height must be 200 to 8000"), text=repr(text))
        )
    return w, h


MAX_GAMES = 10_000_000  # balance --games: a simulation that ends in minutes, not days
MAX_SEED = 2**63 - 1  # a seed: any whole number a 64-bit program can hold, none below 0


def _whole(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a whole number from ``low`` to ``high``, else a sentence saying so
    (``argument --mafia: must be 0 or more, not -3``)."""

    def whole(text: str) -> int:
        shown = text if len(text) <= 30 else text[:27] + "..."
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(
                fill(translate("Cli", "must be a whole number, not {text}"), text=repr(shown))
            ) from None
        if value < low:
            raise argparse.ArgumentTypeError(
                fill(translate("Cli", "must be {low} or more, not {text}"), low=low, text=shown)
            )
        if value > high:
            raise argparse.ArgumentTypeError(
                fill(translate("Cli", "must be at most {high}, not {text}"), high=high, text=shown)
            )
        return value

    whole.__name__ = "whole number"
    return whole


def _players() -> Callable[[str], int]:
    """How many players: 1 or more, and no more than any rules allow (the rules say the rest)."""
    from mafia_desktop.engine.rules import MAX_PLAYERS

    return _whole(1, MAX_PLAYERS)


def _count() -> Callable[[str], int]:
    """How many of a role: 0 or more, and no more than any table has players."""
    from mafia_desktop.engine.rules import MAX_PLAYERS

    return _whole(0, MAX_PLAYERS)


def _day(text: str) -> str:
    """An argparse type: a day as ``YYYY-MM-DD``, else a sentence saying so."""
    import datetime

    shown = text if len(text) <= 30 else text[:27] + "..."
    try:
        if len(text) == 10:
            return datetime.date.fromisoformat(text).isoformat()
    except ValueError:
        pass
    raise argparse.ArgumentTypeError(
        fill(translate("Cli", "must be a day as YYYY-MM-DD, not {text}"), text=repr(shown))
    )


_day.__name__ = "day"


def _seed() -> Callable[[str], int]:
    return _whole(0, MAX_SEED)


COMMANDS = ("open", "replay", "print", "balance", "series", "speech")


# --- the command line's language -----------------------------------------------------------------

# ``--language`` as the command line gives it (looked for before parsing, so the parser's own
# help and errors speak it too), and the settings' or the system's language, once looked up.
_given: list[str | None] = [None]
_found: list[str] = []


def cli_language() -> str:
    """The language the command line speaks: ``--language`` where given, else the settings'
    choice, else the system's (LANG, LC_ALL... as Qt reads them; English for a language the app
    does not speak). Looked up only when there is something to say: a command that says nothing
    in words (a transcript written whole) never loads Qt for it."""
    given = _given[0]
    if given in languages.LANGUAGES:
        return given
    if not _found:
        _found.append(_chosen_language())
    return _found[0]


def _chosen_language() -> str:
    """The settings' choice, or the system's language (``i18n.chosen_language``), read without a
    trace (a command's words never make the app's folders, nor move an earlier version's
    settings) and, where that is plain, without Qt: ``--help`` in English starts as fast as
    before."""
    from mafia_desktop import settings

    try:
        value = settings.read(settings.LANGUAGE, settings.Store(_settings_file()))
        if value in languages.LANGUAGES:
            return value
        return _system_language()
    except Exception:  # whatever is wrong with the settings or the system, English speaks
        return languages.DEFAULT


def _settings_file() -> Path:
    """``settings.settings_path()``: on Linux and the like worked out as Qt does (the
    ``XDG_CONFIG_HOME`` given as a full path, else ``.config`` in the home folder), elsewhere asked
    of Qt."""
    from pathlib import Path

    from mafia_desktop import settings

    xdg, home = os.environ.get("XDG_CONFIG_HOME", ""), os.environ.get("HOME", "")
    if os.environ.get("MAFIA_DESKTOP_DATA_DIR") or sys.platform.startswith(("win", "darwin")):
        return settings.settings_path()
    if xdg.startswith("/"):
        return Path(xdg) / settings.FOLDER / settings.SETTINGS_FILE
    if home.startswith("/") and home.strip("/"):
        return Path(home) / ".config" / settings.FOLDER / settings.SETTINGS_FILE
    return settings.settings_path()


def _system_language() -> str:
    """The system's language, as Qt reads it (``QLocale.system()``: LC_ALL, else LC_MESSAGES,
    else LANG; LANGUAGE may say more); without loading Qt where it is plainly English."""
    from mafia_desktop import i18n

    return languages.DEFAULT if _plainly_english() else i18n.system_language()


def _plainly_english() -> bool:
    """The system's locale is plainly English for Qt: none, C or POSIX (Qt reads no further), or
    an English one with no other language asked before it (LANGUAGE)."""
    chosen = next((os.environ.get(k, "") for k in ("LC_ALL", "LC_MESSAGES", "LANG") if os.environ.get(k)), "")
    if chosen in ("", "C", "POSIX"):
        return True
    first = os.environ.get("LANGUAGE", "").split(":")[0]
    return _english_locale(chosen) and (not first or _english_locale(first))


def _english_locale(name: str) -> bool:
    """``en_US.UTF-8``, ``en``, ``C.UTF-8``: a locale that speaks English."""
    return name in ("C", "en") or name.startswith(("C.", "en_", "en.", "en@"))


def _given_language(argv: Sequence[str]) -> str | None:
    """The value of ``--language`` on the command line (its last), before any option is parsed."""
    found = None
    for i, word in enumerate(argv):
        if word == "--":
            break
        if word == "--language" and i + 1 < len(argv):
            found = argv[i + 1]
        elif word.startswith("--language="):
            found = word.partition("=")[2]
    return found if found in languages.LANGUAGES else None


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text``, an English source of the catalogue, in the command line's language (``%n``: the
    count ``n``, in the language's plural form). English needs no catalogue, so no Qt."""
    lang = cli_language()
    if lang == languages.DEFAULT and n < 0:
        return text
    from mafia_desktop.i18n import in_language

    return in_language(lang, context, text, n)


class CliCounts:
    """The command line's counted phrases, in the language's plural form for the count (1 голос,
    2 голоса, 5 голосов). lupdate marks only ``self.tr(text, "", n)`` calls as counted, giving them
    every form of each language, so each counted phrase is a method here."""

    def tr(self, text: str, disambiguation: str = "", n: int = -1) -> str:
        return translate("CliCounts", text, None, n)

    def voices(self, n: int) -> str:
        return self.tr("engine: {engine}, %n voice(s)", "", n)

    def voices_in_all(self, n: int) -> str:
        return self.tr("the voices that speak {language} are {voices} (%n in all).", "", n)

    def speech(self, n: int) -> str:
        return self.tr("speech: {engine}, voice {voice} ({language}), %n word(s) a minute", "", n)

    def informed_games(self, n: int) -> str:
        return self.tr("%n informed game(s)", "", n)


COUNTS = CliCounts()


def fill(text: str, /, **params: object) -> str:
    """``text`` with each ``{name}`` replaced by its parameter (a translation's other braces, or
    a name it lacks, stay as they are: never an error on the way to saying an error)."""
    import re

    return re.sub(r"\{(\w+)\}", lambda m: str(params[m[1]]) if m[1] in params else m[0], text)


def words(text: object) -> str:
    """A sentence of the app's own (storage's, the club's: an ``i18n.Message``, or an exception
    that carries one) in the command line's language; anything else as it is."""
    from mafia_desktop.i18n import Message

    message = getattr(text, "message", text)
    if not isinstance(message, Message):
        return str(text)
    if cli_language() == languages.DEFAULT:
        return str(message)
    params = {k: words(v) for k, v in message.params.items()}
    return fill(translate(message.context, message.template), **params)


def decimal(value: float, places: int) -> str:
    """A number with its decimals as the command line's language writes them ("1.5", "1,5")."""
    lang = cli_language()
    if lang == languages.DEFAULT:
        return f"{value:.{places}f}"
    from mafia_desktop import phrases

    with phrases.speaking(lang):
        return phrases.decimal(value, places)


def language_name(code: str) -> str:
    """A language as the command line names it: ``Russian (ru)``, or in its own name where the
    command line speaks another language than English (``Русский (ru)``)."""
    if cli_language() == languages.DEFAULT:
        return languages.label(code)
    return f"{languages.LANGUAGES[code].native} ({code})"


# argparse's own words (it asks gettext for them: ``argparse._``), by argparse's text, as the
# catalogue has them: ``{name}`` for each of its %-placeholders, without the spaces around. The
# words a program's author could cause (a conflicting option...) are not among them: English.
#: The command line's usage and errors, as Python's argparse words them; {name}: what it puts in.
ARGPARSE_WORDS = {
    "usage: ": QT_TRANSLATE_NOOP("Argparse", "usage:"),
    "positional arguments": QT_TRANSLATE_NOOP("Argparse", "positional arguments"),
    "options": QT_TRANSLATE_NOOP("Argparse", "options"),
    "subcommands": QT_TRANSLATE_NOOP("Argparse", "subcommands"),
    "show this help message and exit": QT_TRANSLATE_NOOP("Argparse", "show this help message and exit"),
    "%(prog)s: error: %(message)s\n": QT_TRANSLATE_NOOP("Argparse", "{prog}: error: {message}"),
    "argument %(argument_name)s: %(message)s": QT_TRANSLATE_NOOP(
        "Argparse", "argument {argument_name}: {message}"
    ),
    "the following arguments are required: %s": QT_TRANSLATE_NOOP(
        "Argparse", "the following arguments are required: {arguments}"
    ),
    "unrecognized arguments: %s": QT_TRANSLATE_NOOP("Argparse", "unrecognized arguments: {arguments}"),
    "invalid choice: %(value)r (choose from %(choices)s)": QT_TRANSLATE_NOOP(
        "Argparse", "invalid choice: {value} (choose from {choices})"
    ),
    "invalid %(type)s value: %(value)r": QT_TRANSLATE_NOOP("Argparse", "invalid {type} value: {value}"),
    "expected one argument": QT_TRANSLATE_NOOP("Argparse", "expected one argument"),
    "expected at most one argument": QT_TRANSLATE_NOOP("Argparse", "expected at most one argument"),
    "expected at least one argument": QT_TRANSLATE_NOOP("Argparse", "expected at least one argument"),
    "ambiguous option: %(option)s could match %(matches)s": QT_TRANSLATE_NOOP(
        "Argparse", "ambiguous option: {option} could match {matches}"
    ),
    "ignored explicit argument %r": QT_TRANSLATE_NOOP("Argparse", "ignored explicit argument {value}"),
    "unexpected option string: %s": QT_TRANSLATE_NOOP("Argparse", "unexpected option string: {option}"),
    "not allowed with argument %s": QT_TRANSLATE_NOOP("Argparse", "not allowed with argument {argument}"),
    "one of the arguments %s is required": QT_TRANSLATE_NOOP(
        "Argparse", "one of the arguments {arguments} is required"
    ),
    "unknown parser %(parser_name)r (choices: %(choices)s)": QT_TRANSLATE_NOOP(
        "Argparse", "unknown parser {parser_name} (choices: {choices})"
    ),
}


def argparse_word(text: str) -> str:
    """One of argparse's texts in the command line's language, ready for argparse's own
    %-formatting: each ``{name}`` of the translation back to the %-placeholder it stands for, and
    the translation's own % doubled. argparse's English when the catalogue has no translation."""
    source = ARGPARSE_WORDS.get(text)
    if source is None or cli_language() == languages.DEFAULT:
        return text
    said = translate("Argparse", source)
    if said == source:
        return text
    import re

    specs = re.findall(r"%(?:\((\w+)\))?([sr])", text)
    if specs:
        named = {name: f"%({name}){kind}" for name, kind in specs if name}
        bare = next((f"%{kind}" for name, kind in specs if not name), None)
        said = re.sub(r"\{(\w+)\}", lambda m: named.get(m[1]) or bare or m[0], said.replace("%", "%%"))
    lead = text[: len(text) - len(text.lstrip())]
    return lead + said + text[len(text.rstrip()) :]


@contextmanager
def _argparse_in_language() -> Iterator[None]:
    """argparse's own words (usage, errors) through the catalogue while the command line is
    parsed; argparse as it was afterwards. (Its titles and help are said by :class:`_Formatter`:
    argparse asks for them while the parser is built, before anything needs saying.)"""
    module = vars(argparse)
    before = module["_"]
    module["_"] = lambda text: argparse_word(text) if text not in _AT_BUILD else text
    try:
        yield
    finally:
        module["_"] = before


# argparse's words it asks for while a parser is built (said later, by _Formatter)
_AT_BUILD = frozenset({"positional arguments", "options", "subcommands", "show this help message and exit"})


def _home() -> None:
    """With HOME unset (a service, `env -i`), the data folder would be `//.local/share/...`: take
    the account's home folder instead (when it is a folder of this account's), or else a private
    folder in the temporary folder, said once. Everything the app derives from HOME then lies in
    it: Qt's settings, data and cache folders (unless XDG_CONFIG_HOME, XDG_DATA_HOME or
    XDG_CACHE_HOME name folders of their own), and so the games, the series book and the speech
    cache; the local socket uses XDG_RUNTIME_DIR only when that is private (ui/single.py).

    The temporary folder is shared: another account may have made that folder first, or a link by
    its name, to read the games or plant settings. So it is used only when it is this account's
    own real folder, the owner's only (a loose mode of our own folder is tightened); otherwise the
    app says why, on the terminal and (a window being started from a desktop) in a box, and stops
    with status 1."""
    if os.name != "posix" or os.environ.get("HOME"):
        return
    try:
        import pwd

        home = pwd.getpwuid(os.getuid()).pw_dir
    except (ImportError, KeyError, OSError):
        home = ""
    fallback = not (home and _own_folder(home))
    if fallback:
        import tempfile

        home = os.path.join(tempfile.gettempdir(), f"mafia-desktop-{os.getuid()}")
        problem = _private_fallback(home)
        if problem:
            _stop(
                fill(
                    translate(
                        "Cli",
                        "HOME is not set and this account has no home folder of its own, so the app would keep its games in {folder}; but {problem}. Set HOME to a folder of your own and start again.",
                    ),
                    folder=home,
                    problem=problem,
                )
            )
    os.environ["HOME"] = home
    if fallback:  # (said once HOME is set: the settings, read for the language, are under it)
        say_error(
            "mafia-desktop: "
            + fill(translate("Cli", "HOME is not set; games are kept in {folder}"), folder=home)
        )


def _own_folder(path: str) -> bool:
    """A folder (links followed, as a home folder may be one) that belongs to this account."""
    try:
        st = os.stat(path)
    except OSError:
        return False
    return stat.S_ISDIR(st.st_mode) and st.st_uid == os.getuid()


def _private_fallback(path: str) -> str:
    """Make ``path`` this account's private folder, or say why it cannot be ("" when it is): made
    new with mode 0700, or already there as our own real folder (a loose mode is tightened);
    never a link, nor another account's folder, nor a folder whose parent others may rename it in
    (a shared parent without the sticky bit)."""
    parent = os.path.dirname(path) or "."
    try:
        above = os.stat(parent)
    except OSError as exc:
        return fill(
            translate("Cli", "{folder} cannot be read ({reason})"), folder=parent, reason=exc.strerror
        )
    if above.st_mode & 0o022 and not above.st_mode & stat.S_ISVTX:
        return fill(
            translate(
                "Cli", "others may rename folders in {folder} (it is writable by others and not sticky)"
            ),
            folder=parent,
        )
    try:
        os.mkdir(path, 0o700)
    except FileExistsError:
        pass
    except OSError as exc:
        return fill(translate("Cli", "it cannot be made ({reason})"), reason=exc.strerror)
    flags = (
        os.O_RDONLY
        | getattr(os, "O_DIRECTORY", 0)
        | getattr(os, "O_NOFOLLOW", 0)
        | getattr(os, "O_CLOEXEC", 0)
    )
    try:
        st = os.lstat(path)
        if stat.S_ISLNK(st.st_mode):
            return translate("Cli", "it is a link, which someone else may have made, not a folder")
        if not stat.S_ISDIR(st.st_mode):
            return translate("Cli", "it is a file, not a folder")
        if st.st_uid != os.getuid():
            return fill(
                translate(
                    "Cli",
                    "that folder belongs to another account (user id {user}), which may read or change it",
                ),
                user=st.st_uid,
            )
        fd = os.open(path, flags)  # never through a link made meanwhile
        try:
            now = os.fstat(fd)
            if (now.st_dev, now.st_ino, now.st_uid) != (st.st_dev, st.st_ino, os.getuid()):
                return translate("Cli", "it was replaced while the app looked at it")
            if stat.S_IMODE(now.st_mode) & 0o077:
                os.fchmod(fd, 0o700)  # our own folder, open to others: ours alone from now
        finally:
            os.close(fd)
    except OSError as exc:
        return fill(translate("Cli", "it cannot be checked ({reason})"), reason=exc.strerror)
    return ""


def _stop(text: str) -> NoReturn:
    """Say ``text`` on the terminal, and in a box when the app's window was being started from a
    desktop (a display, no terminal to read); then stop with status 1."""
    say_error(f"mafia-desktop: {text}")
    argv = sys.argv[1:]
    window = not any(w != "open" and w in (*COMMANDS, "--screenshot", "-h", "--help") for w in argv)
    display = os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    offscreen = os.environ.get("QT_QPA_PLATFORM", "") in ("offscreen", "minimal")
    if window and display and not offscreen and not sys.stderr.isatty():
        try:
            from PySide6.QtWidgets import QApplication, QMessageBox

            app = QApplication.instance() or QApplication(sys.argv[:1])
            QMessageBox.critical(None, "Mafia Desktop", text)
            app.quit()
        except Exception:  # no display after all: the terminal has it
            pass
    raise SystemExit(1)


def main(argv: Sequence[str] | None = None) -> int:
    _standard_streams()
    argv = list(sys.argv[1:] if argv is None else argv)
    _given[0] = _given_language(argv)
    _found.clear()
    _home()
    # `mafia-desktop game.json` (a file opened from the desktop) is `mafia-desktop open game.json`.
    first = next((i for i, a in enumerate(argv) if not a.startswith("-")), None)
    if first is not None and argv[first] not in COMMANDS and argv[first].lower().endswith(".json"):
        if first == 0 or argv[first - 1] not in ("--screenshot", "--size", "--language"):
            argv.insert(first, "open")
    command = next((a for a in argv if a in COMMANDS), "")
    try:
        try:
            args = _parse(argv)
        except SystemExit:  # --help, --version, a usage error: said; the words must reach the reader
            flush_out()
            raise
        command = args.command or ""
        if getattr(args, "language", None) in languages.LANGUAGES:
            _given[0] = args.language  # (an abbreviation of --language, too)
        status = _command(args)
        flush_out()
        return status
    except OutputLost as lost:
        return _output_lost(command, lost)


def _command(args: argparse.Namespace) -> int:
    if args.command in ("replay", "series"):
        # Reading records makes many small objects and no cycles worth a collection: with the
        # collector on, a record of millions of empty lists took twice as long to refuse. (The
        # app collects on its UI thread only, on a timer: mafia_desktop/ui/common/collector.py.)
        import gc

        gc.disable()
    if args.command == "replay":
        return replay_command(args.file)
    if args.command == "balance":
        return balance_command(args)
    if args.command == "speech":
        return speech_command(args)
    if args.command == "series":
        return series_command(args)
    if args.command == "print":
        from mafia_desktop.printing.cli import print_command

        return print_command(args)
    path = getattr(args, "file", None)
    if path is not None and not path:
        return fail("open", translate("Cli", "no file name given: say which game record to open."))
    if args.screenshot is not None:
        # (Said only when there is a problem: a catalogue read for nothing would slow every start
        # with a screenshot in any language but English, the start-up bench's among them.)
        if not args.screenshot:
            text = translate("Cli", "could not write the screenshot: {reason}.")
            return fail(args.command or "", fill(text, reason=translate("Cli", "no file name given")))
        problem = path_problem(args.screenshot)
        if problem:
            text = translate("Cli", "could not write the screenshot to {file}: {reason}.")
            return fail(args.command or "", fill(text, file=args.screenshot, reason=problem))
    from mafia_desktop.ui.window.app import run_app

    return run_app(
        screenshot=args.screenshot,
        open_path=path,
        size=args.size,
        language=args.language,
        feed=getattr(args, "feed", None),
        feed_interval=getattr(args, "feed_interval", 5),
    )


# --- standard streams ----------------------------------------------------------------------------

#: the exit status of a command whose answer could not be written to standard output
OUTPUT_LOST = 1


class OutputLost(Exception):
    """Standard output cannot be written (closed, a full disk...): the command's answer is lost.
    ``why`` completes "could not write to standard output: "; empty when there is nothing worth
    saying (the reader went away, as ``| head`` does)."""

    def __init__(self, why: str) -> None:
        super().__init__(why)
        self.why = why


def _standard_streams() -> None:
    """Standard input, output or error closed when the command started (``0<&-``, ``>&-``): Python
    leaves ``sys.stdin`` etc. None, and the command says so where it needs one. The descriptor
    itself is given /dev/null, so the first file the command opens never becomes "standard
    output" or "standard error", where a library's warning would land in it."""
    for fd in (0, 1, 2):
        try:
            os.fstat(fd)
        except OSError:
            try:
                null = os.open(os.devnull, os.O_RDWR)
            except OSError:
                return
            if null != fd:  # (the lowest free descriptor is this one: taken in order)
                os.dup2(null, fd)
                os.close(null)


def _reason(exc: OSError) -> str:
    """Why a file (or standard output) could not be written, in words to follow a colon; never
    the name of a file the user did not give."""
    if exc.errno in REASONS:
        return translate("Cli", REASONS[exc.errno])
    return (exc.strerror or (exc.args[0] if exc.args else "") or type(exc).__name__).rstrip(".")


#: why a file cannot be written, by the error's number
REASONS = {
    errno.ENOSPC: QT_TRANSLATE_NOOP("Cli", "the disk is full"),
    errno.EDQUOT: QT_TRANSLATE_NOOP("Cli", "the disk is full (the disk quota)"),
    errno.EBADF: QT_TRANSLATE_NOOP("Cli", "it is closed"),
    errno.EROFS: QT_TRANSLATE_NOOP("Cli", "the disk is read-only"),
    errno.EACCES: QT_TRANSLATE_NOOP("Cli", "there is no permission to write there"),
    errno.EPERM: QT_TRANSLATE_NOOP("Cli", "there is no permission to write there"),
    errno.ENOENT: QT_TRANSLATE_NOOP("Cli", "its folder does not exist"),
    errno.ENOTDIR: QT_TRANSLATE_NOOP("Cli", "its folder does not exist"),
    errno.EISDIR: QT_TRANSLATE_NOOP("Cli", "it is a folder, not a file"),
}


def write_out(text: str) -> None:
    """Write ``text`` to standard output, as UTF-8 whatever the locale (a name the file system gave
    undecoded is shown escaped), and flush it; :class:`OutputLost` when it cannot be written."""
    stream = sys.stdout
    if stream is None:
        raise OutputLost(translate("Cli", "it is closed"))
    try:
        stream.flush()
        buffer = getattr(stream, "buffer", None)
        if buffer is None:  # a text stream of a test's own
            stream.write(text)
        else:
            buffer.write(text.encode("utf-8", "backslashreplace"))
            buffer.flush()
    except BrokenPipeError:
        raise OutputLost("") from None
    except OSError as exc:
        raise OutputLost(_reason(exc)) from None
    except ValueError:  # I/O on a closed file
        raise OutputLost(translate("Cli", "it is closed")) from None


def flush_out() -> None:
    """Flush standard output (what ``print`` left in its buffer); :class:`OutputLost` when it fails."""
    if sys.stdout is None:
        return
    try:
        sys.stdout.flush()
    except BrokenPipeError:
        raise OutputLost("") from None
    except OSError as exc:
        raise OutputLost(_reason(exc)) from None
    except ValueError:
        raise OutputLost(translate("Cli", "it is closed")) from None


def say_error(text: str, end: str = "\n") -> None:
    """One line on standard error (UTF-8, odd bytes escaped); nothing when it cannot be written
    (closed too: the exit status is all there is)."""
    stream = sys.stderr
    if stream is None:
        return
    try:
        stream.flush()
        buffer = getattr(stream, "buffer", None)
        if buffer is None:
            stream.write(text + end)
        else:
            buffer.write((text + end).encode("utf-8", "backslashreplace"))
            buffer.flush()
    except (OSError, ValueError):
        pass


def fail(command: str, message: str, status: int = 2) -> int:
    """Say ``message`` (one sentence) on standard error, named by the command; return ``status``."""
    say_error(f"mafia-desktop{' ' + command if command else ''}: {message}")
    return status


def _output_lost(command: str, lost: OutputLost) -> int:
    if lost.why:
        fail(
            command, fill(translate("Cli", "could not write to standard output: {reason}."), reason=lost.why)
        )
    # The bytes still held for standard output would be tried again as Python exits, with a
    # warning of its own: they go to /dev/null instead.
    stream = sys.stdout
    try:
        if stream is not None and stream.fileno() == 1:
            null = os.open(os.devnull, os.O_WRONLY)
            os.dup2(null, 1)
            os.close(null)
    except (OSError, ValueError):
        pass
    return OUTPUT_LOST


def path_problem(path: str) -> str | None:
    """Why no file can be written at ``path`` (in words to follow "could not write PATH: "), as
    far as can be told before trying: it is a folder, a device, a pipe or a socket (links
    followed: a program may write through one), or its folder is missing. None: try."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        folder = os.path.dirname(path) or "."
        return None if os.path.isdir(folder) else translate("Cli", "its folder does not exist")
    except NotADirectoryError:
        return translate("Cli", "its folder does not exist")
    except OSError as exc:
        return _reason(exc)
    except ValueError:  # a NUL byte
        return translate("Cli", "the name is not a file name")
    if stat.S_ISDIR(st.st_mode):
        return translate("Cli", "it is a folder, not a file")
    if stat.S_ISCHR(st.st_mode) or stat.S_ISBLK(st.st_mode):
        return translate("Cli", "it is a device, not a file")
    if stat.S_ISFIFO(st.st_mode):
        return translate("Cli", "it is a pipe (FIFO), not a file")
    if stat.S_ISSOCK(st.st_mode):
        return translate("Cli", "it is a socket, not a file")
    if not stat.S_ISREG(st.st_mode):
        return translate("Cli", "it is not a file")
    return None


def replay_command(path: str) -> int:
    """Print the transcript of the record at ``path`` (``-``: standard input); 0 or 2, or
    :data:`OUTPUT_LOST` when the transcript cannot be written (:class:`OutputLost`)."""
    from mafia_desktop.engine.record import Transcript, transcript_of
    from mafia_desktop.storage.games import StorageError

    try:
        if not path:
            raise OSError(errno.ENOENT, "no file name given (a record's file, or - for standard input)")
        data = _read(path)
    except StorageError as exc:
        out = Transcript(error=str(exc.message))
    except OSError as exc:
        where = "standard input" if path == "-" else path or "the record"
        out = Transcript(error=f"Cannot read {where}: {exc.strerror or exc}.")
    else:
        try:
            out = transcript_of(data)
        except Exception as exc:  # noqa: BLE001 - the contract is "never a traceback"
            out = Transcript(error=f"Internal error while replaying (please report it): {exc!r}"[:500])
    import json

    write_out(json.dumps(out.to_json(), ensure_ascii=False, indent=1) + "\n")
    return 0 if out.ok else 2


def _read(path: str) -> bytes:
    # One byte more than a record may have, so an endless or huge file is refused, not read.
    from mafia_desktop.engine.record import MAX_RECORD_BYTES
    from mafia_desktop.storage.games import read_regular_file

    if path == "-":
        if sys.stdin is None:  # closed (0<&-): nothing to read, said as a file that cannot be
            raise OSError(errno.EBADF, "it is closed")
        return sys.stdin.buffer.read(MAX_RECORD_BYTES + 1) or b""
    return read_regular_file(path, MAX_RECORD_BYTES + 1)


def series_command(args: argparse.Namespace) -> int:
    """``mafia-desktop series``: the standings (or ``--list``: the series) on stdout; 0, or 2 with
    the reason on stderr.

    The app's own games are summed up in its series book (``series.sqlite3`` in the data folder,
    kept between runs). A folder given with ``--games`` is another matter: a report must not leave
    a database beside someone's folder (nor in a folder it cannot write), so its book is kept in
    memory for this run only and nothing is written anywhere."""
    import json
    import sqlite3
    from pathlib import Path

    from mafia_desktop.storage import series as book
    from mafia_desktop.storage.games import StorageError

    def refuse(message: str) -> int:
        return fail("series", message)

    from PySide6.QtCore import QCoreApplication  # (no application: the app's folder by name)

    from mafia_desktop.storage.games import default_folder

    QCoreApplication.setApplicationName("Mafia Desktop")
    QCoreApplication.setOrganizationName("Mafia Desktop")
    own = default_folder()

    class _MemoryBook(book.SeriesBook):
        """A book in memory only, for this run: another folder's games summed up, no file written."""

        def _connect(self) -> sqlite3.Connection:
            if self._db is None:
                self._db = self._memory(OSError("a folder given with --games is summed up in memory"))
            return self._db

    kept: book.SeriesBook
    if args.games is None:
        folder = own
        kept = book.SeriesBook(folder)
    else:
        if not args.games:
            return refuse(translate("Cli", "no folder name given for --games."))
        folder = Path(args.games)
        try:
            if not folder.is_dir():
                return refuse(
                    fill(
                        translate("Cli", "{folder} is not a folder.")
                        if folder.exists()
                        else translate("Cli", "there is no folder {folder}."),
                        folder=args.games,
                    )
                )
            same = folder.resolve() == own.resolve()
        except (OSError, RuntimeError) as exc:  # a loop of links, a folder that cannot be looked at
            return refuse(
                fill(
                    translate("Cli", "cannot read the folder {folder}: {reason}."),
                    folder=args.games,
                    reason=getattr(exc, "strerror", None) or exc,
                )
            )
        kept = book.SeriesBook(folder) if same else _MemoryBook(folder)
    name: str | None = args.series
    tournament: str | None = args.tournament
    scope = {"series": name, "tournament": tournament, "since": args.since, "until": args.until}
    rows: list[Any] = []
    tournaments: list[book.TournamentInfo] = []
    try:
        with kept:
            known = kept.series()
            if tournament is not None:
                tournaments = kept.tournaments()
            if not args.list and all(v is None or _text(v) for v in (name, tournament)):
                if args.stats == "players":
                    rows = kept.players_stats(**scope)
                elif args.stats == "pairs":
                    rows = kept.pair_stats(**scope)
                else:
                    rows = kept.standings(**scope)
    except StorageError as exc:
        return refuse(words(exc))
    if not known:
        return refuse(fill(translate("Cli", "no finished game in {folder}."), folder=folder))
    if name is not None and not args.list and name not in {s.name for s in known}:
        names = ", ".join(s.name for s in known[:10]) + (", …" if len(known) > 10 else "")
        return refuse(
            fill(
                translate("Cli", "there is no series {name}; the series are: {names}."),
                name=repr(name),
                names=names,
            )
        )
    if tournament is not None and not args.list and tournament not in {t.id for t in tournaments}:
        ids = ", ".join(t.id for t in tournaments[:10]) + (", …" if len(tournaments) > 10 else "")
        return refuse(
            fill(
                translate("Cli", "there is no tournament {tournament}; the tournaments are: {ids}.")
                if tournaments
                else translate(
                    "Cli", "there is no tournament {tournament}: no finished game names a tournament."
                ),
                tournament=repr(tournament),
                ids=ids,
            )
        )
    if not args.list and not rows:
        return refuse(translate("Cli", "no finished game in these filters."))
    if args.list and args.format == "csv":
        text = book.series_csv(known)
    elif args.list:
        text = json.dumps(book.series_json(known), ensure_ascii=False, indent=1) + "\n"
    elif args.stats == "players":
        text = (
            book.player_stats_csv(rows)
            if args.format == "csv"
            else json.dumps(book.player_stats_json(rows), ensure_ascii=False, indent=1) + "\n"
        )
    elif args.stats == "pairs":
        text = (
            book.pair_stats_csv(rows)
            if args.format == "csv"
            else json.dumps(book.pair_stats_json(rows), ensure_ascii=False, indent=1) + "\n"
        )
    elif args.format == "csv":
        text = book.standings_csv(rows)
    else:
        text = json.dumps(book.standings_json(rows), ensure_ascii=False, indent=1) + "\n"
    write_out(text)
    return 0


def _text(value: str) -> bool:
    """``value`` is text (no undecoded bytes of a file name or an argument in it)."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def speech_command(args: argparse.Namespace) -> int:
    """Render one line with the narrator's engines: 0 when it speaks, 3 when no engine starts, 2
    when the voice asked for is not installed or ``--out`` cannot be written (said before any
    engine starts, and in words about the path given)."""
    import dataclasses
    import tempfile
    from pathlib import Path

    from mafia_desktop import settings
    from mafia_desktop.narration import speech
    from mafia_desktop.narration.night_script import sample_line

    if not _text(args.say):
        return fail(
            "speech",
            translate("Cli", "the line given with --say is not text (it has bytes that are not UTF-8)."),
        )
    target: NewFile | None = None
    if args.out is not None:
        if not args.out:
            return fail("speech", translate("Cli", "no file name given for --out."))
        try:
            target = NewFile(args.out)
        except OSError as exc:
            return fail("speech", _not_written(args.out, exc))
    engines = speech.Engines(speech.default_factories())
    linux = sys.platform.startswith("linux")
    try:
        try:
            engines.open_all()
        except Exception as exc:  # noqa: BLE001 - whatever stops the engines is the answer
            fail(
                "speech",
                fill(translate("Cli", "no speech engine could start ({reason})."), reason=words(exc)),
            )
            if linux:
                say_error(
                    fill(
                        translate("Cli", "On Linux, speech needs Festival or espeak-ng: {command}"),
                        command="sudo apt install festival festvox-us-slt-hts festvox-ru espeak-ng",
                    )
                )
            say_error(translate("Cli", "The app still runs: the narrator shows its lines as captions."))
            return 3
        offered = engines.voices()
        lines = [
            fill(
                COUNTS.voices(sum(1 for c in offered if c.engine == name)),
                engine=name,
            )
            for name in engines.names
        ]
        lines += [
            fill(translate("Cli", "engine: {engine} cannot start ({reason})"), engine=name, reason=words(why))
            for name, why in engines.problems.items()
        ]
        write_out("".join(line + "\n" for line in lines))
        chosen = settings.read_narration()
        engine, _, vid = chosen.voice_of(args.lang).partition(":")
        if args.voice:
            named = [c for c in offered if c.voice == args.voice and args.engine in (None, c.engine)]
            fitting = [c for c in named if c.fit(args.lang)]
            if not fitting:
                if named:
                    text = (
                        translate("Cli", "the voice {voice} of {engine} does not speak {language}; {voices}")
                        if args.engine
                        else translate("Cli", "the voice {voice} does not speak {language}; {voices}")
                    )
                else:
                    text = (
                        translate("Cli", "the voice {voice} of {engine} is not installed; {voices}")
                        if args.engine
                        else translate("Cli", "the voice {voice} is not installed; {voices}")
                    )
                return fail(
                    "speech",
                    fill(
                        text,
                        voice=repr(args.voice),
                        engine=args.engine,
                        language=language_name(args.lang),
                        voices=_voice_list(offered, args.lang, args.engine),
                    ),
                )
            engine, vid = fitting[0].engine, fitting[0].voice
        elif args.engine:
            engine, vid = args.engine, ""
        asked = speech.Voice(args.lang, vid or None, chosen.rate, 1.0, engine if vid or args.engine else "")
        if args.engine and not args.voice:
            fits = [c for c in offered if c.engine == args.engine and c.fit(args.lang)]
            asked = dataclasses.replace(asked, voice=fits[0].voice if fits else None)
        voice = engines.resolve(asked)
        if voice is None or (args.engine and voice.engine != args.engine):
            return fail("speech", _no_voice(args.engine, args.lang), 3)
        text = args.say or sample_line(args.lang).speech  # the night's first line, in the language
        with tempfile.TemporaryDirectory() as tmp:
            line = Path(tmp) / "line.wav"
            while True:
                backend = engines.engine(voice.engine)
                assert backend is not None
                try:
                    speech.render_line(backend, text, line, Path(tmp), voice)
                    break
                except Exception as exc:  # noqa: BLE001 - said, not a traceback
                    why = _reason(exc) if isinstance(exc, OSError) else words(exc)
                    broken = getattr(backend, "broken", {}).get(voice.voice)
                    again = engines.resolve(asked) if broken and not args.engine else None
                    if again is None or again == voice:
                        return fail(
                            "speech",
                            fill(
                                translate("Cli", "{engine} wrote no sound for {line} ({reason})."),
                                engine=voice.engine,
                                line=repr(text),
                                reason=why,
                            ),
                            3,
                        )
                    # (the app does the same: a voice that cannot speak hands its language on)
                    said = translate("Cli", "{engine} cannot speak ({reason}): {other} speaks instead")
                    write_out(fill(said, engine=voice.engine, reason=why, other=again.engine) + "\n")
                    voice = again
            seconds = speech.wav_seconds(line)
            if target is not None:
                try:
                    target.commit(line.read_bytes())
                except OSError as exc:
                    return fail("speech", _not_written(args.out, exc))
        lines = [
            fill(
                COUNTS.speech(voice.rate),
                engine=voice.engine,
                voice=voice.voice or translate("Cli", "default"),
                language=args.lang,
            )
        ]
        festival_speaks = any(c.engine == "festival" and c.fit(args.lang) for c in offered)
        package = languages.LANGUAGES[args.lang].festival_package
        if voice.engine == "pyttsx3" and linux and not festival_speaks and package:
            lines.append(
                fill(
                    translate("Cli", "For a clearer voice: {command}"),
                    command=f"sudo apt install festival {package}",
                )
            )
        if voice.engine != "piper":
            from mafia_desktop.narration.voice_fetch import OFFICIAL

            if args.lang in OFFICIAL:
                lines.append(
                    fill(
                        translate("Cli", "For a neural voice: Settings fetches Piper's {voice} on request."),
                        voice=OFFICIAL[args.lang].name,
                    )
                )
        said = (
            translate("Cli", "{line}: {seconds} s in {file}")
            if args.out
            else translate("Cli", "{line}: {seconds} s")
        )
        lines.append(fill(said, line=repr(text), seconds=decimal(seconds, 2), file=args.out))
        write_out("".join(line + "\n" for line in lines))
        return 0
    finally:
        engines.close()
        if target is not None:
            target.discard()


LANGUAGES = {code: languages.label(code) for code in languages.codes()}


def _not_written(path: str, exc: OSError) -> str:
    """``could not write PATH: REASON.``"""
    return fill(translate("Cli", "could not write {file}: {reason}."), file=path, reason=_reason(exc))


def _no_voice(engine: str | None, lang: str) -> str:
    """No voice (of the engine asked for) speaks the language."""
    if engine:
        return fill(
            translate("Cli", "no voice of {engine} speaks {language}."), engine=engine, language=repr(lang)
        )
    return fill(translate("Cli", "no voice of any engine speaks {language}."), language=repr(lang))


def _voice_list(offered: Sequence[VoiceChoice], lang: str, engine: str | None, most: int = 4) -> str:
    """The voices installed that speak ``lang`` (of ``engine``, or of every engine), briefly:
    ``the voices that speak English (en) are festival cmu_us_slt_arctic_hts; pyttsx3 gmw/en, … (9
    in all).``"""
    fits = [c for c in offered if c.fit(lang) and engine in (None, c.engine)]
    if not fits:
        text = (
            translate("Cli", "no voice of {engine} installed speaks {language}.")
            if engine
            else translate("Cli", "no voice installed speaks {language}.")
        )
        return fill(text, engine=engine, language=language_name(lang))
    parts = []
    for name in dict.fromkeys(c.engine for c in fits):
        ranked = sorted((c for c in fits if c.engine == name), key=lambda c: -c.fit(lang))
        names = ", ".join(c.voice for c in ranked[:most]) + (", …" if len(ranked) > most else "")
        parts.append(f"{name} {names}")
    cut = any(part.endswith("…") for part in parts)
    text = (
        COUNTS.voices_in_all(len(fits))
        if cut
        else translate("Cli", "the voices that speak {language} are {voices}.")
    )
    return fill(text, language=language_name(lang), voices="; ".join(parts))


class NewFile:
    """A file the user named, written whole or not at all: the checks first (a folder, a pipe or a
    device at its place, a missing folder: refused, as OSError), then a new temporary file made
    beside it (proving the folder can be written), renamed over the name once complete. A file at
    the name is replaced, never written through; so is a link (the link itself)."""

    def __init__(self, path: str) -> None:
        import secrets

        self.path = path
        problem = path_problem(path)
        if problem:
            raise OSError(errno.EINVAL, problem, path)
        folder, name = os.path.split(path)
        flags = (
            os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
        )
        while True:
            self.temporary = os.path.join(folder, f".{name}.{secrets.token_hex(4)}.tmp")
            try:
                self._fd: int | None = os.open(self.temporary, flags, 0o666)  # the umask decides
                return
            except FileExistsError:
                continue

    def commit(self, data: bytes) -> None:
        """Write ``data`` and put the file in its place (OSError: nothing replaced)."""
        fd, self._fd = self._fd, None
        assert fd is not None
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view) :]
            os.fsync(fd)
        finally:
            os.close(fd)
        problem = path_problem(self.path)  # (something else may have been put there meanwhile)
        if problem:
            raise OSError(errno.EINVAL, problem, self.path)
        os.replace(self.temporary, self.path)

    def discard(self) -> None:
        """Remove the temporary file, if it is still there (a failure, or no commit)."""
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None
        try:
            os.unlink(self.temporary)
        except OSError:
            pass


def balance_command(args: argparse.Namespace) -> int:
    """``mafia-desktop balance``: print the odds, or a reason and exit 2."""
    import json

    from mafia_desktop.engine.balance import odds
    from mafia_desktop.engine.deal import deal_counts_problem, recommended_deal
    from mafia_desktop.engine.errors import EngineError
    from mafia_desktop.engine.rules import rules_from_json, with_options

    try:
        rules = rules_from_json(rules_value(args.rules))
        options: dict[str, object] = {}
        for item in args.option:
            name, _, raw = item.partition("=")
            try:
                options[name.strip()] = json.loads(raw)
            except RecursionError:
                raise ValueError(
                    fill(
                        translate("Cli", "the value of --option {name} is nested too deeply"),
                        name=name.strip(),
                    )
                ) from None
            except ValueError:
                options[name.strip()] = raw
        if options:
            rules = with_options(rules, options)
        counts = team_counts(rules, args.players, args.mafia, args.detective, args.doctor, recommended_deal)
        problem = deal_counts_problem(rules, args.players, counts)
        if problem:
            raise ValueError(deal_problem(problem))
        result = odds(rules, counts, args.model, args.games, args.seed)
    except (EngineError, ValueError) as exc:
        return fail("balance", str(exc))
    if args.json:
        write_out(json.dumps(result.to_json()) + "\n")
        return 0
    word = (
        translate("Balance", "even") if result.verdict == "even" else _team_word(result.verdict, "favoured")
    )
    extra = f" ± {decimal(100 * result.margin, 1)}" if result.method == "simulation" else ""
    others = "".join(
        ", "
        + fill(translate("Cli", "{team} {chance}%"), team=_team_word(t, "name"), chance=decimal(100 * p, 1))
        for t, p in result.others
    )
    how = (
        translate("Cli", "exact, random play")
        if result.method == "exact"
        else COUNTS.informed_games(result.games)
    )
    if args.model == "random" and result.method != "exact":
        how = fill(translate("Cli", "{how}; random play is not worked out exactly for these roles"), how=how)
    line = fill(
        translate("Cli", "mafia {mafia}%{margin}, town {town}%{others} ({verdict}; {how})"),
        mafia=decimal(100 * result.mafia_win, 1),
        margin=extra,
        town=decimal(100 * result.town_win, 1),
        others=others,
        verdict=word,
        how=how,
    )
    write_out(line + "\n")
    return 0


def _team_word(team: str, key: str) -> str:
    """A side's word (``name``, ``favoured``) in the command line's language."""
    from mafia_desktop.engine.kinds import TEAMS

    lang = cli_language()
    if lang == languages.DEFAULT:
        return TEAMS[team].words[key]
    from mafia_desktop import phrases

    with phrases.speaking(lang):
        return phrases.team_word(team, key)


def deal_problem(problem: str) -> str:
    """``this deal cannot start: PROBLEM`` (an engine's :class:`Problem`, said in the command
    line's language)."""
    lang = cli_language()
    said = str(problem)
    if lang != languages.DEFAULT and getattr(problem, "code", None):
        from mafia_desktop import phrases

        with phrases.speaking(lang):
            said = phrases.problem_text(problem).rstrip(".")
        if lang != "de" and said[1:2].islower():  # (after a colon; German keeps its nouns' capitals)
            said = said[:1].lower() + said[1:]
    return fill(translate("Cli", "this deal cannot start: {problem}"), problem=said)


def rules_value(text: str) -> object:
    """``--rules``: a preset's name as it is, or rules JSON (an object) read; ValueError in words
    when it is not JSON (nested beyond reason included)."""
    import json

    if not text.strip().startswith("{"):
        return text
    try:
        return json.loads(text)
    except RecursionError:
        raise ValueError(translate("Cli", "the rules JSON is nested too deeply")) from None
    except ValueError as exc:
        raise ValueError(
            fill(translate("Cli", "the rules are not valid JSON ({reason})"), reason=exc)
        ) from None


def team_counts(
    rules: Rules,
    players: int,
    mafia: int | None,
    detective: int | None,
    doctor: int | None,
    recommend: Callable[[Rules, int], Mapping[str, int]],
) -> dict[str, int]:
    """The deal for ``balance``: the recommended one, with the counts given; ``mafia`` is the whole
    team, so where the rules have a Don he is one of them."""
    counts: dict[str, int] = dict(recommend(rules, players))
    roles = rules.roles
    if mafia is not None:
        if "don" in roles and mafia >= 1:
            counts["don"], counts["mafia"] = 1, mafia - 1
        else:
            counts["mafia"] = mafia
            counts.pop("don", None)
    if detective is not None:
        counts["detective"] = detective
    if doctor is not None:
        counts["doctor"] = doctor
    special = sum(n for r, n in counts.items() if r != "civilian")
    counts["civilian"] = players - special
    if counts["civilian"] < 0:
        raise ValueError(
            fill(
                translate("Cli", "more special roles ({special}) than players ({players})"),
                special=special,
                players=players,
            )
        )
    if any(n < 0 for n in counts.values()):
        raise ValueError(translate("Cli", "a count of a role cannot be below 0"))
    return {r: n for r, n in counts.items() if n}
