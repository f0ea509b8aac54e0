"""The Bodyguard (Телохранитель): guards a player (act ``guard``) and dies in their place."""

from __future__ import annotations

import pytest

from mafia_desktop import languages, phrases
from mafia_desktop.engine.errors import IllegalInput
from mafia_desktop.engine.events import Acted, Death, Guarded, Saved
from mafia_desktop.engine.game import Game
from mafia_desktop.engine.inputs import EndDay, EndNight, NightInput, Tally
from mafia_desktop.engine.record import Record, replay
from mafia_desktop.engine.roles import ROLES
from mafia_desktop.engine.rules import PRESETS, with_options
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.engine.views import PUBLIC, player, view_for
from tests.privacy import view_leaks
from tests.said import said, unmarked

PLAYERS = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"]
DEAL = {"Ann": "mafia", "Bob": "mafia", "Cid": "detective", "Dan": "bodyguard", "Eve": "doctor"}


def night_game() -> Game:
    base = PRESETS["youth"]
    rules = with_options(
        base, {"roles": [*base.roles, "bodyguard"], "night_order": [*base.night_order, "bodyguard"]}
    )
    game = Game(make_setup(rules, 3, PLAYERS, DEAL))
    game.apply(EndDay())  # youth opens with a day of talk
    return game


def test_the_bodyguard_is_a_town_role_dealt_once_at_most() -> None:
    assert ROLES["bodyguard"].team == "town" and ROLES["bodyguard"].night_acts == ("guard",)
    assert ROLES["bodyguard"].most == 1


def test_he_dies_in_the_place_of_the_one_he_guards() -> None:
    game = night_game()
    game.apply(NightInput("shoot", "Ann", "Fay"))
    assert game.apply(NightInput("guard", "Dan", "Fay")) == [Acted("guard", "Dan", "Fay")]
    events = game.apply(EndNight())
    assert events[:2] == [Guarded("Dan", "Fay"), Death("Dan", "night")]
    assert game.is_alive("Fay") and not game.is_alive("Dan")
    record = Record(game.setup, tuple(game.inputs))
    assert {"act": "guard", "by": "Dan", "target": "Fay"} in record.to_json()["inputs"]
    transcript = [e.to_json() for e in replay(record).events]
    assert {"type": "guarded", "by": "Dan", "player": "Fay"} in transcript


def test_the_table_sees_his_death_not_whom_he_guarded() -> None:
    game = night_game()
    game.apply(NightInput("shoot", "Ann", "Fay"))
    game.apply(NightInput("guard", "Dan", "Fay"))
    game.apply(EndNight())
    for viewer in (PUBLIC, player("Fay"), player("Ann"), player("Cid")):
        view = view_for(game, viewer)
        assert Death("Dan", "night") in view.log
        assert not any(isinstance(e, (Guarded, Acted)) and "Dan" in (getattr(e, "by", ""),) for e in view.log)
        assert not view_leaks(game, view)


def test_a_save_comes_before_the_guard() -> None:
    game = night_game()
    game.apply(NightInput("shoot", "Ann", "Fay"))
    game.apply(NightInput("guard", "Dan", "Fay"))
    game.apply(NightInput("protect", "Eve", "Fay"))
    events = game.apply(EndNight())
    assert Saved("Fay") in events and game.is_alive("Dan") and game.is_alive("Fay")


def test_never_himself_and_an_unattacked_guard_changes_nothing() -> None:
    game = night_game()
    with pytest.raises(IllegalInput, match="cannot guard themselves"):
        game.apply(NightInput("guard", "Dan", "Dan"))
    game.apply(NightInput("shoot", "Ann", "Gus"))
    game.apply(NightInput("guard", "Dan", "Fay"))
    events = game.apply(EndNight())
    assert [e for e in events if isinstance(e, Death)] == [Death("Gus", "night")]


def test_he_guards_the_same_player_again_and_a_dead_bodyguard_guards_nobody() -> None:
    game = night_game()
    game.apply(NightInput("shoot", "Ann", "Dan"))
    game.apply(NightInput("guard", "Dan", "Fay"))
    game.apply(EndNight())
    assert not game.is_alive("Dan")
    game.apply(Tally(()))
    assert not any(a.act == "guard" for a in game.legal_inputs())


@pytest.mark.parametrize("lang", languages.codes())
def test_his_words(lang: str) -> None:
    rules = PRESETS["youth"]
    with phrases.speaking(lang):
        title = unmarked(phrases.role_name(rules, "bodyguard"))
        assert title == said(lang, "Roles", "Bodyguard")
        text = unmarked(phrases.event_text(Guarded("Dan", "Fay").to_json(), rules) or "")
        assert text == said(lang, "Texts", "{by} died guarding {player}", by="Dan", player="Fay")
        prompt = unmarked(phrases.night_prompt("night_guard", rules))
        assert prompt == said(lang, "Texts", "{title}, wake up: tap the player they guard.", title=title)
        assert prompt != said(lang, "Texts", "{title}, wake up: tap the player they protect.", title=title)
    if lang in ("en", "ru"):
        assert (title, text) == {
            "en": ("Bodyguard", "Dan died guarding Fay"),
            "ru": ("Телохранитель", "Dan погибает, защищая: Fay"),
        }[lang]
        assert "protect" not in prompt
