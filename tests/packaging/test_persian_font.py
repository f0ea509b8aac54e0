"""The Persian font comes from the distribution: the system packages the app needs name it, the
.deb depends on it, the bundle carries its files; and where the system has no Persian font the
app registers the files it carries and prints Persian with them."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from mafia_desktop import fonts
from mafia_desktop.engine.record import Record
from mafia_desktop.engine.setup import make_setup

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = {f.package for f in fonts.SCRIPT_FONTS.values()}
NAMES = ["Ann", "علی", "Bob", "مریم", "رضا", "سارا", "زهرا", "Cid", "حسین", "نرگس"]


def _build_module() -> Any:
    spec = importlib.util.spec_from_file_location("build", ROOT / "packaging" / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_font_packages_are_the_apps_and_the_debs() -> None:
    listed = subprocess.run(
        ["sh", str(ROOT / "packaging" / "system-packages.sh"), "run", "--list"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    assert PACKAGES <= set(listed)
    depends = {d.strip() for d in str(_build_module().DEB_DEPENDS).split(",")}
    assert PACKAGES <= depends
    spec = (ROOT / "packaging" / "mafia-desktop.spec").read_text(encoding="utf-8")
    assert "bundled_files()" in spec and 'f"resources/{FONTS}"' in spec
    for path in fonts.bundled_files():
        assert path.is_file(), f"{path}: packaging/system-packages.sh run installs it"
        assert path.stat().st_size < 2**20, "a small font: the bundle keeps under its 140 MiB"


def test_without_a_system_persian_font_the_app_registers_its_own(tmp_path: Path) -> None:
    """A machine whose fontconfig knows DejaVu alone: the app registers the Persian font's files
    (from its resources in a bundle; in a checkout, from where the package put them), and a
    Persian referee's sheet is printed with it."""
    config = tmp_path / "fonts.conf"
    config.write_text(
        '<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>'
        "<dir>/usr/share/fonts/truetype/dejavu</dir>"
        f"<cachedir>{tmp_path / 'cache'}</cachedir></fontconfig>\n",
        encoding="utf-8",
    )
    record = tmp_path / "game.json"
    record.write_text(
        Record(
            make_setup("classic", 3, NAMES, {"علی": "mafia", "Bob": "mafia", "سارا": "detective"})
        ).dumps(),
        encoding="utf-8",
    )
    env = {
        **os.environ,
        "FONTCONFIG_FILE": str(config),
        "QT_QPA_PLATFORM": "offscreen",
        "MAFIA_DESKTOP_DATA_DIR": str(tmp_path / "data"),
    }
    seen = subprocess.run(
        [
            sys.executable,
            "-c",
            "from PySide6.QtGui import QGuiApplication, QFontDatabase\n"
            "from mafia_desktop import fonts\n"
            "app = QGuiApplication([])\n"
            "print([f for f in fonts.SCRIPT_FONTS['fa'].families if QFontDatabase.hasFamily(f)])\n"
            "print(fonts.family('fa'))\n",
        ],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
    )
    assert seen.returncode == 0, seen.stderr
    before, registered = seen.stdout.splitlines()[-2:]
    assert before == "[]", "the system has no Persian font here"
    assert registered == fonts.SCRIPT_FONTS["fa"].families[0]
    out = tmp_path / "cards.pdf"
    printed = subprocess.run(
        [
            sys.executable,
            "-m",
            "mafia_desktop",
            "print",
            "record",
            str(record),
            "--out",
            str(out),
            "--lang",
            "fa",
        ],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
    )
    assert printed.returncode == 0, printed.stderr
    used = subprocess.run(
        ["pdffonts", str(tmp_path / "cards-referee.pdf")], capture_output=True, text=True, check=True
    ).stdout
    assert registered.replace(" ", "") in used, used
