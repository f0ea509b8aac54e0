"""Phones acting at once: every phone gets a new screen (a new serial) whenever any phone's screen
changes, so an act a player made on their screen must not be refused because another phone's act
came first; an act on a screen of that seat older than its newest still is (tests/ui/test_phone_night.py)."""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import pytest
from pytestqt.qtbot import QtBot

from tests.phones.py_phone import settle
from tests.ui.test_phone_night import do, join, phone_of, quick_polls, start, until_screen

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
