"""What each device module costs under MicroPython: to import, and to compile.

Run by tools/measure/memreport.py in the MicroPython VM through ``tools.measure.mpvm.run``,
with ``engine/``, ``game/`` and ``hardware/`` in their device form, the
device form of ``code.py``, the stub and the fake displayio of
``tests/mpy/fakes`` (its folder is ``sys.argv[1]``).  Apart from
tests/mpy/game_heap.py, whose session's figures would otherwise hold this
script's code too, which a board never does.  ``sys.argv[2]`` says what:

- ``modules``: what each device module costs to import, each in its own
  step after those before it (``module:NAME bytes`` lines);
- ``compile``: what compiling each device module's source takes with the
  collector off (``compile:NAME bytes``): the code it makes and whatever the
  compiler did not free by itself (none for a module compiled to ``.mpy``).

Each module is a step of ``MPVM_STEPS`` (see tools/measure/mpvm.mjs), so that every
figure is read after a real collection.
"""

import gc
import sys

# Every device module that runs without real hardware, those it needs first,
# then the stub standing in for the board (hardware.pybadge needs the board).
# Measured one by one: a board imports only what the game needs (not
# engine.transcript or engine.selfplay, say; one scene at a time;
# game.restore only for a resume).
MODULES = ("engine.errors", "engine.watcher", "engine.rng", "engine.cards", "engine.round",
           "engine.session", "engine.players", "engine.transcript", "engine.selfplay",
           "game.keys", "game.screens", "game.words", "game.settings", "game.settings_kept",
           "game.stats", "game.snapshot", "game.keeping", "game.journal", "game.cardtext",
           "game.screenkit", "game.sitting", "game.game", "game.restore",
           "game.scenes.title", "game.scenes.rules", "game.scenes.settings",
           "game.scenes.stats", "game.scenes.setup", "game.scenes.attract",
           "game.scenes.resume", "game.scenes.table", "game.scenes.table_begin",
           "game.scenes.table_pass", "game.scenes.table_person",
           "game.scenes.table_cpu", "game.scenes.table_lay", "game.scenes.learn",
           "game.scenes.scores",
           "hardware.keys", "hardware.glyphs", "hardware.text", "hardware.sprites",
           "hardware.layers", "hardware.cardrow", "hardware.view", "hardware.viewbuild",
           "hardware.records", "hardware.storage", "hardware.nvm", "hardware.keeper",
           "hardware.loop", "hardware.newgame", "hardware.stub", "code")


def root():
    """Return the folder holding engine/, game/ and hardware/ (this file's grandparent's)."""
    here = __file__.replace("\\", "/")
    for _ in range(3):
        here = here[:here.rfind("/")] if "/" in here else "."
    return here or "/"


def compile_costs():
    """Compile each module's source with the collector off; yield between modules."""
    costs = [0] * len(MODULES)
    base = root()
    for i in range(len(MODULES)):
        path = base + "/" + MODULES[i].replace(".", "/") + ".py"
        try:
            with open(path) as f:
                source = f.read()
        except OSError:           # compiled to .mpy already: nothing to compile
            costs[i] = -1
            continue
        gc.collect()
        gc.disable()
        before = gc.mem_alloc()
        code = compile(source, path, "exec")
        costs[i] = gc.mem_alloc() - before
        gc.enable()
        del code, source
        gc.collect()
        yield
    for i in range(len(MODULES)):
        if costs[i] >= 0:
            print("compile:" + MODULES[i], costs[i])


def import_costs():
    """Import each module in a step of its own; print what each added to the heap."""
    costs = [0] * len(MODULES)   # made first: the measuring allocates nothing in between
    for i in range(len(MODULES)):
        if MODULES[i] == "code" and sys.implementation.name == "circuitpython":
            continue         # there code.py plays: it needs the board
        before = gc.mem_alloc()
        __import__(MODULES[i])
        gc.collect()
        yield
        costs[i] = gc.mem_alloc() - before
    for i in range(len(MODULES)):
        print("module:" + MODULES[i], costs[i])


def steps():
    """Load the fakes, set the board's optimisation level, then measure what argv asks."""
    sys.path.append(sys.argv[1])  # the fake displayio and bitmaptools
    import displayio  # noqa: F401
    import micropython

    micropython.opt_level(3)   # as code.py sets it on a board, before the game's first import
    gc.collect()
    yield
    yield from (compile_costs() if sys.argv[2] == "compile" else import_costs())


MPVM_STEPS = steps()
