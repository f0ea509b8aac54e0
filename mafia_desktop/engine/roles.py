"""The role registry: each role and each night act is one value, and everything else (the night's
procedure, the views, set-up, the private panel, the narrator, print) reads these values.

A role says its team, the night acts it makes, what it is called under each preset, what its
card says it does, and which playing card stands for it. A night act says what kind of thing it
is (a kill, a check, a protection), during which call of the night it is made, what a check
finds, and the words the engine's refusals use for it. The English words here are the sources
of the translation catalogue (``QT_TRANSLATE_NOOP`` marks them for lupdate).

Adding a role is one :func:`register` call (see ``tests/ui/test_new_role.py``, which adds a
Bodyguard from the test alone and follows it through every screen, the narrator and print).

>>> ROLES["don"].team, ROLES["detective"].night_acts
('mafia', ('check',))
>>> ROLES["detective"].title("club"), ROLES["detective"].title("youth")
('Sheriff', 'Detective')
>>> NIGHT_ACTS["don_check"].finds, NIGHT_ACTS["check"].result("mafia")
('detective', 'mafia')
>>> team_of("don")
'mafia'
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from .cards import CARDS, CardKind, Group, register_card
from .kinds import KINDS, QT_TRANSLATE_NOOP, TEAMS, TRAITS, ActKind, Team, alone, kind_of, register_team

__all__ = [
    "CARDS",
    "KINDS",
    "NIGHT_ACTS",
    "QT_TRANSLATE_NOOP",
    "ROLES",
    "TEAMS",
    "NightAct",
    "Role",
    "register",
    "registered",
    "team_of",
]


@dataclass(frozen=True, slots=True)
class NightAct:
    """One night act, by its record name.

    ``kind`` names the registered :class:`~.kinds.ActKind` that says what it does (``kill``: the
    mafia's shot; ``check`` / ``look_for``: the actor learns whether the target is ``finds``, a team
    or a role id; ``protect``, ``attack``, ``visit``, ``guard``...). ``call`` is the entry of the
    rules' ``night_order`` during which it is made; ``event`` the transcript's event type.
    ``self_target``: ``never``, or ``rule`` where the ``protect_self`` option decides;
    ``per_game``: how often one actor may make it in a game (0: every night); ``repeat``: whether
    the same target may be named two nights running (``""``: as its kind says; ``never``).
    """

    id: str
    kind: str
    call: str
    event: str
    finds: str = ""
    self_target: str = "never"
    verb: str = ""  # "{name} cannot {verb} tonight"
    done: str = ""  # "{name} has already {done} {target} tonight"
    passive: str = ""  # "{name} is dead and cannot be {passive}"
    doc: str = ""  # what the record's act means, for docs/record-format.md (English, not translated)
    per_game: int = 0
    repeat: str = ""

    @property
    def behaviour(self) -> ActKind:
        """The act's kind: what it does at the end of the night, who learns what."""
        return kind_of(self.kind)

    @property
    def picks(self) -> int:
        """How many players one act names (the Journalist compares two)."""
        return self.behaviour.picks


@dataclass(frozen=True, slots=True)
class Role:
    """One role. ``titles`` pairs a preset id (or ``""`` for every other preset) with the role's
    name there; ``cards`` the same with the playing card that stands for it (a code of
    :data:`~.cards.CARDS`). ``duty`` is the one line its card says (``{finds}`` is replaced by the
    name of what its check looks for). Optional roles are offered as extras at set-up, at most
    ``most`` of them in a deal (None: as many as the players); ``objects`` are its titles as the
    object of a verb ("found the Sheriff"), English sources of the "RoleObject" context.
    ``emblems`` pairs a preset id (or ``""``) with the code of the role's picture, the art drawn
    on its private card, its printed card and the end of the game (:mod:`mafia_desktop.art`)."""

    id: str
    team: str
    night_acts: tuple[str, ...] = ()
    titles: tuple[tuple[str, str], ...] = ()
    plural: str = ""
    duty: str = ""
    cards: tuple[tuple[str, str], ...] = ()
    optional: bool = True
    meets_mafia: bool = True  # a mafia role the other mafia know (where the rules let them meet)
    most: int | None = None
    objects: tuple[str, ...] = ()
    emblems: tuple[tuple[str, str], ...] = ()
    call: str = ""  # the call all its acts are made in ("": each act's own call)
    traits: tuple[str, ...] = ()  # passive behaviours (:data:`~.kinds.TRAITS`)

    def call_of(self, act: str) -> str:
        """The call of the night during which this role makes ``act``."""
        return self.call or NIGHT_ACTS[act].call

    def title(self, preset: str) -> str:
        """The role's name under ``preset`` (an English source; the catalogue translates it)."""
        named = dict(self.titles)
        return named.get(preset) or named.get("", self.id)

    def card(self, preset: str) -> str:
        """The playing card that stands for the role in a deck dealt under ``preset``."""
        cards = dict(self.cards)
        return cards.get(preset) or cards.get("", "number")

    def emblem(self, preset: str) -> str:
        """The code of the role's picture under ``preset`` ("" when it has none: a test fails)."""
        named = dict(self.emblems)
        return named.get(preset) or named.get("", "")

    @property
    def calls(self) -> tuple[str, ...]:
        """The calls of the night this role answers (the mafia's call for a shooter)."""
        key = (self.call, self.night_acts)
        made = _ROLE_CALLS.get(key)
        if made is None:
            made = _ROLE_CALLS[key] = tuple(dict.fromkeys(self.call_of(a) for a in self.night_acts))
        return made


# The registry. Order matters: it is the order of set-up's boxes, print and the deck recipe.
ROLES: dict[str, Role] = {}
NIGHT_ACTS: dict[str, NightAct] = {}
# What the night acts registered now make of a role's acts, and of a call (asked at every turn of
# the table, thousands of times a game): emptied whenever the registry changes.
_ROLE_CALLS: dict[tuple[str, tuple[str, ...]], tuple[str, ...]] = {}
_CALL_ACTS: dict[str, tuple[NightAct, ...]] = {}


def _registry_changed() -> None:
    _ROLE_CALLS.clear()
    _CALL_ACTS.clear()


def register(role: Role, *acts: NightAct, cards: tuple[CardKind, ...] = (), team: Team | None = None) -> Role:
    """Add a role to the registry, with the night acts only it makes, the playing cards only it
    uses and the team only it plays for."""
    if role.id in ROLES or any(act.id in NIGHT_ACTS for act in acts):
        raise ValueError(f"role {role.id!r} or one of its acts is registered already")
    if team is not None:
        register_team(team)
    if role.team not in TEAMS:
        raise ValueError(f"role {role.id!r}: team must be one of {', '.join(TEAMS)}")
    for act in acts:
        if act.kind not in KINDS:
            raise ValueError(f"night act {act.id!r}: kind must be one of {', '.join(KINDS)}")
        NIGHT_ACTS[act.id] = act
        _registry_changed()
    unknown = [a for a in role.night_acts if a not in NIGHT_ACTS]
    if unknown:
        raise ValueError(f"role {role.id!r}: unknown night act {unknown[0]!r}")
    for card in cards:
        register_card(card)
    missing = [code for _, code in role.cards if code not in CARDS]
    if missing:
        raise ValueError(f"role {role.id!r}: unknown playing card {missing[0]!r}")
    unknown_traits = [t for t in role.traits if t not in TRAITS]
    if unknown_traits:
        raise ValueError(f"role {role.id!r}: unknown passive behaviour {unknown_traits[0]!r}")
    ROLES[role.id] = role
    _registry_changed()
    return role


def unregister(role_id: str) -> None:
    """Take a role (and the acts no other role makes) out of the registry."""
    role = ROLES.pop(role_id)
    used = {a for r in ROLES.values() for a in r.night_acts}
    for act in role.night_acts:
        if act not in used:
            NIGHT_ACTS.pop(act, None)
    _registry_changed()


@contextmanager
def registered(role: Role, *acts: NightAct, cards: tuple[CardKind, ...] = ()) -> Iterator[Role]:
    """The registry with one more role, for as long as the ``with`` block lasts."""
    register(role, *acts, cards=cards)
    try:
        yield role
    finally:
        unregister(role.id)
        for card in cards:
            CARDS.pop(card.code, None)


def role_ids() -> tuple[str, ...]:
    """Every registered role id, in the registry's order."""
    return tuple(ROLES)


def calls() -> tuple[str, ...]:
    """Every call a night may make (the vocabulary of the rules' ``night_order``)."""
    own = (act.call for act in NIGHT_ACTS.values())
    return tuple(dict.fromkeys([*own, *(r.call for r in ROLES.values() if r.call)]))


def acts_of_call(call: str) -> tuple[NightAct, ...]:
    """The night acts made during one call: every act of a role that makes its acts in it, in
    the role's order (the Marshal checks or fires during his own call), then those of the call."""
    made = _CALL_ACTS.get(call)
    if made is None:
        found = [a for r in ROLES.values() if r.call == call for a in r.night_acts]
        found += [act.id for act in NIGHT_ACTS.values() if act.call == call]
        made = _CALL_ACTS[call] = tuple(NIGHT_ACTS[a] for a in dict.fromkeys(found))
    return made


def act_by_event(event_type: str) -> NightAct | None:
    """The night act a transcript event type belongs to."""
    return next((a for a in NIGHT_ACTS.values() if a.event == event_type), None)


def deck(preset: str, roles: list[str]) -> list[tuple[str, str]]:
    """(role, card) for every role in play, in the registry's order: the deck recipe, and the
    choices of the card-entry panel.

    >>> deck("youth", ["mafia", "civilian", "doctor"])
    [('civilian', 'number'), ('mafia', 'jack'), ('doctor', 'king')]
    """
    return [(r, role.card(preset)) for r, role in ROLES.items() if r in roles]


def team_of(role: str) -> str:
    """The team of a role id (``"mafia"`` for mafia and don)."""
    return ROLES[role].team


def meets_mafia(role: str) -> bool:
    """Whether a role is one the mafia meet: a member of their team who is not hidden from them.

    >>> meets_mafia("don"), meets_mafia("detective")
    (True, False)
    """
    known = ROLES[role]
    return known.team == "mafia" and known.meets_mafia


def is_mafia(role: str) -> bool:
    """True for every member of the mafia team (the Don counts as mafia).

    >>> is_mafia("don"), is_mafia("detective")
    (True, False)
    """
    return ROLES[role].team == "mafia"


# --- the roles of the four presets ------------------------------------------------------------

register(
    Role(
        "civilian",
        "town",
        titles=(("", QT_TRANSLATE_NOOP("Roles", "Civilian")),),
        plural=QT_TRANSLATE_NOOP("Roles", "Civilians"),
        duty=QT_TRANSLATE_NOOP(
            "Duties", "You have no night power. Find the mafia by talking, watching and voting."
        ),
        cards=(("", "number"), ("angel", "red_number")),
        objects=(QT_TRANSLATE_NOOP("RoleObject", "Civilian"),),
        emblems=(("", "house"),),
        optional=False,
    ),
    NightAct(
        "shoot",
        "kill",
        call="mafia",
        event="shot",
        verb=QT_TRANSLATE_NOOP("RefusalWords", "shoot"),
        done=QT_TRANSLATE_NOOP("RefusalWords", "shot at"),
        passive=QT_TRANSLATE_NOOP("RefusalWords", "shot"),
        doc="a mafia member's shot at night",
    ),
)
register(
    Role(
        "mafia",
        "mafia",
        ("shoot",),
        titles=(("", QT_TRANSLATE_NOOP("Roles", "Mafia")),),
        plural=QT_TRANSLATE_NOOP("Roles", "Mafia"),
        duty=QT_TRANSLATE_NOOP(
            "Duties", "At night you and the other mafia choose whom to kill. By day, hide among the town."
        ),
        cards=(("", "jack"), ("classic", "jack_queen"), ("angel", "clubs_face")),
        objects=(QT_TRANSLATE_NOOP("RoleObject", "Mafia"),),
        emblems=(("", "mask"),),
        optional=False,
    )
)
register(
    Role(
        "don",
        "mafia",
        ("shoot", "don_check"),
        titles=(("", QT_TRANSLATE_NOOP("Roles", "Don")),),
        duty=QT_TRANSLATE_NOOP(
            "Duties", "You lead the mafia: you shoot with them, and each night you look for the {finds}."
        ),
        cards=(("", "queen"), ("classic", "black_king"), ("angel", "black_ace")),
        objects=(QT_TRANSLATE_NOOP("RoleObject", "Don"),),
        emblems=(("", "hat"),),
    ),
    NightAct(
        "don_check",
        "look_for",
        call="don",
        event="don_check",
        finds="detective",
        verb=QT_TRANSLATE_NOOP("RefusalWords", "make the Don's check"),
        done=QT_TRANSLATE_NOOP("RefusalWords", "made the Don's check on"),
        passive=QT_TRANSLATE_NOOP("RefusalWords", "checked"),
        doc="the Don asks whether the target is the detective",
    ),
)
register(
    Role(
        "detective",
        "town",
        ("check",),
        titles=(
            ("", QT_TRANSLATE_NOOP("Roles", "Detective")),
            ("classic", QT_TRANSLATE_NOOP("Roles", "Inspector")),
            ("club", QT_TRANSLATE_NOOP("Roles", "Sheriff")),
            ("angel", QT_TRANSLATE_NOOP("Roles", "Angel")),
        ),
        duty=QT_TRANSLATE_NOOP("Duties", "Each night you ask whether one player is mafia."),
        cards=(("", "ace"), ("angel", "red_queen")),
        objects=(
            QT_TRANSLATE_NOOP("RoleObject", "Detective"),
            QT_TRANSLATE_NOOP("RoleObject", "Inspector"),
            QT_TRANSLATE_NOOP("RoleObject", "Sheriff"),
            QT_TRANSLATE_NOOP("RoleObject", "Angel"),
        ),
        emblems=(("", "badge"), ("classic", "magnifier"), ("angel", "wings")),
    ),
    NightAct(
        "check",
        "check",
        call="detective",
        event="check",
        finds="mafia",
        verb=QT_TRANSLATE_NOOP("RefusalWords", "check"),
        done=QT_TRANSLATE_NOOP("RefusalWords", "checked"),
        passive=QT_TRANSLATE_NOOP("RefusalWords", "checked"),
        doc="the detective asks whether the target is mafia",
    ),
)
register(
    Role(
        "doctor",
        "town",
        ("protect",),
        titles=(
            ("", QT_TRANSLATE_NOOP("Roles", "Doctor")),
            ("youth", QT_TRANSLATE_NOOP("Roles", "Medic")),
            ("angel", QT_TRANSLATE_NOOP("Roles", "Archangel")),
        ),
        duty=QT_TRANSLATE_NOOP("Duties", "Each night you protect one player from the mafia."),
        cards=(("", "king"), ("classic", "red_king"), ("angel", "red_king")),
        objects=(
            QT_TRANSLATE_NOOP("RoleObject", "Doctor"),
            QT_TRANSLATE_NOOP("RoleObject", "Medic"),
            QT_TRANSLATE_NOOP("RoleObject", "Archangel"),
        ),
        emblems=(("", "cross"), ("angel", "halo")),
    ),
    NightAct(
        "protect",
        "protect",
        call="doctor",
        event="protect",
        self_target="rule",
        verb=QT_TRANSLATE_NOOP("RefusalWords", "protect"),
        done=QT_TRANSLATE_NOOP("RefusalWords", "protected"),
        passive=QT_TRANSLATE_NOOP("RefusalWords", "protected"),
        doc="the doctor protects the target from tonight's attacks",
    ),
)


# --- the roles house rules add ----------------------------------------------------------------

register(
    Role(
        "maniac",
        "maniac",
        ("stab",),
        titles=(("", QT_TRANSLATE_NOOP("Roles", "Maniac")),),
        plural=QT_TRANSLATE_NOOP("Roles", "Maniacs"),
        duty=QT_TRANSLATE_NOOP(
            "Duties",
            "You play alone. Each night you may kill one player; you win when one other player is left.",
        ),
        cards=(("", "black_joker"),),
        objects=(QT_TRANSLATE_NOOP("RoleObject", "Maniac"),),
        emblems=(("", "knife"),),
        most=1,
    ),
    NightAct(
        "stab",
        "attack",
        call="maniac",
        event="stab",
        verb=QT_TRANSLATE_NOOP("RefusalWords", "stab"),
        done=QT_TRANSLATE_NOOP("RefusalWords", "stabbed"),
        passive=QT_TRANSLATE_NOOP("RefusalWords", "stabbed"),
        doc="the Maniac's kill at night, on his own; never himself",
    ),
    cards=(
        CardKind(
            "black_joker",
            QT_TRANSLATE_NOOP("Cards", "black Joker"),
            (Group(QT_TRANSLATE_NOOP("Cards", "black Joker"), frozenset({("Joker", "black")})),),
        ),
    ),
    team=Team(
        "maniac",
        {
            "wins": QT_TRANSLATE_NOOP("Texts", "The Maniac wins!"),
            "won": QT_TRANSLATE_NOOP("Print", "The Maniac won"),
            "favoured": QT_TRANSLATE_NOOP("Balance", "Maniac favoured"),
            "name": QT_TRANSLATE_NOOP("RefusalWords", "Maniac"),
            "end": QT_TRANSLATE_NOOP(
                "RulesSummary",
                "The Maniac plays alone: he wins when one other player is left; the town must put him "
                "out too, and the mafia cannot win while he lives.",
            ),
            "alone": QT_TRANSLATE_NOOP(
                "RulesSummary", "The Maniac plays alone: he wins when one other player is left."
            ),
        },
        alone("maniac"),
        hostile=True,
        order=0,
    ),
)


register(
    Role(
        "lover",
        "town",
        ("visit",),
        titles=(("", QT_TRANSLATE_NOOP("Roles", "Lover")),),
        plural=QT_TRANSLATE_NOOP("Roles", "Lovers"),
        duty=QT_TRANSLATE_NOOP(
            "Duties",
            "Each night you spend the night with one player, never the same twice running: no one can "
            "kill them that night, and they may not vote the next day.",
        ),
        cards=(("", "red_joker"),),
        objects=(QT_TRANSLATE_NOOP("RoleObject", "Lover"),),
        emblems=(("", "rose"),),
        most=1,
    ),
    NightAct(
        "visit",
        "visit",
        call="lover",
        event="visit",
        verb=QT_TRANSLATE_NOOP("RefusalWords", "visit"),
        done=QT_TRANSLATE_NOOP("RefusalWords", "spent the night with"),
        passive=QT_TRANSLATE_NOOP("RefusalWords", "visited"),
        doc="the Lover spends the night with the target; never herself, never the same player two nights running",
    ),
    cards=(
        CardKind(
            "red_joker",
            QT_TRANSLATE_NOOP("Cards", "red Joker"),
            (Group(QT_TRANSLATE_NOOP("Cards", "red Joker"), frozenset({("Joker", "red")})),),
        ),
    ),
)


register(
    Role(
        "bodyguard",
        "town",
        ("guard",),
        titles=(("", QT_TRANSLATE_NOOP("Roles", "Bodyguard")),),
        plural=QT_TRANSLATE_NOOP("Roles", "Bodyguards"),
        duty=QT_TRANSLATE_NOOP(
            "Duties",
            "Each night you guard one player, never yourself: if they are attacked, you die in their place.",
        ),
        cards=(("", "blank_card"),),
        objects=(QT_TRANSLATE_NOOP("RoleObject", "Bodyguard"),),
        emblems=(("", "shield"),),
        most=1,
    ),
    NightAct(
        "guard",
        "guard",
        call="bodyguard",
        event="guard",
        verb=QT_TRANSLATE_NOOP("RefusalWords", "guard"),
        done=QT_TRANSLATE_NOOP("RefusalWords", "guarded"),
        passive=QT_TRANSLATE_NOOP("RefusalWords", "guarded"),
        doc="the Bodyguard guards the target, and dies in their place if they are attacked; never himself",
    ),
    cards=(
        CardKind(
            "blank_card",
            QT_TRANSLATE_NOOP("Cards", "blank card"),
            (Group(QT_TRANSLATE_NOOP("Cards", "blank card"), frozenset({("blank", "")})),),
        ),
    ),
)
