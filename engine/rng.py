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
        """Start the sequence that ``seed`` (any int) names."""
        self.state = 1 + (seed * 2654435761 + 12345) % _STATES
        for _ in range(3):
            self.below(2)

    def restore(self, state):
        """Go on from ``state``, a ``state`` read earlier (a saved game resumes its sequence).

        A value no step can reach (outside 1 .. the cycle's length) would make
        a generator stuck on one number: it is refused with ValueError.
        """
        if not 1 <= state <= _STATES:
            raise ValueError("%d is not a state of the generator" % state)
        self.state = state

    def below(self, n):
        """Return a uniform int in ``0 .. n-1`` (``n`` from 1 to 32768).

        Lemire's multiply-and-shift: 15 random bits times ``n``, the top part
        is the answer; the few products that would favour some answers are
        drawn again, so every answer is exactly as likely.
        """
        x = self.state
        x = _A * (x & _MASK15) + (x >> 15)
        m = (x & _MASK15) * n
        if m & _MASK15 < n or n < 1:
            if n < 1:
                raise ValueError("below() needs n >= 1")
            t = (_TOP - n) % n
            while m & _MASK15 < t:
                x = _A * (x & _MASK15) + (x >> 15)
                m = (x & _MASK15) * n
        self.state = x
        return m >> 15

    def chance(self, num, den):
        """Return True with probability ``num / den``."""
        return self.below(den) < num

    def shuffle(self, buf, start, count):
        """Shuffle ``buf[start:start+count]`` in place (Fisher-Yates).

        A deal shuffles every round, so the draws of ``below`` are inlined and
        taken two at a time: one uniform number below ``(i + 1) * i`` is a
        uniform pair of positions, below ``i + 1`` and below ``i``.
        """
        x = self.state
        i = count - 1
        while i > 0:
            n = i + 1
            if i > 1:
                n *= i          # at most 104 * 103: a draw of 15 bits suffices
            x = _A * (x & _MASK15) + (x >> 15)
            m = (x & _MASK15) * n
            if m & _MASK15 < n:
                t = (_TOP - n) % n
                while m & _MASK15 < t:
                    x = _A * (x & _MASK15) + (x >> 15)
                    m = (x & _MASK15) * n
            r = m >> 15
            a = start + i
            b = start + r % (i + 1)
            t = buf[a]
            buf[a] = buf[b]
            buf[b] = t
            if i > 1:
                a -= 1
                b = start + r // (i + 1)
                t = buf[a]
                buf[a] = buf[b]
                buf[b] = t
                i -= 1
            i -= 1
        self.state = x
