"""Taps and presses at the table, turned into inputs.

A tap on a seat or a press of a step's button goes to the composer (:mod:`mafia_desktop.table.composer`),
which says what input it makes; the input goes to the controller with the table's place in the
night (the role called, the seat of the called list) and the taps still being made, so a crash or
an undo comes back to the same place. A tap that does nothing says why, in public words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from mafia_desktop import phrases
from mafia_desktop.engine.inputs import ExtraPoints, Foul, Input
from mafia_desktop.engine.sport import BEST_MOVE_NAMES, SPEECH_LOST_AT
from mafia_desktop.table.flow import end_day_careful
from mafia_desktop.table.session import speaker_now, speech_ahead

if TYPE_CHECKING:
    from mafia_desktop.ui.table_screen import TableScreen

translate = QCoreApplication.translate


class ActionsPart:
    """The table screen's taps and presses (a part of :class:`TableScreen`)."""

    def _why_not(self: TableScreen, name: str) -> str:
        """Why a tap on ``name`` is not taken in this day step: the engine's own reason (dead,
        acquitted today, already nominated, themself…), in words."""
        inp = self.composer.tap_input(name)
        refused = self.controller.refusal(inp) if inp is not None else None
        if refused is None:
            return translate("TableScreen", "%1 cannot be picked for this.").replace("%1", name)
        return phrases.refusal_text(refused.code, dict(refused.params), str(refused))

    def _on_circle_seat_activated(self: TableScreen, name: str) -> None:
        c = self.composer
        public = self.controller.view()
        if public.phase == "day" and name not in c.selectable():
            # A tap that does nothing says why (in public words: the step, never a role).
            if c.mode == "idle":
                text = (
                    translate(
                        "TableScreen", "Press a button first (who accuses, the vote…), then tap the players."
                    )
                    if public.rules.day == "accusation"
                    else translate(
                        "TableScreen",
                        "Press a button first (who nominates, the vote…), then tap the players.",
                    )
                )
            else:
                text = self._why_not(name)
            self.error.setText(text)
            self.error.show()
            return
        c.moved = None
        c.refused = False
        inputs = c.tap(name)
        moved = c.moved
        self._submit(inputs)
        if c.refused:
            # Said without names: one shot each, by the mafia, never at oneself.
            self.error.setText(
                translate(
                    "TableScreen", "That tap is not a shot the rules allow (one shot each, never at oneself)."
                )
            )
            self.error.show()
        if moved is not None:
            voter, before, after = moved
            self.error.setText(
                translate("TableScreen", "One hand each: %1's vote moves from %2 to %3.")
                .replace("%1", voter)
                .replace("%2", before)
                .replace("%3", after)
            )
            self.error.show()

    def _on_circle_seat_held(self: TableScreen, name: str) -> None:
        """A long press on a seat, or F on it: the referee gives that player a foul (public, and
        undone as any input). Never under the private panel: its turn owns the screen."""
        if self._step is not None and self._step.private is not None:
            return
        public = self.controller.view()
        foul = next((a for a in public.sport if a.act == "foul"), None)
        if foul is None:
            if public.phase != "over":
                self.error.setText(
                    translate("TableScreen", "These rules keep no fouls (the club's sport is off in set-up).")
                )
                self.error.show()
            return
        if name not in foul.by:
            self.error.setText(
                translate("TableScreen", "%1 is out of the game: no foul.").replace("%1", name)
            )
            self.error.show()
            return
        count = public.seat(name).fouls + 1
        # A third foul before the speeches reach the player costs today's speech.
        ahead = count == SPEECH_LOST_AT and speech_ahead(public, self.session, name)
        if self.controller.submit([Foul(name, ahead)], aside=True):
            self._say_foul(name, count, ahead)
            words = {
                3: (
                    translate(
                        "TableScreen", "Third foul for %1: they lose today's speech. Undo takes it back."
                    )
                    if ahead
                    else translate(
                        "TableScreen", "Third foul for %1: their next speech is lost. Undo takes it back."
                    )
                ),
                4: translate("TableScreen", "Fourth foul for %1: they leave the game. Undo takes it back."),
            }.get(count, translate("TableScreen", "Foul %2 of 4 for %1. Undo takes it back."))
            self.error.setText(words.replace("%1", name).replace("%2", str(count)))
            self.error.show()

    def _give_extra_points(self: TableScreen) -> None:
        from mafia_desktop.ui.extra_points import ExtraPointsDialog

        dialog = ExtraPointsDialog([s.name for s in self.controller.view().seats], self)
        try:
            if dialog.exec() == ExtraPointsDialog.DialogCode.Accepted:
                given = dialog.given()
                self.controller.submit([ExtraPoints(given.player, given.points, given.reason)], aside=True)
        finally:
            dialog.deleteLater()

    def _on_action_clicked(self: TableScreen, key: str) -> None:
        if key == "extra_points":
            self._give_extra_points()
            return
        if key == "enter_best_move" and len(self.composer.hands) != BEST_MOVE_NAMES:
            self.error.setText(
                translate("TableScreen", "Tap three players for the best move: %1 so far.").replace(
                    "%1", str(len(self.composer.hands))
                )
            )
            self.error.show()
            return
        if key == "night_ready":
            self._let_night_begin()
            return
        if key == "next_seat":
            self._leave_seat()
            return
        if key in ("back_seat", "back_step") and self._back_in_list():
            return
        if key in ("pause_list", "resume_list"):
            self._unpace()
            if key == "resume_list":
                self._say_seat()
            self.controller.set_session(
                self.session.with_(calling="on" if key == "resume_list" else "paused")
            )
            return
        if key == "repeat_seat":
            self._unpace()
            self._say_seat()
            self._render()
            return
        unheard = ", ".join(self.unheard(self.controller.view()))
        if key == "tally" and unheard:
            if not self._confirm(
                translate("TableScreen", "Not heard yet: %1. Vote now all the same?").replace("%1", unheard)
            ):
                return
        if key == "end_day" and unheard:
            question = translate("TableScreen", "Not heard yet: %1. End the day all the same?").replace(
                "%1", unheard
            )
            if not self._confirm(question):
                return
        if key == "end_day" and not self._confirm_end_day():
            return
        inputs = self.composer.press(key)
        view = self.controller.view()
        speaker = speaker_now(view, self.session)
        if key == "nominate" and view.rules.nominations and speaker is not None:
            # The club: only the speaker nominates, in their own speech (its clock started or not:
            # a tap then is the nominee, never the nominator): they are picked at once; a tap on
            # their seat takes them back.
            if self.composer.mode == "pick_actor" and speaker in self.composer.selectable():
                inputs = self.composer.tap(speaker)
                self.composer.preselected = True
        self._submit(inputs)

    def _confirm_end_day(self: TableScreen) -> bool:
        if end_day_careful(self.controller.view()):
            return self._confirm(
                translate("TableScreen", "Time is up: a random living player will die. Go ahead?"),
                default_yes=False,
            )
        return True

    def _submit(self: TableScreen, inputs: list[Input]) -> None:
        self.error.hide()
        if not inputs:
            renders = self._renders
            self._sync_night()
            self._keep_draft()
            if self._renders == renders:  # (a tap the session kept has rendered already)
                self._render()
            return
        flow = None
        if self.composer.mode == "night" and self.referee is not None:
            act = self.composer.night_act()
            desk = self.referee.desk

            def flow() -> dict[str, object]:  # asked once the inputs are in the game
                more = act is not None and any(a.act == act for a in desk.view().legal)
                return self.composer.after_night_input(more)

        self.controller.submit(inputs, flow=flow)  # the step is rendered when the controller tells

    def _sync_night(self: TableScreen) -> None:
        """The role the referee calls, whether a check's answer waits, and the called list's seat,
        into the session (one save when they changed: a crash or an undo comes back to the same
        call and the same seat)."""
        night = self.composer.night
        if self.referee is None or self.composer.mode != "night" or night is None:
            return  # with no referee, the private panel's flow keeps its own place
        s = self.session
        index = min(night.index, len(night.steps))
        place = (index, self.composer.answer_pending, night.seat)
        if (s.call, s.answer_pending, s.seat) != place:
            self.controller.set_session(
                s.with_(call=index, answer_pending=self.composer.answer_pending, seat=night.seat)
            )

    def _keep_draft(self: TableScreen) -> None:
        """The taps of the input being made (hands raised, the seat's signs), into the session
        with each tap: one save, as an input would be, so a crash loses none of them."""
        draft = self.composer.draft()
        if draft != self.session.draft:
            self.controller.set_session(self.session.with_(draft=draft))

    def _on_controller_input_refused(
        self: TableScreen, code: str, params: dict[str, object], message: str
    ) -> None:
        if self.composer.mode == "night":
            # Said without names or roles: the screen may be seen when eyes open.
            self.error.setText(
                translate(
                    "TableScreen", "That choice is not possible now. Try again, or go to the next role."
                )
            )
        else:
            self.error.setText(phrases.refusal_text(code, params, message))
        self.error.show()
