"""Set-up: who plays (in seat order), which rules (preset and house rules), the deal, the mode,
the protocol's header and the series.

The screen's shell: the three columns (they stack, in a page that scrolls, when they do not fit
across), the start bar, and the words for why the game cannot start. The choices themselves are a
:class:`~mafia_desktop.table.setup.SetupModel` (plain Python, with the checks and the game it
starts); the parts of the form render it and write each edit into it: the roster
(:mod:`mafia_desktop.ui.setup.players`), the rules and the deal (:mod:`mafia_desktop.ui.setup.rules`),
the mode (:mod:`mafia_desktop.ui.setup.mode`), the protocol and series
(:mod:`mafia_desktop.ui.setup.protocol`).

Bad names are marked at once, in words, and block only the start button. The roster and the
last choices are remembered between runs, and the last game's protocol (mafia_desktop.settings).
Today's date is the screen's clock (``today``); the past players offered as a name is typed come
from ``known_players``.
"""

from __future__ import annotations

import datetime
import secrets
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QAbstractSpinBox, QBoxLayout, QComboBox, QHBoxLayout, QVBoxLayout, QWidget

from mafia_desktop import phrases, settings
from mafia_desktop.engine.record import Record
from mafia_desktop.engine.rules import PRESET_IDS, PRESETS, Rules
from mafia_desktop.table.session import TableMode
from mafia_desktop.table.setup import (
    DEFAULT_ROSTER,
    EDITABLE,
    NARRATION_LANGS,
    LastGame,
    PendingGame,
    Problem,
    SetupModel,
    optional_roles,
    special_roles,
)
from mafia_desktop.ui.circle.seat_circle import Seat, SeatCircle
from mafia_desktop.ui.common.widgets import (
    TextLabel,
    WrapButton,
    page_scroll,
    wheel_only_when_focused,
    whole_choices,
)
from mafia_desktop.ui.setup.mode import ModeBox
from mafia_desktop.ui.setup.mode_choice import ModeChoice
from mafia_desktop.ui.setup.players import PlayersBox, WholeHintEdit, no_players
from mafia_desktop.ui.setup.protocol import ProtocolBox, protocol_problem_text
from mafia_desktop.ui.setup.rules import DealBox, RulesBox
from mafia_desktop.ui.theme import appearance, type_scale

__all__ = [
    "DEFAULT_ROSTER",
    "EDITABLE",
    "PendingGame",
    "SetupScreen",
    "WholeHintEdit",
    "optional_roles",
    "special_roles",
]


class SetupScreen(QWidget):
    #: the group pressed Start: the new game's record
    start_requested = Signal(object)
    #: Back / Esc
    back_requested = Signal()
    #: Start with physical cards: the players enter theirs first (a PendingGame)
    cards_requested = Signal(object)
    #: the deal, the names or the narrator changed (the narrator's lines can be rendered ahead)
    deal_changed = Signal()
    #: *Roles…* (in the house rules): the group's own roles are to be edited; once they are
    #: saved, :meth:`roles_changed` offers them
    roles_requested = Signal()

    def __init__(
        self,
        parent: QWidget | None = None,
        known_players: Callable[[], list[str]] = no_players,
        today: Callable[[], datetime.date] = datetime.date.today,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("setupScreen")
        self._updating = False
        self._known_players, self._today = known_players, today
        self.model = SetupModel()
        self._preset_shown = self.model.preset  # the protocol unfolds for the club's
        lang = appearance.current().lang
        self.model.lang = lang if lang in NARRATION_LANGS else NARRATION_LANGS[0]
        self._build()
        self._load_settings()
        self._refresh()

    # --- building -------------------------------------------------------------------------------

    def _build(self) -> None:
        font = type_scale.font("dialog", self.font())  # the form's words (see type_scale)
        self.setFont(font)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(24, 12, 24, 12)
        outer.setSpacing(10)
        title = TextLabel(self.tr("New game"))
        title.setFont(type_scale.font("heading", font))
        outer.addWidget(title)
        # Three columns side by side; one above the other, in a page that scrolls, when they do
        # not fit across (large text, a long translation, a narrow window).
        page = QWidget()
        page.setObjectName("setupPage")
        page_layout = QVBoxLayout(page)
        page_layout.setContentsMargins(0, 0, 0, 0)
        page_layout.setSpacing(14)
        # How the table plays: asked first, plainly (a first set-up cannot start until it is chosen).
        self.mode_choice = ModeChoice(self.model)
        self.mode_choice.edited.connect(self._on_mode_chosen)
        page_layout.addWidget(self.mode_choice)
        columns = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        columns.setContentsMargins(0, 0, 0, 0)
        columns.setSpacing(20)
        page_layout.addLayout(columns, 1)
        self.columns = columns
        self.players_box = PlayersBox(self.model, known_players=self._known_players)
        self.players_box.edited.connect(self._on_roster_changed)
        columns.addWidget(self.players_box, 3)
        self.preview = SeatCircle()
        self.preview.setObjectName("seatPreview")
        self.preview.setAccessibleName(self.tr("Seats: drag to reorder, or Alt+arrow keys"))
        self.preview.setMinimumSize(260, 260)  # (side by side; stacked, see _reflow)
        self.preview.hint = QSize(320, 320)  # any height the page has, not more
        self.preview.set_reorderable(True)
        self.preview.seat_moved.connect(self.players_box.move_seat)
        columns.addWidget(self.preview, 4)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 8, 0)
        self.rules_box = RulesBox(self.model)
        self.rules_box.edited.connect(self._on_rules_edited)
        self.rules_box.roles_requested.connect(self.roles_requested)
        self.protocol_box = ProtocolBox(self.model)
        self.protocol_box.edited.connect(self._refresh)
        self.deal_box = DealBox(self.model)
        self.deal_box.edited.connect(self._on_choice_edited)
        self.mode_box = ModeBox(self.model)
        self.mode_box.edited.connect(self._on_choice_edited)
        self.mode_box.narration_changed.connect(self.deal_changed)
        self.mode_box.narration_changed.connect(self._save_settings)
        right_layout.addWidget(self.rules_box)
        right_layout.addWidget(self.protocol_box)  # under the rules: their preset unfolds it
        right_layout.addWidget(self.mode_box)
        # The deal last: its odds grow and shrink as the simulation answers, with nothing under them.
        right_layout.addWidget(self.deal_box)
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
        back.setMinimumHeight(52)
        back.setFont(type_scale.font("button", font))
        appearance.set_tier(back, "secondary")
        back.clicked.connect(self.back_requested)
        self.start_reason = TextLabel()
        self.start_reason.setObjectName("startReason")
        self.start_reason.setWordWrap(True)
        self.start_button = WrapButton(self.tr("Start the game"))
        self.start_button.setObjectName("startButton")
        self.start_button.setMinimumHeight(52)
        self.start_button.setMinimumWidth(220)
        self.start_button.setDefault(True)
        self.start_button.setFont(type_scale.font("button", font, bold=True))
        appearance.set_tier(self.start_button, "primary")
        self.start_button.clicked.connect(self._on_start_button_clicked)
        bar.addWidget(back)
        bar.addWidget(self.start_reason, 1)
        bar.addWidget(self.start_button)
        outer.addLayout(bar)
        self._name_the_parts()
        # A wheel scrolling the page never changes a list or a number it passes over.
        wheel_only_when_focused(*self.findChildren(QComboBox), *self.findChildren(QAbstractSpinBox))
        whole_choices(self.right)  # the column widens (or the columns stack), never cuts a choice

    def _name_the_parts(self) -> None:
        """The parts' fields, by the names the screen has always had (the app and its tests use them)."""
        players, rules, deal, mode = self.players_box, self.rules_box, self.deal_box, self.mode_box
        self.name_edit, self.name_problem = players.name_edit, players.name_problem
        self.roster, self.names_problems = players.roster, players.names_problems
        self.preset_combo, self.summary, self.rules_problem = (
            rules.preset_combo,
            rules.summary,
            rules.rules_problem,
        )
        self.house_toggle, self.house = rules.house_toggle, rules.house
        self._option_widgets, self._option_labels = rules.option_widgets, rules.option_labels
        self._role_boxes = rules.role_boxes
        self._count_boxes, self._count_labels = deal.count_boxes, deal.count_labels
        self.civilians, self.deal_problem, self.balance = deal.civilians, deal.deal_problem, deal.balance
        self.mode_group, self.deal_group = self.mode_choice.group, mode.deal_group
        self._mode_buttons, self._deal_buttons, self._deal_notes = (
            self.mode_choice.buttons,
            mode.deal_buttons,
            mode.deal_notes,
        )
        self.narration, self.narration_lang = mode.narration, mode.narration_lang
        self.timed, self.timed_seconds = mode.timed, mode.timed_seconds
        self.second_screen = mode.second_screen
        self.phones, self.phones_note = mode.phones, mode.phones_note

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
            # (measured a scroll bar narrower: the page's bar may come once the column is whole)
            bar = self.page_scroll.verticalScrollBar().sizeHint().width()
            width = max(1, room - 4 - (0 if self.page_scroll.verticalScrollBar().isVisible() else bar))
            layout = self.right.layout()
            tall = layout.heightForWidth(width) if layout is not None and layout.hasHeightForWidth() else -1
            self.right_scroll.setMinimumHeight(max(tall, self.right.sizeHint().height()))
            self.right_scroll.setMinimumWidth(0)
            # (whole, it needs no bar of its own: one that came and went moved the column sideways)
            self.right_scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            # The circle a row of its own, always as tall: squeezed while the page grew, it grew
            # back a moment later and moved everything under it.
            self.preview.setFixedHeight(self.preview.hint.height())
        else:
            self.preview.setMinimumHeight(260)
            self.preview.setMaximumHeight(16777215)
            self.right_scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
            self.right_scroll.setMinimumHeight(0)
            bar = self.right_scroll.verticalScrollBar().sizeHint().width()
            self.right_scroll.setMinimumWidth(self.right.minimumSizeHint().width() + bar)

    # --- state ------------------------------------------------------------------------------------

    def names(self) -> list[str]:
        return list(self.model.names)

    def set_names(self, names: list[str]) -> None:
        self.model.set_names(names)
        self._refresh()

    def preset(self) -> str:
        return self.model.preset

    def set_preset(self, preset: str) -> None:
        self.preset_combo.setCurrentIndex(PRESET_IDS.index(preset))

    def rules(self) -> Rules:
        """The preset with the house rules; raises RulesError if they contradict each other."""
        return self.model.rules()

    def counts(self) -> dict[str, int]:
        return self.model.counts()

    def table_mode(self) -> TableMode:
        """The mode the game is played in, kept in the record beside the game."""
        return self.model.table_mode()

    def set_table_mode(self, mode: str, deal: str = "reveal") -> None:
        self.model.set_table_mode(mode, deal)
        self._refresh()

    # --- validation -------------------------------------------------------------------------------

    def problems(self) -> list[str]:
        """Why the game cannot start, in words (empty when it can)."""
        return [self.problem_text(p) for p in self.model.problems()]

    def problem_text(self, problem: Problem) -> str:
        """One of the model's problems, in words."""
        p = problem.params
        if problem.code == "mode":
            return self.tr("First choose how you will play, at the top.")
        if problem.code == "name":
            return phrases.name_problem_text(p["seat"], p["name"], p["reason"])
        if problem.code == "players":
            return self._player_count_problem(p["low"], p["high"], p["players"])
        if problem.code == "protocol":
            return protocol_problem_text(p)
        if problem.code == "rules":
            return str(p["problem"])  # the rules' own sentence (the rules box says it in words)
        return phrases.problem_text(p["problem"])

    def _player_count_problem(self, low: int, high: int, n: int) -> str:
        if low == high:
            return (
                self.tr("These rules are for exactly %1 players; there are %2.")
                .replace("%1", phrases.number(low))
                .replace("%2", phrases.number(n))
            )
        return (
            self.tr("These rules are for %1 to %2 players; there are %3.")
            .replace("%1", phrases.number(low))
            .replace("%2", phrases.number(high))
            .replace("%3", phrases.number(n))
        )

    # --- refresh ----------------------------------------------------------------------------------

    def _refresh(self) -> None:
        """Every part from the model; the start button enabled iff the model has no problem."""
        if self._updating:
            return
        self._updating = True
        try:
            rules = self.model.safe_rules()
            self.players_box.refresh()
            self.preview.set_seats([Seat(i + 1, n or "?") for i, n in enumerate(self.model.names)])
            self.rules_box.refresh(rules)
            self.protocol_box.refresh()
            self.deal_box.refresh(rules)
            self.mode_choice.refresh()
            self.mode_box.refresh()
            problems = self.problems()
            self.start_reason.setText(problems[0] if problems else "")
            self.start_button.setEnabled(not problems)
        finally:
            self._updating = False
        self._settle_layouts()
        self.deal_changed.emit()

    def _settle_layouts(self) -> None:
        """Lay the form out anew now, to its end: a column that grew (the summary under the house
        rules) is first laid out in its old height, every row squeezed up, until its scroll area
        gives it room (and, stacked, the column's own scroll bar comes and narrows it until the
        column is made taller); a click in between landed on the row below the one under the
        pointer, or beside it."""
        for _ in range(3):  # (a layout done can ask its parents' again: a few rounds at most)
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
            self._reflow()

    # --- edits --------------------------------------------------------------------------------------

    def _on_mode_chosen(self) -> None:
        self._on_choice_edited()  # (and the next set-up asks no more)

    def _on_choice_edited(self) -> None:
        self._refresh()
        self._save_settings()

    def _on_roster_changed(self) -> None:
        self._refresh()
        self._save_settings()

    def _on_rules_edited(self, *_: object) -> None:
        if self.model.preset != self._preset_shown:  # another preset: unfolded where it keeps score
            self._preset_shown = self.model.preset
            self.protocol_box.set_open(self._keeps_score())
        self._refresh()
        self._save_settings()

    def roles_changed(self) -> None:
        """The registry's roles changed: the house rules' and the deal's rows made anew (a role
        gone is out of the rules and the deal), the rest of the form as it was."""
        self.model.forget_unknown_roles()
        layout = self.right.layout()
        assert layout is not None
        house_open = self.house_toggle.isChecked()
        rules_box, deal_box = RulesBox(self.model), DealBox(self.model)
        rules_box.edited.connect(self._on_rules_edited)
        rules_box.roles_requested.connect(self.roles_requested)
        deal_box.edited.connect(self._on_choice_edited)
        for old, new in ((self.rules_box, rules_box), (self.deal_box, deal_box)):
            layout.replaceWidget(old, new)
            old.hide()
            old.deleteLater()
        self.rules_box, self.deal_box = rules_box, deal_box
        rules_box.house_toggle.setChecked(house_open)
        self._name_the_parts()
        wheel_only_when_focused(
            *rules_box.findChildren(QComboBox),
            *rules_box.findChildren(QAbstractSpinBox),
            *deal_box.findChildren(QAbstractSpinBox),
        )
        whole_choices(self.right)
        self._refresh()
        self._save_settings()

    def _on_add_button_clicked(self) -> None:
        self.players_box.add_typed()

    # --- start ------------------------------------------------------------------------------------------

    def _on_start_button_clicked(self) -> None:
        if self.model.problems():
            return
        seed = secrets.randbits(31)
        self.model.set_today(self._today().isoformat())  # (the set-up may have waited past midnight)
        self._save_settings()
        self._save_protocol()
        if self.table_mode().deal == "cards":
            self.cards_requested.emit(self.pending_game(seed))
            return
        self.start_requested.emit(self.make_record(seed))

    def play_again(self, record: Record) -> bool:
        """*Play again* after ``record``'s game: the same table in this set-up, started at once
        with a fresh deal (as if Start were pressed: printed cards are printed, real cards are
        entered). False, with the set-up showing why, if it cannot start (it always could)."""
        self._take(SetupModel.again(record, self._today().isoformat(), self.model.screens))
        self._preset_shown = self.model.preset
        self.protocol_box.set_open(self._keeps_score())
        self._refresh()
        if self.model.problems():
            return False
        self._on_start_button_clicked()
        return True

    def take_slot(
        self,
        names: list[str],
        series: str,
        game: int,
        game_type: str,
        slot: Mapping[str, Any],
        preset: str = "club",
    ) -> None:
        """A tournament's game in this set-up: its players in seat order, the club's rules, the
        protocol's game number (the round), series (the tournament's name) and game type, and the
        slot the record keeps (its ``tournament`` member). Nothing starts: the referee checks it."""
        model = self.model
        model.set_preset(preset)
        model.seat_draw = None
        model.edit_names(names)
        model.set_protocol("series", series)
        model.set_game(game)
        model.set_game_type(game_type)
        model.tournament = dict(slot)
        self._preset_shown = model.preset
        self.protocol_box.set_open(True)
        self._refresh()
        self._save_settings()

    def leave_tournament(self) -> None:
        """A new game that is no tournament's slot (the menu's, the home's New game): the slot
        and its game type are dropped."""
        if self.model.tournament is not None:
            self.model.tournament = None
            self.model.set_game_type("club")
            self._refresh()

    def _take(self, model: SetupModel) -> None:
        """``model``'s choices into the model the form's parts render (they keep the one they got)."""
        self.model.restore(model.to_json())
        self.model.last_game, self.model.date = model.last_game, model.date

    def make_record(self, seed: int, roles: dict[str, str] | None = None) -> Record:
        """The new game's record: these players, rules and counts, dealt at random with ``seed``
        (or the ``roles`` the players entered from their cards), and the table's mode."""
        return self.model.record(seed, roles)

    def pending_game(self, seed: int) -> PendingGame:
        """A game waiting for its cards to be entered."""
        return self.model.pending(seed)

    # --- carried across a rebuild (a change of language or text size) ----------------------------------

    def snapshot(self) -> dict[str, Any]:
        """Everything the form holds, for :meth:`restore` on a new screen."""
        return {
            **self.model.to_json(),
            "house": self.house_toggle.isChecked(),
            "protocol_open": self.protocol_box.is_open(),
        }

    def _keeps_score(self) -> bool:
        """Whether the preset keeps the club's score (its protocol is then the usual paper)."""
        return PRESETS[self.model.preset].scoring is not None

    def restore(self, state: Mapping[str, Any]) -> None:
        self.model.restore(state)
        self.house_toggle.setChecked(bool(state.get("house")))
        self._preset_shown = self.model.preset
        self.protocol_box.set_open(bool(state.get("protocol_open", self._keeps_score())))
        self._refresh()

    # --- the players of past games -------------------------------------------------------------------

    def set_known_players(self, provider: Callable[[], list[str]]) -> None:
        """Where the past players offered as a name is typed come from (most recent first)."""
        self._known_players = self.players_box.known_players = provider
        self.players_box.refresh_known()

    # --- remembered between runs -------------------------------------------------------------------------

    def _load_settings(self) -> None:
        c = settings.read_setup()
        self.model.recall(
            c.roster,
            c.preset,
            c.mode,
            c.deal,
            c.second_screen,
            c.house,
            c.counts,
            c.narrate,
            c.narrator_lang,
            c.timed,
            c.phones,
        )
        last = settings.read_protocol()
        game = LastGame(last.date, last.series, last.game or None) if last.date else None
        self.model.recall_protocol(last.club, last.referee, last.series, game, self._today().isoformat())
        self._preset_shown = self.model.preset
        self.protocol_box.set_open(self._keeps_score())
        self.name_edit.setText(settings.read_typing())  # a name half typed when the app stopped

    def _save_settings(self) -> None:
        """Every choice of the form, on disk at once: the next set-up, after a restart or a crash,
        starts the same table (the protocol is kept when a game starts: :meth:`_save_protocol`)."""
        kept = self.model.remembered()
        choice = settings.SetupChoices(
            tuple(self.model.names),
            self.model.preset,
            kept["mode"],
            self.model.deal if self.model.deal_allowed(self.model.deal) else None,
            self.model.second_screen,
            kept["house"],
            kept["counts"],
            kept["narrate"],
            kept["lang"],
            kept["timed"],
            kept["phones"],
        )
        settings.write_setup(choice)

    def _save_protocol(self) -> None:
        """The protocol of the game starting now: the next set-up offers the next number."""
        head, series = self.model.protocol_note() or {}, self.model.series_note() or ""
        club, referee, game = head.get("club", ""), head.get("referee", ""), head.get("game") or 0
        settings.write_protocol(settings.SetupProtocol(club, referee, series, self.model.date, game))
