"""The phone's pairing code on the private panel: a QR code of the pairing link, drawn over the
small seat circle while a player holds to see their card at the deal (a game with phones).

The link carries the pairing's key: it is as secret as the card. So the code is drawn only while
held, from modules kept only while it shows (:meth:`PairingCode.clear` forgets them), and never
said anywhere else: not in an accessible name or description, a tooltip or a window title (its
accessible name says only what it is, the same for every player).

Drawn crisp: whole device pixels a module, black on white, the standard's quiet zone included
(:func:`mafia_desktop.phones.qr.qr_matrix`), as large as the room allows up to :data:`MOST_PX` a
module, with one line under it. It takes no room in the panel's layout: it lies over the small
circle, whose place and size are the same for every player, so nothing moves when it shows.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from mafia_desktop.phones.qr import qr_matrix
from mafia_desktop.ui.circle.seat_circle import night_palette

#: The most device pixels a module is drawn (a code of 49 modules: 392 px).
MOST_PX = 8
#: Room kept round the code and its line, in pixels.
MARGIN = 12


class PairingCode(QWidget):
    """The pairing code over ``cover`` (the small seat circle): hidden until :meth:`show_link`."""

    def __init__(self, cover: QWidget, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("pairingCode")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAccessibleName(self.tr("QR code to pair your phone"))
        self.line = self.tr("Scan to take your turns on your phone")
        self._cover = cover
        self._modules: list[list[bool]] = []
        self._link = ""
        cover.installEventFilter(self)
        self.hide()

    # --- what it shows ------------------------------------------------------------------------

    def show_link(self, link: str) -> None:
        """The code of ``link``, over the circle (made again only for another link)."""
        if link != self._link:
            self._link = link
            self._modules = qr_matrix(link)
        self._place()
        self.show()
        self.raise_()
        self.update()

    def clear(self) -> None:
        """Hidden, and the link and its modules forgotten (nothing of it stays in the widget)."""
        self.hide()
        self._link = ""
        self._modules = []

    @property
    def modules(self) -> int:
        """How many modules across the code on show has (quiet zone included; 0: none)."""
        return len(self._modules)

    def code_rect(self) -> QRect:
        """Where the code (quiet zone included) is drawn, in the widget's logical pixels."""
        n = len(self._modules)
        if not n:
            return QRect()
        ratio = self.devicePixelRatioF()
        px = self.module_px()
        side = n * px / ratio
        line = self._line_height()
        top = max(0.0, (self.height() - side - MARGIN - line) / 2)
        # (in whole device pixels, so that every module's edge falls on one)
        left = math.floor((self.width() - side) / 2 * ratio) / ratio
        top = math.floor(top * ratio) / ratio
        return QRectF(left, top, side, side).toAlignedRect()

    def module_px(self) -> int:
        """Device pixels a module: the most that fits across and above the line, at most
        :data:`MOST_PX`, at least 1."""
        n = len(self._modules)
        if not n:
            return 0
        ratio = self.devicePixelRatioF()
        room = min(self.width() - 2 * MARGIN, self.height() - 3 * MARGIN - self._line_height())
        return max(1, min(MOST_PX, math.floor(room * ratio / n)))

    # --- where it lies ------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self._cover and event.type() in (QEvent.Type.Resize, QEvent.Type.Move):
            self._place()
        return super().eventFilter(watched, event)

    def _place(self) -> None:
        cover = self._cover
        parent = self.parentWidget()
        if parent is None:
            return
        self.setGeometry(QRect(cover.mapTo(parent, cover.rect().topLeft()), cover.size()))

    def _line_font(self) -> QFont:
        font = QFont(self.font())
        font.setBold(True)
        return font

    def _line_height(self) -> int:
        from PySide6.QtGui import QFontMetrics

        metrics = QFontMetrics(self._line_font())
        width = max(50, self.width() - 2 * MARGIN)
        flags = int(Qt.AlignmentFlag.AlignHCenter) | int(Qt.TextFlag.TextWordWrap)
        return metrics.boundingRect(QRect(0, 0, width, 10_000), flags, self.line).height()

    # --- drawing --------------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        if not self._modules:
            return
        painter = QPainter(self)
        try:
            palette = night_palette()
            painter.fillRect(self.rect(), palette.background)  # the circle under it, covered
            code = self.code_rect()
            # The modules in device pixels: every edge on a pixel, no smoothing.
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
            ratio = self.devicePixelRatioF()
            px = self.module_px()
            painter.save()
            painter.scale(1 / ratio, 1 / ratio)
            x0, y0 = round(code.x() * ratio), round(code.y() * ratio)
            n = len(self._modules)
            painter.fillRect(QRect(x0, y0, n * px, n * px), QColor("white"))
            black = QColor("black")
            for row, modules in enumerate(self._modules):
                col = 0
                while col < n:  # a run of dark modules is one rectangle
                    if not modules[col]:
                        col += 1
                        continue
                    start = col
                    while col < n and modules[col]:
                        col += 1
                    painter.fillRect(QRect(x0 + start * px, y0 + row * px, (col - start) * px, px), black)
            painter.restore()
            painter.setFont(self._line_font())
            painter.setPen(palette.ink)
            top = code.bottom() + 1 + MARGIN
            flags = int(Qt.AlignmentFlag.AlignHCenter) | int(Qt.TextFlag.TextWordWrap)
            painter.drawText(
                QRect(MARGIN, top, self.width() - 2 * MARGIN, self.height() - top), flags, self.line
            )
        finally:
            painter.end()
