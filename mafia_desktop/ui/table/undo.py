"""Undo at the table, and the questions the table asks.

What undo takes back is the table flow's plan (:func:`mafia_desktop.table.flow.undo_plan`): here it
is asked in words (the same words whoever chose what at a private night) and done. No question
ever opens over the referee's peek, and the called list waits for the answer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from mafia_desktop import phrases
from mafia_desktop.engine.inputs import Input
from mafia_desktop.engine.rules import Rules
from mafia_desktop.table.flow import night_back_key, undo_plan
from mafia_desktop.ui.common.widgets import ask_yes_no

if TYPE_CHECKING:
    from mafia_desktop.ui.table.screen import TableScreen

translate = QCoreApplication.translate


class UndoPart:
    """The table screen's undo and questions (a part of :class:`TableScreen`)."""

    def _night_back_key(self: TableScreen) -> str | None:
        """The step's own Back that undo is at the referee's night while nothing was entered."""
        return night_back_key(self.composer, self.controller.has_referee)

    def _on_undo_button_clicked(self: TableScreen) -> None:
        from mafia_desktop.table.table_flow import Undo

        self.send(Undo())

    def undo_question(self: TableScreen) -> tuple[int, str]:
        """What undo would take back now (how many inputs), and the question that asks first
        (see :func:`undo_plan`: at a night played in private, the same words whoever chose what)."""
        plan = undo_plan(self.controller.view(), self.controller.record.inputs, self.controller.has_referee)
        return plan.count, self._undo_text(plan.question, plan.last)

    def _undo_text(self: TableScreen, question: str, last: Input | None) -> str:
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
            what = _describe(last, self.controller.view().rules)
        if question == "ended_day":
            return translate(
                "TableScreen", "Undo %1? That ended the day: this night is taken back, and the day goes on."
            ).replace("%1", what)
        return translate("TableScreen", "Undo %1?").replace("%1", what)

    def _confirm(self: TableScreen, question: str, default_yes: bool = True) -> bool:
        """Ask the table (:attr:`confirm`); no question ever opens over the referee's peek, and the
        called list waits for the answer. ``default_yes=False``: Enter answers No (a question
        whose Yes cannot be taken back lightly)."""
        if not default_yes:
            self._careful.add(question)
        self.set_peek(False)
        self._asking = True
        self._seat_timer.pause()
        try:
            return self.confirm(question)
        finally:
            self._asking = False
            self._seat_timer.resume()
            if self._seat_waits_for_voice and self.narrator is not None and not self.narrator.busy:
                self._on_narrator_idle()  # the seat was said while the question was open

    def _ask(self: TableScreen, question: str) -> bool:
        return ask_yes_no(
            self,
            translate("TableScreen", "Mafia Desktop"),
            question,
            default_yes=question not in self._careful,
        )


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
