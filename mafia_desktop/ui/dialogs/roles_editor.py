"""Set-up's *Roles…*: the group's own roles. A list of them with New, Edit and Delete, Import and
Export of a role pack file (``*.mafia-roles.json``, :mod:`mafia_desktop.engine.role_pack`), and
Save, which keeps them in the app's data folder (:mod:`mafia_desktop.storage.roles`) and puts them
in the registry: set-up then offers them like the other house roles.

A role is made of what the registry already plays (:class:`RoleForm`): a team, a night act of a
registered kind (named by the kind's own words) and its limits, what a check finds, how many at
most in a deal, its names and duty in English and Russian, and an emblem picked from the app's
drawn emblems. A pack that cannot be used is refused in words (:func:`pack_error_text`), and
nothing of it is kept.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QRectF, QRegularExpression, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QSpinBox,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop import art, phrases
from mafia_desktop.engine import role_pack
from mafia_desktop.engine.kinds import KINDS
from mafia_desktop.engine.role_pack import ActDef, Pack, PackError, RoleDef
from mafia_desktop.engine.roles import ROLES
from mafia_desktop.i18n import language, say
from mafia_desktop.languages import LANGUAGES
from mafia_desktop.storage import roles as kept_roles
from mafia_desktop.storage.games import StorageError, read_regular_file, write_atomically
from mafia_desktop.ui.common import files
from mafia_desktop.ui.common.widgets import FitPage, TextLabel, form_label, page_scroll
from mafia_desktop.ui.common.wrap_choice import WrapCheckBox
from mafia_desktop.ui.common.wrapping import WrapButton
from mafia_desktop.ui.theme import appearance

translate = QCoreApplication.translate
CONTEXT = "RolesEditor"


def languages() -> list[tuple[str, str]]:
    """The languages a role's words are written in here, every language the app speaks: (code, the
    language's name in itself, as every chooser of the app names it)."""
    return [(lang.code, lang.native) for lang in LANGUAGES.values()]


def team_text(team: str) -> str:
    return {
        "town": translate("RolesEditor", "Town"),
        "mafia": translate("RolesEditor", "Mafia (shoots with the mafia)"),
        "alone": translate("RolesEditor", "Plays alone, and wins alone like the Maniac"),
    }[team]


def kind_text(kind: str, title: str, found: str = "") -> str:
    """An act kind in its own words (the rules summary's), said of a role named ``title``."""
    text = phrases.fill(phrases.kind_word(kind, "step"), title=title, found=found or "…")
    return text[:1].upper() + text[1:]


def pack_error_text(exc: PackError) -> str:
    """A refused pack, in words: what is wrong, and where."""
    p = exc.params
    most, value = str(p.get("most", "")), str(p.get("value", ""))
    field = str(p.get("field", ""))
    words = {
        "too_big": translate(
            "RolesEditor", "The file is larger than %1 bytes; a role pack never is."
        ).replace("%1", most),
        "too_deep": translate(
            "RolesEditor", "The file nests more than %1 levels deep; a role pack never does."
        ).replace("%1", most),
        "not_json": translate("RolesEditor", "The file is not a JSON document."),
        "not_a_pack": translate("RolesEditor", "The file is not a role pack (*.mafia-roles.json)."),
        "newer_version": translate(
            "RolesEditor",
            "The pack was written by a newer version of the app (version %1); this one reads %2.",
        )
        .replace("%1", value)
        .replace("%2", most),
        "bad_version": translate("RolesEditor", "The pack's version “%1” is not one this app reads.").replace(
            "%1", value
        ),
        "unknown_key": translate("RolesEditor", "“%1” is not part of a role pack.").replace("%1", field),
        "missing_key": translate("RolesEditor", "“%1” is missing.").replace("%1", field),
        "wrong_type": translate("RolesEditor", "“%1” has the wrong kind of value.").replace("%1", field),
        "too_long": translate("RolesEditor", "“%1” is longer than %2 characters.")
        .replace("%1", field)
        .replace("%2", most),
        "bad_text": translate("RolesEditor", "“%1” must be one line of visible text.").replace("%1", field),
        "bad_id": translate(
            "RolesEditor",
            "The id “%1” must start with a small Latin letter and hold only small Latin letters, digits and _ (24 at most).",
        ).replace("%1", value),
        "no_roles": translate("RolesEditor", "The pack holds no role."),
        "too_many_roles": translate("RolesEditor", "The pack holds %1 roles; a pack holds %2 at most.")
        .replace("%1", value)
        .replace("%2", most),
        "duplicate_id": translate("RolesEditor", "The id “%1” is given to two roles.").replace("%1", value),
        "id_taken": translate(
            "RolesEditor", "The id “%1” is taken by a role, an act or an event of the app."
        ).replace("%1", value),
        "bad_team": translate("RolesEditor", "“%1” is not a team: town, mafia or alone.").replace(
            "%1", value
        ),
        "bad_kind": translate("RolesEditor", "“%1” is not a night act a role of a pack may have.").replace(
            "%1", value
        ),
        "bad_finds": translate("RolesEditor", "“%1” is not something this night act can find.").replace(
            "%1", value
        ),
        "bad_self": translate(
            "RolesEditor", "“%1” is not a choice of whether a role may choose themselves."
        ).replace("%1", value),
        "bad_most": translate("RolesEditor", "How many may be dealt must be from 1 to %1.").replace(
            "%1", most
        ),
        "bad_emblem": translate("RolesEditor", "“%1” is not one of the app's emblems.").replace("%1", value),
        "bad_language": translate("RolesEditor", "“%1” is not a language code (such as en or ru).").replace(
            "%1", value
        ),
        "too_many_languages": translate("RolesEditor", "A role has words in %1 languages at most.").replace(
            "%1", most
        ),
        "no_english": translate("RolesEditor", "A role needs its name and duty in English."),
        "duplicate_name": translate("RolesEditor", "The name “%1” is given to two roles.").replace(
            "%1", value
        ),
        "name_taken": translate(
            "RolesEditor", "The name “%1” is the name of one of the app's roles."
        ).replace("%1", value),
    }
    text = words.get(exc.code, exc.code)
    role = p.get("role")
    if isinstance(role, int) and role > 0:
        text = translate("RolesEditor", "Role %1: %2").replace("%1", phrases.number(role)).replace("%2", text)
    return text


def load_kept_roles() -> str:
    """The group's own roles, as kept, in the registry (set-up calls it as it opens): "" or why
    they could not be (the registry is then as it was; the editor says it too)."""
    try:
        kept_roles.load(art.EMBLEMS)
    except PackError as exc:
        return pack_error_text(exc)
    except StorageError as exc:
        return say(exc.message)
    return ""


def emblem_icon(code: str, size: int, colour: QColor) -> QIcon:
    """An emblem of the app's art, drawn ``size`` pixels square in ``colour``."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.fillPath(art.fit(art.emblem(code), QRectF(0, 0, size, size)), colour)
    painter.end()
    return QIcon(pixmap)


def suggested_id(name: str, taken: set[str]) -> str:
    """An id made from an English name ("Night Nurse" → ``night_nurse``), free of ``taken``."""
    base = re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")
    base = re.sub(r"^[^a-z]+", "", base)[:20] or "role"
    out, n = base, 2
    while out in taken or out in ROLES and out not in kept_roles.user_roles() or out in role_pack.RESERVED:
        out, n = f"{base[:20]}_{n}", n + 1
    return out


class DutyEdit(QPlainTextEdit):
    """A role's duty: one line of plain text, wrapped in a field three lines tall (a long duty is
    seen whole as it is typed); a line break typed is a space, and it holds ``most`` at most."""

    def __init__(self, most: int) -> None:
        super().__init__()
        self._most = most
        self.setTabChangesFocus(True)
        self.setFixedHeight(self.fontMetrics().lineSpacing() * 3 + 2 * self.frameWidth() + 10)
        self.textChanged.connect(self._keep_within)

    def text(self) -> str:
        return " ".join(self.toPlainText().split("\n"))

    def setText(self, text: str) -> None:  # noqa: N802 - as QLineEdit's
        self.setPlainText(text)

    def _keep_within(self) -> None:
        text = self.toPlainText()
        if len(text) > self._most or "\n" in text:
            cursor = self.textCursor()
            at = cursor.position()
            self.blockSignals(True)
            self.setPlainText(text.replace("\n", " ")[: self._most])
            self.blockSignals(False)
            cursor = self.textCursor()
            cursor.setPosition(min(at, len(self.toPlainText())))
            self.setTextCursor(cursor)


class RoleForm(QDialog):
    """One role: its words in each language, team, night act and its limits, what a check finds,
    how many at most in a deal, its emblem. ``check`` says what is wrong with a role (None: fine)."""

    def __init__(
        self,
        role: RoleDef | None,
        others: list[RoleDef],
        check: Callable[[RoleDef], str | None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        appearance.make_readable(self)
        self.setObjectName("roleForm")
        self.setWindowTitle(
            translate("RolesEditor", "New role")
            if role is None
            else translate("RolesEditor", "Edit the role")
        )
        self._role, self._others, self._check = role, others, check
        self._id_touched = role is not None
        self.result_role: RoleDef | None = None
        page = FitPage()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        self.names: dict[str, QLineEdit] = {}
        self.plurals: dict[str, QLineEdit] = {}
        self.duties: dict[str, DutyEdit] = {}
        # A tab of words per language, the app's own first in view: a group writes its roles in the
        # languages it plays in; a language left empty takes the English words.
        words = QGroupBox(translate("RolesEditor", "The role's words"))
        self.word_tabs = QTabWidget()
        self.word_tabs.setObjectName("wordTabs")
        self.word_tabs.setUsesScrollButtons(True)
        QVBoxLayout(words).addWidget(self.word_tabs)
        for lang, name_of_language in languages():
            box = QWidget()
            box.setObjectName(f"words_{lang}")
            self.word_tabs.addTab(box, name_of_language)
            form = QFormLayout(box)
            form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
            name, plural, duty = QLineEdit(), QLineEdit(), DutyEdit(role_pack.DUTY_LENGTH)
            for edit, key in ((name, "name"), (plural, "plural")):
                edit.setObjectName(f"{key}_{lang}")
                edit.setMaxLength(role_pack.NAME_LENGTH)
            duty.setObjectName(f"duty_{lang}")
            duty.setMinimumWidth(duty.fontMetrics().averageCharWidth() * 30)
            name.textChanged.connect(self._on_names_changed)
            form.addRow(form_label(translate("RolesEditor", "Name"), name), name)
            form.addRow(form_label(translate("RolesEditor", "Plural"), plural), plural)
            form.addRow(
                form_label(translate("RolesEditor", "What the role does (its card's line)"), duty), duty
            )
            self.names[lang], self.plurals[lang], self.duties[lang] = name, plural, duty
        self.word_tabs.setCurrentIndex(max(0, [lang for lang, _ in languages()].index(language())))
        layout.addWidget(words)
        play = QGroupBox(translate("RolesEditor", "How the role plays"))
        form = QFormLayout(play)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.role_id = QLineEdit()
        self.role_id.setObjectName("roleId")
        self.role_id.setValidator(
            QRegularExpressionValidator(QRegularExpression(r"[a-z][a-z0-9_]{0,23}"), self)
        )
        self.role_id.textEdited.connect(self._on_id_edited)
        self.role_id.setReadOnly(role is not None)  # (a record names the role by it)
        form.addRow(form_label(translate("RolesEditor", "Id in game records"), self.role_id), self.role_id)
        self.team = QComboBox()
        self.team.setObjectName("team")
        for team in role_pack.TEAM_CHOICES:
            self.team.addItem(team_text(team), team)
        form.addRow(form_label(translate("RolesEditor", "Team"), self.team), self.team)
        self.kind = QComboBox()
        self.kind.setObjectName("kind")
        self.kind.currentIndexChanged.connect(self._on_kind_changed)
        form.addRow(form_label(translate("RolesEditor", "Night act"), self.kind), self.kind)
        self.finds = QComboBox()
        self.finds.setObjectName("finds")
        self.finds.currentIndexChanged.connect(self._on_names_changed)
        form.addRow(form_label(translate("RolesEditor", "What the check finds"), self.finds), self.finds)
        self.once = WrapCheckBox(translate("RolesEditor", "Once a game"))
        self.once.setObjectName("onceAGame")
        self.never_twice = WrapCheckBox(translate("RolesEditor", "Never the same player two nights running"))
        self.never_twice.setObjectName("neverTwice")
        self.self_target = WrapCheckBox(
            translate("RolesEditor", "May choose themselves, where the house rules let the doctor")
        )
        self.self_target.setObjectName("selfTarget")
        for limit in (self.once, self.never_twice, self.self_target):
            form.addRow(limit)
        self.most = QSpinBox()
        self.most.setObjectName("most")
        self.most.setRange(0, role_pack.MAX_MOST)
        self.most.setSpecialValueText(translate("RolesEditor", "as many as the deal gives"))
        form.addRow(form_label(translate("RolesEditor", "At most in a deal"), self.most), self.most)
        layout.addWidget(play)
        emblems = QGroupBox(translate("RolesEditor", "Emblem"))
        grid = QGridLayout(emblems)
        self.emblems = QButtonGroup(self)
        self.emblems.setExclusive(True)
        size = max(32, self.fontMetrics().height() * 2)
        ink = self.palette().color(self.foregroundRole())
        columns = 6
        for i, code in enumerate(art.EMBLEMS):
            button = QToolButton()
            button.setObjectName(f"emblem_{code}")
            button.setCheckable(True)
            button.setIcon(emblem_icon(code, size, ink))
            button.setIconSize(QSize(size, size))
            button.setAccessibleName(code)
            button.setToolTip(code)
            self.emblems.addButton(button, i)
            grid.addWidget(button, i // columns, i % columns)
        layout.addWidget(emblems)
        self.problem = TextLabel()
        self.problem.setObjectName("roleProblem")
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        layout.addStretch(1)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self._on_ok)
        buttons.rejected.connect(self.reject)
        self.buttons = buttons
        outer = QVBoxLayout(self)
        self.page_area = page_scroll(page, "roleFormPage")
        outer.addWidget(self.page_area, 1)
        outer.addWidget(buttons)
        self._fill_kinds()
        self._show(role)
        self._fit(page)

    # --- the fields -----------------------------------------------------------------------------

    def _title(self) -> str:
        lang = phrases.spoken()
        own = self.names.get(lang)
        return (
            (own.text().strip() if own else "")
            or self.names["en"].text().strip()
            or translate("RolesEditor", "role")
        )

    def _fill_kinds(self) -> None:
        self.kind.addItem(translate("RolesEditor", "None"), "")
        for kind in KINDS.values():
            if not kind.shared:
                self.kind.addItem(kind_text(kind.id, self._title()), kind.id)

    def _fill_finds(self) -> None:
        kind = str(self.kind.currentData() or "")
        answers = KINDS[kind].answers if kind else ""
        wanted = self.finds.currentData()
        self.finds.blockSignals(True)
        self.finds.clear()
        if answers == "team":
            for team in role_pack.CHECK_FINDS:
                self.finds.addItem(phrases.team_word(team, "name"), team)
        elif answers == "role":
            own = self.role_id.text()
            for role in ROLES:
                if role != "civilian" and role != own and role_pack.offered(role):
                    self.finds.addItem(phrases.any_role_name(role), role)
            for other in self._others:
                if other.id not in ROLES and other.id != own:
                    self.finds.addItem(other.word(phrases.spoken(), "name"), other.id)
        self.finds.setCurrentIndex(max(0, self.finds.findData(wanted)))
        self.finds.setEnabled(bool(answers))
        self.finds.blockSignals(False)

    def _on_kind_changed(self, *_: object) -> None:
        self._fill_finds()
        has_act = bool(self.kind.currentData())
        for box in (self.once, self.never_twice, self.self_target):
            box.setEnabled(has_act)

    def _on_names_changed(self, *_: object) -> None:
        title = self._title()
        found = self.finds.currentText() if self.finds.isEnabled() else ""
        for i in range(1, self.kind.count()):
            self.kind.setItemText(i, kind_text(str(self.kind.itemData(i)), title, found))
        if not self._id_touched:
            taken = {r.id for r in self._others}
            self.role_id.setText(suggested_id(self.names["en"].text(), taken))

    def _on_id_edited(self, text: str) -> None:
        self._id_touched = True
        self._fill_finds()

    def _show(self, role: RoleDef | None) -> None:
        if role is None:
            self.emblems.button(0).setChecked(True)
            self._on_kind_changed()
            self._on_names_changed()
            return
        self.role_id.setText(role.id)
        for lang, name, plural, duty in role.words:
            if lang in self.names:
                self.names[lang].setText(name)
                self.plurals[lang].setText(plural)
                self.duties[lang].setText(duty)
        self.team.setCurrentIndex(max(0, self.team.findData(role.team)))
        act = role.act
        self.kind.setCurrentIndex(max(0, self.kind.findData(act.kind if act else "")))
        self._fill_finds()
        if act is not None:
            self.finds.setCurrentIndex(max(0, self.finds.findData(act.finds)))
            self.once.setChecked(act.once_a_game)
            self.never_twice.setChecked(act.never_twice_running)
            self.self_target.setChecked(act.self_target == "rule")
        self.most.setValue(role.most or 0)
        codes = list(art.EMBLEMS)
        self.emblems.button(codes.index(role.emblem) if role.emblem in codes else 0).setChecked(True)
        self._on_kind_changed()
        self._on_names_changed()

    def role(self) -> RoleDef:
        """The role as the fields have it (not yet checked)."""
        kind = str(self.kind.currentData() or "")
        act = None
        if kind:
            act = ActDef(
                kind,
                str(self.finds.currentData() or "") if self.finds.isEnabled() else "",
                self.once.isChecked(),
                self.never_twice.isChecked(),
                "rule" if self.self_target.isChecked() else "never",
            )
        words = [
            (
                lang,
                self.names[lang].text().strip(),
                self.plurals[lang].text().strip(),
                self.duties[lang].text().strip(),
            )
            for lang, _ in languages()
        ]
        kept = [w for w in (self._role.words if self._role else ()) if w[0] not in self.names]
        said = [w for w in words if any(w[1:])] + kept  # (words of other languages stay as imported)
        emblem = art.EMBLEMS[max(0, self.emblems.checkedId())]
        most = self.most.value() or None
        return RoleDef(self.role_id.text(), str(self.team.currentData()), emblem, tuple(said), act, most)

    def _on_ok(self) -> None:
        made = self.role()
        problem = self._check(made)
        if problem:
            self.problem.setText(problem)
            # The English words are the ones every role needs: where they are missing, their tab
            # comes into view with the missing field in focus.
            empty = next((e for e in (self.names["en"], self.duties["en"]) if not e.text().strip()), None)
            if empty is not None:
                self.word_tabs.setCurrentIndex([lang for lang, _ in languages()].index("en"))
                empty.setFocus()
            return
        self.result_role = made
        self.accept()

    def _fit(self, page: QWidget) -> None:
        """As wide as the form needs, as tall as it is, within the screen (the page scrolls)."""
        from PySide6.QtWidgets import QStyle

        layout = page.layout()
        if layout is not None:
            layout.activate()
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent) + 4
        self.page_area.setMinimumWidth(page.minimumSizeHint().width() + bar)
        hint = page.sizeHint()
        screen = self.screen()
        height = hint.height() + self.buttons.sizeHint().height() + 40
        width = hint.width() + bar + 24
        if screen is not None:
            free = screen.availableGeometry()
            height = min(height, free.height() - 60)
            width = min(width, free.width() - 40)
        self.resize(width, height)


class RolesEditor(QDialog):
    """The group's own roles: New, Edit, Delete, Import, Export; Save keeps them and registers
    them (``changed`` is then True: set-up offers them anew)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        appearance.make_readable(self)
        self.setObjectName("rolesEditor")
        self.setWindowTitle(translate("RolesEditor", "Roles of your own"))
        self.changed = False
        self.roles: list[RoleDef] = []
        self.open_form: RoleForm | None = None  # (a test fills it in)
        layout = QVBoxLayout(self)
        intro = TextLabel(
            translate(
                "RolesEditor",
                "Make roles from the ones the app plays: a team, a night act and its limits, and the role's names and duty in each language. Saved, they are offered in set-up's house rules.",
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        row = QHBoxLayout()
        self.list = QListWidget()
        self.list.setObjectName("rolesList")
        self.list.setAccessibleName(translate("RolesEditor", "Your roles"))
        self.list.itemDoubleClicked.connect(lambda *_: self._on_edit())
        self.list.currentRowChanged.connect(self._on_current_changed)
        row.addWidget(self.list, 1)
        side = QVBoxLayout()
        self.new_button = WrapButton(translate("RolesEditor", "New…"))
        self.edit_button = WrapButton(translate("RolesEditor", "Edit…"))
        self.delete_button = WrapButton(translate("RolesEditor", "Delete"))
        self.import_button = WrapButton(translate("RolesEditor", "Import a pack…"))
        self.export_button = WrapButton(translate("RolesEditor", "Export as a pack…"))
        for button, name, slot in (
            (self.new_button, "newRole", self._on_new),
            (self.edit_button, "editRole", self._on_edit),
            (self.delete_button, "deleteRole", self._on_delete),
            (self.import_button, "importPack", self._on_import),
            (self.export_button, "exportPack", self._on_export),
        ):
            button.setObjectName(name)
            button.clicked.connect(slot)
            side.addWidget(button)
        side.addStretch(1)
        row.addLayout(side)
        layout.addLayout(row, 1)
        self.note = TextLabel()
        self.note.setObjectName("rolesNote")
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self._on_save)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.buttons = buttons
        self._load()
        self._fit()

    def _fit(self) -> None:
        font = self.fontMetrics()
        width = max(self.sizeHint().width(), font.averageCharWidth() * 70)
        height = max(self.sizeHint().height(), font.height() * 22)
        screen = self.screen()
        if screen is not None:
            free = screen.availableGeometry()
            width, height = min(width, free.width() - 40), min(height, free.height() - 60)
        self.resize(width, height)

    # --- the list ---------------------------------------------------------------------------------

    def _load(self) -> None:
        try:
            pack = kept_roles.read(art.EMBLEMS)
        except PackError as exc:
            self.note.setText(
                translate("RolesEditor", "The kept roles could not be read: %1").replace(
                    "%1", pack_error_text(exc)
                )
            )
            pack = Pack(kept_roles.PACK_ID, "")
        except StorageError as exc:
            self.note.setText(say(exc.message))
            pack = Pack(kept_roles.PACK_ID, "")
        self.roles = list(pack.roles)
        self._show_list()

    def _show_list(self, current: int = 0) -> None:
        self.list.clear()
        lang = phrases.spoken()
        for role in self.roles:
            name = role.word(lang, "name")
            item = QListWidgetItem(
                translate("RolesEditor", "%1 (%2)").replace("%1", name).replace("%2", team_text(role.team))
            )
            item.setData(Qt.ItemDataRole.UserRole, role.id)
            self.list.addItem(item)
        if self.roles:
            self.list.setCurrentRow(min(current, len(self.roles) - 1))
        self._on_current_changed(self.list.currentRow())

    def _on_current_changed(self, row: int) -> None:
        chosen = 0 <= row < len(self.roles)
        self.edit_button.setEnabled(chosen)
        self.delete_button.setEnabled(chosen)
        self.export_button.setEnabled(bool(self.roles))

    def pack(self) -> Pack:
        return Pack(kept_roles.PACK_ID, translate("RolesEditor", "Our roles"), tuple(self.roles))

    def problem(self, roles: list[RoleDef]) -> str | None:
        """What is wrong with these roles as a pack, in words (None: nothing)."""
        if not roles:
            return None
        pack = Pack(kept_roles.PACK_ID, "My roles", tuple(roles))
        try:
            role_pack.pack_from_json(
                role_pack.pack_to_json(pack),
                emblems=art.EMBLEMS,
                replacing=set(kept_roles.user_roles()) | set(role_pack.installed()),
            )
        except PackError as exc:
            return pack_error_text(exc)
        return None

    # --- the buttons -------------------------------------------------------------------------------

    def _form(self, role: RoleDef | None, index: int) -> None:
        others = [r for i, r in enumerate(self.roles) if i != index]

        def check(made: RoleDef) -> str | None:
            roles = list(others)
            roles.insert(index if index >= 0 else len(roles), made)
            return self.problem(roles)

        form = RoleForm(role, others, check, self)
        self.open_form = form

        def done(result: int) -> None:
            self.open_form = None
            if result != QDialog.DialogCode.Accepted or form.result_role is None:
                return
            if index >= 0:
                self.roles[index] = form.result_role
            else:
                self.roles.append(form.result_role)
            self._show_list(index if index >= 0 else len(self.roles) - 1)

        form.finished.connect(done)
        form.open()

    def _on_new(self) -> None:
        self._form(None, -1)

    def _on_edit(self) -> None:
        row = self.list.currentRow()
        if 0 <= row < len(self.roles):
            self._form(self.roles[row], row)

    def _on_delete(self) -> None:
        row = self.list.currentRow()
        if 0 <= row < len(self.roles):
            del self.roles[row]
            self._show_list(row)

    def _filters(self) -> str:
        return translate("RolesEditor", "Role packs (*.mafia-roles.json);;JSON files (*.json)")

    def _on_import(self) -> None:
        path = files.open_file(
            self, "roles", translate("RolesEditor", "Import a role pack"), self._filters(), Path.home()
        )
        if path:
            self.import_file(Path(path))

    def import_file(self, path: Path) -> bool:
        """A pack file's roles into the list (a role of the same id is replaced), or why not."""
        try:
            data = read_regular_file(path, role_pack.MAX_PACK_BYTES + 1)
            mine = {r.id for r in self.roles} | set(kept_roles.user_roles()) | set(role_pack.installed())
            pack = role_pack.parse_pack(data, emblems=art.EMBLEMS, replacing=mine)
        except PackError as exc:
            self.note.setText(
                translate("RolesEditor", "The pack was not imported: %1").replace("%1", pack_error_text(exc))
            )
            return False
        except (OSError, StorageError) as exc:
            self.note.setText(say(getattr(exc, "message", str(exc))))
            return False
        by_id = {r.id: i for i, r in enumerate(self.roles)}
        for role in pack.roles:
            if role.id in by_id:
                self.roles[by_id[role.id]] = role
            else:
                self.roles.append(role)
        self.note.setText(
            translate("RolesEditor", "Imported %1: %2.")
            .replace("%1", pack.name)
            .replace("%2", phrases.names([r.word(phrases.spoken(), "name") for r in pack.roles]))
        )
        self._show_list(len(self.roles) - 1)
        return True

    def _on_export(self) -> None:
        if not self.roles:
            return
        path = files.save_file(
            self, "roles", translate("RolesEditor", "Export the roles"), kept_roles.FILE_NAME, self._filters()
        )
        if path:
            self.export_file(Path(path))

    def export_file(self, path: Path) -> bool:
        problem = self.problem(self.roles)
        if problem:
            self.note.setText(problem)
            return False
        try:
            write_atomically(path, role_pack.dumps_pack(self.pack()), keep_previous=False)
        except StorageError as exc:
            self.note.setText(say(exc.message))
            return False
        self.note.setText(translate("RolesEditor", "Exported to %1.").replace("%1", str(path)))
        return True

    def _on_save(self) -> None:
        problem = self.problem(self.roles)
        if problem:
            self.note.setText(problem)
            return
        try:
            kept_roles.save(self.pack())
        except PackError as exc:
            self.note.setText(pack_error_text(exc))
            return
        except StorageError as exc:
            self.note.setText(say(exc.message))
            return
        self.changed = True
        self.accept()
