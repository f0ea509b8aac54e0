"""The phones' keys, kept in the data folder while a game runs (storage/phones.py), are never in
the game's record, a copy of it saved elsewhere, nor any other file the app writes: played as a
host would, a game started, its pairings kept, a move made and a copy saved; then every file under
the test's home folder is searched for the keys."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from mafia_desktop.engine.record import loads_record
from mafia_desktop.phones.wire import Pairing
from mafia_desktop.storage.games import default_folder, game_key
from mafia_desktop.storage.phones import FILE_NAME, KeptPairing, PhoneBook
from tests.ui.test_lose_nothing import start_angel, window


def test_no_export_or_record_of_a_game_holds_its_phones_keys(
    qtbot: QtBot, home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QFileDialog

    w = window(qtbot)
    d = start_angel(qtbot, w)
    names = w.controller.record.setup.players
    kept = {
        name: KeptPairing(Pairing(bytes([i + 1] * 16).hex(), bytes([i + 101] * 32)), sent=i)
        for i, name in enumerate(names[:3])
    }
    book = PhoneBook()
    book.save(game_key(w.controller.record.setup), kept)
    assert book.path == default_folder().parent / FILE_NAME
    d.press("end_night")
    copy = tmp_path / "copy.mafia.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(copy), ""))
    w.save_copy_action.trigger()
    assert w.game_path is not None and w.game_path.exists() and copy.exists()

    secrets = [k.pairing.key_text.encode() for k in kept.values()]
    secrets += [k.pairing.key for k in kept.values()]
    holding = []
    for folder in (home, tmp_path):
        for where, _, files in os.walk(folder):
            for name in files:
                path = Path(where) / name
                if path.is_symlink() or not path.is_file():
                    continue
                data = path.read_bytes()
                if any(secret in data for secret in secrets):
                    holding.append(path)
    assert set(holding) == {book.path}, "the keys are in phones.json alone"
    assert loads_record(copy.read_bytes()) == w.controller.record
    assert all(k.pairing.token not in w.controller.record.dumps() for k in kept.values())
    assert PhoneBook().load(game_key(loads_record(copy.read_bytes()).setup)) == kept
