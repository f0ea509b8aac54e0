"""Pictures of the private panel for the README: the cover, a held card for each role, a night pick.

Run by `make screenshots` (offscreen, 1366x768). Writes docs/screenshots/private-*.png.
To look at other sizes: ``python docs/private_screens.py --size 1024x600 --scale 200 --lang ru
--out /tmp/shots`` (the same pictures, in that window, text size and language).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtWidgets import QApplication  # noqa: E402

from mafia_desktop.engine.inputs import EndDay, EndNight  # noqa: E402
from mafia_desktop.engine.record import Record  # noqa: E402
from mafia_desktop.engine.setup import make_setup  # noqa: E402
from mafia_desktop.ui.table.controller import GameController  # noqa: E402
from mafia_desktop.ui.table.screen import TableScreen  # noqa: E402

OUT = ROOT / "docs" / "screenshots"
TEN = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]


SIZE = (1366, 768)


def table(preset: str, roles: dict[str, str]) -> TableScreen:
    record = Record(make_setup(preset, 3, TEN, roles)).with_note("table", {"mode": "pass", "deal": "reveal"})
    screen = TableScreen(GameController(record))
    screen.resize(*SIZE)
    screen.show()
    screen.private.ring.hold_ms = 0
    QApplication.processEvents()
    return screen


def hold(screen: TableScreen, path: str) -> None:
    screen.private.ring.press()
    screen.private.ring._on_tick_timeout()
    QApplication.processEvents()
    screen.grab().save(str(OUT / path))
    screen.private.ring.release()


def advance_deal_to(screen: TableScreen, name: str) -> None:
    session = screen.turns.session
    assert session is not None
    while session.flow.screen().who != name:
        session.flow.held()
        session.flow.press("got_it")
    session.render()
    QApplication.processEvents()


def main() -> None:
    global OUT, SIZE
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--size", default="1366x768", help="the window, WIDTHxHEIGHT")
    parser.add_argument("--scale", type=int, default=100, help="the text size, in per cent")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    width, height = (int(n) for n in args.size.split("x"))
    SIZE, OUT = (width, height), args.out
    app = QApplication.instance() or QApplication([])
    from mafia_desktop.ui.theme import appearance
    from mafia_desktop.ui.theme.appearance import Appearance

    appearance.apply(Appearance(language=args.lang, text_scale=args.scale))
    OUT.mkdir(parents=True, exist_ok=True)
    club = table("club", {"Ann": "don", "Dan": "mafia", "Gus": "mafia", "Eve": "detective"})
    club.grab().save(str(OUT / "private-cover.png"))
    for name, role in (("Ann", "don"), ("Bob", "civilian"), ("Dan", "mafia"), ("Eve", "sheriff")):
        advance_deal_to(club, name)
        hold(club, f"private-card-{role}.png")
    youth = table("youth", {"Ann": "mafia", "Bob": "mafia", "Cid": "detective", "Dan": "doctor"})
    advance_deal_to(youth, "Dan")
    hold(youth, "private-card-medic.png")
    night = table("club", {"Ann": "don", "Dan": "mafia", "Gus": "mafia", "Eve": "detective"})
    night.controller.set_note("dealt", True)
    night.controller.submit([EndNight(), EndDay()])
    QApplication.processEvents()
    assert night.turns.session is not None
    night.turns.session._on_panel_held(True)
    night.turns.session._on_panel_seat_tapped("Eve")
    hold(night, "private-night-pick.png")
    app.processEvents()


if __name__ == "__main__":
    main()
