"""The ``mafia-desktop`` command: the app, and its commands that need no window.

``mafia-desktop`` opens the app; ``--screenshot PATH`` paints its window once into a PNG and
exits. ``mafia-desktop open FILE`` resumes a recorded game on the table. ``mafia-desktop replay
FILE|-`` replays a game record and prints the transcript (see docs/record-format.md).
``mafia-desktop series`` prints the standings of the club's series. Commands without a window
never import Qt's widgets, so they start fast.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, NoReturn

if TYPE_CHECKING:
    from mafia_desktop.engine.rules import Rules


class _Unsure(Exception):
    """The app's own options did not parse: the whole parser says why."""


class _AppOptions(argparse.ArgumentParser):
    """The top level alone, for the usual start (no command, no --help): building the commands'
    parsers costs more than the rest of the command line. Any error goes to the whole parser, so
    the message is the same either way."""

    def error(self, message: str) -> NoReturn:
        raise _Unsure(message)


def _parse(argv: list[str]) -> argparse.Namespace:
    if not any(a in COMMANDS or a.startswith(("-h", "--h")) for a in argv):
        try:
            args = _parser(_AppOptions).parse_args(argv)
        except _Unsure:
            pass
        else:
            args.command = None
            return args
    return _parser().parse_args(argv)


def _parser(kind: type[argparse.ArgumentParser] = argparse.ArgumentParser) -> argparse.ArgumentParser:
    parser = kind(
        prog="mafia-desktop",
        description="Run the party game Mafia around one laptop.",
    )
    parser.add_argument("--version", action=_Version)
    _screenshot_options(parser)
    if kind is _AppOptions:
        return parser
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    opener = commands.add_parser(
        "open",
        help="resume a recorded game on the table",
        description="Open the app with the game in FILE on the table, where it stopped.",
    )
    opener.add_argument("file", metavar="FILE", help="a game record (JSON)")
    # For the crash tests: enter these inputs one by one, as if tapped, and say which are saved.
    opener.add_argument("--feed", metavar="INPUTS", help=argparse.SUPPRESS)
    opener.add_argument("--feed-interval", metavar="MS", type=int, default=5, help=argparse.SUPPRESS)
    _screenshot_options(opener, suppress=True)
    replay = commands.add_parser(
        "replay",
        help="replay a game record and print its transcript as JSON",
        description="Replay a game record without a window and print the transcript as JSON. "
        "Exit status 0 when every input was accepted, 2 otherwise.",
    )
    replay.add_argument("file", metavar="FILE", help="the record, or - for standard input")
    printer = commands.add_parser(
        "print",
        help="print cards and sheets to a PDF",
        description="Make a PDF: role cards and the deck recipe for a deal, fold-over cards and the "
        "referee's sheet for a recorded game, or a game's protocol.",
    )
    kinds = printer.add_subparsers(dest="what", metavar="WHAT", required=True)
    deal = kinds.add_parser("deal", help="role cards (with backs and cut marks) and the deck recipe")
    deal.add_argument("--rules", required=True, help="a preset (classic, youth, club, angel) or rules JSON")
    deal.add_argument("--players", required=True, type=int, help="how many players")
    from mafia_desktop.engine.roles import ROLES

    for role in ROLES:
        if role != "civilian":
            deal.add_argument(f"--{role}", type=int, help=f"how many {role} (default: the recommended deal)")
    deal.add_argument(
        "--seed", type=int, help="the cards always come shuffled; a seed gives the same order every time"
    )
    record = kinds.add_parser(
        "record",
        help="fold-over cards for the players in --out, and the referee's sheet as a separate file "
        "beside it (cards.pdf -> cards-referee.pdf)",
    )
    record.add_argument("file", metavar="GAME.json")
    protocol = kinds.add_parser("protocol", help="a game's protocol: the cards and the whole timeline")
    protocol.add_argument("file", metavar="GAME.json")
    balance = commands.add_parser(
        "balance",
        help="how likely each side is to win, for a deal and its rules",
        description="The chances of the mafia and the town: exact under random play (Migdal 2010, "
        "extended to roles), or simulated under informed play.",
    )
    balance.add_argument(
        "--rules", required=True, help="a preset (classic, youth, club, angel) or rules JSON"
    )
    balance.add_argument("--players", required=True, type=int)
    balance.add_argument(
        "--mafia", type=int, help="the whole mafia team, the Don included where the rules have one"
    )
    balance.add_argument("--detective", type=int)
    balance.add_argument("--doctor", type=int)
    balance.add_argument(
        "--option", action="append", default=[], metavar="NAME=VALUE", help="a house rule (JSON value)"
    )
    balance.add_argument("--model", choices=("random", "informed"), default="random")
    balance.add_argument("--games", type=int, default=10_000, help="games to simulate (informed)")
    balance.add_argument("--seed", type=int, default=0)
    balance.add_argument("--json", action="store_true", help="print JSON")
    series = commands.add_parser(
        "series",
        help="the standings of the club's series (finished games), as JSON or CSV",
        description="Print the standings of a series of finished games (an evening, a season), or "
        "of every finished game, from the saved games; no window is opened. A game's series is "
        "the one set for it, else the date it was played. Exit status 0; 2 when there is no "
        "finished game, the series is unknown, or the series database is in use (said on stderr).",
    )
    series.add_argument("--series", metavar="NAME", help="this series (default: every finished game)")
    series.add_argument("--list", action="store_true", help="list the series instead, the newest first")
    series.add_argument("--format", choices=("json", "csv"), default="json")
    series.add_argument(
        "--games", metavar="FOLDER", help="the folder of saved games (default: the app's own)"
    )
    speech = commands.add_parser(
        "speech",
        help="check that the narrator can speak: say a line into a WAV file",
        description="Start the speech engines the narrator uses (Festival where installed, else "
        "pyttsx3: espeak-ng on Linux, the system's voices elsewhere), say which engine and voice "
        "speak the language, and render one line to a WAV file with them. Exit status 0 when "
        "speech works, 3 when no engine starts (the app then shows the narrator's lines as captions).",
    )
    speech.add_argument("--lang", choices=("en", "ru"), default="en")
    speech.add_argument(
        "--engine", choices=("festival", "pyttsx3"), help="this engine (default: the best one)"
    )
    speech.add_argument("--voice", default="", help="this voice of the engine (default: the language's best)")
    speech.add_argument("--say", default="", help="the line (default: the night's first line)")
    speech.add_argument("--out", metavar="FILE.wav", help="where to write it (default: a temporary file)")
    for sub in (deal, record, protocol):
        sub.add_argument("--out", required=True, metavar="FILE.pdf", help="where to write the PDF")
        sub.add_argument("--paper", choices=("a4", "letter"), default="a4")
        sub.add_argument("--lang", choices=("en", "ru"), default="en")
    return parser


class _Version(argparse.Action):
    """``--version``: the package's version, read only when asked (see mafia_desktop/version.py)."""

    def __init__(
        self,
        option_strings: Sequence[str],
        dest: str = argparse.SUPPRESS,
        default: str = argparse.SUPPRESS,
        help: str = "show program's version number and exit",
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

        print(f"{parser.prog} {__version__}")
        parser.exit()


def _screenshot_options(parser: argparse.ArgumentParser, suppress: bool = False) -> None:
    # On a subcommand the defaults are suppressed, so they do not overwrite the top-level ones.
    default = argparse.SUPPRESS if suppress else None
    parser.add_argument(
        "--screenshot",
        metavar="PATH",
        default=default,
        help="paint the window once, save it as a PNG at PATH and exit",
    )
    parser.add_argument(
        "--size",
        metavar="WxH",
        type=_size,
        default=default,
        help="the window's size, e.g. 1366x768 (for screenshots)",
    )
    parser.add_argument(
        "--language",
        choices=("en", "ru"),
        default=default,
        help="the app's language this time (otherwise the settings', or the system's)",
    )


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size like 1366x768") from None
    if not (200 <= w <= 8000 and 200 <= h <= 8000):
        raise argparse.ArgumentTypeError(f"{text!r}: width and height must be 200 to 8000")
    return w, h


COMMANDS = ("open", "replay", "print", "balance", "series", "speech")


def _home() -> None:
    """With HOME unset (a service, `env -i`), the data folder would be `//.local/share/...`: take
    the account's home folder instead, or a private folder in the temporary folder, said once."""
    if os.name != "posix" or os.environ.get("HOME"):
        return
    try:
        import pwd

        home = pwd.getpwuid(os.getuid()).pw_dir
    except (ImportError, KeyError, OSError):
        home = ""
    if not home or not os.path.isdir(home):
        import tempfile

        home = os.path.join(tempfile.gettempdir(), f"mafia-desktop-{os.getuid()}")
        os.makedirs(home, mode=0o700, exist_ok=True)
        print(f"mafia-desktop: HOME is not set; games are kept in {home}", file=sys.stderr)
    os.environ["HOME"] = home


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    _home()
    # `mafia-desktop game.json` (a file opened from the desktop) is `mafia-desktop open game.json`.
    first = next((i for i, a in enumerate(argv) if not a.startswith("-")), None)
    if first is not None and argv[first] not in COMMANDS and argv[first].lower().endswith(".json"):
        if first == 0 or argv[first - 1] not in ("--screenshot", "--size", "--language"):
            argv.insert(first, "open")
    args = _parse(argv)
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
    from mafia_desktop.ui.app import run_app

    return run_app(
        screenshot=args.screenshot,
        open_path=getattr(args, "file", None),
        size=args.size,
        language=args.language,
        feed=getattr(args, "feed", None),
        feed_interval=getattr(args, "feed_interval", 5),
    )


def replay_command(path: str) -> int:
    """Print the transcript of the record at ``path`` (``-``: standard input); 0 or 2."""
    from mafia_desktop.engine.record import Transcript, transcript_of
    from mafia_desktop.storage.games import StorageError

    try:
        data = _read(path)
    except StorageError as exc:
        out = Transcript(error=str(exc.message))
    except OSError as exc:
        out = Transcript(error=f"Cannot read {path}: {exc.strerror or exc}.")
    else:
        try:
            out = transcript_of(data)
        except Exception as exc:  # noqa: BLE001 - the contract is "never a traceback"
            out = Transcript(error=f"Internal error while replaying (please report it): {exc!r}"[:500])
    import json

    text = json.dumps(out.to_json(), ensure_ascii=False, indent=1) + "\n"
    # A name the file system gave us undecoded (surrogate escapes) is shown escaped, never a traceback.
    sys.stdout.buffer.write(text.encode("utf-8", "backslashreplace"))
    sys.stdout.buffer.flush()
    return 0 if out.ok else 2


def _read(path: str) -> bytes:
    # One byte more than a record may have, so an endless or huge file is refused, not read.
    from mafia_desktop.engine.record import MAX_RECORD_BYTES
    from mafia_desktop.storage.games import read_regular_file

    if path == "-":
        return sys.stdin.buffer.read(MAX_RECORD_BYTES + 1)
    return read_regular_file(path, MAX_RECORD_BYTES + 1)


def series_command(args: argparse.Namespace) -> int:
    """``mafia-desktop series``: the standings (or ``--list``: the series) on stdout; 0, or 2 with
    the reason on stderr."""
    import json
    from pathlib import Path

    from mafia_desktop.storage import series as book
    from mafia_desktop.storage.games import StorageError

    if args.games:
        folder = Path(args.games)
    else:
        from PySide6.QtCore import QCoreApplication  # (no application: the app's folder by name)

        from mafia_desktop.storage.games import default_folder

        QCoreApplication.setApplicationName("Mafia Desktop")
        QCoreApplication.setOrganizationName("Mafia Desktop")
        folder = default_folder()

    def fail(message: str) -> int:
        sys.stderr.buffer.write(f"mafia-desktop series: {message}\n".encode("utf-8", "backslashreplace"))
        sys.stderr.buffer.flush()
        return 2

    try:
        with book.SeriesBook(folder) as kept:
            known = kept.series()
            rows = kept.standings(args.series) if not args.list else []
    except StorageError as exc:
        return fail(str(exc.message))
    if not known:
        return fail(f"no finished game in {folder}.")
    if args.series is not None and not args.list and not rows:
        names = ", ".join(s.name for s in known[:10]) + (", …" if len(known) > 10 else "")
        return fail(f"there is no series {args.series!r}; the series are: {names}.")
    if args.list and args.format == "csv":
        text = book.series_csv(known)
    elif args.list:
        text = json.dumps(book.series_json(known), ensure_ascii=False, indent=1) + "\n"
    elif args.format == "csv":
        text = book.standings_csv(rows)
    else:
        text = json.dumps(book.standings_json(rows), ensure_ascii=False, indent=1) + "\n"
    sys.stdout.buffer.write(text.encode("utf-8", "backslashreplace"))
    sys.stdout.buffer.flush()
    return 0


def speech_command(args: argparse.Namespace) -> int:
    """Render one line with the narrator's engines: 0 when it speaks, 3 when no engine starts."""
    import dataclasses
    import tempfile
    from pathlib import Path

    from mafia_desktop import settings
    from mafia_desktop.narration import speech

    engines = speech.Engines(speech.default_factories())
    linux = sys.platform.startswith("linux")
    try:
        engines.open_all()
    except Exception as exc:  # noqa: BLE001 - whatever stops the engines is the answer
        print(f"mafia-desktop: no speech engine could start ({exc}).", file=sys.stderr)
        if linux:
            print(
                "On Linux, speech needs Festival or espeak-ng: sudo apt install festival "
                "festvox-us-slt-hts festvox-ru espeak-ng",
                file=sys.stderr,
            )
        print("The app still runs: the narrator shows its lines as captions.", file=sys.stderr)
        return 3
    try:
        chosen = settings.read_narration()
        engine, _, vid = chosen.voice_of(args.lang).partition(":")
        if args.engine:
            engine, vid = args.engine, args.voice
        asked = speech.Voice(args.lang, vid or None, chosen.rate, 1.0, engine if vid or args.engine else "")
        if args.engine and not args.voice:
            offered = [c for c in engines.voices() if c.engine == args.engine and c.fit(args.lang)]
            asked = dataclasses.replace(asked, voice=offered[0].voice if offered else None)
        voice = engines.resolve(asked)
        for name in engines.names:
            count = sum(1 for c in engines.voices() if c.engine == name)
            print(f"engine: {name}, {count} voices")
        for name, why in engines.problems.items():
            print(f"engine: {name} cannot start ({why})")
        if voice is None or (args.engine and voice.engine != args.engine):
            print(
                f"mafia-desktop: no voice of {args.engine or 'any engine'} speaks {args.lang!r}.",
                file=sys.stderr,
            )
            return 3
        text = args.say or ("Город засыпает." if args.lang == "ru" else "The town falls asleep.")
        backend = engines.engine(voice.engine)
        assert backend is not None
        with tempfile.TemporaryDirectory() as tmp:
            out = Path(args.out) if args.out else Path(tmp) / "line.wav"
            try:
                speech.render_line(backend, text, out, Path(tmp), voice)
            except Exception as exc:  # noqa: BLE001 - said, not a traceback
                print(f"mafia-desktop: {voice.engine} wrote no sound for {text!r} ({exc}).", file=sys.stderr)
                return 3
            seconds = speech.wav_seconds(out)
        print(
            f"speech: {voice.engine}, voice {voice.voice or 'default'} ({args.lang}), {voice.rate} words a minute"
        )
        festival_speaks = any(c.engine == "festival" and c.fit(args.lang) for c in engines.voices())
        if voice.engine != "festival" and linux and not festival_speaks:
            from mafia_desktop.narration.festival import PACKAGES

            print(f"For a clearer voice: sudo apt install festival {PACKAGES[args.lang]}")
        print(f"{text!r}: {seconds:.2f} s" + (f" in {args.out}" if args.out else ""))
        return 0
    finally:
        engines.close()


def balance_command(args: argparse.Namespace) -> int:
    """``mafia-desktop balance``: print the odds, or a reason and exit 2."""
    import json

    from mafia_desktop.engine.balance import odds
    from mafia_desktop.engine.deal import deal_counts_problem, recommended_deal
    from mafia_desktop.engine.errors import EngineError
    from mafia_desktop.engine.rules import rules_from_json, with_options

    try:
        value: object = json.loads(args.rules) if args.rules.strip().startswith("{") else args.rules
        rules = rules_from_json(value)
        options = {}
        for item in args.option:
            name, _, raw = item.partition("=")
            try:
                options[name.strip()] = json.loads(raw)
            except ValueError:
                options[name.strip()] = raw
        if options:
            rules = with_options(rules, options)
        counts = team_counts(rules, args.players, args.mafia, args.detective, args.doctor, recommended_deal)
        problem = deal_counts_problem(rules, args.players, counts)
        if problem:
            raise ValueError(f"this deal cannot start: {problem}")
        if args.games < 1 or args.games > 10_000_000:
            raise ValueError("--games must be from 1 to 10000000")
        result = odds(rules, counts, args.model, args.games, args.seed)
    except (EngineError, ValueError) as exc:
        print(f"mafia-desktop balance: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(result.to_json()))
    else:
        from mafia_desktop.engine.kinds import TEAMS

        word = "even" if result.verdict == "even" else TEAMS[result.verdict].words["favoured"]
        extra = f" ± {100 * result.margin:.1f}" if result.method == "simulation" else ""
        others = "".join(f", {TEAMS[t].words['name']} {100 * p:.1f}%" for t, p in result.others)
        how = "exact, random play" if result.method == "exact" else f"{result.games} informed games"
        if args.model == "random" and result.method != "exact":
            how += "; random play is not worked out exactly for these roles"
        print(
            f"mafia {100 * result.mafia_win:.1f}%{extra}, town {100 * result.town_win:.1f}%{others} ({word}; {how})"
        )
    return 0


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
    counts["civilian"] = players - sum(n for r, n in counts.items() if r != "civilian")
    if counts["civilian"] < 0 or any(n < 0 for n in counts.values()):
        raise ValueError("more special roles than players")
    return {r: n for r, n in counts.items() if n}
