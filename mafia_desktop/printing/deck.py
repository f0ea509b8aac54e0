"""The playing-card recipe: which cards to take from a standard deck for a deal.

A role's playing card (``Role.cards`` in the registry) is a *card kind* of the one card registry
(:data:`~mafia_desktop.engine.cards.CARDS`): its name, which the card-entry panel shows, and the
real cards of a standard deck that stand for it, in groups taken in order. The recipe takes the
first cards of each role's kind; when a role needs more than one deck holds, it asks for more decks
with the same back (never cards that do not exist), and says so.

>>> from mafia_desktop.engine.rules import PRESETS
>>> decks_needed(PRESETS["classic"], {"mafia": 7, "detective": 1, "civilian": 22})
1
>>> decks_needed(PRESETS["youth"], {"mafia": 5, "civilian": 10})
2
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter

from mafia_desktop.engine.cards import CARDS, Group, kind_size
from mafia_desktop.engine.roles import ROLES
from mafia_desktop.engine.rules import Rules
from mafia_desktop.printing.common import (
    card_name,
    duty,
    group_name,
    left_aligned,
    preset_name,
    role_name,
    role_order,
    say,
)
from mafia_desktop.printing.pages import (
    MM,
    PAPERS,
    Document,
    Page,
    fit_text,
    font,
    footer,
    mm_rect,
)

# The real cards of each card kind live in the one card registry (``engine/cards.py``).


def _needs(rules: Rules, counts: dict[str, int]) -> dict[str, int]:
    """How many cards of each kind the deal takes."""
    needs: dict[str, int] = {}
    for role in role_order():
        if n := counts.get(role, 0):
            kind = ROLES[role].card(rules.preset)
            needs[kind] = needs.get(kind, 0) + n
    return needs


def decks_needed(rules: Rules, counts: dict[str, int]) -> int:
    """How many standard decks (with the same back) hold every card the deal takes."""
    decks = 1
    for kind, n in _needs(rules, counts).items():
        if size := kind_size(kind):
            decks = max(decks, -(-n // size))
    return decks


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


def _cards_text(kind: str, count: int, decks: int, lang: str) -> str:
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
    return ", ".join(parts)


def recipe_lines(rules: Rules, counts: dict[str, int], lang: str) -> list[str]:
    """What to take from the deck: one line per role (the number of decks first, when one is not
    enough)."""
    decks = decks_needed(rules, counts)
    lines = [say(lang, "recipe_decks", decks=decks)] if decks > 1 else []
    lines += [
        say(
            lang,
            "recipe_cards",
            cards=_cards_text(ROLES[role].card(rules.preset), n, decks, lang),
            role=role_name(rules, role, lang),
        )
        for role in role_order()
        if (n := counts.get(role, 0))
    ]
    return lines


def _text_height(text: str, width_mm: float, size_mm: float, bold: bool = False) -> float:
    """The height in mm that ``text`` takes, wrapped to ``width_mm`` at ``size_mm``."""
    flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
    bound = QFontMetricsF(font(size_mm, bold)).boundingRect(
        QRectF(0, 0, width_mm * MM, 1000 * MM), int(flags.value), text
    )
    return bound.height() / MM


def recipe(
    rules: Rules,
    counts: dict[str, int],
    paper: str = "a4",
    lang: str = "en",
    page: tuple[int, int] | None = None,
) -> Document:
    """The recipe's page; ``page`` (its number, the file's pages) when it ends a longer file."""
    players = sum(counts.values())
    title = say(lang, "recipe_title", preset=preset_name(rules, lang), players=players)
    doc = Document(title, paper)

    def draw(p: QPainter, sheet: QRectF) -> None:
        left, width = 20.0, PAPERS[paper][0] - 40
        fit_text(p, mm_rect(left, 20, width, 12), title, 7, bold=True, flags=left_aligned())
        lines = recipe_lines(rules, counts, lang)
        intro = lines.pop(0) if decks_needed(rules, counts) > 1 else say(lang, "recipe_intro")
        fit_text(p, mm_rect(left, 36, width, 12), intro, 4, flags=left_aligned())
        y = 52.0
        for line in lines:
            h = _text_height(line, width - 6, 4.6) + 1
            fit_text(p, mm_rect(left + 6, y, width - 6, h), line, 4.6, flags=left_aligned())
            y += h + 2.5
        fit_text(
            p,
            mm_rect(left, y + 3, width, 8),
            say(lang, "recipe_total", count=players),
            4,
            bold=True,
            flags=left_aligned(),
        )
        y += 18
        for role in role_order():
            if counts.get(role):
                text = duty(rules, role, lang)
                h = max(8.0, _text_height(text, width - 46, 3.4) + 1)
                fit_text(
                    p,
                    mm_rect(left, y, 44, h),
                    role_name(rules, role, lang),
                    3.6,
                    bold=True,
                    flags=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                )
                fit_text(
                    p,
                    mm_rect(left + 46, y, width - 46, h),
                    text,
                    3.4,
                    flags=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                )
                y += h + 2
        footer(p, sheet, say(lang, "page", page=page[0], pages=page[1]) if page else say(lang, "generated"))

    doc.pages.append(Page(draw))
    return doc
