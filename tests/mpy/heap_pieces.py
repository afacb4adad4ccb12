"""What a frame allocates between two of the game's own collections, for tools/measure/memreport.py.

The game collects its garbage itself at a scene's change and before what
stays is made (game/words.py; its function's name is not written here: a
name this file holds keeps its spelling on a board, see
tools/ship/boardnames.py).  A board does; the MicroPython VM collects only
between its steps, one a frame (tests/mpy/game_heap.py): a
``gc.collect()`` inside one does nothing there, so the frame's garbage
counts whole in its ``peak``.  What the frame allocated between two of the
game's collections is the garbage a board holds at once.

game_heap.py imports this only when asked (``pieces``): in a fixed-heap
run its code would be harness that a board does not hold.  Prints, after
the session, the pieces of the peak's frame in order (``piece:N``), the
most any frame allocated between two collections (``piece_most``) and
the scene it was on (``piece_scene:NAME``).
"""

import gc
import sys


class Collections:
    """game/words.py's ``gc`` while measuring: it reads the heap at each of the game's collections.

    Its lists are made once: reading the heap allocates nothing, so the
    frame's figures are the game's alone.
    """

    def __init__(self):
        self.heap_seen = [0] * 33       # the frame's start, 31 collections at most, its end
        self.heap_reads = 0
        self.peak_seen = [0] * 33       # the same, of the frame with the most heap at its end
        self.peak_reads = 0
        self.peak = 0
        self.most = 0                   # the most allocated between two reads, in any frame
        self.most_scene = None

    def collect(self):
        if self.heap_reads < len(self.heap_seen) - 1:
            self.heap_seen[self.heap_reads] = gc.mem_alloc()
            self.heap_reads += 1
        gc.collect()

    def frame_ended(self, scene):
        """Take the frame's end: its most in one piece, and all its pieces if it is the peak's."""
        seen = self.heap_seen
        n = self.heap_reads
        seen[n] = gc.mem_alloc()
        n += 1
        for i in range(1, n):
            if seen[i] - seen[i - 1] > self.most:
                self.most = seen[i] - seen[i - 1]
                self.most_scene = scene
        if seen[n - 1] > self.peak:
            self.peak = seen[n - 1]
            for i in range(n):
                self.peak_seen[i] = seen[i]
            self.peak_reads = n


_seen = Collections()


def watched(play, game):
    """Return ``play`` reading the heap at the game's collections in each frame it plays."""
    sys.modules["game.words"].gc = _seen

    def frame(device, game_, view, keeper=None):
        _seen.heap_seen[0] = gc.mem_alloc()
        _seen.heap_reads = 1
        play(device, game_, view, keeper=keeper)
        _seen.frame_ended(game.scene_name)

    return frame


def told():
    """Print what the session's frames allocated between the game's collections."""
    seen = _seen.peak_seen
    for i in range(1, _seen.peak_reads):
        print("piece:%d" % (i - 1), seen[i] - seen[i - 1])
    print("piece_most", _seen.most)
    print("piece_scene:" + str(_seen.most_scene), 0)
