"""A model of a printed card held to a lamp, and a spy that learns to read it.

Light from a lamp behind a card passes through its back and then its front: what reaches the eye
is the product of the two printed sides' transmissions (greyscale in [0, 1], white = 1), the back
taken where it really lies behind the front (the back page flipped for a long-edge flip, off by the
printer's duplex error). The paper between them scatters the light: the product is blurred by a
Gaussian as wide as the paper's *scatter* (1.5-3 mm for ordinary paper held at
arm's length, 0.5 mm for the spy's strictest case: thin paper pressed on a bright lamp), the
diameter of the spot a point of light spreads into (twice the Gaussian's standard deviation). Paper is
not even: its fibres let through a little more here and a little less there (a few per cent, at a
millimetre or two), and the eye adds a little noise of its own. The eye adapts to the light: what it
sees is normalised to the card's mean brightness, so a dark back alone hides nothing; only a front
whose light is the same whatever the role does.

The spy: :func:`classifier` learns, from the transmitted pictures of one printed deck (every card
under several lamps), a linear rule on 1 mm cells that tells one group of roles from the rest, and
:func:`balanced_accuracy` tries it on another deck (another shuffle, other lamps). 0.5 is chance.
:func:`readable` gives the transmitted picture to an OCR engine (tesseract) as a spy would: the
contrast stretched to the full range.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import tempfile
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter, QPicture

from mafia_desktop.printing.pages import Document, _draw_page, page_image

DOTS = 4.0  # dots per mm of the rendered pages
CELL = 4  # dots per 1 mm cell of the spy's features
FORMATION = 0.03  # the paper's own unevenness (standard deviation, relative)
FORMATION_MM = 1.5  # its grain
NOISE = 0.01  # the eye's noise, relative to the card's mean brightness


@dataclass(frozen=True)
class Lamp:
    """One look through a card: the paper's scatter (mm), the duplex error (mm, across and down),
    the lamp's strength, and the seed of the paper's and the eye's noise."""

    scatter: float
    shift: tuple[float, float]
    strength: float
    seed: int


def lamps(count: int, seed: int, scatter: tuple[float, float] = (1.5, 3.0), shift: float = 1.5) -> list[Lamp]:
    """``count`` random looks: scatter in ``scatter``, duplex error up to ``shift`` mm either way."""
    rng = np.random.default_rng(seed)
    return [
        Lamp(
            float(rng.uniform(*scatter)),
            (float(rng.uniform(-shift, shift)), float(rng.uniform(-shift, shift))),
            float(rng.uniform(0.5, 2.0)),
            int(rng.integers(1 << 30)),
        )
        for _ in range(count)
    ]


def array(image: QImage) -> np.ndarray:
    """A picture as greyscale values in [0, 1], one row per line of dots."""
    g = image.convertToFormat(QImage.Format.Format_Grayscale8)
    line = g.bytesPerLine()
    raw = np.frombuffer(bytes(g.constBits()), dtype=np.uint8).reshape(g.height(), line)  # type: ignore[arg-type]
    return raw[:, : g.width()].astype(np.float64) / 255.0


FINE = 3  # pages are drawn this many times finer, then averaged: ink as a printer lays it down


def page_array(document: Document, index: int, flip: bool = False, shared: bool = False) -> np.ndarray:
    """A page at :data:`DOTS` a mm, each dot the mean of the finer dots drawn in it (so thin
    strokes and small type keep their true ink, not a coarse raster's); ``flip``: as it lies
    behind the page before it (long-edge flip). ``shared``: a page many documents print alike
    (the backs: every deck of a language has the same sheets of backs), drawn once for all of
    them (see :func:`_shared_sums`)."""
    sums = _shared_sums(document, index) if shared else _sums(document, index)
    values = sums / (255.0 * FINE * FINE)
    return values[:, ::-1].copy() if flip else values


def _sums(document: Document, index: int) -> np.ndarray:
    """The page drawn :data:`FINE` times finer, its fine dots summed into each dot, as integers."""
    g = page_image(document, index, DOTS * FINE).convertToFormat(QImage.Format.Format_Grayscale8)
    line = g.bytesPerLine()
    raw = np.frombuffer(g.constBits(), dtype=np.uint8, count=line * g.height()).reshape(g.height(), line)  # type: ignore[call-overload]
    h, w = (g.height() // FINE) * FINE, (g.width() // FINE) * FINE
    # The fine dots summed as integers (at most 255 x FINE x FINE: they fit 16 bits), the FINE rows
    # of a dot added slice by slice, then its FINE columns: the same sums as a reduction over a
    # reshaped page, a fraction of its time. The page never exists as fine floats (at 3x it would be
    # hundreds of megabytes).
    fine = raw[:h, :w]
    rows = fine[0::FINE].astype(np.uint16)
    for k in range(1, FINE):
        rows += fine[k::FINE]
    sums = rows[:, 0::FINE].copy()
    for k in range(1, FINE):
        sums += rows[:, k::FINE]
    return sums


_SHARED: OrderedDict[bytes, np.ndarray] = OrderedDict()  # the last pages drawn, by what was drawn
_SHARED_MOST = 16


def _shared_sums(document: Document, index: int) -> np.ndarray:
    """:func:`_sums` of a page, kept by *what it draws*: the page's drawing is recorded first (a
    QPicture: every line, path, text and fill with its pen, brush and transform, at the very
    scale it is rasterised at), and a page whose recording is the same as one drawn before is
    that same picture: it is not rasterised again. (A test that changes how the app draws, its
    halos or its art, changes the recording, so it never meets a page drawn the other way.)
    Recording a page of backs takes a fraction of the time rasterising it does."""
    page = document.pages[index]
    w, h = document.size_mm(page)
    picture = QPicture()
    painter = QPainter(picture)
    try:
        _draw_page(painter, page, w, h, DOTS * FINE)
    finally:
        painter.end()
    key = hashlib.sha256(bytes(picture.data())).digest() + f"{w}x{h}".encode()
    sums = _SHARED.get(key)
    if sums is None:
        sums = _sums(document, index)
        sums.flags.writeable = False
        _SHARED[key] = sums
        while len(_SHARED) > _SHARED_MOST:
            _SHARED.popitem(last=False)
    _SHARED.move_to_end(key)
    return sums


def crop(values: np.ndarray, x: float, y: float, w: float, h: float) -> np.ndarray:
    """A rectangle in mm; what lies off the sheet is white."""
    left, top = round(x * DOTS), round(y * DOTS)
    cols, rows = round(w * DOTS), round(h * DOTS)
    out = np.ones((rows, cols))
    y0, y1 = max(0, top), min(values.shape[0], top + rows)
    x0, x1 = max(0, left), min(values.shape[1], left + cols)
    if y1 > y0 and x1 > x0:
        out[y0 - top : y1 - top, x0 - left : x1 - left] = values[y0:y1, x0:x1]
    return out


def _fast_length(n: int) -> int:
    """The least length from ``n`` up whose only prime factors are 2, 3, 5 and 7: an FFT of it
    is quick (a card padded for the blur came to lengths like 402 = 2 x 3 x 67, three times slower)."""
    while True:
        m = n
        for p in (2, 3, 5, 7):
            while m % p == 0:
                m //= p
        if m == 1:
            return n
        n += 1


def blur(values: np.ndarray, sigma_mm: float) -> np.ndarray:
    """A Gaussian blur of ``sigma_mm`` (edges extended, not wrapped: at least 4 sigma and a dot of
    the edge's own values each side, more up to a length the FFT takes quickly)."""
    sigma = sigma_mm * DOTS
    pad = int(np.ceil(4 * sigma)) + 1
    rows, cols = values.shape
    tall, wide = _fast_length(rows + 2 * pad), _fast_length(cols + 2 * pad)
    top, left = (tall - rows) // 2, (wide - cols) // 2
    padded = np.pad(values, ((top, tall - rows - top), (left, wide - cols - left)), mode="edge")
    fy = np.fft.fftfreq(tall)[:, None]
    fx = np.fft.rfftfreq(wide)[None, :]
    transfer = np.exp(-2 * np.pi**2 * sigma**2 * (fx**2 + fy**2))
    out = np.fft.irfft2(np.fft.rfft2(padded) * transfer, s=padded.shape)
    return out[top : top + rows, left : left + cols]


def transmitted(
    front: np.ndarray, backs: np.ndarray, x: float, y: float, lamp: Lamp, clean: bool = False
) -> np.ndarray:
    """What the eye sees of the card whose front is ``front`` (its crop) at (``x``, ``y``) mm on
    the sheet, with the flipped back page ``backs`` behind it, under ``lamp``; ``clean``: without
    the paper's grain and the eye's noise."""
    h, w = front.shape
    dx, dy = lamp.shift
    back = crop(backs, x + dx, y + dy, w / DOTS, h / DOTS)
    light = blur(front * back, lamp.scatter / 2) * lamp.strength
    if clean:
        return light / max(1e-12, float(light.mean()))
    rng = np.random.default_rng(lamp.seed)
    light = light * _grain(lamp.seed, light.shape, rng)
    light = light / max(1e-12, float(light.mean()))
    return light + rng.normal(0.0, NOISE, light.shape)


_GRAINS: dict[tuple[int, tuple[int, ...]], tuple[np.ndarray, dict[str, object]]] = {}


def _grain(seed: int, shape: tuple[int, ...], rng: np.random.Generator) -> np.ndarray:
    """1 + the paper's grain under a lamp: the lamp's own random numbers (the first ``shape`` of
    ``rng``) blurred to the paper's formation. The same lamp over a card of the same size has
    the same grain, so it is made once, and kept with where ``rng`` stood after those numbers:
    the next time ``rng`` is put there instead of drawing them again (the eye's noise, drawn
    after them, is the same numbers either way)."""
    key = (seed, shape)
    kept = _GRAINS.get(key)
    if kept is None:
        grain = blur(rng.normal(0.0, 1.0, shape), FORMATION_MM)
        grain *= FORMATION / max(1e-9, float(grain.std()))
        grain += 1
        grain.flags.writeable = False
        if len(_GRAINS) > 64:
            _GRAINS.clear()
        kept = _GRAINS[key] = (grain, rng.bit_generator.state)
    else:
        rng.bit_generator.state = kept[1]
    return kept[0]


def cells(picture: np.ndarray) -> np.ndarray:
    """The mean of every 1 mm cell: the spy's features."""
    h, w = (picture.shape[0] // CELL) * CELL, (picture.shape[1] // CELL) * CELL
    return picture[:h, :w].reshape(h // CELL, CELL, w // CELL, CELL).mean(axis=(1, 3)).ravel()


@dataclass(frozen=True)
class Linear:
    """A linear rule on standardised features: positive means "in the group"."""

    mean: np.ndarray
    scale: np.ndarray
    weights: np.ndarray
    bias: float

    def score(self, features: np.ndarray) -> np.ndarray:
        return ((features - self.mean) / self.scale) @ self.weights + self.bias

    def predict(self, features: np.ndarray, share: float) -> np.ndarray:
        """In the group: the ``share`` of the pictures that score highest (the spy knows how many
        cards of the group a deal has, so a lamp's shift of every score does not fool it)."""
        scores = self.score(features)
        count = round(share * len(scores))
        ranked = np.argsort(-scores, kind="stable")
        out = np.zeros(len(scores), dtype=bool)
        out[ranked[:count]] = True
        return out


def classifier(features: np.ndarray, labels: np.ndarray, ridge: float) -> Linear:
    """Class-balanced ridge regression onto +1/-1 (a regularised linear discriminant)."""
    return classifiers(features, labels, (ridge,))[0]


def classifiers(features: np.ndarray, labels: np.ndarray, ridges: Sequence[float]) -> list[Linear]:
    """:func:`classifier` for each of ``ridges``: the standardised features and their Gram
    matrix, the same for every ridge, worked out once."""
    mean = features.mean(axis=0)
    scale = features.std(axis=0) + 1e-9
    z = (features - mean) / scale
    target = np.where(labels, 1.0, -1.0)
    weight = np.where(labels, 0.5 / max(1, int(labels.sum())), 0.5 / max(1, int((~labels).sum())))
    root = np.sqrt(weight)[:, None]
    centre = (weight[:, None] * z).sum(axis=0)  # the weights sum to 1
    offset = float((weight * target).sum())
    zc = root * (z - centre)
    tc = root[:, 0] * (target - offset)
    # The dual form: far fewer cards than cells.
    gram = zc @ zc.T
    out = []
    for ridge in ridges:
        alpha = np.linalg.solve(gram + ridge * np.trace(gram) / len(gram) * np.eye(len(gram)), tc)
        weights = zc.T @ alpha
        out.append(Linear(mean, scale, weights, offset - float(centre @ weights)))
    return out


def balanced_accuracy(predicted: np.ndarray, labels: np.ndarray) -> float:
    hits_in = float((predicted & labels).sum()) / max(1, int(labels.sum()))
    hits_out = float((~predicted & ~labels).sum()) / max(1, int((~labels).sum()))
    return (hits_in + hits_out) / 2


RIDGES = (1e-3, 1e-2, 1e-1, 1.0, 10.0)


def spy_accuracy(
    train: tuple[np.ndarray, np.ndarray],
    test: tuple[np.ndarray, np.ndarray],
    ridges: Sequence[float] = RIDGES,
) -> float:
    """The spy's best balanced accuracy on ``test`` over the regularisations it might choose
    (the strongest spy: it is told which works best)."""
    (xa, ya), (xb, yb) = train, test
    share = float(yb.mean())
    return max(balanced_accuracy(rule.predict(xb, share), yb) for rule in classifiers(xa, ya, ridges))


# --- OCR ----------------------------------------------------------------------------------------


def tesseract() -> str | None:
    return shutil.which("tesseract")


def stretched(picture: np.ndarray) -> QImage:
    """The picture as a spy would enhance it: the contrast stretched to the full range (its 1st
    to 99th percentile), then scaled up to 8 dots a mm for the OCR."""
    lo, hi = np.percentile(picture, [1, 99])
    values = np.clip((picture - lo) / max(1e-9, hi - lo), 0, 1)
    data = np.ascontiguousarray((values * 255).astype(np.uint8))
    h, w = data.shape
    image = QImage(data.tobytes(), w, h, w, QImage.Format.Format_Grayscale8).copy()
    return image.scaled(
        w * 2, h * 2, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation
    )


def unveiled(front: np.ndarray, backs: np.ndarray, x: float, y: float, lamp: Lamp) -> np.ndarray:
    """The transmitted picture with the back taken out, as a spy who knows the back (it is the
    same on every card) would: divided by the light through the back alone, under the same lamp."""
    seen = transmitted(front, backs, x, y, lamp)
    back_only = transmitted(np.ones_like(front), backs, x, y, lamp, clean=True)
    return seen / np.maximum(back_only, 0.05)


def read_text(image: QImage, lang: str) -> str:
    """What tesseract reads in ``image`` and in its negative (light letters on dark are read
    too), as sparse text (``lang``: ``eng``, ``rus`` or ``eng+rus``)."""
    exe = tesseract()
    assert exe is not None
    negative = image.copy()
    negative.invertPixels()
    seen = []
    with tempfile.TemporaryDirectory() as folder:
        for n, picture in enumerate((image, negative)):
            path = Path(folder) / f"look{n}.png"
            picture.save(str(path))
            out = subprocess.run(
                [exe, str(path), "stdout", "-l", lang, "--psm", "11"],
                capture_output=True,
                text=True,
                timeout=120,
                check=False,
                # One thread: it reads the same (the threads share out the work, not the reading),
                # and its OpenMP threads, waiting on a busy machine, took three times the time.
                env={**os.environ, "OMP_THREAD_LIMIT": "1"},
            )
            seen.append(out.stdout)
    return "\n".join(seen)
