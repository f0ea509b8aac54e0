"""The right content on paper: a deck recipe that asks only for cards that exist, protocols that keep
every vote and every day, headers and words whole and large enough, in English and Russian, and
no code of the engine left untranslated on a Russian sheet."""

from __future__ import annotations

import dataclasses
import random
import re
import subprocess
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from xml.etree import ElementTree

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, QRectF
from PySide6.QtGui import QFont, QPainter, QTextLayout, QTransform

from mafia_desktop import languages
from mafia_desktop.engine.cards import CARDS, DECK, SINGLE_NAMES, kind_cards
from mafia_desktop.engine.deal import deal_roles
from mafia_desktop.engine.deck_plan import plan
from mafia_desktop.engine.game import Game
from mafia_desktop.engine.inputs import EndDay, EndNight, Nominate, Tally, Vote
from mafia_desktop.engine.record import Record, replay
from mafia_desktop.engine.roles import NIGHT_ACTS, ROLES, deck
from mafia_desktop.engine.rules import PRESETS, Rules, recommended_counts, with_options
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.printing.common import card_name, say
from mafia_desktop.printing.deck import decks_needed, recipe, recipe_lines, taken
from mafia_desktop.printing.pages import MM, PAPERS, Document, write_pdf
from mafia_desktop.printing.sheets import club_protocol, game_log, game_protocol, max_rounds, referee_sheet
from mafia_desktop.table.private_turns import CardEntry
from tests.acts import Shoot
from tests.bounded import bounded
from tests.engine.random_play import long_classic_game, random_input
from tests.said import said, unmarked

PT = 25.4 / 72  # mm per PDF point
EM = 1.164  # DejaVu Sans: a word's box is 1.164 times the type's size
FOOTER = 12.0  # mm: the page's footer (pages.footer, checked with the printable area there) and above


def with_every_role(rules: Rules) -> Rules:
    """The rules with every registered role added (the house rules' extras)."""
    calls = tuple(dict.fromkeys((*rules.night_order, *(c for r in ROLES.values() for c in r.calls))))
    return dataclasses.replace(rules, roles=tuple(ROLES), night_order=calls)


# --- the deck recipe -----------------------------------------------------------------------------


def deals() -> list[tuple[str, Rules, dict[str, int]]]:
    """The recommended deal for every preset and table size, and the same with one of each extra."""
    out = []
    for preset, rules in PRESETS.items():
        for players in range(3, rules.max_players + 1):
            counts = recommended_counts(rules, players)
            out.append((f"{preset}-{players}", rules, counts))
            extras = {r: 1 for r in ROLES if r not in counts}
            out.append((f"{preset}-{players}+extras", with_every_role(rules), {**counts, **extras}))
    return out


def test_every_kind_is_real_cards_and_every_role_of_a_preset_has_its_own() -> None:
    for kind, card in CARDS.items():
        cards = [c for g in card.groups for c in g.cards]
        assert cards and set(cards) <= DECK and len(cards) == len(set(cards)), kind
    for preset in PRESETS:
        deal = plan(PRESETS[preset], dict.fromkeys(ROLES, 1))
        for entry in deal.roles:
            if (own := ROLES[entry.role].card(preset)) is not None:
                assert entry.code == own, f"{preset}: {entry.role} lost its own card"
        codes = [code for _, code in deal.choices()]
        assert len(set(codes)) == len(codes), f"{preset}: two roles share a card kind"
        seen: set[tuple[str, str]] = set()
        for kind in codes:
            assert not (kind_cards(kind) & seen), f"{preset}: {kind} shares cards with another role"
            seen |= kind_cards(kind)
        for lang in languages.codes():
            shown = [card_name(k, lang, preset) for k in codes]
            assert len(set(shown)) == len(shown), f"{preset}: two buttons of card entry read the same"


@pytest.mark.parametrize(("label", "rules", "counts"), deals(), ids=[d[0] for d in deals()])
def test_the_recipe_asks_only_for_cards_its_decks_hold(
    label: str, rules: Rules, counts: dict[str, int]
) -> None:
    decks = decks_needed(rules, counts)
    if not label.endswith("extras"):
        assert decks == 1, "a recommended deal comes out of one deck"
    deal = plan(rules, counts)
    for role, n in counts.items():
        if not n or deal.of(role).how != "own":
            continue
        groups = taken(deal.code(role), n, decks)
        assert sum(k for _, k in groups) == n
        assert all(k <= len(g.cards) * decks for g, k in groups)
    # Each line: "N × name" of a group with at least N cards in the decks named, or one card's name
    # (a spare card's too, "from the other deck" for that deck's), or a blank card to write on.
    sizes = {g.name: len(g.cards) for card in CARDS.values() for g in card.groups}
    sizes |= {name: 1 for name in SINGLE_NAMES.values()}
    sizes |= {f"{name} from the other deck": 1 for name in SINGLE_NAMES.values()}
    lines = recipe_lines(rules, counts, "en")
    if decks > 1:
        assert lines.pop(0).startswith(f"Take these cards from {decks} standard decks with the same back")
    assert len(lines) == sum(1 for n in counts.values() if n)
    for line in lines:
        cards, _, role = line.rpartition(" — ")
        assert cards and role, line
        if cards.startswith("No playing card: write “"):
            continue
        for part in cards.split(", "):
            count, times, name = part.partition(" × ")
            if times:
                assert int(count) <= sizes[name] * decks, line
            else:
                assert sizes[part] == 1, f"{line!r}: {part!r} without a count must be one card"


def test_big_tables_come_out_of_one_deck_and_say_which_cards() -> None:
    classic = recipe_lines(PRESETS["classic"], recommended_counts(PRESETS["classic"], 30), "en")
    assert classic[0] == "4 × Jack, 3 × Queen — Mafia"
    angel = recipe_lines(PRESETS["angel"], recommended_counts(PRESETS["angel"], 13), "en")
    assert angel[0] == "King of clubs, Queen of clubs, Jack of clubs, King of spades — Mafia"
    assert angel[1] == "Queen of hearts — Angel"
    angel = recipe_lines(PRESETS["angel"], recommended_counts(PRESETS["angel"], 30), "en")
    assert angel[-1] == "16 × red card (2–9), 4 × black card (2–9) — Civilian"
    youth = recipe_lines(PRESETS["youth"], {"mafia": 6, "civilian": 20}, "en")
    assert youth[0].startswith("Take these cards from 2 standard decks with the same back")
    assert youth[1] == "6 × Jack — Mafia"


@pytest.mark.parametrize("preset", list(PRESETS))
def test_card_entry_offers_one_button_per_role_and_checks_a_big_deal(preset: str) -> None:
    rules = with_every_role(PRESETS[preset])
    players = min(rules.max_players, 30)
    counts = {**recommended_counts(PRESETS[preset], players), "don": 1, "doctor": 1}
    counts["civilian"] -= 2 - sum(
        1 for r in ("don", "doctor") if recommended_counts(PRESETS[preset], players).get(r)
    )
    for role in ROLES:  # every other role, as many as the table holds (club: exactly 10)
        if role not in counts and counts["civilian"] > 1:
            counts[role] = 1
            counts["civilian"] -= 1
    cards = deck(preset, list(counts))
    assert [r for r, _ in cards] == [r for r in ROLES if r in counts]
    names = [f"P{i}" for i in range(1, players + 1)]
    dealt = [r for r, n in counts.items() for _ in range(n)]
    flow = CardEntry(names, counts, cards)
    for role in dealt:
        flow.held()
        flow.choose(role)
        flow.press("confirm")
    assert flow.check(), flow.mismatch


# --- test games, built with the engine -------------------------------------------------------------

RU_NAMES = ["Аня", "Боря", "Вика", "Гена", "Даша", "Егор", "Женя", "Зоя", "Игорь", "Катя"]


def tally(**votes: str) -> Tally:
    """``tally(Ann="Bob Cid")``: Bob and Cid vote for Ann."""
    return Tally(tuple((name, tuple(voters.split())) for name, voters in votes.items()))


def club_game_with_a_tie(days: int = 6) -> Record:
    """Day 1: two nominees tie, tie again, and the table votes them both out; then nights where the
    mafia disagree (no one dies) and days without a vote, up to ``days`` days."""
    setup = make_setup(
        "club", 7, RU_NAMES, {"Аня": "don", "Боря": "mafia", "Вика": "mafia", "Гена": "detective"}
    )
    g = Game(setup)
    g.apply(EndNight())
    g.apply(Nominate("Егор", "Даша"))
    g.apply(Nominate("Женя", "Зоя"))
    g.apply(tally(Даша="Аня Боря Вика Гена Егор", Зоя="Даша Женя Зоя Игорь Катя"))
    g.apply(tally(Даша="Аня Боря Вика Егор Катя", Зоя="Гена Даша Женя Зоя Игорь"))
    g.apply(Vote(("Аня", "Боря", "Вика", "Гена", "Егор", "Женя")))
    for _ in bounded(100, f"day {days}"):
        if g.days >= days:
            break
        g.apply(Shoot("Аня", "Игорь"))
        g.apply(Shoot("Боря", "Катя"))
        g.apply(EndNight())
        if g.days < days:
            g.apply(EndDay())
    return Record(setup, tuple(g.inputs))


HOUSE_ROLES = ("maniac", "lover", "bodyguard")


def rules_of(preset: str) -> Rules:
    """A preset, or with ``+house`` the preset with the Maniac, the Lover and the Bodyguard."""
    base = PRESETS[preset.removesuffix("+house")]
    if not preset.endswith("+house"):
        return base
    return with_options(
        base, {"roles": [*base.roles, *HOUSE_ROLES], "night_order": [*base.night_order, *HOUSE_ROLES]}
    )


def random_game(preset: str, players: int, seed: int) -> Record:
    """A whole game of legal random inputs, with Russian names."""
    rules = rules_of(preset)
    names = [f"Игрок {i}" for i in range(1, players + 1)]
    setup = make_setup(rules, seed, names, deal_roles(rules, names, seed))
    game = Game(setup)
    rnd = random.Random(seed)
    for _ in bounded(100_000, "the game to end"):
        if game.winner is not None:
            break
        game.apply(random_input(game, rnd))
    return Record(setup, tuple(game.inputs))


def long_games() -> dict[str, Record]:
    return {
        "classic": long_classic_game(30, 3, 2),
        "youth": random_game("youth", 30, 24),
        "club": random_game("club", 10, 51),  # a tie, a car crash, six days
        "angel": random_game("angel", 30, 6),
        "club+house": random_game("club+house", 10, 5),
        "youth+house": random_game("youth+house", 20, 3),
    }


# --- reading the PDFs ------------------------------------------------------------------------------


#: a word on a page: (page, text, x0, y0, x1, y1 in mm, page width, height in mm)
Word = tuple[int, str, float, float, float, float, float, float]
#: the texts each PDF :func:`pdf` wrote drew, page by page
DRAWN: dict[Path, list[list[str]]] = {}
#: and where: (page, text, x0, y0, x1, y1 in mm, page width, height in mm), as :func:`words` has it
DRAWN_AT: dict[Path, list[Word]] = {}
#: the pages drawn mirrored (a right-to-left language's), by number from 1
MIRRORED: dict[Path, set[int]] = {}
#: the type each text was drawn in: (page, text, size in mm)
DRAWN_SIZES: dict[Path, list[tuple[int, str, float]]] = {}


def pdf(document: Document, path: Path) -> Path:
    """``document`` written to ``path``; the texts each page drew (a painter's text, a laid-out
    line's) kept, and the box each was drawn in, for :func:`page_text` and :func:`page_words`."""
    drawn: list[list[str]] = []
    at: list[Word] = []
    sizes: list[tuple[int, str, float]] = []
    pages: list[tuple[QTransform, QRectF]] = []  # each page's drawing: its transform and its sheet
    real, real_layout = QPainter.drawText, QTextLayout.draw

    def keep(painter: QPainter, text: str, box: QRectF, typeface: QFont) -> None:
        text = unmarked(text)
        drawn[-1].append(text)
        sizes.append((len(pages), text, typeface.pixelSize() / MM))
        start, sheet = pages[-1]
        page = start.mapRect(sheet)  # the sheet on the device (mirrored or not, the same box)
        seen = painter.worldTransform().mapRect(box)
        w, h = sheet.width() / MM, sheet.height() / MM

        def mm(x: float, y: float) -> tuple[float, float]:
            return (x - page.left()) / page.width() * w, (y - page.top()) / page.height() * h

        at.append((len(pages), text, *mm(seen.left(), seen.top()), *mm(seen.right(), seen.bottom()), w, h))

    def draw_text(painter: QPainter, *args: object) -> None:
        text = next((a for a in args if isinstance(a, str)), "")
        where = next((a for a in args if isinstance(a, (QRectF, QRect, QPointF, QPoint))), None)
        metrics = painter.fontMetrics()
        if isinstance(where, (QRectF, QRect)):
            box = QRectF(where)
        elif isinstance(where, (QPointF, QPoint)):  # at the baseline
            box = QRectF(
                where.x(), where.y() - metrics.ascent(), metrics.horizontalAdvance(text), metrics.height()
            )
        else:  # x, y
            x, y = (float(a) for a in args[:2])  # type: ignore[arg-type]
            box = QRectF(x, y - metrics.ascent(), metrics.horizontalAdvance(text), metrics.height())
        keep(painter, text, box, painter.font())
        real(painter, *args)  # type: ignore[call-overload]

    def draw_layout(layout: QTextLayout, painter: QPainter, position: QPointF, *args: object) -> None:
        keep(painter, layout.text(), layout.boundingRect().translated(position), layout.font())
        real_layout(layout, painter, position, *args)  # type: ignore[arg-type]

    def recorded(draw: Callable[[QPainter, QRectF], None]) -> Callable[[QPainter, QRectF], None]:
        def page(painter: QPainter, rect: QRectF) -> None:
            drawn.append([])
            pages.append((painter.worldTransform(), QRectF(rect)))
            draw(painter, rect)

        return page

    kept = [dataclasses.replace(page, draw=recorded(page.draw)) for page in document.pages]
    QPainter.drawText, QTextLayout.draw = draw_text, draw_layout  # type: ignore[method-assign,assignment]
    try:
        write_pdf(dataclasses.replace(document, pages=kept), str(path))
    finally:
        QPainter.drawText, QTextLayout.draw = real, real_layout  # type: ignore[method-assign]
    DRAWN[path], DRAWN_AT[path], DRAWN_SIZES[path] = drawn, at, sizes
    MIRRORED[path] = {n for n, (start, _) in enumerate(pages, 1) if start.m11() < 0}
    return path


@dataclass(frozen=True)
class Read:
    """What a test reads on a page (:func:`page_words`)."""

    words: list[Word]
    drawn: bool  # the texts the page drew (each whole, in the box it was drawn in), not words
    mirrored: bool  # the page is laid out right to left

    def in_order(self, ws: list[Word]) -> list[Word]:
        """``ws`` (words of one line, or texts drawn side by side) in the order they are read."""
        if self.drawn:
            return sorted(ws, key=lambda w: -w[4] if self.mirrored else w[2])
        return in_reading_order(ws, self.mirrored)


def page_words(path: Path, page: int) -> Read:
    """What a test reads on ``page`` of ``path`` (written by :func:`pdf`): its words as pdftotext
    reads them, or, on a page with words of Arabic script (which pdftotext cannot read back in
    their order, see :func:`page_text`), the texts it drew, each whole where it was drawn."""
    drawn = [w for w in DRAWN_AT.get(path, []) if w[0] == page]
    if any(ARABIC.search(w[1]) for w in drawn):
        return Read([(w[0], printed(w[1]), *w[2:]) for w in drawn], True, page in MIRRORED[path])  # type: ignore[misc]
    ws = [w for w in words(path) if w[0] == page]
    return Read(ws, False, mirrored(ws))


# What pdftotext reads of right-to-left words, and what a test compares them with: Arabic letters
# come out in the presentation forms the PDF keeps (the letter's shape where it joins), each run of
# one direction between embedding marks (a space it read inside a run's mark), without the
# zero-width non-joiner (no glyph of its own: «می‌کند» is drawn as it is, read back as «میکند»),
# and a mark over a letter (the ezafe's hamza) set apart. The app's own isolates (FSI … PDI
# around a name) are not read back either.
DIRECTION_MARKS = {
    **dict.fromkeys(map(ord, "\u200c\u200e\u200f\u2066\u2067\u2068\u2069")),
    **dict.fromkeys(map(ord, "\u00a0\u202f"), " "),  # French «\u00a0:», read back as spaces
    **dict.fromkeys(map(ord, "\u202a\u202b\u202c\u202d\u202e"), " "),
}
PRESENTATION_FORMS = re.compile("[\ufb50-\ufdff\ufe70-\ufefe]+")
ARABIC = re.compile("[\u0600-\u06ff\ufb50-\ufdff\ufe70-\ufefe]")


def printed(text: str) -> str:
    """``text`` as a test reads it back from a PDF: Arabic letters in their plain forms, no
    direction marks (a run's embedding read as a space) or non-joiners, no space before a mark
    over a letter, a no-break space (French «\u00a0:») a space: for a language written left to
    right, the text as it is but for its no-break spaces."""
    text = PRESENTATION_FORMS.sub(lambda found: unicodedata.normalize("NFKC", found.group()), text)
    text = re.sub(
        "[^\n]*[\u202a-\u202e][^\n]*", lambda line: line.group().translate(DIRECTION_MARKS).strip(), text
    )
    return re.sub(r"[ \t]+(?=[\u064b-\u065f\u0670])", "", text.translate(DIRECTION_MARKS))


def page_text(path: Path, lang: str) -> str:
    """The words on the pages of ``path`` (written by :func:`pdf` in ``lang``), in one line, as
    pdftotext reads them. pdftotext cannot read words of Arabic script back from a PDF in their
    order (it breaks them at a mark over a letter, and puts punctuation and names written left to
    right out of place), so a page in a right-to-left language is read from the texts it was drawn
    with (the tests of right-to-left print check how the pages read)."""
    if languages.LANGUAGES[lang].rtl:
        return " ".join(" ".join(text.split()) for page in DRAWN[path] for text in page)
    return " ".join(text_of(path).split())


def page_lines(path: Path, lang: str) -> list[str]:
    """The lines on the pages of ``path`` (written by :func:`pdf` in ``lang``): as pdftotext reads
    them, or in a right-to-left language as they were drawn (see :func:`page_text`)."""
    if languages.LANGUAGES[lang].rtl:
        return [line for page in DRAWN[path] for text in page for line in text.splitlines()]
    return text_of(path).splitlines()


def page_texts(path: Path) -> list[str]:
    """Each page's text (written by :func:`pdf`): as pdftotext reads it, or where it has words
    of Arabic script the texts it drew, a line each (see :func:`page_text`), as :func:`printed`
    reads them."""
    read = text_of(path).split("\f")
    out = []
    for n, texts in enumerate(DRAWN[path]):
        if any(ARABIC.search(text) for text in texts):
            out.append("\n".join(printed(text) for text in texts))
        else:
            out.append(read[n])
    return out


def on_page(line: str, text: str) -> bool:
    """Whether ``line`` (words the app printed, however wrapped) is in ``text`` (:func:`page_text`)."""
    return " ".join(unmarked(line).split()) in text


def text_of(path: Path) -> str:
    out = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, check=True).stdout.decode()
    return printed(out)


def words(path: Path) -> list[Word]:
    """Every word: (page, text, x0, y0, x1, y1 in mm, page width, height in mm). pdftotext gives a
    word of Arabic script letter by letter, each in its own box, left to right as drawn; the
    letters that touch on a line are one word again, read right to left."""
    xml = subprocess.run(["pdftotext", "-bbox", str(path), "-"], capture_output=True, check=True).stdout
    root = ElementTree.fromstring(xml.decode().replace('xmlns="http://www.w3.org/1999/xhtml"', ""))
    out: list[Word] = []
    for n, page in enumerate(root.iter("page"), 1):
        pw, ph = float(page.get("width", 0)) * PT, float(page.get("height", 0)) * PT
        drawn: list[Word] = []
        for w in page.iter("word"):
            x0, y0, x1, y1 = (float(w.get(k, 0)) * PT for k in ("xMin", "yMin", "xMax", "yMax"))
            drawn.append((n, w.text or "", x0, y0, x1, y1, pw, ph))
        out += _right_to_left_words(drawn)
    return [(n, printed(text), *rest) for n, text, *rest in out]  # type: ignore[misc]


def _right_to_left_words(drawn: list[Word]) -> list[Word]:
    """The boxes of one page with the letters of a right-to-left word, which touch on their line,
    joined into the word (its letters in reading order)."""
    out: list[Word] = []
    run: list[Word] = []

    def flush() -> None:
        if run:
            first, last = run[0], run[-1]
            text = "".join(w[1] for w in reversed(run))
            out.append(
                (
                    first[0],
                    text,
                    first[2],
                    min(w[3] for w in run),
                    last[4],
                    max(w[5] for w in run),
                    *first[6:],
                )
            )
            run.clear()

    for w in drawn:
        if not ARABIC.search(w[1]) and not (run and ARABIC.search(run[-1][1])):
            flush()
            out.append(w)
            continue
        if run:
            prev = run[-1]
            same_line = abs(prev[3] - w[3]) < 0.3 and abs(prev[5] - w[5]) < 0.3
            touching = -0.2 < w[2] - prev[4] < 0.05 * (w[5] - w[3])
            if not (same_line and touching):
                flush()
        run.append(w)
    flush()
    return out


def mirrored(ws: list[Word]) -> bool:
    """Whether the page of ``ws`` (the words of one page) is laid out right to left: its footer's
    page number on the left, where a page read left to right has it on the right."""
    foot = [w for w in ws if w[3] >= w[7] - FOOTER]
    return bool(foot) and max(w[4] for w in foot) < foot[0][6] / 2


def in_reading_order(ws: list[Word], backwards: bool) -> list[Word]:
    """The words of a table's row in the order it is read: cell by cell (left to right, or right
    to left on a mirrored page), a cell that wraps line by line, its words right to left where
    they are of Arabic script. The words of a cell lie within a space of each other on their
    line, or over one another on the next."""
    step = -1 if backwards else 1
    cells: list[list[Word]] = []
    for w in sorted(ws, key=lambda w: w[2]):
        if cells and w[2] <= max(v[4] for v in cells[-1]) + 1.2:
            cells[-1].append(w)
        else:
            cells.append([w])

    def read(cell: list[Word]) -> list[Word]:  # a cell of Arabic script reads right to left
        back = -1 if any(ARABIC.search(w[1]) for w in cell) else 1
        return sorted(cell, key=lambda w: (round((w[3] + w[5]) * 2), back * w[2]))

    return [_signed(w) if backwards else w for cell in cells[::step] for w in read(cell)]


def _signed(w: Word) -> Word:
    """A number read off a mirrored page: written right to left, its sign stands at its other end
    ("+2" drawn for "2+", "۰٫۵−" for "−۰٫۵")."""
    found = re.fullmatch(r"([+−-]?)(\d[\d٫.,]*)([+−-]?)", w[1])
    if found is None or bool(found[1]) == bool(found[3]):
        return w
    return (w[0], found[3] + found[2] + found[1], *w[2:])


def drawn_sizes(path: Path) -> list[tuple[float, str]] | None:
    """The type of every text of ``path`` (written by :func:`pdf`) in mm, as it was drawn, where
    its words are of Arabic script (pdftotext reads such a word letter by letter, and a letter's
    box is no measure of its type); None where they are not."""
    sizes = DRAWN_SIZES.get(path, [])
    if not any(ARABIC.search(text) for _, text, _ in sizes):
        return None
    return [(size, text) for _, text, size in sizes if text.strip()]


def type_sizes(path: Path, rotated: set[str]) -> list[tuple[float, str]]:
    """The type size of every word in mm (words in ``rotated`` read upwards; a word of one letter,
    which may stand across as well, the Spanish «a» of «Votó a», by its box's longer side)."""
    return [
        (
            ((max(x1 - x0, y1 - y0) if len(text) == 1 else x1 - x0) if text in rotated else (y1 - y0)) / EM,
            text,
        )
        for _, text, x0, y0, x1, y1, _, _ in words(path)
    ]


def rotated_words(lang: str) -> set[str]:
    return set(say(lang, "club_nominates").split()) | set(say(lang, "club_voted").split())


# --- the protocols -----------------------------------------------------------------------------------


def test_the_club_protocol_keeps_every_vote_of_a_day(qapp: object, tmp_path: Path) -> None:
    record = club_game_with_a_tie()
    out = pdf(club_protocol(record, "a4", "en"), tmp_path / "club.pdf")
    rows: dict[int, list[tuple[float, str]]] = {}
    for page, text, x0, y0, *_ in words(out):
        if page == 1:
            rows.setdefault(round(y0), []).append((x0, text))
    lines = [" ".join(t for _, t in sorted(ws)) for _, ws in sorted(rows.items())]
    # Gena (seat 4) voted for Dasha (5), then Zoya (8), then that both leave; Katya the other way.
    gena = next(line for line in lines if "Гена" in line)
    katya = next(line for line in lines if "Катя" in line)
    assert "5, 8, +" in gena and "Day 1" not in gena
    assert "8, 5, −" in katya
    egor = next(line for line in lines if "Егор" in line)
    assert egor.split()[3] == "5", "Egor nominated seat 5 on day 1"
    dasha = next(line for line in lines if "Даша" in line)
    assert "Day 1" in dasha, "Dasha went out on day 1"


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_club_headers_stay_whole_and_readable_for_six_days_in_russian(
    qapp: object, tmp_path: Path, paper: str
) -> None:
    record = club_game_with_a_tie(6)
    assert replay(record).days == 6
    out = pdf(club_protocol(record, paper, "ru"), tmp_path / "club.pdf")
    found = [w[1] for w in words(out)]
    heads = say("ru", "club_nominates").split() + say("ru", "club_voted").split()
    for word in heads:
        assert found.count(word) >= 6, f"{word!r} whole in every day's header"
    for d in range(1, 7):
        assert f"{say('ru', 'day', n=d)}" in text_of(out)
    for head in (say("ru", k) for k in ("seat", "name", "role", "out", "checks")):
        assert head in found, head
    small = [(round(s, 2), t) for s, t in type_sizes(out, rotated_words("ru")) if s < 2.45]
    assert not small, small


def test_a_blank_club_protocol_has_a_box_for_every_day_the_game_can_take(
    qapp: object, tmp_path: Path
) -> None:
    record = club_game_with_a_tie(1)
    days = max_rounds(record.setup)
    assert days >= 9
    for paper in ("a4", "letter"):
        text = text_of(pdf(club_protocol(record, paper, "en"), tmp_path / f"club-{paper}.pdf"))
        assert f"Day {days}" in text and f"Day {days + 1}" not in text
        assert text.count("Nominates") == days + 1, "each day's header, and the legend"


@pytest.mark.parametrize("preset", ["classic", "youth", "angel"])
def test_the_referee_sheet_has_every_round_the_game_can_take(
    qapp: object, tmp_path: Path, preset: str
) -> None:
    record = long_games()[preset]
    game = replay(record)
    rounds = max_rounds(record.setup)
    assert rounds >= max(game.days, game.nights)
    out = pdf(referee_sheet(record, "a4", "en"), tmp_path / "sheet.pdf")
    pages = text_of(out).split("\f")[:-1]
    # The nights' and days' table, up to its last page (with the notes); the game's pages follow.
    pages = pages[: next(n for n, page in enumerate(pages, 1) if say("en", "notes") in page)]
    headers = [w for page in pages for w in re.findall(r"(?:Night|Day) \d+", page)]
    # After a meeting night (night 0 on the sheet, as the club's zero night) the nights count from 1.
    shift = 1 if record.setup.rules.first_phase == "meeting_night" else 0
    expected = [f"Night {n - shift}" for n in range(1, rounds + 1)] + [
        f"Day {n}" for n in range(1, rounds + 1)
    ]
    assert sorted(headers) == sorted(expected), "each night and day once"
    last = record.setup.players[-1]
    assert len(pages) > 1 and all(last in p for p in pages), "the names on every page"


def test_the_youth_sheet_starts_with_a_day(qapp: object, tmp_path: Path) -> None:
    out = pdf(referee_sheet(long_games()["youth"], "a4", "en"), tmp_path / "youth.pdf")
    heads = [w for w in words(out) if w[0] == 1 and re.fullmatch(r"Day|Night|\d", w[1])]
    line = sorted((round(w[3]), w[2], w[1]) for w in heads)
    top = [t for y, _, t in line if y == line[0][0]]
    assert top[:4] == ["Day", "1", "Night", "1"], top
    classic = pdf(referee_sheet(long_games()["classic"], "a4", "en"), tmp_path / "classic.pdf")
    assert (
        text_of(classic).index("Night 0")
        < text_of(classic).index("Day 1")
        < text_of(classic).index("Night 1")
    )


# --- every sheet in Russian: no codes, no English, type large enough, inside the page ----------------

CODES = {
    "charge", "execute", "convict", "jail", "all_leave", "retally", "car_crash", "time_limit",
    "no_kill", "speech_order", "meeting_night", "talk_day", "night", "day", "vote", "tally",
    "nomination", "death", "reveal", "winner", "town", "none",
    *NIGHT_ACTS, *(a.event for a in NIGHT_ACTS.values()), *ROLES,
}  # fmt: skip


@pytest.mark.parametrize("preset", [*PRESETS, "club+house", "youth+house"])
def test_russian_sheets_say_everything_in_russian(qapp: object, tmp_path: Path, preset: str) -> None:
    record = long_games()[preset]
    rules = record.setup.rules
    counts = {r: record.setup.roles.count(r) for r in set(record.setup.roles)}
    names = {w for p in record.setup.players for w in re.findall(r"[A-Za-z]+", p)}
    # The referee's reasons for extra points are the record's words, as the names are.
    game = replay(record)
    names |= {w for _, _, why in game.extra_points for w in re.findall(r"[A-Za-z]+", why)}
    names |= {w for _, why in game.removals for w in re.findall(r"[A-Za-z]+", why)}  # (a removal's)
    documents = {
        "sheet": referee_sheet(record, "a4", "ru"),
        "protocol": game_protocol(record, "a4", "ru"),
        "log": game_log(record, "a4", "ru"),
        "recipe": recipe(rules, counts, "a4", "ru"),
    }
    if rules.nominations:
        documents["club"] = club_protocol(record, "letter", "ru")
    for what, document in documents.items():
        out = pdf(document, tmp_path / f"{what}.pdf")
        text = text_of(out)
        text = text.replace("Mafia Desktop", "")
        latin = set(re.findall(r"[A-Za-z_]+", text)) - names
        codes = {w for w in re.findall(r"[A-Za-z_]+", text) if w.lower() in CODES}
        assert not codes, f"{what}: engine codes on a Russian sheet: {sorted(codes)}"
        assert not latin, f"{what}: English words on a Russian sheet: {sorted(latin)}"
        sizes = type_sizes(out, rotated_words("ru"))
        small = sorted({(round(s, 2), t) for s, t in sizes if s < 2.45})
        assert not small, f"{what}: type under 2.5 mm: {small[:8]}"
        for _, word, x0, y0, x1, y1, pw, ph in words(out):
            if y0 < ph - FOOTER:
                inside = 6.35 <= x0 and x1 <= pw - 6.35 and 6.35 <= y0 and y1 <= ph - FOOTER
                assert inside, f"{what}: {word!r} outside the printable area"


@pytest.mark.parametrize("paper", list(PAPERS))
def test_english_sheets_of_a_long_game_fit_the_paper(qapp: object, tmp_path: Path, paper: str) -> None:
    for preset, record in long_games().items():
        documents = (
            referee_sheet(record, paper, "en"),
            game_protocol(record, paper, "en"),
            game_log(record, paper, "en"),
        )
        for document in documents:
            out = pdf(document, tmp_path / f"{preset}.pdf")
            small = sorted({(round(s, 2), t) for s, t in type_sizes(out, rotated_words("en")) if s < 2.45})
            assert not small, f"{preset}: type under 2.5 mm: {small[:8]}"
            for _, word, x0, y0, x1, y1, pw, ph in words(out):
                if y0 < ph - FOOTER:
                    inside = 6.35 <= x0 and x1 <= pw - 6.35 and 6.35 <= y0 and y1 <= ph - FOOTER
                    assert inside, (preset, word)


@pytest.mark.parametrize("lang", languages.codes())
def test_the_house_roles_are_on_the_cards_the_recipe_and_the_protocol(
    qapp: object, tmp_path: Path, lang: str
) -> None:
    from mafia_desktop.printing.documents import role_cards

    record = long_games()["club+house"]
    rules = record.setup.rules
    counts = {r: record.setup.roles.count(r) for r in set(record.setup.roles)}
    assert {counts[r] for r in HOUSE_ROLES} == {1}
    cards = page_text(pdf(role_cards(rules, counts, "a4", lang), tmp_path / "cards.pdf"), lang)
    recipe_text = unmarked(" ".join(recipe_lines(rules, counts, lang)))
    protocol = page_text(pdf(game_protocol(record, "a4", lang), tmp_path / "protocol.pdf"), lang)
    protocol += " " + page_text(pdf(game_log(record, "a4", lang), tmp_path / "log.pdf"), lang)
    names = [said(lang, "Roles", title) for title in ("Maniac", "Lover", "Bodyguard")]
    jokers = [said(lang, "Cards", card) for card in ("black Joker", "red Joker", "blank card")]
    if lang in ("en", "ru"):
        own = {
            "en": (["Maniac", "Lover", "Bodyguard"], ["black Joker", "red Joker", "blank card"]),
            "ru": (
                ["Маньяк", "Любовница", "Телохранитель"],
                ["чёрный джокер", "красный джокер", "пустая карта"],
            ),
        }
        assert (names, jokers) == own[lang]
    for name, card in zip(names, jokers, strict=True):
        assert on_page(name, cards) and on_page(name, protocol), name
        assert card.lower() in recipe_text.lower(), (card, recipe_text)
    assert "{" not in cards + recipe_text + protocol
