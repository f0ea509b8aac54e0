"""Every registered act kind, team and role has its words, in English and in Russian, in every
place the app says them: a kind's prompt, question, log line and rules step; a team's win; a
role's title under every preset, its duty, its playing card, its object form, its refusal words;
the narrator's wake and sleep lines for every call under every preset. A word nobody wrote raises
instead of falling back to another kind's words."""

from __future__ import annotations

import pytest

from mafia_desktop import languages, phrases
from mafia_desktop.engine.events import Acted, Guarded, NoVote, Saved, Win
from mafia_desktop.engine.kinds import KINDS, TEAMS, WORD_CONTEXTS
from mafia_desktop.engine.roles import NIGHT_ACTS, ROLES
from mafia_desktop.engine.rules import PRESET_IDS, PRESETS, with_options
from mafia_desktop.i18n import in_language
from mafia_desktop.narration.night_script import morning_lines, night_lines
from mafia_desktop.rules_summary import night_summary

# Words that read the same in both languages.
SAME = {"{name}"}


def _translated(context: str, source: str) -> bool:
    return source in SAME or in_language("ru", context, source) != source


def _every_role_rules(preset: str) -> object:
    base = PRESETS[preset]
    roles = list(dict.fromkeys([*base.roles, *ROLES]))
    calls = list(dict.fromkeys([*base.night_order, *(c for r in roles for c in ROLES[r].calls)]))
    return with_options(base, {"roles": roles, "night_order": calls})


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_every_kind_has_its_words_in_both_languages(kind: str) -> None:
    words = KINDS[kind].words
    assert {"prompt", "question", "log", "step"} <= set(words)
    for key, source in words.items():
        assert _translated(WORD_CONTEXTS[key], source), f"{kind}.{key}: no Russian for {source!r}"


@pytest.mark.parametrize("team", sorted(TEAMS))
def test_every_team_has_its_words_in_both_languages(team: str) -> None:
    for key, source in TEAMS[team].words.items():
        assert _translated(WORD_CONTEXTS[key], source), f"{team}.{key}: no Russian for {source!r}"
    for lang in languages.codes():
        with phrases.speaking(lang):
            assert phrases.event_text(Win(team).to_json(), PRESETS["club"])
            assert phrases.team_wins(team) and phrases.team_word(team, "won")


def test_a_word_nobody_wrote_raises_instead_of_borrowing_another_kinds() -> None:
    with pytest.raises(LookupError, match="protect"):
        phrases.kind_word("protect", "morning")
    with pytest.raises(LookupError, match="no act kind"):
        phrases.kind_word("haunt", "prompt")
    with pytest.raises(LookupError, match="no team"):
        phrases.team_wins("werewolves")
    with pytest.raises(LookupError, match="playing card"):
        phrases.card_name("joker_of_cups")


@pytest.mark.parametrize("role", list(ROLES))
def test_every_role_has_its_words_in_both_languages(role: str) -> None:
    known = ROLES[role]
    titles = {known.title(p) for p in ["", *PRESET_IDS]}
    for title in titles:
        assert _translated("Roles", title), f"{role}: no Russian title for {title!r}"
        assert title in known.objects and _translated("RoleObject", title), (
            f"{role}: no object form of {title}"
        )
    if known.plural:
        assert _translated("Roles", known.plural)
    assert known.duty and _translated("Duties", known.duty), f"{role}: no duty"
    for _, code in known.cards:
        assert phrases.in_language_of("ru", phrases.card_name, code)
    for act in known.night_acts:
        spec = NIGHT_ACTS[act]
        assert spec.doc, f"{act}: no line for docs/record-format.md"
        for word in (spec.verb, spec.done, spec.passive):
            assert word and _translated("RefusalWords", word), f"{act}: no refusal word {word!r}"


@pytest.mark.parametrize("preset", PRESET_IDS)
@pytest.mark.parametrize("lang", languages.codes())
def test_every_act_is_said_under_every_preset(preset: str, lang: str) -> None:
    rules = _every_role_rules(preset)
    with phrases.speaking(lang):
        for act in NIGHT_ACTS.values():
            result = act.finds if act.behaviour.answers else None
            event = Acted(act.id, "Ann", "Bob", result).to_json()
            line = phrases.event_text(event, rules)
            assert line and "Ann" in line and "Bob" in line and "{" not in line, (act.id, line)
            prompt = phrases.night_prompt(f"night_{act.id}", rules)
            assert prompt and "{" not in prompt, (act.id, prompt)
            question = phrases.private_secret("question", {"act": act.id, "title": "X"}, rules)
            assert question and "{" not in question, (act.id, question)
        for role in ROLES:
            assert "{" not in phrases.role_duty(rules, role)
        for event in (Guarded("Ann", "Bob"), NoVote("Bob"), Saved("Bob", "stab")):
            text = phrases.event_text(event.to_json(), rules)
            assert text and "Bob" in text and "{" not in text, text
        summary = night_summary(rules)  # type: ignore[arg-type]
        assert "{" not in summary
    # The narrator wakes and puts to sleep every call, and says the morning's news.
    lines = night_lines(rules, meeting=False, dealt=set(ROLES), lang=lang)  # type: ignore[arg-type]
    woken = {line.call for line in lines if line.key == "wake"}
    assert woken >= set(rules.night_order), rules.night_order  # type: ignore[attr-defined]
    assert all("{" not in line.text for line in lines)
    morning = morning_lines(rules, [NoVote("Bob")], lang, set(ROLES), ["Ann", "Bob"])  # type: ignore[arg-type]
    assert len(morning) == 2 and "Bob" in morning[1].text
