"""Settings: the app's language, text size and high contrast; the narrator's voice for each
language of the registry (every voice each engine offers, with *Hear it*: one language's row at a
time, the narrator's own first, another chosen above it), the official Piper voice of that
language fetched on request, speed and volume, mute (captions stay), the night's sound bed and its
volume, and which voice speaks and how to get a clearer one; the network the players' phones
reach the laptop on.

Values are kept by :mod:`mafia_desktop.settings`; anything unreadable there falls back to the default.
"""

from __future__ import annotations

import contextlib
import dataclasses
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QPushButton,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop import i18n, phrases, settings
from mafia_desktop.languages import LANGUAGES
from mafia_desktop.narration.speech import Voice, VoiceChoice
from mafia_desktop.settings import TEXT_SCALES, Appearance, Narration
from mafia_desktop.ui.common.network_choice import NetworkChoice
from mafia_desktop.ui.common.widgets import FitPage, TextLabel, form_label, page_scroll
from mafia_desktop.ui.common.wrap_choice import WrapCheckBox
from mafia_desktop.ui.dialogs.voice_fetch_row import VoiceFetchRow
from mafia_desktop.ui.theme import appearance
from mafia_desktop.ui.theme.appearance import appearance_settings, save_appearance

if TYPE_CHECKING:
    from PySide6.QtGui import QShowEvent

DEFAULTS: dict[str, object] = dataclasses.asdict(Narration())


def narration_settings() -> dict[str, object]:
    """The narrator's settings, each checked (a bad value falls back to its default)."""
    return dataclasses.asdict(settings.read_narration())


LANGS = tuple(LANGUAGES)  # the languages the narrator speaks, each with a voice of its own


def engine_label(engine: str) -> str:
    """A speech engine as people know it."""
    if engine == "piper":
        return "Piper"
    if engine == "festival":
        return "Festival"
    if engine == "pyttsx3":
        if sys.platform.startswith("linux"):
            return "espeak-ng"
        return QCoreApplication.translate("SettingsDialog", "The system's voices")
    return engine


def voice_for(lang: str, narration: Narration | None = None) -> Voice:
    """The voice the settings choose for ``lang`` (the engine and voice; empty: the best one)."""
    narration = narration or settings.read_narration()
    engine, _, vid = narration.voice_of(lang).partition(":")
    return Voice(
        lang=lang,
        voice=vid or None,
        rate=narration.rate,
        volume=narration.volume / 100.0,
        engine=engine if vid else "",
    )


def narrator_language() -> str:
    """The language whose voice Settings shows first: the narrator's (set-up's last choice), else
    the app's own."""
    chosen = settings.read(settings.NARRATOR_LANG)
    return chosen if chosen in LANGS else i18n.language() if i18n.language() in LANGS else LANGS[0]


class SettingsDialog(QDialog):
    def __init__(
        self,
        choices: list[VoiceChoice],
        speech_status: str,
        parent: QWidget | None = None,
        cache: Any = None,
        status_of: Callable[[str], str] | None = None,
    ) -> None:
        super().__init__(parent)
        appearance.make_readable(self)
        self.setWindowTitle(self.tr("Settings"))
        self.setObjectName("settingsDialog")
        current = settings.read_narration()
        self._cache = cache  # the speech cache: Hear it renders and plays through it
        self._hearing: Any = None
        page = FitPage()  # (in a page that scrolls: at 200 % text it is taller than a laptop)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        self.before = appearance_settings()
        looks = QFormLayout()
        self.language = QComboBox()
        self.language.setObjectName("language")
        self.language.addItem(self.tr("As the system"), "system")
        for language in LANGUAGES.values():  # each in its own words
            self.language.addItem(language.native, language.code)
        self.language.setCurrentIndex(max(0, self.language.findData(self.before.language)))
        self.text_scale = QComboBox()
        self.text_scale.setObjectName("textScale")
        for scale in TEXT_SCALES:
            self.text_scale.addItem(phrases.percent(scale), scale)
        self.text_scale.setCurrentIndex(max(0, self.text_scale.findData(self.before.text_scale)))
        self.high_contrast = WrapCheckBox(self.tr("High contrast"))
        self.high_contrast.setObjectName("highContrast")
        self.high_contrast.setChecked(self.before.high_contrast)
        looks.addRow(form_label(self.tr("Language"), self.language), self.language)
        looks.addRow(form_label(self.tr("Text size"), self.text_scale), self.text_scale)
        looks.addRow(self.high_contrast)
        layout.addLayout(looks)
        form = QFormLayout()
        # At large text a label goes above its field rather than pushing the dialog off the screen.
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.voices: dict[str, QComboBox] = {}
        self.hear: dict[str, QPushButton] = {}
        self.fetch_rows: dict[str, VoiceFetchRow] = {}
        self._status_of = status_of
        self._wanted = {lang: current.voice_of(lang) for lang in LANGS}
        self._fetched: dict[str, str] = {}  # language -> the Piper voice just fetched for it
        # One language's voice at a time (seven rows would fill the dialog): the narrator's own
        # first; the others chosen here, each language in its own words.
        self.voice_lang = QComboBox()
        self.voice_lang.setObjectName("voiceLanguage")
        self.voice_lang.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)  # never cut short
        for language in LANGUAGES.values():
            self.voice_lang.addItem(language.native, language.code)
        self.voice_lang.setCurrentIndex(max(0, self.voice_lang.findData(narrator_language())))
        # Its label on a row of its own, the languages under it at full width: side by side, a long
        # label (German, French at 200 %) left the chooser too narrow for «Українська».
        form.addRow(form_label(self.tr("Narrator's voice for"), self.voice_lang))
        form.addRow(self.voice_lang)
        self._voice_rows: dict[str, list[QWidget]] = {}
        for lang in LANGS:
            title = self.tr("Voice: %1").replace("%1", LANGUAGES[lang].native)
            combo = QComboBox()
            combo.setObjectName(f"voice_{lang}")
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)  # never cut short
            hear = QPushButton(self.tr("Hear it"))
            hear.setObjectName(f"hear_{lang}")
            hear.setAccessibleName(self.tr("Hear it: %1").replace("%1", title))
            hear.clicked.connect(lambda _=False, lang=lang: self.hear_voice(lang))
            row = QWidget()
            line = QHBoxLayout(row)
            line.setContentsMargins(0, 0, 0, 0)
            line.addWidget(combo, 1)
            line.addWidget(hear)
            self.voices[lang], self.hear[lang] = combo, hear
            label = form_label(title, combo)
            form.addRow(label, row)
            fetch = VoiceFetchRow(lang, cache)
            fetch.installed.connect(lambda name, lang=lang: self._on_voice_installed(lang, name))
            self.fetch_rows[lang] = fetch
            form.addRow(fetch)
            self._voice_rows[lang] = [label, row, fetch]
        self._form = form
        self.voice_lang.currentIndexChanged.connect(self._on_voice_language_changed)
        self._fill_voices(choices)
        self.rate = QSpinBox()
        self.rate.setObjectName("rate")
        self.rate.setRange(*settings.RATES)
        self.rate.setSuffix(self.tr(" words a minute"))
        self.rate.setValue(current.rate)
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setObjectName("volume")
        self.volume.setRange(*settings.VOLUMES)
        self.volume.setValue(current.volume)
        self.volume.setAccessibleName(self.tr("Narrator's volume"))
        self.muted = WrapCheckBox(self.tr("Mute the narrator (the captions stay)"))
        self.muted.setObjectName("muted")
        self.muted.setChecked(current.muted)
        form.addRow(form_label(self.tr("Speed"), self.rate), self.rate)
        form.addRow(form_label(self.tr("Volume"), self.volume), self.volume)
        form.addRow(self.muted)
        bed = settings.read_bed()
        self.bed_on = WrapCheckBox(self.tr("Night sound: a quiet hush that hides the rustle of hands"))
        self.bed_on.setObjectName("bedOn")
        self.bed_on.setChecked(bed.on)
        self.bed_volume = QSlider(Qt.Orientation.Horizontal)
        self.bed_volume.setObjectName("bedVolume")
        self.bed_volume.setRange(*settings.VOLUMES)
        self.bed_volume.setValue(bed.volume)
        self.bed_volume.setAccessibleName(self.tr("Night sound volume"))
        self.bed_volume.setEnabled(bed.on)
        self.bed_on.toggled.connect(self.bed_volume.setEnabled)
        form.addRow(self.bed_on)
        form.addRow(form_label(self.tr("Night sound volume"), self.bed_volume), self.bed_volume)
        self.seat_pause = QSpinBox()
        self.seat_pause.setObjectName("seatPause")
        self.seat_pause.setRange(*settings.SEAT_PAUSES)
        self.seat_pause.setSuffix(self.tr(" s"))
        self.seat_pause.setValue(settings.read_seat_pause())
        # The called list: the mafia shoot with eyes shut as the host calls each seat in turn.
        form.addRow(form_label(self.tr("Pause per seat called"), self.seat_pause), self.seat_pause)
        # The network the players' phones reach the laptop on (a game with phones).
        self.phones_network = NetworkChoice(automatic=True)
        self.phones_network.setObjectName("phonesNetwork")
        self.phones_network.fill(settings.read(settings.PHONES_ADDRESS))
        form.addRow(form_label(self.tr("Phones"), self.phones_network), self.phones_network)
        phones_note = TextLabel(
            self.tr(
                "The network the players' phones join the laptop on: the room's Wi-Fi or the laptop's"
                " hotspot."
            )
        )
        phones_note.setWordWrap(True)
        form.addRow(phones_note)
        layout.addLayout(form)
        self.status = TextLabel(speech_status)
        if status_of is not None:
            self.status.setText(status_of(self.shown_language()))
        self.status.setObjectName("speechStatus")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        layout.addStretch(1)  # (a taller window: the room left goes below the words, not between rows)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        outer = QVBoxLayout(self)
        scroll = page_scroll(page, "settingsPage")
        outer.addWidget(scroll, 1)
        outer.addWidget(buttons)
        self._page, self._scroll, self._buttons = page, scroll, buttons
        self._show_voice_rows()
        if cache is not None and hasattr(cache, "refreshed"):
            cache.refreshed.connect(self._on_refreshed)
        self._fit()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        self._fit()  # (its fields know their words' widths once shown)
        super().showEvent(event)

    def _fit(self) -> None:
        """As wide as the page's words need and as tall as it is, within the screen (the page
        scrolls up and down in what is left; never sideways)."""
        from PySide6.QtWidgets import QStyle

        page = self._page
        for combo in [*self.voices.values(), self.phones_network]:  # never narrower than its longest item
            combo.setMinimumWidth(combo.sizeHint().width() + combo.fontMetrics().averageCharWidth())
        layout = page.layout()
        if layout is not None:
            layout.activate()
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent) + 4
        least = max(page.minimumSizeHint().width(), page.minimumWidth()) + bar
        self._scroll.setMinimumWidth(least)
        parent = self.parentWidget()
        screen = parent.screen() if parent is not None else self.screen()
        hint = page.sizeHint()
        width = hint.width() + bar + 24
        if screen is not None:  # (within the window and the screen: a long row wraps instead)
            free = screen.availableGeometry()
            room = min(free.width(), parent.window().width() if parent is not None else free.width())
            width = max(least + 24, min(width, room - 40))
        # As tall as the page's words are at that width (no empty band), the buttons below them.
        outer = self.layout()
        margins = outer.contentsMargins() if outer is not None else None
        frame = (margins.left() + margins.right()) if margins is not None else 24
        tall = layout.totalHeightForWidth(width - frame - bar) if layout is not None else hint.height()
        height = max(tall, hint.height() if tall < 0 else 0) + self._buttons.sizeHint().height()
        if outer is not None and margins is not None:
            height += margins.top() + margins.bottom() + outer.spacing()
        if screen is not None:
            height = min(height, screen.availableGeometry().height() - 60)
        self.resize(width, height)

    def shown_language(self) -> str:
        """The language whose voice the dialog shows."""
        return str(self.voice_lang.currentData() or LANGS[0])

    def _show_voice_rows(self) -> None:
        shown = self.shown_language()
        for lang, parts in self._voice_rows.items():
            for part in parts:
                self._form.setRowVisible(part, lang == shown)

    def _on_voice_language_changed(self, _index: int) -> None:
        self._show_voice_rows()
        if self._status_of is not None:
            self.status.setText(self._status_of(self.shown_language()))
        self._fit()

    def _on_voice_installed(self, lang: str, name: str) -> None:
        """A Piper voice was fetched for ``lang``: the speech cache looks for the voices again and
        answers with ``refreshed`` (the lists are filled again then). Where another voice was
        chosen for the language by name, the new one is chosen instead (it was fetched to speak);
        *The clearest installed* stays so, and is the new voice now."""
        if self.voices[lang].currentData():
            self._fetched[lang] = f"piper:{name}"

    def _on_refreshed(self) -> None:
        cache = self._cache
        if cache is None:
            return
        status = self._status_of(self.shown_language()) if self._status_of is not None else self.status.text()
        self.set_speech(list(cache.choices), status)

    def _fill_voices(self, choices: list[VoiceChoice]) -> None:
        for row in getattr(self, "fetch_rows", {}).values():
            if not row.busy:
                row.update_state()
        for lang, combo in self.voices.items():
            combo.clear()
            combo.addItem(self.tr("The clearest installed"), "")
            for choice in choices:
                if choice.fit(lang):
                    combo.addItem(f"{engine_label(choice.engine)}: {choice.voice}", choice.key)
            combo.setCurrentIndex(max(0, combo.findData(self._wanted[lang])))
            self.hear[lang].setEnabled(self._cache is not None and bool(choices))
        if hasattr(self, "_page"):
            self._fit()  # (longer names may have come)

    def set_speech(self, choices: list[VoiceChoice], status: str) -> None:
        """The speech engines answered after the dialog opened: their voices, and which speaks."""
        for lang, combo in self.voices.items():
            if lang in self._fetched:
                self._wanted[lang] = self._fetched.pop(lang)
            elif combo.currentIndex() > 0:
                self._wanted[lang] = str(combo.currentData() or "")
        self._fill_voices(choices)
        self.status.setText(self._status_of(self.shown_language()) if self._status_of is not None else status)

    def chosen_voice(self, lang: str) -> Voice:
        """The voice chosen for ``lang`` in the dialog, at the speed and volume chosen."""
        return voice_for(lang, self.narration())

    def hear_voice(self, lang: str) -> None:
        """Say the night's first line with the voice chosen for ``lang`` (rendered first if it
        must be: the dialog never waits for it)."""
        from mafia_desktop.narration.narrator import Narrator
        from mafia_desktop.narration.night_script import sample_line

        if self._cache is None:
            return
        if self._hearing is not None:
            self._hearing.stop()
        voice = self.chosen_voice(lang)
        self._hearing = Narrator(self._cache, voice, self)
        self._hearing.say([sample_line(lang)])

    def done(self, result: int) -> None:
        if self._hearing is not None:
            self._hearing.stop()
        for row in self.fetch_rows.values():
            row.shutdown()  # (a fetch still going is cancelled: nothing of it is kept)
        cache = self._cache
        if cache is not None and hasattr(cache, "refreshed"):
            with contextlib.suppress(RuntimeError, TypeError):  # (closed once already)
                cache.refreshed.disconnect(self._on_refreshed)
        super().done(result)

    def accept(self) -> None:
        settings.write_narration(self.narration())
        settings.write_bed(self.bed())
        settings.write_seat_pause(self.seat_pause.value())
        settings.write(settings.PHONES_ADDRESS, self.phones_network.chosen_key())
        save_appearance(self.appearance())
        super().accept()

    def narration(self) -> Narration:
        """The narrator's voice, speed, volume and mute chosen in the dialog."""
        return Narration(
            voice="",  # the one voice of before: each language's is chosen now
            rate=self.rate.value(),
            volume=self.volume.value(),
            muted=self.muted.isChecked(),
            voices={
                lang: str(combo.currentData()) for lang, combo in self.voices.items() if combo.currentData()
            },
        )

    def bed(self) -> settings.Bed:
        """The night's sound bed chosen in the dialog: on or off, and its volume."""
        return settings.Bed(on=self.bed_on.isChecked(), volume=self.bed_volume.value())

    def appearance(self) -> Appearance:
        """The language, text size and contrast chosen in the dialog."""
        return Appearance(
            language=str(self.language.currentData()),
            text_scale=int(self.text_scale.currentData()),
            high_contrast=self.high_contrast.isChecked(),
        )
