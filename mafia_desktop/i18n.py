"""Languages: Qt Linguist catalogues (resources/translations/*.ts, compiled to mafia_desktop/resources/translations/*.qm), loaded through
the one asset helper.

The app's own language follows the system (or the settings) and is installed on the application;
speech and print may use another language, looked up directly in that language's catalogue.

>>> [in_language("ru", "Plurals", "%n vote(s)", n) for n in (1, 2, 5)]
['1 голос', '2 голоса', '5 голосов']
>>> in_language("en", "Plurals", "%n vote(s)", 1), in_language("en", "Plurals", "%n vote(s)", 2)
('1 vote', '2 votes')
"""

from __future__ import annotations

from functools import cache
from typing import Any

from mafia_desktop import languages

LANGUAGES = languages.codes()
CATALOGUE = "mafia_desktop_{lang}.qm"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    """Marks a string for translation where it is defined; translated where it is shown."""
    return text


@cache
def translator(lang: str) -> Any:
    """The loaded catalogue of a language (None for a language we do not ship)."""
    from PySide6.QtCore import QTranslator

    from mafia_desktop.assets import asset_path

    if lang not in LANGUAGES:
        return None
    try:
        path = asset_path("translations", CATALOGUE.format(lang=lang))
    except FileNotFoundError:
        return None
    t = QTranslator()
    return t if t.load(str(path)) else None


def in_language(lang: str, context: str, text: str, n: int = -1) -> str:
    """``text`` in ``lang``, whatever the app's own language (for speech and print); its count
    ``n`` written as ``lang`` writes numbers (:func:`number`)."""
    t = translator(lang)
    out = t.translate(context, text, None, n) if t is not None else ""
    if not out:
        out = text
    return out.replace("%n", number(n, lang)) if n >= 0 else out


# --- numbers as each language writes them ---------------------------------------------------------


@cache
def qlocale(lang: str) -> Any:
    """The QLocale that writes ``lang``'s numbers, lists and dates (the registry's ``qlocale``;
    the default language's for one it does not know), without group separators: "1000,5", never
    "1 000,5". Shared: copy it before changing it."""
    from PySide6.QtCore import QLocale

    known = languages.LANGUAGES.get(lang) or languages.LANGUAGES[languages.DEFAULT]
    out = QLocale(getattr(QLocale.Language, known.qlocale))
    out.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    return out


def number(n: int, lang: str) -> str:
    """A whole number a person reads, as ``lang`` writes it: its own digits (Persian ۱۲, every other
    language of the registry 12), its minus sign, no group separators. The one place a count, a seat
    or a page number becomes text (:func:`mafia_desktop.phrases.number` in the language in force).

    >>> number(12, "en"), number(12, "fa"), number(1000, "ru")
    ('12', '۱۲', '1000')
    """
    n = int(n)
    if abs(n) >= 2**63:  # (a number from a hostile file: more than Qt takes)
        return digits(str(n), lang)
    return str(qlocale(lang).toString(n))


@cache
def _digit_table(lang: str) -> dict[int, str]:
    zero = str(qlocale(lang).zeroDigit())
    return {ord("0") + i: chr(ord(zero) + i) for i in range(10)} if len(zero) == 1 and zero != "0" else {}


def digits(text: str, lang: str) -> str:
    """``text`` with its ASCII digits in ``lang``'s own (a clock's "1:05" is «۱:۰۵» in Persian): for
    a number written by a pattern of its own, never for a text a person typed.

    >>> digits("1:05", "fa"), digits("1:05", "de")
    ('۱:۰۵', '1:05')
    """
    table = _digit_table(lang)
    return text.translate(table) if table else text


@cache
def list_separator(lang: str) -> str:
    """What ``lang`` writes between the items of a list ("Ann, Bob": ", "; Persian «، »), as its
    QLocale's lists have it (with the right-to-left mark that keeps a Persian comma on its side)."""
    three = str(qlocale(lang).createSeparatedList(["\x01", "\x02", "\x03"]))
    return three[three.index("\x01") + 1 : three.index("\x02")] or ", "


def system_language() -> str:
    from PySide6.QtCore import QLocale

    return languages.of_qlocale(QLocale.system().language().name)


def chosen_language() -> str:
    """The settings' choice, or the system's language."""
    from mafia_desktop import settings

    value = settings.read(settings.LANGUAGE)
    return value if value in LANGUAGES else system_language()


class Message(str):
    """A sentence for a person, written where the app has no Qt (storage): its English text, plus
    the template and parameters :func:`say` needs to put it in the app's language.

    >>> m = Message("Storage", "{file} is missing", file="game.json")
    >>> m, m.template, m.params
    ('game.json is missing', '{file} is missing', {'file': 'game.json'})
    """

    context: str
    template: str
    params: dict[str, object]

    def __new__(cls, context: str, template: str, **params: object) -> Message:
        self = super().__new__(cls, template.format(**{k: str(v) for k, v in params.items()}))
        self.context, self.template, self.params = context, template, params
        return self


def say(text: object) -> str:
    """``text`` in the app's language: a :class:`Message` is translated (and its parameters, when
    they are messages too); anything else is shown as it is."""
    if not isinstance(text, Message):
        return str(text)
    from PySide6.QtCore import QCoreApplication

    template = QCoreApplication.translate(text.context, text.template)
    try:
        return template.format(**{k: say(v) for k, v in text.params.items()})
    except (KeyError, IndexError, ValueError):
        return str(text)


#: every bidi isolate and embedding mark (what :func:`plain` takes out)
_DIRECTION_MARKS = dict.fromkeys(map(ord, "\u2066\u2067\u2068\u2069\u202a\u202b\u202c\u202d\u202e"))


def plain(text: str) -> str:
    """``text`` without the marks that isolate a name in a sentence
    (:func:`mafia_desktop.phrases.isolate`): the words for a speech voice, or a file's name.

    >>> plain("\u2068Ann\u2069 is out")
    'Ann is out'
    """
    return text.translate(_DIRECTION_MARKS)


_installed: list[Any] = []
_language = ["en"]  # the app's language, as last installed


def language() -> str:
    """The app's own language (the one :func:`install` put on the application last)."""
    return _language[0]


def install(lang: str) -> str:
    """Make ``lang`` the app's language (our catalogue and Qt's own, for standard dialogs) and its
    writing direction the application's layout direction: in a right-to-left language (the
    registry's ``direction``) every layout, menu, dialog and the log mirror; back to left to right
    when the language changes back (Settings may change it mid-game). Custom-painted widgets that
    show the room (the seat circle) do not mirror: see :mod:`mafia_desktop.ui.circle.layout`."""
    from PySide6.QtCore import QCoreApplication

    app = QCoreApplication.instance()
    if app is None:
        return lang
    _language[0] = lang
    _set_locale(lang)
    _set_direction(app, lang)
    for t in _installed:
        app.removeTranslator(t)
    _installed.clear()
    ours = translator(lang)
    if ours is not None:
        app.installTranslator(ours)
        _installed.append(ours)
    if lang != "en":
        from PySide6.QtCore import QLocale, QTranslator

        # Qt's own words (standard buttons, file and colour dialogs); without the file, English.
        qt = QTranslator(app)
        if qt.load(QLocale(lang), "qtbase", "_", qt_catalogue_folder()):
            app.installTranslator(qt)
            _installed.append(qt)
    return lang


def _set_locale(lang: str) -> None:
    """Qt's default locale in ``lang`` (the system's, where it speaks it; else ``lang`` in the
    system's country): what Qt's own widgets and dialogs write numbers and dates with (a spin box's
    ۱۰ in Persian, a file dialog's dates). Nothing of ours reads it for the system's country (the
    print dialog's paper reads ``QLocale.system()``)."""
    from PySide6.QtCore import QLocale

    system = QLocale.system()
    want = qlocale(lang).language()
    QLocale.setDefault(system if system.language() == want else QLocale(want, system.territory()))


def direction(lang: str) -> Any:
    """The ``Qt.LayoutDirection`` of ``lang`` (the registry's ``direction``; left to right for a
    language it does not know)."""
    from PySide6.QtCore import Qt

    known = languages.LANGUAGES.get(lang)
    return Qt.LayoutDirection.RightToLeft if known and known.rtl else Qt.LayoutDirection.LeftToRight


def _set_direction(app: Any, lang: str) -> None:
    """Set explicitly (never left to Qt's guess from its own catalogue's ``QT_LAYOUT_DIRECTION``:
    an explicit direction is one Qt does not change again when the translators change). Qt sends
    every window that has not chosen a direction of its own the change, so open windows mirror at
    once."""
    from PySide6.QtGui import QGuiApplication

    if isinstance(app, QGuiApplication):
        app.setLayoutDirection(direction(lang))


def qt_catalogue_folder() -> str:
    """Where Qt's own catalogues are (qtbase_ru.qm): PySide6's translations folder."""
    from PySide6.QtCore import QLibraryInfo

    return QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
