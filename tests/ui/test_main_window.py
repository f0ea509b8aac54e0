"""The main window: home → set-up → table and back, without losing the game; `open` from the
command line, and screenshots."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from mafia_desktop import languages
from mafia_desktop.engine.inputs import EndNight
from mafia_desktop.table.session import Draft
from mafia_desktop.table.table_flow import Press
from mafia_desktop.ui.common.widgets import TextBlock
from mafia_desktop.ui.window.main_window import MainWindow
from tests.project import VERSION
from tests.scenario_check import load, scenario_files


def test_home_shows_the_four_rule_sets(qtbot: QtBot) -> None:
    window = MainWindow(remember_geometry=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.windowTitle() == "Mafia Desktop"
    texts = [block.text() for block in window.findChildren(TextBlock)]
    for name in ("Classic", "Youth group", "Club", "Angel"):
        assert sum(text.startswith(name + "\n") for text in texts) == 1
    assert any("1 × Don, 2 × Mafia, 1 × Sheriff, 6 × Civilians" in t for t in texts)
    qtbot.waitUntil(lambda: not window.resume_pending)
    assert not window.home.continue_button.isVisible()


def test_new_game_to_the_table_and_back_without_losing_it(qtbot: QtBot) -> None:
    window = MainWindow(remember_geometry=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.mouseClick(window.home.new_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.setup
    window.setup.set_preset("angel")
    qtbot.mouseClick(window.setup.start_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.table
    assert window.windowTitle() == "Mafia Desktop — Meeting night"
    record = window.controller.record
    window.go_back()  # Esc
    assert window.stack.currentWidget() is window.home
    assert window.home.continue_button.isVisible()
    assert window.home.notice.isVisible(), "Esc mid-game says the game is kept"
    assert window.home.notice.text().startswith("The game is kept")
    qtbot.mouseClick(window.home.continue_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.table
    assert window.controller.record == record


def test_esc_first_cancels_an_input_in_progress(qtbot: QtBot) -> None:
    window = MainWindow(remember_geometry=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.mouseClick(window.home.new_button, Qt.MouseButton.LeftButton)
    window.setup.set_preset("classic")
    window.setup.start_button.click()
    window.controller.submit([EndNight()])  # the first night is over
    window.table.send(Press("nominate"))
    assert window.table.composer.mode == "pick_actor"
    window.go_back()
    assert window.table.composer.mode == "idle" and window.stack.currentWidget() is window.table
    assert window.controller.session.draft == Draft(), "the pick is gone from the session too"
    window.table.refresh()
    assert window.table.composer.mode == "idle", "and does not come back"


def test_f11_toggles_full_screen(qtbot: QtBot) -> None:
    window = MainWindow(remember_geometry=False)
    qtbot.addWidget(window)
    window.show()
    window._on_full_screen_triggered()
    assert window.windowState() & Qt.WindowState.WindowFullScreen
    window._on_full_screen_triggered()
    assert not window.windowState() & Qt.WindowState.WindowFullScreen


def _run(*args: str) -> subprocess.CompletedProcess[bytes]:
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    return subprocess.run(
        [sys.executable, "-m", "mafia_desktop", *args], capture_output=True, timeout=60, env=env
    )


def test_screenshot_option_paints_a_png_and_exits(tmp_path: Path) -> None:
    out = tmp_path / "home.png"
    proc = _run("--screenshot", str(out))
    assert proc.returncode == 0, proc.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1280, 800)
    colours = {image.pixel(x, y) for x in range(0, 1280, 40) for y in range(0, 800, 20)}
    assert len(colours) > 5, "painted, not blank"


@pytest.mark.skipif(not os.path.isdir("/proc/self/task"), reason="counts threads in /proc")
def test_the_first_paint_waits_on_no_helper_thread(tmp_path: Path) -> None:
    """Qt fills large gradients (the style's scroll bar) on a pool of helper threads and waits for
    them: on a busy laptop that wait, many times over, was most of a slow start. The first screen
    paints on the UI thread alone, in either language."""
    code = (
        "import os, sys; from mafia_desktop.ui.window.app import run_app;"
        " rc = run_app(screenshot=sys.argv[1], language=sys.argv[2]);"
        " print(len(os.listdir('/proc/self/task')) - 1); sys.exit(rc)"  # threads besides this one
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for lang in languages.codes():
        out = tmp_path / f"home-{lang}.png"
        proc = subprocess.run(
            [sys.executable, "-c", code, str(out), lang], capture_output=True, timeout=60, env=env
        )
        assert proc.returncode == 0, proc.stderr
        assert proc.stdout.split() == [b"0"], "a paint waited on Qt's helper threads"
        assert QImage(str(out)).height() == 800


def test_the_menu_and_the_icon_come_right_after_the_first_paint(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QApplication

    from mafia_desktop.ui.window.app import set_app_icon

    window = MainWindow(remember_geometry=False, defer_shortcuts=True)
    qtbot.addWidget(window)
    game, help_ = window.menuBar().actions()
    assert game.text() == "&Game" and game.menu().actions() == []  # the titles paint at once
    assert help_.text() == "&Help" and help_.menu().actions() == []
    window.finish_start()
    game, view, help_ = window.menuBar().actions()
    assert view.text() == "&View" and view.menu().actions() == [window.tv.action]
    items = [a for a in game.menu().actions() if a.isVisible()]  # (Phones: a game with phones only)
    assert len(items) == 11 and all(not a.shortcut().isEmpty() for a in items)
    assert not window.window_menu.phones_action.isVisible()  # type: ignore[union-attr]
    assert window.save_copy_action in items and not window.save_copy_action.isEnabled()
    assert help_.menu().actions() == [window.window_menu.rulebook_action, window.about_action]
    qtbot.waitUntil(lambda: not window.resume_pending)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    set_app_icon(app)
    assert not app.windowIcon().pixmap(64, 64).isNull()


def test_the_about_box_says_the_version(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    shown: list[QMessageBox] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box) or 0)  # never waits
    window = MainWindow(remember_geometry=False)
    qtbot.addWidget(window)
    assert window.about_action is not None
    window.about_action.trigger()
    (box,) = shown
    assert box.windowTitle() == "About Mafia Desktop"
    assert f"Version {VERSION}" in box.text() and "MIT" in box.text()
    qtbot.waitUntil(lambda: not window.resume_pending)


def test_open_resumes_a_record_on_the_table(tmp_path: Path) -> None:
    record = load(next(p for p in scenario_files() if p.stem == "club-car-crash-then-plurality"))["record"]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    out = tmp_path / "table.png"
    proc = _run("open", str(path), "--screenshot", str(out), "--size", "1366x768")
    assert proc.returncode == 0, proc.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1366, 768)


def test_a_record_opened_from_the_desktop_goes_on_the_table(tmp_path: Path) -> None:
    """The .desktop file runs `mafia-desktop FILE`: the same as `mafia-desktop open FILE`."""
    record = load(next(p for p in scenario_files() if p.stem == "club-car-crash-then-plurality"))["record"]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    shots = {}
    for name, args in (("direct", [str(path)]), ("open", ["open", str(path)])):
        shots[name] = tmp_path / f"{name}.png"
        proc = _run(*args, "--size", "1000x700", "--screenshot", str(shots[name]))
        assert proc.returncode == 0, proc.stderr
    assert QImage(str(shots["direct"])) == QImage(str(shots["open"]))
    broken = tmp_path / "broken.json"
    broken.write_text("{", encoding="utf-8")
    proc = _run(str(broken), "--screenshot", str(tmp_path / "x.png"))
    assert proc.returncode == 2 and b"Cannot open" in proc.stderr


def test_open_refuses_a_broken_record_in_words(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text('{"format": 1, "rules": "werewolf"', encoding="utf-8")
    proc = _run("open", str(path), "--screenshot", str(tmp_path / "x.png"))
    assert proc.returncode == 2
    assert b"Cannot open" in proc.stderr and b"not valid JSON" in proc.stderr
    assert b"Traceback" not in proc.stderr


def test_screenshot_to_an_unwritable_place_fails_in_words(tmp_path: Path) -> None:
    proc = _run("--screenshot", str(tmp_path / "no" / "such" / "dir.png"))
    assert proc.returncode == 2
    assert b"could not write the screenshot" in proc.stderr


@pytest.mark.parametrize("kind", ["loop", "fifo", "folder"])
def test_open_refuses_what_is_not_a_file_in_words_without_waiting(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "game.json"
    if kind == "loop":
        path.symlink_to(tmp_path / "other.json")
        (tmp_path / "other.json").symlink_to(path)
    elif kind == "fifo":
        os.mkfifo(path)
    else:
        path.mkdir()
    proc = _run("open", str(path), "--screenshot", str(tmp_path / "x.png"))
    assert proc.returncode == 2
    assert b"Cannot open" in proc.stderr and b"Traceback" not in proc.stderr


def test_the_first_window_fits_a_small_laptop_screen(monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QApplication

    from mafia_desktop.ui.window import main_window

    class Screen:
        def __init__(self, w: int, h: int) -> None:
            self.free = QRect(0, 0, w, h)

        def availableGeometry(self) -> QRect:  # noqa: N802 - Qt's name
            return self.free

    monkeypatch.setattr(QApplication, "primaryScreen", staticmethod(lambda: Screen(1366, 740)))
    assert main_window.first_size() == (1280, 700), "a 1366x768 laptop under its panel"
    monkeypatch.setattr(QApplication, "primaryScreen", staticmethod(lambda: Screen(2560, 1400)))
    assert main_window.first_size() == (1280, 800)
    monkeypatch.setattr(QApplication, "primaryScreen", staticmethod(lambda: None))
    assert main_window.first_size() == (1280, 800)
