"""Inputs: what happened at the table, as small values that turn into record JSON and back.

>>> NightInput("shoot", "Ann", "Cid").to_json()
{'act': 'shoot', 'by': 'Ann', 'target': 'Cid'}
>>> input_from_json({"act": "vote", "voters": ["Ann", "Bob"]})
Vote(voters=('Ann', 'Bob'))
>>> input_from_json({"act": "tally", "votes": {"Dan": ["Bob"]}})
Tally(votes=(('Dan', ('Bob',)),))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Final

from .errors import RecordError, number_text
from .kinds import TRAITS
from .roles import NIGHT_ACTS
from .rules import POINTS_LIMIT


@dataclass(frozen=True, slots=True)
class NightInput:
    """One night act (a mafia member's shot, a check, a protection...): the act's record name,
    who makes it and on whom. What each act means is the role registry's business."""

    act: str
    by: str
    target: str
    more: tuple[str, ...] = ()  # further players named (an act that names two: ``targets``)

    @property
    def targets(self) -> tuple[str, ...]:
        return (self.target, *self.more)

    def to_json(self) -> dict[str, Any]:
        if self.act in NIGHT_ACTS and NIGHT_ACTS[self.act].picks > 1:
            return {"act": self.act, "by": self.by, "targets": list(self.targets)}
        return {"act": self.act, "by": self.by, "target": self.target}


def night_input(act: str, by: str, target: str) -> NightInput:
    """A night act by its record name (``shoot``, ``check``, ``don_check``, ``protect``...)."""
    return NightInput(act, by, target)


@dataclass(frozen=True, slots=True)
class Take:
    """The act a player owes as he dies (the Kamikaze takes ``target`` with him; None: nobody)."""

    act: ClassVar[str] = "take"
    by: str
    target: str | None

    def to_json(self) -> dict[str, Any]:
        return {"act": self.act, "by": self.by, "target": self.target}


@dataclass(frozen=True, slots=True)
class DayAct:
    """An act a passive behaviour allows by day (``reveal_mayor``: the Mayor shows himself)."""

    act: str
    by: str

    def to_json(self) -> dict[str, Any]:
        return {"act": self.act, "by": self.by}


@dataclass(frozen=True, slots=True)
class EndNight:
    """The night is over: resolve it and start the day."""

    act: ClassVar[str] = "end_night"

    def to_json(self) -> dict[str, Any]:
        return {"act": self.act}


@dataclass(frozen=True, slots=True)
class Nominate:
    """An accusation (classic, angel) or a nomination (club)."""

    act: ClassVar[str] = "nominate"
    by: str
    target: str

    def to_json(self) -> dict[str, Any]:
        return {"act": self.act, "by": self.by, "target": self.target}


@dataclass(frozen=True, slots=True)
class Second:
    """Seconds the accusation waiting for a second."""

    act: ClassVar[str] = "second"
    by: str

    def to_json(self) -> dict[str, Any]:
        return {"act": self.act, "by": self.by}


@dataclass(frozen=True, slots=True)
class Vote:
    """The raised hands (yes-votes) on the motion now open."""

    act: ClassVar[str] = "vote"
    voters: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        return {"act": self.act, "voters": list(self.voters)}


@dataclass(frozen=True, slots=True)
class Tally:
    """A vote among several candidates, one hand per voter: candidate -> voters, in order."""

    act: ClassVar[str] = "tally"
    votes: tuple[tuple[str, tuple[str, ...]], ...]

    def to_json(self) -> dict[str, Any]:
        return {"act": self.act, "votes": {c: list(v) for c, v in self.votes}}


@dataclass(frozen=True, slots=True)
class EndDay:
    """The day ends without a (further) vote; in classic, the day's time ran out."""

    act: ClassVar[str] = "end_day"

    def to_json(self) -> dict[str, Any]:
        return {"act": self.act}


@dataclass(frozen=True, slots=True)
class Foul:
    """The referee gives ``player`` a foul (замечание), at any time while they are alive.
    ``speech_ahead``: given on a day whose speeches have not reached the player yet (the table
    knows the speeches), so a third foul costs today's speech, not the next day's."""

    act: ClassVar[str] = "foul"
    player: str
    speech_ahead: bool = False

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"act": self.act, "player": self.player}
        if self.speech_ahead:
            out["speech_ahead"] = True
        return out


@dataclass(frozen=True, slots=True)
class BestMove:
    """The first player shot at night names three players in their last words."""

    act: ClassVar[str] = "best_move"
    by: str
    targets: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        return {"act": self.act, "by": self.by, "targets": list(self.targets)}


REASON_MAX_LENGTH: Final = 200


@dataclass(frozen=True, slots=True)
class ExtraPoints:
    """The referee's extra points for ``player`` (plus or minus), with the reason said."""

    act: ClassVar[str] = "extra_points"
    player: str
    points: float
    reason: str

    def to_json(self) -> dict[str, Any]:
        return {"act": self.act, "player": self.player, "points": self.points, "reason": self.reason}


@dataclass(frozen=True, slots=True)
class TechnicalFoul:
    """The referee gives ``player`` a technical foul (where the rules count them: the option
    ``technical_fouls``); at the limit the player leaves at once."""

    act: ClassVar[str] = "technical_foul"
    player: str

    def to_json(self) -> dict[str, Any]:
        return {"act": self.act, "player": self.player}


@dataclass(frozen=True, slots=True)
class Remove:
    """The referee removes ``player`` from the game, saying why: they leave at once."""

    act: ClassVar[str] = "remove"
    player: str
    reason: str

    def to_json(self) -> dict[str, Any]:
        return {"act": self.act, "player": self.player, "reason": self.reason}


@dataclass(frozen=True, slots=True)
class Surrender:
    """``player`` gives up the game (the referee enters it): they leave at once."""

    act: ClassVar[str] = "surrender"
    player: str

    def to_json(self) -> dict[str, Any]:
        return {"act": self.act, "player": self.player}


SHOOTING_ORDER_MOST: Final = 3


@dataclass(frozen=True, slots=True)
class ShootingOrder:
    """The Don's shooting order, agreed on the meeting night: the players the mafia will shoot,
    night by night, in order (one to three). The referee enters it; only the mafia and the
    referee ever see it."""

    act: ClassVar[str] = "shooting_order"
    by: str
    targets: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        return {"act": self.act, "by": self.by, "targets": list(self.targets)}


Input = (
    NightInput
    | Take
    | DayAct
    | EndNight
    | Nominate
    | Second
    | Vote
    | Tally
    | EndDay
    | Foul
    | BestMove
    | ExtraPoints
    | TechnicalFoul
    | Remove
    | Surrender
    | ShootingOrder
)

DAY_ACTS: Final[tuple[str, ...]] = ("nominate", "second", "vote", "tally", "end_day")
# The club's sport: taken in any phase (extra points after the win too), where the rules keep score.
SPORT_ACTS: Final[tuple[str, ...]] = (
    "foul",
    "best_move",
    "extra_points",
    "technical_foul",
    "remove",
    "surrender",
    "shooting_order",
)


# Acts a player owes when he dies (a passive behaviour's last act), taken in any phase.
LAST_ACTS: Final[tuple[str, ...]] = ("take",)


def shown_acts() -> tuple[str, ...]:
    """The acts passive behaviours allow by day (``reveal_mayor``), by the registry."""
    return tuple(dict.fromkeys(a for t in TRAITS.values() for a in t.shows))


def acts() -> tuple[str, ...]:
    """Every act a record may hold: the registry's night acts, then the rest."""
    return (*NIGHT_ACTS, "end_night", *DAY_ACTS, *shown_acts(), *LAST_ACTS, *SPORT_ACTS)


def is_night_input(act: str) -> bool:
    """Whether an act is made at night (a registered night act, or ending the night)."""
    return act == "end_night" or act in NIGHT_ACTS


def _name(obj: dict[str, Any], key: str, act: str) -> str:
    value = obj.get(key)
    if not isinstance(value, str):
        got = "missing" if key not in obj else f"a {_json_type(value)}"
        raise RecordError(f"{act} needs {key!r} to be a player's name; it is {got}")
    return value


def _names(value: object, what: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise RecordError(f"{what} must be a list of players' names")
    return tuple(value)


def _json_type(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, (int, float)):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "list"
    return "object"


def input_from_json(obj: object) -> Input:
    """Read one input of a record. Raises :class:`RecordError` for a malformed one.

    Only the shape is checked here; whether the input is legal is the game's business.
    """
    if not isinstance(obj, dict):
        raise RecordError(f"an input must be an object with an 'act'; it is a {_json_type(obj)}")
    act = obj.get("act")
    if not isinstance(act, str) or not (
        act in NIGHT_ACTS
        or act == "end_night"
        or act in DAY_ACTS
        or act in SPORT_ACTS
        or act in LAST_ACTS
        or act in shown_acts()
    ):
        shown = repr(act)[:40] if isinstance(act, str) else ("missing" if act is None else _json_type(act))
        raise RecordError(f"unknown act {shown}; the acts are {', '.join(acts())}")
    if act in NIGHT_ACTS:
        picks = NIGHT_ACTS[act].picks
        if picks > 1:
            named = obj.get("targets")
            if (
                not isinstance(named, list)
                or len(named) != picks
                or not all(isinstance(n, str) for n in named)
            ):
                raise RecordError(f"{act} needs 'targets': a list of {picks} players' names")
            return NightInput(act, _name(obj, "by", act), named[0], tuple(named[1:]))
        return NightInput(act, _name(obj, "by", act), _name(obj, "target", act))
    if act == "nominate":
        return Nominate(_name(obj, "by", act), _name(obj, "target", act))
    if act in shown_acts():
        return DayAct(act, _name(obj, "by", act))
    if act == "take":
        if "target" not in obj:
            raise RecordError("take needs 'target': the player taken, or null for nobody")
        return Take(_name(obj, "by", act), None if obj["target"] is None else _name(obj, "target", act))
    if act == "end_night":
        return EndNight()
    if act == "end_day":
        return EndDay()
    if act == "second":
        return Second(_name(obj, "by", act))
    if act in SPORT_ACTS:
        return _sport_input(obj, act)
    if act == "vote":
        if "voters" not in obj:
            raise RecordError("vote needs 'voters': the list of players who raised a hand")
        return Vote(_names(obj["voters"], "vote.voters"))
    # tally
    votes = obj.get("votes")
    if not isinstance(votes, dict):
        raise RecordError("tally needs 'votes': an object of candidate -> list of voters")
    return Tally(tuple((c, _names(v, f"tally.votes[{c[:24]!r}]")) for c, v in votes.items()))


def _sport_input(obj: dict[str, Any], act: str) -> Input:
    if act == "foul":
        ahead = obj.get("speech_ahead", False)
        if not isinstance(ahead, bool):
            raise RecordError(f"foul.speech_ahead must be true or false; it is a {_json_type(ahead)}")
        return Foul(_name(obj, "player", act), ahead)
    if act == "technical_foul":
        return TechnicalFoul(_name(obj, "player", act))
    if act == "surrender":
        return Surrender(_name(obj, "player", act))
    if act == "remove":
        reason = obj.get("reason")
        if not isinstance(reason, str):
            raise RecordError("remove needs 'reason': the referee's reason, as text")
        return Remove(_name(obj, "player", act), reason)
    if act == "shooting_order":
        if "targets" not in obj:
            raise RecordError("shooting_order needs 'targets': the players to shoot, in order")
        return ShootingOrder(_name(obj, "by", act), _names(obj["targets"], "shooting_order.targets"))
    if act == "best_move":
        if "targets" not in obj:
            raise RecordError("best_move needs 'targets': the list of the three players named")
        return BestMove(_name(obj, "by", act), _names(obj["targets"], "best_move.targets"))
    points = obj.get("points")
    if isinstance(points, bool) or not isinstance(points, (int, float)):
        raise RecordError("extra_points needs 'points': a number, plus or minus")
    if not -POINTS_LIMIT <= points <= POINTS_LIMIT:  # exact for an int of any size
        raise RecordError(
            f"extra points must be a number from {-POINTS_LIMIT:g} to {POINTS_LIMIT:g};"
            f" it is {number_text(points)}"
        )
    reason = obj.get("reason")
    if not isinstance(reason, str):
        raise RecordError("extra_points needs 'reason': the referee's reason, as text")
    return ExtraPoints(_name(obj, "player", act), points, reason)
