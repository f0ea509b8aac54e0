"""The translator's guide (docs/translating.md) is linked from the README, names every file,
command and test it sends a translator to as they are, and covers what a translator must know."""

from __future__ import annotations

import re

from mafia_desktop import languages
from tests.docs.generated import ROOT

GUIDE = ROOT / "docs" / "translating.md"


def test_the_readme_links_the_guide_from_its_translations_section() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Languages and accessibility", 1)[1].split("\n## ", 1)[0]
    assert "(docs/translating.md)" in section


def test_every_path_the_guide_names_exists() -> None:
    text = GUIDE.read_text(encoding="utf-8")
    named = re.findall(r"`((?:mafia_desktop|tests|packaging|docs|resources)/[^`\s]+)`", text)
    paths = {p.replace("<code>", "ru") for p in named}  # a language's folder: Russian's
    assert len(paths) > 10, paths
    assert not [p for p in sorted(paths) if not (ROOT / p).exists()]
    assert (ROOT / "docs" / "night-scripts.md").exists() and "(night-scripts.md)" in text


def test_the_guide_covers_what_a_translator_needs() -> None:
    text = GUIDE.read_text(encoding="utf-8")
    for needed in (
        "mafia_desktop/languages.py",
        "resources/translations/<code>/",
        "make translations",
        "packaging/translations.py todo",
        "packaging/translations.py fill",
        "pyside6-linguist",
        "Placeholders",
        "Accelerators",
        "Plurals by Qt's rules",
        "Names are never declined",
        "narration/spoken_words.py",
        "Festival",
        "espeak-ng",
        "Piper",
        "tests/narration/test_sayable_lines.py",
    ):
        assert needed in text, needed
    for lang in languages.LANGUAGES.values():
        assert lang.english in text, lang.english
