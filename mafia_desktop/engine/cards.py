"""The playing cards that stand for roles: one registry, read by the card-entry panel (a card's
name) and the printed deck recipe (the real cards of a standard deck it takes).

A role's ``cards`` (in :mod:`.roles`) names a *card kind* by its code; each kind is one or more
groups of real cards, taken in order: the Angel rules' mafia are the King, Queen and Jack of clubs
first (their seed), then the spades' and the red Jacks when a big table needs more. A standard deck
here is 52 cards and two Jokers, one black and one red, and the spare blank card most decks come
with.

>>> kind_size("jack"), kind_size("number"), kind_size("clubs_face")
(4, 36, 8)
>>> CARDS["jack_queen"].name
'Jack or Queen'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    """Marks an English source for the catalogue (the engine itself never translates)."""
    return text


SUITS: Final = ("clubs", "diamonds", "hearts", "spades")
RED: Final = ("hearts", "diamonds")
BLACK: Final = ("clubs", "spades")
NUMBERS: Final = ("2", "3", "4", "5", "6", "7", "8", "9", "10")
RANKS: Final = (*NUMBERS, "J", "Q", "K", "A")
EXTRA: Final = frozenset({("Joker", "black"), ("Joker", "red"), ("blank", "")})
DECK: Final[frozenset[tuple[str, str]]] = frozenset((rank, suit) for rank in RANKS for suit in SUITS) | EXTRA


@dataclass(frozen=True, slots=True)
class Group:
    """Cards of one deck that are alike for the recipe: take any of them (``name`` is an English
    source of the "Cards" context; one card's own name when the group is one card)."""

    name: str
    cards: frozenset[tuple[str, str]]


@dataclass(frozen=True, slots=True)
class CardKind:
    """A playing card that stands for a role: its name on the card-entry panel (an English source
    of the "Cards" context) and the groups of real cards the recipe takes, in order (none: a card
    this deck does not have, such as one a test makes up; the recipe then names it)."""

    code: str
    name: str
    groups: tuple[Group, ...] = ()

    @property
    def cards(self) -> frozenset[tuple[str, str]]:
        return frozenset(card for group in self.groups for card in group.cards)


def group(name: str, ranks: tuple[str, ...], suits: tuple[str, ...]) -> Group:
    return Group(name, frozenset((rank, suit) for rank in ranks for suit in suits))


JACKS = group(QT_TRANSLATE_NOOP("Cards", "Jack"), ("J",), SUITS)
QUEENS = group(QT_TRANSLATE_NOOP("Cards", "Queen"), ("Q",), SUITS)
KINGS = group(QT_TRANSLATE_NOOP("Cards", "King"), ("K",), SUITS)
ACES = group(QT_TRANSLATE_NOOP("Cards", "Ace"), ("A",), SUITS)

CARDS: dict[str, CardKind] = {}


def register_card(kind: CardKind) -> CardKind:
    """Add a card kind (a role's registry entry does, for a card of its own)."""
    CARDS[kind.code] = kind
    return kind


def kind_cards(code: str) -> frozenset[tuple[str, str]]:
    """Every card of one deck that may stand for a kind (empty for a card the deck lacks)."""
    known = CARDS.get(code)
    return known.cards if known is not None else frozenset()


def kind_size(code: str) -> int:
    """How many cards of one deck the kind has (0: not known)."""
    return len(kind_cards(code))


# Each single card a deal may give a role with no card of its own (:mod:`.deck_plan`), by its
# name: the Jokers, the blank card, the Aces and the faces.
SUIT_ORDER: Final = ("spades", "hearts", "diamonds", "clubs")
SINGLE_NAMES: Final[dict[tuple[str, str], str]] = {
    ("Joker", "black"): QT_TRANSLATE_NOOP("Cards", "black Joker"),
    ("Joker", "red"): QT_TRANSLATE_NOOP("Cards", "red Joker"),
    ("blank", ""): QT_TRANSLATE_NOOP("Cards", "blank card"),
    ("A", "spades"): QT_TRANSLATE_NOOP("Cards", "Ace of spades"),
    ("A", "hearts"): QT_TRANSLATE_NOOP("Cards", "Ace of hearts"),
    ("A", "diamonds"): QT_TRANSLATE_NOOP("Cards", "Ace of diamonds"),
    ("A", "clubs"): QT_TRANSLATE_NOOP("Cards", "Ace of clubs"),
    ("K", "spades"): QT_TRANSLATE_NOOP("Cards", "King of spades"),
    ("K", "hearts"): QT_TRANSLATE_NOOP("Cards", "King of hearts"),
    ("K", "diamonds"): QT_TRANSLATE_NOOP("Cards", "King of diamonds"),
    ("K", "clubs"): QT_TRANSLATE_NOOP("Cards", "King of clubs"),
    ("Q", "spades"): QT_TRANSLATE_NOOP("Cards", "Queen of spades"),
    ("Q", "hearts"): QT_TRANSLATE_NOOP("Cards", "Queen of hearts"),
    ("Q", "diamonds"): QT_TRANSLATE_NOOP("Cards", "Queen of diamonds"),
    ("Q", "clubs"): QT_TRANSLATE_NOOP("Cards", "Queen of clubs"),
    ("J", "spades"): QT_TRANSLATE_NOOP("Cards", "Jack of spades"),
    ("J", "hearts"): QT_TRANSLATE_NOOP("Cards", "Jack of hearts"),
    ("J", "diamonds"): QT_TRANSLATE_NOOP("Cards", "Jack of diamonds"),
    ("J", "clubs"): QT_TRANSLATE_NOOP("Cards", "Jack of clubs"),
}

for _kind in (
    CardKind(
        "number",
        QT_TRANSLATE_NOOP("Cards", "number card (2–10)"),
        (group(QT_TRANSLATE_NOOP("Cards", "number card (2–10)"), NUMBERS, SUITS),),
    ),
    CardKind("jack", QT_TRANSLATE_NOOP("Cards", "Jack"), (JACKS,)),
    CardKind("queen", QT_TRANSLATE_NOOP("Cards", "Queen"), (QUEENS,)),
    CardKind("king", QT_TRANSLATE_NOOP("Cards", "King"), (KINGS,)),
    CardKind("ace", QT_TRANSLATE_NOOP("Cards", "Ace"), (ACES,)),
    CardKind("jack_queen", QT_TRANSLATE_NOOP("Cards", "Jack or Queen"), (JACKS, QUEENS)),
    CardKind(
        "red_king",
        QT_TRANSLATE_NOOP("Cards", "King of hearts or diamonds"),
        (
            group(QT_TRANSLATE_NOOP("Cards", "King of hearts"), ("K",), ("hearts",)),
            group(QT_TRANSLATE_NOOP("Cards", "King of diamonds"), ("K",), ("diamonds",)),
        ),
    ),
    CardKind(
        "black_king",
        QT_TRANSLATE_NOOP("Cards", "King of clubs or spades"),
        (
            group(QT_TRANSLATE_NOOP("Cards", "King of clubs"), ("K",), ("clubs",)),
            group(QT_TRANSLATE_NOOP("Cards", "King of spades"), ("K",), ("spades",)),
        ),
    ),
    CardKind(
        "red_queen",
        QT_TRANSLATE_NOOP("Cards", "Queen of hearts or diamonds"),
        (
            group(QT_TRANSLATE_NOOP("Cards", "Queen of hearts"), ("Q",), ("hearts",)),
            group(QT_TRANSLATE_NOOP("Cards", "Queen of diamonds"), ("Q",), ("diamonds",)),
        ),
    ),
    CardKind(
        "black_ace",
        QT_TRANSLATE_NOOP("Cards", "Ace of spades or clubs"),
        (
            group(QT_TRANSLATE_NOOP("Cards", "Ace of spades"), ("A",), ("spades",)),
            group(QT_TRANSLATE_NOOP("Cards", "Ace of clubs"), ("A",), ("clubs",)),
        ),
    ),
    CardKind(
        "clubs_face",
        QT_TRANSLATE_NOOP("Cards", "Jack, black King or Queen"),
        (
            group(QT_TRANSLATE_NOOP("Cards", "King of clubs"), ("K",), ("clubs",)),
            group(QT_TRANSLATE_NOOP("Cards", "Queen of clubs"), ("Q",), ("clubs",)),
            group(QT_TRANSLATE_NOOP("Cards", "Jack of clubs"), ("J",), ("clubs",)),
            group(QT_TRANSLATE_NOOP("Cards", "King of spades"), ("K",), ("spades",)),
            group(QT_TRANSLATE_NOOP("Cards", "Queen of spades"), ("Q",), ("spades",)),
            group(QT_TRANSLATE_NOOP("Cards", "Jack of spades"), ("J",), ("spades",)),
            group(QT_TRANSLATE_NOOP("Cards", "Jack of hearts"), ("J",), ("hearts",)),
            group(QT_TRANSLATE_NOOP("Cards", "Jack of diamonds"), ("J",), ("diamonds",)),
        ),
    ),
    CardKind(
        "red_number",
        QT_TRANSLATE_NOOP("Cards", "number card (2–10)"),
        (
            group(QT_TRANSLATE_NOOP("Cards", "red card (2–9)"), NUMBERS[:-1], RED),
            group(QT_TRANSLATE_NOOP("Cards", "black card (2–9)"), NUMBERS[:-1], BLACK),
            group(QT_TRANSLATE_NOOP("Cards", "Ten"), ("10",), SUITS),
        ),
    ),
):
    register_card(_kind)
