"""A spy at the table: plays a scripted game by mouse and keys and writes down, after every step,
everything an onlooker can perceive while nothing is held.

Two runs of the same script on two deals that differ only in who holds which role must give the
same notes, step for step: then nothing an onlooker perceives (pixels, words, screen-reader texts,
the focus, the window title, the log, the undo question, what the print dialog offers, what the
app prints to the terminal) can tell the deals apart.

Time is frozen for the private panel (its countdowns read :func:`time.monotonic`), and the fade
between day and night (and the flip of a card turned up) is cut, so that a screenshot depends on
the game, not on the clock.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QFileDialog,
    QLabel,
    QListWidget,
    QMessageBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from mafia_desktop.engine.record import Record
from mafia_desktop.engine.roles import NIGHT_ACTS, ROLES, acts_of_call, is_mafia
from mafia_desktop.engine.rules import PRESETS as RULES
from mafia_desktop.engine.rules import Rules, with_options
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.table.flow import night_back_key
from mafia_desktop.table.private_turns import turn_acts
from mafia_desktop.ui.circle.seat_circle import SeatCircle
from mafia_desktop.ui.common.widgets import WrappedText
from mafia_desktop.ui.dialogs import print_dialog as print_dialog_module
from mafia_desktop.ui.private import panel as private_panel
from mafia_desktop.ui.window.main_window import MainWindow

TEN = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]
# What the players are called at the table in the spy's games: names that look like markup (each
# must show as those very characters, in the same place and size as any name) and the longest
# names allowed (each must be shown whole, and take the room of the longest on every private
# screen). The script speaks of seats by the names above; these are what the app is given.
SHOWN = dict(
    zip(
        TEN,
        [
            "<b>Ann</b>",
            "Maria Jose Santos Garcia",
            "<img src=/tmp/a.png>",
            "Anna-Lena Muller-Schmidt",
            "<h1>Z</h1>",
            "<font size=7>W",
            "Tom & Jerry",
            "WWWWWWWWWWWWWWWWWWWWWWWW",
            "Ivy",
            "Jon",
        ],
        strict=True,
    )
)
# The table's and the window's shortcuts a clumsy hand presses on every private screen: none of
# them may act there (tests/ui/test_private_keys.py presses every key; these never change a pick).
CLUMSY_KEYS = (
    (Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_F11, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier),
    (Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier),
    (Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier),
)
TARGETS = (
    "Jon",
    "Hal",
)  # night picks, the first alive: civilians in every deal, so every outcome is the same
VOTED = "Ivy"  # voted out on the day: a civilian in every deal
MODES = ("referee", "pass", "middle")
PRESETS = ("classic", "youth", "club", "angel")
# A preset with the roles house rules add ("club+house"): the Maniac, the Lover, the Bodyguard.
HOUSE_ROLES = ("maniac", "lover", "bodyguard")
HOUSE_PRESETS = ("classic+house", "youth+house", "club+house", "angel+house")


def rules_of(preset: str) -> Rules:
    base = RULES[preset.removesuffix("+house")]
    if not preset.endswith("+house"):
        return base
    return with_options(
        base, {"roles": [*base.roles, *HOUSE_ROLES], "night_order": [*base.night_order, *HOUSE_ROLES]}
    )


# Deal A, and deal B for games with no referee (anyone may hold anything but TARGETS and VOTED)
# and for games with a referee (the same mafia, who the referee taps as the shooters; Don and
# mafioso swapped, and the town's roles moved).
DEALS: dict[str, tuple[dict[str, str], dict[str, str], dict[str, str]]] = {
    "classic": (
        {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"},
        {"Dan": "mafia", "Eve": "mafia", "Ann": "detective"},
        {"Ann": "mafia", "Bob": "mafia", "Gus": "detective"},
    ),
    "youth": (
        {"Ann": "mafia", "Bob": "mafia", "Cid": "detective", "Dan": "doctor"},
        {"Eve": "mafia", "Fay": "mafia", "Ann": "detective", "Bob": "doctor"},
        {"Ann": "mafia", "Bob": "mafia", "Dan": "detective", "Cid": "doctor"},
    ),
    "club": (
        {"Ann": "don", "Bob": "mafia", "Cid": "mafia", "Dan": "detective"},
        {"Eve": "don", "Fay": "mafia", "Gus": "mafia", "Ann": "detective"},
        {"Bob": "don", "Ann": "mafia", "Cid": "mafia", "Eve": "detective"},
    ),
    "angel": (
        {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"},
        {"Dan": "mafia", "Eve": "mafia", "Fay": "detective"},
        {"Ann": "mafia", "Bob": "mafia", "Gus": "detective"},
    ),
    "classic+house": (
        {
            "Ann": "mafia",
            "Bob": "mafia",
            "Cid": "detective",
            "Eve": "maniac",
            "Fay": "lover",
            "Gus": "bodyguard",
        },
        {
            "Dan": "mafia",
            "Eve": "mafia",
            "Ann": "detective",
            "Gus": "maniac",
            "Bob": "lover",
            "Cid": "bodyguard",
        },
        {
            "Ann": "mafia",
            "Bob": "mafia",
            "Gus": "detective",
            "Dan": "maniac",
            "Cid": "lover",
            "Eve": "bodyguard",
        },
    ),
    "angel+house": (
        {
            "Ann": "mafia",
            "Bob": "mafia",
            "Cid": "detective",
            "Eve": "maniac",
            "Fay": "lover",
            "Gus": "bodyguard",
        },
        {
            "Dan": "mafia",
            "Eve": "mafia",
            "Fay": "detective",
            "Gus": "maniac",
            "Ann": "lover",
            "Cid": "bodyguard",
        },
        {
            "Ann": "mafia",
            "Bob": "mafia",
            "Gus": "detective",
            "Dan": "maniac",
            "Cid": "lover",
            "Eve": "bodyguard",
        },
    ),
    "youth+house": (
        {"Ann": "mafia", "Bob": "mafia", "Cid": "detective", "Dan": "doctor"}
        | {"Eve": "maniac", "Fay": "lover", "Gus": "bodyguard"},
        {"Eve": "mafia", "Fay": "mafia", "Ann": "detective", "Bob": "doctor"}
        | {"Gus": "maniac", "Cid": "lover", "Dan": "bodyguard"},
        {"Ann": "mafia", "Bob": "mafia", "Dan": "detective", "Cid": "doctor"}
        | {"Gus": "maniac", "Eve": "lover", "Fay": "bodyguard"},
    ),
    "club+house": (
        {"Ann": "don", "Bob": "mafia", "Cid": "mafia", "Dan": "detective"}
        | {"Eve": "maniac", "Fay": "lover", "Gus": "bodyguard"},
        {"Eve": "don", "Fay": "mafia", "Gus": "mafia", "Ann": "detective"}
        | {"Bob": "maniac", "Cid": "lover", "Dan": "bodyguard"},
        {"Bob": "don", "Ann": "mafia", "Cid": "mafia", "Eve": "detective"}
        | {"Dan": "maniac", "Gus": "lover", "Fay": "bodyguard"},
    ),
}


def deals(preset: str, mode: str) -> tuple[dict[str, str], dict[str, str]]:
    a, b_open, b_referee = DEALS[preset]
    return a, (b_referee if mode == "referee" else b_open)


def _same(a: object, b: object) -> bool:
    """The same things, item for item: each the very same object, or equal."""
    if isinstance(a, tuple) and isinstance(b, tuple):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    return a is b or bool(a == b)


class FrozenClock:
    """time.monotonic for the private panel: moves only when the test moves it."""

    def __init__(self) -> None:
        self.now = 1000.0

    def monotonic(self) -> float:
        return self.now


@dataclass
class Spy:
    qtbot: QtBot
    window: MainWindow
    clock: FrozenClock
    capture: Callable[[], Any]  # capfd.readouterr
    deal: dict[str, str]  # by the names shown
    decoys: tuple[str, ...]  # what players with no real choice pick, the first alive
    mode: str = "referee"
    order: list[str] = field(default_factory=lambda: [SHOWN[n] for n in TEN])
    targets: tuple[str, ...] = tuple(SHOWN[n] for n in TARGETS)
    voted: str = SHOWN[VOTED]
    notes: list[dict[str, object]] = field(default_factory=list)
    steps: list[str] = field(default_factory=list)
    # The screens of the steps in ``keep`` (by step): the notes hold every screen's hash, and a
    # screen itself (3 MB) is kept only where a test asks to see it, a run played again to show
    # where two runs parted (see :func:`replayed`). Every screen of every run kept, a worker grew
    # to gigabytes.
    keep: frozenset[int] = frozenset()
    images: dict[int, Any] = field(default_factory=dict)
    # The print dialog of the last step, and what the menu made it of (see :meth:`print_offers`).
    _print: tuple[tuple[object, ...], dict[str, object], Any] | None = None

    # --- where things are -------------------------------------------------------------------------

    @property
    def table(self) -> Any:
        return self.window.table

    @property
    def panel(self) -> Any:
        return self.table.private

    def on_panel(self) -> bool:
        return bool(self.table.pages.currentWidget() is self.panel)

    def public(self) -> Any:
        return self.window.controller.view()

    # --- what an onlooker perceives ----------------------------------------------------------------

    def note(self, step: str) -> None:
        QApplication.processEvents()
        window = self.window
        image = window.grab().toImage()
        texts: list[tuple[str, ...]] = []
        for w in [window, *window.findChildren(QWidget)]:
            if not w.isVisibleTo(window):
                continue
            row = [
                type(w).__name__,
                w.objectName(),
                w.toolTip(),
                w.accessibleName(),
                w.accessibleDescription(),
                w.statusTip(),
                w.whatsThis(),
                str(w.isEnabled()),
                str(w.geometry().getRect()),
            ]
            if isinstance(w, (QLabel, QAbstractButton, WrappedText)):
                row.append(w.text())
            if isinstance(w, QListWidget):
                row += [w.item(i).text() for i in range(w.count())]
            if isinstance(w, SeatCircle):
                row += [*w.centre(), repr(w.seats()), repr(w.marks())]
            texts.append(tuple(row))
        focus = QApplication.focusWidget()
        undo = self.undo_question()
        offered = self.print_offers()
        out, err = self.capture()
        self.notes.append(
            {
                "image": hashlib.sha256(image.constBits()).hexdigest(),
                "widgets": texts,
                "focus": (type(focus).__name__, focus.objectName()) if focus is not None else None,
                "title": window.windowTitle(),
                "undo": undo,
                "print": offered,
                "stdout": out,
                "stderr": err,
            }
        )
        self.steps.append(step)
        if len(self.notes) - 1 in self.keep:
            self.images[len(self.notes) - 1] = image

    def undo_question(self) -> str:
        """Ctrl+Z, as a person presses it, answered No: the question asked, or "" for none. Where the
        referee's night can still step back, Ctrl+Z is that step back (it asks nothing): what it
        would do is noted instead, and the spy plays on from where it was."""
        back = night_back_key(self.table.composer, self.table.controller.has_referee)
        if back is not None:
            return f"(steps back: {back})"
        asked: list[str] = []
        before = self.table.confirm
        self.table.confirm = lambda question: bool(asked.append(question))
        self.qtbot.keyClick(
            QApplication.focusWidget() or self.window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier
        )
        self.table.confirm = before
        return "\n".join(asked)

    def print_offers(self) -> list[object]:
        """What the print dialog offers now, the dialog made as the Print menu makes it. The same
        dialog serves the next step as long as the menu makes it of the very same things (the
        same record, rules, counts, roles and night): made of them again, it would offer the same.
        A dialog made afresh is deleted at once when the next one replaces it: none turns into a
        crowd of hidden windows that every later step walks."""
        window = self.window
        if not hasattr(window, "print_dialog"):  # the first release: the dialog as its menu made it
            from mafia_desktop.ui.dialogs.print_dialog import PrintDialog

            self._drop_print_dialog()
            dialog = PrintDialog(window.controller.record, None, None, window)
            self._print = ((), {}, dialog)
        else:
            real = print_dialog_module.PrintDialog

            def make(*args: object, **kwargs: object) -> Any:
                if self._print is not None and _same(self._print[:2], (args, kwargs)):
                    return self._print[2]
                self._drop_print_dialog()
                self._print = (args, kwargs, real(*args, **kwargs))
                return self._print[2]

            print_dialog_module.PrintDialog = make  # type: ignore[misc,assignment]
            try:
                dialog = window.print_dialog()
            finally:
                print_dialog_module.PrintDialog = real  # type: ignore[misc]
        return [dialog.what.itemData(i) for i in range(dialog.what.count())]

    def _drop_print_dialog(self) -> None:
        if self._print is not None:
            dialog = self._print[2]
            self._print = None
            # Gone now, not when an event loop next turns (none turns in a scripted game).
            dialog.deleteLater()
            QApplication.sendPostedEvents(dialog, QEvent.Type.DeferredDelete)

    # --- a person's hands ---------------------------------------------------------------------------

    def click(self, widget: QWidget, step: str) -> None:
        self.qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)
        self.note(step)

    def tap_table(self, name: str) -> None:
        circle = self.table.circle
        index = [s.name for s in circle.seats()].index(name)
        pos = circle.seat_centre(index).toPoint()
        self.qtbot.mouseClick(circle, Qt.MouseButton.LeftButton, pos=pos)
        self.note(f"tap {name}")

    def press(self, key: str) -> None:
        QApplication.processEvents()  # as between two real presses: the screen catches up
        button = next((b for b in self.table.step_buttons() if b.objectName() == f"action_{key}"), None)
        assert button is not None, (key, [b.objectName() for b in self.table.step_buttons()])
        self.click(button, f"press {key}")

    def buttons(self) -> list[str]:
        return [b.objectName()[7:] for b in self.table.step_buttons()]

    def hold(self) -> None:
        """Hold Space on the panel, the way the panel teaches; then let go."""
        self.qtbot.keyPress(self.panel.ring, Qt.Key.Key_Space)
        self.panel.ring._on_tick_timeout()

    def release(self) -> None:
        self.qtbot.keyRelease(self.panel.ring, Qt.Key.Key_Space)
        self.note("release")

    def key_pick(self, name: str) -> None:
        """Pick a seat on the private circle with its number key, while holding."""
        circle = self.panel.circle
        number = [s.name for s in circle.seats()].index(name) + 1
        circle.setFocus()
        self.qtbot.keyClick(circle, "0" if number == 10 else str(number))

    def panel_press(self, key: str) -> None:
        button = self.panel.buttons.get(key)
        assert button is not None, (key, list(self.panel.buttons))
        if not button.isEnabled():
            self.clock.now += 60
            self.panel._on_clock_timeout()
        self.click(button, f"panel {key}")

    # --- playing ------------------------------------------------------------------------------------

    def play(self, nights: int = 3) -> None:
        self.note("start")
        for _ in range(400):
            public = self.public()
            if public.phase == "over" or (public.phase == "day" and self._nights() >= nights):
                break
            if self.on_panel():
                self._private_step()
            elif public.phase == "night" and "night_ready" in self.buttons():
                self.press("night_ready")  # everyone has seen who went out: night falls
            elif public.phase == "night":
                self._referee_night_step()
            elif not self._day_step():
                break  # a day that needs a second victim: the script ends here
        else:
            pytest.fail("the script did not reach its end")
        self._ctrl_z_and_back()

    def target(self, act: str | None = None) -> str | None:
        """Where a night act points: the first living target (every attack and save at the same
        player, so every deal has the same night). The house rules' roles point so that no deal
        can differ: the Lover visits the other target first, never the same twice running; the
        Bodyguard guards anyone but tonight's victim (the player the day will vote out, first).
        With a referee the onlooker sees the tap, so only players who are civilians in every
        deal are named; None: the act is skipped."""
        living = {s.name for s in self.public().seats if s.alive}
        order = self.targets
        kind = NIGHT_ACTS[act].behaviour if act in NIGHT_ACTS else None
        anyone = () if self.mode == "referee" else tuple(self.order[::-1])
        if kind is not None and kind.silences:
            order = (*order[::-1], self.voted, *anyone)
        elif kind is not None and kind.guards:
            # Never the one attacked tonight: a Bodyguard's death would tell who he was.
            attacked = next(t for t in order if t in living)
            order = tuple(t for t in (self.voted, *order[::-1], *anyone) if t != attacked)
        last = [i.target for i in self.window.controller.record.inputs if getattr(i, "act", None) == act]
        makers = {p for p, role in self.deal.items() if act in ROLES[role].night_acts}
        usable = [t for t in order if t in living and (kind is None or kind.shared or t not in makers)]
        if kind is not None and last and not kind.may_repeat(NIGHT_ACTS[act], True):
            usable = [t for t in usable if t != last[-1]]
        return usable[0] if usable else None

    def _pick(self, screen: Any) -> str:
        """A real choice picks the target; a decoy question gets this run's own answer, which
        nobody may see once released."""
        acts = turn_acts(self.deal.get(screen.who, "civilian"), "")
        if screen.pick <= len(acts):
            return self.target(acts[screen.pick - 1]) or self.target()
        living = {s.name for s in self.public().seats if s.alive}
        return next(p for p in self.decoys if p in living)

    def _nights(self) -> int:
        return sum(1 for i in self.window.controller.record.inputs if i.act == "end_night")

    def _clumsy(self) -> None:
        """Every table and window shortcut, pressed on the panel: none may act."""
        assert QApplication.activeWindow() is self.window, "the shortcuts act in the active window only"
        before = (
            self.window.controller.record,
            self.on_panel(),
            self.window.isFullScreen(),
            self.window.isVisible(),
        )
        for key, modifiers in CLUMSY_KEYS:
            self.qtbot.keyClick(QApplication.focusWidget() or self.window, key, modifiers)
            after = (
                self.window.controller.record,
                self.on_panel(),
                self.window.isFullScreen(),
                self.window.isVisible(),
            )
            assert after == before, f"{key.name} with {modifiers} acted under the private panel"

    def _private_step(self) -> None:
        self._clumsy()
        keys = list(self.panel.buttons)
        screen = self.panel.shown_screen
        if "got_it" in keys:
            self.hold()
            self.release()
            self.panel_press("got_it")
        elif "to_table" in keys or "morning" in keys:
            self.panel_press("to_table" if "to_table" in keys else "morning")
        elif screen is not None and screen.call is not None:  # the laptop in the middle
            if "confirm" in keys:
                self.hold()
                self.key_pick(self.target(acts_of_call(screen.call)[0].id) or self.target() or "")
                self.release()
                self.panel_press("confirm")
            else:  # the answer, then the step's time runs out
                self.hold()
                self.release()
                self.clock.now += 60
                self.panel._on_clock_timeout()
                self.note("time up")
        elif "confirm" in keys:
            self.hold()
            self.key_pick(self._pick(screen))
            self.release()
            self.panel_press("confirm")
        elif "done" in keys:
            self.hold()
            self.release()
            self.panel_press("done")
        else:
            pytest.fail(f"stuck on the panel: {keys}")

    def _referee_night_step(self) -> None:
        composer = self.table.composer
        night = composer.night
        keys = self.buttons()
        if night is None or night.index >= len(night.steps) or not night.steps:
            self.press("end_night")
            return
        index = night.index
        called = composer.called()
        if called is not None:  # the called list: the mafia sign at the target's seat
            if called[1] == self.target("shoot"):
                living = {s.name for s in self.public().seats if s.alive}
                for name in self.order:
                    if name in living and is_mafia(self.deal.get(name, "civilian")):
                        self.tap_table(name)
            self.press("next_seat")
            return
        aim = self.target(composer.night_act())
        if aim is None:  # nobody it may name without telling the deals apart: skip the role
            self.press("next_step")
            return
        self.tap_table(aim)
        now = self.table.composer.night  # (after the tap)
        if now is not None and now.index == index and "next_step" in keys:
            self.press("next_step")

    def _space_on_the_table(self) -> None:
        """A curious player holds Space on the shared circle, as the private panel taught them."""
        self.qtbot.keyPress(self.table.circle, Qt.Key.Key_Space)
        self.note("space held on the table")
        self.qtbot.keyRelease(self.table.circle, Qt.Key.Key_Space)

    def _day_step(self) -> bool:
        """One step of the day; False when the day needs a vote on someone else than VOTED."""
        VOTED = self.voted  # noqa: N806 - the module's, as shown
        if self.mode != "referee":
            self._space_on_the_table()
        public = self.public()
        code = public.step.code
        keys = self.buttons()
        living = [s.name for s in public.seats if s.alive]
        voters = [p for p in living if p != VOTED]
        if code in ("meeting_night", "talk") or (VOTED not in living and "end_day" in keys):
            self.press("end_night" if "end_night" in keys else "end_day")
        elif VOTED not in living and code != "vote":
            return False
        elif code == "vote":
            for name in voters:
                self.tap_table(name)
            self.press("count_votes")
        elif code == "second":
            self.press("second")
            self.tap_table(voters[1])
        elif code == "accusations":
            self.press("nominate")
            self.tap_table(voters[0])
            self.tap_table(VOTED)
        elif code == "nominations" and not public.seat(VOTED).nominated:
            self.press("nominate")
            picked = self.table.composer.actor  # the club: the speaker, picked at once
            if picked != voters[0]:
                if picked is not None:
                    self.tap_table(picked)  # their seat again takes them back
                self.tap_table(voters[0])
            self.tap_table(VOTED)
        elif code in ("nominations", "tally", "retally"):
            self.press("tally")
            if code == "tally" and self.table.composer.tally == []:
                self.tap_table(VOTED)
            for name in voters:
                self.tap_table(name)
            self.press("count_tally")
        elif "end_day" in keys:
            self.press("end_day")
        else:
            pytest.fail(f"no day step for {code}: {keys}")
        return True

    def _ctrl_z_and_back(self) -> None:
        """Ctrl+Z, answered No: the question is in the notes, the game unchanged. (Not where the
        referee's night can still step back: there Ctrl+Z is the step's own Back, asking nothing.)"""
        if night_back_key(self.table.composer, self.table.controller.has_referee) is not None:
            return
        self.table.confirm = lambda question: False
        self.qtbot.keyClick(self.window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        self.note("ctrl+z, no")


def steady_table(monkeypatch: pytest.MonkeyPatch) -> FrozenClock:
    """A table played by a script: the private panel's clock moves only when the script moves it
    (returned), no dialog or file chooser may open (a clumsy key that opened one would wait for a
    click for ever: it fails at once), day and night change without a fade, and cards are turned
    up at once."""
    clock = FrozenClock()
    monkeypatch.setattr(private_panel, "time", clock)

    def opened(*args: object, **kwargs: object) -> Any:
        raise AssertionError("a dialog or a file chooser opened during a scripted game")

    for owner, name in ((QDialog, "exec"), (QMessageBox, "exec")):
        monkeypatch.setattr(owner, name, opened)
    for name in ("getOpenFileName", "getSaveFileName"):
        monkeypatch.setattr(QFileDialog, name, opened)
    original = SeatCircle.set_night
    monkeypatch.setattr(
        SeatCircle, "set_night", lambda self, night, animate=True: original(self, night, False)
    )
    monkeypatch.setattr(SeatCircle, "turn_cards", False)  # cards turned up: up at once, no flip
    return clock


def start(
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    capture: Callable[[], Any],
    preset: str,
    mode: str,
    deal: dict[str, str],
    decoys: tuple[str, ...] = ("Bob", "Cid", "Dan"),
    keep: frozenset[int] = frozenset(),
) -> Spy:
    clock = steady_table(monkeypatch)
    shown = {SHOWN[name]: role for name, role in deal.items()}
    record = Record(make_setup(rules_of(preset), 7, [SHOWN[n] for n in TEN], shown)).with_note(
        "table", {"mode": mode, "deal": "reveal" if mode != "referee" else "peek"}
    )
    window = MainWindow(remember_geometry=False, read_only=True)
    qtbot.addWidget(window)
    window.resize(1100, 700)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()  # its shortcuts (Ctrl+Z, the spy's undo question) act only when active
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=5000)
    window.open_record(record)
    window.table.confirm = lambda question: True
    window.table.private.ring.hold_ms = 0
    capture()
    return Spy(qtbot, window, clock, capture, shown, tuple(SHOWN[n] for n in decoys), mode, keep=keep)


def replayed(play: Callable[[frozenset[int]], tuple[Any, Any]], difference: str, folder: Path) -> None:
    """Where two runs parted (``difference``, from :func:`first_difference`), their screens saved
    in ``folder`` as a.png and b.png: ``play(keep)`` plays both runs again, keeping the screens of
    the steps in ``keep`` (the same script on the same deals: the same steps)."""
    step = int(difference.split()[1])
    a, b = play(frozenset({step}))
    for name, run in (("a", a), ("b", b)):
        if step in run.images:
            run.images[step].save(str(folder / f"{name}.png"))


def first_difference(a: Spy, b: Spy) -> str:
    """Where two runs part, in words, or "" when an onlooker saw the same."""
    for i, (x, y) in enumerate(zip(a.notes, b.notes, strict=False)):
        if x != y:
            keys = [k for k in x if x[k] != y[k]]
            detail = ""
            if "widgets" in keys:
                left = set(x["widgets"]) - set(y["widgets"])  # type: ignore[arg-type]
                right = set(y["widgets"]) - set(x["widgets"])  # type: ignore[arg-type]
                detail = f"\n A only: {sorted(left)[:4]}\n B only: {sorted(right)[:4]}"
            else:
                detail = "".join(f"\n {k}: {x[k]!r} vs {y[k]!r}" for k in keys if k != "image")
            return f"step {i} ({a.steps[i]} / {b.steps[i]}): {keys}{detail}"
    if len(a.notes) != len(b.notes):
        return f"one run has {len(a.notes)} steps, the other {len(b.notes)}"
    return ""
