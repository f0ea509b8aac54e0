"""The set-up's roster: the players in seat order, a new one added by name, renamed, removed and
moved by buttons, keys and drag; each bad name marked at once, in words.

A view over :class:`mafia_desktop.table.setup.SetupModel`: each edit is made to the list and to the
model alike, then :attr:`PlayersBox.edited` asks the set-up to render and remember the roster.
(The words keep the set-up screen's translation context, ``SetupScreen``.)
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QColor, QKeySequence, QPalette, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop import phrases, settings
from mafia_desktop.engine.setup import clean_name
from mafia_desktop.table.setup import SetupModel
from mafia_desktop.ui.widgets import TextLabel, WrapButton

translate = QCoreApplication.translate
ERROR = QColor("#a3261e")  # a bad name, in the roster


class WholeHintEdit(QLineEdit):
    """A line edit never narrower than its placeholder, in the font it has now (every language
    and text size): the column around it widens instead of cutting "Имя нового игр…"."""

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = super().minimumSizeHint()
        margins = self.textMargins()
        need = self.fontMetrics().horizontalAdvance(self.placeholderText()) + margins.left() + margins.right()
        return QSize(max(hint.width(), need + 16), hint.height())


class PlayersBox(QGroupBox):
    """The players, in seat order, over the set-up's model."""

    #: the group changed the roster (the model has it already)
    edited = Signal()

    def __init__(self, model: SetupModel, parent: QWidget | None = None) -> None:
        super().__init__(translate("SetupScreen", "Players, in seat order"), parent)
        self.model = model
        self._rendering = False
        layout = QVBoxLayout(self)
        add_row = QHBoxLayout()
        self.name_edit = WholeHintEdit()
        self.name_edit.setObjectName("nameEdit")
        self.name_edit.setPlaceholderText(translate("SetupScreen", "Name of a new player"))
        self.name_edit.setAccessibleName(translate("SetupScreen", "New player's name"))
        self.name_edit.setMaxLength(64)
        self.name_edit.returnPressed.connect(self.add_typed)
        self.name_edit.textChanged.connect(self._on_name_edit_text_changed)
        add = WrapButton(translate("SetupScreen", "Add"))
        add.setObjectName("addButton")
        add.clicked.connect(self.add_typed)
        add_row.addWidget(self.name_edit, 1)
        add_row.addWidget(add)
        layout.addLayout(add_row)
        self.name_problem = TextLabel()
        self.name_problem.setObjectName("nameProblem")
        self.name_problem.setWordWrap(True)
        layout.addWidget(self.name_problem)
        self.roster = QListWidget()
        self.roster.setObjectName("roster")
        self.roster.setAccessibleName(translate("SetupScreen", "Players in seat order"))
        self.roster.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.roster.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.roster.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.SelectedClicked
        )
        self.roster.model().rowsMoved.connect(self._on_roster_rows_moved)
        self.roster.itemChanged.connect(self._on_roster_item_changed)
        layout.addWidget(self.roster, 1)
        row = QGridLayout()  # two by two: a narrow column still fits long words
        for i, (text, name, slot) in enumerate(
            (
                (translate("SetupScreen", "Move up"), "upButton", self.move_up),
                (translate("SetupScreen", "Move down"), "downButton", self.move_down),
                (translate("SetupScreen", "Rename"), "renameButton", self.rename_current),
                (translate("SetupScreen", "Remove"), "removeButton", self.remove_current),
            )
        ):
            button = WrapButton(text)
            button.setObjectName(name)
            button.clicked.connect(slot)
            row.addWidget(button, i // 2, i % 2)
        layout.addLayout(row)
        QShortcut(QKeySequence("Alt+Up"), self.roster, self.move_up)
        QShortcut(QKeySequence("Alt+Down"), self.roster, self.move_down)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.roster, self.remove_current)
        self.names_problems = TextLabel()
        self.names_problems.setObjectName("namesProblems")
        self.names_problems.setWordWrap(True)
        layout.addWidget(self.names_problems)

    # --- rendering --------------------------------------------------------------------------------

    def names(self) -> list[str]:
        """The names as the list shows them."""
        return [self.roster.item(i).text() for i in range(self.roster.count())]

    def refresh(self) -> None:
        """The list from the model, each bad name marked (italic, in red, and said so to a screen
        reader), and every bad name's problem in words."""
        self._rendering = True
        try:
            names = self.model.names
            if self.names() != names:  # given whole (a load, a restore): each edit made both alike
                self.roster.clear()
                for name in names:
                    self._add_item(name)
            bad = self.model.bad_seats()
            for i in range(self.roster.count()):
                item = self.roster.item(i)
                item.setData(
                    Qt.ItemDataRole.AccessibleDescriptionRole,
                    translate("SetupScreen", "problem") if i in bad else "",
                )
                font = item.font()
                font.setItalic(i in bad)
                item.setFont(font)
                item.setForeground(self.palette().color(QPalette.ColorRole.Text) if i not in bad else ERROR)
                item.setText(item.text())
            self.names_problems.setText(
                "\n".join(
                    phrases.name_problem_text(p.params["seat"], p.params["name"], p.params["reason"])
                    for p in self.model.name_problems()
                )
            )
        finally:
            self._rendering = False

    def _add_item(self, name: str) -> None:
        item = QListWidgetItem(name)
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
        self.roster.addItem(item)

    # --- edits --------------------------------------------------------------------------------------

    def _on_name_edit_text_changed(self, text: str) -> None:
        if not self._rendering:
            settings.write_typing(text)  # a key at a time: a crash loses no letter typed
        problem = self.model.new_name_problem(text) if text.strip() else None
        self.name_problem.setText(phrases.name_problem_text(0, text, problem) if problem else "")

    def add_typed(self) -> None:
        """The name typed, seated at the end; a bad one is said why, and not added."""
        text = self.name_edit.text()
        problem = self.model.add(text)
        if problem:
            self.name_problem.setText(phrases.name_problem_text(0, text, problem))
            return
        self._rendering = True
        self._add_item(clean_name(text))
        self._rendering = False
        self.name_edit.clear()
        self.roster.setCurrentRow(self.roster.count() - 1)
        self.edited.emit()

    def remove_current(self) -> None:
        row = self.roster.currentRow()
        if row >= 0:
            self._rendering = True
            self.roster.takeItem(row)
            self._rendering = False
            self.model.remove(row)
            self.edited.emit()

    def rename_current(self) -> None:
        item = self.roster.currentItem()
        if item is not None:
            self.roster.editItem(item)

    def move_seat(self, row: int, target: int) -> None:
        """The player at ``row`` moved to ``target`` (both from 0), and picked."""
        if row < 0 or not 0 <= target < self.roster.count():
            return
        self._rendering = True
        item = self.roster.takeItem(row)
        self.roster.insertItem(target, item)
        self.roster.setCurrentRow(target)
        self._rendering = False
        self.model.move(row, target)
        self.edited.emit()

    def move_up(self) -> None:
        row = self.roster.currentRow()
        self.move_seat(row, row - 1)

    def move_down(self) -> None:
        row = self.roster.currentRow()
        self.move_seat(row, row + 1)

    def _on_roster_rows_moved(self, *args: object) -> None:
        if self._rendering:
            return
        self.model.edit_names(self.names())  # dragged within the list
        self.edited.emit()

    def _on_roster_item_changed(self, item: QListWidgetItem) -> None:
        if self._rendering:
            return
        row = self.roster.row(item)
        text = item.text()
        cleaned = clean_name(text)
        if cleaned != text and cleaned:
            self._rendering = True
            item.setText(cleaned)
            self._rendering = False
        self.model.rename(row, text)
        self.edited.emit()
