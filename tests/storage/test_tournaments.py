"""Tournaments on disk: saved atomically and owner-only, listed, loaded, deleted; a bad file is
listed with a message and refused in words, never a crash."""

from __future__ import annotations

import os
import random
import stat
from pathlib import Path

import pytest

from mafia_desktop.club.tournament import Tournament, new_tournament
from mafia_desktop.storage import tournaments as store_module
from mafia_desktop.storage.games import StorageError
from mafia_desktop.storage.tournaments import SUFFIX, TournamentStore

NAMES = [f"Player {i:02d}" for i in range(1, 21)]


def _cup(name: str = "Cup", seed: int = 1) -> Tournament:
    return new_tournament(name, NAMES, 2, 2, rng=random.Random(seed), seed=seed)


def test_save_load_list_delete(tmp_path: Path) -> None:
    store = TournamentStore(tmp_path / "data" / "tournaments")
    assert store.listing() == []
    a, b = _cup("Zeta", 1), _cup("alpha", 2)
    path = store.save(a)
    store.save(b)
    assert path == store.folder / f"{a.id}{SUFFIX}"
    assert store.load(a.id) == a
    assert [t.name for t in store.tournaments()] == ["alpha", "Zeta"]
    assert store.delete(a.id) is True
    assert store.delete(a.id) is False
    assert [t.id for t in store.tournaments()] == [b.id]
    with pytest.raises(ValueError):
        store.path_of("../games/x")


def test_files_and_folders_are_the_owners_only(tmp_path: Path) -> None:
    old = os.umask(0o022)
    try:
        store = TournamentStore(tmp_path / "data" / "tournaments")
        path = store.save(_cup())
    finally:
        os.umask(old)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(store.folder.stat().st_mode) == 0o700
    assert stat.S_IMODE((tmp_path / "data").stat().st_mode) == 0o700


def test_a_save_is_atomic(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A save that fails half-way leaves the old file whole, and no temporary file behind."""
    store = TournamentStore(tmp_path)
    t = _cup()
    path = store.save(t)
    before = path.read_bytes()
    import mafia_desktop.storage.games as games

    def broken_replace(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(games.os, "replace", broken_replace)
    with pytest.raises(StorageError) as caught:
        store.save(new_tournament("Other", NAMES, 2, 3, id=t.id))
    assert "free some space" in str(caught.value)
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name]


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"not json", "not valid JSON"),
        (b'{"format": "mafia-desktop-tournament", "version": 9}', "version 9"),
        (b"[]", "not a Mafia Desktop tournament"),
    ],
)
def test_a_bad_file_is_listed_with_a_message_and_refused_in_words(
    tmp_path: Path, content: bytes, words: str
) -> None:
    store = TournamentStore(tmp_path)
    good = _cup()
    store.save(good)
    bad_id = "0" * 32
    (tmp_path / f"{bad_id}{SUFFIX}").write_bytes(content)
    listed = store.listing()
    assert [item.id for item in listed] == [good.id, bad_id]  # the readable first
    bad = listed[1]
    assert bad.tournament is None and bad.problem is not None
    assert words in bad.problem and f"{bad_id}{SUFFIX}" in bad.problem
    assert bad.problem.context == "Storage"  # type: ignore[attr-defined]
    with pytest.raises(StorageError) as caught:
        store.load(bad_id)
    assert caught.value.message == bad.problem
    assert store.tournaments() == [good]


def test_a_file_under_another_id_a_missing_one_and_a_folder(tmp_path: Path) -> None:
    store = TournamentStore(tmp_path)
    t = _cup()
    path = store.save(t)
    other = "f" * 32
    os.replace(path, tmp_path / f"{other}{SUFFIX}")
    with pytest.raises(StorageError) as caught:
        store.load(other)
    assert "the file's name" in str(caught.value)
    with pytest.raises(StorageError) as caught:
        store.load(t.id)
    assert "missing" in str(caught.value)
    (tmp_path / f"{t.id}{SUFFIX}").mkdir()
    with pytest.raises(StorageError):
        store.load(t.id)
    assert len(store.listing()) == 2  # both listed, neither readable: no crash


def test_the_default_folder_is_beside_the_games(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAFIA_DESKTOP_DATA_DIR", str(tmp_path))
    assert store_module.default_folder() == tmp_path / "tournaments"
