"""One line of text on screen: a TileGrid over the font sheet, made once.

A ``TextLine`` *is* a ``displayio.TileGrid``, one tile per character, so that
putting it in a group is all it takes to show it.  Changing the text changes
tile numbers only; its colours are its own two-entry palette, so one line can
be highlighted without touching the others.  ``text`` holds the string shown,
which is what the test stub's ``texts()`` reads.  Both font sheets
(``assets/font.bmp`` and the large ``font_big.bmp``) hold the same tiles, so
a line is drawn in either by the sheet and cell size it is made with; a
TileGrid keeps those for life, so each size of text needs lines of its own.
Runs on CircuitPython.
"""

import displayio

from hardware.glyphs import CELL_H, CELL_W, glyph

_SPACE = 0  # glyph(" ")
_BACKGROUND = 0  # palette entries: the font sheet is 0 background, 1 ink
_INK = 1


def width_px(text):
    """Return how many pixels wide ``text`` is drawn (every character is one cell)."""
    return len(text) * CELL_W


class TextLine(displayio.TileGrid):
    """A line of at most ``max_chars`` characters with its top left at (x, y).

    ``palette`` gives the two colours to start with, (background, ink); a
    background of None is transparent, the usual case over the table.
    ``cell_w`` and ``cell_h`` are the sheet's cell size (the large font's
    for large text).
    """

    def __init__(self, sheet, palette, max_chars, x, y, cell_w=CELL_W, cell_h=CELL_H):
        colors = displayio.Palette(2)
        super().__init__(sheet, pixel_shader=colors, width=max_chars, height=1,
                         tile_width=cell_w, tile_height=cell_h, default_tile=_SPACE,
                         x=x, y=y)
        self.colors = colors
        self.max_chars = max_chars
        self.cell_w = cell_w
        self.text = ""
        self._background = -1  # no colour yet: the setters below always write
        self._ink = -1
        self.background = palette[_BACKGROUND]
        self.color = palette[_INK]

    def set(self, text):
        """Show ``text``, padded with spaces; what does not fit is cut off."""
        if text == self.text:
            return
        self.text = text
        n = len(text)
        for i in range(self.max_chars):
            tile = glyph(text[i]) if i < n else _SPACE
            if self[i] != tile:
                self[i] = tile

    @property
    def color(self):
        """The ink colour, 0xRRGGBB."""
        return self._ink

    @color.setter
    def color(self, value):
        if value != self._ink:
            self._ink = value
            self.colors[_INK] = value

    @property
    def background(self):
        """The colour behind the ink, 0xRRGGBB, or None for transparent."""
        return self._background

    @background.setter
    def background(self, value):
        if value == self._background:
            return
        self._background = value
        if value is None:
            self.colors.make_transparent(_BACKGROUND)
        else:
            self.colors[_BACKGROUND] = value
            self.colors.make_opaque(_BACKGROUND)
