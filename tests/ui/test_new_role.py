"""A role added in one place: a Watchman (a role no preset has), who protects like the doctor but
never themself, is defined here alone (one ``register`` call) and reaches every part of the app: the engine, set-up,
the private panel, the narrator, the referee console and the printed cards."""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QCheckBox, QSpinBox
from pytestqt.qtbot import QtBot

from mafia_desktop.engine.cards import CardKind
from mafia_desktop.engine.errors import IllegalInput
from mafia_desktop.engine.events import Acted, Saved
from mafia_desktop.engine.game import Game
from mafia_desktop.engine.inputs import EndDay, EndNight, NightInput
from mafia_desktop.engine.record import Record, replay
from mafia_desktop.engine.roles import NightAct, Role, registered
from mafia_desktop.engine.rules import PRESETS, Rules, with_options
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.engine.views import player, view_for
from mafia_desktop.narration.night_script import night_lines
from mafia_desktop.printing.documents import role_cards
from mafia_desktop.printing.pages import write_pdf
from mafia_desktop.ui.setup.screen import SetupScreen
from mafia_desktop.ui.table.controller import GameController
from mafia_desktop.ui.table.screen import TableScreen
from tests.ui.table_driver import Driver
from tests.ui.test_pass_and_play import Pass

WATCHMAN = Role(
    "watchman",
    "town",
    ("watch",),
    titles=(("", "Watchman"),),
    duty="Each night you keep watch over one player, never yourself.",
    cards=(("", "ten_of_spades"),),
    emblems=(("", "lantern"),),
)
WATCH = NightAct(
    "watch",
    "protect",
    call="watchman",
    event="watch",
    self_target="never",
    verb="watch",
    done="watched",
    passive="watched",
)
PLAYERS = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"]
DEAL = {"Ann": "mafia", "Bob": "mafia", "Cid": "detective", "Dan": "watchman"}


@pytest.fixture(autouse=True)
def watchman() -> Iterator[Role]:
    with registered(WATCHMAN, WATCH, cards=(CardKind("ten_of_spades", "ten of spades"),)) as role:
        yield role


def rules_with_watchman() -> Rules:
    # Youth rules (a day of talk first, one team shot), with the Watchman called last.
    youth = PRESETS["youth"]
    return with_options(
        youth,
        {"roles": [*youth.roles, "watchman"], "night_order": [*youth.night_order, "watchman"]},
    )


def test_the_engine_plays_the_new_role_from_its_data() -> None:
    game = Game(make_setup(rules_with_watchman(), 3, PLAYERS, DEAL))
    game.apply(EndDay())
    assert [a.act for a in game.legal_inputs()][:3] == ["shoot", "check", "watch"]
    with pytest.raises(IllegalInput, match="cannot watch themselves"):
        game.apply(NightInput("watch", "Dan", "Dan"))
    game.apply(NightInput("shoot", "Ann", "Eve"))
    events = game.apply(NightInput("watch", "Dan", "Eve"))
    assert events == [Acted("watch", "Dan", "Eve")] and events[0].to_json()["type"] == "watch"
    assert Saved("Eve") in game.apply(EndNight()) and game.is_alive("Eve")
    # The record keeps the act's own name and replays.
    record = Record(game.setup, tuple(game.inputs))
    assert {"act": "watch", "by": "Dan", "target": "Eve"} in record.to_json()["inputs"]
    assert replay(record).is_alive("Eve")


def test_a_mafia_role_may_be_hidden_from_the_other_mafia() -> None:
    spy = Role("spy", "mafia", ("shoot",), titles=(("", "Spy"),), meets_mafia=False)
    with registered(spy):
        rules = with_options(PRESETS["classic"], {"roles": ["civilian", "mafia", "detective", "spy"]})
        game = Game(make_setup(rules, 3, PLAYERS, {"Ann": "mafia", "Bob": "mafia", "Cid": "spy"}))
        ann, cid = view_for(game, player("Ann")), view_for(game, player("Cid"))
        assert ann.seat("Bob").role == "mafia" and ann.seat("Cid").role is None
        assert cid.seat("Ann").role is None and cid.own_role == "spy"


def test_set_up_offers_the_role_and_deals_it(qtbot: QtBot) -> None:
    screen = SetupScreen()
    qtbot.addWidget(screen)
    screen.show()
    box = screen.findChild(QCheckBox, "role_watchman")
    assert box is not None and box.text() == "Watchman" and not box.isChecked()
    box.setChecked(True)
    rules = screen.rules()
    assert "watchman" in rules.roles and "watchman" in rules.night_order
    count = screen.findChild(QSpinBox, "count_watchman")
    assert count is not None and count.isEnabled()
    count.setValue(1)
    assert screen.counts()["watchman"] == 1
    assert "Watchman" in screen.summary.text(), "the rules summary names the new role's call"


def test_the_private_panel_deals_the_card_and_asks_the_question(qtbot: QtBot) -> None:
    record = Record(make_setup(rules_with_watchman(), 3, PLAYERS, DEAL)).with_note(
        "table", {"mode": "pass", "deal": "reveal"}
    )
    table = TableScreen(GameController(record))
    table.confirm = lambda q: True
    qtbot.addWidget(table)
    table.resize(1366, 768)
    table.show()
    p = Pass(qtbot, table, record)
    cards = p.deal()
    assert cards["Dan"].splitlines()[:2] == [
        "You are: Watchman",
        "Each night you keep watch over one player, never yourself.",
    ]
    d = Driver(qtbot, table, record)
    d.press(d.button_keys()[0])  # the day of talk ends: night falls, the laptop goes round
    questions = {}
    for seat, who in enumerate(PLAYERS, 1):
        assert p.title() == f"Pass the laptop to {who} (seat {seat})"
        questions[who] = p.hold()
        p.release()
        p.press("nobody")
        while "confirm" in p.panel.buttons:  # a second pick, the same for everyone
            p.hold()
            p.release()
            p.press("nobody")
        p.hold()
        p.release()
        p.press("done")
    assert questions["Dan"].startswith("Watchman: whom do you protect tonight?")


def test_the_narrator_calls_the_role() -> None:
    lines = [line.text for line in night_lines(rules_with_watchman(), False, set(DEAL.values()))]
    assert "Watchman only open your eyes." in lines  # the youth leader's words, the role's name
    assert "Watchman, close your eyes." in lines


def test_the_referee_console_enters_the_role_s_choice(qtbot: QtBot) -> None:
    saved: list[Record] = []
    record = Record(make_setup(rules_with_watchman(), 3, PLAYERS, DEAL))
    table = TableScreen(GameController(record, saver=saved.append))
    table.confirm = lambda q: True
    qtbot.addWidget(table)
    table.resize(1366, 768)
    table.show()
    d = Driver(qtbot, table, record)
    d.press(d.button_keys()[0])  # the day of talk ends
    d.tap("Eve")  # the mafia's victim
    d.tap("Ann")  # the Detective points at Ann
    d.press("next_step")  # no Medic dealt: the Watchman is next
    assert table.prompt.text() == "Watchman, wake up: tap the player they protect."
    d.tap("Eve")
    assert saved[-1].inputs[-1] == NightInput("watch", "Dan", "Eve")
    d.press("end_night")
    assert "No one died: the victim was saved" in d.log()


def test_the_printed_card_names_the_role_its_duty_and_its_playing_card(tmp_path: Path) -> None:
    out = tmp_path / "cards.pdf"
    counts = {"mafia": 2, "detective": 1, "watchman": 1, "civilian": 4}
    write_pdf(role_cards(rules_with_watchman(), counts), str(out))
    text = subprocess.run(["pdftotext", str(out), "-"], capture_output=True, check=True).stdout.decode()
    assert "Watchman" in text and "ten of spades" in text.lower()
    assert "never yourself" in " ".join(text.split())
