"""Play a whole game under MicroPython with the test stub for a display; print the heap.

Run by tools/measure/memreport.py (and the tests) in the MicroPython VM through
``tools.measure.mpvm.run``, or under a unix-port ``micropython`` binary with a fixed
heap (``memreport --unix``), with ``engine/``, ``game/`` and ``hardware/`` in
their device form, the device form of ``code.py``, the stub,
``tools/play/autokeys.py`` and the fake displayio of ``tests/mpy/fakes`` (its
folder is ``sys.argv[1]``).  The other arguments, each optional: the seed
(1), how many players (4), the session mode, one of ``Settings.choose_mode``
("single"), ``pixels`` to make the fake Bitmaps hold their real pixel bytes,
the scenario (``scenario``: the variant, language, learning mode and
large text), and ``pieces`` for tests/mpy/heap_pieces.py's figures.  One
person and the rest computers play through ``hardware.loop.play`` to the
scores and back to the title.  What each
module costs is tests/mpy/module_heap.py's to measure: its code here would
be harness in every figure below.

The VM collects garbage only between calls from JavaScript, so the work is
a generator of steps (``MPVM_STEPS``, see tools/measure/mpvm.mjs): each frame is one
step, one ``play()`` that the device stops after a single frame, and every
figure is read after a real collection.  A unix port runs the steps itself.
Prints ``name bytes`` lines from ``gc.mem_alloc()``:

- ``start``: before any import;
- ``fakes``: after the fake displayio (the saves go
  to files in ``SAVES``, as on a board whose drive boot.py gave the game);
- ``imports``: after what code.py imports on a board (the game and what it
  needs, the view, the keeper and storage), the stub for the board;
- ``harness``: the person at the keys (tools/play/autokeys.py and its KeyPlayer),
  left out of the figures below; ``harness_all``: that and all the rest a
  board does not hold (this script, the fakes, the VM's own start), which a
  fixed-heap run needs on top of the game's heap;
- ``device``, ``view``: after the stub device, then the View, are made;
- ``built``: after the Game (with its saves loaded) is made, on the title;
- ``peak_live``: the most heap still in use at the end of any frame;
- ``peak``: the most heap at the end of any frame before collecting, that
  is with the frame's garbage (the stub's own bookkeeping included);
- ``scene:NAME``: the most heap in use at the end of a frame that scene
  was on screen in (``peak_scene:NAME``: the scene at the peak);
- ``after``: after the game, back at the title (game and view still held);
- ``frames``: frames played; ``done``: 1 when the session ended;
- and the VM's own ``qstr pool:`` line: how many names it interned, in how
  many pools (each new pool twice the last: one block, allocated at once).
"""

import gc
import sys

FRAME_LIMIT = 20000
SAVES = "oldmaid-heap"   # the saves' folder, where the VM or the unix port runs


def arg(n, default):
    """Return ``sys.argv[n]``, or ``default`` when it is not given."""
    return sys.argv[n] if len(sys.argv) > n else default


def scenario(key, default):
    """Return the value of ``key=value`` in the scenario argument (``sys.argv[6]``).

    The scenario is comma-separated: ``variant=5,lang=pt,manual=1,big=1``;
    what it leaves out is the game's default.
    """
    for part in arg(6, "").split(","):
        name, _, value = part.partition("=")
        if name == key:
            return value
    return default


def steps():
    """Import, build and play, one frame a step, collecting between steps."""
    gc.collect()
    yield
    start = gc.mem_alloc()
    sys.path.append(sys.argv[1])  # the fake displayio and bitmaptools
    import displayio

    displayio.PIXELS = arg(5, "") == "pixels"
    gc.collect()
    yield
    fakes = gc.mem_alloc()
    import micropython

    micropython.opt_level(3)   # as code.py sets it on a board, before the game's first import
    # What code.py imports on a board, the stub standing in for hardware.pybadge.
    from hardware.loop import new_game, play
    from hardware.stub import Device
    from hardware.view import View

    gc.collect()
    yield
    imports = gc.mem_alloc()
    # The person at the keys is the test's, not the game's: counted apart.
    from tools.play.autokeys import MIXED, KeyPlayer, answer

    class Table(Device):
        """The stub with a person at it, stopping after every frame."""

        def wait_frame(self):
            answer(self, self.player)
            super().wait_frame()
            self.more = self.running and self.frames < FRAME_LIMIT
            self.running = False   # play() returns: the step ends, the VM collects

    scenes = {}      # made before the measuring: each scene's most heap in use
    garbage = {}     # and the most garbage one of its frames left
    gc.collect()
    yield
    harness = gc.mem_alloc() - imports
    from game.words import drop
    from hardware.storage import FileStorage

    # Saves in files, as a board keeps them when boot.py gives it the drive, in the
    # ring tools/ship/deploy.py made there: power-on's modules that make it, let go after.
    loaded = list(sys.modules)
    from hardware.reading import prepare

    prepare(FileStorage(SAVES))
    prepare = None
    for name in [m for m in sys.modules if m not in loaded]:
        drop(name)
    loaded = None
    device = Table(storage=FileStorage(SAVES))
    gc.collect()
    yield
    made_device = gc.mem_alloc()
    view = View(device.display, device.width, device.height)
    gc.collect()
    yield
    made_view = gc.mem_alloc()
    game, keeper = new_game(device, view, int(arg(2, "1")), lang=scenario("lang", None))
    st = game.settings
    st.players = int(arg(3, "4"))   # ANN, the rest computers
    st.choose_mode(arg(4, "single"))
    drop("game.names")               # the modes' names: the tools' words, not a board's
    st.variant = int(scenario("variant", st.variant))
    st.manual = int(scenario("manual", st.manual))
    st.big = int(scenario("big", st.big))
    game.resize()
    gc.collect()
    yield
    built = gc.mem_alloc()
    device.player = KeyPlayer(game, seed=game.seed, computers=MIXED)
    device.more = True
    if arg(7, "") == "pieces":       # the VM's alone: a fixed heap's harness stays as it was
        from heap_pieces import watched

        play = watched(play, game)    # harness, as the person at the keys is
    gc.collect()
    yield
    before_player = harness
    harness += gc.mem_alloc() - built
    peak = peak_live = built
    peak_scene = game.scene_name
    # The stub reads the texts of every screen for tests at each refresh; a board makes
    # nothing there, and this measures the game.
    device.display.recording = False
    while device.more:
        device.running = True
        play(device, game, view, keeper=keeper)
        used = gc.mem_alloc()
        if used > peak:
            peak = used
            peak_scene = game.scene_name
        before = used
        gc.collect()
        yield
        used = gc.mem_alloc()
        peak_live = max(peak_live, used)
        name = game.scene_name
        if name is not None and used > scenes.get(name, 0):
            scenes[name] = used
        if name is not None and before - used > garbage.get(name, 0):
            garbage[name] = before - used
    done = device.player.done()
    gc.collect()
    yield
    after = gc.mem_alloc()
    # From here on every figure leaves the person at the keys out.
    for name, value in (("start", start), ("fakes", fakes), ("imports", imports),
                        ("harness", harness), ("harness_all", harness + fakes),
                        ("device", made_device - before_player),
                        ("view", made_view - before_player), ("built", built - before_player),
                        ("peak_live", peak_live - harness), ("peak", peak - harness),
                        ("after", after - harness), ("frames", device.frames),
                        ("done", int(done))):
        print(name, value)
    for name, used in scenes.items():
        print("scene:" + name, used - harness)
    for name, left in garbage.items():
        print("garbage:" + name, left)
    print("peak_scene:" + str(peak_scene), 0)
    if arg(7, "") == "pieces":
        from heap_pieces import told

        told()
    import micropython

    if hasattr(micropython, "qstr_info"):
        micropython.qstr_info()     # "qstr pool: n_pool=.., n_qstr=.., ...": the names interned


MPVM_STEPS = steps()

if sys.platform != "webassembly":     # a unix port: no JavaScript to step it
    for _ in MPVM_STEPS:
        pass
