"""Our icon in every size and format the platforms want, from the two SVGs in resources/icons/
(``mafia-desktop.svg``; ``mafia-desktop-small.svg`` for 32 px and below, with fewer and larger
shapes so it stays legible). Writes packaging/icons/ and the app's copies of the SVGs
(mafia_desktop/resources/icons/); run after changing either SVG (``make icons``):

    python packaging/make_icons.py
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from mafia_desktop import APP_ID  # noqa: E402

SOURCE = ROOT / "resources" / "icons"
BUILT = ROOT / "mafia_desktop" / "resources" / "icons"  # the SVGs the app loads: copies of the sources
OUT = ROOT / "packaging" / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)  # hicolor theme sizes for the Linux desktop
SMALL = 32  # at this size and below the small drawing is used
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)  # Windows
ICNS_SIZES = (16, 32, 64, 128, 256, 512)  # macOS


def png_path(size: int) -> Path:
    return OUT / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"


def render(size: int):  # -> QImage
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    svg = SOURCE / ("mafia-desktop-small.svg" if size <= SMALL else "mafia-desktop.svg")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    QSvgRenderer(str(svg)).render(painter)
    painter.end()
    return image


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 - fonts, plugins
    for size in SIZES:
        path = png_path(size)
        path.parent.mkdir(parents=True, exist_ok=True)
        if not render(size).save(str(path), "PNG"):
            print(f"could not write {path}", file=sys.stderr)
            return 1
    scalable = OUT / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SOURCE / "mafia-desktop.svg", scalable)
    for svg in sorted(SOURCE.glob("*.svg")):  # the app's own copies (its window icon, the home)
        shutil.copyfile(svg, BUILT / svg.name)
    # Qt's image plugins write both: each size as its own entry.
    for name, sizes in (("mafia-desktop.ico", ICO_SIZES), ("mafia-desktop.icns", ICNS_SIZES)):
        _write_multi(OUT / name, sizes)
    for path in sorted(OUT.rglob("*.*")):
        print(path.relative_to(ROOT))
    return 0


def _write_multi(path: Path, sizes: tuple[int, ...]) -> None:
    """An .ico or .icns holding every size (Qt's writers take one image; these formats are simple
    enough to assemble from PNGs ourselves)."""
    import struct

    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    def png_bytes(size: int) -> bytes:
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        render(size).save(buffer, "PNG")
        return bytes(data.data())

    pngs = [(size, png_bytes(size)) for size in sizes]
    if path.suffix == ".ico":  # ICONDIR, then an ICONDIRENTRY a size, then the PNGs
        head = struct.pack("<HHH", 0, 1, len(pngs))
        offset = len(head) + 16 * len(pngs)
        entries, blobs = b"", b""
        for size, png in pngs:
            side = 0 if size >= 256 else size
            entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
            offset += len(png)
            blobs += png
        path.write_bytes(head + entries + blobs)
        return
    kinds = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}
    body = b"".join(kinds[size] + struct.pack(">I", 8 + len(png)) + png for size, png in pngs)
    path.write_bytes(b"icns" + struct.pack(">I", 8 + len(body)) + body)


if __name__ == "__main__":
    raise SystemExit(main())
