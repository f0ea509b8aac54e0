"""The table's input modes: one small class per way of making an input at the table.

An input is made in one mode at a time: waiting for a button (:class:`Idle`), picking who acts and
then whom (:class:`PickActor`, :class:`PickTarget`), counting hands for a motion (:class:`Hands`),
tallying hands per candidate (:class:`Tally`), naming the best move (:class:`BestMove`), or the
referee's night (:class:`NightCall`: the roles called in the night's order, the called list, a
check's answer). Each mode says what it asks for (:meth:`InputMode.prompt`), its buttons, which
seats a tap does something on, what a tap or a press makes (a :class:`Move`: inputs to submit and
the mode that follows), its taps as a :class:`~mafia_desktop.table.session.Draft`, and how it takes
up a draft again (:meth:`InputMode.take_up`). The :class:`~mafia_desktop.table.composer.Composer`
holds the mode now and hands taps and presses to it.

Plain Python, no Qt and no words: prompts and buttons are codes. Privacy: the day's modes work from
the public view alone; the night's only from the referee's view, and offer every living seat.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from mafia_desktop.engine.events import Acted, PhaseBegan
from mafia_desktop.engine.inputs import BestMove as BestMoveInput
from mafia_desktop.engine.inputs import (
    DayAct,
    EndNight,
    Input,
    NightInput,
    Nominate,
    Second,
    Take,
    Vote,
    shown_acts,
)
from mafia_desktop.engine.inputs import Tally as TallyInput
from mafia_desktop.engine.roles import NIGHT_ACTS, ROLES, NightAct, acts_of_call
from mafia_desktop.engine.sport import BEST_MOVE_NAMES
from mafia_desktop.engine.state import LegalAct
from mafia_desktop.engine.views import PublicView, TableView
from mafia_desktop.table.session import Draft


@dataclass(frozen=True)
class Button:
    """A big button beside the circle: ``key`` for :meth:`Composer.press`, text as a code."""

    key: str
    text: str
    params: tuple[tuple[str, object], ...] = ()
    primary: bool = False

    def param(self, name: str) -> object:
        return dict(self.params).get(name)


@dataclass(frozen=True)
class Prompt:
    """What the panel asks for now, as a code and parameters."""

    code: str
    params: tuple[tuple[str, object], ...] = ()

    def param(self, name: str) -> object:
        return dict(self.params).get(name)


def call_act(call: str) -> NightAct:
    """The first act of a call (what the call *is*: the mafia's shot, a check...). A call may
    have several acts (the Marshal checks or fires): :func:`call_actors` says which are open now."""
    return acts_of_call(call)[0]


def actor_call(view: TableView, name: str, act: str) -> str:
    """The call during which ``name`` makes ``act`` (his role's own call, or the act's)."""
    role = ROLES.get(view.seat(name).role or "")
    if role is not None and act in role.night_acts:
        return role.call_of(act)
    return NIGHT_ACTS[act].call


def call_actors(view: TableView | None, call: str) -> list[tuple[NightAct, tuple[str, ...]]]:
    """The acts of ``call`` the referee's view allows now, each with the players who may make it
    during this call (a Detective's check is not the Marshal's), in the call's order."""
    if view is None:
        return []
    out = []
    for spec in acts_of_call(call):
        legal = next((a for a in view.legal if a.act == spec.id), None)
        by = tuple(p for p in legal.by if actor_call(view, p, spec.id) == call) if legal is not None else ()
        if by:
            out.append((spec, by))
    return out


@dataclass(frozen=True)
class Views:
    """What the modes read: the public view, and the referee's view at night (None with no referee)."""

    public: PublicView
    referee: TableView | None = None

    def legal(self, act: str, view: PublicView | TableView | None = None) -> LegalAct | None:
        """The act ``act`` as the view (the public one by default) allows it now, or None."""
        view = view or self.public
        return next((a for a in view.legal if a.act == act), None)

    def sport(self, act: str) -> LegalAct | None:
        """One of the sport's acts (a foul, the best move) the public view offers now."""
        return next((a for a in self.public.sport if a.act == act), None)

    def living(self) -> set[str]:
        return {s.name for s in self.public.seats if s.alive}


@dataclass
class Move:
    """What a tap or a press made: inputs to submit (often none), and the mode that follows
    (None: the same mode goes on)."""

    inputs: list[Input] = field(default_factory=list)
    to: InputMode | None = None


def toggle(names: list[str], name: str) -> None:
    if name in names:
        names.remove(name)
    else:
        names.append(name)


class InputMode:
    """A way of making an input. The base is what every mode shares: no seat to tap, no draft."""

    name: ClassVar[str] = "idle"

    def __init__(self, views: Views) -> None:
        self.views = views

    @property
    def act(self) -> LegalAct | None:
        """The legal act this mode enters, if it enters one."""
        return None

    def prompt(self) -> Prompt:
        pub = self.views.public
        return Prompt("step", tuple(pub.step.params) + (("code", pub.step.code),))

    def buttons(self) -> list[Button]:
        return [Button("cancel", "cancel")]

    def selectable(self) -> set[str]:
        """Seats a tap does something on now."""
        return set()

    def tap(self, name: str) -> Move:
        return Move()

    def press(self, key: str) -> Move | None:
        """A button of this mode's own; None where the key is not the mode's (the composer's
        keys that start a mode, cancel, end the day)."""
        return None

    def tap_input(self, name: str) -> Input | None:
        """The input a tap on ``name`` would make, for the engine to say why it cannot be."""
        return None

    def raised(self) -> set[str]:
        return set()

    def voted_elsewhere(self) -> set[str]:
        return set()

    def marked(self) -> set[str]:
        return set()

    def draft(self) -> Draft:
        return Draft()

    def take_up(self, draft: Draft, speaker: str | None) -> InputMode | None:
        """Take up the taps of a draft again; returns the mode that holds them (None: this one,
        as it is). What the game no longer allows is left out."""
        return None


# --- the day ------------------------------------------------------------------------------------


def day_word(public: PublicView, act: str) -> str:
    """The rules' own word for naming a player by day: ``accuse`` where the day is accusations and
    trials, ``nominate`` elsewhere (the club's word); other acts keep their name."""
    if act == "nominate" and public.rules.day == "accusation":
        return "accuse"
    return act


def end_day_text(public: PublicView) -> str:
    if public.step.code == "talk":
        return "end_talk_day"
    if public.rules.day == "accusation" and public.rules.time_limit_pick:
        return "time_is_up"
    return "end_day"


class Idle(InputMode):
    """The day between inputs: the step's buttons (nominate, second, the vote, end the day, the
    best move), no seat to tap. Takes up a draft of the modes it starts."""

    name = "idle"

    def buttons(self) -> list[Button]:
        pub = self.views.public
        if pub.phase == "over":  # the referee's extra points, where the rules keep score
            return [Button("extra_points", "extra_points")] if self.views.sport("extra_points") else []
        out = []
        for act in pub.legal:
            if act.act == "nominate":
                out.append(
                    Button("nominate", "nominate_accuse" if pub.rules.day == "accusation" else "nominate")
                )
            elif act.act == "second":
                out.append(Button("second", "second", primary=True))
            elif act.act == "tally":
                out.append(Button("tally", "tally", primary=True))
            elif act.act == "end_day":
                out.append(Button("end_day", end_day_text(pub)))
            elif act.act in shown_acts():  # a card shown by day (the Mayor's): who claims it, a tap
                out.append(Button(act.act, act.act))
        maker = BestMove.maker(self.views)
        if maker is not None:  # last, so the day's own buttons keep their places
            out.append(Button("best_move", "best_move", (("name", maker),)))
        return out

    def prompt(self) -> Prompt:
        pub = self.views.public
        if pub.phase == "over":
            return Prompt("over", (("winner", pub.winner),))
        return super().prompt()

    def take_up(self, draft: Draft, speaker: str | None) -> InputMode | None:
        if draft.mode in ("tally", "tally_pick"):
            start = Tally.start(self.views)
            return None if start is None else (start.take_up(draft, speaker) or start)
        if draft.mode == "best_move":
            best = BestMove.start(self.views)
            return None if best is None else (best.take_up(draft, speaker) or best)
        if draft.mode in ("pick_actor", "pick_target"):
            act = self.views.legal(draft.act) if draft.act in ("nominate", "second", *shown_acts()) else None
            if act is None:
                return None
            pick = PickActor(self.views, act)
            return pick.take_up(draft, speaker) or pick
        return None


class PickActor(InputMode):
    """Who nominates (then whom: :class:`PickTarget`), or who seconds (one tap, one input)."""

    name = "pick_actor"

    def __init__(self, views: Views, act: LegalAct) -> None:
        super().__init__(views)
        self._act = act

    @property
    def act(self) -> LegalAct:
        return self._act

    def prompt(self) -> Prompt:
        return Prompt(f"pick_actor_{day_word(self.views.public, self._act.act)}")

    def selectable(self) -> set[str]:
        return set(self._act.by)

    def tap(self, name: str) -> Move:
        if name not in self.selectable():
            return Move()
        if self._act.act == "second":
            return Move([Second(name)])
        if self._act.act in shown_acts():
            return Move([DayAct(self._act.act, name)])
        return Move(to=PickTarget(self.views, self._act, name))

    def tap_input(self, name: str) -> Input | None:
        if self._act.act == "second":
            return Second(name)
        if self._act.act in shown_acts():
            return DayAct(self._act.act, name)
        pub = self.views.public
        others = [s.name for s in pub.seats if s.alive and s.name != name and not s.nominated]
        return Nominate(name, others[0]) if others else None

    def draft(self) -> Draft:
        return Draft("pick_actor", act=self._act.act)

    def take_up(self, draft: Draft, speaker: str | None) -> InputMode | None:
        if draft.mode == "pick_target" and draft.actor in self.selectable():
            preselected = self._act.act == "nominate" and draft.actor == speaker
            return PickTarget(self.views, self._act, draft.actor, preselected)
        return None


class PickTarget(InputMode):
    """Whom the actor nominates. ``preselected``: the actor was picked by the table (the club's
    speaker), and a tap on their own seat takes them back."""

    name = "pick_target"

    def __init__(self, views: Views, act: LegalAct, actor: str, preselected: bool = False) -> None:
        super().__init__(views)
        self._act, self.actor, self.preselected = act, actor, preselected

    @property
    def act(self) -> LegalAct:
        return self._act

    def prompt(self) -> Prompt:
        return Prompt(f"pick_target_{day_word(self.views.public, self._act.act)}", (("actor", self.actor),))

    def selectable(self) -> set[str]:
        return set(self._act.targets_for(self.actor)) | ({self.actor} if self.preselected else set())

    def tap(self, name: str) -> Move:
        if name not in self.selectable():
            return Move()
        if name == self.actor and self.preselected:
            return Move(to=PickActor(self.views, self._act))
        return Move([Nominate(self.actor, name)])

    def tap_input(self, name: str) -> Input | None:
        return Nominate(self.actor, name)

    def marked(self) -> set[str]:
        return {self.actor}

    def draft(self) -> Draft:
        return Draft("pick_target", act=self._act.act, actor=self.actor)


class Hands(InputMode):
    """Hands raised for a motion (the youth's trial): each tap raises or lowers one hand."""

    name = "hands"

    def __init__(self, views: Views, act: LegalAct) -> None:
        super().__init__(views)
        self._act = act
        self.hands: list[str] = []

    @property
    def act(self) -> LegalAct:
        return self._act

    def prompt(self) -> Prompt:
        step = self.views.public.step
        return Prompt(
            "hands",
            (
                ("count", self.views.public.hands_of(self.hands)),
                ("needed", step.get("needed")),
                ("motion", step.get("motion")),
            ),
        )

    def buttons(self) -> list[Button]:
        count = self.views.public.hands_of(self.hands)
        counting = [Button("count_votes", "count_votes", (("count", count),), primary=True)]
        if self.views.legal("end_day") is not None:  # classic: time may run out mid-trial
            counting.append(Button("end_day", end_day_text(self.views.public)))
        return counting

    def selectable(self) -> set[str]:
        return set(self._act.voters)

    def tap(self, name: str) -> Move:
        if name in self.selectable():
            toggle(self.hands, name)
        return Move()

    def press(self, key: str) -> Move | None:
        return Move([Vote(tuple(self.hands))]) if key == "count_votes" else None

    def tap_input(self, name: str) -> Input | None:
        return Vote((name,))

    def raised(self) -> set[str]:
        return set(self.hands)

    def draft(self) -> Draft:
        return Draft("hands", hands=tuple(self.hands)) if self.hands else Draft()

    def take_up(self, draft: Draft, speaker: str | None) -> InputMode | None:
        if draft.mode == "hands":
            allowed = self.selectable()
            self.hands = [h for h in draft.hands if h in allowed]
        return None


class Tally(InputMode):
    """Hands per candidate: the candidates are the rules' (fixed), or, where any living player may
    be voted on (the youth's open list), added as they come (``picking``: the next candidate is
    being tapped)."""

    def __init__(self, views: Views, act: LegalAct, rows: list[tuple[str, list[str]]]) -> None:
        super().__init__(views)
        self._act = act
        self.rows = rows
        self.current = 0
        self.picking = False
        #: the last hand moved by a tap: (voter, from, to)
        self.moved: tuple[str, str, str] | None = None

    @classmethod
    def start(cls, views: Views) -> Tally | None:
        act = views.legal("tally")
        if act is None:
            return None
        pub = views.public
        fixed = pub.step.code == "retally" or set(act.candidates) != views.living()
        return cls(views, act, [(c, []) for c in act.candidates] if fixed else [])

    @property
    def name(self) -> str:  # type: ignore[override]
        return "tally_pick" if self.picking else "tally"

    @property
    def act(self) -> LegalAct:
        return self._act

    def open_list(self) -> bool:
        """Youth: any living player may be voted on, so candidates are added as they come."""
        return self.views.public.step.code == "tally"

    def prompt(self) -> Prompt:
        if self.picking or not self.rows:
            return Prompt("tally_pick_candidate")
        name, hands = self.rows[self.current]
        return Prompt("tally_hands", (("candidate", name), ("count", self.views.public.hands_of(hands))))

    def buttons(self) -> list[Button]:
        if self.picking or not self.rows:
            return [Button("cancel", "cancel")]
        out: list[Button] = []
        if self.current + 1 < len(self.rows):
            out.append(Button("next_candidate", "next_candidate", primary=True))
        elif self.open_list():
            out.append(Button("add_candidate", "add_candidate"))
        if self.current > 0:
            out.append(Button("previous_candidate", "previous_candidate"))
        out.append(Button("count_tally", "count_tally", primary=self.current + 1 >= len(self.rows)))
        if self.views.public.step.code != "retally":
            out.append(Button("cancel", "cancel"))
        return out

    def selectable(self) -> set[str]:
        if self.picking:
            return set(self._act.candidates) - {c for c, _ in self.rows}
        return set(self._act.voters) if self.rows else set(self._act.candidates)

    def tap(self, name: str) -> Move:
        if name not in self.selectable():
            return Move()
        if self.picking:
            self.rows.append((name, []))
            self.current = len(self.rows) - 1
            self.picking = False
        elif not self.rows:
            self.rows.append((name, []))
        else:
            for i, (candidate, hands) in enumerate(self.rows):
                if i != self.current and name in hands:
                    hands.remove(name)  # one hand per voter: it moves to this candidate
                    self.moved = (name, candidate, self.rows[self.current][0])
            toggle(self.rows[self.current][1], name)
        return Move()

    def press(self, key: str) -> Move | None:
        if key == "next_candidate":
            self.current = min(self.current + 1, len(self.rows) - 1)
        elif key == "previous_candidate":
            self.current = max(0, self.current - 1)
        elif key == "add_candidate":
            self.picking = True
        elif key == "count_tally":
            return Move([TallyInput(tuple((c, tuple(h)) for c, h in self.rows))])
        else:
            return None
        return Move()

    def tap_input(self, name: str) -> Input | None:
        if self.rows and not self.picking:
            return TallyInput(((self.rows[self.current][0], (name,)),))
        return TallyInput(((name, ()),))

    def raised(self) -> set[str]:
        return set(self.rows[self.current][1]) if self.rows and not self.picking else set()

    def voted_elsewhere(self) -> set[str]:
        """Who already raised a hand for another candidate."""
        if self.picking:
            return set()
        return {v for i, (_, hands) in enumerate(self.rows) if i != self.current for v in hands}

    def marked(self) -> set[str]:
        return {self.rows[self.current][0]} if self.rows and not self.picking else set()

    def draft(self) -> Draft:
        tally = tuple((c, tuple(h)) for c, h in self.rows)
        return Draft(self.name, tally=tally, current=self.current)

    def take_up(self, draft: Draft, speaker: str | None) -> InputMode | None:
        if draft.mode not in ("tally", "tally_pick"):
            return None
        candidates = set(self._act.candidates)
        fixed = [c for c, _ in self.rows]
        rows = [(c, list(h)) for c, h in draft.tally if c in candidates]
        if fixed and [c for c, _ in rows] != fixed:
            return None  # the candidates are the rules': a draft for others is not this vote
        voters = set(self._act.voters)
        seen: set[str] = set()
        self.rows = []
        for candidate, hands in rows:
            kept = [h for h in hands if h in voters and h not in seen]
            seen.update(kept)
            self.rows.append((candidate, kept))
        self.current = min(draft.current, max(0, len(self.rows) - 1))
        self.picking = draft.mode == "tally_pick" and self.open_list()
        return None


class BestMove(InputMode):
    """The first night victim names up to three players they think are the mafia (their last
    words): three taps, then *Enter*."""

    name = "best_move"

    def __init__(self, views: Views, act: LegalAct, actor: str) -> None:
        super().__init__(views)
        self._act, self.actor = act, actor
        self.hands: list[str] = []

    @staticmethod
    def maker(views: Views) -> str | None:
        """The first night victim, while their best move is due (their last words)."""
        act = views.sport("best_move")
        return act.by[0] if act is not None and act.by else None

    @classmethod
    def start(cls, views: Views) -> BestMove | None:
        act = views.sport("best_move")
        return cls(views, act, act.by[0]) if act is not None and act.by else None

    @property
    def act(self) -> LegalAct:
        return self._act

    def prompt(self) -> Prompt:
        return Prompt("best_move", (("name", self.actor), ("count", len(self.hands))))

    def buttons(self) -> list[Button]:
        ready = len(self.hands) == BEST_MOVE_NAMES
        count = (("count", len(self.hands)),)
        return [
            Button("enter_best_move", "enter_best_move", count, primary=ready),
            Button("cancel", "cancel"),
        ]

    def selectable(self) -> set[str]:
        named = set(self.hands)
        return named if len(named) >= BEST_MOVE_NAMES else set(self._act.targets_for(self.actor))

    def tap(self, name: str) -> Move:
        if name in self.selectable():
            toggle(self.hands, name)  # three at most: a fourth seat is not selectable
        return Move()

    def press(self, key: str) -> Move | None:
        if key != "enter_best_move":
            return None
        if len(self.hands) != BEST_MOVE_NAMES:
            return Move()
        return Move([BestMoveInput(self.actor, tuple(self.hands))])

    def marked(self) -> set[str]:
        return set(self.hands)

    def draft(self) -> Draft:
        return Draft("best_move", actor=self.actor, hands=tuple(self.hands))

    def take_up(self, draft: Draft, speaker: str | None) -> InputMode | None:
        if draft.mode == "best_move" and draft.actor == self.actor:
            allowed = self.selectable()
            self.hands = [h for h in draft.hands if h in allowed][:BEST_MOVE_NAMES]
        return None


class LastAct(InputMode):
    """A dead player's last act, owed before anything else (the Kamikaze takes someone with him):
    a tap on whom, or *Nobody*. Said aloud at the table: the public view offers it."""

    name = "last_act"

    @property
    def act(self) -> LegalAct | None:
        return self.views.legal(str(self.views.public.step.get("act")))

    def owes(self) -> str:
        return str(self.views.public.step.get("player"))

    def prompt(self) -> Prompt:
        return Prompt("last_act", (("player", self.owes()), ("act", self.views.public.step.get("act"))))

    def buttons(self) -> list[Button]:
        return [Button("take_nobody", "take_nobody")]

    def selectable(self) -> set[str]:
        act = self.act
        return set(act.targets_for(self.owes())) if act is not None else set()

    def tap(self, name: str) -> Move:
        return Move([Take(self.owes(), name)]) if name in self.selectable() else Move()

    def tap_input(self, name: str) -> Input | None:
        return Take(self.owes(), name)

    def press(self, key: str) -> Move | None:
        return Move([Take(self.owes(), None)]) if key == "take_nobody" else None


def day_mode(views: Views) -> InputMode:
    """The mode a day step opens in: the hands of a motion, the tally of a revote, or waiting."""
    pub = views.public
    if pub.step.code == "last_act":
        return LastAct(views)
    if pub.phase != "day" and pub.step.code != "retally":
        return Idle(views)
    motion = views.legal("vote")
    if motion is not None and pub.phase == "day":
        return Hands(views, motion)
    if pub.step.code == "retally":
        return Tally.start(views) or Idle(views)
    return Idle(views)


# --- the referee's night ------------------------------------------------------------------------


@dataclass
class NightPlace:
    """Where the referee's night stands (kept through the night's inputs): the callers in night
    order for every role dealt, the one called now, the called list's seats and the seat called,
    and who signed there."""

    steps: list[str]
    index: int = 0
    #: the called list: the living seats in seat order, (seat number, name)
    seats: list[tuple[int, str]] = field(default_factory=list)
    seat: int = 0  # the seat being called: an index into ``seats``
    shooters: list[str] = field(default_factory=list)  # the called list: who signed at this seat


@dataclass(frozen=True)
class BackPlan:
    """Where Back goes in the called list: the step and seat, the inputs to take back (the shots
    entered at that seat, the record's last inputs), and who they were by (the seat's taps again)."""

    index: int
    seat: int
    undo: int
    shooters: tuple[str, ...]


class NightCall(InputMode):
    """The referee's night: the roles called in the night's order, each entering its choice by a
    tap; a check waits for the referee to see its answer; where the mafia shoot with eyes shut
    (the rules' kill is a majority or a unanimous shot), their step is *the called list*: every
    living seat called in seat order, the referee tapping who signs at the seat called, the seat's
    shots entered when the list leaves it. With no referee, no step (the private panel plays it)."""

    name = "night"

    def __init__(self, views: Views, place: NightPlace, answer_pending: bool, calling: str) -> None:
        super().__init__(views)
        self.place = place
        self.answer_pending = answer_pending
        #: the called list's pace, as the table runs it: "wait" (to be started), "on" or "paused"
        self.calling = calling
        self.refused = False  # the last tap was no legal shot (the table says so)
        #: the act the referee chose for a call with several (the Marshal checks or fires): "" none
        self.chosen = ""
        #: the players tapped so far for an act that names more than one (the first is marked)
        self.picked: list[str] = []

    # --- where the night stands

    def call(self) -> str | None:
        """The call being called now, if any."""
        night = self.place
        return night.steps[night.index] if night.index < len(night.steps) else None

    def choices(self) -> list[NightAct]:
        """The acts the referee may enter for the call now: those its players may still make (a
        used once-a-game act is not offered); where nobody of the call may act (a dead role, its
        act made), every act of the call, so its step looks as it would for a living role."""
        call = self.call()
        if call is None:
            return []
        open_now = [spec for spec, _ in call_actors(self.views.referee, call)]
        return open_now or list(acts_of_call(call))

    def current(self) -> NightAct | None:
        """The act a tap enters now: the one chosen, or the call's only one (None: the referee
        is still to choose between the call's acts)."""
        call = self.call()
        if call is None:
            return None
        choices = self.choices()
        chosen = next((a for a in choices if a.id == self.chosen), None)
        if chosen is not None:
            return chosen
        return choices[0] if len(choices) == 1 else None

    def must_choose(self) -> bool:
        """The call has several acts open and the referee has not chosen one yet."""
        return self.call() is not None and self.current() is None

    def team_kill(self) -> bool:
        return self.views.public.rules.kill == "team"

    def night_act(self) -> str | None:
        """The act a tap enters now (the one chosen of a call with several), if any."""
        act = self.current()
        return None if act is None else act.id

    def list_index(self) -> int | None:
        """The night step that is the called list, if any."""
        if self.views.referee is None or self.team_kill():
            return None
        return next((i for i, c in enumerate(self.place.steps) if call_act(c).behaviour.shared), None)

    def called_list(self) -> bool:
        """The called list is on: the referee calls the seats one by one."""
        return self.list_index() == self.place.index and not self.answer_pending

    def called(self) -> tuple[int, str] | None:
        """The seat being called: (seat number, name)."""
        night = self.place
        if not self.called_list() or night.seat >= len(night.seats):
            return None
        return night.seats[night.seat]

    def last_seat(self) -> bool:
        return self.place.seat + 1 >= len(self.place.seats)

    def list_end(self) -> bool:
        """The called list was called to its end and nobody shot: it waits there for the referee
        (*No shot: go on*, or *Call the list again*), never moving on to the next role by itself."""
        night = self.place
        return self.called_list() and bool(night.seats) and night.seat >= len(night.seats)

    def tonight(self) -> list[Acted]:
        """Tonight's night acts, in the order entered (the referee's view)."""
        out: list[Acted] = []
        for e in self.views.referee.log if self.views.referee is not None else ():
            if isinstance(e, PhaseBegan):
                out = []
            elif isinstance(e, Acted):
                out.append(e)
        return out

    def shot_tonight(self) -> bool:
        return any(e.behaviour.shared for e in self.tonight())

    def entered_after_list(self) -> bool:
        """A role called after the list has entered a choice tonight."""
        listed = self.list_index()
        if listed is None:
            return False
        after = set(self.place.steps[listed + 1 :])
        referee = self.views.referee
        assert referee is not None
        return any(actor_call(referee, e.by, e.act) in after for e in self.tonight())

    def same_role_again(self) -> bool:
        """Another player of the role just called may still act (two Angels, each asks)."""
        call = self.call()
        return call is not None and bool(call_actors(self.views.referee, call))

    # --- what it shows

    def prompt(self) -> Prompt:
        night = self.place
        if not night.steps:
            return Prompt("night_meeting")
        if night.index >= len(night.steps):
            return Prompt("night_done" if self.views.legal("end_night") is not None else "night_must_kill")
        caller = night.steps[night.index]
        if self.answer_pending:
            return Prompt("night_answer")
        kill = call_act(caller).behaviour.shared
        if kill and self.team_kill():
            return Prompt("night_team_shot")
        if kill and self.list_end():
            return Prompt("night_list_end")
        if kill:
            return Prompt(f"night_called_list_{self.calling}")
        act = self.current()
        if act is None:
            return Prompt("night_choose", (("call", caller),))
        params: tuple[tuple[str, object], ...] = (("call", caller),)
        if act.picks > 1:
            params += (("picks", act.picks), ("picked", tuple(self.picked)))
        return Prompt(f"night_{act.id}", params)

    def act_buttons(self) -> list[Button]:
        """A call with several acts: one button each, the one chosen the main one."""
        choices = self.choices()
        if len(choices) < 2:
            return []
        return [
            Button(f"act:{a.id}", "night_act", (("act", a.id), ("per_game", a.per_game)), a.id == self.chosen)
            for a in choices
        ]

    def buttons(self) -> list[Button]:
        night = self.place
        morning = self.views.legal("end_night") is not None
        if not night.steps or night.index >= len(night.steps):
            return (
                [Button("end_night", "morning", primary=True)]
                if morning
                else [Button("back_step", "back_step")]
            )
        out: list[Button] = []
        if self.list_end():
            # *Call the list again* where *Next seat* was: a tap too many calls the list again,
            # never moves the night on past a list that had no shot.
            out.append(Button("list_again", "list_again"))
            out.append(Button("next_step", "list_no_shot", primary=True))
            out.append(Button("back_seat", "back_seat"))
            return out
        if self.called_list():
            out.append(Button("next_seat", "list_done" if self.last_seat() else "next_seat", primary=True))
            if self.calling == "on":
                out.append(Button("pause_list", "pause_list"))
            else:
                out.append(Button("resume_list", "resume_list" if self.calling == "paused" else "start_list"))
            out.append(Button("repeat_seat", "repeat_seat"))
            if night.seat > 0:
                out.append(Button("back_seat", "back_seat"))
            elif night.index > 0:
                out.append(Button("back_step", "back_step"))
            return out
        if self.answer_pending:
            again = "next_same_role" if self.same_role_again() else "next_role"
            out.append(Button("next_step", again, primary=True))
        else:
            out += self.act_buttons()
            out.append(Button("next_step", "skip_step"))
        listed = self.list_index()
        # Back into the called list takes its last seat's shots back: not over a choice entered since
        # (Undo takes that back first).
        into_list = listed is not None and night.index == listed + 1
        if night.index > 0 and not (into_list and self.entered_after_list()):
            out.append(Button("back_step", "back_step"))
        return out

    def selectable(self) -> set[str]:
        """The living, at night: never a hint of roles."""
        night = self.place
        if not night.steps or night.index >= len(night.steps) or self.answer_pending or self.list_end():
            return set()
        if self.must_choose():
            return set()  # the act first, then whom
        return self.views.living()

    def raised(self) -> set[str]:
        return set(self.place.shooters) if self.called_list() else set()

    def marked(self) -> set[str]:
        called = self.called()
        return {called[1]} if called is not None else set(self.picked)

    # --- what the referee does

    def tap(self, name: str) -> Move:
        night = self.place
        act = self.current()
        if name not in self.selectable() or act is None:
            return Move()
        legal = self.views.legal(act.id, self.views.referee)
        called = self.called()
        if called is not None:
            # A tap is a sign at the seat called: only a shot the rules allow is taken (one each,
            # never at oneself), so the shots entered when the list moves on are all legal.
            if name in night.shooters:
                night.shooters.remove(name)
            elif legal is not None and called[1] in legal.targets_for(name):
                night.shooters.append(name)
            else:
                self.refused = True
            return Move()
        if act.behaviour.shared and not self.team_kill():
            return Move()  # shots are entered through the called list alone
        caller = night.steps[night.index]
        makers = next((by for spec, by in call_actors(self.views.referee, caller) if spec.id == act.id), ())
        by = makers[0] if makers else ""
        if act.picks > 1:
            # An act that names several players: each tap marks one (a tap on a marked seat takes
            # it back); the last one enters the act.
            if name in self.picked:
                self.picked.remove(name)
                return Move()
            if len(self.picked) + 1 < act.picks:
                self.picked.append(name)
                return Move()
            named = (*self.picked, name)
            self.picked = []
            return Move([NightInput(act.id, by, named[0], named[1:])])
        return Move([NightInput(act.id, by, name)])

    def press(self, key: str) -> Move | None:
        night = self.place
        if key == "end_night":
            return Move([EndNight()])
        if key.startswith("act:"):
            if any(a.id == key.removeprefix("act:") for a in self.choices()) and not self.answer_pending:
                if self.chosen != key.removeprefix("act:"):
                    self.picked = []
                self.chosen = key.removeprefix("act:")
            return Move()
        self.chosen, self.picked = "", []
        if key == "next_step":
            if not (self.answer_pending and self.same_role_again()):
                night.index += 1
            if night.index == self.list_index():
                night.seat = 0  # the list begins at its first seat
            night.shooters = []
            self.answer_pending = False
        elif key == "back_step":
            night.index = max(0, night.index - 1)
            night.shooters = []
            self.answer_pending = False
        elif key == "next_seat":
            return Move(self.leave_seat())
        elif key == "list_again" and self.list_end():
            night.seat = 0  # the list from its first seat, as it began
            night.shooters = []
        return Move()

    def leave_seat(self) -> list[Input]:
        """The list moves on: the shots at the seat it leaves (one per player tapped), and the
        next seat, or the next role after the last seat."""
        night = self.place
        called = self.called()
        if called is None:
            return []
        act = call_act(night.steps[night.index]).id
        shots: list[Input] = [NightInput(act, s, called[1]) for s in night.shooters]
        night.shooters = []
        night.seat += 1
        if night.seat >= len(night.seats) and (shots or self.shot_tonight()):
            night.index += 1  # with no shot at all, the list waits at its end (:meth:`list_end`)
        return shots

    def back_plan(self) -> BackPlan | None:
        """Where Back goes when it goes back one seat of the called list (from a seat after the
        first, or from the step after the list onto its last seat), or None: Back is the ordinary
        step back. The shots entered at that seat are the record's last inputs; from the step
        after the list, Back is offered only while nothing was entered since."""
        night = self.place
        listed = self.list_index()
        if listed is None or not night.seats:
            return None
        if night.index == listed and night.seat > 0 and not self.answer_pending:
            seat = night.seat - 1
        elif night.index == listed + 1 and not self.entered_after_list():
            if not self.shot_tonight():  # no shot: back to the list's end, where it waited
                return BackPlan(listed, len(night.seats), 0, ())
            seat = len(night.seats) - 1
        else:
            return None
        name = night.seats[seat][1]
        shooters: list[str] = []
        for e in reversed(self.tonight()):
            if not e.behaviour.shared or e.target != name:
                break
            shooters.insert(0, e.by)
        return BackPlan(listed, seat, len(shooters), tuple(shooters))

    def go_to(self, index: int, seat: int, shooters: tuple[str, ...] = ()) -> None:
        """Put the night at ``index`` and the called list at ``seat``, with its taps."""
        self.place.index, self.place.seat = index, seat
        self.place.shooters = list(shooters)
        self.answer_pending = False

    def after_input(self, more_to_act: bool) -> dict[str, object]:
        """What the table's session keeps with a night step just entered: a check waits for the
        referee to see its answer; a single choice moves on to the next role, unless another player
        of the same role (two Angels) may still make theirs (``more_to_act``)."""
        night = self.place
        act = self.current()
        if night.index >= len(night.steps) or act is None:
            return {}
        if act.behaviour.answers:
            return {"answer_pending": True}
        if act.behaviour.shared:  # a team shot is one (the called list keeps its own place)
            return {"call": night.index + 1} if self.team_kill() else {}
        return {} if more_to_act else {"call": night.index + 1}

    def draft(self) -> Draft:
        night = self.place
        if night.shooters and self.called_list():
            return Draft("seat", shooters=tuple(night.shooters))
        if self.chosen or self.picked:
            return Draft("night", act=self.chosen, hands=tuple(self.picked))
        return Draft()

    def take_up(self, draft: Draft, speaker: str | None) -> InputMode | None:
        if draft.mode == "night":
            if any(a.id == draft.act for a in self.choices()):
                self.chosen = draft.act
            act = self.current()
            if act is not None and act.picks > 1 and not self.answer_pending:
                living = self.views.living()
                self.picked = [h for h in draft.hands if h in living][: act.picks - 1]
            return None
        if draft.mode != "seat":
            return None
        called = self.called()
        legal = self.views.legal(self.night_act() or "", self.views.referee)
        if called is not None and legal is not None:
            self.place.shooters = [s for s in draft.shooters if called[1] in legal.targets_for(s)]
        return None
