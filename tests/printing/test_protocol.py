"""The protocol a sport club's referee keeps (FIIM), the game protocol (the club's table for rules
with nominations, then the game's pages; the game's pages alone under other rules), and the
referee's sheet's header: the header on every page; each seat's fouls ticked, how and when they
left and their points; the
nights' shots and checks; each day's votes; the best move and its points; the extra points; the
winner. Read back from the PDFs in English and Russian, on A4 and Letter; blank boxes for a game
not played yet; nothing outside the printable area or in type under 2.5 mm; no role the sheet did
not show before."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale

from mafia_desktop import languages, phrases
from mafia_desktop.engine.game import Game
from mafia_desktop.engine.inputs import BestMove, EndNight, ExtraPoints, Foul, Nominate, Tally, Vote
from mafia_desktop.engine.record import Record, replay
from mafia_desktop.engine.rules import PRESETS, with_options
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.engine.sport import points
from mafia_desktop.i18n import number
from mafia_desktop.printing.common import role_name, say
from mafia_desktop.printing.pages import PAPERS, Document
from mafia_desktop.printing.protocol import (
    BAND_H,
    BAND_Y,
    MARGIN,
    TITLE_H,
    TITLE_Y,
    Header,
    column_width,
    header_of,
    points_text,
)
from mafia_desktop.printing.sheets import club_protocol, game_protocol, max_rounds, referee_sheet
from tests.acts import Check, DonCheck, Shoot
from tests.engine.random_play import long_classic_game
from tests.printing.test_content import (
    ARABIC,
    DRAWN,
    FOOTER,
    Word,
    drawn_sizes,
    on_page,
    page_text,
    page_texts,
    page_words,
    pdf,
    printed,
    rotated_words,
    text_of,
    type_sizes,
    words,
)
from tests.said import said, unmarked

pytestmark = pytest.mark.usefixtures("qapp")

# Ten seats; two names of 23 and 24 letters (the longest a name may be).
NAMES = [
    "Alexandra Konstantinova",
    "Bob",
    "Cid",
    "Dan",
    "Evgenia Rozhdestvenskaya",
    "Fay",
    "Gus",
    "Hal",
    "Ivy",
    "Jon",
]
A, B, C, D, E, F, G, H, I, J = NAMES  # noqa: E741 - the seats' initials
PROTOCOL = {"date": "2025-03-14", "club": "Red Square Mafia Club", "game": 3, "referee": "Mikhail Voronov"}
SERIES = "Spring league 2025"
# Pages written left to right, read back word by word in Latin digits; Persian pages (right to
# left, Persian digits) are read by tests/printing/test_persian_pages.py and test_persian_numbers.py.
LEFT_TO_RIGHT = tuple(code for code, language in languages.LANGUAGES.items() if not language.rtl)
CASES = [(paper, lang) for paper in PAPERS for lang in LEFT_TO_RIGHT]


def full_club_game() -> Record:
    """A whole club game: Evgenia gets two fouls on day 1 and a third on day 2 (her speech on
    day 3 is lost); Hal gets four on day 2 and is removed; Fay, shot on night 1, names Alexandra
    (the Don), Cid (mafia) and Hal as her best move: two mafia; night 2's shots disagree (a miss);
    the town wins on day 4; the referee gives Dan +0.3 and Gus −0.2."""
    setup = make_setup("club", 7, NAMES, {A: "don", B: "mafia", C: "mafia", D: "detective"})
    g = Game(setup)
    for inp in [
        EndNight(),  # the zero night
        Foul(E),
        Foul(E),
        Nominate(I, G),
        Nominate(J, B),
        Tally(((G, (A, B, C, G, H)), (B, (D, E, F, I, J)))),  # a tie, 5-5
        Tally(((G, (A, B, C, G)), (B, (D, E, F, H, I, J)))),  # Bob out, 6-4
        Shoot(A, F),
        Shoot(C, F),
        DonCheck(A, D),
        Check(D, C),
        EndNight(),  # Fay shot on night 1
        BestMove(F, (A, C, H)),
        Foul(E),
        Foul(H),
        Foul(H),
        Foul(H),
        Foul(H),  # Hal removed
        Nominate(D, A),
        Nominate(I, J),
        Tally(((A, (C, D, E)), (J, (A, G, I)))),
        Tally(((A, (C, D, E)), (J, (A, G, I)))),
        Vote((D, E)),  # should both leave? 2 for, 4 needed: both stay
        Shoot(A, D),
        Shoot(C, E),  # a miss
        DonCheck(A, E),
        Check(D, A),
        EndNight(),
        Nominate(D, C),
        Tally(((C, (A, D, E, G, I, J)),)),
        Shoot(A, J),
        DonCheck(A, G),
        Check(D, G),
        EndNight(),  # Jon shot on night 3
        Nominate(D, A),
        Tally(((A, (D, E, G, I)),)),  # the Don out: the town wins
        ExtraPoints(D, 0.3, "Found the Don and led the town"),
        ExtraPoints(G, -0.2, "Spoke in another player's speech"),
    ]:
        g.apply(inp)
    assert g.winner == "town"
    record = Record(setup, tuple(g.inputs)).with_note("protocol", PROTOCOL)
    return record.with_note("series", SERIES)


def game_pages(document: Document, path: Path) -> list[int]:
    """The game's pages (1-based): those after the sheet's tables, found by the nights' heading
    or the extra points' heading (a page of the tables has neither)."""
    heads = [printed(say(lang, key)) for lang in languages.codes() for key in ("protocol_nights", "result")]
    pages = text_of(path).split("\f")[: len(document.pages)]
    found = [n for n, page in enumerate(pages, 1) if any(f"\n{h}\n" in f"\n{page}" for h in heads)]
    if path in DRAWN and ARABIC.search(pages[0]):  # right to left: the headings as drawn (see page_text)
        heads = [
            unmarked(say(lang, key)) for lang in languages.codes() for key in ("protocol_nights", "result")
        ]
        found = [n for n, page in enumerate(DRAWN[path], 1) if set(heads) & set(page)]
    return list(range(found[0], len(document.pages) + 1)) if found else []


def rows_of(path: Path, page: int) -> dict[str, list[str]]:
    """The players' table of a game page: each name's row, its words as they are read (left to
    right, or right to left on a mirrored page), a cell that wraps (a long way of leaving) read
    whole: the row is the band between the middles of the names above and below. On a page read
    from the texts it drew (:func:`page_words`), each cell's text."""
    read = page_words(path, page)
    ws = read.words
    middles: list[float] = []
    for seat, name in enumerate(NAMES, 1):
        first = name if read.drawn else name.split()[0]
        hits = [
            w for w in ws if w[1] == first and any(is_number(v[1], seat) and abs(v[3] - w[3]) < 1 for v in ws)
        ]
        assert hits, f"{name}'s row on page {page}"
        hit = min(hits, key=lambda w: w[3])  # the players' table is the first on the page
        middles.append((hit[3] + hit[5]) / 2)
    rows: dict[str, list[str]] = {}
    for k, name in enumerate(NAMES):
        y = middles[k]
        top = (middles[k - 1] + y) / 2 if k else y - 1.5
        bottom = (y + middles[k + 1]) / 2 if k + 1 < len(NAMES) else y + 1.5
        band = [w for w in ws if top < (w[3] + w[5]) / 2 < bottom]
        rows[name] = [w[1] for w in read.in_order(band)]
    return rows


def is_number(text: str, n: int) -> bool:
    """Whether ``text`` is the number ``n``, in any digits (Persian's too)."""
    return text.isdigit() and int(text) == n


def block_lines(path: Path, page: int, heading: str, paper: str) -> list[str]:
    """The lines of the column under a block's heading, each its words as read (left to right,
    cell by cell right to left on a mirrored page, where the column hangs from the heading's
    right end). On a page read from the texts it drew (:func:`page_words`), each row's cells'
    texts."""
    read = page_words(path, page)
    ws = read.words
    heading = printed(unmarked(heading))
    if read.drawn:
        # (the lowest: a block's heading is under the players' table, whose columns may say it too)
        head = max((w for w in ws if w[1] == heading), key=lambda w: w[3])
    else:
        first = heading.split()[-1 if read.mirrored and ARABIC.search(heading) else 0]
        head = next(w for w in ws if w[1] == first and w[5] - w[3] > 3.6)  # a heading's larger type
    if read.mirrored:
        right = (
            head[4]
            if read.drawn
            else max(
                w[4] for w in ws if abs(w[3] - head[3]) < 0.5 and abs(w[4] - head[4]) < column_width(paper)
            )
        )
        x0, x1 = right - column_width(paper), right + 0.5
    else:
        x0, x1 = head[2] - 0.5, head[2] + column_width(paper)
    rows: dict[int, list[Word]] = {}
    for w in ws:
        if x0 <= w[2] and w[4] <= x1 and w[3] > head[3] + 0.5:
            rows.setdefault(round((w[3] + w[5]) / 2 * 2), []).append(w)
    rows_read = [" ".join(w[1] for w in read.in_order(r)) for _, r in sorted(rows.items())]
    return [line for row in rows_read for line in row.split("\n")]  # (a text drawn on lines)


def fits(path: Path, lang: str) -> None:
    """Type of at least 2.5 mm (2.45 measured), every word inside the printable area."""
    sizes = drawn_sizes(path) or type_sizes(path, rotated_words(lang))
    small = sorted({(round(s, 2), t) for s, t in sizes if s < 2.45})
    assert not small, f"type under 2.5 mm: {small[:8]}"
    for _, word, x0, y0, x1, y1, pw, ph in words(path):
        if y0 < ph - FOOTER:
            assert 6.35 <= x0 and x1 <= pw - 6.35 and 6.35 <= y0 and y1 <= ph - FOOTER, word


def flat(text: str) -> str:
    return " ".join(text.split())


# --- the header -----------------------------------------------------------------------------------


def test_the_header_is_read_leniently() -> None:
    record = full_club_game()
    assert header_of(record) == Header("2025-03-14", "Red Square Mafia Club", "3", "Mikhail Voronov", SERIES)
    bad = record.with_note("protocol", {"date": "14.03.2025", "club": 5, "game": True, "referee": ["x"]})
    assert header_of(bad.with_note("series", 7)) == Header()
    assert header_of(record.with_note("protocol", "Red Square").with_note("series", None)) == Header()
    assert header_of(record.with_note("protocol", {"date": "2025-02-30", "game": -1})) == Header(
        series=SERIES
    )
    long = header_of(record.with_note("protocol", {"club": "  Club\tof  " + "x" * 60, "game": 0}))
    assert long.club.startswith("Club of x") and len(long.club) == 40 and long.club.endswith("…")
    assert long.game == "0"


def long_date(iso: str, lang: str) -> str:
    """A date as the page's language writes it ("14 March 2025", «14 марта 2025»)."""
    written = phrases.in_language_of(lang, phrases.date_text, iso)
    assert (
        lang not in ("en", "ru")
        or written
        == {
            ("en", "2025-03-14"): "14 March 2025",
            ("ru", "2025-03-14"): "14 марта 2025",
            ("en", "2025-12-31"): "31 December 2025",
            ("ru", "2025-12-31"): "31 декабря 2025",
        }[lang, iso]
    )
    return written


def locale_of(lang: str) -> QLocale:
    """The QLocale of ``lang`` (the registry's), as Qt writes its numbers."""
    return QLocale(getattr(QLocale.Language, languages.LANGUAGES[lang].qlocale))


def line_at(path: Path, page: int, top: float, height: float) -> str:
    """The words whose middle is between ``top`` and ``top + height`` (mm), as read (left to
    right, or right to left on a mirrored page; see :func:`page_words`)."""
    read = page_words(path, page)
    line = [w for w in read.words if top - 1 < (w[3] + w[5]) / 2 < top + height + 1]
    return " ".join(w[1] for w in read.in_order(line))


def header_line(path: Path, page: int) -> str:
    """The words under the title, as read."""
    return line_at(path, page, BAND_Y, BAND_H)


def title_line(path: Path, page: int) -> str:
    return line_at(path, page, TITLE_Y, TITLE_H)


LONG = {"date": "2025-12-31", "club": "Клуб «Ночной город», стол № 2 Б".ljust(40, "!"), "game": 123456789}
LONG_REFEREE, LONG_SERIES = "Konstantin Vasilyevich K", "Осенний кубок клубов Санкт-Петербурга 25"


@pytest.mark.parametrize(("paper", "lang"), CASES)
def test_every_page_carries_the_header(tmp_path: Path, paper: str, lang: str) -> None:
    document = club_protocol(full_club_game(), paper, lang)
    out = pdf(document, tmp_path / "club.pdf")
    assert len(document.pages) == 2, "the days' table and the game's page"
    for page in (1, 2):
        line = header_line(out, page)
        for key, value in (
            ("header_date", long_date("2025-03-14", lang)),  # as the page's language writes it
            ("header_club", "Red Square Mafia Club"),
            ("header_game", number(3, lang)),
            ("header_referee", "Mikhail Voronov"),
        ):
            assert printed(f"{say(lang, key)}: {value}") in line, (key, line)
        assert title_line(out, page).endswith(printed(f"{say(lang, 'header_series')}: {SERIES}"))
    fits(out, lang)
    # The longest texts set-up lets one type: whole, and nothing over anything else.
    protocol = {**LONG, "referee": LONG_REFEREE}
    record = full_club_game().with_note("protocol", protocol).with_note("series", LONG_SERIES)
    assert len(LONG["club"]) == 40 and len(LONG_REFEREE) == 24 and len(LONG_SERIES) == 40
    out = pdf(club_protocol(record, paper, lang), tmp_path / "long.pdf")
    for page in (1, 2):
        line, top = header_line(out, page), title_line(out, page)
        for value in (LONG["club"], LONG_REFEREE, "123456789", long_date("2025-12-31", lang)):
            assert printed(value) in line, (value, line)
        assert LONG_SERIES in top and top.startswith(printed(say(lang, "protocol_title")))
    boxes = sorted(
        (w[2], w[4]) for w in words(out) if w[0] == 1 and BAND_Y - 1 < (w[3] + w[5]) / 2 < BAND_Y + BAND_H + 1
    )
    assert all(a[1] <= b[0] + 0.2 for a, b in zip(boxes, boxes[1:], strict=False)), "no word over the next"
    fits(out, lang)


def test_a_missing_header_leaves_lines_to_write_on(tmp_path: Path) -> None:
    record = Record(full_club_game().setup, ())
    out = pdf(referee_sheet(record, "letter", "en"), tmp_path / "blank.pdf")
    line = header_line(out, 1)
    assert line == " ".join(
        say("en", k) + ":" for k in ("header_date", "header_club", "header_game", "header_referee")
    )


# --- the game's page, filled in ---------------------------------------------------------------------


@pytest.mark.parametrize(("paper", "lang"), CASES)
def test_the_game_page_has_the_fouls_the_removal_and_the_points(
    tmp_path: Path, paper: str, lang: str
) -> None:
    record = full_club_game()
    document = club_protocol(record, paper, lang)
    out = pdf(document, tmp_path / "club.pdf")
    [page] = game_pages(document, out)
    rows = rows_of(out, page)
    ticks = {name: row.count("✓") for name, row in rows.items()}
    assert ticks == {name: {E: 3, H: 4}.get(name, 0) for name in NAMES}
    hal = " ".join(rows[H])
    assert printed(say(lang, "left_at", how=say(lang, "left_fouls"), when=say(lang, "day", n=2))) in hal
    assert " ".join(rows[F]).count(printed(say(lang, "night", n=1))) == 1, "Fay shot on night 1"
    assert printed(say(lang, "left_vote")) in " ".join(rows[B])
    assert printed(say(lang, "day", n=1)) in " ".join(rows[B])
    # Each player's points: the total last, the parts before it.
    total = points(replay(record))
    assert total is not None

    def shown(value: float, signed: bool = False) -> str:
        return printed(points_text(value, lang, signed))

    for name in NAMES:
        assert rows[name][-1] == shown(total[name]), name
    assert points_text(1.3, lang) == locale_of(lang).toString(1.3, "f", 1)  # the language's decimal comma
    if lang in ("en", "ru"):
        assert points_text(1.3, lang) == ("1,3" if lang == "ru" else "1.3")
    assert rows[D][-3:] == [shown(1), shown(0.3), shown(1.3)]
    assert rows[F][-3:] == [shown(1), shown(0.25), shown(1.25)]
    assert rows[H][-3:] == [shown(1), shown(-0.5), shown(0.5)]
    assert rows[G][-3:] == [shown(1), shown(-0.2), shown(0.8)]
    assert rows[A][-1] == rows[B][-1] == shown(0)
    fits(out, lang)


@pytest.mark.parametrize(("paper", "lang"), CASES)
def test_the_game_page_has_the_nights_the_votes_the_best_move_and_the_winner(
    tmp_path: Path, paper: str, lang: str
) -> None:
    document = club_protocol(full_club_game(), paper, lang)
    out = pdf(document, tmp_path / "club.pdf")
    [page] = game_pages(document, out)
    text = page_text(out, lang)
    # The votes of each day, one line for each vote (a day of one vote: on the day's line; a
    # long one may wrap onto the next).
    lines = block_lines(out, page, say(lang, "protocol_votes"), paper)
    wrapped = [f"{a} {b}" for a, b in zip(lines, [*lines[1:], ""], strict=True)]
    seat = lambda s, n: printed(say(lang, "votes_seat", seat=s, count=n))  # noqa: E731
    day = lambda n: printed(say(lang, "day", n=n))  # noqa: E731
    for line in (
        f"{seat(7, 5)}, {seat(2, 5)}",
        f"{seat(7, 4)}, {seat(2, 6)}",
        f"{seat(1, 3)}, {seat(10, 3)}",
        printed(say(lang, "votes_all_leave", seats="1, 10", yes=2, needed=4)),
        f"{day(3)} {seat(3, 6)}",
        f"{day(4)} {seat(1, 4)}",
    ):
        assert any(line in ln for ln in wrapped), (line, lines)
    assert sum(f"{seat(1, 3)}, {seat(10, 3)}" in ln for ln in lines) == 2, "the tie, and the tie again"
    # The best move: by Fay, naming the Don, Cid and Hal: two mafia, 0.25.
    best = " ".join(block_lines(out, page, say(lang, "protocol_best_move"), paper))
    assert f"{printed(say(lang, 'best_by'))} 6 Fay" in best
    assert "1 Alexandra Konstantinova" in best and "3 Cid" in best and "8 Hal" in best
    assert f"{printed(say(lang, 'best_mafia'))} 2" in best
    assert f"{printed(say(lang, 'points'))} {printed(points_text(0.25, lang))}" in best
    # The extra points with their reasons.
    extra = block_lines(out, page, say(lang, "protocol_extra"), paper)
    assert f"4 Dan {printed(points_text(0.3, lang, True))}" in " ".join(extra), extra
    assert f"7 Gus {printed(points_text(-0.2, lang, True))}" in " ".join(extra), extra
    for reason in ("Found the Don and led the town", "Spoke in another player's speech"):
        assert reason in text
    # The nights: Fay shot and hit, a miss (two seats), Jon shot and hit; the checks.
    nights = block_lines(out, page, say(lang, "protocol_nights"), paper)
    hit, missed = printed(say(lang, "shot_hit")), printed(say(lang, "shot_missed"))
    night = lambda n: printed(say(lang, "night", n=n))  # noqa: E731
    for line in (
        f"{night(1)} 6 Fay {hit} 4+ 3+",
        f"{night(2)} 4, 5 {missed} 5− 1+",
        f"{night(3)} 10 Jon {hit} 7− 7−",
    ):
        assert line in nights, (line, nights)
    won = " ".join(block_lines(out, page, say(lang, "result"), paper))
    town = said(lang, "Print", "The town won")
    assert lang != "ru" or town == "Победа мирных"
    assert f"{printed(say(lang, 'winner'))} {printed(town)}" in won


def test_the_game_page_shows_no_role_the_sheet_did_not(tmp_path: Path) -> None:
    """The referee's documents show every role already: the game's page shows the same role as
    the sheet's table, seat by seat; and an unfinished game's page no points (they come with the
    win)."""
    record = full_club_game()
    rules = record.setup.rules
    for played in (len(record.inputs), 12):
        part = Record(record.setup, record.inputs[:played], record.extra)
        document = club_protocol(part, "a4", "en")
        out = pdf(document, tmp_path / f"club-{played}.pdf")
        [page] = game_pages(document, out)
        ws = words(out)
        for seat, (name, role) in enumerate(zip(NAMES, record.setup.roles, strict=True), 1):
            shown = role_name(rules, role, "en")
            assert rows_of(out, page)[name][len(name.split()) + 1] == shown, name
            # The table on page 1: the role on the seat's line, in the role column.
            number = next(w for w in ws if w[0] == 1 and w[1] == str(seat) and w[2] < MARGIN + 12)
            line = [w[1] for w in ws if w[0] == 1 and abs(w[3] - number[3]) < 1 and w[2] > MARGIN + 30]
            assert shown in line, (seat, line)
        if played == 12:
            assert points(replay(part)) is None
            total = next(w for w in ws if w[0] == page and w[1] == say("en", "points_total"))
            last = next(w for w in ws if w[0] == page and w[1] == "10" and w[2] < MARGIN + 12)
            below = [w[1] for w in ws if w[0] == page and w[2] >= total[2] - 4 and total[5] < w[3] <= last[3]]
            assert not below, f"no points before the win: {below}"


# --- blank boxes, and the other presets --------------------------------------------------------------


@pytest.mark.parametrize(("paper", "lang"), CASES)
def test_a_blank_protocol_has_boxes_for_the_whole_game(tmp_path: Path, paper: str, lang: str) -> None:
    record = Record(full_club_game().setup, ())
    days = max_rounds(record.setup)
    document = club_protocol(record, paper, lang)
    out = pdf(document, tmp_path / "blank.pdf")
    pages = game_pages(document, out)
    text = "\n".join(page_texts(out)[p - 1] for p in pages)
    assert not any("✓" in row for row in rows_of(out, pages[0]).values())
    assert "0.25" not in text and "0,25" not in text and printed(points_text(0.25, lang)) not in text
    for d in range(1, days + 1):
        assert printed(say(lang, "day", n=d)) in text
    # The nights after the zero night, as many as the days' table has.
    assert printed(say(lang, "night", n=days - 1)) in text and printed(say(lang, "night", n=days)) not in text
    for key in ("fouls", "protocol_best_move", "protocol_extra", "winner"):
        assert printed(say(lang, key)) in text
    fits(out, lang)


def test_the_referee_sheet_keeps_its_rounds_and_the_protocol_has_the_game_pages(tmp_path: Path) -> None:
    """Thirty players: the referee's sheet is the nights' and days' table alone (issue 46: the
    protocol hid in it); the game protocol of rules without nominations is the game's pages, with
    the header: without a score kept no fouls and no points; with one (a house rule) both."""
    record = long_classic_game(30, 3, 2)
    sheet = referee_sheet(record, "a4", "en")
    out = pdf(sheet, tmp_path / "sheet.pdf")
    assert game_pages(sheet, out) == [], "no fouls, votes or points on the referee's sheet"
    assert "Referee's sheet: Classic" in text_of(out)
    document = game_protocol(record, "a4", "en")
    assert document.title == "Game protocol — Classic" != sheet.title
    out = pdf(document, tmp_path / "protocol.pdf")
    pages = game_pages(document, out)
    assert pages == list(range(1, len(document.pages) + 1))
    assert title_line(out, 1).startswith("Game protocol — Classic") and header_line(out, 1)
    text = "\n".join(text_of(out).split("\f")[p - 1] for p in pages)
    assert say("en", "fouls") not in text and say("en", "points_total") not in text
    assert record.setup.players[-1] in text and "The mafia won" in text
    game = replay(record)
    assert text.count(say("en", "shot_hit")) + text.count(say("en", "shot_missed")) >= game.nights - 1
    fits(out, "en")
    scored = with_options(PRESETS["classic"], {"scoring": True})
    setup = make_setup(scored, record.setup.seed, record.setup.players, record.setup.deal())
    protocol = game_protocol(Record(setup, record.inputs), "letter", "en")
    out = pdf(protocol, tmp_path / "scored.pdf")
    text = "\n".join(text_of(out).split("\f")[p - 1] for p in game_pages(protocol, out))
    assert (
        say("en", "fouls") in text
        and say("en", "points_total") in text
        and say("en", "protocol_best_move") in text
    )
    fits(out, "en")


def test_print_protocol_writes_the_protocol_with_its_header(tmp_path: Path) -> None:
    """``print protocol``: the club's protocol, with its header, the removal and the winner;
    ``print record``'s referee's sheet carries the header but none of the protocol."""
    game = tmp_path / "game.json"
    game.write_text(json.dumps(full_club_game().to_json(), ensure_ascii=False), encoding="utf-8")

    def run(*args: str) -> None:
        command = [sys.executable, "-m", "mafia_desktop", "print", *args, str(game), "--paper", "letter"]
        proc = subprocess.run(command, capture_output=True, timeout=120)
        assert proc.returncode == 0, proc.stderr

    protocol = tmp_path / "protocol.pdf"
    run("protocol", "--out", str(protocol))
    text = flat(text_of(protocol))
    assert "Game protocol" in text and "Mikhail Voronov" in text
    assert "Removed (fouls), Day 2" in text and "The town won" in text
    out = tmp_path / "cards.pdf"
    run("record", "--out", str(out))
    sheet = flat(text_of(tmp_path / "cards-referee.pdf"))
    assert "Referee's sheet" in sheet and "Mikhail Voronov" in sheet
    assert "Removed (fouls)" not in sheet and "Game protocol" not in sheet
    assert "Mikhail Voronov" not in text_of(out), "the players' cards carry no protocol"


@pytest.mark.parametrize("lang", LEFT_TO_RIGHT)
def test_the_game_page_has_the_dons_shooting_order_and_the_referees_removals(
    tmp_path: Path, lang: str
) -> None:
    from mafia_desktop.engine.inputs import Remove, ShootingOrder, Surrender

    setup = make_setup("club", 7, NAMES, {A: "don", D: "mafia", G: "mafia", E: "detective"})
    game = Game(setup)
    for inp in (
        ShootingOrder(A, (E, B, J)),
        EndNight(),
        Remove(D, "showed his card"),
        Surrender(G),
        Remove(A, "shouted"),
    ):
        game.apply(inp)
    assert game.winner == "town"
    document = club_protocol(Record(setup, tuple(game.inputs)), "a4", lang)
    out = pdf(document, tmp_path / "club.pdf")
    [page] = game_pages(document, out)
    text = page_text(out, lang)
    assert on_page(say(lang, "protocol_shooting_order"), text)
    assert on_page(f"5 {E}, 2 {B}, 10 {J}", text)
    assert on_page(say(lang, "removed_reason", reason="showed his card"), text)
    rows = rows_of(out, page)
    assert printed(say(lang, "left_removed")) in " ".join(rows[D])
    assert printed(say(lang, "left_surrendered")) in " ".join(rows[G])
    assert rows[D][-1] == printed(points_text(-0.5, lang))
