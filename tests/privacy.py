"""What no view may show: the checks behind "no living player's role reaches anyone else"."""

from __future__ import annotations

from mafia_desktop.engine.events import (
    Acted,
    Guarded,
    MayorShown,
    Reveal,
    Saved,
    ShootingOrderGiven,
    Turned,
    Unharmed,
)
from mafia_desktop.engine.game import Game
from mafia_desktop.engine.roles import NIGHT_ACTS, is_mafia, meets_mafia
from mafia_desktop.engine.views import TableView


def view_leaks(game: Game, view: TableView) -> list[str]:
    """Every way ``view`` shows more than its viewer may know (empty when it is clean)."""
    if view.viewer.kind == "referee":
        return []
    me = view.viewer.name
    problems: list[str] = []
    # The Don's shooting order: the mafia's and the referee's alone, even after the game.
    mafia_viewer = bool(me and game.rules.mafia_meet and meets_mafia(game.role_of(me)))
    if not mafia_viewer:
        problems += [
            f"the shooting order shown to {view.viewer}"
            for e in view.log
            if isinstance(e, ShootingOrderGiven)
        ]
        problems += [
            f"the shooting order offered to {view.viewer}" for a in view.sport if a.act == "shooting_order"
        ]
    if game.winner is not None:
        return problems

    def member(p: str) -> bool:
        # a mafioso the mafia meet, or a player who joined them since (a Werewolf they shot)
        role = game.role_of(p)
        return meets_mafia(role) or (game.is_mafia(p) and not is_mafia(role))

    shown = {e.player for e in game.events if isinstance(e, MayorShown)}  # a card shown by day

    def may_know(p: str) -> bool:
        if p == me or p in shown:
            return True
        return bool(me and game.rules.mafia_meet and member(me) and member(p))

    for seat in view.seats:
        if seat.alive and (seat.role is not None or seat.title is not None) and not may_know(seat.name):
            problems.append(f"seat {seat.seat} ({seat.name}) shows role {seat.role} to {view.viewer}")
    if view.own_role is not None and view.viewer.kind != "player":
        problems.append("own_role on a view that is not a player's")
    for e in view.log:
        if isinstance(e, Reveal) and game.is_alive(e.player):
            problems.append(f"reveal of living {e.player}")
        if isinstance(e, Acted) and e.kind != "kill" and e.by != me:
            problems.append(f"{e.type} by {e.by} shown to {view.viewer}")
        if (
            isinstance(e, Acted)
            and e.kind == "kill"
            and e.by != me
            and not (game.rules.kill == "team" and me is not None and game.is_mafia(me))
        ):
            problems.append(f"shot by {e.by} shown to {view.viewer}")
        if isinstance(e, Saved) and e.player is not None:
            guarded = any(
                isinstance(x, Acted)
                and x.kind in ("protect", "visit")
                and x.by == me
                and x.target == e.player
                for x in game.events
            )
            if not guarded:
                problems.append(f"saved player {e.player} named to {view.viewer}")
        if isinstance(e, Unharmed):
            problems.append(f"{e.player}'s night unharmed shown to {view.viewer}")
        if (
            isinstance(e, Turned)
            and e.player != me
            and not (game.rules.mafia_meet and me and game.is_mafia(me))
        ):
            problems.append(f"{e.player} turned, shown to {view.viewer}")
        if isinstance(e, Guarded) and e.by != me:
            problems.append(f"{e.by}'s guard over {e.player} shown to {view.viewer}")
    for act in view.legal:
        if act.act in NIGHT_ACTS and set(act.by) - {me}:
            problems.append(f"night act {act.act} by {act.by} offered to {view.viewer}")
    for seat in view.seats:
        if seat.finding is not None and not any(
            isinstance(e, Acted) and e.result is not None and e.by == me and e.target == seat.name
            for e in game.events
        ):
            problems.append(f"finding on {seat.name} shown to {view.viewer}")
    return problems
