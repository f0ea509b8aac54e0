"""Set-up's *Roles…*: a role made in the editor is kept (owner-only) and offered by set-up like
the other house roles, named in the app's language; a broken pack file is refused in words."""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QCheckBox, QSpinBox, QToolButton
from pytestqt.qtbot import QtBot

from mafia_desktop import phrases
from mafia_desktop.engine import role_pack
from mafia_desktop.engine.roles import ROLES
from mafia_desktop.engine.rules import PRESETS
from mafia_desktop.storage import roles as kept_roles
from mafia_desktop.ui.dialogs.roles_editor import RoleForm, RolesEditor, load_kept_roles, pack_error_text
from mafia_desktop.ui.setup.screen import SetupScreen
from mafia_desktop.ui.theme import appearance
from mafia_desktop.ui.theme.appearance import Appearance
from mafia_desktop.ui.window.main_window import MainWindow


@pytest.fixture(autouse=True)
def _no_roles_left() -> Iterator[None]:
    yield
    role_pack.uninstall(list(role_pack.installed()))
    appearance.apply(Appearance(language="en"))


def make_priest(qtbot: QtBot, editor: RolesEditor) -> None:
    editor.new_button.click()
    form = editor.open_form
    assert isinstance(form, RoleForm)
    qtbot.addWidget(form)
    qtbot.keyClicks(form.names["en"], "Priest")
    assert form.role_id.text() == "priest", "the id follows the English name"
    qtbot.keyClicks(form.duties["en"], "Each night you bless one player.")
    form.names["ru"].setText("Священник")  # (QTest types ASCII only)
    form.team.setCurrentIndex(form.team.findData("town"))
    form.kind.setCurrentIndex(form.kind.findData("protect"))
    assert form.kind.currentText() == "The Priest protects one player", "the kind in its own words"
    form.never_twice.setChecked(True)
    form.most.setValue(1)
    form.findChild(QToolButton, "emblem_cross").click()
    form.buttons.accepted.emit()
    assert form.result_role is not None and editor.open_form is None
    assert editor.list.count() == 1 and editor.list.item(0).text() == "Priest (Town)"


def test_a_role_made_in_the_editor_is_kept_and_offered_by_set_up(qtbot: QtBot) -> None:
    screen = SetupScreen()
    qtbot.addWidget(screen)
    screen.show()
    assert screen.findChild(QCheckBox, "role_priest") is None
    editor = RolesEditor(screen)
    qtbot.addWidget(editor)
    make_priest(qtbot, editor)
    editor.buttons.accepted.emit()  # Save
    assert editor.changed and "priest" in ROLES
    path = kept_roles.roles_path()
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600, "kept for the owner only"
    kept = json.loads(path.read_text(encoding="utf-8"))
    assert kept["roles"][0]["words"]["ru"]["name"] == "Священник"
    screen.roles_changed()
    box = screen.findChild(QCheckBox, "role_priest")
    assert box is not None and box.text() == "Priest" and not box.isChecked()
    box.setChecked(True)
    rules = screen.rules()
    assert "priest" in rules.roles and "priest" in rules.night_order
    count = screen.findChild(QSpinBox, "count_priest")
    assert count is not None and count.isEnabled() and count.maximum() == 1
    count.setValue(1)
    assert screen.counts()["priest"] == 1
    record = screen.make_record(5)
    assert "priest" in record.setup.roles and record.to_json()["custom_roles"]["roles"][0]["id"] == "priest"


def test_the_app_loads_the_kept_roles_and_set_up_names_them_in_russian(qtbot: QtBot) -> None:
    editor = RolesEditor()
    qtbot.addWidget(editor)
    make_priest(qtbot, editor)
    editor.buttons.accepted.emit()
    role_pack.uninstall(["priest"])  # as after a restart
    appearance.apply(Appearance(language="ru"))
    window = MainWindow(remember_geometry=False)
    qtbot.addWidget(window)
    window._on_home_new_game_requested()
    assert window.setup is not None
    box = window.setup.findChild(QCheckBox, "role_priest")
    assert box is not None and box.text() == "Священник"
    assert phrases.role_duty(window.setup.rules(), "priest") == "Each night you bless one player."  # English
    assert phrases.in_language_of("en", phrases.any_role_name, "priest") == "Priest"


def test_set_up_s_button_opens_the_editor_and_a_deleted_role_leaves_set_up(qtbot: QtBot) -> None:
    editor = RolesEditor()
    qtbot.addWidget(editor)
    make_priest(qtbot, editor)
    editor.buttons.accepted.emit()
    window = MainWindow(remember_geometry=False)
    qtbot.addWidget(window)
    opened: list[RolesEditor] = []

    def answer(dialog: RolesEditor) -> int:
        opened.append(dialog)
        dialog.list.setCurrentRow(0)
        dialog.delete_button.click()
        dialog.buttons.accepted.emit()
        return 1

    window.exec_dialog = answer  # type: ignore[method-assign]
    window._on_home_new_game_requested()
    setup = window.setup
    assert setup is not None
    priest = setup.findChild(QCheckBox, "role_priest")
    assert priest is not None
    priest.setChecked(True)
    button = setup.findChild(type(setup.start_button), "rolesEditorButton")
    assert button is not None
    button.click()
    assert opened and "priest" not in ROLES
    assert (
        setup.findChild(QCheckBox, "role_priest") is None
        or not setup.findChild(QCheckBox, "role_priest").isVisible()
    )
    assert "priest" not in setup.rules().roles
    assert not kept_roles.roles_path().exists()


def test_a_hostile_pack_file_is_refused_in_words_and_nothing_of_it_is_taken(
    qtbot: QtBot, tmp_path: Path
) -> None:
    editor = RolesEditor()
    qtbot.addWidget(editor)
    hostile = tmp_path / "evil.mafia-roles.json"
    hostile.write_text("[" * 50_000 + "]" * 50_000, encoding="utf-8")
    assert not editor.import_file(hostile)
    assert (
        editor.note.text()
        == "The pack was not imported: The file nests more than 6 levels deep; a role pack never does."
    )
    assert editor.list.count() == 0 and not role_pack.installed()
    half = tmp_path / "half.mafia-roles.json"
    good_role = {
        "id": "priest",
        "team": "town",
        "emblem": "cross",
        "words": {"en": {"name": "Priest", "duty": "Blesses."}},
    }
    bad_role = dict(good_role, id="mafia")
    doc = {
        "format": "mafia-desktop-roles",
        "version": 1,
        "id": "x",
        "name": "X",
        "roles": [good_role, bad_role],
    }
    half.write_text(json.dumps(doc), encoding="utf-8")
    assert not editor.import_file(half)
    assert "Role 2:" in editor.note.text() and "“mafia”" in editor.note.text()
    assert editor.list.count() == 0, "never half-loaded"
    appearance.apply(Appearance(language="ru"))
    with pytest.raises(role_pack.PackError) as caught:
        role_pack.parse_pack(json.dumps(doc))
    assert pack_error_text(caught.value).startswith("Роль 2:")


def test_a_pack_is_exported_and_imported_again(qtbot: QtBot, tmp_path: Path) -> None:
    editor = RolesEditor()
    qtbot.addWidget(editor)
    make_priest(qtbot, editor)
    out = tmp_path / "ours.mafia-roles.json"
    assert editor.export_file(out)
    other = RolesEditor()
    qtbot.addWidget(other)
    assert other.import_file(out)
    assert other.roles == editor.roles
    assert load_kept_roles() == ""


def test_a_pack_role_is_named_in_the_language_spoken_and_its_side_wins_by_its_name() -> None:
    doc = {
        "format": "mafia-desktop-roles",
        "version": 1,
        "id": "x",
        "name": "X",
        "roles": [
            {
                "id": "hermit",
                "team": "alone",
                "act": {"kind": "attack"},
                "emblem": "lantern",
                "words": {
                    "en": {"name": "Hermit", "plural": "Hermits", "duty": "You play alone."},
                    "ru": {"name": "Отшельник", "duty": "Вы играете сами за себя."},
                },
            }
        ],
    }
    role_pack.install(role_pack.parse_pack(json.dumps(doc)))
    with phrases.speaking("ru"):
        assert phrases.any_role_name("hermit") == "Отшельник"
        assert phrases.any_role_name("hermit", 2) == "Hermits", "no Russian plural: the English one"
        assert phrases.title_word("Hermit") == "Отшельник"  # as the engine's refusals name the role
        assert phrases.team_wins("hermit") == "Победа: Отшельник!"
        assert phrases.team_word("hermit", "name") == "Отшельник"
    with phrases.speaking("en"):
        assert phrases.team_wins("hermit") == "The Hermit wins!"
        assert phrases.role_duty(PRESETS["classic"], "hermit") == "You play alone."


def test_a_role_s_words_have_a_tab_for_every_language_the_app_speaks(qtbot: QtBot) -> None:
    """Words in every language of the registry, the app's own in view; a role missing its English
    words (the ones every role needs) brings their tab into view, the empty field in focus."""
    from mafia_desktop import languages

    appearance.apply(Appearance(language="de"))
    editor = RolesEditor()
    qtbot.addWidget(editor)
    editor.new_button.click()
    form = editor.open_form
    assert isinstance(form, RoleForm)
    qtbot.addWidget(form)
    tabs = form.word_tabs
    assert [tabs.tabText(i) for i in range(tabs.count())] == [
        lang.native for lang in languages.LANGUAGES.values()
    ]
    assert set(form.names) == set(languages.codes()) == set(form.duties)
    assert tabs.currentWidget().objectName() == "words_de"
    form.names["de"].setText("Priester")
    form.buttons.accepted.emit()
    assert form.result_role is None and form.problem.text()
    assert tabs.currentWidget().objectName() == "words_en"
    assert form.names["en"].hasFocus() or not form.isActiveWindow()
    form.names["en"].setText("Priest")
    form.duties["en"].setText("Each night you bless one player.")
    form.team.setCurrentIndex(form.team.findData("town"))
    form.buttons.accepted.emit()
    made = form.result_role
    assert made is not None
    assert made.word("de", "name") == "Priester" and made.word("fa", "name") == "Priest"
