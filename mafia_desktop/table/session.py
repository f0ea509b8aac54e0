"""The table's flow beside the game: where the night's calls, the private turns, the timers and the
narrator stand. Plain Python (no Qt, no clock): the table screen renders it and forwards taps.

The game itself is the engine's, driven by the record's inputs. Everything else a referee would
otherwise keep in their head (which role is being called, whether the check's answer was seen,
which speaker is on, how long the day clock has left, whose turn it is with the laptop, whether
the morning was already announced) is a :class:`Session`. The controller keeps one per number of
inputs in the record's ``session`` member (:class:`SessionBook`), saved with the input or the step
that changed it, so that:

- resuming a saved game gives exactly the session it had when it stopped;
- undoing an input gives exactly the session the table had just before that input was entered
  (the day clock's time left, the speaker on, the morning already said, the seat the called list
  was calling when the mafia's shots at it were entered).

Only what the shared screen may show lives here: seat names and counters, never a role.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from mafia_desktop import languages
from mafia_desktop.engine.events import Death, PhaseBegan, SpeechLost, SpeechShortened
from mafia_desktop.engine.views import PublicView

StepKey = tuple[str, int, str, str, str]

MODES = ("referee", "pass", "middle")
DEALS = ("peek", "reveal", "cards", "print")


@dataclass(frozen=True, slots=True)
class TableMode:
    """How a table plays a game: the record's ``table`` member, chosen at set-up.

    ``mode``: a referee at the console, the laptop passed round (``pass``) or left in the
    ``middle``; ``deal``: each player sees their card on the private panel (``reveal``: with a
    referee too, the laptop goes round once), holds a real card (``cards``: entered by each player
    in private, or by the host on one screen), or a fold-over card the app printed (``print``:
    referee console only); ``peek``, of older records: only the referee saw the deal; the private steps' minimum seconds; whether
    the narrator speaks and in which language; ``timed``: seconds per referee night call (0: the
    referee moves on); ``tv``: the public table is shown on another screen too (a resumed game
    brings it back). Anything unreadable in a record falls back to the default.

    >>> TableMode.from_json({"mode": "pass", "deal": "reveal", "timed": "x"})
    TableMode(mode='pass', deal='reveal', turn_seconds=8, step_seconds=15, narrate=False, lang='en', timed=0, tv=False, phones=False)
    >>> TableMode("middle", "reveal", narrate=True, lang="ru").to_json()
    {'mode': 'middle', 'deal': 'reveal', 'narrate': True, 'lang': 'ru'}
    """

    mode: str = "referee"
    deal: str = "peek"
    turn_seconds: int = 8
    step_seconds: int = 15
    narrate: bool = False
    lang: str = "en"
    timed: int = 0
    tv: bool = False
    #: players may take their private turns on their own phones (pass-and-play, cards on the laptop)
    phones: bool = False

    @classmethod
    def from_json(cls, obj: object) -> TableMode:
        if not isinstance(obj, Mapping):
            return cls()
        base = cls()

        def word(key: str, allowed: tuple[str, ...], default: str) -> str:
            value = obj.get(key)
            return value if isinstance(value, str) and value in allowed else default

        def count(key: str, default: int, low: int) -> int:
            value = obj.get(key)
            if isinstance(value, int) and not isinstance(value, bool) and low <= value <= 3600:
                return value
            return default

        return cls(
            mode=word("mode", MODES, base.mode),
            deal=word("deal", DEALS, base.deal),
            turn_seconds=count("turn_seconds", base.turn_seconds, 1),
            step_seconds=count("step_seconds", base.step_seconds, 1),
            narrate=obj.get("narrate") is True,
            lang=word("lang", languages.codes(), base.lang),
            timed=count("timed", base.timed, 0),
            tv=obj.get("tv") is True,
            phones=obj.get("phones") is True,
        )

    def to_json(self) -> dict[str, Any]:
        """The members that differ from the defaults (``mode`` and ``deal`` always)."""
        base = TableMode()
        out: dict[str, Any] = {"mode": self.mode, "deal": self.deal}
        for f in dataclasses.fields(self)[2:]:
            if getattr(self, f.name) != getattr(base, f.name):
                out[f.name] = getattr(self, f.name)
        return out

    @property
    def private(self) -> bool:
        """No referee: the private panel takes the night's choices."""
        return self.mode != "referee"

    @property
    def with_phones(self) -> bool:
        """Players may pair their phones: the laptop goes round (the deal on its panel, the
        night's turns passed round), so a phone can take a player's turns instead."""
        return self.phones and self.mode == "pass" and self.deal == "reveal"


@dataclass(frozen=True)
class TimerSlot:
    """One timer of a step: a speech, last words, a defence, the discussion, the day limit."""

    kind: str  # speech | last_words | night_last_words | defence | discussion | day_limit
    seconds: int
    who: str | None = None
    warn_at: int = 10


def deaths_since_last_phase(view: PublicView) -> list[tuple[str, str]]:
    """(player, cause) of the deaths in the phase before the one now running."""
    out: list[tuple[str, str]] = []
    seen_phase = False
    for e in reversed(view.log):
        if isinstance(e, PhaseBegan):
            if seen_phase:
                break
            seen_phase = True
            continue
        if isinstance(e, Death) and seen_phase:
            out.append((e.player, e.cause))
    return list(reversed(out))


def speeches_lost(view: PublicView) -> set[str]:
    """Who loses their speech today (a third foul, said as the day began)."""
    lost: set[str] = set()
    for e in reversed(view.log):
        if isinstance(e, PhaseBegan):
            break
        if isinstance(e, SpeechLost):
            lost.add(e.player)
    return lost


def speeches_shortened(view: PublicView) -> set[str]:
    """Whose speech today is half its time (a third foul, where the rules' ``third_foul`` says so)."""
    short: set[str] = set()
    for e in reversed(view.log):
        if isinstance(e, PhaseBegan):
            break
        if isinstance(e, SpeechShortened):
            short.add(e.player)
    return short


def clock_plan(view: PublicView, session: Session) -> list[TimerSlot]:
    """The step's timers as the table runs them: none once the night is let begin (the last words
    are over: no clock runs into the night)."""
    night_begun = view.phase == "night" and session.night_ready == view.number
    return [] if night_begun else timer_plan(view)


def timer_plan(view: PublicView) -> list[TimerSlot]:
    """The timers the rules give the step now showing, in order (the referee starts each)."""
    rules = view.rules
    step = view.step.code
    out: list[TimerSlot] = []
    deaths = deaths_since_last_phase(view)
    if view.phase == "night":
        if rules.last_words_seconds:
            out += [
                TimerSlot("last_words", rules.last_words_seconds, p) for p, cause in deaths if cause == "vote"
            ]
        return out
    if view.phase != "day":
        return out
    if step == "retally" and rules.defence_seconds:
        candidates = view.step.get("candidates") or ()
        assert isinstance(candidates, tuple)
        return [TimerSlot("defence", rules.defence_seconds, str(c)) for c in candidates]
    if step == "vote":
        if view.step.get("motion") == "jail" and rules.defence_seconds:
            return [TimerSlot("defence", rules.defence_seconds, str(view.step.get("target")))]
        if view.step.get("motion") == "execute" and rules.last_words_seconds:
            return [TimerSlot("last_words", rules.last_words_seconds, str(view.step.get("target")))]
        return out
    if rules.night_last_words_seconds:
        out += [
            TimerSlot("night_last_words", rules.night_last_words_seconds, p)
            for p, c in deaths
            if c == "night"
        ]
    if rules.speech_seconds and view.speech_order:
        lost = speeches_lost(view)  # a third foul: the speech is skipped
        short = speeches_shortened(view)  # ... or half its time
        half = rules.short_speech_seconds or rules.speech_seconds
        out += [
            TimerSlot("speech", half if p in short else rules.speech_seconds, p)
            for p in view.speech_order
            if p not in lost
        ]
    elif rules.discussion_seconds:
        out.append(TimerSlot("discussion", rules.discussion_seconds))
    return out


def speaker_now(view: PublicView, session: Session) -> str | None:
    """Whose speech the table is at (its clock started or not): the club's only nominator now."""
    plan = timer_plan(view)
    if 0 <= session.timer < len(plan) and plan[session.timer].kind == "speech":
        return plan[session.timer].who
    return None


def speech_ahead(view: PublicView, session: Session, name: str) -> bool:
    """Whether ``name``'s speech today is still to come: their speech is after the timer the
    table is at, or is that timer and it was never started (a third foul now costs it)."""
    for i, slot in enumerate(timer_plan(view)):
        if slot.kind == "speech" and slot.who == name:
            started = session.timer_left is not None or session.timer_running
            return i > session.timer or (i == session.timer and not started)
    return False


def day_clock_plan(view: PublicView) -> TimerSlot | None:
    """The classic day limit: one clock for the whole day, whatever happens in it."""
    rules = view.rules
    if view.phase != "day" or not rules.day_limit_seconds or view.step.code == "talk":
        return None
    return TimerSlot("day_limit", rules.day_limit_seconds, None, rules.day_limit_warning_seconds or 10)


def step_key(view: PublicView) -> StepKey:
    """What identifies a step for its timers (a nomination does not restart the speeches)."""
    return (
        view.phase,
        view.number,
        view.step.code,
        str(view.step.get("motion") or ""),
        str(view.step.get("target") or ""),
    )


def last_words_before_night(view: PublicView) -> list[str]:
    """Players voted out just now, whose last words come before the night is called."""
    if view.phase != "night" or not view.rules.last_words_seconds:
        return []
    return [p for p, cause in deaths_since_last_phase(view) if cause == "vote"]


def night_gate(view: PublicView) -> str:
    """What the held night asks of the table, as a prompt code: ``night_gate`` (the last words
    first), ``night_gate_cards`` (everyone sees who went out and the card the rules turned up) or
    ``night_gate_deaths`` (who went out, their card staying hidden)."""
    if last_words_before_night(view):
        return "night_gate"
    shown = any(view.revealed_role(p) for p, _ in deaths_since_last_phase(view))
    return "night_gate_cards" if shown else "night_gate_deaths"


def night_held(view: PublicView, session: Session, has_referee: bool) -> bool:
    """Whether the night waits for the table: the last words of players voted out come first,
    and with no referee everyone sees who went out (and any card turned up) before the laptop goes
    round or the roles are called."""
    if view.phase != "night" or session.night_ready == view.number:
        return False
    if last_words_before_night(view):
        return True
    return not has_referee and bool(deaths_since_last_phase(view))


def unheard(view: PublicView, session: Session, plan: list[TimerSlot], current_over: bool) -> list[str]:
    """Players whose speech of the day is still to come (club): the vote waits for them.
    ``current_over``: the speech on now has used its time."""
    if view.phase != "day":
        return []
    out = []
    for i, slot in enumerate(plan):
        if slot.kind != "speech" or i < session.timer or slot.who is None:
            continue
        if i == session.timer and current_over:
            continue
        out.append(slot.who)
    return out


DRAFT_MODES = ("hands", "tally", "tally_pick", "pick_actor", "pick_target", "seat", "best_move", "night")
DRAFT_NAMES = 60  # at most so many names in a draft (more than any table has)


@dataclass(frozen=True)
class Draft:
    """Taps not yet an input: the hands raised before *Count*, a tally's hands per candidate, who
    nominates before the nominee is tapped, the players who signed at the seat the called list is
    calling before *Next seat*. Kept in the session with every tap, so a crash comes back with the
    same taps; never an input (undo takes back inputs, not taps), and dropped when the input it
    leads to is entered or the step changes. Seat names only.

    >>> Draft("tally", tally=(("Ann", ("Bob", "Cid")),), current=0).to_json()
    {'mode': 'tally', 'tally': [['Ann', ['Bob', 'Cid']]]}
    >>> Draft.from_json({"mode": "hands", "hands": ["Bob", 7]})
    Draft(mode='hands', act='', actor='', hands=('Bob',), tally=(), current=0, shooters=())
    """

    mode: str = ""  # one of DRAFT_MODES; "" no draft
    #: pick_actor / pick_target: the act being entered (nominate, second); night: the act the
    #: referee chose of a call with several (its players tapped so far in ``hands``)
    act: str = ""
    actor: str = ""  # pick_target: who nominates
    hands: tuple[str, ...] = ()
    tally: tuple[tuple[str, tuple[str, ...]], ...] = ()  # candidate, hands, in order
    current: int = 0  # the candidate whose hands are being tapped
    shooters: tuple[str, ...] = ()  # who signed at the seat called

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if value != f.default:
                out[f.name] = (
                    [[c, list(h)] for c, h in value]
                    if f.name == "tally"
                    else (list(value) if isinstance(value, tuple) else value)
                )
        return out

    @classmethod
    def from_json(cls, doc: object) -> Draft:
        """A saved draft; anything that cannot be read is left out (the taps are then made again)."""
        if not isinstance(doc, Mapping) or doc.get("mode") not in DRAFT_MODES:
            return cls()

        def word(value: object) -> str:
            return value if isinstance(value, str) and len(value) <= 100 else ""

        def names(value: object) -> tuple[str, ...]:
            if not isinstance(value, list):
                return ()
            return tuple(dict.fromkeys(n for n in value[:DRAFT_NAMES] if isinstance(n, str) and word(n)))

        tally: list[tuple[str, tuple[str, ...]]] = []
        raw = doc.get("tally")
        for row in raw[:DRAFT_NAMES] if isinstance(raw, list) else []:
            if isinstance(row, list) and len(row) == 2 and word(row[0]):
                tally.append((word(row[0]), names(row[1])))
        current = doc.get("current")
        return cls(
            mode=str(doc["mode"]),
            act=word(doc.get("act")),
            actor=word(doc.get("actor")),
            hands=names(doc.get("hands")),
            tally=tuple(tally),
            current=current
            if isinstance(current, int) and not isinstance(current, bool) and current >= 0
            else 0,
            shooters=names(doc.get("shooters")),
        )


@dataclass(frozen=True)
class Session:
    """Where the table's flow stands. Counters and seat names only: never a role."""

    #: the step the timers belong to (see :func:`step_key`)
    step: StepKey = ("", 0, "", "", "")
    #: the step's timer that is on: an index into :func:`timer_plan` (its length: all done)
    timer: int = 0
    #: seconds left on that timer when last paused or when an input came (None: the full time)
    timer_left: float | None = None
    timer_running: bool = False
    #: the classic day clock: the day it belongs to, its time left (None: full), whether it runs
    clock_day: int = 0
    clock_left: float | None = None
    clock_running: bool = False
    #: the night the night's flow below belongs to
    night: int = 0
    #: the role being called (referee console, laptop in the middle): an index into the night's calls
    call: int = 0
    #: referee: a check was entered and its answer not yet seen; the call waits for the referee
    answer_pending: bool = False
    #: referee, the called list (the mafia shoot with eyes shut): the seat being called, an index
    #: into the night's living seats in seat order (their number: the list is over)
    seat: int = 0
    #: the called list's pace: "" not started (a narrated list runs at once, else it waits for the
    #: referee), "on" running, "paused"
    calling: str = ""
    #: pass-and-play: the night's round (the mafia must agree: everyone gets another turn)
    round: int = 1
    #: pass-and-play: the player's index in seat order, the pick, and the stage of the turn
    turn: tuple[int, int, str] = (0, 1, "cover")
    #: players paired with their own phone, who take their night turns on it (seat names, in the
    #: order they joined); the host takes one back to the laptop by removing it
    phones: tuple[str, ...] = ()
    #: tonight's turns begun on a phone: (player, pick, stage: cover | answer | done), one for each
    #: living player with a phone at nightfall; one whose player is no longer in :attr:`phones`
    #: (taken back) is played on the laptop once its walk is over (see :mod:`~mafia_desktop.table.phones`)
    phone_turns: tuple[tuple[str, int, str], ...] = ()
    #: the night the table has let begin (after the last words, and the deaths shown on the table)
    night_ready: int = 0
    #: the taps of the input being made (see :class:`Draft`)
    draft: Draft = Draft()
    #: by day, with the cards on the laptop: the table is asked whose card to show again (a tap
    #: says), and the player the laptop shows their own card to now (on the private panel)
    card_pick: bool = False
    card_for: str = ""
    #: the reading of the table's clock (monotonic seconds) when a running timer's or day clock's
    #: time left was taken: with it the session knows its clocks as they run now (:meth:`at`).
    #: Never saved (a reading means nothing in another run: a resumed clock runs from its time left).
    timer_since: float | None = field(default=None, compare=False)
    clock_since: float | None = field(default=None, compare=False)

    _UNSAVED = ("timer_since", "clock_since")

    # --- the clocks -------------------------------------------------------------------------

    def at(self, now: float) -> Session:
        """This session with its running clocks' time left as it is at ``now`` (what an input
        saves with it, and what undo gives back).

        >>> s = Session(timer_left=60.0, timer_running=True, timer_since=100.0)
        >>> s.at(130.0).timer_left, s.at(200.0).timer_left, s.at(130.0).timer_since
        (30.0, 0.0, 130.0)
        >>> Session(timer_left=60.0).at(500.0).timer_left  # paused: it keeps its time
        60.0
        """
        changes: dict[str, Any] = {}
        if self.timer_running and self.timer_since is not None and self.timer_left is not None:
            left = max(0.0, self.timer_left - max(0.0, now - self.timer_since))
            changes.update(timer_left=left, timer_since=now)
        if self.clock_running and self.clock_since is not None and self.clock_left is not None:
            left = max(0.0, self.clock_left - max(0.0, now - self.clock_since))
            changes.update(clock_left=left, clock_since=now)
        return dataclasses.replace(self, **changes) if changes else self

    # --- moving on with the game ----------------------------------------------------------

    def following(self, view: PublicView) -> Session:
        """The session after the game moved to ``view``: a new step's timers start from the
        first, a new day's clock is full, a new night's calls and turns start from the first."""
        s = self
        key = step_key(view)
        if key != s.step:
            s = dataclasses.replace(
                s,
                step=key,
                timer=0,
                timer_left=None,
                timer_running=False,
                draft=Draft(),
                card_pick=False,
                card_for="",
            )
        if view.phase == "day" and s.clock_day != view.number:
            s = dataclasses.replace(s, clock_day=view.number, clock_left=None, clock_running=False)
        if view.phase == "night" and s.night != view.number:
            s = dataclasses.replace(
                s,
                night=view.number,
                call=0,
                answer_pending=False,
                seat=0,
                calling="",
                round=1,
                turn=(0, 1, "cover"),
                phone_turns=tuple(
                    (p.name, 1, "cover") for p in view.seats if p.alive and p.name in self.phones
                ),
                draft=Draft(),
            )
        return s

    def given_back(self, now: Session | None = None) -> Session:
        """This session as undo gives it back: as it stood just before the input taken back, the
        taps that led to it shown to be changed, but nothing armed: a called list that ran waits
        for the referee (paused), so it never enters those taps again by itself. ``now``: the
        session undo started from, whose phones stay (a phone joined, or taken back, is not a
        step of the game: undo never pairs a phone again or drops one)."""
        s = dataclasses.replace(self, calling="paused") if self.calling == "on" else self
        if now is not None and now.phones != s.phones:
            s = dataclasses.replace(s, phones=now.phones)
        return s

    def restarted(self, now: float) -> Session:
        """This session's running clocks read from ``now`` on (a session given back by undo or a
        resume runs on from its time left, whenever that was read)."""
        return dataclasses.replace(
            self,
            timer_since=now if self.timer_running else None,
            clock_since=now if self.clock_running else None,
        )

    def with_(self, **changes: Any) -> Session:
        return dataclasses.replace(self, **changes)

    # --- saving -----------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in dataclasses.fields(self):
            if f.name in self._UNSAVED:
                continue
            value = getattr(self, f.name)
            if isinstance(value, Draft):
                if value != Draft():
                    out[f.name] = value.to_json()
            elif value != f.default:
                out[f.name] = (
                    [list(v) for v in value]
                    if f.name == "phone_turns"
                    else list(value)
                    if isinstance(value, tuple)
                    else value
                )
        return out

    @classmethod
    def from_json(cls, doc: object) -> Session:
        """A saved session; anything that cannot be read falls back to its default (a session
        is never a reason to refuse a game)."""
        if not isinstance(doc, Mapping):
            return cls()
        s = cls()
        changes: dict[str, Any] = {}
        for f in dataclasses.fields(cls):
            if f.name not in doc or f.name in cls._UNSAVED:
                continue
            raw, default = doc[f.name], getattr(s, f.name)
            reader = _LISTS.get(f.name)
            value = reader(raw) if reader is not None else _read(raw, default)
            if value is not None:
                changes[f.name] = value
        return dataclasses.replace(s, **changes)


def _name(value: object) -> str | None:
    return value if isinstance(value, str) and 0 < len(value) <= 100 else None


def _names(raw: object) -> tuple[str, ...] | None:
    """A list of seat names (each once, at most :data:`DRAFT_NAMES`), or None."""
    if not isinstance(raw, list):
        return None
    return tuple(dict.fromkeys(n for n in raw[:DRAFT_NAMES] if _name(n) is not None))


def _phone_turns(raw: object) -> tuple[tuple[str, int, str], ...] | None:
    """Tonight's phone turns: [player, pick, stage] each, one a player; unreadable rows left out."""
    if not isinstance(raw, list):
        return None
    out: dict[str, tuple[str, int, str]] = {}
    for row in raw[:DRAFT_NAMES]:
        if isinstance(row, list) and len(row) == 3:
            name, pick, stage = row
            if (
                _name(name) is not None
                and isinstance(pick, int)
                and not isinstance(pick, bool)
                and 1 <= pick <= 99
                and stage in PHONE_STAGES
                and name not in out
            ):
                out[name] = (name, pick, stage)
    return tuple(out.values())


#: where a phone turn stands: on a pick (``cover``), on the answer, over
PHONE_STAGES = ("cover", "answer", "done")

#: the session's members of variable length, each with its reader
_LISTS: Mapping[str, Callable[[object], object]] = {"phones": _names, "phone_turns": _phone_turns}


def _read(raw: object, default: object) -> object:
    if isinstance(default, Draft):
        return Draft.from_json(raw)
    if isinstance(default, str):
        return raw if isinstance(raw, str) and len(raw) <= 64 else None
    if isinstance(default, bool):
        return raw if isinstance(raw, bool) else None
    if isinstance(default, int):
        return raw if isinstance(raw, int) and not isinstance(raw, bool) and 0 <= raw < 1_000_000 else None
    if default is None:  # a time left
        if isinstance(raw, (int, float)) and not isinstance(raw, bool) and 0 <= raw < 1_000_000:
            return float(raw)
        return None
    if isinstance(default, tuple) and isinstance(raw, list) and len(raw) == len(default):
        items = [_read(r, d) for r, d in zip(raw, default, strict=True)]
        if all(isinstance(i, type(d)) for i, d in zip(items, default, strict=True)):
            return tuple(items)
    return None


class SessionBook:
    """The session as it last stood at each number of inputs: the record's ``session`` member.

    ``at[k]`` is the table's session the last time the record had ``k`` inputs, so undoing down
    to ``k`` inputs gives back exactly that session, and the last entry is where a resumed game
    starts."""

    def __init__(self, at: dict[int, Session] | None = None) -> None:
        self.at: dict[int, Session] = dict(at or {})
        # each kept session's JSON, made once (the book is saved with every step of the table)
        self._json: dict[int, tuple[Session, dict[str, Any]]] = {}

    def get(self, count: int) -> Session | None:
        """The session at ``count`` inputs: the last one kept at or before it (one is kept only
        where it differs from the one before, so the book stays small)."""
        keys = [k for k in self.at if k <= count]
        return self.at[max(keys)] if keys else None

    def put(self, count: int, session: Session) -> None:
        self.cut(count)
        self.at.pop(count, None)
        if self.get(count) != session:
            self.at[count] = session

    def cut(self, count: int) -> None:
        """Forget what came after ``count`` inputs (undo, or a new input after an undo)."""
        if self.at and max(self.at) > count:
            self.at = {k: v for k, v in self.at.items() if k <= count}
            self._json = {k: v for k, v in self._json.items() if k <= count}

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for k in sorted(self.at):
            session = self.at[k]
            made = self._json.get(k)
            if made is None or made[0] is not session:
                made = self._json[k] = (session, session.to_json())
            out[str(k)] = made[1]
        return out

    @classmethod
    def from_json(cls, doc: object) -> SessionBook:
        at: dict[int, Session] = {}
        if isinstance(doc, Mapping):
            for key, value in doc.items():
                if isinstance(key, str) and key.isascii() and key.isdigit() and len(key) < 8:
                    at[int(key)] = Session.from_json(value)
        return cls(at)
