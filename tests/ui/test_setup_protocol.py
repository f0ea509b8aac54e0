"""Set-up's part of the club's sport, on the screen: the protocol and series group (folded unless
the rules are the club's) fills the started game's record and is remembered, with the next game's
number; a bad text is said why and blocks the start; past players are offered as a name is
typed; the seats are drawn at random, kept in the record, and dropped by an edit after the draw."""

from __future__ import annotations

import datetime

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from mafia_desktop import settings
from mafia_desktop.engine.record import Record
from mafia_desktop.table.setup import draw_seats
from mafia_desktop.ui.setup.screen import DEFAULT_ROSTER, SetupScreen

MAY_1 = datetime.date(2025, 5, 1)


def make(qtbot: QtBot, today: datetime.date = MAY_1, **kwargs: object) -> SetupScreen:
    s = SetupScreen(today=lambda: today, **kwargs)  # type: ignore[arg-type]
    qtbot.addWidget(s)
    s.resize(1366, 768)
    s.show()
    qtbot.waitExposed(s)
    return s


def button(screen: SetupScreen, name: str) -> QPushButton:
    found = screen.findChild(QPushButton, name)
    assert isinstance(found, QPushButton), name
    return found


def start(qtbot: QtBot, screen: SetupScreen) -> Record:
    with qtbot.waitSignal(screen.start_requested) as signal:
        qtbot.mouseClick(screen.start_button, Qt.MouseButton.LeftButton)
    record = signal.args[0]
    assert isinstance(record, Record)
    return record


def type_into(qtbot: QtBot, screen: SetupScreen, name: str, text: str) -> None:
    edit = screen.protocol_box.edits[name]
    edit.selectAll()
    qtbot.keyClicks(edit, text)


def test_the_group_is_open_for_the_club_and_folded_for_other_rules(qtbot: QtBot) -> None:
    screen = make(qtbot)
    box = screen.protocol_box
    assert screen.preset() == "classic" and box.isVisible()
    assert not box.is_open() and not box.body.isVisible()
    screen.set_preset("club")
    assert box.is_open() and box.club_edit.isVisible() and box.game_number.isVisible()
    screen.set_preset("angel")
    assert not box.is_open()
    box.toggle.click()
    assert box.body.isVisible(), "the user unfolds it for any rules"
    again = make(qtbot)
    assert not again.protocol_box.is_open()
    again.set_preset("club")
    third = make(qtbot)
    assert third.protocol_box.is_open(), "the club's rules remembered: open at once"


def test_the_fields_fill_the_started_games_record(qtbot: QtBot) -> None:
    screen = make(qtbot)
    screen.set_preset("club")
    box = screen.protocol_box
    assert box.game_number.value() == 1 and box.date_label.text().startswith("Date: ")
    assert "2025" in box.date_label.text()
    type_into(qtbot, screen, "club", " Red Square ")
    type_into(qtbot, screen, "referee", "Vera")
    type_into(qtbot, screen, "series", "Spring cup")
    box.game_number.setValue(3)
    record = start(qtbot, screen)
    assert record.note("protocol") == {
        "date": "2025-05-01",
        "club": "Red Square",
        "game": 3,
        "referee": "Vera",
    }
    assert record.note("series") == "Spring cup"
    assert record.note("seat_draw") is None
    assert record.note("table") == {"mode": "referee", "deal": "reveal"}
    kept = settings.read_protocol()
    assert (kept.club, kept.referee, kept.series, kept.date, kept.game) == (
        "Red Square",
        "Vera",
        "Spring cup",
        "2025-05-01",
        3,
    )


def test_the_next_set_up_remembers_and_offers_the_next_number(qtbot: QtBot) -> None:
    first = make(qtbot)
    type_into(qtbot, first, "club", "Red Square")
    type_into(qtbot, first, "referee", "Vera")
    type_into(qtbot, first, "series", "Spring cup")
    assert start(qtbot, first).note("protocol")["game"] == 1
    second = make(qtbot)
    box = second.protocol_box
    assert (box.club_edit.text(), box.referee_edit.text(), box.series_edit.text()) == (
        "Red Square",
        "Vera",
        "Spring cup",
    )
    assert box.game_number.value() == 2
    type_into(qtbot, second, "series", "Autumn")
    assert box.game_number.value() == 1, "another series: its first game"
    type_into(qtbot, second, "series", "Spring cup")
    assert box.game_number.value() == 2
    assert start(qtbot, second).note("protocol")["game"] == 2
    tomorrow = make(qtbot, today=datetime.date(2025, 5, 2))
    assert tomorrow.protocol_box.game_number.value() == 1, "another evening"
    assert tomorrow.protocol_box.series_edit.text() == "Spring cup"


def test_no_number_is_none_in_the_record(qtbot: QtBot) -> None:
    screen = make(qtbot)
    screen.protocol_box.set_open(True)
    screen.protocol_box.game_number.setValue(0)
    assert screen.protocol_box.game_number.text() == "—"
    assert start(qtbot, screen).note("protocol") == {
        "date": "2025-05-01",
        "club": "",
        "game": None,
        "referee": "",
    }


def test_a_bad_text_is_said_why_and_blocks_the_start(qtbot: QtBot) -> None:
    screen = make(qtbot)
    box = screen.protocol_box
    box.club_edit.setText("Red\tSquare")
    box.club_edit.textEdited.emit("Red\tSquare")  # pasted
    assert box.is_open(), "a bad text unfolds the group"
    assert box.problem.text() == "Club or table: this cannot contain line breaks or tabs."
    assert not screen.start_button.isEnabled()
    assert screen.start_reason.text() == box.problem.text()
    type_into(qtbot, screen, "referee", "V" * 30)
    assert "Referee: this can have at most 24 characters." in box.problem.text()
    type_into(qtbot, screen, "club", "Red Square")
    type_into(qtbot, screen, "referee", "Vera")
    assert box.problem.text() == "" and screen.start_button.isEnabled()


def test_the_protocol_is_carried_across_a_rebuild(qtbot: QtBot) -> None:
    screen = make(qtbot)
    type_into(qtbot, screen, "club", "Red Square")
    screen.protocol_box.game_number.setValue(6)
    screen.players_box.draw_seats(4)
    state = screen.snapshot()
    again = make(qtbot)
    again.restore(state)
    assert again.snapshot() == state
    assert again.protocol_box.club_edit.text() == "Red Square" and again.protocol_box.game_number.value() == 6
    assert again.names() == draw_seats(DEFAULT_ROSTER, 4)
    assert start(qtbot, again).note("seat_draw") == {"seed": 4, "entered": DEFAULT_ROSTER}


# --- past players ------------------------------------------------------------------------------------------


def test_the_name_field_offers_a_past_player(qtbot: QtBot) -> None:
    screen = make(qtbot, known_players=lambda: ["Zoë Adler", "ann", "Boris"])
    edit = screen.name_edit
    edit.setFocus()
    qtbot.keyClicks(edit, "dl")
    completer = screen.players_box.completer
    assert completer.caseSensitivity() == Qt.CaseSensitivity.CaseInsensitive
    assert completer.completionCount() == 1 and completer.currentCompletion() == "Zoë Adler"
    assert completer.model().stringList() == ["Zoë Adler", "Boris"], "Ann is at the table already"
    edit.clear()
    qtbot.keyClicks(edit, "BOR")
    assert completer.currentCompletion() == "Boris", "whatever the case"


def test_enter_on_a_past_player_seats_them_and_enter_on_none_the_name_typed(qtbot: QtBot) -> None:
    screen = make(qtbot, known_players=lambda: ["Zoë Adler", "Adam"])
    screen.activateWindow()
    screen.name_edit.setFocus()
    popup = screen.players_box.completer.popup()
    qtbot.keyClicks(screen.name_edit, "dl")
    qtbot.waitUntil(popup.isVisible, timeout=3000)
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    qtbot.keyClick(popup, Qt.Key.Key_Return)
    assert screen.names()[-1] == "Zoë Adler" and screen.name_edit.text() == ""
    qtbot.keyClicks(screen.name_edit, "Ad")
    qtbot.waitUntil(popup.isVisible, timeout=3000)
    qtbot.keyClick(popup, Qt.Key.Key_Return)  # none of them chosen
    assert screen.names()[-2:] == ["Zoë Adler", "Ad"] and not popup.isVisible()


def test_the_past_players_are_asked_again_and_default_to_none(qtbot: QtBot) -> None:
    screen = make(qtbot)
    screen.name_edit.setFocus()
    qtbot.keyClicks(screen.name_edit, "a")
    assert screen.players_box.completer.model().stringList() == []
    known = ["Kim"]
    screen.set_known_players(lambda: list(known))
    assert screen.players_box.completer.model().stringList() == ["Kim"]
    known.append("Lev")
    screen.name_edit.clear()
    qtbot.keyClicks(screen.name_edit, "l")
    assert screen.players_box.completer.currentCompletion() == "Lev"


# --- the seat draw -------------------------------------------------------------------------------------------


def test_the_draw_reorders_the_seats_and_is_kept(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("mafia_desktop.ui.setup.players.draw_seed", lambda: 1234)
    screen = make(qtbot)
    undo = button(screen, "undoDrawButton")
    assert not undo.isEnabled() and not screen.players_box.draw_note.isVisible()
    qtbot.mouseClick(button(screen, "drawButton"), Qt.MouseButton.LeftButton)
    drawn = draw_seats(DEFAULT_ROSTER, 1234)
    assert drawn != DEFAULT_ROSTER
    assert screen.names() == drawn
    assert [screen.roster.item(i).text() for i in range(screen.roster.count())] == drawn
    assert [s.name for s in screen.preview.seats()] == drawn
    assert undo.isEnabled() and screen.players_box.draw_note.isVisible()
    record = start(qtbot, screen)
    assert list(record.setup.players) == drawn
    assert record.note("seat_draw") == {"seed": 1234, "entered": DEFAULT_ROSTER}


def test_drawing_again_and_undoing_lose_no_name(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    seeds = iter([5, 6])
    monkeypatch.setattr("mafia_desktop.ui.setup.players.draw_seed", lambda: next(seeds))
    screen = make(qtbot)
    draw = button(screen, "drawButton")
    qtbot.mouseClick(draw, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(draw, Qt.MouseButton.LeftButton)
    assert screen.names() == draw_seats(DEFAULT_ROSTER, 6)
    assert screen.model.draw_note() == {"seed": 6, "entered": DEFAULT_ROSTER}
    qtbot.mouseClick(button(screen, "undoDrawButton"), Qt.MouseButton.LeftButton)
    assert screen.names() == DEFAULT_ROSTER and screen.model.draw_note() is None
    assert not button(screen, "undoDrawButton").isEnabled()


def test_an_edit_after_the_draw_drops_it(qtbot: QtBot) -> None:
    screen = make(qtbot)
    screen.players_box.draw_seats(99)
    drawn = draw_seats(DEFAULT_ROSTER, 99)
    screen.roster.setCurrentRow(3)
    qtbot.mouseClick(button(screen, "upButton"), Qt.MouseButton.LeftButton)
    moved = [*drawn[:2], drawn[3], drawn[2], *drawn[4:]]
    assert screen.names() == moved
    assert screen.model.draw_note() is None
    assert not button(screen, "undoDrawButton").isEnabled() and not screen.players_box.draw_note.isVisible()
    record = start(qtbot, screen)
    assert record.note("seat_draw") is None and list(record.setup.players) == moved
    screen.players_box.draw_seats(7)
    screen.roster.item(0).setText("Kim")  # renamed in the list
    assert screen.model.draw_note() is None and screen.names()[0] == "Kim"


def test_the_window_offers_the_players_of_past_games(qtbot: QtBot) -> None:
    """The main window reads the series book off the UI thread each time set-up opens, and the
    set-up's name field offers what it found (the players of finished games)."""
    from mafia_desktop.storage.games import default_folder
    from mafia_desktop.ui.window.main_window import MainWindow
    from tests.storage.series_games import save, town_win

    past = ("Zed", "Yan", "Xia", "Wes", "Val", "Uma", "Tom", "Sam", "Rex", "Quin")
    save(default_folder(), "1", town_win(past, mafia=("Zed", "Yan", "Xia"), sheriff="Wes").record(series="S"))
    window = MainWindow(remember_geometry=False)
    qtbot.addWidget(window)
    window._on_home_new_game_requested()
    setup = window.setup
    qtbot.waitUntil(lambda: "Quin" in setup.players_box.known_players(), timeout=20000)
    setup.players_box.refresh_known()
    offered = setup.players_box.completer.model().stringList()
    assert sorted(offered) == sorted(past)


def test_a_russian_set_up_on_an_english_system_dates_and_counts_in_russian(qtbot: QtBot) -> None:
    """Issue 46: the protocol's date was in the system's language («Thursday, May 1, 2025» in a
    Russian set-up), and points had a decimal point («0.10») in Russian."""
    from PySide6.QtCore import QLocale

    from mafia_desktop import phrases
    from mafia_desktop.ui.table.extra_points import ExtraPointsDialog
    from mafia_desktop.ui.theme.appearance import Appearance
    from tests.ui.looks import look

    system = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    try:
        with look(Appearance(language="ru")):
            screen = make(qtbot)
            screen.set_preset("club")
            date = screen.protocol_box.date_label.text()
            assert "1 мая 2025" in date and "May" not in date, date
            dialog = ExtraPointsDialog(["Аня", "Боря"])
            qtbot.addWidget(dialog)
            assert dialog.points.text() == "0,10", "the points in the extra points dialog"
            assert phrases.points_text(0.3) == "+0,3" and phrases.points_text(-0.25) == "−0,25"
        with look(Appearance(language="en")):
            english = make(qtbot)
            english.set_preset("club")
            assert "May 1, 2025" in english.protocol_box.date_label.text()
            assert phrases.points_text(0.3) == "+0.3"
    finally:
        QLocale.setDefault(system)
