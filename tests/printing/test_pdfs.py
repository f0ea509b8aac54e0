"""The PDFs: page size, one card per player with the right roles, identical backs, the recipe,
names on the fold-over cards with nothing of the role outside the fold, the protocols."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree

import pytest

from mafia_desktop import languages, phrases
from mafia_desktop.printing.common import grid as _grid
from mafia_desktop.printing.folds import FOLD_W, PANEL_H
from tests.said import said, unmarked
from tests.scenario_check import load, scenario_files

MM_TO_PT = 72 / 25.4


def run(*args: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "mafia_desktop", "print", *args], capture_output=True, timeout=120
    )


def pdf_pages(path: Path) -> list[str]:
    out = subprocess.run(
        ["pdftotext", "-layout", str(path), "-"], capture_output=True, check=True
    ).stdout.decode()
    return out.split("\f")[:-1]


def page_size(path: Path) -> str:
    info = subprocess.run(["pdfinfo", str(path)], capture_output=True, check=True).stdout.decode()
    return re.search(r"Page size:\s+(.*)", info).group(1)  # type: ignore[union-attr]


def card_titles(pdf: Path, pages: range) -> list[str]:
    """The big role title of every card front on these pages (1-based)."""
    titles: list[str] = []
    for n in pages:
        xml = subprocess.run(
            ["pdftotext", "-bbox", "-f", str(n), "-l", str(n), str(pdf), "-"], capture_output=True, check=True
        ).stdout
        root = ElementTree.fromstring(xml.decode().replace('xmlns="http://www.w3.org/1999/xhtml"', ""))
        for word in root.iter("word"):
            if float(word.get("yMax")) - float(word.get("yMin")) > 20:  # type: ignore[arg-type]
                titles.append(word.text or "")
    return titles


def record_file(tmp_path: Path, stem: str) -> Path:
    path = tmp_path / f"{stem}.json"
    path.write_text(json.dumps(load(next(p for p in scenario_files() if p.stem == stem))["record"]))
    return path


@pytest.mark.parametrize(
    ("preset", "players", "expected"),
    [
        ("classic", 12, {"Mafia": 3, "Inspector": 1, "Civilian": 8}),
        ("youth", 20, {"Mafia": 4, "Detective": 1, "Medic": 1, "Civilian": 14}),
        ("club", 10, {"Don": 1, "Mafia": 2, "Sheriff": 1, "Civilian": 6}),
        ("angel", 16, {"Mafia": 4, "Angel": 2, "Civilian": 10}),
    ],
)
def test_role_cards_one_per_player_with_the_right_deal(
    tmp_path: Path, preset: str, players: int, expected: dict[str, int]
) -> None:
    out = tmp_path / "deal.pdf"
    proc = run("deal", "--rules", preset, "--players", str(players), "--out", str(out), "--seed", "3")
    assert proc.returncode == 0, proc.stderr
    assert page_size(out).endswith("(A4)")
    pages = pdf_pages(out)
    sheets = -(-players // 9)
    assert len(pages) == 2 * sheets + 1, "fronts and backs for each sheet, then the recipe"
    fronts = "".join(pages[0 : 2 * sheets : 2])
    titles = card_titles(out, range(1, 2 * sheets + 1, 2))
    assert {t: titles.count(t) for t in set(titles)} == expected
    backs = "".join(pages[1 : 2 * sheets : 2])
    for role in ("Mafia", "Civilian", "Don", "Sheriff", "Inspector", "Angel", "Medic", "Detective"):
        assert role not in backs, "a back says nothing of the card"
    assert "Cut along the marks" in fronts


def test_the_recipe_says_which_cards_to_pull(tmp_path: Path) -> None:
    out = tmp_path / "deal.pdf"
    assert run("deal", "--rules", "youth", "--players", "10", "--out", str(out)).returncode == 0
    recipe = pdf_pages(out)[-1]
    assert "The deck for Youth group, 10 players" in recipe
    for line in (
        "2 × Jack — Mafia",
        "1 × Ace — Detective",
        "1 × King — Medic",
        "6 × number card (2–10) — Civilian",
    ):
        assert line in recipe
    assert "10 cards in all." in recipe


def test_letter_paper_and_russian(tmp_path: Path) -> None:
    out = tmp_path / "deal.pdf"
    proc = run(
        "deal", "--rules", "club", "--players", "10", "--out", str(out), "--paper", "letter", "--lang", "ru"
    )
    assert proc.returncode == 0, proc.stderr
    assert page_size(out).startswith("612 x 792")
    text = "".join(pdf_pages(out))
    assert "Шериф" in text and "Дон" in text and "Мирный житель" in text
    assert "Правила: Клубная" in text, "the card's top line names the rules, not a role"
    assert "Вы глава мафии:" in text and "ищете, кто" in text


def test_a_deal_that_cannot_start_is_refused_with_the_reason(tmp_path: Path) -> None:
    proc = run("deal", "--rules", "club", "--players", "8", "--out", str(tmp_path / "x.pdf"))
    assert proc.returncode == 2
    assert (
        b"club rules are for 10 to 10 players" in proc.stderr
        or b"exactly" in proc.stderr
        or b"10" in proc.stderr
    )
    proc = run(
        "deal", "--rules", "classic", "--players", "10", "--mafia", "6", "--out", str(tmp_path / "x.pdf")
    )
    assert proc.returncode == 2 and b"with 6 mafia and 4 town the mafia have already won" in proc.stderr
    assert not (tmp_path / "x.pdf").exists()


def test_fold_over_cards_keep_the_role_inside_the_fold(tmp_path: Path) -> None:
    game = record_file(tmp_path, "club-car-crash-then-plurality")
    out = tmp_path / "record.pdf"
    proc = run("record", str(game), "--out", str(out))
    assert proc.returncode == 0, proc.stderr
    xml = subprocess.run(
        ["pdftotext", "-bbox", "-f", "1", "-l", "2", str(out), "-"], capture_output=True, check=True
    ).stdout
    root = ElementTree.fromstring(xml.decode().replace('xmlns="http://www.w3.org/1999/xhtml"', ""))
    x0, y0 = _grid("a4", 3, 2, FOLD_W, 3 * PANEL_H)
    role_words = {"Don", "Mafia", "Sheriff", "Civilian", "mafia", "Sheriff."}
    names_seen = set()
    for page in root.iter("page"):
        for word in page.iter("word"):
            text = word.text or ""
            cx = (float(word.get("xMin")) + float(word.get("xMax"))) / 2 / MM_TO_PT  # type: ignore[arg-type]
            cy = (float(word.get("yMin")) + float(word.get("yMax"))) / 2 / MM_TO_PT  # type: ignore[arg-type]
            if y0 <= cy <= y0 + 6 * PANEL_H and x0 <= cx <= x0 + 3 * FOLD_W:
                panel = int((cy - y0) // PANEL_H) % 3  # 0 outside, 1 inside, 2 the flap
                if text in role_words:
                    assert panel == 1, f"{text!r} printed outside the fold (panel {panel})"
                if panel == 0 and text.istitle() and len(text) == 3:
                    names_seen.add(text)
    assert names_seen == {"Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"}


def test_a_club_game_s_protocol_is_called_the_protocol_and_the_referee_s_sheet_is_its_own(
    tmp_path: Path,
) -> None:
    """Issue 46: the club protocol hid under the referee's sheet, and both Russian PDFs were
    titled «Протокол игры». Each document is named as a club calls it, in the PDF's title too."""
    game = record_file(tmp_path, "club-car-crash-then-plurality")
    out = tmp_path / "record.pdf"
    assert run("record", str(game), "--out", str(out)).returncode == 0
    assert not any("Game protocol" in page for page in pdf_pages(out)), "the players' cards only"
    sheet = "".join(pdf_pages(tmp_path / "record-referee.pdf"))
    assert "Referee's sheet: Club" in sheet and "Game protocol" not in sheet
    assert "Night 0" in sheet and "Day 1" in sheet and "Don" in sheet, "every seat's role and rounds"
    assert page_size(out).startswith("595") and page_size(tmp_path / "record-referee.pdf").startswith("842")
    protocol = tmp_path / "protocol.pdf"
    assert run("protocol", str(game), "--out", str(protocol)).returncode == 0
    text = pdf_pages(protocol)[-1]
    assert "Game protocol" in pdf_pages(protocol)[0] and "Checks" in pdf_pages(protocol)[0]
    assert "Night 1" in "".join(pdf_pages(protocol)) and "Day 1" in text
    titles = {}
    for lang in languages.codes():
        for what in ("protocol", "log"):
            path = tmp_path / f"{what}-{lang}.pdf"
            assert run(what, str(game), "--out", str(path), "--lang", lang).returncode == 0
            titles[what, lang] = unmarked(pdf_title(path))
        path = tmp_path / f"cards-{lang}.pdf"
        assert run("record", str(game), "--out", str(path), "--lang", lang).returncode == 0
        titles["sheet", lang] = unmarked(pdf_title(tmp_path / f"cards-{lang}-referee.pdf"))
        club = phrases.in_language_of(lang, phrases.preset_name, "club")
        assert titles["protocol", lang] == said(lang, "Print", "Game protocol")
        assert titles["log", lang] == said(lang, "Print", "Game log: {preset}", preset=club)
        assert titles["sheet", lang] == said(lang, "Print", "Referee's sheet: {preset}", preset=club)
        assert len({titles[what, lang] for what in ("protocol", "log", "sheet")}) == 3, lang
    assert titles["protocol", "en"] == "Game protocol" and titles["protocol", "ru"] == "Протокол игры"
    assert titles["log", "en"] == "Game log: Club" and titles["log", "ru"] == "Ход игры: Клубная"
    assert (
        titles["sheet", "en"] == "Referee's sheet: Club" and titles["sheet", "ru"] == "Лист ведущего: Клубная"
    )


def pdf_title(path: Path) -> str:
    info = subprocess.run(["pdfinfo", str(path)], capture_output=True, check=True).stdout.decode()
    return re.search(r"Title:\s+(.*)", info).group(1).strip()  # type: ignore[union-attr]


def test_the_referee_sheet_of_other_presets_has_boxes_for_nights_and_days(tmp_path: Path) -> None:
    game = record_file(tmp_path, "classic-first-execution")
    out = tmp_path / "record.pdf"
    assert run("record", str(game), "--out", str(out)).returncode == 0
    sheet = "".join(pdf_pages(tmp_path / "record-referee.pdf"))  # the whole file is the sheet
    assert "Referee's sheet: Classic" in sheet
    assert all(f"Night {n}" in sheet and f"Day {n}" in sheet for n in (1, 2, 3, 4))
    assert "Inspector" in sheet


def test_the_log_of_a_finished_game(tmp_path: Path) -> None:
    game = record_file(tmp_path, "angel-town-wins")
    out = tmp_path / "log.pdf"
    assert run("log", str(game), "--out", str(out)).returncode == 0
    text = "".join(pdf_pages(out))
    for line in (
        "Game log: Angel",
        "The town won",
        "Cid accuses Ann",
        "Bob shot at Gus",
        "Gus was killed in the night",
        "The town wins",
    ):
        assert line in text, line
    ru = tmp_path / "log-ru.pdf"
    assert run("log", str(game), "--out", str(ru), "--lang", "ru").returncode == 0
    assert "Победа мирных" in "".join(pdf_pages(ru))


def test_a_broken_record_is_refused_in_words(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    proc = run("record", str(bad), "--out", str(tmp_path / "x.pdf"))
    assert proc.returncode == 2 and b"bad.json" in proc.stderr and b"Traceback" not in proc.stderr
