"""The Lover (Любовница): spends the night with a player (act ``visit``), who cannot be killed
that night and may not vote the next day."""

from __future__ import annotations

import pytest

from mafia_desktop import languages, phrases
from mafia_desktop.engine.errors import IllegalInput
from mafia_desktop.engine.events import Acted, Death, NoKill, NoVote, Saved
from mafia_desktop.engine.game import Game
from mafia_desktop.engine.inputs import EndDay, EndNight, NightInput, Nominate, Tally, Vote
from mafia_desktop.engine.record import Record, replay
from mafia_desktop.engine.roles import ROLES
from mafia_desktop.engine.rules import PRESETS, with_options
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.engine.views import PUBLIC, player, view_for
from mafia_desktop.narration.night_script import morning_lines
from tests.privacy import view_leaks
from tests.said import said, unmarked

PLAYERS = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus"]
DEAL = {"Ann": "mafia", "Cid": "detective", "Dan": "lover"}


def rules_for(preset: str, **options: object) -> object:
    base = PRESETS[preset]
    extra = {"roles": [*base.roles, "lover"], "night_order": [*base.night_order, "lover"], "min_players": 5}
    if preset == "club":
        extra["nominations"] = False  # a tally among everyone, unless a test asks otherwise
    return with_options(base, {**extra, **options})


def night_game(preset: str = "club", **options: object) -> Game:
    game = Game(make_setup(rules_for(preset, **options), 2, PLAYERS, DEAL))  # type: ignore[arg-type]
    while game.night is None or game.night.meeting:
        game.apply(EndDay() if game.day is not None else EndNight())
    return game


def test_the_lover_is_a_town_role_dealt_once_at_most() -> None:
    assert ROLES["lover"].team == "town" and ROLES["lover"].night_acts == ("visit",)
    assert ROLES["lover"].most == 1


def test_her_visit_saves_the_mafias_victim_and_the_morning_says_who_may_not_vote() -> None:
    game = night_game()
    game.apply(NightInput("shoot", "Ann", "Eve"))
    assert game.apply(NightInput("visit", "Dan", "Eve")) == [Acted("visit", "Dan", "Eve")]
    events = game.apply(EndNight())
    assert Saved("Eve") in events and NoVote("Eve") in events and game.is_alive("Eve")
    assert events.index(NoVote("Eve")) > 0 and not any(isinstance(e, Death) for e in events)
    # The morning is public; the visit itself is the Lover's alone.
    public = view_for(game, PUBLIC)
    assert NoVote("Eve") in public.log and not any(isinstance(e, Acted) for e in public.log)
    assert not view_leaks(game, public)
    assert Acted("visit", "Dan", "Eve") in view_for(game, player("Dan")).log


def test_the_visited_player_may_not_vote_the_next_day() -> None:
    game = night_game("youth")
    game.apply(NightInput("shoot", "Ann", "Gus"))
    game.apply(NightInput("visit", "Dan", "Bob"))
    game.apply(EndNight())
    tally = next(a for a in game.legal_inputs() if a.act == "tally")
    assert "Bob" not in tally.voters and "Bob" in tally.candidates
    with pytest.raises(IllegalInput, match="may not vote today"):
        game.apply(Tally((("Ann", ("Bob", "Cid")),)))
    game.apply(Tally((("Ann", ("Cid", "Eve", "Fay")),)))
    # youth: the leader faces a jail vote, and Bob may not raise his hand there either.
    assert "Bob" not in game.day.motion.voters  # type: ignore[union-attr]
    with pytest.raises(IllegalInput, match="may not vote today"):
        game.apply(Vote(("Bob",)))


def test_the_vote_comes_back_the_day_after() -> None:
    game = night_game()
    game.apply(NightInput("visit", "Dan", "Bob"))
    game.apply(EndNight())
    game.apply(Tally(()))  # nobody voted: night falls
    game.apply(EndNight())
    tally = next(a for a in game.legal_inputs() if a.act == "tally")
    assert "Bob" in tally.voters


def test_never_herself_and_never_the_same_player_two_nights_running() -> None:
    game = night_game()
    with pytest.raises(IllegalInput):
        game.apply(NightInput("visit", "Dan", "Dan"))
    game.apply(NightInput("visit", "Dan", "Bob"))
    game.apply(EndNight())
    game.apply(Tally(()))
    visit = next(a for a in game.legal_inputs() if a.act == "visit")
    assert "Bob" not in visit.targets_for("Dan") and "Eve" in visit.targets_for("Dan")
    with pytest.raises(IllegalInput):
        game.apply(NightInput("visit", "Dan", "Bob"))
    game.apply(NightInput("visit", "Dan", "Eve"))
    game.apply(EndNight())
    game.apply(Tally(()))
    assert "Bob" in next(a for a in game.legal_inputs() if a.act == "visit").targets_for("Dan")


def test_a_nomination_day_works_the_same_way() -> None:
    game = night_game("club", nominations=True)
    game.apply(NightInput("visit", "Dan", "Bob"))
    game.apply(EndNight())
    game.apply(Nominate("Cid", "Ann"))
    with pytest.raises(IllegalInput, match="may not vote today"):
        game.apply(Tally((("Ann", ("Bob",)),)))


def test_without_a_kill_the_morning_still_names_the_visited() -> None:
    game = night_game("classic")
    game.apply(NightInput("visit", "Dan", "Bob"))
    events = game.apply(EndNight())
    assert NoKill() in events and NoVote("Bob") in events
    record = Record(game.setup, tuple(game.inputs))
    assert {"act": "visit", "by": "Dan", "target": "Bob"} in record.to_json()["inputs"]
    assert {"type": "no_vote", "player": "Bob"} in [e.to_json() for e in replay(record).events]


@pytest.mark.parametrize("lang", languages.codes())
def test_her_words(lang: str) -> None:
    rules = rules_for("club")
    with phrases.speaking(lang):
        title = unmarked(phrases.role_name(rules, "lover"))  # type: ignore[arg-type]
        assert title == said(lang, "Roles", "Lover")
        line = unmarked(phrases.event_text(NoVote("Bob").to_json(), rules) or "")  # type: ignore[arg-type]
        assert line == said(lang, "Texts", "{player} may not vote today", player="Bob")
    morning = morning_lines(rules, [NoVote("Bob")], lang, {"lover"}, PLAYERS)  # type: ignore[arg-type]
    visit = "{name} spent the night with the {role} and may not vote today."
    assert unmarked(morning[-1].text) == said(lang, "Narration", visit, name="Bob", role=title)
    if lang in ("en", "ru"):
        assert (title, line) == {
            "en": ("Lover", "Bob may not vote today"),
            "ru": ("Любовница", "Игрок Bob сегодня не голосует"),
        }[lang]
        assert "Bob" in morning[-1].text and ("Lover" in morning[-1].text or "Любовниц" in morning[-1].text)
