"""The Commissar's choice and the Reporter's two players on the screens themselves: the referee
console's buttons, prompts and held answer, and the laptop in the middle's step on the private
panel (the roles registered in ``tests/table/test_night_choices.py`` alone). With
``MAFIA_SHOTS=<dir>`` set, each screen is saved there as a PNG to look at."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from mafia_desktop import phrases
from mafia_desktop.engine.events import Acted
from mafia_desktop.engine.inputs import NightInput
from mafia_desktop.engine.kinds import KINDS, register_kind
from mafia_desktop.engine.record import Record
from mafia_desktop.engine.roles import registered
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.ui.table.controller import GameController
from mafia_desktop.ui.table.screen import TableScreen
from tests.table.test_night_choices import (
    COMMISSAR,
    COMPARE,
    COMPARE_ACT,
    DEAL,
    FIRE,
    PLAYERS,
    REPORTER,
    rules,
)
from tests.ui.table_driver import Driver
from tests.ui.test_pass_and_play import Pass


@pytest.fixture(autouse=True)
def test_roles() -> Iterator[None]:
    register_kind(COMPARE)
    try:
        with registered(COMMISSAR, FIRE), registered(REPORTER, COMPARE_ACT):
            yield
    finally:
        KINDS.pop(COMPARE.id, None)


def shot(widget: TableScreen, name: str) -> None:
    folder = os.environ.get("MAFIA_SHOTS")
    if folder:
        for _ in range(3):  # the places settle on the next turns of the event loop
            QApplication.processEvents()
        widget.grab().save(str(Path(folder) / f"{name}.png"))


def table_of(qtbot: QtBot, mode: str, saved: list[Record]) -> tuple[TableScreen, Record]:
    deal = {p: DEAL.get(p, "civilian") for p in PLAYERS}
    record = Record(make_setup(rules(), 5, PLAYERS, deal))
    if mode != "referee":
        record = record.with_note("table", {"mode": mode, "deal": "reveal"}).with_note("dealt", True)
    table = TableScreen(GameController(record, saver=saved.append))
    table.confirm = lambda q: True
    qtbot.addWidget(table)
    table.resize(1366, 768)
    table.show()
    return table, record


def test_the_referee_console_offers_the_acts_and_takes_two_taps(qtbot: QtBot) -> None:
    saved: list[Record] = []
    table, record = table_of(qtbot, "referee", saved)
    d = Driver(qtbot, table, record)
    d.press("end_night")  # the meeting night
    d.press("end_day")
    if "night_ready" in d.button_keys():
        d.press("night_ready")
    d.tap("Fay")  # the mafia's victim
    d.press("next_step")  # the Detective's call, skipped
    assert table.prompt.text() == "Commissar, wake up: press what they do tonight, then tap the player."
    assert d.button_keys()[:2] == ["act:check", "act:commissar_fire"]
    assert d.button("act:commissar_fire").text() == "Fire (once a game)"  # type: ignore[union-attr]
    shot(table, "referee_choice")
    d.press("act:commissar_fire")
    assert table.prompt.text() == "Commissar, wake up: tap the player they kill."
    shot(table, "referee_chosen")
    d.tap("Bob")
    assert saved[-1].inputs[-1] == NightInput("commissar_fire", "Cid", "Bob")
    assert table.prompt.text() == "Reporter, wake up: tap the two players they compare."
    d.tap("Ann")
    assert table.prompt.text().endswith("Marked: Ann. Tap the next player they name.")
    shot(table, "referee_marked")
    d.tap("Eve")
    assert saved[-1].inputs[-1] == NightInput("reporter_compare", "Dan", "Ann", ("Eve",))
    assert table.referee is not None
    assert table.referee.answer_text() == "The Reporter: Ann and Eve — two sides"
    table.referee.answer_button.pressed.emit()
    shot(table, "referee_answer")
    table.referee.answer_button.released.emit()
    # The referee's log line (the protocol's too) names both players and the result's words.
    event = Acted("reporter_compare", "Dan", "Ann", "different", ("Eve",)).to_json()
    assert phrases.event_text(event, rules()) == "Dan compared Ann and Eve: two sides"


def test_the_laptop_in_the_middle_shows_the_choice_on_the_woken_role_s_step(qtbot: QtBot) -> None:
    saved: list[Record] = []
    table, record = table_of(qtbot, "middle", saved)
    p = Pass(qtbot, table, record)
    for _ in range(12):  # the meeting night, then the day: to the first night's wakes
        if "morning" in p.panel.buttons:
            p.press("morning")
        elif table.turns.shown():
            table.turns.session.flow.time_up()  # type: ignore[union-attr]
            table.turns.session.render()  # type: ignore[union-attr]
        else:
            d = Driver(qtbot, table)
            key = next(k for k in ("end_night", "end_day", "night_ready") if k in d.button_keys())
            d.press(key)
        if table.turns.shown() and p.title() == "Commissar, wake up":
            break
    assert p.title() == "Commissar, wake up"
    assert list(p.panel.buttons) == ["act:check", "act:commissar_fire", "nobody", "more_time"]
    assert p.panel.buttons["act:commissar_fire"].text() == "Fire (once a game)"
    words = p.hold()
    assert words.startswith("Choose below what you do tonight")
    shot(table, "middle_choice")
    p.release()
    p.press("act:commissar_fire")
    assert list(p.panel.buttons) == ["confirm", "nobody", "more_time"]
    assert p.hold().startswith("You chose: Fire (once a game).")
    p.tap("Bob")
    shot(table, "middle_chosen")
    p.release()
    p.press("confirm")
    assert saved[-1].inputs[-1] == NightInput("commissar_fire", "Cid", "Bob")
