"""The public table on a real second screen: an X server (Xvfb) with two monitors, as a laptop
with a TV plugged in has, and the app's Qt on its xcb platform, in a process of its own.

The two monitors are RandR 1.5 monitors on one X screen (a laptop's 1366x768 on the left, a
1920x1080 TV on its right): Qt's xcb platform gives each a QScreen, and deleting the TV's
monitor is, to Qt, the TV unplugged (``screenRemoved``); setting it again plugs it back in
(``screenAdded``). The monitors are set through libXrandr (ctypes), as ``xrandr --setmonitor``
would. The test checks that the table opens full screen on the TV, not on the laptop's screen,
without taking the focus from the main window; that the X server's own picture of it is dark at
night; that unplugging the TV closes it while the game goes on; and that plugging it back opens
it again with the last board.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import json
import os
import select
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

XVFB = shutil.which("Xvfb")
LAPTOP = (0, 0, 1366, 768)
TV = (1366, 0, 1920, 1080)
ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(
    XVFB is None, reason="Xvfb is not installed (packaging/system-packages.sh test installs xvfb)"
)


# --- the X server and its monitors ---------------------------------------------------------------


class _Monitor(ctypes.Structure):
    _fields_ = [
        ("name", ctypes.c_ulong),
        ("primary", ctypes.c_int),
        ("automatic", ctypes.c_int),
        ("noutput", ctypes.c_int),
        ("x", ctypes.c_int),
        ("y", ctypes.c_int),
        ("width", ctypes.c_int),
        ("height", ctypes.c_int),
        ("mwidth", ctypes.c_int),
        ("mheight", ctypes.c_int),
        ("outputs", ctypes.POINTER(ctypes.c_ulong)),
    ]


class _Resources(ctypes.Structure):
    _fields_ = [
        ("timestamp", ctypes.c_ulong),
        ("configTimestamp", ctypes.c_ulong),
        ("ncrtc", ctypes.c_int),
        ("crtcs", ctypes.POINTER(ctypes.c_ulong)),
        ("noutput", ctypes.c_int),
        ("outputs", ctypes.POINTER(ctypes.c_ulong)),
    ]


class Monitors:
    """The X server's RandR 1.5 monitors, set and deleted as ``xrandr --setmonitor`` does."""

    def __init__(self, display: str) -> None:
        x11 = ctypes.CDLL(ctypes.util.find_library("X11") or "libX11.so.6")
        xr = ctypes.CDLL(ctypes.util.find_library("Xrandr") or "libXrandr.so.2")
        x11.XOpenDisplay.restype = ctypes.c_void_p
        x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x11.XDefaultRootWindow.restype = ctypes.c_ulong
        x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        x11.XInternAtom.restype = ctypes.c_ulong
        x11.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
        x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
        xr.XRRAllocateMonitor.restype = ctypes.POINTER(_Monitor)
        xr.XRRAllocateMonitor.argtypes = [ctypes.c_void_p, ctypes.c_int]
        xr.XRRSetMonitor.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(_Monitor)]
        xr.XRRDeleteMonitor.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong]
        xr.XRRGetScreenResourcesCurrent.restype = ctypes.POINTER(_Resources)
        xr.XRRGetScreenResourcesCurrent.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
        self.x11, self.xr = x11, xr
        self.display = x11.XOpenDisplay(display.encode())
        assert self.display, f"cannot open {display}"
        self.root = x11.XDefaultRootWindow(self.display)

    def set(self, name: str, rect: tuple[int, int, int, int], primary: bool = False) -> None:
        """A monitor ``name`` over ``rect``; the primary one takes the X screen's only output (so
        that output's own monitor, the whole X screen, gives way to the two)."""
        outputs = []
        if primary:
            resources = self.xr.XRRGetScreenResourcesCurrent(self.display, self.root)
            outputs = [resources.contents.outputs[0]]
        monitor = self.xr.XRRAllocateMonitor(self.display, len(outputs))
        m = monitor.contents
        m.name = self.x11.XInternAtom(self.display, name.encode(), 0)
        m.primary, m.automatic = int(primary), 0
        m.x, m.y, m.width, m.height = rect
        m.mwidth, m.mheight = rect[2] * 254 // 960, rect[3] * 254 // 960
        for i, output in enumerate(outputs):
            m.outputs[i] = output
        self.xr.XRRSetMonitor(self.display, self.root, monitor)
        self.x11.XSync(self.display, 0)

    def delete(self, name: str) -> None:
        atom = self.x11.XInternAtom(self.display, name.encode(), 0)
        self.xr.XRRDeleteMonitor(self.display, self.root, atom)
        self.x11.XSync(self.display, 0)


@contextmanager
def xvfb() -> Iterator[str]:
    """An X server of one 3286x1080 screen (the two monitors side by side), on a free display;
    kept as it is when its last client leaves (``-noreset``: the monitors stay set)."""
    assert XVFB is not None
    read, write = os.pipe()
    server = subprocess.Popen(
        [XVFB, "-displayfd", str(write), "-screen", "0", "3286x1080x24", "-nolisten", "tcp", "-noreset"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    try:
        number = b""
        deadline = time.monotonic() + 20
        while not number.endswith(b"\n") and time.monotonic() < deadline:
            ready, _, _ = select.select([read], [], [], 0.5)
            if ready:
                chunk = os.read(read, 16)
                if not chunk:
                    break
                number += chunk
        if not number.strip():
            pytest.skip("Xvfb did not start")
        yield f":{number.decode().strip()}"
    finally:
        os.close(read)
        server.terminate()
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait(10)


# --- the test ------------------------------------------------------------------------------------


def run_child(module: str, timeout: float, **env: str) -> dict[str, Any]:
    """Run ``module``'s ``child()`` on a fresh X server with the two monitors; its report."""
    if not (ctypes.util.find_library("Xrandr") and ctypes.util.find_library("X11")):
        pytest.skip("libXrandr or libX11 is missing: no monitors can be set")
    with xvfb() as display:
        environment = dict(os.environ, QT_QPA_PLATFORM="xcb", DISPLAY=display, **env)
        environment.pop("WAYLAND_DISPLAY", None)
        run = subprocess.run(
            [sys.executable, "-c", f"from {module} import child; child()"],
            cwd=ROOT,
            env=environment,
            capture_output=True,
            text=True,
            timeout=timeout,
        )
    lines = [line for line in run.stdout.splitlines() if line.startswith("{")]
    assert run.returncode == 0 and lines, f"the Qt process failed:\n{run.stdout}\n{run.stderr[-3000:]}"
    report: dict[str, Any] = json.loads(lines[-1])
    return report


def test_the_table_goes_on_the_tv_leaves_with_it_and_comes_back(tmp_path: Path) -> None:
    r = run_child("tests.ui.test_second_screen_xvfb", 180)
    assert r["errors"] == [], r["errors"]
    assert r["screens"] == {"LAPTOP": list(LAPTOP), "TV": list(TV)}, "Qt sees the two monitors"
    assert r["main_active"], "the main window has the focus to begin with"
    assert r["available"]
    table = r["table"]
    assert table["screen"] == "TV" and table["full_screen"] and table["title"] == "Mafia Desktop — table"
    assert table["geometry"] == list(TV), "it covers the TV, and the TV only"
    assert table["focus_on_main"] and not table["active"], "it took no focus from the main window"
    assert table["no_focus_flag"]
    night = r["night"]
    assert all(colour == night for colour in table["corners"]), (table["corners"], night)
    assert table["dark_share"] > 0.6, "the X server's picture of the TV is dark"
    gone = r["unplugged"]
    assert not gone["shown"] and not gone["available"] and gone["screens"] == ["LAPTOP"]
    assert gone["main_visible"] and gone["game_went_on"]
    assert gone["windows"] == ["main"], "no window of the table left on the laptop's screen"
    back = r["replugged"]
    assert back["screen"] == "TV" and back["geometry"] == list(TV) and back["full_screen"]
    assert back["banner"] == "Day 1", "it came back with the last board, given while unplugged"
    assert back["focus_on_main"] and all(colour == r["day"] for colour in back["corners"])
    assert r["closed"]
    assert r["events"] == [
        ["shown", True],
        ["available", False],
        ["shown", False],
        ["available", True],
        ["shown", True],
        ["shown", False],
    ]


# --- the Qt side (run in its own process, on the X server) ---------------------------------------


def start_child() -> tuple[Any, list[str], Callable[..., bool]]:
    """The Qt side's start, in its process on the X server: the laptop's and the TV's monitors
    set, the application, the errors it meets caught, and a wait on its event loop that gives up
    after ``seconds``."""
    from PySide6.QtWidgets import QApplication

    errors: list[str] = []
    sys.excepthook = lambda kind, value, tb: errors.append(f"{kind.__name__}: {value}")
    monitors = Monitors(os.environ["DISPLAY"])
    monitors.set("LAPTOP", LAPTOP, primary=True)
    monitors.set("TV", TV)
    app = QApplication([])
    _MONITORS[:] = [monitors]

    def wait(condition: Callable[[], bool], seconds: float = 10) -> bool:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            app.processEvents()
            if condition():
                return True
            time.sleep(0.02)
        return False

    return app, errors, wait


_MONITORS: list[Monitors] = []  # the child's monitors (to unplug the TV and plug it back)


def child() -> None:
    from PySide6.QtCore import QRect, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QScreen
    from PySide6.QtWidgets import QMainWindow, QWidget

    from mafia_desktop.engine.inputs import EndNight
    from mafia_desktop.engine.record import Record
    from mafia_desktop.engine.setup import make_setup
    from mafia_desktop.table.board import board_of
    from mafia_desktop.ui.circle.seat_circle import day_palette, night_palette
    from mafia_desktop.ui.public.second_screen import SecondScreen
    from mafia_desktop.ui.table.controller import GameController

    app, errors, wait = start_child()
    monitors = _MONITORS[0]
    report: dict[str, Any] = {"errors": errors, "events": []}

    def rect(r: QRect) -> list[int]:
        return [r.x(), r.y(), r.width(), r.height()]

    def settle() -> None:
        wait(lambda: False, 0.4)

    report["screens"] = {s.name(): rect(s.geometry()) for s in app.screens()}
    main = QMainWindow()
    main.setWindowTitle("main")
    main.setCentralWidget(QWidget())
    main.setGeometry(100, 100, 800, 500)
    main.show()
    main.activateWindow()
    report["main_active"] = wait(lambda: QGuiApplication.focusWindow() is main.windowHandle())
    players = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy"]
    controller = GameController(
        Record(make_setup("classic", 4, players, {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"}))
    )

    def board() -> Any:
        return board_of(controller.view(), controller.session, has_referee=True)

    manager = SecondScreen()
    manager.shown_changed.connect(lambda on: report["events"].append(["shown", on]))
    manager.available_changed.connect(lambda on: report["events"].append(["available", on]))
    manager.set_main_window(main)
    report["available"] = manager.available()
    first = board()
    assert first.dark
    manager.show_board(first)
    manager.set_wanted(True)

    def table_shows() -> bool:
        window = manager.window()
        handle = window.windowHandle() if window is not None else None
        return handle is not None and handle.isExposed()

    wait(table_shows)
    settle()

    def picture(screen: QScreen) -> QImage:
        window = manager.window()
        assert window is not None
        return screen.grabWindow(window.winId()).toImage()  # the X server's own pixels

    def corners(image: QImage) -> list[str]:
        w, h = image.width() - 3, image.height() - 3
        return [image.pixelColor(x, y).name() for x, y in ((2, 2), (w, 2), (2, h), (w, h))]

    def describe() -> dict[str, Any]:
        window = manager.window()
        assert window is not None
        screen = window.screen()
        image = picture(screen)
        dark = sum(
            1
            for x in range(0, image.width(), 24)
            for y in range(0, image.height(), 24)
            if image.pixelColor(x, y).lightness() < 60
        )
        total = len(range(0, image.width(), 24)) * len(range(0, image.height(), 24))
        return {
            "screen": screen.name(),
            "geometry": rect(window.geometry()),
            "full_screen": window.isFullScreen(),
            "title": window.windowTitle(),
            "focus_on_main": QGuiApplication.focusWindow() is main.windowHandle(),
            "active": window.isActiveWindow(),
            "no_focus_flag": bool(window.windowHandle().flags() & Qt.WindowType.WindowDoesNotAcceptFocus),
            "corners": corners(image),
            "dark_share": dark / total,
            "banner": window.circle.centre()[0],
        }

    report["table"] = describe()
    report["night"] = night_palette().background.name()
    report["day"] = day_palette().background.name()
    # The TV is unplugged: the table closes, the game goes on.
    monitors.delete("TV")
    wait(lambda: not manager.shown() and len(app.screens()) == 1)
    settle()
    controller.submit([EndNight()])
    manager.show_board(board())  # the morning, while no TV is there
    report["unplugged"] = {
        "shown": manager.shown(),
        "available": manager.available(),
        "screens": [s.name() for s in app.screens()],
        "main_visible": main.isVisible(),
        "game_went_on": controller.view().phase == "day",
        "windows": sorted(w.windowTitle() for w in app.topLevelWidgets() if w.isVisible()),
    }
    # It comes back.
    monitors.set("TV", TV)
    wait(lambda: manager.shown() and table_shows())
    settle()
    report["replugged"] = describe()
    manager.close()
    settle()
    report["closed"] = not manager.shown() and not any(
        w.isVisible() for w in app.topLevelWidgets() if w is not main
    )
    main.close()
    print(json.dumps(report), flush=True)
