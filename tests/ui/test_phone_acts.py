"""Phones acting at once: every phone gets a new screen (a new serial) whenever any phone's screen
changes, so an act a player made on their screen must not be refused because another phone's act
came first; an act on a screen of that seat older than its newest still is (tests/ui/test_phone_night.py)."""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import pytest
from pytestqt.qtbot import QtBot

from mafia_desktop.engine.record import Record
from mafia_desktop.ui.table.controller import GameController
from mafia_desktop.ui.table.screen import TableScreen
from tests.phones.py_phone import PyPhone, settle
from tests.ui.test_phone_night import (
    do,
    first_pick,
    join,
    phone_of,
    quick_polls,
    start,
    to_the_night,
    until_screen,
)

__all__ = ["quick_polls"]  # the fixture, imported


@pytest.fixture
def pool() -> Iterator[ThreadPoolExecutor]:
    with ThreadPoolExecutor(max_workers=8) as executor:
        yield executor


def test_a_tap_made_while_another_phone_acted_counts(qtbot: QtBot, pool: ThreadPoolExecutor) -> None:
    p, d, table, clock = start(qtbot)
    ann, eve = phone_of(table, "Ann", pool), phone_of(table, "Eve", pool)
    join(qtbot, ann)
    join(qtbot, eve)
    p.deal()
    d.press("end_night")
    d.press("end_day")
    until_screen(qtbot, ann, "turn")
    until_screen(qtbot, eve, "turn")
    do(qtbot, ann, "held")
    do(qtbot, eve, "held")
    clock.now += 5
    seen = eve.v  # what Eve's phone shows when she taps
    do(qtbot, ann, "tap", name="Cid")  # Ann taps first: every phone's serial moves on
    assert ann.v > seen
    # Eve's tap, on the screen she sees (its serial now older than the newest): it counts.
    answer = settle(qtbot.waitUntil, eve.ask({"t": "tap", "name": "Dan", "v": seen}))
    screen = answer if answer.get("t") == "screen" else until_screen(qtbot, eve, "turn")
    assert eve.screen["picked"] == "Dan", screen
    assert table.phones is not None and table.phones.turns.get("Eve").picked == "Dan"  # type: ignore[union-attr]
    # An act on a screen of hers older than the one she has now (before her tap) is ignored.
    stale = settle(qtbot.waitUntil, eve.ask({"t": "press", "key": "confirm", "v": seen}))
    assert stale["t"] == "screen" and stale["picked"] == "Dan"
    assert table.phones.turns.get("Eve").pick == 1  # type: ignore[union-attr]


def test_a_turn_resumed_mid_way_runs_its_minimum_time_from_the_resume(
    qtbot: QtBot, pool: ThreadPoolExecutor
) -> None:
    """After a crash, a phone turn resumed at its second pick (held before the crash) runs its
    minimum time from the resume, on the laptop as the page counts it (``left``): its picks count at
    once (held before the crash), its Done once that time ran, with or without a hold again (the app
    used to ignore every press until one)."""
    saved: list[Record] = []
    p, d, table, clock, eve = first_pick(qtbot, pool, "Eve", saved)
    do(qtbot, eve, "tap", name="Dan")
    do(qtbot, eve, "press", key="confirm")  # her first pick is in
    assert table.phones is not None
    table.phones.server.stop()  # kill -9
    again = TableScreen(GameController(saved[-1], saver=saved.append))
    again.confirm = lambda q: True
    qtbot.addWidget(again)
    assert again.phones is not None
    again.phones.clock = clock
    assert again.start_phones("127.0.0.1")
    moved = PyPhone(again.phones.link("Eve") or "", pool)
    moved.sent, moved.opener, moved.v = eve.sent, eve.opener, eve.v
    screen = settle(qtbot.waitUntil, moved.poll())
    assert screen["kind"] == "turn" and screen["left"] == 0, "a pick waits for nothing but the hold"
    turn = again.phones.turns.get("Eve")
    assert turn is not None and turn.pick == 2
    do(qtbot, moved, "press", key="nobody")  # held before the crash: it counts
    answer = until_screen(qtbot, moved, "answer")
    assert answer["secret"] == "Dan is mafia."
    assert answer["left"] == 2, "the page waits the turn's minimum time, from the resume"
    do(qtbot, moved, "press", key="done")  # too soon: ignored
    assert moved.screen["kind"] == "answer" and not turn.done
    clock.now += 2  # the minimum time ran (as the page counts it)
    do(qtbot, moved, "press", key="done")
    assert until_screen(qtbot, moved, "card")["kind"] == "card"


def test_a_hold_that_arrives_after_the_tap_that_followed_it_counts(
    qtbot: QtBot, pool: ThreadPoolExecutor
) -> None:
    """The page sends a hold, then the player's tap; they go on two connections at once (or the
    hold goes again after a failure), and the tap gets there first: the hold comes with the
    serial of the screen it was made on, which the tap has since moved on. It counts: the turn's picks
    work only once it is in, and the player held (CI once saw a whole night stop there: Confirm
    did nothing, the phone showed no reason)."""
    _, _, table, clock, ann = to_the_night(qtbot, pool, "Ann")
    until_screen(qtbot, ann, "turn")
    held_on = ann.v  # the screen the hold was made on
    do(qtbot, ann, "tap", name="Cid")  # the tap that followed, in first: her screen moved on
    assert ann.v > held_on and ann.screen["picked"] == "Cid"
    settle(qtbot.waitUntil, ann.ask({"t": "held", "v": held_on}))
    clock.now += 5
    assert table.phones is not None
    turn = table.phones.turns.get("Ann")
    assert turn is not None and turn.pick == 1
    do(qtbot, ann, "press", key="confirm")
    assert turn.pick == 2, "the hold came late, and Confirm did nothing"
    assert "(2 of 2)" in str(ann.screen["hold"]) or ann.screen["kind"] == "answer", ann.screen


def test_a_hold_made_before_the_turn_does_not_open_it(qtbot: QtBot, pool: ThreadPoolExecutor) -> None:
    """A hold made on the card, before the night's turn came, arriving late: it does not count
    for the turn (the player never held its question)."""
    _, _, table, clock, ann = to_the_night(qtbot, pool, "Ann")
    card = until_screen(qtbot, ann, "card")
    before = int(card["v"])
    until_screen(qtbot, ann, "turn")
    settle(qtbot.waitUntil, ann.ask({"t": "held", "v": before}))
    clock.now += 5
    do(qtbot, ann, "tap", name="Cid")
    do(qtbot, ann, "press", key="confirm")
    assert table.phones is not None
    turn = table.phones.turns.get("Ann")
    assert turn is not None and turn.pick == 1, "a hold of the card opened the night's turn"
