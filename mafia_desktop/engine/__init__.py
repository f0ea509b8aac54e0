"""The rules engine: pure Python, no Qt, no I/O, no clock, no global random.

A game is a setup (rules, seed, players, deal) driven only by inputs; every input returns
events; an illegal input raises :class:`IllegalInput`. What each person may see is a pure function
of the game and the viewer (:func:`view_for`).
"""

from .errors import EngineError, IllegalInput, RecordError, RulesError
from .events import Event, event_from_json
from .game import Game, LegalAct
from .inputs import (
    Check,
    DonCheck,
    EndDay,
    EndNight,
    Input,
    Nominate,
    Protect,
    Second,
    Shoot,
    Tally,
    Vote,
    input_from_json,
)
from .record import Record, ReplayError, loads_record, record_from_json, replay, transcript_of
from .roles import ROLES, is_mafia, team_of
from .rules import OPTION_SPECS, PRESET_IDS, PRESETS, Rules, recommended_counts, rules_from_json, with_options
from .setup import Setup, make_setup, name_problem

__all__ = [
    "Check", "DonCheck", "EndDay", "EndNight", "EngineError", "Event", "Game", "IllegalInput",
    "Input", "LegalAct", "Nominate", "OPTION_SPECS", "PRESETS", "PRESET_IDS", "Protect", "ROLES",
    "Record", "RecordError", "ReplayError", "Rules", "RulesError", "Second", "Setup", "Shoot",
    "Tally", "Vote", "event_from_json", "input_from_json", "is_mafia", "loads_record",
    "make_setup", "name_problem", "record_from_json", "recommended_counts", "replay",
    "rules_from_json", "team_of", "transcript_of", "with_options",
]
