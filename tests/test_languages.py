"""The languages in one place (mafia_desktop/languages.py): every part that offers or reads a
language takes the registry's, so a language added there reaches all of them, and one added
halfway (no catalogue, no QLocale) fails here."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLocale

from mafia_desktop import cli, i18n, languages, settings
from mafia_desktop.narration import festival, night_script
from mafia_desktop.table import setup
from mafia_desktop.table.session import TableMode

ROOT = Path(__file__).resolve().parents[1]


def test_every_part_offers_the_registrys_languages() -> None:
    codes = languages.codes()
    assert i18n.LANGUAGES == codes
    assert settings.LANGUAGE_CHOICES == ("system", *codes)
    assert settings.NARRATION_LANGS == codes == setup.NARRATION_LANGS
    assert night_script.LANGUAGES == codes
    assert set(cli.LANGUAGES) == set(codes)
    for code in codes:
        assert TableMode.from_json({"mode": "pass", "deal": "reveal", "lang": code}).lang == code
        args = cli._parser().parse_args(["speech", "--lang", code])
        assert args.lang == code


def test_every_language_is_whole() -> None:
    for code, lang in languages.LANGUAGES.items():
        assert lang.code == code and lang.direction in ("ltr", "rtl")
        assert (ROOT / "resources" / "translations" / code / f"mafia_desktop_{code}.ts").is_file()
        assert getattr(QLocale.Language, lang.qlocale, None) is not None, lang.qlocale
        assert languages.of_qlocale(lang.qlocale) == code
        for folder in lang.festival_folders:
            assert festival.LANGUAGE_FOLDERS[folder] == code
        if lang.festival_voices:
            assert festival.PREFERRED[code] == lang.festival_voices


def test_an_unknown_language_falls_back() -> None:
    assert languages.of_qlocale("Klingon") == languages.DEFAULT
    assert TableMode.from_json({"mode": "pass", "deal": "reveal", "lang": "xx"}).lang == "en"
