"""A table without Qt for the declared flow's tests: it keeps the game and the session, sends the
flow's messages and carries out its effects as the Qt side does (inputs to the engine with the
session that follows, one book of sessions for undo, questions answered yes), and plays the
private turns on the panel as their own machines do."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from mafia_desktop.engine.errors import IllegalInput
from mafia_desktop.engine.game import Game
from mafia_desktop.engine.inputs import ExtraPoints, Input
from mafia_desktop.engine.roles import NIGHT_ACTS
from mafia_desktop.engine.setup import Setup
from mafia_desktop.engine.views import REFEREE, PublicView, TableView, public_view, view_for
from mafia_desktop.table import table_flow as tf
from mafia_desktop.table.desks import PrivateDesk
from mafia_desktop.table.flow import private_turn
from mafia_desktop.table.phones import LaptopNight, PhoneTurns, phone_act, phones_running
from mafia_desktop.table.private_turns import DealReveal, NightTurns, RoleWake
from mafia_desktop.table.session import Draft, Session, SessionBook, TableMode, night_held


@dataclass
class FlowTable:
    setup: Setup
    mode: TableMode
    dealt: bool = True
    game: Game = field(init=False)
    session: Session = field(init=False)
    book: SessionBook = field(default_factory=SessionBook)
    #: every stage reached, and the messages sent in each (by kind)
    trail: list[tuple[str, str]] = field(default_factory=list)
    _views: tuple[tuple[int, int], PublicView, TableView | None] | None = None
    _version: int = 0  # one more with every game made afresh (undo)
    #: acts made on phones, turns taken back to the laptop, turns ended on a phone
    phone_acts: int = 0
    phone_turns_ended: int = 0

    def __post_init__(self) -> None:
        self.game = Game(self.setup)
        self.session = Session().following(public_view(self.game))

    # --- the state, as the Qt side hands it to the flow

    def views(self) -> tuple[PublicView, TableView | None]:
        """The game's views, made once per state of the game."""
        key = (self._version, len(self.game.inputs))
        if self._views is None or self._views[0] != key:
            referee = view_for(self.game, REFEREE) if not self.mode.private else None
            self._views = (key, public_view(self.game), referee)
        return self._views[1], self._views[2]

    def state(self) -> tf.TableState:
        public, referee = self.views()
        return tf.TableState(
            self.mode,
            public,
            self.session,
            referee=referee if public.phase == "night" else None,
            inputs=tuple(self.game.inputs),
            dealt=self.dealt,
        )

    def stage(self) -> str:
        return tf.stage_of(self.state())

    # --- messages and effects

    def send(self, message: tf.Message) -> list[tf.Effect]:
        state = self.state()
        self.trail.append((tf.stage_of(state), tf.kind_of(message)))
        session, effects = tf.update(state, message)
        self.session = session
        done: list[tf.Effect] = []
        for effect in effects:
            done += [effect, *self.carry_out(effect)]
        return done

    def carry_out(self, effect: tf.Effect) -> list[tf.Effect]:
        if isinstance(effect, tf.Submit):
            self.submit(effect)
        elif isinstance(effect, tf.Keep):
            self.session = effect.session
        elif isinstance(effect, tf.Ask):
            return self.send(effect.then)  # yes
        elif isinstance(effect, tf.TakeBack):
            self.take_back(effect.count, effect.place)
        elif isinstance(effect, tf.Dealt):
            self.dealt = True
        elif isinstance(effect, tf.Dialog) and effect.what == "extra_points":
            name = public_view(self.game).seats[0].name
            self.submit(tf.Submit((ExtraPoints(name, 0.5, "a good game"),), aside=True))
        return []

    def submit(self, effect: tf.Submit) -> bool:
        before = len(self.game.inputs)
        live = self.session
        taken = 0
        refused = False
        for inp in effect.inputs:
            try:
                self.game.apply(inp)
            except IllegalInput:
                refused = True
                break
            taken += 1
        if taken:
            self.book.put(before, live)
            changes: dict[str, object] = dict(effect.place)
            if effect.settle is not None and not refused:
                changes.update(effect.settle.changes(view_for(self.game, REFEREE)))
            after = live.with_(**changes) if effect.aside else live.with_(**changes, draft=Draft())
            self.session = after.following(public_view(self.game))
        elif refused and effect.if_refused is not None:
            self.session = self.session.with_(**effect.if_refused)
        return not refused

    def take_back(self, count: int, place: object = None) -> None:
        if not count:  # nothing to take back: the session's place only (as the Qt side does)
            self.session = self.session.with_(**place) if isinstance(place, dict) else self.session
            return
        inputs = list(self.game.inputs)[: max(0, len(self.game.inputs) - count)]
        self.game = Game(self.setup)
        self._version += 1
        for inp in inputs:
            self.game.apply(inp)
        given = self.book.get(len(inputs)) or Session()
        self.book.cut(len(inputs))
        self.session = given.given_back(self.session).following(public_view(self.game))
        if isinstance(place, dict) and place:
            self.session = self.session.with_(**place)

    # --- the private panel: its own machines, as the Qt panel runs them

    def private_machine(self) -> DealReveal | NightTurns | RoleWake | None:
        state = self.state()
        public = state.public
        held = night_held(public, self.session, not self.mode.private)
        key = private_turn(
            public, self.session, self.mode, dealt=self.dealt, started=bool(state.inputs), held=held
        )
        if key is None:
            return None
        desk = PrivateDesk(lambda: self.game)
        s = self.session
        if key[0] == "deal":
            return DealReveal(public, desk.player_view, end="table" if self.mode.private else "host")
        if key[0] == "pass":
            return LaptopNight(public, desk.player_view, lambda: self.session, 1)
        return RoleWake(public, desk, 1, s.call, s.answer_pending, s.round)

    def play_to_day(self, rnd: random.Random, bound: int = 10) -> None:
        """The table played to its first day (the deal, the meeting night): private turns by
        random holds and taps, a referee's meeting night ended."""
        for _ in range(bound):
            stage = self.stage()
            if stage == "day":
                return
            if tf.STAGES[stage].surface == "private":
                self.play_private(rnd)
                self.send(tf.PrivateEnd("morning" if stage == "private_night" else "to_table"))
            else:
                self.send(tf.Press("end_night"))

    def play_private(
        self,
        rnd: random.Random,
        decided: bool = False,
        favourite: str | None = None,
        phones_taken_back: float = 0.0,
        resumes: float = 0.0,
    ) -> int:
        """One private turn played to its end by random holds, taps and presses (the laptop in the
        middle: each role's time may run out); returns the inputs it entered. ``decided``: every
        player picks a living seat and confirms (a table that wants the game to go on).

        With phones at the table, the laptop's turns and the phones' are played interleaved at
        random, each kept in the session as the Qt side keeps it; ``phones_taken_back``: how
        often the host takes a phone's player back to the laptop at a step; ``resumes``: how often
        the app is made again from the record and the session (a crash) at a step."""
        machine = self.private_machine()
        assert machine is not None
        phones = PhoneTurns(PrivateDesk(lambda: self.game).player_view, 1)
        phones.sync(public_view(self.game), self.session)
        entered = 0
        for _ in range(4000):  # a bound, never reached: each screen below moves its cursor on
            running = phones_running(self.session) if isinstance(machine, LaptopNight) else []
            if machine.done and not running:
                break
            if running and rnd.random() < phones_taken_back:
                self.send(tf.Phone("take_back", rnd.choice(running)))
                machine.refresh(public_view(self.game))
                phones.sync(public_view(self.game), self.session)
                continue
            if resumes and rnd.random() < resumes:
                machine = self.private_machine()
                assert machine is not None
                phones = PhoneTurns(PrivateDesk(lambda: self.game).player_view, 1)
                phones.sync(public_view(self.game), self.session)
                continue
            seats = [s.name for s in public_view(self.game).seats if s.alive or not decided]
            if decided:  # the mafia know whom they may shoot (never themselves)
                legal = view_for(self.game, REFEREE).legal
                shots = [a for a in legal if a.act in NIGHT_ACTS and NIGHT_ACTS[a.act].behaviour.shared]
                seats = sorted({t for a in shots for by in a.by for t in a.targets_for(by)}) or seats
            if running and (machine.done or rnd.random() < len(running) / (len(running) + 1)):
                entered += self.phone_step(phones, rnd.choice(running), rnd, decided, seats, favourite)
                machine.refresh(public_view(self.game))
                continue
            if isinstance(machine, DealReveal):
                machine.held()
                machine.press("got_it")
                continue
            screen = machine.screen()
            if isinstance(machine, NightTurns):
                machine.held()
                if screen.stage == "answer":
                    self.laptop_press(machine, "done")
                    phones.sync(public_view(self.game), self.session)
                    continue
            if isinstance(machine, RoleWake) and screen.stage == "answer":
                machine.time_up()
                continue
            choices = [b for b in screen.buttons if b.startswith("act:")]
            if choices:  # a call with several acts: what the role does tonight, first
                machine.press(rnd.choice(choices))
                continue
            refused = screen.secret is not None and screen.secret.get("problem") == "refused"
            if isinstance(machine, NightTurns) and refused and rnd.random() < 0.3:
                self.laptop_press(machine, "nobody")  # no player left it may name (a second pick)
                continue
            if decided or rnd.random() < 0.8:
                # ``favourite``: a seat picked more often than the others (the role a test follows)
                liked = favourite is not None and favourite in seats and rnd.random() < 0.4
                machine.tap(favourite if liked and favourite is not None else rnd.choice(seats))
            key = "confirm" if decided else rnd.choice(("confirm", "confirm", "nobody"))
            if isinstance(machine, NightTurns):
                entered += self.laptop_press(machine, key)
                phones.sync(public_view(self.game), self.session)
                continue
            inputs = machine.press(key)
            if inputs:
                entered += self.submit(tf.Submit(tuple(inputs)))
                machine.refresh(public_view(self.game))
            if isinstance(machine, RoleWake) and rnd.random() < 0.2 and not decided:
                machine.time_up()  # the step's time ran out, with or without a pick
        else:
            screen = machine.screen()
            raise AssertionError(f"a private turn did not end: {type(machine).__name__} at {screen}")
        return entered

    def laptop_press(self, machine: NightTurns, key: str) -> int:
        """A button of the laptop's night turn, kept as the panel keeps it (one save a pick, the
        walk's place with it); the inputs entered."""
        before = machine.kept()
        inputs = machine.press(key)
        entered = 0
        if inputs:
            ok = self.submit(tf.Submit(tuple(inputs), place=machine.kept(after_input=True)))
            entered += ok
            machine.accepted() if ok else machine.refused("refused")
        elif machine.kept() != before:
            self.session = self.session.with_(**machine.kept())
        if isinstance(machine, LaptopNight):
            machine.advance()
        machine.refresh(public_view(self.game))
        return entered

    def phone_step(
        self,
        phones: PhoneTurns,
        who: str,
        rnd: random.Random,
        decided: bool,
        seats: list[str],
        favourite: str | None = None,
    ) -> int:
        """One act on ``who``'s phone (a hold, a tap, a button), as the laptop takes it from the
        phone: the inputs it entered."""
        turn = phones.get(who)
        assert turn is not None, f"{who}'s phone has no turn"
        screen = turn.screen()
        kind, value = "press", "done"
        if not turn.held_once:
            kind, value = "held", ""
        elif screen.stage != "answer":
            refused = screen.secret is not None and screen.secret.get("problem") == "refused"
            if refused and rnd.random() < 0.3:
                value = "nobody"
            elif screen.picked is None and (decided or rnd.random() < 0.8):
                liked = favourite is not None and favourite in seats and rnd.random() < 0.4
                kind, value = "tap", favourite if liked and favourite is not None else rnd.choice(seats)
            else:
                value = "confirm" if decided else rnd.choice(("confirm", "confirm", "nobody"))
        act = phone_act(turn, self.session, kind, value)
        self.phone_acts += 1
        self.phone_turns_ended += turn.done
        entered = 0
        if act.inputs:
            ok = self.submit(tf.Submit(act.inputs, place=dict(act.place)))
            entered += ok
            turn.accepted() if ok else turn.refused("refused")
        elif act.place:
            self.session = self.session.with_(**dict(act.place))
        phones.sync(public_view(self.game), self.session)
        return entered


def inputs_of(effects: list[tf.Effect]) -> list[Input]:
    return [i for e in effects if isinstance(e, tf.Submit) for i in e.inputs]
