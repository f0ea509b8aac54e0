"""A game's setup: rules, seed, the players in seat order and the deal; with the checks on names.

>>> s = make_setup("classic", 1, [" Ann", "Bob", "Cid", "Dan", "Eve"], {"ann": "mafia"})
>>> s.players[0], s.role_of("Ann"), s.role_of("Bob")
('Ann', 'mafia', 'civilian')
>>> name_problem("ann", ["Ann"])
'duplicate'
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from .errors import Problem, RecordError
from .roles import ROLES, is_mafia
from .rules import NAME_MAX_LENGTH, PRESETS, Rules, rules_from_json

# Problems a single name can have, as codes for the UI; English below for records.
NAME_PROBLEMS = {
    "empty": "a name cannot be empty",
    "too_long": f"a name can have at most {NAME_MAX_LENGTH} characters",
    "control": "a name cannot contain line breaks, tabs or other control characters",
    "invisible": "a name cannot contain invisible or text-direction characters (zero-width, bidi overrides)",
    "blank": "a name needs at least one letter, digit or sign that shows",
    "duplicate": "two players cannot have the same name (ignoring case and spaces at the ends)",
}


def clean_name(name: str) -> str:
    """The name as stored: spaces at the ends trimmed, Unicode in composed form (NFC)."""
    return unicodedata.normalize("NFC", name.strip())


def name_key(name: str) -> str:
    """What makes two names the same: trimmed, compatibility-normalised and case-folded.

    >>> name_key(" ANN ") == name_key("ann")
    True
    """
    return unicodedata.normalize("NFKC", name.strip()).casefold()


def name_problem(name: str, others: Iterable[str] = ()) -> str | None:
    """The code of what is wrong with ``name`` beside ``others`` (see NAME_PROBLEMS), or None."""
    cleaned = clean_name(name)
    return _name_shape_problem(cleaned) or (
        "duplicate" if any(name_key(o) == name_key(cleaned) for o in others) else None
    )


def _name_shape_problem(cleaned: str) -> str | None:
    """What is wrong with one cleaned name on its own, or None."""
    if not cleaned:
        return "empty"
    if len(cleaned) > NAME_MAX_LENGTH:
        return "too_long"
    categories = [unicodedata.category(ch) for ch in cleaned]
    if any(c in ("Cc", "Zl", "Zp") for c in categories):
        return "control"
    # Format characters (zero-width joiners and spaces, bidi overrides) make a name look like
    # another's or draw it backwards; a lone surrogate cannot even be saved. The joiners that
    # real names spell with are kept: see _joiner_spells.
    if any(
        c in ("Cs", "Co", "Cn") or (c == "Cf" and not _joiner_spells(cleaned, i))
        for i, c in enumerate(categories)
    ):
        return "invisible"
    if all(c[0] in "MZ" for c in categories):
        return "blank"
    return None


ZWNJ, ZWJ = "\u200c", "\u200d"
EMOJI_MODIFIERS = range(0x1F3FB, 0x1F400)  # skin tones
VARIATION_SELECTORS = ("\ufe0e", "\ufe0f")
TAGS = range(0xE0020, 0xE007F)  # the letters of a subdivision flag (🏴 + tags + cancel tag)
CANCEL_TAG = "\U000e007f"
# Scripts whose letters change shape at a zero-width non-joiner (Persian spells names such as
# Mahdi-zadeh with one): the joining scripts of Unicode's identifier rules (UAX #31, A1), by name.
JOINING_SCRIPTS = (
    "ARABIC",
    "SYRIAC",
    "NKO",
    "MANDAIC",
    "MONGOLIAN",
    "PHAGS-PA",
    "MANICHAEAN",
    "PSALTER PAHLAVI",
    "HANIFI ROHINGYA",
    "SOGDIAN",
    "OLD UYGHUR",
    "CHORASMIAN",
    "ADLAM",
)
VIRAMA = 9  # the canonical combining class of a virama (Indic scripts: a half form follows)


def _joiner_spells(name: str, i: int) -> bool:
    """Whether the format character at ``name[i]`` is part of how the name is spelled, not a
    trick: a zero-width joiner inside an emoji sequence (a family, a rainbow flag) or after a
    virama; a zero-width non-joiner between letters of a joining script or after a virama; the
    tags of a subdivision flag. Everything else invisible (zero-width spaces, bidi marks and overrides,
    joiners between Latin letters, which would make another "Bob") is refused.

    >>> _joiner_spells("Bo\u200db", 2), _joiner_spells("\U0001f468\u200d\U0001f467", 1)
    (False, True)
    """
    ch = name[i]
    before = _base_before(name, i)
    after = name[i + 1] if i + 1 < len(name) else ""
    if ch in (ZWJ, ZWNJ) and i > 0 and unicodedata.combining(name[i - 1]) == VIRAMA and after.isalpha():
        return True
    if ch == ZWJ:
        return _pictographic(before) and _pictographic(after)
    if ch == ZWNJ:
        return _joining(before) and _joining(_base_after(name, i))
    if ord(ch) in TAGS or ch == CANCEL_TAG:
        j = i
        while j > 0 and (ord(name[j - 1]) in TAGS):
            j -= 1
        closed = CANCEL_TAG in name[i:] and all(
            ord(c) in TAGS for c in name[i + 1 : name.index(CANCEL_TAG, i)]
        )
        return j > 0 and _pictographic(name[j - 1]) and (ch == CANCEL_TAG or closed)
    return False


def _base_before(name: str, i: int) -> str:
    """The character a joiner at ``i`` joins from: skin tones, variation selectors and marks
    belong to the character before them."""
    j = i - 1
    while j >= 0 and (
        ord(name[j]) in EMOJI_MODIFIERS or name[j] in VARIATION_SELECTORS or unicodedata.combining(name[j])
    ):
        j -= 1
    return name[j] if j >= 0 else ""


def _base_after(name: str, i: int) -> str:
    j = i + 1
    while j < len(name) and unicodedata.combining(name[j]):
        j += 1
    return name[j] if j < len(name) else ""


def _pictographic(ch: str) -> bool:
    """An emoji a joiner can join (a pictograph, not a letter or a digit)."""
    return bool(ch) and unicodedata.category(ch) == "So"


def _joining(ch: str) -> bool:
    if not ch or not ch.isalpha():
        return False
    return unicodedata.name(ch, "").startswith(JOINING_SCRIPTS)


@dataclass(frozen=True, slots=True)
class Setup:
    """Everything fixed before the first input. ``roles`` lines up with ``players``."""

    rules: Rules
    seed: int
    players: tuple[str, ...]
    roles: tuple[str, ...]

    def role_of(self, name: str) -> str:
        return self.roles[self.players.index(name)]

    def seat_of(self, name: str) -> int:
        """1-based seat number."""
        return self.players.index(name) + 1

    def deal(self) -> dict[str, str]:
        """Name -> role for every player dealt something other than civilian."""
        return {p: r for p, r in zip(self.players, self.roles, strict=False) if r != "civilian"}


def make_setup(
    rules: Rules | str | Mapping[str, object],
    seed: int,
    players: Iterable[str],
    roles: Mapping[str, str],
) -> Setup:
    """Check a setup and return it; raise :class:`RecordError` with the reason otherwise.

    Names are trimmed and must be unique after case-folding, 1-24 characters. Everyone not in
    ``roles`` is a civilian. A deal the rules cannot start is refused with the reason.
    """
    if isinstance(rules, Rules):
        the_rules = rules
    else:
        the_rules = PRESETS[rules] if isinstance(rules, str) and rules in PRESETS else rules_from_json(rules)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise RecordError("seed must be a whole number")
    raw_names = list(players)
    n = len(raw_names)
    if not the_rules.min_players <= n <= the_rules.max_players:
        if the_rules.min_players == the_rules.max_players:
            span = f"exactly {the_rules.min_players}"
        else:
            span = f"{the_rules.min_players} to {the_rules.max_players}"
        raise RecordError(f"{the_rules.preset} rules are for {span} players; this game has {n}")
    names = _check_names(raw_names)
    by_key = {name_key(p): p for p in names}
    dealt = ["civilian"] * n
    assigned: dict[int, str] = {}
    for raw_name, role in roles.items():
        if not isinstance(raw_name, str) or not isinstance(role, str):
            raise RecordError("roles must map players' names to role ids")
        player = by_key.get(name_key(raw_name))
        if player is None:
            raise RecordError(f"roles names {raw_name[:30]!r}, who is not among the players")
        if role not in ROLES:
            raise RecordError(f"unknown role {role[:30]!r} for {player}; roles are {', '.join(ROLES)}")
        if role not in the_rules.roles:
            raise RecordError(
                f"{the_rules.preset} rules have no {role} (given to {player}); "
                f"their roles are {', '.join(the_rules.roles)}"
            )
        index = names.index(player)
        if assigned.setdefault(index, role) != role:
            raise RecordError(f"roles gives {player} two roles")
        dealt[index] = role
    setup = Setup(the_rules, seed, tuple(names), tuple(dealt))
    problem = deal_problem(the_rules, setup.roles)
    if problem:
        raise RecordError(problem)
    return setup


def deal_problem(rules: Rules, roles: Iterable[str]) -> Problem | None:
    """Why a deal cannot start under ``rules`` (the game would already be over), or None.

    >>> deal_problem(PRESETS["club"], ["mafia"] * 3 + ["civilian"] * 3)
    'with 3 mafia and 3 town the mafia have already won'
    """
    mafia = sum(1 for r in roles if is_mafia(r))
    town = sum(1 for r in roles if not is_mafia(r))
    if mafia == 0:
        return Problem("deal_town_won")
    if mafia > town or (rules.mafia_win == "parity" and mafia == town):
        return Problem("deal_mafia_won", mafia=mafia, town=town)
    return None


def _check_names(players: Sequence[object]) -> list[str]:
    if not all(isinstance(p, str) for p in players):
        raise RecordError("players must be a list of names (strings)")
    cleaned: list[str] = []
    keys: dict[str, str] = {}  # one look-up a name: the check is linear in the number of players
    for raw in players:
        assert isinstance(raw, str)
        name = clean_name(raw[: NAME_MAX_LENGTH * 4])
        shown = repr(raw[:30])
        problem = _name_shape_problem(name) if len(raw) <= NAME_MAX_LENGTH * 4 else "too_long"
        if problem:
            raise RecordError(f"player name {shown}: {NAME_PROBLEMS[problem]}")
        twin = keys.get(name_key(name))
        if twin is not None:
            raise RecordError(f"players {shown} and {twin!r} are the same name: {NAME_PROBLEMS['duplicate']}")
        keys[name_key(name)] = name
        cleaned.append(name)
    return cleaned
