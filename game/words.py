"""The words of the game in the chosen language, one language in memory at a time.

Each language is a module of ``game/lang`` holding the same names (see
``game/lang/en.py``).  ``load`` imports the chosen one and forgets the one
before, so a board holds only the words it shows.  The long texts, the rules
and the forfeits, are a module of their own per language (``en_texts.py``):
``texts`` loads it only while the rules screen or a forfeit needs it, and
``forget_texts`` drops it after; so are the picture deck's names
(``en_pictures.py``), loaded by ``pictures`` for a pictures game only.

A board gets each language file packed (tools/packwords.py): its words in
one string, which MicroPython does not intern as it does a module's short
strings, for good.  ``Words`` reads a word from that text when a screen
asks for it (``w.GAME`` as on a PC) and keeps the last few read; the module
is let go at once, so a language held is its text and where each word
starts in it, and the next language frees it.  A PC uses the readable
module itself.
"""

import sys

from micropython import const

LANGUAGES = ("en", "fr", "it", "pt", "de")
# Each language by its own name, as the settings screen offers it.
LANGUAGE_NAMES = ("English", "Fran\u00e7ais", "Italiano", "Portugu\u00eas", "Deutsch")
_PACKAGE = "game.lang"
_TEXTS = "_texts"
_PICTURES = "_pictures"
# How a packed language's text is cut (tools/packwords.py): each word's record
# ends with _END; a tuple's strings are cut by _ITEM, a tuple of tuples by _GROUP.
_END = "\x1e"
_ITEM = "\x1f"
_GROUP = "\x1d"
_MARKS = ("", "#", "*", "**")   # after a name: a string, an int, a tuple, a tuple of tuples
_KEPT = const(8)     # the words last read, kept: a screen asking again allocates nothing


def load(code):
    """Return the module of language ``code`` (English for a code we lack)."""
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
    """Import ``game.lang.<module>`` (unless it is loaded); return its words.

    A packed module (a board's) gives a ``Words`` and is dropped at once.
    """
    name = _PACKAGE + "." + module
    __import__(name)
    found = sys.modules[name]
    if not hasattr(found, "text"):       # the readable file, as a PC runs it
        return found
    drop(name)
    return Words(found.names, found.text)


class _Starts:
    """Where each word of a packed language starts in its text: one attribute a name."""


class Words:
    """A packed language's words, each an attribute read from the text when asked for.

    ``names`` lists the names in the text's order, each marked with its
    kind (``GAME``, ``PETER#`` an int, ``MENU*`` a tuple of strings,
    ``RULES**`` a tuple of tuples); ``text`` holds their records.
    """

    def __init__(self, names, text):
        self._text = text
        self._kept = {}
        starts = _Starts()
        at = 0
        for name in names.split():
            bare = name.rstrip("#*")
            setattr(starts, bare, at << 2 | _MARKS.index(name[len(bare):]))
            at = text.find(_END, at) + 1
        self._starts = starts

    def __getattr__(self, name):
        """Return word ``name``, read from the text unless it is kept from before."""
        kept = self._kept
        if name in kept:
            return kept[name]
        at = getattr(self._starts, name)        # AttributeError for a name it lacks
        kind = at & 3
        at >>= 2
        text = self._text[at:self._text.find(_END, at)]
        if kind == 1:
            word = int(text)
        elif kind == 2:
            word = tuple(text.split(_ITEM))
        elif kind == 3:
            word = tuple(tuple(group.split(_ITEM)) for group in text.split(_GROUP))
        else:
            word = text
        if len(kept) >= _KEPT:
            kept.clear()
        kept[name] = word
        return word


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


def fit(text, columns):
    """Return ``text`` cut to ``columns`` characters."""
    return text if len(text) <= columns else text[:columns]


def wrap(text, columns, sep=" "):
    """Return ``text``'s words in lines of up to ``columns``, ``sep`` between words.

    A word longer than a line is cut into pieces.

    >>> wrap("Sing a song, then dance.", 10)
    ['Sing a', 'song, then', 'dance.']
    """
    return pack(text.split(), columns, sep)


def pack(words, columns, sep="  "):
    """Return ``words`` in lines of up to ``columns``, ``sep`` between words on a line.

    >>> pack(["ANN 3", "BOB 10", "CAT 0", "DAN 1", "EVE 2"], 21)
    ['ANN 3  BOB 10  CAT 0', 'DAN 1  EVE 2']
    """
    lines = []
    line = ""
    for item in words:
        word = item
        while len(word) > columns:
            if line:
                lines.append(line)
                line = ""
            lines.append(word[:columns])
            word = word[columns:]
        if line and len(line) + len(sep) + len(word) > columns:
            lines.append(line)
            line = word
        else:
            line = line + sep + word if line else word
    if line:
        lines.append(line)
    return lines
