"""The table screen's side of the declared flow (:mod:`mafia_desktop.table.table_flow`).

A tap on a seat, a long press, a press of a step's button, undo, a clock run out, a private turn
ended: each is sent to the flow as a message (:meth:`ActionsPart.send`), and the effects the flow
answers with are carried out here and only here: inputs to the controller with the session that
follows, the session kept, a question asked, a word to the table, inputs taken back, the narrator,
a dialog. The screen then renders what the flow's state says. No view decides what comes next.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from mafia_desktop import phrases
from mafia_desktop.engine.inputs import ExtraPoints, Input
from mafia_desktop.table import table_flow as tf

if TYPE_CHECKING:
    from mafia_desktop.ui.table.screen import TableScreen

translate = QCoreApplication.translate


class ActionsPart:
    """The table screen's messages to the flow, and the flow's effects (a part of :class:`TableScreen`)."""

    def flow_state(self: TableScreen) -> tf.TableState:
        """The table's state as the flow reads it: the views, the session, the clocks now."""
        public = self.controller.view()
        night = public.phase == "night"
        return tf.TableState(
            self.table_mode(),
            public,
            self.session,
            referee=self.referee.desk.view() if self.referee is not None and night else None,
            inputs=self.controller.record.inputs,
            dealt=bool(self.controller.note("dealt")),
            narrating=self.narrating(),
            clocks=self._clocks(),
        )

    def send(self: TableScreen, message: tf.Message) -> None:
        """The one way the table moves: the flow's answer to ``message``, carried out. A message
        the stage does not take (a button of a screen already gone, a double tap) does nothing."""
        try:
            _, effects = tf.update(self.flow_state(), message)
        except tf.UnknownMessage:
            return
        if isinstance(message, (tf.Tap, tf.Press, tf.TimeUp)):
            self.error.hide()
        renders = self._renders
        for effect in effects:
            if self._carry_out(effect):
                break
        if self._renders == renders:  # (a change the controller told has rendered already)
            self._recompose()
            self._render()

    def _carry_out(self: TableScreen, effect: tf.Effect) -> bool:
        """One effect of the flow; True when it handed the table on (a question answered: the
        message it sent has carried out the rest)."""
        if isinstance(effect, tf.Submit):
            self._submit_effect(effect)
        elif isinstance(effect, tf.Keep):
            self.controller.set_session(effect.session)
        elif isinstance(effect, tf.Ask):
            if self._confirm(self._question_text(effect), default_yes=effect.default_yes):
                self.send(effect.then)
            return True
        elif isinstance(effect, tf.Notice):
            self.error.setText(self._notice_text(effect.code, dict(effect.params)))
            self.error.show()
        elif isinstance(effect, tf.TakeBack):
            self._take_back(effect)
        elif isinstance(effect, tf.Say):
            self._say(effect)
        elif isinstance(effect, tf.Dialog):
            self._give_extra_points()
        elif isinstance(effect, tf.Dealt):
            self.controller.set_note("dealt", True)
            self._refresh()
        elif isinstance(effect, tf.Pace):
            self._seat_timer.stop()
            self._unpace()
        return False

    def _submit_effect(self: TableScreen, effect: tf.Submit) -> None:
        settle, place = effect.settle, dict(effect.place)
        flow: dict[str, object] | None = place or None
        if settle is not None and self.referee is not None:
            desk = self.referee.desk

            def changes() -> dict[str, object]:  # asked once the inputs are in the game
                return {**place, **settle.changes(desk.view())}

            taken = self.controller.submit(list(effect.inputs), flow=changes, aside=effect.aside)
        else:
            taken = self.controller.submit(list(effect.inputs), flow=flow, aside=effect.aside)
        if not taken and effect.if_refused is not None:
            self.controller.set_session(self.session.with_(**effect.if_refused))

    def _take_back(self: TableScreen, effect: tf.TakeBack) -> None:
        if self._session_key is not None:
            self._restart_private()  # the private turn starts again from the session given back
        if effect.count:
            self.controller.undo(effect.count)  # the session goes back with the record
            if effect.place:
                self.controller.set_session(self.session.with_(**effect.place))
        else:  # nothing entered yet: the same save and the same restart all the same
            self.controller.set_session(self.session.with_(**effect.place))
            self.controller.save_now()
            self._refresh()

    def _say(self: TableScreen, effect: tf.Say) -> None:
        params = dict(effect.params)
        if effect.what == "seat":
            self._say_seat()
        elif effect.what == "night":
            self._apply_theme(True, animate=True)
            self._narrate_phase("night")
        elif effect.what == "foul":
            self._say_foul(str(params["name"]), int(str(params["count"])), bool(params["ahead"]))

    # --- messages from the screen's parts ---------------------------------------------------------

    def _on_circle_seat_activated(self: TableScreen, name: str) -> None:
        self.send(tf.Tap(name))

    def _on_circle_seat_held(self: TableScreen, name: str) -> None:
        """A long press on a seat, or F on it: the referee gives that player a foul (public, and
        undone as any input). Never under the private panel: its turn owns the screen."""
        self.send(tf.Hold(name))

    def _on_action_clicked(self: TableScreen, key: str) -> None:
        self.send(tf.Press(key))

    def _let_night_begin(self: TableScreen) -> None:
        self.send(tf.Press("night_ready"))

    def _give_extra_points(self: TableScreen) -> None:
        from mafia_desktop.ui.table.extra_points import ExtraPointsDialog

        dialog = ExtraPointsDialog([s.name for s in self.controller.view().seats], self)
        try:
            if dialog.exec() == ExtraPointsDialog.DialogCode.Accepted:
                given = dialog.given()
                self.controller.submit([ExtraPoints(given.player, given.points, given.reason)], aside=True)
        finally:
            dialog.deleteLater()

    def _sync_night(self: TableScreen) -> None:
        """The role the referee calls, whether a check's answer waits, and the called list's seat,
        into the session (one save when they changed: the composer's reset may have clamped them)."""
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

    # --- the flow's words ------------------------------------------------------------------------

    def _notice_text(self: TableScreen, code: str, params: dict[str, object]) -> str:
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
            inp = params.get("input")
            refused = self.controller.refusal(inp) if isinstance(inp, Input) else None
            if refused is None:
                return translate("TableScreen", "%1 cannot be picked for this.").replace("%1", name)
            return phrases.refusal_text(refused.code, dict(refused.params), str(refused))
        if code == "not_a_shot":  # said without names: one shot each, by the mafia, never at oneself
            return translate(
                "TableScreen", "That tap is not a shot the rules allow (one shot each, never at oneself)."
            )
        if code == "hand_moved":
            return (
                translate("TableScreen", "One hand each: %1's vote moves from %2 to %3.")
                .replace("%1", str(params["voter"]))
                .replace("%2", str(params["from"]))
                .replace("%3", str(params["to"]))
            )
        if code == "no_fouls":
            return translate("TableScreen", "These rules keep no fouls (the club's sport is off in set-up).")
        if code == "out_no_foul":
            return translate("TableScreen", "%1 is out of the game: no foul.").replace("%1", name)
        if code == "best_move_three":
            return translate("TableScreen", "Tap three players for the best move: %1 so far.").replace(
                "%1", str(params["count"])
            )
        assert code == "foul", code
        count = int(str(params["count"]))
        words = {
            3: (
                translate("TableScreen", "Third foul for %1: they lose today's speech. Undo takes it back.")
                if params.get("ahead")
                else translate(
                    "TableScreen", "Third foul for %1: their next speech is lost. Undo takes it back."
                )
            ),
            4: translate("TableScreen", "Fourth foul for %1: they leave the game. Undo takes it back."),
        }.get(count, translate("TableScreen", "Foul %2 of 4 for %1. Undo takes it back."))
        return words.replace("%1", name).replace("%2", str(count))

    def _question_text(self: TableScreen, ask: tf.Ask) -> str:
        params = dict(ask.params)
        names = params.get("names")
        listed = ", ".join(str(n) for n in names) if isinstance(names, tuple) else ""
        if ask.question == "vote_unheard":
            return translate("TableScreen", "Not heard yet: %1. Vote now all the same?").replace("%1", listed)
        if ask.question == "end_day_unheard":
            return translate("TableScreen", "Not heard yet: %1. End the day all the same?").replace(
                "%1", listed
            )
        if ask.question == "time_is_up":
            return translate("TableScreen", "Time is up: a random living player will die. Go ahead?")
        last = params.get("last")
        return self._undo_text(ask.question, last if isinstance(last, Input) else None)

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
