"""The printed schedule: an overview, then one page for each table of each round, each with the
names in seat order; in English and Russian; and from the command line."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from mafia_desktop import languages
from mafia_desktop.club.tournament import Tournament, dumps, new_tournament
from mafia_desktop.printing.schedule import schedule_document
from tests.printing.test_content import DRAWN, pdf
from tests.said import said, unmarked

# Pages written left to right, read back word by word in Latin digits; Persian pages (right to
# left, Persian digits) are read by tests/printing/test_persian_pages.py and test_persian_numbers.py.
LEFT_TO_RIGHT = tuple(code for code, language in languages.LANGUAGES.items() if not language.rtl)


NAMES = [f"Player {i:02d}" for i in range(1, 24)]


def _text(pdf: Path, page: int) -> str:
    out = subprocess.run(
        ["pdftotext", "-layout", "-f", str(page), "-l", str(page), str(pdf), "-"],
        capture_output=True,
        check=True,
    )
    return out.stdout.decode()


def _pages(pdf: Path) -> int:
    info = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, check=True).stdout.decode()
    return int(next(line.split()[-1] for line in info.splitlines() if line.startswith("Pages:")))


def _cup() -> Tournament:
    return new_tournament("Spring cup", NAMES, 2, 3, rng=random.Random(2), seed=4)


@pytest.mark.parametrize("lang", LEFT_TO_RIGHT)
def test_one_page_per_table_and_round_with_the_names_in_seat_order(
    qapp: object, tmp_path: Path, lang: str
) -> None:
    t = _cup()
    doc = schedule_document(t, "a4", lang)
    out = pdf(doc, tmp_path / "schedule.pdf")
    # pdftotext cannot read a right-to-left page back in order: its texts as drawn (page_text)
    drawn = (
        [[unmarked(text) for text in page] for page in DRAWN[out]] if languages.LANGUAGES[lang].rtl else []
    )
    overview = 1
    assert _pages(out) == overview + 3 * 2 == len(doc.pages)
    page = overview
    for number, rnd in enumerate(t.schedule.rounds, start=1):
        assert len(rnd.out) == 3
        for table, names in enumerate(rnd.tables, start=1):
            page += 1
            text = " ".join(drawn[page - 1]) if drawn else _text(out, page)
            assert "Spring cup" in text
            slot = said(lang, "Print", "Round {round} · Table {table}", round=number, table=table)
            assert slot in text
            if lang in ("en", "ru"):
                assert (
                    f"Round {number} · Table {table}" if lang == "en" else f"Тур {number} · Стол {table}"
                ) in text
            if drawn:  # the seats' numbers, then the names, as the table draws them row by row
                seats = [int(text) for text in drawn[page - 1] if text.isdigit()]
                assert seats[: len(names)] == list(range(1, len(names) + 1))
                found = [text for text in drawn[page - 1] if text in NAMES]
            else:
                lines = [line.split() for line in text.splitlines()]
                found = [" ".join(words[1:3]) for words in lines if len(words) >= 3 and words[0].isdigit()]
            assert found == list(names)  # seat 1, 2, ... with the names in seat order
            assert said(lang, "Print", "Referee") in text  # as the protocol says it
            if lang in ("en", "ru"):
                assert ("Referee" if lang == "en" else "Судья") in text
            for other in set(NAMES) - set(names):
                assert other not in text
    first = " ".join(drawn[0]) if drawn else _text(out, 1)
    for rnd in t.schedule.rounds:
        for names in rnd.tables:
            for seat, name in enumerate(names, start=1):
                assert f"{seat}. {name}" in first
        for name in rnd.out:
            assert name in first


def test_a_long_tournament_overview_takes_more_pages(qapp: object) -> None:
    t = new_tournament("Long", NAMES[:20], 2, 20, rng=random.Random(1))
    doc = schedule_document(t, "letter", "en")
    assert len(doc.pages) == 2 + 40


def test_print_schedule_on_the_command_line(tmp_path: Path) -> None:
    t = _cup()
    source = tmp_path / f"{t.id}.mafia-tournament.json"
    source.write_text(dumps(t), encoding="utf-8")
    out = tmp_path / "schedule.pdf"
    cmd = [sys.executable, "-m", "mafia_desktop", "print", "schedule", str(source), "--out", str(out)]
    done = subprocess.run([*cmd, "--lang", "ru"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert _pages(out) == 7
    source.write_text("[]", encoding="utf-8")
    out.unlink()
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and "not a Mafia Desktop tournament" in done.stderr
    assert not out.exists()
