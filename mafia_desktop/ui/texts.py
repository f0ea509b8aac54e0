"""Words for the engine's codes. The engine speaks in codes; only this module turns them into
text, through Qt's translation system, so every language shares one place."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def _t(text: str) -> str:
    return QCoreApplication.translate("Texts", text)


def preset_name(preset: str) -> str:
    return {
        "classic": _t("Classic"),
        "youth": _t("Youth group"),
        "club": _t("Club"),
        "angel": _t("Angel"),
    }.get(preset, preset)


def preset_origin(preset: str) -> str:
    return {
        "classic": _t("András Kuba's rules, 1997"),
        "youth": _t("A youth-group game with playing cards"),
        "club": _t("Russian club rules, ten numbered seats"),
        "angel": _t("The Princeton rules, with the Angel"),
    }.get(preset, "")


def role_title(code: str, count: int = 1) -> str:
    """The name of a role title code (the preset's name for a role)."""
    singular = {
        "civilian": _t("Civilian"),
        "mafia": _t("Mafia"),
        "don": _t("Don"),
        "detective": _t("Detective"),
        "doctor": _t("Doctor"),
        "inspector": _t("Inspector"),
        "sheriff": _t("Sheriff"),
        "medic": _t("Medic"),
        "angel": _t("Angel"),
        "archangel": _t("Archangel"),
    }
    plural = {"civilian": _t("Civilians"), "mafia": _t("Mafia")}
    if count != 1 and code in plural:
        return plural[code]
    return singular.get(code, code)


def day_summary(preset: str) -> str:
    return {
        "classic": _t(
            "Accuse, vote to charge, last words, vote to execute. The day lasts until "
            "someone is executed; when time runs out, fate picks."
        ),
        "youth": _t(
            "Talk on day one. Then every hand votes once; the leader defends and faces "
            "a revote, and a majority sends them to jail, card shown."
        ),
        "club": _t(
            "A minute each, in seat order. Nominate one player a day; the most votes leaves. "
            'A tie is a car crash: defences, a revote, then "should all leave?"'
        ),
        "angel": _t(
            "An accusation needs a second, then a defence and a vote: a majority of the "
            "living convicts. An acquitted player is safe until tomorrow."
        ),
    }.get(preset, "")


def night_summary(preset: str) -> str:
    return {
        "classic": _t(
            "A meeting night first. Then the mafia shoot (more than half must agree) "
            "and the Inspector checks one player."
        ),
        "youth": _t(
            "The mafia choose a victim together, the Detective checks, the Medic protects one player."
        ),
        "club": _t(
            "A zero night to meet. Then the mafia shoot (all must agree), the Don looks "
            "for the Sheriff, the Sheriff looks for the mafia."
        ),
        "angel": _t(
            "A meeting night first. Then the mafia choose a victim and the Angel asks "
            "about one player. Every dead player's card is turned up."
        ),
    }.get(preset, "")


def win_summary(preset: str) -> str:
    return {
        "classic": _t("Town wins when every mafioso is dead; mafia when they outnumber the rest."),
        "youth": _t("Town wins when all mafia are caught; mafia when they outnumber the rest."),
        "club": _t("Town wins when all mafia are out; mafia when they equal the rest."),
        "angel": _t("Town wins when all mafia are out; mafia when they equal the rest."),
    }.get(preset, "")


# --- the table -----------------------------------------------------------------------------------


def _n(text: str, n: int) -> str:
    """A plural-aware text: ``%n`` is replaced by ``n`` in the right form for the language."""
    return QCoreApplication.translate("Texts", text, None, n)


def _fill(text: str, **params: object) -> str:
    for key, value in params.items():
        text = text.replace("{" + key + "}", str(value))
    return text


def names(items: object) -> str:
    """``Ann, Bob and Cid``."""
    seq = [str(x) for x in items] if isinstance(items, (list, tuple, set)) else [str(items)]
    if not seq:
        return _t("nobody")
    if len(seq) == 1:
        return seq[0]
    return _fill(_t("{first} and {last}"), first=", ".join(seq[:-1]), last=seq[-1])


def phase_banner(phase: str, number: int, step_code: str, preset: str) -> str:
    if phase == "over":
        return _t("Game over")
    if step_code == "meeting_night":
        return _t("Zero night") if preset == "club" else _t("Meeting night")
    if phase == "night":
        return _fill(_t("Night {n}"), n=number)
    return _fill(_t("Day {n}"), n=number)


def motion_text(motion: object, target: object) -> str:
    who = names(target) if isinstance(target, (list, tuple)) else str(target)
    return {
        "charge": _fill(_t("charge {who}"), who=who),
        "execute": _fill(_t("execute {who}"), who=who),
        "convict": _fill(_t("convict {who}"), who=who),
        "jail": _fill(_t("jail {who}"), who=who),
        "all_leave": _fill(_t("should {who} all leave?"), who=who),
    }.get(str(motion), who)


def step_text(code: str, params: dict[str, object], preset: str) -> str:
    """The step in words, for the centre of the circle."""
    if code == "over":
        return team_wins(str(params.get("winner")))
    if code == "meeting_night":
        if preset == "club":
            return _t("The mafia meet, then the Sheriff meets the host. No one is killed tonight.")
        return _t("The mafia open their eyes and meet. No one is killed tonight.")
    if code == "night":
        return _t("The town sleeps.")
    if code == "talk":
        return _t("Talk: there is no vote on the first day.")
    if code == "accusations":
        return _t("Discussion and accusations.")
    if code == "second":
        return _fill(
            _t("{accuser} accuses {suspect}. Is there a second?"),
            accuser=params.get("accuser"),
            suspect=params.get("suspect"),
        )
    if code == "vote":
        motion = params.get("motion")
        lead = {
            "charge": _t("Vote to charge {who}"),
            "execute": _t("Last words, then the vote to execute {who}"),
            "convict": _t("Defence, then the vote to convict {who}"),
            "jail": _t("Defence, then the revote to jail {who}"),
            "all_leave": _t("Should {who} all leave?"),
        }.get(str(motion), "{who}")
        target = params.get("target")
        who = names(target) if isinstance(target, (list, tuple)) else str(target)
        count = int(str(params.get("needed", 0)))
        needed = _fill(_n("%n of {voters} votes needed", count), voters=params.get("voters"))
        return _fill(lead, who=who) + ": " + needed
    if code == "nominations":
        nominees = params.get("nominees") or ()
        if nominees:
            return _fill(_t("Speeches and nominations. Nominated: {who}."), who=names(nominees))
        return _t("Speeches and nominations.")
    if code == "tally":
        return _t("Discussion, then every hand votes once.")
    if code == "retally":
        return _fill(_t("Tie: {who} defend, then the vote again."), who=names(params.get("candidates") or ()))
    return ""


def team_wins(team: str) -> str:
    return _t("The town wins!") if team == "town" else _t("The mafia win!")


def prompt_text(code: str, params: dict[str, object]) -> str:
    """What the panel asks the referee to do now."""
    table = {
        "pick_actor_nominate": _t("Tap the player who accuses or nominates."),
        "pick_target_nominate": _t("{actor}: tap the player they name."),
        "pick_actor_second": _t("Tap the player who seconds."),
        "hands": _t("Tap every raised hand, then count."),
        "tally_pick_candidate": _t("Tap the player being voted on."),
        "tally_hands": _t("Hands for {candidate}: tap each raised hand."),
        "night_meeting": _t("Let the meeting happen, then call the morning."),
        "night_done": _t("Everyone has been called. Call the morning."),
        "night_must_kill": _t("Under these rules the mafia must choose a victim: go back to the mafia."),
        "night_team_shot": _t("Mafia, wake up: tap the victim they choose."),
        "night_shot_target": _t("Mafia, wake up: tap a player who was shot at."),
        "night_shooters": _t("Shots at {target}: tap each player who shot."),
        "night_check": _t("The checking role wakes: tap the player they point at."),
        "night_don_check": _t("The Don wakes: tap the player he points at."),
        "night_protect": _t("The protector wakes: tap the player they protect."),
        "over": "",
        "step": "",
    }
    text = table.get(code, "")
    return _fill(text, **{k: v for k, v in params.items()})


def night_prompt(code: str, titles: dict[str, str]) -> str:
    """Night prompts with the preset's role names (the role, never a player)."""
    named = {
        "night_check": _fill(
            _t("{title}, wake up: tap the player they point at."),
            title=role_title(titles.get("detective", "detective")),
        ),
        "night_don_check": _t("Don, wake up: tap the player he points at."),
        "night_protect": _fill(
            _t("{title}, wake up: tap the player they protect."),
            title=role_title(titles.get("doctor", "doctor")),
        ),
    }
    return named.get(code, prompt_text(code, {}))


def button_text(code: str, params: dict[str, object]) -> str:
    table = {
        "cancel": _t("Cancel"),
        "nominate": _t("Nominate"),
        "nominate_accuse": _t("Accuse"),
        "second": _t("Second"),
        "tally": _t("Vote"),
        "end_day": _t("End the day"),
        "end_talk_day": _t("Night falls"),
        "time_is_up": _t("Time is up: fate picks"),
        "count_votes": _n("Count: %n yes", int(str(params.get("count", 0)))),
        "next_candidate": _t("Next candidate"),
        "previous_candidate": _t("Previous candidate"),
        "add_candidate": _t("Another candidate"),
        "count_tally": _t("Count the votes"),
        "morning": _t("Morning"),
        "record_shots": _n("Record %n shot(s)", int(str(params.get("count", 0)))),
        "shots_done": _t("Shots done"),
        "skip_step": _t("Next role"),
        "back_step": _t("Back"),
    }
    return table.get(code, code)


def event_text(event: dict[str, object], preset: str) -> str | None:
    """One line of the public log, or None for events the log does not show."""
    kind = event.get("type")
    if kind == "phase":
        return "— " + phase_banner(str(event["phase"]), int(str(event["number"])), "", preset) + " —"
    if kind == "nomination":
        text = (
            _t("{by} accuses {target}") if preset in ("classic", "angel") else _t("{by} nominates {target}")
        )
        return _fill(text, by=event["by"], target=event["target"])
    if kind == "second":
        return _fill(_t("{by} seconds the accusation of {target}"), by=event["by"], target=event["target"])
    if kind == "lapsed":
        return _fill(_t("No second: the accusation of {target} lapses"), target=event["target"])
    if kind == "vote":
        result = _t("passed") if event.get("passed") else _t("failed")
        return _fill(
            _t("Vote to {motion}: {yes} yes, {needed} needed — {result}"),
            motion=motion_text(event.get("motion"), event.get("target")),
            yes=event.get("yes"),
            needed=event.get("needed"),
            result=result,
        )
    if kind == "tally":
        counts = event.get("counts") or {}
        assert isinstance(counts, dict)
        return _t("Votes: ") + ", ".join(f"{c} {n}" for c, n in counts.items())
    if kind == "tie":
        return _fill(_t("Tie between {who}"), who=names(event.get("players") or ()))
    if kind == "acquitted":
        return _fill(_t("{player} is cleared"), player=event["player"])
    if kind == "death":
        cause = event.get("cause")
        if cause == "night":
            return _fill(_t("{player} was killed in the night"), player=event["player"])
        if cause == "time_limit":
            return _fill(_t("Time ran out: fate picks {player}, who dies"), player=event["player"])
        return _fill(_t("{player} is out by the vote"), player=event["player"])
    if kind == "reveal":
        return _fill(
            _t("{player}'s card: {role}"), player=event["player"], role=role_title(str(event["role"]))
        )
    if kind == "saved":
        if event.get("player"):
            return _fill(_t("No one died: {player} was saved"), player=event["player"])
        return _t("No one died: the victim was saved")
    if kind == "no_kill":
        return _t("A good morning: no one died")
    if kind == "win":
        return team_wins(str(event.get("team")))
    if kind == "speech_order":
        order = event.get("order") or []
        assert isinstance(order, list)
        return _fill(_t("Speeches start with {first}"), first=order[0]) if order else None
    if kind == "shot":
        return _fill(_t("{by} shot at {target}"), by=event["by"], target=event["target"])
    if kind == "check":
        return _fill(
            _t("{by} checked {target}: {result}"),
            by=event["by"],
            target=event["target"],
            result=_t("mafia") if event.get("result") == "mafia" else _t("not mafia"),
        )
    if kind == "don_check":
        return _fill(
            _t("{by} looked for the Sheriff at {target}: {result}"),
            by=event["by"],
            target=event["target"],
            result=_t("found") if event.get("result") == "detective" else _t("not there"),
        )
    if kind == "protect":
        return _fill(_t("{by} protected {target}"), by=event["by"], target=event["target"])
    return None


def refusal_text(code: str, params: dict[str, object], fallback: str) -> str:
    """An engine refusal in the user's language (the engine's English where there is none)."""
    translated = QCoreApplication.translate("Refusals", fallback)
    return translated


def night_answer(result: str, title: str) -> str:
    return {
        "mafia": _t("Yes: mafia"),
        "not_mafia": _t("No: not mafia"),
        "detective": _fill(_t("Yes: the {title}"), title=title),
        "not_detective": _fill(_t("No: not the {title}"), title=title),
    }.get(result, result)


def timer_label(kind: str, who: str | None) -> str:
    table = {
        "speech": _t("{who} speaks"),
        "last_words": _t("Last words: {who}"),
        "night_last_words": _t("Last words: {who}"),
        "defence": _t("Defence: {who}"),
        "discussion": _t("Discussion"),
        "day_limit": _t("Time left today"),
    }
    return _fill(table.get(kind, ""), who=who or "")


# --- set-up ---------------------------------------------------------------------------------------


def name_problem_text(seat: int, name: str, code: str) -> str:
    reason = {
        "empty": _t("a name cannot be empty"),
        "too_long": _t("a name can have at most 24 characters"),
        "control": _t("a name cannot contain line breaks or tabs"),
        "duplicate": _t("another player already has this name (ignoring case)"),
    }.get(code, code)
    if seat <= 0:
        return reason[:1].upper() + reason[1:] + "."
    shown = name.strip() or "…"
    return _fill(_t("Seat {seat} ({name}): {reason}."), seat=seat, name=shown[:30], reason=reason)


def deal_problem_text(problem: str) -> str:
    text = QCoreApplication.translate("Deal", problem)
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")


OPTION_NAMES = {
    "min_players": "Fewest players",
    "max_players": "Most players",
    "mafia_meet": "The mafia know each other",
    "first_phase": "The game opens with",
    "day": "How the day votes",
    "second_required": "An accusation needs a second",
    "two_votes": "Two votes: charge, then execute",
    "suspect_may_vote": "The suspect votes on their own trial",
    "acquittal_blocks": "The acquitted are safe until tomorrow",
    "day_ends_without_death": "A day may end without a death",
    "time_limit_pick": "When time runs out, fate picks who dies",
    "nominations": "Only nominees are voted on",
    "revote": "The leader faces a revote",
    "tie": "A tie",
    "speech_order": "Speech order",
    "kill": "The night kill",
    "skip_kill": "The mafia may skip the kill",
    "protect_self": "The doctor may protect themself",
    "protect_same_twice": "The doctor may protect the same player two nights running",
    "announce_save": "The morning says when the doctor saved the victim",
    "reveal": "Cards turned up at death",
    "mafia_win": "The mafia win when they",
    "speech_seconds": "Speech",
    "last_words_seconds": "Last words (day)",
    "night_last_words_seconds": "Last words (night victim)",
    "defence_seconds": "Defence",
    "discussion_seconds": "Discussion",
    "day_limit_seconds": "Day time limit",
    "day_limit_warning_seconds": "Warning before the day ends",
}

CHOICES = {
    "meeting_night": "a meeting night",
    "talk_day": "a day of talk, no vote",
    "night": "a night with a kill",
    "day": "a day with a vote",
    "accusation": "accusations and trials",
    "tally": "a tally of raised hands",
    "retally": "vote again among the tied, then nobody",
    "car_crash": 'car crash: defences, revote, then "all leave?"',
    "none": "nobody goes",
    "rotating": "day k opens with seat k",
    "majority": "more than half of the mafia agree",
    "unanimous": "all the mafia agree",
    "team": "one team choice",
    "never": "never",
    "vote": "when voted out",
    "always": "always",
    "parity": "equal the rest",
}


def option_name(name: str) -> str:
    return QCoreApplication.translate("Options", OPTION_NAMES.get(name, name))


def option_choice(choice: str) -> str:
    if choice == "majority":
        return _t("more than half of the mafia agree / outnumber the rest")
    return QCoreApplication.translate("Options", CHOICES.get(choice, choice))


def rules_summary(rules: object) -> str:
    """A plain summary of a rule set at the table: who wakes, how votes work, how it ends."""
    preset = getattr(rules, "preset", "")
    lo, hi = getattr(rules, "min_players", 0), getattr(rules, "max_players", 0)
    players = (
        _fill(_t("Exactly {n} players."), n=lo)
        if lo == hi
        else _fill(_t("{lo} to {hi} players."), lo=lo, hi=hi)
    )
    return "\n".join(
        [
            players,
            _t("Day: ") + day_summary(preset),
            _t("Night: ") + night_summary(preset),
            _t("End: ") + win_summary(preset),
        ]
    )


# --- private turns --------------------------------------------------------------------------------


def card_name(code: str) -> str:
    return {
        "number": _t("a number card (2-10)"),
        "jack": _t("a Jack"),
        "queen": _t("a Queen"),
        "king": _t("a King"),
        "ace": _t("an Ace"),
        "red_number": _t("a red 2-9"),
        "clubs_face": _t("the King, Queen or Jack of clubs"),
        "red_queen": _t("the Queen of hearts (or of diamonds)"),
        "red_king": _t("the King of hearts"),
    }.get(code, code)


def role_duty(role: str, title: str) -> str:
    """What a role does, in one line, for the card shown on the private panel."""
    return {
        "civilian": _t("You have no night power. Find the mafia by talking, watching and voting."),
        "mafia": _t("At night you and the other mafia choose whom to kill. By day, hide among the town."),
        "don": _t("You lead the mafia: you shoot with them, and each night you look for the Sheriff."),
        "detective": _fill(
            _t("Each night you, the {title}, ask whether one player is mafia."), title=role_title(title)
        ),
        "doctor": _fill(
            _t("Each night you, the {title}, protect one player from the mafia."), title=role_title(title)
        ),
    }.get(role, "")


def call_name(call: str, titles: dict[str, str]) -> str:
    """The role a step wakes (laptop in the middle): public, no player named."""
    if call == "mafia":
        return _t("Mafia")
    return role_title(titles.get(call, call))


def private_title(
    stage: str, who: str | None, seat: int | None, call: str | None, titles: dict[str, str]
) -> str:
    if stage == "end":
        return _t("Everyone has had their turn. Pass the laptop back to the table.")
    if call is not None:
        return _fill(_t("{role}, wake up"), role=call_name(call, titles))
    if stage == "cover":
        return _fill(_t("Pass the laptop to {who} (seat {seat})"), who=who, seat=seat)
    return _fill(_t("{who}'s turn (seat {seat})"), who=who, seat=seat)


def private_secret(code: str, params: dict[str, object]) -> str:
    """The words only the person holding the panel sees."""
    problem = params.get("problem")
    tail = ""
    if problem == "pick_first":
        tail = "\n" + _t("Tap a seat first, then Confirm.")
    elif problem:
        tail = "\n" + _t("That choice is not possible: pick another player.")
    if code == "role_card":
        role = str(params.get("role"))
        title = str(params.get("title"))
        lines = [_fill(_t("You are: {role}"), role=role_title(title)), role_duty(role, title)]
        mates = params.get("mates") or ()
        if mates:
            lines.append(_fill(_t("The other mafia: {who}."), who=names(list(mates))))  # type: ignore[arg-type]
        return "\n".join(lines)
    if code == "question":
        act = params.get("act")
        if act == "shoot":
            if params.get("team"):
                text = _t("Mafia: whom do the mafia kill tonight? Your choice replaces the one before.")
                if params.get("so_far"):
                    text += "\n" + _fill(
                        _t("So far: {target} (chosen by {by})."),
                        target=params.get("so_far"),
                        by=params.get("so_far_by"),
                    )
                return text + tail
            return _t("Mafia: whom do you shoot tonight? You shoot alone; Nobody is a choice too.") + tail
        if act == "don_check":
            return _t("Don: who do you think is the Sheriff?") + tail
        if act == "check":
            return (
                _fill(
                    _t("{title}: whom do you ask about tonight?"), title=role_title(str(params.get("title")))
                )
                + tail
            )
        if act == "protect":
            return (
                _fill(_t("{title}: whom do you protect tonight?"), title=role_title(str(params.get("title"))))
                + tail
            )
        decoy = params.get("decoy")
        return {
            "suspect": _t("Who do you suspect most?"),
            "trust": _t("Whom do you trust most?"),
            "quiet": _t("Who has been quietest today?"),
        }.get(str(decoy), "") + tail
    if code == "answer":
        answers = params.get("answers") or ()
        lines = []
        for target, result in answers:  # type: ignore[attr-defined]
            lines.append(
                {
                    "mafia": _fill(_t("{target} is mafia."), target=target),
                    "not_mafia": _fill(_t("{target} is not mafia."), target=target),
                    "detective": _fill(_t("{target} is the Sheriff."), target=target),
                    "not_detective": _fill(_t("{target} is not the Sheriff."), target=target),
                }.get(str(result), str(result))
            )
        return "\n".join(lines) if lines else _t("Thank you. Your answer is noted.")
    if code == "wake":
        return _t("Tap the player you choose, then Confirm. The step ends by itself when its time is up.")
    if code == "which_card":
        return _t("Which card do you hold? Choose it below, then Confirm.") + tail
    return ""


def private_button(key: str) -> str:
    return {
        "got_it": _t("Got it"),
        "confirm": _t("Confirm"),
        "nobody": _t("Nobody"),
        "done": _t("Done"),
        "morning": _t("Morning"),
        "to_table": _t("To the table"),
        "check_cards": _t("Check the cards"),
    }.get(key, key)


def card_mismatch(mismatch: list[tuple[str, int, int]], preset: str) -> str:
    from mafia_desktop.cards import card_for

    parts = [
        _fill(
            _t("{entered} × {card} entered, but {dealt} dealt"),
            entered=entered,
            card=card_name(card_for(preset, role)),
            dealt=dealt,
        )
        for role, entered, dealt in mismatch
    ]
    return "; ".join(parts) + ". " + _t("Everyone enters their card again, privately.")
