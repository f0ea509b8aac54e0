"""Settings: the narrator's voice, speed, volume and mute are kept; bad values fall back."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from mafia_desktop.settings import store as settings_store
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
    s = settings_store()
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
    assert record.note("table") == {"mode": "referee", "deal": "reveal", "narrate": True, "lang": "ru"}


def test_settings_open_at_once_while_speech_starts(
    qtbot: QtBot, tmp_path: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The UI thread never waits on speech: the dialog opens saying the engine is starting, and
    fills in the voices when it answers."""
    import threading
    from pathlib import Path

    from PySide6.QtWidgets import QApplication

    from mafia_desktop.narration.speech import SpeechCache
    from mafia_desktop.ui.main_window import MainWindow

    go = threading.Event()

    class SlowBackend:
        name = "slow"

        def voices(self) -> list[tuple[str, str]]:
            return [("gmw/en", "en"), ("zle/ru", "ru")]

    def factory() -> SlowBackend:
        go.wait(30)  # the engine takes its time; the dialog must not
        return SlowBackend()

    window = MainWindow(remember_geometry=False)
    qtbot.addWidget(window)
    assert isinstance(tmp_path, Path)
    window.speech = SpeechCache(tmp_path, factory)  # type: ignore[arg-type]
    seen: list[tuple[str, int]] = []

    def during(dialog: SettingsDialog) -> int:
        seen.append((dialog.status.text(), dialog.voice.count()))
        go.set()
        qtbot.waitUntil(lambda: dialog.voice.count() == 3)
        seen.append((dialog.status.text(), dialog.voice.count()))
        return 0

    monkeypatch.setattr(SettingsDialog, "exec", during)
    try:
        window._on_settings_triggered()
    finally:
        go.set()
        window.speech.stop()
    assert seen == [("Speech: starting…", 1), ("Speech: slow is ready.", 3)]
    assert QApplication.instance() is not None


def test_the_pause_per_seat_called_is_a_setting(qtbot: QtBot) -> None:
    from mafia_desktop import settings

    dialog = SettingsDialog([], "")
    qtbot.addWidget(dialog)
    assert dialog.seat_pause.value() == 2, "the called list's default pause"
    dialog.seat_pause.setValue(4)
    dialog.accept()
    assert settings.read_seat_pause() == 4
