"""A held card a glance cannot read (issue 46, item 16): from 2-3 m, while a player held their
card, an onlooker told roles apart without reading a word. The big emblem stayed recognisable
blurred, each role's words had an outline of their own (the mafia's long, with their names, a
civilian's short), and the Russian Doctor and Detective cards ended in a lone "·" line.

The model of a glance from across the room, used by every test here:

- The screen: a 15.6" laptop at 1366x768 has pixels 0.253 mm across (396 mm of diagonal over
  1567 pixels); the panel is grabbed at that size.
- The onlooker, 3 m away: one arcminute there is 3000 mm x tan(1/60 deg) = 0.87 mm, 3.45
  pixels. A sharp eye looking straight at a bright screen resolves about one arcminute (20/20);
  a glance is worse: a look on the way elsewhere, a dim night screen (the panel's palette is
  dark: the eye's acuity drops with light), the screen at an angle, often off the centre of the
  eye. It is taken as a blur of 2 arcminutes, about 20/40: a Gaussian of sigma = 2 x 3.45 = 6.9
  pixels. The blur is made in light, as an eye's optics make it (sRGB decoded to linear
  luminance, blurred, encoded again: sRGB's curve is close to lightness, so equal steps there are
  about equally visible), then sampled every 3 pixels (well inside the blur: nothing is lost).
- A difference a glance cannot see: 2 % of the range from black to white, after the blur: about
  the least step of lightness a careful eye sees between two large fields side by side; for a
  small blurred patch, seen in passing and compared with memory, it is a generous bound.

Two things are compared, for every two roles of a deal, the same player holding each:

1. Everything but the held words (the card above all), pixel by pixel after the blur: within
   2 %. The emblem on the held card is small and every one carries the same ink
   (mafia_desktop/ui/circle/card_art.py), so a hat and a star are the same faint dot.
2. The words' outline: where the blurred screen is lit (brighter than its dark ground by 10 %,
   and by 20 %, of the way to the words' ink) is the same shape for every role, to within one
   sample (3 pixels, under an arcminute). Every role's words take the same lines, each run to the
   box's edge by a bar of as much light as words, and the first line, which names the role,
   under a faint ceiling where only tall letters reach, so the role's own letters do not shape
   the block's top edge (Persian has no capitals to even it) (mafia_desktop/ui/private/hold_ring.py).
   Inside that shape the blur still shows where a word ends and the next begins: that is the
   words' own texture, what reading is made of, not their outline. At 100 % text the held words'
   capitals are about 4.6 arcminutes tall at 3 m, just under the 5 of the smallest letter a sharp
   eye reads at a chart, and at 200 % twice that: a sharp eye staring at the laptop may read
   them, and no layout hides what can be read. What a glance takes in without reading, the
   outline, is what must not differ; at 200 % the card is checked, the words' outline is not
   (the words are large enough to be read).

The controls below show the test can fail: the emblem as large as it was, or the words without
their bars, and the roles are told apart at once.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np
import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from mafia_desktop import languages
from mafia_desktop.engine.roles import is_mafia
from mafia_desktop.engine.rules import PRESETS, Rules, recommended_counts, with_options
from mafia_desktop.ui.circle import card_art
from mafia_desktop.ui.circle.seat_circle import night_palette
from mafia_desktop.ui.private import hold_ring
from mafia_desktop.ui.private import panel as private_panel
from mafia_desktop.ui.private.hold_ring import HeldWords
from mafia_desktop.ui.theme.appearance import Appearance
from tests.ui import looks
from tests.ui.spy import HOUSE_ROLES, FrozenClock
from tests.ui.test_pass_and_play import TEN, start

PIXEL_MM = 15.6 * 25.4 / math.hypot(1366, 768)  # 0.253 mm
ARCMIN_PX = 3000 * math.tan(math.radians(1 / 60)) / PIXEL_MM  # 3.45 pixels at 3 m
SIGMA = 2 * ARCMIN_PX  # a glance: 2 arcminutes of blur
STEP = 3  # the blurred screen sampled every 3 pixels
SEEN = 0.02  # the least difference of lightness a glance could see
LIT = (0.1, 0.2)  # lit: brighter than the ground by these shares of the way to the ink
REACH = 2  # outlines within 2 samples (6 pixels: less than the blur's own width) are the same
PRESET_CASES = ["classic", "youth", "club", "angel", "club+house"]


# --- the eye -------------------------------------------------------------------------------------


def light(picture: QImage) -> np.ndarray:
    """The picture as light: sRGB decoded to linear relative luminance, 0 to 1."""
    picture = picture.convertToFormat(QImage.Format.Format_RGB888)  # red, green, blue: a byte each
    w, h = picture.width(), picture.height()
    raw = np.frombuffer(picture.constBits(), dtype=np.uint8).reshape(h, picture.bytesPerLine())
    srgb = raw[:, : 3 * w].reshape(h, w, 3).astype(np.float64) / 255
    linear = np.where(srgb <= 0.04045, srgb / 12.92, ((srgb + 0.055) / 1.055) ** 2.4)
    return np.asarray(linear @ np.array([0.2126, 0.7152, 0.0722]))


def encoded(linear: np.ndarray) -> np.ndarray:
    """Light encoded as sRGB (0 to 1): near enough lightness."""
    linear = np.clip(linear, 0, 1)
    return np.where(linear <= 0.0031308, linear * 12.92, 1.055 * linear ** (1 / 2.4) - 0.055)


def _sampling_blur(n: int) -> np.ndarray:
    """The Gaussian blur along one axis of ``n`` pixels, sampled every STEP pixels: a matrix
    (samples x pixels), each row summing to 1 (the edges: the screen ends there)."""
    centres = np.arange(STEP // 2, n, STEP)
    weights = np.exp(-0.5 * ((np.arange(n)[None, :] - centres[:, None]) / SIGMA) ** 2)
    return np.asarray(weights / weights.sum(axis=1, keepdims=True))


_BLURS: dict[int, np.ndarray] = {}


def seen(picture: QImage) -> np.ndarray:
    """The picture as a glance from 3 m sees it: blurred in light (separable: down the columns,
    then along the rows), sampled every STEP pixels, as lightness from 0 to 1."""
    lit = light(picture)
    h, w = lit.shape
    for n in (h, w):
        if n not in _BLURS:
            _BLURS[n] = _sampling_blur(n)
    return encoded(_BLURS[h] @ lit @ _BLURS[w].T)


def grown(mask: np.ndarray) -> np.ndarray:
    """``mask`` grown by REACH samples every way."""
    out = mask.copy()
    for dy, dx in itertools.product(range(-REACH, REACH + 1), repeat=2):
        out |= np.roll(np.roll(mask, dy, axis=0), dx, axis=1)
    return out


# --- the held screens ------------------------------------------------------------------------------


@dataclass
class Held:
    """What a glance sees of one role's held card, and where the held words are on it."""

    role: str
    view: np.ndarray
    words: QRect
    lines: int  # as laid out
    paragraphs: list[str]


def rules_of(case: str) -> Rules:
    base = PRESETS[case.removesuffix("+house")]
    if not case.endswith("+house"):
        return base
    return with_options(
        base, {"roles": [*base.roles, *HOUSE_ROLES], "night_order": [*base.night_order, *HOUSE_ROLES]}
    )


def deal_of(rules: Rules) -> list[str]:
    """The roles of a table of ten (the recommended deal, and one of each house role): the mafia
    first, then the town's."""
    counts = dict(recommended_counts(rules, 10))
    for role in HOUSE_ROLES:
        if role in rules.roles and not counts.get(role):
            counts[role] = 1
            counts["civilian"] -= 1
    specials = [r for r, n in counts.items() if r != "civilian" for _ in range(n)]
    return sorted(specials, key=lambda r: not is_mafia(r))


def held_cards(qtbot: QtBot, case: str) -> list[Held]:
    """Ann (seat 1) holding her card, once for each role of the deal; the rest of the deal the
    same every time (the other players hold the other cards, in seat order)."""
    rules = rules_of(case)
    specials = deal_of(rules)
    out = []
    for role in dict.fromkeys(["civilian", *specials]):
        others = list(specials)
        if role in others:
            others.remove(role)
        deal = dict(zip(TEN[1:], others, strict=False))
        if role != "civilian":
            deal["Ann"] = role
        p, _ = start(qtbot, rules, TEN, deal)  # type: ignore[arg-type]
        QApplication.processEvents()
        p.hold()
        QApplication.processEvents()
        panel = p.panel
        words = QRect(panel.secret.mapTo(panel, QPoint(0, 0)), panel.secret.size())
        text = panel.secret.text()
        lines = panel.secret.line_count(text, panel.secret.contentsRect().width())
        out.append(Held(role, seen(panel.grab().toImage()), words, lines, text.split("\n")))
        p.release()
        p.table.close()
    return out


def outside(held: Held) -> np.ndarray:
    """Where the blurred screen shows nothing of the held words: away from their box by three
    blurs."""
    mask = np.ones(held.view.shape, dtype=bool)
    margin = math.ceil(3 * SIGMA)
    box = held.words.adjusted(-margin, -margin, margin, margin)
    mask[
        max(0, box.top()) // STEP : box.bottom() // STEP + 1,
        max(0, box.left()) // STEP : box.right() // STEP + 1,
    ] = False
    return mask


def lit_levels() -> list[float]:
    """The lightness at which the glance takes a place as lit (see LIT)."""
    ground = encoded(light(_swatch(night_palette().background))).item()
    ink = encoded(light(_swatch(night_palette().ink))).item()
    return [ground + share * (ink - ground) for share in LIT]


def _swatch(colour: QColor) -> QImage:
    picture = QImage(1, 1, QImage.Format.Format_RGB32)
    picture.fill(colour)
    return picture


@dataclass
class Apart:
    """How far apart a glance sees two roles' held cards."""

    card: float  # the largest difference outside the words (0 to 1)
    outline: int  # samples lit for one role and not near anything lit for the other
    pair: tuple[str, str]


def most_apart(cards: list[Held]) -> tuple[Apart, Apart]:
    """The two roles whose cards differ most, and the two whose words' outlines do."""
    levels = lit_levels()
    card = Apart(0.0, 0, ("", ""))
    outline = Apart(0.0, 0, ("", ""))
    for a, b in itertools.permutations(cards, 2):
        away = outside(a) & outside(b)
        difference = float(np.abs(a.view - b.view)[away].max())
        if difference > card.card:
            card = Apart(difference, 0, (a.role, b.role))
        for level in levels:
            apart = int((a.view > level)[~grown(b.view > level)].sum())
            if apart > outline.outline:
                outline = Apart(0.0, apart, (a.role, b.role))
    return card, outline


@pytest.fixture
def frozen(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The panel's clock stands still: its countdown and its bar show the same for every role."""
    monkeypatch.setattr(private_panel, "time", FrozenClock())
    yield


# --- the tests ------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", languages.codes())
@pytest.mark.parametrize("case", PRESET_CASES)
def test_no_role_is_told_apart_at_a_glance(qtbot: QtBot, frozen: None, case: str, lang: str) -> None:
    with looks.look(Appearance(language=lang, text_scale=100)):
        cards = held_cards(qtbot, case)
    assert len(cards) >= 3, [c.role for c in cards]
    card, outline = most_apart(cards)
    assert card.card < SEEN, f"{case} {lang}: {card.pair} apart by {card.card:.1%} outside the words"
    assert outline.outline == 0, (
        f"{case} {lang}: the words' outlines of {outline.pair} differ ({outline.outline})"
    )
    # Every role's words take the same lines, none a lone dot (the Russian Doctor's once did).
    assert len({c.lines for c in cards}) == 1, {c.role: (c.lines, c.paragraphs) for c in cards}
    assert all(p.strip() not in ("·", ".") for c in cards for p in c.paragraphs), [
        c.paragraphs for c in cards
    ]


@pytest.mark.parametrize("lang", languages.codes())
def test_the_held_card_is_the_same_at_a_glance_in_large_text_and_high_contrast(
    qtbot: QtBot, frozen: None, lang: str
) -> None:
    """At 200 % text the card is as large as the window allows, and in high contrast its art is
    white on black: the emblem is still a dot a glance cannot tell."""
    for choice in (
        Appearance(language=lang, text_scale=200),
        Appearance(language=lang, text_scale=100, high_contrast=True),
    ):
        with looks.look(choice):
            card, _ = most_apart(held_cards(qtbot, "youth"))
        assert card.card < SEEN, f"{choice}: {card.pair} apart by {card.card:.1%} outside the words"


def test_a_big_emblem_is_told_apart(qtbot: QtBot, frozen: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """The control: the emblem drawn as large as the card allows, each with its own ink, as the
    card once had it: the same glance tells the roles apart."""
    monkeypatch.setattr(card_art, "HELD_ART", 10_000)
    monkeypatch.setattr(card_art, "EVEN_INK", 1.0)
    with looks.look(Appearance(language="en", text_scale=100)):
        card, _ = most_apart(held_cards(qtbot, "club"))
    assert card.card > 2 * SEEN, f"a big emblem should be seen: {card.pair} only {card.card:.1%} apart"


def test_words_without_their_bars_are_told_apart(
    qtbot: QtBot, frozen: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The control: the held words without the bars that run each line to the edge (the words'
    own outline, as they once were): the same glance tells the roles apart by it."""
    monkeypatch.setattr(HeldWords, "bar", lambda self: [])
    with looks.look(Appearance(language="ru", text_scale=100)):
        _, outline = most_apart(held_cards(qtbot, "youth"))
    assert outline.outline > 20, f"the outlines should differ: {outline.pair} by {outline.outline}"


def test_a_persian_card_without_its_ceiling_is_told_apart(
    qtbot: QtBot, frozen: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The control: the held words without the faint ceiling over their first line: in Persian,
    which has no capitals, the role's own tall letters shape the block's top edge, and the same
    glance tells the roles apart by it."""
    monkeypatch.setattr(hold_ring, "CEILING_LIGHT", 0.0)
    with looks.look(Appearance(language="fa", text_scale=100)):
        _, outline = most_apart(held_cards(qtbot, "youth"))
    assert outline.outline > 0, f"the top edges should differ: {outline.pair} by {outline.outline}"
