"""The main window. For now it opens on the home screen: the four rule sets at a glance.

Colours and fonts are set through palettes and fonts rather than a style sheet, and nothing here
touches the big ``Qt`` namespace: both cost a noticeable part of the start-up budget (see
benchmarks/run.py).
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QMainWindow,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.engine.deal import recommended_deal
from mafia_desktop.engine.rules import PRESET_IDS, PRESETS
from mafia_desktop.ui import texts

# Day colours: a light, warm table (UX.md); contrast of text on paper is above 10:1.
PAPER = QColor("#f7f1e6")
CARD = QColor("#fffaf2")
CARD_EDGE = QColor("#e2d5c2")
INK = QColor("#2b2420")
TITLE_INK = QColor("#3b2417")
ACCENT_INK = QColor("#7a3b1c")
SOFT_INK = QColor("#5a4a40")


def _label(text: str, size: float, colour: QColor, *, bold: bool = False, italic: bool = False) -> QLabel:
    label = QLabel(text)
    font = QFont(label.font())
    font.setPointSizeF(size)
    font.setBold(bold)
    font.setItalic(italic)
    label.setFont(font)
    palette = label.palette()
    palette.setColor(QPalette.ColorRole.WindowText, colour)
    label.setPalette(palette)
    label.setWordWrap(True)
    return label


class Card(QFrame):
    """A paper card with a thin edge, drawn by Qt itself from the palette.

    (Any Python call that takes a colour, such as QPainter.setPen, first builds every enum of the
    ``Qt`` namespace, about 11 ms; the home screen does not need it.)
    """

    def __init__(self) -> None:
        super().__init__()
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, CARD)
        palette.setColor(QPalette.ColorRole.WindowText, CARD_EDGE)
        self.setPalette(palette)
        self.setAutoFillBackground(True)
        self.setFrameShape(QFrame.Shape.Box)
        self.setLineWidth(1)


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("Mafia Desktop"))
        self.resize(1280, 800)
        self.setMinimumSize(720, 480)
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, PAPER)
        palette.setColor(QPalette.ColorRole.WindowText, INK)
        self.setPalette(palette)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self._home())
        self.setCentralWidget(scroll)

    def _home(self) -> QWidget:
        home = QWidget()
        layout = QVBoxLayout(home)
        layout.setContentsMargins(40, 32, 40, 32)
        layout.setSpacing(10)
        layout.addWidget(_label(self.tr("Mafia Desktop"), 34, TITLE_INK, bold=True))
        layout.addWidget(
            _label(
                self.tr("The party game Mafia around one laptop: four rule sets, one table."), 14, SOFT_INK
            )
        )
        layout.addSpacing(12)
        grid = QGridLayout()
        grid.setSpacing(18)
        for i, preset in enumerate(PRESET_IDS):
            grid.addWidget(self._preset_card(preset), i // 2, i % 2)
        layout.addLayout(grid)
        layout.addStretch(1)
        return home

    def _preset_card(self, preset: str) -> QWidget:
        rules = PRESETS[preset]
        card = Card()
        card.setAccessibleName(self.tr("%1 rules").replace("%1", texts.preset_name(preset)))
        box = QVBoxLayout(card)
        box.setContentsMargins(20, 16, 20, 18)
        box.setSpacing(6)
        box.addWidget(_label(texts.preset_name(preset), 18, TITLE_INK, bold=True))
        box.addWidget(_label(texts.preset_origin(preset), 10.5, SOFT_INK, italic=True))
        table = 10 if preset == "club" else 12
        deal = recommended_deal(rules, table)
        roles = ", ".join(f"{n} × {texts.role_title(rules.title(role), n)}" for role, n in deal.items() if n)
        if rules.min_players == rules.max_players:
            players = self.tr("exactly %1 players").replace("%1", str(rules.min_players))
        else:
            players = (
                self.tr("%1 to %2 players")
                .replace("%1", str(rules.min_players))
                .replace("%2", str(rules.max_players))
            )
        rows = [
            (self.tr("Players"), players),
            (self.tr("Deal for %1").replace("%1", str(table)), roles),
            (self.tr("Day"), texts.day_summary(preset)),
            (self.tr("Night"), texts.night_summary(preset)),
            (self.tr("Winning"), texts.win_summary(preset)),
        ]
        for head, text in rows:
            box.addWidget(_label(head, 11, ACCENT_INK, bold=True))
            box.addWidget(_label(text, 11.5, INK))
        box.addStretch(1)
        return card
