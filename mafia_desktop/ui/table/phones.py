"""The phones at the table (a part composed by :class:`~mafia_desktop.ui.table.screen.TableScreen`):
the laptop's server for them, their pairings kept, their night turns, what each one shows.

Which turns run on a phone, when the night ends and what a phone shows are the table's flow's
(:mod:`mafia_desktop.table.phones`); this part carries it out: it serves the page and the sealed
messages (:class:`~mafia_desktop.phones.server.PhoneServer`, in Qt's event loop), turns each
phone's screen into words (the app's language) and sends it, turns a phone's taps and presses
into the turn's inputs (the controller saves them, one save each, as the panel's), and tells the
screen when a phone joins (the flow's :class:`~mafia_desktop.table.table_flow.Phone`).

Secrecy (docs/phones.md): every phone gets a new screen whenever any phone's screen changes, all
at the same tick, so the wire's pattern never says whose screen changed; every envelope is the
same size; a screen's words differ by role only in what is shown while held.
"""

from __future__ import annotations

import math
import secrets
import time
from collections.abc import Callable, Mapping
from concurrent.futures import Future, ThreadPoolExecutor
from importlib import resources
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from mafia_desktop import i18n, phrases
from mafia_desktop.engine.views import PublicView
from mafia_desktop.phones.server import PhoneServer
from mafia_desktop.phones.wire import Pairing, WireError, new_pairing
from mafia_desktop.storage.games import StorageError, game_key
from mafia_desktop.storage.phones import KeptPairing, PhoneBook
from mafia_desktop.table import phones as flow
from mafia_desktop.table.board import Holder
from mafia_desktop.table.private_turns import PlayerTurn
from mafia_desktop.table.session import Session
from mafia_desktop.table.table_flow import Phone
from mafia_desktop.ui.table.controller import GameController

translate = QCoreApplication.translate

#: How many messages to a phone a kept counter covers: the pairings are written again once a
#: seat's counter comes this close to what was kept (a resumed game starts past it).
RESERVE = 512
#: The page's files, served as they are (the same bytes for every token).
PAGE_FILES = resources.files("mafia_desktop") / "resources" / "phone"


def page_bytes() -> bytes:
    return (PAGE_FILES / "index.html").read_bytes()


def script_bytes() -> bytes:
    return (PAGE_FILES / "nacl.min.js").read_bytes()


def phone_script_bytes() -> bytes:
    return (PAGE_FILES / "phone.js").read_bytes()


class PhoneTable(QObject):
    """The phones of one game at the table. ``holder``: who has the laptop now (the screen's
    private turns say); ``address``: where to listen (the interface the host picked)."""

    #: a flow message for the screen to send (a phone joined)
    message = Signal(object)
    #: the phones' state changed (joined, connected, dropped): the host's list shows it again
    status_changed = Signal()

    def __init__(
        self,
        controller: GameController,
        holder: Callable[[], Holder | None],
        parent: QObject | None = None,
        *,
        book: PhoneBook | None = None,
        server: PhoneServer | None = None,
        clock: Callable[[], float] = time.monotonic,
        random_bytes: Callable[[int], bytes] = secrets.token_bytes,
    ) -> None:
        super().__init__(parent)
        self._controller = controller
        self._holder = holder
        self.clock = clock
        self._random = random_bytes
        self.book = book if book is not None else PhoneBook()
        self.server = (
            server
            if server is not None
            else PhoneServer(page_bytes, script_bytes, parent=self, phone_script=phone_script_bytes)
        )
        self.server.received.connect(self._on_received)
        self.server.connected.connect(self._on_status)
        self.server.dropped.connect(self._on_status)
        #: the pairings by player name, and their tokens back to names
        self.pairings: dict[str, Pairing] = {}
        self._names: dict[str, str] = {}
        self._marks: dict[str, int] = {}  # the counters kept for each seat
        self.turns = flow.PhoneTurns(
            controller.private_desk().player_view, controller.table_mode.turn_seconds
        )
        self._unlock: dict[str, float] = {}  # a running turn's buttons work from then (its first hold)
        self._unlock_key: tuple[int, int] | None = None
        self._sent: dict[str, dict[str, object]] = {}  # each seat's last screen, without its serial
        #: the serial from which each seat's screen shows what it shows now (but the held words):
        #: an act on any screen since then is an act on this one
        self._moved: dict[str, int] = {}
        #: each seat's running turn, and the serial from which its screens show it: a hold on any
        #: of them is a hold of this turn
        self._turn_from: dict[str, tuple[PlayerTurn, int]] = {}
        self._joined: tuple[str, ...] = controller.session.phones  # (taken back: retired)
        self.serial = 0
        #: the pairings' writes off the UI thread (one at a time, in order)
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="phones-book")
        self._writes: list[Future[bool]] = []
        #: why the phones cannot be used, in words (None: they can)
        self.problem: str | None = None
        self.address: str | None = None
        #: the port this game's server listens on, or listened on last (kept with the pairings)
        self.port_kept: int | None = None

    # --- the port and the pairings ------------------------------------------------------------

    @property
    def on(self) -> bool:
        return self.server.port is not None

    def start(self, address: str) -> bool:
        """Pair every seat (or take the pairings kept for this game, after a crash) and listen
        on ``address`` (at the port kept with them, if it is free: see :meth:`_listen`); False
        with :attr:`problem` said when it cannot."""
        self.problem = None
        if not self.pairings:
            self._pair()
        if not self._keep():
            return False
        try:
            self.port_kept = self._listen(address)
        except (OSError, ValueError) as exc:
            self.problem = (
                translate(
                    "Phones",
                    "The phones' server cannot listen on %1: %2. Pick another network in the settings.",
                )
                .replace("%1", address)
                .replace("%2", str(exc)[:200])
            )
            return False
        self.address = address
        if not self._keep():  # the port kept with the pairings (a resume listens there again)
            self.server.stop()
            return False
        self._sent = {}  # every phone gets its screen again, on the new port
        self._unlock = {}  # ... and a turn under way runs its minimum time again from now
        self.render()
        return True

    def _listen(self, address: str) -> int:
        """Listen on ``address``: at the port kept for this game first (after a crash, the
        pages still open on the phones ask there, and only there), else at any free port."""
        if self.port_kept is not None:
            try:
                return self.server.start(address, self.port_kept)
            except OSError:
                pass  # taken by another program meanwhile: the phones scan their codes again
        return self.server.start(address)

    def _pair(self) -> None:
        """Every seat's pairing: those kept for this game (a resume), new ones for the others."""
        record = self._controller.record
        key = game_key(record.setup)
        kept = self.book.load(key)
        self.port_kept = self.book.port
        names = [s.name for s in self._controller.view().seats]
        pairings: dict[str, KeptPairing] = {}
        for name in names:
            old = kept.get(name)
            pairings[name] = old if old is not None else KeptPairing(new_pairing(self._random))
        for name, kept_pairing in pairings.items():
            self.pairings[name] = kept_pairing.pairing
            self._names[kept_pairing.pairing.token] = name
            # A resumed game starts past every counter it kept (it may have used them all).
            self.server.add(kept_pairing.pairing, sent=kept_pairing.sent, received=kept_pairing.received)
            self._marks[name] = kept_pairing.sent
            self.serial = max(self.serial, kept_pairing.sent)

    def _keep(self, wait: bool = True) -> bool:
        """The pairings kept with counters ahead of those in use (one small write). ``wait``:
        written now (the port opening: before any counter is used); else on the phones' own
        writer thread, so the table never waits on the disk for them (the counters keep
        :data:`RESERVE` / 2 messages in hand while it writes)."""
        kept = {}
        for name, pairing in self.pairings.items():
            sent, received = self.server.counters(pairing.token)
            self._marks[name] = sent + RESERVE
            kept[name] = KeptPairing(pairing, sent + RESERVE, received)
        key = game_key(self._controller.record.setup)
        port = self.server.port or self.port_kept
        if not wait:
            self._writes.append(self._writer.submit(self._write, key, kept, port))
            self._writes = [w for w in self._writes if not w.done()]
            return True
        return self._write(key, kept, port)

    def _write(self, key: str, kept: dict[str, KeptPairing], port: int | None) -> bool:
        try:
            self.book.save(key, kept, port)
        except StorageError as exc:
            self.problem = str(exc)
            return False
        return True

    def _settle(self) -> None:
        """Every write of the pairings asked for is done."""
        for write in self._writes:
            write.result()
        self._writes = []

    def _retire_taken_back(self, session: Session) -> None:
        """A player the host took back to the laptop: their phone's pairing is over (its next
        request is refused, and the page says it is no longer paired); the seat gets a new one,
        for a new code to pair a phone again."""
        gone = [n for n in self._joined if n not in session.phones]
        self._joined = session.phones
        if not gone:
            return
        for name in gone:
            old = self.pairings.get(name)
            if old is None:
                continue
            self.server.retire(old.token)
            del self._names[old.token]
            pairing = new_pairing(self._random)
            self.pairings[name] = pairing
            self._names[pairing.token] = name
            self.server.add(pairing)
            self._sent.pop(name, None)
        self._keep(wait=False)

    def link(self, name: str) -> str | None:
        """The link ``name``'s QR code carries (None: no phones now)."""
        pairing = self.pairings.get(name)
        port = self.server.port
        if pairing is None or port is None or self.address is None:
            return None
        return pairing.link(self.address, port)

    def stop(self) -> None:
        """The game leaves the table: the port closes; the pairings stay kept (a resume)."""
        self._settle()
        if self.on:
            self._keep()
        self.server.stop()

    def close(self) -> None:
        """The part goes: its port closes, its writer thread ends."""
        self.stop()
        self._writer.shutdown(wait=True)

    def retire(self) -> None:
        """The game is over or gone: every pairing is forgotten, the file too."""
        self._settle()
        self.server.stop()
        self.server.retire_all()
        self.book.retire()
        self.port_kept = None
        self.pairings.clear()
        self._names.clear()

    def connected(self, name: str) -> bool:
        pairing = self.pairings.get(name)
        return (
            pairing is not None
            and pairing.token in self.server.tokens
            and self.server.is_connected(pairing.token)
        )

    # --- what the phones show ----------------------------------------------------------------

    def render(self) -> None:
        """Every phone's screen as the table stands now; sent to every phone (a new serial) when
        any of them changed."""
        if not self.on:
            return
        public = self._controller.view()
        session = self._controller.session
        self._retire_taken_back(session)
        self.turns.sync(public, session)
        key = (public.number, session.round)
        if key != self._unlock_key:
            self._unlock_key, self._unlock = key, {}
        for name, turn in self.turns.turns.items():
            if turn.held_once and not turn.done and name not in self._unlock:
                # A turn resumed past its first hold (the app started again mid-turn): its
                # minimum time runs from now, on the laptop as on the page (its "left").
                self._unlock[name] = self.clock() + turn.min_seconds
        holder = self._holder()
        desk = self._controller.private_desk()
        screens = {
            name: self._words(
                flow.phone_screen(public, desk.player_view, session, name, self.turns.get(name), holder)
            )
            for name in self.pairings
        }
        changed = screens != self._sent
        if changed:
            self.serial += 1
            for name, screen in screens.items():
                old = self._sent.get(name)
                if old is None or _unheld(old) != _unheld(screen):
                    self._moved[name] = self.serial
            self._sent = screens
        for name, turn in self.turns.turns.items():
            if self._turn_from.get(name, (None, 0))[0] is not turn:
                self._turn_from[name] = (turn, self.serial)
        if not changed:
            return
        for name in self.pairings:
            self._send(name)
        if any(
            self.server.counters(p.token)[0] + RESERVE // 2 >= self._marks.get(n, 0)
            for n, p in self.pairings.items()
        ):
            self._keep(wait=False)

    def _send(self, name: str) -> None:
        screen = dict(self._sent.get(name, {}))
        if not screen:
            return
        screen["t"] = "screen"
        screen["v"] = self.serial
        unlock = self._unlock.get(name)
        mins = int(str(screen.get("min", 0)))
        if mins and unlock is not None:
            screen["left"] = max(0, math.ceil(unlock - self.clock()))
        else:
            screen["left"] = mins
        try:
            self.server.put(self.pairings[name].token, screen)
        except WireError:  # never: the page's words fit (a test proves the largest table's)
            return

    def _words(self, s: flow.PhoneScreen) -> dict[str, object]:
        """A phone's screen in the page's words (docs/phones.md)."""
        public = s.public
        assert public is not None
        rules = public.rules
        title = phrases.arg(translate("Phones", "%1 · seat %2"), s.who, s.seat or "")
        secret = phrases.private_secret(s.card.code, dict(s.card.params), rules)
        hold = translate("Phones", "Hold to see your card")
        buttons: list[list[str]] = []
        picker, picked, mins = False, None, 0
        if s.turn is not None:
            turn = s.turn
            assert turn.secret is not None
            secret = phrases.private_secret(turn.secret.code, dict(turn.secret.params), rules)
            hold = (
                translate("Phones", "Hold to see your answer")
                if s.kind == "answer"
                else translate("Phones", "Hold to see your question (%1 of %2)")
                .replace("%1", phrases.number(turn.pick))
                .replace("%2", phrases.number(turn.picks))
            )
            buttons = [[b, phrases.private_button(b)] for b in turn.buttons]
            picker, picked = turn.picker, turn.picked
            mins = turn.min_seconds if "done" in turn.buttons else 0  # Done waits, as on the panel
        return {
            "lang": i18n.language(),
            "dir": "ltr",
            "title": title,
            "kind": s.kind,
            "line": self._line(s),
            "hold": hold,
            "secret": secret,
            "seats": [[seat.seat, seat.name, 1 if seat.alive else 0] for seat in public.seats],
            "picker": picker,
            "picked": picked,
            "buttons": buttons,
            "min": mins,
            "table": _table_lines(public),
            "words": _page_words(),
        }

    def _line(self, s: flow.PhoneScreen) -> str:
        if s.where == "laptop":
            return translate("Phones", "Tonight your turn is on the laptop.")
        if s.where == "done":
            return translate("Phones", "Your turn is over. The night waits for the others.")
        if s.where == "phone":
            return translate("Phones", "Your turn: everyone plays theirs at once.")
        holder = s.holder
        if holder is not None and holder.kind == "middle":
            return translate("Phones", "The laptop is in the middle of the table.")
        if holder is not None and holder.name is not None:
            return phrases.arg(
                translate("Phones", "The laptop is with %1 (seat %2)."), holder.name, holder.seat or ""
            )
        return translate("Phones", "The laptop is on the table.")

    # --- what the phones say -----------------------------------------------------------------

    def _on_status(self, token: str) -> None:
        self.status_changed.emit()

    def _on_received(self, token: str, message: object) -> None:
        name = self._names.get(token)
        if name is None or not isinstance(message, Mapping):
            return
        session = self._controller.session
        if name not in session.phones and self._controller.view().phase != "over":
            self.message.emit(Phone("join", name))
            self.status_changed.emit()
        kind = message.get("t")
        v = message.get("v")
        if not isinstance(v, int) or isinstance(v, bool):
            self._send(name)
            return
        if v != self.serial:
            self._send(name)  # the newest screen (it missed it, or acted on an old one)
        # An act on a screen this seat's phone has moved on from is ignored; one on a screen that
        # only other phones' acts made old (sent again to all of them, as every change is) counts:
        # in a room of phones, the screens change many times a second. (Its held words do not
        # make it old: they change with other phones' acts for some roles only.) A hold counts on
        # any screen of the turn running: it may come after the tap that followed it (the two on
        # two connections at once, or the hold sent again after a failure), and the turn's picks
        # work only once it is in.
        since = self._moved.get(name, self.serial)
        running = self._turn_from.get(name)
        if kind == "held" and running is not None and running[0] is self.turns.get(name):
            since = min(since, running[1])
        if not since <= v <= self.serial:
            return
        if kind not in ("tap", "press", "held"):
            return
        turn = self.turns.get(name)
        if turn is None or name not in flow.phones_running(self._controller.session):
            return
        value = message.get("name") if kind == "tap" else message.get("key")
        value = value if isinstance(value, str) and len(value) <= 100 else ""
        now = self.clock()
        if kind == "held" and name not in self._unlock:
            self._unlock[name] = now + turn.min_seconds
        # As on the panel: a pick's buttons work once the turn was held, its Done once the turn's
        # minimum time (from that first hold) has run, whoever holds what.
        unlock = self._unlock.get(name)
        if kind == "press" and (unlock is None or (value == "done" and now < unlock)):
            self._send(name)
            return
        act = flow.phone_act(turn, self._controller.session, str(kind), value)
        place: dict[str, Any] = dict(act.place)
        if act.inputs:
            if self._controller.submit(list(act.inputs), flow=place):
                turn.accepted()
            else:
                turn.refused("refused")
        elif place:
            self._controller.set_session(self._controller.session.with_(**place))
        self.render()

    def status(self) -> list[tuple[str, bool, bool]]:
        """Each seat: its name, whether its phone joined, whether it is heard from now."""
        joined = set(self._controller.session.phones)
        return [(name, name in joined, self.connected(name)) for name in self.pairings]


def _unheld(screen: Mapping[str, object]) -> dict[str, object]:
    """A phone's screen but the words shown only while held."""
    return {key: value for key, value in screen.items() if key != "secret"}


def _table_lines(public: PublicView) -> list[str]:
    """The public table in small: the phase (and who won, once the game is over), and who is out."""
    banner = phrases.phase_banner(public.phase, public.number, public.step.code, public.rules)
    out = [s for s in public.seats if not s.alive]
    lines = [banner]
    if public.phase == "over" and public.winner:
        lines.append(phrases.team_wins(str(public.winner)))
    if out:
        line = translate("Phones", "Out: %1")
        lines.append(
            line.replace(
                "%1",
                phrases.separator().join(
                    f"{phrases.isolate(s.name, line)} ({phrases.number(s.seat)})" for s in out
                ),
            )
        )
    return lines


def _page_words() -> dict[str, str]:
    return {
        "connecting": translate("Phones", "Connecting to the laptop…"),
        "offline": translate("Phones", "No connection to the laptop: trying again…"),
        "retired": translate("Phones", "This phone is no longer paired. Scan your code on the laptop again."),
        "hidden": translate("Phones", "Hidden. Hold again to see it."),
    }
