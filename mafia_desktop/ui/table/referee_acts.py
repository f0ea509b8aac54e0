"""The referee's acts beside the game's course: a technical foul, a removal (with the reason), a
surrender, and, on the meeting night of a game with a referee, the Don's shooting order.

It only asks; the table screen sends the answer to the flow as a
:class:`~mafia_desktop.table.table_flow.Referee` message (a removal and a surrender are asked once
more there, as a foul is said), entered as an input and undone as any. Names and the reason are
user text: shown and kept as text.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop import phrases
from mafia_desktop.engine.inputs import REASON_MAX_LENGTH, SHOOTING_ORDER_MOST
from mafia_desktop.table.table_flow import Referee
from mafia_desktop.ui.common.widgets import TextLabel

translate = QCoreApplication.translate


def act_name(act: str) -> str:
    """The referee's act as the dialog offers it."""
    names = {
        "technical_foul": translate("RefereeActs", "Technical foul"),
        "remove": translate("RefereeActs", "Remove from the game"),
        "surrender": translate("RefereeActs", "Surrender"),
        "shooting_order": translate("RefereeActs", "The Don's shooting order"),
    }
    return names.get(act, act)


class RefereeActsDialog(QDialog):
    """Which act, whose (or, for the shooting order, whom in order), and why a removal."""

    def __init__(
        self,
        acts: Sequence[str],
        players: Mapping[str, Sequence[str]],
        parent: QWidget | None = None,
    ) -> None:
        """``acts``: the acts offered now; ``players``: for each, the players it may name (the
        shooting order: whom the Don may name)."""
        super().__init__(parent)
        self.setObjectName("refereeActsDialog")
        self.setWindowTitle(translate("RefereeActs", "Referee"))
        self._players = players
        layout = QVBoxLayout(self)
        layout.addWidget(
            TextLabel(
                translate(
                    "RefereeActs",
                    "The referee's acts beside the game: each goes in the record, and Undo takes it back.",
                )
            )
        )
        form = QFormLayout()
        self.act = QComboBox()
        self.act.setObjectName("refereeAct")
        for act in acts:
            self.act.addItem(act_name(act), act)
        self.player = QComboBox()
        self.player.setObjectName("refereePlayer")
        self.reason = QLineEdit()
        self.reason.setObjectName("refereeReason")
        self.reason.setMaxLength(REASON_MAX_LENGTH)
        self.reason.setPlaceholderText(translate("RefereeActs", "Why (said aloud, written on the protocol)"))
        self.targets: list[QComboBox] = []
        for i in range(SHOOTING_ORDER_MOST):
            box = QComboBox()
            box.setObjectName(f"orderTarget{i + 1}")
            self.targets.append(box)
        self.help = TextLabel()
        self.help.setObjectName("refereeHelp")
        self.help.setWordWrap(True)
        self._rows: dict[str, list[QWidget]] = {}
        rows = (
            ("act", translate("RefereeActs", "Act"), self.act),
            ("player", translate("RefereeActs", "Player"), self.player),
            ("reason", translate("RefereeActs", "Reason"), self.reason),
            *(
                (f"target{i}", translate("RefereeActs", "Shot %1").replace("%1", phrases.number(i + 1)), box)
                for i, box in enumerate(self.targets)
            ),
        )
        for key, text, field in rows:
            label = TextLabel(text)
            label.setBuddy(field)
            field.setAccessibleName(text)
            form.addRow(label, field)
            self._rows[key] = [label, field]
        layout.addLayout(form)
        layout.addWidget(self.help)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.act.currentIndexChanged.connect(self._on_act_changed)
        self.reason.textChanged.connect(self._check)
        for box in self.targets:
            box.currentIndexChanged.connect(self._check)
        self._on_act_changed()

    def _on_act_changed(self, *_: object) -> None:
        act = self.current_act()
        names = list(self._players.get(act, ()))
        order = act == "shooting_order"
        self.player.clear()
        for name in names:
            self.player.addItem(name, name)
        for i, box in enumerate(self.targets):
            box.clear()
            if i:  # the first shot is needed; the others may be left out
                box.addItem(translate("RefereeActs", "—"), "")
            for name in names:
                box.addItem(name, name)
        self._show("player", not order)
        self._show("reason", act == "remove")
        for i in range(len(self.targets)):
            self._show(f"target{i}", order)
        helps = {
            "technical_foul": translate(
                "RefereeActs", "At the rules' number of technical fouls the player leaves."
            ),
            "remove": translate(
                "RefereeActs", "The player leaves at once, without last words, and loses points."
            ),
            "surrender": translate(
                "RefereeActs", "The player gives up: they leave at once, without last words."
            ),
            "shooting_order": translate(
                "RefereeActs",
                "Whom the mafia will shoot, night by night. Only the referee and the mafia see it.",
            ),
        }
        self.help.setText(helps.get(act, ""))
        self._check()
        self.adjustSize()

    def _show(self, key: str, on: bool) -> None:
        for widget in self._rows[key]:
            widget.setVisible(on)

    def current_act(self) -> str:
        return str(self.act.currentData() or "")

    def _named(self) -> tuple[str, ...]:
        return tuple(str(b.currentData()) for b in self.targets if b.currentData())

    def _check(self, *_: object) -> None:
        act = self.current_act()
        ok = bool(act)
        if act == "remove":
            ok = bool(self.reason.text().strip())
        if act == "shooting_order":
            named = self._named()
            ok = bool(named) and len(set(named)) == len(named)
        button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if button is not None:
            button.setEnabled(ok)

    def given(self) -> Referee:
        act = self.current_act()
        if act == "shooting_order":
            return Referee(act, targets=self._named())
        return Referee(act, str(self.player.currentData() or ""), self.reason.text().strip())
