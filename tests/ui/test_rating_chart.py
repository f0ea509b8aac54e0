"""The rating chart: each colour's line through the player's rated games, said in words too."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QColor

from mafia_desktop.ui.common.rating_chart import BLACK_INK, RED_INK, ChartStep, RatingChart


def _has(image: Any, ink: QColor) -> bool:
    return any(
        image.pixelColor(x, y) == ink for x in range(0, image.width(), 1) for y in range(0, image.height(), 1)
    )


def test_the_chart_draws_each_colour_from_the_start_through_its_games(qtbot: Any) -> None:
    chart = RatingChart()
    qtbot.addWidget(chart)
    steps = [ChartStep("red", 1010.0), ChartStep("black", 990.0), ChartStep("red", 1025.5)]
    chart.set_steps("Ann", steps)
    assert chart.lines() == {
        "red": [(0, 1000.0), (1, 1010.0), (3, 1025.5)],
        "black": [(0, 1000.0), (2, 990.0)],
    }
    text = chart.accessibleDescription()
    assert "Ann" in text and "1026" in text and "990" in text
    chart.resize(480, chart.sizeHint().height())
    image = chart.grab().toImage()
    assert _has(image, RED_INK) and _has(image, BLACK_INK)


def test_a_player_with_no_rated_game_gets_words_and_no_line(qtbot: Any) -> None:
    chart = RatingChart()
    qtbot.addWidget(chart)
    chart.set_steps("Bob", [])
    chart.resize(300, chart.sizeHint().height())
    image = chart.grab().toImage()
    assert chart.accessibleDescription() == "No rated game yet."
    assert not _has(image.copy(0, image.height() // 2, image.width(), image.height() // 2), RED_INK)
