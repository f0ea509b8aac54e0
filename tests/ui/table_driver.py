"""Driving the table like a referee would: taps on seats, presses of the big buttons, keys."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QListWidget, QWidget
from pytestqt.qtbot import QtBot

from mafia_desktop import phrases
from mafia_desktop.engine.record import Record
from mafia_desktop.engine.roles import is_mafia
from mafia_desktop.ui.table.screen import TableScreen
from tests.bounded import bounded


class Driver:
    """Taps and presses; after each one, the screen is painted and walked for role leaks."""

    def __init__(self, qtbot: QtBot, table: TableScreen, record: Record | None = None) -> None:
        self.qtbot = qtbot
        self.table = table
        self.record = record
        self.screens = 0

    def after(self) -> None:
        if self.record is None:
            return
        image = self.table.grab()  # paints every widget, as the screen would
        assert not image.isNull()
        self.screens += 1
        leaks = role_leaks(self.table, self.record)
        assert not leaks, leaks

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.table.circle.seats()]

    def tap(self, *names: str) -> None:
        for name in names:
            index = self.names.index(name)
            pos = self.table.circle.seat_centre(index).toPoint()
            self.qtbot.mouseClick(self.table.circle, Qt.MouseButton.LeftButton, pos=pos)
            self.after()

    def key_seat(self, name: str) -> None:
        """Pick a seat with its number key (two digits for seats above 9)."""
        number = self.names.index(name) + 1
        text = "0" if number == 10 and len(self.names) == 10 else str(number)
        for ch in text:
            self.qtbot.keyClick(self.table.circle, ch)
        if len(text) == 1 and number * 10 <= len(self.names):
            self.qtbot.waitUntil(lambda: not self.table.circle._typed, timeout=3000)
        self.after()

    def press(self, key: str) -> None:
        button = self.button(key)
        assert button is not None, f"no button {key!r}; buttons: {self.button_keys()}"
        assert button.isEnabled(), key
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        self.after()

    def button(self, key: str) -> QAbstractButton | None:
        # The current buttons only: replaced ones may linger until the event loop deletes them.
        return next((b for b in self.table.step_buttons() if b.objectName() == f"action_{key}"), None)

    def button_keys(self) -> list[str]:
        return [b.objectName()[7:] for b in self.table.step_buttons()]

    def banner(self) -> str:
        return self.table.circle.centre()[0]

    def log(self) -> list[str]:
        return [self.table.log.item(i).text() for i in range(self.table.log.count())]

    def vote(self, *names: str) -> None:
        self.tap(*names)
        self.press("count_votes")

    def accuse(self, accuser: str, suspect: str) -> None:
        self.press("nominate")
        c = self.table.composer
        if c.mode == "pick_target" and c.actor is not None:  # the club: the speaker, preselected
            if c.actor == accuser:
                self.tap(suspect)
                return
            self.tap(c.actor)  # another player nominates: the speaker's seat again takes it back
        self.tap(accuser, suspect)

    def shoot(self, target: str, *shooters: str) -> None:
        """The called list (the mafia shoot with eyes shut): every seat is called; the shooters
        sign at ``target``'s seat, and the list goes on to its end."""
        for _ in bounded(60, "the called list to end"):
            if self.table.composer.called() is None:
                break
            if self.table.composer.called()[1] == target:
                self.tap(*shooters)
            self.press("next_seat")


def visible_strings(root: QWidget) -> list[str]:
    """Every text a person or a screen reader can get from the widgets under ``root``."""
    out = [root.window().windowTitle()]
    widgets = [root, *root.findChildren(QWidget)]
    for w in widgets:
        if not w.isVisibleTo(root.window()) and w is not root:
            continue
        out += [w.toolTip(), w.accessibleName(), w.accessibleDescription(), w.statusTip(), w.whatsThis()]
        if isinstance(w, (QLabel, QAbstractButton)):
            out.append(w.text())
        if isinstance(w, QListWidget):
            out += [w.item(i).text() for i in range(w.count())]
    circle = getattr(root, "circle", None)
    if circle is not None:
        out += list(circle.centre())
    clipboard = QApplication.clipboard()
    if clipboard is not None:
        out.append(clipboard.text())
    return [s for s in out if s]


def role_leaks(table: TableScreen, record: Record) -> list[str]:
    """Any living player's role on the shared screen (texts, names, the circle), while not peeking."""
    setup = record.setup
    view = table.controller.view()
    if view.phase == "over":
        return []
    problems = []
    living = {s.name for s in view.seats if s.alive}
    for seat in table.circle.seats():
        if seat.alive and seat.role:
            problems.append(f"circle shows {seat.name}'s role {seat.role}")
    strings = visible_strings(table)
    for p in living:
        role = setup.role_of(p)
        words = {phrases.any_role_name(role), phrases.role_name(setup.rules, role)}
        if is_mafia(role):
            words |= {"mafia", "Mafia", "mafioso", "Don"}
        for s in strings:
            if p in s and any(w in s for w in words if w):
                problems.append(f"{p} ({role}) in {s!r}")
    return problems


__all__ = ["Driver", "QPoint", "role_leaks", "visible_strings"]


def deal_round(qtbot: QtBot, table: TableScreen) -> None:
    """The app dealt (set-up's default, with a referee too): the laptop goes round once, each player
    holds to see their card and taps *Got it*; then *To the table*. (tests/ui/test_referee_deal.py
    and test_pass_and_play.py look at what each sees.)"""
    panel = table.private
    if not table.private_shown():
        return
    panel.ring.hold_ms = 0
    for _ in bounded(60, "the deal to end"):
        button = panel.buttons.get("got_it")
        if button is None:
            break
        panel.ring.press()
        panel.ring._on_tick_timeout()
        panel.ring.release()
        panel.skip_wait()
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.buttons["to_table"], Qt.MouseButton.LeftButton)
    assert not table.private_shown()
