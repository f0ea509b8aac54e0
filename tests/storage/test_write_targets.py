"""Writing a file replaces a file, nothing else: a folder, a device, a pipe or a socket where a
game, a copy, a CSV or a PDF is to be written is refused in words and left as it was (issue 44:
``print --out`` replaced a FIFO, and as root ``/dev/null``, by a regular file). And every file the
app writes is its owner's only (0600), in folders that are too (0700), whatever the umask."""

from __future__ import annotations

import os
import socket
import stat
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from mafia_desktop.i18n import say
from mafia_desktop.storage.games import NotAFile, StorageError, not_a_file, write_atomically

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "docs" / "games" / "club-day-two.json"


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _folder(path: Path) -> None:
    path.mkdir()
    (path / "inside.txt").write_text("kept")


def _socket(path: Path) -> None:
    s = socket.socket(socket.AF_UNIX)
    s.bind(str(path))
    s.close()


def _device(path: Path) -> None:
    if os.geteuid() != 0:
        pytest.skip("only root can make a device (CI runs as root)")
    os.mknod(path, stat.S_IFCHR | 0o666, os.makedev(1, 3))  # a null device of the test's own


MAKERS: dict[str, Callable[[Path], None]] = {
    "pipe": _fifo,
    "folder": _folder,
    "socket": _socket,
    "device": _device,
}
WORDS = {
    "pipe": "it is a pipe (FIFO), not a file",
    "folder": "it is a folder, not a file",
    "socket": "it is a socket, not a file",
    "device": "it is a device, not a file",
}


@pytest.fixture(params=sorted(MAKERS))
def target(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[tuple[str, Path]]:
    kind = request.param
    path = tmp_path / f"out-{kind}"
    MAKERS[kind](path)
    before = os.lstat(path)
    yield kind, path
    after = os.lstat(path)
    assert stat.S_IFMT(after.st_mode) == stat.S_IFMT(before.st_mode), f"the {kind} was replaced"
    assert after.st_ino == before.st_ino
    if kind == "folder":
        assert (path / "inside.txt").read_text() == "kept"
    assert [p.name for p in path.parent.iterdir()] == [path.name], "nothing left beside it"


def test_what_is_there_is_named(target: tuple[str, Path]) -> None:
    kind, path = target
    assert not_a_file(path) == kind


def test_a_save_or_an_export_never_replaces_what_is_not_a_file(target: tuple[str, Path]) -> None:
    """write_atomically: the game's save, *Save a copy as…*, the standings' CSV, the settings."""
    kind, path = target
    with pytest.raises(StorageError) as refused:
        write_atomically(path, "{}\n", keep_previous=False)
    assert WORDS[kind] in say(refused.value.message) and str(path) in say(refused.value.message)


def test_a_pdf_never_replaces_what_is_not_a_file(target: tuple[str, Path], qapp: object) -> None:
    from mafia_desktop.printing.pages import Document, Page, failure_kind, write_pdf

    kind, path = target
    with pytest.raises(NotAFile) as refused:
        write_pdf(Document("x", "a4", [Page(lambda p, r: None)]), str(path))
    assert failure_kind(refused.value) == kind and refused.value.filename == str(path)


def test_print_out_to_what_is_not_a_file_is_refused_in_words(target: tuple[str, Path]) -> None:
    kind, path = target
    done = subprocess.run(
        [sys.executable, "-m", "mafia_desktop", "print", "record", str(GAME), "--out", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
    )
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert WORDS[kind] in done.stderr and str(path) in done.stderr, done.stderr


def test_a_link_is_replaced_itself_never_followed(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    link = tmp_path / "game.json"
    link.symlink_to(fifo)
    write_atomically(link, "{}\n", keep_previous=False)
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode) and link.read_text() == "{}\n" and not link.is_symlink()


def test_what_the_app_writes_is_its_owner_s_only_whatever_the_umask(tmp_path: Path, qapp: object) -> None:
    from mafia_desktop.printing.pages import Document, Page, write_pdf

    old = os.umask(0)
    try:
        deep = tmp_path / "a" / "b" / "c"
        write_atomically(deep / "game.json", "{}\n")
        write_atomically(deep / "game.json", "{}\n")  # and its previous copy
        write_pdf(Document("x", "a4", [Page(lambda p, r: None)]), str(tmp_path / "sheet.pdf"))
        shared = tmp_path / "shared.pdf"
        shared.write_bytes(b"old")
        shared.chmod(0o644)
        write_pdf(Document("x", "a4", [Page(lambda p, r: None)]), str(shared))
    finally:
        os.umask(old)
    for folder in (tmp_path / "a", tmp_path / "a" / "b", deep):
        assert stat.S_IMODE(folder.stat().st_mode) == 0o700, folder
    for file in (deep / "game.json", deep / "game.json.prev", tmp_path / "sheet.pdf", shared):
        assert stat.S_IMODE(file.stat().st_mode) == 0o600, file
