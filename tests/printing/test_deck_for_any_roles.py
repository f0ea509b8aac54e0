"""Cards for any number of roles, on paper and at card entry: with every registered role and more
roles than a standard deck has cards for, the recipe gives each role its own line and its own card
(a spare card, "from the other deck", or a blank card with its name written on it), says so plainly
in English and Russian, and leaves the civilians their number cards; the printed role cards, the
card-entry panel and the host's deal screen name the same card, and a card maps back to one role."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mafia_desktop import languages
from mafia_desktop.engine.deck_plan import plan
from mafia_desktop.engine.roles import ROLES
from mafia_desktop.engine.rules import PRESETS, recommended_counts
from mafia_desktop.printing.cards import card_hint
from mafia_desktop.printing.common import card_name, role_name
from mafia_desktop.printing.deck import recipe_lines, recipe_notes
from mafia_desktop.printing.documents import deal
from mafia_desktop.table.host_cards import HostCards
from mafia_desktop.table.private_turns import CardEntry
from tests.many_roles import CHORUS, big_deal, many_roles
from tests.printing.test_content import FOOTER, on_page, page_text, pdf, type_sizes, words
from tests.said import bare, pattern, said, unmarked

# Pages written left to right, read back word by word in Latin digits; Persian pages (right to
# left, Persian digits) are read by tests/printing/test_persian_pages.py and test_persian_numbers.py.
LEFT_TO_RIGHT = tuple(code for code, language in languages.LANGUAGES.items() if not language.rtl)


WRITE = {
    "en": "No playing card: write “{role}” on a blank card — {role}",
    "ru": "Нет игральной карты: напишите «{role}» на пустой карте — {role}",
}
OTHER_DECK = {"en": " from the other deck — ", "ru": " из другой колоды — "}
NOTES = {
    "en": ("a second standard deck with a different back", "write its name on a blank card"),
    "ru": ("из второй стандартной колоды с другой рубашкой", "напишите её название на пустой карте"),
}
NUMBER = {"en": "number card", "ru": "числовая карта"}
NUMBERS = re.compile(r"\d+")  # a page's number, as the footer writes it
OTHER_DECK_NOTE = (
    "Cards “from the other deck” come from a second standard deck with a different back. So that the"
    " backs give no role away, put every card of the deal in the same opaque sleeves."
)
WRITTEN_NOTE = (
    "A role with no playing card: write its name on a blank card with the same back as the other"
    " cards (a spare blank card of the deck, or a card of that back with a label over its face)."
)


def number_card(lang: str) -> str:
    """The civilians' cards in ``lang``, lower case, without "(2–10)": no other role's line says it."""
    found = bare(lang, "Cards", "number card (2–10)").lower()
    assert lang != "ru" or found == NUMBER[lang]
    return found


def recipe_line(lang: str, name: str, line: str) -> re.Match[str] | None:
    """``line`` of the recipe as the recipe writes a role's: its cards, then its name."""
    return pattern(lang, "Print", "{cards} — {role}", role=name).fullmatch(unmarked(line))


@pytest.mark.parametrize("lang", LEFT_TO_RIGHT)
@pytest.mark.parametrize("preset", list(PRESETS))
def test_the_recipe_gives_every_role_of_a_big_deal_its_own_card_or_a_blank(preset: str, lang: str) -> None:
    with many_roles():
        rules, counts = big_deal(preset)
        deal_plan = plan(rules, counts)
        lines = recipe_lines(rules, counts, lang)
        if deal_plan.decks > 1:
            lines.pop(0)
        dealt = [r for r in ROLES if counts.get(r, 0) > 0]
        assert len(lines) == len(dealt), "one line per role dealt"
        for role in dealt:
            name = role_name(rules, role, lang)
            mine = [line for line in lines if recipe_line(lang, name, line)]
            assert len(mine) == 1, (role, lines)
            line = mine[0]
            cards = recipe_line(lang, name, line)["cards"]  # type: ignore[index]
            how = deal_plan.of(role).how
            if how == "written":
                written = said(lang, "Print", "No playing card: write “{role}” on a blank card", role=name)
                assert cards == written, line
                if lang in WRITE:
                    assert line == WRITE[lang].replace("{role}", name)
            if how == "spare" and deal_plan.of(role).spare[0][0] == 2:
                assert pattern(lang, "Cards", "{card} from the other deck").fullmatch(cards), line
                if lang in OTHER_DECK:
                    assert OTHER_DECK[lang] in line, line
            if role != "civilian":
                assert number_card(lang) not in line.lower(), f"{role} takes a civilian's card: {line}"
        chorus_name = role_name(rules, CHORUS.id, lang)
        [chorus] = [found for found in (recipe_line(lang, chorus_name, line) for line in lines) if found]
        assert chorus["cards"].count(", ") == 2, "three cards, each named"
        notes = recipe_notes(rules, counts, lang)
        assert notes == [said(lang, "Print", OTHER_DECK_NOTE), said(lang, "Print", WRITTEN_NOTE)]
        for words_of_note in NOTES.get(lang, ()):
            assert words_of_note in " ".join(notes), notes
        # The preset's own deal reads as it always did: the civilians' line and every other.
        base = recipe_lines(
            PRESETS[preset], recommended_counts(PRESETS[preset], min(rules.max_players, 30)), lang
        )
        assert set(base) <= set(lines), set(base) - set(lines)


@pytest.mark.parametrize("lang", LEFT_TO_RIGHT)
def test_the_printed_cards_and_card_entry_name_one_card_per_role(qapp: object, lang: str) -> None:
    with many_roles():
        rules, counts = big_deal("youth")
        hints = {role: card_hint(rules, role, counts, lang) for role in counts}
        assert len(set(hints.values())) == len(hints), "two role cards name the same playing card"
        extra20 = role_name(rules, "extra20", lang)
        written = said(lang, "Cards", "blank card with “{role}” written on it", role=extra20)
        assert unmarked(hints["extra20"]) == written[:1].upper() + written[1:]
        if lang in ("en", "ru"):
            assert (
                hints["extra20"]
                == {
                    "en": f"Blank card with “{extra20}” written on it",
                    "ru": f"Пустая карта с надписью «{extra20}»",
                }[lang]
            )
        number = number_card(lang)
        assert all(number not in hint.lower() for role, hint in hints.items() if role != "civilian")
        # The card-entry panel's buttons: one per role, each a different card, mapping back.
        deal_plan = plan(rules, counts)
        choices = deal_plan.choices()
        shown = [card_name(code, lang, rules.preset) for _, code in choices]
        assert len(set(shown)) == len(shown), "two buttons of card entry read the same"
        assert all(deal_plan.role_of(code) == role for role, code in choices)
        players = [f"P{i}" for i in range(1, sum(counts.values()) + 1)]
        flow = CardEntry(players, counts, choices)
        for role in [r for r, n in counts.items() for _ in range(n)]:
            flow.held()
            flow.choose(role)
            flow.press("confirm")
        assert flow.check(), flow.mismatch


def test_the_hosts_deal_screen_names_each_roles_own_card(qapp: object) -> None:
    from mafia_desktop.ui.table.host_deal import HostDealScreen

    with many_roles():
        rules, counts = big_deal("club")
        players = [f"P{i}" for i in range(1, sum(counts.values()) + 1)]
        screen = HostDealScreen(rules, HostCards(players, counts))
        texts = {role: button.text() for role, button in screen._card_buttons.items()}
        cards = {role: text.split(" — ")[1].rsplit(":", 1)[0] for role, text in texts.items()}
        assert len(set(cards.values())) == len(cards), cards
        assert cards["civilian"] == "number card (2–10)"
        assert cards["extra20"] == "blank card with “Extra 20” written on it"
        assert "from the other deck" in cards[CHORUS.id]
        screen.deleteLater()


@pytest.mark.parametrize("lang", LEFT_TO_RIGHT)
def test_the_big_deals_recipe_and_cards_fit_their_pages(qapp: object, tmp_path: Path, lang: str) -> None:
    """More lines than a page holds: the recipe goes on over more pages, nothing below the bottom
    margin or cut, every line and duty printed."""
    with many_roles():
        rules, counts = big_deal("angel")
        document = deal(rules, counts, "a4", lang, seed=5)
        out = pdf(document, tmp_path / "deal.pdf")
        text = page_text(out, lang)
        for line in [*recipe_lines(rules, counts, lang), *recipe_notes(rules, counts, lang)]:
            assert on_page(line, text), line
        small = sorted({(round(s, 2), t) for s, t in type_sizes(out, set()) if s < 2.45})
        assert not small, f"type under 2.5 mm: {small[:8]}"
        for _, word, x0, y0, x1, y1, pw, ph in words(out):
            if y0 < ph - FOOTER:
                inside = 6.35 <= x0 and x1 <= pw - 6.35 and 6.35 <= y0 and y1 <= ph - FOOTER
                assert inside, f"{word!r} outside the printable area"
        numbered = pattern(lang, "Print", "Page {page} of {pages}", page=NUMBERS, pages=NUMBERS)
        pages = [(found["page"], found["pages"]) for found in numbered.finditer(text)]
        assert len(pages) == len(document.pages), "every page numbered"
        assert all(total == pages[0][1] for _, total in pages), "numbered through"
