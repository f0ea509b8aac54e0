"""Typed errors. Each carries a code and parameters (for the UI to translate) and an English
sentence for the table, the command line and bug reports.

>>> str(IllegalInput("dead_voter", name="Fay", allowed=["Ann", "Bob"]))
'Fay is dead and cannot vote. The living who may vote: Ann and Bob.'
>>> e = IllegalInput("suspect_votes", name="Eve", motion="execute", allowed=("Ann", "Bob", "Cid"))
>>> str(e)
'Eve is the suspect and cannot vote on their own execution. The voters are Ann, Bob and Cid.'
>>> e.code, e.params["name"]
('suspect_votes', 'Eve')
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final


def join_names(names: object) -> str:
    """``Ann, Bob and Cid``: a list of names as an English phrase.

    >>> join_names(["Ann"]), join_names([]), join_names(["Ann", "Bob"])
    ('Ann', 'nobody', 'Ann and Bob')
    """
    items = [str(n) for n in names] if isinstance(names, (list, tuple, set, frozenset)) else [str(names)]
    if not items:
        return "nobody"
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + " and " + items[-1]


def number_text(value: float) -> str:
    """A number from a file, short whatever its size (an integer may have thousands of digits,
    too many even to turn into a float): at most a dozen characters, in no language.

    >>> number_text(3), number_text(2.5), number_text(-10**40), number_text(10**400)
    ('3', '2.5', '-1e+40', '>1e+308')
    """
    if isinstance(value, float) or abs(value) < 10**15:
        return f"{value:g}"
    if abs(value) < 10**308:
        return f"{float(value):.3g}"
    return ("-" if value < 0 else "") + ">1e+308"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name Qt's lupdate looks for
    """Marks a sentence for the UI's translation catalogues (the engine itself stays Qt-free)."""
    return text


# English sentences for every illegal input. ``{x}`` takes a parameter; lists become phrases.
TEMPLATES: Final[Mapping[str, str]] = {
    "game_over": QT_TRANSLATE_NOOP("Refusals", "The game is over: the {team} won. No more inputs are taken."),
    "unknown_player": QT_TRANSLATE_NOOP(
        "Refusals", "There is no player called “{name}” at this table. The players are {allowed}."
    ),
    "dead_actor": QT_TRANSLATE_NOOP("Refusals", "{name} is dead and cannot {role}."),
    "dead_voter": QT_TRANSLATE_NOOP(
        "Refusals", "{name} is dead and cannot vote. The living who may vote: {allowed}."
    ),
    "no_vote": QT_TRANSLATE_NOOP(
        "Refusals",
        "{name} spent the night with the Lover and may not vote today. Those who may vote: {allowed}.",
    ),
    "dead_target": QT_TRANSLATE_NOOP(
        "Refusals", "{name} is dead and cannot be {role}. Living players: {allowed}."
    ),
    "not_night": QT_TRANSLATE_NOOP(
        "Refusals", "It is day {number}: {act} is a night input. Now the table may: {acts}."
    ),
    "not_day": QT_TRANSLATE_NOOP(
        "Refusals", "It is night {number}: {act} is a day input. Now the table may: {acts}."
    ),
    # (One literal each: lupdate reads no strings split over lines.)
    "meeting_night": QT_TRANSLATE_NOOP(
        "Refusals",
        "Night {number} is the meeting night: nobody acts and nobody is killed. Enter end_night to start the day.",
    ),
    "wrong_role": QT_TRANSLATE_NOOP("Refusals", "{name} cannot {role} tonight: only the {who} may."),
    "acted_already": QT_TRANSLATE_NOOP(
        "Refusals", "{name} has already {done} {target} tonight; one choice a night."
    ),
    "self_target": QT_TRANSLATE_NOOP("Refusals", "{name} cannot {role} themselves."),
    "protect_self": QT_TRANSLATE_NOOP("Refusals", "{name} cannot protect themselves under these rules."),
    "used_up": QT_TRANSLATE_NOOP("Refusals", "{name} has {done} someone already: that is once a game."),
    "wrong_picks": QT_TRANSLATE_NOOP("Refusals", "To {role}, {name} names {count} different players."),
    "last_act_first": QT_TRANSLATE_NOOP(
        "Refusals", "{name} has just died and must first name whom he takes with him, or nobody."
    ),
    "no_last_act": QT_TRANSLATE_NOOP("Refusals", "Nobody is taking anyone with him now."),
    "not_day_act": QT_TRANSLATE_NOOP("Refusals", "{name}'s card does not allow this."),
    "protect_twice": QT_TRANSLATE_NOOP(
        "Refusals", "{name} {done} {target} last night and cannot {role} them two nights running."
    ),
    "must_shoot": QT_TRANSLATE_NOOP(
        "Refusals",
        "The mafia have not chosen a victim yet, and under these rules they may not skip the kill.",
    ),
    "talk_day": QT_TRANSLATE_NOOP(
        "Refusals",
        "Day {number} is for talking only: there is no vote today. Enter end_day to start the night.",
    ),
    "vote_open": QT_TRANSLATE_NOOP(
        "Refusals", "A vote is open ({motion} on {target}): enter the yes-votes first."
    ),
    "no_vote_open": QT_TRANSLATE_NOOP("Refusals", "No vote is open now. Now the table may: {acts}."),
    "no_nomination_procedure": QT_TRANSLATE_NOOP(
        "Refusals", "These rules have no {act} on the day. Now the table may: {acts}."
    ),
    "nominated_twice": QT_TRANSLATE_NOOP(
        "Refusals", "{name} has already nominated {target} today; each player nominates once a day."
    ),
    "already_nominated": QT_TRANSLATE_NOOP(
        "Refusals", "{target} is already nominated today. Nominees: {allowed}."
    ),
    "acquitted_today": QT_TRANSLATE_NOOP(
        "Refusals", "{target} was acquitted today and cannot be accused again until tomorrow."
    ),
    "nothing_to_second": QT_TRANSLATE_NOOP("Refusals", "There is no accusation waiting for a second."),
    "no_seconder": QT_TRANSLATE_NOOP(
        "Refusals", "Only two players are left, so nobody could second an accusation: end the day."
    ),
    "second_by_party": QT_TRANSLATE_NOOP(
        "Refusals", "{name} cannot second the accusation: they are its {party}."
    ),
    "no_second_needed": QT_TRANSLATE_NOOP(
        "Refusals", "These rules need no second: the accusation goes straight to a vote."
    ),
    "suspect_votes": QT_TRANSLATE_NOOP(
        "Refusals", "{name} is the suspect and cannot vote on their own {motion}. The voters are {allowed}."
    ),
    "voted_twice": QT_TRANSLATE_NOOP(
        "Refusals", "{name} raised a hand more than once; each player has one hand."
    ),
    "not_candidate": QT_TRANSLATE_NOOP(
        "Refusals", "{name} is not a candidate in this vote. The candidates are {allowed}."
    ),
    "no_candidates": QT_TRANSLATE_NOOP(
        "Refusals", "Nobody is nominated, so there is nothing to vote on. Nominate someone or end the day."
    ),
    "tally_needed": QT_TRANSLATE_NOOP(
        "Refusals", "Now the table votes by tally, one hand per player. Candidates: {allowed}."
    ),
    "vote_needed": QT_TRANSLATE_NOOP(
        "Refusals", "Now the table votes yes or no on {target}: enter the yes-votes."
    ),
    "end_day_nominees": QT_TRANSLATE_NOOP(
        "Refusals", "Nominees: {allowed}. The town must vote on them before the day can end."
    ),
    "end_day_vote_open": QT_TRANSLATE_NOOP(
        "Refusals", "A vote is open ({motion} on {target}): finish it before the day ends."
    ),
    "end_day_refused": QT_TRANSLATE_NOOP(
        "Refusals",
        "Under these rules the day lasts until someone is voted out; turn on the time-limit pick to end a day without a death.",
    ),
    "tally_not_now": QT_TRANSLATE_NOOP("Refusals", "There is no tally now. Now the table may: {acts}."),
    # Deals that cannot be played (Problem, not IllegalInput: nothing was entered yet).
    "no_scoring": QT_TRANSLATE_NOOP(
        "Refusals",
        "These rules keep no score, so there is no {act}. Turn on the club's scoring to keep fouls and points.",
    ),
    "points_range": QT_TRANSLATE_NOOP(
        "Refusals", "Extra points must be a number other than 0, at most {most} either way; {points} is not."
    ),
    "points_reason": QT_TRANSLATE_NOOP(
        "Refusals", "Extra points need the referee's reason, at most {most} characters."
    ),
    "best_move_made": QT_TRANSLATE_NOOP(
        "Refusals", "{name} has already made the best move; it is made once."
    ),
    "best_move_not_now": QT_TRANSLATE_NOOP(
        "Refusals",
        "{name} cannot make the best move now: only the first player killed at night ({maker}) may, in their last words.",
    ),
    "best_move_names": QT_TRANSLATE_NOOP(
        "Refusals", "{name} names {count} different living players for the best move, from {allowed}."
    ),
    "no_technical_fouls": QT_TRANSLATE_NOOP(
        "Refusals", "These rules give no technical fouls; set how many remove a player to give them."
    ),
    "remove_reason": QT_TRANSLATE_NOOP(
        "Refusals", "A removal needs the referee's reason, at most {most} characters."
    ),
    "shooting_order_not_now": QT_TRANSLATE_NOOP(
        "Refusals", "The shooting order is given once, on the meeting night, by the Don while the mafia meet."
    ),
    "shooting_order_by": QT_TRANSLATE_NOOP(
        "Refusals", "Only the Don gives the shooting order; {name} is not the Don."
    ),
    "shooting_order_names": QT_TRANSLATE_NOOP(
        "Refusals", "The shooting order names one to {most} different players from {allowed}."
    ),
    "single_candidate": QT_TRANSLATE_NOOP(
        "Refusals", "On the first day there is no vote on a single candidate ({name}): end the day."
    ),
    "deal_exact_players": QT_TRANSLATE_NOOP(
        "Refusals", "{preset} rules are for exactly {low} players; this table has {players}"
    ),
    "deal_player_range": QT_TRANSLATE_NOOP(
        "Refusals", "{preset} rules are for {low} to {high} players; this table has {players}"
    ),
    "deal_no_role": QT_TRANSLATE_NOOP("Refusals", "{preset} rules have no {which}"),
    "deal_negative": QT_TRANSLATE_NOOP("Refusals", "a count cannot be negative ({which}: {count})"),
    "deal_overflow": QT_TRANSLATE_NOOP("Refusals", "{special} special roles do not fit {players} players"),
    "rules_player_span": QT_TRANSLATE_NOOP(
        "Refusals", "the fewest players ({low}) is more than the most players ({high})"
    ),
    "rules_need_role": QT_TRANSLATE_NOOP("Refusals", "the roles must include the {which}"),
    "rules_night_call": QT_TRANSLATE_NOOP(
        "Refusals", "the night must call the {which}, because the roles include them"
    ),
    "rules_car_crash": QT_TRANSLATE_NOOP("Refusals", "a car-crash tie needs the day to vote by tally"),
    "deal_town_won": QT_TRANSLATE_NOOP("Refusals", "nobody is mafia, so the town has already won"),
    "deal_mafia_won": QT_TRANSLATE_NOOP(
        "Refusals", "with {mafia} mafia and {town} town the mafia have already won"
    ),
}


# How a motion is named inside a sentence ("their own charge", "the vote on Eve's execution").
MOTION_NOUNS: Final[Mapping[str, str]] = {
    "charge": "charge",
    "execute": "execution",
    "convict": "conviction",
    "jail": "jailing",
    "all_leave": "leaving",
}


_PHRASES: Final[Mapping[str, Mapping[str, str]]] = {
    "motion": MOTION_NOUNS,
}


def render(code: str, params: Mapping[str, object]) -> str:
    """The English sentence of a code with its parameters (lists become phrases; codes of a
    motion, a deed or a role become words)."""
    rendered = {
        k: (join_names(v) if isinstance(v, (list, tuple, set, frozenset)) else v) for k, v in params.items()
    }
    for key, phrases in _PHRASES.items():
        if key in rendered:
            rendered[key] = phrases.get(str(rendered[key]), rendered[key])
    return TEMPLATES[code].format(**rendered)


class Problem(str):
    """A reason something cannot be done, as English text that also carries its code and
    parameters, so the UI can say it in the user's language.

    >>> p = Problem("deal_mafia_won", mafia=3, town=3)
    >>> p, p.code, p.params
    ('with 3 mafia and 3 town the mafia have already won', 'deal_mafia_won', {'mafia': 3, 'town': 3})
    """

    code: str
    params: dict[str, object]

    def __new__(cls, code: str, **params: object) -> Problem:
        self = super().__new__(cls, render(code, params))
        self.code = code
        self.params = params
        return self


class EngineError(ValueError):
    """Base class of the engine's errors; the message is a sentence a person can act on."""


class IllegalInput(EngineError):
    """An input the rules do not allow now. ``code`` and ``params`` are for translation."""

    def __init__(self, code: str, **params: object) -> None:
        self.code = code
        self.params = params
        super().__init__(render(code, params))


class RulesError(EngineError):
    """Rules or options that cannot be used."""


class RecordError(EngineError):
    """A record (or a setup) that cannot be read: bad JSON, wrong types, an invalid deal."""
