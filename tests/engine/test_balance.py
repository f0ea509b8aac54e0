"""The balance advisor: exact random-play odds checked against hand values and a brute force over
the players themselves; the model's known shape; informed play by seeded simulation; the command."""

from __future__ import annotations

import json
import subprocess
import sys
from fractions import Fraction
from functools import cache

import pytest

from mafia_desktop.engine.balance import NotModelled, exact, odds, simulate, unmodelled
from mafia_desktop.engine.deal import recommended_deal
from mafia_desktop.engine.rules import PRESETS, Rules, with_options


def plain(preset: str, **options: object) -> Rules:
    return with_options(PRESETS[preset], {"min_players": 3, **options})


@pytest.mark.parametrize(
    ("rules", "counts", "expected"),
    [
        # Meeting night; day 1 kills the mafioso 1/3; otherwise 1 against 1 goes on (classic needs
        # the citizens fewer) and night 2 ends it: 2/3.
        (plain("classic", roles=["civilian", "mafia"]), {"mafia": 1, "civilian": 2}, Fraction(2, 3)),
        # Four players: day 1 spares the mafioso 3/4, night 2 leaves 1 against 1, day 2 is a coin.
        (plain("classic", roles=["civilian", "mafia"]), {"mafia": 1, "civilian": 3}, Fraction(3, 8)),
        # The same table under parity: 1 against 1 after night 2 is already the mafia's win.
        (plain("angel", roles=["civilian", "mafia"]), {"mafia": 1, "civilian": 3}, Fraction(3, 4)),
        # Youth opens with a talk day: night 1 kills (1 against 2), day 2 spares the mafioso 2/3,
        # and 1 against 1 is not yet "outnumber"... night 2 ends it: 2/3.
        (plain("youth", roles=["civilian", "mafia"]), {"mafia": 1, "civilian": 3}, Fraction(2, 3)),
    ],
)
def test_hand_computed_values(rules: Rules, counts: dict[str, int], expected: Fraction) -> None:
    assert exact(rules, counts).mafia_win == pytest.approx(float(expected), abs=1e-12)


def brute_force(rules: Rules, roles: tuple[str, ...]) -> Fraction:
    """Random play over the actual players, in exact fractions (a second, independent model)."""
    parity = rules.mafia_win == "parity"

    def over(alive: tuple[str, ...]) -> int | None:
        m = sum(1 for r in alive if r in ("mafia", "don"))
        t = len(alive) - m
        if m == 0:
            return 0
        if m > t or (parity and m == t):
            return 1
        return None

    @cache
    def go(alive: tuple[str, ...], phase: str, first: bool) -> Fraction:
        if phase == "day":
            if first and rules.first_phase == "talk_day":
                return go(alive, "night", False)
            total = Fraction(0)
            for i in range(len(alive)):
                rest = alive[:i] + alive[i + 1 :]
                won = over(rest)
                total += Fraction(1, len(alive)) * (won if won is not None else go(rest, "night", False))
            return total
        town = [i for i, r in enumerate(alive) if r not in ("mafia", "don")]
        doctors = [i for i, r in enumerate(alive) if r == "doctor"]
        total = Fraction(0)
        for v in town:
            # every combination of the doctors' picks, each uniform over the living
            p_saved = Fraction(0)
            combos = [[]]  # type: ignore[var-annotated]
            for doc in doctors:
                choices = [j for j in range(len(alive)) if rules.protect_self or j != doc]
                combos = [c + [(j, Fraction(1, len(choices)))] for c in combos for j in choices]
            for combo in combos:
                weight = Fraction(1)
                hit = False
                for j, w in combo:
                    weight *= w
                    hit = hit or j == v
                if hit:
                    p_saved += weight
            rest = alive[:v] + alive[v + 1 :]
            won = over(rest)
            dead = won if won is not None else go(rest, "day", False)
            total += Fraction(1, len(town)) * (p_saved * go(alive, "day", False) + (1 - p_saved) * dead)
        return total

    start = "day" if rules.first_phase in ("meeting_night", "day", "talk_day") else "night"
    return go(tuple(roles), start, True)


@pytest.mark.parametrize("preset", ["classic", "youth", "club", "angel"])
@pytest.mark.parametrize(
    "roles",
    [
        ("mafia", "civilian", "civilian", "civilian", "civilian"),
        ("mafia", "detective", "doctor", "civilian", "civilian"),
        ("mafia", "mafia", "doctor", "civilian", "civilian", "civilian"),
        ("don", "mafia", "detective", "doctor", "civilian", "civilian", "civilian"),
    ],
)
def test_the_counting_model_matches_a_brute_force_over_players(preset: str, roles: tuple[str, ...]) -> None:
    rules = plain(
        preset,
        roles=["civilian", "mafia", "don", "detective", "doctor"],
        night_order=["mafia", "don", "detective", "doctor"],
    )
    counts: dict[str, int] = {}
    for r in roles:
        counts[r] = counts.get(r, 0) + 1
    assert exact(rules, counts).mafia_win == pytest.approx(float(brute_force(rules, roles)), abs=1e-12)


def test_protect_self_off_is_modelled_too() -> None:
    rules = plain("youth", protect_self=False)
    roles = ("mafia", "doctor", "civilian", "civilian", "civilian")
    counts = {"mafia": 1, "doctor": 1, "civilian": 3}
    assert exact(rules, counts).mafia_win == pytest.approx(float(brute_force(rules, roles)), abs=1e-12)


@pytest.mark.parametrize("preset", ["classic", "youth", "angel"])
def test_the_mafias_chance_rises_with_their_number(preset: str) -> None:
    rules = PRESETS[preset]
    chances = [exact(rules, {"mafia": m, "civilian": 16 - m}).mafia_win for m in range(1, 7)]
    assert chances == sorted(chances) and chances[0] < chances[-1]


def test_parity_of_the_table_matters() -> None:
    # Migdal's random model: one more citizen does not always help the town: the odds zigzag with
    # the parity of the table.
    rules = plain("classic", roles=["civilian", "mafia"])
    chances = [exact(rules, {"mafia": 2, "civilian": n - 2}).mafia_win for n in range(6, 16)]
    steps = [b - a for a, b in zip(chances, chances[1:], strict=False)]
    assert any(s > 0 for s in steps) and any(s < 0 for s in steps), chances
    assert all((steps[i] > 0) != (steps[i + 1] > 0) for i in range(len(steps) - 1)), "an even/odd zigzag"


def test_a_game_already_over_is_decided() -> None:
    assert exact(PRESETS["club"], {"mafia": 3, "civilian": 3}).mafia_win == 1.0


def test_informed_play_without_roles_is_random_play() -> None:
    rules = PRESETS["classic"]
    counts = {"mafia": 2, "civilian": 8}
    sim = simulate(rules, counts, 5_000, seed=5)
    assert abs(sim.mafia_win - exact(rules, counts).mafia_win) < 3 * sim.margin


def test_informed_play_is_seeded_and_a_detective_helps_the_town() -> None:
    rules = PRESETS["classic"]
    counts = recommended_deal(rules, 10)
    a, b = simulate(rules, counts, 3000, seed=1), simulate(rules, counts, 3000, seed=1)
    assert a == b and a.method == "simulation" and a.games == 3000 and 0 < a.margin < 0.03
    assert a.mafia_win < exact(rules, counts).mafia_win


def run(*args: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "mafia_desktop", "balance", *args], capture_output=True, timeout=120
    )


def test_balance_command_json() -> None:
    proc = run("--rules", "classic", "--players", "12", "--json")
    assert proc.returncode == 0
    out = json.loads(proc.stdout)
    assert out["method"] == "exact" and out["games"] == 0
    assert out["mafia_win"] + out["town_win"] == pytest.approx(1.0)
    sim = json.loads(
        run("--rules", "club", "--players", "10", "--model", "informed", "--games", "500", "--json").stdout
    )
    assert sim["method"] == "simulation" and sim["games"] == 500


def test_mafia_counts_the_whole_team_with_the_don() -> None:
    three = json.loads(run("--rules", "club", "--players", "10", "--mafia", "3", "--json").stdout)
    default = json.loads(run("--rules", "club", "--players", "10", "--json").stdout)
    assert three == default


def test_bad_deals_and_options_are_refused_in_words() -> None:
    proc = run("--rules", "club", "--players", "9")
    assert proc.returncode == 2 and b"exactly 10 players" in proc.stderr
    proc = run("--rules", "classic", "--players", "10", "--option", "kill=maybe")
    assert proc.returncode == 2 and b"option kill must be one of" in proc.stderr
    proc = run("--rules", "classic", "--players", "8", "--mafia", "9")
    assert proc.returncode == 2 and b"Traceback" not in proc.stderr


# --- the roles house rules add: simulated, and labelled so -------------------------------------------


def _house(preset: str, *extra: str) -> Rules:
    base = PRESETS[preset]
    return with_options(base, {"roles": [*base.roles, *extra], "night_order": [*base.night_order, *extra]})


def test_a_role_the_exact_model_lacks_is_simulated_and_says_so() -> None:
    rules = _house("club", "maniac", "lover", "bodyguard")
    counts = {"mafia": 2, "don": 1, "detective": 1, "maniac": 1, "lover": 1, "bodyguard": 1, "civilian": 3}
    assert unmodelled(counts) == ["maniac", "lover", "bodyguard"]
    with pytest.raises(NotModelled, match="maniac"):
        exact(rules, counts)
    result = odds(rules, counts, "random", games=2000, seed=3)
    assert result.method == "simulation" and result.games == 2000
    ((team, maniac),) = result.others
    assert team == "maniac" and 0 < maniac < 1
    assert abs(result.mafia_win + result.town_win + maniac - 1) < 1e-9
    assert result.to_json()["others"] == {"maniac": round(maniac, 6)}
    assert (
        "others" not in odds(PRESETS["club"], {"mafia": 2, "don": 1, "detective": 1, "civilian": 6}).to_json()
    )


def test_the_lover_saves_as_the_doctor_does_and_the_bodyguard_trades_a_life_for_a_life() -> None:
    # Random saves lengthen the game, which in this model helps the mafia a little (the doctor's
    # figure shows the same): the Lover, a random saver too, must come out where the doctor does;
    # the Bodyguard, who dies in the victim's place, changes who dies, not how many.
    rules = _house("classic", "lover", "bodyguard", "doctor")
    base = {"mafia": 2, "civilian": 7}
    # (3,000 seeded games each: the engine's own games, so the bounds are the simulation's margins)
    doctor = simulate(rules, {**base, "doctor": 1}, games=3000, seed=1)
    lover = simulate(rules, {**base, "lover": 1}, games=3000, seed=1)
    plain = simulate(rules, {**base, "civilian": 8}, games=3000, seed=1)
    guard = simulate(rules, {**base, "bodyguard": 1}, games=3000, seed=1)
    assert abs(lover.mafia_win - doctor.mafia_win) < 2 * (lover.margin + doctor.margin)
    assert abs(guard.mafia_win - plain.mafia_win) < 2 * (guard.margin + plain.margin)
    assert lover.others == guard.others == ()


def test_a_maniac_takes_his_share_from_both_sides() -> None:
    rules = _house("classic", "maniac")
    plain = simulate(rules, {"mafia": 2, "detective": 1, "civilian": 7}, games=4000, seed=1)
    maniac = simulate(rules, {"mafia": 2, "detective": 1, "maniac": 1, "civilian": 6}, games=4000, seed=1)
    assert maniac.town_win < plain.town_win and maniac.others[0][1] > 0.05
