"""The night: the mafia's shots, the checks, the protection, and the morning that resolves them.

Each night act is a row of data (who may make it, whom it may name, what it tells the actor) over
a registered kind (:mod:`.kinds`) that says what it does; the kill rules are three small
functions. Night inputs are taken in any order (the laptop may go round the circle in seat order);
``legal`` lists them in the rules' night order.

The morning resolves every attack on its own, in the kinds' order (the mafia's shot first): a
target someone saved lives (``saved``); otherwise a living guard dies in the target's place
(``guarded``, then his ``death``); otherwise the target dies. Two attacks on one player kill once.
The mafia's part always ends in exactly one of ``death``, ``saved`` or ``no_kill``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Final

from .errors import IllegalInput
from .events import Acted, Event, Guarded, NoKill, Saved
from .inputs import Input, NightInput
from .kinds import KINDS
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
    team_choice = NIGHT_ACTS[act].behaviour.shared and game.rules.kill == "team"
    return [
        p for p in game.alive if act in ROLES[game.role_of(p)].night_acts and (team_choice or p not in done)
    ]


def targets(game: Game, act: str, by: str) -> list[str]:
    """Whom ``by`` may name with ``act`` tonight."""
    rules = game.rules
    spec = NIGHT_ACTS[act]
    self_ok = spec.self_target == "rule" and rules.protect_self
    out = [p for p in game.alive if p != by or self_ok]
    if not spec.behaviour.may_repeat(rules.protect_same_twice):
        out = [p for p in out if game.last_targets.get((act, by)) != p]
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
        raise IllegalInput("protect_twice", name=by, target=target, done=spec.done, role=spec.verb)
    night.acts.append((act, by, target))
    return [Acted(act, by, target, spec.result(game.role_of(target)))]


def _acts_where(game: Game, test: Callable[[NightAct], bool]) -> list[tuple[str, str, str]]:
    """Tonight's (act, by, target) whose act passes ``test``, in the order they were made."""
    night = game.night
    assert night is not None
    return [(act, by, target) for act, by, target in night.acts if test(NIGHT_ACTS[act])]


def _shots(game: Game) -> list[tuple[str, str]]:
    return [(by, target) for _, by, target in _acts_where(game, lambda a: a.behaviour.shared)]


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
    if not night.meeting and rules.kill == "team" and not rules.skip_kill and not _shots(game):
        # Only while someone is left to shoot (with a Maniac, the game can outlive the mafia).
        shooters = [a.id for a in NIGHT_ACTS.values() if a.behaviour.shared]
        if any(actors(game, act) for act in shooters):
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
        events = _morning(game)
        game.last_targets = {(act, by): target for act, by, target in night.acts}
        game.silenced = {t for _, _, t in _acts_where(game, lambda a: a.behaviour.silences)}
    return events + game.then(game.start_day)


def _attacks(game: Game) -> list[tuple[str, str | None]]:
    """Tonight's attacks, (act, target), in the kinds' order: a shared kind's one choice by the
    kill rules (None: the shots chose nobody), then every lone attack as it was made."""
    out: list[tuple[str, str | None]] = []
    for kind in KINDS.values():
        if not kind.attacks:
            continue
        made = _acts_where(game, lambda a, k=kind.id: a.kind == k)  # type: ignore[misc]
        if kind.shared:
            shooter = next((a.id for a in NIGHT_ACTS.values() if a.kind == kind.id), kind.id)
            victim = KILL_RULES[game.rules.kill](game, [(by, t) for _, by, t in made])
            out.append((made[0][0] if made else shooter, victim))
        else:
            out += [(act, target) for act, _, target in made]
    return out


def _morning(game: Game) -> list[Event]:
    saved = {t for _, _, t in _acts_where(game, lambda a: a.behaviour.saves)}
    guards = [(by, t) for _, by, t in _acts_where(game, lambda a: a.behaviour.guards)]
    events: list[Event] = []
    struck: set[str] = set()  # attacked tonight already: a second attack kills no one twice
    for act, target in _attacks(game):
        if target is None:
            events.append(NoKill())
            continue
        if target in struck or not game.is_alive(target):
            continue
        struck.add(target)
        if target in saved:
            events.append(Saved(target, act))
            continue
        guard = next((b for b, t in guards if t == target and game.is_alive(b)), None)
        if guard is not None:
            struck.add(guard)
            events.append(Guarded(guard, target))
            events += game.kill([guard], "night")
        else:
            events += game.kill([target], "night")
    return events


def handler(act: str) -> Callable[[Game, Input], list[Event]]:
    """The procedure of a night input: ending the night, or any registered night act."""
    return _end_night if act == "end_night" else _night_act
