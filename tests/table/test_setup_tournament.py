"""The set-up's tournament slot and game type, without Qt: the record's ``tournament`` member and the
protocol's ``game_type`` (from the set-up and from a game waiting for its cards), kept across a
rebuild of the form (to_json / from_json), a bad slot read as none, and a club game's protocol as it
always was."""

from __future__ import annotations

import pytest

from mafia_desktop.engine.record import loads_record
from mafia_desktop.table.setup import DEFAULT_ROSTER, GAME_TYPES, SetupModel

TEN = list(DEFAULT_ROSTER)
DAY = "2025-05-01"
SLOT = {"id": "0123456789abcdef" * 2, "round": 3, "table": 2}


def slot_model() -> SetupModel:
    m = SetupModel()
    m.recall(TEN, "club", "referee")
    m.set_today(DAY)
    m.set_protocol("series", "Spring cup")
    m.set_game(3)
    m.set_game_type("tournament")
    m.tournament = dict(SLOT)
    return m


def test_the_record_keeps_the_slot_and_the_game_type() -> None:
    record = slot_model().record(7)
    assert record.note("tournament") == SLOT
    assert record.note("protocol") == {
        "date": DAY,
        "club": "",
        "game": 3,
        "referee": "",
        "game_type": "tournament",
    }
    saved = loads_record(record.dumps())
    assert saved.note("tournament") == SLOT and saved.note("protocol")["game_type"] == "tournament"


def test_a_game_waiting_for_its_cards_keeps_them_too() -> None:
    m = slot_model()
    m.set_game_type("final")
    m.set_table_mode("referee", "cards")
    pending = m.pending(11)
    m.tournament = None  # (the form changes after: the pending game keeps what it was given)
    roles = dict.fromkeys(pending.players, "civilian") | dict(
        zip(pending.players, ["don", "mafia", "mafia", "detective"], strict=False)
    )
    record = pending.record(roles)
    assert record.note("tournament") == SLOT and record.note("protocol")["game_type"] == "final"


def test_a_club_game_leaves_both_out() -> None:
    m = SetupModel()
    m.recall(TEN, "club", "referee")
    m.set_today(DAY)
    record = m.record(3)
    assert record.note("tournament") is None
    assert record.note("protocol") == {"date": DAY, "club": "", "game": 1, "referee": ""}
    assert GAME_TYPES == ("club", "tournament", "final")
    with pytest.raises(ValueError):
        m.set_game_type("friendly")


def test_kept_across_a_rebuild_and_a_bad_slot_is_none() -> None:
    m = slot_model()
    again = SetupModel.from_json(m.to_json())
    assert again.tournament == SLOT and again.game_type == "tournament"
    state = m.to_json() | {"tournament": {"id": "nope", "round": 1, "table": 1}, "game_type": "cup"}
    broken = SetupModel.from_json(state)
    assert broken.tournament is None and broken.game_type == "club"
