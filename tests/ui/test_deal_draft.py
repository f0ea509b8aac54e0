"""The host's deal being entered (referee console, real cards) is a secret (issue 44): it is kept
for a crash in a draft beside the games, the owner's only, never in the settings (which Qt kept
readable by every account); the draft goes when the game starts or the host leaves the deal. And
set-up opens whatever the settings file holds for the roster."""

from __future__ import annotations

import json
import os
import re
import stat
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton
from pytestqt.qtbot import QtBot

from mafia_desktop import settings
from mafia_desktop.ui.window.main_window import MainWindow
from tests.ui.test_referee_deal import new_game

#: a role's id as the draft (or the old settings) spells it; not the app's name ("Mafia Desktop")
ROLE = re.compile(rb"detective|mafia(?![ -][Dd]esktop)")


def open_to_others(home: Path) -> dict[Path, bytes]:
    """Every regular file under ``home`` (the test's HOME, XDG folders and data folder) that an
    account other than its owner may read, with what it holds."""
    found = {}
    for root, _dirs, files in os.walk(home):
        for name in files:
            path = Path(root) / name
            st = path.lstat()
            if stat.S_ISREG(st.st_mode) and st.st_mode & 0o044:
                found[path] = path.read_bytes()
    return found


def enter_cards(qtbot: QtBot, window: MainWindow, roles: tuple[str, ...]) -> None:
    screen = window.host_deal
    for role in roles:
        qtbot.mouseClick(screen.findChild(QAbstractButton, f"hostCard_{role}"), Qt.MouseButton.LeftButton)


def draft_of(window: MainWindow) -> Path:
    return window.store.folder / "deal-draft.json"


def test_the_cards_entered_are_in_no_file_another_account_can_read(qtbot: QtBot, home: Path) -> None:
    window = new_game(qtbot, "classic", "cards")
    names = window.setup.names()
    qtbot.mouseClick(window.setup.start_button, Qt.MouseButton.LeftButton)
    enter_cards(qtbot, window, ("mafia", "civilian", "detective"))
    leaks = {path: data for path, data in open_to_others(home).items() if ROLE.search(data)}
    assert leaks == {}, f"a role in a file others can read: {sorted(leaks)}"
    draft = draft_of(window)
    assert draft.parent == Path(os.environ["MAFIA_DESKTOP_DATA_DIR"]) / "games"
    assert stat.S_IMODE(draft.stat().st_mode) == 0o600
    assert stat.S_IMODE(draft.parent.stat().st_mode) == 0o700
    assert json.loads(draft.read_text(encoding="utf-8"))["held"] == {
        names[0]: "mafia",
        names[1]: "civilian",
        names[2]: "detective",
    }
    assert "host_cards" not in settings.store().path.read_text(encoding="utf-8")
    assert window.store.games() == [] and not draft.match("game-*.json"), "the draft is never a game"


def test_a_games_folder_open_to_others_is_closed_before_a_card_is_kept(qtbot: QtBot) -> None:
    window = new_game(qtbot, "classic", "cards")
    window.store.folder.mkdir(parents=True, exist_ok=True)
    window.store.folder.chmod(0o755)
    qtbot.mouseClick(window.setup.start_button, Qt.MouseButton.LeftButton)
    enter_cards(qtbot, window, ("mafia",))
    assert stat.S_IMODE(window.store.folder.stat().st_mode) == 0o700


def test_the_draft_goes_when_the_game_starts(qtbot: QtBot) -> None:
    window = new_game(qtbot, "youth", "cards")
    setup = window.setup
    names = setup.names()[:6]
    setup.set_names(names)
    roles = tuple(r for r, n in setup.counts().items() for _ in range(n))
    qtbot.mouseClick(setup.start_button, Qt.MouseButton.LeftButton)
    screen = window.host_deal
    enter_cards(qtbot, window, roles)
    draft = draft_of(window)
    assert draft.exists()
    qtbot.mouseClick(screen.start_button, Qt.MouseButton.LeftButton)
    assert window.table is not None and window.stack.currentWidget() is window.table
    assert not draft.exists()
    assert [p.name for p in draft.parent.iterdir() if "deal-draft" in p.name] == [], (
        "no copy, no temporary file"
    )
    assert window.host_deal is None, "nothing of the deal is kept but the game"
    window._on_home_new_game_requested()
    window.setup.set_names(names)
    qtbot.mouseClick(window.setup.start_button, Qt.MouseButton.LeftButton)
    assert window.host_deal.cards.held == {}, "the next game's deal starts empty"


def test_leaving_the_deal_removes_the_draft_and_coming_back_brings_the_cards(qtbot: QtBot) -> None:
    window = new_game(qtbot, "classic", "cards")
    names = window.setup.names()
    qtbot.mouseClick(window.setup.start_button, Qt.MouseButton.LeftButton)
    enter_cards(qtbot, window, ("mafia", "detective"))
    draft = draft_of(window)
    assert draft.exists()
    qtbot.mouseClick(window.host_deal.back_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.setup
    assert not draft.exists(), "a deal left is not kept on disk"
    qtbot.mouseClick(window.setup.start_button, Qt.MouseButton.LeftButton)
    assert window.host_deal.cards.held == {names[0]: "mafia", names[1]: "detective"}, "kept for this run"
    assert json.loads(draft.read_text(encoding="utf-8"))["held"] == window.host_deal.cards.held, (
        "on disk again"
    )
    window.host_deal.back_button.click()
    window.setup.set_names(names[:-1])
    qtbot.mouseClick(window.setup.start_button, Qt.MouseButton.LeftButton)
    assert window.host_deal.cards.held == {}, "another deal: none of the cards entered for the last"


def test_an_earlier_versions_deal_in_the_settings_is_never_read_and_is_deleted(
    qtbot: QtBot, home: Path
) -> None:
    data = home / "data"
    window = new_game(qtbot, "classic", "cards")  # (the set-up's players and deal, for the old file)
    players, counts = window.setup.names(), window.setup.counts()
    window.close()
    (data / "settings.json").unlink(missing_ok=True)
    entry = {"players": players, "counts": counts, "held": {players[0]: "mafia", players[1]: "detective"}}
    text = json.dumps(entry).replace("\\", "\\\\").replace('"', '\\"')
    (data / "settings.ini").write_text(
        f'[setup]\nhost_cards="{text}"\npreset=classic\nmode=referee\ndeal=cards\n'
    )
    (data / "settings.ini").chmod(0o644)
    settings._stores.clear()  # (a new run: the settings read afresh)
    again = new_game(qtbot, "classic", "cards")
    qtbot.mouseClick(again.setup.start_button, Qt.MouseButton.LeftButton)
    assert again.host_deal.cards.held == {}
    assert not (data / "settings.ini").exists()
    assert not [p for p, d in open_to_others(home).items() if ROLE.search(d)]


# --- set-up, whatever the settings file holds ----------------------------------------------------------


VARIANT = r"@Variant(\0\0\0\t\x7f\xff\xff\xff)"


@pytest.mark.parametrize(
    ("name", "content"),
    [
        ("settings.ini", f"[setup]\nroster={VARIANT}\n".encode()),
        ("settings.ini", f"[setup]\nroster=Ann, {VARIANT}, Bob\n".encode()),
        ("settings.ini", f'[setup]\nroster="{VARIANT}"\ntyping={VARIANT}\n'.encode()),
        ("settings.json", json.dumps({"setup/roster": ["x" * 100_000]}).encode()),
        ("settings.json", json.dumps({"setup/roster": [["Ann"], {"Bob": 1}]}).encode()),
        ("settings.json", json.dumps({"setup/roster": "Ann, Bob"}).encode()),
        ("settings.json", json.dumps({"setup/roster": [VARIANT] * 100_000}).encode()),
        ("settings.json", b'{"setup/roster": ' + b"[" * 100_000),
        ("settings.json", b'{"setup/roster": ["Ann", "\xff"]}'),
    ],
    ids=[
        "earlier: @Variant",
        "earlier: @Variant in a list",
        "earlier: @Variant quoted, and in typing",
        "a name too long",
        "nested names",
        "text, not a list",
        "100000 names",
        "nested 100000 deep",
        "not UTF-8",
    ],
)
def test_set_up_opens_whatever_the_roster_key_holds(
    qtbot: QtBot, home: Path, name: str, content: bytes
) -> None:
    (home / "data" / name).write_bytes(content)
    window = MainWindow(remember_geometry=False)
    qtbot.addWidget(window)
    window.show()
    window._on_home_new_game_requested()
    assert window.setup.names()[0] == "Ann" and len(window.setup.names()) == 10, "the default roster"
    assert window.setup.name_edit.text() == ""
