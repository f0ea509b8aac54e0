"""Build the app people install: a one-folder PyInstaller bundle, and on Linux a tarball with the
desktop file, the AppStream metainfo, the icons and an installer script.

    python packaging/build.py                 # -> dist/mafia-desktop/ (+ dist/mafia-desktop-<v>-linux-<arch>.tar.gz)
    python packaging/build.py --dist DIR --work DIR --no-archive

Needs PyInstaller (``pip install -e '.[bundle]'``). Build on the platform you ship for: a bundle
runs only where it was built (see packaging/README.md for Windows and macOS).
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import stat
import subprocess
import sys
import tarfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
sys.path.insert(0, str(ROOT))
from mafia_desktop import APP_ID  # noqa: E402
from mafia_desktop.version import DISTRIBUTION, pyproject_version  # noqa: E402

# The version is pyproject.toml's alone; the bundle answers --version from the installed package's
# metadata, which the spec collects (see check_metadata).
VERSION = pyproject_version((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
if VERSION is None:
    raise SystemExit("pyproject.toml has no [project] version")

INSTALL_SH = """#!/bin/sh
# Install Mafia Desktop for this user (or PREFIX=/usr/local sh install.sh, as root, for everyone).
# Speech: the narrator speaks with the system's Festival voices (the clearest), else espeak-ng:
# sudo apt install festival festvox-us-slt-hts festvox-ru espeak-ng; with neither it shows its
# lines as captions.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
prefix=${PREFIX:-$HOME/.local}
mkdir -p "$prefix/lib" "$prefix/bin" "$prefix/share"
rm -rf "$prefix/lib/mafia-desktop"
cp -R "$here/mafia-desktop" "$prefix/lib/mafia-desktop"
ln -sf "$prefix/lib/mafia-desktop/mafia-desktop" "$prefix/bin/mafia-desktop"
cp -R "$here/share/." "$prefix/share/"
# The menu entry starts the app by its full path: it works when $prefix/bin is not on PATH.
desktop="$prefix/share/applications/%(id)s.desktop"
sed -i "s|^Exec=mafia-desktop |Exec=\\"$prefix/bin/mafia-desktop\\" |; s|^TryExec=mafia-desktop$|TryExec=$prefix/bin/mafia-desktop|" "$desktop"
command -v update-desktop-database >/dev/null && update-desktop-database -q "$prefix/share/applications" || true
command -v update-mime-database >/dev/null && update-mime-database "$prefix/share/mime" || true
command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$prefix/share/icons/hicolor" || true
command -v festival >/dev/null \\
  || echo "Note: for the narrator's clearest voice: sudo apt install festival festvox-us-slt-hts festvox-ru" || true
command -v ldconfig >/dev/null && ! ldconfig -p 2>/dev/null | grep -q libespeak-ng \\
  && echo "Note: espeak-ng is not installed; for speech: sudo apt install espeak-ng" || true
echo "Installed: $prefix/bin/mafia-desktop (and in the desktop's menu: Games)"
"""

UNINSTALL_SH = """#!/bin/sh
set -eu
prefix=${PREFIX:-$HOME/.local}
rm -rf "$prefix/lib/mafia-desktop" "$prefix/bin/mafia-desktop"
rm -f "$prefix/share/applications/%(id)s.desktop" "$prefix/share/metainfo/%(id)s.metainfo.xml"
find "$prefix/share/icons/hicolor" -name '%(id)s.*' -delete 2>/dev/null || true
rm -f "$prefix/share/mime/packages/%(id)s.xml"
command -v update-desktop-database >/dev/null && update-desktop-database -q "$prefix/share/applications" || true
command -v update-mime-database >/dev/null && update-mime-database "$prefix/share/mime" || true
command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$prefix/share/icons/hicolor" || true
echo "Removed Mafia Desktop (saved games stay in ~/.local/share/Mafia Desktop)"
"""


def check_metadata() -> None:
    """The bundle carries the installed package's metadata, so it must be this checkout's: an
    editable install keeps the version it was installed with until it is installed again."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        installed = version(DISTRIBUTION)
    except PackageNotFoundError:
        raise SystemExit(f"{DISTRIBUTION} is not installed: pip install -e '.[bundle]'") from None
    if installed != VERSION:
        raise SystemExit(
            f"the installed {DISTRIBUTION} is {installed}, pyproject.toml says {VERSION}: "
            "install it again (pip install -e '.[bundle]') so the bundle reports the right version"
        )


def build(dist: Path, work: Path) -> Path:
    """Run PyInstaller with the spec; the bundle's folder."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise SystemExit("PyInstaller is not installed: pip install -e '.[bundle]'") from None
    check_metadata()
    subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            str(PACKAGING / "mafia-desktop.spec"),
            "--noconfirm",
            "--log-level",
            "WARN",
            "--distpath",
            str(dist),
            "--workpath",
            str(work),
        ],
        cwd=ROOT,
        check=True,
    )
    bundle = dist / "mafia-desktop"
    tidy(bundle)
    return bundle


def tidy(bundle: Path) -> None:
    """After PyInstaller: strip the shared libraries and extension modules of the symbols and the
    debugging information no program loading them reads (a Python built from source keeps them:
    23 MiB -> about 6 for libpython; PyNaCl's wheel ships libsodium with its debugging
    information: 3.5 MiB -> 0.6; ICU keeps its symbol tables: 1.4 MiB), and remove links that
    point nowhere (left by the files the spec leaves out). ``--strip-unneeded`` keeps every symbol
    the dynamic linker needs; the bundle's program itself is left alone (its archive rides on its
    end), and so are the libraries a wheel carries in its ``<name>.libs`` folder (NumPy's OpenBLAS):
    auditwheel rewrote their headers, which strip then breaks ("ELF load command address/offset not
    page-aligned"), and they come stripped."""
    for link in [p for p in bundle.rglob("*") if p.is_symlink() and not p.exists()]:
        link.unlink()
    strip = shutil.which("strip")
    if strip and sys.platform.startswith("linux"):
        libs = [
            p
            for p in bundle.rglob("*.so*")
            if p.is_file() and not p.is_symlink() and is_elf(p) and not p.parent.name.endswith(".libs")
        ]
        if libs:
            subprocess.run([strip, "--strip-unneeded", *map(str, libs)], check=True)


def is_elf(path: Path) -> bool:
    with path.open("rb") as f:
        return f.read(4) == b"\x7fELF"


def linux_tree(dist: Path, bundle: Path) -> Path:
    """dist/linux/: the bundle with share/ (desktop file, metainfo, icons) and the installer."""
    tree = dist / "linux"
    shutil.rmtree(tree, ignore_errors=True)
    tree.mkdir(parents=True)
    shutil.copytree(bundle, tree / "mafia-desktop", symlinks=True)
    share = tree / "share"
    (share / "applications").mkdir(parents=True)
    (share / "metainfo").mkdir(parents=True)
    shutil.copy(PACKAGING / "linux" / f"{APP_ID}.desktop", share / "applications")
    shutil.copy(PACKAGING / "linux" / f"{APP_ID}.metainfo.xml", share / "metainfo")
    (share / "mime" / "packages").mkdir(parents=True)
    shutil.copy(PACKAGING / "linux" / f"{APP_ID}.mime.xml", share / "mime" / "packages" / f"{APP_ID}.xml")
    shutil.copytree(PACKAGING / "icons" / "hicolor", share / "icons" / "hicolor")
    scripts = (("install.sh", INSTALL_SH % {"id": APP_ID}), ("uninstall.sh", UNINSTALL_SH % {"id": APP_ID}))
    for name, text in scripts:
        path = tree / name
        path.write_text(text, encoding="utf-8")
        path.chmod(path.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    (tree / "README.txt").write_text(
        f"Mafia Desktop {VERSION}\n\n"
        "Run it from here: ./mafia-desktop/mafia-desktop\n"
        "Or install it for this user (menu entry and icon): sh install.sh\n\n"
        "Speech (the narrator's voice) comes from your distribution: Festival's natural voices,\n"
        "the clearest, else espeak-ng:\n"
        "    sudo apt install festival festvox-us-slt-hts festvox-ru espeak-ng   (Debian, Ubuntu)\n"
        "    sudo dnf install festival espeak-ng                                 (Fedora)\n"
        "Without either the narrator shows its lines as captions. Clearer still are Piper's neural\n"
        "voices: Game > Settings fetches the official one for a language when you ask (about 64 MB).\n"
        "Check with:\n"
        "    ./mafia-desktop/mafia-desktop speech\n",
        encoding="utf-8",
    )
    return tree


# What the bundle takes from the system (everything else travels inside it), as Debian names them.
# (The phones' encryption needs no libsodium package: PyNaCl's wheel, in the bundle, carries it.)
DEB_DEPENDS = (
    "libc6, libgl1, libegl1, libfontconfig1, libxkbcommon0, libxkbcommon-x11-0, libdbus-1-3, "
    "libxcb-cursor0, libpulse0, fonts-noto-ui-core"  # (Persian's letters: mafia_desktop/fonts.py)
)
# Fetching a Piper voice is HTTPS: Python's ssl in the bundle loads the system's OpenSSL (the
# bundle carries none) and trusts the system's certificates.
DEB_DEPENDS += ", libssl3t64 | libssl3, ca-certificates"
DEB_ARCH = {"x86_64": "amd64", "aarch64": "arm64"}


def deb(tree: Path, dist: Path) -> Path:
    """mafia-desktop_<version>_<arch>.deb from the Linux tree: the bundle under /opt/mafia-desktop,
    a launcher in /usr/bin, the desktop file, metainfo, MIME type and icons under /usr/share.
    Debian's triggers refresh the menu, MIME and icon caches on install and removal."""
    arch = DEB_ARCH.get(platform.machine(), platform.machine())
    root = dist / "deb-root"
    shutil.rmtree(root, ignore_errors=True)
    shutil.copytree(tree / "mafia-desktop", root / "opt" / "mafia-desktop", symlinks=True)
    shutil.copytree(tree / "share", root / "usr" / "share")
    launcher = root / "usr" / "bin" / "mafia-desktop"
    launcher.parent.mkdir(parents=True)
    launcher.write_text('#!/bin/sh\nexec /opt/mafia-desktop/mafia-desktop "$@"\n', encoding="utf-8")
    launcher.chmod(0o755)
    size_kib = folder_size(root) // 1024
    control = root / "DEBIAN" / "control"
    control.parent.mkdir()
    control.write_text(
        f"Package: mafia-desktop\n"
        f"Version: {VERSION}\n"
        f"Architecture: {arch}\n"
        "Maintainer: Mafia Desktop team <team@mafia-desktop.invalid>\n"
        f"Installed-Size: {size_kib}\n"
        f"Depends: {DEB_DEPENDS}\n"
        "Recommends: festival, festvox-us-slt-hts, festvox-ru, espeak-ng\n"
        "Section: games\n"
        "Priority: optional\n"
        "Description: run the party game Mafia around one laptop\n"
        " A seat circle that mirrors the room, a narrator that speaks the night, private\n"
        " turns on a hidden panel, printable cards, and the four rule sets people play.\n",
        encoding="utf-8",
    )
    out = dist / f"mafia-desktop_{VERSION}_{arch}.deb"
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zgzip", "--build", str(root), str(out)], check=True)
    shutil.rmtree(root)
    return out


def archive(tree: Path, dist: Path) -> Path:
    name = f"mafia-desktop-{VERSION}-linux-{platform.machine()}"
    out = dist / f"{name}.tar.gz"
    with tarfile.open(out, "w:gz") as tar:
        tar.add(tree, arcname=name)
    return out


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the Mafia Desktop bundle.")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller")
    parser.add_argument("--no-archive", action="store_true", help="no tarball (Linux)")
    parser.add_argument("--deb", action="store_true", help="also a Debian package (needs dpkg-deb)")
    args = parser.parse_args(argv)
    started = time.monotonic()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # PySide6's hooks import Qt
    bundle = build(args.dist.resolve(), args.work.resolve())
    print(f"bundle: {bundle} ({folder_size(bundle) / 2**20:.0f} MiB)")
    if sys.platform.startswith("linux"):
        tree = linux_tree(args.dist.resolve(), bundle)
        if not args.no_archive:
            out = archive(tree, args.dist.resolve())
            print(f"archive: {out} ({out.stat().st_size / 2**20:.0f} MiB)")
        if args.deb:
            package = deb(tree, args.dist.resolve())
            print(f"deb: {package} ({package.stat().st_size / 2**20:.0f} MiB)")
    print(f"built in {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
