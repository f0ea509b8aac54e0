"""The table screen is made of parts by composition: no mixins sharing one object's attributes,
no part reading another's private state, every mypy check on, and a frame (made without Qt) that
each part renders.

Checked on the code (the classes, the modules' syntax, the type checker's settings) and on the
screen as it runs: the screen's frame is the frame of the table's state, after every kind of move.
"""

from __future__ import annotations

import ast
from pathlib import Path

import tomllib
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from mafia_desktop.engine.inputs import EndNight
from mafia_desktop.table.presenter import present
from mafia_desktop.table.table_flow import Press, Tap, Undo
from mafia_desktop.ui.table.screen import TableScreen
from tests.ui.test_table_games import TEN, start

ROOT = Path(__file__).resolve().parents[2]
TABLE_UI = ROOT / "mafia_desktop" / "ui" / "table"


def test_the_screen_is_one_widget_over_parts_not_mixins() -> None:
    ours = [c for c in TableScreen.__mro__ if c.__module__.startswith("mafia_desktop")]
    assert ours == [TableScreen], f"mixins: {ours[1:]}"


def _private_reads(path: Path) -> list[str]:
    """Reads of another object's private attribute (``x._name`` where ``x`` is not ``self``)."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__"):
            owner = node.value
            if isinstance(owner, ast.Name) and owner.id in ("self", "cls"):
                continue
            if isinstance(owner, ast.Call) and isinstance(owner.func, ast.Name) and owner.func.id == "super":
                continue
            out.append(f"{path.name}:{node.lineno} {ast.unparse(node)}")
        if isinstance(node, ast.arg) and node.arg == "self" and node.annotation is not None:
            out.append(f"{path.name}:{node.lineno} self: {ast.unparse(node.annotation)} (a mixin's method)")
    return out


def test_no_part_reads_another_parts_private_state() -> None:
    found = [line for path in sorted(TABLE_UI.glob("*.py")) for line in _private_reads(path)]
    assert not found, "\n".join(found)


def test_the_private_reads_check_finds_one(tmp_path: Path) -> None:
    sample = tmp_path / "part.py"
    sample.write_text(
        "class P:\n    def f(self: 'Screen') -> None:\n        self.clocks._plan\n        x._y\n"
    )
    assert len(_private_reads(sample)) == 3


def test_every_mypy_check_is_on_for_the_app() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    mypy = config["tool"]["mypy"]
    assert mypy["strict"] is True
    for override in mypy.get("overrides", []):
        modules = override["module"] if isinstance(override["module"], list) else [override["module"]]
        assert "disable_error_code" not in override, modules
        assert all(not m.startswith("mafia_desktop") for m in modules), modules


def test_the_screen_shows_the_frame_of_the_tables_state(qtbot: QtBot) -> None:
    """After a tap, a press, an undo, a controller's move and a night's step, the frame on show is
    the frame of the table's state (nothing kept beside it), and the panel's buttons are its
    buttons."""
    d, _, _ = start(qtbot, "club", TEN, {"Ann": "don", "Dan": "mafia", "Gus": "mafia", "Eve": "detective"})
    table = d.table

    def agrees() -> None:
        QApplication.processEvents()
        frame = present(table.flow_state())
        assert table.frame == frame
        assert [b.objectName() for b in table.step_buttons()] == [
            f"action_{b.key}" for b in frame.step.buttons
        ]
        lit = {s.name for s in table.circle.seats() if s.name in table.circle.marks().selectable}
        assert lit == set(frame.selectable)

    agrees()  # the zero night
    table.controller.submit([EndNight()])
    agrees()
    table.send(Press("nominate"))
    agrees()
    table.send(Tap("Eve"))
    agrees()
    table.confirm = lambda question: True
    table.send(Undo())
    agrees()
    table.send(Press("end_day"))
    agrees()
