"""Pack a language file of ``game/lang`` into the data module a board imports.

A language file is readable Python, a module of names (``GAME = "Old
Maid"``).  On a board such a module holds on to more than its words:
MicroPython interns each of its short strings for good, so every language
shown adds some forty names to the table of interned names, which no
language switch frees and which grows by a block of kilobytes at a pool's
end (under the MicroPython VM, showing French after the heap report's
session took 15.6 KB for good).  So its device form (tools/devicefiles.py)
is data instead, two string constants, which no board interns, named in
lower case as no word is:

    names = "NAME GAME ODD_NAMES* PETER# MENU* ... RULES** ..."
    text = "English\\x1eOld Maid\\x1eOld Maid\\x1fBlack Peter\\x1fJoker\\x1e1\\x1e..."

``names`` lists the file's names in its order, each marked with its kind:
bare a string, ``#`` an int, ``*`` a tuple of strings, ``**`` a tuple of
tuples of strings.  ``text`` holds one record a name, in that order, each
ended by ``END``; a tuple's strings are cut by ``ITEM``, a tuple of tuples
by ``GROUP``; an int is its digits.  ``game.words.Words`` reads a word from
the text when a screen asks for it, and the module is let go.

    python3 tools/packwords.py game/lang/en.py     # print its device form
"""

import ast
import sys

END, ITEM, GROUP = "\x1e", "\x1f", "\x1d"   # ASCII's separators: no word holds one
LANG = "game/lang/"
RESERVED = ("names", "text")   # the device form's own names


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
        if END in s or ITEM in s or GROUP in s:
            raise ValueError("%s holds a separator of the packed form" % name)
    return strings


def record(name, value):
    """Return (``name`` marked with its kind, the record of ``value``)."""
    if type(value) is int:
        return name + "#", str(value)
    if type(value) is str:
        return name, _strings(name, (value,))[0]
    if type(value) is tuple and value and all(type(v) is tuple for v in value):
        return name + "**", GROUP.join(ITEM.join(_strings(name, v)) for v in value)
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


def pack(source):
    """Return (names, text) of a language file's source."""
    names, records = [], []
    for name, value in values(source):
        if name in RESERVED:
            raise ValueError("%s is the packed form's own name: call the word otherwise" % name)
        marked, text = record(name, value)
        names.append(marked)
        records.append(text + END)
    return " ".join(names), "".join(records)


def device_form(source):
    """Return the device form of a language file: its names and text, its lines kept."""
    names, text = pack(source)
    form = "names = %s\ntext = %s\n" % (ascii(names), ascii(text))
    return form + "\n" * max(0, source.count("\n") - form.count("\n"))


if __name__ == "__main__":
    with open(sys.argv[1], encoding="utf-8") as f:
        sys.stdout.write(device_form(f.read()))
