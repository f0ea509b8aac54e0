"""The table's declared flow (no Qt), walked in every preset and every mode: every stage reached is
declared, takes the messages its screen offers, leads only where the table says, and has a way on;
a clock alone never brings a stage back, and a night with no referee never goes round without an
input."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from mafia_desktop.engine.deal import deal_roles
from mafia_desktop.engine.roles import ROLES, night_order_for
from mafia_desktop.engine.rules import PRESETS, Rules, recommended_counts, with_options
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.engine.views import public_view
from mafia_desktop.table import table_flow as tf
from mafia_desktop.table.presenter import present
from mafia_desktop.table.session import TableMode
from tests.table.flow_table import FlowTable, inputs_of

NAMES = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lev"]
MODES = {
    "referee": TableMode("referee", "peek"),
    "referee_reveal": TableMode("referee", "reveal"),
    "pass": TableMode("pass", "reveal"),
    "middle": TableMode("middle", "reveal"),
    # passed round, with some players' turns on their own phones
    "phones": TableMode("pass", "reveal", phones=True),
}
# How often a person picks each kind of message when several are offered.
WEIGHTS = {
    "tap": 3,
    "hold": 0.05,
    "undo": 0.15,
    "press:cancel": 0.3,
    "press:back_step": 0.3,
    "press:back_seat": 0.3,
    "press:list_again": 0.3,
    "press:extra_points": 0.2,
    "phone": 0.3,
}


def rules_of(preset: str) -> Rules:
    """A preset, or with ``+every``: every registered role the preset lacks dealt too (each once),
    so every role's behaviour goes through the flow in every mode."""
    base = PRESETS[preset.removesuffix("+every")]
    if not preset.endswith("+every"):
        return base
    extra = [r for r in ROLES if r not in base.roles]
    order = night_order_for(base.night_order, [*base.roles, *extra])
    return with_options(base, {"roles": [*base.roles, *extra], "night_order": order})


def table(preset: str, mode: str, seed: int) -> FlowTable:
    rules = rules_of(preset)
    if preset.startswith("club"):
        names = NAMES[:10]
    else:
        names = NAMES[: 10 + seed % 3] if preset.endswith("+every") else NAMES[: 6 + seed % 7]
    counts = recommended_counts(PRESETS[preset.removesuffix("+every")], len(names))
    if preset.endswith("+every"):
        # As many of the roles the deal lacks as the table holds (a civilian kept), a different
        # share with each seed, so the seeds deal every registered role between them.
        extra = sorted(
            (r for r in rules.roles if r != "civilian" and not counts.get(r)), key=list(ROLES).index
        )
        extra.reverse()  # the roles registered last first (a test's own roles)
        shift = (seed * 5) % len(extra) if extra else 0
        for role in (extra[shift:] + extra[:shift])[: max(0, counts["civilian"] - 1)]:
            counts[role] = 1
            counts["civilian"] -= 1
    setup = make_setup(rules, seed, names, deal_roles(rules, names, seed, counts))
    table_mode = MODES[mode]
    return FlowTable(setup, table_mode, dealt=table_mode.deal != "reveal")


def pick(rnd: random.Random, offered: list[tf.Message]) -> tf.Message:
    """A message as a person picks: each kind by its weight, shared among the seats it offers."""
    kinds = Counter(tf.kind_of(m) for m in offered)
    weights = [WEIGHTS.get(tf.kind_of(m), 1.0) / kinds[tf.kind_of(m)] for m in offered]
    return rnd.choices(offered, weights=weights)[0]


def place(t: FlowTable) -> tuple[object, ...]:
    """Where the table stands, taps in progress left out: the stage, the inputs, the night's call,
    the called list's seat, a check's answer seen, the night let begin, the round."""
    s = t.session
    return (t.stage(), len(t.game.inputs), s.call, s.seat, s.answer_pending, s.night_ready, s.round)


def moves_on(t: FlowTable, message: tf.Message) -> bool:
    """The message moves the table on (tried on a copy of the table)."""
    trial = FlowTable(t.setup, t.mode, dealt=t.dealt)
    for inp in t.game.inputs:
        trial.game.apply(inp)
    trial.session, trial.book = t.session, t.book
    before = place(trial)
    trial.send(message)
    return place(trial) != before


def clock_alone(t: FlowTable) -> None:
    """From this state, the stage's clock running out again and again never brings back a state
    seen since the last input: it ends at a person's stage."""
    trial = FlowTable(t.setup, t.mode, dealt=t.dealt)
    for inp in t.game.inputs:
        trial.game.apply(inp)
    trial.session = t.session
    seen = set()
    for _ in range(200):
        extras = [m for m in tf.legal_extras(trial.state()) if isinstance(m, tf.TimeUp)]
        if not extras:
            return
        key = (len(trial.game.inputs), trial.stage(), trial.session)
        assert key not in seen, f"the clock alone came back to {key[1]}"
        seen.add(key)
        trial.send(extras[0])
    raise AssertionError("the clock ran on for 200 stages")


def shows(state: tf.TableState, declared: tf.Stage, offered: list[tf.Message]) -> None:
    """What the table screen shows of ``state`` (its frame) is made of the state alone, and offers
    what the stage takes: every button is a press the stage takes, every seat lit a tap it takes;
    the private panel's stages light no seat and show no button; a game with no referee has no
    referee's night in its frame (no role, no check on the shared screen)."""
    frame = present(state)
    assert frame == present(state), "the frame depends on the state alone"
    assert frame.step == state.step()
    if declared.surface == "private":
        assert frame.step.private is not None
        return
    assert frame.step.private is None
    presses = {m for m in offered if isinstance(m, tf.Press)}
    assert {tf.Press(b.key) for b in frame.step.buttons} == presses
    assert {tf.Tap(name) for name in frame.selectable} <= set(offered)
    if state.mode.private:
        assert frame.night is None and state.referee is None
    if frame.night is not None and frame.night.called is not None:
        assert frame.night.called_list and frame.min_buttons >= 4


def walk(preset: str, mode: str, seed: int, steps: int = 700) -> FlowTable:
    t = table(preset, mode, seed)
    rnd = random.Random(seed)
    quiet_rounds = 0
    going_back = False
    for _ in range(steps):
        state = t.state()
        stage = tf.stage_of(state)
        declared = tf.STAGES[stage]
        if declared.final:
            break
        offered = tf.messages_now(state)
        for m in offered:
            assert tf.kind_of(m) in declared.takes, f"{stage} offers {tf.kind_of(m)}, not declared"
        shows(state, declared, offered)
        if declared.surface == "private":
            if stage == "private_night":
                # A table that had a round with no victim wants the game on: the next round
                # must take a victim (never the same screen again and again).
                phones = t.mode.with_phones
                entered = t.play_private(
                    rnd,
                    decided=quiet_rounds > 0,
                    phones_taken_back=0.02 if phones else 0.0,
                    resumes=0.03 if phones else 0.0,
                )
                night_round = t.session.round
                quiet_rounds = quiet_rounds + 1 if not entered else 0
                assert quiet_rounds < 4, "the night went round and round with no input"
            else:
                t.play_private(rnd)
            before = len(t.game.inputs)
            t.send(tf.PrivateEnd("morning" if stage == "private_night" else "to_table"))
            after = t.stage()
            assert after in declared.leads_to, f"{stage} led to {after}"
            if stage == "private_night" and len(t.game.inputs) == before:
                assert t.session.round == night_round + 1, "a refused morning starts another round"
            continue
        if stage == "night_held":  # the night waits for the table: a tap enters no night choice
            for seat in state.public.seats:
                assert tf.update(state, tf.Tap(seat.name)) == (state.session, [])
        ways = offered + tf.legal_extras(state)
        assert ways, f"{stage}: no way on"
        if rnd.random() < 0.05:
            assert any(moves_on(t, m) for m in ways), f"{stage}: nothing leaves it"
            clock_alone(t)
        # A referee told the night must still kill goes back, step by step, to the mafia's call.
        back = tf.Press("back_step")
        if stage == "night_must_kill":
            going_back = True
        elif stage != "night_call" or back not in ways or state.composer().prompt().code == "night_team_shot":
            going_back = False
        message = back if going_back and back in ways else pick(rnd, ways)
        count = len(t.game.inputs)
        effects = t.send(message)
        after = t.stage()
        if after != stage and not isinstance(message, tf.Undo):  # undo goes back where it goes
            assert after in declared.leads_to, f"{stage} --{tf.kind_of(message)}--> {after}: not declared"
        if isinstance(message, tf.TimeUp | tf.Spoken) and len(t.game.inputs) == count:
            assert not inputs_of(effects)
    return t


EVERY = [f"{preset}+every" for preset in sorted(PRESETS)]


@pytest.mark.parametrize("mode", sorted(MODES))
@pytest.mark.parametrize("preset", [*sorted(PRESETS), *EVERY])
def test_every_stage_is_declared_and_has_a_way_on(preset: str, mode: str) -> None:
    """Random games walked by the flow's messages; ``+every``: with every registered role dealt."""
    reached: Counter[str] = Counter()
    phone_turns = 0
    for seed in range(4 if preset.endswith("+every") else 6):
        t = walk(preset, mode, seed)
        reached.update(stage for stage, _ in t.trail)
        phone_turns += t.phone_turns_ended
        public = public_view(t.game)
        assert public.phase == "over" or public.number >= 2, f"{preset}/{mode}/{seed}: stuck on the first day"
    assert set(reached) <= set(tf.STAGES)
    wanted = {"day"} | ({"private_night"} if MODES[mode].private else {"night_call", "morning"})
    assert wanted <= set(reached), sorted(reached)
    if MODES[mode].with_phones:  # some night turns were taken on phones
        assert phone_turns > 0


def test_every_declared_stage_is_reached_somewhere() -> None:
    """No stage is declared that no table reaches (every preset, every mode)."""
    reached: set[str] = set()
    for preset in [*sorted(PRESETS), *EVERY]:  # (a dead Kamikaze's last act: a role of the house rules)
        for mode in sorted(MODES):
            for seed in range(2):
                t = walk(preset, mode, seed, steps=400)
                reached.update(stage for stage, _ in t.trail)
                reached.add(t.stage())
    assert reached == set(tf.STAGES), sorted(set(tf.STAGES) - reached)


def test_a_message_the_stage_does_not_take_is_refused_in_words() -> None:
    t = table("club", "referee", 1)
    assert t.stage() == "night_meeting"
    with pytest.raises(tf.UnknownMessage, match="night_meeting takes no press:count_votes"):
        tf.update(t.state(), tf.Press("count_votes"))


def test_the_youth_night_in_the_middle_with_no_victim_wakes_the_mafia_again() -> None:
    """Issue 45's stuck record: the mafia's step runs out with no victim; the morning is refused,
    and the next round wakes the mafia (an input can be made), never the same screen again."""
    rules = PRESETS["youth"]
    players = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"]
    roles = {"Bob": "doctor", "Dan": "mafia", "Fay": "mafia", "Hal": "detective"}
    setup = make_setup(rules, 28550496, players, {p: roles.get(p, "civilian") for p in players})
    t = FlowTable(setup, TableMode("middle", "reveal", lang="ru"))
    t.send(tf.Press("end_day"))
    assert t.stage() in ("night_held", "private_night")
    if t.stage() == "night_held":
        t.send(tf.Press("night_ready"))
    machine = t.private_machine()
    assert machine is not None
    while not machine.done:
        machine.time_up()  # nobody picks anything
    t.send(tf.PrivateEnd("time_up"))
    assert t.stage() == "private_night" and t.session.round == 2
    again = t.private_machine()
    assert again is not None and not again.done
    assert again.screen().call == "mafia", "the mafia wake again"
    again.tap("Ann")
    assert again.press("confirm"), "and can choose"
