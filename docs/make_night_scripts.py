"""Write docs/night-scripts.md, each preset's night as the narrator says it, in English and Russian,
beside the sentence of the rule text each line follows: ``make docs``.

Everything is read from the night script (``mafia_desktop/narration/night_script.py``): the lines
in the order a night says them for the preset's own deal, the seats of the called list, the
morning's variants, and the rule text's sentence each line keeps. The Russian is the translation
catalogue's. ``tests/docs/test_night_scripts_doc.py`` regenerates the file and fails if
docs/night-scripts.md differs, so the document cannot drift from the script.

    .venv/bin/python docs/make_night_scripts.py [--out PATH]
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

OUT = ROOT / "docs" / "night-scripts.md"

# The players of every example: seats 1-10; Eve, in seat 5, dies in the night.
PLAYERS = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]
VICTIM = "Eve"

INTRO = """\
# The night, as each rule set says it

The narrator says each preset's night in the words of the text the preset comes from, in the
order that text gives: the club's host calls «Просыпается Дон, Дон ищет Шерифа», the youth leader
says "Mafia only open your eyes", Kuba's referee reads the names of the living while the mafia
sign with their eyes shut. Every line is said in English or Russian (set-up's choice). The club's
text is Russian, so its Russian lines are the text's own words and the English a translation; the
other texts are English, and their Russian is a translation.

Each table gives the sentence of the rule text a line follows (a dash where the text is silent
and the words are the app's), then the line in English and in Russian, as the narrator says them
with the preset's role names. The examples seat Ann, Bob, Cid, Dan, Eve, Fay, Gus, Hal, Ivy and Jon
in seats 1 to 10; Eve (seat 5) is the night's victim.

- Every role dealt is called, alive or dead, with the same words and pauses: a secret death
  leaves no gap.
- Where the mafia shoot with their eyes shut (each alone: classic and club), their line opens
  **the called list**: the host then calls every living seat in seat order, the mafia's own
  included, and each mafioso signs at their victim's seat. Where they agree on one victim with
  their eyes open (youth and angel), they are woken instead.
- A house rule keeps its preset's words: a role the text does not know is called in the same
  style, by the name the rules give it.

Generated from `mafia_desktop/narration/night_script.py` by `docs/make_night_scripts.py`
(`make docs`); a test fails when this file is out of date.
"""


def cell(text: str) -> str:
    return text.replace("|", "\\|")


def quote(seed: str) -> str:
    """The rule text's sentence, as the table shows it."""
    if not seed:
        return "—"
    if seed.startswith("("):
        return f"*{cell(seed)}*"
    return f"“{cell(seed)}”"


def table(rows: list[tuple[str, str, str]]) -> list[str]:
    out = ["| The rule text | English | Русский |", "|---|---|---|"]
    out += [f"| {quote(seed)} | {cell(en)} | {cell(ru)} |" for seed, en, ru in rows]
    return out + [""]


def pairs(make: object) -> list[tuple[str, str, str]]:
    """Rows from a function of the language returning lines (the same lines in both)."""
    from mafia_desktop.narration.night_script import Line

    assert callable(make)
    en: list[Line] = make("en")
    ru: list[Line] = make("ru")
    assert len(en) == len(ru)
    return [(a.seed, a.text, b.text) for a, b in zip(en, ru, strict=True)]


def preset_section(preset: str) -> list[str]:
    from mafia_desktop.engine.events import Death, Event, NoKill, Reveal, Saved
    from mafia_desktop.engine.roles import NIGHT_ACTS, ROLES
    from mafia_desktop.engine.rules import PRESETS
    from mafia_desktop.narration import night_script as ns

    rules = PRESETS[preset]
    dealt = rules.roles
    script = ns.script_for(rules)
    out = [f"## `{preset}`: {script.source}", ""]
    if rules.first_phase == "meeting_night":
        out += ["### The first night", "", "The mafia meet; no one is killed.", ""]
        out += table(pairs(lambda lang: ns.night_lines(rules, True, dealt, lang)))
    out += ["### Every night", ""]
    out += table(pairs(lambda lang: ns.night_lines(rules, False, dealt, lang)))
    if ns.calls_the_list(rules):
        shown = range(1, len(PLAYERS) + 1) if "{seat_word}" in script.seat.text else range(1, 4)
        out += ["### The called list", ""]
        out.append(
            "After the mafia's line above, one line a seat, every living seat in order"
            + (":" if len(shown) == len(PLAYERS) else " (the first three here):")
        )
        out.append("")
        seats = pairs(lambda lang: [ns.seat_call(rules, n, PLAYERS[n - 1], lang) for n in shown])
        out += table(seats[:1] + [("(the same)", en, ru) for _, en, ru in seats[1:]])
    out += ["### The morning", ""]
    victim: list[Event] = [Death(VICTIM, "night")]
    if rules.reveal == "always":
        victim.append(Reveal(VICTIM, "civilian"))
    out += table(pairs(lambda lang: ns.morning_lines(rules, victim, lang, dealt, PLAYERS)))
    out += ["No one died:", ""]
    out += table(pairs(lambda lang: ns.morning_lines(rules, [NoKill()], lang, dealt, PLAYERS)[1:]))
    protects = any(NIGHT_ACTS[a].kind == "protect" for r in dealt for a in ROLES[r].night_acts)
    if protects and rules.announce_save:
        out += ["No one died, because the victim was protected:", ""]
        out += table(pairs(lambda lang: ns.morning_lines(rules, [Saved(None)], lang, dealt, PLAYERS)[1:]))
    return out


def document() -> str:
    from mafia_desktop.engine.rules import PRESET_IDS

    out = [INTRO]
    for preset in PRESET_IDS:
        out += preset_section(preset)
    return "\n".join(out).rstrip() + "\n"


def render() -> str:
    """The whole of docs/night-scripts.md."""
    from PySide6.QtCore import QCoreApplication

    _app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    return document()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument(
        "--out", type=Path, default=OUT, help="where to write (default: docs/night-scripts.md)"
    )
    args = parser.parse_args(argv)
    args.out.write_text(render(), encoding="utf-8")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
