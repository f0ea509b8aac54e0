"""A narrated night on a cold speech cache loses no line: set-up loads the voice and renders the
game's lines ahead, the first night first; a line not ready when its turn comes waits for its
sound (the table says the narrator is getting ready) instead of being shown without it; a line
the engine cannot say is shown as a caption, without waiting longer."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from mafia_desktop.engine.record import Record
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.narration.night_script import Line, every_line, night_lines
from mafia_desktop.narration.speech import SpeechCache, Voice, sentences
from mafia_desktop.table.table_flow import Press
from mafia_desktop.ui.window.main_window import MainWindow
from tests.narration.fake_speech import FakeBackend
from tests.ui.table_driver import deal_round

NAMES = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus"]
ROLES = {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"}
READY = "The narrator is getting ready…"


class Gated(FakeBackend):
    """Renders only once the test opens the gate: a cold cache on a slow machine."""

    gate = threading.Event()
    order: list[str] = []
    refuse: set[str] = set()

    def render(self, text: str, path: Path, voice: Voice) -> None:
        assert Gated.gate.wait(30), "the test never opened the gate"
        if text in Gated.refuse:
            path.write_bytes(b"")  # the engine says nothing for this one
            return
        Gated.order.append(text)
        super().render(text, path, voice)


@pytest.fixture
def gated(monkeypatch: pytest.MonkeyPatch) -> type[Gated]:
    Gated.gate = threading.Event()
    Gated.order = []
    Gated.refuse = set()
    monkeypatch.setattr("mafia_desktop.narration.speech.default_factories", lambda: {"gated": Gated})
    return Gated


def narrated_window(qtbot: QtBot) -> MainWindow:
    window = MainWindow(remember_geometry=False)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    return window


def test_a_line_not_ready_waits_for_its_sound_and_is_then_heard(qtbot: QtBot, gated: type[Gated]) -> None:
    window = narrated_window(qtbot)
    try:
        record = Record(make_setup("classic", 3, NAMES, ROLES)).with_note(
            "table", {"mode": "referee", "narrate": True, "lang": "en"}
        )
        window.open_record(record)
        table = window.table
        deal_round(qtbot, table)
        narrator = window.narrator
        table.send(Press("night_ready"))  # "Night falls": nothing is rendered yet
        first = night_lines(record.setup.rules, True, set(record.setup.roles))[0]
        assert narrator.waiting and narrator.spoken == []
        assert table.caption.isVisible() and table.caption.text() == READY
        gated.gate.set()
        qtbot.waitUntil(lambda: narrator.spoken[:1] == [first.text], timeout=10000)
        assert table.caption.text() == first.text and narrator.silent == [], "heard, not only read"
        assert gated.order[0] == first.speech, "the line needed now was rendered first"
        for _ in range(3):  # the rest of the meeting night, each line heard
            qtbot.waitUntil(lambda: not narrator.waiting, timeout=10000)
            narrator.finish_now()
        assert narrator.silent == []
    finally:
        window.shutdown()


def test_set_up_loads_the_voice_and_renders_the_first_night_first(qtbot: QtBot, gated: type[Gated]) -> None:
    window = narrated_window(qtbot)
    try:
        window._on_home_new_game_requested()
        setup = window.setup
        for name in NAMES:  # typed and added, one after another
            setup.name_edit.setText(name)
            setup._on_add_button_clicked()
        setup.set_names(NAMES)
        setup.set_preset("classic")
        setup.narration.setChecked(True)
        cache = window.speech
        assert cache is not None, "ticking the narrator starts the speech worker"
        qtbot.waitUntil(lambda: cache.pending() > 10, timeout=5000)  # once the typing has stopped
        gated.gate.set()
        rules, counts = setup.rules(), setup.counts()
        expected = every_line(rules, setup.names(), {r for r, n in counts.items() if n}, "en")
        qtbot.waitUntil(lambda: len(gated.order) >= 8, timeout=10000)
        dealt = {r for r, n in counts.items() if n}
        first_night = [part for line in night_lines(rules, True, dealt) for part in sentences(line.speech)]
        assert gated.order[: len(first_night)] == first_night, "the first night's lines first"
        assert set(gated.order) <= {part for text in expected for part in sentences(text)}
    finally:
        window.shutdown()


def test_a_line_the_engine_cannot_say_is_shown_without_waiting_longer(qtbot: QtBot, tmp_path: Path) -> None:
    from mafia_desktop.narration.narrator import Narrator

    Gated.gate = threading.Event()
    Gated.gate.set()
    Gated.refuse = {"Nobody can say this."}
    cache = SpeechCache(tmp_path, Gated)
    try:
        narrator = Narrator(cache, Voice("en"))
        narrator.say([Line("x", "Nobody can say this."), Line("y", "But this.")])
        assert narrator.waiting
        qtbot.waitUntil(lambda: narrator.spoken == ["Nobody can say this."], timeout=10000)
        assert narrator.silent == ["Nobody can say this."], "given up on: a caption alone"
        narrator.finish_now()
        qtbot.waitUntil(lambda: narrator.spoken[-1:] == ["But this."], timeout=10000)
        assert narrator.silent == ["Nobody can say this."]
        narrator.stop()
        narrator.say([Line("x", "Nobody can say this.")])
        assert not narrator.waiting and narrator.spoken[-1] == "Nobody can say this.", "not waited for again"
    finally:
        cache.stop()
