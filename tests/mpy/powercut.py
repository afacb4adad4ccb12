"""A backend that loses its power in the middle of a write, for the tests of saving.

Not on a board: only tests cut the power, so it lives here rather than in
hardware/storage.py.  Runs on CPython and in the MicroPython VM alike
(tests/mpy/records_check.py imports it as ``powercut``, the pytest files as
``mpy.powercut``).
"""


class PowerCut(Exception):
    """The simulated power failed in the middle of a write."""


class PowerCutStorage:
    """Wrap a backend and lose power after ``cut_after`` bytes have been written (tests).

    Bytes reach ``inner`` in order, as on a real chip: when the budget runs
    out mid-write the first bytes of that write stay stored, the rest never
    arrive, and ``PowerCut`` is raised.  Both backends write from the start
    of a slot, so storing that prefix in one call leaves exactly what writing
    it byte by byte would.  After the cut every write raises at once.
    ``cut_after=None`` never cuts.
    """

    def __init__(self, inner, cut_after=None):
        self.inner = inner
        self.remaining = cut_after
        self.cut = False
        self.twin = getattr(inner, "twin", False)   # as Saves reads it off the backend

    def read(self, name, into=None):
        """Return what ``inner`` holds for ``name``."""
        return self.inner.read(name, into)

    def write(self, name, data):
        """Forward ``data`` to ``inner``, or only its first bytes and raise ``PowerCut``."""
        if self.cut:
            raise PowerCut("the power is off")
        if self.remaining is None or len(data) <= self.remaining:
            self.inner.write(name, data)
            if self.remaining is not None:
                self.remaining -= len(data)
            return
        self.inner.write(name, data[:self.remaining])
        self.remaining = 0
        self.cut = True
        raise PowerCut("power lost while writing %r" % name)
