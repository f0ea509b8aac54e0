"""The set-up's first question: how the table plays. Three cards side by side (one above the other
when they do not fit across), each a picture of the room in one line (the circle of players and
where the laptop is), its name and what it means. A first set-up has none chosen, and the game
cannot start until the group picks one; the choice is remembered for the next game.

A view over :class:`mafia_desktop.table.setup.SetupModel` (its ``mode`` and ``mode_chosen``).
(The words keep the set-up screen's translation context, ``SetupScreen``.)
"""

from __future__ import annotations

import math
from functools import partial

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QButtonGroup, QHBoxLayout, QRadioButton, QVBoxLayout, QWidget

from mafia_desktop.table.setup import SETUP_MODES, SetupModel
from mafia_desktop.ui.common.flip_row import FlipRow
from mafia_desktop.ui.common.widgets import TextLabel
from mafia_desktop.ui.common.wrap_choice import WrapRadioButton
from mafia_desktop.ui.theme import type_scale
from mafia_desktop.ui.theme.colours import colour

translate = QCoreApplication.translate

SEATS = 8  # the players drawn round each picture


def mode_words(mode: str) -> tuple[str, str]:
    """A mode's name and its one line."""
    if mode == "referee":
        return (
            translate("SetupScreen", "A referee at the laptop"),
            translate("SetupScreen", "One of you runs the game at the console and does not play."),
        )
    if mode == "pass":
        return (
            translate("SetupScreen", "Pass the laptop round"),
            translate("SetupScreen", "Everyone plays: at night each player, alone with it, makes a choice."),
        )
    return (
        translate("SetupScreen", "The laptop in the middle"),
        translate("SetupScreen", "Everyone plays: each role wakes in turn to use it while the others sleep."),
    )


class ModePicture(QWidget):
    """The room from above, in one line: the circle of players, and where the laptop is (with a
    referee beside the circle; passed from hand to hand round it; in its middle)."""

    def __init__(self, mode: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.mode = mode
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)  # a press is the card's

    def sizeHint(self) -> QSize:
        h = round(3.2 * self.fontMetrics().height())
        return QSize(round(1.6 * h), h)  # (every mode's picture as wide: the words start in line)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        h = float(min(self.height(), self.width() / 1.6))
        ink, accent = colour("soft"), colour("accent")
        cx, cy = h * 0.45, h * 0.5
        radius = h * 0.34
        dot = max(2.0, h * 0.065)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        for i in range(SEATS):
            angle = 2 * math.pi * i / SEATS - math.pi / 2
            painter.drawEllipse(
                QPointF(cx + radius * math.cos(angle), cy + radius * math.sin(angle)), dot, dot
            )
        if self.mode == "referee":
            at = QPointF(cx + radius + h * 0.4, cy)  # the console, outside the circle
            painter.setBrush(accent)
            painter.drawEllipse(
                QPointF(at.x() + h * 0.28, cy - h * 0.08), dot * 1.3, dot * 1.3
            )  # the referee
            self._laptop(painter, at, h)
        elif self.mode == "pass":
            pen = QPen(accent, max(1.5, h * 0.04))
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            arc = QRectF(cx - radius * 1.3, cy - radius * 1.3, radius * 2.6, radius * 2.6)
            painter.drawArc(arc, -100 * 16, 110 * 16)  # the way round, under the players' hands
            end = math.radians(10)
            tip = QPointF(cx + radius * 1.3 * math.cos(end), cy - radius * 1.3 * math.sin(end))
            path = QPainterPath(tip)
            path.lineTo(tip + QPointF(-h * 0.1, h * 0.02))
            path.moveTo(tip)
            path.lineTo(tip + QPointF(h * 0.02, h * 0.11))
            painter.drawPath(path)
            painter.setPen(Qt.PenStyle.NoPen)
            self._laptop(painter, QPointF(cx, cy + radius * 1.0), h)
        else:
            self._laptop(painter, QPointF(cx, cy), h)
        painter.end()

    @staticmethod
    def _laptop(painter: QPainter, centre: QPointF, h: float) -> None:
        w, lid = h * 0.34, h * 0.2
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour("accent"))
        painter.drawRoundedRect(QRectF(centre.x() - w / 2, centre.y() - lid, w, lid), 2, 2)
        painter.drawRoundedRect(QRectF(centre.x() - w * 0.62, centre.y() + 1, w * 1.24, h * 0.05), 1, 1)


class ModeCard(QWidget):
    """One mode: its picture, its name (the radio button) and its line, on a card whose edge is
    drawn bold once it is chosen (drawn, not a frame: nothing in it moves). A press anywhere on the
    card chooses it."""

    def __init__(self, mode: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"modeCard_{mode}")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        title, line = mode_words(mode)
        self.button = WrapRadioButton(title)
        self.button.setObjectName(f"mode_{mode}")
        self.button.setFont(type_scale.font("dialog", self.font(), bold=True))
        self.button.setAccessibleDescription(line)
        self.note = TextLabel(line)
        self.note.setWordWrap(True)
        self.note.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.picture = ModePicture(mode)
        words = QVBoxLayout()
        words.setSpacing(2)
        words.addWidget(self.button)
        words.addWidget(self.note)
        words.addStretch(1)
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 8, 10, 8)
        row.addWidget(self.picture, 0, Qt.AlignmentFlag.AlignTop)
        row.addLayout(words, 1)

    def minimumSizeHint(self) -> QSize:
        # As narrow as a picture and a few words: the row turns into a column before a card is cut.
        em = self.fontMetrics().height()
        return QSize(self.picture.sizeHint().width() + 9 * em, super().minimumSizeHint().height())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        chosen = self.button.isChecked()
        width = 2.5 if chosen else 1.0
        painter.setPen(QPen(colour("accent" if chosen else "card_edge"), width))
        painter.setBrush(colour("card"))
        inset = width / 2 + 0.5
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(inset, inset, -inset, -inset), 8, 8)
        painter.end()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(event.position().toPoint()):
            self.button.click()
        super().mouseReleaseEvent(event)


class ModeChoice(QWidget):
    """How will you play? The three modes, none chosen until the group picks one."""

    #: the group chose a mode (the model has it already)
    edited = Signal()

    def __init__(self, model: SetupModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("modeChoice")
        self.model = model
        self._rendering = False
        self.group = QButtonGroup(self)
        self.cards: dict[str, ModeCard] = {}
        self.buttons: dict[str, QRadioButton] = {}
        for mode in SETUP_MODES:
            card = ModeCard(mode)
            card.button.toggled.connect(partial(self._on_toggled, mode))
            self.group.addButton(card.button)
            self.cards[mode] = card
            self.buttons[mode] = card.button
        self.question = TextLabel(translate("SetupScreen", "How will you play?"))
        self.question.setObjectName("modeQuestion")
        self.question.setFont(type_scale.font("step", self.font(), bold=True))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        layout.addWidget(self.question)
        layout.addWidget(FlipRow(*((card, 1) for card in self.cards.values()), spacing=12, fill=True))

    def refresh(self) -> None:
        """The model's mode, or none while nobody has chosen one."""
        self._rendering = True
        try:
            if self.model.mode_chosen:
                self.buttons[self.model.mode].setChecked(True)
            else:
                self.group.setExclusive(False)  # (an exclusive group cannot be left with none)
                for button in self.buttons.values():
                    button.setChecked(False)
                self.group.setExclusive(True)
            for card in self.cards.values():
                card.update()
        finally:
            self._rendering = False

    def _on_toggled(self, mode: str, on: bool) -> None:
        self.cards[mode].update()
        if on and not self._rendering:
            self.model.set_mode(mode)
            self.edited.emit()
