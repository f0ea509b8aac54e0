"""The files a Linux desktop reads: the .desktop file and the AppStream metainfo pass their
validators, and they, the icons and the running app all use the one id."""

from __future__ import annotations

import configparser
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QImage, QImageReader

from mafia_desktop import APP_ID

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
ICONS = ROOT / "packaging" / "icons"
sys.path.insert(0, str(ROOT / "packaging"))
import make_icons  # noqa: E402


def _tool(name: str, package: str) -> str:
    path = shutil.which(name)
    assert path, f"{name} is needed: apt-get install {package} (.ci/run installs it)"
    return path


def test_the_desktop_file_is_valid() -> None:
    proc = subprocess.run(
        [_tool("desktop-file-validate", "desktop-file-utils"), str(DESKTOP)], capture_output=True
    )
    assert proc.returncode == 0 and not proc.stdout.strip(), proc.stdout.decode() + proc.stderr.decode()


def test_the_metainfo_is_valid() -> None:
    proc = subprocess.run(
        [_tool("appstreamcli", "appstream"), "validate", "--no-net", "--explain", str(METAINFO)],
        capture_output=True,
    )
    assert proc.returncode == 0, proc.stdout.decode() + proc.stderr.decode()


def test_one_id_everywhere() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(DESKTOP, encoding="utf-8")
    desktop = entry["Desktop Entry"]
    assert desktop["Icon"] == APP_ID and desktop["Exec"].split()[0] == "mafia-desktop"
    meta = ET.parse(METAINFO).getroot()
    assert meta.findtext("id") == APP_ID
    assert meta.findtext("launchable") == DESKTOP.name
    assert meta.find("provides/binary").text == "mafia-desktop"  # type: ignore[union-attr]
    for size in make_icons.SIZES:
        assert make_icons.png_path(size).name == f"{APP_ID}.png"
    assert (ICONS / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()


def test_the_app_tells_the_desktop_its_id(tmp_path: Path) -> None:
    """Wayland and the docks match the window to the .desktop file by this name."""
    code = (
        "import sys; from mafia_desktop.ui.window.app import run_app; from PySide6.QtGui import QGuiApplication;"
        f"run_app(screenshot={str(tmp_path / 'x.png')!r}); print(QGuiApplication.desktopFileName())"
    )
    env = {"QT_QPA_PLATFORM": "offscreen", "MAFIA_DESKTOP_DATA_DIR": str(tmp_path), "PATH": "/usr/bin:/bin"}
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, env=env, timeout=60)
    assert proc.stdout.decode().split()[-1] == APP_ID, proc.stderr


def test_linux_users_read_that_speech_needs_espeak_ng() -> None:
    description = "".join(ET.parse(METAINFO).getroot().find("description").itertext())  # type: ignore[union-attr]
    assert "espeak-ng" in description and "captions" in description
    assert "espeak-ng" in (ROOT / "README.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("size", make_icons.SIZES)
def test_each_icon_size_is_drawn_from_our_svg(size: int) -> None:
    shipped = QImage(str(make_icons.png_path(size)))
    assert (shipped.width(), shipped.height()) == (size, size)
    fresh = make_icons.render(size)
    worst = max(
        abs(QImage.pixelColor(shipped, x, y).alpha() - fresh.pixelColor(x, y).alpha())
        for x in range(size)
        for y in range(size)
    )
    assert worst <= 16, "run: python packaging/make_icons.py"
    middle = shipped.pixelColor(size // 2, size // 2)
    assert middle.alpha() == 255, "opaque, not an empty picture"


@pytest.mark.parametrize(
    ("name", "sizes"),
    [("mafia-desktop.ico", make_icons.ICO_SIZES), ("mafia-desktop.icns", make_icons.ICNS_SIZES)],
)
def test_windows_and_macos_icons_hold_every_size(name: str, sizes: tuple[int, ...]) -> None:
    reader = QImageReader(str(ICONS / name))
    found = set()
    for i in range(reader.imageCount()):
        reader.jumpToImage(i)
        image = reader.read()
        found.add(image.width())
    assert found == set(sizes)


def test_game_records_have_their_own_mime_type() -> None:
    """The app claims its own records (*.mafia.json), not every JSON file."""

    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    root = ET.parse(LINUX / f"{APP_ID}.mime.xml").getroot()
    kind = root.find("m:mime-type", ns)
    assert kind is not None and kind.get("type") == "application/x-mafia-desktop-game+json"
    assert [g.get("pattern") for g in kind.findall("m:glob", ns)] == ["*.mafia.json"]
    desktop = (LINUX / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    assert "MimeType=application/x-mafia-desktop-game+json;" in desktop
    assert "application/json" not in desktop
