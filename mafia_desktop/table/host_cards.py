"""The host enters the deal of a real or printed deck: who holds which card (referee console only).

Plain Python: the screen (:mod:`mafia_desktop.ui.table.host_deal`) renders it and forwards taps. One
screen for the whole deal: tap a seat, tap the card its player holds; the next seat with no card is
picked by itself, so a host going round the circle taps only cards. The game starts once every seat
has a card and the cards add up to the deal chosen in set-up.

>>> h = HostCards(["Ann", "Bob", "Cid"], {"mafia": 1, "civilian": 2})
>>> h.card("mafia"); h.selected
'Bob'
>>> h.card("civilian"); h.card("civilian"); h.problem(), h.done
(None, True)
>>> h.pick("Ann"); h.card("civilian"); h.problem()
('counts', (('civilian', 3, 2), ('mafia', 0, 1)))
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field


@dataclass
class HostCards:
    players: list[str]
    counts: Mapping[str, int]  # role -> how many were dealt (set-up's deal)
    held: dict[str, str] = field(default_factory=dict)  # player -> role of the card they hold
    selected: str | None = None  # the seat the next card goes to

    def __post_init__(self) -> None:
        self.held = {p: r for p, r in self.held.items() if p in self.players and r in self.counts}
        if self.selected not in self.players:
            self.selected = self._next_free(None)

    def pick(self, player: str) -> None:
        """The seat a card goes to next."""
        if player in self.players:
            self.selected = player

    def card(self, role: str) -> None:
        """The selected seat holds this card; the next seat without one is selected."""
        if self.selected is None or role not in self.counts:
            return
        self.held[self.selected] = role
        self.selected = self._next_free(self.selected)

    def clear(self) -> None:
        """The selected seat's card taken off again (a tap on the wrong card)."""
        if self.selected is not None:
            self.held.pop(self.selected, None)

    def _next_free(self, after: str | None) -> str | None:
        start = self.players.index(after) + 1 if after in self.players else 0
        order = self.players[start:] + self.players[:start]
        return next((p for p in order if p not in self.held), after if after is not None else None)

    def given(self, role: str) -> int:
        return sum(1 for r in self.held.values() if r == role)

    def problem(self) -> tuple[str, tuple[object, ...]] | None:
        """Why the game cannot start yet: ``("missing", (names...))`` seats with no card, or
        ``("counts", ((role, entered, dealt)...))`` cards that do not add up; None when it can."""
        missing = tuple(p for p in self.players if p not in self.held)
        if missing:
            return ("missing", missing)
        wrong = tuple((r, self.given(r), n) for r, n in sorted(self.counts.items()) if self.given(r) != n)
        return ("counts", wrong) if wrong else None

    @property
    def done(self) -> bool:
        return self.problem() is None

    def roles(self) -> dict[str, str]:
        return dict(self.held)

    def to_json(self) -> dict[str, object]:
        return {"held": dict(self.held), "selected": self.selected}
