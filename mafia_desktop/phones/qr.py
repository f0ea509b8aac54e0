"""The pairing link as a QR code (segno), for the private panel to draw beside a player's card.

Always a full QR code (a phone's camera app reads it; a Micro QR it may not), error correction M
(15 % of the code may be smudged or covered by a thumb) and never raised to a higher level (the
same link always gives the same code), in byte mode (the link's lowercase hex and base64url), with
a quiet zone of :data:`BORDER` modules, as the standard asks.

>>> matrix = qr_matrix("http://192.168.1.20:8765/p/" + "0" * 32 + "#" + "A" * 43)
>>> len(matrix), len(matrix[0])  # version 6: 41 modules, and the border on each side
(49, 49)
>>> matrix[4][4:11]  # the top row of the top-left finder pattern
[True, True, True, True, True, True, True]
"""

from __future__ import annotations

import io
from typing import Final

import segno

#: The error correction level: M.
ERROR: Final = "M"
#: Light modules around the code, on each side (the standard's quiet zone).
BORDER: Final = 4


def qr_code(link: str) -> segno.QRCode:
    """The QR code of ``link``: full QR, error correction M exactly, byte mode."""
    return segno.make_qr(link, error=ERROR, boost_error=False, mode="byte")


def qr_matrix(link: str) -> list[list[bool]]:
    """The code's modules, row by row from the top, with the quiet zone: ``True`` is dark."""
    return [[bool(module) for module in row] for row in qr_code(link).matrix_iter(scale=1, border=BORDER)]


def qr_svg(link: str, *, scale: int = 1) -> str:
    """The code as an SVG document (no XML declaration): black modules on a white ground that
    covers the quiet zone too (so it reads on the dark panel), ``scale`` user units a module. It
    holds nothing but the drawing: no title, no description, no text of the link."""
    out = io.BytesIO()
    qr_code(link).save(
        out, kind="svg", scale=scale, border=BORDER, dark="#000", light="#fff", xmldecl=False, svgns=True
    )
    return out.getvalue().decode("utf-8")
