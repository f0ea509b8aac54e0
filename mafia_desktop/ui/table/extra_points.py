"""The referee's extra points: a small dialog that asks whom, how many (plus or minus) and why.

It only asks; the table screen enters the answer as an ``extra_points`` input (undone as any
input). The players' names and the reason are user text: shown and kept as text.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop import phrases
from mafia_desktop.engine.inputs import REASON_MAX_LENGTH
from mafia_desktop.engine.rules import POINTS_LIMIT
from mafia_desktop.ui.common.widgets import TextLabel

translate = QCoreApplication.translate


@dataclass(frozen=True)
class Given:
    player: str
    points: float
    reason: str


class ExtraPointsDialog(QDialog):
    """Whom, how many and why; OK only once the points are not 0 and a reason is written."""

    def __init__(self, players: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("extraPointsDialog")
        self.setWindowTitle(translate("ExtraPoints", "Extra points"))
        layout = QVBoxLayout(self)
        layout.addWidget(
            TextLabel(
                translate(
                    "ExtraPoints",
                    "The referee's extra points, plus or minus, are added to the player's points for this game.",
                )
            )
        )
        form = QFormLayout()
        self.player = QComboBox()
        self.player.setObjectName("extraPlayer")
        for name in players:
            self.player.addItem(name, name)
        self.points = QDoubleSpinBox()
        self.points.setObjectName("extraPoints")
        # Decimals as the app's language writes them ("0,10" in Russian), typed and shown.
        self.points.setLocale(phrases.locale())
        self.points.setRange(-POINTS_LIMIT, POINTS_LIMIT)
        self.points.setDecimals(2)
        self.points.setSingleStep(0.1)
        self.points.setValue(0.1)
        self.reason = QLineEdit()
        self.reason.setObjectName("extraReason")
        self.reason.setMaxLength(REASON_MAX_LENGTH)
        self.reason.setPlaceholderText(
            translate("ExtraPoints", "What for (said aloud, written on the protocol)")
        )
        for text, field in (
            (translate("ExtraPoints", "Player"), self.player),
            (translate("ExtraPoints", "Points"), self.points),
            (translate("ExtraPoints", "Reason"), self.reason),
        ):
            label = TextLabel(text)
            label.setBuddy(field)
            field.setAccessibleName(text)
            form.addRow(label, field)
        layout.addLayout(form)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.points.valueChanged.connect(self._check)
        self.reason.textChanged.connect(self._check)
        self._check()

    def _check(self) -> None:
        ok = self.points.value() != 0 and bool(self.reason.text().strip())
        button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if button is not None:
            button.setEnabled(ok)

    def given(self) -> Given:
        return Given(
            str(self.player.currentData()), round(self.points.value(), 2), self.reason.text().strip()
        )
