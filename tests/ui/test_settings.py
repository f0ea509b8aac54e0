"""Settings: the narrator's voice, speed, volume and mute are kept; bad values fall back."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from mafia_desktop.narration.night_script import sample_line
from mafia_desktop.narration.speech import SpeechCache, Voice, VoiceChoice
from mafia_desktop.settings import store as settings_store
from mafia_desktop.ui.dialogs.settings_dialog import SettingsDialog, narration_settings, voice_for
from mafia_desktop.ui.setup.screen import SetupScreen
from tests.narration.fake_speech import FakeBackend

CHOICES = [
    VoiceChoice("festival", "cmu_us_slt_arctic_hts", ("en",)),
    VoiceChoice("festival", "msu_ru_nsh_clunits", ("ru",)),
    VoiceChoice("pyttsx3", "gmw/en", ("en",)),
    VoiceChoice("pyttsx3", "zle/ru", ("ru",)),
    VoiceChoice("pyttsx3", "roa/it", ("it",)),
]


def test_settings_are_kept_a_voice_for_each_language(qtbot: QtBot) -> None:
    dialog = SettingsDialog(CHOICES, "English: Festival, voice cmu_us_slt_arctic_hts.")
    qtbot.addWidget(dialog)
    en, ru = dialog.voices["en"], dialog.voices["ru"]
    assert [en.itemData(i) for i in range(en.count())] == [
        "",
        "festival:cmu_us_slt_arctic_hts",
        "pyttsx3:gmw/en",
    ]
    assert [ru.itemText(i) for i in range(1, ru.count())] == [
        "Festival: msu_ru_nsh_clunits",
        "espeak-ng: zle/ru",
    ]
    ru.setCurrentIndex(2)
    dialog.rate.setValue(200)
    dialog.volume.setValue(40)
    dialog.muted.setChecked(True)
    dialog.accept()
    assert narration_settings() == {
        "voice": "",
        "rate": 200,
        "volume": 40,
        "muted": True,
        "voices": {"ru": "pyttsx3:zle/ru"},
    }
    voice = voice_for("ru")
    assert (voice.engine, voice.voice, voice.rate, voice.volume) == ("pyttsx3", "zle/ru", 200, 0.4)
    assert voice_for("en") == Voice("en", None, 200, 0.4, ""), "English keeps the clearest installed"
    assert dialog.status.text() == "English: Festival, voice cmu_us_slt_arctic_hts."
    again = SettingsDialog(CHOICES, "")
    qtbot.addWidget(again)
    assert again.voices["ru"].currentData() == "pyttsx3:zle/ru" and again.voices["en"].currentIndex() == 0


def test_the_one_voice_chosen_before_is_kept_for_its_language(qtbot: QtBot) -> None:
    settings_store().set_value("narration/voice", "gmw/en")
    assert voice_for("en").engine == "pyttsx3" and voice_for("en").voice == "gmw/en"
    dialog = SettingsDialog(CHOICES, "")
    qtbot.addWidget(dialog)
    assert dialog.voices["en"].currentData() == "pyttsx3:gmw/en"
    assert dialog.voices["ru"].currentIndex() == 0, "an English voice is no choice for Russian"


def test_hear_it_says_the_nightfall_with_the_voice_chosen(qtbot: QtBot, tmp_path: Path) -> None:
    cache = SpeechCache(tmp_path, FakeBackend)
    cache.start()
    try:
        assert cache.wait_ready()
        dialog = SettingsDialog(cache.choices, "", cache=cache)
        qtbot.addWidget(dialog)
        assert dialog.hear["ru"].isEnabled()
        dialog.voices["ru"].setCurrentIndex(dialog.voices["ru"].findData("fake:fake/ru"))
        dialog.hear_voice("ru")
        hearing = dialog._hearing
        assert hearing is not None and hearing.waiting, "rendered first: the dialog does not wait for it"
        qtbot.waitUntil(lambda: hearing.spoken == [sample_line("ru").text], timeout=5000)
        assert hearing.silent == [], "heard, not only shown"
        dialog.reject()
        assert not hearing.busy, "closing the dialog stops it"
    finally:
        cache.stop()
    assert not SettingsDialog(CHOICES, "").hear["en"].isEnabled(), "no speech cache: nothing to hear"


def test_unreadable_settings_fall_back_to_defaults() -> None:
    s = settings_store()
    s.set_value("narration/rate", "fast")
    s.set_value("narration/volume", 400)
    s.set_value("narration/voice", 12)
    s.set_value("narration/voice_ru", "<no colon>")
    s.set_value("narration/voice_en", "x:" + "y" * 300)
    assert narration_settings() == {
        "voice": "",
        "rate": 125,
        "volume": 90,
        "muted": False,
        "voices": {},
    }


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

    from PySide6.QtWidgets import QApplication

    from mafia_desktop.narration.speech import SpeechCache
    from mafia_desktop.ui.window.main_window import MainWindow

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
        seen.append((dialog.status.text(), dialog.voices["en"].count()))
        go.set()
        qtbot.waitUntil(lambda: dialog.voices["en"].count() == 2)
        seen.append((dialog.status.text(), dialog.voices["en"].count()))
        return 0

    monkeypatch.setattr(SettingsDialog, "exec", during)
    try:
        window._on_settings_triggered()
    finally:
        go.set()
        window.speech.stop()
    assert seen == [
        ("Speech: starting…", 1),
        ("English: slow, voice gmw/en.", 2),  # the language shown (the app's: English)
    ]
    assert QApplication.instance() is not None


def test_the_pause_per_seat_called_is_a_setting(qtbot: QtBot) -> None:
    from mafia_desktop import settings

    dialog = SettingsDialog([], "")
    qtbot.addWidget(dialog)
    assert dialog.seat_pause.value() == 2, "the called list's default pause"
    dialog.seat_pause.setValue(4)
    dialog.accept()
    assert settings.read_seat_pause() == 4


@pytest.mark.parametrize("look", [("en", 100), ("ru", 100), ("en", 200), ("ru", 200)], ids=str)
def test_the_dialog_has_no_empty_band(qtbot: QtBot, look: tuple[str, int]) -> None:
    """Its rows follow one another (issue 46: a band as tall as five rows lay under High
    contrast), and the page ends where its words do: the window is as tall as they need, or
    scrolls."""
    from PySide6.QtWidgets import QWidget

    from mafia_desktop.ui.theme.appearance import Appearance
    from mafia_desktop.ui.window.main_window import MainWindow
    from tests.ui import looks

    with looks.look(Appearance(language=look[0], text_scale=look[1])):
        window = MainWindow(remember_geometry=False, read_only=True)
        qtbot.addWidget(window)
        window.resize(1366, 768)
        window.show()
        dialog = looks.show("settings", window)
        qtbot.addWidget(dialog)
        page = dialog._page
        parts = [
            w
            for w in page.findChildren(QWidget)
            if w.parentWidget() is page and w.isVisibleTo(page) and w.height() > 0
        ]
        rows = sorted((w.geometry().top(), w.geometry().bottom()) for w in parts)
        gaps, reached = [], rows[0][1]
        for top, bottom in rows[1:]:
            gaps.append(top - reached)
            reached = max(reached, bottom)
        room = 3 * page.layout().spacing() + 12
        assert rows[0][0] <= room and max(gaps) <= room, (rows, gaps)
        shown = min(page.height(), dialog._scroll.viewport().height())
        assert shown - reached <= room, f"an empty band under the words: {shown - reached} px"
        dialog.close()
        window.close()


# --- a voice for every language, and Piper's fetched on request ---------------------------------------


def every_language_choices() -> list[VoiceChoice]:
    from mafia_desktop.languages import LANGUAGES

    return [
        VoiceChoice("piper", "fa_IR-amir-medium", ("fa", "fa-ir")),
        *CHOICES,
        *(
            VoiceChoice("pyttsx3", lang.espeak, (code,))
            for code, lang in LANGUAGES.items()
            if code not in ("en", "ru")
        ),
    ]


def shown_voice_rows(dialog: SettingsDialog) -> list[str]:
    return [lang for lang, combo in dialog.voices.items() if combo.isVisibleTo(dialog)]


def test_every_language_has_a_voice_one_shown_at_a_time(qtbot: QtBot) -> None:
    """A voice row for each language of the registry, titled in the language's own name; only
    the narrator's language's is shown at first (set-up's last choice), another chosen above it."""
    from PySide6.QtWidgets import QLabel

    from mafia_desktop import languages, settings

    settings.write(settings.NARRATOR_LANG, "es")
    dialog = SettingsDialog(every_language_choices(), "")
    qtbot.addWidget(dialog)
    assert list(dialog.voices) == list(languages.codes())
    assert dialog.shown_language() == "es" and shown_voice_rows(dialog) == ["es"]
    assert [dialog.voice_lang.itemText(i) for i in range(dialog.voice_lang.count())] == [
        lang.native for lang in languages.LANGUAGES.values()
    ]
    dialog.voice_lang.setCurrentIndex(dialog.voice_lang.findData("fa"))
    assert shown_voice_rows(dialog) == ["fa"]
    titles = [w.text() for w in dialog.findChildren(QLabel) if w.buddy() is dialog.voices["fa"]]
    assert titles == ["Voice: فارسی"]
    fa = dialog.voices["fa"]
    assert [fa.itemData(i) for i in range(fa.count())] == ["", "piper:fa_IR-amir-medium", "pyttsx3:fa"]
    fa.setCurrentIndex(1)
    dialog.voices["de"].setCurrentIndex(dialog.voices["de"].findData("pyttsx3:de"))
    dialog.accept()
    assert settings.read_narration().voices == {"fa": "piper:fa_IR-amir-medium", "de": "pyttsx3:de"}
    assert voice_for("fa") == Voice("fa", "fa_IR-amir-medium", 125, 0.9, "piper")
    again = SettingsDialog(every_language_choices(), "")
    qtbot.addWidget(again)
    assert again.voices["fa"].currentData() == "piper:fa_IR-amir-medium"
    assert again.voices["uk"].currentIndex() == 0


def test_the_status_follows_the_language_shown(qtbot: QtBot) -> None:
    dialog = SettingsDialog(CHOICES, "", status_of=lambda lang: f"status of {lang}")
    qtbot.addWidget(dialog)
    assert dialog.status.text() == "status of en"
    dialog.voice_lang.setCurrentIndex(dialog.voice_lang.findData("uk"))
    assert dialog.status.text() == "status of uk"


def piper_cache(tmp_path: Path) -> SpeechCache:
    """A speech cache whose Piper looks in the data folder's voices/ (loading a voice is faked:
    a real one takes tests/narration/test_piper.py), and a voice for every language beside it."""
    from mafia_desktop.narration.piper import PiperBackend, voices_folder
    from tests.narration.test_piper import EspeakLike, Loader

    loader = Loader()
    factories = {
        "piper": lambda: PiperBackend(folders=(voices_folder(),), packages=False, loader=loader),
        "pyttsx3": EspeakLike,
    }
    cache = SpeechCache(tmp_path / "cache", factories=factories)  # type: ignore[arg-type]
    cache.start()
    assert cache.wait_ready()
    return cache


def served_persian_voice(monkeypatch: pytest.MonkeyPatch) -> tuple[object, dict[str, bytes]]:
    """Persian's official voice, as a small made-up one (its pins its own) on a server of the test."""
    import json

    from tests.narration.test_piper import settings_of
    from tests.narration.voice_server import made_up_voice

    voice, files = made_up_voice(
        "fa", "fa_IR-test-medium", bytes(range(256)) * 2000, json.dumps(settings_of("fa", "IR")).encode()
    )
    return voice, files


def test_a_piper_voice_is_fetched_from_settings(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Fetch: progress, then the voice is installed, the speech cache finds it and the language's
    list offers it; the dialog never waited."""
    from mafia_desktop.narration import voice_fetch
    from mafia_desktop.narration.piper import voices_folder
    from tests.narration.voice_server import official_from, serving

    voice, files = served_persian_voice(monkeypatch)
    cache = piper_cache(tmp_path)
    try:
        with serving(dict(files)) as server:
            monkeypatch.setitem(voice_fetch.OFFICIAL, "fa", official_from(server, voice))  # type: ignore[arg-type]
            dialog = SettingsDialog(cache.choices, "", cache=cache)
            qtbot.addWidget(dialog)
            dialog.voice_lang.setCurrentIndex(dialog.voice_lang.findData("fa"))
            row = dialog.fetch_rows["fa"]
            assert row.fetch_button.isVisibleTo(dialog) and "fa_IR-test-medium" in row.note.text()
            assert not row.bar.isVisibleTo(dialog)
            with qtbot.waitSignal(cache.refreshed, timeout=20_000):
                row.fetch_button.click()
                assert row.bar.isVisibleTo(dialog) and row.cancel_button.isVisibleTo(dialog)
        assert sorted(p.name for p in voices_folder().iterdir()) == [
            "fa_IR-test-medium.onnx",
            "fa_IR-test-medium.onnx.json",
        ]
        assert row.note.text() == (
            "Piper's neural voice fa_IR-test-medium is installed: the narrator speaks with it from now on."
        )
        assert not row.fetch_button.isVisibleTo(dialog) and not row.bar.isVisibleTo(dialog)
        fa = dialog.voices["fa"]
        assert "piper:fa_IR-test-medium" in [fa.itemData(i) for i in range(fa.count())]
        assert cache.speaking_voice(Voice("fa")) == Voice("fa", "fa_IR-test-medium", engine="piper")
        assert fa.currentIndex() == 0, "the clearest installed: the new voice, chosen by itself"
        dialog.reject()
    finally:
        cache.stop()


def test_a_fetch_cancelled_in_settings_keeps_nothing(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from mafia_desktop.narration import voice_fetch
    from mafia_desktop.narration.piper import voices_folder
    from tests.narration.voice_server import Behaviour, official_from, serving

    voice, files = served_persian_voice(monkeypatch)
    behaviour = Behaviour(quiet_after=100_000)
    with serving(dict(files), behaviour) as server:
        monkeypatch.setitem(voice_fetch.OFFICIAL, "fa", official_from(server, voice))  # type: ignore[arg-type]
        dialog = SettingsDialog(CHOICES, "")
        qtbot.addWidget(dialog)
        dialog.voice_lang.setCurrentIndex(dialog.voice_lang.findData("fa"))
        row = dialog.fetch_rows["fa"]
        row.fetch_button.click()
        assert behaviour.quiet.wait(20)
        qtbot.waitUntil(lambda: row.bar.value() > 0, timeout=10_000)
        assert row.fetch is not None
        with qtbot.waitSignal(row.fetch.failed, timeout=20_000):
            row.cancel_button.click()
            assert row.note.text() == "Cancelling…"
        assert row.note.text().startswith("Fetching the voice was cancelled. Nothing was kept.")
        assert row.fetch_button.isVisibleTo(dialog) and not row.bar.isVisibleTo(dialog)
        assert row.fetch.wait(10)
        assert list(voices_folder().iterdir()) == []
        # Fetching again, then closing the dialog mid-file: the fetch is cancelled with it.
        behaviour.quiet.clear()
        row.fetch_button.click()
        assert behaviour.quiet.wait(20)
        fetch = row.fetch
        dialog.reject()
        assert fetch.wait(20) and fetch.error is not None and fetch.error.kind == "cancelled"
        assert list(voices_folder().iterdir()) == []


def test_without_piper_settings_says_what_to_install(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    from mafia_desktop.ui.dialogs import voice_fetch_row

    monkeypatch.setattr(voice_fetch_row, "_PIPER", [False])
    dialog = SettingsDialog(CHOICES, "")
    qtbot.addWidget(dialog)
    row = dialog.fetch_rows["en"]
    assert "pip install piper-tts" in row.note.text() and row.note.isVisibleTo(dialog)
    assert not row.fetch_button.isVisibleTo(dialog)


def test_a_voice_fetched_replaces_one_chosen_by_name(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from mafia_desktop import settings
    from mafia_desktop.narration import voice_fetch
    from tests.narration.voice_server import official_from, serving

    settings.write_narration(settings.Narration(voices={"fa": "pyttsx3:fa"}))
    voice, files = served_persian_voice(monkeypatch)
    cache = piper_cache(tmp_path)
    try:
        with serving(dict(files)) as server:
            monkeypatch.setitem(voice_fetch.OFFICIAL, "fa", official_from(server, voice))  # type: ignore[arg-type]
            dialog = SettingsDialog(cache.choices, "", cache=cache)
            qtbot.addWidget(dialog)
            assert dialog.voices["fa"].currentData() == "pyttsx3:fa"
            with qtbot.waitSignal(cache.refreshed, timeout=20_000):
                dialog.fetch_rows["fa"].fetch_button.click()
        assert dialog.voices["fa"].currentData() == "piper:fa_IR-test-medium"
        dialog.accept()
        assert settings.read_narration().voices == {"fa": "piper:fa_IR-test-medium"}
    finally:
        cache.stop()


def test_the_status_says_which_voice_speaks_each_language(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """For every language of the registry (a language with no Festival voice in the distribution
    gets no command to install one)."""
    from mafia_desktop.ui.window.main_window import MainWindow
    from tests.narration.test_piper import EspeakLike

    monkeypatch.setattr(sys, "platform", "linux")
    window = MainWindow(remember_geometry=False)
    qtbot.addWidget(window)
    cache = SpeechCache(tmp_path, factories={"pyttsx3": EspeakLike})  # type: ignore[dict-item]
    window.voice.speech = cache
    cache.start()
    try:
        assert cache.wait_ready()
        assert window.voice.status_of("es") == "Español: espeak-ng, voice es."
        assert window.voice.status_of("fa") == "فارسی: espeak-ng, voice fa."
        assert window.voice.status_of("ru") == (
            "Русский: espeak-ng, voice ru. For a clearer voice install Festival's: sudo apt install festival"
            " festvox-ru"
        )
    finally:
        cache.stop()
