"""The game's own figures from a real board: heap and time, printed on the console.

Loaded only when ``settings.toml`` says ``OLDMAID_FIGURES = 1`` (code.py);
otherwise the loop holds ``None`` and pays one test a frame.  A board's
firmware is the only place its C core (displayio, the I2C bus, FatFs, the
supervisor's share of the heap) can be measured; the board harness
(``tools/board/``) reads these lines off an emulated Pico, with the
emulator's cycle count beside each, and docs/boards.md's figures come from them.

One line a new screen, on the console only::

    figures: screen 3 scene table free 61232 alloc 38416 low 58000 frame 21 worst 35 ms 5120

``screen`` is the screen's kind (game/names.py's ``SCREENS`` names it: not
loaded here, so the figures do not count it), ``free``/``alloc`` are
``gc.mem_free``/``gc.mem_alloc`` as the screen is first drawn, ``low`` the
least free seen at a frame's end since the last line, ``frame`` and
``worst`` the mean and the longest frame since then (the game's step, a
save, drawing and the refresh), ``ms`` the time since
power-on.  A save adds ``figures: save ms N``; a computer's turn (the frame
that takes its card) ``figures: computer ms N``; the largest free block is
the firmware's own ``micropython.mem_info()`` line, printed with the first
screen and at each scene change.
"""

import gc

try:
    from micropython import mem_info
except ImportError:   # CPython's stand-in has none: the lines go without it
    mem_info = None


try:
    from time import monotonic_ns

    def _ms():
        """Milliseconds since power-on (``monotonic_ns``: exact where ``monotonic`` rounds)."""
        return monotonic_ns() // 1000000
except ImportError:   # MicroPython's VM, in the tests
    from time import ticks_ms as _ms


def _heap():
    """Return (free, allocated) bytes of the heap, or (0, 0) where the VM cannot tell."""
    try:
        return gc.mem_free(), gc.mem_alloc()
    except AttributeError:   # CPython
        return 0, 0


class Figures:
    """Count a session's frames and print what a board's heap and clock give."""

    def __init__(self):
        self.scene = None
        self.shown = -1
        self.frames = 0
        self.total = 0
        self.worst = 0
        self.low = 0
        self.started = 0
        self.drawer = -1
        self.round = 0

    def now_ms(self):
        """Return the figures' clock, for the loop to time a save."""
        return _ms()

    def start(self, game):
        """Note the frame's start: its time, and the computer about to draw, if one is."""
        self.started = _ms()
        rnd = game.rnd
        self.drawer = -1
        if rnd is not None and not rnd.is_over() and not game.is_human(rnd.current_drawer()):
            self.drawer = rnd.current_drawer()
            self.round = rnd.number

    def frame(self, game, saved_ms):
        """Count the frame ``start`` began; print a line when its screen is new.

        ``saved_ms`` is what a save took in it (-1: none).
        """
        took = _ms() - self.started
        if saved_ms >= 0:
            print("figures: save ms", saved_ms)
        rnd = game.rnd
        if self.drawer >= 0 and rnd is not None and rnd.number == self.round and (
                rnd.is_over() or rnd.current_drawer() != self.drawer):
            print("figures: computer ms", took)     # the frame in which it took its card
        free, alloc = _heap()
        screen = game.screen
        if screen.shown == self.shown:
            self.frames += 1
            self.total += took
            self.worst = max(self.worst, took)
            self.low = min(self.low, free)
            return
        mean = self.total // self.frames if self.frames else 0
        print("figures: screen %d scene %s free %d alloc %d low %d frame %d worst %d ms %d"
              % (screen.kind, game.scene_name, free, alloc, min(self.low, free) if self.frames
                 else free, mean, self.worst, _ms()))
        if game.scene_name != self.scene and mem_info is not None:
            mem_info()           # its "max free sz": the largest block, in 16-byte blocks
        self.scene = game.scene_name
        self.shown = screen.shown
        self.frames = 0
        self.total = 0
        self.worst = took
        self.low = free
