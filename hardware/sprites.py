"""The card sprite sheets' layout: tile sizes, tile numbers and palette.

Its 88 tiles are 10 x 16 px cards, numbered on an 8 x 11 grid.
``assets/cards.bmp`` holds them in 16 colours as halves, 10 x 8 px each: a
card's upper half is its tile's number, its lower half ``lower`` gives.  A
standard face's lower half is its suit's symbol alone, the same for all 13
ranks, so the 52 faces need 4 lower halves, not 52: 128 halves on an 8 x
16 grid, 80 px wide, a row of pixels 40 bytes with no padding (5,120 bytes
in RAM, not the 7,040 of whole cards).  A hand is one ``TileGrid`` over it,
two halves high: each card shows its left slice and the last one is closed
by an edge tile.  ``assets/cards_mono.bmp``, for 128 x 64 one-colour OLEDs,
has the same tile numbers on the same grid, in whole 8 x 13 px tiles of two
colours (13 rows do not halve, and the sheet is 1,144 bytes).
``tools/art/make_sprites.py`` draws both sheets from these same numbers, so the
game and the artwork cannot drift apart.  Pure data: imports nothing PC-only
and nothing from ``board``.

The sheet holds one deck's faces.  A second-deck card (``double``) shows the
first deck's face and, over it, the tile ``deck2_mark`` gives: a folded
corner in the red back's colour, the rest table (on the one-colour sheet, a
notch in the top edge, drawn dark).  The view lays the marks as TileGrids of
their own over the cards, made once: 52 tiles the sheet no longer stores
twice, 4,480 bytes of a board's RAM (and a name the less: the tile number is
private, ``deck2_mark`` is how to get it).

Suits are told apart first by shape: four distinct 7 x 7 symbols on every
face.  Colour is the second cue, and the usual one fails many players: to
someone without red cones a red heart on a 16 px card is nearly as dark as
a black spade.  The colour-blind setting (``View.set_inks``) therefore
swaps the four suit inks for ``COLORBLIND_INKS``, chosen so that:

- the two families stay families.  Old Maid pairs by colour in the "same
  colour" game (a heart pairs a diamond), so hearts and diamonds keep warm
  inks (a deep red, an orange) and clubs and spades cool or dark ones (a
  blue, black).  Warm against cool is the contrast the common forms of
  colour blindness keep: protan and deutan eyes see a yellow-to-blue scale,
  on which red and orange fall on the yellow side and blue on the other.
  The red is a deep scarlet rather than the usual crimson, which protan
  eyes see almost as black: leaning to orange, it stays a brown there.
- within a family, lightness differs too: the orange is clearly lighter
  than the red, the blue than the black, so a pair holds where hue fails.
- every ink stays dark enough on the white card (about 3:1 for the orange,
  the lightest) to read a 3 x 5 rank.

Measured as CIELAB distances after simulating protanopia, deuteranopia
and tritanopia (Machado et al. 2009; ``tests/hardware/test_sprites.py``): a red
suit is at least 45 from a black suit in every vision (the usual red and
black: 50 for protan eyes, which is why this setting exists at all), and
the two suits of one family at least 30.

>>> card_tile(0x80 | 5), card_tile(52), deck2_mark(0x80 | 5), deck2_mark(5) == EMPTY
(5, 52, 79, True)
>>> lower(5), lower(9), lower(52), lower(EMPTY)
(89, 89, 92, 126)
"""

from micropython import const

TILE_W = const(10)
TILE_H = const(16)
HALF_H = const(8)              # the colour sheet's tiles: a card's upper or lower half
SHEET_COLUMNS = const(8)
SHEET_ROWS = const(11)         # of whole cards; the colour sheet has twice as many of halves
TILE_COUNT = const(88)
HALF_COUNT = const(128)
MONO_TILE_W = const(8)         # the one-colour sheet: a card's slice, rank over suit
MONO_TILE_H = const(13)

# A card's face number is its own tile: 0..51 rank * 4 + suit, then these.
BLACK_PETER = const(52)
THEMED_FIRST = const(53)       # T1 .. T25 are tiles 53 .. 77
OLD_MAID = const(78)
_DECK2_MARK = const(79)        # laid over a second-deck face: the rest of the tile is table
BACK1 = const(80)              # blue back, deck 1
BACK2 = const(81)              # red back, deck 2
EDGE_FACE = const(82)          # right border closing a face-up card
EDGE_BACK = const(83)          # right border closing a face-down card
CURSOR_DOWN = const(84)
CURSOR_UP = const(85)
EMPTY = const(86)
SELECTED = const(87)           # yellow frame; needs palette index 0 transparent
                               # (the one-colour view inverts the card instead)

# Palette indices.  Only INK_CLUBS .. INK_SPADES change in colour-blind mode.
TABLE = const(0)               # the felt; made transparent over other layers
CARD = const(1)
OUTLINE = const(2)
INK_CLUBS = const(3)
INK_DIAMONDS = const(4)
INK_HEARTS = const(5)
INK_SPADES = const(6)
BACK_BLUE = const(7)
BACK_RED = const(8)
YELLOW = const(9)
LIGHT_GREY = const(10)
DARK_GREY = const(11)
PEACH = const(12)
BROWN = const(13)
GREEN = const(14)
ORANGE = const(15)

# The one-colour sheet: off and lit pixels.  A card is lit, its ink is off.
MONO_OFF = const(0)
MONO_LIT = const(1)
MONO_PALETTE = (0x000000, 0xFFFFFF)

PALETTE = (
    0x1A6B3A,  # table green
    0xFFFFFF,  # card white
    0x000000,  # outline and text
    0x101010,  # clubs
    0xD81818,  # diamonds
    0xD81818,  # hearts
    0x080808,  # spades
    0x2850C8,  # back blue
    0xB01830,  # back red
    0xFFD800,  # cursor yellow
    0xC0C0C0,  # light grey
    0x606060,  # dark grey
    0xF8C090,  # peach
    0x8B4A1C,  # brown
    0x30A030,  # green
    0xFF8C00,  # orange
)

# The colour-blind suit inks, palette entries INK_CLUBS .. INK_SPADES in
# that order: clubs blue, diamonds orange, hearts red, spades black (see
# the module docstring for why these four).
COLORBLIND_INKS = (0x0058C8, 0xE08000, 0xB01800, 0x000000)

_STANDARD_FACES = const(52)
_FACE_MASK = const(0x7F)
_DECK2 = const(0x80)
_SUIT_LOWERS = const(88)       # the standard faces' lower halves, one a suit: 88 .. 91
_LOWER_SHIFT = const(40)       # every other tile's: its number and this, 92 .. 127


def card_tile(card):
    """Return the tile showing ``card`` (an engine card byte) face up, but its deck's mark."""
    return card & _FACE_MASK


def deck2_mark(card):
    """Return the tile laid over ``card`` face up: the mark on the second deck's, or EMPTY."""
    if card & _DECK2 and card & _FACE_MASK < _STANDARD_FACES:
        return _DECK2_MARK
    return EMPTY


def lower(tile):
    """Return the colour sheet's half below ``tile``'s (its upper half is ``tile``)."""
    if tile < _STANDARD_FACES:
        return _SUIT_LOWERS + (tile & 3)
    return tile + _LOWER_SHIFT
