"""Set-up: who plays (in seat order), which rules (preset and house rules), the deal, the mode.

Bad names are marked at once, in words, and block only the start button. The roster and the
last choices are remembered between runs (mafia_desktop.settings).
"""

from __future__ import annotations

import secrets

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QKeySequence, QPalette, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QBoxLayout,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QRadioButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop import phrases, settings
from mafia_desktop.engine.deal import deal_counts_problem, deal_roles, recommended_deal
from mafia_desktop.engine.errors import RulesError
from mafia_desktop.engine.record import Record
from mafia_desktop.engine.roles import ROLES
from mafia_desktop.engine.rules import DEFAULT_PRESET, OPTION_SPECS, PRESET_IDS, PRESETS, Rules, with_options
from mafia_desktop.engine.setup import clean_name, make_setup, name_problem
from mafia_desktop.table.session import TableMode
from mafia_desktop.ui import appearance
from mafia_desktop.ui.balance_view import BalanceView
from mafia_desktop.ui.seat_circle import Seat, SeatCircle
from mafia_desktop.ui.widgets import TextLabel, WrapButton, page_scroll, wheel_only_when_focused

DEFAULT_ROSTER = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]


def special_roles() -> tuple[str, ...]:
    """The roles counted in the deal (civilians fill the rest), from the role registry."""
    return tuple(r for r in ROLES if r != "civilian")


def optional_roles() -> tuple[str, ...]:
    """The roles a house rule may add to a preset or take out of it."""
    return tuple(r for r, role in ROLES.items() if role.optional)


# Options the house-rules editor offers (the deal and night order follow from the roles).
EDITABLE = [s for s in OPTION_SPECS if s.kind in ("bool", "choice", "seconds", "int")]


class PendingGame:
    """A set-up waiting for the players to enter the cards they were dealt: a plain, frozen draft
    of the form (the form itself may be rebuilt meanwhile, by a change of language or text size)."""

    def __init__(self, screen: SetupScreen, seed: int) -> None:
        self.seed = seed
        self.rules = screen.rules()
        self.players = [clean_name(n) for n in screen.names()]
        self.counts = {r: n for r, n in screen.counts().items() if n}
        self.table = screen.table_mode()

    def record(self, roles: dict[str, str]) -> Record:
        """The new game with the roles the players entered from their cards."""
        return Record(make_setup(self.rules, self.seed, self.players, roles)).with_note(
            "table", self.table.to_json()
        )


class WholeHintEdit(QLineEdit):
    """A line edit never narrower than its placeholder, in the font it has now (every language
    and text size): the column around it widens instead of cutting "Имя нового игр…"."""

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = super().minimumSizeHint()
        margins = self.textMargins()
        need = self.fontMetrics().horizontalAdvance(self.placeholderText()) + margins.left() + margins.right()
        return QSize(max(hint.width(), need + 16), hint.height())


class SetupScreen(QWidget):
    #: the group pressed Start: the new game's record
    start_requested = Signal(object)
    #: Back / Esc
    back_requested = Signal()
    #: Start with physical cards: the players enter theirs first (a PendingGame)
    cards_requested = Signal(object)
    #: the deal, the names or the narrator changed (the narrator's lines can be rendered ahead)
    deal_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("setupScreen")
        self._updating = False
        self._option_widgets: dict[str, QWidget] = {}
        self._option_labels: dict[str, QLabel] = {}
        self._role_boxes: dict[str, QCheckBox] = {}
        self._count_labels: dict[str, QLabel] = {}
        self._count_boxes: dict[str, QSpinBox] = {}
        self._overrides: dict[str, object] = {}
        self._build()
        self._load_settings()
        self._refresh()

    # --- building -------------------------------------------------------------------------------

    def _build(self) -> None:
        font = QFont(self.font())
        font.setPointSizeF(max(12.0, font.pointSizeF() * 1.2))
        self.setFont(font)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(24, 12, 24, 12)
        outer.setSpacing(10)
        title = TextLabel(self.tr("New game"))
        title_font = QFont(font)
        title_font.setPointSizeF(font.pointSizeF() * 1.8)
        title_font.setBold(True)
        title.setFont(title_font)
        outer.addWidget(title)
        # Three columns side by side; one above the other, in a page that scrolls, when they do
        # not fit across (large text, a long translation, a narrow window).
        page = QWidget()
        page.setObjectName("setupPage")
        columns = QBoxLayout(QBoxLayout.Direction.LeftToRight, page)
        columns.setContentsMargins(0, 0, 0, 0)
        columns.setSpacing(20)
        self.columns = columns
        self.players_box = self._players_box()
        columns.addWidget(self.players_box, 3)
        self.preview = SeatCircle()
        self.preview.setObjectName("seatPreview")
        self.preview.setAccessibleName(self.tr("Seats: drag to reorder, or Alt+arrow keys"))
        self.preview.setMinimumSize(260, 260)
        self.preview.hint = QSize(320, 320)  # any height the page has, not more
        self.preview.set_reorderable(True)
        self.preview.seat_moved.connect(self._on_preview_seat_moved)
        columns.addWidget(self.preview, 4)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 8, 0)
        right_layout.addWidget(self._rules_box())
        right_layout.addWidget(self._deal_box())
        right_layout.addWidget(self._mode_box())
        right_layout.addStretch(1)
        scroll = page_scroll(right, "rulesScroll")
        self.right, self.right_scroll = right, scroll
        right.installEventFilter(self)
        columns.addWidget(scroll, 4)
        self.page_scroll = page_scroll(page, "setupScroll")
        outer.addWidget(self.page_scroll, 1)
        bar = QHBoxLayout()
        back = WrapButton(self.tr("Back"))
        back.setObjectName("backButton")
        back.setMinimumHeight(44)
        back.clicked.connect(self.back_requested)
        self.start_reason = TextLabel()
        self.start_reason.setObjectName("startReason")
        self.start_reason.setWordWrap(True)
        self.start_button = WrapButton(self.tr("Start the game"))
        self.start_button.setObjectName("startButton")
        self.start_button.setMinimumHeight(52)
        self.start_button.setMinimumWidth(220)
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self._on_start_button_clicked)
        bar.addWidget(back)
        bar.addWidget(self.start_reason, 1)
        bar.addWidget(self.start_button)
        outer.addLayout(bar)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._reflow()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.right and event.type() == QEvent.Type.LayoutRequest:
            QTimer.singleShot(0, self, self._reflow)  # the rules column grew or shrank (not after it is gone)
        return super().eventFilter(watched, event)

    def _reflow(self) -> None:
        """Side by side if the columns fit across at their smallest, else one above the other."""
        spacing = self.columns.spacing()
        across = (
            self.players_box.minimumSizeHint().width()
            + self.preview.minimumWidth()
            + self.right.minimumSizeHint().width()
            + self.right_scroll.verticalScrollBar().sizeHint().width()
            + 2 * spacing
        )
        room = self.page_scroll.viewport().width()
        stacked = across > room
        direction = QBoxLayout.Direction.TopToBottom if stacked else QBoxLayout.Direction.LeftToRight
        if self.columns.direction() != direction:
            self.columns.setDirection(direction)
        # Stacked, the rules column shows whole and the page scrolls; side by side, it scrolls.
        if stacked:
            width = max(1, room - 4)
            layout = self.right.layout()
            tall = layout.heightForWidth(width) if layout is not None and layout.hasHeightForWidth() else -1
            self.right_scroll.setMinimumHeight(max(tall, self.right.sizeHint().height()))
            self.right_scroll.setMinimumWidth(0)
        else:
            self.right_scroll.setMinimumHeight(0)
            bar = self.right_scroll.verticalScrollBar().sizeHint().width()
            self.right_scroll.setMinimumWidth(self.right.minimumSizeHint().width() + bar)

    def _players_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Players, in seat order"))
        layout = QVBoxLayout(box)
        add_row = QHBoxLayout()
        self.name_edit = WholeHintEdit()
        self.name_edit.setObjectName("nameEdit")
        self.name_edit.setPlaceholderText(self.tr("Name of a new player"))
        self.name_edit.setAccessibleName(self.tr("New player's name"))
        self.name_edit.setMaxLength(64)
        self.name_edit.returnPressed.connect(self._on_add_button_clicked)
        self.name_edit.textChanged.connect(self._on_name_edit_text_changed)
        add = WrapButton(self.tr("Add"))
        add.setObjectName("addButton")
        add.clicked.connect(self._on_add_button_clicked)
        add_row.addWidget(self.name_edit, 1)
        add_row.addWidget(add)
        layout.addLayout(add_row)
        self.name_problem = TextLabel()
        self.name_problem.setObjectName("nameProblem")
        self.name_problem.setWordWrap(True)
        layout.addWidget(self.name_problem)
        self.roster = QListWidget()
        self.roster.setObjectName("roster")
        self.roster.setAccessibleName(self.tr("Players in seat order"))
        self.roster.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.roster.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.roster.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.SelectedClicked
        )
        self.roster.model().rowsMoved.connect(self._on_roster_rows_moved)
        self.roster.itemChanged.connect(self._on_roster_item_changed)
        layout.addWidget(self.roster, 1)
        row = QGridLayout()  # two by two: a narrow column still fits long words
        for i, (text, name, slot) in enumerate(
            (
                (self.tr("Move up"), "upButton", self._on_up_button_clicked),
                (self.tr("Move down"), "downButton", self._on_down_button_clicked),
                (self.tr("Rename"), "renameButton", self._on_rename_button_clicked),
                (self.tr("Remove"), "removeButton", self._on_remove_button_clicked),
            )
        ):
            button = WrapButton(text)
            button.setObjectName(name)
            button.clicked.connect(slot)
            row.addWidget(button, i // 2, i % 2)
        layout.addLayout(row)
        QShortcut(QKeySequence("Alt+Up"), self.roster, self._on_up_button_clicked)
        QShortcut(QKeySequence("Alt+Down"), self.roster, self._on_down_button_clicked)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.roster, self._on_remove_button_clicked)
        self.names_problems = TextLabel()
        self.names_problems.setObjectName("namesProblems")
        self.names_problems.setWordWrap(True)
        layout.addWidget(self.names_problems)
        return box

    def _rules_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Rules"))
        layout = QVBoxLayout(box)
        self.preset_combo = QComboBox()
        self.preset_combo.setObjectName("presetCombo")
        self.preset_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.preset_combo.setMinimumContentsLength(16)
        self.preset_combo.setAccessibleName(self.tr("Rule set"))
        for preset in PRESET_IDS:
            self.preset_combo.addItem(phrases.preset_name(preset), preset)
        self.preset_combo.setCurrentIndex(PRESET_IDS.index(DEFAULT_PRESET))  # the rules model's choice
        self.preset_combo.currentIndexChanged.connect(self._on_preset_combo_changed)
        layout.addWidget(self.preset_combo)
        self.summary = TextLabel()
        self.summary.setObjectName("rulesSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.summary)
        self.house_toggle = QCheckBox(self.tr("Show the house rules"))
        self.house_toggle.setObjectName("houseRulesToggle")
        self.house_toggle.toggled.connect(self._on_house_toggle_toggled)
        layout.addWidget(self.house_toggle)
        self.house = QWidget()
        self.house.setObjectName("houseRules")
        form = QGridLayout(self.house)
        form.setContentsMargins(0, 4, 0, 4)
        form.setColumnStretch(0, 1)
        form.setHorizontalSpacing(10)
        roles_label = TextLabel(self.tr("Roles in play"))
        roles_label.setWordWrap(True)
        self._option_labels["roles"] = roles_label
        roles_box = QVBoxLayout()
        for role in optional_roles():
            check = QCheckBox(phrases.any_role_name(role))
            check.setObjectName(f"role_{role}")
            check.toggled.connect(self._on_option_edited)
            self._role_boxes[role] = check
            roles_box.addWidget(check)
        form.addWidget(roles_label, 0, 0)
        form.addLayout(roles_box, 0, 1)
        row = 0
        for spec in EDITABLE:
            row += 1
            widget: QWidget
            if spec.kind == "bool":
                widget = QCheckBox()
                widget.toggled.connect(self._on_option_edited)
            elif spec.kind == "choice":
                widget = QComboBox()
                # As wide as the column allows: long choices (a translation) are not cut short.
                widget.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
                widget.setMinimumContentsLength(8)
                widget.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
                for choice in spec.choices:
                    widget.addItem(phrases.option_choice(spec.name, choice), choice)
                widget.currentIndexChanged.connect(self._on_option_edited)
            else:
                widget = QSpinBox()
                widget.setRange(spec.low - (1 if spec.kind == "seconds" else 0), spec.high)
                if spec.kind == "seconds":
                    widget.setSpecialValueText(self.tr("no limit"))
                    widget.setSuffix(self.tr(" s"))
                widget.valueChanged.connect(self._on_option_edited)
            widget.setObjectName(f"option_{spec.name}")
            if isinstance(widget, (QComboBox, QSpinBox)):
                wheel_only_when_focused(widget)
            label = TextLabel(phrases.option_name(spec.name))
            label.setWordWrap(True)
            label.setBuddy(widget)
            widget.setAccessibleName(phrases.option_name(spec.name))
            self._option_widgets[spec.name] = widget
            self._option_labels[spec.name] = label
            if isinstance(widget, QComboBox):  # its choices get the whole width, under the label
                form.addWidget(label, row, 0, 1, 2)
                row += 1
                form.addWidget(widget, row, 0, 1, 2)
            else:
                form.addWidget(label, row, 0)
                form.addWidget(widget, row, 1)
        reset = WrapButton(self.tr("Back to the preset"))
        reset.setObjectName("resetOptions")
        reset.clicked.connect(self._on_reset_options_clicked)
        form.addWidget(reset, row + 1, 0, 1, 2)
        self.house.hide()
        layout.addWidget(self.house)
        self.rules_problem = TextLabel()
        self.rules_problem.setObjectName("rulesProblem")
        self.rules_problem.setWordWrap(True)
        layout.addWidget(self.rules_problem)
        return box

    def _mode_box(self) -> QGroupBox:
        mode = QGroupBox(self.tr("Mode"))
        mode_layout = QVBoxLayout(mode)
        self.mode_group = QButtonGroup(self)
        self.deal_group = QButtonGroup(self)
        choices = (
            (
                "referee",
                self.tr("Referee console"),
                self.tr("A referee runs the game at the console; roles show there only behind a held peek."),
            ),
            (
                "pass",
                self.tr("Pass-and-play"),
                self.tr(
                    "The laptop goes round the circle; each player, alone with it, makes their night choice."
                ),
            ),
            (
                "middle",
                self.tr("Laptop in the middle"),
                self.tr(
                    "The laptop stays in the centre; each role wakes in turn to use it while the others sleep."
                ),
            ),
        )
        self._mode_buttons: dict[str, QRadioButton] = {}
        for key, text, note in choices:
            button = QRadioButton(text)
            button.setObjectName(f"mode_{key}")
            button.toggled.connect(self._on_mode_toggled)
            self.mode_group.addButton(button)
            self._mode_buttons[key] = button
            label = TextLabel(note)
            label.setWordWrap(True)
            label.setIndent(24)
            mode_layout.addWidget(button)
            mode_layout.addWidget(label)
        self._mode_buttons["referee"].setChecked(True)
        deal_label = TextLabel(self.tr("How players learn their cards"))
        deal_label.setWordWrap(True)
        mode_layout.addWidget(deal_label)
        self._deal_buttons: dict[str, QRadioButton] = {}
        self._deal_notes: dict[str, TextLabel] = {}
        for key, text in (
            ("reveal", self.tr("The app deals")),
            ("cards", self.tr("Physical or printed cards")),
            ("print", self.tr("The app deals and prints fold-over cards")),
        ):
            button = QRadioButton(text)
            button.setObjectName(f"deal_{key}")
            button.toggled.connect(self._on_deal_toggled)
            self.deal_group.addButton(button)
            self._deal_buttons[key] = button
            label = TextLabel()
            label.setWordWrap(True)
            label.setIndent(24)
            self._deal_notes[key] = label
            mode_layout.addWidget(button)
            mode_layout.addWidget(label)
        self._deal_buttons["reveal"].setChecked(True)
        self.narration = QCheckBox(self.tr("Narrator, with captions"))
        self.narration.setObjectName("narration")
        mode_layout.addWidget(self.narration)
        lang_row = QHBoxLayout()
        lang_label = TextLabel(self.tr("Narrator's language"))
        self.narration_lang = QComboBox()
        self.narration_lang.setObjectName("narrationLang")
        self.narration_lang.addItem("English", "en")
        self.narration_lang.addItem("Русский", "ru")
        self.narration_lang.setCurrentIndex(max(0, self.narration_lang.findData(appearance.current().lang)))
        lang_label.setBuddy(self.narration_lang)
        self.narration.toggled.connect(self.deal_changed)
        self.narration_lang.currentIndexChanged.connect(self.deal_changed)
        lang_row.addWidget(lang_label)
        lang_row.addWidget(self.narration_lang, 1)
        mode_layout.addLayout(lang_row)
        timed_row = QHBoxLayout()
        self.timed = QCheckBox(self.tr("No one at the keys: each role"))
        self.timed.setObjectName("timed")
        self.timed_seconds = QSpinBox()
        self.timed_seconds.setObjectName("timedSeconds")
        self.timed_seconds.setRange(5, 60)
        self.timed_seconds.setValue(15)
        self.timed_seconds.setSuffix(self.tr(" s"))
        timed_row.addWidget(self.timed)
        timed_row.addWidget(self.timed_seconds)
        timed_row.addStretch(1)
        mode_layout.addLayout(timed_row)
        self._on_mode_toggled()
        return mode

    def table_mode(self) -> TableMode:
        """The mode the game is played in, kept in the record beside the game."""
        mode = next(k for k, b in self._mode_buttons.items() if b.isChecked())
        deal = next((k for k, b in self._deal_buttons.items() if b.isChecked() and b.isEnabled()), "reveal")
        if not self.narration.isChecked():
            return TableMode(mode, deal)
        timed = self.timed_seconds.value() if self.timed.isChecked() and mode == "referee" else 0
        return TableMode(mode, deal, narrate=True, lang=str(self.narration_lang.currentData()), timed=timed)

    def set_table_mode(self, mode: str, deal: str = "reveal") -> None:
        self._mode_buttons[mode].setChecked(True)
        if deal in self._deal_buttons:
            self._deal_buttons[deal].setChecked(True)

    def _on_mode_toggled(self, *args: object) -> None:
        if not hasattr(self, "_deal_buttons"):
            return  # still being built
        referee = self._mode_buttons["referee"].isChecked()
        notes = {
            "reveal": self.tr(
                "The laptop goes round once: each player holds to see their card, then it comes back"
                " to the host."
            )
            if referee
            else self.tr("Each player holds to see their card on the laptop."),
            "cards": self.tr("The host deals a real or printed deck, then taps each seat and its card.")
            if referee
            else self.tr("Each player enters theirs on the laptop."),
            "print": self.tr("Fold each card and hand it to the player named on it; the game starts at once.")
            if referee
            else self.tr("With a referee only: nobody else may print every card."),
        }
        for key, label in self._deal_notes.items():
            label.setText(notes[key])
        # Printing every card is the host's: a game with no referee has nobody who may.
        self._deal_buttons["print"].setEnabled(referee)
        if not referee and self._deal_buttons["print"].isChecked():
            self._deal_buttons["reveal"].setChecked(True)

    def _on_deal_toggled(self, *args: object) -> None:
        if hasattr(self, "start_button"):
            self._refresh()

    def _deal_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("The deal"))
        layout = QVBoxLayout(box)
        form = QFormLayout()
        for role in special_roles():
            spin = QSpinBox()
            spin.setRange(0, ROLES[role].most or 20)  # a role dealt once at most (the Maniac) offers 0 or 1
            spin.setObjectName(f"count_{role}")
            wheel_only_when_focused(spin)
            spin.valueChanged.connect(self._on_count_changed)
            label = TextLabel(phrases.any_role_name(role))
            label.setBuddy(spin)
            self._count_boxes[role] = spin
            self._count_labels[role] = label
            form.addRow(label, spin)
        self.civilians = TextLabel()
        self.civilians.setObjectName("civilians")
        form.addRow(TextLabel(phrases.any_role_name("civilian", 2)), self.civilians)
        layout.addLayout(form)
        recommended = WrapButton(self.tr("Recommended deal"))
        recommended.setObjectName("recommendedDeal")
        recommended.clicked.connect(self._on_recommended_deal_clicked)
        layout.addWidget(recommended)
        self.deal_problem = TextLabel()
        self.deal_problem.setObjectName("dealProblem")
        self.deal_problem.setWordWrap(True)
        layout.addWidget(self.deal_problem)
        self.balance = BalanceView()
        layout.addWidget(self.balance)
        return box

    # --- state ------------------------------------------------------------------------------------

    def names(self) -> list[str]:
        return [self.roster.item(i).text() for i in range(self.roster.count())]

    def set_names(self, names: list[str]) -> None:
        self._updating = True
        self.roster.clear()
        for name in names:
            self._add_item(name)
        self._updating = False
        self._refresh()

    def _add_item(self, name: str) -> None:
        item = QListWidgetItem(name)
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
        self.roster.addItem(item)

    def preset(self) -> str:
        return str(self.preset_combo.currentData())

    def set_preset(self, preset: str) -> None:
        self.preset_combo.setCurrentIndex(PRESET_IDS.index(preset))

    def rules(self) -> Rules:
        """The preset with the house rules; raises RulesError if they contradict each other."""
        return with_options(PRESETS[self.preset()], self._overrides)

    def counts(self) -> dict[str, int]:
        rules = self._safe_rules()
        counts = {r: self._count_boxes[r].value() for r in special_roles() if r in rules.roles}
        counts["civilian"] = max(0, len(self.names()) - sum(counts.values()))
        return counts

    def _safe_rules(self) -> Rules:
        try:
            return self.rules()
        except RulesError:
            return PRESETS[self.preset()]

    # --- validation -------------------------------------------------------------------------------

    def problems(self) -> list[str]:
        """Why the game cannot start, in words (empty when it can)."""
        out = [p for p in self._name_problems() if p]
        try:
            rules = self.rules()
        except RulesError as exc:
            return out + [str(exc)]
        if len(self.names()) < rules.min_players or len(self.names()) > rules.max_players:
            out.append(self._player_count_problem(rules))
            return out
        deal = deal_counts_problem(rules, len(self.names()), self.counts())
        if deal:
            out.append(phrases.problem_text(deal))
        return out

    def _player_count_problem(self, rules: Rules) -> str:
        n = len(self.names())
        if rules.min_players == rules.max_players:
            return (
                self.tr("These rules are for exactly %1 players; there are %2.")
                .replace("%1", str(rules.min_players))
                .replace("%2", str(n))
            )
        return (
            self.tr("These rules are for %1 to %2 players; there are %3.")
            .replace("%1", str(rules.min_players))
            .replace("%2", str(rules.max_players))
            .replace("%3", str(n))
        )

    def _name_problems(self) -> list[str]:
        names = self.names()
        out = []
        for i, name in enumerate(names):
            problem = name_problem(name, names[:i])
            if problem:
                out.append(phrases.name_problem_text(i + 1, name, problem))
        return out

    # --- refresh ----------------------------------------------------------------------------------

    def _refresh(self) -> None:
        if self._updating:
            return
        self._updating = True
        try:
            names = self.names()
            rules = self._safe_rules()
            bad = {i for i, n in enumerate(names) if name_problem(n, names[:i])}
            for i in range(self.roster.count()):
                item = self.roster.item(i)
                item.setData(
                    Qt.ItemDataRole.AccessibleDescriptionRole, self.tr("problem") if i in bad else ""
                )
                font = item.font()
                font.setItalic(i in bad)
                item.setFont(font)
                item.setForeground(self.palette().color(QPalette.ColorRole.Text) if i not in bad else _ERROR)
                item.setText(item.text())
            self.names_problems.setText("\n".join(self._name_problems()))
            self.preview.set_seats([Seat(i + 1, n or "?") for i, n in enumerate(names)])
            self.summary.setText(phrases.preset_origin(rules.preset) + "\n" + phrases.rules_summary(rules))
            self._show_options(rules)
            for role, spin in self._count_boxes.items():
                self._count_labels[role].setText(phrases.role_name(rules, role))
                spin.setEnabled(role in rules.roles)
                if role not in rules.roles:
                    spin.setValue(0)
            counts = self.counts()
            self.civilians.setText(str(counts.get("civilian", 0)))
            try:
                self.rules()
                self.rules_problem.setText("")
            except RulesError as exc:
                self.rules_problem.setText(phrases.problem_text(exc.args[0]))
            deal = deal_counts_problem(rules, len(names), counts) if rules.min_players <= len(names) else None
            self.deal_problem.setText(phrases.problem_text(deal) if deal else "")
            self.balance.show_deal(rules, {r: n for r, n in counts.items() if n})
            problems = self.problems()
            self.start_reason.setText(problems[0] if problems else "")
            self.start_button.setEnabled(not problems)
        finally:
            self._updating = False
        self.deal_changed.emit()

    def _show_options(self, rules: Rules) -> None:
        base = PRESETS[rules.preset]
        for spec in EDITABLE:
            widget = self._option_widgets[spec.name]
            value = getattr(rules, spec.name)
            if isinstance(widget, QCheckBox):
                widget.setChecked(bool(value))
            elif isinstance(widget, QComboBox):
                widget.setCurrentIndex(max(0, widget.findData(value)))
            elif isinstance(widget, QSpinBox):
                widget.setValue(widget.minimum() if value is None else int(value))
            self._mark(spec.name, value != getattr(base, spec.name), getattr(base, spec.name))
        for role, check in self._role_boxes.items():
            check.setText(phrases.role_name(rules, role))
            check.setChecked(role in rules.roles)
        self._mark("roles", rules.roles != base.roles, ", ".join(base.roles))

    def _mark(self, name: str, changed: bool, preset_value: object) -> None:
        """House rules that differ from the preset are marked in bold with a dot, and say so."""
        label = self._option_labels[name]
        text = phrases.option_name(name) if name != "roles" else self.tr("Roles in play")
        label.setText(("● " + text) if changed else text)
        font = label.font()
        font.setBold(changed)
        label.setFont(font)
        label.setToolTip(self.tr("Changed from the preset") if changed else "")

    # --- edits --------------------------------------------------------------------------------------

    def _on_name_edit_text_changed(self, text: str) -> None:
        if not self._updating:
            settings.write_typing(text)  # a key at a time: a crash loses no letter typed
        problem = name_problem(text, self.names()) if text.strip() else None
        self.name_problem.setText(phrases.name_problem_text(0, text, problem) if problem else "")

    def _on_add_button_clicked(self) -> None:
        text = self.name_edit.text()
        problem = name_problem(text, self.names())
        if problem:
            self.name_problem.setText(phrases.name_problem_text(0, text, problem))
            return
        self._add_item(clean_name(text))
        self.name_edit.clear()
        self.roster.setCurrentRow(self.roster.count() - 1)
        self._on_roster_changed()

    def _on_remove_button_clicked(self) -> None:
        row = self.roster.currentRow()
        if row >= 0:
            self.roster.takeItem(row)
            self._on_roster_changed()

    def _on_rename_button_clicked(self) -> None:
        item = self.roster.currentItem()
        if item is not None:
            self.roster.editItem(item)

    def _move(self, step: int) -> None:
        row = self.roster.currentRow()
        target = row + step
        if row < 0 or not 0 <= target < self.roster.count():
            return
        item = self.roster.takeItem(row)
        self.roster.insertItem(target, item)
        self.roster.setCurrentRow(target)
        self._on_roster_changed()

    def _on_up_button_clicked(self) -> None:
        self._move(-1)

    def _on_down_button_clicked(self) -> None:
        self._move(1)

    def _on_preview_seat_moved(self, start: int, end: int) -> None:
        item = self.roster.takeItem(start)
        self.roster.insertItem(end, item)
        self.roster.setCurrentRow(end)
        self._on_roster_changed()

    def _on_roster_rows_moved(self, *args: object) -> None:
        self._on_roster_changed()

    def _on_roster_item_changed(self, item: QListWidgetItem) -> None:
        if self._updating:
            return
        cleaned = clean_name(item.text())
        if cleaned != item.text() and cleaned:
            self._updating = True
            item.setText(cleaned)
            self._updating = False
        self._on_roster_changed()

    def _on_roster_changed(self) -> None:
        if self._updating:
            return
        self._apply_recommended_if_untouched()
        self._refresh()
        self._save_settings()

    def _on_preset_combo_changed(self, index: int) -> None:
        self._overrides = {}
        self._deal_touched = False
        self._apply_recommended()
        self._refresh()
        self._save_settings()

    def _on_house_toggle_toggled(self, on: bool) -> None:
        self.house.setVisible(on)

    def _on_option_edited(self, *args: object) -> None:
        if self._updating:
            return
        base = PRESETS[self.preset()]
        overrides: dict[str, object] = {}
        for spec in EDITABLE:
            widget = self._option_widgets[spec.name]
            value: object
            if isinstance(widget, QCheckBox):
                value = widget.isChecked()
            elif isinstance(widget, QComboBox):
                value = widget.currentData()
            else:
                assert isinstance(widget, QSpinBox)
                value = (
                    None if spec.kind == "seconds" and widget.value() == widget.minimum() else widget.value()
                )
            if value != getattr(base, spec.name):
                overrides[spec.name] = value
        roles = [r for r in base.roles if r not in self._role_boxes]
        roles += [r for r, box in self._role_boxes.items() if box.isChecked()]
        if set(roles) != set(base.roles):
            overrides["roles"] = roles
            order = list(base.night_order)
            for role in roles:
                order += [call for call in ROLES[role].calls if call not in order]
            overrides["night_order"] = order
        self._overrides = overrides
        self._apply_recommended_if_untouched()
        self._refresh()

    def _on_reset_options_clicked(self) -> None:
        self._overrides = {}
        self._apply_recommended()
        self._refresh()

    def _on_count_changed(self, value: int) -> None:
        if not self._updating:
            self._deal_touched = True
            self._refresh()

    def _on_recommended_deal_clicked(self) -> None:
        self._apply_recommended()
        self._refresh()

    def _apply_recommended_if_untouched(self) -> None:
        if not getattr(self, "_deal_touched", False):
            self._apply_recommended()

    def _apply_recommended(self) -> None:
        self._deal_touched = False
        rules = self._safe_rules()
        n = max(len(self.names()), rules.min_players)
        counts = recommended_deal(rules, min(n, rules.max_players))
        was = self._updating
        self._updating = True
        for role, spin in self._count_boxes.items():
            spin.setValue(counts.get(role, 0))
        self._updating = was

    # --- start ------------------------------------------------------------------------------------------

    def _on_start_button_clicked(self) -> None:
        if self.problems():
            return
        seed = secrets.randbits(31)
        self._save_settings()
        if self.table_mode().deal == "cards":
            self.cards_requested.emit(self.pending_game(seed))
            return
        self.start_requested.emit(self.make_record(seed))

    def make_record(self, seed: int, roles: dict[str, str] | None = None) -> Record:
        """The new game's record: these players, rules and counts, dealt at random with ``seed``
        (or the ``roles`` the players entered from their cards), and the table's mode."""
        rules = self.rules()
        names = [clean_name(n) for n in self.names()]
        dealt = roles if roles is not None else deal_roles(rules, names, seed, self.counts())
        return Record(make_setup(rules, seed, names, dealt)).with_note("table", self.table_mode().to_json())

    def pending_game(self, seed: int) -> PendingGame:
        """A game waiting for its cards to be entered."""
        return PendingGame(self, seed)

    # --- carried across a rebuild (a change of language or text size) ----------------------------------

    def snapshot(self) -> dict[str, object]:
        """Everything the form holds, for :meth:`restore` on a new screen."""
        return {
            "names": self.names(),
            "preset": self.preset(),
            "overrides": dict(self._overrides),
            "counts": {role: spin.value() for role, spin in self._count_boxes.items()},
            "deal_touched": getattr(self, "_deal_touched", False),
            "mode": {k for k, b in self._mode_buttons.items() if b.isChecked()},
            "deal": {k for k, b in self._deal_buttons.items() if b.isChecked()},
            "narration": self.narration.isChecked(),
            "narration_lang": self.narration_lang.currentData(),
            "timed": self.timed.isChecked(),
            "timed_seconds": self.timed_seconds.value(),
            "house": self.house_toggle.isChecked(),
        }

    def restore(self, state: dict[str, object]) -> None:
        self._updating = True
        self.preset_combo.setCurrentIndex(PRESET_IDS.index(str(state["preset"])))
        self._updating = False
        self.set_names(list(state["names"]))  # type: ignore[call-overload]
        self._overrides = dict(state["overrides"])  # type: ignore[call-overload]
        self._updating = True
        for role, value in dict(state["counts"]).items():  # type: ignore[call-overload]
            self._count_boxes[role].setValue(value)
        for key in state["mode"]:  # type: ignore[attr-defined]
            self._mode_buttons[key].setChecked(True)
        for key in state["deal"]:  # type: ignore[attr-defined]
            self._deal_buttons[key].setChecked(True)
        self._updating = False
        self._deal_touched = bool(state["deal_touched"])
        self.narration.setChecked(bool(state["narration"]))
        self.narration_lang.setCurrentIndex(max(0, self.narration_lang.findData(state["narration_lang"])))
        self.timed.setChecked(bool(state["timed"]))
        self.timed_seconds.setValue(int(str(state["timed_seconds"])))
        self.house_toggle.setChecked(bool(state["house"]))
        self._refresh()

    # --- remembered between runs -------------------------------------------------------------------------

    def _load_settings(self) -> None:
        choices = settings.read_setup()
        if choices.mode is not None and choices.mode in self._mode_buttons:
            self._mode_buttons[choices.mode].setChecked(True)
        if choices.deal is not None and self._deal_buttons[choices.deal].isEnabled():
            self._deal_buttons[choices.deal].setChecked(True)  # a host's deal after a crash, say
        self._updating = True
        if choices.preset is not None:
            self.preset_combo.setCurrentIndex(PRESET_IDS.index(choices.preset))
        self._updating = False
        self.set_names(list(choices.roster) or DEFAULT_ROSTER)
        self.name_edit.setText(settings.read_typing())  # a name half typed when the app stopped
        self._apply_recommended()
        self._refresh()

    def _save_settings(self) -> None:
        mode = self.table_mode()
        choice = settings.SetupChoices(tuple(self.names()), self.preset(), mode.mode, mode.deal)
        settings.write_setup(choice)


_ERROR = QColor("#a3261e")
