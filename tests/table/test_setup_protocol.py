"""The set-up's part of the club's sport, without Qt: the seats drawn at random (deterministic, a
permutation, dropped by an edit, never losing a name), the protocol's header and the series in the
new game's record (from the set-up and from a game waiting for its cards), the game number offered
after the last game, and the protocol's bad texts."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mafia_desktop.engine.record import loads_record
from mafia_desktop.engine.rules import NAME_MAX_LENGTH
from mafia_desktop.table.setup import (
    DEFAULT_ROSTER,
    PROTOCOL_LIMITS,
    LastGame,
    SetupModel,
    draw_seats,
    next_game_number,
    protocol_text_problem,
)

TEN = list(DEFAULT_ROSTER)
DAY = "2025-05-01"


def model(names: list[str] | None = None, preset: str = "classic") -> SetupModel:
    m = SetupModel()
    m.recall(TEN if names is None else names, preset, "referee")
    return m


# --- the draw ----------------------------------------------------------------------------------------


@given(st.lists(st.text(min_size=1, max_size=5), max_size=20), st.integers(0, 2**31 - 1))
def test_a_draw_is_a_permutation_and_the_same_seed_gives_the_same_seats(names: list[str], seed: int) -> None:
    before = list(names)
    drawn = draw_seats(names, seed)
    assert sorted(drawn) == sorted(names)
    assert drawn == draw_seats(names, seed)
    assert names == before, "the names given are left as they are"


def test_draws_differ_by_seed_and_are_fixed_for_a_seed() -> None:
    orders = {tuple(draw_seats(TEN, seed)) for seed in range(20)}
    assert len(orders) > 15
    # A record's seat draw can be checked by anyone: this is what the seed 12345 gives, for good.
    assert draw_seats(["A", "B", "C", "D", "E"], 12345) == ["E", "C", "B", "A", "D"]


def test_a_draw_seats_the_names_and_is_kept_in_the_record() -> None:
    m = model()
    m.draw(77)
    assert m.names == draw_seats(TEN, 77)
    assert m.draw_note() == {"seed": 77, "entered": TEN}
    record = m.record(5)
    assert list(record.setup.players) == draw_seats(TEN, 77)
    assert record.note("seat_draw") == {"seed": 77, "entered": TEN}


def test_drawing_again_draws_from_the_order_entered_and_undo_brings_it_back() -> None:
    m = model()
    m.draw(1)
    m.draw(2)
    assert m.names == draw_seats(TEN, 2)
    assert m.draw_note() == {"seed": 2, "entered": TEN}, "the order entered, not the first draw's"
    assert m.undo_draw() and m.names == TEN and m.draw_note() is None
    assert not m.undo_draw(), "no draw in force: nothing to undo"


@pytest.mark.parametrize(
    "edit",
    [
        lambda m: m.move(0, 1),
        lambda m: m.rename(0, "Kim"),
        lambda m: m.remove(3),
        lambda m: m.add("Kim"),
        lambda m: m.edit_names(list(reversed(m.names))),
        lambda m: m.set_names(TEN),
    ],
    ids=["move", "rename", "remove", "add", "drag", "load"],
)
def test_an_edit_after_the_draw_drops_it(edit: object) -> None:
    m = model()
    m.draw(9)
    assert callable(edit)
    edit(m)
    assert m.draw_note() is None and m.seat_draw is None
    assert m.record(5).note("seat_draw") is None
    assert not m.undo_draw(), "the names stay as they are now"


def test_a_rename_to_the_same_name_or_a_rules_change_keeps_the_draw() -> None:
    m = model()
    m.draw(9)
    m.rename(0, m.names[0])
    m.set_preset("angel")
    m.set_table_mode("pass")
    assert m.draw_note() == {"seed": 9, "entered": TEN}


def test_the_draw_goes_round_the_json_and_a_draw_that_does_not_fit_is_none() -> None:
    m = model()
    m.draw(31)
    state = json.loads(json.dumps(m.to_json()))
    again = SetupModel.from_json(state)
    assert again == m and again.draw_note() == {"seed": 31, "entered": TEN}
    state["seat_draw"]["seed"] = 32
    assert SetupModel.from_json(state).seat_draw is None
    for garbage in ({"seed": "1", "entered": TEN}, {"seed": 1}, "draw", {"seed": True, "entered": TEN}):
        assert SetupModel.from_json({**state, "seat_draw": garbage}).seat_draw is None


# --- the protocol and the series in the record ---------------------------------------------------------


def protocol_model() -> SetupModel:
    m = model(preset="club")
    m.recall_protocol("Old club", "Old ref", "Spring", LastGame(DAY, "spring", 4), DAY)
    m.set_protocol("club", "  Red Square club ")
    m.set_protocol("referee", " Vera ")
    m.set_protocol("series", " Spring cup ")
    return m


def test_the_record_has_the_protocol_and_the_series_trimmed() -> None:
    m = protocol_model()
    assert m.game == 1, "another series: its first game"
    m.set_game(7)
    record = m.record(3)
    assert record.note("protocol") == {"date": DAY, "club": "Red Square club", "game": 7, "referee": "Vera"}
    assert record.note("series") == "Spring cup"
    assert record.note("seat_draw") is None
    assert record.note("table") == {"mode": "referee", "deal": "reveal"}
    saved = loads_record(record.dumps())
    assert saved.note("protocol") == record.note("protocol") and saved.note("series") == "Spring cup"


def test_a_game_waiting_for_its_cards_keeps_the_protocol_series_and_draw() -> None:
    m = protocol_model()
    m.draw(5)
    m.set_table_mode("referee", "cards")
    pending = m.pending(11)
    m.set_protocol("club", "Later")
    m.add("Kim")
    roles = dict.fromkeys(pending.players, "civilian") | dict(
        zip(pending.players, ["don", "mafia", "mafia", "detective"], strict=False)
    )
    record = pending.record(roles)
    assert record.note("protocol") == {"date": DAY, "club": "Red Square club", "game": 1, "referee": "Vera"}
    assert record.note("series") == "Spring cup"
    assert record.note("seat_draw") == {"seed": 5, "entered": TEN}
    assert list(record.setup.players) == draw_seats(TEN, 5)
    assert record.note("table") == {"mode": "referee", "deal": "cards"}


def test_nothing_given_leaves_the_members_out() -> None:
    record = model().record(3)
    assert (
        record.note("protocol") is None and record.note("series") is None and record.note("seat_draw") is None
    )
    assert set(record.to_json()) == {"format", "rules", "seed", "players", "roles", "inputs", "table"}
    m = model()
    m.set_today(DAY)
    record = m.record(3)
    assert record.note("protocol") == {"date": DAY, "club": "", "game": 1, "referee": ""}
    assert record.note("series") is None, "no series: none"
    m.set_game(None)
    assert m.record(3).note("protocol")["game"] is None


def test_the_protocol_goes_round_the_json() -> None:
    m = protocol_model()
    m.set_game(12)
    again = SetupModel.from_json(json.loads(json.dumps(m.to_json())))
    assert again == m
    assert (again.club, again.referee, again.series, again.game, again.game_touched) == (
        "  Red Square club ",
        " Vera ",
        " Spring cup ",
        12,
        True,
    )
    for bad in (0, 1000, "3", True):
        assert SetupModel.from_json({"game": bad}).game is None
    assert SetupModel.from_json({"club": 5}).club == ""


# --- the game number -----------------------------------------------------------------------------------


def test_the_number_follows_the_last_game_of_the_same_series_and_day() -> None:
    last = LastGame(DAY, "Spring cup", 4)
    assert next_game_number(last, DAY, "Spring cup") == 5
    assert next_game_number(last, DAY, " spring CUP ") == 5, "as names are compared"
    assert next_game_number(last, "2025-05-02", "Spring cup") == 1, "another day"
    assert next_game_number(last, DAY, "Autumn") == 1, "another series"
    assert next_game_number(last, DAY, "") == 1
    assert next_game_number(LastGame(DAY, "", 2), DAY, "") == 3, "no series, the same evening"
    assert next_game_number(LastGame(DAY, "", None), DAY, "") == 1, "the last one had no number"
    assert next_game_number(None, DAY, "") == 1
    assert next_game_number(last, "", "Spring cup") == 1, "no date known"
    assert next_game_number(LastGame(DAY, "", 999), DAY, "") == 999, "as far as numbers go"


def test_the_set_up_offers_the_number_until_it_is_set_by_hand() -> None:
    m = model()
    m.recall_protocol("Club", "Ref", "Spring", LastGame(DAY, "Spring", 2), DAY)
    assert m.game == 3
    m.set_protocol("series", "Autumn")
    assert m.game == 1
    m.set_protocol("series", "spring")
    assert m.game == 3
    m.set_today("2025-05-02")
    assert m.game == 1, "the set-up waited past midnight"
    m.set_today(DAY)
    m.set_game(8)
    m.set_protocol("series", "Autumn")
    m.set_today("2025-05-03")
    assert m.game == 8 and m.game_touched, "a number set by hand stays"
    m.set_game(5000)
    assert m.game == 999
    m.set_today("tomorrow")
    assert m.date == "", "not a date"


# --- bad texts ---------------------------------------------------------------------------------------------


def test_bad_texts_of_the_protocol() -> None:
    assert protocol_text_problem("", 40) is None, "a text may be empty"
    assert protocol_text_problem("  Клуб «Мафия» 🎩  ", 40) is None
    assert protocol_text_problem("Red\nSquare", 40) == "control"
    assert protocol_text_problem("Red\tSquare", 40) == "control"
    assert protocol_text_problem("Red\u202eSquare", 40) == "invisible"
    assert protocol_text_problem("x" * 41, 40) == "too_long"
    assert protocol_text_problem(" " + "x" * 40 + " ", 40) is None, "trimmed first"
    assert PROTOCOL_LIMITS == {"club": 40, "referee": NAME_MAX_LENGTH, "series": 40}


def test_a_bad_text_blocks_the_start_and_says_which() -> None:
    m = model()
    assert m.problems() == []
    m.set_protocol("referee", "V" * (NAME_MAX_LENGTH + 1))
    m.set_protocol("series", "Spring\ncup")
    assert [(p.code, p.params["field"], p.params["reason"]) for p in m.problems()] == [
        ("protocol", "referee", "too_long"),
        ("protocol", "series", "control"),
    ]
    m.set_protocol("referee", "Vera")
    m.set_protocol("series", "Spring cup")
    assert m.problems() == []
    with pytest.raises(ValueError):
        m.set_protocol("players", "x")


# --- the game's type, for the rating -------------------------------------------------------------


def test_the_game_type_goes_into_the_protocol_round_the_json_and_into_play_again() -> None:
    m = protocol_model()
    assert m.game_type == "club"
    assert "game_type" not in m.record(3).note("protocol"), "a club game's protocol is as it was"
    m.set_game_type("final")
    record = m.record(3)
    assert record.note("protocol")["game_type"] == "final"
    assert loads_record(record.dumps()).note("protocol")["game_type"] == "final"
    again = SetupModel.from_json(json.loads(json.dumps(m.to_json())))
    assert again.game_type == "final" and again == m
    assert SetupModel.again(record, DAY).game_type == "final"
    for bad in ("Final", "", "league"):
        with pytest.raises(ValueError):
            m.set_game_type(bad)
    assert m.game_type == "final"
    assert SetupModel.from_json({"game_type": "league"}).game_type == "club"
    bare = model()
    bare.set_game_type("tournament")
    assert bare.record(3).note("protocol") == {
        "date": "", "club": "", "game": None, "referee": "", "game_type": "tournament",
    }  # fmt: skip
