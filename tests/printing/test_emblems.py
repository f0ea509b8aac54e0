"""Every role's emblem on its role card and inside its fold-over card, and none of them told
through the paper.

In plain light every card shows its role's emblem under its words, and every fold one beside the
role's name. Held to a lamp (the spy of ``test_paper_secrecy.py``: light through front and back,
blurred by the paper, a linear rule on 1 mm cells learnt on some decks and tried on others), the
strip of the card or the fold the emblem is printed in tells the mafia no better than chance: with
the real art, and with art made to be told apart (a busy drawing of rings and thin bars for the
mafia, a small disc for everyone else). The same strip, the emblem's halo taken away, tells them
at once: the tests can fail.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

import numpy as np
import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QImage, QPainter, QPainterPath

from mafia_desktop.art import EMBLEMS, emblem, fit
from mafia_desktop.engine.roles import is_mafia
from mafia_desktop.engine.rules import PRESETS
from mafia_desktop.printing import cards, folds, veil, veil_shapes
from mafia_desktop.printing.cards import EMBLEM_BOX, EMBLEM_LINE, card_size, card_slots
from mafia_desktop.printing.folds import FOLD_EMBLEM, fold_over, fold_panels
from mafia_desktop.printing.pages import MM, page_image
from tests.printing import paper_model as pm
from tests.printing.test_paper_secrecy import (
    MOST,
    TEST,
    TRAIN,
    deck,
    fold_sheets,
    folded_looks,
    looks_through_cards,
    table,
)

pytestmark = pytest.mark.usefixtures("qapp")

DPI_300 = 300 / 25.4  # dots a mm


# --- in plain light ----------------------------------------------------------------------------------


def _soft(dark: np.ndarray) -> np.ndarray:
    """A drawing's darkness, softened a quarter of a millimetre (its thin lines laid at any
    fraction of a dot alike) and scaled to unit length, to be compared."""
    kernel = np.exp(-0.5 * (np.arange(-9, 10) / 3.0) ** 2)
    soft = np.apply_along_axis(np.convolve, 0, dark, kernel, mode="same")
    soft = np.apply_along_axis(np.convolve, 1, soft, kernel, mode="same")
    return soft / max(1e-9, float(np.linalg.norm(soft)))


def _alike(one: np.ndarray, two: np.ndarray) -> float:
    """How alike two drawings (darkness, cropped to their ink) are: the best correlation of the
    two, laid corner to corner and moved up to a few dots either way."""
    h, w = max(one.shape[0], two.shape[0]) + 8, max(one.shape[1], two.shape[1]) + 8
    a, b = np.zeros((h, w)), np.zeros((h, w))
    a[4 : 4 + one.shape[0], 4 : 4 + one.shape[1]] = one
    b[4 : 4 + two.shape[0], 4 : 4 + two.shape[1]] = two
    a, b = _soft(a), _soft(b)
    return max(
        float((a * np.roll(np.roll(b, dy, axis=0), dx, axis=1)).sum())
        for dy in range(-4, 5)
        for dx in range(-4, 5)
    )


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_every_card_shows_its_role_s_emblem_under_its_words(preset: str, paper: str) -> None:
    """The emblem's box on every card of a sheet holds a drawing inside the panel: the role's own
    (another card of the role shows the same picture, moved; another role's differs)."""
    document, order = deck(preset, "en", 4, paper)
    sheet = pm.array(page_image(document, 0, DPI_300))
    w, h = card_size(paper)
    ex, ey, ew, eh = EMBLEM_BOX
    lift = cards.CARD_H - h
    foot = cards.PANEL_BOX[1] + cards.PANEL_BOX[3] - lift
    seen: dict[str, np.ndarray] = {}

    def dots(mm: float, at: float = 0.0) -> int:
        return round((at + mm) * DPI_300)

    for (x, y), role in zip(card_slots(9, paper), order[:9], strict=True):
        card = sheet[dots(0, y) : dots(h, y), dots(0, x) : dots(w, x)]
        dark = np.clip(veil.PANEL_GREY - card, 0.0, None)  # the ink's darkness on the panel
        under = dark[dots(ey - lift + eh) : dots(foot), dots(ex) : dots(ex + ew)]
        assert (under < 0.2).all(), f"{preset} {paper}: a {role}'s emblem reaches past its box"
        art = dark[dots(ey - lift) : dots(ey - lift + eh), dots(ex) : dots(ex + ew)]
        assert int((art > 0.05).sum()) > 300, f"{preset} {paper}: no emblem on a {role}'s card"
        ys, xs = np.nonzero(art > 0.05)
        picture = art[ys.min() : ys.max() + 1, xs.min() : xs.max() + 1]
        for other, drawn in seen.items():
            alike = _alike(picture, drawn)
            if other == role:
                assert alike > 0.9, f"{preset} {paper}: two {role}s' emblems differ ({alike:.2f})"
            else:
                assert alike < 0.7, f"{preset} {paper}: {role}'s emblem is {other}'s ({alike:.2f})"
        seen.setdefault(role, picture)
    assert len(seen) >= 2, f"{preset}: a sheet of one role tells nothing"


def test_the_fold_shows_the_emblem_inside() -> None:
    record = table("classic", 10)
    document = fold_over(record, "a4", "en")
    sheet = pm.array(page_image(document, 0, DPI_300))
    for i, name in enumerate(list(record.setup.players)[:6]):
        _, inside, _ = fold_panels("a4", i)
        x, y, w, h = FOLD_EMBLEM
        top, left = (inside.top() / MM + y) * DPI_300, (inside.left() / MM + x) * DPI_300
        box = sheet[round(top) : round(top + h * DPI_300), round(left) : round(left + w * DPI_300)]
        assert int((box < veil.PANEL_GREY - 0.2).sum()) > 100, f"no emblem in {name}'s fold"


# --- held to a lamp --------------------------------------------------------------------------------


def _ring(r: float, width: float) -> QPainterPath:
    outer, inner = QPainterPath(), QPainterPath()
    outer.addEllipse(QPointF(50, 50), r, r)
    inner.addEllipse(QPointF(50, 50), r - width, r - width)
    return outer.subtracted(inner)


def busy() -> QPainterPath:
    """Much ink in many edges, some of them close together: rings and thin bars."""
    path = QPainterPath()
    for r in (48.0, 38.0, 28.0, 18.0):
        path = path.united(_ring(r, 4.0))
    for x in (30.0, 50.0, 70.0):
        bar = QPainterPath()
        bar.addRect(QRectF(x - 1.0, 5.0, 2.0, 90.0))
        path = path.united(bar)
    return path


def small() -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(50, 50), 12.0, 12.0)
    return path


@pytest.fixture
def telling_art(monkeypatch: pytest.MonkeyPatch) -> None:
    """The mafia's emblem busy, everyone else's a small disc: art made to be told apart."""

    def drawn(role: str, preset: str) -> QPainterPath:
        return busy() if is_mafia(role) else small()

    monkeypatch.setattr(folds, "role_emblem", drawn)
    monkeypatch.setattr(cards, "role_emblem", drawn)


@pytest.fixture
def no_emblem_halo(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(veil_shapes, "_shape_halos", lambda *args: ())


def card_strips(preset: str, seeds: tuple[int, ...], looks: int) -> tuple[np.ndarray, np.ndarray]:
    """What the spy sees through role cards (``looks`` lamps a card): the strip across the card
    the emblem may lie in, with the millimetres round it the paper spreads it into."""
    _, y, _, h = EMBLEM_BOX
    rows = slice(round((y - 2.0) * pm.DOTS), round((y + h + 2.0) * pm.DOTS))
    features, labels = [], []
    for seed in seeds:
        document, order = deck(preset, "en", seed)
        lamps = pm.lamps(looks, 1000 + seed)
        for role, front, backs, x, y_card in looks_through_cards(document, order, lamps):
            for lamp in lamps:
                features.append(pm.cells(pm.transmitted(front, backs, x, y_card, lamp)[rows]))
                labels.append(is_mafia(role))
    return np.array(features), np.array(labels)


def spy_on_card_strips(preset: str) -> float:
    return pm.spy_accuracy(card_strips(preset, TRAIN[preset], 3), card_strips(preset, TEST[preset], 2))


def fold_strips(preset: str, seeds: tuple[int, ...]) -> tuple[np.ndarray, np.ndarray]:
    """The same through folded fold-over cards: the strip of the inside the emblem lies in."""
    _, y, _, h = FOLD_EMBLEM
    rows = slice(round(y * pm.DOTS), round((y + h) * pm.DOTS))
    features, labels = [], []
    for seed in seeds:
        record = table(preset, 30, seed)
        document = fold_over(record, "a4", "en")
        sheets = fold_sheets(document)  # the same sheets under both looks' lamps
        for repeat in range(2):
            looks: Iterator[tuple[str, np.ndarray]] = folded_looks(
                document, record, 100 * seed + repeat, sheets
            )
            for name, picture in looks:
                features.append(pm.cells(picture[rows]))
                labels.append(is_mafia(record.setup.role_of(name)))
    return np.array(features), np.array(labels)


def spy_on_fold_strips(preset: str) -> float:
    return pm.spy_accuracy(fold_strips(preset, (5, 6)), fold_strips(preset, (8, 9)))


SPIES = {"card": spy_on_card_strips, "fold": spy_on_fold_strips}  # where the spy looks


@pytest.mark.slow
@pytest.mark.parametrize(
    ("where", "preset"),
    [*(("card", preset) for preset in sorted(PRESETS)), ("fold", "classic"), ("fold", "angel")],
)
def test_a_spy_cannot_tell_the_mafia_by_the_emblem(where: str, preset: str) -> None:
    """The real art: the emblem's strip alone, through role cards and through folds."""
    accuracy = SPIES[where](preset)
    assert accuracy <= MOST, f"{preset}: the emblem tells the mafia at {accuracy:.2f} through a {where}"


@pytest.mark.slow
@pytest.mark.parametrize("where", sorted(SPIES))
def test_a_spy_cannot_tell_even_art_made_to_be_told(where: str, telling_art: None) -> None:
    accuracy = SPIES[where]("classic")
    assert accuracy <= MOST, f"the busy emblem tells the mafia at {accuracy:.2f} through a {where}"


@pytest.mark.parametrize("where", sorted(SPIES))
def test_the_spy_tells_emblems_apart_that_have_no_halo(
    where: str, telling_art: None, no_emblem_halo: None
) -> None:
    """The same strip with the emblem's halo taken away: the tests above can fail."""
    accuracy = SPIES[where]("classic")
    assert accuracy >= 0.75, f"the spy should see a bare emblem through a {where} ({accuracy:.2f})"


def _halos(path_mm: QPainterPath, line: float) -> veil_shapes.Halos:
    edge = veil_shapes.outline_of(path_mm)
    return veil_shapes._shape_halos(veil_shapes._shape(edge.translated(-edge.boundingRect().topLeft())), line)


def test_an_emblem_s_halo_is_measured_tile_by_tile() -> None:
    """Round a disc's edge (a lone line, cut into the runs of many tiles, some holding only a
    sliver of it) the halo is as wide and as light as the sum says: the pale grey a third of the
    way to white, wide enough to give back the light the line's ink takes."""
    disc = QPainterPath()
    disc.addEllipse(QPointF(9, 9), 9, 9)  # 18 mm across
    give = veil.light(veil_shapes.HALO_TINT) - veil.PANEL_GREY
    lone = EMBLEM_LINE * (veil.PANEL_GREY - veil.INK_GREY) / give / 2
    rings = sorted(
        (halo, shade, math.dist(a, b))
        for halo, shade, runs in _halos(disc, EMBLEM_LINE)
        for run in runs
        for a, b in zip(run, run[1:], strict=False)
    )
    assert abs(sum(length for *_, length in rings) - math.pi * 18) < 0.1, "the halo rings the whole disc"
    for part, at in (("width", 0), ("lightness", 1)):
        values = sorted((ring[at], ring[2]) for ring in rings)
        half, middle = sum(length for _, length in values) / 2, 0.0
        for value, length in values:
            half -= length
            middle = value
            if half <= 0:
                break
        want = lone if at == 0 else veil_shapes.SHARE
        assert abs(middle - want) <= 0.1 * want, f"the disc's halo {part} is {middle:.3f}, not {want:.3f}"


def _through_paper(art: QPainterPath, halo: bool = True) -> float:
    """The most any part of ``art`` (drawn 20 mm wide, veiled, on the panel, rendered at 24 dots
    a mm) is darker or lighter than the plain panel through the thinnest ordinary paper (its
    light spread 1.5 mm: a Gaussian of 0.75 mm)."""
    dots, width = 24, 30.0
    image = QImage(round(width * dots), round(width * dots), QImage.Format.Format_RGB32)
    image.fill(veil.PANEL)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(dots / MM, dots / MM)
    path = fit(art, QRectF(5 * MM, 5 * MM, 20 * MM, 20 * MM))
    if halo:
        veil_shapes.veiled_outline(p, path, EMBLEM_LINE)
    else:
        veil._glyph_ink(p, veil_shapes.outline_of(path), veil.INK, EMBLEM_LINE * MM, 0.0)
    p.end()
    fine = pm.array(image)
    n = round(dots / pm.DOTS)
    k = fine.shape[0] // n
    values = fine[: k * n, : k * n].reshape(k, n, k, n).mean(axis=(1, 3))
    return float(np.abs(pm.blur(values - veil.PANEL_GREY, 0.75)).max())


@pytest.mark.parametrize("code", ["disc", "busy", *sorted(EMBLEMS)])
def test_every_part_of_a_veiled_emblem_is_the_panel_s_grey(code: str) -> None:
    """Through paper, every part of a veiled drawing lets through the panel's light, to an eighth
    of what the bare line takes there (the real art, a disc, and the busy art made to be told):
    what is left (where lines turn and crowd) is under half the paper's own unevenness."""
    art = {"disc": small(), "busy": busy()}.get(code) or emblem(code)
    veiled, bare = _through_paper(art), _through_paper(art, halo=False)
    assert bare >= 0.01, f"{code}: the bare line should show through the paper ({bare:.4f})"
    assert veiled <= pm.FORMATION * veil.PANEL_GREY / 2, f"{code}: the veiled art shows ({veiled:.4f})"
    assert veiled <= bare / 8, f"{code}: the veiled art is {veiled:.4f} off the panel (bare {bare:.4f})"
