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

from mafia_desktop.engine.inputs import EndDay, Input, shown_acts
from mafia_desktop.engine.state import LegalAct
from mafia_desktop.engine.views import PublicView, TableView
from mafia_desktop.table.input_modes import (
    BackPlan,
    BestMove,
    Button,
    Hands,
    InputMode,
    Move,
    NightCall,
    NightPlace,
    PickActor,
    PickTarget,
    Prompt,
    Tally,
    Views,
    call_act,
    day_mode,
)
from mafia_desktop.table.night_plan import night_plan
from mafia_desktop.table.session import Draft

__all__ = ["BackPlan", "Button", "Composer", "Prompt", "call_act"]


class Composer:
    """One input at a time, in one of the input modes (:mod:`mafia_desktop.table.input_modes`):
    the buttons to show, the seats that may be tapped, the prompt. The composer holds the mode now
    and the referee's place in the night (kept through the night's inputs), and starts the modes
    the day's buttons open."""

    def __init__(self) -> None:
        self.public: PublicView | None = None
        self.referee: TableView | None = None
        self._mode: InputMode | None = None
        self._place: NightPlace | None = None
        self.last_night_number = 0
        #: the called list's pace, as the table runs it: "wait" (to be started), "on" or "paused"
        self._calling = "wait"
        self.moved: tuple[str, str, str] | None = None  # the last hand moved: (voter, from, to)
        self.refused = False  # the last tap at night was no legal shot (the table says so)

    # --- the mode now -----------------------------------------------------------------------

    @property
    def input_mode(self) -> InputMode:
        """The mode the next tap or press goes to."""
        assert self._mode is not None, "the composer is reset to a view first"
        return self._mode

    @property
    def mode(self) -> str:
        """The mode's name: idle, pick_actor, pick_target, hands, tally, tally_pick, best_move, night."""
        return "idle" if self._mode is None else self._mode.name

    @property
    def act(self) -> LegalAct | None:
        return None if self._mode is None else self._mode.act

    @property
    def actor(self) -> str | None:
        m = self._mode
        return m.actor if isinstance(m, (PickTarget, BestMove)) else None

    @property
    def preselected(self) -> bool:
        m = self._mode
        return isinstance(m, PickTarget) and m.preselected

    @property
    def hands(self) -> list[str]:
        m = self._mode
        return m.hands if isinstance(m, (Hands, BestMove)) else []

    @property
    def tally(self) -> list[tuple[str, list[str]]]:
        """Candidate -> hands, in order."""
        return self._mode.rows if isinstance(self._mode, Tally) else []

    @property
    def current(self) -> int:
        """The candidate whose hands are being tapped."""
        return self._mode.current if isinstance(self._mode, Tally) else 0

    @property
    def night(self) -> NightPlace | None:
        """The referee's place in the night (None by day)."""
        return self._place if isinstance(self._mode, NightCall) else None

    @property
    def answer_pending(self) -> bool:
        """A check was entered: its answer waits for the referee."""
        return isinstance(self._mode, NightCall) and self._mode.answer_pending

    @property
    def calling(self) -> str:
        return self._calling

    @calling.setter
    def calling(self, value: str) -> None:
        self._calling = value
        if isinstance(self._mode, NightCall):
            self._mode.calling = value

    def _night_call(self) -> NightCall | None:
        return self._mode if isinstance(self._mode, NightCall) else None

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
        views = Views(public, referee)
        if public.phase != "night" or public.step.code == "last_act":
            self._place = None if public.phase != "night" else self._place
            self._mode = day_mode(views)
            return
        place = self._place
        if place is None or self.last_night_number != public.number:
            place = NightPlace(night_plan(public) if referee is not None else [])
            place.seats = [(s.seat, s.name) for s in public.seats if s.alive]
            self.last_night_number = public.number
            self._place = place
        place.index = max(0, min(call, len(place.steps)))
        mode = NightCall(views, place, False, self._calling)
        mode.answer_pending = answer_pending and place.index < len(place.steps)
        place.seat = max(0, min(seat, len(place.seats)))
        if mode.called_list() and place.seat >= len(place.seats) and mode.shot_tonight():
            place.seat = max(0, len(place.seats) - 1)  # the end waits only with no shot
        place.shooters = []
        self._mode = mode

    def best_move_maker(self) -> str | None:
        """The first night victim, while their best move is due (their last words)."""
        return None if self.public is None else BestMove.maker(Views(self.public, self.referee))

    # --- what to show ---------------------------------------------------------------------

    def prompt(self) -> Prompt:
        pub = self.public
        assert pub is not None
        if pub.phase == "over":
            return Prompt("over", (("winner", pub.winner),))
        return self.input_mode.prompt()

    def buttons(self) -> list[Button]:
        return [] if self.public is None else self.input_mode.buttons()

    def selectable(self) -> set[str]:
        """Seats a tap does something on now (the living, at night: never a hint of roles)."""
        pub = self.public
        if pub is None or pub.phase == "over":
            return set()
        return self.input_mode.selectable()

    def tap_input(self, name: str) -> Input | None:
        """The input a tap on ``name`` would make in this day step, for the engine to say why it
        cannot be (None where a tap makes no input of its own)."""
        return None if self._mode is None else self._mode.tap_input(name)

    def raised_hands(self) -> set[str]:
        return set() if self._mode is None else self._mode.raised()

    def voted_elsewhere(self) -> set[str]:
        """In a vote among candidates: who already raised a hand for another candidate."""
        return set() if self._mode is None else self._mode.voted_elsewhere()

    def marked(self) -> set[str]:
        """Seats picked so far in this input (the accuser, the night's target...)."""
        return set() if self._mode is None else self._mode.marked()

    def tally_counts(self) -> list[tuple[str, int]]:
        return [(c, len(h)) for c, h in self.tally]

    # --- the referee's night -----------------------------------------------------------------

    def list_index(self) -> int | None:
        """The night step that is the called list (the mafia's shot, where each mafioso shoots with
        eyes shut: the rules' kill is a majority or a unanimous shot), if any."""
        night = self._night_call()
        return None if night is None else night.list_index()

    def called_list(self) -> bool:
        """The called list is on: the referee calls the seats one by one."""
        night = self._night_call()
        return night is not None and night.called_list()

    def called(self) -> tuple[int, str] | None:
        """The seat being called: (seat number, name)."""
        night = self._night_call()
        return None if night is None else night.called()

    def last_seat(self) -> bool:
        night = self._night_call()
        return night is not None and night.last_seat()

    def list_end(self) -> bool:
        """The called list was called to its end and nobody shot: it waits there for the referee."""
        night = self._night_call()
        return night is not None and night.list_end()

    def entered_tonight(self) -> bool:
        """Whether any night choice was entered tonight (the referee's view)."""
        night = self._night_call()
        return night is not None and bool(night.tonight())

    def leave_seat(self) -> list[Input]:
        """The list moves on: the shots at the seat it leaves, and the next seat (or role)."""
        night = self._night_call()
        return [] if night is None else night.leave_seat()

    def back_plan(self) -> BackPlan | None:
        """Where Back goes when it goes back one seat of the called list, or None."""
        night = self._night_call()
        return None if night is None else night.back_plan()

    def go_to(self, index: int, seat: int, shooters: tuple[str, ...] = ()) -> None:
        """Put the night at ``index`` and the called list at ``seat``, with its taps."""
        night = self._night_call()
        if night is not None:
            night.go_to(index, seat, shooters)

    def after_night_input(self, more_to_act: bool) -> dict[str, object]:
        """What the table's session keeps with a night step just entered (see
        :meth:`NightCall.after_input`)."""
        night = self._night_call()
        return {} if night is None else night.after_input(more_to_act)

    def night_act(self) -> str | None:
        """The act of the role being called now, if any."""
        night = self._night_call()
        return None if night is None else night.night_act()

    # --- what the user did ----------------------------------------------------------------

    def _follow(self, move: Move) -> list[Input]:
        if move.to is not None:
            self._mode = move.to
        return move.inputs

    def press(self, key: str) -> list[Input]:
        """A button; returns the inputs to submit (often none, just a new mode)."""
        pub = self.public
        assert pub is not None
        views = Views(pub, self.referee)
        if key == "cancel":
            self.reset(pub, self.referee)
            return []
        if key in ("nominate", "second", *shown_acts()):
            act = views.legal(key)
            if act is not None:
                self._mode = PickActor(views, act)
            return []
        if key == "best_move":
            self._mode = BestMove.start(views) or self.input_mode
            return []
        if key == "end_day":
            return [EndDay()]
        if key == "tally":
            self._mode = Tally.start(views) or self.input_mode
            return []
        move = self.input_mode.press(key)
        return [] if move is None else self._follow(move)

    def tap(self, name: str) -> list[Input]:
        """A seat was tapped (or picked with the keyboard); returns inputs to submit."""
        mode = self.input_mode
        if isinstance(mode, Tally):
            mode.moved = None
        night = self._night_call()
        if night is not None:
            night.refused = False
        inputs = self._follow(mode.tap(name))
        if isinstance(mode, Tally) and mode.moved is not None:
            self.moved = mode.moved
        if night is not None and night.refused:
            self.refused = True
        return inputs

    def pick_speaker(self, speaker: str) -> list[Input]:
        """The club: only the speaker nominates, in their own speech: *Nominate* picks them at once
        (a tap on their seat takes them back)."""
        mode = self._mode
        if not isinstance(mode, PickActor) or speaker not in mode.selectable():
            return []
        inputs = self.tap(speaker)
        if isinstance(self._mode, PickTarget):
            self._mode.preselected = True
        return inputs

    # --- taps in progress, kept with the session -------------------------------------------------

    def draft(self) -> Draft:
        """The taps of the input being made (nothing entered yet), for the table's session."""
        return Draft() if self._mode is None else self._mode.draft()

    def restore(self, draft: Draft, speaker: str | None = None) -> None:
        """Take up the taps of a draft again (after a crash, or an undo back to them); what the
        game no longer allows is left out. ``speaker``: whose speech the table is at (a
        nomination of theirs was picked for them, and a tap on their seat takes it back)."""
        if self._mode is None or not draft.mode:
            return
        taken = self._mode.take_up(draft, speaker)
        if taken is not None:
            self._mode = taken
