"""The app's version: ``pyproject.toml``'s ``[project] version`` is the only place that holds it.

At run time it comes from the installed package's metadata (in the PyInstaller bundle too: the spec
collects the metadata), read only when something asks (``--version``, the About box):
``importlib.metadata`` costs about 35 ms to import, which a plain start does not pay. A source
checkout run in place, without being installed, reads it from its ``pyproject.toml``.
"""

from __future__ import annotations

import re
from pathlib import Path

DISTRIBUTION = "mafia-desktop"  # pyproject.toml's [project] name
UNKNOWN = "unknown"


def version() -> str:
    """The version of the running app: the package metadata's, else the source checkout's."""
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as installed

    try:
        return installed(DISTRIBUTION)
    except PackageNotFoundError:
        pass
    pyproject = Path(__file__).resolve().parent.parent / "pyproject.toml"
    try:
        return pyproject_version(pyproject.read_text(encoding="utf-8")) or UNKNOWN
    except (OSError, UnicodeDecodeError):
        return UNKNOWN


def pyproject_version(text: str) -> str | None:
    """``[project] version`` of this project's ``pyproject.toml`` text (None for another project's, or
    none). A plain reading, enough for our own file, that works on Python 3.10 (no tomllib there).

    >>> pyproject_version('[build-system]\\nversion = "9"\\n[project]\\nname = "mafia-desktop"\\nversion = "1.2.3"\\n')
    '1.2.3'
    >>> pyproject_version('[project]\\nname = "other"\\nversion = "1.0"\\n') is None
    True
    """
    section = re.search(r"^\[project\]\s*$(.*?)(?=^\[|\Z)", text, re.MULTILINE | re.DOTALL)
    if section is None:
        return None
    fields = dict(re.findall(r'^(name|version)\s*=\s*"([^"\n]*)"', section.group(1), re.MULTILINE))
    if fields.get("name") != DISTRIBUTION:
        return None
    return fields.get("version")
