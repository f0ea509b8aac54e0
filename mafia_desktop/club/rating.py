"""The club's rating: an Elo-style number per player, kept apart for playing red (the town) and
black (the mafia), and the first-night compensation (Ci). Both are rebuilt from the games, in
the order they were played; nothing here is ever edited by hand.

**The rating.** Everyone starts at :attr:`RatingRules.start` (1000) on each colour. In a game,
the town's strength is the mean of its players' red ratings, the mafia's the mean of its
players' black ratings, and the town's expected win is

    E = 1 / (1 + 10 ** ((mafia mean - town mean) / 400))

Each town player's red rating moves by ``K × (S - E)`` and each mafia player's black rating by
``K × ((1 - S) - (1 - E))``, where S is 1 when the town won and 0 when the mafia did. The step K
is data: one per game type (:attr:`RatingRules.k`: a club game, a tournament game, a final), and
a table of fewer than :attr:`RatingRules.full_table` players scales it down in proportion (a
7-player game moves ratings 7/10 as far). Players of neither side (a neutral role) are not
rated in that game, and a game neither side won (a neutral role's win) moves no rating.

>>> rules = RatingRules()
>>> game = RatedGame("g1", "club", (("ann", "red", True), ("bob", "black", False)))
>>> book = rate([game], rules)
>>> book.ratings["ann"].red, book.ratings["bob"].black  # (K: 20 for a club game, x 2/10 players)
(1002.0, 998.0)

**The first-night compensation (Ci).** A player of the town shot by the mafia on the first night
(the first night the mafia shoots) earns compensation points over a scope of games (a series, a
tournament), shown apart from the points. With B first-night deaths in N games played:

    Ci = B × per_game × min(1, (B / N) / full_share)

so a player shot first in at least ``full_share`` (40 %) of their games gets the full
``per_game`` (0.4) for each such game, and one shot first less often gets that much less. The
constants are data (:class:`Compensation`).

>>> compensation(first_night=2, games=10)
0.4
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final, NamedTuple

RED: Final = "red"  # the town's colour
BLACK: Final = "black"  # the mafia's
SIDES: Final = (RED, BLACK)
GAME_TYPES: Final[tuple[str, ...]] = ("club", "tournament", "final")
CLUB_GAME: Final = GAME_TYPES[0]  # a club game (also the type of a game with none, or an unknown one)


@dataclass(frozen=True, slots=True)
class RatingRules:
    """The rating's constants: where everyone starts, the step per game type, the full table."""

    start: float = 1000.0
    k: tuple[tuple[str, float], ...] = (("club", 20.0), ("tournament", 30.0), ("final", 40.0))
    full_table: int = 10  # fewer players than this: K scaled by players / full_table
    scale: float = 400.0  # the rating difference at which the stronger side is ten times the favourite

    def step(self, game_type: str, players: int) -> float:
        """K for a game of ``game_type`` (an unknown type: a club game's) with ``players`` players."""
        k: float | None = None
        club = 0.0
        for name, value in self.k:  # (as a dict of them would, the last of a name counting)
            if name == game_type:
                k = value
            if name == CLUB_GAME:
                club = value
        k = club if k is None else k
        return k * min(1.0, players / self.full_table) if self.full_table > 0 else k


@dataclass(frozen=True, slots=True)
class Compensation:
    """The first-night compensation's constants (the federation's, as data)."""

    per_game: float = 0.4  # the most one first-night death earns
    full_share: float = 0.4  # shot first in this share of one's games or more: the full per_game

    def points(self, first_night: int, games: int) -> float:
        """Ci for ``first_night`` first-night deaths in ``games`` games played."""
        if first_night <= 0 or games <= 0:
            return 0.0
        share = first_night / games
        factor = min(1.0, share / self.full_share) if self.full_share > 0 else 1.0
        return round(first_night * self.per_game * factor, 4) + 0.0


COMPENSATION: Final = Compensation()


def compensation(first_night: int, games: int, rules: Compensation = COMPENSATION) -> float:
    """Ci for ``first_night`` first-night deaths in ``games`` games (see the module's text)."""
    return rules.points(first_night, games)


@dataclass(frozen=True, slots=True)
class RatedGame:
    """What the rating needs of one finished game: its identity, its type, and each player as
    (player key, side: "red", "black" or anything else for a neutral role, won)."""

    key: str
    game_type: str
    players: tuple[tuple[str, str, bool], ...]
    label: str = ""  # for a chart: the date, say


class Rating(NamedTuple):
    """One player's ratings now, and how many rated games on each colour. (A tuple: a new one
    is made for every player of every game rated.)"""

    red: float
    black: float
    red_games: int = 0
    black_games: int = 0

    def of(self, side: str) -> float:
        return self.red if side == RED else self.black


class Step(NamedTuple):
    """One game's change to one player's rating: the game's place in the order, the colour, the
    rating before and after, the town's expected win. (A tuple, as :class:`Rating`.)"""

    game: int
    key: str
    side: str
    before: float
    after: float
    expected: float


@dataclass
class RatingBook:
    """The ratings after a sequence of games, with each player's steps for a chart."""

    rules: RatingRules
    ratings: dict[str, Rating] = field(default_factory=dict)
    history: dict[str, list[Step]] = field(default_factory=dict)
    games: list[RatedGame] = field(default_factory=list)

    def rating(self, player: str) -> Rating:
        """A player's ratings (the start for one never rated)."""
        got = self.ratings.get(player)
        return got if got is not None else Rating(self.rules.start, self.rules.start)


def expected_town_win(town_mean: float, mafia_mean: float, scale: float = 400.0) -> float:
    """The town's expected win: 1 / (1 + 10 ** ((mafia mean - town mean) / scale))."""
    return 1.0 / (1.0 + math.pow(10.0, (mafia_mean - town_mean) / scale))


def rate(games: Iterable[RatedGame], rules: RatingRules = RatingRules()) -> RatingBook:
    """The ratings after ``games``, played in this order."""
    book = RatingBook(rules)
    for game in games:
        add_game(book, game)
    return book


def add_game(book: RatingBook, game: RatedGame) -> None:
    """Rate one more game into ``book``."""
    index = len(book.games)
    book.games.append(game)
    split = _split(game.players)
    if split is None:
        return
    red, black, town_won = split
    ratings = book.ratings
    start = book.rules.start
    now_red = [ratings.get(p) for p in red]
    now_black = [ratings.get(p) for p in black]
    before_red = [start if r is None else r.red for r in now_red]
    before_black = [start if r is None else r.black for r in now_black]
    expected, delta_red, delta_black = _moves(
        book.rules, game.game_type, len(game.players), before_red, before_black, town_won
    )
    history = book.history
    for p, now, before in zip(red, now_red, before_red, strict=True):
        after = before + delta_red
        ratings[p] = (
            Rating(after, start, 1, 0)
            if now is None
            else Rating(after, now.black, now.red_games + 1, now.black_games)
        )
        history.setdefault(p, []).append(Step(index, p, RED, before, after, expected))
    for p, now, before in zip(black, now_black, before_black, strict=True):
        after = before + delta_black
        ratings[p] = (
            Rating(start, after, 0, 1)
            if now is None
            else Rating(now.red, after, now.red_games, now.black_games + 1)
        )
        history.setdefault(p, []).append(Step(index, p, BLACK, before, after, expected))


def walk(
    games: Iterable[tuple[str, Sequence[tuple[str, str, bool]]]], rules: RatingRules = RatingRules()
) -> dict[tuple[str, str], tuple[list[int], list[float]]]:
    """What :func:`rate` finds, kept lean for a club's years of games: for each game in order,
    (its type, its players as :attr:`RatedGame.players` has them), and for each player and colour
    that moved, (the places in ``games`` of their rated games, their rating after each)."""
    start = rules.start
    now: dict[str, dict[str, float]] = {RED: {}, BLACK: {}}  # colour -> player -> rating
    out: dict[tuple[str, str], tuple[list[int], list[float]]] = {}
    for index, (game_type, players) in enumerate(games):
        split = _split(players)
        if split is None:
            continue
        red, black, town_won = split
        before_red = [now[RED].get(p, start) for p in red]
        before_black = [now[BLACK].get(p, start) for p in black]
        _, delta_red, delta_black = _moves(rules, game_type, len(players), before_red, before_black, town_won)
        for side, group, befores, delta in (
            (RED, red, before_red, delta_red),
            (BLACK, black, before_black, delta_black),
        ):
            ratings = now[side]
            for p, before in zip(group, befores, strict=True):
                after = ratings[p] = before + delta
                got = out.get((p, side))
                if got is None:
                    out[(p, side)] = ([index], [after])
                else:
                    got[0].append(index)
                    got[1].append(after)
    return out


def _split(players: Iterable[tuple[str, str, bool]]) -> tuple[list[str], list[str], bool] | None:
    """A game's red and black players and whether the town won; None where no rating moves (a
    side missing, a neutral role's win, no winner)."""
    red: list[str] = []
    black: list[str] = []
    town_won = mafia_won = False
    for p, side, won in players:
        if side == RED:
            red.append(p)
            town_won = town_won or bool(won)
        elif side == BLACK:
            black.append(p)
            mafia_won = mafia_won or bool(won)
    if not red or not black or town_won == mafia_won:
        return None
    return red, black, town_won


def _moves(
    rules: RatingRules,
    game_type: str,
    players: int,
    before_red: list[float],
    before_black: list[float],
    town_won: bool,
) -> tuple[float, float, float]:
    """(the town's expected win, each red player's change, each black player's change)."""
    expected = expected_town_win(
        sum(before_red) / len(before_red), sum(before_black) / len(before_black), rules.scale
    )
    k = rules.step(game_type, players)
    s = 1.0 if town_won else 0.0
    return expected, k * (s - expected), k * ((1.0 - s) - (1.0 - expected))


def rules_from_json(value: object) -> RatingRules:
    """Rating rules from a JSON object ({"start", "k": {type: step}, "full_table", "scale"});
    what is missing or unusable keeps its default."""
    base = RatingRules()
    if not isinstance(value, Mapping):
        return base
    start = _number(value.get("start"), base.start, 0, 10_000)
    scale = _number(value.get("scale"), base.scale, 1, 10_000)
    full = value.get("full_table")
    full_table = (
        full if isinstance(full, int) and not isinstance(full, bool) and 1 <= full <= 50 else base.full_table
    )
    k = dict(base.k)
    raw = value.get("k")
    if isinstance(raw, Mapping):
        for name in GAME_TYPES:
            if name in raw:
                k[name] = _number(raw[name], k[name], 0, 200)
    return RatingRules(start, tuple(k.items()), full_table, scale)


def _number(value: object, default: float, low: float, high: float) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return default
    return float(value) if low <= value <= high and math.isfinite(value) else default
