"""Write docs/rules.md, the four presets as players read them and every house-rule option: ``make docs``.

What the rules model knows is read from it: the player range and the recommended deal
(``engine/rules.py``), each role's name, team, card line and playing card under a preset
(``engine/roles.py``), and the day, the night and the end in the words the set-up screen uses
(``ui/rules_summary.py``). Only what the model cannot say is written here by hand: where each preset
comes from, a paragraph of what its source adds at the table, and what each option does.
``tests/docs/test_rules_doc.py`` regenerates the file and fails if docs/rules.md differs, so the
document cannot drift from the model.

    .venv/bin/python docs/make_rules.py [--out PATH]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

OUT = ROOT / "docs" / "rules.md"

# --- written by hand: what the model cannot know ----------------------------------------------------

# Each preset's source text, named as it names itself.
SOURCES: dict[str, str] = {
    "classic": (
        'András Kuba, "The rules of the game Mafia" (subtitled "applied socialpsichology"), '
        "last updated 2 January 1997. In English."
    ),
    "youth": (
        '"Mafia", a game for a youth group sent in by Jon Hyde, dealt from one or two packs of '
        "playing cards (the text likens it to Heads Down, Thumbs Up). In English."
    ),
    "club": (
        "Russian club rules for ten numbered seats, with a host (Ведущий), a Don (Дон) and a Sheriff "
        "(Шериф); the text is untitled and unsigned. In Russian."
    ),
    "angel": (
        'The Princeton Graduate College "Rules of Mafia", with the Angel. The text the preset was '
        "built from is the second half of those rules (from the day to the winning); the player "
        "counts and the cards come from the full text. In English."
    ),
}

# What the source adds at the table, beyond the options: kept factual, from the source itself.
FLAVOUR: dict[str, str] = {
    "classic": (
        "Kuba's game is at its best with 9 to 18 players and a referee, and needs at least two or three hours. The "
        "citizens should be about three times as many as the mafia (2 mafia against 6 to 8 "
        "citizens, 3 against 9 to 11). Nobody may prove their role by showing their card. At night "
        "the referee reads out the names of the living, and each mafioso, head bowed and eyes shut, "
        "makes a sign at the name of their victim, so no mafioso knows how the others shot; a "
        "mafioso may not shoot themself, but may shoot a fellow mafioso. A day may hold many "
        "accusations but only one execution, and someone must die every day. The day's time limit "
        "(10 to 40 minutes in the text) is optional; the referee warns the players before it runs "
        "out, and a player picked to die may say a sentence or two as last words."
    ),
    "youth": (
        "Jon Hyde's game needs one or two packs of playing cards, one card per player, and a leader "
        "(the host). A round is a Universal round (1 to 2 minutes of free talk, then the leader "
        "walks round the circle touching each shoulder while those who suspect that player raise a "
        "hand), then the Mafia, Detective and Medic rounds with everyone else's eyes shut; the "
        "rounds of a dead Detective or Medic are left out. On the very first Universal round nobody "
        "is voted out: it is for talk. A jailed player shows their card and leaves the circle. A "
        "large group (20 or more) has 4 mafia; the game can also be played without the Medic, which "
        "is quicker."
    ),
    "club": (
        "The club game is for exactly ten players in seats numbered 1 to 10 and a host: three "
        "black players (the mafia, led by the Don) and seven red ones (the civilians, one of them "
        "the Sheriff). On the zero night the mafia open their eyes together for the only time, meet "
        "each other and the host, and quietly agree on the order in which they will remove the "
        "civilians, the Don having the last word; then the Sheriff wakes to meet the host. Each day every player has "
        'one minute to speak and may nominate one player by saying "I put player number N to the '
        'vote" with a thumbs-up fist on the table; the host confirms it. At night the host calls '
        "the numbers one by one and the mafia shoot with their eyes shut, with a trigger gesture of "
        'two fingers: a shot hits only if every mafioso fired at the same number, and a miss is "a '
        'good morning". A player voted out has 30 seconds of last words; a night victim has a minute.'
    ),
    "angel": (
        "A moderator runs the game. The full rules call 12 or more players ideal and 8 to 12 fine, "
        "with 3 mafia and 1 angel for 12 players and an extra mafioso above that; the Angel asks "
        "the moderator about one player each night. Anyone may claim a role in public, and lie (a "
        "mafioso may claim to be the angel to get a civilian convicted), but no living player may "
        "show their card. The night's victim turns their card face up before anyone speaks, and "
        "the dead may not speak or signal to the living for the rest of the game. The text says a "
        "group should have a policy on whether the mafia may skip a kill; that is the `skip_kill` "
        "option. A protecting Archangel is a known house rule: add the `doctor` role."
    ),
}

# Options whose value the source leaves open: the preset's value is the app's choice.
SILENT: dict[str, tuple[str, ...]] = {
    "classic": ("reveal",),
    "youth": ("tie", "protect_self", "protect_same_twice"),
    "club": (),
    "angel": ("first_phase", "kill", "skip_kill"),
}

# Names for the options set-up edits through its own boxes (the others are in phrases.OPTION_NAMES).
EXTRA_NAMES: dict[str, str] = {
    "roles": "Roles in play",
    "deal": "Recommended deal",
    "night_order": "Night order",
}

# The option groups, in the order of the rules model.
GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Who plays", ("min_players", "max_players", "roles", "deal", "mafia_meet", "checkers_meet_host")),
    ("How the game opens", ("first_phase",)),
    (
        "The day",
        (
            "day",
            "second_required",
            "two_votes",
            "suspect_may_vote",
            "acquittal_blocks",
            "day_ends_without_death",
            "time_limit_pick",
            "nominations",
            "revote",
            "tie",
            "speech_order",
        ),
    ),
    (
        "The night",
        ("night_order", "kill", "skip_kill", "protect_self", "protect_same_twice", "announce_save"),
    ),
    ("Deaths and the end", ("reveal", "mafia_win")),
    (
        "Time limits",
        (
            "speech_seconds",
            "last_words_seconds",
            "night_last_words_seconds",
            "defence_seconds",
            "discussion_seconds",
            "day_limit_seconds",
            "day_limit_warning_seconds",
        ),
    ),
    ("The club's sport", ("scoring", "single_candidate_first_day", "third_foul", "technical_fouls")),
)

# What each option does (its values are listed from the model).
EFFECTS: dict[str, str] = {
    "min_players": "The fewest players the rules allow; set-up will not start a game with fewer.",
    "max_players": "The most players the rules allow; set-up will not start a game with more.",
    "roles": (
        "The roles that may be dealt. `civilian` and `mafia` are always needed; the others may be "
        "added or taken out at set-up (*Roles in play*), and an added role's night call joins the "
        "night order. Adding `doctor` to `angel` is the Archangel house rule."
    ),
    "deal": (
        "For each role, rising pairs of [players, count]. A table gets the "
        "count of the last pair at or below its size (below the first pair, the first count), and "
        "civilians fill the rest. A role in play with no pairs is dealt only if set-up is given a "
        "count for it. Set-up shows the recommendation, and any deal may be chosen instead."
    ),
    "mafia_meet": (
        "Each mafioso's private card names the other mafia, and a meeting "
        "night is the mafia's meeting. Off, nobody learns who else is mafia, and a meeting night "
        "is only a quiet night."
    ),
    "checkers_meet_host": (
        "On the meeting night, the town's checking roles (the club's Sheriff) also wake to meet the "
        "host. It changes nothing when the game does not open with a meeting night."
    ),
    "first_phase": (
        "A meeting night with no kill, a day of talk with no vote (then the "
        "first night), a night with a kill, or a day with a vote."
    ),
    "day": (
        "Players accuse one at a time and each accusation goes to a trial vote "
        "(`accusation`), or every living player raises a hand once, for one player, and the most "
        "votes decides (`tally`)."
    ),
    "second_required": (
        "Accusation days: an accusation goes to trial only once another player seconds it (with two "
        "players left nobody can, so the day may end)."
    ),
    "two_votes": (
        "Accusation days: a vote to charge, the charged player's last words, then a vote to "
        "execute, each needing more than half of the voters. Off: the accused defends, then one "
        "vote to convict."
    ),
    "suspect_may_vote": (
        "Whether a player on trial votes on their own fate and counts among the voters whose "
        "majority is needed: an accusation's votes, and the tally leader's revote."
    ),
    "acquittal_blocks": "Accusation days: a player acquitted may not be accused again that day.",
    "day_ends_without_death": (
        "Whether a day may end with nobody out: on accusation days when no more accusations come; "
        "with nominations, when nobody was nominated; otherwise whenever the host ends the day. "
        "Off, the day cannot end without a vote, and an accusation day lasts until someone is voted "
        "out (a day on which nothing more can be done still ends)."
    ),
    "time_limit_pick": (
        "Accusation days: when the day's time runs out (the referee ends the day, even during a "
        "trial), a living player picked at random dies, so every day has a death. It goes with the "
        "day time limit."
    ),
    "nominations": (
        "Tally days: each player may nominate one other player a day, and the vote is among the "
        "nominees only; a day with nominees cannot end without that vote. Off, everyone living may "
        "be voted for."
    ),
    "revote": (
        "Tally days: the player with the most votes defends and faces a yes-or-no revote, and "
        "more than half of the voters must agree to jail them. Off, the most votes is out at once."
    ),
    "tie": (
        "Tally days, when two or more lead the tally: nobody goes (`none`); the tied defend and the "
        "vote is held again among them, and a second tie sends nobody out (`retally`); or the car "
        'crash: the same, but a second tie brings one vote on "should all of them leave?", and '
        "more than half saying yes sends them all out (`car_crash`, tally days only)."
    ),
    "speech_order": (
        "Free discussion (`none`), or speeches in seat order (`rotating`): day k opens with seat k, "
        "or, if that player is out, with the next living seat after the previous day's opener."
    ),
    "night_order": (
        "The order in which the roles are called at night. Every role that acts at night needs its "
        "call here; the call of a role not dealt, or with nobody alive, is skipped."
    ),
    "kill": (
        "How the mafia's shots decide the victim: each living mafioso shoots alone and a player "
        "dies if more than half of the living mafia shot them (`majority`); a hit only if every "
        "living mafioso shot the same player (`unanimous`); or the mafia choose one victim "
        "together (`team`)."
    ),
    "skip_kill": (
        "With a team choice, whether the mafia may choose nobody. (Shooting one by one, the mafia "
        "can always miss.)"
    ),
    "protect_self": "Whether the protecting role (the Medic, the Archangel, a Doctor) may protect themself.",
    "protect_same_twice": ("Whether the protecting role may protect the same player two nights running."),
    "announce_save": (
        "When the protecting role saves the mafia's victim, the morning says so; off, it only says "
        "that nobody died."
    ),
    "reveal": (
        "Nobody's (`never`), a player voted out's "
        "(`vote`), or every dead player's, night victims included (`always`)."
    ),
    "mafia_win": (
        "The town wins when every mafioso is out. The mafia win when they outnumber the rest "
        "(`majority`) or when they are at least as many as the rest (`parity`); the rest is every "
        "living player who is not mafia, special roles included."
    ),
    "speech_seconds": "Each player's speech, when speeches go in seat order (`speech_order`).",
    "last_words_seconds": (
        "The last words of a player voted out, and of a charged player before the vote to execute."
    ),
    "night_last_words_seconds": "The last words of the night's victim, at the start of the day.",
    "defence_seconds": (
        "The defence of the tally leader before the revote, and of each tied player before the "
        "vote is held again."
    ),
    "discussion_seconds": "The day's discussion, when speeches do not go in seat order.",
    "day_limit_seconds": (
        "One clock for the whole day (not the day of talk only). With `time_limit_pick`, running "
        "out means a player picked at random dies."
    ),
    "day_limit_warning_seconds": "How long before the day's time runs out the warning comes (10 s when unset).",
    "scoring": (
        "Fouls, the best move and points, as sport clubs keep them. The referee gives a foul with a "
        "long press on the seat (or F with the keyboard's cursor on it): the third costs the player their next "
        "speech, the fourth removes them at once, without last words. The first player shot at "
        "night names three players in their last words, the best move. At the end each player of "
        "the winning side gets the `win` points, the best move `best_move_two` or `best_move_three` "
        "for two or three mafia named, a removal by fouls `removed_by_fouls`, and the referee may "
        "add extra points, plus or minus, with a reason; a player the referee removes (with a "
        "reason) gets `removed`, one who gives up `surrendered`, one removed by technical fouls "
        "`removed_by_technical_fouls`. Set-up offers the points by name: the federation's current "
        "ones (the default), or an older version (0.5 for the best move's three mafia; that and "
        "-0.7 for any removal); the record keeps the values. On the meeting night, while the mafia "
        "meet, the referee may enter the Don's shooting order (one to three players, in order): "
        "only the referee and the mafia see it, and the protocol prints it in the night's part."
    ),
    "single_candidate_first_day": (
        "On the first day, when the nominations end with one candidate: a vote on them as on any "
        "day, or (the federation's rule) no vote at all: the day ends and the night falls."
    ),
    "third_foul": (
        "What a third foul costs: the player's next speech, or (the federation's rule) half of it, "
        "30 seconds of the club's 60; the clock gives that speech half its time."
    ),
    "technical_fouls": (
        "Technical fouls, counted apart from the fouls (the referee gives them, as a foul): at this "
        "many the player leaves at once, without last words. 0: none are given; the federation: 2."
    ),
}

INTRO = """\
Mafia Desktop comes with four rule sets, each taken from a text that real groups play by. Each is
a **preset**: a set of values of one rules model (`mafia_desktop/engine/rules.py`). Anything a
preset fixes is an **option**, so a group can start from a preset and change options: its
**house rules**, listed at the end with what each does.

For each preset: where it comes from and what its source adds at the table; who plays, the
recommended deal and each role's name and playing card; then the day, the night and the end. The
day, night and end are the same sentences set-up shows beside the preset, built from the
options (`mafia_desktop/rules_summary.py`).

What every preset shares:

- The dead take no further part: they do not vote, speak or act, and are not counted in any
  majority.
- A dead player's card stays secret unless the preset turns it up.
- Nobody's role is shown on the shared screen while they are alive: only to that player on the
  private panel, or to the referee behind a deliberate reveal.
- A check's result is told only to the player who made it.
- "The rest", "the town" and "the citizens" in the win rules are everyone who is not mafia,
  special roles included.
"""


# --- read from the model ------------------------------------------------------------------------------


def _json(value: Any) -> str:
    if value is None:
        return "`null`"
    if isinstance(value, bool):
        return "`true`" if value else "`false`"
    if isinstance(value, (list, tuple)):
        return ", ".join(f"`{v}`" for v in value)
    return f"`{value}`"


def _deal_text(deal: Any) -> str:
    """A deal table in a line: ``mafia 1 from 5, 2 from 7; detective 1 from 5``."""
    parts = []
    for role, pairs in deal:
        steps = ", ".join(f"{n} from {low}" for low, n in pairs)
        parts.append(f"`{role}` {steps}")
    return "; ".join(parts)


def _slug(heading: str) -> str:
    """The anchor GitHub gives a heading."""
    kept = "".join(c for c in heading.lower() if c.isalnum() or c in " -")
    return kept.replace(" ", "-")


def _span(low: int, high: int) -> str:
    return str(low) if low == high else f"{low}–{high}"


class Writer:
    """Builds the document; every phrase comes from the app's catalogue in English."""

    def __init__(self) -> None:
        from mafia_desktop import phrases, rules_summary
        from mafia_desktop.engine import kinds, roles, rules

        self.phrases = phrases
        self.roles = roles
        self.kinds = kinds
        self.rules = rules
        self.summary = rules_summary
        self._check_hand_written()

    def _check_hand_written(self) -> None:
        """Fail loudly when the model gains an option or preset the hand-written parts lack."""
        names = [spec.name for spec in self.rules.OPTION_SPECS]
        grouped = [name for _, group in GROUPS for name in group]
        problems = []
        if sorted(grouped) != sorted(names):
            problems.append(f"GROUPS lists {sorted(set(grouped) ^ set(names))} wrongly")
        problems += [f"no EFFECTS entry for option {n!r}" for n in names if n not in EFFECTS]
        problems += [f"no name for option {n!r}" for n in names if n not in self._all_names()]
        for table in (SOURCES, FLAVOUR, SILENT):
            problems += [f"no entry for preset {p!r}" for p in self.rules.PRESET_IDS if p not in table]
        problems += [
            f"SILENT names unknown option {n!r}" for ns in SILENT.values() for n in ns if n not in names
        ]
        if problems:
            raise SystemExit("docs/make_rules.py is out of step with the rules model: " + "; ".join(problems))

    def _all_names(self) -> dict[str, str]:
        return {**self.phrases.OPTION_NAMES, **EXTRA_NAMES}

    def t(self, context: str, text: str) -> str:
        return self.phrases.translate(context, text)

    def option_name(self, name: str) -> str:
        return self.t("Options", self._all_names()[name])

    def choice_name(self, option: str, choice: str) -> str:
        ph = self.phrases
        return self.t("Options", ph.CHOICES_OF.get((option, choice)) or ph.CHOICES.get(choice, choice))

    def plain_value(self, spec: Any, value: Any) -> str:
        """An option's value in words (``yes``, ``a revote, then nobody goes``, ``1 min``)."""
        if spec.kind == "bool":
            return "yes" if value else "no"
        if spec.kind == "choice":
            return self.choice_name(spec.name, value)
        if spec.kind == "seconds":
            return "none" if value is None else self.summary._duration(value)
        if spec.kind == "scoring":
            if value is None:
                return "none"
            return ", ".join(f"{k} {v:g}" for k, v in value)
        return str(value)

    def cell(self, spec: Any, value: Any) -> str:
        """An option's value as a record writes it, for the presets' table."""
        if spec.kind == "deal":
            return _deal_text(value)
        if spec.kind == "scoring":
            return "`null`" if value is None else "`" + json.dumps(dict(value)) + "`"
        return _json(value)

    def values_line(self, spec: Any) -> str:
        kind = spec.kind
        if kind == "bool":
            return "`true` or `false`"
        if kind == "int":
            return f"a whole number from {spec.low} to {spec.high}"
        if kind == "seconds":
            return f"seconds, from {spec.low} to {spec.high}, or `null` for no timer"
        if kind == "choice":
            return "; ".join(f"`{c}` ({self.choice_name(spec.name, c)})" for c in spec.choices)
        if kind == "roles":
            return "a list of role ids: " + ", ".join(f"`{r}`" for r in self.roles.role_ids())
        if kind == "night_order":
            return "a list of night calls: " + ", ".join(f"`{c}`" for c in self.roles.calls())
        if kind == "deal":
            return 'an object of role -> list of [players, count] pairs, e.g. `{"mafia": [[5, 1], [9, 2]]}`'
        if kind == "scoring":
            return (
                "`null` (no score kept), `true` (the club's points), or an object of point values, "
                'each from -10 to 10, e.g. `{"win": 1, "best_move_three": 0.5}`'
            )
        raise AssertionError(kind)

    # --- the document -------------------------------------------------------------------------------

    def document(self) -> str:
        ph = self.phrases
        out = [
            "# The rules of the four presets",
            "",
            "<!-- Generated by docs/make_rules.py from the rules model; run `make docs`, do not edit. -->",
            "",
            INTRO,
            "Contents:",
            "",
        ]
        for preset in self.rules.PRESET_IDS:
            name = ph.preset_name(preset)
            out.append(f"- [{name}](#{_slug(name)}): {ph.preset_origin(preset)}")
        out.append(f"- [House rules](#{_slug('House rules')}): every option and each preset's values")
        out.append("")
        for preset in self.rules.PRESET_IDS:
            out += self.preset(preset)
        out += self.house_rules()
        return "\n".join(out).rstrip("\n") + "\n"

    def preset(self, preset: str) -> list[str]:
        ph, sm = self.phrases, self.summary
        rules = self.rules.PRESETS[preset]
        out = [
            f"## {ph.preset_name(preset)}",
            "",
            f"Preset `{preset}`: {ph.preset_origin(preset)}.",
            "",
            f"**Source:** {SOURCES[preset]}",
            "",
            FLAVOUR[preset],
            "",
            "### Who plays",
            "",
        ]
        lo, hi = rules.min_players, rules.max_players
        if lo == hi:
            out.append(ph.fill(self.t("RulesSummary", "Exactly {n} players."), n=lo))
        else:
            out.append(ph.fill(self.t("RulesSummary", "{lo} to {hi} players."), lo=lo, hi=hi))
        out += ["", "The recommended deal, by the number of players:", ""]
        out += self.deal_table(rules)
        out += ["", "The roles, what their cards say and the playing card that stands for each:", ""]
        out += self.roles_table(rules)
        extra = [r for r, role in self.roles.ROLES.items() if role.optional and r not in rules.roles]
        if extra:
            cards = self.added_cards(rules, extra)
            listed = [f"{ph.role_name(rules, r)} (`{r}`, {ph.card_name(cards[r], preset)})" for r in extra]
            out += [
                "",
                f"A house rule may add: {ph.names(listed)} (the cards of a deal that adds them all; a"
                " deal that adds fewer may give a role an earlier spare card: the deck recipe says which).",
            ]
        out += [
            "",
            "### The day",
            "",
            sm.day_summary(rules),
            "",
            "### The night",
            "",
            sm.night_summary(rules),
            "",
            "### The end",
            "",
            sm.end_summary(rules),
            "",
        ]
        if SILENT[preset]:
            specs = {s.name: s for s in self.rules.OPTION_SPECS}
            out += ["Where the source is silent, the preset's choice (a house rule can change it):", ""]
            for name in SILENT[preset]:
                value = self.plain_value(specs[name], getattr(rules, name))
                out.append(f"- {self.option_name(name)} (`{name}`): {value}")
            out.append("")
        return out

    def deal_table(self, rules: Any) -> list[str]:
        from mafia_desktop.rulebook import deal_rows  # (the app's rulebook shows the same rows)

        ph = self.phrases
        special, rows, civilians = deal_rows(rules)
        heads = (
            ["Players"] + [ph.role_name(rules, r, 2) for r in special] + [ph.role_name(rules, "civilian", 2)]
        )
        out = ["| " + " | ".join(heads) + " |", "|" + "---|" * len(heads)]
        for first, last, counts in rows:
            cells = [_span(first, last)] + [str(counts.get(r, 0)) for r in special]
            cells.append(_span(civilians[first], civilians[last]))
            out.append("| " + " | ".join(cells) + " |")
        return out

    def added_cards(self, rules: Any, roles: list[str]) -> dict[str, str]:
        """The playing cards the house rules' ``roles`` take when they all join the preset's roles."""
        from mafia_desktop.engine.deck_plan import plan

        deal = plan(rules, dict.fromkeys((*rules.roles, *roles), 1))
        return {r: deal.code(r) for r in roles}

    def roles_table(self, rules: Any) -> list[str]:
        from mafia_desktop.rulebook import role_rows  # (the app's rulebook shows the same rows)

        ph = self.phrases
        out = ["| Role | Team | Its card says | Playing card |", "|---|---|---|---|"]
        for role_id, team, duty, card in role_rows(rules):
            out.append(
                f"| {ph.role_name(rules, role_id)} (`{role_id}`) | {team} | {duty} | {ph.card_name(card, rules.preset)} |"
            )
        return out

    def house_rules(self) -> list[str]:
        presets = self.rules.PRESET_IDS
        specs = {s.name: s for s in self.rules.OPTION_SPECS}
        out = [
            "## House rules",
            "",
            "Every option of the rules model, grouped as in the model. At set-up, *Show the house "
            "rules* edits them (the roles by their boxes; the deal and the night order follow). In a "
            "record, the `rules` member is a preset id or the preset with the options it changes: "
            '`{"preset": "classic", "options": {"time_limit_pick": false}}`. The options must not '
            "contradict each other: `roles` always holds `civilian` and `mafia`, every role that acts at "
            "night needs its call in `night_order`, and the car crash is for tally days only.",
            "",
            "Each table gives the presets' values as a record writes them (a deal as players -> "
            "count: `mafia` 2 from 7 means 2 mafia from 7 players).",
            "",
        ]
        out += self.house_roles()
        for title, names in GROUPS:
            out += [f"### {title}", ""]
            out.append("| Option | " + " | ".join(f"`{p}`" for p in presets) + " |")
            out.append("|" + "---|" * (len(presets) + 1))
            for name in names:
                cells = [self.cell(specs[name], getattr(self.rules.PRESETS[p], name)) for p in presets]
                out.append(f"| `{name}` | " + " | ".join(cells) + " |")
            out.append("")
            for name in names:
                spec = specs[name]
                out += [
                    f"- **{self.option_name(name)}** (`{name}`): {EFFECTS[name]}",
                    f"  Values: {self.values_line(spec)}.",
                ]
            out.append("")
        return out

    def house_roles(self) -> list[str]:
        """The roles a house rule may add to any preset, from the registry: what each is called, its
        side, its card, what it does at night and, for a side of its own, when it wins."""
        ph, roles = self.phrases, self.roles.ROLES
        anywhere = [
            r
            for r, role in roles.items()
            if role.optional and all(r not in p.roles for p in self.rules.PRESETS.values())
        ]
        if not anywhere:
            return []
        rules = self.rules.PRESETS[self.rules.DEFAULT_PRESET]
        out = [
            "### Roles a house rule may add",
            "",
            "Offered for every preset under *Roles in play*, at most one of each, called at night after "
            "the preset's own calls (a block before them all, as it must come before what it cancels):",
            "",
            "| Role | Team | Its card says | What it does | Playing card |",
            "|---|---|---|---|---|",
        ]
        ends = []
        cards = self.added_cards(rules, anywhere)
        for r in anywhere:
            role = roles[r]
            acts = [self.roles.NIGHT_ACTS[a] for a in role.night_acts]
            # one call's acts name the role once (the Marshal checks or, once a game, fires)
            said_again = [
                bool(role.call) and i > 0 and "step_or" in a.behaviour.words for i, a in enumerate(acts)
            ]
            steps = [
                ph.per_game(
                    ph.kind_word(a.kind, "step_or")
                    if again
                    else ph.fill(ph.kind_word(a.kind, "step"), title=ph.role_name(rules, r), found=""),
                    a.per_game,
                )
                for a, again in zip(acts, said_again, strict=True)
            ]
            said = (
                (ph.alternatives(steps) if role.call else ph.names(steps)) if steps else ""
            )  # one call: one or another
            passive = [ph.fill(ph.trait_word(t, "step"), title=ph.role_name(rules, r)) for t in role.traits]
            does = " ".join(x for x in [said[:1].upper() + said[1:] + "." if said else "", *passive] if x)
            out.append(
                f"| {ph.role_name(rules, r)} (`{r}`) | {role.team} | {ph.role_duty(rules, r)} "
                f"| {does} | {ph.card_name(cards[r], rules.preset)} |"
            )
            team = self.kinds.TEAMS[role.team]
            for key in ("end", "alone"):
                if key in team.words and team.id not in ends and (key == "end" or not team.hostile):
                    ends.append(team.id)
        out.append("")
        out += [ph.team_word(t, "end" if "end" in self.kinds.TEAMS[t].words else "alone") for t in ends]
        out += [
            "",
            "Every attack of the night is resolved on its own: a target visited or protected is saved; "
            "otherwise a guard dies in the target's place; two attacks on one player kill once.",
            "",
        ]
        return out


def render() -> str:
    """The whole of docs/rules.md, in English whatever the app's language."""
    from PySide6.QtCore import QCoreApplication

    from mafia_desktop import phrases

    _app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    with phrases.speaking("en"):
        return Writer().document()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help="where to write (default: docs/rules.md)")
    args = parser.parse_args(argv)
    args.out.write_text(render(), encoding="utf-8")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
