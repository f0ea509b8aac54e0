"""Words for the engine's codes. The engine speaks in codes; only this module turns them into
text, through Qt's translation system, so every language shares one place."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def _t(text: str) -> str:
    return QCoreApplication.translate("Texts", text)


def preset_name(preset: str) -> str:
    return {
        "classic": _t("Classic"),
        "youth": _t("Youth group"),
        "club": _t("Club"),
        "angel": _t("Angel"),
    }.get(preset, preset)


def preset_origin(preset: str) -> str:
    return {
        "classic": _t("András Kuba's rules, 1997"),
        "youth": _t("A youth-group game with playing cards"),
        "club": _t("Russian club rules, ten numbered seats"),
        "angel": _t("The Princeton rules, with the Angel"),
    }.get(preset, "")


def role_title(code: str, count: int = 1) -> str:
    """The name of a role title code (the preset's name for a role)."""
    singular = {
        "civilian": _t("Civilian"),
        "mafia": _t("Mafia"),
        "don": _t("Don"),
        "detective": _t("Detective"),
        "doctor": _t("Doctor"),
        "inspector": _t("Inspector"),
        "sheriff": _t("Sheriff"),
        "medic": _t("Medic"),
        "angel": _t("Angel"),
        "archangel": _t("Archangel"),
    }
    plural = {"civilian": _t("Civilians"), "mafia": _t("Mafia")}
    if count != 1 and code in plural:
        return plural[code]
    return singular.get(code, code)


def day_summary(preset: str) -> str:
    return {
        "classic": _t(
            "Accuse, vote to charge, last words, vote to execute. The day lasts until "
            "someone is executed; when time runs out, fate picks."
        ),
        "youth": _t(
            "Talk on day one. Then every hand votes once; the leader defends and faces "
            "a revote, and a majority sends them to jail, card shown."
        ),
        "club": _t(
            "A minute each, in seat order. Nominate one player a day; the most votes leaves. "
            'A tie is a car crash: defences, a revote, then "should all leave?"'
        ),
        "angel": _t(
            "An accusation needs a second, then a defence and a vote: a majority of the "
            "living convicts. An acquitted player is safe until tomorrow."
        ),
    }.get(preset, "")


def night_summary(preset: str) -> str:
    return {
        "classic": _t(
            "A meeting night first. Then the mafia shoot (more than half must agree) "
            "and the Inspector checks one player."
        ),
        "youth": _t(
            "The mafia choose a victim together, the Detective checks, the Medic protects one player."
        ),
        "club": _t(
            "A zero night to meet. Then the mafia shoot (all must agree), the Don looks "
            "for the Sheriff, the Sheriff looks for the mafia."
        ),
        "angel": _t(
            "A meeting night first. Then the mafia choose a victim and the Angel asks "
            "about one player. Every dead player's card is turned up."
        ),
    }.get(preset, "")


def win_summary(preset: str) -> str:
    return {
        "classic": _t("Town wins when every mafioso is dead; mafia when they outnumber the rest."),
        "youth": _t("Town wins when all mafia are caught; mafia when they outnumber the rest."),
        "club": _t("Town wins when all mafia are out; mafia when they equal the rest."),
        "angel": _t("Town wins when all mafia are out; mafia when they equal the rest."),
    }.get(preset, "")
