"""Feeding a list of inputs to the table as if they were tapped, one every few milliseconds.

Used by the crash tests (``mafia-desktop open GAME --feed INPUTS.json``): after each input is
accepted, saved and on screen, the feeder prints ``confirmed N`` (N inputs in the record), so a
test that kills the app knows what the table had confirmed. Inputs already in the record are
skipped, so a resumed game is fed from where it stopped.

A vote is tapped hand by hand on the seat circle, as a referee taps raised hands, and only then
counted: after each hand the feeder prints ``tapped N`` (N hands in the saved draft), so a kill
can land among the taps; a resumed game finds the hands already tapped and taps the rest.

The club's sport goes in as the referee enters it: a foul by the seat's long press, the best move
by its button and a tap on each player named (each tap saved, ``tapped N``), extra points as the
dialog enters them.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from PySide6.QtCore import QObject, QTimer

from mafia_desktop.engine.inputs import BestMove, ExtraPoints, Foul, Vote, input_from_json
from mafia_desktop.table.table_flow import Hold, Press, Tap


class Feeder(QObject):
    def __init__(self, window: Any, path: str, app: Any, interval_ms: int = 5) -> None:
        super().__init__(window)
        with open(path, encoding="utf-8") as f:
            self._inputs = [input_from_json(obj) for obj in json.load(f)]
        self._window = window
        self._app = app
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self._on_timer_timeout)

    def start(self) -> None:
        controller = self._window.controller
        print(f"game {self._window.game_path}", flush=True)
        print(f"confirmed {len(controller.record.inputs)}", flush=True)
        self._timer.start()

    def _on_timer_timeout(self) -> None:
        controller = self._window.controller
        done = len(controller.record.inputs)
        if done >= len(self._inputs):
            self._timer.stop()
            print("fed all", flush=True)
            self._app.quit()
            return
        nxt = self._inputs[done]
        table = self._window.table
        if isinstance(nxt, Vote) and table.frame.input == "hands":
            missing = [v for v in nxt.voters if v not in table.frame.hands]
            if missing:  # one hand a tick, each saved with the session before the next
                table.send(Tap(missing[0]))
                table.repaint()
                print(f"tapped {len(table.frame.hands)}", flush=True)
                return
            if list(table.frame.hands) == list(nxt.voters):
                table.send(Press("count_votes"))
                table.repaint()
                print(f"confirmed {len(controller.record.inputs)}", flush=True)
                return
        if isinstance(nxt, Foul):
            table.send(Hold(nxt.player))
            self._confirmed()
            return
        if isinstance(nxt, BestMove):
            if table.frame.input != "best_move":
                table.send(Press("best_move"))
            missing = [t for t in nxt.targets if t not in table.frame.hands]
            if missing:
                table.send(Tap(missing[0]))
                table.repaint()
                print(f"tapped {len(table.frame.hands)}", flush=True)
                return
            table.send(Press("enter_best_move"))
            self._confirmed()
            return
        if not controller.submit([nxt], aside=isinstance(nxt, ExtraPoints)):
            print(f"refused {done}", file=sys.stderr, flush=True)
            self._app.exit(3)
            return
        self._window.table.repaint()  # on screen before it counts as confirmed
        print(f"confirmed {len(controller.record.inputs)}", flush=True)

    def _confirmed(self) -> None:
        self._window.table.repaint()  # on screen before it counts as confirmed
        print(f"confirmed {len(self._window.controller.record.inputs)}", flush=True)
