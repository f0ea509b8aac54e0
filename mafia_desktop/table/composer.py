"""From taps on the seat circle and presses of the big buttons to engine inputs.

The composer is plain Python (no Qt), so its flows can be tested on their own. It is rebuilt from
the views after every accepted input and offers only what the engine says is legal now.

Privacy: the day works from the public view alone. At night, in a game with a referee, it works
from the referee's view (it has to know who may act), handed in by the referee console; a game with
no referee hands none, and the composer then offers no night step at all. Everything
it *shows* (prompts, selectable seats, buttons) is phrased by role title and offers every living
seat, so a glance at the screen never tells who holds which role. Night prompts follow the
rules' night order for every role dealt, alive or not, so a secret death leaves no gap.

Where the rules' kill is a majority or a unanimous shot (the mafia shoot with eyes shut), the
mafia's step is *the called list*: every living seat is called in seat order, the mafia's own
included, and the referee taps the players who sign at the seat called. A seat's shots are entered
when the list leaves it (Next seat, or the pause per seat running out), all of them in one
submission; going back one seat takes them back with the controller's undo, and the referee finds
that seat's taps as they were. The list's steps are the same whoever signs at what.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mafia_desktop.engine.events import Acted, PhaseBegan
from mafia_desktop.engine.inputs import (
    BestMove,
    EndDay,
    EndNight,
    Input,
    NightInput,
    Nominate,
    Second,
    Tally,
    Vote,
)
from mafia_desktop.engine.roles import NIGHT_ACTS, NightAct, acts_of_call
from mafia_desktop.engine.sport import BEST_MOVE_NAMES
from mafia_desktop.engine.state import LegalAct
from mafia_desktop.engine.views import PublicView, TableView
from mafia_desktop.table.night_plan import night_plan
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
    """What a night step enters, by the call that wakes (the registry: one act per call)."""
    return acts_of_call(call)[0]


@dataclass
class _Night:
    steps: list[str]  # callers in night order, for every role dealt
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
        #: the called list's pace, as the table runs it: "wait" (to be started), "on" or "paused"
        self.calling = "wait"
        self.refused = False  # the last tap at night was no legal shot (the table says so)
        self.preselected = False  # the actor was picked by the table (the club's speaker)

    # --- state from the views -------------------------------------------------------------

    def reset(
        self,
        public: PublicView,
        referee: TableView | None,
        call: int = 0,
        answer_pending: bool = False,
        seat: int = 0,
    ) -> None:
        """Start over from a fresh view (after every accepted input, undo or resume); at night, at
        the role the table's session is calling (``call``), waiting for the referee to see a
        check's answer when ``answer_pending``, and at the called list's ``seat``."""
        self.public, self.referee = public, referee
        self.act, self.actor = None, None
        self.preselected = False
        self.hands, self.tally, self.current = [], [], 0
        self.mode = "idle"
        self.answer_pending = False
        if public.phase == "night":
            if self.night is None or self.last_night_number != public.number:
                self.night = _Night(night_plan(public) if referee is not None else [])
                self.night.seats = [(s.seat, s.name) for s in public.seats if s.alive]
                self.last_night_number = public.number
            self.mode = "night"
            self.night.index = max(0, min(call, len(self.night.steps)))
            self.answer_pending = answer_pending and self.night.index < len(self.night.steps)
            self.night.seat = max(0, min(seat, len(self.night.seats)))
            if self.called_list() and self.night.seat >= len(self.night.seats) and self._shot_tonight():
                self.night.seat = max(0, len(self.night.seats) - 1)  # the end waits only with no shot
            self.night.shooters = []
            return
        self.night = None
        motion = self._legal("vote")
        if motion is not None and public.phase == "day":
            self.act, self.mode = motion, "hands"
        elif public.step.code == "retally":
            self._start_tally()

    def _legal(self, act: str, view: PublicView | TableView | None = None) -> LegalAct | None:
        view = view or self.public
        if view is None:
            return None
        return next((a for a in view.legal if a.act == act), None)

    def _sport(self, act: str) -> LegalAct | None:
        """One of the sport's acts (a foul, the best move) the public view offers now."""
        view = self.public
        return None if view is None else next((a for a in view.sport if a.act == act), None)

    def best_move_maker(self) -> str | None:
        """The first night victim, while their best move is due (their last words)."""
        act = self._sport("best_move")
        return act.by[0] if act is not None and act.by else None

    # --- what to show ---------------------------------------------------------------------

    def prompt(self) -> Prompt:
        pub = self.public
        assert pub is not None
        if pub.phase == "over":
            return Prompt("over", (("winner", pub.winner),))
        if self.mode == "night":
            return self._night_prompt()
        if self.mode == "best_move":
            return Prompt("best_move", (("name", self.actor), ("count", len(self.hands))))
        if self.mode == "pick_actor":
            assert self.act is not None
            return Prompt(f"pick_actor_{self._day_word(self.act.act)}")
        if self.mode == "pick_target":
            assert self.act is not None
            return Prompt(f"pick_target_{self._day_word(self.act.act)}", (("actor", self.actor),))
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
        kill = call_act(caller).behaviour.shared
        if kill and self._team_kill():
            return Prompt("night_team_shot")
        if kill and self.list_end():
            return Prompt("night_list_end")
        if kill:
            return Prompt(f"night_called_list_{self.calling}")
        return Prompt(f"night_{call_act(caller).id}")

    def _team_kill(self) -> bool:
        assert self.public is not None
        return self.public.rules.kill == "team"

    # --- the called list ----------------------------------------------------------------------

    def list_index(self) -> int | None:
        """The night step that is the called list (the mafia's shot, where each mafioso shoots with
        eyes shut: the rules' kill is a majority or a unanimous shot), if any."""
        night = self.night
        if night is None or self.referee is None or self._team_kill():
            return None
        return next((i for i, c in enumerate(night.steps) if call_act(c).behaviour.shared), None)

    def called_list(self) -> bool:
        """The called list is on: the referee calls the seats one by one."""
        night = self.night
        return night is not None and self.list_index() == night.index and not self.answer_pending

    def called(self) -> tuple[int, str] | None:
        """The seat being called: (seat number, name)."""
        night = self.night
        if night is None or not self.called_list() or night.seat >= len(night.seats):
            return None
        return night.seats[night.seat]

    def last_seat(self) -> bool:
        night = self.night
        return night is not None and night.seat + 1 >= len(night.seats)

    def list_end(self) -> bool:
        """The called list was called to its end and nobody shot: it waits there for the referee
        (*No shot: go on*, or *Call the list again*), never moving on to the next role by itself."""
        night = self.night
        return (
            night is not None and self.called_list() and bool(night.seats) and night.seat >= len(night.seats)
        )

    def entered_tonight(self) -> bool:
        """Whether any night choice was entered tonight (the referee's view)."""
        return bool(self._tonight())

    def _shot_tonight(self) -> bool:
        return any(e.behaviour.shared for e in self._tonight())

    def leave_seat(self) -> list[Input]:
        """The list moves on: the shots at the seat it leaves (one per player tapped), and the
        next seat, or the next role after the last seat."""
        night = self.night
        called = self.called()
        if night is None or called is None:
            return []
        act = call_act(night.steps[night.index]).id
        shots: list[Input] = [NightInput(act, s, called[1]) for s in night.shooters]
        night.shooters = []
        night.seat += 1
        if night.seat >= len(night.seats) and (shots or self._shot_tonight()):
            night.index += 1  # with no shot at all, the list waits at its end (:meth:`list_end`)
        return shots

    def back_plan(self) -> BackPlan | None:
        """Where Back goes when it goes back one seat of the called list (from a seat after the
        first, or from the step after the list onto its last seat), or None: Back is the ordinary
        step back. The shots entered at that seat are the record's last inputs; from the step
        after the list, Back is offered only while nothing was entered since (see
        :meth:`_entered_after_list`)."""
        night = self.night
        listed = self.list_index()
        if night is None or listed is None or not night.seats:
            return None
        if night.index == listed and night.seat > 0 and not self.answer_pending:
            seat = night.seat - 1
        elif night.index == listed + 1 and not self._entered_after_list():
            if not self._shot_tonight():  # no shot: back to the list's end, where it waited
                return BackPlan(listed, len(night.seats), 0, ())
            seat = len(night.seats) - 1
        else:
            return None
        name = night.seats[seat][1]
        shooters: list[str] = []
        for e in reversed(self._tonight()):
            if not e.behaviour.shared or e.target != name:
                break
            shooters.insert(0, e.by)
        return BackPlan(listed, seat, len(shooters), tuple(shooters))

    def go_to(self, index: int, seat: int, shooters: tuple[str, ...] = ()) -> None:
        """Put the night at ``index`` and the called list at ``seat``, with its taps."""
        night = self.night
        if night is None:
            return
        night.index, night.seat = index, seat
        night.shooters = list(shooters)
        self.answer_pending = False

    def _tonight(self) -> list[Acted]:
        """Tonight's night acts, in the order entered (the referee's view)."""
        out: list[Acted] = []
        for e in self.referee.log if self.referee is not None else ():
            if isinstance(e, PhaseBegan):
                out = []
            elif isinstance(e, Acted):
                out.append(e)
        return out

    def _entered_after_list(self) -> bool:
        """A role called after the list has entered a choice tonight."""
        night = self.night
        listed = self.list_index()
        if night is None or listed is None:
            return False
        after = set(night.steps[listed + 1 :])
        return any(NIGHT_ACTS[e.act].call in after for e in self._tonight())

    def buttons(self) -> list[Button]:
        pub = self.public
        if pub is None:
            return []
        if pub.phase == "over":  # the referee's extra points, where the rules keep score
            return [Button("extra_points", "extra_points")] if self._sport("extra_points") else []
        if self.mode == "night":
            return self._night_buttons()
        if self.mode == "best_move":
            ready = len(self.hands) == BEST_MOVE_NAMES
            count = (("count", len(self.hands)),)
            return [
                Button("enter_best_move", "enter_best_move", count, primary=ready),
                Button("cancel", "cancel"),
            ]
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
                    Button("nominate", "nominate_accuse" if pub.rules.day == "accusation" else "nominate")
                )
            elif act.act == "second":
                out.append(Button("second", "second", primary=True))
            elif act.act == "tally":
                out.append(Button("tally", "tally", primary=True))
            elif act.act == "end_day":
                out.append(Button("end_day", self._end_day_text()))
        maker = self.best_move_maker()
        if maker is not None:  # last, so the day's own buttons keep their places
            out.append(Button("best_move", "best_move", (("name", maker),)))
        return out

    def _day_word(self, act: str) -> str:
        """The rules' own word for naming a player by day: ``accuse`` where the day is accusations
        and trials, ``nominate`` elsewhere (the club's word); other acts keep their name."""
        pub = self.public
        assert pub is not None
        if act == "nominate" and pub.rules.day == "accusation":
            return "accuse"
        return act

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
            again = "next_same_role" if self._same_role_again() else "next_role"
            out.append(Button("next_step", again, primary=True))
        else:
            out.append(Button("next_step", "skip_step"))
        listed = self.list_index()
        # Back into the called list takes its last seat's shots back: not over a choice entered since
        # (Undo takes that back first).
        into_list = listed is not None and night.index == listed + 1
        if night.index > 0 and not (into_list and self._entered_after_list()):
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
            if (
                night is None
                or not night.steps
                or night.index >= len(night.steps)
                or self.answer_pending
                or self.list_end()
            ):
                return set()
            return living
        if self.mode == "pick_actor" and self.act is not None:
            return set(self.act.by)
        if self.mode == "best_move" and self.act is not None and self.actor is not None:
            named = set(self.hands)
            return named if len(named) >= BEST_MOVE_NAMES else set(self.act.targets_for(self.actor))
        if self.mode == "pick_target" and self.act is not None and self.actor is not None:
            # A speaker picked by the table: a tap on their own seat takes them back.
            return set(self.act.targets_for(self.actor)) | ({self.actor} if self.preselected else set())
        if self.mode == "hands" and self.act is not None:
            return set(self.act.voters)
        if self.mode == "tally" and self.act is not None:
            return set(self.act.voters) if self.tally else set(self.act.candidates)
        if self.mode == "tally_pick" and self.act is not None:
            chosen = {c for c, _ in self.tally}
            return set(self.act.candidates) - chosen
        return set()

    def tap_input(self, name: str) -> Input | None:
        """The input a tap on ``name`` would make in this day step, for the engine to say why it
        cannot be (None where a tap makes no input of its own)."""
        pub = self.public
        if pub is None or self.act is None:
            return None
        if self.mode == "pick_actor" and self.act.act == "second":
            return Second(name)
        if self.mode == "pick_actor" and self.act.act == "nominate":
            others = [s.name for s in pub.seats if s.alive and s.name != name and not s.nominated]
            return Nominate(name, others[0]) if others else None
        if self.mode == "pick_target" and self.actor is not None:
            return Nominate(self.actor, name)
        if self.mode == "hands":
            return Vote((name,))
        if self.mode == "tally" and self.tally:
            return Tally(((self.tally[self.current][0], (name,)),))
        if self.mode in ("tally", "tally_pick"):
            return Tally(((name, ()),))
        return None

    def raised_hands(self) -> set[str]:
        if self.mode == "hands":
            return set(self.hands)
        if self.mode == "tally" and self.tally:
            return set(self.tally[self.current][1])
        if self.mode == "night" and self.night is not None and self.called_list():
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
        if self.mode == "best_move":
            return set(self.hands)
        called = self.called() if self.mode == "night" else None
        if called is not None:
            return {called[1]}
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
        if key == "best_move":
            self._start_best_move()
            return []
        if key == "enter_best_move":
            if self.actor is None or len(self.hands) != BEST_MOVE_NAMES:
                return []
            return [BestMove(self.actor, tuple(self.hands))]
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
            if night.index == self.list_index():
                night.seat = 0  # the list begins at its first seat
            night.shooters = []
            self.answer_pending = False
        elif key == "back_step":
            night.index = max(0, night.index - 1)
            night.shooters = []
            self.answer_pending = False
        elif key == "next_seat":
            return self.leave_seat()
        elif key == "list_again" and self.list_end():
            night.seat = 0  # the list from its first seat, as it began
            night.shooters = []
        return []

    def tap(self, name: str) -> list[Input]:
        """A seat was tapped (or picked with the keyboard); returns inputs to submit."""
        if self.mode == "night":
            return self._tap_night(name)
        if name not in self.selectable():
            return []
        if self.mode == "best_move":
            self._toggle(self.hands, name)  # three at most: a fourth seat is not selectable
            return []
        if self.mode == "pick_actor" and self.act is not None:
            if self.act.act == "second":
                return [Second(name)]
            self.actor = name
            self.mode = "pick_target"
            return []
        if self.mode == "pick_target" and self.act is not None and self.actor is not None:
            if name == self.actor and self.preselected:
                self.actor, self.mode, self.preselected = None, "pick_actor", False
                return []
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
            return []
        if act.behaviour.shared and not self._team_kill():
            return []  # shots are entered through the called list alone
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
        if bool(act.behaviour.answers):
            return {"answer_pending": True}
        if act.behaviour.shared:  # a team shot is one (the called list keeps its own place)
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

    # --- taps in progress, kept with the session -------------------------------------------------

    def draft(self) -> Draft:
        """The taps of the input being made (nothing entered yet), for the table's session."""
        if self.mode == "night":
            night = self.night
            if night is not None and night.shooters and self.called_list():
                return Draft("seat", shooters=tuple(night.shooters))
            return Draft()
        if self.mode == "hands":
            return Draft("hands", hands=tuple(self.hands)) if self.hands else Draft()
        if self.mode in ("tally", "tally_pick") and self.act is not None:
            tally = tuple((c, tuple(h)) for c, h in self.tally)
            return Draft(self.mode, tally=tally, current=self.current)
        if self.mode in ("pick_actor", "pick_target") and self.act is not None:
            return Draft(self.mode, act=self.act.act, actor=self.actor or "")
        if self.mode == "best_move":
            return Draft("best_move", actor=self.actor or "", hands=tuple(self.hands))
        return Draft()

    def restore(self, draft: Draft, speaker: str | None = None) -> None:
        """Take up the taps of a draft again (after a crash, or an undo back to them); what the
        game no longer allows is left out. ``speaker``: whose speech the table is at (a
        nomination of theirs was picked for them, and a tap on their seat takes it back)."""
        if draft.mode == "seat":
            night = self.night
            called = self.called()
            legal = self._legal(self.night_act() or "", self.referee) if night is not None else None
            if night is not None and called is not None and legal is not None:
                night.shooters = [s for s in draft.shooters if called[1] in legal.targets_for(s)]
        elif draft.mode == "hands" and self.mode == "hands":
            allowed = self.selectable()
            self.hands = [h for h in draft.hands if h in allowed]
        elif draft.mode in ("tally", "tally_pick") and self.mode in ("idle", "tally"):
            if self.mode == "idle":
                self._start_tally()
            if self.mode != "tally" or self.act is None:
                return
            candidates = set(self.act.candidates)
            fixed = [c for c, _ in self.tally]
            rows = [(c, list(h)) for c, h in draft.tally if c in candidates]
            if fixed and [c for c, _ in rows] != fixed:
                return  # the candidates are the rules': a draft for others is not this vote
            voters = set(self.act.voters)
            seen: set[str] = set()
            self.tally = []
            for candidate, hands in rows:
                kept = [h for h in hands if h in voters and h not in seen]
                seen.update(kept)
                self.tally.append((candidate, kept))
            self.current = min(draft.current, max(0, len(self.tally) - 1))
            if draft.mode == "tally_pick" and self._tally_open_list():
                self.mode = "tally_pick"
        elif draft.mode == "best_move" and self.mode == "idle":
            self._start_best_move()
            if self.mode == "best_move" and draft.actor == self.actor:
                allowed = self.selectable()
                self.hands = [h for h in draft.hands if h in allowed][:BEST_MOVE_NAMES]
        elif draft.mode in ("pick_actor", "pick_target") and self.mode == "idle":
            act = self._legal(draft.act) if draft.act in ("nominate", "second") else None
            if act is None:
                return
            self.act, self.mode = act, "pick_actor"
            if draft.mode == "pick_target" and draft.actor in self.selectable():
                self.actor, self.mode = draft.actor, "pick_target"
                self.preselected = act.act == "nominate" and draft.actor == speaker

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

    def _start_best_move(self) -> None:
        act = self._sport("best_move")
        if act is None or not act.by:
            return
        self.act, self.actor, self.mode, self.hands = act, act.by[0], "best_move", []

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
