"""``mafia-desktop print deal|record|protocol``: PDFs without opening a window."""

from __future__ import annotations

import json
import os
import sys
from argparse import Namespace
from typing import TYPE_CHECKING

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
    print(f"mafia-desktop print: {message}", file=sys.stderr)
    return 2


def print_command(args: Namespace) -> int:
    from mafia_desktop.engine.errors import EngineError
    from mafia_desktop.storage.games import StorageError, read_record

    try:
        if args.what == "deal":
            document = _deal_document(args)
        else:
            from pathlib import Path

            record = read_record(Path(args.file))
            document = _record_document(args, record)
    except (EngineError, StorageError, OSError, ValueError) as exc:
        return _fail(str(exc))
    from mafia_desktop.printing.pages import write_pdf

    app = _gui()  # noqa: F841 - fonts need a GUI application
    try:
        write_pdf(document, args.out)
    except OSError as exc:
        return _fail(f"could not write {args.out}: {exc}")
    if not os.path.exists(args.out) or os.path.getsize(args.out) == 0:
        return _fail(f"could not write {args.out}")
    return 0


def _rules(text: str) -> Rules:
    from mafia_desktop.engine.rules import rules_from_json

    value: object = text
    if text.strip().startswith("{"):
        value = json.loads(text)
    return rules_from_json(value)


def _deal_document(args: Namespace) -> Document:
    from mafia_desktop.engine.deal import deal_counts_problem, recommended_deal
    from mafia_desktop.engine.errors import RecordError
    from mafia_desktop.engine.roles import ROLES
    from mafia_desktop.printing.documents import recipe, role_cards

    rules = _rules(args.rules)
    counts = recommended_deal(rules, args.players)
    for role in ROLES:
        n = getattr(args, role, None) if role != "civilian" else None
        if n is not None:
            counts[role] = n
    counts["civilian"] = args.players - sum(n for r, n in counts.items() if r != "civilian")
    problem = deal_counts_problem(rules, args.players, counts)
    if problem or counts["civilian"] < 0:
        raise RecordError(f"this deal cannot start: {problem or 'more special roles than players'}")
    cards = role_cards(rules, counts, args.paper, args.lang, seed=args.seed)
    cards.pages += recipe(rules, counts, args.paper, args.lang).pages
    return cards


def _record_document(args: Namespace, record: Record) -> Document:
    from mafia_desktop.printing.documents import fold_over, game_protocol, referee_sheet

    if args.what == "protocol":
        return game_protocol(record, args.paper, args.lang)
    document = fold_over(record, args.paper, args.lang)
    document.pages += referee_sheet(record, args.paper, args.lang).pages
    return document
