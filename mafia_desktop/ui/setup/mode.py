"""The set-up's table, once the mode is chosen (asked first: :mod:`~mafia_desktop.ui.setup.mode_choice`):
how players learn their cards, whether players may use their own phones (where the laptop is
passed round and the app deals; said why not where it is not), the narrator and its language, the
unattended referee's night calls, and whether the table is shown on another screen too (offered
only while the computer has more than one: :func:`screen_count`, followed as screens come and go).

A view over :class:`mafia_desktop.table.setup.SetupModel`. (The words keep the set-up screen's
translation context, ``SetupScreen``.)
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.languages import LANGUAGES
from mafia_desktop.table.setup import TIMED_SECONDS, SetupModel
from mafia_desktop.ui.common.widgets import FlipRow, TextLabel
from mafia_desktop.ui.common.wrap_choice import WrapCheckBox, WrapRadioButton

translate = QCoreApplication.translate


def screen_count() -> int:
    """How many screens the computer has now (a test fakes a second one here)."""
    return len(QGuiApplication.screens())


class ModeBox(QGroupBox):
    """The deal's way (its notes for the mode chosen), the narrator, timed calls and the second screen."""

    #: the deal's way, the timed calls or the second screen changed (the model has it already)
    edited = Signal()
    #: the narrator was turned on or off, or speaks another language
    narration_changed = Signal()

    def __init__(self, model: SetupModel, parent: QWidget | None = None) -> None:
        super().__init__(translate("SetupScreen", "Cards, narrator and screens"), parent)
        self.model = model
        self._rendering = False
        mode_layout = QVBoxLayout(self)
        self.deal_group = QButtonGroup(self)
        deal_label = TextLabel(translate("SetupScreen", "How players learn their cards"))
        deal_label.setWordWrap(True)
        mode_layout.addWidget(deal_label)
        self.deal_buttons: dict[str, QRadioButton] = {}
        self.deal_notes: dict[str, TextLabel] = {}
        for key, text in (
            ("reveal", translate("SetupScreen", "The app deals")),
            ("cards", translate("SetupScreen", "Physical or printed cards")),
            ("print", translate("SetupScreen", "The app deals and prints fold-over cards")),
        ):
            button = WrapRadioButton(text)
            button.setObjectName(f"deal_{key}")
            button.toggled.connect(partial(self._on_deal_toggled, key))
            self.deal_group.addButton(button)
            self.deal_buttons[key] = button
            label = TextLabel()
            label.setWordWrap(True)
            label.setIndent(24)
            self.deal_notes[key] = label
            mode_layout.addWidget(button)
            mode_layout.addWidget(label)
        # The players' own phones: offered where the laptop goes round and the app deals (each
        # player's code shows beside their card at the deal); its note says how, or why not.
        self.phones = WrapCheckBox(translate("SetupScreen", "Players may use their own phones"))
        self.phones.setObjectName("phones")
        self.phones.toggled.connect(self._on_phones_toggled)
        self.phones_note = TextLabel()
        self.phones_note.setObjectName("phonesNote")
        self.phones_note.setWordWrap(True)
        self.phones_note.setIndent(24)
        mode_layout.addWidget(self.phones)
        mode_layout.addWidget(self.phones_note)
        self.narration = QCheckBox(translate("SetupScreen", "Narrator, with captions"))
        self.narration.setObjectName("narration")
        mode_layout.addWidget(self.narration)
        lang_row = QHBoxLayout()
        lang_label = TextLabel(translate("SetupScreen", "Narrator's language"))
        self.narration_lang = QComboBox()
        self.narration_lang.setObjectName("narrationLang")
        for language in LANGUAGES.values():  # each in its own words
            self.narration_lang.addItem(language.native, language.code)
        lang_label.setBuddy(self.narration_lang)
        self.narration.toggled.connect(self._on_narration_toggled)
        self.narration_lang.currentIndexChanged.connect(self._on_narration_lang_changed)
        lang_row.addWidget(lang_label)
        lang_row.addWidget(self.narration_lang, 1)
        mode_layout.addLayout(lang_row)
        self.timed = QCheckBox(translate("SetupScreen", "No one at the keys: each role"))
        self.timed.setObjectName("timed")
        self.timed.toggled.connect(self._on_timed_toggled)
        self.timed_seconds = QSpinBox()
        self.timed_seconds.setObjectName("timedSeconds")
        self.timed_seconds.setAccessibleName(self.timed.text())  # the seconds of "each role"
        self.timed_seconds.setRange(*TIMED_SECONDS)
        self.timed_seconds.setSuffix(translate("SetupScreen", " s"))
        self.timed_seconds.valueChanged.connect(self._on_timed_seconds_changed)
        # (the seconds go under the words when both do not fit across: large text, long words)
        mode_layout.addWidget(FlipRow((self.timed, 0), (self.timed_seconds, 0), (QWidget(), 1)))
        self.second_screen = QCheckBox(translate("SetupScreen", "Show the table on another screen"))
        self.second_screen.setObjectName("secondScreen")
        self.second_screen.toggled.connect(self._on_second_screen_toggled)
        mode_layout.addWidget(self.second_screen)
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            app.screenAdded.connect(self._on_screens_changed)
            app.screenRemoved.connect(self._on_screens_changed)
        self._on_screens_changed()
        self.refresh()

    # --- rendering --------------------------------------------------------------------------------

    def refresh(self) -> None:
        """The model's mode and deal (printing only with a referee, each way's note for this
        mode), the narrator, timed calls and the second screen."""
        self._rendering = True
        try:
            model = self.model
            referee = model.mode == "referee"
            self.deal_buttons[model.deal].setChecked(True)
            notes = {
                "reveal": translate(
                    "SetupScreen",
                    "The laptop goes round once: each player holds to see their card, then it comes back"
                    " to the host.",
                )
                if referee
                else translate("SetupScreen", "Each player holds to see their card on the laptop."),
                "cards": translate(
                    "SetupScreen", "The host deals a real or printed deck, then taps each seat and its card."
                )
                if referee
                else translate("SetupScreen", "Each player enters theirs on the laptop."),
                "print": translate(
                    "SetupScreen",
                    "Fold each card and hand it to the player named on it; the game starts at once.",
                )
                if referee
                else translate("SetupScreen", "With a referee only: nobody else may print every card."),
            }
            for key, label in self.deal_notes.items():
                label.setText(notes[key])
            # Printing every card is the host's: a game with no referee has nobody who may.
            self.deal_buttons["print"].setEnabled(referee)
            self._refresh_phones()
            self.narration.setChecked(model.narrate)
            self.narration_lang.setCurrentIndex(max(0, self.narration_lang.findData(model.lang)))
            self.timed.setChecked(model.timed)
            self.timed_seconds.setValue(model.timed_seconds)
            self.second_screen.setChecked(model.second_screen)
            self.second_screen.setVisible(model.screens > 1)
        finally:
            self._rendering = False

    def _refresh_phones(self) -> None:
        """The phones' choice: shown where the laptop is passed round, and open to a choice where
        the app deals too (its note says why not where it does not)."""
        model = self.model
        passed = model.mode == "pass"
        allowed = model.phones_allowed()
        self.phones.setVisible(passed)
        self.phones_note.setVisible(passed)
        self.phones.setEnabled(allowed)
        self.phones.setChecked(model.phones and allowed)
        self.phones_note.setText(
            translate(
                "SetupScreen",
                "Phones join by a QR code shown at the deal, on the same Wi-Fi or the laptop's hotspot;"
                " nothing to install. Players without one play on the laptop.",
            )
            if allowed
            else translate(
                "SetupScreen", "Only when the app deals: each player's code is shown beside their card."
            )
        )

    def _on_screens_changed(self, *args: QScreen) -> None:
        """A screen came or went: the second screen is offered while there is one."""
        self.model.screens = screen_count()
        self.second_screen.setVisible(self.model.screens > 1)

    # --- edits --------------------------------------------------------------------------------------

    def _on_deal_toggled(self, key: str, on: bool) -> None:
        if on and not self._rendering:
            self.model.deal = key
            self.edited.emit()

    def _on_phones_toggled(self, on: bool) -> None:
        if not self._rendering:
            self.model.phones = on
            self.edited.emit()

    def _on_narration_toggled(self, on: bool) -> None:
        if not self._rendering:
            self.model.narrate = on
            self.narration_changed.emit()

    def _on_narration_lang_changed(self, index: int) -> None:
        if not self._rendering:
            self.model.lang = str(self.narration_lang.itemData(index))
            self.narration_changed.emit()

    def _on_timed_toggled(self, on: bool) -> None:
        if not self._rendering:
            self.model.timed = on
            self.edited.emit()

    def _on_timed_seconds_changed(self, value: int) -> None:
        if not self._rendering:
            self.model.timed_seconds = value
            self.edited.emit()

    def _on_second_screen_toggled(self, on: bool) -> None:
        if not self._rendering:
            self.model.second_screen = on
            self.edited.emit()
