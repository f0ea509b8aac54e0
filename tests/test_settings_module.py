"""The settings module: one table of keys; defaults when nothing is kept, round trips, and any
value that cannot be used (wrong type, out of range, a broken file) read as the default. (Hostile
files, and what an earlier version's QSettings left: tests/test_settings_files.py.)"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QApplication, QWidget

from mafia_desktop import i18n, languages, settings
from mafia_desktop.settings import KEYS, Appearance, Narration, SetupChoices


def ini(path: Path, text: str) -> settings.Store:
    """The settings an earlier version kept in an INI file (every value a string), carried over
    into a new settings file beside it."""
    path.write_text(text, encoding="utf-8")
    return settings.Store(path.with_suffix(".json"), legacy=path)


def test_the_keys_keep_their_names() -> None:
    """Renaming a key would lose every user's saved choice."""
    assert [key.name for key in KEYS] == [
        "ui/language",
        "ui/text_scale",
        "ui/high_contrast",
        "narration/voice",
        "narration/voice_en",
        "narration/voice_ru",
        "narration/voice_uk",
        "narration/voice_es",
        "narration/voice_de",
        "narration/voice_fr",
        "narration/voice_fa",
        "narration/rate",
        "narration/volume",
        "narration/muted",
        "narration/seat_pause",
        "narration/bed",
        "narration/bed_volume",
        "setup/roster",
        "setup/preset",
        "setup/mode",
        "setup/deal",
        "setup/second_screen",
        "setup/phones",
        "setup/house",
        "setup/counts",
        "setup/narrate",
        "setup/narrator_lang",
        "setup/timed",
        "setup/typing",
        "setup/club",
        "setup/referee",
        "setup/series",
        "setup/game_date",
        "setup/game_number",
        "window/geometry",
        "files/record_folder",
        "files/pdf_folder",
        "files/csv_folder",
        "files/roles_folder",
        "phones/address",
    ]


def test_nothing_kept_reads_as_the_defaults() -> None:
    for key in KEYS:
        assert settings.read(key) == key.default, key.name
    assert settings.read_appearance() == Appearance("system", 100, False)
    assert settings.read_narration() == Narration("", 125, 90, False, {})
    assert settings.read_setup() == SetupChoices((), None, None, None)
    assert settings.read_geometry() is None


@pytest.mark.parametrize("key", [k for k in KEYS if k.default not in (None, ())], ids=lambda k: k.name)
def test_every_default_is_a_value_its_key_accepts(key: settings.Key[Any]) -> None:
    assert key.parse(key.default) == key.default


def test_appearance_round_trip() -> None:
    choice = Appearance(language="ru", text_scale=175, high_contrast=True)
    settings.write_appearance(choice)
    assert settings.read_appearance() == choice
    assert choice.lang == "ru"


def test_narration_round_trip() -> None:
    choice = Narration(voice="zle/ru", rate=80, volume=0, muted=True)
    settings.write_narration(choice)
    assert settings.read_narration() == choice
    settings.write_narration(Narration(rate=320, volume=100))
    assert settings.read_narration() == Narration("", 320, 100, False)


def test_every_language_keeps_a_voice_of_its_own() -> None:
    """A voice for each language of the registry (``narration/voice_<code>``), each kept apart; a
    voice chosen again as the best installed removes its key."""
    chosen = {code: f"piper:{code}_XX-someone-medium" for code in languages.codes()}
    settings.write_narration(Narration(voices=chosen))
    assert settings.read_narration().voices == chosen
    for code in languages.codes():
        assert settings.read(settings.VOICES[code]) == chosen[code]
        assert settings.read_narration().voice_of(code) == chosen[code]
    settings.write_narration(Narration(voices={"fa": "piper:fa_IR-amir-medium"}))
    assert settings.read_narration().voices == {"fa": "piper:fa_IR-amir-medium"}
    assert "narration/voice_en" not in settings.store().values()


def test_the_voices_chosen_before_every_language_had_one_are_kept() -> None:
    """The keys of the version that kept English's and Russian's voices only, and the one voice of
    the version before it, read as they were: a user's choice survives the update."""
    s = settings.store()
    s.set_value("narration/voice_en", "festival:cmu_us_slt_arctic_hts")
    s.set_value("narration/voice_ru", "pyttsx3:zle/ru")
    narration = settings.read_narration()
    assert narration.voices == {"en": "festival:cmu_us_slt_arctic_hts", "ru": "pyttsx3:zle/ru"}
    assert narration.voice_of("en") == "festival:cmu_us_slt_arctic_hts"
    assert narration.voice_of("ru") == "pyttsx3:zle/ru"
    assert narration.voice_of("uk") == ""  # the best installed
    s.set_value("narration/voice", "gmw/en")  # the one voice of before: a language without its own keeps it
    assert settings.read_narration().voice_of("de") == "pyttsx3:gmw/en"
    assert settings.read_narration().voice_of("en") == "festival:cmu_us_slt_arctic_hts"


def test_set_up_round_trip() -> None:
    choice = SetupChoices(roster=("Ann", "Bob", "Кира"), preset="club", mode="middle")
    settings.write_setup(choice)
    assert settings.read_setup() == choice
    settings.write_setup(SetupChoices())  # nothing chosen: the keys go
    assert settings.read_setup() == SetupChoices()


def test_a_long_roster_keeps_its_first_sixty_names() -> None:
    names = tuple(f"P{i}" for i in range(80))
    settings.write_setup(SetupChoices(roster=names))
    assert settings.read_setup().roster == names[:60]


def test_geometry_round_trip(qapp: QApplication) -> None:
    widget = QWidget()
    widget.resize(640, 480)
    settings.write_geometry(widget.saveGeometry())
    geometry = settings.read_geometry()
    assert isinstance(geometry, bytes) and geometry == widget.saveGeometry().data()
    again = QWidget()
    assert again.restoreGeometry(geometry)
    assert again.size() == widget.size()
    settings.write_geometry(b"\x01\x02")  # plain bytes are kept as a byte array too
    assert settings.read_geometry() == b"\x01\x02"


def test_values_are_written_as_plain_json_the_owners_only(home: Path) -> None:
    """A list, base64 text for bytes, true and false: a small JSON object any later run (or a
    person) can read; the file 0600 in a folder that is 0700."""
    settings.write_setup(SetupChoices(("Ann", "Bob"), "classic", "pass"))
    settings.write_geometry(b"\x01\x02")
    settings.write_appearance(Appearance("en", 125, True))
    path = settings.store().path
    assert path == home / "data" / "settings.json"
    assert json.loads(path.read_text(encoding="utf-8")) == {
        "setup/roster": ["Ann", "Bob"],
        "setup/preset": "classic",
        "setup/mode": "pass",
        "setup/second_screen": False,
        "setup/narrate": False,
        "setup/timed": 0,
        "setup/phones": False,
        "window/geometry": "AQI=",
        "ui/language": "en",
        "ui/text_scale": 125,
        "ui/high_contrast": True,
    }
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert [p.name for p in path.parent.iterdir() if p.name.startswith(".")] == [], "no temporary file left"


def test_without_the_data_folder_the_settings_have_a_folder_of_their_own(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("MAFIA_DESKTOP_DATA_DIR")
    settings.write_appearance(Appearance("ru", 150))
    path = home / ".config" / "mafia-desktop" / "settings.json"
    assert settings.store().path == path and path.is_file()
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700
    assert settings.read_appearance() == Appearance("ru", 150)


def test_a_settings_folder_open_to_others_is_closed_to_them(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("MAFIA_DESKTOP_DATA_DIR")
    folder = home / ".config" / "mafia-desktop"
    folder.mkdir(mode=0o755)
    folder.chmod(0o755)
    settings.write_seat_pause(3)
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    assert settings.read_seat_pause() == 3


def test_a_value_the_file_cannot_keep_is_not_kept() -> None:
    """Nested, huge, not a key's, or text no file can hold (a lone surrogate): not kept, and the
    rest is written all the same."""
    s = settings.store()
    s.update(
        {
            "ui/language": [["ru"]],
            "setup/typing": "x" * 100_000,
            "no/such_key": 1,
            "setup/club": "\ud800",
            "narration/rate": float("nan"),
            "setup/referee": "Kim",
        }
    )
    assert s.values() == {"setup/referee": "Kim"}
    assert json.loads(s.path.read_text(encoding="utf-8")) == {"setup/referee": "Kim"}
    assert s.problem == ""


def test_strings_of_an_earlier_versions_ini_file(tmp_path: Path) -> None:
    store = ini(
        tmp_path / "strings.ini",
        "[ui]\nlanguage=ru\ntext_scale=150\nhigh_contrast=true\n"
        "[narration]\nvoice=gmw/en\nrate=200\nvolume=40\nmuted=1\n"
        "[setup]\nroster=Ann, Bob, Cid\npreset=club\nmode=pass\n",
    )
    assert settings.read_appearance(store) == Appearance("ru", 150, True)
    assert settings.read_narration(store) == Narration("gmw/en", 200, 40, True)
    assert settings.read_setup(store) == SetupChoices(("Ann", "Bob", "Cid"), "club", "pass")


def test_false_as_a_string_is_false(tmp_path: Path) -> None:
    store = ini(tmp_path / "false.ini", "[ui]\nhigh_contrast=false\n[narration]\nmuted=0\n")
    assert settings.read(settings.HIGH_CONTRAST, store) is False
    assert settings.read(settings.MUTED, store) is False


@pytest.mark.parametrize(
    ("key", "garbage"),
    [
        (settings.LANGUAGE, "xx"),
        (settings.LANGUAGE, 12),
        (settings.LANGUAGE, ["ru"]),
        (settings.TEXT_SCALE, "huge"),
        (settings.TEXT_SCALE, 3000),
        (settings.TEXT_SCALE, 110),
        (settings.TEXT_SCALE, 150.5),
        (settings.TEXT_SCALE, ""),
        (settings.HIGH_CONTRAST, "maybe"),
        (settings.HIGH_CONTRAST, [True]),
        (settings.VOICE, 12),
        (settings.VOICE, ["zle/ru"]),
        (settings.RATE, "fast"),
        (settings.RATE, 79),
        (settings.RATE, 321),
        (settings.VOLUME, 400),
        (settings.VOLUME, -1),
        (settings.VOLUME, "loud"),
        (settings.MUTED, "yes please"),
        (settings.ROSTER, "not a list"),
        (settings.ROSTER, []),
        (settings.ROSTER, 42),
        (settings.PRESET, 42),
        (settings.PRESET, "no such preset"),
        (settings.MODE, "solo"),
        (settings.MODE, 3),
        (settings.GEOMETRY, "garbage"),
        (settings.GEOMETRY, 42),
    ],
    # the key by its name (its repr holds addresses that differ between processes: pytest-xdist's
    # workers must collect the same test ids)
    ids=lambda v: v.name if isinstance(v, settings.Key) else repr(v),
)
def test_an_unusable_value_reads_as_the_default(key: settings.Key[Any], garbage: object) -> None:
    settings.store().set_value(key.name, garbage)
    assert settings.read(key) == key.default


BOOL_KEYS = [k for k in KEYS if k.type == "bool"]


@pytest.mark.parametrize("garbage", ["2", 2, -1, "yes please", "maybe", "", "truthy", 1.5, [True]], ids=repr)
@pytest.mark.parametrize("key", BOOL_KEYS, ids=lambda k: k.name)
def test_an_unreadable_switch_means_its_default_never_off(key: settings.Key[Any], garbage: object) -> None:
    """``bed=2`` in the file is not *off*: whatever cannot be read is the default (the sound
    bed's is on)."""
    settings.store().set_value(key.name, garbage)
    assert settings.read(key) is key.default


@pytest.mark.parametrize("key", BOOL_KEYS, ids=lambda k: k.name)
def test_an_unreadable_switch_in_an_ini_file_means_its_default(
    tmp_path: Path, key: settings.Key[Any]
) -> None:
    group, name = key.name.split("/")
    for i, value in enumerate(("2", "yes", "on please", "@Invalid()")):
        store = ini(tmp_path / f"bad-{i}.ini", f"[{group}]\n{name}={value}\n")
        assert settings.read(key, store) is key.default, value
    for i, (value, meant) in enumerate(
        (("true", True), ("false", False), ("1", True), ("0", False), ("TRUE", True))
    ):
        store = ini(tmp_path / f"good-{i}.ini", f"[{group}]\n{name}={value}\n")
        assert settings.read(key, store) is meant, value


def test_garbage_everywhere_reads_as_the_defaults() -> None:
    s = settings.store()
    for key, garbage in (
        ("ui/language", "xx"),
        ("ui/text_scale", "huge"),
        ("ui/high_contrast", "maybe"),
        ("narration/voice", 12),
        ("narration/rate", "fast"),
        ("narration/volume", 400),
        ("narration/muted", "no"),
        ("setup/roster", "not a list"),
        ("setup/preset", 42),
        ("setup/mode", "solo"),
        ("setup/deal", "peek"),
        ("window/geometry", "garbage"),
    ):
        s.set_value(key, garbage)
    assert settings.read_appearance() == Appearance()
    assert settings.read_narration() == Narration()
    assert settings.read_setup() == SetupChoices()
    assert settings.read_geometry() is None


def test_a_broken_file_reads_as_the_defaults(tmp_path: Path) -> None:
    path = tmp_path / "broken.ini"
    path.write_bytes(
        b"[ui]\nlanguage=@Variant(\xff\xfe)\ntext_scale=@ByteArray(\n[broken\x00section\nkey=\xff\xfe\n"
        b"[window]\ngeometry=@Invalid()\n[setup]\nroster=@Variant(garbage)\n"
    )
    store = settings.Store(tmp_path / "new.json", legacy=path)
    assert settings.read_appearance(store) == Appearance()
    assert settings.read_setup(store) == SetupChoices()
    assert settings.read_geometry(store) is None
    broken = tmp_path / "broken.json"
    broken.write_bytes(b'{"ui/language": "ru", "ui/text_scale": 150,\n[broken\x00\xff\xfe')
    store = settings.Store(broken)
    assert settings.read_appearance(store) == Appearance()


def test_the_chosen_language(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n, "system_language", lambda: "en")
    assert i18n.chosen_language() == "en"
    settings.write_appearance(Appearance(language="ru"))
    assert i18n.chosen_language() == "ru"
    settings.store().set_value("ui/language", "klingon")
    assert i18n.chosen_language() == "en"
    monkeypatch.setattr(i18n, "system_language", lambda: "ru")
    assert Appearance().lang == "ru" and Appearance("en").lang == "en"


def test_importing_the_module_loads_no_qt() -> None:
    """The home screen pays nothing for it: Qt is imported when a setting is read."""
    code = "import sys, mafia_desktop.settings; print(sorted(m for m in sys.modules if 'PySide6' in m))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_the_data_folder_moves_the_settings_too(tmp_path: Path) -> None:
    """MAFIA_DESKTOP_DATA_DIR (tests, a portable copy) keeps the settings with the games: what a
    user (or another run) left in the desktop's settings file is neither read nor written."""
    user = tmp_path / "user"
    conf = user / ".config" / "Mafia Desktop" / "Mafia Desktop.conf"
    conf.parent.mkdir(parents=True)
    conf.write_text("[ui]\nlanguage=ru\ntext_scale=200\n[setup]\npreset=club\nmode=middle\n")
    data = tmp_path / "data"
    code = (
        "from mafia_desktop import settings\n"
        "a, s = settings.read_appearance(), settings.read_setup()\n"
        "print(a.language, a.text_scale, s.preset, s.mode)\n"
        "settings.write_setup(settings.SetupChoices(('Ann', 'Bob'), 'youth', 'pass'))\n"
        "print(settings.store().path)\n"
    )
    env = dict(
        os.environ, HOME=str(user), XDG_CONFIG_HOME=str(user / ".config"), MAFIA_DESKTOP_DATA_DIR=str(data)
    )
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    first, path = out.stdout.splitlines()
    assert first == "system 100 None None", "the user's settings were read"
    assert Path(path) == data / "settings.json"
    assert "youth" not in conf.read_text() and "youth" in (data / "settings.json").read_text()
    env.pop("MAFIA_DESKTOP_DATA_DIR")  # without it, the desktop's (carried over from QSettings')
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60)
    assert out.stdout.splitlines() == [
        "ru 200 club middle",
        str(user / ".config" / "mafia-desktop" / "settings.json"),
    ]
    assert not conf.exists(), "carried over, then deleted"


def test_a_test_has_folders_of_its_own(home: Path) -> None:
    """The repository's conftest.py: every place the app keeps things is in this test's home."""
    from mafia_desktop.narration.speech import default_cache_folder
    from mafia_desktop.storage.games import default_folder

    places = [
        settings.store().path,
        Path(QSettings().fileName()),
        default_folder(),
        default_cache_folder(),
        Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)),
        Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)),
        Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.ConfigLocation)),
        Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.RuntimeLocation)),
        Path.home(),
    ]
    for place in places:
        assert home in place.parents or place == home, place


def test_the_set_up_is_on_disk_with_each_name_and_each_key(tmp_path: Path) -> None:
    """Names added, and the one being typed, are written through at once: a crash (the process
    killed, no chance to sync) loses none of them."""
    code = (
        "import os, signal\n"
        "from mafia_desktop import settings\n"
        "settings.write_setup(settings.SetupChoices(('Ann', 'Bob'), 'club', 'pass'))\n"
        "settings.write_typing('Ki')\n"
        "os.kill(os.getpid(), signal.SIGKILL)\n"
    )
    env = dict(os.environ, MAFIA_DESKTOP_DATA_DIR=str(tmp_path))
    subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, timeout=60)
    store = settings.Store(tmp_path / "settings.json")
    assert settings.read_setup(store) == SetupChoices(("Ann", "Bob"), "club", "pass")
    assert settings.read_typing(store) == "Ki"


def test_a_write_that_fails_is_kept_for_the_run_and_said(
    home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A folder where the file should be: nothing raises, the choice holds for this run, and the
    terminal says why once."""
    path = settings.store().path
    path.mkdir(parents=True)
    settings.write_appearance(Appearance("ru", 150))
    settings.write_typing("Ki")
    assert settings.read_appearance() == Appearance("ru", 150) and settings.read_typing() == "Ki"
    assert settings.store().problem
    assert capsys.readouterr().err.count("the settings are kept for this run only") == 1
