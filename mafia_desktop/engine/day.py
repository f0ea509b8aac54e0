"""The day: accusations and trial votes (classic, angel) or tallies of raised hands (youth, club).

Two procedures, each a handful of small functions; the rules' options pick the variant (a second,
one or two votes, who may vote, nominations, the revote, what a tie does).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Final

from .errors import IllegalInput
from .events import Acquitted, Event, Lapsed, Nominated, Seconded, TallyHeld, Tied, VoteHeld, VoteSkipped
from .inputs import DayAct, Input, Nominate, Second, Tally, Vote
from .state import Day, LegalAct, Motion

if TYPE_CHECKING:
    from .game import Game


def _day(game: Game) -> Day:
    day = game.day
    assert day is not None
    return day


# --- what may be entered now ------------------------------------------------------------------


def legal(game: Game) -> tuple[LegalAct, ...]:
    """The day's inputs now, and the acts passive behaviours allow by day (the Mayor shows
    himself), at any moment of the day."""
    return _course(game) + shown_acts(game)


def shown_acts(game: Game) -> tuple[LegalAct, ...]:
    """The acts passive behaviours allow by day now, with who may make them."""
    found: dict[str, list[str]] = {}
    for p in game.traited:
        if not game.is_alive(p):
            continue
        for trait in game.traits_of(p):
            for act in trait.day_acts(game, p):
                found.setdefault(act, []).append(p)
    return tuple(LegalAct(act, tuple(by)) for act, by in found.items())


def _day_act(game: Game, inp: Input) -> list[Event]:
    """An act a passive behaviour allows by day (the Mayor shows himself): only its owner, alive,
    while it is allowed."""
    assert isinstance(inp, DayAct)
    _day(game)
    by = game.resolve(inp.by)
    for trait in game.traits_of(by):
        if game.is_alive(by) and inp.act in trait.day_acts(game, by):
            return trait.day_act(game, by, inp.act)
    raise IllegalInput("not_day_act", name=by, act=inp.act)


def _course(game: Game) -> tuple[LegalAct, ...]:
    day = _day(game)
    rules = game.rules
    if day.talk_only:
        return (LegalAct("end_day"),)
    if day.motion is not None:
        # The hands _vote takes: the motion's voters, each still alive.
        vote = LegalAct("vote", voters=tuple(p for p in day.motion.voters if p in game.alive))
        # In classic, time may run out in the middle of a trial.
        ends = rules.day == "accusation" and rules.time_limit_pick
        return (vote, LegalAct("end_day")) if ends else (vote,)
    if day.candidates is not None:
        return (LegalAct("tally", voters=game.voters(), candidates=day.candidates),)
    out = list(_moves(game))
    if _may_end(game, out):
        out.append(LegalAct("end_day"))
    return tuple(out)


def _moves(game: Game) -> list[LegalAct]:
    """The accusations, seconds and tallies possible now (a day with no vote open)."""
    day = _day(game)
    rules = game.rules
    living = tuple(game.alive)
    out: list[LegalAct] = []
    nominate = _nominate_act(game, living)
    if rules.day == "accusation" or rules.nominations:
        if nominate.by:
            out.append(nominate)
    if rules.day == "accusation":
        if day.awaiting_second is not None:
            seconders = tuple(p for p in living if p not in day.awaiting_second)
            if seconders:
                out.append(LegalAct("second", by=seconders))
    elif not rules.nominations:
        out.append(LegalAct("tally", voters=game.voters(), candidates=living))
    elif day.nominees and single_candidate(game) is None:
        out.append(LegalAct("tally", voters=game.voters(), candidates=day.nominees))
    return out


def single_candidate(game: Game) -> str | None:
    """The one nominee of the first day, where the rules hold no vote on a single candidate then
    (``single_candidate_first_day`` = ``no_vote``): the day ends without a vote. None otherwise."""
    day = _day(game)
    rules = game.rules
    if rules.single_candidate_first_day != "no_vote" or rules.day != "tally" or not rules.nominations:
        return None
    first = 2 if rules.first_phase == "talk_day" else 1
    if day.number != first or day.candidates is not None or len(day.nominees) != 1:
        return None
    return day.nominees[0]


def _may_end(game: Game, moves: list[LegalAct]) -> bool:
    """Whether end_day is legal on a day with no vote open and no re-tally pending."""
    rules = game.rules
    if rules.day == "accusation":
        if rules.time_limit_pick or rules.day_ends_without_death:
            return True
    elif rules.nominations:
        if _day(game).nominees:
            return single_candidate(game) is not None
        if rules.day_ends_without_death:
            return True
    elif rules.day_ends_without_death:
        return True
    # Whatever the rules say, a day in which nothing more can be done ends ("no more
    # accusations are going to be, or can be, made").
    return not moves


def _accusers(game: Game) -> list[str]:
    day = _day(game)
    if _no_seconder(game):
        return []
    if game.rules.day == "tally":
        done = {by for by, _ in day.nominations}
        return [p for p in game.alive if p not in done]
    return list(game.alive)


def _no_seconder(game: Game) -> bool:
    """With a second required and only two players left, nobody could second an accusation."""
    return game.rules.day == "accusation" and game.rules.second_required and len(game.alive) < 3


def _suspects(game: Game, by: str) -> list[str]:
    day = _day(game)
    rules = game.rules
    out = [p for p in game.alive if p != by]
    if rules.day == "tally":
        return [p for p in out if p not in day.nominees]
    if rules.acquittal_blocks:
        out = [p for p in out if p not in day.acquitted]
    return out


def _nominate_act(game: Game, living: tuple[str, ...]) -> LegalAct:
    pairs = tuple((p, tuple(_suspects(game, p))) for p in _accusers(game))
    pairs = tuple((p, t) for p, t in pairs if t)
    return LegalAct("nominate", by=tuple(p for p, _ in pairs), targets=pairs)


def _candidates(game: Game) -> tuple[str, ...]:
    day = _day(game)
    if day.candidates is not None:
        return day.candidates
    if game.rules.nominations:
        return day.nominees
    return tuple(game.alive)


def _allowed(game: Game) -> list[str]:
    return [a.act for a in legal(game)]


# --- shared checks ----------------------------------------------------------------------------


def _open_day(game: Game) -> Day:
    """The day, if it takes a vote-related input at all."""
    day = _day(game)
    if day.talk_only:
        raise IllegalInput("talk_day", number=day.number)
    return day


def _no_motion(day: Day) -> None:
    if day.motion is not None:
        raise IllegalInput("vote_open", motion=day.motion.kind, target=_label(day.motion.target))


def _label(target: str | tuple[str, ...]) -> str:
    return target if isinstance(target, str) else " and ".join(target)


def _trial(game: Game, kind: str, suspect: str, accuser: str | None) -> Motion:
    voters = game.voters()
    if not game.rules.suspect_may_vote:
        voters = tuple(p for p in voters if p != suspect)
    return Motion(kind, suspect, voters, game.needed_for(voters), accuser)


def _hands(game: Game, raw: tuple[str, ...], voters: tuple[str, ...] | None = None) -> list[str]:
    """The voters of a vote, each a living player raising one hand. ``voters``: who may vote on
    the motion open (the suspect not among them where the rules say so), named when a hand is
    refused; by default every living player who may vote today."""
    hands: list[str] = []
    allowed = game.voters()
    named = allowed if voters is None else voters
    for name in raw:
        p = game.resolve(name)
        if not game.is_alive(p):
            raise IllegalInput("dead_voter", name=p, allowed=named)
        if p not in allowed:
            raise IllegalInput("no_vote", name=p, allowed=named)
        if p in hands:
            raise IllegalInput("voted_twice", name=p)
        hands.append(p)
    return hands


# --- accusations and nominations --------------------------------------------------------------


def _nominate(game: Game, inp: Input) -> list[Event]:
    assert isinstance(inp, Nominate)
    day = _open_day(game)
    rules = game.rules
    _no_motion(day)
    accusing = rules.day == "accusation"
    if not accusing and not rules.nominations:
        raise IllegalInput("no_nomination_procedure", act="nominate", acts=_allowed(game))
    if not accusing and day.candidates is not None:
        raise IllegalInput("tally_needed", allowed=day.candidates)
    verb, passive = ("accuse", "accused") if accusing else ("nominate", "nominated")
    by = game.resolve(inp.by)
    target = game.resolve(inp.target)
    if not game.is_alive(by):
        raise IllegalInput("dead_actor", name=by, role=verb)
    if not game.is_alive(target):
        raise IllegalInput("dead_target", name=target, role=passive, allowed=game.alive)
    if target == by:
        raise IllegalInput("self_target", name=by, role=verb)
    if not accusing:
        earlier = [t for b, t in day.nominations if b == by]
        if earlier:
            raise IllegalInput("nominated_twice", name=by, target=earlier[0])
        if target in day.nominees:
            raise IllegalInput("already_nominated", target=target, allowed=day.nominees)
        day.nominations.append((by, target))
        return [Nominated(by, target)]
    if rules.acquittal_blocks and target in day.acquitted:
        raise IllegalInput("acquitted_today", target=target)
    if _no_seconder(game):
        raise IllegalInput("no_seconder")
    events: list[Event] = []
    if day.awaiting_second is not None:
        events.append(Lapsed(day.awaiting_second[1]))
        day.awaiting_second = None
    day.nominations.append((by, target))
    events.append(Nominated(by, target))
    if rules.second_required:
        day.awaiting_second = (by, target)
    else:
        day.motion = _trial(game, rules.motions[0], target, by)
    return events


def _second(game: Game, inp: Input) -> list[Event]:
    assert isinstance(inp, Second)
    day = _open_day(game)
    if game.rules.day != "accusation" or not game.rules.second_required:
        raise IllegalInput("no_second_needed")
    _no_motion(day)
    if day.awaiting_second is None:
        raise IllegalInput("nothing_to_second")
    by = game.resolve(inp.by)
    if not game.is_alive(by):
        raise IllegalInput("dead_actor", name=by, role="second")
    accuser, suspect = day.awaiting_second
    if by in (accuser, suspect):
        raise IllegalInput("second_by_party", name=by, party="accuser" if by == accuser else "suspect")
    day.awaiting_second = None
    day.motion = _trial(game, game.rules.motions[0], suspect, accuser)
    return [Seconded(by, suspect)]


# --- yes/no votes -----------------------------------------------------------------------------


def _vote(game: Game, inp: Input) -> list[Event]:
    assert isinstance(inp, Vote)
    day = _open_day(game)
    motion = day.motion
    if motion is None:
        raise IllegalInput("no_vote_open", acts=_allowed(game))
    hands = _hands(game, inp.voters, motion.voters)
    for p in hands:
        if p not in motion.voters:
            raise IllegalInput("suspect_votes", name=p, motion=motion.kind, allowed=motion.voters)
    # A hand counts as its owner's behaviours say (a Mayor shown: two); the threshold is in players.
    yes = sum(game.hands(p) for p in hands)
    passed = yes >= motion.needed
    events: list[Event] = [VoteHeld(motion.kind, motion.target, yes, motion.needed, passed, tuple(hands))]
    day.motion = None
    if motion.kind == "all_leave":
        if passed:
            assert isinstance(motion.target, tuple)
            return events + game.kill(motion.target, "vote") + game.then(game.start_night)
        return events + game.start_night()
    assert isinstance(motion.target, str)
    suspect = motion.target
    if passed and motion.kind == "charge":
        day.motion = _trial(game, "execute", suspect, motion.accuser)
        return events
    if passed:
        return events + game.kill([suspect], "vote") + game.then(game.start_night)
    day.acquitted.add(suspect)
    events.append(Acquitted(suspect))
    if motion.kind == "jail":
        return events + game.start_night()
    return events


# --- tallies ----------------------------------------------------------------------------------


def _tally(game: Game, inp: Input) -> list[Event]:
    assert isinstance(inp, Tally)
    day = _open_day(game)
    rules = game.rules
    if rules.day != "tally":
        raise IllegalInput("tally_not_now", acts=_allowed(game))
    if day.motion is not None:
        raise IllegalInput("vote_needed", target=_label(day.motion.target))
    allowed = _candidates(game)
    if not allowed:
        raise IllegalInput("no_candidates")
    single = single_candidate(game)
    if single is not None:
        raise IllegalInput("single_candidate", name=single)
    counts: list[tuple[str, int]] = []
    votes: list[tuple[str, tuple[str, ...]]] = []
    raised: list[str] = []
    for raw, raw_voters in inp.votes:
        candidate = game.resolve(raw)
        if candidate not in allowed:
            if not game.is_alive(candidate):
                raise IllegalInput("dead_target", name=candidate, role="voted for", allowed=allowed)
            raise IllegalInput("not_candidate", name=candidate, allowed=allowed)
        if candidate in (c for c, _ in counts):
            raise IllegalInput("not_candidate", name=f"{candidate} (listed twice)", allowed=allowed)
        hands = _hands(game, raw_voters)
        for p in hands:
            if p in raised:
                raise IllegalInput("voted_twice", name=p)
        raised += hands
        counts.append((candidate, sum(game.hands(p) for p in hands)))
        votes.append((candidate, tuple(hands)))
    top = max((n for _, n in counts), default=0)
    leaders = tuple(c for c, n in counts if n == top) if top > 0 else ()
    events: list[Event] = [TallyHeld(tuple(counts), leaders, tuple(votes))]
    first = day.candidates is None
    day.tallies += 1
    if not leaders:
        return events + game.start_night()
    if len(leaders) == 1:
        if rules.revote:
            day.motion = _trial(game, "jail", leaders[0], None)
            return events
        return events + game.kill(leaders, "vote") + game.then(game.start_night)
    if first and rules.tie in ("retally", "car_crash"):
        day.candidates = leaders
        return events + [Tied(leaders, "retally")]
    if rules.tie == "car_crash":
        voters = game.voters()
        day.motion = Motion("all_leave", leaders, voters, game.needed_for(voters))
        return events + [Tied(leaders, "all_leave")]
    return events + [Tied(leaders, "none")] + game.start_night()


# --- the end of the day -----------------------------------------------------------------------


def _end_day(game: Game, inp: Input) -> list[Event]:
    day = _day(game)
    rules = game.rules
    if day.talk_only:
        return game.start_night()
    motion = day.motion
    if rules.day == "accusation" and rules.time_limit_pick:
        # The day's time ran out (even in the middle of a trial): the referee picks a random
        # living player, who dies.
        lapsed: list[Event] = [Lapsed(day.awaiting_second[1])] if day.awaiting_second else []
        victim = game.rng.choice(game.alive)
        day.motion = None
        day.awaiting_second = None
        return lapsed + game.kill([victim], "time_limit") + game.then(game.start_night)
    if motion is not None:
        raise IllegalInput("end_day_vote_open", motion=motion.kind, target=_label(motion.target))
    if day.candidates is not None:
        raise IllegalInput("tally_needed", allowed=day.candidates)
    if not _may_end(game, _moves(game)):
        if rules.day == "accusation":
            raise IllegalInput("end_day_refused")
        if rules.nominations and day.nominees:
            raise IllegalInput("end_day_nominees", allowed=day.nominees)
        raise IllegalInput("tally_needed", allowed=_candidates(game))
    ending: list[Event] = [Lapsed(day.awaiting_second[1])] if day.awaiting_second else []
    day.awaiting_second = None
    single = single_candidate(game)
    if single is not None:
        ending.append(VoteSkipped(single))  # one candidate on the first day: no vote
    return ending + game.start_night()


HANDLERS: Final[Mapping[str, Callable[[Game, Input], list[Event]]]] = {
    "nominate": _nominate,
    "second": _second,
    "vote": _vote,
    "tally": _tally,
    "end_day": _end_day,
}


def handler(act: str) -> Callable[[Game, Input], list[Event]]:
    """The procedure of a day input: the day's course, or an act a passive behaviour allows."""
    return HANDLERS.get(act, _day_act)
