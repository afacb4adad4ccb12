"""The ring of save files: found at power-on, made once; code no turn holds.

hardware/storage.py's ``FileStorage`` writes each save in place on a side
of a ring of files.  Finding where each save's newest record is (``scan``)
is power-on's, when a board reads every save; making the ring
(``prepare``) is tools/deploy.py's, or the first save's on a drive it did
not prepare.  In this module, not ``FileStorage``'s, a board does not hold
that code through the evening (the table's turn, while the turn before is
saved, is its heap's peak): ``Keeper.load`` lets it go with
hardware/reading.py once the saves are read.
"""

from hardware import records
from hardware.storage import FILE_BYTES, SAVES, SIDES


def scan(files, kind, i):
    """Find the side of parity ``i & 1`` holding save ``kind``'s newest record.

    ``files`` is a ``FileStorage``; this runs once for each save and parity,
    at power-on (a board reads every save then), so a turn's save neither
    holds this code nor reads the ring whole.
    """
    best = 31
    seq = 0
    end = -1                 # a side whose copy is damaged
    last = -1
    for slot in range(i & 1, SIDES, 2):
        data = files._read(slot, kind)
        if data is None:
            if files.size(files._slot(slot)) != FILE_BYTES:
                end = slot               # not made, or a cut left it unreadable
                continue
            last = slot
            continue
        last = slot
        found = records.unpack(data)
        if found is None or found[0] & 0x7F != kind + 1:
            end = slot
            continue
        if best == 31 or records.newer(found[2], seq):
            best = slot
            seq = found[2]
    if end >= 0 and last >= 0:           # the ring was made: a copy of it is gone
        files._lost |= 1 << i
        best |= (end + 1) << 5
    files._at[i] = best
    if files.size("%s/%s.%s" % (files.folder, SAVES[kind], "ab"[i & 1])) >= 0:
        files._before |= 1 << i


def prepare(files):
    """Make what is missing of ``files``' ring (files and folders); return the files made.

    Done once (by the first save, or by tools/deploy.py): the only time
    the game changes the drive's FAT.  Each file is written whole at its
    full size, erased-flash bytes.
    """
    n = 0
    buf = b"\xff" * 512
    folder = files.folder
    for i in range(-2, SIDES):
        path = folder if i == -2 else "%s/%02d" % (folder, i)
        if i == -1:                      # the guard, before the first side's folder
            if files.size("%s/%02d" % (folder, 0)) >= 0 or files.size(folder + "/pad") == 4096:
                continue
            path = folder + "/pad"
        else:
            try:
                files.os.mkdir(path)
            except OSError:
                pass      # there already; or refused, which the files' writes say
            if i < 0:
                continue
            path += "/saves"
        size = 4096 if i == -1 else FILE_BYTES
        if files.size(path) != size:
            with files.open(path, "wb") as f:
                for _ in range(size // 512):
                    f.write(buf)
            n += 1
    return n
