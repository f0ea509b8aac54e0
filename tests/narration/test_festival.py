"""Festival: one process per voice, kept for every line; one that hangs is killed and one that
died is started again; a voice that keeps failing gives its language to the next engine; user
text is never code; and the real voices (where installed) speak English and Russian at the pace
asked for."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from mafia_desktop.narration import festival
from mafia_desktop.narration.festival import (
    FestivalBackend,
    FestivalError,
    child_environment,
    installed_voices,
    scheme_string,
)
from mafia_desktop.narration.speech import Engines, SpeechCache, Voice, wav_seconds
from tests.narration.fake_speech import FakeBackend

FAKE = Path(__file__).with_name("fake_festival.py")


def voice_dirs(root: Path, *voices: tuple[str, str]) -> tuple[Path, ...]:
    for folder, name in voices:
        (root / folder / name / "festvox").mkdir(parents=True)
    return (root,)


@pytest.fixture
def fake(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[Path, Path, tuple[Path, ...]]]:
    """A fake ``festival`` program, its log, and a voice folder with an English and a Russian voice."""
    binary = tmp_path / "festival"
    binary.write_text(f'#!/bin/sh\nexec "{sys.executable}" "{FAKE}" "$@"\n')
    binary.chmod(0o755)
    log = tmp_path / "festival.log"
    monkeypatch.setenv("FAKE_FESTIVAL_LOG", str(log))
    monkeypatch.setenv("FAKE_FESTIVAL_MODE", "ok")
    dirs = voice_dirs(tmp_path / "voices", ("us", "cmu_us_slt_arctic_hts"), ("russian", "msu_ru_nsh_clunits"))
    yield binary, log, dirs


def test_the_voices_installed_are_found_by_language(tmp_path: Path) -> None:
    dirs = voice_dirs(
        tmp_path,
        ("english", "kal_diphone"),
        ("us", "cmu_us_slt_arctic_hts"),
        ("russian", "msu_ru_nsh_clunits"),
        ("spanish", "el_diphone"),  # a language the narrator does not speak
        ("us", "not a voice"),
    )
    (tmp_path / "us" / "half_installed").mkdir()  # no festvox folder: not a voice
    assert installed_voices(dirs) == [
        ("cmu_us_slt_arctic_hts", "en"),
        ("kal_diphone", "en"),
        ("msu_ru_nsh_clunits", "ru"),
    ], "the preferred voice of each language first"
    assert installed_voices((tmp_path / "nowhere",)) == []


def test_without_festival_or_its_voices_the_backend_does_not_start(tmp_path: Path) -> None:
    with pytest.raises(FestivalError, match="no Festival voice"):
        FestivalBackend(binary="/bin/true", dirs=(tmp_path,))
    os.environ["PATH"], path = str(tmp_path), os.environ["PATH"]
    try:
        with pytest.raises(FestivalError, match="not installed"):
            FestivalBackend(dirs=voice_dirs(tmp_path / "v", ("us", "cmu_us_slt_arctic_hts")))
    finally:
        os.environ["PATH"] = path


def test_a_name_is_text_never_code() -> None:
    evil = 'Ann") (system "touch /tmp/owned") ("\\\nBob'
    literal = scheme_string(evil)
    assert literal == '"Ann\\") (system \\"touch /tmp/owned\\") (\\"\\\\ Bob"'
    inner = literal[1:-1]
    assert all(inner[i - 1] == "\\" for i, c in enumerate(inner) if c == '"'), "every quote escaped"
    assert "\n" not in literal


def test_one_process_per_voice_says_every_line(
    fake: tuple[Path, Path, tuple[Path, ...]], tmp_path: Path
) -> None:
    binary, log, dirs = fake
    backend = FestivalBackend(binary=str(binary), dirs=dirs)
    try:
        assert backend.voices() == [("cmu_us_slt_arctic_hts", "en"), ("msu_ru_nsh_clunits", "ru")]
        for n in range(3):
            backend.render(f"Line {n}.", tmp_path / f"en{n}.wav", Voice("en", rate=125))
        backend.render("Город засыпает.", tmp_path / "ru.wav", Voice("ru"))
        processes = backend._loaded
        assert {v: p.starts for v, p in processes.items()} == {
            "cmu_us_slt_arctic_hts": 1,
            "msu_ru_nsh_clunits": 1,
        }
        assert all(wav_seconds(tmp_path / f"en{n}.wav") > 0 for n in range(3))
    finally:
        backend.close()
    sent = log.read_text(encoding="utf-8")
    assert sent.count("(voice_cmu_us_slt_arctic_hts)") == 1 and sent.count("(voice_msu_ru_nsh_clunits)") == 1
    assert '"-r" 0.744' in sent, "125 words a minute: the HTS voice slowed from its own 168"
    assert "Город засыпает." in sent, "Russian goes to Festival as UTF-8"
    assert not any(p.running for p in processes.values()), "closed: no process left"


def test_a_festival_that_hangs_is_killed_and_started_again(
    fake: tuple[Path, Path, tuple[Path, ...]], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    binary, _log, dirs = fake
    monkeypatch.setattr(festival, "LINE_SECONDS", 0.5)
    monkeypatch.setattr(festival, "PER_CHARACTER_SECONDS", 0.0)
    backend = FestivalBackend(binary=str(binary), dirs=dirs)
    try:
        monkeypatch.setenv("FAKE_FESTIVAL_MODE", "hang")  # it loads the voice, then never answers
        backend.warm("cmu_us_slt_arctic_hts")
        process = backend._loaded["cmu_us_slt_arctic_hts"]
        pid = process._process.pid if process._process else 0
        with pytest.raises(FestivalError, match="did not answer"):
            backend.render("Night falls.", tmp_path / "a.wav", Voice("en"))
        assert not process.running, "the hung process is gone"
        with pytest.raises(ProcessLookupError):
            os.kill(pid, 0)
        monkeypatch.setenv("FAKE_FESTIVAL_MODE", "ok")
        backend.render("Night falls.", tmp_path / "a.wav", Voice("en"))
        assert process.starts == 2 and wav_seconds(tmp_path / "a.wav") > 0, "started again, it speaks"
    finally:
        backend.close()


def test_a_festival_that_died_is_started_again(
    fake: tuple[Path, Path, tuple[Path, ...]], tmp_path: Path
) -> None:
    binary, _log, dirs = fake
    backend = FestivalBackend(binary=str(binary), dirs=dirs)
    try:
        backend.render("One.", tmp_path / "1.wav", Voice("en"))
        process = backend._loaded["cmu_us_slt_arctic_hts"]
        assert process._process is not None
        process._process.kill()
        process._process.wait()
        backend.render("Two.", tmp_path / "2.wav", Voice("en"))
        assert process.starts == 2 and wav_seconds(tmp_path / "2.wav") > 0
    finally:
        backend.close()


def test_a_voice_that_keeps_dying_gives_its_language_to_the_next_engine(
    fake: tuple[Path, Path, tuple[Path, ...]], tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    binary, _log, dirs = fake
    monkeypatch.setenv("FAKE_FESTIVAL_MODE", "die")
    cache = SpeechCache(
        tmp_path / "speech",
        factories={"festival": lambda: FestivalBackend(binary=str(binary), dirs=dirs), "fake": FakeBackend},
    )
    failed: list[str] = []
    cache.failed.connect(failed.append)
    lines = ["One.", "Two.", "Three."]
    try:
        with qtbot.waitSignal(cache.rendered, timeout=20000, check_params_cb=lambda t, _p: t == "Three."):
            cache.prepare(lines, Voice("en"))
        assert cache.speaker(Voice("en")) == Voice("en", "fake/en", 125, 1.0, "fake")
    finally:
        cache.stop()
    assert all(cache.path(text, Voice("en")) is not None for text in lines[1:])
    assert failed == ["One."], "the first line failed twice, then Festival's voice was given up"


def test_a_dead_festival_on_the_first_line_is_asked_once_more(
    fake: tuple[Path, Path, tuple[Path, ...]], tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    binary, _log, dirs = fake
    monkeypatch.setenv("FAKE_FESTIVAL_MODE", "die-once")
    cache = SpeechCache(
        tmp_path / "speech", factories={"festival": lambda: FestivalBackend(binary=str(binary), dirs=dirs)}
    )
    try:
        with qtbot.waitSignal(cache.rendered, timeout=20000):
            cache.prepare(["Night falls."], Voice("en"))
        assert cache.speaker(Voice("en")) == Voice("en", "cmu_us_slt_arctic_hts", 125, 1.0, "festival")
    finally:
        cache.stop()


def test_engines_fall_back_per_language() -> None:
    class EnglishOnly(FakeBackend):
        name = "english"

        def voices(self) -> list[tuple[str, str]]:
            return [("english/en", "en")]

    engines = Engines({"english": EnglishOnly, "fake": FakeBackend})
    engines.open_all()
    assert engines.resolve(Voice("en")) == Voice("en", "english/en", 125, 1.0, "english")
    assert engines.resolve(Voice("ru", rate=140)) == Voice("ru", "fake/ru", 140, 1.0, "fake")
    chosen = Voice("en", "fake/en", engine="fake")
    assert engines.resolve(chosen) == chosen, "a voice chosen in the settings is kept"
    gone = Voice("en", "fake/xx", engine="fake")
    assert engines.resolve(gone) == Voice("en", "english/en", 125, 1.0, "english"), "a voice gone: the best"


def test_inside_the_bundle_the_system_festival_gets_the_system_libraries(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setenv("LD_LIBRARY_PATH", "/opt/mafia-desktop/_internal")
    monkeypatch.setenv("LD_LIBRARY_PATH_ORIG", "/usr/local/lib")
    assert child_environment()["LD_LIBRARY_PATH"] == "/usr/local/lib"
    monkeypatch.delenv("LD_LIBRARY_PATH_ORIG")
    assert "LD_LIBRARY_PATH" not in child_environment()


REAL = festival.festival_binary() is not None and {"cmu_us_slt_arctic_hts", "msu_ru_nsh_clunits"} <= {
    v for v, _ in installed_voices()
}


@pytest.mark.skipif(not REAL, reason="Festival and its English and Russian voices are not installed")
def test_the_real_voices_speak_english_and_russian_at_the_pace_asked(tmp_path: Path) -> None:
    backend = FestivalBackend()
    try:
        slow, quick = tmp_path / "slow.wav", tmp_path / "quick.wav"
        backend.render("The town falls asleep. Mafia, wake up.", slow, Voice("en", rate=125))
        backend.render("The town falls asleep. Mafia, wake up.", quick, Voice("en", rate=200))
        assert 1.4 < wav_seconds(slow) / wav_seconds(quick) < 1.8, "125 against 200 words a minute"
        ru = tmp_path / "ru.wav"
        backend.render("Город засыпает. Просыпается мафия.", ru, Voice("ru"))
        assert wav_seconds(ru) > 2.0
        evil = tmp_path / "owned"
        backend.render(f'Ann") (system "touch {evil}") ("', tmp_path / "n.wav", Voice("en"))
        assert not evil.exists() and wav_seconds(tmp_path / "n.wav") > 0.5, "the name was said, not run"
        assert backend._loaded["cmu_us_slt_arctic_hts"].starts == 1
    finally:
        backend.close()
