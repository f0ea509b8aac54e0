"""A resumed game's phones server listens on the port it had (kept with the pairings in
phones.json), so the pages still open on the phones, which talk only to the address and port they
were loaded from, find it again by themselves; if another program took that port meanwhile, any
free port (the phones then scan their codes again)."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import pytest
from pytestqt.qtbot import QtBot

from mafia_desktop.engine.record import Record
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.storage.games import game_key
from mafia_desktop.storage.phones import PhoneBook
from mafia_desktop.ui.table.controller import GameController
from mafia_desktop.ui.table.screen import TableScreen
from tests.phones.py_phone import PyPhone, settle
from tests.ui.test_pass_and_play import CLUB, TEN
from tests.ui.test_phone_night import quick_polls

__all__ = ["quick_polls"]  # the fixture, imported


@pytest.fixture
def pool() -> Iterator[ThreadPoolExecutor]:
    with ThreadPoolExecutor(max_workers=4) as executor:
        yield executor


def record() -> Record:
    return Record(make_setup("club", 4, TEN, CLUB)).with_note(
        "table", {"mode": "pass", "deal": "reveal", "phones": True, "turn_seconds": 2}
    )


def table_of(qtbot: QtBot, game: Record) -> TableScreen:
    table = TableScreen(GameController(game, saver=lambda r: None))
    table.confirm = lambda q: True
    qtbot.addWidget(table)
    assert table.phones is not None and table.start_phones("127.0.0.1")
    return table


def crash(table: TableScreen) -> None:
    """kill -9: nothing is written or closed by the app; the kernel closes its sockets."""
    assert table.phones is not None
    table.phones.server.stop()


def test_a_resumed_game_listens_on_the_port_it_had(qtbot: QtBot, pool: ThreadPoolExecutor) -> None:
    game = record()
    first = table_of(qtbot, game)
    assert first.phones is not None
    port = first.phones.server.port
    assert port is not None and first.phones.port_kept == port
    book = PhoneBook()
    assert book.load(game_key(game.setup)) and book.port == port, "kept with the pairings"
    link = first.phones.link("Ann")
    assert link is not None
    phone = PyPhone(link, pool)
    assert settle(qtbot.waitUntil, phone.poll())["t"] == "screen"
    crash(first)

    again = table_of(qtbot, game)
    assert again.phones is not None
    assert again.phones.server.port == port
    assert again.phones.link("Ann") == link, "the same link: the page open on the phone goes on"
    answer = settle(qtbot.waitUntil, phone.poll())  # the same phone, its counters where they were
    assert answer["t"] == "screen" and answer["kind"] == "card"


def test_a_port_taken_meanwhile_gives_another(qtbot: QtBot, pool: ThreadPoolExecutor) -> None:
    game = record()
    first = table_of(qtbot, game)
    assert first.phones is not None
    port = first.phones.server.port
    assert port is not None
    crash(first)
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as squatter:
        squatter.bind(("127.0.0.1", port))
        squatter.listen(1)
        again = table_of(qtbot, game)
        assert again.phones is not None
        other = again.phones.server.port
        assert other is not None and other != port
        book = PhoneBook()
        book.load(game_key(game.setup))
        assert book.port == other, "the new port kept: the next resume tries it"
        link = again.phones.link("Ann")
        assert link is not None and f":{other}/p/" in link
        assert settle(qtbot.waitUntil, PyPhone(link, pool).poll())["t"] == "screen"
