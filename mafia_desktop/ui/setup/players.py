"""The set-up's roster: the players in seat order, a new one added by name (past games' players
offered as it is typed), renamed, removed and moved by buttons, keys and drag, or seated by a draw
at random (a tournament round: undone back to the order entered); each bad name marked at once, in
words.

A view over :class:`mafia_desktop.table.setup.SetupModel`: each edit is made to the list and to the
model alike, then :attr:`PlayersBox.edited` asks the set-up to render and remember the roster.
(The words keep the set-up screen's translation context, ``SetupScreen``.)
"""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, QStringListModel, Qt, Signal
from PySide6.QtGui import QColor, QKeySequence, QPalette, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCompleter,
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
from mafia_desktop.engine.setup import clean_name, name_key
from mafia_desktop.table.setup import SetupModel
from mafia_desktop.ui.common.widgets import TextLabel, WrapButton
from mafia_desktop.ui.theme.appearance import set_tier

translate = QCoreApplication.translate
ERROR = QColor("#a3261e")  # a bad name, in the roster
MOST_OFFERED = 500  # past players offered to the completer, most recent first


def no_players() -> list[str]:
    """No past players to offer (the set-up's own, until it is given where to find them)."""
    return []


def draw_seed() -> int:
    """A seed for a draw of the seats, from the system's randomness (a test fixes it here)."""
    return random.SystemRandom().randrange(2**31)


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

    def __init__(
        self,
        model: SetupModel,
        parent: QWidget | None = None,
        known_players: Callable[[], list[str]] = no_players,
    ) -> None:
        super().__init__(translate("SetupScreen", "Players, in seat order"), parent)
        self.model = model
        self._rendering = False
        #: the players of past games, most recent first (offered as a name is typed)
        self.known_players = known_players
        layout = QVBoxLayout(self)
        add_row = QHBoxLayout()
        self.name_edit = WholeHintEdit()
        self.name_edit.setObjectName("nameEdit")
        self.name_edit.setPlaceholderText(translate("SetupScreen", "Name of a new player"))
        self.name_edit.setAccessibleName(translate("SetupScreen", "New player's name"))
        self.name_edit.setMaxLength(64)
        self.name_edit.returnPressed.connect(self.add_typed)
        self.name_edit.textChanged.connect(self._on_name_edit_text_changed)
        self.name_edit.textEdited.connect(self._on_name_edit_text_edited)
        self.name_edit.installEventFilter(self)
        self.completer = QCompleter(QStringListModel(self), self)
        self.completer.setObjectName("nameCompleter")
        self.completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.completer.setFilterMode(Qt.MatchFlag.MatchContains)
        self.name_edit.setCompleter(self.completer)
        self.completer.activated.connect(self._on_completer_activated)
        add = WrapButton(translate("SetupScreen", "Add"))
        add.setObjectName("addButton")
        set_tier(add, "secondary")
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
                (translate("SetupScreen", "Draw the seats"), "drawButton", self._on_draw_button_clicked),
                (translate("SetupScreen", "Undo the draw"), "undoDrawButton", self.undo_draw),
            )
        ):
            button = WrapButton(text)
            button.setObjectName(name)
            set_tier(button, "secondary")
            button.clicked.connect(slot)
            row.addWidget(button, i // 2, i % 2)
            if name == "drawButton":
                self.draw_button = button
                button.setToolTip(translate("SetupScreen", "Seat the players at random (a tournament round)"))
            elif name == "undoDrawButton":
                self.undo_draw_button = button
        layout.addLayout(row)
        self.draw_note = TextLabel(translate("SetupScreen", "The seats were drawn at random."))
        self.draw_note.setObjectName("drawNote")
        self.draw_note.setWordWrap(True)
        self.draw_note.hide()
        layout.addWidget(self.draw_note)
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
            drawn = self.model.draw_note() is not None
            self.draw_note.setVisible(drawn)
            self.undo_draw_button.setEnabled(drawn)
            self.draw_button.setEnabled(len(self.model.names) > 1)
        finally:
            self._rendering = False

    def refresh_known(self) -> None:
        """The past players offered to the name being typed: those not at the table already, once
        each, most recent first."""
        seated = {name_key(n) for n in self.model.names}
        offered: dict[str, str] = {}
        for name in self.known_players():
            key = name_key(name)
            if key and key not in seated and key not in offered:
                offered[key] = clean_name(name)
            if len(offered) >= MOST_OFFERED:
                break
        model = self.completer.model()
        if isinstance(model, QStringListModel) and model.stringList() != list(offered.values()):
            model.setStringList(list(offered.values()))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.name_edit and event.type() == QEvent.Type.FocusIn:
            self.refresh_known()
        return super().eventFilter(watched, event)

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

    def _on_name_edit_text_edited(self, text: str) -> None:
        if len(text) <= 1:  # a new name begun: the past players as they are now
            self.refresh_known()

    def _on_completer_activated(self, name: str) -> None:
        """A past player chosen from those offered: seated at once."""
        self.name_edit.setText(name)
        self.add_typed()

    def add_typed(self) -> None:
        """The name typed, seated at the end; a bad one is said why, and not added. (Enter in the
        past players offered seats the one chosen instead: see _on_completer_activated.)"""
        popup = self.completer.popup()
        if popup is not None and popup.isVisible():
            if popup.currentIndex().isValid():
                return
            popup.hide()  # none of them chosen: the name as typed
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

    def draw_seats(self, seed: int | None = None) -> None:
        """The players seated at random (with ``seed``, or a fresh one), shown in their new seats;
        drawn again, from the order they were entered."""
        if len(self.model.names) < 2:
            return
        self.model.draw(draw_seed() if seed is None else seed)
        self.edited.emit()

    def _on_draw_button_clicked(self) -> None:
        self.draw_seats()

    def undo_draw(self) -> None:
        """The players back in the order they were entered."""
        if self.model.undo_draw():
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
