"""The club's package is pure like the engine: no Qt, no I/O, no clock, no global random."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.engine.test_purity import FORBIDDEN_ATTRIBUTES, FORBIDDEN_CALLS

CLUB = Path(__file__).resolve().parents[2] / "mafia_desktop" / "club"
ALLOWED = {
    "__future__",
    "collections",
    "dataclasses",
    "json",
    "math",
    "random",
    "re",
    "typing",
    "mafia_desktop",
}
ALLOWED_OURS = ("mafia_desktop.club", "mafia_desktop.engine", "mafia_desktop.i18n")


def test_club_imports_only_pure_modules() -> None:
    files = sorted(CLUB.glob("*.py"))
    assert files
    for path in files:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                names = [node.module or ""]
            else:
                continue
            for name in names:
                assert name.split(".")[0] in ALLOWED, f"{path.name} imports {name}"
                if name.startswith("mafia_desktop"):
                    assert name.startswith(ALLOWED_OURS), f"{path.name} imports {name}"


def test_club_has_no_io_clock_or_global_random() -> None:
    for path in sorted(CLUB.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                assert node.func.id not in FORBIDDEN_CALLS, f"{path.name}:{node.lineno}"
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
                assert (node.value.id, node.attr) not in FORBIDDEN_ATTRIBUTES, f"{path.name}:{node.lineno}"
