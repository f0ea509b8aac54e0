"""The set-up's protocol and series: the protocol's header (the club or table, the game's number
in the evening, the referee, today's date) and the series the game belongs to (an evening, a
season), in a group folded away unless the rules are the club's (or a text in it is bad).

A view over :class:`mafia_desktop.table.setup.SetupModel`: each edit goes into the model, then
``edited`` asks the set-up to render it all again. A bad text (a line break, a text too long) stays
as typed, marked and said why in words, and blocks only the start, as a bad name does. (The words
keep the set-up screen's translation context, ``SetupScreen``.)
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QDate, Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop import phrases
from mafia_desktop.table.setup import GAME_NUMBERS, GAME_TYPES, PROTOCOL_LIMITS, SetupModel
from mafia_desktop.ui.common.widgets import TextLabel, form_label, wheel_only_when_focused

translate = QCoreApplication.translate
ERROR = QColor("#a3261e")  # a bad text, as a bad name in the roster


def field_name(name: str) -> str:
    """The protocol's field ``name`` (club, referee, series), as its label says it."""
    return {
        "club": translate("SetupScreen", "Club or table"),
        "referee": translate("SetupScreen", "Referee"),
        "series": translate("SetupScreen", "Series (an evening, a season)"),
    }.get(name, name)


def game_type_name(game_type: str) -> str:
    """The protocol's game type (club, tournament, final), in words."""
    return {
        "club": translate("SetupScreen", "Club game"),
        "tournament": translate("SetupScreen", "Tournament"),
        "final": translate("SetupScreen", "Final"),
    }.get(game_type, game_type)


def protocol_problem_text(params: dict[str, Any]) -> str:
    """A ``protocol`` problem of the set-up (see :class:`~mafia_desktop.table.setup.Problem`), in words."""
    reason = params.get("reason")
    if reason == "too_long":
        text = translate("SetupScreen", "%1: this can have at most %2 characters.")
    elif reason == "control":
        text = translate("SetupScreen", "%1: this cannot contain line breaks or tabs.")
    else:
        text = translate("SetupScreen", "%1: this cannot contain invisible or text-direction characters.")
    return text.replace("%2", phrases.text_of(params.get("limit", ""))).replace(
        "%1", field_name(str(params.get("field")))
    )


class ProtocolBox(QGroupBox):
    """The protocol's header and the series, over the set-up's model; folded unless shown."""

    #: a text or the game's number changed (the model has it already)
    edited = Signal()

    def __init__(self, model: SetupModel, parent: QWidget | None = None) -> None:
        super().__init__(translate("SetupScreen", "Protocol and series"), parent)
        self.setObjectName("protocolBox")
        self.model = model
        self._rendering = False
        layout = QVBoxLayout(self)
        self.toggle = QCheckBox(translate("SetupScreen", "Show the protocol and series"))
        self.toggle.setObjectName("protocolToggle")
        self.toggle.toggled.connect(self._on_toggle_toggled)
        layout.addWidget(self.toggle)
        self.body = QWidget()
        self.body.setObjectName("protocolFields")
        grid = QGridLayout(self.body)
        grid.setContentsMargins(0, 4, 0, 4)
        grid.setHorizontalSpacing(10)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 2)
        self.edits: dict[str, QLineEdit] = {}
        self.labels: dict[str, TextLabel] = {}
        for row, name in enumerate(("club", "game", "referee", "series")):
            field: QWidget
            if name == "game":
                field = self.game_number = QSpinBox()
                field.setObjectName("gameNumber")
                field.setRange(GAME_NUMBERS[0] - 1, GAME_NUMBERS[1])
                field.setSpecialValueText("—")  # 0: the game has no number
                field.setAccessibleName(translate("SetupScreen", "Game number in the evening"))
                field.valueChanged.connect(self._on_game_number_changed)
                wheel_only_when_focused(field)
                label = form_label(translate("SetupScreen", "Game number in the evening"), field)
            else:
                edit = QLineEdit()
                edit.setObjectName(f"{name}Edit")
                edit.setMaxLength(PROTOCOL_LIMITS[name] + 40)  # longer is said why, not cut
                edit.setAccessibleName(field_name(name))
                edit.textEdited.connect(lambda text, name=name: self._on_text_edited(name, text))
                self.edits[name] = field = edit
                label = form_label(field_name(name), field)
            label.setWordWrap(True)
            self.labels[name] = label
            grid.addWidget(label, row, 0)
            grid.addWidget(field, row, 1)
        self.club_edit, self.referee_edit, self.series_edit = (
            self.edits["club"],
            self.edits["referee"],
            self.edits["series"],
        )
        self.game_type = QComboBox()
        self.game_type.setObjectName("gameType")
        for game_type in GAME_TYPES:
            self.game_type.addItem(game_type_name(game_type), game_type)
        self.game_type.setAccessibleName(translate("SetupScreen", "Game type"))
        self.game_type.currentIndexChanged.connect(self._on_game_type_changed)
        wheel_only_when_focused(self.game_type)
        label = form_label(translate("SetupScreen", "Game type"), self.game_type)
        label.setWordWrap(True)
        self.labels["game_type"] = label
        grid.addWidget(label, 4, 0)
        grid.addWidget(self.game_type, 4, 1)
        self.slot_label = TextLabel()  # the tournament's slot this game is, if it is one
        self.slot_label.setObjectName("protocolSlot")
        self.slot_label.setWordWrap(True)
        self.slot_label.hide()
        grid.addWidget(self.slot_label, 5, 0, 1, 2)
        self.date_label = TextLabel()
        self.date_label.setObjectName("protocolDate")
        self.date_label.setWordWrap(True)
        grid.addWidget(self.date_label, 6, 0, 1, 2)
        self.body.hide()
        layout.addWidget(self.body)
        self.problem = TextLabel()
        self.problem.setObjectName("protocolProblem")
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)

    # --- folded or shown ------------------------------------------------------------------------

    def is_open(self) -> bool:
        return self.toggle.isChecked()

    def set_open(self, on: bool) -> None:
        self.toggle.setChecked(on)

    def _on_toggle_toggled(self, on: bool) -> None:
        self.body.setVisible(on)

    # --- rendering --------------------------------------------------------------------------------

    def refresh(self) -> None:
        """The fields from the model (a field being typed in is left as typed), each bad text
        marked and said why; a bad text unfolds the group."""
        self._rendering = True
        try:
            problems = self.model.protocol_problems()
            bad = {p.params["field"] for p in problems}
            for name, edit in self.edits.items():
                text = getattr(self.model, name)
                if edit.text() != text:
                    edit.setText(text)
                palette = edit.palette()
                palette.setColor(
                    QPalette.ColorRole.Text,
                    ERROR if name in bad else self.palette().color(QPalette.ColorRole.Text),
                )
                edit.setPalette(palette)
                edit.setAccessibleDescription(translate("SetupScreen", "problem") if name in bad else "")
            number = self.model.game
            self.game_number.setValue(0 if number is None else number)
            self.game_type.setCurrentIndex(max(0, self.game_type.findData(self.model.game_type)))
            slot = self.model.tournament
            if slot is not None:
                self.slot_label.setText(
                    translate("SetupScreen", "Tournament game: round %1, table %2")
                    .replace("%1", phrases.text_of(slot.get("round")))
                    .replace("%2", phrases.text_of(slot.get("table")))
                )
            self.slot_label.setVisible(slot is not None)
            self.date_label.setText(self._date_text())
            self.problem.setText("\n".join(protocol_problem_text(p.params) for p in problems))
            if problems and not self.is_open():
                self.set_open(True)
        finally:
            self._rendering = False

    def _date_text(self) -> str:
        """Today's date in the app's language (not the system's: a Russian set-up on an English
        system says «пятница, 14 марта 2025 г.»)."""
        if not QDate.fromString(self.model.date, "yyyy-MM-dd").isValid():
            return ""
        shown = phrases.date_text(self.model.date, long=True)
        return translate("SetupScreen", "Date: %1").replace("%1", shown)

    # --- edits --------------------------------------------------------------------------------------

    def _on_text_edited(self, name: str, text: str) -> None:
        self.model.set_protocol(name, text)
        self.edited.emit()

    def _on_game_type_changed(self, index: int) -> None:
        if self._rendering or index < 0:
            return
        self.model.set_game_type(str(self.game_type.itemData(index)))
        self.edited.emit()

    def _on_game_number_changed(self, value: int) -> None:
        if self._rendering:
            return
        self.model.set_game(value or None)
        self.edited.emit()
