"""Write docs/table-flow.md, the table's declared flow drawn from its stage table: ``make docs``.

Everything is read from ``mafia_desktop/table/table_flow.py``: each stage, what it shows, the
messages it takes, what its clock's running out sends, and where it may lead, as a table and as a
Mermaid drawing. ``tests/docs/test_table_flow_doc.py`` regenerates the file and fails if
docs/table-flow.md differs, so the drawing cannot drift from the flow.

    .venv/bin/python docs/make_table_flow.py [--out PATH]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

OUT = ROOT / "docs" / "table-flow.md"

INTRO = """\
# The table's flow

The table moves by one function, `update(state, message) -> (session, effects)` in
`mafia_desktop/table/table_flow.py`. The state is one value: the engine's views, the table's
session (where the night's calls, the called list, the private turns and the clocks stand, with the
taps of the input being made), and how the table plays. The Qt screen sends messages and carries
out effects; nothing else moves the game or the table.

**Messages**: `tap` (a seat), `hold` (a long press on a seat: a foul), `press:<key>` (a step's
button), `undo`, `time_up` (a stage's clock ran out: `seat` the called list's pause, `call` a timed
referee call), `spoken` (the narrator fell silent), `private_end` (a turn on the private panel
ended).

**Effects**: `Submit` (inputs for the engine, with the session that follows them, one save),
`Keep` (the session, one save), `Ask` (a question; yes sends a message), `Notice` (a word to the
table), `TakeBack` (undo's inputs), `Say` (the narrator), `Dialog`, `Dealt`, `Pace` (the called
list's pause from the start).

Every shared-table stage also takes `tap`, `hold` and `undo` (the circle is always there; undo
goes back to the stage its input was made in). `tests/table/test_table_flow.py` walks every stage
in every preset and mode by these messages: each stage reached is declared, takes what its screen
offers, leads only where this table says, and has a way on; a clock alone never brings a stage
back, and a night with no referee never goes round without an input.

This file is generated (`make docs`): do not edit it by hand.
"""


def build() -> str:
    from mafia_desktop.table.table_flow import ALWAYS, STAGES

    always = set(ALWAYS.split())
    out = [
        INTRO,
        "\n## The stages\n",
        "| stage | shows | takes | times out | leads to |",
        "| --- | --- | --- | --- | --- |",
    ]
    for name, stage in STAGES.items():
        own = sorted(stage.takes - always) if stage.surface == "table" else sorted(stage.takes)
        takes = ", ".join(f"`{t}`" for t in own) or "—"
        leads = "the end of the game" if stage.final else ", ".join(f"`{s}`" for s in sorted(stage.leads_to))
        timed = f"`{stage.times_out}`" if stage.times_out else "—"
        out.append(f"| `{name}` | {stage.surface} | {takes} | {timed} | {leads} |")
    out += ["", "## The drawing", "", "```mermaid", "flowchart TD"]
    for name, stage in STAGES.items():
        shape = f"{name}[[{name}]]" if stage.surface == "private" else f"{name}([{name}])"
        out.append(f"    {shape}")
    for name, stage in STAGES.items():
        if stage.final:
            continue
        for target in sorted(stage.leads_to - {name}):
            out.append(f"    {name} --> {target}")
    out += ["```", ""]
    return "\n".join(out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    args.out.write_text(build(), encoding="utf-8")


if __name__ == "__main__":
    main()
