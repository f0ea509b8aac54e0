"""User text is text: a player named ``<img src=/tmp/a.png>``, ``<h1>Z</h1>``, ``<font size=7>W`` or
``<b>Ann</b>`` is shown by those very characters everywhere (labels, buttons, the circle, the
log, questions, the private panel, printed pages), in the same place and size as any other name."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from mafia_desktop.engine.inputs import EndNight, Nominate
from mafia_desktop.engine.record import Record
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.ui.common.widgets import TextLabel, WrappedText, ask_yes_no
from mafia_desktop.ui.window.main_window import MainWindow
from tests.ui import looks

MARKUP = ["<b>Ann</b>", "<img src=/tmp/a.png>", "<h1>Z</h1>", "<font size=7>W", "Tom & Jerry"]
NAMES = [*MARKUP, "Fay", "Gus", "Hal", "Ivy", "Jon"]
ROLES = {"<b>Ann</b>": "don", "<h1>Z</h1>": "mafia", "Gus": "mafia", "Fay": "detective"}
ROOT = Path(__file__).resolve().parents[2]


def record(mode: str = "referee") -> Record:
    note = {"mode": mode, "deal": "peek" if mode == "referee" else "reveal"}
    return Record(make_setup("club", 3, NAMES, ROLES)).with_note("table", note)


def window(qtbot: QtBot) -> MainWindow:
    w = MainWindow(remember_geometry=False, read_only=True)
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    return w


def labels(root: QWidget) -> list[QLabel]:
    return [w for w in [root, *root.findChildren(QLabel)] if isinstance(w, QLabel)]


def plain(label: QLabel) -> bool:
    """The label's text is taken as text (no ``<``: Qt never takes it for markup)."""
    return label.textFormat() == Qt.TextFormat.PlainText or "<" not in label.text()


@pytest.mark.parametrize("screen", list(looks.SCREENS))
def test_every_label_of_every_screen_shows_plain_text(qtbot: QtBot, screen: str) -> None:
    """By construction: every label the app makes is a TextLabel (plain text), on every screen."""
    w = window(qtbot)
    widget = looks.show(screen, w)
    others = [
        (type(label).__name__, label.objectName(), label.text()[:40])
        for label in labels(widget)
        if not isinstance(label, TextLabel) and not label.objectName().startswith("qt_")
    ]
    assert not others, f"labels made otherwise than as TextLabel: {others}"
    rich = [label.text()[:40] for label in labels(widget) if not plain(label)]
    assert not rich, rich
    if widget is not w:
        widget.close()


def test_no_label_is_made_any_other_way() -> None:
    """A QLabel made directly in the app's code would read markup: only TextLabel is used."""
    offenders = []
    for path in (ROOT / "mafia_desktop").rglob("*.py"):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if "QLabel(" in line and "class TextLabel(QLabel)" not in line:
                offenders.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()}")
    assert not offenders, offenders


def test_names_that_look_like_markup_show_as_typed_on_the_table(qtbot: QtBot) -> None:
    w = window(qtbot)
    w.open_record(record())
    assert w.controller is not None and w.table is not None
    w.controller.submit([EndNight(), Nominate("Fay", "<h1>Z</h1>")])
    QApplication.processEvents()
    table = w.table
    assert [s.name for s in table.circle.seats()] == NAMES
    log = [table.log.item(i).text() for i in range(table.log.count())]
    assert any("<h1>Z</h1>" in line for line in log), log
    shown = [label.text() for label in labels(table) if label.isVisibleTo(w)]
    for label in labels(table):
        assert plain(label), (label.objectName(), label.text())
    assert any("<h1>Z</h1>" in text for text in shown + log)
    prompt = table.prompt.text()
    assert "<h1>Z</h1>" in prompt and table.prompt.textFormat() == Qt.TextFormat.PlainText


def test_a_question_naming_a_player_is_plain_text(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    boxes: list[QMessageBox] = []

    def exec_(box: QMessageBox) -> int:
        boxes.append(box)
        return int(QMessageBox.StandardButton.No)

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    parent = QWidget()
    qtbot.addWidget(parent)
    assert not ask_yes_no(parent, "Mafia Desktop", "Undo: Fay nominated <img src=/tmp/a.png>?")
    assert boxes[0].textFormat() == Qt.TextFormat.PlainText
    assert boxes[0].text() == "Undo: Fay nominated <img src=/tmp/a.png>?"


def ring_place(w: MainWindow) -> QPoint:
    assert w.table is not None
    ring = w.table.private.ring
    return ring.mapTo(w, QPoint(0, 0))


def test_on_the_private_panel_a_name_is_text_and_moves_nothing(qtbot: QtBot) -> None:
    """A title with markup once loaded a file and moved the hold target by up to 128 px. Now the
    title is plain, the target stays where it is for every player, and nothing is cut."""
    w = window(qtbot)
    w.open_record(record("pass"))
    assert w.table is not None
    panel = w.table.private
    panel.ring.hold_ms = 0
    places = set()
    titles = []
    for name in NAMES:
        QApplication.processEvents()
        assert isinstance(panel.title, WrappedText) and not isinstance(panel.title, QLabel)
        titles.append(panel.title.text())
        assert panel.title.text().startswith(f"Pass the laptop to {name} (seat")
        assert panel.title.fits(), panel.title.text()
        places.add(ring_place(w).toTuple())
        panel.ring.press()
        panel.ring._on_tick_timeout()
        places.add(ring_place(w).toTuple())
        assert panel.secret.fits(), "the held words fit their box"
        panel.ring.release()
        panel.skip_wait()
        qtbot.mouseClick(panel.buttons["got_it"], Qt.MouseButton.LeftButton)
    assert len(places) == 1, f"the hold target moved: {places}"
    assert "Pass the laptop to <img src=/tmp/a.png> (seat 2)" in titles


def test_the_labels_of_the_app_are_plain_even_when_their_text_is_set_later(qtbot: QtBot) -> None:
    label = TextLabel("Ann")
    qtbot.addWidget(label)
    label.setText("<b>bold?</b>")
    assert label.textFormat() == Qt.TextFormat.PlainText
    label.show()
    assert label.sizeHint().width() >= label.fontMetrics().horizontalAdvance("<b>bold?</b>")
    label.setText("Ann")
    assert label.textFormat() == Qt.TextFormat.PlainText, "and it stays plain"


def test_printed_pages_show_names_as_typed(tmp_path: Path) -> None:
    game = tmp_path / "odd.json"
    game.write_text(record().dumps(), encoding="utf-8")
    out = tmp_path / "odd.pdf"
    done = subprocess.run(
        [sys.executable, "-m", "mafia_desktop", "print", "record", str(game), "--out", str(out)],
        capture_output=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr.decode()
    for pdf in (out, tmp_path / "odd-referee.pdf"):
        text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, check=True).stdout.decode()
        flat = "".join(text.split())  # a long name may wrap in its box
        for name in NAMES:
            assert "".join(name.split()) in flat, (pdf.name, name)
