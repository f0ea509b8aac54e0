"""The table's step, decided in one place: what the shared screen shows and allows now.

From the public view, the table's :class:`~mafia_desktop.table.session.Session`, the composer (the
input being made) and the clocks as they stand, :func:`decide` returns a :class:`Step`: which surface
is up (the table, or a private turn on the panel), the prompt and the seat called as codes, the
buttons, whether the night waits for the table, whether undo is offered. The undo plan
(:func:`undo_plan`), the called list's pace (:func:`list_state`) and the private turn a night or a
deal needs (:func:`private_turn`) are decided here too. Plain Python, no Qt and no words: the Qt
views render a :class:`Step` and send taps back (boardgame.io's one declared flow is the model).

Privacy: everything here is read from the public view, the session and the composer's public
state; the undo plan of a night played in private is the same whoever chose what.
"""

from __future__ import annotations

from dataclasses import dataclass

from mafia_desktop.engine.inputs import Input, NightInput, is_night_input
from mafia_desktop.engine.roles import NIGHT_ACTS
from mafia_desktop.engine.views import PublicView
from mafia_desktop.table.composer import Button, Composer
from mafia_desktop.table.session import Session, TableMode, TimerSlot, night_gate, night_held, unheard


@dataclass(frozen=True)
class Clocks:
    """The table's clocks as they stand: the step's timer (kind, who, seconds left) and the day
    clock (seconds left), each None when none is set."""

    timer_kind: str = ""
    timer_who: str | None = None
    timer_left: float | None = None
    timer_running: bool = False
    day_left: float | None = None

    @property
    def timer_over(self) -> bool:
        return self.timer_left is not None and self.timer_left <= 0


@dataclass(frozen=True)
class Words:
    """A text of the step as a code: ``kind`` says which phrase book reads it (``prompt``,
    ``step``: the public step, ``team``: who won, ``night``: a night act's prompt)."""

    kind: str
    code: str
    params: tuple[tuple[str, object], ...] = ()


@dataclass(frozen=True)
class Step:
    """What the shared screen shows and allows now."""

    #: the night waits for the table (last words, the deaths shown): the screen stays light
    held: bool
    #: night colours on the shared screen
    dark: bool
    #: the private turn the panel runs now (see :func:`private_turn`), or None: the table is up
    private: tuple[object, ...] | None
    prompt: Words
    #: the called list's seat (seat number, name), or None
    called: tuple[int, str] | None
    #: the called list is over (its place is kept for the buttons' sake)
    list_end: bool
    buttons: tuple[Button, ...]
    undo: bool
    over: bool


def list_state(session: Session, narrating: bool) -> str:
    """The called list's pace: "on" (it moves on by itself), "paused", or "wait". A list moves on
    by itself only once the referee has chosen that pace for this night (*Start the list*),
    narrated or not: until then it stays at the seat it calls, and the referee moves it on (a
    referee watching hands must never tap a seat the list has already left)."""
    if session.calling == "on":
        return "on"
    return "paused" if session.calling == "paused" else "wait"


def private_turn(
    public: PublicView, session: Session, mode: TableMode, *, dealt: bool, started: bool, held: bool
) -> tuple[object, ...] | None:
    """The private turn the panel runs now: ``("deal",)`` while the app's deal goes round (before
    the first input), ``("card", name)`` while a player sees their own card again by day,
    ``(mode, night, round)`` for a night played without a referee; None when the table is up."""
    if public.phase == "over":
        return None
    if mode.deal == "reveal" and not dealt and not started:
        return ("deal",)
    if public.phase == "day" and session.card_for and sees_card_again(mode):
        return ("card", session.card_for)
    if mode.private and public.phase == "night" and public.step.code == "night" and not held:
        return (mode.mode, public.number, session.round)
    return None


def sees_card_again(mode: TableMode) -> bool:
    """Whether a player may see their own card again by day: the players learnt their cards on
    the laptop, and play without a referee (who else would keep them?)."""
    return mode.private and mode.deal == "reveal"


def defences_ahead(plan: list[TimerSlot], session: Session, clocks: Clocks) -> bool:
    """A defence of this step is still to come (or running, with time left)."""
    for i, slot in enumerate(plan):
        if slot.kind != "defence" or i < session.timer:
            continue
        if i == session.timer and clocks.timer_left is not None and clocks.timer_over:
            continue
        return True
    return False


def prompt_of(
    public: PublicView,
    composer: Composer,
    held: bool,
    plan: list[TimerSlot],
    session: Session,
    clocks: Clocks,
) -> Words:
    """The heading of the step, as a code."""
    if held:
        return Words("prompt", night_gate(public))
    if session.card_pick and public.phase == "day":
        return Words("prompt", "whose_card")
    p = composer.prompt()
    step = Words("step", public.step.code, public.step.params)
    if (
        p.code == "tally_hands"
        and defences_ahead(plan, session, clocks)
        and not any(h for _, h in composer.tally)
    ):
        return step  # no hands are asked for while the defences are still to be heard
    if p.code == "over":
        return Words("team", str(public.winner))
    if p.code.removeprefix("night_") in NIGHT_ACTS or p.code == "night_choose":
        return Words("night", p.code, p.params)
    if p.code == "step":
        return step
    return Words("prompt", p.code, p.params)


def buttons_of(
    public: PublicView,
    composer: Composer,
    held: bool,
    passed: bool,
    not_heard: list[str],
    clocks: Clocks,
) -> tuple[Button, ...]:
    """The step's buttons: the night's gate while it waits (``passed``: the laptop goes round at
    night, and the gate says so; with a referee or the laptop in the middle it stays where it
    is); the vote only after the round of speeches; *End the day* the main one once the day's
    time is up, and fate never offered while the day clock still has time on it."""
    if held:
        return (Button("night_ready", "night_falls_pass" if passed else "night_falls", primary=True),)
    buttons = composer.buttons()
    if not_heard:
        buttons = [Button(b.key, b.text, b.params, False) if b.key == "tally" else b for b in buttons]
    if clocks.day_left is not None and clocks.day_left <= 0:
        buttons = [Button(b.key, b.text, b.params, True) if b.key == "end_day" else b for b in buttons]
    elif clocks.day_left is not None:
        buttons = [b for b in buttons if b.text != "time_is_up"]
    return tuple(buttons)


def _with_card(
    buttons: tuple[Button, ...], public: PublicView, session: Session, composer: Composer, mode: TableMode
) -> tuple[Button, ...]:
    """By day, where players keep their cards on the laptop: *See a card again* after the day's
    own buttons (they keep their places), and while the table says whose, only *Cancel*."""
    if public.phase != "day" or not sees_card_again(mode):
        return buttons
    if session.card_pick:
        return (Button("cancel", "cancel"),)
    if composer.mode == "idle":
        return (*buttons, Button("own_card", "own_card"))
    return buttons


def private_night(public: PublicView, has_referee: bool) -> bool:
    """A night played on the private panel (no referee): undo is always offered then."""
    return not has_referee and public.phase == "night" and public.step.code == "night"


def decide(
    public: PublicView,
    session: Session,
    composer: Composer,
    mode: TableMode,
    *,
    plan: list[TimerSlot],
    clocks: Clocks,
    dealt: bool,
    inputs: int,
) -> Step:
    """The table's step now (the composer already reset to the public view and the session)."""
    has_referee = not mode.private
    held = night_held(public, session, has_referee)
    not_heard = unheard(public, session, plan, clocks.timer_over)
    called = None if held else composer.called()
    return Step(
        held=held,
        dark=public.phase == "night" and not held,
        private=private_turn(public, session, mode, dealt=dealt, started=inputs > 0, held=held),
        prompt=prompt_of(public, composer, held, plan, session, clocks),
        called=called,
        list_end=called is None and not held and composer.list_end(),
        buttons=_with_card(
            buttons_of(public, composer, held, mode.mode == "pass", not_heard, clocks),
            public,
            session,
            composer,
            mode,
        ),
        undo=inputs > 0 or private_night(public, has_referee),
        over=public.phase == "over",
    )


# --- undo -----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class UndoPlan:
    """What undo takes back now: ``count`` inputs, asked with the question ``question``
    (``night_again``: the game began with this night; ``day_before``; ``secret``: the last
    night choice; ``input``: the last input, described; ``ended_day``: the last input, which
    ended the day: the night it began goes with it)."""

    count: int
    question: str
    last: Input | None = None


def night_undo_count(inputs: tuple[Input, ...]) -> int:
    """How many inputs undoing "the night" takes back in a game with no referee: every night
    input at the end of the record and the input that brought the night on."""
    n = len(inputs)
    while n and is_night_input(inputs[n - 1].act):
        n -= 1
    return len(inputs) - max(0, n - 1)


def list_undo_count(inputs: tuple[Input, ...], has_referee: bool, kill: str) -> int:
    """Undo in the called list takes back the last seat's shots together, as they went in."""
    last = inputs[-1] if inputs else None
    if not has_referee or not isinstance(last, NightInput) or not NIGHT_ACTS[last.act].behaviour.shared:
        return 1
    if kill == "team":
        return 1
    count = 1
    while count < len(inputs):
        before = inputs[-count - 1]
        if not (isinstance(before, NightInput) and (before.act, before.target) == (last.act, last.target)):
            break
        count += 1
    return count


def undo_plan(public: PublicView, inputs: tuple[Input, ...], has_referee: bool) -> UndoPlan:
    """With no referee, a night's choices were made in private: whoever made which, undo takes back
    the whole night (and the step that brought it on) with the same words, so neither the
    question nor what it does can tell a real choice from a decoy."""
    last = inputs[-1] if inputs else None
    if private_night(public, has_referee) or (
        not has_referee and last is not None and last.act == "end_night"
    ):
        count = night_undo_count(inputs)
        first = not inputs or is_night_input(inputs[-count].act)
        return UndoPlan(count, "night_again" if first else "day_before")
    assert last is not None, "undo is offered only with an input to take back"
    if isinstance(last, NightInput):
        return UndoPlan(list_undo_count(inputs, has_referee, public.rules.kill), "secret", last)
    if public.phase == "night" and last.act != "end_night":
        return UndoPlan(1, "ended_day", last)  # a day's input that brought this night on
    return UndoPlan(1, "input", last)


def night_back_key(composer: Composer, has_referee: bool) -> str | None:
    """Undo at the referee's night steps back through the night first: while nothing was entered
    tonight, it is the step's own Back (a seat of the called list, or the role before), never the
    day's last input."""
    c = composer
    if not has_referee or c.mode != "night" or c.night is None or c.entered_tonight():
        return None
    keys = {b.key for b in c.buttons()}
    return next((k for k in ("back_seat", "back_step") if k in keys), None)


def end_day_careful(public: PublicView) -> bool:
    """Ending the day now kills a random living player (the classic day's time limit): asked
    first, with No as the default answer."""
    rules = public.rules
    return rules.day == "accusation" and bool(rules.time_limit_pick) and public.phase == "day"
