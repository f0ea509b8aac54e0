"""*Play again* at the end of a game: the same table (players in their seats, rules and house
rules, as many of each role, mode, deal, narrator, second screen, series) with a new deal, in one
tap; and *New game* after a restart brings back everything the group chose in set-up."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from mafia_desktop.engine.game import Game
from mafia_desktop.engine.record import Record
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.table.session import TableMode
from mafia_desktop.table.setup import SetupModel
from mafia_desktop.ui.window.main_window import MainWindow
from tests.engine.random_play import random_input

NAMES = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"]


def finished(table: TableMode) -> Record:
    """An angel game with house rules (the Doctor and the Maniac in play, the mafia may skip),
    played to its end at random, with the table's mode, a protocol and a series beside it."""
    house = SetupModel(preset="angel")
    house.set_role("doctor", True)
    house.set_role("maniac", True)
    house.edit_option("skip_kill", True)
    rules = house.rules()
    roles = {"Ann": "mafia", "Cid": "mafia", "Dan": "doctor", "Fay": "maniac", "Hal": "angel"}
    roles = {n: r for n, r in roles.items() if r in rules.roles}
    setup = make_setup(rules, 5, NAMES, roles)
    game, rnd, inputs = Game(setup), random.Random(3), []
    while game.phase != "over":
        inp = random_input(game, rnd)
        game.apply(inp)
        inputs.append(inp)
    record = Record(setup, tuple(inputs)).with_note("table", table.to_json())
    record = record.with_note("protocol", {"date": "2026-12-04", "club": "Attic", "game": 3, "referee": ""})
    return record.with_note("series", "Winter")


@pytest.mark.parametrize(
    "table",
    [
        TableMode("middle", "reveal", narrate=True, lang="ru"),
        TableMode("referee", "reveal", narrate=True, timed=20),
        TableMode("pass", "reveal"),
    ],
    ids=["middle-narrated", "referee-timed", "pass"],
)
def test_play_again_starts_the_same_table_with_a_new_deal(qtbot: QtBot, table: TableMode) -> None:
    window = MainWindow(remember_geometry=False)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    old = finished(table)
    window.open_record(old)
    assert window.table is not None and window.table.play_again_button.isVisible()
    qtbot.mouseClick(window.table.play_again_button, Qt.MouseButton.LeftButton)
    assert window.controller is not None and window.stack.currentWidget() is window.table
    new = window.controller.record
    assert new is not old and not new.inputs, "a new game, at its start"
    assert new.setup.players == old.setup.players, "the same seats"
    assert new.setup.rules == old.setup.rules, "the same rules, house rules and all"
    assert sorted(new.setup.roles) == sorted(old.setup.roles), "as many of each role"
    assert new.setup.seed != old.setup.seed, "a new deal"
    again = TableMode.from_json(new.note("table"))
    assert (again.mode, again.deal, again.narrate, again.lang, again.timed) == (
        table.mode,
        table.deal,
        table.narrate,
        table.lang,
        table.timed,
    )
    assert new.note("series") == "Winter"
    protocol = new.note("protocol")
    assert protocol["club"] == "Attic" and protocol["game"] == (4 if protocol["date"] == "2026-12-04" else 1)


def test_new_game_after_a_restart_keeps_what_the_group_chose(qtbot: QtBot) -> None:
    """House roles, a house rule, the narrator and its language, timed calls: all back after the
    app is closed and started again."""
    window = MainWindow(remember_geometry=False)
    qtbot.addWidget(window)
    window._on_home_new_game_requested()
    setup = window.setup
    assert setup is not None
    setup.set_preset("angel")
    setup.house_toggle.setChecked(True)
    for role in ("maniac", "doctor"):
        setup._role_boxes[role].click()
    setup._option_widgets["skip_kill"].click()
    setup.narration.click()
    setup.narration_lang.setCurrentIndex(setup.narration_lang.findData("ru"))
    setup.timed.click()
    setup.timed_seconds.setValue(25)
    chosen = setup.model.to_json()
    assert chosen["overrides"] and chosen["narrate"] and chosen["timed"]
    window.close()
    again = MainWindow(remember_geometry=False)
    qtbot.addWidget(again)
    again._on_home_new_game_requested()
    assert again.setup is not None
    kept = again.setup.model.to_json()
    for name in (
        "preset",
        "overrides",
        "counts",
        "mode",
        "narrate",
        "lang",
        "timed",
        "timed_seconds",
        "names",
    ):
        assert kept[name] == chosen[name], name
