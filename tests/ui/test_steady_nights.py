"""A step's buttons keep their places for the whole night and the whole day, from night to night,
whatever the players are called and in either language (issue 46): a button that sat in one place
for the mafia's call and another for the Sheriff's, or lower with long names, was missed twice. And
every one of them is on screen at 1366x768 (one once sat below the fold: club, Russian)."""

from __future__ import annotations

from collections import defaultdict

import pytest
from PySide6.QtCore import QRect
from pytestqt.qtbot import QtBot

from mafia_desktop.engine.inputs import EndNight, Nominate, Tally
from mafia_desktop.engine.record import Record
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.ui.table.controller import GameController
from mafia_desktop.ui.table.screen import TableScreen
from mafia_desktop.ui.theme.appearance import Appearance
from tests.bounded import bounded
from tests.ui import looks
from tests.ui.table_driver import Driver
from tests.ui.test_steady_buttons import settle

SHORT = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]
LONG = [f"{n}{'w' * 20}"[:24] for n in SHORT]


def step_buttons(table: TableScreen) -> dict[str, QRect]:
    """The places of the step's buttons (the main one first, then each secondary place: a button
    may take one place in a step and another in the next), and undo's."""
    out = {}
    buttons = table.step_buttons()
    for n, b in enumerate(buttons):
        out["main" if n == 0 else f"place {n}"] = QRect(b.mapTo(table, b.rect().topLeft()), b.size())
    out["undo"] = QRect(
        table.undo_button.mapTo(table, table.undo_button.rect().topLeft()), table.undo_button.size()
    )
    return out


def night(d: Driver, names: list[str], seen: dict[str, set[tuple[int, ...]]]) -> None:
    """The referee's club night by its buttons: the called list seat by seat, then each role."""
    table = d.table

    def look() -> None:
        settle()
        if table.controller.view().phase != "night":
            return  # (the morning came: the day has places of its own)
        for key, rect in step_buttons(table).items():
            seen[key].add(rect.getRect())
            assert table.rect().contains(rect), f"{key} is off the window: {rect.getRect()}"

    look()
    for _ in bounded(40, "the night's end"):
        keys = d.button_keys()
        if table.controller.view().phase != "night":
            break
        for key in ("next_seat", "next_step", "end_night"):
            if key in keys:
                d.press(key)
                look()
                break
        else:
            raise AssertionError(f"no way on: {keys}")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_night_s_buttons_keep_their_places_all_night_from_night_to_night(qtbot: QtBot, lang: str) -> None:
    where: dict[str, set[tuple[int, ...]]] = defaultdict(set)
    with looks.look(Appearance(language=lang)):
        for names in (SHORT, LONG):
            roles = {names[0]: "don", names[3]: "mafia", names[6]: "mafia", names[4]: "detective"}
            record = Record(make_setup("club", 11, names, roles))
            table = TableScreen(GameController(record, saver=lambda r: None))
            table.confirm = lambda question: True
            qtbot.addWidget(table)
            table.resize(1366, 768)
            table.show()
            qtbot.waitExposed(table)
            d = Driver(qtbot, table)
            table.controller.submit([EndNight()])
            for n in range(2):  # two nights, each after a day with one vote
                town = [p for p in names if p not in (names[0], names[3], names[6])]
                out = town[n]
                table.controller.submit([Nominate(town[-1], out), Tally(((out, tuple(town[n:])),))])
                settle()
                if "night_ready" in d.button_keys():
                    d.press("night_ready")
                night(d, names, where)
            table.close()
    moved = {key: sorted(rects) for key, rects in where.items() if len(rects) > 1}
    assert not moved, moved
