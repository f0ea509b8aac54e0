"""Which roles the table calls tonight, in the night's order: one answer for the referee console's
steps, the laptop in the middle's wakes and the narrator's night.

Every role dealt is called, alive or not (a secret death must not be betrayed by a missing call),
unless every one of its cards was turned up for all to see; after a night the mafia could not end
without a victim, only the calls that share the kill are woken again. Public information only.

>>> from mafia_desktop.engine.rules import PRESETS
>>> night_calls(PRESETS["club"], {"don": 1, "mafia": 2, "detective": 1, "civilian": 6})
['mafia', 'don', 'detective']
>>> night_calls(PRESETS["club"], {"don": 1, "mafia": 2, "detective": 1}, again=True)
['mafia']
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from mafia_desktop.engine.roles import NIGHT_ACTS, ROLES, acts_of_call
from mafia_desktop.engine.rules import Rules
from mafia_desktop.engine.views import PublicView


def night_calls(
    rules: Rules, dealt: Mapping[str, int], shown_dead: Iterable[str] = (), again: bool = False
) -> list[str]:
    """The calls of a night: ``dealt`` how many cards of each role were dealt, ``shown_dead`` the
    roles of the dead whose cards were turned up (one entry a card)."""
    gone = list(shown_dead)
    calls = []
    for caller in rules.night_order:
        answering = {role for role in dealt if caller in ROLES[role].calls}
        count = sum(dealt[role] for role in answering)
        if count > sum(1 for role in gone if role in answering):
            calls.append(caller)
    if again:
        calls = [c for c in calls if any(a.behaviour.shared for a in acts_of_call(c))]
    return calls


def night_plan(public: PublicView, again: bool = False) -> list[str]:
    """Tonight's calls, as the table makes them (none on a meeting night: nobody acts)."""
    if public.step.code == "meeting_night":
        return []
    shown = [role for name, role in public.revealed if not public.seat(name).alive]
    return night_calls(public.rules, dict(public.dealt), shown, again)


def act_results(act: str) -> tuple[str, ...]:
    """Every result an act's answer may have (the room its words keep is the room of the longest,
    so their shape tells nothing of the result): the act's kind says them."""
    spec = NIGHT_ACTS[act]
    return spec.behaviour.results(spec)
