"""Loops in tests have a bound: a condition that never comes fails the test in a moment, saying
what never happened, instead of spinning for ever."""

from __future__ import annotations

from collections.abc import Callable, Iterator


def bounded(limit: int, what: str) -> Iterator[int]:
    """``range(limit)`` for a loop that must ``break`` before it runs out; running out fails,
    naming ``what`` was waited for.

    >>> for i in bounded(5, "three"):
    ...     if i == 3:
    ...         break
    >>> for i in bounded(2, "the narrator to fall silent"):
    ...     pass
    Traceback (most recent call last):
    AssertionError: still waiting after 2 steps: the narrator to fall silent
    """
    yield from range(limit)
    raise AssertionError(f"still waiting after {limit} steps: {what}")


def repeat_until(done: Callable[[], bool], step: Callable[[], object], what: str, limit: int = 1000) -> None:
    """``step()`` until ``done()``, at most ``limit`` times."""
    for _ in bounded(limit, what):
        if done():
            return
        step()
