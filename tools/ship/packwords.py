"""Pack a language file of ``game/lang`` into the data file a board reads it from.

A language file is readable Python, a module of names (``GAME = "Old
Maid"``).  On a board such a module holds on to more than its words:
MicroPython interns each of its short strings for good, so every language
shown adds some forty names to the table of interned names, which no
language switch frees and which grows by a block of kilobytes at a pool's
end.  And a module's words, even packed into one string, stay in the heap
as long as the language is shown (2.6 KB for English, and a table of where
each word starts, under CircuitPython's own VM).  So its device form
(tools/ship/devicefiles.py) is a file, ``en.words`` beside where ``en.py``
would be, which ``game.words.Words`` reads a word at a time:

    MAGIC | count | multiplier | table: count x (hash, start, length) | records

each a two-byte big-endian number.  The table is sorted by the hash of
each word's name (``game.words.name_hash`` with the file's multiplier, the
first that files no two names of the file under one hash), a start counts
from the table's end, and a record is the name marked with its kind (bare
a string, ``#`` an int, ``*`` a tuple of strings, ``**`` a tuple of tuples
of strings), ``=``, then the word in UTF-8: an int as its digits, a
tuple's strings cut by ``ITEM``, a tuple of tuples as how many tuples it
holds, each a record of its own named ``NAME.0``, ``NAME.1``, ... (no
word's name holds a dot): a board reads the rules a page at a time, not
all of them in one piece.

    python3 -m tools.ship.packwords game/lang/en.py     # list its records
"""

import ast
import sys

from game.words import MAGIC, name_hash

ITEM = "\x1f"   # ASCII's unit separator: no word holds one
LANG = "game/lang/"
FILE = ".words"


def is_language(rel):
    """Return True when repository path ``rel`` is a language file (words, texts or pictures)."""
    return (rel.startswith(LANG) and rel.endswith(".py") and "/" not in rel[len(LANG):]
            and not rel.endswith("/__init__.py"))


def _strings(name, strings):
    """Return ``strings``, a tuple's, after checking they can be cut apart again."""
    if not strings:
        raise ValueError("%s: an empty tuple cannot be packed" % name)
    for s in strings:
        if type(s) is not str:
            raise ValueError("%s: %r is not a string" % (name, s))
        if ITEM in s:
            raise ValueError("%s holds a separator of the packed form" % name)
    return strings


def record(name, value):
    """Return (``name`` marked with its kind, the record of ``value``).

    A tuple of tuples' record is their count: ``records`` files each tuple
    as a record of its own.
    """
    if type(value) is int:
        return name + "#", str(value)
    if type(value) is str:
        return name, _strings(name, (value,))[0]
    if type(value) is tuple and value and all(type(v) is tuple for v in value):
        return name + "**", str(len(value))
    if type(value) is tuple:
        return name + "*", ITEM.join(_strings(name, value))
    raise ValueError("%s: a word is a string, an int or a tuple of them, not %r"
                     % (name, value))


def values(source):
    """Return the (name, value) pairs a language file assigns, in its order.

    A language file is only assignments of literals to public names.
    """
    pairs = []
    for node in ast.parse(source).body:
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            continue                                # the docstring
        if not (isinstance(node, ast.Assign) and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name)):
            raise ValueError("line %d: a language file holds only NAME = <literal>"
                             % node.lineno)
        pairs.append((node.targets[0].id, ast.literal_eval(node.value)))
    return pairs


def records(source, names=None):
    """Return a language file's records, in its order: ``NAME<mark>=word``, as text.

    ``names`` maps a word's name to the one the device modules read it by
    (tools/ship/boardnames.py); a name it does not hold is kept.
    """
    found = []
    for name, value in values(source):
        if name.startswith("_"):
            raise ValueError("%s: a word's name is public (Words keeps its own as _name)" % name)
        filed = (names or {}).get(name, name)
        marked, text = record(filed, value)
        found.append(marked + "=" + text)
        if marked.endswith("**"):
            for i in range(len(value)):
                found.append("=".join(record("%s.%d" % (filed, i), value[i])))
    return found


def device_path(rel):
    """Return where language file ``rel`` goes on a board: its ``.words`` file."""
    return rel[:-len(".py")] + FILE


def device_bytes(source, names=None):
    """Return the ``.words`` file of a language file's source (``names``: as ``records``)."""
    found = records(source, names)
    names = [r[:r.index("=")].rstrip("#*") for r in found]
    multiplier = 31
    while len({name_hash(n, multiplier) for n in names}) < len(names):
        multiplier += 2
    body = [r.encode("utf-8") for r in found]
    starts = []
    at = 0
    for data in body:
        starts.append(at)
        at += len(data)
    if at > 0xFFFF or len(names) > 0xFFFF:
        raise ValueError("a language file of %d bytes is too big to pack" % at)
    table = sorted((name_hash(n, multiplier), s, len(d)) for n, s, d in zip(names, starts, body))
    out = bytearray(MAGIC)
    for number in (len(names), multiplier):
        out += number.to_bytes(2, "big")
    for entry in table:
        for number in entry:
            out += number.to_bytes(2, "big")
    return bytes(out) + b"".join(body)


if __name__ == "__main__":
    with open(sys.argv[1], encoding="utf-8") as f:
        for line in records(f.read()):
            print(ascii(line))
