"""The laptop's side of the players' phones (issue 49): the set-up's choice, the pairing code on
the private panel at the deal, the host's Phones dialog, the phones' network in Settings.

- Set-up offers "Players may use their own phones" where the laptop is passed round and the app
  deals, and the record's ``table`` says ``phones: true`` there only; the choice is remembered.
- At the deal, while a player holds to see their card, the QR code of their pairing link shows
  beside it, crisp and large enough to scan, and reads back (module by module, from the pixels)
  as that very link; not held, nothing of it is there. Every player's code has the same place and
  size, and the panel's parts keep theirs, whoever holds and whatever their role.
- The link (it carries the pairing's key) is never in an accessible name or description, a
  tooltip, a window title, the table's log or anything printed.
- The Phones dialog (Game menu, a game with phones only) lists each seat, joined or not; *Take
  back to the laptop* asks, then the flow's message takes the player off the phones; its network
  chooser moves the phones' server to the address picked, and the choice is kept.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QImage
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from mafia_desktop import settings
from mafia_desktop.engine.record import Record
from mafia_desktop.phones import network
from mafia_desktop.phones.network import Interface
from mafia_desktop.phones.qr import qr_matrix
from mafia_desktop.table.table_flow import Phone
from mafia_desktop.ui.dialogs.settings_dialog import SettingsDialog
from mafia_desktop.ui.private.panel import PrivatePanel
from mafia_desktop.ui.setup.screen import SetupScreen
from mafia_desktop.ui.table.screen import TableScreen
from mafia_desktop.ui.theme import appearance
from mafia_desktop.ui.theme.appearance import Appearance
from mafia_desktop.ui.window.main_window import MainWindow
from tests.ui.test_held_words import record

LOOPBACK = Interface("lo", "lo", "127.0.0.1")
OTHER = Interface("lo-test", "Test network", "127.0.0.2")  # (Linux answers on all of 127/8)


@pytest.fixture
def loopback(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The phones listen on the loopback interfaces (no phone reaches them, a test does): the
    real one at 127.0.0.1, and one more at 127.0.0.2 to move to."""
    monkeypatch.setattr(network, "interfaces", lambda loopback=False: [OTHER, LOOPBACK])
    yield
    appearance.apply(Appearance(language="en"))


def phones_record(mode: str = "pass") -> Record:
    return record("club", "ordinary", mode).with_note(
        "table", {"mode": mode, "deal": "reveal", "phones": mode == "pass"}
    )


def open_game(qtbot: QtBot, game: Record, size: tuple[int, int] = (1366, 768)) -> MainWindow:
    window = MainWindow(remember_geometry=False, read_only=True)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.open_record(game)
    QApplication.processEvents()
    assert window.table is not None
    return window


def table_of(window: MainWindow) -> TableScreen:
    assert window.table is not None
    return window.table


def hold(panel: PrivatePanel) -> None:
    panel.ring.hold_ms = 0
    panel.ring.press()
    QApplication.processEvents()
    assert panel.ring.shown


def release(panel: PrivatePanel) -> None:
    panel.ring.release()
    QApplication.processEvents()


def next_player(panel: PrivatePanel) -> None:
    panel.skip_wait()
    panel.buttons["got_it"].click()
    QApplication.processEvents()


def read_code(panel: PrivatePanel) -> list[list[bool]]:
    """The QR code on show, read back from the pixels drawn: each module's centre, dark or light."""
    code = panel.pairing_code
    image: QImage = code.grab().toImage()
    ratio = image.devicePixelRatioF()
    rect, px, n = code.code_rect(), code.module_px(), code.modules
    x0, y0 = round(rect.x() * ratio), round(rect.y() * ratio)
    return [
        [image.pixelColor(x0 + c * px + px // 2, y0 + r * px + px // 2).lightness() < 128 for c in range(n)]
        for r in range(n)
    ]


def whole_on_screen(widget: QWidget, rect: QRect) -> bool:
    """Whether ``rect`` of ``widget`` shows whole in its window (nothing clipped)."""
    window = widget.window()
    seen = QRect(widget.mapTo(window, rect.topLeft()), rect.size())
    parent: QWidget | None = widget
    while parent is not None:
        seen = seen.intersected(QRect(parent.mapTo(window, QPoint(0, 0)), parent.size()))
        parent = parent.parentWidget()
    return seen.size() == rect.size()


def places(panel: PrivatePanel) -> dict[str, object]:
    """Where the panel's parts are, in the panel (what an onlooker sees of its shape)."""
    parts: dict[str, QWidget] = {
        "ring": panel.ring,
        "card": panel.card,
        "title": panel.title,
        "hint": panel.hint,
        "secret": panel.secret,
        "circle": panel.circle,
        "countdown": panel.countdown,
        "code": panel.pairing_code,
        **{f"button_{k}": b for k, b in panel.buttons.items()},
    }
    out: dict[str, object] = {
        name: (QRect(w.mapTo(panel, QPoint(0, 0)), w.size()), w.isVisible()) for name, w in parts.items()
    }
    out["code_rect"] = panel.pairing_code.code_rect()
    out["module_px"] = panel.pairing_code.module_px()
    return out


def texts_said(root: QWidget) -> list[str]:
    """Everything a widget says besides its pixels: names and descriptions for a screen reader,
    tooltips, status tips, What's This, window titles, and the words of labels and buttons."""
    out = []
    for w in [root, *root.findChildren(QWidget)]:
        out += [w.accessibleName(), w.accessibleDescription(), w.toolTip(), w.statusTip(), w.whatsThis()]
        out.append(w.windowTitle())
        text = getattr(w, "text", None)
        if callable(text):
            try:
                value = text()
            except TypeError:
                continue
            if isinstance(value, str):
                out.append(value)
    return out


# --- set-up ---------------------------------------------------------------------------------------


def test_set_up_offers_the_phones_where_the_laptop_goes_round_and_the_app_deals(qtbot: QtBot) -> None:
    screen = SetupScreen()
    qtbot.addWidget(screen)
    screen.resize(1366, 768)
    screen.show()
    qtbot.waitExposed(screen)
    box = screen.phones
    for mode, deal in (("referee", "reveal"), ("middle", "reveal"), ("referee", "print")):
        screen.set_table_mode(mode, deal)
        assert not box.isVisible(), f"{mode}, {deal}: nobody's phone takes a turn"
        assert "phones" not in screen.make_record(5).note("table")
    screen.set_table_mode("pass", "cards")
    assert box.isVisible() and not box.isEnabled()
    assert "Only when the app deals" in screen.phones_note.text(), "it says why not"
    screen.set_table_mode("pass", "reveal")
    assert box.isVisible() and box.isEnabled() and not box.isChecked()
    assert "phones" not in screen.make_record(5).note("table")
    assert "QR code" in screen.phones_note.text() and "hotspot" in screen.phones_note.text()
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    assert box.isChecked()
    assert screen.make_record(5).note("table") == {"mode": "pass", "deal": "reveal", "phones": True}
    assert settings.read_setup().phones and settings.read(settings.PHONES)
    # Chosen, then another mode: no phones in the game; back to the mode, chosen still.
    for mode, deal in (("pass", "cards"), ("middle", "reveal"), ("referee", "reveal")):
        screen.set_table_mode(mode, deal)
        assert "phones" not in screen.make_record(5).note("table"), (mode, deal)
        assert "phones" not in screen.pending_game(5).table.to_json(), (mode, deal)
    screen.set_table_mode("pass", "reveal")
    assert box.isChecked() and screen.make_record(5).note("table")["phones"] is True
    again = SetupScreen()  # the next run's set-up
    qtbot.addWidget(again)
    assert again.model.phones and again.table_mode().with_phones
    assert again.phones.isChecked()


def test_play_again_keeps_the_phones(qtbot: QtBot) -> None:
    screen = SetupScreen()
    qtbot.addWidget(screen)
    started: list[Record] = []
    screen.start_requested.connect(started.append)
    assert screen.play_again(phones_record())
    assert started[-1].note("table") == {"mode": "pass", "deal": "reveal", "phones": True}


# --- the pairing code on the private panel --------------------------------------------------------


def test_the_pairing_code_shows_beside_the_card_only_while_held_and_reads_back_as_the_link(
    qtbot: QtBot, loopback: None, capsys: pytest.CaptureFixture[str]
) -> None:
    settings.write(settings.PHONES_ADDRESS, "127.0.0.1")
    window = open_game(qtbot, phones_record())
    table = table_of(window)
    phones = table.phones
    assert phones is not None and phones.on and phones.address == "127.0.0.1"
    panel = table.private
    assert table.private_shown()
    seen: dict[str, dict[str, object]] = {}
    covers: dict[str, dict[str, object]] = {}
    links: list[str] = []
    order = [s.name for s in window.controller.view().seats]  # type: ignore[union-attr]
    for name in order:
        screen = panel.shown_screen
        assert screen is not None and screen.who == name
        assert not panel.pairing_code.isVisible() and panel.pairing_code.modules == 0, "not held: no code"
        covers[name] = places(panel)
        hold(panel)
        code = panel.pairing_code
        link = phones.link(name)
        assert link is not None and link.startswith("http://127.0.0.1:")
        assert code.isVisible() and whole_on_screen(code, code.code_rect())
        assert code.code_rect().width() >= 200, "large enough to scan at arm's length"
        assert read_code(panel) == qr_matrix(link), "the code drawn is the player's link"
        said = texts_said(window) + [window.windowTitle(), *table.log.lines()]
        token, key = link.rsplit("/", 1)[1].split("#")
        assert not [t for t in said if token in t or key in t], "the link is never said"
        assert "QR code to pair your phone" in said
        seen[name] = places(panel)
        links.append(link)
        release(panel)
        assert not panel.pairing_code.isVisible() and panel.pairing_code.modules == 0, "gone, and forgotten"
        next_player(panel)
    assert len(set(links)) == len(order), "a pairing of its own for each seat"
    first, last = order[0], order[-1]  # the Don (the mafia are dealt first) and a civilian
    assert seen[first] == seen[last], "the code and every part of the panel keep their place"
    assert covers[first] == covers[last]
    out = capsys.readouterr()
    assert not any(link.split("#")[1] in out.out + out.err for link in links), "nothing printed"


def test_the_code_is_whole_and_large_at_200_percent_text_on_a_small_screen(
    qtbot: QtBot, loopback: None
) -> None:
    settings.write(settings.PHONES_ADDRESS, "127.0.0.1")
    appearance.apply(Appearance(language="ru", text_scale=200))
    for size in ((1366, 768), (1024, 600)):
        window = open_game(qtbot, phones_record(), size)
        table = table_of(window)
        panel = table.private
        hold(panel)
        code = panel.pairing_code
        assert code.isVisible() and whole_on_screen(code, code.code_rect()), size
        assert code.module_px() >= 4 and code.code_rect().width() >= 196, size
        link = table.phones.link(panel.shown_screen.who)  # type: ignore[union-attr]
        assert link is not None and read_code(panel) == qr_matrix(link)
        line_top = code.code_rect().bottom() + 1
        assert line_top + code.fontMetrics().lineSpacing() <= code.height(), "the line under it fits"
        release(panel)
        window.close()


def test_no_code_in_a_game_without_phones_nor_at_night(qtbot: QtBot, loopback: None) -> None:
    window = open_game(qtbot, record("club", "ordinary", "pass"))
    table = table_of(window)
    assert table.phones is None
    hold(table.private)
    assert not table.private.pairing_code.isVisible()


# --- the host's phones ----------------------------------------------------------------------------


def test_the_phones_menu_item_is_there_in_a_game_with_phones_only(qtbot: QtBot, loopback: None) -> None:
    settings.write(settings.PHONES_ADDRESS, "127.0.0.1")
    window = open_game(qtbot, record("club", "ordinary", "pass"))
    window.window_menu.build()
    action = window.window_menu.phones_action
    assert action is not None and not action.isVisible()
    window.open_record(phones_record())
    assert action.isVisible() and action.isEnabled(), "by mouse, under the private panel too"
    opened: list[object] = []
    window.exec_dialog = opened.append  # type: ignore[method-assign]
    action.trigger()
    assert len(opened) == 1 and opened[0].objectName() == "phonesDialog"  # type: ignore[attr-defined]


def test_take_back_to_the_laptop_asks_then_the_player_leaves_the_phones(qtbot: QtBot, loopback: None) -> None:
    settings.write(settings.PHONES_ADDRESS, "127.0.0.1")
    window = open_game(qtbot, phones_record())
    table = table_of(window)
    controller = window.controller
    assert controller is not None
    names = [s.name for s in controller.view().seats]
    table.send(Phone("join", names[2]))
    table.send(Phone("join", names[5]))
    assert controller.session.phones == (names[2], names[5])
    dialog = table.phones_dialog()
    assert dialog is not None
    qtbot.addWidget(dialog)
    phone, back = dialog.rows[names[2]]
    assert phone.text() == "Joined, connection lost" and back.isEnabled() and back.isVisibleTo(dialog)
    assert dialog.rows[names[0]][0].text() == "Not joined" and not dialog.rows[names[0]][1].isEnabled()
    asked: list[str] = []
    dialog.ask = lambda q: asked.append(q) or False  # type: ignore[func-returns-value]
    back.click()
    assert len(asked) == 1 and names[2] in asked[0]
    assert controller.session.phones == (names[2], names[5]), "No: nothing changes"
    dialog.ask = lambda q: True
    back.click()
    assert controller.session.phones == (names[5],)
    assert phone.text() == "Not joined" and not back.isEnabled() and not back.isVisibleTo(dialog)
    said = texts_said(dialog)
    for name in names:
        link = table.phones.link(name)  # type: ignore[union-attr]
        assert link is not None and not [t for t in said if link.split("#")[1] in t]
    dialog.close()


def test_the_network_chooser_moves_the_phones_and_is_remembered(qtbot: QtBot, loopback: None) -> None:
    settings.write(settings.PHONES_ADDRESS, OTHER.address)
    window = open_game(qtbot, phones_record())
    table = table_of(window)
    phones = table.phones
    assert phones is not None and phones.address == OTHER.address
    old_port = phones.server.port
    dialog = table.phones_dialog()
    assert dialog is not None
    qtbot.addWidget(dialog)
    assert f"{OTHER.address}:{old_port}" in dialog.network.text()
    assert not dialog.use.isEnabled(), "the network in use"
    dialog.choice.setCurrentIndex(dialog.choice.findData(LOOPBACK.name))
    assert dialog.use.isEnabled()
    dialog.ask = lambda q: pytest.fail(f"no phone joined, nothing to ask: {q}")
    dialog.use.click()
    port = phones.server.port
    assert phones.on and phones.address == LOOPBACK.address and port is not None
    assert f"127.0.0.1:{port}" in dialog.network.text()
    assert (phones.link(window.controller.view().seats[0].name) or "").startswith(
        f"http://127.0.0.1:{port}/p/"
    )  # type: ignore[union-attr]
    assert settings.read(settings.PHONES_ADDRESS) == LOOPBACK.name
    socket = QTcpSocket()
    socket.connectToHost("127.0.0.1", port)
    qtbot.waitUntil(lambda: socket.state() == QAbstractSocket.SocketState.ConnectedState, timeout=5000)
    socket.abort()
    dialog.close()


def test_the_table_says_when_the_phones_cannot_listen_and_stops_saying_it_once_they_can(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, loopback: None
) -> None:
    monkeypatch.setattr(network, "interfaces", lambda loopback=False: [])
    window = open_game(qtbot, phones_record())
    table = table_of(window)
    phones = table.phones
    assert phones is not None and not phones.on and phones.problem
    assert not table.notice.isHidden() and table.notice.text() == phones.problem  # (on the table page)
    dialog = table.phones_dialog()
    assert dialog is not None
    qtbot.addWidget(dialog)
    assert dialog.problem.isVisibleTo(dialog) and dialog.problem.text() == phones.problem
    assert table.start_phones("127.0.0.1")
    assert table.notice.isHidden()
    dialog.refresh()
    assert not dialog.problem.isVisibleTo(dialog)
    dialog.close()


# --- Settings -------------------------------------------------------------------------------------


def test_settings_choose_the_phones_network_wifi_first_by_default(qtbot: QtBot, loopback: None) -> None:
    dialog = SettingsDialog([], "")
    qtbot.addWidget(dialog)
    choice = dialog.phones_network
    assert choice.currentIndex() == 0 and choice.chosen() is None and choice.currentText() == "Wi-Fi first"
    choice.setCurrentIndex(choice.findData(LOOPBACK.name))
    dialog.accept()
    assert settings.read(settings.PHONES_ADDRESS) == LOOPBACK.name
    again = SettingsDialog([], "")
    qtbot.addWidget(again)
    assert again.phones_network.chosen() == LOOPBACK
    again.phones_network.setCurrentIndex(0)
    again.accept()
    assert settings.read(settings.PHONES_ADDRESS) == ""
