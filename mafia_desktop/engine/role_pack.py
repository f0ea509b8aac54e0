"""Role packs: roles of a group's own, kept as data (a ``*.mafia-roles.json`` file, or the
``custom_roles`` member of a game record), read strictly and registered all or nothing.

A pack names, for each role, things the registry already knows how to play: a team (``town``,
``mafia``, or ``alone``: a side of its own that wins like the Maniac), at most one night act of a
registered kind with its limits, what a check finds, how many may be dealt, its emblem, and its
words in each language (English required; a missing language falls back to English). The format
is ``docs/role-pack.md``; its JSON Schema ``docs/role-pack.schema.json``.

Nothing here reads a file or makes display text: a pack arrives as bytes or text, and a pack that
cannot be used is refused with a :class:`PackError` (a ``code`` and ``params``, worded by the Qt
layer) before anything is registered. Every check is one pass over what the pack holds, which is
bounded before it is walked (size, depth, number of roles, languages and characters).

>>> pack = parse_pack('''{"format": "mafia-desktop-roles", "version": 1, "id": "demo", "name": "Demo",
...   "roles": [{"id": "priest", "team": "town", "emblem": "cross",
...              "act": {"kind": "protect", "never_twice_running": true},
...              "words": {"en": {"name": "Priest", "duty": "Each night you bless one player."}}}]}''')
>>> pack.roles[0].id, pack.roles[0].act.kind if pack.roles[0].act else None
('priest', 'protect')
>>> try:
...     parse_pack('{"format": "mafia-desktop-roles", "version": 1, "id": "x", "name": "X", "roles": [], "zz": 1}')
... except PackError as e:
...     print(e.code, e.params)
unknown_key {'role': 0, 'field': 'zz'}
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Final

from .cards import CARDS
from .errors import EngineError, RecordError
from .events import EVENT_TYPES
from .inputs import acts as input_acts
from .kinds import KINDS, QT_TRANSLATE_NOOP, TEAMS, Team, alone
from .roles import NIGHT_ACTS, ROLES, NightAct, Role, calls, register, unregister
from .setup import first_hidden
from .strict_json import decode, nests_deeper

FORMAT: Final = "mafia-desktop-roles"
VERSION: Final = 1
SUFFIX: Final = ".mafia-roles.json"
MAX_PACK_BYTES: Final = 256 * 1024
MAX_DEPTH: Final = 6  # pack > roles > role > words > language > text
MAX_ROLES: Final = 24
MAX_LANGUAGES: Final = 8
MAX_MOST: Final = 20  # the most of a role the deal offers (table.setup.MOST_OF_A_ROLE)
NAME_LENGTH: Final = 32
DUTY_LENGTH: Final = 300
PACK_NAME_LENGTH: Final = 60
ID_PATTERN: Final = re.compile(r"[a-z][a-z0-9_]{0,23}\Z")
LANG_PATTERN: Final = re.compile(r"[a-z]{2,3}\Z")
TEAM_CHOICES: Final = ("town", "mafia", "alone")
SELF_CHOICES: Final = ("never", "rule")
CHECK_FINDS: Final = ("mafia",)  # what a ``check`` (a team) may find: the team the app words

#: Names the app has given, or will give, to acts, events, roles and calls (issue 47's record
#: contract): a pack role never takes one, so a record stays readable by later versions.
RESERVED: Final = frozenset(
    "marshal immortal kamikaze jester journalist werewolf hooligan mayor fire take compare block "
    "reveal_mayor unharmed turned blocked compared town mafia alone nobody none civilian".split()
)

#: Every refusal's code; the Qt layer words each (``mafia_desktop.ui.dialogs.roles_editor``).
CODES: Final = (
    "too_big",
    "too_deep",
    "not_json",
    "not_a_pack",
    "newer_version",
    "bad_version",
    "unknown_key",
    "missing_key",
    "wrong_type",
    "too_long",
    "bad_text",
    "bad_id",
    "no_roles",
    "too_many_roles",
    "duplicate_id",
    "id_taken",
    "bad_team",
    "bad_kind",
    "bad_finds",
    "bad_self",
    "bad_most",
    "bad_emblem",
    "bad_language",
    "too_many_languages",
    "no_english",
    "duplicate_name",
    "name_taken",
)

#: A lone side's words, by key of :class:`~.kinds.Team` (``{role}``: the role's name in the
#: language spoken); English sources of the catalogue, in the contexts ``kinds.WORD_CONTEXTS`` says.
TEAM_WORDS: Final[Mapping[str, str]] = {
    "wins": QT_TRANSLATE_NOOP("Texts", "The {role} wins!"),
    "won": QT_TRANSLATE_NOOP("Print", "The {role} won"),
    "favoured": QT_TRANSLATE_NOOP("Balance", "{role} favoured"),
    "name": "{role}",
    "end": QT_TRANSLATE_NOOP(
        "RulesSummary",
        "The {role} plays alone: they win when one other player is left; the town must put them out "
        "too, and the mafia cannot win while they live.",
    ),
    "alone": QT_TRANSLATE_NOOP(
        "RulesSummary", "The {role} plays alone: they win when one other player is left."
    ),
}


class PackError(EngineError):
    """A pack that cannot be used: ``code`` (one of :data:`CODES`) and ``params`` (``role``: the
    role's place in the pack from 1, 0 for the pack itself; ``field``; the offending ``value``;
    a limit ``most``) for the Qt layer to word. ``str()`` is for logs, not for people."""

    def __init__(self, code: str, **params: object) -> None:
        assert code in CODES, code
        self.code = code
        self.params = params
        super().__init__(f"role pack refused: {code} {params}")


@dataclass(frozen=True, slots=True)
class ActDef:
    """A pack role's night act: a registered kind and its limits."""

    kind: str
    finds: str = ""
    once_a_game: bool = False
    never_twice_running: bool = False
    self_target: str = "never"


@dataclass(frozen=True, slots=True)
class RoleDef:
    """One role of a pack. ``words``: (language, name, plural, duty), English first."""

    id: str
    team: str
    emblem: str
    words: tuple[tuple[str, str, str, str], ...]
    act: ActDef | None = None
    most: int | None = None

    def word(self, lang: str, key: str) -> str:
        """Its ``name``, ``plural`` or ``duty`` in ``lang`` (English where it has none there)."""
        index = ("name", "plural", "duty").index(key) + 1
        for row in self.words:
            if row[0] == lang and row[index]:
                return row[index]
        return next((row[index] for row in self.words if row[0] == "en"), "")


@dataclass(frozen=True, slots=True)
class Pack:
    id: str
    name: str
    roles: tuple[RoleDef, ...] = ()


# --- reading ------------------------------------------------------------------------------------


def parse_pack(
    data: bytes | str, *, emblems: Collection[str] | None = None, replacing: Collection[str] = ()
) -> Pack:
    """A pack from the bytes (or text) of a file, checked whole; :class:`PackError` otherwise.
    ``emblems``: the codes the app can draw (``mafia_desktop.art.EMBLEMS``; None: any code of the
    right shape). ``replacing``: ids of installed pack roles this pack may take the place of."""
    raw = data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data
    if len(raw) > MAX_PACK_BYTES:
        raise PackError("too_big", most=MAX_PACK_BYTES)
    if nests_deeper(raw, MAX_DEPTH):
        raise PackError("too_deep", most=MAX_DEPTH)
    try:
        doc = decode(raw, max_bytes=MAX_PACK_BYTES, max_depth=MAX_DEPTH, what="a role pack")
    except RecordError as exc:
        raise PackError("not_json", detail=str(exc)[:200]) from None
    return pack_from_json(doc, emblems=emblems, replacing=replacing)


def pack_from_json(
    doc: object, *, emblems: Collection[str] | None = None, replacing: Collection[str] = ()
) -> Pack:
    """:func:`parse_pack` of a document already decoded (the member of a record)."""
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise PackError("not_a_pack")
    _keys(
        doc, ("format", "version", "id", "name", "roles"), ("format", "version", "id", "name", "roles"), 0, ""
    )
    version = doc["version"]
    if isinstance(version, bool) or not isinstance(version, int):
        raise PackError("bad_version", value=_shown(version))
    if version > VERSION:
        raise PackError("newer_version", value=version, most=VERSION)
    if version != VERSION:
        raise PackError("bad_version", value=version)
    pack_id = _id(doc["id"], 0, "id")
    name = _text(doc["name"], 0, "name", PACK_NAME_LENGTH)
    roles = doc["roles"]
    if not isinstance(roles, list):
        raise PackError("wrong_type", role=0, field="roles", expected="list")
    if not roles:
        raise PackError("no_roles")
    if len(roles) > MAX_ROLES:
        raise PackError("too_many_roles", value=len(roles), most=MAX_ROLES)
    taken = _taken_ids(replacing)
    titles = _taken_titles(replacing)
    own_ids = {r.get("id") for r in roles if isinstance(r, dict) and isinstance(r.get("id"), str)}
    seen: dict[str, int] = {}
    names: dict[tuple[str, str], int] = {}
    out = []
    for index, item in enumerate(roles, 1):
        role = _role(item, index, emblems, own_ids)
        if role.id in seen:
            raise PackError("duplicate_id", role=index, value=role.id, other=seen[role.id])
        seen[role.id] = index
        if role.id in taken:
            raise PackError("id_taken", role=index, value=role.id)
        for lang, title, _, _ in role.words:
            key = (lang, title.casefold())
            if key in names:
                raise PackError("duplicate_name", role=index, value=title, other=names[key], lang=lang)
            names[key] = index
            if lang == "en" and title.casefold() in titles:
                raise PackError("name_taken", role=index, value=title, lang=lang)
        out.append(role)
    for index, role in enumerate(out, 1):  # a look_for finds a registered role, or one of this pack
        act = role.act
        if (
            act is not None
            and KINDS[act.kind].answers == "role"
            and act.finds not in ROLES
            and act.finds not in seen
        ):
            raise PackError("bad_finds", role=index, field="act.finds", value=act.finds)
    return Pack(pack_id, name, tuple(out))


def _role(item: object, index: int, emblems: Collection[str] | None, own_ids: Collection[object]) -> RoleDef:
    if not isinstance(item, dict):
        raise PackError("wrong_type", role=index, field="", expected="object")
    _keys(
        item, ("id", "team", "act", "most", "emblem", "words"), ("id", "team", "emblem", "words"), index, ""
    )
    role_id = _id(item["id"], index, "id")
    team = item["team"]
    if not isinstance(team, str):
        raise PackError("wrong_type", role=index, field="team", expected="text")
    if team not in TEAM_CHOICES:
        raise PackError("bad_team", role=index, field="team", value=_shown(team))
    emblem = item["emblem"]
    if not isinstance(emblem, str):
        raise PackError("wrong_type", role=index, field="emblem", expected="text")
    if not ID_PATTERN.match(emblem) or (emblems is not None and emblem not in emblems):
        raise PackError("bad_emblem", role=index, field="emblem", value=_shown(emblem))
    most = item.get("most")
    if most is not None:
        if isinstance(most, bool) or not isinstance(most, int):
            raise PackError("wrong_type", role=index, field="most", expected="number")
        if not 1 <= most <= MAX_MOST:
            raise PackError("bad_most", role=index, field="most", value=_shown(most), most=MAX_MOST)
    act = _act(item["act"], index, role_id, own_ids) if "act" in item and item["act"] is not None else None
    return RoleDef(role_id, team, emblem, _words(item["words"], index), act, most)


def _act(value: object, index: int, role_id: str, own_ids: Collection[object]) -> ActDef:
    if not isinstance(value, dict):
        raise PackError("wrong_type", role=index, field="act", expected="object")
    keys = ("kind", "finds", "once_a_game", "never_twice_running", "self_target")
    _keys(value, keys, ("kind",), index, "act.")
    kind = value["kind"]
    if not isinstance(kind, str):
        raise PackError("wrong_type", role=index, field="act.kind", expected="text")
    if kind not in KINDS or KINDS[kind].shared:  # the mafia's one shot is theirs: a mafia role shoots
        raise PackError("bad_kind", role=index, field="act.kind", value=_shown(kind))
    answers = KINDS[kind].answers
    finds = value.get("finds", "")
    if not isinstance(finds, str):
        raise PackError("wrong_type", role=index, field="act.finds", expected="text")
    if answers == "team" and finds not in CHECK_FINDS:
        raise PackError("bad_finds", role=index, field="act.finds", value=_shown(finds))
    if answers == "role" and (not ID_PATTERN.match(finds) or finds == role_id):
        raise PackError("bad_finds", role=index, field="act.finds", value=_shown(finds))
    if not answers and finds:
        raise PackError("bad_finds", role=index, field="act.finds", value=_shown(finds))
    flags = []
    for key in ("once_a_game", "never_twice_running"):
        flag = value.get(key, False)
        if not isinstance(flag, bool):
            raise PackError("wrong_type", role=index, field="act." + key, expected="bool")
        flags.append(flag)
    self_target = value.get("self_target", "never")
    if not isinstance(self_target, str):
        raise PackError("wrong_type", role=index, field="act.self_target", expected="text")
    if self_target not in SELF_CHOICES:
        raise PackError("bad_self", role=index, field="act.self_target", value=_shown(self_target))
    return ActDef(kind, finds, flags[0], flags[1], self_target)


def _words(value: object, index: int) -> tuple[tuple[str, str, str, str], ...]:
    if not isinstance(value, dict):
        raise PackError("wrong_type", role=index, field="words", expected="object")
    if len(value) > MAX_LANGUAGES:
        raise PackError("too_many_languages", role=index, field="words", value=len(value), most=MAX_LANGUAGES)
    if "en" not in value:
        raise PackError("no_english", role=index, field="words")
    out = []
    for lang in sorted(value, key=lambda k: (k != "en", k)):  # English first
        if not LANG_PATTERN.match(lang):
            raise PackError("bad_language", role=index, field="words", value=_shown(lang))
        words = value[lang]
        where = f"words.{lang}."
        if not isinstance(words, dict):
            raise PackError("wrong_type", role=index, field=where[:-1], expected="object")
        required = ("name", "duty") if lang == "en" else ()
        _keys(words, ("name", "plural", "duty"), required, index, where)
        name = _text(words.get("name", ""), index, where + "name", NAME_LENGTH, empty=lang != "en")
        plural = _text(words.get("plural", ""), index, where + "plural", NAME_LENGTH, empty=True)
        duty = _text(words.get("duty", ""), index, where + "duty", DUTY_LENGTH, empty=lang != "en")
        out.append((lang, name, plural, duty))
    return tuple(out)


def _keys(
    obj: dict[str, Any], allowed: tuple[str, ...], required: tuple[str, ...], index: int, where: str
) -> None:
    for key in obj:
        if key not in allowed:
            raise PackError("unknown_key", role=index, field=where + _shown(key))
    for key in required:
        if key not in obj:
            raise PackError("missing_key", role=index, field=where + key)


def _id(value: object, index: int, field: str) -> str:
    if not isinstance(value, str):
        raise PackError("wrong_type", role=index, field=field, expected="text")
    if not ID_PATTERN.match(value):
        raise PackError("bad_id", role=index, field=field, value=_shown(value))
    return value


def _text(value: object, index: int, field: str, most: int, empty: bool = False) -> str:
    """Plain text of one line: at most ``most`` characters, nothing that shows nothing or breaks
    the line (markup is kept as the characters it is: nothing here or in the app renders it)."""
    if not isinstance(value, str):
        raise PackError("wrong_type", role=index, field=field, expected="text")
    if len(value) > most:
        raise PackError("too_long", role=index, field=field, most=most)
    text = unicodedata.normalize("NFC", value.strip())
    if not text:
        if empty:
            return ""
        raise PackError("bad_text", role=index, field=field)
    categories = [unicodedata.category(ch) for ch in text]
    if any(c in ("Cc", "Zl", "Zp") for c in categories) or first_hidden(text) is not None:
        raise PackError("bad_text", role=index, field=field)
    if all(c[0] in "MZ" for c in categories):
        raise PackError("bad_text", role=index, field=field)
    return text


def _shown(value: object) -> str:
    """A value as a refusal may quote it: short, whatever it was."""
    text = (
        value if isinstance(value, str) else json.dumps(value)[:40] if _small(value) else type(value).__name__
    )
    return text[:40]


def _small(value: object) -> bool:
    return (
        value is None or isinstance(value, (bool, float)) or (isinstance(value, int) and abs(value) < 10**15)
    )


def _taken_ids(replacing: Collection[str]) -> frozenset[str]:
    """Every name a pack role may not take: the registry's roles, acts, calls and teams, the
    inputs and events a record holds, and :data:`RESERVED`; less the pack roles it replaces."""
    taken = {*ROLES, *NIGHT_ACTS, *calls(), *TEAMS, *input_acts(), *EVENT_TYPES, *RESERVED}
    return frozenset(taken - set(replacing))


def _taken_titles(replacing: Collection[str]) -> frozenset[str]:
    """The English names the registry's roles go by (under any preset), folded."""
    return frozenset(
        title.casefold() for r in ROLES.values() if r.id not in replacing for _, title in r.titles
    )


# --- writing ------------------------------------------------------------------------------------


def pack_to_json(pack: Pack) -> dict[str, Any]:
    """The pack as the document :func:`pack_from_json` reads."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "id": pack.id,
        "name": pack.name,
        "roles": [role_to_json(r) for r in pack.roles],
    }


def role_to_json(role: RoleDef) -> dict[str, Any]:
    out: dict[str, Any] = {"id": role.id, "team": role.team}
    if role.act is not None:
        act: dict[str, Any] = {"kind": role.act.kind}
        if role.act.finds:
            act["finds"] = role.act.finds
        if role.act.once_a_game:
            act["once_a_game"] = True
        if role.act.never_twice_running:
            act["never_twice_running"] = True
        if role.act.self_target != "never":
            act["self_target"] = role.act.self_target
        out["act"] = act
    if role.most is not None:
        out["most"] = role.most
    out["emblem"] = role.emblem
    words: dict[str, Any] = {}
    for lang, name, plural, duty in role.words:
        said = {k: v for k, v in (("name", name), ("plural", plural), ("duty", duty)) if v}
        if said:
            words[lang] = said
    out["words"] = words
    return out


def dumps_pack(pack: Pack) -> str:
    """The pack as the text of a file (UTF-8, indented, one role after another)."""
    return json.dumps(pack_to_json(pack), ensure_ascii=False, indent=1) + "\n"


# --- the registry ---------------------------------------------------------------------------------

#: The pack roles registered now, by id, and where each came from (``user``: the app's own
#: roles, offered at set-up; ``record``: a game record that was read, for its replay only).
_INSTALLED: dict[str, RoleDef] = {}
_SOURCE: dict[str, str] = {}


def installed() -> dict[str, RoleDef]:
    """The pack roles registered now, by id."""
    return dict(_INSTALLED)


def offered(role: str) -> bool:
    """Whether set-up offers ``role``: the app's own roles and the user's, not those a record
    brought for its replay."""
    return _SOURCE.get(role, "user") == "user"


def engine_objects(role: RoleDef) -> tuple[Role, tuple[NightAct, ...], Team | None]:
    """The registry's values for a pack role: the role, its night act, its lone side."""
    name, plural, duty = (role.word("en", k) for k in ("name", "plural", "duty"))
    acts: tuple[NightAct, ...] = ()
    if role.act is not None:
        kind = role.act.kind
        like = next((a for a in NIGHT_ACTS.values() if a.kind == kind and a.id not in _INSTALLED), None)
        acts = (
            NightAct(
                role.id,
                kind,
                call=role.id,
                event=role.id,
                finds=role.act.finds,
                self_target=role.act.self_target,
                verb=like.verb if like else kind,
                done=like.done if like else kind,
                passive=like.passive if like else kind,
                doc=f"the {name}'s night act (a {kind}); a role of a role pack",
                per_game=1 if role.act.once_a_game else 0,
                repeat="never" if role.act.never_twice_running else "",
            ),
        )
    night_acts = (("shoot",) if role.team == "mafia" and "shoot" in NIGHT_ACTS else ()) + tuple(
        a.id for a in acts
    )
    team: Team | None = None
    team_id = role.team
    if role.team == "alone":
        team_id = role.id
        words = {k: v.replace("{role}", name) for k, v in TEAM_WORDS.items()}
        team = Team(role.id, words, alone(role.id), hostile=True, order=0)
    own = tuple(
        (lang, key, text)
        for lang, *texts in role.words
        for key, text in zip(("name", "plural", "duty"), texts, strict=True)
        if text
    )
    made = Role(
        role.id,
        team_id,
        night_acts,
        titles=(("", name),),
        plural=plural,
        duty=duty,
        cards=(("", "blank_card"),) if "blank_card" in CARDS else (),
        most=role.most,
        emblems=(("", role.emblem),),
        words=own,
    )
    return made, acts, team


def install(pack: Pack | Iterable[RoleDef], source: str = "user") -> None:
    """Register the pack's roles, all or none: a role already installed the same way stays, one
    installed from another pack (or a record) is replaced, any other clash refuses the whole pack
    with :class:`PackError` ``id_taken`` and leaves the registry as it was."""
    roles = tuple(pack.roles if isinstance(pack, Pack) else pack)
    fresh = [r for r in roles if _INSTALLED.get(r.id) != r]
    for index, role in enumerate(roles, 1):
        if role.id in ROLES and role.id not in _INSTALLED:
            raise PackError("id_taken", role=index, value=role.id)
    for role in roles:
        if _INSTALLED.get(role.id) == role and _SOURCE.get(role.id) != "user":
            _SOURCE[role.id] = source
    replaced = [_INSTALLED[r.id] for r in fresh if r.id in _INSTALLED]
    sources = {r.id: _SOURCE[r.id] for r in replaced}
    _remove([r.id for r in replaced])
    done: list[RoleDef] = []
    try:
        for role in fresh:
            made, acts, team = engine_objects(role)
            register(made, *acts, team=team)
            _INSTALLED[role.id], _SOURCE[role.id] = role, source
            done.append(role)
    except ValueError:
        _remove([r.id for r in done])
        for old in replaced:  # back as it was
            made, acts, team = engine_objects(old)
            register(made, *acts, team=team)
            _INSTALLED[old.id], _SOURCE[old.id] = old, sources[old.id]
        index = len(done) + 1
        raise PackError("id_taken", role=index, value=fresh[len(done)].id) from None


def uninstall(role_ids: Iterable[str]) -> None:
    """Take pack roles out of the registry (ids of other roles, or of none, are left alone)."""
    _remove([r for r in role_ids if r in _INSTALLED])


def _remove(role_ids: list[str]) -> None:
    for role_id in role_ids:
        unregister(role_id)
        if _INSTALLED[role_id].team == "alone":
            TEAMS.pop(role_id, None)
        del _INSTALLED[role_id]
        _SOURCE.pop(role_id, None)


# --- a record's roles -----------------------------------------------------------------------------

RECORD_MEMBER: Final = "custom_roles"


def used_by(roles: Iterable[str]) -> Pack | None:
    """The definitions a game with these roles in play needs to replay anywhere: each pack role
    among them, and a role a check of theirs looks for; None when there is none."""
    wanted: dict[str, RoleDef] = {}
    todo = [r for r in roles if r in _INSTALLED]
    while todo:
        role_id = todo.pop()
        if role_id in wanted:
            continue
        wanted[role_id] = _INSTALLED[role_id]
        act = wanted[role_id].act
        if act is not None and act.finds in _INSTALLED:
            todo.append(act.finds)
    if not wanted:
        return None
    order = [r for r in ROLES if r in wanted]
    return Pack("game", "The roles of this game", tuple(wanted[r] for r in order))


def record_member(roles: Iterable[str]) -> dict[str, Any] | None:
    """The ``custom_roles`` member of a record whose rules have these roles, or None."""
    pack = used_by(roles)
    return pack_to_json(pack) if pack is not None else None


def use_record_member(doc: object) -> None:
    """Register the roles a record carries, for its replay (RecordError when they cannot be):
    roles already installed as the record has them stay; pack roles with the same id are
    replaced by the record's (the game was played with those)."""
    try:
        pack = pack_from_json(doc, replacing=tuple(_INSTALLED))
        install(pack, source="record")
    except PackError as exc:
        raise RecordError(f"{RECORD_MEMBER} cannot be used: {exc.code} {exc.params}") from None
