"""Finished (and unfinished) club games as record files, for the series tests: a helper that plays
a club game to its end through the engine, and one that saves it the way the app does."""

from __future__ import annotations

import itertools
import os
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from mafia_desktop.engine.game import Game
from mafia_desktop.engine.inputs import (
    BestMove,
    EndNight,
    ExtraPoints,
    Foul,
    Input,
    NightInput,
    Nominate,
    Tally,
)
from mafia_desktop.engine.record import Record
from mafia_desktop.engine.setup import make_setup

TEN = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon")
SPRING = time.mktime((2024, 4, 20, 19, 0, 0, 0, 0, -1))  # an evening, local time
SUMMER = time.mktime((2024, 6, 1, 19, 0, 0, 0, 0, -1))
# The same players spelled otherwise: one player each all the same.
SPELLED = tuple({"Eve": "EVE", "Dan": "dan"}.get(p, p) for p in TEN)


_SEEDS = itertools.count(1)


class Table:
    """A club game played input by input; :attr:`inputs` is what a record keeps. Each game has a
    seed of its own, as each game the app deals does: two games of the same players and cards
    with the same seed would be one game (copies of it) to the series."""

    def __init__(self, players: Sequence[str], roles: dict[str, str], seed: int | None = None) -> None:
        self.setup = make_setup("club", next(_SEEDS) if seed is None else seed, list(players), roles)
        self.game = Game(self.setup)
        self.inputs: list[Input] = []

    def do(self, inp: Input) -> None:
        self.game.apply(inp)
        self.inputs.append(inp)

    def vote_out(self, target: str) -> None:
        """Nominated by the first living player who is not ``target``; every hand against them."""
        game = self.game
        by = next(p for p in game.alive if p != target)
        self.do(Nominate(by, target))
        self.do(Tally(((target, tuple(game.alive)),)))

    def shoot(self, target: str) -> None:
        """Every living mafia member shoots ``target``, and the night ends."""
        for m in list(self.game.living_mafia()):
            self.do(NightInput("shoot", m, target))
        self.do(EndNight())

    def record(self, **extra: Any) -> Record:
        return Record(self.setup, tuple(self.inputs), tuple(extra.items()))


def town_win(
    players: Sequence[str] = TEN,
    mafia: Sequence[str] = ("Ann", "Bob", "Cid"),
    sheriff: str = "Dan",
    *,
    fouls: Sequence[str] = (),
    best_move: tuple[str, Sequence[str]] | None = None,
    extra: Sequence[tuple[str, float]] = (),
    finish: bool = True,
) -> Table:
    """The town votes the three mafia out, one a day (the first of them the Don). ``fouls`` are
    given on the first day, before its speeches; ``best_move``: (a town player shot on the second night, the three
    they name); ``extra``: the referee's points after the win. ``finish=False`` stops before the
    last vote (the game is unfinished)."""
    roles = {mafia[0]: "don", mafia[1]: "mafia", mafia[2]: "mafia", sheriff: "detective"}
    t = Table(players, roles)
    t.do(EndNight())
    given: dict[str, int] = {}
    for p in fouls:  # as the table gives them, before the day's speeches: a third costs today's
        given[p] = given.get(p, 0) + 1
        t.do(Foul(p, speech_ahead=given[p] == 3))
    t.vote_out(mafia[0])
    if best_move is not None:
        shot, named = best_move
        t.shoot(shot)
        t.do(BestMove(shot, tuple(named)))
    else:
        t.do(EndNight())
    t.vote_out(mafia[1])
    t.do(EndNight())
    if not finish:
        return t
    t.vote_out(mafia[2])
    assert t.game.winner == "town"
    for p, value in extra:
        t.do(ExtraPoints(p, value, "the referee's plus"))
    return t


def mafia_win(
    players: Sequence[str] = TEN, mafia: Sequence[str] = ("Ann", "Bob", "Cid"), sheriff: str = "Dan"
) -> Table:
    """The mafia shoot and the town votes its own out until they are as many as the town."""
    roles = {mafia[0]: "don", mafia[1]: "mafia", mafia[2]: "mafia", sheriff: "detective"}
    t = Table(players, roles)
    t.do(EndNight())
    town = [p for p in players if p not in mafia]
    while t.game.winner is None:
        if t.game.phase == "day":
            t.vote_out(next(p for p in town if p in t.game.alive))
        else:
            t.shoot(next(p for p in reversed(town) if p in t.game.alive))
    assert t.game.winner == "mafia"
    return t


def save(folder: Path, name: str, record: Record, mtime: float | None = None) -> Path:
    """The record as the app saves it, in ``folder`` as ``game-<name>.json``."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"game-{name}.json"
    path.write_text(record.dumps(), encoding="utf-8")
    if mtime is not None:
        os.utime(path, (mtime, mtime))
    return path


def protocol(date: str, club: str = "Club", game: int | None = None, referee: str = "") -> dict[str, Any]:
    return {"date": date, "club": club, "game": game, "referee": referee}


def spring(games: Path) -> list[Path]:
    """Four club games of the series "Spring", one evening, and one of "Summer" a day in June."""
    g1 = town_win(
        fouls=("Eve", "Eve"), best_move=("Eve", ("Bob", "Cid", "Fay")), extra=(("Gus", 0.3),)
    ).record(series="Spring")
    g2 = mafia_win(mafia=("Dan", "Eve", "Fay"), sheriff="Gus").record(series="Spring")
    g3 = town_win(mafia=("Gus", "Hal", "Ivy"), sheriff="Ann", extra=(("Jon", -0.5),)).record(series="Spring")
    g4 = town_win(SPELLED, sheriff="dan", fouls=("Jon",) * 4).record(series=" Spring ")  # spelled so last
    g5 = mafia_win().record(series="Summer", protocol=protocol("2024-06-01", "Club", 1, "Ref"))
    return [
        save(games, "1", g1, SPRING),
        save(games, "2", g2, SPRING + 3600),
        save(games, "3", g3, SPRING + 7200),
        save(games, "4", g4, SPRING + 9000),
        save(games, "5", g5, SUMMER),
    ]
