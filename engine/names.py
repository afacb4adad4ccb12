"""The rules' names as the transcript and the tools write them: cards, session modes, computers.

Apart from the rules (cards.py, session.py, players.py): a board never
writes a transcript nor reads a session mode from text, and these names
and their tables would take its heap for nothing (measured under
CircuitPython's VM: 1 KB of the smallest heap).  The game's own words are
``game/lang``'s.

>>> from engine.cards import DECK2, HEARTS, QUEEN, SPADES, card
>>> card_name(card(QUEEN, HEARTS))
'QH'
>>> card_name(card(7 - 1, SPADES) | DECK2)
'7S#2'
"""

from engine.cards import BLACK_PETER, DECK2, FACE_MASK, OLD_MAID, THEMED_FIRST
from engine.errors import (
    MISSING_COUNT,
    NO_COUNT,
    UNKNOWN_MODE,
    UNKNOWN_PERSONALITY,
    BadSetup,
)
from engine.players import PERSONALITIES
from engine.session import COUNTED, MODES, check_mode

_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
_SUITS = "CDHS"


def card_name(c):
    """Return the transcript name of a card: ``10H``, ``BP``, ``T7``, ``OM``."""
    face = c & FACE_MASK
    if face < 52:
        name = _RANKS[face >> 2] + _SUITS[face & 3]
    elif face == BLACK_PETER:
        name = "BP"
    elif face == OLD_MAID:
        name = "OM"
    else:
        name = "T%d" % (face - THEMED_FIRST + 1)
    return name + "#2" if c & DECK2 else name


def parse_mode(text):
    """Return ``(mode, k)`` for a mode written as in the transcript.

    >>> from engine import session
    >>> parse_mode("rounds:5") == (session.ROUNDS, 5)
    True
    """
    name = text
    k = 0
    colon = text.find(":")
    if colon >= 0:
        name = text[:colon]
        digits = text[colon + 1:]
        if not digits.isdigit():
            raise BadSetup(MISSING_COUNT, text)
        k = int(digits)
    for mode in range(len(MODES)):
        if MODES[mode] == name:
            if not COUNTED >> mode & 1 and colon >= 0:
                raise BadSetup(NO_COUNT, name)
            check_mode(mode, k)
            return mode, k
    raise BadSetup(UNKNOWN_MODE, text)


def personality(name):
    """Return the number of the personality called ``name``."""
    for i in range(len(PERSONALITIES)):
        if PERSONALITIES[i] == name:
            return i
    raise BadSetup(UNKNOWN_PERSONALITY, name)
