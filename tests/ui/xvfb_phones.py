"""Whole games with players' phones, as a party plays them: run by ``test_phones_under_xvfb.py``
in a process of its own on a real X server (Qt's xcb platform), never collected on its own.

Each game is set up on the set-up screen by mouse and keys (the club's preset picked with the
arrow keys, ten names typed, pass-and-play, "Players may use their own phones" ticked, *Start*),
in English at 100 % text, in Russian at 200 %, in English at 200 % and in Russian at 100 %
(Settings' appearance). At the deal each player holds to see their card on the private panel;
three of them see their pairing code beside it and their phones, real headless Chromium tabs
(tests/ui/chromium_phones.py), open its link (taken from the window's PhoneTable, not decoded
from the picture). The nights run every phone's turn at once, through the page alone (press and
hold, a seat tapped on its circle, its buttons), while the laptop's private panel goes round the
others; the days vote the mafia out, by mouse on the table, until the town wins.

In the first game the host also opens Game ▸ Phones… on the second night and takes one player back
to the laptop (her phone then says it is no longer paired), and one phone's network is cut for a
moment (it says so, and comes back).

The X server's pictures of the laptop (``MAFIA_PLAY_SHOTS``): a card held with its code at the deal,
the night waiting for the phones, the day, the Phones dialog, the end; Chromium's pictures of each
kind of phone screen: the card (and held), a turn (its question held, a seat picked), the answer
held, the turn over, the day, no connection, no longer paired, the game over.
``MAFIA_PLAY_REPORT``: each game's answers, deaths and winner, as JSON.
"""

from __future__ import annotations

import functools
import json
import os
import random
import secrets
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QGuiApplication, QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from mafia_desktop import settings
from mafia_desktop.engine.roles import is_mafia
from mafia_desktop.engine.rules import PRESET_IDS
from mafia_desktop.phones import network
from mafia_desktop.settings import Appearance
from mafia_desktop.ui.table.phones_dialog import PhonesDialog
from mafia_desktop.ui.table.screen import TableScreen
from mafia_desktop.ui.window.main_window import MainWindow
from tests.ui.chromium_phones import WAIT, Browser, Tab
from tests.ui.table_driver import Driver
from tests.ui.test_pass_and_play import Pass

NAMES = {
    "en": ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"],
    "ru": ["Анна", "Борис", "Вера", "Глеб", "Даша", "Егор", "Зоя", "Игорь", "Кира", "Лев"],
}
PHONES = (0, 4, 7)  # the seats (0-based) whose players use their phones
GAMES = (("en", 100), ("ru", 200), ("en", 200), ("ru", 100))
SEED = int(os.environ.get("MAFIA_PLAY_SEED", "49"))
STEP = 60_000  # ms: the most one step of the laptop's may take
TURN = int(WAIT * 1000 * 6)  # ms: the most a phone's whole turn may take


def shoot(widget: QWidget, shots: Path, name: str) -> str:
    """The X server's picture of ``widget``'s window (with its frame), saved as a PNG."""
    for _ in range(3):
        QApplication.processEvents()
    window = widget.window()
    frame = window.frameGeometry()
    picture = window.screen().grabWindow(0, frame.x(), frame.y(), frame.width(), frame.height())
    path = shots / f"{name}.png"
    assert picture.save(str(path)), path
    return path.name


def type_text(qtbot: QtBot, widget: QWidget, text: str) -> None:
    """Typed as a keyboard types it: a letter a key (a letter beyond ASCII, as a keyboard of its
    script sends it: the key's text)."""
    for letter in text:
        if letter.isascii():
            qtbot.keyClick(widget, letter)
            continue
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(
                widget, QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, letter)
            )


class Game:
    """One game at the laptop with three phones: the table, the players' phones, what was seen."""

    def __init__(
        self, qtbot: QtBot, window: MainWindow, tabs: dict[int, Tab], shots: Path, stem: str, lang: str
    ) -> None:
        self.qtbot = qtbot
        self.window = window
        self.shots = shots
        self.stem = stem
        self.lang = lang
        self.names = NAMES[lang]
        self.phones = {self.names[i]: tabs[i] for i in PHONES}
        self.taken: list[str] = []  # pictures
        self.answers: dict[str, list[str]] = {}
        self.asked: list[str] = []

    # --- what the test knows (never shown): the deal -------------------------------------------

    @property
    def table(self) -> TableScreen:
        table = self.window.table
        assert table is not None
        return table

    def role(self, name: str) -> str:
        return self.table.controller.record.setup.role_of(name)

    def alive(self) -> list[str]:
        return [s.name for s in self.table.controller.view().seats if s.alive]

    def picks(self, name: str) -> list[str | None]:
        """Tonight's picks (club: two a turn): the mafia shoot the first living townsman in seat
        order, the Don then looks there for the Sheriff, the Sheriff checks the first living
        mafioso; the others' picks are decoys (their neighbour, then nobody)."""
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
        other = next(n for n in alive if n != name)
        return [other, None]

    # --- the waits ------------------------------------------------------------------------------

    def wait(self, future: Any, ms: int = TURN) -> Any:
        self.qtbot.waitUntil(future.done, timeout=ms)
        return future.result()

    def snap(self, name: str) -> None:
        self.taken.append(shoot(self.window, self.shots, f"{self.stem}-laptop-{name}"))

    def phone_shot(self, who: str, name: str) -> None:
        tab = self.phones[who]
        self.taken.append(self.wait(tab.shot(self.shots / f"{self.stem}-phone-{name}.png")))

    # --- set-up, by mouse and keys ----------------------------------------------------------------

    def set_up(self) -> None:
        window, qtbot = self.window, self.qtbot
        if window.stack.currentWidget() is not window.home:
            window.go_home()
        qtbot.mouseClick(window.home.new_button, Qt.MouseButton.LeftButton)
        setup = window.setup
        assert setup is not None and window.stack.currentWidget() is setup
        qtbot.mouseClick(setup.mode_choice.buttons["pass"], Qt.MouseButton.LeftButton)
        assert setup.model.mode == "pass"
        combo = setup.preset_combo
        combo.setFocus()
        for _ in range(len(PRESET_IDS) + 1):
            if setup.model.preset == "club":
                break
            qtbot.keyClick(
                combo,
                Qt.Key.Key_Down
                if PRESET_IDS.index(setup.model.preset) < PRESET_IDS.index("club")
                else Qt.Key.Key_Up,
            )
        assert setup.model.preset == "club"
        players = setup.players_box
        while players.roster.count():  # the last game's players, taken off one by one
            players.roster.setCurrentRow(0)
            qtbot.mouseClick(players.findChild(QWidget, "removeButton"), Qt.MouseButton.LeftButton)
        for name in self.names:
            players.name_edit.setFocus()
            type_text(qtbot, players.name_edit, name)
            popup = players.completer.popup()
            if popup is not None and popup.isVisible():
                popup.hide()
            qtbot.keyClick(players.name_edit, Qt.Key.Key_Return)
        assert setup.names() == self.names, setup.names()
        box = setup.mode_box
        if not box.deal_buttons["reveal"].isChecked():
            qtbot.mouseClick(box.deal_buttons["reveal"], Qt.MouseButton.LeftButton)
        if not box.phones.isChecked():
            box.phones.setFocus()
            qtbot.keyClick(box.phones, Qt.Key.Key_Space)
        assert setup.model.uses_phones()
        assert not setup.problems(), setup.problems()
        qtbot.mouseClick(setup.start_button, Qt.MouseButton.LeftButton)
        assert window.stack.currentWidget() is window.table
        self.table.confirm = lambda question: True
        assert self.table.phones is not None and self.table.phones.on, self.table.notice.text()
        self.p = Pass(qtbot, self.table, self.table.controller.record)
        self.d = Driver(qtbot, self.table)

    # --- the deal: each holds to see their card; three scan their code --------------------------

    def deal(self) -> None:
        p, phones = self.p, self.table.phones
        assert phones is not None
        for name in self.names:
            assert "got_it" in p.panel.buttons and name in p.title(), p.title()
            p.hold()
            if name in self.phones:
                code = p.panel.pairing_code
                assert code.isVisible(), "the code shows beside the held card"
                if name == self.names[0]:
                    self.snap("deal-code-held")
                link = phones.link(name)
                assert link is not None
                self.wait(self.phones[name].open(link))
            p.release()
            assert not p.panel.pairing_code.isVisible(), "the code goes with the card"
            p.press("got_it")
        p.press("to_table")
        self.qtbot.waitUntil(
            lambda: set(self.table.controller.session.phones) == set(self.phones), timeout=STEP
        )
        first = self.names[0]
        self.wait(self.phones[first].wait_for("its card", lambda s: s["hold"] != ""))
        self.phone_shot(first, "card")
        self.phone_held(first, "card-held")
        self.d.press("end_night")  # the zero night: they met at the deal
        self.d.press("end_day")

    def phone_held(self, who: str, name: str) -> str:
        return str(self.wait(self.phones[who].hold(self.shots / f"{self.stem}-phone-{name}.png")))

    # --- a night ----------------------------------------------------------------------------------

    def night(self, number: int, extras: bool) -> None:
        """Every phone's turn at once while the laptop goes round the others; on the first night
        one phone is slow: the laptop's walk ends before its turn begins, and the night waits for
        it (the laptop's picture then)."""
        alive = self.alive()
        phones = [n for n in alive if n in self.table.controller.session.phones]
        take_back = self.names[4] if extras and number == 2 and self.names[4] in phones else None
        cut = self.names[7] if extras and number == 1 and self.names[7] in phones else None
        playing = [n for n in phones if n not in (take_back, cut)]
        slow = playing[-1] if number == 1 and playing else None
        shown = playing[0] if number == 1 and playing else None
        futures = {}
        for name in playing:
            if name != slow:
                stem = f"{self.stem}-phone-night" if name == shown else None
                futures[name] = self.phones[name].turn(self.picks(name), self.shots, stem)
        if cut is not None:
            self.network_cut(cut)
        if take_back is not None:
            self.host_takes_back(take_back)
        for _ in range(len(self.names) + 2):
            self.qtbot.waitUntil(lambda: self.p.on_panel(), timeout=STEP)
            screen = self.p.panel.shown_screen
            if screen is None or screen.stage == "end":
                break
            who = screen.who
            assert who is not None
            first, second = self.picks(who)
            self.answers.setdefault(who, []).append(self.p.turn(first, second))
            QApplication.processEvents()  # the phones' requests, between two players' turns
        if slow is not None:
            screen = self.p.panel.shown_screen
            assert screen is not None and screen.stage == "end" and slow in screen.waiting, screen
            assert "morning" not in self.p.panel.buttons
            self.snap("night-waits-for-phones")
            futures[slow] = self.phones[slow].turn(self.picks(slow))
        for name, future in futures.items():
            self.answers.setdefault(name, []).append(str(self.wait(future)))
        self.qtbot.waitUntil(lambda: "morning" in self.p.panel.buttons, timeout=TURN)
        self.p.press("morning")
        assert not self.p.on_panel()

    def network_cut(self, who: str) -> None:
        """``who``'s phone loses the network mid-turn (a seat tapped), says so, and comes back
        where it was."""
        tab = self.phones[who]
        self.wait(tab.wait_for("its turn", lambda s: any(b[0] == "confirm" for b in s["buttons"])))
        self.wait(tab.hold())
        first, second = self.picks(who)
        assert first is not None
        self.wait(tab.tap(first))
        self.wait(tab.offline(True))
        # (a poll under way when the network went is answered first: up to the laptop's 20 s)
        lost = self.wait(tab.wait_for("it says it lost the laptop", lambda s: s["state"] == "offline", 45.0))
        assert lost["status"] and lost["center"] == first
        self.phone_shot(who, "offline")
        self.wait(tab.offline(False))
        back = self.wait(tab.wait_for("it is back", lambda s: s["state"] == "online" and s["status"] == ""))
        assert back["center"] == first
        self.wait(tab.press("confirm"))
        self.wait(tab.press("nobody"))
        self.wait(tab.wait_for("its answer", lambda s: any(b[0] == "done" for b in s["buttons"])))
        self.answers.setdefault(who, []).append(str(self.wait(tab.hold())))
        self.wait(tab.press("done"))
        self.phone_shot(who, "turn-over")

    def host_takes_back(self, who: str) -> None:
        """Game ▸ Phones…: the host takes ``who`` back to the laptop (her phone died mid-turn);
        the phone says it is no longer paired; her turn goes on on the laptop, where the
        laptop's walk comes to her."""
        tab = self.phones[who]
        self.wait(tab.wait_for("its turn", lambda s: any(b[0] == "confirm" for b in s["buttons"])))
        action = self.window.window_menu.phones_action
        assert action is not None and action.isVisible()

        def host(dialog: PhonesDialog) -> int:
            dialog.show()
            self.qtbot.waitExposed(dialog)
            dialog.ask = lambda question: self.asked.append(question) or True  # type: ignore[method-assign]
            self.taken.append(shoot(dialog, self.shots, f"{self.stem}-laptop-phones-dialog"))
            _, button = dialog.rows[who]
            self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            self.taken.append(shoot(dialog, self.shots, f"{self.stem}-laptop-phones-dialog-taken-back"))
            dialog.reject()
            return 0

        original = self.window.exec_dialog
        self.window.exec_dialog = host  # type: ignore[method-assign]
        try:
            action.trigger()
        finally:
            self.window.exec_dialog = original  # type: ignore[method-assign]
        assert who not in self.table.controller.session.phones and self.asked
        gone = self.wait(tab.wait_for("it says it is no longer paired", lambda s: s["state"] == "retired"))
        assert gone["line"] and not gone["buttons"]
        self.phone_shot(who, "retired")

    # --- a day ------------------------------------------------------------------------------------

    def day(self, number: int) -> bool:
        """The day: the first living mafioso voted out (True: the game is over)."""
        if number == 1:
            self.snap("day")
            shown = next(n for n in self.phones if n in self.alive())
            self.wait(self.phones[shown].wait_for("the day", lambda s: not s["buttons"] and s["table"]))
            self.phone_shot(shown, "day")
        alive = self.alive()
        suspect = next(n for n in alive if is_mafia(self.role(n)))
        accuser = next(n for n in alive if n != suspect)
        self.d.accuse(accuser, suspect)
        self.d.press("tally")
        self.d.tap(*[n for n in alive if n != suspect])
        self.d.press("count_tally")
        if self.table.controller.view().phase == "over":
            return True
        self.d.press("night_ready")
        return False

    def play(self, extras: bool) -> dict[str, Any]:
        self.set_up()
        self.deal()
        deaths: list[list[str]] = []
        for number in range(1, 8):
            before = set(self.alive())
            self.night(number, extras)
            deaths.append(sorted(before - set(self.alive())))
            if self.day(number):
                break
        public = self.table.controller.view()
        assert public.phase == "over", public.phase
        self.snap("end")
        shown = self.names[0]
        end = self.wait(self.phones[shown].wait_for("the game's end", lambda s: s["v"] > 0))
        self.phone_shot(shown, "end")
        return {
            "lang": self.lang,
            "winner": public.winner,
            "deaths": deaths,
            "log": [self.table.log.item(i).text() for i in range(self.table.log.count())],
            "roles": {n: self.role(n) for n in self.names},
            "answers": self.answers,
            "phones_at_end": list(self.table.controller.session.phones),
            "phone_end": end,
            "asked": self.asked,
            "shots": self.taken,
        }


def test_games_with_phones_under_xvfb(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    assert QGuiApplication.platformName() == "xcb", "a real X server"
    shots = Path(os.environ["MAFIA_PLAY_SHOTS"])
    report = Path(os.environ["MAFIA_PLAY_REPORT"])
    # The deals drawn as the app draws them, from a seeded source: the same games every run.
    monkeypatch.setattr(secrets, "randbits", random.Random(SEED).getrandbits)
    # The network the host picks is the loopback one here (the phones are on this machine).
    monkeypatch.setattr(network, "pick", functools.partial(network.pick, loopback=True))
    settings.write(settings.PHONES_ADDRESS, "127.0.0.1")
    window = MainWindow(remember_geometry=False)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: not window.resume_pending, timeout=STEP)
    browsers = [Browser(shots.parent / f"chromium-{i}") for i in PHONES]
    games = []
    try:
        tabs = {i: browser.tab(f"seat {i + 1}") for i, browser in zip(PHONES, browsers, strict=True)}
        for n, (lang, scale) in enumerate(GAMES):
            settings.write_appearance(Appearance(language=lang, text_scale=scale))
            window.restyle()
            game = Game(qtbot, window, tabs, shots, f"{n + 1}-{lang}-{scale}", lang)
            games.append(game.play(extras=n == 0))
            report.write_text(json.dumps({"games": games}, ensure_ascii=False, indent=1), encoding="utf-8")
    finally:
        for browser in browsers:
            browser.quit()
    settings.write_appearance(Appearance(language="en"))
    window.restyle()
    window.shutdown()
