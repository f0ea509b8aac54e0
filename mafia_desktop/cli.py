"""The ``mafia-desktop`` command: the app, and its commands that need no window.

``mafia-desktop`` opens the app; ``--screenshot PATH`` paints its window once into a PNG and
exits. ``mafia-desktop replay FILE|-`` replays a game record and prints the transcript (see
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
    parser.add_argument(
        "--screenshot",
        metavar="PATH",
        help="paint the window once, save it as a PNG at PATH and exit",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    replay = commands.add_parser(
        "replay",
        help="replay a game record and print its transcript as JSON",
        description="Replay a game record without a window and print the transcript as JSON. "
        "Exit status 0 when every input was accepted, 2 otherwise.",
    )
    replay.add_argument("file", metavar="FILE", help="the record, or - for standard input")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.command == "replay":
        return replay_command(args.file)
    from mafia_desktop.ui.app import run_app

    return run_app(screenshot=args.screenshot)


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
