"""The table's input modes on their own (no Qt): each mode is a class of its own, keeps its taps as
a draft and takes the draft up again as it was, in random games of every preset."""

from __future__ import annotations

import random

import pytest

from mafia_desktop.engine.deal import deal_roles
from mafia_desktop.engine.game import Game
from mafia_desktop.engine.rules import PRESETS
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.engine.views import REFEREE, public_view, view_for
from mafia_desktop.table import input_modes
from mafia_desktop.table.composer import Composer
from mafia_desktop.table.session import DRAFT_MODES, Draft
from tests.bounded import bounded
from tests.engine.random_play import random_input

NAMES = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim"]


def composer_for(game: Game, call: int = 0, seat: int = 0) -> Composer:
    public = public_view(game)
    c = Composer()
    c.reset(public, view_for(game, REFEREE) if public.phase == "night" else None, call, False, seat)
    return c


def looks(c: Composer) -> tuple[object, ...]:
    """Everything the table shows of an input being made."""
    return (
        c.mode,
        c.prompt(),
        tuple(c.buttons()),
        frozenset(c.selectable()),
        frozenset(c.raised_hands()),
        frozenset(c.voted_elsewhere()),
        frozenset(c.marked()),
        c.draft(),
    )


def tap_about(c: Composer, rnd: random.Random, taps: int) -> None:
    """Random presses of the mode's own buttons that make no input, and random taps."""
    for _ in range(taps):
        seats = sorted(c.selectable())
        keys = [
            b.key
            for b in c.buttons()
            if b.key in ("nominate", "second", "tally", "best_move", "next_candidate", "previous_candidate")
            or b.key == "add_candidate"
        ]
        if keys and rnd.random() < 0.3:
            assert c.press(rnd.choice(keys)) == []
        elif seats:
            before = c.draft()
            made = c.tap(rnd.choice(seats))
            if made:  # an input: the mode is done; start over from the draft before
                c.restore(before)
                return


def games(preset: str, count: int) -> list[tuple[Game, random.Random]]:
    out = []
    for seed in range(count):
        rules = PRESETS[preset]
        names = NAMES[:10] if preset == "club" else NAMES[: 7 + seed % 5]
        game = Game(make_setup(rules, seed, names, deal_roles(rules, names, seed)))
        rnd = random.Random(seed)
        for _ in range(rnd.randint(0, 40)):
            if game.winner is not None:
                break
            game.apply(random_input(game, rnd))
        out.append((game, rnd))
    return out


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_every_mode_takes_up_its_own_draft_as_it_was(preset: str) -> None:
    """The taps of every mode, reached by the buttons a referee presses, kept as a draft and taken
    up by a fresh composer on the same game: the same mode, prompt, buttons, seats and hands."""
    seen: set[str] = set()
    for game, rnd in games(preset, 25):
        for _ in range(60):  # sixty steps of each game at most
            if game.winner is not None:
                break
            c = composer_for(game)
            if c.mode == "night":
                c.calling = "wait"
            tap_about(c, rnd, rnd.randint(1, 8))
            seen.add(c.mode)
            again = composer_for(game)
            again.restore(c.draft())
            assert looks(again) == looks(c), f"{preset}: {c.mode} came back otherwise"
            game.apply(random_input(game, rnd))
    reached = {
        "angel": {"hands", "pick_actor", "pick_target"},
        "classic": {"hands", "pick_actor", "pick_target"},
        "club": {"best_move", "pick_actor", "pick_target", "tally"},
        "youth": {"hands", "tally", "tally_pick"},
    }
    assert reached[preset] | {"idle", "night"} <= seen, f"{preset}: {sorted(seen)}"


def test_a_draft_of_every_kind_is_made_by_a_mode_class_of_its_own() -> None:
    """Every kind of draft the session keeps belongs to one mode class, and the composer's mode is
    an object of that class (no machine keyed by strings)."""
    makers = {
        "hands": input_modes.Hands,
        "tally": input_modes.Tally,
        "tally_pick": input_modes.Tally,
        "pick_actor": input_modes.PickActor,
        "pick_target": input_modes.PickTarget,
        "seat": input_modes.NightCall,
        "best_move": input_modes.BestMove,
        "night": input_modes.NightCall,  # the act chosen of a call with several, a pick marked
    }
    assert set(makers) == set(DRAFT_MODES)
    for mode in set(makers.values()):
        assert issubclass(mode, input_modes.InputMode)
        for hook in ("prompt", "buttons", "selectable", "tap", "press", "draft", "take_up"):
            assert hook in vars(mode) or hook in vars(input_modes.InputMode), (mode, hook)
    # The classic trial's hands: the composer's mode is a Hands object, and its draft goes back to one.
    rules = PRESETS["youth"]
    names = NAMES[:8]
    game = Game(make_setup(rules, 3, names, deal_roles(rules, names, 3)))
    rnd = random.Random(3)
    for _ in bounded(400, "a motion to vote on"):
        if any(a.act == "vote" for a in game.legal_inputs()):
            break
        game.apply(random_input(game, rnd))
    else:
        pytest.skip("no motion in this game")
    c = composer_for(game)
    assert isinstance(c.input_mode, input_modes.Hands)
    voter = sorted(c.selectable())[0]
    c.tap(voter)
    assert c.draft() == Draft("hands", hands=(voter,))
    fresh = composer_for(game)
    fresh.restore(c.draft())
    assert isinstance(fresh.input_mode, input_modes.Hands) and fresh.hands == [voter]


def test_the_referees_night_keeps_its_place_and_its_seats_signs() -> None:
    """The called list: signs at the seat called are the night mode's draft, taken up at the same
    seat; a sign that is no legal shot is refused and said (``refused``)."""
    rules = PRESETS["club"]
    game = Game(
        make_setup(rules, 1, NAMES[:10], {"Ann": "don", "Dan": "mafia", "Gus": "mafia", "Eve": "detective"})
    )
    game.apply(input_modes.EndNight())  # the zero night
    for _ in bounded(60, "the first night"):
        if public_view(game).phase == "night":
            break
        game.apply(random_input(game, random.Random(7)))
    c = composer_for(game)
    listed = c.list_index()
    if listed is None:
        pytest.skip("no called list in this night")
    living = [s.name for s in public_view(game).seats if s.alive]
    mafia = [n for n in ("Dan", "Ann", "Gus") if n in living]
    civilian = next(n for n in living if n not in ("Ann", "Dan", "Gus", "Eve"))
    seat = next(i for i, n in enumerate(living) if n not in mafia and n != civilian)
    c = composer_for(game, call=listed, seat=seat)
    called = c.called()
    assert called is not None and called[1] == living[seat]
    for shooter in mafia:
        c.tap(shooter)
    assert c.draft() == Draft("seat", shooters=tuple(mafia))
    c.tap(civilian)
    assert c.refused, "a civilian's sign is no shot"
    again = composer_for(game, call=listed, seat=seat)
    again.restore(c.draft())
    assert again.called() == called and again.raised_hands() == set(mafia)
