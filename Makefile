# Everything a PC needs, set up from this repository's own files.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test lint bench memreport sim sprites shots deploy clean

$(STAMP): requirements.txt requirements-dev.txt package.json package-lock.json
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --disable-pip-version-check -r requirements-dev.txt
	npm ci --no-audit --no-fund --loglevel=error
	touch $@

setup: $(STAMP)

play: $(STAMP)
	$(BIN)/python code.py

test: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/python -m pytest -q

lint: $(STAMP)
	$(BIN)/ruff check .

bench: $(STAMP)
	$(BIN)/python tools/bench.py

memreport: $(STAMP)
	$(BIN)/python tools/memreport.py

sprites: $(STAMP)
	$(BIN)/python tools/make_sprites.py
	$(BIN)/python tools/make_sprites.py --mono

shots: $(STAMP)
	$(BIN)/python tools/shots.py
	$(BIN)/python tools/shots.py --board oled128x64

# make deploy ARGS="--to /media/me/CIRCUITPY --bundle ~/bundle --dry-run"
deploy: $(STAMP)
	$(BIN)/python tools/deploy.py $(ARGS)

clean:
	rm -rf $(VENV) node_modules .pytest_cache .ruff_cache
