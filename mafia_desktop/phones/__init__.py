"""Phones at the table (issue 49, docs/phones.md): each player who wants pairs a phone with their
seat and takes their private turns on it, while the laptop stays the table.

- :mod:`mafia_desktop.phones.wire`: the protocol's pure core: the pairing (a token and a key, the
  link a QR code carries) and the envelope (NaCl's secretbox over a fixed-size plaintext, with a
  direction and a counter in the nonce): no Qt, no sockets, no files, no clock, no global random.
- :mod:`mafia_desktop.phones.qr`: the pairing link as a QR code (segno), for the private panel.
- :mod:`mafia_desktop.phones.server`: the laptop's server (Qt's event loop): the page, the script
  and the long-polled envelopes, answered on a shared tick; everything else refused without effect.
"""
