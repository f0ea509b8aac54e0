"""The Journalist (Журналист): each night he compares two players (``compare``, ``targets``) and
learns at once whether they play on one side (``compared``: ``same`` or ``different``)."""

from __future__ import annotations

import pytest

from mafia_desktop import phrases
from mafia_desktop.engine.errors import IllegalInput
from mafia_desktop.engine.events import Acted
from mafia_desktop.engine.game import Game
from mafia_desktop.engine.inputs import EndDay, NightInput, input_from_json
from mafia_desktop.engine.record import Record, RecordError, replay
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.engine.views import PUBLIC, player, view_for
from mafia_desktop.rules_summary import night_summary
from tests.house import house
from tests.privacy import view_leaks

PLAYERS = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"]
DEAL = {"Ann": "mafia", "Bob": "mafia", "Cid": "journalist", "Dan": "maniac", "Eve": "jester"}


def youth_night() -> Game:
    game = Game(make_setup(house("youth", "journalist", "maniac", "jester"), 3, PLAYERS, DEAL))
    game.apply(EndDay())  # youth opens with a day of talk
    return game


@pytest.mark.parametrize(
    ("pair", "result"),
    [
        (("Ann", "Bob"), "same"),  # two mafia
        (("Fay", "Gus"), "same"),  # two of the town
        (("Ann", "Fay"), "different"),
        (("Dan", "Ann"), "different"),  # the Maniac is a side of his own
        (("Eve", "Fay"), "different"),  # so is the Jester
    ],
)
def test_he_learns_whether_two_players_play_on_one_side(pair: tuple[str, str], result: str) -> None:
    game = youth_night()
    made = game.apply(NightInput("compare", "Cid", pair[0], (pair[1],)))
    assert made == [Acted("compare", "Cid", pair[0], result, (pair[1],))]
    record = Record(game.setup, tuple(game.inputs))
    assert {"act": "compare", "by": "Cid", "targets": list(pair)} in record.to_json()["inputs"]
    transcript = [e.to_json() for e in replay(record).events]
    assert {"type": "compared", "by": "Cid", "targets": list(pair), "result": result} in transcript


def test_two_different_players_neither_himself() -> None:
    game = youth_night()
    with pytest.raises(IllegalInput, match="different players"):
        game.apply(NightInput("compare", "Cid", "Ann", ("Ann",)))
    with pytest.raises(IllegalInput, match="different players"):
        game.apply(NightInput("compare", "Cid", "Ann"))
    with pytest.raises(IllegalInput, match="themselves"):
        game.apply(NightInput("compare", "Cid", "Cid", ("Ann",)))
    with pytest.raises(RecordError):
        input_from_json({"act": "compare", "by": "Cid", "target": "Ann"})
    assert not game.is_legal(NightInput("compare", "Cid", "Ann", ("Ann",)))
    assert game.is_legal(NightInput("compare", "Cid", "Ann", ("Bob",)))


def test_only_he_learns_the_answer() -> None:
    game = youth_night()
    game.apply(NightInput("compare", "Cid", "Ann", ("Bob",)))
    assert any(isinstance(e, Acted) and e.act == "compare" for e in view_for(game, player("Cid")).log)
    for viewer in (PUBLIC, player("Ann"), player("Fay")):
        view = view_for(game, viewer)
        assert not any(isinstance(e, Acted) and e.act == "compare" for e in view.log)
        assert not view_leaks(game, view)


def test_his_words() -> None:
    rules = house("youth", "journalist")
    assert "the Journalist compares two players" in night_summary(rules)
    event = {"type": "compared", "by": "Cid", "targets": ["Ann", "Bob"], "result": "same"}
    assert phrases.event_text(event, rules) == "Cid compared Ann and Bob: one side"
    assert (
        phrases._answer(rules, "compare", ("Ann", "Bob"), "different")
        == "Ann and Bob play on different sides."
    )
