"""A file server on loopback for the voice fetch's tests: serves the files it is given, and can
misbehave as a real one may (stop mid-file, go quiet, send other bytes). Never the internet."""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from mafia_desktop.narration.voice_fetch import BASE, OfficialVoice, RemoteFile, with_base

QUIET_MAX_SECONDS = 30.0  # a quiet server waits this long at most for the test to let it go


@dataclass
class Behaviour:
    """How the server answers: ``die_after`` bytes then the connection closes (None: the whole
    file); ``quiet_after`` bytes then it waits for :attr:`go_on`; ``redirect`` a path to another."""

    die_after: int | None = None
    quiet_after: int | None = None
    redirect: dict[str, str] = field(default_factory=dict)
    go_on: threading.Event = field(default_factory=threading.Event)
    quiet: threading.Event = field(default_factory=threading.Event)  # set once it has gone quiet
    requests: list[str] = field(default_factory=list)


class VoiceServer:
    """Serves ``files`` (path -> bytes or a file on disk) on 127.0.0.1."""

    def __init__(self, files: dict[str, bytes | Path], behaviour: Behaviour | None = None) -> None:
        self.files = files
        self.behaviour = behaviour or Behaviour()
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - quiet
                pass

            def do_GET(self) -> None:  # noqa: N802 - http.server's name
                how = server.behaviour
                how.requests.append(self.path)
                if self.path in how.redirect:
                    self.send_response(302)
                    self.send_header("Location", how.redirect[self.path])
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                body = server.files.get(self.path)
                if body is None:
                    self.send_error(404)
                    return
                data = body.read_bytes() if isinstance(body, Path) else body
                self.send_response(200)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                sent = 0
                try:
                    while sent < len(data):
                        if how.die_after is not None and sent >= how.die_after:
                            self.close_connection = True
                            return  # the server stops mid-file
                        if how.quiet_after is not None and sent >= how.quiet_after and not how.go_on.is_set():
                            how.quiet.set()
                            how.go_on.wait(QUIET_MAX_SECONDS)
                            return
                        step = 64 * 1024
                        if how.die_after is not None:
                            step = min(step, how.die_after - sent)
                        if how.quiet_after is not None and sent < how.quiet_after:
                            step = min(step, how.quiet_after - sent)
                        self.wfile.write(data[sent : sent + step])
                        sent += step
                except OSError:
                    return  # the client hung up

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self.base = f"http://127.0.0.1:{self._server.server_address[1]}/"
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    def __enter__(self) -> VoiceServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.behaviour.go_on.set()
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(10)


def official_from(server: VoiceServer, voice: OfficialVoice) -> OfficialVoice:
    """``voice``, fetched from ``server`` (the same pins)."""
    return with_base(voice, server.base)


def made_up_voice(
    lang: str, name: str, model: bytes, config: bytes
) -> tuple[OfficialVoice, dict[str, bytes]]:
    """A voice pinned to ``model`` and ``config`` (sizes and digests), and the files to serve."""
    folder = f"{lang}/{name}/"

    def remote(suffix: str, data: bytes) -> RemoteFile:
        return RemoteFile(BASE + folder + name + suffix, len(data), hashlib.md5(data).hexdigest())

    voice = OfficialVoice(lang, name, remote(".onnx", model), remote(".onnx.json", config))
    return voice, {"/" + folder + name + ".onnx": model, "/" + folder + name + ".onnx.json": config}


@contextmanager
def serving(files: dict[str, bytes | Path], behaviour: Behaviour | None = None) -> Iterator[VoiceServer]:
    with VoiceServer(files, behaviour) as server:
        yield server
