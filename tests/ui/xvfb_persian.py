"""A whole game in Persian, right to left, as a Persian party plays it: run by
``test_persian_under_xvfb.py`` in a process of its own on a real X server (Qt's xcb platform),
never collected on its own.

Settings' appearance in Persian (the registry's right-to-left language); the game is set up on the
set-up screen by mouse and keys (the club's preset picked with the arrow keys, ten names typed, five
Persian and five Latin, pass-and-play with the cards seen at the laptop, *Start*); at the deal each
player holds to see their card on the private panel; the nights go round the laptop's private panel
(hold, a seat tapped on its small circle, its buttons); the days vote the mafia out by mouse on the
table, until the town wins.

Seen and reported (``MAFIA_PLAY_REPORT``): the layout's direction, where the panel and the circle
are, the seats' places round the circle, the log's lines (and where each row's ink is), the names
as the log and the panel's title have them, the deaths and the winner. The X server's pictures
(``MAFIA_PLAY_SHOTS``): set-up, a card held at the deal, a night's turn with a seat picked, the
day's table with the log, the vote's hands, the end.
"""

from __future__ import annotations

import json
import os
import random
import secrets
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QTextLayout
from PySide6.QtWidgets import QApplication, QListWidget, QWidget
from pytestqt.qtbot import QtBot

from mafia_desktop import settings
from mafia_desktop.engine.roles import is_mafia
from mafia_desktop.engine.rules import PRESET_IDS
from mafia_desktop.languages import LANGUAGES
from mafia_desktop.settings import Appearance
from mafia_desktop.ui.table.screen import TableScreen
from mafia_desktop.ui.window.main_window import MainWindow
from tests.ui.table_driver import Driver
from tests.ui.test_pass_and_play import Pass
from tests.ui.xvfb_phones import shoot, type_text

RTL = next(code for code, lang in LANGUAGES.items() if lang.rtl)
NAMES = ["علی", "مریم", "Ann", "رضا", "سارا", "Bob", "زهرا", "حسین", "نرگس", "Cid"]
SEED = int(os.environ.get("MAFIA_PLAY_SEED", "50"))
STEP = 60_000  # ms: the most one step may take


def _settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def reads_right_to_left(text: str) -> bool:
    """Whether Qt lays ``text`` out right to left by itself (its first strong letter outside an
    isolate), as the log's rows and the labels do."""
    layout = QTextLayout(text)
    layout.beginLayout()
    line = layout.createLine()
    line.setLineWidth(10_000)
    layout.endLayout()
    return bool(line.cursorToX(0)[0] > line.cursorToX(len(text))[0])


def row_ink(log: QListWidget) -> list[tuple[str, int, int]]:
    """Each row shown: its line, and how many of its pixels are ink in its left and right
    quarters."""
    image = log.viewport().grab().toImage()
    out = []
    for i in range(log.count()):
        rect = log.visualItemRect(log.item(i))
        if rect.bottom() < 0 or rect.top() > image.height():
            continue
        ys = range(max(0, rect.top() + 1), min(rect.bottom(), image.height() - 1))
        counts = Counter(image.pixel(x, y) for y in ys for x in range(rect.left(), rect.right()))
        base = counts.most_common(1)[0][0]  # the row's background (the table's day or night)
        quarter = rect.width() // 4
        left = sum(image.pixel(x, y) != base for y in ys for x in range(rect.left(), rect.left() + quarter))
        right = sum(
            image.pixel(x, y) != base for y in ys for x in range(rect.right() - quarter, rect.right())
        )
        out.append((log.item(i).text(), left, right))
    return out


class Game:
    def __init__(self, qtbot: QtBot, window: MainWindow, shots: Path) -> None:
        self.qtbot = qtbot
        self.window = window
        self.shots = shots
        self.taken: list[str] = []
        self.titles: list[str] = []
        self.answers: dict[str, list[str]] = {}
        self.shot_turn = False

    @property
    def table(self) -> TableScreen:
        table = self.window.table
        assert table is not None
        return table

    def role(self, name: str) -> str:
        return self.table.controller.record.setup.role_of(name)

    def alive(self) -> list[str]:
        return [s.name for s in self.table.controller.view().seats if s.alive]

    def snap(self, name: str) -> None:
        self.taken.append(shoot(self.window, self.shots, f"fa-{name}"))

    def picks(self, name: str) -> list[str | None]:
        """The club's picks tonight: the mafia shoot the first living townsman in seat order, the
        Don looks there for the Sheriff, the Sheriff checks the first living mafioso; the others'
        picks are decoys."""
        alive = self.alive()
        target = next(n for n in alive if not is_mafia(self.role(n)))
        suspect = next((n for n in alive if is_mafia(self.role(n))), target)
        role = self.role(name)
        if role == "don":
            return [target, target]
        if is_mafia(role):
            return [target, None]
        if role == "detective":
            return [suspect, None]
        return [next(n for n in alive if n != name), None]

    # --- set-up, by mouse and keys ----------------------------------------------------------------

    def set_up(self) -> None:
        window, qtbot = self.window, self.qtbot
        qtbot.mouseClick(window.home.new_button, Qt.MouseButton.LeftButton)
        setup = window.setup
        assert setup is not None and window.stack.currentWidget() is setup
        qtbot.mouseClick(setup.mode_choice.buttons["pass"], Qt.MouseButton.LeftButton)
        combo = setup.preset_combo
        combo.setFocus()
        for _ in range(len(PRESET_IDS) + 1):
            if setup.model.preset == "club":
                break
            down = PRESET_IDS.index(setup.model.preset) < PRESET_IDS.index("club")
            qtbot.keyClick(combo, Qt.Key.Key_Down if down else Qt.Key.Key_Up)
        assert setup.model.preset == "club"
        players = setup.players_box
        while players.roster.count():
            players.roster.setCurrentRow(0)
            qtbot.mouseClick(players.findChild(QWidget, "removeButton"), Qt.MouseButton.LeftButton)
        for name in NAMES:
            players.name_edit.setFocus()
            type_text(qtbot, players.name_edit, name)
            popup = players.completer.popup()
            if popup is not None and popup.isVisible():
                popup.hide()
            qtbot.keyClick(players.name_edit, Qt.Key.Key_Return)
        assert setup.names() == NAMES, setup.names()
        box = setup.mode_box
        if not box.deal_buttons["reveal"].isChecked():
            qtbot.mouseClick(box.deal_buttons["reveal"], Qt.MouseButton.LeftButton)
        assert not setup.problems(), setup.problems()
        self.setup_rtl = setup.isRightToLeft() and players.isRightToLeft()
        self.snap("1-set-up")
        qtbot.mouseClick(setup.start_button, Qt.MouseButton.LeftButton)
        assert window.stack.currentWidget() is window.table
        self.table.confirm = lambda question: True
        self.p = Pass(qtbot, self.table, self.table.controller.record)
        self.d = Driver(qtbot, self.table)

    # --- the deal ----------------------------------------------------------------------------------

    def deal(self) -> None:
        p = self.p
        for name in NAMES:
            assert "got_it" in p.panel.buttons and name in p.title(), (name, p.title())
            self.titles.append(p.title())
            p.hold()
            if name == NAMES[2]:
                self.snap("2-deal-card-held")
            p.release()
            p.press("got_it")
        p.press("to_table")
        self.d.press("end_night")  # the zero night: the mafia met at the deal
        self.d.press("end_day")

    # --- a night, a day --------------------------------------------------------------------------

    def night(self, number: int) -> None:
        for _ in range(len(NAMES) + 2):
            self.qtbot.waitUntil(self.p.on_panel, timeout=STEP)
            screen = self.p.panel.shown_screen
            if screen is None or screen.stage == "end":
                break
            who = screen.who
            assert who is not None
            first, second = self.picks(who)
            if number == 1 and not self.shot_turn and first is not None and second is None:
                self.shot_turn = True  # one turn's picture, with its seat picked
                self.p.hold()
                self.p.tap(first)
                self.snap("3-night-seat-picked")
                self.p.release()
                self.p.press("confirm")
                if "confirm" in self.p.panel.buttons:
                    self.p.hold()
                    self.p.release()
                    self.p.press("nobody")
                answer = self.p.hold()
                self.p.release()
                self.p.press("done")
                self.answers.setdefault(who, []).append(answer)
                continue
            self.answers.setdefault(who, []).append(self.p.turn(first, second))
        self.qtbot.waitUntil(lambda: "morning" in self.p.panel.buttons, timeout=STEP)
        self.p.press("morning")
        assert not self.p.on_panel()

    def day(self, number: int) -> bool:
        if number == 1:
            self.snap("4-day-log")
            self.layout_seen = self.layout()
        alive = self.alive()
        suspect = next(n for n in alive if is_mafia(self.role(n)))
        accuser = next(n for n in alive if n != suspect)
        self.d.accuse(accuser, suspect)
        self.d.press("tally")
        self.d.tap(*[n for n in alive if n != suspect])
        if number == 1:
            self.snap("5-vote-hands")
        self.d.press("count_tally")
        if self.table.controller.view().phase == "over":
            return True
        self.d.press("night_ready")
        return False

    def layout(self) -> dict[str, Any]:
        """Where things are on the table now (the window's coordinates)."""
        table, window = self.table, self.window
        circle = table.circle
        centres = [circle.mapTo(window, circle.seat_centre(i).toPoint()) for i in range(len(NAMES))]
        return {
            "app_rtl": QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft,
            "window_rtl": window.isRightToLeft(),
            "log_rtl": table.log.isRightToLeft(),
            "panel_x": table.panel.mapTo(window, table.panel.rect().center()).x(),
            "circle_x": circle.mapTo(window, circle.rect().center()).x(),
            "seats": [[c.x(), c.y()] for c in centres],
            "circle_centre": [
                circle.mapTo(window, circle.rect().center()).x(),
                circle.mapTo(window, circle.rect().center()).y(),
            ],
        }

    def play(self) -> dict[str, Any]:
        self.set_up()
        self.deal()
        deaths: list[list[str]] = []
        for number in range(1, 8):
            before = set(self.alive())
            self.night(number)
            deaths.append(sorted(before - set(self.alive())))
            if self.day(number):
                break
        public = self.table.controller.view()
        assert public.phase == "over", public.phase
        _settle()
        self.snap("6-end")
        log = [self.table.log.item(i).text() for i in range(self.table.log.count())]
        return {
            "lang": RTL,
            "winner": public.winner,
            "deaths": deaths,
            "log": log,
            "log_rtl_lines": [reads_right_to_left(line) for line in log],
            "rows": row_ink(self.table.log),
            "titles": self.titles,
            "setup_rtl": self.setup_rtl,
            "layout": self.layout_seen,
            "roles": {n: self.role(n) for n in NAMES},
            "answers": self.answers,
            "shots": self.taken,
        }


def test_a_persian_game_under_xvfb(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    assert QGuiApplication.platformName() == "xcb", "a real X server"
    shots = Path(os.environ["MAFIA_PLAY_SHOTS"])
    report = Path(os.environ["MAFIA_PLAY_REPORT"])
    monkeypatch.setattr(secrets, "randbits", random.Random(SEED).getrandbits)  # the same deal every run
    settings.write_appearance(Appearance(language=RTL, text_scale=100))
    window = MainWindow(remember_geometry=False)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: not window.resume_pending, timeout=STEP)
    window.restyle()
    game = Game(qtbot, window, shots)
    try:
        result = game.play()
    finally:
        settings.write_appearance(Appearance(language="en"))
    report.write_text(json.dumps(result, ensure_ascii=False, indent=1), encoding="utf-8")
    window.restyle()
    window.shutdown()
