"""Draw an ``game.screens.Screen`` on a 128 x 64 one-colour OLED.

The layout, and the rule that every displayio object is made once, are
``hardware/view.py``'s: this ``View`` only changes the look.  Lit pixels on
dark: the title in reverse video on a lit bar, the hint plain under the
table, the menu line on a lit bar.  Cards come from ``assets/cards_mono.bmp``
(8 x 13 px, rank over suit), so two rows of cards, a cursor and one line of
text fit between the title and the hint; a card picked up while arranging is
shown in reverse video, since a frame would not show on a lit card.  Rows
have no labels (the title says whose fan it is).  The big card is twice life
size and makes room for one line of text before it shrinks.  The screen's
``big_text`` and ``colorblind`` flags change nothing here: there is no room
for a larger font (``big`` is None) and no colour to change.

21 characters fill a line (``COLUMNS``); longer text is cut off, so the game
should wrap its text to ``COLUMNS`` (``Game(columns=...)``).  A screen of text
shows four lines (``ROWS``); with more, blank lines at the top give way, and
the lines scroll with the menu line; on a person's screen they hold still,
in pages the person turns, and elsewhere page on by themselves (as on the
PyBadge, ``hardware/view.py``).  Up to 15 cards show whole; a longer row
shows 14 and scrolls, with ◀ ▶ marks.  Runs on CircuitPython.
"""

from micropython import const

from hardware import view
from hardware.sprites import MONO_PALETTE, MONO_TILE_H, MONO_TILE_W

COLUMNS = const(21)     # the game's Game(columns=...): 21 * 6 = 126 px of the 128
ROWS = const(4)         # the game's Game(rows=...): lines a screen of text shows
WIDTH = const(128)
HEIGHT = const(64)

_LIT = const(0xFFFFFF)
_OFF = const(0x000000)


class View(view.View):
    """The game's screen on a 128 x 64 OLED: ``hardware.view.View`` in one colour."""

    SHEET = "cards_mono.bmp"
    BIG_FONT = None       # no room for large text: big is None, the game keeps 21 x 4
    TILE_W = MONO_TILE_W
    TILE_H = MONO_TILE_H
    HALVES = 1            # its sheet's cells are whole cards (13 rows do not halve)
    CHARS = COLUMNS
    FIT = 15              # 15 cards and the closing edge: 122 px
    WINDOW = 14           # 14 cards between the ◀ ▶ marks
    EDGE_FACE_W = 2
    EDGE_BACK_W = 1
    CURSOR_H = 4          # a 3 px arrow and a 1 px gap
    GAP = 1
    BIG_SIZE = 2
    PAGE = 1              # one line between the rows of cards: a label goes beside its item
    BIG_ROOM_LINES = 1    # shrinking the big card to 1x for more lines makes it a plain card
    LABELS = False
    INVERT_SELECTED = True
    SUIT_INKS = None      # one colour: suits are told apart by their shapes alone
    # Its three buttons (hardware/buttons.py) for the hints: A the middle one
    # (●), B it held (◉), START left and right together, SELECT middle and
    # left, up and down left or right held (…), left and right themselves.
    KEYS = ("\u25cf", "\u25c9", "\u25c0+\u25b6", "\u25cf+\u25c0", "\u25c0\u25b6\u2026",
            "\u25c0\u25b6")
    CARD_INVERSE = (MONO_PALETTE[1], MONO_PALETTE[0])
    TABLE_INK = None
    TITLE_BAR = _LIT
    SEAT_BARS = None      # one ink: a seat's screen shows its face alone
    LINE_FACES = False    # no room for a face a line, nor beside the title on its lit bar:
    TITLE_FACE = False    # the pass screen and the setup show a seat's face, large
    HINT_BAR = None
    TITLE_INK = _OFF
    HINT_INK = _LIT
    LINE_INK = _LIT
    LABEL_INK = _LIT
    MENU_BAR = _LIT
    MENU_INK = _OFF
    MARK_INK = _LIT

    def __init__(self, display, width=WIDTH, height=HEIGHT):
        super().__init__(display, width, height)
