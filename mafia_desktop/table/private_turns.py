"""Private turns: the laptop passed round the circle (or left in the middle), one person at a time.

Three flows share one shape of screen, so nobody watching can tell roles apart:

- :class:`DealReveal` — each player in seat order holds to see their card.
- :class:`NightTurns` — pass-and-play nights: every living player, in seat order, gets the same
  turn (the same number of picks, the same buttons, the same minimum time); the mafia shoot, the
  checkers check, the doctor protects, everyone else answers a decoy question. Each player's turn
  is a :class:`PlayerTurn`, which may also run on its own (several at once, one a phone);
  :func:`turns_to_take` says who a night still waits for.
- :class:`RoleWake` — the laptop stays in the middle; each role is woken in the night order for a
  step of fixed length; a dead role whose card was never shown is still called.
- :class:`CardEntry` — with physical cards, each player enters the card they hold; the totals are
  checked against the deal.

This module is plain Python: it turns views into :class:`Screen` values and user actions into
engine inputs. Only :attr:`Screen.secret` differs between roles, and the panel shows it only
while it is deliberately held.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import Protocol

from mafia_desktop.engine.events import Acted
from mafia_desktop.engine.inputs import Input, NightInput
from mafia_desktop.engine.roles import NIGHT_ACTS, ROLES, NightAct, acts_of_call, is_mafia
from mafia_desktop.engine.views import PublicView, TableView
from mafia_desktop.table.night_plan import act_results, night_plan

DECOYS = ("suspect", "trust", "quiet")


@dataclass(frozen=True)
class Secret:
    """Words for one person: shown only while the hold target is held."""

    code: str
    params: tuple[tuple[str, object], ...] = ()

    def get(self, key: str) -> object:
        return dict(self.params).get(key)


@dataclass(frozen=True)
class Screen:
    """The private panel now. Everything but ``secret`` is the same whatever the role."""

    stage: str  # cover | turn | answer | end
    who: str | None = None  # whose turn (pass-and-play)
    seat: int | None = None
    call: str | None = None  # the role woken (laptop in the middle)
    pick: int = 0  # which pick of the turn, from 1
    picks: int = 0
    picked: str | None = None
    secret: Secret | None = None
    next_who: str | None = None
    next_seat: int | None = None
    buttons: tuple[str, ...] = ()  # one of the flow's BUTTON_ROWS
    min_seconds: int = 0
    round: int = 1
    picker: bool = False  # the small circle takes a pick (the same for every role)
    # Where the laptop goes once every turn is had: table | host | to_middle (back to the middle,
    # after a deal that went round) | middle (it stayed there: the night's roles were woken).
    end: str = "table"
    #: the end of a night with phones: whose turns (on their phones) it still waits for
    waiting: tuple[str, ...] = ()


@dataclass
class _Cursor:
    index: int = 0
    stage: str = "cover"
    pick: int = 1
    picked: str | None = None
    held_once: bool = False
    problem: str | None = None


def card_of(view: TableView, who: str) -> Secret:
    """A player's card as the deal shows it (role, title, and the mafia's mates to the mafia)."""
    role = view.own_role or "civilian"
    mates = tuple(s.name for s in view.seats if s.role and is_mafia(s.role) and s.name != who)
    return Secret(
        "role_card",
        (("role", role), ("title", view.own_title or role), ("mates", mates if is_mafia(role) else ())),
    )


def _longest_name(public: PublicView) -> str:
    return max((s.name for s in public.seats), key=len, default="")


def _mafia_dealt(public: PublicView) -> int:
    return sum(n for role, n in public.dealt if is_mafia(role))


def _seat_of(view: PublicView, name: str | None) -> int | None:
    if name is None:
        return None
    return next((s.seat for s in view.seats if s.name == name), None)


# --- the deal, seen on the panel -----------------------------------------------------------------


class DealReveal:
    """Each player, in seat order, holds to see their card; "Got it" passes to the next (or one
    player, ``only``, sees theirs again by day)."""

    #: every row of buttons its screens show, the end's too (see :data:`Screen.buttons`)
    BUTTON_ROWS: tuple[tuple[str, ...], ...] = (("got_it",), ("to_table",))

    def __init__(
        self,
        public: PublicView,
        player_view: Callable[[str], TableView],
        min_seconds: int = 3,
        end: str = "table",
        only: str | None = None,
    ) -> None:
        self.end = end  # "host": the referee console's deal, the laptop goes back to the host
        self.public = public
        self.player_view = player_view
        # ``only``: one player sees their card again by day (the same screens, the same time)
        self.order = [only] if only is not None else [s.name for s in public.seats]
        self.min_seconds = min_seconds
        self.cursor = _Cursor()

    @property
    def done(self) -> bool:
        return self.cursor.index >= len(self.order)

    def screen(self) -> Screen:
        c = self.cursor
        if self.done:
            return Screen("end", buttons=self.BUTTON_ROWS[1], end=self.end)
        who = self.order[c.index]
        nxt = self.order[c.index + 1] if c.index + 1 < len(self.order) else None
        return Screen(
            "cover" if not c.held_once else "turn",
            who=who,
            seat=_seat_of(self.public, who),
            secret=self._card(who),
            next_who=nxt,
            next_seat=_seat_of(self.public, nxt),
            buttons=self.BUTTON_ROWS[0],
            min_seconds=self.min_seconds,
        )

    def _card(self, who: str) -> Secret:
        return card_of(self.player_view(who), who)

    def held(self) -> None:
        self.cursor.held_once = True

    def alternatives(self, longest: str | None = None) -> list[Secret]:
        """The card of every role dealt, the fellow mafia as the longest name (``longest``: the
        one that takes the most room on the panel): the panel gives the words it shows the shape
        of the longest, so their shape tells no role."""
        longest = _longest_name(self.public) if longest is None else longest
        out = []
        for role, _ in self.public.dealt:
            mates = (longest,) * (_mafia_dealt(self.public) - 1) if is_mafia(role) else ()
            title = self.public.rules.title(role)
            out.append(Secret("role_card", (("role", role), ("title", title), ("mates", mates))))
        return out

    def reserve(self, longest: str | None = None) -> list[Secret]:
        """Every words this turn could hold, for every role (a card turn has one stage)."""
        return self.alternatives(longest)

    def press(self, key: str) -> list[Input]:
        if key == "got_it" and self.cursor.held_once:
            self.cursor = _Cursor(index=self.cursor.index + 1)
        return []


# --- pass-and-play nights ---------------------------------------------------------------------------


def turn_acts(role: str, rules_kill: str) -> list[str]:
    """The acts a player of ``role`` makes on their night turn, in the registry's order."""
    return list(ROLES[role].night_acts)


def turn_picks(
    role: str, shared_only: bool = False, own: tuple[str, ...] | None = None
) -> list[tuple[str, int]]:
    """The picks of a player of ``role`` on their night turn: each act of the role (the acts of
    one call too: the Marshal's check, then his shot; one of them only is made), one pick for
    each player it names (the Journalist's two), as (act, which of its picks). ``shared_only``:
    another round of the night, only the shared kill. ``own``: the acts the player has now, where
    his passive behaviours changed them (a Werewolf the mafia turned shoots with them)."""
    made = own if own is not None else ROLES[role].night_acts
    acts = [a for a in made if NIGHT_ACTS[a].behaviour.shared or not shared_only]
    return [(a, half) for a in acts for half in range(NIGHT_ACTS[a].picks)]


def night_turn_picks(public: PublicView) -> int:
    """How many picks every turn of the night has: as many as the busiest role dealt (the Don
    shoots and checks), counted from the deal, not the living: a death must not change the shape
    of a turn."""
    return max([1, *(len(turn_picks(role)) for role, _ in public.dealt)])


class PlayerTurn:
    """One player's night turn, passed round or on their own phone: as many picks as the busiest
    role dealt has (an act that names two players takes two), then the answer, the same screens
    and buttons for every role. A pick whose act the player may no longer make (he made the other
    act of his call, or used a once-a-game act) is a decoy, as a civilian's picks are.

    It reads the public view and the player's own view only; several players' turns may run at
    once (the engine takes each act as its own input, in any order). The turn makes engine inputs
    (:meth:`press`); whoever submits them says how it went (:meth:`accepted`, :meth:`refused`).
    It is over (:attr:`done`) once the player pressed Done on the answer."""

    #: the rows of buttons of a pick and of the answer
    BUTTON_ROWS: tuple[tuple[str, ...], ...] = (("confirm", "nobody"), ("done",))

    def __init__(
        self,
        public: PublicView,
        player_view: Callable[[str], TableView],
        who: str,
        picks: int | None = None,
        min_seconds: int = 8,
        round_number: int = 1,
        start_pick: int = 1,
        start_stage: str = "cover",
        night: int | None = None,
    ) -> None:
        self.public = public
        self.player_view = player_view
        self.who = who
        self.night = public.number if night is None else night
        self.picks = night_turn_picks(public) if picks is None else picks
        self.min_seconds = min_seconds
        self.round = round_number
        #: "cover" through the picks (the screen says "turn" once held), then "answer"
        self.stage = start_stage
        self.pick = max(1, start_pick)
        self.picked: str | None = None
        # Resumed within the turn (a later pick, or the answer): the player had held already.
        self.held_once = start_pick > 1 or start_stage == "answer"
        self.problem: str | None = None
        self.over = False
        #: the players named so far by the act the turn is at (one that names several)
        self.named: list[str] = []
        if start_stage != "answer":
            # Resumed at a later pick of an act that names several: its first pick again (the
            # players named before were not kept).
            plan = self._plan()
            if self.pick <= len(plan):
                self.pick -= plan[self.pick - 1][1]

    @property
    def done(self) -> bool:
        """The turn is over: the player pressed Done on the answer."""
        return self.over

    def position(self, after_input: bool = False) -> tuple[int, str]:
        """Where the turn stands (the pick, the stage: nothing about roles), kept so a crash
        resumes at the same pick; ``after_input``: the pick just entered is done, the next one."""
        pick, stage = self.pick, self.stage
        if after_input:
            pick, stage = (pick + 1, "cover") if pick < self.picks else (pick, "answer")
        return (pick, stage)

    def refresh(self, public: PublicView) -> None:
        self.public = public

    def _plan(self) -> list[tuple[str, int]]:
        """The player's picks this round: every act of their role in the first round; in another
        round (the mafia chose no victim) only the shared kill, the other picks decoys, as the
        rest of the night was made already (the turn keeps its shape)."""
        view = self.player_view(self.who)
        return turn_picks(view.own_role or "civilian", shared_only=self.round > 1, own=view.own_acts)

    def _live(self, pick: int) -> tuple[str, int] | None:
        """The act the player's ``pick`` makes and which of its picks it is, or None: a decoy
        (no act there, or one he may no longer make tonight, or an earlier pick of the act was
        Nobody)."""
        who = self.who
        plan = self._plan()
        if pick > len(plan):
            return None
        act, half = plan[pick - 1]
        view = self.player_view(who)
        if not any(a.act == act and who in a.by for a in view.legal):
            return None
        if half != len(self.named):
            return None
        return act, half

    def screen(self, next_who: str | None = None) -> Screen:
        """The turn's screen now; ``next_who``: whom the laptop goes to next (passed round)."""
        who = self.who
        common = dict(
            who=who,
            seat=_seat_of(self.public, who),
            picks=self.picks,
            next_who=next_who,
            next_seat=_seat_of(self.public, next_who),
            min_seconds=self.min_seconds,
            round=self.round,
        )
        if self.stage == "answer":
            return Screen(
                "answer",
                pick=self.picks,
                secret=self._answer(),
                buttons=self.BUTTON_ROWS[1],
                **common,  # type: ignore[arg-type]
            )
        stage = "turn" if self.held_once else "cover"
        return Screen(
            stage,
            pick=self.pick,
            picked=self.picked,
            secret=self._question(),
            buttons=self.BUTTON_ROWS[0],
            picker=True,
            **common,  # type: ignore[arg-type]
        )

    def _question(self) -> Secret:
        who = self.who
        live = self._live(self.pick)
        view = self.player_view(who)
        problem = (("problem", self.problem),) if self.problem else ()
        if live is not None:
            act, _ = live
            role = ROLES[view.own_role or "civilian"]
            params = _act_params(act, view.own_title or "", role.call_of(act), tuple(self.named))
            kill = NIGHT_ACTS[act].behaviour.shared
            if kill and self.public.rules.kill == "team":
                shots = [
                    e
                    for e in view.log
                    if isinstance(e, Acted) and e.behaviour.shared and _in_night(view, e, self.night)
                ]
                if shots:
                    params += (("so_far", shots[-1].target), ("so_far_by", shots[-1].by))
                params += (("team", True),)
            if kill:
                mates = tuple(
                    s.name for s in view.seats if s.role and is_mafia(s.role) and s.name != who and s.alive
                )
                params += (("mates", mates),)
            return Secret("question", params + problem)
        return Secret(
            "question", (("act", "decoy"), ("decoy", DECOYS[(self.pick - 1) % len(DECOYS)])) + problem
        )

    def _answer(self) -> Secret:
        who = self.who
        view = self.player_view(who)
        answers = tuple(
            (e.act, e.targets if len(e.targets) > 1 else e.target, e.result)
            for e in view.log
            if isinstance(e, Acted)
            and e.result is not None
            and e.by == who
            and _in_night(view, e, self.night)
        )
        return Secret("answer", (("answers", answers), ("title", view.own_title or "")))

    def held(self) -> None:
        self.held_once = True

    def alternatives(self, longest: str | None = None) -> list[Secret]:
        """What this pick (or the answer) would say to every role dealt, names the longest."""
        if self.done:
            return []
        name = _longest_name(self.public) if longest is None else longest
        return self._said(self.stage, self.pick, self.problem, name)

    def reserve(self, longest: str | None = None) -> list[Secret]:
        """Every words this turn could hold, for every role dealt: each pick's question (also with
        a problem said under it) and the answer. The panel keeps the room of the longest for the
        whole turn, so nothing on it moves from one stage to the next."""
        if self.done:
            return []
        name = _longest_name(self.public) if longest is None else longest
        out = []
        for pick in range(1, self.picks + 1):
            for problem in (None, "pick_first", "refused"):
                out += self._said("turn", pick, problem, name)
        return out + self._said("answer", self.picks, None, name)

    def _said(self, stage: str, pick: int, problem_code: str | None, longest: str) -> list[Secret]:
        rules = self.public.rules
        problem = (("problem", problem_code),) if problem_code else ()
        out = []
        decoy = DECOYS[(pick - 1) % len(DECOYS)]
        if stage != "answer":  # any pick may be a decoy (an act no longer open is one)
            out.append(Secret("question", (("act", "decoy"), ("decoy", decoy)) + problem))
        for role, _ in self.public.dealt:
            title = rules.title(role)
            if stage == "answer":
                checks = [
                    NIGHT_ACTS[a] for a in turn_acts(role, rules.kill) if NIGHT_ACTS[a].behaviour.answers
                ]
                for answers in _answer_shapes(checks, longest) or [()]:
                    out.append(Secret("answer", (("answers", answers), ("title", title))))
                continue
            plan = turn_picks(role, shared_only=self.round > 1)
            if pick <= len(plan):
                act, half = plan[pick - 1]
                params = _act_params(act, title, ROLES[role].call_of(act), (longest,) * half)
                if NIGHT_ACTS[act].behaviour.shared:
                    if rules.kill == "team":
                        params += (("so_far", longest), ("so_far_by", longest), ("team", True))
                    params += (("mates", (longest,) * (_mafia_dealt(self.public) - 1)),)
                out.append(Secret("question", params + problem))
        return out

    def tap(self, name: str) -> None:
        """A seat tapped on the small circle: picked, or taken back when tapped again."""
        if not self.done and self.stage == "cover":
            living = {s.name for s in self.public.seats if s.alive}
            if name in living:
                self.picked = None if self.picked == name else name
                self.problem = None

    def press(self, key: str) -> list[Input]:
        """A button; returns the input to submit (whoever submits it then calls :meth:`accepted`
        or :meth:`refused`)."""
        if self.done:
            return []
        who = self.who
        if key == "done" and self.stage == "answer":
            self.over = True
            self.named = []
            return []
        if key not in ("confirm", "nobody") or self.stage == "answer" or not self.held_once:
            return []
        if key == "confirm" and self.picked is None:
            self.problem = "pick_first"
            return []
        live = self._live(self.pick)
        if key == "nobody" or live is None or self.picked is None:
            self.named = []  # the act's later picks are decoys now
            self._next_pick()
            return []
        act, half = live
        if half + 1 < NIGHT_ACTS[act].picks:
            # An earlier pick of an act that names several: kept until its last one, which enters
            # it. A player it may not name is said at once, as a refused input would be.
            legal = next(a for a in self.player_view(who).legal if a.act == act)
            if self.picked not in legal.targets_for(who) or self.picked in self.named:
                self.problem = "refused"
                return []
            self.named.append(self.picked)
            self._next_pick()
            return []
        named = (*self.named, self.picked)
        return [NightInput(act, who, named[0], named[1:])]

    def accepted(self) -> None:
        """The input :meth:`press` made was taken: the next pick (or the answer)."""
        if self.done:
            return
        self.problem = None
        self.named = []
        self._next_pick()

    def refused(self, code: str) -> None:
        """The input :meth:`press` made was refused: said under the same pick."""
        if not self.done:
            self.problem = code

    def _next_pick(self) -> None:
        self.picked = None
        self.problem = None
        if self.pick < self.picks:
            self.pick += 1
        else:
            self.stage = "answer"


def turns_to_take(order: Sequence[str], over: Collection[str]) -> list[str]:
    """The players of ``order`` (the night's living, in seat order) who still have a turn to
    take: those whose turn is not ``over`` (not had yet, or not ended with Done). A night (on
    the laptop, on phones, or both) waits for all of them; it may end once this is empty."""
    return [who for who in order if who not in over]


class NightTurns:
    """One night passed round: every living player, in seat order, gets their :class:`PlayerTurn`
    (the same shape for every role: see there), one at a time on the laptop."""

    end = "table"
    #: the rows of buttons of a pick, of the answer and of the end
    BUTTON_ROWS: tuple[tuple[str, ...], ...] = (*PlayerTurn.BUTTON_ROWS, ("morning",))

    def __init__(
        self,
        public: PublicView,
        player_view: Callable[[str], TableView],
        min_seconds: int = 8,
        start_index: int = 0,
        round_number: int = 1,
        start_pick: int = 1,
        start_stage: str = "cover",
        order: Sequence[str] | None = None,
    ) -> None:
        self.public = public
        self.player_view = player_view
        self.night = public.number
        #: whom the laptop goes to, in order (every living player; with phones, those without)
        self.order = [s.name for s in public.seats if s.alive] if order is None else list(order)
        self.picks = night_turn_picks(public)
        self.min_seconds = min_seconds
        self.round = round_number
        #: the index in :attr:`order` of the player who has the laptop
        self.index = start_index
        # Where a walk that starts (or is resumed) past its last player stands (pick, stage).
        self._end = (max(1, start_pick), start_stage)
        self._turn = self._start(start_pick, start_stage)

    def _start(self, pick: int = 1, stage: str = "cover") -> PlayerTurn | None:
        """The turn of the player at :attr:`index` (None: past the last)."""
        if self.done:
            return None
        return self.turn_of(self.order[self.index], pick, stage)

    def turn_of(self, who: str, pick: int = 1, stage: str = "cover") -> PlayerTurn:
        """``who``'s turn of this night and round, from ``pick`` and ``stage``."""
        return PlayerTurn(
            self.public,
            self.player_view,
            who,
            picks=self.picks,
            min_seconds=self.min_seconds,
            round_number=self.round,
            start_pick=pick,
            start_stage=stage,
            night=self.night,
        )

    @property
    def current(self) -> PlayerTurn | None:
        """The turn of the player who has the laptop (None: every turn was had)."""
        return self._turn

    @property
    def cursor(self) -> _Cursor:
        """Where the walk stands (the player's index, the pick, the stage...): a copy to read."""
        turn = self.current
        if turn is None:
            return _Cursor(index=self.index, pick=self._end[0], stage=self._end[1])
        return _Cursor(self.index, turn.stage, turn.pick, turn.picked, turn.held_once, turn.problem)

    @property
    def named(self) -> list[str]:
        """The players named so far by the act the current turn is at (one that names several)."""
        turn = self.current
        return turn.named if turn is not None else []

    def turn(self, after_input: bool = False) -> tuple[int, int, str]:
        """Where the night's turns stand, kept in the table's session so a crash resumes at the
        same pick (the player, the pick, the stage: nothing about roles)."""
        turn = self._turn
        if turn is None:
            pick, stage = self._end
            if after_input:
                pick, stage = (pick + 1, "cover") if pick < self.picks else (pick, "answer")
            return (self.index, pick, stage)
        return (self.index, *turn.position(after_input))

    def kept(self, after_input: bool = False) -> dict[str, object]:
        """The session's changes that keep where the walk stands (see :meth:`turn`)."""
        return {"turn": self.turn(after_input)}

    @property
    def done(self) -> bool:
        return self.index >= len(self.order)

    def waiting(self) -> list[str]:
        """The players who still have a turn to take tonight (the one with the laptop too, until
        they press Done): empty exactly when the night's turns are over."""
        return turns_to_take(self.order, self.order[: self.index])

    def refresh(self, public: PublicView) -> None:
        self.public = public
        turn = self.current
        if turn is not None:
            turn.refresh(public)

    def screen(self) -> Screen:
        turn = self.current
        if turn is None:
            return Screen("end", buttons=self.BUTTON_ROWS[2], picks=self.picks, round=self.round)
        nxt = self.order[self.index + 1] if self.index + 1 < len(self.order) else None
        return turn.screen(next_who=nxt)

    def held(self) -> None:
        turn = self.current
        if turn is not None:
            turn.held()

    def alternatives(self, longest: str | None = None) -> list[Secret]:
        """What this pick (or the answer) would say to every role dealt, names the longest."""
        turn = self.current
        return [] if turn is None else turn.alternatives(longest)

    def reserve(self, longest: str | None = None) -> list[Secret]:
        """Every words this turn could hold, for every role dealt (see :meth:`PlayerTurn.reserve`)."""
        turn = self.current
        return [] if turn is None else turn.reserve(longest)

    def tap(self, name: str) -> None:
        turn = self.current
        if turn is not None:
            turn.tap(name)

    def press(self, key: str) -> list[Input]:
        """A button of the panel; returns the input to submit (the table submits it, then calls
        :meth:`accepted` or :meth:`refused`). Done on the answer passes to the next player."""
        turn = self.current
        if turn is None:
            return []
        inputs = turn.press(key)
        if turn.done:
            self.index += 1
            self._end = (1, "cover")
            self._turn = self._start()
        return inputs

    def accepted(self) -> None:
        turn = self.current
        if turn is not None:
            turn.accepted()

    def refused(self, code: str) -> None:
        turn = self.current
        if turn is not None:
            turn.refused(code)


def _act_params(act: str, title: str, call: str, named: tuple[str, ...]) -> tuple[tuple[str, object], ...]:
    """A question's parameters: the act, the player's title and call, and, for an act that names
    several players, how many and those named so far."""
    params: tuple[tuple[str, object], ...] = (("act", act), ("title", title), ("call", call))
    picks = NIGHT_ACTS[act].picks
    if picks > 1:
        params += (("picks", picks), ("picked", named))
    return params


def _in_night(view: TableView, event: object, night: int) -> bool:
    """Whether ``event`` happened in night ``night`` (after that night's phase event)."""
    current = 0
    for e in view.log:
        if e.type == "phase" and e.to_json()["phase"] == "night":
            current = int(e.to_json()["number"])
        if e is event:
            return current == night
    return False


# --- the laptop in the middle ---------------------------------------------------------------------


class WakeDesk(Protocol):
    """What the laptop in the middle may ask of the game, without learning who holds a role."""

    def wake_acts(self, call: str) -> tuple[str, ...]: ...

    def wake_inputs(
        self, call: str, target: str, act: str = "", more: tuple[str, ...] = ()
    ) -> list[Input]: ...

    def wake_answers(self, call: str) -> tuple[tuple[str, str | tuple[str, ...], str], ...]: ...


def _answer_shapes(checks: Sequence[NightAct], name: str) -> list[tuple[tuple[str, object, str], ...]]:
    """Every answer ``checks`` may give, each result in turn, about ``name`` (every player an act
    names: the longest name)."""
    results = {a.id: act_results(a.id) for a in checks}
    width = max((len(r) for r in results.values()), default=0)
    out: list[tuple[tuple[str, object, str], ...]] = []
    for i in range(width):
        out.append(
            tuple(
                dict.fromkeys(
                    (a.id, (name,) * a.picks if a.picks > 1 else name, results[a.id][i % len(results[a.id])])
                    for a in checks
                    if results[a.id]
                )
            )
        )
    return out


def _choice_rows(calls: list[str]) -> list[tuple[str, ...]]:
    """The rows of act buttons the night's calls may show: for a call with several acts, every
    choice of two or more of them (an act used up is not offered), then Nobody and More time."""
    rows: list[tuple[str, ...]] = []
    for call in dict.fromkeys(calls):
        acts = [a.id for a in acts_of_call(call)]
        for size in range(len(acts), 1, -1):
            for chosen in combinations(acts, size):
                rows.append((*(f"act:{a}" for a in chosen), "nobody", "more_time"))
    return rows


class RoleWake:
    """Each role woken in the night order for a step of fixed length; the step's pick is made by
    whoever is awake. A role whose players are all dead is still called, unless every one of
    their cards was shown. It reads only the public view; the inputs and the answers of the role
    awake come from the private desk, which never says who holds the role.

    A call with several acts (the Marshal checks or, once a game, fires) first shows them as
    buttons (those the role may still make; a dead role's step shows them all); an act that names
    several players takes a pick each, the last one enters it."""

    end = "middle"  # the laptop stays in the middle: nobody carries it anywhere
    #: the rows of buttons of a role's step, of its answer (none: the step's time runs out) and
    #: of the end; a night with a call of several acts adds the rows of its choices
    ROWS: tuple[tuple[str, ...], ...] = (("confirm", "nobody", "more_time"), (), ("morning",))

    def __init__(
        self,
        public: PublicView,
        desk: WakeDesk,
        step_seconds: int = 15,
        start_call: int = 0,
        answered: bool = False,
        round_number: int = 1,
    ) -> None:
        self.public = public
        self.desk = desk
        self.night = public.number
        self.step_seconds = step_seconds
        self.round = round_number
        self.calls = night_plan(public, again=round_number > 1)
        self.cursor = _Cursor(index=start_call, stage="answer" if answered else "cover")
        self.chosen = ""  # the act chosen of a call with several
        self.named: list[str] = []  # the players picked so far for an act that names several
        #: every row of buttons this night's screens show (see :data:`Screen.buttons`)
        self.BUTTON_ROWS: tuple[tuple[str, ...], ...] = (*self.ROWS, *_choice_rows(self.calls))

    @property
    def done(self) -> bool:
        return self.cursor.index >= len(self.calls)

    def refresh(self, public: PublicView) -> None:
        self.public = public

    def _choices(self, call: str) -> tuple[str, ...]:
        """The acts the woken role chooses between now (one: no choice to make)."""
        if len(acts_of_call(call)) < 2:
            return tuple(a.id for a in acts_of_call(call))
        return self.desk.wake_acts(call)

    def _act(self, call: str) -> str:
        """The act the step's picks enter ("" while the role is still to choose)."""
        choices = self._choices(call)
        if self.chosen in choices:
            return self.chosen
        return choices[0] if len(choices) == 1 else ""

    def screen(self) -> Screen:
        c = self.cursor
        if self.done:
            return Screen("end", buttons=self.BUTTON_ROWS[2], end=self.end)
        call = self.calls[c.index]
        nxt = self.calls[c.index + 1] if c.index + 1 < len(self.calls) else None
        stage = "answer" if c.stage == "answer" else "turn"
        act = self._act(call) if stage == "turn" else ""
        choosing = stage == "turn" and not act
        picks = NIGHT_ACTS[act].picks if act else 1
        if stage == "answer":
            secret, buttons = self._answer(call), self.BUTTON_ROWS[1]
        elif choosing:
            secret = Secret("wake_choose", (("call", call),))
            buttons = (*(f"act:{a}" for a in self._choices(call)), "nobody", "more_time")
        else:
            secret = Secret("wake", self._wake_params(call, act, picks, self.named))
            # More time: a role that needs longer takes the step's time again (it is warned
            # before the time is up; the same button for every role, dead or alive).
            buttons = self.BUTTON_ROWS[0]
        return Screen(
            stage,
            call=call,
            pick=len(self.named) + 1,
            picks=picks,
            picked=c.picked,
            secret=secret,
            buttons=buttons,
            min_seconds=self.step_seconds,
            picker=stage == "turn" and not choosing,
            next_who=nxt,
        )

    @staticmethod
    def _wake_params(call: str, act: str, picks: int, named: Sequence[str]) -> tuple[tuple[str, object], ...]:
        params: tuple[tuple[str, object], ...] = (("call", call),)
        if len(acts_of_call(call)) > 1 and act:
            params += (("act", act), ("chosen", True))
        if picks > 1:
            params += (("picks", picks), ("picked", tuple(named)))
        return params

    def _answer(self, call: str) -> Secret:
        return Secret("answer", (("answers", self.desk.wake_answers(call)), ("call", call)))

    def reserve(self, longest: str | None = None) -> list[Secret]:
        """Every words this step could hold: the call's choice and question (each pick of an act
        that names several) and its answers (every result, about the longest name), so the
        answer's shape tells nothing of what was found."""
        if self.done:
            return []
        call = self.calls[self.cursor.index]
        name = _longest_name(self.public) if longest is None else longest
        acts = acts_of_call(call)
        checks = [
            NIGHT_ACTS[a]
            for role, _ in self.public.dealt
            if call in ROLES[role].calls
            for a in ROLES[role].night_acts
            if bool(NIGHT_ACTS[a].behaviour.answers) and ROLES[role].call_of(a) == call
        ]
        out = [Secret("wake", (("call", call),)), Secret("answer", (("answers", ()), ("call", call)))]
        if len(acts) > 1:
            out.append(Secret("wake_choose", (("call", call),)))
        for a in acts:
            for pick in range(a.picks):
                out.append(Secret("wake", self._wake_params(call, a.id, a.picks, (name,) * pick)))
        out += [
            Secret("answer", (("answers", answers), ("call", call)))
            for answers in _answer_shapes(checks, name)
        ]
        return out

    def tap(self, name: str) -> None:
        if not self.done and self.cursor.stage != "answer":
            if name in {s.name for s in self.public.seats if s.alive}:
                self.cursor.picked = None if self.cursor.picked == name else name

    def press(self, key: str) -> list[Input]:
        c = self.cursor
        if self.done or c.stage == "answer":
            return []
        call = self.calls[c.index]
        if key.startswith("act:"):
            if key.removeprefix("act:") in self._choices(call):
                self.chosen = key.removeprefix("act:")
                self.named = []
            return []
        if key not in ("confirm", "nobody"):
            return []
        act = self._act(call)
        if key == "confirm" and act and c.picked is not None and c.picked in self.named:
            c.picked = None  # a player named already (the last pick too): the pick again
            return []
        if key == "confirm" and act and c.picked is not None and len(self.named) + 1 < NIGHT_ACTS[act].picks:
            self.named.append(c.picked)  # the next pick of an act that names several
            c.picked = None
            return []
        c.stage = "answer"
        named, self.named, self.chosen = self.named, [], ""
        if key == "nobody" or c.picked is None or not act:
            return []
        picked = (*named, c.picked)
        return self.desk.wake_inputs(call, picked[0], act, picked[1:])  # a dead role: nothing

    def time_up(self) -> None:
        """The step's fixed time is over: the next role (the panel calls this on its clock)."""
        if not self.done:
            self.cursor = _Cursor(index=self.cursor.index + 1)
            self.chosen, self.named = "", []


# --- physical cards, entered privately ---------------------------------------------------------------


@dataclass
class CardEntry:
    """Each player in turn enters the card they hold; the totals must match the deal."""

    end = "table"  # a class attribute: where the laptop goes once every card is entered
    BUTTON_ROWS = (("confirm",), ("check_cards",))  # (a class attribute too: not a field)

    players: list[str]
    counts: dict[str, int]  # role -> how many were dealt
    cards: list[tuple[str, str]]  # (role, card code) the group may hold, the same list for everyone
    entered: dict[str, str] = field(default_factory=dict)
    cursor: _Cursor = field(default_factory=_Cursor)
    mismatch: list[tuple[str, int, int]] = field(default_factory=list)  # (role, entered, dealt)
    min_seconds: int = 3

    @property
    def done(self) -> bool:
        return self.cursor.index >= len(self.players)

    def screen(self) -> Screen:
        c = self.cursor
        if self.done:
            return Screen("end", buttons=self.BUTTON_ROWS[1], end=self.end)
        who = self.players[c.index]
        nxt = self.players[c.index + 1] if c.index + 1 < len(self.players) else None
        return Screen(
            "turn" if c.held_once else "cover",
            who=who,
            seat=c.index + 1,
            picked=c.picked,
            secret=Secret("which_card", (("problem", c.problem),) if c.problem else ()),
            next_who=nxt,
            next_seat=c.index + 2 if nxt else None,
            buttons=self.BUTTON_ROWS[0],
            min_seconds=self.min_seconds,
        )

    def held(self) -> None:
        self.cursor.held_once = True

    def reserve(self, longest: str | None = None) -> list[Secret]:
        """The question, with and without the reminder to choose first."""
        return [Secret("which_card"), Secret("which_card", (("problem", "pick_first"),))]

    def choose(self, role: str) -> None:
        if not self.done:
            self.cursor.picked = role
            self.cursor.problem = None

    def press(self, key: str) -> list[Input]:
        c = self.cursor
        if key == "confirm" and not self.done and c.held_once:
            if c.picked is None:
                c.problem = "pick_first"
                return []
            self.entered[self.players[c.index]] = c.picked
            self.cursor = _Cursor(index=c.index + 1)
        return []

    def check(self) -> bool:
        """Whether the cards entered match the deal; otherwise :attr:`mismatch` says how, and
        everyone enters again (privately, from the first player)."""
        got: dict[str, int] = {}
        for role in self.entered.values():
            got[role] = got.get(role, 0) + 1
        roles = sorted(set(got) | {r for r, n in self.counts.items() if n})
        self.mismatch = [
            (r, got.get(r, 0), self.counts.get(r, 0)) for r in roles if got.get(r, 0) != self.counts.get(r, 0)
        ]
        if self.mismatch:
            self.entered = {}
            self.cursor = _Cursor()
            return False
        return True

    def roles(self) -> dict[str, str]:
        return dict(self.entered)
