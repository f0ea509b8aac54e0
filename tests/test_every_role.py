"""Every registered role, the app's own and a role pack's, dealt through every part of the app.

A role is one registry entry (``engine/roles.py``) over behaviours (``engine/kinds.py``): its acts'
kinds and its passive behaviours. This test deals each of them and asks every part that plays a
role whether it plays *its behaviour*: the declared table flow in every mode (random games by taps
and presses, the role's seat picked more often), the engine's random legal games in every preset,
the balance simulator, the narrator's night, the rules summary and print. What a behaviour does is
read off the registry (:func:`signs`): each act of the role made by its holder, each passive
behaviour's event about him, a side's win by his death. A part that ignores a behaviour never shows
its sign, and the test fails (``test_a_part_that_ignores_a_behaviour_fails_this_test`` shows it,
with the laptop in the middle made to wake only a call's first act).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from mafia_desktop import languages, phrases
from mafia_desktop.engine.balance import simulated_games
from mafia_desktop.engine.events import Acted, Win
from mafia_desktop.engine.game import Game
from mafia_desktop.engine.inputs import Input, NightInput, Nominate, Tally, Vote
from mafia_desktop.engine.kinds import TEAMS, TRAITS
from mafia_desktop.engine.role_pack import install, parse_pack, uninstall
from mafia_desktop.engine.roles import NIGHT_ACTS, ROLES, night_order_for
from mafia_desktop.engine.rules import PRESETS, Rules, recommended_counts, with_options
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.narration.night_script import night_lines
from mafia_desktop.rules_summary import rules_summary
from mafia_desktop.table import table_flow as tf
from mafia_desktop.table.session import TableMode
from tests.bounded import bounded
from tests.engine.random_play import random_input
from tests.table.flow_table import FlowTable

# A group's own roles, from the registered behaviours (docs/role-pack.md).
PACK = """{
 "format": "mafia-desktop-roles", "version": 1, "id": "every_role_test", "name": "Test roles",
 "roles": [
  {"id": "priest", "team": "town", "act": {"kind": "protect", "never_twice_running": true},
   "most": 1, "emblem": "cross",
   "words": {"en": {"name": "Priest", "duty": "Each night you bless one player: the mafia cannot kill them."},
             "ru": {"name": "Священник", "duty": "Каждую ночь вы благословляете одного игрока."}}},
  {"id": "hermit", "team": "alone", "act": {"kind": "attack", "once_a_game": true},
   "most": 1, "emblem": "lantern",
   "words": {"en": {"name": "Hermit", "duty": "You play alone. Once a game you may kill one player."}}}
 ]
}"""
CUSTOM = ("priest", "hermit")
NAMES = [f"P{i:02d}" for i in range(1, 21)]
MODES = {
    "referee": TableMode("referee", "reveal"),
    "pass": TableMode("pass", "reveal"),
    "middle": TableMode("middle", "reveal"),
}
PRESET_IDS = sorted(PRESETS)


@pytest.fixture(scope="module", autouse=True)
def custom_roles() -> Iterator[None]:
    install(parse_pack(PACK.encode(), emblems=None), source="test")
    try:
        yield
    finally:
        uninstall(CUSTOM)


def every_role() -> list[str]:
    """The roles the test deals (every registered role, the pack's too), mafia and civilians aside."""
    return [r for r in ROLES if r not in ("civilian", "mafia")]


# --- what a role's behaviour shows ----------------------------------------------------------------


Sign = Callable[[Game, str], bool]


def signs(role: str) -> dict[str, Sign]:
    """What a game shows when each of the role's behaviours was played, by name: an act made by its
    holder, a passive behaviour's event about him, his side's win by his death."""
    out: dict[str, Sign] = {}
    for act in ROLES[role].night_acts:
        out[f"act {act}"] = lambda g, who, a=act: any(  # type: ignore[misc]
            isinstance(e, Acted) and e.act == a and e.by == who for e in g.events
        )
    for trait in ROLES[role].traits:
        event = TRAITS[trait].event
        out[f"behaviour {trait}"] = lambda g, who, t=event: any(  # type: ignore[misc]
            e.type == t and who in (getattr(e, "player", None), getattr(e, "by", None)) for e in g.events
        )
    side = TEAMS[ROLES[role].team]
    if side.wins_by:
        out[f"win of {side.id}"] = lambda g, who, t=side.id: Win(t) in g.events  # type: ignore[misc]
    return out


def missing(role: str, games: list[tuple[Game, str]]) -> list[str]:
    """The behaviours of ``role`` no game shows."""
    return [name for name, shown in signs(role).items() if not any(shown(g, who) for g, who in games)]


# --- the deal -------------------------------------------------------------------------------------


def house(preset: str, role: str) -> Rules:
    """The preset with ``role`` added by house rule (and the role its check looks for)."""
    base = PRESETS[preset]
    wanted = [role, *(NIGHT_ACTS[a].finds for a in ROLES[role].night_acts if NIGHT_ACTS[a].finds in ROLES)]
    roles = list(dict.fromkeys([*base.roles, *wanted]))
    return with_options(base, {"roles": roles, "night_order": night_order_for(base.night_order, roles)})


def deal(preset: str, role: str, seed: int) -> tuple[Rules, list[str], dict[str, str], str]:
    """A table of the preset with ``role`` dealt once: (rules, names, who holds what, his name)."""
    rules = house(preset, role)
    names = NAMES[: max(rules.min_players, min(rules.max_players, 10))]
    counts = recommended_counts(rules, len(names))
    if not counts.get(role):
        counts[role] = 1
        counts["civilian"] -= 1
    seats = [r for r, n in counts.items() for _ in range(n)]
    random.Random(seed).shuffle(seats)
    roles = dict(zip(names, seats, strict=True))
    return rules, names, roles, next(p for p, r in roles.items() if r == role)


# --- the table flow, in every mode ----------------------------------------------------------------


def play_flow(table: FlowTable, rnd: random.Random, favourite: str, steps: int = 500) -> None:
    """A game played by the table's messages, as people would send them: taps (the followed role's
    seat more often than the others), presses, the private panel's turns; no undo (another test
    walks undo), so the game goes on."""
    quiet = False  # the last private night entered nothing: the next one takes a victim
    for _ in range(steps):
        state = table.state()
        stage = tf.stage_of(state)
        declared = tf.STAGES[stage]
        if declared.final:
            return
        if declared.surface == "private":
            entered = table.play_private(rnd, decided=quiet, favourite=favourite)
            quiet = stage == "private_night" and not entered
            table.send(tf.PrivateEnd("morning" if stage == "private_night" else "to_table"))
            continue
        if stage in ("hands", "tally") and rnd.random() < 0.5:
            # A table of one mind: every hand up, then counted (so votes also carry).
            composer = state.composer()
            for name in sorted(composer.selectable() - composer.raised_hands()):
                table.send(tf.Tap(name))
            count = [
                m for m in tf.messages_now(table.state()) if isinstance(m, tf.Press) and "count" in m.key
            ]
            if count:
                table.send(count[0])
            continue
        ways = [m for m in tf.messages_now(state) + tf.legal_extras(state) if not isinstance(m, tf.Undo)]
        ways = [
            m for m in ways if not (isinstance(m, tf.Press) and m.key in ("cancel", "extra_points"))
        ] or ways
        liked = [m for m in ways if isinstance(m, tf.Tap) and m.name == favourite]
        presses = [m for m in ways if isinstance(m, tf.Press)]
        if liked and rnd.random() < 0.35:
            message = liked[0]
        elif presses and rnd.random() < 0.4:
            message = rnd.choice(presses)
        else:
            message = rnd.choice(ways)
        table.send(message)


def flow_games(role: str, mode: str, tries: int = 8) -> list[tuple[Game, str]]:
    """Games of the table flow in ``mode`` with ``role`` dealt, until every behaviour of the role
    showed (at most ``tries``), each in another preset."""
    games: list[tuple[Game, str]] = []
    start = (every_role().index(role) + list(MODES).index(mode)) % len(PRESET_IDS)
    for seed in range(tries):
        preset = PRESET_IDS[(start + seed) % len(PRESET_IDS)]
        rules, names, roles, holder = deal(preset, role, seed)
        table = FlowTable(make_setup(rules, seed, names, roles), MODES[mode])
        play_flow(table, random.Random(seed), holder)
        games.append((table.game, holder))
        if not missing(role, games):
            break
    return games


@pytest.mark.parametrize("mode", sorted(MODES))
@pytest.mark.parametrize("role", every_role() + list(CUSTOM))
def test_every_role_plays_its_behaviour_through_the_table_in_every_mode(role: str, mode: str) -> None:
    if role not in ROLES:
        pytest.skip("a pack role: registered by the module's fixture")  # (never: the fixture runs first)
    assert not missing(role, flow_games(role, mode)), (
        f"{role} in {mode}: {missing(role, flow_games(role, mode))}"
    )


def test_a_part_that_ignores_a_behaviour_fails_this_test(monkeypatch: pytest.MonkeyPatch) -> None:
    """The laptop in the middle made to wake a call's first act only (what the table did before
    calls had several acts): the Marshal never fires there, and the check above says so."""
    from mafia_desktop.table import desks

    first_only = desks.acts_of_call
    monkeypatch.setattr(desks, "acts_of_call", lambda call: first_only(call)[:1])
    assert missing("marshal", flow_games("marshal", "middle", tries=3)) == ["act fire"]


# --- the engine in every preset, and the simulator --------------------------------------------------


def engine_games(role: str, preset: str, games: int = 40) -> list[tuple[Game, str]]:
    """Random legal games of the engine (its own list of legal inputs), the role's seat named more
    often than others where an input names a player."""
    out: list[tuple[Game, str]] = []
    for seed in range(games):
        rules, names, roles, holder = deal(preset, role, seed)
        game = Game(make_setup(rules, seed, names, roles))
        rnd = random.Random(seed)
        for _ in bounded(600, "a random game to end"):
            if game.winner is not None:
                break
            inp = random_input(game, rnd)
            if rnd.random() < 0.35:
                inp = aimed(game, inp, holder)
            game.apply(inp)
        out.append((game, holder))
        if not missing(role, out):
            break
    return out


def aimed(game: Game, inp: Input, holder: str) -> Input:
    """The input made about the followed player where the game allows it: a night act or a
    nomination on him, every hand raised against him, the tally's hands on him."""
    changed: Input = inp
    if isinstance(inp, NightInput) and len(inp.targets) == 1 and inp.by != holder:
        changed = NightInput(inp.act, inp.by, holder)
    elif isinstance(inp, Nominate) and inp.by != holder:
        changed = Nominate(inp.by, holder)
    elif isinstance(inp, Vote) and game.day is not None and game.day.motion is not None:
        target = game.day.motion.target
        if holder == target or (isinstance(target, tuple) and holder in target):
            changed = Vote(game.day.motion.voters)
    elif isinstance(inp, Tally):
        legal = next((a for a in game.legal_inputs() if a.act == "tally"), None)
        if legal is not None and holder in legal.candidates:
            changed = Tally(((holder, legal.voters),))
    return changed if game.is_legal(changed) else inp


@pytest.mark.parametrize("preset", PRESET_IDS)
@pytest.mark.parametrize("role", every_role() + list(CUSTOM))
def test_every_role_plays_its_behaviour_in_every_preset(role: str, preset: str) -> None:
    assert not missing(role, engine_games(role, preset)), (role, preset)


@pytest.mark.parametrize("role", every_role() + list(CUSTOM))
def test_the_balance_simulator_plays_every_role_s_behaviour(role: str) -> None:
    preset = PRESET_IDS[every_role().index(role) % len(PRESET_IDS)]
    rules, _names, roles, _holder = deal(preset, role, 0)
    counts: dict[str, int] = {}
    for r in roles.values():
        counts[r] = counts.get(r, 0) + 1
    played = [
        (g, next(p for p in g.players if g.role_of(p) == role))
        for g in simulated_games(rules, counts, 200, seed=1)
    ]
    assert not missing(role, played), (role, missing(role, played))


# --- words: the narrator, the rules summary, titles -----------------------------------------------


@pytest.mark.parametrize("role", every_role() + list(CUSTOM))
@pytest.mark.parametrize("lang", languages.codes())
def test_the_narrator_wakes_every_call_of_every_role(role: str, lang: str) -> None:
    for preset in PRESET_IDS:
        rules = house(preset, role)
        lines = night_lines(rules, False, {*rules.roles}, lang)
        woken = {line.call for line in lines if line.key == "wake"}
        assert set(ROLES[role].calls) <= woken, (role, preset, woken)
        assert all(line.text and "{" not in line.text for line in lines), lines


@pytest.mark.parametrize("role", every_role() + list(CUSTOM))
@pytest.mark.parametrize("lang", languages.codes())
def test_the_rules_summary_says_what_every_role_does(role: str, lang: str) -> None:
    with phrases.speaking(lang):
        for preset in PRESET_IDS:
            rules = house(preset, role)
            summary = rules_summary(rules)
            assert phrases.role_name(rules, role) in summary or phrases.role_name(rules, role, 2) in summary
            for trait in ROLES[role].traits:
                said = phrases.fill(phrases.trait_word(trait, "step"), title=phrases.role_name(rules, role))
                assert said in summary, (role, preset)
            assert "{" not in summary


@pytest.mark.parametrize("lang", languages.codes())
def test_role_titles_are_unique_in_every_language(lang: str) -> None:
    with phrases.speaking(lang):
        for preset in PRESET_IDS:
            rules = PRESETS[preset]
            titles = [phrases.role_name(rules, r) for r in ROLES]
            assert len(set(titles)) == len(titles), (preset, sorted(titles))


# --- print ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", languages.codes())
def test_print_names_every_role_and_its_acts(qapp: object, tmp_path: Path, lang: str) -> None:
    """The role cards of a deal with every role, and the protocol and log of games that played each
    behaviour, name the roles and their acts (nothing left as a code)."""
    from mafia_desktop.engine.record import Record
    from mafia_desktop.printing.documents import role_cards
    from mafia_desktop.printing.sheets import game_log, game_protocol
    from tests.printing.test_content import on_page, page_text, pdf

    base = PRESETS["classic"]
    roles = list(ROLES)
    rules = with_options(
        base, {"roles": roles, "night_order": night_order_for(base.night_order, roles), "max_players": 40}
    )
    counts = {r: 1 for r in roles if r not in ("civilian", "mafia")} | {"mafia": 3, "civilian": 4}
    cards = page_text(pdf(role_cards(rules, counts, "a4", lang), tmp_path / "cards.pdf"), lang)
    with phrases.speaking(lang):
        for role in counts:
            assert on_page(phrases.role_name(rules, role), cards), role
    for role in ("marshal", "journalist", "kamikaze", "hooligan"):
        game, _holder = engine_games(role, "classic")[-1]
        record = Record(game.setup, tuple(game.inputs))
        protocol = pdf(game_protocol(record, "a4", lang), tmp_path / f"{role}-p.pdf")
        log = pdf(game_log(record, "a4", lang), tmp_path / f"{role}-l.pdf")
        text = page_text(protocol, lang) + " " + page_text(log, lang)
        assert "{" not in text and "_" not in text.replace("____", ""), role
