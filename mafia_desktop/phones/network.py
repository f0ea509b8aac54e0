"""The laptop's network interfaces the phones may reach it on (the host picks one).

Only interfaces that are up and running, with an IPv4 address a phone on the same network can
use: loopback is left out (no phone reaches it) unless ``loopback`` is asked for (tests), and so
are link-local addresses (169.254.x.x: no network gave the laptop an address). A Wi-Fi
interface comes first (the room's Wi-Fi or the laptop's own hotspot), then the others by name.
"""

from __future__ import annotations

import ipaddress
from typing import NamedTuple

from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface


class Interface(NamedTuple):
    """An interface: its name (``wlan0``), its label as the system gives it, and its address."""

    name: str
    label: str
    address: str


def _wireless(iface: QNetworkInterface) -> bool:
    kind = iface.type()
    return kind in (QNetworkInterface.InterfaceType.Wifi, QNetworkInterface.InterfaceType.Ieee80211) or (
        iface.name().startswith(("wl", "wifi"))
    )


def interfaces(loopback: bool = False) -> list[Interface]:
    """The interfaces a phone can reach the laptop on, Wi-Fi first."""
    found: list[tuple[int, str, Interface]] = []
    for iface in QNetworkInterface.allInterfaces():
        flags = iface.flags()
        if not (
            flags & QNetworkInterface.InterfaceFlag.IsUp and flags & QNetworkInterface.InterfaceFlag.IsRunning
        ):
            continue
        for entry in iface.addressEntries():
            ip = entry.ip()
            if ip.protocol() != QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
                continue
            address = ipaddress.ip_address(ip.toString())
            if address.is_link_local or (address.is_loopback and not loopback):
                continue
            rank = 0 if _wireless(iface) else 2 if address.is_loopback else 1
            label = iface.humanReadableName() or iface.name()
            found.append((rank, iface.name(), Interface(iface.name(), label, str(address))))
    found.sort(key=lambda item: (item[0], item[1]))
    return [item[2] for item in found]


def pick(saved: str, loopback: bool = False) -> Interface | None:
    """The interface to listen on: the one whose address or name was picked (``saved``), if it
    is still there, else the first (None: there is no network)."""
    choices = interfaces(loopback)
    for iface in choices:
        if saved and saved in (iface.address, iface.name):
            return iface
    return choices[0] if choices else None
