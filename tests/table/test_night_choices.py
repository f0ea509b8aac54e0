"""A call with several acts, and an act that names two players, at the table's night in every mode.

Two roles registered here alone: a Commissar, woken in his own call, who checks (the Detective's
``check``) or, once a game, fires (an attack); and a Reporter, whose act of a test kind names two
players and answers ``same`` or ``different``. Whole nights are played through the declared flow
(``update(state, message)``): with a referee (the act pressed first, two taps for two players),
with the laptop in the middle (the same choice on the woken role's step, two picks), and passed
round (each act of the call a pick, an act no longer open a decoy, two picks for two players);
the narrator wakes the Commissar once, naming the choice; the rules summary says "or"."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import pytest

from mafia_desktop import phrases
from mafia_desktop.engine.events import Acted
from mafia_desktop.engine.game import Game
from mafia_desktop.engine.inputs import NightInput
from mafia_desktop.engine.kinds import KINDS, ActKind, register_kind
from mafia_desktop.engine.roles import NightAct, Role, registered
from mafia_desktop.engine.rules import PRESETS, Rules, with_options
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.narration.night_script import night_lines
from mafia_desktop.rules_summary import night_summary
from mafia_desktop.table import table_flow as tf
from mafia_desktop.table.desks import PrivateDesk
from mafia_desktop.table.private_turns import NightTurns, RoleWake
from mafia_desktop.table.session import TableMode
from tests.table.flow_table import FlowTable
from tests.table.test_table_flow import walk


class CompareKind(ActKind):
    """A test kind: the actor names two players and learns whether they are on one side."""

    picks = 2
    answers = "side"

    def answer(self, game: Game, act: NightAct, by: str, targets: Sequence[str]) -> str | None:
        return "same" if game.side(targets[0]) == game.side(targets[1]) else "different"


COMPARE = CompareKind(
    "test_compare",
    {
        "prompt": "{title}, wake up: tap the two players they compare.",
        "question": "{title}: which two players do you compare?",
        "log": "{by} compared {target}: {result}",
        "step": "the {title} compares two players",
        "result_same": "one side",
        "result_different": "two sides",
    },
    narration="check",
)
COMMISSAR = Role(
    "commissar",
    "town",
    ("check", "commissar_fire"),
    titles=(("", "Commissar"),),
    duty="Each night you check one player or, once a game, fire at one.",
    emblems=(("", "badge"),),
    call="commissar",
)
FIRE = NightAct(
    "commissar_fire",
    "attack",
    call="commissar",
    event="commissar_fire",
    verb="fire",
    done="fired at",
    passive="fired at",
    per_game=1,
)
REPORTER = Role(
    "reporter",
    "town",
    ("reporter_compare",),
    titles=(("", "Reporter"),),
    duty="Each night you compare two players.",
    emblems=(("", "badge"),),
)
COMPARE_ACT = NightAct(
    "reporter_compare",
    "test_compare",
    call="reporter",
    event="reporter_compared",
    verb="compare",
    done="compared",
    passive="compared",
)
PLAYERS = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"]
DEAL = {"Ann": "mafia", "Bob": "mafia", "Cid": "commissar", "Dan": "reporter", "Eve": "detective"}


@pytest.fixture(autouse=True)
def test_roles() -> Iterator[None]:
    register_kind(COMPARE)
    try:
        with registered(COMMISSAR, FIRE), registered(REPORTER, COMPARE_ACT):
            yield
    finally:
        KINDS.pop(COMPARE.id, None)


def rules() -> Rules:
    """Angel rules (a meeting night first, one team shot, a day that may end with nobody out),
    the two roles called after the rest."""
    angel = PRESETS["angel"]
    return with_options(
        angel,
        {
            "roles": [*angel.roles, "commissar", "reporter"],
            "night_order": [*angel.night_order, "commissar", "reporter"],
            "time_limit_pick": False,
        },
    )


def table(mode: TableMode) -> FlowTable:
    deal = {p: DEAL.get(p, "civilian") for p in PLAYERS}
    return FlowTable(make_setup(rules(), 5, PLAYERS, deal), mode)


def to_night(t: FlowTable) -> None:
    """The day ends (nobody goes out) and the night begins (after the meeting night)."""
    for _ in range(8):
        stage = t.stage()
        if stage in ("night_call", "called_list") or (stage == "private_night" and t.game.number > 1):
            return
        if stage == "private_night":  # the meeting night, on the panel
            t.send(tf.PrivateEnd("morning"))
        elif stage == "night_meeting":
            t.send(tf.Press("end_night"))
        elif stage == "night_held":
            t.send(tf.Press("night_ready"))
        else:
            keys = [b.key for b in t.state().step().buttons]
            t.send(tf.Press("end_day" if "end_day" in keys else keys[0]))
    raise AssertionError(f"no night: {t.stage()}")


def last_act(t: FlowTable) -> Acted:
    return next(e for e in reversed(t.game.events) if isinstance(e, Acted))


# --- with a referee ----------------------------------------------------------------------------------


def keys(t: FlowTable) -> list[str]:
    return [b.key for b in t.state().step().buttons]


def call_now(t: FlowTable) -> str:
    c = t.state().composer()
    assert c.night is not None
    return c.night.steps[c.night.index]


def referee_to(t: FlowTable, call: str) -> None:
    """Next role until ``call`` is called (nothing entered on the way)."""
    for _ in range(8):
        if call_now(t) == call:
            return
        t.send(tf.Press("next_step"))
    raise AssertionError(f"{call} is never called")


def test_the_referee_presses_the_act_then_taps_and_taps_twice_for_two_players() -> None:
    t = table(TableMode("referee", "peek"))
    to_night(t)
    assert t.stage() == "night_call"
    t.send(tf.Tap("Fay"))  # the team shot
    # A Detective is dealt too: the check in the Detective's call is his.
    referee_to(t, "detective")
    t.send(tf.Tap("Ann"))
    assert t.game.inputs[-1] == NightInput("check", "Eve", "Ann")
    t.send(tf.Press("next_step"))
    # The Commissar's call: his two acts offered as a choice; a tap first does nothing.
    referee_to(t, "commissar")
    state = t.state()
    assert state.composer().prompt().code == "night_choose"
    buttons = {b.key: b for b in state.step().buttons}
    assert ["act:check", "act:commissar_fire"] == [k for k in buttons if k.startswith("act:")]
    assert phrases.button_text(
        buttons["act:commissar_fire"].text, dict(buttons["act:commissar_fire"].params)
    ) == ("Fire (once a game)")
    assert tf.Tap("Bob") not in tf.messages_now(state)
    count = len(t.game.inputs)
    t.send(tf.Press("act:commissar_fire"))
    assert len(t.game.inputs) == count and t.session.draft.act == "commissar_fire"
    assert t.state().composer().prompt().code == "night_commissar_fire"
    assert phrases.night_prompt("night_commissar_fire", rules(), {"call": "commissar"}) == (
        "Commissar, wake up: tap the player they kill."
    )
    t.send(tf.Tap("Bob"))
    assert t.game.inputs[-1] == NightInput("commissar_fire", "Cid", "Bob")
    # The Reporter's call: the first tap marks, the second enters the act with both.
    assert call_now(t) == "reporter", "the Commissar's call is done after one of his acts"
    t.send(tf.Tap("Ann"))
    assert len(t.game.inputs) == count + 1
    state = t.state()
    assert state.composer().marked() == {"Ann"}
    assert dict(state.composer().prompt().params)["picked"] == ("Ann",)
    t.send(tf.Tap("Eve"))
    assert t.game.inputs[-1] == NightInput("reporter_compare", "Dan", "Ann", ("Eve",))
    assert t.game.inputs[-1].to_json() == {"act": "reporter_compare", "by": "Dan", "targets": ["Ann", "Eve"]}
    assert t.stage() == "night_answer"
    event = last_act(t)
    assert event.result == "different"
    words = phrases.check_answer(rules(), event.act, str(event.result), "reporter", event.targets)
    assert words == "The Reporter: Ann and Eve — two sides"
    t.send(tf.Press("next_step"))
    assert t.stage() == "morning"
    t.send(tf.Press("end_night"))
    assert not t.game.is_alive("Bob") and not t.game.is_alive("Fay")
    # Night two: the shot is used up; the Commissar's call is his check alone, no choice.
    to_night(t)
    t.send(tf.Tap("Gus"))
    referee_to(t, "commissar")
    state = t.state()
    assert not [k for k in keys(t) if k.startswith("act:")]
    assert state.composer().prompt().code == "night_check"
    assert phrases.night_prompt("night_check", rules(), dict(state.composer().prompt().params)).startswith(
        "Commissar, wake up"
    )
    t.send(tf.Tap("Ann"))
    assert t.game.inputs[-1] == NightInput("check", "Cid", "Ann")
    assert t.stage() == "night_answer"


def test_the_referee_takes_a_marked_player_back_and_a_crash_keeps_the_choice() -> None:
    t = table(TableMode("referee", "peek"))
    to_night(t)
    t.send(tf.Tap("Fay"))
    referee_to(t, "commissar")
    t.send(tf.Press("act:commissar_fire"))
    t.send(tf.Press("act:check"))  # the referee changes his mind
    assert t.session.draft.act == "check"
    t.send(tf.Press("next_step"))  # skipped: the choice goes with the step
    assert call_now(t) == "reporter" and not t.session.draft.act
    t.send(tf.Tap("Ann"))
    t.send(tf.Tap("Ann"))  # the mark taken back
    assert t.state().composer().marked() == set()
    t.send(tf.Tap("Gus"))
    again = FlowTable(t.setup, t.mode)  # a crash: the table made again from the record and session
    for inp in t.game.inputs:
        again.game.apply(inp)
    again.session = t.session
    assert again.state().composer().marked() == {"Gus"}
    again.send(tf.Tap("Hal"))
    assert again.game.inputs[-1] == NightInput("reporter_compare", "Dan", "Gus", ("Hal",))


# --- the laptop in the middle ------------------------------------------------------------------------


def wake_to(t: FlowTable, machine: RoleWake, call: str) -> None:
    for _ in range(8):
        if machine.screen().call == call:
            return
        machine.time_up()
    raise AssertionError(f"{call} is never woken")


def submit(t: FlowTable, inputs: list[object]) -> None:
    assert inputs
    assert t.submit(tf.Submit(tuple(inputs)))  # type: ignore[arg-type]


def test_the_laptop_in_the_middle_offers_the_choice_and_takes_two_picks() -> None:
    t = table(TableMode("middle", "reveal"))
    to_night(t)
    assert t.stage() == "private_night"
    machine = t.private_machine()
    assert isinstance(machine, RoleWake)
    assert machine.screen().call == "mafia"
    machine.tap("Fay")
    submit(t, machine.press("confirm"))
    wake_to(t, machine, "commissar")
    screen = machine.screen()
    assert screen.buttons == ("act:check", "act:commissar_fire", "nobody", "more_time")
    assert screen.buttons in machine.BUTTON_ROWS, "the choice's row is declared with the flow's"
    assert not screen.picker and screen.secret is not None and screen.secret.code == "wake_choose"
    assert phrases.private_button("act:commissar_fire") == "Fire (once a game)"
    machine.press("act:commissar_fire")
    screen = machine.screen()
    assert screen.buttons == RoleWake.ROWS[0] and screen.picker
    machine.tap("Bob")
    submit(t, machine.press("confirm"))
    assert t.game.inputs[-1] == NightInput("commissar_fire", "Cid", "Bob")
    machine.refresh(t.state().public)
    machine.time_up()
    assert machine.screen().call == "reporter"
    machine.tap("Ann")
    assert machine.press("confirm") == [], "the first of two picks"
    screen = machine.screen()
    assert screen.stage == "turn" and screen.pick == 2 and screen.picks == 2
    assert screen.secret is not None and dict(screen.secret.params)["picked"] == ("Ann",)
    machine.tap("Eve")
    submit(t, machine.press("confirm"))
    assert t.game.inputs[-1] == NightInput("reporter_compare", "Dan", "Ann", ("Eve",))
    screen = machine.screen()
    assert screen.stage == "answer" and screen.secret is not None
    words = phrases.private_secret(screen.secret.code, dict(screen.secret.params), rules())
    assert words == "Ann and Eve: two sides."
    # The answer's room: the words of every result, about the longest names.
    shapes = [phrases.private_secret(s.code, dict(s.params), rules()) for s in machine.reserve("Hal")]
    assert "Hal and Hal: one side." in shapes and "Hal and Hal: two sides." in shapes
    machine.time_up()
    assert machine.done
    t.send(tf.PrivateEnd("morning"))
    assert not t.game.is_alive("Bob") and not t.game.is_alive("Fay")
    # Night two: the shot is used up, the Commissar's step asks for the check alone; the
    # Detective's step never shows the Commissar's answer.
    to_night(t)
    machine = t.private_machine()
    assert isinstance(machine, RoleWake)
    machine.tap("Gus")
    submit(t, machine.press("confirm"))
    wake_to(t, machine, "commissar")
    assert machine.screen().buttons == RoleWake.ROWS[0]
    machine.tap("Ann")
    submit(t, machine.press("confirm"))
    assert t.game.inputs[-1] == NightInput("check", "Cid", "Ann")
    desk = PrivateDesk(lambda: t.game)
    assert desk.wake_answers("detective") == (), "the Commissar's check is his alone"
    assert desk.wake_answers("commissar") == (("check", "Ann", "mafia"),)


# --- passed round ------------------------------------------------------------------------------------


def turn(t: FlowTable, machine: NightTurns, picks: list[str | None]) -> tuple[list[object], list[str], str]:
    """One player's turn: each pick a seat confirmed (None: Nobody); returns the inputs made, the
    questions asked and the answer."""
    machine.held()
    made: list[object] = []
    asked: list[str] = []
    for name in picks:
        screen = machine.screen()
        assert screen.stage in ("cover", "turn") and screen.buttons == NightTurns.BUTTON_ROWS[0]
        assert screen.secret is not None
        asked.append(phrases.private_secret(screen.secret.code, dict(screen.secret.params), rules()))
        if name is None:
            assert machine.press("nobody") == []
            continue
        machine.tap(name)
        inputs = machine.press("confirm")
        made += inputs
        if inputs:
            submit(t, inputs)
            machine.accepted()
            machine.refresh(t.state().public)
    screen = machine.screen()
    assert screen.stage == "answer" and screen.secret is not None
    answer = phrases.private_secret(screen.secret.code, dict(screen.secret.params), rules())
    machine.press("done")
    return made, asked, answer


def pass_night(
    t: FlowTable, picks: dict[str, list[str | None]]
) -> dict[str, tuple[list[object], list[str], str]]:
    to_night(t)
    machine = t.private_machine()
    assert isinstance(machine, NightTurns)
    assert machine.picks == 2, "the busiest roles: the Commissar's two acts, the Reporter's two players"
    out = {}
    while not machine.done:
        who = machine.order[machine.cursor.index]
        made, asked, answer = turn(t, machine, picks.get(who, [None, None]))
        out[who] = (made, asked, answer)
    t.send(tf.PrivateEnd("morning"))
    return out


def test_the_laptop_in_the_middle_does_not_end_a_step_on_the_same_player_named_twice() -> None:
    """The Reporter names Ann, then Ann again: not a comparison the rules allow. The step stays at
    its second pick (as the console takes a second tap on a marked seat back), instead of ending
    with a refused input and the role's night lost without a word on the panel."""
    t = table(TableMode("middle", "reveal"))
    to_night(t)
    machine = t.private_machine()
    assert isinstance(machine, RoleWake)
    wake_to(t, machine, "reporter")
    machine.tap("Ann")
    assert machine.press("confirm") == []
    machine.tap("Ann")
    assert machine.press("confirm") == [], "Ann named twice: nothing to enter"
    screen = machine.screen()
    assert screen.stage == "turn" and screen.pick == 2 and screen.picked is None
    assert screen.secret is not None and dict(screen.secret.params)["picked"] == ("Ann",)
    machine.tap("Eve")
    submit(t, machine.press("confirm"))
    assert t.game.inputs[-1] == NightInput("reporter_compare", "Dan", "Ann", ("Eve",))


def test_passed_round_each_act_of_a_call_is_a_pick_and_two_players_take_two() -> None:
    t = table(TableMode("pass", "reveal"))
    night = pass_night(t, {"Ann": ["Fay", None], "Cid": [None, "Bob"], "Dan": ["Ann", "Eve"]})
    made, asked, answer = night["Cid"]
    assert made == [NightInput("commissar_fire", "Cid", "Bob")], "no check: the shot instead"
    assert asked[0] == "Commissar: whom do you ask about tonight?"
    assert asked[1] == "Commissar: whom do you kill tonight? You kill alone; Nobody is a choice too."
    made, asked, answer = night["Dan"]
    assert made == [NightInput("reporter_compare", "Dan", "Ann", ("Eve",))]
    assert asked == [
        "Reporter: which two players do you compare?\nYou name 2 players: tap the first, then Confirm.",
        "Reporter: which two players do you compare?\nChosen so far: Ann. Tap the next player, then Confirm.",
    ]
    assert answer == "Ann and Eve: two sides."
    assert not t.game.is_alive("Bob") and not t.game.is_alive("Fay")
    # Night two: the Commissar checks; his second pick (the shot, used up anyway) is a decoy.
    night = pass_night(t, {"Ann": ["Gus", None], "Cid": ["Ann", "Dan"]})
    made, asked, answer = night["Cid"]
    assert made == [NightInput("check", "Cid", "Ann")]
    assert asked[1] in {
        phrases.private_secret("question", {"act": "decoy", "decoy": d}, rules()) for d in ("trust",)
    }
    assert answer == "Ann is mafia."


def test_passed_round_a_check_first_makes_the_shot_a_decoy() -> None:
    t = table(TableMode("pass", "reveal"))
    night = pass_night(t, {"Ann": ["Fay", None], "Cid": ["Bob", "Ann"]})
    made, asked, answer = night["Cid"]
    assert made == [NightInput("check", "Cid", "Bob")], "one act of the call: the shot is not made"
    assert asked[1] == "Whom do you trust most?"
    assert answer == "Bob is mafia."
    assert t.game.is_alive("Ann")


# --- the narrator and the rules summary --------------------------------------------------------------


def test_the_narrator_wakes_the_call_once_naming_the_choice() -> None:
    dealt = set(DEAL.values()) | {"civilian"}
    lines = [(line.key, line.call, line.text) for line in night_lines(rules(), False, dealt)]
    wakes = [text for key, call, text in lines if call == "commissar" and key == "wake"]
    assert wakes == ["Commissar, open your eyes: tonight you may check or fire (once a game)."]
    assert [text for key, call, text in lines if call == "reporter" and key == "wake"] == [
        "Reporter, wake up and ask about one player."  # (the words of the kind it names)
    ]


def test_the_rules_summary_says_or_for_the_acts_of_one_call() -> None:
    summary = night_summary(rules())
    assert "the Commissar checks one player or the Commissar kills one player alone (once a game)" in summary
    assert "the Reporter compares two players" in summary


# --- the declared flow, walked with the two roles dealt -------------------------------------------


@pytest.mark.parametrize("mode", ["referee", "referee_reveal", "middle", "pass"])
@pytest.mark.parametrize("preset", ["angel+every", "club+every"])
def test_every_stage_with_the_two_roles_is_declared_and_has_a_way_on(preset: str, mode: str) -> None:
    """The flow's walk (every stage declared, left by a legal message) with every registered role
    dealt, the Commissar and the Reporter among them; their acts are entered on the way."""
    made: set[str] = set()
    for seed in range(3):
        t = walk(preset, mode, seed)
        made |= {i.act for i in t.game.inputs if isinstance(i, NightInput)}
    if mode.startswith("referee"):
        assert {"check", "reporter_compare"} <= made, sorted(made)
