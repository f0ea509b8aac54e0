"""The card on the private panel: one box, the same size, shape and place for every role and on
every private screen; the same back for everyone while nothing is held; the role's own emblem on
its face only while its holder holds their card; night colours, nothing bright. And the emblems
beside the roles' names in set-up's deal box and on the host's card buttons."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from mafia_desktop.art import role_emblem
from mafia_desktop.engine.roles import ROLES
from mafia_desktop.engine.rules import PRESET_IDS, PRESETS, with_options
from mafia_desktop.table.host_cards import HostCards
from mafia_desktop.table.setup import special_roles
from mafia_desktop.ui.circle.card_art import CardBox
from mafia_desktop.ui.circle.seat_circle import night_palette
from mafia_desktop.ui.private import panel as private_panel
from mafia_desktop.ui.setup.rules import DealBox
from mafia_desktop.ui.setup.screen import SetupScreen
from mafia_desktop.ui.table.host_deal import HostDealScreen
from mafia_desktop.ui.theme import type_scale
from mafia_desktop.ui.theme.appearance import Appearance
from tests.bounded import bounded
from tests.ui import looks
from tests.ui.spy import FrozenClock
from tests.ui.test_pass_and_play import CLUB, TEN, Pass, start


def box_of(p: Pass) -> tuple[int, int, int, int]:
    """The card's place and size on the panel (once it is laid out, as it shows)."""
    QApplication.processEvents()
    card = p.panel.card
    return QRect(card.mapTo(p.panel, QPoint(0, 0)), card.size()).getRect()  # type: ignore[return-value]


def image(widget: Any) -> QImage:
    return widget.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)


def pixels(widget: Any) -> bytes:
    """Every pixel of ``widget`` as it shows now."""
    picture = image(widget)
    return bytes(picture.constBits())


def test_one_card_box_on_every_screen_the_emblem_only_on_the_held_card(qtbot: QtBot) -> None:
    p, d = start(qtbot, "club", TEN, CLUB)
    card = p.panel.card
    boxes: dict[str, set[tuple[int, int, int, int]]] = {"deal": set(), "night": set()}
    backs: set[bytes] = set()
    for _ in bounded(12, "the deal"):
        if "got_it" not in p.panel.buttons:
            break
        who = p.panel.shown_screen.who  # type: ignore[union-attr]
        role = CLUB.get(str(who), "civilian")
        assert not card.face_up and card.isVisible()
        boxes["deal"].add(box_of(p))
        backs.add(pixels(card))
        p.hold()
        assert card.face_up, "held: the card turns over"
        assert card._face == role_emblem(role, "club"), f"{who}'s own emblem, the {role}'s"
        boxes["deal"].add(box_of(p))
        p.release()
        assert not card.face_up and card._face is None, "released: the back again, nothing kept"
        backs.add(pixels(card))
        p.press("got_it")
    boxes["deal"].add(box_of(p))  # the end of the deal: the same box, the target gone
    assert card.isVisible() and not p.panel.ring.isVisible()
    backs.add(pixels(card))
    p.press("to_table")
    d.press("end_night")
    d.press("end_day")
    for who in TEN[:5]:  # the Don, decoys, a mafioso, the Sheriff: held, never a face
        p.hold()
        assert not card.face_up, f"{who}'s night turn: the card stays face down"
        boxes["night"].add(box_of(p))
        backs.add(pixels(card))
        p.release()
        p.press("nobody")
        while "confirm" in p.panel.buttons:
            p.hold()
            assert not card.face_up
            p.release()
            p.press("nobody")
        p.hold()  # the answer
        assert not card.face_up
        boxes["night"].add(box_of(p))
        p.release()
        p.press("done")
    assert len(boxes["deal"]) == 1, boxes
    assert len(boxes["night"]) == 1, boxes
    (deal,), (night,) = boxes["deal"], boxes["night"]
    assert deal[2:] == night[2:], "the same card at the deal and at night"
    assert len(backs) == 1, "one back, on every screen, held or not"


def test_released_the_panel_is_the_same_whatever_the_role(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """One deal (the club's roles and the house's Maniac), Ann holding each of its roles in turn:
    once she lets go of her card, every pixel of the panel is as it is for any other role."""
    monkeypatch.setattr(private_panel, "time", FrozenClock())
    club = PRESETS["club"]
    rules = with_options(
        club, {"roles": [*club.roles, "maniac"], "night_order": [*club.night_order, "maniac"]}
    )
    specials = ["don", "mafia", "detective", "maniac"]
    pictures: dict[str, bytes] = {}
    held: dict[str, bytes] = {}
    for role in ["civilian", *specials]:
        others = [r for r in specials if r != role]  # the same deal, Ann holding ``role``
        deal = dict(zip(TEN[1:], others, strict=False))
        if role != "civilian":
            deal["Ann"] = role
        p, _ = start(qtbot, rules, TEN, deal)  # type: ignore[arg-type]
        QApplication.processEvents()
        p.hold()
        held[role] = pixels(p.panel.card)
        p.release()
        QApplication.processEvents()
        pictures[role] = pixels(p.panel)
        assert p.panel.card.accessibleName() == "Your card (hold to see)" and not p.panel.card.toolTip()
        p.table.close()
    assert len(set(pictures.values())) == 1, "released, the panel tells no role"
    assert len(set(held.values())) == len(pictures), "held, each role's card is its own"


@pytest.mark.parametrize("preset", PRESET_IDS)
def test_every_role_has_its_emblem_in_every_preset(preset: str) -> None:
    for role in [*PRESETS[preset].roles, "maniac", "lover", "bodyguard"]:
        assert not role_emblem(role, preset).isEmpty(), (preset, role)


def test_the_held_card_is_soft_at_night(qtbot: QtBot) -> None:
    """Nothing on the card is lighter than the panel's own text (the night's ink)."""
    card = CardBox()
    qtbot.addWidget(card)
    card.set_height(240)
    card.show_face(True, role_emblem("don", "club"))
    ink = night_palette().ink.lightness()
    picture = image(card)
    lightest = max(  # inside its frame (its rounded corners show the panel under it)
        QColor(picture.pixel(x, y)).lightness()
        for x in range(8, picture.width() - 8, 2)
        for y in range(8, picture.height() - 8, 2)
    )
    assert lightest <= ink, (lightest, ink)
    # The art shows: the face with the emblem is not the bare face.
    card.show_face(True, None)
    assert pixels(card) != bytes(picture.constBits())


@pytest.mark.parametrize("scale", [100, 200])
def test_no_text_of_the_panel_under_the_least_type(qtbot: QtBot, scale: int) -> None:
    with looks.look(Appearance(language="ru", text_scale=scale)):
        p, _ = start(qtbot, "club", TEN, CLUB)
        for size in ((1024, 600), (1366, 768)):
            p.table.resize(*size)
            QApplication.processEvents()
            p.panel._fit()
            assert not looks.too_small(p.panel), (size, looks.too_small(p.panel))
            least = type_scale.least_px()
            assert p.panel.secret.font().pixelSize() >= least
            font = p.panel.ring.words_font(p.panel.ring.width() - 16, "Release to hide")
            assert font is None or font.pixelSize() >= least
        p.table.close()


@pytest.mark.parametrize("scale", [100, 200])
def test_set_up_shows_the_emblem_of_every_role_it_offers(qtbot: QtBot, scale: int) -> None:
    with looks.look(Appearance(language="en", text_scale=scale)):
        screen = SetupScreen()
        qtbot.addWidget(screen)
        screen.show()
        box = screen.findChild(DealBox)
        assert box is not None
        assert set(box.emblems) == {*special_roles(), "civilian"}
        for preset in PRESET_IDS:
            screen.set_preset(preset)
            QApplication.processEvents()
            for role, mark in box.emblems.items():
                assert mark.shown and mark.isVisible(), (preset, role)
                assert mark.path == role_emblem(role, preset), (preset, role)
                label = box.count_labels.get(role)
                text_height = label.fontMetrics().height() if label is not None else 0
                assert mark.height() >= text_height, "as large as the name beside it"
                assert 26 * scale // 100 <= mark.width() <= 34 * scale // 100
                picture = image(mark)
                ink = mark.palette().color(mark.foregroundRole()).rgb() & 0xFFFFFF
                assert any(
                    picture.pixel(x, y) & 0xFFFFFF == ink
                    for x in range(picture.width())
                    for y in range(picture.height())
                ), f"{role}: drawn in the text's colour"


def test_the_host_sees_each_cards_emblem(qtbot: QtBot) -> None:
    rules = PRESETS["classic"]
    counts = {"civilian": 7, "mafia": 2, "detective": 1}
    screen = HostDealScreen(rules, HostCards(TEN, counts))
    qtbot.addWidget(screen)
    screen.show()
    for role in counts:
        mark = screen.emblems[role]
        assert mark.isVisible() and mark.path == role_emblem(role, "classic"), role
    assert ROLES["detective"].emblem("classic") == "magnifier"
