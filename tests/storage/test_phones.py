"""The phones' pairings kept while a game runs (storage/phones.py): a round trip, the owner's only
whatever the umask, a new game retiring the last one's, and every way the file can be wrong
giving no pairings and a reason in words, never an exception; an atomic save; nothing left
behind when they are retired."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest

from mafia_desktop.engine.setup import make_setup
from mafia_desktop.i18n import Message
from mafia_desktop.phones.wire import Pairing
from mafia_desktop.storage.games import StorageError, game_key
from mafia_desktop.storage.phones import FILE_NAME, MAX_BYTES, KeptPairing, PhoneBook

TEN = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]
ROLES = {"Ann": "don", "Dan": "mafia", "Gus": "mafia", "Eve": "detective"}
GAME = game_key(make_setup("club", 3, TEN, ROLES))
OTHER = game_key(make_setup("club", 4, TEN, ROLES))


def pairing(n: int) -> Pairing:
    return Pairing(bytes([n] * 16).hex(), bytes([n + 100] * 32))


PAIRINGS = {
    "Ann": KeptPairing(pairing(1), sent=3, received=2),
    "Жанна": KeptPairing(pairing(2)),
    "Bob": KeptPairing(pairing(3), sent=2**64 - 1, received=7),
}


def saved(tmp_path: Path) -> PhoneBook:
    book = PhoneBook(tmp_path)
    book.save(GAME, PAIRINGS)
    return book


def refused(book: PhoneBook, why: str) -> None:
    """The book gave nothing, and said why, in words a person can read (a Message)."""
    assert book.load(GAME) == {}
    assert book.why == why, (book.why, book.reason)
    assert isinstance(book.reason, Message) and str(book.reason)


def test_pairings_come_back_as_they_were_kept(tmp_path: Path) -> None:
    book = saved(tmp_path)
    assert book.path == tmp_path / FILE_NAME
    again = PhoneBook(tmp_path)
    assert again.load(GAME) == PAIRINGS
    assert again.why is None and again.reason is None
    doc = json.loads(book.path.read_text("utf-8"))
    assert set(doc) == {"format", "version", "game", "port", "seats"} and doc["game"] == GAME
    assert doc["version"] == 2 and doc["port"] is None and again.port is None
    assert doc["seats"]["Ann"] == {
        "token": pairing(1).token,
        "key": pairing(1).key_text,
        "sent": 3,
        "received": 2,
    }


def test_the_file_is_its_owner_s_only_whatever_the_umask(tmp_path: Path) -> None:
    old = os.umask(0o022)
    try:
        book = PhoneBook(tmp_path / "data")  # the data folder made for it, too
        book.save(GAME, PAIRINGS)
    finally:
        os.umask(old)
    assert stat.S_IMODE(book.path.stat().st_mode) == 0o600
    assert stat.S_IMODE(book.path.parent.stat().st_mode) == 0o700
    assert PhoneBook(tmp_path / "data").load(GAME) == PAIRINGS


def test_a_new_game_finds_none_of_the_last_one_s(tmp_path: Path) -> None:
    saved(tmp_path)
    book = PhoneBook(tmp_path)
    assert book.load(OTHER) == {}
    assert book.why == "other_game" and isinstance(book.reason, Message)


def test_no_file_gives_none_and_says_so(tmp_path: Path) -> None:
    refused(PhoneBook(tmp_path), "missing")


@pytest.mark.parametrize(
    "text",
    [
        "{not json",
        "[]",
        "\udcff\udcfe",  # not UTF-8
        '{"format": "mafia-desktop-phones", "version": 1, "game": "%s", "seats": {}, "seats": {}}',
        '{"format": "something else", "version": 1, "game": "%s", "seats": {}}',
        '{"format": "mafia-desktop-phones", "version": 1, "game": "%s", "seats": {}, "more": 1}',
        '{"format": "mafia-desktop-phones", "version": 1, "game": "%s", "seats": []}',
        '{"format": "mafia-desktop-phones", "version": 1, "game": "ANN", "seats": {}}',
        '{"format": "mafia-desktop-phones", "version": 1, "game": "%s", "seats": {"": {}}}',
        '{"format": "mafia-desktop-phones", "version": 1, "game": "%s", "seats": {"Ann": [[[[1]]]]}}',
    ],
)
def test_a_damaged_file_gives_none_and_says_why(tmp_path: Path, text: str) -> None:
    book = PhoneBook(tmp_path)
    book.path.write_bytes(text.replace("%s", GAME).encode("utf-8", "surrogateescape"))
    book.path.chmod(0o600)
    refused(book, "damaged")


@pytest.mark.parametrize(
    "seat",
    [
        {"token": "0" * 31, "key": pairing(5).key_text, "sent": 0, "received": 0},
        {"token": "A" * 32, "key": pairing(5).key_text, "sent": 0, "received": 0},
        {"token": pairing(5).token, "key": pairing(5).key_text[:-1], "sent": 0, "received": 0},
        {"token": pairing(5).token, "key": "Z" * 43, "sent": 0, "received": 0},  # not canonical
        {"token": pairing(5).token, "key": pairing(5).key_text[:-1] + "+", "sent": 0, "received": 0},
        {"token": pairing(5).token, "key": pairing(5).key_text, "sent": -1, "received": 0},
        {"token": pairing(5).token, "key": pairing(5).key_text, "sent": 0, "received": 2**64},
        {"token": pairing(5).token, "key": pairing(5).key_text, "sent": True, "received": 0},
        {"token": pairing(5).token, "key": pairing(5).key_text, "sent": 1.0, "received": 0},
        {"token": pairing(5).token, "key": pairing(5).key_text, "sent": 0},
        {"token": pairing(5).token, "key": pairing(5).key_text, "sent": 0, "received": 0, "seat": 3},
    ],
)
def test_a_seat_that_is_not_a_pairing_gives_none(tmp_path: Path, seat: dict[str, object]) -> None:
    book = saved(tmp_path)
    doc = json.loads(book.path.read_text("utf-8"))
    doc["seats"]["Cid"] = seat
    book.path.write_text(json.dumps(doc), "utf-8")
    refused(book, "damaged")


def test_two_seats_with_one_token_give_none(tmp_path: Path) -> None:
    book = saved(tmp_path)
    doc = json.loads(book.path.read_text("utf-8"))
    doc["seats"]["Cid"] = dict(doc["seats"]["Ann"])
    book.path.write_text(json.dumps(doc), "utf-8")
    refused(book, "damaged")
    with pytest.raises(ValueError):
        book.save(GAME, {"Ann": PAIRINGS["Ann"], "Cid": PAIRINGS["Ann"]})


@pytest.mark.parametrize("version", [3, 0, "1", "2", True, None, 2.0])
def test_a_file_of_another_version_gives_none(tmp_path: Path, version: object) -> None:
    book = saved(tmp_path)
    doc = json.loads(book.path.read_text("utf-8"))
    doc["version"] = version
    book.path.write_text(json.dumps(doc), "utf-8")
    refused(book, "version")


def test_the_port_comes_back_with_the_pairings(tmp_path: Path) -> None:
    book = PhoneBook(tmp_path)
    book.save(GAME, PAIRINGS, port=41234)
    again = PhoneBook(tmp_path)
    assert again.load(GAME) == PAIRINGS and again.port == 41234
    assert json.loads(book.path.read_text("utf-8"))["port"] == 41234
    assert again.load(OTHER) == {} and again.port is None, "another game's port is not given"
    book.save(GAME, PAIRINGS)
    assert again.load(GAME) == PAIRINGS and again.port is None


def test_a_file_of_version_1_is_read_without_a_port(tmp_path: Path) -> None:
    book = saved(tmp_path)
    doc = json.loads(book.path.read_text("utf-8"))
    del doc["port"]
    doc["version"] = 1
    book.path.write_text(json.dumps(doc), "utf-8")
    assert book.load(GAME) == PAIRINGS and book.port is None and book.why is None
    doc["port"] = 41234  # version 1 had no port
    book.path.write_text(json.dumps(doc), "utf-8")
    refused(book, "damaged")


@pytest.mark.parametrize("port", [0, 65536, -1, True, 80.0, "80", [80]])
def test_a_port_that_is_not_one_gives_none(tmp_path: Path, port: object) -> None:
    book = saved(tmp_path)
    doc = json.loads(book.path.read_text("utf-8"))
    doc["port"] = port
    book.path.write_text(json.dumps(doc), "utf-8")
    refused(book, "damaged")
    if not isinstance(port, (list, str, float)):
        with pytest.raises(ValueError):
            book.save(GAME, PAIRINGS, port=port)  # type: ignore[arg-type]


def test_a_file_without_its_port_gives_none(tmp_path: Path) -> None:
    book = saved(tmp_path)
    doc = json.loads(book.path.read_text("utf-8"))
    del doc["port"]
    book.path.write_text(json.dumps(doc), "utf-8")
    refused(book, "damaged")


def test_a_link_in_place_of_the_file_is_not_followed(tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere"
    saved(elsewhere)
    book = PhoneBook(tmp_path)
    book.path.symlink_to(elsewhere / FILE_NAME)
    refused(book, "link")
    book.save(GAME, {"Ann": PAIRINGS["Ann"]})  # the link itself is replaced, its target untouched
    assert not book.path.is_symlink() and PhoneBook(tmp_path).load(GAME) == {"Ann": PAIRINGS["Ann"]}
    assert PhoneBook(elsewhere).load(GAME) == PAIRINGS


def test_a_folder_in_place_of_the_file_gives_none_and_is_never_written_into(tmp_path: Path) -> None:
    book = PhoneBook(tmp_path)
    book.path.mkdir()
    refused(book, "not_a_file")
    with pytest.raises(StorageError):
        book.save(GAME, PAIRINGS)
    book.retire()
    assert book.path.is_dir() and not any(book.path.iterdir())


@pytest.mark.parametrize("mode", [0o644, 0o640, 0o604, 0o620])
def test_a_file_another_account_could_read_is_refused(tmp_path: Path, mode: int) -> None:
    book = saved(tmp_path)
    book.path.chmod(mode)
    refused(book, "not_private")
    refused(book, "not_private")  # and again: it never comes to be trusted
    book.save(GAME, PAIRINGS)  # a new save is the owner's only again
    assert stat.S_IMODE(book.path.stat().st_mode) == 0o600 and book.load(GAME) == PAIRINGS


@pytest.mark.parametrize("error", [PermissionError(13, "Permission denied"), OSError(5, "I/O error")])
def test_a_file_that_cannot_be_read_gives_none(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, error: OSError
) -> None:
    book = saved(tmp_path)
    real_open = os.open

    def refusing(path: object, *args: object, **kwargs: object) -> int:
        if Path(str(path)) == book.path:
            raise error
        return real_open(path, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "open", refusing)
    refused(book, "unreadable")
    assert error.strerror in str(book.reason)


def test_a_huge_file_gives_none(tmp_path: Path) -> None:
    book = saved(tmp_path)
    doc = json.loads(book.path.read_text("utf-8"))
    doc["seats"] = {f"P{i:06}": doc["seats"]["Ann"] for i in range(2000)}  # valid in shape
    with book.path.open("w") as f:
        f.write(json.dumps(doc))
        f.write(" " * (MAX_BYTES * 16))
    assert book.path.stat().st_size > MAX_BYTES
    refused(book, "damaged")
    assert "larger" in str(book.reason)


def test_a_pipe_in_place_of_the_file_never_makes_the_reader_wait(tmp_path: Path) -> None:
    book = PhoneBook(tmp_path)
    os.mkfifo(book.path, 0o600)
    refused(book, "not_a_file")


def test_a_failed_save_leaves_the_old_file_and_no_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    book = saved(tmp_path)
    before = book.path.read_bytes()

    def no_rename(*args: object, **kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", no_rename)
    with pytest.raises(StorageError) as failed:
        book.save(GAME, {"Ann": KeptPairing(pairing(9), sent=99)})
    monkeypatch.undo()
    assert FILE_NAME in str(failed.value)
    assert book.path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == [FILE_NAME], "no temporary file, no copy"
    assert PhoneBook(tmp_path).load(GAME) == PAIRINGS


def test_a_save_keeps_no_previous_copy(tmp_path: Path) -> None:
    book = saved(tmp_path)
    book.save(GAME, {"Ann": KeptPairing(pairing(9), sent=4)})
    assert sorted(p.name for p in tmp_path.iterdir()) == [FILE_NAME]
    assert pairing(1).key_text not in book.path.read_text("utf-8"), "an old key is not kept anywhere"


def test_retire_leaves_nothing_behind(tmp_path: Path) -> None:
    book = saved(tmp_path)
    leftover = tmp_path / f".{FILE_NAME}.0123456789ab.tmp"  # a save a crash interrupted
    leftover.write_text(book.path.read_text("utf-8"))
    (tmp_path / "games").mkdir()
    book.retire()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["games"]
    refused(book, "missing")
    book.retire()  # and again, with nothing to retire


def test_the_data_folder_is_beside_the_games(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAFIA_DESKTOP_DATA_DIR", str(tmp_path))
    assert PhoneBook().path == tmp_path / FILE_NAME


def test_the_key_is_not_in_the_reasons_or_the_reprs(tmp_path: Path) -> None:
    book = saved(tmp_path)
    book.path.chmod(0o644)
    book.load(GAME)
    assert pairing(1).key_text not in str(book.reason)
    assert pairing(1).key_text not in repr(PAIRINGS)


def test_every_reason_is_said_in_russian(tmp_path: Path, qapp: object) -> None:
    from mafia_desktop.i18n import in_language
    from mafia_desktop.storage import phones

    templates = [
        phones.NONE_KEPT,
        phones.OTHER_GAME,
        phones.DAMAGED,
        phones.OTHER_VERSION,
        phones.A_LINK,
        phones.NOT_PRIVATE,
        phones.PAIR_AGAIN,
    ]
    for template in templates:
        russian = in_language("ru", "Storage", template)
        assert russian != template and "телефон" in russian.lower(), template
