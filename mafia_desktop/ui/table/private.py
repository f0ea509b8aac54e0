"""The private panel's turns, routed from the table: the app's deal going round, a night played
without a referee (the laptop passed round, or left in the middle).

Which turn runs is the table flow's decision (:func:`mafia_desktop.table.flow.private_turn`); this
part puts it on the panel, puts the table's keys to sleep under it, and ends it (the morning).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from mafia_desktop.engine.views import PublicView
from mafia_desktop.table.flow import private_turn
from mafia_desktop.table.private_turns import DealReveal, NightTurns, RoleWake
from mafia_desktop.table.session import TableMode
from mafia_desktop.table.table_flow import PrivateEnd
from mafia_desktop.ui.table.private_host import PrivateSession

if TYPE_CHECKING:
    from mafia_desktop.ui.table.screen import TableScreen

translate = QCoreApplication.translate


class PrivatePart:
    """The table screen's private turns (a part of :class:`TableScreen`)."""

    _session: PrivateSession | None  # the private turn on the panel
    _session_key: tuple[object, ...] | None  # which turn it is (see flow.private_turn)

    def table_mode(self: TableScreen) -> TableMode:
        """How this table plays: ``mode`` referee | pass | middle, ``deal`` peek | reveal | cards."""
        return self.controller.table_mode

    def _update_private(self: TableScreen, public: PublicView) -> None:
        mode = self.table_mode()
        # The app dealt: the laptop goes round once for each player to see their card (with a
        # referee too: then it comes back to the host); a night with no referee is played on it.
        key = private_turn(
            public,
            self.session,
            mode,
            dealt=bool(self.controller.note("dealt")),
            started=bool(self.controller.record.inputs),
            held=self.night_held(public),
        )
        if key == self._session_key and key is not None:
            if self._session is not None:
                self._session.render()
            return
        self._close_session()
        self._session_key = key
        if key is None:
            self.pages.setCurrentWidget(self.table_page)
            self._set_private(False)
            self.circle.setFocus()
            self._tell_board()  # the laptop is back on the table
            self._narrate_opening()  # a game that opens with a night: it falls once the table is up
            return
        flow: Any
        desk = self.controller.private_desk()
        if key[0] == "deal":
            flow = DealReveal(
                public, desk.player_view, min_seconds=3, end="table" if mode.private else "host"
            )
        elif key[0] == "pass":
            start, pick, stage = self.session.turn
            flow = NightTurns(
                public, desk.player_view, mode.turn_seconds, start, self.session.round, pick, stage
            )
        else:
            s = self.session
            flow = RoleWake(public, desk, mode.step_seconds, s.call, s.answer_pending, s.round)
        self._session = PrivateSession(
            self.private,
            self.controller,
            flow,
            self._on_session_end,
            public.preset,
            on_render=self._on_private_render,
        )
        if self.session.round > 1:
            self._session.note = (
                translate("TableScreen", "The mafia have not chosen a victim: they wake again.")
                if isinstance(flow, RoleWake)
                else translate(
                    "TableScreen", "The mafia have not chosen a victim: one more round, for everyone."
                )
            )
            self._session.render()
        # With the laptop in the middle a role's time runs once the narrator has called it.
        self.private.voice = self.narrator if self.narrating() and isinstance(flow, RoleWake) else None
        self.pages.setCurrentWidget(self.private)
        self._set_private(True)
        self.private.ring.setFocus()
        self._narrate_steps()  # the first role of the laptop in the middle wakes
        self._tell_board()  # who has the laptop now

    def _on_private_render(self: TableScreen) -> None:
        """A screen of the private turn is up: the role it wakes is called (the laptop in the
        middle), and the public table says who has the laptop now."""
        self._narrate_steps()
        self._tell_board()

    def _restart_private(self: TableScreen) -> None:
        """The private turn starts again from the session (an undo gave it back)."""
        self._session_key = None

    def private_shown(self: TableScreen) -> bool:
        """Whether the private panel is up (the table's keys and buttons are asleep)."""
        return self.pages.currentWidget() is self.private

    def _set_private(self: TableScreen, shown: bool) -> None:
        # The table's shortcuts sleep under the panel: Ctrl+Enter must not press the hidden
        # table's main button, nor Ctrl+Z undo, while one player holds the laptop.
        for key in self._table_keys:
            key.setEnabled(not shown)
        self.table_page.setEnabled(not shown)
        self.private_changed.emit(shown)

    def _close_session(self: TableScreen) -> None:
        if self._session is not None:
            self._session.close()
            self._session = None

    def _on_session_end(self: TableScreen, session: PrivateSession, key: str) -> None:
        """The private turn ended (the deal went round, or the night): the panel closes and the
        flow says what follows (the table; the morning, or another round for the mafia)."""
        if key not in ("to_table", "morning", "time_up"):
            return
        self._close_session()
        self._session_key = None
        self.send(PrivateEnd(key))
        self.error.hide()
        self._refresh()

    def _session_flow(self: TableScreen) -> Any:
        return self._session.flow if self._session is not None else None
