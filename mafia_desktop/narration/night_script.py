"""The night script: every line the narrator may speak, per preset and language, as data.

A line calls a role ("Sheriff, wake up") or speaks to everyone ("The town falls asleep"), and in
the morning names the dead and, where the rules turn it up, a dead player's card. A line never
puts a living player's name beside a role.

>>> from mafia_desktop.engine.rules import PRESETS
>>> [l.text for l in night_lines(PRESETS["club"], meeting=True, dealt={"don", "mafia", "detective"})][:2]
['The town falls asleep.', 'Mafia, wake up: meet each other and your Don. No one is killed tonight.']
>>> [l.text for l in night_lines(PRESETS["youth"], meeting=False, dealt={"mafia", "doctor"}, lang="ru")][1]
'Мафия, просыпайтесь и выберите жертву.'
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final

from mafia_desktop.engine.events import Death, Event, NoKill, Reveal, Saved
from mafia_desktop.engine.rules import Rules
from mafia_desktop.i18n import QT_TRANSLATE_NOOP, in_language
from mafia_desktop.role_names import role_name

LANGUAGES: Final = ("en", "ru")


@dataclass(frozen=True)
class Line:
    """One spoken line. ``call`` is the role it wakes or puts to sleep (None: everyone)."""

    key: str  # what the line is: sleep_all, wake, act, sleep, meet, morning, victim, ...
    text: str
    call: str | None = None


TEXT: Final[dict[str, str]] = {
    "sleep_all": QT_TRANSLATE_NOOP("Narration", "The town falls asleep."),
    "meet": QT_TRANSLATE_NOOP(
        "Narration", "Mafia, wake up and look at each other. No one is killed tonight."
    ),
    "meet_club": QT_TRANSLATE_NOOP(
        "Narration", "Mafia, wake up: meet each other and your Don. No one is killed tonight."
    ),
    "meet_sleep": QT_TRANSLATE_NOOP("Narration", "Mafia, go to sleep."),
    "sheriff_meet": QT_TRANSLATE_NOOP("Narration", "{role}, wake up and meet the host."),
    "wake_mafia_team": QT_TRANSLATE_NOOP("Narration", "Mafia, wake up and choose your victim."),
    "wake_mafia_shoot": QT_TRANSLATE_NOOP("Narration", "Mafia, wake up. Each of you, shoot."),
    "wake_don": QT_TRANSLATE_NOOP("Narration", "{role}, wake up and look for the {detective}."),
    "wake_detective": QT_TRANSLATE_NOOP("Narration", "{role}, wake up and choose whom to check."),
    "wake_doctor": QT_TRANSLATE_NOOP("Narration", "{role}, wake up and choose whom to protect."),
    "sleep": QT_TRANSLATE_NOOP("Narration", "{role}, go to sleep."),
    "morning": QT_TRANSLATE_NOOP("Narration", "The town wakes up."),
    "victim": QT_TRANSLATE_NOOP("Narration", "Tonight {name} was killed."),
    "no_kill": QT_TRANSLATE_NOOP("Narration", "A good morning: no one died tonight."),
    "saved": QT_TRANSLATE_NOOP("Narration", "No one died tonight: the {doctor} saved the victim."),
    "card": QT_TRANSLATE_NOOP("Narration", "{name}'s card: {role}."),
    "pass_round": QT_TRANSLATE_NOOP("Narration", "Pass the laptop round the circle, one by one."),
}


def _say(lang: str, key: str, **params: str) -> str:
    return in_language(lang, "Narration", TEXT[key]).format(**params)


def night_lines(
    rules: Rules, meeting: bool, dealt: Iterable[str], lang: str = "en", pass_round: bool = False
) -> list[Line]:
    """The lines of a night in the rules' night order: every role dealt is called, alive or not
    (a secret death must not be betrayed by a missing call)."""
    dealt = set(dealt)
    lines = [Line("sleep_all", _say(lang, "sleep_all"))]
    name = {r: role_name(rules, r, lang) for r in ("mafia", "don", "detective", "doctor")}
    if meeting:
        lines.append(Line("meet", _say(lang, "meet_club" if "don" in dealt else "meet"), "mafia"))
        lines.append(Line("sleep", _say(lang, "meet_sleep"), "mafia"))
        if rules.preset == "club" and "detective" in dealt:
            lines.append(Line("meet", _say(lang, "sheriff_meet", role=name["detective"]), "detective"))
            lines.append(Line("sleep", _say(lang, "sleep", role=name["detective"]), "detective"))
        return lines
    if pass_round:
        return lines + [Line("pass_round", _say(lang, "pass_round"))]
    for caller in rules.night_order:
        if caller != "mafia" and caller not in dealt:
            continue
        if caller == "mafia":
            key = "wake_mafia_team" if rules.kill == "team" else "wake_mafia_shoot"
            wake = _say(lang, key)
        elif caller == "don":
            wake = _say(lang, "wake_don", role=name["don"], detective=name["detective"])
        else:
            wake = _say(lang, f"wake_{caller}", role=name[caller])
        lines.append(Line("wake", wake, caller))
        lines.append(Line("sleep", _say(lang, "sleep", role=name[caller]), caller))
    return lines


def morning_lines(rules: Rules, events: Iterable[Event], lang: str = "en") -> list[Line]:
    """The morning: who died (a dead player's card where the rules turn it up), or no one."""
    lines = [Line("morning", _say(lang, "morning"))]
    for e in events:
        if isinstance(e, Death) and e.cause == "night":
            lines.append(Line("victim", _say(lang, "victim", name=e.player)))
        elif isinstance(e, Reveal):
            lines.append(Line("card", _say(lang, "card", name=e.player, role=role_name(rules, e.role, lang))))
        elif isinstance(e, NoKill):
            lines.append(Line("no_kill", _say(lang, "no_kill")))
        elif isinstance(e, Saved):
            if rules.announce_save:
                lines.append(Line("saved", _say(lang, "saved", doctor=role_name(rules, "doctor", lang))))
            else:
                lines.append(Line("no_kill", _say(lang, "no_kill")))
    return lines


def every_line(rules: Rules, players: Iterable[str], dealt: Iterable[str], lang: str = "en") -> list[str]:
    """Every line this game may speak, to render and cache when the game starts."""
    dealt = set(dealt)
    players = list(players)
    texts: list[str] = []
    for meeting in (True, False):
        texts += [line.text for line in night_lines(rules, meeting, dealt, lang)]
    texts += [_say(lang, "pass_round"), _say(lang, "morning"), _say(lang, "no_kill")]
    texts.append(_say(lang, "saved", doctor=role_name(rules, "doctor", lang)))
    for p in players:
        texts.append(_say(lang, "victim", name=p))
        if rules.reveal != "never":
            texts += [
                _say(lang, "card", name=p, role=role_name(rules, r, lang)) for r in dealt | {"civilian"}
            ]
    return list(dict.fromkeys(texts))
