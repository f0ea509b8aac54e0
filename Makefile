# make run    - create .venv, install the app, start it
# make test   - create .venv with the test extras, run the whole suite headless
# make bench  - run the benchmarks in benchmarks/ (figures printed and saved to benchmarks/results/)
PYTHON ?= python3
VENV   ?= .venv
BIN     = $(VENV)/bin
HEADLESS = QT_QPA_PLATFORM=offscreen

.PHONY: run test bench screenshots clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.app: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.test: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@ $(VENV)/.app

run: $(VENV)/.app
	$(BIN)/mafia-desktop

test: $(VENV)/.test
	$(BIN)/ruff check mafia_desktop tests benchmarks docs
	$(BIN)/ruff format --check mafia_desktop tests benchmarks docs
	$(HEADLESS) $(BIN)/lint-imports
	$(BIN)/mypy
	$(HEADLESS) $(BIN)/python -m pytest

bench: $(VENV)/.test
	$(HEADLESS) $(BIN)/python benchmarks/run.py

clean:
	rm -rf $(VENV) build *.egg-info .mypy_cache .hypothesis

# README pictures: each preset mid-game, at the laptop size UX.md asks for
screenshots: $(VENV)/.app
	for game in docs/games/*.json; do \
	  name=$$(basename $$game .json); \
	  $(BIN)/mafia-desktop open $$game --size 1366x768 --screenshot docs/screenshots/$$name.png || exit 1; \
	done
	$(BIN)/mafia-desktop --size 1366x768 --screenshot docs/screenshots/home.png
	$(BIN)/python docs/private_screens.py
