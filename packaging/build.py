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
from mafia_desktop import APP_ID, __version__  # noqa: E402

INSTALL_SH = """#!/bin/sh
# Install Mafia Desktop for this user (or PREFIX=/usr/local sh install.sh, as root, for everyone).
# Speech needs espeak-ng: sudo apt install espeak-ng (or libespeak-ng1); without it the narrator
# shows its lines as captions.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
prefix=${PREFIX:-$HOME/.local}
mkdir -p "$prefix/lib" "$prefix/bin" "$prefix/share"
rm -rf "$prefix/lib/mafia-desktop"
cp -R "$here/mafia-desktop" "$prefix/lib/mafia-desktop"
ln -sf "$prefix/lib/mafia-desktop/mafia-desktop" "$prefix/bin/mafia-desktop"
cp -R "$here/share/." "$prefix/share/"
command -v update-desktop-database >/dev/null && update-desktop-database -q "$prefix/share/applications" || true
command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$prefix/share/icons/hicolor" || true
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
echo "Removed Mafia Desktop (saved games stay in ~/.local/share/Mafia Desktop)"
"""


def build(dist: Path, work: Path) -> Path:
    """Run PyInstaller with the spec; the bundle's folder."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise SystemExit("PyInstaller is not installed: pip install -e '.[bundle]'") from None
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
    """After PyInstaller: strip the Python library and the standard library's extension modules of
    their symbols (a Python built from source keeps them: 23 MiB -> about 6 for libpython), and
    remove links that point nowhere (left by the files the spec leaves out)."""
    for link in [p for p in bundle.rglob("*") if p.is_symlink() and not p.exists()]:
        link.unlink()
    strip = shutil.which("strip")
    if strip and sys.platform.startswith("linux"):
        libs = [*bundle.rglob("libpython*.so*"), *bundle.rglob("lib-dynload/*.so")]
        files = [str(p) for p in libs if p.is_file() and not p.is_symlink()]
        if files:
            subprocess.run([strip, "--strip-unneeded", *files], check=True)


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
    shutil.copytree(PACKAGING / "icons" / "hicolor", share / "icons" / "hicolor")
    for name, text in (("install.sh", INSTALL_SH), ("uninstall.sh", UNINSTALL_SH % {"id": APP_ID})):
        path = tree / name
        path.write_text(text, encoding="utf-8")
        path.chmod(path.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    (tree / "README.txt").write_text(
        f"Mafia Desktop {__version__}\n\n"
        "Run it from here: ./mafia-desktop/mafia-desktop\n"
        "Or install it for this user (menu entry and icon): sh install.sh\n\n"
        "Speech (the narrator's voice) needs espeak-ng from your distribution:\n"
        "    sudo apt install espeak-ng        (Debian, Ubuntu)\n"
        "    sudo dnf install espeak-ng        (Fedora)\n"
        "Without it the narrator shows its lines as captions. Check with:\n"
        "    ./mafia-desktop/mafia-desktop speech\n",
        encoding="utf-8",
    )
    return tree


def archive(tree: Path, dist: Path) -> Path:
    name = f"mafia-desktop-{__version__}-linux-{platform.machine()}"
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
    print(f"built in {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
