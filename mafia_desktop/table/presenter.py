"""What the table screen shows now, from the table's state alone: a :class:`Frame`.

The table screen (``ui/table/screen.py``) is made of parts (the circle, the step panel, the
clocks, the narrator's driver, the private host, the public table's feed); none of them reads the
input being made or the session on its own. :func:`present` reads the table's one state value
(:class:`~mafia_desktop.table.table_flow.TableState`) once, and each part renders its share of the
frame: the step (its words and buttons, :func:`~mafia_desktop.table.flow.decide`), the marks over
the seats, where the referee's night stands, the called list's seat, what keeps a step's places.

Plain Python, no Qt and no words: a frame holds codes, names and numbers. A frame is made from the
public view, the session and, at a referee's night, the referee's view; nothing in it says a role
in a game without a referee.
"""

from __future__ import annotations

from dataclasses import dataclass

from mafia_desktop.table.composer import Composer
from mafia_desktop.table.flow import Step, decide
from mafia_desktop.table.session import TimerSlot, clock_plan
from mafia_desktop.table.table_flow import TableState


@dataclass(frozen=True)
class Night:
    """Where the referee's night stands: the roles called in order, the one called now, the called
    list's seats and the seat it calls, whether a check's answer waits to be held."""

    steps: tuple[str, ...]
    index: int
    seats: tuple[tuple[int, str], ...]
    seat: int
    answer_pending: bool
    #: the called list is on (the mafia shoot with eyes shut, the seats called one by one)
    called_list: bool
    #: the seat the list calls now (seat number, name), or None
    called: tuple[int, str] | None
    #: tonight has a called list (its seat's line and its four buttons keep their room all night)
    has_list: bool = False
    #: every player's seat and name (the seat's line keeps the room of any of them)
    everyone: tuple[tuple[int, str], ...] = ()


@dataclass(frozen=True)
class HandCount:
    """The count of hands being made, as the room sees it: the hands up (for the candidate
    counted now, in a vote among candidates), of how many players may raise one. The one count
    both the table's screen and the public table show."""

    hands: int
    voters: int
    #: the candidate whose hands are counted now (a vote among candidates), or None
    candidate: str | None = None


@dataclass(frozen=True)
class Frame:
    """What the table screen shows now (see :func:`present`)."""

    step: Step
    #: the kind of input being made (``idle``, ``actor``, ``target``, ``hands``, ``tally``,
    #: ``best_move``, ``night``)
    input: str
    #: Esc drops the taps of this input (an input being made that a step's button began)
    cancellable: bool
    #: the seats that may be tapped now, hands raised (and given to another candidate), picked
    selectable: frozenset[str]
    raised: frozenset[str]
    #: the hands (or the best move's names) tapped so far, in order
    hands: tuple[str, ...]
    voted: frozenset[str]
    picked: frozenset[str]
    #: the candidate whose hands are being counted (a tally), or None
    candidate: str | None
    #: the hands counted so far, while the step asks for them (None: no count is being made)
    count: HandCount | None
    #: the speaker whose clock is on (a speech, a defence, last words), and the one after
    speaking: str | None
    next_speaker: str | None
    #: the referee's night (a game with a referee, at night), or None
    night: Night | None
    #: the clocks' plan of this step (the session says which is on)
    plan: tuple[TimerSlot, ...]
    #: the keyboard cursor belongs to this pick: a new one clears it
    pick_key: tuple[object, ...]
    #: one step for the places of its buttons (they keep them for the whole of it)
    places_key: tuple[object, ...]
    #: the session's place in the referee's night when the composer had to move it (its reset
    #: clamped the role or the seat), else None: kept with one save
    night_place: dict[str, object] | None

    @property
    def min_buttons(self) -> int:
        """The buttons' box keeps the room of this many (the called list: Next seat, Pause,
        Repeat, Back, though seat 1 has no Back yet; and all night, on a night that has one)."""
        count = len(self.step.buttons)
        return max(count, 4) if self.night is not None and self.night.has_list else count


SPEAKING = ("speech", "defence", "last_words", "night_last_words")


def present(state: TableState) -> Frame:
    """The frame of ``state``: what each part of the table screen shows."""
    public, s = state.public, state.session
    composer = state.composer()
    plan = clock_plan(public, s)
    step = decide(
        public,
        s,
        composer,
        state.mode,
        plan=plan,
        clocks=state.clocks,
        dealt=state.dealt,
        inputs=len(state.inputs),
    )
    clocks = state.clocks
    speaking = clocks.timer_who if clocks.timer_left is not None and clocks.timer_kind in SPEAKING else None
    after = s.timer + 1
    following = plan[after] if after < len(plan) else None
    everyone = tuple((seat.seat, seat.name) for seat in public.seats)
    night = _night(composer, everyone) if state.referee is not None else None
    current = composer.current
    picking_card = s.card_pick and public.phase == "day"  # whose card: any living seat
    living_if_picking = (
        frozenset(seat.name for seat in public.seats if seat.alive) if picking_card else frozenset()
    )
    return Frame(
        step=step,
        input=composer.mode,
        cancellable=composer.mode not in ("idle", "night", "hands") or picking_card,
        selectable=frozenset() if step.held else frozenset(composer.selectable()) | living_if_picking,
        raised=frozenset(composer.raised_hands()),
        hands=tuple(composer.hands),
        voted=frozenset(composer.voted_elsewhere()),
        picked=frozenset(composer.marked()),
        candidate=composer.tally[current][0]
        if composer.mode == "tally" and current < len(composer.tally)
        else None,
        count=_count(composer, step),
        speaking=speaking,
        next_speaker=following.who if following is not None and following.kind == "speech" else None,
        night=night,
        plan=tuple(plan),
        pick_key=(
            public.phase,
            public.number,
            public.step.code,
            composer.mode,
            step.held,
            None if night is None else (night.index, night.seat, night.answer_pending),
        ),
        # The referee's night keeps one set of places for the whole night, and from night to night
        # (issue 46): room for the most any of its steps shows, whatever the names. By day each
        # step keeps its own (its buttons differ: a vote's count is not the speeches' nominate).
        places_key=("night",)
        if night is not None and not step.held
        else ("day", public.phase, public.number, public.step.code, step.held),
        night_place=_night_place(composer, s.call, s.answer_pending, s.seat) if night is not None else None,
    )


def _count(composer: Composer, step: Step) -> HandCount | None:
    """The hands counted so far, while the step's words ask for them (not while the defences
    are still to be heard, nor while the next candidate is being picked)."""
    words = step.prompt
    if step.held or words.kind != "prompt" or words.code not in ("hands", "tally_hands"):
        return None
    act = composer.act
    voters = len(act.voters) if act is not None else 0
    if composer.mode == "hands":
        return HandCount(len(composer.hands), voters)
    rows, current = composer.tally, composer.current
    if composer.mode != "tally" or current >= len(rows):
        return None
    candidate, hands = rows[current]
    return HandCount(len(hands), voters, candidate)


def _night(composer: Composer, everyone: tuple[tuple[int, str], ...] = ()) -> Night | None:
    place = composer.night if composer.mode == "night" else None
    if place is None:
        return None
    return Night(
        steps=tuple(place.steps),
        index=place.index,
        seats=tuple(place.seats),
        seat=place.seat,
        answer_pending=composer.answer_pending,
        called_list=composer.called_list(),
        called=composer.called(),
        has_list=composer.list_index() is not None,
        everyone=everyone,
    )


def _night_place(composer: Composer, call: int, answer_pending: bool, seat: int) -> dict[str, object] | None:
    """The role called, whether a check's answer waits, and the called list's seat, as the
    composer's reset placed them, where they differ from the session's."""
    night = composer.night
    if night is None:
        return None
    index = min(night.index, len(night.steps))
    if (call, answer_pending, seat) == (index, composer.answer_pending, night.seat):
        return None
    return {"call": index, "answer_pending": composer.answer_pending, "seat": night.seat}
