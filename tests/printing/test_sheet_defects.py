"""Defects a tester found on printed pages, measured on the written PDFs: a thirty-player
referee's sheet on few pages with room for notes; the youth group's sheet on one page; no night
or day heading with nothing under it in the game's protocol; a night's shot printed once, however
often the mafia changed their aim; the club protocol's title without a word twice."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mafia_desktop import languages
from mafia_desktop.engine.deal import deal_roles
from mafia_desktop.engine.game import Game
from mafia_desktop.engine.inputs import EndDay, EndNight
from mafia_desktop.engine.record import Record
from mafia_desktop.engine.rules import PRESETS, recommended_counts
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.printing.common import say
from mafia_desktop.printing.pages import PAPERS, Document
from mafia_desktop.printing.sheets import (
    club_protocol,
    game_log,
    game_protocol,
    max_rounds,
    referee_layout,
    referee_sheet,
)
from tests.acts import Check, Protect, Shoot
from tests.engine.random_play import long_classic_game
from tests.printing.test_content import (
    FOOTER,
    Word,
    mirrored,
    page_lines,
    page_words,
    pdf,
    printed,
    random_game,
    text_of,
    words,
)
from tests.printing.test_protocol import (
    CASES,
    LEFT_TO_RIGHT,
    block_lines,
    fits,
    full_club_game,
    game_pages,
    title_line,
)
from tests.said import said

pytestmark = pytest.mark.usefixtures("qapp")


def phase_pattern() -> re.Pattern[str]:
    """A night's or a day's heading with its number, in any language of the registry."""
    said = {printed(say(lang, key, n=999)) for lang in languages.codes() for key in ("night", "day")}
    return re.compile(
        "|".join(
            re.escape(s).replace("999", r"\d+").replace("۹۹۹", r"\d+")  # (Persian digits: \d reads them)
            for s in sorted(said, key=len, reverse=True)
        )
    )


PHASE = phase_pattern()


def blank(preset: str, players: int, lang: str) -> Record:
    """A record of a table before any input, the deal the rules recommend."""
    word = "Игрок" if lang == "ru" else "Player"
    names = [f"{word} {i}" for i in range(1, players + 1)]
    setup = make_setup(preset, 5, names, deal_roles(preset, names, 5))
    assert {r: setup.roles.count(r) for r in set(setup.roles)} == {
        r: n for r, n in recommended_counts(PRESETS[preset], players).items() if n
    }
    return Record(setup, ())


def tables_of(document: Document, path: Path) -> int:
    """The pages of the sheet's tables and notes: the whole sheet (the game's pages are the game
    protocol's, issue 46)."""
    assert game_pages(document, path) == [], "no game's pages on the referee's sheet"
    return len(document.pages)


def phases_on(path: Path, pages: range) -> list[str]:
    """The nights' and days' headings on ``pages``, line by line from the top, each line as read
    (see :func:`page_words`)."""
    found = []
    for page in pages:
        read = page_words(path, page)
        rows: dict[int, list[Word]] = {}
        for w in read.words:
            rows.setdefault(round((w[3] + w[5]) / 2 * 2), []).append(w)
        for _, ws in sorted(rows.items()):
            found += PHASE.findall(" ".join(w[1] for w in read.in_order(ws)))
    return found


def notes_room(path: Path, page: int, lang: str) -> tuple[float, float]:
    """The free room under and after the notes' heading on ``page`` (mm): its height down to the
    footer and its width to the printable edge (the right one, or the left on a mirrored page);
    no other word in it."""
    ws = [w for w in words(path) if w[0] == page]
    [heading] = [w for w in ws if w[1] == printed(say(lang, "notes"))]
    _, _, x0, y0, x1, _, pw, ph = heading
    if mirrored(ws):  # the heading at the notes' right, the room to its left
        inside = [
            w[1]
            for w in ws
            if w is not heading and w[2] < x1 - 0.5 and w[5] > y0 + 0.5 and w[3] < ph - FOOTER
        ]
        room = x1 - 6.35
    else:
        inside = [
            w[1]
            for w in ws
            if w is not heading and w[4] > x0 + 0.5 and w[5] > y0 + 0.5 and w[3] < ph - FOOTER
        ]
        room = pw - 6.35 - x0
    assert not inside, f"words in the notes: {inside}"
    return ph - FOOTER - y0, room


# --- 1. thirty players: few pages, and room for notes ---------------------------------------------


@pytest.mark.parametrize(("paper", "lang"), CASES)
def test_a_thirty_player_sheet_takes_four_pages_with_room_for_notes(
    tmp_path: Path, paper: str, lang: str
) -> None:
    """Thirty classic players have thirty rounds to fill in: sixty columns, each with its
    heading across and boxes of at least 12 mm by 5, take four pages (not five), and the last
    keeps the notes a quarter of the page high or more, beside the last columns."""
    record = blank("classic", 30, lang)
    document = referee_sheet(record, paper, lang)
    out = pdf(document, tmp_path / "sheet.pdf")
    tables = tables_of(document, out)
    # The notes: on the tables' last page, free of every other word, a quarter of the page high.
    high, wide = notes_room(out, tables, lang)
    assert high >= PAPERS[paper][0] / 4 - 1 and wide >= 55, (high, wide)
    assert tables <= 4, f"{tables} pages of tables"
    # The game protocol's pages: a long block goes on where it ends soonest (the days' votes no
    # longer leave four rows alone on a third page).
    assert len(game_protocol(record, paper, lang).pages) <= 2
    phases = phases_on(out, range(1, tables + 1))
    assert len(phases) == len(set(phases)) == 2 * max_rounds(record.setup) == 60, "each night and day once"
    layout = referee_layout(record, paper, lang)
    assert layout.notes is not None and layout.notes[3] >= PAPERS[paper][0] / 4
    assert layout.column >= 12.5 and layout.row >= 5.0
    fits(out, lang)  # type of 2.5 mm at least, every word inside the printable area


# --- 2. the youth group's sheet on one page ---------------------------------------------------------

YOUTH = range(4, 15)  # up to fourteen: the deal of two mafia (6-12 players) and a little more


@pytest.mark.parametrize(("paper", "lang"), CASES)
def test_the_youth_groups_sheet_fits_one_page(tmp_path: Path, paper: str, lang: str) -> None:
    """From four players to fourteen (the default roster is ten): every night and day the game
    can take and the notes on one page."""
    for players in YOUTH:
        record = blank("youth", players, lang)
        document = referee_sheet(record, paper, lang)
        out = pdf(document, tmp_path / f"youth-{players}.pdf")
        assert tables_of(document, out) == 1, f"{players} players"
        phases = phases_on(out, range(1, 2))
        assert len(phases) == len(set(phases)) == 2 * max_rounds(record.setup), players
        assert phases[:2] == [say(lang, "day", n=1), say(lang, "night", n=1)]
        high, _ = notes_room(out, 1, lang)
        assert high >= PAPERS[paper][0] / 4 - 1, (players, high)
        fits(out, lang)


# --- 3. no heading with nothing under it ------------------------------------------------------------


def timeline_lines(path: Path, lang: str) -> list[tuple[str, bool]]:
    """The game protocol's timeline as printed: each line's words in reading order, and whether it
    is a heading (a heading starts at the margin the timeline's own heading starts at, an event
    4 mm in: the left margin, or the right one where the page reads right to left)."""
    rows: dict[tuple[int, int], list[Word]] = {}
    for w in words(path):
        page, _, _, y0, _, y1, _, ph = w
        if y0 < ph - FOOTER:
            rows.setdefault((page, round((y0 + y1) / 2 * 2)), []).append(w)
    backwards = languages.LANGUAGES[lang].rtl
    lines = [sorted(ws, key=lambda w: -w[4] if backwards else w[2]) for _, ws in sorted(rows.items())]

    def text(ws: list[Word]) -> str:
        return " ".join(w[1] for w in ws)

    start = next(k for k, ws in enumerate(lines) if text(ws) == printed(say(lang, "timeline")))
    head = lines[start]
    left = head[-1][2] if backwards else head[0][2]  # the start of the heading's line, either side
    right = head[0][4] if backwards else head[-1][4]
    rtl_page = head[0][6] - right < left  # the headings hang on the right margin

    def heading(ws: list[Word]) -> bool:
        return (
            abs(max(w[4] for w in ws) - right) < 2.0 if rtl_page else abs(min(w[2] for w in ws) - left) < 2.0
        )

    return [(text(ws), heading(ws)) for ws in lines[start + 1 :]]


@pytest.mark.parametrize("lang", LEFT_TO_RIGHT)
def test_no_heading_of_the_game_log_stands_empty(tmp_path: Path, lang: str) -> None:
    """The meeting night (no one is shot) and the youth group's first day (talk only) have no
    heading; the nights are counted as the table counts them (night 1 after day 1)."""

    def night(n: int) -> str:
        return printed(say(lang, "night", n=n))

    def day(n: int) -> str:
        return printed(say(lang, "day", n=n))

    for record, first in (
        (long_classic_game(10, 3, 2), [day(1), night(1), day(2)]),
        (random_game("youth", 12, 4), [night(1), day(2), night(2)]),
        (full_club_game(), [day(1), night(1), day(2)]),
    ):
        lines = timeline_lines(pdf(game_log(record, "a4", lang), tmp_path / "log.pdf"), lang)
        headings = [text for text, heading in lines if heading]
        assert headings[:3] == first, headings[:4]
        for (text, heading), (_, after) in zip(lines, [*lines[1:], ("", True)], strict=True):
            assert not (heading and after), f"{text!r} has nothing under it"


# --- 4. a night's shot, once --------------------------------------------------------------------------


def youth_night_of_many_aims() -> tuple[Record, str, str]:
    """Twenty players: the four mafia change their aim eleven times in night 1, the last aim
    on Tom; the Medic protects Tom. Returns the record, the last to aim and Tom."""
    names = [f"P{i:02d}" for i in range(1, 21)]
    mafia = ["P02", "P07", "P11", "P16"]
    roles = {**{m: "mafia" for m in mafia}, "P05": "detective", "P09": "doctor"}
    game = Game(make_setup("youth", 2, names, roles))
    game.apply(EndDay())  # the day of talk
    aims = [("P02", "P03"), ("P07", "P04"), ("P02", "P06"), ("P11", "P03"), ("P16", "P08"), ("P07", "P10")]
    aims += [("P02", "P12"), ("P11", "P13"), ("P16", "P14"), ("P07", "P03"), ("P11", "P12")]
    for by, target in aims:
        game.apply(Shoot(by, target))
    game.apply(Check("P05", "P02"))
    game.apply(Protect("P09", "P12"))
    game.apply(EndNight())
    assert game.days == 2 and game.is_alive("P12")
    return Record(game.setup, tuple(game.inputs)), "P11", "P12"


@pytest.mark.parametrize("lang", LEFT_TO_RIGHT)
def test_a_night_of_changed_aims_prints_one_shot(tmp_path: Path, lang: str) -> None:
    record, last_by, target = youth_night_of_many_aims()
    log = pdf(game_log(record, "a4", lang), tmp_path / "log.pdf")
    # the words of "{by} shot at {target}" between the names: "shot at", «стреляет:»
    shot = max(re.split(r"\{\w+\}", said(lang, "Texts", "{by} shot at {target}")), key=len).strip()
    assert shot and lang != "ru" or shot == "стреляет:"
    lines = [line for line in page_lines(log, lang) if shot in line]
    assert len(lines) == 1, lines
    assert last_by in lines[0] and target in lines[0]
    # The game's page of the game protocol: the night's one shot, saved.
    document = game_protocol(record, "a4", lang)
    out = pdf(document, tmp_path / "protocol.pdf")
    nights = block_lines(out, game_pages(document, out)[0], say(lang, "protocol_nights"), "a4")
    night, saved = printed(say(lang, "night", n=1)), printed(say(lang, "shot_saved"))
    row = next(line for line in nights if line.startswith(night + " "))
    assert row == f"{night} 12 {target} {saved} 2+", row  # and the check


def test_mafia_who_agree_or_disagree_get_one_line_a_night(tmp_path: Path) -> None:
    """The club's rules: every mafioso shoots once. Night 1 both shoot Fay (one line); night 2
    they shoot two seats (one line saying they did not agree)."""
    text = " ".join(text_of(pdf(game_log(full_club_game(), "a4", "en"), tmp_path / "p.pdf")).split())
    assert text.count("The mafia shot at Fay") == 1
    agree = "The mafia did not agree: Alexandra Konstantinova at Dan, Cid at Evgenia Rozhdestvenskaya"
    assert text.count(agree) == 1
    assert text.count("Alexandra Konstantinova shot at Jon") == 1, "one mafioso left: his shot"
    assert text.count("shot at") == 2, "no other shot"


# --- 5. the club protocol's title -------------------------------------------------------------------


@pytest.mark.parametrize(("paper", "lang"), CASES)
def test_the_club_protocols_title_says_no_word_twice(tmp_path: Path, paper: str, lang: str) -> None:
    record = full_club_game()
    document = club_protocol(record, paper, lang)
    out = pdf(document, tmp_path / "club.pdf")
    series = f"{say(lang, 'header_series')}: "
    for page in range(1, len(document.pages) + 1):
        title = title_line(out, page).split(series)[0].strip()
        assert title == say(lang, "protocol_title"), title
        seen = [w.lower().strip("—:") for w in title.split()]
        assert len([w for w in seen if w]) == len({w for w in seen if w}), title
