"""What every printed document shares: the catalogue's words in the page's language, the order of
the roles, and the layout helpers."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter

from mafia_desktop import i18n, phrases
from mafia_desktop.engine.roles import ROLES, is_mafia
from mafia_desktop.engine.rules import Rules
from mafia_desktop.printing.pages import PAPERS

# The catalogue's words, in the language of the page (not necessarily the app's).


def say(lang: str, key: str, **params: object) -> str:
    with phrases.speaking(lang):
        return phrases.print_text(key, **params)


def numeral(n: int, lang: str) -> str:
    """A whole number on a page in ``lang`` (a seat, a count, a page): Persian ۱۲ (see
    :func:`mafia_desktop.phrases.number`)."""
    return i18n.number(n, lang)


def numbered(n: int, text: str, lang: str) -> str:
    """A numbered line on a page in ``lang``: "3. Cid" (see :func:`mafia_desktop.phrases.numbered`)."""
    return phrases.in_language_of(lang, phrases.numbered, n, text)


def digits(text: str, lang: str) -> str:
    """A text the code wrote with figures (a protocol's "3+", "3=5") in ``lang``'s digits."""
    return i18n.digits(text, lang)


def joined(items: Sequence[object], lang: str) -> str:
    """Items one after another as ``lang`` separates them: "3, 5"; Persian «۳، ۵»."""
    return phrases.in_language_of(lang, phrases.joined, list(items))


def preset_name(rules: Rules, lang: str) -> str:
    return phrases.in_language_of(lang, phrases.preset_name, rules.preset)


def role_name(rules: Rules, role: str, lang: str) -> str:
    return phrases.in_language_of(lang, phrases.role_name, rules, role)


def duty(rules: Rules, role: str, lang: str) -> str:
    return phrases.in_language_of(lang, phrases.role_duty, rules, role)


def card_name(code: str, lang: str, preset: str = "") -> str:
    return phrases.in_language_of(lang, phrases.card_name, code, preset)


def group_name(name: str, lang: str) -> str:
    """Real cards of a card kind, by the group's own name ("King of clubs")."""
    with phrases.speaking(lang):
        return phrases.translate("Cards", name)


def event_line(rules: Rules, event: dict[str, object], lang: str) -> str | None:
    with phrases.speaking(lang):
        return phrases.event_text(event, rules)


def role_order() -> list[str]:
    """Roles in print order: the mafia's first, then the town's, civilians last (the registry's
    order within each)."""
    return sorted(ROLES, key=lambda r: (not is_mafia(r), r == "civilian"))


def dealt_list(counts: dict[str, int]) -> list[str]:
    """One role per card, grouped (the cards are shuffled by hand after cutting)."""
    return [role for role in role_order() for _ in range(counts.get(role, 0))]


def grid(paper: str, cols: int, rows: int, w: float, h: float) -> tuple[float, float]:
    pw, ph = PAPERS[paper]
    return (pw - cols * w) / 2, (ph - rows * h) / 2


def drawing(draw: Callable[..., None], *args: object) -> Callable[[QPainter, QRectF], None]:
    """A page's drawing: ``draw(painter, page, *args)``, with the arguments as they are now (not
    as a loop leaves them)."""
    return lambda p, r: draw(p, r, *args)


def left_aligned() -> object:
    return Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap
