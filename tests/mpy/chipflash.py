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
the power goes: just before that step (an erase not begun leaves the unit
as it was; a program, the pages before it written and the rest erased), or
with ``inside`` during it, leaving bits half set: a unit half erased (some
bits of each byte still as they were), a page half programmed (some bits
not yet cleared).  ``ERASE_MS`` and ``PAGE_MS`` are each chip's step times,
for weighing a cut by how long the chip spends where it lands.  Runs on
CPython and in the MicroPython VM alike.
"""

ERASED = 0xFF


def half(value, i, erase):
    """Return byte ``value`` (at ``i``) as a step cut inside leaves it.

    An erase sets bits, a program clears them: cut short, some are done.
    """
    mask = (i * 167 + 89) & 0xFF
    if erase:
        return value | mask
    return value | (~value & mask & 0xFF)


class PowerCut(Exception):
    """The simulated power failed in the middle of a write."""


class Flash:
    """``size`` bytes of nvm: ``page`` bytes a program step, one erase unit for all of it.

    ``erase_always`` is the SAMD51's way (every write erases); without it,
    the RP2040's (only a write over programmed bytes erases).  ``steps``
    counts the erases and pages programmed so far.
    """

    def __init__(self, size, page, erase_always, cut_after=None, erase_ms=1.0, page_ms=1.0):
        self.data = bytearray(b"\xff" * size)
        self.page = page
        self.erase_always = erase_always
        self.cut_after = cut_after
        self.inside = False      # the cut lands inside its step, not just before it
        self.steps = 0
        self.cut = False
        self.erase_ms = erase_ms
        self.page_ms = page_ms
        self.erases = 0          # erases done so far: the wear
        self.kinds = []          # with ``log``: "e" or "p" for each step taken
        self.log = False

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
            if self._cut("e"):
                if self.inside:
                    for i in range(len(self.data)):
                        self.data[i] = half(self.data[i], i, True)
                raise PowerCut("power lost %d steps into the flash's work" % self.steps)
            for i in range(len(self.data)):
                self.data[i] = ERASED
            self.erases += 1
            first, last = 0, len(self.data) // page - 1
        for p in range(first, last + 1):
            if self._cut("p"):
                if self.inside:
                    for i in range(p * page, (p + 1) * page):
                        self.data[i] = self.data[i] & half(wanted[i], i, False)
                raise PowerCut("power lost %d steps into the flash's work" % self.steps)
            self.data[p * page:(p + 1) * page] = bytes(
                a & b for a, b in zip(self.data[p * page:(p + 1) * page],
                                      wanted[p * page:(p + 1) * page]))

    def _cut(self, kind):
        """Return True when the power goes at this step; else count it as taken."""
        if self.cut_after is not None and self.steps >= self.cut_after:
            self.cut = True
            return True
        self.steps += 1
        if self.log:
            self.kinds.append(kind)
        return False

    def step_ms(self, kind):
        """Return how long a step of ``kind`` ("e", "p") takes, in ms."""
        return self.erase_ms if kind == "e" else self.page_ms


def rp2040(cut_after=None):
    """Return an RP2040's nvm: 4 KB, one sector, 256-byte pages.

    Its times are meant as the Pico's flash's typical ones (Winbond
    W25Q16JV): a 4 KB sector erase 45 ms, a page 0.4 ms.  Not confirmed in
    the W25Q16JV's own data sheet; its sister W25Q32JV's (rev C, 9.6 AC
    Electrical Characteristics) gives tSE 45 ms typical (400 max), tPP
    0.7 ms typical (3 max).
    """
    return Flash(4096, 256, False, cut_after, 45.0, 0.4)


def samd51(cut_after=None):
    """Return a SAMD51's nvm: 8 KB, one block, 512-byte pages, erased at every write.

    Its times (SAM D5x/E5x data sheet DS60001507E, 54.12, Table 54-40,
    typical; based on simulation there): an 8 KB block erase (tFEB) 50 ms
    (200 max), a 512-byte page write (tFPW) 1.5 ms (3 max).
    """
    return Flash(8192, 512, True, cut_after, 50.0, 1.5)
