"""The balance beside the deal: each side's chance under random play (exact, at once) and informed
play (simulated in the background), a plain word, and a small chart of the mafia's chance against
the number of mafia for this table size."""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QRectF, QRunnable, QSize, Qt, QThreadPool, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QVBoxLayout, QWidget

from mafia_desktop import phrases
from mafia_desktop.engine.balance import Odds, exact, simulate, unmodelled
from mafia_desktop.engine.deal import deal_counts_problem
from mafia_desktop.engine.rules import Rules
from mafia_desktop.ui.common.widgets import TextLabel

INFORMED_GAMES = 2000


def verdict_text(odds: Odds) -> str:
    from PySide6.QtCore import QCoreApplication

    if odds.verdict == "even":
        return QCoreApplication.translate("Balance", "even")
    return phrases.team_word(odds.verdict, "favoured")


def with_mafia(rules: Rules, counts: dict[str, int], mafia: int) -> dict[str, int]:
    """The same deal with ``mafia`` mafia in all (the Don one of them where there is one)."""
    out = {r: n for r, n in counts.items() if r not in ("mafia", "don", "civilian")}
    players = sum(counts.values())
    if counts.get("don"):
        out["don"], out["mafia"] = 1, mafia - 1
    else:
        out["mafia"] = mafia
    out["civilian"] = players - sum(out.values())
    return out


class _Informed(QRunnable):
    """One informed simulation on a pool thread. It reports through the view's own signals object:
    the pool deletes the runnable on its thread, and a QObject of the UI thread must never be
    destroyed there (novelWriter #2926 is the same bug)."""

    class Signals(QObject):
        done = Signal(int, object)  # generation, Odds

    def __init__(
        self, signals: _Informed.Signals, generation: int, rules: Rules, counts: dict[str, int]
    ) -> None:
        super().__init__()
        self.signals, self.generation, self.rules, self.counts = signals, generation, rules, dict(counts)

    def run(self) -> None:
        odds = simulate(self.rules, self.counts, INFORMED_GAMES, seed=1)
        try:
            self.signals.done.emit(self.generation, odds)
        except RuntimeError:  # the view closed meanwhile: nobody waits for the answer
            pass


class BalanceChart(QWidget):
    """Bars: the mafia's chance (random play) for each number of mafia; the current one marked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("balanceChart")
        self.setMinimumHeight(90)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.bars: list[tuple[int, float]] = []
        self.current = 0

    def sizeHint(self) -> QSize:
        return QSize(260, 110)

    def set_bars(self, bars: list[tuple[int, float]], current: int) -> None:
        self.bars, self.current = bars, current
        parts = [f"{phrases.number(m)}: {phrases.percent(round(100 * p))}" for m, p in bars]
        self.setAccessibleDescription(
            self.tr("The mafia's chance for each number of mafia: %1").replace("%1", phrases.joined(parts))
        )
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        try:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            ink = self.palette().color(self.foregroundRole())
            area = QRectF(4, 6, self.width() - 8, self.height() - 26)
            p.setPen(QPen(QColor("#b9ab9c"), 1, Qt.PenStyle.DashLine))
            mid = area.top() + area.height() / 2
            p.drawLine(QPointF(area.left(), mid), QPointF(area.right(), mid))
            if not self.bars:
                return
            step = area.width() / len(self.bars)
            font = QFont(self.font())
            font.setPixelSize(11)
            p.setFont(font)
            for i, (m, chance) in enumerate(self.bars):
                h = area.height() * chance
                rect = QRectF(area.left() + i * step + step * 0.18, area.bottom() - h, step * 0.64, h)
                current = m == self.current
                p.setPen(QPen(ink, 2) if current else Qt.PenStyle.NoPen)
                p.setBrush(QColor("#7a3b1c") if current else QColor("#c9a98f"))
                p.drawRect(rect)
                p.setPen(ink)
                label = QRectF(area.left() + i * step, area.bottom() + 2, step, 16)
                p.drawText(label, Qt.AlignmentFlag.AlignCenter, phrases.number(m))
        finally:
            p.end()


class BalanceView(QWidget):
    """Shown beside the deal in set-up; :meth:`show_deal` after every change."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("balanceView")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.random_line = TextLabel()
        self.random_line.setObjectName("balanceRandom")
        self.random_line.setWordWrap(True)
        self.informed_line = TextLabel()
        self.informed_line.setObjectName("balanceInformed")
        self.informed_line.setWordWrap(True)
        self.chart = BalanceChart()
        caption = TextLabel(self.tr("The mafia's chance (random play) by number of mafia"))
        caption.setWordWrap(True)
        self.caption = caption
        # The informed model first: it is nearer to how a table plays than random play is.
        layout.addWidget(self.informed_line)
        layout.addWidget(self.random_line)
        layout.addWidget(self.chart)
        layout.addWidget(caption)
        self._generation = 0
        self._pending: tuple[Rules, dict[str, int]] | None = None
        self._jobs: list[_Informed] = []
        self._signals = _Informed.Signals(self)  # owned here, on the UI thread
        self._signals.done.connect(self._on_informed_done)
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(250)
        self._debounce.timeout.connect(self._on_debounce_timeout)
        self.random: Odds | None = None
        self.informed: Odds | None = None

    def show_deal(self, rules: Rules, counts: dict[str, int]) -> None:
        players = sum(counts.values())
        self._generation += 1
        self.informed = None
        if deal_counts_problem(rules, players, counts):
            self.random = None
            self.random_line.setText(self.tr("No odds: this deal cannot start."))
            self.informed_line.setText("")
            self.chart.set_bars([], 0)
            return
        beyond = unmodelled(counts)
        # The chart is of random play, worked out exactly: a deal the model lacks has none.
        self.chart.setVisible(not beyond)
        self.caption.setVisible(not beyond)
        if beyond:
            # The exact model holds the plain roles only: the simulation below plays the rest.
            self.random = None
            self.random_line.setText(
                self.tr(
                    "Random play is worked out exactly only without %1: the figures above are simulated."
                ).replace("%1", phrases.names([phrases.role_name(rules, r) for r in beyond]))
            )
        else:
            self.random = exact(rules, counts)
            self.random_line.setText(
                self.tr(
                    "Random play (every vote and every kill by chance): mafia %1%, town %2%. Real tables"
                    " play better than random play."
                )
                .replace("%1", phrases.number(round(100 * self.random.mafia_win)))
                .replace("%2", phrases.number(round(100 * self.random.town_win)))
            )
        self.informed_line.setText(
            self.tr("Informed play (the town acts on what its checks find): working it out…")
        )
        mafia = sum(n for r, n in counts.items() if r in ("mafia", "don"))
        bars = []
        for m in range(1, players):
            option = with_mafia(rules, counts, m)
            if option.get("civilian", 0) < 0 or deal_counts_problem(rules, players, option) or beyond:
                continue
            bars.append((m, exact(rules, option).mafia_win))
        self.chart.set_bars(bars, mafia)
        self._pending = (rules, counts)
        self._debounce.start()

    def _on_debounce_timeout(self) -> None:
        if self._pending is None:
            return
        rules, counts = self._pending
        job = _Informed(self._signals, self._generation, rules, counts)
        self._jobs = [j for j in self._jobs if j.generation >= self._generation - 2] + [job]
        QThreadPool.globalInstance().start(job)

    def _on_informed_done(self, generation: int, odds: object) -> None:
        if generation != self._generation or not isinstance(odds, Odds):
            return  # the deal changed since: a newer answer is on its way
        self.informed = odds
        text = (
            self.tr("Informed play (the town acts on what its checks find): mafia %1% ± %2, town %3% — %4")
            .replace("%1", phrases.number(round(100 * odds.mafia_win)))
            .replace("%2", phrases.decimal(100 * odds.margin, 1))
            .replace("%3", phrases.number(round(100 * odds.town_win)))
            .replace("%4", verdict_text(odds))
        )
        for team, chance in odds.others:  # a side of its own (the Maniac)
            text += " " + self.tr("(%1: %2%)").replace("%1", phrases.team_word(team, "name")).replace(
                "%2", phrases.number(round(100 * chance))
            )
        self.informed_line.setText(text)

    def wait_idle(self) -> None:
        """Tests: finish any simulation still running."""
        QThreadPool.globalInstance().waitForDone(10000)
