"""pyproject.toml's ``[project] version``, read as TOML: the one place the version is written."""

from __future__ import annotations

from pathlib import Path

from mafia_desktop.version import pyproject_version

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    tomllib = None  # type: ignore[assignment]

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
VERSION: str = tomllib.loads(PYPROJECT)["project"]["version"] if tomllib else pyproject_version(PYPROJECT)
