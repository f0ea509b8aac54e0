"""Debian's headless Chromium, driven by selenium through Debian's chromedriver, as a player's phone
for the page's tests (offline, loopback only). ``browser`` is a fixture: import it into a test
module with ``from tests.phones.chromium import browser``."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

webdriver = pytest.importorskip("selenium.webdriver")
from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.actions import interaction  # noqa: E402
from selenium.webdriver.common.actions.action_builder import ActionBuilder  # noqa: E402
from selenium.webdriver.common.actions.pointer_input import PointerInput  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

__all__ = [
    "WAIT",
    "ActionBuilder",
    "ActionChains",
    "By",
    "PointerInput",
    "as_phone",
    "attribute",
    "browser",
    "count",
    "count_requests",
    "flight",
    "interaction",
    "needs_chromium",
    "status",
    "visible_text",
    "wait_for",
    "webdriver",
]

CHROMIUM = shutil.which("chromium")
CHROMEDRIVER = shutil.which("chromedriver")
needs_chromium = pytest.mark.skipif(
    CHROMIUM is None or CHROMEDRIVER is None,
    reason="needs Debian's chromium and chromium-driver (packaging/system-packages.sh test)",
)

WAIT = 20.0  # seconds: the most any step may take


def launch(folder: Path, wait: float = WAIT) -> Any:
    """A headless Chromium the size of a phone's screen, its profile and driver's log in
    ``folder``, asking nothing of the network but the laptop; ``wait``: the most a page load or
    a script may take."""
    assert CHROMIUM is not None and CHROMEDRIVER is not None
    folder.mkdir(parents=True, exist_ok=True)
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in (
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-background-timer-throttling",  # a tab not in front keeps its page's pace
        "--disable-renderer-backgrounding",
        "--disable-backgrounding-occluded-windows",
        "--hide-scrollbars",
        "--window-size=412,732",  # a phone's screen
        f"--user-data-dir={folder / 'profile'}",
    ):
        options.add_argument(flag)
    os.environ.setdefault("SE_AVOID_STATS", "true")  # selenium asks nothing of the network
    service = webdriver.ChromeService(executable_path=CHROMEDRIVER, log_output=str(folder / "driver.log"))
    driver = webdriver.Chrome(options=options, service=service)
    driver.set_page_load_timeout(wait)
    driver.set_script_timeout(wait)
    return driver


@pytest.fixture
def browser(tmp_path: Path) -> Iterator[Any]:
    driver = launch(tmp_path)
    try:
        yield driver
    finally:
        driver.quit()


def wait_for(driver: Any, what: str, condition: Any) -> Any:
    return WebDriverWait(driver, WAIT, poll_frequency=0.05).until(lambda d: condition(d), message=what)


def count(driver: Any, name: str) -> int:
    return int(driver.find_element(By.TAG_NAME, "body").get_attribute(f"data-{name}") or 0)


def attribute(driver: Any, name: str) -> str:
    return str(driver.find_element(By.TAG_NAME, "body").get_attribute(f"data-{name}") or "")


def status(driver: Any) -> str:
    return str(driver.find_element(By.ID, "status").text)


def visible_text(driver: Any) -> str:
    return str(driver.find_element(By.TAG_NAME, "body").text)


def as_phone(driver: Any, width: int, height: int, scale: float = 2.0) -> None:
    """Make the page's viewport a phone's (or a tablet's): its size in CSS pixels, its density."""
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": width, "height": height, "deviceScaleFactor": scale, "mobile": True},
    )


#: Counts the page's requests in flight (``window.__flight``), from outside the page's own code.
FLIGHT_COUNTER = """
(function () {
  var send = XMLHttpRequest.prototype.send;
  var flight = (window.__flight = { now: 0, most: 0, posts: 0 });
  XMLHttpRequest.prototype.send = function () {
    flight.now += 1;
    flight.posts += 1;
    flight.most = Math.max(flight.most, flight.now);
    var request = this, open = true;
    function done() {  /* the answer is in (readyState 4 comes before the page's onload) */
      if (open && (request.readyState === 4 || arguments[0].type === "loadend")) {
        open = false;
        flight.now -= 1;
      }
    }
    this.addEventListener("readystatechange", done);
    this.addEventListener("loadend", done);
    return send.apply(this, arguments);
  };
})();
"""


def count_requests(driver: Any) -> None:
    """From the next page loaded on: ``flight(driver)`` says how many of its requests are in flight."""
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": FLIGHT_COUNTER})


def flight(driver: Any) -> dict[str, int]:
    return dict(driver.execute_script("return window.__flight;"))
