"""Events: what the engine says happened, as values that turn into transcript JSON and back.

Events are codes and parameters, never display text; who may see each one is decided by
:mod:`mafia_desktop.engine.views`.

>>> Death("Dan", "vote").to_json()
{'type': 'death', 'player': 'Dan', 'cause': 'vote'}
>>> TallyHeld((("Dan", 6), ("Cid", 4)), ("Dan",), ()).to_json()["counts"]
{'Dan': 6, 'Cid': 4}
>>> event_from_json(Death("Dan", "vote").to_json())
Death(player='Dan', cause='vote')
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, ClassVar, Final

from .kinds import ActKind
from .roles import NIGHT_ACTS, act_by_event


class _EventJson:
    """Shared JSON conversion: the dataclass fields, with tuples as lists."""

    __slots__ = ()
    type: ClassVar[str]
    # Fields held as tuples of pairs that the transcript writes as objects.
    _mappings: ClassVar[tuple[str, ...]] = ()
    # Fields the engine keeps for the views, never written to the transcript.
    _hidden: ClassVar[tuple[str, ...]] = ()

    @classmethod
    def members(cls) -> list[str]:
        """The transcript's members of this event, after ``type``."""
        return [f.name for f in dataclasses.fields(cls) if f.name not in cls._hidden]  # type: ignore[arg-type]

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type}
        for f in dataclasses.fields(self):  # type: ignore[arg-type]
            if f.name in self._hidden:
                continue
            value = getattr(self, f.name)
            if f.name in self._mappings:
                out[f.name] = {k: (list(v) if isinstance(v, tuple) else v) for k, v in value}
            elif isinstance(value, tuple):
                out[f.name] = list(value)
            else:
                out[f.name] = value
        return out


@dataclass(frozen=True, slots=True)
class PhaseBegan(_EventJson):
    type: ClassVar[str] = "phase"
    phase: str  # "night" | "day"
    number: int


@dataclass(frozen=True, slots=True)
class SpeechOrder(_EventJson):
    type: ClassVar[str] = "speech_order"
    day: int
    order: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Nominated(_EventJson):
    type: ClassVar[str] = "nomination"
    by: str
    target: str


@dataclass(frozen=True, slots=True)
class Seconded(_EventJson):
    type: ClassVar[str] = "second"
    by: str
    target: str


@dataclass(frozen=True, slots=True)
class Lapsed(_EventJson):
    """An accusation nobody seconded was dropped (by a new accusation or the day's end)."""

    type: ClassVar[str] = "lapsed"
    target: str


@dataclass(frozen=True, slots=True)
class VoteHeld(_EventJson):
    type: ClassVar[str] = "vote"
    motion: str  # charge | execute | convict | jail | all_leave
    target: str | tuple[str, ...]
    yes: int
    needed: int
    passed: bool
    voters: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class TallyHeld(_EventJson):
    type: ClassVar[str] = "tally"
    _mappings: ClassVar[tuple[str, ...]] = ("counts", "votes")
    counts: tuple[tuple[str, int], ...]
    leaders: tuple[str, ...]
    votes: tuple[tuple[str, tuple[str, ...]], ...]


@dataclass(frozen=True, slots=True)
class Tied(_EventJson):
    """A tally ended in a tie; ``next`` says what the rules do about it."""

    type: ClassVar[str] = "tie"
    players: tuple[str, ...]
    next: str  # retally | all_leave | none


@dataclass(frozen=True, slots=True)
class Acquitted(_EventJson):
    type: ClassVar[str] = "acquitted"
    player: str


@dataclass(frozen=True, slots=True)
class Death(_EventJson):
    type: ClassVar[str] = "death"
    player: str
    cause: str  # night | vote | time_limit | fouls | technical_fouls | removed | surrendered


@dataclass(frozen=True, slots=True)
class Reveal(_EventJson):
    type: ClassVar[str] = "reveal"
    player: str
    role: str


@dataclass(frozen=True, slots=True)
class Acted:
    """A night act made (a shot, a check and its answer, a protection). ``act`` is the act's
    record name; the transcript names the event by the registry's event type ("shot",
    "check"...), and a check carries its ``result`` ("mafia" | "not_mafia", "detective" |
    "not_detective"...)."""

    act: str
    by: str
    target: str
    result: str | None = None
    more: tuple[str, ...] = ()  # further players named (an act that names two)

    @property
    def targets(self) -> tuple[str, ...]:
        return (self.target, *self.more)

    @property
    def type(self) -> str:
        return NIGHT_ACTS[self.act].event

    @property
    def behaviour(self) -> ActKind:
        """What the act's kind does, and who learns of it."""
        return NIGHT_ACTS[self.act].behaviour

    @property
    def kind(self) -> str:
        """The act's registered kind (``kill``, ``check``, ``protect``...)."""
        return NIGHT_ACTS[self.act].kind

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type, "by": self.by}
        if NIGHT_ACTS[self.act].picks > 1:
            out["targets"] = list(self.targets)
        else:
            out["target"] = self.target
        if self.result is not None:
            out["result"] = self.result
        return out


@dataclass(frozen=True, slots=True)
class Saved(_EventJson):
    """An attack's target lived: protected, or visited. ``attack`` (not in the transcript) is the
    act that attacked, so a view can tell the mafia's part of the night from a lone killer's."""

    type: ClassVar[str] = "saved"
    player: str | None  # None where the viewer may not know whom the protection saved
    attack: str = dataclasses.field(default="shoot", compare=False)
    _hidden: ClassVar[tuple[str, ...]] = ("attack",)


@dataclass(frozen=True, slots=True)
class Guarded(_EventJson):
    """A Bodyguard (``by``) died in the place of the attacked ``player`` (his death follows)."""

    type: ClassVar[str] = "guarded"
    by: str
    player: str


@dataclass(frozen=True, slots=True)
class NoVote(_EventJson):
    """The morning says ``player`` may not vote today (the Lover spent the night with them)."""

    type: ClassVar[str] = "no_vote"
    player: str


@dataclass(frozen=True, slots=True)
class Took(_EventJson):
    """A dead player made his last act: the Kamikaze took ``target`` with him (None: nobody)."""

    type: ClassVar[str] = "take"
    by: str
    target: str | None


@dataclass(frozen=True, slots=True)
class Unharmed(_EventJson):
    """A night attack on ``player`` failed: he cannot die at night (the Immortal). The referee's."""

    type: ClassVar[str] = "unharmed"
    player: str


@dataclass(frozen=True, slots=True)
class Turned(_EventJson):
    """The mafia's shot did not kill ``player``: he joined them (the Werewolf). The referee's."""

    type: ClassVar[str] = "turned"
    player: str


@dataclass(frozen=True, slots=True)
class MayorShown(_EventJson):
    """``player`` showed himself the Mayor: his hand counts two from now on."""

    type: ClassVar[str] = "mayor"
    player: str


@dataclass(frozen=True, slots=True)
class NoKill(_EventJson):
    type: ClassVar[str] = "no_kill"


@dataclass(frozen=True, slots=True)
class FoulGiven(_EventJson):
    """``player`` got a foul; ``count`` is their fouls so far (the third costs the next speech,
    the fourth removes them)."""

    type: ClassVar[str] = "foul"
    player: str
    count: int


@dataclass(frozen=True, slots=True)
class SpeechLost(_EventJson):
    """``player`` loses this day's speech (their third foul): said at once when the foul came on a
    day before the speeches reached them, else as the next day begins."""

    type: ClassVar[str] = "speech_lost"
    player: str


@dataclass(frozen=True, slots=True)
class SpeechShortened(_EventJson):
    """``player``'s next speech is half its time (their third foul, where the rules' ``third_foul``
    says so): said at once when the foul came on a day before the speeches reached them, else as
    the next day begins."""

    type: ClassVar[str] = "speech_shortened"
    player: str


@dataclass(frozen=True, slots=True)
class TechnicalFoulGiven(_EventJson):
    """``player`` got a technical foul; ``count`` is theirs so far (at the rules' limit they
    leave: a death with cause ``technical_fouls`` follows)."""

    type: ClassVar[str] = "technical_foul"
    player: str
    count: int


@dataclass(frozen=True, slots=True)
class VoteSkipped(_EventJson):
    """The first day's nominations ended with one candidate, ``player``: no vote is held (the
    rules' ``single_candidate_first_day`` = ``no_vote``), and the night falls."""

    type: ClassVar[str] = "vote_skipped"
    player: str


@dataclass(frozen=True, slots=True)
class ShootingOrderGiven(_EventJson):
    """The Don (``by``) gave the mafia's shooting order on the meeting night: ``targets``, in
    order. Seen by the referee and the mafia only, never on the shared screen."""

    type: ClassVar[str] = "shooting_order"
    by: str
    targets: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class BestMoveNamed(_EventJson):
    """The first player shot at night named ``targets``; ``mafia`` of them are mafia (the Don
    included): None in a view that may not know it before the game is over."""

    type: ClassVar[str] = "best_move"
    by: str
    targets: tuple[str, ...]
    mafia: int | None


@dataclass(frozen=True, slots=True)
class PointsGiven(_EventJson):
    """The referee's extra points for ``player``, with the reason they said."""

    type: ClassVar[str] = "extra_points"
    player: str
    points: float
    reason: str


@dataclass(frozen=True, slots=True)
class Win(_EventJson):
    type: ClassVar[str] = "win"
    team: str  # a registered team: town | mafia | maniac


Event = (
    PhaseBegan
    | SpeechOrder
    | Nominated
    | Seconded
    | Lapsed
    | VoteHeld
    | TallyHeld
    | Tied
    | Acquitted
    | Death
    | Reveal
    | Acted
    | Saved
    | Guarded
    | NoVote
    | NoKill
    | Took
    | Unharmed
    | Turned
    | MayorShown
    | FoulGiven
    | SpeechLost
    | BestMoveNamed
    | PointsGiven
    | SpeechShortened
    | TechnicalFoulGiven
    | VoteSkipped
    | ShootingOrderGiven
    | Win
)
EVENT_TYPES: Final[dict[str, type[Any]]] = {
    cls.type: cls
    for cls in (
        PhaseBegan,
        SpeechOrder,
        Nominated,
        Seconded,
        Lapsed,
        VoteHeld,
        TallyHeld,
        Tied,
        Acquitted,
        Death,
        Reveal,
        Saved,
        Guarded,
        NoVote,
        NoKill,
        Took,
        Unharmed,
        Turned,
        MayorShown,
        FoulGiven,
        SpeechLost,
        BestMoveNamed,
        PointsGiven,
        SpeechShortened,
        TechnicalFoulGiven,
        VoteSkipped,
        ShootingOrderGiven,
        Win,
    )
}


def event_from_json(obj: dict[str, Any]) -> Event:
    """The event a transcript entry describes (the inverse of ``to_json``)."""
    act = act_by_event(obj["type"])
    if act is not None:
        if act.picks > 1:
            named = tuple(obj["targets"])
            return Acted(act.id, obj["by"], named[0], obj.get("result"), named[1:])
        return Acted(act.id, obj["by"], obj["target"], obj.get("result"))
    cls = EVENT_TYPES[obj["type"]]
    kwargs: dict[str, Any] = {}
    for f in dataclasses.fields(cls):
        if f.name not in obj and f.default is not dataclasses.MISSING:
            continue
        value = obj[f.name]
        if f.name in cls._mappings:
            value = tuple((k, tuple(v) if isinstance(v, list) else v) for k, v in value.items())
        elif isinstance(value, list):
            value = tuple(value)
        kwargs[f.name] = value
    event: Event = cls(**kwargs)
    return event
