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

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from .game import Game


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
    "wins": "Texts",
    "won": "Print",
    "favoured": "Balance",
    "end": "RulesSummary",
    "alone": "RulesSummary",
    "morning": "Texts",
    "name": "RefusalWords",
}


@dataclass(frozen=True)
class ActKind:
    """What a night act of this kind does.

    - ``shared``: the actors make one choice together (the mafia's shot); the rules' ``kill``
      option decides who is hit. Only a shared kind may be ``attacks`` as the mafia's part of the
      night: it always ends in exactly one of ``death``, ``saved`` or ``no_kill``.
    - ``attacks``: its target is attacked at the end of the night (each act on its own, unless
      ``shared``).
    - ``saves``: its target survives tonight's attacks (``saved``).
    - ``guards``: its actor dies in the target's place, if the target would die.
    - ``silences``: its target may not vote the next day (``no_vote``, said in the morning).
    - ``answers``: the actor learns at once whether the target is ``finds`` (a team for ``check``,
      a role for ``look_for``).
    - ``repeat``: may the same actor name the same player two nights running: ``always``,
      ``never``, or ``rule`` (the ``protect_same_twice`` option).
    - ``narration``: the field of each preset's night script that wakes a call of this kind.
    - ``words``: English sources by key (``prompt``: the referee console's; ``question``: the
      private panel's; ``log``: the referee's log line; ``step``: the rules summary's).
    """

    id: str
    words: Mapping[str, str]
    narration: str
    shared: bool = False
    attacks: bool = False
    saves: bool = False
    guards: bool = False
    silences: bool = False
    answers: str = ""  # "" | "team" | "role": what a check's ``finds`` names
    repeat: str = "always"

    def may_repeat(self, protect_same_twice: bool) -> bool:
        """Whether an actor may name last night's target again."""
        return self.repeat == "always" or (self.repeat == "rule" and protect_same_twice)

    def seen_by(self, game: Game, by: str, viewer: str | None) -> bool:
        """Whether ``viewer`` (a player's name, or None for the table) learns of an act made by
        ``by``: its actor does, and the whole mafia see a shared shot under ``kill: team``."""
        if viewer is None:
            return False
        if by == viewer:
            return True
        from .roles import is_mafia

        return self.shared and game.rules.kill == "team" and is_mafia(game.role_of(viewer))


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


TEAMS: dict[str, Team] = {}


def register_team(team: Team) -> Team:
    missing = [k for k in ("wins", "won", "favoured", "name") if k not in team.words]
    if missing:
        raise ValueError(f"team {team.id!r} has no words for {', '.join(missing)}")
    TEAMS[team.id] = team
    return team


def winner(game: Game, living: Sequence[str]) -> str | None:
    """The team that has won with ``living`` alive, if any (teams asked in their order)."""
    from .roles import team_of

    counts: dict[str, int] = dict.fromkeys(TEAMS, 0)
    for p in living:
        side = team_of(game.role_of(p))
        counts[side] = counts.get(side, 0) + 1
    for side_team in sorted(TEAMS.values(), key=lambda t: t.order):
        if side_team.win(game, counts):
            return side_team.id
    return None


def words_of(thing: ActKind | Team, key: str) -> tuple[str, str]:
    """(context, English source) of one word of a kind or team; raises for a word nobody wrote."""
    try:
        return WORD_CONTEXTS[key], thing.words[key]
    except KeyError:
        what = "act kind" if isinstance(thing, ActKind) else "team"
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

register_kind(
    ActKind(
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
        shared=True,
        attacks=True,
    )
)
register_kind(
    ActKind(
        "check",
        {
            "prompt": QT_TRANSLATE_NOOP("Texts", "{title}, wake up: tap the player they point at."),
            "question": QT_TRANSLATE_NOOP("Texts", "{title}: whom do you ask about tonight?"),
            "log": QT_TRANSLATE_NOOP("Texts", "{by} checked {target}: {result}"),
            "step": QT_TRANSLATE_NOOP("RulesSummary", "the {title} checks one player"),
        },
        narration="check",
        answers="team",
    )
)
register_kind(
    ActKind(
        "look_for",
        {
            "prompt": QT_TRANSLATE_NOOP("Texts", "{title}, wake up: tap the player they point at."),
            "question": QT_TRANSLATE_NOOP("Texts", "{title}: who do you think is the {finds}?"),
            "log": QT_TRANSLATE_NOOP("Texts", "{by} looked for the {title} at {target}: {result}"),
            "step": QT_TRANSLATE_NOOP("RulesSummary", "the {title} looks for the {found}"),
        },
        narration="look_for",
        answers="role",
    )
)
register_kind(
    ActKind(
        "protect",
        {
            "prompt": QT_TRANSLATE_NOOP("Texts", "{title}, wake up: tap the player they protect."),
            "question": QT_TRANSLATE_NOOP("Texts", "{title}: whom do you protect tonight?"),
            "log": QT_TRANSLATE_NOOP("Texts", "{by} protected {target}"),
            "step": QT_TRANSLATE_NOOP("RulesSummary", "the {title} protects one player"),
        },
        narration="protect",
        saves=True,
        repeat="rule",
    )
)
register_kind(
    ActKind(
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
        attacks=True,
    )
)
register_kind(
    ActKind(
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
        saves=True,
        silences=True,
        repeat="never",
    )
)
register_kind(
    ActKind(
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
        guards=True,
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
