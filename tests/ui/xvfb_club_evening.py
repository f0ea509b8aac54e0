"""A club evening and a two-round tournament in one window, as a club plays them: run by
``test_club_evening_under_xvfb.py`` in a process of its own on a real X server (Qt's xcb
platform), never collected on its own.

The evening: four games of the club's rules with a referee, each begun in set-up (the club's
preset, ten names, the protocol's series "Friday club" and game numbers 1 to 4, the referee's
mode) and played to its end by the evening's player (``xvfb_play.Player``: mouse and keys), a
foul given now and then by F on a seat; each game saved by the app itself. Then the tournament:
opened from the Game menu, *New tournament…* with the evening's ten (ticked from the players of
past games) and ten more typed, two tables, two rounds; each of its four slots chosen in the grid,
*Start this game*, started in set-up and played to its end, until every slot reads "Played".

Then the standings are looked at in English and in Russian: the series screen for the series and
for the tournament (the standings, the first player's rating chart, the players' statistics),
each saved as the X server's picture of the screen (``MAFIA_PLAY_SHOTS``), the tournaments screen
with its played grid, and the printed schedule and standings written as PDFs beside them.
``MAFIA_PLAY_REPORT``: the games, the standings and the slots played, as JSON.
"""

from __future__ import annotations

import json
import os
import random
import secrets
import shutil
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from mafia_desktop import settings
from mafia_desktop.engine.inputs import Foul
from mafia_desktop.engine.record import loads_game
from mafia_desktop.printing.pages import write_pdf
from mafia_desktop.printing.schedule import schedule_document
from mafia_desktop.settings import Appearance
from mafia_desktop.storage.games import GAME_GLOB
from mafia_desktop.ui.dialogs.series_screen import SeriesScreen
from mafia_desktop.ui.dialogs.tournament_screen import TournamentScreen
from mafia_desktop.ui.window.main_window import MainWindow
from tests.ui.xvfb_play import Player, evening_window

SERIES = "Friday club"
CUP = "Friday cup"
EVENING = ["Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor", "Zoya", "Igor", "Kira", "Lev"]
MORE = ["Mila", "Nikita", "Olga", "Pavel", "Rita", "Semyon", "Tanya", "Ulyana", "Fedor", "Yana"]
STEPS = 1500
SEED = int(os.environ.get("MAFIA_PLAY_SEED", "48"))
WAIT = 30_000  # ms: the most any read or seating may take


class ClubPlayer(Player):
    """The evening's person at the table, who as a referee gives a foul or two during the day:
    the seat reached with the arrow keys on the circle, then F (the first day's first, another now
    and then; at most two a game, never twice the same player, so nobody is removed for fouls)."""

    fouled: list[str]

    def _table_step(self) -> None:
        public = self.public()
        if (
            public.phase == "day"
            and len(self.fouled) < 2
            and not self.on_panel()
            and (not self.fouled or self.rnd.random() < 0.04)
            and self.give_foul()
        ):
            return
        super()._table_step()

    def give_foul(self) -> bool:
        living = [s.name for s in self.public().seats if s.alive and s.name not in self.fouled]
        if not living:
            return False
        name = self.rnd.choice(living)
        circle = self.table.circle
        circle.setFocus()
        for _ in range(len(circle.seats()) + 1):
            if circle.focused_seat() == name:
                break
            self.qtbot.keyClick(circle, Qt.Key.Key_Right)
        if circle.focused_seat() != name:
            return False
        before = len(self.window.controller.record.inputs)
        self.qtbot.keyClick(circle, Qt.Key.Key_F)
        QApplication.processEvents()
        if len(self.window.controller.record.inputs) > before:
            self.fouled.append(name)
            self.note(f"foul {name}")
            return True
        return False


def menu_action(window: MainWindow, shortcut: str) -> Any:
    """The Game menu's item with that shortcut (the same in every language)."""
    return next(a for a, key in window.window_menu.shortcuts if key == shortcut)


def shoot(widget: QWidget, shots: Path, name: str) -> str:
    """The X server's picture of ``widget``'s window (with its frame, if any), saved as a PNG."""
    for _ in range(3):
        QApplication.processEvents()
    screen = widget.screen()
    frame = widget.frameGeometry()
    picture = screen.grabWindow(0, frame.x(), frame.y(), frame.width(), frame.height())
    path = shots / f"{name}.png"
    assert picture.save(str(path)), path
    return path.name


def play(qtbot: QtBot, window: MainWindow, clock: Any, capfd: Any, seed: int) -> dict[str, Any]:
    """The game just started on the table, played to its end; what it was."""
    table = window.table
    assert table is not None and window.controller is not None
    table.confirm = lambda question: True
    table.private.ring.hold_ms = 0
    setup = window.controller.record.setup
    spy = ClubPlayer(
        qtbot, window, clock, capfd.readouterr, setup.deal(), tuple(setup.players[1:4]), "referee"
    )
    spy.rnd = random.Random(seed)
    spy.fouled = []
    spy.play_to_the_end(STEPS)
    record = window.controller.record
    public = spy.public()
    path = window.game_path
    assert path is not None
    saved, game = loads_game(Path(path).read_bytes())  # as the app saved it
    assert game.winner == public.winner and len(saved.inputs) == len(record.inputs)
    return {
        "file": Path(path).name,
        "players": list(setup.players),
        "series": record.note("series"),
        "protocol": record.note("protocol"),
        "tournament": record.note("tournament"),
        "mode": (record.note("table") or {}).get("mode"),
        "phase": public.phase,
        "winner": public.winner,
        "inputs": len(record.inputs),
        "fouls": sum(1 for i in record.inputs if isinstance(i, Foul)),
        "fouled_by_keys": list(spy.fouled),
        "best_move": list(game.best_move) if game.best_move is not None else None,
        "steps": len(spy.steps),
    }


def start_in_setup(qtbot: QtBot, window: MainWindow) -> None:
    """Set-up's Start, by mouse, once it has nothing against it."""
    setup = window.setup
    assert setup is not None and window.stack.currentWidget() is setup
    if setup.model.mode != "referee":
        qtbot.mouseClick(setup.mode_choice.buttons["referee"], Qt.MouseButton.LeftButton)
    if setup.model.mode != "referee":
        setup.mode_choice.buttons["referee"].click()
    assert setup.model.mode == "referee"
    assert not setup.problems(), setup.problems()
    before = window.controller
    qtbot.mouseClick(setup.start_button, Qt.MouseButton.LeftButton)
    assert window.controller is not None and window.controller is not before
    assert window.stack.currentWidget() is window.table


def series_game(qtbot: QtBot, window: MainWindow, number: int) -> None:
    """Game ▸ New game, and set-up filled as the club fills it: the club's preset, the ten, the
    protocol's series and game number, a referee."""
    menu_action(window, "Ctrl+N").trigger()
    setup = window.setup
    assert setup is not None and window.stack.currentWidget() is setup
    setup.set_preset("club")
    setup.set_names(list(EVENING))
    box = setup.protocol_box
    if not box.is_open():
        qtbot.mouseClick(box.toggle, Qt.MouseButton.LeftButton)
    edit = box.edits["series"]
    edit.selectAll()
    qtbot.keyClicks(edit, SERIES)
    box.game_number.setValue(number)
    assert setup.model.preset == "club" and setup.model.names == EVENING
    start_in_setup(qtbot, window)
    record = window.controller.record  # type: ignore[union-attr]
    assert record.note("series") == SERIES and record.note("protocol")["game"] == number


def tournaments(qtbot: QtBot, window: MainWindow) -> TournamentScreen:
    """Game ▸ Tournaments…, read."""
    menu_action(window, "Ctrl+Shift+T").trigger()
    screen = window.findChild(TournamentScreen)
    assert screen is not None and screen.isVisible()
    qtbot.waitUntil(lambda: not screen.pending and screen.last_read is not None, timeout=WAIT)
    return screen


def new_cup(qtbot: QtBot, screen: TournamentScreen) -> Any:
    """*New tournament…*: the evening's ten ticked among the players of past games, ten more typed,
    two tables, two rounds, Create."""
    qtbot.mouseClick(screen.new_button, Qt.MouseButton.LeftButton)
    dialog = screen._new
    assert dialog is not None and dialog.isVisible()
    dialog.name_edit.setFocus()
    qtbot.keyClicks(dialog.name_edit, CUP)
    known = dialog.known_list
    ticked = []
    for i in range(known.count()):
        item = known.item(i)
        if item.text() in EVENING:
            item.setCheckState(Qt.CheckState.Checked)
            ticked.append(item.text())
    if ticked:
        qtbot.mouseClick(dialog.add_known, Qt.MouseButton.LeftButton)
    typed = [n for n in [*EVENING, *MORE] if n not in dialog.players()]
    dialog.players_edit.moveCursor(dialog.players_edit.textCursor().MoveOperation.End)
    for name in typed:
        if dialog.players_edit.toPlainText().strip():
            qtbot.keyClick(dialog.players_edit, Qt.Key.Key_Return)
        qtbot.keyClicks(dialog.players_edit, name)
    assert sorted(dialog.players()) == sorted([*EVENING, *MORE]), dialog.players()
    dialog.tables.setValue(2)
    dialog.rounds.setValue(2)
    with qtbot.waitSignal(dialog.finished_making, timeout=WAIT):
        qtbot.mouseClick(dialog.create_button, Qt.MouseButton.LeftButton)
    made = dialog.tournament
    assert made is not None
    qtbot.waitUntil(lambda: not screen.pending and screen.chosen() == made, timeout=WAIT)
    return made, sorted(ticked)


def choose_slot(qtbot: QtBot, screen: TournamentScreen, round: int, table: int) -> None:
    """The slot's cell in the grid, clicked."""
    grid = screen.grid
    item = grid.item(round - 1, table - 1)
    assert item is not None
    grid.scrollToItem(item)
    where = grid.visualItemRect(item).center()
    qtbot.mouseClick(grid.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert screen.chosen_slot() == (round, table)


def series_screen(qtbot: QtBot, window: MainWindow) -> SeriesScreen:
    """Game ▸ Series standings…, read, at a size the laptop shows whole."""
    menu_action(window, "Ctrl+T").trigger()
    screen = window.findChild(SeriesScreen)
    assert screen is not None and screen.isVisible()
    qtbot.waitUntil(lambda: not screen.pending and screen.last_read is not None, timeout=WAIT)
    screen.move(QPoint(window.x() + 20, window.y() + 20))
    screen.resize(1320, 720)
    return screen


def choose(qtbot: QtBot, screen: SeriesScreen, series: str | None, tournament: str | None) -> None:
    """The scope: a series (the tournament "any"), or a tournament (the series "all")."""
    for chooser, data in ((screen.tournament_chooser, tournament), (screen.chooser, series)):
        index = chooser.findData(data)
        assert index >= 0, (data, [chooser.itemData(i) for i in range(chooser.count())])
        if chooser.currentIndex() != index:
            chooser.setCurrentIndex(index)
            qtbot.waitUntil(lambda: not screen.pending, timeout=WAIT)
    qtbot.waitUntil(
        lambda: (
            not screen.pending
            and screen.last_read is not None
            and screen.last_read.scope.series == series
            and screen.last_read.scope.tournament == tournament
        ),
        timeout=WAIT,
    )


def standing_rows(screen: SeriesScreen) -> list[dict[str, Any]]:
    return [
        {
            "place": s.place,
            "name": s.name,
            "points": s.points,
            "wins": s.wins,
            "games": s.games,
            "rating_red": s.rating_red,
            "rating_black": s.rating_black,
            "ci": s.ci,
            "fouls": s.fouls,
        }
        for s in screen.rows()
    ]


def look_at_scope(
    qtbot: QtBot, screen: SeriesScreen, shots: Path, stem: str, lang: str
) -> tuple[list[str], dict[str, Any]]:
    """The standings, the first player's rating chart and the players' statistics, each shot;
    the standings printed to a PDF."""
    taken = []
    screen.tabs.setCurrentIndex(0)
    screen.table.selectRow(0)
    taken.append(shoot(screen, shots, f"{stem}-standings-{lang}"))
    screen.tabs.setCurrentIndex(1)
    first = screen.rows()[0].name
    assert screen.player_chooser.currentData() == first
    history = screen.last_read.history.get(first, [])  # type: ignore[union-attr]
    chart: dict[str, Any] = {"player": first, "steps": len(history)}
    chart["history"] = [[p.date, p.number, p.side, round(p.after, 2)] for p in history]
    chart["label"] = screen.chart_label.text()
    taken.append(shoot(screen, shots, f"{stem}-chart-{lang}"))
    screen.tabs.setCurrentIndex(2)
    taken.append(shoot(screen, shots, f"{stem}-players-{lang}"))
    screen.tabs.setCurrentIndex(0)
    document = screen.document("a4", lang)
    pdf = shots / f"{stem}-standings-{lang}.pdf"
    write_pdf(document, str(pdf))
    chart["pdf_pages"] = len(document.pages)
    chart["status"] = screen.status.text()
    chart["headings"] = [
        screen.table.horizontalHeaderItem(c).text() for c in range(screen.table.columnCount())
    ]
    return taken, chart


def test_a_club_evening_and_a_tournament(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> None:
    assert QGuiApplication.platformName() == "xcb", "a real X server"
    shots = Path(os.environ["MAFIA_PLAY_SHOTS"])
    report = Path(os.environ["MAFIA_PLAY_REPORT"])
    data = Path(os.environ["MAFIA_DESKTOP_DATA_DIR"])
    settings.write_appearance(Appearance(language="en"))
    # The deals and the seating drawn as the app draws them, from a seeded source: the same
    # evening every run.
    monkeypatch.setattr(secrets, "randbits", random.Random(SEED).getrandbits)
    clock, window = evening_window(qtbot, monkeypatch)
    qtbot.waitUntil(lambda: not window.resume_pending, timeout=WAIT)
    games: list[dict[str, Any]] = []

    # --- the evening: four games of the series -----------------------------------------------
    for number in range(1, 5):
        series_game(qtbot, window, number)
        line = play(qtbot, window, clock, capfd, SEED + number)
        games.append({"kind": "series", "number": number, **line})
        if number == 4:
            shoot(window, shots, "series-game-4-end")
    saved = sorted(p.name for p in (data / "games").glob(GAME_GLOB))

    # --- the tournament ----------------------------------------------------------------------
    screen = tournaments(qtbot, window)
    cup, ticked = new_cup(qtbot, screen)
    slots = [(r, k) for r in (1, 2) for k in (1, 2)]
    for n, (rnd, table) in enumerate(slots):
        if n:
            screen = tournaments(qtbot, window)
            qtbot.waitUntil(lambda: screen.chosen() == cup, timeout=WAIT)  # noqa: B023
            assert all(screen.is_played(*s) for s in slots[:n]), screen.results().played
        choose_slot(qtbot, screen, rnd, table)
        qtbot.mouseClick(screen.start_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.findChild(TournamentScreen) is None, timeout=WAIT)
        model = window.setup.model  # type: ignore[union-attr]
        assert model.tournament == {"id": cup.id, "round": rnd, "table": table}
        start_in_setup(qtbot, window)
        line = play(qtbot, window, clock, capfd, SEED + 10 + n)
        games.append({"kind": "tournament", "round": rnd, "table": table, **line})
    screen = tournaments(qtbot, window)
    qtbot.waitUntil(lambda: screen.chosen() == cup, timeout=WAIT)
    played = sorted(screen.results().played)
    slot_texts = {f"{r}-{k}": screen.slot_text(r, k) for r, k in slots}
    cup_rows = screen.standing_rows()
    screen.reject()
    qtbot.waitUntil(lambda: window.findChild(TournamentScreen) is None, timeout=WAIT)
    window.go_home()

    # --- looking at it, in English and in Russian --------------------------------------------
    window_shots: list[str] = []
    scopes: dict[str, Any] = {}
    schedule_pages: dict[str, int] = {}
    for lang in ("en", "ru"):
        settings.write_appearance(Appearance(language=lang))
        window.restyle()
        screen_t = tournaments(qtbot, window)
        qtbot.waitUntil(lambda: screen_t.chosen() == cup, timeout=WAIT)  # noqa: B023
        screen_t.move(QPoint(window.x() + 20, window.y() + 20))
        screen_t.resize(1320, 720)
        window_shots.append(shoot(screen_t, shots, f"tournaments-{lang}"))
        screen_t.tabs.setCurrentIndex(1)
        window_shots.append(shoot(screen_t, shots, f"tournaments-standings-{lang}"))
        document = schedule_document(cup, "a4", lang)
        schedule_pages[lang] = len(document.pages)
        write_pdf(document, str(shots / f"schedule-{lang}.pdf"))
        screen_t.reject()
        qtbot.waitUntil(lambda: window.findChild(TournamentScreen) is None, timeout=WAIT)
        series = series_screen(qtbot, window)
        for stem, (s, t) in (("series", (SERIES, None)), ("cup", (None, cup.id))):
            choose(qtbot, series, s, t)
            taken, seen = look_at_scope(qtbot, series, shots, stem, lang)
            window_shots += taken
            scopes[f"{stem}-{lang}"] = {"rows": standing_rows(series), **seen}
        series.reject()
        qtbot.waitUntil(lambda: window.findChild(SeriesScreen) is None, timeout=WAIT)
    settings.write_appearance(Appearance(language="en"))
    window.restyle()
    kept = shots / "games"  # the records as the app saved them, to look at afterwards
    kept.mkdir()
    for path in (data / "games").glob(GAME_GLOB):
        shutil.copy2(path, kept / path.name)

    report.write_text(
        json.dumps(
            {
                "games": games,
                "saved": saved,
                "saved_after": sorted(p.name for p in (data / "games").glob(GAME_GLOB)),
                "tournament": {
                    "id": cup.id,
                    "name": cup.name,
                    "players": list(cup.players),
                    "ticked": ticked,
                    "rounds": cup.rounds,
                    "tables": cup.tables,
                    "played": [list(s) for s in played],
                    "slot_texts": slot_texts,
                    "standing_rows": cup_rows,
                },
                "scopes": scopes,
                "schedule_pages": schedule_pages,
                "shots": window_shots,
            },
            ensure_ascii=False,
            indent=1,
        ),
        encoding="utf-8",
    )
    window.shutdown()
