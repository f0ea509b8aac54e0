"""The referee's acts on the table screen: the Game menu's *Referee's acts…* opens a dialog that
asks which and whose; a removal and a surrender are asked once more; each is undone as any input."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from mafia_desktop.engine.inputs import EndNight
from mafia_desktop.engine.record import Record
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.table import table_flow as tf
from mafia_desktop.ui.table.referee_acts import RefereeActsDialog
from tests.ui.test_drafts import CLUB, TEN, open_game


def club(mode: str = "referee", **options: object) -> Record:
    record = Record(make_setup({"preset": "club", "options": options}, 1, TEN, CLUB))
    if mode != "referee":
        record = record.with_note("table", {"mode": mode, "deal": "reveal"}).with_note("dealt", True)
    return record


def answer(monkeypatch: pytest.MonkeyPatch, given: tf.Referee, seen: list[tuple[str, ...]]) -> None:
    """The dialog answers ``given`` at once, keeping the acts it offered in ``seen``."""

    def run(self: RefereeActsDialog) -> int:
        seen.append(tuple(str(self.act.itemData(i)) for i in range(self.act.count())))
        return RefereeActsDialog.DialogCode.Accepted

    monkeypatch.setattr(RefereeActsDialog, "exec", run)
    monkeypatch.setattr(RefereeActsDialog, "given", lambda self: given)


def test_the_referee_makes_each_act_from_the_game_menu(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    w, _ = open_game(qtbot, club(technical_fouls=2))
    seen: list[tuple[str, ...]] = []
    answer(monkeypatch, tf.Referee("shooting_order", targets=("Eve", "Bob")), seen)
    w.window_menu.open_referee_acts()
    assert seen[-1] == ("technical_foul", "remove", "surrender", "shooting_order")
    assert w.controller.record.inputs[-1].to_json() == {
        "act": "shooting_order",
        "by": "Ann",
        "targets": ["Eve", "Bob"],
    }
    # the shared screen never shows it
    assert not any(e.type == "shooting_order" for e in w.controller.view().log)
    w.controller.submit([EndNight()])
    QApplication.processEvents()
    asked: list[str] = []
    assert w.table is not None
    w.table.confirm = lambda question: asked.append(question) or True
    for given in (
        tf.Referee("technical_foul", "Cid"),
        tf.Referee("remove", "Hal", "insulted a player"),
        tf.Referee("surrender", "Fay"),
    ):
        answer(monkeypatch, given, seen)
        w.window_menu.open_referee_acts()
    assert seen[-1] == ("technical_foul", "remove", "surrender")
    assert [i.act for i in w.controller.record.inputs[-3:]] == ["technical_foul", "remove", "surrender"]
    assert asked == [
        "Remove Hal from the game? They leave at once, without last words.",
        "Does Fay give up the game? They leave at once, without last words.",
    ]
    causes = {s.name: s.cause for s in w.controller.view().seats if not s.alive}
    assert causes == {"Hal": "removed", "Fay": "surrendered"}


def test_without_a_referee_no_shooting_order_is_offered(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    w, _ = open_game(qtbot, club("pass"))
    seen: list[tuple[str, ...]] = []
    answer(monkeypatch, tf.Referee("surrender", "Bob"), seen)
    w.window_menu.open_referee_acts()
    assert seen == [("remove", "surrender")]


def test_the_dialog_asks_a_reason_for_a_removal_and_one_to_three_shots(qtbot: QtBot) -> None:
    dialog = RefereeActsDialog(
        ("remove", "shooting_order"), {"remove": ("Ann", "<b>Bob</b>"), "shooting_order": ("Bob", "Cid")}
    )
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok is not None and not ok.isEnabled()
    assert dialog.player.itemText(1) == "<b>Bob</b>"  # a name is text
    dialog.reason.setText("shouted")
    assert ok.isEnabled()
    assert dialog.given() == tf.Referee("remove", "Ann", "shouted")
    dialog.act.setCurrentIndex(1)
    assert ok.isEnabled() and dialog.given() == tf.Referee("shooting_order", targets=("Bob",))
    dialog.targets[1].setCurrentIndex(1)  # Bob again: refused
    assert not ok.isEnabled()
    dialog.targets[1].setCurrentIndex(2)
    assert dialog.given() == tf.Referee("shooting_order", targets=("Bob", "Cid"))
