"""A disk that fails the way real ones do, for the tests of saving: full, or read-only."""

from __future__ import annotations

import errno
import os
from collections.abc import Callable

import pytest


def disk_full(monkeypatch: pytest.MonkeyPatch) -> Callable[[], None]:
    """Every write fails with ENOSPC until the returned function frees the space."""
    real_write = os.write

    def full(fd: int, data: object) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "write", full)
    return lambda: monkeypatch.setattr(os, "write", real_write)


def read_only_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    """Opening a file for writing fails with EROFS; reading goes on."""
    real_open = os.open

    def read_only(path: object, flags: int, mode: int = 0o777) -> int:
        if flags & os.O_WRONLY:
            raise OSError(errno.EROFS, "Read-only file system")
        return real_open(path, flags, mode)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "open", read_only)
