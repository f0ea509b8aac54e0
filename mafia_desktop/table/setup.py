"""The set-up of a new game, as choices: who plays (in seat order, or drawn at random), which rules
(a preset and its house rules), the deal, the mode the table plays in, the protocol's header and
the series; why the game cannot start yet, as codes; and the game it starts. Plain Python (no Qt,
no files, no clock: the screen gives it today's date): :mod:`mafia_desktop.ui.setup.screen`
renders it, writes the edits into it, and keeps its last choices between runs.

>>> s = SetupModel(names=["Ann", "Bob", "Cid", "Dan", "Eve", "ann"])
>>> s.apply_recommended()
>>> [(p.code, p.params) for p in s.problems()]
[('mode', {}), ('name', {'seat': 6, 'name': 'ann', 'reason': 'duplicate'})]
>>> s.set_mode("pass")  # how the table plays: a first set-up has it asked first
>>> s.rename(5, " Fay ")
>>> s.names[5], s.problems(), s.counts()
('Fay', [], {'mafia': 1, 'detective': 1, 'civilian': 4})
>>> s.set_preset("club")
>>> [(p.code, p.params) for p in s.problems()]
[('players', {'low': 10, 'high': 10, 'players': 6})]
>>> draw_seats(["Ann", "Bob", "Cid"], 7) == draw_seats(["Ann", "Bob", "Cid"], 7)
True
>>> next_game_number(LastGame("2025-05-01", "Spring", 3), "2025-05-01", " spring ")
4
"""

from __future__ import annotations

import random
import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, fields
from typing import Any

from mafia_desktop import languages
from mafia_desktop.club.rating import GAME_TYPES as RATED_TYPES
from mafia_desktop.club.tournament import read_member
from mafia_desktop.engine.deal import deal_counts_problem, deal_roles, recommended_deal
from mafia_desktop.engine.errors import RulesError
from mafia_desktop.engine.record import Record
from mafia_desktop.engine.role_pack import offered
from mafia_desktop.engine.roles import ROLES, calls, night_order_for
from mafia_desktop.engine.rules import (
    DEFAULT_PRESET,
    NAME_MAX_LENGTH,
    OPTION_SPECS,
    PRESET_IDS,
    PRESETS,
    Rules,
    with_options,
)
from mafia_desktop.engine.setup import clean_name, first_hidden, make_setup, name_key, name_problem
from mafia_desktop.table.session import TableMode

DEFAULT_ROSTER = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]
SETUP_MODES = ("referee", "pass", "middle")
SETUP_DEALS = ("reveal", "cards", "print")
NARRATION_LANGS = languages.codes()
TIMED_SECONDS = (5, 60)  # the unattended referee's seconds per night call: fewest, most
TIMED_DEFAULT = 15
MOST_OF_A_ROLE = 20  # what the deal offers of a role that has no limit of its own
# The protocol's texts, and the most characters each may have (the referee's is a person's name).
PROTOCOL_LIMITS = {"club": 40, "referee": NAME_MAX_LENGTH, "series": 40}
GAME_NUMBERS = (1, 999)  # the game's number in its evening: lowest, highest
PROTOCOL_PROBLEMS = ("control", "invisible", "too_long")
DAY = re.compile(r"\d{4}-\d{2}-\d{2}")  # a date as the record keeps it
GAME_TYPES: tuple[str, ...] = RATED_TYPES  # the game's type, for the rating's step (the first: the default)


def special_roles() -> tuple[str, ...]:
    """The roles counted in the deal (civilians fill the rest), from the role registry (not the
    roles a game record brought for its replay: :func:`~mafia_desktop.engine.role_pack.offered`)."""
    return tuple(r for r in ROLES if r != "civilian" and offered(r))


def optional_roles() -> tuple[str, ...]:
    """The roles a house rule may add to a preset or take out of it."""
    return tuple(r for r, role in ROLES.items() if role.optional and offered(r))


def most_of(role: str) -> int:
    """The most of ``role`` the deal offers (a role dealt once at most, the Maniac, offers 0 or 1)."""
    return ROLES[role].most or MOST_OF_A_ROLE


def draw_seats(names: Sequence[str], seed: int) -> list[str]:
    """The names in seats drawn at random with ``seed`` (a tournament round): the same names, each
    once, in the order ``random.Random(seed)`` shuffles them; the same seed, the same seats."""
    drawn = list(names)
    random.Random(seed).shuffle(drawn)
    return drawn


def protocol_text_problem(text: str, limit: int) -> str | None:
    """What is wrong with ``text`` as one of the protocol's texts (trimmed, at most ``limit``
    characters; empty is allowed), as a code of :data:`PROTOCOL_PROBLEMS`, or None."""
    cleaned = clean_name(text)
    if any(unicodedata.category(ch) in ("Cc", "Zl", "Zp") for ch in cleaned):
        return "control"
    if first_hidden(cleaned) is not None:  # what shows nothing, as in a name
        return "invisible"
    if len(cleaned) > limit:
        return "too_long"
    return None


@dataclass(frozen=True)
class LastGame:
    """The last game started, as the set-up remembers it: its day (``YYYY-MM-DD``), its series
    ("" for none) and its number in the evening (None: it had none)."""

    date: str
    series: str
    number: int | None


def next_game_number(last: LastGame | None, today: str, series: str) -> int:
    """The number offered to the next game: one after the last game's when it was today and in
    the same series (compared as names are: trimmed, ignoring case), else 1."""
    if last is None or last.number is None or not today or last.date != today:
        return GAME_NUMBERS[0]
    if name_key(last.series) != name_key(series):
        return GAME_NUMBERS[0]
    return max(GAME_NUMBERS[0], min(last.number + 1, GAME_NUMBERS[1]))


@dataclass(frozen=True)
class SeatDraw:
    """Seats drawn at random: the ``seed`` and the names in the order they were ``entered``;
    ``drawn`` is the order the draw gave (the roster while nobody has edited it since)."""

    seed: int
    entered: tuple[str, ...]

    @property
    def drawn(self) -> list[str]:
        return draw_seats(self.entered, self.seed)

    def to_json(self) -> dict[str, Any]:
        """As the record keeps it (``seat_draw``): the seed, and the names as the game keeps them."""
        return {"seed": self.seed, "entered": [clean_name(n) for n in self.entered]}


# Options the house-rules editor offers (the deal and night order follow from the roles).
EDITABLE = [s for s in OPTION_SPECS if s.kind in ("bool", "choice", "seconds", "int", "scoring")]


@dataclass(frozen=True)
class Problem:
    """Why the game cannot start, as a code and its parameters (the screen says it in words):

    - ``mode``: nobody has chosen how the table plays yet (a first set-up);
    - ``name``: the name at ``seat`` (from 1) is bad; ``name`` as typed, ``reason`` a code of
      :data:`mafia_desktop.engine.setup.NAME_PROBLEMS`;
    - ``rules``: the house rules contradict each other; ``problem`` is the rules' own reason (an
      engine :class:`~mafia_desktop.engine.errors.Problem`, or English text);
    - ``players``: the rules are for ``low`` to ``high`` players (exactly, when they are the same)
      and the table has ``players``;
    - ``deal``: the counts cannot be dealt; ``problem`` is the engine's reason;
    - ``protocol``: the protocol's text ``field`` (club, referee or series) is bad: ``text`` as
      typed, ``reason`` a code of :data:`PROTOCOL_PROBLEMS`, ``limit`` its most characters.
    """

    code: str
    params: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class PendingGame:
    """A set-up waiting for the players to enter the cards they were dealt: a plain, frozen draft
    of the choices (the form itself may be rebuilt meanwhile, by a change of language or text
    size). ``second_screen``: the public table is to be shown on another screen too;
    ``protocol``, ``series`` and ``seat_draw`` the record's members of those names (None: none)."""

    seed: int
    rules: Rules
    players: list[str]
    counts: dict[str, int]  # role -> how many were dealt, civilians included; none of a role left out
    table: TableMode
    second_screen: bool = False
    protocol: dict[str, Any] | None = None
    series: str | None = None
    seat_draw: dict[str, Any] | None = None
    tournament: dict[str, Any] | None = None

    def record(self, roles: Mapping[str, str]) -> Record:
        """The new game with the roles the players entered from their cards."""
        game = Record(make_setup(self.rules, self.seed, self.players, dict(roles)))
        return with_notes(game, self.table, self.protocol, self.series, self.seat_draw, self.tournament)


def with_notes(
    record: Record,
    table: TableMode,
    protocol: Mapping[str, Any] | None,
    series: str | None,
    seat_draw: Mapping[str, Any] | None,
    tournament: Mapping[str, Any] | None = None,
) -> Record:
    """A new game's record with the set-up's members beside it: the table's mode, the protocol's
    header, the series, the seat draw and the tournament's slot (each a copy; None leaves it out)."""
    out = record.with_note("table", table.to_json())
    out = out.with_note("protocol", dict(protocol) if protocol is not None else None)
    out = out.with_note("series", series or None)
    if seat_draw is not None:
        seat_draw = {"seed": seat_draw["seed"], "entered": list(seat_draw["entered"])}
    out = out.with_note("seat_draw", seat_draw)
    return out.with_note("tournament", dict(tournament) if tournament is not None else None)


@dataclass
class SetupModel:
    """The choices of a set-up. ``names`` are as typed (a bad one stays, marked, until it is
    mended); ``overrides`` the house rules (option name -> value) over the preset; ``role_counts``
    how many of each special role are dealt, also of the roles these rules leave out (0);
    ``deal_touched`` whether the deal was set by hand (else it follows the table: the recommended
    one); ``mode`` how the table plays, and ``mode_chosen`` whether the group chose it (a first
    set-up asks: the game cannot start in a mode nobody picked); ``deal`` as chosen, even where this mode cannot use it (see :meth:`table_mode`);
    ``second_screen`` the choice to show the table on another screen, and ``screens`` how many
    screens the computer has now (not a choice: the screen keeps it current); ``phones``: players
    may use their own phones, as chosen (the game has them only where the laptop is passed round
    and the app deals: see :meth:`table_mode`).

    The protocol's header: ``club``, ``referee`` and ``series`` as typed (trimmed in the record);
    ``game`` the game's number in the evening (None: none), offered from ``last_game`` and
    ``date`` (today, the screen's clock; neither is a choice) until ``game_touched``;
    ``game_type`` the game's type for the rating (:data:`GAME_TYPES`: a club game, a tournament
    game, a final), kept in the protocol (see :meth:`set_game_type`).
    ``seat_draw`` the seats drawn at random, while the roster is as drawn (an edit drops it);
    ``tournament`` the record's ``tournament`` member (the slot of a tournament this game is:
    ``{"id", "round", "table"}``), or None."""

    names: list[str] = field(default_factory=list)
    preset: str = DEFAULT_PRESET
    overrides: dict[str, object] = field(default_factory=dict)
    role_counts: dict[str, int] = field(default_factory=lambda: dict.fromkeys(special_roles(), 0))
    deal_touched: bool = False
    mode: str = "referee"
    mode_chosen: bool = False
    deal: str = "reveal"
    narrate: bool = False
    lang: str = "en"
    timed: bool = False
    timed_seconds: int = TIMED_DEFAULT
    second_screen: bool = False
    phones: bool = False
    club: str = ""
    referee: str = ""
    series: str = ""
    game: int | None = None
    game_touched: bool = False
    game_type: str = "club"
    seat_draw: SeatDraw | None = None
    tournament: dict[str, Any] | None = None
    screens: int = field(default=1, compare=False)
    date: str = field(default="", compare=False)
    last_game: LastGame | None = field(default=None, compare=False)

    # --- the rules and the deal they make -----------------------------------------------------------

    def rules(self) -> Rules:
        """The preset with the house rules; raises RulesError if they contradict each other."""
        return with_options(PRESETS[self.preset], self.overrides)

    def safe_rules(self) -> Rules:
        """The rules, or the preset's own while the house rules contradict each other (what the
        form shows then)."""
        try:
            return self.rules()
        except RulesError:
            return PRESETS[self.preset]

    def counts(self) -> dict[str, int]:
        """How many of each role in play are dealt, civilians (the rest of the table) included."""
        rules = self.safe_rules()
        counts = {r: self.role_counts.get(r, 0) for r in special_roles() if r in rules.roles}
        counts["civilian"] = max(0, len(self.names) - sum(counts.values()))
        return counts

    def table_mode(self) -> TableMode:
        """The mode the game is played in, kept in the record beside the game."""
        deal = self.deal if self.deal_allowed(self.deal) else "reveal"
        tv = self.uses_second_screen()
        phones = self.uses_phones()
        if not self.narrate:
            return TableMode(self.mode, deal, tv=tv, phones=phones)
        timed = self.timed_seconds if self.timed and self.mode == "referee" else 0
        return TableMode(self.mode, deal, narrate=True, lang=self.lang, timed=timed, tv=tv, phones=phones)

    def phones_allowed(self) -> bool:
        """Whether players may use their own phones in this mode: the laptop is passed round and
        the app deals (each player's code shows beside their card on the laptop)."""
        return self.mode == "pass" and self.deal == "reveal"

    def uses_phones(self) -> bool:
        """Players may use their own phones: chosen, and this mode allows it."""
        return self.phones and self.phones_allowed()

    def deal_allowed(self, deal: str) -> bool:
        """Whether this mode can deal so: printing every card is the host's, and a game with no
        referee has nobody who may."""
        return deal in SETUP_DEALS and (deal != "print" or self.mode == "referee")

    def uses_second_screen(self) -> bool:
        """The table is shown on another screen: chosen, and there is one."""
        return self.second_screen and self.screens > 1

    # --- why the game cannot start ----------------------------------------------------------------

    def problems(self) -> list[Problem]:
        """Why the game cannot start (empty when it can): no mode chosen, the bad names, the protocol's
        bad texts; then the rules, if they contradict each other; else the number of players, if
        the rules are not for it; else the deal, if it cannot be dealt."""
        out = [] if self.mode_chosen else [Problem("mode")]
        out += self.name_problems() + self.protocol_problems()
        rules_problem = self.rules_problem()
        if rules_problem is not None:
            return [*out, Problem("rules", {"problem": rules_problem})]
        rules = self.rules()
        n = len(self.names)
        if not rules.min_players <= n <= rules.max_players:
            return [
                *out,
                Problem("players", {"low": rules.min_players, "high": rules.max_players, "players": n}),
            ]
        deal = deal_counts_problem(rules, n, self.counts())
        if deal:
            out.append(Problem("deal", {"problem": deal}))
        return out

    def name_problems(self) -> list[Problem]:
        """A ``name`` problem for each bad name, in seat order (a name is checked against those
        seated before it)."""
        out = []
        for i, name in enumerate(self.names):
            reason = name_problem(name, self.names[:i])
            if reason:
                out.append(Problem("name", {"seat": i + 1, "name": name, "reason": reason}))
        return out

    def bad_seats(self) -> set[int]:
        """The seats (from 0) whose names are bad."""
        return {p.params["seat"] - 1 for p in self.name_problems()}

    def new_name_problem(self, text: str) -> str | None:
        """What is wrong with ``text`` as the next player's name (a code), or None."""
        return name_problem(text, self.names)

    def rules_problem(self) -> str | None:
        """Why the house rules cannot be used (the engine's reason), or None."""
        try:
            self.rules()
        except RulesError as exc:
            return exc.args[0] if exc.args and isinstance(exc.args[0], str) else str(exc)
        return None

    def deal_problem(self) -> str | None:
        """Why the deal cannot be dealt, as the deal shows it: under the rules the form shows
        (:meth:`safe_rules`), once the table has the players the rules need at least."""
        rules = self.safe_rules()
        if rules.min_players > len(self.names):
            return None
        return deal_counts_problem(rules, len(self.names), self.counts())

    # --- the roster ---------------------------------------------------------------------------------

    def set_names(self, names: Iterable[str]) -> None:
        """The roster as given (a load, a restore): the deal is left as it is."""
        self.names = list(names)
        self._keep_draw()
        self._settle()

    def edit_names(self, names: Iterable[str]) -> None:
        """The roster as the group reordered it; an untouched deal follows the table."""
        self.names = list(names)
        self._roster_edited()

    def add(self, text: str) -> str | None:
        """Seat a new player at the end; the name's problem (a code) if it is bad, and then nobody
        is added."""
        problem = self.new_name_problem(text)
        if problem:
            return problem
        self.names.append(clean_name(text))
        self._roster_edited()
        return None

    def remove(self, seat: int) -> None:
        if 0 <= seat < len(self.names):
            del self.names[seat]
            self._roster_edited()

    def move(self, seat: int, to: int) -> bool:
        """Move the player at ``seat`` to ``to`` (both from 0); False if either is off the table."""
        if not (0 <= seat < len(self.names) and 0 <= to < len(self.names)):
            return False
        self.names.insert(to, self.names.pop(seat))
        self._roster_edited()
        return True

    def rename(self, seat: int, text: str) -> None:
        """The player at ``seat`` renamed: trimmed and composed, unless nothing would be left."""
        self.names[seat] = clean_name(text) or text
        self._roster_edited()

    def _roster_edited(self) -> None:
        self._keep_draw()
        self.apply_recommended_if_untouched()
        self._settle()

    # --- the seats drawn at random ----------------------------------------------------------------

    def draw(self, seed: int) -> None:
        """The seats drawn at random with ``seed``, from the names as they were entered (those of
        the draw in force, if there is one: drawing again never loses the order they came in)."""
        entered = self.seat_draw.entered if self.seat_draw is not None else tuple(self.names)
        self.seat_draw = SeatDraw(seed, entered)
        self.names = self.seat_draw.drawn

    def undo_draw(self) -> bool:
        """The names back in the order they were entered; False if no draw is in force."""
        if self.seat_draw is None:
            return False
        self.names = list(self.seat_draw.entered)
        self.seat_draw = None
        return True

    def draw_note(self) -> dict[str, Any] | None:
        """The record's ``seat_draw``, or None when the seats were not drawn (or edited since)."""
        self._keep_draw()
        return self.seat_draw.to_json() if self.seat_draw is not None else None

    def _keep_draw(self) -> None:
        """A draw holds while the roster is as it was drawn: any edit drops it."""
        if self.seat_draw is not None and self.seat_draw.drawn != list(self.names):
            self.seat_draw = None

    # --- the protocol's header and the series -------------------------------------------------------

    def set_protocol(self, name: str, text: str) -> None:
        """One of the protocol's texts (``club``, ``referee``, ``series``) as typed; a new series
        is offered its own game number, unless the number was set by hand."""
        if name not in PROTOCOL_LIMITS:
            raise ValueError(name)
        setattr(self, name, text)
        if name == "series":
            self.offer_game()

    def set_game(self, number: int | None) -> None:
        """The game's number set by hand (None: none)."""
        self.game = None if number is None else max(GAME_NUMBERS[0], min(number, GAME_NUMBERS[1]))
        self.game_touched = True

    def set_game_type(self, game_type: str) -> None:
        """The game's type for the rating: one of :data:`GAME_TYPES` (``club``, ``tournament``,
        ``final``); ValueError for anything else."""
        if game_type not in GAME_TYPES:
            raise ValueError(f"unknown game type {game_type[:40]!r}: use one of {', '.join(GAME_TYPES)}")
        self.game_type = game_type

    def set_today(self, today: str) -> None:
        """Today's date (``YYYY-MM-DD``), from the screen's clock; the number offered follows it."""
        self.date = today if DAY.fullmatch(today) else ""
        self.offer_game()

    def recall_protocol(
        self,
        club: str = "",
        referee: str = "",
        series: str = "",
        last: LastGame | None = None,
        today: str = "",
    ) -> None:
        """The protocol of the last game kept between runs, and the number the next one is offered."""
        self.club, self.referee, self.series = club, referee, series
        self.last_game = last
        self.game_touched = False
        self.set_today(today)

    def offer_game(self) -> None:
        """The number :func:`next_game_number` offers, unless it was set by hand."""
        if not self.game_touched:
            self.game = next_game_number(self.last_game, self.date, clean_name(self.series))

    def protocol_problems(self) -> list[Problem]:
        """A ``protocol`` problem for each bad text of the protocol (club, referee, series)."""
        out = []
        for name, limit in PROTOCOL_LIMITS.items():
            text = getattr(self, name)
            reason = protocol_text_problem(text, limit)
            if reason:
                out.append(
                    Problem("protocol", {"field": name, "text": text, "reason": reason, "limit": limit})
                )
        return out

    def protocol_note(self) -> dict[str, Any] | None:
        """The record's ``protocol`` (its header: date, club, game number, referee, and the game
        type where it is not a club game's), or None when there is nothing to put in it."""
        club, referee = clean_name(self.club), clean_name(self.referee)
        typed = self.game_type != GAME_TYPES[0] and self.game_type in GAME_TYPES  # (a club game: none)
        if not (self.date or club or referee or self.game is not None or typed):
            return None
        out: dict[str, Any] = {"date": self.date, "club": club, "game": self.game, "referee": referee}
        if typed:
            out["game_type"] = self.game_type
        return out

    def series_note(self) -> str | None:
        """The record's ``series`` (trimmed), or None for none."""
        return clean_name(self.series) or None

    # --- the rules ------------------------------------------------------------------------------------

    def set_preset(self, preset: str) -> None:
        """Another preset: its own rules (no house rules) and its recommended deal."""
        if preset not in PRESET_IDS:
            raise RulesError(f"unknown rules {preset[:40]}: use one of {', '.join(PRESET_IDS)}")
        self.preset = preset
        self.overrides = {}
        self.apply_recommended()

    def edit_option(self, name: str, value: object) -> None:
        """One house rule changed, as the form shows the others (:meth:`safe_rules`)."""
        values, roles = self._shown()
        values[name] = value
        self._set_house_rules(values, roles)

    def set_role(self, role: str, on: bool) -> None:
        """An optional role put in play or taken out, as the form shows the rest."""
        values, roles = self._shown()
        if on:
            roles.add(role)
        else:
            roles.discard(role)
        self._set_house_rules(values, roles)

    def forget_unknown_roles(self) -> None:
        """Roles no longer registered (a role of the group's own deleted) out of the house rules
        and the deal; the roles registered since offered at none."""
        roles = self.overrides.get("roles")
        if isinstance(roles, list):
            self.overrides["roles"] = [r for r in roles if r in ROLES]
            known = calls()
            order = self.overrides.get("night_order")
            if isinstance(order, list):
                self.overrides["night_order"] = [c for c in order if c in known]
        self.role_counts = {r: self.role_counts.get(r, 0) for r in special_roles()}
        self._settle()

    def reset_options(self) -> None:
        """Back to the preset: no house rules, and its recommended deal."""
        self.overrides = {}
        self.apply_recommended()

    def _shown(self) -> tuple[dict[str, object], set[str]]:
        shown = self.safe_rules()
        options = shown.options()  # as the record writes them (the club's points: an object)
        values = {spec.name: options[spec.name] for spec in EDITABLE}
        return values, {r for r in optional_roles() if r in shown.roles}

    def _set_house_rules(self, values: Mapping[str, object], optional_in_play: set[str]) -> None:
        base = PRESETS[self.preset]
        preset_options = base.options()
        overrides = {name: value for name, value in values.items() if value != preset_options[name]}
        optional = optional_roles()
        roles = [r for r in base.roles if r not in optional]
        roles += [r for r in optional if r in optional_in_play]
        if set(roles) != set(base.roles):
            overrides["roles"] = roles
            overrides["night_order"] = night_order_for(base.night_order, roles)
        self.overrides = overrides
        self.apply_recommended_if_untouched()
        self._settle()

    # --- the deal -------------------------------------------------------------------------------------

    def set_count(self, role: str, count: int) -> None:
        """The deal set by hand: ``count`` of ``role`` (kept to what the deal offers of it)."""
        count = max(0, min(count, most_of(role)))
        if count == self.role_counts.get(role, 0):
            return
        self.role_counts[role] = count
        self.deal_touched = True
        self._settle()

    def apply_recommended(self) -> None:
        """The rules' recommended deal for this table (for the fewest or the most players the
        rules allow, when the table has fewer or more); the deal follows the table again."""
        self.deal_touched = False
        rules = self.safe_rules()
        n = max(len(self.names), rules.min_players)
        counts = recommended_deal(rules, min(n, rules.max_players))
        self.role_counts = {r: max(0, min(counts.get(r, 0), most_of(r))) for r in special_roles()}
        self._settle()

    def apply_recommended_if_untouched(self) -> None:
        if not self.deal_touched:
            self.apply_recommended()

    def _settle(self) -> None:
        """A role these rules leave out is dealt to nobody."""
        roles = self.safe_rules().roles
        for role in special_roles():
            if role not in roles or role not in self.role_counts:
                self.role_counts[role] = 0

    # --- the mode -------------------------------------------------------------------------------------

    def set_mode(self, mode: str) -> None:
        """Another mode; a deal it cannot use (printing, with no referee) becomes the app's deal."""
        if mode not in SETUP_MODES:
            raise ValueError(mode)
        self.mode = mode
        self.mode_chosen = True
        if not self.deal_allowed(self.deal):
            self.deal = "reveal"

    def set_table_mode(self, mode: str, deal: str = "reveal") -> None:
        """The mode, and the deal as chosen (even one this mode cannot use: it deals as the app
        then, and as chosen again under a mode that can)."""
        self.set_mode(mode)
        if deal in SETUP_DEALS:
            self.deal = deal

    # --- kept between runs, and across a rebuild of the screen ------------------------------------

    def recall(
        self,
        roster: Iterable[str] = (),
        preset: str | None = None,
        mode: str | None = None,
        deal: str | None = None,
        second_screen: bool = False,
        house: Mapping[str, object] | None = None,
        counts: Mapping[str, int] | None = None,
        narrate: bool = False,
        lang: str | None = None,
        timed: int = 0,
        phones: bool = False,
    ) -> None:
        """The last choices kept between runs (None: the set-up's own; no roster: the default one);
        a deal this mode cannot use is left out. The house rules come back as they were, unless
        these rules refuse them (then none); the deal as set by hand, where it still can be dealt,
        else the recommended one; the narrator, and the seconds of each night call (0: someone is
        at the keys); whether players may use their own phones."""
        if mode in SETUP_MODES:
            self.set_mode(mode)
        if deal is not None and self.deal_allowed(deal):
            self.deal = deal  # a host's deal after a crash, say
        if preset in PRESET_IDS:
            self.preset = preset
            self.overrides = {}
        self.names = list(roster) or list(DEFAULT_ROSTER)
        self.second_screen = bool(second_screen)
        if house:
            try:
                with_options(PRESETS[self.preset], house)
                self.overrides = dict(house)
            except Exception:  # whatever the settings file holds: the preset's own rules
                self.overrides = {}
        self.apply_recommended()
        if counts:
            kept = dict(self.role_counts)
            for role in special_roles():
                value = counts.get(role, 0)
                self.role_counts[role] = max(0, min(int(value), most_of(role)))
            self._settle()
            rules = self.safe_rules()
            if deal_counts_problem(rules, len(self.names), self.counts()):
                self.role_counts = kept  # (a deal this table cannot take: the recommended one)
            else:
                self.deal_touched = True
        self.narrate = bool(narrate)
        if lang in NARRATION_LANGS:
            self.lang = lang
        self.timed = TIMED_SECONDS[0] <= timed <= TIMED_SECONDS[1]
        if self.timed:
            self.timed_seconds = timed
        self.phones = bool(phones)

    @classmethod
    def again(cls, record: Record, today: str, screens: int = 1) -> SetupModel:
        """The set-up of *Play again* after ``record``'s game: the same players in the same seats,
        the same rules and house rules, as many of each role, the same mode, deal, narrator,
        night calls, second screen, phones and series; the protocol offers the evening's next game. (The
        deal itself is new: :meth:`record` deals with a new seed.)"""
        setup = record.setup
        rules = setup.rules
        table = TableMode.from_json(record.note("table"))
        model = cls(names=list(setup.players), preset=rules.preset, overrides=dict(rules.overrides()))
        model.screens = screens
        model.set_table_mode(table.mode if table.mode in SETUP_MODES else "referee", table.deal)
        dealt = {r: setup.roles.count(r) for r in special_roles()}
        model.apply_recommended()
        if {r: n for r, n in dealt.items() if n} != {r: n for r, n in model.role_counts.items() if n}:
            model.role_counts = {r: min(n, most_of(r)) for r, n in dealt.items()}
            model.deal_touched = True
            model._settle()
        model.narrate, model.timed = table.narrate, table.timed > 0
        if table.lang in NARRATION_LANGS:
            model.lang = table.lang
        if table.timed > 0:
            model.timed_seconds = max(TIMED_SECONDS[0], min(table.timed, TIMED_SECONDS[1]))
        model.second_screen = table.tv
        model.phones = table.phones
        head = record.note("protocol")
        head = head if isinstance(head, Mapping) else {}
        series = record.note("series")
        series = series if isinstance(series, str) else ""
        number = head.get("game")
        date = head.get("date")
        last = None
        if isinstance(date, str) and DAY.fullmatch(date):
            last = LastGame(
                date,
                clean_name(series),
                number if isinstance(number, int) and not isinstance(number, bool) else None,
            )
        club, referee = head.get("club"), head.get("referee")
        model.recall_protocol(
            club if isinstance(club, str) else "",
            referee if isinstance(referee, str) else "",
            series,
            last,
            today,
        )
        kind = head.get("game_type")
        if isinstance(kind, str) and kind in GAME_TYPES:
            model.game_type = kind
        return model

    def remembered(self) -> dict[str, Any]:
        """What :meth:`recall` takes back on the next run (the roster and the protocol aside): the
        mode (None while nobody chose one), the deal's way, the house rules, the deal when set by
        hand, the narrator, the night calls' seconds (0: someone is at the keys) and the phones."""
        return {
            "mode": self.mode if self.mode_chosen else None,
            "house": dict(self.overrides),
            "counts": dict(self.role_counts) if self.deal_touched else {},
            "narrate": self.narrate,
            "lang": self.lang,
            "timed": self.timed_seconds if self.timed else 0,
            "phones": self.phones,
        }

    def to_json(self) -> dict[str, Any]:
        """Every choice, as plain JSON values (a copy: later edits do not change it)."""
        return {
            "names": list(self.names),
            "preset": self.preset,
            "overrides": {
                k: list(v) if isinstance(v, (list, tuple)) else v for k, v in self.overrides.items()
            },
            "counts": dict(self.role_counts),
            "deal_touched": self.deal_touched,
            "mode": self.mode,
            "mode_chosen": self.mode_chosen,
            "deal": self.deal,
            "narrate": self.narrate,
            "lang": self.lang,
            "timed": self.timed,
            "timed_seconds": self.timed_seconds,
            "second_screen": self.second_screen,
            "phones": self.phones,
            "club": self.club,
            "referee": self.referee,
            "series": self.series,
            "game": self.game,
            "game_touched": self.game_touched,
            "game_type": self.game_type,
            "seat_draw": self.seat_draw.to_json() if self.seat_draw is not None else None,
            "tournament": dict(self.tournament) if self.tournament is not None else None,
        }

    @classmethod
    def from_json(cls, obj: Mapping[str, Any]) -> SetupModel:
        """The choices :meth:`to_json` gave; a member missing or unusable is the set-up's own."""
        base = cls()

        def pick(key: str, kind: type, default: Any) -> Any:
            value = obj.get(key)
            ok = isinstance(value, kind) and (kind is not int or not isinstance(value, bool))
            return value if ok else default

        def word(key: str, allowed: tuple[str, ...], default: str) -> str:
            value = obj.get(key)
            return value if isinstance(value, str) and value in allowed else default

        def count(role: str) -> int:
            value = counts.get(role, 0)
            ok = isinstance(value, int) and not isinstance(value, bool)
            return max(0, min(value, most_of(role))) if ok else 0

        def draw() -> SeatDraw | None:
            value = pick("seat_draw", dict, {})
            seed, entered = value.get("seed"), value.get("entered")
            if not isinstance(seed, int) or isinstance(seed, bool) or not isinstance(entered, list):
                return None
            return SeatDraw(seed, tuple(str(n) for n in entered))

        def slot() -> dict[str, Any] | None:
            read = read_member(obj.get("tournament"))
            return None if read is None else {"id": read[0], "round": read[1], "table": read[2]}

        number = pick("game", int, None)
        counts = pick("counts", dict, {})
        model = cls(
            names=[str(n) for n in pick("names", list, [])],
            preset=word("preset", PRESET_IDS, base.preset),
            overrides=dict(pick("overrides", dict, {})),
            role_counts={r: count(r) for r in special_roles()},
            deal_touched=pick("deal_touched", bool, False),
            mode=word("mode", SETUP_MODES, base.mode),
            # (a snapshot from before the question was asked: its mode was the group's)
            mode_chosen=pick("mode_chosen", bool, obj.get("mode") in SETUP_MODES),
            deal=word("deal", SETUP_DEALS, base.deal),
            narrate=pick("narrate", bool, False),
            lang=word("lang", NARRATION_LANGS, base.lang),
            timed=pick("timed", bool, False),
            timed_seconds=max(
                TIMED_SECONDS[0], min(pick("timed_seconds", int, TIMED_DEFAULT), TIMED_SECONDS[1])
            ),
            second_screen=pick("second_screen", bool, False),
            phones=pick("phones", bool, False),
            club=pick("club", str, ""),
            referee=pick("referee", str, ""),
            series=pick("series", str, ""),
            game=number if number is None or GAME_NUMBERS[0] <= number <= GAME_NUMBERS[1] else None,
            game_touched=pick("game_touched", bool, False),
            game_type=word("game_type", GAME_TYPES, "club"),
            seat_draw=draw(),
            tournament=slot(),
        )
        model._keep_draw()  # a draw that does not give these names is none
        model._settle()
        return model

    def restore(self, state: Mapping[str, Any]) -> None:
        """The choices :meth:`to_json` gave, into this set-up (``screens`` is left as it is)."""
        again = SetupModel.from_json(state)
        for f in fields(self):
            if f.compare:
                setattr(self, f.name, getattr(again, f.name))

    # --- the game it starts -----------------------------------------------------------------------

    def players(self) -> list[str]:
        """The names as the game keeps them: trimmed, in composed form."""
        return [clean_name(n) for n in self.names]

    def record(self, seed: int, roles: Mapping[str, str] | None = None) -> Record:
        """The new game's record: these players, rules and counts, dealt at random with ``seed``
        (or the ``roles`` the players entered from their cards), and beside it the table's mode,
        the protocol's header, the series and the seat draw."""
        rules = self.rules()
        names = self.players()
        dealt = dict(roles) if roles is not None else deal_roles(rules, names, seed, self.counts())
        game = Record(make_setup(rules, seed, names, dealt))
        return with_notes(
            game,
            self.table_mode(),
            self.protocol_note(),
            self.series_note(),
            self.draw_note(),
            self.tournament_note(),
        )

    def tournament_note(self) -> dict[str, Any] | None:
        """The record's ``tournament`` (the slot this game is), or None."""
        return dict(self.tournament) if self.tournament is not None else None

    def pending(self, seed: int) -> PendingGame:
        """A game waiting for its cards to be entered."""
        return PendingGame(
            seed=seed,
            rules=self.rules(),
            players=self.players(),
            counts={r: n for r, n in self.counts().items() if n},
            table=self.table_mode(),
            second_screen=self.uses_second_screen(),
            protocol=self.protocol_note(),
            series=self.series_note(),
            seat_draw=self.draw_note(),
            tournament=self.tournament_note(),
        )
