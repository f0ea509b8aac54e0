"""Whole games with the eight house roles of issue 47, in one window, as a party plays an evening:
run by ``test_house_roles_under_xvfb.py`` in a process of its own on a real X server (Qt's xcb
platform), never collected on its own.

Every preset in every mode is played in the same main window by mouse and keys (the table's circle
and step buttons, the referee console's act choice, the Mayor's card, Nobody for the Kamikaze, the
private panel's hold, number keys and buttons, the laptop in the middle's act choice, Ctrl+Z now and
then), each game with six of the eight roles dealt (the referee's games always the Marshal, the
Journalist, the Kamikaze and the Mayor, whose moments the console shows), in English and Russian at
100 % and 200 % text. The players favour the roles' holders a little (the mafia shoot the Immortal,
the Werewolf, the Kamikaze or the Jester some nights; the day names the Jester or the Kamikaze; the
Mayor shows his card), as a table that knows its house rules would.

``MAFIA_PLAY_SHOTS``: the X server's picture of the window at each moment that matters, once per
moment and look; ``MAFIA_PLAY_REPORT``: a JSON line per game (how far it went, what each role did).
"""

from __future__ import annotations

import json
import os
import random
import zlib
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from mafia_desktop import settings
from mafia_desktop.engine.events import Acted
from mafia_desktop.engine.record import Record, replay
from mafia_desktop.engine.roles import NIGHT_ACTS, acts_of_call, night_order_for
from mafia_desktop.engine.rules import PRESETS as RULES
from mafia_desktop.engine.rules import Rules, recommended_counts, with_options
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.settings import Appearance
from mafia_desktop.table import table_flow as tf
from mafia_desktop.table.presenter import present
from mafia_desktop.ui.window.theme import restyle
from tests.ui.spy import SHOWN, TEN
from tests.ui.xvfb_play import Player, evening_window

HOUSE = ("marshal", "immortal", "kamikaze", "jester", "journalist", "werewolf", "hooligan", "mayor")
CONSOLE = ("marshal", "journalist", "kamikaze", "mayor")  # what the referee's console shows
PASSIVE = ("immortal", "werewolf", "hooligan", "jester")
# The game's roles besides the four above, in each preset's turn (each pair twice per mode).
WITH_CONSOLE = (
    ("immortal", "werewolf"),
    ("hooligan", "jester"),
    ("immortal", "hooligan"),
    ("werewolf", "jester"),
)
WITH_PASSIVE = {
    "pass": (
        ("marshal", "journalist"),
        ("kamikaze", "mayor"),
        ("marshal", "kamikaze"),
        ("journalist", "mayor"),
    ),
    "middle": (
        ("kamikaze", "mayor"),
        ("marshal", "journalist"),
        ("journalist", "mayor"),
        ("marshal", "kamikaze"),
    ),
}
MODES = ("referee", "pass", "middle")
PRESETS = ("classic", "youth", "club", "angel")
LOOKS = (("en", 100), ("ru", 200), ("ru", 100), ("en", 200))
# Whom the night and the day favour: those whose behaviours need an attack or a vote.
VICTIMS = ("immortal", "werewolf", "kamikaze", "jester")
VOTED = ("jester", "kamikaze")
STEPS = 1500


def house_rules(preset: str, roles: tuple[str, ...]) -> Rules:
    base = RULES[preset]
    every = list(dict.fromkeys([*base.roles, *roles]))
    return with_options(base, {"roles": every, "night_order": night_order_for(base.night_order, every)})


def deal_of(preset: str, roles: tuple[str, ...], seed: int) -> dict[str, str]:
    """Who holds what, by the names shown: the preset's own roles for ten, the house roles, and
    civilians for the rest (the club: exactly ten)."""
    counts = recommended_counts(RULES[preset], 10)
    seats = [r for r, n in counts.items() if r != "civilian" for _ in range(n)] + list(roles)
    seats += ["civilian"] * (10 - len(seats))
    assert len(seats) == 10, seats
    random.Random(seed).shuffle(seats)
    return {SHOWN[n]: r for n, r in zip(TEN, seats, strict=True) if r != "civilian"}


class HousePlayer(Player):
    """The evening's person at the table (``xvfb_play.Player``), who knows the house rules."""

    look: str = "en100"
    biased: str = ""  # the private screen where the favoured victim was last picked
    shots: Path | None = None
    taken: set[str]
    window_shots: list[str]

    def holder(self, role: str) -> str | None:
        return next((p for p, r in self.deal.items() if r == role), None)

    def alive(self, name: str | None) -> bool:
        return name is not None and any(s.name == name and s.alive for s in self.public().seats)

    def victim(self) -> str | None:
        """Tonight's favoured victim (the same for every shooter), or None: any."""
        night = self.public().number
        if zlib.crc32(f"{night} {self.look}".encode()) % 3 == 0:
            return None
        wanted = [h for r in VICTIMS if (h := self.holder(r)) is not None and self.alive(h)]
        return wanted[night % len(wanted)] if wanted else None

    def shoot(self, moment: str) -> None:
        """The X server's picture of the window, once per moment and look."""
        if self.shots is None or f"{moment}-{self.look}" in self.taken:
            return
        self.taken.add(f"{moment}-{self.look}")
        for _ in range(3):
            QApplication.processEvents()
        screen = self.window.screen()
        w = self.window
        picture = screen.grabWindow(0, w.x(), w.y(), w.width(), w.height())
        name = f"{moment}-{self.look}-{self.mode}.png"
        picture.save(str(self.shots / name))
        self.window_shots.append(name)

    # --- the table ----------------------------------------------------------------------------

    def _table_step(self) -> None:
        state = self.table.flow_state()
        stage = tf.stage_of(state)
        prompt = state.composer().prompt() if stage not in ("over",) else None
        code = prompt.code if prompt is not None else ""
        buttons = self.buttons()
        if any(b.startswith("act:") for b in buttons):
            self.shoot("referee_marshal_choice")
            if "act:fire" in buttons and self.rnd.random() < 0.3:
                self.press("act:fire")
                return
        if code == "night_compare" and dict(prompt.params).get("picked"):  # type: ignore[union-attr]
            self.shoot("referee_journalist_second")
        if stage == "last_act":
            self.shoot("kamikaze_last_act")
            if self.rnd.random() < 0.3:
                self.press("take_nobody")
                return
        if "reveal_mayor" in buttons:
            self.shoot("mayor_card_button")
        if code == "pick_actor_reveal_mayor":
            self.shoot("mayor_claim")
            mayor = self.holder("mayor")
            if mayor is not None and self.rnd.random() < 0.7 and mayor in present(state).selectable:
                self.tap_table(mayor)
                return
        if stage == "night_call" and code == "night_team_shot":
            victim = self.victim()
            if victim is not None and victim in present(state).selectable and self.rnd.random() < 0.7:
                self.tap_table(victim)
                return
        if stage == "pick_target" and self.rnd.random() < 0.5:
            lit = present(state).selectable
            named = [h for r in VOTED if (h := self.holder(r)) in lit]
            if named:
                self.tap_table(named[0])
                return
        if stage == "called_list":
            self._called_list(state)
            return
        super()._table_step()

    def _called_list(self, state: tf.TableState) -> None:
        """The mafia sign at one seat as the list is called: tonight's favoured victim, or the
        evening's driver's seat (xvfb_play)."""
        frame = present(state)
        night = frame.night
        victim = self.victim()
        legal = state.referee.legal if state.referee is not None else ()
        shared = [a for a in legal if a.act in NIGHT_ACTS and NIGHT_ACTS[a.act].behaviour.shared]
        shooters = sorted({by for a in shared for by in a.by})
        if victim is None or victim in shooters or night is None or night.called is None:
            super()._table_step()
            return
        if night.called[1] == victim:
            for name in shooters:
                if name not in frame.picked:
                    self.tap_table(name)
        self.press("next_seat")

    # --- the private panel ----------------------------------------------------------------------

    def key_pick(self, name: str) -> None:
        screen = self.panel.shown_screen
        secret = screen.secret if screen is not None else None
        act = secret.get("act") if secret is not None else None
        if screen is not None and screen.call is not None and act is None:  # the laptop in the middle
            acts = acts_of_call(screen.call)
            act = acts[0].id if len(acts) == 1 else None
        victim = self.victim()
        selectable = self.panel.circle.marks().selectable
        here = repr((screen.who, screen.call, screen.pick, screen.round)) if screen is not None else ""
        if here == self.biased:  # the favoured victim refused (a turned Werewolf is mafia now)
            victim = None
        self.biased = here
        if (
            act in NIGHT_ACTS
            and NIGHT_ACTS[str(act)].behaviour.shared
            and victim is not None
            and victim in selectable
            and victim != (screen.who if screen is not None else None)
        ):
            name = victim
        super().key_pick(name)
        circle = self.panel.circle
        if circle._digit_timer.isActive():  # "1" of ten seats may begin "10": a person waits
            circle._digit_timer.stop()
            circle._on_digit_timer_timeout()
        if screen is not None and (
            (screen.call == "journalist" and screen.pick == 2)
            or (act == "compare" and secret is not None and secret.get("picked"))
        ):
            self.shoot("panel_journalist_second")

    def _private_step(self) -> None:
        keys = list(self.panel.buttons)
        screen = self.panel.shown_screen
        choices = [k for k in keys if k.startswith("act:")]
        if choices:  # the laptop in the middle: the woken role chooses what it does tonight
            self.hold()
            self.shoot("panel_marshal_choice")
            self.release()
            pick = "act:fire" if "act:fire" in choices and self.rnd.random() < 0.4 else choices[0]
            self.panel_press(pick)
            return
        secret = screen.secret if screen is not None else None
        if (
            "confirm" in keys
            and screen is not None
            and screen.call is None
            and secret is not None
            and secret.get("act") == "check"
            and self.deal.get(screen.who or "") == "marshal"
            and self.rnd.random() < 0.4
        ):  # pass-and-play: the Marshal checks no one tonight, and may fire on his next pick
            self.hold()
            self.release()
            self.panel_press("nobody")
            return
        super()._private_step()


# --- what the games show ------------------------------------------------------------------------


def behaviours(record: Record, deal: dict[str, str]) -> dict[str, list[str]]:
    """What each house role dealt did in the game, read from its record."""
    game = replay(record)
    events = [e.to_json() for e in game.events]
    inputs = [i.to_json() for i in record.inputs]
    holder = {r: p for p, r in deal.items()}
    out: dict[str, list[str]] = {}
    for role in HOUSE:
        who = holder.get(role)
        if who is None:
            continue
        done: list[str] = []
        if role in ("marshal", "journalist", "hooligan"):
            for act in {"marshal": ("check", "fire"), "journalist": ("compare",), "hooligan": ("block",)}[
                role
            ]:
                if any(isinstance(e, Acted) and e.act == act and e.by == who for e in game.events):
                    done.append(act)
        elif role == "kamikaze":
            done += [
                f"take {'someone' if i['target'] else 'nobody'}" for i in inputs if i.get("act") == "take"
            ]
            done += [f"died by {e['cause']}" for e in events if e["type"] == "death" and e["player"] == who]
        elif role == "mayor":
            if any(i.get("act") == "reveal_mayor" and i.get("by") == who for i in inputs):
                done.append("reveal_mayor")
        elif role == "immortal":
            if any(e["type"] == "unharmed" and e["player"] == who for e in events):
                done.append("unharmed")
        elif role == "werewolf":
            if any(e["type"] == "turned" and e["player"] == who for e in events):
                done.append("turned")
        elif role == "jester":
            if any(e["type"] == "win" and e.get("team") == "jester" for e in events):
                done.append("win")
            done += [f"died by {e['cause']}" for e in events if e["type"] == "death" and e["player"] == who]
        out[role] = sorted(set(done))
    return out


def test_an_evening_of_house_roles(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> None:
    assert QGuiApplication.platformName() == "xcb", "a real X server"
    shots = Path(os.environ["MAFIA_PLAY_SHOTS"]) if os.environ.get("MAFIA_PLAY_SHOTS") else None
    report = Path(os.environ["MAFIA_PLAY_REPORT"])
    clock, window = evening_window(qtbot, monkeypatch)
    games: list[tuple[str, str, tuple[str, ...], tuple[str, int], int]] = []
    for m, mode in enumerate(MODES):
        for p, preset in enumerate(PRESETS):
            pair = WITH_CONSOLE[p] if mode == "referee" else WITH_PASSIVE[mode][p]
            roles = (*CONSOLE, *pair) if mode == "referee" else (*PASSIVE, *pair)
            games.append((preset, mode, roles, LOOKS[(p + m) % len(LOOKS)], 471 + len(games)))
    only = os.environ.get("MAFIA_PLAY_ONLY")  # (to look into one mode or preset: "middle", "club")
    games = [g for g in games if not only or only in g[:2]]
    lines: list[dict[str, Any]] = []
    taken: set[str] = set()
    window_shots: list[str] = []
    queue = list(games)
    extra: Counter[str] = Counter()
    while queue:
        preset, mode, roles, (language, scale), seed = queue.pop(0)
        settings.write_appearance(Appearance(language=language, text_scale=scale))
        restyle(window)
        deal = deal_of(preset, roles, seed)
        record = Record(
            make_setup(house_rules(preset, roles), seed, [SHOWN[n] for n in TEN], deal)
        ).with_note("table", {"mode": mode, "deal": "reveal" if mode != "referee" else "peek"})
        window.open_record(record)
        table = window.table
        assert table is not None
        table.confirm = lambda question: True
        table.private.ring.hold_ms = 0
        spy = HousePlayer(
            qtbot, window, clock, capfd.readouterr, deal, tuple(SHOWN[n] for n in ("Bob", "Cid", "Dan")), mode
        )
        spy.rnd = random.Random(seed)
        spy.look = f"{language}{scale}"
        spy.shots = shots
        spy.taken = taken
        spy.window_shots = window_shots
        bounded = ""
        try:
            spy.play_to_the_end(STEPS)
        except AssertionError as e:
            if "no end after" not in str(e):
                raise
            bounded = str(e)[-1500:]
        public = spy.public()
        record = window.controller.record
        lines.append(
            {
                "preset": preset,
                "mode": mode,
                "look": spy.look,
                "roles": list(roles),
                "phase": public.phase,
                "winner": public.winner,
                "day": public.number,
                "bounded": bounded,
                "inputs": len(record.inputs),
                "steps": len(spy.steps),
                "undos": spy.steps.count("ctrl+z"),
                "did": behaviours(record, deal),
            }
        )
        if not queue:  # roles whose behaviour no game of a mode showed: up to two more games there
            for mode_ in MODES:
                missing = _missing([g for g in lines if g["mode"] == mode_])
                if missing and extra[mode_] < 2:
                    extra[mode_] += 1
                    wanted = tuple(r for r in HOUSE if r in missing)[:6]
                    fill = tuple(r for r in HOUSE if r not in wanted)[: 6 - len(wanted)]
                    preset_ = PRESETS[(extra[mode_] + MODES.index(mode_)) % len(PRESETS)]
                    look = LOOKS[extra[mode_] % len(LOOKS)]
                    queue.append((preset_, mode_, (*wanted, *fill), look, 500 + len(lines)))
    report.write_text(json.dumps({"games": lines, "shots": window_shots}), encoding="utf-8")
    settings.write_appearance(Appearance(language="en", text_scale=100))
    window.shutdown()


SIGNS = {
    "marshal": ("check", "fire"),
    "journalist": ("compare",),
    "hooligan": ("block",),
    "kamikaze": ("take",),
    "mayor": ("reveal_mayor",),
    "immortal": ("unharmed",),
    "werewolf": ("turned",),
    "jester": ("win|died by vote",),
}


def _missing(lines: list[dict[str, Any]]) -> list[str]:
    """The roles some of whose behaviours no game in ``lines`` showed."""
    out = []
    for role, signs in SIGNS.items():
        did = [d for g in lines for d in g["did"].get(role, [])]
        for sign in signs:
            if not any(d.startswith(s) for d in did for s in sign.split("|")):
                out.append(role)
                break
    return out
