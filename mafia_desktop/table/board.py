"""What the public table (a TV or a projector facing the room) shows at one moment: a
:class:`Board`, made by :func:`board_of`.

A board is plain data, codes and names, no words but the narrator's caption (already words when
it is said): the :class:`PublicView` (a type with no role member), whether the room is dark, the
hands of a count being made, who speaks and who is next, the running clock and the day clock,
the caption, and who has the laptop during a private turn. The screen that paints it
(``mafia_desktop.ui.public.table``) reads nothing else, so nothing it paints can tell more than
the board holds.

Secrecy by construction: :func:`board_of` keeps only what everyone in the room may see. Hands
and picks exist by day only (at night the referee's called list taps the mafia who sign: never
a hand on the public table); the laptop's holder is a name and a seat (the laptop goes round in
seat order, the same whoever holds what), and nobody at all while it lies in the middle.

>>> from mafia_desktop.engine.game import Game
>>> from mafia_desktop.engine.setup import make_setup
>>> from mafia_desktop.engine.views import public_view
>>> from mafia_desktop.table.session import Session
>>> g = Game(make_setup("classic", 1, list("ABCDEFGHI"), {"A": "mafia", "B": "mafia", "C": "detective"}))
>>> b = board_of(public_view(g), Session(), has_referee=True, hands={"D"}, holder=Holder("middle"))
>>> b.dark, b.hands, b.holder
(True, frozenset(), Holder(kind='middle', name=None, seat=None))
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from mafia_desktop.engine.views import PublicView
from mafia_desktop.table.presenter import HandCount
from mafia_desktop.table.session import Session, night_held

HOLDER_KINDS = ("deal", "pass", "middle")


@dataclass(frozen=True, slots=True)
class Clock:
    """The clock on now: its timer's kind (speech, last_words, defence, discussion, seat...), the
    player it belongs to, its seconds left, the fraction of its time left (for the speaker's arc)
    and whether it runs."""

    kind: str
    who: str | None
    seconds_left: float
    fraction: float
    running: bool


@dataclass(frozen=True, slots=True)
class Holder:
    """Who has the laptop during a private turn: ``deal`` (each player sees their card), ``pass``
    (the night's turns round the circle), with the player's name and seat; ``middle`` (the laptop
    lies in the middle, the roles are woken): nobody holds it, so no name or seat. ``name`` None in
    a deal or a pass: the laptop is on its way back to the table (every turn was had)."""

    kind: str
    name: str | None = None
    seat: int | None = None

    def __post_init__(self) -> None:
        if self.kind not in HOLDER_KINDS:
            raise ValueError(f"a holder is one of {HOLDER_KINDS}, not {self.kind!r}")
        if self.kind == "middle" and (self.name is not None or self.seat is not None):
            raise ValueError("nobody holds the laptop in the middle")


@dataclass(frozen=True, slots=True)
class Board:
    """Everything the public table shows at this moment, and nothing else."""

    public: PublicView
    #: night, and the night not held for the table (last words, the deaths shown): the room is dark
    dark: bool
    #: the hands raised for the count being made (by day), and those already given elsewhere
    hands: frozenset[str] = frozenset()
    voted: frozenset[str] = frozenset()
    #: the candidate whose hands are being counted (a tally among candidates), if any
    candidate: str | None = None
    #: the count of hands being made (as the table's screen shows it too), by day
    count: HandCount | None = None
    speaking: str | None = None
    next_speaker: str | None = None
    clock: Clock | None = None
    #: the classic day limit's seconds left, while the day has one
    day_clock: float | None = None
    #: what the narrator is saying, in words ("" when silent)
    caption: str = ""
    holder: Holder | None = None


def board_of(
    public: PublicView,
    session: Session,
    *,
    has_referee: bool,
    hands: Iterable[str] = (),
    voted: Iterable[str] = (),
    candidate: str | None = None,
    count: HandCount | None = None,
    speaking: str | None = None,
    next_speaker: str | None = None,
    clock: Clock | None = None,
    day_clock: float | None = None,
    caption: str = "",
    holder: Holder | None = None,
) -> Board:
    """The board of this moment. ``dark`` follows :func:`night_held` (the last words and the
    deaths are seen in the day's light). Names not at the table are dropped; hands and the
    candidate (and the count) exist by day only, the speakers never in the dark (see the module's docstring)."""
    seated = {s.name for s in public.seats}
    day = public.phase == "day"

    def names(given: Iterable[str]) -> frozenset[str]:
        return frozenset(n for n in given if n in seated) if day else frozenset()

    dark = public.phase == "night" and not night_held(public, session, has_referee)

    def one(name: str | None, by_day_only: bool = True) -> str | None:
        if name is None or name not in seated or (not day if by_day_only else dark):
            return None
        return name

    if holder is not None and holder.name is not None and holder.name not in seated:
        holder = Holder(holder.kind)
    if count is not None and (not day or count.candidate is not None and count.candidate not in seated):
        count = None
    return Board(
        public=public,
        dark=dark,
        hands=names(hands),
        voted=names(voted),
        candidate=one(candidate),
        count=count,
        # Last words are said before the night falls: a speaker in the held night's light too.
        speaking=one(speaking, by_day_only=False),
        next_speaker=one(next_speaker, by_day_only=False),
        clock=clock,
        day_clock=day_clock if day else None,
        caption=caption,
        holder=holder,
    )
