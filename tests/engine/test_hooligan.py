"""The Hooligan (Хулиган): blocks a player each night (act ``block``, event ``blocked``); every act
that player makes that night counts as not made."""

from __future__ import annotations

import pytest

from mafia_desktop import phrases
from mafia_desktop.engine.errors import IllegalInput
from mafia_desktop.engine.events import Acted, Death, NoKill, Saved
from mafia_desktop.engine.game import Game
from mafia_desktop.engine.inputs import EndDay, EndNight, NightInput
from mafia_desktop.engine.record import Record, replay
from mafia_desktop.engine.roles import ROLES
from mafia_desktop.engine.rules import PRESETS
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.engine.views import PUBLIC, player, view_for
from mafia_desktop.rules_summary import rules_summary
from tests.house import house
from tests.privacy import view_leaks

PLAYERS = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ida", "Jon"]
DEAL = {"Ann": "mafia", "Bob": "mafia", "Cid": "detective", "Dan": "hooligan", "Eve": "doctor"}


def night_game(preset: str) -> Game:
    deal = {p: r for p, r in DEAL.items() if r in PRESETS[preset].roles or r == "hooligan"}
    if preset == "club":
        deal = {"Ann": "don", "Bob": "mafia", "Cid": "detective", "Dan": "hooligan"}
    game = Game(make_setup(house(preset, "hooligan"), 3, PLAYERS, deal))
    while game.night is None or game.night.meeting:
        game.apply(EndDay() if game.night is None else EndNight())
    return game


def test_the_hooligan_is_a_town_role_called_first() -> None:
    assert ROLES["hooligan"].team == "town" and ROLES["hooligan"].night_acts == ("block",)
    assert house("classic", "hooligan").night_order[0] == "hooligan"


def test_a_blocked_mafioso_s_shot_does_not_count_in_club_it_is_a_miss() -> None:
    game = night_game("club")
    assert game.apply(NightInput("block", "Dan", "Bob")) == [Acted("block", "Dan", "Bob")]
    game.apply(NightInput("shoot", "Ann", "Fay"))
    game.apply(NightInput("shoot", "Bob", "Fay"))
    events = game.apply(EndNight())
    assert NoKill() in events and game.is_alive("Fay")
    transcript = [e.to_json() for e in replay(Record(game.setup, tuple(game.inputs))).events]
    assert {"type": "blocked", "by": "Dan", "target": "Bob"} in transcript


def test_in_youth_the_blocked_shooter_s_team_choice_kills_no_one() -> None:
    game = night_game("youth")
    game.apply(NightInput("block", "Dan", "Ann"))
    game.apply(NightInput("shoot", "Ann", "Fay"))
    events = game.apply(EndNight())
    assert NoKill() in events and not any(isinstance(e, Death) for e in events)


def test_a_blocked_doctor_saves_no_one_and_a_blocked_checker_learns_nothing() -> None:
    game = night_game("club")
    game.apply(NightInput("block", "Dan", "Cid"))
    assert game.apply(NightInput("check", "Cid", "Ann")) == [Acted("check", "Cid", "Ann", None)]
    game.apply(NightInput("shoot", "Ann", "Fay"))
    game.apply(NightInput("shoot", "Bob", "Fay"))
    events = game.apply(EndNight())
    assert Death("Fay", "night") in events
    game = night_game("youth")
    game.apply(NightInput("block", "Dan", "Eve"))
    game.apply(NightInput("protect", "Eve", "Fay"))
    game.apply(NightInput("shoot", "Ann", "Fay"))
    events = game.apply(EndNight())
    assert Death("Fay", "night") in events and Saved("Fay", "shoot") not in events


def test_never_himself_and_nobody_else_sees_the_block() -> None:
    game = night_game("youth")
    with pytest.raises(IllegalInput, match="cannot block themselves"):
        game.apply(NightInput("block", "Dan", "Dan"))
    game.apply(NightInput("block", "Dan", "Ann"))
    for viewer in (PUBLIC, player("Ann"), player("Cid")):
        view = view_for(game, viewer)
        assert not any(isinstance(e, Acted) and e.act == "block" for e in view.log)
        assert not view_leaks(game, view)


def test_his_words() -> None:
    assert "Hooligan blocks one player" in rules_summary(house("classic", "hooligan"))
    line = phrases.event_text({"type": "blocked", "by": "Dan", "target": "Ann"}, PRESETS["classic"])
    assert line == "Dan blocked Ann"
    log = phrases.event_text({"type": "check", "by": "Cid", "target": "Ann"}, PRESETS["classic"])
    assert log == "Cid checked Ann: no answer"
