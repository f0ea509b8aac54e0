"""The printable documents: role cards with their backs, the playing-card recipe, fold-over cards,
the referee's sheet, the game protocol (the club's protocol for rules with nominations) and the
game log (the cards and the whole timeline)."""

from __future__ import annotations

from mafia_desktop.engine.rules import Rules
from mafia_desktop.printing.cards import role_cards
from mafia_desktop.printing.common import dealt_list
from mafia_desktop.printing.deck import recipe, recipe_lines, recipe_pages
from mafia_desktop.printing.folds import fold_over
from mafia_desktop.printing.pages import Document
from mafia_desktop.printing.sheets import club_protocol, game_log, game_protocol, referee_sheet


def deal(
    rules: Rules, counts: dict[str, int], paper: str = "a4", lang: str = "en", seed: int | None = None
) -> Document:
    """The deal in one file: the role cards with their backs, then the deck's recipe, numbered
    through ("Page 5 of 5" on the recipe's last page)."""
    after = recipe_pages(rules, counts, paper, lang)
    cards = role_cards(rules, counts, paper, lang, seed=seed, pages_after=after)
    first = len(cards.pages) + 1
    cards.pages += recipe(rules, counts, paper, lang, page=(first, first + after - 1)).pages
    return cards


__all__ = [
    "club_protocol",
    "deal",
    "dealt_list",
    "fold_over",
    "game_log",
    "game_protocol",
    "recipe",
    "recipe_lines",
    "referee_sheet",
    "role_cards",
]
