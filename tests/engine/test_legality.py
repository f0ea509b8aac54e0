"""``Game.is_legal`` reads legality off the list of legal inputs, copying nothing; here it is held
to what it stands for: ``apply`` on a throw-away copy of the game takes the input. Random legal
games of every preset and of random house rules, probed at every step with legal inputs and with
mutants of them (names in another case or with spaces, unknown names, the dead, extra, missing or
repeated hands, a candidate twice, a hand in two places) and with any act at all, in or out of its
phase."""

from __future__ import annotations

import copy
import dataclasses
import random
from collections.abc import Callable

from hypothesis import given, settings
from hypothesis import strategies as st

from mafia_desktop.engine.deal import deal_roles, recommended_deal
from mafia_desktop.engine.errors import IllegalInput
from mafia_desktop.engine.game import Game, LegalAct
from mafia_desktop.engine.inputs import EndDay, EndNight, Input, Tally, Vote
from mafia_desktop.engine.roles import NIGHT_ACTS
from mafia_desktop.engine.rules import PRESETS, Rules
from mafia_desktop.engine.setup import make_setup
from tests.engine.random_play import make_input, random_input
from tests.engine.test_properties import NAMES, house_rules

MAX_INPUTS = 3000


def taken_by_a_copy(game: Game, inp: Input) -> bool:
    """The meaning of is_legal: apply on a throw-away copy takes ``inp``. (For speed the copy
    shares the frozen setup and its frozen rules (``game.rules`` is ``game.setup.rules``), copies
    the transcript's lists of frozen items one level deep (apply only appends to them) and the
    random generator by its state; the rest all the way down.)"""
    rng = random.Random()
    rng.setstate(game.rng.getstate())
    assert game.rules is game.setup.rules
    memo = {id(x): y for x, y in [(game.setup, game.setup), (game.rules, game.rules), (game.rng, rng)]}
    memo |= {id(x): list(x) for x in (game.events, game.inputs)}
    try:
        copy.deepcopy(game, memo).apply(inp)
    except IllegalInput:
        return False
    return True


# --- names that mean the same player, and names that do not -------------------------------------


def recased(name: str, rnd: random.Random) -> str:
    """The same player: any case, spaces at the ends."""
    mixed = "".join(c.upper() if rnd.random() < 0.5 else c.lower() for c in name)
    return " " * rnd.randint(0, 2) + mixed + " " * rnd.randint(0, 2)


def other_name(name: str, game: Game, rnd: random.Random) -> str:
    """Often someone (or no one) else: the dead, an unknown name, anyone, or the same in disguise."""
    dead = [p for p in game.players if not game.is_alive(p)]
    kind = rnd.choice(["recase", "unknown", "dead", "anyone", "keep"])
    if kind == "recase":
        return recased(name, rnd)
    if kind == "unknown":
        return rnd.choice(["Zed", "", "   ", name + "x", name[:-1], f"{name} {name}", "Ann\u00a0"])
    if kind == "dead" and dead:
        return rnd.choice(dead)
    if kind == "anyone":
        return rnd.choice(game.players)
    return name


def renamed(inp: Input, change: Callable[[str], str]) -> Input:
    """``inp`` with every name in it passed through ``change``."""
    fields: dict[str, object] = {f: change(getattr(inp, f)) for f in ("by", "target") if hasattr(inp, f)}
    if isinstance(inp, Vote):
        fields["voters"] = tuple(change(v) for v in inp.voters)
    if isinstance(inp, Tally):
        fields["votes"] = tuple((change(c), tuple(change(v) for v in vs)) for c, vs in inp.votes)
    return dataclasses.replace(inp, **fields)  # type: ignore[type-var]


def reshaped(inp: Input, game: Game, rnd: random.Random) -> Input:
    """A vote or tally with hands added, repeated, dropped or moved; a candidate twice or new."""
    everyone = list(game.players)
    if isinstance(inp, Vote):
        hands = list(inp.voters)
        kind = rnd.choice(["extra", "twice", "drop", "none"])
        if kind == "extra":
            hands.insert(rnd.randint(0, len(hands)), rnd.choice(everyone))
        elif kind == "twice" and hands:
            hands.append(recased(rnd.choice(hands), rnd))
        elif kind == "drop" and hands:
            hands.pop(rnd.randrange(len(hands)))
        elif kind == "none":
            hands = []
        return Vote(tuple(hands))
    if isinstance(inp, Tally):
        votes = [(c, list(vs)) for c, vs in inp.votes]
        kind = rnd.choice(["extra", "hand_twice", "candidate_twice", "new_candidate", "empty", "none"])
        if kind == "extra" and votes:
            votes[rnd.randrange(len(votes))][1].append(rnd.choice(everyone))
        elif kind == "hand_twice" and votes:
            hands = [v for _, vs in votes for v in vs]
            if hands:
                votes[rnd.randrange(len(votes))][1].append(recased(rnd.choice(hands), rnd))
        elif kind == "candidate_twice" and votes:
            c, vs = rnd.choice(votes)
            votes.append((recased(c, rnd), vs[:1] if rnd.random() < 0.5 else []))
        elif kind == "new_candidate":
            votes.append((rnd.choice(everyone), [rnd.choice(everyone)] if rnd.random() < 0.5 else []))
        elif kind == "empty" and votes:
            votes[rnd.randrange(len(votes))] = (votes[0][0], [])
        elif kind == "none":
            votes = []
        return Tally(tuple((c, tuple(vs)) for c, vs in votes))
    return inp


def any_input(game: Game, rnd: random.Random) -> Input:
    """Any act at all, in or out of its phase, naming anyone (made the way random play makes
    legal ones, from a made-up list that allows everything)."""
    everyone = tuple(game.players)
    acts = [*NIGHT_ACTS, "nominate", "second", "vote", "tally", "end_night", "end_day"]
    act = rnd.choice(acts)
    if act == "end_night":
        return EndNight()
    if act == "end_day":
        return EndDay()
    anything = LegalAct(
        act,
        by=everyone,
        targets=tuple((p, everyone) for p in everyone) if act != "second" else (),
        voters=everyone,
        candidates=everyone,
    )
    return make_input(anything, rnd, game)


def probes(game: Game, rnd: random.Random) -> list[Input]:
    """Anything, and for each kind of input legal now: a legal one and three mutants."""
    out = [any_input(game, rnd)]
    for act in game.legal_inputs():
        legal = make_input(act, rnd, game)
        out += [
            legal,
            renamed(legal, lambda name: recased(name, rnd)),
            renamed(legal, lambda name: other_name(name, game, rnd) if rnd.random() < 0.4 else name),
            reshaped(legal, game, rnd),
        ]
    return out


# --- the property ---------------------------------------------------------------------------------


def check_game(rules: Rules, names: list[str], deal: dict[str, str], seed: int, play: int) -> None:
    game = Game(make_setup(rules, seed, names, deal))
    rnd = random.Random(play)
    for _ in range(MAX_INPUTS):
        for probe in probes(game, rnd):
            events = len(game.events)
            expected = taken_by_a_copy(game, probe)
            assert game.is_legal(probe) == expected, (probe, expected, game.legal_inputs())
            assert len(game.events) == events, "is_legal changed the game"
        if game.winner is not None:
            break
        legal = make_input(rnd.choice(game.legal_inputs()), rnd, game)
        assert game.is_legal(legal) and game.is_legal(renamed(legal, lambda name: recased(name, rnd)))
        game.apply(random_input(game, rnd))
    assert game.winner is not None
    for _ in range(10):  # the game is over: nothing is legal
        probe = any_input(game, rnd)
        assert not game.is_legal(probe) and not taken_by_a_copy(game, probe)


def house_deal(rules: Rules, names: list[str], seed: int) -> dict[str, str]:
    counts = recommended_deal(rules, len(names))
    if "don" in rules.roles and counts.get("mafia", 0) > 1:
        counts["mafia"] -= 1
        counts["don"] = 1
    if "doctor" in rules.roles:
        counts["doctor"] = 1
    counts["civilian"] = len(names) - sum(n for r, n in counts.items() if r != "civilian")
    return deal_roles(rules, names, seed, counts)


@settings(deadline=None, max_examples=40)
@given(
    preset=st.sampled_from(sorted(PRESETS)),
    data=st.data(),
    seed=st.integers(0, 2**32),
    play=st.integers(0, 2**32),
)
def test_is_legal_is_what_a_copy_takes(preset: str, data: st.DataObject, seed: int, play: int) -> None:
    rules = PRESETS[preset]
    players = data.draw(st.integers(max(5, rules.min_players), min(16, rules.max_players)))
    names = NAMES[:players]
    check_game(rules, names, deal_roles(rules, names, seed), seed, play)


@settings(deadline=None, max_examples=40)
@given(data=st.data(), seed=st.integers(0, 2**32), play=st.integers(0, 2**32))
def test_is_legal_is_what_a_copy_takes_under_house_rules(data: st.DataObject, seed: int, play: int) -> None:
    rules = data.draw(st.composite(house_rules)())
    players = data.draw(st.integers(max(6, rules.min_players), min(12, rules.max_players)))
    names = NAMES[:players]
    check_game(rules, names, house_deal(rules, names, seed), seed, play)
