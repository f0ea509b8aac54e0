"""What the narrator says in each language beyond the catalogue (narration/spoken_words.py): a
seat's number in words as a local host calls it, the letters its voice reads, and players' names
as it can say them: transliterated from another script, accents kept where the voice reads them,
said by seat where nothing can be read. One entry a language: a language of the registry without
one fails here."""

from __future__ import annotations

import pytest

from mafia_desktop import languages
from mafia_desktop.i18n import in_language
from mafia_desktop.narration import spoken_words
from mafia_desktop.narration.night_script import BY_SEAT, seat_call, spoken_name
from mafia_desktop.narration.spoken_words import (
    SPOKEN,
    seat_word,
    spoken_word,
    unsayable,
    voice_spelled,
)

LANGS = languages.codes()
# A name in every script the voices meet, and in none.
NAMES = {
    "latin": ["Ann", "Bob", "José", "Zoë", "Jürgen", "François", "Straße", "Søren", "Łukasz", "O'Brien",
              "Jean-Luc", "Chloé", "Ñoño", "KIM", "ANNA", "Mary"],
    "cyrillic": ["Анна", "Пётр", "Сергей", "Наталья", "Илья", "Щукин", "Мар'яна", "Марʼяна", "Їжак",
                 "Євген", "Ґанна", "Љиљана", "Ўладзімір"],
    "persian": ["مریم", "محمد", "علی", "رضا", "زهرا", "پریسا", "کوروش", "نیما", "فاطمه", "ژاله", "گلی",
                "چکاوک", "علي", "كيان", "مُحَمَّد"],
}  # fmt: skip


def test_every_language_of_the_registry_has_its_spoken_words() -> None:
    missing = [code for code in LANGS if code not in SPOKEN]
    assert not missing, f"no entry in narration/spoken_words.py SPOKEN for {missing}"
    assert set(SPOKEN) == set(LANGS), "an entry for a language the registry does not have"
    for code, words in SPOKEN.items():
        assert words.code == code and words.script in spoken_words.ROMANIZE
        assert len(words.units) == 20 and len(words.tens) == 4


# --- seat words -------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_seat_words_one_to_fifty_are_words_the_voice_says(lang: str) -> None:
    words = [seat_word(n, lang) for n in range(1, 51)]
    assert len(set(words)) == 50, words
    for n, word in enumerate(words, 1):
        assert word and not any(c.isdigit() for c in word), (n, word)
        assert not unsayable(word, lang), (n, word, unsayable(word, lang))
    assert seat_word(0, lang) == "0" and seat_word(51, lang) == "51"


def test_seat_words_as_a_local_host_calls_a_seat() -> None:
    # Russian and Ukrainian: the ordinal (the player: masculine); the others the cardinal.
    assert [seat_word(n, "uk") for n in (1, 3, 5, 10, 11, 20, 21, 40, 45, 50)] == [
        "перший", "третій", "п’ятий", "десятий", "одинадцятий", "двадцятий", "двадцять перший",
        "сороковий", "сорок п’ятий", "п’ятдесятий",
    ]  # fmt: skip
    assert [seat_word(n, "ru") for n in (1, 21, 40, 45)] == [
        "первый",
        "двадцать первый",
        "сороковой",
        "сорок пятый",
    ]
    assert [seat_word(n, "es") for n in (1, 16, 20, 21, 22, 26, 30, 31, 45)] == [
        "uno", "dieciséis", "veinte", "veintiuno", "veintidós", "veintiséis", "treinta", "treinta y uno",
        "cuarenta y cinco",
    ]  # fmt: skip
    assert [seat_word(n, "de") for n in (1, 12, 21, 22, 30, 31, 47, 50)] == [
        "eins", "zwölf", "einundzwanzig", "zweiundzwanzig", "dreißig", "einunddreißig", "siebenundvierzig",
        "fünfzig",
    ]  # fmt: skip
    assert [seat_word(n, "fr") for n in (1, 17, 21, 22, 31, 41, 44, 50)] == [
        "un", "dix-sept", "vingt et un", "vingt-deux", "trente et un", "quarante et un", "quarante-quatre",
        "cinquante",
    ]  # fmt: skip
    assert [seat_word(n, "fa") for n in (1, 3, 10, 18, 20, 21, 35, 50)] == [
        "یک",
        "سه",
        "ده",
        "هجده",
        "بیست",
        "بیست و یک",
        "سی و پنج",
        "پنجاه",
    ]
    assert [seat_word(n, "en") for n in (3, 21, 50)] == ["three", "twenty-one", "fifty"]


# --- names --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_a_name_in_any_script_is_said_in_the_voice_s_letters(lang: str) -> None:
    for script, names in NAMES.items():
        for name in names:
            said = spoken_name(name, 3, lang)
            assert said and not unsayable(said, lang), (lang, script, name, said, unsayable(said, lang))
            assert not any(c.isdigit() for c in said), (lang, name, said)  # said, not by seat


def test_a_name_keeps_the_accents_its_voice_reads() -> None:
    assert spoken_name("José", 1, "es") == "José" and spoken_name("Núñez", 1, "es") == "Núñez"
    assert spoken_name("Zoë", 1, "fr") == "Zoë" and spoken_name("François", 1, "fr") == "François"
    assert spoken_name("José", 1, "fr") == "José"
    assert spoken_name("Jürgen", 1, "de") == "Jürgen" and spoken_name("Strauß", 1, "de") == "Strauß"
    # ... and loses those it does not
    assert spoken_name("José", 1, "en") == "Jose" and spoken_name("Zoë", 1, "es") == "Zoe"
    assert spoken_name("François", 1, "de") == "Francois" and spoken_name("Strauß", 1, "fr") == "Strauss"
    assert spoken_name("Søren", 1, "de") == "Soren"


def test_a_name_in_another_script_is_transliterated() -> None:
    assert [spoken_name(n, 1, "en") for n in ("Анна", "Сергей", "Євген", "مریم", "علی")] == [
        "Anna", "Sergey", "Yevhen", "Marim", "Ali"
    ]  # fmt: skip
    assert [spoken_name("Сергей", 1, lang) for lang in ("de", "fr", "es")] == ["Sergej", "Sergueï", "Serguei"]
    assert [spoken_name("Щукин", 1, lang) for lang in ("en", "de", "fr")] == [
        "Shchukin",
        "Schtschukin",
        "Chtchoukin",
    ]
    assert spoken_name("Ann", 1, "ru") == "Анн" and spoken_name("Ann", 1, "uk") == "Анн"
    assert spoken_name("Greg", 1, "uk") == "Ґреґ" and spoken_name("Greg", 1, "ru") == "Грег"
    assert spoken_name("Mary", 1, "ru") == "Мари" and spoken_name("Lynn", 1, "uk") == "Лінн"
    # Russian and Ukrainian letters each other's voice lacks, folded into its own
    assert spoken_name("Пётр", 1, "uk") == "Пьотр" and spoken_name("Эмма", 1, "uk") == "Емма"
    assert spoken_name("Мар'яна", 1, "ru") == "Марьяна" and spoken_name("Їжак", 1, "ru") == "Йижак"
    # Persian: Latin and Cyrillic names in Persian letters, Arabic letters as Persian's
    assert [spoken_name(n, 1, "fa") for n in ("Anna", "Bob", "Kevin", "Анна", "علي", "كيان")] == [
        "آنا", "بوب", "کوین", "آنا", "علی", "کیان"
    ]  # fmt: skip
    assert [spoken_name(n, 1, "en") for n in ("پریسا", "کوروش", "زهرا", "نیما")] == [
        "Parisa", "Kurush", "Zahra", "Nima"
    ]  # fmt: skip


def test_a_name_with_nothing_the_voice_can_read_is_said_by_its_seat() -> None:
    assert spoken_name("李", 4, "en") == "player 4"
    assert spoken_name("★", 4, "ru") == "номер 4"
    assert spoken_name("Ann 李", 4, "de") == spoken_name("李", 4, "de"), "half a name is another name"
    for lang in LANGS:
        said = spoken_name("Ωμέγα", 7, lang)
        assert "7" in said, (lang, said)
        if lang == "en" or in_language(lang, "Narration", BY_SEAT.text) != BY_SEAT.text:
            assert not unsayable(said, lang), (lang, said)  # (once its catalogue has the line)


def test_capitals_hyphens_and_marks() -> None:
    assert spoken_name("ANNA", 1, "en") == "Anna" and spoken_name("KIM", 1, "en") == "KIM"
    assert spoken_name("ANNA", 1, "fa") == "آنا"
    assert spoken_name("Jean-Luc", 1, "ru") == "Джеан-Лук"
    assert spoken_name("<b>Ann</b> ✨", 1, "en") == "Ann"
    assert spoken_name("Марʼяна", 1, "uk") == "Мар’яна", "the voice reads ’, not ʼ (U+02BC)"
    assert spoken_word("Ann", "xx") == "Ann", "a language with no entry: English's"


def test_the_voice_is_given_what_it_reads() -> None:
    assert voice_spelled("Марʼяна, п’ятий.", "uk") == "Мар'яна, п'ятий."
    # Festival's Russian voice writes no sound for a line with typographic punctuation
    said = voice_spelled("Игрок Анн провёл ночь с ролью «Любовница» — и… всё.", "ru")
    assert said == 'Игрок Анн провёл ночь с ролью "Любовница", и... всё.'
    assert voice_spelled("« Bonjour ! »", "fr") == '" Bonjour ! "'
    assert voice_spelled("\u2068Ann\u2069 است.", "fa") == "Ann است."
    # espeak-ng reads a shadda after a short vowel's mark as a word of its own
    assert voice_spelled("مح\u0645\u064e\u0651د", "fa") == "مح\u0645\u0651\u064eد"


def test_a_line_the_voice_cannot_say_is_found() -> None:
    assert unsayable("Seat 3, Cid.", "en") == []
    assert unsayable("Место 3, Cid.", "ru") == list("Cid")
    assert unsayable("¿Quién? ¡José!", "es") == [] and unsayable("¿Quién?", "en") == ["¿", "é"]
    assert unsayable("شب می‌شود، همه بخوابند؟", "fa") == []
    assert unsayable("Mafia 1/2 + #tag = 😀", "en") == ["/", "+", "#", "=", "😀"]
    assert unsayable("Seat 3.", "en", digits=False) == ["3"]


def test_the_club_calls_a_seat_by_its_word_in_every_language() -> None:
    from mafia_desktop.engine.rules import PRESETS

    club = PRESETS["club"]
    for lang in LANGS:
        line = seat_call(club, 21, "Ann", lang)
        assert seat_word(21, lang) in line.text or seat_word(21, lang).capitalize() in line.text, (lang, line)
