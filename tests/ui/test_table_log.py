"""The public log as a timeline: every line it can show has its icon (by the event's type, a
missing one fails here), each day and night starts with a heading, the rows are as tall as their
wrapped words in the table's font (200 %, Russian), and the list keeps its plain lines, its window
of lines and its place."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPalette
from PySide6.QtWidgets import QListWidget
from pytestqt.qtbot import QtBot

from mafia_desktop import art, phrases
from mafia_desktop.engine.deal import deal_roles
from mafia_desktop.engine.events import EVENT_TYPES, Acted, Death, Event, PhaseBegan
from mafia_desktop.engine.game import Game
from mafia_desktop.engine.kinds import KINDS
from mafia_desktop.engine.record import replay
from mafia_desktop.engine.roles import NIGHT_ACTS
from mafia_desktop.engine.rules import PRESETS, Rules, with_options
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.engine.views import public_view
from mafia_desktop.ui.table.log import WINDOW, PublicLog
from mafia_desktop.ui.table.log_rows import (
    EVENT_ICONS,
    HEADING_ROLE,
    ICON_MEMBERS,
    ICON_ROLE,
    LogRows,
    heading_title,
    icon_of,
)
from mafia_desktop.ui.theme.appearance import Appearance
from tests.bounded import bounded
from tests.engine.random_play import long_classic_game, random_input
from tests.ui import looks

ENGINE = Path(__file__).parents[2] / "mafia_desktop" / "engine"
NAMES = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lea"]
HOUSE = ("maniac", "lover", "bodyguard")


# --- the icons ------------------------------------------------------------------------------------


def test_every_event_type_has_an_icon_that_is_drawn() -> None:
    assert set(EVENT_ICONS) == set(EVENT_TYPES), "every event type, and no other, in EVENT_ICONS"
    assert set(ICON_MEMBERS) == {t for t, v in EVENT_ICONS.items() if not isinstance(v, str)}
    codes = [v for v in EVENT_ICONS.values() if isinstance(v, str)]
    codes += [c for v in EVENT_ICONS.values() if not isinstance(v, str) for c in v.values()]
    codes += [kind.icon for kind in KINDS.values()]  # each act kind says its picture
    assert set(codes) <= set(art.ICONS), set(codes) - set(art.ICONS)
    for code in codes:
        assert not art.icon(code).isEmpty(), code
    for act in NIGHT_ACTS.values():  # a night act's line (shown once the game is over)
        assert icon_of(Acted(act.id, "Ann", "Bob", act.finds)) == act.behaviour.icon


def test_every_death_and_every_phase_has_its_icon() -> None:
    """The causes the engine kills with (read from its source) and both parts of the day."""
    causes = set()
    for path in ENGINE.glob("*.py"):
        causes |= set(re.findall(r"\.kill\([^()]*(?:\([^()]*\))?[^()]*,\s*\"(\w+)\"\)", path.read_text()))
    # ... and the ways of leaving the sport's acts kill with (fouls, a removal, a surrender)
    from mafia_desktop.engine.sport import LEAVING_POINTS

    causes |= set(LEAVING_POINTS)
    assert {"vote", "night", "fouls", "time_limit", "removed", "surrendered", "technical_fouls"} <= causes, (
        causes
    )
    for cause in causes:
        assert icon_of(Death("Ann", cause)) in art.ICONS, cause
    assert icon_of(PhaseBegan("day", 1)) == "day" and icon_of(PhaseBegan("night", 1)) == "night"
    assert icon_of(Death("Ann", "vote")) != icon_of(Death("Ann", "night")), "out by the vote, or killed"


def test_a_line_without_an_icon_fails_instead_of_drawing_nothing() -> None:
    with pytest.raises(KeyError, match="lightning"):
        icon_of(Death("Ann", "lightning"))
    with pytest.raises(KeyError, match="dusk"):
        icon_of(PhaseBegan("dusk", 1))


# --- the log of played games ----------------------------------------------------------------------


def _played(rules: Rules, seed: int) -> Game:
    names = NAMES[: max(rules.min_players, min(len(NAMES), rules.max_players))]
    game = Game(make_setup(rules, seed, names, deal_roles(rules, names, seed)))
    rnd = random.Random(seed)
    for _ in bounded(5000, "a random game to end"):
        if game.winner is not None:
            return game
        game.apply(random_input(game, rnd))
    raise AssertionError("unreachable")


def _house(preset: str) -> Rules:
    base = PRESETS[preset]
    return with_options(
        base,
        {
            "roles": [*base.roles, *HOUSE],
            "night_order": [*base.night_order, *HOUSE],
            "min_players": max(8, base.min_players),
        },
    )


def _shown(log: PublicLog, events: tuple[Event, ...], rules: Rules) -> list[tuple[str, Event]]:
    return [(t, e) for e in events if (t := phrases.event_text(e.to_json(), rules))]


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_every_line_of_a_played_game_has_its_icon_and_its_words(qtbot: QtBot, preset: str) -> None:
    for rules, seed in ((PRESETS[preset], 3), (_house(preset), 4)):
        game = _played(rules, seed)
        log = PublicLog()
        qtbot.addWidget(log)
        view = public_view(game)
        log.show_view(view, rebuilt=True)
        shown = _shown(log, view.log[log._from :], view.rules)
        assert log.lines() == [t for t, _ in shown], "each item's text is its worded line"
        for i, (text, event) in enumerate(shown):
            item = log.item(i)
            assert item.data(ICON_ROLE) == icon_of(event) and item.data(ICON_ROLE) in art.ICONS, text
            assert bool(item.data(HEADING_ROLE)) == (event.type == "phase"), text
            if item.data(HEADING_ROLE):
                assert item.font().bold() and heading_title(text) and "—" not in heading_title(text)
        assert any(log.item(i).data(HEADING_ROLE) for i in range(log.count()))


def test_the_log_grows_by_its_new_lines_with_their_icons(qtbot: QtBot) -> None:
    rules = PRESETS["club"]
    names = NAMES[:10]
    game = Game(make_setup(rules, 2, names, deal_roles(rules, names, 2)))
    log = PublicLog()
    qtbot.addWidget(log)
    rnd = random.Random(2)
    first = None
    for _ in bounded(5000, "a random game to end"):
        if game.winner is not None:
            break
        game.apply(random_input(game, rnd))
        log.show_view(public_view(game))
        first = first or log.item(0)
        if log.count() and game.winner is None:  # (at the end the whole game is shown: built anew)
            assert log.item(0) is first, "only what changed is added: the first line is the same item"
    view = public_view(game)
    shown = _shown(log, view.log, view.rules)
    assert log.lines() == [t for t, _ in shown]
    assert [log.item(i).data(ICON_ROLE) for i in range(log.count())] == [icon_of(e) for _, e in shown]


def test_a_long_log_shows_its_window_and_the_earlier_lines_on_a_scroll_up(qtbot: QtBot) -> None:
    record = long_classic_game(20, 15, seed=1)
    view = public_view(replay(record))
    log = PublicLog()
    qtbot.addWidget(log)
    log.resize(400, 300)
    log.show()
    log.show_view(view, rebuilt=True)
    assert len(view.log) > WINDOW and log._from == len(view.log) - WINDOW
    looks._settle()
    bar = log.verticalScrollBar()
    assert bar.value() == bar.maximum() > 0, "it follows its newest line"
    top = log.item(0).text()
    bar.setValue(0)  # a reader scrolls to the top: the lines before come in above
    looks._settle()
    shown = _shown(log, view.log[log._from :], view.rules)
    assert log._from < len(view.log) - WINDOW and log.lines() == [t for t, _ in shown]
    assert bar.value() > 0, "what they were reading stays where it was"
    assert log.itemAt(4, 4) is not None and top in log.lines()
    for i, (_, event) in enumerate(shown):
        assert log.item(i).data(ICON_ROLE) == icon_of(event)


# --- the rows' look ---------------------------------------------------------------------------------


def _words_need(log: QListWidget, row: int) -> int:
    """The height the row's words need, wrapped into the room the row gives them (measured here,
    with the font's own metrics, not the delegate's layout)."""
    item = log.item(row)
    font = item.font().resolve(log.font())
    delegate = log.itemDelegate()
    assert isinstance(delegate, LogRows)
    width = delegate.words_width(log.font())
    text = heading_title(item.text()) if item.data(HEADING_ROLE) else item.text()
    metrics = QFontMetrics(font)
    flags = Qt.TextFlag.TextWordWrap | Qt.TextFlag.TextWrapAnywhere
    return metrics.boundingRect(QRect(0, 0, width, 100_000), int(flags), text).height()


@pytest.mark.parametrize(("lang", "scale"), [("en", 100), ("en", 200), ("ru", 100), ("ru", 200)])
def test_the_rows_are_as_tall_as_their_wrapped_words(qtbot: QtBot, lang: str, scale: int) -> None:
    from mafia_desktop.ui.window.main_window import MainWindow

    with looks.look(Appearance(language=lang, text_scale=scale)):
        window = MainWindow(remember_geometry=False, read_only=True)
        qtbot.addWidget(window)
        window.resize(1366, 768)
        window.show()
        window.open_file(str(Path("docs/games/angel-game-over.json").resolve()), interactive=False)
        looks._settle()
        table = window.table
        assert table is not None
        log = table.log
        font = log.font()
        for width in (log.width(), 260):  # the panel's, and a narrow one that wraps most lines
            log.setFixedWidth(width)
            looks._settle()
            wrapped = 0
            for row in range(log.count()):
                rect = log.visualItemRect(log.item(row))
                need = _words_need(log, row)
                assert rect.height() >= need, (lang, scale, width, log.item(row).text(), rect, need)
                if need >= 2 * QFontMetrics(font).lineSpacing():
                    wrapped += 1
                below = log.visualItemRect(log.item(row + 1)) if row + 1 < log.count() else None
                assert below is None or below.top() >= rect.bottom(), "rows never overlap"
            if width == 260:
                assert wrapped, "some words wrap at this width"
        window.close()


def test_the_log_keeps_the_font_the_table_gives_it_and_grows_with_the_text(qtbot: QtBot) -> None:
    from mafia_desktop.ui.table.controller import GameController
    from mafia_desktop.ui.table.screen import TableScreen

    heights = {}
    for scale in (100, 200):
        with looks.look(Appearance(language="en", text_scale=scale)):
            table = TableScreen(GameController(looks.club_record(), saver=lambda r: None))
            qtbot.addWidget(table)
            table.resize(1366, 768)
            table.show()
            looks._settle()
            log = table.log
            item = log.item(0)
            assert item.data(HEADING_ROLE), "the zero night's heading"
            assert isinstance(log.itemDelegate(), LogRows)
            heights[scale] = (log.font().pixelSize(), log.visualItemRect(item).height())
    assert heights[200][0] >= 2 * heights[100][0] - 1, heights
    assert heights[200][1] >= 2 * heights[100][1] - 4, heights


def _off_the_ink(colour: QColor, ink: QColor, base: QColor) -> tuple[float, float]:
    """Where ``colour`` lies between ``base`` (0) and ``ink`` (1), and how far off that line it is
    (RGB, 0 to 1): a blend of the two, as the icons' edges are, is on it."""
    c, i, b = ((x.redF(), x.greenF(), x.blueF()) for x in (colour, ink, base))
    span = [ik - bk for ik, bk in zip(i, b, strict=True)]
    t = sum((ck - bk) * sk for ck, bk, sk in zip(c, b, span, strict=True)) / sum(sk * sk for sk in span)
    off = max(abs(ck - (bk + t * sk)) for ck, bk, sk in zip(c, b, span, strict=True))
    return t, off


@pytest.mark.parametrize("night", [False, True])
def test_the_icons_are_drawn_in_the_logs_own_colours(qtbot: QtBot, night: bool) -> None:
    """Day or night, the icons take the palette's text colour (or softer): nothing brighter than
    the words, no colour of their own."""
    from mafia_desktop.ui.circle.palette import DAY, NIGHT

    pal = NIGHT if night else DAY
    record = long_classic_game(12, 2, seed=1)
    log = PublicLog()
    qtbot.addWidget(log)
    palette = log.palette()
    palette.setColor(QPalette.ColorRole.Base, pal.disc)
    palette.setColor(QPalette.ColorRole.Text, pal.ink)
    log.setPalette(palette)
    log.resize(420, 600)
    log.show()
    log.show_view(public_view(replay(record)), rebuilt=True)
    looks._settle()
    image = log.viewport().grab().toImage()
    delegate = log.itemDelegate()
    assert isinstance(delegate, LogRows)
    seen = 0
    for y in range(image.height()):
        for x in range(delegate.words_left(log.font()) - 2):  # the icons' column
            c = image.pixelColor(x, y)
            if c == pal.disc:
                continue
            seen += 1
            share, off = _off_the_ink(c, pal.ink, pal.disc)
            assert -0.02 <= share <= 1.02 and off < 0.04, (x, y, c.name(), share, off)
    assert seen > 100, "icons and the timeline are drawn"
