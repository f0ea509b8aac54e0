"""The bundle's entry point: the same as the ``mafia-desktop`` command.

One thing more, for a built bundle's own test (tests/packaging/test_bundle.py) and for anyone
checking a build on another machine: ``mafia-desktop --bundle-check phones`` runs the phones' code
from inside the bundle, as a game with phones would. It reads the phone's page and tweetnacl-js
from the bundle's resources, serves them from the phones' server (Qt's QTcpServer) on 127.0.0.1,
fetches them over HTTP, sends it one sealed envelope as a phone would and opens the sealed answer
(PyNaCl: libsodium through cffi's backend), and draws a pairing link's QR code (segno). It prints
what it found as one JSON object and exits 0, or says what failed and exits 1. Nothing is written,
and nothing listens beyond loopback or outlives the check (at most a minute).

``mafia-desktop --bundle-check voices`` checks fetching a Piper voice from inside the bundle: TLS
(the system's OpenSSL) and MD5 are there, and a small made-up voice served on 127.0.0.1 is fetched,
checked against its pins and installed into a temporary folder by the app's own code.
"""

from __future__ import annotations

import sys

from mafia_desktop.cli import main

CHECK = "--bundle-check"


def check_phones() -> int:
    """The phones, from inside the bundle (see the module's text)."""
    import json
    import secrets
    import socket
    from concurrent.futures import Future, ThreadPoolExecutor

    from PySide6.QtCore import QCoreApplication, QTimer

    from mafia_desktop.assets import asset_path
    from mafia_desktop.phones.qr import qr_matrix, qr_svg
    from mafia_desktop.phones.server import PhoneServer
    from mafia_desktop.phones.wire import ENVELOPE, TO_LAPTOP, TO_PHONE, Opener, new_pairing, seal

    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    files = {
        name: asset_path("phone", name).read_bytes() for name in ("index.html", "phone.js", "nacl.min.js")
    }
    server = PhoneServer(lambda: files["index.html"], lambda: files["nacl.min.js"], tick=0.02)
    pairing = new_pairing(secrets.token_bytes)
    server.add(pairing)
    server.received.connect(lambda token, message: server.send(token, {"t": "checked", "got": message}))
    port = server.start("127.0.0.1", 0)

    def exchange(raw: bytes, sock: socket.socket) -> tuple[int, bytes]:
        sock.sendall(raw)
        data = b""
        while b"\r\n\r\n" not in data:
            chunk = sock.recv(65536)
            if not chunk:
                raise ConnectionError("the server closed the connection")
            data += chunk
        head, _, body = data.partition(b"\r\n\r\n")
        lines = head.decode("ascii").split("\r\n")
        length = next(
            int(v)
            for n, _, v in (line.partition(": ") for line in lines[1:])
            if n.lower() == "content-length"
        )
        while len(body) < length:
            chunk = sock.recv(65536)
            if not chunk:
                raise ConnectionError("the server closed the connection inside a body")
            body += chunk
        return int(lines[0].split(" ")[1]), body

    def phone() -> dict[str, object]:
        """What a phone does: fetch the page and the script, send one message, read the answer."""
        with socket.create_connection(("127.0.0.1", port), timeout=20) as sock:
            page = exchange(f"GET /p/{pairing.token} HTTP/1.1\r\nHost: laptop\r\n\r\n".encode(), sock)
            script = exchange(b"GET /nacl.js HTTP/1.1\r\nHost: laptop\r\n\r\n", sock)
            envelope = seal(pairing.key, TO_LAPTOP, 1, {"t": "hello"}, secrets.token_bytes)
            head = f"POST /x/{pairing.token} HTTP/1.1\r\nHost: laptop\r\nContent-Length: {ENVELOPE}\r\n\r\n"
            status, answer = exchange(head.encode() + envelope, sock)
        if page != (200, files["index.html"]) or script != (200, files["nacl.min.js"]) or status != 200:
            raise AssertionError(f"served: page {page[0]}, script {script[0]}, exchange {status}")
        return Opener(pairing.key, TO_PHONE).open(answer)

    with ThreadPoolExecutor(max_workers=1) as pool:
        future: Future[dict[str, object]] = pool.submit(phone)
        poll = QTimer()
        poll.timeout.connect(lambda: future.done() and app.quit())
        poll.start(20)
        QTimer.singleShot(60_000, app.quit)  # a bound: the phone's socket times out sooner
        app.exec()
        poll.stop()
        server.stop()
        try:
            if not future.done():
                raise TimeoutError("no answer within a minute")
            reply = future.result()
        except Exception as failure:  # said, and the check fails
            print(f"bundle check: the phones: {type(failure).__name__}: {failure}", file=sys.stderr)
            return 1
    link = pairing.link("127.0.0.1", port)
    matrix = qr_matrix(link)
    found = {
        "reply": reply,
        "page": len(files["index.html"]),
        "phone.js": len(files["phone.js"]),
        "nacl.js": len(files["nacl.min.js"]),
        "qr": [len(matrix), len(matrix[0])],
        "qr_svg": qr_svg(link).startswith("<svg"),
    }
    print(json.dumps(found))
    return 0 if reply == {"t": "checked", "got": {"t": "hello"}} and found["qr_svg"] else 1


def check_voices() -> int:
    """Fetching a Piper voice, from inside the bundle: TLS (the system's OpenSSL, with its
    certificates) and MD5 are there, and a made-up voice served on 127.0.0.1 is fetched, checked
    against its pins and installed in a temporary folder, by the app's own code."""
    import hashlib
    import json
    import ssl
    import tempfile
    import threading
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
    from pathlib import Path

    from mafia_desktop.narration.piper import folder_voices
    from mafia_desktop.narration.voice_fetch import OfficialVoice, RemoteFile, fetch_voice

    context = ssl.create_default_context()
    config = json.dumps({"audio": {"sample_rate": 16000}, "espeak": {"voice": "fa"}}).encode()
    files = {"/v.onnx": bytes(range(256)) * 1000, "/v.onnx.json": config}

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: object) -> None:  # noqa: A002
            pass

        def do_GET(self) -> None:  # noqa: N802
            body = files[self.path]
            self.send_response(200)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"

    def remote(path: str) -> RemoteFile:
        return RemoteFile(base + path, len(files[path]), hashlib.md5(files[path]).hexdigest())

    voice = OfficialVoice("fa", "fa_IR-check-medium", remote("/v.onnx"), remote("/v.onnx.json"))
    try:
        with tempfile.TemporaryDirectory() as folder:
            fetch_voice(voice, Path(folder), timeout=20)
            found = [(v.name, v.lang) for v in folder_voices(Path(folder))]
    except Exception as failure:  # said, and the check fails
        print(f"bundle check: the voices: {type(failure).__name__}: {failure}", file=sys.stderr)
        return 1
    finally:
        server.shutdown()
    print(
        json.dumps(
            {"tls": ssl.OPENSSL_VERSION, "verify": context.verify_mode == ssl.CERT_REQUIRED, "found": found}
        )
    )
    return 0 if found == [("fa_IR-check-medium", "fa")] else 1


CHECKS = {"phones": check_phones, "voices": check_voices}

if __name__ == "__main__":
    if sys.argv[1:2] == [CHECK]:
        if len(sys.argv) != 3 or sys.argv[2] not in CHECKS:
            print(f"usage: mafia-desktop {CHECK} {'|'.join(CHECKS)}", file=sys.stderr)
            sys.exit(2)
        sys.exit(CHECKS[sys.argv[2]]())
    sys.exit(main())
