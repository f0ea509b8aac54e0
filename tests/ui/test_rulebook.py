"""The rulebook and role reference (*Help → Rules and roles*, F1; issue 46): each preset's rules
as played, from the same model docs/rules.md is written from, in English and Russian; the house
rules in force in a game; and never a word of who holds what."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from mafia_desktop import languages, phrases, rules_summary
from mafia_desktop.engine.record import Record
from mafia_desktop.engine.rules import PRESET_IDS, PRESETS
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.rulebook import Section, book, role_rows
from mafia_desktop.table.setup import SetupModel
from mafia_desktop.ui.dialogs.rulebook_dialog import book_html, book_text
from mafia_desktop.ui.theme.appearance import Appearance
from mafia_desktop.ui.window.main_window import MainWindow
from tests.ui.looks import look

NAMES = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]


@pytest.mark.parametrize("lang", languages.codes())
@pytest.mark.parametrize("preset", PRESET_IDS)
def test_the_book_says_every_role_and_the_rules_as_set_up_says_them(
    qapp: object, preset: str, lang: str
) -> None:
    with look(Appearance(language=lang)):
        rules = PRESETS[preset]
        text = book_text(book(rules))
        for role, team, duty, card in role_rows(rules):
            for words in (
                phrases.role_name(rules, role),
                phrases.team_word(team, "name"),
                duty,
                phrases.card_name(card),
            ):
                assert words and words in text, (role, words)
        for summary in (rules_summary.day_summary, rules_summary.night_summary, rules_summary.end_summary):
            assert summary(rules) in text, "the same sentences as set-up, not a second copy"
        assert phrases.preset_origin(preset) in text
        titles = [section.title for section in book(rules)][1:]
    if lang == "ru":  # every heading in Russian, none left in English
        with look(Appearance(language="en")):
            english = [section.title for section in book(rules)][1:]
        assert not set(titles) & set(english), set(titles) & set(english)


def test_the_house_rules_in_force_are_listed(qapp: object) -> None:
    plain = book(PRESETS["angel"])
    assert "None: these are the preset's own rules." in book_text(plain)
    house = SetupModel(preset="angel")
    house.set_role("doctor", True)
    house.edit_option("skip_kill", True)
    sections = {s.title: s for s in book(house.rules())}
    rows = dict(sections["House rules in force"].rows)
    assert rows["Roles in play"].endswith("Archangel") or "Doctor" in rows["Roles in play"]
    assert rows[phrases.option_name("skip_kill")] == "yes"


def test_the_page_is_text_never_markup(qapp: object) -> None:
    html = book_html([Section("<b>x</b>", ("<img src=/tmp/a.png>",), ("<i>",), (("&amp;",),))], 18)
    assert "<b>x</b>" not in html and "&lt;b&gt;x&lt;/b&gt;" in html
    assert "<img" not in html and "&amp;amp;" in html


def test_f1_on_the_table_shows_the_game_s_rules_and_no_one_s_role(qtbot: QtBot) -> None:
    house = SetupModel(preset="classic")
    house.set_role("doctor", True)
    rules = house.rules()
    roles = {"Ann": "mafia", "Cid": "detective", "Eve": "doctor"}
    record = Record(make_setup(rules, 3, NAMES[:8], roles)).with_note(
        "table", {"mode": "referee", "deal": "peek"}
    )
    window = MainWindow(remember_geometry=False)
    qtbot.addWidget(window)
    window.show()
    window.open_record(record)
    qtbot.waitUntil(lambda: window.window_menu.rulebook_action is not None)
    window.window_menu.rulebook_action.trigger()
    dialog = window.window_menu.rulebook
    assert dialog is not None and dialog.isVisible() and not dialog.preset_combo.isVisible()
    text = dialog.text()
    assert rules_summary.night_summary(rules) in text, "the game's own rules, its house rules in force"
    assert "Doctor" in text
    assert not [n for n in NAMES if n in text], "a rulebook names no player: nothing of the deal"
    dialog.close()


def test_from_home_any_preset_can_be_read(qtbot: QtBot) -> None:
    window = MainWindow(remember_geometry=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.window_menu.rulebook_action is not None)
    window.window_menu.rulebook_action.trigger()
    dialog = window.window_menu.rulebook
    assert dialog.preset_combo.isVisible()
    dialog.preset_combo.setCurrentIndex(PRESET_IDS.index("club"))
    assert rules_summary.end_summary(PRESETS["club"]) in dialog.text()
    assert "F1" in [key for _, key in window.window_menu.shortcuts]
