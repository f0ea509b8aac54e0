"""What each person may see: a pure function of the game and the viewer.

The shared screen gets a :class:`PublicView` (:func:`public_view`); a player on the private panel
gets ``view_for(game, player(name))``; the referee console gets ``view_for(game, REFEREE)``. UI code
only ever receives these views, never the game.

Secrecy by construction: :class:`PublicView` and :class:`PublicSeat` have no role member at all,
so nothing painted from them can show a living player's card. The one place a role reaches
them is :attr:`PublicView.revealed`: the cards the rules turn up for everyone to see (a dead
player's card where the preset shows it, every card once the game is over). A player's view adds
their own role, their fellow mafia where the rules have the mafia meet, and the answers to their
own checks.

>>> from mafia_desktop.engine.setup import make_setup
>>> from mafia_desktop.engine.game import Game
>>> g = Game(make_setup("club", 1, list("ABCDEFGHIJ"), {"A": "don", "B": "mafia", "C": "mafia", "D": "detective"}))
>>> [s.role for s in view_for(g, PUBLIC).seats][:4]
[None, None, None, None]
>>> hasattr(public_view(g).seats[0], "role"), public_view(g).revealed
(False, ())
>>> [s.role for s in view_for(g, player("B")).seats][:4]
['don', 'mafia', 'mafia', None]
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Final

from .events import (
    Acted,
    BestMoveNamed,
    Death,
    Event,
    Guarded,
    MayorShown,
    NoKill,
    PhaseBegan,
    PointsGiven,
    Reveal,
    Saved,
    ShootingOrderGiven,
    Turned,
    Unharmed,
)
from .game import Game, LegalAct
from .inputs import DayAct, is_night_input, shown_acts
from .kinds import TRAITS
from .roles import NIGHT_ACTS, ROLES, is_mafia, meets_mafia
from .rules import Rules
from .sport import points


@dataclass(frozen=True, slots=True)
class Viewer:
    """Who is looking: ``public`` (the shared screen), one ``player``, or the ``referee``."""

    kind: str
    name: str | None = None


PUBLIC: Final = Viewer("public")
REFEREE: Final = Viewer("referee")


def player(name: str) -> Viewer:
    return Viewer("player", name)


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat as this viewer may see it. ``role`` is None unless the viewer may know it."""

    seat: int
    name: str
    alive: bool
    cause: str | None  # night | vote | time_limit | fouls, once dead
    role: str | None
    title: str | None  # the preset's name code for ``role`` (inspector, sheriff, medic...)
    nominated: bool
    on_trial: bool
    is_viewer: bool
    finding: str | None  # the viewer's own check of this seat: mafia, not_mafia, detective...
    fouls: int = 0  # public: the referee gives them aloud


@dataclass(frozen=True, slots=True)
class Step:
    """Where the game stands, as a code and parameters the UI turns into words."""

    code: str
    params: tuple[tuple[str, object], ...] = ()

    def get(self, key: str) -> object:
        return dict(self.params).get(key)


@dataclass(frozen=True, slots=True)
class TableView:
    viewer: Viewer
    preset: str
    phase: str  # night | day | over
    number: int
    step: Step
    seats: tuple[SeatView, ...]
    log: tuple[Event, ...]
    legal: tuple[LegalAct, ...]
    winner: str | None
    own_role: str | None
    own_title: str | None
    speech_order: tuple[str, ...]
    rules: Rules  # public: every player knows the rules in play
    dealt: tuple[tuple[str, int], ...]  # public: how many of each role were dealt (not to whom)
    sport: tuple[LegalAct, ...] = ()  # the fouls, best move and extra points the referee may enter
    points: tuple[tuple[str, float], ...] | None = None  # each player's, once the game is over
    own_acts: tuple[str, ...] = ()  # the viewer's night acts now (a Werewolf the mafia turned shoots)

    def seat(self, name: str) -> SeatView:
        return next(s for s in self.seats if s.name == name)


@dataclass(frozen=True, slots=True)
class PublicSeat:
    """One seat as everybody sees it. There is no role here, by design."""

    seat: int
    name: str
    alive: bool
    cause: str | None  # night | vote | time_limit | fouls, once dead
    nominated: bool
    on_trial: bool
    fouls: int = 0  # the referee gives them aloud


@dataclass(frozen=True, slots=True)
class PublicView:
    """Everything the shared screen may show: what every person at the table may know.

    It has no role member but :attr:`revealed`, which holds only cards turned up for everyone.
    """

    preset: str
    phase: str  # night | day | over
    number: int
    step: Step
    seats: tuple[PublicSeat, ...]
    log: tuple[Event, ...]
    legal: tuple[LegalAct, ...]
    winner: str | None
    speech_order: tuple[str, ...]
    rules: Rules  # public: every player knows the rules in play
    dealt: tuple[tuple[str, int], ...]  # public: how many of each role were dealt (not to whom)
    revealed: tuple[tuple[str, str], ...]  # (player, role): cards shown to everyone, in seat order
    sport: tuple[LegalAct, ...] = ()  # the fouls, best move and extra points that may be entered
    points: tuple[tuple[str, float], ...] | None = None  # each player's, once the game is over
    #: the hands that count more than one in a vote (a Mayor who showed his card: two); public
    hands: tuple[tuple[str, int], ...] = ()

    def seat(self, name: str) -> PublicSeat:
        return next(s for s in self.seats if s.name == name)

    def hands_of(self, names: Iterable[str]) -> int:
        """How many hands ``names`` raise together (a shown Mayor's counts two)."""
        weight = dict(self.hands)
        return sum(weight.get(n, 1) for n in names)

    def revealed_role(self, name: str) -> str | None:
        return dict(self.revealed).get(name)


def public_view(game: Game) -> PublicView:
    """What everybody at the table may see of ``game``: built from the public view, then stripped
    of every role member, so the type itself cannot carry a living player's card."""
    full = view_for(game, PUBLIC)
    shown = {e.player: e.role for e in full.log if isinstance(e, Reveal)}
    shown.update({e.player: game.role_of(e.player) for e in full.log if isinstance(e, MayorShown)})
    if full.winner is not None:
        shown = {s.name: s.role for s in full.seats if s.role}
    return PublicView(
        preset=full.preset,
        phase=full.phase,
        number=full.number,
        step=full.step,
        seats=tuple(
            PublicSeat(s.seat, s.name, s.alive, s.cause, s.nominated, s.on_trial, s.fouls) for s in full.seats
        ),
        log=full.log,
        legal=full.legal,
        winner=full.winner,
        speech_order=full.speech_order,
        rules=full.rules,
        dealt=full.dealt,
        revealed=tuple((s.name, shown[s.name]) for s in full.seats if s.name in shown),
        sport=full.sport,
        points=full.points,
        hands=tuple((p, n) for p in game.alive if (n := game.hands(p)) > 1),
    )


def view_for(game: Game, viewer: Viewer) -> TableView:
    """Everything ``viewer`` may see of ``game``, and nothing more."""
    known = _known_roles(game, viewer)
    findings = _findings(game, viewer)
    day = game.day
    nominees = set(day.nominees) if day else set()
    on_trial: set[str] = set()
    if day and day.motion:
        target = day.motion.target
        on_trial |= {target} if isinstance(target, str) else set(target)
    if day and day.awaiting_second:
        on_trial.add(day.awaiting_second[1])
    causes = dict(game.deaths)
    seats = tuple(
        SeatView(
            seat=i + 1,
            name=p,
            alive=game.is_alive(p),
            cause=causes.get(p),
            role=known.get(p),
            title=game.rules.title(known[p]) if p in known else None,
            nominated=p in nominees,
            on_trial=p in on_trial,
            is_viewer=viewer.name == p,
            finding=findings.get(p),
            fouls=game.fouls.get(p, 0),
        )
        for i, p in enumerate(game.players)
    )
    own = game.role_of(viewer.name) if viewer.kind == "player" and viewer.name in game.players else None
    order: tuple[str, ...] = ()
    if day is not None and day.first_speaker is not None:
        order = game.around_from(day.first_speaker) if game.alive else ()
    return TableView(
        viewer=viewer,
        preset=game.rules.preset,
        phase=game.phase,
        number=game.days if game.phase == "over" else game.number,
        step=_step(game, viewer),
        seats=seats,
        log=_told(e for e in (_shown(game, e, viewer) for e in game.events) if e is not None),
        legal=_legal(game, viewer),
        winner=game.winner,
        own_role=own,
        own_title=game.rules.title(own) if own else None,
        speech_order=order,
        rules=game.rules,
        dealt=tuple((r, game.setup.roles.count(r)) for r in ROLES if r in game.setup.roles),
        sport=_sport(game, viewer),
        points=None if (scored := points(game)) is None else tuple(scored.items()),
        own_acts=game.acts_of(viewer.name) if own and viewer.name else (),
    )


def _sport(game: Game, viewer: Viewer) -> tuple[LegalAct, ...]:
    """The sport's acts the viewer is offered: the shooting order (whose act names the Don) is the
    referee's alone."""
    acts = game.sport_inputs()
    if viewer.kind == "referee":
        return acts
    return tuple(a for a in acts if a.act != "shooting_order")


def _known_roles(game: Game, viewer: Viewer) -> dict[str, str]:
    everyone = {p: game.role_of(p) for p in game.players}
    if viewer.kind == "referee" or game.winner is not None:
        return everyone
    known = {e.player: e.role for e in game.events if isinstance(e, Reveal)}
    # A card shown by day (the Mayor's) is known to all.
    known.update({e.player: everyone[e.player] for e in game.events if isinstance(e, MayorShown)})
    if viewer.kind == "player" and viewer.name in everyone:
        me = viewer.name
        known[me] = everyone[me]
        # The mafia who meet, and a player who has joined them since (a Werewolf they shot).
        members = {
            p: r for p, r in everyone.items() if meets_mafia(r) or (game.is_mafia(p) and not is_mafia(r))
        }
        if game.rules.mafia_meet and me in members:
            known.update(members)
    return known


def _findings(game: Game, viewer: Viewer) -> dict[str, str]:
    if viewer.kind != "player":
        return {}
    return {
        e.target: e.result
        for e in game.events
        if isinstance(e, Acted) and e.result is not None and e.by == viewer.name
    }


def events_for(game: Game, events: Iterable[Event], viewer: Viewer) -> tuple[Event, ...]:
    """Events just returned by the engine, as ``viewer`` may see them (see :func:`view_for`)."""
    return _told(e for e in (_shown(game, e, viewer) for e in events) if e is not None)


def _told(events: Iterable[Event]) -> tuple[Event, ...]:
    """The events as the table tells them: a morning where someone died at night never also says
    that no one died (the mafia's shots chose nobody, but a lone killer struck, or a guard died in
    a victim's place): ``no_kill`` is left out of it.

    >>> [e.type for e in _told([NoKill(), Death("Ann", "night"), PhaseBegan("day", 2)])]
    ['death', 'phase']
    >>> [e.type for e in _told([NoKill(), PhaseBegan("day", 2), Death("Ann", "night")])]
    ['no_kill', 'phase', 'death']
    """
    events = list(events)
    out: list[Event] = []
    start = 0
    for i, e in enumerate([*events, None]):
        if e is None or isinstance(e, PhaseBegan):
            part = events[start:i]
            died = any(isinstance(d, Death) and d.cause == "night" for d in part)
            out += [d for d in part if not (died and isinstance(d, NoKill))]
            if e is not None:
                out.append(e)
            start = i + 1
    return tuple(out)


def _shown(game: Game, event: Event, viewer: Viewer) -> Event | None:
    """The event as ``viewer`` may see it: whole, with a secret part removed, or not at all."""
    if viewer.kind == "referee":
        return event
    me = viewer.name
    if isinstance(event, ShootingOrderGiven):
        # The mafia's plan: theirs and the referee's, never the shared screen's, even after the game.
        mafia = viewer.kind == "player" and me in game.players and game.rules.mafia_meet
        return event if mafia and me is not None and meets_mafia(game.role_of(me)) else None
    if game.winner is not None:
        return event
    if isinstance(event, Acted):
        return event if event.behaviour.seen_by(game, event.by, me) else None
    if isinstance(event, Saved):
        mafia_part = NIGHT_ACTS[event.attack].behaviour.shared if event.attack in NIGHT_ACTS else True
        saver = any(
            isinstance(e, Acted) and e.behaviour.saves and e.by == me and e.target == event.player
            for e in game.events
        )
        if not mafia_part:  # a lone killer's miss is heard of by the saver alone
            return event if saver else None
        # The morning says the mafia's victim was saved, or (``announce_save`` off) only that
        # nobody died.
        if not game.rules.announce_save:
            return NoKill()
        return event if saver else replace(event, player=None)
    if isinstance(event, Guarded):
        return event if me == event.by else None
    if isinstance(event, Unharmed):  # the morning says only who died
        return None
    if isinstance(event, Turned):  # he learns it, and the mafia he joins (where they meet)
        meets = game.rules.mafia_meet and me is not None and game.is_mafia(me)
        return event if me == event.player or meets else None
    if isinstance(event, BestMoveNamed):  # the names are said aloud; how many are mafia is not
        return replace(event, mafia=None)
    if isinstance(event, PointsGiven):  # the referee's points (and reason) come out at the end
        return None
    return event


def _legal(game: Game, viewer: Viewer) -> tuple[LegalAct, ...]:
    acts = game.legal_inputs()
    if viewer.kind == "referee":
        return acts
    # An act a behaviour allows by day is a claim anyone may make aloud (the app checks the card):
    # the table's list names every living player, never the one whose card allows it, and it is
    # offered for as long as the role is dealt and the card was not shown, whether its holder
    # lives or not (a claim that vanished would tell the table the holder died).
    claims = shown_acts()
    public = tuple(
        a for a in acts if (not is_night_input(a.act) or a.act == "end_night") and a.act not in claims
    )
    public += _claims(game)
    if viewer.kind == "public" or viewer.name is None:
        return public
    me = viewer.name
    own = tuple(
        LegalAct(a.act, (me,), ((me, a.targets_for(me)),))
        for a in acts
        if is_night_input(a.act) and a.act != "end_night" and me in a.by
    )
    return own + public


def _claims(game: Game) -> tuple[LegalAct, ...]:
    """The claims the table offers now (by day, nothing owed): each act a passive behaviour of a
    dealt role allows by day, not made yet, to every living player."""
    if game.day is None or game.owed or game.winner is not None:
        return ()
    made = {inp.act for inp in game.inputs if isinstance(inp, DayAct)}
    dealt = {t for r in set(game.setup.roles) for t in ROLES[r].traits}
    acts = dict.fromkeys(a for t in dealt for a in TRAITS[t].shows if a not in made)
    return tuple(LegalAct(act, tuple(game.alive)) for act in acts)


def _step(game: Game, viewer: Viewer) -> Step:
    if game.winner is not None:
        return Step("over", (("winner", game.winner),))
    owed = game.pending_take()
    if owed is not None:
        return Step("last_act", (("player", owed), ("act", game.owed[0][0])))
    night = game.night
    if night is not None:
        return Step("meeting_night" if night.meeting else "night", (("number", night.number),))
    day = game.day
    assert day is not None
    if day.talk_only:
        return Step("talk", (("number", day.number),))
    if day.motion is not None:
        m = day.motion
        return Step(
            "vote",
            (("motion", m.kind), ("target", m.target), ("needed", m.needed), ("voters", len(m.voters))),
        )
    if day.awaiting_second is not None:
        accuser, suspect = day.awaiting_second
        return Step("second", (("accuser", accuser), ("suspect", suspect)))
    if day.candidates is not None:
        return Step("retally", (("candidates", day.candidates),))
    if game.rules.day == "accusation":
        return Step("accusations", (("number", day.number),))
    if game.rules.nominations:
        return Step("nominations", (("number", day.number), ("nominees", day.nominees)))
    return Step("tally", (("number", day.number),))
