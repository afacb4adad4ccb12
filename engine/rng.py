"""Our own seeded random numbers, the same on CPython, MicroPython and a board.

CircuitPython's ``random`` has no ``Random`` objects and no ``shuffle``, and
its sequence differs from CPython's, so games could not replay.  This is a
linear congruential generator modulo 2**30 whose arithmetic is done in 15-bit
halves: every intermediate value stays below 2**30, a small int on a 32-bit
board, so drawing a number never allocates.

>>> a, b = Rng(7), Rng(7)
>>> [a.below(6) for _ in range(8)] == [b.below(6) for _ in range(8)]
True
"""

from micropython import const

_MASK15 = const(0x7FFF)
_MASK30 = const(0x3FFFFFFF)
# Multiplier 0x1C64E6D (= 1 mod 4) and an odd increment give the full period 2**30.
_MUL_HI = const(0x1C64E6D >> 15)
_MUL_LO = const(0x1C64E6D & 0x7FFF)
_INC = const(12345)
_TOP = const(32768)  # numbers are drawn from the top 15 bits, the best ones


class Rng:
    """A seeded generator whose state is a small int below 2**30."""

    def __init__(self, seed=0):
        self.reseed(seed)

    def reseed(self, seed):
        """Start the sequence that ``seed`` (any int) names."""
        s = seed % 1073741824 if seed >= 0 else (-seed) % 1073741824 ^ 0x2AAAAAAA
        self.state = (s ^ 0x15A4E35) & _MASK30
        for _ in range(4):
            self._step()

    def _step(self):
        x = self.state
        xl = x & _MASK15
        xh = x >> 15
        lo = _MUL_LO * xl + _INC
        mid = ((_MUL_HI * xl) & _MASK15) + ((_MUL_LO * xh) & _MASK15) + (lo >> 15)
        x = ((mid & _MASK15) << 15) | (lo & _MASK15)
        self.state = x
        return x

    def below(self, n):
        """Return a uniform int in ``0 .. n-1`` (``n`` at most 32768)."""
        if n <= 1:
            if n == 1:
                return 0
            raise ValueError("below() needs n >= 1")
        limit = _TOP - _TOP % n
        while True:
            r = self._step() >> 15
            if r < limit:
                return r % n

    def chance(self, num, den):
        """Return True with probability ``num / den``."""
        return self.below(den) < num

    def shuffle(self, buf, start, count):
        """Shuffle ``buf[start:start+count]`` in place (Fisher-Yates)."""
        i = count - 1
        while i > 0:
            j = self.below(i + 1)
            a = start + i
            b = start + j
            t = buf[a]
            buf[a] = buf[b]
            buf[b] = t
            i -= 1
