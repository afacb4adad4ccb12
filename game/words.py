"""The words of the game in the chosen language, one language in memory at a time.

Each language is a module of ``game/lang`` holding the same names (see
``game/lang/en.py``).  ``load`` returns the chosen one and forgets the one
before, so a board holds only the words it shows.  The long texts, the rules
and the forfeits, are a file of their own per language (``en_texts.py``):
``texts`` reads them only while the rules screen or a forfeit needs them,
and ``forget_texts`` lets them go after; so are the picture deck's names
(``en_pictures.py``), read by ``pictures`` for a pictures game only.

A board gets each language file as data (tools/ship/packwords.py), a ``.words``
file beside where the module would be: a table of where each word is, and
the words.  ``Words`` reads a word from the file when a screen asks for it
(``w.GAME`` as on a PC), its place found in the file's table too, and keeps
the last few read, so a language held is a few numbers: neither the words,
their names nor the table take the heap, and MicroPython interns none of
them.  A PC, which has no ``.words`` files, imports the readable module
itself.
"""

import gc
import sys

from micropython import const

LANGUAGES = ("en", "fr", "it", "pt", "de")   # their names: game/scenes/settings.py's
_PACKAGE = "game.lang"
_TEXTS = "_texts"
_PICTURES = "_pictures"
# A board's language files (tools/ship/packwords.py): beside this module, in lang/.
_FOLDER = __file__[:__file__.rfind("/") + 1] + "lang/" if "/" in __file__ else "game/lang/"
_FILE = ".words"
MAGIC = b"OMW2"     # 2: a tuple of tuples is a record a tuple (OMW1: one record)
_EIO = const(5)
# How a word's record is cut: a tuple's strings by _ITEM.
_ITEM = "\x1f"
_SMALL_HEAP = hasattr(gc, "mem_free")    # a board, or a VM measuring one (settle)
_KEPT = const(8)     # the words last read, kept: a screen asking again allocates nothing


def load(code):
    """Return the words of language ``code`` (English for one we lack): a Words, or the module."""
    if code not in LANGUAGES:
        code = LANGUAGES[0]
    forget_texts()
    for other in LANGUAGES:
        forget(other + _PICTURES)
        if other != code:
            forget(other)
    return _imported(code)


def texts(code):
    """Return the long texts (``RULES``, ``FORFEITS``) of language ``code`` (else English's).

    About 2 KB a language that only the rules screen and a forfeit show:
    call ``forget_texts`` once they are no longer on screen.
    """
    if code not in LANGUAGES:
        code = LANGUAGES[0]
    return _imported(code + _TEXTS)


def pictures(code):
    """Return the names of the picture deck's pictures (``NAMES``, ...) in language ``code``.

    Loaded while a pictures game is at the table: ``load`` (a new
    language) and ``forget_pictures`` drop it.
    """
    if code not in LANGUAGES:
        code = LANGUAGES[0]
    return _imported(code + _PICTURES)


def forget_pictures():
    """Drop every language's picture names from memory."""
    for code in LANGUAGES:
        forget(code + _PICTURES)


def forget_texts():
    """Drop every language's long texts from memory."""
    for code in LANGUAGES:
        forget(code + _TEXTS)


def _imported(module):
    """Return the words of ``game/lang/<module>``: its ``.words`` file's, else the module.

    A board has the file (tools/ship/packwords.py); a PC imports the readable module.
    """
    try:
        return Words(_FOLDER + module + _FILE)
    except OSError:
        pass
    name = _PACKAGE + "." + module
    __import__(name)
    return sys.modules[name]


def name_hash(name, multiplier):
    """Return the 16-bit hash that a ``.words`` file's table files word ``name`` under."""
    h = 0
    for i in range(len(name)):
        h = (h * multiplier + ord(name[i])) & 0xFFFF
    return h


class Words:
    """A language's words read from its ``.words`` file, each an attribute, when asked for.

    The file (tools/ship/packwords.py writes it) is ``MAGIC``, the count of words
    and the hash's multiplier (two bytes each, big-endian), then a table
    sorted by hash of each word's name hash, start and length (two bytes
    each, the start counted from the table's end), then the records: each
    is the word's name marked with its kind (``GAME``, ``PETER#`` an int,
    ``MENU*`` a tuple of strings, ``RULES**`` a tuple of tuples), ``=``,
    and the word, in UTF-8.  A tuple of tuples' record is how many there
    are, each a tuple's record of its own (``RULES.0*``, ...): the rules,
    read whole, were a kilobyte and more in one piece.
    """

    def __init__(self, path):
        self._kept = {}
        with open(path, "rb") as f:
            head = f.read(8)
            if head[:4] != MAGIC:
                raise OSError(_EIO, "not a words file: " + path)
        self._count = head[4] << 8 | head[5]
        self._multiplier = head[6] << 8 | head[7]
        self._entry = bytearray(6)    # the table's entry read last: the table stays in the file
        self._path = path

    def __getattr__(self, name):
        """Return word ``name``, read from the file unless it is kept from before."""
        kept = self._kept
        if name in kept:
            return kept[name]
        word = self._word(name)
        if len(kept) >= _KEPT:
            kept.clear()
        kept[name] = word
        return word

    def _word(self, name):
        """Return word ``name`` read from the file."""
        record = self._record(name)
        at = len(name)
        end = record.find("=", at)
        mark = end - at          # after the name: "" a string, "#" an int, "*" or "**" tuples
        if not record.startswith(name) or end < 0 or mark > 2 or (
                mark and record[at] not in "#*"):
            raise AttributeError(name)
        end += 1
        if mark == 0:
            word = record[end:]
        elif record[at] == "#":
            word = int(record[end:])
        elif mark == 1:
            word = record.split(_ITEM)    # no copy of the record without its name first
            word[0] = word[0][end:]
            word = tuple(word)
        else:                    # a tuple at a time: the rules are the longest word
            word = tuple(self._word("%s.%d" % (name, i)) for i in range(int(record[end:])))
        return word

    def _record(self, name):
        """Return the record filed under ``name``'s hash (a binary search of the file's table).

        The table is read an entry at a time into one buffer: held, it
        was 6 bytes a word of every screen's heap (810 in English).
        """
        entry = self._entry
        h = name_hash(name, self._multiplier)
        low = 0
        high = self._count
        with open(self._path, "rb") as f:
            while low < high:
                mid = (low + high) >> 1
                f.seek(8 + mid * 6)
                if f.readinto(entry) != 6:
                    break
                found = entry[0] << 8 | entry[1]
                if found == h:
                    f.seek(8 + self._count * 6 + (entry[2] << 8 | entry[3]))
                    return str(f.read(entry[4] << 8 | entry[5]), "utf-8")
                if found < h:
                    low = mid + 1
                else:
                    high = mid
        raise AttributeError(name)


def forget(code):
    """Drop module ``code`` of game/lang (a language, or its texts) from memory, if loaded."""
    drop(_PACKAGE + "." + code)


def drop(name):
    """Drop module ``name`` (``package.module``) from memory, if loaded: the game's one way.

    Its package's attribute goes too, or the package would keep it alive.
    """
    if name in sys.modules:
        del sys.modules[name]
        dot = name.rfind(".")
        package = sys.modules.get(name[:dot])
        leaf = name[dot + 1:]
        if package is not None and hasattr(package, leaf):
            try:
                delattr(package, leaf)
            except (AttributeError, TypeError):  # a port without module delattr
                pass


def settle():
    """Collect the garbage now, before something that stays is made (a module's code, say).

    Made after a frame's garbage it would lie above it, and the garbage's
    room, freed, would be holes between things that stay: on a board's
    small heap, too small for the next module.  Measured under
    CircuitPython's VM, before loading a turn's half and before the view's
    text (``hardware/viewbuild.py``), a KB of the smallest heap each.  A
    PC's collector (no ``mem_free``) only spends time on it.
    """
    if _SMALL_HEAP:
        gc.collect()


def fit(text, columns):
    """Return ``text`` cut to ``columns`` characters."""
    return text if len(text) <= columns else text[:columns]


def fill(text, columns, indent=0):
    """Return ``text`` after up to ``indent`` spaces, then spaces to ``columns`` characters.

    A menu's line as wide as the screen: the view lines a menu up by its
    longest line, which is then always the same, so the rows hold still
    as their values change (the setup, the settings).  An ``indent`` of
    ``columns`` sets the text flush right.

    >>> fill("Tip", 8, 2)
    '  Tip   '
    >>> fill("Tip", 8, 8)
    '     Tip'
    """
    indent = max(0, min(indent, columns - len(text)))
    return " " * indent + text + " " * (columns - indent - len(text))


def wrap(text, columns, sep=" "):
    """Return ``text``'s words in lines of up to ``columns``, ``sep`` between words.

    A word longer than a line is cut into pieces; a sign that stands apart
    stays with its word (``split``).

    >>> wrap("Sing a song, then dance.", 10)
    ['Sing a', 'song, then', 'dance.']
    >>> wrap("Pris : le roi", 6)
    ['Pris :', 'le roi']
    """
    return pack(split(text), columns, sep)


def split(text):
    """Return ``text``'s words, a sign written apart kept with its word: no line starts ":".

    French sets "?", "!", ":", ";" and "»" a space after their word, and
    "«" a space before its own; a dash between two words stays with the
    first: a line never breaks there.

    >>> split("Qui ? « Pierre ». BOB – 10")
    ['Qui ?', '« Pierre ».', 'BOB –', '10']
    """
    found = []
    for word in text.split():
        if found and (found[-1][-1] == "\u00ab" or word[0] != "\u00ab" and _sign(word)):
            found[-1] = found[-1] + " " + word
        else:
            found.append(word)
    return found


def _sign(word):
    """Return True if ``word`` is signs alone (punctuation), no letter nor digit."""
    for ch in word:
        if ch not in _SIGNS:
            return False
    return True


_SIGNS = ".,:;!?\u00ab\u00bb\u2013\u2014\u2026()\""   # what a word of signs alone is made of


def pack(words, columns, sep="  ", head=""):
    """Return ``words`` in lines of up to ``columns``, ``sep`` between words on a line.

    ``head`` (a label) starts the first line, one space before the first
    word, if they fit together.  An item longer than a line is cut.

    >>> pack(["ANN 3", "BOB 10", "CAT 0", "DAN 1", "EVE 2"], 21)
    ['ANN 3  BOB 10  CAT 0', 'DAN 1  EVE 2']
    >>> pack(["BOB", "CAT"], 12, " ", "Odd cards:")
    ['Odd cards:', 'BOB CAT']

    A line is counted first and made once, when it is full: built a word
    at a time, a screen of text made some 60 bytes of garbage a word, at a
    turn's busiest frame.
    """
    lines = []
    start = head        # the line's text before its words from ``first`` on ("": none)
    glue = " "          # between ``start`` and the first of them
    first = 0
    size = len(head)    # the line's length
    for i in range(len(words)):
        word = words[i]
        if len(word) > columns:            # cut into lines; what is left starts the next
            if size:
                lines.append(_line(start, glue, words, first, i, sep))
            while len(word) > columns:
                lines.append(word[:columns])
                word = word[columns:]
            start, glue, first, size = word, sep, i + 1, len(word)
            continue
        gap = len(glue if first == i else sep)
        if size and size + gap + len(word) > columns:
            lines.append(_line(start, glue, words, first, i, sep))
            start, first, size = "", i, len(word)
        elif size:
            size += gap + len(word)
        else:                              # the line's first word (an empty one starts none)
            first, size = i, len(word)
    if size:
        lines.append(_line(start, glue, words, first, len(words), sep))
    return lines


def _line(start, glue, words, first, end, sep):
    """Return the line of ``start`` and ``words[first:end]``: a lone word is itself, not a copy."""
    if first == end:
        return start
    body = words[first] if end == first + 1 else sep.join(words[first:end])
    return glue.join((start, body)) if start else body
