"""A role added in one place: a Bodyguard, who protects like the doctor but never themself, is
defined here alone (one ``register`` call) and reaches every part of the app: the engine, set-up,
the private panel, the narrator, the referee console and the printed cards."""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QCheckBox, QSpinBox
from pytestqt.qtbot import QtBot

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
from mafia_desktop.ui.controller import GameController
from mafia_desktop.ui.setup_screen import SetupScreen
from mafia_desktop.ui.table_screen import TableScreen
from tests.ui.table_driver import Driver
from tests.ui.test_pass_and_play import Pass

BODYGUARD = Role(
    "bodyguard",
    "town",
    ("guard",),
    titles=(("", "Bodyguard"),),
    duty="Each night you stand guard over one player, never yourself.",
    cards=(("", "ten_of_spades"),),
)
GUARD = NightAct(
    "guard",
    "protect",
    call="bodyguard",
    event="guard",
    self_target="never",
    verb="guard",
    done="guarded",
    passive="guarded",
)
PLAYERS = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"]
DEAL = {"Ann": "mafia", "Bob": "mafia", "Cid": "detective", "Dan": "bodyguard"}


@pytest.fixture(autouse=True)
def bodyguard() -> Iterator[Role]:
    with registered(BODYGUARD, GUARD, cards={"ten_of_spades": "ten of spades"}) as role:
        yield role


def rules_with_bodyguard() -> Rules:
    # Youth rules (a day of talk first, one team shot), with the Bodyguard called last.
    youth = PRESETS["youth"]
    return with_options(
        youth,
        {"roles": [*youth.roles, "bodyguard"], "night_order": [*youth.night_order, "bodyguard"]},
    )


def test_the_engine_plays_the_new_role_from_its_data() -> None:
    game = Game(make_setup(rules_with_bodyguard(), 3, PLAYERS, DEAL))
    game.apply(EndDay())
    assert [a.act for a in game.legal_inputs()][:3] == ["shoot", "check", "guard"]
    with pytest.raises(IllegalInput, match="cannot guard themselves"):
        game.apply(NightInput("guard", "Dan", "Dan"))
    game.apply(NightInput("shoot", "Ann", "Eve"))
    events = game.apply(NightInput("guard", "Dan", "Eve"))
    assert events == [Acted("guard", "Dan", "Eve")] and events[0].to_json()["type"] == "guard"
    assert Saved("Eve") in game.apply(EndNight()) and game.is_alive("Eve")
    # The record keeps the act's own name and replays.
    record = Record(game.setup, tuple(game.inputs))
    assert {"act": "guard", "by": "Dan", "target": "Eve"} in record.to_json()["inputs"]
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
    box = screen.findChild(QCheckBox, "role_bodyguard")
    assert box is not None and box.text() == "Bodyguard" and not box.isChecked()
    box.setChecked(True)
    rules = screen.rules()
    assert "bodyguard" in rules.roles and "bodyguard" in rules.night_order
    count = screen.findChild(QSpinBox, "count_bodyguard")
    assert count is not None and count.isEnabled()
    count.setValue(1)
    assert screen.counts()["bodyguard"] == 1
    assert "Bodyguard" in screen.summary.text(), "the rules summary names the new role's call"


def test_the_private_panel_deals_the_card_and_asks_the_question(qtbot: QtBot) -> None:
    record = Record(make_setup(rules_with_bodyguard(), 3, PLAYERS, DEAL)).with_note(
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
        "You are: Bodyguard",
        "Each night you stand guard over one player, never yourself.",
    ]
    d = Driver(qtbot, table, record)
    d.press(d.button_keys()[0])  # the day of talk ends: night falls, the laptop goes round
    questions = {}
    for seat, who in enumerate(PLAYERS, 1):
        assert p.title() == f"Pass the laptop to {who} (seat {seat})"
        questions[who] = p.hold()
        p.release()
        p.press("nobody")
        while "confirm" in p.panel._buttons:  # a second pick, the same for everyone
            p.hold()
            p.release()
            p.press("nobody")
        p.hold()
        p.release()
        p.press("done")
    assert questions["Dan"].startswith("Bodyguard: whom do you protect tonight?")


def test_the_narrator_calls_the_role() -> None:
    lines = [line.text for line in night_lines(rules_with_bodyguard(), False, set(DEAL.values()))]
    assert "Bodyguard only open your eyes." in lines  # the youth leader's words, the role's name
    assert "Bodyguard, close your eyes." in lines


def test_the_referee_console_enters_the_role_s_choice(qtbot: QtBot) -> None:
    saved: list[Record] = []
    record = Record(make_setup(rules_with_bodyguard(), 3, PLAYERS, DEAL))
    table = TableScreen(GameController(record, saver=saved.append))
    table.confirm = lambda q: True
    qtbot.addWidget(table)
    table.resize(1366, 768)
    table.show()
    d = Driver(qtbot, table, record)
    d.press(d.button_keys()[0])  # the day of talk ends
    d.tap("Eve")  # the mafia's victim
    d.tap("Ann")  # the Detective points at Ann
    d.press("next_step")  # no Medic dealt: the Bodyguard is next
    assert table.prompt.text() == "Bodyguard, wake up: tap the player they protect."
    d.tap("Eve")
    assert saved[-1].inputs[-1] == NightInput("guard", "Dan", "Eve")
    d.press("end_night")
    assert "No one died: the victim was saved" in d.log()


def test_the_printed_card_names_the_role_its_duty_and_its_playing_card(tmp_path: Path) -> None:
    out = tmp_path / "cards.pdf"
    counts = {"mafia": 2, "detective": 1, "bodyguard": 1, "civilian": 4}
    write_pdf(role_cards(rules_with_bodyguard(), counts), str(out))
    text = subprocess.run(["pdftotext", str(out), "-"], capture_output=True, check=True).stdout.decode()
    assert "Bodyguard" in text and "ten of spades" in text.lower()
    assert "never yourself" in " ".join(text.split())
