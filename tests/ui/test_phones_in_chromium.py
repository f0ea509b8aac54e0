"""Whole club games with real phones: the laptop's real table (TableScreen, pass-and-play with
phones, its server on 127.0.0.1) and players' phones that are real headless Chromium tabs
(tests/ui/chromium_phones.py) opening each player's link and playing their night turns only
through the page: press and hold, a seat tapped on the page's circle, its buttons. The laptop's
private panel takes the other players' turns meanwhile (tests/ui/test_pass_and_play.py's Pass).

- Some players on phones, the others on the laptop, to the town's win; one phone's network cut
  mid-turn and back, another phone's page reloaded mid-turn: each comes back where it was.
- Every player on a phone, to the town's win; the host takes one player back to the laptop mid
  turn (the Phones dialog): that phone says it is no longer paired, and the turn goes on on the
  laptop from where it stood.

What the phones show is read off the pages (the Sheriff's check, the Don's find, a civilian's
"noted"), and the deaths off the laptop's log. Every wait is bounded."""

from __future__ import annotations

import functools
from collections.abc import Iterator
from concurrent.futures import Future
from pathlib import Path
from typing import Any, TypeVar

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from mafia_desktop.engine.record import Record
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.phones import server as server_module
from mafia_desktop.ui.table import phones as phones_module
from mafia_desktop.ui.table.controller import GameController
from mafia_desktop.ui.table.screen import TableScreen
from tests.ui.chromium_phones import WAIT, Browser, Tab, chromium_missing
from tests.ui.table_driver import Driver, role_leaks
from tests.ui.test_pass_and_play import CLUB, TEN, Pass

pytestmark = [
    pytest.mark.skipif(chromium_missing() is not None, reason=str(chromium_missing())),
    pytest.mark.slow,  # whole games: a minute
]

T = TypeVar("T")
#: the most a whole turn on a phone may take, in ms (each of its steps is bounded by WAIT)
TURN_MS = int(WAIT * 1000 * 4)

NOTED = "Thank you. Your answer is noted."
RETIRED = "This phone is no longer paired. Scan your code on the laptop again."
OFFLINE = "No connection to the laptop: trying again…"


def night_picks(night: int, who: str) -> list[str | None]:
    """Each player's picks, night by night (club: two picks a turn): the mafia shoot the
    Sheriff, then Cid; the Don looks for the Sheriff; the Sheriff checks Dan; the others' picks
    are decoys; on the third night the Don, alone, shoots nobody."""
    if night == 1:
        return {
            "Ann": ["Eve", "Eve"],
            "Dan": ["Eve", None],
            "Gus": ["Eve", None],
            "Eve": ["Dan", None],
        }.get(who, ["Cid", None])
    if night == 2:
        return ["Cid", None] if who in ("Ann", "Gus") else ["Fay", None]
    return [None, None] if who == "Ann" else ["Ann", None]


@pytest.fixture(autouse=True)
def quick_polls(monkeypatch: pytest.MonkeyPatch) -> None:
    """A poll with nothing for it is answered idle after half a second (not twenty); and every
    phone here comes from one address (127.0.0.1), where at a table each has its own: the limit
    of connections an address is that of ten phones."""
    monkeypatch.setattr(
        phones_module,
        "PhoneServer",
        functools.partial(server_module.PhoneServer, idle_after=0.5, max_per_peer=8 * len(TEN)),
    )


class Room:
    """The laptop on this thread (its Qt loop runs while the test waits) and the phones."""

    def __init__(self, qtbot: QtBot, folder: Path, phones: list[str], per_browser: int = 5) -> None:
        self.qtbot = qtbot
        record = Record(make_setup("club", 4, TEN, CLUB)).with_note(
            "table", {"mode": "pass", "deal": "reveal", "phones": True, "turn_seconds": 1}
        )
        self.record = record
        table = TableScreen(GameController(record, saver=lambda r: None))
        table.confirm = lambda q: True
        qtbot.addWidget(table)
        table.resize(1366, 768)
        table.show()
        assert table.phones is not None and table.start_phones("127.0.0.1")
        self.table = table
        self.p = Pass(qtbot, table, record)
        self.d = Driver(qtbot, table, record)
        self.browsers: list[Browser] = []
        self.tabs: dict[str, Tab] = {}
        for i, name in enumerate(phones):
            if i % per_browser == 0:
                self.browsers.append(Browser(folder / f"chromium-{len(self.browsers)}"))
            self.tabs[name] = self.browsers[-1].tab(name)

    def wait(self, future: Future[T], ms: int = int(WAIT * 1000) + 15000) -> T:
        """The future's result, the laptop's loop running meanwhile."""
        self.qtbot.waitUntil(future.done, timeout=ms)
        return future.result()

    def wait_all(self, futures: dict[str, Future[T]], ms: int = TURN_MS) -> dict[str, T]:
        self.qtbot.waitUntil(lambda: all(f.done() for f in futures.values()), timeout=ms)
        return {name: f.result() for name, f in futures.items()}

    def link(self, name: str) -> str:
        assert self.table.phones is not None
        link = self.table.phones.link(name)
        assert link is not None and link.startswith("http://127.0.0.1:")
        return link

    def join(self) -> None:
        """Each phone opens its player's link (the QR code beside their card)."""
        self.wait_all({name: tab.open(self.link(name)) for name, tab in self.tabs.items()})
        self.qtbot.waitUntil(
            lambda: set(self.table.controller.session.phones) == set(self.tabs), timeout=10000
        )

    def shown(self, name: str) -> dict[str, Any]:
        return self.wait(self.tabs[name].shown())

    def alive(self) -> list[str]:
        return [s.name for s in self.table.controller.view().seats if s.alive]

    def night(self, number: int, on_laptop: list[str] | None = None) -> dict[str, str]:
        """A night: every phone's turn at once, the laptop's walk for the others meanwhile (its
        players in seat order, or ``on_laptop``); then the morning. The answers, by player."""
        alive = self.alive()
        phones = [n for n in alive if n in self.table.controller.session.phones]
        futures = {name: self.tabs[name].turn(night_picks(number, name)) for name in phones}
        laptop = on_laptop if on_laptop is not None else [n for n in alive if n not in phones]
        answers = self.laptop_turns(number, laptop)
        answers.update(self.wait_all(futures))
        return answers

    def laptop_turns(self, number: int, who: list[str]) -> dict[str, str]:
        answers = {}
        for name in who:
            self.qtbot.waitUntil(lambda: self.p.on_panel() and "Pass the laptop to" in self.p.title())
            assert self.p.title().startswith(f"Pass the laptop to {name}"), (name, self.p.title())
            first, second = night_picks(number, name)
            answers[name] = self.p.turn(first, second)
            QApplication.processEvents()  # the phones' requests, between two players' turns
        return answers

    def morning(self) -> None:
        self.qtbot.waitUntil(lambda: "morning" in self.p.panel.buttons, timeout=TURN_MS)
        self.p.press("morning")
        assert not self.p.on_panel()

    def vote_out(self, suspect: str, hands: list[str]) -> None:
        self.d.accuse("Bob", suspect)
        self.d.press("tally")
        self.d.tap(*hands)
        self.d.press("count_tally")

    def close(self) -> None:
        self.table.close_game()  # the game leaves the table, as the app has it: the port closes
        for browser in self.browsers:
            browser.quit()


@pytest.fixture
def rooms(qtbot: QtBot, tmp_path: Path) -> Iterator[list[Room]]:
    made: list[Room] = []
    yield made
    for room in made:
        room.close()


def the_first_night(room: Room) -> None:
    room.p.deal()
    room.d.press("end_night")  # the zero night: they met at the deal
    room.d.press("end_day")


def test_a_club_game_with_some_players_on_their_phones(
    qtbot: QtBot, tmp_path: Path, rooms: list[Room]
) -> None:
    room = Room(qtbot, tmp_path, ["Ann", "Eve", "Bob"], per_browser=1)  # a browser each
    rooms.append(room)
    room.join()
    assert room.shown("Ann")["title"] == "Ann · seat 1"
    the_first_night(room)

    # Night 1: the Don, the Sheriff and Bob on their phones, all at once; the laptop goes round
    # the seven others meanwhile. Bob's network drops mid-turn (his seat tapped), and comes back.
    bob = room.tabs["Bob"]
    ann = room.tabs["Ann"].turn(night_picks(1, "Ann"))
    eve = room.tabs["Eve"].turn(night_picks(1, "Eve"))
    room.wait(bob.wait_for("its turn", lambda s: any(b[0] == "confirm" for b in s["buttons"])))
    room.wait(bob.hold())
    room.wait(bob.tap("Hal"))
    room.wait(bob.offline(True))
    cut = room.wait(bob.wait_for("it says it lost the laptop", lambda s: s["state"] == "offline"))
    assert cut["status"] == OFFLINE and cut["center"] == "Hal"
    assert not any(enabled for _, _, enabled in cut["buttons"]), "nothing works while offline"
    laptop = room.laptop_turns(1, ["Cid", "Dan", "Fay", "Gus", "Hal", "Ivy", "Jon"])
    assert "Bob" in room.p.panel.hint.text(), "the night waits for Bob's phone"
    assert "morning" not in room.p.panel.buttons
    room.wait(bob.offline(False))
    back = room.wait(bob.wait_for("it is back", lambda s: s["state"] == "online" and s["status"] == ""))
    assert back["center"] == "Hal", "where it was: Hal picked"
    room.wait(bob.press("confirm"))
    room.wait(bob.press("nobody"))
    room.wait(bob.wait_for("its answer", lambda s: any(b[0] == "done" for b in s["buttons"])))
    bob_answer = room.wait(bob.hold())
    room.wait(bob.press("done"))
    answers = {"Ann": room.wait(ann, TURN_MS), "Eve": room.wait(eve, TURN_MS), **laptop}
    assert answers["Ann"] == "Eve is the Sheriff."
    assert answers["Eve"] == "Dan is mafia."
    assert bob_answer == NOTED and answers["Cid"] == NOTED
    assert room.shown("Ann")["line"] == "Your turn is over. The night waits for the others."
    room.morning()
    assert "Eve was killed in the night" in room.d.log()
    eve_now = room.wait(room.tabs["Eve"].wait_for("the morning", lambda s: "Out: Eve (5)" in s["table"]))
    assert ["Eve", False, False, True] in eve_now["seats"], "her own phone shows her out"

    # Day 1: Dan voted out. Night 2: Bob's page is reloaded mid-turn (the phone slept).
    room.vote_out("Dan", ["Bob", "Cid", "Fay", "Hal", "Ivy", "Jon"])
    assert "Dan is out by the vote" in room.d.log()
    room.d.press("night_ready")
    ann = room.tabs["Ann"].turn(night_picks(2, "Ann"))
    room.wait(bob.wait_for("its turn", lambda s: any(b[0] == "confirm" for b in s["buttons"])))
    room.wait(bob.hold())
    room.wait(bob.tap("Fay"))
    room.wait(bob.reload())
    again = room.wait(bob.wait_for("its screen again", lambda s: s["v"] > 0 and s["center"] == "Fay"))
    assert any(b[0] == "confirm" for b in again["buttons"])
    room.wait(bob.press("confirm"))
    room.wait(bob.press("nobody"))
    room.wait(bob.wait_for("its answer", lambda s: any(b[0] == "done" for b in s["buttons"])))
    assert room.wait(bob.hold()) == NOTED
    room.wait(bob.press("done"))
    room.laptop_turns(2, ["Cid", "Fay", "Gus", "Hal", "Ivy", "Jon"])
    assert room.wait(ann, TURN_MS) == NOTED  # (the Don checked nobody)
    room.morning()
    assert "Cid was killed in the night" in room.d.log()

    # Day 2: Gus voted out; night 3; day 3: the Don voted out, the town wins.
    room.vote_out("Gus", ["Bob", "Fay", "Hal", "Ivy", "Jon"])
    room.d.press("night_ready")
    room.night(3)
    room.morning()
    room.vote_out("Ann", ["Bob", "Fay", "Hal", "Ivy"])
    assert room.table.prompt.text() == "The town wins!"
    assert not role_leaks(room.table, room.record)


def test_a_club_game_with_everyone_on_their_phones(qtbot: QtBot, tmp_path: Path, rooms: list[Room]) -> None:
    room = Room(qtbot, tmp_path, list(TEN))
    rooms.append(room)
    room.join()
    the_first_night(room)
    answers = room.night(1)
    assert answers["Ann"] == "Eve is the Sheriff."
    assert answers["Eve"] == "Dan is mafia."
    assert {answers[n] for n in ("Bob", "Cid", "Fay", "Hal", "Ivy", "Jon")} == {NOTED}
    assert room.p.on_panel() and not room.p.title().startswith("Pass the laptop to"), "nobody's turn on it"
    room.morning()
    assert "Eve was killed in the night" in room.d.log()
    room.vote_out("Dan", ["Bob", "Cid", "Fay", "Hal", "Ivy", "Jon"])
    room.d.press("night_ready")

    # Night 2: Ann's shot is in when her phone dies; the host takes her back to the laptop.
    ann = room.tabs["Ann"]
    others = {n: room.tabs[n].turn(night_picks(2, n)) for n in room.alive() if n != "Ann"}
    room.wait(ann.wait_for("its turn", lambda s: any(b[0] == "confirm" for b in s["buttons"])))
    room.wait(ann.hold())
    room.wait(ann.tap("Cid"))
    room.wait(ann.press("confirm"))
    dialog = room.table.phones_dialog()
    assert dialog is not None
    dialog.ask = lambda question: True  # type: ignore[method-assign]
    qtbot.addWidget(dialog)
    dialog.show()
    _, button = dialog.rows["Ann"]
    button.click()
    dialog.close()
    assert "Ann" not in room.table.controller.session.phones
    gone = room.wait(ann.wait_for("it says it is no longer paired", lambda s: s["state"] == "retired"))
    assert gone["line"] == RETIRED and not gone["buttons"] and not gone["hold"]
    room.wait_all(others)
    # Her turn goes on on the laptop from her second pick (her shot is kept).
    room.qtbot.waitUntil(lambda: room.p.title().startswith("Pass the laptop to Ann"), timeout=TURN_MS)
    room.p.hold()
    room.p.release()
    room.p.press("nobody")
    assert room.p.hold() == NOTED
    room.p.release()
    room.p.press("done")
    room.morning()
    assert "Cid was killed in the night" in room.d.log()
    room.vote_out("Gus", ["Bob", "Fay", "Hal", "Ivy", "Jon"])
    room.d.press("night_ready")
    room.night(3, on_laptop=["Ann"])  # she plays on the laptop now
    room.morning()
    room.vote_out("Ann", ["Bob", "Fay", "Hal", "Ivy"])
    assert room.table.prompt.text() == "The town wins!"
    assert room.shown("Ann")["state"] == "retired"
    assert not role_leaks(room.table, room.record)
