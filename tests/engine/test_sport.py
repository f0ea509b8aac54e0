"""The club's sport in the engine: fouls (the lost speech, the removal), the best move, the
referee's extra points, and the points a finished game gives each player."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from mafia_desktop.engine.errors import IllegalInput, RecordError, RulesError
from mafia_desktop.engine.events import BestMoveNamed, PointsGiven
from mafia_desktop.engine.game import Game
from mafia_desktop.engine.inputs import BestMove, EndDay, EndNight, ExtraPoints, Foul, Tally, input_from_json
from mafia_desktop.engine.record import Record, loads_record, replay, transcript_of
from mafia_desktop.engine.rules import PRESETS, SCORING_POINTS, rules_from_json, with_options
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.engine.sport import points
from mafia_desktop.engine.views import PUBLIC, REFEREE, player, public_view, view_for
from tests.acts import Shoot
from tests.engine.random_play import random_input

PLAYERS = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]
DEAL = {"Ann": "don", "Dan": "mafia", "Gus": "mafia", "Eve": "detective"}


def club(deal: dict[str, str] | None = None, rules: Any = "club") -> Game:
    return Game(make_setup(rules, 7, PLAYERS, deal or DEAL))


def shoot(game: Game, target: str) -> None:
    for by in game.living_mafia():
        game.apply(Shoot(by, target))
    game.apply(EndNight())


def vote_out(game: Game, target: str) -> list[Any]:
    from mafia_desktop.engine.inputs import Nominate

    by = next(p for p in game.alive if p != target)
    game.apply(Nominate(by, target))
    return game.apply(Tally(((target, tuple(game.alive)),)))


def types(events: list[Any]) -> list[dict[str, Any]]:
    return [e.to_json() for e in events]


def test_the_club_keeps_score_and_the_other_presets_do_not() -> None:
    assert PRESETS["club"].scoring == SCORING_POINTS
    assert dict(SCORING_POINTS) == {
        "win": 1.0,
        "best_move_two": 0.25,
        "best_move_three": 0.4,
        "removed_by_fouls": -0.5,
        "removed_by_technical_fouls": -0.5,
        "removed": -0.5,
        "surrendered": -0.5,
    }
    for preset in ("classic", "youth", "angel"):
        assert PRESETS[preset].scoring is None
        g = Game(make_setup(preset, 1, PLAYERS, {"Ann": "mafia", "Bob": "mafia"}))
        assert g.sport_inputs() == ()
        with pytest.raises(IllegalInput) as refused:
            g.apply(Foul("Cid"))
        assert refused.value.code == "no_scoring"


def test_scoring_is_a_house_rule_with_its_points_as_data() -> None:
    rules = rules_from_json({"preset": "classic", "options": {"scoring": True}})
    assert rules.scoring == SCORING_POINTS
    own = rules_from_json({"preset": "classic", "options": {"scoring": {"win": 2, "best_move_three": 0.5}}})
    assert own.points("win") == 2.0 and own.points("best_move_three") == 0.5
    assert own.points("removed_by_fouls") == -0.5
    assert own.to_json() == {
        "preset": "classic",
        "options": {
            "scoring": {"win": 2.0, "best_move_two": 0.25, "best_move_three": 0.5, "removed_by_fouls": -0.5}
        },
    }
    assert rules_from_json(own.to_json()) == own
    off = rules_from_json({"preset": "club", "options": {"scoring": None}})
    assert off.scoring is None and off.to_json() == {"preset": "club", "options": {"scoring": None}}
    for bad in ({"wins": 1}, {"win": "1"}, {"win": 11}, {"win": True}, [1], 3):
        with pytest.raises(RulesError, match="scoring"):
            with_options(PRESETS["club"], {"scoring": bad})


def test_fouls_cost_the_next_speech_at_three_and_remove_at_four() -> None:
    g = club()
    g.apply(EndNight())
    assert types(g.apply(Foul(" bob"))) == [{"type": "foul", "player": "Bob", "count": 1}]
    g.apply(Foul("Bob"))
    assert types(g.apply(Foul("Bob"))) == [{"type": "foul", "player": "Bob", "count": 3}]
    g.apply(Foul("Cid"))
    g.apply(EndDay())
    g.apply(Foul("Cid"))  # a foul at night too
    shoot(g, "Jon")
    day2 = [e.to_json() for e in g.events[-4:]]
    assert day2[-1] == {"type": "speech_lost", "player": "Bob"}
    assert day2[-2]["type"] == "speech_order"
    # Once only: the next day says nothing of Bob.
    vote_out(g, "Gus")
    shoot(g, "Ivy")
    assert not any(e.to_json() == {"type": "speech_lost", "player": "Bob"} for e in g.events[-3:])
    # The fourth foul removes Bob at once, without last words.
    assert types(g.apply(Foul("Bob"))) == [
        {"type": "foul", "player": "Bob", "count": 4},
        {"type": "death", "player": "Bob", "cause": "fouls"},
    ]
    assert not g.is_alive("Bob") and g.phase == "day"
    assert public_view(g).seat("Bob").fouls == 4 and public_view(g).seat("Cid").fouls == 2
    with pytest.raises(IllegalInput) as refused:
        g.apply(Foul("Bob"))
    assert refused.value.code == "dead_actor"


def test_a_third_foul_before_the_speeches_reach_the_player_costs_todays_speech() -> None:
    g = club()
    g.apply(EndNight())
    g.apply(Foul("Hal"))
    g.apply(Foul("Hal", speech_ahead=True))  # only the third's counts
    assert not any(e.to_json()["type"] == "speech_lost" for e in g.events)
    assert types(g.apply(Foul("Hal", speech_ahead=True))) == [
        {"type": "foul", "player": "Hal", "count": 3},
        {"type": "speech_lost", "player": "Hal"},
    ]
    g.apply(EndDay())
    shoot(g, "Jon")
    assert not any(e.to_json() == {"type": "speech_lost", "player": "Hal"} for e in g.events[-4:])
    # Read back from a record as written; a member of the wrong type is refused in words.
    assert input_from_json(Foul("Hal", True).to_json()) == Foul("Hal", True)
    assert Foul("Hal").to_json() == {"act": "foul", "player": "Hal"}
    with pytest.raises(RecordError, match="speech_ahead must be true or false"):
        input_from_json({"act": "foul", "player": "Hal", "speech_ahead": "yes"})


def test_a_third_foul_at_night_costs_the_next_days_speech_whatever_it_says() -> None:
    g = club()
    g.apply(EndNight())
    g.apply(EndDay())
    for _ in range(3):
        g.apply(Foul("Hal", speech_ahead=True))  # (no day: the next day's speech)
    shoot(g, "Jon")
    assert g.events[-1].to_json() == {"type": "speech_lost", "player": "Hal"}


def test_a_removal_takes_the_player_out_of_the_days_nominations_and_vote() -> None:
    from mafia_desktop.engine.inputs import Nominate

    g = club()
    g.apply(EndNight())
    g.apply(Nominate("Bob", "Cid"))
    g.apply(Nominate("Cid", "Fay"))
    for _ in range(4):
        g.apply(Foul("Cid"))
    assert g.day is not None and g.day.nominees == ("Fay",)
    events = g.apply(Tally((("Fay", ("Ann", "Bob", "Dan", "Eve", "Fay", "Gus")),)))
    assert events[-2].to_json() == {"type": "death", "player": "Fay", "cause": "vote"}


def test_a_removal_can_end_the_game() -> None:
    g = club()
    g.apply(EndNight())
    vote_out(g, "Bob")
    shoot(g, "Cid")
    vote_out(g, "Fay")
    # Ann, Dan, Gus (mafia) against Eve, Hal, Ivy, Jon, and Eve is removed: parity, the mafia win.
    for _ in range(3):
        g.apply(Foul("Eve"))
    events = g.apply(Foul("Eve"))
    assert [e.to_json()["type"] for e in events] == ["foul", "death", "win"]
    assert g.winner == "mafia"


def test_the_best_move_is_the_first_night_victims_in_their_last_words() -> None:
    g = club()
    g.apply(EndNight())
    with pytest.raises(IllegalInput) as refused:
        g.apply(BestMove("Bob", ("Ann", "Dan", "Cid")))
    assert refused.value.code == "best_move_not_now"
    vote_out(g, "Bob")  # a vote death is not the night's
    shoot(g, "Cid")
    assert [a.act for a in g.sport_inputs()] == ["foul", "best_move", "extra_points", "remove", "surrender"]
    for bad in (("Ann", "Dan"), ("Ann", "Ann", "Dan"), ("Ann", "Dan", "Bob"), ("Ann", "Dan", "Cid")):
        with pytest.raises(IllegalInput) as wrong:
            g.apply(BestMove("Cid", bad))
        assert wrong.value.code == "best_move_names"
    assert not g.is_legal(BestMove("Cid", ("Ann", "Dan", "Bob")))
    assert g.is_legal(BestMove("cid", ("ann", "Dan", "Gus")))
    events = g.apply(BestMove("Cid", ("Ann", "Dan", "Hal")))
    assert types(events) == [{"type": "best_move", "by": "Cid", "targets": ["Ann", "Dan", "Hal"], "mafia": 2}]
    # Said aloud, so the table sees the names; how many are mafia waits for the end.
    shown = [e for e in view_for(g, PUBLIC).log if isinstance(e, BestMoveNamed)]
    assert shown == [BestMoveNamed("Cid", ("Ann", "Dan", "Hal"), None)]
    mafia_view = [e for e in view_for(g, player("Ann")).log if isinstance(e, BestMoveNamed)]
    assert mafia_view[0].mafia is None
    assert [e for e in view_for(g, REFEREE).log if isinstance(e, BestMoveNamed)][0].mafia == 2
    with pytest.raises(IllegalInput) as twice:
        g.apply(BestMove("Cid", ("Ann", "Dan", "Gus")))
    assert twice.value.code == "best_move_made"


def test_the_best_move_is_not_offered_after_the_day_of_the_death() -> None:
    g = club()
    g.apply(EndNight())
    g.apply(EndDay())
    shoot(g, "Cid")
    g.apply(EndDay())
    assert "best_move" not in [a.act for a in g.sport_inputs()]
    shoot(g, "Bob")  # the second night victim has none
    assert "best_move" not in [a.act for a in g.sport_inputs()]


def finished_game() -> Game:
    """The issue's game: a lost speech, a removal, a best move of two mafia, extra points."""
    g = club()
    g.apply(EndNight())
    for _ in range(3):
        g.apply(Foul("Hal"))  # Hal loses the next speech
    g.apply(EndDay())
    shoot(g, "Bob")
    g.apply(BestMove("Bob", ("Ann", "Gus", "Eve")))  # two mafia: +0.25
    for _ in range(4):
        g.apply(Foul("Fay"))  # Fay is removed: -0.5
    vote_out(g, "Gus")
    shoot(g, "Cid")
    vote_out(g, "Dan")
    g.apply(ExtraPoints("Eve", 0.3, "found the Don"))
    shoot(g, "Ivy")
    vote_out(g, "Ann")
    assert g.winner == "town"
    g.apply(ExtraPoints("Jon", -0.2, "  talked at night "))  # after the win too
    return g


def test_a_finished_club_game_scores_as_the_club_does() -> None:
    g = finished_game()
    assert points(g) == {
        "Ann": 0.0,
        "Bob": 1.25,
        "Cid": 1.0,
        "Dan": 0.0,
        "Eve": 1.3,
        "Fay": 0.5,
        "Gus": 0.0,
        "Hal": 1.0,
        "Ivy": 1.0,
        "Jon": 0.8,
    }
    assert any(e.to_json() == {"type": "speech_lost", "player": "Hal"} for e in g.events)
    assert g.extra_points[-1] == ("Jon", -0.2, "talked at night")
    assert dict(public_view(g).points or ()) == points(g)
    # The record replays to the same points; the transcript has them, null before the end.
    record = Record(g.setup, tuple(g.inputs))
    assert points(replay(loads_record(record.dumps()))) == points(g)
    transcript = transcript_of(record.dumps()).to_json()
    assert transcript["points"] == points(g)
    early = Record(g.setup, tuple(g.inputs[:5]))
    assert transcript_of(early.dumps()).to_json()["points"] is None


def test_extra_points_stay_with_the_referee_until_the_end() -> None:
    g = club()
    g.apply(ExtraPoints("Bob", 0.5, "the Don's hint"))
    assert not any(isinstance(e, PointsGiven) for e in view_for(g, PUBLIC).log)
    assert not any(isinstance(e, PointsGiven) for e in view_for(g, player("Bob")).log)
    assert any(isinstance(e, PointsGiven) for e in view_for(g, REFEREE).log)
    for bad, code in (
        (ExtraPoints("Bob", 0, "x"), "points_range"),
        (ExtraPoints("Bob", 10.5, "x"), "points_range"),
        (ExtraPoints("Bob", float("nan"), "x"), "points_range"),
        (ExtraPoints("Bob", 1, "  "), "points_reason"),
        (ExtraPoints("Bob", 1, "x" * 201), "points_reason"),
    ):
        with pytest.raises(IllegalInput) as refused:
            g.apply(bad)
        assert refused.value.code == code
        assert not g.is_legal(bad)
    with pytest.raises(IllegalInput) as unknown:
        g.apply(ExtraPoints("Zed", 1, "x"))
    assert unknown.value.code == "unknown_player"


def test_the_sport_inputs_read_and_write_as_the_contract_says() -> None:
    for obj in (
        {"act": "foul", "player": "Bob"},
        {"act": "best_move", "by": "Bob", "targets": ["Ann", "Dan", "Gus"]},
        {"act": "extra_points", "player": "Bob", "points": -0.5, "reason": "phone at the table"},
    ):
        assert input_from_json(obj).to_json() == obj
    for bad in (
        {"act": "foul"},
        {"act": "best_move", "by": "Bob"},
        {"act": "best_move", "by": "Bob", "targets": "Ann"},
        {"act": "extra_points", "player": "Bob", "points": "1", "reason": "x"},
        {"act": "extra_points", "player": "Bob", "points": True, "reason": "x"},
        {"act": "extra_points", "player": "Bob", "points": 1},
    ):
        with pytest.raises(RecordError):
            input_from_json(bad)


@pytest.mark.parametrize("seed", range(12))
def test_random_scored_games_replay_to_their_points(seed: int) -> None:
    rnd = random.Random(seed)
    rules = PRESETS["club"] if seed % 2 else with_options(PRESETS["classic"], {"scoring": True})
    names = PLAYERS if seed % 2 else PLAYERS[:7]
    deal = (
        {"Ann": "don", "Dan": "mafia", "Gus": "mafia", "Eve": "detective"}
        if seed % 2
        else {"Bob": "mafia", "Fay": "mafia"}
    )
    g = Game(make_setup(rules, seed, names, deal))
    for _ in range(2000):
        if g.winner is not None:
            break
        inp = random_input(g, rnd)
        assert g.is_legal(inp), inp
        g.apply(inp)
    assert g.winner is not None
    scored = points(g)
    assert scored is not None and set(scored) == set(names)
    record = Record(g.setup, tuple(g.inputs))
    assert json.loads(json.dumps(transcript_of(record.dumps()).to_json()))["points"] == scored
    # Points add up as the rules say: the win for each winner, the rest from the record's own acts.
    from mafia_desktop.engine.roles import team_of

    expected = sum(1.0 for p in names if team_of(g.role_of(p)) == g.winner)
    leaving = ("fouls", "technical_fouls", "removed", "surrendered")
    expected -= 0.5 * sum(1 for _, cause in g.deaths if cause in leaving)
    if g.best_move is not None:
        expected += {2: 0.25, 3: 0.4}.get(g.best_move[2], 0.0)
    expected += sum(value for _, value, _ in g.extra_points)
    assert sum(scored.values()) == pytest.approx(expected, abs=0.05)
