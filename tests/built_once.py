"""A costly build (the bundle, the wheel) made once per test run, whichever xdist workers need it.

Each worker that asks waits on one lock in the run's shared temporary folder: the first builds,
the others find it built and use it (a failed build is not remembered: the next one to ask tries
again and fails with its own message). Without xdist it is simply built."""

from __future__ import annotations

import fcntl
import os
from collections.abc import Callable
from pathlib import Path

import pytest


def built_once(factory: pytest.TempPathFactory, name: str, build: Callable[[Path], None]) -> Path:
    """The folder ``name`` of this run, made by ``build(folder)`` the first time it is asked for."""
    base = factory.getbasetemp()
    shared = base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base  # the run's own root
    folder = shared / f"built-{name}"
    with open(shared / f"built-{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes, also if the build fails
        done = folder / ".built"
        if not done.exists():
            if folder.exists():  # a build that failed half-way: start it again, clean
                import shutil

                shutil.rmtree(folder)
            folder.mkdir()
            build(folder)
            done.touch()
    return folder
