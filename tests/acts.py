"""Short names for the four presets' night inputs in tests: ``Shoot("Ann", "Cid")`` is the
engine's generic ``NightInput("shoot", "Ann", "Cid")``."""

from __future__ import annotations

from functools import partial

from mafia_desktop.engine.inputs import NightInput

Shoot = partial(NightInput, "shoot")
Check = partial(NightInput, "check")
DonCheck = partial(NightInput, "don_check")
Protect = partial(NightInput, "protect")
