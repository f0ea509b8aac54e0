"""Words for the engine's codes. The engine speaks in codes; only this module turns them into
text, through Qt's translation system, so every language shares one place."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from mafia_desktop.i18n import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate


class Plurals(QObject):
    """Phrases with a number in them. lupdate only marks ``self.tr(text, "", n)`` calls as plural,
    so every counted phrase lives here and gets all of its language's forms (1 голос, 2 голоса,
    5 голосов)."""

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        out = super().tr(text, disambiguation, n)
        # English without its catalogue loaded (a bare QApplication): "(s)" still reads right.
        return out.replace("(s)", "" if n == 1 else "s") if "(s)" in out else out

    def votes(self, n: int) -> str:
        return self.tr("%n vote(s)", "", n)

    def votes_needed(self, n: int) -> str:
        return self.tr("%n of {voters} votes needed", "", n)

    def count_yes(self, n: int) -> str:
        return self.tr("Count: %n yes", "", n)

    def record_shots(self, n: int) -> str:
        return self.tr("Record %n shot(s)", "", n)

    def hands(self, n: int) -> str:
        return self.tr("the vote with %n hand(s)", "", n)


plurals = Plurals()


def preset_name(preset: str) -> str:
    return {
        "classic": translate("Texts", "Classic"),
        "youth": translate("Texts", "Youth group"),
        "club": translate("Texts", "Club"),
        "angel": translate("Texts", "Angel"),
    }.get(preset, preset)


def preset_origin(preset: str) -> str:
    return {
        "classic": translate("Texts", "András Kuba's rules, 1997"),
        "youth": translate("Texts", "A youth-group game with playing cards"),
        "club": translate("Texts", "Russian club rules, ten numbered seats"),
        "angel": translate("Texts", "The Princeton rules, with the Angel"),
    }.get(preset, "")


def role_title(code: str, count: int = 1) -> str:
    """The name of a role title code (the preset's name for a role)."""
    singular = {
        "civilian": translate("Texts", "Civilian"),
        "mafia": translate("Texts", "Mafia"),
        "don": translate("Texts", "Don"),
        "detective": translate("Texts", "Detective"),
        "doctor": translate("Texts", "Doctor"),
        "inspector": translate("Texts", "Inspector"),
        "sheriff": translate("Texts", "Sheriff"),
        "medic": translate("Texts", "Medic"),
        "angel": translate("Texts", "Angel"),
        "archangel": translate("Texts", "Archangel"),
    }
    plural = {"civilian": translate("Texts", "Civilians"), "mafia": translate("Texts", "Mafia")}
    if count != 1 and code in plural:
        return plural[code]
    return singular.get(code, code)


def day_summary(preset: str) -> str:
    return {
        "classic": translate(
            "Texts",
            "Accuse, vote to charge, last words, vote to execute. The day lasts until "
            "someone is executed; when time runs out, fate picks.",
        ),
        "youth": translate(
            "Texts",
            "Talk on day one. Then every hand votes once; the leader defends and faces "
            "a revote, and a majority sends them to jail, card shown.",
        ),
        "club": translate(
            "Texts",
            "A minute each, in seat order. Nominate one player a day; the most votes leaves. "
            'A tie is a car crash: defences, a revote, then "should all leave?"',
        ),
        "angel": translate(
            "Texts",
            "An accusation needs a second, then a defence and a vote: a majority of the "
            "living convicts. An acquitted player is safe until tomorrow.",
        ),
    }.get(preset, "")


def night_summary(preset: str) -> str:
    return {
        "classic": translate(
            "Texts",
            "A meeting night first. Then the mafia shoot (more than half must agree) "
            "and the Inspector checks one player.",
        ),
        "youth": translate(
            "Texts",
            "The mafia choose a victim together, the Detective checks, the Medic protects one player.",
        ),
        "club": translate(
            "Texts",
            "A zero night to meet. Then the mafia shoot (all must agree), the Don looks "
            "for the Sheriff, the Sheriff looks for the mafia.",
        ),
        "angel": translate(
            "Texts",
            "A meeting night first. Then the mafia choose a victim and the Angel asks "
            "about one player. Every dead player's card is turned up.",
        ),
    }.get(preset, "")


def win_summary(preset: str) -> str:
    return {
        "classic": translate(
            "Texts", "Town wins when every mafioso is dead; mafia when they outnumber the rest."
        ),
        "youth": translate(
            "Texts", "Town wins when all mafia are caught; mafia when they outnumber the rest."
        ),
        "club": translate("Texts", "Town wins when all mafia are out; mafia when they equal the rest."),
        "angel": translate("Texts", "Town wins when all mafia are out; mafia when they equal the rest."),
    }.get(preset, "")


# --- the table -----------------------------------------------------------------------------------


def fill(text: str, **params: object) -> str:
    for key, value in params.items():
        text = text.replace("{" + key + "}", str(value))
    return text


def names(items: object) -> str:
    """``Ann, Bob and Cid``."""
    seq = [str(x) for x in items] if isinstance(items, (list, tuple, set)) else [str(items)]
    if not seq:
        return translate("Texts", "nobody")
    if len(seq) == 1:
        return seq[0]
    return fill(translate("Texts", "{first} and {last}"), first=", ".join(seq[:-1]), last=seq[-1])


def phase_banner(phase: str, number: int, step_code: str, preset: str) -> str:
    if phase == "over":
        return translate("Texts", "Game over")
    if step_code == "meeting_night":
        return translate("Texts", "Zero night") if preset == "club" else translate("Texts", "Meeting night")
    if phase == "night":
        return fill(translate("Texts", "Night {n}"), n=number)
    return fill(translate("Texts", "Day {n}"), n=number)


def motion_text(motion: object, target: object) -> str:
    who = names(target) if isinstance(target, (list, tuple)) else str(target)
    return {
        "charge": fill(translate("Texts", "charge {who}"), who=who),
        "execute": fill(translate("Texts", "execute {who}"), who=who),
        "convict": fill(translate("Texts", "convict {who}"), who=who),
        "jail": fill(translate("Texts", "jail {who}"), who=who),
        "all_leave": fill(translate("Texts", "should {who} all leave?"), who=who),
    }.get(str(motion), who)


def step_text(code: str, params: dict[str, object], preset: str) -> str:
    """The step in words, for the centre of the circle."""
    if code == "over":
        return team_wins(str(params.get("winner")))
    if code == "meeting_night":
        if preset == "club":
            return translate(
                "Texts", "The mafia meet, then the Sheriff meets the host. No one is killed tonight."
            )
        return translate("Texts", "The mafia open their eyes and meet. No one is killed tonight.")
    if code == "night":
        return translate("Texts", "The town sleeps.")
    if code == "talk":
        return translate("Texts", "Talk: there is no vote on the first day.")
    if code == "accusations":
        return translate("Texts", "Discussion and accusations.")
    if code == "second":
        return fill(
            translate("Texts", "{accuser} accuses {suspect}. Is there a second?"),
            accuser=params.get("accuser"),
            suspect=params.get("suspect"),
        )
    if code == "vote":
        motion = params.get("motion")
        lead = {
            "charge": translate("Texts", "Vote to charge {who}"),
            "execute": translate("Texts", "Last words, then the vote to execute {who}"),
            "convict": translate("Texts", "Defence, then the vote to convict {who}"),
            "jail": translate("Texts", "Defence, then the revote to jail {who}"),
            "all_leave": translate("Texts", "Should {who} all leave?"),
        }.get(str(motion), "{who}")
        target = params.get("target")
        who = names(target) if isinstance(target, (list, tuple)) else str(target)
        count = int(str(params.get("needed", 0)))
        needed = fill(plurals.votes_needed(count), voters=params.get("voters"))
        return fill(lead, who=who) + ": " + needed
    if code == "nominations":
        nominees = params.get("nominees") or ()
        if nominees:
            return fill(
                translate("Texts", "Speeches and nominations. Nominated: {who}."), who=names(nominees)
            )
        return translate("Texts", "Speeches and nominations.")
    if code == "tally":
        return translate("Texts", "Discussion, then every hand votes once.")
    if code == "retally":
        return fill(
            translate("Texts", "Tie: {who} defend, then the vote again."),
            who=names(params.get("candidates") or ()),
        )
    return ""


def team_wins(team: str) -> str:
    return translate("Texts", "The town wins!") if team == "town" else translate("Texts", "The mafia win!")


def prompt_text(code: str, params: dict[str, object]) -> str:
    """What the panel asks the referee to do now."""
    table = {
        "pick_actor_nominate": translate("Texts", "Tap the player who accuses or nominates."),
        "pick_target_nominate": translate("Texts", "{actor}: tap the player they name."),
        "pick_actor_second": translate("Texts", "Tap the player who seconds."),
        "hands": translate("Texts", "Tap every raised hand, then count."),
        "tally_pick_candidate": translate("Texts", "Tap the player being voted on."),
        "tally_hands": translate("Texts", "Hands for {candidate}: tap each raised hand."),
        "night_meeting": translate("Texts", "Let the meeting happen, then call the morning."),
        "night_done": translate("Texts", "Everyone has been called. Call the morning."),
        "night_must_kill": translate(
            "Texts", "Under these rules the mafia must choose a victim: go back to the mafia."
        ),
        "night_team_shot": translate("Texts", "Mafia, wake up: tap the victim they choose."),
        "night_shot_target": translate(
            "Texts", "Mafia, wake up: tap a player who was shot at. Shots entered tonight: {count}."
        ),
        "night_shooters": translate("Texts", "Shots at {target}: tap each player who shot."),
        "night_check": translate("Texts", "The checking role wakes: tap the player they point at."),
        "night_don_check": translate("Texts", "The Don wakes: tap the player he points at."),
        "night_protect": translate("Texts", "The protector wakes: tap the player they protect."),
        "night_answer": translate("Texts", "Hold the button to see the answer; then call the next role."),
        "night_gate": translate("Texts", "When the last words are said, night falls."),
        "night_gate_deaths": translate(
            "Texts", "Everyone sees who went out and their card; then night falls."
        ),
        "over": "",
        "step": "",
    }
    text = table.get(code, "")
    return fill(text, **{k: v for k, v in params.items()})


def night_prompt(code: str, titles: dict[str, str]) -> str:
    """Night prompts with the preset's role names (the role, never a player)."""
    named = {
        "night_check": fill(
            translate("Texts", "{title}, wake up: tap the player they point at."),
            title=role_title(titles.get("detective", "detective")),
        ),
        "night_don_check": translate("Texts", "Don, wake up: tap the player he points at."),
        "night_protect": fill(
            translate("Texts", "{title}, wake up: tap the player they protect."),
            title=role_title(titles.get("doctor", "doctor")),
        ),
    }
    return named.get(code, prompt_text(code, {}))


def button_text(code: str, params: dict[str, object]) -> str:
    count = int(str(params.get("count", 0)))
    table = {
        "cancel": translate("Texts", "Cancel"),
        "nominate": translate("Texts", "Nominate"),
        "nominate_accuse": translate("Texts", "Accuse"),
        "second": translate("Texts", "Second"),
        "tally": translate("Texts", "Vote"),
        "end_day": translate("Texts", "End the day"),
        "end_talk_day": translate("Texts", "Night falls"),
        "time_is_up": translate("Texts", "Time is up: fate picks"),
        "count_votes": plurals.count_yes(count),
        "next_candidate": translate("Texts", "Next candidate"),
        "previous_candidate": translate("Texts", "Previous candidate"),
        "add_candidate": translate("Texts", "Another candidate"),
        "count_tally": translate("Texts", "Count the votes"),
        "morning": translate("Texts", "Morning"),
        "record_shots": plurals.record_shots(count),
        "shots_done": translate("Texts", "Shots done"),
        "skip_step": translate("Texts", "Next role"),
        "next_role": translate("Texts", "Next role"),
        "next_same_role": translate("Texts", "The next player of this role"),
        "night_falls": translate("Texts", "Night falls"),
        "night_falls_pass": translate("Texts", "Night falls: pass the laptop"),
        "back_step": translate("Texts", "Back"),
    }
    return table.get(code, code)


def event_text(event: dict[str, object], preset: str) -> str | None:
    """One line of the public log, or None for events the log does not show."""
    kind = event.get("type")
    if kind == "phase":
        return "— " + phase_banner(str(event["phase"]), int(str(event["number"])), "", preset) + " —"
    if kind == "nomination":
        text = (
            translate("Texts", "{by} accuses {target}")
            if preset in ("classic", "angel")
            else translate("Texts", "{by} nominates {target}")
        )
        return fill(text, by=event["by"], target=event["target"])
    if kind == "second":
        return fill(
            translate("Texts", "{by} seconds the accusation of {target}"),
            by=event["by"],
            target=event["target"],
        )
    if kind == "lapsed":
        return fill(
            translate("Texts", "No second: the accusation of {target} lapses"), target=event["target"]
        )
    if kind == "vote":
        result = translate("Texts", "passed") if event.get("passed") else translate("Texts", "failed")
        if event.get("motion") == "all_leave":  # a question, not "Vote to ...": the car crash's last vote
            target = event.get("target")
            return fill(
                translate("Texts", "Should {who} all leave? {yes} yes, {needed} needed — {result}"),
                who=names(target) if isinstance(target, (list, tuple)) else str(target),
                yes=event.get("yes"),
                needed=event.get("needed"),
                result=result,
            )
        return fill(
            translate("Texts", "Vote to {motion}: {yes} yes, {needed} needed — {result}"),
            motion=motion_text(event.get("motion"), event.get("target")),
            yes=event.get("yes"),
            needed=event.get("needed"),
            result=result,
        )
    if kind == "tally":
        counts = event.get("counts") or {}
        assert isinstance(counts, dict)
        parts = []
        for candidate, n in counts.items():
            parts.append(f"{candidate} — " + plurals.votes(n))
        return translate("Texts", "Votes: ") + ", ".join(parts)
    if kind == "tie":
        return fill(translate("Texts", "Tie between {who}"), who=names(event.get("players") or ()))
    if kind == "acquitted":
        return fill(translate("Texts", "{player} is cleared"), player=event["player"])
    if kind == "death":
        cause = event.get("cause")
        if cause == "night":
            return fill(translate("Texts", "{player} was killed in the night"), player=event["player"])
        if cause == "time_limit":
            return fill(
                translate("Texts", "Time ran out: fate picks {player}, who dies"), player=event["player"]
            )
        return fill(translate("Texts", "{player} is out by the vote"), player=event["player"])
    if kind == "reveal":
        return fill(
            translate("Texts", "{player}'s card: {role}"),
            player=event["player"],
            role=role_title(str(event["role"])),
        )
    if kind == "saved":
        if event.get("player"):
            return fill(translate("Texts", "No one died: {player} was saved"), player=event["player"])
        return translate("Texts", "No one died: the victim was saved")
    if kind == "no_kill":
        return translate("Texts", "A good morning: no one died")
    if kind == "win":
        return team_wins(str(event.get("team")))
    if kind == "speech_order":
        order = event.get("order") or []
        assert isinstance(order, list)
        return fill(translate("Texts", "Speeches start with {first}"), first=order[0]) if order else None
    if kind == "shot":
        return fill(translate("Texts", "{by} shot at {target}"), by=event["by"], target=event["target"])
    if kind == "check":
        return fill(
            translate("Texts", "{by} checked {target}: {result}"),
            by=event["by"],
            target=event["target"],
            result=translate("Texts", "mafia")
            if event.get("result") == "mafia"
            else translate("Texts", "not mafia"),
        )
    if kind == "don_check":
        return fill(
            translate("Texts", "{by} looked for the Sheriff at {target}: {result}"),
            by=event["by"],
            target=event["target"],
            result=translate("Texts", "found")
            if event.get("result") == "detective"
            else translate("Texts", "not there"),
        )
    if kind == "protect":
        return fill(translate("Texts", "{by} protected {target}"), by=event["by"], target=event["target"])
    return None


# Words the engine puts inside its refusals (verbs, motions, parties), so lupdate collects them.
REFUSAL_WORDS = (
    QT_TRANSLATE_NOOP("RefusalWords", "vote"),
    QT_TRANSLATE_NOOP("RefusalWords", "accuse"),
    QT_TRANSLATE_NOOP("RefusalWords", "accused"),
    QT_TRANSLATE_NOOP("RefusalWords", "nominate"),
    QT_TRANSLATE_NOOP("RefusalWords", "nominated"),
    QT_TRANSLATE_NOOP("RefusalWords", "second"),
    QT_TRANSLATE_NOOP("RefusalWords", "shoot"),
    QT_TRANSLATE_NOOP("RefusalWords", "shot"),
    QT_TRANSLATE_NOOP("RefusalWords", "check"),
    QT_TRANSLATE_NOOP("RefusalWords", "checked"),
    QT_TRANSLATE_NOOP("RefusalWords", "protect"),
    QT_TRANSLATE_NOOP("RefusalWords", "protected"),
    QT_TRANSLATE_NOOP("RefusalWords", "voted for"),
    QT_TRANSLATE_NOOP("RefusalWords", "make the Don's check"),
    QT_TRANSLATE_NOOP("RefusalWords", "accuser"),
    QT_TRANSLATE_NOOP("RefusalWords", "suspect"),
    QT_TRANSLATE_NOOP("RefusalWords", "town"),
    QT_TRANSLATE_NOOP("RefusalWords", "mafia"),
    QT_TRANSLATE_NOOP("RefusalWords", "charge"),
    QT_TRANSLATE_NOOP("RefusalWords", "execution"),
    QT_TRANSLATE_NOOP("RefusalWords", "conviction"),
    QT_TRANSLATE_NOOP("RefusalWords", "jailing"),
    QT_TRANSLATE_NOOP("RefusalWords", "leaving"),
    QT_TRANSLATE_NOOP("RefusalWords", "end_night"),
    QT_TRANSLATE_NOOP("RefusalWords", "end_day"),
    QT_TRANSLATE_NOOP("RefusalWords", "tally"),
    QT_TRANSLATE_NOOP("RefusalWords", "don_check"),
    QT_TRANSLATE_NOOP("RefusalWords", "shot at"),
    QT_TRANSLATE_NOOP("RefusalWords", "made the Don's check on"),
)


def refusal_text(code: str, params: dict[str, object], fallback: str) -> str:
    """An engine refusal in the user's language, from its code and parameters."""
    from mafia_desktop.engine.errors import DONE_PHRASES, MOTION_NOUNS, TEMPLATES

    template = TEMPLATES.get(code)
    if template is None:
        return fallback
    shown: dict[str, object] = {}
    for key, value in params.items():
        if key == "acts" and isinstance(value, (list, tuple)):
            shown[key] = names([translate("RefusalWords", str(act)) for act in value])
        elif isinstance(value, (list, tuple, set)):
            shown[key] = names(list(value))
        elif key == "who":
            shown[key] = role_title(str(value))
        elif key == "done":
            shown[key] = translate("RefusalWords", DONE_PHRASES.get(str(value), str(value)))
        elif key == "motion":
            shown[key] = translate("RefusalWords", MOTION_NOUNS.get(str(value), str(value)))
        elif key in ("role", "act", "party", "team", "done"):
            shown[key] = translate("RefusalWords", str(value))
        else:
            shown[key] = value
    try:
        return translate("Refusals", template).format(**shown)
    except (KeyError, IndexError, ValueError):
        return fallback


def night_answer(result: str, title: str) -> str:
    return {
        "mafia": translate("Texts", "Yes: mafia"),
        "not_mafia": translate("Texts", "No: not mafia"),
        "detective": fill(translate("Texts", "Yes: the {title}"), title=title),
        "not_detective": fill(translate("Texts", "No: not the {title}"), title=title),
    }.get(result, result)


def timer_label(kind: str, who: str | None) -> str:
    table = {
        "speech": translate("Texts", "{who} speaks"),
        "last_words": translate("Texts", "Last words: {who}"),
        "night_last_words": translate("Texts", "Last words: {who}"),
        "defence": translate("Texts", "Defence: {who}"),
        "discussion": translate("Texts", "Discussion"),
        "day_limit": translate("Texts", "Time left today"),
    }
    return fill(table.get(kind, ""), who=who or "")


# --- set-up ---------------------------------------------------------------------------------------


def name_problem_text(seat: int, name: str, code: str) -> str:
    reason = {
        "empty": translate("Texts", "a name cannot be empty"),
        "too_long": translate("Texts", "a name can have at most 24 characters"),
        "control": translate("Texts", "a name cannot contain line breaks or tabs"),
        "duplicate": translate("Texts", "another player already has this name (ignoring case)"),
        "invisible": translate(
            "Texts", "a name cannot contain invisible or text-direction characters (zero-width, bidi)"
        ),
        "blank": translate("Texts", "a name needs at least one letter, digit or sign that shows"),
    }.get(code, code)
    if seat <= 0:
        return reason[:1].upper() + reason[1:] + "."
    shown = name.strip() or "…"
    return fill(
        translate("Texts", "Seat {seat} ({name}): {reason}."), seat=seat, name=shown[:30], reason=reason
    )


def problem_text(problem: str) -> str:
    """Why a deal or the rules cannot be played, as a sentence in the user's language."""
    code = getattr(problem, "code", None)
    params = dict(getattr(problem, "params", {}))
    if "preset" in params:
        params["preset"] = preset_name(str(params["preset"]))
    if "which" in params:
        params["which"] = role_title(str(params["which"]))
    text = refusal_text(code, params, str(problem)) if code else str(problem)
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")


OPTION_NAMES = {
    "min_players": QT_TRANSLATE_NOOP("Options", "Fewest players"),
    "max_players": QT_TRANSLATE_NOOP("Options", "Most players"),
    "mafia_meet": QT_TRANSLATE_NOOP("Options", "The mafia know each other"),
    "first_phase": QT_TRANSLATE_NOOP("Options", "The game opens with"),
    "day": QT_TRANSLATE_NOOP("Options", "How the day votes"),
    "second_required": QT_TRANSLATE_NOOP("Options", "An accusation needs a second"),
    "two_votes": QT_TRANSLATE_NOOP("Options", "Two votes: charge, then execute"),
    "suspect_may_vote": QT_TRANSLATE_NOOP("Options", "The suspect votes on their own trial"),
    "acquittal_blocks": QT_TRANSLATE_NOOP("Options", "The acquitted are safe until tomorrow"),
    "day_ends_without_death": QT_TRANSLATE_NOOP("Options", "A day may end without a death"),
    "time_limit_pick": QT_TRANSLATE_NOOP("Options", "When time runs out, fate picks who dies"),
    "nominations": QT_TRANSLATE_NOOP("Options", "Only nominees are voted on"),
    "revote": QT_TRANSLATE_NOOP("Options", "The leader faces a revote"),
    "tie": QT_TRANSLATE_NOOP("Options", "A tie"),
    "speech_order": QT_TRANSLATE_NOOP("Options", "Speech order"),
    "kill": QT_TRANSLATE_NOOP("Options", "The night kill"),
    "skip_kill": QT_TRANSLATE_NOOP("Options", "The mafia may skip the kill"),
    "protect_self": QT_TRANSLATE_NOOP("Options", "The doctor may protect themself"),
    "protect_same_twice": QT_TRANSLATE_NOOP(
        "Options", "The doctor may protect the same player two nights running"
    ),
    "announce_save": QT_TRANSLATE_NOOP("Options", "The morning says when the doctor saved the victim"),
    "reveal": QT_TRANSLATE_NOOP("Options", "Cards turned up at death"),
    "mafia_win": QT_TRANSLATE_NOOP("Options", "The mafia win when they"),
    "speech_seconds": QT_TRANSLATE_NOOP("Options", "Speech"),
    "last_words_seconds": QT_TRANSLATE_NOOP("Options", "Last words (day)"),
    "night_last_words_seconds": QT_TRANSLATE_NOOP("Options", "Last words (night victim)"),
    "defence_seconds": QT_TRANSLATE_NOOP("Options", "Defence"),
    "discussion_seconds": QT_TRANSLATE_NOOP("Options", "Discussion"),
    "day_limit_seconds": QT_TRANSLATE_NOOP("Options", "Day time limit"),
    "day_limit_warning_seconds": QT_TRANSLATE_NOOP("Options", "Warning before the day ends"),
}

CHOICES = {
    "meeting_night": QT_TRANSLATE_NOOP("Options", "a meeting night"),
    "talk_day": QT_TRANSLATE_NOOP("Options", "a day of talk, no vote"),
    "night": QT_TRANSLATE_NOOP("Options", "a night with a kill"),
    "day": QT_TRANSLATE_NOOP("Options", "a day with a vote"),
    "accusation": QT_TRANSLATE_NOOP("Options", "accusations and trials"),
    "tally": QT_TRANSLATE_NOOP("Options", "a tally of raised hands"),
    "retally": QT_TRANSLATE_NOOP("Options", "a revote, then nobody goes"),
    "car_crash": QT_TRANSLATE_NOOP("Options", "car crash"),
    "none": QT_TRANSLATE_NOOP("Options", "nobody goes"),
    "rotating": QT_TRANSLATE_NOOP("Options", "day k opens with seat k"),
    "majority": QT_TRANSLATE_NOOP("Options", "more than half of the mafia agree"),
    "unanimous": QT_TRANSLATE_NOOP("Options", "all the mafia agree"),
    "team": QT_TRANSLATE_NOOP("Options", "one team choice"),
    "never": QT_TRANSLATE_NOOP("Options", "never"),
    "vote": QT_TRANSLATE_NOOP("Options", "when voted out"),
    "always": QT_TRANSLATE_NOOP("Options", "always"),
    "parity": QT_TRANSLATE_NOOP("Options", "equal the rest"),
}


def option_name(name: str) -> str:
    return QCoreApplication.translate("Options", OPTION_NAMES.get(name, name))


# Where one choice means something else under another option.
CHOICES_OF = {
    ("speech_order", "none"): QT_TRANSLATE_NOOP("Options", "free discussion, no set order"),
    ("mafia_win", "majority"): QT_TRANSLATE_NOOP("Options", "outnumber the rest"),
}


def option_choice(option: str, choice: str) -> str:
    text = CHOICES_OF.get((option, choice)) or CHOICES.get(choice, choice)
    return QCoreApplication.translate("Options", text)


def rules_summary(rules: object) -> str:
    """A plain summary of a rule set at the table: who wakes, how votes work, how it ends."""
    preset = getattr(rules, "preset", "")
    lo, hi = getattr(rules, "min_players", 0), getattr(rules, "max_players", 0)
    players = (
        fill(translate("Texts", "Exactly {n} players."), n=lo)
        if lo == hi
        else fill(translate("Texts", "{lo} to {hi} players."), lo=lo, hi=hi)
    )
    return "\n".join(
        [
            players,
            translate("Texts", "Day: ") + day_summary(preset),
            translate("Texts", "Night: ") + night_summary(preset),
            translate("Texts", "End: ") + win_summary(preset),
        ]
    )


# --- private turns --------------------------------------------------------------------------------


def card_name(code: str) -> str:
    return {
        "number": translate("Texts", "a number card (2-10)"),
        "jack": translate("Texts", "a Jack"),
        "queen": translate("Texts", "a Queen"),
        "king": translate("Texts", "a King"),
        "ace": translate("Texts", "an Ace"),
        "red_number": translate("Texts", "a red 2-9"),
        "clubs_face": translate("Texts", "the King, Queen or Jack of clubs"),
        "red_queen": translate("Texts", "the Queen of hearts (or of diamonds)"),
        "red_king": translate("Texts", "the King of hearts"),
    }.get(code, code)


def role_duty(role: str, title: str) -> str:
    """What a role does, in one line, for the card shown on the private panel."""
    return {
        "civilian": translate(
            "Texts", "You have no night power. Find the mafia by talking, watching and voting."
        ),
        "mafia": translate(
            "Texts", "At night you and the other mafia choose whom to kill. By day, hide among the town."
        ),
        "don": translate(
            "Texts", "You lead the mafia: you shoot with them, and each night you look for the Sheriff."
        ),
        "detective": fill(
            translate("Texts", "Each night you, the {title}, ask whether one player is mafia."),
            title=role_title(title),
        ),
        "doctor": fill(
            translate("Texts", "Each night you, the {title}, protect one player from the mafia."),
            title=role_title(title),
        ),
    }.get(role, "")


def call_name(call: str, titles: dict[str, str]) -> str:
    """The role a step wakes (laptop in the middle): public, no player named."""
    if call == "mafia":
        return translate("Texts", "Mafia")
    return role_title(titles.get(call, call))


def private_title(
    stage: str, who: str | None, seat: int | None, call: str | None, titles: dict[str, str]
) -> str:
    if stage == "end":
        return translate("Texts", "Everyone has had their turn. Pass the laptop back to the table.")
    if call is not None:
        return fill(translate("Texts", "{role}, wake up"), role=call_name(call, titles))
    if stage == "cover":
        return fill(translate("Texts", "Pass the laptop to {who} (seat {seat})"), who=who, seat=seat)
    return fill(translate("Texts", "{who}'s turn (seat {seat})"), who=who, seat=seat)


def private_secret(code: str, params: dict[str, object]) -> str:
    """The words only the person holding the panel sees."""
    problem = params.get("problem")
    tail = ""
    if problem == "pick_first":
        tail = "\n" + translate("Texts", "Tap a seat first, then Confirm.")
    elif problem:
        tail = "\n" + translate("Texts", "That choice is not possible: pick another player.")
    if code == "role_card":
        role = str(params.get("role"))
        title = str(params.get("title"))
        lines = [fill(translate("Texts", "You are: {role}"), role=role_title(title)), role_duty(role, title)]
        mates = params.get("mates")
        if isinstance(mates, (list, tuple)) and mates:
            lines.append(
                fill(translate("Texts", "The other mafia: {who}."), who=names([str(m) for m in mates]))
            )
        return "\n".join(lines)
    if code == "question":
        act = params.get("act")
        if act == "shoot":
            if params.get("team"):
                text = translate(
                    "Texts", "Mafia: whom do the mafia kill tonight? Your choice replaces the one before."
                )
                if params.get("so_far"):
                    text += "\n" + fill(
                        translate("Texts", "So far: {target} (chosen by {by})."),
                        target=params.get("so_far"),
                        by=params.get("so_far_by"),
                    )
                return text + tail
            return (
                translate(
                    "Texts", "Mafia: whom do you shoot tonight? You shoot alone; Nobody is a choice too."
                )
                + tail
            )
        if act == "don_check":
            return translate("Texts", "Don: who do you think is the Sheriff?") + tail
        if act == "check":
            return (
                fill(
                    translate("Texts", "{title}: whom do you ask about tonight?"),
                    title=role_title(str(params.get("title"))),
                )
                + tail
            )
        if act == "protect":
            return (
                fill(
                    translate("Texts", "{title}: whom do you protect tonight?"),
                    title=role_title(str(params.get("title"))),
                )
                + tail
            )
        decoy = params.get("decoy")
        return {
            "suspect": translate("Texts", "Who do you suspect most?"),
            "trust": translate("Texts", "Whom do you trust most?"),
            "quiet": translate("Texts", "Who has been quietest today?"),
        }.get(str(decoy), "") + tail
    if code == "answer":
        answers = params.get("answers") or ()
        lines = []
        for target, result in answers:  # type: ignore[attr-defined]
            lines.append(
                {
                    "mafia": fill(translate("Texts", "{target} is mafia."), target=target),
                    "not_mafia": fill(translate("Texts", "{target} is not mafia."), target=target),
                    "detective": fill(translate("Texts", "{target} is the Sheriff."), target=target),
                    "not_detective": fill(translate("Texts", "{target} is not the Sheriff."), target=target),
                }.get(str(result), str(result))
            )
        return "\n".join(lines) if lines else translate("Texts", "Thank you. Your answer is noted.")
    if code == "wake":
        return translate(
            "Texts", "Tap the player you choose, then Confirm. The step ends by itself when its time is up."
        )
    if code == "which_card":
        return translate("Texts", "Which card do you hold? Choose it below, then Confirm.") + tail
    return ""


def private_button(key: str) -> str:
    return {
        "got_it": translate("Texts", "Got it"),
        "confirm": translate("Texts", "Confirm"),
        "nobody": translate("Texts", "Nobody"),
        "done": translate("Texts", "Done"),
        "morning": translate("Texts", "Morning"),
        "to_table": translate("Texts", "To the table"),
        "check_cards": translate("Texts", "Check the cards"),
    }.get(key, key)


def card_mismatch(mismatch: list[tuple[str, int, int]], preset: str) -> str:
    from mafia_desktop.cards import card_for

    parts = [
        fill(
            translate("Texts", "{entered} × {card} entered, but {dealt} dealt"),
            entered=entered,
            card=card_name(card_for(preset, role)),
            dealt=dealt,
        )
        for role, entered, dealt in mismatch
    ]
    return "; ".join(parts) + ". " + translate("Texts", "Everyone enters their card again, privately.")
