"""Saves in a board's nvm: a log of records in flash that has one erase unit for all of it.

``storage.pick`` gives this backend when the game may not write the drive
(SELECT held at power-on): ``microcontroller.nvm``, or a bytearray standing
in for it in the simulator and the tests.  Same two methods as the files'
backend (hardware/storage.py): ``read(name, into=None)`` and ``write(name, data)``.
"""

from micropython import const

from hardware import records

# The nvm's saves: (save name, the largest record of each of its two slots).
# A slot holds a payload of its size minus 10 bytes.  All six at their
# largest, with their entries' bytes and the index, fit the log's 4 KB: an
# RP2040's whole nvm, half of a SAMD51's.  Before the log, the slots lay at
# fixed offsets in this order (settings.a at 0, settings.b at 256, stats.a
# at 512, ... session.b at 2560), which NvmStorage still reads.
NVM_LAYOUT = (("settings", 256), ("stats", 512), ("session", 1024))
_LOG_BYTES = const(4096)
_ERASED = const(0xFF)
_INDEX = const(0x40)          # the tag of the entry opening a log written anew
_INDEX_VERSION = const(1)
_INDEX_ENTRY = const(12)      # its tag and record: which slots the log holds, a bit each
MEMORY_BYTES = const(4096)  # an in-memory stand-in for nvm: as much as an RP2040 has


class NvmStorage:
    """Keep the slots as a log of entries in ``nvm`` (``microcontroller.nvm`` or a bytearray).

    The nvm is flash with one erase unit for all of it (an RP2040's 4 KB
    sector, a SAMD51's 8 KB block: tests/mpy/chipflash.py has how each
    writes), so where a save goes decides what a power cut can take:

    - Each write appends an entry, its slot's number then the record, into
      erased bytes after the last entry: an RP2040 then only programs those
      pages, so a cut loses no more than the entry being written.  The
      record goes first and its slot's number last: that one byte commits it.
    - When the log is full, or ends in what a cut left, it is written anew
      in one piece (an erase): first an index of the slots it holds, then
      the newest record of each save that is not the one being written
      (for that one, the record the write must not lose), then the new
      entry, then the rest.  The chip programs from the start, so a cut
      there takes the least needed last, and the index tells the next
      start which saves went: ``read`` gives ``b""`` (damaged) for those.
    - ``rewrite`` (a chip that erases at every write, as ASF4 has the
      SAMD51 do): every write is written anew in that order.

    Only a cut during the erase itself leaves the chip blank, as new.
    ``layout`` is a sequence of ``(name, slot_size)``: each name has the
    slots ``name.a`` and ``name.b`` of records up to that size.  A log that
    starts with a record is the layout before the log (each slot at a fixed
    offset): it is read as it is and written anew at the first write.
    """

    def __init__(self, nvm, layout=NVM_LAYOUT, rewrite=False):
        names = []
        sizes = []
        kinds = bytearray()      # each slot's record kind; 0: any (a layout of other names)
        saves = ("settings", "stats", "session")
        for name, size in layout:
            for suffix in (".a", ".b"):
                names.append(name + suffix)
                sizes.append(size)
                kinds.append(saves.index(name) + 1 if name in saves else 0)
        self._names = names
        self._sizes = sizes
        self.kinds = kinds
        self.used = min(len(nvm), _LOG_BYTES)
        need = _INDEX_ENTRY + sum(sizes) + len(sizes)
        if need > self.used:
            raise ValueError("the layout needs %d bytes of nvm, there are %d" % (need, len(nvm)))
        self._nvm = nvm
        self.rewrite = rewrite
        self._at = [-1] * len(names)   # where each slot's newest record starts; -1: none
        self._length = [0] * len(names)
        self._expected = 0     # the slots the log's index says it holds, a bit each
        self._end = -1         # where the next entry goes; -1 until the log is read
        self._clean = False    # whether every byte from _end on is erased

    def _slot(self, name):
        try:
            return self._names.index(name)
        except ValueError:
            raise ValueError("no nvm region for %r" % name) from None

    def read(self, name, into=None):
        """Return a copy of slot ``name``'s newest record, or None when it was never written.

        ``b""`` when the log's index says the slot was there but a cut took
        it: the save reads as damaged, and the player is told.  ``into``
        (a buffer a backend may read into) is not used: the nvm gives copies.
        """
        i = self._slot(name)
        if self._end < 0:
            self._scan()
        at = self._at[i]
        if at < 0:
            return b"" if self._expected >> i & 1 else None
        return self._nvm[at:at + self._length[i]]

    def write(self, name, data):
        """Store ``data`` as slot ``name``'s newest record: appended, or the log written anew."""
        i = self._slot(name)
        n = len(data)
        if n > self._sizes[i]:
            raise ValueError("%d bytes do not fit the %d-byte slot %r"
                             % (n, self._sizes[i], name))
        if self._end < 0:
            self._scan()
        end = self._end
        if self.rewrite or not self._clean or end + 1 + n > self.used:
            self._write_anew(i, data)
            return
        nvm = self._nvm
        nvm[end + 1:end + 1 + n] = data   # into erased bytes: pages programmed, nothing erased
        nvm[end] = i                      # the commit
        self._at[i] = end + 1
        self._length[i] = n
        self._end = end + 1 + n

    def _record_at(self, at, room, kind=0):
        """Return the length of the valid record at ``at`` (within ``room`` bytes), else 0.

        With ``kind``, a record of another kind is not valid here: a commit
        byte half programmed by a cut can name another slot than its record's.
        """
        nvm = self._nvm
        n = records.extent(nvm[at:at + records.HEADER], room)
        if n > room or records.unpack(nvm[at:at + n]) is None:
            return 0
        if kind and nvm[at + 2] & 0x7F != kind:
            return 0
        return n

    def _scan(self):
        """Read the log from its start: where each slot's newest record is, and where it ends."""
        nvm = self._nvm
        size = self.used
        for i in range(len(self._at)):
            self._at[i] = -1
        self._expected = 0
        at = 0
        count = len(self._at)
        while at < size and nvm[at] != _ERASED:
            tag = nvm[at]
            if tag != _INDEX and tag >= count:
                break                    # what a cut left: the log ends here
            n = self._record_at(at + 1, size - at - 1,
                                records.KIND_INDEX if tag == _INDEX else self.kinds[tag])
            if n == 0:
                break                    # a record cut short, or not the kind its tag names
            if tag == _INDEX:
                self._expected = nvm[at + 1 + records.HEADER]
            else:
                self._at[tag] = at + 1
                self._length[tag] = n
            at += 1 + n
        self._end = at
        self._clean = True
        for i in range(at, size):
            if nvm[i] != _ERASED:
                self._clean = False
                break
        if at == 0 and not self._clean:
            self._scan_fixed()
            if max(self._at) < 0:
                # Neither blank (0xFF, or 0 as a new chip may be) nor any record: an
                # erase cut short leaves its bits half set.  What was here is lost: told.
                for i in range(1, size):
                    if nvm[i] != nvm[0]:
                        self._expected = (1 << len(self._at)) - 1
                        break

    def _scan_fixed(self):
        """Read the layout from before the log: slot after slot, each at its fixed offset."""
        offset = 0
        for i in range(len(self._sizes)):
            size = self._sizes[i]
            if offset + size <= self.used:
                n = self._record_at(offset, size, self.kinds[i])
                if n:
                    self._at[i] = offset
                    self._length[i] = n
            offset += size

    def _order(self, written):
        """Return the slots to keep when the log is written anew, the most needed first.

        The record of each save the next start must find comes first: for
        the save being written, its other slot (the write must not lose the
        last good one); for the others, their newer slot.  Then ``written``
        (its new record), then the other slots.
        """
        first = []
        rest = []
        for pair in range(0, len(self._at), 2):
            if pair == written & ~1:
                keep = written ^ 1
            elif self._newer(pair + 1, pair):
                keep = pair + 1
            else:
                keep = pair
            first.append(keep)
            other = keep ^ 1
            if other != written:
                rest.append(other)
        return first + [written] + rest

    def _newer(self, i, j):
        """Return True if slot ``i`` holds a record and ``j`` none, or a newer one."""
        if self._at[i] < 0:
            return False
        if self._at[j] < 0:
            return True
        nvm = self._nvm
        a = self._at[i] + 4             # the records' sequence numbers
        b = self._at[j] + 4
        return records.newer(nvm[a] << 8 | nvm[a + 1], nvm[b] << 8 | nvm[b + 1])

    def _write_anew(self, written, data):
        """Write the whole log in one piece: its index, the slots in ``_order``, the new record."""
        nvm = self._nvm
        image = bytearray(self.used)
        for i in range(self.used):
            image[i] = _ERASED
        at = _INDEX_ENTRY
        mask = 0
        for i in self._order(written):
            if i == written:
                record = data
            elif self._at[i] >= 0:
                record = nvm[self._at[i]:self._at[i] + self._length[i]]
            else:
                continue
            n = len(record)
            image[at] = i
            image[at + 1:at + 1 + n] = record
            self._at[i] = at + 1
            self._length[i] = n
            mask |= 1 << i
            at += 1 + n
        image[0] = _INDEX
        records.pack(records.KIND_INDEX, _INDEX_VERSION, 0, bytes((mask,)), memoryview(image)[1:])
        nvm[0:self.used] = image             # the erase, then the pages from the first
        self._expected = mask
        self._end = at
        self._clean = True
