"""Every string a person can see goes through Qt's translation system and is finished in every
language the app speaks, with its placeholders intact and its plural forms right (Qt's rules for
each language); the shipped .qm files match the .ts."""

from __future__ import annotations

import ast
import re
import shutil
import sys
from pathlib import Path

import pytest

from mafia_desktop.i18n import in_language, number

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))
import translations  # noqa: E402


@pytest.fixture(scope="module")
def fresh_catalogues(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The shipped catalogues, updated with whatever the code says today (lupdate on a copy)."""
    folder = tmp_path_factory.mktemp("ts")
    out = {}
    for lang in translations.LANGUAGES:
        copy = folder / translations.catalogue(lang).name
        shutil.copy(translations.catalogue(lang), copy)
        translations.update(copy, lang)
        out[lang] = copy
    return out


TRANSLATED = sorted(code for code in translations.LANGUAGES if code != "en")


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_string_in_the_code_is_finished(fresh_catalogues: dict[str, Path], lang: str) -> None:
    missing = translations.unfinished(lang, fresh_catalogues[lang])
    assert not missing, f"{lang} untranslated ({len(missing)}): " + "; ".join(
        f"{e.context}: {e.source!r}" for e in missing[:20]
    )


def test_an_unfinished_string_is_found(tmp_path: Path) -> None:
    """The check above fails on a string left unfinished, and on a counted phrase short of forms."""
    ru = translations.catalogue("ru").read_text(encoding="utf-8")
    first = ru.index("<translation>")
    (tmp_path / "ru0.ts").write_text(
        ru[:first] + '<translation type="unfinished">' + ru[first + 13 :], encoding="utf-8"
    )
    assert len(translations.unfinished("ru", tmp_path / "ru0.ts")) == 1
    one_form = re.sub(r"(<numerusform>[^<]*</numerusform>\s*){2}(?=</translation>)", "", ru, count=1)
    assert one_form != ru
    (tmp_path / "ru1.ts").write_text(one_form, encoding="utf-8")
    assert len(translations.unfinished("ru", tmp_path / "ru1.ts")) == 1


def test_english_has_both_plural_forms(fresh_catalogues: dict[str, Path]) -> None:
    entries = translations.entries(fresh_catalogues["en"])
    assert [e for e in entries if e.numerus], "the plural phrases reach the English catalogue"
    assert not translations.unfinished("en", fresh_catalogues["en"])


def test_the_shipped_catalogues_are_the_current_ones(
    fresh_catalogues: dict[str, Path], tmp_path: Path
) -> None:
    for lang, fresh in fresh_catalogues.items():
        assert translations.entries(fresh) == translations.entries(translations.catalogue(lang)), (
            f"run: python packaging/translations.py update ({lang})"
        )
        built = translations.release(lang, tmp_path / f"{lang}.qm")
        shipped = translations.catalogue(lang, ".qm")
        assert built.read_bytes() == shipped.read_bytes(), "run: python packaging/translations.py release"


PLACEHOLDER = re.compile(r"\{\w+\}|%\d|%n|<[^>]+>|\n")


@pytest.mark.parametrize("lang", sorted(translations.LANGUAGES))
def test_every_counted_phrase_has_its_language_s_forms(lang: str) -> None:
    """lupdate gives each counted phrase as many forms as Qt's rules give the language (the
    registry's ``plural_forms``): a language whose count is wrong would show one form for all."""
    counted = [e for e in translations.entries(translations.catalogue(lang)) if e.numerus]
    assert counted
    assert {len(e.forms) for e in counted} == {translations.PLURAL_FORMS[lang]}, lang


# Which numbers share a form, by Qt's rules: (numbers that must read alike, numbers that must not)
SAME_FORM = {
    "ru": ((1, 21), (2, 22), (5, 11, 12, 25)),
    "uk": ((1, 21), (2, 22), (5, 11, 12, 25)),
    "es": ((1,), (2, 5, 0)),
    "de": ((1,), (2, 5, 0)),
    "fr": ((0, 1), (2, 5)),
    "fa": ((1, 2, 5),),
    "en": ((1,), (0, 2, 5)),
}


@pytest.mark.parametrize("lang", sorted(translations.LANGUAGES))
def test_plurals_follow_the_language_s_rules(lang: str) -> None:
    """A counted phrase takes the form Qt's rules give each number in the language: the words
    around the number are alike for numbers of one form and differ between forms (tried on the
    language's counted phrases whose forms all differ: French «voix» is one word for 1 and 5)."""
    counted = [e for e in translations.entries(translations.catalogue(lang)) if e.numerus]
    distinct = [e for e in counted if len(set(e.forms)) == len(e.forms)]
    assert distinct, f"{lang}: no counted phrase tells its forms apart"
    groups = SAME_FORM[lang]
    for entry in distinct:

        def words(n: int, context: str = entry.context, source: str = entry.source) -> str:
            said = in_language(lang, context, source, n)
            return re.sub(rf"(?<![%\d]){re.escape(number(n, lang))}(?![\d۰-۹])", "#", said)

        for group in groups:
            assert len({words(n) for n in group}) == 1, (lang, entry.source, group, [words(n) for n in group])
            assert all(number(n, lang) in in_language(lang, entry.context, entry.source, n) for n in group)
        assert len({words(group[0]) for group in groups}) == len(groups), (lang, entry.source)


@pytest.mark.parametrize("lang", sorted(translations.LANGUAGES))
def test_translations_keep_every_placeholder(lang: str) -> None:
    for e in translations.entries(translations.catalogue(lang)):
        if not any(e.forms):
            continue
        want = sorted(PLACEHOLDER.findall(e.source))
        for form in e.forms:
            got = sorted(PLACEHOLDER.findall(form))
            if e.numerus and "%n" not in want:
                want = sorted([*want, "%n"])
            assert got == want, f"{e.context}: {e.source!r} -> {form!r}"
        if "&" in e.source.replace("&&", ""):
            assert all(f.replace("&&", "").count("&") == 1 for f in e.forms), e.source


@pytest.mark.parametrize(
    ("n", "words"),
    [(1, "1 голос"), (2, "2 голоса"), (4, "4 голоса"), (5, "5 голосов"), (11, "11 голосов"),
     (12, "12 голосов"), (21, "21 голос"), (22, "22 голоса"), (25, "25 голосов"), (0, "0 голосов")],
)  # fmt: skip
def test_russian_plurals(n: int, words: str) -> None:
    assert in_language("ru", "Plurals", "%n vote(s)", n) == words


def test_english_plurals() -> None:
    assert [in_language("en", "Plurals", "%n vote(s)", n) for n in (0, 1, 2)] == [
        "0 votes",
        "1 vote",
        "2 votes",
    ]


def test_the_club_roles_have_the_names_russian_players_know() -> None:
    from mafia_desktop import phrases
    from mafia_desktop.engine.rules import PRESETS

    club = PRESETS["club"]
    with phrases.speaking("ru"):
        names = [phrases.role_name(club, role) for role in ("civilian", "mafia", "don", "detective")]
    assert names == ["Мирный житель", "Мафия", "Дон", "Шериф"]
    assert in_language("ru", "Print", "Referee's sheet: {preset}").startswith("Лист ведущего")


# --- no literal text in the UI -----------------------------------------------------------------

# Calls that put text on the screen or in a screen reader's ear.
SHOWN = {
    "setText", "setToolTip", "setWindowTitle", "setPlaceholderText", "setAccessibleName",
    "setAccessibleDescription", "setStatusTip", "setWhatsThis", "setSuffix", "setPrefix",
    "setSpecialValueText", "setTitle", "QLabel", "QPushButton", "QCheckBox", "QRadioButton",
    "QGroupBox", "QAction", "addMenu", "show_notice", "warning", "information", "question",
}  # fmt: skip
# Literals that are the same in every language: language names, paper sizes, symbols.
SAME_EVERYWHERE = {"English", "Русский", "A4", "Letter", "Mafia Desktop"}


def _literal_text(node: ast.expr) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(
            v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str)
        )
    return None


def test_the_ui_shows_no_untranslated_literal() -> None:
    offenders = []
    paths = sorted((ROOT / "mafia_desktop" / "ui").rglob("*.py"))  # every subpackage's
    assert ROOT / "mafia_desktop" / "ui" / "table" / "screen.py" in paths
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            if name not in SHOWN:
                continue
            for arg in node.args:
                text = _literal_text(arg)
                if text and re.search(r"[A-Za-zА-Яа-я]{2,}", text) and text not in SAME_EVERYWHERE:
                    offenders.append(f"{path.name}:{node.lineno}: {name}({text!r})")
    assert not offenders, offenders


# --- Qt's own words ------------------------------------------------------------------------------


def test_a_russian_app_has_qt_s_own_dialogs_in_russian(qapp: object) -> None:
    """Standard buttons and file dialogs come from Qt's catalogue (qtbase_ru.qm), installed with ours."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QDialogButtonBox

    from mafia_desktop import i18n

    i18n.install("ru")
    try:
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Отмена"
        assert QCoreApplication.translate("QFileDialog", "File &name:") == "&Имя файла:"
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        assert box.buttons()[0].text() == "Отмена"
    finally:
        i18n.install("en")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_language_has_qt_s_own_words(qapp: object, lang: str) -> None:
    """Qt's standard buttons and file dialogs in the app's language, for every language it speaks."""
    from PySide6.QtCore import QCoreApplication

    from mafia_desktop import i18n

    i18n.install(lang)
    try:
        cancel = QCoreApplication.translate("QPlatformTheme", "Cancel")
        assert cancel and cancel != "Cancel", lang
    finally:
        i18n.install("en")


def test_without_qt_s_catalogue_the_app_still_speaks_russian(
    qapp: object, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from PySide6.QtCore import QCoreApplication

    from mafia_desktop import i18n

    monkeypatch.setattr(i18n, "qt_catalogue_folder", lambda: str(tmp_path))  # no qtbase_ru.qm there
    i18n.install("ru")
    try:
        assert QCoreApplication.translate("Texts", "Game over") == "Игра окончена"
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"
    finally:
        i18n.install("en")
