"""Russian with players' names (issue 46): Russian cannot inflect a name it does not know, so a
name is never put in a case or given a gender: no «Рук за Мария», «Наталья удалён», «стреляла в
Алексей», «…которого он выставляет». A name stands as a subject of a verb with no gender (the
present tense), after «Игрок» (which the verb agrees with), or on its own after a colon, a dash
or in brackets.

Checked twice: every Russian line of the catalogue that takes a player's name, with a woman's, a
man's and an unknown name put in; and every line of the log of random games of every preset with
every role dealt, rendered in Russian with such names."""

from __future__ import annotations

import html
import random
import re
from pathlib import Path

import pytest

from mafia_desktop import phrases
from mafia_desktop.engine.deal import deal_roles
from mafia_desktop.engine.game import Game
from mafia_desktop.engine.rules import PRESET_IDS
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.engine.views import public_view
from mafia_desktop.table.setup import SetupModel, optional_roles
from tests.engine.random_play import random_input

CATALOGUE = (
    Path(__file__).resolve().parent.parent / "resources" / "translations" / "ru" / "mafia_desktop_ru.ts"
)
NAMES = ("Мария", "Алексей", "Zq7")  # a woman, a man, a name nobody could decline
PLAYER_SLOTS = {
    "name",
    "who",
    "player",
    "target",
    "actor",
    "candidate",
    "first",
    "accuser",
    "suspect",
    "voter",
    "maker",
    "by",
}
# Where a placeholder of those names is not a player: dates, role titles.
NOT_PLAYERS = {("Print", "Games: {games}; from {first} to {last}")}
# %1 names a player in these (the Qt-style placeholders carry no name of their own).
PERCENT_PLAYERS = (
    "Hands up for",
    "laptop is with",
    "cannot be picked",
    "vote moves",
    "out of the game",
    "foul for",
    "for %1",
)
PREPOSITIONS = set(
    "в во на за с со у к ко о об от для против при по из до без через над под перед между".split()
)
OBLIQUE = {"игрока", "игроку", "игроком", "игроке"}
GENDERED = ("л", "ла", "ло", "ён", "ена", "ан", "ана", "ен", "ын", "ина", "ый", "ая", "ой")
PRONOUNS = set("он она его её ему ей ним ней него неё нему".split())


def name_problems(text: str, name: str) -> list[str]:
    """What is wrong with ``name`` where it stands in ``text`` (empty: nothing)."""
    marked = text.replace(name, "\x00")
    words = re.findall(r"\x00|[\w№]+|[^\w\s]", marked)
    out = []
    for i, word in enumerate(words):
        if word != "\x00":
            continue
        before = words[i - 1].lower() if i else ""
        after = words[i + 1].lower() if i + 1 < len(words) else ""
        if before in PREPOSITIONS:
            out.append(f"after the preposition «{before}»")
        if before in OBLIQUE:
            out.append(f"after «{before}», as if declined")
        if after.isalpha() and after.endswith(GENDERED) and before != "игрок" and after not in ("за", "на"):
            out.append(f"a gender given by «{after}»")
    if "\x00" in marked and any(w.lower() in PRONOUNS for w in words):
        out.append("a pronoun with a gender for the player")
    return out


def catalogue() -> list[tuple[str, str, list[str]]]:
    text = CATALOGUE.read_text(encoding="utf-8")
    out = []
    for block in re.split(r"(?=<context>)", text):
        found = re.search(r"<name>(.*?)</name>", block)
        if not found:
            continue
        context = found.group(1)
        for message in re.findall(r"<message.*?</message>", block, re.S):
            source = html.unescape(re.search(r"<source>(.*?)</source>", message, re.S).group(1))
            done = re.findall(
                r"<(?:translation|numerusform)[^>]*>(.*?)</(?:translation|numerusform)>", message, re.S
            )
            out.append((context, source, [html.unescape(t) for t in done]))
    return out


def player_slots(context: str, source: str) -> set[str]:
    if (context, source) in NOT_PLAYERS:
        return set()
    slots = {f"{{{k}}}" for k in re.findall(r"\{(\w+)\}", source) if k in PLAYER_SLOTS}
    if "{by}" in slots and source.startswith("The {by}"):
        slots.discard("{by}")  # a role's title: "The {by}: mafia"
    if context in ("PublicTable", "TableScreen") and any(w in source for w in PERCENT_PLAYERS):
        slots |= {"%1", "%2", "%3"} if "vote moves" in source else {"%1"}
    return slots


def test_the_catalogue_has_lines_with_names_to_check() -> None:
    with_names = [(c, s) for c, s, _ in catalogue() if player_slots(c, s)]
    assert len(with_names) > 80


@pytest.mark.parametrize("name", NAMES)
def test_no_russian_line_declines_a_name_or_gives_it_a_gender(name: str) -> None:
    bad = []
    for context, source, translations in catalogue():
        for slot in player_slots(context, source):
            for translation in translations:
                line = translation.replace(slot, name)
                line = re.sub(r"\{\w+\}|%\d", "X", line)
                problems = name_problems(line, name)
                if problems:
                    bad.append(f"[{context}] {source!r}: «{line}» — {'; '.join(problems)}")
    assert not bad, "\n".join(bad)


def test_the_checks_catch_what_the_issue_saw() -> None:
    for line, name in (
        ("Рук за Мария: 4", "Мария"),
        ("Наталья удалён четвёртым фолом", "Наталья"),
        ("Мафия стреляла в Алексей", "Алексей"),
        ("Ольга: нажмите на игрока, которого он выставляет.", "Ольга"),
        ("Мафия убила игрока Мария.", "Мария"),
    ):
        assert name_problems(line, name), line
    assert not name_problems("Игрок Мария убит ночью", "Мария")
    assert not name_problems("Выстрел мафии: Алексей", "Алексей")


def every_role(preset: str) -> object:
    model = SetupModel(preset=preset)
    for role in optional_roles():
        model.set_role(role, True)
    try:
        return model.rules()
    except Exception:
        return SetupModel(preset=preset).rules()


PEOPLE = [
    "Мария",
    "Алексей",
    "Zq7",
    "Ольга",
    "Иван",
    "Наталья",
    "Пётр",
    "Анна",
    "Сергей",
    "Елена",
    "Дмитрий",
    "Ирина",
]


@pytest.mark.parametrize("preset", PRESET_IDS)
def test_every_log_line_of_random_games_in_russian(preset: str) -> None:
    rules = every_role(preset)
    count = max(rules.min_players, min(len(PEOPLE), rules.max_players))  # type: ignore[attr-defined]
    players = PEOPLE[:count]
    lines = 0
    bad = []
    for seed in range(6):
        setup = make_setup(rules, seed, players, deal_roles(rules, players, seed))  # type: ignore[arg-type]
        game = Game(setup)
        rnd = random.Random(seed)
        for _ in range(400):
            if game.phase == "over":
                break
            game.apply(random_input(game, rnd))
        view = public_view(game)
        with phrases.speaking("ru"):
            for event in view.log:
                text = phrases.event_text(event.to_json(), view.rules)
                if not text:
                    continue
                lines += 1
                for name in players:
                    if name in text:
                        problems = name_problems(text, name)
                        if problems:
                            bad.append(f"«{text}» ({name}): {'; '.join(problems)}")
    assert lines > 50
    assert not bad, "\n".join(sorted(set(bad))[:40])
