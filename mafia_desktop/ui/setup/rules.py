"""The set-up's rules and deal: the preset with its summary, the house rules (each one changed
from the preset marked in bold with a dot), and the deal (how many of each role, each with its
emblem beside its name, the civilians filling the rest, with its odds and why it cannot be dealt).

Views over :class:`mafia_desktop.table.setup.SetupModel`: an edit goes into the model, then
``edited`` asks the set-up to render it all again. (The words keep the set-up screen's translation
context, ``SetupScreen``.)
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListView,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop import phrases
from mafia_desktop.engine.rules import PRESET_IDS, PRESETS, SCORING_PRESETS, Rules, scoring_preset_of
from mafia_desktop.table.setup import EDITABLE, SetupModel, most_of, optional_roles, special_roles
from mafia_desktop.ui.circle.card_art import EmblemMark
from mafia_desktop.ui.common.widgets import TextLabel, WrapButton, wheel_only_when_focused
from mafia_desktop.ui.setup.balance_view import BalanceView

translate = QCoreApplication.translate


class RulesBox(QGroupBox):
    """The preset, its summary and the house rules over it."""

    #: the rules changed (the model has them already); True when it is a choice to remember
    edited = Signal()
    #: *Roles…*: the group's own roles are to be edited
    roles_requested = Signal()

    def __init__(self, model: SetupModel, parent: QWidget | None = None) -> None:
        super().__init__(translate("SetupScreen", "Rules"), parent)
        self.model = model
        self._rendering = False
        self.option_widgets: dict[str, QWidget] = {}
        self.option_labels: dict[str, QLabel] = {}
        self.option_marks: dict[str, QLabel] = {}  # the dot of a house rule changed from the preset
        self.role_boxes: dict[str, QCheckBox] = {}
        self.option_help: dict[str, QLabel] = {}  # the short explanation under an option
        layout = QVBoxLayout(self)
        self.preset_combo = QComboBox()
        self.preset_combo.setObjectName("presetCombo")
        self.preset_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.preset_combo.setMinimumContentsLength(16)
        self.preset_combo.setAccessibleName(translate("SetupScreen", "Rule set"))
        for preset in PRESET_IDS:
            self.preset_combo.addItem(phrases.preset_name(preset), preset)
        self.preset_combo.setCurrentIndex(PRESET_IDS.index(model.preset))
        self.preset_combo.currentIndexChanged.connect(self._on_preset_combo_changed)
        layout.addWidget(self.preset_combo)
        # The summary is under the house rules: it grows and shrinks as they are ticked, and
        # nothing the pointer is over moves (three quick ticks once left only the last one ticked).
        self.summary = TextLabel()
        self.summary.setObjectName("rulesSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.house_toggle = QCheckBox(translate("SetupScreen", "Show the house rules"))
        self.house_toggle.setObjectName("houseRulesToggle")
        self.house_toggle.toggled.connect(self._on_house_toggle_toggled)
        layout.addWidget(self.house_toggle)
        self.house = QWidget()
        self.house.setObjectName("houseRules")
        self._build_house_rules()
        self.house.hide()
        layout.addWidget(self.house)
        layout.addWidget(self.summary)
        self.rules_problem = TextLabel()
        self.rules_problem.setObjectName("rulesProblem")
        self.rules_problem.setWordWrap(True)
        layout.addWidget(self.rules_problem)

    def _build_house_rules(self) -> None:
        form = QGridLayout(self.house)
        form.setContentsMargins(0, 4, 0, 4)
        form.setColumnStretch(1, 1)
        form.setHorizontalSpacing(10)
        roles_label = TextLabel(translate("SetupScreen", "Roles in play"))
        roles_label.setWordWrap(True)
        self.option_labels["roles"] = roles_label
        self._add_mark(form, "roles", 0)
        roles_box = QVBoxLayout()
        for role in optional_roles():
            check = QCheckBox(phrases.any_role_name(role))
            check.setObjectName(f"role_{role}")
            check.toggled.connect(partial(self._on_role_toggled, role))
            self.role_boxes[role] = check
            roles_box.addWidget(check)
        self.roles_button = WrapButton(translate("SetupScreen", "Roles…"))
        self.roles_button.setObjectName("rolesEditorButton")
        self.roles_button.setAccessibleName(translate("SetupScreen", "Roles of your own"))
        self.roles_button.clicked.connect(self.roles_requested)
        roles_box.addWidget(self.roles_button)
        form.addWidget(roles_label, 0, 1)
        form.addLayout(roles_box, 0, 2)
        row = 0
        for spec in EDITABLE:
            row += 1
            widget: QWidget
            if spec.kind == "bool":
                widget = QCheckBox()
                widget.toggled.connect(partial(self._on_option_edited, spec.name))
            elif spec.kind == "scoring":  # the club's sport: a named point set, or none kept
                widget = QComboBox()
                widget.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
                widget.setMinimumContentsLength(8)
                widget.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
                widget.addItem(translate("SetupScreen", "No score kept"), "")
                for name in SCORING_PRESETS:
                    widget.addItem(phrases.scoring_preset_name(name), name)
                # The points of a record or a saved choice that are none of the named sets.
                widget.addItem(translate("SetupScreen", "Points of their own"), "custom")
                widget.currentIndexChanged.connect(partial(self._on_option_edited, spec.name))
            elif spec.kind == "choice":
                widget = QComboBox()
                # As wide as the column allows: long choices (a translation) are not cut short.
                widget.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
                widget.setMinimumContentsLength(8)
                widget.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
                for choice in spec.choices:
                    widget.addItem(phrases.option_choice(spec.name, choice), choice)
                widget.currentIndexChanged.connect(partial(self._on_option_edited, spec.name))
            else:
                widget = QSpinBox()
                widget.setRange(spec.low - (1 if spec.kind == "seconds" else 0), spec.high)
                if spec.kind == "seconds":
                    widget.setSpecialValueText(translate("SetupScreen", "no limit"))
                    widget.setSuffix(translate("SetupScreen", " s"))
                widget.valueChanged.connect(partial(self._on_option_edited, spec.name))
            widget.setObjectName(f"option_{spec.name}")
            if isinstance(widget, (QComboBox, QSpinBox)):
                wheel_only_when_focused(widget)
            label = TextLabel(phrases.option_name(spec.name))
            label.setWordWrap(True)
            label.setBuddy(widget)
            widget.setAccessibleName(phrases.option_name(spec.name))
            self.option_widgets[spec.name] = widget
            self.option_labels[spec.name] = label
            self._add_mark(form, spec.name, row)
            if isinstance(widget, QComboBox):  # its choices get the whole width, under the label
                form.addWidget(label, row, 1, 1, 2)
                row += 1
                form.addWidget(widget, row, 1, 1, 2)
            else:
                form.addWidget(label, row, 1)
                form.addWidget(widget, row, 2)
            explained = phrases.option_help(spec.name)
            if explained:  # the federation's options say what they are for, under them
                row += 1
                note = TextLabel(explained)
                note.setObjectName(f"help_{spec.name}")
                note.setWordWrap(True)
                widget.setAccessibleDescription(explained)
                self.option_help[spec.name] = note
                form.addWidget(note, row, 1, 1, 2)
        reset = WrapButton(translate("SetupScreen", "Back to the preset"))
        reset.setObjectName("resetOptions")
        reset.clicked.connect(self._on_reset_options_clicked)
        form.addWidget(reset, row + 1, 0, 1, 3)

    def _add_mark(self, form: QGridLayout, name: str, row: int) -> None:
        """The dot before a house rule's name, shown while it differs from the preset; its room is
        kept while hidden, so marking a rule never moves or re-wraps its words."""
        mark = TextLabel("●")
        mark.setObjectName(f"mark_{name}")
        policy = mark.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        mark.setSizePolicy(policy)
        mark.hide()
        self.option_marks[name] = mark
        form.addWidget(mark, row, 0, Qt.AlignmentFlag.AlignTop)

    # --- rendering --------------------------------------------------------------------------------

    def refresh(self, rules: Rules) -> None:
        """The preset, its summary, and ``rules`` (the form's: the preset's own while the house
        rules contradict each other, then said why)."""
        self._rendering = True
        try:
            self.preset_combo.setCurrentIndex(PRESET_IDS.index(self.model.preset))
            self.summary.setText(phrases.preset_origin(rules.preset) + "\n" + phrases.rules_summary(rules))
            self._show_options(rules)
            problem = self.model.rules_problem()
            self.rules_problem.setText(phrases.problem_text(problem) if problem is not None else "")
        finally:
            self._rendering = False

    def _show_options(self, rules: Rules) -> None:
        base = PRESETS[rules.preset]
        for spec in EDITABLE:
            widget = self.option_widgets[spec.name]
            value = getattr(rules, spec.name)
            if isinstance(widget, QCheckBox):
                widget.setChecked(bool(value))
            elif spec.kind == "scoring":
                assert isinstance(widget, QComboBox)
                named = "" if value is None else scoring_preset_of(value) or "custom"
                custom = widget.findData("custom")
                # "Points of their own" is offered only while the rules have them.
                rows = widget.view()
                if isinstance(rows, QListView):
                    rows.setRowHidden(custom, named != "custom")
                widget.setCurrentIndex(max(0, widget.findData(named)))
            elif isinstance(widget, QComboBox):
                widget.setCurrentIndex(max(0, widget.findData(value)))
            elif isinstance(widget, QSpinBox):
                widget.setValue(widget.minimum() if value is None else int(value))
            self._mark(spec.name, value != getattr(base, spec.name), getattr(base, spec.name))
        for role, check in self.role_boxes.items():
            check.setText(phrases.role_name(rules, role))
            check.setChecked(role in rules.roles)
        self._mark("roles", rules.roles != base.roles, ", ".join(base.roles))

    def _mark(self, name: str, changed: bool, preset_value: object) -> None:
        """House rules that differ from the preset are marked with a dot, and say so (the words keep
        their weight: bold words would wrap anew and push the rows under them down)."""
        label = self.option_labels[name]
        self.option_marks[name].setVisible(changed)
        said = translate("SetupScreen", "Changed from the preset") if changed else ""
        label.setToolTip(said)
        label.setAccessibleDescription(said)
        widget = self.option_widgets.get(name)
        if widget is not None:
            widget.setAccessibleDescription(said)

    # --- edits --------------------------------------------------------------------------------------

    def _on_preset_combo_changed(self, index: int) -> None:
        if self._rendering:
            return
        self.model.set_preset(str(self.preset_combo.itemData(index)))
        self.edited.emit()

    def _on_house_toggle_toggled(self, on: bool) -> None:
        self.house.setVisible(on)

    def option_value(self, name: str) -> object:
        """The value the house rules' field for option ``name`` holds (a spin box at its least,
        of a time limit: None, no limit)."""
        widget = self.option_widgets[name]
        if name == "scoring":
            assert isinstance(widget, QComboBox)
            named = str(widget.currentData() or "")
            if named == "custom":  # the rules' own points, kept as they are
                return self.model.safe_rules().options()["scoring"]
            return dict(SCORING_PRESETS[named]) if named else None
        if isinstance(widget, QCheckBox):
            return widget.isChecked()
        if isinstance(widget, QComboBox):
            return widget.currentData()
        assert isinstance(widget, QSpinBox)
        seconds = next(s for s in EDITABLE if s.name == name).kind == "seconds"
        return None if seconds and widget.value() == widget.minimum() else widget.value()

    def _on_option_edited(self, name: str, *args: object) -> None:
        if self._rendering:
            return
        self.model.edit_option(name, self.option_value(name))
        self.edited.emit()

    def _on_role_toggled(self, role: str, on: bool) -> None:
        if self._rendering:
            return
        self.model.set_role(role, on)
        self.edited.emit()

    def _on_reset_options_clicked(self) -> None:
        self.model.reset_options()
        self.edited.emit()


def _named(mark: EmblemMark, label: QLabel) -> QWidget:
    """A role's emblem and its name, side by side (a row's label in the deal box)."""
    row = QWidget()
    layout = QHBoxLayout(row)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(8)
    layout.addWidget(mark, 0, Qt.AlignmentFlag.AlignVCenter)
    layout.addWidget(label, 1)
    return row


class DealBox(QGroupBox):
    """How many of each role are dealt (the civilians fill the rest), and the deal's odds; each
    role's emblem beside its name."""

    #: the deal changed (the model has it already)
    edited = Signal()

    def __init__(self, model: SetupModel, parent: QWidget | None = None) -> None:
        super().__init__(translate("SetupScreen", "The deal"), parent)
        self.model = model
        self._rendering = False
        self.count_labels: dict[str, QLabel] = {}
        self.count_boxes: dict[str, QSpinBox] = {}
        self.emblems: dict[str, EmblemMark] = {}  # the civilians' too
        layout = QVBoxLayout(self)
        form = QFormLayout()
        for role in special_roles():
            spin = QSpinBox()
            spin.setRange(0, most_of(role))  # a role dealt once at most (the Maniac) offers 0 or 1
            spin.setObjectName(f"count_{role}")
            wheel_only_when_focused(spin)
            spin.valueChanged.connect(partial(self._on_count_changed, role))
            label = TextLabel(phrases.any_role_name(role))
            label.setBuddy(spin)
            self.count_boxes[role] = spin
            self.count_labels[role] = label
            self.emblems[role] = EmblemMark()
            form.addRow(_named(self.emblems[role], label), spin)
        self.civilians = TextLabel()
        self.civilians.setObjectName("civilians")
        self.emblems["civilian"] = EmblemMark()
        form.addRow(
            _named(self.emblems["civilian"], TextLabel(phrases.any_role_name("civilian", 2))), self.civilians
        )
        for role, mark in self.emblems.items():
            mark.setObjectName(f"emblem_{role}")
            mark.set_role(role, model.preset)
        layout.addLayout(form)
        recommended = WrapButton(translate("SetupScreen", "Recommended deal"))
        recommended.setObjectName("recommendedDeal")
        recommended.clicked.connect(self._on_recommended_deal_clicked)
        layout.addWidget(recommended)
        self.deal_problem = TextLabel()
        self.deal_problem.setObjectName("dealProblem")
        self.deal_problem.setWordWrap(True)
        layout.addWidget(self.deal_problem)
        self.balance = BalanceView()
        layout.addWidget(self.balance)

    def refresh(self, rules: Rules) -> None:
        """The counts under ``rules`` (a role they leave out: none, and not to be set), the
        civilians, why the deal cannot be dealt, and its odds."""
        self._rendering = True
        try:
            for role, mark in self.emblems.items():
                mark.set_role(role, rules.preset)  # the preset's picture (a Sheriff's badge ...)
            for role, spin in self.count_boxes.items():
                self.count_labels[role].setText(phrases.role_name(rules, role))
                spin.setEnabled(role in rules.roles)
                spin.setValue(self.model.role_counts.get(role, 0))
            counts = self.model.counts()
            self.civilians.setText(phrases.number(counts.get("civilian", 0)))
            deal = self.model.deal_problem()
            self.deal_problem.setText(phrases.problem_text(deal) if deal else "")
            self.balance.show_deal(rules, {r: n for r, n in counts.items() if n})
        finally:
            self._rendering = False

    def _on_count_changed(self, role: str, value: int) -> None:
        if not self._rendering:
            self.model.set_count(role, value)
            self.edited.emit()

    def _on_recommended_deal_clicked(self) -> None:
        self.model.apply_recommended()
        self.edited.emit()
