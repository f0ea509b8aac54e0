"""The public table (a TV or a projector facing the room), offscreen: it paints a board of a real
game, and nothing of a living player's card; dark at night; no button, no focus, no key acts on it;
a long game's log costs only the lines that show.

:func:`board_now` makes the board of a game as it stands, from its controller alone (the view, the
session's clocks and taps) and where the laptop is (the spy test uses it too)."""

from __future__ import annotations

import dataclasses
import re
from typing import Any

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QFontMetrics, QKeyEvent
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget
from pytestqt.qtbot import QtBot

from mafia_desktop import languages, phrases
from mafia_desktop.engine.events import PhaseBegan
from mafia_desktop.engine.inputs import EndDay, EndNight, Nominate, Second, Vote
from mafia_desktop.engine.record import Record
from mafia_desktop.engine.roles import is_mafia
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.engine.views import PublicView
from mafia_desktop.table.board import Board, Clock, Holder, board_of
from mafia_desktop.table.presenter import present
from mafia_desktop.table.private_turns import DealReveal, NightTurns
from mafia_desktop.table.session import Draft, day_clock_plan, timer_plan
from mafia_desktop.table.table_flow import TableState
from mafia_desktop.ui.circle.seat_circle import day_palette, night_palette
from mafia_desktop.ui.public.table import PublicTable
from mafia_desktop.ui.table.controller import GameController
from tests.said import said, unmarked

TEN = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]
CLUB = {"Ann": "don", "Dan": "mafia", "Gus": "mafia", "Eve": "detective"}
CLASSIC = {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"}
SPEAKERS = ("speech", "defence", "last_words", "night_last_words")


def board_now(controller: GameController, holder: Holder | None = None, caption: str = "") -> Board:
    """The board of the game as it stands: its public view; the clock on and the day clock, as
    the session keeps them (nothing runs in these tests); the hands of the count being made, as
    the session's draft keeps its taps; who speaks and who is next."""
    public, session = controller.view(), controller.session
    night_begun = public.phase == "night" and session.night_ready == public.number
    plan = [] if night_begun else timer_plan(public)
    slot = plan[session.timer] if session.timer < len(plan) else None
    clock = None
    if slot is not None:
        left = slot.seconds if session.timer_left is None else session.timer_left
        clock = Clock(slot.kind, slot.who, left, left / slot.seconds, session.timer_running)
    after = plan[session.timer + 1] if session.timer + 1 < len(plan) else None
    day = day_clock_plan(public)
    draft = session.draft
    hands: tuple[str, ...] = draft.hands if draft.mode == "hands" else ()
    voted: list[str] = []
    candidate = None
    if draft.mode == "tally" and draft.tally:
        candidate, hands = draft.tally[draft.current]
        voted = [v for i, (_, h) in enumerate(draft.tally) if i != draft.current for v in h]
    # The count as the table's screen has it (the presenter's: the one count both screens show).
    state = TableState(controller.table_mode, public, session, inputs=controller.record.inputs)
    return board_of(
        public,
        session,
        has_referee=controller.has_referee,
        hands=hands,
        voted=voted,
        candidate=candidate,
        count=present(state).count,
        speaking=slot.who if slot is not None and slot.kind in SPEAKERS else None,
        next_speaker=after.who if after is not None and after.kind == "speech" else None,
        clock=clock,
        day_clock=(day.seconds if session.clock_left is None else session.clock_left) if day else None,
        caption=caption,
        holder=holder,
    )


def game(preset: str, roles: dict[str, str], mode: str = "referee", deal: str = "peek") -> GameController:
    players = TEN if preset != "classic" else TEN[:9]
    record = Record(make_setup(preset, 4, players, roles)).with_note("table", {"mode": mode, "deal": deal})
    return GameController(record)


@pytest.fixture
def public(qtbot: QtBot) -> PublicTable:
    window = PublicTable()
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    return window


def role_leaks(window: PublicTable, board: Board, controller: GameController) -> list[str]:
    """Any living player's role among the window's texts (its title, names, labels, log)."""
    setup = controller.record.setup
    living = {s.name for s in board.public.seats if s.alive}
    if board.public.phase == "over":
        return []
    out = [f"{s.name} shows {s.role}" for s in window.circle.seats() if s.alive and s.role]
    texts = window.texts()
    for widget in [window, *window.findChildren(QWidget)]:
        texts += [
            widget.toolTip(),
            widget.accessibleName(),
            widget.accessibleDescription(),
            widget.statusTip(),
        ]
    for p in living:
        role = setup.role_of(p)
        words = {phrases.any_role_name(role), phrases.role_name(setup.rules, role)}
        if is_mafia(role):
            words |= {"mafia", "Mafia", "mafioso", "Don"}
        out += [f"{p} ({role}) in {t!r}" for t in texts if p in t and any(w in t for w in words if w)]
    return out


def log_lines(controller: GameController) -> list[str]:
    view = controller.view()
    return [t for t in (phrases.event_text(e.to_json(), view.rules) for e in view.log) if t]


def colour_at(window: PublicTable, x: int, y: int) -> QColor:
    return window.grab().toImage().pixelColor(x, y)


def test_the_day_shows_its_banner_its_clock_and_who_speaks(public: PublicTable) -> None:
    c = game("club", CLUB)
    c.submit([EndNight()])  # the zero night
    board = board_now(c)
    public.show_board(board)
    banner, step, centre = public.circle.centre()
    assert banner == "Day 1"
    assert step == phrases.step_text("nominations", {"number": 1, "nominees": ()}, c.view().rules)
    assert centre == "1:00" and public.clock.text() == "1:00"
    assert public.timer_label.text() == "Ann speaks"
    assert public.circle.marks().speaking == "Ann" and public.circle.marks().next_speaker == "Bob"
    assert public.windowTitle() == "Mafia Desktop — table"
    assert not public.notice.isVisible() and not public.hands.isVisible()
    lines = public.log.lines()
    assert lines and lines == log_lines(c)[-len(lines) :]
    assert not role_leaks(public, board, c)


def test_the_count_shows_the_hands_raised(public: PublicTable) -> None:
    c = game("club", CLUB)
    c.submit([EndNight(), Nominate("Bob", "Dan")])
    c.set_session(c.session.with_(draft=Draft("tally", tally=(("Dan", ("Bob", "Cid", "Fay")),))))
    board = board_now(c)
    public.show_board(board)
    assert board.hands == {"Bob", "Cid", "Fay"} and board.candidate == "Dan"
    assert public.circle.marks().hands == {"Bob", "Cid", "Fay"}
    assert public.hands.isVisible() and public.hands.text() == "Hands up for Dan: 3 of 10"
    assert not public.circle.marks().selectable and not public.circle.marks().picked
    assert not role_leaks(public, board, c)
    c = game("classic", CLASSIC)  # the vote to charge: hands for one motion
    c.submit([EndNight(), Nominate("Ivy", "Cid")])
    c.set_session(c.session.with_(draft=Draft("hands", hands=("Bob", "Hal"))))
    board = board_now(c)
    public.show_board(board)
    assert board.count is not None and (board.count.hands, board.count.candidate) == (2, None)
    assert public.hands.text() == f"Hands up: 2 of {board.count.voters}"
    assert public.circle.marks().hands == {"Bob", "Hal"}
    assert not role_leaks(public, board, c)


def hands_up(prompt: str, lang: str) -> tuple[int, int]:
    """The hands up and the voters the prompt's last line counts, in ``lang``'s words for it."""
    words = re.escape(said(lang, "PublicTable", "Hands up: %1 of %2"))
    found = re.fullmatch(
        words.replace("%1", r"(\d+)").replace("%2", r"(\d+)"), unmarked(prompt).split("\n")[-1]
    )
    assert found is not None and "\n" in prompt, prompt
    return int(found[1]), int(found[2])


@pytest.mark.parametrize("lang", languages.codes())
def test_the_laptop_shows_the_count_the_room_sees(qtbot: QtBot, public: PublicTable, lang: str) -> None:
    """While a vote's hands are tapped, the referee's laptop says how many are up, of how many
    may vote, from the one count the public table shows (issue 46: only the second screen did)."""
    from mafia_desktop.table import table_flow as tf
    from mafia_desktop.ui.table.screen import TableScreen
    from mafia_desktop.ui.theme.appearance import Appearance
    from tests.ui import looks

    with looks.look(Appearance(language=lang)):
        for preset, roles, nominate, candidate in (
            ("club", CLUB, Nominate("Bob", "Dan"), "Dan"),
            ("classic", CLASSIC, Nominate("Ivy", "Cid"), None),
        ):
            table = TableScreen(game(preset, roles))
            qtbot.addWidget(table)
            table.confirm = lambda question: True
            table.resize(1366, 768)
            table.show()
            c = table.controller
            c.submit([EndNight(), nominate])
            if preset == "club":
                table.send(tf.Press("tally"))
            act = table.composer.act  # who may raise a hand (the suspect may not, at a charge)
            assert act is not None
            voters = len(act.voters)
            assert voters == (10 if preset == "club" else 8)
            assert hands_up(table.prompt.text(), lang) == (0, voters), "the count from the first hand"
            if lang in ("en", "ru"):
                zero = f"Hands up: 0 of {voters}" if lang == "en" else f"Поднято рук: 0 из {voters}"
                assert table.prompt.text().endswith("\n" + zero)
            for name in ("Ann", "Eve", "Fay"):
                table.send(tf.Tap(name))
            assert hands_up(table.prompt.text(), lang) == (3, voters), table.prompt.text()
            words = table.prompt.text().rsplit("\n", 1)[-1]
            if lang in ("en", "ru"):
                assert words == (
                    f"Hands up: 3 of {voters}" if lang == "en" else f"Поднято рук: 3 из {voters}"
                )
            from mafia_desktop.table.presenter import HandCount
            from mafia_desktop.ui.public.table import hands_text

            count = table.frame.count
            assert count == HandCount(3, voters, candidate)
            shown = hands_text(count, named=False)
            assert shown == words and table.prompt.isVisible()
            board = table.board()
            assert board.count == count, "the public table's count is the laptop's"
            public.show_board(board)
            assert public.hands.text() == hands_text(count)
            if candidate is not None:
                assert candidate in public.hands.text() and candidate not in shown
            table.send(tf.Tap("Eve"))  # a hand taken down
            assert table.prompt.text().endswith(hands_text(HandCount(2, voters), named=False))
            table.close_game()
            table.close()


def test_the_caption_and_where_the_laptop_is(public: PublicTable) -> None:
    c = game("club", CLUB, mode="pass", deal="reveal")
    deal = DealReveal(c.view(), c.private_desk().player_view)
    screen = deal.screen()
    board = board_now(c, Holder("deal", screen.who, screen.seat), caption="The town falls asleep.")
    public.show_board(board)
    assert public.notice.isVisible() and public.notice.text() == "The laptop is with Ann (seat 1)."
    assert public.caption.isVisible() and public.caption.text() == "The town falls asleep."
    assert not role_leaks(public, board, c)
    public.show_board(dataclasses.replace(board, holder=Holder("middle"), caption=""))
    assert public.notice.text() == "The laptop is in the middle: everyone's eyes are closed."
    assert not public.caption.isVisible(), "silent: no caption"
    public.show_board(dataclasses.replace(board, holder=Holder("pass")))
    assert public.notice.text() == "The laptop goes back to the table."
    public.show_board(dataclasses.replace(board, holder=None))
    assert not public.notice.isVisible()


def test_a_pass_and_play_night_says_who_holds_the_laptop_and_no_card(public: PublicTable) -> None:
    c = game("classic", CLASSIC, mode="pass", deal="reveal")
    deal = DealReveal(c.view(), c.private_desk().player_view)
    for _ in range(20):  # the deal: each holds, sees, and passes on
        screen = deal.screen()
        board = board_now(c, Holder("deal", screen.who, screen.seat))
        public.show_board(board)
        assert not role_leaks(public, board, c)
        if deal.done:
            break
        assert public.notice.text() == f"The laptop is with {screen.who} (seat {screen.seat})."
        deal.held()
        deal.press("got_it")
    assert public.notice.text() == "The laptop goes back to the table."
    c.set_note("dealt", True)
    view = classic_night(c)
    living = [p.name for p in view.seats if p.alive]
    for start in (0, 3):
        screen = NightTurns(view, c.private_desk().player_view, start_index=start).screen()
        board = board_now(c, Holder("pass", screen.who, screen.seat))
        public.show_board(board)
        assert board.dark
        seat = view.seat(living[start]).seat
        assert public.notice.text() == f"The laptop is with {living[start]} (seat {seat})."
        assert not role_leaks(public, board, c)


def classic_night(c: GameController) -> PublicView:
    """The meeting night, a day whose time runs out (a player goes), and the night the table lets
    begin once everyone has seen who went out."""
    c.submit([EndNight(), EndDay()])
    view = c.view()
    assert (view.phase, view.step.code) == ("night", "night")
    assert not board_now(c).dark, "the night waits for the table: light"
    c.set_session(c.session.with_(night_ready=view.number))
    return view


def test_dark_at_night_light_by_day(qtbot: QtBot, public: PublicTable) -> None:
    c = game("classic", CLASSIC)
    night = board_now(c)
    public.show_board(night)
    assert night.dark and public.circle._nightness == 1.0
    assert colour_at(public, 3, 3) == night_palette().background
    assert public.palette().color(public.backgroundRole()) == night_palette().background
    c.submit([EndNight()])
    public.show_board(board_now(c))
    qtbot.waitUntil(lambda: public.circle._nightness == 0.0, timeout=5000)  # a fade, then day
    assert colour_at(public, 3, 3) == day_palette().background


def angel_vote() -> GameController:
    """An angel game: Dan accuses Cid, the detective; Eve seconds; the town votes him out."""
    c = game("angel", CLASSIC)
    c.submit([EndNight(), Nominate("Dan", "Cid"), Second("Eve")])
    for _ in range(3):
        if c.view().step.code != "vote":
            break
        c.submit([Vote(("Ann", "Bob", "Dan", "Fay", "Gus", "Hal"))])
    return c


def test_only_the_cards_turned_up_for_everyone_show(public: PublicTable) -> None:
    c = angel_vote()
    board = board_now(c)
    public.show_board(board)
    assert board.public.revealed == (("Cid", "detective"),)
    shown = {s.name: s.role for s in public.circle.seats() if s.role}
    assert shown == {"Cid": phrases.role_name(board.public.rules, "detective")}
    assert not role_leaks(public, board, c)


def test_no_button_no_focus_and_no_key_acts(public: PublicTable) -> None:
    c = game("club", CLUB)
    board = board_now(c)
    public.show_board(board)
    assert not public.findChildren(QAbstractButton)
    assert public.windowFlags() & Qt.WindowType.WindowDoesNotAcceptFocus
    assert public.testAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
    assert all(w.focusPolicy() == Qt.FocusPolicy.NoFocus for w in [public, *public.findChildren(QWidget)])
    record = c.record
    for key in (Qt.Key.Key_Escape, Qt.Key.Key_Return, Qt.Key.Key_Z, Qt.Key.Key_1, Qt.Key.Key_Space):
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            for target in (public, public.circle):
                QApplication.sendEvent(target, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier))
    assert public.isVisible() and public.board() is board
    assert c.record == record


def test_a_board_like_the_last_repaints_nothing_and_a_tick_only_the_clock(
    public: PublicTable, monkeypatch: pytest.MonkeyPatch
) -> None:
    c = game("club", CLUB)
    c.submit([EndNight()])
    board = board_now(c)
    public.show_board(board)
    calls: list[str] = []
    for name in ("set_seats", "set_marks", "set_centre", "set_night"):
        original = getattr(public.circle, name)
        monkeypatch.setattr(
            public.circle, name, lambda *a, n=name, f=original, **k: (calls.append(n), f(*a, **k))
        )
    public.show_board(dataclasses.replace(board))
    assert calls == []
    assert board.clock is not None
    ticked = dataclasses.replace(board.clock, seconds_left=41.2, fraction=0.69, running=True)
    public.show_board(dataclasses.replace(board, clock=ticked))
    assert sorted(calls) == ["set_centre", "set_marks"]
    assert public.clock.text() == "0:42"


def test_a_long_log_puts_only_the_lines_that_show_into_words(
    public: PublicTable, monkeypatch: pytest.MonkeyPatch
) -> None:
    c = game("club", CLUB)
    c.submit([EndNight()])
    board = board_now(c)
    many = tuple(PhaseBegan("day", n) for n in range(30_000))
    long = dataclasses.replace(board, public=dataclasses.replace(board.public, log=many))
    said: list[Any] = []
    original = phrases.event_text
    monkeypatch.setattr(phrases, "event_text", lambda e, r: (said.append(e), original(e, r))[1])
    public.show_board(long)
    public.grab()
    lines = public.log.lines()
    assert 3 <= len(lines) < 60 and lines[-1] == "— Day 29999 —"
    assert len(said) < 200, f"{len(said)} events put into words for {len(lines)} lines"


def test_a_long_name_never_makes_the_window_wider_than_its_screen(qtbot: QtBot) -> None:
    window = PublicTable()
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    long = "W" * 24
    players = [long, *TEN[1:]]
    record = Record(make_setup("club", 4, players, {"Bob": "don", "Dan": "mafia", "Gus": "mafia"}))
    c = GameController(record.with_note("table", {"mode": "pass", "deal": "reveal"}))
    c.submit([EndNight()])  # the long name speaks first
    board = board_now(c, Holder("pass", long, 1), caption=f"{long}, your speech.")
    window.show_board(board)
    qtbot.wait(50)
    assert window.minimumSizeHint().width() <= 1366 and window.width() == 1366
    for label in (window.timer_label, window.notice, window.caption):
        assert long in label.text()
        assert QFontMetrics(label.font()).horizontalAdvance(long) <= label.width(), label.objectName()
    for label in (window.timer_label, window.notice):  # the side's column: set smaller to fit
        assert label._base is not None and label.font().pixelSize() < label._base.pixelSize()


def test_with_one_screen_the_second_screen_shows_nothing_and_keeps_the_board(qtbot: QtBot) -> None:
    from mafia_desktop.ui.public.second_screen import SecondScreen

    main = QWidget()
    qtbot.addWidget(main)
    main.show()
    manager = SecondScreen()
    told: list[tuple[str, bool]] = []
    manager.shown_changed.connect(lambda on: told.append(("shown", on)))
    manager.available_changed.connect(lambda on: told.append(("available", on)))
    manager.set_main_window(main)
    assert len(QApplication.screens()) == 1 and not manager.available()
    board = board_now(game("club", CLUB))
    manager.set_wanted(True)
    manager.show_board(board)
    assert manager.wanted() and not manager.shown() and manager.window() is None
    assert manager.board() is board, "kept for when a screen comes"
    assert not [w for w in QApplication.topLevelWidgets() if isinstance(w, PublicTable) and w.isVisible()]
    manager.close()
    assert manager.board() is None and manager.wanted() and told == []


def test_the_question_in_the_middle_is_large_and_in_full_ink(qtbot: QtBot, public: PublicTable) -> None:
    """The car crash's question to the room, in the middle of the public table's circle: large
    (some tenth of the circle across a line) and in the ink of the phase, not the soft grey the
    laptop's circle sets its step in (issue 46: small and grey on the TV)."""
    from mafia_desktop.engine.inputs import Tally
    from mafia_desktop.ui.circle.centre import centre_texts
    from mafia_desktop.ui.table.screen import TableScreen

    table = TableScreen(game("club", CLUB))
    qtbot.addWidget(table)
    table.resize(1366, 768)
    table.show()
    c = table.controller
    c.submit([EndNight(), Nominate("Ivy", "Gus"), Nominate("Jon", "Bob")])
    five, rest = ("Ivy", "Jon", "Eve", "Fay", "Hal"), ("Ann", "Bob", "Cid", "Dan", "Gus")
    c.submit([Tally((("Gus", five), ("Bob", rest))), Tally((("Gus", five), ("Bob", rest)))])
    assert c.view().step.get("motion") == "all_leave"
    public.resize(1366, 768)
    public.show_board(table.board())
    QApplication.processEvents()

    def step_text(circle: Any) -> tuple[int, bool, bool]:
        texts = centre_texts(circle._layout(), circle._canvas.texts, *circle.centre())
        _, font, _, words, soft = next(t for t in texts if t[3] == circle.centre()[1])
        assert "Gus" in words and "Bob" in words
        return font.pixelSize(), font.bold(), soft

    px, bold, soft = step_text(public.circle)
    assert not soft and bold, "in full ink, bold"
    assert px >= 0.12 * public.circle.centre_radius() and px >= 20, px
    laptop_px, _, laptop_soft = step_text(table.circle)
    assert laptop_soft and px > laptop_px * 1.3, "the laptop's own circle keeps its small step"
    table.close()
    # Large, and still inside the circle of the seats, with a clock or without, in both
    # languages at 100 % and 200 % text.
    import math

    from mafia_desktop.ui.theme.appearance import Appearance
    from tests.ui import looks

    view = c.view()
    for lang, scale in (("en", 100), ("ru", 100), ("en", 200), ("ru", 200)):
        with looks.look(Appearance(language=lang, text_scale=scale)):
            question = phrases.step_text(view.step.code, dict(view.step.params), view.rules)
            banner = phrases.phase_banner(view.phase, view.number, view.step.code, view.rules)
            circle = public.circle
            for clock in ("", "1:00"):
                circle.set_centre(banner, question, clock)
                radius, centre = circle.centre_radius(), circle.rect().center().toPointF()
                for rect in circle.centre_text_rects():
                    for corner in (rect.topLeft(), rect.topRight(), rect.bottomLeft(), rect.bottomRight()):
                        far = math.hypot(corner.x() - centre.x(), corner.y() - centre.y())
                        assert far <= radius + 1, (lang, scale, clock, rect.getRect(), radius)
                assert step_text(circle)[0] >= 0.1 * radius, (lang, scale, clock)
