"""The words on printed pages, in English and Russian.

>>> say("ru", "fold_instructions")[:12]
'Загните клап'
"""

from __future__ import annotations

from typing import Final

from mafia_desktop.engine.rules import Rules
from mafia_desktop.i18n import QT_TRANSLATE_NOOP, in_language
from mafia_desktop.role_names import role_name

PRESET_NAMES: Final[dict[str, str]] = {
    "classic": QT_TRANSLATE_NOOP("Presets", "Classic"),
    "youth": QT_TRANSLATE_NOOP("Presets", "Youth group"),
    "club": QT_TRANSLATE_NOOP("Presets", "Club"),
    "angel": QT_TRANSLATE_NOOP("Presets", "Angel"),
}

DUTIES: Final[dict[str, str]] = {
    "civilian": QT_TRANSLATE_NOOP("Duties", "No night power: find the mafia by talking and voting."),
    "mafia": QT_TRANSLATE_NOOP("Duties", "At night, kill with the other mafia. By day, hide."),
    "don": QT_TRANSLATE_NOOP("Duties", "Lead the mafia; each night, look for the {detective}."),
    "detective": QT_TRANSLATE_NOOP("Duties", "Each night, ask whether one player is mafia."),
    "doctor": QT_TRANSLATE_NOOP("Duties", "Each night, protect one player from the mafia."),
}

CARDS: Final[dict[str, str]] = {
    "number": QT_TRANSLATE_NOOP("Cards", "number card (2-10)"),
    "jack": QT_TRANSLATE_NOOP("Cards", "Jack"),
    "queen": QT_TRANSLATE_NOOP("Cards", "Queen"),
    "king": QT_TRANSLATE_NOOP("Cards", "King"),
    "ace": QT_TRANSLATE_NOOP("Cards", "Ace"),
    "red_number": QT_TRANSLATE_NOOP("Cards", "red 2-9"),
    "clubs_face": QT_TRANSLATE_NOOP("Cards", "King, Queen, Jack of clubs"),
    "red_queen": QT_TRANSLATE_NOOP("Cards", "Queen of hearts, then of diamonds"),
    "red_king": QT_TRANSLATE_NOOP("Cards", "King of hearts"),
}

TEXT: Final[dict[str, str]] = {
    "role_cards": QT_TRANSLATE_NOOP("Print", "Role cards: {preset}, {players} players"),
    "backs": QT_TRANSLATE_NOOP("Print", "Backs: print on the reverse (flip on the long edge)"),
    "cut": QT_TRANSLATE_NOOP("Print", "Cut along the marks. Every back is the same."),
    "recipe_title": QT_TRANSLATE_NOOP("Print", "The deck for {preset}, {players} players"),
    "recipe_intro": QT_TRANSLATE_NOOP(
        "Print", "Take these cards from a standard deck, shuffle, and deal one to each player:"
    ),
    "recipe_line": QT_TRANSLATE_NOOP("Print", "{count} × {card} — {role}"),
    "recipe_total": QT_TRANSLATE_NOOP("Print", "{count} cards in all."),
    "fold_title": QT_TRANSLATE_NOOP("Print", "Fold-over cards: {preset}"),
    "fold_instructions": QT_TRANSLATE_NOOP(
        "Print", "Fold the flap over the role first, then fold on the middle line. Your name stays outside."
    ),
    "fold_outside": QT_TRANSLATE_NOOP("Print", "{name}"),
    "fold_seat": QT_TRANSLATE_NOOP("Print", "seat {seat}"),
    "fold_flap": QT_TRANSLATE_NOOP("Print", "fold this flap over first"),
    "fold_inside": QT_TRANSLATE_NOOP("Print", "You are:"),
    "referee_title": QT_TRANSLATE_NOOP("Print", "Referee's sheet: {preset}"),
    "seat": QT_TRANSLATE_NOOP("Print", "Seat"),
    "name": QT_TRANSLATE_NOOP("Print", "Name"),
    "role": QT_TRANSLATE_NOOP("Print", "Role"),
    "night": QT_TRANSLATE_NOOP("Print", "Night {n}"),
    "day": QT_TRANSLATE_NOOP("Print", "Day {n}"),
    "killed": QT_TRANSLATE_NOOP("Print", "killed"),
    "checked": QT_TRANSLATE_NOOP("Print", "checked"),
    "out": QT_TRANSLATE_NOOP("Print", "Out"),
    "notes": QT_TRANSLATE_NOOP("Print", "Notes"),
    "mates": QT_TRANSLATE_NOOP("Print", "The other mafia: {names}."),
    "protocol_title": QT_TRANSLATE_NOOP("Print", "Club protocol"),
    "nominations": QT_TRANSLATE_NOOP("Print", "Nominated"),
    "votes": QT_TRANSLATE_NOOP("Print", "Votes"),
    "kills": QT_TRANSLATE_NOOP("Print", "Killed at night"),
    "checks": QT_TRANSLATE_NOOP("Print", "Checks"),
    "result": QT_TRANSLATE_NOOP("Print", "Result"),
    "winner_town": QT_TRANSLATE_NOOP("Print", "The town won"),
    "winner_mafia": QT_TRANSLATE_NOOP("Print", "The mafia won"),
    "timeline_title": QT_TRANSLATE_NOOP("Print", "The game's protocol: {preset}"),
    "seed": QT_TRANSLATE_NOOP("Print", "Seed {seed}"),
    "cards_dealt": QT_TRANSLATE_NOOP("Print", "The cards"),
    "timeline": QT_TRANSLATE_NOOP("Print", "Timeline"),
    "page": QT_TRANSLATE_NOOP("Print", "Page {page} of {pages}"),
    "generated": QT_TRANSLATE_NOOP("Print", "Mafia Desktop"),
}


def say(lang: str, key: str, **params: object) -> str:
    return in_language(lang, "Print", TEXT[key]).format(**params)


def preset_name(rules: Rules, lang: str) -> str:
    return in_language(lang, "Presets", PRESET_NAMES[rules.preset])


def duty(rules: Rules, role: str, lang: str) -> str:
    return in_language(lang, "Duties", DUTIES[role]).format(detective=role_name(rules, "detective", lang))


def card_name(code: str, lang: str) -> str:
    return in_language(lang, "Cards", CARDS[code])


__all__ = ["CARDS", "DUTIES", "PRESET_NAMES", "TEXT", "card_name", "duty", "preset_name", "role_name", "say"]


EVENTS: Final[dict[str, str]] = {
    "nomination_accuse": QT_TRANSLATE_NOOP("PrintEvents", "{by} accuses {target}"),
    "nomination": QT_TRANSLATE_NOOP("PrintEvents", "{by} nominates {target}"),
    "second": QT_TRANSLATE_NOOP("PrintEvents", "{by} seconds the accusation of {target}"),
    "lapsed": QT_TRANSLATE_NOOP("PrintEvents", "No second: the accusation of {target} lapses"),
    "vote": QT_TRANSLATE_NOOP(
        "PrintEvents", "Vote ({motion}) on {target}: {yes} yes, {needed} needed — {result}"
    ),
    "passed": QT_TRANSLATE_NOOP("PrintEvents", "passed"),
    "failed": QT_TRANSLATE_NOOP("PrintEvents", "failed"),
    "tally": QT_TRANSLATE_NOOP("PrintEvents", "Votes: {counts}"),
    "tie": QT_TRANSLATE_NOOP("PrintEvents", "Tie between {players}"),
    "acquitted": QT_TRANSLATE_NOOP("PrintEvents", "{player} is cleared"),
    "death_night": QT_TRANSLATE_NOOP("PrintEvents", "{player} was killed in the night"),
    "death_vote": QT_TRANSLATE_NOOP("PrintEvents", "{player} is out by the vote"),
    "death_time_limit": QT_TRANSLATE_NOOP("PrintEvents", "Time ran out: {player} dies"),
    "reveal": QT_TRANSLATE_NOOP("PrintEvents", "{player}'s card: {role}"),
    "saved": QT_TRANSLATE_NOOP("PrintEvents", "No one died: {player} was saved"),
    "no_kill": QT_TRANSLATE_NOOP("PrintEvents", "No one died in the night"),
    "shot": QT_TRANSLATE_NOOP("PrintEvents", "{by} shot at {target}"),
    "check": QT_TRANSLATE_NOOP("PrintEvents", "{by} checked {target}: {result}"),
    "don_check": QT_TRANSLATE_NOOP("PrintEvents", "{by} looked for the {detective} at {target}: {result}"),
    "protect": QT_TRANSLATE_NOOP("PrintEvents", "{by} protected {target}"),
    "win_town": QT_TRANSLATE_NOOP("PrintEvents", "The town wins"),
    "win_mafia": QT_TRANSLATE_NOOP("PrintEvents", "The mafia win"),
    "speech_order": QT_TRANSLATE_NOOP("PrintEvents", "Speeches start with {first}"),
    "mafia": QT_TRANSLATE_NOOP("PrintEvents", "mafia"),
    "not_mafia": QT_TRANSLATE_NOOP("PrintEvents", "not mafia"),
    "detective": QT_TRANSLATE_NOOP("PrintEvents", "found"),
    "not_detective": QT_TRANSLATE_NOOP("PrintEvents", "not there"),
}


def event_line(rules: Rules, event: dict[str, object], lang: str) -> str | None:
    """One line of the printed timeline (every event, night ones too: the game is over)."""

    def t_(key: str) -> str:
        return in_language(lang, "PrintEvents", EVENTS[key])

    kind = event["type"]

    def fmt(key: str, **extra: object) -> str:
        return t_(key).format(**{**event, **extra})

    if kind == "nomination":
        return fmt("nomination_accuse" if rules.day == "accusation" else "nomination")
    if kind in ("second", "lapsed", "acquitted", "shot", "protect", "speech_order"):
        if kind == "speech_order":
            order = event.get("order") or []
            return fmt("speech_order", first=order[0]) if isinstance(order, list) and order else None
        return fmt(kind)
    if kind == "vote":
        target = event.get("target")
        shown = ", ".join(target) if isinstance(target, list) else target
        return fmt("vote", target=shown, result=t_("passed") if event.get("passed") else t_("failed"))
    if kind == "tally":
        counts = event.get("counts") or {}
        assert isinstance(counts, dict)
        return fmt("tally", counts=", ".join(f"{c} {n}" for c, n in counts.items()))
    if kind == "tie":
        players = event.get("players")
        return fmt(
            "tie", players=", ".join(str(p) for p in players) if isinstance(players, (list, tuple)) else ""
        )
    if kind == "death":
        return fmt(f"death_{event.get('cause')}")
    if kind == "reveal":
        return fmt("reveal", role=role_name(rules, str(event["role"]), lang))
    if kind == "saved":
        return fmt("saved") if event.get("player") else t_("no_kill")
    if kind == "no_kill":
        return t_("no_kill")
    if kind == "check":
        return fmt("check", result=t_(str(event["result"])))
    if kind == "don_check":
        return fmt(
            "don_check", result=t_(str(event["result"])), detective=role_name(rules, "detective", lang)
        )
    if kind == "win":
        return t_(f"win_{event['team']}")
    return None
