"""The phone's page (mafia_desktop/resources/phone/) showing the laptop's whole screens
(docs/phones.md, "The phone's screen") in real headless Chromium, against the app's own phone
server in a thread of its own (tests/phones/laptop.py): the test plays the table."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from tests.phones.chromium import (
    WAIT,
    ActionBuilder,
    ActionChains,
    By,
    PointerInput,
    as_phone,
    attribute,
    browser,
    count,
    count_requests,
    flight,
    interaction,
    needs_chromium,
    status,
    visible_text,
    wait_for,
)
from tests.phones.laptop import FakeLaptop, screen

pytestmark = needs_chromium
__all__ = ["browser"]  # the fixture, imported

SECRET = "You are the Don. Your mafia: Bob (seat 2)"
SEATS = [[1, "Ann", 1], [2, "Bob", 1], [3, "Cid", 0], [4, "Dan", 1], [5, "Eve", 1], [6, "Fay", 1]]


@pytest.fixture
def laptop(qapp: QApplication) -> Iterator[FakeLaptop]:
    made = FakeLaptop(tick=0.1, idle_after=1.0).start()
    try:
        yield made
    finally:
        made.stop()


def open_page(driver: Any, laptop: FakeLaptop) -> None:
    driver.get(laptop.link)
    wait_for(driver, "the page connects", lambda d: attribute(d, "state") == "online")


def shown(driver: Any, laptop: FakeLaptop, message: dict[str, Any]) -> None:
    laptop.send(message)
    wait_for(driver, f"screen {message['v']} shows", lambda d: attribute(d, "v") == str(message["v"]))


def by_id(driver: Any, name: str) -> Any:
    return driver.find_element(By.ID, name)


def turn(v: int, **fields: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "line": "Pick a seat, then confirm.",
        "hold": "Hold to see your card",
        "secret": SECRET,
        "seats": SEATS,
        "picker": True,
        "buttons": [["confirm", "Confirm"], ["nobody", "Nobody"]],
        "min": 8,
        "left": 0,
        "table": ["Night 2", "Out: Cid (seat 3)"],
    }
    base.update(fields)
    return screen(v, "turn", **base)


def secret_in_page(driver: Any, secret: str = SECRET) -> bool:
    return secret in visible_text(driver) or secret in str(driver.page_source)


def next_act(laptop: FakeLaptop, kind: str) -> dict[str, Any]:
    """The phone's next act of that kind (holds and other acts before it skipped)."""
    deadline = time.monotonic() + WAIT
    while True:
        act = laptop.next_act(timeout=max(0.1, deadline - time.monotonic()))
        if act["t"] == kind:
            return act


# --- the secret: in the page only while held ---


def test_a_card_shows_only_while_it_is_held_with_the_mouse(laptop: FakeLaptop, browser: Any) -> None:
    open_page(browser, laptop)
    shown(browser, laptop, screen(3, "card", line="Your card", hold="Hold to see your card", secret=SECRET))
    hold = by_id(browser, "hold")
    assert hold.text == "Hold to see your card"
    assert not secret_in_page(browser), "the secret is not in the page while nobody holds"

    ActionChains(browser).click_and_hold(hold).perform()
    wait_for(browser, "the secret shows while held", lambda d: SECRET in visible_text(d))
    assert next_act(laptop, "held") == {"t": "held", "v": 3}
    ActionChains(browser).release().perform()
    released = time.monotonic()
    wait_for(browser, "the secret hides on release", lambda d: not secret_in_page(d))
    assert time.monotonic() - released < 5.0, "hidden by the release, not by the 10 s limit"
    assert hold.text == "Hold to see your card"

    for event in (
        "document.dispatchEvent(new Event('visibilitychange'))",
        "window.dispatchEvent(new Event('blur'))",
    ):
        ActionChains(browser).click_and_hold(hold).perform()
        wait_for(browser, "the secret shows while held", lambda d: SECRET in visible_text(d))
        browser.execute_script(event)
        hidden = time.monotonic()
        wait_for(browser, f"the secret hides ({event})", lambda d: not secret_in_page(d))
        assert time.monotonic() - hidden < 5.0, event
        ActionChains(browser).release().perform()
        assert not secret_in_page(browser)


def test_a_card_shows_only_while_a_finger_holds_it(laptop: FakeLaptop, browser: Any) -> None:
    open_page(browser, laptop)
    shown(browser, laptop, screen(2, "card", hold="Hold to see your card", secret=SECRET))
    finger = ActionBuilder(browser, mouse=PointerInput(interaction.POINTER_TOUCH, "finger"))
    finger.pointer_action.move_to(by_id(browser, "hold")).pointer_down()
    finger.perform()
    wait_for(browser, "the secret shows while the finger holds", lambda d: SECRET in visible_text(d))
    assert next_act(laptop, "held") == {"t": "held", "v": 2}
    finger.clear_actions()
    finger.pointer_action.pointer_up()
    finger.perform()
    lifted = time.monotonic()
    wait_for(browser, "the secret hides when the finger lifts", lambda d: not secret_in_page(d))
    assert time.monotonic() - lifted < 5.0, "hidden by the lift, not by the 10 s limit"


def test_a_secret_held_for_10_s_hides_by_itself(laptop: FakeLaptop, browser: Any) -> None:
    open_page(browser, laptop)
    shown(browser, laptop, screen(2, "answer", hold="Hold to see the answer", secret="Bob is mafia"))
    hold = by_id(browser, "hold")
    ActionChains(browser).click_and_hold(hold).perform()
    wait_for(browser, "the answer shows", lambda d: "Bob is mafia" in visible_text(d))
    wait_for(
        browser, "the answer hides by itself, still held", lambda d: not secret_in_page(d, "Bob is mafia")
    )
    assert hold.text == "Hidden. Lift your finger and hold again."
    ActionChains(browser).release().perform()
    wait_for(browser, "the target is back", lambda d: by_id(d, "hold").text == "Hold to see the answer")
    assert not secret_in_page(browser, "Bob is mafia")


def rects(driver: Any) -> list[Any]:
    return list(
        driver.execute_script(
            """
            var out = [], all = document.querySelectorAll("#app *");
            for (var i = 0; i < all.length; i++) {
                var e = all[i], r = e.getBoundingClientRect();
                out.push([e.tagName, e.id, e.className, e.hidden, e.disabled === true, e.textContent,
                          r.left, r.top, r.width, r.height]);
            }
            return out;
            """
        )
    )


def test_a_turn_looks_the_same_whatever_its_secret_while_nobody_holds(
    laptop: FakeLaptop, browser: Any
) -> None:
    """Two turns that differ only in the secret (a civilian's and the Don's): the same elements,
    the same sizes, the same words on the phone while nobody holds."""
    open_page(browser, laptop)
    shown(browser, laptop, turn(4, secret="You are a civilian."))
    town = rects(browser)
    shown(browser, laptop, turn(5, secret=SECRET))
    mafia = rects(browser)
    assert town == mafia
    assert len(town) > 20 and not secret_in_page(browser)


# --- acts: taps, presses; the buttons wait ---


def test_a_tap_on_a_living_seat_sends_its_name_and_the_picked_seat_is_marked(
    laptop: FakeLaptop, browser: Any
) -> None:
    open_page(browser, laptop)
    shown(browser, laptop, turn(7))
    seats = browser.find_elements(By.CSS_SELECTOR, "#circle .seat")
    assert [seat.get_attribute("data-name") for seat in seats] == ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay"]
    dead = seats[2]
    assert not dead.is_enabled() and "dead" in str(dead.get_attribute("class"))
    assert all(seat.is_enabled() for i, seat in enumerate(seats) if i != 2)
    # seat 1 at the top, the others clockwise: seat 2 right of it and lower, seat 4 at the bottom
    places = [(s.rect["x"] + s.rect["width"] / 2, s.rect["y"]) for s in seats]
    assert places[0][1] < places[1][1] < places[2][1] < places[3][1]
    assert places[1][0] > places[0][0] and places[5][0] < places[0][0]
    assert abs(places[3][0] - places[0][0]) < 2

    seats[1].click()
    assert next_act(laptop, "tap") == {"t": "tap", "name": "Bob", "v": 7}
    shown(browser, laptop, turn(8, picked="Bob"))
    picked = browser.find_elements(By.CSS_SELECTOR, "#circle .seat.picked")
    assert [seat.get_attribute("data-name") for seat in picked] == ["Bob"]
    assert by_id(browser, "center").text == "Bob"

    shown(browser, laptop, screen(9, "wait", seats=SEATS, line="The laptop is with Bob (seat 2)."))
    assert not any(seat.is_enabled() for seat in browser.find_elements(By.CSS_SELECTOR, "#circle .seat"))


def test_buttons_wait_for_the_turns_time_and_a_press_sends_its_key(laptop: FakeLaptop, browser: Any) -> None:
    open_page(browser, laptop)
    shown(browser, laptop, turn(5, min=4, left=4))
    buttons = browser.find_elements(By.CSS_SELECTOR, "#buttons button")
    assert [b.text for b in buttons] == ["Confirm", "Nobody"]
    assert not any(b.is_enabled() for b in buttons), "the buttons wait for the turn's time"
    assert by_id(browser, "secs").text in {"4", "3"}
    buttons[0].click()  # nothing: it is disabled
    wait_for(browser, "the buttons work once the time ran", lambda d: all(b.is_enabled() for b in buttons))
    assert by_id(browser, "secs").text == ""
    buttons[0].click()
    assert next_act(laptop, "press") == {"t": "press", "key": "confirm", "v": 5}
    assert laptop.acts.empty(), "the press made while disabled was never sent"

    shown(browser, laptop, turn(6, min=4, left=0))
    assert all(b.is_enabled() for b in browser.find_elements(By.CSS_SELECTOR, "#buttons button"))
    browser.find_elements(By.CSS_SELECTOR, "#buttons button")[1].click()
    assert next_act(laptop, "press") == {"t": "press", "key": "nobody", "v": 6}


@pytest.mark.parametrize("target", ["button", "seat"])
def test_a_finger_down_while_a_new_screen_comes_still_presses(
    laptop: FakeLaptop, browser: Any, target: str
) -> None:
    """With ten phones, every phone gets a new screen many times a second (each one's act is
    sent to all). A finger down on Confirm, or on a seat, while one comes in: when it lifts, the
    press counts (the page drew its buttons and seats anew on every screen, and a press whose
    finger went down on the old button and up on the new one was lost, with nothing to say so:
    a night stopped on a phone whose Confirm did nothing)."""
    open_page(browser, laptop)
    shown(browser, laptop, turn(5, min=0, left=0))
    selector = "#buttons button" if target == "button" else '.seat[data-name="Dan"]'
    ActionChains(browser).click_and_hold(browser.find_element(By.CSS_SELECTOR, selector)).perform()
    shown(browser, laptop, turn(6, min=0, left=0, line="Your turn: everyone plays theirs at once."))
    ActionChains(browser).release().perform()
    if target == "button":
        assert next_act(laptop, "press") == {"t": "press", "key": "confirm", "v": 6}
    else:
        assert next_act(laptop, "tap") == {"t": "tap", "name": "Dan", "v": 6}


def test_a_hold_kept_while_the_turn_comes_is_told_to_the_laptop(laptop: FakeLaptop, browser: Any) -> None:
    """A finger still on the target when the screen moves on to new words (the card, then the
    night's question) holds on for them, as on the laptop's panel: the laptop hears of the hold
    again, so the turn's picks work without lifting the finger and holding once more."""
    open_page(browser, laptop)
    shown(browser, laptop, screen(3, "card", hold="Hold to see your card", secret=SECRET))
    ActionChains(browser).click_and_hold(by_id(browser, "hold")).perform()
    assert next_act(laptop, "held") == {"t": "held", "v": 3}
    question = {"hold": "Hold to see your question", "secret": "Whom do you check?", "min": 0}
    shown(browser, laptop, turn(4, **question))
    wait_for(browser, "the question shows while held", lambda d: "Whom do you check?" in visible_text(d))
    assert next_act(laptop, "held") == {"t": "held", "v": 4}
    shown(browser, laptop, turn(5, **question))  # the same words: the same hold
    ActionChains(browser).release().perform()
    wait_for(browser, "the question hides", lambda d: not secret_in_page(d, "Whom do you check?"))
    browser.find_elements(By.CSS_SELECTOR, "#buttons button")[1].click()
    acts = [laptop.next_act()]
    while acts[-1]["t"] != "press":
        acts.append(laptop.next_act())
    assert acts == [{"t": "press", "key": "nobody", "v": 5}], acts


def test_a_tap_does_not_wait_for_the_waiting_poll(qapp: QApplication, browser: Any) -> None:
    """The phone's poll waits at the laptop (30 s here); a tap goes on a request of its own at
    once, and reaches the laptop within a tick or two; the page never has more than two requests
    in flight."""
    laptop = FakeLaptop(tick=0.1, idle_after=30.0).start()
    try:
        count_requests(browser)
        laptop.send(turn(3))  # it answers the page's first poll
        browser.get(laptop.link)
        wait_for(browser, "the screen shows", lambda d: attribute(d, "v") == "3")
        wait_for(
            browser, "the phone's poll waits at the laptop", lambda d: {"t": "poll", "v": 3} in laptop.polls()
        )
        assert flight(browser)["now"] == 1
        started = time.monotonic()
        browser.find_elements(By.CSS_SELECTOR, "#circle .seat")[3].click()
        assert next_act(laptop, "tap") == {"t": "tap", "name": "Dan", "v": 3}
        assert time.monotonic() - started < 5.0, "the tap did not wait for the poll (30 s)"
        for name in ("Eve", "Fay", "Ann"):  # taps in a row
            browser.find_element(By.CSS_SELECTOR, f'#circle .seat[data-name="{name}"]').click()
            assert next_act(laptop, "tap")["name"] == name
        shown(browser, laptop, turn(4, picked="Ann"))
        assert flight(browser)["most"] <= 2
    finally:
        laptop.stop()


# --- what the laptop sends, taken as it is meant ---


def test_a_stale_screen_is_ignored(laptop: FakeLaptop, browser: Any) -> None:
    open_page(browser, laptop)
    shown(browser, laptop, screen(5, line="The newest"))
    received = count(browser, "received")
    laptop.send(screen(4, line="An older one"))
    wait_for(browser, "the older screen arrives", lambda d: count(d, "received") > received)
    assert by_id(browser, "line").text == "The newest" and attribute(browser, "v") == "5"


def test_text_that_looks_like_markup_is_shown_as_it_is(laptop: FakeLaptop, browser: Any) -> None:
    bold, image = "<b>x</b>", '<img src=x onerror="document.title=1">'
    open_page(browser, laptop)
    shown(
        browser,
        laptop,
        turn(
            2,
            title=bold,
            line=image,
            hold="<i>hold</i>",
            secret="<u>secret</u>",
            seats=[[1, bold, 1], [2, image, 1]],
            picked=bold,
            buttons=[["confirm", "<em>ok</em>"]],
            table=["<script>alert(1)</script>"],
        ),
    )
    assert by_id(browser, "title").text == bold and by_id(browser, "line").text == image
    assert by_id(browser, "hold").text == "<i>hold</i>" and by_id(browser, "center").text == bold
    assert (
        by_id(browser, "buttons").text == "<em>ok</em>"
        and by_id(browser, "table").text == "<script>alert(1)</script>"
    )
    ActionChains(browser).click_and_hold(by_id(browser, "hold")).perform()
    wait_for(browser, "the secret shows", lambda d: by_id(d, "hold").text == "<u>secret</u>")
    tags = browser.execute_script(
        "return Array.prototype.map.call(document.querySelectorAll('#app b, #app img, #app i, #app u, "
        "#app em, #app script'), function (e) { return e.tagName; });"
    )
    ActionChains(browser).release().perform()
    assert tags == [] and browser.title == "Mafia"


def test_retired_says_so_and_stops(laptop: FakeLaptop, browser: Any) -> None:
    count_requests(browser)
    open_page(browser, laptop)
    shown(browser, laptop, turn(2))
    shown(
        browser,
        laptop,
        screen(3, "retired", title="Ann · seat 1", line="The game is over: this phone is free."),
    )
    assert by_id(browser, "line").text == "The game is over: this phone is free."
    assert attribute(browser, "state") == "retired"
    assert not by_id(browser, "circle").is_displayed() and not by_id(browser, "buttons").is_displayed()
    wait_for(browser, "nothing in flight", lambda d: flight(d)["now"] == 0)
    posts, heard = flight(browser)["posts"], laptop.heard()
    time.sleep(2.5)  # polls would come every second (the laptop answers idle after 1 s)
    assert flight(browser)["posts"] == posts and laptop.heard() == heard
    browser.refresh()  # the pairing is over in this tab too
    wait_for(browser, "the page says the link has no key", lambda d: "no key" in status(d))


def test_a_pairing_the_laptop_forgot_is_over(laptop: FakeLaptop, browser: Any) -> None:
    """The host took the seat back (or a new game began): the laptop answers the page's next
    request 404; the page says it is no longer in the game and stops."""
    count_requests(browser)
    open_page(browser, laptop)
    shown(browser, laptop, turn(2))
    laptop._in_server(lambda server: server.retire(laptop.token))
    wait_for(browser, "the page says it is retired", lambda d: attribute(d, "state") == "retired")
    assert by_id(browser, "line").text == "This phone is no longer in the game."
    for part in ("circle", "hold", "buttons", "count"):  # nothing of the turn is left to press
        assert not by_id(browser, part).is_displayed(), part
    wait_for(browser, "nothing in flight", lambda d: flight(d)["now"] == 0)
    posts = flight(browser)["posts"]
    time.sleep(2.5)
    assert flight(browser)["posts"] == posts


def test_a_reload_resumes_where_the_phone_was(laptop: FakeLaptop, browser: Any) -> None:
    """A reloaded page keeps its pairing in its tab, counts on where it was (nothing refused), and
    the laptop shows it its latest screen again."""
    open_page(browser, laptop)
    shown(browser, laptop, turn(6, line="Before the reload"))
    browser.refresh()
    wait_for(browser, "the latest screen again", lambda d: attribute(d, "v") == "6")
    assert "#" not in browser.current_url and by_id(browser, "line").text == "Before the reload"
    browser.find_elements(By.CSS_SELECTOR, "#circle .seat")[0].click()
    assert next_act(laptop, "tap") == {"t": "tap", "name": "Ann", "v": 6}
    assert laptop.refused == [] and count(browser, "refused") == 0


def test_no_connection_shows_and_the_page_comes_back(laptop: FakeLaptop, browser: Any) -> None:
    open_page(browser, laptop)
    shown(browser, laptop, turn(4))
    laptop.close_port()
    wait_for(browser, "the page says so", lambda d: status(d) == "No connection to the laptop: trying again…")
    assert by_id(browser, "line").text == "Pick a seat, then confirm.", "the last screen stays"
    controls = browser.find_elements(By.CSS_SELECTOR, "#buttons button, #circle .seat")
    assert controls and not any(c.is_enabled() for c in controls)
    laptop.open_port()
    wait_for(browser, "the page is back", lambda d: attribute(d, "state") == "online")
    assert status(browser) == ""
    shown(browser, laptop, turn(5))
    browser.find_elements(By.CSS_SELECTOR, "#buttons button")[0].click()
    assert next_act(laptop, "press") == {"t": "press", "key": "confirm", "v": 5}


def test_before_the_laptop_speaks_the_page_uses_the_browsers_language(
    qapp: QApplication, browser: Any
) -> None:
    browser.execute_cdp_cmd(
        "Emulation.setUserAgentOverride", {"userAgent": "Mozilla/5.0", "acceptLanguage": "ru-RU"}
    )
    laptop = FakeLaptop().start()
    try:
        browser.get(laptop.link.split("#")[0])
        wait_for(browser, "no key, in Russian", lambda d: "нет ключа" in status(d))
    finally:
        laptop.stop()


# --- how it looks ---

LONG = "Wolfeschlegelsteinhausen"  # 24 characters, no space to break at
TWELVE = [
    [i, name, 0 if i in (5, 9) else 1]
    for i, name in enumerate(
        ["Ann", "Bob", "Cid", "Dan", LONG, "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lev"], start=1
    )
]


def looks(v: int) -> list[tuple[str, dict[str, Any], bool]]:
    table = ["Night 2", "Out: Eve (seat 5), Ivy (seat 9)"]
    return [
        (
            "wait",
            screen(
                v,
                "wait",
                title=f"{LONG} · seat 5",
                line="The laptop is with Bob (seat 2).",
                seats=TWELVE,
                table=table,
            ),
            False,
        ),
        (
            "card",
            screen(
                v + 1,
                "card",
                line="Your card",
                hold="Hold to see your card",
                secret=SECRET,
                buttons=[["done", "Seen"]],
                min=3,
                left=2,
                table=table,
            ),
            False,
        ),
        (
            "card-held",
            screen(
                v + 2,
                "card",
                line="Your card",
                hold="Hold to see your card",
                secret=SECRET,
                buttons=[["done", "Seen"]],
                min=3,
                left=2,
                table=table,
            ),
            True,
        ),
        ("turn", turn(v + 3, seats=TWELVE, picked="Hal", table=table, left=5), False),
        (
            "turn-held",
            turn(
                v + 4,
                seats=TWELVE,
                picked=LONG,
                table=table,
                left=0,
                secret="Kill tonight. Your mafia: Dan (seat 4)",
            ),
            True,
        ),
        (
            "answer",
            screen(
                v + 5,
                "answer",
                line="The night's answer",
                hold="Hold to see the answer",
                secret="Hal (seat 8) is not the sheriff.",
                buttons=[["done", "Done"]],
                min=3,
                table=table,
            ),
            False,
        ),
        (
            "answer-held",
            screen(
                v + 6,
                "answer",
                line="The night's answer",
                hold="Hold to see the answer",
                secret="Hal (seat 8) is not the sheriff.",
                buttons=[["done", "Done"]],
                min=3,
                table=table,
            ),
            True,
        ),
        (
            "retired",
            screen(v + 7, "retired", title=f"{LONG} · seat 5", line="The game is over: this phone is free."),
            False,
        ),
    ]


def shots_folder(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("MAFIA_PHONE_SHOTS") or tmp_path / "shots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def fits(driver: Any) -> bool:
    return bool(driver.execute_script("return document.documentElement.scrollWidth <= window.innerWidth;"))


@pytest.mark.parametrize(("width", "height"), [(360, 640), (412, 915), (800, 1280)])
def test_every_kind_of_screen_fits_the_phone(
    qapp: QApplication, browser: Any, tmp_path: Path, width: int, height: int
) -> None:
    """Each kind of screen, held and not, fits a small phone, a tall one and a tablet with no
    sideways scroll; screenshots for a person to look at (MAFIA_PHONE_SHOTS=<folder>)."""
    folder = shots_folder(tmp_path)
    laptop = FakeLaptop(repeat=False).start()
    try:
        as_phone(browser, width, height)
        open_page(browser, laptop)
        for name, message, held in looks(10):
            shown(browser, laptop, message)
            if held:
                ActionChains(browser).click_and_hold(by_id(browser, "hold")).perform()
                wait_for(browser, "the secret shows", lambda d, m=message: m["secret"] in visible_text(d))
            assert fits(browser), name
            browser.save_screenshot(str(folder / f"phone-{width}x{height}-{name}.png"))
            if held:
                ActionChains(browser).release().perform()
        laptop.close_port()
        wait_for(browser, "offline", lambda d: attribute(d, "state") in ("offline", "retired"))
    finally:
        laptop.stop()


def test_offline_and_right_to_left_look_right(qapp: QApplication, browser: Any, tmp_path: Path) -> None:
    folder = shots_folder(tmp_path)
    laptop = FakeLaptop().start()
    try:
        as_phone(browser, 360, 640)
        open_page(browser, laptop)
        persian = turn(
            3,
            lang="fa",
            dir="rtl",
            title="آنا · صندلی ۱",
            line="یک صندلی انتخاب کنید، سپس تأیید کنید.",
            hold="برای دیدن کارت نگه دارید",
            seats=[
                [i, name, 1]
                for i, name in enumerate(
                    ["آنا", "بابک", "سارا", "داوود", "الهه", "فرهاد", "گلناز", "هومن"], start=1
                )
            ],
            buttons=[["confirm", "تأیید"], ["nobody", "هیچ‌کس"]],
            table=["شب ۲"],
            picked="سارا",
        )
        shown(browser, laptop, persian)
        assert browser.execute_script("return document.documentElement.dir") == "rtl"
        assert fits(browser)
        browser.save_screenshot(str(folder / "phone-360x640-rtl.png"))
        shown(browser, laptop, turn(4, seats=TWELVE, left=3))
        laptop.close_port()
        wait_for(browser, "offline", lambda d: attribute(d, "state") == "offline")
        assert fits(browser)
        browser.save_screenshot(str(folder / "phone-360x640-offline.png"))
    finally:
        laptop.stop()
