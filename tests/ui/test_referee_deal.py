"""How players learn their cards in the referee console (issue 26): the app deals and the laptop
goes round once, then back to the host; the host enters a real or printed deck on one screen (tap
the seat, tap the card); or the app deals and the host prints fold-over cards. Each from set-up by
mouse, as a host would."""

from __future__ import annotations

import stat
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton
from pytestqt.qtbot import QtBot

from mafia_desktop.ui.window.main_window import MainWindow
from tests.ui.table_driver import role_leaks
from tests.ui.test_pass_and_play import Pass


def new_game(qtbot: QtBot, preset: str, deal: str) -> MainWindow:
    window = MainWindow(remember_geometry=False)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    window._on_home_new_game_requested()
    setup = window.setup
    setup.set_preset(preset)
    setup.set_table_mode("referee", deal)
    return window


def test_every_way_to_learn_the_cards_is_offered_with_a_referee(qtbot: QtBot) -> None:
    window = new_game(qtbot, "club", "reveal")
    setup = window.setup
    buttons = setup._deal_buttons
    assert all(b.isEnabled() for b in buttons.values()), "none greyed out in referee mode"
    assert "comes back to the host" in setup._deal_notes["reveal"].text()
    assert "taps each seat and its card" in setup._deal_notes["cards"].text()
    for deal in ("reveal", "cards", "print"):
        setup.set_table_mode("referee", deal)
        assert setup.table_mode().deal == deal and setup.table_mode().mode == "referee"
    setup.set_table_mode("pass", "print")
    assert not buttons["print"].isEnabled() and setup.table_mode().deal == "reveal", (
        "nobody may print every card of a game with no referee"
    )


def test_the_app_deals_and_the_laptop_goes_round_then_back_to_the_host(qtbot: QtBot) -> None:
    window = new_game(qtbot, "club", "reveal")
    qtbot.mouseClick(window.setup.start_button, Qt.MouseButton.LeftButton)
    table = window.table
    assert table is not None and table.referee is not None, "the referee console"
    assert table.private_shown(), "the deal comes first"
    record = window.controller.record
    p = Pass(qtbot, table, record)
    cards = {}
    for name in window.setup.names():
        assert p.title().startswith(f"Pass the laptop to {name}")
        cards[name] = p.hold()
        p.release()
        p.press("got_it")
    assert p.title() == "Everyone has seen their card. Give the laptop back to the host."
    assert "Hold the circle" not in p.panel.hint.text(), "no hold target is left to point at"
    assert p.panel.buttons["to_table"].text() == "Back to the host"
    p.press("to_table")
    deal = record.setup.deal()
    for name, words in cards.items():
        role = deal.get(name, "civilian")
        assert words.startswith("You are: "), words
        assert (role == "civilian") == words.startswith("You are: Civilian")
    assert not table.private_shown() and window.controller.note("dealt") is True
    assert table.circle.centre()[0] == "Zero night", "then the game opens on the zero night"
    assert not role_leaks(table, record), "the host's console shows no card unless peeked"


def test_the_host_enters_a_real_deck_on_one_screen(qtbot: QtBot) -> None:
    window = new_game(qtbot, "youth", "cards")
    setup = window.setup
    names = setup.names()[:6]
    setup.set_names(names)
    counts = setup.counts()
    qtbot.mouseClick(setup.start_button, Qt.MouseButton.LeftButton)
    screen = window.host_deal
    assert window.stack.currentWidget() is screen and window.table is None
    assert screen.seat_label.text() == f"Seat 1 — {names[0]}: which card?", "the first seat is picked"
    roles = [r for r, n in counts.items() for _ in range(n)]
    wrong = ["civilian"] * len(names)
    for role in wrong:  # a host going round the circle taps only cards
        qtbot.mouseClick(screen.findChild(QAbstractButton, f"hostCard_{role}"), Qt.MouseButton.LeftButton)
    assert not screen.start_button.isEnabled() and "dealt" in screen.problem.text()
    for i, role in enumerate(roles):
        pos = screen.circle.seat_centre(i).toPoint()
        qtbot.mouseClick(screen.circle, Qt.MouseButton.LeftButton, pos=pos)
        assert screen.cards.selected == names[i]
        qtbot.mouseClick(screen.findChild(QAbstractButton, f"hostCard_{role}"), Qt.MouseButton.LeftButton)
    assert screen.start_button.isEnabled(), screen.problem.text()
    qtbot.mouseClick(screen.start_button, Qt.MouseButton.LeftButton)
    assert window.table is not None and window.stack.currentWidget() is window.table
    record = window.controller.record
    assert record.setup.deal() == {n: r for n, r in zip(names, roles, strict=True) if r != "civilian"}
    assert record.note("table")["deal"] == "cards" and record.note("dealt") is True
    assert not window.table.private_shown(), "the host entered the cards: nothing to pass round"
    assert not role_leaks(window.table, record)


def test_the_app_deals_and_the_host_prints_fold_over_cards(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[Any] = []
    monkeypatch.setattr(MainWindow, "exec_dialog", staticmethod(lambda dialog: shown.append(dialog)))
    window = new_game(qtbot, "classic", "print")
    qtbot.mouseClick(window.setup.start_button, Qt.MouseButton.LeftButton)
    assert window.table is not None and not window.table.private_shown()
    assert len(shown) == 1 and shown[0].what.currentData() == "fold", "the fold-over cards, at once"
    assert shown[0].record is window.controller.record
    assert window.controller.note("dealt") is True
    assert window.controller.record.note("table")["deal"] == "print"
    assert not role_leaks(window.table, window.controller.record)


def test_cards_the_host_entered_come_back_after_a_crash(qtbot: QtBot) -> None:
    window = new_game(qtbot, "classic", "cards")
    names = window.setup.names()
    qtbot.mouseClick(window.setup.start_button, Qt.MouseButton.LeftButton)
    screen = window.host_deal
    for role in ("mafia", "civilian", "detective"):
        qtbot.mouseClick(screen.findChild(QAbstractButton, f"hostCard_{role}"), Qt.MouseButton.LeftButton)
    entered = dict(screen.cards.held)
    assert entered == {names[0]: "mafia", names[1]: "civilian", names[2]: "detective"}
    draft = window.store.folder / "deal-draft.json"  # with the games, the owner's only (issue 44)
    assert stat.S_IMODE(draft.stat().st_mode) == 0o600 and stat.S_IMODE(draft.parent.stat().st_mode) == 0o700
    window.hide()  # what a SIGKILL leaves: the draft as last written
    again = MainWindow(remember_geometry=False)
    qtbot.addWidget(again)
    again.show()
    again._on_home_new_game_requested()
    assert again.setup.table_mode().deal == "cards", "set-up remembers how the cards were dealt"
    assert again.setup.preset() == "classic"
    qtbot.mouseClick(again.setup.start_button, Qt.MouseButton.LeftButton)
    assert again.host_deal.cards.held == entered, "every card tapped before the crash"
    assert again.host_deal.cards.selected == names[3], "at the next seat with no card"
