"""The project's vector art (mafia_desktop.art): every role has a picture, a missing one says which,
and every picture is a sound, distinct, one-colour silhouette in the 100-unit box."""

from __future__ import annotations

import itertools
from collections.abc import Callable

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath
from PySide6.QtWidgets import QApplication

from mafia_desktop import art, art_icons
from mafia_desktop.engine.roles import ROLES, Role
from mafia_desktop.engine.rules import PRESETS

PICTURES: list[tuple[str, str, Callable[[str], QPainterPath]]] = [
    *(("emblem", code, art.emblem) for code in art.EMBLEMS),
    *(("icon", code, art.icon) for code in art.ICONS),
]


def raster(path: QPainterPath, side: int) -> list[float]:
    """``path`` filled white on black in a ``side`` pixel square: each pixel's ink, 0 to 1."""
    image = QImage(side, side, QImage.Format.Format_Grayscale8)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255))
    painter.drawPath(art.fit(path, QRectF(0, 0, side, side)))
    painter.end()
    line = image.bytesPerLine()
    data = bytes(image.constBits())
    return [data[y * line + x] / 255 for y in range(side) for x in range(side)]


def difference(a: list[float], b: list[float]) -> float:
    return sum(abs(p - q) for p, q in zip(a, b, strict=True)) / len(a)


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_every_role_has_a_picture_in_every_preset(qapp: QApplication, preset: str) -> None:
    for role in sorted(set(ROLES) | set(PRESETS[preset].roles)):
        code = ROLES[role].emblem(preset)
        assert code in art.EMBLEMS, (role, preset, code)
        assert not art.role_emblem(role, preset).isEmpty()


def test_the_presets_keep_their_roles_apart(qapp: QApplication) -> None:
    """Within one preset no two roles share a picture."""
    for preset, rules in PRESETS.items():
        codes = [ROLES[role].emblem(preset) for role in rules.roles]
        assert len(codes) == len(set(codes)), (preset, codes)


def test_a_missing_picture_is_named(qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(KeyError, match="'gargoyle'"):
        art.emblem("gargoyle")
    with pytest.raises(KeyError, match="'gargoyle'"):
        art.icon("gargoyle")
    with pytest.raises(KeyError, match="'house'"):
        art.icon("house")  # an emblem is not an icon
    monkeypatch.setitem(ROLES, "hermit", Role("hermit", "town"))
    with pytest.raises(KeyError, match="'hermit'"):
        art.role_emblem("hermit", "classic")
    monkeypatch.setitem(ROLES, "hermit", Role("hermit", "town", emblems=(("", "gargoyle"),)))
    with pytest.raises(KeyError, match="'gargoyle'"):
        art.role_emblem("hermit", "classic")


def test_every_icon_code_is_drawn() -> None:
    assert set(art_icons.DRAWINGS) == set(art.ICONS)
    assert len(set(art.EMBLEMS)) == len(art.EMBLEMS) and len(set(art.ICONS)) == len(art.ICONS)


@pytest.mark.parametrize(("kind", "code", "draw"), PICTURES, ids=[f"{k}-{c}" for k, c, _ in PICTURES])
def test_a_picture_is_a_sound_silhouette_in_the_box(
    qapp: QApplication, kind: str, code: str, draw: Callable[[str], QPainterPath]
) -> None:
    path = draw(code)
    assert not path.isEmpty()
    assert path.fillRule() == Qt.FillRule.WindingFill
    bounds = path.boundingRect()
    margin = 4.0 if kind == "emblem" else 2.0
    inner = QRectF(margin, margin, art.BOX - 2 * margin, art.BOX - 2 * margin)
    assert inner.contains(bounds), (code, bounds)
    # every emblem fills the box about as much as the others: one set
    assert max(bounds.width(), bounds.height()) >= (76 if kind == "emblem" else 70), (code, bounds)
    ink = raster(path, 200)
    share = sum(p > 0.5 for p in ink) / len(ink)
    assert 0.15 <= share <= 0.6, (code, share)
    # the holes are cut so that either fill rule shows them: what is a gap is a gap
    odd = QPainterPath(path)
    odd.setFillRule(Qt.FillRule.OddEvenFill)
    assert difference(raster(odd, 64), raster(path, 64)) < 0.002, code


@pytest.mark.parametrize("kind", ["emblem", "icon"])
def test_no_two_pictures_look_alike(qapp: QApplication, kind: str) -> None:
    small = {code: raster(draw(code), 32) for k, code, draw in PICTURES if k == kind}
    for a, b in itertools.combinations(small, 2):
        assert difference(small[a], small[b]) > 0.1, (a, b)


def test_a_picture_is_drawn_the_same_each_time(qapp: QApplication) -> None:
    assert art.emblem("mask") is art.emblem("mask")
    assert art.role_emblem("mafia", "classic") == art.emblem("mask")


@pytest.mark.parametrize("rect", [QRectF(10, 20, 300, 120), QRectF(-5, 7, 24, 24), QRectF(0, 0, 16, 40)])
def test_fit_places_a_picture_inside_a_rect(qapp: QApplication, rect: QRectF) -> None:
    for _, code, draw in PICTURES:
        placed = art.fit(draw(code), rect).boundingRect()
        assert rect.adjusted(-1e-6, -1e-6, 1e-6, 1e-6).contains(placed), (code, rect, placed)
    box = QPainterPath()
    box.addRect(QRectF(0, 0, art.BOX, art.BOX))
    square = art.fit(box, rect).boundingRect()
    side = min(rect.width(), rect.height())
    assert square.width() == pytest.approx(side) and square.height() == pytest.approx(side)
    assert square.center().x() == pytest.approx(rect.center().x())
    assert square.center().y() == pytest.approx(rect.center().y())


def test_the_new_roles_have_emblems_of_their_own(qapp: QApplication) -> None:
    """The emblems of the issue 47 roles: the Marshal's star, the Immortal's ankh, the Kamikaze's
    bomb, the Jester's cap, the Journalist's quill, the Werewolf, the Hooligan's brick, the Mayor's
    key; each is drawn, and no two of them (nor any older one) fill the same pixels."""
    new = ["star", "ankh", "bomb", "jester_cap", "quill", "wolf", "brick", "key"]
    assert set(new) <= set(art.EMBLEMS)
    masks = {code: raster(art.emblem(code), 32) for code in art.EMBLEMS}
    for code in new:
        assert not art.emblem(code).isEmpty(), code
        assert sum(p > 0.5 for p in masks[code]) > 0, code
        for other in masks:
            if other != code:
                assert difference(masks[code], masks[other]) > 0.1, (code, other)
