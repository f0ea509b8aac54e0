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
>>> NIGHT_ACTS["don_check"].finds, NIGHT_ACTS["check"].picks
('detective', 1)
>>> team_of("don")
'mafia'
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

from .cards import CARDS, CardKind, Group, register_card
from .kinds import (
    KINDS,
    QT_TRANSLATE_NOOP,
    TEAMS,
    TRAITS,
    ActKind,
    BlockKind,
    CannotDieAtNight,
    CompareKind,
    FireKind,
    JoinsTheMafia,
    ShowsHimself,
    TakesOneWithHim,
    Team,
    alone,
    kind_of,
    never,
    register_kind,
    register_team,
    register_trait,
)

__all__ = [
    "CARDS",
    "KINDS",
    "NIGHT_ACTS",
    "QT_TRANSLATE_NOOP",
    "ROLES",
    "TEAMS",
    "NightAct",
    "Role",
    "own_word",
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
    per_game: int = 0  # how many times a game it may be made (0: no limit; 1: once a game)
    repeat: str = ""  # "": as the kind says; "never": not the same target two nights running

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
    #: a role pack's own words, (language, key, text) with key ``name``, ``plural`` or ``duty``
    #: (``mafia_desktop.engine.role_pack``); empty for the app's roles, whose words are the catalogue's
    words: tuple[tuple[str, str, str], ...] = ()
    call: str = ""  # the call all its acts are made in ("": each act's own call)
    traits: tuple[str, ...] = ()  # passive behaviours (:data:`~.kinds.TRAITS`)

    def call_of(self, act: str) -> str:
        """The call of the night during which this role makes ``act``."""
        return self.call or NIGHT_ACTS[act].call

    def title(self, preset: str) -> str:
        """The role's name under ``preset`` (an English source; the catalogue translates it)."""
        named = dict(self.titles)
        return named.get(preset) or named.get("", self.id)

    def card(self, preset: str) -> str | None:
        """The playing card the registry names for the role in a deck dealt under ``preset``
        (None: none of its own; a deal then gives it a spare card, see :mod:`.deck_plan`)."""
        cards = dict(self.cards)
        return cards.get(preset) or cards.get("")

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
    events = {a.event for a in NIGHT_ACTS.values()}
    taken = [act.event for act in acts if act.event in events]
    if taken:  # a transcript's event type names one act
        raise ValueError(f"night act event {taken[0]!r} is registered already")
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


def own_word(role: str, key: str, lang: str) -> str | None:
    """A role pack's own ``key`` word (``name``, ``plural``, ``duty``) for ``role`` in ``lang``,
    English where the pack has none in ``lang``; None for a role of the app's own (the catalogue
    translates those) and for a word the pack left out.

    >>> own_word("doctor", "name", "ru") is None
    True
    """
    known = ROLES.get(role)
    if known is None or not known.words:
        return None
    mine = {k: t for lang_, k, t in known.words if lang_ == lang}
    english = {k: t for lang_, k, t in known.words if lang_ == "en"}
    return mine.get(key) or english.get(key) or None


def role_ids() -> tuple[str, ...]:
    """Every registered role id, in the registry's order."""
    return tuple(ROLES)


def calls() -> tuple[str, ...]:
    """Every call a night may make (the vocabulary of the rules' ``night_order``)."""
    own = (act.call for act in NIGHT_ACTS.values())
    return tuple(dict.fromkeys([*own, *(r.call for r in ROLES.values() if r.call)]))


def night_order_for(base: Sequence[str], roles: Iterable[str]) -> list[str]:
    """A night order with every call of ``roles`` in it: a call whose acts come before the others
    (a block: ``early``) first, any other new call at the end, as house rules add them.

    >>> night_order_for(["mafia", "detective"], ["mafia", "detective", "maniac"])
    ['mafia', 'detective', 'maniac']
    """
    order = list(base)
    for role in roles:
        for call in ROLES[role].calls:
            if call in order:
                continue
            if any(a.behaviour.early for a in acts_of_call(call)):
                order.insert(0, call)
            else:
                order.append(call)
    return order


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
    """(role, card) for every role in play, one card of each, in the registry's order (the deal's
    cards are :func:`.deck_plan.plan`'s, which knows how many of each role are dealt).

    >>> deck("youth", ["mafia", "civilian", "doctor"])
    [('civilian', 'number'), ('mafia', 'jack'), ('doctor', 'king')]
    """
    from .deck_plan import plan_for

    return plan_for(preset, dict.fromkeys(roles, 1)).choices()


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


register_trait(
    CannotDieAtNight(
        "immortal",
        {
            "step": QT_TRANSLATE_NOOP(
                "RulesSummary", "The {title} cannot be killed at night: only the vote or fouls put them out."
            )
        },
    )
)
register(
    Role(
        "immortal",
        "town",
        titles=(("", QT_TRANSLATE_NOOP("Roles", "Immortal")),),
        plural=QT_TRANSLATE_NOOP("Roles", "Immortals"),
        duty=QT_TRANSLATE_NOOP(
            "Duties", "No one can kill you at night. Only the day's vote or fouls can put you out."
        ),
        objects=(QT_TRANSLATE_NOOP("RoleObject", "Immortal"),),
        emblems=(("", "ankh"),),
        most=1,
        traits=("immortal",),
    )
)


register_kind(
    BlockKind(
        "block",
        {
            "prompt": QT_TRANSLATE_NOOP("Texts", "{title}, wake up: tap the player they block."),
            "question": QT_TRANSLATE_NOOP(
                "Texts", "{title}: whom do you block tonight? Whatever they do tonight will not count."
            ),
            "log": QT_TRANSLATE_NOOP("Texts", "{by} blocked {target}"),
            "step": QT_TRANSLATE_NOOP(
                "RulesSummary", "the {title} blocks one player, whose acts that night do not count"
            ),
            "wake": QT_TRANSLATE_NOOP("Narration", "{role}, wake up. Whom do you block tonight?"),
            "sleep": QT_TRANSLATE_NOOP("Narration", "{role}, close your eyes."),
        },
        narration="block",
    )
)
register(
    Role(
        "hooligan",
        "town",
        ("block",),
        titles=(("", QT_TRANSLATE_NOOP("Roles", "Hooligan")),),
        plural=QT_TRANSLATE_NOOP("Roles", "Hooligans"),
        duty=QT_TRANSLATE_NOOP(
            "Duties",
            "Each night you block one player, never yourself: whatever they do that night does not count.",
        ),
        objects=(QT_TRANSLATE_NOOP("RoleObject", "Hooligan"),),
        emblems=(("", "brick"),),
        most=1,
    ),
    NightAct(
        "block",
        "block",
        call="hooligan",
        event="blocked",
        verb=QT_TRANSLATE_NOOP("RefusalWords", "block"),
        done=QT_TRANSLATE_NOOP("RefusalWords", "blocked"),
        passive=QT_TRANSLATE_NOOP("RefusalWords", "blocked"),
        doc="the Hooligan blocks the target: every act the target makes that night counts as not made; never himself",
    ),
)


register_trait(
    JoinsTheMafia(
        "werewolf",
        {
            "step": QT_TRANSLATE_NOOP(
                "RulesSummary",
                "The first time the mafia's shot would kill the {title}, they live and join the mafia:"
                " from the next night they shoot with them, and checks find them mafia.",
            )
        },
    )
)
register(
    Role(
        "werewolf",
        "town",
        titles=(("", QT_TRANSLATE_NOOP("Roles", "Werewolf")),),
        plural=QT_TRANSLATE_NOOP("Roles", "Werewolves"),
        duty=QT_TRANSLATE_NOOP(
            "Duties",
            "You play for the town. If the mafia shoot you, you do not die: you join them, and from"
            " the next night you shoot with them.",
        ),
        objects=(QT_TRANSLATE_NOOP("RoleObject", "Werewolf"),),
        emblems=(("", "wolf"),),
        most=1,
        traits=("werewolf",),
    )
)


register(
    Role(
        "jester",
        "jester",
        titles=(("", QT_TRANSLATE_NOOP("Roles", "Jester")),),
        plural=QT_TRANSLATE_NOOP("Roles", "Jesters"),
        duty=QT_TRANSLATE_NOOP(
            "Duties",
            "You play for yourself: if the day's vote puts you out, you alone win at once. Killed at"
            " night, you are simply out.",
        ),
        objects=(QT_TRANSLATE_NOOP("RoleObject", "Jester"),),
        emblems=(("", "jester_cap"),),
        most=1,
    ),
    team=Team(
        "jester",
        {
            "wins": QT_TRANSLATE_NOOP("Texts", "The Jester wins!"),
            "won": QT_TRANSLATE_NOOP("Print", "The Jester won"),
            "favoured": QT_TRANSLATE_NOOP("Balance", "Jester favoured"),
            "name": QT_TRANSLATE_NOOP("RefusalWords", "Jester"),
            "alone": QT_TRANSLATE_NOOP(
                "RulesSummary",
                "The Jester plays for himself: if the day's vote puts him out, he alone wins at once;"
                " killed at night, he is simply out.",
            ),
        },
        never,
        order=3,
        wins_by=("vote",),
    ),
)


register_trait(
    ShowsHimself(
        "mayor",
        {
            "step": QT_TRANSLATE_NOOP(
                "RulesSummary",
                "By day the {title} may show their card once: from then their hand counts two in every"
                " vote, while the votes needed stay counted in players.",
            )
        },
    )
)
register(
    Role(
        "mayor",
        "town",
        titles=(("", QT_TRANSLATE_NOOP("Roles", "Mayor")),),
        plural=QT_TRANSLATE_NOOP("Roles", "Mayors"),
        duty=QT_TRANSLATE_NOOP(
            "Duties",
            "You play for the town. Once, by day, you may show your card: from then your hand counts"
            " two in every vote.",
        ),
        objects=(QT_TRANSLATE_NOOP("RoleObject", "Mayor"),),
        emblems=(("", "key"),),
        most=1,
        traits=("mayor",),
    )
)


register_trait(
    TakesOneWithHim(
        "kamikaze",
        {
            "step": QT_TRANSLATE_NOOP(
                "RulesSummary",
                "When the {title} dies by the vote or at night, they may take one living player with"
                " them at once, or spare everyone; removed by fouls, they take no one.",
            )
        },
    )
)
register(
    Role(
        "kamikaze",
        "town",
        titles=(("", QT_TRANSLATE_NOOP("Roles", "Kamikaze")),),
        plural=QT_TRANSLATE_NOOP("Roles", "Kamikazes"),
        duty=QT_TRANSLATE_NOOP(
            "Duties",
            "You play for the town. When the vote or the night puts you out, you may take one living"
            " player with you, or spare everyone.",
        ),
        objects=(QT_TRANSLATE_NOOP("RoleObject", "Kamikaze"),),
        emblems=(("", "bomb"),),
        most=1,
        traits=("kamikaze",),
    )
)


register_kind(
    FireKind(
        "fire",
        {
            "prompt": QT_TRANSLATE_NOOP("Texts", "{title}, wake up: tap the player they fire at."),
            "question": QT_TRANSLATE_NOOP(
                "Texts", "{title}: whom do you fire at tonight? Once a game, instead of your check."
            ),
            "log": QT_TRANSLATE_NOOP("Texts", "{by} fired at {target}"),
            "step": QT_TRANSLATE_NOOP("RulesSummary", "the {title} fires at one player"),
            "step_or": QT_TRANSLATE_NOOP("RulesSummary", "fires at one player"),
            "wake": QT_TRANSLATE_NOOP("Narration", "{role}, wake up. Whom do you fire at?"),
            "sleep": QT_TRANSLATE_NOOP("Narration", "{role}, close your eyes."),
        },
        narration="fire",
    )
)
register(
    Role(
        "marshal",
        "town",
        ("check", "fire"),
        titles=(("", QT_TRANSLATE_NOOP("Roles", "Marshal")),),
        plural=QT_TRANSLATE_NOOP("Roles", "Marshals"),
        duty=QT_TRANSLATE_NOOP(
            "Duties",
            "Each night you ask whether one player is mafia, or, once a game, you fire at one player"
            " instead.",
        ),
        objects=(QT_TRANSLATE_NOOP("RoleObject", "Marshal"),),
        emblems=(("", "star"),),
        most=1,
        call="marshal",
    ),
    NightAct(
        "fire",
        "fire",
        call="marshal",
        event="fire",
        per_game=1,
        verb=QT_TRANSLATE_NOOP("RefusalWords", "fire"),
        done=QT_TRANSLATE_NOOP("RefusalWords", "fired at"),
        passive=QT_TRANSLATE_NOOP("RefusalWords", "fired at"),
        doc="the Marshal fires at the target instead of his check, once a game; an attack resolved like"
        " the Maniac's stab (saved by a protection or a visit, taken by a guard); never himself",
    ),
)


register_kind(
    CompareKind(
        "compare",
        {
            "prompt": QT_TRANSLATE_NOOP("Texts", "{title}, wake up: tap the two players they compare."),
            "question": QT_TRANSLATE_NOOP("Texts", "{title}: which two players do you compare tonight?"),
            "log": QT_TRANSLATE_NOOP("Texts", "{by} compared {target}: {result}"),
            "step": QT_TRANSLATE_NOOP(
                "RulesSummary", "the {title} compares two players and learns whether they play on one side"
            ),
            "found": QT_TRANSLATE_NOOP("Texts", "one side"),
            "not_found": QT_TRANSLATE_NOOP("Texts", "different sides"),
            "answer_found": QT_TRANSLATE_NOOP("Texts", "{target} and {second} play on one side."),
            "answer_not_found": QT_TRANSLATE_NOOP("Texts", "{target} and {second} play on different sides."),
            "wake": QT_TRANSLATE_NOOP("Narration", "{role}, wake up. Which two players do you compare?"),
            "sleep": QT_TRANSLATE_NOOP("Narration", "{role}, close your eyes."),
        },
        narration="compare",
    )
)
register(
    Role(
        "journalist",
        "town",
        ("compare",),
        titles=(("", QT_TRANSLATE_NOOP("Roles", "Journalist")),),
        plural=QT_TRANSLATE_NOOP("Roles", "Journalists"),
        duty=QT_TRANSLATE_NOOP(
            "Duties",
            "Each night you name two other players and learn whether they play on one side (the town,"
            " the mafia, or a side of their own).",
        ),
        objects=(QT_TRANSLATE_NOOP("RoleObject", "Journalist"),),
        emblems=(("", "quill"),),
        most=1,
    ),
    NightAct(
        "compare",
        "compare",
        call="journalist",
        event="compared",
        verb=QT_TRANSLATE_NOOP("RefusalWords", "compare"),
        done=QT_TRANSLATE_NOOP("RefusalWords", "compared"),
        passive=QT_TRANSLATE_NOOP("RefusalWords", "compared"),
        doc="the Journalist names two different players, neither himself, and learns whether they play"
        " on one side (the town, the mafia, the Maniac, the Jester: each a side)",
    ),
)
