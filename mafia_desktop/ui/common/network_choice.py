"""The network the phones reach the laptop on, as the host picks it: a list of the laptop's
interfaces a phone can use (:func:`mafia_desktop.phones.network.interfaces`, Wi-Fi first), each
as the system names it with its address, and, in the settings, *Wi-Fi first* (the app's own pick).

The choice is kept as the interface's name (``wlan0``): its address may change from one evening
to the next; :func:`mafia_desktop.phones.network.pick` takes a name or an address.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QComboBox, QWidget

from mafia_desktop.phones import network
from mafia_desktop.phones.network import Interface

#: where the interfaces come from (tests offer the loopback one)
Interfaces = Callable[[], list[Interface]]


def interface_text(iface: Interface) -> str:
    """An interface as the host sees it: the system's name for it, and its address."""
    label = iface.label if iface.label == iface.name else f"{iface.label} ({iface.name})"
    return f"{label}: {iface.address}"


class NetworkChoice(QComboBox):
    """The interfaces to pick from; ``automatic``: *Wi-Fi first* comes first (the settings)."""

    def __init__(
        self,
        automatic: bool = False,
        interfaces: Interfaces | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("networkChoice")
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)  # never cut short
        self._automatic = automatic
        self._interfaces = interfaces or network.interfaces
        self.found: list[Interface] = []
        self.fill()

    def fill(self, keep: str | None = None) -> None:
        """The interfaces there are now, the one named (or at) ``keep`` chosen (None: the one
        chosen before; none found: the first)."""
        if keep is None:
            keep = self.chosen_key()
        self.blockSignals(True)
        try:
            self.clear()
            if self._automatic:
                self.addItem(self.tr("Wi-Fi first"), "")
            self.found = list(self._interfaces())
            for iface in self.found:
                self.addItem(interface_text(iface), iface.name)
            self.choose(keep)
        finally:
            self.blockSignals(False)

    def choose(self, key: str) -> None:
        """The interface whose name or address is ``key`` (else the first item)."""
        index = 0
        for i, iface in enumerate(self.found):
            if key and key in (iface.name, iface.address):
                index = i + (1 if self._automatic else 0)
                break
        self.setCurrentIndex(index if self.count() else -1)

    def chosen(self) -> Interface | None:
        """The interface chosen (None: *Wi-Fi first*, or there is none)."""
        index = self.currentIndex() - (1 if self._automatic else 0)
        return self.found[index] if 0 <= index < len(self.found) else None

    def chosen_key(self) -> str:
        """What the settings keep: the interface's name ("": *Wi-Fi first*)."""
        iface = self.chosen()
        return iface.name if iface is not None else ""
