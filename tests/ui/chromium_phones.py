"""Players' phones as real headless Chromium tabs (Debian's chromium, driven by selenium through
Debian's chromedriver) against the real laptop, for the tests of whole games with phones
(tests/ui/test_phones_in_chromium.py, the Xvfb game tests/ui/xvfb_phones.py and the kill -9 test
tests/ui/test_phones_killed.py).

A phone does only what a player does with the page: it opens its link, presses and holds the hold
target (the mouse's press, as a finger's), taps a seat on the page's circle and presses its
buttons. What it reads is what the page shows (``#hold`` while held, ``#line``, the circle's
picked seat...).

Each browser (one chromium) has its own thread: every call to it runs there, one at a time, and
gives a :class:`~concurrent.futures.Future`, so the laptop's Qt loop can run meanwhile in the
test's thread (the laptop's server answers there). A browser holds several tabs, one a phone;
each call on a tab switches to it first. Every wait is bounded (``WAIT`` seconds a step)."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

from selenium.common.exceptions import StaleElementReferenceException, TimeoutException, WebDriverException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from tests.phones import chromium

CHROMIUM, CHROMEDRIVER = chromium.CHROMIUM, chromium.CHROMEDRIVER
#: seconds: the most any one step of a phone may take
WAIT = 30.0

T = TypeVar("T")
#: a common phone's screen: its width and height in CSS pixels, and its density
PHONE = (390, 844, 2.0)


def launch(folder: Path) -> Any:
    """A headless Chromium the size of a phone's screen (see :func:`tests.phones.chromium.launch`)."""
    return chromium.launch(folder, WAIT)


def _content(shown: dict[str, Any]) -> dict[str, Any]:
    """What a page's screen says, without its serial, its connection's state, and whether its
    controls work now (the count of seconds and the connection turn them on and off)."""
    out = {k: v for k, v in shown.items() if k not in ("v", "state", "status", "buttons", "seats")}
    out["buttons"] = [b[:2] for b in shown.get("buttons", [])]
    out["seats"] = [[seat[0], *seat[2:]] for seat in shown.get("seats", [])]
    return out


class Browser:
    """One Chromium, with a thread of its own that runs every call to it."""

    def __init__(self, folder: Path) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="chromium")
        self.driver: Any = None
        self._first_tab_free = True
        self.driver = self._pool.submit(launch, folder).result(timeout=120)

    def run(self, job: Callable[..., T], *args: Any) -> Future[T]:
        return self._pool.submit(job, *args)

    def tab(self, name: str) -> Tab:
        """A new tab (the browser's first one, the first time), for ``name``'s phone, the size
        of a common phone's screen."""
        return Tab(self, name)

    def _new_handle(self) -> str:
        if self._first_tab_free:
            self._first_tab_free = False
            return str(self.driver.current_window_handle)
        self.driver.switch_to.new_window("tab")
        return str(self.driver.current_window_handle)

    def quit(self) -> None:
        """The browser closed (a call still waiting on a page fails; those not begun never run)."""
        self._pool.shutdown(wait=False, cancel_futures=True)
        self.driver.quit()


class Tab:
    """One player's phone: a tab of a :class:`Browser`. Its methods run in the browser's thread
    and give futures; those ending in ``_now`` run where they are called (in that thread)."""

    def __init__(self, browser: Browser, name: str, phone: tuple[int, int, float] | None = PHONE) -> None:
        self.browser = browser
        self.name = name
        self.handle = browser.run(browser._new_handle).result(timeout=WAIT)
        self.held: list[str] = []  # every secret read while held, in order
        if phone is not None:
            browser.run(self._as_phone, *phone).result(timeout=WAIT)

    def _as_phone(self, width: int, height: int, scale: float) -> None:
        """The tab's viewport a phone's: its size in CSS pixels and its density."""
        self._front().execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride",
            {"width": width, "height": height, "deviceScaleFactor": scale, "mobile": True},
        )

    # --- in the browser's thread ------------------------------------------------------------

    @property
    def driver(self) -> Any:
        return self.browser.driver

    def _front(self) -> Any:
        if self.driver.current_window_handle != self.handle:
            self.driver.switch_to.window(self.handle)
        return self.driver

    def _until(self, what: str, condition: Callable[[Any], Any], wait: float = WAIT) -> Any:
        def check(driver: Any) -> Any:
            try:
                return condition(driver)
            except StaleElementReferenceException:  # the page drew its screen again meanwhile
                return False

        try:
            return WebDriverWait(self._front(), wait, poll_frequency=0.05).until(check)
        except TimeoutException:
            raise AssertionError(f"{self.name}'s phone: {what}; it shows {self.shown_now()}") from None

    def attr_now(self, name: str) -> str:
        return str(self._front().find_element(By.TAG_NAME, "body").get_attribute(f"data-{name}") or "")

    def text_now(self, element: str) -> str:
        found = self._front().find_elements(By.ID, element)
        if not found or not found[0].is_displayed():
            return ""
        return str(found[0].text)

    def shown_now(self) -> dict[str, Any]:
        """What the page shows, read off it (nothing of the secret unless it is held)."""
        driver = self._front()
        script = """
        function t(id) { var e = document.getElementById(id); return e && !e.hidden ? e.textContent : ""; }
        function all(selector) {  /* the parts of the screen shown only */
          var box = document.querySelector(selector.split(' ')[0]);
          return box && !box.hidden ? document.querySelectorAll(selector) : [];
        }
        var seats = [].map.call(all('#circle .seat'), function (b) {
          return [b.getAttribute('data-name'), !b.disabled, b.className.indexOf('picked') >= 0,
                  b.className.indexOf('dead') >= 0]; });
        var buttons = [].map.call(all('#buttons button'), function (b) {
          return [b.getAttribute('data-key'), b.textContent, !b.disabled]; });
        var table = [].map.call(all('#table li'), function (l) { return l.textContent; });
        return {state: document.body.getAttribute('data-state') || '', v: Number(document.body.getAttribute('data-v') || 0),
                status: t('status'), title: t('title'), line: t('line'), hold: t('hold'),
                held: document.getElementById('hold').className === 'held', center: t('center'),
                seats: seats, buttons: buttons, table: table, lang: document.documentElement.lang};
        """
        return dict(driver.execute_script(script))

    def _open(self, link: str) -> None:
        self._front().get(link)
        self._until("it connects", lambda d: self.attr_now("state") == "online")

    def _wait_for(
        self, what: str, condition: Callable[[dict[str, Any]], bool], wait: float = WAIT
    ) -> dict[str, Any]:
        return dict(
            self._until(what, lambda d: (lambda s: s if condition(s) else False)(self.shown_now()), wait)
        )

    def _hold(self, shot: Path | None = None) -> str:
        """Press and hold the target, read what it shows (its picture saved to ``shot``, if
        given), lift the finger; what was shown."""
        driver = self._front()
        target = self._until(
            "the hold target shows",
            lambda d: (lambda e: e if e.is_displayed() else False)(d.find_element(By.ID, "hold")),
        )
        ActionChains(driver).click_and_hold(target).perform()
        try:
            shown = self._wait_for("the secret shows while held", lambda s: s["held"] and s["hold"] != "")
            if shot is not None:
                driver.save_screenshot(str(shot))
        finally:
            ActionChains(driver).release().perform()
        self._wait_for("the secret hides once released", lambda s: not s["held"])
        self.held.append(shown["hold"])
        return str(shown["hold"])

    def _click(self, what: str, selector: str, attribute: str, value: str) -> int:
        """Click the page's enabled element of ``selector`` whose ``attribute`` is ``value``
        (found again if the page drew its screen again meanwhile); the screen's serial then."""
        clicked: list[int] = []

        def click(driver: Any) -> bool:
            for element in driver.find_elements(By.CSS_SELECTOR, selector):
                if element.get_attribute(attribute) == value and element.is_enabled():
                    v = self.shown_now()["v"]
                    element.click()
                    clicked.append(v)
                    return True
            return False

        self._until(what, click)
        return clicked[0]

    def _tap(self, name: str) -> None:
        before = self._click(f"{name}'s seat can be tapped", "#circle .seat", "data-name", name)
        self._wait_for(f"{name}'s seat shows picked", lambda s: s["center"] == name and s["v"] > before)

    def _press(self, key: str) -> None:
        """Press the button, and wait for the laptop's answer: this phone's screen changed (a
        newer serial alone may be another phone's doing: every phone gets one then)."""
        was = self._screen_now()
        self._click(f"its {key} button works", "#buttons button", "data-key", key)
        self._wait_for(f"the laptop answers its {key}", lambda s: _content(s) != was)

    def _screen_now(self) -> dict[str, Any]:
        return _content(self.shown_now())

    def _turn(self, picks: list[str | None], shots: Path | None = None, stem: str | None = None) -> str:
        """A whole night turn: the question held, each pick (a seat tapped and Confirm, or
        Nobody), the answer held, Done; the answer's words. With ``stem``, its screens are saved
        in ``shots``: the turn before the hold, the question held, a seat picked, the answer held,
        the turn over."""

        def shot(name: str) -> Path | None:
            return None if shots is None or stem is None else shots / f"{stem}-{name}.png"

        def save(name: str) -> None:
            path = shot(name)
            if path is not None:
                self._front().save_screenshot(str(path))

        self._wait_for("its night turn", lambda s: any(b[0] == "confirm" for b in s["buttons"]))
        save("turn")
        self._hold(shot("question-held"))
        for n, pick in enumerate(picks):
            if pick is None:
                self._press("nobody")
            else:
                self._tap(pick)
                if n == 0:
                    save("picked")
                self._press("confirm")
        self._wait_for("its answer", lambda s: any(b[0] == "done" for b in s["buttons"]))
        save("answer")
        answer = self._hold(shot("answer-held"))
        self._press("done")
        if stem is not None:
            self._wait_for("its turn is over", lambda s: not s["buttons"])
            save("over")
        return answer

    def _offline(self, offline: bool) -> None:
        """The phone's network cut (Chromium's own network emulation: every request fails at
        once), or back."""
        driver = self._front()
        if offline:
            driver.set_network_conditions(offline=True, latency=0, throughput=0)
        else:
            driver.delete_network_conditions()

    def _reload(self) -> None:
        """The page loaded again in the same tab (a phone that slept, a browser that dropped the
        page): its pairing and counters kept in the tab's sessionStorage."""
        self._front().refresh()
        self._until("it connects again", lambda d: self.attr_now("state") == "online")

    def _shot(self, path: Path) -> str:
        self._front().save_screenshot(str(path))
        return path.name

    # --- from any thread: futures -----------------------------------------------------------

    def open(self, link: str) -> Future[None]:
        return self.browser.run(self._open, link)

    def shown(self) -> Future[dict[str, Any]]:
        return self.browser.run(self.shown_now)

    def wait_for(
        self, what: str, condition: Callable[[dict[str, Any]], bool], wait: float = WAIT
    ) -> Future[dict[str, Any]]:
        return self.browser.run(self._wait_for, what, condition, wait)

    def hold(self, shot: Path | None = None) -> Future[str]:
        return self.browser.run(self._hold, shot)

    def tap(self, name: str) -> Future[None]:
        return self.browser.run(self._tap, name)

    def press(self, key: str) -> Future[None]:
        return self.browser.run(self._press, key)

    def turn(
        self, picks: list[str | None], shots: Path | None = None, stem: str | None = None
    ) -> Future[str]:
        return self.browser.run(self._turn, picks, shots, stem)

    def offline(self, offline: bool) -> Future[None]:
        return self.browser.run(self._offline, offline)

    def reload(self) -> Future[None]:
        return self.browser.run(self._reload)

    def shot(self, path: Path) -> Future[str]:
        return self.browser.run(self._shot, path)


def chromium_missing() -> str | None:
    """Why real phones cannot be had here (None: they can)."""
    if CHROMIUM is None or CHROMEDRIVER is None:
        return "needs Debian's chromium and chromium-driver (packaging/system-packages.sh test)"
    return None


__all__ = ["WAIT", "Browser", "Tab", "WebDriverException", "chromium_missing", "launch"]
