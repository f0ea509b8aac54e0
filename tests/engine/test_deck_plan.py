"""The deck plan gives every role of a deal its own playing card, which no other role of the deal
uses, for any number of roles: the presets' own cards as they always were, then the spare cards
(the Jokers and the blank card, free Aces and faces, then the other deck's), then a blank card
with the role's name written on it. Civilians keep the number cards."""

from __future__ import annotations

import pytest

from mafia_desktop.engine.cards import NUMBERS, kind_cards
from mafia_desktop.engine.deck_plan import FIRST, OTHER, DeckPlan, plan, spare_cards, written_role
from mafia_desktop.engine.roles import ROLES, deck
from mafia_desktop.engine.rules import PRESETS, recommended_counts
from tests.many_roles import BAKER, CHORUS, CLERK, EXTRAS, big_deal, many_roles, with_every_role

OTHER_DECK_SPARES = 18  # its Aces, Kings, Queens and Jacks, and its two Jokers (its blank stays blank)


def physical(deal: DeckPlan, role: str) -> set[tuple[int, str, str]]:
    """The real cards that stand for a role in the deal (the first deck's, or the other's)."""
    entry = deal.of(role)
    if entry.how == "spare":
        return set(entry.spare)
    return {(FIRST, rank, suit) for rank, suit in kind_cards(entry.code)}


@pytest.mark.parametrize("preset", list(PRESETS))
def test_every_role_of_a_big_deal_has_a_card_no_other_role_uses(preset: str) -> None:
    with many_roles():
        rules, counts = big_deal(preset)
        deal = plan(rules, counts)
        dealt = [entry.role for entry in deal.dealt()]
        assert dealt == [r for r in ROLES if counts.get(r, 0) > 0], (
            "every role dealt, in the registry's order"
        )
        codes = [deal.code(r) for r in dealt]
        assert len(set(codes)) == len(codes), "two roles share a card"
        assert all(deal.role_of(deal.code(r)) == r for r in dealt), "a card maps back to one role"
        seen: set[tuple[int, str, str]] = set()
        for role in dealt:
            cards = physical(deal, role)
            assert not cards & seen, f"{role} shares real cards with another role"
            seen |= cards
            entry = deal.of(role)
            if role != "civilian":
                assert not {(d, r, s) for d, r, s in cards if r in NUMBERS}, f"{role} takes a number card"
            if entry.how == "spare":
                assert len(entry.spare) == entry.count, "one spare card for each card dealt"
                assert len({d for d, _, _ in entry.spare}) == 1, "a role's cards come from one deck"
        # Civilians keep their number cards; the preset's roles keep their own cards.
        assert deal.code("civilian") == ROLES["civilian"].card(preset)
        for role in ("mafia", "don", "detective", "doctor", "maniac", "lover", "bodyguard"):
            assert deal.of(role).how == "own" and deal.code(role) == ROLES[role].card(preset), role
        # A role with no card, or one another role's card, gets spare cards or a blank to write on.
        for role in (CHORUS, CLERK, BAKER, *EXTRAS):
            assert deal.of(role.id).how in ("spare", "written"), role.id
        # (which spare cards depends on how many roles the registry holds before it: three of one deck)
        chorus = spare_cards(deal.code(CHORUS.id))
        assert deal.of(CHORUS.id).how == "written" or (
            len(set(chorus)) == 3 and len({d for d, _, _ in chorus}) == 1
        )
        # Blank cards to write on only when no spare card is left: every card of the other deck is
        # taken by then, and every role after the first written one is written too.
        written = [r for r in dealt if deal.of(r).how == "written"]
        assert written, "more roles than two decks have spare cards for"
        assert sum(1 for c in seen if c[0] == OTHER) == OTHER_DECK_SPARES
        assert written == dealt[dealt.index(written[0]) :]
        assert all(written_role(deal.code(r)) == r for r in written)
        assert deal.other_deck and deal.written


@pytest.mark.parametrize("preset", list(PRESETS))
def test_the_plan_is_a_function_of_the_deal_alone(preset: str) -> None:
    with many_roles():
        rules, counts = big_deal(preset)
        once = plan(rules, counts)
        assert plan(rules, dict(reversed(counts.items()))) == once, "the order of the counts does not matter"
        assert plan(rules, dict(counts)) == once
        # Roles shown at card entry but dealt to no one take their cards last: they change nothing.
        shown = {**counts, **{r: 0 for r in ROLES if r not in counts}}
        assert plan(rules, shown).dealt() == once.dealt()


@pytest.mark.parametrize("preset", list(PRESETS))
def test_the_presets_deals_keep_their_own_cards(preset: str) -> None:
    rules = PRESETS[preset]
    for players in range(rules.min_players, rules.max_players + 1):
        counts = recommended_counts(rules, players)
        deal = plan(rules, counts)
        assert all(entry.how == "own" for entry in deal.roles)
        assert [(r, c) for r, c in deal.choices()] == [
            (r, ROLES[r].card(preset)) for r in ROLES if r in counts
        ]
        assert not deal.other_deck and not deal.written


def test_a_role_without_a_card_never_gets_a_civilians_card() -> None:
    """The registry's old fallback gave a role with no card "number": the civilians' own cards,
    so a card entered could not say which role it was."""
    with many_roles():
        cards = dict(deck("youth", ["civilian", "mafia", "detective", "doctor", EXTRAS[0].id, EXTRAS[1].id]))
        assert cards["civilian"] == "number"
        assert cards[EXTRAS[0].id] != "number" and cards[EXTRAS[1].id] != "number"
        assert len(set(cards.values())) == len(cards)
        assert spare_cards(cards[EXTRAS[0].id]) == ((FIRST, "Joker", "black"),)
        assert spare_cards(cards[EXTRAS[1].id]) == ((FIRST, "Joker", "red"),)
        # A role whose registered card is the civilians' gets a spare card too.
        baker = plan(PRESETS["classic"], {"civilian": 5, "mafia": 2, BAKER.id: 1})
        assert baker.code("civilian") == "number" and baker.of(BAKER.id).how == "spare"


def test_free_cards_of_the_first_deck_come_before_the_other_deck() -> None:
    """Classic without its house roles leaves the Jokers, the blank card and the Kings free (the
    Doctor and the Don are not dealt): the first roles with no card take them, in that order."""
    with many_roles():
        counts = {"civilian": 6, "mafia": 2, "detective": 1, **{r.id: 1 for r in EXTRAS[:9]}}
        rules = with_every_role(PRESETS["classic"])
        deal = plan(rules, counts)
        spares = [deal.of(r.id).spare[0] for r in EXTRAS[:9]]
        assert spares == [
            (FIRST, "Joker", "black"),
            (FIRST, "Joker", "red"),
            (FIRST, "blank", ""),
            (FIRST, "K", "spades"),
            (FIRST, "K", "hearts"),
            (FIRST, "K", "diamonds"),
            (FIRST, "K", "clubs"),
            (OTHER, "A", "spades"),
            (OTHER, "A", "hearts"),
        ]
