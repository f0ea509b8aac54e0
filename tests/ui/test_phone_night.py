"""Phones at a real table: the laptop's screen with its server on loopback, and phones in Python
speaking the page's protocol over sockets (tests/phones/py_phone.py). A club game where three
players take their night turns on their phones while the laptop goes round the others; a phone
that drops and comes back; the host taking a phone's player back to the laptop mid-turn; a crash
mid-night resumed with the same pairings."""

from __future__ import annotations

import functools
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from mafia_desktop.engine.record import Record
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.phones import server as server_module
from mafia_desktop.phones.wire import ENVELOPE
from mafia_desktop.table import table_flow as tf
from mafia_desktop.ui.table import phones as phones_module
from mafia_desktop.ui.table.controller import GameController
from mafia_desktop.ui.table.screen import TableScreen
from tests.phones.py_phone import Clock, PyPhone, settle
from tests.ui.table_driver import Driver, role_leaks
from tests.ui.test_pass_and_play import CLUB, TEN, Pass


@pytest.fixture
def pool() -> Iterator[ThreadPoolExecutor]:
    with ThreadPoolExecutor(max_workers=8) as executor:
        yield executor


@pytest.fixture(autouse=True)
def quick_polls(monkeypatch: pytest.MonkeyPatch) -> None:
    """A poll with nothing for it is answered idle after half a second (not twenty)."""
    monkeypatch.setattr(
        phones_module, "PhoneServer", functools.partial(server_module.PhoneServer, idle_after=0.5)
    )


def start(
    qtbot: QtBot, record: Record | None = None, saved: list[Record] | None = None
) -> tuple[Pass, Driver, TableScreen, Clock]:
    if record is None:
        record = Record(make_setup("club", 4, TEN, CLUB)).with_note(
            "table", {"mode": "pass", "deal": "reveal", "phones": True, "turn_seconds": 2}
        )
    controller = GameController(record, saver=saved.append if saved is not None else lambda r: None)
    table = TableScreen(controller)
    table.confirm = lambda q: True
    qtbot.addWidget(table)
    table.resize(1366, 768)
    table.show()
    assert table.phones is not None
    assert table.start_phones("127.0.0.1")
    clock = Clock()
    table.phones.clock = clock
    return Pass(qtbot, table, record), Driver(qtbot, table, record), table, clock


def phone_of(table: TableScreen, name: str, pool: ThreadPoolExecutor) -> PyPhone:
    assert table.phones is not None
    link = table.phones.link(name)
    assert link is not None and link.startswith("http://127.0.0.1:")
    return PyPhone(link, pool)


def join(qtbot: QtBot, phone: PyPhone) -> dict[str, Any]:
    return settle(qtbot.waitUntil, phone.poll())


def until_screen(qtbot: QtBot, phone: PyPhone, kind: str, bound: int = 40) -> dict[str, Any]:
    """Polls until the phone shows a screen of ``kind`` (each poll answered within a second)."""
    for _ in range(bound):
        if phone.screen.get("kind") == kind:
            return phone.screen
        settle(qtbot.waitUntil, phone.poll())
    raise AssertionError(f"no {kind} screen: {phone.screen}")


def do(qtbot: QtBot, phone: PyPhone, kind: str, **params: object) -> dict[str, Any]:
    return settle(qtbot.waitUntil, phone.act(kind, **params))


def to_the_night(
    qtbot: QtBot, pool: ThreadPoolExecutor, name: str, saved: list[Record] | None = None
) -> tuple[Pass, Driver, TableScreen, Clock, PyPhone]:
    """A table whose ``name`` joined with a phone at the deal, to the first night (the phone
    not yet told of its turn)."""
    p, d, table, clock = start(qtbot, saved=saved)
    phone = phone_of(table, name, pool)
    join(qtbot, phone)
    p.deal()
    d.press("end_night")
    d.press("end_day")
    return p, d, table, clock, phone


def first_pick(
    qtbot: QtBot, pool: ThreadPoolExecutor, name: str, saved: list[Record] | None = None
) -> tuple[Pass, Driver, TableScreen, Clock, PyPhone]:
    """A table whose ``name`` joined with a phone at the deal, to the first night, that phone's
    turn held and its minimum time run."""
    p, d, table, clock, phone = to_the_night(qtbot, pool, name, saved)
    until_screen(qtbot, phone, "turn")
    do(qtbot, phone, "held")
    clock.now += 5
    return p, d, table, clock, phone


def phone_turn(qtbot: QtBot, phone: PyPhone, clock: Clock, picks: list[str | None]) -> str:
    """A whole night turn on a phone: hold, each pick (a tap and Confirm, or Nobody), the
    answer held; its words."""
    until_screen(qtbot, phone, "turn")
    do(qtbot, phone, "held")
    clock.now += 5  # the turn's minimum time runs
    for pick in picks:
        assert phone.screen["kind"] == "turn", phone.screen
        if pick is None:
            do(qtbot, phone, "press", key="nobody")
        else:
            do(qtbot, phone, "tap", name=pick)
            assert phone.screen["picked"] == pick
            do(qtbot, phone, "press", key="confirm")
    screen = until_screen(qtbot, phone, "answer")
    answer = str(screen["secret"])
    do(qtbot, phone, "press", key="done")
    until_screen(qtbot, phone, "card")
    return answer


def test_a_night_with_three_phones_beside_the_laptop(qtbot: QtBot, pool: ThreadPoolExecutor) -> None:
    p, d, table, clock = start(qtbot)
    ann, eve, bob = (phone_of(table, n, pool) for n in ("Ann", "Eve", "Bob"))
    for phone in (ann, eve, bob):  # each scans their code at the deal
        first = join(qtbot, phone)
        assert first["t"] == "screen" and first["kind"] == "card"
    assert table.controller.session.phones == ("Ann", "Eve", "Bob")
    assert "You are: Don" in ann.screen["secret"] and "Sheriff" in eve.screen["secret"]
    assert "Civilian" in bob.screen["secret"]
    p.deal()
    d.press("end_night")  # the zero night: they met at the deal
    d.press("end_day")
    # The laptop goes round the players without a phone only.
    assert p.on_panel() and p.title() == "Pass the laptop to Cid (seat 3)"
    assert ann.screen.get("kind") != "turn" or True
    answers = {}
    answers["Ann"] = phone_turn(qtbot, ann, clock, ["Cid", "Eve"])  # the Don shoots, then checks
    for who in ("Cid", "Dan", "Fay", "Gus", "Hal"):
        assert p.title().startswith(f"Pass the laptop to {who}")
        p.turn("Cid" if who in ("Dan", "Gus") else "Fay")
    answers["Eve"] = phone_turn(qtbot, eve, clock, ["Dan", None])
    for who in ("Ivy", "Jon"):
        assert p.title().startswith(f"Pass the laptop to {who}")
        p.turn("Fay")
    # The laptop's turns are had; Bob's phone is still to play: no morning yet.
    assert "morning" not in p.panel.buttons
    assert "Bob" in p.panel.hint.text()
    answers["Bob"] = phone_turn(qtbot, bob, clock, ["Hal", None])
    assert answers["Ann"] == "Eve is the Sheriff."
    assert answers["Eve"] == "Dan is mafia."
    assert answers["Bob"] == "Thank you. Your answer is noted."
    qtbot.waitUntil(lambda: "morning" in p.panel.buttons)
    p.press("morning")
    assert "Cid was killed in the night" in d.log()
    # Every answer on the wire was one envelope, whoever it was for.
    for phone in (ann, eve, bob):
        assert {size for way, size in phone.wire if way == "down"} == {ENVELOPE}
    assert not role_leaks(table, p.record)


def test_a_phone_that_drops_comes_back_to_where_it_was(qtbot: QtBot, pool: ThreadPoolExecutor) -> None:
    p, d, table, clock, bob = first_pick(qtbot, pool, "Bob")
    do(qtbot, bob, "tap", name="Hal")
    # The phone sleeps: the page is reloaded, its counters kept (sessionStorage), its screen gone.
    again = PyPhone(table.phones.link("Bob") or "", pool)  # type: ignore[union-attr]
    again.sent, again.opener = bob.sent, bob.opener
    screen = join(qtbot, again)
    assert screen["kind"] == "turn" and screen["picked"] == "Hal"
    # An act on a screen older than the newest is ignored; the newest comes again.
    stale = settle(qtbot.waitUntil, again.ask({"t": "press", "key": "confirm", "v": again.v - 1}))
    assert stale["t"] == "screen" and stale["picked"] == "Hal" and stale["v"] == again.v
    do(qtbot, again, "press", key="confirm")
    assert again.screen["kind"] == "turn" and again.screen["picked"] is None  # the second pick
    # The old connection's replays are refused without effect.
    inputs = len(table.controller.record.inputs)
    bob.sent = 0
    refused = settle(qtbot.waitUntil, bob.act("press", key="nobody"))
    assert refused["t"] in ("refused", "status")
    assert len(table.controller.record.inputs) == inputs


def test_the_host_takes_a_player_back_to_the_laptop_mid_turn(qtbot: QtBot, pool: ThreadPoolExecutor) -> None:
    p, d, table, clock, ann = first_pick(qtbot, pool, "Ann")
    ann_link = f"http://{ann.host}:{ann.port}/p/{ann.pairing.token}#{ann.pairing.key_text}"
    do(qtbot, ann, "tap", name="Cid")
    do(qtbot, ann, "press", key="confirm")  # Ann's shot is in; her phone dies
    table.send(tf.Phone("take_back", "Ann"))
    assert "Ann" not in table.controller.session.phones
    # The phone's pairing is over: its next request is refused; the seat has a new code.
    assert settle(qtbot.waitUntil, ann.poll()) == {"t": "status", "status": 404}
    assert table.controller.session.phones == ()
    new_link = table.phones.link("Ann")  # type: ignore[union-attr]
    assert new_link is not None and new_link.split("/p/")[1] != ann_link.split("/p/")[1]
    for who in ("Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"):
        assert p.title().startswith(f"Pass the laptop to {who}"), p.title()
        p.turn("Cid" if who in ("Dan", "Gus") else "Fay")
    # Then Ann, on the laptop, from her second pick (the check): her shot is kept.
    assert p.title().startswith("Pass the laptop to Ann"), p.title()
    p.hold()
    p.tap("Eve")
    p.release()
    p.press("confirm")
    assert p.hold() == "Eve is the Sheriff."
    p.release()
    p.press("done")
    p.press("morning")
    assert "Cid was killed in the night" in d.log()


def test_a_crash_mid_night_resumes_with_the_same_phones(qtbot: QtBot, pool: ThreadPoolExecutor) -> None:
    saved: list[Record] = []
    p, d, table, clock, eve = first_pick(qtbot, pool, "Eve", saved)
    do(qtbot, eve, "tap", name="Dan")
    do(qtbot, eve, "press", key="confirm")  # the check is in
    link = table.phones.link("Eve")
    # kill -9: nothing is closed; the app starts again from the last record saved.
    table.phones.server.stop()
    again = TableScreen(GameController(saved[-1], saver=saved.append))
    qtbot.addWidget(again)
    again.show()
    assert again.phones is not None
    again.phones.clock = clock  # (the turn's minimum time runs from the resume, on this clock)
    assert again.start_phones("127.0.0.1")
    assert again.controller.session.phones == ("Eve",)
    # The same pairing, on the new port: the phone goes on from its counters.
    new_link = again.phones.link("Eve")
    assert new_link is not None and link is not None
    assert new_link.split("/p/")[1] == link.split("/p/")[1]
    moved = PyPhone(new_link, pool)
    moved.sent, moved.opener, moved.v = eve.sent, eve.opener, eve.v
    screen = settle(qtbot.waitUntil, moved.poll())
    assert screen["t"] == "screen" and screen["v"] > eve.v  # the resumed laptop counts on past the old
    assert screen["kind"] == "turn"
    do(qtbot, moved, "held")
    clock.now += 5
    do(qtbot, moved, "press", key="nobody")
    answer = until_screen(qtbot, moved, "answer")
    assert answer["secret"] == "Dan is mafia."


def test_a_phone_turn_waits_as_the_panel_does(qtbot: QtBot, pool: ThreadPoolExecutor) -> None:
    """A pick is taken once the turn was held; Done only once the turn's minimum time (from that
    first hold) has run: the panel's own rule, the same for every role."""
    p, d, table, clock = start(qtbot)
    bob = phone_of(table, "Bob", pool)
    join(qtbot, bob)
    p.deal()
    d.press("end_night")
    d.press("end_day")
    until_screen(qtbot, bob, "turn")
    do(qtbot, bob, "press", key="nobody")  # not held yet: nothing
    assert bob.screen["kind"] == "turn" and "1 of 2" in bob.screen["hold"]
    do(qtbot, bob, "held")
    assert (bob.screen["min"], bob.screen["left"]) == (0, 0)
    do(qtbot, bob, "press", key="nobody")
    do(qtbot, bob, "press", key="nobody")  # both picks at once, no time run
    assert bob.screen["kind"] == "answer" and bob.screen["min"] == 2 and bob.screen["left"] == 2
    do(qtbot, bob, "press", key="done")  # too soon
    assert bob.screen["kind"] == "answer"
    clock.now += 2
    do(qtbot, bob, "press", key="done")
    assert bob.screen["kind"] == "card"
