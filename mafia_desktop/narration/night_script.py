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

from mafia_desktop import phrases
from mafia_desktop.engine.events import Death, Event, NoKill, Reveal, Saved
from mafia_desktop.engine.roles import NIGHT_ACTS, ROLES, acts_of_call, is_mafia
from mafia_desktop.engine.rules import Rules
from mafia_desktop.i18n import QT_TRANSLATE_NOOP, in_language

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
    "meet_leader": QT_TRANSLATE_NOOP(
        "Narration", "Mafia, wake up: meet each other and your {role}. No one is killed tonight."
    ),
    "meet_sleep": QT_TRANSLATE_NOOP("Narration", "Mafia, go to sleep."),
    "checker_meet": QT_TRANSLATE_NOOP("Narration", "{role}, wake up and meet the host."),
    "wake_kill_team": QT_TRANSLATE_NOOP("Narration", "Mafia, wake up and choose your victim."),
    "wake_kill": QT_TRANSLATE_NOOP("Narration", "Mafia, wake up. Each of you, shoot."),
    "wake_look_for": QT_TRANSLATE_NOOP("Narration", "{role}, wake up and look for the {finds}."),
    "wake_check": QT_TRANSLATE_NOOP("Narration", "{role}, wake up and choose whom to check."),
    "wake_protect": QT_TRANSLATE_NOOP("Narration", "{role}, wake up and choose whom to protect."),
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


def _name(rules: Rules, role: str, lang: str) -> str:
    return phrases.in_language_of(lang, phrases.role_name, rules, role)


def _finds(rules: Rules, act: str, lang: str) -> str:
    return phrases.in_language_of(lang, phrases.finds_name, rules, act)


def _wake(rules: Rules, call: str, lang: str) -> str:
    """The line that wakes a call, by what its act does (the registry)."""
    act = acts_of_call(call)[0]
    role = _name(rules, call, lang)
    if act.kind == "kill":
        return _say(lang, "wake_kill_team" if rules.kill == "team" else "wake_kill")
    if act.kind == "protect":
        return _say(lang, "wake_protect", role=role)
    if act.finds == "mafia":
        return _say(lang, "wake_check", role=role)
    return _say(lang, "wake_look_for", role=role, finds=_finds(rules, act.id, lang))


def _protector(rules: Rules, dealt: Iterable[str]) -> str:
    """The role whose protection saved the victim (the first protector dealt)."""
    protectors = [r for r in ROLES if any(NIGHT_ACTS[a].kind == "protect" for a in ROLES[r].night_acts)]
    return next((r for r in protectors if r in set(dealt)), protectors[0] if protectors else "doctor")


def night_lines(
    rules: Rules, meeting: bool, dealt: Iterable[str], lang: str = "en", pass_round: bool = False
) -> list[Line]:
    """The lines of a night in the rules' night order: every role dealt is called, alive or not
    (a secret death must not be betrayed by a missing call)."""
    dealt = set(dealt)
    lines = [Line("sleep_all", _say(lang, "sleep_all"))]
    if meeting:
        leader = next((r for r in ROLES if r in dealt and is_mafia(r) and r != "mafia"), None)
        if leader is not None:
            meet = _say(lang, "meet_leader", role=_name(rules, leader, lang))
        else:
            meet = _say(lang, "meet")
        lines.append(Line("meet", meet, "mafia"))
        lines.append(Line("sleep", _say(lang, "meet_sleep"), "mafia"))
        for checker in phrases.meeting_checkers(rules):
            if checker in dealt:
                role = _name(rules, checker, lang)
                lines.append(Line("meet", _say(lang, "checker_meet", role=role), checker))
                lines.append(Line("sleep", _say(lang, "sleep", role=role), checker))
        return lines
    if pass_round:
        return lines + [Line("pass_round", _say(lang, "pass_round"))]
    for caller in rules.night_order:
        answering = {r for r in dealt if caller in ROLES[r].calls}
        if acts_of_call(caller)[0].kind != "kill" and not answering:
            continue
        lines.append(Line("wake", _wake(rules, caller, lang), caller))
        lines.append(Line("sleep", _say(lang, "sleep", role=_name(rules, caller, lang)), caller))
    return lines


def morning_lines(
    rules: Rules, events: Iterable[Event], lang: str = "en", dealt: Iterable[str] = ()
) -> list[Line]:
    """The morning: who died (a dead player's card where the rules turn it up), or no one."""
    lines = [Line("morning", _say(lang, "morning"))]
    for e in events:
        if isinstance(e, Death) and e.cause == "night":
            lines.append(Line("victim", _say(lang, "victim", name=e.player)))
        elif isinstance(e, Reveal):
            lines.append(Line("card", _say(lang, "card", name=e.player, role=_name(rules, e.role, lang))))
        elif isinstance(e, NoKill):
            lines.append(Line("no_kill", _say(lang, "no_kill")))
        elif isinstance(e, Saved):
            if rules.announce_save:
                doctor = _name(rules, _protector(rules, dealt or rules.roles), lang)
                lines.append(Line("saved", _say(lang, "saved", doctor=doctor)))
            else:
                lines.append(Line("no_kill", _say(lang, "no_kill")))
    return lines


def every_line(rules: Rules, players: Iterable[str], dealt: Iterable[str], lang: str = "en") -> list[str]:
    """Every line this game may speak, to render and cache when the game starts."""
    dealt = set(dealt)
    players = list(players)
    texts_: list[str] = []
    for meeting in (True, False):
        texts_ += [line.text for line in night_lines(rules, meeting, dealt, lang)]
    texts_ += [_say(lang, "pass_round"), _say(lang, "morning"), _say(lang, "no_kill")]
    texts_.append(_say(lang, "saved", doctor=_name(rules, _protector(rules, dealt), lang)))
    for p in players:
        texts_.append(_say(lang, "victim", name=p))
        if rules.reveal != "never":
            texts_ += [_say(lang, "card", name=p, role=_name(rules, r, lang)) for r in dealt | {"civilian"}]
    return list(dict.fromkeys(texts_))
