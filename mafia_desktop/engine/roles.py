"""Roles as data: which team each belongs to and what it may do at night.

>>> ROLES["don"].team
'mafia'
>>> ROLES["detective"].night_acts
('check',)
>>> team_of("don")
'mafia'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final, Literal

RoleId = Literal["civilian", "mafia", "don", "detective", "doctor"]
Team = Literal["town", "mafia"]

ROLE_IDS: Final[tuple[str, ...]] = ("civilian", "mafia", "don", "detective", "doctor")
TEAMS: Final[tuple[str, ...]] = ("town", "mafia")


@dataclass(frozen=True, slots=True)
class Role:
    """One role: its id (as in the record), its team and the night acts it may make."""

    id: str
    team: str
    night_acts: tuple[str, ...]


ROLES: Final[Mapping[str, Role]] = {
    "civilian": Role("civilian", "town", ()),
    "mafia": Role("mafia", "mafia", ("shoot",)),
    "don": Role("don", "mafia", ("shoot", "don_check")),
    "detective": Role("detective", "town", ("check",)),
    "doctor": Role("doctor", "town", ("protect",)),
}

# The night acts and the role a referee calls for each, in the record's vocabulary.
NIGHT_ACTS: Final[tuple[str, ...]] = ("shoot", "don_check", "check", "protect")


def team_of(role: str) -> str:
    """The team of a role id: ``"mafia"`` for mafia and don, ``"town"`` for everyone else."""
    return ROLES[role].team


def is_mafia(role: str) -> bool:
    """True for every member of the mafia team (the Don counts as mafia).

    >>> is_mafia("don"), is_mafia("detective")
    (True, False)
    """
    return ROLES[role].team == "mafia"
