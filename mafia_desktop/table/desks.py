"""The desks the table's surfaces ask the game through: the referee's full view (a game with a
referee only) and the private panel's (one player's view; the inputs and answers of a role woken
with the laptop in the middle, without saying who holds it). Plain Python: the Qt controller makes
them on its game, and the flow's tests on theirs."""

from __future__ import annotations

from collections.abc import Callable

from mafia_desktop.engine.events import Acted, PhaseBegan
from mafia_desktop.engine.game import Game
from mafia_desktop.engine.inputs import Input, NightInput
from mafia_desktop.engine.roles import ROLES, acts_of_call
from mafia_desktop.engine.views import REFEREE, TableView, player, view_for

__all__ = ["PrivateDesk", "RefereeDesk"]


class RefereeDesk:
    """The referee's full view, for the referee console's deliberate reveals only. Made only for a
    game that has a referee (see :meth:`GameController.referee_desk`)."""

    def __init__(self, game: Callable[[], Game], version: Callable[[], int]) -> None:
        self._game = game
        self._version = version
        self._made: tuple[int, TableView] | None = None

    def view(self) -> TableView:
        """Made once per state of the game (the night's steps ask for it often)."""
        version = self._version()
        if self._made is None or self._made[0] != version:
            self._made = (version, view_for(self._game(), REFEREE))
        return self._made[1]


class PrivateDesk:
    """What the private panel may ask: one player's own view, and the inputs and answers of a role
    woken with the laptop in the middle. The shared screen never holds one."""

    def __init__(self, game: Callable[[], Game]) -> None:
        self._game = game

    def player_view(self, name: str) -> TableView:
        return view_for(self._game(), player(name))

    def wake_inputs(self, call: str, target: str) -> list[Input]:
        """The inputs of the role ``call`` (mafia, don, detective, doctor) picking ``target``:
        every living mafioso shoots (one for a team shot); a dead role enters nothing."""
        game = self._game()
        living = [p for p in game.players if game.is_alive(p)]
        out: list[Input] = []
        for act in acts_of_call(call):
            makers = [p for p in living if act.id in ROLES[game.role_of(p)].night_acts]
            if act.behaviour.shared:
                makers = [p for p in makers if p != target]
                if game.rules.kill == "team":
                    makers = makers[:1]
            else:
                makers = makers[:1]  # a dead role is still called, and enters nothing
            out += [NightInput(act.id, by, target) for by in makers]
        return out

    def wake_answers(self, call: str) -> tuple[tuple[str, str, str], ...]:
        """Tonight's answers to the role ``call``'s checks: (act, target, result)."""
        acts = {act.id for act in acts_of_call(call)}
        out: list[tuple[str, str, str]] = []
        for e in self._game().events:
            if isinstance(e, PhaseBegan):
                out = []
            elif isinstance(e, Acted) and e.act in acts and e.result is not None:
                out.append((e.act, e.target, e.result))
        return tuple(out)
