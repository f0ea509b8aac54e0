"""The printable documents: role cards with their backs, the playing-card recipe, fold-over cards,
the referee's sheet (the club protocol for club games) and a finished game's protocol."""

from __future__ import annotations

from mafia_desktop.printing.cards import fold_over, role_cards
from mafia_desktop.printing.common import dealt_list
from mafia_desktop.printing.deck import recipe, recipe_lines
from mafia_desktop.printing.sheets import club_protocol, game_protocol, referee_sheet

__all__ = [
    "club_protocol",
    "dealt_list",
    "fold_over",
    "game_protocol",
    "recipe",
    "recipe_lines",
    "referee_sheet",
    "role_cards",
]
