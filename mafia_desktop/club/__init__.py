"""The club's sport across games, in plain Python: no Qt, no files, no clock, no global random.

- :mod:`mafia_desktop.club.rating`: the rating red and black (Elo from 1000, the step per game
  type as data) and the first-night compensation (Ci), rebuilt from the games in play order.
- :mod:`mafia_desktop.club.seating`: :func:`~.seating.seat_schedule`, the seating generator
  (players, tables, rounds -> a :class:`~.seating.Schedule`: who sits where in each round, and
  who sits out), balancing how often each pair meets and how often each player gets each seat.
- :mod:`mafia_desktop.club.tournament`: :class:`~.tournament.Tournament` (players, rounds, tables,
  "keep apart" pairs, the tie-break order, the schedule), its file format
  (:func:`~.tournament.tournament_to_json`, :func:`~.tournament.tournament_from_json`), the
  ranking by the tie-break order (:func:`~.tournament.rank`) and the link from a game record to
  its slot (the record's ``tournament`` app member).

Files are :mod:`mafia_desktop.storage.tournaments`' business, the printed schedule
:mod:`mafia_desktop.printing.schedule`'s.

Every refusal is a :class:`ClubError`: a code and its parameters (for the UI to say in the
user's language: :attr:`ClubError.message` is an :class:`~mafia_desktop.i18n.Message`, context
``Club``), and an English sentence (``str(error)``) for the command line and bug reports.

>>> e = ClubError("too_few_players", players=12, tables=2, least=14)
>>> e.code, str(e)
('too_few_players', '12 players cannot fill 2 tables: a table needs at least 7 players, 14 in all.')
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from mafia_desktop.i18n import QT_TRANSLATE_NOOP, Message

#: English sentences for every refusal of the club's package, by code; ``{x}`` takes a parameter.
CLUB_ERRORS: Final[Mapping[str, str]] = {
    # -- seating: what was asked for
    "tables_range": QT_TRANSLATE_NOOP("Club", "A tournament has 1 to {most} tables, not {tables}."),
    "rounds_range": QT_TRANSLATE_NOOP("Club", "A tournament has 1 to {most} rounds, not {rounds}."),
    "table_size_range": QT_TRANSLATE_NOOP(
        "Club", "A table seats {least} to {most} players, not {table_size}."
    ),
    "too_few_players": QT_TRANSLATE_NOOP(
        "Club",
        "{players} players cannot fill {tables} tables: a table needs at least 7 players, {least} in all.",
    ),
    "bad_name": QT_TRANSLATE_NOOP("Club", "The player name “{name}” cannot be used: {problem}."),
    "duplicate_player": QT_TRANSLATE_NOOP(
        "Club", "“{name}” is entered twice (names that look the same count as the same player)."
    ),
    "keep_apart_unknown": QT_TRANSLATE_NOOP(
        "Club", "The pair to keep apart names “{name}”, who is not among the players."
    ),
    "keep_apart_self": QT_TRANSLATE_NOOP("Club", "A pair to keep apart needs two different players."),
    "keep_apart_impossible": QT_TRANSLATE_NOOP(
        "Club",
        "The pairs to keep apart cannot all be kept apart in round {round}: there are too few tables or too few players sitting out. Keep fewer pairs apart, or add a table.",
    ),
    # -- a tournament and its file
    "bad_id": QT_TRANSLATE_NOOP("Club", "The tournament's id must be 32 hexadecimal digits."),
    "bad_tournament_name": QT_TRANSLATE_NOOP(
        "Club", "A tournament's name has 1 to {most} characters, on one line."
    ),
    "bad_game_type": QT_TRANSLATE_NOOP("Club", "The game type must be one of: {allowed}."),
    "bad_tie_break": QT_TRANSLATE_NOOP(
        "Club", "The tie-break order must list different keys from: {allowed}."
    ),
    "no_slot": QT_TRANSLATE_NOOP("Club", "There is no table {table} in round {round} of this tournament."),
    "not_json": QT_TRANSLATE_NOOP("Club", "The file is not a tournament: {reason}."),
    "unknown_format": QT_TRANSLATE_NOOP("Club", "The file is not a Mafia Desktop tournament."),
    "unknown_version": QT_TRANSLATE_NOOP(
        "Club", "The tournament file is of version {version}, which this version of the app cannot read."
    ),
    "bad_member": QT_TRANSLATE_NOOP("Club", "The tournament file's “{member}” must be {expected}."),
    "unknown_member": QT_TRANSLATE_NOOP(
        "Club", "The tournament file has a member this app does not know: “{member}”."
    ),
    "out_of_range": QT_TRANSLATE_NOOP(
        "Club", "The tournament file's “{member}” must be from {low} to {high}."
    ),
    "bad_schedule": QT_TRANSLATE_NOOP(
        "Club", "The tournament's schedule is not right: round {round}, {reason}."
    ),
}

#: What :data:`CLUB_ERRORS`' ``bad_schedule`` says is wrong (its ``reason``), by code.
SCHEDULE_PROBLEMS: Final[Mapping[str, str]] = {
    "tables": QT_TRANSLATE_NOOP("Club", "the number of tables is not the tournament's"),
    "size": QT_TRANSLATE_NOOP("Club", "a table has too many or too few players"),
    "unknown": QT_TRANSLATE_NOOP("Club", "a name is not among the players"),
    "twice": QT_TRANSLATE_NOOP("Club", "a player is seated twice, or both seated and sitting out"),
    "missing": QT_TRANSLATE_NOOP("Club", "a player is neither seated nor sitting out"),
    "apart": QT_TRANSLATE_NOOP("Club", "a pair to keep apart sits at one table"),
    "rounds": QT_TRANSLATE_NOOP("Club", "the number of rounds is not the tournament's"),
}


class ClubError(ValueError):
    """A refusal: ``code`` (a key of :data:`CLUB_ERRORS`) and ``params``; ``str()`` is English."""

    def __init__(self, code: str, **params: object) -> None:
        self.code = code
        self.params = params
        super().__init__(code)

    @property
    def message(self) -> Message:
        """The sentence for a person (``i18n.say`` puts it in the app's language)."""
        params: dict[str, object] = dict(self.params)
        reason = params.get("reason")
        if self.code == "bad_schedule" and isinstance(reason, str) and reason in SCHEDULE_PROBLEMS:
            params["reason"] = Message("Club", SCHEDULE_PROBLEMS[reason])
        return Message("Club", CLUB_ERRORS[self.code], **params)

    def __str__(self) -> str:
        return str(self.message)
