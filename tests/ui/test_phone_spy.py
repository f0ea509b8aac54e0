"""The spy at a table with phones (issue 49, "How it is checked"): two deals that differ only in who
holds what, played by the same script (the same phone acts in the same order, the same taps on the
laptop), must give

(a) the same bytes on the wire in size and pattern: for each phone the same exchanges, each of
    them one envelope up and one down, in the same steps; and whenever any phone's screen changes,
    every phone gets a new one at the same tick, so whose turn moved is not in the pattern;
(b) the same laptop screens, pixel for pixel, at every step while nothing is held;
(c) the same phone screens but for ``secret``, the words shown only while held.

A club table of ten, four of them on phones: in one deal the phones hold the Don, both mafiosi and
the Sheriff and the laptop's players are civilians, in the other the other way round. Every act
points at Jon (the shot, the checks) and then at Hal, civilians in both deals, so both nights end
the same way."""

from __future__ import annotations

import functools
import hashlib
import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QBuffer, QIODevice
from pytestqt.qtbot import QtBot

from mafia_desktop.engine.record import Record
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.phones import server as server_module
from mafia_desktop.phones import wire
from mafia_desktop.phones.wire import ENVELOPE
from mafia_desktop.ui.table import phones as phones_module
from mafia_desktop.ui.table.controller import GameController
from mafia_desktop.ui.table.screen import TableScreen
from tests.phones.py_phone import Clock
from tests.phones.rig import PhoneRig, Rigs, rigs
from tests.ui.spy import steady_table
from tests.ui.table_driver import Driver
from tests.ui.test_pass_and_play import TEN, Pass

ON_PHONES = ("Ann", "Bob", "Cid", "Dan")
ON_LAPTOP = ("Eve", "Fay", "Gus", "Hal", "Ivy", "Jon")
# The same roles, on the phones in one deal and on the laptop in the other.
DEAL_A = {"Ann": "don", "Bob": "mafia", "Cid": "mafia", "Dan": "detective"}
DEAL_B = {"Eve": "don", "Fay": "mafia", "Gus": "mafia", "Ivy": "detective"}
TURN_SECONDS = 2


@dataclass
class Run:
    """One deal played: the rig's steps and screens, and the laptop's screen at each step while
    nothing is held (its pixels' hash, and the picture as a PNG, to show where two runs part)."""

    rig: PhoneRig
    table: TableScreen
    shots: list[tuple[str, str]] = field(default_factory=list)
    pictures: list[bytes] = field(default_factory=list)

    def shot(self, step: str) -> None:
        image = self.table.grab().toImage()
        self.shots.append((step, hashlib.sha256(bytes(image.constBits())).hexdigest()))
        buffer = QBuffer()
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG", 100)  # (100: the least compression, the quickest)
        self.pictures.append(bytes(buffer.data().data()))


@pytest.fixture
def made(qtbot: QtBot) -> Iterator[Rigs]:
    """The test's phones, their polls ended when it ends."""
    with rigs(qtbot) as made:
        yield made


@pytest.fixture(autouse=True)
def patient_server(monkeypatch: pytest.MonkeyPatch) -> None:
    """Polls never idle out and phones never count as dropped while the script plays (both would
    depend on how fast the machine runs it, not on the game); a quick tick."""
    monkeypatch.setattr(
        phones_module,
        "PhoneServer",
        functools.partial(server_module.PhoneServer, tick=0.02, idle_after=3600.0, silent_after=3600.0),
    )


def _same_pairings(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every table pairs its seats with the same tokens and keys (a seeded draw): whatever of them
    the laptop shows is the same in both deals (the envelopes' nonces stay random)."""
    draw = random.Random(49)

    def seeded(random_bytes: wire.RandomBytes) -> wire.Pairing:
        return wire.new_pairing(draw.randbytes)

    monkeypatch.setattr(phones_module, "new_pairing", seeded)


def play(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, made: Rigs, deal: dict[str, str]) -> Run:
    steady_table(monkeypatch)
    _same_pairings(monkeypatch)
    record = Record(make_setup("club", 4, TEN, deal)).with_note(
        "table", {"mode": "pass", "deal": "reveal", "phones": True, "turn_seconds": TURN_SECONDS}
    )
    table = TableScreen(GameController(record, saver=lambda r: None))
    table.confirm = lambda q: True
    table.resize(1366, 768)
    table.show()
    qtbot.waitExposed(table)
    assert table.phones is not None and table.start_phones("127.0.0.1")
    clock = Clock()
    table.phones.clock = clock
    p, d = Pass(qtbot, table, record), Driver(qtbot, table, record)
    rig = made.rig(table, ON_PHONES)
    run = Run(rig, table)

    def laptop(what: str, do: Any, held: bool = False) -> None:
        rig.laptop(what, do)
        if not held:
            run.shot(what)

    rig.join()
    run.shot("joined")
    # The deal, on the laptop for everyone (the phones show each their card too).
    for who in TEN:
        assert p.title().startswith(f"Pass the laptop to {who}"), p.title()
        laptop(f"deal {who}: hold", p.hold, held=True)
        laptop(f"deal {who}: release", p.release)
        laptop(f"deal {who}: got it", lambda: p.press("got_it"))
    laptop("to the table", lambda: p.press("to_table"))
    laptop("the zero night ends", lambda: d.press("end_night"))
    laptop("the first day ends", lambda: d.press("end_day"))

    def phone_turn(who: str) -> None:
        assert rig.screen(who)["kind"] == "turn", rig.screen(who)
        for pick in ("Jon", "Hal"):
            rig.act(who, "held")
            clock.now += TURN_SECONDS + 1  # the turn's minimum time runs
            rig.act(who, "tap", name=pick)
            rig.act(who, "press", key="confirm")
        assert rig.screen(who)["kind"] == "answer", rig.screen(who)
        rig.act(who, "held")
        rig.act(who, "press", key="done")

    def laptop_turn(who: str) -> None:
        assert p.title().startswith(f"Pass the laptop to {who}"), p.title()
        for pick in ("Jon", "Hal"):
            pick = "Hal" if pick == who else pick
            laptop(f"{who} holds", p.hold, held=True)
            laptop(f"{who} taps {pick}", lambda pick=pick: p.tap(pick), held=True)
            laptop(f"{who} lets go", p.release)
            laptop(f"{who} confirms", lambda: p.press("confirm"))
        laptop(f"{who} holds for the answer", p.hold, held=True)
        laptop(f"{who} lets go", p.release)
        laptop(f"{who} is done", lambda: p.press("done"))

    # The night: the phones' turns and the laptop's, in turn (the same order in both deals).
    for i, who in enumerate(ON_LAPTOP):
        if i < len(ON_PHONES):
            phone_turn(ON_PHONES[i])
        laptop_turn(who)
    laptop("morning", lambda: p.press("morning"))
    assert "Jon was killed in the night" in d.log()
    rig.close()
    return run


def _but_secret(screen: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in screen.items() if k != "secret"}


def test_two_deals_look_the_same_on_the_wire_the_laptop_and_the_phones(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, made: Rigs, tmp_path: Path
) -> None:
    a = play(qtbot, monkeypatch, made, DEAL_A)
    b = play(qtbot, monkeypatch, made, DEAL_B)
    steps_a, steps_b = a.rig.steps, b.rig.steps
    assert len(steps_a) > 120, "the script played the deal and a whole night"

    # (a) The wire: every exchange one envelope each way; each phone's the same in both deals.
    for who in ON_PHONES:
        pattern = a.rig.wire(who)
        assert pattern, who
        assert {size for _, size in pattern} == {ENVELOPE}, who
        assert pattern == b.rig.wire(who), f"{who}'s exchanges differ between the deals"
    # ... step by step: the same exchanges, and at every step where any phone got a screen, every
    # phone got one (the same count for all, so whose screen changed is not on the wire).
    broadcasts = 0
    for x, y in zip(steps_a, steps_b, strict=True):
        assert x == y, f"the wire differs at {x.name}: {x} vs {y}"
    for x in steps_a[len(ON_PHONES) :]:  # once every phone joined
        assert len(set(x.screens)) == 1, f"not every phone got the new screen at {x.name}: {x.screens}"
        broadcasts += x.screens[0]
    assert broadcasts > 20
    for who in ON_PHONES:
        assert len(a.rig.screens[who]) == len(b.rig.screens[who]) >= broadcasts, who

    # (b) The laptop's screen, pixel for pixel, at every step while nothing is held.
    assert [s for s, _ in a.shots] == [s for s, _ in b.shots]
    for i, ((step, x), (_, y)) in enumerate(zip(a.shots, b.shots, strict=True)):
        if x != y:
            (tmp_path / "a.png").write_bytes(a.pictures[i])
            (tmp_path / "b.png").write_bytes(b.pictures[i])
            pytest.fail(f"the laptop's screen differs at {step!r} (screens: {tmp_path})")

    # (c) Each phone's screens: the same in both deals but for the held words.
    secrets_differ = False
    for who in ON_PHONES:
        for n, (x, y) in enumerate(zip(a.rig.screens[who], b.rig.screens[who], strict=True)):
            assert _but_secret(x) == _but_secret(y), f"{who}'s screen {n} differs: {x} vs {y}"
            secrets_differ = secrets_differ or x["secret"] != y["secret"]
    assert secrets_differ, "the held words do tell the roles (the spy compares something real)"
    first = a.rig.screens["Ann"][0]
    assert set(first) >= {"secret", "kind", "line", "hold", "buttons", "min", "left", "seats", "title"}

    # "The laptop is with ...": the same line on every phone, with everyone's turn in the deal.
    shown = a.rig.shown[len(ON_PHONES) - 1 :]  # from the step the last phone joined
    lines = {tuple(step[who]["line"] for who in ON_PHONES) for step in shown}
    with_someone = {line for line in lines if line[0].startswith("The laptop is with")}
    assert {line[0] for line in with_someone} == {
        f"The laptop is with {who} (seat {seat})." for seat, who in enumerate(TEN, 1)
    }, "the phones follow the laptop round the deal"
    assert all(len(set(line)) == 1 for line in with_someone), with_someone

    # The turn's minimum time: the same for every phone (every role). As on the panel, a pick's
    # buttons wait for nothing but the hold, and the answer's Done for the turn's minimum time.
    nightfall = next(n for n, step in enumerate(a.rig.shown) if step["Ann"].get("kind") == "turn")
    answers = next(n for n, step in enumerate(a.rig.shown) if step["Ann"].get("kind") == "answer")
    for run in (a, b):
        turns = [run.rig.shown[nightfall][who] for who in ON_PHONES]
        assert {(s["kind"], s["min"], s["left"]) for s in turns} == {("turn", 0, 0)}
        answer = run.rig.shown[answers]["Ann"]
        assert (answer["kind"], answer["min"]) == ("answer", TURN_SECONDS)
    assert a.rig.shown[answers]["Ann"]["left"] == b.rig.shown[answers]["Ann"]["left"]


# --- an act made just before another phone's news reached it ----------------------------------------

# Youth: the mafia see each other's choice (in their held words) as the night goes. In one deal
# Bob, on a phone, is the other mafioso, and his held words change when Ann's choice is in; in the
# other he is a civilian, and they do not.
YOUTH_A = {"Ann": "mafia", "Bob": "mafia", "Cid": "detective", "Dan": "doctor"}
YOUTH_B = {"Ann": "mafia", "Eve": "mafia", "Fay": "detective", "Gus": "doctor"}


def play_crossing(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, made: Rigs, deal: dict[str, str]
) -> PhoneRig:
    """Ann's phone confirms her pick; Bob taps on his phone before the screens Ann's pick sent
    reach it (the tick had not come): his tap names the screen he had."""
    steady_table(monkeypatch)
    _same_pairings(monkeypatch)
    record = Record(make_setup("youth", 4, TEN, deal)).with_note(
        "table", {"mode": "pass", "deal": "reveal", "phones": True, "turn_seconds": TURN_SECONDS}
    )
    table = TableScreen(GameController(record, saver=lambda r: None))
    table.confirm = lambda q: True
    table.resize(1366, 768)
    table.show()
    assert table.phones is not None and table.start_phones("127.0.0.1")
    clock = Clock()
    table.phones.clock = clock
    p, d = Pass(qtbot, table, record), Driver(qtbot, table, record)
    rig = made.rig(table, ("Ann", "Bob", "Cid"))
    rig.join()
    rig.laptop("the deal", p.deal)
    rig.laptop("the first day ends", lambda: d.press("end_day"))
    for who in ("Ann", "Bob"):
        assert rig.screen(who)["kind"] == "turn", rig.screen(who)
        rig.act(who, "held")
    clock.now += TURN_SECONDS + 1
    rig.act("Ann", "tap", name="Jon")
    before = dict(rig.screen("Bob"))
    rig.act("Ann", "press", key="confirm")
    rig.shown[-1]["Bob (before)"] = before
    rig.act("Bob", "tap", name="Jon", v=before["v"])
    rig.close()
    return rig


def test_a_tap_made_as_another_phone_moved_counts_whoever_holds_what(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, made: Rigs
) -> None:
    a = play_crossing(qtbot, monkeypatch, made, YOUTH_A)
    b = play_crossing(qtbot, monkeypatch, made, YOUTH_B)
    # In the first deal Ann's choice did change Bob's held words (the mafia see it): not in the other.
    crossed = [run.shown[-2] for run in (a, b)]
    assert crossed[0]["Bob"]["secret"] != crossed[0]["Bob (before)"]["secret"]
    assert crossed[1]["Bob"]["secret"] == crossed[1]["Bob (before)"]["secret"]
    for run in (a, b):
        # Bob's tap was on the screen he had: Ann's move changed nothing of it he could act on.
        assert run.screen("Bob")["picked"] == "Jon", "the tap counts"
    assert [s.screens for s in a.steps] == [s.screens for s in b.steps], "the same wire, whoever holds what"
    assert a.steps == b.steps
