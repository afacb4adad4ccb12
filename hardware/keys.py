"""Logical keys: their bits, latching presses, and scripted input.

Every platform turns its own buttons into these eight bits, so the game sees
one ``int`` bitmask whatever the board.  Their names and ``parse_keys`` stay
in game/keys.py: what reads a key script (the simulator, the tests) imports
them from there, so that a board, whose bits are folded in at deploy, never
loads that module.  Pure logic: runs on CircuitPython and CPython alike and
imports no hardware.

>>> latch = Latch()
>>> latch.press(K_A); latch.release(K_A)   # a tap during a slow redraw
>>> latch.take() == K_A, latch.take()
(True, 0)
"""


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


class Latch:
    """Remember presses between polls so that no tap is lost.

    Feed it key-down and key-up events (``press``/``release``) or a polled
    held mask (``update``), as often as they come; ``take`` once per frame.
    Only ints change: nothing is allocated after construction.
    """

    def __init__(self):
        self.held = 0  # keys down now, as last reported
        self.pending = 0  # keys that went down since the last take()

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

    def take(self):
        """Return the keys pressed since the last take, and forget them."""
        bits = self.pending
        self.pending = 0
        return bits

    def reset(self):
        """Forget everything, after the event queue overflowed.

        The scanner, reset too, reports keys still down as new presses.
        """
        self.held = 0
        self.pending = 0


class KeyScript:
    """Play a list of key bits into a Latch, one press per two frames.

    Call ``step`` at the start of every frame: one frame a key goes down, the
    next it comes up, so ``[K_A, K_A]`` is two separate presses.  A 0 in the
    list presses nothing: a pause of two frames.  A negative number, ``-MS``
    (a ``WAIT:MS`` of ``parse_keys``), presses nothing for MS milliseconds:
    as many frames of ``frame_ms`` as that takes, rounded up.
    """

    def __init__(self, keys=None, frame_ms=33):
        self._keys = list(keys or ())
        self._next = 0  # index of the next key to press
        self._down = 0  # the scripted key pressed last frame
        self._release_next = False
        self._frame_ms = frame_ms
        self._idle = 0  # frames a WAIT has still to pass

    def feed(self, keys):
        """Append ``keys`` to the script (one fed key at a time keeps it one key long)."""
        if self._next >= len(self._keys):    # every key played: drop them
            del self._keys[:]
            self._next = 0
        self._keys.extend(keys)

    @property
    def exhausted(self):
        """True once every key has gone down and every wait has passed."""
        return self._next >= len(self._keys) and not self._idle

    def step(self, latch):
        """Release the key pressed last frame, or press the next one, or wait."""
        if self._release_next:
            latch.release(self._down)
            self._release_next = False
        elif self._idle:
            self._idle -= 1
        elif self._next < len(self._keys):
            key = self._keys[self._next]
            self._next += 1
            if key < 0:
                self._idle = (-key + self._frame_ms - 1) // self._frame_ms - 1  # this one too
                return
            self._down = key
            self._release_next = True
            latch.press(key)
