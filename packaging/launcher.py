"""The bundle's entry point: the same as the ``mafia-desktop`` command."""

import sys

from mafia_desktop.cli import main

if __name__ == "__main__":
    sys.exit(main())
