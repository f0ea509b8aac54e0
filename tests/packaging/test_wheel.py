"""Installs like real software: the sdist holds everything to build the wheel, the wheel holds the
icons, sounds and translations and the licence, and a fresh install runs from another folder:
it paints, in English and in Russian, prints in Russian and says a line.

Slow (builds the sdist, then the wheel from it): `make test` runs it.
"""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
import tarfile
import zipfile
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from mafia_desktop.narration.speech import wav_seconds
from tests.built_once import built_once

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The sdist and the wheel, built once for the run."""

    def build(out: Path) -> None:
        # The default: the sdist first, then the wheel built from that sdist alone.
        proc = subprocess.run(
            [sys.executable, "-m", "build", "--outdir", str(out), str(ROOT)],
            capture_output=True,
            timeout=900,
        )
        assert proc.returncode == 0, proc.stdout.decode()[-3000:] + proc.stderr.decode()[-3000:]

    return built_once(tmp_path_factory, "dist", build)


@pytest.fixture(scope="module")
def installed(dist: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh venv with the wheel (its dependencies seen from this venv, not from the checkout),
    made once for the run."""

    def build(venv: Path) -> None:
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
        site = next((venv / "lib").glob("python*/site-packages"))
        # PySide6 and pyttsx3 from this venv's folder; the checkout's own package is not on any path.
        (site / "deps.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
        wheel = next(dist.glob("*.whl"))
        subprocess.run(
            [str(venv / "bin" / "python"), "-m", "pip", "install", "--quiet", "--no-deps", str(wheel)],
            check=True,
            timeout=300,
        )

    return built_once(tmp_path_factory, "venv", build)


def run(venv: Path, cwd: Path, *args: str) -> subprocess.CompletedProcess[bytes]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "DISPLAY", "WAYLAND_DISPLAY")}
    env.update(QT_QPA_PLATFORM="offscreen", MAFIA_DESKTOP_DATA_DIR=str(cwd / "data"))
    return subprocess.run(
        [str(venv / "bin" / "mafia-desktop"), *args], cwd=cwd, env=env, capture_output=True, timeout=120
    )


def test_the_sdist_and_the_wheel_hold_what_the_app_needs(dist: Path) -> None:
    wheel = zipfile.ZipFile(next(dist.glob("*.whl")))
    names = set(wheel.namelist())
    for needed in (
        "mafia_desktop/resources/icons/mafia-desktop.svg",
        "mafia_desktop/resources/sounds/nightfall.wav",
        "mafia_desktop/resources/translations/mafia_desktop_ru.qm",
        "mafia_desktop/resources/translations/mafia_desktop_en.qm",
        "mafia_desktop/resources/phone/index.html",
        "mafia_desktop/resources/phone/phone.js",
        "mafia_desktop/resources/phone/nacl.min.js",
        "mafia_desktop/resources/phone/tweetnacl-LICENSE",
        "mafia_desktop/py.typed",
    ):
        assert needed in names, needed
    assert not any(n.endswith((".ts", "make_chimes.py")) for n in names), "the assets' sources stay out"
    meta = next(n for n in names if n.endswith(".dist-info/METADATA"))
    text = wheel.read(meta).decode()
    assert "License-Expression: MIT" in text and "License-File: LICENSE" in text
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    sdist = tarfile.open(next(dist.glob("*.tar.gz")))
    members = {m.split("/", 1)[1] for m in sdist.getnames() if "/" in m}
    for needed in (
        "LICENSE",
        "README.md",
        "pyproject.toml",
        "resources/translations/ru/mafia_desktop_ru.ts",
        "resources/sounds/make_chimes.py",
        "resources/icons/mafia-desktop.svg",
    ):
        assert needed in members, needed


def test_a_fresh_install_runs_from_another_folder(installed: Path, tmp_path: Path) -> None:
    shots = {}
    for lang in ("en", "ru"):
        out = tmp_path / f"home-{lang}.png"
        proc = run(installed, tmp_path, "--language", lang, "--screenshot", str(out))
        assert proc.returncode == 0, proc.stderr.decode()[-2000:]
        image = QImage(str(out))
        assert not image.isNull() and image.width() > 500
        shots[lang] = image
    assert shots["en"] != shots["ru"], "the Russian catalogue is in the wheel"
    # The window icon comes after the first paint: load it as the running app does.
    icon = (
        "from PySide6.QtWidgets import QApplication; from mafia_desktop.ui.window.app import set_app_icon;"
        " app = QApplication([]); set_app_icon(app); print(app.windowIcon().pixmap(64, 64).isNull())"
    )
    python = installed / "bin" / "python"
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "DISPLAY", "WAYLAND_DISPLAY")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    proc = subprocess.run([str(python), "-c", icon], cwd=tmp_path, env=env, capture_output=True, timeout=120)
    assert proc.stdout.split() == [b"False"], proc.stderr.decode()[-2000:]
    pdf = tmp_path / "deal.pdf"
    proc = run(
        installed,
        tmp_path,
        "print",
        "deal",
        "--rules",
        "club",
        "--players",
        "10",
        "--lang",
        "ru",
        "--out",
        str(pdf),
    )
    assert proc.returncode == 0, proc.stderr.decode()[-2000:]
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, timeout=60).stdout.decode()
    assert "Шериф" in text and "Sheriff" not in text, "printed in Russian"
    wav = tmp_path / "line.wav"
    proc = run(installed, tmp_path, "speech", "--lang", "ru", "--out", str(wav))
    assert proc.returncode == 0, proc.stderr.decode()[-2000:]
    assert wav_seconds(wav) > 0.3
