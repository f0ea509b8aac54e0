"""The night: the mafia's shots, the checks, the protection, and the morning that resolves them.

Each night act is a row of data (who may make it, whom it may name, what it tells the actor);
the kill rules are three small functions. Night inputs are taken in any order (the laptop may go
round the circle in seat order); ``legal`` lists them in the rules' night order.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Final

from .errors import IllegalInput
from .events import Acted, Event, NoKill, Saved
from .inputs import Input, NightInput
from .roles import NIGHT_ACTS, ROLES, NightAct, acts_of_call
from .state import LegalAct

if TYPE_CHECKING:
    from .game import Game


def _who(game: Game, act: NightAct) -> str:
    """The preset's title of the role called for ``act`` (the Sheriff, the Medic...)."""
    return game.rules.title(act.call)


def actors(game: Game, act: str) -> list[str]:
    """The living who may still make ``act`` tonight."""
    assert game.night is not None
    if game.night.meeting:
        return []
    done = {by for by, _ in game.night.acts_of(act)}
    team_choice = NIGHT_ACTS[act].kind == "kill" and game.rules.kill == "team"
    return [
        p for p in game.alive if act in ROLES[game.role_of(p)].night_acts and (team_choice or p not in done)
    ]


def targets(game: Game, act: str, by: str) -> list[str]:
    """Whom ``by`` may name with ``act`` tonight."""
    rules = game.rules
    spec = NIGHT_ACTS[act]
    self_ok = spec.self_target == "rule" and rules.protect_self
    out = [p for p in game.alive if p != by or self_ok]
    if spec.kind == "protect" and not rules.protect_same_twice:
        out = [p for p in out if game.last_protected.get(by) != p]
    return out


def legal(game: Game) -> tuple[LegalAct, ...]:
    out: list[LegalAct] = []
    for call in game.rules.night_order:
        for spec in acts_of_call(call):
            pairs = tuple((p, tuple(targets(game, spec.id, p))) for p in actors(game, spec.id))
            pairs = tuple((p, t) for p, t in pairs if t)  # someone with nobody to name is not offered
            if pairs:
                out.append(LegalAct(spec.id, tuple(p for p, _ in pairs), pairs))
    if _end_problem(game) is None:
        out.append(LegalAct("end_night"))
    return tuple(out)


def _night_act(game: Game, inp: Input) -> list[Event]:
    night = game.night
    assert night is not None
    assert isinstance(inp, NightInput)
    act = inp.act
    spec = NIGHT_ACTS[act]
    if night.meeting:
        raise IllegalInput("meeting_night", number=night.number)
    by = game.resolve(inp.by)
    target = game.resolve(inp.target)
    if not game.is_alive(by):
        raise IllegalInput("dead_actor", name=by, role=spec.verb)
    if act not in ROLES[game.role_of(by)].night_acts:
        raise IllegalInput("wrong_role", name=by, role=spec.verb, who=_who(game, spec))
    if by not in actors(game, act):
        before = next(t for b, t in night.acts_of(act) if b == by)
        raise IllegalInput("acted_already", name=by, done=spec.done, target=before)
    if target not in targets(game, act, by):
        if not game.is_alive(target):
            raise IllegalInput("dead_target", name=target, role=spec.passive, allowed=game.alive)
        if target == by:
            code = "protect_self" if spec.self_target == "rule" else "self_target"
            raise IllegalInput(code, name=by, role=spec.verb)
        raise IllegalInput("protect_twice", name=by, target=target)
    night.acts.append((act, by, target))
    return [Acted(act, by, target, spec.result(game.role_of(target)))]


def _acts_of_kind(game: Game, kind: str) -> list[tuple[str, str]]:
    night = game.night
    assert night is not None
    return [(by, target) for act, by, target in night.acts if NIGHT_ACTS[act].kind == kind]


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
    if not night.meeting and rules.kill == "team" and not rules.skip_kill and not _acts_of_kind(game, "kill"):
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
        victim = KILL_RULES[game.rules.kill](game, _acts_of_kind(game, "kill"))
        if victim is None:
            events.append(NoKill())
        elif any(t == victim for _, t in _acts_of_kind(game, "protect")):
            events.append(Saved(victim))
        else:
            events += game.kill([victim], "night")
        game.last_protected = dict(_acts_of_kind(game, "protect"))
    return events + game.then(game.start_day)


def handler(act: str) -> Callable[[Game, Input], list[Event]]:
    """The procedure of a night input: ending the night, or any registered night act."""
    return _end_night if act == "end_night" else _night_act
