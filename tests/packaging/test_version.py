"""The version lives in one place, pyproject.toml's ``[project] version``: ``mafia-desktop --version``,
the package (``mafia_desktop.__version__``), the AppStream metainfo's newest release and the
changelog's newest release all say it, and no other file in the repository spells it out. (The About
box: tests/ui/test_main_window.py.)"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from mafia_desktop import APP_ID
from mafia_desktop.version import pyproject_version
from tests.project import PYPROJECT, ROOT, VERSION

CHANGELOG = ROOT / "CHANGELOG.md"
METAINFO = ROOT / "packaging" / "linux" / f"{APP_ID}.metainfo.xml"
# Files that may hold the version: its home, and the release history (checked against it below).
MAY_SAY_IT = {"pyproject.toml", "CHANGELOG.md", METAINFO.relative_to(ROOT).as_posix()}
LOCK_FILES = re.compile(r"(^|/)([^/]*\.lock|[^/]*-lock\.(json|ya?ml)|requirements[^/]*\.txt)$")


def test_the_package_reads_pyprojects_version() -> None:
    import mafia_desktop

    assert pyproject_version(PYPROJECT) == VERSION, "the plain reading of pyproject.toml agrees with TOML's"
    assert mafia_desktop.__version__ == VERSION, (
        "the installed metadata is stale: install the package again (pip install -e '.[test]')"
    )


def test_version_prints_pyprojects_version(tmp_path: Path) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "mafia_desktop", "--version"], capture_output=True, timeout=60, cwd=tmp_path
    )
    assert proc.returncode == 0, proc.stderr.decode()
    assert proc.stdout.decode().strip() == f"mafia-desktop {VERSION}"


def test_a_plain_start_does_not_read_the_version(tmp_path: Path) -> None:
    """importlib.metadata costs about 35 ms to import: only --version and the About box load it."""
    code = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from mafia_desktop.cli import _parse\n"
        "from mafia_desktop.ui.window.main_window import MainWindow\n"
        "_parse(['--size', '1366x768'])\n"
        "app = QApplication([])\n"
        "window = MainWindow(remember_geometry=False)\n"  # the menus included
        "window.show()\n"
        "app.processEvents()\n"
        "print('importlib.metadata' in sys.modules)\n"
    )
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "MAFIA_DESKTOP_DATA_DIR": str(tmp_path / "data"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_CACHE_HOME": str(tmp_path / "cache"),
    }
    proc = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, timeout=60, env=env, cwd=tmp_path
    )
    assert proc.returncode == 0, proc.stderr.decode()
    assert proc.stdout.split() == [b"False"]


def changelog_releases() -> list[tuple[str, str]]:
    """The changelog's sections, newest first: (version, date), the date "" for Unreleased."""
    heads = re.findall(r"^## \[([^\]]+)\](?: - (\d{4}-\d{2}-\d{2}))?\s*$", CHANGELOG.read_text("utf-8"), re.M)
    return [(name, date) for name, date in heads]


def test_the_changelog_keeps_a_changelog() -> None:
    text = CHANGELOG.read_text(encoding="utf-8")
    sections = changelog_releases()
    assert sections[0] == ("Unreleased", ""), "the first section is [Unreleased]"
    released = sections[1:]
    assert released and all(date for _, date in released), "every release has its date (YYYY-MM-DD)"
    assert released[0][0] == VERSION, "the newest release is pyproject's version"
    dates = [date for _, date in released]
    assert dates == sorted(dates, reverse=True), "newest first"
    for name, _ in sections:
        assert re.search(rf"^\[{re.escape(name)}\]: https://\S+$", text, re.M), f"a link for [{name}]"
    kinds = set(re.findall(r"^### (.+)$", text, re.M))
    assert kinds <= {"Added", "Changed", "Deprecated", "Removed", "Fixed", "Security"}, kinds


def test_the_metainfo_lists_the_changelogs_releases() -> None:
    releases = ET.parse(METAINFO).getroot().findall("releases/release")
    listed = [(r.get("version"), r.get("date")) for r in releases]
    assert listed[0] == (VERSION, listed[0][1]), "the newest release in the metainfo is pyproject's version"
    assert listed == changelog_releases()[1:], "the metainfo's releases are the changelog's, with its dates"


def repository_files() -> list[str]:
    if not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    proc = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z"],
        cwd=ROOT,
        capture_output=True,
        check=True,
    )
    return [name for name in proc.stdout.decode("utf-8", "surrogateescape").split("\0") if name]


def test_no_other_file_spells_out_the_version() -> None:
    """The version is written once: a second copy would be left behind at the next release."""
    pattern = re.compile(rf"(?<![\d.]){re.escape(VERSION)}(?!\.?\d)")
    found = []
    for name in repository_files():
        if name in MAY_SAY_IT or LOCK_FILES.search(name):
            continue
        try:
            text = (ROOT / name).read_text(encoding="utf-8")
        except (UnicodeDecodeError, FileNotFoundError, IsADirectoryError):
            continue  # binary (images, PDFs, catalogues), or deleted and not yet committed
        found += [
            f"{name}:{n}: {line.strip()}"
            for n, line in enumerate(text.splitlines(), 1)
            if pattern.search(line)
        ]
    assert not found, "read the version from the package metadata instead:\n" + "\n".join(found)
