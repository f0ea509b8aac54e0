"""A change of the circle repaints only what it changed, and what the screen then shows is pixel for
pixel the circle drawn afresh: a state sent again unchanged asks for no repaint at all; a pick, a
raised hand, repaints that seat's box alone; the box a seat is repainted in holds everything the
seat draws (its glow, rings, badge, role, name and the keyboard cursor's ring reach past its disc);
and after any sequence of partial repaints both the picture and the screen equal a fresh circle's.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt
from PySide6.QtGui import QImage, QPainter, QPaintEvent, QRegion
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from mafia_desktop.ui.circle.seat_circle import Marks, Seat, SeatCircle

ROLES = [None, "Sheriff", "Don", "A very long role name"]
EMBLEMS = {None: "", "Sheriff": "badge", "Don": "hat", "A very long role name": "mask"}


class Paints(QObject):
    """The regions of the paint events Qt sends a widget."""

    def __init__(self) -> None:
        super().__init__()
        self.regions: list[QRegion] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(event, QPaintEvent):
            self.regions.append(QRegion(event.region()))
        return False


def covers(region: QRegion, rect: QRect) -> bool:
    """Whether ``rect`` lies wholly in ``region`` (QRegion.contains(QRect) says whether they meet)."""
    return (QRegion(rect) - region).isEmpty()


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def names_of(n: int) -> list[str]:
    return [f"Player {i}" + "x" * (i % 4) for i in range(1, n + 1)]


def shown(qtbot: QtBot, n: int, size: tuple[int, int] = (930, 720)) -> tuple[SeatCircle, Paints]:
    circle = SeatCircle()
    qtbot.addWidget(circle)
    circle.resize(*size)
    names = names_of(n)
    circle.set_seats([Seat(i + 1, name) for i, name in enumerate(names)])
    circle.set_marks(Marks(selectable=set(names), speaking=names[2], timer_fraction=0.5))
    circle.set_centre("Day 2", "Vote to charge Player 3", "0:31")
    circle.show()
    qtbot.waitExposed(circle)
    settle()
    paints = Paints()
    circle.installEventFilter(paints)
    return circle, paints


def copy_marks(m: Marks) -> Marks:
    return Marks(
        set(m.selectable),
        set(m.hands),
        set(m.voted),
        set(m.picked),
        m.speaking,
        m.next_speaker,
        m.timer_fraction,
    )


def fresh_like(qtbot: QtBot, circle: SeatCircle) -> SeatCircle:
    """A new circle in the same state, never painted before."""
    fresh = SeatCircle()
    qtbot.addWidget(fresh)
    fresh.resize(circle.size())
    fresh.set_seats(circle.seats())
    fresh.set_marks(copy_marks(circle.marks()))
    fresh.set_centre(*circle.centre())
    fresh.set_night(circle._nightness >= 1.0, animate=False)
    fresh._focus = circle._focus
    # Cards turning up: the fresh circle is caught at the same point of the turning.
    fresh._reveal._order = dict(circle._reveal._order)
    fresh._reveal._ms, fresh._reveal._stagger = circle._reveal._ms, circle._reveal._stagger
    visible = circle.cursor_visible()
    fresh.cursor_visible = lambda: visible  # type: ignore[method-assign]  # (it has no focus)
    return fresh


def on_screen(circle: SeatCircle) -> QImage:
    """What the screen (the offscreen platform's window) shows of the circle."""
    return circle.screen().grabWindow(circle.winId()).toImage()


def test_a_state_sent_again_unchanged_repaints_nothing(qtbot: QtBot) -> None:
    circle, paints = shown(qtbot, 30)
    names = names_of(30)
    circle.set_seats([Seat(i + 1, name) for i, name in enumerate(names)])  # equal, not the same
    circle.set_marks(Marks(selectable=set(names), speaking=names[2], timer_fraction=0.5))
    circle.set_centre("Day 2", "Vote to charge Player 3", "0:31")
    circle.set_timer_text("0:31")
    circle.hide_cursor()
    settle()
    assert paints.regions == []


def test_a_pick_or_a_hand_repaints_that_seat_alone(qtbot: QtBot) -> None:
    for n in (10, 30):
        circle, paints = shown(qtbot, n)
        names = names_of(n)
        for index, change in ((5, "picked"), (n - 1, "hands"), (0, "voted")):
            paints.regions.clear()
            marks = copy_marks(circle.marks())
            getattr(marks, change).add(names[index])
            circle.set_seats(circle.seats())
            circle.set_marks(marks)
            circle.set_centre(*circle.centre())
            settle()
            assert len(paints.regions) == 1, (n, change)
            region = paints.regions[0]
            box = circle.seat_rect(index).toAlignedRect()
            assert (region - QRegion(box)).isEmpty(), (n, change, "only the seat's box")
            assert region.contains(circle.seat_centre(index).toPoint())
            assert box.width() * box.height() * 8 < circle.width() * circle.height()


def test_a_new_step_in_the_centre_repaints_the_centre_alone(qtbot: QtBot) -> None:
    circle, paints = shown(qtbot, 30)
    circle.set_centre("Day 2", "Vote to charge Player 4", "0:31")
    settle()
    assert len(paints.regions) == 1
    region = paints.regions[0]
    assert region.contains(circle.rect().center())
    assert not any(region.contains(circle.seat_centre(i).toPoint()) for i in range(30))


def test_the_fade_between_day_and_night_repaints_it_all(qtbot: QtBot) -> None:
    circle, paints = shown(qtbot, 10)
    circle._on_fade_value_changed(0.5)
    settle()
    assert paints.regions and covers(paints.regions[-1], circle.rect())


def drawn(circle: SeatCircle) -> QImage:
    image = QImage(circle.size(), QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(image)
    circle._paint(p, 0.0)
    p.end()
    return image


def test_the_box_a_seat_is_repainted_in_holds_all_it_draws(qtbot: QtBot) -> None:
    """Each seat with every mark at once (and the cursor's ring, a role, dead) against the same
    seat with none: every pixel that differs lies in the seat's box."""
    for n, size in ((10, (930, 720)), (30, (930, 720)), (17, (400, 400)), (5, (600, 500))):
        names = names_of(n)
        for index in range(n):
            images, boxes = [], QRegion()
            for full in (True, False):
                circle = SeatCircle()
                circle.resize(*size)
                seats = [Seat(i + 1, name) for i, name in enumerate(names)]
                name = names[index]
                if full:
                    seats[index] = Seat(
                        index + 1,
                        name,
                        alive=False,
                        on_trial=True,
                        role=ROLES[3],
                        fouls=4,
                        emblem="mask",
                        won=True,
                    )
                    marks = Marks(
                        selectable=set(names),
                        hands={name},
                        picked={name},
                        speaking=name,
                        next_speaker=name,
                        timer_fraction=0.9,
                    )
                    circle._focus = index
                    circle.cursor_visible = lambda: True  # type: ignore[method-assign]
                    circle._reveal._order, circle._reveal._ms = {index: 0}, 300.0  # mid-flip, card up
                else:
                    marks = Marks(selectable=set(names) - {name})  # (the others picked among)
                circle.set_seats(seats)
                circle.set_marks(marks)
                images.append(drawn(circle))
                boxes += circle.seat_rect(index).toAlignedRect()
            for image in images:  # the boxes blotted out: what is left must be the same
                p = QPainter(image)
                p.setClipRegion(boxes)
                p.fillRect(image.rect(), Qt.GlobalColor.magenta)
                p.end()
            assert images[0] == images[1], (n, size, index)


def changes(rng: random.Random, circle: SeatCircle, names: list[str]) -> Callable[[], None]:
    """A random change of state, as the table sends it (every set_* again, most unchanged)."""
    seats, marks, centre = circle.seats(), copy_marks(circle.marks()), circle.centre()
    index = rng.randrange(len(names))
    name, seat = names[index], seats[index]
    kind = rng.randrange(10)
    if kind == 0:
        seats[index] = Seat(
            seat.number,
            name,
            not seat.alive,
            seat.nominated,
            seat.on_trial,
            seat.role,
            seat.fouls,
            seat.emblem,
        )
    elif kind == 1:
        nominated, trial, role = rng.random() < 0.5, rng.random() < 0.3, rng.choice(ROLES)
        # (a card turned up for everyone shows its emblem and, at the end, whether it won; the
        # referee's peek shows the role's name alone)
        emblem = EMBLEMS[role] if rng.random() < 0.6 else ""
        won = bool(emblem) and rng.random() < 0.5
        seats[index] = Seat(seat.number, name, seat.alive, nominated, trial, role, seat.fouls, emblem, won)
    elif kind == 8:
        seats[index] = Seat(
            seat.number,
            name,
            seat.alive,
            seat.nominated,
            seat.on_trial,
            seat.role,
            rng.randrange(5),
            seat.emblem,
        )
    elif kind in (2, 3, 4):
        getattr(marks, ("picked", "hands", "voted")[kind - 2]).symmetric_difference_update({name})
    elif kind == 5:
        marks.speaking = rng.choice([None, name])
        marks.timer_fraction = rng.choice([None, rng.random()])
    elif kind == 6:
        marks.next_speaker = rng.choice([None, name])
    elif kind == 7:
        marks.selectable = set(rng.sample(names, rng.randrange(len(names)))) if rng.random() < 0.7 else set()
    else:
        steps = ["Discussion", "Vote to charge Player 10: 13 votes needed", ""]
        centre = (f"Day {rng.randrange(9)}", rng.choice(steps), rng.choice(["", "0:12", "10:00"]))

    def send() -> None:
        circle.set_seats(seats)
        circle.set_marks(marks)
        circle.set_centre(*centre)

    return send


def run_sequence(circle: SeatCircle, seed: int, steps: int, check: Callable[[], None]) -> None:
    rng = random.Random(seed)
    names = [s.name for s in circle.seats()]
    for step in range(steps):
        changes(rng, circle, names)()
        if circle.revealing():  # cards turning up: held still, then moved on by the test
            circle._reveal._run.pause()
        if circle._reveal._order and rng.random() < 0.6:
            circle._reveal._on_run_value_changed(rng.random())
        if rng.random() < 0.15:  # the timer's tick: the marks changed in place, then update()
            circle.marks().timer_fraction = rng.random()
            circle.update()
        if rng.random() < 0.1:
            circle._focus = rng.randrange(len(names))
            circle._show_focus = rng.random() < 0.7
            circle._refresh()
        if rng.random() < 0.05:
            circle.set_night(circle._nightness < 1.0, animate=False)
        settle()
        if step % 6 == 5 or step == steps - 1:
            check()


def looks_afresh(qtbot: QtBot, circle: SeatCircle) -> None:
    """The circle's picture, and the screen, are those of a fresh circle in the same state."""
    want = fresh_like(qtbot, circle).grab().toImage()
    assert circle.grab().toImage() == want
    assert on_screen(circle).convertToFormat(want.format()) == want


def test_after_partial_repaints_the_screen_shows_the_circle_drawn_afresh(qtbot: QtBot) -> None:
    for seed, n, size in ((1, 10, (930, 720)), (2, 30, (930, 720)), (3, 17, (400, 400)), (4, 5, (600, 500))):
        circle, paints = shown(qtbot, n, size)
        circle.setFocus()
        # The first use of a glyph can draw it a shade differently from later uses (Qt's glyph
        # cache): the same sequence is first drawn on a circle off screen, for its words.
        rehearsal, _ = shown(qtbot, n, size)
        run_sequence(rehearsal, seed, 30, lambda: None)
        rehearsal.close()
        run_sequence(circle, seed, 30, partial(looks_afresh, qtbot, circle))
        parts = [r for r in paints.regions if not covers(r, circle.rect())]
        assert parts, "some repaints were of a part of the circle"
        circle.close()


def test_a_dragged_seat_repaints_where_it_was_and_where_it_is(qtbot: QtBot) -> None:
    circle, paints = shown(qtbot, 10, (600, 600))
    circle.set_reorderable(True)
    start = circle.seat_centre(0).toPoint()
    qtbot.mousePress(circle, Qt.MouseButton.LeftButton, pos=start)
    settle()
    for k in range(1, 6):
        paints.regions.clear()
        qtbot.mouseMove(circle, start + QPoint(12 * k, 9 * k))
        settle()
        assert paints.regions and not any(covers(r, circle.rect()) for r in paints.regions)
        want = fresh_drag(qtbot, circle)
        assert circle.grab().toImage() == want
        assert on_screen(circle).convertToFormat(want.format()) == want
    qtbot.mouseRelease(circle, Qt.MouseButton.LeftButton, pos=start)


def fresh_drag(qtbot: QtBot, circle: SeatCircle) -> QImage:
    fresh = fresh_like(qtbot, circle)
    fresh._drag_from, fresh._drag_pos = circle._drag_from, circle._drag_pos
    fresh._show_focus = circle._show_focus
    return fresh.grab().toImage()
