"""The circle's colours: the warm day and the dark night, their high-contrast pair, and the mix
between day and night that a fade draws (every colour mixed the same way).

Day is warm paper round a card table of warm felt in a wooden rim, its seats cream tokens; night
is near black with low-luminance text, nothing bright (UX.md): the table a shade off the dark
background. Both keep text contrast above 4.5:1 against their own background and the table's felt
(7:1 in high contrast, where the table is plain: one colour, a clear edge).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor

from mafia_desktop.ui.theme import appearance


@dataclass(frozen=True)
class Palette:
    background: QColor
    disc: QColor
    disc_dead: QColor
    edge: QColor
    ink: QColor
    soft_ink: QColor
    dead_ink: QColor
    accent: QColor
    nominated: QColor
    glow: QColor
    pick: QColor
    hand: QColor
    focus: QColor
    pill: QColor
    pill_ink: QColor
    felt: QColor  # the table's top, at its middle
    felt_edge: QColor  # ... and at its rim (the same colour: a plain table)
    rim: QColor  # the table's wooden rim, lit side
    rim_dark: QColor  # ... and its shaded side (the same colour: a plain rim, drawn as an edge)
    table_line: QColor  # the subtle ring inside the seats
    token_rim: QColor  # a seat token's rim, round its face
    shadow: QColor  # under a token (drawn faint; by night the felt's own colour: none)
    won: QColor  # the winning side's tokens' rim at the end


# Day: warm paper. Night: near black with low-luminance text, nothing bright (UX.md). Both keep
# text contrast above 4.5:1 against their own background.
DAY = Palette(
    background=QColor("#f7f1e6"),
    disc=QColor("#fffaf2"),
    disc_dead=QColor("#ddd3c6"),
    edge=QColor("#6b4e3d"),
    ink=QColor("#2b2420"),
    soft_ink=QColor("#5a4a40"),
    dead_ink=QColor("#6e625a"),
    accent=QColor("#b3261e"),
    nominated=QColor("#b86e14"),
    glow=QColor("#f2c14e"),
    pick=QColor("#1d6fb8"),
    hand=QColor("#1d6fb8"),
    focus=QColor("#2b2420"),
    pill=QColor("#3b2417"),
    pill_ink=QColor("#fffaf2"),
    felt=QColor("#efe3cd"),
    felt_edge=QColor("#e6d6b9"),
    rim=QColor("#c4a27c"),
    rim_dark=QColor("#9c7b58"),
    table_line=QColor("#d9c7a6"),
    token_rim=QColor("#e3d2b8"),
    shadow=QColor("#5a4030"),
    won=QColor("#c99a1e"),
)
NIGHT = Palette(
    background=QColor("#0d0c12"),
    disc=QColor("#1d1b26"),
    disc_dead=QColor("#121118"),
    edge=QColor("#4a4560"),
    ink=QColor("#a9a3bb"),
    soft_ink=QColor("#8a849c"),
    dead_ink=QColor("#6f6a80"),
    accent=QColor("#b05a52"),
    nominated=QColor("#8c6a3a"),
    glow=QColor("#5c5030"),
    pick=QColor("#5a78a8"),
    hand=QColor("#6f8fc0"),
    focus=QColor("#a9a3bb"),
    pill=QColor("#3a3550"),
    pill_ink=QColor("#c9c3d8"),
    felt=QColor("#121119"),
    felt_edge=QColor("#101016"),
    rim=QColor("#19171f"),
    rim_dark=QColor("#15141b"),
    table_line=QColor("#19171f"),
    token_rim=QColor("#26232f"),
    shadow=QColor("#0d0c12"),
    won=QColor("#6e5e34"),
)


# High contrast (settings): black on white by day; by night white and strong yellow on black.
STARK_DAY = Palette(
    background=QColor("#ffffff"),
    disc=QColor("#ffffff"),
    disc_dead=QColor("#c8c8c8"),
    edge=QColor("#000000"),
    ink=QColor("#000000"),
    soft_ink=QColor("#000000"),
    dead_ink=QColor("#303030"),
    accent=QColor("#b00000"),
    nominated=QColor("#8a4a00"),
    glow=QColor("#ffc400"),
    pick=QColor("#0000b0"),
    hand=QColor("#0000b0"),
    focus=QColor("#000000"),
    pill=QColor("#000000"),
    pill_ink=QColor("#ffffff"),
    felt=QColor("#ffffff"),
    felt_edge=QColor("#ffffff"),
    rim=QColor("#000000"),
    rim_dark=QColor("#000000"),
    table_line=QColor("#ffffff"),
    token_rim=QColor("#ffffff"),
    shadow=QColor("#ffffff"),
    won=QColor("#8a6400"),
)
STARK_NIGHT = Palette(
    background=QColor("#000000"),
    disc=QColor("#000000"),
    disc_dead=QColor("#303030"),
    edge=QColor("#ffffff"),
    ink=QColor("#ffffff"),
    soft_ink=QColor("#ffffff"),
    dead_ink=QColor("#c8c8c8"),
    accent=QColor("#ff8080"),
    nominated=QColor("#ffc060"),
    glow=QColor("#806000"),
    pick=QColor("#80c0ff"),
    hand=QColor("#80c0ff"),
    focus=QColor("#ffff00"),
    pill=QColor("#ffffff"),
    pill_ink=QColor("#000000"),
    felt=QColor("#000000"),
    felt_edge=QColor("#000000"),
    rim=QColor("#c8c8c8"),
    rim_dark=QColor("#c8c8c8"),
    table_line=QColor("#000000"),
    token_rim=QColor("#000000"),
    shadow=QColor("#000000"),
    won=QColor("#ffd24a"),
)


def day_palette() -> Palette:
    return STARK_DAY if appearance.high_contrast() else DAY


def night_palette() -> Palette:
    return STARK_NIGHT if appearance.high_contrast() else NIGHT


def _mix(a: QColor, b: QColor, t: float) -> QColor:
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * t,
        a.greenF() + (b.greenF() - a.greenF()) * t,
        a.blueF() + (b.blueF() - a.blueF()) * t,
    )


def blend(t: float) -> Palette:
    day, night = day_palette(), night_palette()
    if t <= 0:
        return day
    if t >= 1:
        return night
    return Palette(*(_mix(getattr(day, f), getattr(night, f), t) for f in Palette.__dataclass_fields__))


def plain(pal: Palette) -> bool:
    """Whether the table is drawn plain (high contrast): one colour for its top, an edge for its
    rim, no gradient, no shadow."""
    return pal.felt == pal.felt_edge and pal.rim == pal.rim_dark


def alpha(colour: QColor, alpha: float) -> QColor:
    """``colour`` with its opacity set to ``alpha`` (0 to 1)."""
    out = QColor(colour)
    out.setAlphaF(alpha)
    return out


def linear(value: float) -> float:
    """An sRGB channel (0 to 1) as light."""
    return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4


def encoded(light: float) -> float:
    """Light (0 to 1) as an sRGB channel."""
    light = min(1.0, max(0.0, light))
    return light * 12.92 if light <= 0.0031308 else 1.055 * light ** (1 / 2.4) - 0.055


def light(colour: QColor) -> float:
    """The light of ``colour``: its relative luminance, 0 to 1."""
    return 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF()) + 0.0722 * linear(colour.blueF())


def lit(ground: QColor, ink: QColor, share: float) -> QColor:
    """The colour as light as ``ground`` and ``share`` of the way to ``ink`` in light (not in
    sRGB values, as :func:`_mix`): what an eye from afar sums a pattern of the two to."""
    pairs = ((ground.redF(), ink.redF()), (ground.greenF(), ink.greenF()), (ground.blueF(), ink.blueF()))
    return QColor.fromRgbF(*(encoded(linear(g) + share * (linear(i) - linear(g))) for g, i in pairs))
