"""The Maniac: a lone killer on a side of his own (``maniac``, act ``stab``)."""

from __future__ import annotations

import pytest

from mafia_desktop import languages, phrases
from mafia_desktop.engine.errors import IllegalInput
from mafia_desktop.engine.events import Acted, Death, NoKill, Saved, Win
from mafia_desktop.engine.game import Game
from mafia_desktop.engine.inputs import EndDay, EndNight, NightInput, Tally, Vote
from mafia_desktop.engine.record import Record, record_from_json, replay, transcript_of
from mafia_desktop.engine.roles import ROLES
from mafia_desktop.engine.rules import PRESETS, rules_from_json, with_options
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.engine.views import PUBLIC, player, view_for
from tests.privacy import view_leaks
from tests.said import said, unmarked

PLAYERS = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]
CLUB = rules_from_json(
    {
        "preset": "club",
        "options": {
            "roles": ["civilian", "mafia", "don", "detective", "maniac"],
            "night_order": ["mafia", "don", "detective", "maniac"],
        },
    }
)
DEAL = {"Ann": "mafia", "Bob": "don", "Cid": "detective", "Dan": "maniac"}


def night_game(deal: dict[str, str] | None = None, players: list[str] = PLAYERS) -> Game:
    """The club game, after its meeting night and a first day nobody went out on."""
    rules = with_options(CLUB, {"min_players": 3, "max_players": 10, "nominations": False})
    game = Game(make_setup(rules, 1, players, deal or DEAL))
    game.apply(EndNight())
    game.apply(EndDay())
    return game


def test_the_maniac_is_one_role_of_his_own_side() -> None:
    maniac = ROLES["maniac"]
    assert maniac.team == "maniac" and maniac.night_acts == ("stab",) and maniac.most == 1
    assert "maniac" in CLUB.roles and CLUB.night_order[-1] == "maniac"


def test_the_maniac_stabs_alone_never_himself_and_once_a_night() -> None:
    game = night_game()
    assert [a.act for a in game.legal_inputs()] == ["shoot", "don_check", "check", "stab", "end_night"]
    with pytest.raises(IllegalInput, match="cannot stab themselves"):
        game.apply(NightInput("stab", "Dan", "Dan"))
    with pytest.raises(IllegalInput):
        game.apply(NightInput("stab", "Ann", "Eve"))
    assert game.apply(NightInput("stab", "Dan", "Eve")) == [Acted("stab", "Dan", "Eve")]
    with pytest.raises(IllegalInput, match="already"):
        game.apply(NightInput("stab", "Dan", "Fay"))


def test_a_night_can_have_two_deaths_and_the_mafias_part_still_ends_in_one_event() -> None:
    game = night_game()
    game.apply(NightInput("shoot", "Ann", "Eve"))
    game.apply(NightInput("shoot", "Bob", "Eve"))
    game.apply(NightInput("stab", "Dan", "Fay"))
    events = game.apply(EndNight())
    assert [e for e in events if isinstance(e, Death)] == [Death("Eve", "night"), Death("Fay", "night")]
    # The mafia miss (club: every mafioso must shoot the same seat); the Maniac does not.
    game = night_game()
    game.apply(NightInput("shoot", "Ann", "Eve"))
    game.apply(NightInput("stab", "Dan", "Fay"))
    events = game.apply(EndNight())
    assert events[:2] == [NoKill(), Death("Fay", "night")]


def test_two_attacks_on_one_player_kill_once() -> None:
    game = night_game()
    game.apply(NightInput("shoot", "Ann", "Eve"))
    game.apply(NightInput("shoot", "Bob", "Eve"))
    game.apply(NightInput("stab", "Dan", "Eve"))
    events = game.apply(EndNight())
    assert [e for e in events if isinstance(e, Death)] == [Death("Eve", "night")]
    assert game.deaths == [("Eve", "night")]


def test_checks_find_him_neither_mafia_nor_the_sheriff() -> None:
    game = night_game()
    assert game.apply(NightInput("check", "Cid", "Dan"))[0].result == "not_mafia"
    assert game.apply(NightInput("don_check", "Bob", "Dan"))[0].result == "not_detective"


def test_only_the_maniac_sees_his_stab_and_a_saved_stab_is_not_heard_of() -> None:
    game = night_game()
    game.apply(NightInput("stab", "Dan", "Eve"))
    assert Acted("stab", "Dan", "Eve") in view_for(game, player("Dan")).log
    for viewer in (PUBLIC, player("Ann"), player("Eve"), player("Cid")):
        view = view_for(game, viewer)
        assert not any(isinstance(e, Acted) and e.act == "stab" for e in view.log)
        assert not view_leaks(game, view)
    assert view_for(game, PUBLIC).seat("Dan").role is None


def _play(deal: dict[str, str], players: list[str], night: list[NightInput]) -> Game:
    game = night_game(deal, players)
    for inp in night:
        game.apply(inp)
    game.apply(EndNight())
    return game


def test_he_wins_alone_when_one_other_player_is_left() -> None:
    # Four left: the mafioso shoots the civilian, the Maniac stabs the detective.
    game = _play(
        {"Ann": "don", "Dan": "maniac", "Cid": "detective"},
        ["Ann", "Bob", "Cid", "Dan"],
        [NightInput("shoot", "Ann", "Bob"), NightInput("stab", "Dan", "Cid")],
    )
    assert game.winner == "maniac" and game.events[-1] == Win("maniac")
    assert transcript_of(Record(game.setup, tuple(game.inputs)).dumps()).to_json()["winner"] == "maniac"


def test_the_mafia_cannot_win_while_he_lives() -> None:
    game = _play(
        {"Ann": "mafia", "Bob": "mafia", "Dan": "maniac"},
        ["Ann", "Bob", "Cid", "Dan", "Eve"],
        [NightInput("shoot", "Ann", "Eve"), NightInput("shoot", "Bob", "Eve")],
    )
    # Two mafia against two: parity (club), but the Maniac lives, so the game goes on.
    assert game.alive == ["Ann", "Bob", "Cid", "Dan"] and game.winner is None
    game.apply(Tally((("Cid", ("Ann", "Bob", "Dan")),)))
    assert game.alive == ["Ann", "Bob", "Dan"] and game.winner is None
    # The mafia shoot the Maniac as he stabs Ann: Bob is left with the mafia's win.
    for inp in (
        NightInput("shoot", "Ann", "Dan"),
        NightInput("shoot", "Bob", "Dan"),
        NightInput("stab", "Dan", "Ann"),
    ):
        game.apply(inp)
    game.apply(EndNight())
    assert game.alive == ["Bob"] and game.winner == "mafia"


def test_the_town_wins_only_once_the_maniac_is_out_too() -> None:
    game = _play({"Ann": "mafia", "Dan": "maniac"}, ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay"], [])
    game.apply(Tally((("Ann", ("Bob", "Cid", "Eve", "Fay")),)))
    assert game.winner is None
    game.apply(EndNight())
    game.apply(Tally((("Dan", ("Bob", "Cid", "Eve", "Fay")),)))
    assert game.winner == "town"


def test_the_mafia_win_once_he_is_dead() -> None:
    game = _play(
        {"Ann": "mafia", "Bob": "mafia", "Dan": "maniac"},
        ["Ann", "Bob", "Cid", "Dan", "Eve"],
        [
            NightInput("shoot", "Ann", "Dan"),
            NightInput("shoot", "Bob", "Dan"),
            NightInput("stab", "Dan", "Eve"),
        ],
    )
    # Dan and Eve die the same night: two mafia against Cid.
    assert game.alive == ["Ann", "Bob", "Cid"] and game.winner == "mafia"


def test_a_record_with_the_maniac_replays_with_the_contracts_names() -> None:
    game = night_game()
    game.apply(NightInput("stab", "Dan", "Eve"))
    game.apply(EndNight())
    record = Record(game.setup, tuple(game.inputs))
    doc = record.to_json()
    assert {"act": "stab", "by": "Dan", "target": "Eve"} in doc["inputs"]
    assert doc["rules"]["options"]["roles"][-1] == "maniac"
    again = replay(record_from_json(doc))
    assert [e.to_json() for e in again.events] == [e.to_json() for e in game.events]
    assert {"type": "stab", "by": "Dan", "target": "Eve"} in [e.to_json() for e in again.events]


@pytest.mark.parametrize("lang", languages.codes())
def test_his_words(lang: str) -> None:
    rules = CLUB
    with phrases.speaking(lang):
        title = unmarked(phrases.role_name(rules, "maniac"))
        assert title == said(lang, "Roles", "Maniac")
        wins = unmarked(phrases.team_wins("maniac"))
        assert wins == said(lang, "Texts", "The Maniac wins!")
        assert wins != unmarked(phrases.team_wins("mafia")) and wins != unmarked(phrases.team_wins("town"))
        assert title not in unmarked(phrases.team_wins("town"))
        assert said(lang, "Texts", "mafia").casefold() not in wins.casefold()
        line = unmarked(phrases.event_text(Acted("stab", "Dan", "Eve").to_json(), rules) or "")
        assert line == said(lang, "Texts", "{by} stabbed {target}", by="Dan", target="Eve")
        prompt = unmarked(phrases.night_prompt("night_stab", rules))
        assert prompt == said(lang, "Texts", "{title}, wake up: tap the player they kill.", title=title)
        assert prompt != said(lang, "Texts", "{title}, wake up: tap the player they protect.", title=title)
    if lang in ("en", "ru"):
        assert (title, wins, line) == {
            "en": ("Maniac", "The Maniac wins!", "Dan stabbed Eve"),
            "ru": ("Маньяк", "Победил Маньяк!", "Dan нападает: Eve"),
        }[lang]
        assert "Maniac" not in phrases.in_language_of(lang, phrases.team_wins, "town")
        assert "mafia" not in wins
        assert "protect" not in prompt and "защищ" not in prompt
    assert Saved("Eve", "stab").to_json() == {"type": "saved", "player": "Eve"}


def test_a_night_after_the_last_mafioso_needs_no_shot() -> None:
    # youth: the mafia must choose a victim (a team shot, no skipping), but once they are all out
    # and the Maniac plays on, the night ends without one.
    base = PRESETS["youth"]
    rules = with_options(
        base, {"roles": [*base.roles, "maniac"], "night_order": [*base.night_order, "maniac"]}
    )
    game = Game(
        make_setup(rules, 1, ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay"], {"Ann": "mafia", "Dan": "maniac"})
    )
    game.apply(EndDay())
    game.apply(NightInput("shoot", "Ann", "Bob"))
    game.apply(EndNight())
    game.apply(Tally((("Ann", ("Cid", "Dan", "Eve", "Fay")),)))
    game.apply(Vote(("Cid", "Dan", "Eve", "Fay")))  # youth: the leader faces the jail vote
    assert not game.is_alive("Ann") and game.winner is None and game.night is not None
    assert "end_night" in [a.act for a in game.legal_inputs()]
    game.apply(EndNight())
    assert game.day is not None
