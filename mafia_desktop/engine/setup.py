"""A game's setup: rules, seed, the players in seat order and the deal; with the checks on names.

>>> s = make_setup("classic", 1, [" Ann", "Bob", "Cid", "Dan", "Eve"], {"ann": "mafia"})
>>> s.players[0], s.role_of("Ann"), s.role_of("Bob")
('Ann', 'mafia', 'civilian')
>>> name_problem("ann", ["Ann"])
'duplicate'
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from .errors import Problem, RecordError
from .roles import ROLES, is_mafia
from .rules import NAME_MAX_LENGTH, PRESETS, Rules, rules_from_json

# Problems a single name can have, as codes for the UI; English below for records.
NAME_PROBLEMS = {
    "empty": "a name cannot be empty",
    "too_long": f"a name can have at most {NAME_MAX_LENGTH} characters",
    "control": "a name cannot contain line breaks, tabs or other control characters",
    "invisible": (
        "a name cannot contain invisible or text-direction characters (zero-width characters,"
        " fillers, stray variation selectors, bidi overrides)"
    ),
    "blank": "a name needs at least one letter, digit or sign that shows",
    "duplicate": (
        "two players cannot have names that look the same (capitals, invisible characters and"
        " look-alike letters of other alphabets count as the same)"
    ),
}


def clean_name(name: str) -> str:
    """The name as stored: spaces at the ends trimmed, Unicode in composed form (NFC)."""
    return _normalize("NFC", name.strip())


def name_key(name: str) -> str:
    """What makes two names the same: what a person sees of them, a skeleton in the manner of
    Unicode's UTS #39. Compatibility forms read as their letters (NFKC: a full-width Ｂ is B),
    what shows nothing is dropped (:data:`DEFAULT_IGNORABLE`, :data:`BLANK_LOOKING`: zero-width
    characters, variation selectors, fillers), case is folded, a letter of another alphabet drawn
    like a Latin letter becomes that letter (:data:`LOOK_ALIKES`), and spaces are trimmed, a run
    of them read as one. Applied to a key, it gives the key back.

    >>> name_key(" ANN ") == name_key("ann")
    True
    >>> name_key("\\u0421\\u0435\\u0432\\u0430") == name_key("Ce\\u0432a")  # Сева; Latin C, e and a
    True
    >>> name_key("\\u0422\\u043e\\u043d\\u044f") == name_key("\\u0422\\u0430\\u043d\\u044f")  # Тоня, Таня
    False
    >>> name_key("Bo\\u200bb\\ufe0f") == name_key("Bob") != name_key("Bo b")
    True
    """
    text = _normalize("NFKD", name).translate(_DROPPED).casefold().translate(_LOOK_ALIKE_TABLE)
    return " ".join(_normalize("NFKC", text).split())


def name_problem(name: str, others: Iterable[str] = ()) -> str | None:
    """The code of what is wrong with ``name`` beside ``others`` (see NAME_PROBLEMS), or None."""
    cleaned = clean_name(name)
    shape = _name_shape_problem(cleaned)
    if shape:
        return shape
    key = name_key(cleaned)
    return "duplicate" if any(name_key(o) == key for o in others) else None


def _name_shape_problem(cleaned: str) -> str | None:
    """What is wrong with one cleaned name on its own, or None."""
    if not cleaned:
        return "empty"
    if len(cleaned) > NAME_MAX_LENGTH:
        return "too_long"
    categories = [unicodedata.category(ch) for ch in cleaned]
    if any(c in ("Cc", "Zl", "Zp") for c in categories):
        return "control"
    # What shows nothing (zero-width characters, fillers, variation selectors) makes a name look
    # like another's, bidi controls draw it backwards, a lone surrogate cannot even be saved. The
    # few that real names are spelled with are kept: see _spells.
    if _first_hidden(cleaned) is not None:
        return "invisible"
    if all(c[0] in "MZ" for c in categories):
        return "blank"
    return None


# --- what shows nothing ---------------------------------------------------------------------------

#: Unicode's Default_Ignorable_Code_Point, as (first, last) ranges: characters a font draws as
#: nothing. (unicodedata has no such property.) Derived as DerivedCoreProperties.txt defines it:
#: Other_Default_Ignorable_Code_Point + Cf + Variation_Selector - White_Space - U+FFF9..FFFB
#: (interlinear annotation) - U+13430..1343F (Egyptian hieroglyph format controls) -
#: Prepended_Concatenation_Mark; the same set from Unicode 14.0 to 15.1 (tests/engine/test_names.py
#: checks it against the format characters of this Python's unicodedata).
DEFAULT_IGNORABLE: tuple[tuple[int, int], ...] = (
    (0x00AD, 0x00AD),  # soft hyphen
    (0x034F, 0x034F),  # combining grapheme joiner
    (0x061C, 0x061C),  # Arabic letter mark
    (0x115F, 0x1160),  # Hangul choseong and jungseong fillers
    (0x17B4, 0x17B5),  # Khmer inherent vowels
    (0x180B, 0x180F),  # Mongolian free variation selectors and vowel separator
    (0x200B, 0x200F),  # zero-width space, non-joiner, joiner; left-to-right and right-to-left marks
    (0x202A, 0x202E),  # bidi embeddings and overrides
    (0x2060, 0x206F),  # word joiner, invisible operators, bidi isolates, deprecated format controls
    (0x3164, 0x3164),  # Hangul filler
    (0xFE00, 0xFE0F),  # variation selectors 1-16
    (0xFEFF, 0xFEFF),  # zero-width no-break space (the byte order mark)
    (0xFFA0, 0xFFA0),  # halfwidth Hangul filler
    (0xFFF0, 0xFFF8),  # reserved
    (0x1BCA0, 0x1BCA3),  # shorthand format controls
    (0x1D173, 0x1D17A),  # musical symbol format controls
    (0xE0000, 0xE0FFF),  # language tag, tags, variation selectors 17-256, the rest reserved
)
#: Characters that are not ignorable but show nothing, or next to nothing, all the same.
BLANK_LOOKING: tuple[int, ...] = (
    0x200A,  # hair space: "Bo b" with one reads as "Bob"
    0x2800,  # braille pattern blank
    0xFFFC,  # object replacement character: the place of a picture, nothing of its own
    0x16FE4,  # Khitan small script filler
    0x1D159,  # musical symbol null notehead
)
_HIDDEN: frozenset[int] = frozenset(
    [cp for first, last in DEFAULT_IGNORABLE for cp in range(first, last + 1)] + list(BLANK_LOOKING)
)
_DROPPED: dict[int, None] = dict.fromkeys(_HIDDEN)  # str.translate: what name_key drops
_UNSEEN = ("Cf", "Cs", "Co", "Cn")  # format characters; surrogates, private use, unassigned

ZWNJ, ZWJ = "\u200c", "\u200d"
EMOJI_MODIFIERS = range(0x1F3FB, 0x1F400)  # skin tones
VARIATION_SELECTORS = ("\ufe0e", "\ufe0f")  # text and emoji presentation
# Emoji with a text and an emoji presentation that are not symbols (So) like most: from Unicode's
# emoji-variation-sequences.txt. The keycap bases 0-9, # and * take one only before a keycap.
EMOJI_BASES_BEYOND_SYMBOLS = "\u203c\u2049\u2139\u2194\u2934\u2935\u25fb\u25fc\u25fd\u25fe\u3030\u303d"
KEYCAP_BASES, KEYCAP = "#*0123456789", "\u20e3"
IDEOGRAPHIC_SELECTORS = ((0xFE00, 0xFE0D), (0xE0100, 0xE01EF))  # a variant of the CJK ideograph before
IDEOGRAPHS = ("CJK UNIFIED IDEOGRAPH", "CJK COMPATIBILITY IDEOGRAPH")  # by name
MONGOLIAN_SELECTORS, MONGOLIAN_VOWEL_SEPARATOR = "\u180b\u180c\u180d\u180f", "\u180e"
TAGS = range(0xE0020, 0xE007F)  # the letters of a subdivision flag (🏴 + tags + cancel tag)
CANCEL_TAG = "\U000e007f"
FLAG = "\U0001f3f4"  # WAVING BLACK FLAG: the one emoji tags make a flag of (England, Scotland, Wales)
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


def first_hidden(name: str) -> int | None:
    """Where the first character of ``name`` stands that shows nothing and is not part of how it
    is spelled (see :func:`_first_hidden`), or None: for any text a person types that others read
    as it is (a name, a club's, a referee's, a series')."""
    return _first_hidden(name)


def _first_hidden(name: str) -> int | None:
    """Where the first character of ``name`` stands that shows nothing (:data:`_HIDDEN`, a format
    character, a surrogate, a private-use or unassigned code point) and is not part of how the
    name is spelled, or None. One pass; each character is looked at a bounded number of times,
    so the time is linear in the length whatever the text.

    >>> _first_hidden("Bob"), _first_hidden("Bo\\u034fb"), _first_hidden("\\u2764\\ufe0f Ana")
    (None, 2, None)
    """
    flag_to = -1  # the tags of a flag seen whole (🏴, tags, cancel tag) reach to here
    category = unicodedata.category
    for i, ch in enumerate(name):
        cp = ord(ch)
        if (cp not in _HIDDEN and category(ch) not in _UNSEEN) or i <= flag_to:
            continue
        if cp in TAGS:
            end = _flag_end(name, i)
            if end is None:
                return i
            flag_to = end
        elif not _spells(name, i):
            return i
    return None


def _flag_end(name: str, i: int) -> int | None:
    """Where the cancel tag stands that closes the flag whose tags begin at ``name[i]``: 🏴, then
    tags, then a cancel tag; None when the tags follow no 🏴 or are never closed."""
    if i == 0 or name[i - 1] != FLAG:
        return None
    j = i
    while j < len(name) and ord(name[j]) in TAGS:
        j += 1
    return j if j < len(name) and name[j] == CANCEL_TAG else None


def _spells(name: str, i: int) -> bool:
    """Whether the character at ``name[i]``, which shows nothing, is part of how the name is
    spelled: a joiner (:func:`_joiner_spells`); an emoji's variation selector right after it (❤️,
    a keycap 1️⃣); an ideographic variation selector right after a CJK ideograph (a Japanese
    family name's own form of 辻 or 葛); a Mongolian variation selector after a Mongolian letter
    or the vowel separator between two. Variation selectors anywhere else (after a Latin letter:
    another "Bob") are refused, as are fillers, zero-width spaces and bidi controls.

    >>> _spells("Bob\\ufe0f", 3), _spells("\\u2764\\ufe0f", 1), _spells("1\\ufe0f\\u20e3", 1)
    (False, True, True)
    """
    ch = name[i]
    cp = ord(ch)
    before = name[i - 1] if i > 0 else ""
    after = name[i + 1] if i + 1 < len(name) else ""
    if ch in (ZWJ, ZWNJ):
        return _joiner_spells(name, i)
    if ch in VARIATION_SELECTORS:
        if before and before in KEYCAP_BASES:
            return after == KEYCAP
        return _emoji_base(before)
    if any(first <= cp <= last for first, last in IDEOGRAPHIC_SELECTORS):
        return _named(before, IDEOGRAPHS)
    if ch in MONGOLIAN_SELECTORS:
        return _mongolian(before)
    if ch == MONGOLIAN_VOWEL_SEPARATOR:
        return _mongolian(before) and _mongolian(after)
    return False


def _joiner_spells(name: str, i: int) -> bool:
    """Whether the zero-width (non-)joiner at ``name[i]`` is part of how the name is spelled, not
    a trick: a zero-width joiner inside an emoji sequence (a family, a rainbow flag) or after a
    virama; a zero-width non-joiner between letters of a joining script or after a virama.
    Elsewhere (between Latin letters, which would make another "Bob") it is refused. Looks back
    and ahead only over the marks, skin tones and variation selectors next to it: a character is
    looked at by at most the joiners on either side of it.

    >>> _joiner_spells("Bo\\u200db", 2), _joiner_spells("\\U0001f468\\u200d\\U0001f467", 1)
    (False, True)
    """
    ch = name[i]
    after = name[i + 1] if i + 1 < len(name) else ""
    if i > 0 and unicodedata.combining(name[i - 1]) == VIRAMA and after.isalpha():
        return True
    if ch == ZWJ:
        return _pictographic(_base_before(name, i)) and _pictographic(after)
    if ch == ZWNJ:
        return _joining(_base_before(name, i)) and _joining(_base_after(name, i))
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
    return bool(ch) and unicodedata.category(ch) == "So" and ord(ch) not in _HIDDEN


def _emoji_base(ch: str) -> bool:
    """A character with a text and an emoji presentation, which a variation selector chooses."""
    return _pictographic(ch) or (bool(ch) and ch in EMOJI_BASES_BEYOND_SYMBOLS)


def _joining(ch: str) -> bool:
    return ch.isalpha() and _named(ch, JOINING_SCRIPTS)


def _mongolian(ch: str) -> bool:
    return _named(ch, ("MONGOLIAN LETTER",))


def _named(ch: str, prefixes: tuple[str, ...]) -> bool:
    """Whether ``ch`` is one character whose Unicode name begins with one of ``prefixes``."""
    return len(ch) == 1 and unicodedata.name(ch, "").startswith(prefixes)


# --- what looks the same ----------------------------------------------------------------------------

#: Letters of Cyrillic and Greek that are drawn like a Latin letter, mapped to it (by name_key,
#: after case folding). Source: the single-letter Latin/Cyrillic/Greek pairs of Unicode's
#: confusables.txt (UTS #39) that look the same in the fonts a desktop shows names in, no more.
#: Names are the same in any case, so a capital that looks Latin takes its small letter along:
#: В is drawn as B, so в goes to b as well ("ВОВА" reads as "BOBA", so "Вова" must match "Boba").
#: Within one alphabet no two letters meet, except the Cyrillic і and ӏ, whose capitals І and Ӏ are
#: the same stroke: Russian names stay apart as Russians read them ("Тоня" and "Таня" are two).
#: Left apart on purpose: digits and letters (0 and O, 3 and З differ in most fonts); Latin l and
#: capital I, since case folding would join l to i as well and make "Ali" and "All" one name;
#: Cyrillic һ (н is already h, and Һ does not look like Н); ν and v, since Ν is N.
LOOK_ALIKES: dict[str, str] = {
    "\u0430": "a",  # а CYRILLIC SMALL LETTER A
    "\u0432": "b",  # в (В)
    "\u0435": "e",  # е
    "\u043a": "k",  # к (К)
    "\u043c": "m",  # м (М)
    "\u043d": "h",  # н (Н)
    "\u043e": "o",  # о
    "\u0440": "p",  # р
    "\u0441": "c",  # с
    "\u0442": "t",  # т (Т)
    "\u0443": "y",  # у
    "\u0445": "x",  # х
    "\u0456": "i",  # і BYELORUSSIAN-UKRAINIAN I
    "\u04cf": "i",  # ӏ PALOCHKA (Ӏ)
    "\u0458": "j",  # ј JE
    "\u0455": "s",  # ѕ DZE
    "\u0501": "d",  # ԁ KOMI DE
    "\u051b": "q",  # ԛ QA
    "\u051d": "w",  # ԝ WE
    "\u03b1": "a",  # α GREEK SMALL LETTER ALPHA (Α)
    "\u03b2": "b",  # β (Β)
    "\u03b5": "e",  # ε (Ε)
    "\u03b6": "z",  # ζ (Ζ)
    "\u03b7": "h",  # η (Η)
    "\u03b9": "i",  # ι (Ι)
    "\u03ba": "k",  # κ (Κ)
    "\u03bc": "m",  # μ (Μ)
    "\u03bd": "n",  # ν (Ν)
    "\u03bf": "o",  # ο
    "\u03c1": "p",  # ρ (Ρ)
    "\u03c4": "t",  # τ (Τ)
    "\u03c5": "y",  # υ (Υ)
    "\u03c7": "x",  # χ (Χ)
}
_LOOK_ALIKE_TABLE = str.maketrans(LOOK_ALIKES)


# --- normalisation in linear time ---------------------------------------------------------------------

_QUICK = 1_000  # characters: below this CPython's own normalisation is quick whatever the text
# Characters whose decomposition begins with a combining mark though they are not marks themselves
# (Tibetan vowel signs; halfwidth katakana sound marks, in the compatibility forms).
DECOMPOSES_TO_MARKS = "\u0f73\u0f75\u0f81\uff9e\uff9f"


def _normalize(form: Literal["NFC", "NFD", "NFKC", "NFKD"], text: str) -> str:
    """``unicodedata.normalize(form, text)``, in time linear in the length of the text.

    CPython puts the combining marks after a letter in order by insertion sort, so a long run of
    marks out of order (``"a" + "\\u0301\\u0316" * n``) takes time quadratic in its length: a
    quarter of an hour at 1 MiB. In a long text each long run of marks is put in order here first
    (:func:`_in_order`), and CPython finds nothing left to sort.

    >>> _normalize("NFC", "e\\u0301" * 600) == "\\u00e9" * 600
    True
    """
    if len(text) > _QUICK:
        decompose: Literal["NFD", "NFKD"] = "NFKD" if form.startswith("NFK") else "NFD"
        text = _mark_runs().sub(lambda run: _in_order(decompose, run.group()), text)
    return unicodedata.normalize(form, text)


def _in_order(decompose: Literal["NFD", "NFKD"], run: str) -> str:
    """``run`` decomposed and in canonical order: each stretch of combining marks sorted, stably,
    by combining class (Unicode's canonical ordering, in O(n log n))."""
    if unicodedata.is_normalized(decompose, run):  # (a quick check, for decomposed forms)
        return run
    chars = "".join(map(functools.partial(unicodedata.normalize, decompose), run))
    if all(map(unicodedata.combining, chars)):  # marks only, as nearly always
        return "".join(sorted(chars, key=unicodedata.combining))
    out: list[str] = []
    marks: list[str] = []
    for ch in chars:
        if unicodedata.combining(ch):
            marks.append(ch)
            continue
        out.extend(sorted(marks, key=unicodedata.combining))
        marks.clear()
        out.append(ch)
    out.extend(sorted(marks, key=unicodedata.combining))
    return "".join(out)


@functools.cache
def _mark_runs() -> re.Pattern[str]:
    """A run of 16 or more characters that decompose to combining marks (made when first needed:
    it looks at every code point once)."""
    cps = [cp for cp in range(0x110000) if unicodedata.combining(chr(cp))]
    cps = sorted(set(cps) | {ord(ch) for ch in DECOMPOSES_TO_MARKS})
    ranges: list[list[int]] = []
    for cp in cps:
        if ranges and ranges[-1][1] == cp - 1:
            ranges[-1][1] = cp
        else:
            ranges.append([cp, cp])
    members = "".join(f"\\U{first:08x}-\\U{last:08x}" for first, last in ranges)
    return re.compile(f"[{members}]{{16,}}")


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

    Names are trimmed, 1-24 characters, and must not look the same (see :func:`name_key`).
    Everyone not in ``roles`` is a civilian. A deal the rules cannot start is refused with the reason.
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
        key = name_key(name)
        twin = keys.get(key)
        if twin is not None:
            raise RecordError(f"player name {shown} looks the same as {twin!r}: {NAME_PROBLEMS['duplicate']}")
        keys[key] = name
        cleaned.append(name)
    return cleaned
