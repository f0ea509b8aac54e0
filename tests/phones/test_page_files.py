"""The phone's page files as they are shipped (mafia_desktop/resources/phone/), read without a
browser: plain ES5 that fetches nothing but its two scripts, never writes markup, never vibrates
or plays a sound, and seals the wire's plaintext size."""

from __future__ import annotations

import re

from mafia_desktop.assets import asset_path
from mafia_desktop.phones.wire import PLAIN_SIZE

PAGE = asset_path("phone", "index.html").read_text(encoding="utf-8")
SCRIPT = asset_path("phone", "phone.js").read_text(encoding="utf-8")


def code(text: str) -> str:
    """``text`` without its comments and string literals (roughly: enough for these checks)."""
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r'"(?:\\.|[^"\\])*"', '""', text)
    return re.sub(r"^\s*//.*$", "", text, flags=re.M)


def test_the_page_loads_its_two_scripts_and_nothing_else() -> None:
    assert re.findall(r"<script\b[^>]*>", PAGE) == ['<script src="/nacl.js">', '<script src="/phone.js">']
    assert re.findall(r"<link\b[^>]*>", PAGE) == ['<link rel="icon" href="data:,">']
    for text in (PAGE, SCRIPT):
        assert "http://" not in text and "https://" not in text
        assert "url(" not in text and "@import" not in text
    assert re.findall(r'\.open\("[A-Z]+", "[^"]*"', SCRIPT) == ['.open("POST", "/x/"']


def test_the_script_is_es5_and_writes_no_markup_and_makes_no_sound() -> None:
    body = code(SCRIPT)
    for modern in (r"=>", r"\blet\b", r"\bconst\b", "`", r"\bclass\b", r"\basync\b", r"\bawait\b", r"\.\.\."):
        assert not re.search(modern, body), modern
    for banned in (
        "innerHTML",
        "outerHTML",
        "insertAdjacentHTML",
        "document.write",
        "eval(",
        "Function(",
        "vibrate",
        "Audio",
        "speechSynthesis",
        ".play(",
        "Notification",
        "localStorage",
    ):
        assert banned not in SCRIPT, banned


def test_the_page_seals_the_wires_plaintext_size() -> None:
    assert re.findall(r"var PLAIN_SIZE = (\d+);", SCRIPT) == [str(PLAIN_SIZE)]
