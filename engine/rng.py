"""Our own seeded random numbers, the same on CPython, MicroPython and a board.

CircuitPython's ``random`` has no ``Random`` objects and no ``shuffle``, and
its sequence differs from CPython's, so games could not replay.  This is
Marsaglia's multiply-with-carry in base 2**15: the state is ``carry * 2**15 +
x`` and a step is ``A * x + carry``.  With ``A`` below 2**15 every value stays
below 2**30, a small int on a 32-bit board, so drawing never allocates.
``A * 2**15 - 1`` and half of one less are both prime, which gives the period
its full length, (A * 2**15 - 2) / 2: about 5 * 10**8 numbers.

>>> a, b = Rng(7), Rng(7)
>>> [a.below(6) for _ in range(8)] == [b.below(6) for _ in range(8)]
True
"""

from micropython import const

_A = const(32325)
_MASK15 = const(0x7FFF)
_TOP = const(32768)          # each step gives 15 bits
_STATES = const(1059225598)  # _A * 2**15 - 2: the states of the cycle are 1 .. this


class Rng:
    """A seeded generator whose state is a small int below 2**30."""

    def __init__(self, seed=0):
        self.reseed(seed)

    def reseed(self, seed):
        """Start the sequence that ``seed`` (any int) names."""
        self.state = 1 + (seed * 2654435761 + 12345) % _STATES
        for _ in range(3):
            self.below(2)

    def below(self, n):
        """Return a uniform int in ``0 .. n-1`` (``n`` at most 32768)."""
        if n <= 1:
            if n == 1:
                return 0
            raise ValueError("below() needs n >= 1")
        limit = _TOP - _TOP % n
        x = self.state
        while True:
            x = _A * (x & _MASK15) + (x >> 15)
            if x & _MASK15 < limit:
                self.state = x
                return (x & _MASK15) % n

    def chance(self, num, den):
        """Return True with probability ``num / den``."""
        return self.below(den) < num

    def shuffle(self, buf, start, count):
        """Shuffle ``buf[start:start+count]`` in place (Fisher-Yates).

        The same draws as ``below``, inlined: a deal shuffles every round.
        """
        x = self.state
        i = count - 1
        while i > 0:
            n = i + 1
            limit = _TOP - _TOP % n
            while True:
                x = _A * (x & _MASK15) + (x >> 15)
                if x & _MASK15 < limit:
                    break
            a = start + i
            b = start + (x & _MASK15) % n
            t = buf[a]
            buf[a] = buf[b]
            buf[b] = t
            i -= 1
        self.state = x
