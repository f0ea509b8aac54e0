"""Whatever arguments a command is given, it answers in words and exits with a status, never a
traceback: hypothesis builds command lines for ``replay``, ``balance``, ``series`` and ``print``
from each option and hostile values (empty, negative, huge, not numbers, deep JSON, names that are
not text, paths of the wrong kind), and runs them in the command's own process (bounded: a few
dozen examples, each with a time limit far above what a command needs)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parents[1]
GAME = str(ROOT / "docs" / "games" / "club-day-two.json")
OUT = "@OUT@"  # replaced by a path in the test's own folder
FIFO = "@FIFO@"
FOLDER = "@FOLDER@"

NUMBERS = st.sampled_from(
    ["", "-3", "0", "1", "3", "7", "10", "51", "1e5", "nan", "0x10", "9" * 400, "٣", " 4 "]
)
TEXT = st.one_of(
    st.sampled_from(
        ["", "-", "classic", "club", "{}", "[" * 5000, '{"preset":"club","options":{"x":1}}', "\udcff"]
    ),
    st.text(max_size=20),
)
PATHS = st.sampled_from([OUT, "", FIFO, FOLDER, "/", "nowhere/x.pdf", GAME, "\udcff.pdf", OUT + "\n"])


def _opts(pairs: dict[str, st.SearchStrategy[str]]) -> st.SearchStrategy[list[str]]:
    """Some of the options, each with a value, in any order."""
    return st.lists(st.sampled_from(sorted(pairs)), unique=True, max_size=len(pairs)).flatmap(
        lambda names: st.tuples(*(pairs[n] for n in names)).map(
            lambda values, names=names: [x for n, v in zip(names, values, strict=True) for x in (n, v)]
        )
    )


COMMAND_LINES = st.one_of(
    st.tuples(st.just(["replay"]), st.lists(st.one_of(PATHS, TEXT), max_size=2)).map(lambda t: t[0] + t[1]),
    st.tuples(
        st.just(["balance"]),
        _opts(
            {
                "--rules": st.one_of(st.sampled_from(["classic", "youth", "club", "angel"]), TEXT),
                "--players": NUMBERS,
                "--mafia": NUMBERS,
                "--detective": NUMBERS,
                "--doctor": NUMBERS,
                "--seed": NUMBERS,
                "--model": st.sampled_from(["random", "informed", "x", ""]),
            }
        ),
    ).map(lambda t: t[0] + t[1]),
    st.tuples(
        st.just(["series"]),
        _opts({"--games": PATHS, "--series": TEXT, "--format": st.sampled_from(["json", "csv", "x"])}),
        st.lists(st.sampled_from(["--list"]), max_size=1),
    ).map(lambda t: t[0] + t[1] + t[2]),
    st.tuples(
        st.just(["print", "deal"]),
        _opts(
            {
                "--rules": st.one_of(st.sampled_from(["classic", "club"]), TEXT),
                "--players": NUMBERS,
                "--mafia": NUMBERS,
                "--out": PATHS,
                "--paper": st.sampled_from(["a4", "letter", "a5"]),
                "--lang": st.sampled_from(["en", "ru", "fr"]),
                "--seed": NUMBERS,
            }
        ),
    ).map(lambda t: t[0] + t[1]),
    st.tuples(
        st.sampled_from([["print", "record"], ["print", "protocol"]]),
        st.lists(PATHS, min_size=0, max_size=1),
        _opts(
            {"--out": PATHS, "--paper": st.sampled_from(["a4", "x"]), "--lang": st.sampled_from(["ru", ""])}
        ),
    ).map(lambda t: t[0] + t[1] + t[2]),
)


@settings(
    deadline=None, max_examples=25, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large]
)
@given(argv=COMMAND_LINES)
def test_any_command_line_is_answered_in_words(tmp_path_factory: object, argv: list[str]) -> None:
    folder = tmp_path_factory.mktemp("cli")  # type: ignore[attr-defined]
    fifo = folder / "pipe"
    os.mkfifo(fifo)
    (folder / "a-folder").mkdir()
    spots = {OUT: str(folder / "out.pdf"), FIFO: str(fifo), FOLDER: str(folder / "a-folder")}
    for spot, path in spots.items():
        argv = [a.replace(spot, path) for a in argv]
    done = subprocess.run(
        [sys.executable, "-m", "mafia_desktop", *argv],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        timeout=180,
        cwd=folder,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
    )
    said = done.stderr.decode("utf-8", "replace")
    assert "Traceback" not in said and "Internal error" not in said, (argv, said)
    assert done.returncode in (0, 1, 2), (argv, done.returncode, said)
    if done.returncode:
        assert said.strip() or b'"error"' in done.stdout, (argv, "a refusal says why")
    assert not any(p.name.startswith(".") for p in folder.iterdir()), "no temporary file left"
    assert fifo.is_fifo() and (folder / "a-folder").is_dir(), "a pipe or a folder is never replaced"
    if argv[:1] == ["replay"] and done.stdout:
        json.loads(done.stdout)
