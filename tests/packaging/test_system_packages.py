"""`make run` and `make test` set up a fresh Debian or Ubuntu by themselves: the system packages
that are missing are installed with apt (as root, or through sudo), or the run stops at once with
the one command to type. Played here with stand-ins for dpkg-query, apt-cache, apt-get, sudo and
id on the PATH, so nothing on this machine is touched."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "packaging" / "system-packages.sh"


def fake_machine(
    tmp_path: Path, installed: set[str], uid: int, sudo: str | None, known: set[str] | None = None
) -> tuple[dict[str, str], Path]:
    """A PATH whose package tools answer for a machine with ``installed``; ``sudo``: None (no
    sudo), "nopasswd" or "password" (it would ask). Every apt-get call is written to a log."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir(parents=True)
    log = tmp_path / "apt.log"
    tools = {
        "dpkg-query": 'case " $INSTALLED " in *" $3 "*) echo \'install ok installed\';; *) exit 1;; esac',
        "apt-cache": '[ -z "$KNOWN" ] && exit 0; case " $KNOWN " in *" $2 "*) exit 0;; *) exit 100;; esac',
        "apt-get": f'echo "$(id -u) $*" >> {log}',
        "id": f"echo {uid}",
    }
    if sudo == "nopasswd":
        tools["sudo"] = '[ "$1" = -n ] && shift; UID_AS=0 "$@"'
    elif sudo == "password":
        tools["sudo"] = '[ "$1" = -n ] && exit 1; exec "$@"'
    for name, body in tools.items():
        path = bin_dir / name
        path.write_text(f"#!/bin/sh\n{body}\n")
        path.chmod(0o755)
    env = {
        "PATH": f"{bin_dir}:/usr/bin:/bin",
        "INSTALLED": " ".join(sorted(installed)),
        "KNOWN": " ".join(sorted(known or ())),
        "PYTHON": sys.executable,  # has venv and ensurepip: python3-venv is not wanted
        "HOME": str(tmp_path),
    }
    return env, log


def run(env: dict[str, str], need: str = "test") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["sh", str(SCRIPT), need],
        env=env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=30,
    )


def wanted(need: str) -> list[str]:
    out = subprocess.run(["sh", str(SCRIPT), need, "--list"], capture_output=True, text=True, check=True)
    return [w.split("|")[0] for w in out.stdout.split() if w != "python3-venv"]


def test_nothing_missing_is_quiet_and_installs_nothing(tmp_path: Path) -> None:
    everything = {w for word in wanted("test") for w in [word]}
    env, log = fake_machine(tmp_path, everything, uid=1000, sudo=None)
    proc = run(env)
    assert proc.returncode == 0 and proc.stdout == "" and proc.stderr == ""
    assert not log.exists()


def test_as_root_the_missing_ones_are_installed(tmp_path: Path) -> None:
    env, log = fake_machine(tmp_path, {"libgl1", "libegl1"}, uid=0, sudo=None)
    proc = run(env)
    assert proc.returncode == 0, proc.stderr
    calls = log.read_text().splitlines()
    assert calls[0].endswith("update -qq")
    install = calls[1].split()
    assert install[1:3] == ["install", "-y"]
    for package in (
        "libespeak-ng1",
        "festival",
        "festvox-us-slt-hts",
        "festvox-ru",
        "libpulse0",
        "poppler-utils",
    ):
        assert package in install, package
    assert "libgl1" not in install, "what is there is not installed again"
    assert "Installing system packages:" in proc.stdout


def test_with_sudo_and_no_password_it_installs_through_sudo(tmp_path: Path) -> None:
    env, log = fake_machine(tmp_path, set(), uid=1000, sudo="nopasswd")
    assert run(env, "run").returncode == 0
    install = log.read_text().splitlines()[1].split()
    assert "libespeak-ng1" in install and "poppler-utils" not in install, "make run needs only the app's"


@pytest.mark.parametrize("sudo", [None, "password"])
def test_without_a_way_to_install_it_stops_at_once_with_the_command(tmp_path: Path, sudo: str | None) -> None:
    env, log = fake_machine(tmp_path, {"libgl1"}, uid=1000, sudo=sudo)
    proc = run(env)  # no terminal: nobody could type a password
    assert proc.returncode == 1
    assert not log.exists(), "nothing was tried"
    lines = proc.stderr.splitlines()
    assert lines[0].startswith("Missing system packages: ") and "libespeak-ng1" in lines[0]
    command = lines[-1].strip()
    assert (
        command.startswith("sudo apt-get install -y ")
        and "libpulse0" in command.split()
        and "libgl1" not in command.split()
    )


def test_a_renamed_library_counts_under_either_name(tmp_path: Path) -> None:
    """Ubuntu 24.04 calls libglib2.0-0 libglib2.0-0t64: either installed will do, and the name
    apt knows is the one asked for."""
    rest = set(wanted("test")) - {"libglib2.0-0", "libdbus-1-3"}
    env, log = fake_machine(tmp_path, rest | {"libglib2.0-0t64", "libdbus-1-3t64"}, uid=0, sudo=None)
    assert run(env).returncode == 0 and not log.exists()
    env, log = fake_machine(
        tmp_path / "noble", rest | {"libdbus-1-3t64"}, uid=0, sudo=None, known={"libglib2.0-0t64"}
    )
    assert run(env).returncode == 0
    assert log.read_text().splitlines()[1].split()[-1] == "libglib2.0-0t64"


def test_make_test_and_make_run_set_the_machine_up_first() -> None:
    makefile = (ROOT / "Makefile").read_text()
    assert "\ntest: system-test " in makefile and "\nrun: system-run " in makefile
    assert "system-packages.sh test" in makefile and "system-packages.sh run" in makefile
    assert os.access(SCRIPT, os.R_OK)
