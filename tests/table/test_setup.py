"""The set-up model alone (no Qt): the roster and its bad names, each reason a game cannot start,
the rules its house rules make, the deal that follows the table until it is set by hand, the mode,
the record and the pending game it starts, and its round trips."""

from __future__ import annotations

import json

import pytest

from mafia_desktop.engine.errors import RulesError
from mafia_desktop.engine.record import replay
from mafia_desktop.engine.rules import PRESETS
from mafia_desktop.table.session import TableMode
from mafia_desktop.table.setup import (
    DEFAULT_ROSTER,
    EDITABLE,
    PendingGame,
    Problem,
    SetupModel,
    most_of,
    optional_roles,
    special_roles,
)

SIX = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay"]


def model(
    names: list[str] | None = None, preset: str = "classic", mode: str | None = "referee"
) -> SetupModel:
    """A set-up as the screen makes one: the last choices recalled (here: only the ``mode``, as
    a group that has played before has one)."""
    m = SetupModel()
    m.recall(DEFAULT_ROSTER if names is None else names, preset, mode)
    return m


# --- the first look -------------------------------------------------------------------------------


def test_a_fresh_set_up_seats_the_default_table_and_asks_for_the_mode() -> None:
    m = model(mode=None)
    assert m.names == DEFAULT_ROSTER and m.preset == "classic"
    assert m.counts() == {"mafia": 2, "detective": 1, "civilian": 7}
    assert m.problems() == [Problem("mode")], "nobody chose how the table plays: it cannot start"
    assert not m.remembered()["mode"]
    m.set_mode("pass")
    assert m.problems() == [] and m.remembered()["mode"] == "pass"
    assert m.table_mode() == TableMode("pass", "reveal")
    assert not m.second_screen and not m.uses_second_screen()
    again = model(mode="referee")
    assert again.problems() == [] and again.table_mode() == TableMode("referee", "reveal")


def test_everything_the_group_chose_is_recalled() -> None:
    """House rules, a hand-set deal, the narrator and timed calls come back as they were kept."""
    m = model(preset="angel", mode="middle")
    m.set_role("doctor", True)
    m.edit_option("skip_kill", True)
    m.set_count("mafia", 3)
    m.narrate, m.lang, m.timed, m.timed_seconds = True, "ru", True, 20
    kept = m.remembered()
    again = SetupModel()
    again.recall(
        m.names,
        m.preset,
        kept["mode"],
        m.deal,
        False,
        kept["house"],
        kept["counts"],
        kept["narrate"],
        kept["lang"],
        kept["timed"],
    )
    assert again.rules() == m.rules() and again.counts() == m.counts() and again.deal_touched
    assert (again.narrate, again.lang, again.timed, again.timed_seconds) == (True, "ru", True, 20)
    assert again.table_mode() == m.table_mode()
    # What the file holds but these rules refuse, or this table cannot deal, is not taken back.
    bad = SetupModel()
    bad.recall(m.names, "club", "pass", None, False, {"roles": ["nobody"]}, {"mafia": 60}, False, "xx", 3)
    assert bad.overrides == {} and not bad.deal_touched and bad.problems() == []
    assert not bad.timed and bad.lang == "en"


def test_the_registry_s_roles() -> None:
    assert "civilian" not in special_roles() and "mafia" in special_roles()
    assert set(optional_roles()) <= set(special_roles()) and "mafia" not in optional_roles()
    assert most_of("maniac") == 1 and most_of("mafia") == 20
    assert {s.kind for s in EDITABLE} == {"bool", "choice", "seconds", "int", "scoring"}


# --- the roster -----------------------------------------------------------------------------------


def test_adding_renaming_moving_and_removing() -> None:
    m = model(SIX)
    assert m.add("  Kim  ") is None and m.names[-1] == "Kim", "trimmed"
    assert m.add("ann") == "duplicate" and len(m.names) == 7, "a bad name is not added"
    assert m.add("") == "empty" and len(m.names) == 7
    assert m.move(6, 0) and m.names[:2] == ["Kim", "Ann"]
    assert not m.move(0, 7) and not m.move(-1, 0), "off the table"
    m.rename(0, " Kira ")
    assert m.names[0] == "Kira"
    m.rename(1, "   ")
    assert m.names[1] == "   ", "a name that would be empty is kept as typed, and marked"
    m.remove(1)
    assert m.names == ["Kira", "Bob", "Cid", "Dan", "Eve", "Fay"]
    m.remove(40)
    assert len(m.names) == 6
    m.edit_names(reversed(m.names))
    assert m.names[0] == "Fay"
    assert m.players() == ["Fay", "Eve", "Dan", "Cid", "Bob", "Kira"]


def test_names_are_composed_when_seated() -> None:
    m = model(SIX)
    m.add("Zoe\u0301")  # e + combining acute: one letter, é
    assert m.names[-1] == "Zoé"


# --- each problem -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "reason"),
    [
        ("", "empty"),
        ("x" * 30, "too_long"),
        ("A\tB", "control"),
        ("Bo\u200bb", "invisible"),
        ("\u0301", "blank"),
        ("ANN ", "duplicate"),
    ],
)
def test_a_bad_name_is_a_problem_at_its_seat(name: str, reason: str) -> None:
    m = model([*SIX[:5], name])
    assert m.problems() == [Problem("name", {"seat": 6, "name": name, "reason": reason})]
    assert m.bad_seats() == {5}


def test_a_name_is_checked_against_the_seats_before_it() -> None:
    m = model(["Ann", "Bob", "bob", "Cid", "BOB", "Dan"])
    problems = m.problems()
    assert [(p.code, p.params["seat"]) for p in problems] == [("name", 3), ("name", 5)]
    assert m.bad_seats() == {2, 4}
    assert m.new_name_problem("ann") == "duplicate" and m.new_name_problem("Zed") is None


def test_too_few_or_too_many_players() -> None:
    m = model(SIX, "club")
    assert m.problems() == [Problem("players", {"low": 10, "high": 10, "players": 6})]
    assert m.deal_problem() is None, "the deal says nothing while the table is too small"
    m = model(SIX[:4])
    assert m.problems() == [Problem("players", {"low": 5, "high": 30, "players": 4})]
    m = model([f"P{i}" for i in range(31)])
    assert m.problems() == [Problem("players", {"low": 5, "high": 30, "players": 31})]
    deal = m.deal_problem()
    assert deal is not None and deal.code == "deal_player_range", "the deal says so too"  # type: ignore[attr-defined]


def test_a_deal_that_does_not_add_up() -> None:
    m = model()
    m.set_count("mafia", 5)
    assert m.problems() == [], "classic mafia win only when they outnumber the rest"
    m.set_count("mafia", 6)
    (problem,) = m.problems()
    assert problem.code == "deal"
    assert problem.params["problem"].code == "deal_mafia_won"
    assert problem.params["problem"].params == {"mafia": 6, "town": 4}
    assert m.deal_problem() == problem.params["problem"]
    m.set_count("mafia", 0)
    assert m.problems()[0].params["problem"].code == "deal_town_won"


def test_house_rules_that_contradict_each_other() -> None:
    m = model(preset="club")
    m.edit_option("day", "accusation")  # a car-crash tie needs the day to vote by tally
    (problem,) = m.problems()
    assert problem.code == "rules" and problem.params["problem"].code == "rules_car_crash"
    assert m.rules_problem() == problem.params["problem"]
    with pytest.raises(RulesError):
        m.rules()
    assert m.safe_rules() == PRESETS["club"], "the form shows the preset's rules meanwhile"
    # The next edit starts from what the form shows: the contradiction is gone with it.
    m.edit_option("skip_kill", False)
    assert m.overrides == {"skip_kill": False} and m.problems() == []


def test_the_names_come_first_then_one_more_reason() -> None:
    m = model(["Ann", "ann", "Bob", "Cid"], "club")
    m.edit_option("min_players", 12)  # more than the most (10)
    codes = [p.code for p in m.problems()]
    assert codes == ["name", "rules"], "the rules' problem stops the checks: no count, no deal"
    assert m.problems()[1].params["problem"].code == "rules_player_span"


# --- the rules made -----------------------------------------------------------------------------


def test_a_house_rule_differs_from_the_preset_or_is_no_house_rule() -> None:
    m = model(preset="angel")
    m.edit_option("skip_kill", True)
    assert m.overrides == {"skip_kill": True} and m.rules().skip_kill
    m.edit_option("day_limit_seconds", None)
    assert m.rules().day_limit_seconds is None
    m.edit_option("kill", "unanimous")
    assert m.rules().kill == "unanimous"
    m.edit_option("skip_kill", PRESETS["angel"].skip_kill)
    assert "skip_kill" not in m.overrides, "back to the preset's value: not a house rule"
    m.reset_options()
    assert m.overrides == {} and m.rules() == PRESETS["angel"]


def test_a_role_put_in_play_is_called_at_night_and_dealt() -> None:
    m = model(preset="angel")
    m.set_role("doctor", True)
    rules = m.rules()
    assert "doctor" in rules.roles and "doctor" in rules.night_order
    assert m.counts()["doctor"] == 0, "in play, to be dealt (angel's deal table has none)"
    m.set_count("doctor", 1)
    assert m.counts() == {"mafia": 2, "detective": 1, "doctor": 1, "civilian": 6}
    m.set_role("maniac", True)
    assert "maniac" in m.rules().roles and "maniac" in m.rules().night_order
    m.set_role("doctor", False)
    m.set_role("maniac", False)
    assert "roles" not in m.overrides and "night_order" not in m.overrides
    assert m.rules() == PRESETS["angel"]


def test_a_role_taken_out_is_dealt_to_nobody() -> None:
    m = model(preset="classic")
    m.set_role("detective", False)
    assert "detective" not in m.rules().roles
    assert m.role_counts["detective"] == 0 and "detective" not in m.counts()
    m.set_count("detective", 2)
    assert m.role_counts["detective"] == 0, "a role out of play cannot be dealt by hand either"
    m.set_role("detective", True)
    m.set_count("detective", 2)
    m.set_role("detective", False)
    assert m.deal_touched and m.role_counts["detective"] == 0, "nor kept from a deal set by hand"


def test_another_preset_drops_the_house_rules_and_recommends_its_deal() -> None:
    m = model()
    m.edit_option("skip_kill", False)
    m.set_count("mafia", 3)
    m.set_preset("club")
    assert m.overrides == {} and not m.deal_touched
    assert m.counts() == {"mafia": 2, "don": 1, "detective": 1, "civilian": 6}
    with pytest.raises(RulesError):
        m.set_preset("no such preset")


# --- the deal -------------------------------------------------------------------------------------


def test_the_deal_follows_the_table_until_it_is_set_by_hand() -> None:
    m = model(SIX)
    before = m.counts()
    for name in ("Gus", "Hal", "Ivy", "Jon"):
        m.add(name)
    assert m.counts() == {"mafia": 2, "detective": 1, "civilian": 7} != before
    m.set_count("mafia", 3)
    assert m.deal_touched
    m.add("Kim")
    m.remove(0)
    m.edit_option("skip_kill", False)
    assert m.counts()["mafia"] == 3, "set by hand: the roster and the house rules leave it"
    m.apply_recommended()
    assert not m.deal_touched and m.counts()["mafia"] == 2


def test_set_names_leaves_the_deal_as_it_is() -> None:
    m = model()
    m.set_names(SIX)
    assert m.counts() == {"mafia": 2, "detective": 1, "civilian": 3}, "a load, not an edit"


def test_counts_are_kept_to_what_the_deal_offers() -> None:
    m = model(preset="angel")
    m.set_role("maniac", True)
    m.set_count("maniac", 3)
    assert m.role_counts["maniac"] == 1
    m.set_count("mafia", -2)
    assert m.role_counts["mafia"] == 0
    untouched = model()
    untouched.set_count("mafia", untouched.role_counts["mafia"])
    assert not untouched.deal_touched, "the same count again is no change"


def test_the_recommended_deal_of_a_table_the_rules_are_not_for() -> None:
    m = model(SIX, "club")
    assert m.counts() == {"mafia": 2, "don": 1, "detective": 1, "civilian": 2}, "club's ten-seat deal"


# --- the mode -------------------------------------------------------------------------------------


def test_printing_every_card_is_the_referee_s() -> None:
    m = model()
    m.set_table_mode("referee", "print")
    assert m.table_mode().deal == "print"
    m.set_mode("pass")
    assert m.deal == "reveal" and m.table_mode() == TableMode("pass", "reveal")
    m.set_table_mode("pass", "print")
    assert m.deal == "print" and m.table_mode().deal == "reveal", "chosen, but this mode deals as the app"
    m.set_mode("referee")
    assert m.table_mode().deal == "print"
    with pytest.raises(ValueError):
        m.set_mode("solo")


def test_the_narrator_and_timed_calls_travel_in_the_mode() -> None:
    m = model()
    m.timed, m.timed_seconds, m.lang = True, 20, "ru"
    assert m.table_mode() == TableMode("referee", "reveal"), "no narrator: neither language nor timing"
    m.narrate = True
    assert m.table_mode() == TableMode("referee", "reveal", narrate=True, lang="ru", timed=20)
    m.set_mode("middle")
    assert m.table_mode().timed == 0, "timed calls are the referee console's"


def test_the_second_screen_is_used_only_where_there_is_one() -> None:
    m = model()
    m.second_screen = True
    assert not m.uses_second_screen() and not m.pending(1).second_screen
    m.screens = 2
    assert m.uses_second_screen() and m.pending(1).second_screen
    m.second_screen = False
    assert not m.pending(1).second_screen


# --- the game it starts -----------------------------------------------------------------------------


def test_the_record_deals_these_counts_to_these_players() -> None:
    m = model([" Ann", *SIX[1:], "Gus"], "youth")
    record = m.record(7)
    setup = record.setup
    assert setup.players == ("Ann", *SIX[1:], "Gus"), "names as the game keeps them"
    assert setup.seed == 7 and setup.rules == PRESETS["youth"]
    assert sorted(setup.roles) == sorted(r for r, n in m.counts().items() for _ in range(n))
    assert record.note("table") == {"mode": "referee", "deal": "reveal"}
    assert m.record(7).setup.roles == setup.roles, "the same seed, the same deal"
    assert replay(record).phase in ("day", "night")


def test_the_record_takes_the_cards_entered() -> None:
    m = model(SIX)
    roles = dict.fromkeys(SIX, "civilian") | {"Bob": "mafia", "Dan": "detective"}
    record = m.record(3, roles)
    assert record.setup.role_of("Bob") == "mafia" and record.setup.role_of("Ann") == "civilian"


def test_the_pending_game_is_a_frozen_draft() -> None:
    m = model([*SIX[:5], " Fay "], "angel")
    m.set_role("doctor", True)
    m.set_count("doctor", 1)
    m.set_table_mode("pass", "cards")
    pending = m.pending(11)
    assert pending == PendingGame(
        seed=11,
        rules=m.rules(),
        players=SIX,
        counts={"mafia": 1, "detective": 1, "doctor": 1, "civilian": 3},
        table=TableMode("pass", "cards"),
        second_screen=False,
    )
    m.add("Gus")
    m.set_preset("club")
    assert pending.players == SIX and pending.rules.preset == "angel", "later edits leave it"
    roles = dict.fromkeys(SIX, "civilian") | {"Ann": "mafia", "Bob": "detective", "Cid": "doctor"}
    record = pending.record(roles)
    assert record.setup.rules == pending.rules and record.setup.seed == 11
    assert record.note("table") == {"mode": "pass", "deal": "cards"}


# --- round trips ------------------------------------------------------------------------------------


def edited() -> SetupModel:
    m = model(SIX, "angel")
    m.set_role("doctor", True)
    m.edit_option("skip_kill", True)
    m.set_count("mafia", 2)
    m.set_table_mode("referee", "print")
    m.narrate, m.lang, m.timed, m.timed_seconds, m.second_screen = True, "ru", True, 30, True
    return m


def test_every_choice_round_trips_through_plain_json() -> None:
    m = edited()
    state = json.loads(json.dumps(m.to_json()))
    again = SetupModel.from_json(state)
    assert again == m
    assert again.rules() == m.rules() and again.counts() == m.counts()
    assert again.table_mode() == m.table_mode() and again.record(5).setup == m.record(5).setup


def test_the_json_is_a_copy() -> None:
    m = edited()
    state = m.to_json()
    m.add("Gus")
    m.set_role("maniac", True)
    assert state["names"] == SIX and "maniac" not in state["overrides"]["roles"]


def test_restore_keeps_the_screens_it_has() -> None:
    m = edited()
    other = SetupModel(screens=2)
    other.restore(m.to_json())
    assert other == m and other.screens == 2 and other.uses_second_screen()


def test_an_unusable_state_reads_as_the_set_up_s_own() -> None:
    garbage = {
        "names": "Ann",
        "preset": "no such",
        "counts": {"mafia": "two", "maniac": 9, "detective": True},
        "mode": "solo",
        "deal": "peek",
        "lang": "xx",
        "timed_seconds": 999,
        "narrate": "yes",
    }
    m = SetupModel.from_json(garbage)
    assert m.names == [] and m.preset == "classic" and m.mode == "referee" and m.deal == "reveal"
    assert m.lang == "en" and m.timed_seconds == 60 and m.narrate is False
    assert m.role_counts["mafia"] == 0 and m.role_counts["detective"] == 0
    assert m.role_counts["maniac"] == 0, "a role out of these rules is dealt to nobody"
    assert SetupModel.from_json({}) == SetupModel()


def test_recall_takes_the_last_choices_that_still_fit() -> None:
    m = SetupModel()
    m.recall(("Ann", "Bob", "Cid", "Dan", "Eve"), "youth", "pass", "print", True)
    assert m.names == ["Ann", "Bob", "Cid", "Dan", "Eve"] and m.preset == "youth"
    assert m.mode == "pass" and m.deal == "reveal", "printing is not for a game with no referee"
    assert m.second_screen and not m.deal_touched
    assert m.counts() == {"mafia": 1, "detective": 1, "doctor": 1, "civilian": 2}
    fresh = SetupModel()
    fresh.recall()
    assert fresh.names == DEFAULT_ROSTER and fresh.preset == "classic" and fresh.mode == "referee"
    host = SetupModel()
    host.recall((), None, "referee", "cards")
    assert host.deal == "cards"
