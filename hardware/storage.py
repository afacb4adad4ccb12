"""Where saves live: file and nvm backends behind ``read``/``write``, and ``Saves``.

A backend has two methods: ``read(name, into=None)`` returns the stored bytes
or None when nothing was ever stored there (in the buffer ``into``, where the
backend can), ``write(name, data)`` stores ``data``.
Each logical save (``"settings"``, ``"stats"``, ``"session"``) uses two slot
names, ``name + ".a"`` and ``name + ".b"``, written alternately (see
hardware/records.py), so a write cut short by a power loss or a reset leaves
the previous good copy in the other slot.

``Saves`` packs, picks the slot and checks versions:

>>> from hardware.nvm import NvmStorage
>>> saves = Saves(NvmStorage(bytearray(4096)))
>>> saves.save("settings", records.KIND_SETTINGS, 1, b"\\x03")
True
>>> saves.load("settings", records.KIND_SETTINGS, 1)
(b'\\x03', 0, '')

Which backend a device has is ``pick``'s choice (hardware/reading.py's:
power-on's alone; each device module's ``open_storage`` calls it): files
when the game may write the drive (read from its mount, never tried by
writing), else nvm, else none, saving off, with a message for the player.
"""

from micropython import const

from game.words import drop
from hardware import records
from hardware.records import GUARD, RING, RING_BYTES, SAVES, SIDE, SIDES

_MAX_PAYLOAD = const(1014)  # the largest nvm slot (hardware/nvm.py) minus records.OVERHEAD

SAVE_FOLDER = "/oldmaid"  # on a board: a folder at the root of CIRCUITPY
_ENOSPC = const(28)


class FileStorage:
    """Keep the saves in a ring of sides in one file, made once at full size, then written in place.

    The ring is ``folder/ring``: after a 4 KB guard, ``SIDES`` sides 6 KB
    apart, each with the settings' record at its start, the stats' at 512,
    the session's at 1024.  Slot ``x.a`` of a save is its newest record on
    an even side, ``x.b`` on an odd one; each write goes to the next side of
    its parity round the ring that holds no other save's newest copy of that
    parity.

    The file is opened ``r+b`` once and kept open: a save seeks, writes its
    record and reads a byte of the guard, which moves FatFs's one-sector
    window (lib/oofatfs, ``FF_FS_TINY``) and so writes the record's sector
    to the drive; ``os.sync()`` then writes CircuitPython's cached erase
    block to the flash.  The file is never flushed nor closed in play:
    FatFs's ``f_sync`` rewrites the file's directory entry (its time) at
    every flush or close of a written file, and a power cut in that
    sector's erase block garbles the folder, which a computer's disk check
    then "repairs".  So play writes neither the FAT nor a directory, only
    the record's sectors (tools/measure/fatdrive.py models it).  A side's 2 KB of
    records and the 4 KB between it and its neighbours (and the guard, and
    the last side's tail) keep each erase block a save rewrites to that
    side's records alone, wherever the blocks fall in a file whose clusters
    follow one another (a drive that had room in one piece when it was made;
    hardware/reading.py's ``prepare``): a power cut takes one side's copies
    at most, none of them another save's newest of its parity (a cut can
    leave a record erased, which reads as never written: it must be one no
    load needs), and the other parity holds each save's last or the one
    before; that loss is told (``trouble``).  Round the ring, each block is
    rewritten once in 28 saves: the flash's wear, spread.  The ring is made
    whole at power-on (a board's ``pick``, a simulator's first reading) or
    by tools/ship/deploy.py, never in part, never again (hardware/reading.py's
    ``prepare``; finding the newest sides at power-on is its ``scan``: code
    a turn does not hold); the records of the layouts before
    (``folder/00/saves`` ..., ``folder/settings.a`` ...) are copied into it
    then, and those files never written.  ``os`` stands in for ``os`` and
    ``open`` (tests: a recording drive, a model of one).
    """

    twin = True

    def __init__(self, folder, os=None):
        self.folder = folder
        self.open = open if os is None else os.open
        # CircuitPython's os.sync(), given by hardware/reading.py's pick on a board, writes
        # its cached erase block to the flash; a computer's files need none.
        self._sync = getattr(os, "sync", None)
        if os is None:
            import os
        self.os = os
        # Per save and parity: the side of its newest record (-1: none), plus
        # 32 times one more than a side found damaged, to write next; -2: not read.
        self._at = [-2] * 6
        self._lost = 0              # per save and parity, a bit: a copy found damaged
        self._file = None           # the ring, open r+b; False: not made; 0: cannot be

    def size(self, path):
        """Return the length of file ``path``, -1 when there is none."""
        try:
            return self.os.stat(path)[6]
        except OSError:
            return -1

    def ring(self):
        """Return the ring's file, open ``r+b`` and kept; None when it is not made whole."""
        f = self._file
        if f is None:
            f = False
            path = self.folder + "/" + RING
            if self.size(path) == RING_BYTES:
                try:
                    f = self.open(path, "r+b")
                except OSError:
                    pass
            self._file = f
        return f or None

    def trouble(self, name):
        """Return True when a copy of save ``name`` was found damaged on a side of the ring."""
        return name in SAVES and self._lost >> SAVES.index(name) * 2 & 3 != 0

    def read(self, name, into=None):
        """Return the newest record of slot ``name`` on its sides, or None when there is none.

        The sides are read once (at power-on); then only the slot found, into
        the buffer ``into`` if it is given and large enough (a view of it is
        returned), else into a new one.
        """
        dot = name.find(".")
        kind = SAVES.index(name[:dot])
        i = kind * 2 + (name[-1] == "b")
        if self._at[i] == -2:
            from hardware.reading import scan  # power-on's: loaded then already

            scan(self, kind, i)
        slot = self._at[i] & 31
        return self._read(slot, kind, into) if slot < 31 else b"" if self._at[i] >> 5 else None

    def _read(self, slot, kind, into=None):
        """Return save ``kind``'s record on ``side``: None if none, b"" if cut short.

        Read into ``into`` where it has room (a save's own buffer: a save
        comes at the busiest moment of a turn, when a heap that has room
        enough may still lack a kilobyte in one piece), else into one new
        buffer of the record's size.
        """
        f = self.ring()
        if f is None:
            return None
        try:
            f.seek(GUARD + slot * SIDE + kind * 512)
            head = f.read(records.HEADER)
            if len(head) < records.HEADER:
                return b""
            if head[0] == 0xFF and head[1] == 0xFF:
                return None                      # made, never written
            n = records.extent(head, (256, 512, 1024)[kind])
            data = memoryview(into)[:n] if into and len(into) >= n else bytearray(n)
            data[:records.HEADER] = head
            if f.readinto(memoryview(data)[records.HEADER:]) != len(data) - records.HEADER:
                return b""
            return data
        except OSError:
            return None

    def write(self, name, data):
        """Write ``data`` in place on the next side of slot ``name``'s parity."""
        dot = name.find(".")
        kind = SAVES.index(name[:dot]) if name[:dot] in SAVES else -1
        if kind < 0 or len(data) > (256, 512, 1024)[kind]:
            raise ValueError("%d bytes do not fit the save %r" % (len(data), name))
        i = kind * 2 + (name[-1] == "b")
        for j in range(i & 1, 6, 2):         # where each save's newest copy of this parity is
            if self._at[j] == -2:            # (a board's power-on found them all)
                from hardware.reading import scan

                scan(self, j >> 1, j)
                scan = None
                drop("hardware.reading")     # power-on's: not held through a turn
        f = self.ring()
        if f is None:
            raise OSError(_ENOSPC, "no room for the saves' ring in " + self.folder)
        slot = (self._at[i] >> 5) - 1        # a damaged copy first: the ring whole again
        after = self._at[i] & 31             # else the side after its newest (31: none yet),
        # never one holding another save's newest copy of this parity: a cut would take it
        while slot < 0 or slot == self._at[(i + 2) % 6] & 31 or slot == self._at[(i + 4) % 6] & 31:
            slot = after = i & 1 if after >= SIDES - 2 else after + 2
        f.seek(GUARD + slot * SIDE + kind * 512)
        f.write(data)
        f.seek(0)                            # FatFs's window moved: the sector to the drive,
        f.read(1)                            # and no flush, no close: no directory entry
        if self._sync is not None:
            self._sync()                     # CircuitPython's cached erase block to the flash
        if (self._at[i] >> 5) - 1 == slot:
            self._lost &= ~(1 << i)          # mended
        self._at[i] = slot


class Saves:
    """Save and load payloads as two-slot records on one backend.

    ``max_payload`` sizes the one record buffer, allocated here once.
    """

    def __init__(self, storage, max_payload=_MAX_PAYLOAD):
        self.storage = storage
        self._out = bytearray(max_payload + records.OVERHEAD)
        self.error = None        # why the last save was refused (an OSError), if it was
        self.twin = getattr(storage, "twin", False)
        self.trouble = getattr(storage, "trouble", None)   # its word on a copy found damaged

    def save(self, kind_name, kind, version, payload, over_newest=False):
        """Write ``payload`` to the slot not holding the newest record; return False if refused.

        A backend that refuses (read-only drive, full disk) gives False; the
        previous save is still there.  A payload too big raises ValueError.
        ``over_newest`` writes over the newest record instead: one refused
        when it was read, so that the older record in use stays.  On a
        backend whose slots are ``twin``, a first save writes both.  Nothing
        is written when the newest record already holds ``payload`` and the
        other slot a valid one (no copy found damaged): the flash's wear.
        """
        # The two slots read one at a time into the record buffer, each done with
        # once its head is read and compared (in a view, no copy) and before the
        # record is packed there: a session's save comes at a turn's busiest.
        heads = [None, None]
        same = 0                 # a bit a slot: its record holds ``payload``
        for i in range(2):
            data = self.storage.read(kind_name + (".b" if i else ".a"), self._out)
            head = heads[i] = records.unpack(data)
            if head is not None and memoryview(data)[head[3]:head[3] + head[4]] == payload:
                same |= 1 << i
            data = None
        found = records.pick(heads[0], heads[1], kind)
        if (found is not None and not over_newest and found[1] == version
                and same >> found[0] & 1
                and records.pick(heads[0], heads[1], kind, True) is not None
                and not (self.trouble and self.trouble(kind_name))):
            return True
        slot, seq = records.next_slot(found, over_newest)
        first = self.twin and found is None
        if self.twin:
            kind |= records.TWIN
        try:
            for _ in range(2 if first else 1):
                n = records.pack(kind, version, seq, payload, self._out)
                self.storage.write(kind_name + (".b" if slot else ".a"),
                                   memoryview(self._out)[:n])
                slot = 1 - slot
                seq = (seq + 1) & 0xFFFF
        except OSError as e:
            self.error = e
            return False
        return True

    def load(self, kind_name, kind, version, migrate=None, older=False):
        """Return ``(payload or None, status, message)`` for the newest valid save.

        None means "use defaults"; ``status`` is one of records' status codes
        and ``message`` the text to show the player ("" when there is none).
        With ``older``, the valid save before the newest (None if none).
        Power-on's alone: hardware/reading.py's, which ``Keeper.load`` lets go.
        """
        from hardware.reading import load_save

        return load_save(self, kind_name, kind, version, migrate, older)
