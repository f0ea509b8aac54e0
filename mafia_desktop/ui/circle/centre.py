"""The words in the middle of the seat circle: the phase, the step and the timer fitted inside the
ring (`centre_texts`: smaller, or wrapped, never cut), and at the end of the game the winning side
named large on a banner (`ribbon_rect`), with the phase set small above it.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF

from mafia_desktop.ui.circle.layout import CentreText, Layout, TextCache

LOUD_STEP = 0.14  # the step's words on the public table, of the centre's radius (0.085 elsewhere)


def centre_texts(
    layout: Layout, texts: TextCache, banner: str, step: str, timer: str, ribbon: bool = False
) -> list[CentreText]:
    """The centre's texts, each in a box and a type that fit inside its circle: a box
    1.55 radii wide and 1.2 high has its corners inside. A phase or a step too long for it is
    set smaller (and wrapped), never cut. Fitted once per words and room. With ``ribbon`` (the
    end of the game) the phase is set small and the step (the winning side) large, on a banner
    (`ribbon_rect`)."""
    centre, radius = layout.centre, layout.centre_radius()
    loud = layout.loud
    key = (layout.font.key(), layout.scale, centre.x(), centre.y(), radius, banner, step, timer, ribbon, loud)
    kept = texts.centre(key)
    if kept is not None:
        return kept
    if ribbon:
        fitted = _ribbon_texts(layout, banner, step, timer)
        texts.keep_centre(key, fitted)
        return fitted
    width, height = radius * 1.55, radius * 1.2
    wrap = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
    scale = layout.scale
    banner_font = QFont(layout.font)
    banner_font.setPixelSize(max(int(22 * scale), int(radius * 0.2)))
    banner_font.setBold(True)
    timer_font = QFont(layout.font)
    timer_font.setPixelSize(max(60, int(radius * 0.3)))
    timer_font.setBold(True)
    step_font = QFont(layout.font)
    # (loud, on the public table: the step's words, a question to the room, read from across it)
    step_font.setPixelSize(max(16, int(radius * (LOUD_STEP if loud else 0.085) * scale)))
    step_font.setBold(loud)
    timer_h = QFontMetricsF(timer_font).height() if timer else 0.0
    while (
        timer
        and timer_font.pixelSize() > 20
        and (QFontMetricsF(timer_font).horizontalAdvance(timer) > width or timer_h > height * 0.45)
    ):  # (60 px or more but in a circle too small for them)
        timer_font.setPixelSize(int(timer_font.pixelSize() * 0.9))
        timer_h = QFontMetricsF(timer_font).height()
    # The phase: on one line if it can be, at 14 px or more; else wrapped.
    banner_room = max(height - timer_h, height * 0.4) * 0.5
    banner_h = _fit(banner_font, width, banner_room, wrap, banner, least=14, lines=1)
    step_h = 0.0
    base_step = QFont(step_font)
    # A step too long for what is left: the timer gives up some of its room before the step's words
    # are set smaller than the text size asks (at 200 % they once stayed at their 100 % size). Loud
    # (the public table, which shows the clock large beside the circle too), the timer gives up
    # all it can first.
    least_timer = 20 if loud else max(20, round(base_step.pixelSize() * 1.5))
    least = max(11, int(base_step.pixelSize() * 0.85)) if loud else 11
    for _ in range(8):
        step_font = QFont(base_step)
        room = max(height - banner_h - timer_h, 0.0)
        step_h = _fit(step_font, width, room, wrap, step, least=least, lines=4) if step else 0.0
        whole = step_font.pixelSize() >= base_step.pixelSize()  # (at the size the text asks for)
        fits = banner_h + step_h + timer_h <= height + 0.5
        if (fits and whole) or not timer or timer_font.pixelSize() <= least_timer:
            break
        timer_font.setPixelSize(max(least_timer, int(timer_font.pixelSize() * 0.85)))
        timer_h = QFontMetricsF(timer_font).height()
    if step and least > 11 and banner_h + step_h + timer_h > height + 0.5:  # still too long: smaller
        step_font = QFont(base_step)
        room = max(height - banner_h - timer_h, 0.0)
        step_h = _fit(step_font, width, room, wrap, step, least=11, lines=4)
    total = banner_h + step_h + timer_h
    y = centre.y() - total / 2
    left = centre.x() - width / 2
    out: list[CentreText] = [(QRectF(left, y, width, banner_h), banner_font, wrap, banner, False)]
    y += banner_h
    if step:
        out.append((QRectF(left, y + 4, width, step_h - 4), step_font, wrap, step, not loud))
        y += step_h
    if timer:
        centred = Qt.AlignmentFlag.AlignCenter
        out.append((QRectF(left, y, width, timer_h), timer_font, centred, timer, False))
    texts.keep_centre(key, out)
    return out


def _ribbon_texts(layout: Layout, banner: str, step: str, timer: str) -> list[CentreText]:
    radius, centre, scale = layout.centre_radius(), layout.centre, layout.scale
    width, height = radius * 1.55, radius * 1.2
    wrap = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
    centred = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
    small = QFont(layout.font)
    small.setPixelSize(max(16, int(radius * 0.085 * scale)))
    small_h = _fit(small, width * 0.8, height * 0.25, wrap, banner, least=11, lines=1)
    large = QFont(layout.font)
    large.setPixelSize(max(int(22 * scale), int(radius * 0.2)))
    large.setBold(True)
    pad_x, pad_y = _ribbon_pads(large)
    timer_font = QFont(small)
    timer_h = QFontMetricsF(timer_font).height() + 8 if timer else 0.0
    room = max(height - small_h - timer_h - 2 * pad_y, height * 0.3)
    large_h = _fit_banner(large, width - 2 * pad_x, room, centred, step)
    pad_x, pad_y = _ribbon_pads(large)
    total = small_h + large_h + 2 * pad_y + timer_h
    y = centre.y() - total / 2
    left = centre.x() - width / 2
    out: list[CentreText] = [(QRectF(left, y, width, small_h), small, wrap, banner, True)]
    y += small_h + pad_y
    out.append((QRectF(left + pad_x, y, width - 2 * pad_x, large_h), large, centred, step, False))
    y += large_h + pad_y
    if timer:
        out.append((QRectF(left, y, width, timer_h), timer_font, Qt.AlignmentFlag.AlignCenter, timer, True))
    return out


def _fit_banner(font: QFont, width: float, room: float, flags: Qt.AlignmentFlag, text: str) -> float:
    """Shrink ``font`` until ``text`` fits ``width`` on one line, or (once a little smaller) on
    three lines at most in ``room``; the height it takes."""
    start = font.pixelSize()
    while True:
        metrics = QFontMetricsF(font)
        if metrics.horizontalAdvance(text) <= width:
            return metrics.height() + 6
        wrapped = metrics.boundingRect(QRectF(0, 0, width, 1e6), int(flags), text).height()
        widest = max((metrics.horizontalAdvance(w) for w in text.split()), default=0.0)
        small = font.pixelSize() <= start * 0.8
        if (
            small and wrapped <= min(room, metrics.height() * 3.3) and widest <= width
        ) or font.pixelSize() <= 14:
            return wrapped + 6
        font.setPixelSize(max(14, int(font.pixelSize() * 0.92)))


def _ribbon_pads(font: QFont) -> tuple[float, float]:
    """Room left round the winner's words on the banner: for its notched ends, above and below."""
    h = QFontMetricsF(font).height()
    return h * 0.6, h * 0.3


def ribbon_rect(layout: Layout, texts: TextCache, banner: str, step: str, timer: str) -> QRectF:
    """The banner the winning side's words are set on at the end: round their words, as wide as
    they need (the whole width of the centre at most)."""
    out = centre_texts(layout, texts, banner, step, timer, ribbon=True)
    if len(out) < 2 or not step:
        return QRectF()
    rect, font, flags, text, _ = out[1]
    pad_x, pad_y = _ribbon_pads(font)
    words = QFontMetricsF(font).boundingRect(rect, int(flags), text)
    left = max(rect.left(), words.left()) - pad_x
    right = min(rect.right(), words.right()) + pad_x
    return QRectF(left, rect.top() - pad_y, right - left, rect.height() + 2 * pad_y)


def centre_text_rects(
    layout: Layout, texts: TextCache, banner: str, step: str, timer: str, ribbon: bool = False
) -> list[QRectF]:
    """Where the words of the centre are drawn (each text's own bounding box; at the end, the
    banner's)."""
    out = []
    for rect, font, flags, text, _ in centre_texts(layout, texts, banner, step, timer, ribbon):
        out.append(QFontMetricsF(font).boundingRect(rect, int(flags), text))
    if ribbon and step:
        out.append(ribbon_rect(layout, texts, banner, step, timer))
    return out


def _fit(
    font: QFont,
    width: float,
    room: float,
    flags: Qt.AlignmentFlag,
    text: str,
    least: int = 11,
    lines: int = 4,
) -> float:
    """Shrink ``font`` (down to ``least`` px) until ``text`` fits ``width`` (each word) and,
    wrapped there, ``room``; the height it takes (at least ``lines`` lines' worth when the room
    allows, so the centre does not jump about)."""
    while True:
        metrics = QFontMetricsF(font)
        need = metrics.boundingRect(QRectF(0, 0, width, 1e6), int(flags), text).height() + 8
        widest = max((metrics.horizontalAdvance(w) for w in text.split()), default=0.0)
        one_line = lines > 1 or metrics.horizontalAdvance(text) <= width
        if (need <= room and widest <= width and one_line) or font.pixelSize() <= least:
            return max(need, min(room, metrics.height() * lines + 8))
        font.setPixelSize(max(least, int(font.pixelSize() * 0.9)))
