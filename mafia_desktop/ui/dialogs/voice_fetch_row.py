"""Settings' offer of an official Piper voice for a language: fetched at the user's request, with
progress and cancel (:mod:`mafia_desktop.narration.voice_fetch` does the fetching, off the UI
thread). Says so when the voice is there already, and when Piper cannot speak on this machine (no
piper-tts, or ONNX Runtime cannot load): the narrator then speaks with Festival or espeak-ng.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import QHBoxLayout, QProgressBar, QPushButton, QVBoxLayout, QWidget

from mafia_desktop.i18n import say
from mafia_desktop.narration.voice_fetch import OFFICIAL, FetchError, OfficialVoice, VoiceFetch
from mafia_desktop.ui.common.widgets import TextLabel

_PIPER: list[bool] = []  # piper-tts and ONNX Runtime installed (looked up once)


def piper_available() -> bool:
    """Whether piper-tts and ONNX Runtime are installed (found, not imported)."""
    if not _PIPER:
        from mafia_desktop.narration.piper import piper_installed

        _PIPER.append(piper_installed())
    return _PIPER[0]


class VoiceFetchRow(QWidget):
    """The official Piper voice of one language: its state in words, and Fetch / Cancel."""

    # a voice was installed (the speech cache is asked to look again)
    installed = Signal(str)

    def __init__(
        self, lang: str, cache: Any = None, folder: Path | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.lang = lang
        self.voice: OfficialVoice | None = OFFICIAL.get(lang)
        self._cache = cache
        self._folder = folder
        self.fetch: VoiceFetch | None = None
        self.busy = False  # a fetch started and not yet ended (its thread says so by a signal)
        self._installed = False
        self._ended: str | None = None  # what the last fetch ended with, in words
        self.note = TextLabel()
        self.note.setObjectName(f"piperNote_{lang}")
        self.note.setWordWrap(True)
        self.fetch_button = QPushButton(self.tr("Fetch the voice"))
        self.fetch_button.setObjectName(f"piperFetch_{lang}")
        self.fetch_button.clicked.connect(self.start)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setObjectName(f"piperCancel_{lang}")
        self.cancel_button.clicked.connect(self.cancel)
        self.bar = QProgressBar()
        self.bar.setObjectName(f"piperProgress_{lang}")
        self.bar.setAccessibleName(self.tr("Fetching the voice"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.note)
        row = QHBoxLayout()
        row.addWidget(self.bar, 1)
        row.addWidget(self.fetch_button)
        row.addWidget(self.cancel_button)
        row.addStretch(0)
        layout.addLayout(row)
        self.update_state()

    @property
    def folder(self) -> Path:
        if self._folder is None:
            from mafia_desktop.narration.piper import voices_folder

            self._folder = voices_folder()
        return self._folder

    def _megabytes(self, voice: OfficialVoice) -> str:
        return self.locale().toString(-(-voice.size // 10**6))

    def _there(self, voice: OfficialVoice) -> bool:
        """The voice is installed: the engine offers it, or its two files are in the folder."""
        cache = self._cache
        offered = cache.choices if cache is not None else []
        if any(c.engine == "piper" and c.voice == voice.name for c in offered):
            return True
        return all((self.folder / name).is_file() for _, name in voice.files())

    def update_state(self, message: str | None = None) -> None:
        """Say where things stand (``message``: what the last fetch ended with)."""
        if message is not None:
            self._ended = message
        message = self._ended
        fetching = self.busy
        voice = self.voice
        self.bar.setVisible(fetching)
        self.cancel_button.setVisible(fetching)
        offer = False
        if fetching:
            pass
        elif voice is None:
            self.note.setText(self.tr("No Piper voice is offered for this language."))
        elif not piper_available():
            self.note.setText(
                self.tr(
                    "Piper's neural voices need the piper-tts package (pip install piper-tts); the narrator"
                    " speaks with Festival or espeak-ng meanwhile."
                )
            )
        elif (problem := self._problem()) is not None:
            self.note.setText(
                self.tr(
                    "Piper's voices cannot speak here (%1); the narrator speaks with Festival or espeak-ng."
                ).replace("%1", problem)
            )
        elif self._installed or self._there(voice):
            self.note.setText(
                message or self.tr("Piper's neural voice %1 is installed.").replace("%1", voice.name)
            )
        else:
            offer = True
            text = self.tr(
                "A clearer neural voice: Piper's %1 (%2 MB), fetched from the Piper project only when you"
                " ask. The app works without it."
            )
            text = text.replace("%1", voice.name).replace("%2", self._megabytes(voice))
            self.note.setText(message + "\n" + text if message else text)
        self.fetch_button.setVisible(offer)

    def _problem(self) -> str | None:
        cache = self._cache
        if cache is None or not hasattr(cache, "engine_problem"):
            return None
        problem = cache.engine_problem("piper")
        return str(problem) if problem else None

    @Slot()
    def start(self) -> None:
        """Fetch the voice (at once: the progress comes as it goes)."""
        if self.voice is None or self.busy or (self.fetch is not None and self.fetch.running):
            return
        self.busy = True
        self._ended = None
        self.fetch = VoiceFetch(self.voice, self.folder, self)
        self.fetch.progress.connect(self._on_progress)
        self.fetch.finished.connect(self._on_finished)
        self.fetch.failed.connect(self._on_failed)
        self.bar.setRange(0, max(1, self.voice.size // 1024))
        self.bar.setValue(0)
        self.note.setText(
            self.tr("Fetching Piper's voice %1 (%2 MB)…")
            .replace("%1", self.voice.name)
            .replace("%2", self._megabytes(self.voice))
        )
        self.cancel_button.setEnabled(True)
        self.fetch.start()
        self.update_state()
        self.cancel_button.setFocus()

    @Slot()
    def cancel(self) -> None:
        """Stop fetching (the files fetched so far are deleted; the fetch says so when it has)."""
        if self.fetch is not None and self.busy:
            self.fetch.cancel()
            self.cancel_button.setEnabled(False)
            self.note.setText(self.tr("Cancelling…"))

    @Slot(object, object)
    def _on_progress(self, done: int, total: int) -> None:
        self.bar.setRange(0, max(1, total // 1024))
        self.bar.setValue(done // 1024)

    @Slot(str)
    def _on_finished(self, path: str) -> None:
        assert self.voice is not None
        self.busy = False
        self._installed = True
        self.update_state(
            self.tr("Piper's neural voice %1 is installed: the narrator speaks with it from now on.").replace(
                "%1", self.voice.name
            )
        )
        if self._cache is not None:
            self._cache.refresh()  # (the worker looks again; the dialog hears of it by `refreshed`)
        self.installed.emit(self.voice.name)

    @Slot(object)
    def _on_failed(self, error: FetchError) -> None:
        self.busy = False
        self.update_state(say(error.message))
        if error.kind != "cancelled":
            self.fetch_button.setText(self.tr("Try again"))

    def shutdown(self) -> None:
        """The dialog closes: a fetch still going is cancelled (nothing of it is kept)."""
        if self.fetch is not None and self.busy:
            self.fetch.cancel()
