# Everything a PC needs, set up from this repository's own files: Python 3.11 or
# newer for the game and its tools; Node (npm) only for the tests' MicroPython VM.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
VM_STAMP := node_modules/.installed

.PHONY: play test quick test-all lint bench memreport sim sprites shots gif deploy device board clean setup

$(STAMP): requirements.txt requirements-dev.txt
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "Old Maid needs Python 3.11 or newer; $(PYTHON) is " + sys.version.split()[0] + ": run make PYTHON=python3.11 (or newer)")'
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --disable-pip-version-check -r requirements-dev.txt
	touch $@

$(VM_STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	touch $@

setup: $(STAMP) $(VM_STAMP)

play: $(STAMP)
	$(BIN)/python code.py

# The suite runs on every core (pytest-xdist): its tests write only in their own
# temporary folders, so any two can run at once.  WORKERS= runs it in one process.
WORKERS ?= -n auto

test: $(STAMP) $(VM_STAMP)
	$(BIN)/ruff check .
	$(BIN)/python -m pytest -q $(WORKERS)

# The rules', the game's and the hardware's tests, the slow models and sweeps left out.
quick: $(STAMP) $(VM_STAMP)
	$(BIN)/python -m pytest -q -m "not slow" $(WORKERS)

# Every case of the slowest tests (texts over every screen of many sessions), not a sample.
test-all: $(STAMP) $(VM_STAMP)
	$(BIN)/ruff check .
	OLDMAID_EXHAUSTIVE=1 $(BIN)/python -m pytest -q $(WORKERS)

lint: $(STAMP)
	$(BIN)/ruff check .

bench: $(STAMP) $(VM_STAMP)
	$(BIN)/python -m tools.measure.bench

memreport: $(STAMP) $(VM_STAMP)
	$(BIN)/python -m tools.measure.memreport

sprites: $(STAMP)
	$(BIN)/python -m tools.art.make_sprites
	$(BIN)/python -m tools.art.make_sprites --mono
	$(BIN)/python -m tools.art.make_font
	$(BIN)/python -m tools.art.make_font --big

# shots/<board>/<language>/NN_<screen>.png for every board (hardware/desktop.py's BOARDS)
# and language, and docs/draw.png.
SHOT_LANGS := en fr it pt de

shots: $(STAMP)
	@for lang in $(SHOT_LANGS); do \
	    echo "tools.art.shots --board all --lang $$lang"; \
	    $(BIN)/python -m tools.art.shots --board all --lang $$lang > /dev/null || exit 1; \
	done
	@echo "PNGs in shots/<board>/<language>/ (every board; languages: $(SHOT_LANGS)) and docs/draw.png"

# docs/draw.gif: a computer's turn and a person's draw, with their motion.
gif: $(STAMP)
	$(BIN)/python -m tools.art.gif

# make deploy ARGS="--to /media/me/CIRCUITPY --bundle ~/bundle --dry-run"
deploy: $(STAMP)
	$(BIN)/python -m tools.ship.deploy $(ARGS)

# The board's files in build/device/board, each stage's in build/device/N-stage
# (docs/device-build.md): make device [MPYCROSS=path/to/mpy-cross]
DEVICE_OUT ?= build/device
device: $(STAMP)
	$(BIN)/python -m tools.ship.devicebuild $(DEVICE_OUT) --stages $(if $(MPYCROSS),--mpy-cross $(MPYCROSS))

# The game on CircuitPython's own firmware in an emulated Raspberry Pi Pico (tools/board/):
# make board UF2=FILE BOOTROM=FILE OUT=DIR [KEYS=FILE] [MPYCROSS=FILE]
board: $(STAMP) $(VM_STAMP)
	node tools/board/run.js --uf2 "$(UF2)" --bootrom "$(BOOTROM)" --out "$(OUT)" \
	    $(if $(KEYS),--keys "$(KEYS)") $(if $(MPYCROSS),--mpy-cross "$(MPYCROSS)")

clean:
	rm -rf $(VENV) node_modules .pytest_cache .ruff_cache
