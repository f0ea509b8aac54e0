"""Drives one private flow on the private panel: :class:`PrivateSession`.

A flow of :mod:`mafia_desktop.table.private_turns` (the deal, the night's turns, a role woken,
the cards entered) says, in codes, what each private screen shows; the session puts it into
words (:mod:`mafia_desktop.phrases`) on the panel, passes what was done on the panel back to the
flow, and the inputs the flow makes to the controller, with exactly one save per pick and per
end of a turn whoever makes it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mafia_desktop import phrases
from mafia_desktop.engine.rules import Rules
from mafia_desktop.table.phones import LaptopNight
from mafia_desktop.table.private_turns import CardEntry, DealReveal, NightTurns, RoleWake
from mafia_desktop.ui.circle.seat_circle import Seat
from mafia_desktop.ui.table.controller import GameController

if TYPE_CHECKING:
    from mafia_desktop.ui.private.panel import PrivatePanel


class PrivateSession:
    """Drives a private flow on the panel: user actions to the flow, inputs to the controller."""

    def __init__(
        self,
        panel: PrivatePanel,
        controller: GameController | None,
        flow: DealReveal | NightTurns | RoleWake | CardEntry,
        on_end: Any,
        preset: str = "",
        cards: list[tuple[str, str]] | None = None,
        on_render: Any = None,
    ) -> None:
        self.panel = panel
        self.on_render = on_render
        self.controller = controller
        self.flow = flow
        self.on_end = on_end
        self.preset = preset
        self.cards = cards
        self.note = ""
        self._connections = [
            (panel.action, self._on_panel_action),
            (panel.seat_tapped, self._on_panel_seat_tapped),
            (panel.card_chosen, self._on_panel_card_chosen),
            (panel.held, self._on_panel_held),
        ]
        for signal, slot in self._connections:
            signal.connect(slot)
        self.render()

    def close(self) -> None:
        for signal, slot in self._connections:
            signal.disconnect(slot)

    def _views(self) -> None:
        if self.controller is None:
            return
        if isinstance(self.flow, (NightTurns, RoleWake)):
            self.flow.refresh(self.controller.view())

    def render(self) -> None:
        self._views()
        screen = self.flow.screen()
        secret = screen.secret
        rules: Rules | None = None
        if self.controller is not None:
            view = self.controller.view()
            seats = [Seat(s.seat, s.name, s.alive) for s in view.seats]
            rules = view.rules
        else:
            assert isinstance(self.flow, CardEntry)
            seats = [Seat(i + 1, n) for i, n in enumerate(self.flow.players)]
        words = phrases.private_secret(secret.code, dict(secret.params), rules) if secret is not None else ""
        titles = self._titles(rules, seats)
        note = self.note
        if screen.waiting:  # a night with phones: the laptop's turns are had, the phones' are not
            note = phrases.translate("TableScreen", "Waiting for the phones of: %1").replace(
                "%1", phrases.joined(list(screen.waiting))
            )
        for _ in range(2):
            # What every role could hold on this turn, with the name that takes the most room in
            # the words' type; measured again once if the fit changed that type (the turn's public
            # shape alone decides it, so every role's screen does the same).
            fitted = self.panel.fit_state()
            longest = self.panel.widest([s.name for s in seats])
            shapes = [
                phrases.private_secret(a.code, dict(a.params), rules) for a in self.flow.reserve(longest)
            ]
            self.panel.show_screen(
                screen,
                seats,
                words,
                rules,
                self.cards if isinstance(self.flow, CardEntry) else None,
                note,
                shapes,
                titles,
                self.flow.BUTTON_ROWS,
            )
            if self.panel.fit_state() == fitted:
                break
        if self.on_render is not None:
            self.on_render()

    def _titles(self, rules: Rules | None, seats: list[Seat]) -> list[str]:
        """The title of every turn of this round, in both its stages (public: whose turn)."""
        flow = self.flow
        if isinstance(flow, RoleWake):
            turns: list[tuple[str | None, int | None, str | None]] = [(None, None, c) for c in flow.calls]
        else:
            seat_of = {s.name: s.number for s in seats}
            names = flow.players if isinstance(flow, CardEntry) else flow.order
            turns = [(name, seat_of.get(name), None) for name in names]
        out = [
            phrases.private_title(stage, who, seat, call, rules)
            for who, seat, call in turns
            for stage in ("cover", "turn")
        ]
        ends = [getattr(flow, "end", "table")] + (["phones"] if isinstance(flow, LaptopNight) else [])
        return [*out, *(phrases.private_title("end", None, None, None, rules, end) for end in ends)]

    def _on_panel_held(self, shown: bool) -> None:
        if shown and hasattr(self.flow, "held"):
            self.flow.held()
            self.render()

    def _on_panel_seat_tapped(self, name: str) -> None:
        if isinstance(self.flow, (NightTurns, RoleWake)):
            self.flow.tap(name)
            self.render()

    def _on_panel_card_chosen(self, role: str) -> None:
        if isinstance(self.flow, CardEntry):
            self.flow.choose(role)
            self.render()

    def _on_panel_action(self, key: str) -> None:
        flow = self.flow
        if key == "more_time":
            self.panel.more_time()
            return
        if key in ("morning", "to_table", "check_cards") or (key == "time_up" and flow.done):
            self.on_end(self, key)
            return
        if key == "time_up" and isinstance(flow, RoleWake):
            flow.time_up()
            if self.controller is not None:  # the next role: kept, so a crash wakes that role
                s = self.controller.session
                self.controller.set_session(s.with_(call=flow.cursor.index, answer_pending=False))
            self.render()
            return
        before = flow.kept() if isinstance(flow, NightTurns) else None
        inputs = flow.press(key)
        if isinstance(flow, NightTurns) and self.controller is not None:
            # Every pick and every end of a turn is exactly one save, whoever makes it: the time in
            # hand must not tell a real choice (an input to save) from a decoy.
            if inputs:
                ok = self.controller.submit(inputs, flow=flow.kept(after_input=True))
                if ok:
                    flow.accepted()
                else:
                    flow.refused("refused")
            elif before != flow.kept():
                self.controller.set_session(self.controller.session.with_(**flow.kept()))
            if isinstance(flow, LaptopNight):
                flow.advance()  # a turn taken back from a phone ended: the next one
        elif isinstance(flow, RoleWake) and self.controller is not None and key in ("confirm", "nobody"):
            # The answer stage is kept in the table's session: a crash resumes at the answer.
            if inputs:
                self.controller.submit(inputs, flow={"answer_pending": True})
            else:  # a dead role, or Nobody: the same save and repaint as a choice entered
                self.controller.set_session(self.controller.session.with_(answer_pending=True))
        elif inputs and self.controller is not None:
            self.controller.submit(inputs)
        self.render()
