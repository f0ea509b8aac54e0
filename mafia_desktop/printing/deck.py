"""The playing-card recipe: which cards to take from a standard deck for a deal."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from mafia_desktop.engine.roles import ROLES
from mafia_desktop.engine.rules import Rules
from mafia_desktop.printing.common import (
    card_name,
    duty,
    left_aligned,
    preset_name,
    role_name,
    role_order,
    say,
)
from mafia_desktop.printing.pages import (
    PAPERS,
    Document,
    Page,
    fit_text,
    footer,
    mm_rect,
)

# --- the playing-card recipe ---------------------------------------------------------------------


def recipe_lines(rules: Rules, counts: dict[str, int], lang: str) -> list[str]:
    return [
        say(
            lang,
            "recipe_line",
            count=n,
            card=card_name(ROLES[role].card(rules.preset), lang),
            role=role_name(rules, role, lang),
        )
        for role in role_order()
        if (n := counts.get(role, 0))
    ]


def recipe(rules: Rules, counts: dict[str, int], paper: str = "a4", lang: str = "en") -> Document:
    players = sum(counts.values())
    title = say(lang, "recipe_title", preset=preset_name(rules, lang), players=players)
    doc = Document(title, paper)

    def draw(p: QPainter, page: QRectF) -> None:
        left, width = 20.0, PAPERS[paper][0] - 40
        fit_text(p, mm_rect(left, 20, width, 12), title, 7, bold=True, flags=left_aligned())
        fit_text(p, mm_rect(left, 36, width, 12), say(lang, "recipe_intro"), 4, flags=left_aligned())
        y = 52.0
        for line in recipe_lines(rules, counts, lang):
            fit_text(p, mm_rect(left + 6, y, width - 6, 10), line, 5.2, flags=left_aligned())
            y += 11
        fit_text(
            p,
            mm_rect(left, y + 4, width, 8),
            say(lang, "recipe_total", count=players),
            4,
            bold=True,
            flags=left_aligned(),
        )
        y += 20
        for role in role_order():
            if counts.get(role):
                fit_text(
                    p,
                    mm_rect(left, y, 40, 9),
                    role_name(rules, role, lang),
                    3.6,
                    bold=True,
                    flags=left_aligned(),
                )
                fit_text(
                    p,
                    mm_rect(left + 42, y, width - 42, 9),
                    duty(rules, role, lang),
                    3.4,
                    flags=left_aligned(),
                )
                y += 10
        footer(p, page, say(lang, "generated"))

    doc.pages.append(Page(draw))
    return doc
