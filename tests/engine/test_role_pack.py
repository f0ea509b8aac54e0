"""Role packs (``*.mafia-roles.json``): read strictly, refused whole with a code when broken or
hostile, registered all or nothing, carried by the records that deal their roles."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from mafia_desktop.engine import role_pack
from mafia_desktop.engine.errors import RecordError
from mafia_desktop.engine.game import Game
from mafia_desktop.engine.inputs import EndDay, EndNight, NightInput
from mafia_desktop.engine.kinds import TEAMS
from mafia_desktop.engine.record import Record, loads_record, replay, transcript_of
from mafia_desktop.engine.role_pack import PackError, pack_from_json, parse_pack
from mafia_desktop.engine.roles import NIGHT_ACTS, ROLES, Role, registered
from mafia_desktop.engine.rules import PRESETS, with_options
from mafia_desktop.engine.setup import make_setup

ROOT = Path(__file__).resolve().parents[2]
PLAYERS = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"]


def good() -> dict[str, Any]:
    return {
        "format": "mafia-desktop-roles",
        "version": 1,
        "id": "river_club",
        "name": "The River Club's roles",
        "roles": [
            {
                "id": "priest",
                "team": "town",
                "act": {"kind": "protect", "never_twice_running": True},
                "most": 1,
                "emblem": "cross",
                "words": {
                    "en": {"name": "Priest", "plural": "Priests", "duty": "Each night you bless one player."},
                    "ru": {"name": "Священник", "duty": "Каждую ночь вы благословляете одного игрока."},
                },
            },
            {
                "id": "hermit",
                "team": "alone",
                "act": {"kind": "attack", "once_a_game": True},
                "emblem": "lantern",
                "words": {"en": {"name": "Hermit", "duty": "You play alone, and kill once a game."}},
            },
            {
                "id": "seer",
                "team": "town",
                "act": {"kind": "look_for", "finds": "hermit"},
                "emblem": "halo",
                "words": {"en": {"name": "Seer", "duty": "Each night you look for the Hermit."}},
            },
            {
                "id": "consigliere",
                "team": "mafia",
                "act": {"kind": "check", "finds": "mafia"},
                "emblem": "hat",
                "words": {"en": {"name": "Consigliere", "duty": "You shoot with the mafia."}},
            },
        ],
    }


@pytest.fixture(autouse=True)
def _registry_as_it_was() -> Iterator[None]:
    roles, acts, teams = dict(ROLES), dict(NIGHT_ACTS), dict(TEAMS)
    yield
    role_pack.uninstall(list(role_pack.installed()))
    assert ROLES == roles and NIGHT_ACTS == acts and TEAMS == teams


def refused(doc: object) -> PackError:
    with pytest.raises(PackError) as caught:
        parse_pack(json.dumps(doc) if not isinstance(doc, (bytes, str)) else doc)
    return caught.value


def test_a_good_pack_is_read_and_written_back_the_same() -> None:
    pack = parse_pack(json.dumps(good()))
    assert [r.id for r in pack.roles] == ["priest", "hermit", "seer", "consigliere"]
    priest = pack.roles[0]
    assert priest.act is not None and priest.act.never_twice_running and priest.most == 1
    assert priest.word("ru", "name") == "Священник" and priest.word("ru", "plural") == "Priests"
    assert priest.word("de", "duty") == "Each night you bless one player."  # no German: English
    assert parse_pack(role_pack.dumps_pack(pack)) == pack
    assert parse_pack(json.dumps(good()).encode("utf-8")) == pack


def test_markup_looking_names_are_kept_as_the_characters_they_are() -> None:
    doc = good()
    doc["roles"][0]["words"]["en"]["name"] = "<b>Priest</b>"
    doc["roles"][0]["words"]["en"]["duty"] = "<img src=/tmp/x.png> & <h1>"
    pack = parse_pack(json.dumps(doc))
    assert pack.roles[0].word("en", "name") == "<b>Priest</b>"
    assert pack.roles[0].word("en", "duty") == "<img src=/tmp/x.png> & <h1>"


def _set(path: str, value: object) -> Callable[[dict[str, Any]], None]:
    def change(doc: dict[str, Any]) -> None:
        keys: list[Any] = [int(k) if k.isdigit() else k for k in path.split("/")]
        where = doc
        for key in keys[:-1]:
            where = where[key]
        if value is KeyError:
            del where[keys[-1]]
        else:
            where[keys[-1]] = value

    return change


BROKEN: list[tuple[str, Callable[[dict[str, Any]], None], str]] = [
    ("a record, not a pack", _set("format", 1), "not_a_pack"),
    ("a newer version", _set("version", 2), "newer_version"),
    ("version as text", _set("version", "1"), "bad_version"),
    ("a key of nobody's", _set("extra", True), "unknown_key"),
    ("a role's key of nobody's", _set("roles/0/script", "x"), "unknown_key"),
    ("an act's key of nobody's", _set("roles/0/act/twice", True), "unknown_key"),
    ("no roles member", _set("roles", KeyError), "missing_key"),
    ("a role with no words", _set("roles/0/words", KeyError), "missing_key"),
    ("no English duty", _set("roles/0/words/en/duty", KeyError), "missing_key"),
    ("roles an object", _set("roles", {}), "wrong_type"),
    ("a role a list", _set("roles/0", []), "wrong_type"),
    ("most as text", _set("roles/0/most", "1"), "wrong_type"),
    ("most true", _set("roles/0/most", True), "wrong_type"),
    ("a flag as a number", _set("roles/0/act/once_a_game", 1), "wrong_type"),
    ("a name as a number", _set("roles/0/words/en/name", 7), "wrong_type"),
    ("a name too long", _set("roles/0/words/en/name", "P" * 33), "too_long"),
    ("a duty too long", _set("roles/0/words/en/duty", "d" * 301), "too_long"),
    ("a name of spaces", _set("roles/0/words/en/name", "   "), "bad_text"),
    ("a name with a line break", _set("roles/0/words/en/name", "Pri\nest"), "bad_text"),
    ("a name with a bidi override", _set("roles/0/words/en/name", "Pri\u202eest"), "bad_text"),
    ("a zero-width name", _set("roles/0/words/ru/name", "\u200b\u200b"), "bad_text"),
    ("an id with capitals", _set("roles/0/id", "Priest"), "bad_id"),
    ("an id too long", _set("roles/0/id", "p" * 25), "bad_id"),
    ("a pack id with a dash", _set("id", "river-club"), "bad_id"),
    ("no roles at all", _set("roles", []), "no_roles"),
    ("two roles, one id", _set("roles/1/id", "priest"), "duplicate_id"),
    ("a built-in role's id", _set("roles/0/id", "mafia"), "id_taken"),
    ("a built-in act's id", _set("roles/0/id", "shoot"), "id_taken"),
    ("an input's name", _set("roles/0/id", "vote"), "id_taken"),
    ("an event's name", _set("roles/0/id", "death"), "id_taken"),
    ("a name issue 47 keeps", _set("roles/0/id", "marshal"), "id_taken"),
    ("no such team", _set("roles/0/team", "maniac"), "bad_team"),
    ("no such kind", _set("roles/0/act/kind", "resurrect"), "bad_kind"),
    ("the mafia's own shot", _set("roles/0/act/kind", "kill"), "bad_kind"),
    ("a check for the town", _set("roles/3/act/finds", "town"), "bad_finds"),
    ("a look for no role", _set("roles/2/act/finds", "ghost"), "bad_finds"),
    ("a look for itself", _set("roles/2/act/finds", "seer"), "bad_finds"),
    ("a protection that finds", _set("roles/0/act/finds", "mafia"), "bad_finds"),
    ("self as a flag", _set("roles/0/act/self_target", "always"), "bad_self"),
    ("most zero", _set("roles/0/most", 0), "bad_most"),
    ("most huge", _set("roles/0/most", 10**30), "bad_most"),
    ("an emblem nobody drew", _set("roles/0/emblem", "gargoyle"), "bad_emblem"),
    ("a language code of words", _set("roles/0/words/english", {"name": "P"}), "bad_language"),
    (
        "words in nine languages",
        _set("roles/1/words", {f"l{c}": {} for c in "abcdefghi"}),
        "too_many_languages",
    ),
    ("no English", _set("roles/1/words", {"ru": {"name": "Отшельник", "duty": "Один."}}), "no_english"),
    ("two roles, one name", _set("roles/1/words/en/name", "PRIEST"), "duplicate_name"),
    ("an app role's name", _set("roles/0/words/en/name", "Sheriff"), "name_taken"),
]


@pytest.mark.parametrize(("what", "change", "code"), BROKEN, ids=[b[0] for b in BROKEN])
def test_a_broken_pack_is_refused_with_its_code(
    what: str, change: Callable[[dict[str, Any]], None], code: str
) -> None:
    doc = copy.deepcopy(good())
    change(doc)
    with pytest.raises(PackError) as caught:
        parse_pack(json.dumps(doc), emblems=("cross", "lantern", "halo", "hat"))
    assert caught.value.code == code, caught.value
    assert not role_pack.installed()


def test_every_code_is_one_the_qt_layer_words() -> None:
    assert {code for _, _, code in BROKEN} | {"too_big", "too_deep", "not_json", "too_many_roles"} == set(
        role_pack.CODES
    )


def test_bytes_that_are_not_a_pack_are_refused() -> None:
    assert refused(b"\xff\xfe{}").code == "not_json"
    assert refused("{").code == "not_json"
    assert refused('{"format": "mafia-desktop-roles", "format": 1}').code == "not_json"  # a key twice
    assert refused("[1, 2]").code == "not_a_pack"
    assert refused("NaN").code == "not_json"


def test_hostile_packs_are_refused_before_they_are_walked() -> None:
    # Ten megabytes of valid JSON: refused by its size.
    doc = good()
    doc["name"] = "x" * (10 * 1024 * 1024)
    assert refused(json.dumps(doc)).code == "too_big"
    # Nesting a hundred thousand deep: refused by its depth, in one pass.
    assert refused("[" * 100_000 + "]" * 100_000).code == "too_deep"
    deep = good()
    deep["roles"][0]["words"]["en"]["name"] = {"a": {"b": {"c": 1}}}
    assert refused(deep).code == "too_deep"
    # Ten thousand roles: too big as a file; as a document (a record's member), too many.
    many = good()
    many["roles"] = [dict(many["roles"][0], id=f"r{i}") for i in range(10_000)]
    assert refused(many).code == "too_big"
    with pytest.raises(PackError) as caught:
        pack_from_json(many)
    assert caught.value.code == "too_many_roles" and caught.value.params["value"] == 10_000
    # Just over the most roles a pack holds.
    some = good()
    some["roles"] = [dict(some["roles"][0], id=f"r{i}") for i in range(role_pack.MAX_ROLES + 1)]
    assert refused(some).code == "too_many_roles"


def test_installing_registers_every_role_with_its_act_and_side() -> None:
    role_pack.install(parse_pack(json.dumps(good())))
    assert set(role_pack.installed()) == {"priest", "hermit", "seer", "consigliere"}
    priest = ROLES["priest"]
    assert priest.team == "town" and priest.night_acts == ("priest",) and priest.most == 1
    assert NIGHT_ACTS["priest"].kind == "protect" and NIGHT_ACTS["priest"].repeat == "never"
    assert NIGHT_ACTS["hermit"].per_game == 1 and ROLES["hermit"].team == "hermit" and TEAMS["hermit"].hostile
    assert ROLES["consigliere"].night_acts == ("shoot", "consigliere")  # a mafia role shoots with them
    assert NIGHT_ACTS["seer"].finds == "hermit" and NIGHT_ACTS["seer"].behaviour.results(
        NIGHT_ACTS["seer"]
    ) == ("hermit", "not_hermit")
    assert ("ru", "name", "Священник") in priest.words
    role_pack.uninstall(["priest", "hermit", "seer", "consigliere"])
    assert "priest" not in ROLES and "priest" not in NIGHT_ACTS and "hermit" not in TEAMS


def test_installing_is_all_or_nothing() -> None:
    pack = parse_pack(json.dumps(good()))
    # Taken after the pack was read (another part of the app registered a Seer meanwhile).
    with registered(Role("seer", "town", titles=(("", "Seer"),))):
        with pytest.raises(PackError) as caught:
            role_pack.install(pack)
        assert caught.value.code == "id_taken" and caught.value.params["value"] == "seer"
        assert not role_pack.installed()
        assert "priest" not in ROLES and "hermit" not in TEAMS and "priest" not in NIGHT_ACTS


def test_a_pack_may_replace_its_own_roles_and_not_the_app_s() -> None:
    role_pack.install(parse_pack(json.dumps(good())))
    changed = good()
    changed["roles"][0]["most"] = 2
    # Read against the registry, the same ids are taken, unless they are the ones being replaced.
    assert refused(changed).code == "id_taken"
    pack = parse_pack(json.dumps(changed), replacing=role_pack.installed())
    role_pack.install(pack)
    assert ROLES["priest"].most == 2


def rules_with(*extra: str) -> Any:
    youth = PRESETS["youth"]
    return with_options(youth, {"roles": [*youth.roles, *extra], "night_order": [*youth.night_order, *extra]})


def played_record() -> Record:
    """A game with the Priest and the Hermit: the Priest saves the mafia's victim."""
    role_pack.install(parse_pack(json.dumps(good())))
    rules = rules_with("priest", "hermit")
    game = Game(
        make_setup(rules, 3, PLAYERS, {"Ann": "mafia", "Bob": "mafia", "Dan": "priest", "Eve": "hermit"})
    )
    game.apply(EndDay())
    game.apply(NightInput("shoot", "Ann", "Cid"))
    game.apply(NightInput("priest", "Dan", "Cid"))
    game.apply(EndNight())
    assert game.is_alive("Cid")
    return Record(game.setup, tuple(game.inputs))


def test_a_record_carries_the_definitions_it_uses() -> None:
    doc = played_record().to_json()
    carried = doc["custom_roles"]
    # Those the rules have (and the Hermit the Priest's check does not need): not the Seer.
    assert [r["id"] for r in carried["roles"]] == ["priest", "hermit"]
    assert carried["format"] == "mafia-desktop-roles"


def test_a_record_with_a_custom_role_replays_in_a_fresh_registry(tmp_path: Path) -> None:
    text = played_record().dumps()
    role_pack.uninstall(list(role_pack.installed()))
    assert "priest" not in ROLES
    record = loads_record(text)  # registers the record's roles for its replay
    assert replay(record).is_alive("Cid") and "priest" in ROLES
    assert not role_pack.offered("priest"), "a record's roles are not offered at set-up"
    assert record.dumps() == text, "saved again, the record is the same"
    role_pack.uninstall(list(role_pack.installed()))
    # A process that never had the pack: the command line's replay.
    path = tmp_path / "priest.json"
    path.write_text(text, encoding="utf-8")
    out = subprocess.run(
        [sys.executable, "-m", "mafia_desktop", "replay", str(path)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
        check=False,
    )
    assert out.returncode == 0, out.stderr
    events = json.loads(out.stdout)["events"]
    assert {"type": "priest", "by": "Dan", "target": "Cid"} in events
    assert {"type": "saved", "player": "Cid"} in events


def test_a_record_whose_definitions_are_broken_is_refused_in_words() -> None:
    doc = played_record().to_json()
    role_pack.uninstall(list(role_pack.installed()))
    doc["custom_roles"]["roles"][0]["id"] = "mafia"
    with pytest.raises(RecordError, match="custom_roles cannot be used: id_taken"):
        loads_record(json.dumps(doc))
    assert not role_pack.installed() and ROLES["mafia"].team == "mafia"
    assert transcript_of(json.dumps(doc)).error is not None


def test_a_record_without_custom_roles_reads_and_writes_as_before() -> None:
    record = Record(make_setup("classic", 3, ["Ann", "Bob", "Cid", "Dan", "Eve"], {"Ann": "mafia"}))
    assert "custom_roles" not in record.to_json()
    assert loads_record(record.dumps()).dumps() == record.dumps()
