"""The balance beside the deal: exact odds for the plain roles, and for a deal with a role the exact
model lacks (the Maniac, the Lover, the Bodyguard), a label saying the figures are simulated, with
the Maniac's own chance."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from mafia_desktop.engine.rules import PRESETS, with_options
from mafia_desktop.ui.setup.balance_view import BalanceView


def test_a_plain_deal_has_exact_odds_and_a_chart(qtbot: QtBot) -> None:
    view = BalanceView()
    qtbot.addWidget(view)
    view.show_deal(PRESETS["club"], {"mafia": 2, "don": 1, "detective": 1, "civilian": 6})
    assert view.random is not None and "mafia" in view.random_line.text()
    assert not view.chart.isHidden()
    qtbot.waitUntil(lambda: view.informed is not None, timeout=20000)
    assert view.informed is not None and view.informed.others == ()


def test_a_deal_with_the_maniac_is_simulated_and_labelled(qtbot: QtBot) -> None:
    base = PRESETS["club"]
    rules = with_options(
        base, {"roles": [*base.roles, "maniac"], "night_order": [*base.night_order, "maniac"]}
    )
    view = BalanceView()
    qtbot.addWidget(view)
    view.show_deal(rules, {"mafia": 2, "don": 1, "detective": 1, "maniac": 1, "civilian": 5})
    assert view.random is None and view.chart.isHidden() and view.caption.isHidden()
    assert view.random_line.text() == (
        "Random play is worked out exactly only without Maniac: the figures above are simulated."
    )
    qtbot.waitUntil(lambda: view.informed is not None, timeout=20000)
    assert "(Maniac: " in view.informed_line.text()
    view.wait_idle()
