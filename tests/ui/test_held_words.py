"""What a player holds is never cut: the held words' box takes the room of the longest words any
role dealt could see on that turn, for the longest names allowed, at every window size from
1024x600 up, at 100 % and 200 % text, in every preset and every language; the box and the hold
target are both in sight, and the box is the same for every role.

(Two 24-character mafia names once left the Don reading "The other mafia: Anna-Lena Muller-" and,
1024 pixels wide, a mafioso with no mates at all. Persian's taller lines once left the Don's nine
lines 9 px out of sight below the least hold target, at 200 % text at 1024x600.)"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QWidget
from pytestqt.qtbot import QtBot

from mafia_desktop import languages
from mafia_desktop.engine.inputs import EndDay, EndNight
from mafia_desktop.engine.record import Record
from mafia_desktop.engine.roles import is_mafia
from mafia_desktop.engine.rules import PRESETS, recommended_counts, with_options
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.ui.private.panel import PrivatePanel
from mafia_desktop.ui.theme.appearance import Appearance
from mafia_desktop.ui.window.main_window import MainWindow
from tests.bounded import bounded
from tests.ui import looks
from tests.ui.spy import HOUSE_ROLES

SIZES = [(1024, 600), (1366, 768), (1920, 1080)]
# The longest names allowed (24 characters): ordinary ones with spaces and hyphens, and ones that
# are a single word as wide as a name can be (they must wrap inside the word).
ORDINARY = [
    "Maria Jose Santos Garcia",
    "Anna-Lena Muller-Schmidt",
    "Aleksandra Konstantinova",
    "Bartholomew Featherstone",
    "Maximilian von Habsburg-L",
    "Christopher Montgomery-J",
    "Anastasia Vladimirovna K",
    "Guinevere Pendragon-Wylde",
    "Jean-Baptiste Lamarckian",
    "Oluwaseun Adebayo-Okafor",
]
WIDE = [f"{'W' * 21}-{n:02d}" for n in range(10)]


def names(kind: str, count: int) -> list[str]:
    pool = ORDINARY if kind == "ordinary" else WIDE
    out = [n[:24] for n in (pool * 3)[:count]]
    return [n if i < len(pool) else f"{n[:21]}{i:03d}" for i, n in enumerate(out)]


def record(preset: str, kind: str, mode: str) -> Record:
    """A table of ten (the club's size), the recommended deal given to the first seats: the
    mafia first, then the town's roles."""
    # (A day may end without a death, a house rule: the test goes straight on to the night.)
    base = PRESETS[preset.removesuffix("+house")]
    house = list(HOUSE_ROLES) if preset.endswith("+house") else []
    rules = with_options(
        base,
        {
            "day_ends_without_death": True,
            "roles": [*base.roles, *house],
            "night_order": [*base.night_order, *house],
        },
    )
    players = names(kind, 10)
    counts = recommended_counts(rules, 10)
    roles: dict[str, str] = {}
    order = sorted((r for r in counts if r != "civilian"), key=lambda r: not is_mafia(r))
    seat = 0
    for role in order:
        for _ in range(counts[role]):
            roles[players[seat]] = role
            seat += 1
    return Record(make_setup(rules, 5, players, roles)).with_note("table", {"mode": mode, "deal": "reveal"})


def in_sight(widget: QWidget) -> bool:
    """Whether all of ``widget`` shows: inside the scroll area it is in, and inside the window."""
    frame: QWidget = widget.window()
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            frame = parent.viewport()
            break
        parent = parent.parentWidget()
    rect = QRect(widget.mapTo(frame, QPoint(0, 0)), widget.size())
    return frame.rect().contains(rect)


def need(words: QWidget) -> int:
    """The height the words shown take at the width of their box."""
    text = words.text()  # type: ignore[attr-defined]
    if hasattr(words, "height_of"):
        return int(words.height_of(text, words.contentsRect().width()))
    return int(words.heightForWidth(words.width()))


class Held:
    def __init__(self, panel: PrivatePanel, where: str) -> None:
        self.panel = panel
        self.where = where
        self.boxes: set[tuple[int, int, int, int]] = set()
        self.checked = 0

    def hold_and_check(self, stage: str) -> None:
        panel = self.panel
        panel.ring.press()
        panel.ring._on_tick_timeout()
        QApplication.processEvents()
        words = panel.findChild(QWidget, "privateWords")
        where = f"{self.where}, {panel.title.text()!r}, {stage}"
        assert words.text().startswith(panel._secret_text) and panel._secret_text, where
        needed = need(words)
        assert needed <= words.contentsRect().height(), (
            f"{where}: the words need {needed} px, have {words.height()}"
        )
        assert in_sight(words), f"{where}: the held words are not all in sight"
        assert in_sight(panel.ring), f"{where}: the hold target is not in sight"
        title = panel.findChild(QWidget, "privateTitle")
        assert need(title) <= title.contentsRect().height(), f"{where}: the title is cut"
        # Where the window is too small even for the smallest type (1024x600 at 200 %), the
        # column scrolls to the target and the words: the title may then be above them.
        scrolls = panel.findChild(QAbstractScrollArea).verticalScrollBar().isVisible()
        assert scrolls or in_sight(title), f"{where}: the title is out of sight"
        self.boxes.add((stage, *words.geometry().getRect()))  # type: ignore[arg-type]
        self.checked += 1
        panel.ring.release()


@pytest.fixture
def big_text() -> Iterator[None]:
    yield
    from mafia_desktop.ui.theme import appearance

    appearance.apply(Appearance(language="en"))


def play(
    qtbot: QtBot, preset: str, lang: str, scale: int, size: tuple[int, int], kind: str, mode: str
) -> Held:
    with looks.look(Appearance(language=lang, text_scale=scale)):
        window = MainWindow(remember_geometry=False, read_only=True)
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        window.open_record(record(preset, kind, mode))
        assert window.table is not None and window.controller is not None
        table = window.table
        panel = table.private
        panel.ring.hold_ms = 0
        held = Held(panel, f"{preset} {lang} {scale} % {size[0]}x{size[1]} {kind} {mode}")
        for _ in bounded(12, "the deal to end"):  # every player's card
            if "got_it" not in panel.buttons:
                break
            held.hold_and_check("card")
            panel.skip_wait()
            qtbot.mouseClick(panel.buttons["got_it"], Qt.MouseButton.LeftButton)
        qtbot.mouseClick(panel.buttons["to_table"], Qt.MouseButton.LeftButton)
        public = window.controller.view()
        if public.phase != "night" or public.step.code != "night":  # to the first real night
            if public.phase == "night":
                window.controller.submit([EndNight()])
            window.controller.submit([EndDay()])
        QApplication.processEvents()
        ready = next((b for b in table.step_buttons() if b.objectName() == "action_night_ready"), None)
        if ready is not None:  # everyone saw the day end: night falls, the laptop goes round
            qtbot.mouseClick(ready, Qt.MouseButton.LeftButton)
        assert table.pages.currentWidget() is panel, held.where
        turns = 5 if mode == "pass" else 4  # the mafia, the town's roles, a civilian (decoys)
        for _ in range(turns):
            if panel.shown_screen is None or panel.shown_screen.stage == "end":
                break
            for _ in bounded(4, "the turn's picks"):
                stage = panel.shown_screen.stage if panel.shown_screen else "end"
                if stage == "end":
                    break
                held.hold_and_check(stage)
                if "nobody" in panel.buttons:
                    qtbot.mouseClick(panel.buttons["nobody"], Qt.MouseButton.LeftButton)
                elif "done" in panel.buttons:
                    panel.skip_wait()
                    qtbot.mouseClick(panel.buttons["done"], Qt.MouseButton.LeftButton)
                    break
                else:  # the laptop in the middle: the answer, then the step's time is up
                    panel.skip_wait()
                    break
        window.close()
    return held


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("lang", languages.codes())
@pytest.mark.parametrize("preset", ["classic", "youth", "club", "angel", "club+house"])
def test_nothing_held_is_cut_for_the_longest_names(
    qtbot: QtBot,
    big_text: None,
    preset: str,
    lang: str,
    scale: int,
    size: tuple[int, int],
) -> None:
    for kind, mode in (("ordinary", "pass"), ("wide", "middle")):
        held = play(qtbot, preset, lang, scale, size, kind, mode)
        assert held.checked >= 12, held.where
        cards = {box for box in held.boxes if box[0] == "card"}
        assert len(cards) == 1, f"{held.where}: the card's box changed from player to player: {cards}"
