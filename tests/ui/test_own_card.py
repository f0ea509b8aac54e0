"""Seeing one's own card again (issue 46): by day, in pass-and-play and with the laptop in the
middle, the table taps whose card; the laptop goes to that player on the private panel (hold to
see, Got it, back to the table), and the table looks and waits the same whoever asked."""

from __future__ import annotations

import re

import pytest
from pytestqt.qtbot import QtBot

from mafia_desktop.engine.record import Record
from mafia_desktop.table.session import SessionBook
from mafia_desktop.ui.table.controller import GameController
from mafia_desktop.ui.table.screen import TableScreen
from tests.ui.test_pass_and_play import CLUB, TEN, Pass, start


def ask_for(p: Pass, d: object, who: str) -> list[tuple[object, ...]]:
    """The table asks for ``who``'s card; what the room sees at each step (the prompt, the
    buttons, the panel's title, its buttons and minimum time, who has the laptop), and the card."""
    seen: list[tuple[object, ...]] = []

    def look() -> None:
        table = p.table
        panel = p.panel
        on = p.on_panel()
        seen.append(
            (
                on,
                table.prompt.text() if not on else "",
                tuple(b.text() for b in table.panel.step_buttons()) if not on else (),
                re.sub(rf"\b{who}\b|seat \d+", "X", panel.title.text()) if on else "",
                tuple(sorted(panel.buttons)) if on else (),
                table.board().holder is not None and table.board().holder.kind if on else None,
            )
        )

    d.press("own_card")  # type: ignore[attr-defined]
    look()
    d.tap(who)  # type: ignore[attr-defined]
    look()
    card = p.hold()
    p.release()
    look()
    p.press("got_it")
    look()
    p.press("to_table")
    look()
    return [*seen, (card.split("\n")[0].startswith("You are: "),)]


@pytest.mark.parametrize("mode", ["pass", "middle"])
def test_a_player_sees_their_card_again_and_the_table_goes_on(qtbot: QtBot, mode: str) -> None:
    p, d = start(qtbot, "club", TEN, CLUB, mode)
    p.deal()
    d.press("end_night")
    assert p.table.controller.view().phase == "day"
    inputs = len(p.table.controller.record.inputs)
    keys = [b.objectName() for b in p.table.panel.step_buttons()]
    assert keys[-1] == "action_own_card", "after the day's own buttons: theirs keep their places"
    d.press("own_card")
    assert "Whose card?" in p.table.prompt.text()
    d.tap("Eve")
    assert p.on_panel() and p.title().startswith("Pass the laptop to Eve")
    assert p.hold().startswith("You are: Sheriff")
    p.release()
    p.press("got_it")
    p.press("to_table")
    assert not p.on_panel() and p.table.controller.view().phase == "day"
    assert len(p.table.controller.record.inputs) == inputs, "no input: the game is where it was"
    assert [b.objectName() for b in p.table.panel.step_buttons()] == keys


def test_the_room_sees_the_same_whoever_asked(qtbot: QtBot) -> None:
    runs = []
    for who in ("Ann", "Bob", "Eve"):  # the Don, a civilian, the Sheriff
        p, d = start(qtbot, "club", TEN, CLUB)
        p.deal()
        d.press("end_night")
        runs.append(ask_for(p, d, who))
        p.table.close()
    assert runs[0] == runs[1] == runs[2]


def test_cancel_and_a_dead_seat(qtbot: QtBot) -> None:
    p, d = start(qtbot, "club", TEN, CLUB)
    p.deal()
    d.press("end_night")
    d.press("own_card")
    d.press("cancel")
    assert not p.on_panel() and "Whose card?" not in p.table.prompt.text()


def test_a_crash_while_the_card_is_shown_comes_back_to_it(qtbot: QtBot) -> None:
    p, d = start(qtbot, "club", TEN, CLUB)
    p.deal()
    d.press("end_night")
    d.press("own_card")
    d.tap("Gus")
    assert p.on_panel()
    record: Record = p.table.controller.record
    book = SessionBook.from_json(record.note("session"))
    last = book.get(len(record.inputs))
    assert last is not None and last.card_for == "Gus"
    again = TableScreen(GameController(record))
    qtbot.addWidget(again)
    again.show()
    assert again.private_shown() and again.private.title.text().startswith("Pass the laptop to Gus")


def test_no_such_button_with_a_referee(qtbot: QtBot) -> None:
    p, d = start(qtbot, "club", TEN, CLUB, "referee")
    p.deal()
    d.press("end_night")
    assert "action_own_card" not in [b.objectName() for b in p.table.panel.step_buttons()]
