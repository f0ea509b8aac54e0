"""Choosing a file to open or a name to save under: Qt's own file dialog, never the desktop's,
so it speaks the app's language (Qt's catalogue, qtbase_ru.qm, is installed with ours: see
:func:`mafia_desktop.i18n.install`) whatever the desktop speaks; and it opens in the folder last
used for that kind of file (:data:`mafia_desktop.settings.FILE_KINDS`: game records, PDFs, the
standings' CSV), kept in the settings: the folder only, never the file's name.

The dialogs are Qt's static ones (``QFileDialog.getOpenFileName``, ``getSaveFileName``) with
``DontUseNativeDialog``, so a test may answer for them as for any of Qt's.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QWidget

from mafia_desktop import settings

#: Qt's own dialog, in the app's language (the desktop's would speak the desktop's)
OPTIONS = QFileDialog.Option.DontUseNativeDialog


def last_folder(kind: str, fallback: Path) -> Path:
    """Where a dialog for a file of ``kind`` opens: the folder last used for that kind, while it
    is there; else ``fallback``."""
    kept = settings.read_folder(kind)
    if kept:
        folder = Path(kept)
        try:
            if folder.is_dir():
                return folder
        except OSError:
            pass
    return fallback


def remember(kind: str, path: str) -> None:
    """``path`` was chosen for a file of ``kind``: its folder is where the next dialog opens."""
    if path:
        settings.write_folder(kind, str(Path(path).parent))


def open_file(parent: QWidget | None, kind: str, title: str, filters: str, fallback: Path) -> str:
    """Ask for a file of ``kind`` to open ("" when none was chosen)."""
    path, _ = QFileDialog.getOpenFileName(
        parent, title, str(last_folder(kind, fallback)), filters, options=OPTIONS
    )
    remember(kind, path)
    return path


def save_file(
    parent: QWidget | None, kind: str, title: str, name: str, filters: str, fallback: Path | None = None
) -> str:
    """Ask where to save a file of ``kind``, suggesting ``name`` ("" when none was chosen)."""
    folder = last_folder(kind, fallback if fallback is not None else Path.home())
    path, _ = QFileDialog.getSaveFileName(parent, title, str(folder / name), filters, options=OPTIONS)
    remember(kind, path)
    return path
