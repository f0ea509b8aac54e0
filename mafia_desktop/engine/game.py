"""The game: a state driven only by inputs. Every input returns events; an illegal one raises
:class:`IllegalInput` and leaves the state as it was.

The state is generic (who is alive, the night's acts, the day's nominations and open motion);
what each act means lives in the small procedures of :mod:`.night` and :mod:`.day`, chosen by
the rules' options.

>>> from mafia_desktop.engine.setup import make_setup
>>> g = Game(make_setup("classic", 3, ["Ann", "Bob", "Cid", "Dan", "Eve"], {"Ann": "mafia"}))
>>> [e.to_json() for e in g.events]
[{'type': 'phase', 'phase': 'night', 'number': 1}]
>>> [e.to_json() for e in g.apply(EndNight())]
[{'type': 'phase', 'phase': 'day', 'number': 1}]
>>> [a.act for a in g.legal_inputs()]
['nominate', 'end_day']
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence

from . import day, night, sport
from .errors import IllegalInput
from .events import (
    Death,
    Event,
    NoVote,
    PhaseBegan,
    Reveal,
    SpeechLost,
    SpeechOrder,
    SpeechShortened,
    Took,
    Win,
)
from .inputs import LAST_ACTS, SPORT_ACTS, EndNight, Input, Take, is_night_input
from .kinds import TEAMS, TRAITS, Trait, winner
from .legality import allows
from .roles import NIGHT_ACTS, ROLES, Role
from .setup import Setup, name_key
from .state import Day, LegalAct, Motion, Night


class Game:
    """A game in progress. Build it from a :class:`Setup`, feed it inputs with :meth:`apply`."""

    def __init__(self, setup: Setup) -> None:
        self.setup = setup
        self.rules = setup.rules
        self.rng = random.Random(setup.seed)
        self.alive: list[str] = list(setup.players)
        self._by_key: dict[str, str] | None = None  # a name's key -> the player (see resolve)
        self._roles = dict(zip(setup.players, setup.roles, strict=True))
        # Each player's role entry, and who has passive behaviours at all (asked at every turn of
        # the night and every vote: most players have none).
        self._role_of: dict[str, Role] = {p: ROLES[r] for p, r in self._roles.items() if r in ROLES}
        self._traited: tuple[str, ...] = tuple(p for p, r in self._role_of.items() if r.traits)
        self.deaths: list[tuple[str, str]] = []  # (player, cause), in order
        self.night: Night | None = None
        self.day: Day | None = None
        self.nights = 0
        self.days = 0
        self.first_speakers: list[str] = []
        self.last_targets: dict[tuple[str, str], str] = {}  # (act, by) -> last night's target
        self.silenced: set[str] = set()  # who may not vote the coming day
        self.used: dict[tuple[str, str], int] = {}  # (act, by) -> how often made this game
        self.marks: set[tuple[str, str]] = set()  # (mark, player): what passive behaviours remember
        self.owed: list[tuple[str, str]] = []  # (act, player): last acts the dead owe, in order
        self.resume: Callable[[], list[Event]] | None = None  # the next phase, once they are made
        self.won_at_once: str | None = None  # a team a death won the game for (the Jester's)
        self.winner: str | None = None
        # the club's sport (see .sport): fouls so far, who loses their next speech, the best move
        self.fouls: dict[str, int] = {}
        self.speech_lost: set[str] = set()
        self.best_move_by: str | None = None  # the first player killed at night
        self.best_move_day = 0  # the day their last words are in
        self.best_move: tuple[str, tuple[str, ...], int] | None = None  # (by, named, mafia among them)
        self.extra_points: list[tuple[str, float, str]] = []
        # the federation's house rules: whose next speech is half its time (a third foul), the
        # technical fouls so far, the referee's removals (player, reason), the Don's shooting order
        self.speech_shortened: set[str] = set()
        self.technical_fouls: dict[str, int] = {}
        self.removals: list[tuple[str, str]] = []
        self.shooting_order: tuple[str, tuple[str, ...]] | None = None
        self.inputs: list[Input] = []
        self.events: list[Event] = []
        first = self.rules.first_phase
        opening = self.start_night() if first in ("meeting_night", "night") else self.start_day()
        self.events.extend(opening)

    # --- reading the state ----------------------------------------------------------------

    @property
    def players(self) -> tuple[str, ...]:
        return self.setup.players

    @property
    def phase(self) -> str:
        """``night``, ``day`` or ``over``."""
        if self.winner is not None:
            return "over"
        return "night" if self.night is not None else "day"

    @property
    def number(self) -> int:
        return self.nights if self.night is not None else self.days

    def role_of(self, name: str) -> str:
        role = self._roles.get(name)
        return role if role is not None else self.setup.role_of(name)

    def is_alive(self, name: str) -> bool:
        return name in self.alive

    def living_mafia(self) -> list[str]:
        return [p for p in self.alive if self.is_mafia(p)]

    def _role(self, name: str) -> Role:
        role = self._role_of.get(name)
        return role if role is not None else ROLES[self.role_of(name)]

    @property
    def traited(self) -> tuple[str, ...]:
        """The players whose roles have passive behaviours (in seat order)."""
        return self._traited

    def traits_of(self, name: str) -> tuple[Trait, ...]:
        traits = self._role(name).traits
        return tuple(TRAITS[t] for t in traits) if traits else ()

    def side(self, name: str) -> str:
        """The side ``name`` plays for now: his role's team, as his passive behaviours change it
        (a Werewolf the mafia shot plays for them)."""
        role = self._role(name)
        side = role.team
        for trait in role.traits:
            side = TRAITS[trait].side(self, name, side)
        return side

    def is_mafia(self, name: str) -> bool:
        """Whether ``name`` plays for the mafia now."""
        return self.side(name) == "mafia"

    def acts_of(self, name: str) -> tuple[str, ...]:
        """The night acts ``name`` has now: his role's, as his passive behaviours change them."""
        role = self._role(name)
        acts = role.night_acts
        for trait in role.traits:
            acts = TRAITS[trait].acts(self, name, acts)
        return acts

    def call_of(self, name: str, act: str) -> str:
        """The call of the night during which ``name`` makes ``act``."""
        role = self._role(name)
        return role.call_of(act) if act in role.night_acts else NIGHT_ACTS[act].call

    def hands(self, name: str) -> int:
        """How many hands ``name`` counts for in a vote (a revealed Mayor: two)."""
        n = 1
        if not self._role(name).traits:
            return n
        for trait in self.traits_of(name):
            n = max(n, trait.hands(self, name))
        return n

    def trait_event(self, name: str, hook: Callable[[Trait], Event | None]) -> Event | None:
        """The first event one of ``name``'s passive behaviours gives for ``hook``."""
        for trait in self.traits_of(name):
            made = hook(trait)
            if made is not None:
                return made
        return None

    def voters(self) -> tuple[str, ...]:
        """The living who may vote now (not those the Lover visited last night)."""
        barred = self.day.no_vote if self.day is not None else ()
        return tuple(p for p in self.alive if p not in barred) if barred else tuple(self.alive)

    def living_with(self, role: str) -> list[str]:
        return [p for p in self.alive if self.role_of(p) == role]

    def resolve(self, raw: str) -> str:
        """The player a name in an input means (trimmed, any case), or IllegalInput."""
        by_key = self._by_key
        if by_key is None:  # (made once: a replay resolves every name of every input)
            by_key = self._by_key = {name_key(p): p for p in self.players}
            for p in self.players:
                by_key.setdefault(p, p)  # a name as the setup wrote it: no normalising
        found = by_key.get(raw)
        if found is None:
            found = by_key.get(name_key(raw))
        if found is not None:
            return found
        raise IllegalInput("unknown_player", name=raw.strip()[:30] or repr(raw), allowed=self.players)

    # --- inputs -----------------------------------------------------------------------------

    def apply(self, inp: Input) -> list[Event]:
        """Make one input; return the events it caused. Raises IllegalInput, changing nothing."""
        if inp.act in SPORT_ACTS:
            events = sport.apply(self, inp)
            self.inputs.append(inp)
            self.events.extend(events)
            return events
        if self.winner is not None:
            raise IllegalInput("game_over", team=self.winner)
        if self.owed or inp.act in LAST_ACTS:
            handler: Callable[[Game, Input], list[Event]] = _last_act
        elif is_night_input(inp.act):
            if self.night is None:
                raise IllegalInput("not_night", number=self.days, act=inp.act, acts=self._legal_names())
            handler = night.handler(inp.act)
        else:
            if self.day is None:
                raise IllegalInput("not_day", number=self.nights, act=inp.act, acts=self._legal_names())
            handler = day.handler(inp.act)
        events = handler(self, inp)
        self.inputs.append(inp)
        self.events.extend(events)
        return events

    def legal_inputs(self) -> tuple[LegalAct, ...]:
        """Every kind of input the game's course may take now, in the order a referee calls them
        (the sport's fouls, best move and extra points are :meth:`sport_inputs`)."""
        if self.winner is not None:
            return ()
        if self.owed:
            act, by = self.owed[0]
            return (LegalAct(act, (by,), ((by, tuple(p for p in self.alive if p != by)),)),)
        return night.legal(self) if self.night is not None else day.legal(self)

    def pending_take(self) -> str | None:
        """The dead player who owes his last act now (the Kamikaze), if any."""
        return self.owed[0][1] if self.owed else None

    def sport_inputs(self) -> tuple[LegalAct, ...]:
        """The sport's acts that may be entered now, beside the game's course (none where the
        rules keep no score): a foul on any living player, the best move when it is due, extra
        points for anyone (after the win too)."""
        return sport.legal(self)

    def is_legal(self, inp: Input) -> bool:
        """Whether :meth:`apply` would take ``inp`` now: read off :meth:`legal_inputs` (as a chess
        move is checked against the board's legal moves), nothing tried, nothing copied."""
        if inp.act in SPORT_ACTS:
            return sport.allows(self, inp)
        return allows(self.legal_inputs(), inp, self.resolve)

    def _legal_names(self) -> list[str]:
        return [a.act for a in self.legal_inputs()]

    # --- shared steps the procedures use ---------------------------------------------------

    def start_night(self) -> list[Event]:
        self.day = None
        self.nights += 1
        meeting = self.nights == 1 and self.rules.first_phase == "meeting_night"
        self.night = Night(self.nights, meeting)
        return [PhaseBegan("night", self.nights)]

    def start_day(self) -> list[Event]:
        self.night = None
        self.days += 1
        talk = self.days == 1 and self.rules.first_phase == "talk_day"
        self.day = Day(self.days, talk)
        events: list[Event] = [PhaseBegan("day", self.days)]
        if self.rules.speech_order == "rotating":
            first = self._first_speaker(self.days)
            self.day.first_speaker = first
            self.first_speakers.append(first)
            events.append(SpeechOrder(self.days, self.around_from(first)))
        self.day.no_vote = tuple(p for p in self.players if p in self.silenced and p in self.alive)
        self.silenced = set()
        events += [NoVote(p) for p in self.day.no_vote]
        if self.speech_lost:
            # A third foul costs the player's speech in the next day.
            events += [SpeechLost(p) for p in self.players if p in self.speech_lost and p in self.alive]
            self.speech_lost = set()
        if self.speech_shortened:
            # ... or halves it (the rules' third_foul = half_speech).
            short = [p for p in self.players if p in self.speech_shortened and p in self.alive]
            self.day.short_speech.update(short)
            events += [SpeechShortened(p) for p in short]
            self.speech_shortened = set()
        return events

    def around_from(self, first: str) -> tuple[str, ...]:
        """The living, from ``first`` round the circle in seat order."""
        i = self.players.index(first)
        ring = self.players[i:] + self.players[:i]
        return tuple(p for p in ring if p in self.alive)

    def next_living_after(self, name: str) -> str:
        i = self.players.index(name)
        n = len(self.players)
        for step in range(1, n + 1):
            p = self.players[(i + step) % n]
            if p in self.alive:
                return p
        raise AssertionError("nobody is alive")  # pragma: no cover - the game ends first

    def _first_speaker(self, day_number: int) -> str:
        # Club rules: day k opens with seat k; if that player is out, the next living seat after
        # the previous day's first speaker opens instead.
        seat_k = self.players[(day_number - 1) % len(self.players)]
        if seat_k in self.alive:
            return seat_k
        previous = self.first_speakers[-1] if self.first_speakers else seat_k
        return self.next_living_after(previous)

    def kill(self, players: Sequence[str], cause: str) -> list[Event]:
        """The deaths (with any card the rules turn up), then the win or the next phase."""
        events: list[Event] = []
        for p in players:
            if cause == "night" and self.best_move_by is None:
                # The first player killed at night may make the best move in their last words.
                self.best_move_by = p
                self.best_move_day = self.days + 1
            self.alive.remove(p)
            self.deaths.append((p, cause))
            events.append(Death(p, cause))
            if self.rules.reveal == "always" or (self.rules.reveal == "vote" and cause == "vote"):
                events.append(Reveal(p, self.role_of(p)))
            side = TEAMS.get(self.side(p))
            if side is not None and cause in side.wins_by and self.won_at_once is None:
                self.won_at_once = side.id
            for trait in self.traits_of(p):
                owed = trait.last_act(self, p, cause)
                if owed is not None:
                    self.owed.append((owed, p))
        return events

    def winner_now(self) -> str | None:
        """The team that has won with the living as they are (each team says when it wins)."""
        return winner(self, self.alive)

    def then(self, next_phase: Callable[[], list[Event]]) -> list[Event]:
        """After deaths (or none): a win a death made at once; else, while a dead player owes his
        last act, nothing yet (it resumes when he has made it); else the win if there is one,
        otherwise the next phase."""
        if self.won_at_once is None and self.owed:
            self.resume = next_phase
            return []
        team = self.won_at_once or self.winner_now()
        if team is not None:
            self.winner = team
            self.night = None
            self.day = None
            return [Win(team)]
        return next_phase()

    def needed_for(self, voters: Iterable[str]) -> int:
        """More than half of those who may vote."""
        return len(list(voters)) // 2 + 1


def _last_act(game: Game, inp: Input) -> list[Event]:
    """A dead player's last act (the Kamikaze's take), owed before anything else goes on."""
    if not game.owed:
        raise IllegalInput("no_last_act")
    act, owes = game.owed[0]
    if not isinstance(inp, Take) or inp.act != act or game.resolve(inp.by) != owes:
        raise IllegalInput("last_act_first", name=owes)
    events: list[Event] = []
    if inp.target is not None:
        target = game.resolve(inp.target)
        if target == owes:
            raise IllegalInput("self_target", name=owes, role=act)
        if not game.is_alive(target):
            raise IllegalInput("dead_target", name=target, role=act, allowed=game.alive)
    game.owed.pop(0)
    taken = None if inp.target is None else game.resolve(inp.target)
    events.append(Took(owes, taken))
    if taken is not None:
        cause = next((t.cause for t in game.traits_of(owes) if t.cause), act)
        events += game.kill([taken], cause)
    resume = game.resume
    if not game.owed and resume is not None:
        game.resume = None
        events += game.then(resume)
    return events


def new_game(setup: Setup) -> Game:
    """A new game for a checked setup."""
    return Game(setup)


# Keep EndNight importable from here for the doctest above.
__all__ = ["Game", "LegalAct", "Motion", "Night", "Day", "new_game", "EndNight"]
