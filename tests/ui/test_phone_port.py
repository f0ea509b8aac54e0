"""A resumed game's phones server listens on the port it had (kept with the pairings in
phones.json), so the pages still open on the phones, which talk only to the address and port they
were loaded from, find it again by themselves; if another program took that port meanwhile, any
free port (the phones then scan their codes again)."""

from __future__ import annotations

import functools
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


def test_a_new_language_mid_game_keeps_the_phones(
    qtbot: QtBot, pool: ThreadPoolExecutor, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Settings' appearance (a language, a text size) builds the table's screen again for the same
    game: the old screen's port closes first, so the new one listens on the same port and the
    pages open on the phones go on by themselves, now in the new language; nothing of the old
    server is left to fail when the old screen goes."""
    from PySide6.QtCore import QCoreApplication, QEvent

    from mafia_desktop import settings
    from mafia_desktop.phones import network
    from mafia_desktop.settings import Appearance
    from mafia_desktop.ui.window.main_window import MainWindow

    monkeypatch.setattr(network, "pick", functools.partial(network.pick, loopback=True))
    settings.write(settings.PHONES_ADDRESS, "127.0.0.1")
    window = MainWindow(remember_geometry=False)
    qtbot.addWidget(window)
    window.open_record(record())
    old = window.table
    assert old is not None and old.phones is not None and old.phones.on
    port = old.phones.server.port
    phone = PyPhone(old.phones.link("Ann") or "", pool)
    assert settle(qtbot.waitUntil, phone.poll())["lang"] == "en"
    try:
        settings.write_appearance(Appearance(language="ru", text_scale=200))
        window.restyle()
        new = window.table
        assert new is not None and new is not old and new.phones is not None
        assert not old.phones.on, "the old screen's port is closed"
        assert new.phones.server.port == port
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # the old screen goes
        screen = settle(qtbot.waitUntil, phone.poll())
        while screen.get("t") != "screen":
            screen = settle(qtbot.waitUntil, phone.poll())
        assert screen["lang"] == "ru" and screen["kind"] == "card"
    finally:
        settings.write_appearance(Appearance(language="en"))
        window.restyle()
        window.shutdown()
