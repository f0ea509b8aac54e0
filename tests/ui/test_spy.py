"""The spy test: the same game played on two deals that differ only in who holds which role must
look, sound and read the same to an onlooker at every step, in every mode and preset."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.ui.spy import HOUSE_PRESETS, MODES, PRESETS, Spy, deals, first_difference, replayed, start


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("preset", PRESETS + HOUSE_PRESETS)
def test_an_onlooker_cannot_tell_two_deals_apart(
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    capfd: pytest.CaptureFixture[str],
    tmp_path: Path,
    preset: str,
    mode: str,
) -> None:
    deal_a, deal_b = deals(preset, mode)

    def play(keep: frozenset[int] = frozenset()) -> tuple[Spy, Spy]:
        runs = []
        # The players with no real choice answer their decoy questions differently in the two runs.
        for deal, decoys in ((deal_a, ("Bob", "Cid", "Dan")), (deal_b, ("Gus", "Fay", "Eve"))):
            spy = start(qtbot, monkeypatch, capfd.readouterr, preset, mode, deal, decoys, keep)
            # Ten club seats hold seven roles: by a third night no civilian is left whom the
            # Bodyguard could guard without the referee's tap, or a death, telling the deals apart.
            spy.play(nights=2 if preset == "club+house" else 3)
            runs.append(spy)
            spy.window.close()
        return runs[0], runs[1]

    a, b = play()
    assert len(a.notes) > 20, "the script played a real game"
    assert a.window.controller.record.inputs, "and entered inputs"
    difference = first_difference(a, b)
    if difference:
        replayed(play, difference, tmp_path)
    assert not difference, f"{difference}\n(screens: {tmp_path})"
