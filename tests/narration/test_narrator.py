"""The narrator speaks each preset's night in order, off the UI thread, with captions; a missing
speech engine leaves the captions; and espeak-ng renders real, audible speech."""

from __future__ import annotations

import array
import wave
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from mafia_desktop.engine.inputs import EndDay, EndNight, Nominate, Vote
from mafia_desktop.engine.record import Record
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.narration.narrator import Narrator
from mafia_desktop.narration.night_script import Line, called_list_opening, every_line, seat_call
from mafia_desktop.narration.speech import Pyttsx3Backend, SpeechCache, Voice, wav_seconds
from mafia_desktop.table.table_flow import Press
from mafia_desktop.ui.table.controller import GameController
from mafia_desktop.ui.table.screen import TableScreen
from tests.bounded import repeat_until
from tests.narration.fake_speech import BrokenBackend, FakeBackend
from tests.ui.table_driver import Driver

TEN = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]


@pytest.fixture
def cache(tmp_path: Path) -> Iterator[SpeechCache]:
    c = SpeechCache(tmp_path / "speech", FakeBackend)
    yield c
    c.stop()  # every thread a test starts, it stops


def test_lines_are_rendered_off_the_ui_thread_and_cached(qtbot: QtBot, cache: SpeechCache) -> None:
    voice = Voice("en")
    with qtbot.waitSignal(cache.rendered, timeout=5000):
        cache.prepare(["The town falls asleep."], voice)
    path = cache.path("The town falls asleep.", voice)
    assert path is not None and wav_seconds(path) > 0.1
    said = len(FakeBackend.said)
    again = SpeechCache(cache.folder, FakeBackend)
    try:
        with qtbot.waitSignal(again.rendered, timeout=5000) as found:
            again.prepare(["The town falls asleep."], voice)
    finally:
        again.stop()
    assert found.args == ["The town falls asleep.", str(path)], "cached across runs"
    assert again.path("The town falls asleep.", voice) == path and len(FakeBackend.said) == said, (
        "not said again"
    )


def test_no_speech_engine_leaves_the_captions(qtbot: QtBot, tmp_path: Path) -> None:
    cache = SpeechCache(tmp_path, BrokenBackend)
    with qtbot.waitSignal(cache.unavailable, timeout=5000) as signal:
        cache.start()
    assert "No speech engine could start" in signal.args[0] and "captions" in signal.args[0]
    assert "espeak-ng" in signal.args[0], "on Linux it says what to install"
    narrator = Narrator(cache, Voice("en"))
    captions: list[str] = []
    narrator.caption_changed.connect(captions.append)
    narrator.say([Line("sleep_all", "The town falls asleep.")])
    assert captions == ["The town falls asleep."]
    narrator.finish_now()
    assert captions[-1] == "" and not narrator.busy
    cache.stop()


def test_stop_is_instant(qtbot: QtBot, cache: SpeechCache) -> None:
    narrator = Narrator(cache, Voice("en"))
    with qtbot.waitSignal(cache.rendered, timeout=5000):
        cache.prepare(["One."], Voice("en"))
    narrator.say([Line("a", "One."), Line("b", "Two."), Line("c", "Three.")])
    narrator.stop()
    assert not narrator.busy and narrator.spoken == ["One."]


def narrated_table(
    qtbot: QtBot,
    cache: SpeechCache,
    preset: str,
    players: list[str],
    roles: dict[str, str],
    mode: str = "referee",
) -> tuple[TableScreen, Narrator]:
    record = (
        Record(make_setup(preset, 2, players, roles))
        .with_note(
            "table",
            {"mode": mode, "deal": "peek" if mode == "referee" else "reveal", "narrate": True, "lang": "en"},
        )
        .with_note("dealt", True)
    )
    voice = Voice("en")
    cache.prepare(every_line(record.setup.rules, record.setup.players, set(record.setup.roles), "en"), voice)
    narrator = Narrator(cache, voice)
    table = TableScreen(GameController(record), narrator=narrator)
    table.confirm = lambda q: True
    qtbot.addWidget(table)
    table.show()
    return table, narrator


def drain(narrator: Narrator) -> list[str]:
    repeat_until(lambda: not narrator.busy, narrator.finish_now, "the narrator to fall silent", 200)
    return narrator.spoken


def test_referee_console_night_is_narrated_role_by_role(qtbot: QtBot, cache: SpeechCache) -> None:
    table, narrator = narrated_table(
        qtbot, cache, "classic", TEN[:9], {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"}
    )
    d = Driver(qtbot, table)
    table.controller.submit([EndNight(), Nominate("Dan", "Eve"), Vote(("Ann", "Bob", "Dan", "Fay", "Gus"))])
    table.controller.submit([Vote(("Ann", "Bob", "Dan", "Fay", "Gus"))])
    rules = table.controller.view().rules
    table.clocks.seat_timer._clock = lambda: 0.0  # the called list's pause per seat: no wall time
    assert drain(narrator)[-2:] == [called_list_opening(rules).text, seat_call(rules, 1, "Ann").text]
    assert table.caption.text() == ""
    d.shoot("Fay", "Ann", "Bob")  # the called list, seat by seat
    assert drain(narrator)[-1] == "Inspector, look up and check someone."  # Kuba's mafia never woke
    d.tap("Ann")  # the Inspector points; the referee sees the answer before anyone sleeps
    assert drain(narrator)[-1] == "Inspector, look up and check someone."
    d.press("next_step")  # the next role (none left): the Inspector sleeps
    assert drain(narrator)[-1] == "Everyone sleep."
    d.press("end_night")
    assert drain(narrator)[-2:] == [
        "The night is over: everyone, open your eyes and raise your head.",
        "The mafia have killed Fay.",
    ]


def test_captions_show_every_spoken_line(qtbot: QtBot, cache: SpeechCache) -> None:
    table, narrator = narrated_table(
        qtbot, cache, "club", TEN, {"Ann": "don", "Dan": "mafia", "Gus": "mafia", "Eve": "detective"}
    )
    narrator.stop()
    narrator.say([Line("x", "Mafia, go to sleep.")])
    assert table.caption.isVisible() and table.caption.text() == "The narrator is getting ready…"
    qtbot.waitUntil(lambda: table.caption.text() == "Mafia, go to sleep.", timeout=5000)
    assert table.caption.isVisible()
    narrator.muted = True
    narrator.say([Line("y", "Sheriff, go to sleep.")])
    narrator.finish_now()
    assert table.caption.text() == "Sheriff, go to sleep.", "muted: the captions stay"


def test_zero_night_of_the_club_is_narrated_whole(qtbot: QtBot, cache: SpeechCache) -> None:
    table, narrator = narrated_table(
        qtbot, cache, "club", TEN, {"Ann": "don", "Dan": "mafia", "Gus": "mafia", "Eve": "detective"}
    )
    table.driver.phase("night", table.frame, table.turns.flow(), ())
    assert drain(narrator)[-4:] == [
        "Mafia wakes up.",
        "Mafia goes to sleep.",
        "Sheriff wakes up.",
        "Sheriff goes to sleep.",
    ]


def youth_middle_night(qtbot: QtBot, cache: SpeechCache) -> tuple[TableScreen, Narrator]:
    """Youth, the laptop in the middle, narrated: the first day's talk over, night falls."""
    table, narrator = narrated_table(
        qtbot,
        cache,
        "youth",
        TEN,
        {"Ann": "mafia", "Bob": "mafia", "Cid": "detective", "Dan": "doctor"},
        mode="middle",
    )
    table.controller.submit([EndDay()])
    return table, narrator


def test_laptop_in_the_middle_is_narrated_as_each_role_wakes(qtbot: QtBot, cache: SpeechCache) -> None:
    table, narrator = youth_middle_night(qtbot, cache)
    assert drain(narrator)[-2:] == ["Everyone shut your eyes now.", "Mafia only open your eyes."]
    table.turns.session.flow.time_up()
    table.turns.session.render()
    assert drain(narrator)[-2:] == ["Mafia, close your eyes.", "Detective only open your eyes."]


def test_pass_and_play_night_says_only_what_everyone_may_hear(qtbot: QtBot, cache: SpeechCache) -> None:
    table, narrator = narrated_table(
        qtbot, cache, "angel", TEN[:7], {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"}, mode="pass"
    )
    table.controller.submit([EndNight(), EndDay()])
    assert drain(narrator)[-2:] == [
        "Night falls. Whoever does not hold the laptop, look away from it.",  # never "close your eyes"
        "Pass the laptop round the circle, one by one.",
    ]


def test_espeak_ng_renders_audible_speech_of_a_plausible_length(tmp_path: Path) -> None:
    """The real engine (CI installs libespeak-ng1): a sentence is a second or more of sound."""
    backend = Pyttsx3Backend()
    path = tmp_path / "line.wav"
    backend.render("The town falls asleep. Mafia, wake up.", path, Voice("en"))
    seconds = wav_seconds(path)
    assert 1.0 < seconds < 8.0, seconds
    with wave.open(str(path), "rb") as f:
        samples = array.array("h", f.readframes(f.getnframes()))
    loud = sum(1 for s in samples if abs(s) > 1000)
    assert loud > len(samples) * 0.05, "the file holds sound, not silence"
    backend.render("Город засыпает.", tmp_path / "ru.wav", Voice("ru"))
    assert wav_seconds(tmp_path / "ru.wav") > 0.5, "espeak-ng has a Russian voice"


def test_nobody_at_the_keyboard_each_role_gets_the_same_pause(qtbot: QtBot, cache: SpeechCache) -> None:
    record = Record(
        make_setup("youth", 2, TEN, {"Ann": "mafia", "Bob": "mafia", "Cid": "detective", "Dan": "doctor"})
    )
    record = record.with_note("table", {"mode": "referee", "narrate": True, "lang": "en", "timed": 5})
    narrator = Narrator(cache, Voice("en"))
    table = TableScreen(GameController(record), narrator=narrator)
    qtbot.addWidget(table)
    table.show()
    table.controller.submit([EndDay()])
    assert table.driver.role_pause.isActive() and table.driver.role_pause.interval() == 5000
    for expected in (
        "Detective only open your eyes.",
        "Medic only open your eyes.",
    ):
        table.driver.role_pause.timeout.emit()
        assert drain(narrator)[-1] == expected
    table.driver.role_pause.timeout.emit()
    assert drain(narrator)[-1] == "Medic, close your eyes."
    assert not table.driver.role_pause.isActive()


def test_a_role_whose_cards_were_all_shown_is_no_longer_called(qtbot: QtBot, cache: SpeechCache) -> None:
    table, narrator = narrated_table(
        qtbot, cache, "angel", TEN[:7], {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"}
    )
    table.controller.submit([EndNight(), Nominate("Eve", "Cid")])
    from mafia_desktop.engine.inputs import Second

    table.controller.submit([Second("Fay"), Vote(("Ann", "Bob", "Eve", "Fay"))])  # the Angel, card shown
    assert table.composer.night is not None and table.composer.night.steps == ["mafia"]
    assert "Angel, wake up and ask about one player." not in drain(narrator)


def test_the_table_says_once_that_speech_is_missing_and_how_to_get_it(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from mafia_desktop.ui.window.main_window import MainWindow

    monkeypatch.setattr(
        "mafia_desktop.narration.speech.SpeechCache", lambda folder: SpeechCache(folder, BrokenBackend)
    )
    window = MainWindow(remember_geometry=False)
    qtbot.addWidget(window)
    record = Record(
        make_setup("club", 3, TEN, {"Ann": "don", "Dan": "mafia", "Gus": "mafia", "Eve": "detective"})
    )
    window.open_record(
        record.with_note("table", {"mode": "referee", "deal": "peek", "narrate": True, "lang": "en"})
    )
    try:
        qtbot.waitUntil(lambda: "espeak-ng" in window.table.notice.text(), timeout=5000)
        assert window.table.notice.isVisibleTo(window) and window.table.narrator is not None
    finally:
        window.shutdown()


# --- every night and every morning is said, and nothing said is false --------------------------------


def test_the_clubs_zero_night_is_said_when_the_table_opens(qtbot: QtBot, cache: SpeechCache) -> None:
    """No phase change brings on a game's first night: it is said once the table is up."""
    table, narrator = narrated_table(
        qtbot, cache, "club", TEN, {"Ann": "don", "Dan": "mafia", "Gus": "mafia", "Eve": "detective"}
    )
    assert drain(narrator)[-4:] == [
        "Mafia wakes up.",
        "Mafia goes to sleep.",
        "Sheriff wakes up.",
        "Sheriff goes to sleep.",
    ]
    said = len(narrator.spoken)
    table.refresh()
    assert drain(narrator)[said:] == [], "said once"


def test_a_pass_and_play_meeting_night_and_its_morning_are_said(qtbot: QtBot, cache: SpeechCache) -> None:
    table, narrator = narrated_table(
        qtbot, cache, "classic", TEN[:5], {"Ann": "mafia", "Bob": "detective"}, mode="pass"
    )
    assert drain(narrator)[:3] == [
        "Everyone sleep: close your eyes, bow your head and be silent.",
        "Mafia, look up and recognise each other.",
        "Mafia, sleep again.",
    ], "the meeting night, on the table"
    table.controller.submit([EndNight()])
    assert drain(narrator)[-1] == "The night is over: everyone, open your eyes and raise your head."


def test_in_the_middle_a_roles_time_starts_once_the_narrator_has_called_it(
    qtbot: QtBot, cache: SpeechCache
) -> None:
    table, narrator = youth_middle_night(qtbot, cache)
    panel = table.private
    assert narrator.busy and panel.voice is narrator
    import time as clock

    panel._unlock_at = clock.monotonic() + 3  # as if most of the 15 s had run while it spoke
    panel._on_clock_tick()
    assert panel.countdown.text() == "Next role in 15 s", "the whole step, while the call is said"
    drain(narrator)
    panel._on_clock_tick()
    assert panel.countdown.text() == "Next role in 15 s"


def test_a_morning_with_a_maniac_never_blames_the_mafia_nor_says_no_one_died(
    qtbot: QtBot, cache: SpeechCache
) -> None:
    from mafia_desktop.engine.inputs import NightInput
    from mafia_desktop.engine.rules import rules_from_json, with_options
    from tests.acts import Shoot

    rules = rules_from_json(
        {
            "preset": "classic",
            "options": {
                "roles": ["civilian", "mafia", "detective", "maniac"],
                "night_order": ["mafia", "detective", "maniac"],
            },
        }
    )
    rules = with_options(rules, {"min_players": 3})
    record = (
        Record(make_setup(rules, 2, TEN[:9], {"Bob": "mafia", "Cid": "mafia", "Dan": "maniac"}))
        .with_note("table", {"mode": "referee", "deal": "peek", "narrate": True, "lang": "en"})
        .with_note("dealt", True)
    )
    narrator = Narrator(cache, Voice("en"))
    table = TableScreen(GameController(record), narrator=narrator)
    table.confirm = lambda q: True
    qtbot.addWidget(table)
    table.show()
    five = ("Ann", "Bob", "Dan", "Fay", "Gus")
    table.controller.submit([EndNight(), Nominate("Dan", "Eve"), Vote(five), Vote(five)])
    table.send(Press("night_ready"))
    drain(narrator)
    # The mafia disagree (no victim); the Maniac stabs Ann.
    table.controller.submit([Shoot("Bob", "Fay"), Shoot("Cid", "Gus"), NightInput("stab", "Dan", "Ann")])
    table.controller.submit([EndNight()])
    morning = drain(narrator)[-2:]
    assert morning == [
        "The night is over: everyone, open your eyes and raise your head.",
        "Ann was killed in the night.",
    ]
    log = Driver(qtbot, table).log()
    assert "Ann was killed in the night" in log and not any("no one died" in line for line in log)


def test_the_ui_thread_never_reads_a_line_s_file(
    qtbot: QtBot, cache: SpeechCache, monkeypatch: pytest.MonkeyPatch
) -> None:
    """How long a line plays comes from the cache's worker, which read it when it found or made
    the file: saying a night's lines opens no WAV on the UI thread (a disk read there is a stall
    the table would feel on a slow disk)."""
    import threading

    voice = Voice("en")
    lines = [Line("sleep_all", "The town falls asleep."), Line("wake", "The mafia wake up.")]
    cache.prepare([line.text for line in lines], voice)
    qtbot.waitUntil(lambda: all(cache.path(line.text, voice) is not None for line in lines), timeout=20000)
    opened_here: list[str] = []
    original = wave.open

    def watched(f: object, mode: str | None = None) -> object:
        if threading.current_thread() is threading.main_thread():
            opened_here.append(str(f))
        return original(f, mode)  # type: ignore[arg-type]

    monkeypatch.setattr(wave, "open", watched)
    narrator = Narrator(cache, voice)
    narrator.say(lines)
    drain(narrator)
    assert narrator.spoken == [line.text for line in lines]
    assert not opened_here, opened_here
    assert narrator.silent == [], "each line is heard: its length came from the worker"
