"""Benchmarks of the table where a person waits, each against a baseline measured in the same run.

1. A tap on a seat, as the table takes it: a hand raised in a vote, from the mouse click on the
   seat to the screen painted (the composer, the session's save to disk, the circle and the panel),
   at 10 and 30 seats; and the paint alone. Baseline: the plain 30-circle painter of run.py.
2. A called-list step (the referee's *Next seat* at night, the shots at it entered): the whole step
   to the screen painted, and the share of it spent in the one atomic save.
3. Opening a 10,000-input record (the main window: read, replay, the table built and painted),
   against only decoding its JSON.

Usage: python benchmarks/table.py (also called by run.py).
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from benchmarks.dispose import delete_now  # noqa: E402

NAMES30 = [f"Player {i}" for i in range(1, 31)]


def _median(times: list[float]) -> float:
    return statistics.median(times)


def _app() -> Any:
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication([])


def _window(record: Any, folder: Path) -> Any:
    from mafia_desktop.ui.window.main_window import MainWindow

    os.environ["MAFIA_DESKTOP_DATA_DIR"] = str(folder)
    w = MainWindow(remember_geometry=False)
    w.resize(1366, 768)
    w.show()
    w.open_record(record)
    w.table.confirm = lambda question: True
    _app().processEvents()
    return w


def _paint(widget: Any) -> None:
    """Have Qt paint what is pending now, as the next frame does: only what was marked changed."""
    _app().processEvents()
    _app().processEvents()


def _drop(window: Any) -> None:
    """A window the benchmark is done with, deleted now, untimed (never by Python's garbage
    collector in the middle of another window's paint, nor by a later benchmark's event loop:
    benchmarks/dispose.py)."""
    import gc

    window.controller._saver = None
    delete_now(window)
    _app().processEvents()
    gc.collect()


def _plain_ms(repeat: int = 30) -> float:
    from benchmarks.run import PLAIN_CIRCLE

    namespace: dict[str, object] = {}
    exec(PLAIN_CIRCLE, namespace)
    plain = namespace["Plain"]()  # type: ignore[operator]
    plain.resize(930, 720)
    plain.show()
    _app().processEvents()
    plain.repaint()
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        plain.update()
        _paint(plain)
        times.append(time.perf_counter() - t)
    plain.close()
    return _median(times) * 1000


def bench_tap(players: int, repeat: int = 20) -> dict[str, float]:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from mafia_desktop.engine.inputs import EndNight, Nominate
    from mafia_desktop.engine.record import Record
    from mafia_desktop.engine.setup import make_setup

    names = NAMES30[:players]
    roles = {names[0]: "mafia", names[1]: "mafia", names[2]: "detective"}
    with tempfile.TemporaryDirectory() as folder:
        w = _window(Record(make_setup("classic", 1, names, roles)), Path(folder))
        w.controller.submit([EndNight(), Nominate(names[3], names[4])])
        _paint(w)
        table = w.table
        circle = table.circle
        taps, paints = [], []
        for i in range(repeat):
            name = names[5 + i % (players - 6)]
            pos = circle.seat_centre(names.index(name)).toPoint()
            t = time.perf_counter()
            QTest.mouseClick(circle, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
            t1 = time.perf_counter()
            _paint(w)
            t2 = time.perf_counter()
            taps.append(t2 - t)
            paints.append(t2 - t1)
        assert table.composer.mode == "hands", table.composer.mode
        _drop(w)
    return {
        f"tap_{players}_seats_ms": round(_median(taps) * 1000, 2),
        f"tap_{players}_seats_paint_ms": round(_median(paints) * 1000, 2),
    }


def bench_called_list(repeat: int = 12) -> dict[str, float]:
    from mafia_desktop.engine.record import Record
    from mafia_desktop.engine.setup import make_setup
    from mafia_desktop.table.session import TableMode
    from mafia_desktop.table.table_flow import Press, Tap

    names = NAMES30[:10]
    roles = {names[0]: "don", names[1]: "mafia", names[2]: "mafia", names[3]: "detective"}
    record = Record(make_setup("club", 1, names, roles)).with_note(
        "table", TableMode("referee", "peek").to_json()
    )
    steps, saves = [], []
    with tempfile.TemporaryDirectory() as folder:
        w = _window(record, Path(folder))
        table = w.table
        controller = table.controller
        saver = controller._saver
        spent: list[float] = []

        def timed_save(rec: Any) -> None:
            t = time.perf_counter()
            saver(rec)
            spent.append(time.perf_counter() - t)

        controller._saver = timed_save
        from mafia_desktop.engine.inputs import EndNight, Nominate, Tally

        town = tuple(n for n in names if n not in (names[0], names[1], names[2], names[9]))
        controller.submit([EndNight(), Nominate(names[4], names[9]), Tally(((names[9], town),))])
        _paint(w)
        for _ in range(20):  # to the called list (the mafia's turn of night 1)
            keys = [b.objectName()[7:] for b in table.step_buttons()]
            if "next_seat" in keys:
                break
            key = next(k for k in ("night_ready", "start_list", "resume_list", "next_step") if k in keys)
            table.send(Press(key))
            _paint(w)
        for i in range(repeat):
            keys = [b.objectName()[7:] for b in table.step_buttons()]
            if "next_seat" not in keys:
                break
            if i % 2 == 0 and controller.view().seats[i % 10].alive:
                table.send(Tap(names[(i + 5) % 10]))  # a sign at the seat called
                _paint(w)
            spent.clear()
            t = time.perf_counter()
            table.send(Press("next_seat"))
            _paint(w)
            steps.append(time.perf_counter() - t)
            saves.append(sum(spent))
        _drop(w)
    step = _median(steps)
    return {
        "called_list_steps": len(steps),
        "called_list_step_ms": round(step * 1000, 2),
        "called_list_save_share": round(_median(saves) / step, 2) if step else 0.0,
    }


def bench_open(repeat: int = 3) -> dict[str, float]:
    """Opening a 10,000-input game: from the game store (*Continue*: it goes on in its own file),
    and from a file elsewhere (a copy goes into the store first: one more write of the record)."""
    from mafia_desktop.engine.record import Record, decode_json
    from mafia_desktop.storage.games import GameStore, write_atomically
    from mafia_desktop.ui.window.main_window import MainWindow

    record = big_game()
    assert len(record.inputs) >= 10_000, len(record.inputs)
    data = record.dumps()
    decode = min(_time(lambda: decode_json(data.encode())) for _ in range(repeat))
    out: dict[str, float] = {"open_inputs": len(record.inputs), "decode_json_ms": round(decode * 1000, 1)}
    with tempfile.TemporaryDirectory() as folder:
        os.environ["MAFIA_DESKTOP_DATA_DIR"] = str(Path(folder) / "data")
        outside = Path(folder) / "big.mafia.json"
        write_atomically(outside, data)
        for name in ("store", "copy"):
            opens = []
            for _ in range(repeat):
                w = MainWindow(remember_geometry=False)
                w.resize(1366, 768)
                w.show()
                _app().processEvents()
                path = outside
                if name == "store":
                    path = GameStore(w.store.folder).new_path()
                    write_atomically(path, data)
                deadline = time.monotonic() + 30
                while w.resume_pending and time.monotonic() < deadline:  # the home screen's look
                    _app().processEvents()  # for a game to continue: done before the click
                    time.sleep(0.01)
                t = time.perf_counter()
                assert w.open_file(str(path), interactive=False) is None
                _paint(w)
                opens.append(time.perf_counter() - t)
                assert isinstance(w.controller.record, Record)
                _drop(w)
            out[f"open_{name}_ms"] = round(min(opens) * 1000, 1)
    out["open_vs_decode_ratio"] = round(out["open_store_ms"] / out["decode_json_ms"], 2)
    return out


def big_game(players: int = 30, inputs: int = 10_000, seed: int = 1) -> Any:
    """A classic game of ``players`` whose days see many failed accusations, to about ``inputs``
    inputs: the mafia agree at night, each day's last accusation carries."""
    import random

    from mafia_desktop.engine.deal import deal_roles
    from mafia_desktop.engine.errors import IllegalInput
    from mafia_desktop.engine.game import Game
    from mafia_desktop.engine.inputs import EndNight, Nominate, Vote
    from mafia_desktop.engine.record import Record
    from mafia_desktop.engine.roles import is_mafia
    from mafia_desktop.engine.rules import PRESETS
    from mafia_desktop.engine.setup import make_setup
    from tests.acts import Shoot
    from tests.engine.random_play import carry_an_accusation

    names = NAMES30[:players]
    rules = PRESETS["classic"]
    setup = make_setup(rules, seed, names, deal_roles(rules, names, seed))
    game = Game(setup)
    rnd = random.Random(seed)
    game.apply(EndNight())
    while game.winner is None:
        if game.night is not None:
            victim = rnd.choice([p for p in game.alive if not is_mafia(game.role_of(p))])
            for shooter in game.living_mafia():
                game.apply(Shoot(shooter, victim))
            game.apply(EndNight())
            continue
        for _ in range(max(0, min(400, (inputs - len(game.inputs)) // 2))):
            accuser, suspect = rnd.sample(game.alive, 2)
            try:
                game.apply(Nominate(accuser, suspect))
                game.apply(Vote((accuser,)))
            except IllegalInput:
                break
        carry_an_accusation(game, rnd)
    return Record(setup, tuple(game.inputs))


def _time(fn: Any) -> float:
    t = time.perf_counter()
    fn()
    return time.perf_counter() - t


def bench_table(quick: bool = False) -> dict[str, float]:
    _app()
    out: dict[str, float] = {"plain_30_circles_paint_ms": round(_plain_ms(), 2)}
    for players in (10, 30):
        out.update(bench_tap(players, 10 if quick else 20))
    out["tap_30_ratio"] = round(out["tap_30_seats_ms"] / out["plain_30_circles_paint_ms"], 2)
    out.update(bench_called_list())
    out.update(bench_open(2 if quick else 3))
    return out


if __name__ == "__main__":
    import json

    print(json.dumps(bench_table("--quick" in sys.argv), indent=2))
