"""The table's words for what its flow says in codes: a notice, a question, undo's question.

The flow (:mod:`mafia_desktop.table.table_flow`) and undo's plan (:func:`~mafia_desktop.table.flow.undo_plan`)
speak in codes; these are their words, in the language the app speaks (Qt Linguist's context
``TableScreen``). At a night played in private, undo asks in the same words whoever chose what.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mafia_desktop import phrases
from mafia_desktop.engine.errors import IllegalInput
from mafia_desktop.engine.inputs import Input
from mafia_desktop.engine.rules import Rules
from mafia_desktop.table import table_flow as tf

translate = QCoreApplication.translate


def notice_text(code: str, params: dict[str, object], refusal: IllegalInput | None) -> str:
    """A word of the flow to the table (:class:`~mafia_desktop.table.table_flow.Notice`);
    ``refusal``: the engine's own reason, where the notice is why a pick was refused."""
    name = str(params.get("name", ""))
    if code == "press_first":
        if params.get("accuse"):
            return translate(
                "TableScreen", "Press a button first (who accuses, the vote…), then tap the players."
            )
        return translate(
            "TableScreen", "Press a button first (who nominates, the vote…), then tap the players."
        )
    if code == "why_not":
        # The engine's own reason (dead, acquitted today, already nominated, themself…).
        refused = refusal
        if refused is None:
            return phrases.arg(translate("TableScreen", "%1 cannot be picked for this."), name)
        return phrases.refusal_text(refused.code, dict(refused.params), str(refused))
    if code == "not_a_shot":  # said without names: one shot each, by the mafia, never at oneself
        return translate(
            "TableScreen", "That tap is not a shot the rules allow (one shot each, never at oneself)."
        )
    if code == "hand_moved":
        return phrases.arg(
            translate("TableScreen", "One hand each: %1's vote moves from %2 to %3."),
            str(params["voter"]),
            str(params["from"]),
            str(params["to"]),
        )
    if code == "phones_waiting":
        line = translate("TableScreen", "Waiting for the phones of: %1")
        return line.replace("%1", phrases.listed(params.get("names"), line))
    if code == "phone_taken_back":
        return phrases.arg(translate("TableScreen", "%1 plays on the laptop from now on."), name)
    if code == "no_fouls":
        return translate("TableScreen", "These rules keep no fouls (the club's sport is off in set-up).")
    if code == "out_no_foul":
        return phrases.arg(translate("TableScreen", "%1 is out of the game: no foul."), name)
    if code == "card_alive":
        return phrases.arg(
            translate("TableScreen", "%1 is out of the game: only a living player sees their card again."),
            name,
        )
    if code == "best_move_three":
        return translate("TableScreen", "Tap three players for the best move: %1 so far.").replace(
            "%1", phrases.text_of(params["count"])
        )
    referee = _referee_notice(code, params, name)
    if referee is not None:
        return referee
    assert code == "foul", code
    count = int(str(params["count"]))
    words = {
        3: (
            translate(
                "TableScreen", "Third foul for %1: their next speech is half its time. Undo takes it back."
            )
            if params.get("half")
            else translate("TableScreen", "Third foul for %1: they lose today's speech. Undo takes it back.")
            if params.get("ahead")
            else translate("TableScreen", "Third foul for %1: their next speech is lost. Undo takes it back.")
        ),
        4: translate("TableScreen", "Fourth foul for %1: they leave the game. Undo takes it back."),
    }.get(count, translate("TableScreen", "Foul %2 of 4 for %1. Undo takes it back."))
    return phrases.arg(words, name, count)


def _referee_notice(code: str, params: dict[str, object], name: str) -> str | None:
    """The words of the referee's acts beside the game (a technical foul, a removal, a surrender,
    the shooting order); None for any other notice."""
    if code == "referee_not_now":
        return translate("TableScreen", "That act of the referee cannot be made now.")
    if code == "referee_not_alive":
        return phrases.arg(translate("TableScreen", "%1 is out of the game already."), name)
    if code == "remove_reason":
        return translate("TableScreen", "A removal needs the reason, at most %1 characters.").replace(
            "%1", phrases.text_of(params.get("most", ""))
        )
    if code == "order_names":
        return translate("TableScreen", "The shooting order names one to three different players.")
    if code == "shooting_order":
        line = translate("TableScreen", "The shooting order is noted: %1. Undo takes it back.")
        return line.replace("%1", phrases.listed(params.get("names"), line))
    if code == "technical_foul":
        count, limit = phrases.text_of(params.get("count", "")), phrases.text_of(params.get("limit", ""))
        if count == limit:
            text = translate(
                "TableScreen", "Technical foul %2 of %3 for %1: they leave the game. Undo takes it back."
            )
        else:
            text = translate("TableScreen", "Technical foul %2 of %3 for %1. Undo takes it back.")
        return phrases.arg(text, name, count, limit)
    if code == "remove":
        return phrases.arg(translate("TableScreen", "%1 is removed from the game. Undo takes it back."), name)
    if code == "surrender":
        return phrases.arg(translate("TableScreen", "%1 has given up the game. Undo takes it back."), name)
    return None


def question_text(ask: tf.Ask, rules: Rules) -> str:
    """A question of the flow (:class:`~mafia_desktop.table.table_flow.Ask`) in words."""
    params = dict(ask.params)
    names = params.get("names")
    if ask.question in ("vote_unheard", "end_day_unheard"):
        line = (
            translate("TableScreen", "Not heard yet: %1. Vote now all the same?")
            if ask.question == "vote_unheard"
            else translate("TableScreen", "Not heard yet: %1. End the day all the same?")
        )
        return line.replace("%1", phrases.listed(names, line))
    if ask.question == "remove_sure":
        return phrases.arg(
            translate("TableScreen", "Remove %1 from the game? They leave at once, without last words."),
            str(params.get("name", "")),
        )
    if ask.question == "surrender_sure":
        return phrases.arg(
            translate("TableScreen", "Does %1 give up the game? They leave at once, without last words."),
            str(params.get("name", "")),
        )
    if ask.question == "time_is_up":
        return translate("TableScreen", "Time is up: a random living player will die. Go ahead?")
    last = params.get("last")
    return undo_text(ask.question, last if isinstance(last, Input) else None, rules)


def undo_text(question: str, last: Input | None, rules: Rules) -> str:
    """The undo question ``question`` (see :class:`~mafia_desktop.table.flow.UndoPlan`) in words."""
    if question == "night_again":  # the game began with this night: nothing before it
        return translate(
            "TableScreen",
            "Start this night again? Every choice made tonight is taken back, and the turns"
            " start again from the first player.",
        )
    if question == "day_before":
        return translate(
            "TableScreen",
            "Go back to the day before this night? Every choice made that night is taken"
            " back: tell the table, and play the night again.",
        )
    if question == "secret" or last is None:
        what = translate("TableScreen", "the last night choice")
    else:
        what = _describe(last, rules)
    if question == "ended_day":
        return phrases.arg(
            translate(
                "TableScreen", "Undo %1? That ended the day: this night is taken back, and the day goes on."
            ),
            what,
        )
    return phrases.arg(translate("TableScreen", "Undo %1?"), what)


def _describe(inp: Input, rules: Rules) -> str:
    """A public input in words, for the undo question (in the rules' own words: an accusation or a
    nomination)."""
    data = inp.to_json()
    act = data["act"]
    if act == "nominate":
        text = (
            translate("TableScreen", "{by} accusing {target}")
            if rules.day == "accusation"
            else translate("TableScreen", "{by} nominating {target}")
        )
        return phrases.fill(text, by=data["by"], target=data["target"])
    if act == "second":
        return phrases.fill(translate("TableScreen", "{by}'s second"), by=data["by"])
    if act == "vote":
        hands = len(data["voters"])
        return phrases.plurals.hands(hands)
    if act == "tally":
        return translate("TableScreen", "the tally of the votes")
    if act == "end_day":
        return translate("TableScreen", "the end of the day")
    if act == "end_night":
        return translate("TableScreen", "the morning")
    return translate("TableScreen", "the last input")
