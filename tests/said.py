"""What the catalogue says in a language: the expectations of the tests that run in every language
of the registry are read from its catalogue (never written out in English or Russian), filled in
as a template is filled. Where right-to-left writing is about, the app puts a name it fills in
between direction isolates (FSI … PDI); a test compares the words, :func:`unmarked` (the tests of
right-to-left writing check the isolates themselves).

>>> said("en", "Texts", "{by} died guarding {player}", by="Dan", player="Fay")
'Dan died guarding Fay'
>>> said("ru", "Plurals", "%n vote(s)", 5)
'5 голосов'
>>> pattern("en", "Print", "Page {page} of {pages}", pages=3).fullmatch("Page 2 of 3")["page"]
'2'
>>> pattern("en", "Print", "{cards} — {role}", role="Mafia").fullmatch("2 × Jack — Mafia")["cards"]
'2 × Jack'
>>> bare("ru", "Cards", "number card (2–10)")
'числовая карта'
>>> unmarked("\\u2068Ann\\u2069 is out")
'Ann is out'
"""

from __future__ import annotations

import re

from mafia_desktop.i18n import in_language, number

ISOLATES = dict.fromkeys(map(ord, "\u2066\u2067\u2068\u2069"))


def unmarked(text: str) -> str:
    """``text`` without direction isolates: the words a reader sees."""
    return text.translate(ISOLATES)


def said(lang: str, context: str, source: str, n: int = -1, **params: object) -> str:
    """``source`` of ``context`` in ``lang``'s catalogue, its ``{placeholders}`` filled (a whole
    number as the language writes it: Persian «۳»)."""
    text = in_language(lang, context, source, n)
    for key, value in params.items():
        text = text.replace("{" + key + "}", _shown(value, lang))
    return text


def _shown(value: object, lang: str) -> str:
    if isinstance(value, int) and not isinstance(value, bool):
        return number(value, lang)
    return unmarked(str(value))


def pattern(lang: str, context: str, source: str, n: int = -1, **params: object) -> re.Pattern[str]:
    """What ``source`` says in ``lang``, as a pattern to match :func:`unmarked` text: the
    ``params`` filled in (a pattern's own text where one is given), every other placeholder a
    named group of any text."""
    out, seen = [], set()
    for k, part in enumerate(re.split(r"\{(\w+)\}", in_language(lang, context, source, n))):
        value = params.get(part)
        if k % 2 == 0:
            out.append(re.escape(part))
        elif part in seen:
            out.append(f"(?P={part})")
        elif isinstance(value, re.Pattern):
            out.append(f"(?P<{part}>{value.pattern})")
        elif part in params:
            out.append(re.escape(_shown(value, lang)))
        else:
            out.append(f"(?P<{part}>.+?)")
        seen.add(part)
    return re.compile("".join(out), re.DOTALL)


def bare(lang: str, context: str, source: str) -> str:
    """``source`` in ``lang`` without its bracketed aside: "number card (2–10)", «числовая карта»."""
    return re.sub(r"\s*[(（][^()（）]*[)）]", "", in_language(lang, context, source)).strip()
