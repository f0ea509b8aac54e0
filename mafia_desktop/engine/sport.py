"""The club's sport: fouls, the best move, the referee's extra points, and the points a game earns.

Kept where the rules' ``scoring`` option is on (the ``club`` preset; a house rule elsewhere); its
point values are data (:data:`.rules.SCORING_POINTS`). Each act is checked by a function that
only reads the game (:func:`problem`), so :meth:`Game.is_legal` tries nothing, then made:

- ``foul``: any time while the player is alive. The third costs their next speech: today's, when
  it is given on a day before the speeches reach the player (``speech_ahead``: ``speech_lost`` at
  once), else the next day's (``speech_lost`` as that day begins); the fourth removes them at once
  (``death``, cause ``fouls``, no last words), and the win is checked as for any death.
- ``best_move``: by the first player killed at night, in the day their death began (their last
  words), naming three other living players; the event counts the mafia among them.
- ``extra_points``: the referee's plus or minus for any player, with a reason; after the win too.

The federation's house rules (options of the rules, each off by default):

- ``third_foul`` = ``half_speech``: the third foul halves the next speech instead
  (``speech_shortened``, when ``speech_lost`` would have been said).
- ``technical_foul`` (where the option ``technical_fouls`` is a limit, not 0): counted apart from
  the fouls; at the limit the player leaves at once (cause ``technical_fouls``), as at the fourth foul.
- ``remove`` (with the referee's reason) and ``surrender``: the player leaves at once (causes
  ``removed`` and ``surrendered``), no last words, and the win is checked.
- ``shooting_order``: the Don's order of shots, agreed on the meeting night while the mafia meet;
  the referee enters it, and only the referee and the mafia see it.

>>> from mafia_desktop.engine.setup import make_setup
>>> from mafia_desktop.engine.game import Game
>>> from mafia_desktop.engine.inputs import Foul
>>> g = Game(make_setup("club", 1, list("ABCDEFGHIJ"), {"A": "don", "B": "mafia", "C": "mafia", "D": "detective"}))
>>> [e.to_json() for e in g.apply(Foul("E"))]
[{'type': 'foul', 'player': 'E', 'count': 1}]
>>> points(g) is None  # (the game is not over)
True
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Final

from .errors import QT_TRANSLATE_NOOP, IllegalInput, number_text
from .events import (
    BestMoveNamed,
    Event,
    FoulGiven,
    Lapsed,
    PointsGiven,
    ShootingOrderGiven,
    SpeechLost,
    SpeechShortened,
    TechnicalFoulGiven,
    Win,
)
from .inputs import (
    REASON_MAX_LENGTH,
    SHOOTING_ORDER_MOST,
    BestMove,
    ExtraPoints,
    Foul,
    Input,
    Remove,
    ShootingOrder,
    Surrender,
    TechnicalFoul,
)
from .rules import POINTS_LIMIT, Rules
from .state import LegalAct, Motion

if TYPE_CHECKING:
    from .game import Game

SPEECH_LOST_AT: Final = 3
REMOVED_AT: Final = 4
BEST_MOVE_NAMES: Final = 3


# --- what may be entered now ------------------------------------------------------------------


def legal(game: Game) -> tuple[LegalAct, ...]:
    """The sport's acts possible now (none where the rules keep no score)."""
    if game.rules.scoring is None:
        return ()
    everyone = tuple(game.players)
    if game.winner is not None:
        return (LegalAct("extra_points", by=everyone),)
    living = tuple(game.alive)
    out = [LegalAct("foul", by=living)]
    if game.rules.technical_fouls:
        out.append(LegalAct("technical_foul", by=living))
    by = best_move_maker(game)
    if by is not None:
        out.append(LegalAct("best_move", by=(by,), targets=((by, _nameable(game, by)),)))
    out.append(LegalAct("extra_points", by=everyone))
    out += [LegalAct("remove", by=living), LegalAct("surrender", by=living)]
    don = order_giver(game)
    if don is not None:
        out.append(LegalAct("shooting_order", by=(don,), targets=((don, _orderable(game)),)))
    return tuple(out)


def order_giver(game: Game) -> str | None:
    """Who gives the shooting order now: the Don, during the meeting night while the mafia meet,
    before the order was given (the referee's to enter); None otherwise."""
    night = game.night
    if game.rules.scoring is None or night is None or not night.meeting or not game.rules.mafia_meet:
        return None
    if game.shooting_order is not None or game.winner is not None:
        return None
    return next((p for p in game.alive if game.role_of(p) == "don"), None)


def _orderable(game: Game) -> tuple[str, ...]:
    """Whom the order may name: the living who are not mafia."""
    return tuple(p for p in game.alive if not game.is_mafia(p))


def best_move_maker(game: Game) -> str | None:
    """Who may make the best move now: the first player killed at night, during the day their
    death began, before they made it; None otherwise."""
    if game.rules.scoring is None or game.best_move is not None or game.best_move_by is None:
        return None
    if game.day is None or game.days != game.best_move_day or game.winner is not None:
        return None
    return game.best_move_by if len(_nameable(game, game.best_move_by)) >= BEST_MOVE_NAMES else None


def _nameable(game: Game, by: str) -> tuple[str, ...]:
    return tuple(p for p in game.alive if p != by)


def problem(game: Game, inp: Input) -> IllegalInput | None:
    """Why the sport's input ``inp`` is refused now, or None: reads the game, changes nothing."""
    if game.rules.scoring is None:
        return IllegalInput("no_scoring", act=inp.act)
    if isinstance(inp, ExtraPoints):
        return _points_problem(game, inp)
    if game.winner is not None:
        return IllegalInput("game_over", team=game.winner)
    if isinstance(inp, (Foul, TechnicalFoul, Remove, Surrender)):
        name = game.resolve(inp.player)
        if isinstance(inp, TechnicalFoul) and not game.rules.technical_fouls:
            return IllegalInput("no_technical_fouls")
        if not game.is_alive(name):
            return IllegalInput("dead_actor", name=name, role=_LEAVING_ROLE[inp.act])
        if isinstance(inp, Remove):
            reason = inp.reason.strip()
            if not reason or len(inp.reason) > REASON_MAX_LENGTH:
                return IllegalInput("remove_reason", most=REASON_MAX_LENGTH)
        return None
    if isinstance(inp, ShootingOrder):
        return _order_problem(game, inp)
    assert isinstance(inp, BestMove)
    return _best_move_problem(game, inp)


# How a refusal names what a dead player cannot do ("{name} is dead and cannot {role}"): words the
# refusal's reader gets in their language (the catalogue's "RefusalWords").
_LEAVING_ROLE: Final[Mapping[str, str]] = {
    "foul": QT_TRANSLATE_NOOP("RefusalWords", "get a foul"),
    "technical_foul": QT_TRANSLATE_NOOP("RefusalWords", "get a technical foul"),
    "remove": QT_TRANSLATE_NOOP("RefusalWords", "be removed"),
    "surrender": QT_TRANSLATE_NOOP("RefusalWords", "surrender"),
}


def _order_problem(game: Game, inp: ShootingOrder) -> IllegalInput | None:
    by = game.resolve(inp.by)
    don = order_giver(game)
    if don is None:
        return IllegalInput("shooting_order_not_now")
    if by != don:
        return IllegalInput("shooting_order_by", name=by)
    named = [game.resolve(t) for t in inp.targets]
    allowed = _orderable(game)
    if (
        not 1 <= len(named) <= SHOOTING_ORDER_MOST
        or len(set(named)) != len(named)
        or not set(named) <= set(allowed)
    ):
        return IllegalInput("shooting_order_names", most=SHOOTING_ORDER_MOST, allowed=allowed)
    return None


def _points_problem(game: Game, inp: ExtraPoints) -> IllegalInput | None:
    game.resolve(inp.player)
    value = inp.points
    # Compared before any conversion: an int of any size compares exactly, a float may be inf.
    if not (isinstance(value, (int, float)) and -POINTS_LIMIT <= value <= POINTS_LIMIT and value != 0):
        return IllegalInput("points_range", points=number_text(value), most=POINTS_LIMIT)
    reason = inp.reason.strip()
    if not reason or len(inp.reason) > REASON_MAX_LENGTH:
        return IllegalInput("points_reason", most=REASON_MAX_LENGTH)
    return None


def _best_move_problem(game: Game, inp: BestMove) -> IllegalInput | None:
    by = game.resolve(inp.by)
    maker = best_move_maker(game)
    if maker is None or by != maker:
        if game.best_move is not None:
            return IllegalInput("best_move_made", name=game.best_move[0])
        return IllegalInput("best_move_not_now", name=by, maker=game.best_move_by or "")
    named = [game.resolve(t) for t in inp.targets]
    allowed = _nameable(game, by)
    if len(named) != BEST_MOVE_NAMES or len(set(named)) != len(named) or not set(named) <= set(allowed):
        return IllegalInput("best_move_names", name=by, count=BEST_MOVE_NAMES, allowed=allowed)
    return None


def allows(game: Game, inp: Input) -> bool:
    try:
        return problem(game, inp) is None
    except IllegalInput:  # an unknown name
        return False


# --- making the acts --------------------------------------------------------------------------


def apply(game: Game, inp: Input) -> list[Event]:
    """Make the sport's input (checked first: an illegal one raises, changing nothing)."""
    refused = problem(game, inp)
    if refused is not None:
        raise refused
    return HANDLERS[inp.act](game, inp)


def _foul(game: Game, inp: Input) -> list[Event]:
    assert isinstance(inp, Foul)
    name = game.resolve(inp.player)
    count = game.fouls.get(name, 0) + 1
    game.fouls[name] = count
    events: list[Event] = [FoulGiven(name, count)]
    half = game.rules.third_foul == "half_speech"
    if count == SPEECH_LOST_AT and inp.speech_ahead and game.day is not None:
        # today's speech, still to come: lost, or half its time
        if half:
            game.day.short_speech.add(name)
            events.append(SpeechShortened(name))
        else:
            events.append(SpeechLost(name))
    elif count == SPEECH_LOST_AT:
        (game.speech_shortened if half else game.speech_lost).add(name)
    if count >= REMOVED_AT:
        events += _remove(game, name)
    return events


def _technical_foul(game: Game, inp: Input) -> list[Event]:
    assert isinstance(inp, TechnicalFoul)
    name = game.resolve(inp.player)
    count = game.technical_fouls.get(name, 0) + 1
    game.technical_fouls[name] = count
    events: list[Event] = [TechnicalFoulGiven(name, count)]
    if count >= game.rules.technical_fouls:
        events += _remove(game, name, "technical_fouls")
    return events


def _removal(game: Game, inp: Input) -> list[Event]:
    assert isinstance(inp, (Remove, Surrender))
    name = game.resolve(inp.player)
    if isinstance(inp, Remove):
        game.removals.append((name, inp.reason.strip()))
    return _remove(game, name, "removed" if isinstance(inp, Remove) else "surrendered")


def _shooting_order(game: Game, inp: Input) -> list[Event]:
    assert isinstance(inp, ShootingOrder)
    by = game.resolve(inp.by)
    named = tuple(game.resolve(t) for t in inp.targets)
    game.shooting_order = (by, named)
    return [ShootingOrderGiven(by, named)]


def _remove(game: Game, name: str, cause: str = "fouls") -> list[Event]:
    """A player leaves at once (the fourth foul, the technical fouls' limit, the referee's removal,
    a surrender), with no last words, and whatever of theirs was open goes with them."""
    game.speech_lost.discard(name)
    game.speech_shortened.discard(name)
    events: list[Event] = _withdraw(game, name)
    events += game.kill([name], cause)
    team = game.winner_now()
    if team is not None:
        game.winner = team
        game.night = None
        game.day = None
        events.append(Win(team))
    return events


def _withdraw(game: Game, name: str) -> list[Event]:
    """Take a player about to leave out of the night's acts and the day's nominations and votes."""
    night = game.night
    if night is not None:
        night.acts = [a for a in night.acts if a[1] != name]
    day = game.day
    if day is None:
        return []
    events: list[Event] = []
    day.nominations = [(by, t) for by, t in day.nominations if t != name]
    if day.awaiting_second is not None and name in day.awaiting_second:
        events.append(Lapsed(day.awaiting_second[1]))
        day.awaiting_second = None
    if day.candidates is not None:
        left = tuple(c for c in day.candidates if c != name)
        day.candidates = left or None
    motion = day.motion
    if motion is not None:
        target = motion.target
        if target == name or (isinstance(target, tuple) and len(target) <= 2 and name in target):
            day.motion = None  # the one voted on (or one of two tied) has gone: no vote on it
        else:
            if isinstance(target, tuple):
                target = tuple(t for t in target if t != name)
            voters = tuple(v for v in motion.voters if v != name)
            day.motion = Motion(motion.kind, target, voters, game.needed_for(voters), motion.accuser)
    return events


def _best_move(game: Game, inp: Input) -> list[Event]:
    assert isinstance(inp, BestMove)
    by = game.resolve(inp.by)
    named = tuple(game.resolve(t) for t in inp.targets)
    mafia = sum(1 for p in named if game.is_mafia(p))
    game.best_move = (by, named, mafia)
    return [BestMoveNamed(by, named, mafia)]


def _extra_points(game: Game, inp: Input) -> list[Event]:
    assert isinstance(inp, ExtraPoints)
    name = game.resolve(inp.player)
    value = float(inp.points)
    game.extra_points.append((name, value, inp.reason.strip()))
    return [PointsGiven(name, value, inp.reason.strip())]


HANDLERS: Final[Mapping[str, Callable[[Game, Input], list[Event]]]] = {
    "foul": _foul,
    "best_move": _best_move,
    "extra_points": _extra_points,
    "technical_foul": _technical_foul,
    "remove": _removal,
    "surrender": _removal,
    "shooting_order": _shooting_order,
}

#: The scoring key of each way of leaving the game that costs points.
LEAVING_POINTS: Final[Mapping[str, str]] = {
    "fouls": "removed_by_fouls",
    "technical_fouls": "removed_by_technical_fouls",
    "removed": "removed",
    "surrendered": "surrendered",
}


# --- points -----------------------------------------------------------------------------------


def points(game: Game) -> dict[str, float] | None:
    """Each player's points once the game is over, in seat order; None before, or where the rules
    keep no score: the win for each player of the winning side, the best move (two or three mafia
    named), leaving by fouls, technical fouls, the referee's removal or a surrender, and the
    referee's extra points."""
    rules = game.rules
    if rules.scoring is None or game.winner is None:
        return None
    total = {p: 0.0 for p in game.players}
    for p in game.players:
        if game.side(p) == game.winner:
            total[p] += rules.points("win")
    for p, cause in game.deaths:
        if cause in LEAVING_POINTS:
            total[p] += rules.points(LEAVING_POINTS[cause])
    if game.best_move is not None:
        by, _, mafia = game.best_move
        total[by] += best_move_points(rules, mafia)
    for p, value, _ in game.extra_points:
        total[p] += value
    return {p: _tidy(v) for p, v in total.items()}


def best_move_points(rules: Rules, mafia: int) -> float:
    """What a best move naming ``mafia`` mafia earns (0 for fewer than two, or without scoring)."""
    if mafia >= 3:
        return rules.points("best_move_three")
    return rules.points("best_move_two") if mafia == 2 else 0.0


def _tidy(value: float) -> float:
    # Sums of 0.25s and 0.4s: two decimals are what a protocol writes; never "-0.0".
    return round(value, 2) + 0.0
