"""A model of a PyBadge's CIRCUITPY: FAT12 as CircuitPython formats it, FatFs as it writes it.

PC-only, for tools/measure/chipcuts.py and the tests.  Read in CircuitPython 10.0.3
(adafruit/circuitpython, tag 10.0.3):

- The block device: supervisor/shared/flash.c (``flash_read_blocks``,
  ``flash_ioctl``) shows a fake MBR whose one partition starts at block 1
  and holds ``supervisor_flash_get_block_count()`` blocks, and sets
  ``fatfs.part = 1``; supervisor/shared/external_flash/external_flash.c
  (``supervisor_flash_get_block_count``) gives the chip's size less one 4 KB
  erase sector kept for staging: 2 MB (the PyBadge's GD25Q16C,
  ports/atmel-samd/boards/pybadge/mpconfigboard.mk) is 4,088 sectors of
  512 bytes.  Volume sector n is flash sector n.
- The volume: supervisor/shared/filesystem.c (``filesystem_init``) calls
  ``f_mkfs(fs, FM_FAT | FM_EXFAT | FM_FAT32, 0, ...)`` (a full build), then
  ``f_setlabel("CIRCUITPY")`` and makes ``.fseventsd/no_log``,
  ``.metadata_never_index``, ``.Trashes``, ``.Trash-1000``,
  ``settings.toml``, ``code.py`` and ``lib/``.  lib/oofatfs/ff.c's
  ``f_mkfs`` on the partition: one sector a cluster gives 4,039 clusters,
  too few for FAT16, so two (1 KB clusters): FAT12, 1 reserved sector, one
  FAT of 6 sectors (1 to 6), 512 root entries (7 to 38), data from sector
  39 (``GET_BLOCK_SIZE`` is 1 in extmod/vfs_fat_diskio.c: not aligned),
  2,024 clusters.  Every cluster starts on an odd sector: the clusters at
  each erase block's edges straddle it.
- FatFs (lib/oofatfs/ffconf.h: ``FF_FS_TINY`` 1): one 512-byte window
  holds the sector of the FAT, of a directory or of a file's partial data
  being worked on, and is written back when another sector is moved in
  (``move_window``) or at a sync; whole sectors of a file go straight to
  the disk (``f_write``).  ``f_sync`` (``close``, ``flush``) writes the
  file's directory entry (its time, size, first cluster) whenever it was
  written (``FA_MODIFIED``), then syncs.  New clusters are the first free
  after the last allocated (``create_chain``).
- The flash (external_flash.c, ``external_flash_write_block``,
  ``flush_ram_cache``): a 512-byte block goes into a RAM copy of its 4 KB
  erase sector; writing a block of another sector, or one of the cached
  sector already written, flushes that copy first (an erase, then 16 page
  programs of 256 bytes), and so does a sync (``supervisor_flash_flush``:
  CTRL_SYNC, ``os.sync()``, and every second in the background).  A block
  whose flash is erased would be programmed straight away, not cached
  (``page_erased``); but that function compares ``short_buffer[i]`` over
  512 bytes of a 4-byte buffer, and compiled as the SAMD51 port builds it
  (``-Os``; arm-none-eabi-gcc 12.2 and 14.2 alike) it returns false for
  any chip with an erase command: the model caches every block
  (``PAGE_ERASED`` False; True models the function as meant).

Names are written as 8.3 short entries only (FatFs writes no long name for
``oldmaid``, ``ring``, ``saves`` or ``00``; the game's long names get a
``~1`` short name).  ``Drive.fs()`` gives the ``os``-and-``open`` object
hardware/storage.py's FileStorage takes; ``Drive.flushes`` lists each
rewrite of the flash, ``Drive.damaged`` what a cut in one leaves, and
``fsck`` what ``fsck.fat -n`` (Debian's dosfstools) says of an image.
"""

import os
import subprocess
import tempfile

SECTOR = 512
SECTORS = 4088
BLOCK = 4096
PER_BLOCK = BLOCK // SECTOR
PAGE = 256
CLUSTER = 2                 # sectors
FAT_AT = 1
FAT_SECTORS = 6
ROOT_AT = 7
ROOT_SECTORS = 32
DATA_AT = 39
CLUSTERS = (SECTORS - DATA_AT) // CLUSTER      # 2,024: clusters 2 to 2,025
ERASED = 0xFF
# The times of the drive's flash (the PyBadge's GD25Q16C: data sheet rev 3.0, 8.6 AC
# Characteristics at -40 to 85 C, typical): a 4 KB sector erase (tSE) 45 ms, 300 max; a
# 256-byte page program (tPP) 0.6 ms, 2.4 max.
ERASE_MS = 45.0
PAGE_MS = 0.6
PAGE_ERASED = False         # external_flash.c's page_erased as compiled: never true (above)


def _half(value, i, erase):
    """Return ``value`` with some bits of a step cut short: set (an erase) or not yet cleared."""
    mask = (i * 167 + 89) & 0xFF
    return value | mask if erase else value | (~value & mask & 0xFF)


def short_name(name, taken=()):
    """Return the 11-byte 8.3 name FatFs gives ``name`` and its case flags (DIR_NTres)."""
    base, dot, ext = name.rpartition(".") if "." in name.lstrip(".") else (name, "", "")
    ok = set("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789$%'-_@~`!(){}^#&")
    fits = (0 < len(base) <= 8 and len(ext) <= 3 and all(c in ok for c in (base + ext).upper())
            and base in (base.lower(), base.upper()) and ext in (ext.lower(), ext.upper()))
    if fits:
        flags = (0x08 if base.islower() else 0) | (0x10 if ext.islower() else 0)
        return (base.upper().ljust(8) + ext.upper().ljust(3)).encode(), flags
    stem = "".join(c for c in base.upper() if c in ok)[:6] or "_"
    ext = "".join(c for c in ext.upper() if c in ok)[:3]
    n = 1
    while True:
        got = ((stem[:7 - len(str(n))] + "~%d" % n).ljust(8) + ext.ljust(3)).encode()
        if got not in taken:
            return got, 0
        n += 1


class Drive:
    """A freshly formatted CIRCUITPY; ``deploy`` puts files on it as a computer copying them."""

    def __init__(self):
        self.flash = bytearray(b"\xff" * (SECTORS * SECTOR))
        self.clock = 0
        self.last_cluster = 1           # FatFs's last_clst after a mount: scan from 2
        self.nodes = {"": {"dir": True, "parent": None, "clusters": [], "entries": [],
                           "short": b"", "size": 0}}
        self.cache_block = None
        self.cache = None
        self.dirty = 0                  # the cached blocks written (external_flash.c's dirty_mask)
        self.win = None                 # FatFs's window: sector, bytes, dirty
        self.win_at = -1
        self.win_dirty = False
        self.flushes = None             # a list to record flash rewrites into, when set
        self.owner = {}                 # sector -> path of what holds it ("" root, "#fat", ...)
        self.erased = {}                # block -> erases so far: the wear
        self._format()

    # -- the volume, as filesystem_init makes it ----------------------------------------------

    def _format(self):
        boot = bytearray(SECTOR)
        boot[0:11] = b"\xeb\xfe\x90MSDOS5.0"
        boot[11:13] = SECTOR.to_bytes(2, "little")
        boot[13] = CLUSTER
        boot[14:16] = (1).to_bytes(2, "little")
        boot[16] = 1
        boot[17:19] = (ROOT_SECTORS * SECTOR // 32).to_bytes(2, "little")
        boot[19:21] = SECTORS.to_bytes(2, "little")
        boot[21] = 0xF8
        boot[22:24] = FAT_SECTORS.to_bytes(2, "little")
        boot[24:26] = (63).to_bytes(2, "little")
        boot[26:28] = (255).to_bytes(2, "little")
        boot[28:32] = (1).to_bytes(4, "little")      # the partition's start: hidden sectors
        boot[36] = 0x80
        boot[38] = 0x29
        boot[39:43] = b"\x12\x34\x56\x78"
        boot[43:62] = b"NO NAME    FAT     "
        boot[510:512] = b"\x55\xaa"
        self._disk_write(0, boot)
        fat = bytearray(SECTOR)
        fat[0:3] = b"\xf8\xff\xff"
        self._disk_write(FAT_AT, fat)
        for s in range(FAT_AT + 1, DATA_AT):
            self._disk_write(s, bytes(SECTOR))
        self.owner[0] = "#boot"
        for s in range(FAT_AT, FAT_AT + FAT_SECTORS):
            self.owner[s] = "#fat"
        for s in range(ROOT_AT, DATA_AT):
            self.owner[s] = ""
        self.boot = bytes(boot)
        self.sync()
        # f_setlabel: the label's entry in the root, then what filesystem_init makes.
        self._move(ROOT_AT)
        self.win[0:11] = b"CIRCUITPY  "
        self.win[11] = 0x08
        self.win_dirty = True
        self.nodes[""]["entries"].append("#label")
        self.sync()
        self.mkdir(".fseventsd")
        for path in (".fseventsd/no_log", ".metadata_never_index", ".Trashes", ".Trash-1000",
                     "settings.toml"):
            self.write_file(path, b"")
        self.write_file("code.py", b'print("Hello World!")\n')
        self.mkdir("lib")

    def mountable(self, flash=None):
        """Return True when FatFs mounts ``flash``: its boot sector as made."""
        flash = self.flash if flash is None else flash
        return bytes(flash[0:SECTOR]) == self.boot

    @staticmethod
    def sector_of(cluster):
        return DATA_AT + (cluster - 2) * CLUSTER

    # -- the flash behind external_flash.c's one-sector cache -------------------------------------

    def _disk_read(self, n):
        block = n // PER_BLOCK
        if self.cache_block == block and self.dirty >> (n % PER_BLOCK) & 1:
            at = (n % PER_BLOCK) * SECTOR
            return bytes(self.cache[at:at + SECTOR])
        return bytes(self.flash[n * SECTOR:(n + 1) * SECTOR])

    def _disk_write(self, n, data):
        block = n // PER_BLOCK
        mask = 1 << (n % PER_BLOCK)
        if self.cache_block != block or self.dirty & mask:
            if PAGE_ERASED and self.flash[n * SECTOR:(n + 1) * SECTOR] == b"\xff" * SECTOR:
                self._program(n, data)
                return
            self.sync()
            self.cache_block = block
            self.cache = bytearray(self.flash[block * BLOCK:(block + 1) * BLOCK])
            self.dirty = 0
        self.dirty |= mask
        at = (n % PER_BLOCK) * SECTOR
        self.cache[at:at + SECTOR] = data

    def _program(self, n, data):
        """Program an erased 512-byte block straight away: two pages, no erase."""
        block = n // PER_BLOCK
        before = bytes(self.flash[block * BLOCK:(block + 1) * BLOCK])
        self.flash[n * SECTOR:(n + 1) * SECTOR] = data
        if self.flushes is not None and data != b"\xff" * SECTOR:
            after = bytes(self.flash[block * BLOCK:(block + 1) * BLOCK])
            self.flushes.append((block, before, after, (n % PER_BLOCK) * SECTOR // PAGE))

    def sync(self):
        """Flush the cached erase sector: an erase and 16 page programs (``flushes``)."""
        if self.cache_block is None:
            return
        block = self.cache_block
        before = bytes(self.flash[block * BLOCK:(block + 1) * BLOCK])
        after = bytes(self.cache)
        if self.flushes is not None:
            self.flushes.append((block, before, after, None))
        self.flash[block * BLOCK:(block + 1) * BLOCK] = after
        self.erased[block] = self.erased.get(block, 0) + 1
        self.cache_block = None
        self.cache = None
        self.dirty = 0

    def erases_most(self):
        """Return the most erases one block took since ``erased`` was last cleared."""
        return max(self.erased.values()) if self.erased else 0

    @staticmethod
    def steps(flush=None):
        """Return a flush's steps: ("erase", 0), then ("page", 0..15); or a program's two pages."""
        if flush is not None and flush[3] is not None:
            return [("page", flush[3]), ("page", flush[3] + 1)]
        return [("erase", 0)] + [("page", p) for p in range(BLOCK // PAGE)]

    @staticmethod
    def step_ms(step):
        return ERASE_MS if step[0] == "erase" else PAGE_MS

    @staticmethod
    def damaged(before, after, step, inside, first=None):
        """Return a block's bytes when the power goes at ``step`` (``inside`` it, or before).

        ``first``: the first page of a program with no erase (None: an erase sector's flush).
        """
        kind, page = step
        if kind == "erase":
            if not inside:
                return before
            return bytes(_half(b, i, True) for i, b in enumerate(before))
        out = bytearray(b"\xff" * BLOCK if first is None else before)
        start = 0 if first is None else first * PAGE
        out[start:page * PAGE] = after[start:page * PAGE]
        if inside:
            for i in range(page * PAGE, (page + 1) * PAGE):
                out[i] = _half(after[i], i, False) & out[i]
        return bytes(out)

    # -- FatFs's window -------------------------------------------------------------------------

    def _move(self, n):
        if n != self.win_at:
            self._sync_window()
            self.win = bytearray(self._disk_read(n))
            self.win_at = n

    def _sync_window(self):
        if self.win_dirty:
            self._disk_write(self.win_at, bytes(self.win))
            self.win_dirty = False

    def sync_fs(self):
        """FatFs's sync_fs: the window written back, then CTRL_SYNC (the cache flushed)."""
        self._sync_window()
        self.sync()

    # -- FAT and directories ---------------------------------------------------------------

    def _fat_get(self, cluster):
        at = cluster * 3 // 2
        self._move(FAT_AT + at // SECTOR)
        low = self.win[at % SECTOR]
        self._move(FAT_AT + (at + 1) // SECTOR)
        value = low | self.win[(at + 1) % SECTOR] << 8
        return value >> 4 if cluster & 1 else value & 0xFFF

    def _fat_set(self, cluster, value):
        at = cluster * 3 // 2
        self._move(FAT_AT + at // SECTOR)
        i = at % SECTOR
        self.win[i] = (self.win[i] & 0x0F) | (value << 4 & 0xF0) if cluster & 1 else value & 0xFF
        self.win_dirty = True
        self._move(FAT_AT + (at + 1) // SECTOR)
        i = (at + 1) % SECTOR
        high = self.win[i] & 0xF0 | value >> 8 & 0x0F
        self.win[i] = value >> 4 & 0xFF if cluster & 1 else high
        self.win_dirty = True

    def _new_cluster(self, after=None):
        """create_chain: the cluster after ``after`` if free, else the first free after the last."""
        if after is not None and after + 1 < CLUSTERS + 2 and self._fat_get(after + 1) == 0:
            c = after + 1
        else:
            c = self.last_cluster
            for _ in range(CLUSTERS):
                c = c + 1 if c + 1 < CLUSTERS + 2 else 2
                if self._fat_get(c) == 0:
                    break
            else:
                raise OSError(28, "no space")
        self._fat_set(c, 0xFFF)
        if after is not None:
            self._fat_set(after, c)
        self.last_cluster = c
        return c

    def free_bytes(self):
        return sum(1 for c in range(2, CLUSTERS + 2) if self._fat_get(c) == 0) * CLUSTER * SECTOR

    def _entry_sector(self, path):
        """Return (sector, offset) of ``path``'s directory entry."""
        parent = self.nodes[path]["parent"]
        index = self.nodes[parent]["entries"].index(path) + (0 if parent == "" else 2)
        at = index * 32
        if parent == "":
            return ROOT_AT + at // SECTOR, at % SECTOR
        clusters = self.nodes[parent]["clusters"]
        per = CLUSTER * SECTOR
        return self.sector_of(clusters[at // per]) + (at % per) // SECTOR, at % SECTOR

    def _clear(self, path, cluster):
        """dir_clear: the window written back, then the cluster's sectors zeroed on the disk."""
        self._sync_window()
        for s in range(CLUSTER):
            self.owner[self.sector_of(cluster) + s] = path
            self._disk_write(self.sector_of(cluster) + s, bytes(SECTOR))
        self.win_at = self.sector_of(cluster)
        self.win = bytearray(SECTOR)

    def _add_entry(self, path, is_dir):
        parent = path.rpartition("/")[0]
        folder = self.nodes[parent]
        taken = {self.nodes[p]["short"] for p in folder["entries"] if p in self.nodes}
        short, flags = short_name(path.rpartition("/")[2], taken)
        folder["entries"].append(path)
        self.nodes[path] = {"dir": is_dir, "parent": parent, "clusters": [], "entries": [],
                            "short": short, "flags": flags, "size": 0}
        need = (len(folder["entries"]) + 2) * 32
        if parent == "":
            if len(folder["entries"]) * 32 > ROOT_SECTORS * SECTOR:
                raise OSError(28, "the root is full")
        while len(folder["clusters"]) * CLUSTER * SECTOR < need and parent:
            more = self._new_cluster(folder["clusters"][-1])
            folder["clusters"].append(more)
            self._clear(parent, more)

    def _write_entry(self, path, size=None, cluster=None):
        node = self.nodes[path]
        sector, off = self._entry_sector(path)
        self._move(sector)
        self.clock += 1
        entry = bytearray(32)
        entry[0:11] = node["short"]
        entry[11] = 0x10 if node["dir"] else 0x20
        entry[12] = node["flags"]
        clock = (self.clock // 30 % 24) << 11 | (self.clock % 30) << 5
        entry[22:24] = clock.to_bytes(2, "little")
        entry[24:26] = (46 << 9 | 1 << 5 | 1 + self.clock // 720 % 28).to_bytes(2, "little")
        entry[14:18] = entry[22:26]
        first = node["clusters"][0] if node["clusters"] else 0
        entry[26:28] = (first if cluster is None else cluster).to_bytes(2, "little")
        if not node["dir"]:
            entry[28:32] = (node["size"] if size is None else size).to_bytes(4, "little")
        self.win[off:off + 32] = entry
        self.win_dirty = True

    def mkdir(self, path):
        """Make folder ``path`` ("lib", "oldmaid/a"), as FatFs's f_mkdir does."""
        if path in self.nodes:
            raise OSError(17, "exists")
        parent = path.rpartition("/")[0]
        if parent not in self.nodes or not self.nodes[parent]["dir"]:
            raise OSError(2, "no such folder")
        cluster = self._new_cluster()
        self._clear(path, cluster)
        self.clock += 1
        self.win[0:11] = b".          "
        self.win[11] = 0x10
        self.win[26:28] = cluster.to_bytes(2, "little")
        self.win[32:43] = b"..         "
        self.win[43] = 0x10
        up = self.nodes[parent]["clusters"]
        self.win[58:60] = (up[0] if up else 0).to_bytes(2, "little")
        self.win_dirty = True
        self._add_entry(path, True)
        self.nodes[path]["clusters"] = [cluster]
        self._write_entry(path)
        self.sync_fs()

    def remove(self, path):
        """f_unlink: the entry marked deleted, its chain freed."""
        node = self.nodes.get(path)
        if node is None or node["dir"] and node["entries"]:
            raise OSError(2 if node is None else 39, "cannot remove")
        sector, off = self._entry_sector(path)
        self._move(sector)
        self.win[off] = 0xE5
        self.win_dirty = True
        for c in node["clusters"]:
            self._fat_set(c, 0)
        parent = self.nodes[node["parent"]]
        parent["entries"][parent["entries"].index(path)] = "#deleted"
        del self.nodes[path]
        self.sync_fs()

    def rename(self, old, new):
        """f_rename in one folder: a new entry, then the old one marked deleted."""
        if new in self.nodes:
            raise OSError(17, "exists")
        node = self.nodes[old]
        self._add_entry(new, node["dir"])
        self.nodes[new].update(clusters=node["clusters"], size=node["size"])
        self._write_entry(new)
        sector, off = self._entry_sector(old)
        self._move(sector)
        self.win[off] = 0xE5
        self.win_dirty = True
        parent = self.nodes[node["parent"]]
        parent["entries"][parent["entries"].index(old)] = "#deleted"
        del self.nodes[old]
        for s, owner in list(self.owner.items()):
            if owner == old:
                self.owner[s] = new
        self.sync_fs()

    def open(self, path, mode):
        """Return a FatFs file: ``rb``, ``r+b`` (in place) or ``wb`` (made or truncated)."""
        node = self.nodes.get(path)
        if "w" in mode:
            if node is None:
                parent = path.rpartition("/")[0]
                if parent not in self.nodes:
                    raise OSError(2, "no such folder")
                self._add_entry(path, False)
                self._write_entry(path)
            elif node["dir"]:
                raise OSError(21, "a folder")
            else:                                   # truncate: the entry, then the chain freed
                old = node["clusters"]
                node["clusters"] = []
                node["size"] = 0
                self._write_entry(path)
                for c in old:
                    self._fat_set(c, 0)
            self.nodes[path]["modified"] = True
        elif node is None or node["dir"]:
            raise OSError(2, "no such file")
        return File(self, path, "+" in mode or "w" in mode)

    def write_file(self, path, data):
        """``open(path, "wb")``, write ``data``, close."""
        with self.open(path, "wb") as f:
            f.write(data)

    def read_file(self, path, flash=None):
        """Return ``path``'s bytes as ``flash`` (or the drive) holds them, None if unreadable."""
        return Image(self, flash).read(path)

    def fs(self, flash=None, writable=True):
        """Return an ``os``-and-``open`` for FileStorage (``flash``: as a cut left it)."""
        return _Fs(self, flash, writable)

    def block_owners(self, block):
        """Return the paths holding sectors of erase block ``block`` ("#boot", "#fat", "")."""
        return {self.owner.get(s) for s in range(block * PER_BLOCK, (block + 1) * PER_BLOCK)}

    def deploy(self, files):
        """Copy ``files`` (path -> bytes) as a computer does: folders first, files in order."""
        for path in sorted(files):
            parts = path.split("/")
            for i in range(1, len(parts)):
                folder = "/".join(parts[:i])
                if folder not in self.nodes:
                    self.mkdir(folder)
            self.write_file(path, files[path])

    def image(self):
        """Return the drive's bytes as the flash holds them after a sync."""
        self.sync_fs()
        return bytes(self.flash)


class File:
    """A FatFs file (FIL, tiny): reads and writes through the window, its entry at sync."""

    def __init__(self, drive, path, writable):
        self.drive = drive
        self.path = path
        self.node = drive.nodes[path]
        self.writable = writable
        self.at = 0
        self.modified = self.node.pop("modified", False)

    def __enter__(self):
        return self

    def __exit__(self, *_):
        self.close()

    def seek(self, at, whence=0):
        self.at = at if whence == 0 else self.node["size"] + at if whence == 2 else self.at + at
        return self.at

    def tell(self):
        return self.at

    def _sector(self, pos, grow=False):
        per = CLUSTER * SECTOR
        clusters = self.node["clusters"]
        while grow and pos // per >= len(clusters):
            c = self.drive._new_cluster(clusters[-1] if clusters else None)
            clusters.append(c)
            for s in range(CLUSTER):
                self.drive.owner[Drive.sector_of(c) + s] = self.path
        return Drive.sector_of(clusters[pos // per]) + (pos % per) // SECTOR

    def read(self, n=-1):
        end = self.node["size"] if n < 0 else min(self.node["size"], self.at + n)
        out = bytearray()
        d = self.drive
        while self.at < end:
            sector = self._sector(self.at)
            off = self.at % SECTOR
            k = min(SECTOR - off, end - self.at)
            if off == 0 and k == SECTOR:            # a whole sector: straight from the disk
                data = bytes(d.win) if d.win_at == sector else d._disk_read(sector)
                out += data
            else:
                d._move(sector)
                out += d.win[off:off + k]
            self.at += k
        return bytes(out)

    def readinto(self, buf):
        got = self.read(len(buf))
        buf[:len(got)] = got
        return len(got)

    def write(self, data):
        if not self.writable:
            raise OSError(9, "not open for writing")
        data = bytes(data)
        d = self.drive
        i = 0
        while i < len(data):
            sector = self._sector(self.at, grow=True)
            off = self.at % SECTOR
            k = min(SECTOR - off, len(data) - i)
            if off == 0 and k == SECTOR:
                if d.win_at == sector:
                    d.win[:] = data[i:i + k]
                    d.win_dirty = False
                d._disk_write(sector, data[i:i + k])
            else:
                d._move(sector)
                d.win[off:off + k] = data[i:i + k]
                d.win_dirty = True
            i += k
            self.at += k
        self.node["size"] = max(self.node["size"], self.at)
        self.modified = True
        return len(data)

    def flush(self):
        """f_sync: the entry rewritten (time, size) when the file was written, then a sync."""
        if self.modified:
            self.drive._write_entry(self.path)
            self.drive.sync_fs()
            self.modified = False

    def close(self):
        self.flush()


class Image:
    """Read files from a drive's bytes alone (the FAT and directories as they are there)."""

    def __init__(self, drive, flash=None):
        self.drive = drive
        self.flash = drive.flash if flash is None else flash
        if flash is None:
            drive.sync_fs()

    def _sector(self, n):
        return self.flash[n * SECTOR:(n + 1) * SECTOR]

    def _fat(self, c):
        at = FAT_AT * SECTOR + c * 3 // 2
        v = self.flash[at] | self.flash[at + 1] << 8
        return v >> 4 if c & 1 else v & 0xFFF

    def _chain(self, first):
        out = []
        c = first
        while 2 <= c < CLUSTERS + 2 and len(out) < CLUSTERS:
            out.append(c)
            c = self._fat(c)
        return out

    def _dir_bytes(self, first):
        if first == 0:
            return self.flash[ROOT_AT * SECTOR:DATA_AT * SECTOR]
        return b"".join(self.flash[Drive.sector_of(c) * SECTOR:(Drive.sector_of(c) + CLUSTER)
                                   * SECTOR] for c in self._chain(first))

    def entry(self, path):
        """Return ``path``'s directory entry (32 bytes) as found by its short names, or None."""
        if not self.drive.mountable(self.flash):
            return None
        first = 0
        found = None
        parts = path.strip("/").split("/")
        for i in range(len(parts)):
            node = self.drive.nodes.get("/".join(parts[:i + 1]))
            if node is None:
                return None
            entries = self._dir_bytes(first)
            found = None
            for at in range(0, len(entries), 32):
                e = entries[at:at + 32]
                if e[0] == 0:
                    break
                if bytes(e[0:11]) == node["short"] and not e[11] & 0x08:
                    found = bytes(e)
                    break
            if found is None:
                return None
            first = int.from_bytes(found[26:28], "little")
        return found

    def read(self, path):
        e = self.entry(path)
        if e is None or e[11] & 0x10:
            return None
        size = int.from_bytes(e[28:32], "little")
        out = self._dir_bytes(int.from_bytes(e[26:28], "little")) if e[26:28] != b"\0\0" else b""
        return bytes(out[:size]) if len(out) >= size else None


def fsck(flash):
    """Return ``(clean, what fsck.fat -n found)`` of the drive's bytes ``flash``.

    Clean: nothing found beyond the label's remark every CircuitPython drive gets.
    """
    with tempfile.NamedTemporaryFile(suffix=".img", delete=False) as f:
        f.write(flash)
        name = f.name
    try:
        run = subprocess.run(["fsck.fat", "-n", name], capture_output=True, text=True,
                             check=False)
    finally:
        os.unlink(name)
    said = [line for line in (run.stdout + run.stderr).splitlines()[1:] if line.strip()
            and not line.startswith(("Checking", "Starting", "/tmp/", "fsck.fat", "Leaving"))]
    # What fsck.fat says of every drive CircuitPython formats (f_setlabel writes the label's
    # root entry, never the boot sector's copy): not a fault of the saves.
    said = [line for line in said if not line.startswith(_LABEL)]
    return run.returncode in (0, 1) and not said, "\n".join(said)


_LABEL = ("There is no label in boot sector, but there is volume label 'CIRCUITPY'",
          "  Auto-copying volume label from root directory to boot sector.")


def has_fsck():
    """Return True when ``fsck.fat`` (Debian's dosfstools) can be run here."""
    try:
        subprocess.run(["fsck.fat", "--help"], capture_output=True, check=False)
    except OSError:
        return False
    return True


class _Fs:
    """``os`` and ``open`` over a Drive, for hardware/storage.py's FileStorage."""

    def __init__(self, drive, flash, writable):
        self.drive = drive
        self.flash = flash
        self.writable = writable and flash is None

    @staticmethod
    def _key(path):
        return path.strip("/")

    def stat(self, path):
        key = self._key(path)
        if self.flash is None:
            node = self.drive.nodes.get(key)
            if node is None:
                raise OSError(2, "no such file")
            return (0x4000 if node["dir"] else 0x8000, 0, 0, 0, 0, 0, node["size"], 0, 0, 0)
        e = Image(self.drive, self.flash).entry(key) if key else b"\x00" * 11 + b"\x10" + bytes(20)
        if e is None:
            raise OSError(2, "unreadable")
        if e[11] & 0x10:
            return (0x4000, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        if Image(self.drive, self.flash).read(key) is None:
            raise OSError(2, "unreadable")
        return (0x8000, 0, 0, 0, 0, 0, int.from_bytes(e[28:32], "little"), 0, 0, 0)

    def statvfs(self, path):
        return (CLUSTER * SECTOR, CLUSTER * SECTOR, CLUSTERS, self.drive.free_bytes() // 1024,
                self.drive.free_bytes() // 1024, 0, 0, 0, 0, 255)

    def _refuse(self):
        if not self.writable:
            raise OSError(30, "read-only")

    def mkdir(self, path):
        self._refuse()
        self.drive.mkdir(self._key(path))

    def remove(self, path):
        self._refuse()
        self.drive.remove(self._key(path))

    def rename(self, old, new):
        self._refuse()
        self.drive.rename(self._key(old), self._key(new))

    def sync(self):
        self.drive.sync()

    def open(self, path, mode):
        key = self._key(path)
        if self.flash is not None and "r" in mode:      # a cut drive: read (r+b too)
            data = Image(self.drive, self.flash).read(key)
            if data is None:
                raise OSError(2, "no such file")
            return _Reader(data)
        if "r" not in mode or "+" in mode:
            self._refuse()
        return self.drive.open(key, mode)


class _Reader:
    """A file read from a cut drive's bytes."""

    def __init__(self, data):
        self.data = data
        self.at = 0

    def __enter__(self):
        return self

    def __exit__(self, *_):
        pass

    def close(self):
        pass

    def seek(self, at, whence=0):
        self.at = at
        return at

    def read(self, n=-1):
        end = len(self.data) if n < 0 else self.at + n
        got = self.data[self.at:end]
        self.at += len(got)
        return got

    def readinto(self, buf):
        got = self.read(len(buf))
        buf[:len(got)] = got
        return len(got)
