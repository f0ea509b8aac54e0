"""Player names: trimmed, 1-24 characters, unique after case-folding; problems in words."""

from __future__ import annotations

import pytest

from mafia_desktop.engine.errors import RecordError
from mafia_desktop.engine.rules import PRESETS, with_options
from mafia_desktop.engine.setup import clean_name, make_setup, name_key, name_problem

TEN = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]


@pytest.mark.parametrize(
    ("name", "others", "problem"),
    [
        ("", [], "empty"),
        ("   ", [], "empty"),
        ("x" * 25, [], "too_long"),
        ("x" * 24, [], None),
        ("  " + "x" * 24 + "  ", [], None),
        ("Ann\nBob", [], "control"),
        ("Tab\there", [], "control"),
        ("ann", ["Ann"], "duplicate"),
        (" ANN ", ["Ann"], "duplicate"),
        ("STRASSE", ["straße"], "duplicate"),
        ("Аня", ["аня"], "duplicate"),
        ("Аня", ["Ann"], None),
        ("Zoë", [], None),
    ],
)
def test_name_problems(name: str, others: list[str], problem: str | None) -> None:
    assert name_problem(name, others) == problem


def test_names_are_trimmed_and_composed() -> None:
    decomposed = "Zoe\u0308"
    assert clean_name(f"  {decomposed} ") == "Zoë"
    assert name_key("Zoë") == name_key(decomposed)


def test_setup_keeps_trimmed_names_and_matches_roles_in_any_case() -> None:
    setup = make_setup("club", 1, [f" {n} " for n in TEN], {"ann": "don", "DAN": "mafia", "gus": "mafia"})
    assert setup.players == tuple(TEN)
    assert setup.role_of("Ann") == "don"
    assert setup.deal() == {"Ann": "don", "Dan": "mafia", "Gus": "mafia"}


@pytest.mark.parametrize(
    ("players", "roles", "message"),
    [
        (TEN[:9] + ["ann"], {"Bob": "mafia"}, "the same name"),
        (TEN[:9] + [""], {"Bob": "mafia"}, "cannot be empty"),
        (TEN[:9] + ["x" * 30], {"Bob": "mafia"}, "at most 24 characters"),
        (TEN[:9] + [5], {"Bob": "mafia"}, "list of names"),
        (TEN, {"Zed": "mafia"}, "'Zed', who is not among the players"),
        (TEN, {"Ann": "wizard"}, "unknown role 'wizard'"),
        (TEN, {"Ann": "doctor", "Bob": "mafia"}, "club rules have no doctor"),
        (TEN, {"Ann": "mafia", "ann": "don"}, "two roles"),
        (TEN, {}, "nobody is mafia"),
        (TEN[:9], {"Ann": "mafia"}, "exactly 10 players; this game has 9"),
    ],
)
def test_bad_setups_are_refused_in_words(players: list[object], roles: dict[str, str], message: str) -> None:
    with pytest.raises(RecordError) as info:
        make_setup("club", 1, players, roles)  # type: ignore[arg-type]
    assert message in str(info.value)


@pytest.mark.parametrize(
    ("name", "problem"),
    [
        ("Bo\u200db", "invisible"),  # a zero-width joiner: looks like "Bob"
        ("\u200b", "invisible"),  # only a zero-width space
        ("\u0301\u0301", "blank"),  # only combining marks
        ("\u202eAnn", "invisible"),  # a right-to-left override: drawn as another name
        ("Ann\u2066", "invisible"),
        ("\ud800", "invisible"),  # a lone surrogate: no file can keep it
    ],
)
def test_names_that_look_like_another_or_like_nothing_are_refused(name: str, problem: str) -> None:
    assert name_problem(name) == problem
    with pytest.raises(RecordError, match="invisible|shows"):
        make_setup("classic", 1, [name, "Ann", "Cid", "Dan", "Eve"], {"Ann": "mafia"})


def test_names_are_kept_composed() -> None:
    setup = make_setup("classic", 1, ["Zoe\u0308", "Ann", "Cid", "Dan", "Eve"], {"Ann": "mafia"})
    assert setup.players[0] == "Zo\u00eb"


def test_a_huge_list_of_players_is_refused_at_once() -> None:
    """The player limit comes first, and the name check is linear: 20,000 names take no time."""
    names = [f"Player {n}" for n in range(20_000)]
    with pytest.raises(RecordError, match="this game has 20000"):
        make_setup("classic", 1, names, {})
    rules = with_options(PRESETS["classic"], {"max_players": 30})
    assert len(make_setup(rules, 1, names[:30], {"Player 1": "mafia"}).players) == 30


@pytest.mark.parametrize(
    "name",
    [
        "\U0001f468\u200d\U0001f469\u200d\U0001f467\u200d\U0001f466",  # a family: three joiners
        "Kim \U0001f9d1\U0001f3fd\u200d\U0001f4bb",  # a technologist with a skin tone
        "\U0001f3f3\ufe0f\u200d\U0001f308",  # the rainbow flag: a variation selector, then a joiner
        "\u2764\ufe0f\u200d\U0001f525 Ana",
        "\u0645\u0647\u062f\u06cc\u200c\u0632\u0627\u062f\u0647",  # مهدی‌زاده: Persian spells it so
        "\u0646\u0627\u0645\u200c\u0647\u0627",  # another Persian word with a non-joiner
        "\u0915\u094d\u200d\u0937",  # Devanagari: a virama, then a joiner for the half form
        "\U0001f3f4\U000e0067\U000e0062\U000e0073\U000e0063\U000e0074\U000e007f Iain",  # Scotland's flag
    ],
)
def test_names_real_people_write_are_accepted(name: str) -> None:
    assert name_problem(name) is None
    setup = make_setup("classic", 1, [name, "Ann", "Cid", "Dan", "Eve"], {"Ann": "mafia"})
    assert setup.players[0] == name


@pytest.mark.parametrize(
    "name",
    [
        "Bo\u200cb",  # a non-joiner between Latin letters changes nothing you can see
        "Ann\u200d",  # a joiner at the end, after a letter
        "\u200d\U0001f468",  # a joiner at the start
        "A\u200d\U0001f468",  # a letter joined to an emoji
        "\u0645\u200c",  # a non-joiner with nothing after it
        "Ann\u200c\u0627",  # Latin, then Arabic
        "Ann\u200e",  # a left-to-right mark
        "\u061cAnn",  # the Arabic letter mark
        "\u00adAnn",  # a soft hyphen
        "\U000e0067Ann",  # a tag letter with no flag
        "\U0001f3f4\U000e0067\U000e0062 Ann",  # a flag's tags never closed
    ],
)
def test_invisible_tricks_beside_the_allowed_joiners_are_still_refused(name: str) -> None:
    assert name_problem(name) == "invisible"
