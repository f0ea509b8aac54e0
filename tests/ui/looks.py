"""Looking at the app as its users will: every screen in a language, a text size and a contrast,
checked for text that does not fit, painted to PNGs for a person to look at.

Used by tests/ui/test_looks.py and by ``docs/looks.py`` (the screenshots in docs/screenshots).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSize, QTranslator
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QComboBox,
    QDialog,
    QGroupBox,
    QLabel,
    QStyle,
    QStyleOptionComboBox,
    QWidget,
)

from mafia_desktop.engine.record import Record
from mafia_desktop.engine.rules import PRESETS
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.languages import LANGUAGES
from mafia_desktop.ui.common.widgets import WrapButton
from mafia_desktop.ui.common.wrap_choice import WrapCheckBox, WrapRadioButton
from mafia_desktop.ui.theme import appearance
from mafia_desktop.ui.theme.appearance import Appearance
from mafia_desktop.ui.window.main_window import MainWindow

TEN = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]
CLUB_ROLES = {"Ann": "don", "Dan": "mafia", "Gus": "mafia", "Eve": "detective"}


@contextmanager
def look(choice: Appearance, pseudo_qm: Path | None = None) -> Iterator[None]:
    """The app in ``choice`` (and the pseudo-locale, when given) until the block ends."""
    appearance.apply(choice)
    extra = None
    if pseudo_qm is not None:
        extra = QTranslator()
        assert extra.load(str(pseudo_qm)), pseudo_qm
        QCoreApplication.installTranslator(extra)
    try:
        yield
    finally:
        if extra is not None:
            QCoreApplication.removeTranslator(extra)
        appearance.apply(Appearance(language="en"))


def clipped(root: QWidget) -> list[str]:
    """Every visible text under ``root`` that its widget is too small to show whole."""
    out = []
    window = root.window()
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisibleTo(window) or w.width() <= 0:
            continue
        if isinstance(w, QLabel) and w.text() and w.pixmap().isNull():
            if w.wordWrap():
                margins = w.contentsMargins()
                inner = w.width() - margins.left() - margins.right()
                need = w.heightForWidth(w.width()) if w.hasHeightForWidth() else w.sizeHint().height()
                if need > w.height() + 1 or (inner > 0 and _longest_word(w) > inner + 1):
                    out.append(
                        f"label {w.objectName() or w.text()[:40]!r}: {w.size().toTuple()}, needs {need}"
                    )
            elif w.sizeHint().width() > w.width() + 1 or w.sizeHint().height() > w.height() + 1:
                out.append(
                    f"label {w.objectName() or w.text()[:40]!r}: {w.size().toTuple()} < {w.sizeHint().toTuple()}"
                )
        elif isinstance(w, (WrapButton, WrapCheckBox, WrapRadioButton)) and w.text():  # its words wrap
            if not w.fits() or w.minimumSizeHint().width() > w.width() + 1:
                need = (w.minimumSizeHint().width(), w.heightForWidth(w.width()))
                out.append(f"button {w.objectName() or w.text()[:40]!r}: {w.size().toTuple()} < {need}")
        elif isinstance(w, QAbstractButton) and w.text():
            hint = w.sizeHint()
            if hint.width() > w.width() + 1 or hint.height() > w.height() + 1:
                out.append(
                    f"button {w.objectName() or w.text()[:40]!r}: {w.size().toTuple()} < {hint.toTuple()}"
                )
        elif isinstance(w, QGroupBox) and w.title():
            if w.minimumSizeHint().width() > w.width() + 1:
                out.append(f"group {w.title()[:40]!r}: {w.width()} < {w.minimumSizeHint().width()}")
        elif isinstance(w, QComboBox) and w.currentText():
            for i in range(w.count()):  # a combo box cuts short any choice that does not fit
                need = _combo_width(w, w.itemText(i))
                if need > w.width() + 3:  # (our measure may be a pixel or two over Qt's)
                    out.append(f"combo {w.objectName()!r}: {w.width()} < {need} for {w.itemText(i)[:40]!r}")
    return out


def too_small(root: QWidget) -> list[str]:
    """Every visible text under ``root`` (labels, buttons, check boxes, group boxes' titles, list
    items, combo boxes, fields, the menu bar, a card's paragraphs) set in type under the scale's
    least at the text size in force (see mafia_desktop.ui.theme.type_scale)."""
    from PySide6.QtGui import QFontInfo
    from PySide6.QtWidgets import QAbstractSpinBox, QHeaderView, QLineEdit, QListWidget, QMenuBar

    from mafia_desktop.ui.common.wrapping import TextBlock, WrappedText
    from mafia_desktop.ui.theme import type_scale

    least = type_scale.least_px()
    out = []
    window = root.window()

    def check(what: str, font: QFont) -> None:
        px = QFontInfo(font).pixelSize()
        if px < least:
            out.append(f"{what}: {px} px < {least} px")

    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisibleTo(window):
            continue
        name = w.objectName()
        if isinstance(w, QLabel) and w.text() and w.pixmap().isNull():
            check(f"label {name or w.text()[:40]!r}", w.font())
        elif isinstance(w, QAbstractButton) and w.text():
            check(f"button {name or w.text()[:40]!r}", w.font())
        elif isinstance(w, QGroupBox) and w.title():
            check(f"group {w.title()[:40]!r}", w.font())
        elif isinstance(w, QComboBox) and w.count():
            check(f"combo {name or w.currentText()[:40]!r}", w.font())
        elif isinstance(w, (QLineEdit, QAbstractSpinBox)) and not isinstance(w.parentWidget(), QComboBox):
            check(f"field {name or type(w).__name__!r}", w.font())
        elif isinstance(w, QListWidget):
            for i in range(w.count()):
                item = w.item(i)
                # (an item's own font is resolved against the list's, as Qt's delegates do)
                font = item.font().resolve(w.font()) if item.data(6) is not None else w.font()  # FontRole
                check(f"list {name!r} item {item.text()[:40]!r}", font)
        elif isinstance(w, WrappedText) and w.text():
            check(f"text {name or w.text()[:40]!r}", w.font())
        elif isinstance(w, TextBlock):
            block = w._doc.begin()
            while block.isValid():
                it = block.begin()
                while not it.atEnd():
                    fragment = it.fragment()
                    if fragment.text().strip():
                        font = fragment.charFormat().font().resolve(w._doc.defaultFont())
                        check(f"text {name!r} {fragment.text()[:40]!r}", font)
                    it += 1
                block = block.next()
        elif isinstance(w, QHeaderView) and w.model() is not None and w.count():
            check(f"header {name or w.parentWidget().objectName()!r}", w.font())
        elif isinstance(w, QMenuBar):
            for action in w.actions():
                if action.isVisible() and action.text():
                    check(f"menu {action.text()!r}", w.font())
    return out


def cut_off(root: QWidget) -> list[str]:
    """Texts that reach past the right or left edge of what shows them (a scroll area's viewport,
    or the window; the left edge is the one a right-to-left layout runs over): scrolling down is
    fine, words off to the side are not."""
    out = []
    window = root.window()
    for w in root.findChildren(QWidget):
        if not w.isVisibleTo(window) or not isinstance(w, (QLabel, QAbstractButton, QComboBox, QGroupBox)):
            continue
        frame = _frame_of(w)
        right = w.mapTo(frame, w.rect().topRight()).x()
        left = w.mapTo(frame, w.rect().topLeft()).x()
        name = w.objectName() or (w.text() if hasattr(w, "text") else w.title())[:40]
        where = frame.objectName() or type(frame).__name__
        if right > frame.width() + 1:
            out.append(f"{type(w).__name__} {name!r} runs {right - frame.width()} px past {where}")
        if left < -1:
            out.append(f"{type(w).__name__} {name!r} starts {-left} px before {where}")
    return out


def _frame_of(w: QWidget) -> QWidget:
    parent = w.parentWidget()
    while parent is not None:
        scroll = parent.parentWidget()
        if isinstance(scroll, QAbstractScrollArea) and parent is scroll.viewport():
            return parent
        if parent.isWindow():
            return parent
        parent = parent.parentWidget()
    return w.window()


def _combo_width(combo: QComboBox, words: str) -> int:
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    text = QSize(combo.fontMetrics().horizontalAdvance(words), combo.fontMetrics().height())
    return combo.style().sizeFromContents(QStyle.ContentsType.CT_ComboBox, option, text, combo).width()


def _longest_word(label: QLabel) -> int:
    if label.textFormat() != label.textFormat().PlainText and label.text().lstrip().startswith("<"):
        return 0  # rich text wraps inside words if it must; its height is what counts
    metrics = label.fontMetrics()
    return max((metrics.horizontalAdvance(word) for word in label.text().split()), default=0)


def scrolled_out(root: QWidget) -> bool:
    """Whether ``root`` lives in a scroll area (text there can be scrolled to, not clipped)."""
    parent = root.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False


# --- the screens, each put on a window -------------------------------------------------------------


def club_record(mode: str = "referee") -> Record:
    rules = PRESETS["club"]
    roles = {p: CLUB_ROLES.get(p, "civilian") for p in TEN}
    note = {"mode": mode, "deal": "peek" if mode == "referee" else "reveal"}
    return Record(make_setup(rules, 7, TEN, roles)).with_note("table", note)


def _settle() -> None:
    for _ in range(3):
        QApplication.processEvents()
        QApplication.sendPostedEvents()


def home(window: MainWindow) -> QWidget:
    window.go_home()
    return window


def setup(window: MainWindow) -> QWidget:
    window._on_home_new_game_requested()
    window.setup.set_preset("club")
    window.setup.house_toggle.setChecked(True)
    return window


def table_day(window: MainWindow) -> QWidget:
    from mafia_desktop.engine.inputs import EndNight, Nominate

    window.open_record(club_record())
    window.controller.submit([EndNight()])
    window.controller.submit([Nominate("Ivy", "Gus")])
    window.table.composer.press("tally")
    window.table.refresh()
    window.table.theme.apply(False, animate=False)
    return window


def table_night(window: MainWindow) -> QWidget:
    window.open_record(club_record())
    return window


def private(window: MainWindow) -> QWidget:
    """Pass-and-play: the deal, each player in turn on the hidden panel."""
    window.open_record(club_record("pass"))
    return window


Dialog = Callable[[MainWindow], QDialog]


def settings_dialog(window: MainWindow) -> QDialog:
    from mafia_desktop.narration.speech import VoiceChoice
    from mafia_desktop.ui.dialogs.settings_dialog import SettingsDialog

    choices = [
        VoiceChoice("piper", "en_US-joe-medium", ("en", "en-us")),
        VoiceChoice("festival", "cmu_us_slt_arctic_hts", ("en",)),
        VoiceChoice("festival", "msu_ru_nsh_clunits", ("ru",)),
        VoiceChoice("pyttsx3", "gmw/en", ("en",)),
        VoiceChoice("pyttsx3", "zle/ru", ("ru",)),
    ]
    status = "\n".join(
        window.tr("%1: %2, voice %3.").replace("%1", language).replace("%2", "Festival").replace("%3", voice)
        for language, voice in (
            (window.tr("English"), "cmu_us_slt_arctic_hts"),
            (window.tr("Russian"), "msu_ru_nsh_clunits"),
        )
    )
    return SettingsDialog(choices, status, window)


def print_dialog(window: MainWindow) -> QDialog:
    from mafia_desktop.ui.dialogs.print_dialog import PrintDialog

    return PrintDialog(club_record(), None, None, window)


def series(window: MainWindow) -> QDialog:
    """The series standings, of the window's own (empty) folder of games, as the home opens it."""
    from mafia_desktop.ui.dialogs.series_screen import SeriesScreen

    screen = SeriesScreen(window.store.folder, window)
    screen.resize(960, 600)
    return screen


def tournaments(window: MainWindow) -> QDialog:
    """The tournaments screen with one tournament of the default roster's names and more (its
    schedule's grid chosen), read as the home opens it."""
    import random
    import time

    from mafia_desktop.club.tournament import new_tournament
    from mafia_desktop.storage.tournaments import TournamentStore
    from mafia_desktop.ui.dialogs.tournament_screen import TournamentScreen

    folder = window.store.folder.parent / "tournaments"
    names = [*TEN, *(f"{n} II" for n in TEN)]
    TournamentStore(folder).save(new_tournament(TEN[0], names, 2, 2, rng=random.Random(1), seed=1))
    screen = TournamentScreen(folder, window.store.folder, window)
    screen.resize(960, 600)
    for _ in range(400):  # read off the UI thread: at most ~20 s
        if not screen.pending:
            break
        _settle()
        time.sleep(0.05)
    _settle()
    return screen


SCREENS: dict[str, Callable[[MainWindow], QWidget]] = {
    "home": home,
    "setup": setup,
    "table-day": table_day,
    "table-night": table_night,
    "private": private,
    "settings": settings_dialog,
    "print": print_dialog,
    "series": series,
    "tournaments": tournaments,
}


def show(name: str, window: MainWindow) -> QWidget:
    """Put screen ``name`` up on ``window`` (a dialog opens over it, not modal) and lay it out."""
    widget = SCREENS[name](window)
    widget.show()
    _settle()
    return widget


# --- what is written on a screen --------------------------------------------------------------------

# Words that are the same in every language: the app's name, language names, paper sizes, the
# voices speech offers, and the players' own names.
SAME_EVERYWHERE = {
    "Mafia Desktop",
    *(language.native for language in LANGUAGES.values()),
    "A4",
    "Letter",
    *TEN,
}
# What the print dialog shows of the sheets, in the language chosen there for print.
IN_PRINT_LANGUAGE = {"recipe"}
# Qt's own words (its standard buttons), translated by Qt's catalogue (qtbase_ru.qm), not ours.
QT_OWN = {"OK", "Cancel", "Close", "Save", "Open", "Yes", "No", "&OK", "&Cancel", "&Yes", "&No"}


def shown_texts(root: QWidget) -> list[str]:
    """Every text under ``root`` a person can read or a screen reader can say."""
    from PySide6.QtWidgets import QListWidget

    from mafia_desktop.ui.circle.seat_circle import SeatCircle

    window = root.window()
    out = [window.windowTitle()]
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisibleTo(window) or w.objectName() in IN_PRINT_LANGUAGE:
            continue
        out += [w.toolTip(), w.accessibleName(), w.accessibleDescription()]
        if isinstance(w, (QLabel, QAbstractButton)):
            out.append(w.text())
        elif isinstance(w, QGroupBox):
            out.append(w.title())
        elif isinstance(w, QComboBox):
            out += [w.itemText(i) for i in range(w.count())]
        elif isinstance(w, QListWidget):
            out += [w.item(i).text() for i in range(w.count())]
        elif isinstance(w, SeatCircle):
            out += list(w.centre())
    menu_bar = getattr(window, "menuBar", None)
    if menu_bar is not None:
        out += [a.text() for a in menu_bar().actions()]
    return [t for t in out if t]


def untranslated(text: str) -> bool:
    """Whether ``text`` has English words outside the pseudo-locale's brackets."""
    import re

    rest = re.sub(r"<[^>]+>", " ", text)  # rich text's tags
    rest = re.sub(r"\[[^\]]*\]", " ", rest)
    for same in SAME_EVERYWHERE:
        rest = rest.replace(same, " ")
    rest = re.sub(r"\b(Festival|espeak-ng|Piper|piper-tts|pip install)\b", " ", rest)  # speech engines
    rest = re.sub(r"\b[a-z]{2,3}_[A-Z]{2}-\w+-(x_low|low|medium|high)\b", " ", rest)  # Piper's voices
    rest = re.sub(r"\b\w+/\w+\b( \([\w,-]+\))?", " ", rest)  # voices: gmw/en (en)
    rest = re.sub(r"\b[a-z]+(_[a-z0-9]+)+\b", " ", rest)  # Festival's voices: cmu_us_slt_arctic_hts
    rest = re.sub(r"^.{1,80}: \d{1,3}(\.\d{1,3}){3}$", " ", rest)  # a network as the system names it
    if rest.strip() in QT_OWN:
        return False
    return re.search(r"[A-Za-z]{2,}", rest) is not None


def contrast(a: QColor, b: QColor) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""

    def luminance(c: QColor) -> float:
        def channel(v: float) -> float:
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())

    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)
