"""Logical keys: their bits and latching presses.

Every platform turns its own buttons into these eight bits, so the game sees
one ``int`` bitmask whatever the board.  Their names and ``parse_keys`` stay
in game/keys.py: what reads a key script (the simulator, the tests) imports
them from there, so that a board, whose bits are folded in at deploy, never
loads that module; nor does it hold a script's player (hardware/stub.py's
``KeyScript``: the simulator's and the tests').  Pure logic: runs on
CircuitPython and CPython alike and imports no hardware.

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
