"""Phone turns at the table: which players take their night turn on their own phone, which on
the laptop, when the night may end, and what each phone shows (docs/phones.md).

A player whose phone joined (:attr:`Session.phones <mafia_desktop.table.session.Session.phones>`)
takes their night turn on it: at nightfall every living player with a phone gets a turn of their
own (:attr:`Session.phone_turns`), a :class:`~mafia_desktop.table.private_turns.PlayerTurn` like
the laptop's, all of them at once. The laptop's walk (:class:`LaptopNight`) covers everyone else
in seat order, then any phone turn the host took back to the laptop (its player is no longer in
``phones``), from where it stood. The night may end once the laptop's walk is over and every
phone turn is done: :func:`waiting_for` says for whom it still waits.

What a phone shows is a pure function of the views, the session and that player
(:func:`phone_screen`): their card held to see, their night turn while it runs (the same
:class:`~mafia_desktop.table.private_turns.Screen` the panel shows), the public table in small
and who has the laptop. Everything but the held words is the same whatever the role.

Plain Python, no Qt, no clock and no words: codes, names and counts.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mafia_desktop.engine.inputs import Input
from mafia_desktop.engine.views import PublicView, TableView
from mafia_desktop.table.private_turns import (
    NightTurns,
    PlayerTurn,
    Screen,
    Secret,
    card_of,
    night_turn_picks,
)
from mafia_desktop.table.session import Session

if TYPE_CHECKING:
    from mafia_desktop.table.board import Holder

PlayerView = Callable[[str], TableView]


# --- who plays where ------------------------------------------------------------------------------


def tonight_on_phones(session: Session) -> list[str]:
    """Tonight's turns that run on a phone: begun on one at nightfall, and not taken back."""
    phones = set(session.phones)
    return [name for name, _, _ in session.phone_turns if name in phones]


def laptop_order(public: PublicView, session: Session) -> list[str]:
    """The laptop's walk tonight: the living players in seat order whose turn did not begin on a
    phone at nightfall (a phone that joins during the night plays from the next one)."""
    begun = {name for name, _, _ in session.phone_turns}
    return [s.name for s in public.seats if s.alive and s.name not in begun]


def taken_back(session: Session) -> list[tuple[str, int, str]]:
    """Phone turns the host took back to the laptop and not yet over: (player, pick, stage)."""
    phones = set(session.phones)
    return [t for t in session.phone_turns if t[0] not in phones and t[2] != "done"]


def phones_running(session: Session) -> list[str]:
    """The players whose turn runs on their phone now and is not over."""
    phones = set(session.phones)
    return [name for name, _, stage in session.phone_turns if name in phones and stage != "done"]


def waiting_for(public: PublicView, session: Session) -> list[str]:
    """Whom the night still waits for beyond the laptop's walk: the phone turns not over (on a
    phone, or taken back to the laptop), in seat order."""
    order = {s.name: s.seat for s in public.seats}
    left = [name for name, _, stage in session.phone_turns if stage != "done"]
    return sorted(left, key=lambda n: order.get(n, 0))


def placed(session: Session, who: str, pick: int, stage: str) -> tuple[tuple[str, int, str], ...]:
    """Tonight's phone turns with ``who``'s turn at ``pick`` and ``stage``."""
    return tuple((name, pick, stage) if name == who else (name, p, s) for name, p, s in session.phone_turns)


def turn_place(turn: PlayerTurn, after_input: bool = False) -> tuple[int, str]:
    """Where a turn stands, as :attr:`Session.phone_turns` keeps it (``done`` once it is over)."""
    if turn.done:
        return (turn.picks, "done")
    return turn.position(after_input)


def joined(session: Session, who: str) -> Session:
    """The session once ``who``'s phone joined (nothing if it had)."""
    if who in session.phones:
        return session
    return session.with_(phones=(*session.phones, who))


def took_back(session: Session, who: str) -> Session:
    """The session once the host took ``who`` back to the laptop: tonight's turn, if it had not
    ended, is played on the laptop from where it stood."""
    return session.with_(phones=tuple(n for n in session.phones if n != who))


def again(session: Session) -> tuple[tuple[str, int, str], ...]:
    """Tonight's phone turns for another round of the night (the mafia chose no victim)."""
    return tuple((name, 1, "cover") for name, _, _ in session.phone_turns)


# --- the laptop's walk ----------------------------------------------------------------------------


class LaptopNight(NightTurns):
    """The laptop's night with phones at the table: :class:`NightTurns` over the players without
    a phone (:func:`laptop_order`), then each phone turn the host took back, from where it stood;
    its end waits for the phones (its screen's ``waiting``), then offers the morning.

    ``session`` gives the table's session as it stands now (it changes as the phones play)."""

    def __init__(
        self,
        public: PublicView,
        player_view: PlayerView,
        session: Callable[[], Session],
        min_seconds: int = 8,
    ) -> None:
        s = session()
        start, pick, stage = s.turn
        self._session = session
        self._back: PlayerTurn | None = None
        super().__init__(
            public, player_view, min_seconds, start, s.round, pick, stage, laptop_order(public, s)
        )
        self._take_back()

    def _take_back(self) -> None:
        """Past the walk's last player: the first turn taken back from a phone, if any."""
        if not super().done:
            return
        back = taken_back(self._session())
        turn = self._back
        if turn is not None and not turn.done and any(t[0] == turn.who for t in back):
            return
        if not back:
            self._back = None
            return
        who, pick, stage = back[0]
        self._back = self.turn_of(who, pick, stage)
        self._back.held_once = False  # the laptop is passed to them: they hold to see it again

    @property
    def current(self) -> PlayerTurn | None:
        return self._turn if self._turn is not None else self._back

    @property
    def done(self) -> bool:
        return super().done and self._back is None

    def waiting(self) -> list[str]:
        return [*super().waiting(), *waiting_for(self.public, self._session())]

    def refresh(self, public: PublicView) -> None:
        super().refresh(public)
        if self._back is not None:
            self._back.refresh(public)
        self._take_back()

    def screen(self) -> Screen:
        turn = self._turn
        if turn is not None:
            after = self.order[self.index + 1] if self.index + 1 < len(self.order) else None
            if after is None:
                back = taken_back(self._session())
                after = back[0][0] if back else None
            return turn.screen(next_who=after)
        if self._back is not None:
            later = [t[0] for t in taken_back(self._session()) if t[0] != self._back.who]
            return self._back.screen(next_who=later[0] if later else None)
        phones = tuple(waiting_for(self.public, self._session()))
        buttons = () if phones else self.BUTTON_ROWS[2]
        end = "phones" if phones else self.end
        return Screen("end", buttons=buttons, picks=self.picks, round=self.round, waiting=phones, end=end)

    def press(self, key: str) -> list[Input]:
        if self._turn is not None:
            inputs = super().press(key)
            self._take_back()
            return inputs
        turn = self._back
        if turn is None:
            return []
        return turn.press(key)

    def kept(self, after_input: bool = False) -> dict[str, object]:
        """The session's changes that keep where the laptop's night stands (see
        :meth:`NightTurns.kept`): a turn taken back from a phone keeps its place in
        :attr:`Session.phone_turns`."""
        turn = self._back
        if self._turn is not None or turn is None:
            return super().kept(after_input)
        return {
            "turn": self.turn(),  # the walk's end, kept too
            "phone_turns": placed(self._session(), turn.who, *turn_place(turn, after_input)),
        }

    def advance(self) -> None:
        """A turn taken back ended (its Done is kept): the next one taken back, if any."""
        self._take_back()


# --- the phones' turns ----------------------------------------------------------------------------


class PhoneTurns:
    """Tonight's turns that run on phones, one :class:`PlayerTurn` each, kept in step with the
    session (:meth:`sync`: a new night, another round, an undo, a turn taken back)."""

    def __init__(self, player_view: PlayerView, min_seconds: int = 8) -> None:
        self.player_view = player_view
        self.min_seconds = min_seconds
        self.turns: dict[str, PlayerTurn] = {}
        self._key: tuple[int, int] | None = None

    def sync(self, public: PublicView, session: Session) -> None:
        """The turns as the session has them: each phone turn running tonight, at its place."""
        key = (public.number, session.round)
        night = public.phase == "night" and public.step.code == "night"
        if key != self._key:
            self.turns = {}
            self._key = key
        running = set(tonight_on_phones(session)) if night else set()
        picks = night_turn_picks(public)
        for name, pick, stage in session.phone_turns:
            turn = self.turns.get(name)
            if name not in running:
                self.turns.pop(name, None)
                continue
            if turn is not None:
                turn.refresh(public)
                if turn_place(turn) == (pick, stage) or (
                    stage == "cover" and turn.position() == (pick, stage)
                ):
                    continue
            over = stage == "done"
            turn = PlayerTurn(
                public,
                self.player_view,
                name,
                picks=picks,
                min_seconds=self.min_seconds,
                round_number=session.round,
                start_pick=picks if over else pick,
                start_stage="answer" if over else stage,
                night=public.number,
            )
            turn.over = over
            self.turns[name] = turn

    def get(self, who: str) -> PlayerTurn | None:
        return self.turns.get(who)


@dataclass(frozen=True)
class PhoneAct:
    """What a phone's act does: the inputs to submit, and the session's changes that keep the
    turn's place with them (one save, whether an input is made or a decoy moves on)."""

    inputs: tuple[Input, ...] = ()
    place: tuple[tuple[str, object], ...] = ()


def phone_act(turn: PlayerTurn, session: Session, kind: str, value: str = "") -> PhoneAct:
    """A phone's tap (``kind`` ``tap``, ``value`` the seat's name), press (``press``, the
    button's key) or hold (``held``) on its turn. The caller submits the inputs, with ``place``,
    then tells the turn how it went (:meth:`PlayerTurn.accepted` or :meth:`PlayerTurn.refused`);
    with no inputs it keeps ``place`` (when there is one)."""
    before = turn_place(turn)
    if kind == "held":
        turn.held()
        return PhoneAct()
    if kind == "tap":
        turn.tap(value)
        return PhoneAct()
    if kind != "press":
        return PhoneAct()
    inputs = tuple(turn.press(value))
    after = turn_place(turn, after_input=bool(inputs))
    if not inputs and after == before:
        return PhoneAct()
    return PhoneAct(inputs, (("phone_turns", placed(session, turn.who, *after)),))


# --- what a phone shows ---------------------------------------------------------------------------


@dataclass(frozen=True)
class PhoneScreen:
    """One phone's screen, in codes: ``kind`` ``card`` (the card, held to see: outside a turn of
    its own) or the turn's ``turn`` / ``answer`` (``turn``: the panel's screen of it); ``card``:
    the card's words (held); ``where``: ``phone`` (tonight's turn is on it), ``laptop`` (on the
    laptop: it joined after nightfall, or was taken back), ``done`` (over), or ``""`` by day;
    ``holder``: who has the laptop; ``public``: the table in small."""

    who: str
    seat: int | None
    kind: str
    card: Secret
    turn: Screen | None = None
    where: str = ""
    holder: Holder | None = None
    public: PublicView | None = None


def phone_screen(
    public: PublicView,
    player_view: PlayerView,
    session: Session,
    who: str,
    turn: PlayerTurn | None,
    holder: Holder | None = None,
) -> PhoneScreen:
    """What ``who``'s phone shows now: a pure function of the views, the session, their turn
    (from :class:`PhoneTurns`) and who has the laptop."""
    seat = next((s.seat for s in public.seats if s.name == who), None)
    card = card_of(player_view(who), who)
    night = public.phase == "night" and public.step.code == "night"
    where = ""
    alive = any(s.name == who and s.alive for s in public.seats)
    if night and alive:
        stages = {name: stage for name, _, stage in session.phone_turns}
        if who not in stages or who not in session.phones:
            where = "laptop" if stages.get(who) != "done" else "done"
        else:
            where = "done" if stages[who] == "done" else "phone"
    if where == "phone" and turn is not None and not turn.done:
        screen = turn.screen()
        kind = "answer" if screen.stage == "answer" else "turn"
        return PhoneScreen(who, seat, kind, card, screen, where, holder, public)
    return PhoneScreen(who, seat, "card", card, None, where, holder, public)
