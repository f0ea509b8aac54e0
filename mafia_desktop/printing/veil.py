"""Veiled text: words a lamp behind the paper cannot read, because every part of them lets through
the same light as the panel they are printed on.

A role card's words are dark letters on a mid-grey panel, each letter ringed by a thin white halo.
Held to a lamp, the paper blurs what is printed over a millimetre or more, and what reaches the eye
is the ink *per area*: a letter's stroke is darker than the panel, its halo lighter, and the halo's
width is chosen so that the two cancel (halo area x light it adds = stroke area x light it takes),
measured on each letter (and widened together where a word's halos overlap). Blurred, a veiled word
is the panel's plain grey, whatever it says; in ordinary light it is a dark word with a clear rim.
Large type is drawn as thin outlines, each with its halo: a wide stroke cannot be veiled. Any
other shape (a role's emblem) is veiled the same way: its outline, a thin dark line, in a halo
measured on that very outline at the size it is drawn (``printing/veil_shapes.py``).

:func:`veiled_text` draws a block of lines; the halos are measured once a letter and kept, and
once a shape and size.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPagedPaintDevice,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QRawFont,
    QTextLayout,
    QTextOption,
    qGray,
)

from mafia_desktop.printing.pages import (
    INK,
    MM,
    TYPEFACE,
    font,
    reads_left_to_right,
    right_to_left,
    typefaces,
    upright,
)

PANEL = QColor("#6f6a66")  # the panel: a warm mid-grey, in the same ink
HALO = QColor("white")


def light(colour: QColor) -> float:
    """How much light a colour lets through (0 black, 1 white), as a greyscale picture has it."""
    return qGray(colour.rgb()) / 255


PANEL_GREY = light(PANEL)
INK_GREY = light(INK)  # letters let through this much

_RASTER = 150.0  # the font size (dots) the halo is measured at


def wrap(text: str, size: float, width_mm: float, *, bold: bool = False, italic: bool = False) -> list[str]:
    """``text`` broken into lines of at most ``width_mm`` at ``size`` mm (a word longer than a
    line stays whole, and over-long). A name isolated in the text (:func:`mafia_desktop.phrases.isolate`)
    and broken across lines is isolated on each of them (each line is set on its own)."""
    return _isolated_lines(_wrapped(text, size, width_mm, bold, italic))


_OPEN, _CLOSE = "\u2066\u2067\u2068", "\u2069"


def _isolated_lines(lines: list[str]) -> list[str]:
    """``lines`` with each isolate still open at a line's end closed there, and opened again at
    the next line's start."""
    out, carried = [], ""
    for line in lines:
        line = carried + line
        open_now: list[str] = []
        for c in line:
            if c in _OPEN:
                open_now.append(c)
            elif c == _CLOSE and open_now:
                open_now.pop()
        carried = "".join(open_now)
        out.append(line + _CLOSE * len(open_now))
    return out


def _wrapped(text: str, size: float, width_mm: float, bold: bool, italic: bool) -> list[str]:
    layout = QTextLayout(text, font(size, bold=bold, italic=italic))
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width_mm * MM)
        lines.append(text[line.textStart() : line.textStart() + line.textLength()].strip())
    layout.endLayout()
    return [line for line in lines if line]


def _glyph_ink(
    p: QPainter, path: QPainterPath, colour: QColor, outline: float, halo: float, letter: bool = True
) -> None:
    """A letter (its shape filled, or only its outline ``outline`` wide, when it is not 0) and,
    with ``halo``, the band that wide around all it inks, in ``colour``; ``letter`` False: the
    band alone (the letter's own ink goes over it)."""
    if halo > 0:
        pen = QPen(colour, outline + 2 * halo)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        p.strokePath(path, pen)
    if not letter:
        return
    if outline > 0:
        pen = QPen(colour, outline)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        p.strokePath(path, pen)
    else:
        p.fillPath(path, colour)


def _inked(shapes: Sequence[tuple[QPainterPath, float]], outline: float) -> float:
    """The area (dots, at :data:`_RASTER` dots an em) some glyphs ink together, each shape with
    its halo (dots; drawn as outlines ``outline`` dots wide, when it is not 0): the dots at their
    edges counted by how much of them they cover."""
    whole = QPainterPath()
    for path, _ in shapes:
        whole.addPath(path)
    reach = max((halo for _, halo in shapes), default=0.0) + outline + 4
    box = whole.boundingRect().adjusted(-reach, -reach, reach, reach)
    image = QImage(max(1, int(box.width()) + 1), max(1, int(box.height()) + 1), QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.translate(-box.left(), -box.top())
    for path, halo in shapes:
        _glyph_ink(p, path, QColor("black"), outline, halo)
    p.end()
    blue = bytes(image.constBits())[::4]  # one channel of each dot
    return (255 * len(blue) - sum(blue)) / 255


def _balanced(letters: float, inked: Callable[[float], float], lo: float, hi: float) -> float:
    """The ``k`` in [``lo``, ``hi``] at which the letters and halos ``inked(k)`` draws ink just
    enough more than the ``letters`` alone that the halos' light makes up for the letters' ink
    (halo area x (1 - panel) = letter area x (panel - ink), on the panel's grey). The ink grows
    smoothly with ``k``: a few steps of regula falsi find it to a fifth of a per cent."""
    wanted = letters * (PANEL_GREY - INK_GREY) / (1.0 - PANEL_GREY)

    def miss(k: float) -> float:
        return inked(k) - letters - wanted

    f_lo, f_hi = miss(lo), miss(hi)
    if f_lo >= 0 or f_hi <= 0:
        return lo if f_lo >= 0 else hi
    side = 0
    for _ in range(8):
        k = (lo * f_hi - hi * f_lo) / (f_hi - f_lo)
        f = miss(k)
        if abs(f) <= 2e-3 * wanted:
            return k
        if f < 0:
            lo, f_lo = k, f
            f_hi = f_hi / 2 if side == -1 else f_hi  # Illinois: the end kept twice counts half
            side = -1
        else:
            hi, f_hi = k, f
            f_lo = f_lo / 2 if side == 1 else f_lo
            side = 1
    return (lo * f_hi - hi * f_lo) / (f_hi - f_lo)


@functools.lru_cache(maxsize=4096)
def _halo_ems(glyph: int, bold: bool, italic: bool, outline: float, family: str = TYPEFACE) -> float:
    """The halo (ems) that cancels one glyph's ink, drawn filled or as an ``outline`` ems wide
    (``glyph`` of ``family``: the type's own, or a script's)."""
    typeface = font(_RASTER / MM, bold=bold, italic=italic)
    typeface.setFamilies([family])
    path = QRawFont.fromFont(typeface).pathForGlyph(glyph)
    if path.isEmpty():
        return 0.0
    letters = _inked([(path, 0.0)], outline * _RASTER)
    return _balanced(letters, lambda k: _inked([(path, k * _RASTER)], outline * _RASTER), 0.0, 0.4)


def _glyphs(word: str, typeface: QFont) -> list[tuple[int, QPointF, QRawFont]]:
    """The glyphs of ``word`` as the text itself is set (kerning included): index, position from
    its left end on its baseline, and the font they come from."""
    layout = QTextLayout(word, typeface)
    layout.beginLayout()
    text_line = layout.createLine()
    text_line.setLineWidth(1e6)
    layout.endLayout()
    ascent = text_line.ascent()
    out = []
    for run in layout.glyphRuns():
        raw = run.rawFont()
        for index, at in zip(run.glyphIndexes(), run.positions(), strict=True):
            out.append((index, QPointF(at.x(), at.y() - ascent), raw))
    return out


@functools.lru_cache(maxsize=4096)
def _word_glyphs(
    word: str, size: float, bold: bool, italic: bool, faces: tuple[str, ...] = (TYPEFACE,)
) -> tuple[tuple[QPointF, QPainterPath], ...]:
    """Each glyph of ``word`` set at ``size`` mm (:func:`_glyphs`) in the type of ``faces`` (the
    families of the language printed: :func:`~mafia_desktop.printing.pages.typefaces`): its
    position from the word's left end on its baseline, and its outline, kept (a word laid out
    and its glyphs' outlines asked for again on every card took a good part of the time a card
    took to draw)."""
    return tuple(
        (at, raw.pathForGlyph(index))
        for index, at, raw in _glyphs(word, font(size, bold=bold, italic=italic))
    )


@functools.lru_cache(maxsize=4096)
def _word_halos(
    word: str, bold: bool, italic: bool, outline: float, faces: tuple[str, ...] = (TYPEFACE,)
) -> tuple[float, ...]:
    """Each glyph's halo (ems) in ``word`` (in the type of ``faces``): its own, all widened
    together just enough to make up for where neighbouring halos overlap, so the whole word
    cancels too."""
    glyphs = _glyphs(word, font(_RASTER / MM, bold=bold, italic=italic))
    own = [_halo_ems(index, bold, italic, outline, raw.familyName()) for index, _, raw in glyphs]
    if len(glyphs) < 2 or not any(own):
        return tuple(own)
    paths = [raw.pathForGlyph(index).translated(at) for index, at, raw in glyphs]
    return _widened(own, paths, outline)


def veiled_text(
    p: QPainter,
    rect: QRectF,
    lines: Sequence[str],
    size: float,
    *,
    bold: bool = False,
    italic: bool = False,
    centred: bool = False,
    pitch: float = 1.25,
    outline: float = 0.0,
) -> None:
    """``lines`` at ``size`` mm from the top of ``rect`` (drawing units), one line every
    ``pitch`` ems, left-aligned (right-aligned in a right-to-left language, and read right to
    left) or ``centred``, on a panel already painted :data:`PANEL`: each letter ringed by the halo
    that cancels its ink, measured on that letter. The words are real text (a PDF can be
    searched). Large type is drawn as ``outline`` (mm) wide outlines, hollow: a wide stroke
    cannot be veiled, its halo would be as wide as itself."""
    with upright(p, rect):
        _veiled_text(p, rect, lines, size, bold, italic, centred, pitch, outline)


def _rtl_layout(line: str, typeface: QFont) -> QTextLayout:
    """``line`` laid out from x = 0 as a right-to-left page reads it: right to left, but a line
    written left to right (untranslated) left to right."""
    layout = QTextLayout(line, typeface)
    option = QTextOption()
    ltr = reads_left_to_right(line)
    option.setTextDirection(Qt.LayoutDirection.LeftToRight if ltr else Qt.LayoutDirection.RightToLeft)
    option.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignAbsolute)
    layout.setTextOption(option)
    layout.beginLayout()
    layout.createLine().setLineWidth(1e6)
    layout.endLayout()
    return layout


#: a glyph placed in a line: its family, its index, and where it is (ems, from the word's first)
Placed = tuple[str, int, float, float]


def _laid_words(
    line: str, layout: QTextLayout, size: float
) -> list[tuple[list[QPainterPath], tuple[Placed, ...]]]:
    """The words of ``line`` (split at spaces) where ``layout`` (the whole line, right to left)
    puts their glyphs: each word's glyph outlines in place (drawing units, from the line's left
    end on its baseline), and the same glyphs as :func:`_placed_halos` measures them. A word's
    glyphs need not lie together (a full stop after a Latin name in a Persian line goes to the
    line's far end): each is where the line has it."""
    left = layout.lineAt(0).naturalTextRect().left()
    ascent = layout.lineAt(0).ascent()
    px = size * MM
    out, start = [], 0
    for word in line.split(" "):
        if word:
            paths, placed = [], []
            for run in layout.glyphRuns(start, len(word)):
                raw = run.rawFont()
                for index, at in zip(run.glyphIndexes(), run.positions(), strict=True):
                    x, y = at.x() - left, at.y() - ascent
                    paths.append(raw.pathForGlyph(index).translated(x, y))
                    placed.append((raw.familyName(), index, round(x / px, 4), round(y / px, 4)))
            if paths:
                out.append((paths, tuple(placed)))
        start += len(word) + 1
    return out


@functools.lru_cache(maxsize=4096)
def _placed_halos(placed: tuple[Placed, ...], bold: bool, italic: bool, outline: float) -> tuple[float, ...]:
    """Each glyph's halo (ems) of a word whose glyphs lie as ``placed``: as :func:`_word_halos`
    measures a word set alone, for glyphs where a right-to-left line puts them."""
    own = [_halo_ems(index, bold, italic, outline, family) for family, index, _, _ in placed]
    if len(placed) < 2 or not any(own):
        return tuple(own)
    paths = []
    for family, index, x, y in placed:
        typeface = font(_RASTER / MM, bold=bold, italic=italic)
        typeface.setFamilies([family])
        paths.append(QRawFont.fromFont(typeface).pathForGlyph(index).translated(x * _RASTER, y * _RASTER))
    return _widened(own, paths, outline)


def _widened(own: list[float], paths: list[QPainterPath], outline: float) -> tuple[float, ...]:
    """The glyphs' own halos ``own`` (ems), all widened together just enough to make up for where
    neighbouring halos overlap on the glyphs drawn as ``paths``, so the whole word cancels too."""
    letters = _inked([(path, 0.0) for path in paths], outline * _RASTER)

    def inked(k: float) -> float:
        """The word's ink with every glyph's own halo widened by ``k``."""
        halos = [h * _RASTER * (1 + k) for h in own]
        return _inked(list(zip(paths, halos, strict=True)), outline * _RASTER)

    widen = _balanced(letters, inked, 0.0, 0.5)
    return tuple(h * (1 + widen) for h in own)


def _veiled_text(
    p: QPainter,
    rect: QRectF,
    lines: Sequence[str],
    size: float,
    bold: bool,
    italic: bool,
    centred: bool,
    pitch: float,
    outline: float,
) -> None:
    typeface = font(size, bold=bold, italic=italic)
    metrics = QFontMetricsF(typeface)
    step = pitch * size * MM
    inked: list[QPainterPath] = []
    faces = typefaces()
    rtl = right_to_left()
    layouts = [_rtl_layout(line, typeface) if rtl else None for line in lines]

    def line_left(line: str, layout: QTextLayout | None) -> float:
        used = layout.lineAt(0).naturalTextWidth() if layout is not None else metrics.horizontalAdvance(line)
        if centred:
            return rect.left() + (rect.width() - used) / 2
        return rect.right() - used if rtl else rect.left()

    p.save()
    # Every halo first, then every letter: a halo never paints over a neighbour's ink.
    for i, (line, layout) in enumerate(zip(lines, layouts, strict=True)):
        origin = QPointF(line_left(line, layout), rect.top() + i * step + metrics.ascent())
        if layout is not None:  # right to left: each glyph where the whole line puts it
            for paths, placed in _laid_words(line, layout, size):
                halos = _placed_halos(placed, bold, italic, round(outline / size, 4))
                for glyph, halo in zip(paths, halos, strict=True):
                    path = glyph.translated(origin)
                    _glyph_ink(p, path, HALO, outline * MM, halo * size * MM, letter=False)
                    inked.append(path)
            continue
        start = 0
        for word in line.split(" "):
            at_word = origin + QPointF(metrics.horizontalAdvance(line[:start]), 0.0)
            start += len(word) + 1
            if not word:
                continue
            halos = _word_halos(word, bold, italic, round(outline / size, 4), faces)
            for (at, glyph), halo in zip(_word_glyphs(word, size, bold, italic, faces), halos, strict=True):
                path = glyph.translated(at_word + at)
                _glyph_ink(p, path, HALO, outline * MM, halo * size * MM, letter=False)
                inked.append(path)
    paper = isinstance(p.device(), QPagedPaintDevice)
    if outline or not paper:
        for path in inked:
            _glyph_ink(p, path, INK, outline * MM, 0.0)
    if paper:
        # On paper (a PDF, a printer) the letters are text: the font's own shapes, the very
        # outlines the halos were measured on, and a PDF that can be searched and read aloud.
        # Outlined type is clipped to its outlines, so the text inks nothing they do not.
        if outline:
            stroker = QPainterPathStroker()
            stroker.setWidth(outline * MM)
            stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            clip = QPainterPath()
            for path in inked:
                clip.addPath(stroker.createStroke(path))
            p.setClipPath(clip)
        p.setFont(typeface)
        p.setPen(INK)
        for i, (line, layout) in enumerate(zip(lines, layouts, strict=True)):
            x = line_left(line, layout)
            if layout is not None:  # (the very layout the halos were placed by)
                left = layout.lineAt(0).naturalTextRect().left()
                layout.draw(
                    p, QPointF(x - left, rect.top() + i * step + metrics.ascent() - layout.lineAt(0).ascent())
                )
            else:
                p.drawText(QPointF(x, rect.top() + i * step + metrics.ascent()), line)
    p.restore()
