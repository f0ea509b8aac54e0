"""From taps on the seat circle and presses of the big buttons to engine inputs.

The composer is plain Python (no Qt), so its flows can be tested on their own. It is rebuilt from
the views after every accepted input and offers only what the engine says is legal now.

Privacy: the day works from the public view alone. At night, in a game with a referee, it works
from the referee's view (it has to know who may act), handed in by the referee console; a game with
no referee hands none, and the composer then offers no night step at all. Everything
it *shows* (prompts, selectable seats, buttons) is phrased by role title and offers every living
seat, so a glance at the screen never tells who holds which role. Night prompts follow the
rules' night order for every role dealt, alive or not, so a secret death leaves no gap.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mafia_desktop.engine.events import Acted, PhaseBegan
from mafia_desktop.engine.inputs import (
    EndDay,
    EndNight,
    Input,
    NightInput,
    Nominate,
    Second,
    Tally,
    Vote,
)
from mafia_desktop.engine.roles import ROLES, NightAct, acts_of_call
from mafia_desktop.engine.state import LegalAct
from mafia_desktop.engine.views import PublicView, TableView


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
    """What a night step enters, by the call that wakes (the registry: one act per call)."""
    return acts_of_call(call)[0]


@dataclass
class _Night:
    steps: list[str]  # callers in night order, for every role dealt
    index: int = 0
    target: str | None = None  # shots: the target being entered
    shooters: list[str] = field(default_factory=list)
    answers: list[tuple[str, str]] = field(default_factory=list)  # (title, result) to hold-to-see


class Composer:
    """One input at a time: the buttons to show, the seats that may be tapped, the prompt."""

    def __init__(self) -> None:
        self.public: PublicView | None = None
        self.referee: TableView | None = None
        self.mode = "idle"
        self.act: LegalAct | None = None
        self.actor: str | None = None
        self.hands: list[str] = []
        self.tally: list[tuple[str, list[str]]] = []  # candidate -> hands, in order
        self.current = 0  # the candidate whose hands are being tapped
        self.night: _Night | None = None
        self.last_night_number = 0
        self.answer_pending = False  # a check was entered: its answer waits for the referee
        self.moved: tuple[str, str, str] | None = None  # the last hand moved: (voter, from, to)

    # --- state from the views -------------------------------------------------------------

    def reset(
        self, public: PublicView, referee: TableView | None, call: int = 0, answer_pending: bool = False
    ) -> None:
        """Start over from a fresh view (after every accepted input, undo or resume); at night, at
        the role the table's session is calling (``call``), waiting for the referee to see a
        check's answer when ``answer_pending``."""
        self.public, self.referee = public, referee
        self.act, self.actor = None, None
        self.hands, self.tally, self.current = [], [], 0
        self.mode = "idle"
        self.answer_pending = False
        if public.phase == "night":
            if self.night is None or self.last_night_number != public.number:
                self.night = _Night(self._night_steps(public) if referee is not None else [])
                self.last_night_number = public.number
            self.mode = "night"
            self.night.index = max(0, min(call, len(self.night.steps)))
            self.answer_pending = answer_pending and self.night.index < len(self.night.steps)
            self.night.target, self.night.shooters = None, []
            return
        self.night = None
        motion = self._legal("vote")
        if motion is not None and public.phase == "day":
            self.act, self.mode = motion, "hands"
        elif public.step.code == "retally":
            self._start_tally()

    @staticmethod
    def _night_steps(view: PublicView) -> list[str]:
        if view.step.code == "meeting_night":
            return []
        dealt = dict(view.dealt)
        # A role is still called after its players died, unless every one of their cards was
        # turned up: a secret death must not be betrayed by a missing call.
        shown_dead = [role for name, role in view.revealed if not view.seat(name).alive]
        steps = []
        for c in view.rules.night_order:
            answering = {role for role in dealt if c in ROLES[role].calls}
            count = sum(dealt[role] for role in answering)
            if call_act(c).kind == "kill" or count > sum(1 for r in shown_dead if r in answering):
                steps.append(c)
        return steps

    def _legal(self, act: str, view: PublicView | TableView | None = None) -> LegalAct | None:
        view = view or self.public
        if view is None:
            return None
        return next((a for a in view.legal if a.act == act), None)

    # --- what to show ---------------------------------------------------------------------

    def prompt(self) -> Prompt:
        pub = self.public
        assert pub is not None
        if pub.phase == "over":
            return Prompt("over", (("winner", pub.winner),))
        if self.mode == "night":
            return self._night_prompt()
        if self.mode == "pick_actor":
            assert self.act is not None
            return Prompt(f"pick_actor_{self.act.act}")
        if self.mode == "pick_target":
            assert self.act is not None
            return Prompt(f"pick_target_{self.act.act}", (("actor", self.actor),))
        if self.mode == "hands":
            needed = pub.step.get("needed")
            return Prompt(
                "hands", (("count", len(self.hands)), ("needed", needed), ("motion", pub.step.get("motion")))
            )
        if self.mode == "tally":
            if not self.tally:
                return Prompt("tally_pick_candidate")
            name, hands = self.tally[self.current]
            return Prompt("tally_hands", (("candidate", name), ("count", len(hands))))
        if self.mode == "tally_pick":
            return Prompt("tally_pick_candidate")
        return Prompt("step", tuple(pub.step.params) + (("code", pub.step.code),))

    def _night_prompt(self) -> Prompt:
        night = self.night
        assert night is not None and self.public is not None
        if not night.steps:
            return Prompt("night_meeting")
        if night.index >= len(night.steps):
            return Prompt("night_done" if self._legal("end_night") is not None else "night_must_kill")
        caller = night.steps[night.index]
        if self.answer_pending:
            return Prompt("night_answer")
        kill = call_act(caller).kind == "kill"
        if kill and self._team_kill():
            return Prompt("night_team_shot")
        if kill:
            if night.target is None:
                return Prompt("night_shot_target", (("count", self._shots_tonight()),))
            return Prompt("night_shooters", (("target", night.target), ("count", len(night.shooters))))
        return Prompt(f"night_{call_act(caller).id}")

    def _shots_tonight(self) -> int:
        """Shots entered tonight (the referee's view: a game with a referee only)."""
        count = 0
        for e in self.referee.log if self.referee is not None else ():
            if isinstance(e, PhaseBegan):
                count = 0
            elif isinstance(e, Acted) and e.kind == "kill":
                count += 1
        return count

    def _team_kill(self) -> bool:
        assert self.public is not None
        return self.public.rules.kill == "team"

    def buttons(self) -> list[Button]:
        pub = self.public
        if pub is None or pub.phase == "over":
            return []
        if self.mode == "night":
            return self._night_buttons()
        if self.mode in ("pick_actor", "pick_target", "tally_pick") or (
            self.mode == "tally" and not self.tally
        ):
            return [Button("cancel", "cancel")]
        if self.mode == "hands":
            counting = [Button("count_votes", "count_votes", (("count", len(self.hands)),), primary=True)]
            if self._legal("end_day") is not None:
                counting.append(
                    Button("end_day", self._end_day_text())
                )  # classic: time may run out mid-trial
            return counting
        if self.mode == "tally":
            out: list[Button] = []
            if self.current + 1 < len(self.tally):
                out.append(Button("next_candidate", "next_candidate", primary=True))
            elif self._tally_open_list():
                out.append(Button("add_candidate", "add_candidate"))
            if self.current > 0:
                out.append(Button("previous_candidate", "previous_candidate"))
            out.append(Button("count_tally", "count_tally", primary=self.current + 1 >= len(self.tally)))
            if pub.step.code != "retally":
                out.append(Button("cancel", "cancel"))
            return out
        out = []
        for act in pub.legal:
            if act.act == "nominate":
                out.append(
                    Button("nominate", "nominate_accuse" if pub.step.code == "accusations" else "nominate")
                )
            elif act.act == "second":
                out.append(Button("second", "second", primary=True))
            elif act.act == "tally":
                out.append(Button("tally", "tally", primary=True))
            elif act.act == "end_day":
                out.append(Button("end_day", self._end_day_text()))
        return out

    def _end_day_text(self) -> str:
        pub = self.public
        assert pub is not None
        if pub.step.code == "talk":
            return "end_talk_day"
        if pub.rules.day == "accusation" and pub.rules.time_limit_pick:
            return "time_is_up"
        return "end_day"

    def _night_buttons(self) -> list[Button]:
        night = self.night
        assert night is not None
        morning = self._legal("end_night") is not None
        if not night.steps or night.index >= len(night.steps):
            return (
                [Button("end_night", "morning", primary=True)]
                if morning
                else [Button("back_step", "back_step")]
            )
        caller = night.steps[night.index]
        out: list[Button] = []
        if self.answer_pending:
            again = "next_same_role" if self._same_role_again() else "next_role"
            out.append(Button("next_step", again, primary=True))
        elif call_act(caller).kind == "kill" and not self._team_kill():
            if night.target is not None:
                out.append(
                    Button(
                        "record_shots",
                        "record_shots",
                        (("count", len(night.shooters)),),
                        primary=bool(night.shooters),
                    )
                )
                out.append(Button("cancel_target", "cancel"))
            else:
                out.append(Button("next_step", "shots_done", primary=True))
        else:
            out.append(Button("next_step", "skip_step"))
        if night.index > 0:
            out.append(Button("back_step", "back_step"))
        return out

    def selectable(self) -> set[str]:
        """Seats a tap does something on now (the living, at night: never a hint of roles)."""
        pub = self.public
        if pub is None or pub.phase == "over":
            return set()
        living = {s.name for s in pub.seats if s.alive}
        if self.mode == "night":
            night = self.night
            if night is None or not night.steps or night.index >= len(night.steps) or self.answer_pending:
                return set()
            return living
        if self.mode == "pick_actor" and self.act is not None:
            return set(self.act.by)
        if self.mode == "pick_target" and self.act is not None and self.actor is not None:
            return set(self.act.targets_for(self.actor))
        if self.mode == "hands" and self.act is not None:
            return set(self.act.voters)
        if self.mode == "tally" and self.act is not None:
            return set(self.act.voters) if self.tally else set(self.act.candidates)
        if self.mode == "tally_pick" and self.act is not None:
            chosen = {c for c, _ in self.tally}
            return set(self.act.candidates) - chosen
        return set()

    def raised_hands(self) -> set[str]:
        if self.mode == "hands":
            return set(self.hands)
        if self.mode == "tally" and self.tally:
            return set(self.tally[self.current][1])
        if self.mode == "night" and self.night is not None:
            return set(self.night.shooters)
        return set()

    def voted_elsewhere(self) -> set[str]:
        """In a vote among candidates: who already raised a hand for another candidate."""
        if self.mode != "tally":
            return set()
        return {v for i, (_, hands) in enumerate(self.tally) if i != self.current for v in hands}

    def marked(self) -> set[str]:
        """Seats picked so far in this input (the accuser, the night's target...)."""
        if self.mode == "pick_target" and self.actor:
            return {self.actor}
        if self.mode == "night" and self.night is not None and self.night.target:
            return {self.night.target}
        if self.mode == "tally" and self.tally:
            return {self.tally[self.current][0]}
        return set()

    def tally_counts(self) -> list[tuple[str, int]]:
        return [(c, len(h)) for c, h in self.tally]

    # --- what the user did ----------------------------------------------------------------

    def press(self, key: str) -> list[Input]:
        """A button; returns the inputs to submit (often none, just a new mode)."""
        pub = self.public
        assert pub is not None
        if key == "cancel":
            self.reset(pub, self.referee)
            return []
        if key == "nominate" or key == "second":
            self.act = self._legal(key)
            self.mode = "pick_actor"
            return []
        if key == "end_day":
            return [EndDay()]
        if key == "tally":
            self._start_tally()
            return []
        if key == "count_votes":
            return [Vote(tuple(self.hands))]
        if key == "next_candidate":
            self.current = min(self.current + 1, len(self.tally) - 1)
            return []
        if key == "previous_candidate":
            self.current = max(0, self.current - 1)
            return []
        if key == "add_candidate":
            self.mode = "tally_pick"
            return []
        if key == "count_tally":
            return [Tally(tuple((c, tuple(h)) for c, h in self.tally))]
        return self._press_night(key)

    def _press_night(self, key: str) -> list[Input]:
        night = self.night
        if night is None:
            return []
        if key == "end_night":
            return [EndNight()]
        if key == "next_step":
            if not (self.answer_pending and self._same_role_again()):
                night.index += 1
            night.target, night.shooters = None, []
            self.answer_pending = False
        elif key == "back_step":
            night.index = max(0, night.index - 1)
            night.target, night.shooters = None, []
            self.answer_pending = False
        elif key == "cancel_target":
            night.target, night.shooters = None, []
        elif key == "record_shots" and night.target is not None:
            act = call_act(night.steps[night.index]).id
            shots: list[Input] = [NightInput(act, s, night.target) for s in night.shooters]
            night.target, night.shooters = None, []
            return shots
        return []

    def tap(self, name: str) -> list[Input]:
        """A seat was tapped (or picked with the keyboard); returns inputs to submit."""
        if self.mode == "night":
            return self._tap_night(name)
        if name not in self.selectable():
            return []
        if self.mode == "pick_actor" and self.act is not None:
            if self.act.act == "second":
                return [Second(name)]
            self.actor = name
            self.mode = "pick_target"
            return []
        if self.mode == "pick_target" and self.act is not None and self.actor is not None:
            return [Nominate(self.actor, name)]
        if self.mode == "hands":
            self._toggle(self.hands, name)
            return []
        if self.mode == "tally_pick":
            self.tally.append((name, []))
            self.current = len(self.tally) - 1
            self.mode = "tally"
            return []
        if self.mode == "tally":
            if not self.tally:
                self.tally.append((name, []))
                return []
            for i, (candidate, hands) in enumerate(self.tally):
                if i != self.current and name in hands:
                    hands.remove(name)  # one hand per voter: it moves to this candidate
                    self.moved = (name, candidate, self.tally[self.current][0])
            self._toggle(self.tally[self.current][1], name)
        return []

    def _tap_night(self, name: str) -> list[Input]:
        night = self.night
        if night is None or name not in self.selectable():
            return []
        act = call_act(night.steps[night.index])
        legal = self._legal(act.id, self.referee)
        if act.kind == "kill" and not self._team_kill():
            if night.target is None:
                night.target = name
            else:
                self._toggle(night.shooters, name)
            return []
        by = legal.by[0] if legal is not None and legal.by else ""
        return [NightInput(act.id, by, name)]

    def after_night_input(self, more_to_act: bool) -> dict[str, object]:
        """What the table's session keeps with a night step just entered: a check waits for the
        referee to see its answer; a single choice moves on to the next role, unless another player
        of the same role (two Angels) may still make theirs (``more_to_act``)."""
        night = self.night
        if night is None or night.index >= len(night.steps):
            return {}
        act = call_act(night.steps[night.index])
        if act.kind == "check":
            return {"answer_pending": True}
        if act.kind == "kill":  # shots: the referee says when they are all in; a team shot is one
            return {"call": night.index + 1} if self._team_kill() else {}
        return {} if more_to_act else {"call": night.index + 1}

    def _same_role_again(self) -> bool:
        """Another player of the role just called may still act (two Angels, each asks)."""
        act = self.night_act()
        return act is not None and self._legal(act, self.referee) is not None

    def night_act(self) -> str | None:
        """The act of the role being called now, if any."""
        night = self.night
        if night is None or night.index >= len(night.steps):
            return None
        return call_act(night.steps[night.index]).id

    # --- helpers --------------------------------------------------------------------------

    def _start_tally(self) -> None:
        act = self._legal("tally")
        if act is None:
            return
        self.act = act
        self.mode = "tally"
        self.current = 0
        fixed = self.public is not None and (
            self.public.step.code == "retally"
            or set(act.candidates) != {s.name for s in self.public.seats if s.alive}
        )
        self.tally = [(c, []) for c in act.candidates] if fixed else []

    def _tally_open_list(self) -> bool:
        """Youth: any living player may be voted on, so candidates are added as they come."""
        pub = self.public
        return self.act is not None and pub is not None and pub.step.code == "tally"

    @staticmethod
    def _toggle(hands: list[str], name: str) -> None:
        if name in hands:
            hands.remove(name)
        else:
            hands.append(name)
