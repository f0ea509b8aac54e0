"""One night plan: the referee console's steps, the laptop in the middle's wakes and the
narrator's night are the same calls, for every preset with every role a house rule may add, night
after night of random games (the dead whose cards were shown no longer called)."""

from __future__ import annotations

import random

import pytest

from mafia_desktop.engine.deal import deal_roles
from mafia_desktop.engine.game import Game
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.engine.views import REFEREE, public_view, view_for
from mafia_desktop.narration.night_script import night_lines
from mafia_desktop.table.composer import Composer
from mafia_desktop.table.night_plan import night_plan
from mafia_desktop.table.private_turns import RoleWake
from mafia_desktop.table.setup import PRESET_IDS, SetupModel, optional_roles
from tests.bounded import bounded
from tests.engine.random_play import random_input

PLAYERS = [f"P{i}" for i in range(1, 13)]


class Desk:
    def wake_inputs(self, call: str, target: str) -> list[object]:
        return []

    def wake_answers(self, call: str) -> tuple[tuple[str, str, str], ...]:
        return ()


def every_role(preset: str) -> SetupModel:
    model = SetupModel()
    model.set_preset(preset)
    for role in optional_roles():
        model.set_role(role, True)
    return model


@pytest.mark.parametrize("preset", PRESET_IDS)
def test_the_console_the_middle_and_the_narrator_call_the_same_roles(preset: str) -> None:
    rules = every_role(preset).rules()
    players = PLAYERS[: min(len(PLAYERS), rules.max_players)]
    nights = 0
    for seed in range(6):
        setup = make_setup(rules, seed, players, deal_roles(rules, players, seed))
        game = Game(setup)
        rnd = random.Random(seed)
        for _ in bounded(3000, "a random game to end"):
            if game.winner is not None:
                break
            public = public_view(game)
            if public.phase == "night" and public.step.code == "night" and not game.night.acts:  # type: ignore[union-attr]
                plan = night_plan(public)
                composer = Composer()
                composer.reset(public, view_for(game, REFEREE))
                assert composer.night is not None and composer.night.steps == plan, "the console"
                assert RoleWake(public, Desk()).calls == plan, "the laptop in the middle"
                dealt = {r for r, _ in public.dealt}
                said = [line.call for line in night_lines(rules, False, dealt) if line.key == "wake"]
                shown_dead = {role for name, role in public.revealed if not public.seat(name).alive}
                if not shown_dead:  # (the narrator's script lists every call a role dealt may need)
                    assert [c for c in dict.fromkeys(said) if c] == plan, "the narrator"
                nights += 1
            game.apply(random_input(game, rnd))
    assert nights >= 6
