"""What the narrator's voice says in each language beyond the catalogue's lines: seat numbers in
words, the letters its voice reads, and players' names as it can say them. One entry a language
(:data:`SPOKEN`), as data; the night script (:mod:`mafia_desktop.narration.night_script`) and the
tests read it, and a language added to the registry (:mod:`mafia_desktop.languages`) without an
entry here fails ``tests/narration/test_spoken_words.py``.

- **Seat words** (the club's «Третий.»): as a local host calls a seat. Russian and Ukrainian say
  the ordinal, masculine as *the player* is («двадцать первый», «двадцять перший»); English,
  Spanish, German, French and Persian the cardinal, as in "seat three", «número tres», "Platz
  drei", « numéro trois », «شماره سه».
- **Letters**: what the language's voice reads; a narrator line may hold nothing else but digits
  (a seat number), spaces and ordinary punctuation (:func:`unsayable`). Accents stay where the
  voice reads them: José in Spanish and French, Zoë in French, Jürgen in German.
- **Names**: a name in another script is transliterated for the voice (Cyrillic, Latin and
  Persian letters each way, through a plain Latin spelling: :data:`ROMANIZE`, then the language's
  ``from_latin`` rules), letters of the voice's own script it lacks are folded into its own (ё
  for the Ukrainian voice, ß for the English one); a name with letters no table knows (李, ★) is
  said by its seat. The caption always keeps the name as typed.

Rules are ``(pattern, replacement)`` pairs tried in order at each point of a word (lower case):
the first pattern that matches there (a regular expression; ``^`` and ``$`` are the word's ends,
look-behinds see what came before) gives its replacement, and the scan goes on after it; a
character no rule takes stays as it is.

Plain Python, no Qt.

>>> seat_word(21, "uk"), seat_word(21, "es"), seat_word(21, "de"), seat_word(21, "fr")
('двадцять перший', 'veintiuno', 'einundzwanzig', 'vingt et un')
>>> seat_word(3, "fa"), seat_word(21, "fa")
('سه', 'بیست و یک')
>>> [spoken_word(w, "en") for w in ("Анна", "Євген", "José", "مریم")]
['Anna', 'Yevhen', 'Jose', 'Marim']
>>> [spoken_word("José", lang) for lang in ("es", "fr", "de", "ru")]
['José', 'José', 'Jose', 'Джосе']
>>> spoken_word("Пётр", "uk"), spoken_word("Сергей", "fr"), spoken_word("Anna", "fa")
('Пьотр', 'Sergueï', 'آنا')
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Final

Rules = tuple[tuple[str, str], ...]

# --- the rules' machinery ----------------------------------------------------------------------------


@cache
def _compiled(rules: Rules) -> tuple[tuple[re.Pattern[str], str], ...]:
    return tuple((re.compile(pattern), replacement) for pattern, replacement in rules)


def respell(word: str, rules: Rules) -> str:
    """``word`` with ``rules`` applied, left to right (see the module's docstring).

    >>> respell("sergey", (("g(?=[eiy])", "gu"), ("(?<=[aeiou])y$", "ï")))
    'sergueï'
    """
    out: list[str] = []
    i = 0
    compiled = _compiled(rules)
    while i < len(word):
        for pattern, replacement in compiled:
            m = pattern.match(word, i)
            if m is not None and m.end() > i:
                out.append(m.expand(replacement) if "\\" in replacement else replacement)
                i = m.end()
                break
        else:
            out.append(word[i])
            i += 1
    return "".join(out)


def _singles(source: str, target: str) -> Rules:
    """One rule a letter: ``source``'s letters to ``target``'s space-separated spellings."""
    return tuple(zip(source, target.split(" "), strict=True))


# --- scripts: a name's letters in a plain Latin spelling ---------------------------------------------

_VOWELS = "aeiouy"
_CONSONANTS = "bcdfghjklmnpqrstvwxz"
# Letters with no decomposition, and ligatures, spelled in plain Latin (ß only where the voice
# does not read it: German's does).
_LATIN_SPECIAL: Final = {
    "ß": "ss",
    "æ": "ae",
    "œ": "oe",
    "ø": "o",
    "ł": "l",
    "đ": "d",
    "ð": "d",
    "þ": "th",
    "ı": "i",
    "ŋ": "ng",
    "ʻ": "",
}


def _plain_latin(c: str) -> str:
    """A Latin letter without its accent (José: e; ł: l), its case kept."""
    low = c.lower()
    if low in _LATIN_SPECIAL:
        out = _LATIN_SPECIAL[low]
    else:
        out = "".join(d for d in unicodedata.normalize("NFKD", low) if not unicodedata.combining(d))
    return out.upper() if c.isupper() and len(out) == 1 else out.capitalize() if c.isupper() else out


def _romanize_latin(word: str) -> str:
    return "".join(_plain_latin(c) for c in word.lower())


# Russian Cyrillic in a plain Latin spelling (and the letters of other Cyrillic alphabets).
_CYRILLIC_LATIN: Final = dict(
    zip(
        "абвгдеёжзийклмнопрстуфхцчшщъыьэюяіїєґўјљњђћџѓќѕ",
        "a b v g d e yo zh z i y k l m n o p r s t u f kh ts ch sh shch  y  e yu ya i yi ye g u y ly ny dj "
        "ch j g k dz".split(" "),
        strict=True,
    )
)
# A word with a letter only Ukrainian has is Ukrainian: г is h, и is y, є ye (Євген: Yevhen); a
# word with none of them is read as Russian (Ганна: Ganna).
_UKRAINIAN_LETTERS: Final = set("іїєґ")
_UKRAINIAN_LATIN: Final = {"г": "h", "и": "y", "е": "e"}


def _romanize_cyrillic(word: str) -> str:
    low = word.lower()
    table = {**_CYRILLIC_LATIN, **_UKRAINIAN_LATIN} if _UKRAINIAN_LETTERS & set(low) else _CYRILLIC_LATIN
    return "".join(table.get(c, "" if c in "'’ʼ" else c) for c in low)


# Persian letters in a plain Latin spelling. Persian leaves its short vowels unwritten: an "a" is
# put in where the consonants could not be said without one (a word's first two, three between
# vowels, three at its end: محمد mahmad, رستم rastam), و and ی are vowels after a consonant (u, i)
# and consonants elsewhere (v, y), a final ه after a consonant is e; the marks that write short
# vowels, where a name has them, give them.
_PERSIAN_FOLD: Final = {
    "ي": "ی",
    "ى": "ی",
    "ئ": "ی",
    "ك": "ک",
    "ة": "ه",
    "ۀ": "ه",
    "ھ": "ه",
    "أ": "ا",
    "إ": "ا",
    "ٱ": "ا",
    "ؤ": "و",
    "ٹ": "ت",
    "ڈ": "د",
    "ڑ": "ر",
    "ں": "ن",
    "ے": "ی",
}
_PERSIAN_CONSONANTS: Final = dict(
    zip(
        "بپتثجچحخدذرزژسشصضطظعغفقکگلمنهء",
        "b p t s j ch h kh d z r z zh s sh s z t z  gh f gh k g l m n h ".split(" "),
        strict=True,
    )
)
_PERSIAN_MARKS: Final = {"\u064e": "a", "\u0650": "e", "\u064f": "o", "\u064b": "an"}


def _romanize_persian(word: str) -> str:
    letters = [
        _PERSIAN_FOLD.get(c, c) for c in word if c in _PERSIAN_MARKS or unicodedata.category(c)[0] == "L"
    ]
    units: list[tuple[str, str]] = []  # ("C", sound) or ("V", sound)
    i = 0
    while i < len(letters):
        c = letters[i]
        nxt = letters[i + 1] if i + 1 < len(letters) else ""
        after_vowel = bool(units) and units[-1][0] == "V"
        if c in _PERSIAN_MARKS:
            units.append(("V", _PERSIAN_MARKS[c]))
        elif c == "آ":
            units.append(("V", "a"))
        elif c == "ا":
            if not units and nxt == "ی":
                units.append(("V", "i"))
                i += 1
            elif not units and nxt == "و":
                units.append(("V", "u"))
                i += 1
            else:
                units.append(("V", "a"))
        elif c == "و":
            if units and units[-1] == ("V", "i"):
                units.append(("V", "u"))
            elif not units or after_vowel:
                units.append(("C", "v"))
            else:
                units.append(("V", "u"))
        elif c == "ی":
            units.append(("C", "y") if not units or after_vowel else ("V", "i"))
        elif c == "ه" and not nxt and units and not after_vowel:
            units.append(("V", "e"))
        elif c in _PERSIAN_CONSONANTS:
            units.append(("C", _PERSIAN_CONSONANTS[c]))
        else:
            units.append(("C", c))
        i += 1
    return _with_vowels(units)


def _with_vowels(units: list[tuple[str, str]]) -> str:
    """The sounds, with an "a" where a run of consonants needs a vowel to be said."""
    out: list[str] = []
    run: list[str] = []
    at_start = True

    def between(cs: list[str]) -> list[str]:  # a run before a vowel: at most two
        return cs if len(cs) <= 2 else [*cs[:2], "a", *between(cs[2:])]

    def flush(at_end: bool) -> None:
        nonlocal run, at_start
        cs = run
        if at_start and len(cs) >= 2:
            out.extend([cs[0], "a"])
            cs = cs[1:]
        if at_end and len(cs) >= 3:
            out.extend([*between(cs[:-1]), "a", cs[-1]])
        elif at_end:
            out.extend(cs)
        else:
            out.extend(between(cs))
        run = []
        at_start = False

    for kind, sound in units:
        if kind == "C":
            run.append(sound)
        else:
            flush(at_end=False)
            out.append(sound)
    flush(at_end=True)
    return "".join(out)


#: each script's way to a plain Latin spelling (a name in it, for a voice of another script)
ROMANIZE: Final[Mapping[str, Callable[[str], str]]] = {
    "latin": _romanize_latin,
    "cyrillic": _romanize_cyrillic,
    "arabic": _romanize_persian,
}


def script_of(c: str) -> str | None:
    """The script of a letter: "latin", "cyrillic", "arabic" (Persian), or None for any other."""
    if "a" <= c.lower() <= "z":
        return "latin"
    name = unicodedata.name(c, "")
    for script in ROMANIZE:
        if name.startswith(script.upper()):
            return script
    return None


# --- the languages -------------------------------------------------------------------------------------

_PUNCTUATION: Final = frozenset(" \u00a0\u202f.,;:!?…-‐–—'’‘\"“”„«»()")


@dataclass(frozen=True)
class SpokenWords:
    """What one language's voice says beyond the catalogue.

    ``letters``: what its voice reads, lower case; ``marks``: signs inside words that are no
    letters (an apostrophe, Persian's ZWNJ and vowel marks); ``punctuation``: its own beyond the
    ordinary. Seat words (:func:`seat_word`): ``units`` 0-19, ``tens`` 20-50 said before a unit,
    ``round_tens`` said alone (the ordinal «двадцатый»), ``compound`` how a ten and a unit join,
    ``irregular`` what no rule makes. Names (:func:`spoken_word`): ``script`` its voice's,
    ``from_latin`` the rules that spell a plain Latin spelling of a name (its own for a Latin
    name; :data:`ROMANIZE`'s for another script) in its voice's letters, ``own_script`` the rules
    that fold the letters of its own script its voice lacks into its own. ``voice_spelling``:
    rules (regular expressions, on the whole line) that put what its voice misreads as it reads
    it."""

    code: str
    script: str
    letters: frozenset[str]
    units: tuple[str, ...]
    tens: tuple[str, str, str, str]
    compound: str
    round_tens: tuple[str, str, str, str] | None = None
    irregular: Mapping[int, str] = field(default_factory=dict)
    marks: frozenset[str] = frozenset()
    punctuation: frozenset[str] = frozenset()
    from_latin: Rules = ()
    own_script: Rules = ()
    voice_spelling: Rules = ()


def _letters(text: str) -> frozenset[str]:
    return frozenset(text.replace(" ", ""))


_LATIN = "abcdefghijklmnopqrstuvwxyz"
_CYRILLIC_FROM_OTHERS: Rules = (
    ("ў", "в"),
    ("ј", "й"),
    ("љ", "ль"),
    ("њ", "нь"),
    ("ђ", "дж"),
    ("ћ", "ч"),
    ("џ", "дж"),
    ("ѓ", "г"),
    ("ќ", "к"),
    ("ѕ", "дз"),
)
_CYRILLIC_CONSONANTS = "бвгґджзклмнпрстфхцчшщ"
# Every voice: invisible direction marks out (a name isolated in a right-to-left line), and
# typographic punctuation as plain (Festival's Russian voice writes no sound for a line with «»,
# ’, – or …; the Ukrainian apostrophe U+02BC, read by espeak-ng as a word, is an apostrophe).
_EVERY_VOICE: Rules = (
    ("[\u200e\u200f\u202a-\u202e\u2066-\u2069]", ""),
    ("[«»„“”]", '"'),
    ("[‘’ʼ]", "'"),
    (r"\s*[–—]\s*", ", "),
    ("…", "..."),
    ("[\u00a0\u202f]", " "),
)

SPOKEN: Final[Mapping[str, SpokenWords]] = {
    "en": SpokenWords(
        "en",
        "latin",
        _letters(_LATIN),
        units=tuple(
            "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
            "fifteen sixteen seventeen eighteen nineteen".split()
        ),
        tens=("twenty", "thirty", "forty", "fifty"),
        compound="{tens}-{unit}",
        marks=frozenset("'’"),
    ),
    "ru": SpokenWords(
        "ru",
        "cyrillic",
        _letters("абвгдеёжзийклмнопрстуфхцчшщъыьэюя"),
        units=tuple(
            "нулевой первый второй третий четвёртый пятый шестой седьмой восьмой девятый десятый "
            "одиннадцатый двенадцатый тринадцатый четырнадцатый пятнадцатый шестнадцатый "
            "семнадцатый восемнадцатый девятнадцатый".split()
        ),
        tens=("двадцать", "тридцать", "сорок", "пятьдесят"),
        round_tens=("двадцатый", "тридцатый", "сороковой", "пятидесятый"),
        compound="{tens} {unit}",
        from_latin=(
            ("shch", "щ"),
            ("sch", "ш"),
            ("sh", "ш"),
            ("ch", "ч"),
            ("zh", "ж"),
            ("kh", "х"),
            ("gh", "г"),
            ("ts", "ц"),
            ("yu", "ю"),
            ("ya", "я"),
            ("yo", "ё"),
            ("ye", "е"),
            ("th", "т"),
            ("ph", "ф"),
            ("oo", "у"),
            ("ee", "и"),
            ("ck", "к"),
            ("qu", "кв"),
            ("c(?=[eiy])", "с"),
            ("x", "кс"),
            ("j", "дж"),
            ("^e", "э"),
            ("(?<=[aeiou])e", "э"),
            ("(?<=[aeiou])y", "й"),
            ("y", "и"),
            ("['’]", ""),
            *_singles("abcdefghiklmnopqrstuvwz", "а б к д е ф г х и к л м н о п к р с т у в в з"),
        ),
        own_script=(
            ("і", "и"),
            ("ї", "йи"),
            ("є", "е"),
            ("ґ", "г"),
            (f"(?<=[{_CYRILLIC_CONSONANTS}])['’](?=[яюєї])", "ь"),
            ("['’]", ""),
            *_CYRILLIC_FROM_OTHERS,
        ),
    ),
    "uk": SpokenWords(
        "uk",
        "cyrillic",
        _letters("абвгґдеєжзиіїйклмнопрстуфхцчшщьюя"),
        units=tuple(
            "нульовий перший другий третій четвертий п’ятий шостий сьомий восьмий дев’ятий десятий "
            "одинадцятий дванадцятий тринадцятий чотирнадцятий п’ятнадцятий шістнадцятий "
            "сімнадцятий вісімнадцятий дев’ятнадцятий".split()
        ),
        tens=("двадцять", "тридцять", "сорок", "п’ятдесят"),
        round_tens=("двадцятий", "тридцятий", "сороковий", "п’ятдесятий"),
        compound="{tens} {unit}",
        marks=frozenset("'’"),
        from_latin=(
            ("shch", "щ"),
            ("sch", "ш"),
            ("sh", "ш"),
            ("ch", "ч"),
            ("zh", "ж"),
            ("kh", "х"),
            ("gh", "г"),
            ("ts", "ц"),
            ("yu", "ю"),
            ("ya", "я"),
            ("yo", "йо"),
            ("ye", "є"),
            ("yi", "ї"),
            ("th", "т"),
            ("ph", "ф"),
            ("oo", "у"),
            ("ee", "і"),
            ("ck", "к"),
            ("qu", "кв"),
            ("c(?=[eiy])", "с"),
            ("x", "кс"),
            ("j", "дж"),
            ("(?<=[aeiou])y", "й"),
            ("y", "і"),
            ("['’]", ""),
            *_singles("abcdefghiklmnopqrstuvwz", "а б к д е ф ґ г і к л м н о п к р с т у в в з"),
        ),
        own_script=(
            ("ы", "и"),
            (f"(?<=[{_CYRILLIC_CONSONANTS}])ё", "ьо"),
            ("ё", "йо"),
            ("ъ", "’"),
            ("э", "е"),
            *_CYRILLIC_FROM_OTHERS,
        ),
    ),
    "es": SpokenWords(
        "es",
        "latin",
        _letters(_LATIN + "áéíóúüñ"),
        units=tuple(
            "cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce "
            "quince dieciséis diecisiete dieciocho diecinueve".split()
        ),
        tens=("veinte", "treinta", "cuarenta", "cincuenta"),
        compound="{tens} y {unit}",
        irregular=dict(
            zip(
                range(21, 30),
                "veintiuno veintidós veintitrés veinticuatro veinticinco veintiséis veintisiete "
                "veintiocho veintinueve".split(),
                strict=True,
            )
        ),
        marks=frozenset("'’"),
        punctuation=frozenset("¡¿"),
        from_latin=(
            ("shch", "sh"),
            ("zh", "y"),
            ("kh", "j"),
            ("gh", "g"),
            ("(?<![sc])h", "j"),
            ("j", "y"),
            ("z", "s"),
            ("g(?=[ei])", "gu"),
            ("(?<=[aeiou])y$", "i"),
            ("y(?![aeiou])", "i"),
        ),
    ),
    "de": SpokenWords(
        "de",
        "latin",
        _letters(_LATIN + "äöüß"),
        units=tuple(
            "null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn "
            "fünfzehn sechzehn siebzehn achtzehn neunzehn".split()
        ),
        tens=("zwanzig", "dreißig", "vierzig", "fünfzig"),
        compound="{unit}und{tens}",
        irregular={21: "einundzwanzig", 31: "einunddreißig", 41: "einundvierzig"},
        marks=frozenset("'’"),
        from_latin=(
            ("shch", "schtsch"),
            ("sh", "sch"),
            ("ch", "tsch"),
            ("zh", "sch"),
            ("kh", "ch"),
            ("ts", "z"),
            ("j", "dsch"),
            ("y(?=[aeiou])", "j"),
            ("(?<=[aeiou])y", "j"),
            ("y", "i"),
            ("v", "w"),
            ("z", "s"),
            ("(?<=[aeiou])s(?=[aeiou])", "ss"),
        ),
    ),
    "fr": SpokenWords(
        "fr",
        "latin",
        _letters(_LATIN + "àâæçéèêëîïôœùûüÿ"),
        units=tuple(
            "zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze "
            "quinze seize dix-sept dix-huit dix-neuf".split()
        ),
        tens=("vingt", "trente", "quarante", "cinquante"),
        compound="{tens}-{unit}",
        irregular={21: "vingt et un", 31: "trente et un", 41: "quarante et un"},
        marks=frozenset("'’"),
        from_latin=(
            ("shch", "chtch"),
            ("sh", "ch"),
            ("ch", "tch"),
            ("zh", "j"),
            ("j", "dj"),
            ("yu", "iou"),
            ("ya", "ia"),
            ("yo", "io"),
            ("ye", "ie"),
            ("u", "ou"),
            ("g(?=[eiy])", "gu"),
            ("(?<=[aeiou])y$", "ï"),
            ("(?<=[aeiou])s(?=[aeiou])", "ss"),
        ),
    ),
    "fa": SpokenWords(
        "fa",
        "arabic",
        _letters("ءآأؤئابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهیۀ"),
        units=tuple(
            "صفر یک دو سه چهار پنج شش هفت هشت نه ده یازده دوازده سیزده چهارده پانزده شانزده هفده "
            "هجده نوزده".split()
        ),
        tens=("بیست", "سی", "چهل", "پنجاه"),
        compound="{tens} و {unit}",
        # ZWNJ (می‌خوابد), the marks of short vowels, tanwin, shadda, sukun, hamza above, dagger alef
        marks=frozenset("\u200c\u064b\u064c\u064d\u064e\u064f\u0650\u0651\u0652\u0654\u0670"),
        punctuation=frozenset("،؛؟"),
        from_latin=(
            ("^a", "آ"),
            ("^e", "ای"),
            ("^i", "ای"),
            ("^[ou]", "او"),
            ("^s(?=[cklmnpqtw])", "اس"),
            ("shch", "شچ"),
            ("sh", "ش"),
            ("ch", "چ"),
            ("zh", "ژ"),
            ("kh", "خ"),
            ("gh", "غ"),
            ("th", "ت"),
            ("ph", "ف"),
            ("ck", "ک"),
            ("qu", "کو"),
            ("ee|ea|ie", "ی"),
            ("oo|ou", "و"),
            ("a[iy]", "ی"),
            (f"([{_CONSONANTS}])(?=\\1)", ""),
            (f"(?<=[{_VOWELS}][{_CONSONANTS}])e$", ""),
            ("e$", "ه"),
            ("(?<=[aeiou])h$", ""),
            ("c(?=[eiy])", "س"),
            ("x", "کس"),
            ("y", "ی"),
            ("['’]", ""),
            *_singles("abcdefghijklmnopqrstuvwz", "ا ب ک د  ف گ ه ی ج ک ل م ن و پ ک ر س ت و و و ز"),
        ),
        own_script=tuple((c, f) for c, f in _PERSIAN_FOLD.items() if c in "يىكةھإٱٹڈڑںے"),
        # espeak-ng reads shadda after a short vowel's mark as a word of its own: shadda first
        voice_spelling=(("([\u064b-\u0650])\u0651", "\u0651\\1"),),
    ),
}


def words_of(lang: str) -> SpokenWords:
    """The language's entry (English's for a language with none)."""
    return SPOKEN.get(lang) or SPOKEN["en"]


# --- seat numbers in words ---------------------------------------------------------------------------


def seat_word(seat: int, lang: str) -> str:
    """A seat number (1-50) as a host of ``lang`` calls it (other numbers stay figures).

    >>> [seat_word(n, "ru") for n in (1, 3, 10, 21, 40)]
    ['первый', 'третий', 'десятый', 'двадцать первый', 'сороковой']
    >>> [seat_word(n, "en") for n in (3, 10, 21, 50)]
    ['three', 'ten', 'twenty-one', 'fifty']
    >>> [seat_word(n, "de") for n in (1, 17, 30, 45)]
    ['eins', 'siebzehn', 'dreißig', 'fünfundvierzig']
    """
    spoken = SPOKEN.get(lang)
    if spoken is None or not 1 <= seat <= 50:
        return str(seat)
    if seat in spoken.irregular:
        return spoken.irregular[seat]
    if seat < 20:
        return spoken.units[seat]
    tens, unit = divmod(seat, 10)
    if unit == 0:
        return (spoken.round_tens or spoken.tens)[tens - 2]
    return spoken.compound.format(tens=spoken.tens[tens - 2], unit=spoken.units[unit])


# --- names as a voice can say them ---------------------------------------------------------------------

# A name's words: letters, digits, apostrophes, hyphens, and the marks Persian writes inside words.
NAME_WORD: Final = re.compile(r"[\w'’ʼ\u200c\u064b-\u065f\u0670-]+")


def _runs(word: str) -> list[tuple[str | None, str]] | None:
    """The word in runs of one script each (signs join the run they are in); None when a letter
    is of a script no table knows."""
    runs: list[tuple[str | None, str]] = []
    for c in word:
        script = script_of(c) if c.isalpha() else None
        if c.isalpha() and script is None:
            return None
        if runs and (script is None or runs[-1][0] in (None, script)):
            runs[-1] = (runs[-1][0] or script, runs[-1][1] + c)
        else:
            runs.append((script, c))
    return runs


def _cased(out: str, like: str, source: str, target: str) -> str:
    """``out`` with a capital where ``like`` has one (a name from Persian, which has none, always
    has one), in a script with capitals."""
    capital = like[:1].isupper() or source == "arabic"
    return out[:1].upper() + out[1:] if capital and target != "arabic" else out


@cache
def spoken_word(word: str, lang: str) -> str:
    """One word of a name as ``lang``'s voice can say it, or "" when it cannot (a letter no table
    knows, or one still left outside the voice's letters)."""
    spoken = words_of(lang)
    if len(word) > 3 and word.isupper():
        word = word.capitalize()  # ANNA: a name, not letters to spell
    runs = _runs(word)
    if runs is None:
        return ""
    out = []
    for script, run in runs:
        if script is None:
            said = run
        elif script == spoken.script == "latin":
            said = "".join(c if c.lower() in spoken.letters else _plain_latin(c) for c in run)
        elif script == spoken.script:
            said = _cased(respell(run.lower(), spoken.own_script), run, script, script)
        else:
            said = _cased(respell(ROMANIZE[script](run), spoken.from_latin), run, script, spoken.script)
        if not {c.lower() for c in said if c.isalpha()} <= spoken.letters:
            return ""
        out.append(said)
    return "".join(out)


def spoken_words(name: str, lang: str) -> str:
    """A whole name as ``lang``'s voice can say it ("" when it has nothing it can say: the
    narrator then says the seat). Tags and signs are dropped; a word with a letter no table knows
    makes the whole name unsayable (half a name would be another name)."""
    name = unicodedata.normalize("NFC", re.sub(r"<[^<>]*>", " ", name)).replace("ʼ", "’").replace("ʻ", "’")
    out = []
    for raw in NAME_WORD.findall(name):
        word = raw.strip("'’ʼ-_\u200c")
        if not word:
            continue
        said = [spoken_word(part, lang) if part else "" for part in word.split("-")]  # Jean-Luc
        if not all(said):
            return ""
        out.append("-".join(said))
    return " ".join(out)


# --- what a voice can say ------------------------------------------------------------------------------


def voice_spelled(text: str, lang: str) -> str:
    """A line as its voice is given it: the language's ``voice_spelling`` (and every voice's)."""
    for pattern, replacement in (*_EVERY_VOICE, *words_of(lang).voice_spelling):
        text = re.sub(pattern, replacement, text)
    return text


def unsayable(text: str, lang: str, digits: bool = True) -> list[str]:
    """The characters of ``text`` the voice of ``lang`` cannot say: anything but its letters, its
    marks inside words, digits (``digits``: a seat number put in), spaces and punctuation.

    >>> unsayable("Seat 3, Cid.", "en"), unsayable("Мафия, Mafia!", "ru"), unsayable("2 + 2 = ★", "en")
    ([], ['M', 'a', 'f', 'i', 'a'], ['+', '=', '★'])
    """
    spoken = SPOKEN[lang]
    bad = []
    for c in text:
        ok = (
            c.lower() in spoken.letters
            or c in spoken.marks
            or c in _PUNCTUATION
            or c in spoken.punctuation
            or (digits and c.isdecimal())
        )
        if not ok:
            bad.append(c)
    return bad
