"""Without HOME (a service, `env -i`) and without a home folder of the account's own, the app keeps
its games in a folder of the temporary folder: only when that folder is this account's own, the
owner's only and not a link; any other account could have made it first (issue 44, item 5)."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from mafia_desktop import cli

ROOT = os.geteuid() == 0  # (CI runs as root: there, another account's folder is made with chown)
OTHER = 65534  # nobody


@pytest.fixture
def fallback(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """HOME unset, an account with no home folder, and a temporary folder of this test's own that
    everyone may write in (sticky, as /tmp is): the folder the app would fall back on."""
    import pwd

    def no_account(uid: int) -> pwd.struct_passwd:
        raise KeyError(uid)

    monkeypatch.delenv("HOME")
    monkeypatch.setattr(pwd, "getpwuid", no_account)
    shared = tmp_path / "tmp"
    shared.mkdir()
    shared.chmod(0o1777)
    monkeypatch.setattr(tempfile, "gettempdir", lambda: str(shared))
    return shared / f"mafia-desktop-{os.getuid()}"


def refused(capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as stop:
        cli._home()
    assert stop.value.code == 1
    assert "HOME" not in os.environ, "nothing is kept in a folder that is not ours"
    return capsys.readouterr().err


def test_the_fallback_is_the_owners_only(fallback: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Made new with mode 0700; our own folder made earlier and open to others: closed."""
    cli._home()
    assert os.environ["HOME"] == str(fallback)
    assert stat.S_IMODE(fallback.lstat().st_mode) == 0o700 and fallback.is_dir()
    assert f"games are kept in {fallback}" in capsys.readouterr().err
    del os.environ["HOME"]
    fallback.chmod(0o755)
    cli._home()
    assert os.environ["HOME"] == str(fallback)
    assert stat.S_IMODE(fallback.lstat().st_mode) == 0o700


@pytest.mark.skipif(not ROOT, reason="another account's folder is made with chown, as root")
def test_another_accounts_fallback_is_refused(fallback: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Another account made the folder first (0700, its own): it could swap the folders, plant
    settings and delete the games. The app says so and stops; it touches nothing there."""
    fallback.mkdir(mode=0o700)
    os.chown(fallback, OTHER, OTHER)
    said = refused(capsys)
    assert str(fallback) in said and "belongs to another account" in said and "Set HOME" in said
    st = fallback.lstat()
    assert (st.st_uid, stat.S_IMODE(st.st_mode)) == (OTHER, 0o700)


def test_a_link_by_the_fallbacks_name_is_refused(
    fallback: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A link by that name (another account's, to a folder it reads), even to a folder of ours."""
    target = tmp_path / "theirs"
    target.mkdir(mode=0o700)
    fallback.symlink_to(target)
    said = refused(capsys)
    assert "is a link" in said and fallback.is_symlink() and not list(target.iterdir())


def test_a_file_by_the_fallbacks_name_is_refused(fallback: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fallback.write_text("planted")
    assert "is a file" in refused(capsys)


def test_a_temporary_folder_anyone_may_rename_in_is_refused(
    fallback: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    fallback.parent.chmod(0o777)  # writable by all, not sticky: our folder could be swapped
    assert "others may rename folders" in refused(capsys)


def test_a_home_folder_that_is_not_the_accounts_own_is_not_used(
    fallback: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The account's home in the password file is somebody else's folder (a service account's
    ``/``, a shared ``/var/lib/...``): the private fallback instead."""
    import pwd

    theirs = tmp_path / "theirs"
    theirs.mkdir()
    if ROOT:
        os.chown(theirs, OTHER, OTHER)
    else:
        theirs = Path("/")  # root's
    entry = pwd.struct_passwd(("svc", "x", os.getuid(), os.getgid(), "", str(theirs), "/bin/false"))
    monkeypatch.setattr(pwd, "getpwuid", lambda uid: entry)
    cli._home()
    assert os.environ["HOME"] == str(fallback)


def test_a_refused_fallback_stops_the_command_with_status_1(tmp_path: Path) -> None:
    """The whole command, in a process of its own: words on stderr, status 1, no traceback."""
    shared = tmp_path / "tmp"
    shared.mkdir()
    shared.chmod(0o1777)
    planted = shared / f"mafia-desktop-{os.getuid()}"
    planted.symlink_to(tmp_path)
    code = (
        "import pwd, sys, tempfile\n"
        "def no_account(uid): raise KeyError(uid)\n"
        "pwd.getpwuid = no_account\n"
        "shared = sys.argv[1]\n"
        "tempfile.gettempdir = lambda: shared\n"
        "from mafia_desktop import cli\n"
        "sys.argv[1:] = ['replay', '-']\n"
        "sys.exit(cli.main(['replay', '-']))\n"
    )
    env = {k: v for k, v in os.environ.items() if k not in ("HOME", "DISPLAY", "WAYLAND_DISPLAY")}
    proc = subprocess.run(
        [sys.executable, "-c", code, str(shared)], env=env, input=b"", capture_output=True, timeout=60
    )
    assert proc.returncode == 1, proc.stderr
    assert b"Traceback" not in proc.stderr and b"is a link" in proc.stderr and proc.stdout == b""
