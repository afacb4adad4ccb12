"""Cards, decks and what makes a pair, for every variant.

A card is one byte: the face in the low seven bits, the deck in the top bit.

    face  0..51   a standard card: rank * 4 + suit
    face  52      the Black Peter joker
    face  53..77  themed pictures T1..T25
    face  78      the themed Old Maid figure

Ranks run A, 2 … 10, J, Q, K (0..12); suits C, D, H, S (0..3).  A card of the
second deck in ``double`` has the top bit set.  The same byte is the card's
tile number in the sprite sheet, less that bit: a second-deck card is drawn
as the first deck's face with a mark laid over it (hardware/sprites.py).

The transcript's names of cards are ``engine/names.py``'s.
"""

from micropython import const

from engine.errors import (
    UNKNOWN_VARIANT,
    BadSetup,
)

CLUBS = const(0)
DIAMONDS = const(1)
HEARTS = const(2)
SPADES = const(3)

ACE = const(0)
SEVEN = const(6)
JACK = const(10)
QUEEN = const(11)
KING = const(12)

BLACK_PETER = const(52)
THEMED_FIRST = const(53)
THEMED_PICTURES = const(25)
OLD_MAID = const(78)
_FACES = const(79)
DECK2 = const(0x80)
FACE_MASK = const(0x7F)

# The variants, in the order the setup screen offers them.
CLASSIC = const(0)
SAME_COLOR = const(1)
BLACK_PETER_GAME = const(2)
TWO_REMOVED = const(3)
SHORT = const(4)
DOUBLE = const(5)
THEMED = const(6)
VARIANTS = ("classic", "same-color", "black-peter", "two-removed", "short",
            "double", "themed")

_QUEEN_OF_CLUBS = const(44)   # card(QUEEN, CLUBS)
_JACK_OF_CLUBS = const(40)    # card(JACK, CLUBS)

MIN_PLAYERS = const(2)
MAX_PLAYERS_DOUBLE = const(12)

# Each variant's rules, a row of _ROW bytes in the setup's order (VARIANTS): the
# cards it deals, its decks, the most players it seats, the lowest rank it keeps
# beside the aces, the cards it takes out of each deck, what it adds, and how two
# cards pair.  A new variant is a row here and a name above.
_QUEEN_OUT = const(1)         # the Queen of clubs: the other queen is left without a twin
_JACK_OUT = const(2)          # the Jack of clubs too: the Jack of spades is the odd card
_JOKER = const(1)             # the Black Peter joker, the odd card of a whole deck
_BY_RANK = const(0)           # pairs are two cards of a rank
_BY_COLOUR = const(1)         # ... of a rank and a colour: red with red, black with black
_PICTURES = const(2)          # 25 pictures twice and the Old Maid, not a standard deck
_ROW = const(7)
_CARDS = const(0)
_DECKS = const(1)
_MOST = const(2)
_LOWEST = const(3)
_OUT = const(4)
_ADDED = const(5)
_PAIRS = const(6)
_RULES = bytes((
    # cards decks most lowest  out                      added   pairs
    51,    1,    8,   ACE,    _QUEEN_OUT,              0,      _BY_RANK,     # classic
    51,    1,    8,   ACE,    _QUEEN_OUT,              0,      _BY_COLOUR,   # same-color
    53,    1,    8,   ACE,    0,                       _JOKER, _BY_RANK,     # black-peter
    50,    1,    8,   ACE,    _QUEEN_OUT | _JACK_OUT,  0,      _BY_RANK,     # two-removed
    31,    1,    8,   SEVEN,  _QUEEN_OUT,              0,      _BY_RANK,     # short
    102,   2,    12,  ACE,    _QUEEN_OUT,              0,      _BY_RANK,     # double
    51,    1,    8,   ACE,    0,                       0,      _PICTURES,    # themed
))


def _rule(variant, what):
    """Return the ``what`` column of ``variant``'s row of _RULES."""
    return _RULES[variant * _ROW + what]


def card(rank, suit):
    """Return the standard card of this rank and suit (first deck)."""
    return rank * 4 + suit


def variant_number(name):
    """Return the number of the variant called ``name``."""
    for i in range(len(VARIANTS)):
        if VARIANTS[i] == name:
            return i
    raise BadSetup(UNKNOWN_VARIANT, name, ", ".join(VARIANTS))


def max_players(variant):
    """Two decks seat up to twelve; every other variant up to eight."""
    return _rule(variant, _MOST)


def deck_size(variant):
    """Return how many cards the variant deals."""
    return _rule(variant, _CARDS)


def fill_deck(variant, buf):
    """Write the variant's deck into ``buf`` in its canonical order; return its size."""
    n = 0
    if _rule(variant, _PAIRS) == _PICTURES:
        for t in range(THEMED_PICTURES):
            buf[n] = THEMED_FIRST + t
            buf[n + 1] = THEMED_FIRST + t
            n += 2
        buf[n] = OLD_MAID
        return n + 1
    low = _rule(variant, _LOWEST)
    out = _rule(variant, _OUT)
    for deck in range(_rule(variant, _DECKS)):
        for face in range(52):
            r = face >> 2
            if face == _QUEEN_OF_CLUBS and out & _QUEEN_OUT:
                continue
            if face == _JACK_OF_CLUBS and out & _JACK_OUT:
                continue
            if ACE < r < low:
                continue
            buf[n] = face | (DECK2 if deck else 0)
            n += 1
    if _rule(variant, _ADDED) == _JOKER:
        buf[n] = BLACK_PETER
        n += 1
    return n


def fill_keys(variant, keys):
    """Write into ``keys`` each card's pairing key, for every card below ``len(keys)``.

    Two cards pair exactly when their keys are equal.  Keys are below 128
    within a deck; the second deck's keys have the top bit, so cards of
    different decks never pair.
    """
    by_colour = _rule(variant, _PAIRS) == _BY_COLOUR
    for c in range(len(keys)):
        face = c & FACE_MASK
        if face < 52:
            k = face >> 2
            if by_colour:                   # diamonds and hearts are red
                s = face & 3
                k = k * 2 + (1 if s == DIAMONDS or s == HEARTS else 0)
        else:
            k = 64 + face - 52     # jokers and pictures: their own key
        keys[c] = k | (c & DECK2)
