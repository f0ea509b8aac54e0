"""Phone turns at the table (:mod:`mafia_desktop.table.phones`): who plays where, the night waits
for every phone, a turn taken back goes on on the laptop from where it stood, a crash resumes
every turn where it was, undo never pairs or drops a phone, and what a phone shows differs by
role only in the words held."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from mafia_desktop.engine.deal import deal_roles
from mafia_desktop.engine.rules import PRESETS, recommended_counts
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.engine.views import public_view
from mafia_desktop.table import phones as ph
from mafia_desktop.table import table_flow as tf
from mafia_desktop.table.desks import PrivateDesk
from mafia_desktop.table.private_turns import PlayerTurn
from mafia_desktop.table.session import Session, TableMode
from tests.table.flow_table import FlowTable
from tests.table.test_player_turn import DEAL, PLAYERS

PHONES = TableMode("pass", "reveal", phones=True)


def table(deal: dict[str, str] = DEAL, mode: TableMode = PHONES) -> FlowTable:
    return FlowTable(make_setup("club", 3, PLAYERS, deal), mode, dealt=False)


def through_deal(t: FlowTable, joined: list[str]) -> None:
    """The deal goes round; the players ``joined`` scan their codes as they see their cards."""
    assert t.stage() == "deal"
    for name in joined:
        t.send(tf.Phone("join", name))
    t.play_private(random.Random(0))
    t.send(tf.PrivateEnd("to_table"))


def to_private_night(t: FlowTable) -> None:
    for _ in range(20):
        stage = t.stage()
        if stage == "private_night" and t.game.number > 0:
            return
        if stage == "private_night":  # the meeting night: everyone's turns (nobody acts)
            t.play_private(random.Random(1))
            t.send(tf.PrivateEnd("morning"))
        elif stage == "night_held":
            t.send(tf.Press("night_ready"))
        else:
            keys = [b.key for b in t.state().step().buttons]
            t.send(tf.Press("end_day" if "end_day" in keys else keys[0]))
    raise AssertionError(t.stage())


def test_who_plays_where() -> None:
    t = table()
    through_deal(t, ["Ann", "Cid", "Eve"])
    assert t.session.phones == ("Ann", "Cid", "Eve")
    to_private_night(t)
    public = public_view(t.game)
    living = [s.name for s in public.seats if s.alive]
    on_phones = [n for n in ("Ann", "Cid", "Eve") if n in living]
    assert ph.tonight_on_phones(t.session) == on_phones
    assert ph.laptop_order(public, t.session) == [n for n in living if n not in on_phones]
    # A phone that joins tonight plays from the next night: tonight its player is on the laptop.
    late = next(n for n in living if n not in on_phones)
    t.send(tf.Phone("join", late))
    assert late in t.session.phones
    assert late in ph.laptop_order(public_view(t.game), t.session)
    assert late not in ph.tonight_on_phones(t.session)


def test_phones_join_only_a_game_with_phones() -> None:
    t = table(mode=TableMode("pass", "reveal"))
    t.send(tf.Phone("join", "Ann"))
    assert t.session.phones == ()
    t = table()
    t.send(tf.Phone("join", "Nobody at this table"))
    assert t.session.phones == ()
    t.send(tf.Phone("join", "Ann"))
    t.send(tf.Phone("join", "Ann"))  # a second message of the same phone: once
    assert t.session.phones == ("Ann",)


def test_the_night_waits_for_every_phone() -> None:
    t = table()
    through_deal(t, ["Ann", "Bob"])
    to_private_night(t)
    machine = t.private_machine()
    assert isinstance(machine, ph.LaptopNight)
    rnd = random.Random(3)
    while not machine.done:  # the laptop's players are done; the phones have not begun
        machine.held()
        t.laptop_press(machine, "done" if machine.screen().stage == "answer" else "nobody")
    end = machine.screen()
    assert end.stage == "end" and end.waiting == ("Ann", "Bob") and end.buttons == ()
    inputs = len(t.game.inputs)
    effects = t.send(tf.PrivateEnd("morning"))
    assert [e for e in effects if isinstance(e, tf.Notice)] == [
        tf.Notice("phones_waiting", (("names", ("Ann", "Bob")),))
    ]
    assert len(t.game.inputs) == inputs and t.stage() == "private_night"
    phones = ph.PhoneTurns(PrivateDesk(lambda: t.game).player_view, 1)
    phones.sync(public_view(t.game), t.session)
    seats = [s.name for s in public_view(t.game).seats if s.alive]
    while ph.phones_running(t.session) != ["Bob"]:
        t.phone_step(phones, "Ann", rnd, False, seats)
    machine.refresh(public_view(t.game))
    assert machine.screen().waiting == ("Bob",)
    while ph.phones_running(t.session):
        t.phone_step(phones, "Bob", rnd, False, seats)
    machine.refresh(public_view(t.game))
    assert machine.screen().waiting == () and machine.screen().buttons == ("morning",)
    t.send(tf.PrivateEnd("morning"))
    assert t.game.phase == "day" or t.session.round == 2


@pytest.mark.parametrize("seed", range(40))
def test_every_player_has_one_turn_a_round_wherever_it_runs(seed: int) -> None:
    """Random tables, phones, take-backs and crashes: each living player ends exactly one turn
    each round of each night (on the laptop, on the phone, or begun on one and ended on the
    other), and no night ends before them."""
    rnd = random.Random(seed)
    preset = sorted(PRESETS)[seed % len(PRESETS)]
    rules = PRESETS[preset]
    names = PLAYERS[: max(rules.min_players, 7 + seed % 4)]
    counts = recommended_counts(rules, len(names))
    t = FlowTable(make_setup(rules, seed, names, deal_roles(rules, names, seed, counts)), PHONES, dealt=False)
    through_deal(t, rnd.sample(names, rnd.randint(1, len(names))))
    nights = 0
    for _ in range(40):
        if t.game.phase == "over" or nights >= 3:
            break
        stage = t.stage()
        if stage != "private_night":
            keys = [b.key for b in t.state().step().buttons]
            if stage == "night_held":
                t.send(tf.Press("night_ready"))
            elif stage == "private_night" or not keys:
                break
            else:
                # the day: a quick vote-less end when the rules allow, else the first button
                t.send(tf.Press("end_day" if "end_day" in keys else keys[0]))
            continue
        nights += 1
        ended: Counter[tuple[int, int, str]] = Counter()
        before = (t.game.number, t.session.round)
        living = [s.name for s in public_view(t.game).seats if s.alive]
        _play_night_counting(t, rnd, ended)
        assert {who for (_, _, who) in ended} == set(living), "a player had no turn"
        assert all(n == 1 for n in ended.values()), f"a turn ended twice: {ended}"
        assert all(key[:2] == before for key in ended)
        t.send(tf.PrivateEnd("morning"))


def _play_night_counting(t: FlowTable, rnd: random.Random, ended: Counter[tuple[int, int, str]]) -> None:
    """One round of a night, laptop and phones interleaved, with take-backs and crashes; counts
    each turn's Done by (night, round, player)."""
    machine = t.private_machine()
    desk = PrivateDesk(lambda: t.game)
    phones = ph.PhoneTurns(desk.player_view, 1)
    phones.sync(public_view(t.game), t.session)
    key = (t.game.number, t.session.round)
    for _ in range(3000):
        assert isinstance(machine, ph.LaptopNight)
        running = ph.phones_running(t.session)
        if machine.done and not running:
            assert ph.waiting_for(public_view(t.game), t.session) == []
            return
        roll = rnd.random()
        if running and roll < 0.03:
            t.send(tf.Phone("take_back", rnd.choice(running)))
            machine.refresh(public_view(t.game))
            phones.sync(public_view(t.game), t.session)
            continue
        if roll < 0.06:  # kill -9: the table made again from the record and the session
            machine = t.private_machine()
            phones = ph.PhoneTurns(desk.player_view, 1)
            phones.sync(public_view(t.game), t.session)
            continue
        seats = [s.name for s in public_view(t.game).seats if s.alive]
        if running and (machine.done or rnd.random() < 0.6):
            who = rnd.choice(running)
            turn = phones.get(who)
            assert turn is not None
            t.phone_step(phones, who, rnd, True, seats)
            if ph.turn_place(turn)[1] == "done" and who not in ph.phones_running(t.session):
                ended[(*key, who)] += 1
            machine.refresh(public_view(t.game))
            continue
        current = machine.current
        assert current is not None
        screen = machine.screen()
        machine.held()
        if screen.stage == "answer":
            who = current.who
            t.laptop_press(machine, "done")
            ended[(*key, who)] += 1
        else:
            machine.tap(rnd.choice(seats))
            t.laptop_press(machine, "confirm")
        phones.sync(public_view(t.game), t.session)
    raise AssertionError("the night did not end")


def test_a_turn_taken_back_goes_on_on_the_laptop_where_it_stood() -> None:
    t = table()
    through_deal(t, ["Ann", "Cid"])
    to_private_night(t)
    desk = PrivateDesk(lambda: t.game)
    phones = ph.PhoneTurns(desk.player_view, 1)
    phones.sync(public_view(t.game), t.session)
    ann = phones.get("Ann")
    assert ann is not None
    # Ann holds, picks and confirms her first pick on her phone; then her phone dies.
    for kind, value in (("held", ""), ("tap", "Eve"), ("press", "confirm")):
        act = ph.phone_act(ann, t.session, kind, value)
        if act.inputs:
            assert t.submit(tf.Submit(act.inputs, place=dict(act.place)))
            ann.accepted()
        elif act.place:
            t.session = t.session.with_(**dict(act.place))
    assert dict((n, (p, s)) for n, p, s in t.session.phone_turns)["Ann"] == (2, "cover")
    effects = t.send(tf.Phone("take_back", "Ann"))
    assert tf.Notice("phone_taken_back", (("name", "Ann"),)) in effects
    assert t.session.phones == ("Cid",)
    machine = t.private_machine()
    assert isinstance(machine, ph.LaptopNight)
    laptop = ph.laptop_order(public_view(t.game), t.session)
    assert "Ann" not in laptop  # her turn began on the phone: she comes after the laptop's walk
    for _ in laptop:
        while machine.current is not None and machine.current.who != "Ann":
            machine.held()
            t.laptop_press(machine, "done" if machine.screen().stage == "answer" else "nobody")
    turn = machine.current
    assert turn is not None and turn.who == "Ann" and turn.pick == 2  # from where it stood
    assert machine.screen().who == "Ann"
    machine.held()
    t.laptop_press(machine, "nobody")
    machine.held()
    t.laptop_press(machine, "done")
    assert dict((n, s) for n, _, s in t.session.phone_turns)["Ann"] == "done"
    assert machine.done
    assert ph.waiting_for(public_view(t.game), t.session) == ["Cid"]


def test_undo_never_pairs_or_drops_a_phone() -> None:
    t = table()
    through_deal(t, ["Ann"])
    to_private_night(t)
    t.play_private(random.Random(5), decided=True)
    t.send(tf.PrivateEnd("morning"))
    assert t.game.inputs
    t.send(tf.Phone("join", "Bob"))
    t.send(tf.Phone("take_back", "Ann"))
    t.send(tf.Undo(True))
    assert t.session.phones == ("Bob",)


def test_the_session_keeps_the_phones() -> None:
    s = Session(phones=("Ann", "Bob"), phone_turns=(("Ann", 2, "answer"), ("Bob", 1, "done")))
    doc = s.to_json()
    assert doc["phones"] == ["Ann", "Bob"]
    assert doc["phone_turns"] == [["Ann", 2, "answer"], ["Bob", 1, "done"]]
    assert Session.from_json(doc) == s
    bad = {
        "phones": ["Ann", 3, "", "Ann", "x" * 101, "Bob"],
        "phone_turns": [
            ["Ann", 0, "cover"],
            ["Bob", 1, "asleep"],
            ["Cid", 2, "cover"],
            ["Cid", 1, "done"],
            "x",
        ],
    }
    read = Session.from_json(bad)
    assert read.phones == ("Ann", "Bob")
    assert read.phone_turns == (("Cid", 2, "cover"),)
    assert Session.from_json({"phones": "Ann", "phone_turns": {}}).phones == ()


def test_the_mode_plays_with_phones_only_passed_round_with_the_cards_on_the_laptop() -> None:
    assert TableMode("pass", "reveal", phones=True).with_phones
    assert not TableMode("pass", "cards", phones=True).with_phones
    assert not TableMode("middle", "reveal", phones=True).with_phones
    assert not TableMode("referee", "reveal", phones=True).with_phones
    assert TableMode.from_json({"mode": "pass", "deal": "reveal", "phones": True}).with_phones
    assert TableMode.from_json({"mode": "pass", "deal": "reveal", "phones": "yes"}).phones is False


def test_a_phone_shows_the_same_but_the_words_held() -> None:
    """Two deals that differ only in who holds what: every phone's screen is the same but for
    the words held (the card, the question, the answer)."""
    mafia = table({"Ann": "mafia", "Bob": "don", "Cid": "detective"})
    town = table({"Eve": "mafia", "Fay": "don", "Gus": "detective"})
    screens: list[list[ph.PhoneScreen]] = []
    for t in (mafia, town):
        through_deal(t, ["Ann", "Cid", "Dan"])
        to_private_night(t)
        desk = PrivateDesk(lambda t=t: t.game)  # type: ignore[misc]
        phones = ph.PhoneTurns(desk.player_view, 1)
        phones.sync(public_view(t.game), t.session)
        shown = []
        for kind, value in (("held", ""), ("tap", "Hal"), ("press", "confirm"), ("held", "")):
            for who in ("Ann", "Cid", "Dan"):
                turn = phones.get(who)
                assert turn is not None
                act = ph.phone_act(turn, t.session, kind, value)
                if act.inputs:
                    ok = t.submit(tf.Submit(act.inputs, place=dict(act.place)))
                    turn.accepted() if ok else turn.refused("refused")
                elif act.place:
                    t.session = t.session.with_(**dict(act.place))
                phones.sync(public_view(t.game), t.session)
                shown += [
                    ph.phone_screen(public_view(t.game), desk.player_view, t.session, n, phones.get(n))
                    for n in PLAYERS
                ]
        screens.append(shown)
    assert len(screens[0]) == len(screens[1])
    for a, b in zip(*screens, strict=True):
        assert (a.who, a.seat, a.kind, a.where) == (b.who, b.seat, b.kind, b.where)
        if a.turn is not None and b.turn is not None:
            assert a.turn.stage == b.turn.stage and a.turn.pick == b.turn.pick
            assert a.turn.buttons == b.turn.buttons and a.turn.picked == b.turn.picked
        assert (a.turn is None) == (b.turn is None)


def test_a_turn_on_a_phone_is_a_player_turn() -> None:
    """The phone's turn is the panel's own turn: the same screens for the same acts."""
    t = table()
    through_deal(t, ["Ann"])
    to_private_night(t)
    desk = PrivateDesk(lambda: t.game)
    phones = ph.PhoneTurns(desk.player_view, 1)
    phones.sync(public_view(t.game), t.session)
    turn = phones.get("Ann")
    alone = PlayerTurn(public_view(t.game), desk.player_view, "Ann", min_seconds=1)
    assert isinstance(turn, PlayerTurn)
    assert turn.screen() == alone.screen()
