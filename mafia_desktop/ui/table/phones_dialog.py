"""The host's phones (the Game menu's *Phones…*, in a game with phones): each seat, whether its
player's phone joined and whether it is heard from now, a player taken back to the laptop (a
phone lost or dead), and the network the phones reach the laptop on.

What it shows is the same whatever anyone holds: names, seats, joined or not, connected or not,
never a role and never whose turn is running on a phone (a phone's turn is no business of the
room). Nothing of a pairing (its link, its key) is shown or said. It only asks: a player taken
back is the flow's :class:`~mafia_desktop.table.table_flow.Phone` message, sent by the table
screen; another network is the table screen's :meth:`start_phones`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop import phrases, settings
from mafia_desktop.table.table_flow import Phone
from mafia_desktop.ui.common.network_choice import Interfaces, NetworkChoice
from mafia_desktop.ui.common.widgets import FitPage, TextLabel, ask_yes_no, form_label, page_scroll
from mafia_desktop.ui.table.phones import PhoneTable
from mafia_desktop.ui.theme import appearance, type_scale

translate = QCoreApplication.translate


class PhonesDialog(QDialog):
    """The phones of the game on the table. ``seats``: (seat, name) in seat order, as the table
    stands; ``send``: the table's flow takes a message; ``switch``: the phones' server listens on
    another address (True: it does)."""

    def __init__(
        self,
        phones: PhoneTable,
        seats: Callable[[], list[tuple[int, str]]],
        send: Callable[[Phone], None],
        switch: Callable[[str], bool],
        parent: QWidget | None = None,
        interfaces: Interfaces | None = None,
    ) -> None:
        super().__init__(parent)
        appearance.make_readable(self)
        self.setObjectName("phonesDialog")
        self.setWindowTitle(translate("PhonesDialog", "Phones"))
        self.phones = phones
        self._seats = seats
        self._send = send
        self._switch = switch
        #: asks the host first (Yes: True); tests answer here
        self.ask: Callable[[str], bool] = self._ask
        page = FitPage()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        intro = TextLabel(
            translate(
                "PhonesDialog",
                "Each player pairs their phone by the QR code beside their card at the deal. A player"
                " taken back plays on the laptop, and that phone is no longer paired: to play on a"
                " phone again, they see their card again by day and scan the new code.",
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(16)
        for column, text in enumerate(
            (
                translate("PhonesDialog", "Seat"),
                translate("PhonesDialog", "Player"),
                translate("PhonesDialog", "Phone"),
            )
        ):
            head = TextLabel(text)
            head.setFont(type_scale.font("dialog", self.font(), bold=True))
            self.grid.addWidget(head, 0, column)
        self.grid.setColumnStretch(1, 1)
        #: each seat's row: its player's name to its phone's state and the button
        self.rows: dict[str, tuple[TextLabel, QPushButton]] = {}
        layout.addLayout(self.grid)
        layout.addSpacing(8)
        # The network: where the phones' server listens, and another to pick.
        self.network = TextLabel()
        self.network.setObjectName("phonesNetwork")
        self.network.setWordWrap(True)
        self.network.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.network)
        self.problem = TextLabel()
        self.problem.setObjectName("phonesProblem")
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        self.choice = NetworkChoice(interfaces=interfaces)
        self.use = QPushButton(translate("PhonesDialog", "Use this network"))
        self.use.setObjectName("phonesUseNetwork")
        self.use.clicked.connect(self._on_use_clicked)
        self.choice.currentIndexChanged.connect(self._enable_use)
        row = QHBoxLayout()
        row.addWidget(form_label(translate("PhonesDialog", "Network"), self.choice))
        row.addWidget(self.choice, 1)
        row.addWidget(self.use)
        layout.addLayout(row)
        help_line = TextLabel(
            translate(
                "PhonesDialog",
                "The phones and the laptop must be on one network: the room's Wi-Fi or the laptop's"
                " hotspot (not a guest network, which keeps devices apart). After a change of network"
                " every phone scans its code again.",
            )
        )
        help_line.setWordWrap(True)
        layout.addWidget(help_line)
        layout.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        outer = QVBoxLayout(self)
        self._page, self._buttons = page, buttons
        self._scroll = page_scroll(page, "phonesPage")
        outer.addWidget(self._scroll, 1)
        outer.addWidget(buttons)
        phones.status_changed.connect(self.refresh)
        self.choice.fill(phones.address or settings.read(settings.PHONES_ADDRESS))
        self.refresh()
        self._fit()

    def _fit(self) -> None:
        """As wide as its rows need (never cut sideways) and as tall as its words, within the
        window and the screen (the page scrolls up and down in what is left)."""
        page = self._page
        layout = page.layout()
        if layout is not None:
            layout.activate()
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent) + 4
        least = page.minimumSizeHint().width() + bar
        self._scroll.setMinimumWidth(least)
        outer = self.layout()
        margins = outer.contentsMargins() if outer is not None else None
        frame = margins.left() + margins.right() if margins is not None else 24
        width = max(least, min(page.sizeHint().width() + bar, 900)) + frame
        tall = layout.totalHeightForWidth(width - frame - bar) if layout is not None else -1
        height = max(tall, page.sizeHint().height()) + self._buttons.sizeHint().height()
        if outer is not None and margins is not None:
            height += margins.top() + margins.bottom() + outer.spacing()
        parent = self.parentWidget()
        screen = parent.screen() if parent is not None else self.screen()
        if screen is not None:
            free = screen.availableGeometry()
            width = min(width, free.width() - 40)
            height = min(height, free.height() - 60)
        self.resize(width, height)

    def done(self, result: int) -> None:
        self.phones.status_changed.disconnect(self.refresh)
        super().done(result)

    # --- what it shows --------------------------------------------------------------------------

    def refresh(self) -> None:
        """Each seat's phone as it stands now, and the network in use."""
        status = {name: (joined, connected) for name, joined, connected in self.phones.status()}
        for seat, name in self._seats():
            joined, connected = status.get(name, (False, False))
            phone, back = self._row(seat, name)
            if joined:
                phone.setText(
                    translate("PhonesDialog", "Joined, connected")
                    if connected
                    else translate("PhonesDialog", "Joined, connection lost")
                )
            else:
                phone.setText(translate("PhonesDialog", "Not joined"))
            back.setEnabled(joined)
            back.setVisible(joined)
        phones = self.phones
        port = phones.server.port
        if phones.on and phones.address is not None and port is not None:
            where = f"{phones.address}:{port}"
            self.network.setText(
                translate("PhonesDialog", "The phones reach the laptop at %1.").replace("%1", where)
            )
        else:
            self.network.setText(translate("PhonesDialog", "The phones cannot reach the laptop now."))
        problem = phones.problem if not phones.on else None
        self.problem.setText(problem or "")
        self.problem.setVisible(bool(problem))
        self._enable_use()
        if hasattr(self, "_scroll"):  # (longer words came: wider, never cut sideways)
            layout = self._page.layout()
            if layout is not None:
                layout.activate()
            bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent) + 4
            if self._page.minimumSizeHint().width() + bar > self._scroll.minimumWidth():
                self._fit()

    def _row(self, seat: int, name: str) -> tuple[TextLabel, QPushButton]:
        row = self.rows.get(name)
        if row is not None:
            return row
        line = len(self.rows) + 1
        number = TextLabel(phrases.number(seat))
        player = TextLabel(name)  # (user text: a label shows it as plain text)
        player.setTextFormat(Qt.TextFormat.PlainText)
        player.setWordWrap(True)
        phone = TextLabel()
        back = QPushButton(translate("PhonesDialog", "To the laptop"))
        back.setObjectName(f"takeBack_{seat}")
        back.setAccessibleName(
            translate("PhonesDialog", "Take back to the laptop: %1 (seat %2)")
            .replace("%1", name)
            .replace("%2", phrases.number(seat))
        )
        policy = back.sizePolicy()
        policy.setRetainSizeWhenHidden(True)  # (the rows keep their height: nothing jumps)
        policy.setHorizontalPolicy(QSizePolicy.Policy.Fixed)
        back.setSizePolicy(policy)
        back.clicked.connect(lambda _=False, n=name, s=seat: self.take_back(n, s))
        for column, widget in enumerate((number, player, phone, back)):
            self.grid.addWidget(widget, line, column)
        self.rows[name] = (phone, back)
        return self.rows[name]

    def _enable_use(self, *_: object) -> None:
        chosen = self.choice.chosen()
        self.use.setEnabled(
            chosen is not None and (not self.phones.on or chosen.address != self.phones.address)
        )

    # --- what it does ---------------------------------------------------------------------------

    def take_back(self, name: str, seat: int) -> None:
        """``name``'s turns go back to the laptop (asked first)."""
        question = (
            translate(
                "PhonesDialog",
                "Take back to the laptop: %1 (seat %2)? From now on this seat's turns are on the"
                " laptop; a turn of tonight goes on there from where it stood.",
            )
            .replace("%1", name)
            .replace("%2", phrases.number(seat))
        )
        if self.ask(question):
            self._send(Phone("take_back", name))
        self.refresh()

    def _on_use_clicked(self) -> None:
        """The phones' server listens on the network chosen (asked first once a phone joined);
        the choice is kept for the next game."""
        chosen = self.choice.chosen()
        if chosen is None:
            return
        joined = any(joined for _, joined, _ in self.phones.status())
        if joined and not self.ask(
            translate(
                "PhonesDialog",
                "Move the phones to %1? Every phone that joined must scan its code again.",
            ).replace("%1", chosen.address)
        ):
            return
        settings.write(settings.PHONES_ADDRESS, chosen.name)
        self._switch(chosen.address)
        self.choice.fill(chosen.name)
        self.refresh()

    def _ask(self, question: str) -> bool:
        return ask_yes_no(self, translate("PhonesDialog", "Phones"), question, default_yes=False)
