"""The rulebook and role reference the app shows (*Help → Rules and roles*, F1): one rule set as it
is played, in the language in force, built from the rules model, the same pieces
``docs/rules.md`` is written from (``docs/make_rules.py`` takes :func:`deal_rows` and
:func:`role_rows` from here): who plays and the recommended deal, each role's name, side, card line
and playing card, the day, the night and the end (:mod:`mafia_desktop.rules_summary`, the words
set-up shows), the house rules in force, and what every game shares.

It knows rules, never a deal: nothing in it says who holds what, so it may be shown anywhere, the
second screen included. Plain data (:class:`Section`); the dialog lays it out
(:mod:`mafia_desktop.ui.dialogs.rulebook_dialog`).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP

from mafia_desktop import phrases, rules_summary
from mafia_desktop.engine.deck_plan import plan
from mafia_desktop.engine.roles import ROLES
from mafia_desktop.engine.rules import OPTION_SPECS, PRESETS, OptionSpec, Rules, recommended_counts

translate = phrases.translate

# What every preset shares (docs/rules.md says the same, in English, for every preset).
SHARED = (
    QT_TRANSLATE_NOOP(
        "Rulebook",
        "The dead take no further part: they do not vote, speak or act, and are not counted in any majority.",
    ),
    QT_TRANSLATE_NOOP("Rulebook", "A dead player's card stays secret unless these rules turn it up."),
    QT_TRANSLATE_NOOP(
        "Rulebook",
        "Nobody's role is shown on the shared screen while they are alive: only to that player on the private"
        " panel, or to the referee behind a deliberate reveal.",
    ),
    QT_TRANSLATE_NOOP("Rulebook", "A check's result is told only to the player who made it."),
    QT_TRANSLATE_NOOP(
        "Rulebook",
        '"The town" in the win rules is everyone who is not mafia, special roles included.',
    ),
)
# Options a house rule changes only through others (the roles bring their night calls and deal).
_FOLLOWING = ("night_order", "deal")


@dataclass(frozen=True)
class Section:
    """One part of the book: a title, its lines, and a table (its heading and rows) if it has one."""

    title: str
    lines: tuple[str, ...] = ()
    head: tuple[str, ...] = ()
    rows: tuple[tuple[str, ...], ...] = ()


def span(low: int, high: int) -> str:
    number = phrases.number
    return number(low) if low == high else f"{number(low)}–{number(high)}"


def deal_rows(rules: Rules) -> tuple[list[str], list[tuple[int, int, dict[str, int]]], dict[int, int]]:
    """The recommended deal by table size: the special roles dealt at some size (registry order),
    the runs of sizes with the same special roles (first size, last size, counts), and the
    civilians at each size."""
    rows: list[tuple[int, int, dict[str, int]]] = []
    civilians: dict[int, int] = {}
    for n in range(rules.min_players, rules.max_players + 1):
        counts = recommended_counts(rules, n)
        civilians[n] = counts.pop("civilian")
        if rows and rows[-1][2] == counts:
            rows[-1] = (rows[-1][0], n, counts)
        else:
            rows.append((n, n, counts))
    special = [r for r in ROLES if r != "civilian" and any(r in c for _, _, c in rows)]
    return special, rows, civilians


def role_rows(rules: Rules) -> list[tuple[str, str, str, str]]:
    """Each role these rules deal, in the registry's order: its id, its side's id, what its card
    says, and the playing card that stands for it."""
    cards = dict(plan(rules, dict.fromkeys(rules.roles, 1)).choices())  # one of each, as a deal takes them
    return [
        (role_id, role.team, phrases.role_duty(rules, role_id), cards[role_id])
        for role_id, role in ROLES.items()
        if role_id in rules.roles
    ]


def players_text(rules: Rules) -> str:
    lo, hi = rules.min_players, rules.max_players
    if lo == hi:
        return phrases.fill(translate("RulesSummary", "Exactly {n} players."), n=lo)
    return phrases.fill(translate("RulesSummary", "{lo} to {hi} players."), lo=lo, hi=hi)


def option_value(spec: OptionSpec, value: object, rules: Rules) -> str:
    """A house rule's value in words, in the language in force."""
    if spec.kind == "bool":
        return translate("Rulebook", "yes") if value else translate("Rulebook", "no")
    if spec.kind == "choice":
        return phrases.option_choice(spec.name, str(value))
    if spec.kind == "seconds":
        return translate("Rulebook", "no limit") if value is None else rules_summary.duration(int(str(value)))
    if spec.kind == "scoring":
        return translate("Rulebook", "kept") if value is not None else translate("Rulebook", "not kept")
    if spec.kind == "roles" and isinstance(value, (list, tuple)):
        return phrases.names([phrases.role_name(rules, str(r)) for r in value if r != "civilian"])
    return phrases.text_of(value)


def house_in_force(rules: Rules) -> list[tuple[str, str]]:
    """The house rules these rules play by (what differs from their preset): each one's name and
    value in words; empty for the preset as it is."""
    base = PRESETS[rules.preset]
    out = []
    for spec in OPTION_SPECS:
        value = getattr(rules, spec.name)
        if spec.name in _FOLLOWING or value == getattr(base, spec.name):
            continue
        name = (
            phrases.option_name(spec.name) if spec.name != "roles" else translate("Rulebook", "Roles in play")
        )
        out.append((name, option_value(spec, value, rules)))
    return out


def book(rules: Rules) -> list[Section]:
    """The rulebook of ``rules`` (a preset, with the house rules a game plays by)."""
    special, runs, civilians = deal_rows(rules)
    head = (
        translate("Rulebook", "Players"),
        *(phrases.role_name(rules, r, 2) for r in special),
        phrases.role_name(rules, "civilian", 2),
    )
    deal = tuple(
        (
            span(first, last),
            *(phrases.number(counts.get(r, 0)) for r in special),
            span(civilians[first], civilians[last]),
        )
        for first, last, counts in runs
    )
    roles = tuple(
        (
            phrases.role_name(rules, role),
            phrases.team_word(team, "name"),
            duty,
            phrases.card_name(card, rules.preset),
        )
        for role, team, duty, card in role_rows(rules)
    )
    house = house_in_force(rules)
    return [
        Section(phrases.preset_name(rules.preset), (phrases.preset_origin(rules.preset),)),
        Section(
            translate("Rulebook", "Who plays"),
            (players_text(rules), translate("Rulebook", "The recommended deal, by the number of players:")),
            head,
            deal,
        ),
        Section(
            translate("Rulebook", "The roles"),
            (),
            (
                translate("Rulebook", "Role"),
                translate("Rulebook", "Side"),
                translate("Rulebook", "Its card says"),
                translate("Rulebook", "Playing card"),
            ),
            roles,
        ),
        Section(translate("Rulebook", "The day"), (rules_summary.day_summary(rules),)),
        Section(translate("Rulebook", "The night"), (rules_summary.night_summary(rules),)),
        Section(translate("Rulebook", "The end"), (rules_summary.end_summary(rules),)),
        Section(
            translate("Rulebook", "House rules in force"),
            () if house else (translate("Rulebook", "None: these are the preset's own rules."),),
            (translate("Rulebook", "Rule"), translate("Rulebook", "Here")) if house else (),
            tuple(house),
        ),
        Section(translate("Rulebook", "In every game"), tuple(translate("Rulebook", str(s)) for s in SHARED)),
    ]
