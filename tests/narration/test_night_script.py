"""The night script: each preset's night in its own text's words and order, in English and Russian;
the called list's opening and seats; never a living player's name beside a role."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from mafia_desktop import languages, phrases
from mafia_desktop.engine.events import Death, Event, NoKill, Reveal, Saved
from mafia_desktop.engine.roles import ROLES, NightAct, Role, registered
from mafia_desktop.engine.rules import PRESET_IDS, PRESETS, Rules, with_options
from mafia_desktop.i18n import in_language
from mafia_desktop.narration import night_script
from mafia_desktop.narration.night_script import (
    NIGHT_SCRIPTS,
    PASS_ROUND,
    Line,
    called_list_close,
    called_list_opening,
    every_line,
    morning_lines,
    night_lines,
    script_lines,
    seat_call,
    seat_word,
)
from tests.said import unmarked

TEN = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]


def texts(lines: list[Line]) -> list[str]:
    return [line.text for line in lines]


def night(preset: str, lang: str = "en", meeting: bool = False) -> list[str]:
    rules = PRESETS[preset]
    return texts(night_lines(rules, meeting, rules.roles, lang))


# --- each preset, as its text says it -----------------------------------------------------------------


def test_classic_the_mafia_shoot_to_the_names_then_the_inspector_looks_up() -> None:
    assert night("classic") == [
        "Everyone sleep: close your eyes, bow your head and be silent.",
        "Mafia, keep your heads down and your eyes shut. I will read the names of the living: make "
        "your sign at your victim's name.",
        "Inspector, look up and check someone.",
        "Everyone sleep.",
    ]
    assert night("classic", meeting=True)[1:] == [
        "Mafia, look up and recognise each other.",
        "Mafia, sleep again.",
    ]
    assert night("classic", "ru")[2] == "Комиссар, поднимите голову и проверьте кого-нибудь."


def test_youth_each_role_only_opens_its_eyes() -> None:
    assert night("youth") == [
        "Everyone shut your eyes now.",
        "Mafia only open your eyes.",
        "Mafia, close your eyes.",
        "Detective only open your eyes.",
        "Detective, close your eyes.",
        "Medic only open your eyes.",
        "Medic, close your eyes.",
    ]
    youth = PRESETS["youth"]
    morning = texts(morning_lines(youth, [Saved(None)], dealt=youth.roles))
    assert morning == ["Everyone open your eyes.", "No-one was killed, the Medic was successful."]
    assert texts(morning_lines(youth, [Death("Cid", "night")])) == [
        "Everyone open your eyes.",
        "Cid, you have been killed.",
    ]


def test_club_night_is_the_host_s_ritual_in_russian() -> None:
    assert night("club", "ru", meeting=True) == [
        "Наступает ночь.",
        "Просыпается Мафия.",
        "Мафия засыпает.",
        "Просыпается Шериф.",
        "Шериф засыпает.",
    ]
    assert night("club", "ru") == [
        "Наступает ночь.",
        "Внимание, Мафия! Мафия проходит мимо игроков...",
        "Спасибо, Мафия! Мафия засыпает.",
        "Просыпается Дон, Дон ищет Шерифа.",
        "Спасибо, Дон! Дон засыпает.",
        "Просыпается Шериф, Шериф ищет Мафию.",
        "Спасибо, Шериф! Шериф засыпает.",
    ]
    club = PRESETS["club"]
    hit = morning_lines(club, [Death("Eve", "night")], "ru", players=TEN)
    assert texts(hit) == ["Наступает утро!", "Утро недоброе: нас покидает игрок номер 5."]
    assert texts(morning_lines(club, [NoKill()], "ru", players=TEN)) == [
        "Наступает утро!",
        "Утро доброе.",
    ]


def test_club_in_english_is_a_faithful_translation_with_seat_numbers() -> None:
    assert night("club") == [
        "Night falls.",
        "Attention, Mafia! Mafia walks past the players...",
        "Thank you, Mafia! Mafia goes to sleep.",
        "Don wakes up, Don looks for the Sheriff.",
        "Thank you, Don! Don goes to sleep.",
        "Sheriff wakes up, Sheriff looks for the Mafia.",
        "Thank you, Sheriff! Sheriff goes to sleep.",
    ]
    club = PRESETS["club"]
    assert texts(morning_lines(club, [Death("Eve", "night")], players=TEN))[1] == (
        "This morning is not a good one: player number 5 leaves us."
    )


def test_angel_the_moderator_asks_everyone_to_wake_and_the_victim_turns_the_card() -> None:
    assert night("angel") == [
        "Night falls. Everyone, close your eyes.",
        "Mafia, wake up and choose your victim.",
        "Mafia, go to sleep.",
        "Angel, wake up and ask about one player.",
        "Angel, go to sleep.",
    ]
    lines = texts(morning_lines(PRESETS["angel"], [Death("Gus", "night"), Reveal("Gus", "civilian")]))
    assert lines == [
        "Everyone, wake up.",
        "Gus was killed in the night.",
        "Gus, turn your card face up: Civilian.",
    ]


def test_every_line_keeps_the_sentence_of_its_text() -> None:
    club = night_lines(PRESETS["club"], False, PRESETS["club"].roles)
    assert [line.seed for line in club][3] == "Ведущий объявляет: «Просыпается Дон, Дон ищет Шерифа»"
    youth = night_lines(PRESETS["youth"], False, PRESETS["youth"].roles)
    assert "Mafia only open your eyes" in youth[1].seed


# --- the called list ---------------------------------------------------------------------------------


@pytest.mark.parametrize("preset", PRESET_IDS)
def test_the_called_list_opening_is_the_mafia_s_line_where_they_shoot_to_the_list(preset: str) -> None:
    rules = PRESETS[preset]
    for lang in languages.codes():
        lines = night_lines(rules, False, rules.roles, lang)
        mafia = [line for line in lines if line.call == "mafia"]
        opening = called_list_opening(rules, lang)
        assert opening.call == "mafia" and opening.text
        if rules.kill == "team":
            assert mafia[0].text != opening.text, "eyes open: the mafia agree on a victim"
        else:
            assert mafia[0].key == "wake" and mafia[0].text == opening.text
            close = called_list_close(rules, lang)
            assert [line.text for line in mafia[1:]] == ([close.text] if close else [])


def test_seats_are_called_by_number_and_name_or_as_the_club_s_ordinal() -> None:
    classic, club = PRESETS["classic"], PRESETS["club"]
    assert seat_call(classic, 3, "Cid", "en").text == "Seat 3, Cid."
    assert seat_call(classic, 3, "Cid", "ru").text == "Место 3, Cid."
    assert [seat_call(club, n, TEN[n - 1], "en").text for n in (1, 3, 10)] == [
        "Seat one.",
        "Seat three.",
        "Seat ten.",
    ]
    assert [seat_call(club, n, TEN[n - 1], "ru").text for n in range(1, 11)] == [
        "Первый.",
        "Второй.",
        "Третий.",
        "Четвёртый.",
        "Пятый.",
        "Шестой.",
        "Седьмой.",
        "Восьмой.",
        "Девятый.",
        "Десятый.",
    ]
    assert all("Cid" not in seat_call(club, 3, "Cid", lang).text for lang in languages.codes())


def test_seat_words_from_one_to_fifty() -> None:
    ru = [seat_word(n, "ru") for n in range(1, 51)]
    assert ru[10:12] == ["одиннадцатый", "двенадцатый"]
    assert ru[19:23] == ["двадцатый", "двадцать первый", "двадцать второй", "двадцать третий"]
    assert ru[29] == "тридцатый" and ru[39] == "сороковой" and ru[49] == "пятидесятый"
    assert ru[44] == "сорок пятый"
    en = [seat_word(n, "en") for n in range(1, 51)]
    assert en[:3] == ["one", "two", "three"] and en[19:22] == ["twenty", "twenty-one", "twenty-two"]
    for words in (ru, en):
        assert len(set(words)) == 50 and not any(ch.isdigit() for w in words for ch in w)
    assert seat_word(51, "ru") == "51" and seat_word(0, "en") == "0"


# --- house rules and new roles: the preset's words, the rules' titles ----------------------------------


def test_a_house_ruled_club_keeps_the_club_s_words() -> None:
    club = PRESETS["club"]
    doctor = with_options(
        club, {"roles": [*club.roles, "doctor"], "night_order": [*club.night_order, "doctor"]}
    )
    lines = texts(night_lines(doctor, False, doctor.roles, "ru"))
    assert lines[-2:] == [
        "Просыпается Доктор, Доктор выбирает, кого защитить.",
        "Спасибо, Доктор! Доктор засыпает.",
    ]
    team = with_options(club, {"kill": "team"})
    assert texts(night_lines(team, False, team.roles))[1] == "Mafia wakes up, Mafia chooses a victim."
    listed = with_options(PRESETS["youth"], {"kill": "majority"})
    assert called_list_opening(listed).text == (
        "Mafia, keep your eyes shut: make your sign when I call your victim's seat."
    )
    assert texts(night_lines(listed, False, listed.roles))[1] == called_list_opening(listed).text


def watchman_rules(preset: str) -> Rules:
    base = PRESETS[preset]
    return with_options(
        base, {"roles": [*base.roles, "watchman"], "night_order": [*base.night_order, "watchman"]}
    )


@pytest.mark.parametrize("preset", PRESET_IDS)
def test_a_new_role_is_called_in_each_preset_s_words(preset: str) -> None:
    watchman = Role("watchman", "town", ("watch",), titles=(("", "Watchman"),))
    guard = NightAct("watch", "protect", call="watchman", event="watch")
    with registered(watchman, guard):
        rules = watchman_rules(preset)
        lines = night_lines(rules, False, rules.roles)
        called = [line for line in lines if line.call == "watchman"]
        assert called[0].key == "wake" and "Watchman" in called[0].text
        protect = NIGHT_SCRIPTS[preset].protect
        assert called[0].text == protect.wake.text.format(role="Watchman")
        assert "{" not in " ".join(every_line(rules, TEN, rules.roles))


# --- every line is there, filled, and in Russian ----------------------------------------------------------


def test_every_preset_has_a_script_and_no_preset_is_named_elsewhere() -> None:
    assert set(NIGHT_SCRIPTS) == set(PRESET_IDS)
    tree = ast.parse(Path(night_script.__file__).read_text(encoding="utf-8"))
    keys = {
        id(k)
        for node in ast.walk(tree)
        if isinstance(node, ast.AnnAssign) and getattr(node.target, "id", "") == "NIGHT_SCRIPTS"
        for k in getattr(node.value, "keys", [])
    }
    named = [
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and node.value in PRESET_IDS and id(node) not in keys
    ]
    assert len(keys) == len(PRESET_IDS) and not named, f"a preset named outside NIGHT_SCRIPTS: lines {named}"


SAMPLE = {"role": "Sheriff", "finds": "Mafia", "name": "Cid", "seat": 3, "seat_word": "three"}


@pytest.mark.parametrize("preset", PRESET_IDS)
def test_every_line_of_every_script_is_russian_and_fills_every_blank(preset: str) -> None:
    for said in script_lines(PRESETS[preset]):
        ru = in_language("ru", "Narration", said.text)
        assert ru != said.text, said.text
        for text in (said.text, ru):
            assert "{" not in text.format(**SAMPLE) and "}" not in text.format(**SAMPLE), text
    assert in_language("ru", "Narration", PASS_ROUND.text) != PASS_ROUND.text


def test_every_role_name_is_translated_into_russian() -> None:
    for role in ROLES.values():
        for _, title in role.titles:
            assert in_language("ru", "Roles", title) != title, (role.id, title)
    club = PRESETS["club"]
    with phrases.speaking("ru"):
        names = [phrases.role_name(club, role) for role in ("civilian", "mafia", "don", "detective")]
    assert names == ["Мирный житель", "Мафия", "Дон", "Шериф"]


@pytest.mark.parametrize("preset", PRESET_IDS)
def test_every_line_holds_the_called_list_and_every_morning(preset: str) -> None:
    rules = PRESETS[preset]
    for lang in languages.codes():
        cached = every_line(rules, TEN, rules.roles, lang)
        assert called_list_opening(rules, lang).speech in cached
        for seat, name in enumerate(TEN, 1):
            assert seat_call(rules, seat, name, lang).speech in cached
        assert {line.speech for line in night_lines(rules, True, rules.roles, lang)} <= set(cached)
        assert {line.speech for line in night_lines(rules, False, rules.roles, lang)} <= set(cached)
        assert {line.speech for line in night_lines(rules, False, rules.roles, lang, pass_round=True)} <= set(
            cached
        )
        events: list[Event] = [Death("Eve", "night"), Reveal("Eve", "civilian"), NoKill(), Saved(None)]
        morning = morning_lines(rules, events, lang, rules.roles, TEN)
        shown = [line for line in morning if line.key != "card" or rules.reveal != "never"]
        said = {line.speech for line in shown}
        assert said <= set(cached), said - set(cached)
        assert not any("{" in text for text in cached)


@pytest.mark.parametrize("preset", PRESET_IDS)
def test_no_line_puts_a_name_beside_a_role_while_alive(preset: str) -> None:
    # A name is said only in a seat call, the night's victim, or a dead player's card.
    rules = PRESETS[preset]

    def _seen(text: str) -> str:  # (the voice's words have plain spaces where a caption has «\xa0:»)
        return unmarked(text).replace("\xa0", " ")

    for lang in languages.codes():
        named_lines = set()
        for seat, name in enumerate(TEN, 1):
            named_lines.add(_seen(seat_call(rules, seat, name, lang).text))
            dead = [Death(name, "night")] + [Reveal(name, r) for r in ROLES]
            named_lines |= {_seen(t) for t in texts(morning_lines(rules, dead, lang, rules.roles, TEN))}
        for text in every_line(rules, TEN, rules.roles, lang):  # (a caption's name isolated, the voice's not)
            if any(re.search(rf"\b{p}\b", text) for p in TEN):
                assert _seen(text) in named_lines, text
        victim = texts(morning_lines(rules, [Death("Eve", "night")], lang, rules.roles, TEN))[1]
        with phrases.speaking(lang):
            assert not any(phrases.role_name(rules, r) in victim for r in ROLES if r != "mafia"), victim


def test_a_dead_secret_role_is_still_called_and_the_lines_do_not_change() -> None:
    # The lines follow the deal, not who is alive: a secret death must not leave a gap.
    dealt = {"civilian", "mafia", "detective"}
    lines = night_lines(PRESETS["classic"], False, dealt)
    assert "Inspector, look up and check someone." in texts(lines)
    assert lines == night_lines(PRESETS["classic"], False, dealt)
