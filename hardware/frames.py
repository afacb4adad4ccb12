"""A board's clock and its pace of 30 frames a second, shared by every board.

``supervisor.ticks_ms()`` wraps at 2**29, so times stay small ints that
never allocate; they are compared with ``elapsed``, never with ``<``.  A
board's Device inherits from ``Frames`` and gives ``_poll()`` (read the
buttons) and ``_silence()`` (end a tone).
"""

import time

import supervisor
from micropython import const

FRAME_MS = const(33)  # about 30 frames a second
MS_MASK = const(0x1FFFFFFF)
_MS_HALF = const(0x10000000)


def ticks_diff(later, earlier):
    """Return ``later - earlier`` for two ticks_ms() values, across the wrap."""
    return ((later - earlier + _MS_HALF) & MS_MASK) - _MS_HALF


class Frames:
    """The clock from power-on, the wait for the next frame, and when a tone ends."""

    def __init__(self):
        self._start = supervisor.ticks_ms()
        self._next_frame = 0  # in now_ms() time
        self._tone_ms = 0     # how long the tone playing now lasts; 0 = silent
        self._tone_start = 0

    def now_ms(self):
        """Return the milliseconds since start, modulo 2**29 (about 6.2 days).

        Compare two readings with ``elapsed``, never with ``<``: the value wraps.
        """
        return (supervisor.ticks_ms() - self._start) & MS_MASK

    def elapsed(self, since_ms):
        """Return the milliseconds from ``since_ms`` (a now_ms() value) to now."""
        return (self.now_ms() - since_ms) & MS_MASK

    def wait_frame(self):
        """Wait for the start of the next frame, ending a finished tone."""
        self._poll()
        if self._tone_ms and self.elapsed(self._tone_start) >= self._tone_ms:
            self._silence()
        self._next_frame = (self._next_frame + FRAME_MS) & MS_MASK
        wait = ticks_diff(self._next_frame, self.now_ms())
        if wait > 0:
            time.sleep(wait / 1000)
        elif wait < -FRAME_MS:
            self._next_frame = self.now_ms()  # fell behind: do not rush to catch up
