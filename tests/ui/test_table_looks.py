"""The table read from two metres (issue 26): the keyboard cursor, the log, the night's colour,
the circle's marks and centre, the sizes of its words."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from mafia_desktop import languages
from mafia_desktop.engine.inputs import EndNight, Nominate, Tally
from tests.bounded import bounded
from tests.ui.test_table_games import TEN, start

CLUB = {"Ann": "don", "Dan": "mafia", "Gus": "mafia", "Eve": "detective"}


def test_the_keyboard_cursor_shows_for_its_pick_and_goes_with_the_step(qtbot: QtBot) -> None:
    d, _, _ = start(qtbot, "club", TEN, CLUB)
    circle = d.table.circle
    d.press("end_night")
    d.press("nominate")  # Ann, the speaker, nominates
    qtbot.keyClick(circle, Qt.Key.Key_Right)
    assert circle.cursor_visible(), "the arrows show where the cursor is"
    d.key_seat("Gus")  # the nominee, by its number key: the nomination is in, back to the day
    assert not circle.cursor_visible(), "the pick is made: no ring left on Gus"
    town = tuple(n for n in TEN if n not in ("Ann", "Dan", "Gus", "Jon"))
    d.table.controller.submit([Nominate("Bob", "Jon"), Tally((("Jon", town),))])
    assert not circle.cursor_visible()
    d.press("night_ready")
    d.key_seat("Fay")  # a sign at the seat called, by its key
    assert circle.cursor_visible(), "the keys are making this seat's picks"
    d.press("next_seat")
    assert not circle.cursor_visible(), "the next seat: the ring has gone"
    for _ in bounded(12, "the end of the called list"):
        if d.table.composer.called() is None:
            break
        d.press("next_seat")
    if d.table.composer.list_end():  # no shot: the list waits at its end for the referee
        d.press("next_step")
    d.key_seat("Cid")  # the Don's check
    d.press("next_step")
    d.press("next_step")
    d.press("end_night")
    assert d.table.controller.view().phase == "day"
    assert not circle.cursor_visible(), "no ring from the night into the day"


def test_the_whole_window_is_night_coloured_at_night_after_a_resize(qtbot: QtBot) -> None:
    from mafia_desktop.ui.circle.seat_circle import DAY, NIGHT
    from mafia_desktop.ui.window.main_window import MainWindow
    from tests.ui import looks

    window = MainWindow(remember_geometry=False, read_only=True)
    qtbot.addWidget(window)
    window.resize(1024, 600)
    window.show()
    qtbot.waitExposed(window)
    window.open_record(looks.club_record())
    for size in ((1366, 768), (900, 560), (1280, 900)):
        window.resize(*size)
        looks._settle()
        # What a resize uncovers before the table is drawn at its new size: the window itself.
        assert window.palette().color(window.backgroundRole()) == NIGHT.background, size
        image = window.grab().toImage()
        day = [
            (x, y)
            for y in range(0, image.height(), 3)
            for x in range(0, image.width(), 3)
            if image.pixelColor(x, y) == DAY.background
        ]
        assert not day, (size, day[:5])
    window.go_home()
    assert window.palette().color(window.backgroundRole()) == DAY.background, "the home screen is paper"
    window.close()


def test_the_log_follows_its_newest_line_unless_scrolled_up(qtbot: QtBot) -> None:
    from tests.ui import looks

    d, _, _ = start(qtbot, "club", TEN, CLUB)
    d.table.log.setFixedHeight(90)  # a short log: three lines or so
    c = d.table.controller
    c.submit([EndNight()])
    bar = d.table.log.verticalScrollBar()
    pairs = [("Ann", "Bob"), ("Cid", "Dan"), ("Eve", "Fay"), ("Gus", "Hal"), ("Ivy", "Jon")]
    for by, target in pairs:
        c.submit([Nominate(by, target)])
        looks._settle()
        assert bar.value() == bar.maximum(), f"the newest line shows ({by} names {target})"
    assert bar.maximum() > 0, "the log is longer than its room (else this shows nothing)"
    bar.setValue(0)  # someone scrolls up to read
    c.undo(1)
    c.submit([Nominate("Ivy", "Jon")])
    looks._settle()
    assert bar.value() == 0, "a reader's place is kept"
    bar.setValue(bar.maximum())
    c.undo(1)
    c.submit([Nominate("Ivy", "Jon")])
    looks._settle()
    assert bar.value() == bar.maximum(), "back at the end, it follows again"


def test_the_marks_round_a_seat_never_cover_its_name(qtbot: QtBot) -> None:
    """The hand's badge, the nominee's ring and the next speaker's dashed ring (the speaker's arc
    is the outermost mark) are drawn clear of the name's letters, at every seat."""
    import math

    from mafia_desktop.ui.circle.seat_circle import Marks, Seat, SeatCircle

    for n, size in ((10, (600, 600)), (10, (900, 700)), (7, (500, 500)), (16, (760, 760))):
        circle = SeatCircle()
        qtbot.addWidget(circle)
        circle.resize(*size)
        names = [f"{TEN[i % 10]}{'x' * (i % 3)}" for i in range(n)]
        circle.set_seats([Seat(i + 1, name, nominated=True) for i, name in enumerate(names)])
        circle.set_marks(
            Marks(hands=set(names), next_speaker=names[0], speaking=names[1], timer_fraction=0.5)
        )
        reach = circle.marks_radius()
        for i in range(n):
            name, badge = circle.name_rect(i), circle.badge_rect(i)
            c = circle.seat_centre(i)
            nearest_x = min(max(c.x(), name.left()), name.right())
            nearest_y = min(max(c.y(), name.top()), name.bottom())
            assert math.hypot(nearest_x - c.x(), nearest_y - c.y()) > reach, (n, size, names[i])
            assert not name.intersects(badge), (n, size, names[i])
            pip = circle._layout().pip_rect(i)  # the nominee's badge, on the other shoulder
            for j in range(n):  # nor a neighbour's badge
                assert not circle.name_rect(j).intersects(badge), (n, size, names[i], names[j])
                assert not circle.name_rect(j).intersects(pip), (n, size, names[i], names[j])
        assert not circle.grab().isNull()


def test_the_centre_of_the_circle_fits_inside_it(qtbot: QtBot) -> None:
    """The phase, the step and the timer are set inside the circle of the seats, whatever their
    length and the text size: smaller, or wrapped, never cut ("Ночь знакомств", "Игра окончена");
    at the end, the banner naming the winner too."""
    import math
    from dataclasses import replace

    from mafia_desktop import phrases
    from mafia_desktop.engine.record import Record
    from mafia_desktop.engine.setup import make_setup
    from mafia_desktop.ui.table.controller import GameController
    from mafia_desktop.ui.table.screen import TableScreen
    from mafia_desktop.ui.theme.appearance import Appearance
    from tests.ui import looks

    for lang, scale in (("ru", 100), ("ru", 200), ("en", 200)):
        with looks.look(Appearance(language=lang, text_scale=scale)):
            record = Record(make_setup("classic", 11, TEN, {"Ann": "mafia", "Dan": "detective"}))
            table = TableScreen(GameController(record, saver=lambda r: None))
            qtbot.addWidget(table)
            for size in ((1366, 768), (1024, 600)):
                table.resize(*size)
                table.show()
                looks._settle()
                circle = table.circle
                meeting = circle.centre()
                over = (phrases.phase_banner("over", 1, "over", "classic"), phrases.team_wins("mafia"), "")
                day = (circle.centre()[0], meeting[1], "12:00")
                seats = circle.seats()
                for banner, step, timer in (meeting, over, day):
                    circle.set_centre(banner, step, timer)
                    ended = [replace(s, won=True) for s in seats] if step == over[1] else seats
                    circle.set_seats(ended)  # at the end the winner is named on a banner
                    assert circle._over() == (step == over[1])
                    radius = circle.centre_radius()
                    centre = circle.rect().center().toPointF()
                    for rect in circle.centre_text_rects():
                        corners = (rect.topLeft(), rect.topRight(), rect.bottomLeft(), rect.bottomRight())
                        for corner in corners:
                            far = math.hypot(corner.x() - centre.x(), corner.y() - centre.y())
                            assert far <= radius + 1, (lang, scale, size, banner, rect.getRect(), radius)
                    assert not circle.grab().isNull()
            table.close()


def test_dialogs_use_the_apps_readable_text_size(qtbot: QtBot) -> None:
    """Questions, warnings, the settings and the print dialog: the type scale's dialog step, 18
    pixels at 100 % (not the desktop's 9 or 10 points), twice that at 200 %."""
    from PySide6.QtWidgets import QMessageBox

    from mafia_desktop.ui.common.widgets import message_box
    from mafia_desktop.ui.theme import type_scale
    from mafia_desktop.ui.theme.appearance import Appearance
    from mafia_desktop.ui.window.main_window import MainWindow
    from tests.ui import looks

    for scale in (100, 200):
        with looks.look(Appearance(language="ru", text_scale=scale)):
            window = MainWindow(remember_geometry=False, read_only=True)
            qtbot.addWidget(window)
            least = 18 * scale // 100
            box = message_box(QMessageBox.Icon.Question, "Mafia Desktop", "Undo?", window)
            dialogs = [box, looks.settings_dialog(window), looks.print_dialog(window)]
            for dialog in dialogs:
                assert dialog.font().pixelSize() >= least, (scale, dialog.objectName())
                assert dialog.font().pixelSize() == type_scale.px("dialog")
                dialog.close()
            assert type_scale.px("dialog") >= least
            window.close()


def test_the_log_takes_the_room_the_side_panel_has_left(qtbot: QtBot) -> None:
    """At 1024x600 (and 1366x768) at 100 % text the side panel fits without scrolling, and its
    log reaches the panel's foot: no room is left unused while the log is squeezed."""
    from mafia_desktop.ui.theme.appearance import Appearance
    from mafia_desktop.ui.window.main_window import MainWindow
    from tests.ui import looks

    for lang in languages.codes():
        with looks.look(Appearance(language=lang)):
            for size in ((1024, 600), (1366, 768)):
                window = MainWindow(remember_geometry=False, read_only=True)
                qtbot.addWidget(window)
                window.resize(*size)
                window.show()
                window.open_record(looks.club_record())
                table = window.table
                assert table is not None
                for when in ("night", "day"):
                    if when == "day":
                        table.controller.submit([EndNight(), Nominate("Ivy", "Gus")])
                    looks._settle()
                    bar = table.side_scroll.verticalScrollBar()
                    assert bar.maximum() == 0, (lang, size, when, "the panel scrolls", bar.maximum())
                    log = table.log
                    foot = log.mapTo(table.side_scroll.viewport(), log.rect().bottomLeft()).y()
                    assert foot >= table.side_scroll.viewport().height() - 2, (lang, size, when, foot)
                    assert log.height() >= 3 * log.fontMetrics().lineSpacing(), (lang, size, when)
                window.close()


def test_the_panels_words_grow_as_one_with_the_text_size(qtbot: QtBot) -> None:
    """At 200 % every text of the side panel is twice its size at 100 % (none held at a floor
    while others grow), the same in Russian as in English; the step's buttons share one size."""
    from PySide6.QtGui import QFontInfo

    from mafia_desktop.ui.table.controller import GameController
    from mafia_desktop.ui.table.screen import TableScreen
    from mafia_desktop.ui.theme.appearance import Appearance
    from tests.ui import looks

    def sizes(lang: str, scale: int) -> dict[str, int]:
        with looks.look(Appearance(language=lang, text_scale=scale)):
            record = looks.club_record()
            table = TableScreen(GameController(record, saver=lambda r: None))
            qtbot.addWidget(table)
            table.resize(1366, 768)
            table.show()
            table.controller.submit([EndNight()])
            looks._settle()
            px = {
                name: QFontInfo(getattr(table, name).font()).pixelSize()
                for name in ("log", "timer_label", "undo_button", "error", "answer_label", "called_label")
            }
            buttons = {QFontInfo(b.font()).pixelSize() for b in table.step_buttons()}
            assert len(buttons) == 1, ("one size for the step's buttons", lang, scale, buttons)
            px["step buttons"] = buttons.pop()
            table.close()
            return px

    for lang in languages.codes():
        small, large = sizes(lang, 100), sizes(lang, 200)
        for name, size in small.items():
            assert abs(large[name] - 2 * size) <= 1, (lang, name, size, large[name])
    assert sizes("ru", 200) == sizes("en", 200)
