"""The series database, where a person waits for it: the standings, the ratings and the
statistics after a club's years of games (10,000 games; ``--games N`` or the environment's
``MAFIA_BENCH_SERIES_GAMES`` for another count; ``--quick``: 60).

Each figure is against a baseline measured in the same run: reading and replaying every game
record once (what the database is derived from, and the least a rebuild can do).

- ``rebuild_vs_replay_ratio``: the database rebuilt from scratch (missing, or damaged), and from it
  the standings with the ratings red and black and Ci, every player's statistics, every pair's,
  the tournaments and a player's rating history, against that baseline (goal: under 1.5x: the
  database, the one walk of the rating and SQL's sums add little to the replays they need).
- ``sync_unchanged_vs_replay_ratio``: opening it again with no game changed, and the standings
  asked for (what the series screen does each time), against the baseline (goal: under 0.1x:
  nothing is replayed again).
- ``one_new_game_sync_ms``: one game finished since the last look: the sync that reads it.
"""

from __future__ import annotations

import datetime
import os
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
from mafia_desktop.storage.series import SeriesBook, Standing  # noqa: E402

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
    day = datetime.date(2026, 1, 1) + datetime.timedelta(days=number // 8)
    head: dict[str, object] = {"date": day.isoformat(), "club": "Club", "game": 1 + number % 8}
    extra: list[tuple[str, object]] = [("series", "Season")]
    if number % 4 == 3:  # a tournament's game: its rounds of two tables, a final now and then
        extra.append(
            (
                "tournament",
                {"id": f"Cup {number // 400}", "round": 1 + number % 400 // 8, "table": 1 + number // 4 % 2},
            )
        )
        if number % 400 == 399:
            head["game_type"] = "final"
    extra.append(("protocol", head))
    return Record(game.setup, tuple(inputs), tuple(extra))


def everything(book: SeriesBook) -> list[Standing]:
    """What the series screens ask of a rebuilt book: the standings of every game (ratings, Ci),
    every player's and every pair's statistics, the tournaments, a rating's history."""
    rows = book.standings()
    players = book.players_stats()
    pairs = book.pair_stats()
    cups = book.tournaments()
    history = book.rating_history(NAMES[0])
    assert rows and len(players) == len(rows) and pairs and cups and history
    return rows


def game_count(quick: bool) -> int:
    """The games to play: 60 when quick; else ``--games N``, ``MAFIA_BENCH_SERIES_GAMES``, 10,000."""
    if quick:
        return 60
    if "--games" in sys.argv[:-1]:
        return int(sys.argv[sys.argv.index("--games") + 1])
    return int(os.environ.get("MAFIA_BENCH_SERIES_GAMES", "10000"))


def bench_series(quick: bool = False, games: int | None = None) -> dict[str, float]:
    games = game_count(quick) if games is None else games
    repeat = 3 if games <= 1000 else 2
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
                rows = everything(book)
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
