"""The font sheet's layout: cell size, which characters it has, and in what order.

``assets/font.bmp`` is a sheet of 6 x 10 px cells, 32 to a row, in the order
of ``CHARS``: a character's tile number is its place in that string.  Capitals
stand on rows 1..7 of a cell, small letters on rows 3..7, descenders reach
row 9 and accents on capitals row 0; column 5 is the gap before the next
character.  ``assets/font_big.bmp``, the large text of the colour board, has
the same tiles in 7 x 12 px cells: capitals on rows 1..9, small letters on
rows 4..9, descenders to row 11, column 6 the gap.  ``tools/art/make_font.py``
draws both sheets in this same order, so the game and the artwork cannot
drift apart.  Pure data: imports nothing PC-only.

>>> glyph(" "), glyph("A") - glyph("@"), glyph("\\u00e9") == glyph("e")
(0, 1, False)
>>> glyph("\\u4e2d") == glyph("?")
True
"""

from micropython import const

CELL_W = const(6)
CELL_H = const(10)
BIG_CELL_W = const(7)   # 22 characters on 160 px: every string of the game fits 21
BIG_CELL_H = const(12)
SHEET_COLUMNS = const(32)

# Printable ASCII first, so that space is tile 0 (the TileGrid default).
CHARS = (
    " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`"
    "abcdefghijklmnopqrstuvwxyz{|}~"
    "àâäçéèêëîïôöùûüÿñãõáíóúìòœæß"
    "ÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸÑÃÕÁÍÓÚÌÒŒÆ"
    "«»’…–—°·"
    "♣♦♥♠"   # in the engine's suit order: clubs, diamonds, hearts, spades
    "←→↑↓"
    "◀▶"     # a row of cards goes on past the screen's edge
    "█"      # a solid cell: highlight and title bars are rows of it
    "●◉"     # a board of three buttons in the hints: its middle one, pressed and held
)
SUITS = "♣♦♥♠"
BLOCK = const(168)  # glyph("█")

_UNKNOWN = const(31)  # glyph("?")


def glyph(ch):
    """Return the tile showing the character ``ch``, or the one showing '?'."""
    i = CHARS.find(ch)
    if i < 0:
        return _UNKNOWN
    return i
