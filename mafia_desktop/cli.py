"""The ``mafia-desktop`` command: the app, and its commands that need no window.

``mafia-desktop`` opens the app; ``--screenshot PATH`` paints its window once into a PNG and
exits. ``mafia-desktop open FILE`` resumes a recorded game on the table. ``mafia-desktop replay FILE|-`` replays a game record and prints the transcript (see
RECORD-FORMAT.md). Commands without a window never import Qt, so they start fast.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from mafia_desktop import __version__


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mafia-desktop",
        description="Run the party game Mafia around one laptop.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    _screenshot_options(parser)
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
    for role in ("mafia", "don", "detective", "doctor"):
        deal.add_argument(f"--{role}", type=int, help=f"how many {role} (default: the recommended deal)")
    deal.add_argument("--seed", type=int, help="shuffle the order of the sheets with this seed")
    record = kinds.add_parser("record", help="fold-over cards and the referee's sheet for a game")
    record.add_argument("file", metavar="GAME.json")
    protocol = kinds.add_parser("protocol", help="a game's protocol: the cards and the whole timeline")
    protocol.add_argument("file", metavar="GAME.json")
    for sub in (deal, record, protocol):
        sub.add_argument("--out", required=True, metavar="FILE.pdf", help="where to write the PDF")
        sub.add_argument("--paper", choices=("a4", "letter"), default="a4")
        sub.add_argument("--lang", choices=("en", "ru"), default="en")
    return parser


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


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size like 1366x768") from None
    if not (200 <= w <= 8000 and 200 <= h <= 8000):
        raise argparse.ArgumentTypeError(f"{text!r}: width and height must be 200 to 8000")
    return w, h


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.command == "replay":
        return replay_command(args.file)
    if args.command == "print":
        from mafia_desktop.printing.cli import print_command

        return print_command(args)
    from mafia_desktop.ui.app import run_app

    return run_app(
        screenshot=args.screenshot,
        open_path=getattr(args, "file", None),
        size=args.size,
        feed=getattr(args, "feed", None),
        feed_interval=getattr(args, "feed_interval", 5),
    )


def replay_command(path: str) -> int:
    """Print the transcript of the record at ``path`` (``-``: standard input); 0 or 2."""
    from mafia_desktop.engine.record import Transcript, transcript_of

    try:
        data = _read(path)
    except OSError as exc:
        out = Transcript(error=f"Cannot read {path}: {exc.strerror or exc}.")
    else:
        try:
            out = transcript_of(data)
        except Exception as exc:  # noqa: BLE001 - the contract is "never a traceback"
            out = Transcript(error=f"Internal error while replaying (please report it): {exc!r}"[:500])
    text = json.dumps(out.to_json(), ensure_ascii=False, indent=1) + "\n"
    sys.stdout.buffer.write(text.encode("utf-8"))
    sys.stdout.buffer.flush()
    return 0 if out.ok else 2


def _read(path: str) -> bytes:
    # One byte more than a record may have, so an endless or huge file is refused, not read.
    from mafia_desktop.engine.record import MAX_RECORD_BYTES

    if path == "-":
        return sys.stdin.buffer.read(MAX_RECORD_BYTES + 1)
    with open(path, "rb") as f:
        return f.read(MAX_RECORD_BYTES + 1)
