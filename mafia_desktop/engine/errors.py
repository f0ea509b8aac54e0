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


# English sentences for every illegal input. ``{x}`` takes a parameter; lists become phrases.
TEMPLATES: Final[Mapping[str, str]] = {
    "game_over": "The game is over: the {team} won. No more inputs are taken.",
    "unknown_player": "{name} is not at this table. The players are {allowed}.",
    "dead_actor": "{name} is dead and cannot {role}.",
    "dead_voter": "{name} is dead and cannot vote. The living who may vote: {allowed}.",
    "dead_target": "{name} is dead and cannot be {role}. Living players: {allowed}.",
    "not_night": "It is day {number}: {act} is a night input. Now the table may: {allowed}.",
    "not_day": "It is night {number}: {act} is a day input. Now the table may: {allowed}.",
    "meeting_night": (
        "Night {number} is the meeting night: nobody acts and nobody is killed. "
        "Enter end_night to start the day."
    ),
    "wrong_role": "{name} cannot {role} tonight: only {allowed} may.",
    "acted_already": "{name} has already {done} tonight; one choice a night.",
    "self_target": "{name} cannot {role} themselves.",
    "protect_self": "{name} cannot protect themselves under these rules.",
    "protect_twice": "{name} protected {target} last night and cannot protect them two nights running.",
    "must_shoot": "The mafia have not chosen a victim yet, and under these rules they may not skip the kill.",
    "talk_day": "Day {number} is for talking only: there is no vote today. Enter end_day to start the night.",
    "vote_open": "A vote is open ({motion} on {target}): enter the yes-votes first.",
    "no_vote_open": "No vote is open now. Now the table may: {allowed}.",
    "no_nomination_procedure": "These rules have no {act} on the day. Now the table may: {allowed}.",
    "nominated_twice": "{name} has already nominated {target} today; each player nominates once a day.",
    "already_nominated": "{target} is already nominated today. Nominees: {allowed}.",
    "acquitted_today": "{target} was acquitted today and cannot be accused again until tomorrow.",
    "nothing_to_second": "There is no accusation waiting for a second.",
    "no_seconder": "Only two players are left, so nobody could second an accusation: end the day.",
    "second_by_party": "{name} cannot second the accusation: they are its {party}.",
    "no_second_needed": "These rules need no second: the accusation goes straight to a vote.",
    "suspect_votes": "{name} is the suspect and cannot vote on their own {motion}. The voters are {allowed}.",
    "voted_twice": "{name} raised a hand more than once; each player has one hand.",
    "not_candidate": "{name} is not a candidate in this vote. The candidates are {allowed}.",
    "no_candidates": "Nobody is nominated, so there is nothing to vote on. Nominate someone or end the day.",
    "tally_needed": "Now the table votes by tally, one hand per player. Candidates: {allowed}.",
    "vote_needed": "Now the table votes yes or no on {target}: enter the yes-votes.",
    "end_day_nominees": "Nominees: {allowed}. The town must vote on them before the day can end.",
    "end_day_vote_open": "A vote is open ({motion} on {target}): finish it before the day ends.",
    "end_day_refused": (
        "Under these rules the day lasts until someone is voted out; "
        "turn on the time-limit pick to end a day without a death."
    ),
    "tally_not_now": "There is no tally now. Now the table may: {allowed}.",
}


# How a motion is named inside a sentence ("their own charge", "the vote on Eve's execution").
MOTION_NOUNS: Final[Mapping[str, str]] = {
    "charge": "charge",
    "execute": "execution",
    "convict": "conviction",
    "jail": "jailing",
    "all_leave": "leaving",
}


class EngineError(ValueError):
    """Base class of the engine's errors; the message is a sentence a person can act on."""


class IllegalInput(EngineError):
    """An input the rules do not allow now. ``code`` and ``params`` are for translation."""

    def __init__(self, code: str, **params: object) -> None:
        self.code = code
        self.params = params
        text = TEMPLATES[code]
        rendered = {
            k: (join_names(v) if isinstance(v, (list, tuple, set, frozenset)) else v)
            for k, v in params.items()
        }
        if "motion" in rendered:
            rendered["motion"] = MOTION_NOUNS.get(str(rendered["motion"]), rendered["motion"])
        super().__init__(text.format(**rendered))


class RulesError(EngineError):
    """Rules or options that cannot be used."""


class RecordError(EngineError):
    """A record (or a setup) that cannot be read: bad JSON, wrong types, an invalid deal."""
