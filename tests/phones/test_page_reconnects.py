"""A page whose network dropped is back as soon as the network is: its first poll after a
failure asks for the newest screen (``"v": 0``), which the laptop answers at once, so it does not
wait for a long poll's idle answer (20 s at a table) to say it is back and let its buttons work.
Real headless Chromium against the app's server (tests/phones/laptop.py), which answers an idle
poll only after a minute here."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from tests.phones.chromium import By, attribute, browser, needs_chromium, status, wait_for
from tests.phones.laptop import FakeLaptop
from tests.phones.test_phone_screens import next_act, turn

pytestmark = needs_chromium
__all__ = ["browser"]  # the fixture, imported


@pytest.fixture
def laptop(qapp: QApplication) -> Iterator[FakeLaptop]:
    made = FakeLaptop(tick=0.1, idle_after=60.0).start()
    try:
        yield made
    finally:
        made.stop()


def test_a_page_is_back_as_soon_as_its_network_is(laptop: FakeLaptop, browser: Any) -> None:
    browser.get(laptop.link)
    laptop.send(turn(3))
    wait_for(browser, "its screen", lambda d: attribute(d, "v") == "3" and attribute(d, "state") == "online")
    laptop.close_port()  # the laptop's Wi-Fi drops
    wait_for(browser, "it says it lost the laptop", lambda d: attribute(d, "state") == "offline")
    assert status(browser) == "No connection to the laptop: trying again…"
    controls = browser.find_elements(By.CSS_SELECTOR, "#buttons button, #circle .seat")
    assert controls and not any(c.is_enabled() for c in controls), "nothing works meanwhile"
    laptop.open_port()
    # Back within the wait (20 s), though the laptop answers an idle poll only after a minute.
    wait_for(browser, "it is back", lambda d: attribute(d, "state") == "online" and status(d) == "")
    browser.find_elements(By.CSS_SELECTOR, "#circle .seat")[1].click()
    assert next_act(laptop, "tap") == {"t": "tap", "name": "Bob", "v": 3}
    buttons = browser.find_elements(By.CSS_SELECTOR, "#buttons button")
    assert buttons and all(b.is_enabled() for b in buttons)
    buttons[0].click()
    assert next_act(laptop, "press") == {"t": "press", "key": "confirm", "v": 3}


def test_an_act_the_laptop_could_not_take_goes_again(laptop: FakeLaptop, browser: Any) -> None:
    """Two requests of a phone go on two connections, and a later one can get there first: the
    laptop then refuses the earlier (its counter is not after the last it took) with random bytes.
    The page sends that act again (a player's tap, press or hold is never lost that way)."""
    browser.get(laptop.link)
    laptop.send(turn(3))
    wait_for(browser, "its screen", lambda d: attribute(d, "v") == "3" and attribute(d, "state") == "online")

    def overtaken(server: Any) -> None:  # a later message of this phone got there first
        seat = server._seats[laptop.token]
        seat.opener._last += 1

    laptop._in_server(overtaken)
    browser.find_elements(By.CSS_SELECTOR, "#circle .seat")[1].click()
    assert next_act(laptop, "tap") == {"t": "tap", "name": "Bob", "v": 3}
    wait_for(browser, "the refusal seen", lambda d: attribute(d, "refused") == "1")
