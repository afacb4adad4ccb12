"""The list on the drive of the files deploy wrote there, each with its hash.

A file is deploy's to replace or delete only while it holds what deploy
wrote: one the owner changed since (their own ``code.py`` over the game's)
is theirs.  The list, ``.oldmaid-files`` at the drive's root, has one line
``<sha256> <path>`` per file (a path may have two lines while a deploy is
under way: what was there and what is coming).  A list of a deploy before
hashes has bare paths: their files count as deploy's only where they hold
what deploy would write now.  An unreadable list names nothing.
"""

import hashlib
import os

MANIFEST = ".oldmaid-files"
HEADER = "# Written by tools/ship/deploy.py: the files it put here, with their sha256.\n"
# What a list may name.
OURS = ("code.py", "boot.py", "engine/", "game/", "hardware/", "assets/")
HASH_LENGTH = 64
HEX = frozenset("0123456789abcdef")


def file_hash(path):
    """Return the sha256 of the file at ``path``, in hex."""
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(65536), b""):
            digest.update(block)
    return digest.hexdigest()


def is_ours(rel):
    """Whether a list's line names a file deploy may replace or delete."""
    if not rel or rel.startswith(("/", "\\")) or ":" in rel or "\\" in rel:
        return False
    parts = rel.split("/")
    if ".." in parts or "." in parts or "" in parts:
        return False
    return rel in OURS or (len(parts) > 1 and rel.startswith(OURS))


def parse(text):
    """Return {path: set of hashes} from a list's text; an empty set for a bare path.

    >>> parse("code.py\\n" + "ab" * 32 + " engine/round.mpy\\n../x\\n")["code.py"]
    set()
    >>> sorted(parse("ab" * 32 + " engine/round.mpy\\n"))
    ['engine/round.mpy']
    """
    found = {}
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        digest, _, rel = line.partition(" ")
        if len(digest) == HASH_LENGTH and set(digest) <= HEX and rel:
            hashes = {digest}
            rel = rel.strip()
        else:
            hashes, rel = set(), line
        if is_ours(rel):
            found.setdefault(rel, set()).update(hashes)
    return found


def read(drive):
    """Return ({path: hashes} of the drive's list, None or the one line saying it is garbled)."""
    path = os.path.join(drive, MANIFEST)
    try:
        with open(path, "rb") as f:
            data = f.read()
    except FileNotFoundError:
        return {}, None
    except OSError as e:
        return {}, ("cannot read %s (%s): every file there is taken for the owner's"
                    % (path, e.strerror or e))
    try:
        if b"\0" in data:
            raise ValueError("a NUL byte")
        text = data.decode("utf-8")
    except ValueError:                  # UnicodeDecodeError is one
        return {}, ("%s is garbled (not a list of files): every file there is taken for "
                    "the owner's, and none is removed" % path)
    return parse(text), None


def text_of(entries):
    """Return the list's text for {path: hashes}."""
    lines = [HEADER]
    for rel in sorted(entries):
        hashes = entries[rel]
        lines += ["%s %s\n" % (h, rel) for h in sorted(hashes)] if hashes else [rel + "\n"]
    return "".join(lines)


def write(drive, entries):
    """Write {path: hashes} as the drive's list."""
    with open(os.path.join(drive, MANIFEST), "w", encoding="utf-8", newline="\n") as f:
        f.write(text_of(entries))


def paths_in(drive):
    """Return the paths the drive's list names, sorted (for tests and people)."""
    return sorted(read(drive)[0])
