"""One catalogue of words: a role is called what the rules call it, in every place and language."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from mafia_desktop import phrases
from mafia_desktop.engine.events import Acted, Nominated, VoteHeld
from mafia_desktop.engine.game import Game
from mafia_desktop.engine.inputs import EndNight, Nominate, Vote
from mafia_desktop.engine.record import Record
from mafia_desktop.engine.rules import PRESET_IDS, PRESETS, with_options
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.printing.documents import game_log, game_protocol
from mafia_desktop.printing.pages import write_pdf
from tests.printing.test_pdfs import pdf_pages

PACKAGE = Path(__file__).resolve().parent.parent / "mafia_desktop"


@pytest.fixture(autouse=True)
def _app(qapp: QApplication) -> None:
    """Translators need an application."""


def test_the_don_looks_for_the_role_the_rules_name() -> None:
    classic_with_don = with_options(
        PRESETS["classic"],
        {"roles": ["civilian", "mafia", "don", "detective"], "night_order": ["mafia", "don", "detective"]},
    )
    line = phrases.event_text(Acted("don_check", "Ann", "Bob", "not_detective").to_json(), classic_with_don)
    assert line == "Ann looked for the Inspector at Bob: not there"
    assert phrases.check_answer(classic_with_don, "don_check", "detective") == "The Don found the Inspector"
    assert phrases.check_answer(PRESETS["club"], "don_check", "detective") == "The Don found the Sheriff"
    with phrases.speaking("ru"):
        assert phrases.check_answer(PRESETS["club"], "don_check", "not_detective") == "Дон: не Шериф"


@pytest.mark.parametrize(
    ("preset", "act", "result", "en", "ru"),
    [
        ("club", "don_check", "detective", "The Don found the Sheriff", "Дон нашёл Шерифа"),
        ("club", "don_check", "not_detective", "The Don: not the Sheriff", "Дон: не Шериф"),
        ("club", "check", "mafia", "The Sheriff: mafia", "Шериф: это мафия"),
        ("club", "check", "not_mafia", "The Sheriff: not mafia", "Шериф: не мафия"),
        ("classic", "check", "mafia", "The Inspector: mafia", "Комиссар: это мафия"),
        ("angel", "check", "not_mafia", "The Angel: not mafia", "Ангел: не мафия"),
        ("youth", "check", "mafia", "The Detective: mafia", "Детектив: это мафия"),
    ],
)
def test_the_referee_reads_a_check_answer_as_a_sentence(
    preset: str, act: str, result: str, en: str, ru: str
) -> None:
    rules = PRESETS[preset]
    assert phrases.check_answer(rules, act, result) == en
    with phrases.speaking("ru"):
        assert phrases.check_answer(rules, act, result) == ru


def test_every_title_is_named_as_an_object_in_russian() -> None:
    """ "The Don found the Sheriff": each title of the registry has its object form (Шерифа)."""
    from mafia_desktop.engine.roles import ROLES
    from mafia_desktop.i18n import in_language

    titles = {role.title(p) for role in ROLES.values() for p in ["", *PRESET_IDS]}
    assert titles <= {o for role in ROLES.values() for o in role.objects}
    missing = [t for t in titles if in_language("ru", "RoleObject", t) == t]
    assert not missing
    with phrases.speaking("ru"):
        assert phrases.role_object(PRESETS["classic"], "detective") == "Комиссара"


def test_the_car_crash_question_is_a_sentence() -> None:
    params: dict[str, object] = {"motion": "all_leave", "target": ["Cid", "Dan"], "needed": 6, "voters": 10}
    text = phrases.step_text("vote", params, PRESETS["club"])
    assert text == "Should Cid and Dan all leave? 6 of 10 votes needed."
    with phrases.speaking("ru"):
        ru = phrases.step_text("vote", params, PRESETS["club"])
    assert "?:" not in ru and ru.endswith("Нужно 6 голосов из 10."), ru


def test_every_preset_names_its_roles_its_own_way() -> None:
    names = {p: phrases.role_name(PRESETS[p], "detective") for p in PRESET_IDS}
    assert names == {"classic": "Inspector", "youth": "Detective", "club": "Sheriff", "angel": "Angel"}
    assert phrases.role_name(PRESETS["angel"], "doctor") == "Archangel"
    assert phrases.role_name(PRESETS["youth"], "doctor") == "Medic"
    assert phrases.role_name(PRESETS["club"], "civilian", 2) == "Civilians"


def test_accuse_or_nominate_follows_the_rules_not_the_preset_name() -> None:
    event = Nominated("Ann", "Bob").to_json()
    assert phrases.event_text(event, PRESETS["classic"]) == "Ann accuses Bob"
    assert phrases.event_text(event, PRESETS["club"]) == "Ann nominates Bob"
    tally_classic = with_options(PRESETS["classic"], {"day": "tally", "two_votes": False})
    assert phrases.event_text(event, tally_classic) == "Ann nominates Bob"


def test_a_russian_protocol_says_the_motion_in_words(tmp_path: Path) -> None:
    setup = make_setup("classic", 1, ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay"], {"Ann": "mafia"})
    game = Game(setup)
    for inp in (EndNight(), Nominate("Bob", "Ann"), Vote(("Bob", "Cid", "Dan", "Eve"))):
        game.apply(inp)
    assert any(isinstance(e, VoteHeld) for e in game.events)
    out = tmp_path / "protocol.pdf"
    record = Record(setup, tuple(game.inputs))
    write_pdf(game_log(record, lang="ru"), str(out))
    text = " ".join(" ".join(pdf_pages(out)).split())
    write_pdf(game_protocol(record, lang="ru"), str(out))
    text += " " + " ".join(" ".join(pdf_pages(out)).split())
    assert "(charge)" not in text and "charge" not in text
    assert "Голосование" in text or "Голос" in text


def test_no_preset_id_outside_the_engine_and_the_catalogue() -> None:
    """A preset is a value of the rules; only the registry and the catalogue know presets by name."""
    allowed = {PACKAGE / "phrases.py", PACKAGE / "engine" / "rules.py", PACKAGE / "engine" / "roles.py"}
    found = []
    for path in PACKAGE.rglob("*.py"):
        if path in allowed:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Compare):
                sides = [node.left, *node.comparators]
                sides += [e for s in sides if isinstance(s, (ast.Tuple, ast.List, ast.Set)) for e in s.elts]
                if any(isinstance(s, ast.Constant) and s.value in PRESET_IDS for s in sides):
                    found.append(f"{path.relative_to(PACKAGE)}:{node.lineno}")
    assert not found, found


def test_every_night_gate_has_its_words() -> None:
    words = {
        code: phrases.prompt_text(code, {})
        for code in ("night_gate", "night_gate_cards", "night_gate_deaths")
    }
    assert "card" in words["night_gate_cards"] and "card" not in words["night_gate_deaths"]
    assert all(words.values())


@pytest.mark.parametrize("preset", PRESET_IDS)
def test_the_log_the_centre_and_print_number_the_nights_alike(preset: str) -> None:
    """Issue 26: the centre said "Zero night" while the log said "— Night 1 —" and the next night
    was "Night 2". A meeting night goes by its name everywhere, and the nights after it count from 1
    (the club's zero night, then night 1, 2, …)."""
    from mafia_desktop.printing.sheets import night_name

    rules = PRESETS[preset]
    meeting = rules.first_phase == "meeting_night"
    centre = [
        phrases.phase_banner("night", n, "meeting_night" if meeting and n == 1 else "night", rules)
        for n in (1, 2, 3)
    ]
    log = [phrases.event_text({"type": "phase", "phase": "night", "number": n}, rules) for n in (1, 2, 3)]
    assert log == [f"— {c} —" for c in centre]
    if meeting:
        first = "Zero night" if preset == "club" else "Meeting night"
        assert centre == [first, "Night 1", "Night 2"]
        assert [night_name(rules, n, "en") for n in (1, 2, 3)] == ["Night 0", "Night 1", "Night 2"]
    else:
        assert centre == ["Night 1", "Night 2", "Night 3"]
        assert [night_name(rules, n, "en") for n in (1, 2, 3)] == centre
    assert phrases.phase_banner("day", 1, "talk", rules) == "Day 1"


def _refusal_codes() -> set[str]:
    """Every code the engine refuses an input with (``IllegalInput("code", ...)`` in its source)."""
    codes = set()
    for path in (PACKAGE / "engine").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "IllegalInput"
                and node.args
                and isinstance(node.args[0], ast.Constant)
            ):
                codes.add(str(node.args[0].value))
    return codes


def test_every_reason_the_engine_refuses_with_has_words_in_both_languages() -> None:
    """Issue 26: a tap the rules refuse says why, from the engine's reason; no reason may fall
    through to a generic text, in English or in Russian."""
    from mafia_desktop.engine.errors import TEMPLATES
    from mafia_desktop.i18n import in_language

    codes = _refusal_codes()
    assert {"dead_target", "self_target", "already_nominated", "acquitted_today"} <= codes
    missing = sorted(codes - set(TEMPLATES))
    assert not missing, f"no words for {missing}"
    untranslated = sorted(c for c in codes if in_language("ru", "Refusals", TEMPLATES[c]) == TEMPLATES[c])
    assert not untranslated, f"no Russian words for {untranslated}"


def test_a_refusal_s_words_from_the_engine_are_in_the_reader_s_language(qapp: object) -> None:
    """A refusal the engine fills with words (what a dead player cannot do, who may make the best
    move) reads in the reader's language, not in English inside a translated sentence."""
    from mafia_desktop import languages, phrases
    from mafia_desktop.engine import sport

    english = {*sport._LEAVING_ROLE.values(), "nobody"}
    for lang in languages.codes():
        if lang == "en":
            continue
        with phrases.speaking(lang):
            said = [
                phrases.refusal_text("dead_actor", {"name": "Ann", "role": word}, "")
                for word in sport._LEAVING_ROLE.values()
            ]
            said.append(phrases.refusal_text("best_move_not_now", {"name": "Ann", "maker": ""}, ""))
        for text in said:
            assert text and not any(word in text for word in english), (lang, text)
