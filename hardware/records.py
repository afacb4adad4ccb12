"""Save records that never load garbage: framing, CRC, two slots, versions.

A record is ``magic | kind | version | seq | length | payload | crc``::

    offset  size  field
    0       2     magic b"OM"
    2       1     kind (KIND_SETTINGS, KIND_STATS, KIND_SESSION, KIND_INDEX), plus TWIN
    3       1     version of the payload's format (0..255)
    4       2     sequence number, big-endian, wraps 0xFFFF -> 0
    6       2     payload length, big-endian
    8       n     payload
    8+n     2     CRC-16/CCITT-FALSE of bytes 0..8+n, big-endian

so a record costs ``OVERHEAD`` (10) bytes beyond its payload.  Each save has
two slots written alternately: an interrupted write damages only the slot
being written, and the other still holds the previous good record.  A kind
with ``TWIN`` set says the record's other slot is on a medium of its own
and was written too: should it be missing, a save may have been lost, and
the player is told (hardware/storage.py's ``Saves.load``).

>>> out = bytearray(16)
>>> n = pack(KIND_SETTINGS, 1, 7, b"hi", out)
>>> n, unpack(out)
(12, (1, 1, 7, 8, 2))
>>> hex(crc16(b"123456789"))
'0x29b1'

The ring's layout (where ``FileStorage`` keeps each save, hardware/storage.py)
and what ``Keeper.load`` reports are here too: storage, power-on's reading
(hardware/reading.py) and the keeper share them, and this module imports
none of theirs.  Its ints are folded at deploy; play holds its two names.

Pure logic over byte buffers: runs on CircuitPython and CPython alike.
"""

from micropython import const

KIND_SETTINGS = const(1)
KIND_STATS = const(2)
KIND_SESSION = const(3)
KIND_INDEX = const(4)  # hardware/storage.py's nvm log: which slots it holds
TWIN = const(0x80)     # set in a kind: its other slot is on another medium, and was written
_KIND = const(0x7F)

HEADER = const(8)
OVERHEAD = const(10)  # header + CRC
_MAX_PAYLOAD = const(0xFFFF)
_MAGIC0 = const(0x4F)  # "O"
_MAGIC1 = const(0x4D)  # "M"

# What a save's reading found (hardware/reading.py's ``settle``, which says it too).
OK = const(0)  # the saved payload, current version
EMPTY = const(1)  # nothing was ever saved: defaults, nothing to say
MIGRATED = const(2)  # an older version, converted by the caller's migrate()
OLD = const(3)  # an older version that could not be converted: defaults
NEWER = const(4)  # a version this game does not know: defaults
DAMAGED = const(5)  # no slot holds a valid record: defaults
PARTIAL = const(6)  # one slot valid, its twin on the other medium gone: the last save may be lost

# What ``Keeper.load`` reports for the title's notice (hardware/reading.py's ``load`` finds it).
LOST = const(1)       # a save was unreadable (defaults used)
OFF = const(2)        # nowhere to save
ONE_LOST = const(3)   # a save's twin copy was lost: its last save may be, the one before is loaded

# The ring (hardware/storage.py's ``FileStorage``): one file, made once, then written in place.
RING = "ring"               # its name in the saves' folder
SIDES = const(28)           # sides in the ring: each erase block takes 1/28 of the saves
GUARD = const(4096)         # the ring's first bytes, never written: a block with another file's
SIDE = const(6144)          # from a side to the next: 2 KB of records and 4 KB between
RING_BYTES = const(176128)  # GUARD + SIDES * SIDE
# Each save's place in a side: settings at 0, stats at 512, session at 1024, each at a
# 512-byte sector's start; each save's room, the nvm's slot sizes (256, 512, 1024): both
# written out where used.
SAVES = ("settings", "stats", "session")           # the saves, in their order in a side


def crc16(buf, start=0, end=None):
    """Return the CRC-16/CCITT-FALSE of ``buf[start:end]`` (0x29B1 for b"123456789")."""
    if end is None:
        end = len(buf)
    crc = 0xFFFF
    for i in range(start, end):
        crc ^= buf[i] << 8
        for _ in range(8):
            if crc & 0x8000:
                crc = ((crc << 1) ^ 0x1021) & 0xFFFF
            else:
                crc = (crc << 1) & 0xFFFF
    return crc


def pack(kind, version, seq, payload, out):
    """Write one record into the preallocated ``out``; return its length in bytes."""
    n = len(payload)
    if not 0 <= kind <= 255 or not 0 <= version <= 255:
        raise ValueError("kind and version must fit in one byte")
    if n > _MAX_PAYLOAD or n + OVERHEAD > len(out):
        raise ValueError("a %d-byte payload does not fit in a %d-byte buffer" % (n, len(out)))
    seq &= 0xFFFF
    out[0] = _MAGIC0
    out[1] = _MAGIC1
    out[2] = kind
    out[3] = version
    out[4] = seq >> 8
    out[5] = seq & 0xFF
    out[6] = n >> 8
    out[7] = n & 0xFF
    out[HEADER:HEADER + n] = payload
    crc = crc16(out, 0, HEADER + n)
    out[HEADER + n] = crc >> 8
    out[HEADER + n + 1] = crc & 0xFF
    return n + OVERHEAD


def unpack(buf):
    """Return ``(kind, version, seq, payload_start, payload_len)``, or None if not a record.

    Bytes after the record are ignored (an nvm region is larger than its
    record).  Never raises on garbage: short, foreign or damaged input and
    None all give None.
    """
    if buf is None or len(buf) < OVERHEAD:
        return None
    if buf[0] != _MAGIC0 or buf[1] != _MAGIC1:
        return None
    n = (buf[6] << 8) | buf[7]
    end = HEADER + n
    if end + 2 > len(buf):
        return None
    if crc16(buf, 0, end) != (buf[end] << 8) | buf[end + 1]:
        return None
    return buf[2], buf[3], (buf[4] << 8) | buf[5], HEADER, n


def extent(head, room):
    """Return how many bytes hold the record whose first ``HEADER`` bytes are ``head``.

    At most ``room`` (the slot's size), and ``room`` when ``head`` starts no
    record: a reader then copies the record, not the whole slot.
    """
    if len(head) < HEADER or head[0] != _MAGIC0 or head[1] != _MAGIC1:
        return room
    return min(room, HEADER + ((head[6] << 8) | head[7]) + 2)


def newer(seq, than):
    """Return True if sequence number ``seq`` comes after ``than`` (16-bit serial arithmetic)."""
    return 0 < ((seq - than) & 0xFFFF) < 0x8000


def load(slot_a, slot_b, kind, older=False):
    """Pick the newest valid record of ``kind`` from the two slots (with ``older``, the other).

    Return ``(slot, version, seq, payload_start, payload_len)`` where slot is
    0 for ``slot_a`` and 1 for ``slot_b``, or None when there is none: with
    ``older``, the valid record that is not the newest, for when the newest
    is refused by what reads it.
    """
    return pick(unpack(slot_a), unpack(slot_b), kind, older)


def pick(a, b, kind, older=False):
    """Return ``load``'s answer from the two slots' ``unpack`` answers ``a`` and ``b``.

    A save reads its two slots one at a time and keeps each one's
    ``unpack`` alone, not its bytes (hardware/storage.py's ``Saves.save``).
    """
    if a is not None and a[0] & _KIND != kind:
        a = None
    if b is not None and b[0] & _KIND != kind:
        b = None
    b_newest = b is not None and (a is None or newer(b[2], a[2]))
    if older:                # the one of two valid records that is not the newest
        if a is None or b is None:
            return None
        b_newest = not b_newest
    if b_newest:
        return 1, b[1], b[2], b[3], b[4]
    if a is not None:
        return 0, a[1], a[2], a[3], a[4]
    return None


def next_slot(found, over_newest=False):
    """Return ``(slot, seq)`` for the write after ``found`` (``load``'s answer): not the newest's.

    The newest record stays untouched, so a write cut short leaves it
    loadable.  With ``over_newest`` the write goes over the newest instead
    (one its reader refused), so that the older one, in use, stays.
    """
    if found is None:
        return 0, 0
    return found[0] if over_newest else 1 - found[0], (found[2] + 1) & 0xFFFF
