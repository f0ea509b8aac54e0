"""The main window. For now it opens on the home screen: the four rule sets at a glance."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QMainWindow,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.engine.rules import PRESET_IDS, PRESETS
from mafia_desktop.engine.deal import recommended_deal
from mafia_desktop.ui import texts

STYLE = """
QMainWindow, QScrollArea, #home { background: #f7f1e6; }
QLabel { color: #2b2420; }
#title { font-size: 34pt; font-weight: 700; color: #3b2417; }
#tagline { font-size: 14pt; color: #5a4a40; }
#card { background: #fffaf2; border: 1px solid #e2d5c2; border-radius: 14px; }
#cardTitle { font-size: 18pt; font-weight: 700; color: #3b2417; }
#cardOrigin { font-size: 10.5pt; color: #6b5a4e; font-style: italic; }
#cardHead { font-size: 11pt; font-weight: 700; color: #7a3b1c; }
#cardText { font-size: 11.5pt; color: #2b2420; }
"""


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("Mafia Desktop"))
        self.setObjectName("mainWindow")
        self.setStyleSheet(STYLE)
        self.resize(1280, 800)
        self.setMinimumSize(720, 480)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self._home())
        self.setCentralWidget(scroll)

    def _home(self) -> QWidget:
        home = QWidget()
        home.setObjectName("home")
        layout = QVBoxLayout(home)
        layout.setContentsMargins(40, 32, 40, 32)
        layout.setSpacing(10)
        title = QLabel(self.tr("Mafia Desktop"))
        title.setObjectName("title")
        tagline = QLabel(self.tr("The party game Mafia around one laptop: four rule sets, one table."))
        tagline.setObjectName("tagline")
        tagline.setWordWrap(True)
        layout.addWidget(title)
        layout.addWidget(tagline)
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
        card = QFrame()
        card.setObjectName("card")
        card.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        card.setAccessibleName(self.tr("%1 rules").replace("%1", texts.preset_name(preset)))
        box = QVBoxLayout(card)
        box.setContentsMargins(20, 16, 20, 18)
        box.setSpacing(6)
        name = QLabel(texts.preset_name(preset))
        name.setObjectName("cardTitle")
        origin = QLabel(texts.preset_origin(preset))
        origin.setObjectName("cardOrigin")
        box.addWidget(name)
        box.addWidget(origin)
        table = 10 if preset == "club" else 12
        deal = recommended_deal(rules, table)
        roles = ", ".join(
            f"{n} × {texts.role_title(rules.title(role), n)}" for role, n in deal.items() if n
        )
        if rules.min_players == rules.max_players:
            players = self.tr("exactly %1 players").replace("%1", str(rules.min_players))
        else:
            players = self.tr("%1 to %2 players").replace("%1", str(rules.min_players)).replace(
                "%2", str(rules.max_players)
            )
        rows = [
            (self.tr("Players"), players),
            (self.tr("Deal for %1").replace("%1", str(table)), roles),
            (self.tr("Day"), texts.day_summary(preset)),
            (self.tr("Night"), texts.night_summary(preset)),
            (self.tr("Winning"), texts.win_summary(preset)),
        ]
        for head, text in rows:
            h = QLabel(head)
            h.setObjectName("cardHead")
            t = QLabel(text)
            t.setObjectName("cardText")
            t.setWordWrap(True)
            t.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
            box.addWidget(h)
            box.addWidget(t)
        box.addStretch(1)
        return card
