"""Python's garbage collector, run on the UI thread only.

Left to itself, the collector runs in whichever thread happens to allocate: a worker reading the
series or the saved games could then free a window, a dialog or a picture that only reference
cycles kept (a widget and its slots), destroying Qt objects off the UI thread while it paints,
and crash. So once the app has a window, automatic collection is off and the UI thread collects
instead, on a timer and when asked, by the collector's own thresholds (a young generation
often, the old ones seldom), exactly as the collector would have. Objects freed by reference
counting (nearly all) go at once, in any thread, as before.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

INTERVAL_MS = 1000

_installed: QObject | None = None
_kept: dict[int, QObject] = {}  # windows alive in Qt, by id: never freed by the collector


def collect_due() -> int:
    """Collect the generations whose thresholds are passed (none: nothing); what was freed. Call it
    on the UI thread only."""
    counts, thresholds = gc.get_count(), gc.get_threshold()
    generation = -1
    for g in range(3):
        if counts[g] > thresholds[g]:
            generation = g
    return gc.collect(generation) if generation >= 0 else 0


class _Collector(QObject):
    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(collect_due)
        self._timer.start()


def install() -> None:
    """Turn automatic collection off and collect on the UI thread instead (once per process; a
    no-op before the application exists)."""
    global _installed
    app = QCoreApplication.instance()
    if _installed is not None or app is None:
        return
    gc.disable()
    _installed = _Collector(app)


def keep_until_destroyed(window: QObject) -> None:
    """Hold ``window`` until Qt destroys it (closed and deleted, or with its parent): the collector
    then never frees a live window, whose destruction would run its event handlers (a hide, a
    paint) on a half-freed Python object, from wherever the collection happened."""
    key = id(window)
    _kept[key] = window
    window.destroyed.connect(lambda *_: _kept.pop(key, None))
