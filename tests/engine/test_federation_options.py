"""The federation's options as club house rules: one behaviour each, as the engine keeps it."""

from __future__ import annotations

from typing import Any

import pytest

from mafia_desktop.engine.errors import IllegalInput, RecordError, RulesError
from mafia_desktop.engine.game import Game
from mafia_desktop.engine.inputs import (
    EndDay,
    EndNight,
    Foul,
    Nominate,
    Remove,
    ShootingOrder,
    Surrender,
    Tally,
    TechnicalFoul,
    input_from_json,
    night_input,
)
from mafia_desktop.engine.record import record_from_json, replay
from mafia_desktop.engine.rules import (
    PRESETS,
    SCORING_POINTS,
    SCORING_PRESETS,
    rules_from_json,
    scoring_preset_of,
)
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.engine.sport import points
from mafia_desktop.engine.views import PUBLIC, REFEREE, player, public_view, view_for

PLAYERS = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]
ROLES = {"Ann": "don", "Dan": "mafia", "Gus": "mafia", "Eve": "detective"}


def club(**options: Any) -> Game:
    return Game(make_setup({"preset": "club", "options": options}, 7, PLAYERS, ROLES))


def types(events: list[Any]) -> list[dict[str, Any]]:
    return [e.to_json() for e in events]


def acts(legal: Any) -> list[str]:
    return [a.act for a in legal]


# --- the options themselves -------------------------------------------------------------------------


def test_the_club_keeps_todays_behaviour_and_every_option_is_checked() -> None:
    rules = PRESETS["club"]
    assert (rules.single_candidate_first_day, rules.third_foul, rules.technical_fouls) == (
        "vote",
        "speech",
        0,
    )
    assert rules.to_json() == "club"
    for bad in (
        {"single_candidate_first_day": "never"},
        {"third_foul": "quarter"},
        {"technical_fouls": -1},
        {"technical_fouls": 10},
        {"technical_fouls": True},
    ):
        with pytest.raises(RulesError):
            rules_from_json({"preset": "club", "options": bad})


# --- 1. no vote on a single candidate on the first day ----------------------------------------------


def test_a_single_nominee_on_the_first_day_is_not_voted_on() -> None:
    g = club(single_candidate_first_day="no_vote")
    g.apply(EndNight())
    g.apply(Nominate("Eve", "Gus"))
    assert "tally" not in acts(g.legal_inputs())
    assert "end_day" in acts(g.legal_inputs())
    with pytest.raises(IllegalInput) as refused:
        g.apply(Tally((("Gus", ("Eve",)),)))
    assert refused.value.code == "single_candidate"
    assert types(g.apply(EndDay()))[:2] == [
        {"type": "vote_skipped", "player": "Gus"},
        {"type": "phase", "phase": "night", "number": 2},
    ]
    assert g.is_alive("Gus")


def test_two_nominees_or_a_later_day_are_voted_on_as_ever() -> None:
    g = club(single_candidate_first_day="no_vote")
    g.apply(EndNight())
    g.apply(Nominate("Eve", "Gus"))
    g.apply(Nominate("Bob", "Cid"))
    assert "tally" in acts(g.legal_inputs())
    g.apply(Nominate("Cid", "Bob"))
    g.apply(Tally((("Gus", ("Eve", "Bob", "Cid", "Fay", "Hal", "Ivy")),)))
    assert not g.is_alive("Gus")  # (the second night)
    g.apply(night_input("shoot", "Ann", "Bob"))
    g.apply(night_input("shoot", "Dan", "Bob"))
    g.apply(EndNight())
    g.apply(Nominate("Eve", "Dan"))  # day 2: one nominee is voted on
    assert "tally" in acts(g.legal_inputs())


def test_without_the_option_a_single_nominee_is_voted_on() -> None:
    g = club()
    g.apply(EndNight())
    g.apply(Nominate("Eve", "Gus"))
    assert "end_day" not in acts(g.legal_inputs())
    g.apply(Tally((("Gus", ("Eve", "Bob", "Cid", "Fay", "Hal", "Ivy")),)))
    assert not g.is_alive("Gus")


# --- 2. what a third foul costs -----------------------------------------------------------------------


def test_a_third_foul_halves_the_next_days_speech() -> None:
    g = club(third_foul="half_speech")
    g.apply(EndNight())
    for _ in range(3):
        events = g.apply(Foul("Hal"))
    assert types(events) == [{"type": "foul", "player": "Hal", "count": 3}]
    assert g.speech_shortened == {"Hal"}
    g.apply(EndDay())
    morning = g.apply(EndNight())
    assert {"type": "speech_shortened", "player": "Hal"} in types(morning)
    assert "speech_lost" not in [e.type for e in morning]
    assert g.day is not None and g.day.short_speech == {"Hal"}
    assert PRESETS["club"].short_speech_seconds == 30


def test_a_third_foul_before_todays_speech_halves_it_at_once() -> None:
    g = club(third_foul="half_speech")
    g.apply(EndNight())
    g.apply(Foul("Fay"))
    g.apply(Foul("Fay"))
    assert types(g.apply(Foul("Fay", speech_ahead=True)))[-1] == {"type": "speech_shortened", "player": "Fay"}
    assert g.day is not None and g.day.short_speech == {"Fay"}
    # the view the table reads has it in today's log
    assert any(e.type == "speech_shortened" for e in public_view(g).log)


def test_by_default_a_third_foul_still_costs_the_speech() -> None:
    g = club()
    g.apply(EndNight())
    for _ in range(3):
        g.apply(Foul("Hal"))
    g.apply(EndDay())
    assert {"type": "speech_lost", "player": "Hal"} in types(g.apply(EndNight()))


# --- 3. technical fouls ------------------------------------------------------------------------------


def test_technical_fouls_remove_a_player_at_the_limit() -> None:
    g = club(technical_fouls=2)
    g.apply(EndNight())
    assert "technical_foul" in acts(g.sport_inputs())
    g.apply(Foul("Cid"))
    assert types(g.apply(TechnicalFoul("Cid"))) == [{"type": "technical_foul", "player": "Cid", "count": 1}]
    assert types(g.apply(TechnicalFoul("Cid"))) == [
        {"type": "technical_foul", "player": "Cid", "count": 2},
        {"type": "death", "player": "Cid", "cause": "technical_fouls"},
    ]
    assert g.fouls == {"Cid": 1}  # counted apart
    with pytest.raises(IllegalInput):
        g.apply(TechnicalFoul("Cid"))


def test_technical_fouls_are_off_unless_the_rules_count_them() -> None:
    g = club()
    assert "technical_foul" not in acts(g.sport_inputs())
    with pytest.raises(IllegalInput) as refused:
        g.apply(TechnicalFoul("Cid"))
    assert refused.value.code == "no_technical_fouls"


def test_technical_fouls_cost_their_points() -> None:
    g = club(technical_fouls=1)
    g.apply(EndNight())
    g.apply(TechnicalFoul("Ann"))
    g.apply(Remove("Dan", "showed his card"))
    g.apply(Surrender("Gus"))
    assert g.winner == "town"
    scored = points(g)
    assert scored is not None
    assert (scored["Ann"], scored["Dan"], scored["Gus"], scored["Bob"]) == (-0.5, -0.5, -0.5, 1.0)


# --- 4. the referee's removal and a surrender --------------------------------------------------------


def test_the_referees_removal_needs_a_reason_and_the_player_leaves_at_once() -> None:
    g = club()
    g.apply(EndNight())
    g.apply(Nominate("Eve", "Hal"))
    for reason in ("", "   ", "x" * 201):
        with pytest.raises(IllegalInput) as refused:
            g.apply(Remove("Hal", reason))
        assert refused.value.code == "remove_reason"
    assert types(g.apply(Remove("Hal", "insulted a player"))) == [
        {"type": "death", "player": "Hal", "cause": "removed"}
    ]
    assert g.day is not None and g.day.nominees == ()  # his nomination went with him
    assert g.removals == [("Hal", "insulted a player")]
    assert g.inputs[-1].to_json() == {"act": "remove", "player": "Hal", "reason": "insulted a player"}


def test_a_surrender_checks_the_win_as_any_death() -> None:
    g = club()
    g.apply(EndNight())
    for p in ("Bob", "Cid", "Fay"):
        g.apply(Surrender(p))
    assert g.winner is None
    assert types(g.apply(Surrender("Hal")))[-2:] == [
        {"type": "death", "player": "Hal", "cause": "surrendered"},
        {"type": "win", "team": "mafia"},
    ]
    with pytest.raises(IllegalInput):
        g.apply(Surrender("Jon"))


def test_removal_and_surrender_points_are_their_own() -> None:
    options: dict[str, Any] = {"scoring": {"removed": -0.7, "surrendered": -0.3}}
    g = club(**options)
    g.apply(EndNight())
    g.apply(Remove("Dan", "rude"))
    g.apply(Surrender("Gus"))
    g.apply(Remove("Ann", "rude"))
    scored = points(g)
    assert scored is not None
    assert (scored["Dan"], scored["Gus"], scored["Ann"]) == (-0.7, -0.3, -0.7)


# --- 5. the Don's shooting order ---------------------------------------------------------------------


def test_the_shooting_order_is_given_on_the_meeting_night_by_the_don() -> None:
    g = club()
    legal = {a.act: a for a in g.sport_inputs()}
    assert legal["shooting_order"].by == ("Ann",)
    assert set(legal["shooting_order"].targets_for("Ann")) == set(PLAYERS) - {"Ann", "Dan", "Gus"}
    for by, targets, code in (
        ("Dan", ("Eve",), "shooting_order_by"),
        ("Ann", (), "shooting_order_names"),
        ("Ann", ("Eve", "Bob", "Jon", "Ivy"), "shooting_order_names"),
        ("Ann", ("Eve", "Eve"), "shooting_order_names"),
        ("Ann", ("Gus",), "shooting_order_names"),
    ):
        with pytest.raises(IllegalInput) as refused:
            g.apply(ShootingOrder(by, targets))
        assert refused.value.code == code
    assert types(g.apply(ShootingOrder("Ann", ("Eve", "Bob")))) == [
        {"type": "shooting_order", "by": "Ann", "targets": ["Eve", "Bob"]}
    ]
    assert "shooting_order" not in acts(g.sport_inputs())  # once
    g.apply(EndNight())
    with pytest.raises(IllegalInput) as refused:
        g.apply(ShootingOrder("Ann", ("Eve",)))
    assert refused.value.code == "shooting_order_not_now"


def test_the_shooting_order_is_the_referees_and_the_mafias_alone() -> None:
    g = club()
    g.apply(ShootingOrder("Ann", ("Eve", "Bob", "Jon")))

    def seen(view: Any) -> bool:
        return any(e.type == "shooting_order" for e in view.log)

    assert seen(view_for(g, REFEREE))
    assert all(seen(view_for(g, player(p))) for p in ("Ann", "Dan", "Gus"))
    assert not any(seen(view_for(g, player(p))) for p in PLAYERS if p not in ("Ann", "Dan", "Gus"))
    assert not seen(view_for(g, PUBLIC)) and not seen(public_view(g))
    assert "shooting_order" not in acts(public_view(g).sport)
    # ... and after the game too, where every other event is shown
    g.apply(EndNight())
    for p in ("Ann", "Dan", "Gus"):
        g.apply(Remove(p, "left"))
    assert g.winner == "town"
    assert not seen(public_view(g)) and not seen(view_for(g, player("Eve")))


# --- 6. the scoring presets --------------------------------------------------------------------------


def test_scoring_presets_are_named_and_the_current_one_is_the_clubs() -> None:
    assert SCORING_PRESETS["fiim_current"] == SCORING_POINTS == PRESETS["club"].scoring
    assert scoring_preset_of(PRESETS["club"].scoring) == "fiim_current"
    older = dict(SCORING_PRESETS["fiim_older_best_move"])
    assert older["best_move_three"] == 0.5
    assert dict(SCORING_PRESETS["fiim_older_removal"])["removed"] == -0.7
    # The record keeps the values, never the name: an older set is written as its values.
    rules = rules_from_json({"preset": "club", "options": {"scoring": {"best_move_three": 0.5}}})
    assert scoring_preset_of(rules.scoring) == "fiim_older_best_move"
    assert rules.to_json() == {
        "preset": "club",
        "options": {
            "scoring": {"win": 1.0, "best_move_two": 0.25, "best_move_three": 0.5, "removed_by_fouls": -0.5}
        },
    }


# --- the record ----------------------------------------------------------------------------------------


def test_the_new_acts_read_and_replay() -> None:
    record = {
        "format": 1,
        "rules": {"preset": "club", "options": {"technical_fouls": 2}},
        "seed": 7,
        "players": PLAYERS,
        "roles": ROLES,
        "inputs": [
            {"act": "shooting_order", "by": "Ann", "targets": ["Eve"]},
            {"act": "end_night"},
            {"act": "technical_foul", "player": "Bob"},
            {"act": "remove", "player": "Cid", "reason": "rude"},
            {"act": "surrender", "player": "Fay"},
        ],
    }
    game = replay(record_from_json(record))
    assert [d for d in game.deaths] == [("Cid", "removed"), ("Fay", "surrendered")]
    assert [i.to_json() for i in game.inputs] == record["inputs"]
    for bad in (
        {"act": "remove", "player": "Cid"},
        {"act": "shooting_order", "by": "Ann"},
        {"act": "shooting_order", "by": "Ann", "targets": "Eve"},
        {"act": "surrender"},
    ):
        with pytest.raises(RecordError):
            input_from_json(bad)


def test_no_view_but_the_referees_and_the_mafias_has_the_shooting_order() -> None:
    from tests.privacy import view_leaks

    g = club()
    g.apply(ShootingOrder("Ann", ("Eve", "Bob", "Jon")))
    for viewer in (PUBLIC, *(player(p) for p in PLAYERS)):
        assert not view_leaks(g, view_for(g, viewer))
    g.apply(EndNight())
    for p in ("Ann", "Dan", "Gus"):
        g.apply(Remove(p, "left"))
    for viewer in (PUBLIC, *(player(p) for p in PLAYERS)):
        assert not view_leaks(g, view_for(g, viewer))
