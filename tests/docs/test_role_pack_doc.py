"""docs/role-pack.md and docs/role-pack.schema.json follow the reader and the art: the example
pack reads, the schema accepts it, and the emblems listed are the app's."""

from __future__ import annotations

import json
import re
from pathlib import Path

import jsonschema

from mafia_desktop import art
from mafia_desktop.engine import role_pack
from mafia_desktop.engine.kinds import KINDS

DOCS = Path(__file__).resolve().parents[2] / "docs"


def example() -> str:
    page = (DOCS / "role-pack.md").read_text(encoding="utf-8")
    found = re.search(r"```json pack=river-club\n(.*?)```", page, re.S)
    assert found is not None
    return found.group(1)


def test_the_example_pack_is_read_and_the_schema_accepts_it() -> None:
    pack = role_pack.parse_pack(example(), emblems=art.EMBLEMS)
    assert [r.id for r in pack.roles] == ["priest", "hermit", "seer", "consigliere"]
    schema = json.loads((DOCS / "role-pack.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    jsonschema.Draft202012Validator(schema).validate(json.loads(example()))


def test_the_page_and_the_schema_list_the_art_s_emblems_and_the_reader_s_kinds_and_codes() -> None:
    page = (DOCS / "role-pack.md").read_text(encoding="utf-8")
    listed = re.search(r"<!-- emblems -->(.*?)<!-- end emblems -->", page)
    assert listed is not None and re.findall(r"`(\w+)`", listed.group(1)) == list(art.EMBLEMS)
    schema = json.loads((DOCS / "role-pack.schema.json").read_text(encoding="utf-8"))
    assert schema["$defs"]["role"]["properties"]["emblem"]["enum"] == list(art.EMBLEMS)
    kinds = [k.id for k in KINDS.values() if not k.shared]
    assert schema["$defs"]["act"]["properties"]["kind"]["enum"] == kinds
    assert all(f"`{code}`" in page for code in role_pack.CODES)
