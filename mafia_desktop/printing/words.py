"""The words on printed pages, in English and Russian.

>>> say("ru", "fold_instructions")[:12]
'Загните клап'
"""

from __future__ import annotations

from typing import Final

from mafia_desktop.engine.rules import Rules
from mafia_desktop.role_names import role_name

PRESET_NAMES: Final[dict[str, dict[str, str]]] = {
    "en": {"classic": "Classic", "youth": "Youth group", "club": "Club", "angel": "Angel"},
    "ru": {"classic": "Классика", "youth": "Молодёжная", "club": "Клубная", "angel": "Ангел"},
}

DUTIES: Final[dict[str, dict[str, str]]] = {
    "en": {
        "civilian": "No night power: find the mafia by talking and voting.",
        "mafia": "At night, kill with the other mafia. By day, hide.",
        "don": "Lead the mafia; each night, look for the {detective}.",
        "detective": "Each night, ask whether one player is mafia.",
        "doctor": "Each night, protect one player from the mafia.",
    },
    "ru": {
        "civilian": "Ночью спите; днём ищите мафию и голосуйте.",
        "mafia": "Ночью убивайте вместе с мафией. Днём скрывайтесь.",
        "don": "Глава мафии; каждую ночь ищите: кто {detective}.",
        "detective": "Каждую ночь проверяйте одного игрока: мафия ли он.",
        "doctor": "Каждую ночь защищайте одного игрока от мафии.",
    },
}

CARDS: Final[dict[str, dict[str, str]]] = {
    "en": {
        "number": "number card (2-10)",
        "jack": "Jack",
        "queen": "Queen",
        "king": "King",
        "ace": "Ace",
        "red_number": "red 2-9",
        "clubs_face": "King, Queen, Jack of clubs",
        "red_queen": "Queen of hearts, then of diamonds",
        "red_king": "King of hearts",
    },
    "ru": {
        "number": "числовая карта (2-10)",
        "jack": "валет",
        "queen": "дама",
        "king": "король",
        "ace": "туз",
        "red_number": "красные 2-9",
        "clubs_face": "король, дама, валет треф",
        "red_queen": "дама червей, затем бубен",
        "red_king": "король червей",
    },
}

TEXT: Final[dict[str, dict[str, str]]] = {
    "en": {
        "role_cards": "Role cards: {preset}, {players} players",
        "backs": "Backs: print on the reverse (flip on the long edge)",
        "cut": "Cut along the marks. Every back is the same.",
        "recipe_title": "The deck for {preset}, {players} players",
        "recipe_intro": "Take these cards from a standard deck, shuffle, and deal one to each player:",
        "recipe_line": "{count} × {card} — {role}",
        "recipe_total": "{count} cards in all.",
        "fold_title": "Fold-over cards: {preset}",
        "fold_instructions": "Fold the flap over the role first, then fold on the middle line. Your name stays outside.",
        "fold_outside": "{name}",
        "fold_seat": "seat {seat}",
        "fold_flap": "fold this flap over first",
        "fold_inside": "You are:",
        "referee_title": "Referee's sheet: {preset}",
        "seat": "Seat",
        "name": "Name",
        "role": "Role",
        "night": "Night {n}",
        "day": "Day {n}",
        "killed": "killed",
        "checked": "checked",
        "out": "Out",
        "notes": "Notes",
        "mates": "The other mafia: {names}.",
        "protocol_title": "Club protocol",
        "nominations": "Nominated",
        "votes": "Votes",
        "kills": "Killed at night",
        "checks": "Checks",
        "result": "Result",
        "winner_town": "The town won",
        "winner_mafia": "The mafia won",
        "timeline_title": "The game's protocol: {preset}",
        "seed": "Seed {seed}",
        "cards_dealt": "The cards",
        "timeline": "Timeline",
        "page": "Page {page} of {pages}",
        "generated": "Mafia Desktop",
    },
    "ru": {
        "role_cards": "Карты ролей: {preset}, игроков: {players}",
        "backs": "Рубашки: печатать на обороте (переворот по длинной стороне)",
        "cut": "Разрежьте по меткам. Все рубашки одинаковы.",
        "recipe_title": "Колода: {preset}, игроков: {players}",
        "recipe_intro": "Возьмите из обычной колоды эти карты, перемешайте и раздайте по одной:",
        "recipe_line": "{count} × {card} — {role}",
        "recipe_total": "Всего карт: {count}.",
        "fold_title": "Карты со сгибом: {preset}",
        "fold_instructions": "Загните клапан на роль, затем сложите по средней линии. Имя остаётся снаружи.",
        "fold_outside": "{name}",
        "fold_seat": "место {seat}",
        "fold_flap": "сначала загните этот клапан",
        "fold_inside": "Ваша роль:",
        "referee_title": "Лист ведущего: {preset}",
        "seat": "Место",
        "name": "Имя",
        "role": "Роль",
        "night": "Ночь {n}",
        "day": "День {n}",
        "killed": "убит",
        "checked": "проверен",
        "out": "Выбыл",
        "notes": "Заметки",
        "mates": "Остальная мафия: {names}.",
        "protocol_title": "Протокол игры",
        "nominations": "Выставлен",
        "votes": "Голоса",
        "kills": "Убит ночью",
        "checks": "Проверки",
        "result": "Результат",
        "winner_town": "Победа мирных",
        "winner_mafia": "Победа мафии",
        "timeline_title": "Протокол игры: {preset}",
        "seed": "Зерно {seed}",
        "cards_dealt": "Карты",
        "timeline": "Ход игры",
        "page": "Страница {page} из {pages}",
        "generated": "Mafia Desktop",
    },
}


def say(lang: str, key: str, **params: object) -> str:
    return TEXT[lang][key].format(**params)


def preset_name(rules: Rules, lang: str) -> str:
    return PRESET_NAMES[lang][rules.preset]


def duty(rules: Rules, role: str, lang: str) -> str:
    return DUTIES[lang][role].format(detective=role_name(rules, "detective", lang))


def card_name(code: str, lang: str) -> str:
    return CARDS[lang][code]


__all__ = ["CARDS", "DUTIES", "PRESET_NAMES", "TEXT", "card_name", "duty", "preset_name", "role_name", "say"]


EVENTS: Final[dict[str, dict[str, str]]] = {
    "en": {
        "nomination_accuse": "{by} accuses {target}",
        "nomination": "{by} nominates {target}",
        "second": "{by} seconds the accusation of {target}",
        "lapsed": "No second: the accusation of {target} lapses",
        "vote": "Vote ({motion}) on {target}: {yes} yes, {needed} needed — {result}",
        "passed": "passed",
        "failed": "failed",
        "tally": "Votes: {counts}",
        "tie": "Tie between {players}",
        "acquitted": "{player} is cleared",
        "death_night": "{player} was killed in the night",
        "death_vote": "{player} is out by the vote",
        "death_time_limit": "Time ran out: {player} dies",
        "reveal": "{player}'s card: {role}",
        "saved": "No one died: {player} was saved",
        "no_kill": "No one died in the night",
        "shot": "{by} shot at {target}",
        "check": "{by} checked {target}: {result}",
        "don_check": "{by} looked for the {detective} at {target}: {result}",
        "protect": "{by} protected {target}",
        "win_town": "The town wins",
        "win_mafia": "The mafia win",
        "speech_order": "Speeches start with {first}",
        "mafia": "mafia",
        "not_mafia": "not mafia",
        "detective": "found",
        "not_detective": "not there",
    },
    "ru": {
        "nomination_accuse": "{by} обвиняет игрока {target}",
        "nomination": "{by} выставляет игрока {target}",
        "second": "{by} поддерживает обвинение игрока {target}",
        "lapsed": "Нет поддержки: обвинение игрока {target} снято",
        "vote": "Голосование ({motion}) по игроку {target}: за — {yes}, нужно {needed}: {result}",
        "passed": "принято",
        "failed": "отклонено",
        "tally": "Голоса: {counts}",
        "tie": "Автокатастрофа: {players}",
        "acquitted": "{player} оправдан",
        "death_night": "{player} убит ночью",
        "death_vote": "{player} выбывает по голосованию",
        "death_time_limit": "Время вышло: {player} выбывает",
        "reveal": "Карта игрока {player}: {role}",
        "saved": "Никто не погиб: {player} спасён",
        "no_kill": "Ночью никто не погиб",
        "shot": "{by} стреляет в игрока {target}",
        "check": "{by} проверяет игрока {target}: {result}",
        "don_check": "{by} ищет игрока-{detective}: {target} — {result}",
        "protect": "{by} защищает игрока {target}",
        "win_town": "Победа мирных",
        "win_mafia": "Победа мафии",
        "speech_order": "Первым говорит {first}",
        "mafia": "мафия",
        "not_mafia": "не мафия",
        "detective": "найден",
        "not_detective": "нет",
    },
}


def event_line(rules: Rules, event: dict[str, object], lang: str) -> str | None:
    """One line of the printed timeline (every event, night ones too: the game is over)."""
    t = EVENTS[lang]
    kind = event["type"]

    def fmt(key: str, **extra: object) -> str:
        return t[key].format(**{**event, **extra})

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
        return fmt("vote", target=shown, result=t["passed"] if event.get("passed") else t["failed"])
    if kind == "tally":
        counts = event.get("counts") or {}
        assert isinstance(counts, dict)
        return fmt("tally", counts=", ".join(f"{c} {n}" for c, n in counts.items()))
    if kind == "tie":
        return fmt("tie", players=", ".join(str(p) for p in event.get("players") or []))  # type: ignore[union-attr]
    if kind == "death":
        return fmt(f"death_{event.get('cause')}")
    if kind == "reveal":
        return fmt("reveal", role=role_name(rules, str(event["role"]), lang))
    if kind == "saved":
        return fmt("saved") if event.get("player") else t["no_kill"]
    if kind == "no_kill":
        return t["no_kill"]
    if kind == "check":
        return fmt("check", result=t[str(event["result"])])
    if kind == "don_check":
        return fmt("don_check", result=t[str(event["result"])], detective=role_name(rules, "detective", lang))
    if kind == "win":
        return t[f"win_{event['team']}"]
    return None
