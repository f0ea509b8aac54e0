"""A rule set in words, built from its options, for the set-up and home screens.

Nothing here asks which preset a rule set came from: a preset and the same preset with house rules
are both just option values, and the summary says what those values make the game do. An option
that changes nothing under the others (a tie rule on accusation days, the protector's options with
no protector dealt) is left out, as the game leaves it out. The night is read off the role registry
(each call's acts: a kill, a check, a protection), so a registered role is described too.

Every phrase is a whole sentence (or, for the night's order and the list of time limits, a whole
clause) of the "RulesSummary" translation context, with ``{placeholders}`` filled by
:func:`phrases.fill`. Phrases go through :func:`phrases.translate` (``QCoreApplication.translate``,
or the language of a ``phrases.speaking`` block), role names through :func:`phrases.role_name`.
"""

from __future__ import annotations

from mafia_desktop.engine.kinds import TEAMS, TRAITS
from mafia_desktop.engine.roles import NIGHT_ACTS, ROLES, NightAct, acts_of_call
from mafia_desktop.engine.rules import Rules, recommended_counts
from mafia_desktop.phrases import (
    alternatives,
    fill,
    joined,
    kind_word,
    meeting_checkers,
    names,
    number,
    per_game,
    role_name,
    team_word,
    trait_word,
    translate,
)

# The table the summary shows a recommended deal for (within the rules' player range).
DEAL_TABLE = 12


def behaviours(rules: Rules, part: str) -> list[str]:
    """A sentence for each passive behaviour of a role these rules may deal (the Immortal cannot be
    killed at night...), in the summary's ``part``: ``day``, ``night`` or ``end``."""
    out = []
    for role in rules.roles:
        for trait in ROLES[role].traits if role in ROLES else ():
            if TRAITS[trait].part == part:
                out.append(fill(trait_word(trait, "step"), title=_title(rules, role)))
    return out


def rules_summary(rules: Rules) -> str:
    """Who plays, then "Day: ...", "Night: ..." and "End: ...", one line each."""
    return "\n".join(
        [
            players_summary(rules),
            fill(translate("RulesSummary", "Day: {part}"), part=day_summary(rules)),
            fill(translate("RulesSummary", "Night: {part}"), part=night_summary(rules)),
            fill(translate("RulesSummary", "End: {part}"), part=end_summary(rules)),
        ]
    )


# --- who plays ------------------------------------------------------------------------------------


def _title(rules: Rules, role: str, count: int = 1) -> str:
    return role_name(rules, role, count)


def deal_table(rules: Rules) -> int:
    """The table size the recommended deal is shown for."""
    return min(max(DEAL_TABLE, rules.min_players), rules.max_players)


def players_summary(rules: Rules) -> str:
    """The player range, the recommended deal and any role dealt only by choice."""
    lo, hi = rules.min_players, rules.max_players
    if lo == hi:
        out = [fill(translate("RulesSummary", "Exactly {n} players."), n=lo)]
    else:
        out = [fill(translate("RulesSummary", "{lo} to {hi} players."), lo=lo, hi=hi)]
    table = deal_table(rules)
    counts = recommended_counts(rules, table)
    deal = [f"{number(n)} × {_title(rules, role, n)}" for role, n in counts.items() if n]
    out.append(fill(translate("RulesSummary", "Deal for {n}: {deal}."), n=table, deal=joined(deal)))
    extra = [_title(rules, role) for role in rules.roles if not counts.get(role)]
    if extra:
        out.append(fill(translate("RulesSummary", "Can also be dealt: {roles}."), roles=joined(extra)))
    return " ".join(out)


# --- the day --------------------------------------------------------------------------------------


def day_summary(rules: Rules) -> str:
    """How a day goes: its opening, the speeches, the votes, how it ends and its time limits."""
    out: list[str] = []
    if rules.first_phase == "talk_day":
        out.append(translate("RulesSummary", "Day 1 is for talk only, with no vote."))
    elif rules.first_phase == "day":
        out.append(translate("RulesSummary", "The game opens with a day and a vote."))
    if rules.speech_order == "rotating":
        out.append(
            translate(
                "RulesSummary",
                "Speeches go round in seat order: day 1 opens with seat 1, day 2 with seat 2, and so on.",
            )
        )
    out += _accusation_day(rules) if rules.day == "accusation" else _tally_day(rules)
    out += behaviours(rules, "day")
    limits = _time_limits(rules)
    if limits:
        out.append(fill(translate("RulesSummary", "Time limits: {limits}."), limits=names(limits)))
    return " ".join(out)


def _accusation_day(rules: Rules) -> list[str]:
    procedure = {
        (True, True): translate(
            "RulesSummary",
            "An accusation needs a second; then comes a vote to charge, last words and a vote to execute.",
        ),
        (True, False): translate(
            "RulesSummary", "An accusation needs a second; then comes a defence and a vote to convict."
        ),
        (False, True): translate(
            "RulesSummary",
            "Anyone may accuse a player; then comes a vote to charge, last words and a vote to execute.",
        ),
        (False, False): translate(
            "RulesSummary", "Anyone may accuse a player; then comes a defence and a vote to convict."
        ),
    }[(rules.second_required, rules.two_votes)]
    out = [procedure]
    if rules.suspect_may_vote:
        out.append(translate("RulesSummary", "A vote passes with more than half of the living."))
    else:
        out.append(
            translate(
                "RulesSummary", "A vote passes with more than half of the living, the suspect not voting."
            )
        )
    if rules.acquittal_blocks:
        out.append(translate("RulesSummary", "An acquitted player is safe until tomorrow."))
    if rules.time_limit_pick:
        # When time runs out someone dies, so no day ends without a death (day_ends_without_death
        # changes nothing then).
        out.append(
            translate(
                "RulesSummary",
                "The day ends as soon as a player is voted out; when time runs out, fate picks a player "
                "to die.",
            )
        )
    elif rules.day_ends_without_death:
        out.append(
            translate(
                "RulesSummary",
                "The day ends as soon as a player is voted out, or with nobody out when no more "
                "accusations come.",
            )
        )
    else:
        out.append(translate("RulesSummary", "The day lasts until a player is voted out."))
    return out


def _tally_day(rules: Rules) -> list[str]:
    out: list[str] = []
    if rules.nominations:
        out.append(
            translate(
                "RulesSummary",
                "Each player may nominate one other player a day; then everyone votes once, "
                "for one of the nominees.",
            )
        )
    else:
        out.append(translate("RulesSummary", "Everyone raises a hand once, for one player."))
    if not rules.revote:
        out.append(translate("RulesSummary", "The player with the most votes is out."))
    elif rules.suspect_may_vote:
        out.append(
            translate(
                "RulesSummary",
                "The leader defends and faces a revote: more than half of the living must vote to jail them.",
            )
        )
    else:
        out.append(
            translate(
                "RulesSummary",
                "The leader defends and faces a revote: more than half of the living, the leader "
                "not voting, must vote to jail them.",
            )
        )
    out.append(
        {
            "none": translate("RulesSummary", "A tie sends nobody out."),
            "retally": translate(
                "RulesSummary",
                "A tie: the tied defend and the vote is held again among them; still tied, nobody goes out.",
            ),
            "car_crash": translate(
                "RulesSummary",
                "A tie is a car crash: the tied defend and the vote is held again among them; "
                'tied again, everyone votes on "should all of them leave?"',
            ),
        }[rules.tie]
    )
    if rules.nominations:
        if rules.day_ends_without_death:
            out.append(translate("RulesSummary", "If nobody is nominated, the day ends without a vote."))
        else:
            out.append(translate("RulesSummary", "The day cannot end until someone is nominated."))
        if rules.single_candidate_first_day == "no_vote":
            out.append(
                translate("RulesSummary", "On the first day a single nominee is not voted on: the day ends.")
            )
    elif rules.day_ends_without_death:
        out.append(translate("RulesSummary", "The day may end without a vote."))
    else:
        out.append(translate("RulesSummary", "The day cannot end without a vote."))
    return out


def duration(seconds: int) -> str:
    """A time in words: "1 min 30 s"."""
    return _duration(seconds)


def _duration(seconds: int) -> str:
    minutes, rest = divmod(seconds, 60)
    if not rest:
        return fill(translate("RulesSummary", "{m} min"), m=minutes)
    if not minutes:
        return fill(translate("RulesSummary", "{s} s"), s=rest)
    return fill(translate("RulesSummary", "{m} min {s} s"), m=minutes, s=rest)


def _time_limits(rules: Rules) -> list[str]:
    out: list[str] = []
    for seconds, text in (
        (rules.speech_seconds, translate("RulesSummary", "speech {time}")),
        (rules.discussion_seconds, translate("RulesSummary", "discussion {time}")),
        (rules.defence_seconds, translate("RulesSummary", "defence {time}")),
        (rules.last_words_seconds, translate("RulesSummary", "last words {time}")),
        (rules.night_last_words_seconds, translate("RulesSummary", "last words after a night kill {time}")),
    ):
        if seconds:
            out.append(fill(text, time=_duration(seconds)))
    if rules.day_limit_seconds:
        day = _duration(rules.day_limit_seconds)
        if rules.day_limit_warning_seconds:
            out.append(
                fill(
                    translate("RulesSummary", "the day {time}, with a warning {warning} before the end"),
                    time=day,
                    warning=_duration(rules.day_limit_warning_seconds),
                )
            )
        else:
            out.append(fill(translate("RulesSummary", "the day {time}"), time=day))
    return out


# --- the night ------------------------------------------------------------------------------------


def night_summary(rules: Rules) -> str:
    """How the nights go: the first one, who wakes in what order, the kill and any protection."""
    out: list[str] = []
    meeting = rules.first_phase == "meeting_night"
    if meeting and rules.mafia_meet:
        out.append(
            translate(
                "RulesSummary", "A meeting night first: the mafia open their eyes and meet; no one is killed."
            )
        )
    elif meeting:
        out.append(translate("RulesSummary", "A quiet night first: no one is killed."))
    checkers = [_title(rules, role) for role in meeting_checkers(rules)] if meeting else []
    if len(checkers) == 1:
        out.append(
            fill(translate("RulesSummary", "That night the {title} also meets the host."), title=checkers[0])
        )
    elif checkers:
        out.append(
            fill(
                translate("RulesSummary", "That night the {titles} also meet the host."),
                titles=names(checkers),
            )
        )
    elif rules.first_phase == "night":
        out.append(translate("RulesSummary", "The game opens with a night, and the first night has a kill."))
    if not rules.mafia_meet:
        out.append(translate("RulesSummary", "The mafia do not know each other."))
    elif not meeting:
        out.append(translate("RulesSummary", "The mafia know each other from the start."))
    steps = [_night_step(rules, call) for call in _calls_in_play(rules)]
    if steps:
        chain = steps[0]
        for step in steps[1:]:
            chain = fill(translate("RulesSummary", "{earlier}, then {next}"), earlier=chain, next=step)
        each = (
            translate("RulesSummary", "Then, each night: {steps}.")
            if meeting
            else translate("RulesSummary", "Each night: {steps}.")
        )
        out.append(fill(each, steps=chain))
    if rules.kill == "team":
        # Shooting one by one, the mafia can always miss; a team choice may be forced.
        if rules.skip_kill:
            out.append(translate("RulesSummary", "The mafia may also choose nobody."))
        else:
            out.append(translate("RulesSummary", "The mafia must choose a victim."))
    protectors = [role for role in rules.roles if _makes(role, "protect")]  # the protect_* options
    if protectors:
        out += _protection(rules, protectors[0])
    return " ".join(out + behaviours(rules, "night"))


def _makes(role: str, kind: str) -> bool:
    """Whether a role makes a night act of ``kind`` (kill, check, protect)."""
    known = ROLES.get(role)
    return known is not None and any(NIGHT_ACTS[act].kind == kind for act in known.night_acts)


def _calls_in_play(rules: Rules) -> list[str]:
    """The calls of the night order that some role dealt answers, in order."""
    answered = {call for role in rules.roles if role in ROLES for call in ROLES[role].calls}
    return [call for call in rules.night_order if call in answered]


def _night_step(rules: Rules, call: str) -> str:
    # The acts of one call are one or the other (the Marshal checks or, once a game, fires): the
    # role is named once, each act after the first said by its kind's ``step_or`` where it has one.
    acts = acts_of_call(call)
    return alternatives(
        [per_game(_act_step(rules, call, act, i > 0), act.per_game) for i, act in enumerate(acts)]
    )


def _act_step(rules: Rules, call: str, act: NightAct, again: bool = False) -> str:
    title = _title(rules, call)
    if again and "step_or" in act.behaviour.words:
        return kind_word(act.kind, "step_or")
    if act.behaviour.shared:
        return {
            "majority": translate("RulesSummary", "the mafia shoot (more than half must agree)"),
            "unanimous": translate("RulesSummary", "the mafia shoot (all must agree)"),
            "team": translate("RulesSummary", "the mafia choose a victim together"),
        }[rules.kill]
    found = _title(rules, act.finds) if act.behaviour.answers == "role" else ""
    return fill(kind_word(act.kind, "step"), title=title, found=found)


def _protection(rules: Rules, protector: str) -> list[str]:
    who = _title(rules, protector)
    rule = {
        (True, True): translate("RulesSummary", "The {title} may protect themself."),
        (False, True): translate("RulesSummary", "The {title} may not protect themself."),
        (True, False): translate(
            "RulesSummary",
            "The {title} may protect themself, but never the same player two nights running.",
        ),
        (False, False): translate(
            "RulesSummary",
            "The {title} may not protect themself, nor the same player two nights running.",
        ),
    }[(rules.protect_self, rules.protect_same_twice)]
    if rules.announce_save:
        save = translate("RulesSummary", "If the {title} saves the victim, the morning says so.")
    else:
        save = translate(
            "RulesSummary", "If the {title} saves the victim, the morning only says that nobody died."
        )
    return [fill(rule, title=who), fill(save, title=who)]


# --- deaths and the end ---------------------------------------------------------------------------


def lone_teams(rules: Rules) -> list[str]:
    """The teams that play alone among the roles these rules may deal (the Maniac's): each says
    when it wins in a sentence of its own (its ``alone`` word); while one of them lives the town
    has not won and the mafia cannot win (the engine's :func:`~mafia_desktop.engine.kinds.winner`)."""
    teams = dict.fromkeys(ROLES[r].team for r in rules.roles if r in ROLES)
    return [t for t in teams if t in TEAMS and TEAMS[t].hostile and "alone" in TEAMS[t].words]


def own_sides(rules: Rules) -> list[str]:
    """The sides of their own that are no threat to the town (the Jester's): each says when it wins
    in a sentence of its own, and changes nobody else's win."""
    teams = dict.fromkeys(ROLES[r].team for r in rules.roles if r in ROLES)
    return [t for t in teams if t in TEAMS and not TEAMS[t].hostile and "alone" in TEAMS[t].words]


def end_summary(rules: Rules) -> str:
    """Who wins when (a lone killer dealt by house rule must be out too before the town or the
    mafia win), and which cards are turned up at death."""
    lone = lone_teams(rules)
    if not lone:
        win = {
            "majority": translate(
                "RulesSummary",
                "The town wins when every mafioso is out; the mafia win when they outnumber the rest.",
            ),
            "parity": translate(
                "RulesSummary",
                "The town wins when every mafioso is out; the mafia win when they are at least as many as the rest.",
            ),
        }[rules.mafia_win]
    else:
        win = fill(
            {
                "majority": translate(
                    "RulesSummary",
                    "The town wins when every mafioso and the {others} are out; the mafia win when they"
                    " outnumber the rest, once the {others} is out.",
                ),
                "parity": translate(
                    "RulesSummary",
                    "The town wins when every mafioso and the {others} are out; the mafia win when they"
                    " are at least as many as the rest, once the {others} is out.",
                ),
            }[rules.mafia_win],
            others=names([team_word(t, "name") for t in lone]),
        )
    reveal = {
        "never": translate("RulesSummary", "A dead player's card stays hidden."),
        "vote": translate("RulesSummary", "A player voted out shows their card; other cards stay hidden."),
        "always": translate("RulesSummary", "Every dead player's card is turned up."),
    }[rules.reveal]
    own = [team_word(t, "alone") for t in own_sides(rules)]
    return " ".join(
        [win, *(team_word(t, "alone") for t in lone), *own, *behaviours(rules, "end"), reveal, *_sport(rules)]
    )


def _sport(rules: Rules) -> list[str]:
    """The club's sport, where the rules keep score: fouls, the best move, the points."""
    if rules.scoring is None:
        return []
    from mafia_desktop.phrases import points_text

    fouls = (
        translate(
            "RulesSummary",
            "The referee gives fouls: the third halves the player's next speech, the fourth removes them at once.",
        )
        if rules.third_foul == "half_speech"
        else translate(
            "RulesSummary",
            "The referee gives fouls: the third costs the player's next speech, the fourth removes them at once.",
        )
    )
    federation: list[str] = []
    if rules.technical_fouls:
        federation.append(
            fill(
                translate("RulesSummary", "Technical fouls are counted apart: {count} remove a player."),
                count=rules.technical_fouls,
            )
        )
    return [
        fouls,
        *federation,
        translate(
            "RulesSummary",
            "The first player shot at night names three players in their last words: the best move.",
        ),
        fill(
            translate(
                "RulesSummary",
                "Points: {win} for each player of the winning side, {two} or {three} for a best move naming two or three mafia, {fouls} for a removal by fouls, and the referee's extra points.",
            ),
            win=points_text(rules.points("win")),
            two=points_text(rules.points("best_move_two")),
            three=points_text(rules.points("best_move_three")),
            fouls=points_text(rules.points("removed_by_fouls")),
        ),
    ]
