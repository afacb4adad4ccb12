"""The Pico's CIRCUITPY drive as an image, laid at its offset in the emulated flash.

PC-only, for tools/board/run.js.  The layout is what CircuitPython 10's
``f_mkfs`` makes on a Raspberry Pi Pico (2 MB flash), read in its tree:

- ports/raspberrypi/mpconfigport.h: the firmware takes 1,020 KB, nvm the
  next 4 KB, and the drive starts at ``CIRCUITPY_CIRCUITPY_DRIVE_START_ADDR``
  = 1 MB (0x100000); supervisor/internal_flash.c: it runs to the flash's
  end (2 MB by default, the emulator's RDID answers nothing), 2,048 blocks
  of 512 bytes (``FILESYSTEM_BLOCK_SIZE``).
- supervisor/shared/flash.c: the drive is partition 1 of a fake MBR made
  when block 0 is read, so the volume's sector 0 is the drive's first
  flash block; supervisor/shared/filesystem.c: ``f_mkfs(FM_FAT, au=0)``,
  then ``f_setlabel("CIRCUITPY")``.
- lib/oofatfs/ff.c ``f_mkfs`` on 2,048 sectors (GET_BLOCK_SIZE is 1): one
  FAT, 1-sector clusters (below 4,096 sectors), FAT12, 7 FAT sectors
  (sectors 1 to 7), a 512-entry root directory (sectors 8 to 39), data from
  sector 40: 2,008 clusters.  Hidden sectors 1 (the partition's start).

The game goes on as ``tools/ship/deploy.py`` puts it on a board (its device
form, ``.mpy`` when given CircuitPython's ``mpy-cross``, and the save files
made at their full size), with ``adafruit_displayio_ssd1306`` in ``lib/``.

    python3 -m tools.board.drive IMAGE [--mpy-cross FILE]   # write the 1 MB image
"""

import argparse
import importlib.util
import os
import shutil
import subprocess
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

OFFSET = 0x100000          # the drive's place in flash
SECTOR = 512
SECTORS = 2048
FAT_AT = 1
FAT_SECTORS = 7
ROOT_AT = 8
ROOT_ENTRIES = 512
DATA_AT = 40
CLUSTERS = SECTORS - DATA_AT       # one sector a cluster
LABEL = b"CIRCUITPY  "
LIBRARY = "adafruit_displayio_ssd1306"
_ATTR_DIR = 0x10
_ATTR_LABEL = 0x08
_ATTR_ARCHIVE = 0x20
_LFN = 0x0F
_STAMP = (0x5821, 0x0000)          # 2024-01-01 00:00, a fixed date: the same image each time


class DriveFull(Exception):
    """The files do not fit the drive."""


def _short_ok(name):
    base, dot, ext = name.partition(".")
    return (name == name.upper() and 0 < len(base) <= 8 and len(ext) <= 3 and "." not in ext
            and all(c.isalnum() or c in "_-~" for c in base + ext))


def _checksum(short):
    total = 0
    for b in short:
        total = (((total & 1) << 7) + (total >> 1) + b) & 0xFF
    return total


class Image:
    """A freshly formatted drive; ``add`` writes a file, its folders made as needed."""

    def __init__(self):
        self.data = bytearray(SECTORS * SECTOR)
        self.fat = [0] * (CLUSTERS + 2)
        self.fat[0], self.fat[1] = 0xFF8, 0xFFF
        self.next = 2
        # folder path -> [its first cluster (0: the root), its entries (32 bytes each)]
        self.dirs = {"": [0, []]}
        self._boot()
        self._entry("", LABEL, _ATTR_LABEL, 0, 0)

    def _boot(self):
        b = self.data
        b[0:11] = b"\xeb\xfe\x90MSDOS5.0"
        b[11:13] = SECTOR.to_bytes(2, "little")
        b[13] = 1                                   # sectors a cluster
        b[14:16] = FAT_AT.to_bytes(2, "little")     # reserved sectors
        b[16] = 1                                   # FATs
        b[17:19] = ROOT_ENTRIES.to_bytes(2, "little")
        b[19:21] = SECTORS.to_bytes(2, "little")
        b[21] = 0xF8
        b[22:24] = FAT_SECTORS.to_bytes(2, "little")
        b[24:26] = (63).to_bytes(2, "little")
        b[26:28] = (255).to_bytes(2, "little")
        b[28:32] = (1).to_bytes(4, "little")        # hidden: the fake MBR's block
        b[36] = 0x80
        b[38] = 0x29
        b[39:43] = (0x0DD0A1D0).to_bytes(4, "little")
        b[43:62] = b"NO NAME    FAT     "
        b[510:512] = b"\x55\xaa"

    def _alloc(self, count):
        """Return ``count`` clusters taken in order, each chained to the next."""
        if count == 0:
            return []
        if self.next + count > CLUSTERS + 2:
            raise DriveFull("the drive has no room for %d more clusters" % count)
        chain = list(range(self.next, self.next + count))
        self.next += count
        for a, b in zip(chain, chain[1:]):
            self.fat[a] = b
        self.fat[chain[-1]] = 0xFFF
        return chain

    def _entry(self, folder, short, attr, cluster, size):
        e = bytearray(32)
        e[0:11] = short
        e[11] = attr
        e[14:16] = _STAMP[1].to_bytes(2, "little")
        e[16:18] = _STAMP[0].to_bytes(2, "little")
        e[18:20] = _STAMP[0].to_bytes(2, "little")
        e[22:24] = _STAMP[1].to_bytes(2, "little")
        e[24:26] = _STAMP[0].to_bytes(2, "little")
        e[26:28] = cluster.to_bytes(2, "little")
        e[28:32] = size.to_bytes(4, "little")
        self.dirs[folder][1].append(bytes(e))

    def _named(self, folder, name, attr, cluster, size):
        """Add ``name``'s entries to ``folder``: a short name, and long-name entries when needed."""
        taken = {bytes(e[0:11]) for e in self.dirs[folder][1]}
        if _short_ok(name):
            base, _, ext = name.partition(".")
            short = (base.ljust(8) + ext.ljust(3)).encode("ascii")
            self._entry(folder, short, attr, cluster, size)
            return
        base, _, ext = name.upper().rpartition(".") if "." in name else (name.upper(), "", "")
        clean = "".join(c if c.isalnum() else "_" for c in base.replace(".", ""))[:6]
        ext = "".join(c if c.isalnum() else "_" for c in ext)[:3]
        for n in range(1, 100):
            tail = "~%d" % n
            short = ((clean[:8 - len(tail)] + tail).ljust(8) + ext.ljust(3)).encode("ascii")
            if short not in taken:
                break
        units = [ord(c) for c in name] + [0]
        units += [0xFFFF] * (-len(units) % 13)
        parts = [units[i:i + 13] for i in range(0, len(units), 13)]
        check = _checksum(short)
        for i in range(len(parts), 0, -1):
            part = parts[i - 1]
            e = bytearray(32)
            e[0] = i | (0x40 if i == len(parts) else 0)
            for j, at in enumerate((1, 3, 5, 7, 9, 14, 16, 18, 20, 22, 24, 28, 30)):
                e[at:at + 2] = part[j].to_bytes(2, "little")
            e[11] = _LFN
            e[13] = check
            self.dirs[folder][1].append(bytes(e))
        self._entry(folder, short, attr, cluster, size)

    def mkdir(self, path):
        """Make folder ``path`` (and its parents); return nothing."""
        if path in self.dirs:
            return
        parent, _, name = path.rpartition("/")
        self.mkdir(parent)
        self.dirs[path] = [0, []]           # its cluster is given when the drive is laid
        self._named(parent, name, _ATTR_DIR, 0, 0)
        self.dirs[path][0] = None

    def add(self, path, content):
        """Write file ``path`` ("lib/x.py") holding ``content``."""
        parent, _, name = path.rpartition("/")
        self.mkdir(parent)
        chain = self._alloc(-(-len(content) // SECTOR))
        for i, cluster in enumerate(chain):
            at = (DATA_AT + cluster - 2) * SECTOR
            piece = content[i * SECTOR:(i + 1) * SECTOR]
            self.data[at:at + len(piece)] = piece
        self._named(parent, name, _ATTR_ARCHIVE, chain[0] if chain else 0, len(content))

    def image(self):
        """Return the drive's bytes, its folders laid out (after the files they hold)."""
        for path in sorted(p for p in self.dirs if p):       # parents before children
            parent = path.rpartition("/")[0]
            entries = self.dirs[path][1]
            need = -(-(len(entries) + 2) * 32 // SECTOR)
            chain = self._alloc(need)
            self.dirs[path][0] = chain[0]
            self._fix(parent, path.rpartition("/")[2], chain[0])
        for path, (first, entries) in self.dirs.items():
            raw = b"".join(entries)
            if path:
                up = self.dirs[path.rpartition("/")[0]][0]
                dots = bytearray(64)
                dots[0:11], dots[32:43] = b".          ", b"..         "
                dots[11] = dots[43] = _ATTR_DIR
                dots[26:28] = first.to_bytes(2, "little")
                dots[58:60] = (up or 0).to_bytes(2, "little")
                raw = bytes(dots) + raw
                chain = self._chain(first)
            else:
                if len(entries) > ROOT_ENTRIES:
                    raise DriveFull("more than %d entries in the root" % ROOT_ENTRIES)
                chain = None
            self._put_dir(raw, chain)
        fat = bytearray(FAT_SECTORS * SECTOR)
        for n, value in enumerate(self.fat):
            at = n * 3 // 2
            if n & 1:
                fat[at] = (fat[at] & 0x0F) | ((value << 4) & 0xF0)
                fat[at + 1] = value >> 4
            else:
                fat[at] = value & 0xFF
                fat[at + 1] = (fat[at + 1] & 0xF0) | (value >> 8)
        self.data[FAT_AT * SECTOR:(FAT_AT + FAT_SECTORS) * SECTOR] = fat
        return bytes(self.data)

    def _chain(self, first):
        chain = [first]
        while self.fat[chain[-1]] < 0xFF8:
            chain.append(self.fat[chain[-1]])
        return chain

    def _fix(self, parent, name, cluster):
        """Give the folder entry ``name`` in ``parent`` its first cluster."""
        entries = self.dirs[parent][1]
        for i in range(len(entries) - 1, -1, -1):
            e = entries[i]
            if e[11] == _ATTR_DIR and e[26:28] == b"\x00\x00" and self._names(entries, i) == name:
                e = bytearray(e)
                e[26:28] = cluster.to_bytes(2, "little")
                entries[i] = bytes(e)
                return
        raise KeyError(name)

    @staticmethod
    def _names(entries, i):
        return _long_name(entries[:i + 1]) or _short_name(entries[i])

    def _put_dir(self, raw, chain):
        if chain is None:
            at = ROOT_AT * SECTOR
            self.data[at:at + len(raw)] = raw
            return
        for i, cluster in enumerate(chain):
            at = (DATA_AT + cluster - 2) * SECTOR
            piece = raw[i * SECTOR:(i + 1) * SECTOR]
            self.data[at:at + len(piece)] = piece


def _short_name(e):
    base, ext = e[0:8].decode("ascii").rstrip(), e[8:11].decode("ascii").rstrip()
    return base + ("." + ext if ext else "")


def _long_name(entries):
    """Return the long name the entries just before the last one give it, or None."""
    units = []
    i = len(entries) - 2
    while i >= 0 and entries[i][11] == _LFN:
        e = entries[i]
        for at in (1, 3, 5, 7, 9, 14, 16, 18, 20, 22, 24, 28, 30):
            units.append(int.from_bytes(e[at:at + 2], "little"))
        if e[0] & 0x40:
            break
        i -= 1
    if not units:
        return None
    text = []
    for u in units:
        if u in (0, 0xFFFF):
            break
        text.append(chr(u))
    return "".join(text)


def read_files(image):
    """Return {path: bytes} of every file on a FAT12 image, read by its boot sector's numbers.

    A reader of its own (for the tests), so that a writer's mistake is not read back the same way.
    """
    per = image[13]
    reserved = int.from_bytes(image[14:16], "little")
    fats = image[16]
    root_entries = int.from_bytes(image[17:19], "little")
    fat_sectors = int.from_bytes(image[22:24], "little")
    root_at = reserved + fats * fat_sectors
    data_at = root_at + root_entries * 32 // SECTOR
    fat = image[reserved * SECTOR:(reserved + fat_sectors) * SECTOR]

    def next_of(n):
        v = int.from_bytes(fat[n * 3 // 2:n * 3 // 2 + 2], "little")
        return v >> 4 if n & 1 else v & 0xFFF

    def chain_bytes(first):
        out, n = bytearray(), first
        while 2 <= n < 0xFF8:
            at = (data_at + (n - 2) * per) * SECTOR
            out += image[at:at + per * SECTOR]
            n = next_of(n)
        return bytes(out)

    found = {}

    def walk(raw, prefix):
        entries = [raw[i:i + 32] for i in range(0, len(raw), 32)]
        for i, e in enumerate(entries):
            if e[0] == 0:
                break
            if e[0] == 0xE5 or e[11] == _LFN or e[11] & _ATTR_LABEL:
                continue
            name = _long_name(entries[:i + 1]) or _short_name(e)
            if name in (".", ".."):
                continue
            first = int.from_bytes(e[26:28], "little")
            if e[11] & _ATTR_DIR:
                walk(chain_bytes(first), prefix + name + "/")
            else:
                found[prefix + name] = chain_bytes(first)[:int.from_bytes(e[28:32], "little")]

    walk(image[root_at * SECTOR:data_at * SECTOR], "")
    return found


def library_source(name=LIBRARY):
    """Return the path of an Adafruit library's .py (requirements.txt installs it)."""
    spec = importlib.util.find_spec(name)
    if spec is None or not spec.origin:
        raise SystemExit("%s is not installed: pip install -r requirements.txt" % name)
    return spec.origin


def stage(into, mpy_cross=None, settings=()):
    """Write the drive's files under ``into`` as tools/ship/deploy.py would; return their paths.

    ``settings`` are ``NAME = value`` lines for the drive's ``settings.toml``
    (the harness's fixed seed and the game's own figures, say).
    """
    from hardware import storage
    from hardware.reading import prepare
    from tools.ship import deploy

    placed = deploy.stage_files(into, mpy_cross)
    lib = os.path.join(into, "lib")
    os.makedirs(lib, exist_ok=True)
    shutil.copyfile(library_source(), os.path.join(lib, LIBRARY + ".py"))
    if mpy_cross:
        rel = "lib/%s.py" % LIBRARY
        subprocess.run([mpy_cross, "-O3", "-o", rel[:-3] + ".mpy", rel], cwd=into, check=True)
        os.remove(os.path.join(into, rel))
        placed.append(rel[:-3] + ".mpy")
    else:
        placed.append("lib/%s.py" % LIBRARY)
    if settings:
        with open(os.path.join(into, "settings.toml"), "w", encoding="utf-8") as f:
            f.write("".join(line + "\n" for line in settings))
        placed.append("settings.toml")
    folder = os.path.join(into, storage.SAVE_FOLDER.strip("/"))
    prepare(storage.FileStorage(folder))
    for here, _, names in os.walk(folder):
        for name in sorted(names):
            placed.append(os.path.relpath(os.path.join(here, name), into).replace(os.sep, "/"))
    return placed


def build(mpy_cross=None, settings=()):
    """Return the drive image holding the game, its library and its save files."""
    img = Image()
    with tempfile.TemporaryDirectory() as into:
        for rel in stage(into, mpy_cross, settings):
            with open(os.path.join(into, rel), "rb") as f:
                img.add(rel, f.read())
    return img.image()


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("image", help="where to write the drive image")
    parser.add_argument("--mpy-cross", help="CircuitPython's mpy-cross: the game as .mpy")
    parser.add_argument("--setting", action="append", default=[], metavar="LINE",
                        help='a line of settings.toml ("OLDMAID_SEED = 7"), again for more')
    args = parser.parse_args(argv)
    data = build(args.mpy_cross, args.setting)
    with open(args.image, "wb") as f:
        f.write(data)
    print("%s: %d files, %d bytes at flash offset 0x%x" % (args.image, len(read_files(data)),
                                                          len(data), OFFSET))


if __name__ == "__main__":
    main()
