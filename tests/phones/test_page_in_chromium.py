"""The phones' page (mafia_desktop/resources/phone/) in a real browser: Debian's headless Chromium,
driven by selenium through Debian's chromedriver, offline, against a stand-in for the laptop's server
on loopback (tests/phones/spike_server.py). The page and the laptop speak the envelope of
docs/phones.md to each other: tweetnacl-js on one side, PyNaCl on the other."""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from mafia_desktop.phones import wire
from mafia_desktop.phones.wire import PLAIN_SIZE, TO_LAPTOP
from tests.phones.spike_server import SpikeServer

webdriver = pytest.importorskip("selenium.webdriver")
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

CHROMIUM = shutil.which("chromium")
CHROMEDRIVER = shutil.which("chromedriver")
pytestmark = pytest.mark.skipif(
    CHROMIUM is None or CHROMEDRIVER is None,
    reason="needs Debian's chromium and chromium-driver (packaging/system-packages.sh test)",
)

WAIT = 20.0  # seconds: the most any step may take


@pytest.fixture
def server() -> Iterator[SpikeServer]:
    spike = SpikeServer(tick=0.1, idle_after=1.0).start()
    try:
        yield spike
    finally:
        spike.stop()


@pytest.fixture
def browser(tmp_path: Path) -> Iterator[Any]:
    assert CHROMIUM is not None and CHROMEDRIVER is not None
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
        "--window-size=412,732",  # a phone's screen
        f"--user-data-dir={tmp_path / 'profile'}",
    ):
        options.add_argument(flag)
    os.environ.setdefault("SE_AVOID_STATS", "true")  # selenium asks nothing of the network
    service = webdriver.ChromeService(executable_path=CHROMEDRIVER, log_output=str(tmp_path / "driver.log"))
    driver = webdriver.Chrome(options=options, service=service)
    try:
        driver.set_page_load_timeout(WAIT)
        driver.set_script_timeout(WAIT)
        yield driver
    finally:
        driver.quit()


def wait_for(driver: Any, what: str, condition: Any) -> Any:
    return WebDriverWait(driver, WAIT, poll_frequency=0.05).until(lambda d: condition(d), message=what)


def count(driver: Any, name: str) -> int:
    return int(driver.find_element(By.TAG_NAME, "body").get_attribute(f"data-{name}") or 0)


def status(driver: Any) -> str:
    return str(driver.find_element(By.ID, "status").text)


def connected(driver: Any, server: SpikeServer) -> None:
    driver.get(server.link)
    wait_for(driver, "the page connects", lambda d: "Connected" in status(d))


def test_the_laptop_shows_a_text_on_the_phone_and_the_phone_taps_a_seat(
    server: SpikeServer, browser: Any, tmp_path: Path
) -> None:
    connected(browser, server)
    assert "#" not in browser.current_url and server.key_text not in browser.current_url, (
        "the key is not left in the address bar"
    )
    text = "Night falls. <b>Ann</b>, pick a seat & hold"
    server.send({"t": "show", "text": text})
    wait_for(browser, "the text shows", lambda d: d.find_element(By.ID, "text").text == text)
    assert browser.find_elements(By.CSS_SELECTOR, "#text *") == [], "shown as plain text, never markup"
    browser.save_screenshot(str(tmp_path / "phone.png"))
    if os.environ.get("MAFIA_PHONE_SHOTS"):
        browser.save_screenshot(os.path.join(os.environ["MAFIA_PHONE_SHOTS"], "phone-show.png"))

    seat = browser.find_element(By.ID, "seat")
    seat.clear()
    seat.send_keys("7")
    browser.find_element(By.ID, "tap").click()
    assert server.received.get(timeout=WAIT) == {"t": "tap", "seat": 7}
    assert server.refused == [], "every envelope of the phone opened on the laptop"

    # What the server saw: the page, its scripts and envelopes of one size; never the key.
    paths = {entry.path for entry in server.log}
    assert paths == {f"/p/{server.token}", "/nacl.js", "/phone.js", f"/x/{server.token}"}
    for entry in server.log:
        seen = entry.path + "\n" + "\n".join(f"{k}: {v}" for k, v in entry.headers.items())
        assert "#" not in seen and server.key_text not in seen, entry
        assert server.key not in entry.body
        if entry.method == "POST":
            assert len(entry.body) == 24 + 16 + PLAIN_SIZE
            assert entry.headers.get("Content-Type") == "application/octet-stream"
        else:
            assert entry.body == b""
    assert all(len(envelope) == 24 + 16 + PLAIN_SIZE for envelope in server.sent)


def test_a_link_without_its_key_says_so_and_sends_nothing(server: SpikeServer, browser: Any) -> None:
    browser.get(server.link.split("#")[0])
    wait_for(browser, "the page says the key is missing", lambda d: "no key" in status(d))
    assert [entry.path for entry in server.log if entry.method == "POST"] == []


def test_the_page_refuses_what_the_laptop_did_not_send(server: SpikeServer, browser: Any) -> None:
    connected(browser, server)
    tampered = bytearray(server.seal_next({"t": "show", "text": "tampered"}))
    tampered[100] ^= 0x01
    padded_wrong = bytes(b'{"t":"show","text":"no end mark"}'.ljust(PLAIN_SIZE, b"\0"))
    not_json = b"show: not json\x80".ljust(PLAIN_SIZE, b"\0")
    reflection = server.from_phone[-1]  # the phone's own envelope, sent back to it
    assert wire.Opener(server.key, TO_LAPTOP).open(reflection) == {"t": "poll"}
    attacks: list[tuple[str, bytes]] = [
        ("forged", bytes(tampered)),
        ("direction", reflection),
        ("padding", server.seal_plain(padded_wrong)),
        ("json", server.seal_plain(not_json)),
        ("size", server.seal_next({"t": "show", "text": "short"})[:-1]),
    ]
    for number, (reason, envelope) in enumerate(attacks, start=1):
        server.send_raw(envelope)
        wait_for(browser, f"the page refuses ({reason})", lambda d, n=number: count(d, "refused") == n)
        assert f"({reason})" in status(browser) and "Refused" in status(browser)
        assert browser.find_element(By.ID, "text").text == "", "nothing refused is shown"

    # A replay: an envelope the page took already, sent again.
    first = server.seal_next({"t": "show", "text": "first"})
    server.send_raw(first)
    wait_for(browser, "the text shows", lambda d: d.find_element(By.ID, "text").text == "first")
    server.send_raw(first)
    wait_for(browser, "the page refuses a replay", lambda d: count(d, "refused") == len(attacks) + 1)
    assert "(replay)" in status(browser)
    if os.environ.get("MAFIA_PHONE_SHOTS"):
        browser.save_screenshot(os.path.join(os.environ["MAFIA_PHONE_SHOTS"], "phone-refused.png"))
    assert browser.find_element(By.ID, "text").text == "first"

    # A refusal changes nothing: the laptop's next message is taken as ever.
    server.send({"t": "show", "text": "still here"})
    wait_for(browser, "the text shows", lambda d: d.find_element(By.ID, "text").text == "still here")
    assert "Connected" in status(browser)


def test_the_page_seals_and_opens_the_laptops_test_vectors(server: SpikeServer, browser: Any) -> None:
    """tests/phones/vectors.json (written with the laptop's wire format): the page's envelope seals
    every vector to the same bytes, opens each in order, and refuses each refusal for its reason."""
    vectors = json.loads((Path(__file__).parent / "vectors.json").read_text(encoding="utf-8"))
    browser.get(server.link.split("#")[0])  # the page and its scripts, without a pairing
    wait_for(browser, "the page loads", lambda d: "no key" in status(d))
    results = browser.execute_script(
        """
        var v = JSON.parse(arguments[0]), E = window.MafiaPhoneEnvelope;
        function bytes(hex) {
            var out = new Uint8Array(hex.length / 2);
            for (var i = 0; i < out.length; i++) out[i] = parseInt(hex.substr(2 * i, 2), 16);
            return out;
        }
        function hex(b) {
            var s = "";
            for (var i = 0; i < b.length; i++) s += (b[i] < 16 ? "0" : "") + b[i].toString(16);
            return s;
        }
        var key = E.base64urlDecode(v.pairing.key_b64url), last = {1: 0, 2: 0}, out = {sealed: [], opened: [], refused: []};
        for (var i = 0; i < v.envelopes.length; i++) {
            var e = v.envelopes[i];
            out.sealed.push(hex(E.seal(key, e.direction, e.counter, e.message, bytes(e.random_hex))));
            var opened = E.open(key, e.direction, last[e.direction], bytes(e.envelope_hex));
            if (!opened.refused) last[e.direction] = opened.counter;
            out.opened.push(opened);
        }
        for (var j = 0; j < v.refused.length; j++) {
            var r = v.refused[j];
            out.refused.push(E.open(key, r.direction, r.last, bytes(r.envelope_hex)).refused || "accepted");
        }
        return out;
        """,
        json.dumps(vectors),  # as text: the driver would sort an object's keys, and the order is the JSON
    )
    envelopes = vectors["envelopes"]
    assert results["sealed"] == [e["envelope_hex"] for e in envelopes]
    assert results["opened"] == [{"counter": e["counter"], "message": e["message"]} for e in envelopes]
    assert results["refused"] == [r["code"] for r in vectors["refused"]]


def test_a_reloaded_page_resumes_its_pairing_without_the_key_in_the_address(
    server: SpikeServer, browser: Any
) -> None:
    """A phone that reloads (or whose browser dropped the page and brought it back) keeps the
    pairing in that tab (sessionStorage) and goes on counting where it was: the laptop refuses
    none of its envelopes as replays."""
    connected(browser, server)
    server.send({"t": "show", "text": "before"})
    wait_for(browser, "the text shows", lambda d: d.find_element(By.ID, "text").text == "before")
    browser.refresh()
    wait_for(browser, "the page connects again", lambda d: "Connected" in status(d))
    assert "#" not in browser.current_url
    server.send({"t": "show", "text": "after"})
    wait_for(browser, "the text shows", lambda d: d.find_element(By.ID, "text").text == "after")
    browser.find_element(By.ID, "tap").click()
    assert server.received.get(timeout=WAIT) == {"t": "tap", "seat": 1}
    assert server.refused == []
