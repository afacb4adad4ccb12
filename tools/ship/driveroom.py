"""What a deploy takes on a board's FAT drive, counted before anything is written.

FAT gives each file whole clusters and each name 32-byte directory entries
(one more per 13 letters of a long name), and a folder is a file of those
entries: 79 files of 282 KB can need more than 315 KB.  A file replaced
through a temporary name holds its old and new clusters for a moment; a file
moved aside as ``.bak`` frees nothing.  The count rounds up wherever the
drive's layout is unknown, so that a deploy it lets start can finish.
"""

import errno
import os
import shutil

FALLBACK_CLUSTER = 4096     # the largest a CIRCUITPY drive uses: assume it when unknown
ENTRY = 32                  # bytes of one FAT directory entry
LONG_NAME_PART = 13         # letters of a long name per extra entry
PART = ".oldmaid-part"      # what a file is written as before it takes the old one's place


def cluster_size(drive):
    """Return the drive's allocation unit in bytes."""
    if hasattr(os, "statvfs"):
        try:
            found = os.statvfs(drive)
            size = found.f_frsize or found.f_bsize
            if size > 0:
                return size
        except OSError:
            pass
    elif os.name == "nt":
        import ctypes

        per_cluster, per_sector = ctypes.c_ulong(), ctypes.c_ulong()
        free, total = ctypes.c_ulong(), ctypes.c_ulong()
        root = os.path.splitdrive(os.path.abspath(drive))[0] + "\\"
        if ctypes.windll.kernel32.GetDiskFreeSpaceW(
                root, ctypes.byref(per_cluster), ctypes.byref(per_sector),
                ctypes.byref(free), ctypes.byref(total)):
            return per_cluster.value * per_sector.value or FALLBACK_CLUSTER
    return FALLBACK_CLUSTER


def rounded(size, cluster):
    """Return the bytes a file of ``size`` bytes takes in clusters of ``cluster``.

    >>> rounded(1, 512), rounded(512, 512), rounded(0, 512)
    (512, 512, 0)
    """
    return -(-size // cluster) * cluster


def entry_bytes(name):
    """Return the directory bytes one name takes.

    >>> entry_bytes("code.py"), entry_bytes("adafruit_displayio_sh1107.mpy")
    (64, 128)
    """
    return ENTRY * (1 + -(-len(name) // LONG_NAME_PART))


class Plan:
    """The writes of one deploy, and the room they need on the drive."""

    def __init__(self, drive, cluster):
        self.drive = drive
        self.cluster = cluster
        self.grows = 0          # clusters gained, file by file, never less than 0 each
        self.overlap = 0        # the largest old file replaced through a temporary name
        self.names = {}         # folder -> bytes of the names it gains
        self.new_folders = set()

    def _name(self, rel):
        """Count the directory entry of a name ``rel`` that the drive does not have yet."""
        folder, name = os.path.split(rel)
        self.names[folder] = self.names.get(folder, 0) + entry_bytes(name)
        while folder and not os.path.isdir(os.path.join(self.drive, folder)):
            if folder in self.new_folders:
                break
            self.new_folders.add(folder)
            parent, base = os.path.split(folder)
            self.names[folder] = self.names.get(folder, 0) + 2 * ENTRY   # . and ..
            self.names[parent] = self.names.get(parent, 0) + entry_bytes(base)
            folder = parent

    def write(self, rel, size, replaces=True, through_temporary=True, staged=False):
        """Count writing ``size`` bytes at ``rel``: over what is there, or (not ``replaces``)
        beside it, the old file being moved aside first.

        ``staged``: the new file is written whole under a temporary name while
        the old one stays until every file of the deploy is written (deploy's
        switch): it holds all its clusters at once with the old one's.
        """
        dst = os.path.join(self.drive, rel)
        there = replaces and os.path.isfile(dst)
        old = rounded(os.path.getsize(dst), self.cluster) if there else 0
        new = rounded(size, self.cluster)
        self.grows += new if staged else max(0, new - old)
        if not there:
            self._name(rel)
        if through_temporary or staged:
            if not staged:
                self.overlap = max(self.overlap, old)
            self._name(rel + PART)

    def move_aside(self, kept):
        """Count renaming a file to ``kept``: a new name, and nothing freed."""
        self._name(kept)

    def needed(self):
        """Return the bytes the drive must have free for every counted write."""
        folders = sum(rounded(size, self.cluster) for size in self.names.values())
        return self.grows + self.overlap + folders


def keeps_long_names(drive):
    """Return whether the drive keeps a long file name as written (not only 8.3 names).

    A FAT mounted without long names (fusefat, ``msdos``) refuses such a
    name or cuts it short.  Tried with an empty file of the name deploy's
    temporary files take, removed after, whatever the drive made of it.
    """
    name = "oldmaid-long-name-probe" + PART
    before = set(os.listdir(drive))
    try:
        fd = os.open(os.path.join(drive, name), os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    except OSError as e:
        if e.errno in (errno.EINVAL, errno.ENAMETOOLONG, errno.ENOENT, errno.EILSEQ):
            return False
        raise
    os.close(fd)
    made = set(os.listdir(drive)) - before
    for other in made | {name}:
        try:
            os.remove(os.path.join(drive, other))
        except OSError:
            pass
    return name in made or (not made and name in before)


def free_room(drive):
    """Return the bytes free on the drive."""
    return shutil.disk_usage(drive).free
