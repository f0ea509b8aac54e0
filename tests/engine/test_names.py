"""Player names: trimmed, 1-24 characters, nothing in them that shows nothing, no two that look the
same; problems in words."""

from __future__ import annotations

import json
import subprocess
import sys
import time
import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mafia_desktop.engine import setup as engine_setup
from mafia_desktop.engine.errors import RecordError
from mafia_desktop.engine.rules import PRESETS, with_options
from mafia_desktop.engine.setup import NAME_PROBLEMS, clean_name, make_setup, name_key, name_problem

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
        (TEN[:9] + ["ann"], {"Bob": "mafia"}, "looks the same as 'Ann'"),
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


# --- issue 44, item 7: what shows nothing, and what looks the same ----------------------------------

# Characters the issue found passing the check: each shows nothing (or a blank), so "Bob" with one
# is another "Bob". (A variation selector after a Latin letter, a Hangul filler, a Khmer inherent
# vowel, a braille blank...)
ISSUE_INVISIBLES = [
    "\u034f",  # combining grapheme joiner
    "\ufe0f",  # emoji variation selector, outside an emoji sequence
    "\ufe00",  # variation selector 1
    "\U000e0100",  # variation selector 17 (an ideographic variation selector)
    "\u180b",  # Mongolian free variation selector 1
    "\u3164",  # Hangul filler
    "\uffa0",  # halfwidth Hangul filler
    "\u115f",  # Hangul choseong filler
    "\u1160",  # Hangul jungseong filler
    "\u17b5",  # Khmer vowel inherent aa
    "\u2800",  # braille pattern blank
]


def _names(name: str) -> str:
    return " ".join(f"U+{ord(ch):04X}" for ch in name)


@pytest.mark.parametrize("hidden", ISSUE_INVISIBLES, ids=_names)
def test_every_invisible_of_the_issue_is_refused_anywhere_in_a_name(hidden: str) -> None:
    for name in (f"Bob{hidden}", f"Bo{hidden}b", f"{hidden}Bob", f"Ann {hidden}Lee"):
        assert name_problem(name) == "invisible", _names(name)
    with pytest.raises(RecordError, match="invisible"):
        make_setup("classic", 1, [f"Bo{hidden}b", "Ann", "Cid", "Dan", "Eve"], {"Ann": "mafia"})


def test_five_seats_that_all_read_bob_seat_one_bob() -> None:
    seated: list[str] = []
    for name in ["Bob", *(f"Bob{hidden}" for hidden in ISSUE_INVISIBLES)]:
        if name_problem(name, seated) is None:
            seated.append(name)
    assert seated == ["Bob"]
    # And were one let through, it would still be the same name as Bob.
    assert {name_key(f"Bob{hidden}") for hidden in ISSUE_INVISIBLES} == {"bob"}


# Pairs that look the same on screen: the second is refused beside the first.
LOOK_ALIKE_PAIRS = [
    ("\u0421\u0435\u0432\u0430", "Ce\u0432a"),  # Сева; with Latin C, e and a
    ("Bob", "\u0412\u043eb"),  # Cyrillic В and о
    ("ANNA", "\u0410NN\u0410"),  # Cyrillic А
    ("Ivan", "\u0406van"),  # Ukrainian І
    ("Sasha", "\u0405asha"),  # Macedonian Ѕ
    ("Oxana", "\u041e\u0445\u0430na"),  # Cyrillic О, х, а
    ("\u041c\u0430\u0448\u0430", "Ma\u0448a"),  # Маша; with Latin M and a
    ("\u0420\u043e\u043c\u0430", "Po\u043ca"),  # Рома; with Latin P, o and a
    ("Kate", "\u039aate"),  # Greek Κ
    ("TOMA", "\u03a4\u039fMA"),  # Greek Τ and Ο
    ("Nikos", "\u039dikos"),  # Greek Ν
    ("Jos\u00e9", "Jos\u0435\u0301"),  # José; with a Cyrillic е and a combining acute
    ("\u8fbb", "\u8fbb\U000e0100"),  # 辻, and 辻 in the form of its ideographic variation selector
    ("\u2764 Ana", "\u2764\ufe0f Ana"),  # a heart, and the same heart as an emoji
    ("Kim Lee", "Kim  Lee"),  # two spaces read as one
    ("Kim Lee", "Kim\u3000Lee"),  # an ideographic space
    ("Bob", "\uff22\uff4f\uff42"),  # full-width letters
]


@pytest.mark.parametrize(("first", "second"), LOOK_ALIKE_PAIRS, ids=lambda n: _names(n))
def test_names_that_look_the_same_are_one_name(first: str, second: str) -> None:
    assert name_problem(first) is None and name_problem(second) is None
    assert name_problem(second, [first]) == "duplicate"
    assert name_problem(first, [second]) == "duplicate"
    with pytest.raises(RecordError, match="looks the same as"):
        make_setup("classic", 1, [first, "Zed", second, "Dan", "Eve"], {"Dan": "mafia"})


def test_an_old_record_with_two_look_alike_names_is_refused_as_a_duplicate() -> None:
    """A record saved before the names were compared as they look: refused, and why in words."""
    with pytest.raises(RecordError) as info:
        make_setup(
            "classic", 1, ["\u0421\u0435\u0432\u0430", "Ann", "Ce\u0432a", "Dan", "Eve"], {"Ann": "mafia"}
        )
    assert "player name 'Ceвa' looks the same as 'Сева'" in str(info.value)


@pytest.mark.parametrize(
    "name",
    [
        "\u2764\ufe0f Ana",  # an emoji heart: the variation selector makes it one
        "\u263a\ufe0e Ana",  # the same face as text
        "\u2139\ufe0f Info",  # an emoji that is a letter-like sign, not a symbol
        "\U0001f468\u200d\U0001f469\u200d\U0001f467\u200d\U0001f466",  # a family
        "\U0001f3f3\ufe0f\u200d\U0001f308 Sam",  # the rainbow flag
        "\U0001f3f4\u200d\u2620\ufe0f Jack",  # the pirate flag
        "\U0001f441\ufe0f\u200d\U0001f5e8\ufe0f",  # an eye in a speech bubble
        "1\ufe0f\u20e3 Max",  # a keycap
        "#\ufe0f\u20e3",
        "\U0001f3f4\U000e0067\U000e0062\U000e0077\U000e006c\U000e0073\U000e007f Rhys",  # Wales
        "\U0001f1f7\U0001f1fa Ivan",  # a country flag: two regional indicators, nothing hidden
        "\u0645\u0647\u062f\u06cc\u200c\u0632\u0627\u062f\u0647",  # Persian, with a non-joiner
        "\u0915\u094d\u200d\u0937",  # Devanagari: a virama, then a joiner for the half form
        "\u0915\u094d\u200c\u0937",  # ... and a non-joiner for the explicit virama
        "\u5c71\u7530\u3000\u592a\u90ce",  # 山田　太郎: Japanese, an ideographic space between
        "\u6e21\u9089\U000e0101",  # 渡邉 in one of the registered forms of 邉
        "\u845b\U000e0100\u98fe",  # 葛飾 with the form of 葛 the ward's name uses
        "\u738b\u5c0f\u660e",  # 王小明
        "\uae40\ubbfc\uc900",  # 김민준
        "\u182d\u180b\u1820\u1828",  # Mongolian: a free variation selector after a letter
        "\u1828\u180e\u1820",  # ... and the vowel separator between two
        "\u0422\u043e\u043d\u044f",  # Тоня
        "Jose\u0301",  # José with the accent apart
        "\u0419\u043e\u0301\u0436\u0438\u043a",  # Йо́жик: a stress mark
    ],
    ids=_names,
)
def test_names_people_write_are_still_accepted(name: str) -> None:
    assert name_problem(name) is None, _names(name)
    setup = make_setup("classic", 1, [name, "Ann", "Cid", "Dan", "Eve"], {"Ann": "mafia"})
    assert setup.players[0] == clean_name(name)


@pytest.mark.parametrize(
    "name",
    [
        "A\ufe0f",  # an emoji selector after a letter
        "1\ufe0f",  # after a keycap base, with no keycap
        "\u2764\ufe0f\ufe0f",  # a second one
        "\u2764\U000e0100",  # an ideographic selector after an emoji
        "Ann\ufe00",  # after a Latin letter
        "\u8fbb\ufe0f",  # an emoji selector after an ideograph
        "\u8fbb \U000e0100",  # not right after it
        "Bob\u180b",  # a Mongolian selector after a Latin letter
        "\u1828\u180e",  # the vowel separator with no letter after it
        "\U0001f600\U000e0067\U000e007f",  # tags after an emoji that is not a flag
        "\U0001f3f4\U000e007f",  # a cancel tag with no tags
        "\U0001f3f4\U000e0067\U000e007f\U000e007f",  # a second cancel tag
        "Bo\u200ab",  # a hair space
        "Bob\ufffc",  # an object replacement character
        "\u3164",  # only a filler
    ],
    ids=_names,
)
def test_selectors_and_fillers_outside_a_spelling_are_refused(name: str) -> None:
    assert name_problem(name) == "invisible", _names(name)


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("\u0422\u043e\u043d\u044f", "\u0422\u0430\u043d\u044f"),  # Тоня, Таня
        ("\u0421\u0430\u0448\u0430", "\u041c\u0430\u0448\u0430"),  # Саша, Маша
        ("\u0412\u0430\u043d\u044f", "\u0412\u0430\u043b\u044f"),  # Ваня, Валя
        ("\u041e\u043b\u044f", "\u042e\u043b\u044f"),  # Оля, Юля
        ("\u0414\u0438\u043c\u0430", "\u0414\u0438\u043d\u0430"),  # Дима, Дина
        ("\u0415\u0433\u043e\u0440", "\u0415\u0433\u043e\u0440\u0438"),  # Егор, Егори
        ("\u0410\u043b\u0451\u043d\u0430", "\u0410\u043b\u0435\u043d\u0430"),  # Алёна, Алена
        ("\u0419\u043e\u0301\u0436\u0438\u043a", "\u0419\u043e\u0436\u0438\u043a"),  # a stress mark shows
        ("Jos\u00e9", "Jose"),
        ("Zo\u00eb", "Zoe"),
        ("I\u015f\u0131k", "Isik"),  # Turkish dotless ı
        ("Ali", "All"),  # l and capital I are left apart (see LOOK_ALIKES)
        ("Ian", "lan"),
        ("Olga", "0lga"),  # digits and letters are left apart
        ("\u0417\u043e\u044f", "3\u043e\u044f"),  # Зоя, 3оя
        ("\U0001f3f4\U000e0067\U000e0062\U000e0073\U000e0063\U000e0074\U000e007f", "\U0001f3f3"),
    ],
    ids=_names,
)
def test_names_that_look_different_stay_two(first: str, second: str) -> None:
    assert name_problem(first) is None and name_problem(second, [first]) is None


def _letters(first: str, last: str) -> list[str]:
    return [chr(cp) for cp in range(ord(first), ord(last) + 1)]


@pytest.mark.parametrize(
    "alphabet",
    [
        _letters("\u0430", "\u044f") + ["\u0451"],  # Russian: а-я, ё
        _letters("\u0430", "\u044f")
        + _letters("\u0450", "\u045f")
        + ["\u0491", "\u04af", "\u04bb", "\u04e9"],
        [ch for ch in _letters("\u03b1", "\u03c9") if ch != "\u03c2"],  # Greek, final sigma aside
        _letters("a", "z"),
    ],
    ids=["russian", "cyrillic", "greek", "latin"],
)
def test_no_two_letters_of_one_alphabet_read_alike(alphabet: list[str]) -> None:
    """Each letter, small or capital, has a key of its own within its alphabet: names in one
    alphabet are told apart as their readers tell them apart."""
    keys = {name_key(ch) for ch in alphabet}
    assert len(keys) == len(alphabet)
    assert all(name_key(ch.upper()) == name_key(ch) for ch in alphabet if len(ch.upper()) == 1)


def test_the_look_alikes_are_single_letters_of_cyrillic_and_greek_mapped_to_small_latin() -> None:
    look_alikes = engine_setup.LOOK_ALIKES
    for letter, latin in look_alikes.items():
        assert unicodedata.name(letter).startswith(("CYRILLIC SMALL LETTER", "GREEK SMALL LETTER")), letter
        assert letter.casefold() == letter and latin in "abcdefghijklmnopqrstuvwxyz", letter
    targets = [latin for letter, latin in look_alikes.items() if "CYRILLIC" in unicodedata.name(letter)]
    assert sorted(t for t in set(targets) if targets.count(t) > 1) == ["i"]  # і and ӏ: І and Ӏ are one stroke
    greek = [latin for letter, latin in look_alikes.items() if "GREEK" in unicodedata.name(letter)]
    assert len(set(greek)) == len(greek)


# Unicode's PropList.txt (14.0, 15.0, 15.1 alike): the properties Default_Ignorable_Code_Point is
# derived from, beside the general category Cf that unicodedata knows.
OTHER_DEFAULT_IGNORABLE = [(0x034F, 0x034F), (0x115F, 0x1160), (0x17B4, 0x17B5), (0x2065, 0x2065)]
OTHER_DEFAULT_IGNORABLE += [(0x3164, 0x3164), (0xFFA0, 0xFFA0), (0xFFF0, 0xFFF8), (0xE0000, 0xE0000)]
OTHER_DEFAULT_IGNORABLE += [(0xE0002, 0xE001F), (0xE0080, 0xE00FF), (0xE01F0, 0xE0FFF)]
VARIATION_SELECTOR = [(0x180B, 0x180D), (0x180F, 0x180F), (0xFE00, 0xFE0F), (0xE0100, 0xE01EF)]
PREPENDED_CONCATENATION_MARK = [(0x0600, 0x0605), (0x06DD, 0x06DD), (0x070F, 0x070F), (0x0890, 0x0891)]
PREPENDED_CONCATENATION_MARK += [(0x08E2, 0x08E2), (0x110BD, 0x110BD), (0x110CD, 0x110CD)]


def _within(cp: int, ranges: list[tuple[int, int]]) -> bool:
    return any(first <= cp <= last for first, last in ranges)


def test_the_ignorables_are_unicodes_default_ignorable_code_points() -> None:
    """DerivedCoreProperties.txt: Other_Default_Ignorable_Code_Point + Cf + Variation_Selector
    - White_Space - FFF9..FFFB - 13430..1343F - Prepended_Concatenation_Mark."""
    listed: set[int] = set()
    for first, last in engine_setup.DEFAULT_IGNORABLE:
        listed.update(range(first, last + 1))
    # (Every code point's category is looked at; the ranges are tested on the candidates only.)
    candidates = {cp for cp in range(0x110000) if unicodedata.category(chr(cp)) == "Cf"}
    for first, last in OTHER_DEFAULT_IGNORABLE + VARIATION_SELECTOR:
        candidates.update(range(first, last + 1))
    derived = {
        cp
        for cp in candidates
        if not chr(cp).isspace()
        and not _within(cp, [(0xFFF9, 0xFFFB), (0x13430, 0x1343F), *PREPENDED_CONCATENATION_MARK])
    }
    assert derived == listed, sorted(f"U+{cp:04X}" for cp in derived ^ listed)[:20]


def test_every_ignorable_and_every_blank_alone_is_refused_and_vanishes_from_the_key() -> None:
    hidden = [chr(cp) for first, last in engine_setup.DEFAULT_IGNORABLE for cp in range(first, last + 1)]
    hidden += [chr(cp) for cp in engine_setup.BLANK_LOOKING]
    for ch in hidden:
        assert name_problem(f"Bo{ch}b") in ("invisible", "control"), _names(ch)
        assert name_key(f"Bo{ch}b") in ("bob", "bo b"), _names(ch)  # a hair space is a space


# Characters to build hostile and odd names from, beside any character at all.
ODD = (
    ISSUE_INVISIBLES
    + list("\u200b\u200c\u200d\u2060\ufeff\u202e\u2066\u00ad\u180e\u20e3\U000e007f\U000e0067\U000e0001")
    + list("\U0001f3f4\U0001f468\u2764\u8fbb\u1828\u0915\u094d\u0645\U0001f3fb\u0301\u0316\u0345\u0f73")
    + list("\u0410\u0430\u0412\u0432\u03a1\u03c1\u0399\u03b9\u0130\u0131\u00df\u1e9e\u01c5\ufb01\uff21 ")
    + ["\ud800", "\x00", "\n"]
)
ANY_TEXT = st.text(st.one_of(st.characters(), st.sampled_from(ODD)), max_size=40)


@given(ANY_TEXT, st.lists(ANY_TEXT, max_size=3))
def test_name_problem_answers_any_text_and_the_key_is_idempotent(text: str, others: list[str]) -> None:
    problem = name_problem(text, others)
    assert problem is None or problem in NAME_PROBLEMS
    key = name_key(text)
    assert name_key(key) == key
    assert name_key(clean_name(text)) == key
    if problem is None:
        assert key, "a name that shows something has a key"


@given(ANY_TEXT, st.integers(min_value=0), st.sampled_from(ISSUE_INVISIBLES + ["\u200b", "\u2060", "\ufeff"]))
def test_what_shows_nothing_changes_no_key(text: str, at: int, hidden: str) -> None:
    at %= len(text) + 1
    assert name_key(text[:at] + hidden + text[at:]) == name_key(text)


@settings(deadline=None)
@given(
    st.text(
        st.sampled_from(list("ae\u0301\u0316\u0323\u0307\u0344\u0345\u0f73\u0f71\u0f72\u1e69\uff9e\u30ab")),
        min_size=1001,
        max_size=3000,
    ),
    st.sampled_from(["NFC", "NFD", "NFKC", "NFKD"]),
)
def test_the_linear_normalisation_is_unicodes(text: str, form: str) -> None:
    assert engine_setup._normalize(form, text) == unicodedata.normalize(form, text)  # type: ignore[arg-type]


# --- linear time ------------------------------------------------------------------------------------

MIB = 1 << 20
HANG = 30.0  # seconds: far above a linear check of 1 MiB (a few seconds at most), far below a quadratic one

# Each as (head, unit, tail): the unit repeated to 1 MiB. Before issue 44 a flag's tags took
# quadratic time to check (16,000 of them: 110 s), and marks out of order quadratic time to
# normalise (a quarter of an hour at 1 MiB).
HOSTILE_NAMES = {
    "tags never closed": ("\U0001f3f4", "\U000e0067", ""),
    "tags closed": ("\U0001f3f4", "\U000e0067", "\U000e007f"),
    "flags": ("", "\U0001f3f4\U000e0067\U000e0062\U000e007f", ""),
    "emoji joined": ("\U0001f468", "\u200d\U0001f469", ""),
    "joiners": ("", "\u200d", ""),
    "marks, then a joiner": ("\U0001f600", "\u0301", "\u200d\U0001f600"),
    "non-joiners and marks": ("\u0645", "\u200c\u064e\u0645", ""),
    "emoji selectors": ("", "\u2764\ufe0f", ""),
    "ideographic selectors": ("", "\u8fbb\U000e0100", ""),
    "marks out of order": ("a", "\u0301\u0316", ""),
    "marks after a composed letter": ("\u1e69", "\u0323", ""),
    "Tibetan vowels": ("\u0f40", "\u0f73\u0f72\u0f71", ""),
}
# The worker is a process, not a thread: CPython keeps the interpreter lock through a call of
# unicodedata.normalize, so a thread stuck in one could not even be waited for with a timeout.
CHECK = f"""
import json, sys
from mafia_desktop.engine import setup
head, unit, tail = json.loads(sys.argv[1])
text = head + unit * (({MIB} - len(head) - len(tail)) // len(unit)) + tail
assert len(text) > {MIB} - 8
assert setup.name_problem(text, ["Ann"]) == "too_long"
key = setup.name_key(text)
assert setup.name_key(key) == key
assert setup.clean_name(text)
setup._first_hidden(text)
"""


@pytest.mark.slow
@pytest.mark.parametrize("shape", sorted(HOSTILE_NAMES))
def test_a_hostile_name_of_a_mib_is_checked_in_linear_time(shape: str) -> None:
    started = time.monotonic()
    try:
        done = subprocess.run(
            [sys.executable, "-c", CHECK, json.dumps(HOSTILE_NAMES[shape])],
            capture_output=True,
            text=True,
            timeout=HANG,
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"still checking after {time.monotonic() - started:.0f} s: not linear")
    assert done.returncode == 0, done.stderr[-2000:]
