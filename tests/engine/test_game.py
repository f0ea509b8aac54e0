"""The game between inputs: what is legal now, what each viewer sees, and refusals in words."""

from __future__ import annotations

import copy

import pytest

from mafia_desktop.engine.errors import IllegalInput
from mafia_desktop.engine.game import Game
from mafia_desktop.engine.inputs import EndDay, EndNight, Nominate, Second, Tally, Vote
from mafia_desktop.engine.rules import PRESETS, with_options
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.engine.views import PUBLIC, REFEREE, player, view_for
from tests.acts import Check, DonCheck, Protect, Shoot

TEN = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon")
CLUB = {"Ann": "don", "Dan": "mafia", "Gus": "mafia", "Eve": "detective"}
YOUTH = {"Ann": "mafia", "Bob": "mafia", "Cid": "detective", "Dan": "doctor"}
CLASSIC = {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"}


def game(preset: str, roles: dict[str, str], players: tuple[str, ...] = TEN, **options: object) -> Game:
    rules = with_options(PRESETS[preset], options) if options else PRESETS[preset]
    return Game(make_setup(rules, 5, players, roles))


def club_night_two() -> Game:
    """A club game after the zero night and a first day without nominations."""
    g = game("club", CLUB)
    g.apply(EndNight())
    g.apply(EndDay())
    return g


def legal(g: Game) -> dict[str, object]:
    return {a.act: a for a in g.legal_inputs()}


def test_club_night_inputs_come_in_the_night_order() -> None:
    g = game("club", CLUB)
    assert [a.act for a in g.legal_inputs()] == ["end_night"]
    g.apply(EndNight())
    g.apply(EndDay())
    acts = g.legal_inputs()
    assert [a.act for a in acts] == ["shoot", "don_check", "check", "end_night"]
    assert acts[0].by == ("Ann", "Dan", "Gus")
    assert "Ann" not in acts[0].targets_for("Ann")
    g.apply(Shoot("Dan", "Eve"))
    assert g.legal_inputs()[0].by == ("Ann", "Gus"), "each mafioso shoots once"


def test_team_choice_may_be_changed_until_morning() -> None:
    g = game("youth", YOUTH)
    g.apply(EndDay())
    g.apply(Shoot("Ann", "Eve"))
    assert legal(g)["shoot"].by == ("Ann", "Bob")  # type: ignore[attr-defined]
    g.apply(Shoot("Ann", "Fay"))
    events = g.apply(EndNight())
    assert events[0].to_json() == {"type": "death", "player": "Fay", "cause": "night"}


def test_night_inputs_are_taken_in_any_order_for_pass_and_play() -> None:
    g = game("youth", YOUTH)
    g.apply(EndDay())
    g.apply(Protect("Dan", "Eve"))
    g.apply(Check("Cid", "Bob"))
    g.apply(Shoot("Bob", "Eve"))
    assert g.apply(EndNight())[0].to_json() == {"type": "saved", "player": "Eve"}


def test_protecting_the_same_player_twice_can_be_forbidden() -> None:
    g = game("youth", YOUTH, protect_same_twice=False, protect_self=False)
    g.apply(EndDay())
    assert "Dan" not in legal(g)["protect"].targets_for("Dan")  # type: ignore[attr-defined]
    g.apply(Protect("Dan", "Eve"))
    g.apply(Shoot("Ann", "Fay"))
    g.apply(EndNight())
    g.apply(Tally((("Jon", ("Ann",)),)))
    g.apply(Vote(()))
    assert "Eve" not in legal(g)["protect"].targets_for("Dan")  # type: ignore[attr-defined]
    with pytest.raises(IllegalInput, match="two nights running"):
        g.apply(Protect("Dan", "Eve"))
    with pytest.raises(IllegalInput, match="cannot protect themselves"):
        g.apply(Protect("Dan", "Dan"))


def test_classic_trial_voters_leave_out_the_suspect() -> None:
    g = game("classic", CLASSIC, players=TEN[:9])
    g.apply(EndNight())
    g.apply(Nominate("Dan", "Eve"))
    acts = legal(g)
    assert set(acts) == {"vote", "end_day"}
    assert "Eve" not in acts["vote"].voters  # type: ignore[attr-defined]
    with pytest.raises(IllegalInput) as info:
        g.apply(Vote(("Ann", "Eve")))
    assert str(info.value).startswith("Eve is the suspect and cannot vote on their own charge.")
    assert "Ann, Bob, Cid, Dan, Fay, Gus, Hal and Ivy" in str(info.value)


def test_a_dead_hand_is_refused_naming_the_voters_without_the_suspect() -> None:
    """Issue 46: "who may vote" listed the suspect among the voters of their own trial."""
    g = game("classic", CLASSIC, players=TEN[:9])
    g.apply(EndNight())
    g.apply(Nominate("Dan", "Eve"))
    g.apply(Vote(("Ann", "Bob", "Cid", "Dan", "Fay")))
    g.apply(Vote(("Ann", "Bob", "Cid", "Dan", "Fay")))  # Eve is executed
    g.apply(Shoot("Ann", "Fay"))
    g.apply(Shoot("Bob", "Fay"))
    g.apply(EndNight())  # Fay is shot
    g.apply(Nominate("Dan", "Gus"))
    with pytest.raises(IllegalInput) as info:
        g.apply(Vote(("Ann", "Eve")))
    assert info.value.code == "dead_voter"
    assert str(info.value).endswith("The living who may vote: Ann, Bob, Cid, Dan, Hal and Ivy.")
    assert "Gus" not in info.value.params["allowed"]  # type: ignore[operator]


def test_angel_second_is_offered_to_everyone_but_the_two_parties() -> None:
    g = game("angel", {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"}, players=TEN[:7])
    g.apply(EndNight())
    g.apply(Nominate("Eve", "Ann"))
    assert legal(g)["second"].by == ("Bob", "Cid", "Dan", "Fay", "Gus")  # type: ignore[attr-defined]
    assert view_for(g, PUBLIC).step.code == "second"
    g.apply(Second("Fay"))
    step = view_for(g, PUBLIC).step
    assert step.code == "vote" and step.get("needed") == 4 and step.get("motion") == "convict"


def test_club_tally_offers_the_nominees_then_the_tied() -> None:
    g = game("club", CLUB)
    g.apply(EndNight())
    assert set(legal(g)) == {"nominate", "end_day"}
    g.apply(Nominate("Ivy", "Gus"))
    g.apply(Nominate("Jon", "Bob"))
    acts = legal(g)
    assert acts["tally"].candidates == ("Gus", "Bob")  # type: ignore[attr-defined]
    assert "Ivy" not in acts["nominate"].by  # type: ignore[attr-defined]
    assert "end_day" not in acts
    g.apply(Tally((("Gus", ("Ann", "Bob")), ("Bob", ("Cid", "Dan")))))
    assert [a.act for a in g.legal_inputs()] == ["tally"]
    assert view_for(g, PUBLIC).step.code == "retally"
    g.apply(Tally((("Gus", ("Ann", "Bob")), ("Bob", ("Cid", "Dan")))))
    step = view_for(g, PUBLIC).step
    assert step.code == "vote" and step.get("motion") == "all_leave" and step.get("target") == ("Gus", "Bob")


def test_a_refused_input_changes_nothing() -> None:
    g = game("club", CLUB)
    g.apply(EndNight())
    g.apply(Nominate("Ivy", "Gus"))
    before = copy.deepcopy(g.__dict__)
    for bad in (
        Nominate("Ivy", "Bob"),
        Tally((("Gus", ("Ann", "Ann")),)),
        Tally((("Gus", ("Ann",)), ("Bob", ("Cid",)))),
        Vote(("Ann",)),
        Shoot("Ann", "Bob"),
        EndDay(),
        Second("Bob"),
    ):
        with pytest.raises(IllegalInput):
            g.apply(bad)
    assert g.__dict__.keys() == before.keys()
    assert g.events == before["events"] and g.inputs == before["inputs"] and g.day == before["day"]


def test_refusals_name_what_is_allowed() -> None:
    g = game("club", CLUB)
    with pytest.raises(IllegalInput) as info:
        g.apply(Nominate("Ann", "Bob"))
    assert str(info.value) == "It is night 1: nominate is a day input. Now the table may: end_night."
    assert info.value.code == "not_day" and info.value.params["act"] == "nominate"
    g.apply(EndNight())
    with pytest.raises(IllegalInput, match="no player called “Zed” at this table"):
        g.apply(Nominate("Zed", "Bob"))
    with pytest.raises(IllegalInput, match="Bob cannot nominate themselves"):
        g.apply(Nominate("Bob", "bob"))


def test_nothing_is_taken_after_the_win() -> None:
    g = game("classic", {"Ann": "mafia"}, players=TEN[:5])
    g.apply(EndNight())
    g.apply(Nominate("Bob", "Ann"))
    g.apply(Vote(("Bob", "Cid", "Dan")))
    g.apply(Vote(("Bob", "Cid", "Dan")))
    assert g.winner == "town" and g.phase == "over"
    assert g.legal_inputs() == ()
    with pytest.raises(IllegalInput, match="The game is over: the town won"):
        g.apply(EndNight())


def test_time_limit_pick_is_seeded() -> None:
    def pick(seed: int) -> str:
        g = Game(make_setup("classic", seed, TEN[:9], CLASSIC))
        g.apply(EndNight())
        death = g.apply(EndDay())[0].to_json()
        assert death["cause"] == "time_limit"
        return str(death["player"])

    assert [pick(s) for s in range(12)] == [pick(s) for s in range(12)]
    assert len({pick(s) for s in range(12)}) > 3


# --- views ------------------------------------------------------------------------------------


def test_public_view_shows_no_living_role_and_no_night_acts() -> None:
    g = club_night_two()
    g.apply(Shoot("Ann", "Eve"))
    g.apply(DonCheck("Ann", "Eve"))
    g.apply(Check("Eve", "Dan"))
    view = view_for(g, PUBLIC)
    assert all(s.role is None for s in view.seats)
    assert [a.act for a in view.legal] == ["end_night"]
    assert [e.type for e in view.log] == ["phase", "phase", "speech_order", "phase"]


def test_mafia_see_each_other_and_their_own_shot_only() -> None:
    g = club_night_two()
    g.apply(Shoot("Ann", "Eve"))
    g.apply(Shoot("Dan", "Fay"))
    dan = view_for(g, player("Dan"))
    assert {s.name: s.role for s in dan.seats if s.role} == {"Ann": "don", "Dan": "mafia", "Gus": "mafia"}
    assert [e.to_json() for e in dan.log if e.type == "shot"] == [
        {"type": "shot", "by": "Dan", "target": "Fay"}
    ]
    assert [(a.act, a.by) for a in dan.legal] == [("end_night", ())]
    gus = view_for(g, player("Gus"))
    assert [(a.act, a.by) for a in gus.legal] == [("shoot", ("Gus",)), ("end_night", ())]
    assert dan.own_role == "mafia" and dan.own_title == "Mafia"


def test_check_answers_go_to_the_checker_only() -> None:
    g = club_night_two()
    g.apply(Check("Eve", "Dan"))
    g.apply(DonCheck("Ann", "Eve"))
    eve = view_for(g, player("Eve"))
    assert eve.seat("Dan").finding == "mafia" and eve.seat("Dan").role is None
    assert eve.own_title == "Sheriff"
    ann = view_for(g, player("Ann"))
    assert ann.seat("Eve").finding == "detective" and ann.seat("Dan").finding is None
    assert view_for(g, player("Bob")).seat("Dan").finding is None


def test_a_save_names_the_saved_only_to_the_one_who_protected() -> None:
    g = game("youth", YOUTH)
    g.apply(EndDay())
    g.apply(Shoot("Ann", "Eve"))
    g.apply(Protect("Dan", "Eve"))
    g.apply(EndNight())
    saved = [e for e in view_for(g, PUBLIC).log if e.type == "saved"]
    assert [e.to_json() for e in saved] == [{"type": "saved", "player": None}]
    assert [e.to_json()["player"] for e in view_for(g, player("Dan")).log if e.type == "saved"] == ["Eve"]
    assert [e.to_json()["player"] for e in view_for(g, REFEREE).log if e.type == "saved"] == ["Eve"]


def test_a_jailed_card_is_shown_to_everyone_but_a_night_victim_s_is_not_in_youth() -> None:
    g = game("youth", YOUTH)
    g.apply(EndDay())
    g.apply(Shoot("Ann", "Cid"))
    g.apply(EndNight())
    g.apply(Tally((("Bob", ("Dan", "Eve", "Fay", "Gus", "Hal")),)))
    g.apply(Vote(("Dan", "Eve", "Fay", "Gus", "Hal")))
    view = view_for(g, PUBLIC)
    assert view.seat("Cid").role is None and not view.seat("Cid").alive
    assert view.seat("Bob").role == "mafia" and view.seat("Bob").cause == "vote"


def test_every_card_is_turned_up_at_the_end() -> None:
    g = game("classic", {"Ann": "mafia"}, players=TEN[:5])
    g.apply(EndNight())
    g.apply(Nominate("Bob", "Ann"))
    g.apply(Vote(("Bob", "Cid", "Dan")))
    g.apply(Vote(("Bob", "Cid", "Dan")))
    view = view_for(g, PUBLIC)
    assert view.phase == "over" and view.winner == "town"
    assert all(s.role is not None for s in view.seats)


def test_club_view_carries_the_speech_order() -> None:
    g = game("club", CLUB)
    g.apply(EndNight())
    assert view_for(g, PUBLIC).speech_order == TEN


def test_a_doctor_with_nobody_to_protect_is_not_offered_a_choice() -> None:
    g = game(
        "youth",
        {"Ann": "mafia", "Dan": "doctor"},
        players=TEN[:4],
        protect_self=False,
        protect_same_twice=False,
    )
    g.apply(EndDay())
    g.apply(Shoot("Ann", "Bob"))
    g.apply(Protect("Dan", "Ann"))
    g.apply(EndNight())
    g.apply(Tally((("Cid", ("Ann", "Dan")),)))
    g.apply(Vote(("Ann", "Dan")))  # Cid is jailed: Ann and Dan are left, one against one
    assert g.winner is None and g.alive == ["Ann", "Dan"]
    assert "protect" not in legal(g)
    with pytest.raises(IllegalInput, match="two nights running"):
        g.apply(Protect("Dan", "Ann"))
