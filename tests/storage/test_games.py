"""Saving never loses a good copy: atomic writes, the previous copy kept, broken files set aside,
and any damage to a file handled without an exception past the loader."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pytestqt.qtbot import QtBot

from mafia_desktop.engine.inputs import EndNight, Nominate
from mafia_desktop.engine.record import Record, loads_record
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.storage.games import GameStore, StorageError, write_atomically
from tests.disk_faults import read_only_disk

TEN = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]


def record(n_inputs: int = 0) -> Record:
    rec = Record(
        make_setup("club", 3, TEN, {"Ann": "don", "Dan": "mafia", "Gus": "mafia", "Eve": "detective"})
    )
    inputs = [EndNight(), Nominate("Ivy", "Gus"), Nominate("Jon", "Bob")][:n_inputs]
    for inp in inputs:
        rec = rec.with_input(inp)
    return rec


def test_save_and_load_a_game(tmp_path: Path) -> None:
    store = GameStore(tmp_path)
    path = store.new_path()
    store.save(path, record(2))
    loaded = store.load(path)
    assert loaded.record == record(2) and loaded.notes == []
    assert path.name.startswith("game-") and path.suffix == ".json"


def test_each_save_keeps_the_previous_good_copy(tmp_path: Path) -> None:
    store = GameStore(tmp_path)
    path = store.new_path()
    store.save(path, record(1))
    store.save(path, record(2))
    assert loads_record(path.read_bytes()) == record(2)
    assert loads_record(path.with_name(path.name + ".prev").read_bytes()) == record(1)
    assert not list(tmp_path.glob(".*.tmp")), "no temporary file is left behind"


def test_a_crash_before_the_rename_leaves_the_old_game_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game-1.json"
    write_atomically(path, record(1).dumps())
    real_replace = os.replace

    def crash(src: object, dst: object) -> None:
        if str(dst) == str(path):
            raise OSError(errno.EIO, "Input/output error")
        real_replace(src, dst)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(StorageError, match="Could not save .*game-1.json: Input/output error"):
        write_atomically(path, record(2).dumps())
    monkeypatch.setattr(os, "replace", real_replace)
    assert loads_record(path.read_bytes()) == record(1)


def test_a_full_disk_is_reported_with_the_file_and_the_reason(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def full(fd: int, data: object) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    store = GameStore(tmp_path)
    path = store.new_path()
    store.save(path, record(1))
    monkeypatch.setattr(os, "write", full)
    with pytest.raises(StorageError) as info:
        store.save(path, record(2))
    assert (
        str(info.value) == f"Could not save {path}: No space left on device (free some space on that disk)."
    )
    monkeypatch.undo()
    assert store.load(path).record == record(1)


def test_a_folder_that_cannot_be_made_is_reported(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    store = GameStore(blocker / "games")
    with pytest.raises(StorageError, match="Could not save"):
        store.save(store.folder / "game-x.json", record(0))


def test_a_broken_game_is_set_aside_and_the_previous_copy_opened(tmp_path: Path) -> None:
    store = GameStore(tmp_path)
    path = store.new_path()
    store.save(path, record(1))
    store.save(path, record(2))
    path.write_bytes(path.read_bytes()[:40])  # truncated, as by a crash of the disk
    loaded = store.load(path)
    assert loaded.record == record(1)
    assert len(loaded.set_aside) == 1 and loaded.set_aside[0].read_bytes() != b""
    assert f"{path.name} is not a game record this app can open" in loaded.notes[0]
    assert "kept aside as" in loaded.notes[0]
    assert "previous good copy" in loaded.notes[1] and "(inputs in it: 1)" in loaded.notes[1]
    assert loads_record(path.read_bytes()) == record(1), "the good copy is the game file again"


def test_a_game_too_new_or_foreign_is_refused_in_words(tmp_path: Path) -> None:
    store = GameStore(tmp_path)
    path = tmp_path / "game-new.json"
    path.write_text(json.dumps(dict(record(0).to_json(), format=2)))
    with pytest.raises(StorageError) as info:
        store.load(path)
    assert "game-new.json" in str(info.value) and "newer version" in str(info.value)
    assert not path.exists() and len(list(tmp_path.glob("game-new.json.broken-*"))) == 1


def test_set_aside_files_are_never_overwritten(tmp_path: Path) -> None:
    store = GameStore(tmp_path, clock=lambda: 1_800_000_000.0)
    path = tmp_path / "game-a.json"
    for content in (b"one", b"two", b"three"):
        path.write_bytes(content)
        with pytest.raises(StorageError):
            store.load(path)
    kept = sorted(p.read_bytes() for p in tmp_path.glob("game-a.json.broken-*"))
    assert kept == [b"one", b"three", b"two"]


def test_unfinished_games_newest_first(tmp_path: Path) -> None:
    store = GameStore(tmp_path)
    old, new = tmp_path / "game-1.json", tmp_path / "game-2.json"
    store.save(old, record(1))
    store.save(new, record(2))
    os.utime(old, (1_000, 1_000))
    (tmp_path / "game-3.json").write_text("not a game")
    info = store.newest_unfinished()
    assert info is not None and info.path == new and info.phase == "day" and info.number == 1
    assert [g.path for g in store.unfinished()] == [new, old]


def test_the_store_knows_its_own_files(tmp_path: Path) -> None:
    store = GameStore(tmp_path)
    assert store.owns(tmp_path / "game-1.json")
    assert not store.owns(tmp_path / "other.json")
    assert not store.owns(tmp_path.parent / "game-1.json")


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(damage=st.sampled_from(["truncate", "flip", "random", "empty", "delete"]), data=st.data())
def test_damage_never_raises_past_the_loader_nor_loses_the_good_copy(
    tmp_path: Path, damage: str, data: st.DataObject
) -> None:
    folder = tmp_path / f"case-{data.draw(st.integers(0, 10**9))}"
    store = GameStore(folder)
    path = folder / "game-f.json"
    store.save(path, record(1))
    store.save(path, record(2))
    previous = path.with_name(path.name + ".prev")
    good = previous.read_bytes()
    raw = bytearray(path.read_bytes())
    if damage == "truncate":
        raw = raw[: data.draw(st.integers(0, len(raw) - 1))]
    elif damage == "flip":
        for _ in range(data.draw(st.integers(1, 6))):
            i = data.draw(st.integers(0, len(raw) - 1))
            raw[i] ^= 1 << data.draw(st.integers(0, 7))
    elif damage == "random":
        raw = bytearray(data.draw(st.binary(max_size=300)))
    elif damage == "empty":
        raw = bytearray()
    if damage == "delete":
        path.unlink()
    else:
        path.write_bytes(bytes(raw))
    try:
        loaded = store.load(path)
    except StorageError:
        raise AssertionError("the previous good copy was there to open") from None
    if loaded.notes:  # the file was unreadable: the previous good copy was opened
        assert loaded.record == record(1)
    else:  # the damage left a readable record (a changed digit, say): it opens as it is
        assert loaded.record.inputs[:1] == record(1).inputs
    assert previous.read_bytes() == good, "the good copy is never lost"


def test_a_damaged_inputs_key_is_not_read_as_a_game_without_inputs(tmp_path: Path) -> None:
    store = GameStore(tmp_path)
    path = store.new_path()
    store.save(path, record(1))
    store.save(path, record(2))
    path.write_text(path.read_text().replace('"inputs"', '"inpuus"'))
    loaded = store.load(path)
    assert loaded.record == record(1) and "has no inputs" in loaded.notes[0]


# --- issue 14: reading is not judging; the newest game is offered, recovered ----------------------


def test_a_fifo_is_refused_at_once_never_waited_on(tmp_path: Path) -> None:
    from mafia_desktop.storage.games import ReadError, read_record

    store = GameStore(tmp_path)
    fifo = tmp_path / "game-20260101-000000.json"
    os.mkfifo(fifo)
    with pytest.raises(ReadError, match="not a regular file"):
        read_record(fifo)  # with no writer on the other end, a plain open() would wait forever
    with pytest.raises(StorageError, match="not a regular file"):
        store.load(fifo)
    assert fifo.exists() and not list(tmp_path.glob("*.broken-*")), "a pipe is not set aside"
    assert store.newest_unfinished() is None


def test_a_read_error_is_not_corruption(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = GameStore(tmp_path)
    path = store.new_path()
    store.save(path, record(2))
    store.save(path, record(3))
    good = path.read_bytes()

    def failing_open(*args: object, **kwargs: object) -> int:
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(os, "open", failing_open)
    with pytest.raises(StorageError, match="Input/output error"):
        store.load(path)
    monkeypatch.undo()
    assert path.read_bytes() == good, "the good file is left where it was"
    assert not list(tmp_path.glob("*.broken-*"))
    assert store.load(path).record == record(3)


def test_continue_offers_the_newest_game_recovered_from_its_previous_copy(tmp_path: Path) -> None:
    clock = [1_000_000.0]
    store = GameStore(tmp_path, clock=lambda: clock[0])
    older = store.new_path()
    store.save(older, record(1))
    os.utime(older, (clock[0], clock[0]))
    clock[0] += 3600
    newest = store.new_path()
    store.save(newest, record(2))
    store.save(newest, record(3))
    newest.write_bytes(newest.read_bytes()[:40])  # damaged after its last save
    offered = store.newest_unfinished()
    assert offered is not None and offered.path == newest
    assert store.load(newest).record == record(2), "its previous good copy"
    newest.unlink()  # and when the file itself is gone
    os.replace(newest.with_name(newest.name + ".prev"), newest.with_name(newest.name + ".prev"))
    offered = store.newest_unfinished()
    assert offered is not None and offered.path == newest
    assert store.load(newest).record == record(2)


def test_save_problems_say_what_to_do(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "games").write_text("not a folder")
    store = GameStore(tmp_path / "games")
    with pytest.raises(StorageError) as exc:
        store.save(tmp_path / "games" / "game-1.json", record())
    assert "where a folder should be" in exc.value.message
    read_only_disk(monkeypatch)
    with pytest.raises(StorageError) as exc:
        GameStore(tmp_path / "ok").save(tmp_path / "ok" / "game-2.json", record())
    assert (
        "read-only: save a copy elsewhere" in exc.value.message and "free some space" not in exc.value.message
    )


def test_a_file_name_that_is_not_text_is_shown_readably(tmp_path: Path) -> None:
    from mafia_desktop.storage.games import read_record

    odd = tmp_path / os.fsdecode(b"game-\xff.json")
    odd.write_text("{", encoding="utf-8")
    with pytest.raises(StorageError) as exc:
        read_record(odd)
    assert "\udcff" not in exc.value.message and "game-\ufffd.json" in exc.value.message
    exc.value.message.encode("utf-8")  # printable anywhere


def test_a_huge_file_is_refused_in_plain_words(tmp_path: Path) -> None:
    from mafia_desktop.storage.games import read_record

    big = tmp_path / "game-big.json"
    big.write_bytes(b" " * (9 * 1024 * 1024))
    with pytest.raises(StorageError, match="larger than 8 MiB"):
        read_record(big)


def test_two_new_games_in_the_same_second_get_their_own_files(tmp_path: Path) -> None:
    store = GameStore(tmp_path, clock=lambda: 1_700_000_000.0)
    first = store.new_path()
    store.save(first, record())
    second = store.new_path()
    assert second != first


# --- nothing is written through a link ---------------------------------------------------------


def planted(tmp_path: Path) -> Path:
    """A file of someone else's the attacker wants the game written into."""
    victim = tmp_path / "elsewhere" / "victim.txt"
    victim.parent.mkdir()
    victim.write_text("precious")
    victim.chmod(0o644)
    return victim


def untouched(victim: Path) -> None:
    assert victim.read_text() == "precious", "the save wrote through a link"
    assert victim.stat().st_mode & 0o777 == 0o644, "the save changed the mode of a foreign file"


def test_a_link_at_the_old_temporary_name_is_not_followed(tmp_path: Path) -> None:
    """The temporary name used to be fixed (``.game-….json.tmp``): a link put there had the whole
    record, every role in it, written into its target."""
    folder = tmp_path / "games"
    store = GameStore(folder)
    path = store.new_path()
    store.save(path, record(1))
    victim = planted(tmp_path)
    (folder / f".{path.name}.tmp").symlink_to(victim)
    store.save(path, record(2))
    untouched(victim)
    assert not path.is_symlink() and loads_record(path.read_bytes()) == record(2)
    assert path.stat().st_mode & 0o777 == 0o600


def test_a_link_at_any_temporary_name_is_not_followed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Even a name guessed right is never written through: the temporary file is made new."""
    from mafia_desktop.storage import games

    names = iter(["guessed", "guessed", "fresh", "fresh2", "fresh3"])
    monkeypatch.setattr(games.secrets, "token_hex", lambda n: next(names))
    victim = planted(tmp_path)
    path = tmp_path / "game-1.json"
    (tmp_path / ".game-1.json.guessed.tmp").symlink_to(victim)
    write_atomically(path, record(1).dumps())
    untouched(victim)
    assert loads_record(path.read_bytes()) == record(1)
    assert (tmp_path / ".game-1.json.guessed.tmp").is_symlink(), "the planted link itself is left alone"


def test_a_game_file_that_is_a_link_is_replaced_not_followed(tmp_path: Path) -> None:
    victim = planted(tmp_path)
    path = tmp_path / "game-1.json"
    path.symlink_to(victim)
    write_atomically(path, record(1).dumps())
    untouched(victim)
    assert not path.is_symlink() and loads_record(path.read_bytes()) == record(1)
    previous = path.with_name(path.name + ".prev")
    assert not previous.exists(), "a foreign file is not kept as the previous copy"
    assert victim.stat().st_nlink == 1, "nor hard-linked into the data folder"


def test_the_previous_copy_without_hard_links_is_made_new_too(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game-1.json"
    write_atomically(path, record(1).dumps())
    victim = planted(tmp_path)

    def no_hard_links(*args: object, **kwargs: object) -> None:
        raise OSError(errno.EPERM, "no hard links here")

    monkeypatch.setattr(os, "link", no_hard_links)
    for leftover in (".game-1.json.prev.tmp", ".game-1.json.prev"):  # the old fixed names
        (tmp_path / leftover).symlink_to(victim)
    write_atomically(path, record(2).dumps())
    untouched(victim)
    previous = path.with_name(path.name + ".prev")
    assert not previous.is_symlink() and loads_record(previous.read_bytes()) == record(1)
    assert previous.stat().st_mode & 0o777 == 0o600


def test_the_temporary_files_a_crash_left_are_cleared_at_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    from mafia_desktop.ui.window.main_window import MainWindow

    monkeypatch.setenv("MAFIA_DESKTOP_DATA_DIR", str(tmp_path))
    folder = tmp_path / "games"
    folder.mkdir()
    victim = planted(tmp_path)
    (folder / ".game-1.json.0a1b2c.tmp").write_text("half a save")
    (folder / ".game-2.json.prev.3d4e5f.tmp").symlink_to(victim)
    (folder / "notes.tmp").write_text("not ours")
    viewer = MainWindow(remember_geometry=False, read_only=True)  # a screenshot beside the app
    qtbot.addWidget(viewer)
    assert viewer.store.folder == folder
    assert len(list(folder.iterdir())) == 3, "a window that saves nothing clears nothing"
    window = MainWindow(remember_geometry=False)
    qtbot.addWidget(window)
    assert window.store.folder == folder
    assert sorted(p.name for p in folder.iterdir()) == ["notes.tmp"]
    untouched(victim)
