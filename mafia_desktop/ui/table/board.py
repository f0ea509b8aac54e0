"""What the table tells the public table on another screen: a :class:`~mafia_desktop.table.board.Board`
made from the public view, the session and what the room sees of the table now.

The board is made from the public view (no role member), the hands of a count being made (by day:
the board drops them at night), the clocks, the narrator's caption and who has the laptop during
a private turn (a name and a seat, the same whoever holds what; nobody while it lies in the
middle). Nothing the referee console or the private panel holds goes into it. It is told after
every render, every tick of a clock and every new caption; the public table repaints only what
differs from the board it shows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mafia_desktop.table.board import Board, Clock, Holder, board_of

if TYPE_CHECKING:
    from mafia_desktop.ui.table.screen import TableScreen


class BoardPart:
    """The table screen's board for the public table (a part of :class:`TableScreen`)."""

    def board(self: TableScreen) -> Board:
        """The public table's board of this moment."""
        public = self.controller.view()
        c = self.composer
        timer = self._timer
        clock = None
        for each in (self._seat_timer, timer):
            if each.active:
                clock = Clock(each.kind, each.who, each.remaining(), each.fraction(), each.running)
                break
        speaking = timer.who if timer.active and timer.kind in ("speech", "defence", "last_words") else None
        after = self.session.timer + 1
        following = self._plan[after] if after < len(self._plan) else None
        day = self._day_clock
        return board_of(
            public,
            self.session,
            has_referee=self.controller.has_referee,
            hands=c.raised_hands(),
            voted=c.voted_elsewhere(),
            candidate=c.tally[c.current][0] if c.mode == "tally" and c.current < len(c.tally) else None,
            speaking=speaking,
            next_speaker=following.who if following is not None and following.kind == "speech" else None,
            clock=clock,
            day_clock=day.remaining() if day.active else None,
            caption=self.caption.text() if not self.caption.isHidden() else "",
            holder=self._holder(),
        )

    def _holder(self: TableScreen) -> Holder | None:
        key, session = self._session_key, self._session
        if key is None or session is None:
            return None
        if key[0] == "middle":
            return Holder("middle")
        screen = session.flow.screen()
        return Holder("deal" if key[0] == "deal" else "pass", screen.who, screen.seat)

    def _tell_board(self: TableScreen) -> None:
        """The public table follows (cheap when nobody shows it: a board is a few values)."""
        self.board_changed.emit(self.board())
