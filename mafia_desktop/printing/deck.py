"""The playing-card recipe: which cards to take from a standard deck for a deal.

A role's playing card (``Role.cards`` in the registry) is a *card kind*: a code of
:data:`~mafia_desktop.engine.roles.CARD_NAMES`, whose name the card-entry panel shows. Here each
kind is the real cards of a 52-card deck that stand for it, in groups taken in order: the Angel
rules' mafia are the King, Queen and Jack of clubs first (their seed), then the spades' and the red
Jacks when a big table needs more. The recipe takes the first cards of each role's kind; when a
role needs more than one deck holds, it asks for more decks with the same back (never cards that
do not exist), and says so.

>>> kind_size("jack"), kind_size("number"), kind_size("clubs_face")
(4, 36, 8)
>>> from mafia_desktop.engine.rules import PRESETS
>>> decks_needed(PRESETS["classic"], {"mafia": 7, "detective": 1, "civilian": 22})
1
>>> decks_needed(PRESETS["youth"], {"mafia": 5, "civilian": 10})
2
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter

from mafia_desktop.engine.roles import QT_TRANSLATE_NOOP, ROLES
from mafia_desktop.engine.rules import Rules
from mafia_desktop.printing.common import (
    card_name,
    duty,
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

# --- the cards of a standard deck ---------------------------------------------------------------

SUITS = ("clubs", "diamonds", "hearts", "spades")
RED = ("hearts", "diamonds")
BLACK = ("clubs", "spades")
NUMBERS = ("2", "3", "4", "5", "6", "7", "8", "9", "10")
RANKS = (*NUMBERS, "J", "Q", "K", "A")
DECK: frozenset[tuple[str, str]] = frozenset((rank, suit) for rank in RANKS for suit in SUITS)


@dataclass(frozen=True, slots=True)
class Group:
    """Cards of one deck that are alike for the recipe: take any of them (``name`` is an English
    source of the "Cards" context; one card's own name when the group is one card)."""

    name: str
    cards: frozenset[tuple[str, str]]


def _group(name: str, ranks: tuple[str, ...], suits: tuple[str, ...]) -> Group:
    return Group(name, frozenset((rank, suit) for rank in ranks for suit in suits))


JACKS = _group(QT_TRANSLATE_NOOP("Cards", "Jack"), ("J",), SUITS)
QUEENS = _group(QT_TRANSLATE_NOOP("Cards", "Queen"), ("Q",), SUITS)
KINGS = _group(QT_TRANSLATE_NOOP("Cards", "King"), ("K",), SUITS)
ACES = _group(QT_TRANSLATE_NOOP("Cards", "Ace"), ("A",), SUITS)

# Every kind a role of the registry names, as groups in the order the recipe takes them.
KINDS: dict[str, tuple[Group, ...]] = {
    "number": (_group(QT_TRANSLATE_NOOP("Cards", "number card (2-10)"), NUMBERS, SUITS),),
    "jack": (JACKS,),
    "queen": (QUEENS,),
    "king": (KINGS,),
    "ace": (ACES,),
    "jack_queen": (JACKS, QUEENS),
    "red_king": (
        _group(QT_TRANSLATE_NOOP("Cards", "King of hearts"), ("K",), ("hearts",)),
        _group(QT_TRANSLATE_NOOP("Cards", "King of diamonds"), ("K",), ("diamonds",)),
    ),
    "black_king": (
        _group(QT_TRANSLATE_NOOP("Cards", "King of clubs"), ("K",), ("clubs",)),
        _group(QT_TRANSLATE_NOOP("Cards", "King of spades"), ("K",), ("spades",)),
    ),
    "red_queen": (
        _group(QT_TRANSLATE_NOOP("Cards", "Queen of hearts"), ("Q",), ("hearts",)),
        _group(QT_TRANSLATE_NOOP("Cards", "Queen of diamonds"), ("Q",), ("diamonds",)),
    ),
    "black_ace": (
        _group(QT_TRANSLATE_NOOP("Cards", "Ace of spades"), ("A",), ("spades",)),
        _group(QT_TRANSLATE_NOOP("Cards", "Ace of clubs"), ("A",), ("clubs",)),
    ),
    "clubs_face": (
        _group(QT_TRANSLATE_NOOP("Cards", "King of clubs"), ("K",), ("clubs",)),
        _group(QT_TRANSLATE_NOOP("Cards", "Queen of clubs"), ("Q",), ("clubs",)),
        _group(QT_TRANSLATE_NOOP("Cards", "Jack of clubs"), ("J",), ("clubs",)),
        _group(QT_TRANSLATE_NOOP("Cards", "King of spades"), ("K",), ("spades",)),
        _group(QT_TRANSLATE_NOOP("Cards", "Queen of spades"), ("Q",), ("spades",)),
        _group(QT_TRANSLATE_NOOP("Cards", "Jack of spades"), ("J",), ("spades",)),
        _group(QT_TRANSLATE_NOOP("Cards", "Jack of hearts"), ("J",), ("hearts",)),
        _group(QT_TRANSLATE_NOOP("Cards", "Jack of diamonds"), ("J",), ("diamonds",)),
    ),
    "red_number": (
        _group(QT_TRANSLATE_NOOP("Cards", "red card (2-9)"), NUMBERS[:-1], RED),
        _group(QT_TRANSLATE_NOOP("Cards", "black card (2-9)"), NUMBERS[:-1], BLACK),
        _group(QT_TRANSLATE_NOOP("Cards", "Ten"), ("10",), SUITS),
    ),
}


def kind_cards(kind: str) -> frozenset[tuple[str, str]]:
    """Every card of one deck that may stand for a kind (empty for a kind this module does not
    know, such as one a test registers)."""
    return frozenset(card for group in KINDS.get(kind, ()) for card in group.cards)


def kind_size(kind: str) -> int:
    """How many cards of one 52-card deck the kind has (0: not known)."""
    return len(kind_cards(kind))


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
    for group in KINDS.get(kind, ()):
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
        card_name(group.name, lang)
        if len(group.cards) == 1 and n == 1
        else say(lang, "recipe_count", count=n, card=card_name(group.name, lang))
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


def recipe(rules: Rules, counts: dict[str, int], paper: str = "a4", lang: str = "en") -> Document:
    players = sum(counts.values())
    title = say(lang, "recipe_title", preset=preset_name(rules, lang), players=players)
    doc = Document(title, paper)

    def draw(p: QPainter, page: QRectF) -> None:
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
        footer(p, page, say(lang, "generated"))

    doc.pages.append(Page(draw))
    return doc
