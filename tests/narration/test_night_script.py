"""The night script: every preset's lines in the night order, in English and Russian, and never
a living player's name beside a role."""

from __future__ import annotations

import pytest

from mafia_desktop import phrases
from mafia_desktop.engine.events import Death, NoKill, Reveal, Saved
from mafia_desktop.engine.roles import ROLES
from mafia_desktop.engine.rules import PRESETS
from mafia_desktop.i18n import in_language
from mafia_desktop.narration.night_script import TEXT, every_line, morning_lines, night_lines


def texts(lines: list) -> list[str]:  # type: ignore[type-arg]
    return [line.text for line in lines]


def test_classic_night_calls_the_mafia_then_the_inspector() -> None:
    lines = night_lines(PRESETS["classic"], meeting=False, dealt={"civilian", "mafia", "detective"})
    assert texts(lines) == [
        "The town falls asleep.",
        "Mafia, wake up. Each of you, shoot.",
        "Mafia, go to sleep.",
        "Inspector, wake up and choose whom to check.",
        "Inspector, go to sleep.",
    ]


def test_club_night_and_zero_night() -> None:
    rules = PRESETS["club"]
    dealt = {"civilian", "mafia", "don", "detective"}
    assert texts(night_lines(rules, meeting=True, dealt=dealt)) == [
        "The town falls asleep.",
        "Mafia, wake up: meet each other and your Don. No one is killed tonight.",
        "Mafia, go to sleep.",
        "Sheriff, wake up and meet the host.",
        "Sheriff, go to sleep.",
    ]
    assert [(line.key, line.call) for line in night_lines(rules, meeting=False, dealt=dealt)][1:] == [
        ("wake", "mafia"),
        ("sleep", "mafia"),
        ("wake", "don"),
        ("sleep", "don"),
        ("wake", "detective"),
        ("sleep", "detective"),
    ]
    assert "Don, wake up and look for the Sheriff." in texts(night_lines(rules, False, dealt))


def test_youth_calls_the_medic_and_angel_the_angel() -> None:
    youth = texts(night_lines(PRESETS["youth"], False, {"civilian", "mafia", "detective", "doctor"}))
    assert youth[1] == "Mafia, wake up and choose your victim."
    assert "Medic, wake up and choose whom to protect." in youth
    angel = texts(night_lines(PRESETS["angel"], False, {"civilian", "mafia", "detective"}))
    assert "Angel, wake up and choose whom to check." in angel
    assert not any("Archangel" in t for t in angel), "no protector is called where none was dealt"


def test_russian_club_lines_use_the_names_players_know() -> None:
    lines = texts(night_lines(PRESETS["club"], False, {"civilian", "mafia", "don", "detective"}, lang="ru"))
    assert lines[0] == "Город засыпает."
    assert "Дон, просыпайтесь и ищите: кто Шериф." in lines
    assert "Шериф, засыпайте." in lines
    club = PRESETS["club"]
    with phrases.speaking("ru"):
        names = [phrases.role_name(club, role) for role in ("civilian", "mafia", "don", "detective")]
    assert names == ["Мирный житель", "Мафия", "Дон", "Шериф"]


def test_every_line_and_role_name_is_translated_into_russian() -> None:
    for key, source in TEXT.items():
        assert in_language("ru", "Narration", source) != source, key
    for role in ROLES.values():
        for _, title in role.titles:
            assert in_language("ru", "Roles", title) != title, (role.id, title)


def test_the_morning_names_the_dead_and_their_card_only_where_shown() -> None:
    rules = PRESETS["angel"]
    lines = texts(morning_lines(rules, [Death("Gus", "night"), Reveal("Gus", "civilian")]))
    assert lines == ["The town wakes up.", "Tonight Gus was killed.", "Gus's card: Civilian."]
    assert texts(morning_lines(PRESETS["club"], [NoKill()]))[1] == "A good morning: no one died tonight."
    saved = texts(morning_lines(PRESETS["youth"], [Saved(None)]))
    assert saved[1] == "No one died tonight: the Medic saved the victim."


@pytest.mark.parametrize("preset", ["classic", "youth", "club", "angel"])
def test_no_line_puts_a_name_beside_a_role_while_alive(preset: str) -> None:
    rules = PRESETS[preset]
    players = ["Ann", "Bob", "Cid"]
    roles = {"civilian", "mafia", "don", "detective", "doctor"} & set(rules.roles)
    for text in every_line(rules, players, roles):
        named = [p for p in players if p in text]
        if named:
            # Only a dead player's card is ever spoken with a role ("Gus's card: Civilian").
            assert text.startswith(("Tonight", f"{named[0]}'s card")), text


def test_a_dead_secret_role_is_still_called() -> None:
    # The lines follow the deal, not who is alive: a secret death must not leave a gap.
    dealt = {"civilian", "mafia", "detective"}
    assert "Inspector, wake up and choose whom to check." in texts(
        night_lines(PRESETS["classic"], False, dealt)
    )
