"""A night with every player on their own phone, against the same night passed round the laptop
(issue 49: goal, the phone night under a third of the passed one), measured as the players live it:
from nightfall (the host's *End day*) to the morning shown on the laptop.

A youth-rules table of twelve (three mafiosi, a Detective, a Doctor), of the median player:
each takes 6 s over their turn, the same pauses before the same acts on the laptop's panel and on
the phone's page (:data:`THINK`, 6 s in all: hold to see the question and look round the circle,
tap a seat, confirm; hold to read the answer, Done: five acts, two of them holds of a second or
so, as the issue counted them). Both nights run the real table (:class:`~mafia_desktop.ui.table.screen.TableScreen`,
offscreen, its games saved to disk at every act as the app saves them), and the app's own minimum
time per turn (8 s, as shipped): a turn lasts what the person and the app make of it.

**Phones** (``phones_night_s``): the twelve phones are Python phones in a process of their own
(benchmarks/phone_player.py; each from an address of its own on loopback, as twelve devices on the
Wi-Fi), following the page's rules (a poll always waiting, an act beside it, a button pressed once
its countdown has run out on the page); the laptop serves them from its own event loop, its server
ticking every 100 ms as shipped. Nothing is scaled: the night runs in real time (about a quarter of
a minute), so the laptop's renders, saves and ticks weigh what they weigh for a real table, and
twelve phones' acts come as close together as they do in a room. (A clock sped up tenfold would
have made the fixed 100 ms tick, and the laptop's work, weigh ten times what the players feel, and
crowded the phones' acts ten times closer together.)

**Passed round** (``pass_night_s``): the same turns, one player after another on the laptop's
private panel, with a hand-over of :data:`HANDOVER` seconds before each (the laptop passed to the
next seat; the issue measured 5-10 s with real hand-overs: the short one favours the laptop). A
person and the laptop take turns here, nothing overlaps, so the night is simulated exactly rather
than slept through: each of the person's acts is made on the real panel at once and the laptop's
work for it (the act, the save, the repaint) is timed; the person's pauses and hand-overs are added
as seconds of a clock of the night's own, which the panel reads for its minimum time. The night is
the sum: ``pass_person_s`` (the people) plus ``pass_laptop_s`` (the laptop's work).

Also reported: each phone's longest wait for the laptop's answer to an act, the presses the laptop
did not take (a press made as the page's countdown ran out, a moment before the laptop's own), and
how many screens each phone got in the night.

Usage: python benchmarks/phones.py [--quick] (also called by run.py).
"""

from __future__ import annotations

import json
import os
import queue
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from benchmarks.dispose import delete_now  # noqa: E402
from benchmarks.phone_player import SCRIPT  # noqa: E402

NAMES = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lea"]
ROLES = {"Ann": "mafia", "Bob": "mafia", "Cid": "mafia", "Dan": "detective", "Eve": "doctor"}
VICTIM = "Lea"
#: The person's pause before each act of :data:`~benchmarks.phone_player.SCRIPT`, in seconds: 6 s
#: in all (the question held and the circle looked round, the pick confirmed, the answer held
#: and read).
THINK = (0.0, 2.0, 1.0, 0.0, 3.0)
#: Passing the laptop to the next seat.
HANDOVER = 3.0
#: The app's minimum time per turn, as shipped (TableMode.turn_seconds).
TURN_SECONDS = 8


def _app() -> Any:
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication([])


def _picks(who: str) -> list[str]:
    """Everyone's pick: the mafia shoot the victim; everyone else (the Doctor, the Detective, the
    decoys) names Kim, and Kim names Jon."""
    if ROLES.get(who) == "mafia":
        return [VICTIM]
    return ["Kim" if who != "Kim" else "Jon"]


def _table(folder: Path, phones: bool) -> Any:
    """The real table, its game saved at every act as the app saves it."""
    from mafia_desktop.engine.record import Record
    from mafia_desktop.engine.setup import make_setup
    from mafia_desktop.storage.games import GameStore
    from mafia_desktop.ui.table.controller import GameController
    from mafia_desktop.ui.table.screen import TableScreen

    os.environ["MAFIA_DESKTOP_DATA_DIR"] = str(folder)
    note: dict[str, object] = {"mode": "pass", "deal": "reveal", "turn_seconds": TURN_SECONDS}
    if phones:
        note["phones"] = True
    record = Record(make_setup("youth", 12, NAMES, ROLES)).with_note("table", note)
    store = GameStore(folder / "games")
    path = store.new_path()
    controller = GameController(record, saver=lambda r: store.save(path, r))
    table = TableScreen(controller)
    table.confirm = lambda question: True
    table.resize(1366, 768)
    table.show()
    _app().processEvents()
    return table


class Hands:
    """What a person does on the laptop: the panel's hold target, a seat, a button, the table's
    buttons. Each act is carried out and painted (the event loop run until it is idle)."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.panel = table.private
        self.panel.ring.hold_ms = 0  # (the person's hold is in their pause)

    def settle(self) -> None:
        app = _app()
        app.processEvents()
        app.processEvents()

    def hold(self) -> None:
        self.panel.ring.press()
        self.panel.ring._on_tick_timeout()
        self.settle()

    def release(self) -> None:
        self.panel.ring.release()
        self.settle()

    def tap(self, name: str) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        names = [s.name for s in self.panel.circle.seats()]
        pos = self.panel.circle.seat_centre(names.index(name)).toPoint()
        QTest.mouseClick(self.panel.circle, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
        self.settle()

    def press(self, key: str) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        button = self.panel.buttons[key]
        assert button.isEnabled(), key
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        self.settle()

    def table_press(self, key: str) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        button = next(b for b in self.table.step_buttons() if b.objectName() == f"action_{key}")
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        self.settle()

    def deal(self) -> None:
        """The deal, untimed: every card seen; the table's first day is up."""
        for _ in range(len(NAMES)):
            self.hold()
            self.release()
            if not self.panel.buttons["got_it"].isEnabled():
                self.panel.skip_wait()
            self.press("got_it")
        self.press("to_table")


class NightClock:
    """The passed night's own clock, in seconds, for the panel's minimum time (it reads
    ``time.monotonic``): the people's pauses and the laptop's timed work move it."""

    def __init__(self) -> None:
        self.now = 1000.0

    def monotonic(self) -> float:
        return self.now


def pass_night(folder: Path) -> dict[str, float]:
    """The night passed round: every player's turn on the panel, then the morning."""
    from mafia_desktop.ui.private import panel as panel_module

    table = _table(folder, phones=False)
    hands = Hands(table)
    hands.deal()
    clock = NightClock()
    real_time = panel_module.time
    panel_module.time = clock  # type: ignore[assignment]
    laptop = 0.0
    person = 0.0

    def machine(act: Callable[[], None]) -> None:
        nonlocal laptop
        start = time.perf_counter()
        act()
        spent = time.perf_counter() - start
        laptop += spent
        clock.now += spent

    def wait(seconds: float) -> None:
        nonlocal person
        person += seconds
        clock.now += seconds

    try:
        machine(lambda: hands.table_press("end_day"))  # nightfall
        for who in NAMES:
            assert hands.panel.title.text().startswith(f"Pass the laptop to {who}"), hands.panel.title.text()
            wait(HANDOVER)
            picks = iter(_picks(who))
            for (kind, what), pause in zip(SCRIPT, THINK, strict=True):
                wait(pause)
                if kind == "held":
                    machine(hands.hold)
                elif kind == "tap":
                    pick = next(picks)
                    machine(lambda pick=pick: hands.tap(pick))
                else:
                    machine(hands.release)
                    button = hands.panel.buttons[str(what)]
                    if not button.isEnabled():  # the last button waits for the minimum time
                        wait(max(0.0, hands.panel._unlock_at - clock.now))
                        machine(hands.panel._on_clock_timeout)
                    machine(lambda key=str(what): hands.press(key))
        machine(lambda: hands.press("morning"))
        assert f"{VICTIM} was killed in the night" in _log(table)
    finally:
        panel_module.time = real_time  # type: ignore[assignment]
        table.controller._saver = None
        table.close_game()
        delete_now(table)
        _app().processEvents()
    return {"night": person + laptop, "person": person, "laptop": laptop}


def _log(table: Any) -> list[str]:
    return [table.log.item(i).text() for i in range(table.log.count())]


def phone_night(folder: Path) -> dict[str, Any]:
    """The night with every player on a phone (in a process of their own), in real time."""
    from PySide6.QtCore import QEventLoop, QTimer

    table = _table(folder, phones=True)
    phones = table.phones
    assert phones is not None and table.start_phones("127.0.0.1")
    hands = Hands(table)
    order = {
        "links": {name: phones.link(name) for name in NAMES},
        "sources": {name: f"127.0.0.{10 + i}" for i, name in enumerate(NAMES)},
        "picks": {name: _picks(name) for name in NAMES},
        "think": THINK,
    }
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    player = subprocess.Popen(
        [sys.executable, str(ROOT / "benchmarks" / "phone_player.py")],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=env,
        cwd=str(ROOT),
    )
    lines: queue.Queue[str] = queue.Queue()

    def read() -> None:
        assert player.stdout is not None
        for line in player.stdout:
            lines.put(line)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    assert player.stdin is not None
    player.stdin.write(json.dumps(order) + "\n")
    player.stdin.flush()

    def until(done: Callable[[], bool], bound: float = 120.0) -> None:
        """Qt's loop runs (the laptop serves the phones) until ``done``."""
        loop = QEventLoop()
        timer = QTimer()
        timer.setInterval(5)
        started = time.monotonic()
        came = [False]

        def check() -> None:
            came[0] = came[0] or done()
            if came[0] or time.monotonic() - started > bound or player.poll() is not None:
                loop.quit()

        timer.timeout.connect(check)
        timer.start()
        loop.exec()
        timer.stop()
        assert came[0], "the phones' night did not come to its end"

    got: list[str] = []

    def line() -> bool:
        try:
            got.append(lines.get_nowait())
        except queue.Empty:
            return False
        return True

    try:
        until(line)
        assert got[-1].strip() == "joined", got
        hands.deal()
        until(lambda: set(table.controller.session.phones) == set(NAMES))
        serial = phones.serial
        start = time.monotonic()
        hands.table_press("end_day")  # nightfall
        until(lambda: "morning" in hands.panel.buttons)
        hands.press("morning")
        night = time.monotonic() - start
        assert f"{VICTIM} was killed in the night" in _log(table)
        until(line)
        reports = json.loads(got[-1])
        broadcasts = phones.serial - serial
    finally:
        player.kill()
        player.wait()
        table.controller._saver = None
        table.close_game()  # (the phones' server stops, their writer thread ends)
        delete_now(table)
        _app().processEvents()
    waits = [w for r in reports for w in r["waits"]]
    return {
        "night": night,
        "slowest_turn": max(r["ended"] - r["started"] for r in reports),
        "first_turn_seen": min(r["started"] for r in reports) - start,
        "answer_median": statistics.median(waits),
        "answer_max": max(waits),
        "refused": sum(r["refused"] for r in reports),
        "broadcasts": broadcasts,
    }


def bench_phones(quick: bool = False) -> dict[str, float]:
    """Each night once when quick, else three times (the medians: a night with phones runs in
    real time, on a shared machine)."""
    _app()
    runs = 1 if quick else 3
    kept = os.environ.get("MAFIA_DESKTOP_DATA_DIR")
    passed: list[dict[str, float]] = []
    phones: list[dict[str, Any]] = []
    try:
        with tempfile.TemporaryDirectory(prefix="md-bench-phones-") as tmp:
            for i in range(runs):
                passed.append(pass_night(Path(tmp) / f"pass{i}"))
                phones.append(phone_night(Path(tmp) / f"phones{i}"))
    finally:
        if kept is None:
            os.environ.pop("MAFIA_DESKTOP_DATA_DIR", None)
        else:
            os.environ["MAFIA_DESKTOP_DATA_DIR"] = kept

    def median(runs: list[dict[str, Any]], key: str) -> float:
        return float(statistics.median(run[key] for run in runs))

    pass_night_s = median(passed, "night")
    phones_night_s = median(phones, "night")
    return {
        "players": len(NAMES),
        "person_seconds_per_turn": sum(THINK),
        "handover_s": HANDOVER,
        "min_turn_s": TURN_SECONDS,
        "runs": runs,
        "pass_night_s": round(pass_night_s, 2),
        "pass_person_s": round(median(passed, "person"), 2),
        "pass_laptop_s": round(median(passed, "laptop"), 3),
        "phones_night_s": round(phones_night_s, 2),
        "phones_slowest_turn_s": round(median(phones, "slowest_turn"), 2),
        "phones_first_turn_shown_s": round(median(phones, "first_turn_seen"), 3),
        "phones_answer_median_ms": round(median(phones, "answer_median") * 1000, 1),
        "phones_answer_max_ms": round(max(run["answer_max"] for run in phones) * 1000, 1),
        "phones_presses_not_taken": max(run["refused"] for run in phones),
        "phones_screens_sent_each": median(phones, "broadcasts"),
        "phones_vs_pass_ratio": round(phones_night_s / pass_night_s, 3),
        "goal_ratio": round(1 / 3, 3),
    }


if __name__ == "__main__":
    print(json.dumps(bench_phones("--quick" in sys.argv), indent=2))
