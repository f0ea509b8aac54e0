"""The app with players' phones, in a process of its own, for the kill -9 test
(``test_phones_killed.py``, which holds the phones: real Chromium tabs); never collected on its own.

``MAFIA_PHONES_STAGE``:

- ``first``: the main window opens a club game in pass-and-play with phones (its server on
  127.0.0.1: the loopback interface picked as the host picks a network); says the players' links;
  waits for the three phones to join; deals on the private panel, ends the zero night and day; says
  the night began, and waits to be killed (the test SIGKILLs it once a phone made its first pick).
- ``resume``: the main window starts on the same data folder, and the home screen's *Continue*
  is clicked: the game comes back with its phones; says where it listens; the laptop's private
  panel takes the turns of the players without a phone while the phones play theirs; the morning;
  says the log, and waits for the test's word to end.

``MAFIA_PHONES_DATA``: the data folder both runs share; ``MAFIA_PHONES_STATUS``: the JSON lines it
writes as it goes; ``MAFIA_PHONES_GO``: the file the test makes when this run may end.
"""

from __future__ import annotations

import functools
import json
import os
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from mafia_desktop import settings
from mafia_desktop.engine.record import Record
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.phones import network
from mafia_desktop.ui.table.screen import TableScreen
from mafia_desktop.ui.window.main_window import MainWindow
from tests.ui.table_driver import Driver
from tests.ui.test_pass_and_play import CLUB, TEN, Pass

PHONES = ("Ann", "Eve", "Bob")
WAIT = 60_000  # ms: the most any step of the laptop's may take
#: the laptop's players' picks on the first night: the mafia shoot the Sheriff; decoys
LAPTOP_PICKS = {"Dan": ("Eve", None), "Gus": ("Eve", None)}


def say(**what: Any) -> None:
    """A line of the run's status, on disk at once (the test reads it while this runs)."""
    with open(os.environ["MAFIA_PHONES_STATUS"], "a", encoding="utf-8") as out:
        out.write(json.dumps(what) + "\n")
        out.flush()
        os.fsync(out.fileno())


def links(table: TableScreen) -> dict[str, str]:
    assert table.phones is not None
    return {name: table.phones.link(name) or "" for name in TEN}


def test_the_app_with_phones(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    stage = os.environ["MAFIA_PHONES_STAGE"]
    go = Path(os.environ["MAFIA_PHONES_GO"])
    monkeypatch.setenv("MAFIA_DESKTOP_DATA_DIR", os.environ["MAFIA_PHONES_DATA"])
    # The network the host picks is the loopback one here (the phones are on this machine).
    monkeypatch.setattr(network, "pick", functools.partial(network.pick, loopback=True))
    settings.write(settings.PHONES_ADDRESS, "127.0.0.1")
    window = MainWindow(remember_geometry=False)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: not window.resume_pending, timeout=WAIT)

    if stage == "first":
        record = Record(make_setup("club", 4, TEN, CLUB)).with_note(
            "table", {"mode": "pass", "deal": "reveal", "phones": True, "turn_seconds": 1}
        )
        window.open_record(record)
        table = window.table
        assert table is not None and table.phones is not None and table.phones.on
        table.confirm = lambda q: True
        say(stage="open", links=links(table), port=table.phones.server.port, pid=os.getpid())
        qtbot.waitUntil(lambda: set(table.controller.session.phones) == set(PHONES), timeout=WAIT)
        p, d = Pass(qtbot, table, record), Driver(qtbot, table)
        p.deal()
        d.press("end_night")  # the zero night: they met at the deal
        d.press("end_day")
        assert p.title().startswith("Pass the laptop to Cid"), p.title()
        say(stage="night", inputs=len(table.controller.record.inputs))
        qtbot.waitUntil(go.exists, timeout=300_000)  # the test kills this run before
        raise AssertionError("the run was not killed")

    # --- resumed ---
    assert window.home.continue_button.isVisible(), "Continue the game is offered"
    qtbot.mouseClick(window.home.continue_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.table is not None, timeout=WAIT)
    table = window.table
    assert table is not None and table.phones is not None
    table.confirm = lambda q: True
    controller = table.controller
    say(
        stage="resumed",
        port=table.phones.server.port,
        links=links(table),
        phones=list(controller.session.phones),
        inputs=len(controller.record.inputs),
        pid=os.getpid(),
    )
    p, d = Pass(qtbot, table, controller.record), Driver(qtbot, table)
    for who in ("Cid", "Dan", "Fay", "Gus", "Hal", "Ivy", "Jon"):
        qtbot.waitUntil(lambda: p.on_panel() and "Pass the laptop to" in p.title(), timeout=WAIT)
        assert p.title().startswith(f"Pass the laptop to {who}"), (who, p.title())
        p.turn(*LAPTOP_PICKS.get(who, ("Cid", None)))
        QApplication.processEvents()  # the phones' requests, between two players' turns
    qtbot.waitUntil(lambda: "morning" in p.panel.buttons, timeout=300_000)  # the phones' turns
    p.press("morning")
    say(stage="morning", log=d.log(), phones=list(controller.session.phones))
    qtbot.waitUntil(go.exists, timeout=300_000)
    table.close_game()
    window.shutdown()
