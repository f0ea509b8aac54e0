"""Mafia Desktop: run the party game Mafia around one laptop."""

APP_ID = "io.github.mafia_desktop.MafiaDesktop"


def __getattr__(name: str) -> str:
    # ``__version__`` is read from the package metadata when first asked (see version.py): the
    # version lives in pyproject.toml alone, and a plain start never imports importlib.metadata.
    if name == "__version__":
        from mafia_desktop.version import version

        value = version()
        globals()["__version__"] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
