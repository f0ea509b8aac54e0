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
from .kinds import KINDS, Made, Morning
from .roles import NIGHT_ACTS, NightAct, acts_of_call
from .state import LegalAct

if TYPE_CHECKING:
    from .game import Game


def _who(game: Game, act: NightAct) -> str:
    """The preset's title of the role called for ``act`` (the Sheriff, the Medic...)."""
    return game.rules.title(act.call)


def actors(game: Game, act: str, call: str | None = None) -> list[str]:
    """The living who may still make ``act`` tonight (during ``call``, where one is named): as
    the act's kind allows (once per call, a limit per game; a team shot again and again)."""
    assert game.night is not None
    if game.night.meeting:
        return []
    spec = NIGHT_ACTS[act]
    kind = spec.behaviour
    return [
        p
        for p in game.alive
        if act in game.acts_of(p)
        and (call is None or game.call_of(p, act) == call)
        and kind.may_act(game, spec, p)
    ]


def targets(game: Game, act: str, by: str) -> list[str]:
    """Whom ``by`` may name with ``act`` tonight."""
    spec = NIGHT_ACTS[act]
    return list(spec.behaviour.targets(game, spec, by))


def legal(game: Game) -> tuple[LegalAct, ...]:
    found: dict[str, dict[str, tuple[str, ...]]] = {}  # act -> actor -> targets, in the night's order
    for call in game.rules.night_order:
        for spec in acts_of_call(call):
            for p in actors(game, spec.id, call):
                allowed = tuple(targets(game, spec.id, p))
                if allowed:  # someone with nobody to name is not offered
                    found.setdefault(spec.id, {}).setdefault(p, allowed)
    out = [LegalAct(act, tuple(pairs), tuple(pairs.items())) for act, pairs in found.items()]
    if _end_problem(game) is None:
        out.append(LegalAct("end_night"))
    return tuple(out)


def _night_act(game: Game, inp: Input) -> list[Event]:
    night = game.night
    assert night is not None
    assert isinstance(inp, NightInput)
    act = inp.act
    spec = NIGHT_ACTS[act]
    kind = spec.behaviour
    if night.meeting:
        raise IllegalInput("meeting_night", number=night.number)
    by = game.resolve(inp.by)
    named = tuple(game.resolve(t) for t in inp.targets)
    if not game.is_alive(by):
        raise IllegalInput("dead_actor", name=by, role=spec.verb)
    if act not in game.acts_of(by):
        raise IllegalInput("wrong_role", name=by, role=spec.verb, who=_who(game, spec))
    if not kind.may_act(game, spec, by):
        call = game.call_of(by, act)
        before = next(((a, t) for a, b, t in night.acts if b == by and game.call_of(b, a) == call), None)
        if before is None:  # the limit per game
            raise IllegalInput("used_up", name=by, done=spec.done, times=spec.per_game)
        raise IllegalInput("acted_already", name=by, done=NIGHT_ACTS[before[0]].done, target=before[1])
    if len(named) != kind.picks or len(set(named)) != len(named):
        raise IllegalInput("wrong_picks", name=by, role=spec.verb, count=kind.picks)
    allowed = targets(game, act, by)
    for target in named:
        if target in allowed:
            continue
        if not game.is_alive(target):
            raise IllegalInput("dead_target", name=target, role=spec.passive, allowed=game.alive)
        if target == by:
            code = "protect_self" if spec.self_target == "rule" else "self_target"
            raise IllegalInput(code, name=by, role=spec.verb)
        raise IllegalInput("protect_twice", name=by, target=target, done=spec.done, role=spec.verb)
    night.acts.append((act, by, named[0]))
    if len(named) > 1:
        night.more[len(night.acts) - 1] = named[1:]
    game.used[(act, by)] = game.used.get((act, by), 0) + 1
    answer = None if by in night.blocked else kind.answer(game, spec, by, named)
    if kind.blocks:
        night.blocked.update(named)
    return [Acted(act, by, named[0], answer, named[1:])]


def _made(game: Game) -> list[Made]:
    night = game.night
    assert night is not None
    return [Made(act, by, (target, *night.more.get(i, ()))) for i, (act, by, target) in enumerate(night.acts)]


def _shots(game: Game) -> list[tuple[str, str]]:
    return [(m.by, m.target) for m in _made(game) if NIGHT_ACTS[m.act].behaviour.shared]


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
        morning = resolve(game)
        events = _strike(game, morning)
        game.last_targets = {(act, by): target for act, by, target in night.acts}
        game.silenced = morning.silenced
    return events + game.then(game.start_day)


def resolve(game: Game) -> Morning:
    """The night's resolution: each kind's part of the morning, in the kinds' stages."""
    morning = Morning(game, _made(game))
    for kind in sorted(KINDS.values(), key=lambda k: k.stage):
        made = morning.counting(kind)
        if made or kind.shared:
            kind.resolve(morning, made)
    return morning


def _strike(game: Game, morning: Morning) -> list[Event]:
    """The attacks, in order: saved, shrugged off, guarded, spared, or a death."""
    events: list[Event] = []
    struck: set[str] = set()  # attacked tonight already: a second attack kills no one twice
    for act, target in morning.attacks:
        if target is None:
            events.append(NoKill())
            continue
        if target in struck or not game.is_alive(target):
            continue
        struck.add(target)
        if target in morning.saved:
            events.append(Saved(target, act))
            continue
        shrugged = game.trait_event(target, lambda t, p=target, a=act: t.shrugs(game, p, a))  # type: ignore[misc]
        if shrugged is not None:
            events.append(shrugged)
            continue
        guard = next((b for b, t in morning.guards if t == target and game.is_alive(b)), None)
        if guard is not None:
            struck.add(guard)
            events.append(Guarded(guard, target))
            events += game.kill([guard], "night")
            continue
        spared = game.trait_event(target, lambda t, p=target, a=act: t.spared(game, p, a))  # type: ignore[misc]
        if spared is not None:
            events.append(spared)
            continue
        events += game.kill([target], "night")
    return events


def handler(act: str) -> Callable[[Game, Input], list[Event]]:
    """The procedure of a night input: ending the night, or any registered night act."""
    return _end_night if act == "end_night" else _night_act
