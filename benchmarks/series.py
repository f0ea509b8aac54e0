"""The series database, where a person waits for it: the standings after a season of games.

Each figure is against a baseline measured in the same run: reading and replaying every game
record once (what the database is derived from, and the least a rebuild can do).

- ``rebuild_vs_replay_ratio``: the database rebuilt from scratch (missing, or damaged) against
  that baseline (goal: under 1.5x: the database adds little to the replays it needs).
- ``sync_unchanged_vs_replay_ratio``: opening it again with no game changed, and the standings
  asked for (what the series screen does each time), against the baseline (goal: under 0.1x:
  nothing is replayed again).
- ``one_new_game_sync_ms``: one game finished since the last look: the sync that reads it.
"""

from __future__ import annotations

import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from mafia_desktop.engine.game import Game  # noqa: E402
from mafia_desktop.engine.inputs import BestMove, EndNight, Foul, Input, NightInput, Nominate, Tally  # noqa: E402
from mafia_desktop.engine.record import Record  # noqa: E402
from mafia_desktop.engine.setup import make_setup  # noqa: E402
from mafia_desktop.storage.games import read_game  # noqa: E402
from mafia_desktop.storage.series import SeriesBook  # noqa: E402

NAMES = [f"Player {i:02d}" for i in range(1, 41)]  # a club's regulars: forty names, ten a table


def club_game(rnd: random.Random, number: int) -> Record:
    """A finished club game with fouls and a best move: the town votes out the three mafia."""
    players = rnd.sample(NAMES, 10)
    mafia = players[:3]
    roles = {mafia[0]: "don", mafia[1]: "mafia", mafia[2]: "mafia", players[3]: "detective"}
    rnd.shuffle(players)
    game = Game(make_setup("club", number, players, roles))
    inputs: list[Input] = []

    def do(inp: Input) -> None:
        game.apply(inp)
        inputs.append(inp)

    def vote_out(target: str) -> None:
        do(Nominate(next(p for p in game.alive if p != target), target))
        do(Tally(((target, tuple(game.alive)),)))

    do(EndNight())
    do(Foul(rnd.choice(players)))
    vote_out(mafia[0])
    town = [p for p in game.alive if p not in mafia]
    shot = town[0]
    for m in game.living_mafia():
        do(NightInput("shoot", m, shot))
    do(EndNight())
    do(BestMove(shot, (mafia[1], mafia[2], town[1])))
    vote_out(mafia[1])
    do(EndNight())
    vote_out(mafia[2])
    assert game.winner == "town"
    day = 1 + number // 8
    extra = (
        ("series", "Season"),
        ("protocol", {"date": f"2026-10-{day:02d}", "club": "Club", "game": number}),
    )
    return Record(game.setup, tuple(inputs), extra)


def bench_series(quick: bool = False) -> dict[str, float]:
    games = 60 if quick else 240
    repeat = 3 if quick else 5
    rnd = random.Random(30)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "games"
        folder.mkdir()
        for n in range(games):
            (folder / f"game-{n:04d}.json").write_text(club_game(rnd, n).dumps(), encoding="utf-8")
        paths = sorted(folder.glob("game-*.json"))
        replay_s, rebuild_s, sync_s = [], [], []
        for _ in range(repeat):
            start = time.perf_counter()
            for path in paths:
                read_game(path)
            replay_s.append(time.perf_counter() - start)
            db = Path(tmp) / "series.sqlite3"
            db.unlink(missing_ok=True)
            start = time.perf_counter()
            with SeriesBook(folder, db) as book:
                rows = book.standings("Season")
            rebuild_s.append(time.perf_counter() - start)
            assert len(rows) <= len(NAMES) and sum(r.games for r in rows) == 10 * games
            start = time.perf_counter()
            with SeriesBook(folder, db) as book:
                book.standings("Season")
            sync_s.append(time.perf_counter() - start)
        (folder / "game-new.json").write_text(club_game(rnd, games).dumps(), encoding="utf-8")
        start = time.perf_counter()
        with SeriesBook(folder, Path(tmp) / "series.sqlite3") as book:
            book.standings("Season")
        one_new = time.perf_counter() - start
    replay = statistics.median(replay_s)
    return {
        "games": games,
        "replay_all_records_ms": replay * 1000,
        "rebuild_ms": statistics.median(rebuild_s) * 1000,
        "rebuild_vs_replay_ratio": statistics.median(rebuild_s) / replay,
        "rebuild_goal_ratio": 1.5,
        "sync_unchanged_ms": statistics.median(sync_s) * 1000,
        "sync_unchanged_vs_replay_ratio": statistics.median(sync_s) / replay,
        "sync_unchanged_goal_ratio": 0.1,
        "one_new_game_sync_ms": one_new * 1000,
    }


if __name__ == "__main__":
    import json

    print(json.dumps(bench_series("--quick" in sys.argv), indent=2))
