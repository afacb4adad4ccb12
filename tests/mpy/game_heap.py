"""Play a whole game under MicroPython with the test stub for a display; print the heap.

Run by tests/test_game.py through ``tools/mpvm.run``, with ``engine/`` and
``hardware/`` in their device form, the device form of ``code.py``, the
stub, ``tools/autokeys.py`` and the fake displayio of ``tests/mpy/fakes``
(its folder is ``sys.argv[1]``).  The other arguments, each optional:
the seed (1), how many players (4), the session mode, one of
``Settings.choose_mode`` ("single"), and ``modules`` to measure instead
what each device module that needs no real hardware costs to import, each
in its own step (``module:NAME bytes`` lines), and play nothing.
One person and the rest computers play through ``hardware.loop.play`` to the scores
and back to the title.  tools/memreport.py runs it for its report.

The VM collects garbage only between calls from JavaScript, so the work is
a generator of steps (``MPVM_STEPS``, see tools/mpvm.mjs): each frame is one
step, one ``play()`` that the device stops after a single frame, and every
figure is read after a real collection.  Prints ``name bytes`` lines from
``gc.mem_alloc()``:

- ``start``: before any import;
- ``fakes``: after the fake displayio and adafruit_imageload, and 4 KB
  standing in for the board's nvm (flash on a board, not heap);
- ``module:NAME`` (with ``modules``): what importing NAME took, in the
  order of ``MODULES`` (each after those before it, so a module's own cost);
- ``imports``: after what code.py imports on a board (game.game and what
  it needs, the view, the keeper and storage), the stub for the board;
- ``harness``: the person at the keys (tools/autokeys.py and its KeyPlayer),
  left out of the figures below;
- ``built``: after the View, the Game (with its saves loaded) and the device are made;
- ``peak_live``: the most heap still in use at the end of any frame;
- ``peak``: the most heap at the end of any frame before collecting, that
  is with the frame's garbage (the stub's own bookkeeping included);
- ``after``: after the game, back at the title (game and view still held);
- ``frames``: frames played; ``done``: 1 when the session ended.

The fake displayio holds no pixels: on a board the real Bitmaps (the two
sprite sheets) and TileGrids take more.
"""

import gc
import sys

FRAME_LIMIT = 20000

# Every device module that runs without real hardware, those it needs first,
# then the stub standing in for the board (hardware.pybadge needs the board).
# Measured one by one in a run of their own (``modules``): a board imports
# only what the game needs (not engine.transcript or engine.selfplay, say; game.restore
# only for a resume).
MODULES = ("engine.errors", "game.keys", "engine.watcher", "engine.rng", "engine.cards",
           "game.screens", "engine.round", "engine.session", "engine.players",
           "game.words", "game.lang.en", "game.settings", "game.stats",
           "game.snapshot", "game.game", "game.restore", "engine.transcript",
           "engine.selfplay",
           "hardware.keys", "hardware.glyphs", "hardware.text", "hardware.sprites",
           "hardware.view", "hardware.records", "hardware.storage", "hardware.keeper",
           "hardware.loop", "hardware.stub", "code")


def arg(n, default):
    """Return ``sys.argv[n]``, or ``default`` when it is not given."""
    return sys.argv[n] if len(sys.argv) > n else default


def steps():
    """Import, build and play, one frame a step, collecting between steps."""
    gc.collect()
    yield
    start = gc.mem_alloc()
    sys.path.append(sys.argv[1])  # the fake displayio and adafruit_imageload
    import adafruit_imageload  # noqa: F401
    import displayio  # noqa: F401

    nvm = bytearray(4096)    # a board's microcontroller.nvm is flash, not heap: counted here
    gc.collect()
    yield
    fakes = gc.mem_alloc()
    if arg(5, "") == "modules":
        costs = [0] * len(MODULES)   # made first: the measuring allocates nothing in between
        for i in range(len(MODULES)):
            before = gc.mem_alloc()
            __import__(MODULES[i])
            gc.collect()
            yield
            costs[i] = gc.mem_alloc() - before
        for i in range(len(MODULES)):
            print("module:" + MODULES[i], costs[i])
        return
    # What code.py imports on a board, the stub standing in for hardware.pybadge.
    from hardware.loop import new_game, play
    from hardware.stub import Device
    from hardware.view import View

    gc.collect()
    yield
    imports = gc.mem_alloc()
    # The person at the keys is the test's, not the game's: counted apart.
    from tools.autokeys import MIXED, KeyPlayer, answer

    class Table(Device):
        """The stub with a person at it, stopping after every frame."""

        def wait_frame(self):
            answer(self, self.player)
            super().wait_frame()
            self.more = self.running and self.frames < FRAME_LIMIT
            self.running = False   # play() returns: the step ends, the VM collects

    gc.collect()
    yield
    harness = gc.mem_alloc() - imports
    from hardware.storage import NvmStorage

    device = Table(storage=NvmStorage(nvm))
    view = View(device.display, device.width, device.height)
    game, keeper = new_game(device, view, int(arg(2, "1")))
    game.settings.players = int(arg(3, "4"))   # ANN, the rest computers
    game.settings.choose_mode(arg(4, "single"))
    gc.collect()
    yield
    built = gc.mem_alloc()
    device.player = KeyPlayer(game, seed=game.seed, computers=MIXED)
    device.more = True
    gc.collect()
    yield
    harness += gc.mem_alloc() - built
    peak = peak_live = built
    while device.more:
        device.running = True
        play(device, game, view, keeper=keeper)
        # The stub keeps the texts of every screen for tests; a board keeps nothing.
        del device.display.screens[:-1]
        peak = max(peak, gc.mem_alloc())
        gc.collect()
        yield
        peak_live = max(peak_live, gc.mem_alloc())
    done = device.player.done()
    gc.collect()
    yield
    after = gc.mem_alloc()
    # From here on every figure leaves the person at the keys out.
    peak -= harness
    peak_live -= harness
    after -= harness
    for name, value in (("start", start), ("fakes", fakes), ("imports", imports),
                        ("harness", harness), ("built", built), ("peak_live", peak_live),
                        ("peak", peak), ("after", after), ("frames", device.frames),
                        ("done", int(done))):
        print(name, value)


MPVM_STEPS = steps()
