"""The desks the table's surfaces ask the game through: the referee's full view (a game with a
referee only) and the private panel's (one player's view; the inputs and answers of a role woken
with the laptop in the middle, without saying who holds it). Plain Python: the Qt controller makes
them on its game, and the flow's tests on theirs."""

from __future__ import annotations

from collections.abc import Callable

from mafia_desktop.engine.events import Acted, PhaseBegan
from mafia_desktop.engine.game import Game
from mafia_desktop.engine.inputs import Input, NightInput
from mafia_desktop.engine.roles import acts_of_call
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

    def wake_acts(self, call: str) -> tuple[str, ...]:
        """The acts the role ``call`` may choose between now (a call with several: the Marshal
        checks or fires): those a living player of the call may still make; where none may (a
        dead role), every act of the call, so the step looks as it would for a living one."""
        game = self._game()
        legal = {a.act: a.by for a in game.legal_inputs()}
        acts = acts_of_call(call)
        open_now = tuple(
            a.id for a in acts if any(game.call_of(p, a.id) == call for p in legal.get(a.id, ()))
        )
        return open_now or tuple(a.id for a in acts)

    def wake_inputs(self, call: str, target: str, act: str = "", more: tuple[str, ...] = ()) -> list[Input]:
        """The inputs of the role ``call`` (mafia, don, detective, doctor) picking ``target`` (and
        ``more``: an act that names several players) with ``act`` (a call with several acts; ""
        for every act of the call): every living mafioso shoots (one for a team shot); a dead
        role enters nothing."""
        game = self._game()
        living = [p for p in game.players if game.is_alive(p)]
        out: list[Input] = []
        for spec in acts_of_call(call):
            if act and spec.id != act:
                continue
            makers = [p for p in living if spec.id in game.acts_of(p) and game.call_of(p, spec.id) == call]
            if spec.behaviour.shared:
                makers = [p for p in makers if p != target]
                if game.rules.kill == "team":
                    makers = makers[:1]
            else:
                makers = makers[:1]  # a dead role is still called, and enters nothing
            out += [NightInput(spec.id, by, target, more) for by in makers]
        return out

    def wake_answers(self, call: str) -> tuple[tuple[str, str | tuple[str, ...], str], ...]:
        """Tonight's answers to the role ``call``'s checks: (act, target, result); the target is
        every player named where an act names several."""
        game = self._game()
        acts = {act.id for act in acts_of_call(call)}
        out: list[tuple[str, str | tuple[str, ...], str]] = []
        for e in game.events:
            if isinstance(e, PhaseBegan):
                out = []
            elif (
                isinstance(e, Acted)
                and e.act in acts
                and e.result is not None
                and game.call_of(e.by, e.act) == call
            ):
                out.append((e.act, e.targets if len(e.targets) > 1 else e.target, e.result))
        return tuple(out)
