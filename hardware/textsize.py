"""One size of text on the screen, and every object drawn in it: title, lines, hint, labels, bars.

Part of the view (``hardware/view.py``): the usual size is made with it;
the large one (the colour board's large text) on its first draw.
"""

import displayio

from game.screens import MAX_LINES
from hardware.glyphs import BLOCK
from hardware.text import TextLine


def solid_cells(sheet, cell_w, cell_h, cols, rows, colors, y):
    """Return a TileGrid of solid font cells in ``colors``: a bar or the whole table."""
    return displayio.TileGrid(sheet, pixel_shader=colors, width=cols, height=rows,
                              tile_width=cell_w, tile_height=cell_h,
                              default_tile=BLOCK, x=0, y=y)


def solid(color):
    """Return a two-entry palette of ``color`` alone: a bar is solid whatever its pixels."""
    colors = displayio.Palette(2)
    colors[0] = color
    colors[1] = color
    return colors


def lines_fit(height, cell_h):
    """Return how many lines of ``cell_h`` a screen of text has room for, up to ``MAX_LINES``."""
    room = height - 2 * (cell_h + 1)   # between the title and the hint
    return min(MAX_LINES, (room - cell_h) // cell_h + 1)


class TextSize:
    """One size of text and every object drawn in it: title, lines, hint, labels, bars.

    Made once per font sheet; the view shows one size at a time and hides
    the other's objects.  Bars are rows of the font's solid cell, so they
    are as tall as its text.  ``colors`` lends the bars the palettes of a
    size already made, to keep one palette per colour.
    """

    def __init__(self, view, sheet, cell_w, cell_h, chars, colors=None):
        width, height = view.width, view.height
        self.cell_w = cell_w
        self.cell_h = cell_h
        self.pitch = cell_h                # lines touch: each cell has its own spacing rows
        self.chars = chars                 # characters in a line (the game's columns)
        cols = (width + cell_w - 1) // cell_w
        if colors is None:
            colors = (solid(view.TITLE_BAR),
                      solid(view.HINT_BAR) if view.HINT_BAR is not None else None,
                      solid(view.MENU_BAR))
        self.colors = colors
        self.title_bar = solid_cells(sheet, cell_w, cell_h, cols, 1, colors[0], 0)
        self.hint_bar = None
        if colors[1] is not None:
            self.hint_bar = solid_cells(sheet, cell_w, cell_h, cols, 1, colors[1], height - cell_h)
        self.menu_bar = solid_cells(sheet, cell_w, cell_h, cols, 1, colors[2], 0)
        self.title = TextLine(sheet, (None, view.TITLE_INK), chars, 0, 0, cell_w, cell_h)
        self.hint = TextLine(sheet, (None, view.HINT_INK), chars, 0, height - cell_h,
                             cell_w, cell_h)
        # Only as many lines as a screen of text has room for: a small screen scrolls them.
        self.lines = []
        for _ in range(lines_fit(height, cell_h)):
            self.lines.append(TextLine(sheet, (None, view.LINE_INK), chars,
                                       (width - chars * cell_w) // 2, 0, cell_w, cell_h))
        self.top_label = TextLine(sheet, (None, view.LABEL_INK), chars, 0, 0, cell_w, cell_h)
        self.bottom_label = TextLine(sheet, (None, view.LABEL_INK), chars, 0, 0,
                                     cell_w, cell_h)
        self.bars = ([self.title_bar] + ([self.hint_bar] if self.hint_bar else [])
                     + [self.menu_bar])
        # Everything a switch to the other size hides.
        self.items = (self.bars + [self.title, self.hint, self.top_label, self.bottom_label]
                      + self.lines)
        self.menu_bar.hidden = True
        for line in self.lines:
            line.hidden = True
