"""Test set-up: Qt paints offscreen, before any QApplication exists."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")

from hypothesis import settings  # noqa: E402

# CI replays the same examples every run (a red CI must mean a change broke something);
# locally each run explores new games. HYPOTHESIS_PROFILE=deep explores much further.
settings.register_profile("default", max_examples=40)
settings.register_profile("ci", max_examples=40, derandomize=True, print_blob=True)
settings.register_profile("deep", max_examples=500)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))
