"""Widgets a benchmark is done with, deleted at once, while nothing is timed.

``deleteLater()`` called outside a running event loop (as the benchmarks call it: they drive Qt with
``processEvents()``) is not carried out by ``processEvents()``: the deletion waits for the next
event loop to start. That loop is the next benchmark's: a later benchmark's first ``exec()``
then deletes every window left before it, at once, on the UI thread (the table benchmark's nine
main windows took 22-37 ms), and the narrator's stall meter counted it as the narrator's.
"""

from __future__ import annotations

from typing import Any


def delete_now(widget: Any) -> None:
    """Close ``widget`` and delete it (and its children) now, not at the next event loop."""
    from PySide6.QtCore import QCoreApplication, QEvent

    widget.close()
    widget.deleteLater()
    QCoreApplication.sendPostedEvents(widget, QEvent.Type.DeferredDelete)
