"""Cut the power in the saves' writes on CircuitPython's own FatFs: its unix port, given by you.

    python3 -m tools.measure.fatcuts
        --binary PATH/TO/circuitpython/ports/unix/build-standard/micropython
        [--layout in-place|wb|both] [--mix short|evening] [--every-save N]

PC-only; it builds nothing and ships nothing: it runs a CircuitPython unix
port you built (it has ``os.VfsFat``) on a script that mounts a Python
block device of a PyBadge's 4,088 sectors (``os.VfsFat.mkfs``: FAT12, 1 KB
clusters, a 6-sector FAT, data from sector 39, as CircuitPython's own
``f_mkfs`` gives its partition: tools/measure/fatdrive.py) behind the one-block
cache of supervisor/shared/external_flash/external_flash.c (a 4 KB erase
sector written back when another sector is written, when a 512-byte block
already written is written again, and at a sync; an erased block
programmed at once).  It copies the game's files on
as deploy would, then replays the saves a session made (recorded here,
through the loop) with hardware/storage.py's FileStorage (``in-place``) or
as the game wrote them before (``wb``: each save's file opened ``wb``).

It logs every erase-sector rewrite, and for each one during play cuts the
power three ways (inside the erase, bits half set; erased; half its pages
programmed), mounts what is left and checks: the drive mounts, every file
the game did not write reads as copied, and each save loads its last
completed copy (or the one being written), a loss told, a loss untold, or
garbage.  Prints the counts per layout; then, on this computer, ``fsck.fat
-n`` (dosfstools) on the drive each cut point of the flash's log leaves.
"""

import argparse
import os
import subprocess
import sys
import tempfile

from tools.measure import chipcuts, fatdrive

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

SCRIPT = r'''
import os, sys
sys.path.append(ROOT)
from hardware import records
from hardware.reading import prepare
from hardware.storage import FileStorage, Saves

SECTOR = 512
SECTORS = 4088
BLOCK = 4096
PER = BLOCK // SECTOR
ERASED = b"\xff" * SECTOR
PAGE_ERASED = False    # external_flash.c's page_erased, as compiled: never (fatdrive.py)
KINDS = ("settings", "stats", "session")
ORDER = ("cuts", "kept", "lost, told", "lost silently", "garbage", "more than the last",
         "unmountable", "other file")


class Flash:
    """A PyBadge's drive (4,088 sectors) behind external_flash.c's one-block cache."""

    def __init__(self, data):
        self.data = data
        self.cached = -1
        self.cache = bytearray(BLOCK)
        self.dirty = 0
        self.log = None
        self.erases = {}
        self.dump = None

    def readblocks(self, n, buf, off=0):
        for k in range(0, len(buf), SECTOR):
            at = (n + k // SECTOR) * SECTOR
            if at // BLOCK == self.cached:
                i = at % BLOCK
                buf[k:k + SECTOR] = self.cache[i:i + SECTOR]
            else:
                buf[k:k + SECTOR] = self.data[at:at + SECTOR]

    def writeblocks(self, n, buf, off=0):
        for k in range(0, len(buf), SECTOR):
            self._write(n + k // SECTOR, memoryview(buf)[k:k + SECTOR])

    def _write(self, n, buf):
        block = n // PER
        mask = 1 << (n % PER)
        if block != self.cached or self.dirty & mask:
            if PAGE_ERASED and self.data[n * SECTOR:(n + 1) * SECTOR] == ERASED:
                old = bytes(self.data[block * BLOCK:(block + 1) * BLOCK])
                self.data[n * SECTOR:(n + 1) * SECTOR] = buf
                self._logged(block, old, (n % PER) * 2)
                return
            self.flush()
            self.cached = block
            self.cache[:] = self.data[block * BLOCK:(block + 1) * BLOCK]
        i = (n % PER) * SECTOR
        self.cache[i:i + SECTOR] = buf
        self.dirty |= mask

    def flush(self):
        if self.dirty:
            b = self.cached
            old = bytes(self.data[b * BLOCK:(b + 1) * BLOCK])
            self.data[b * BLOCK:(b + 1) * BLOCK] = self.cache
            self._logged(b, old, -1)
            self.erases[b] = self.erases.get(b, 0) + 1
            self.dirty = 0

    def _logged(self, b, old, first):
        new = bytes(self.data[b * BLOCK:(b + 1) * BLOCK])
        if self.log is not None:
            self.log.append((b, old, new))
        if self.dump is not None:
            self.dump.write(b"%d %d %d\n" % (self.saves, b, first))
            self.dump.write(new)

    def ioctl(self, op, arg):
        if op == 3:
            self.flush()
        if op == 4:
            return len(self.data) // SECTOR
        if op == 5:
            return SECTOR
        return 0


class Whole:
    """The saves as the game wrote them before: ``folder/name``, opened wb at each save."""

    twin = False

    def __init__(self, folder):
        self.folder = folder

    def read(self, name, into=None):
        try:
            with open(self.folder + "/" + name, "rb") as f:
                return f.read()
        except OSError:
            return None

    def write(self, name, data):
        with open(self.folder + "/" + name, "wb") as f:
            f.write(data)


def half(b, i, erase):
    mask = (i * 167 + 89) & 0xFF
    return b | mask if erase else b | (~b & mask & 0xFF)


def damaged(old, new, how):
    if how == "in erase":
        return bytes(half(b, i, True) for i, b in enumerate(old))
    if how == "erased":
        return b"\xff" * BLOCK
    out = bytearray(b"\xff" * BLOCK)
    out[:BLOCK // 2] = new[:BLOCK // 2]
    return out


def backend(layout, where):
    return FileStorage(where + "/oldmaid") if layout == "in-place" else Whole(where + "/oldmaid")


def run(layout, files, saves):
    flash = Flash(bytearray(b"\xff" * (SECTORS * SECTOR)))
    os.VfsFat.mkfs(flash)
    os.mount(os.VfsFat(flash), "/d")
    for path, size in files:
        parts = path.split("/")
        for i in range(1, len(parts)):
            try:
                os.mkdir("/d/" + "/".join(parts[:i]))
            except OSError:
                pass
        with open("/d/" + path, "wb") as f:
            f.write(bytes((len(path) + i) & 0xFF for i in range(size)))
    if layout == "in-place":
        prepare(FileStorage("/d/oldmaid"))          # as power-on (or deploy) does
    else:
        os.mkdir("/d/oldmaid")
        with open("/d/oldmaid/.probe", "wb") as f:  # the probe the game made at start
            f.write(b"ok")
        os.remove("/d/oldmaid/.probe")
    os.umount("/d")
    os.mount(os.VfsFat(flash), "/d")
    flash.erases = {}
    store = backend(layout, "/d")
    store._sync = flash.flush               # os.sync(): CTRL_SYNC, supervisor_flash_flush
    flash.flush()
    with open(DUMP + "." + layout + ".img", "wb") as f:
        f.write(flash.data)
    flash.dump = open(DUMP + "." + layout + ".log", "wb")
    flash.saves = 0
    counts = {"cuts": 0, "unmountable": 0, "other file": 0, "kept": 0, "lost, told": 0,
              "lost silently": 0, "garbage": 0, "more than the last": 0}
    done = {k: [] for k in KINDS}
    versions = {}
    rewrites = 0
    block0 = 0
    for name, data in saves:
        kind_name = name.split(".")[0]
        found = records.unpack(data)
        versions[kind_name] = found[1]
        mine = bytes(data[found[3]:found[3] + found[4]])
        before = bytearray(flash.data)
        flash.log = []
        store.write(name, data)
        log = flash.log
        flash.log = None
        rewrites += len(log)
        block0 += sum(1 for b, _, _ in log if b == 0)
        for j in range(len(log)):
            for how in ("in erase", "erased", "half programmed"):
                image = bytearray(before)
                for k in range(j):
                    b = log[k][0]
                    image[b * BLOCK:(b + 1) * BLOCK] = log[k][2]
                b, old, new = log[j]
                image[b * BLOCK:(b + 1) * BLOCK] = damaged(old, new, how)
                counts["cuts"] += 1
                judge(counts, image, layout, files, done, versions, kind_name, mine)
        done[kind_name].append(mine)
        flash.saves += 1
    flash.dump.close()
    os.umount("/d")
    most = max(flash.erases.values()) if flash.erases else 0
    print("%s: %d saves, %d erase-sector rewrites (%d of sector 0: the boot sector and FAT);"
          " the most rewritten sector: %d times" % (layout, len(saves), rewrites, block0, most))
    print("  " + ", ".join("%s %d" % (k, counts[k]) for k in ORDER))


def judge(counts, image, layout, files, done, versions, writing, mine_new):
    cut = Flash(image)
    try:
        os.mount(os.VfsFat(cut), "/c")
        os.listdir("/c")
    except OSError:
        counts["unmountable"] += 1
        return
    try:
        for path, size in files:
            try:
                with open("/c/" + path, "rb") as f:
                    got = f.read()
            except OSError:
                got = None
            if got != bytes((len(path) + i) & 0xFF for i in range(size)):
                counts["other file"] += 1
                break
        saves = Saves(backend(layout, "/c"))
        worst = 0
        far = False
        for kind in KINDS:
            mine = list(done[kind])
            if kind == writing:
                mine.append(mine_new)
            if not mine:
                continue
            try:
                have, status, _ = saves.load(kind, KINDS.index(kind) + 1, versions[kind])
            except Exception:
                have, status = None, records.DAMAGED
            if kind != "settings" and have is None and b"" in mine[-2:]:
                have = b""
            completed = len(mine) - (kind == writing)
            if have is not None and have not in mine:
                outcome = 3
            elif have is None:
                told = status in (records.DAMAGED, records.PARTIAL)
                outcome = 0 if completed == 0 else (1 if told else 2)
                far = far or completed > 1
            else:
                back = max(0, completed - 1 - max(i for i, p in enumerate(mine) if p == have))
                outcome = 0 if back == 0 else (1 if status == records.PARTIAL else 2)
                far = far or back > 1
            worst = max(worst, outcome)
        counts[("kept", "lost, told", "lost silently", "garbage")[worst]] += 1
        counts["more than the last"] += far
    finally:
        os.umount("/c")


def recorded(path):
    """Read the saves recorded on the PC: ``layout name hex`` lines."""
    saves = {}
    with open(path) as f:
        for line in f:
            layout, name, data = line.split()
            saves.setdefault(layout, []).append((name, bytes(int(data[i:i + 2], 16)
                                                             for i in range(0, len(data), 2))))
    return saves


SAVES = recorded(SAVES_FILE)
for layout in LAYOUTS:
    run(layout, FILES, SAVES[layout])
'''


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", required=True, help="CircuitPython's unix port, built by you")
    parser.add_argument("--layout", choices=("in-place", "wb", "both"), default="both")
    parser.add_argument("--mix", choices=sorted(chipcuts.MIXES), default="short")
    parser.add_argument("--heap", default="256M")
    parser.add_argument("--every-save", type=int, default=1,
                        help="fsck.fat the cut points of every N-th save only")
    args = parser.parse_args(argv)
    layouts = ("in-place", "wb") if args.layout == "both" else (args.layout,)
    saves = {}
    for layout in layouts:
        saves[layout] = chipcuts.record("files" if layout == "in-place" else "rp2040", args.mix)
    files = [(path, len(data)) for path, data in sorted(chipcuts.device_files().items())]
    with tempfile.TemporaryDirectory(prefix="fatcuts-") as tmp:
        script = os.path.join(tmp, "fatcuts_run.py")
        data = os.path.join(tmp, "saves.txt")
        with open(data, "w", encoding="utf-8") as f:
            for layout in layouts:
                for name, record in saves[layout]:
                    f.write("%s %s %s\n" % (layout, name, record.hex()))
        with open(script, "w", encoding="utf-8") as f:
            f.write("ROOT = %r\nLAYOUTS = %r\nFILES = %r\nSAVES_FILE = %r\nDUMP = %r\n"
                    % (ROOT, layouts, files, data, os.path.join(tmp, "drive")))
            f.write(SCRIPT)
        run = subprocess.run([args.binary, "-X", "heapsize=" + args.heap, script],
                             capture_output=True, text=True, check=False)
        sys.stdout.write(run.stdout)
        if run.returncode:
            sys.stderr.write(run.stderr)
            return run.returncode
        for layout in layouts if fatdrive.has_fsck() else ():
            found, tried = fsck_cuts(os.path.join(tmp, "drive." + layout), args.every_save)
            print("  %s: fsck.fat -n finds errors after %d of %d cut points (of every save%s)"
                  % (layout, found, tried, "" if args.every_save == 1 else
                     " but %d in %d" % (args.every_save - 1, args.every_save)))
    return 0


def fsck_cuts(dump, every_save=1):
    """Return (cut points fsck.fat faults, cut points tried) of a run's flash log.

    ``dump``.img is the drive before play; ``dump``.log each flash rewrite
    of play as FatFs and the cache made it (the save's number, the block,
    the first page of a program without erase or -1, then the block's 4 KB).
    """
    with open(dump + ".img", "rb") as f:
        image = bytearray(f.read())
    log = []
    with open(dump + ".log", "rb") as f:
        while True:
            head = f.readline()
            if not head:
                break
            save, block, first = (int(x) for x in head.split())
            log.append((save, block, None if first < 0 else first, f.read(fatdrive.BLOCK)))
    found = tried = 0
    k = 0
    while k < len(log):
        save = log[k][0]
        end = k
        while end < len(log) and log[end][0] == save:
            end += 1
        for j in range(k, end) if save % max(1, every_save) == 0 else ():
            _, block, first, new = log[j]
            at = block * fatdrive.BLOCK
            old = bytes(image[at:at + fatdrive.BLOCK])
            for step in fatdrive.Drive.steps((block, old, new, first)):
                for inside in (False, True):
                    cut = bytearray(image)
                    cut[at:at + fatdrive.BLOCK] = fatdrive.Drive.damaged(old, new, step, inside,
                                                                        first)
                    tried += 1
                    found += not fatdrive.fsck(bytes(cut))[0]
            image[at:at + fatdrive.BLOCK] = new
        for j in range(k, end) if save % max(1, every_save) else ():
            image[log[j][1] * fatdrive.BLOCK:(log[j][1] + 1) * fatdrive.BLOCK] = log[j][3]
        k = end
    return found, tried


if __name__ == "__main__":
    sys.exit(main())
