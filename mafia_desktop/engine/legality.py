"""Whether an input is legal, read off the list of legal inputs, as a chess move is checked with
``move in board.legal_moves``: nothing is tried and nothing is copied.

The list (:class:`LegalAct`, one per kind of input) is what the procedures of :mod:`.night` and
:mod:`.day` offer; an input is legal when one of its entries covers it, the names in it meaning
whom :meth:`Game.resolve` says (trimmed, any case):

* an act with ``targets`` (the night's acts, an accusation or nomination): ``by`` is one of the
  actors and ``target`` one of the players that actor may name;
* an act with actors only (a second): ``by`` is one of them;
* ``vote``: any set of the ``voters``, each hand raised once (none at all is a vote too);
* ``tally``: each candidate named at most once and among the ``candidates``, each hand raised
  at most once in the whole tally and among the ``voters`` (no candidates at all is a tally too);
* anything else (the ends of a night and of a day): its name alone.

An unknown name is illegal, as :meth:`Game.apply` refuses it.

>>> from .game import Game
>>> from .inputs import Vote
>>> from .setup import make_setup
>>> game = Game(make_setup("classic", 3, ["Ann", "Bob", "Cid", "Dan", "Eve"], {"Ann": "mafia"}))
>>> legal = (LegalAct("vote", voters=("Ann", "Bob")),)
>>> allows(legal, Vote((" bob", "ANN")), game.resolve), allows(legal, Vote(("Bob", "bob")), game.resolve)
(True, False)
>>> allows(legal, Vote(("Cid",)), game.resolve), allows(legal, Vote(("Zed",)), game.resolve)
(False, False)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .errors import IllegalInput
from .roles import NIGHT_ACTS
from .state import LegalAct

Resolve = Callable[[str], str]
"""The player a name means, raising :class:`IllegalInput` for an unknown name: :meth:`Game.resolve`."""


def allows(legal: tuple[LegalAct, ...], inp: object, resolve: Resolve) -> bool:
    """Whether ``inp`` is covered by one of the ``legal`` acts (what ``Game.apply`` would take)."""
    act = getattr(inp, "act", None)
    return any(a.act == act and _covers(a, inp, resolve) for a in legal)


def _covers(a: LegalAct, inp: object, resolve: Resolve) -> bool:
    if a.targets:
        by = _player(getattr(inp, "by", None), resolve)
        raw = getattr(inp, "targets", None)
        named = [_player(t, resolve) for t in (raw if raw is not None else (getattr(inp, "target", None),))]
        allowed = a.targets_for(by) if by is not None else ()
        picks = NIGHT_ACTS[a.act].picks if a.act in NIGHT_ACTS else 1
        return (
            by is not None
            and len(named) == picks
            and len(set(named)) == picks
            and all(t is not None and t in allowed for t in named)
        )
    if a.by:
        by = _player(getattr(inp, "by", None), resolve)
        return by is not None and by in a.by
    if a.act == "vote":
        return _hands(getattr(inp, "voters", None), a.voters, set(), resolve)
    if a.act == "tally":
        return _tally(getattr(inp, "votes", None), a, resolve)
    return True


def _player(raw: object, resolve: Resolve) -> str | None:
    if not isinstance(raw, str):
        return None
    try:
        return resolve(raw)
    except IllegalInput:
        return None


def _hands(raw: Any, voters: tuple[str, ...], raised: set[str], resolve: Resolve) -> bool:
    """Whether every name in ``raw`` is one of ``voters`` raising a first hand (added to ``raised``)."""
    for name in raw:
        p = _player(name, resolve)
        if p is None or p not in voters or p in raised:
            return False
        raised.add(p)
    return True


def _tally(raw: Any, a: LegalAct, resolve: Resolve) -> bool:
    named: set[str] = set()
    raised: set[str] = set()
    for raw_candidate, raw_voters in raw:
        candidate = _player(raw_candidate, resolve)
        if candidate is None or candidate not in a.candidates or candidate in named:
            return False
        named.add(candidate)
        if not _hands(raw_voters, a.voters, raised, resolve):
            return False
    return True
