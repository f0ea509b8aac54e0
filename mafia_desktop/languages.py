"""The languages the app speaks, in one place: each one's code, its name in itself and in English,
its writing direction, the QLocale language that writes its numbers and dates, and what the
narrator needs for it (Festival's language folders, voices and the system package that brings
one). Every part that offers a language (settings, set-up, print, the command line, the night
script, the narrator's engines) reads this table; none keeps a list of its own.

Plain Python, no Qt at import (start-up reads it).

>>> codes()
('en', 'ru', 'uk', 'es', 'de', 'fr', 'fa')
>>> LANGUAGES["ru"].native, LANGUAGES["ru"].rtl, LANGUAGES["fa"].rtl
('Русский', False, True)
>>> label("ru")
'Russian (ru)'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final


@dataclass(frozen=True)
class Language:
    """One language of the app. ``qlocale``: the name of its ``QLocale.Language`` member;
    ``plural_forms``: how many forms Qt's plural rules give a counted phrase; ``espeak``:
    espeak-ng's voice; ``festival_folders``: Festival's folders of voices for it; ``festival_voices``: its voices,
    best first; ``festival_package``: the Debian package that brings the first."""

    code: str
    english: str
    native: str
    qlocale: str
    direction: str = "ltr"
    plural_forms: int = 2  # how many plural forms Qt's rules give it (1 голос, 2 голоса, 5 голосов: 3)
    espeak: str = ""  # espeak-ng's voice for it
    festival_folders: tuple[str, ...] = ()
    festival_voices: tuple[str, ...] = ()
    festival_package: str = ""

    @property
    def rtl(self) -> bool:
        return self.direction == "rtl"


#: the languages, in the order every chooser offers them
LANGUAGES: Final[dict[str, Language]] = {
    "en": Language(
        "en",
        "English",
        "English",
        "English",
        espeak="en-us",
        festival_folders=("english", "us", "british"),
        festival_voices=(
            "cmu_us_slt_arctic_hts",
            "cmu_us_awb_arctic_hts",
            "cmu_us_rms_arctic_hts",
            "kal_diphone",
        ),
        festival_package="festvox-us-slt-hts",
    ),
    "ru": Language(
        "ru",
        "Russian",
        "Русский",
        "Russian",
        plural_forms=3,
        espeak="ru",
        festival_folders=("russian",),
        festival_voices=("msu_ru_nsh_clunits",),
        festival_package="festvox-ru",
    ),
    "uk": Language("uk", "Ukrainian", "Українська", "Ukrainian", plural_forms=3, espeak="uk"),
    # Festival's Spanish voice (festvox-ellpc11k) is in no Debian release we build on
    "es": Language("es", "Spanish", "Español", "Spanish", espeak="es"),
    "de": Language("de", "German", "Deutsch", "German", espeak="de"),
    "fr": Language("fr", "French", "Français", "French", espeak="fr"),
    "fa": Language("fa", "Persian", "فارسی", "Persian", direction="rtl", plural_forms=1, espeak="fa"),
}

#: the language a choice falls back to
DEFAULT: Final = "en"


def codes() -> tuple[str, ...]:
    """Every language's code, in the choosers' order."""
    return tuple(LANGUAGES)


def label(code: str) -> str:
    """``Russian (ru)``: a language as the command line names it."""
    return f"{LANGUAGES[code].english} ({code})"


def of_qlocale(name: str) -> str:
    """The language whose ``QLocale.Language`` member is ``name`` (the default if none is)."""
    return next((lang.code for lang in LANGUAGES.values() if lang.qlocale == name), DEFAULT)
