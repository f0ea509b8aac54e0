"""The private panel fits the window at 100 % and 200 % text (issue 46, item 6).

At 1366x768 and 1024x600, in English and Russian, on the deal (passed round, and the referee's),
a night turn passed round and a role woken with the laptop in the middle: the hold target is
large (at least 96 px) with its words shown ("Hold to see", inside its circle or beside it) and
all in sight, and every button of the turn is whole on screen without scrolling, the countdown's
words whole above them. With the laptop in the middle, a role's last seconds bring a warning
(confirm now, or More time): it and the More time button are on screen and nothing moves when
the warning comes. (Once, at 200 %, the target shrank to an unlabelled 56 px icon and *Got it*
fell below the fold; in Russian the warning pushed *More time* off the window.)
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from mafia_desktop import languages
from mafia_desktop.engine.inputs import EndDay, EndNight
from mafia_desktop.i18n import number
from mafia_desktop.ui.common.widgets import WrappedText
from mafia_desktop.ui.private import panel as private_panel
from mafia_desktop.ui.private.hold_ring import HoldRing
from mafia_desktop.ui.private.panel import WAKE_WARNING, PrivatePanel
from mafia_desktop.ui.theme.appearance import Appearance
from mafia_desktop.ui.window.main_window import MainWindow
from tests.bounded import bounded
from tests.ui import looks
from tests.ui.spy import FrozenClock
from tests.ui.test_held_words import record

LEAST_TARGET = 96  # the hold target's least height, in pixels
SIZES = [(1366, 768), (1024, 600)]
SCREENS = ["deal", "referee-deal", "night", "middle"]


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Iterator[FrozenClock]:
    frozen = FrozenClock()
    monkeypatch.setattr(private_panel, "time", frozen)
    yield frozen
    looks.appearance.apply(Appearance(language="en"))


def shown_part(widget: QWidget) -> QRect:
    """What of ``widget`` is on screen, in the window: clipped by every widget it is in (a scroll
    area's viewport, the window)."""
    window = widget.window()
    seen = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
    parent = widget.parentWidget()
    while parent is not None:
        seen = seen.intersected(QRect(parent.mapTo(window, QPoint(0, 0)), parent.size()))
        parent = parent.parentWidget()
    return seen


def whole(widget: QWidget) -> bool:
    return widget.isVisible() and shown_part(widget).size() == widget.size()


def labelled(ring: HoldRing) -> bool:
    """Whether the hold target shows its words (beside its circle, or inside it)."""
    if getattr(ring, "words_beside", False):
        return True
    text = ring.tr("Release to hide") if ring.shown else ring.tr("Hold to see")
    return ring.words_font(min(ring.width(), ring.height()) - 16, text) is not None


def cut(words: QWidget) -> bool:
    """Whether the text ``words`` shows is cut (a label too narrow, wrapped text too short)."""
    if not words.text():  # type: ignore[attr-defined]
        return False
    if isinstance(words, QLabel):
        return words.sizeHint().width() > words.width() or words.sizeHint().height() > words.height()
    assert isinstance(words, WrappedText)
    return words.height_of(words.text(), words.contentsRect().width()) > words.contentsRect().height()


def open_game(qtbot: QtBot, screen: str, size: tuple[int, int]) -> MainWindow:
    mode = {"deal": "pass", "referee-deal": "referee", "night": "pass", "middle": "middle"}[screen]
    window = MainWindow(remember_geometry=False, read_only=True)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.open_record(record("club", "ordinary", mode))
    assert window.table is not None and window.controller is not None
    QApplication.processEvents()
    return window


def through_the_deal(window: MainWindow) -> None:
    """Each player holds their card and taps Got it; the first night's private turns begin."""
    assert window.table is not None and window.controller is not None
    panel = window.table.private
    panel.ring.hold_ms = 0
    for _ in bounded(12, "the deal"):
        if "got_it" not in panel.buttons:
            break
        panel.ring.press()
        panel.ring.release()
        panel.skip_wait()
        panel.buttons["got_it"].click()
    panel.buttons["to_table"].click()
    if window.controller.view().phase == "night":
        window.controller.submit([EndNight()])
    window.controller.submit([EndDay()])
    QApplication.processEvents()
    ready = next((b for b in window.table.step_buttons() if b.objectName() == "action_night_ready"), None)
    if ready is not None:
        ready.click()
    QApplication.processEvents()
    assert window.table.pages.currentWidget() is panel


def check(panel: PrivatePanel, where: str) -> None:
    ring = panel.ring
    assert ring.height() >= LEAST_TARGET, f"{where}: the hold target is {ring.height()} px"
    assert labelled(ring), f"{where}: the hold target shows no words"
    assert whole(ring), f"{where}: the hold target is not all in sight: {shown_part(ring)} of {ring.size()}"
    assert panel.buttons, where
    for key, button in panel.buttons.items():
        assert whole(button), f"{where}: {key} is not all on screen: {shown_part(button)} of {button.size()}"
        assert button.fits(), f"{where}: {key}'s words are cut"
    for words in (panel.title, panel.hint, panel.countdown):
        assert not cut(words), f"{where}: {words.objectName()} is cut"
    assert whole(panel.countdown), f"{where}: the countdown is not all on screen"


def places(panel: PrivatePanel) -> dict[str, QRect]:
    window = panel.window()
    shown = {"ring": panel.ring, "countdown": panel.countdown, **panel.buttons}
    return {k: QRect(w.mapTo(window, QPoint(0, 0)), w.size()) for k, w in shown.items()}


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("lang", languages.codes())
def test_the_target_and_every_button_of_the_turn_are_on_screen(
    qtbot: QtBot, clock: FrozenClock, lang: str, scale: int, size: tuple[int, int], screen: str
) -> None:
    with looks.look(Appearance(language=lang, text_scale=scale)):
        window = open_game(qtbot, screen, size)
        assert window.table is not None
        panel = window.table.private
        if screen in ("night", "middle"):
            through_the_deal(window)
        where = f"{screen} {lang} {scale} % {size[0]}x{size[1]}"
        shown = panel.shown_screen
        assert shown is not None and shown.stage in ("cover", "turn"), where
        check(panel, f"{where}, {shown.stage}")
        panel.ring.hold_ms = 0
        panel.ring.press()  # held: the words show, and Got it (or Confirm) is the next to press
        assert panel.ring.shown, where
        check(panel, f"{where}, held")
        panel.ring.release()
        window.close()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("lang", languages.codes())
def test_a_role_s_last_seconds_bring_the_warning_and_more_time_and_move_nothing(
    qtbot: QtBot, clock: FrozenClock, lang: str, scale: int, size: tuple[int, int]
) -> None:
    """The laptop in the middle: in a role's last seconds the countdown warns (confirm now, or
    More time): the warning and the More time button are whole on screen, and nothing on the
    panel moved to make room for the warning."""
    with looks.look(Appearance(language=lang, text_scale=scale)):
        window = open_game(qtbot, "middle", size)
        assert window.table is not None
        panel = window.table.private
        through_the_deal(window)
        where = f"{lang} {scale} % {size[0]}x{size[1]}"
        assert panel.shown_screen is not None and panel.shown_screen.stage == "turn", where
        assert "more_time" in panel.buttons, where
        before = places(panel)
        clock.now = panel._unlock_at - WAKE_WARNING + 1  # the step's last seconds
        panel._on_clock_timeout()
        QApplication.processEvents()
        warning = panel.tr("Time is nearly up: %1 s. Confirm now, or press More time.")
        assert panel.countdown.text() == warning.replace("%1", number(WAKE_WARNING - 1, lang)), where
        for key, button in panel.buttons.items():
            assert whole(button), (
                f"{where}: {key} is not all on screen: {shown_part(button)} of {button.size()}"
            )
        assert whole(panel.countdown) and not cut(panel.countdown), f"{where}: the warning is cut"
        assert places(panel) == before, f"{where}: the warning moved what was on screen"
        window.close()
