# make run    - create .venv, install the app, start it
# make test   - create .venv with the test extras, run the whole suite headless
# make bench  - run the benchmarks in benchmarks/ (figures printed and saved to benchmarks/results/)
# make bundle - build the app people install without Python (dist/, see packaging/README.md)
# make docs   - regenerate docs/rules.md from the rules model (tests/docs checks it is current)
PYTHON ?= python3
VENV   ?= .venv
BIN     = $(VENV)/bin
HEADLESS = QT_QPA_PLATFORM=offscreen

.PHONY: run test test-fast bench bundle deb icons assets translations screenshots print-samples docs clean \
        system-run system-test

# The system packages (Qt's libraries, speech, sound; for the tests also poppler-utils and the
# desktop-file checkers): installed with apt when missing, or a stop with the command to run.
system-run:
	@PYTHON=$(PYTHON) sh packaging/system-packages.sh run

system-test:
	@PYTHON=$(PYTHON) sh packaging/system-packages.sh test

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.app: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.test: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@ $(VENV)/.app

run: system-run $(VENV)/.app
	$(BIN)/mafia-desktop

test: system-test $(VENV)/.test
	$(BIN)/ruff check mafia_desktop tests benchmarks docs packaging resources conftest.py
	$(BIN)/ruff format --check mafia_desktop tests benchmarks docs packaging resources conftest.py
	$(HEADLESS) $(BIN)/lint-imports
	$(BIN)/mypy
	$(HEADLESS) $(BIN)/python -m pytest -n auto --dist worksteal

# The suite without the slow tests (the bundle build): for quick runs while working.
test-fast: system-test $(VENV)/.test
	$(HEADLESS) $(BIN)/python -m pytest -n auto --dist worksteal -m "not slow"

bundle: $(VENV)/.test
	$(HEADLESS) $(BIN)/python packaging/build.py

# The bundle as a Debian package: dist/mafia-desktop_<version>_amd64.deb (needs dpkg-deb)
deb: $(VENV)/.test
	$(HEADLESS) $(BIN)/python packaging/build.py --deb

# The assets the app loads (mafia_desktop/resources/), built from their sources (resources/): the
# catalogues, the chimes, the icons' copies; committed, so a wheel, the bundle and `pip install -e .`
# all find them. tests/test_resources.py fails while a built asset differs from its source.
assets: $(VENV)/.test
	$(BIN)/python packaging/translations.py release
	$(BIN)/python resources/sounds/make_chimes.py
	$(HEADLESS) $(BIN)/python packaging/make_icons.py

# After changing resources/icons/*.svg, or any text in the code
icons: $(VENV)/.app
	$(HEADLESS) $(BIN)/python packaging/make_icons.py

translations: $(VENV)/.test
	$(BIN)/python packaging/translations.py update
	$(BIN)/python packaging/translations.py release
	$(BIN)/python packaging/translations.py check

bench: system-test $(VENV)/.test
	$(HEADLESS) $(BIN)/python benchmarks/run.py

clean:
	rm -rf $(VENV) build dist *.egg-info .mypy_cache .hypothesis

# docs/rules.md: the four presets and every house rule, from the rules model
docs: $(VENV)/.app
	$(HEADLESS) $(BIN)/python docs/make_record_format.py
	$(HEADLESS) $(BIN)/python docs/make_rules.py
	$(HEADLESS) $(BIN)/python docs/make_night_scripts.py
	$(HEADLESS) $(BIN)/python docs/make_table_flow.py

# README pictures: each preset mid-game, at the laptop size UX.md asks for
screenshots: system-run $(VENV)/.app
	for game in docs/games/*.json; do \
	  name=$$(basename $$game .json); \
	  $(BIN)/mafia-desktop open $$game --size 1366x768 --screenshot docs/screenshots/$$name.png || exit 1; \
	done
	$(BIN)/mafia-desktop --size 1366x768 --screenshot docs/screenshots/home.png
	$(BIN)/python docs/private_screens.py
	$(BIN)/python docs/space_held.py
	$(BIN)/python docs/make_second_screen.py
	$(BIN)/python docs/looks.py
	$(BIN)/python docs/every_screen.py

# One picture of each printed document (needs pdftoppm from poppler-utils)
print-samples: system-test $(VENV)/.app
	$(BIN)/mafia-desktop print deal --rules club --players 10 --out /tmp/md-deal.pdf --seed 4
	$(BIN)/mafia-desktop print record docs/games/club-day-two.json --out /tmp/md-club.pdf
	$(BIN)/mafia-desktop print record docs/games/classic-trial.json --out /tmp/md-classic.pdf --lang ru
	$(BIN)/mafia-desktop print protocol docs/games/club-day-two.json --out /tmp/md-club-protocol.pdf
	$(BIN)/mafia-desktop print log docs/games/angel-game-over.json --out /tmp/md-log.pdf
	pdftoppm -r 50 -png -f 1 -l 1 -singlefile /tmp/md-deal.pdf docs/print/role-cards
	pdftoppm -r 50 -png -f 2 -l 2 -singlefile /tmp/md-deal.pdf docs/print/card-backs
	pdftoppm -r 50 -png -f 5 -l 5 -singlefile /tmp/md-deal.pdf docs/print/deck-recipe
	pdftoppm -r 50 -png -f 1 -l 1 -singlefile /tmp/md-club.pdf docs/print/fold-over-cards
	pdftoppm -r 50 -png -f 1 -l 1 -singlefile /tmp/md-club-protocol.pdf docs/print/club-protocol
	pdftoppm -r 50 -png -f 1 -l 1 -singlefile /tmp/md-classic-referee.pdf docs/print/referee-sheet-ru
	pdftoppm -r 50 -png -f 1 -l 1 -singlefile /tmp/md-log.pdf docs/print/game-log
