"""Our own short chimes (mafia_desktop/resources/sounds, made by resources/sounds/make_chimes.py), played without ever blocking the UI thread.

QtMultimedia is loaded only when the first chime is wanted, so start-up does not pay for it. With
no sound device, or muted, playing does nothing.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QUrl

from mafia_desktop.assets import asset_path

CHIMES = ("timer-warning", "timer-end", "nightfall", "morning")


class Chimes(QObject):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.muted = False
        self._effects: dict[str, Any] = {}
        self.played: list[str] = []  # what was asked for, newest last (tests and the log use it)

    def play(self, name: str) -> None:
        self.played.append(name)
        if self.muted:
            return
        effect = self._effects.get(name)
        if effect is None:
            try:
                from PySide6.QtMultimedia import QSoundEffect
            except ImportError:  # pragma: no cover - QtMultimedia ships with PySide6-Essentials
                return
            effect = QSoundEffect(self)
            effect.setSource(QUrl.fromLocalFile(str(asset_path("sounds", f"{name}.wav"))))
            effect.setVolume(0.6)
            self._effects[name] = effect
        effect.play()
