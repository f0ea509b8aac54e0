"""Player names: trimmed, 1-24 characters, unique after case-folding; problems in words."""

from __future__ import annotations

import pytest

from mafia_desktop.engine.errors import RecordError
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
