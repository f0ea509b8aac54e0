"""The whole app with a TV plugged in (Xvfb, two RandR monitors: see test_second_screen_xvfb):
the set-up's choice and *View → Show the table on another screen* put the public table on the
TV, it follows a pass-and-play game live (the deal going round, the night's turns, the morning),
it leaves when the host goes home and comes back with *Continue*, and nothing on it names a living
player's role.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.ui.test_second_screen_xvfb import XVFB, run_child, start_child

pytestmark = pytest.mark.skipif(XVFB is None, reason="Xvfb is not installed")

DEAL = {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"}
PLAYERS = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy"]


def test_the_app_puts_the_live_table_on_the_tv(tmp_path: Path) -> None:
    r = run_child("tests.ui.test_second_screen_app", 240, MAFIA_DESKTOP_DATA_DIR=str(tmp_path))
    assert r["errors"] == [], r["errors"]
    assert r["menu"] == {"enabled": True, "checked": False}, "offered, not on until asked for"
    first = r["steps"][0]
    assert first["screen"] == "TV" and first["full_screen"] and first["focus_on_main"]
    assert "The laptop is with Ann (seat 1)." in first["texts"], "the deal goes round: who has it"
    names = [step["name"] for step in r["steps"]]
    assert names == ["deal", "dealt", "night turn", "morning", "home", "continued", "menu off"]
    by = {step["name"]: step for step in r["steps"]}
    assert by["night turn"]["dark"] and any("The laptop is with" in t for t in by["night turn"]["texts"])
    assert by["dealt"]["banner"] == "Night 1", "a new game on the table: the TV follows it"
    assert by["morning"]["banner"] == "Day 2" and not by["morning"]["dark"]
    assert not by["home"]["shown"] and by["continued"]["shown"] and not by["menu off"]["shown"]
    for step in r["steps"]:
        for text in step.get("texts", []):  # no living player's name beside their role's
            words = text.replace("Mafia Desktop", "").lower()
            for player, role in DEAL.items():
                titles = ("mafia", "mafioso") if role == "mafia" else ("inspector", "detective", "sheriff")
                assert not (player.lower() in words and any(t in words for t in titles)), (step["name"], text)


def child() -> None:
    from PySide6.QtGui import QGuiApplication

    from mafia_desktop.engine.inputs import EndNight, Nominate, Vote
    from mafia_desktop.engine.record import Record
    from mafia_desktop.engine.setup import make_setup
    from mafia_desktop.ui.window.main_window import MainWindow
    from tests.acts import Shoot

    app, errors, wait = start_child()
    report: dict[str, Any] = {"errors": errors, "steps": []}

    window = MainWindow(remember_geometry=False)
    window.setGeometry(100, 100, 1200, 700)
    window.show()
    window.activateWindow()
    wait(lambda: QGuiApplication.focusWindow() is window.windowHandle())
    window.finish_start()
    action = window.tv.action
    assert action is not None
    report["menu"] = {"enabled": action.isEnabled(), "checked": action.isChecked()}
    record = Record(make_setup("classic", 4, PLAYERS, DEAL)).with_note(
        "table", {"mode": "pass", "deal": "reveal"}
    )
    window.open_record(record)
    action.trigger()  # View -> Show the table on another screen

    def tv() -> Any:
        return window.tv.screen.window()

    def step(name: str) -> None:
        wait(
            lambda: tv() is not None and tv().windowHandle() is not None and tv().windowHandle().isExposed(),
            3,
        )
        wait(lambda: False, 0.3)
        shown = tv()
        out: dict[str, Any] = {"name": name, "shown": shown is not None}
        if shown is not None:
            out.update(
                screen=shown.screen().name(),
                full_screen=shown.isFullScreen(),
                focus_on_main=QGuiApplication.focusWindow() is window.windowHandle(),
                texts=shown.texts(),
                banner=shown.circle.centre()[0],
                dark=bool(shown.board() is not None and shown.board().dark),
            )
        report["steps"].append(out)

    step("deal")
    # The same game a night later: the deal was seen, Eve was voted out, the night let begin.
    five = ("Ann", "Bob", "Dan", "Fay", "Gus")
    later = record.with_note("dealt", True)
    for inp in (EndNight(), Nominate("Dan", "Eve"), Vote(five), Vote(five)):
        later = later.with_input(inp)
    window.open_record(later)
    step("dealt")
    controller = window.controller
    controller.set_session(controller.session.with_(night_ready=controller.view().number))
    step("night turn")
    controller.submit([Shoot("Ann", "Fay"), Shoot("Bob", "Fay"), EndNight()])
    step("morning")
    window.go_home()
    step("home")
    window.stack.setCurrentWidget(window.table)
    step("continued")
    action.trigger()
    step("menu off")
    window.tv.close()
    window.controller._saver = None
    window.close()
    print(json.dumps(report), flush=True)
