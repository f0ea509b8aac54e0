"""A preset with roles added by house rule, as set-up adds them (their calls in the night order)."""

from __future__ import annotations

from mafia_desktop.engine.roles import night_order_for
from mafia_desktop.engine.rules import PRESETS, Rules, with_options


def house(preset: str, *roles: str) -> Rules:
    """``preset`` with ``roles`` added: in the rules' roles, their calls in the night order."""
    base = PRESETS[preset]
    all_roles = list(dict.fromkeys([*base.roles, *roles]))
    return with_options(
        base, {"roles": all_roles, "night_order": night_order_for(base.night_order, all_roles)}
    )
