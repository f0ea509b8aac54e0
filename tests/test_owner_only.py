"""Nothing the app writes can be read by another account (issue 44): every file it makes is its
owner's only (0600) and every folder it makes is too (0700), whatever the umask: the games, their
previous copies, the settings, a deal being entered, the series database, the lock, the speech
cache, a printed sheet, an exported copy. Played as a person would: the app started with the
account's usual umask (022) and no folder of its own yet, a game opened from elsewhere and played
to its end, its sheet printed and the standings asked for; then every path of the app's under the
home folder is looked at."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from mafia_desktop.engine.record import Record
from tests.engine.random_play import long_classic_game

ROOT = Path(__file__).resolve().parents[1]


def _run(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "mafia_desktop", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=240,
        umask=0o022,
        stdin=subprocess.DEVNULL,
    )


def _ours(home: Path, made_by_the_test: set[Path]) -> list[Path]:
    """Every path under ``home`` that the app made (its folders are named for it), and not the
    test: the folders the desktop would have, fontconfig's cache and the like are not the app's."""
    found = []
    for folder, dirs, files in os.walk(home):
        for name in dirs + files:
            path = Path(folder) / name
            if path in made_by_the_test:
                continue
            if any("mafia" in part.lower() for part in path.relative_to(home).parts):
                found.append(path)
    return found


@pytest.mark.slow
def test_everything_the_app_writes_is_its_owner_s_only(home: Path, tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("MAFIA_DESKTOP_DATA_DIR")  # the platform's own places, under this test's home
    full: Record = long_classic_game(players=12, failed_accusations=2)
    outside = home / "Downloads" / "evening.json"
    outside.parent.mkdir()
    outside.write_text(Record(full.setup, (), (("table", {"mode": "referee", "deal": "peek"}),)).dumps())
    feed = tmp_path / "feed.json"
    feed.write_text(json.dumps([i.to_json() for i in full.inputs]))
    made_by_the_test = {outside.parent, outside}

    played = _run(["open", str(outside), "--feed", str(feed), "--feed-interval", "1"], env)
    assert played.returncode == 0 and "fed all" in played.stdout, played.stderr[-2000:]
    game = Path(
        next(line.split(" ", 1)[1] for line in played.stdout.splitlines() if line.startswith("game "))
    )
    assert _run(["series"], env).returncode == 0
    sheet = home / "Documents" / "sheet.pdf"
    sheet.parent.mkdir()
    made_by_the_test |= {sheet.parent}
    printed = _run(["print", "record", str(game), "--out", str(sheet)], env)
    assert printed.returncode == 0, printed.stderr

    ours = [*_ours(home, made_by_the_test), sheet, sheet.with_name("sheet-referee.pdf")]
    files = [p for p in ours if not p.is_dir()]
    names = {p.name for p in files}
    assert game.name in names and game.name + ".prev" in names, "the game and its previous copy"
    assert {"settings.json", "series.sqlite3"} <= names, sorted(names)
    loose = [
        f"{p.relative_to(home)}: {oct(stat.S_IMODE(p.lstat().st_mode))}"
        for p in ours
        if not p.is_symlink() and stat.S_IMODE(p.lstat().st_mode) != (0o700 if p.is_dir() else 0o600)
    ]
    assert not loose, "readable by another account: " + ", ".join(loose)
    for p in ours:  # and every folder above them that the app made
        for above in p.relative_to(home).parents:
            folder = home / above
            if folder != home and folder not in made_by_the_test and not (folder / ".keep-test").exists():
                assert stat.S_IMODE(folder.stat().st_mode) in (0o700,) or folder.name in {
                    ".config",
                    ".local",
                    ".cache",
                    "share",
                    "state",
                    "run",
                }, folder


def test_a_spoken_line_is_kept_as_its_owner_s_only(tmp_path: Path) -> None:
    """The speech cache: an engine writes its file with whatever mode it likes (espeak-ng: the
    umask's); the line is kept 0600, in folders made 0700."""
    from mafia_desktop.narration.speech import Voice, render_line
    from tests.narration.fake_speech import FakeBackend

    class Loose(FakeBackend):
        def render(self, text: str, path: Path, voice: Voice) -> None:
            super().render(text, path, voice)
            os.chmod(path, 0o644)

    old = os.umask(0o022)
    try:
        folder = tmp_path / "cache" / "mafia" / "speech"
        render_line(Loose(), "Night falls. The city sleeps.", folder / "line.wav", folder, Voice("en"))
    finally:
        os.umask(old)
    assert stat.S_IMODE((folder / "line.wav").stat().st_mode) == 0o600
    for made in (tmp_path / "cache", tmp_path / "cache" / "mafia", folder):
        assert stat.S_IMODE(made.stat().st_mode) == 0o700, made
