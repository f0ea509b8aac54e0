"""The engine stays pure: only the standard library's pure parts, no I/O, no clock, no global
random. (The import-linter contract in pyproject.toml checks the package graph as well.)"""

from __future__ import annotations

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "mafia_desktop" / "engine"
ALLOWED_IMPORTS = {
    "__future__",
    "collections",
    "contextlib",
    "copy",
    "functools",
    "math",
    "dataclasses",
    "importlib",
    "json",
    "random",
    "re",
    "typing",
    "unicodedata",
}
FORBIDDEN_CALLS = {"open", "print", "input", "exec", "eval"}
FORBIDDEN_ATTRIBUTES = {
    ("random", "random"),
    ("random", "choice"),
    ("random", "shuffle"),
    ("random", "randint"),
    ("random", "sample"),
    ("random", "seed"),
    ("random", "uniform"),
    ("random", "choices"),
    ("time", "time"),
    ("datetime", "now"),
    ("os", "environ"),
}


def _files() -> list[Path]:
    return sorted(ENGINE.glob("*.py"))


def imports_of(path: Path) -> list[str]:
    """The modules a file imports by absolute name."""
    names: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            names.append(node.module or "")
    return names


def impure_spots(path: Path) -> list[str]:
    """Where a file calls I/O, reads the clock or uses the global random: "file:line what"."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in FORBIDDEN_CALLS:
            out.append(f"{path.name}:{node.lineno} calls {node.func.id}")
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            if (node.value.id, node.attr) in FORBIDDEN_ATTRIBUTES:
                out.append(f"{path.name}:{node.lineno} {node.value.id}.{node.attr}")
    return out


def test_engine_imports_only_pure_standard_modules() -> None:
    for path in _files():
        for name in imports_of(path):
            assert name.split(".")[0] in ALLOWED_IMPORTS, f"{path.name} imports {name}"


def test_engine_has_no_io_clock_or_global_random() -> None:
    for path in _files():
        assert not impure_spots(path)


def test_the_scan_would_see_a_violation() -> None:
    bad = ast.parse("import random\nrandom.shuffle(x)\nopen('f')")
    attrs = {
        (n.value.id, n.attr)
        for n in ast.walk(bad)
        if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name)
    }
    assert attrs & FORBIDDEN_ATTRIBUTES
