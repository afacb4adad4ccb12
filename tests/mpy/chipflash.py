"""An nvm that behaves like a board's flash: erase units, page programming, a power cut anywhere.

``microcontroller.nvm`` is flash, and CircuitPython writes it the way its
chip must (read there, modelled here; tests and tools only):

- RP2040 (``ports/raspberrypi/common-hal/nvm/ByteArray.c``): a write into
  bytes that are all erased (0xFF) only programs the 256-byte pages it
  touches; any other write copies the 4 KB sector, erases it and programs it
  again, page by page from its start.  The nvm is that one sector.
- SAMD51 (``ports/atmel-samd/common-hal/nvm/ByteArray.c`` calls ASF4's
  ``flash_write``): modelled as erasing its 8 KB block, which is all of the
  nvm, and programming it again, 512-byte page by page, at every write.

Each erase and each page programmed is one step; ``cut_after`` steps in,
the power goes: an erase cut short leaves the whole unit erased, a program
cut short leaves the pages before it written and the rest erased.  Runs on
CPython and in the MicroPython VM alike.
"""

ERASED = 0xFF


class PowerCut(Exception):
    """The simulated power failed in the middle of a write."""


class Flash:
    """``size`` bytes of nvm: ``page`` bytes a program step, one erase unit for all of it.

    ``erase_always`` is the SAMD51's way (every write erases); without it,
    the RP2040's (only a write over programmed bytes erases).  ``steps``
    counts the erases and pages programmed so far.
    """

    def __init__(self, size, page, erase_always, cut_after=None):
        self.data = bytearray(b"\xff" * size)
        self.page = page
        self.erase_always = erase_always
        self.cut_after = cut_after
        self.steps = 0
        self.cut = False

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        return self.data[i]

    def __setitem__(self, key, values):
        if isinstance(key, int):
            key, values = slice(key, key + 1), bytes((values,))
        start, stop = key.start or 0, key.stop if key.stop is not None else len(self.data)
        if self.cut:
            raise PowerCut("the power is off")
        wanted = bytearray(self.data)
        wanted[start:stop] = values
        page = self.page
        if not self.erase_always and all(b == ERASED for b in self.data[start:stop]):
            first, last = start // page, (stop - 1) // page
        else:
            try:
                self._step()
            finally:         # an erase cut short: taken as done, the whole unit blank
                for i in range(len(self.data)):
                    self.data[i] = ERASED
            first, last = 0, len(self.data) // page - 1
        for p in range(first, last + 1):
            self._step()
            self.data[p * page:(p + 1) * page] = wanted[p * page:(p + 1) * page]

    def _step(self):
        """Take one erase or program step, unless the power goes first."""
        if self.cut_after is not None and self.steps >= self.cut_after:
            self.cut = True
            raise PowerCut("power lost %d steps into the flash's work" % self.steps)
        self.steps += 1


def rp2040(cut_after=None):
    """Return an RP2040's nvm: 4 KB, one sector, 256-byte pages."""
    return Flash(4096, 256, False, cut_after)


def samd51(cut_after=None):
    """Return a SAMD51's nvm: 8 KB, one block, 512-byte pages, erased at every write."""
    return Flash(8192, 512, True, cut_after)
