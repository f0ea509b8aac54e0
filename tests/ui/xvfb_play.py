"""Whole games in one window, as a party plays an evening: run by ``test_games_under_xvfb.py`` in a
process of its own on a real X server (Qt's xcb platform), never collected on its own.

Every preset in every mode is played in the same main window by the spy's mouse and keys (the
table's circle and buttons, the private panel's hold and taps, Ctrl+Z), each game opened as the
group opens the next one; two games are abandoned halfway and another started. After each game
the X server's own picture of the window is saved (``MAFIA_PLAY_SHOTS``), and a line of JSON per
game says how far it went. At the end only the last game's screen is alive, and only its clocks
run.
"""

from __future__ import annotations

import gc
import json
import os
import random
import zlib
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from mafia_desktop.engine.record import Record
from mafia_desktop.engine.roles import NIGHT_ACTS
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.table import table_flow as tf
from mafia_desktop.table.presenter import present
from mafia_desktop.ui.table.screen import TableScreen
from mafia_desktop.ui.window.main_window import MainWindow
from tests.ui.spy import MODES, PRESETS, SHOWN, TEN, Spy, deals, rules_of, steady_table

ABANDONED_AFTER = (0, 5)  # after these games, one is abandoned halfway


class Player(Spy):
    """A person at the table, by mouse and keys: at each moment one of the things the table offers
    (a seat tapped, a step's button, Ctrl+Z now and then; a clock or the narrator when the stage
    waits for one), picked as a person picks; on the private panel, a hold, a seat picked by its
    number key, and the turn's button. Each step is only named (the onlooker's record of every
    widget at every step is the spy test's, not the evening's)."""

    rnd: random.Random = random.Random(0)
    going_back: bool = False
    last_pick: str = ""

    def note(self, step: str) -> None:
        self.steps.append(step)

    def key_pick(self, name: str) -> None:
        seats = [s.name for s in self.panel.circle.seats()]
        if name not in seats:  # the first the panel lets this player pick, in tonight's order
            selectable = self.panel.circle.marks().selectable
            tonight = self.public().number
            order = sorted(seats, key=lambda n: zlib.crc32(f"{tonight} {n}".encode()))
            name = next((n for n in order if n in selectable), seats[0])
            screen = self.panel.shown_screen
            here = repr((screen.who, screen.call, screen.pick, screen.round)) if screen is not None else ""
            if here and here == self.last_pick:  # the same pick again: refused (a rule of the act)
                name = self.rnd.choice([n for n in seats if n in selectable] or seats)
            self.last_pick = here
        super().key_pick(name)

    def _pick(self, screen: Any) -> str:
        return ""  # any seat the panel lets this player pick (see key_pick)

    def target(self, act: str | None = None) -> str | None:
        return None

    def _clumsy(self) -> None:
        """(The spy test presses every shortcut on the panel: not again at every turn here.)"""

    def play_to_the_end(self, steps: int, nights: int | None = None) -> None:
        """Play until a side wins (``nights``: until that many nights have ended, by day)."""
        for _ in range(steps):
            QApplication.processEvents()
            public = self.public()
            if public.phase == "over":
                return
            if nights is not None and public.phase == "day" and self._nights() >= nights:
                return
            if self.on_panel():
                self._private_step()
                continue
            self._table_step()
        public = self.public()
        where = (
            public.preset,
            self.mode,
            public.phase,
            public.number,
            len(self.window.controller.record.inputs),
            tf.stage_of(self.table.flow_state()),
            self.buttons(),
            [i.act for i in self.window.controller.record.inputs[-8:]],
        )
        raise AssertionError(f"no end after {steps} steps {where}: {self.steps[-12:]}")

    def _table_step(self) -> None:
        table = self.table
        state = table.flow_state()
        stage = tf.stage_of(state)
        if stage == "night_must_kill":
            self.going_back = True
        elif stage != "night_call" or state.composer().prompt().code == "night_team_shot":
            self.going_back = False
        for message in choose(state, self.rnd, self.going_back):
            if isinstance(message, tf.Tap):
                self.tap_table(message.name)
            elif isinstance(message, tf.Press):
                self.press(message.key)
            elif isinstance(message, tf.Undo):
                self.qtbot.keyClick(self.window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
                self.note("ctrl+z")
            else:  # a clock ran out, or the narrator fell silent: what the stage waits for
                table.send(message)
                self.note(tf.kind_of(message))


def choose(state: tf.TableState, rnd: random.Random, going_back: bool) -> list[tf.Message]:
    """What a person at the table does next, as messages (each done by mouse or keys): one of the
    things offered, picked by its weight; a vote as a group votes (most hands up, then counted); the
    called list as the mafia shoot (every shooter signs at one seat, the same all night); back, step
    by step, when the referee is told the night must still kill."""
    frame = present(state)
    stage = tf.stage_of(state)
    lit = frame.selectable  # a person taps the seats the table lights
    ways = [
        m
        for m in tf.messages_now(state)
        if not isinstance(m, tf.Hold) and (not isinstance(m, tf.Tap) or m.name in lit)
    ]
    ways += tf.legal_extras(state)
    assert ways, f"{stage}: no way on"
    count = next((b.key for b in frame.step.buttons if b.key in ("count_votes", "count_tally")), None)
    if frame.input in ("hands", "tally") and count is not None and not frame.raised and rnd.random() < 0.9:
        names = sorted(lit)
        raised = rnd.sample(names, k=max(1, (len(names) * rnd.choice((6, 7, 8))) // 10))
        return [*(tf.Tap(n) for n in raised), tf.Press(count)]
    night = frame.night
    if stage == "called_list" and night is not None and night.called is not None and rnd.random() < 0.9:
        legal = state.referee.legal if state.referee is not None else ()
        shared = [a for a in legal if a.act in NIGHT_ACTS and NIGHT_ACTS[a.act].behaviour.shared]
        shooters = sorted({by for a in shared for by in a.by})
        living = sorted(s.name for s in state.public.seats if s.alive and s.name not in shooters)
        target = living[state.public.number % len(living)] if living else None
        if night.called[1] == target:
            return [*(tf.Tap(n) for n in shooters if n not in frame.picked), tf.Press("next_seat")]
        return [tf.Press("next_seat")]
    back = tf.Press("back_step")
    if going_back and back in ways:
        return [back]
    kinds = Counter(tf.kind_of(m) for m in ways)
    weights = [WEIGHTS.get(tf.kind_of(m), 1.0) / kinds[tf.kind_of(m)] for m in ways]
    return [rnd.choices(ways, weights=weights)[0]]


# How often a person picks each kind when several are offered (undo, going back, cancelling: now
# and then, as a referee's slip).
WEIGHTS = {
    "tap": 3.0,
    "press:end_day": 3.0,
    "press:nominate": 0.7,
    "undo": 0.05,
    "press:cancel": 0.2,
    "press:back_step": 0.2,
    "press:back_seat": 0.2,
    "press:list_again": 0.2,
    "press:extra_points": 0.0,
    "press:own_card": 0.05,  # a player asks to see their card now and then, not every other step
}


def _record(preset: str, mode: str, deal: dict[str, str], seed: int) -> Record:
    return Record(make_setup(rules_of(preset), seed, [SHOWN[n] for n in TEN], deal)).with_note(
        "table", {"mode": mode, "deal": "reveal" if mode != "referee" else "peek"}
    )


def evening_window(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> tuple[Any, MainWindow]:
    """The table's steady clock and the one main window of an evening, shown at laptop size and
    active on the X server."""
    clock = steady_table(monkeypatch)
    window = MainWindow(remember_geometry=False)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=10000)
    return clock, window


def test_an_evening_of_whole_games(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> None:
    assert QGuiApplication.platformName() == "xcb", "a real X server"
    shots = Path(os.environ.get("MAFIA_PLAY_SHOTS", "")) if os.environ.get("MAFIA_PLAY_SHOTS") else None
    report = Path(os.environ["MAFIA_PLAY_REPORT"])
    clock, window = evening_window(qtbot, monkeypatch)
    lines = []
    games = [(preset, mode) for preset in PRESETS for mode in MODES]
    seed = 20
    for index, (preset, mode) in enumerate(games[int(os.environ.get("MAFIA_PLAY_FROM", "0")) :]):
        for abandoned in (True, False) if index in ABANDONED_AFTER else (False,):
            seed += 1
            deal = {SHOWN[n]: r for n, r in deals(preset, mode)[0].items()}
            window.open_record(_record(preset, mode, deal, seed))  # the next game: the last is left
            table = window.table
            assert table is not None
            table.confirm = lambda question: True
            table.private.ring.hold_ms = 0
            spy = Player(
                qtbot,
                window,
                clock,
                capfd.readouterr,
                deal,
                tuple(SHOWN[n] for n in ("Bob", "Cid", "Dan")),
                mode,
            )
            spy.rnd = random.Random(seed)
            spy.play_to_the_end(1500, nights=2 if abandoned else None)
            public = spy.public()
            lines.append(
                {
                    "preset": preset,
                    "mode": mode,
                    "abandoned": abandoned,
                    "phase": public.phase,
                    "day": public.number,
                    "inputs": len(window.controller.record.inputs) if window.controller else 0,
                    "steps": len(spy.steps),
                }
            )
            if shots is not None:
                screen = window.screen()
                picture = screen.grabWindow(0, window.x(), window.y(), window.width(), window.height())
                picture.save(
                    str(shots / f"{index:02d}-{preset}-{mode}{'-abandoned' if abandoned else ''}.png")
                )
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    alive = [o for o in gc.get_objects() if isinstance(o, TableScreen)]
    last = window.table
    running_elsewhere = [
        t.objectName() for o in alive if o is not last for t in o.findChildren(QTimer) if t.isActive()
    ]
    report.write_text(
        json.dumps({"games": lines, "screens_alive": len(alive), "old_clocks_running": running_elsewhere}),
        encoding="utf-8",
    )
    window.shutdown()
