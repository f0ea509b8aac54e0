"""Every screen of the app, by day and by night where it has both, at 100 % and 200 % text, in
every language the app speaks, for the README's gallery: docs/screenshots/every-screen/<screen>-<look>.png
(``make screenshots``; ``python docs/every_screen.py [SCREEN ...]`` for some of them).

Each picture is checked as it is taken, as tests/ui/test_looks.py checks the screens: a text cut
short, running out of sight or under the type scale's least size stops the script (exit 1), after
every picture has been written, so a person can look at what is wrong.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT)]

OUT = ROOT / "docs" / "screenshots" / "every-screen"
CODES = ("en", "ru", "uk", "es", "de", "fr", "fa")  # mafia_desktop.languages.codes(), read before Qt
LOOKS = tuple(look for code in CODES for look in (code, f"{code}-200"))
SIZE = (1366, 768)


def _smaller(path: Path) -> None:
    """The picture in a palette of colours (pngquant, where installed: a third of the bytes, the
    same to the eye), so every language's gallery stays light in the repository."""
    tool = shutil.which("pngquant")
    if tool:
        subprocess.run(
            [tool, "--quality", "80-95", "--speed", "3", "--force", "--ext", ".png", str(path)], check=False
        )


def _settle() -> None:
    from PySide6.QtWidgets import QApplication

    for _ in range(4):
        QApplication.processEvents()
        QApplication.sendPostedEvents()


def _game(name: str) -> object:
    from mafia_desktop.engine.record import loads_record

    return loads_record((ROOT / "docs" / "games" / f"{name}.json").read_bytes())


def _window() -> object:
    from mafia_desktop.ui.window.main_window import MainWindow

    window = MainWindow(remember_geometry=False, read_only=True)
    window.resize(*SIZE)
    window.show()
    _settle()
    return window


def _table(window: object, record: object) -> object:
    window.open_record(record)  # type: ignore[attr-defined]
    _settle()
    table = window.table  # type: ignore[attr-defined]
    table.circle.finish_reveal() if hasattr(table.circle, "finish_reveal") else None
    _settle()
    return window


def game_over(window: object) -> object:
    return _table(window, _game("angel-game-over"))


def club_day(window: object) -> object:
    return _table(window, _game("club-day-two"))


def classic_trial(window: object) -> object:
    return _table(window, _game("classic-trial"))


def youth_night(window: object) -> object:
    return _table(window, _game("youth-night"))


def private_card(window: object) -> object:
    """Pass-and-play: the Don holds their card (what only the Don sees)."""
    from tests.ui import looks

    looks.private(window)  # type: ignore[arg-type]
    _settle()
    table = window.table  # type: ignore[attr-defined]
    ring = table.private.ring
    ring.hold_ms = 0
    ring.press()
    ring._on_tick_timeout()
    _settle()
    return window


def series(window: object) -> object:
    from mafia_desktop.ui.dialogs.series_screen import SeriesScreen
    from tests.storage.series_games import spring

    spring(Path(os.environ["MAFIA_DESKTOP_DATA_DIR"]) / "games")
    screen = SeriesScreen(Path(os.environ["MAFIA_DESKTOP_DATA_DIR"]) / "games", window)  # type: ignore[arg-type]
    screen.resize(*SIZE)
    screen.show()
    for _ in range(400):  # read off the UI thread: at most ~20 s
        if not screen.pending:
            break
        _settle()
        import time

        time.sleep(0.05)
    _settle()
    return screen


def _tv(name: str) -> Callable[[object], object]:
    def shown(window: object) -> object:
        from mafia_desktop.ui.public.table import PublicTable

        _table(window, _game(name))
        tv = PublicTable()
        tv.resize(*SIZE)
        tv.show()
        tv.show_board(window.table.board())  # type: ignore[attr-defined]
        _settle()
        return tv

    return shown


def _looks_screen(name: str) -> Callable[[object], object]:
    def shown(window: object) -> object:
        from tests.ui import looks

        return looks.show(name, window)  # type: ignore[arg-type]

    return shown


#: (screen, how to put it up): the table's screens by day and by night
SCREENS: dict[str, Callable[[object], object]] = {
    "home": _looks_screen("home"),
    "setup": _looks_screen("setup"),
    "table-day": club_day,
    "table-trial": classic_trial,
    "table-night": youth_night,
    "private-cover": _looks_screen("private"),
    "private-card": private_card,
    "game-over": game_over,
    "tv-day": _tv("club-day-two"),
    "tv-night": _tv("youth-night"),
    "series": series,
    "settings": _looks_screen("settings"),
    "print": _looks_screen("print"),
}


def main(names: list[str]) -> int:
    from PySide6.QtWidgets import QApplication

    from mafia_desktop.ui.theme.appearance import Appearance
    from tests.ui import looks

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("mafia-desktop-docs")
    OUT.mkdir(parents=True, exist_ok=True)
    from mafia_desktop import languages

    assert languages.codes() == CODES, "every language the app speaks has its pictures"
    choices = {
        look: Appearance(language=look[:2], text_scale=200 if look.endswith("-200") else 100)
        for look in LOOKS
    }
    failed = False
    with tempfile.TemporaryDirectory() as tmp:
        for look in LOOKS:
            for screen in names or list(SCREENS):
                os.environ["MAFIA_DESKTOP_DATA_DIR"] = str(Path(tmp) / look / screen)
                with looks.look(choices[look]):
                    window = _window()
                    widget = SCREENS[screen](window)
                    _settle()
                    checks = [
                        looks.clipped,
                        looks.cut_off,
                        *([looks.too_small] if hasattr(looks, "too_small") else []),
                    ]
                    problems = [p for check in checks for p in check(widget)]  # type: ignore[arg-type]
                    for problem in problems:
                        print(f"{screen}-{look}: {problem}", file=sys.stderr)
                    failed = failed or bool(problems)
                    path = OUT / f"{screen}-{look}.png"
                    widget.grab().save(str(path))  # type: ignore[attr-defined]
                    _smaller(path)
                    print(path.relative_to(ROOT))
                    if widget is not window:
                        widget.close()  # type: ignore[attr-defined]
                    window.close()  # type: ignore[attr-defined]
                    _settle()
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
