"""The speech cache lives in the cache folder, not beside the games, and stays under its cap."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from mafia_desktop.narration.speech import SpeechCache, default_cache_folder
from mafia_desktop.storage.games import default_folder


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
