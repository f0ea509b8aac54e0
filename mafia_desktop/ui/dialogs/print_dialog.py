"""Print: role cards and the deck recipe, fold-over cards, the referee's sheet, the game protocol
and the game log.

Each document is named as a club calls it: the *game protocol* is the protocol a club keeps (its
header, the fouls, the nominations and votes, the nights, the best move and the points), the
*game log* the cards and the whole timeline, the *referee's sheet* every seat's role with a box for
each night and day; a line under the choice says what the document holds. Each has its own title
in the PDF and its own file name.

A preview with the system print dialog (QPrintPreviewDialog), or a PDF written off the UI thread.
The fold-over cards (for the players) and the referee's sheet (every role) are separate documents,
so the sheet is never in the players' print job. The printer gets the document's paper, each page's
orientation and the whole sheet (:func:`~mafia_desktop.printing.pages.prepare_printer`), so backs
land behind their fronts. A PDF that cannot be written is said in one sentence and nothing is
written (the old file stays as it was).

Documents that hold roles (the fold-over cards, the referee's sheet, the game protocol, the game
log) are not offered while a game with no referee is unfinished: nobody may see every card then.
With a referee they are offered behind a question that says what the document shows (every role;
the protocol and the log every night choice too), and at night every preview is dark (light ink
on black, :class:`DarkPreview`) so no white page lights up the room.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QLocale, QObject, QRunnable, Qt, QThreadPool, Signal
from PySide6.QtGui import QPalette, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop import phrases
from mafia_desktop.engine.deal import deal_counts_problem, recommended_deal
from mafia_desktop.engine.record import Record
from mafia_desktop.engine.rules import DEFAULT_PRESET, PRESET_IDS, PRESETS, Rules
from mafia_desktop.languages import LANGUAGES
from mafia_desktop.printing.documents import (
    deal,
    fold_over,
    game_log,
    game_protocol,
    recipe_lines,
    referee_sheet,
)
from mafia_desktop.printing.pages import (
    Document,
    failure_kind,
    page_image,
    paint_on_printer,
    prepare_printer,
    write_pdf,
)
from mafia_desktop.ui.common import files
from mafia_desktop.ui.common.widgets import TextLabel, WrapButton, ask_yes_no, form_label, page_scroll, warn
from mafia_desktop.ui.theme import appearance


class _PdfJob(QRunnable):
    """Writes a PDF on a pool thread, then reports back (queued to the UI thread) through the
    dialog's own signals object: the pool deletes the runnable on its thread, where a QObject of
    the UI thread must never be destroyed."""

    class Signals(QObject):
        done = Signal(str, str, str)  # path, why it failed (failure_kind; "" when written), detail

    def __init__(self, signals: _PdfJob.Signals, document: Document, path: str) -> None:
        super().__init__()
        self.document = document
        self.path = path
        self.signals = signals

    def run(self) -> None:
        kind = detail = ""
        try:
            write_pdf(self.document, self.path)
        except OSError as exc:
            kind, detail = failure_kind(exc), exc.strerror or str(exc)
        try:
            self.signals.done.emit(self.path, kind, detail)
        except RuntimeError:  # the dialog closed meanwhile; the file is written all the same
            pass


class PrintDialog(QDialog):
    #: a PDF was written (or not): (path, problem)
    pdf_written = Signal(str, str)

    def __init__(
        self,
        record: Record | None = None,
        rules: Rules | None = None,
        counts: dict[str, int] | None = None,
        parent: QWidget | None = None,
        roles: str = "open",
        night: bool = False,
    ) -> None:
        """``roles``: how documents that show every role are offered for ``record``: ``open`` (a
        finished game, or a file opened to print), ``confirm`` (a game with a referee, unfinished:
        after a question) or ``hidden`` (a game with no referee, unfinished: not at all).
        ``night``: the table is dark, and so is every preview."""
        super().__init__(parent)
        appearance.make_readable(self)
        # One shuffle for the dialog's life: the preview, the PDF and the printer get the same order.
        self._shuffle = random.SystemRandom().randrange(2**31)
        self.setWindowTitle(self.tr("Print"))
        self.setObjectName("printDialog")
        self.record = record
        self.roles = roles
        self.night = night
        #: asks before a document that shows every role (tests answer it)
        self.confirm = self._ask
        self._jobs: list[_PdfJob] = []
        self._job_signals = _PdfJob.Signals(self)  # owned here, on the UI thread
        self._job_signals.done.connect(self._on_job_done)
        outer = QVBoxLayout(self)
        form = QFormLayout()
        self.what = QComboBox()
        self.what.setObjectName("printWhat")
        self.what.addItem(self.tr("Role cards and the deck recipe"), "deal")
        if record is not None and roles != "hidden":
            # Two documents, two print jobs: the players' cards never carry the referee's sheet.
            self.what.addItem(self.tr("Fold-over cards for the players"), "fold")
            self.what.addItem(self.tr("Referee's sheet"), "sheet")
            self.what.addItem(self.tr("Game protocol"), "protocol")
            self.what.addItem(self.tr("Game log"), "log")
        self.preset = QComboBox()
        self.preset.setObjectName("printPreset")
        for preset in PRESET_IDS:
            self.preset.addItem(phrases.preset_name(preset), preset)
        self.players = QSpinBox()
        self.players.setObjectName("printPlayers")
        self.players.setRange(3, 50)
        start_rules = rules or (record.setup.rules if record is not None else PRESETS[DEFAULT_PRESET])
        self._rules = start_rules
        self.preset.setCurrentIndex(PRESET_IDS.index(start_rules.preset))
        if counts:
            self._counts: dict[str, int] | None = dict(counts)
            self.players.setValue(sum(counts.values()))
        elif record is not None:
            self._counts = {r: record.setup.roles.count(r) for r in set(record.setup.roles)}
            self.players.setValue(len(record.setup.players))
        else:
            self._counts = None
            self.players.setValue(10)
        self.paper = QComboBox()
        self.paper.setObjectName("printPaper")
        self.paper.addItem("A4", "a4")
        self.paper.addItem("Letter", "letter")
        us = QLocale.system().territory() in (QLocale.Country.UnitedStates, QLocale.Country.Canada)
        self.paper.setCurrentIndex(1 if us else 0)
        self.lang = QComboBox()
        self.lang.setObjectName("printLang")
        for language in LANGUAGES.values():  # each in its own words
            self.lang.addItem(language.native, language.code)
        self.lang.setCurrentIndex(max(0, self.lang.findData(appearance.current().lang)))
        form.addRow(form_label(self.tr("Print"), self.what), self.what)
        form.addRow(form_label(self.tr("Rules"), self.preset), self.preset)
        form.addRow(form_label(self.tr("Players"), self.players), self.players)
        form.addRow(form_label(self.tr("Paper"), self.paper), self.paper)
        form.addRow(form_label(self.tr("Language"), self.lang), self.lang)
        outer.addLayout(form)
        texts = QWidget()  # they scroll when taller than the window (large text, a long translation)
        layout = QVBoxLayout(texts)
        layout.setContentsMargins(0, 0, 0, 0)
        self.about = TextLabel()  # what the document chosen holds, in one line
        self.about.setObjectName("printAbout")
        self.about.setWordWrap(True)
        layout.addWidget(self.about)
        self.recipe = TextLabel()
        self.recipe.setObjectName("recipe")
        self.recipe.setWordWrap(True)
        layout.addWidget(self.recipe)
        # Where the cards are printed (backs on the next pages): how with one side; on what paper
        # (the role cards and the fold-over cards, each their own advice).
        self.duplex_hint, self.stock_hint = hints = [
            TextLabel(phrases.print_text(key)) for key in ("one_sided", "card_stock")
        ]
        for hint, name in zip(hints, ("printDuplexHint", "printStockHint"), strict=True):
            hint.setObjectName(name)
            hint.setWordWrap(True)
            layout.addWidget(hint)
        self.problem = TextLabel()
        self.problem.setObjectName("printProblem")
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        row = QHBoxLayout()
        self.preview_button = WrapButton(self.tr("Preview and print…"))
        appearance.set_tier(self.preview_button, "primary")
        self.preview_button.setObjectName("printPreview")
        self.preview_button.clicked.connect(self._on_preview_clicked)
        self.pdf_button = WrapButton(self.tr("Save as PDF…"))
        appearance.set_tier(self.pdf_button, "secondary")
        self.pdf_button.setObjectName("printPdf")
        self.pdf_button.clicked.connect(self._on_pdf_button_clicked)
        close = WrapButton(self.tr("Close"))
        appearance.set_tier(close, "secondary")
        close.clicked.connect(self.reject)
        row.addWidget(self.preview_button)
        row.addWidget(self.pdf_button)
        row.addStretch(1)
        row.addWidget(close)
        layout.addStretch(1)  # the room the cards' lines leave, not taller buttons
        outer.addWidget(page_scroll(texts, "printTexts"), 1)
        outer.addLayout(row)
        for widget in (self.what, self.preset, self.paper, self.lang):
            widget.currentIndexChanged.connect(self._refresh)
        self.players.valueChanged.connect(self._refresh)
        self._refresh()
        for combo in (self.what, self.preset):  # a little room past the longest choice, at any size
            combo.setMinimumWidth(combo.sizeHint().width() + combo.fontMetrics().averageCharWidth())

    def _deal(self) -> tuple[Rules, dict[str, int]]:
        preset = str(self.preset.currentData())
        rules = self._rules if self._rules.preset == preset else PRESETS[preset]
        n = self.players.value()
        counts = (
            self._counts
            if self._counts and sum(self._counts.values()) == n and rules is self._rules
            else None
        )
        return rules, counts or recommended_deal(rules, n)

    def _refresh(self, *args: object) -> None:
        what = self.what.currentData()
        deal = what == "deal"
        self.preset.setEnabled(deal)
        self.players.setEnabled(deal)
        self.about.setText(self.about_text(str(what)))
        self.about.setVisible(not deal)  # the deal has its recipe on screen
        self.duplex_hint.setVisible(deal)  # the deal's cards have their backs on the next pages
        self.stock_hint.setText(phrases.print_text("fold_stock" if what == "fold" else "card_stock"))
        self.stock_hint.setVisible(what in ("deal", "fold"))
        problem = ""
        if deal:
            rules, counts = self._deal()
            problem = deal_counts_problem(rules, self.players.value(), counts) or ""
            lines = recipe_lines(rules, counts, str(self.lang.currentData()))
            self.recipe.setText("\n".join(lines) if not problem else "")
        else:
            self.recipe.setText("")
        self.problem.setText(phrases.problem_text(problem) if problem else "")
        self.preview_button.setEnabled(not problem)
        self.pdf_button.setEnabled(not problem)

    def about_text(self, what: str) -> str:
        """What a document holds, in one line."""
        return {
            "fold": self.tr(
                "One card per player: the name and seat outside, the role inside under a flap."
                " Printed on one side, folded twice."
            ),
            "sheet": self.tr(
                "Every seat with its role and a box for each night and day to write in during the"
                " game, and room for notes."
            ),
            "protocol": self.tr(
                "The protocol a club keeps: the header (date, club, game, referee), how each player"
                " left, the nights' shots and checks, every vote, and the fouls, the best move and the"
                " points where the rules keep score; filled in as far as the game has gone."
            ),
            "log": self.tr("Every card dealt, then everything that happened, night by night and day by day."),
        }.get(what, "")

    def choose(self, what: str) -> None:
        """Open on one document (``deal``, ``fold``, ``sheet``, ``protocol``, ``log``), where offered."""
        index = self.what.findData(what)
        if index >= 0:
            self.what.setCurrentIndex(index)

    def document(self) -> Document:
        paper = str(self.paper.currentData())
        lang = str(self.lang.currentData())
        what = self.what.currentData()
        if what == "deal":
            rules, counts = self._deal()
            return deal(rules, counts, paper, lang, seed=self._shuffle)
        assert self.record is not None
        if what == "protocol":
            return game_protocol(self.record, paper, lang)
        if what == "log":
            return game_log(self.record, paper, lang)
        if what == "sheet":
            return referee_sheet(self.record, paper, lang)
        return fold_over(self.record, paper, lang)

    def printer(self, document: Document) -> Any:
        """A printer set up for ``document`` as chosen here: its paper, the first page's
        orientation, the whole sheet, both sides flipped on the long edge for cards with backs
        (the preview and the system dialog start from it)."""
        from PySide6.QtPrintSupport import QPrinter

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        prepare_printer(printer, document)
        return printer

    def shows_roles(self) -> bool:
        """Whether the document chosen shows every player's role."""
        return self.what.currentData() in ("fold", "sheet", "protocol", "log")

    def _may_go_on(self) -> bool:
        if self.shows_roles() and self.roles == "confirm":
            return self.confirm(self.question(str(self.what.currentData())))
        return True

    def question(self, what: str) -> str:
        """What is asked before a document that shows every role: what it shows, truly (the
        fold-over cards and the referee's sheet show the roles; the protocol and the log every
        night choice as well)."""
        if what == "fold":
            return self.tr(
                "These cards show every player's role inside the fold. Open them only where no player"
                " can see the screen or the page. Go on?"
            )
        if what == "sheet":
            return self.tr(
                "This document shows every player's role. Open it only where no player can see the"
                " screen or the page. Go on?"
            )
        return self.tr(
            "This document shows every player's role and every night choice. Open it only"
            " where no player can see the screen or the page. Go on?"
        )

    def _ask(self, question: str) -> bool:
        return ask_yes_no(self, self.tr("Print"), question, default_yes=False)

    def _on_preview_clicked(self) -> None:
        from PySide6.QtPrintSupport import QPrintPreviewDialog

        if not self._may_go_on():
            return
        document = self.document()
        if self.night:
            DarkPreview(document, self).exec()
            return
        printer = self.printer(document)  # kept while the preview (which does not own it) lives
        preview = QPrintPreviewDialog(printer, self)
        preview.paintRequested.connect(lambda p: self._paint(document, p))
        preview.exec()
        _let_go(preview)

    def _paint(self, document: Document, printer: Any) -> None:
        try:
            paint_on_printer(document, printer)
        except OSError:
            self.problem.setText(self.tr("The printer did not start; nothing was printed."))

    #: the file each document is offered as, named as the document is
    FILE_NAMES = {
        "deal": "mafia-role-cards.pdf",
        "fold": "mafia-fold-over-cards.pdf",
        "sheet": "mafia-referee-sheet.pdf",
        "protocol": "mafia-game-protocol.pdf",
        "log": "mafia-game-log.pdf",
    }

    def _on_pdf_clicked(self) -> None:
        name = self.FILE_NAMES.get(str(self.what.currentData()), "mafia.pdf")
        path = files.save_file(self, "pdf", self.tr("Save as PDF"), name, "PDF (*.pdf)")
        if path:
            self.save_pdf(path)

    def _on_pdf_button_clicked(self) -> None:
        if self._may_go_on():
            self._on_pdf_clicked()

    def save_pdf(self, path: str) -> Any:
        """Write the PDF off the UI thread; :attr:`pdf_written` says when it is there."""
        job = _PdfJob(self._job_signals, self.document(), path)
        self._jobs.append(job)
        QThreadPool.globalInstance().start(job)
        return job

    def _on_job_done(self, path: str, kind: str, detail: str) -> None:
        problem = ""
        if kind:
            problem = {
                "folder": self.tr("it is a folder, not a file"),
                "device": self.tr("it is a device, not a file"),
                "pipe": self.tr("it is a pipe (FIFO), not a file"),
                "socket": self.tr("it is a socket, not a file"),
                "missing": self.tr("its folder does not exist"),
                "denied": self.tr("there is no permission to write there"),
                "full": self.tr("the disk is full"),
            }.get(kind, detail)
            self.problem.setText(
                self.tr("Could not save %1: %2; nothing was written.")
                .replace("%1", path)
                .replace("%2", problem)
            )
        else:
            self.problem.setText(self.tr("Saved %1").replace("%1", path))
        self.pdf_written.emit(path, problem)


class DarkPreview(QDialog):
    """The pages on screen as light ink on black (the table is dark), and the system print dialog
    behind a button: paper comes out as usual."""

    def __init__(self, document: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("darkPreview")
        self.setWindowTitle(self.tr("Preview"))
        self.document = document
        palette = self.palette()
        for role, colour in (
            (QPalette.ColorRole.Window, Qt.GlobalColor.black),
            (QPalette.ColorRole.WindowText, Qt.GlobalColor.lightGray),
            (QPalette.ColorRole.Base, Qt.GlobalColor.black),
            (QPalette.ColorRole.Button, Qt.GlobalColor.darkGray),
            (QPalette.ColorRole.ButtonText, Qt.GlobalColor.white),
        ):
            palette.setColor(role, colour)
        self.setPalette(palette)
        self.setAutoFillBackground(True)
        layout = QVBoxLayout(self)
        pages = QWidget()
        pages.setAutoFillBackground(True)
        pages.setPalette(palette)
        column = QVBoxLayout(pages)
        self.pages: list[QLabel] = []
        for i in range(len(document.pages)):
            label = TextLabel()
            label.setObjectName(f"previewPage{i + 1}")
            label.setAccessibleName(self.tr("Page %1").replace("%1", phrases.number(i + 1)))
            label.setPixmap(QPixmap.fromImage(page_image(document, i, 3.0, dark=True)))
            column.addWidget(label, 0, Qt.AlignmentFlag.AlignHCenter)
            self.pages.append(label)
        scroll = QScrollArea()
        scroll.setPalette(palette)
        scroll.setWidget(pages)
        scroll.setWidgetResizable(True)
        layout.addWidget(scroll, 1)
        row = QHBoxLayout()
        print_button = WrapButton(self.tr("Print…"))
        print_button.setObjectName("darkPreviewPrint")
        print_button.clicked.connect(self._on_print_clicked)
        close = WrapButton(self.tr("Close"))
        appearance.set_tier(close, "secondary")
        close.clicked.connect(self.reject)
        row.addStretch(1)
        row.addWidget(print_button)
        row.addWidget(close)
        layout.addLayout(row)
        self.resize(720, 800)

    def _on_print_clicked(self) -> None:
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        prepare_printer(printer, self.document)
        dialog = QPrintDialog(printer, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            try:
                paint_on_printer(self.document, printer)
            except OSError:
                warn(self, self.tr("Print"), self.tr("The printer did not start; nothing was printed."))
        _let_go(dialog)


def _let_go(dialog: Any) -> None:
    """Delete a dialog that was given a printer it does not own now, before the printer goes
    (a dialog left holding a printer that is gone would paint on freed memory)."""
    if isinstance(dialog, QDialog) and shiboken6.isValid(dialog):
        shiboken6.delete(dialog)


def locale_paper() -> str:
    """The paper the user's country uses: Letter in the United States and Canada, else A4."""
    us = QLocale.system().territory() in (QLocale.Country.UnitedStates, QLocale.Country.Canada)
    return "letter" if us else "a4"


def preview_and_print(parent: QWidget, document: Any, night: bool, failed: Callable[[], None]) -> None:
    """A screen's document (standings, a schedule) in the print preview, printed from there; in
    the dark preview when the table behind is at night. ``failed`` says so when the printer
    does not start."""
    from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

    from mafia_desktop.printing.pages import paint_on_printer, prepare_printer

    if night:
        DarkPreview(document, parent).exec()
        return
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    prepare_printer(printer, document)
    preview = QPrintPreviewDialog(printer, parent)

    def paint(target: Any) -> None:
        try:
            paint_on_printer(document, target)
        except OSError:
            failed()

    preview.paintRequested.connect(paint)
    preview.exec()
