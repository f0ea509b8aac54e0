"""One player's night turn on its own (:class:`PlayerTurn`), as phones will run several at once.

Pass-and-play's walk (:class:`NightTurns`) is built from these turns; here they run interleaved
(the same inputs as one after the other, and as the walk), a decoy turn and a real one give the
same screens but for the words held, and :func:`turns_to_take` says who the night still waits for,
empty exactly when the walk would end the night."""

from __future__ import annotations

from dataclasses import replace

from mafia_desktop.engine.inputs import Input
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.engine.views import public_view
from mafia_desktop.table import table_flow as tf
from mafia_desktop.table.desks import PrivateDesk
from mafia_desktop.table.private_turns import NightTurns, PlayerTurn, Screen, turns_to_take
from mafia_desktop.table.session import TableMode
from tests.table.flow_table import FlowTable

PLAYERS = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]
#: club rules: the Don shoots and checks, so every turn has two picks
DEAL = {"Ann": "mafia", "Bob": "don", "Cid": "detective"}
#: each player's two picks (None: Nobody)
PICKS: dict[str, list[str | None]] = {"Ann": ["Eve", "Fay"], "Bob": ["Eve", "Cid"], "Cid": ["Bob", None]}


def table(deal: dict[str, str] = DEAL) -> FlowTable:
    return FlowTable(make_setup("club", 3, PLAYERS, deal), TableMode("pass", "reveal"))


def to_night(t: FlowTable) -> None:
    """To the first night with acts, passed round (the meeting night and the day gone by)."""
    for _ in range(12):
        stage = t.stage()
        if stage == "private_night" and t.game.number > 0 and t.game.legal_inputs():
            if any(getattr(i, "act", None) == "check" for i in t.game.legal_inputs()):
                return
        if stage == "private_night":
            machine = t.private_machine()
            assert isinstance(machine, NightTurns)
            while not machine.done:
                machine.held()
                machine.press("nobody" if machine.screen().stage != "answer" else "done")
            t.send(tf.PrivateEnd("morning"))
        elif stage == "night_meeting":
            t.send(tf.Press("end_night"))
        elif stage == "night_held":
            t.send(tf.Press("night_ready"))
        else:
            keys = [b.key for b in t.state().step().buttons]
            t.send(tf.Press("end_day" if "end_day" in keys else keys[0]))
    raise AssertionError(f"no night with acts: {t.stage()}")


def night_table(deal: dict[str, str] = DEAL) -> FlowTable:
    t = table(deal)
    to_night(t)
    return t


def turn_of(t: FlowTable, who: str, min_seconds: int = 8) -> PlayerTurn:
    return PlayerTurn(
        public_view(t.game), PrivateDesk(lambda: t.game).player_view, who, min_seconds=min_seconds
    )


def steps(picks: list[str | None]) -> list[tuple[str, str]]:
    """A turn's actions: hold, then each pick a tap and Confirm (or Nobody), then Done."""
    out: list[tuple[str, str]] = [("held", "")]
    for name in picks:
        out += [("tap", name), ("press", "confirm")] if name is not None else [("press", "nobody")]
    return [*out, ("press", "done")]


def act(t: FlowTable, turns: dict[str, PlayerTurn], who: str, action: tuple[str, str]) -> list[Input]:
    """One action on ``who``'s turn; an input it makes is submitted (then every turn reads the
    game again, as each phone and the laptop would)."""
    turn = turns[who]
    kind, arg = action
    if kind == "held":
        turn.held()
        return []
    if kind == "tap":
        turn.tap(arg)
        return []
    inputs = turn.press(arg)
    if inputs:
        if t.submit(tf.Submit(tuple(inputs))):
            turn.accepted()
        else:
            turn.refused("refused")
        for other in turns.values():
            other.refresh(public_view(t.game))
    return inputs


def test_turns_run_interleaved_make_the_same_inputs_as_one_after_the_other_and_as_the_walk() -> None:
    # One after the other.
    t = night_table()
    before = len(t.game.inputs)
    turns = {who: turn_of(t, who) for who in PICKS}
    for who, picks in PICKS.items():
        for action in steps(picks):
            act(t, turns, who, action)
        assert turns[who].done
    one_by_one = list(t.game.inputs[before:])
    answers = {who: turn.screen() for who, turn in turns.items()}
    assert len(one_by_one) == 4, "the mafia's shots, the Don's check, the Detective's check"

    # Interleaved: Ann's pick, Bob's pick, Cid's pick, Ann's confirm, Bob's confirm...
    t = night_table()
    turns = {who: turn_of(t, who) for who in PICKS}
    scripts = {who: steps(picks) for who, picks in PICKS.items()}
    made: list[Input] = []
    for i in range(max(len(s) for s in scripts.values())):
        for who, script in scripts.items():
            if i < len(script):
                made += act(t, turns, who, script[i])
    assert all(turn.done for turn in turns.values())
    interleaved = list(t.game.inputs[before:])
    assert made == interleaved
    assert sorted(map(repr, interleaved)) == sorted(map(repr, one_by_one))
    assert [i for i in interleaved if i.by == "Bob"] == [i for i in one_by_one if i.by == "Bob"]
    # (the answers were read before Done: the same whatever the order)
    t2 = night_table()
    again = {who: turn_of(t2, who) for who in PICKS}
    for i in range(max(len(s) for s in scripts.values())):
        for who, script in scripts.items():
            if i < len(script) - 1:  # all but Done: each turn at its answer
                act(t2, again, who, script[i])
    assert {who: turn.screen() for who, turn in again.items()} == answers

    # The walk on the laptop: the same inputs (the others answer decoys).
    t = night_table()
    machine = t.private_machine()
    assert isinstance(machine, NightTurns)
    while not machine.done:
        who = machine.order[machine.cursor.index]
        for kind, arg in steps(PICKS.get(who, ["Hal", None])):
            if kind == "held":
                machine.held()
            elif kind == "tap":
                machine.tap(arg)
            elif inputs := machine.press(arg):
                ok = t.submit(tf.Submit(tuple(inputs)))
                machine.accepted() if ok else machine.refused("refused")
                machine.refresh(public_view(t.game))
    assert list(t.game.inputs[before:]) == one_by_one


def bare(screen: Screen) -> Screen:
    return replace(screen, secret=None)


def test_a_decoy_turn_and_a_real_turn_give_the_same_screens_but_the_words_held() -> None:
    """Ann's turn when she is the mafia (two picks: the shot, then a decoy) and when Eve is
    (Ann a civilian: two decoys), step by step the same screens but for ``secret``; the same
    seat's turn when she holds the Don too."""
    deals = [DEAL, {**DEAL, "Ann": "civilian", "Eve": "mafia"}, {**DEAL, "Ann": "don", "Bob": "mafia"}]
    seen: list[list[Screen]] = []
    for deal in deals:
        t = night_table(deal)
        turns = {"Ann": turn_of(t, "Ann")}
        screens = [turns["Ann"].screen(next_who="Bob")]
        for action in steps(["Dan", "Cid"])[:-1]:
            act(t, turns, "Ann", action)
            screens.append(turns["Ann"].screen(next_who="Bob"))
        seen.append(screens)
    assert [s.stage for s in seen[0]] == ["cover", "turn", "turn", "turn", "turn", "answer"]
    assert [s.pick for s in seen[0]] == [1, 1, 1, 2, 2, 2]
    assert [s.secret for s in seen[0]] != [s.secret for s in seen[1]], "the words held differ"
    for screens in seen[1:]:
        assert [bare(s) for s in screens] == [bare(s) for s in seen[0]]
    # The walk shows the same turn's screens on the laptop.
    t = night_table()
    machine = t.private_machine()
    assert isinstance(machine, NightTurns)
    first = machine.order[0]
    nxt = machine.order[1]
    alone = turn_of(t, first, min_seconds=1)  # (the flow table's panel waits 1 s)
    assert machine.screen() == alone.screen(next_who=nxt)
    machine.held()
    alone.held()
    assert machine.screen() == alone.screen(next_who=nxt) and machine.screen().stage == "turn"


def test_who_still_has_a_turn_empties_exactly_when_the_walk_ends_the_night() -> None:
    t = night_table()
    machine = t.private_machine()
    assert isinstance(machine, NightTurns)
    order = list(machine.order)
    assert machine.waiting() == order
    resumed = NightTurns(public_view(t.game), PrivateDesk(lambda: t.game).player_view, 1, start_index=2)
    assert resumed.waiting() == order[2:], "resumed: the players before had their turns"
    for who in order:
        for kind, arg in steps(PICKS.get(who, [None, None])):
            assert machine.waiting() == order[order.index(who) :], "the one with the laptop too"
            assert machine.waiting() and not machine.done
            if kind == "held":
                machine.held()
            elif kind == "tap":
                machine.tap(arg)
            elif inputs := machine.press(arg):
                ok = t.submit(tf.Submit(tuple(inputs)))
                machine.accepted() if ok else machine.refused("refused")
                machine.refresh(public_view(t.game))
    assert machine.done and machine.waiting() == []
    assert machine.screen().stage == "end"

    # Turns at once (phones): the night waits until the last is over, in any order.
    t = night_table()
    turns = {who: turn_of(t, who) for who in order}
    over = lambda: {who for who, turn in turns.items() if turn.done}  # noqa: E731
    assert turns_to_take(order, over()) == order
    for who in reversed(order):
        assert turns_to_take(order, over())
        for action in steps(PICKS.get(who, [None, None])):
            act(t, turns, who, action)
        assert turns_to_take(order, over()) == [p for p in order if order.index(p) < order.index(who)]
    assert turns_to_take(order, over()) == []
