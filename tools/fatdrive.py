"""A model of CIRCUITPY: FAT12 as CircuitPython formats a 2 MB drive, on flash of 4 KB erase blocks.

PC-only, for tools/chipcuts.py and the tests.  What it models, read in
CircuitPython's tree (lib/oofatfs/ff.c, extmod/vfs_fat_diskio.c,
supervisor/shared/external_flash/external_flash.c):

- The volume: ``f_mkfs`` with ``FM_FAT`` on 4,096 sectors of 512 bytes
  gives FAT12, 2-sector (1 KB) clusters, one FAT (sectors 1 to 7, in the
  first erase block with the boot sector), a 512-entry root directory
  (sectors 8 to 39) and data from sector 40 (GET_BLOCK_SIZE is 1: no
  alignment).  Clusters are taken in order from the one after the last
  allocated, as ``create_chain`` does.
- The flash: sectors are written through a one-block (4 KB) cache; writing
  a sector of another block, or a sync, flushes the cached block: one erase
  then 16 page programs of 256 bytes.  Each is a step where the power may
  go: before it, or inside it (an erase leaves bits half set, a program a
  page half written).
- FatFs (``FF_FS_TINY``): ``open(path, "r+b")``, a write and a close write
  the data sector, then the file's directory entry (its time changes), then
  sync.  ``open(path, "wb")`` on a file (the game before its saves were
  written in place) writes the entry truncated, frees its chain (the FAT),
  writes the entry back, allocates again (the FAT), then the data and the
  entry.

``Drive.fs()`` gives the ``os``-and-``open`` object hardware/storage.py's
FileStorage takes; ``Drive.flushes`` lists each block rewrite of a
recording, and ``Drive.after_cut`` the drive a cut in one of them leaves.
"""

SECTOR = 512
SECTORS = 4096
BLOCK = 4096
PER_BLOCK = BLOCK // SECTOR
PAGE = 256
CLUSTER = 2                 # sectors
FAT_AT = 1
FAT_SECTORS = 7
ROOT_AT = 8
ROOT_SECTORS = 32
DATA_AT = 40
ERASED = 0xFF
# The times of the drive's flash (the PyBadge's GD25Q16C: data sheet rev 3.0, 8.6 AC
# Characteristics at -40 to 85 C, typical): a 4 KB sector erase (tSE) 45 ms, 300 max; a
# 256-byte page program (tPP) 0.6 ms, 2.4 max.
ERASE_MS = 45.0
PAGE_MS = 0.6


def _half(value, i, erase):
    """Return ``value`` with some bits of a step cut short: set (an erase) or not yet cleared."""
    mask = (i * 167 + 89) & 0xFF
    return value | mask if erase else value | (~value & mask & 0xFF)


class Cut(Exception):
    """The power went during a block's rewrite."""


class Drive:
    """A formatted 2 MB drive; ``deploy`` puts files on it as a computer copying them would."""

    def __init__(self):
        self.flash = bytearray(b"\xff" * (SECTORS * SECTOR))
        self.clock = 0
        self.next_cluster = 2
        self.nodes = {"": {"dir": True, "parent": None, "clusters": [], "entries": []}}
        self.cache_block = None
        self.cache = None
        self.flushes = None             # a list to record block rewrites into, when set
        self.owner = {}                 # sector -> path of what holds it ("" root, "#fat", ...)
        self.erased = {}                # block -> erases so far: the wear
        self._format()

    # -- the volume ----------------------------------------------------------------------------

    def _format(self):
        boot = bytearray(SECTOR)
        boot[0:11] = b"\xeb\xfe\x90MSDOS5.0"
        boot[11:13] = SECTOR.to_bytes(2, "little")
        boot[13] = CLUSTER
        boot[14:16] = (1).to_bytes(2, "little")
        boot[16] = 1
        boot[17:19] = (512).to_bytes(2, "little")
        boot[19:21] = SECTORS.to_bytes(2, "little")
        boot[21] = 0xF8
        boot[22:24] = FAT_SECTORS.to_bytes(2, "little")
        boot[54:62] = b"FAT     "
        boot[510:512] = b"\x55\xaa"
        self.flash[0:SECTOR] = boot
        fat = bytearray(FAT_SECTORS * SECTOR)
        fat[0:3] = b"\xf8\xff\xff"
        self.flash[FAT_AT * SECTOR:(FAT_AT + FAT_SECTORS) * SECTOR] = fat
        self.flash[ROOT_AT * SECTOR:DATA_AT * SECTOR] = bytes(ROOT_SECTORS * SECTOR)
        self.owner[0] = "#boot"
        for s in range(FAT_AT, FAT_AT + FAT_SECTORS):
            self.owner[s] = "#fat"
        for s in range(ROOT_AT, DATA_AT):
            self.owner[s] = ""
        self.boot = bytes(boot)

    def mountable(self, flash=None):
        """Return True when the boot sector is as made: FatFs mounts only then."""
        flash = self.flash if flash is None else flash
        return bytes(flash[0:SECTOR]) == self.boot

    @staticmethod
    def sector_of(cluster):
        return DATA_AT + (cluster - 2) * CLUSTER

    # -- the flash behind its one-block cache ----------------------------------------------------

    def _read_sector(self, n):
        if self.cache_block == n // PER_BLOCK:
            at = (n % PER_BLOCK) * SECTOR
            return bytes(self.cache[at:at + SECTOR])
        return bytes(self.flash[n * SECTOR:(n + 1) * SECTOR])

    def _write_sector(self, n, data):
        block = n // PER_BLOCK
        if self.cache_block != block:
            self.sync()
            self.cache_block = block
            self.cache = bytearray(self.flash[block * BLOCK:(block + 1) * BLOCK])
        at = (n % PER_BLOCK) * SECTOR
        self.cache[at:at + SECTOR] = data

    def sync(self):
        """Flush the cached block: an erase and 16 page programs (recorded in ``flushes``)."""
        if self.cache_block is None:
            return
        block = self.cache_block
        before = bytes(self.flash[block * BLOCK:(block + 1) * BLOCK])
        after = bytes(self.cache)
        if self.flushes is not None:
            self.flushes.append((block, before, after))
        self.flash[block * BLOCK:(block + 1) * BLOCK] = after
        self.erased[block] = self.erased.get(block, 0) + 1
        self.cache_block = None
        self.cache = None

    def erases_most(self):
        """Return the most erases one block took since ``erased`` was last cleared."""
        return max(self.erased.values()) if self.erased else 0

    @staticmethod
    def steps():
        """Return the steps of one block rewrite: ("erase", 0), then ("page", 0..15)."""
        return [("erase", 0)] + [("page", p) for p in range(BLOCK // PAGE)]

    @staticmethod
    def step_ms(step):
        return ERASE_MS if step[0] == "erase" else PAGE_MS

    @staticmethod
    def damaged(before, after, step, inside):
        """Return a block's bytes when the power goes at ``step`` (``inside`` it, or before)."""
        kind, page = step
        if kind == "erase":
            if not inside:
                return before
            return bytes(_half(b, i, True) for i, b in enumerate(before))
        out = bytearray(b"\xff" * BLOCK)
        out[:page * PAGE] = after[:page * PAGE]
        if inside:
            for i in range(page * PAGE, (page + 1) * PAGE):
                out[i] = _half(after[i], i, False)
        return bytes(out)

    # -- FAT and directories ---------------------------------------------------------------

    def _fat_entry(self, cluster, value):
        """Set FAT12 entry ``cluster`` through the cache (the sectors it spans)."""
        at = cluster * 3 // 2
        first = FAT_AT + at // SECTOR
        last = FAT_AT + (at + 1) // SECTOR
        fat = bytearray(self._read_sector(first))
        if last != first:
            fat += self._read_sector(last)
        i = at % SECTOR
        if cluster & 1:
            fat[i] = (fat[i] & 0x0F) | ((value << 4) & 0xF0)
            fat[i + 1] = (value >> 4) & 0xFF
        else:
            fat[i] = value & 0xFF
            fat[i + 1] = (fat[i + 1] & 0xF0) | ((value >> 8) & 0x0F)
        self._write_sector(first, bytes(fat[:SECTOR]))
        if last != first:
            self._write_sector(last, bytes(fat[SECTOR:]))

    def _allocate(self, count, reuse=None):
        """Return ``count`` clusters chained in the FAT: ``reuse``'s, then the next free."""
        got = list(reuse or [])[:count]
        while len(got) < count:
            got.append(self.next_cluster)
            self.next_cluster += 1
        for i, c in enumerate(got):
            self._fat_entry(c, got[i + 1] if i + 1 < len(got) else 0xFFF)
        return got

    def _entry_sector(self, path):
        """Return (sector, offset) of ``path``'s directory entry."""
        parent = path.rpartition("/")[0]
        index = self.nodes[parent]["entries"].index(path) + (0 if parent == "" else 2)
        at = index * 32
        if parent == "":
            return ROOT_AT + at // SECTOR, at % SECTOR
        clusters = self.nodes[parent]["clusters"]
        per = CLUSTER * SECTOR
        return self.sector_of(clusters[at // per]) + (at % per) // SECTOR, at % SECTOR

    @staticmethod
    def _short(name):
        base, _, ext = name.upper().partition(".")
        return (base[:8].ljust(8) + ext[:3].ljust(3)).encode()

    def _write_entry(self, path, size=None, cluster=None):
        node = self.nodes[path]
        sector, off = self._entry_sector(path)
        data = bytearray(self._read_sector(sector))
        self.clock += 1
        entry = bytearray(32)
        entry[0:11] = self._short(path.rpartition("/")[2])
        entry[11] = 0x10 if node["dir"] else 0x20
        entry[22:26] = self.clock.to_bytes(4, "little")
        first = node["clusters"][0] if node["clusters"] else 0
        entry[26:28] = (first if cluster is None else cluster).to_bytes(2, "little")
        entry[28:32] = (node.get("size", 0) if size is None else size).to_bytes(4, "little")
        data[off:off + 32] = entry
        self._write_sector(sector, bytes(data))

    def _own(self, path, clusters):
        for c in clusters:
            for s in range(CLUSTER):
                self.owner[self.sector_of(c) + s] = path

    def _grow_dir(self, parent):
        node = self.nodes[parent]
        if parent == "":
            return
        need = (len(node["entries"]) + 2) * 32
        while len(node["clusters"]) * CLUSTER * SECTOR < need:
            more = self._allocate(1)
            if node["clusters"]:
                self._fat_entry(node["clusters"][-1], more[0])
            node["clusters"] += more
            self._own(parent, more)
            for s in range(CLUSTER):
                self._write_sector(self.sector_of(more[0]) + s, bytes(SECTOR))

    def mkdir(self, path):
        """Make folder ``path`` ("lib", "oldmaid/a"), as FatFs's f_mkdir does."""
        if path in self.nodes:
            raise OSError(17, "exists")
        parent = path.rpartition("/")[0]
        self.nodes[parent]["entries"].append(path)
        self._grow_dir(parent)
        clusters = self._allocate(1)
        self.nodes[path] = {"dir": True, "parent": parent, "clusters": clusters, "entries": []}
        self._own(path, clusters)
        for s in range(CLUSTER):
            self._write_sector(self.sector_of(clusters[0]) + s, bytes(SECTOR))
        self._write_entry(path)
        self.sync()

    def write_file(self, path, data):
        """Create or truncate ``path`` and write ``data`` (an ``open(path, "wb")``), then close."""
        node = self.nodes.get(path)
        if node is None:
            parent = path.rpartition("/")[0]
            self.nodes[parent]["entries"].append(path)
            self._grow_dir(parent)
            node = self.nodes[path] = {"dir": False, "parent": parent, "clusters": [],
                                       "size": 0}
            self._write_entry(path)
            old = []
        else:                                       # truncate: the entry, then the chain freed
            old = node["clusters"]
            node["size"] = 0
            self._write_entry(path, size=0, cluster=0)
            for c in old:
                self._fat_entry(c, 0)
            self._write_entry(path, size=0, cluster=0)
        count = max(1, -(-len(data) // (CLUSTER * SECTOR))) if data else 0
        clusters = self._allocate(count, reuse=old) if count else []
        node["clusters"] = clusters
        self._own(path, clusters)
        self._write_data(node, 0, data)
        node["size"] = len(data)
        self._write_entry(path)
        self.sync()

    def _write_data(self, node, at, data):
        per = CLUSTER * SECTOR
        i = 0
        while i < len(data):
            pos = at + i
            sector = self.sector_of(node["clusters"][pos // per]) + (pos % per) // SECTOR
            off = pos % SECTOR
            n = min(SECTOR - off, len(data) - i)
            buf = bytearray(self._read_sector(sector))
            buf[off:off + n] = data[i:i + n]
            self._write_sector(sector, bytes(buf))
            i += n

    def write_in_place(self, path, at, data):
        """Write ``data`` at ``at`` in ``path`` (``open(path, "r+b")``), close: its entry too."""
        node = self.nodes[path]
        if at + len(data) > node["size"]:
            raise OSError(27, "the model writes in place only")
        self._write_data(node, at, data)
        self._write_entry(path)
        self.sync()

    # -- reading, as the next power-on would -------------------------------------------------------

    def read_file(self, path, flash=None):
        """Return ``path``'s bytes as ``flash`` holds them, or None when its entry is unreadable."""
        flash = self.flash if flash is None else flash
        node = self.nodes.get(path)
        if node is None or node["dir"] or not self.mountable(flash):
            return None
        for part in self._chain(path):          # each folder on the way must read
            if not self._entry_ok(part, flash):
                return None
        sector, off = self._entry_sector(path)
        entry = flash[sector * SECTOR + off:sector * SECTOR + off + 32]
        size = int.from_bytes(entry[28:32], "little")
        out = bytearray()
        per = CLUSTER * SECTOR
        for c in node["clusters"]:
            s = self.sector_of(c) * SECTOR
            out += flash[s:s + per]
        return bytes(out[:size])

    def _chain(self, path):
        parts = path.split("/")
        return ["/".join(parts[:i + 1]) for i in range(len(parts))]

    def _entry_ok(self, path, flash):
        node = self.nodes[path]
        sector, off = self._entry_sector(path)
        entry = flash[sector * SECTOR + off:sector * SECTOR + off + 32]
        if bytes(entry[0:11]) != self._short(path.rpartition("/")[2]):
            return False
        first = int.from_bytes(entry[26:28], "little")
        size = int.from_bytes(entry[28:32], "little")
        want = node["clusters"][0] if node["clusters"] else 0
        if node["dir"]:
            return first == want
        return (first == want or first == 0) and size <= len(node["clusters"]) * CLUSTER * SECTOR

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


class _Fs:
    """``os`` and ``open`` over a Drive, for hardware/storage.py's FileStorage."""

    def __init__(self, drive, flash, writable):
        self.drive = drive
        self.flash = flash
        self.writable = writable

    @staticmethod
    def _key(path):
        return path.strip("/")

    def stat(self, path):
        key = self._key(path)
        node = self.drive.nodes.get(key)
        if node is None:
            raise OSError(2, "no such file")
        if node["dir"]:
            if self.flash is not None and not all(self.drive._entry_ok(p, self.flash)
                                                  for p in self.drive._chain(key)):
                raise OSError(2, "unreadable")
            return (0x4000, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        data = self.drive.read_file(key, self.flash)
        if data is None:
            raise OSError(2, "unreadable")
        return (0x8000, 0, 0, 0, 0, 0, len(data), 0, 0, 0)

    def mkdir(self, path):
        if not self.writable or self.flash is not None:
            raise OSError(30, "read-only")
        self.drive.mkdir(self._key(path))

    def open(self, path, mode):
        key = self._key(path)
        if "r" in mode and "+" not in mode:
            data = self.drive.read_file(key, self.flash)
            if data is None:
                raise OSError(2, "no such file")
            return _Reader(data)
        if not self.writable or self.flash is not None:
            raise OSError(30, "read-only")
        return _Writer(self.drive, key, mode)


class _Reader:
    def __init__(self, data):
        self.data = data
        self.at = 0

    def __enter__(self):
        return self

    def __exit__(self, *_):
        pass

    def seek(self, at):
        self.at = at

    def read(self, n=-1):
        end = len(self.data) if n < 0 else self.at + n
        got = self.data[self.at:end]
        self.at += len(got)
        return got

    def readinto(self, buf):
        got = self.read(len(buf))
        buf[:len(got)] = got
        return len(got)


class _Writer:
    def __init__(self, drive, path, mode):
        self.drive = drive
        self.path = path
        self.mode = mode
        self.at = 0
        self.pending = bytearray()
        if mode == "r+b" and path not in drive.nodes:
            raise OSError(2, "no such file")

    def __enter__(self):
        return self

    def __exit__(self, *_):
        if self.mode == "r+b":
            if self.pending:
                self.drive.write_in_place(self.path, self.at, bytes(self.pending))
        else:
            self.drive.write_file(self.path, bytes(self.pending))

    def seek(self, at):
        self.at = at

    def write(self, data):
        self.pending += bytes(data)
        return len(data)
