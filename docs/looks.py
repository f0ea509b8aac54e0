"""Screenshots of the app in Russian, at 200 % text, in high contrast and in the pseudo-locale
(every string 40 % longer), for docs/screenshots: ``make screenshots``.

Each is checked as it is taken: a text cut short or running out of sight stops the script.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "packaging")]

SHOTS = [  # (file, look, screen)
    ("ru-setup", "ru", "setup"),
    ("ru-table-day", "ru", "table-day"),
    ("ru-private", "ru", "private"),
    ("text-200-table-day", "ru-200", "table-day"),
    ("text-200-setup", "en-200", "setup"),
    ("contrast-table-night", "contrast", "table-night"),
    ("contrast-table-day", "contrast", "table-day"),
    ("pseudo-table-day", "pseudo-200", "table-day"),
]


def main() -> int:
    import translations
    from PySide6.QtWidgets import QApplication

    from mafia_desktop.ui.theme.appearance import Appearance
    from mafia_desktop.ui.window.main_window import MainWindow
    from tests.ui import looks

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("mafia-desktop-docs")
    out = ROOT / "docs" / "screenshots"
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["MAFIA_DESKTOP_DATA_DIR"] = tmp  # the settings and games of this run alone
        pseudo = translations.write_pseudo(Path(tmp) / "pseudo.qm")
        choices = {
            "ru": (Appearance(language="ru"), None),
            "ru-200": (Appearance(language="ru", text_scale=200), None),
            "en-200": (Appearance(language="en", text_scale=200), None),
            "contrast": (Appearance(language="en", text_scale=125, high_contrast=True), None),
            "pseudo-200": (Appearance(language="en", text_scale=200), pseudo),
        }
        failed = False
        for file, look, screen in SHOTS:
            choice, qm = choices[look]
            with looks.look(choice, qm):
                window = MainWindow(remember_geometry=False, read_only=True)
                window.resize(1366, 768)
                window.show()
                widget = looks.show(screen, window)
                problems = looks.clipped(widget) + looks.cut_off(widget)
                for problem in problems:
                    print(f"{file}: {problem}", file=sys.stderr)
                failed = failed or bool(problems)
                widget.grab().save(str(out / f"{file}.png"))
                print(out / f"{file}.png")
                window.close()
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
