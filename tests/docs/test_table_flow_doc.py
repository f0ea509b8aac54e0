"""docs/table-flow.md is generated from the declared flow (docs/make_table_flow.py) and must not drift
from it: every stage, the messages it takes, and where it leads."""

from __future__ import annotations

from pathlib import Path

from mafia_desktop.table.table_flow import STAGES
from tests.docs.generated import ROOT, regenerate

DOC = ROOT / "docs" / "table-flow.md"


def test_table_flow_doc_is_up_to_date(tmp_path: Path) -> None:
    fresh = regenerate("make_table_flow.py", tmp_path / "table-flow.md")
    assert DOC.read_text(encoding="utf-8") == fresh, "docs/table-flow.md is out of date: run `make docs`"
    for name in STAGES:
        assert f"| `{name}` |" in fresh, name
