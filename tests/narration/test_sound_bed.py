"""The night's sound bed: the sound itself (level, no clipping, more low than high, never looping,
a new sound per seed), its ducking under speech and its volume, all checked on the PCM it makes
(no sound card needed); the player without a sound device; when the bed plays (a narrated night,
the setting on) and the settings that say so."""

from __future__ import annotations

import array
import math
import wave
from operator import mul, sub
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from mafia_desktop import settings
from mafia_desktop.engine.inputs import EndDay, EndNight, Nominate, Vote
from mafia_desktop.engine.record import Record
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.narration.bed_player import BedPlayer, NightBed, _PullDevice
from mafia_desktop.narration.narrator import Narrator
from mafia_desktop.narration.night_script import Line
from mafia_desktop.narration.sound_bed import (
    BLOCK,
    DUCK_DB,
    DUCK_MS,
    RATE,
    RISE_MS,
    LiveBed,
    main,
    render,
    volume_gain,
    write_wav,
)
from mafia_desktop.narration.speech import Voice
from mafia_desktop.table.table_flow import Press
from mafia_desktop.ui.table.controller import GameController
from mafia_desktop.ui.table.screen import TableScreen
from tests.bounded import repeat_until

TEN = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]


def dbfs(samples: Any) -> float:
    return 20 * math.log10(math.sqrt(sum(map(mul, samples, samples)) / len(samples)) / 32767 + 1e-12)


def ncc(a: Any, b: Any) -> float:
    """Normalised correlation of two equal-length stretches."""
    return sum(map(mul, a, b)) / math.sqrt(sum(map(mul, a, a)) * sum(map(mul, b, b)))


def goertzel(samples: Any, hz: float) -> float:
    """The power of one frequency in a stretch."""
    c = 2 * math.cos(2 * math.pi * hz / RATE)
    s1 = s2 = 0.0
    for x in samples:
        s1, s2 = x + c * s1 - s2, s1
    return s1 * s1 + s2 * s2 - c * s1 * s2


@pytest.fixture(scope="module")
def long_bed() -> array.array[int]:
    """36 s of the bed at full volume."""
    return render(36, seed=2024, volume=100)


# --- the sound -----------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 77, 31337])
def test_level_is_steady_and_never_clips(seed: int) -> None:
    full = render(12, seed, volume=100)
    assert max(map(abs, full)) < 30000, "peaks are bent below the ceiling: no clipping"
    assert -18 < dbfs(full) < -10, dbfs(full)
    seconds = [dbfs(full[i : i + RATE]) for i in range(0, len(full), RATE)]
    assert min(seconds) > -26 and max(seconds) < -6, "it breathes, but never drops out or booms"
    quiet = render(4, seed)  # the default volume: 30 %
    assert -40 < dbfs(quiet) < -28, "quiet by default"


def test_more_low_than_high_energy_yet_some_high(long_bed: array.array[int]) -> None:
    """Brown-to-pink: the power falls with frequency, and the rustle's band (2-6 kHz) still has
    some, to cover it."""
    n = 2048
    starts = range(0, 30 * RATE, 3 * RATE)
    power = {
        hz: 10 * math.log10(sum(goertzel(long_bed[s : s + n], hz) for s in starts) / len(starts))
        for hz in (100, 400, 1600, 3200, 6400)
    }
    assert power[100] > power[400] + 3 > power[1600] + 6 > power[6400] + 9, power
    assert power[3200] > power[100] - 45, "the bed is not only a rumble"


def test_it_never_loops(long_bed: array.array[int]) -> None:
    """No block of the bed comes back within 30 s: its first difference (whitened, so that chance
    alone gives small values) correlates with no later block. A looped copy would give 1."""
    d = list(map(sub, long_bed[1:], long_bed[:-1]))
    blocks = [d[k * BLOCK : (k + 1) * BLOCK] for k in range(len(d) // BLOCK)]
    worst = max(
        abs(ncc(blocks[r], blocks[k]))
        for r in (0, 7, 50, 123)
        for k in range(r + 1, min(len(blocks), r + 301))  # up to 30 s later
    )
    assert worst < 0.3, worst
    looped = d[: 73 * BLOCK] * 2  # the check finds a loop (7.3 s long) when there is one
    assert ncc(looped[5 * BLOCK : 6 * BLOCK], looped[78 * BLOCK : 79 * BLOCK]) > 0.99


def test_each_seed_its_own_sound_and_the_same_seed_the_same() -> None:
    a, b = render(5, seed=1), render(5, seed=2)
    assert render(5, seed=1) == a, "the same seed gives the same sound (tests, bug reports)"
    da, db = list(map(sub, a[1:], a[:-1])), list(map(sub, b[1:], b[:-1]))
    assert abs(ncc(da, db)) < 0.05


def test_ducked_under_speech_smoothly() -> None:
    """-12 dB within 200 ms of a line's start, back up within 700 ms of its end; untouched
    elsewhere (the same seed without speech is the reference: the ratio is the envelope)."""
    plain = render(10, seed=5)
    ducked = render(10, seed=5, speech=[(3.0, 5.0)])

    def ratio(t0: float, t1: float) -> float:
        a, b = int(t0 * RATE), int(t1 * RATE)
        return sum(map(abs, ducked[a:b])) / sum(map(abs, plain[a:b]))

    assert plain[: 3 * RATE] == ducked[: 3 * RATE], "nothing changes before the line"
    low = 10 ** (DUCK_DB / 20)
    assert abs(ratio(3.0 + DUCK_MS / 1000, 5.0) - low) < 0.005
    ramp = [ratio(3.0 + i * 0.02, 3.02 + i * 0.02) for i in range(DUCK_MS // 20)]
    assert all(x > y for x, y in zip(ramp, ramp[1:], strict=False)), "a smooth fall, no step"
    assert ramp[0] > 0.85 and ramp[-1] < 0.3
    rise = [ratio(5.0 + i * 0.05, 5.05 + i * 0.05) for i in range(RISE_MS // 50)]
    assert all(x < y for x, y in zip(rise, rise[1:], strict=False)), "a smooth rise"
    after = int((5.0 + RISE_MS / 1000 + 0.01) * RATE)
    assert plain[after:] == ducked[after:], "full again after the line"


def test_the_volume_setting_scales_it() -> None:
    base = render(3, seed=9, volume=30)
    louder = render(3, seed=9, volume=60)
    assert abs(sum(map(abs, louder)) / sum(map(abs, base)) - 4.0) < 0.02, "twice the slider: 4x (+12 dB)"
    assert not any(render(1, seed=9, volume=0)), "0 % is silence"
    assert volume_gain(100) == 1.0 and volume_gain(50) == 0.25 and volume_gain(150) == 1.0


def test_a_wav_to_listen_to(tmp_path: Path) -> None:
    path = tmp_path / "bed.wav"
    assert main([str(path), "--seconds", "2", "--seed", "3", "--speech", "0.5-1.0"]) == 0
    with wave.open(str(path), "rb") as f:
        assert (f.getnchannels(), f.getsampwidth(), f.getframerate(), f.getnframes()) == (
            1,
            2,
            RATE,
            2 * RATE,
        )
    write_wav(tmp_path / "again.wav", render(1, seed=3))
    assert (tmp_path / "again.wav").stat().st_size == 44 + 2 * RATE


# --- live: read by the sound device --------------------------------------------------------------


def test_the_device_pull_never_waits_and_plays_what_render_makes() -> None:
    bed = LiveBed(seed=4, volume=30, fade_in=False)  # no worker started
    assert bed.read(BLOCK) == bytes(2 * BLOCK), "nothing made yet: silence at once, not a wait"
    assert bed.underruns == 1
    bed = LiveBed(seed=4, volume=30, fade_in=False)
    bed.fill()  # what the worker does
    assert bed.read(3 * BLOCK) == render(0.3, seed=4).tobytes()
    bed.duck(True)  # from any thread: only a target is set
    assert len(bed.read(BLOCK + 1)) == 2 * (BLOCK + 1)


def test_the_worker_makes_the_bed_ahead_rests_by_day_and_ends(qtbot: QtBot) -> None:
    bed = LiveBed(seed=4)
    bed.start()
    qtbot.waitUntil(lambda: len(bed._blocks) >= 2, timeout=5000)
    assert bed.running
    assert len(bed.read(BLOCK)) == 2 * BLOCK and bed.underruns == 0
    bed.end()  # the morning: nothing more is made, and what is read is silence
    assert not bed._blocks and bed.read(BLOCK) == bytes(2 * BLOCK) and bed.underruns == 0
    bed.begin(8, fade_in=False)  # the next night, a new sound from its first sample
    qtbot.waitUntil(lambda: len(bed._blocks) >= 1, timeout=5000)
    assert bed.read(BLOCK) == render(0.1, seed=8).tobytes()
    bed.close()
    assert not bed.running


def test_the_pull_device_gives_what_the_sink_asks(qtbot: QtBot) -> None:
    from PySide6.QtCore import QObject

    owner = QObject()
    bed = LiveBed(seed=6, fade_in=False)
    bed.fill()
    device = _PullDevice(bed, owner)
    assert device.isSequential() and device.bytesAvailable() > 0
    data = device.read(4410)
    assert len(data) == 4410 and bytes(data) == render(0.1, seed=6).tobytes()


def test_no_sound_device_no_harm(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Offscreen there is no sound card: start returns at once, the device side says so, the
    night goes on silently; stop and shutdown end every thread."""
    from PySide6 import QtMultimedia

    monkeypatch.setattr(QtMultimedia.QMediaDevices, "defaultAudioOutput", lambda: QtMultimedia.QAudioDevice())
    player = BedPlayer()
    with qtbot.waitSignal(player.device_answered, timeout=10000) as answer:
        player.start(30, seed=1)
    assert answer.args == [False] and player.available is False and player.problem
    assert player.playing  # silently: the table does not care
    player.duck(True)
    player.stop()
    assert not player.playing
    player.shutdown()
    assert player.bed is None


# --- when it plays -------------------------------------------------------------------------------


class FakePlayer:
    def __init__(self) -> None:
        self.calls: list[tuple[str, object]] = []
        self.playing = False

    def start(self, volume: int | None = None, seed: int | None = None) -> None:
        self.playing = True
        self.calls.append(("start", volume))

    def stop(self) -> None:
        if self.playing:
            self.calls.append(("stop", None))
        self.playing = False

    def duck(self, on: bool) -> None:
        self.calls.append(("duck", on))

    def set_volume(self, percent: int) -> None:
        self.calls.append(("volume", percent))


def narrated(
    qtbot: QtBot, preset: str = "youth", mode: str = "referee", narrate: bool = True
) -> tuple[TableScreen, Narrator | None]:
    roles = {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"}
    if preset == "youth":
        roles["Dan"] = "doctor"
    record = Record(make_setup(preset, 2, TEN[:9], roles)).with_note(
        "table", {"mode": mode, "deal": "peek", "narrate": narrate, "lang": "en"}
    )
    narrator = Narrator(None, Voice("en")) if narrate else None
    table = TableScreen(GameController(record.with_note("dealt", True)), narrator=narrator)
    table.confirm = lambda q: True
    qtbot.addWidget(table)
    return table, narrator


def night_bed(table: TableScreen, narrator: Narrator | None) -> tuple[NightBed, FakePlayer]:
    player = FakePlayer()
    bed = NightBed(player)  # type: ignore[arg-type]
    bed.follow(table.controller, narrator)
    return bed, player


def test_the_bed_plays_from_nightfall_to_morning_and_ducks_under_the_narrator(qtbot: QtBot) -> None:
    table, narrator = narrated(qtbot)
    assert narrator is not None
    bed, player = night_bed(table, narrator)
    assert not player.playing, "day: no bed"
    table.controller.submit([EndDay()])  # the town falls asleep
    assert player.playing and ("start", 30) in player.calls
    after_start = player.calls[player.calls.index(("start", 30)) + 1]
    assert after_start == ("duck", True), "the narrator is speaking as the bed begins: ducked at once"
    repeat_until(lambda: not narrator.busy, narrator.finish_now, "the narrator to fall silent", 200)
    assert player.calls[-1] == ("duck", False)
    narrator.say([Line("x", "Mafia, go to sleep.")])
    assert player.calls[-1] == ("duck", True)
    narrator.stop()
    assert player.calls[-1] == ("duck", False)
    desk = table.controller.private_desk()
    acts = [i for call in ("mafia", "detective", "doctor") for i in desk.wake_inputs(call, "Fay")]
    assert table.controller.submit([*acts, EndNight()])  # morning
    assert table.controller.view().phase == "day" and not player.playing
    assert player.calls.count(("start", 30)) == 1


def test_the_bed_waits_until_the_table_lets_the_night_begin(qtbot: QtBot) -> None:
    """With no referee, everyone sees who went out before the night is called: no bed yet."""
    table, narrator = narrated(qtbot, "classic", mode="middle")
    bed, player = night_bed(table, narrator)
    table.controller.submit([EndNight(), Nominate("Dan", "Eve"), Vote(("Ann", "Bob", "Dan", "Fay", "Gus"))])
    table.controller.submit([Vote(("Ann", "Bob", "Dan", "Fay", "Gus"))])
    assert table.controller.view().phase == "night" and table.night_held(table.controller.view())
    assert not player.playing
    table.send(Press("night_ready"))
    assert player.playing


def test_no_bed_when_the_setting_is_off_or_nobody_narrates(qtbot: QtBot) -> None:
    table, narrator = narrated(qtbot)
    bed, player = night_bed(table, narrator)
    bed.configure(settings.Bed(on=False, volume=30))
    table.controller.submit([EndDay()])
    assert not player.playing
    bed.configure(settings.Bed(on=True, volume=55))
    assert player.playing and ("volume", 55) in player.calls and ("start", 55) in player.calls
    bed.configure(settings.Bed(on=False, volume=55))
    assert not player.playing, "switched off mid-night: it fades out"
    silent, _ = narrated(qtbot, narrate=False)
    bed2, player2 = night_bed(silent, None)
    silent.controller.submit([EndDay()])
    assert silent.controller.view().phase == "night" and not player2.playing


def test_the_bed_plays_under_the_table_only(qtbot: QtBot) -> None:
    table, narrator = narrated(qtbot)
    bed, player = night_bed(table, narrator)
    table.controller.submit([EndDay()])
    bed.set_shown(False)  # home, the set-up
    assert not player.playing
    bed.set_shown(True)
    assert player.playing
    bed.follow(None, None)  # the game is closed
    assert not player.playing


def test_the_main_window_starts_the_bed_with_a_narrated_night(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6 import QtMultimedia

    from mafia_desktop.narration.speech import SpeechCache
    from mafia_desktop.ui.window.main_window import MainWindow
    from tests.narration.fake_speech import FakeBackend

    monkeypatch.setattr(QtMultimedia.QMediaDevices, "defaultAudioOutput", lambda: QtMultimedia.QAudioDevice())
    monkeypatch.setattr(
        "mafia_desktop.narration.speech.SpeechCache", lambda folder: SpeechCache(folder, FakeBackend)
    )
    window = MainWindow(remember_geometry=False)
    qtbot.addWidget(window)
    record = Record(
        make_setup("youth", 2, TEN, {"Ann": "mafia", "Bob": "mafia", "Cid": "detective", "Dan": "doctor"})
    )
    try:
        window.open_record(record.with_note("table", {"mode": "referee", "narrate": False, "lang": "en"}))
        assert window.night_bed is None, "no narrator: no bed (not even its module)"
        window.open_record(record.with_note("table", {"mode": "referee", "narrate": True, "lang": "en"}))
        assert window.night_bed is not None and not window.night_bed.player.playing
        window.controller.submit([EndDay()])
        assert window.night_bed.player.playing
        window.restyle()  # the table is built again (a new text size, say): the night goes on
        assert window.night_bed.player.playing
        window.go_home()
        assert not window.night_bed.player.playing
        window._on_home_continue_requested()
        assert window.night_bed.player.playing
    finally:
        window.shutdown()
    assert window.night_bed.player.bed is None


# --- the settings --------------------------------------------------------------------------------


def test_bed_settings_defaults_round_trip_and_bad_values(tmp_path: Path) -> None:
    assert settings.read_bed() == settings.Bed(True, 30), "on by default, quiet"
    settings.write_bed(settings.Bed(False, 70))
    assert settings.read_bed() == settings.Bed(False, 70)
    (tmp_path / "s.json").write_text('{"narration/bed": false, "narration/bed_volume": 55}', encoding="utf-8")
    store = settings.Store(tmp_path / "s.json")
    assert settings.read_bed(store) == settings.Bed(False, 55)
    (tmp_path / "t.json").write_text(
        '{"narration/bed": "maybe", "narration/bed_volume": 400}', encoding="utf-8"
    )
    store = settings.Store(tmp_path / "t.json")
    # Neither can be read: each is its default (the bed on), never a quiet "off".
    assert settings.read_bed(store) == settings.Bed(True, 30), "unreadable values: the defaults"


def test_the_settings_dialog_keeps_the_bed(qtbot: QtBot) -> None:
    from mafia_desktop.ui.dialogs.settings_dialog import SettingsDialog

    dialog = SettingsDialog([], "Speech: starting…")
    qtbot.addWidget(dialog)
    assert dialog.bed_on.isChecked() and dialog.bed_volume.value() == 30
    dialog.bed_volume.setValue(45)
    dialog.bed_on.setChecked(False)
    assert not dialog.bed_volume.isEnabled(), "no bed: its volume is greyed"
    dialog.accept()
    assert settings.read_bed() == settings.Bed(False, 45)
