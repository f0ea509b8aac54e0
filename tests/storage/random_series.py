"""Random finished games saved as the app saves them, for the rating's and the statistics' tests:
every preset (the club's at its ten players, the others from 7 to 12), played to their end by
random legal inputs, with series, dates, game numbers, game types and tournaments of their own."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mafia_desktop.engine.deal import deal_roles
from mafia_desktop.engine.game import Game
from mafia_desktop.engine.record import Record
from mafia_desktop.engine.rules import PRESETS
from mafia_desktop.engine.setup import make_setup
from tests.bounded import bounded
from tests.engine.random_play import random_input
from tests.storage.series_games import save

POOL = tuple(f"Player {c}" for c in "ABCDEFGHIJKLMNOPQRSTUVWX")  # 24 regulars
PRESET_MIX = ("club", "club", "classic", "youth", "angel")
SERIES = ("Spring", "Summer", "Autumn")
DAYS = tuple(f"2025-03-{d:02d}" for d in range(1, 15))
TOURNAMENTS = ("Cup", "Open")
BASE_TIME = time.mktime((2025, 3, 1, 19, 0, 0, 0, 0, -1))


@dataclass(frozen=True)
class Saved:
    path: Path
    record: Record
    mtime: float


def random_record(rnd: random.Random, seed: int) -> Record:
    """A finished game of a random preset and table, and its app members."""
    preset = rnd.choice(PRESET_MIX)
    rules = PRESETS[preset]
    n = 10 if preset == "club" else rnd.randint(max(7, rules.min_players), min(12, rules.max_players))
    names = rnd.sample(POOL, n)
    setup = make_setup(rules, seed, names, deal_roles(rules, names, seed))
    game = Game(setup)
    for _ in bounded(5_000, "a random game to end"):
        if game.winner is not None:
            break
        game.apply(random_input(game, rnd))
    extra: dict[str, Any] = {}
    if rnd.random() < 0.8:
        extra["series"] = rnd.choice(SERIES)
    head: dict[str, Any] = {"date": rnd.choice(DAYS), "club": "Club", "referee": ""}
    head["game"] = rnd.choice((None, rnd.randint(1, 5)))
    roll = rnd.random()
    if roll < 0.25:
        extra["tournament"] = {
            "id": rnd.choice(TOURNAMENTS),
            "round": rnd.randint(1, 20),
            "table": rnd.randint(1, 3),
        }
    if rnd.random() < 0.3:
        head["game_type"] = rnd.choice(("club", "tournament", "final", "no such type"))
    if rnd.random() < 0.9:  # a few games keep no protocol: their date is the file's
        extra["protocol"] = head
    return Record(setup, tuple(game.inputs), tuple(extra.items()))


def random_series(folder: Path, count: int, seed: int = 48) -> list[Saved]:
    """``count`` random finished games saved in ``folder`` (each file's time its own)."""
    rnd = random.Random(seed)
    out = []
    for i in range(count):
        record = random_record(rnd, seed * 100_000 + i)
        mtime = BASE_TIME + rnd.randint(0, 14 * 86400)
        out.append(Saved(save(folder, f"{i:04d}", record, mtime), record, mtime))
    return out
