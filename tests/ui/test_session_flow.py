"""The table's flow is a model saved with the record: for every save of scripted games in every
preset and mode, (a) a table resumed from that saved record and (b) the live table undone back to
that many inputs show the same session and the same screen as the live table did then."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from mafia_desktop.engine.record import loads_record
from mafia_desktop.table.session import Session
from mafia_desktop.ui.table.controller import GameController
from mafia_desktop.ui.table.screen import TableScreen
from tests.ui.spy import MODES, PRESETS, Spy, deals, start


def shown(widget: Any, table: TableScreen) -> tuple[bool, str]:
    visible = widget.isVisibleTo(table)
    return visible, widget.text() if visible else ""


def screen_of(table: TableScreen) -> tuple[Any, ...]:
    """What the table shows, in words and marks (not the transient: captions, errors, focus)."""
    QApplication.processEvents()
    on_panel = table.pages.currentWidget() is table.private
    circle = table.circle
    marks = circle.marks()
    out: tuple[Any, ...] = (
        on_panel,
        circle.centre()[:2],
        tuple((s.name, s.alive, s.role) for s in circle.seats()),
        (sorted(marks.selectable), sorted(marks.picked), sorted(marks.hands), marks.next_speaker),
        table.prompt.text(),
        tuple((b.objectName(), b.text(), b.isDefault()) for b in table.step_buttons()),
        shown(table.timer_label, table),
        shown(table.day_clock_label, table),
        shown(table.timer_start, table),
    )
    if on_panel:
        panel = table.private
        out += (panel.title.text(), tuple(sorted(panel.buttons)))
    return out


class Recorder(Spy):
    """The spy's script, noting at every save the record, the session and the screen."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.saves: list[tuple[str, Session, tuple[Any, ...]]] = []
        self.saved_at: dict[int, tuple[Session, tuple[Any, ...]]] = {}  # the last save at each count
        self._saved = 0
        controller = self.window.controller
        original = controller._saver

        def counting(record: Any) -> None:
            self._saved += 1
            if original is not None:
                original(record)

        controller._saver = counting
        self._seen = 0

    def note(self, step: str) -> None:
        controller = self.window.controller
        screen = screen_of(self.table)
        if self._saved != self._seen:  # this step was saved: a resume must come back to it
            self._seen = self._saved
            self.saves.append((controller.record.dumps(), controller.session, screen))
            self.saved_at[len(controller.record.inputs)] = (controller.session, screen)
        self.steps.append(step)

    def undo_question(self) -> str:
        return ""


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("preset", PRESETS)
def test_resume_and_undo_give_back_the_session_and_the_screen(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str], preset: str, mode: str
) -> None:
    deal, _ = deals(preset, mode)
    spy = start(qtbot, monkeypatch, capfd.readouterr, preset, mode, deal)
    recorder = Recorder(spy.qtbot, spy.window, spy.clock, spy.capture, spy.deal, spy.decoys, spy.mode)
    recorder.play()
    assert len(recorder.saves) > 10, "the script played a real game"
    # (a) Resume from each save.
    for i, (text, session, screen) in enumerate(recorder.saves):
        controller = GameController(loads_record(text))
        table = TableScreen(controller)
        qtbot.addWidget(table)
        table.resize(recorder.table.size())
        table.confirm = lambda question: True
        table.show()
        assert controller.session == session, f"save {i}: the session"
        assert screen_of(table) == screen, f"save {i}: the screen"
        table.close()
        table.deleteLater()
    # (b) Undo, one input at a time, back to the start.
    controller = recorder.window.controller
    for count in sorted(recorder.saved_at, reverse=True)[1:]:
        controller.undo(len(controller.record.inputs) - count)  # inputs entered together: together
        session, screen = recorder.saved_at[count]
        assert controller.session == session, f"undone to {count} inputs: the session"
        assert screen_of(recorder.table) == screen, f"undone to {count} inputs: the screen"
