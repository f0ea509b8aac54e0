"""Random legal games of every preset and table size, checked against the invariants:
the game ends; replay gives the same transcript; undo + redo is the identity; the dead never act;
legal_inputs() is exactly what apply() takes; no view shows a living player's role to anyone
who may not know it."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mafia_desktop.engine.deal import deal_roles, recommended_deal
from mafia_desktop.engine.errors import IllegalInput
from mafia_desktop.engine.game import Game, LegalAct
from mafia_desktop.engine.inputs import (
    BestMove,
    EndDay,
    EndNight,
    Input,
    NightInput,
    Nominate,
    Second,
    Tally,
    Vote,
)
from mafia_desktop.engine.record import Record, loads_record, replay, replay_inputs
from mafia_desktop.engine.rules import OPTION_SPECS, PRESETS, Rules, with_options
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.engine.views import PUBLIC, REFEREE, PublicView, player, public_view, view_for
from tests.acts import Check, DonCheck, Protect, Shoot
from tests.engine.random_play import random_input
from tests.privacy import view_leaks


def public_view_leaks(game: Game) -> list[str]:
    """The shared screen's view: no role member anywhere, and only cards turned up for all."""
    view = public_view(game)
    assert isinstance(view, PublicView)
    problems = [f"{type(x).__name__}.{f}" for x in (view, *view.seats) for f in x.__slots__ if "role" in f]
    shown = {e.player for e in game.events if e.type == "reveal"}
    if game.winner is None:
        problems += [f"{p}'s card in revealed" for p, _ in view.revealed if p not in shown]
        problems += [f"{p} alive in revealed" for p, _ in view.revealed if game.is_alive(p)]
    return problems


NAMES = [
    "Ann",
    "Bob",
    "Cid",
    "Dan",
    "Eve",
    "Fay",
    "Gus",
    "Hal",
    "Ivy",
    "Jon",
    "Kim",
    "Lou",
    "Max",
    "Ned",
    "Oli",
    "Pam",
    "Quin",
    "Rex",
    "Sue",
    "Tom",
    "Uma",
    "Vic",
    "Wes",
    "Xia",
    "Yul",
    "Zoe",
    "Ada",
    "Ben",
    "Cy",
    "Di",
]
MAX_INPUTS = 5000
SETTINGS = settings(
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)


def snapshot(game: Game) -> Any:
    return (
        [e.to_json() for e in game.events],
        list(game.alive),
        list(game.deaths),
        game.winner,
        view_for(game, REFEREE),
        game.legal_inputs(),
    )


def actors_of(inp: Input) -> list[str]:
    if isinstance(inp, Vote):
        return list(inp.voters)
    if isinstance(inp, Tally):
        return [v for _, voters in inp.votes for v in voters]
    if isinstance(inp, BestMove):  # made in the last words of a player just killed
        return []
    by = getattr(inp, "by", None)
    return [by] if by else []


def in_legal(inp: Input, acts: tuple[LegalAct, ...]) -> bool:
    """Whether the engine's list of legal inputs covers ``inp``."""
    for a in acts:
        if a.act != inp.act:
            continue
        if isinstance(inp, (NightInput, Nominate)):
            if inp.by in a.by and inp.target in a.targets_for(inp.by):
                return True
        elif isinstance(inp, Second):
            if inp.by in a.by:
                return True
        elif isinstance(inp, Vote):
            if len(set(inp.voters)) == len(inp.voters) and set(inp.voters) <= set(a.voters):
                return True
        elif isinstance(inp, Tally):
            names = [c for c, _ in inp.votes]
            hands = [v for _, vs in inp.votes for v in vs]
            if (
                len(set(names)) == len(names)
                and set(names) <= set(a.candidates)
                and len(set(hands)) == len(hands)
                and set(hands) <= set(a.voters)
            ):
                return True
        else:
            return True
    return False


def arbitrary_input(game: Game, rnd: random.Random) -> Input:
    """Any input at all, legal or not, naming anyone (the dead included)."""
    everyone = list(game.players)
    act = rnd.choice(
        [
            "shoot",
            "check",
            "don_check",
            "protect",
            "stab",
            "visit",
            "guard",
            "nominate",
            "second",
            "vote",
            "tally",
            "end_night",
            "end_day",
        ]
    )
    a, b = rnd.choice(everyone), rnd.choice(everyone)
    if act == "shoot":
        return Shoot(a, b)
    if act == "check":
        return Check(a, b)
    if act == "don_check":
        return DonCheck(a, b)
    if act == "protect":
        return Protect(a, b)
    if act in ("stab", "visit", "guard"):
        return NightInput(act, a, b)
    if act == "nominate":
        return Nominate(a, b)
    if act == "second":
        return Second(a)
    if act == "vote":
        return Vote(tuple(rnd.sample(everyone, rnd.randint(0, 3))))
    if act == "tally":
        hands = rnd.sample(everyone, rnd.randint(0, 4))
        return Tally(((a, tuple(hands[:2])), (b, tuple(hands[2:]))) if a != b else ((a, tuple(hands)),))
    return EndNight() if act == "end_night" else EndDay()


def play_and_check(rules: Rules, players: int, seed: int, play_seed: int) -> Game:
    names = NAMES[:players]
    deal = deal_roles(rules, names, seed)
    setup = make_setup(rules, seed, names, deal)
    game = Game(setup)
    rnd = random.Random(play_seed)
    for _ in range(MAX_INPUTS):
        if game.winner is not None:
            break
        # legal_inputs() is exactly what apply() takes: try something arbitrary first.
        probe = arbitrary_input(game, rnd)
        before = snapshot(game)
        assert game.is_legal(probe) == in_legal(probe, game.legal_inputs()), (probe, game.legal_inputs())
        if not in_legal(probe, game.legal_inputs()):
            try:
                game.apply(probe)
            except IllegalInput as exc:
                assert str(exc).strip(), "an illegal input says why"
            else:
                raise AssertionError(f"{probe} was taken but is not legal")
            assert snapshot(game) == before, "a refused input changed the game"
        inp = random_input(game, rnd)
        assert all(game.is_alive(p) for p in actors_of(inp)), "the dead never act or vote"
        count = len(game.events)
        events = game.apply(inp)
        assert events, f"{inp} returned no events"
        assert game.events[count:] == events
        for viewer in [PUBLIC, player(rnd.choice(names)), *(player(p) for p in game.living_mafia()[:1])]:
            leaks = view_leaks(game, view_for(game, viewer))
            assert not leaks, leaks
        assert not public_view_leaks(game)
    assert game.winner is not None, f"no winner after {MAX_INPUTS} inputs"
    assert game.legal_inputs() == ()
    for name in names:
        assert not view_leaks(game, view_for(game, player(name)))
    # The record is the truth: its replay, and its file, give the same game.
    record = Record(setup, tuple(game.inputs))
    again = replay(record)
    assert [e.to_json() for e in again.events] == [e.to_json() for e in game.events]
    assert loads_record(record.dumps()) == record
    # Undo then redo is the identity, anywhere in the game.
    k = rnd.randrange(len(game.inputs))
    undone = replay_inputs(setup, game.inputs[:k])
    undone.apply(game.inputs[k])
    assert snapshot(undone) == snapshot(replay_inputs(setup, game.inputs[: k + 1]))
    return game


def table_sizes(preset: str) -> st.SearchStrategy[int]:
    rules = PRESETS[preset]
    return st.integers(max(5, rules.min_players), min(30, rules.max_players))


@SETTINGS
@given(players=table_sizes("classic"), seed=st.integers(0, 2**32), play=st.integers(0, 2**32))
def test_random_classic_games(players: int, seed: int, play: int) -> None:
    play_and_check(PRESETS["classic"], players, seed, play)


@SETTINGS
@given(players=table_sizes("youth"), seed=st.integers(0, 2**32), play=st.integers(0, 2**32))
def test_random_youth_games(players: int, seed: int, play: int) -> None:
    play_and_check(PRESETS["youth"], players, seed, play)


@SETTINGS
@given(players=table_sizes("club"), seed=st.integers(0, 2**32), play=st.integers(0, 2**32))
def test_random_club_games(players: int, seed: int, play: int) -> None:
    play_and_check(PRESETS["club"], players, seed, play)


@SETTINGS
@given(players=table_sizes("angel"), seed=st.integers(0, 2**32), play=st.integers(0, 2**32))
def test_random_angel_games(players: int, seed: int, play: int) -> None:
    play_and_check(PRESETS["angel"], players, seed, play)


HOUSE_ROLES = ("maniac", "lover", "bodyguard")


def with_house_roles(preset: str) -> Rules:
    """A preset with the roles house rules add, each dealt once (the recommended deal does)."""
    base = PRESETS[preset]
    return with_options(
        base,
        {
            "roles": [*base.roles, *HOUSE_ROLES],
            "night_order": [*base.night_order, *HOUSE_ROLES],
            "min_players": max(8, base.min_players),
        },
    )


@SETTINGS
@given(
    preset=st.sampled_from(sorted(PRESETS)),
    players=st.integers(8, 16),
    seed=st.integers(0, 2**32),
    play=st.integers(0, 2**32),
)
def test_random_games_with_the_maniac_the_lover_and_the_bodyguard(
    preset: str, players: int, seed: int, play: int
) -> None:
    rules = with_house_roles(preset)
    if not rules.min_players <= players <= rules.max_players:
        players = rules.min_players
    game = play_and_check(rules, players, seed, play)
    assert set(HOUSE_ROLES) <= set(game.setup.roles)
    assert game.winner in ("town", "mafia", "maniac")


def house_rules(draw: st.DrawFn) -> Rules:
    """A preset with random choices for the options that shape play."""
    base = PRESETS[draw(st.sampled_from(sorted(PRESETS)))]
    changes: dict[str, object] = {}
    for spec in OPTION_SPECS:
        if spec.kind == "bool" and draw(st.booleans()):
            changes[spec.name] = not getattr(base, spec.name)
        elif spec.kind == "choice" and draw(st.booleans()):
            changes[spec.name] = draw(st.sampled_from(spec.choices))
    if draw(st.booleans()):  # the club's sport kept, or not
        changes["scoring"] = None if base.scoring is not None else True
    if changes.get("tie") == "car_crash" or (base.tie == "car_crash" and "day" in changes):
        changes["day"] = "tally"
    if draw(st.booleans()):
        changes["roles"] = ["civilian", "mafia", "don", "detective", "doctor"]
        changes["night_order"] = ["mafia", "don", "detective", "doctor"]
        changes["min_players"], changes["max_players"] = 6, 30
    return with_options(base, changes)


@settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), seed=st.integers(0, 2**32), play=st.integers(0, 2**32))
def test_random_games_under_random_house_rules(data: st.DataObject, seed: int, play: int) -> None:
    rules = data.draw(st.composite(house_rules)())
    players = data.draw(st.integers(max(6, rules.min_players), min(16, rules.max_players)))
    counts = recommended_deal(rules, players)
    if "don" in rules.roles and counts.get("mafia", 0) > 1:
        counts["mafia"] -= 1
        counts["don"] = 1
    if "doctor" in rules.roles:
        counts["doctor"] = 1
    counts["civilian"] = players - sum(n for r, n in counts.items() if r != "civilian")
    names = NAMES[:players]
    deal = deal_roles(rules, names, seed, counts)
    game = Game(make_setup(rules, seed, names, deal))
    rnd = random.Random(play)
    for _ in range(MAX_INPUTS):
        if game.winner is not None:
            break
        inp = random_input(game, rnd)
        assert game.apply(inp)
        assert not view_leaks(game, view_for(game, PUBLIC))
        assert not public_view_leaks(game)
    assert game.winner is not None
    assert dict(public_view(game).revealed) == {p: game.role_of(p) for p in game.players}
