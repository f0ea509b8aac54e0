"""The command line: `mafia-desktop replay` keeps its contract on any file; the app's options."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.scenario_check import load, scenario_files

RECORD = load(next(p for p in scenario_files() if p.stem == "classic-first-execution"))["record"]


def run(
    *args: str, stdin: bytes = b"", env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "mafia_desktop", *args], input=stdin, capture_output=True, timeout=60, env=env
    )


def test_replay_a_file(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(RECORD), encoding="utf-8")
    proc = run("replay", str(path))
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert set(out) == {"events", "winner", "alive", "dead", "points"}
    assert out["dead"] == ["Eve", "Cid"]
    assert out["alive"] == ["Ann", "Bob", "Dan", "Fay", "Gus", "Hal", "Ivy"]


def test_replay_standard_input() -> None:
    proc = run("replay", "-", stdin=json.dumps(RECORD).encode())
    assert proc.returncode == 0
    assert json.loads(proc.stdout)["winner"] is None


def test_replay_writes_utf8_whatever_the_locale(tmp_path: Path) -> None:
    record = dict(
        RECORD,
        players=["Аня", *RECORD["players"][1:]],
        roles={"Аня": "mafia", "Bob": "mafia"},
        inputs=[{"act": "end_night"}, {"act": "nominate", "by": "аня", "target": "Bob"}],
    )
    env = dict(os.environ, LC_ALL="C", LANG="C", PYTHONIOENCODING="ascii")
    proc = run("replay", "-", stdin=json.dumps(record).encode(), env=env)
    assert proc.returncode == 0, proc.stdout
    assert "Аня" in proc.stdout.decode("utf-8")


def _fifo(folder: Path) -> str:
    """A named pipe with nobody writing: a plain open() would wait on it forever."""
    path = folder / "pipe.json"
    os.mkfifo(path)
    return str(path)


def _loop(folder: Path) -> str:
    (folder / "a.json").symlink_to(folder / "b.json")
    (folder / "b.json").symlink_to(folder / "a.json")
    return str(folder / "a.json")


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda d: str(d / "missing.json"), "Cannot read"),
        (lambda d: str(d), "not a regular file"),
        (lambda d: _fifo(d), "not a regular file"),
        (lambda d: _loop(d), "Could not read"),
    ],
)
def test_unreadable_files_are_refused(tmp_path: Path, make: object, message: str) -> None:
    proc = run("replay", make(tmp_path))  # type: ignore[operator]
    assert proc.returncode == 2
    out = json.loads(proc.stdout)
    assert out["error"]["input"] is None and message in out["error"]["message"]
    assert b"Traceback" not in proc.stderr


@pytest.mark.parametrize(
    "data",
    [
        b"",
        b"\x00\x01\x02",
        b"{" * 50000,
        b'{"format": 1, "rules": {"preset": []}}',
        b"null",
        json.dumps(dict(RECORD, inputs=[{"act": "vote", "voters": [["deep"]]}])).encode(),
    ],
)
def test_no_file_ends_in_a_traceback(data: bytes) -> None:
    proc = run("replay", "-", stdin=data)
    assert proc.returncode == 2
    assert b"Traceback" not in proc.stdout + proc.stderr
    assert json.loads(proc.stdout)["error"]["message"]


def test_refused_input_prints_the_transcript_so_far() -> None:
    record = dict(RECORD, inputs=[*RECORD["inputs"][:2], {"act": "vote", "voters": ["Eve"]}])
    proc = run("replay", "-", stdin=json.dumps(record).encode())
    assert proc.returncode == 2
    out = json.loads(proc.stdout)
    assert out["error"] == {"input": 2, "message": out["error"]["message"]}
    assert "Eve is the suspect" in out["error"]["message"]
    assert out["events"][-1] == {"type": "nomination", "by": "Dan", "target": "Eve"}


def test_replay_does_not_load_qt(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(RECORD), encoding="utf-8")
    code = (
        "import sys; from mafia_desktop.cli import main; rc = main(['replay', sys.argv[1]]); "
        "assert 'PySide6' not in sys.modules and 'pyttsx3' not in sys.modules; sys.exit(rc)"
    )
    proc = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, timeout=60)
    assert proc.returncode == 0, proc.stderr


def test_help_and_version() -> None:
    assert b"replay" in run("--help").stdout
    assert run("--version").stdout.startswith(b"mafia-desktop ")
    bad = run("replay")
    assert bad.returncode == 2 and b"Traceback" not in bad.stderr


def test_speech_says_a_line_into_a_wav(tmp_path: Path) -> None:
    from mafia_desktop.narration.speech import wav_seconds

    out = tmp_path / "line.wav"
    proc = subprocess.run(
        [sys.executable, "-m", "mafia_desktop", "speech", "--lang", "ru", "--out", str(out)],
        capture_output=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    assert wav_seconds(out) > 0.5 and "Город засыпает." in proc.stdout.decode()


def test_speech_without_an_engine_says_what_to_install(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from mafia_desktop import cli

    def broken() -> None:
        raise OSError("libespeak-ng.so.1: cannot open shared object file")

    monkeypatch.setattr(
        "mafia_desktop.narration.speech.default_factories", lambda: {"festival": broken, "pyttsx3": broken}
    )
    monkeypatch.setattr(sys, "platform", "linux")
    assert cli.main(["speech"]) == 3
    err = capsys.readouterr().err
    assert "sudo apt install festival festvox-us-slt-hts festvox-ru espeak-ng" in err
    assert "captions" in err and "Traceback" not in err


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_speech_says_which_engine_and_voice_spoke(tmp_path: Path, lang: str) -> None:
    """With Festival installed it speaks by default (the README's packages); without it,
    espeak-ng, as the engine line says."""
    from mafia_desktop.narration.festival import PREFERRED, festival_binary, installed_voices

    out = tmp_path / "line.wav"
    proc = subprocess.run(
        [sys.executable, "-m", "mafia_desktop", "speech", "--lang", lang, "--out", str(out)],
        capture_output=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    said = proc.stdout.decode()
    festival = festival_binary() is not None and PREFERRED[lang][0] in dict(installed_voices())
    if festival:
        assert f"speech: festival, voice {PREFERRED[lang][0]} ({lang})" in said, said
    else:
        assert "speech: pyttsx3" in said and "For a clearer voice: sudo apt install festival" in said, said


def test_replay_never_ends_in_a_traceback_on_names_no_file_can_hold(tmp_path: Path) -> None:
    env = dict(os.environ, LC_ALL="C", LANG="C", PYTHONIOENCODING="ascii")
    bad = json.dumps(dict(RECORD, players=["\ud800", *RECORD["players"][1:]]), ensure_ascii=True).encode()
    proc = run("replay", "-", stdin=bad, env=env)
    assert proc.returncode == 2 and b"Traceback" not in proc.stderr
    assert "surrogate" in json.loads(proc.stdout)["error"]["message"]
    odd = tmp_path / os.fsdecode(b"game-\xff.json")  # a file name that is not UTF-8
    odd.write_text(json.dumps(RECORD), encoding="utf-8")
    proc = run("replay", str(odd), env=env)
    assert proc.returncode == 0 and b"Traceback" not in proc.stderr
    missing = tmp_path / os.fsdecode(b"gone-\xfe.json")
    proc = run("replay", str(missing), env=env)
    assert proc.returncode == 2 and b"Traceback" not in proc.stderr
    assert "Cannot read" in json.loads(proc.stdout)["error"]["message"]


def test_without_home_games_go_to_the_accounts_folder(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("HOME", "MAFIA_DESKTOP_DATA_DIR")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    code = (
        "import os, sys; from mafia_desktop import cli; cli._home();"
        "from PySide6.QtWidgets import QApplication; app = QApplication([]);"
        "app.setApplicationName('Mafia Desktop'); app.setOrganizationName('Mafia Desktop');"
        "from mafia_desktop.storage.games import default_folder; print(default_folder())"
    )
    proc = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    folder = proc.stdout.decode().strip()
    assert not folder.startswith("//") and folder.startswith(os.path.expanduser("~"))


@pytest.mark.parametrize(
    "argv",
    [
        ["--bogus"],
        ["--size", "5x5"],
        ["--language", "de"],
        ["--screenshot"],
        ["--language", "ru", "nonsense"],
        ["--he"],
        ["-h"],
    ],
)
def test_the_quick_start_parser_answers_as_the_whole_one(
    argv: list[str], capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A plain start reads only the app's options; a mistake or --help reads as with every command."""
    from mafia_desktop import cli

    with pytest.raises(SystemExit) as quick:
        cli._parse(argv)
    said = capsys.readouterr()
    with pytest.raises(SystemExit) as whole:
        cli._parser().parse_args(argv)
    assert quick.value.code == whole.value.code
    assert said == capsys.readouterr()
    assert "COMMAND" in said.out + said.err


def test_the_quick_start_parser_reads_the_app_options() -> None:
    from mafia_desktop import cli

    args = cli._parse(["--screenshot", "shot.png", "--size", "1366x768", "--language", "ru"])
    assert (args.command, args.screenshot, args.size, args.language) == (None, "shot.png", (1366, 768), "ru")
    assert cli._parse(["open", "game.json", "--size=800x600"]).command == "open"
