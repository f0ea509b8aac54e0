"""Write the parts of docs/record-format.md and docs/record.schema.json that the registry decides:
``make docs``.

The role ids and the calls of the night, the table of acts, the table of events and the
transcript's table are generated between ``<!-- generated: NAME -->`` and ``<!-- end NAME -->``
marks of the page, and each example's replay block is what ``replay`` prints for its record; the
schema's lists of roles, calls, deal keys and acts are rewritten in place.
Everything a role brings (its night acts, their events and what a check finds, its team's
``winner``) comes from the registry (``engine/roles.py``, ``engine/kinds.py``); only what the
registry cannot say (what a day act or a non-act event means) is written here by hand.
``tests/docs/test_record_format.py`` runs this into a temporary copy and fails if the page or the
schema differ, so they cannot drift from the registry.

    .venv/bin/python docs/make_record_format.py [--out PATH]
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

PAGE = ROOT / "docs" / "record-format.md"
SCHEMA = ROOT / "docs" / "record.schema.json"

# --- written by hand: what the registry cannot know -----------------------------------------------

DAY_ACTS: dict[str, tuple[str, str]] = {
    "end_night": ("none", "the night is over: resolve it and start the day"),
    "nominate": ("`by`, `target`", "an accusation (`day` `accusation`) or a nomination (`nominations`)"),
    "second": ("`by`", "seconds the accusation waiting for one (`second_required`)"),
    "vote": (
        "`voters`: list of names",
        "the raised hands on the yes/no motion now open; whoever is not listed did not vote yes",
    ),
    "tally": (
        "`votes`: object, candidate to list of names",
        "one vote among candidates, each voter's hand for one candidate",
    ),
    "end_day": ("none", "the day ends without a (further) vote; on a `classic` day it means time ran out"),
    "reveal_mayor": (
        "`by`",
        "by day, the Mayor shows his card, once, while alive: from then his hand counts two in every"
        " vote, tally and car-crash count (thresholds stay counted in players); anyone may claim it"
        " aloud, the app refuses a player whose card is not the Mayor's",
    ),
    "take": (
        "`by`, `target`: a name or `null`",
        "the Kamikaze, just dead by the vote or at night, takes `target` with him (`death` cause"
        " `kamikaze`), or nobody (`null`); owed before any other input (fouls and points aside), in"
        " any phase; the win is checked after it",
    ),
    "foul": (
        "`player`, optional `speech_ahead`",
        "the referee gives the player a foul (`scoring`), at any time while they are alive: the third"
        " costs their next speech (today's when `speech_ahead` is `true`: given on a day before the"
        " speeches reached the player; else the next day's), the fourth removes them at once",
    ),
    "best_move": (
        "`by`, `targets`: list of three names",
        "the best move (`scoring`): the first player killed at night names three other living"
        " players in their last words, during the day that follows the night they died",
    ),
    "extra_points": (
        "`player`, `points`: number, `reason`: text",
        "the referee's extra points (`scoring`), plus or minus, at most 10 either way, with the reason"
        " (1 to 200 characters); taken after the win too",
    ),
    "technical_foul": (
        "`player`",
        "the referee gives the player a technical foul (`scoring`, where `technical_fouls` is not 0),"
        " while they are alive: at that many they leave at once (`death` cause `technical_fouls`,"
        " no last words)",
    ),
    "remove": (
        "`player`, `reason`: text",
        "the referee removes the player (`scoring`), with the reason (1 to 200 characters): they leave"
        " at once (`death` cause `removed`, no last words); the win is checked",
    ),
    "surrender": (
        "`player`",
        "the player gives up the game (`scoring`; the referee enters it): they leave at once (`death`"
        " cause `surrendered`, no last words); the win is checked",
    ),
    "shooting_order": (
        "`by`, `targets`: list of 1 to 3 names",
        "the Don's shooting order (`scoring`), agreed on the meeting night while the mafia meet, once:"
        " the living who are not mafia the mafia will shoot, in order; the referee enters it",
    ),
}

EVENTS: dict[str, str] = {
    "phase": "a night or a day begins; nights and days are each counted from 1 (a meeting night is night 1)",
    "speech_order": (
        "a day begins under `speech_order` `rotating`: the living, from the day's first speaker round the table"
    ),
    "nomination": "an accusation or a nomination was made",
    "second": "an accusation was seconded",
    "lapsed": "an accusation nobody seconded was dropped (by a new accusation or the day's end)",
    "vote": "a yes/no vote was held",
    "tally": "a tally was held",
    "tie": "a tally ended in a tie",
    "acquitted": "a yes/no vote on a player failed",
    "death": "a player died",
    "reveal": "a dead player's card was turned up (`reveal` option)",
    "saved": "an attack's target was saved (protected or visited) and lives",
    "guarded": "a Bodyguard (`by`) died in the place of the attacked `player`; his `death` follows",
    "no_vote": "the morning says `player` may not vote today (the Lover spent the night with them)",
    "no_kill": "the night's shots chose nobody",
    "foul": "the player got a foul; `count` is their fouls so far",
    "speech_lost": (
        "the player's third foul costs them this day's speech: said at once after the `foul` when it"
        " was given with `speech_ahead`, else as the next day begins, after its `speech_order`"
    ),
    "best_move": "the best move was made; `mafia` counts the mafia (the Don included) among the `targets`",
    "extra_points": "the referee gave extra points",
    "speech_shortened": (
        "the player's third foul halves their next speech (`third_foul` `half_speech`): said when"
        " `speech_lost` would be"
    ),
    "technical_foul": "the player got a technical foul; `count` is theirs so far",
    "vote_skipped": (
        "the first day's nominations ended with one candidate, `player`, and no vote is held"
        " (`single_candidate_first_day` `no_vote`): the day ends"
    ),
    "shooting_order": (
        "the Don gave the shooting order; seen by the referee and the mafia only, never on the shared screen"
    ),
    "take": "the Kamikaze made his last act: `target` is whom he took with him, or `null`",
    "unharmed": (
        "a night attack on `player` failed: he cannot die at night (the Immortal); the referee's only,"
        " and the mafia's part of the night ends in it instead of `death`"
    ),
    "turned": (
        "the mafia's shot did not kill `player`: he joined the mafia (the Werewolf); seen by him, the"
        " referee and the mafia where they meet"
    ),
    "mayor": "`player` showed his card: he is the Mayor, and his hand counts two from now on",
}
# Members written with their values.
MEMBER_NOTES: dict[str, dict[str, str]] = {"phase": {"phase": "(`night` or `day`)"}}


# --- generated from the registry ----------------------------------------------------------------


def _code(words: list[str] | tuple[str, ...]) -> str:
    quoted = [f"`{w}`" for w in words]
    return quoted[0] if len(quoted) == 1 else ", ".join(quoted[:-1]) + " and " + quoted[-1]


def _or(words: list[str]) -> str:
    quoted = [f"`{w}`" for w in words]
    return quoted[0] if len(quoted) == 1 else ", ".join(quoted[:-1]) + " or " + quoted[-1]


def _makers(act: str) -> str:
    from mafia_desktop.engine.roles import ROLES

    who = [r for r, role in ROLES.items() if act in role.night_acts]
    return f"(the {_code(who)} {'make' if len(who) > 1 else 'makes'} it)"


def roles_sentence() -> str:
    from mafia_desktop.engine.roles import calls, role_ids

    return (
        f"The role ids are {_code(role_ids())}; the calls of the night are {_code(calls())} "
        "(the mafia are called together)."
    )


def acts_table() -> str:
    from mafia_desktop.engine.roles import NIGHT_ACTS

    rows = ["| act | other members | what it records |", "|---|---|---|"]
    rows += [
        f"| `{a.id}` | `by`, {'`targets`: list of ' + str(a.picks) + ' names' if a.picks > 1 else '`target`'} |"
        f" {a.doc}{' (' + _per_game(a.per_game) + ')' if a.per_game else ''} {_makers(a.id)} |"
        for a in NIGHT_ACTS.values()
    ]
    rows += [f"| `{act}` | {members} | {what} |" for act, (members, what) in DAY_ACTS.items()]
    return "\n".join(rows)


def _per_game(times: int) -> str:
    return "once a game" if times == 1 else f"{times} times a game"


def _act_event_row(act_id: str) -> str:
    from mafia_desktop.engine.roles import NIGHT_ACTS

    act = NIGHT_ACTS[act_id]
    if act.picks > 1:
        results = _or(list(act.behaviour.results(act)))
        return f"| `{act.event}` | `by`, `targets`, `result` | a `{act.id}` was made: `result` is {results} |"
    if act.behaviour.answers:
        found = f"`{act.finds}` or `not_{act.finds}`"
        extra = " (the Don counts as mafia)" if act.finds == "mafia" else ""
        return (
            f"| `{act.event}` | `by`, `target`, `result` | a `{act.id}` was made: `result` is {found}{extra};"
            " none when a block left the actor without an answer |"
        )
    return f"| `{act.event}` | `by`, `target` | a `{act.id}` was made |"


def events_table() -> str:
    from mafia_desktop.engine.events import EVENT_TYPES
    from mafia_desktop.engine.kinds import TEAMS
    from mafia_desktop.engine.roles import NIGHT_ACTS

    rows = ["| type | members | when |", "|---|---|---|"]
    for kind, cls in EVENT_TYPES.items():
        if kind == "win":
            continue
        notes = MEMBER_NOTES.get(kind, {})
        members = (
            ", ".join(f"`{m}`" + (f" {notes[m]}" if m in notes else "") for m in cls.members()) or "none"
        )
        rows.append(f"| `{kind}` | {members} | {EVENTS[kind]} |")
        if kind == "reveal":
            rows += [_act_event_row(a) for a in NIGHT_ACTS]
    rows.append(f"| `win` | `team` | {_or(list(TEAMS))} won; every later input is refused |")
    return "\n".join(rows)


def transcript_table() -> str:
    from mafia_desktop.engine.kinds import TEAMS

    teams = ", ".join(f'`"{t}"`' for t in TEAMS)
    return "\n".join(
        [
            "| member | value |",
            "|---|---|",
            "| `events` | what happened, in order ([events](#events)) |",
            f"| `winner` | the team that won ({teams}), or `null` while the game goes on |",
            "| `alive` | the living, in seat order |",
            "| `dead` | the dead, in the order they died |",
            "| `points` | each player's points once the game is over, where the rules keep score (`scoring`);"
            " `null` before, or without scoring |",
            '| `error` | only when something was refused: `{"input": K, "message": "..."}` |',
        ]
    )


def page(text: str) -> str:
    """The page with every generated part as the registry says now."""
    parts = {
        "roles": roles_sentence(),
        "acts": acts_table(),
        "events": events_table(),
        "transcript": transcript_table(),
    }
    for name, body in parts.items():
        pattern = re.compile(rf"(<!-- generated: {name} -->\n).*?(\n<!-- end {name} -->)", re.S)
        if not pattern.search(text):
            raise SystemExit(f"docs/record-format.md has no generated part {name!r}")
        text = pattern.sub(lambda m, body=body: m.group(1) + body + m.group(2), text)
    return examples(text)


FENCE = re.compile(r"^```(?P<info>[^`\n]*)\n(?P<body>.*?)^```[ \t]*$", re.MULTILINE | re.DOTALL)


def _replay(record: str) -> tuple[int, str]:
    """Exit status and output of ``mafia-desktop replay`` for a record, run in this process."""
    import io

    from mafia_desktop import cli

    out = io.BytesIO()
    stdin, stdout = (
        io.TextIOWrapper(io.BytesIO(record.encode("utf-8"))),
        io.TextIOWrapper(out, encoding="utf-8"),
    )
    saved = sys.stdin, sys.stdout, sys.stderr
    sys.stdin, sys.stdout, sys.stderr = stdin, stdout, io.StringIO()
    try:
        status = cli.main(["replay", "-"])
        stdout.flush()
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved
    return status, out.getvalue().decode("utf-8")


def _compact(transcript: dict[str, object]) -> str:
    """A transcript as the page lays it out: a member a line, an event a line (the same JSON as
    ``replay`` prints, which indents every value)."""

    def one(value: object) -> str:
        return json.dumps(value, ensure_ascii=False)

    lines = ["{"]
    items = list(transcript.items())
    for i, (key, value) in enumerate(items):
        comma = "," if i < len(items) - 1 else ""
        if key == "events" and isinstance(value, list) and value:
            lines.append(f' "{key}": [')
            lines += [f"  {one(e)}" + ("," if j < len(value) - 1 else "") for j, e in enumerate(value)]
            lines.append(f" ]{comma}")
        else:
            lines.append(f' "{key}": {one(value)}{comma}')
    lines.append("}")
    return "\n".join(lines)


def examples(text: str) -> str:
    """Every ``text replay=NAME`` block as ``replay`` prints it for the record before it (a refusal
    lists the acts the registry knows, so a new role changes it)."""
    found = list(FENCE.finditer(text))
    out, last = [], 0
    for before, block in zip(found, found[1:], strict=False):
        name = re.fullmatch(r"json record=([a-z0-9-]+)", before["info"].strip())
        if not name or block["info"].strip() != f"text replay={name[1]}":
            continue
        status, printed = _replay(before["body"])
        body = (
            f"$ mafia-desktop replay {name[1]}.json\n{_compact(json.loads(printed))}\n$ echo $?\n{status}\n"
        )
        out.append(text[last : block.start("body")] + body)
        last = block.end("body")
    return "".join(out) + text[last:]


def _enum(values: list[str]) -> str:
    return json.dumps(values, ensure_ascii=False)


def schema(text: str) -> str:
    """The schema with the registry's lists (its own layout kept)."""
    from mafia_desktop.engine.inputs import acts
    from mafia_desktop.engine.roles import NIGHT_ACTS, calls, role_ids

    lists = [
        (r'("role": \{"description": "A role id\.", "enum": )\[[^\]]*\]', list(role_ids())),
        (r'("description": "A call of the night[^"]*",\s*"enum": )\[[^\]]*\]', list(calls())),
        (r'("propertyNames": \{"enum": )\[[^\]]*\]', [r for r in role_ids() if r != "civilian"]),
        (r'("act": \{\s*"enum": )\[[^\]]*\]', list(acts())),
        (
            r'(\{"required": \["act"\], "properties": \{"act": \{"enum": )\[[^\]]*\]',
            [a for a, spec in NIGHT_ACTS.items() if spec.picks == 1],
        ),
        (  # acts that name several players (their ``targets``)
            r'(\{"properties": \{"act": \{"enum": )\[[^\]]*\]',
            [a for a, spec in NIGHT_ACTS.items() if spec.picks > 1],
        ),
    ]
    for pattern, values in lists:
        text, n = re.subn(pattern, lambda m, v=values: m.group(1) + _enum(v), text, count=1)
        if n != 1:
            raise SystemExit(f"docs/record.schema.json: no list matches {pattern!r}")
    json.loads(text)
    return text


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--out", type=Path, default=PAGE, help="the page to write (default: docs/record-format.md)"
    )
    parser.add_argument("--schema-out", type=Path, default=SCHEMA, help="the schema to write")
    args = parser.parse_args(argv)
    args.out.write_text(page(PAGE.read_text(encoding="utf-8")), encoding="utf-8")
    args.schema_out.write_text(schema(SCHEMA.read_text(encoding="utf-8")), encoding="utf-8")
    print(f"wrote {args.out} and {args.schema_out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
