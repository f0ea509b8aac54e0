"""The presets say what RULES.md says, and options are checked like any other input."""

from __future__ import annotations

import pytest

from mafia_desktop.engine.deal import deal_counts_problem, deal_roles, recommended_deal
from mafia_desktop.engine.errors import RecordError, RulesError
from mafia_desktop.engine.rules import OPTION_NAMES, PRESETS, rules_from_json, with_options


def test_every_preset_is_a_value_of_one_model_with_every_option() -> None:
    for rules in PRESETS.values():
        assert set(rules.options()) == set(OPTION_NAMES)
        assert rules.overrides() == {}
        assert rules.to_json() == rules.preset


@pytest.mark.parametrize(
    ("preset", "row"),
    [
        (
            "classic",
            dict(
                first_phase="meeting_night",
                day="accusation",
                two_votes=True,
                suspect_may_vote=False,
                kill="majority",
                reveal="never",
                mafia_win="majority",
                time_limit_pick=True,
                acquittal_blocks=False,
                night_order=("mafia", "detective"),
            ),
        ),
        (
            "youth",
            dict(
                first_phase="talk_day",
                day="tally",
                revote=True,
                tie="retally",
                kill="team",
                reveal="vote",
                mafia_win="majority",
                protect_self=True,
                announce_save=True,
                night_order=("mafia", "detective", "doctor"),
            ),
        ),
        (
            "club",
            dict(
                first_phase="meeting_night",
                day="tally",
                nominations=True,
                tie="car_crash",
                speech_order="rotating",
                kill="unanimous",
                reveal="never",
                mafia_win="parity",
                min_players=10,
                max_players=10,
                night_order=("mafia", "don", "detective"),
                speech_seconds=60,
                last_words_seconds=30,
                night_last_words_seconds=60,
                defence_seconds=30,
            ),
        ),
        (
            "angel",
            dict(
                first_phase="meeting_night",
                day="accusation",
                second_required=True,
                two_votes=False,
                acquittal_blocks=True,
                day_ends_without_death=True,
                kill="team",
                skip_kill=False,
                reveal="always",
                mafia_win="parity",
            ),
        ),
    ],
)
def test_presets_follow_the_rules_table(preset: str, row: dict[str, object]) -> None:
    rules = PRESETS[preset]
    for option, value in row.items():
        assert getattr(rules, option) == value, option


def test_role_names_per_preset() -> None:
    assert PRESETS["classic"].title("detective") == "Inspector"
    assert PRESETS["youth"].title("detective") == "Detective"
    assert PRESETS["youth"].title("doctor") == "Medic"
    assert PRESETS["club"].title("detective") == "Sheriff"
    assert PRESETS["club"].title("don") == "Don"
    assert PRESETS["angel"].title("detective") == "Angel"
    assert PRESETS["angel"].title("doctor") == "Archangel"


@pytest.mark.parametrize(
    ("players", "mafia"),
    [(8, 2), (9, 2), (10, 2), (12, 3), (13, 3), (14, 3), (5, 1)],
)
def test_classic_deal_is_about_a_quarter(players: int, mafia: int) -> None:
    # "2 criminals against 6-8 citizens, 3 against 9-11"
    deal = recommended_deal("classic", players)
    assert deal["mafia"] == mafia
    assert deal["detective"] == 1
    assert sum(deal.values()) == players


def test_youth_deal_has_two_or_three_mafia_below_twenty_and_four_from_twenty() -> None:
    for players in range(6, 20):
        assert recommended_deal("youth", players)["mafia"] in (2, 3)
    for players in range(20, 31):
        assert recommended_deal("youth", players)["mafia"] == 4
    assert recommended_deal("youth", 10) == {"mafia": 2, "detective": 1, "doctor": 1, "civilian": 6}


def test_club_deal_is_three_mafia_with_the_don_and_a_sheriff() -> None:
    assert recommended_deal("club", 10) == {"don": 1, "mafia": 2, "detective": 1, "civilian": 6}


def test_angel_deal_has_three_mafia_for_twelve_and_an_extra_above() -> None:
    assert recommended_deal("angel", 12) == {"mafia": 3, "detective": 1, "civilian": 8}
    assert recommended_deal("angel", 13)["mafia"] == 4
    assert recommended_deal("angel", 16)["detective"] == 2


def test_every_recommended_deal_can_start() -> None:
    for preset, rules in PRESETS.items():
        for players in range(rules.min_players, rules.max_players + 1):
            assert deal_counts_problem(rules, players, recommended_deal(rules, players)) is None, (
                preset,
                players,
            )


def test_random_deal_is_seeded_and_deals_exactly_the_counts() -> None:
    names = [f"P{i}" for i in range(12)]
    a = deal_roles("angel", names, seed=11)
    assert a == deal_roles("angel", names, seed=11)
    assert any(deal_roles("angel", names, seed=s) != a for s in range(12, 20))
    assert sorted(a.values()).count("mafia") == 3


def test_a_deal_that_cannot_start_is_refused_with_the_reason() -> None:
    with pytest.raises(RecordError, match="3 mafia and 3 town"):
        deal_roles("angel", [f"P{i}" for i in range(6)], 1, {"mafia": 3})
    assert deal_counts_problem("club", 10, {"doctor": 1}) == "club rules have no doctor"
    assert "players" in (deal_counts_problem("club", 8, {"mafia": 2}) or "")


def test_house_rules_change_options_and_keep_the_rest() -> None:
    rules = rules_from_json({"preset": "angel", "options": {"skip_kill": True, "defence_seconds": 45}})
    assert rules.skip_kill and rules.defence_seconds == 45 and rules.second_required
    assert rules.to_json() == {"preset": "angel", "options": {"skip_kill": True, "defence_seconds": 45}}
    assert rules_from_json(rules.to_json()) == rules


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("werewolf", "unknown rules 'werewolf'"),
        (7, "rules must be a preset id"),
        (
            {"preset": "club", "options": {"kill": "maybe"}},
            "option kill must be one of majority, unanimous, team",
        ),
        ({"preset": "club", "options": {"skip_kill": "yes"}}, "option skip_kill must be true or false"),
        ({"preset": "club", "options": {"speech_seconds": 2}}, "from 5 to 3600"),
        ({"preset": "club", "options": {"roles": ["mafia", "wizard"]}}, "option roles must be"),
        (
            {"preset": "club", "options": {"min_players": 12}},
            "the fewest players (12) is more than the most players (10)",
        ),
        (
            {"preset": "classic", "options": {"roles": ["civilian", "mafia", "detective", "doctor"]}},
            "the night must call the doctor",
        ),
        (
            {"preset": "classic", "options": {"tie": "car_crash"}},
            "a car-crash tie needs the day to vote by tally",
        ),
        ({"preset": "classic", "options": []}, "rules.options must be an object"),
        ({"preset": "classic", "extra": 1}, "unknown member 'extra'"),
        ({"preset": "classic", "options": {"deal": {"mafia": [[5, 1], [4, 2]]}}}, "players rising"),
    ],
)
def test_bad_rules_are_refused_in_words(value: object, message: str) -> None:
    with pytest.raises(RulesError) as info:
        rules_from_json(value)
    assert message in str(info.value)


def test_archangel_house_rule_adds_the_doctor_to_angel() -> None:
    rules = with_options(PRESETS["angel"], {"roles": ["civilian", "mafia", "detective", "doctor"]})
    assert "doctor" in rules.roles and rules.title("doctor") == "Archangel"
