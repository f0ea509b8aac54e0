"""Settings: the app's language, text size and high contrast; the narrator's voice, speed and
volume, mute (captions stay), and whether speech works.

Values live in QSettings; anything unreadable there falls back to the default.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.narration.speech import Voice
from mafia_desktop.ui.appearance import TEXT_SCALES, Appearance, appearance_settings, save_appearance

DEFAULTS = {"voice": "", "rate": 165, "volume": 90, "muted": False}


def _int(value: object, default: int, low: int, high: int) -> int:
    try:
        number = int(str(value))
    except (TypeError, ValueError):
        return default
    return number if low <= number <= high else default


def narration_settings() -> dict[str, object]:
    """The narrator's settings, each checked (a bad value falls back to its default)."""
    s = QSettings()
    voice = s.value("narration/voice", "")
    muted = s.value("narration/muted", False)
    return {
        "voice": voice if isinstance(voice, str) else "",
        "rate": _int(s.value("narration/rate", 165), 165, 80, 320),
        "volume": _int(s.value("narration/volume", 90), 90, 0, 100),
        "muted": muted in (True, "true", "1", 1),
    }


def voice_for(lang: str) -> Voice:
    settings = narration_settings()
    return Voice(
        lang=lang,
        voice=str(settings["voice"]) or None,
        rate=int(str(settings["rate"])),
        volume=int(str(settings["volume"])) / 100.0,
    )


class SettingsDialog(QDialog):
    def __init__(
        self, voices: list[tuple[str, str]], speech_status: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self.setObjectName("settingsDialog")
        current = narration_settings()
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
        looks.addRow(self.tr("Language"), self.language)
        looks.addRow(self.tr("Text size"), self.text_scale)
        looks.addRow(self.high_contrast)
        layout.addLayout(looks)
        form = QFormLayout()
        self.voice = QComboBox()
        self.voice.setObjectName("voice")
        self._voice_wanted = str(current["voice"] or "")
        self._fill_voices(voices)
        self.rate = QSpinBox()
        self.rate.setObjectName("rate")
        self.rate.setRange(80, 320)
        self.rate.setSuffix(self.tr(" words a minute"))
        self.rate.setValue(int(str(current["rate"])))
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setObjectName("volume")
        self.volume.setRange(0, 100)
        self.volume.setValue(int(str(current["volume"])))
        self.volume.setAccessibleName(self.tr("Narrator's volume"))
        self.muted = QCheckBox(self.tr("Mute the narrator (the captions stay)"))
        self.muted.setObjectName("muted")
        self.muted.setChecked(bool(current["muted"]))
        form.addRow(self.tr("Voice"), self.voice)
        form.addRow(self.tr("Speed"), self.rate)
        form.addRow(self.tr("Volume"), self.volume)
        form.addRow(self.muted)
        layout.addLayout(form)
        self.status = QLabel(speech_status)
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
        s = QSettings()
        s.setValue("narration/voice", self.voice.currentData() or "")
        s.setValue("narration/rate", self.rate.value())
        s.setValue("narration/volume", self.volume.value())
        s.setValue("narration/muted", self.muted.isChecked())
        save_appearance(self.appearance())
        super().accept()

    def appearance(self) -> Appearance:
        """The language, text size and contrast chosen in the dialog."""
        return Appearance(
            language=str(self.language.currentData()),
            text_scale=int(self.text_scale.currentData()),
            high_contrast=self.high_contrast.isChecked(),
        )
