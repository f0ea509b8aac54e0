"""Settings: the narrator's voice, speed, volume and mute are kept; bad values fall back."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from mafia_desktop.ui.settings_dialog import SettingsDialog, narration_settings, voice_for
from mafia_desktop.ui.setup_screen import SetupScreen


def test_settings_are_kept(qtbot: QtBot) -> None:
    dialog = SettingsDialog(
        [("gmw/en", "en"), ("zle/ru", "ru"), ("roa/it", "it")], "Speech: pyttsx3 is ready."
    )
    qtbot.addWidget(dialog)
    assert dialog.voice.count() == 3, "the default and the English and Russian voices"
    dialog.voice.setCurrentIndex(2)
    dialog.rate.setValue(200)
    dialog.volume.setValue(40)
    dialog.muted.setChecked(True)
    dialog.accept()
    assert narration_settings() == {"voice": "zle/ru", "rate": 200, "volume": 40, "muted": True}
    voice = voice_for("ru")
    assert voice.voice == "zle/ru" and voice.rate == 200 and voice.volume == 0.4
    assert dialog.status.text() == "Speech: pyttsx3 is ready."


def test_unreadable_settings_fall_back_to_defaults() -> None:
    s = QSettings()
    s.setValue("narration/rate", "fast")
    s.setValue("narration/volume", 400)
    s.setValue("narration/voice", 12)
    assert narration_settings() == {"voice": "", "rate": 165, "volume": 90, "muted": False}


def test_set_up_keeps_the_narrator_choice_in_the_record(qtbot: QtBot) -> None:
    screen = SetupScreen()
    qtbot.addWidget(screen)
    screen.set_preset("club")
    screen.narration.setChecked(True)
    screen.narration_lang.setCurrentIndex(1)
    record = screen.make_record(5)
    assert record.note("table") == {"mode": "referee", "deal": "peek", "narrate": True, "lang": "ru"}
