"""Logical keys: their bits and latching presses.

Every platform turns its own buttons into these eight bits, so the game sees
one ``int`` bitmask whatever the board.  Their names and ``parse_keys`` stay
in game/keys.py: what reads a key script (the simulator, the tests) imports
them from there, so that a board, whose bits are folded in at deploy, never
loads that module; nor does it hold a script's player (hardware/stub.py's
``KeyScript``: the simulator's and the tests').  Pure logic: runs on
CircuitPython and CPython alike and imports no hardware.

A direction held repeats, as on a keyboard: after ``REPEAT_FIRST_MS``
(0.4 s), then every ``REPEAT_MS`` (0.1 s), so that a menu's count or an
initial's letter runs on under a thumb; ``take`` is given the time for it.

>>> latch = Latch()
>>> latch.press(K_A); latch.release(K_A)   # a tap during a slow redraw
>>> latch.take() == K_A, latch.take()
(True, 0)
>>> latch.press(K_RIGHT); latch.take(0) == K_RIGHT, latch.take(399), latch.take(400) == K_RIGHT
(True, 0, True)
"""

from micropython import const

from game.keys import (  # noqa: F401  (the contract: one import for the game)
    ALL_KEYS,
    DPAD,
    K_A,
    K_B,
    K_DOWN,
    K_LEFT,
    K_RIGHT,
    K_SELECT,
    K_START,
    K_UP,
)

REPEAT_FIRST_MS = const(400)   # a direction held repeats after this long ...
REPEAT_MS = const(100)         # ... then this often
_MS_MASK = const(0x1FFFFFFF)   # now_ms() wraps at 2**29


class Latch:
    """Remember presses between polls so that no tap is lost.

    Feed it key-down and key-up events (``press``/``release``) or a polled
    held mask (``update``), as often as they come; ``take`` once per frame.
    Only ints change: nothing is allocated after construction.
    """

    def __init__(self):
        self.held = 0  # keys down now, as last reported
        self.pending = 0  # keys that went down since the last take()
        self.repeat = 0  # the direction held that repeats: the last pressed
        self.since = 0  # when it went down, or last repeated
        self.wait = 0  # how long after ``since`` it repeats

    def press(self, bits):
        """Record that the keys in ``bits`` went down."""
        self.pending |= bits
        self.held |= bits

    def release(self, bits):
        """Record that the keys in ``bits`` went up."""
        self.held &= ~bits

    def update(self, held_bits, mask=ALL_KEYS):
        """Set which keys in ``mask`` are held now, latching those that went down."""
        held_bits &= mask
        self.pending |= held_bits & ~self.held
        self.held = (self.held & ~mask) | held_bits

    def take(self, now=None):
        """Return the keys pressed since the last take, and forget them.

        Given ``now`` (a now_ms() value), a direction held repeats: the one
        pressed last, after ``REPEAT_FIRST_MS``, then every ``REPEAT_MS``
        (kept to that pace over frames of 33 ms; a slow frame gives one).
        """
        bits = self.pending
        self.pending = 0
        if now is None:
            return bits
        fresh = bits & self.held & DPAD
        if fresh:
            self.repeat = fresh & -fresh
            self.since = now
            self.wait = REPEAT_FIRST_MS
        elif self.repeat & self.held:
            late = ((now - self.since) & _MS_MASK) - self.wait
            if late >= 0:
                bits |= self.repeat
                self.since = now if late >= REPEAT_MS else (now - late) & _MS_MASK
                self.wait = REPEAT_MS
        else:
            self.repeat = 0
        return bits

    def reset(self):
        """Forget everything, after the event queue overflowed.

        The scanner, reset too, reports keys still down as new presses.
        """
        self.held = 0
        self.pending = 0
        self.repeat = 0
