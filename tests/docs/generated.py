"""A generated document as its generator writes it now: in a process of its own (so no translator
another test installed can change a word), into a temporary file."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def regenerate(script: str, out: Path, *extra: str) -> str:
    """Run ``docs/<script> --out OUT [EXTRA...]`` and return what it wrote to OUT."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.run(
        [sys.executable, str(ROOT / "docs" / script), "--out", str(out), *extra],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        cwd=ROOT,
    )
    assert proc.returncode == 0, proc.stderr
    return out.read_text(encoding="utf-8")
