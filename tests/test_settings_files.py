"""The settings file against anything a disk can hold (issue 44): a value Qt would decode into
two gigabytes (``@Variant(\\0\\0\\0\\t\\x7f\\xff\\xff\\xff)``, which aborted every start), huge or
nested values, binary garbage, a 100 MB file, a pipe, a folder, text that is not UTF-8, JSON
nested to any depth. Every key reads as its default and the app starts. An earlier version's
QSettings file is carried over once by a reader of our own (plain values only), then deleted;
the host's deal it may hold is never carried over. Qt's own settings file is kept private too."""

from __future__ import annotations

import json
import os
import random
import stat
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st
from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QApplication, QWidget

from mafia_desktop import settings
from mafia_desktop.settings import KEYS, Appearance, Narration, SetupChoices, SetupProtocol

#: what QSettings decodes as a list of 2**31 - 1 items (std::bad_alloc, the process aborted)
VARIANT = r"@Variant(\0\0\0\t\x7f\xff\xff\xff)"
NAMES = [key.name for key in KEYS]


def every_key_is_its_default(store: settings.Store | None = None) -> None:
    for key in KEYS:
        assert settings.read(key, store) == key.default, key.name


def legacy_ini(values: dict[str, str]) -> str:
    """An INI file as QSettings keeps one: ``[group]`` then ``key=value`` (values as given)."""
    groups: dict[str, list[str]] = {}
    for name, value in values.items():
        group, key = name.split("/")
        groups.setdefault(group, []).append(f"{key}={value}")
    return "".join(f"[{group}]\n" + "\n".join(lines) + "\n\n" for group, lines in groups.items())


# --- hostile files, in the new place and in the old one ---------------------------------------------


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _folder(path: Path) -> None:
    path.mkdir()
    (path / "settings.json").write_text('{"ui/text_scale": 150}')


def _huge(path: Path) -> None:
    with open(path, "wb") as f:
        f.write(b'{"ui/text_scale": 150, "x": "')
        f.truncate(100 * 1024 * 1024)  # 100 MB (sparse: no disk is filled)


def _link_to_zero(path: Path) -> None:
    path.symlink_to("/dev/zero")


def _bytes(data: bytes) -> Callable[[Path], None]:
    return lambda path: path.write_bytes(data)


def _json(doc: object) -> Callable[[Path], None]:
    return _bytes(json.dumps(doc).encode())


#: values no key accepts (each key's own garbage is in tests/test_settings_module.py)
NO_KEYS_VALUES: list[object] = [
    {"a": 1},
    [[1]],
    [[[[[]]]]],
    "x" * 300_000,
    10**18,
    -1.5,
    1e308,
    None,
    [],
    "\u0000" * 300,
    [None, {"a": 1}],
]

WHOLE_FILES: dict[str, Callable[[Path], None]] = {
    "a pipe": _fifo,
    "a folder": _folder,
    "100 MB": _huge,
    "a link to /dev/zero": _link_to_zero,
    "binary garbage": _bytes(random.Random(44).randbytes(64 * 1024)),
    "not UTF-8": _bytes(b'{"ui/language": "ru", "ui/text_scale": 150, "setup/typing": "\xff\xfe"}'),
    "brackets 200000 deep": _bytes(b"[" * 200_000),
    "objects 50000 deep": _bytes(b'{"ui/language": ' * 50_000),
    "nested a level too deep": _json({"ui/text_scale": [[[[150]]]]}),
    "a list, not an object": _json([["ui/text_scale", 150]]),
    "a number": _bytes(b"1" * 100_000),
    "a key twice": _bytes(b'{"ui/text_scale": 150, "ui/text_scale": 175}'),
    "NaN": _bytes(b'{"ui/text_scale": NaN, "ui/language": "ru"}'),
    "a lone surrogate": _bytes(b'{"ui/language": "ru", "setup/typing": "\\ud800"}'),
    "valid, but over 256 KiB": _json({"ui/text_scale": 150, "setup/club": "Club", "pad": "x" * 300_000}),
    "the @Variant as text, everywhere": _json(dict.fromkeys(NAMES, {"@Variant": VARIANT})),
    "wrong values everywhere": _json(
        {name: NO_KEYS_VALUES[i % len(NO_KEYS_VALUES)] for i, name in enumerate(NAMES)}
    ),
}

LEGACY_FILES: dict[str, Callable[[Path], None]] = {
    "@Variant in every key": _bytes(legacy_ini(dict.fromkeys(NAMES, VARIANT)).encode()),
    "@Variant, quoted, in every key": _bytes(legacy_ini(dict.fromkeys(NAMES, f'"{VARIANT}"')).encode()),
    "@Variant in a list": _bytes(legacy_ini({"setup/roster": f"Ann, {VARIANT}, Bob"}).encode()),
    "@ByteArray in every key but the geometry": _bytes(
        legacy_ini({n: r"@ByteArray(\x7f\xff\xff\xff)" for n in NAMES if n != "window/geometry"}).encode()
    ),
    "other @ values": _bytes(
        legacy_ini(
            {
                n: ("@Invalid()", "@Rect(0 0 1 1)", "@Size(2 2)", "@Point(1 1)")[i % 4]
                for i, n in enumerate(NAMES)
            }
        ).encode()
    ),
    "huge values": _bytes(legacy_ini(dict.fromkeys(NAMES, "1" * 20_000)).encode()),
    "escapes that are too long": _bytes(legacy_ini(dict.fromkeys(NAMES, r"\x" + "f" * 5000)).encode()),
    "binary garbage": _bytes(random.Random(45).randbytes(64 * 1024)),
    "not UTF-8": _bytes(b"[ui]\nlanguage=ru\ntext_scale=150\n[setup]\ntyping=\xff\xfe\n"),
    "100 MB": _huge,
    "a pipe": _fifo,
    "a folder": _folder,
    "a link to /dev/zero": _link_to_zero,
}


@pytest.fixture
def data(home: Path) -> Path:
    folder = home / "data"  # MAFIA_DESKTOP_DATA_DIR (conftest.py)
    assert os.environ["MAFIA_DESKTOP_DATA_DIR"] == str(folder)
    return folder


@pytest.mark.parametrize("make", WHOLE_FILES.values(), ids=WHOLE_FILES.keys())
def test_a_hostile_settings_file_reads_as_the_defaults(data: Path, make: Callable[[Path], None]) -> None:
    make(data / "settings.json")
    every_key_is_its_default()
    settings.write_appearance(Appearance("ru", 150))  # never raises: written, or kept for this run
    assert settings.read_appearance() == Appearance("ru", 150)


@pytest.mark.parametrize("make", LEGACY_FILES.values(), ids=LEGACY_FILES.keys())
def test_a_hostile_earlier_settings_file_reads_as_the_defaults(
    data: Path, make: Callable[[Path], None]
) -> None:
    """What QSettings would have decoded (and died of) is never decoded: each key is its default."""
    make(data / "settings.ini")
    every_key_is_its_default()


@pytest.mark.parametrize("key", KEYS, ids=lambda k: k.name)
def test_the_variant_that_killed_every_start_is_the_default_in_any_key(
    data: Path, key: settings.Key[Any]
) -> None:
    other, value, meant = (
        ("ui/language", "ru", "ru") if key is not settings.LANGUAGE else ("narration/rate", "200", 200)
    )
    (data / "settings.ini").write_text(legacy_ini({key.name: VARIANT, other: value}))
    assert settings.read(key) == key.default
    assert settings.store().values() == {other: meant}, "the rest of the file is carried over"


SCREENSHOT_CASES: dict[str, tuple[str, Callable[[Path], None]]] = {
    "earlier: @Variant in every key": ("settings.ini", LEGACY_FILES["@Variant in every key"]),
    "earlier: @Variant in the text size only": (
        "settings.ini",
        _bytes(f"[ui]\ntext_scale={VARIANT}\n".encode()),
    ),
    "earlier: binary garbage": ("settings.ini", LEGACY_FILES["binary garbage"]),
    "a pipe": ("settings.json", _fifo),
    "a folder": ("settings.json", _folder),
    "100 MB": ("settings.json", _huge),
    "brackets 200000 deep": ("settings.json", WHOLE_FILES["brackets 200000 deep"]),
    "wrong values everywhere": ("settings.json", WHOLE_FILES["wrong values everywhere"]),
}


@pytest.mark.parametrize("case", SCREENSHOT_CASES.values(), ids=SCREENSHOT_CASES.keys())
def test_the_app_starts_whatever_the_settings_file_holds(
    data: Path, tmp_path: Path, case: tuple[str, Callable[[Path], None]]
) -> None:
    name, make = case
    data.mkdir(exist_ok=True)
    make(data / name)
    shot = tmp_path / "shot.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run(
        [sys.executable, "-m", "mafia_desktop", "--screenshot", str(shot)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr[-2000:]
    assert shot.stat().st_size > 1000
    assert "bad_alloc" not in out.stderr


#: JSON shaped to make a careless check slow, each at the largest size read (256 KiB): a pattern
#: spanning a whole string backtracks on an unterminated string of \" (issue 44)
SLOW_SHAPES = {
    "escaped quotes, unterminated": (b'{"a":"', b'\\"', b""),
    "escaped quotes and backslashes": (b'{"a":"', b'\\\\\\"[', b""),
    "backslashes, unterminated": (b'{"a":"', b"\\", b""),
    "quotes only": (b"", b'"', b""),
    "a quote and a bracket": (b"", b'"[', b""),
    "brackets in pairs": (b"[", b"[],", b"[]]"),
    "strings of brackets": (b"[", b'"[{",', b'""]'),
    "surrogate escapes": (b'{"a":"', b"\\ud800", b'"}'),
    "digits": (b'{"a":', b"1", b"}"),
}


@pytest.mark.parametrize("shape", SLOW_SHAPES.values(), ids=SLOW_SHAPES.keys())
def test_no_shape_of_file_makes_reading_the_settings_slow(
    data: Path, shape: tuple[bytes, bytes, bytes]
) -> None:
    import time

    head, unit, tail = shape
    size = settings.MAX_SETTINGS_BYTES
    (data / "settings.json").write_bytes(head + unit * ((size - len(head) - len(tail)) // len(unit)) + tail)
    start = time.perf_counter()
    every_key_is_its_default()
    assert time.perf_counter() - start < 3, (
        "linear: a fraction of a second (a regular expression took minutes)"
    )


# --- fuzzed: whatever the file holds, every key reads as a value it accepts -------------------------


def accepted(key: settings.Key[Any], value: object) -> bool:
    return value == key.default or key.parse(key.dump(value)) == value


def read_every_key(store: settings.Store) -> None:
    assert isinstance(store.values(), dict)  # (no blanket except here: it must not raise)
    for key in KEYS:
        value = settings.read(key, store)
        assert accepted(key, value), (key.name, value)


json_scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**20), max_value=10**20),
    st.floats(allow_nan=False),
    st.text(max_size=300),
    st.sampled_from(
        ["ru", "en", "system", "150", "true", "classic", "referee", "AQI=", "2024-05-01", VARIANT]
    ),
)
json_values = st.recursive(
    json_scalars,
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=12,
)
settings_docs = st.dictionaries(st.sampled_from(NAMES) | st.text(max_size=12), json_values, max_size=30)


def _spoiled(doc: dict[str, Any], cut: int, junk: bytes) -> bytes:
    text = json.dumps(doc, ensure_ascii=False).encode("utf-8", "surrogatepass")
    return text[:cut] + junk if cut < len(text) else text


HYPOTHESIS = hypothesis_settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


@HYPOTHESIS
@given(doc=settings_docs, cut=st.integers(min_value=0, max_value=5000), junk=st.binary(max_size=20))
def test_any_json_in_the_settings_file_reads_as_values_the_keys_accept(
    tmp_path: Path, doc: dict[str, Any], cut: int, junk: bytes
) -> None:
    path = tmp_path / "fuzzed.json"
    path.write_bytes(_spoiled(doc, cut, junk))
    read_every_key(settings.Store(path))


@HYPOTHESIS
@given(data=st.binary(max_size=4000))
def test_any_bytes_in_the_settings_file_read_as_values_the_keys_accept(tmp_path: Path, data: bytes) -> None:
    path = tmp_path / "fuzzed.json"
    path.write_bytes(data)
    read_every_key(settings.Store(path))


ini_values = st.one_of(
    st.text(max_size=60),
    st.sampled_from(
        [
            VARIANT,
            "@Invalid()",
            "@@at",
            r"@ByteArray(\x1\xd9\0)",
            '"a, b"',
            r"\x41a\x438",
            "true",
            "125",
            "ru",
        ]
    ),
    st.lists(st.text(alphabet='ab ,"\\@x0;=', max_size=8), max_size=5).map(", ".join),
)
ini_lines = st.one_of(
    st.tuples(st.sampled_from(NAMES + ["setup/host_cards"]), ini_values).map(
        lambda kv: f"[{kv[0].split('/')[0]}]\n{kv[0].split('/')[1]}={kv[1]}"
    ),
    st.text(max_size=40),
)


@HYPOTHESIS
@given(lines=st.lists(ini_lines, max_size=20))
def test_any_earlier_settings_file_is_carried_over_as_values_the_keys_accept(
    tmp_path: Path, lines: list[str]
) -> None:
    legacy = tmp_path / "fuzzed.ini"
    legacy.write_text("\n".join(lines), encoding="utf-8", errors="surrogatepass")
    new = tmp_path / "fuzzed.json"
    new.unlink(missing_ok=True)  # (the example before carried its own over)
    found = settings.read_legacy(legacy)
    assert found is not None and "setup/host_cards" not in found
    read_every_key(settings.Store(new, legacy=legacy))


# --- an earlier version's settings: carried over once, by our own reader, then deleted ---------------


def qt_geometry(qapp: QApplication) -> bytes:
    widget = QWidget()
    widget.resize(640, 480)
    return bytes(widget.saveGeometry().data())


def old_app_wrote(path: Path, geometry: bytes) -> None:
    """The settings as the earlier version kept them, written by QSettings itself."""
    old = QSettings(str(path), QSettings.Format.IniFormat)
    old.setValue("ui/language", "ru")
    old.setValue("ui/text_scale", 175)
    old.setValue("ui/high_contrast", True)
    old.setValue("narration/voice_ru", "festival:msu_ru_nsh_clunits")
    old.setValue("narration/rate", 200)
    old.setValue("narration/muted", False)
    old.setValue("narration/bed", False)
    old.setValue("setup/roster", list(ROSTER))
    old.setValue("setup/preset", "club")
    old.setValue("setup/mode", "referee")
    old.setValue("setup/deal", "cards")
    old.setValue("setup/typing", 'Ки,  "x"\n')
    old.setValue("setup/host_cards", json.dumps(HOST_CARDS))
    old.setValue("setup/club", "@Клуб; «Мафия», = 1")
    old.setValue("setup/referee", " Kim ")
    old.setValue("setup/game_date", "2024-05-01")
    old.setValue("setup/game_number", 7)
    old.setValue("window/geometry", QByteArray(geometry))
    old.sync()
    del old


ROSTER = (
    "Ann",
    "Bob",
    "Кира",
    "a, b",
    " sp ",
    "@at",
    'q"uote',
    "back\\slash",
    "semi;colon",
    "eq=ual",
    "t\tab",
    "#h",
)
HOST_CARDS = {"players": ["Ann", "Bob"], "counts": {"mafia": 1}, "held": {"Ann": "mafia", "Bob": "detective"}}


def carried_over_as_the_old_app_had_them(store: settings.Store | None, geometry: bytes) -> None:
    assert settings.read_appearance(store) == Appearance("ru", 175, True)
    assert settings.read_narration(store) == Narration(
        rate=200, muted=False, voices={"ru": "festival:msu_ru_nsh_clunits"}
    )
    assert settings.read_bed(store) == settings.Bed(False, 30)
    assert settings.read_setup(store) == SetupChoices(ROSTER, "club", "referee", "cards")
    assert settings.read_typing(store) == 'Ки,  "x"\n'
    assert settings.read_protocol(store) == SetupProtocol("@Клуб; «Мафия», = 1", " Kim ", "", "2024-05-01", 7)
    assert settings.read_geometry(store) == geometry


def test_what_qsettings_wrote_is_carried_over_by_our_own_reader(data: Path, qapp: QApplication) -> None:
    geometry = qt_geometry(qapp)
    old_app_wrote(data / "settings.ini", geometry)
    carried_over_as_the_old_app_had_them(None, geometry)
    new = data / "settings.json"
    assert stat.S_IMODE(new.stat().st_mode) == 0o600
    assert not (data / "settings.ini").exists(), "carried over, then deleted"
    kept = json.loads(new.read_text(encoding="utf-8"))
    assert "setup/host_cards" not in kept and "detective" not in new.read_text(encoding="utf-8")
    assert settings.read_host_cards() == {}, "the deal in the old settings is never a draft"
    settings.write_appearance(Appearance("en"))  # later runs read the new file only
    old_app_wrote(data / "settings.ini", geometry)
    assert settings.read_appearance() == Appearance("en")


def test_the_desktops_qsettings_file_is_carried_over_and_its_folder_removed(
    home: Path, qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("MAFIA_DESKTOP_DATA_DIR")
    old = home / ".config" / "Mafia Desktop" / "Mafia Desktop.conf"
    old.parent.mkdir(parents=True)
    geometry = qt_geometry(qapp)
    old_app_wrote(old, geometry)
    old.chmod(0o644)  # as QSettings leaves it: every account could read the host's deal
    carried_over_as_the_old_app_had_them(None, geometry)
    assert not old.parent.exists()
    new = home / ".config" / "mafia-desktop" / "settings.json"
    assert settings.store().path == new and new.is_file()
    assert stat.S_IMODE(new.stat().st_mode) == 0o600 and stat.S_IMODE(new.parent.stat().st_mode) == 0o700


def test_when_the_new_file_cannot_be_written_the_old_one_is_closed_to_others(
    home: Path, qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Carried over for this run, and the old file kept (the next start tries again), but no
    longer readable by other accounts."""
    monkeypatch.delenv("MAFIA_DESKTOP_DATA_DIR")
    old = home / ".config" / "Mafia Desktop" / "Mafia Desktop.conf"
    old.parent.mkdir(parents=True)
    geometry = qt_geometry(qapp)
    old_app_wrote(old, geometry)
    old.chmod(0o644)
    (home / ".config" / "mafia-desktop").write_text("")  # a file where the new folder should be
    carried_over_as_the_old_app_had_them(None, geometry)
    assert settings.store().problem
    assert old.exists() and stat.S_IMODE(old.stat().st_mode) == 0o600


def test_an_old_file_that_is_not_ours_to_read_is_left_alone(data: Path, tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere.ini"
    elsewhere.write_text("[ui]\nlanguage=ru\n")
    elsewhere.chmod(0o644)
    (data / "settings.ini").symlink_to(elsewhere)  # never read through a link
    every_key_is_its_default()
    assert stat.S_IMODE(elsewhere.stat().st_mode) == 0o644 and elsewhere.read_text() == "[ui]\nlanguage=ru\n"


@pytest.mark.parametrize(
    ("raw", "meant"),
    [
        ("Ann, Bob", ["Ann", "Bob"]),
        ('"a, b", c', ["a, b", "c"]),
        ('  spaced  , " kept "', ["spaced", " kept "]),
        (r"\x41a\x438\x440\x430", "Кира"),  # how Qt 5 wrote text other than ASCII
        (r"\xd83d\xde00", "\U0001f600"),  # (and a pair of UTF-16 units)
        (r"\xd83d", None),  # a lone half of a pair
        (r"tab\there\n", "tab\there\n"),
        (r"nul\0end", "nul\0end"),
        ("@@at", "@at"),
        ("value ; a comment", "value"),
        ('"semi;colon"', "semi;colon"),
        (VARIANT, None),
        (f'"{VARIANT}"', None),
        ("@Invalid()", None),
        (r"@ByteArray(\x1\x2)", b"\x01\x02"),
        (r"@ByteArray(\x100)", None),  # not a byte
        ("a, @Variant(x)", None),
        (r"\x" + "f" * 9, None),
    ],
)
def test_the_ini_reader_reads_what_qt_writes_and_nothing_else(raw: str, meant: object) -> None:
    assert settings._ini_value(raw) == meant


# --- Qt's own settings ----------------------------------------------------------------------------------


def test_qts_own_settings_file_is_kept_in_an_owner_only_folder(
    data: Path, home: Path, qapp: QApplication
) -> None:
    """Qt's file dialog keeps the folders it visited in QtProject.conf, which Qt writes readable by
    every account: the app keeps it in a folder of its own that only its owner may enter."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QFileDialog

    settings.store()
    folder = data / "qt"
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    QTimer.singleShot(50, lambda: [w.reject() for w in qapp.topLevelWidgets() if isinstance(w, QFileDialog)])
    QFileDialog.getSaveFileName(
        None, "", str(home / "club-games" / "game.json"), options=QFileDialog.Option.DontUseNativeDialog
    )
    assert (folder / "QtProject.conf").is_file()
    assert not (home / ".config" / "QtProject.conf").exists()


# --- the host's deal being entered: a draft beside the games --------------------------------------------


def test_the_deals_draft_survives_a_kill_and_is_the_owners_only(data: Path) -> None:
    code = (
        "import os, signal\n"
        "from mafia_desktop import settings\n"
        "settings.write_host_cards({'players': ['Ann', 'Bob'], 'counts': {'mafia': 1}, 'held': {'Ann': 'mafia'}})\n"
        "os.kill(os.getpid(), signal.SIGKILL)\n"
    )
    subprocess.run([sys.executable, "-c", code], capture_output=True, timeout=60)
    draft = data / "games" / "deal-draft.json"
    assert settings.read_host_cards() == {
        "players": ["Ann", "Bob"],
        "counts": {"mafia": 1},
        "held": {"Ann": "mafia"},
    }
    assert stat.S_IMODE(draft.stat().st_mode) == 0o600 and stat.S_IMODE(draft.parent.stat().st_mode) == 0o700
    assert not (data / "settings.json").exists(), "nothing of it in the settings"
    settings.write_host_cards(None)
    assert list(draft.parent.iterdir()) == []
    assert settings.read_host_cards() == {}


@pytest.mark.parametrize("make", WHOLE_FILES.values(), ids=WHOLE_FILES.keys())
def test_a_hostile_draft_reads_as_none(data: Path, make: Callable[[Path], None]) -> None:
    (data / "games").mkdir()
    make(data / "games" / "deal-draft.json")
    kept = settings.read_host_cards()  # (an object is read: the deal screen checks its members)
    assert kept == {} or isinstance(kept, dict) and not {"players", "counts", "held"} & set(kept)


@HYPOTHESIS
@given(data=st.binary(max_size=2000) | settings_docs.map(lambda d: json.dumps(d).encode()))
def test_any_draft_reads_as_a_dict(tmp_path: Path, data: bytes) -> None:
    (tmp_path / "deal-draft.json").write_bytes(data)
    assert isinstance(settings.read_host_cards(tmp_path), dict)
