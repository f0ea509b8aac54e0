"""Every role's emblem inside its fold-over card, and none of them told through the paper.

(The role cards' fronts carry none: there, the youth deck's art let this spy tell the mafia.)
In plain light every fold shows an emblem beside the role's name. Held to a lamp (the spy of ``test_paper_secrecy.py``: light through
front and back, blurred by the paper, a linear rule on 1 mm cells learnt on one deck and tried on
others), the strip of the fold the emblem is printed in tells the mafia no better than chance:
with the real art, and with art made to be told apart (a busy drawing of rings and thin bars for
the mafia, a small disc for everyone else). The same strip, the emblem's halo taken away, tells
them at once: the tests can fail.
"""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath

from mafia_desktop.engine.roles import is_mafia
from mafia_desktop.printing import folds, veil, veil_shapes
from mafia_desktop.printing.cards import EMBLEM_LINE
from mafia_desktop.printing.folds import FOLD_EMBLEM, fold_over, fold_panels
from mafia_desktop.printing.pages import MM, page_image
from tests.printing import paper_model as pm
from tests.printing.test_paper_secrecy import MOST, folded_looks, table

pytestmark = pytest.mark.usefixtures("qapp")

DPI_300 = 300 / 25.4  # dots a mm


# --- in plain light ----------------------------------------------------------------------------------


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


@pytest.fixture
def no_emblem_halo(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(veil_shapes, "_shape_halos", lambda *args: ())


def fold_strips(preset: str, seeds: tuple[int, ...]) -> tuple[np.ndarray, np.ndarray]:
    """The same through folded fold-over cards: the strip of the inside the emblem lies in."""
    _, y, _, h = FOLD_EMBLEM
    rows = slice(round(y * pm.DOTS), round((y + h) * pm.DOTS))
    features, labels = [], []
    for seed in seeds:
        record = table(preset, 30, seed)
        document = fold_over(record, "a4", "en")
        for repeat in range(2):
            looks: Iterator[tuple[str, np.ndarray]] = folded_looks(document, record, 100 * seed + repeat)
            for name, picture in looks:
                features.append(pm.cells(picture[rows]))
                labels.append(is_mafia(record.setup.role_of(name)))
    return np.array(features), np.array(labels)


def spy_on_fold_strips(preset: str) -> float:
    return pm.spy_accuracy(fold_strips(preset, (5, 6)), fold_strips(preset, (8, 9)))


@pytest.mark.slow
@pytest.mark.parametrize("preset", ["classic", "angel"])
def test_a_spy_cannot_tell_the_mafia_by_the_emblem(preset: str) -> None:
    """The real art: the emblem's strip alone, through folds."""
    accuracy = spy_on_fold_strips(preset)
    assert accuracy <= MOST, f"{preset}: the emblem tells the mafia at {accuracy:.2f} through a fold"


@pytest.mark.slow
def test_a_spy_cannot_tell_even_art_made_to_be_told(telling_art: None) -> None:
    accuracy = spy_on_fold_strips("classic")
    assert accuracy <= MOST, f"the busy emblem tells the mafia at {accuracy:.2f} through a fold"


def test_the_spy_tells_emblems_apart_that_have_no_halo(telling_art: None, no_emblem_halo: None) -> None:
    """The same strip with the emblem's halo taken away: the tests above can fail."""
    accuracy = spy_on_fold_strips("classic")
    assert accuracy >= 0.75, f"the spy should see a bare emblem through the paper ({accuracy:.2f})"


def _halos(path_mm: QPainterPath, line: float) -> veil_shapes.Halos:
    edge = veil_shapes.outline_of(path_mm)
    return veil_shapes._shape_halos(veil_shapes._shape(edge.translated(-edge.boundingRect().topLeft())), line)


def test_an_emblem_s_halo_is_measured_tile_by_tile() -> None:
    """The halo gives back the light the line's ink takes, in every tile: round a disc's edge
    (a lone line) it is as wide as the sum says (ink of the ink's light a line's width, white on
    the panel's grey)."""
    disc = QPainterPath()
    disc.addEllipse(QPointF(9, 9), 9, 9)  # 18 mm across
    lone = EMBLEM_LINE * (veil.PANEL_GREY - veil.INK_GREY) / (1 - veil.PANEL_GREY) / 2
    halos = _halos(disc, EMBLEM_LINE)
    tiles = sum(len(t) for _, t in halos)
    near = sum(len(t) for h, t in halos if abs(h - lone) <= 0.3 * lone)
    assert near >= 0.8 * tiles, f"{near} of {tiles} tiles round a disc have a lone line's halo ({halos})"
