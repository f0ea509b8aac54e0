"""Which playing card stands for which role, for groups that deal a normal deck.

Seed 001 (youth): number card = civilian, Jack = mafia, King = medic, Ace = detective. Seed 003's
full rules (angel): King, Queen or Jack of clubs = mafia, Queen of hearts (of diamonds for a second
Angel) = Angel, red 2-9 = civilians. The classic and club seeds have no deck; ours follow the same
spirit (Queen = Don). Roles a house rule adds get the common card for that role.

>>> card_for("youth", "doctor"), card_for("club", "don"), card_for("angel", "mafia")
('king', 'queen', 'clubs_face')
"""

from __future__ import annotations

from typing import Final

PLAYING_CARDS: Final[dict[str, dict[str, str]]] = {
    "classic": {"civilian": "number", "mafia": "jack", "detective": "ace"},
    "youth": {"civilian": "number", "mafia": "jack", "doctor": "king", "detective": "ace"},
    "club": {"civilian": "number", "mafia": "jack", "don": "queen", "detective": "ace"},
    "angel": {
        "civilian": "red_number",
        "mafia": "clubs_face",
        "detective": "red_queen",
        "doctor": "red_king",
    },
}
COMMON: Final[dict[str, str]] = {
    "civilian": "number",
    "mafia": "jack",
    "don": "queen",
    "detective": "ace",
    "doctor": "king",
}


def card_for(preset: str, role: str) -> str:
    """The card code for a role under a preset (the UI turns codes into words)."""
    return PLAYING_CARDS.get(preset, {}).get(role, COMMON[role])


def deck_for(preset: str, roles: list[str]) -> list[tuple[str, str]]:
    """(role, card) for every role in play, civilians first: the choices on the card-entry panel."""
    order = ["civilian", "mafia", "don", "detective", "doctor"]
    return [(r, card_for(preset, r)) for r in order if r in roles]
