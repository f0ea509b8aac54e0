"""Settings: the app's language, text size and high contrast; the narrator's voice, speed and
volume, mute (captions stay), the night's sound bed and its volume, and whether speech works.

Values are kept by :mod:`mafia_desktop.settings`; anything unreadable there falls back to the default.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop import settings
from mafia_desktop.narration.speech import Voice
from mafia_desktop.settings import TEXT_SCALES, Appearance, Narration
from mafia_desktop.ui import appearance
from mafia_desktop.ui.appearance import appearance_settings, save_appearance
from mafia_desktop.ui.widgets import TextLabel, form_label

DEFAULTS: dict[str, object] = dataclasses.asdict(Narration())


def narration_settings() -> dict[str, object]:
    """The narrator's settings, each checked (a bad value falls back to its default)."""
    return dataclasses.asdict(settings.read_narration())


def voice_for(lang: str) -> Voice:
    narration = settings.read_narration()
    return Voice(
        lang=lang,
        voice=narration.voice or None,
        rate=narration.rate,
        volume=narration.volume / 100.0,
    )


class SettingsDialog(QDialog):
    def __init__(
        self, voices: list[tuple[str, str]], speech_status: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        appearance.make_readable(self)
        self.setWindowTitle(self.tr("Settings"))
        self.setObjectName("settingsDialog")
        current = settings.read_narration()
        layout = QVBoxLayout(self)
        self.before = appearance_settings()
        looks = QFormLayout()
        self.language = QComboBox()
        self.language.setObjectName("language")
        self.language.addItem(self.tr("As the system"), "system")
        self.language.addItem("English", "en")
        self.language.addItem("Русский", "ru")
        self.language.setCurrentIndex(max(0, self.language.findData(self.before.language)))
        self.text_scale = QComboBox()
        self.text_scale.setObjectName("textScale")
        for scale in TEXT_SCALES:
            self.text_scale.addItem(f"{scale} %", scale)
        self.text_scale.setCurrentIndex(max(0, self.text_scale.findData(self.before.text_scale)))
        self.high_contrast = QCheckBox(self.tr("High contrast"))
        self.high_contrast.setObjectName("highContrast")
        self.high_contrast.setChecked(self.before.high_contrast)
        looks.addRow(form_label(self.tr("Language"), self.language), self.language)
        looks.addRow(form_label(self.tr("Text size"), self.text_scale), self.text_scale)
        looks.addRow(self.high_contrast)
        layout.addLayout(looks)
        form = QFormLayout()
        self.voice = QComboBox()
        self.voice.setObjectName("voice")
        self._voice_wanted = current.voice
        self._fill_voices(voices)
        self.rate = QSpinBox()
        self.rate.setObjectName("rate")
        self.rate.setRange(*settings.RATES)
        self.rate.setSuffix(self.tr(" words a minute"))
        self.rate.setValue(current.rate)
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setObjectName("volume")
        self.volume.setRange(*settings.VOLUMES)
        self.volume.setValue(current.volume)
        self.volume.setAccessibleName(self.tr("Narrator's volume"))
        self.muted = QCheckBox(self.tr("Mute the narrator (the captions stay)"))
        self.muted.setObjectName("muted")
        self.muted.setChecked(current.muted)
        form.addRow(form_label(self.tr("Voice"), self.voice), self.voice)
        form.addRow(form_label(self.tr("Speed"), self.rate), self.rate)
        form.addRow(form_label(self.tr("Volume"), self.volume), self.volume)
        form.addRow(self.muted)
        bed = settings.read_bed()
        self.bed_on = QCheckBox(self.tr("Night sound: a quiet hush that hides the rustle of hands"))
        self.bed_on.setObjectName("bedOn")
        self.bed_on.setChecked(bed.on)
        self.bed_volume = QSlider(Qt.Orientation.Horizontal)
        self.bed_volume.setObjectName("bedVolume")
        self.bed_volume.setRange(*settings.VOLUMES)
        self.bed_volume.setValue(bed.volume)
        self.bed_volume.setAccessibleName(self.tr("Night sound volume"))
        self.bed_volume.setEnabled(bed.on)
        self.bed_on.toggled.connect(self.bed_volume.setEnabled)
        form.addRow(self.bed_on)
        form.addRow(form_label(self.tr("Night sound volume"), self.bed_volume), self.bed_volume)
        self.seat_pause = QSpinBox()
        self.seat_pause.setObjectName("seatPause")
        self.seat_pause.setRange(*settings.SEAT_PAUSES)
        self.seat_pause.setSuffix(self.tr(" s"))
        self.seat_pause.setValue(settings.read_seat_pause())
        # The called list: the mafia shoot with eyes shut as the host calls each seat in turn.
        form.addRow(form_label(self.tr("Pause per seat called"), self.seat_pause), self.seat_pause)
        layout.addLayout(form)
        self.status = TextLabel(speech_status)
        self.status.setObjectName("speechStatus")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _fill_voices(self, voices: list[tuple[str, str]]) -> None:
        self.voice.clear()
        self.voice.addItem(self.tr("The language's default voice"), "")
        for vid, langs in voices:
            if any(code in langs.split(",") for code in ("en", "en-gb", "en-us", "ru")) or vid.endswith(
                ("/en", "/ru")
            ):
                self.voice.addItem(f"{vid} ({langs})", vid)
        self.voice.setCurrentIndex(max(0, self.voice.findData(self._voice_wanted)))

    def set_speech(self, voices: list[tuple[str, str]], status: str) -> None:
        """The speech engine answered after the dialog opened: its voices, and how it is."""
        if self.voice.currentIndex() > 0:
            self._voice_wanted = str(self.voice.currentData() or "")
        self._fill_voices(voices)
        self.status.setText(status)

    def accept(self) -> None:
        settings.write_narration(self.narration())
        settings.write_bed(self.bed())
        settings.write_seat_pause(self.seat_pause.value())
        save_appearance(self.appearance())
        super().accept()

    def narration(self) -> Narration:
        """The narrator's voice, speed, volume and mute chosen in the dialog."""
        return Narration(
            voice=str(self.voice.currentData() or ""),
            rate=self.rate.value(),
            volume=self.volume.value(),
            muted=self.muted.isChecked(),
        )

    def bed(self) -> settings.Bed:
        """The night's sound bed chosen in the dialog: on or off, and its volume."""
        return settings.Bed(on=self.bed_on.isChecked(), volume=self.bed_volume.value())

    def appearance(self) -> Appearance:
        """The language, text size and contrast chosen in the dialog."""
        return Appearance(
            language=str(self.language.currentData()),
            text_scale=int(self.text_scale.currentData()),
            high_contrast=self.high_contrast.isChecked(),
        )
