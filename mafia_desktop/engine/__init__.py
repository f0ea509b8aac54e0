"""The rules engine: pure Python, no Qt, no I/O, no clock, no global random.

A game is a setup (rules, seed, players, deal) driven only by inputs; every input returns
events; an illegal input raises :class:`IllegalInput`. What each person may see is a pure function
of the game and the viewer (:func:`view_for`).

The names below are loaded on first use, so a screen that needs only the rules does not pay for
the whole engine at start-up.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

_EXPORTS = {
    "errors": ("EngineError", "IllegalInput", "RecordError", "RulesError"),
    "events": ("Event", "event_from_json"),
    "game": ("Game", "LegalAct"),
    "inputs": (
        "EndDay",
        "EndNight",
        "Input",
        "NightInput",
        "Nominate",
        "Second",
        "Tally",
        "Vote",
        "input_from_json",
    ),
    "record": ("Record", "ReplayError", "loads_record", "record_from_json", "replay", "transcript_of"),
    "roles": ("NIGHT_ACTS", "ROLES", "NightAct", "Role", "is_mafia", "register", "registered", "team_of"),
    "rules": (
        "OPTION_SPECS",
        "PRESETS",
        "PRESET_IDS",
        "Rules",
        "recommended_counts",
        "rules_from_json",
        "with_options",
    ),
    "setup": ("Setup", "make_setup", "name_problem"),
    "deal": ("deal_roles", "recommended_deal"),
    "views": (
        "PUBLIC",
        "REFEREE",
        "PublicSeat",
        "PublicView",
        "TableView",
        "Viewer",
        "player",
        "public_view",
        "view_for",
    ),
}
_WHERE = {name: module for module, names in _EXPORTS.items() for name in names}
__all__ = sorted(_WHERE)


def __getattr__(name: str) -> Any:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


if TYPE_CHECKING:
    from .deal import deal_roles, recommended_deal
    from .errors import EngineError, IllegalInput, RecordError, RulesError
    from .events import Event, event_from_json
    from .game import Game, LegalAct
    from .inputs import (
        EndDay,
        EndNight,
        Input,
        NightInput,
        Nominate,
        Second,
        Tally,
        Vote,
        input_from_json,
    )
    from .record import Record, ReplayError, loads_record, record_from_json, replay, transcript_of
    from .roles import NIGHT_ACTS, ROLES, NightAct, Role, is_mafia, register, registered, team_of
    from .rules import (
        OPTION_SPECS,
        PRESET_IDS,
        PRESETS,
        Rules,
        recommended_counts,
        rules_from_json,
        with_options,
    )
    from .setup import Setup, make_setup, name_problem
    from .views import (
        PUBLIC,
        REFEREE,
        PublicSeat,
        PublicView,
        TableView,
        Viewer,
        player,
        public_view,
        view_for,
    )
