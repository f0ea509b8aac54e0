"""The pairing link as a QR code: a full QR code of the link's bytes, error correction M, a quiet
zone of 4 modules; the SVG holds the drawing and nothing of the link's text.

No QR decoder is installed here: the matrix is checked against segno's own encoding of the same
payload, and read as a decoder starts reading: the size gives a valid version, the finder patterns
and the timing patterns are where they belong, and both copies of the format information (BCH
checked) say error correction M."""

from __future__ import annotations

import re

import pytest
import segno

from mafia_desktop.phones import qr
from mafia_desktop.phones.wire import Pairing, new_pairing

from .make_vectors import Fixed, fixed_bytes

LINKS = [
    new_pairing(Fixed(fixed_bytes(1, 48))).link("192.168.1.20", 8765),
    new_pairing(Fixed(fixed_bytes(2, 48))).link("10.0.0.1", 80),
    new_pairing(Fixed(fixed_bytes(3, 48))).link("fd12:3456:789a:1::1", 49152),
    new_pairing(Fixed(fixed_bytes(4, 48))).link("172.16.254.254", 65535),
]

# M's two bits in the format information (L 01, M 00, Q 11, H 10), and the mask it is XORed with.
_FORMAT_MASK = 0b101010000010010
_BCH = 0b10100110111


def _format_copies(symbol: list[list[bool]]) -> tuple[int, int]:
    """The 15 format bits, most significant first, as each of the two copies holds them."""
    size = len(symbol)
    first = [(8, c) for c in (0, 1, 2, 3, 4, 5, 7, 8)] + [(r, 8) for r in (7, 5, 4, 3, 2, 1, 0)]
    second = [(r, 8) for r in range(size - 1, size - 8, -1)] + [(8, c) for c in range(size - 8, size)]

    def read(places: list[tuple[int, int]]) -> int:
        bits = 0
        for r, c in places:
            bits = bits << 1 | symbol[r][c]
        return bits

    return read(first), read(second)


def _valid_format(bits: int) -> bool:
    """BCH(15, 5): the 15 bits, unmasked, are a multiple of the generator."""
    rem = bits ^ _FORMAT_MASK
    for shift in range(14, 9, -1):
        if rem >> shift & 1:
            rem ^= _BCH << (shift - 10)
    return rem == 0


def _finder_at(symbol: list[list[bool]], top: int, left: int) -> bool:
    for r in range(7):
        for c in range(7):
            ring = max(abs(r - 3), abs(c - 3))
            if symbol[top + r][left + c] != (ring != 2):
                return False
    return True


@pytest.mark.parametrize("link", LINKS, ids=["v4", "v4-short", "v6", "v4-long"])
def test_the_matrix_is_a_full_qr_code_of_the_link_at_error_correction_m(link: str) -> None:
    matrix = qr.qr_matrix(link)
    size = len(matrix)
    assert all(len(row) == size for row in matrix)
    border = qr.BORDER
    assert border == 4
    # The quiet zone: four light modules on every side.
    for i in range(border):
        assert not any(matrix[i]) and not any(matrix[size - 1 - i])
        assert not any(row[i] for row in matrix) and not any(row[size - 1 - i] for row in matrix)
    symbol = [row[border:-border] for row in matrix[border:-border]]
    n = len(symbol)
    version, rest = divmod(n - 17, 4)
    assert rest == 0 and 1 <= version <= 40, n
    for top, left in ((0, 0), (0, n - 7), (n - 7, 0)):
        assert _finder_at(symbol, top, left), (top, left)
    assert [symbol[6][c] for c in range(8, n - 8)] == [c % 2 == 0 for c in range(8, n - 8)]
    assert [symbol[r][6] for r in range(8, n - 8)] == [r % 2 == 0 for r in range(8, n - 8)]
    assert symbol[n - 8][8], "the dark module"
    first, second = _format_copies(symbol)
    assert first == second and _valid_format(first)
    assert (first ^ _FORMAT_MASK) >> 13 == 0b00, "error correction M"
    # segno's own encoding of the same bytes, in byte mode at M: the same matrix.
    code = segno.make(link, error="m", boost_error=False, micro=False)
    assert code.version == version and code.error == "M" and code.mode == "byte"
    assert matrix == [[bool(m) for m in row] for row in code.matrix_iter(scale=1, border=4)]
    # Room in the version for the link, in byte mode: the code holds all of it.
    assert len(link.encode()) <= _BYTE_CAPACITY_M[version]


# Byte-mode capacity at M for versions 1-10 (ISO/IEC 18004, table 7).
_BYTE_CAPACITY_M = {1: 14, 2: 26, 3: 42, 4: 62, 5: 84, 6: 106, 7: 122, 8: 152, 9: 180, 10: 213}


def test_a_link_fits_a_small_code_phones_read_from_across_a_table() -> None:
    """Version 7 (45 modules) at most for an IPv4 address, 8 (49) for the longest IPv6 one."""
    pairing = Pairing("f" * 32, bytes(32))
    longest_v4 = pairing.link("255.255.255.255", 65535)
    longest_v6 = pairing.link("ffff:ffff:ffff:ffff:ffff:ffff:ffff:fffe", 65535)
    assert len(qr.qr_matrix(longest_v4)) - 2 * qr.BORDER == 17 + 4 * 7
    assert len(qr.qr_matrix(longest_v6)) - 2 * qr.BORDER == 17 + 4 * 8


def test_the_same_link_gives_the_same_code() -> None:
    assert qr.qr_matrix(LINKS[0]) == qr.qr_matrix(LINKS[0])
    assert qr.qr_matrix(LINKS[0]) != qr.qr_matrix(LINKS[1])


@pytest.mark.parametrize("link", LINKS, ids=["v4", "v4-short", "v6", "v4-long"])
def test_the_svg_draws_the_matrix_and_holds_nothing_of_the_link(link: str) -> None:
    svg = qr.qr_svg(link)
    assert svg.startswith("<svg") and svg.rstrip().endswith("</svg>")
    pairing = Pairing.from_link(link)
    for secret in (pairing.token, pairing.key_text, pairing.key_text[:10], "/p/", "<title", "<desc"):
        assert secret not in svg
    size = len(qr.qr_matrix(link))
    assert f'width="{size}"' in svg and f'height="{size}"' in svg
    assert 'fill="#fff"' in svg, "a white ground under the quiet zone too"
    assert re.search(r'stroke="#000"', svg)
    assert f'width="{size * 5}"' in qr.qr_svg(link, scale=5)


def test_the_level_stays_m_where_a_higher_one_would_fit() -> None:
    """(segno raises the level when the version has room: a short text shows it does not here)"""
    matrix = qr.qr_matrix("http://a:1/p/x")
    symbol = [row[qr.BORDER : -qr.BORDER] for row in matrix[qr.BORDER : -qr.BORDER]]
    first, second = _format_copies(symbol)
    assert first == second and (first ^ _FORMAT_MASK) >> 13 == 0b00
    assert qr.qr_code("http://a:1/p/x").error == "M"
