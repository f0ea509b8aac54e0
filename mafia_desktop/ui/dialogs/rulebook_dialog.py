"""*Help → Rules and roles* (F1): the rulebook of the game on the table (its house rules in force),
or of the rule set being set up, or any preset (a list to pick one); and, where the computer has
another screen, the same pages large on it for the room to read between games.

Laid out from :func:`mafia_desktop.rulebook.book` (the rules model, never a deal: nothing here says
who holds what). Every text is escaped: the book's words are text, never markup.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop import phrases
from mafia_desktop.engine.rules import PRESET_IDS, PRESETS, Rules
from mafia_desktop.rulebook import Section, book
from mafia_desktop.ui.theme import type_scale

translate = QCoreApplication.translate


def book_html(sections: list[Section], px: int) -> str:
    """The book as one page of rich text: headings, lines and tables (every word escaped)."""
    out = [f'<div style="font-size:{px}px">']
    for n, section in enumerate(sections):
        tag = "h1" if n == 0 else "h2"
        out.append(f"<{tag}>{escape(section.title)}</{tag}>")
        out += [f"<p>{escape(line)}</p>" for line in section.lines]
        if section.rows:
            out.append('<table cellspacing="0" cellpadding="6" border="1" style="border-collapse:collapse">')
            if section.head:
                out.append(
                    "<tr>" + "".join(f"<th align='left'>{escape(h)}</th>" for h in section.head) + "</tr>"
                )
            for row in section.rows:
                out.append("<tr>" + "".join(f"<td>{escape(cell)}</td>" for cell in row) + "</tr>")
            out.append("</table>")
    out.append("</div>")
    return "\n".join(out)


def book_text(sections: list[Section]) -> str:
    """Every word of the book, as plain text (what a screen reader or a test reads)."""
    out: list[str] = []
    for section in sections:
        out += [section.title, *section.lines, " | ".join(section.head)]
        out += [" | ".join(row) for row in section.rows]
    return "\n".join(line for line in out if line)


class RulebookBoard(QWidget):
    """The rulebook full screen on another screen (a TV between games): large type, no controls."""

    def __init__(self) -> None:
        super().__init__(None, Qt.WindowType.Window | Qt.WindowType.FramelessWindowHint)
        self.setObjectName("rulebookBoard")
        self.setWindowTitle(translate("Rulebook", "Rules and roles"))
        self.page = QTextBrowser()
        self.page.setObjectName("rulebookBoardPage")
        self.page.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(48, 32, 48, 32)
        layout.addWidget(self.page)

    def show_book(self, sections: list[Section]) -> None:
        self.page.setHtml(book_html(sections, type_scale.px("step")))

    def show_on(self, screen: object) -> None:
        from PySide6.QtGui import QScreen

        if isinstance(screen, QScreen):
            self.setScreen(screen)
            self.setGeometry(screen.geometry())
        self.showFullScreen()


class RulebookDialog(QDialog):
    """The rulebook: of ``rules`` when given (a game, or the set-up's), else of a preset picked
    from a list. Not modal: the table goes on behind it."""

    def __init__(self, rules: Rules | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulebook")
        self.setWindowTitle(translate("Rulebook", "Rules and roles"))
        self.setFont(type_scale.font("dialog", self.font()))
        self._rules = rules
        self.board: RulebookBoard | None = None
        self.preset_combo = QComboBox()
        self.preset_combo.setObjectName("rulebookPreset")
        self.preset_combo.setAccessibleName(translate("Rulebook", "Rule set"))
        for preset in PRESET_IDS:
            self.preset_combo.addItem(phrases.preset_name(preset), preset)
        self.preset_combo.setVisible(rules is None)  # a game's rules are the game's: no list
        self.preset_combo.currentIndexChanged.connect(self._render)
        self.page = QTextBrowser()
        self.page.setObjectName("rulebookPage")
        self.page.setOpenLinks(False)
        self.page.setAccessibleName(translate("Rulebook", "Rules and roles"))
        self.tv_button = QPushButton(translate("Rulebook", "Show on the other screen"))
        self.tv_button.setObjectName("rulebookOnTv")
        self.tv_button.setCheckable(True)
        self.tv_button.toggled.connect(self._on_tv_toggled)
        self.tv_button.setVisible(len(QGuiApplication.screens()) > 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(self.tv_button)
        row.addStretch(1)
        row.addWidget(buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(self.preset_combo)
        layout.addWidget(self.page, 1)
        layout.addLayout(row)
        QShortcut(QKeySequence(Qt.Key.Key_F1), self, self.reject)  # F1 again: gone
        self.resize(900, 680)
        self._render()

    def rules(self) -> Rules:
        if self._rules is not None:
            return self._rules
        return PRESETS[str(self.preset_combo.currentData())]

    def sections(self) -> list[Section]:
        return book(self.rules())

    def text(self) -> str:
        """Every word on show, as plain text."""
        return self.page.toPlainText()

    def _render(self, *_: object) -> None:
        sections = self.sections()
        self.page.setHtml(book_html(sections, type_scale.px("dialog")))
        if self.board is not None:
            self.board.show_book(sections)

    def _on_tv_toggled(self, on: bool) -> None:
        if on:
            screens = QGuiApplication.screens()
            mine = self.screen()
            other = next((s for s in screens if s is not mine), None)
            if other is None:
                self.tv_button.setChecked(False)
                return
            self.board = RulebookBoard()
            self.board.show_book(self.sections())
            self.board.show_on(other)
        elif self.board is not None:
            self.board.close()
            self.board.deleteLater()
            self.board = None

    def done(self, result: int) -> None:
        self.tv_button.setChecked(False)  # the board goes with the book
        super().done(result)
