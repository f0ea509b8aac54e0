"""Every screen in every language the app speaks (right to left too) and a pseudo-locale (every
string 40 % longer), at 100 % and 200 % text, and in high contrast: no text is cut short, runs out of sight or is set under the type
scale's least size. Screenshots of each land in the test's folder (``docs/looks.py`` writes the
ones in docs/screenshots)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from mafia_desktop import languages
from mafia_desktop.ui.theme.appearance import Appearance
from mafia_desktop.ui.window.main_window import MainWindow
from tests.ui import looks

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "packaging"))
import translations  # noqa: E402


@pytest.fixture(scope="module")
def pseudo_qm(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return translations.write_pseudo(tmp_path_factory.mktemp("pseudo") / "pseudo.qm")


LOOKS = {
    **{code: Appearance(language=code) for code in languages.codes()},
    **{f"{code}-200": Appearance(language=code, text_scale=200) for code in languages.codes()},
    "pseudo": Appearance(language="en"),
    "pseudo-200": Appearance(language="en", text_scale=200),
    "contrast-150": Appearance(language="en", text_scale=150, high_contrast=True),
}


@pytest.mark.parametrize("case", list(LOOKS))
def test_no_text_is_cut_off(case: str, qtbot: QtBot, tmp_path: Path, pseudo_qm: Path) -> None:
    problems = {}
    with looks.look(LOOKS[case], pseudo_qm if case.startswith("pseudo") else None):
        for name in looks.SCREENS:
            window = MainWindow(remember_geometry=False, read_only=True)
            qtbot.addWidget(window)
            window.resize(1280, 800)
            window.show()
            qtbot.waitExposed(window)
            widget = looks.show(name, window)
            bad = looks.clipped(widget) + looks.cut_off(widget) + looks.too_small(widget)
            if bad:
                problems[name] = bad
            assert widget.grab().save(str(tmp_path / f"{case}-{name}.png"))
            if widget is not window:
                widget.close()
            window.close()
    assert not problems, problems


def test_the_pseudo_locale_reaches_every_screen(qtbot: QtBot, pseudo_qm: Path) -> None:
    """Under the pseudo-locale every word the app writes is bracketed: a plain English word on
    a screen is a string that bypassed tr()."""
    with looks.look(LOOKS["pseudo"], pseudo_qm):
        for name in looks.SCREENS:
            window = MainWindow(remember_geometry=False, read_only=True)
            qtbot.addWidget(window)
            window.resize(1280, 800)
            widget = looks.show(name, window)
            plain = [t for t in looks.shown_texts(widget) if looks.untranslated(t)]
            assert not plain, (name, plain)
            if widget is not window:
                widget.close()
            window.close()


def test_the_type_scale_grows_as_one() -> None:
    """Every step is twice as large at 200 % text, grows with a big window (never shrinks with a
    small one), and none is under the least."""
    from mafia_desktop.ui.theme import type_scale

    def sizes(scale: int, ui_scale: float = 1.0) -> dict[str, int]:
        with looks.look(Appearance(language="en", text_scale=scale)):
            return {step: type_scale.px(step, ui_scale) for step in type_scale.STEPS}

    small, large = sizes(100), sizes(200)
    assert small["heading"] > small["step"] > small["button"] > small["dialog"] > small["least"]
    assert all(size >= type_scale.LEAST for size in small.values())
    assert all(large[step] == 2 * small[step] for step in small), (small, large)
    assert sizes(100, 2.0)["button"] == 2 * small["button"] and sizes(100, 0.5) == small


def test_the_least_size_check_sees_small_text(qtbot: QtBot) -> None:
    """The check itself: a label in the desktop's own small type is caught; one on the scale is not."""
    from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

    from mafia_desktop.ui.theme import type_scale

    for scale in (100, 200):
        with looks.look(Appearance(language="en", text_scale=scale)):
            root = QWidget()
            qtbot.addWidget(root)
            small, fine = QLabel("small"), QLabel("fine")
            font = small.font()
            font.setPixelSize(type_scale.least_px() - 1)
            small.setFont(font)
            fine.setFont(type_scale.font("least", fine.font()))
            column = QVBoxLayout(root)
            column.addWidget(small)
            column.addWidget(fine)
            root.show()
            problems = looks.too_small(root)
            assert len(problems) == 1 and "small" in problems[0], problems
            root.close()


def test_high_contrast_is_black_on_white_by_day_and_white_on_black_by_night(qtbot: QtBot) -> None:
    from mafia_desktop.ui.circle.seat_circle import blend

    with looks.look(Appearance(language="en", high_contrast=True)):
        window = MainWindow(remember_geometry=False, read_only=True)
        qtbot.addWidget(window)
        day, night = blend(0.0), blend(1.0)
        assert (day.background, day.ink) == (QColor("#ffffff"), QColor("#000000"))
        assert (night.background, night.ink) == (QColor("#000000"), QColor("#ffffff"))
        palette = QApplication.palette()
        assert palette.color(palette.ColorRole.WindowText) == QColor("#000000")
        assert (
            looks.contrast(
                palette.color(palette.ColorRole.Highlight), palette.color(palette.ColorRole.HighlightedText)
            )
            >= 7
        )
        window.close()
    assert blend(0.0).background != QColor("#ffffff"), "the warm table is back"


def test_every_pair_of_text_and_background_is_readable() -> None:
    """WCAG AA (4.5:1) for the warm theme, AAA (7:1) for high contrast, day and night."""
    from mafia_desktop.ui.circle.seat_circle import DAY, NIGHT, STARK_DAY, STARK_NIGHT

    for palette, least in ((DAY, 4.5), (NIGHT, 4.5), (STARK_DAY, 7), (STARK_NIGHT, 7)):
        for ink in (palette.ink, palette.soft_ink):
            assert looks.contrast(ink, palette.background) >= least, (palette, ink.name())
            assert looks.contrast(ink, palette.disc) >= least, (palette, ink.name())
