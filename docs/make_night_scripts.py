"""Write docs/night-scripts.md, each preset's night as the narrator says it, in English and Russian
beside the sentence of the rule text each line follows, then in each other language of the app
beside the English, and how each language's voice says seat numbers and names: ``make docs``.

Everything is read from the night script (``mafia_desktop/narration/night_script.py``): the lines
in the order a night says them for the preset's own deal, the seats of the called list, the
morning's variants, and the rule text's sentence each line keeps. The other languages are their
translation catalogues'; seat words and names, ``narration/spoken_words.py``'s. ``tests/docs/test_night_scripts_doc.py`` regenerates the file and fails if
docs/night-scripts.md differs, so the document cannot drift from the script.

    .venv/bin/python docs/make_night_scripts.py [--out PATH]
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

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
sign with their eyes shut. Every line is said in any of the app's languages (set-up's choice).
The club's text is Russian, so its Russian lines are the text's own words and the English a
translation; the other texts are English, and their Russian is a translation. Each language's
lines are its translators' words for what a local host would say, in each preset's style.

Each table gives the sentence of the rule text a line follows (a dash where the text is silent
and the words are the app's), then the line in English and in Russian, as the narrator says them
with the preset's role names. The examples seat Ann, Bob, Cid, Dan, Eve, Fay, Gus, Hal, Ivy and Jon
in seats 1 to 10; Eve (seat 5) is the night's victim. After the presets, [every other
language](#the-other-languages) has a section of its own with the same lines beside the English,
and [seats and names](#seats-and-names-in-every-language) shows how each language's voice says a
seat number and a name in another script.

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

OTHERS_INTRO = """\
## The other languages

Each preset's lines in each other language of the app, beside the English (the rule text's
sentences are in the tables above). A dash: not translated yet, the narrator says the English
words meanwhile (`make translations` lists what is left; [the translator's guide](translating.md)
says how to translate).
"""

# The names shown as each voice says them (seat 4: 李 has nothing a voice can read).
NAMES = ["Anna", "José", "Zoë", "Jürgen", "Анна", "Мар'яна", "مریم", "李"]
SEATS = [1, 2, 3, 10, 11, 21, 22, 40, 50]


# A line that needs a string its language's catalogue does not translate yet holds this mark
# (render() looks every string up through catalogues that mark what they lack): a dash in a table.
MISSING = "\ue000"


def cell(text: str) -> str:
    return "—" if MISSING in text else text.replace("|", "\\|")


def quote(seed: str) -> str:
    """The rule text's sentence, as the table shows it."""
    if not seed:
        return "—"
    if seed.startswith("("):
        return f"*{cell(seed)}*"
    return f"“{cell(seed)}”"


def table(rows: list[tuple[str, ...]], langs: tuple[str, ...], seeds: bool = True) -> list[str]:
    """Rows of (seed, line in each of ``langs``); a line not translated yet is a dash."""
    from mafia_desktop import languages

    names = {
        "en": "English",
        **{code: lang.native for code, lang in languages.LANGUAGES.items() if code != "en"},
    }
    head = (["The rule text"] if seeds else []) + [names[lang] for lang in langs]
    out = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for seed, *texts in rows:
        cells = [quote(seed)] if seeds else []
        cells += [cell(t) for t in texts]
        out.append("| " + " | ".join(cells) + " |")
    return out + [""]


def rows(make: object, langs: tuple[str, ...]) -> list[tuple[str, ...]]:
    """Rows from a function of the language returning lines (the same lines in each)."""
    from mafia_desktop.narration.night_script import Line

    assert callable(make)
    lines: list[list[Line]] = [make(lang) for lang in langs]
    assert len({len(each) for each in lines}) == 1
    return [(said[0].seed, *(line.text for line in said)) for said in zip(*lines, strict=True)]


def preset_section(preset: str, langs: tuple[str, ...] = ("en", "ru"), depth: int = 2) -> list[str]:
    """A preset's night in ``langs`` (the first English): with the rule text's sentences beside
    it (English and Russian), or under a language's own heading (one level deeper)."""
    from mafia_desktop.engine.events import Death, Event, NoKill, Reveal, Saved
    from mafia_desktop.engine.roles import NIGHT_ACTS, ROLES
    from mafia_desktop.engine.rules import PRESETS
    from mafia_desktop.narration import night_script as ns

    seeds = depth == 2
    h, hh = "#" * depth, "#" * (depth + 1)

    def lines(make: object) -> list[str]:
        return table(rows(make, langs), langs, seeds)

    rules = PRESETS[preset]
    dealt = rules.roles
    script = ns.script_for(rules)
    out = [f"{h} `{preset}`: {script.source}", ""]
    if rules.first_phase == "meeting_night":
        out += [f"{hh} The first night", "", "The mafia meet; no one is killed.", ""]
        out += lines(lambda lang: ns.night_lines(rules, True, dealt, lang))
    out += [f"{hh} Every night", ""]
    out += lines(lambda lang: ns.night_lines(rules, False, dealt, lang))
    if ns.calls_the_list(rules):
        shown = range(1, len(PLAYERS) + 1) if "{seat_word}" in script.seat.text else range(1, 4)
        out += [f"{hh} The called list", ""]
        out.append(
            "After the mafia's line above, one line a seat, every living seat in order"
            + (":" if len(shown) == len(PLAYERS) else " (the first three here):")
        )
        out.append("")
        seats = rows(lambda lang: [ns.seat_call(rules, n, PLAYERS[n - 1], lang) for n in shown], langs)
        out += table(seats[:1] + [("(the same)", *texts) for _, *texts in seats[1:]], langs, seeds)
    out += [f"{hh} The morning", ""]
    victim: list[Event] = [Death(VICTIM, "night")]
    if rules.reveal == "always":
        victim.append(Reveal(VICTIM, "civilian"))
    out += lines(lambda lang: ns.morning_lines(rules, victim, lang, dealt, PLAYERS))
    out += ["No one died:", ""]
    out += lines(lambda lang: ns.morning_lines(rules, [NoKill()], lang, dealt, PLAYERS)[1:])
    protects = any(NIGHT_ACTS[a].kind == "protect" for r in dealt for a in ROLES[r].night_acts)
    if protects and rules.announce_save:
        out += ["No one died, because the victim was protected:", ""]
        out += lines(lambda lang: ns.morning_lines(rules, [Saved(None)], lang, dealt, PLAYERS)[1:])
    return out


def language_section(code: str) -> list[str]:
    """Every preset's night in one other language, beside the English."""
    from mafia_desktop import languages
    from mafia_desktop.engine.rules import PRESET_IDS

    lang = languages.LANGUAGES[code]
    out = [f"## {lang.native} ({code})", "", f"{lang.english}: each preset's lines beside the English.", ""]
    for preset in PRESET_IDS:
        out += preset_section(preset, ("en", code), depth=3)
    return out


def spoken_section() -> list[str]:
    """Seat numbers and names as each language's voice says them."""
    from mafia_desktop import languages
    from mafia_desktop.narration.night_script import spoken_name
    from mafia_desktop.narration.spoken_words import seat_word

    out = [
        "## Seats and names in every language",
        "",
        "A club calls each seat of the list by its number in words, as a local host does: Russian",
        "and Ukrainian say the ordinal (*the player*: masculine), the others the cardinal",
        '("seat three"). A name is said as the language\'s voice can read it: transliterated from',
        "another script, its accents kept where the voice reads them; a name with nothing a voice",
        "can read is said by its seat. The caption always shows the name as typed.",
        "(`mafia_desktop/narration/spoken_words.py`, one entry a language.)",
        "",
    ]
    codes = languages.codes()
    head = ["Seat", *(f"{languages.LANGUAGES[c].native} ({c})" for c in codes)]
    out += ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    out += [f"| {n} | " + " | ".join(seat_word(n, c) for c in codes) + " |" for n in SEATS]
    out.append("")
    head = ["Name", *(f"{languages.LANGUAGES[c].native} ({c})" for c in codes)]
    out += ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for name in NAMES:
        out.append(f"| {cell(name)} | " + " | ".join(cell(spoken_name(name, 4, c)) for c in codes) + " |")
    return out + [""]


def document() -> str:
    from mafia_desktop import languages
    from mafia_desktop.engine.rules import PRESET_IDS

    out = [INTRO]
    for preset in PRESET_IDS:
        out += preset_section(preset)
    out.append(OTHERS_INTRO)
    for code in languages.codes():
        if code not in ("en", "ru"):
            out += language_section(code)
    out += spoken_section()
    return "\n".join(out).rstrip() + "\n"


class _Marking:
    """A language's catalogue that marks what it does not translate (:data:`MISSING`)."""

    def __init__(self, shipped: Any) -> None:
        self.shipped = shipped

    def translate(self, context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        out = self.shipped.translate(context, text, disambiguation, n) if self.shipped is not None else ""
        return str(out) or MISSING + text


def render() -> str:
    """The whole of docs/night-scripts.md."""
    from PySide6.QtCore import QCoreApplication

    from mafia_desktop import i18n

    _app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    shipped = i18n.translator
    setattr(i18n, "translator", lambda lang: shipped(lang) if lang == "en" else _Marking(shipped(lang)))  # noqa: B010
    try:
        return document()
    finally:
        setattr(i18n, "translator", shipped)  # noqa: B010


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
