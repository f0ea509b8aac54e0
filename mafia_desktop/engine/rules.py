"""One rules model; the four presets of RULES.md are values of it.

Every row of RULES.md is an option here, so a house rule is a new value, never a new branch in
the procedures. Options have JSON names (the field names) and are validated by their spec.

>>> PRESETS["club"].kill
'unanimous'
>>> rules_from_json({"preset": "classic", "options": {"time_limit_pick": False}}).time_limit_pick
False
>>> recommended_counts(PRESETS["classic"], 12)
{'mafia': 3, 'detective': 1, 'civilian': 8}
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from .errors import Problem, RulesError
from .roles import ROLES, calls, role_ids

PRESET_IDS: Final[tuple[str, ...]] = ("classic", "youth", "club", "angel")
# The rule set a screen starts from when nothing was chosen yet (set-up, printing a blank deal).
DEFAULT_PRESET: Final = "classic"

# Absolute bounds of the engine, whatever the options say.
MIN_PLAYERS: Final = 3
MAX_PLAYERS: Final = 50
NAME_MAX_LENGTH: Final = 24

Thresholds = tuple[tuple[int, int], ...]
DealTable = tuple[tuple[str, Thresholds], ...]
Scoring = tuple[tuple[str, float], ...]

# The club's points (FIIM, as public club software keeps them): the option ``scoring`` holds them as
# data, each value any number from -10 to 10.
SCORING_POINTS: Final[tuple[tuple[str, float], ...]] = (
    ("win", 1.0),  # each player of the winning side
    ("best_move_two", 0.25),  # the best move named two mafia
    ("best_move_three", 0.4),  # ... or three
    ("removed_by_fouls", -0.5),  # the fourth foul
    ("removed_by_technical_fouls", -0.5),  # the technical fouls' limit (option technical_fouls)
    ("removed", -0.5),  # the referee's removal (the act ``remove``)
    ("surrendered", -0.5),  # a player who gave up the game (the act ``surrender``)
)
SCORING_KEYS: Final[tuple[str, ...]] = tuple(k for k, _ in SCORING_POINTS)
# Keys added with the federation's house rules: a record writes them only where they differ from
# the club's values, so the record of a game that never used them is what it was before them.
LATER_SCORING_KEYS: Final[frozenset[str]] = frozenset(
    {"removed_by_technical_fouls", "removed", "surrendered"}
)
POINTS_LIMIT: Final = 10.0

# Named point sets a club picks in set-up; the option ``scoring`` keeps the values themselves, so a
# record replays the same whatever a preset later becomes. ``fiim_current`` is the default (the
# points above); the others are older federation versions, kept as clubs still play them.
SCORING_PRESETS: Final[Mapping[str, tuple[tuple[str, float], ...]]] = {
    "fiim_current": SCORING_POINTS,
    # an older version: the best move naming three mafia earned half a point
    "fiim_older_best_move": tuple((k, 0.5 if k == "best_move_three" else v) for k, v in SCORING_POINTS),
    # an older version: the best move's half point for three, and any removal cost 0.7
    "fiim_older_removal": tuple(
        (k, 0.5 if k == "best_move_three" else -0.7 if k.startswith("removed") else v)
        for k, v in SCORING_POINTS
    ),
}
SCORING_PRESET_IDS: Final[tuple[str, ...]] = tuple(SCORING_PRESETS)


def scoring_preset_of(scoring: Scoring | None) -> str | None:
    """The named point set ``scoring`` is (None: custom values, or no score kept)."""
    return next((name for name, values in SCORING_PRESETS.items() if values == scoring), None)


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """How one option is typed and checked; also what a settings editor needs to offer it."""

    name: str
    kind: str  # bool | int | seconds | choice | roles | night_order | deal | scoring
    choices: tuple[str, ...] = ()
    low: int = 0
    high: int = 0


@dataclass(frozen=True, slots=True)
class Rules:
    """Every option of the rules model. Field names are the option names of the record."""

    preset: str
    # who plays
    min_players: int
    max_players: int
    roles: tuple[str, ...]
    deal: DealTable
    mafia_meet: bool
    checkers_meet_host: bool
    # how the game starts
    first_phase: str
    # the day
    day: str
    second_required: bool
    two_votes: bool
    suspect_may_vote: bool
    acquittal_blocks: bool
    day_ends_without_death: bool
    time_limit_pick: bool
    nominations: bool
    revote: bool
    tie: str
    speech_order: str
    # the night
    night_order: tuple[str, ...]
    kill: str
    skip_kill: bool
    protect_self: bool
    protect_same_twice: bool
    announce_save: bool
    # deaths and the end
    reveal: str
    mafia_win: str
    # timers, in seconds; None where the rules set no limit
    speech_seconds: int | None = None
    last_words_seconds: int | None = None
    night_last_words_seconds: int | None = None
    defence_seconds: int | None = None
    discussion_seconds: int | None = None
    day_limit_seconds: int | None = None
    day_limit_warning_seconds: int | None = None
    # the club's sport: fouls, the best move and points (None: not kept)
    scoring: Scoring | None = None
    # the federation's house rules (the sport's options; each default is the app's behaviour
    # before them)
    single_candidate_first_day: str = "vote"  # vote | no_vote: one nominee on the first day
    third_foul: str = "speech"  # speech (the next speech lost) | half_speech (half its time)
    technical_fouls: int = 0  # how many technical fouls remove a player (0: none are given)

    # --- derived facts the procedures ask for -------------------------------------------------

    def points(self, key: str) -> float:
        """One of the scoring's point values (0 where the rules keep no score)."""
        return _point_table(self.scoring).get(key, 0.0) if self.scoring is not None else 0.0

    @property
    def short_speech_seconds(self) -> int | None:
        """A shortened speech's time (a third foul under ``third_foul`` = ``half_speech``)."""
        return None if self.speech_seconds is None else max(1, self.speech_seconds // 2)

    @property
    def motions(self) -> tuple[str, ...]:
        """The votes one accusation goes through (``accusation`` days)."""
        return ("charge", "execute") if self.two_votes else ("convict",)

    def title(self, role: str) -> str:
        """The preset's name for a role (the registry's English source, which the catalogue
        translates): "Inspector" in classic, "Sheriff" in club, "Medic" in youth."""
        known = ROLES.get(role)
        return known.title(self.preset) if known is not None else role

    def options(self) -> dict[str, Any]:
        """All options as JSON values."""
        return {spec.name: _option_to_json(spec, getattr(self, spec.name)) for spec in OPTION_SPECS}

    def overrides(self) -> dict[str, Any]:
        """The options that differ from this rule set's preset, as JSON values."""
        base = PRESETS[self.preset]
        return {
            spec.name: _option_to_json(spec, getattr(self, spec.name))
            for spec in OPTION_SPECS
            if getattr(self, spec.name) != getattr(base, spec.name)
        }

    def to_json(self) -> str | dict[str, Any]:
        """The record's ``rules`` member: the preset id, or the preset with its overrides."""
        changed = self.overrides()
        return {"preset": self.preset, "options": changed} if changed else self.preset


@functools.lru_cache(maxsize=64)
def _point_table(scoring: Scoring) -> dict[str, float]:
    """A scoring's values by key, made once per scoring (a game asks for them many times; the
    table is only read)."""
    return dict(scoring)


def _spec(name: str, kind: str, *choices: str, low: int = 0, high: int = 0) -> OptionSpec:
    return OptionSpec(name, kind, tuple(choices), low, high)


OPTION_SPECS: Final[tuple[OptionSpec, ...]] = (
    _spec("min_players", "int", low=MIN_PLAYERS, high=MAX_PLAYERS),
    _spec("max_players", "int", low=MIN_PLAYERS, high=MAX_PLAYERS),
    _spec("roles", "roles"),
    _spec("deal", "deal"),
    _spec("mafia_meet", "bool"),
    _spec("checkers_meet_host", "bool"),
    _spec("first_phase", "choice", "meeting_night", "talk_day", "night", "day"),
    _spec("day", "choice", "accusation", "tally"),
    _spec("second_required", "bool"),
    _spec("two_votes", "bool"),
    _spec("suspect_may_vote", "bool"),
    _spec("acquittal_blocks", "bool"),
    _spec("day_ends_without_death", "bool"),
    _spec("time_limit_pick", "bool"),
    _spec("nominations", "bool"),
    _spec("revote", "bool"),
    _spec("tie", "choice", "retally", "car_crash", "none"),
    _spec("speech_order", "choice", "none", "rotating"),
    _spec("night_order", "night_order"),
    _spec("kill", "choice", "majority", "unanimous", "team"),
    _spec("skip_kill", "bool"),
    _spec("protect_self", "bool"),
    _spec("protect_same_twice", "bool"),
    _spec("announce_save", "bool"),
    _spec("reveal", "choice", "never", "vote", "always"),
    _spec("mafia_win", "choice", "parity", "majority"),
    _spec("speech_seconds", "seconds", low=5, high=3600),
    _spec("last_words_seconds", "seconds", low=5, high=3600),
    _spec("night_last_words_seconds", "seconds", low=5, high=3600),
    _spec("defence_seconds", "seconds", low=5, high=3600),
    _spec("discussion_seconds", "seconds", low=5, high=3600),
    _spec("day_limit_seconds", "seconds", low=60, high=4 * 3600),
    _spec("day_limit_warning_seconds", "seconds", low=5, high=3600),
    _spec("scoring", "scoring"),
    _spec("single_candidate_first_day", "choice", "vote", "no_vote"),
    _spec("third_foul", "choice", "speech", "half_speech"),
    _spec("technical_fouls", "int", low=0, high=9),
)
# What the federation's rules set for its options (set-up offers them as one choice; docs say it).
FEDERATION_OPTIONS: Final[Mapping[str, object]] = {
    "single_candidate_first_day": "no_vote",
    "third_foul": "half_speech",
    "technical_fouls": 2,
}
OPTION_NAMES: Final[tuple[str, ...]] = tuple(spec.name for spec in OPTION_SPECS)
_SPEC_BY_NAME: Final[Mapping[str, OptionSpec]] = {spec.name: spec for spec in OPTION_SPECS}


def _quarter() -> Thresholds:
    # "about a quarter: 2 vs 6-8 citizens, 3 vs 9-11": m mafia for 4m-1 .. 4m+2 players.
    return ((5, 1), (7, 2), (11, 3), (15, 4), (19, 5), (23, 6), (27, 7), (31, 8), (35, 9))


# What the presets share, and the "not in seed" defaults of RULES.md; each preset below lists only
# what its seed fixes, row by row of the rules table.
_SHARED: Final[dict[str, Any]] = dict(
    min_players=5,
    max_players=30,
    mafia_meet=True,
    checkers_meet_host=False,
    first_phase="meeting_night",
    second_required=False,
    two_votes=False,
    suspect_may_vote=True,
    acquittal_blocks=False,
    day_ends_without_death=False,
    time_limit_pick=False,
    nominations=False,
    revote=False,
    tie="none",
    speech_order="none",
    skip_kill=True,
    protect_self=True,
    protect_same_twice=True,
    announce_save=True,
    reveal="never",
)


def _preset_rules(preset: str, **fixed: Any) -> Rules:
    return Rules(preset=preset, **{**_SHARED, **fixed})


PRESETS: Final[Mapping[str, Rules]] = {
    "classic": _preset_rules(
        "classic",
        roles=("civilian", "mafia", "detective"),
        deal=(("mafia", _quarter()), ("detective", ((5, 1),))),
        day="accusation",
        two_votes=True,
        suspect_may_vote=False,
        time_limit_pick=True,
        night_order=("mafia", "detective"),
        kill="majority",
        mafia_win="majority",
        day_limit_seconds=20 * 60,
        day_limit_warning_seconds=2 * 60,
    ),
    "youth": _preset_rules(
        "youth",
        min_players=4,
        roles=("civilian", "mafia", "detective", "doctor"),
        deal=(
            ("mafia", ((4, 1), (6, 2), (13, 3), (20, 4))),
            ("detective", ((4, 1),)),
            ("doctor", ((4, 1),)),
        ),
        first_phase="talk_day",
        day="tally",
        revote=True,
        tie="retally",
        night_order=("mafia", "detective", "doctor"),
        kill="team",
        skip_kill=False,
        reveal="vote",
        mafia_win="majority",
        defence_seconds=30,
        discussion_seconds=120,
    ),
    "club": _preset_rules(
        "club",
        min_players=10,
        max_players=10,
        roles=("civilian", "mafia", "don", "detective"),
        deal=(("don", ((10, 1),)), ("mafia", ((10, 2),)), ("detective", ((10, 1),))),
        checkers_meet_host=True,
        day="tally",
        day_ends_without_death=True,
        nominations=True,
        tie="car_crash",
        speech_order="rotating",
        night_order=("mafia", "don", "detective"),
        kill="unanimous",
        mafia_win="parity",
        scoring=SCORING_POINTS,
        speech_seconds=60,
        last_words_seconds=30,
        night_last_words_seconds=60,
        defence_seconds=30,
    ),
    "angel": _preset_rules(
        "angel",
        roles=("civilian", "mafia", "detective"),
        deal=(
            ("mafia", ((5, 1), (7, 2), (11, 3), (13, 4), (17, 5), (21, 6), (25, 7), (29, 8))),
            ("detective", ((5, 1), (16, 2))),
        ),
        day="accusation",
        second_required=True,
        acquittal_blocks=True,
        day_ends_without_death=True,
        night_order=("mafia", "detective", "doctor"),
        kill="team",
        skip_kill=False,
        reveal="always",
        mafia_win="parity",
    ),
}


def recommended_counts(rules: Rules, players: int) -> dict[str, int]:
    """How many of each role the rules recommend for a table of ``players``.

    Each role's count is that of the last threshold at or below the player count (the first
    threshold's below it); a role dealt once at most (``Role.most``) that the deal does not count
    is dealt once; civilians fill the rest. Roles the rules do not deal are left out.
    """
    counts: dict[str, int] = {}
    for role, thresholds in rules.deal:
        if role not in rules.roles or role == "civilian":
            continue
        count = thresholds[0][1]
        for low, n in thresholds:
            if players >= low:
                count = n
        if count:
            counts[role] = count
    # A role dealt once at most that the deal does not count (a house rule's Maniac) is dealt once.
    dealt = {role for role, _ in rules.deal}
    for role in rules.roles:
        if role not in dealt and ROLES[role].most == 1 and players - sum(counts.values()) > 1:
            counts[role] = 1
    counts["civilian"] = max(0, players - sum(counts.values()))
    return counts


# --- reading options --------------------------------------------------------------------------


def rules_from_json(value: object) -> Rules:
    """The rules of a record's ``rules`` member: a preset id or ``{"preset", "options"}``.

    Raises :class:`RulesError` with a sentence saying what is wrong.
    """
    if isinstance(value, str):
        return _preset(value)
    if not isinstance(value, dict):
        raise RulesError(
            'rules must be a preset id ("classic", "youth", "club", "angel") or an object '
            '{"preset": ..., "options": {...}}'
        )
    unknown = sorted(set(value) - {"preset", "options"})
    if unknown:
        raise RulesError(f"rules has unknown member {unknown[0]!r}; it takes preset and options")
    base = _preset(value.get("preset"))
    options = value.get("options", {})
    if not isinstance(options, dict):
        raise RulesError("rules.options must be an object of option names and values")
    return with_options(base, options)


def _preset(preset: object) -> Rules:
    if not isinstance(preset, str) or preset not in PRESETS:
        shown = repr(preset) if isinstance(preset, (str, int, float, bool)) or preset is None else "that"
        raise RulesError(f"unknown rules {shown[:40]}: use one of {', '.join(PRESET_IDS)}")
    return PRESETS[preset]


def with_options(base: Rules, options: Mapping[str, object]) -> Rules:
    """``base`` with some options changed, each checked; the whole result is checked too."""
    changes: dict[str, Any] = {}
    for name, raw in options.items():
        spec = _SPEC_BY_NAME.get(name)
        if spec is None:
            raise RulesError(f"unknown option {name[:40]!r}; the options are {', '.join(OPTION_NAMES)}")
        changes[name] = _option_from_json(spec, raw)
    rules = dataclasses.replace(base, **changes)
    check_rules(rules)
    return rules


def check_rules(rules: Rules) -> None:
    """Raise :class:`RulesError` if the options contradict each other."""
    if rules.min_players > rules.max_players:
        raise RulesError(Problem("rules_player_span", low=rules.min_players, high=rules.max_players))
    for needed in ("civilian", "mafia"):
        if needed not in rules.roles:
            raise RulesError(Problem("rules_need_role", which=needed))
    for role in rules.roles:
        for call in ROLES[role].calls:
            if call not in rules.night_order:
                raise RulesError(Problem("rules_night_call", which=call))
    if rules.tie == "car_crash" and rules.day != "tally":
        raise RulesError(Problem("rules_car_crash"))


def _bad(spec: OptionSpec, what: str) -> RulesError:
    return RulesError(f"option {spec.name} must be {what}")


def _option_from_json(spec: OptionSpec, raw: object) -> Any:
    kind = spec.kind
    if kind == "bool":
        if not isinstance(raw, bool):
            raise _bad(spec, "true or false")
        return raw
    if kind in ("int", "seconds"):
        if raw is None and kind == "seconds":
            return None
        if isinstance(raw, bool) or not isinstance(raw, int) or not spec.low <= raw <= spec.high:
            extra = " or null" if kind == "seconds" else ""
            raise _bad(spec, f"a whole number from {spec.low} to {spec.high}{extra}")
        return raw
    if kind == "choice":
        if raw not in spec.choices:
            raise _bad(spec, "one of " + ", ".join(spec.choices))
        return raw
    if kind == "roles":
        return _role_list(spec, raw, role_ids())
    if kind == "night_order":
        return _role_list(spec, raw, calls())
    if kind == "deal":
        return _deal_from_json(spec, raw)
    if kind == "scoring":
        return _scoring_from_json(spec, raw)
    raise AssertionError(kind)  # pragma: no cover - every kind is handled above


def _role_list(spec: OptionSpec, raw: object, allowed: tuple[str, ...]) -> tuple[str, ...]:
    what = "a list of distinct names from " + ", ".join(allowed)
    if not isinstance(raw, list) or not all(isinstance(r, str) and r in allowed for r in raw):
        raise _bad(spec, what)
    if len(set(raw)) != len(raw):
        raise _bad(spec, what)
    return tuple(raw)


def _deal_from_json(spec: OptionSpec, raw: object) -> DealTable:
    what = (
        "an object of role -> list of [players, count] pairs, players rising, e.g. "
        '{"mafia": [[5, 1], [9, 2]]}'
    )
    if not isinstance(raw, dict):
        raise _bad(spec, what)
    table: list[tuple[str, Thresholds]] = []
    for role, rows in raw.items():
        if role not in ROLES or role == "civilian" or not isinstance(rows, list) or not rows:
            raise _bad(spec, what)
        pairs: list[tuple[int, int]] = []
        for row in rows:
            ok = (
                isinstance(row, list)
                and len(row) == 2
                and all(isinstance(x, int) and not isinstance(x, bool) for x in row)
                and 0 <= row[0] <= MAX_PLAYERS
                and 0 <= row[1] <= MAX_PLAYERS
            )
            if not ok or (pairs and row[0] <= pairs[-1][0]):
                raise _bad(spec, what)
            pairs.append((row[0], row[1]))
        table.append((role, tuple(pairs)))
    return tuple(table)


def _scoring_from_json(spec: OptionSpec, raw: object) -> Scoring | None:
    """``null`` or ``false`` (no score kept), ``true`` (the club's points), or an object of point
    values (those left out keep the club's)."""
    if raw is None or raw is False:
        return None
    if raw is True:
        return SCORING_POINTS
    what = (
        "null, true, or an object of point values ("
        + ", ".join(SCORING_KEYS)
        + f"), each a number from {-POINTS_LIMIT:g} to {POINTS_LIMIT:g}"
    )
    if not isinstance(raw, dict) or not set(raw) <= set(SCORING_KEYS):
        raise _bad(spec, what)
    values = dict(SCORING_POINTS)
    for key, value in raw.items():
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not abs(value) <= POINTS_LIMIT:
            raise _bad(spec, what)
        values[key] = float(value)
    return tuple((k, values[k]) for k in SCORING_KEYS)


def _option_to_json(spec: OptionSpec, value: Any) -> Any:
    if spec.kind == "scoring":
        if value is None:
            return None
        default = dict(SCORING_POINTS)
        return {k: v for k, v in value if k not in LATER_SCORING_KEYS or v != default[k]}
    if spec.kind in ("roles", "night_order"):
        return list(value)
    if spec.kind == "deal":
        return {role: [list(p) for p in rows] for role, rows in value}
    return value


def option_spec(name: str) -> OptionSpec:
    """The spec of one option, for a settings editor."""
    return _SPEC_BY_NAME[name]
