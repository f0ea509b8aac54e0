"""The host's deal screen: who holds which card of a real or printed deck (referee console).

Renders :class:`~mafia_desktop.table.host_cards.HostCards` and sends taps back: the circle of seats
with each seat's card as entered, a button per card of the deal with how many are given, and
*Start the game* once every seat holds a card and the cards add up; each card's emblem beside its
button. Only the host looks at this screen (it shows every card, as the referee's held peek does);
the window title says nothing of it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from mafia_desktop import phrases
from mafia_desktop.engine.deck_plan import plan
from mafia_desktop.engine.rules import Rules
from mafia_desktop.table.host_cards import HostCards
from mafia_desktop.ui.circle.card_art import EmblemMark
from mafia_desktop.ui.circle.seat_circle import Marks, Seat, SeatCircle
from mafia_desktop.ui.common.widgets import TextLabel, WrapButton, page_scroll


class HostDealScreen(QWidget):
    #: every seat holds a card and the cards add up: player -> role
    dealt = Signal(dict)
    #: Back to set-up
    back_requested = Signal()
    #: a card was entered or taken back (the host's taps, to be kept)
    changed = Signal(dict)

    def __init__(self, rules: Rules, cards: HostCards, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hostDealScreen")
        self.rules = rules
        self.cards = cards
        # The deal's cards, as the printed recipe takes them: each card names one role.
        self.deck = plan(rules, cards.counts)
        outer = QHBoxLayout(self)
        outer.setContentsMargins(12, 12, 12, 12)
        outer.setSpacing(16)
        self.circle = SeatCircle()
        self.circle.setObjectName("hostDealCircle")
        self.circle.setAccessibleName(self.tr("Seats: tap the seat, then the card its player holds"))
        self.circle.seat_activated.connect(self._on_circle_seat_activated)
        outer.addWidget(self.circle, 3)
        side = QWidget()
        column = QVBoxLayout(side)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(10)
        self.heading = TextLabel(self.tr("Who holds which card"))
        self.heading.setObjectName("hostDealHeading")
        self.heading.setWordWrap(True)
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.heading.setFont(font)
        column.addWidget(self.heading)
        self.hint = TextLabel(
            self.tr(
                "Deal the cards, then tap each seat and the card its player holds: the next seat"
                " is picked by itself. Only the host should see this screen."
            )
        )
        self.hint.setWordWrap(True)
        column.addWidget(self.hint)
        self.seat_label = TextLabel()
        self.seat_label.setObjectName("hostDealSeat")
        self.seat_label.setWordWrap(True)
        big = self.seat_label.font()
        big.setPointSizeF(big.pointSizeF() * 1.3)
        big.setBold(True)
        self.seat_label.setFont(big)
        column.addWidget(self.seat_label)
        self._card_buttons: dict[str, QPushButton] = {}
        self.emblems: dict[str, EmblemMark] = {}
        for role in self.cards.counts:
            button = WrapButton()
            button.setObjectName(f"hostCard_{role}")
            button.setMinimumHeight(48)
            button.setFont(big)
            button.clicked.connect(lambda _=False, r=role: self._on_card_clicked(r))
            mark = EmblemMark(side=40)  # the card's picture, as on its face
            mark.setObjectName(f"hostEmblem_{role}")
            mark.set_role(role, rules.preset)
            row = QHBoxLayout()
            row.setSpacing(10)
            row.addWidget(mark, 0, Qt.AlignmentFlag.AlignVCenter)
            row.addWidget(button, 1)
            column.addLayout(row)
            self._card_buttons[role] = button
            self.emblems[role] = mark
        self.clear_button = WrapButton(self.tr("Take this seat's card off"))
        self.clear_button.setObjectName("hostCardClear")
        self.clear_button.clicked.connect(self._on_clear_clicked)
        column.addWidget(self.clear_button)
        self.problem = TextLabel()
        self.problem.setObjectName("hostDealProblem")
        self.problem.setWordWrap(True)
        column.addWidget(self.problem)
        column.addStretch(1)
        scroll = page_scroll(side, "hostDealScroll")
        right = QWidget()
        right_column = QVBoxLayout(right)
        right_column.setContentsMargins(0, 0, 0, 0)
        right_column.addWidget(scroll, 1)
        # Back and Start stay in sight below whatever scrolls (200 % text, a small window).
        row = QHBoxLayout()
        self.back_button = WrapButton(self.tr("Back"))
        self.back_button.setObjectName("hostDealBack")
        self.back_button.clicked.connect(self.back_requested)
        self.start_button = WrapButton(self.tr("Start the game"))
        self.start_button.setObjectName("hostDealStart")
        self.start_button.setMinimumHeight(56)
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self._on_start_clicked)
        row.addWidget(self.back_button, 1)
        row.addWidget(self.start_button, 2)
        right_column.addLayout(row)
        right.setMinimumWidth(320)
        right.setMaximumWidth(480)
        outer.addWidget(right, 2)
        self.circle.set_centre(self.tr("The deal"), "")
        self.show_cards()

    def show_cards(self) -> None:
        c = self.cards
        seats = [
            Seat(i, name, True, role=phrases.role_name(self.rules, c.held[name]) if name in c.held else None)
            for i, name in enumerate(c.players, start=1)
        ]
        self.circle.set_seats(seats)
        picked = {c.selected} if c.selected is not None else set()
        self.circle.set_marks(Marks(selectable=set(c.players), picked=picked))
        if c.selected is not None:
            seat = c.players.index(c.selected) + 1
            self.seat_label.setText(
                self.tr("Seat %1 — %2: which card?")
                .replace("%1", phrases.number(seat))
                .replace("%2", c.selected)
            )
        else:
            self.seat_label.setText(self.tr("Tap a seat."))
        for role, button in self._card_buttons.items():
            card = phrases.card_name(self.deck.code(role), self.rules.preset)
            text = self.tr("%1 — %2: %3 of %4")
            button.setText(
                text.replace("%1", phrases.role_name(self.rules, role))
                .replace("%2", card)
                .replace("%3", phrases.number(c.given(role)))
                .replace("%4", phrases.number(c.counts[role]))
            )
            button.setEnabled(c.selected is not None)
        self.clear_button.setEnabled(c.selected is not None and c.selected in c.held)
        problem = c.problem()
        self.problem.setText(self._problem_text(problem))
        self.start_button.setEnabled(problem is None)

    def _problem_text(self, problem: tuple[str, tuple[object, ...]] | None) -> str:
        if problem is None:
            return self.tr("Every seat holds a card and the cards add up.")
        kind, items = problem
        if kind == "missing":
            return self.tr("No card yet: %1.").replace("%1", phrases.names([str(i) for i in items]))
        return phrases.card_mismatch_host(list(items), self.rules)  # type: ignore[arg-type]

    def _on_circle_seat_activated(self, name: str) -> None:
        self.cards.pick(name)
        self.show_cards()

    def _on_card_clicked(self, role: str) -> None:
        self.cards.card(role)
        self.changed.emit(self.cards.to_json())
        self.show_cards()

    def _on_clear_clicked(self) -> None:
        self.cards.clear()
        self.changed.emit(self.cards.to_json())
        self.show_cards()

    def _on_start_clicked(self) -> None:
        if self.cards.done:
            self.dealt.emit(self.cards.roles())

    def keyPressEvent(self, event: object) -> None:  # noqa: N802 - Qt's name
        from PySide6.QtGui import QKeyEvent

        if isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Escape:
            self.back_requested.emit()
            return
        super().keyPressEvent(event)  # type: ignore[arg-type]
