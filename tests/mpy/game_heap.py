"""Play a whole game under MicroPython with the test stub for a display; print the heap.

Run by tests/test_game.py through ``tools/mpvm.run``, with ``engine/`` and
``hardware/`` in their device form, the device form of ``code.py``, the
stub, ``tools/autokeys.py`` and the fake displayio of ``tests/mpy/fakes``
(its folder is ``sys.argv[1]``; ``sys.argv[2]``, if given, is the seed).
One person and three computers play a classic round through ``code.play``
to the scores and back to the title.

The VM collects garbage only between calls from JavaScript, so the work is
a generator of steps (``MPVM_STEPS``, see tools/mpvm.mjs): each frame is one
step, one ``play()`` that the device stops after a single frame, and every
figure is read after a real collection.  Prints ``name bytes`` lines from
``gc.mem_alloc()``:

- ``start``: before any import;
- ``fakes``: after the fake displayio and adafruit_imageload;
- ``imports``: after the game's modules (engine.flow and what it needs,
  hardware.view, text, glyphs, sprites, keys, the stub, code.py's ``play``);
- ``built``: after the View, the Game and the device are made;
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


def steps():
    """Import, build and play, one frame a step, collecting between steps."""
    gc.collect()
    yield
    start = gc.mem_alloc()
    sys.path.append(sys.argv[1])  # the fake displayio and adafruit_imageload
    import adafruit_imageload  # noqa: F401
    import displayio  # noqa: F401

    gc.collect()
    yield
    fakes = gc.mem_alloc()
    from code import play

    import engine.screens  # noqa: F401
    import hardware.glyphs  # noqa: F401
    import hardware.keys  # noqa: F401
    import hardware.sprites  # noqa: F401
    import hardware.text  # noqa: F401
    from engine.flow import Game
    from hardware.stub import Device
    from hardware.view import View

    gc.collect()
    yield
    imports = gc.mem_alloc()
    from tools.autokeys import MIXED, KeyPlayer, answer

    class Table(Device):
        """The stub with a person at it, stopping after every frame."""

        def wait_frame(self):
            answer(self, self.player)
            super().wait_frame()
            self.more = self.running and self.frames < FRAME_LIMIT
            self.running = False   # play() returns: the step ends, the VM collects

    device = Table()
    view = View(device.display, device.width, device.height)
    game = Game(seed=int(sys.argv[2]) if len(sys.argv) > 2 else 1)   # ANN, three computers
    device.player = KeyPlayer(game, seed=game.seed, computers=MIXED)
    device.more = True
    gc.collect()
    yield
    built = gc.mem_alloc()
    peak = peak_live = built
    while device.more:
        device.running = True
        play(device, game, view)
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
    for name, value in (("start", start), ("fakes", fakes), ("imports", imports),
                        ("built", built), ("peak_live", peak_live), ("peak", peak),
                        ("after", after), ("frames", device.frames), ("done", int(done))):
        print(name, value)


MPVM_STEPS = steps()
