"""The speech cache lives in the cache folder, not beside the games, and stays under its cap."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from mafia_desktop.narration.speech import SpeechCache, Voice, default_cache_folder, wav_seconds
from mafia_desktop.storage.games import default_folder
from tests.narration.fake_speech import FakeBackend


def test_the_cache_is_not_in_the_games_folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("MAFIA_DESKTOP_DATA_DIR", str(tmp_path))
    assert default_cache_folder() == tmp_path / "cache" / "speech"
    assert default_folder() not in default_cache_folder().parents
    monkeypatch.delenv("MAFIA_DESKTOP_DATA_DIR")
    assert "cache" in str(default_cache_folder()).lower()


def test_the_lines_used_longest_ago_go_first_when_the_cache_is_full(tmp_path: Path) -> None:
    cache = SpeechCache(tmp_path, max_bytes=3000)
    for n in range(5):
        path = tmp_path / f"en-{n}.wav"
        path.write_bytes(b"x" * 1000)
        os.utime(path, (1000 + n, 1000 + n))  # en-0 was used longest ago
    assert cache.prune() == 2000
    assert sorted(p.name for p in tmp_path.glob("*.wav")) == ["en-2.wav", "en-3.wav", "en-4.wav"]
    assert cache.prune() == 0, "under the cap: nothing more goes"


class _SilentOnce(FakeBackend):
    """Writes an empty file on its first try at every line, as espeak-ng now and then does."""

    tried: set[str] = set()

    def render(self, text: str, path: Path, voice: Voice) -> None:
        if text not in self.tried:
            self.tried.add(text)
            path.write_bytes(b"")
            return
        super().render(text, path, voice)


class _AlwaysSilent(FakeBackend):
    def render(self, text: str, path: Path, voice: Voice) -> None:
        path.write_bytes(b"")


def _cache_lines(tmp_path: Path, backend: type[FakeBackend]) -> SpeechCache:
    cache = SpeechCache(tmp_path, backend)
    cache.start()
    try:
        assert cache.wait_ready()
        cache.prepare(["Night falls.", "The town wakes up."], VOICE)
        cache._put(None)  # the worker ends after the lines above: join it, no clock involved
        assert cache._thread is not None
        cache._thread.join()
    finally:
        cache.stop()
    return cache


VOICE = Voice("en", "", 165, 0.9)


def test_a_line_the_engine_leaves_silent_is_asked_once_more(tmp_path: Path) -> None:
    cache = _cache_lines(tmp_path, _SilentOnce)
    assert (
        cache.path("Night falls.", VOICE) is not None and cache.path("The town wakes up.", VOICE) is not None
    )


def test_a_line_silent_twice_stays_a_caption(tmp_path: Path) -> None:
    cache = _cache_lines(tmp_path, _AlwaysSilent)
    assert cache.path("Night falls.", VOICE) is None
    assert not list(tmp_path.glob("*.tmp-*")), "no half-written file is left behind"


def test_a_line_is_never_rendered_through_a_link(tmp_path: Path) -> None:
    """The engine writes a file by its name, following a link planted there: so it writes in a
    folder made new for the line, the owner's only, and the file is moved into the cache."""
    victim = tmp_path / "victim.txt"
    victim.write_text("precious")
    cache = SpeechCache(tmp_path / "speech", FakeBackend)
    path = cache.path_for_key(
        "Night falls.", Voice("en", "fake/en", 165, 1.0, "fake")
    )  # as the worker finds it
    path.parent.mkdir(parents=True)
    for pid in range(os.getpid() - 5, os.getpid() + 5):  # the old temporary names, all planted
        (path.parent / f".{path.name}.tmp-{pid}").symlink_to(victim)
    seen: list[Path] = []

    class Watching(FakeBackend):
        def render(self, text: str, to: Path, voice: Voice) -> None:
            seen.append(to)
            assert to.parent.stat().st_mode & 0o077 == 0, "the folder it writes in is the owner's only"
            super().render(text, to, voice)

    cache = SpeechCache(tmp_path / "speech", Watching)
    cache.start()
    try:
        assert cache.wait_ready()
        cache.prepare(["Night falls."], VOICE)
        cache._put(None)
        assert cache._thread is not None
        cache._thread.join()
    finally:
        cache.stop()
    assert victim.read_text() == "precious"
    assert path.is_file() and not path.is_symlink() and wav_seconds(path) > 0
    assert seen and seen[0].parent != path.parent, "rendered in a folder of its own"
    assert not list(path.parent.glob(".render-*")), "and the folder is gone"
