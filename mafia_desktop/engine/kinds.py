"""Act kinds and teams as behaviour, each one object registered once.

An **act kind** says what a night act of that kind does: whether its actors share one choice (the
mafia's shot), what it attacks at the end of the night, whether its target is saved from attacks
or guarded, whether its target loses the next day's vote, whether its actor learns an answer, and
which targets it may name. A **team** says when it has won (python-chess variants'
``is_variant_win`` is the model). The roles of :mod:`.roles` name a kind for each act and a team.

Each kind and team also names its words: English sources of the catalogue, looked up by key with
:func:`words_of`, which raises for a word nobody wrote (a test walks every kind and team in both
languages). The engine itself never translates.

>>> KINDS["protect"].saves, KINDS["kill"].shared, KINDS["guard"].guards
(True, True, True)
>>> TEAMS["town"].hostile, TEAMS["mafia"].hostile
(False, True)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, NamedTuple

if TYPE_CHECKING:
    from .events import Event
    from .game import Game
    from .roles import NightAct


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    """Marks an English source for the catalogue (the engine itself never translates)."""
    return text


# The contexts of the catalogue each word key is translated in.
WORD_CONTEXTS: Final[Mapping[str, str]] = {
    "prompt": "Texts",
    "question": "Texts",
    "question_team": "Texts",
    "log": "Texts",
    "step": "RulesSummary",
    "step_or": "RulesSummary",
    "wins": "Texts",
    "won": "Print",
    "favoured": "Balance",
    "end": "RulesSummary",
    "alone": "RulesSummary",
    "morning": "Texts",
    "name": "RefusalWords",
    "found": "Texts",
    "not_found": "Texts",
    "no_answer": "Texts",
    "answer_found": "Texts",
    "answer_not_found": "Texts",
    "wake": "Narration",
    "sleep": "Narration",
}


class ActKind:
    """What a night act of this kind does, as hooks (python-chess variants override methods; they
    do not set flags that other parts read in their own way). The base is an act on one player
    that does nothing at the end of the night; each kind below overrides what it changes.

    The hooks, in the order a night asks them:

    - :meth:`may_act`: whether a player may still make an act of this kind tonight (one act per
      call of the night: the Marshal checks *or* fires; a limit per game: he fires once);
    - :meth:`targets`: whom he may name (:attr:`picks` of them: the Journalist names two);
    - :meth:`answer`: what the actor learns at once (a check's finding), if anything;
    - :meth:`seen_by`: who else learns of the act (the whole mafia see a team shot);
    - :meth:`resolve`: its part of the morning, at its :attr:`stage` (blocks first, then saves
      and guards, then the mafia's shot, then every lone attack);
    - :meth:`simulate`: whom the balance simulator's informed player names;
    - :attr:`random_play`: what it is in the exact model of random play (``inert``: changes
      nothing there, ``protect``: saves a random player; ``""``: the model cannot hold it).

    Some attributes describe the kind for the parts that show it (they are what the kind *is*,
    not instructions): ``shared`` (the actors make one choice together: the mafia's shot, whose
    part of the night always ends in exactly one of ``death``, ``saved``, ``no_kill``,
    ``unharmed`` or ``turned``), ``answers`` (what a finding names: ``team`` or ``role``),
    ``saves``, ``guards``, ``silences``, ``attacks``, ``blocks`` (what its morning does, for the
    narrator's and the protocol's words). ``narration`` is the field of each preset's night script
    that wakes a call of this kind; ``words`` its English sources by key (``prompt``: the referee
    console's; ``question``: the private panel's; ``log``: the referee's log line; ``step``: the
    rules summary's).
    """

    shared: bool = False
    attacks: bool = False
    saves: bool = False
    guards: bool = False
    silences: bool = False
    blocks: bool = False
    answers: str = ""  # "" | "team" | "role" | "side": what a finding names
    picks: int = 1  # how many players one act names
    stage: int = 100  # its place in the morning (lower first)
    random_play: str = "inert"
    repeat: str = "always"
    early: bool = False  # woken before every other call (a block comes before what it cancels)
    icon: str = "check"  # the code of its picture in the log (:data:`mafia_desktop.art.ICONS`)  # always | never | rule (the ``protect_same_twice`` option)

    def __init__(self, id: str, words: Mapping[str, str], narration: str) -> None:
        self.id = id
        self.words = dict(words)
        self.narration = narration

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.id!r})"

    # --- what it allows now ---------------------------------------------------------------

    def may_repeat(self, act: NightAct, protect_same_twice: bool) -> bool:
        """Whether an actor may name last night's target again."""
        repeat = act.repeat or self.repeat
        return repeat == "always" or (repeat == "rule" and protect_same_twice)

    def may_act(self, game: Game, act: NightAct, by: str) -> bool:
        """Whether ``by`` (alive, with the act) may still make ``act`` tonight: once per call of
        the night (a role with two acts in one call makes one or the other), and no more often
        in a game than the act's ``per_game``."""
        night = game.night
        assert night is not None
        call = game.call_of(by, act.id)
        if any(b == by and game.call_of(b, a) == call for a, b, _ in night.acts):
            return False
        return not act.per_game or game.used.get((act.id, by), 0) < act.per_game

    def targets(self, game: Game, act: NightAct, by: str) -> tuple[str, ...]:
        """Whom ``by`` may name with ``act`` tonight (each of :attr:`picks` players from these)."""
        self_ok = act.self_target == "rule" and game.rules.protect_self
        out = [p for p in game.alive if p != by or self_ok]
        if not self.may_repeat(act, game.rules.protect_same_twice):
            last = game.last_targets.get((act.id, by))
            out = [p for p in out if p != last]
        return tuple(out) if len(out) >= self.picks else ()

    # --- at once --------------------------------------------------------------------------

    def answer(self, game: Game, act: NightAct, by: str, targets: Sequence[str]) -> str | None:
        """What the actor learns at once (None: nothing)."""
        return None

    def seen_by(self, game: Game, by: str, viewer: str | None) -> bool:
        """Whether ``viewer`` (a player's name, or None for the table) learns of an act made by
        ``by``: its actor does."""
        return viewer is not None and by == viewer

    def result_key(self, act: NightAct, result: str | None) -> str:
        """The key of its words that say an answer (``found``, ``not_found``; ``no_answer`` when
        the actor learnt nothing: he was blocked); the log's ``{result}``, the private panel's
        ``answer_<key>`` sentence."""
        if result is None:
            return "no_answer"
        return "found" if result == act.finds else "not_found"

    def sign(self, act: NightAct, result: str | None) -> str:
        """The answer as the protocol's one-character column writes it."""
        return {"found": "+", "not_found": "−"}.get(self.result_key(act, result), "·")

    def results(self, act: NightAct) -> tuple[str, ...]:
        """Every answer an act of this kind may give (the room the panel keeps is the longest's):
        a check's, found or not; else those its words name (``result_<code>``)."""
        if self.answers in ("team", "role"):
            return (act.finds, "not_" + act.finds)
        return tuple(k.removeprefix("result_") for k in self.words if k.startswith("result_"))

    # --- the morning ----------------------------------------------------------------------

    def resolve(self, morning: Morning, made: Sequence[Made]) -> None:
        """Its part of the morning: ``made`` are tonight's acts of this kind that count (a
        blocked actor's acts do not)."""

    # --- the balance simulator ------------------------------------------------------------

    def simulate(self, game: Game, act: NightAct, by: str, plan: SimPlan) -> tuple[str, ...] | None:
        """Whom an informed player names tonight (None: makes no act). The base names random
        players the act allows."""
        allowed = list(self.targets(game, act, by))
        if len(allowed) < self.picks:
            return None
        return tuple(plan.rng.sample(allowed, self.picks))


class Made(NamedTuple):
    """One act made tonight: its record name, its actor and the players it names."""

    act: str
    by: str
    targets: tuple[str, ...]

    @property
    def target(self) -> str:
        return self.targets[0]


class Morning:
    """The night's resolution, built by the kinds' :meth:`ActKind.resolve` hooks in their stages
    and then struck: each attack, in order, on a saved target is ``saved``; a target's passive
    behaviour may shrug it off (``unharmed``); a living guard dies in the target's place
    (``guarded``); a behaviour may take the death instead (``turned``); otherwise the target dies.
    """

    def __init__(self, game: Game, made: Sequence[Made]) -> None:
        self.game = game
        self.made = list(made)
        self.blocked: set[str] = set()
        self.saved: set[str] = set()
        self.guards: list[tuple[str, str]] = []
        self.silenced: set[str] = set()
        self.attacks: list[tuple[str, str | None]] = []  # (act, target); None: the shot chose nobody
        self._by_kind: dict[str, list[Made]] | None = None

    def counting(self, kind: ActKind) -> list[Made]:
        """Tonight's acts of ``kind`` that count (not made by a blocked actor), in order."""
        if self._by_kind is None:
            from .roles import NIGHT_ACTS

            self._by_kind = {}
            for m in self.made:
                self._by_kind.setdefault(NIGHT_ACTS[m.act].kind, []).append(m)
        return [m for m in self._by_kind.get(kind.id, ()) if m.by not in self.blocked]


class SimPlan:
    """What the balance simulator's informed players know, for the kinds' :meth:`ActKind.simulate`:
    the random source, the players found to be mafia and shown to the table, and the detectives
    who have revealed themselves."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.found: dict[str, str] = {}  # a mafioso some checker found -> that checker
        self.revealed: set[str] = set()  # checkers known to the table
        self.marked: set[str] = set()  # players the mafia's own check found to be the checker
        self.checked: dict[str, set[str]] = {}  # by -> whom they checked
        self.tonight: dict[str, str | None] = {}  # choices shared for one night (the mafia's victim)


KINDS: dict[str, ActKind] = {}


def register_kind(kind: ActKind) -> ActKind:
    """Add an act kind (its words must name at least a prompt, a question, a log line, a step)."""
    missing = [k for k in ("prompt", "question", "log", "step") if k not in kind.words]
    if missing:
        raise ValueError(f"act kind {kind.id!r} has no words for {', '.join(missing)}")
    KINDS[kind.id] = kind
    return kind


@dataclass(frozen=True)
class Team:
    """A side of the game and when it has won. ``hostile``: the town must remove it to win.
    ``win`` is the test, given the game and the living count of each team. Its words name it
    (``name``), say it won (``wins``, ``won``: print) or is favoured (``balance``); ``end``, where
    the rules summary's sentence on the town and the mafia does not say it, says when it wins and
    what it does to the others' wins; ``alone``, the same said beside a win line that names it
    already (when it alone wins)."""

    id: str
    words: Mapping[str, str]
    win: Callable[[Game, Mapping[str, int]], bool]
    hostile: bool = False
    order: int = 0  # teams are asked in this order after every death
    wins_by: tuple[str, ...] = ()  # causes of a member's death that win the game for the team at once


TEAMS: dict[str, Team] = {}


def register_team(team: Team) -> Team:
    missing = [k for k in ("wins", "won", "favoured", "name") if k not in team.words]
    if missing:
        raise ValueError(f"team {team.id!r} has no words for {', '.join(missing)}")
    TEAMS[team.id] = team
    return team


class Trait:
    """A passive behaviour of a role, as hooks the game asks at its moments (the base does
    nothing): whether a night attack on the player fails (:meth:`shrugs`), what happens instead
    of his death by a night attack (:meth:`spared`), the side he plays for now (:meth:`side`),
    the night acts he has now (:meth:`acts`), the act he must make when he dies
    (:meth:`last_act`), how many hands he counts for in a vote (:meth:`hands`), and the acts he
    may make by day (:meth:`day_acts`). Its words name it for the rules summary (``step``)."""

    cause: str = ""  # the cause of a death its last act makes
    part: str = "night"  # the line of the rules summary its ``step`` sentence goes in: day | night | end
    shows: tuple[str, ...] = ()  # the acts it may ever allow by day (their record names)
    event: str = ""  # the type of the event its behaviour makes (a test looks for it in games)

    def __init__(self, id: str, words: Mapping[str, str]) -> None:
        self.id = id
        self.words = dict(words)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.id!r})"

    def shrugs(self, game: Game, player: str, act: str) -> Event | None:
        """The event of a night attack by ``act`` that fails on ``player`` (None: it does not)."""
        return None

    def spared(self, game: Game, player: str, act: str) -> Event | None:
        """The event that replaces ``player``'s death by ``act`` (None: he dies)."""
        return None

    def side(self, game: Game, player: str, side: str) -> str:
        """The side ``player`` plays for now (``side``: what his role says, or an earlier trait)."""
        return side

    def acts(self, game: Game, player: str, acts: tuple[str, ...]) -> tuple[str, ...]:
        """The night acts ``player`` has now (``acts``: his role's)."""
        return acts

    def last_act(self, game: Game, player: str, cause: str) -> str | None:
        """The act ``player`` must make at once when he dies by ``cause`` (None: none)."""
        return None

    def hands(self, game: Game, player: str) -> int:
        """How many hands ``player`` counts for in every vote."""
        return 1

    def day_acts(self, game: Game, player: str) -> tuple[str, ...]:
        """The acts (of :attr:`shows`) ``player`` may make by day now."""
        return ()

    def day_act(self, game: Game, player: str, act: str) -> list[Event]:
        """Make one of the day acts :meth:`day_acts` allows; its events."""
        raise NotImplementedError(act)

    def simulate_day(self, game: Game, player: str, plan: SimPlan) -> str | None:
        """The day act an informed player makes now in the balance simulator (None: none)."""
        return None


TRAITS: dict[str, Trait] = {}


class JoinsTheMafia(Trait):
    """The first time the mafia's shot would kill him (not saved, not guarded) he lives and joins
    them (``turned``): from the next night he shoots with them, checks find him mafia, and he counts
    as mafia for every win. Any other attack kills him as anyone."""

    event = "turned"

    def spared(self, game: Game, player: str, act: str) -> Event | None:
        from .events import Turned
        from .roles import NIGHT_ACTS

        if ("turned", player) in game.marks or not NIGHT_ACTS[act].behaviour.shared:
            return None
        game.marks.add(("turned", player))
        return Turned(player)

    def side(self, game: Game, player: str, side: str) -> str:
        return "mafia" if ("turned", player) in game.marks else side

    def acts(self, game: Game, player: str, acts: tuple[str, ...]) -> tuple[str, ...]:
        if ("turned", player) not in game.marks:
            return acts
        from .roles import NIGHT_ACTS

        shots = tuple(a.id for a in NIGHT_ACTS.values() if a.behaviour.shared)
        return (*shots, *acts)


class TakesOneWithHim(Trait):
    """When he dies by the vote or at night he owes his last act at once (``take``): a living
    player, not himself, dies with him (cause ``kamikaze``), or nobody. Removed by fouls, or taken
    by another's last act, he takes no one."""

    part = "end"
    cause = "kamikaze"
    event = "take"

    def last_act(self, game: Game, player: str, cause: str) -> str | None:
        return "take" if cause in ("vote", "night") else None


class ShowsHimself(Trait):
    """By day, while alive, he may show his card once (``reveal_mayor``: public ``mayor``); from
    then his hand counts two in every vote, tally and car-crash count."""

    part = "day"
    shows = ("reveal_mayor",)
    event = "mayor"

    def simulate_day(self, game: Game, player: str, plan: SimPlan) -> str | None:
        # An informed Mayor shows his card at once: his second hand is worth more to the town
        # than his secret.
        acts = self.day_acts(game, player)
        return acts[0] if acts else None

    def day_acts(self, game: Game, player: str) -> tuple[str, ...]:
        shown = ("mayor", player) in game.marks
        return () if shown or game.day is None else self.shows

    def day_act(self, game: Game, player: str, act: str) -> list[Event]:
        from .events import MayorShown

        game.marks.add(("mayor", player))
        return [MayorShown(player)]

    def hands(self, game: Game, player: str) -> int:
        return 2 if ("mayor", player) in game.marks else 1


class CannotDieAtNight(Trait):
    """Night attacks fail on him (``unharmed``): only the vote or fouls put him out."""

    event = "unharmed"

    def shrugs(self, game: Game, player: str, act: str) -> Event | None:
        from .events import Unharmed

        return Unharmed(player)


def register_trait(trait: Trait) -> Trait:
    if "step" not in trait.words:
        raise ValueError(f"passive behaviour {trait.id!r} has no words for 'step'")
    TRAITS[trait.id] = trait
    return trait


def winner(game: Game, living: Sequence[str]) -> str | None:
    """The team that has won with ``living`` alive, if any (teams asked in their order)."""
    counts: dict[str, int] = dict.fromkeys(TEAMS, 0)
    for p in living:
        side = game.side(p)
        counts[side] = counts.get(side, 0) + 1
    for side_team in _in_order():
        if side_team.win(game, counts):
            return side_team.id
    return None


_ORDERED: list[tuple[int, tuple[Team, ...]]] = []  # (how many teams, the teams in their order)


def _in_order() -> tuple[Team, ...]:
    """The registered teams in the order they are asked (sorted again when one is added)."""
    if not _ORDERED or _ORDERED[0][0] != len(TEAMS) or any(t not in TEAMS.values() for t in _ORDERED[0][1]):
        _ORDERED[:] = [(len(TEAMS), tuple(sorted(TEAMS.values(), key=lambda t: t.order)))]
    return _ORDERED[0][1]


def words_of(thing: ActKind | Team | Trait, key: str) -> tuple[str, str]:
    """(context, English source) of one word of a kind, team or passive behaviour; raises for a
    word nobody wrote."""
    try:
        return WORD_CONTEXTS[key], thing.words[key]
    except KeyError:
        what = {ActKind: "act kind", Team: "team"}.get(type(thing), "passive behaviour")
        if isinstance(thing, ActKind):
            what = "act kind"
        raise LookupError(f"the {what} {thing.id!r} has no words for {key!r}") from None


def kind_of(act_kind: str) -> ActKind:
    """The registered kind of that id; raises for a kind nobody registered."""
    try:
        return KINDS[act_kind]
    except KeyError:
        raise LookupError(f"no act kind {act_kind!r} is registered ({', '.join(KINDS)})") from None


def team(team_id: str) -> Team:
    try:
        return TEAMS[team_id]
    except KeyError:
        raise LookupError(f"no team {team_id!r} is registered ({', '.join(TEAMS)})") from None


# --- the kinds ------------------------------------------------------------------------------


class KillKind(ActKind):
    """The mafia's shot: the actors make one choice together, by the rules' ``kill`` option (under
    ``kill: team`` any living mafioso's word replaces the one before, and the whole mafia see it)."""

    icon = "kill"

    shared = True
    attacks = True
    stage = 20
    random_play = "kill"

    def may_act(self, game: Game, act: NightAct, by: str) -> bool:
        if game.rules.kill == "team":
            return True
        return super().may_act(game, act, by)

    def seen_by(self, game: Game, by: str, viewer: str | None) -> bool:
        if super().seen_by(game, by, viewer):
            return True
        return viewer is not None and game.rules.kill == "team" and game.is_mafia(viewer)

    def resolve(self, morning: Morning, made: Sequence[Made]) -> None:
        from .night import KILL_RULES

        game = morning.game
        victim = KILL_RULES[game.rules.kill](game, [(m.by, m.target) for m in made])
        morning.attacks.append((made[0].act if made else _first_act_of(self), victim))

    def simulate(self, game: Game, act: NightAct, by: str, plan: SimPlan) -> tuple[str, ...] | None:
        # One victim a night for the whole mafia: a checker who showed himself or whom the Don
        # found, else a random player of the rest.
        victim = plan.tonight.get("victim")
        if victim is None or not game.is_alive(victim):
            rest = [p for p in game.alive if not game.is_mafia(p)]
            known = [p for p in rest if p in plan.revealed or p in plan.marked]
            victim = known[0] if known else (plan.rng.choice(rest) if rest else None)
            plan.tonight["victim"] = victim
        if victim is None or victim not in self.targets(game, act, by):
            return None
        return (victim,)


class CheckKind(ActKind):
    """A check: the actor learns at once whether the target is of the act's ``finds`` (a team)."""

    answers = "team"

    def answer(self, game: Game, act: NightAct, by: str, targets: Sequence[str]) -> str | None:
        found = game.side(targets[0]) == act.finds
        return act.finds if found else "not_" + act.finds

    def simulate(self, game: Game, act: NightAct, by: str, plan: SimPlan) -> tuple[str, ...] | None:
        seen = plan.checked.setdefault(by, set())
        pool = [p for p in self.targets(game, act, by) if p not in seen]
        if not pool:
            return None
        target = plan.rng.choice(pool)
        seen.add(target)
        if self.answer(game, act, by, (target,)) == act.finds and act.finds == "mafia":
            plan.found.setdefault(target, by)
        return (target,)


class LookForKind(ActKind):
    """A search for one role: the actor learns at once whether the target is the act's ``finds``
    (a role id): the Don looks for the detective."""

    answers = "role"

    def answer(self, game: Game, act: NightAct, by: str, targets: Sequence[str]) -> str | None:
        found = game.role_of(targets[0]) == act.finds
        return act.finds if found else "not_" + act.finds

    def simulate(self, game: Game, act: NightAct, by: str, plan: SimPlan) -> tuple[str, ...] | None:
        seen = plan.checked.setdefault(by, set())
        pool = [p for p in self.targets(game, act, by) if p not in seen and game.side(p) != game.side(by)]
        if not pool:
            return None
        target = plan.rng.choice(pool)
        seen.add(target)
        if self.answer(game, act, by, (target,)) == act.finds:
            plan.marked.add(target)
        return (target,)


class ProtectKind(ActKind):
    """A protection: the target survives tonight's attacks (``saved``)."""

    icon = "saved"

    saves = True
    stage = 10
    repeat = "rule"
    random_play = "protect"

    def resolve(self, morning: Morning, made: Sequence[Made]) -> None:
        morning.saved.update(m.target for m in made)

    def simulate(self, game: Game, act: NightAct, by: str, plan: SimPlan) -> tuple[str, ...] | None:
        allowed = self.targets(game, act, by)
        return _cover(allowed, [p for p in allowed if p != by] or list(allowed), plan)


class BlockKind(ActKind):
    """A block: every act its target makes tonight counts as not made (blocks resolve first; a
    checker blocked before his check learns nothing). Woken before the others (``early``)."""

    icon = "foul"

    blocks = True
    stage = 0
    early = True
    random_play = ""

    def resolve(self, morning: Morning, made: Sequence[Made]) -> None:
        morning.blocked.update(m.target for m in made)


class CompareKind(ActKind):
    """A comparison of two players: the actor learns at once whether they play on one side (the
    town, the mafia, the Maniac, the Jester: each a side)."""

    answers = "side"
    picks = 2

    def answer(self, game: Game, act: NightAct, by: str, targets: Sequence[str]) -> str | None:
        return "same" if game.side(targets[0]) == game.side(targets[1]) else "different"

    def result_key(self, act: NightAct, result: str | None) -> str:
        return {"same": "found", "different": "not_found"}.get(result or "", "no_answer")

    def sign(self, act: NightAct, result: str | None) -> str:
        return {"same": "=", "different": "≠"}.get(result or "", "·")

    def results(self, act: NightAct) -> tuple[str, ...]:
        return ("same", "different")

    def simulate(self, game: Game, act: NightAct, by: str, plan: SimPlan) -> tuple[str, ...] | None:
        # A mafioso found, compared with a player not yet known: a match is mafia too.
        allowed = list(self.targets(game, act, by))
        known = [p for p in allowed if p in plan.found]
        if known:
            others = [p for p in allowed if p not in plan.found and p != known[0]]
            if others:
                pair = (known[0], plan.rng.choice(others))
                if self.answer(game, act, by, pair) == "same":
                    plan.found.setdefault(pair[1], by)
                return pair
        return super().simulate(game, act, by, plan)


class AttackKind(ActKind):
    """A lone attack (the Maniac's stab): each act strikes on its own at the end of the night."""

    icon = "kill"

    attacks = True
    stage = 30
    random_play = ""

    def resolve(self, morning: Morning, made: Sequence[Made]) -> None:
        morning.attacks += [(m.act, m.target) for m in made]


class FireKind(AttackKind):
    """A shot of one's own, as a lone attack (the Marshal's, once a game, instead of his check):
    an informed Marshal fires at a mafioso someone found and the day left alive; once he has shown
    himself (the mafia will come for him), at a player he has not cleared, before it is too late."""

    def simulate(self, game: Game, act: NightAct, by: str, plan: SimPlan) -> tuple[str, ...] | None:
        allowed = self.targets(game, act, by)
        found = [p for p in allowed if p in plan.found]
        if found:
            return (found[0],)
        if by in plan.revealed:
            cleared = plan.checked.get(by, set())
            pool = [p for p in allowed if p not in cleared]
            return (plan.rng.choice(pool),) if pool else None
        return None


class VisitKind(ProtectKind):
    """The Lover's night: her target cannot be killed that night and may not vote the next day;
    never the same player two nights running."""

    silences = True
    repeat = "never"
    random_play = ""

    def resolve(self, morning: Morning, made: Sequence[Made]) -> None:
        super().resolve(morning, made)
        morning.silenced.update(m.target for m in made)

    def simulate(self, game: Game, act: NightAct, by: str, plan: SimPlan) -> tuple[str, ...] | None:
        return ActKind.simulate(self, game, act, by, plan)


class GuardKind(ActKind):
    """A guard: if the target is attacked, the actor dies in their place."""

    icon = "saved"

    guards = True
    stage = 10
    random_play = ""

    def resolve(self, morning: Morning, made: Sequence[Made]) -> None:
        morning.guards += [(m.by, m.target) for m in made]

    def simulate(self, game: Game, act: NightAct, by: str, plan: SimPlan) -> tuple[str, ...] | None:
        allowed = self.targets(game, act, by)
        return _cover(allowed, list(allowed), plan)


def _cover(allowed: Sequence[str], pool: Sequence[str], plan: SimPlan) -> tuple[str, ...] | None:
    """An informed protector's or guard's choice: a checker who showed himself, else one of ``pool``."""
    shown = [p for p in allowed if p in plan.revealed]
    if shown:
        return (shown[0],)
    return (plan.rng.choice(pool),) if pool else None


def _first_act_of(kind: ActKind) -> str:
    from .roles import NIGHT_ACTS

    return next((a.id for a in NIGHT_ACTS.values() if a.kind == kind.id), kind.id)


register_kind(
    KillKind(
        "kill",
        {
            "prompt": QT_TRANSLATE_NOOP("Texts", "Mafia, wake up: tap the victim they choose."),
            "question": QT_TRANSLATE_NOOP(
                "Texts", "Mafia: whom do you shoot tonight? You shoot alone; Nobody is a choice too."
            ),
            "log": QT_TRANSLATE_NOOP("Texts", "{by} shot at {target}"),
            "question_team": QT_TRANSLATE_NOOP(
                "Texts", "Mafia: whom do the mafia kill tonight? Your choice replaces the one before."
            ),
            "step": QT_TRANSLATE_NOOP("RulesSummary", "the mafia choose a victim together"),
        },
        narration="kill",
    )
)
register_kind(
    CheckKind(
        "check",
        {
            "prompt": QT_TRANSLATE_NOOP("Texts", "{title}, wake up: tap the player they point at."),
            "question": QT_TRANSLATE_NOOP("Texts", "{title}: whom do you ask about tonight?"),
            "log": QT_TRANSLATE_NOOP("Texts", "{by} checked {target}: {result}"),
            "step": QT_TRANSLATE_NOOP("RulesSummary", "the {title} checks one player"),
            "found": QT_TRANSLATE_NOOP("Texts", "mafia"),
            "not_found": QT_TRANSLATE_NOOP("Texts", "not mafia"),
            "answer_found": QT_TRANSLATE_NOOP("Texts", "{target} is mafia."),
            "answer_not_found": QT_TRANSLATE_NOOP("Texts", "{target} is not mafia."),
        },
        narration="check",
    )
)
register_kind(
    LookForKind(
        "look_for",
        {
            "prompt": QT_TRANSLATE_NOOP("Texts", "{title}, wake up: tap the player they point at."),
            "question": QT_TRANSLATE_NOOP("Texts", "{title}: who do you think is the {finds}?"),
            "log": QT_TRANSLATE_NOOP("Texts", "{by} looked for the {title} at {target}: {result}"),
            "step": QT_TRANSLATE_NOOP("RulesSummary", "the {title} looks for the {found}"),
            "found": QT_TRANSLATE_NOOP("Texts", "found"),
            "not_found": QT_TRANSLATE_NOOP("Texts", "not there"),
            "answer_found": QT_TRANSLATE_NOOP("Texts", "{target} is the {title}."),
            "answer_not_found": QT_TRANSLATE_NOOP("Texts", "{target} is not the {title}."),
        },
        narration="look_for",
    )
)
register_kind(
    ProtectKind(
        "protect",
        {
            "prompt": QT_TRANSLATE_NOOP("Texts", "{title}, wake up: tap the player they protect."),
            "question": QT_TRANSLATE_NOOP("Texts", "{title}: whom do you protect tonight?"),
            "log": QT_TRANSLATE_NOOP("Texts", "{by} protected {target}"),
            "step": QT_TRANSLATE_NOOP("RulesSummary", "the {title} protects one player"),
        },
        narration="protect",
    )
)
register_kind(
    AttackKind(
        "attack",
        {
            "prompt": QT_TRANSLATE_NOOP("Texts", "{title}, wake up: tap the player they kill."),
            "question": QT_TRANSLATE_NOOP(
                "Texts", "{title}: whom do you kill tonight? You kill alone; Nobody is a choice too."
            ),
            "log": QT_TRANSLATE_NOOP("Texts", "{by} stabbed {target}"),
            "step": QT_TRANSLATE_NOOP("RulesSummary", "the {title} kills one player alone"),
        },
        narration="attack",
    )
)
register_kind(
    VisitKind(
        "visit",
        {
            "prompt": QT_TRANSLATE_NOOP(
                "Texts", "{title}, wake up: tap the player they spend the night with."
            ),
            "question": QT_TRANSLATE_NOOP("Texts", "{title}: whom do you spend the night with?"),
            "log": QT_TRANSLATE_NOOP("Texts", "{by} spent the night with {target}"),
            "step": QT_TRANSLATE_NOOP(
                "RulesSummary",
                "the {title} spends the night with one player (never the same twice running), who "
                "cannot be killed that night and may not vote the next day",
            ),
            "morning": QT_TRANSLATE_NOOP("Texts", "{player} may not vote today"),
        },
        narration="visit",
    )
)
register_kind(
    GuardKind(
        "guard",
        {
            "prompt": QT_TRANSLATE_NOOP("Texts", "{title}, wake up: tap the player they guard."),
            "question": QT_TRANSLATE_NOOP("Texts", "{title}: whom do you guard tonight?"),
            "log": QT_TRANSLATE_NOOP("Texts", "{by} guarded {target}"),
            "step": QT_TRANSLATE_NOOP(
                "RulesSummary", "the {title} guards one player, and dies in their place if they are attacked"
            ),
            "morning": QT_TRANSLATE_NOOP("Texts", "{by} died guarding {player}"),
        },
        narration="guard",
    )
)


# --- the teams ------------------------------------------------------------------------------


def _others_hostile(counts: Mapping[str, int], but: str) -> int:
    return sum(n for t, n in counts.items() if t != but and TEAMS[t].hostile)


def _town_wins(game: Game, counts: Mapping[str, int]) -> bool:
    # The town wins when no member of a hostile team lives.
    return _others_hostile(counts, "town") == 0


def _mafia_win(game: Game, counts: Mapping[str, int]) -> bool:
    # By the preset's ``mafia_win``, everyone else counted as the rest; only once no other hostile
    # side lives.
    mafia = counts.get("mafia", 0)
    rest = sum(counts.values()) - mafia
    if mafia == 0 or _others_hostile(counts, "mafia"):
        return False
    return mafia > rest or (game.rules.mafia_win == "parity" and mafia == rest)


def never(game: Game, counts: Mapping[str, int]) -> bool:
    """A side whose only win is a death's (the Jester's: ``Team.wins_by``)."""
    return False


def alone(team_id: str) -> Callable[[Game, Mapping[str, int]], bool]:
    """A lone killer's win: alive, with at most one other player alive."""

    def wins(game: Game, counts: Mapping[str, int]) -> bool:
        own = counts.get(team_id, 0)
        return own > 0 and sum(counts.values()) - own <= 1

    return wins


register_team(
    Team(
        "town",
        {
            "wins": QT_TRANSLATE_NOOP("Texts", "The town wins!"),
            "won": QT_TRANSLATE_NOOP("Print", "The town won"),
            "favoured": QT_TRANSLATE_NOOP("Balance", "town favoured"),
            "name": QT_TRANSLATE_NOOP("RefusalWords", "town"),
        },
        _town_wins,
        order=2,
    )
)
register_team(
    Team(
        "mafia",
        {
            "wins": QT_TRANSLATE_NOOP("Texts", "The mafia win!"),
            "won": QT_TRANSLATE_NOOP("Print", "The mafia won"),
            "favoured": QT_TRANSLATE_NOOP("Balance", "mafia favoured"),
            "name": QT_TRANSLATE_NOOP("RefusalWords", "mafia"),
        },
        _mafia_win,
        hostile=True,
        order=1,
    )
)
