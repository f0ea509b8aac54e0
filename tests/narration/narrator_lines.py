"""Every line the narrator may say, for the tests that check each one in every language: every
preset's lines, with its kill rule flipped (the called list where the mafia agree, and the other
way), and with every registered role dealt (``+every``, as house rules add them), said with
players whose names are in every script the voices meet."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from mafia_desktop import i18n, phrases
from mafia_desktop.engine.roles import ROLES, night_order_for
from mafia_desktop.engine.rules import PRESET_IDS, PRESETS, Rules, with_options
from mafia_desktop.narration.night_script import (
    BY_SEAT,
    back_line,
    best_move_line,
    every_line,
    foul_line,
    script_lines,
    speak,
)

# Ten seats (the club's), names in Latin with and without accents, Cyrillic (Russian and
# Ukrainian), Persian, capitals, an apostrophe, and one no voice can read (said by its seat).
PLAYERS = ("Ann", "José", "Zoë", "Jürgen", "Анна", "Мар'яна", "مریم", "李", "ANNA", "O'Brien")


def with_every_role(preset: str) -> Rules:
    """The preset with every registered role it lacks added (``+every``)."""
    base = PRESETS[preset]
    extra = [r for r in ROLES if r not in base.roles]
    order = night_order_for(base.night_order, [*base.roles, *extra])
    return with_options(base, {"roles": [*base.roles, *extra], "night_order": order})


def rule_sets() -> Iterator[tuple[str, Rules]]:
    """Every preset, its kill rule flipped, and with every role dealt."""
    for preset in PRESET_IDS:
        rules = PRESETS[preset]
        yield preset, rules
        yield (
            f"{preset}, kill flipped",
            with_options(rules, {"kill": "majority" if rules.kill == "team" else "team"}),
        )
        yield f"{preset}+every", with_every_role(preset)


def lines_of(rules: Rules, lang: str, players: Sequence[str] = PLAYERS) -> list[str]:
    """What the voice is given for every line the game may say (both nights, the called list,
    every morning, fouls, the best move, steps back), and for every line of the script a house
    rule can reach, filled with the rules' own words."""
    players = list(players)
    out = every_line(rules, players, rules.roles, lang)
    for name in players:
        for count in (3, 4):
            for today, half in ((False, False), (True, False), (False, True)):
                line = foul_line(name, count, lang, players, today, half)
                if line is not None:
                    out.append(line.speech)
        out.append(best_move_line(name, lang, players).speech)
    out += [back_line(rules, call, lang).speech for call in rules.night_order]
    with phrases.speaking(lang):
        role = phrases.role_name(rules, rules.roles[-1])
        finds = phrases.finds_name(rules, "check")
    for said in [*script_lines(rules), BY_SEAT]:
        for seat, name in ((3, players[2 % len(players)]), (7, players[-1])):
            out.append(speak(said, lang, role=role, finds=finds, name=name, seat=seat).speech)
    return list(dict.fromkeys(out))


# --- lines that wait for a translation ------------------------------------------------------------------

UNFINISHED = "\ue000"  # put before a string a catalogue does not translate yet
SHIPPED = i18n.translator  # the shipped catalogues


class _Marking:
    """A catalogue that marks what it does not translate (:data:`UNFINISHED`)."""

    def __init__(self, real: Any) -> None:
        self.real = real

    def translate(self, context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        out = self.real.translate(context, text, disambiguation, n) if self.real is not None else ""
        return str(out) or UNFINISHED + text


@contextmanager
def marking_unfinished(translator: Any = None) -> Iterator[None]:
    """For the ``with`` block, a line that needs a string its language's catalogue does not
    translate yet holds :data:`UNFINISHED` (English has every string: its source). ``translator``:
    the catalogues to mark (the shipped ones when None)."""
    real = translator or SHIPPED

    def marking(lang: str) -> Any:
        return real(lang) if lang == "en" else _Marking(real(lang))

    setattr(i18n, "translator", marking)  # noqa: B010 - (in_language reads it at each call)
    try:
        yield
    finally:
        setattr(i18n, "translator", SHIPPED)  # noqa: B010


def waiting_lines(rules: Rules, lang: str, players: Sequence[str] = PLAYERS) -> set[str]:
    """Which of :func:`lines_of` need a string ``lang``'s catalogue does not translate yet."""
    with marking_unfinished():
        return {text.replace(UNFINISHED, "") for text in lines_of(rules, lang, players) if UNFINISHED in text}
