"""The playing-card recipe: which cards to take from a standard deck for a deal.

A role's playing card (``Role.cards`` in the registry) is a *card kind* of the one card registry
(:data:`~mafia_desktop.engine.cards.CARDS`): its name, which the card-entry panel shows, and the
real cards of a standard deck that stand for it, in groups taken in order. The recipe takes the
first cards of each role's kind; when a role needs more than one deck holds, it asks for more decks
with the same back (never cards that do not exist), and says so. A role with no card of its own, or
whose card another role of the deal takes, gets the spare cards the deal's plan gives it
(:mod:`mafia_desktop.engine.deck_plan`: the Jokers and the blank card, free Aces and faces, then an
other deck's), or, when none are left, blank cards with its name written on them; the recipe says
which, and civilians always keep the number cards.

>>> from mafia_desktop.engine.rules import PRESETS
>>> decks_needed(PRESETS["classic"], {"mafia": 7, "detective": 1, "civilian": 22})
1
>>> decks_needed(PRESETS["youth"], {"mafia": 5, "civilian": 10})
2
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter

from mafia_desktop import phrases
from mafia_desktop.engine.cards import CARDS, Group
from mafia_desktop.engine.deck_plan import RoleCards, plan
from mafia_desktop.engine.rules import Rules
from mafia_desktop.printing.common import (
    card_name,
    duty,
    group_name,
    joined,
    left_aligned,
    preset_name,
    role_name,
    role_order,
    say,
)
from mafia_desktop.printing.pages import PAPERS, Document, Page, fit_text, footer, in_print_language, mm_rect
from mafia_desktop.printing.protocol import type_width

# The real cards of each card kind live in the one card registry (``engine/cards.py``); which kind
# stands for which role of a deal, the deal's plan (``engine/deck_plan.py``).


def decks_needed(rules: Rules, counts: dict[str, int]) -> int:
    """How many standard decks (with the same back) hold every card of the roles' own kinds."""
    return plan(rules, counts).decks


def taken(kind: str, count: int, decks: int) -> list[tuple[Group, int]]:
    """The groups a role's ``count`` cards come from and how many of each, from ``decks`` decks."""
    out: list[tuple[Group, int]] = []
    left = count
    known = CARDS.get(kind)
    for group in known.groups if known is not None else ():
        if left <= 0:
            break
        n = min(left, len(group.cards) * decks)
        out.append((group, n))
        left -= n
    return out


# --- the recipe, in words ----------------------------------------------------------------------


def _own_text(kind: str, count: int, decks: int, lang: str) -> str:
    """The cards for one role, unambiguously: "4 × Jack, 3 × Queen", "King of clubs, Queen of
    clubs", never one count for several named cards."""
    groups = taken(kind, count, decks)
    if not groups:  # a kind of a role a test registers: its name, counted
        return say(lang, "recipe_count", count=count, card=card_name(kind, lang))
    parts = [
        group_name(group.name, lang)
        if len(group.cards) == 1 and n == 1
        else say(lang, "recipe_count", count=n, card=group_name(group.name, lang))
        for group, n in groups
    ]
    return joined(parts, lang)


def _cards_text(rules: Rules, cards: RoleCards, decks: int, lang: str) -> str:
    """What the recipe takes for one role: its own cards, the spare cards the deal gives it (each
    by its name, "from the other deck" for that deck's), or blank cards with its name on them."""
    if cards.how == "spare":
        with phrases.speaking(lang):
            return phrases.spare_name(cards.spare, listed=True)
    if cards.how == "written":
        title = phrases.in_language_of(lang, phrases.written_name, cards.role, rules.preset)
        if cards.count == 1:
            return say(lang, "recipe_written_one", role=title)
        return say(lang, "recipe_written", role=title, count=cards.count)
    return _own_text(cards.code, cards.count, decks, lang)


def recipe_lines(rules: Rules, counts: dict[str, int], lang: str) -> list[str]:
    """What to take from the deck: one line per role (the number of decks first, when one is not
    enough)."""
    deal = plan(rules, counts)
    lines = [say(lang, "recipe_decks", decks=deal.decks)] if deal.decks > 1 else []
    lines += [
        say(
            lang,
            "recipe_cards",
            cards=_cards_text(rules, deal.of(role), deal.decks, lang),
            role=role_name(rules, role, lang),
        )
        for role in role_order()
        if counts.get(role, 0) > 0
    ]
    return lines


def recipe_notes(rules: Rules, counts: dict[str, int], lang: str) -> list[str]:
    """What the recipe says under its lines: where the other deck's cards come from, and that a
    role with no playing card has its name written on a blank card."""
    deal = plan(rules, counts)
    notes = [say(lang, "recipe_other_deck")] if deal.other_deck else []
    if deal.written:
        notes.append(say(lang, "recipe_written_note"))
    return notes


PITCH = 1.164  # DejaVu Sans: a line of type takes 1.164 times its size


def _text_height(text: str, width_mm: float, size_mm: float, bold: bool = False) -> float:
    """The height in mm that ``text`` takes, wrapped to ``width_mm`` at ``size_mm``, generously
    (the widths of :func:`~.protocol.type_width`, no font needed: the recipe's pages are laid out
    before the application that draws them starts)."""
    space = type_width(" ", size_mm, bold)
    lines, used = 1, 0.0
    for word in text.split():
        w = type_width(word, size_mm, bold)
        if used and used + space + w > width_mm:
            lines, used = lines + 1, w
        else:
            used += w + (space if used else 0.0)
    return lines * size_mm * PITCH


TOP, BOTTOM = 20.0, 20.0  # mm of the page's top and bottom the recipe leaves (the footer is there)

Drawn = Callable[[QPainter, float], None]
Block = tuple[float, float, Drawn]  # room above, height, drawing at y


def _blocks(rules: Rules, counts: dict[str, int], lang: str, title: str, width: float) -> list[Block]:
    """The recipe's parts, top to bottom: the title, the intro, a line per role, the notes, the
    count, and each role's duty; each with the room above it, its height and its drawing."""
    left = 20.0
    wrap = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap

    def text(
        x: float, w: float, h: float, words: str, size: float, bold: bool = False, flags: object = None
    ) -> Drawn:
        def drawn(p: QPainter, y: float) -> None:
            fit_text(p, mm_rect(x, y, w, h), words, size, bold=bold, flags=flags or left_aligned())

        return drawn

    def both(one: Drawn, two: Drawn) -> Drawn:
        def drawn(p: QPainter, y: float) -> None:
            one(p, y)
            two(p, y)

        return drawn

    blocks: list[Block] = [(0.0, 12.0, text(left, width, 12, title, 7, bold=True))]
    lines = recipe_lines(rules, counts, lang)
    intro = lines.pop(0) if decks_needed(rules, counts) > 1 else say(lang, "recipe_intro")
    blocks.append((4.0, 12.0, text(left, width, 12, intro, 4)))
    for k, line in enumerate(lines):
        h = _text_height(line, width - 6, 4.6) + 1
        blocks.append((4.0 if k == 0 else 2.5, h, text(left + 6, width - 6, h, line, 4.6)))
    for k, note in enumerate(recipe_notes(rules, counts, lang)):
        h = _text_height(note, width, 3.6) + 1
        blocks.append((5.5 if k == 0 else 2.0, h, text(left, width, h, note, 3.6)))
    total = say(lang, "recipe_total", count=sum(counts.values()))
    blocks.append((5.5, 8.0, text(left, width, 8, total, 4, bold=True)))
    first = True
    for role in role_order():
        if counts.get(role):
            words = duty(rules, role, lang)
            h = max(8.0, _text_height(words, width - 46, 3.4) + 1)
            name = text(left, 44, h, role_name(rules, role, lang), 3.6, bold=True, flags=wrap)
            said = text(left + 46, width - 46, h, words, 3.4, flags=wrap)
            blocks.append((10.0 if first else 2.0, h, both(name, said)))
            first = False
    return blocks


def _paged(blocks: list[Block], paper: str) -> list[list[tuple[float, Block]]]:
    """The blocks on pages, each at its y (mm): as many as fit above the bottom margin."""
    low = PAPERS[paper][1] - BOTTOM
    pages: list[list[tuple[float, Block]]] = [[]]
    y = TOP
    for block in blocks:
        above, h, _ = block
        top = y + (above if pages[-1] else 0.0)
        if pages[-1] and top + h > low:
            pages.append([])
            top = TOP
        pages[-1].append((top, block))
        y = top + h
    return pages


@in_print_language
def recipe(
    rules: Rules,
    counts: dict[str, int],
    paper: str = "a4",
    lang: str = "en",
    page: tuple[int, int] | None = None,
) -> Document:
    """The recipe's pages (as many as its lines take); ``page`` (the number of its first page, the
    file's pages) when it ends a longer file."""
    players = sum(counts.values())
    title = say(lang, "recipe_title", preset=preset_name(rules, lang), players=players)
    doc = Document(title, paper, lang=lang)
    width = PAPERS[paper][0] - 40
    pages = _paged(_blocks(rules, counts, lang, title, width), paper)
    first, total = page if page is not None else (1, len(pages))

    def draw(placed: list[tuple[float, Block]], n: int, p: QPainter, sheet: QRectF) -> None:
        for y, (_, _, drawn) in placed:
            drawn(p, y)
        if page is None and total == 1:
            footer(p, sheet, say(lang, "generated"))
        else:
            footer(p, sheet, say(lang, "page", page=first + n, pages=total))

    for n, placed in enumerate(pages):
        doc.pages.append(Page(functools.partial(draw, placed, n)))
    return doc


@in_print_language
def recipe_pages(rules: Rules, counts: dict[str, int], paper: str = "a4", lang: str = "en") -> int:
    """How many pages the recipe takes."""
    title = say(lang, "recipe_title", preset=preset_name(rules, lang), players=sum(counts.values()))
    return len(_paged(_blocks(rules, counts, lang, title, PAPERS[paper][0] - 40), paper))
