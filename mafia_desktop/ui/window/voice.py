"""The window's voice: the speech cache, the narrator and the night's sound bed, and what is said
ahead of time.

Owns :class:`WindowVoice`: each of the three is made on first need and kept for the app's life
(the speech cache's worker thread starts with the first narrated game, or with Settings); while a
narrated game is set up, its voice is loaded and its lines rendered once the typing stops; and the
Settings dialog's words on which voice speaks each language (:meth:`WindowVoice.status`). The
window makes its voice when first needed: this module and the narration's are imported after the
home has painted.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Slot

from mafia_desktop.i18n import say

if TYPE_CHECKING:
    from mafia_desktop.engine.record import Record
    from mafia_desktop.ui.window.main_window import MainWindow

AHEAD_MS = 400  # set-up's lines are rendered once the typing has stopped this long
HURRY_LINES = 16  # a game opens: its first lines go before anything set-up asked for

translate = QCoreApplication.translate  # the window's words: their context stays "MainWindow"


class WindowVoice(QObject):
    """The speech, the narrator and the sound bed of one window (see the module's docstring)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window  # the parent of the narrator and the bed; its table shows notices
        self.speech: Any = None  # the speech cache and its worker thread, started with a narrated game
        self.narrator: Any = None
        self.night_bed: Any = None  # the night's sound bed (NightBed), made with the first narrated game
        self._warmed: set[Any] = set()  # the voices asked to load while a game was set up
        self._ahead_timer: QTimer | None = None

    def cache(self) -> Any:
        """The speech cache and its worker (one for the app's life), made on first need."""
        if self.speech is None:
            from mafia_desktop.narration.speech import SpeechCache, default_cache_folder

            self.speech = SpeechCache(default_cache_folder())
            self.speech.unavailable.connect(self._on_speech_unavailable)
        return self.speech

    @Slot(str)
    def _on_speech_unavailable(self, reason: str) -> None:
        """No speech engine (no libespeak-ng, say): the table says so once; captions go on."""
        table = self._window.table
        if table is not None and self.speech is not None and self.speech.problem:
            table.show_notice(say(self.speech.problem))

    def bed(self) -> Any:
        """The night's sound bed and its player (one for the app's life), made on first need."""
        if self.night_bed is None:
            from mafia_desktop.narration.bed_player import BedPlayer, NightBed

            self.night_bed = NightBed(BedPlayer(self._window), self._window)
        return self.night_bed

    def narrator_for(self, record: Record) -> Any:
        """The narrator, with every line of this game being rendered in the background."""
        from mafia_desktop.narration.narrator import Narrator
        from mafia_desktop.narration.night_script import every_line, night_lines
        from mafia_desktop.table.session import TableMode
        from mafia_desktop.ui.dialogs.settings_dialog import narration_settings, voice_for

        lang = TableMode.from_json(record.note("table")).lang
        voice = voice_for(lang)
        setup = record.setup
        lines = every_line(setup.rules, setup.players, set(setup.roles), lang)
        cache = self.cache()
        if record.inputs:  # a game going on: its coming night is an ordinary one
            coming = [line.speech for line in night_lines(setup.rules, False, set(setup.roles), lang)]
            lines = coming + lines
        cache.hurry(lines[:HURRY_LINES], voice)  # the coming night's, before the rest of set-up's
        cache.prepare(lines, voice)
        if self.narrator is None:
            self.narrator = Narrator(self.speech, voice, self._window)
        self.narrator.voice = voice
        self.narrator.muted = bool(narration_settings()["muted"])
        return self.narrator

    @Slot()
    def deal_changed(self) -> None:
        """Set-up's deal changed: the voice starts loading at once (a second, for Russian), its
        lines are rendered once the typing stops."""
        self.render_ahead(lines=False)
        if self._ahead_timer is None:
            self._ahead_timer = QTimer(self)
            self._ahead_timer.setSingleShot(True)
            self._ahead_timer.timeout.connect(self._on_ahead_timeout)
        self._ahead_timer.start(AHEAD_MS)  # once the typing stops

    @Slot()
    def _on_ahead_timeout(self) -> None:
        self.render_ahead()

    def render_ahead(self, lines: bool = True) -> None:
        """While a narrated game is set up, its voice is loaded and, once the deal is known, every
        line it may say is rendered, the first night first: the night never waits for its voice."""
        window = self._window
        setup: Any = window.setup
        if (
            setup is None
            or not setup.narration.isChecked()
            or window.stack.currentWidget() is not window.setup
        ):
            return
        from mafia_desktop.narration.night_script import every_line
        from mafia_desktop.ui.dialogs.settings_dialog import voice_for

        lang = setup.table_mode().lang
        voice = voice_for(lang)
        cache = self.cache()
        if voice not in self._warmed:
            self._warmed.add(voice)
            cache.warm(voice)
        if not lines or setup.problems():
            return
        counts = setup.counts()
        cache.prepare(
            every_line(setup.rules(), setup.names(), {r for r, n in counts.items() if n}, lang), voice
        )

    def status(self) -> str:
        """Which voice speaks each language, and how to get a clearer one where there is one."""
        from mafia_desktop.ui.dialogs.settings_dialog import LANGS

        speech = self.speech
        if speech is None or not speech.ready or speech.problem:
            return self.status_of(LANGS[0])
        return "\n".join(self.status_of(lang) for lang in LANGS)

    def status_of(self, lang: str) -> str:
        """Which voice speaks ``lang``, and how to get a clearer one where there is one."""
        from mafia_desktop.languages import LANGUAGES
        from mafia_desktop.ui.dialogs.settings_dialog import engine_label, voice_for

        speech = self.speech
        if speech is None or not speech.ready:
            return translate("MainWindow", "Speech: starting…")
        if speech.problem:
            return say(speech.problem)
        language = LANGUAGES[lang].native
        speaker = speech.speaking_voice(voice_for(lang))
        if speaker is None:
            return translate("MainWindow", "%1: no voice (captions only).").replace("%1", language)
        line = (
            translate("MainWindow", "%1: %2, voice %3.")
            .replace("%1", language)
            .replace("%2", engine_label(speaker.engine))
        )
        line = line.replace("%3", speaker.voice or translate("MainWindow", "the default"))
        festival_speaks = any(c.engine == "festival" and c.fit(lang) for c in speech.choices)
        package = LANGUAGES[lang].festival_package
        if (
            speaker.engine == "pyttsx3"
            and sys.platform.startswith("linux")
            and not festival_speaks
            and package
        ):
            line += " " + translate(
                "MainWindow", "For a clearer voice install Festival's: sudo apt install festival %1"
            ).replace("%1", package)
        return line

    def shutdown(self) -> None:
        """Stop the narrator, the sound bed's player and the speech worker."""
        if self.narrator is not None:
            self.narrator.stop()
        if self.night_bed is not None:
            self.night_bed.player.shutdown()
        if self.speech is not None:
            self.speech.stop()
