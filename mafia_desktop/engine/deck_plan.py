"""Which playing card stands for each role of a deal: every role its own card, which no other role
of the deal uses, for any number of roles; read by the printed deck recipe, the printed role cards,
the rulebook and the card-entry screens (a card entered maps back to exactly one role).

The plan is a pure function of the preset and the deal (role -> count), taken in three steps:

1. **Own cards.** Each role dealt, in the registry's order (civilians first), keeps the card kind
   the registry names for it under the preset (``Role.cards``): the recipes of the presets as they
   always were. Not when it names none, or when its cards are another role's of the deal (an
   earlier role's kind, or any of its cards) or number cards (2–10 are the civilians', always).
2. **Spare cards**, in this order: the Jokers and the blank card of the deck, then its Aces and
   faces that no role of the deal takes; then an **other deck** (a second deck, whose back may
   differ: the recipe says so): its Aces, Kings, Queens and Jacks (spades, hearts, diamonds,
   clubs), then its Jokers. A role dealt n times takes n of them from the same deck. Number cards
   are never spare.
3. **Written cards.** When none are left, the role's cards are blank cards with its name written
   on them.

Roles of the deal no one is dealt (a count of 0: the card-entry screens still show them) get their
cards last, so they never change the cards of the roles dealt.

>>> p = plan_for("youth", {"civilian": 8, "mafia": 2, "detective": 1, "doctor": 1, "maniac": 1})
>>> [(c.role, c.code, c.how) for c in p.roles]
[('civilian', 'number', 'own'), ('mafia', 'jack', 'own'), ('detective', 'ace', 'own'), ('doctor', 'king', 'own'), ('maniac', 'black_joker', 'own')]
>>> p.decks, p.other_deck
(1, False)
>>> spare_cards("spare:1/Joker/red+2/A/spades")
((1, 'Joker', 'red'), (2, 'A', 'spades'))
>>> written_role("written:jester")
'jester'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from .cards import NUMBERS, SUIT_ORDER, SUITS, kind_cards, kind_size
from .roles import ROLES

if TYPE_CHECKING:
    from .rules import Rules

FIRST: Final = 1  # the deck (or the decks with one back) of the roles' own cards
OTHER: Final = 2  # the other deck, for spare cards when the first has none left

SPARE_PREFIX: Final = "spare:"
WRITTEN_PREFIX: Final = "written:"

Card = tuple[int, str, str]  # (deck, rank, suit): FIRST or OTHER, "A" / "K" / "Q" / "J" / "Joker" / "blank"

_EXTRAS: Final = (("Joker", "black"), ("Joker", "red"), ("blank", ""))
_FACES: Final = tuple((rank, suit) for rank in ("A", "K", "Q", "J") for suit in SUIT_ORDER)
_NUMBER_CARDS: Final = frozenset((rank, suit) for rank in NUMBERS for suit in SUITS)


@dataclass(frozen=True, slots=True)
class RoleCards:
    """The cards of one role of a deal: ``code`` names them (a registered card kind for ``own``,
    else a code :func:`spare_cards` or :func:`written_role` reads); ``how`` is ``own``, ``spare``
    (``spare`` lists the real cards) or ``written`` (blank cards with the role's name on them)."""

    role: str
    count: int
    code: str
    how: str
    spare: tuple[Card, ...] = ()


@dataclass(frozen=True, slots=True)
class DeckPlan:
    """A deal's cards: each role's, in the registry's order; ``decks``: how many standard decks
    with the same back hold the roles' own cards."""

    preset: str
    roles: tuple[RoleCards, ...]
    decks: int

    def of(self, role: str) -> RoleCards:
        """The cards of one role of the deal (KeyError for a role the deal does not have)."""
        for entry in self.roles:
            if entry.role == role:
                return entry
        raise KeyError(role)

    def code(self, role: str) -> str:
        return self.of(role).code

    def dealt(self) -> tuple[RoleCards, ...]:
        """The roles dealt at least once."""
        return tuple(entry for entry in self.roles if entry.count > 0)

    @property
    def other_deck(self) -> bool:
        """Whether the deal takes cards of the other deck."""
        return any(deck == OTHER for entry in self.dealt() for deck, _, _ in entry.spare)

    @property
    def written(self) -> bool:
        """Whether some role of the deal has no playing card (its name is written on blanks)."""
        return any(entry.how == "written" for entry in self.dealt())

    def choices(self) -> list[tuple[str, str]]:
        """(role, code) of every role, in the registry's order: the card-entry buttons."""
        return [(entry.role, entry.code) for entry in self.roles]

    def role_of(self, code: str) -> str | None:
        """The one role a card stands for in this deal (None: no role's)."""
        return next((entry.role for entry in self.roles if entry.code == code), None)


def spare_code(cards: tuple[Card, ...]) -> str:
    return SPARE_PREFIX + "+".join(f"{deck}/{rank}/{suit}" for deck, rank, suit in cards)


def spare_cards(code: str) -> tuple[Card, ...] | None:
    """The real cards a spare code stands for (None: not a spare code)."""
    if not code.startswith(SPARE_PREFIX):
        return None
    out: list[Card] = []
    for part in code.removeprefix(SPARE_PREFIX).split("+"):
        deck, rank, suit = part.split("/")
        out.append((int(deck), rank, suit))
    return tuple(out)


def written_role(code: str) -> str | None:
    """The role whose name a written card bears (None: not a written card's code)."""
    return code.removeprefix(WRITTEN_PREFIX) if code.startswith(WRITTEN_PREFIX) else None


def plan(rules: Rules, counts: Mapping[str, int]) -> DeckPlan:
    """The cards of a deal under ``rules`` (see the module's words)."""
    return plan_for(rules.preset, counts)


def plan_for(preset: str, counts: Mapping[str, int]) -> DeckPlan:
    """The cards of a deal of ``counts`` (role -> how many; roles of 0 are shown, not dealt) in a
    deck dealt under ``preset``."""
    order = [r for r in ROLES if r in counts]
    dealt = [r for r in order if counts[r] > 0 or r == "civilian"]
    later = [r for r in order if r not in dealt]
    taken: set[tuple[str, str]] = set()  # (rank, suit) of the first deck some role's own kind has
    codes: set[str] = set()
    own: dict[str, str] = {}
    for group in (dealt, later):
        for role in group:
            code = ROLES[role].card(preset)
            if code is None or code in codes:
                continue
            cards = kind_cards(code)
            if cards & taken or (role != "civilian" and cards & _NUMBER_CARDS):
                continue
            own[role] = code
            codes.add(code)
            taken |= cards
    free: dict[int, list[tuple[str, str]]] = {
        FIRST: [c for c in (*_EXTRAS, *_FACES) if c not in taken],
        OTHER: [*_FACES, *_EXTRAS[:2]],  # its blank card stays blank, for a name to be written on
    }
    entries: dict[str, RoleCards] = {}
    for group in (dealt, later):
        for role in group:
            n = max(1, counts[role])
            if role in own:
                entries[role] = RoleCards(role, counts[role], own[role], "own")
                continue
            deck = next((d for d in (FIRST, OTHER) if len(free[d]) >= n), None)
            if deck is None:
                entries[role] = RoleCards(role, counts[role], WRITTEN_PREFIX + role, "written")
                continue
            chosen = tuple((deck, rank, suit) for rank, suit in free[deck][:n])
            del free[deck][:n]
            entries[role] = RoleCards(role, counts[role], spare_code(chosen), "spare", chosen)
    decks = 1
    for role in dealt:
        entry = entries[role]
        if entry.how == "own" and (size := kind_size(entry.code)):
            decks = max(decks, -(-entry.count // size))
    return DeckPlan(preset, tuple(entries[r] for r in order), decks)
