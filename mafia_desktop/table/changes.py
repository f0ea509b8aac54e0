"""What changed at the table, told once by the controller so each view repaints only that.

A :class:`Change` compares the public view (and the session) before and after a move of the game:
whether a new phase or step began, from which line the public log grew (or that it must be built
anew, after an undo or a load), which seats look different, and whether only the table's session
moved (a role called, a tap kept, a clock paused). Plain Python: no Qt, no words.

>>> from mafia_desktop.engine.game import Game
>>> from mafia_desktop.engine.inputs import EndNight, Nominate
>>> from mafia_desktop.engine.setup import make_setup
>>> from mafia_desktop.engine.views import public_view
>>> g = Game(make_setup("classic", 1, ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus"], {"Ann": "mafia"}))
>>> before = public_view(g)
>>> _ = g.apply(EndNight())
>>> night_over = change_between(before, public_view(g))
>>> night_over.phase, night_over.log_from == len(before.log), night_over.rebuilt
(True, True, False)
>>> day = public_view(g)
>>> _ = g.apply(Nominate("Ann", "Bob"))
>>> sorted(change_between(day, public_view(g)).seats)
['Bob']
"""

from __future__ import annotations

from dataclasses import dataclass

from mafia_desktop.engine.views import PublicView


@dataclass(frozen=True)
class Change:
    """One move of the table, as the views need to know it."""

    #: a new phase, or a new step of it, began (the centre, the buttons, the timers are new)
    phase: bool = False
    #: the public log's lines from this index on are new (the ones before are unchanged)
    log_from: int = 0
    #: nothing can be kept: the log and every seat are drawn anew (an undo, a game loaded)
    rebuilt: bool = False
    #: the seats whose public state (alive, nominated, on trial, a card shown) changed
    seats: frozenset[str] = frozenset()
    #: only the table's session moved (no input): the game is as it was
    session_only: bool = False

    @property
    def log_added(self) -> bool:
        return self.rebuilt or self.log_from >= 0


def change_between(before: PublicView | None, after: PublicView) -> Change:
    """The change from ``before`` to ``after`` (``before`` None: everything is new)."""
    if before is None:
        return Change(phase=True, log_from=0, rebuilt=True, seats=frozenset(s.name for s in after.seats))
    phase = (before.phase, before.number, before.step) != (after.phase, after.number, after.step)
    old, new = before.log, after.log
    grew = len(new) >= len(old) and new[len(old) - 1 : len(old)] == old[-1:]
    seats = frozenset(b.name for b, a in zip(before.seats, after.seats, strict=False) if b != a)
    if before.revealed != after.revealed:
        seats |= {name for name, _ in set(before.revealed) ^ set(after.revealed)}
    if not grew or len(before.seats) != len(after.seats):
        return Change(phase=True, log_from=0, rebuilt=True, seats=frozenset(s.name for s in after.seats))
    return Change(phase=phase, log_from=len(old), seats=seats)


#: only the table's session moved (a role called, a tap kept, a clock paused)
SESSION_ONLY = Change(log_from=-1, session_only=True)
#: the game is as it was, but the table starts its step again as after an input (a refused input,
#: a note kept: a private step that enters nothing costs what one that does costs)
AGAIN = Change(log_from=-1)
