"""Play an evening of random keys at the game under MicroPython; count its MemoryErrors.

Run by tools/measure/evening.py, in the MicroPython VM through ``tools.measure.mpvm.run`` or
under a unix-port ``micropython`` binary (MicroPython's or CircuitPython's)
with a fixed heap, with ``engine/``, ``game/`` and ``hardware/`` in their
device form, the stub for the board and the fake displayio of
``tests/mpy/fakes``.  Arguments, each optional after the first: the fakes'
folder, the seed (1), how many keys to press (2000), ``pixels`` to make the
fake Bitmaps hold their real pixel bytes, the saves' folder (one per run
when runs share a folder), and how often to collect and read the free heap
left by what is live (every N frames; 0, the default, never).

The game is built as code.py builds it (the stub device saving to files, the
View, ``new_game``) and played through ``hardware.loop.play``, a frame at a
time.  The keys come from a small generator of this script's own: one of
the eight keys, down for one frame, then a few frames of nothing; one key
in sixteen is followed by a wait of 1 to 4 seconds (computer turns play out),
one in 128 by 20 to 70 seconds (a person's cards hide, the title
gives way to the attract mode).  Nothing here collects unless asked: a
board collects only when an allocation fails, and so does a fixed heap.

Prints ``name value`` lines:

- ``heap``: the heap's size (in use and free at the start);
- ``harness``: what was in use before the game's first import (the VM's
  start, the fakes, this script), which a board does not hold;
- ``keys``, ``frames``: keys pressed and frames played;
- ``memory_errors``: every MemoryError, ``caught`` (the game's error screen,
  ``Game.fault``), ``save_refused`` (a save the keeper gave up for want of
  memory) and ``escaped`` (out of ``play``: a board's game would stop;
  the evening stops here too);
- ``other_errors``: any other fault the error screen showed (a bug);
- and for each fault on the error screen a line ``fault FRAME SCENE KIND
  message``: its frame, the scene on screen the frame before, the error
  (``EscapedMemoryError`` for the one that escaped, its traceback after);
- ``lowest_free``: the least ``gc.mem_free()`` at the end of a frame, the
  frame's garbage in it, as a board's would say; ``lowest_free_frame``;
- ``peak_alloc``: the most ``gc.mem_alloc()`` at a frame's end;
- ``collections``: the frames that ended with more heap free than the one
  before: a collection (the game's, or one an allocation forced) came
  between, at least once; ``lowest_after_gc`` the least free heap at
  the end of such a frame (what is live, and what the frame made after its
  collection), ``lowest_after_gc_frame`` when: the free figure that counts,
  read without collecting more than a board does; ``lowest_after_gc_scene``
  the scene then;
- ``lowest_live_free`` (when collecting every N frames): the least free
  heap just after such a collection, ``lowest_live_frame`` when;
- ``sessions``, ``finished``, ``demos``: sessions started, ended (their
  tune played), and attract-mode sessions;
- ``scene:NAME``: how many times each scene came on screen.
"""

import gc
import sys

# The keys drawn, the eight bits weighted towards A (on), the arrows and B
# (back) so that a random hand gets past the title to the tables and scores.
_KEYS = (16, 16, 16, 16, 16, 64, 64, 64, 1, 2, 2, 4, 8, 8, 32, 32, 128)
_FRAME_MS = 33


class Dice:
    """A small generator of our own: the ZX81's, its state below 2**17 (no big ints)."""

    def __init__(self, seed):
        self.state = seed % 65536

    def below(self, n):
        """Return a number from 0 to ``n - 1``."""
        self.state = (self.state + 1) * 75 % 65537 - 1
        return self.state % n


def arg(n, default):
    """Return ``sys.argv[n]``, or ``default`` when it is not given."""
    return sys.argv[n] if len(sys.argv) > n else default


def _traceback(error):
    """Print ``error``'s traceback: MicroPython's ``sys``, CircuitPython's ``traceback``."""
    try:
        sys.print_exception(error)
    except AttributeError:
        try:
            import traceback

            traceback.print_exception(error)
        except ImportError:        # a port with neither: the error alone
            print(repr(error))


def prepared(files):
    """Make the ring of save files in ``files`` as tools/ship/deploy.py does on a board's drive.

    With hardware/reading.py, which power-on loads and lets go: let go
    here too, with what it brought.
    """
    loaded = list(sys.modules)
    from hardware.reading import prepare

    prepare(files)
    from game.words import drop

    for name in [m for m in sys.modules if m not in loaded]:
        drop(name)


def evening():
    """Build the game and play the keys, a key's frames a step."""
    sys.path.append(arg(1, "tests/mpy/fakes"))
    import displayio

    displayio.PIXELS = arg(4, "-") == "pixels"
    seed = int(arg(2, "1"))
    keys = int(arg(3, "2000"))
    saves = arg(5, "oldmaid-evening")
    every = int(arg(6, "0"))
    dice = Dice(seed)
    gc.collect()
    yield
    import micropython

    micropython.opt_level(3)   # as code.py sets it on a board, before the game's first import
    gc.collect()
    heap = gc.mem_alloc() + gc.mem_free()
    harness = gc.mem_alloc()
    from hardware.keeper import NO_MEMORY
    from hardware.loop import new_game, play
    from hardware.storage import FileStorage
    from hardware.stub import Device
    from hardware.view import View

    # Figures, kept in a list made now: counting allocates nothing.
    # caught, save_refused, escaped, other, lowest, its frame, peak, live, its frame,
    # collections seen, the free heap at the last frame's end, the least free at the
    # end of a frame with a collection in it, its frame
    f = [0, 0, 0, 0, heap, 0, 0, heap, 0, 0, heap, heap, 0]

    class Evening(Device):
        """The stub, reading the heap at each frame's end and stopping once a key is due."""

        def wait_frame(self):
            free = gc.mem_free()
            if free > f[10]:
                f[9] += 1           # more free than a frame ago: a collection came between
                if free < f[11]:    # what is live, and what the frame made after it
                    f[11] = free
                    f[12] = self.frames
                    seen[2] = game.scene_name
            f[10] = free
            if free < f[4]:
                f[4] = free
                f[5] = self.frames
            f[6] = max(f[6], gc.mem_alloc())
            if every and self.frames % every == 0:
                gc.collect()
                free = gc.mem_free()
                if free < f[7]:
                    f[7] = free
                    f[8] = self.frames
            watch(self)
            super().wait_frame()
            if self.script_done:
                self.running = False   # play() returns: the next key, and the VM collects

    def refresh(**_kwargs):
        """Refresh nothing: the stub's record of every screen is for tests, not a board."""
        return True

    prepared(FileStorage(saves))
    device = Evening(storage=FileStorage(saves))
    device.display.refresh = refresh
    view = View(device.display, device.width, device.height)
    game, keeper = new_game(device, view, seed)
    fault = game.fault
    refused = game.refused

    def counting_fault(error):
        if isinstance(error, MemoryError):
            f[0] += 1
        else:
            f[3] += 1
        fault(error)
        try:      # said after the error screen made room; never an error of our own
            print("fault", device.frames, seen[0], error.__class__.__name__, error)
        except MemoryError:
            pass

    def counting_refused(reason):
        if reason == NO_MEMORY:
            f[1] += 1
        refused(reason)

    game.fault = counting_fault     # the game's own calls find these first
    game.refused = counting_refused
    scenes = {}
    seen = [None, -1, None]   # the scene on screen last frame, the cheer last seen,
    # the scene at the lowest free heap after a collection
    ended = [0]

    def watch(device):
        """Note a new scene on screen and a session's end."""
        name = game.scene_name
        if name is not seen[0]:
            seen[0] = name
            if name is not None:
                scenes[name] = scenes.get(name, 0) + 1
        if game.cheer_at != seen[1]:
            seen[1] = game.cheer_at
            if game.cheer_at >= 0:
                ended[0] += 1
        roots = device.display.roots
        if len(roots) > 1:
            del roots[:-1]

    pressed = 0
    script = [0, 0]
    gc.collect()
    yield
    while pressed < keys:
        script[0] = _KEYS[dice.below(len(_KEYS))]
        roll = dice.below(128)
        if roll < 1:
            wait = 20000 + dice.below(51) * 1000
        elif roll < 9:
            wait = 1000 + dice.below(31) * 100
        else:
            wait = (1 + dice.below(4)) * _FRAME_MS
        script[1] = -wait
        device.feed(script)
        pressed += 1
        device.running = True
        try:
            play(device, game, view, keeper=keeper)
        except MemoryError as e:
            f[2] += 1
            gc.collect()     # what a board's code.py does next, to say it on the console
            print("fault", device.frames, seen[0], "EscapedMemoryError", e)
            _traceback(e)
            break
        yield
    for name, value in (("heap", heap), ("harness", harness), ("keys", pressed),
                        ("frames", device.frames), ("memory_errors", f[0] + f[1] + f[2]),
                        ("caught", f[0]), ("save_refused", f[1]), ("escaped", f[2]),
                        ("other_errors", f[3]), ("lowest_free", f[4]),
                        ("lowest_free_frame", f[5]), ("peak_alloc", f[6]),
                        ("collections", f[9]), ("lowest_after_gc", f[11]),
                        ("lowest_after_gc_frame", f[12]), ("sessions", game.sessions),
                        ("finished", ended[0]), ("demos", game.demos)):
        print(name, value)
    print("lowest_after_gc_scene", seen[2])
    if every:
        print("lowest_live_free", f[7])
        print("lowest_live_frame", f[8])
    for name, times in scenes.items():
        print("scene:" + name, times)


MPVM_STEPS = evening()

if sys.platform != "webassembly":     # a unix port: no JavaScript to step it
    for _ in MPVM_STEPS:
        pass
