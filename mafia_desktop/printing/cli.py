"""``mafia-desktop print deal|record|protocol|log|schedule``: PDFs without opening a window.

``print record`` writes two files: the players' fold-over cards in ``--out`` and the referee's
sheet beside it (``cards.pdf`` and ``cards-referee.pdf``), so the sheet with every role is its own
print job. A file that cannot be written is refused in one sentence (exit 2) and nothing is
written: the old files stay as they were."""

from __future__ import annotations

import os
import sys
from argparse import Namespace
from typing import TYPE_CHECKING

from mafia_desktop.cli import fill, translate
from mafia_desktop.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from mafia_desktop.engine.record import Record
    from mafia_desktop.engine.rules import Rules
    from mafia_desktop.printing.pages import Document


def _gui() -> object:
    if sys.platform.startswith("linux") and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    ):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.instance() or QGuiApplication(sys.argv[:1])


def _fail(message: str) -> int:
    from mafia_desktop.cli import fail

    return fail("print", message)


# (in the command line's language, as every word of the command: mafia_desktop.cli.translate)
REASONS = {
    "folder": QT_TRANSLATE_NOOP("Cli", "it is a folder, not a file"),
    "device": QT_TRANSLATE_NOOP("Cli", "it is a device, not a file"),
    "pipe": QT_TRANSLATE_NOOP("Cli", "it is a pipe (FIFO), not a file"),
    "socket": QT_TRANSLATE_NOOP("Cli", "it is a socket, not a file"),
    "missing": QT_TRANSLATE_NOOP("Cli", "its folder does not exist"),
    "denied": QT_TRANSLATE_NOOP("Cli", "there is no permission to write there"),
    "full": QT_TRANSLATE_NOOP("Cli", "the disk is full"),
}


def out_problem(out: str, source: str | None) -> str | None:
    """Why the PDF cannot go to ``out``, told before anything is made (one sentence), or None: no
    name at all; a name that is not text (Qt writes files by text names: it would write another
    file); the game record being printed itself. (A folder, a device, a pipe there, or no folder
    for it: write_pdfs refuses them, and :data:`REASONS` words them.)"""
    if not out:
        return translate("Cli", "no file name given for --out.")
    try:
        out.encode("utf-8")
    except UnicodeEncodeError:
        return fill(
            translate(
                "Cli",
                "could not write {file}: the name has bytes that are not text (UTF-8); nothing was written.",
            ),
            file=out,
        )
    if source and os.path.exists(out):
        try:
            same = os.path.samefile(out, source)
        except OSError:
            same = False
        if same:
            return fill(
                translate(
                    "Cli", "could not write {file}: it is the game record being printed; nothing was written."
                ),
                file=out,
            )
    return None


def referee_path(out: str) -> str:
    """Where ``print record`` puts the referee's sheet: beside the players' cards, ``-referee``
    added to the name (``cards.pdf`` -> ``cards-referee.pdf``)."""
    folder, name = os.path.split(out)
    stem, suffix = os.path.splitext(name)
    return os.path.join(folder, f"{stem}-referee{suffix or '.pdf'}")


def print_command(args: Namespace) -> int:
    """Make the PDF(s); exit 0, or 2 with one sentence on stderr and nothing written."""
    from mafia_desktop.engine.errors import EngineError
    from mafia_desktop.storage.games import StorageError, read_record

    source = getattr(args, "file", None)
    if source is not None and not source:
        return _fail(translate("Cli", "no file name given: say which game record to print."))
    outs = [args.out] if args.what != "record" or not args.out else [args.out, referee_path(args.out)]
    for out in outs:
        problem = out_problem(out, source)
        if problem:
            return _fail(problem)
    try:
        if args.what == "deal":
            jobs = [(_deal_document(args), args.out)]
        elif args.what == "schedule":
            jobs = [(_schedule_document(args), args.out)]
        else:
            from pathlib import Path

            record = read_record(Path(args.file))
            jobs = _record_documents(args, record)
    except (EngineError, StorageError, ValueError) as exc:
        from mafia_desktop.cli import words

        return _fail(words(exc))
    except OSError as exc:  # (the record is missing: the others come as StorageError)
        return _fail(
            fill(
                translate("Cli", "could not read {file}: {reason}."),
                file=args.file,
                reason=translate("Cli", "No such file or directory")
                if isinstance(exc, FileNotFoundError)
                else exc.strerror or exc,
            )
        )
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    from mafia_desktop.printing.pages import failure_kind, write_pdfs

    app = _gui()  # noqa: F841 - fonts need a GUI application
    # Qt's own warnings are held back while writing: a failure is told in one sentence, not
    # in a page of warnings; after a success they are passed on as they were.
    held: list[str] = []

    def hold(kind: QtMsgType, context: object, message: str) -> None:
        held.append(message)

    previous = qInstallMessageHandler(hold)
    try:
        write_pdfs(jobs)
    except OSError as exc:
        path = exc.filename or args.out
        kind = failure_kind(exc)
        reason = translate("Cli", REASONS[kind]) if kind in REASONS else exc.strerror or str(exc)
        return _fail(
            fill(
                translate("Cli", "could not write {file}: {reason}; nothing was written."),
                file=path,
                reason=reason,
            )
        )
    finally:
        qInstallMessageHandler(previous)
    from mafia_desktop.cli import say_error, write_out

    for message in held:
        say_error(message)
    if args.what == "record":
        said = translate(
            "Cli", "The players' fold-over cards are in {cards}; the referee's sheet is in {sheet}."
        )
        write_out(fill(said, cards=jobs[0][1], sheet=jobs[1][1]) + "\n")
    return 0


def _rules(text: str) -> Rules:
    from mafia_desktop.cli import rules_value
    from mafia_desktop.engine.rules import rules_from_json

    return rules_from_json(rules_value(text))


def _deal_document(args: Namespace) -> Document:
    from mafia_desktop.engine.deal import deal_counts_problem, recommended_deal
    from mafia_desktop.engine.errors import RecordError
    from mafia_desktop.engine.roles import ROLES
    from mafia_desktop.printing.documents import deal

    rules = _rules(args.rules)
    counts = recommended_deal(rules, args.players)
    for role in ROLES:
        n = getattr(args, role, None) if role != "civilian" else None
        if n is not None:
            counts[role] = n
    counts["civilian"] = args.players - sum(n for r, n in counts.items() if r != "civilian")
    problem = deal_counts_problem(rules, args.players, counts)
    if problem or counts["civilian"] < 0:
        from mafia_desktop.cli import deal_problem

        raise RecordError(deal_problem(problem or translate("Cli", "more special roles than players")))
    return deal(rules, counts, args.paper, args.lang, seed=args.seed)


def _schedule_document(args: Namespace) -> Document:
    """A tournament's schedule (:mod:`mafia_desktop.printing.schedule`) from its file; a file
    that is no tournament is refused as ValueError (ClubError), saying why."""
    from pathlib import Path

    from mafia_desktop.club.tournament import MAX_BYTES, loads
    from mafia_desktop.printing.schedule import schedule_document
    from mafia_desktop.storage.games import read_regular_file

    data = read_regular_file(Path(args.file), MAX_BYTES + 1)
    return schedule_document(loads(data), args.paper, args.lang)


def _record_documents(args: Namespace, record: Record) -> list[tuple[Document, str]]:
    """``protocol``: the game protocol (header, fouls, votes, best move, points). ``log``: the game
    log (the cards and the whole timeline). ``record``: two documents, so the referee's sheet
    (every role) is never in the players' print job: the fold-over cards in ``--out``, the
    referee's sheet beside it (:func:`referee_path`)."""
    from mafia_desktop.printing.documents import fold_over, game_log, game_protocol, referee_sheet

    if args.what == "protocol":
        return [(game_protocol(record, args.paper, args.lang), args.out)]
    if args.what == "log":
        return [(game_log(record, args.paper, args.lang), args.out)]
    return [
        (fold_over(record, args.paper, args.lang), args.out),
        (referee_sheet(record, args.paper, args.lang), referee_path(args.out)),
    ]
