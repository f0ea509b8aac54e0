"""The seating generator: who sits at which table, in which seat, in each round of a tournament.

:func:`seat_schedule` takes the players, the number of tables and of rounds, and gives a
:class:`Schedule`: for each round (a :class:`Round`), each table's names in seat order (seat 1
first) and the players sitting out that round. It is deterministic: the same arguments and
``seed`` give the same schedule (it draws only from ``random.Random(seed)``).

How many play: every table seats at most ``table_size`` players (10 by default, as clubs play;
7 to 12 allowed). When there are more players than seats, the rest sit out the round; when
there are fewer, the tables hold numbers as equal as possible (25 players on 3 tables: 9, 8, 8),
never fewer than 7 at a table.

What it balances, round by round:

1. The tables: a local search over the round's partition (swapping two players of different
   tables, or a player at a table with one sitting out), from several random starts, minimizing
   the sum over pairs of the square of how often they have met (at one table), and the sum of
   squares of how often each player has sat out; a pair to keep apart at one table costs more
   than anything else, and a round that cannot avoid one is refused (``keep_apart_impossible``).
2. The seats: when every table of the tournament seats the same number ``k`` of players, each
   run of rounds in which nobody plays more than ``k`` games is a proper edge colouring of the players-to-games graph (König's theorem:
   ``k`` colours do), so a player never gets a seat twice in those rounds; then, for any table
   sizes, each game's seats are assigned again (an assignment problem, solved exactly) against
   the counts of all the other games, while that lowers the sum of squared seat counts.

Over 10 rounds of 20 players on 2 tables, no pair meets more than one time over the least
possible most (``ceil(meetings / pairs)``), and every player sits in each seat exactly once.

>>> s = seat_schedule([f"P{i}" for i in range(1, 14)], tables=1, rounds=2, seed=3)
>>> len(s.rounds), len(s.rounds[0].tables[0]), len(s.rounds[0].out)
(2, 10, 3)
>>> s == seat_schedule([f"P{i}" for i in range(1, 14)], tables=1, rounds=2, seed=3)
True
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from mafia_desktop.club import ClubError
from mafia_desktop.engine.setup import clean_name, name_key, name_problem

TABLE_SIZE: Final = 10  # clubs play ten at a table
MIN_TABLE: Final = 7  # the fewest players a table may hold
MAX_TABLE: Final = 12  # the most
MAX_TABLES: Final = 20
MAX_ROUNDS: Final = 30
RESTARTS: Final = 4  # random starts of the local search, each round
KICKS: Final = 6  # random swaps and a new descent, after each start
LARGE: Final = (
    40  # more players than this: one start, one kick, two passes across rounds (seconds, not minutes)
)

_APART: Final = 1 << 40  # the cost of a pair to keep apart at one table: more than all else
_SIT: Final = 1 << 20  # the cost of one more sit-out: balanced before the meetings
_BASE: Final = 10
#: what a pair's m-th meeting costs: growing steeply, so the most any pair meets is kept down
#: first, then the spread (the sum of squares would let a few pairs meet far more often)
_WEIGHT: Final = tuple(_BASE**m for m in range(MAX_ROUNDS + 2))
_FLOOR: Final = tuple(sum(_WEIGHT[:m]) for m in range(MAX_ROUNDS + 2))  # a pair that met m times


@dataclass(frozen=True, slots=True)
class Round:
    """One round: each table's names in seat order (seat 1 first), and who sits it out (in the
    order of the players)."""

    tables: tuple[tuple[str, ...], ...]
    out: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Schedule:
    """The whole seating of a tournament: ``players`` as given (cleaned), and its rounds."""

    players: tuple[str, ...]
    rounds: tuple[Round, ...]

    def table(self, round: int, table: int) -> tuple[str, ...]:
        """The names at ``table`` in ``round`` (both 1-based) in seat order; ClubError ``no_slot``."""
        if not (1 <= round <= len(self.rounds) and 1 <= table <= len(self.rounds[round - 1].tables)):
            raise ClubError("no_slot", round=round, table=table)
        return self.rounds[round - 1].tables[table - 1]

    def pair_meetings(self) -> dict[tuple[str, str], int]:
        """How often each pair of players sat at one table: (a, b) in the players' order -> count;
        every pair is there, those who never met with 0."""
        index = {name: i for i, name in enumerate(self.players)}
        out = {(a, b): 0 for i, a in enumerate(self.players) for b in self.players[i + 1 :]}
        for rnd in self.rounds:
            for names in rnd.tables:
                ordered = sorted(names, key=index.__getitem__)
                for i, a in enumerate(ordered):
                    for b in ordered[i + 1 :]:
                        out[a, b] += 1
        return out

    def seat_counts(self) -> dict[str, tuple[int, ...]]:
        """How often each player sat in each seat: name -> counts of seats 1, 2, ... (as many as
        the largest table has)."""
        most = max((len(t) for rnd in self.rounds for t in rnd.tables), default=0)
        counts = {name: [0] * most for name in self.players}
        for rnd in self.rounds:
            for names in rnd.tables:
                for seat, name in enumerate(names):
                    counts[name][seat] += 1
        return {name: tuple(c) for name, c in counts.items()}

    def sit_outs(self) -> dict[str, int]:
        """How many rounds each player sits out."""
        counts = dict.fromkeys(self.players, 0)
        for rnd in self.rounds:
            for name in rnd.out:
                counts[name] += 1
        return counts


def table_sizes(players: int, tables: int, table_size: int = TABLE_SIZE) -> tuple[int, ...]:
    """How many sit at each table of a round (the larger tables first); ClubError when the
    players cannot fill the tables.

    >>> table_sizes(20, 2), table_sizes(25, 3), table_sizes(13, 1)
    ((10, 10), (9, 8, 8), (10,))
    """
    seated = min(players, tables * table_size)
    base, extra = divmod(seated, tables)
    if base < MIN_TABLE:
        raise ClubError("too_few_players", players=players, tables=tables, least=tables * MIN_TABLE)
    return (base + 1,) * extra + (base,) * (tables - extra)


def check_numbers(tables: int, rounds: int, table_size: int) -> None:
    """ClubError when the numbers of a tournament are out of their ranges."""
    for value in (tables, rounds, table_size):
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError("tables, rounds and table_size are whole numbers")
    if not 1 <= tables <= MAX_TABLES:
        raise ClubError("tables_range", tables=tables, most=MAX_TABLES)
    if not 1 <= rounds <= MAX_ROUNDS:
        raise ClubError("rounds_range", rounds=rounds, most=MAX_ROUNDS)
    if not MIN_TABLE <= table_size <= MAX_TABLE:
        raise ClubError("table_size_range", table_size=table_size, least=MIN_TABLE, most=MAX_TABLE)


def check_players(players: Sequence[str]) -> tuple[str, ...]:
    """The names cleaned (as the engine keeps them), or ClubError ``bad_name`` /
    ``duplicate_player``. Linear in the number of players."""
    seen: set[str] = set()
    out = []
    for raw in players:
        if not isinstance(raw, str):
            raise ClubError("bad_name", name=repr(raw)[:30], problem="not text")
        name = clean_name(raw[:200])
        problem = name_problem(name) if len(raw) <= 200 else "too_long"
        if problem:
            from mafia_desktop.engine.setup import NAME_PROBLEMS

            raise ClubError("bad_name", name=raw[:30], problem=NAME_PROBLEMS[problem])
        key = name_key(name)
        if key in seen:
            raise ClubError("duplicate_player", name=name)
        seen.add(key)
        out.append(name)
    return tuple(out)


def apart_pairs(players: Sequence[str], keep_apart: Iterable[tuple[str, str]]) -> tuple[tuple[str, str], ...]:
    """The pairs to keep apart as the players' own spellings (each pair in the players' order,
    each once), or ClubError ``keep_apart_unknown`` / ``keep_apart_self``."""
    index = {name_key(name): i for i, name in enumerate(players)}
    pairs: set[tuple[int, int]] = set()
    for pair in keep_apart:
        if len(pair) != 2:
            raise ClubError("keep_apart_self")
        found = []
        for name in pair:
            i = index.get(name_key(name)) if isinstance(name, str) else None
            if i is None:
                raise ClubError("keep_apart_unknown", name=str(name)[:30])
            found.append(i)
        a, b = sorted(found)
        if a == b:
            raise ClubError("keep_apart_self")
        pairs.add((a, b))
    return tuple((players[a], players[b]) for a, b in sorted(pairs))


def seat_schedule(
    players: Sequence[str],
    tables: int,
    rounds: int,
    *,
    keep_apart: Iterable[tuple[str, str]] = (),
    seed: int = 0,
    table_size: int = TABLE_SIZE,
) -> Schedule:
    """The tournament's seating (see the module's text); ClubError with a code when it cannot be
    made: ``tables_range``, ``rounds_range``, ``table_size_range``, ``too_few_players``,
    ``bad_name``, ``duplicate_player``, ``keep_apart_unknown``, ``keep_apart_self``,
    ``keep_apart_impossible``."""
    check_numbers(tables, rounds, table_size)
    names = check_players(players)
    sizes = table_sizes(len(names), tables, table_size)
    index = {name: i for i, name in enumerate(names)}
    apart = [(index[a], index[b]) for a, b in apart_pairs(names, keep_apart)]
    rng = random.Random(seed)
    n = len(names)
    meet = [[0] * n for _ in range(n)]
    sat = [0] * n
    parts: list[list[list[int]]] = []
    for number in range(1, rounds + 1):
        groups = _partition(n, sizes, meet, sat, apart, rng)
        if any(_together(groups, a, b) for a, b in apart):
            raise ClubError("keep_apart_impossible", round=number)
        for group in groups[: len(sizes)]:
            for x in group:
                for y in group:
                    if x != y:
                        meet[x][y] += 1
        for x in groups[len(sizes)]:
            sat[x] += 1
        parts.append(groups)
    _improve(parts, meet, apart)
    games = [group for groups in parts for group in groups[: len(sizes)]]
    seats = _seat(games, n, len(sizes) if len(set(sizes)) == 1 else 0)
    out = []
    k = 0
    for groups in parts:
        seated = []
        for _ in sizes:
            seated.append(tuple(names[x] for x in seats[k]))
            k += 1
        out.append(Round(tuple(seated), tuple(names[x] for x in sorted(groups[len(sizes)]))))
    return Schedule(names, tuple(out))


# --- the tables of a round ------------------------------------------------------------------------


def _together(groups: list[list[int]], a: int, b: int) -> bool:
    return any(a in g and b in g for g in groups[:-1])


def _partition(
    n: int,
    sizes: tuple[int, ...],
    meet: list[list[int]],
    sat: list[int],
    apart: list[tuple[int, int]],
    rng: random.Random,
) -> list[list[int]]:
    """One round's groups: the tables (``sizes``), then the players sitting out (maybe none)."""
    # cost[x][y]: what seating x and y together adds to the sum of squared meetings
    cost = [[_WEIGHT[m] for m in row] for row in meet]
    for a, b in apart:
        cost[a][b] = cost[b][a] = _APART
    sit = [_SIT * (2 * s + 1) for s in sat]
    best: list[list[int]] | None = None
    best_cost = 0
    big = n > LARGE
    for _ in range(1 if big else RESTARTS):
        order = list(range(n))
        rng.shuffle(order)
        groups = []
        start = 0
        for size in (*sizes, n - sum(sizes)):
            groups.append(order[start : start + size])
            start += size
        _descend(groups, cost, sit)
        here = _cost(groups, cost, sit)
        for _ in range(1 if big else KICKS):
            trial = [list(g) for g in groups]
            for _ in range(3):
                _random_swap(trial, rng)
            _descend(trial, cost, sit)
            there = _cost(trial, cost, sit)
            if there <= here:
                groups, here = trial, there
        if best is None or here < best_cost:
            best, best_cost = groups, here
    assert best is not None
    return best


def _cost(groups: list[list[int]], cost: list[list[int]], sit: list[int]) -> int:
    total = sum(sit[x] for x in groups[-1])
    for group in groups[:-1]:
        for i, x in enumerate(group):
            row = cost[x]
            total += sum(row[y] for y in group[i + 1 :])
    return total


def _random_swap(groups: list[list[int]], rng: random.Random) -> None:
    filled = [g for g in groups if g]
    if len(filled) < 2:
        return
    a, b = rng.sample(range(len(filled)), 2)
    i, j = rng.randrange(len(filled[a])), rng.randrange(len(filled[b]))
    filled[a][i], filled[b][j] = filled[b][j], filled[a][i]


def _descend(groups: list[list[int]], cost: list[list[int]], sit: list[int]) -> None:
    """Swap players of two groups while a swap lowers the cost (first improvement)."""
    bench = len(groups) - 1
    improved = True
    while improved:
        improved = False
        for ga in range(len(groups)):
            for gb in range(ga + 1, len(groups)):
                A, B = groups[ga], groups[gb]
                for i in range(len(A)):
                    for j in range(len(B)):
                        x, y = A[i], B[j]
                        cx, cy = cost[x], cost[y]
                        # x leaves A for B, y leaves B for A
                        delta = sum(cy[z] - cx[z] for z in A if z != x)
                        if gb == bench:
                            delta += sit[x] - sit[y]
                        else:
                            delta += sum(cx[z] - cy[z] for z in B if z != y)
                        if delta < 0:
                            A[i], B[j] = y, x
                            improved = True


def _improve(parts: list[list[list[int]]], meet: list[list[int]], apart: list[tuple[int, int]]) -> None:
    """Across rounds: swap two players of different tables in any round while that lowers the
    whole tournament's cost (the rounds were made one by one, each blind to those after it)."""
    f = _FLOOR
    banned = {(a, b) for a, b in apart} | {(b, a) for a, b in apart}
    improved = True
    passes = 0
    while improved and passes < (2 if len(meet) > LARGE else 20):
        improved = False
        passes += 1
        for groups in parts:
            tables = groups[:-1]
            for ta in range(len(tables)):
                for tb in range(ta + 1, len(tables)):
                    A, B = tables[ta], tables[tb]
                    for i in range(len(A)):
                        for j in range(len(B)):
                            x, y = A[i], B[j]
                            mx, my = meet[x], meet[y]
                            delta = 0
                            for z in A:
                                if z != x:
                                    delta += f[mx[z] - 1] - f[mx[z]] + f[my[z] + 1] - f[my[z]]
                            for z in B:
                                if z != y:
                                    delta += f[mx[z] + 1] - f[mx[z]] + f[my[z] - 1] - f[my[z]]
                            if delta >= 0:
                                continue
                            if banned and any((y, z) in banned for z in A if z != x):
                                continue
                            if banned and any((x, z) in banned for z in B if z != y):
                                continue
                            for z in A:
                                if z != x:
                                    mx[z] -= 1
                                    meet[z][x] -= 1
                                    my[z] += 1
                                    meet[z][y] += 1
                            for z in B:
                                if z != y:
                                    mx[z] += 1
                                    meet[z][x] += 1
                                    my[z] -= 1
                                    meet[z][y] -= 1
                            A[i], B[j] = y, x
                            improved = True


# --- the seats ------------------------------------------------------------------------------------


def _seat(games: list[list[int]], n: int, tables: int) -> list[list[int]]:
    """Each game's players in seat order. ``tables``: the games a round has when every table
    seats the same number (0 otherwise): then each run of rounds in which nobody plays more
    games than there are seats is coloured first."""
    most = max(len(g) for g in games)
    counts = [[0] * most for _ in range(n)]
    seats: list[list[int]] = []  # each game's players, by seat
    if tables:
        size = len(games[0])
        # runs of whole rounds in which nobody plays more than ``size`` games: each is coloured
        start = 0
        played = [0] * n
        for first in range(0, len(games), tables):
            rnd = [x for game in games[first : first + tables] for x in game]
            if any(played[x] == size for x in rnd):
                seats += _colour(games[start:first], n, size)
                start, played = first, [0] * n
            for x in rnd:
                played[x] += 1
        seats += _colour(games[start:], n, size)
    else:
        seats = [list(g) for g in games]
    for seated in seats:
        for s, x in enumerate(seated):
            counts[x][s] += 1
    for _ in range(8):  # each sweep lowers the sum of squared counts, or leaves it: then stop
        changed = False
        for seated in seats:
            for s, x in enumerate(seated):
                counts[x][s] -= 1
            k = len(seated)
            matrix = [[2 * counts[x][s] + 1 for s in range(k)] for x in seated]
            now = sum(matrix[i][i] for i in range(k))
            pick = _assign(matrix)
            if sum(matrix[i][pick[i]] for i in range(k)) < now:
                new = [0] * k
                for i, x in enumerate(seated):
                    new[pick[i]] = x
                seated[:] = new
                changed = True
            for s, x in enumerate(seated):
                counts[x][s] += 1
        if not changed:
            break
    return seats


def _colour(games: list[list[int]], n: int, size: int) -> list[list[int]]:
    """Seats for games of ``size`` players, each player in at most ``size`` of them, no player in
    one seat twice: a proper edge colouring of the bipartite players-games graph with ``size``
    colours (alternating paths, as in König's proof)."""
    g_off = n  # vertices: players 0..n-1, games n..n+len(games)-1
    # at[v][c]: the vertex joined to v by the edge of colour c, or -1
    at = [[-1] * size for _ in range(n + len(games))]
    for gi, game in enumerate(games):
        g = g_off + gi
        for x in game:
            a = next(c for c in range(size) if at[x][c] < 0)  # free at the player
            b = next(c for c in range(size) if at[g][c] < 0)  # free at the game
            if at[g][a] >= 0:
                # flip the a/b path from the game: then a is free at the game (and still at x)
                path = [g]
                c, v = a, g
                while at[v][c] >= 0:
                    v = at[v][c]
                    path.append(v)
                    c = b if c == a else a
                colours = [a if i % 2 == 0 else b for i in range(len(path) - 1)]
                for i in range(len(path) - 1):
                    u, w = path[i], path[i + 1]
                    at[u][colours[i]] = -1 if at[u][colours[i]] == w else at[u][colours[i]]
                    at[w][colours[i]] = -1 if at[w][colours[i]] == u else at[w][colours[i]]
                for i in range(len(path) - 1):
                    u, w = path[i], path[i + 1]
                    other = b if colours[i] == a else a
                    at[u][other] = w
                    at[w][other] = u
            at[x][a] = g
            at[g][a] = x
    out = []
    for gi in range(len(games)):
        g = g_off + gi
        out.append([at[g][c] for c in range(size)])
    return out


def _assign(cost: list[list[int]]) -> list[int]:
    """The assignment of rows to columns with the least total cost (a square matrix): the
    Hungarian method with potentials, O(k³). Returns each row's column."""
    k = len(cost)
    inf = 1 << 62
    u = [0] * (k + 1)
    v = [0] * (k + 1)
    owner = [0] * (k + 1)  # owner[j]: the row given column j (1-based; 0: none)
    way = [0] * (k + 1)
    for i in range(1, k + 1):
        owner[0] = i
        j0 = 0
        least = [inf] * (k + 1)
        used = [False] * (k + 1)
        while True:
            used[j0] = True
            i0 = owner[j0]
            delta = inf
            j1 = 0
            row = cost[i0 - 1]
            for j in range(1, k + 1):
                if not used[j]:
                    here = row[j - 1] - u[i0] - v[j]
                    if here < least[j]:
                        least[j] = here
                        way[j] = j0
                    if least[j] < delta:
                        delta = least[j]
                        j1 = j
            for j in range(k + 1):
                if used[j]:
                    u[owner[j]] += delta
                    v[j] -= delta
                else:
                    least[j] -= delta
            j0 = j1
            if owner[j0] == 0:
                break
        while j0:
            j1 = way[j0]
            owner[j0] = owner[j1]
            j0 = j1
    out = [0] * k
    for j in range(1, k + 1):
        out[owner[j] - 1] = j - 1
    return out
