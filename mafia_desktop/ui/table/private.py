"""The private panel's turns, hosted at the table: the app's deal going round, a night played
without a referee (the laptop passed round, or left in the middle).

Which turn runs is the table flow's decision (the frame's ``step.private``, see
:func:`mafia_desktop.table.flow.private_turn`); this part puts it on the panel, says when the panel
comes and goes (the table's keys sleep under it), and tells the screen when the turn ended. It
never decides what follows: the screen sends the flow's :class:`PrivateEnd`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QStackedLayout, QWidget

from mafia_desktop.engine.views import PublicView
from mafia_desktop.table.board import Holder
from mafia_desktop.table.phones import LaptopNight
from mafia_desktop.table.private_turns import DealReveal, RoleWake
from mafia_desktop.ui.private.panel import PrivatePanel
from mafia_desktop.ui.table.controller import GameController
from mafia_desktop.ui.table.narration import NightDriver
from mafia_desktop.ui.table.private_host import PrivateSession

translate = QCoreApplication.translate


class PrivateTurns(QObject):
    """The table screen's private turns (a part composed by :class:`TableScreen`)."""

    #: the private panel came up (True) or went (False)
    shown_changed = Signal(bool)
    #: a screen of the private turn is up (the role it wakes is called, the public table follows)
    rendered = Signal()
    #: the private turn ended: ``to_table``, ``morning`` or ``time_up``
    ended = Signal(str)

    def __init__(
        self,
        controller: GameController,
        pages: QStackedLayout,
        table_page: QWidget,
        panel: PrivatePanel,
        driver: NightDriver,
        parent: QObject,
    ) -> None:
        super().__init__(parent)
        self._controller = controller
        self._pages = pages
        self._table_page = table_page
        self.panel = panel
        self._driver = driver
        #: the private turn on the panel, and which turn it is (see flow.private_turn)
        self.session: PrivateSession | None = None
        self.key: tuple[object, ...] | None = None
        #: the link a player's QR code carries, beside their card (a game with phones), or None
        self.link: Callable[[str], str | None] | None = None

    def shown(self) -> bool:
        """Whether the private panel is up (the table's keys and buttons are asleep)."""
        return self._pages.currentWidget() is self.panel

    def flow(self) -> Any:
        """The private turn's flow on the panel, or None."""
        return self.session.flow if self.session is not None else None

    def show(self, public: PublicView, key: tuple[object, ...] | None, again: bool = False) -> bool:
        """The private turn ``key`` on the panel (None: the table is up). True when the panel
        changed (another turn began, or the table came back: at every change of the game or the
        session while it is up); ``again``: the game or the session changed (the turn on show
        reads its views again)."""
        if key == self.key and (key is not None or not again):
            if again and self.session is not None:
                self.session.render()
            return False
        self.close()
        self.key = key
        if key is None:
            self._pages.setCurrentWidget(self._table_page)
            self.shown_changed.emit(False)
            return True
        controller = self._controller
        mode = controller.table_mode
        s = controller.session
        flow: Any
        desk = controller.private_desk()
        if key[0] == "deal":
            # Where the laptop goes once every card is seen: back to the middle, to the table
            # (passed round), or to the host (the referee console's deal).
            end = "to_middle" if mode.mode == "middle" else "table" if mode.private else "host"
            flow = DealReveal(public, desk.player_view, min_seconds=3, end=end)
        elif key[0] == "card":  # one player sees their own card again, as at the deal
            flow = DealReveal(public, desk.player_view, min_seconds=3, end="card", only=str(key[1]))
        elif key[0] == "pass":  # the players without a phone (every player, with no phones)
            flow = LaptopNight(public, desk.player_view, lambda: controller.session, mode.turn_seconds)
        else:
            flow = RoleWake(public, desk, mode.step_seconds, s.call, s.answer_pending, s.round)
        # A game with phones: at the deal, each player's pairing code beside their card, held.
        self.panel.set_pairing(self.link if key[0] in ("deal", "card") else None)
        self.session = PrivateSession(
            self.panel, controller, flow, self._on_session_end, public.preset, on_render=self.rendered.emit
        )
        if s.round > 1:
            self.session.note = (
                translate("TableScreen", "The mafia have not chosen a victim: they wake again.")
                if isinstance(flow, RoleWake)
                else translate(
                    "TableScreen", "The mafia have not chosen a victim: one more round, for everyone."
                )
            )
            self.session.render()
        # With the laptop in the middle a role's time runs once the narrator has called it.
        driver = self._driver
        self.panel.voice = driver.narrator if driver.narrating() and isinstance(flow, RoleWake) else None
        self._pages.setCurrentWidget(self.panel)
        self.shown_changed.emit(True)
        return True

    def restart(self) -> None:
        """The private turn starts again from the session (an undo gave it back)."""
        self.key = None

    def running(self) -> bool:
        return self.key is not None

    def close(self) -> None:
        if self.session is not None:
            self.session.close()
            self.session = None
        self.panel.set_pairing(None)

    def leave(self) -> None:
        """The game leaves the table: the turn closes, the panel's clock stops, its voice goes."""
        self.close()
        self.panel.voice = None

    def holder(self) -> Holder | None:
        """Who has the laptop now, for the public table (the same whoever holds what)."""
        key, session = self.key, self.session
        if key is None or session is None:
            return None
        if key[0] == "middle":
            return Holder("middle")
        screen = session.flow.screen()
        return Holder("deal" if key[0] in ("deal", "card") else "pass", screen.who, screen.seat)

    def _on_session_end(self, session: PrivateSession, key: str) -> None:
        """The private turn ended (the deal went round, or the night): the panel closes."""
        if key not in ("to_table", "morning", "time_up"):
            return
        self.close()
        self.key = None
        self.ended.emit(key)
