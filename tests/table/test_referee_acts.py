"""The referee's acts beside the game's course, through the table's flow: a technical foul, a
removal, a surrender and the Don's shooting order, each made in referee mode."""

from __future__ import annotations

from typing import Any

from mafia_desktop.engine.inputs import Nominate
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.table import table_flow as tf
from mafia_desktop.table.session import TableMode, timer_plan
from tests.table.flow_table import FlowTable

NAMES = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]
ROLES = {"Ann": "don", "Dan": "mafia", "Gus": "mafia", "Eve": "detective"}


def club_table(mode: str = "referee", **options: Any) -> FlowTable:
    setup = make_setup({"preset": "club", "options": options}, 7, NAMES, ROLES)
    return FlowTable(setup, TableMode(mode, "peek"))


def test_every_referee_act_can_be_made_in_referee_mode() -> None:
    t = club_table(technical_fouls=2)
    # The meeting night: the Don's shooting order is the referee's to enter.
    assert t.stage() == "night_meeting"
    assert "shooting_order" in tf.referee_acts(t.state())
    assert tf.Dialog("referee") in t.send(tf.Press("referee"))
    effects = t.send(tf.Referee("shooting_order", targets=("Eve", "Bob", "Jon")))
    assert any(isinstance(e, tf.Notice) and e.code == "shooting_order" for e in effects)
    assert t.game.shooting_order == ("Ann", ("Eve", "Bob", "Jon"))
    assert "shooting_order" not in tf.referee_acts(t.state())
    t.send(tf.Press("end_night"))
    assert t.stage() == "day"
    # By day: a technical foul, twice (the second removes), a removal with a reason, a surrender.
    assert tf.referee_acts(t.state()) == ("technical_foul", "remove", "surrender")
    t.send(tf.Referee("technical_foul", "Cid"))
    effects = t.send(tf.Referee("technical_foul", "Cid"))
    notice = next(e for e in effects if isinstance(e, tf.Notice))
    assert dict(notice.params)["count"] == 2 and dict(notice.params)["limit"] == 2
    assert ("Cid", "technical_fouls") in t.game.deaths
    refused = t.send(tf.Referee("remove", "Hal", "  "))
    assert [e.code for e in refused if isinstance(e, tf.Notice)] == ["remove_reason"]
    effects = t.send(tf.Referee("remove", "Hal", "insulted a player"))
    ask = next(e for e in effects if isinstance(e, tf.Ask))
    assert ask.question == "remove_sure" and not ask.default_yes
    assert ("Hal", "removed") in t.game.deaths
    effects = t.send(tf.Referee("surrender", "Fay"))
    assert next(e for e in effects if isinstance(e, tf.Ask)).question == "surrender_sure"
    assert ("Fay", "surrendered") in t.game.deaths
    # Each is undone as any input.
    t.send(tf.Undo())
    assert t.game.is_alive("Fay")
    # A player out of the game gets none.
    effects = t.send(tf.Referee("surrender", "Hal"))
    assert [e.code for e in effects if isinstance(e, tf.Notice)] == ["referee_not_alive"]


def test_the_shooting_order_is_never_offered_without_a_referee() -> None:
    for mode in ("pass", "middle"):
        t = club_table(mode)
        assert "shooting_order" not in tf.referee_acts(t.state())
        assert tf.referee_acts(t.state()) == ("remove", "surrender")
        effects = tf.update(t.state(), tf.Referee("shooting_order", targets=("Eve",)))[1]
        assert [e.code for e in effects if isinstance(e, tf.Notice)] == ["referee_not_now"]


def test_no_referee_acts_where_the_rules_keep_no_score() -> None:
    setup = make_setup("classic", 3, NAMES[:7], {"Ann": "mafia", "Bob": "mafia"})
    t = FlowTable(setup, TableMode("referee", "peek"))
    assert tf.referee_acts(t.state()) == ()
    assert [e for e in t.send(tf.Press("referee")) if isinstance(e, tf.Dialog)] == []


def test_a_shortened_speech_gets_half_the_clock() -> None:
    t = club_table(third_foul="half_speech")
    t.send(tf.Press("end_night"))
    for _ in range(3):
        t.send(tf.Hold("Hal"))  # the third: before Hal's speech today, it halves it
    plan = {slot.who: slot.seconds for slot in timer_plan(t.state().public) if slot.kind == "speech"}
    assert plan["Hal"] == 30 and plan["Ann"] == 60


def test_the_first_days_single_candidate_ends_the_day_without_a_vote() -> None:
    t = club_table(single_candidate_first_day="no_vote")
    t.send(tf.Press("end_night"))
    t.game.apply(Nominate("Eve", "Gus"))
    keys = [b.key for b in t.state().step().buttons]
    assert "end_day" in keys and "tally" not in keys


def test_a_third_foul_under_the_half_speech_rule_says_so() -> None:
    from mafia_desktop.narration.night_script import FOUL_THIRD_HALF, foul_line

    t = club_table(third_foul="half_speech")
    t.send(tf.Press("end_night"))
    t.send(tf.Hold("Hal"))
    t.send(tf.Hold("Hal"))
    effects = t.send(tf.Hold("Hal"))
    said = next(e for e in effects if isinstance(e, tf.Say))
    assert dict(said.params)["half"] is True
    line = foul_line("Hal", 3, "en", NAMES, today=True, half=True)
    assert line is not None and line.text == FOUL_THIRD_HALF.text.format(name="Hal") and line.key == "foul_3"


def test_undo_takes_the_shooting_order_back_in_the_referees_words() -> None:
    t = club_table()
    t.send(tf.Referee("shooting_order", targets=("Eve",)))
    state = t.state()
    _, effects = tf.update(state, tf.Undo())
    ask = next(e for e in effects if isinstance(e, tf.Ask))
    from mafia_desktop.ui.table.words import question_text

    assert "Eve" not in question_text(ask, state.public.rules)  # the question names no one
    t.send(tf.Undo())
    assert t.game.shooting_order is None and t.game.inputs == []
