"""The table's one declared flow: a state, the messages that move it, the effects it asks for.

boardgame.io's phases and stages are the model. The table's state is one value,
:class:`TableState` (the engine's views, the table's :class:`~mafia_desktop.table.session.Session`
with the taps of the input being made, how the table plays), and :func:`update` is the only thing
that moves it::

    update(state, message) -> (session, effects)

A message is what happened at the table: a tap on a seat (:class:`Tap`), a press of a step's
button (:class:`Press`), undo (:class:`Undo`), the called list's pause run out (:class:`TimeUp`),
the narrator fallen silent (:class:`Spoken`), a private turn ended (:class:`PrivateEnd`). The
effects are what the Qt side carries out: inputs to submit (:class:`Submit`, one save with the
session that follows), the session kept (:class:`Keep`), a question asked first (:class:`Ask`),
a word to the table (:class:`Notice`), inputs taken back (:class:`TakeBack`), the narrator
(:class:`Say`), a dialog (:class:`Dialog`). The engine is a service the effects call: a new view
comes back as a new state.

Every state is in one stage (:func:`stage_of`), and :data:`STAGES` declares each stage once: what
it shows, which messages it takes, what its clock's running out sends, and which stages can come
next. ``tests/table/test_table_flow.py`` walks every stage of every preset and mode by these
messages and proves the table: every stage is left by a legal message, and a clock alone never
brings a stage back.

Plain Python, no Qt and no words: prompts, questions and notices are codes. Privacy: the day reads
the public view; the referee's night the referee's view (a game with a referee); nothing here
learns a role in a game with no referee.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from mafia_desktop.engine.inputs import (
    REASON_MAX_LENGTH,
    EndNight,
    Foul,
    Input,
    Remove,
    ShootingOrder,
    Surrender,
    TechnicalFoul,
    shown_acts,
)
from mafia_desktop.engine.sport import BEST_MOVE_NAMES, SPEECH_LOST_AT
from mafia_desktop.engine.views import PublicView, TableView
from mafia_desktop.table import phones
from mafia_desktop.table.composer import Composer
from mafia_desktop.table.flow import (
    Clocks,
    Step,
    decide,
    end_day_careful,
    list_state,
    night_back_key,
    private_night,
    private_turn,
    undo_plan,
)
from mafia_desktop.table.input_modes import call_actors
from mafia_desktop.table.session import (
    Session,
    TableMode,
    clock_plan,
    night_held,
    speaker_now,
    speech_ahead,
    timer_plan,
    unheard,
)

# --- the state ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class TableState:
    """The table as it stands: one value.

    ``referee``: the referee's view, at night in a game with a referee (None otherwise); ``last``:
    the record's last input (what undo would take back); ``inputs``: how many the record holds."""

    mode: TableMode
    public: PublicView
    session: Session
    referee: TableView | None = None
    inputs: tuple[Input, ...] = ()
    dealt: bool = True
    narrating: bool = False
    clocks: Clocks = Clocks()

    def composer(self) -> Composer:
        """The input being made, from the views and the session (its place in the night and its
        draft): the same whenever it is made again."""
        public, s = self.public, self.session
        c = Composer()
        c.reset(public, self.referee if public.phase == "night" else None, s.call, s.answer_pending, s.seat)
        c.calling = list_state(s, self.narrating)
        c.restore(s.draft, speaker_now(public, s) if public.rules.nominations else None)
        return c

    def step(self) -> Step:
        """What the shared screen shows and allows now (see :func:`~mafia_desktop.table.flow.decide`)."""
        return decide(
            self.public,
            self.session,
            self.composer(),
            self.mode,
            plan=clock_plan(self.public, self.session),
            clocks=self.clocks,
            dealt=self.dealt,
            inputs=len(self.inputs),
        )


# --- messages -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Tap:
    """A seat tapped, or picked with the keyboard."""

    name: str


@dataclass(frozen=True)
class Hold:
    """A long press on a seat (or F on it): the referee gives that player a foul."""

    name: str


@dataclass(frozen=True)
class Referee:
    """One of the referee's acts beside the game's course, from the table's *Referee…* dialog:
    ``technical_foul``, ``remove`` (with ``reason``), ``surrender`` (of ``player``), or the Don's
    ``shooting_order`` (``targets``, in order; the referee's night only). ``sure``: its question was
    answered yes."""

    act: str
    player: str = ""
    reason: str = ""
    targets: tuple[str, ...] = ()
    sure: bool = False


#: The referee's acts the *Referee…* dialog offers, in its order.
REFEREE_ACTS = ("technical_foul", "remove", "surrender", "shooting_order")


@dataclass(frozen=True)
class Press:
    """A step's button. ``answered``: the questions already answered yes for this press."""

    key: str
    answered: tuple[str, ...] = ()


@dataclass(frozen=True)
class Undo:
    """Undo (Ctrl+Z, the Undo button); ``sure``: its question was answered yes."""

    sure: bool = False


@dataclass(frozen=True)
class TimeUp:
    """A clock of the stage ran out: the called list's pause at a seat (``seat``), a timed
    referee call (``call``)."""

    clock: str


@dataclass(frozen=True)
class Spoken:
    """The narrator fell silent."""


@dataclass(frozen=True)
class PrivateEnd:
    """The private turn on the panel ended: ``to_table`` (the deal went round), ``morning`` or
    ``time_up`` (a night with no referee is over)."""

    key: str


@dataclass(frozen=True)
class Phone:
    """A player's phone: it joins the table (``join``: its first good message, once its code was
    scanned; from the next night the player's turns are on it), or the host takes the player back
    to the laptop (``take_back``: the phone is lost or dead, or its player wants the laptop): a
    turn of tonight that had not ended is played on the laptop from where it stood."""

    act: str
    name: str


Message = Tap | Hold | Press | Undo | TimeUp | Spoken | PrivateEnd | Referee | Phone


# --- effects --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class NightSettle:
    """The referee's place once a night choice is in, asked of the referee's view after it:
    another player of the role just called may still act during its call (two Angels) or not."""

    call: str
    if_more: Mapping[str, object]
    if_done: Mapping[str, object]

    def changes(self, after: TableView) -> dict[str, object]:
        more = bool(call_actors(after, self.call))
        return dict(self.if_more if more else self.if_done)


@dataclass(frozen=True)
class Submit:
    """Inputs for the game, with the session changes that go with them (one save). ``aside``:
    beside the game's course (a foul), the taps being made are kept; ``if_refused``: the session
    changes when the game refuses them."""

    inputs: tuple[Input, ...]
    place: Mapping[str, object] = field(default_factory=dict)
    settle: NightSettle | None = None
    aside: bool = False
    if_refused: Mapping[str, object] | None = None


@dataclass(frozen=True)
class Keep:
    """The session changed with no input (a tap, the list's place): one save."""

    session: Session


@dataclass(frozen=True)
class Ask:
    """A question first (code, parameters); a yes sends ``then``. ``default_yes``: Enter answers yes."""

    question: str
    params: tuple[tuple[str, object], ...]
    then: Message
    default_yes: bool = True


@dataclass(frozen=True)
class Notice:
    """A word to the table (why a tap did nothing, a foul given), as a code and parameters."""

    code: str
    params: tuple[tuple[str, object], ...] = ()


@dataclass(frozen=True)
class TakeBack:
    """Inputs taken back (the record's last ``count``), then the session changes ``place``."""

    count: int
    place: Mapping[str, object] = field(default_factory=dict)


@dataclass(frozen=True)
class Say:
    """The narrator: ``seat`` the seat called again, ``night`` the night falls, ``foul`` a foul."""

    what: str
    params: tuple[tuple[str, object], ...] = ()


@dataclass(frozen=True)
class Dialog:
    """A dialog of the table's own (``extra_points``, ``referee``: the referee's acts)."""

    what: str


@dataclass(frozen=True)
class Dealt:
    """The app's deal went round: the game is on at the table."""


@dataclass(frozen=True)
class Pace:
    """The called list's seat gets its pause from the start (paused, resumed, said, left)."""


Effect = Submit | Keep | Ask | Notice | TakeBack | Say | Dialog | Dealt | Pace


class UnknownMessage(ValueError):
    """A message the stage does not take: the Qt side sent something the screen never offered."""


# --- stages ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Stage:
    """One stage of the table: what it shows (``surface``: the shared table or the private panel),
    the messages it takes (by kind, and a press by its button's key), what its clock's running
    out sends (None: it waits for a person), and the stages that may come next."""

    surface: str
    takes: frozenset[str]
    times_out: str | None
    leads_to: frozenset[str]
    #: the game is over: the one stage with no way on
    final: bool = False


#: What every stage of the shared table takes: the circle is always there (a tap or a long press
#: that does nothing in a stage is answered with nothing, or with why), undo, and the referee's
#: acts beside the game's course (``press:referee`` opens their dialog; ``referee`` is its answer).
ALWAYS = "tap hold undo referee press:referee"


def _s(surface: str, takes: str, leads: str, times_out: str | None = None, final: bool = False) -> Stage:
    # A phone joins, or is taken back, whatever the table is doing.
    always = f"{ALWAYS} phone" if surface == "table" else "phone"
    return Stage(surface, frozenset(f"{always} {takes}".split()), times_out, frozenset(leads.split()), final)


#: Where the day's inputs may lead: another day stage, the night (held, called, or private), the
#: end (a vote, the day's end, a fourth foul).
DAY_ON = "day hands tally night_held night_call called_list night_meeting private_night last_act over"

#: The table's stages, declared once. ``takes``: ``tap``, ``hold``, ``undo``, ``time_up``,
#: ``spoken``, ``private_end`` and ``press:<key>``; ``leads_to``: where any message but undo may
#: lead (undo goes back to the stage its input was made in, whichever that was).
STAGES: Mapping[str, Stage] = {
    # The app's deal goes round on the private panel before the first input.
    "deal": _s("private", "private_end", "day night_meeting night_call called_list private_night"),
    # By day, between inputs: the step's buttons.
    "day": _s(
        "table",
        "press:nominate press:second press:tally press:end_day press:best_move press:own_card "
        + " ".join(f"press:{act}" for act in shown_acts()),
        f"{DAY_ON} pick_actor pick_target tally_pick best_move card_owner",
    ),
    # A player asks to see their own card again (no referee, the cards dealt on the laptop): the
    # table taps whose; the laptop goes to them on the private panel, then comes back to the day.
    "card_owner": _s("table", "press:cancel", f"{DAY_ON} own_card"),
    "own_card": _s("private", "private_end", "day"),
    # Who acts (nominates, seconds), then whom: a tap each.
    "pick_actor": _s("table", "press:cancel", f"{DAY_ON} pick_target"),
    "pick_target": _s("table", "press:cancel", f"{DAY_ON} pick_actor"),
    # The hands for a motion, counted.
    "hands": _s("table", "press:count_votes press:end_day", DAY_ON),
    # The hands per candidate; an open list adds its candidates as they come (tally_pick).
    "tally": _s(
        "table",
        "press:next_candidate press:previous_candidate press:add_candidate press:count_tally press:cancel",
        f"{DAY_ON} tally_pick",
    ),
    "tally_pick": _s("table", "press:cancel", "day tally last_act over"),
    # The first night victim's best move: three taps.
    "best_move": _s("table", "press:enter_best_move press:cancel", "day last_act over"),
    # The night waits for the table: last words, the deaths shown.
    "night_held": _s(
        "table", "press:night_ready", "night_call called_list night_meeting private_night last_act over"
    ),
    # A night with no referee, on the private panel (passed round, or in the middle); a morning
    # the mafia have not earned (no victim) is another round.
    "private_night": _s("private", "undo private_end", "private_night day last_act over"),
    # The referee's night: the meeting night (nobody acts), a role called, the called list (the
    # mafia shoot with eyes shut, each seat read out), its end with no shot, a check's answer
    # seen, the morning, a night that must still kill.
    "night_meeting": _s("table", "press:end_night", "day last_act over"),
    # A call with several acts (the Marshal checks or fires): the referee presses the act first
    # (``press:act``: a button ``act:<id>`` each), then taps; an act naming two takes two taps.
    "night_call": _s(
        "table",
        "press:next_step press:back_step press:act",
        "called_list list_end night_answer morning night_must_kill last_act over",
        "call",
    ),
    "called_list": _s(
        "table",
        "spoken press:next_seat press:pause_list press:resume_list press:repeat_seat"
        " press:back_seat press:back_step",
        "list_end night_call night_answer morning night_must_kill last_act over",
        "seat",
    ),
    "list_end": _s(
        "table",
        "press:list_again press:next_step press:back_seat",
        "called_list night_call morning night_must_kill night_answer last_act over",
    ),
    "night_answer": _s(
        "table", "press:next_step press:back_step", "night_call morning night_must_kill last_act over", "call"
    ),
    "morning": _s(
        "table",
        "press:end_night press:back_step",
        "day night_call night_answer called_list list_end last_act over",
    ),
    "night_must_kill": _s(
        "table", "press:back_step", "night_call called_list list_end night_answer last_act over"
    ),
    # A dead player's last act (the Kamikaze takes someone with him): a tap on whom, or Nobody;
    # then the phase his death ended goes on.
    "last_act": _s("table", "press:take_nobody", f"{DAY_ON} day"),
    "over": _s("table", "press:extra_points", "", final=True),
}


def stage_of(state: TableState) -> str:
    """The stage the table is in."""
    public, s, mode = state.public, state.session, state.mode
    if public.phase == "over":
        return "over"
    if public.step.code == "last_act":
        return "last_act"
    held = night_held(public, s, not mode.private)
    turn = private_turn(public, s, mode, dealt=state.dealt, started=bool(state.inputs), held=held)
    if turn is not None:
        return {"deal": "deal", "card": "own_card"}.get(str(turn[0]), "private_night")
    if held:
        return "night_held"
    if s.card_pick and public.phase == "day":
        return "card_owner"
    c = state.composer()
    if c.mode != "night":
        return "day" if c.mode == "idle" else c.mode
    code = c.prompt().code
    return {
        "night_meeting": "night_meeting",
        "night_done": "morning",
        "night_must_kill": "night_must_kill",
        "night_answer": "night_answer",
        "night_list_end": "list_end",
    }.get(code, "called_list" if c.called() is not None else "night_call")


def kind_of(message: Message) -> str:
    """The message's kind as :data:`STAGES` names it."""
    if isinstance(message, Press):
        return "press:act" if message.key.startswith("act:") else f"press:{message.key}"
    return {
        Tap: "tap",
        Hold: "hold",
        Undo: "undo",
        TimeUp: "time_up",
        Spoken: "spoken",
        PrivateEnd: "private_end",
        Referee: "referee",
        Phone: "phone",
    }[type(message)]


# --- moving on ------------------------------------------------------------------------------------


def update(state: TableState, message: Message) -> tuple[Session, list[Effect]]:
    """The table after ``message``: the session it keeps and the effects the Qt side carries out
    (the game's inputs among them: the new views come back as the next state). A message the
    stage does not take raises :class:`UnknownMessage`."""
    stage = stage_of(state)
    kind = kind_of(message)
    declared = STAGES[stage]
    if kind not in declared.takes and kind != "time_up":
        raise UnknownMessage(f"the stage {stage} takes no {kind}")
    if isinstance(message, Tap) and stage in ("night_held", "over"):
        return state.session, []  # the night waits for the table; the game is over
    if isinstance(message, Tap):
        return _tap(state, message.name)
    if isinstance(message, Hold):
        return _hold(state, message.name)
    if isinstance(message, Referee):
        return _referee(state, message)
    if isinstance(message, Phone):
        return _phone(state, message)
    if isinstance(message, Press):
        return _press(state, message)
    if isinstance(message, Undo):
        return _undo(state, message.sure)
    if isinstance(message, TimeUp):
        if message.clock != declared.times_out:
            return state.session, []  # a clock of a stage already left
        return _press(state, Press("next_seat" if message.clock == "seat" else "next_step"))
    if isinstance(message, Spoken):
        return state.session, [Pace()] if list_state(state.session, state.narrating) == "on" else []
    return _private_end(state, message.key)


def _kept(
    state: TableState, c: Composer, effects: list[Effect] | None = None
) -> tuple[Session, list[Effect]]:
    """The composer's place in the night and its taps, into the session (one save when they
    changed): a crash or an undo comes back to the same call, the same seat, the same taps."""
    s = state.session
    night = c.night
    if night is not None and state.referee is not None:
        s = s.with_(call=min(night.index, len(night.steps)), answer_pending=c.answer_pending, seat=night.seat)
    s = s.with_(draft=c.draft())
    out = list(effects or [])
    if s != state.session:
        out.insert(0, Keep(s))
    return s, out


def _submit(state: TableState, c: Composer, inputs: list[Input]) -> tuple[Session, list[Effect]]:
    settle = None
    if c.mode == "night" and state.referee is not None:
        night = c.night
        if c.night_act() is not None and night is not None and night.index < len(night.steps):
            place = {"call": min(night.index, len(night.steps)), "seat": night.seat}
            settle = NightSettle(
                night.steps[night.index],
                {**place, **c.after_night_input(True)},
                {**place, **c.after_night_input(False)},
            )
    return state.session, [Submit(tuple(inputs), settle=settle)]


def _tap(state: TableState, name: str) -> tuple[Session, list[Effect]]:
    public = state.public
    if state.session.card_pick and public.phase == "day":
        # Whose card: a living player's seat; the laptop goes to them (the same for any player).
        if not any(seat.name == name and seat.alive for seat in public.seats):
            return state.session, [Notice("card_alive", (("name", name),))]
        kept = state.session.with_(card_pick=False, card_for=name)
        return kept, [Keep(kept)]
    c = state.composer()
    if public.phase == "day" and name not in c.selectable():
        # A tap that does nothing says why (in public words: the step, never a role).
        if c.mode == "idle":
            return state.session, [Notice("press_first", (("accuse", public.rules.day == "accusation"),))]
        inp = c.tap_input(name)
        return state.session, [Notice("why_not", (("name", name), ("input", inp)))]
    inputs = c.tap(name)
    notices: list[Effect] = []
    if c.refused:
        notices.append(Notice("not_a_shot"))  # without names: one shot each, never at oneself
    if c.moved is not None:
        voter, before, after = c.moved
        notices.append(Notice("hand_moved", (("voter", voter), ("from", before), ("to", after))))
    if inputs:
        session, effects = _submit(state, c, inputs)
        return session, effects + notices
    return _kept(state, c, notices)


def _hold(state: TableState, name: str) -> tuple[Session, list[Effect]]:
    """A foul for ``name`` (public, undone as any input)."""
    public = state.public
    foul = next((a for a in public.sport if a.act == "foul"), None)
    if foul is None:
        return state.session, [] if public.phase == "over" else [Notice("no_fouls")]
    if name not in foul.by:
        return state.session, [Notice("out_no_foul", (("name", name),))]
    count = public.seat(name).fouls + 1
    # A third foul before the speeches reach the player costs today's speech.
    ahead = count == SPEECH_LOST_AT and speech_ahead(public, state.session, name)
    params = (
        ("name", name),
        ("count", count),
        ("ahead", ahead),
        ("half", public.rules.third_foul == "half_speech"),
    )
    return state.session, [
        Submit((Foul(name, ahead),), aside=True),
        Say("foul", params),
        Notice("foul", params),
    ]


def referee_acts(state: TableState) -> tuple[str, ...]:
    """The referee's acts (:data:`REFEREE_ACTS`) that may be made now: those the game offers
    (the shooting order only to the referee's own view, in a game with a referee)."""
    offered = {a.act for a in state.public.sport}
    if state.referee is not None and not state.mode.private:
        offered |= {a.act for a in state.referee.sport if a.act == "shooting_order"}
    return tuple(a for a in REFEREE_ACTS if a in offered)


def _referee(state: TableState, message: Referee) -> tuple[Session, list[Effect]]:
    """One of the referee's acts (undone as any input): a removal and a surrender are asked
    first, as they end a player's game."""
    s, act = state.session, message.act
    if act not in referee_acts(state):
        return s, [Notice("referee_not_now", (("act", act),))]
    if act == "shooting_order":
        assert state.referee is not None
        order = next(a for a in state.referee.sport if a.act == act)
        by = order.by[0]
        allowed = order.targets_for(by)
        named = message.targets
        if not 1 <= len(named) <= 3 or len(set(named)) != len(named) or not set(named) <= set(allowed):
            return s, [Notice("order_names", (("most", 3),))]
        params: tuple[tuple[str, object], ...] = (("names", named),)
        return s, [Submit((ShootingOrder(by, named),), aside=True), Notice("shooting_order", params)]
    offered = next(a for a in state.public.sport if a.act == act)
    name = message.player
    if name not in offered.by:
        return s, [Notice("referee_not_alive", (("name", name),))]
    reason = message.reason.strip()
    if act == "remove" and (not reason or len(message.reason) > REASON_MAX_LENGTH):
        return s, [Notice("remove_reason", (("most", REASON_MAX_LENGTH),))]
    params = (("name", name), ("act", act))
    if act in ("remove", "surrender") and not message.sure:
        then = Referee(act, name, message.reason, sure=True)
        return s, [Ask(f"{act}_sure", params, then, default_yes=False)]
    if act == "technical_foul":
        count = sum(1 for i in state.inputs if isinstance(i, TechnicalFoul) and i.player == name) + 1
        limit = state.public.rules.technical_fouls
        params = (*params, ("count", count), ("limit", limit))
        inp: Input = TechnicalFoul(name)
    elif act == "remove":
        inp = Remove(name, reason)
    else:
        inp = Surrender(name)
    return s, [Submit((inp,), aside=True), Notice(act, params)]


def _press(state: TableState, press: Press) -> tuple[Session, list[Effect]]:
    key = press.key
    c = state.composer()
    public, s = state.public, state.session
    if key == "extra_points":
        return s, [Dialog("extra_points")]
    if key == "referee":
        return s, [Dialog("referee")] if referee_acts(state) else [Notice("no_fouls")]
    if key == "own_card" or (key == "cancel" and s.card_pick):
        kept = s.with_(card_pick=key == "own_card")
        return kept, [Keep(kept)]
    if key == "enter_best_move" and len(c.hands) != BEST_MOVE_NAMES:
        return s, [Notice("best_move_three", (("count", len(c.hands)),))]
    if key == "night_ready":
        if public.phase != "night":
            return s, []
        kept = s.with_(night_ready=public.number)
        return kept, [Keep(kept), Say("night")]
    if key == "next_seat":
        return _leave_seat(state, c)
    if key in ("back_seat", "back_step"):
        plan = c.back_plan()
        if plan is not None:  # back one seat of the called list: its shots taken back, its taps kept
            c.go_to(plan.index, plan.seat, plan.shooters)
            place = {"call": plan.index, "seat": plan.seat, "answer_pending": False, "draft": c.draft()}
            return s, [Pace(), TakeBack(plan.undo, place)]
    if key in ("pause_list", "resume_list"):
        kept = s.with_(calling="on" if key == "resume_list" else "paused")
        said: list[Effect] = [Say("seat")] if key == "resume_list" else []
        return kept, [Pace(), *said, Keep(kept)]
    if key == "repeat_seat":
        return s, [Pace(), Say("seat")]
    not_heard = unheard(public, s, timer_plan(public), state.clocks.timer_over)
    if key in ("tally", "end_day") and not_heard and "unheard" not in press.answered:
        question = "vote_unheard" if key == "tally" else "end_day_unheard"
        return s, [Ask(question, (("names", tuple(not_heard)),), Press(key, (*press.answered, "unheard")))]
    if key == "end_day" and end_day_careful(public) and "careful" not in press.answered:
        return s, [Ask("time_is_up", (), Press(key, (*press.answered, "careful")), default_yes=False)]
    inputs = c.press(key)
    speaker = speaker_now(public, s)
    if key == "nominate" and public.rules.nominations and speaker is not None:
        # The club: only the speaker nominates, in their own speech (its clock started or not: a
        # tap then is the nominee, never the nominator): they are picked at once; a tap on their
        # seat takes them back.
        inputs = c.pick_speaker(speaker)
    if inputs:
        return _submit(state, c, inputs)
    return _kept(state, c)


def _leave_seat(state: TableState, c: Composer) -> tuple[Session, list[Effect]]:
    """The list moves on from the seat called: the shots at it go in (one submission, one save)
    with the list's new place; a seat nobody signed at costs the same one save."""
    night = c.night
    if night is None or c.called() is None:
        return state.session, []
    shots = c.leave_seat()
    place = {"call": night.index, "seat": night.seat}
    if shots:
        return state.session, [Pace(), Submit(tuple(shots), place=place)]
    kept = state.session.with_(**place, draft=c.draft())
    return kept, [Pace(), Keep(kept)]


def _undo(state: TableState, sure: bool) -> tuple[Session, list[Effect]]:
    """Undo: at the referee's night, the step's own Back while nothing was entered tonight;
    otherwise the undo plan's inputs, its question asked first. A night played in private with
    nothing entered yet starts again from its first turn (the same question, the same save)."""
    has_referee = not state.mode.private
    key = night_back_key(state.composer(), has_referee)
    if key is not None:
        return _press(state, Press(key))
    if not state.inputs and not private_night(state.public, has_referee):
        return state.session, []
    plan = undo_plan(state.public, state.inputs, has_referee)
    if not sure:
        return state.session, [Ask(plan.question, (("count", plan.count), ("last", plan.last)), Undo(True))]
    again = {} if plan.count else {"round": 1, "turn": (0, 1, "cover"), "call": 0}
    if again:
        again["phone_turns"] = phones.again(state.session)
    return state.session, [TakeBack(plan.count, again)]


def _private_end(state: TableState, key: str) -> tuple[Session, list[Effect]]:
    s = state.session
    if key == "to_table" and s.card_for:  # a card seen again: back to the day
        kept = s.with_(card_for="")
        return kept, [Keep(kept)]
    if key == "to_table":
        return s, [Dealt()]
    waiting = phones.waiting_for(state.public, s)
    if waiting:  # the night waits for the slowest phone
        return s, [Notice("phones_waiting", (("names", tuple(waiting)),))]
    # The night with no referee is over: the morning, unless the mafia must still choose; then
    # everyone gets another turn (with the laptop in the middle, the mafia's call wakes again).
    again = {
        "round": s.round + 1,
        "turn": (0, 1, "cover"),
        "call": 0,
        "answer_pending": False,
        "phone_turns": phones.again(s),
    }
    return s, [Submit((EndNight(),), if_refused=again)]


def _phone(state: TableState, message: Phone) -> tuple[Session, list[Effect]]:
    """A phone joins, or its player is taken back to the laptop (see :class:`Phone`)."""
    s, name = state.session, message.name
    if not state.mode.with_phones or not any(seat.name == name for seat in state.public.seats):
        return s, []
    if message.act == "join":
        kept = phones.joined(s, name)
        return kept, [Keep(kept)] if kept != s else []
    if message.act != "take_back" or name not in s.phones:
        return s, []
    kept = phones.took_back(s, name)
    return kept, [Keep(kept), Notice("phone_taken_back", (("name", name),))]


# --- what a stage allows now ----------------------------------------------------------------------


def messages_now(state: TableState) -> list[Message]:
    """Every message a person could send now (every seat tap, every button on the screen, undo
    where offered, a foul where the rules keep them), for the walk of the flow's tests and for
    docs. Private turns are their own machines (:mod:`mafia_desktop.table.private_turns`): their
    end is the message here."""
    stage = stage_of(state)
    declared = STAGES[stage]
    phone: list[Message] = []
    if state.mode.with_phones:
        joined = set(state.session.phones)
        phone = [Phone("take_back" if s.name in joined else "join", s.name) for s in state.public.seats]
    if declared.surface == "private":
        out: list[Message] = [PrivateEnd("to_table" if stage in ("deal", "own_card") else "morning")]
        return out + ([Undo()] if stage == "private_night" else []) + phone
    step = state.step()
    out = [Press(b.key) for b in step.buttons]
    if state.public.phase == "day":  # a tap on any seat: it is taken, or the table says why
        out += [Tap(s.name) for s in state.public.seats]
    elif not step.held:
        selectable = state.composer().selectable()
        out += [Tap(s.name) for s in state.public.seats if s.name in selectable]
    if step.undo:
        out.append(Undo())
    if "hold" in declared.takes and any(a.act == "foul" for a in state.public.sport):
        out += [Hold(s.name) for s in state.public.seats if s.alive]
    return out + phone


def legal_extras(state: TableState) -> list[Message]:
    """Messages that come from a clock or the narrator in this stage."""
    stage = STAGES[stage_of(state)]
    out: list[Message] = []
    if stage.times_out is not None:
        out.append(TimeUp(stage.times_out))
    if "spoken" in stage.takes:
        out.append(Spoken())
    return out
