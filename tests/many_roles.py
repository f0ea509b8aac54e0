"""A deal with more roles than a standard deck has cards for: every registered role, and roles a
test registers with no playing card of their own (or with a card another role of the deal takes),
one of them dealt three times: the deck plan must still give each its own card, or say to write
its name on a blank card, and never take a number card from the civilians."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager

from mafia_desktop.engine.roles import ROLES, Role, registered
from mafia_desktop.engine.rules import PRESETS, Rules, recommended_counts


def _role(role_id: str, title: str, cards: tuple[tuple[str, str], ...] = (), most: int | None = 1) -> Role:
    return Role(
        role_id,
        "town",
        titles=(("", title),),
        duty="You have no night power; this role only tests the deck.",
        cards=cards,
        emblems=(("", "house"),),
        most=most,
    )


# Registered in this order (the registry's order is the deck plan's): the chorus first, dealt three
# times; a role that names the mafia's Jack, one that names the civilians' number cards; then
# twenty with no card at all, more than the spare cards of two decks.
CHORUS = _role("chorus", "Chorus", most=None)
CLERK = _role("clerk", "Clerk", cards=(("", "jack"),))
BAKER = _role("baker", "Baker", cards=(("", "number"),))
EXTRAS = [_role(f"extra{i:02d}", f"Extra {i}") for i in range(1, 21)]
TEST_ROLES = (CHORUS, CLERK, BAKER, *EXTRAS)


@contextmanager
def many_roles() -> Iterator[tuple[Role, ...]]:
    """The registry with the test's roles added, for the ``with`` block."""
    with ExitStack() as stack:
        for role in TEST_ROLES:
            stack.enter_context(registered(role))
        yield TEST_ROLES


def with_every_role(rules: Rules) -> Rules:
    """The rules with every registered role added (the house rules' extras)."""
    calls = tuple(dict.fromkeys((*rules.night_order, *(c for r in ROLES.values() for c in r.calls))))
    return dataclasses.replace(rules, roles=tuple(ROLES), night_order=calls)


def big_deal(preset: str) -> tuple[Rules, dict[str, int]]:
    """Every registered role dealt (the chorus three times, the others once more than nothing),
    beside the preset's recommended deal for its largest table (at most 30)."""
    rules = with_every_role(PRESETS[preset])
    counts = recommended_counts(PRESETS[preset], min(rules.max_players, 30))
    for role in ROLES:
        counts.setdefault(role, 3 if role == CHORUS.id else 1)
    return rules, counts
