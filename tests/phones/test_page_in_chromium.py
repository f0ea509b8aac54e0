"""The phones' page (mafia_desktop/resources/phone/) in a real browser: Debian's headless Chromium,
driven by selenium through Debian's chromedriver, offline, against a stand-in for the laptop's server
on loopback (tests/phones/spike_server.py) that logs what it saw and can send what the laptop never
would. The page and the laptop speak the envelope of docs/phones.md to each other: tweetnacl-js on
one side, PyNaCl on the other. tests/phones/test_phone_screens.py drives the page against the app's
own server."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from mafia_desktop.phones import wire
from mafia_desktop.phones.wire import ENVELOPE, PLAIN_SIZE, TO_LAPTOP
from tests.phones.chromium import By, attribute, browser, count, needs_chromium, status, wait_for
from tests.phones.laptop import screen
from tests.phones.spike_server import SpikeServer

pytestmark = needs_chromium
__all__ = ["browser"]  # the fixture, imported


@pytest.fixture
def server() -> Iterator[SpikeServer]:
    spike = SpikeServer(tick=0.1, idle_after=1.0).start()
    try:
        yield spike
    finally:
        spike.stop()


def connected(driver: Any, server: SpikeServer) -> None:
    driver.get(server.link)
    wait_for(driver, "the page connects", lambda d: attribute(d, "state") == "online")


def line(driver: Any) -> str:
    return str(driver.find_element(By.ID, "line").text)


def test_the_laptop_shows_a_screen_and_the_phone_taps_a_seat(server: SpikeServer, browser: Any) -> None:
    connected(browser, server)
    assert "#" not in browser.current_url and server.key_text not in browser.current_url, (
        "the key is not left in the address bar"
    )
    seats = [[1, "Ann", 1], [7, "Bob", 1]]
    server.send(
        screen(1, "turn", line="Night falls. <b>Ann</b>, pick a seat & hold", seats=seats, picker=True)
    )
    wait_for(browser, "the line shows", lambda d: line(d) == "Night falls. <b>Ann</b>, pick a seat & hold")
    assert browser.find_elements(By.CSS_SELECTOR, "#line *") == [], "shown as plain text, never markup"
    browser.find_element(By.CSS_SELECTOR, '.seat[data-name="Bob"]').click()
    assert server.received.get(timeout=20) == {"t": "tap", "name": "Bob", "v": 1}
    assert server.refused == [], "every envelope of the phone opened on the laptop"

    # What the server saw: the page, its scripts and envelopes of one size; never the key.
    paths = {entry.path for entry in server.log}
    assert paths == {f"/p/{server.token}", "/nacl.js", "/phone.js", f"/x/{server.token}"}
    for entry in server.log:
        seen = entry.path + "\n" + "\n".join(f"{k}: {v}" for k, v in entry.headers.items())
        assert "#" not in seen and server.key_text not in seen, entry
        assert server.key not in entry.body
        if entry.method == "POST":
            assert len(entry.body) == ENVELOPE
            assert entry.headers.get("Content-Type") == "application/octet-stream"
        else:
            assert entry.body == b""
    assert all(len(envelope) == ENVELOPE for envelope in server.sent)


def test_a_link_without_its_key_says_so_and_sends_nothing(server: SpikeServer, browser: Any) -> None:
    browser.get(server.link.split("#")[0])
    wait_for(browser, "the page says the key is missing", lambda d: "no key" in status(d))
    assert [entry.path for entry in server.log if entry.method == "POST"] == []


def test_the_page_refuses_what_the_laptop_did_not_send(server: SpikeServer, browser: Any) -> None:
    connected(browser, server)
    tampered = bytearray(server.seal_next(screen(1, line="tampered")))
    tampered[100] ^= 0x01
    padded_wrong = bytes(json.dumps(screen(1, line="no end mark")).encode().ljust(PLAIN_SIZE, b"\0"))
    not_json = b"screen: not json\x80".ljust(PLAIN_SIZE, b"\0")
    reflection = server.from_phone[-1]  # the phone's own envelope, sent back to it
    assert wire.Opener(server.key, TO_LAPTOP).open(reflection) == {"t": "poll", "v": 0}
    attacks: list[tuple[str, bytes]] = [
        ("forged", bytes(tampered)),
        ("direction", reflection),
        ("padding", server.seal_plain(padded_wrong)),
        ("json", server.seal_plain(not_json)),
        ("size", server.seal_next(screen(1, line="short"))[:-1]),
    ]
    for number, (reason, envelope) in enumerate(attacks, start=1):
        server.send_raw(envelope)
        wait_for(browser, f"the page refuses ({reason})", lambda d, n=number: count(d, "refused") == n)
        assert attribute(browser, "refusal") == reason
        assert line(browser) == "" and attribute(browser, "v") == "", "nothing refused is shown"

    # A replay: an envelope the page took already, sent again.
    first = server.seal_next(screen(1, line="first"))
    server.send_raw(first)
    wait_for(browser, "the line shows", lambda d: line(d) == "first")
    server.send_raw(first)
    wait_for(browser, "the page refuses a replay", lambda d: count(d, "refused") == len(attacks) + 1)
    assert attribute(browser, "refusal") == "replay" and line(browser) == "first"

    # A refusal changes nothing: the laptop's next message is taken as ever, and the phone was
    # never told of any of it.
    server.send(screen(2, line="still here"))
    wait_for(browser, "the line shows", lambda d: line(d) == "still here")
    assert attribute(browser, "state") == "online" and status(browser) == ""


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
