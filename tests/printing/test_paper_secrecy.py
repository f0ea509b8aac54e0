"""Paper that keeps its secret, measured on the rendered pages.

Held to a lamp, light passes through a card's back and its front together: the transmitted light
is modelled as front x back (greyscale in [0, 1], white = 1), the back taken at the card's physical
place (the back page flipped, as a long-edge flip puts it). For two cards of different roles,
``hidden = 1 - mean|T_a - T_b| / mean|F_a - F_b|`` is the share of the difference between their
fronts that the back hides; the fold-over cards are measured the same way with the flap folded over
the inside. Also: every role's text has the same outline, the cards come shuffled, type on a card
is at least 8 pt, and nothing is printed within 6.35 mm (a quarter inch) of the sheet's edge.
"""

from __future__ import annotations

import itertools
import random
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from xml.etree import ElementTree

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage

from mafia_desktop.engine.deal import recommended_deal
from mafia_desktop.engine.record import Record
from mafia_desktop.engine.roles import meets_mafia
from mafia_desktop.engine.rules import PRESETS
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.printing.cards import (
    CARD_BLOCK,
    CARD_H,
    CARD_W,
    DUTY_BLOCK,
    FOLD_BAND,
    PANEL_H,
    SAFE,
    TEXT_MM,
    TITLE_BAND,
    card_order,
    card_slots,
    fold_layout,
    fold_over,
    fold_panels,
    role_cards,
)
from mafia_desktop.printing.common import dealt_list
from mafia_desktop.printing.pages import MM, PAPERS, Document, page_image, write_pdf

pytestmark = pytest.mark.usefixtures("qapp")

DOTS = 4.0  # dots per mm: a card is 252 x 352 dots
MM_TO_PT = 72 / 25.4
# pdftotext's word box is the font's ascent + descent high: 1.164 em for DejaVu Sans.
MIN_WORD_HEIGHT_PT = 8.0 * 1.164
HIDDEN_AT_LEAST = 0.70

# Enough players that every role of the preset is dealt.
DEALS = {"classic": 12, "youth": 20, "club": 10, "angel": 16}
CASES = [(preset, lang) for preset in DEALS for lang in ("en", "ru")]
NAMES = (
    "Alexandra Bob Konstantin Dan Evgeniya Fay Gus Hal Ivy Jon Kim Lev Mia Ned Olga Pam Quinn Rosa "
    "Sam Tom Uma Vic Wes Xia Yan Zoe Abe Bea Cal Dee"
).split()


# --- pictures of pages, in greyscale ----------------------------------------------------------------


@dataclass(frozen=True)
class Grey:
    """A page as rows of bytes, 0 black to 255 white, at :data:`DOTS` a millimetre."""

    width: int
    height: int
    rows: list[bytes]

    def crop(self, x: float, y: float, w: float, h: float) -> list[float]:
        """The values in [0, 1] of a rectangle in mm, row by row."""
        left, top = round(x * DOTS), round(y * DOTS)
        cols, lines = round(w * DOTS), round(h * DOTS)
        return [v / 255 for row in self.rows[top : top + lines] for v in row[left : left + cols]]


def grey(image: QImage) -> Grey:
    g = image.convertToFormat(QImage.Format.Format_Grayscale8)
    raw = bytes(g.constBits())  # type: ignore[arg-type]
    line = g.bytesPerLine()
    return Grey(g.width(), g.height(), [raw[r * line : r * line + g.width()] for r in range(g.height())])


def flipped(image: QImage, horizontal: bool) -> QImage:
    orientation = Qt.Orientation.Horizontal if horizontal else Qt.Orientation.Vertical
    if hasattr(image, "flipped"):
        return image.flipped(orientation)
    return image.mirrored(horizontal, not horizontal)  # Qt before 6.9


def page(document: Document, index: int, flip: bool = False) -> Grey:
    image = page_image(document, index, DOTS)
    return grey(flipped(image, True) if flip else image)


def hidden(front_a: list[float], back_a: list[float], front_b: list[float], back_b: list[float]) -> float:
    """The share of the difference between two fronts that the backs hide, light through both."""
    seen = sum(
        abs(fa * ba - fb * bb) for fa, ba, fb, bb in zip(front_a, back_a, front_b, back_b, strict=True)
    )
    there = sum(abs(fa - fb) for fa, fb in zip(front_a, front_b, strict=True))
    assert there > 0, "two roles' fronts that do not differ measure nothing"
    return 1 - seen / there


# --- role cards ---------------------------------------------------------------------------------------


def deck(preset: str, lang: str, paper: str = "a4", seed: int = 7) -> tuple[Document, list[str]]:
    rules = PRESETS[preset]
    counts = recommended_deal(rules, DEALS[preset])
    return role_cards(rules, counts, paper, lang, seed=seed), card_order(counts, seed)


def cards_by_role(
    document: Document, order: list[str], paper: str
) -> dict[str, tuple[list[float], list[float]]]:
    """The first card of every role dealt: its front and, at the same place, the back behind it."""
    found: dict[str, tuple[list[float], list[float]]] = {}
    for sheet in range(len(document.pages) // 2):
        roles = order[9 * sheet : 9 * sheet + 9]
        fronts, backs = page(document, 2 * sheet), page(document, 2 * sheet + 1, flip=True)
        for (x, y), role in zip(card_slots(len(roles), paper), roles, strict=True):
            if role not in found:
                found[role] = (fronts.crop(x, y, CARD_W, CARD_H), backs.crop(x, y, CARD_W, CARD_H))
    return found


@pytest.mark.parametrize(("preset", "lang"), CASES)
def test_the_back_hides_the_front_held_to_a_lamp(preset: str, lang: str) -> None:
    document, order = deck(preset, lang)
    cards = cards_by_role(document, order, "a4")
    assert set(cards) == set(PRESETS[preset].roles)
    for a, b in itertools.combinations(sorted(cards), 2):
        share = hidden(*cards[a], *cards[b])
        assert share >= HIDDEN_AT_LEAST, f"{preset} {lang}: {a} and {b}, {share:.0%} hidden"


def test_the_back_lines_up_on_letter_and_on_a_part_filled_sheet() -> None:
    """Ten cards: the second sheet has one card, whose back must still land behind it."""
    rules = PRESETS["club"]
    counts = recommended_deal(rules, 10)
    document = role_cards(rules, counts, "letter", "ru", seed=2)
    cards = cards_by_role(document, card_order(counts, 2), "letter")
    last = card_order(counts, 2)[9]
    fronts, backs = page(document, 2), page(document, 3, flip=True)
    (x, y) = card_slots(1, "letter")[0]
    lone = (fronts.crop(x, y, CARD_W, CARD_H), backs.crop(x, y, CARD_W, CARD_H))
    other = next(role for role in cards if role != last)
    assert hidden(*lone, *cards[other]) >= HIDDEN_AT_LEAST


def outline(values: list[float], width: int) -> tuple[tuple[int, int, int, int], int]:
    """A region's ink: its bounding box (in dots) and its number of lines (runs of inked rows)."""
    ink = [v < 0.6 for v in values]
    rows = [sum(ink[r * width : (r + 1) * width]) for r in range(len(values) // width)]
    cols = [sum(ink[c::width]) for c in range(width)]
    inked_rows = [r for r, n in enumerate(rows) if n]
    inked_cols = [c for c, n in enumerate(cols) if n]
    assert inked_rows, "a region with no ink"
    box = (inked_cols[0], inked_rows[0], inked_cols[-1], inked_rows[-1])
    lines = [r for r, n in enumerate(rows) if n > 1]  # a stray dot is not a line
    # A line is a run of inked rows; a gap of up to two rows (0.5 mm) is inside a letter.
    runs = 1 + sum(1 for a, b in itertools.pairwise(lines) if b - a > 3)
    return box, runs


@pytest.mark.parametrize(("preset", "lang"), CASES)
def test_every_role_text_has_the_same_outline(preset: str, lang: str) -> None:
    """The title band, the duty and the playing card: the same box and the same number of lines
    on every role's card, whatever the words (what shows through is a shape, not letters)."""
    document, order = deck(preset, lang)
    title_top = TITLE_BAND[1] - 1
    regions = {
        "title": (title_top, DUTY_BLOCK[1] - title_top - 1),
        "duty": (DUTY_BLOCK[1] - 0.5, CARD_BLOCK[1] - DUTY_BLOCK[1]),
        "card": (CARD_BLOCK[1] - 0.5, CARD_H - 4.5 - CARD_BLOCK[1]),
    }
    width_mm = CARD_W - 8
    seen: dict[str, dict[str, tuple[tuple[int, int, int, int], int]]] = {}
    for sheet in range(len(document.pages) // 2):
        fronts = page(document, 2 * sheet)
        roles = order[9 * sheet : 9 * sheet + 9]
        for (x, y), role in zip(card_slots(len(roles), "a4"), roles, strict=True):
            for name, (top, height) in regions.items():
                values = fronts.crop(x + 4, y + top, width_mm, height)
                seen.setdefault(name, {})[role] = outline(values, round(width_mm * DOTS))
    for name, by_role in seen.items():
        first_role, (box, lines) = next(iter(by_role.items()))
        for role, (other_box, other_lines) in by_role.items():
            assert other_lines == lines, f"{name}: {role} has {other_lines} lines, {first_role} {lines}"
            off = max(abs(a - b) for a, b in zip(box, other_box, strict=True))
            assert off <= 2, f"{name}: {role}'s ink box {other_box} is not {first_role}'s {box}"


def test_every_front_is_in_the_same_ink() -> None:
    """No role has a colour of its own (the mafia's cards were printed in another)."""
    rules = PRESETS["club"]
    counts = recommended_deal(rules, 10)
    document = role_cards(rules, counts, "a4", "en", seed=4)
    image = page_image(document, 0, DOTS)
    band_x, band_y = TITLE_BAND[0] + 1, TITLE_BAND[1] + 1
    bands = set()
    for (x, y), role in zip(card_slots(9, "a4"), card_order(counts, 4)[:9], strict=True):
        left, top = round(x * DOTS), round(y * DOTS)
        bands.add(image.pixel(round((x + band_x) * DOTS), round((y + band_y) * DOTS)) & 0xFFFFFF)
        for dx in range(0, round(CARD_W * DOTS), 2):
            for dy in range(0, round(CARD_H * DOTS), 2):
                colour = image.pixel(left + dx, top + dy)
                r, g, b = (colour >> 16) & 255, (colour >> 8) & 255, colour & 255
                assert max(r, g, b) - min(r, g, b) <= 40, (
                    f"{role}'s card has a colour: {colour & 0xFFFFFF:06x}"
                )
    assert len(bands) == 1, "every role's title band is the same ink"


# --- fold-over cards ------------------------------------------------------------------------------------


def table(preset: str, players: int, seed: int = 5) -> Record:
    """A deal the app could have made: the recommended roles, shuffled over the names."""
    rules = PRESETS[preset]
    roles = dealt_list(recommended_deal(rules, players))
    random.Random(seed).shuffle(roles)
    names = NAMES[:players]
    return Record(
        make_setup(rules, seed, names, {n: r for n, r in zip(names, roles, strict=True) if r != "civilian"})
    )


FOLD_CASES = [("classic", 30), ("youth", 20), ("club", 10), ("angel", 30)]


def folded(document: Document, record: Record) -> Iterator[tuple[str, list[float], list[float]]]:
    """Every player's inside panel and, over it, the flap folded down onto it (turned about the
    fold between them: the flap's row at d mm below the fold lies at d mm above it)."""
    players = list(record.setup.players)
    for n in range(len(document.pages)):
        sheet = page(document, n)
        flaps = grey(flipped(page_image(document, n, DOTS), False))
        height = PAPERS[document.paper][1]
        for i, name in enumerate(players[6 * n : 6 * n + 6]):
            _, inside, flap = fold_panels(document.paper, i)
            x, y, w, h = (inside.left() / MM, inside.top() / MM, inside.width() / MM, inside.height() / MM)
            # The flipped page holds the flap's mirror image; the flap folded over the inside is
            # that mirror's rectangle at the flap's place.
            mirror_top = height - flap.bottom() / MM
            yield name, sheet.crop(x, y, w, h), flaps.crop(x, mirror_top, w, h)


@pytest.mark.parametrize(("preset", "players"), FOLD_CASES)
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_folded_flap_hides_the_role_held_to_a_lamp(preset: str, players: int, lang: str) -> None:
    record = table(preset, players)
    document = fold_over(record, "a4", lang)
    first: dict[str, tuple[list[float], list[float]]] = {}
    for name, inside, flap in folded(document, record):
        first.setdefault(record.setup.role_of(name), (inside, flap))
    assert len(first) == len(PRESETS[preset].roles)
    for a, b in itertools.combinations(sorted(first), 2):
        share = hidden(*first[a], *first[b])
        assert share >= HIDDEN_AT_LEAST, f"{preset} {lang}: {a} and {b}, {share:.0%} hidden"


def words(pdf: Path) -> list[list[tuple[str, float, float, float, float]]]:
    """Every page's words with their boxes in mm (left, top, right, bottom)."""
    xml = subprocess.run(["pdftotext", "-bbox", str(pdf), "-"], capture_output=True, check=True).stdout
    root = ElementTree.fromstring(xml.decode().replace('xmlns="http://www.w3.org/1999/xhtml"', ""))
    pages = []
    for node in root.iter("page"):
        pages.append(
            [
                (
                    w.text or "",
                    *(float(w.get(k) or 0) / MM_TO_PT for k in ("xMin", "yMin", "xMax", "yMax")),
                )
                for w in node.iter("word")
            ]
        )
    return pages


def _within(x: float, y: float, rect: QRectF) -> bool:
    return rect.left() / MM <= x <= rect.right() / MM and rect.top() / MM <= y <= rect.bottom() / MM


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_folded_flap_covers_every_word_of_the_role(tmp_path: Path, lang: str) -> None:
    """Where the flap is dark, folded over the inside, measured on the page: every word of the
    role (the title, the duty, the other mafia) lies under it."""
    record = table("angel", 30)
    document = fold_over(record, "a4", lang)
    pdf = tmp_path / "fold.pdf"
    write_pdf(document, str(pdf))
    label = {"You", "are:", "Ваша", "роль:"}
    for n, on_page in enumerate(words(pdf)):
        image = page(document, n)
        count = min(6, len(record.setup.players) - 6 * n)
        covered = 0
        for i in range(count):
            _, inside, flap = fold_panels("a4", i)
            fold = inside.bottom() / MM
            for text, left, top, right, bottom in on_page:
                if not _within((left + right) / 2, (top + bottom) / 2, inside) or text in label:
                    continue
                # The flap's dots under this word once folded: the word's box turned about the fold.
                under = image.crop(left, 2 * fold - bottom, right - left, bottom - top)
                dark = sum(v < 0.3 for v in under) / len(under)
                assert dark > 0.97, f"{text!r} on page {n + 1} is not under the flap ({dark:.0%} dark)"
                covered += 1
        assert covered >= 3 * count, "every card's role has words under the flap"


def test_every_inside_has_the_same_outline() -> None:
    """A mafia card lists the other mafia and a civilian's does not: below the title band, the
    insides have the same number of lines and the same box all the same."""
    record = table("angel", 30)
    document = fold_over(record, "a4", "ru")
    seen: dict[str, tuple[tuple[int, int, int, int], int]] = {}
    players = list(record.setup.players)
    for n in range(len(document.pages)):
        sheet = page(document, n)
        for i, name in enumerate(players[6 * n : 6 * n + 6]):
            _, inside, _ = fold_panels("a4", i)
            x, y = inside.left() / MM, inside.top() / MM
            body = sheet.crop(x + 4, y + FOLD_BAND[1] + FOLD_BAND[3] + 0.3, 55, PANEL_H - 14)
            seen[name] = outline(body, round(55 * DOTS))
    mafia = [n for n in seen if meets_mafia(record.setup.role_of(n))]
    assert mafia and len(mafia) < len(seen)
    box, lines = seen[mafia[0]]
    for name, (other_box, other_lines) in seen.items():
        assert other_lines == lines, f"{name}: {other_lines} lines inside, {mafia[0]} {lines}"
        off = max(abs(a - b) for a, b in zip(box, other_box, strict=True))
        assert off <= 2, f"{name}'s inside {other_box} is not {mafia[0]}'s {box}"


def test_long_names_inside_the_fold_give_way_to_seats(tmp_path: Path) -> None:
    """Six other mafia with names of 24 letters do not fit the inside at 8 pt: their seats do."""
    rules = PRESETS["classic"]
    names = [f"{name:x<24}"[:24] for name in NAMES]
    roles = dealt_list(recommended_deal(rules, 30))
    random.Random(1).shuffle(roles)
    record = Record(
        make_setup(rules, 1, names, {n: r for n, r in zip(names, roles, strict=True) if r != "civilian"})
    )
    assert roles.count("mafia") == 7
    mafia = next(n for n in names if record.setup.role_of(n) == "mafia")
    layout = fold_layout(record, "en")
    assert layout.style.duty >= TEXT_MM
    assert "The other mafia: seats" in layout.texts[mafia]
    assert not [n for n in names if n in layout.texts[mafia]]
    short = table("classic", 30)
    mate = next(n for n in NAMES if short.setup.role_of(n) == "mafia")
    assert "seats" not in fold_layout(short, "en").texts[mate], "names, where they fit"


# --- the order of the cards ----------------------------------------------------------------------------


def test_the_cards_always_come_shuffled(tmp_path: Path) -> None:
    """An angel deal for 30: in role order the first sheet would be eight Mafia and an Angel."""
    counts = recommended_deal(PRESETS["angel"], 30)
    grouped = dealt_list(counts)
    assert grouped[:9].count("mafia") == 8
    for seed in range(1, 6):
        order = card_order(counts, seed)
        assert sorted(order) == sorted(grouped) and order != grouped
        assert order[:9].count("mafia") < 6, f"seed {seed}: the first sheet is the mafia's"
        assert card_order(counts, seed) == order, "a seed gives the same order every time"
    unseeded = [card_order(counts) for _ in range(3)]
    assert all(order != grouped for order in unseeded)
    assert unseeded[0] != unseeded[1] or unseeded[1] != unseeded[2], "without a seed, a new order"
    # And what is printed follows it: the titles of the first sheet are the order's.
    document = role_cards(PRESETS["angel"], counts, "a4", "en", seed=3)
    pdf = tmp_path / "deal.pdf"
    write_pdf(Document(document.title, "a4", document.pages[:1]), str(pdf))
    titles = [w for w, _, top, _, bottom in words(pdf)[0] if (bottom - top) * MM_TO_PT > 20]
    expected = {"mafia": "Mafia", "detective": "Angel", "civilian": "Civilian"}
    assert titles == [expected[r] for r in card_order(counts, 3)[:9]]


# --- type at least 8 pt, and nothing where printers cannot print ---------------------------------------


def card_areas(paper: str, count: int) -> list[QRectF]:
    return [QRectF(x * MM, y * MM, CARD_W * MM, CARD_H * MM) for x, y in card_slots(count, paper)]


@pytest.mark.parametrize(("preset", "lang"), CASES)
def test_type_on_cards_is_at_least_8_pt(tmp_path: Path, preset: str, lang: str) -> None:
    document, order = deck(preset, lang)
    pdf = tmp_path / "cards.pdf"
    write_pdf(document, str(pdf))
    pages = words(pdf)
    for sheet in range(len(pages) // 2):
        count = len(order[9 * sheet : 9 * sheet + 9])
        on_cards = [
            w
            for w in pages[2 * sheet]
            if any(_within((w[1] + w[3]) / 2, (w[2] + w[4]) / 2, a) for a in card_areas("a4", count))
        ]
        assert len(on_cards) >= 10 * count
        for text, _, top, _, bottom in on_cards:
            assert (bottom - top) * MM_TO_PT >= MIN_WORD_HEIGHT_PT, (
                f"{text!r}: {(bottom - top) * MM_TO_PT:.1f} pt"
            )
        assert not [
            w for w in pages[2 * sheet + 1] if any(_within(w[1], w[2], a) for a in card_areas("a4", 9))
        ]
    record = table(preset, 30 if preset != "club" else 10)
    write_pdf(fold_over(record, "a4", lang), str(pdf))
    strips = [
        QRectF(fold_panels("a4", i)[0].topLeft(), fold_panels("a4", i)[2].bottomRight()) for i in range(6)
    ]
    for on_page in words(pdf):
        on_cards = [
            w for w in on_page if any(_within((w[1] + w[3]) / 2, (w[2] + w[4]) / 2, s) for s in strips)
        ]
        assert on_cards
        for text, _, top, _, bottom in on_cards:
            assert (bottom - top) * MM_TO_PT >= MIN_WORD_HEIGHT_PT, f"{text!r} on a fold-over card"


def blank_edge(image: Grey) -> list[tuple[int, int]]:
    """The dots within SAFE of the sheet's edge that are not white."""
    band = int(SAFE * DOTS)  # whole dots inside the band only
    found = []
    for r, row in enumerate(image.rows):
        inner = band <= r < image.height - band
        cols = (
            itertools.chain(range(band), range(image.width - band, image.width))
            if inner
            else range(image.width)
        )
        found += [(c, r) for c in cols if row[c] < 250]
    return found


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_nothing_is_printed_where_printers_cannot_print(paper: str, lang: str) -> None:
    rules = PRESETS["youth"]
    documents = [
        role_cards(rules, recommended_deal(rules, 14), paper, lang, seed=1),  # a full sheet, a part one
        fold_over(table("angel", 30), paper, lang),
    ]
    for document in documents:
        for n in range(len(document.pages)):
            stray = blank_edge(page(document, n))
            assert not stray, f"{document.title}, page {n + 1}: ink at {stray[:3]} (dots, {DOTS}/mm)"
