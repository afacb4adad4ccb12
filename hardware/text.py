"""One line of text on screen: a TileGrid over the font sheet, made once.

A ``TextLine`` *is* a ``displayio.TileGrid``, one tile per character, so that
putting it in a group is all it takes to show it.  Changing the text changes
tile numbers only.  Its colours are a two-entry palette: its own, or, once
the view has called ``share``, the one it shares with every line of the same
ink over the table (``ink_palette``: a view has a handful of inks and a
score of lines).  A shared line changes colour by changing palettes, so
highlighting one line touches no other.  ``text`` holds the string shown,
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


def ink_palette(inks, ink):
    """Return the two-entry palette of ``ink`` over a transparent background from ``inks``.

    ``inks`` maps an ink (0xRRGGBB) to its palette, shared by whatever draws
    in it; a missing one is made and kept there.
    """
    colors = inks.get(ink)
    if colors is None:
        colors = inks[ink] = displayio.Palette(2)
        colors.make_transparent(_BACKGROUND)
        colors[_INK] = ink
    return colors


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
        self.max_chars = max_chars
        self.cell_w = cell_w
        self.text = ""
        self.inks = None       # the shared palettes by ink, once share() is called
        self._background = -1  # no colour yet: the setters below always write
        self._ink = -1
        self.background = palette[_BACKGROUND]
        self.color = palette[_INK]

    @property
    def colors(self):
        """The palette drawing this line: (background, ink)."""
        return self.pixel_shader

    def share(self, inks):
        """Draw with the palette of this line's ink in ``inks`` (see ``ink_palette``), sharing it.

        Only a line over the table (background None) shares; its own
        palette becomes ``inks``' entry when its ink is new there.  From then
        on a change of ink picks that ink's palette from ``inks`` (made there
        if it is missing: the view makes the ones it uses beforehand).
        """
        if self._background is not None or self.inks is inks:
            return
        self.inks = inks
        colors = inks.get(self._ink)
        if colors is None:
            inks[self._ink] = self.pixel_shader
        else:
            self.pixel_shader = colors

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
        if value == self._ink:
            return
        self._ink = value
        if self.inks is None:
            self.pixel_shader[_INK] = value
        else:
            self.pixel_shader = ink_palette(self.inks, value)

    @property
    def background(self):
        """The colour behind the ink, 0xRRGGBB, or None for transparent."""
        return self._background

    @background.setter
    def background(self, value):
        if value == self._background:
            return
        self._background = value
        if self.inks is not None:  # a shared palette is not this line's to change
            self.pixel_shader = ink_palette({}, self._ink)
            self.inks = None
        colors = self.pixel_shader
        if value is None:
            colors.make_transparent(_BACKGROUND)
        else:
            colors[_BACKGROUND] = value
            colors.make_opaque(_BACKGROUND)


class TextSize:
    """One size of text and every object drawn in it: title, lines, hint, labels, bars.

    Made by ``hardware/viewbuild.py``, once per font sheet; the view
    (``hardware/view.py``) shows one size at a time and hides the other's
    objects.  Here, below both, so that neither imports the other.
    """
