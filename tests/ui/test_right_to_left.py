"""Right to left (Persian, the registry's ``direction`` "rtl"): the screen mirrors (the layout
direction, the rows of buttons, the log's timeline) and comes back when the language changes back;
the seat circle does not (the room's circle: seat 1 at the top, clockwise, the arrows going round
it as in any language); a player's name in a sentence is isolated, so "علی" in an English line and
"Ann" in a Persian one keep the line's order, checked in the characters and where Qt draws them.

None of this depends on the Persian catalogue's words: the language is the registry's right-to-left
one, and the Persian sentences are the test's own."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QGuiApplication, QImage, QPainter, QPalette, QTextLayout
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from mafia_desktop import phrases
from mafia_desktop.engine.record import Record, replay
from mafia_desktop.engine.rules import PRESETS
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.engine.views import public_view
from mafia_desktop.languages import LANGUAGES
from mafia_desktop.narration import night_script
from mafia_desktop.ui.circle.seat_circle import SeatCircle
from mafia_desktop.ui.public.table import seats_of
from mafia_desktop.ui.table.controller import GameController
from mafia_desktop.ui.table.log import PublicLog
from mafia_desktop.ui.theme import appearance
from mafia_desktop.ui.theme.appearance import Appearance
from mafia_desktop.ui.window.main_window import MainWindow
from tests.engine.random_play import long_classic_game
from tests.ui import looks

#: the registry's right-to-left language (Persian)
RTL = next(code for code, lang in LANGUAGES.items() if lang.rtl)
FSI, PDI = "\u2068", "\u2069"
TEN = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]
# Names as a Persian table writes them, Latin ones among them.
MIXED = ["علی", "Ann", "مریم ۲", "Bob (2)", "سارا", "Cid", "رضا", "Dan", "زهرا", "Eve"]


@pytest.fixture
def language(qapp: QApplication) -> Iterator[None]:
    """The test sets the app's language; English again after it."""
    yield
    appearance.apply(Appearance(language="en"))
    assert QGuiApplication.layoutDirection() == Qt.LayoutDirection.LeftToRight


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


# --- the screen mirrors ---------------------------------------------------------------------------


def _table(qtbot: QtBot) -> MainWindow:
    record = Record(make_setup("classic", 7, TEN, {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"}))
    window = MainWindow(remember_geometry=False)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    window.open_record(record.with_note("table", {"mode": "referee", "deal": "peek"}))
    settle()
    return window


def _row(window: MainWindow) -> tuple[int, int]:
    """The x of the table's Undo and the referee's peek, side by side in a row (Undo first), in
    the window's coordinates."""
    table = window.table
    assert table is not None and table.referee is not None
    first, second = table.panel.undo_button, table.referee.peek_button
    assert first.isVisible() and second.isVisible()
    return first.mapTo(window, first.rect().center()).x(), second.mapTo(window, second.rect().center()).x()


def test_the_screen_mirrors_in_a_right_to_left_language_and_back_mid_game(
    qtbot: QtBot, language: None
) -> None:
    """The registry's direction is the application's: in Persian the layouts mirror (the panel
    beside the circle, the step's buttons, the menu bar, the log's scroll bar); back in English
    (chosen mid-game in Settings) the same open window is left to right again."""
    appearance.apply(Appearance(language="en"))
    window = _table(qtbot)
    table = window.table
    assert table is not None
    ltr_first, ltr_second = _row(window)
    assert ltr_first < ltr_second
    panel_x = table.panel.mapTo(window, table.panel.rect().center()).x()
    circle_x = table.circle.mapTo(window, table.circle.rect().center()).x()
    menus = [a for a in window.menuBar().actions() if a.isVisible()]
    menu_x = [window.menuBar().actionGeometry(a).center().x() for a in menus]

    appearance.apply(Appearance(language=RTL))  # the language changes with the game on
    settle()
    assert QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert window.isRightToLeft() and table.log.isRightToLeft() and table.circle.isRightToLeft()
    rtl_first, rtl_second = _row(window)
    assert rtl_first > rtl_second, "the first button is on the right"
    assert (table.panel.mapTo(window, table.panel.rect().center()).x() - window.width() / 2) * (
        panel_x - window.width() / 2
    ) < 0, "the panel goes to the other side of the circle"
    assert (table.circle.mapTo(window, table.circle.rect().center()).x() - window.width() / 2) * (
        circle_x - window.width() / 2
    ) < 0
    rtl_menu_x = [window.menuBar().actionGeometry(a).center().x() for a in menus]
    assert rtl_menu_x == sorted(rtl_menu_x, reverse=True) and menu_x == sorted(menu_x)
    bar = table.log.verticalScrollBar()
    assert bar.mapTo(table.log, bar.rect().center()).x() < table.log.width() / 2, (
        "the log's scroll bar on the left"
    )

    appearance.apply(Appearance(language="en"))  # and back
    settle()
    assert QGuiApplication.layoutDirection() == Qt.LayoutDirection.LeftToRight
    assert not window.isRightToLeft() and not table.log.isRightToLeft()
    assert _row(window) == (ltr_first, ltr_second)
    window.shutdown()


def _ink_sides(log: PublicLog, row: int) -> tuple[int, int]:
    """How many of a log row's pixels are not its background, in its left and its right quarter."""
    image = log.viewport().grab().toImage()
    rect = log.visualItemRect(log.item(row))
    base = log.palette().color(QPalette.ColorRole.Base)
    quarter = rect.width() // 4
    left = right = 0
    for y in range(rect.top() + 1, min(rect.bottom(), image.height() - 1)):
        for x in range(rect.left(), rect.left() + quarter):
            left += image.pixelColor(x, y) != base
        for x in range(rect.right() - quarter, rect.right()):
            right += image.pixelColor(x, y) != base
    return left, right


@pytest.mark.parametrize("lang", ["en", RTL])
def test_the_logs_timeline_is_on_the_side_a_line_starts(qtbot: QtBot, language: None, lang: str) -> None:
    """A short line of the log: its icon and words at the left in English, at the right in Persian
    (the icons' column, the line through them and the words, all mirrored)."""
    appearance.apply(Appearance(language=lang))
    log = PublicLog()
    qtbot.addWidget(log)
    log.resize(600, 500)
    log.show()
    record = long_classic_game(12, 2, seed=1)
    log.show_view(public_view(replay(record)), rebuilt=True)
    looks._settle()
    short = min(
        (i for i in range(log.count()) if not log.item(i).data(Qt.ItemDataRole.UserRole + 1)),
        key=lambda i: len(log.item(i).text()),
    )
    left, right = _ink_sides(log, short)
    start, end = (left, right) if lang == "en" else (right, left)
    assert start > 40 and end == 0, (log.item(short).text(), left, right)


# --- the circle does not --------------------------------------------------------------------------


def _circle(qtbot: QtBot, names: list[str]) -> SeatCircle:
    record = Record(make_setup("classic", 11, names, {names[0]: "mafia", names[3]: "detective"}))
    circle = SeatCircle()
    qtbot.addWidget(circle)
    circle.resize(700, 600)
    circle.set_seats(seats_of(GameController(record, saver=lambda r: None).view()))
    circle.set_centre("", "")
    circle.set_night(False, animate=False)
    return circle


def _drawn(circle: SeatCircle, direction: Qt.LayoutDirection) -> QImage:
    """The circle drawn afresh by a painter that has ``direction`` (as a painter on the widget
    gets the widget's)."""
    image = QImage(circle.size(), QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(image)
    p.setLayoutDirection(direction)
    circle._paint(p, 0.0)
    p.end()
    return image


def test_the_circle_is_the_rooms_in_a_right_to_left_language(qtbot: QtBot, language: None) -> None:
    """In Persian the circle is drawn pixel for pixel as it would be left to right (the same
    type: Persian's font): seat 1 at the top, seat 2 clockwise from it (to the right along the
    top), every name (Persian, Latin, "Bob (2)") as it reads alone. A mirrored circle, or a name
    read in the screen's direction instead of its own ("(Bob (2"), fails here."""
    appearance.apply(Appearance(language=RTL))
    circle = _circle(qtbot, MIXED)
    settle()
    assert circle.isRightToLeft()
    centres = [circle.seat_centre(i) for i in range(len(MIXED))]
    rtl_drawn = _drawn(circle, Qt.LayoutDirection.RightToLeft)
    shown = circle.grab().toImage()
    top, second, third = centres[0], centres[1], centres[2]
    assert abs(top.x() - circle.width() / 2) < 2 and top.y() < min(c.y() for c in centres[1:])
    assert second.x() > top.x() and third.y() > second.y(), "clockwise: seat 2 right of seat 1, seat 3 below"

    circle.setLayoutDirection(Qt.LayoutDirection.LeftToRight)  # the same circle, left to right
    settle()
    assert [circle.seat_centre(i) for i in range(len(MIXED))] == centres
    assert _drawn(circle, Qt.LayoutDirection.LeftToRight) == rtl_drawn
    assert circle.grab().toImage() == shown


def test_the_arrows_go_round_the_circle_as_in_any_language(qtbot: QtBot, language: None) -> None:
    """Right and Down go to the next seat clockwise, Left and Up back, in Persian as in English
    (the circle does not mirror, so neither do its arrows)."""
    appearance.apply(Appearance(language=RTL))
    circle = _circle(qtbot, TEN)
    circle.show()
    circle.setFocus()
    assert circle.isRightToLeft()
    circle.reset_cursor()
    start = circle.focused_seat()
    assert start == TEN[0]
    qtbot.keyClick(circle, Qt.Key.Key_Right)
    assert circle.focused_seat() == TEN[1]
    assert circle.seat_centre(1).x() > circle.seat_centre(0).x(), "rightwards, as the key says"
    qtbot.keyClick(circle, Qt.Key.Key_Down)
    assert circle.focused_seat() == TEN[2]
    qtbot.keyClick(circle, Qt.Key.Key_Left)
    qtbot.keyClick(circle, Qt.Key.Key_Up)
    assert circle.focused_seat() == TEN[0]
    qtbot.keyClick(circle, Qt.Key.Key_Up)
    assert circle.focused_seat() == TEN[-1], "counter-clockwise from seat 1: the last seat"


# --- names in sentences ---------------------------------------------------------------------------


def _x(layout: QTextLayout, text: str, part: str) -> float:
    """Where Qt draws ``part`` of ``text``: the middle of its glyphs."""
    runs = layout.glyphRuns(text.index(part), len(part))
    assert runs, part
    left = min(r.boundingRect().left() for r in runs)
    right = max(r.boundingRect().right() for r in runs)
    return (left + right) / 2


def _laid_out(text: str) -> QTextLayout:
    """``text`` as a label or the log lays it out: its direction from its first strong letter."""
    layout = QTextLayout(text, QFont("DejaVu Sans", 14))
    layout.beginLayout()
    layout.createLine().setLineWidth(2000)
    layout.endLayout()
    return layout


def _paragraph_rtl(layout: QTextLayout) -> bool:
    """Whether the line reads right to left (its start is at its right)."""
    line = layout.lineAt(0)
    return line.cursorToX(0)[0] > line.cursorToX(line.textLength())[0]


def test_a_persian_name_in_an_english_sentence_keeps_the_sentences_order(qapp: QApplication) -> None:
    """The tally's line with a Persian name: "Votes: علی — 3 votes, Ann — 2 votes". Unisolated, the
    number after a Persian name joins it and is drawn on its left ("3 — علی"); isolated, the line
    reads name, dash, number, left to right."""
    rules = PRESETS["youth"]
    line = phrases.event_text({"type": "tally", "counts": {"علی": 3, "Ann": 2}}, rules)
    assert line is not None
    assert FSI + "علی" + PDI in line, "isolated in the characters"
    assert phrases.plain(line).startswith("Votes: علی — 3 votes, Ann")
    layout = _laid_out(line)
    assert not _paragraph_rtl(layout)
    name, dash, three, ann = (_x(layout, line, part) for part in ("علی", "—", "3", "Ann"))
    assert name < dash < three < ann
    died = phrases.event_text({"type": "death", "player": "علی", "cause": "night"}, rules)
    assert died == FSI + "علی" + PDI + " was killed in the night"
    assert not _paragraph_rtl(_laid_out(died)), "an English line, though it starts with a Persian name"
    # A line all left to right stays as it was: nothing to keep apart.
    assert phrases.event_text({"type": "death", "player": "Ann", "cause": "night"}, rules) == (
        "Ann was killed in the night"
    )


def test_a_latin_name_in_a_persian_sentence_keeps_the_sentences_order(qapp: QApplication) -> None:
    """A Persian line that starts with a Latin name ("Ann در شب کشته شد", Ann was killed in the
    night) and one with a name and a number ("خطای ۲ برای Bob (2).", foul 2 for Bob (2)): isolated,
    each reads right to left, the name where the sentence has it and whole; unisolated, the first
    would read left to right from its Latin first letter, its Persian words after the name."""
    with phrases.speaking(RTL):
        killed = phrases.fill("{player} در شب کشته شد", player="Ann")
        foul = phrases.arg("خطای %2 برای %1.", "Bob (2)", 2)
    assert killed == FSI + "Ann" + PDI + " در شب کشته شد"
    assert foul == "خطای ۲ برای " + FSI + "Bob (2)" + PDI + "."
    layout = _laid_out(killed)
    assert _paragraph_rtl(layout)
    assert _x(layout, killed, "Ann") > _x(layout, killed, "شب"), "the name first: on the right"
    layout = _laid_out(foul)
    assert _paragraph_rtl(layout)
    x_foul, x_two, x_bob, x_paren = (_x(layout, foul, part) for part in ("خطای", "2", "Bob", "(2)"))
    assert x_foul > x_two > x_bob, "خطای, 2, then the name, right to left"
    assert x_bob < x_paren, "the name reads left to right inside: Bob (2)"
    assert _x(layout, foul, ".") < x_bob, "the full stop ends the sentence, on its left"


def test_the_narrators_caption_isolates_a_name_and_the_voice_never_hears_it(qapp: QApplication) -> None:
    """The called list's seat in Persian: the caption has the name isolated, the voice's words the
    name alone (no isolate reaches a speech engine)."""
    line = night_script.seat_call(PRESETS["youth"], 3, "Ann", RTL)
    assert FSI + "Ann" + PDI in line.text or "Ann" not in line.text  # (a club calls seats alone)
    assert FSI not in line.speech and PDI not in line.speech
    english = night_script.seat_call(PRESETS["youth"], 3, "Ann", "en")
    assert english.text == english.speech == "Seat 3, Ann."


def test_no_isolate_reaches_a_speech_engine(tmp_path: object, qapp: QApplication) -> None:
    from pathlib import Path

    from mafia_desktop.narration import speech

    heard: list[str] = []

    class Engine:
        def render(self, text: str, path: Path, voice: object) -> None:
            heard.append(text)
            import wave

            with wave.open(str(path), "wb") as out:
                out.setnchannels(1)
                out.setsampwidth(2)
                out.setframerate(8000)
                out.writeframes(b"\0\1" * 800)

        def voices(self) -> list[tuple[str, str]]:
            return []

    folder = Path(str(tmp_path))
    voice = speech.Voice("fa")
    speech.render_line(Engine(), FSI + "Ann" + PDI + " در شب کشته شد.", folder / "a.wav", folder, voice)
    assert heard == ["Ann در شب کشته شد."]


def test_a_name_is_drawn_in_its_own_direction_on_a_right_to_left_screen(qtbot: QtBot, language: None) -> None:
    """Names shown alone (the seats' labels) read in their own direction whatever the screen's:
    the circle with "Bob (2)", "مریم ۲" and "علی" drawn by a right-to-left painter (as a painter on
    a right-to-left widget is) is the same ink as by a left-to-right one."""
    appearance.apply(Appearance(language="en"))
    circle = _circle(qtbot, MIXED)
    assert _drawn(circle, Qt.LayoutDirection.RightToLeft) == _drawn(circle, Qt.LayoutDirection.LeftToRight)


# --- the private panel's words --------------------------------------------------------------------


def _ink_columns(widget: QWidget) -> tuple[int, int]:
    """The leftmost and rightmost columns of ``widget``'s picture that are not its background."""
    image = widget.grab().toImage()
    ground = image.pixel(0, 0)
    xs = [x for x in range(image.width()) for y in range(image.height()) if image.pixel(x, y) != ground]
    assert xs, "something is drawn"
    return min(xs), max(xs)


@pytest.mark.parametrize("rtl", [False, True])
def test_the_panels_words_start_at_the_start_of_the_reading_order(qtbot: QtBot, rtl: bool) -> None:
    """The private panel's title and words (WrappedText, HeldWords): a short line starts at the
    widget's left, or at its right in a right-to-left layout; the held words' bar (as much light
    as a line of words, to the box's edge) fills the rest of the line, after the words: on their
    right, or on their left."""
    from mafia_desktop.ui.common.wrapping import WrappedText
    from mafia_desktop.ui.private.hold_ring import HeldWords

    direction = Qt.LayoutDirection.RightToLeft if rtl else Qt.LayoutDirection.LeftToRight
    title = WrappedText()
    qtbot.addWidget(title)
    title.setLayoutDirection(direction)
    title.setText("نوبت " + FSI + "Ann" + PDI)  # (a short line: Ann's turn)
    title.resize(600, 60)
    left, right = _ink_columns(title)
    assert (left > 300 and right > 580) if rtl else (left < 20 and right < 300), (left, right)

    words = HeldWords()
    qtbot.addWidget(words)
    words.setLayoutDirection(direction)
    words.setText("نقش شما")  # (your role)
    words.resize(600, 60)
    words_only = WrappedText()
    qtbot.addWidget(words_only)
    words_only.setFont(words.font())
    words_only.setLayoutDirection(direction)
    words_only.setText(words.text())
    words_only.resize(600, 60)
    text_left, text_right = _ink_columns(words_only)
    left, right = _ink_columns(words)
    if rtl:  # the bar runs from the box's left edge up to the words
        assert left < 5 and text_left > 300
    else:
        assert right > 590 and text_right < 300
