"""docs/record-format.md and docs/record.schema.json, held to the code.

- Each example of the page (a ```json record=NAME block and its ```text replay=NAME block) is
  replayed through the real ``mafia-desktop replay`` and its transcript and exit status compared.
- The page's option table and deal block are compared with the rules model, its lists of acts and
  events with the engine's, and the schema's option list with one built here from ``OPTION_SPECS``.
- Every record in docs/games and tests/scenarios validates against the schema, and records broken
  on purpose that the schema rejects must be refused by ``replay`` with exit status 2.
"""

from __future__ import annotations

import copy
import dataclasses
import io
import json
import os
import re
import subprocess
import sys
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mafia_desktop.engine.events import EVENT_TYPES
from mafia_desktop.engine.inputs import acts
from mafia_desktop.engine.record import MAX_INPUTS, SEED_RANGE, Transcript, record_from_json, transcript_of
from mafia_desktop.engine.roles import NIGHT_ACTS, calls, role_ids
from mafia_desktop.engine.rules import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    NAME_MAX_LENGTH,
    OPTION_NAMES,
    OPTION_SPECS,
    PRESET_IDS,
    PRESETS,
    OptionSpec,
    option_spec,
)
from tests.docs.generated import regenerate

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "record-format.md"
SCHEMA = json.loads((ROOT / "docs" / "record.schema.json").read_text(encoding="utf-8"))
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)
GAMES = sorted((ROOT / "docs" / "games").glob("*.json"))
SCENARIOS = sorted((ROOT / "tests" / "scenarios").glob("*.json"))

Doc = Any  # a JSON value


# --- running `mafia-desktop replay` ------------------------------------------------------------


def _command() -> list[str]:
    """The installed ``mafia-desktop`` script beside this Python, or the module if there is none."""
    script = Path(sys.executable).with_name("mafia-desktop")
    return [str(script)] if script.exists() else [sys.executable, "-m", "mafia_desktop"]


def _env() -> dict[str, str]:
    # The checkout's code, whatever the working folder.
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)
    return env


def run_replay(args: list[str], cwd: Path, stdin: bytes | None = None) -> tuple[int, dict[str, Any]]:
    """Exit status and transcript of ``mafia-desktop replay ARGS``, run as a command."""
    proc = subprocess.run(
        [*_command(), "replay", *args],
        cwd=cwd,
        env=_env(),
        input=stdin,
        capture_output=True,
        timeout=60,
    )
    assert b"Traceback" not in proc.stdout + proc.stderr, proc.stderr.decode(errors="replace")
    return proc.returncode, json.loads(proc.stdout)


def replay_in_process(data: bytes) -> tuple[int, dict[str, Any]]:
    """The same through ``mafia_desktop.cli.main`` in this process (fast, for many records)."""
    from mafia_desktop import cli

    out = io.BytesIO()
    stdin, stdout = io.TextIOWrapper(io.BytesIO(data)), io.TextIOWrapper(out, encoding="utf-8")
    saved = sys.stdin, sys.stdout
    sys.stdin, sys.stdout = stdin, stdout
    try:
        status = cli.main(["replay", "-"])
        stdout.flush()
        printed = out.getvalue()
    finally:
        sys.stdin, sys.stdout = saved
    return status, json.loads(printed)


def schema_errors(doc: Doc) -> list[str]:
    return sorted(f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in VALIDATOR.iter_errors(doc))


# --- the page's examples -----------------------------------------------------------------------

FENCE = re.compile(r"^```(?P<info>[^`\n]*)\n(?P<body>.*?)^```[ \t]*$", re.MULTILINE | re.DOTALL)


def blocks(text: str) -> list[tuple[str, str]]:
    """(info string, body) of every fenced block of the page, in order."""
    return [(m["info"].strip(), m["body"]) for m in FENCE.finditer(text)]


DOC_TEXT = DOC.read_text(encoding="utf-8")
BLOCKS = blocks(DOC_TEXT)


@dataclasses.dataclass(frozen=True)
class Example:
    name: str
    record: str  # the record as the page writes it
    output: str  # the command, its output and its exit status as the page writes them

    def expected(self) -> tuple[int, dict[str, Any]]:
        lines = self.output.splitlines()
        assert lines[0] == f"$ mafia-desktop replay {self.name}.json", lines[0]
        end = lines.index("$ echo $?")
        assert len(lines) == end + 2, f"{self.name}: only the exit status may follow `echo $?`"
        return int(lines[end + 1]), json.loads("\n".join(lines[1:end]))


def examples() -> list[Example]:
    out: list[Example] = []
    for i, (info, body) in enumerate(BLOCKS):
        m = re.fullmatch(r"json record=([a-z0-9-]+)", info)
        if not m:
            continue
        name = m[1]
        following = BLOCKS[i + 1] if i + 1 < len(BLOCKS) else ("", "")
        assert following[0] == f"text replay={name}", f"record {name} must be followed by its replay block"
        out.append(Example(name, body, following[1]))
    return out


EXAMPLES = examples()


def test_the_page_has_examples_and_every_replay_block_has_its_record() -> None:
    names = [e.name for e in EXAMPLES]
    assert len(names) >= 6 and len(set(names)) == len(names), names
    replays = [info.split("=", 1)[1] for info, _ in BLOCKS if info.startswith("text replay=")]
    assert replays == names
    statuses = {e.expected()[0] for e in EXAMPLES}
    assert statuses == {0, 2}, "the page shows both an accepted record and refused ones"


@pytest.mark.parametrize("example", EXAMPLES, ids=[e.name for e in EXAMPLES])
def test_example_replays_as_the_page_says(example: Example, tmp_path: Path) -> None:
    (tmp_path / f"{example.name}.json").write_text(example.record, encoding="utf-8")
    status, out = run_replay([f"{example.name}.json"], cwd=tmp_path)
    want_status, want = example.expected()
    assert out == want, f"{example.name}: replay printed\n{json.dumps(out, indent=1)}"
    assert status == want_status
    # and the same from standard input
    assert run_replay(["-"], cwd=tmp_path, stdin=example.record.encode()) == (status, out)


@pytest.mark.parametrize("example", EXAMPLES, ids=[e.name for e in EXAMPLES])
def test_example_and_schema_agree(example: Example) -> None:
    record = json.loads(example.record)
    status, _ = example.expected()
    if schema_errors(record):
        assert status == 2, f"{example.name}: the schema rejects a record the page says replays"
    elif status == 0:
        assert not schema_errors(record)


# --- the page's tables, against the code -------------------------------------------------------


def section(heading: str) -> str:
    """The page's text under ``heading`` up to the next heading of the same or a higher level."""
    level = heading.split(" ", 1)[0]
    start = DOC_TEXT.index(f"\n{heading}\n")
    rest = DOC_TEXT[start + len(heading) + 2 :]
    stop = re.search(rf"^#{{1,{len(level)}}} ", rest, re.MULTILINE)
    return rest[: stop.start()] if stop else rest


def table_rows(text: str) -> list[list[str]]:
    """The body rows of the Markdown tables in ``text`` (rows whose first cell is code)."""
    return [
        [c.strip() for c in line.strip().strip("|").split("|")]
        for line in text.splitlines()
        if line.startswith("| `")
    ]


def _code(value: Any) -> str:
    if isinstance(value, bool) or value is None:
        return f"`{json.dumps(value)}`"
    if isinstance(value, list):
        return "`" + ", ".join(value) + "`"
    return f"`{value}`"


def _value_cell(spec: OptionSpec) -> str:
    return {
        "bool": "`true` or `false`",
        "int": f"whole number, {spec.low} to {spec.high}",
        "seconds": f"whole number, {spec.low} to {spec.high}, or `null`",
        "choice": ", ".join(f"`{c}`" for c in spec.choices),
        "roles": "list of role ids, each once",
        "night_order": "list of calls, each once",
        "deal": "object, see below",
        "scoring": "`null`, `true` or object, see below",
    }[spec.kind]


def test_the_option_table_is_the_rules_model() -> None:
    text = section("### `rules`")
    header = next(line for line in text.splitlines() if line.startswith("| option |"))
    assert [c.strip() for c in header.strip("|").split("|")][2:6] == list(PRESET_IDS)
    rows = table_rows(text)
    assert [r[0] for r in rows] == [f"`{name}`" for name in OPTION_NAMES]
    for spec, row in zip(OPTION_SPECS, rows, strict=True):
        assert row[1] == _value_cell(spec), spec.name
        for preset, cell in zip(PRESET_IDS, row[2:6], strict=True):
            value = PRESETS[preset].options()[spec.name]
            want = "see below" if spec.kind in ("deal", "scoring") else _code(value)
            assert cell == want, f"{spec.name} in {preset}: the page says {cell}, the model {want}"
        assert row[6], f"{spec.name} needs a word on what it decides"


def test_the_deal_block_is_each_presets_deal() -> None:
    deals = [
        json.loads(body)
        for info, body in BLOCKS
        if info == "json" and body.lstrip().startswith('{\n  "classic"')
    ]
    assert deals == [{p: PRESETS[p].options()["deal"] for p in PRESET_IDS}]


def _and(words: tuple[str, ...] | list[str]) -> str:
    quoted = [f"`{w}`" for w in words]
    return ", ".join(quoted[:-1]) + " and " + quoted[-1]


def test_the_page_names_every_role_and_call() -> None:
    flat = " ".join(DOC_TEXT.split())
    assert f"The role ids are {_and(role_ids())};" in flat
    assert f"the calls of the night are {_and(calls())}" in flat


def test_the_act_table_is_every_act_with_its_members() -> None:
    rows = {r[0].strip("`"): r[1] for r in table_rows(section("### `inputs`"))}
    assert set(rows) == set(acts())
    shape = {"nominate": "`by`, `target`", "second": "`by`", "end_night": "none", "end_day": "none"}
    shape |= {
        act: "`by`, `target`" if spec.picks == 1 else f"`by`, `targets`: list of {spec.picks} names"
        for act, spec in NIGHT_ACTS.items()
    }
    for act, members in shape.items():
        assert rows[act] == members, act
    assert rows["vote"].startswith("`voters`") and rows["tally"].startswith("`votes`")


def _members(cell: str) -> list[str]:
    """The member names of an events-table cell: code words outside parentheses."""
    return re.findall(r"`([a-z_]+)`", re.sub(r"\([^)]*\)", "", cell))


def test_the_event_table_is_every_event_with_its_members() -> None:
    rows = {r[0].strip("`"): _members(r[1]) for r in table_rows(section("### Events"))}
    want = {cls.type: cls.members() for cls in EVENT_TYPES.values()}
    for act in NIGHT_ACTS.values():
        named = "target" if act.picks == 1 else "targets"
        want[act.event] = ["by", named] + (["result"] if act.behaviour.answers else [])
    assert rows == want


def test_the_registrys_parts_of_the_page_and_the_schema_are_current(tmp_path: Path) -> None:
    # The role ids, the acts, the events, the transcript's winner and the schema's lists are
    # written by docs/make_record_format.py from the registry: run it, and nothing may change.
    page, schema = tmp_path / "record-format.md", tmp_path / "record.schema.json"
    written = regenerate("make_record_format.py", page, "--schema-out", str(schema))
    assert written == DOC.read_text(encoding="utf-8"), "run make docs"
    assert schema.read_text(encoding="utf-8") == (ROOT / "docs" / "record.schema.json").read_text(
        encoding="utf-8"
    ), "run make docs"


def test_the_transcript_table_is_the_transcript() -> None:
    rows = [r[0].strip("`") for r in table_rows(section("### The transcript"))]
    assert rows == list(Transcript(error="x").to_json())


def test_the_app_members_are_the_schemas() -> None:
    rows = [r[0].strip("`") for r in table_rows(section("### App members"))]
    known = {*SCHEMA["required"], "custom_roles"}  # (part of the game: its own section)
    assert rows == [name for name in SCHEMA["properties"] if name not in known]


# --- the schema, against the code --------------------------------------------------------------


def _option_schema(spec: OptionSpec) -> dict[str, Any]:
    """What the schema must say about one option, from its spec alone."""
    kind = spec.kind
    if kind == "bool":
        return {"type": "boolean"}
    if kind == "int":
        return {"type": "integer", "minimum": spec.low, "maximum": spec.high}
    if kind == "seconds":
        return {"type": ["integer", "null"], "minimum": spec.low, "maximum": spec.high}
    if kind == "choice":
        return {"enum": list(spec.choices)}
    if kind == "roles":
        return {
            "type": "array",
            "items": {"$ref": "#/$defs/role"},
            "uniqueItems": True,
            "allOf": [{"contains": {"const": "civilian"}}, {"contains": {"const": "mafia"}}],
        }
    if kind == "night_order":
        return {"type": "array", "items": {"$ref": "#/$defs/call"}, "uniqueItems": True}
    if kind == "deal":
        return {"$ref": "#/$defs/deal"}
    if kind == "scoring":
        from mafia_desktop.engine.rules import POINTS_LIMIT, SCORING_KEYS

        point = {"type": "number", "minimum": -POINTS_LIMIT, "maximum": POINTS_LIMIT}
        return {
            "oneOf": [
                {"type": ["boolean", "null"]},
                {
                    "type": "object",
                    "additionalProperties": False,
                    "properties": dict.fromkeys(SCORING_KEYS, point),
                },
            ]
        }
    raise AssertionError(f"option kind {kind!r} has no schema here yet: add it")


def _without_descriptions(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _without_descriptions(v) for k, v in value.items() if k != "description"}
    if isinstance(value, list):
        return [_without_descriptions(v) for v in value]
    return value


def test_the_schema_is_draft_2020_12() -> None:
    assert SCHEMA["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    jsonschema.Draft202012Validator.check_schema(SCHEMA)


def test_the_schemas_options_are_the_models() -> None:
    options = SCHEMA["$defs"]["options"]
    assert options["additionalProperties"] is False
    assert _without_descriptions(options["properties"]) == {s.name: _option_schema(s) for s in OPTION_SPECS}
    assert list(options["properties"]) == list(OPTION_NAMES)


def test_the_schemas_lists_are_the_registrys() -> None:
    defs = SCHEMA["$defs"]
    assert defs["preset"]["enum"] == list(PRESET_IDS)
    assert defs["role"]["enum"] == list(role_ids())
    assert defs["call"]["enum"] == list(calls())
    assert defs["deal"]["propertyNames"]["enum"] == [r for r in role_ids() if r != "civilian"]
    pair = defs["deal"]["additionalProperties"]["items"]["prefixItems"]
    assert [p["maximum"] for p in pair] == [MAX_PLAYERS, MAX_PLAYERS]
    assert defs["input"]["properties"]["act"]["enum"] == list(acts())
    night = defs["input"]["allOf"][0]["if"]["properties"]["act"]["enum"]
    several = defs["input"]["allOf"][1]["if"]["properties"]["act"]["enum"]
    assert night == [a for a, spec in NIGHT_ACTS.items() if spec.picks == 1]
    assert several == [a for a, spec in NIGHT_ACTS.items() if spec.picks > 1]


def test_the_schemas_members_and_bounds_are_the_readers() -> None:
    example = json.loads(EXAMPLES[0].record)
    assert SCHEMA["required"] == list(record_from_json(example).to_json())
    assert SCHEMA.get("additionalProperties", True) is not False, "the reader keeps other members"
    assert SCHEMA["$defs"]["rulesWithOptions"]["additionalProperties"] is False
    players = SCHEMA["properties"]["players"]
    assert (players["minItems"], players["maxItems"]) == (MIN_PLAYERS, MAX_PLAYERS)
    # The reader trims a name before it counts; past four times the limit it refuses outright.
    assert SCHEMA["$defs"]["playerName"]["maxLength"] == NAME_MAX_LENGTH * 4
    assert SCHEMA["properties"]["inputs"]["maxItems"] == MAX_INPUTS
    seed = SCHEMA["properties"]["seed"]
    assert (seed["minimum"], seed["maximum"]) == SEED_RANGE


# --- records on disk ---------------------------------------------------------------------------


def _record_of(path: Path) -> tuple[Doc, bool]:
    """The record in a file, and whether its setup is meant to be refused (a scenario's
    ``error_at: null``)."""
    doc = json.loads(path.read_text(encoding="utf-8"))
    if path.parent.name == "scenarios":
        return doc["record"], "error_at" in doc and doc["error_at"] is None
    return doc, False


@pytest.mark.parametrize(
    "path", GAMES + SCENARIOS, ids=[f"{p.parent.name}/{p.stem}" for p in GAMES + SCENARIOS]
)
def test_record_on_disk_validates(path: Path) -> None:
    record, refused = _record_of(path)
    errors = schema_errors(record)
    if refused:
        # Refused on purpose (an unknown option, duplicate names...): the schema may see it or not.
        out = transcript_of(json.dumps(record))
        assert not out.ok and out.error_input is None
        return
    assert not errors, f"{path.name}: {errors}"


def test_some_records_refused_on_purpose_are_caught_by_the_schema() -> None:
    caught = [p.stem for p in SCENARIOS if _record_of(p)[1] and schema_errors(_record_of(p)[0])]
    assert caught, "the scenarios with a broken setup include shape errors the schema sees"


# --- records broken on purpose -----------------------------------------------------------------

BASES: dict[str, Doc] = {e.name: json.loads(e.record) for e in EXAMPLES if e.expected()[0] == 0}
BASES |= {f"games/{p.stem}": json.loads(p.read_text(encoding="utf-8")) for p in GAMES}


@dataclasses.dataclass(frozen=True)
class Broken:
    name: str
    doc: Doc
    at: int | None  # the input the replay must refuse, or None for the setup


def _bad_option_values(spec: OptionSpec) -> list[Any]:
    kind = spec.kind
    if kind == "bool":
        return [1, "yes", None]
    if kind in ("int", "seconds"):
        return [spec.low - 1, spec.high + 1, str(spec.low), True, spec.low + 0.5]
    if kind == "choice":
        return ["other", 1, None, list(spec.choices)]
    if kind == "roles":
        return ["mafia", ["civilian"], ["civilian", "mafia", "gargoyle"], ["civilian", "mafia", "mafia"]]
    if kind == "night_order":
        return ["mafia", ["gargoyle"], ["mafia", "mafia"], [1]]
    if kind == "deal":
        return [
            [],
            {"civilian": [[5, 1]]},
            {"gargoyle": [[5, 1]]},
            {"mafia": []},
            {"mafia": [[5]]},
            {"mafia": [[5, 1, 2]]},
            {"mafia": [[5, -1]]},
            {"mafia": [["5", 1]]},
            {"mafia": [[5, 51]]},
        ]
    if kind == "scoring":
        return [1, "yes", [], {"wins": 1}, {"win": "1"}, {"win": True}, {"win": 10.5}, {"best_move_two": -11}]
    raise AssertionError(kind)


def _with(doc: Doc, **members: Any) -> Doc:
    out = copy.deepcopy(doc)
    out.update(members)
    return out


def _without(doc: Doc, key: str) -> Doc:
    return {k: v for k, v in doc.items() if k != key}


def _first(doc: Doc, act: str) -> int:
    return next(i for i, inp in enumerate(doc["inputs"]) if inp.get("act") == act)


def _with_input(doc: Doc, index: int, value: Any) -> Doc:
    out = copy.deepcopy(doc)
    out["inputs"][index] = value
    return out


def broken_records() -> Iterator[Broken]:
    base = BASES["first-game"]
    for doc in ([], "a record", None, 1):
        yield Broken(f"not an object {doc!r}", doc, None)
    for key in SCHEMA["required"]:
        yield Broken(f"no {key}", _without(base, key), None)
    wrong: dict[str, list[Any]] = {
        "format": ["1", 2, 0, True, None],
        "seed": ["1", True, None, [1], 2**63, -(2**63) - 1, 10**30],
        "players": [
            "Ann Bob Cid Dan Eve",
            [],
            ["Ann", "Bob"],
            ["Ann", "Bob", "Cid", "Dan", 5],
            ["Ann", "Bob", "Cid", "Dan", "Ann"],
            ["Ann", "Bob", "Cid", "Dan", ""],
            ["Ann", "Bob", "Cid", "Dan", "E" * 100],
            [f"P{i}" for i in range(MAX_PLAYERS + 1)],
        ],
        "roles": [[], {}, {"Ann": "gargoyle"}, {"Ann": 1}, "mafia", None],
        "inputs": [{}, "end_night", None],
        "rules": [
            "werewolf",
            "Classic",
            3,
            None,
            [],
            {"options": {}},
            {"preset": "classic", "house": True},
            {"preset": "classic", "options": []},
            {"preset": "werewolf"},
            {"preset": "classic", "options": {"kill_everyone": True}},
        ],
    }
    for key, values in wrong.items():
        for value in values:
            yield Broken(f"{key} {json.dumps(value)[:40]}", _with(base, **{key: value}), None)
    for spec in OPTION_SPECS:
        for value in _bad_option_values(spec):
            rules = {"preset": "classic", "options": {spec.name: value}}
            yield Broken(f"option {spec.name} {json.dumps(value)}", _with(base, rules=rules), None)
    # Inputs: each shape the reader refuses, on an input of each act that an accepted game makes.
    youth, house, angel = BASES["youth-night"], BASES["house-rules"], BASES["games/angel-game-over"]
    for value in ("end_night", 1, None, [], {}, {"act": "kill"}, {"act": 1}, {"act": "END_NIGHT"}):
        yield Broken(f"input {json.dumps(value)}", _with_input(base, 0, value), 0)
    for doc, act in ((youth, "shoot"), (youth, "check"), (house, "don_check"), (youth, "protect")):
        i = _first(doc, act)
        good = doc["inputs"][i]
        for member in ("by", "target"):
            yield Broken(f"{act} without {member}", _with_input(doc, i, _without(good, member)), i)
            yield Broken(f"{act} {member} 1", _with_input(doc, i, {**good, member: 1}), i)
    i = _first(base, "nominate")
    good = base["inputs"][i]
    for member in ("by", "target"):
        yield Broken(f"nominate without {member}", _with_input(base, i, _without(good, member)), i)
        yield Broken(f"nominate {member} null", _with_input(base, i, {**good, member: None}), i)
    i = _first(angel, "second")
    yield Broken("second without by", _with_input(angel, i, {"act": "second"}), i)
    yield Broken("second by a list", _with_input(angel, i, {"act": "second", "by": ["Dan"]}), i)
    i = _first(base, "vote")
    for value in ("Ann", [1], {"Ann": 1}, None):
        yield Broken(
            f"vote voters {json.dumps(value)}", _with_input(base, i, {"act": "vote", "voters": value}), i
        )
    yield Broken("vote without voters", _with_input(base, i, {"act": "vote"}), i)
    i = _first(youth, "tally")
    for value in ([], {"Ann": "Bob"}, {"Ann": [1]}, None):
        yield Broken(
            f"tally votes {json.dumps(value)}", _with_input(youth, i, {"act": "tally", "votes": value}), i
        )
    yield Broken("tally without votes", _with_input(youth, i, {"act": "tally"}), i)


BROKEN = list(broken_records())


def _group(broken: Broken) -> str:
    """What kind of damage a broken record has: its name's first word, an option's kind."""
    words = broken.name.split()
    return f"option {option_spec(words[1]).kind}" if words[0] == "option" else words[0]


# One broken record of each kind goes through the command itself; all of them go through its
# main() in this process (test_replay_in_process_is_the_command holds the two to the same answer).
SAMPLE = list({_group(b): b for b in reversed(BROKEN)}.values())[::-1]


@pytest.fixture(scope="module")
def commanded(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[int, dict[str, Any]]]:
    """The sample of broken records through ``mafia-desktop replay FILE``, a few at a time."""
    folder = tmp_path_factory.mktemp("broken")

    def run(item: tuple[int, Broken]) -> tuple[str, tuple[int, dict[str, Any]]]:
        n, broken = item
        (folder / f"{n}.json").write_text(json.dumps(broken.doc), encoding="utf-8")
        return broken.name, run_replay([f"{n}.json"], cwd=folder)

    with ThreadPoolExecutor(max_workers=min(8, os.cpu_count() or 1)) as pool:
        return dict(pool.map(run, enumerate(SAMPLE)))


def test_the_broken_records_have_distinct_names_and_their_bases_replay() -> None:
    assert len({b.name for b in BROKEN}) == len(BROKEN)
    assert len(SAMPLE) >= 20
    for name, doc in BASES.items():
        assert transcript_of(json.dumps(doc)).ok, name
        assert not schema_errors(doc), name


def _assert_refused(broken: Broken, status: int, out: dict[str, Any]) -> None:
    assert status == 2
    assert out["error"]["input"] == broken.at, out["error"]
    assert out["error"]["message"].endswith(".")


@pytest.mark.parametrize("broken", BROKEN, ids=[b.name for b in BROKEN])
def test_a_record_the_schema_rejects_is_refused_by_replay(broken: Broken) -> None:
    assert schema_errors(broken.doc), f"{broken.name}: the schema should reject it"
    _assert_refused(broken, *replay_in_process(json.dumps(broken.doc).encode()))


@pytest.mark.parametrize("broken", SAMPLE, ids=[b.name for b in SAMPLE])
def test_a_broken_record_is_refused_by_the_command(
    broken: Broken, commanded: dict[str, tuple[int, dict[str, Any]]]
) -> None:
    _assert_refused(broken, *commanded[broken.name])


# --- records the reader takes, at the edges: the schema must take them too ---------------------


def _good_option_values(spec: OptionSpec) -> list[Any]:
    kind = spec.kind
    if kind == "bool":
        return [True, False]
    if kind == "int":
        return [spec.low, spec.high]
    if kind == "seconds":
        return [spec.low, spec.high, None]
    if kind == "choice":
        return list(spec.choices)
    if kind == "roles":
        return [list(role_ids()), ["mafia", "civilian"]]
    if kind == "night_order":
        return [list(calls()), list(reversed(calls()))]
    if kind == "deal":
        return [{}, {"mafia": [[0, 0], [MAX_PLAYERS, MAX_PLAYERS]]}, {r: [[5, 1]] for r in role_ids()[1:]}]
    if kind == "scoring":
        return [
            None,
            True,
            False,
            {},
            {"win": 10, "best_move_two": -10, "best_move_three": 0.4, "removed_by_fouls": 0},
        ]
    raise AssertionError(kind)


def _edge_records() -> Iterator[tuple[str, Doc]]:
    base = BASES["first-game"]
    for seed in (-(2**63), -1, 0, 2**63 - 1):
        yield f"seed {seed}", _with(base, seed=seed)
    yield (
        "names trimmed, in any case",
        _with(base, players=[" Ann ", "bob", "Cid", "Dan", "Eve"], roles={"ANN": "mafia", "bob": "civilian"}),
    )
    yield (
        "names in any script",
        _with(
            base,
            players=["Zoë", "Алёна", "李", "Dan 2", "E" * NAME_MAX_LENGTH],
            roles={"Zoë": "mafia"},
            inputs=[],
        ),
    )
    padded = " " * 30 + "E" * NAME_MAX_LENGTH + " " * 30
    yield (
        "a long name padded with spaces",
        _with(base, players=["Ann", "Bob", "Cid", "Dan", padded], inputs=[]),
    )
    lower = [
        {**{k: (v.lower() if isinstance(v, str) and k != "act" else v) for k, v in inp.items()}, "note": 1}
        for inp in base["inputs"]
    ]
    for inp in lower:
        if "voters" in inp:
            inp["voters"] = [v.lower() for v in inp["voters"]]
    yield "inputs naming players in lower case, with members of their own", _with(base, inputs=lower)
    yield "members of the app and of other tools", _with(base, comment="x", table=5, session=[], dealt="yes")
    yield "rules as an object without options", _with(base, rules={"preset": "classic"})
    yield "rules with no options", _with(base, rules={"preset": "classic", "options": {}})
    yield "no inputs", _with(base, inputs=[])
    many = [f"P{i}" for i in range(1, MAX_PLAYERS + 1)]
    yield (
        "the most players",
        _with(
            base,
            rules={"preset": "classic", "options": {"max_players": MAX_PLAYERS}},
            players=many,
            roles={"P1": "mafia"},
            inputs=[],
        ),
    )
    yield (
        "the fewest players",
        _with(
            base,
            rules={"preset": "classic", "options": {"min_players": MIN_PLAYERS}},
            players=["Ann", "Bob", "Cid"],
            inputs=[],
        ),
    )
    for spec in OPTION_SPECS:
        for value in _good_option_values(spec):
            doc = _with(base, rules={"preset": "classic", "options": {spec.name: value}}, inputs=[])
            if transcript_of(json.dumps(doc)).ok:  # some values contradict the preset's others
                yield f"option {spec.name} {json.dumps(value)}", doc


EDGES = dict(_edge_records())


def test_most_edge_values_of_the_options_are_taken() -> None:
    tried = sum(len(_good_option_values(s)) for s in OPTION_SPECS)
    taken = sum(1 for name in EDGES if name.startswith("option "))
    assert taken >= tried - 6, "the edge records should cover the options"


@pytest.mark.parametrize("name", list(EDGES))
def test_a_record_replay_takes_validates(name: str) -> None:
    doc = EDGES[name]
    status, out = replay_in_process(json.dumps(doc).encode())
    assert status == 0, out.get("error")
    assert not schema_errors(doc), f"replay takes it, the schema says {schema_errors(doc)}"


# --- random damage -----------------------------------------------------------------------------

WORDS = sorted(
    {*PRESET_IDS, *role_ids(), *calls(), *acts(), *OPTION_NAMES, "Ann", "Bob", "Eve", "preset", "options"}
    | {c for s in OPTION_SPECS for c in s.choices}
)
SCALARS = (
    st.none()
    | st.booleans()
    | st.integers(-3, 60)
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.sampled_from(WORDS)
    | st.text(max_size=8)
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(st.sampled_from(WORDS) | st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=8,
)


def _paths(doc: Doc, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield path
    if isinstance(doc, dict):
        for key, value in doc.items():
            yield from _paths(value, (*path, key))
    elif isinstance(doc, list):
        for index, value in enumerate(doc):
            yield from _paths(value, (*path, index))


def _damage(doc: Doc, path: tuple[Any, ...], how: str, value: Any, key: str) -> Doc:
    if not path:
        return value
    out = copy.deepcopy(doc)
    parent = out
    for step in path[:-1]:
        parent = parent[step]
    last = path[-1]
    if how == "delete":
        del parent[last]
    elif how == "add" and isinstance(parent[last], dict):
        parent[last][key] = value
    else:
        parent[last] = value
    return out


@st.composite
def damaged_records(draw: Callable[..., Any]) -> Doc:
    base = BASES[draw(st.sampled_from(sorted(BASES)))]
    # Half the time a member of the record itself, else anything inside it.
    path = draw(st.sampled_from([(key,) for key in base]) | st.sampled_from(list(_paths(base))))
    how = draw(st.sampled_from(("replace", "delete", "add")))
    return _damage(base, path, how, draw(VALUES), draw(st.sampled_from(WORDS) | st.text(max_size=6)))


def _near(spec: OptionSpec) -> st.SearchStrategy[Any]:
    """Values near the ones an option takes: the good ones and their close misses."""
    kind = spec.kind
    if kind == "bool":
        return st.booleans() | st.sampled_from([0, 1, "true"])
    if kind in ("int", "seconds"):
        return (
            st.integers(spec.low - 2, spec.high + 2)
            | st.none()
            | st.sampled_from([float(spec.low), str(spec.low)])
        )
    if kind == "choice":
        return st.sampled_from([*spec.choices, "", spec.choices[0].upper()])
    if kind in ("roles", "night_order"):
        words = [*(role_ids() if kind == "roles" else calls()), "gargoyle"]
        return st.lists(st.sampled_from(words), max_size=6)
    if kind == "deal":
        pair = st.lists(st.integers(-1, MAX_PLAYERS + 1), min_size=1, max_size=3)
        return st.dictionaries(
            st.sampled_from([*role_ids(), "gargoyle"]), st.lists(pair, max_size=3), max_size=3
        )
    if kind == "scoring":
        point = st.floats(-11, 11, allow_nan=False) | st.integers(-11, 11) | st.booleans() | st.just("1")
        keys = st.sampled_from(["win", "best_move_two", "best_move_three", "removed_by_fouls", "wins"])
        return st.none() | st.booleans() | st.dictionaries(keys, point, max_size=4) | st.just(1)
    raise AssertionError(kind)


@st.composite
def records_with_options(draw: Callable[..., Any]) -> Doc:
    base = BASES["first-game"]
    names = draw(st.lists(st.sampled_from(OPTION_NAMES) | st.text(max_size=8), max_size=3, unique=True))
    options = {}
    for name in names:
        near = _near(option_spec(name)) if name in OPTION_NAMES else st.nothing()
        options[name] = draw(near | VALUES)
    preset = draw(st.sampled_from(PRESET_IDS) | SCALARS)
    return _with(base, rules={"preset": preset, "options": options})


def _property(doc: Doc) -> None:
    if not schema_errors(doc):
        return
    status, out = replay_in_process(json.dumps(doc).encode())
    assert status == 2 and out["error"]["message"], f"schema says {schema_errors(doc)}, replay took it"


_SETTINGS = settings(
    max_examples=max(200, settings.default.max_examples),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)


@_SETTINGS
@given(damaged_records())
def test_randomly_damaged_records_the_schema_rejects_are_refused(doc: Doc) -> None:
    _property(doc)


@_SETTINGS
@given(records_with_options())
def test_random_house_rules_the_schema_rejects_are_refused(doc: Doc) -> None:
    _property(doc)


def test_replay_in_process_is_the_command() -> None:
    # The random tests run the command's main() in this process; it must answer as the command does.
    data = EXAMPLES[-1].record.encode()
    assert replay_in_process(data) == run_replay(["-"], cwd=ROOT, stdin=data)
