"""Crash test: the app plays a scripted game in a subprocess and is killed with SIGKILL at random
moments; each time it is started again, the game it resumes holds every input that was confirmed on
screen before the kill, and replays without error."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from mafia_desktop.engine.record import Record
from mafia_desktop.storage.games import GameStore
from tests.engine.random_play import long_classic_game

KILLS = 100


def scripted_game() -> Record:
    """Twenty players, sixteen failed accusations a day: about 580 inputs and hands to feed, so
    the kills below (a random 0-8 of them a run) come to about 130, each at a random moment."""
    return long_classic_game(players=20, failed_accusations=16)


def run_until_killed(
    args: list[str], env: dict[str, str], confirmations: int, jitter: float
) -> tuple[list[str], bool]:
    """Start the app and kill it once it has confirmed ``confirmations`` more inputs (then a moment
    more, ``jitter`` seconds, so the kill lands anywhere in the next input, its save included);
    the lines it printed, and whether it ended by itself. It follows the app's own reports, not
    the clock: a slow machine kills later, never too early."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "mafia_desktop", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=env,
    )
    watchdog = threading.Timer(120, proc.kill)  # a hung app fails the test instead of hanging it
    watchdog.start()
    lines: list[str] = []
    seen = 0
    assert proc.stdout is not None
    try:
        for raw in proc.stdout:
            line = raw.decode().strip()
            lines.append(line)
            if line.startswith(("confirmed ", "tapped ")):
                seen += 1
                if seen > confirmations:
                    time.sleep(jitter)
                    proc.send_signal(signal.SIGKILL)
                    break
        rest, _ = proc.communicate(timeout=30)
    finally:
        watchdog.cancel()
    lines += rest.decode().splitlines()
    return lines, proc.returncode == 0 and "fed all" in lines


def to_be_fed(tmp_path: Path, full: Record) -> tuple[Path, Path, dict[str, str], GameStore]:
    """The game's start, the inputs to feed it, the app's environment and its store of games."""
    start = tmp_path / "start.json"
    start.write_text(Record(full.setup).dumps())
    feed = tmp_path / "feed.json"
    feed.write_text(json.dumps([i.to_json() for i in full.inputs]))
    data = tmp_path / "data"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MAFIA_DESKTOP_DATA_DIR=str(data))
    return start, feed, env, GameStore(data / "games")


@pytest.mark.slow
def test_the_game_survives_being_killed_at_random_moments(tmp_path: Path) -> None:
    full = scripted_game()
    start, feed, env, store = to_be_fed(tmp_path, full)
    rnd = random.Random(1)
    confirmed = 0
    kills = 0
    game_file: Path | None = None
    for _ in range(KILLS * 3):
        opened = str(game_file) if game_file else str(start)
        args = ["open", opened, "--feed", str(feed), "--feed-interval", "20"]
        lines, done = run_until_killed(args, env, rnd.randint(0, 8), rnd.uniform(0, 0.03))
        counts = [int(line.split()[1]) for line in lines if line.startswith("confirmed ")]
        confirmed = max([confirmed, *counts])
        games = sorted(store.folder.glob("game-*.json"))
        if games:
            game_file = games[-1] if game_file is None else game_file
            loaded = store.load(game_file)  # the resumed game: replays without error
            held = loaded.record.inputs
            assert len(held) >= confirmed, f"kill {kills}: {len(held)} inputs saved, {confirmed} confirmed"
            assert held == full.inputs[: len(held)]
        if done:
            break
        kills += 1
    assert kills >= KILLS, f"only {kills} kills before the game was fed to the end"
    assert game_file is not None
    assert store.load(game_file).record == full
    print(f"survived {kills} kills; {len(full.inputs)} inputs")


@pytest.mark.slow
def test_hands_tapped_before_count_survive_being_killed(tmp_path: Path) -> None:
    """Killed while the raised hands of a vote are being tapped (before *Count*): the game comes
    back with every hand the screen had shown tapped, in the saved draft, and goes on from there."""
    from mafia_desktop.table.session import SessionBook

    # Eighteen players and no failed accusation: about 220 inputs and hands, most of them the hands
    # of the days' votes, so some 40 of the 70-odd kills land among the taps.
    full = long_classic_game(players=18, failed_accusations=0, seed=3)
    start, feed, env, store = to_be_fed(tmp_path, full)
    rnd = random.Random(2)
    game_file: Path | None = None
    among_taps = 0
    hands_back = 0
    for _ in range(200):
        opened = str(game_file) if game_file else str(start)
        args = ["open", opened, "--feed", str(feed), "--feed-interval", "10"]
        lines, done = run_until_killed(args, env, rnd.randint(0, 6), rnd.uniform(0, 0.02))
        games = sorted(store.folder.glob("game-*.json"))
        if not games:
            continue
        game_file = game_file or games[-1]
        record = store.load(game_file).record
        reports = [line for line in lines if line.startswith(("confirmed ", "tapped "))]
        confirmed = [int(line.split()[1]) for line in reports if line.startswith("confirmed ")]
        counted_since = confirmed and len(record.inputs) > confirmed[-1]  # the kill came after Count
        if not done and reports and reports[-1].startswith("tapped ") and not counted_since:
            # The last thing the screen showed was a hand tapped: the draft holds it, and every
            # hand before it, as the next vote's first voters.
            tapped = int(reports[-1].split()[1])
            draft = SessionBook.from_json(record.note("session")).get(len(record.inputs))
            assert draft is not None
            hands = draft.draft.hands
            vote = full.inputs[len(record.inputs)]
            assert vote.act == "vote" and len(hands) >= tapped, (tapped, hands)
            assert list(hands) == list(vote.voters[: len(hands)])  # type: ignore[attr-defined]
            among_taps += 1
            hands_back += tapped
        assert record.inputs == full.inputs[: len(record.inputs)]
        if done:
            break
    assert game_file is not None and store.load(game_file).record.inputs == full.inputs
    assert among_taps >= 20, f"only {among_taps} kills landed among the taps"
    print(f"{among_taps} kills among the taps; {hands_back} hands came back")


@pytest.mark.slow
def test_a_club_game_with_fouls_and_the_best_move_survives_being_killed(tmp_path: Path) -> None:
    """The club's sport entered as the referee enters it (the seat's long press, the best move's
    taps), killed at random moments: every confirmed foul and the taps of the best move come back,
    and the game ends with the points the record gives."""
    from mafia_desktop.engine.record import replay
    from mafia_desktop.engine.sport import points
    from tests.storage.series_games import town_win

    full = town_win(
        fouls=("Eve", "Eve", "Eve", "Fay"), best_move=("Eve", ("Bob", "Cid", "Fay")), extra=(("Gus", 0.3),)
    ).record()
    start, feed, env, store = to_be_fed(tmp_path, full)
    rnd = random.Random(3)
    game_file: Path | None = None
    confirmed = 0
    kills = 0
    for _ in range(120):
        opened = str(game_file) if game_file else str(start)
        args = ["open", opened, "--feed", str(feed), "--feed-interval", "10"]
        # At most three reports a run (and the few the kill's moment lets through, 10 ms apart):
        # however fast the machine, the game's thirty-odd reports take several runs.
        lines, done = run_until_killed(args, env, rnd.randint(0, 2), rnd.uniform(0, 0.01))
        counts = [int(line.split()[1]) for line in lines if line.startswith("confirmed ")]
        confirmed = max([confirmed, *counts])
        games = sorted(store.folder.glob("game-*.json"))
        if games:
            game_file = game_file or games[-1]
            held = store.load(game_file).record.inputs
            assert len(held) >= confirmed and held == full.inputs[: len(held)]
        if done:
            break
        kills += 1
    assert kills >= 5, f"only {kills} kills before the game was fed to the end"
    assert game_file is not None
    record = store.load(game_file).record
    assert record.inputs == full.inputs
    assert points(replay(record)) == points(replay(full)) and points(replay(full))
