"""Making the view's objects: the sheets read, every TileGrid and Group of ``hardware/view.py``.

The code that makes them runs once (the large text's size, once more, on
its first draw), so it is not the view's: ``View`` imports this module to
make them and lets it go at once (``game.words.drop``), and its code is not
in the heap while the game plays.  What it makes stays with the view: a
``TextSize`` (a size of text and every object drawn in it) and the two
``CardRow``s (hardware/cardrow.py) are filled in here.

The sheets are read by ``load``, a few lines over ``bitmaptools.readinto``
(in the firmware), not by ``adafruit_imageload``: that library's code would
sit in the heap, and even dropped from ``sys.modules`` once the sheets are
read, the 60-odd names it interns stay, enough to tip the game's names past
a pool's doubling (measured under CircuitPython: about 13 KB of heap).
"""

import os

import bitmaptools
import displayio
from micropython import const

from game.screens import MAX_LINES
from game.words import settle
from hardware.cardrow import CardRow
from hardware.flyer import Flyer
from hardware.glyphs import BIG_CELL_H, BIG_CELL_W, BLOCK, CELL_H, CELL_W
from hardware.layers import put_card
from hardware.sprites import CURSOR_DOWN, CURSOR_UP, EDGE_FACE, EMPTY, SELECTED, TABLE
from hardware.text import TextLine, TextSize, ink_palette

_MARK_INSET = const(1)   # the cut-off marks' gap from the screen's edge


def asset(name):
    """Return the path of ``assets/<name>``: at the drive root on a board, else by hardware/."""
    path = "/assets/" + name
    try:
        os.stat(path)
        return path
    except OSError:
        pass
    here = __file__.replace("\\", "/")
    cut = here.rfind("hardware/")
    return (here[:cut] if cut >= 0 else "") + "assets/" + name


def load(name):
    """Return (bitmap, palette) of an indexed BMP in assets/, as tools/art/bmp.py writes them.

    Uncompressed, bottom-up rows padded to 4 bytes, a full palette of
    ``2 ** bits`` colours: ``readinto`` reads the rows straight into the
    bitmap's memory.
    """
    with open(asset(name), "rb") as f:
        head = f.read(54)              # the file header and BITMAPINFOHEADER
        bits = head[28]
        colors = displayio.Palette(1 << bits)
        for i in range(1 << bits):     # B, G, R, 0: 0xRRGGBB read little-endian
            colors[i] = int.from_bytes(f.read(4), "little")
        sheet = displayio.Bitmap(int.from_bytes(head[18:22], "little"),
                                 int.from_bytes(head[22:26], "little"), 1 << bits)
        f.seek(int.from_bytes(head[10:14], "little"))
        # bits_per_pixel, element_size 4 (a row is padded to 4 bytes), the first pixel in
        # a byte's high bits, no byte swap, the last row first: positional, so that no
        # keyword names are interned (a board has them in its firmware; the VM would not).
        bitmaptools.readinto(sheet, f, bits, 4, True, False, True)
    return sheet, colors


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


def text_size(view, sheet, cell_w, cell_h, chars, colors=None):
    """Return a ``TextSize`` in ``sheet``'s cells: its title, lines, hint, labels and bars.

    Bars are rows of the font's solid cell, so they are as tall as its
    text.  ``colors`` lends the bars the palettes of a size already made,
    to keep one palette per colour.
    """
    t = TextSize()
    width, height = view.width, view.height
    t.cell_w = cell_w
    t.cell_h = cell_h
    t.pitch = cell_h                # lines touch: each cell has its own spacing rows
    t.chars = chars                 # characters in a line (the game's columns)
    cols = (width + cell_w - 1) // cell_w
    if colors is None:
        colors = (solid(view.TITLE_BAR),
                  solid(view.HINT_BAR) if view.HINT_BAR is not None else None,
                  solid(view.MENU_BAR))
    t.colors = colors
    t.title_bar = solid_cells(sheet, cell_w, cell_h, cols, 1, colors[0], 0)
    t.hint_bar = None
    if colors[1] is not None:
        t.hint_bar = solid_cells(sheet, cell_w, cell_h, cols, 1, colors[1], height - cell_h)
    t.menu_bar = solid_cells(sheet, cell_w, cell_h, cols, 1, colors[2], 0)
    t.title = TextLine(sheet, (None, view.TITLE_INK), chars, 0, 0, cell_w, cell_h)
    t.hint = TextLine(sheet, (None, view.HINT_INK), chars, 0, height - cell_h, cell_w, cell_h)
    # Only as many lines as a screen of text has room for: a small screen scrolls them.
    t.lines = []
    for _ in range(lines_fit(height, cell_h)):
        t.lines.append(TextLine(sheet, (None, view.LINE_INK), chars,
                                (width - chars * cell_w) // 2, 0, cell_w, cell_h))
    t.top_label = TextLine(sheet, (None, view.LABEL_INK), chars, 0, 0, cell_w, cell_h)
    t.bottom_label = TextLine(sheet, (None, view.LABEL_INK), chars, 0, 0, cell_w, cell_h)
    t.bars = [t.title_bar] + ([t.hint_bar] if t.hint_bar else []) + [t.menu_bar]
    # Everything a switch to the other size hides.
    t.items = t.bars + [t.title, t.hint, t.top_label, t.bottom_label] + t.lines
    t.menu_bar.hidden = True
    for line in t.lines:
        line.hidden = True
    return t


def card_grid(view, colors, tile, width=1, cards=1, x=0):
    """Return a TileGrid of ``view``'s card sheet, ``width`` by ``cards`` cards, each ``tile``.

    A card is ``view.HALVES`` cells high (two on the colour sheet: its
    halves, ``hardware/sprites.py``), so ``cards`` rows of them.
    """
    halves = view.HALVES
    grid = displayio.TileGrid(view.card_sheet, pixel_shader=colors, width=width,
                              height=halves * cards, tile_width=view.TILE_W,
                              tile_height=view.TILE_H // halves, default_tile=tile, x=x)
    below = width * (halves - 1)
    for i in range(0, width * halves * cards, width * halves):
        for j in range(width):
            put_card(grid, i + j, tile, below)
    return grid


def card_row(view, cursor_tile):
    """Return a ``CardRow`` of ``view``'s look, its cursor ``cursor_tile``."""
    row = CardRow()
    row.width = view.width
    row.tile_w = view.TILE_W
    row.tile_h = view.TILE_H
    row.fit = view.FIT
    row.below = (view.FIT + 1) * (view.HALVES - 1)
    row.window = view.WINDOW
    row.edge_face_w = view.EDGE_FACE_W
    row.edge_back_w = view.EDGE_BACK_W
    colors = view.card_colors
    row.cards = card_grid(view, colors, EMPTY, row.fit + 1)
    row.cursor = card_grid(view, colors, cursor_tile)
    row.inverts = view.INVERT_SELECTED
    marks = colors    # the second deck's mark, in the sheet's own colours
    row.selected_mark = None
    if row.inverts:
        # One colour: the mark's lit pixels dark on a card, lit on the picked-up card,
        # which is drawn over its place in reverse video.
        marks = ink_palette(view.inks, view.CARD_INVERSE[1])
        row.selected_mark = card_grid(view, ink_palette(view.inks, view.CARD_INVERSE[0]),
                                      EMPTY)
        colors = displayio.Palette(2)
        colors[0] = view.CARD_INVERSE[0]
        colors[1] = view.CARD_INVERSE[1]
    row.marks = card_grid(view, marks, EMPTY, row.fit + 1)
    row.selected = card_grid(view, colors, SELECTED)
    row.left = TextLine(view.font, (None, view.MARK_INK), 1, _MARK_INSET, 0)
    row.right = TextLine(view.font, (None, view.MARK_INK), 1, view.width - CELL_W - _MARK_INSET,
                         0)
    row.left.share(view.inks)
    row.right.share(view.inks)
    row.left.set("◀")
    row.right.set("▶")
    row.label = None  # set by the view: its text size's label for this row
    row.first = 0  # the first card shown, when the row is scrolled
    return row


def layers(group, row, labels, label_first):
    """Add ``row``'s layers to ``group``: ``labels`` above or below the cards."""
    if label_first:
        for label in labels:
            group.append(label)
    group.append(row.cards)
    group.append(row.marks)
    group.append(row.selected)
    if row.selected_mark is not None:
        group.append(row.selected_mark)
    group.append(row.cursor)
    group.append(row.left)
    group.append(row.right)
    if not label_first:
        for label in labels:
            group.append(label)


def build(view, display, width, height):
    """Give ``view`` its fields, read its sheets and make its objects, the small text's size too.

    Its ``root`` is the tree of them all, not yet on the display.  The
    fields are set here, not in ``View.__init__``, whose code a board would
    hold for as long as the view lives.
    """
    view.display = display
    view.width = width
    view.height = height
    view.colorblind = 0   # which inks the suits are in
    view.lines_shown = 0  # how many of the screen's lines the last draw showed
    view.lines_first = 0  # which of them came first
    view._screen = None
    view._version = -1
    view._shown = -1       # the screen last drawn (Screen.shown): a card flies once
    view._overflow = 0    # lines of the screen that did not fit, below those shown
    view._offset = 0      # how many of them the lines have paged on by
    view._ticks = 0       # draws since the lines last moved
    view._lines_y = 0     # where the last draw laid the lines out, to page them
    view._lines_end = 0
    view._crowded = False
    view.pages = 1        # pages the lines of a person's screen make (1: they all fit)
    view.large = None     # made by the first draw in large text (View._large_size)
    view.text_size = None
    view.card_sheet, view.card_colors = load(view.SHEET)
    view.card_colors.make_transparent(TABLE)  # cards, cursors and frames lie on the felt
    view.font, _ = load("font.bmp")
    settle()              # the sheets' reading: what stays goes below, not above, its garbage
    view.inks = {}        # palettes of one ink over the table, shared (text.ink_palette)
    ink_palette(view.inks, view.MENU_INK)   # now, not at the first draw of a menu
    view.small = small = text_size(view, view.font, CELL_W, CELL_H, view.CHARS)
    view.big = None       # the game's Game(big=...): (columns, rows, page) in large text
    if view.BIG_FONT:
        view.big = (width // BIG_CELL_W, lines_fit(height, BIG_CELL_H), 2)   # 2: as PAGE
    view.columns = view.CHARS          # what the game should wrap its text to (Game's columns)
    view.rows = len(small.lines)       # and Game's rows
    view.top = card_row(view, CURSOR_UP)
    view.bottom = card_row(view, CURSOR_DOWN)
    root = displayio.Group()
    view.table = None
    if view.TABLE_INK is not None:
        # The felt: the whole font sheet as one tile, in one colour, as often as it takes
        # to cover the screen (3 tiles, where cells of text would take 351).
        font = view.font
        view.table = displayio.TileGrid(font, pixel_shader=solid(view.TABLE_INK),
                                        width=(width + font.width - 1) // font.width,
                                        height=(height + font.height - 1) // font.height,
                                        tile_width=font.width, tile_height=font.height)
        root.append(view.table)
    for bar in small.bars:
        root.append(bar)
    root.append(small.title)
    layers(root, view.top, [small.top_label], True)
    for line in small.lines:
        root.append(line)
    layers(root, view.bottom, [small.bottom_label], False)
    root.append(small.hint)
    colors = view.card_colors
    view.below = below = 2 * (view.HALVES - 1)   # in the grids two cards wide
    view.big_group = displayio.Group(scale=view.BIG_SIZE)
    view.big_card = card_grid(view, colors, EMPTY, 2)
    put_card(view.big_card, 1, EDGE_FACE, below)
    view.big_group.append(view.big_card)
    marks = view.top.marks.pixel_shader   # the second deck's mark, as the rows draw it
    view.big_group.append(card_grid(view, marks, EMPTY, 2))    # as wide: view.below
    view.big_group.hidden = True
    root.append(view.big_group)
    view.flyer = f = Flyer()
    f.grid = card_grid(view, colors, EMPTY)
    f.grid.hidden = True
    f.mark = card_grid(view, marks, EMPTY)
    f.mark.hidden = True
    f.empty = EMPTY
    f.below = view.HALVES - 1
    f.left = 0         # frames still to go
    f.from_x = f.from_y = f.x = f.y = 0
    root.append(view.flyer.grid)
    root.append(view.flyer.mark)
    # A seat's face: its picture card, at the left of the title bar of its screens,
    # or of a line of text; this wide with the gap after it.
    view.face_w = view.TILE_W + view.EDGE_FACE_W + 2
    view.face = None
    if view.TITLE_FACE:
        view.face = card_grid(view, colors, EMPTY, 2, x=1)
        put_card(view.face, 1, EDGE_FACE, below)
        view.face.hidden = True
        root.append(view.face)
    # Faces beside lines of text (the scoreboard), one a line, the lines a face apart.
    view.line_faces = None
    if view.LINE_FACES:
        view.line_faces = card_grid(view, colors, EMPTY, 2, MAX_LINES)
        view.line_faces.hidden = True
        root.append(view.line_faces)
    view.root = root


def large(view):
    """Make ``view``'s large text's size and put it in the tree, hidden.

    Each of its objects goes just above the small size's of the same
    part (bars, title, labels, lines, hint), in the layers of the tree.
    """
    sheet, _ = load(view.BIG_FONT)
    settle()
    big = text_size(view, sheet, BIG_CELL_W, BIG_CELL_H, view.big[0], view.small.colors)
    for item in big.items:
        item.hidden = True
    small = view.small
    root = view.root
    for after, items in ((small.bars[-1], big.bars), (small.title, [big.title]),
                         (small.top_label, [big.top_label]),
                         (small.lines[-1], big.lines),
                         (small.bottom_label, [big.bottom_label]),
                         (small.hint, [big.hint])):
        at = root.index(after) + 1
        for item in items:
            root.insert(at, item)
            at += 1
    view.large = big
