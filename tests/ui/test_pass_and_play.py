"""Pass-and-play: the deal and every night on the private panel, leaking nothing; physical cards
entered privately; the laptop in the middle."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from mafia_desktop.engine.record import Record
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.ui.common.widgets import WrappedText
from mafia_desktop.ui.private.panel import PrivatePanel
from mafia_desktop.ui.table.controller import GameController
from mafia_desktop.ui.table.screen import TableScreen
from mafia_desktop.ui.window.main_window import MainWindow
from tests.bounded import bounded
from tests.ui.table_driver import Driver, role_leaks, visible_strings

TEN = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]
CLUB = {"Ann": "don", "Dan": "mafia", "Gus": "mafia", "Eve": "detective"}


class Pass:
    """A player alone with the laptop: hold, tap, confirm, done."""

    def __init__(self, qtbot: QtBot, table: TableScreen, record: Record) -> None:
        self.qtbot = qtbot
        self.table = table
        self.panel: PrivatePanel = table.private
        self.panel.ring.hold_ms = 0
        self.record = record
        self.walked = 0

    def on_panel(self) -> bool:
        return self.table.pages.currentWidget() is self.panel

    def title(self) -> str:
        return self.panel.title.text()

    def hold(self) -> str:
        self.panel.ring.press()
        self.panel.ring._on_tick_timeout()
        assert self.panel.ring.shown
        shown = self.panel.secret.text()
        words = self.panel._secret_text  # what is shown, before the neutral lines that pad it
        assert shown.startswith(words), (shown, words)
        return words

    def release(self) -> None:
        self.panel.ring.release()
        assert self.panel.secret.text() == "", "nothing of the words stays once released"
        assert not self.panel.card.face_up, "the card turns back over at once"
        self.check_private()

    def tap(self, name: str) -> None:
        names = [s.name for s in self.panel.circle.seats()]
        pos = self.panel.circle.seat_centre(names.index(name)).toPoint()
        self.qtbot.mouseClick(self.panel.circle, Qt.MouseButton.LeftButton, pos=pos)

    def press(self, key: str) -> None:
        button = self.panel.buttons.get(key)
        assert button is not None, f"no {key}: {list(self.panel.buttons)}"
        if not button.isEnabled():
            self.panel.skip_wait()
        assert button.isEnabled(), key
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        self.check_private()

    def check_private(self) -> None:
        """Walk every widget while nothing is held: no living player's role anywhere."""
        if self.panel.ring.shown:
            return
        self.walked += 1
        leaks = role_leaks(self.table, self.record)
        assert not leaks, leaks

    def turn(self, pick: str | None, second: str | None = None) -> str:
        """One whole night turn: hold, pick (or Nobody), the second pick if any, the answer."""
        self.hold()
        if pick is None:
            self.release()
            self.press("nobody")
        else:
            self.tap(pick)
            self.release()
            self.press("confirm")
        if "confirm" in self.panel.buttons:  # a second pick (club: the Don's check; a decoy)
            self.hold()
            if second:
                self.tap(second)
                self.release()
                self.press("confirm")
            else:
                self.release()
                self.press("nobody")
        answer = self.hold()
        self.release()
        self.press("done")
        return answer

    def deal(self) -> dict[str, str]:
        cards = {}
        for _ in bounded(60, "the deal to end"):
            if "got_it" not in self.panel.buttons:
                break
            who = re.sub(r"Pass the laptop to (\w+).*", r"\1", self.title())
            cards[who] = self.hold()
            self.release()
            self.press("got_it")
        self.press("to_table")
        return cards


def start(
    qtbot: QtBot, preset: str, players: list[str], roles: dict[str, str], mode: str = "pass"
) -> tuple[Pass, Driver]:
    record = Record(make_setup(preset, 4, players, roles)).with_note(
        "table", {"mode": mode, "deal": "reveal"}
    )
    controller = GameController(record)
    table = TableScreen(controller)
    table.confirm = lambda q: True
    qtbot.addWidget(table)
    table.resize(1366, 768)
    table.show()
    return Pass(qtbot, table, record), Driver(qtbot, table, record)


def test_the_deal_shows_each_player_their_card_and_their_fellow_mafia(qtbot: QtBot) -> None:
    p, _ = start(qtbot, "club", TEN, CLUB)
    assert p.on_panel() and p.title() == "Pass the laptop to Ann (seat 1)"
    assert not p.panel.buttons["got_it"].isEnabled(), "only after holding"
    cards = p.deal()
    assert list(cards) == TEN
    assert cards["Ann"].startswith("You are: Don") and "The other mafia:\nDan\nGus" in cards["Ann"]
    assert cards["Eve"].startswith("You are: Sheriff") and "mafia:" not in cards["Eve"]
    assert cards["Bob"].startswith("You are: Civilian")
    assert not p.on_panel() and p.table.controller.note("dealt") is True
    assert p.walked >= 20


def test_a_whole_pass_and_play_club_game(qtbot: QtBot) -> None:
    p, d = start(qtbot, "club", TEN, CLUB)
    p.deal()
    d.press("end_night")  # the zero night: they met at the deal
    d.press("end_day")
    assert p.on_panel() and p.title() == "Pass the laptop to Ann (seat 1)"
    answers = {}
    for who in TEN:
        assert p.title().startswith(f"Pass the laptop to {who}")
        pick, second = {
            "Ann": ("Eve", "Eve"),  # the Don shoots, then looks for the Sheriff
            "Dan": ("Eve", None),
            "Gus": ("Eve", None),
            "Eve": ("Dan", None),  # the Sheriff checks
        }.get(who, ("Cid", None))  # decoys
        answers[who] = p.turn(pick, second)
    assert answers["Ann"] == "Eve is the Sheriff."
    assert answers["Eve"] == "Dan is mafia."
    assert answers["Bob"] == "Thank you. Your answer is noted."
    assert "Everyone has had their turn" in p.title()
    p.press("morning")
    assert not p.on_panel()
    assert "Eve was killed in the night" in d.log()
    # The day at the table: Bob names Dan; the town votes him out.
    d.accuse("Bob", "Dan")
    d.press("tally")
    d.tap("Bob", "Cid", "Fay", "Hal", "Ivy", "Jon")
    d.press("count_tally")
    assert "Dan is out by the vote" in d.log()
    d.press("night_ready")  # his last words, then the laptop goes round
    for who in [n for n in TEN if n not in ("Eve", "Dan")]:
        p.turn("Cid" if who in ("Ann", "Gus") else "Fay")
    p.press("morning")
    assert "Cid was killed in the night" in d.log()
    d.accuse("Bob", "Gus")
    d.press("tally")
    d.tap("Bob", "Fay", "Hal", "Ivy", "Jon")
    d.press("count_tally")
    d.press("night_ready")
    for who in ("Ann", "Bob", "Fay", "Hal", "Ivy", "Jon"):
        p.turn("Ann" if who != "Ann" else None)
    p.press("morning")
    d.accuse("Bob", "Ann")
    d.press("tally")
    d.tap("Bob", "Fay", "Hal", "Ivy")
    d.press("count_tally")
    assert d.table.prompt.text() == "The town wins!"


@pytest.mark.parametrize("preset", ["classic", "youth", "angel"])
def test_a_pass_and_play_night_for_every_preset(qtbot: QtBot, preset: str) -> None:
    roles = {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"}
    if preset == "youth":
        roles["Dan"] = "doctor"
    players = TEN[:9] if preset != "youth" else TEN
    p, d = start(qtbot, preset, players, roles)
    p.deal()
    if preset == "youth":
        d.press("end_day")  # day one: no vote, no one out, so no pause before the night
    else:
        d.press("end_night")
        d.accuse("Eve", "Fay")
        if preset == "angel":
            d.press("second")
            d.tap("Gus")
            d.vote("Ann", "Bob", "Cid", "Dan", "Gus")
        else:
            d.vote("Ann", "Bob", "Cid", "Dan", "Gus")
            d.vote("Ann", "Bob", "Cid", "Dan", "Gus")
    if preset != "youth":
        assert not p.on_panel(), "the table sees who went out before the laptop goes round"
        d.press("night_ready")
    assert p.on_panel()
    answers = {}
    living = [s.name for s in p.table.controller.view().seats if s.alive]
    for who in living:
        pick = {"Ann": "Gus", "Bob": "Gus", "Cid": "Ann", "Dan": "Hal"}.get(who, "Ivy")
        answers[who] = p.turn(pick)
    assert answers["Cid"] == "Ann is mafia."
    p.press("morning")
    assert "Gus was killed in the night" in d.log()


def test_youth_later_mafia_see_the_earlier_choice_and_the_last_decides(qtbot: QtBot) -> None:
    p, d = start(qtbot, "youth", TEN, {"Ann": "mafia", "Bob": "mafia", "Cid": "detective", "Dan": "doctor"})
    p.deal()
    d.press("end_day")
    p.turn("Eve")  # Ann
    words = p.hold()
    assert "So far: Eve (chosen by Ann)." in words
    p.tap("Fay")
    p.release()
    p.press("confirm")
    p.hold()
    p.release()
    p.press("done")
    for who in TEN[2:]:
        p.turn("Jon" if who == "Dan" else "Hal")
    p.press("morning")
    assert "Fay was killed in the night" in d.log()


def test_where_the_mafia_may_not_skip_everyone_gets_another_round(qtbot: QtBot) -> None:
    p, d = start(qtbot, "angel", TEN[:7], {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"})
    p.deal()
    d.press("end_night")
    d.press("end_day")
    for _ in range(7):
        p.turn(None)
    p.press("morning")
    assert p.on_panel() and p.title() == "Pass the laptop to Ann (seat 1)"
    assert "one more round, for everyone" in p.panel.hint.text()
    p.turn(None)
    p.turn(None)
    # The laptop crashes in round 2, at Cid's turn: it comes back in round 2, at Cid's turn.
    again = TableScreen(GameController(p.table.controller.record))
    qtbot.addWidget(again)
    again.show()
    assert again.private.title.text() == "Pass the laptop to Cid (seat 3)"
    assert "one more round, for everyone" in again.private.hint.text()
    assert again.session.round == 2 and again.session.turn == (2, 1, "cover")
    for who in TEN[2:7]:
        p.turn("Eve" if who == "Ann" else None)
    p.press("morning")
    assert "Eve was killed in the night" not in d.log(), "Ann had her turn before the crash"


def _shape(panel: PrivatePanel, who: str, seat: int) -> list[tuple[object, ...]]:
    """Everything about the panel but the held words, with the player's own name taken out."""
    QApplication.processEvents()
    out = []
    for w in [panel, *panel.findChildren(QWidget)]:
        if w is panel.secret or not w.isVisibleTo(panel):
            continue
        text = w.text() if isinstance(w, (QLabel, QAbstractButton, WrappedText)) else ""
        text = text.replace(who, "<who>").replace(f"seat {seat}", "seat <n>")
        name = w.accessibleName().replace(who, "<who>").replace(f"seat {seat}", "seat <n>")
        out.append(
            (
                type(w).__name__,
                w.objectName(),
                w.geometry().getRect(),
                w.isEnabled(),
                text,
                name,
            )
        )
    marks = panel.circle.marks()
    out.append(("marks", sorted(marks.selectable), sorted(n.replace(who, "<who>") for n in marks.picked)))
    return out


def test_a_mafioso_and_a_civilian_see_the_same_panel_but_for_the_held_words(qtbot: QtBot) -> None:
    p, d = start(qtbot, "classic", TEN[:9], {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"})
    p.deal()
    d.press("end_night")
    d.accuse("Eve", "Fay")
    d.vote("Ann", "Bob", "Cid", "Dan", "Gus")
    d.vote("Ann", "Bob", "Cid", "Dan", "Gus")
    d.press("night_ready")
    shapes = {}
    for who, seat in (("Ann", 1), ("Bob", 2), ("Cid", 3), ("Dan", 4)):
        cover = _shape(p.panel, who, seat)
        words = p.hold()
        p.tap("Gus")
        held = _shape(p.panel, who, seat)
        p.release()
        released = _shape(p.panel, who, seat)
        p.press("confirm")
        answer_words = p.hold()
        p.release()
        answer = _shape(p.panel, who, seat)
        p.press("done")
        shapes[who] = (cover, held, released, answer)
        assert words and answer_words
    assert shapes["Ann"] == shapes["Dan"], "mafioso and civilian: the same panel"
    assert shapes["Cid"] == shapes["Dan"], "inspector and civilian: the same panel"


def test_the_same_minimum_time_holds_every_turn(qtbot: QtBot) -> None:
    p, d = start(qtbot, "classic", TEN[:9], {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"})
    p.deal()
    d.press("end_night")
    d.accuse("Eve", "Fay")
    d.vote("Ann", "Bob", "Cid", "Dan", "Gus")
    d.vote("Ann", "Bob", "Cid", "Dan", "Gus")
    d.press("night_ready")
    for _who in ("Ann", "Dan"):
        p.hold()
        p.tap("Gus")
        p.release()
        p.press("confirm")
        p.hold()
        p.release()
        assert not p.panel.buttons["done"].isEnabled(), "Done waits the same time for everyone"
        assert p.table.table_mode().turn_seconds == 8
        p.press("done")


def test_a_night_in_progress_resumes_at_the_next_player(qtbot: QtBot) -> None:
    p, d = start(qtbot, "classic", TEN[:9], {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"})
    p.deal()
    d.press("end_night")
    d.accuse("Eve", "Fay")
    d.vote("Ann", "Bob", "Cid", "Dan", "Gus")
    d.vote("Ann", "Bob", "Cid", "Dan", "Gus")
    d.press("night_ready")
    p.turn("Gus")
    p.turn("Gus")
    record = p.table.controller.record
    again = TableScreen(GameController(record))
    qtbot.addWidget(again)
    again.show()
    assert again.private.title.text() == "Pass the laptop to Cid (seat 3)"


def test_physical_cards_are_entered_privately_and_checked(qtbot: QtBot) -> None:
    window = MainWindow(remember_geometry=False)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    window._on_home_new_game_requested()
    setup = window.setup
    setup.set_preset("youth")
    setup.set_table_mode("pass", "cards")
    setup.start_button.click()
    panel: PrivatePanel = window.card_panel
    panel.ring.hold_ms = 0
    assert window.stack.currentWidget() is panel
    labels = [b.text() for b in panel._card_buttons]
    assert labels == ["number card (2–10)", "Jack", "Ace", "King"]

    def enter(cards: dict[str, str]) -> None:
        for who in setup.names():
            assert panel.title.text().startswith(f"Pass the laptop to {who}")
            panel.ring.press()
            panel.ring._on_tick_timeout()
            qtbot.mouseClick(
                panel.findChild(QAbstractButton, f"card_{cards.get(who, 'civilian')}"),
                Qt.MouseButton.LeftButton,
            )
            panel.ring.release()
            assert not any(b.text().startswith("✓") for b in panel._card_buttons), "the choice hides too"
            qtbot.mouseClick(panel.buttons["confirm"], Qt.MouseButton.LeftButton)
        qtbot.mouseClick(panel.buttons["check_cards"], Qt.MouseButton.LeftButton)

    enter({"Ann": "mafia", "Bob": "doctor", "Cid": "doctor", "Dan": "detective"})  # two Kings, one Jack
    assert "2 × King entered, but 1 dealt" in panel.hint.text()
    assert "1 × Jack entered, but 2 dealt" in panel.hint.text()
    assert "Everyone enters their card again, privately." in panel.hint.text()
    enter({"Ann": "mafia", "Bob": "mafia", "Cid": "doctor", "Dan": "detective"})
    assert window.table is not None
    record = window.controller.record
    assert record.setup.deal() == {"Ann": "mafia", "Bob": "mafia", "Cid": "doctor", "Dan": "detective"}
    assert record.note("table") == {"mode": "pass", "deal": "cards"} and record.note("dealt") is True


def middle_night(qtbot: QtBot, voted_out: str) -> tuple[Pass, Driver]:
    """Classic, laptop in the middle: the deal, day 1 votes ``voted_out`` out, night 1 falls."""
    p, d = start(
        qtbot, "classic", TEN[:9], {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"}, mode="middle"
    )
    p.deal()
    d.press("end_night")
    d.accuse("Eve", voted_out)
    d.vote("Ann", "Bob", "Dan", "Eve", "Gus")
    d.vote("Ann", "Bob", "Dan", "Eve", "Gus")
    d.press("night_ready")
    return p, d


def test_the_laptop_in_the_middle_wakes_each_role_and_still_calls_a_dead_secret_role(qtbot: QtBot) -> None:
    p, d = middle_night(qtbot, "Cid")  # the Inspector is out; classic never shows the card
    assert p.on_panel() and p.title() == "Mafia, wake up"
    assert p.table.table_mode().step_seconds == 15
    p.hold()
    p.tap("Fay")
    p.release()
    p.press("confirm")
    p.panel.skip_wait()  # the step's fixed time is up
    assert p.title() == "Inspector, wake up", "a dead Inspector is still called: the death stays secret"
    p.hold()
    p.tap("Ann")
    p.release()
    p.press("confirm")
    assert p.hold() == "Thank you. Your answer is noted."
    p.release()
    p.panel.skip_wait()
    p.press("morning")
    assert "Fay was killed in the night" in d.log()


def test_in_the_middle_no_word_passes_the_laptop_and_a_night_run_out_is_not_called_moves(
    qtbot: QtBot,
) -> None:
    """Issue 46: "pass the laptop" with the laptop in the middle, and "Every role has had its
    turn" when every step ran out with nobody choosing."""
    p, d = start(
        qtbot, "classic", TEN[:9], {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"}, mode="middle"
    )
    for _ in bounded(20, "the deal to end"):
        if "got_it" not in p.panel.buttons:
            break
        p.hold()
        p.release()
        p.press("got_it")
    assert p.title() == "Everyone has had their turn. Put the laptop back in the middle."
    p.press("to_table")
    d.press("end_night")
    d.accuse("Eve", "Fay")
    d.vote("Ann", "Bob", "Dan", "Eve", "Gus")
    d.vote("Ann", "Bob", "Dan", "Eve", "Gus")
    gate = d.button("night_ready")
    assert gate is not None and gate.text() == "Night falls", "the laptop stays in the middle"
    d.press("night_ready")
    assert p.on_panel() and p.title() == "Mafia, wake up"
    padded = p.panel._padded("x", ["\n".join("abcdefgh")])  # every neutral line a woken role may get
    assert "Then close your eyes again." in padded and "pass the laptop" not in padded.lower()
    for _ in bounded(10, "the night's calls"):
        if "morning" in p.panel.buttons:
            break
        p.panel.skip_wait()  # every step runs out: nobody chose anything
    title = p.title()
    assert title == "Every role has been called: the night is over. The laptop stays in the middle."
    assert "turn" not in title and "move" not in title


def test_nothing_of_a_card_stays_on_screen_after_the_deal(qtbot: QtBot) -> None:
    p, _ = start(qtbot, "club", TEN, CLUB)
    p.deal()
    strings = visible_strings(p.table) + visible_strings(p.panel)
    assert not any("You are:" in s or "The other mafia" in s for s in strings), strings
    assert not role_leaks(p.table, p.record)


def test_undoing_the_morning_in_pass_and_play_says_so_to_the_table(qtbot: QtBot) -> None:
    p, d = start(qtbot, "angel", TEN[:7], {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"})
    p.deal()
    d.press("end_night")
    d.press("end_day")
    for who in TEN[:7]:
        p.turn("Eve" if who == "Ann" else ("Ann" if who == "Cid" else "Fay"))
    p.press("morning")
    asked: list[str] = []
    p.table.confirm = lambda q: asked.append(q) or True
    p.table.undo_button.click()
    # The whole night is taken back with the step that brought it on: back to the day, with the
    # same words whoever chose what in private.
    assert asked == [
        "Go back to the day before this night? Every choice made that night is taken back:"
        " tell the table, and play the night again."
    ]
    assert not p.on_panel() and d.banner() == "Day 1" and "end_day" in d.button_keys()
    d.press("end_day")
    assert p.on_panel() and p.title() == "Pass the laptop to Ann (seat 1)"


def vote_out(d: Driver, preset: str, target: str, living: list[str]) -> None:
    """The day at the table: the town votes ``target`` out by the preset's procedure."""
    voters = [p for p in living if p != target]
    accuser = voters[0]
    if preset in ("classic", "angel"):
        d.accuse(accuser, target)
        if preset == "angel":
            d.press("second")
            d.tap(voters[1])
        d.vote(*voters)
        if preset == "classic":
            d.vote(*voters)
    elif preset == "club":
        d.accuse(accuser, target)
        d.press("tally")
        d.tap(*voters)
        d.press("count_tally")
    else:
        d.press("tally")
        d.tap(target)
        d.tap(*voters)
        d.press("count_tally")
        d.vote(*voters)


@pytest.mark.parametrize("preset", ["classic", "youth", "club", "angel"])
def test_a_whole_pass_and_play_game_per_preset(qtbot: QtBot, preset: str) -> None:
    roles = {
        "classic": {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"},
        "youth": {"Ann": "mafia", "Bob": "mafia", "Cid": "detective", "Dan": "doctor"},
        "club": CLUB,
        "angel": {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"},
    }[preset]
    p, d = start(qtbot, preset, TEN, roles)
    cards = p.deal()
    assert len(cards) == 10
    controller = p.table.controller
    mafia = [n for n, r in roles.items() if r in ("mafia", "don")]
    nights = days = 0
    for _ in bounded(2000, "the game to end"):
        if controller.view().phase == "over":
            break
        view = controller.view()
        living = [s.name for s in view.seats if s.alive]
        if view.phase == "night" and view.step.code == "meeting_night":
            d.press("end_night")
        elif view.phase == "night" and d.button("night_ready") is not None:
            d.press("night_ready")  # who went out, seen by all; then the laptop goes round
        elif view.phase == "night":
            nights += 1
            town = [n for n in living if n not in mafia]
            victim = town[-1]
            for who in living:
                role = roles.get(who, "civilian")
                if role in ("mafia", "don"):
                    p.turn(victim, "Eve" if role == "don" else None)
                elif role == "doctor":
                    p.turn(town[0])
                else:
                    suspect = next(m for m in mafia if m in living)
                    p.turn(suspect if role == "detective" else living[0])
            p.press("morning")
        elif view.step.code == "talk":
            d.press("end_day")
        else:
            days += 1
            vote_out(d, preset, next(m for m in mafia if m in living), living)
    assert controller.view().winner == "town"
    assert nights >= 1 and days == len(mafia)


def test_a_real_choice_and_a_decoy_cost_the_same_saves(qtbot: QtBot) -> None:
    record = Record(make_setup("club", 4, TEN, CLUB)).with_note("table", {"mode": "pass", "deal": "reveal"})
    saves: list[Record] = []
    controller = GameController(record, saver=saves.append)
    table = TableScreen(controller)
    table.confirm = lambda q: True  # ending the day before the speeches: yes
    qtbot.addWidget(table)
    table.show()
    p = Pass(qtbot, table, record)
    d = Driver(qtbot, table)
    p.deal()
    d.press("end_night")
    d.press("end_day")
    counts = {}
    for who in TEN[:5]:  # Ann the Don, Bob, Cid, Dan the mafioso, Eve the Sheriff
        before = len(saves)
        p.turn("Hal", "Hal")
        counts[who] = len(saves) - before
    assert set(counts.values()) == {counts["Bob"]}, counts
    assert counts["Bob"] == 3, "two picks and the end of the turn, one save each"
    resumed = TableScreen(GameController(controller.record))
    qtbot.addWidget(resumed)
    resumed.show()
    assert resumed.private.title.text() == "Pass the laptop to Fay (seat 6)"


def test_a_role_in_the_middle_is_warned_before_it_is_passed_by_and_may_take_more_time(
    qtbot: QtBot,
) -> None:
    import time

    p, d = middle_night(qtbot, "Fay")
    assert p.title() == "Mafia, wake up" and "more_time" in p.panel.buttons
    p.panel._unlock_at = time.monotonic() + 3.5  # the step's time is nearly over
    p.panel._on_clock_timeout()
    assert p.panel.countdown.text().startswith("Time is nearly up: "), p.panel.countdown.text()
    p.press("more_time")
    assert p.title() == "Mafia, wake up", "still the mafia's turn"
    assert p.panel._unlock_at - time.monotonic() > 10, "the step's whole time again (15 s)"
    assert p.panel.countdown.text().startswith("Next role in 1"), p.panel.countdown.text()
    p.panel.skip_wait()  # and if they still do nothing, the next role
    assert p.title() == "Inspector, wake up"


YOUTH_MIDDLE = {"Bob": "doctor", "Dan": "mafia", "Fay": "mafia", "Hal": "detective"}


def test_in_the_middle_a_mafia_step_that_runs_out_wakes_the_mafia_again(qtbot: QtBot) -> None:
    """Youth, the laptop in the middle: the mafia's step runs out with no victim. The morning
    cannot come (they may not skip the kill), so the mafia wake again, and only they (the others
    have acted); then the night ends."""
    p, d = start(qtbot, "youth", TEN[:8], YOUTH_MIDDLE, mode="middle")
    p.deal()
    d.press("end_day")  # youth: a first day of talk, then the first night
    calls = []
    for _ in bounded(10, "the night's calls"):
        if "morning" in p.panel.buttons:
            break
        calls.append(p.title())
        p.panel.skip_wait()  # every step runs out: nobody chose anything
    p.press("morning")
    assert p.on_panel() and p.title() == "Mafia, wake up", calls
    assert "wake again" in p.panel.hint.text()
    p.hold()
    p.tap("Ann")
    p.release()
    p.press("confirm")
    p.panel.skip_wait()
    assert "morning" in p.panel.buttons, "only the mafia were called again"
    p.press("morning")
    assert not p.on_panel() and "Ann was killed in the night" in d.log()


def test_a_record_saved_stuck_at_the_end_of_a_night_goes_on(qtbot: QtBot) -> None:
    """The record an earlier version saved stuck (the night's last call, round 3): it opens at the
    night's end, and the morning it asks for wakes the mafia again."""
    raw = (
        '{"format":1,"rules":"youth","seed":28550496,"players":["Ann","Bob","Cid","Dan","Eve","Fay",'
        '"Gus","Hal"],"roles":{"Bob":"doctor","Dan":"mafia","Fay":"mafia","Hal":"detective"},'
        '"table":{"mode":"middle","deal":"reveal","narrate":false,"lang":"en"},"dealt":true,'
        '"session":{"0":{"step":["day",1,"talk","",""],"timer_left":110.35,"timer_running":true,'
        '"clock_day":1},"1":{"step":["night",1,"night","",""],"clock_day":1,"night":1,"call":3,'
        '"round":3}},"inputs":[{"act":"end_day"}]}'
    )
    from mafia_desktop.engine.record import loads_record

    record = loads_record(raw.encode())
    table = TableScreen(GameController(record))
    table.confirm = lambda q: True
    qtbot.addWidget(table)
    table.resize(1366, 768)
    table.show()
    p, d = Pass(qtbot, table, record), Driver(qtbot, table, record)
    if "morning" in p.panel.buttons:
        p.press("morning")
    assert p.on_panel() and p.title() == "Mafia, wake up"
    p.hold()
    p.tap("Eve")
    p.release()
    p.press("confirm")
    p.panel.skip_wait()
    p.press("morning")
    assert "Eve was killed in the night" in d.log()
