"""Numbers and lists as each language writes them (issue 50): a count, a seat, a page or a clock is
written in the digits of the language in force (Persian ۱۲, every other language of the registry
12) by one function, decimals and whole numbers alike (once a Persian line read «۱٫۵» beside "3");
lists are joined with the language's own comma (Persian «، »); the narrator's caption shows the
language's digits while its voice keeps the figures it reads."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication, QSpinBox

from mafia_desktop import i18n, languages, phrases
from mafia_desktop.engine.rules import PRESETS

PERSIAN = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")


@pytest.fixture(autouse=True)
def _app(qapp: QApplication) -> Iterator[None]:
    """Translators need an application; the app's language is English again after each test."""
    yield
    i18n.install("en")


@pytest.mark.parametrize("lang", languages.codes())
def test_a_whole_number_is_written_in_the_language_s_digits(lang: str) -> None:
    """Persian writes its own digits; every other language of the registry 0-9. No group
    separators (as the app's decimals), a minus of the language's own."""
    own = "fa" == lang
    for n in (0, 7, 12, 30, 1000, 2025):
        want = str(n).translate(PERSIAN) if own else str(n)
        assert i18n.number(n, lang) == want, (lang, n)
        with phrases.speaking(lang):
            assert phrases.number(n) == want, (lang, n)
            assert phrases.fill("{n}", n=n) == want, "a template's number"
            assert phrases.digits(f"{n}:05") == (f"{n}:05".translate(PERSIAN) if own else f"{n}:05")
    assert i18n.number(-3, lang).endswith("3".translate(PERSIAN) if own else "3")
    assert i18n.number(10**30, lang) == ("1" + "0" * 30).translate(PERSIAN if own else {}), "a huge one"


def test_persian_in_every_kind_of_number() -> None:
    """Decimals, points with their sign kept on the left, percentages, a tally's count and a clock,
    all in one script."""
    from mafia_desktop.printing.standings import points_words

    with phrases.speaking("fa"):
        assert phrases.decimal(1.5) == "۱٫۵"
        assert phrases.points_text(0.5) == "\u200e+۰٫۵" and phrases.points_text(-0.25) == "\u200e−۰٫۲۵"
        assert phrases.points_text(0) == "۰"
        assert points_words(1.5) == "۱٫۵" and points_words(2.0) == "۲", "no needless Persian zeros"
        assert phrases.percent(93) == "۹۳٪"
        assert phrases.in_language("fa", "Plurals", "%n vote(s)", 3).startswith("۳")
        assert phrases.role_record("don", 1, 2).endswith("۱/۲")
        assert phrases.fill("{b}", b=True) == "True", "a flag is no number"
    with phrases.speaking("en"):
        assert phrases.points_text(0.5) == "+0.5" and phrases.percent(93) == "93%"


def test_the_app_s_language_writes_the_plural_s_count_the_clock_and_qt_s_own_numbers() -> None:
    """Qt writes ``%n`` in ASCII figures: a Persian plural's count is the language's; the clocks
    and Qt's own widgets (a spin box) too, and back to 0-9 in English."""
    from mafia_desktop.ui.common.timers import clock_text

    system = QLocale.system().name()
    i18n.install("fa")
    assert phrases.plurals.votes(3).startswith("۳") and "3" not in phrases.plurals.votes(3)
    assert clock_text(65) == "۱:۰۵"
    box = QSpinBox()
    box.setValue(10)
    assert box.text() == "۱۰", "a spin box in the app's language"
    assert QLocale.system().name() == system, "the system's locale is left alone"
    i18n.install("en")
    assert phrases.plurals.votes(3) == "3 votes" and clock_text(65) == "1:05"
    box = QSpinBox()
    box.setValue(10)
    assert box.text() == "10"


def test_lists_are_joined_as_the_language_writes_them() -> None:
    with phrases.speaking("en"):
        assert phrases.names(["Ann", "Bob", "Cid"]) == "Ann, Bob and Cid"
        assert phrases.joined(["Ann", "Bob"]) == "Ann, Bob"
        assert phrases.alternatives(["a", "b", "c"]) == "a, b or c"
    with phrases.speaking("ru"):
        assert phrases.names(["Аня", "Боря", "Вика"]) == "Аня, Боря и Вика"
    with phrases.speaking("fa"):
        # The Persian comma, with the right-to-left mark that keeps it beside the word before it.
        assert phrases.separator() == "،\u200f "
        assert phrases.joined(["Ann", "Bob"]) == "Ann،\u200f Bob"
        listed = phrases.names(["Ann", "Bob", "Cid"])  # (each name isolated in a Persian line)
        assert phrases.plain(listed).startswith("Ann،\u200f Bob") and ", " not in listed, listed
        assert ", " not in phrases.alternatives(["a", "b", "c"])
        assert phrases.joined([3, 5]) == "۳،\u200f ۵", "a list of seats"


def test_the_narrator_s_caption_shows_the_language_s_digits_and_the_voice_keeps_its_figures() -> None:
    from mafia_desktop.narration import night_script

    rules = PRESETS["classic"]
    persian = night_script.seat_call(rules, 3, "Ann", "fa")
    assert "۳" in persian.text and "3" not in persian.text, persian.text
    assert "3" in persian.speech and "۳" not in persian.speech, persian.speech
    english = night_script.seat_call(rules, 3, "Ann", "en")
    assert english.text == english.speech == "Seat 3, Ann."
    assert english.said == "", "a voice's own words only where they differ"
