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

from mafia_desktop.engine.views import PublicView
from mafia_desktop.table.board import Board, Clock, Holder, board_of
from mafia_desktop.table.presenter import Frame
from mafia_desktop.table.session import Session
from mafia_desktop.ui.table.clocks import TableClocks


def board_now(
    public: PublicView,
    session: Session,
    frame: Frame,
    clocks: TableClocks,
    *,
    has_referee: bool,
    caption: str,
    holder: Holder | None,
) -> Board:
    """The public table's board of this moment: the frame on show (the hands of a count being
    made, the speakers), the clocks as they run, the caption said, who has the laptop."""
    clock = None
    for each in (clocks.seat_timer, clocks.timer):
        if each.active:
            clock = Clock(each.kind, each.who, each.remaining(), each.fraction(), each.running)
            break
    timer = clocks.timer
    speaking = timer.who if timer.active and timer.kind in ("speech", "defence", "last_words") else None
    day = clocks.day_clock
    return board_of(
        public,
        session,
        has_referee=has_referee,
        hands=set(frame.raised),
        voted=set(frame.voted),
        candidate=frame.candidate,
        count=frame.count,
        speaking=speaking,
        next_speaker=frame.next_speaker,
        clock=clock,
        day_clock=day.remaining() if day.active else None,
        caption=caption,
        holder=holder,
    )
