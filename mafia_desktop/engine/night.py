"""The night: the mafia's shots, the checks, the protection, and the morning that resolves them.

Each night act is a row of data (who may make it, whom it may name, what it tells the actor);
the kill rules are three small functions. Night inputs are taken in any order (the laptop may go
round the circle in seat order); ``legal`` lists them in the rules' night order.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from .errors import IllegalInput
from .events import CheckResult, DonCheckResult, Event, NoKill, Protected, Saved, Shot
from .inputs import Check, DonCheck, Input, Protect, Shoot
from .roles import ROLES, is_mafia
from .state import LegalAct

if TYPE_CHECKING:
    from .game import Game


@dataclass(frozen=True, slots=True)
class NightAct:
    """One kind of night act: its verb for messages and the event it makes."""

    verb: str
    event: Callable[[Game, str, str], Event]


def _check_event(game: Game, by: str, target: str) -> Event:
    return CheckResult(by, target, "mafia" if is_mafia(game.role_of(target)) else "not_mafia")


def _don_check_event(game: Game, by: str, target: str) -> Event:
    return DonCheckResult(by, target, "detective" if game.role_of(target) == "detective" else "not_detective")


NIGHT_ACTS: Final[Mapping[str, NightAct]] = {
    "shoot": NightAct("shoot", lambda game, by, target: Shot(by, target)),
    "don_check": NightAct("make the Don's check", _don_check_event),
    "check": NightAct("check", _check_event),
    "protect": NightAct("protect", lambda game, by, target: Protected(by, target)),
}

# What each role the referee calls does when called (night_order's vocabulary).
CALLS: Final[Mapping[str, tuple[str, ...]]] = {
    "mafia": ("shoot",),
    "don": ("don_check",),
    "detective": ("check",),
    "doctor": ("protect",),
}


def _who(game: Game, act: str) -> str:
    """The title code of the role that makes ``act`` (the preset's name: sheriff, medic...)."""
    caller = next(role for role, acts in CALLS.items() if act in acts)
    return game.rules.title(caller)


def actors(game: Game, act: str) -> list[str]:
    """The living who may still make ``act`` tonight."""
    assert game.night is not None
    if game.night.meeting:
        return []
    done = {by for by, _ in game.night.acts_of(act)}
    team_choice = act == "shoot" and game.rules.kill == "team"
    return [
        p for p in game.alive if act in ROLES[game.role_of(p)].night_acts and (team_choice or p not in done)
    ]


def targets(game: Game, act: str, by: str) -> list[str]:
    """Whom ``by`` may name with ``act`` tonight."""
    rules = game.rules
    out = [p for p in game.alive if p != by or (act == "protect" and rules.protect_self)]
    if act == "protect" and not rules.protect_same_twice:
        out = [p for p in out if game.last_protected.get(by) != p]
    return out


def legal(game: Game) -> tuple[LegalAct, ...]:
    out: list[LegalAct] = []
    for caller in game.rules.night_order:
        for act in CALLS[caller]:
            pairs = tuple((p, tuple(targets(game, act, p))) for p in actors(game, act))
            pairs = tuple((p, t) for p, t in pairs if t)  # someone with nobody to name is not offered
            if pairs:
                out.append(LegalAct(act, tuple(p for p, _ in pairs), pairs))
    if _end_problem(game) is None:
        out.append(LegalAct("end_night"))
    return tuple(out)


def _night_act(game: Game, inp: Input) -> list[Event]:
    night = game.night
    assert night is not None
    act = inp.act
    spec = NIGHT_ACTS[act]
    if night.meeting:
        raise IllegalInput("meeting_night", number=night.number)
    assert isinstance(inp, (Shoot, Check, DonCheck, Protect))
    by = game.resolve(inp.by)
    target = game.resolve(inp.target)
    if not game.is_alive(by):
        raise IllegalInput("dead_actor", name=by, role=spec.verb)
    if act not in ROLES[game.role_of(by)].night_acts:
        raise IllegalInput("wrong_role", name=by, role=spec.verb, who=_who(game, act))
    if by not in actors(game, act):
        before = next(t for b, t in night.acts_of(act) if b == by)
        raise IllegalInput("acted_already", name=by, done=act, target=before)
    if target not in targets(game, act, by):
        if not game.is_alive(target):
            raise IllegalInput("dead_target", name=target, role=_passive(act), allowed=game.alive)
        if target == by:
            raise IllegalInput("protect_self" if act == "protect" else "self_target", name=by, role=spec.verb)
        raise IllegalInput("protect_twice", name=by, target=target)
    night.acts.append((act, by, target))
    return [spec.event(game, by, target)]


def _passive(act: str) -> str:
    return {"shoot": "shot", "check": "checked", "don_check": "checked", "protect": "protected"}[act]


# --- the morning ------------------------------------------------------------------------------


def _majority(game: Game, shots: Sequence[tuple[str, str]]) -> str | None:
    # Classic: a player dies if more than half of the living mafia shot him.
    living = len(game.living_mafia())
    for target, count in Counter(t for _, t in shots).items():
        if 2 * count > living:
            return target
    return None


def _unanimous(game: Game, shots: Sequence[tuple[str, str]]) -> str | None:
    # Club: a hit only if every living mafioso shot the same number; anything else is a miss.
    chosen = {t for _, t in shots}
    if len(shots) == len(game.living_mafia()) and len(chosen) == 1:
        return chosen.pop()
    return None


def _team(game: Game, shots: Sequence[tuple[str, str]]) -> str | None:
    # One team choice: the last word of any living mafioso stands.
    return shots[-1][1] if shots else None


KILL_RULES: Final[Mapping[str, Callable[[Game, Sequence[tuple[str, str]]], str | None]]] = {
    "majority": _majority,
    "unanimous": _unanimous,
    "team": _team,
}


def _end_problem(game: Game) -> IllegalInput | None:
    night = game.night
    assert night is not None
    rules = game.rules
    if not night.meeting and rules.kill == "team" and not rules.skip_kill and not night.acts_of("shoot"):
        return IllegalInput("must_shoot")
    return None


def _end_night(game: Game, inp: Input) -> list[Event]:
    night = game.night
    assert night is not None
    problem = _end_problem(game)
    if problem is not None:
        raise problem
    events: list[Event] = []
    if not night.meeting:
        victim = KILL_RULES[game.rules.kill](game, night.acts_of("shoot"))
        if victim is None:
            events.append(NoKill())
        elif any(t == victim for _, t in night.acts_of("protect")):
            events.append(Saved(victim))
        else:
            events += game.kill([victim], "night")
        game.last_protected = dict(night.acts_of("protect"))
    return events + game.then(game.start_day)


HANDLERS: Final[Mapping[str, Callable[[Game, Input], list[Event]]]] = {
    "shoot": _night_act,
    "check": _night_act,
    "don_check": _night_act,
    "protect": _night_act,
    "end_night": _end_night,
}
