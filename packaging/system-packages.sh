#!/bin/sh
# The system packages the app (`run`) or the app and its tests (`test`) need on Debian or Ubuntu.
# What is missing is installed with apt-get, as root or through sudo; where that cannot be done
# (no sudo, or sudo would ask for a password with nobody to type it) it stops at once, printing
# the one command to run. Quiet when nothing is missing. `make run`, `make test` and `.ci/run`
# call it; `--list` prints what it checks.
#
#   packaging/system-packages.sh run|test [--list]
set -u

need=${1:-}
case "$need" in
  run|test) ;;
  *) echo "usage: $0 run|test [--list]" >&2; exit 2 ;;
esac

# One word a need; a|b: either will do (Ubuntu 24.04 renamed some libraries, e.g. ...t64).
# Speech: Festival's natural voices (English HTS, Russian), espeak-ng (pyttsx3) where they are not.
# Persian's letters: Noto Sans Arabic UI (fonts-noto-ui-core: mafia_desktop/fonts.py; the bundle
# carries its files, copied from it when it is built).
run_packages="libglib2.0-0|libglib2.0-0t64 libgl1 libegl1 libfontconfig1 libxkbcommon0
  libdbus-1-3|libdbus-1-3t64 fonts-dejavu-core fonts-noto-ui-core libxkbcommon-x11-0 libxcb-cursor0
  libxcb-icccm4 libxcb-keysyms1 libespeak-ng1 libpulse0 festival festvox-us-slt-hts festvox-ru"
# The tests also read PDFs (poppler-utils), check the desktop files (desktop-file-utils,
# appstream) and the game-record file type (shared-mime-info), and put the public table on a
# second screen of a real X server (xvfb: tests/ui/test_second_screen_xvfb.py), read printed cards
# as a spy would (tesseract, English and Russian: tests/printing/test_paper_secrecy.py), and send
# jobs through a real print spooler (cups: tests/printing/test_duplex.py), and open the phones'
# page in a real headless browser (chromium, chromium-driver: tests/phones/).
test_packages="$run_packages poppler-utils desktop-file-utils appstream shared-mime-info xvfb libxrandr2
  tesseract-ocr tesseract-ocr-eng tesseract-ocr-rus cups chromium chromium-driver"
if [ "$need" = run ]; then wanted=$run_packages; else wanted=$test_packages; fi

python=${PYTHON:-python3}
venv_missing=""
# The project's venv needs Python's venv module and ensurepip (Debian's python3-venv), unless
# the Python used is not Debian's own (pyenv, a self-built one), which has them already.
if command -v "$python" >/dev/null 2>&1 && ! "$python" -c "import ensurepip, venv" >/dev/null 2>&1; then
  venv_missing="python3-venv"
fi

if [ "${2:-}" = "--list" ]; then
  echo $wanted python3-venv
  exit 0
fi

if ! command -v dpkg-query >/dev/null 2>&1; then
  if [ -n "$venv_missing" ]; then
    echo "$python has no venv module (ensurepip): install your system's Python venv package." >&2
    exit 1
  fi
  exit 0  # not Debian or Ubuntu: README.md lists what to install by hand
fi

installed() {
  dpkg-query -W -f='${Status}\n' "$1" 2>/dev/null | grep -q "install ok installed"
}

missing="$venv_missing"
for want in $wanted; do
  ok=""
  for choice in $(echo "$want" | tr '|' ' '); do
    if installed "$choice"; then ok=1; break; fi
  done
  if [ -z "$ok" ]; then
    first=$(echo "$want" | cut -d'|' -f1)
    # The name this release knows: the first alternative apt can install.
    for choice in $(echo "$want" | tr '|' ' '); do
      if apt-cache show "$choice" >/dev/null 2>&1; then first=$choice; break; fi
    done
    missing="$missing $first"
  fi
done
missing=$(echo $missing)  # trimmed
[ -z "$missing" ] && exit 0

command="apt-get install -y --no-install-recommends $missing"
if [ "$(id -u)" -eq 0 ]; then
  sudo=""
elif command -v sudo >/dev/null 2>&1 && { sudo -n true 2>/dev/null || [ -t 0 ]; }; then
  sudo="sudo"  # without a password, or with one typed at this terminal
else
  echo "Missing system packages: $missing" >&2
  echo "Install them, then run make again:" >&2
  echo "  sudo $command" >&2
  exit 1
fi

echo "Installing system packages: $missing"
export DEBIAN_FRONTEND=noninteractive
if ! { $sudo apt-get update -qq && $sudo apt-get install -y -qq --no-install-recommends $missing; }; then
  echo "Could not install the system packages: $missing" >&2
  echo "Install them, then run make again:" >&2
  echo "  sudo $command" >&2
  exit 1
fi
