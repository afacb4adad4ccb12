"""Draw an ``game.screens.Screen`` with displayio, every object made once.

``View`` loads the card sheet and the font sheets, builds the whole group tree
in ``__init__`` and puts it on the display.  ``draw(screen)`` then changes
only tile numbers, text, positions, colours and hidden flags, and only when
the screen's ``version`` moved: playing creates no displayio object at all.

Layout on 160 x 128, top to bottom (each part only when the screen has it):

- title, centred on a dark bar (rows 0..9, or 0..11 in large text);
- the top row: its label, the cards (16 px), the cursor pointing up at it;
- the big card, three times life size (39 x 48 px), or twice (26 x 32) if
  that leaves too little room for the lines; with no room even for that it
  is laid over the middle of the table, and no text line is shown;
- the text lines, in what room is left: 12 px apart when they fit so,
  else 10 (14 or 12 in large text); lines that do not fit are hidden
  (``lines_shown`` says how many were drawn);
- the bottom row: the cursor pointing down at it, the cards, its label;
- the hint, centred on a dark bar (rows 118..127, or 116..127).

Among cards each line is centred; on a screen of text only (menus, rules,
scores) the lines share a left edge and the block is centred, the menu line
on a full-width yellow bar.  When not every line fits, leading blank lines
are skipped and the lines shown scroll to keep the menu line in view; with
no menu they page on by themselves (``PAGE_HOLD``): 2.5 s on the first and
last lines, 1.3 s a line in between, as on the OLED.  Every
line, title, hint and label holds ``LINE_CHARS`` characters (22 in large
text); what is longer is cut off.  Up to ``ROW_FIT`` cards show whole; a
longer row shows ``ROW_WINDOW`` cards, scrolled so the cursor stays on
screen, with ◀ ▶ marks where cards are cut off.

Two flags of the screen change the look, not the layout's rules:

- ``big_text``: title, lines, hint and row labels in the large font
  (``assets/font_big.bmp``, 7 x 12 px: 22 characters a line, ``big`` gives
  the game its columns and rows).  A TileGrid cannot change its cell size,
  so the large text is a second set of lines, labels and bars, and a draw
  shows one set and hides the other; fewer lines fit among cards, and the
  usual rules hide the rest.  That set (and its font sheet) is made by the
  first draw in large text, not with the view: most never switch it on, and
  it would hold some 3 KB of heap (more on a board, with the sheet's pixels)
  for nothing.  Made once, it stays: switching back and forth makes nothing.
- ``colorblind``: the card sheet's four suit inks change, in its palette,
  from red and black to ``COLORBLIND_INKS`` (see ``hardware/sprites.py``).

The sizes, colours and sheet are class attributes of ``View`` (its look), so
that ``hardware/monoview.py`` draws the same layout on a 128 x 64 OLED by
changing them (it has no large text and one ink).  Runs on CircuitPython;
the caller refreshes the display when ``draw`` says something changed.
"""

import os

import adafruit_imageload
import displayio
from micropython import const

from game.screens import MAX_LINES, NONE
from hardware.glyphs import BIG_CELL_H, BIG_CELL_W, BLOCK, CELL_H, CELL_W
from hardware.sprites import (
    BACK1,
    BACK2,
    COLORBLIND_INKS,
    CURSOR_DOWN,
    CURSOR_UP,
    EDGE_BACK,
    EDGE_FACE,
    EMPTY,
    INK_CLUBS,
    PALETTE,
    SELECTED,
    TABLE,
    TILE_H,
    TILE_W,
    card_tile,
)
from hardware.text import TextLine

LINE_CHARS = const(26)   # characters in a line: 26 * 6 = 156 px of the 160
COLUMNS = LINE_CHARS     # the game's Game(columns=...): its text is wrapped to this
ROWS = MAX_LINES         # the game's Game(rows=...): lines a screen of text shows
ROW_FIT = const(15)      # a row this long or shorter shows every card
ROW_WINDOW = const(14)   # cards shown of a longer row, leaving room for the marks
BIG_SCALE = const(3)

_DECK2 = const(0x80)
_EDGE_FACE_W = const(3)  # pixels of EDGE_FACE that are card, the rest is table
_EDGE_BACK_W = const(2)
_CURSOR_H = const(10)    # the cursor art's height within its 16 px tile
_GAP = const(2)
_SPREAD = const(2)       # text lines this much further apart when they fit so: easier to read
_MARK_INSET = const(1)

_BAR = const(0x0B3D20)        # title and hint bars: a darker felt
_TITLE_INK = const(0xFFFFFF)
_HINT_INK = const(0xB8D8C0)
_LINE_INK = const(0xFFFFFF)
_LABEL_INK = const(0xFFE680)
_MENU_BAR = const(0xFFD800)
_MENU_INK = const(0x000000)
_MARK_INK = const(0xFFD800)


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


def _load(name):
    """Return (bitmap, palette) of an indexed BMP in assets/."""
    return adafruit_imageload.load(asset(name), bitmap=displayio.Bitmap,
                                   palette=displayio.Palette)


def _centred_x(line, width):
    """Return the x that centres ``line``'s text (as much as it shows) across ``width``."""
    n = min(len(line.text), line.max_chars)
    return (width - n * line.cell_w + 1) // 2


def _bar(sheet, cell_w, cell_h, cols, rows, colors, y):
    """Return a TileGrid of solid font cells in ``colors``: a bar or the whole table."""
    return displayio.TileGrid(sheet, pixel_shader=colors, width=cols, height=rows,
                              tile_width=cell_w, tile_height=cell_h,
                              default_tile=BLOCK, x=0, y=y)


def _solid(color):
    """Return a two-entry palette of ``color`` alone: a bar is solid whatever its pixels."""
    colors = displayio.Palette(2)
    colors[0] = color
    colors[1] = color
    return colors


def _lines_fit(height, cell_h):
    """Return how many lines of ``cell_h`` a screen of text has room for, up to ``MAX_LINES``."""
    room = height - 2 * (cell_h + 1)   # between the title and the hint
    return min(MAX_LINES, (room - cell_h) // cell_h + 1)


def _used_lines(screen):
    """Return how many of ``screen``'s lines to lay out: up to the last with text or the menu."""
    used = 0
    for i in range(MAX_LINES):
        if screen.lines[i]:
            used = i + 1
    if screen.menu != NONE and screen.menu >= used:
        used = screen.menu + 1
    return used


def _move(item, x, y):
    """Put ``item`` at (x, y), touching it only if it moves."""
    if item.x != x:
        item.x = x
    if item.y != y:
        item.y = y


def _show(item, shown):
    """Show or hide ``item``, touching it only if that changes."""
    if item.hidden == shown:
        item.hidden = not shown


def _put(grid, i, tile):
    """Set tile ``i`` of ``grid``, touching it only if it changes."""
    if grid[i] != tile:
        grid[i] = tile


class _RowView:
    """One row of cards: the cards, a cursor, a selected mark, cut-off marks, a label.

    The label is the current text size's (``_TextSize``): the view points
    ``label`` at it when the size changes.
    """

    def __init__(self, view, cursor_tile):
        self.width = view.width
        self.tile_w = tile_w = view.TILE_W
        self.tile_h = tile_h = view.TILE_H
        self.fit = view.FIT
        self.window = view.WINDOW
        self.edge_face_w = view.EDGE_FACE_W
        self.edge_back_w = view.EDGE_BACK_W
        sheet, colors = view.card_sheet, view.card_colors
        self.cards = displayio.TileGrid(sheet, pixel_shader=colors, width=self.fit + 1,
                                        tile_width=tile_w, tile_height=tile_h,
                                        default_tile=EMPTY)
        self.cursor = displayio.TileGrid(sheet, pixel_shader=colors, tile_width=tile_w,
                                         tile_height=tile_h, default_tile=cursor_tile)
        self.inverts = view.INVERT_SELECTED
        if self.inverts:  # the picked-up card itself, drawn over its place in reverse video
            colors = displayio.Palette(2)
            colors[0] = view.CARD_INVERSE[0]
            colors[1] = view.CARD_INVERSE[1]
        self.selected = displayio.TileGrid(sheet, pixel_shader=colors, tile_width=tile_w,
                                           tile_height=tile_h, default_tile=SELECTED)
        self.left = TextLine(view.font, (None, view.MARK_INK), 1, _MARK_INSET, 0)
        self.right = TextLine(view.font, (None, view.MARK_INK), 1,
                              view.width - CELL_W - _MARK_INSET, 0)
        self.left.set("◀")
        self.right.set("▶")
        self.label = None  # set by the view: its text size's label for this row
        self.first = 0  # the first card shown, when the row is scrolled

    def layers(self, group, labels, label_first):
        """Add this row's layers to ``group``: ``labels`` above or below the cards."""
        if label_first:
            for label in labels:
                group.append(label)
        group.append(self.cards)
        group.append(self.selected)
        group.append(self.cursor)
        group.append(self.left)
        group.append(self.right)
        if not label_first:
            for label in labels:
                group.append(label)

    def hide(self):
        """Show nothing of this row."""
        _show(self.cards, False)
        _show(self.cursor, False)
        _show(self.selected, False)
        _show(self.left, False)
        _show(self.right, False)
        _show(self.label, False)

    def draw(self, row, y, label_y, cursor_y, labels=True):
        """Show ``row`` with its cards at ``y``, its label and cursor at the rows given."""
        n = row.count
        if n <= self.fit:
            shown = n
            self.first = 0
        else:
            shown = self.window
            focus = row.cursor if row.cursor != NONE else row.selected
            if focus != NONE:
                # Keep one card of margin beside the cursor, so you see what comes next.
                if focus < self.first + 1:
                    self.first = focus - 1
                elif focus > self.first + shown - 2:
                    self.first = focus - shown + 2
            self.first = max(0, min(self.first, n - shown))
        first = self.first
        edge_w = self.edge_face_w if row.face_up else self.edge_back_w
        x = (self.width - shown * self.tile_w - edge_w) // 2
        for i in range(self.fit + 1):
            if i < shown:
                card = row.cards[first + i]
                if row.face_up:
                    tile = card_tile(card)
                elif card & _DECK2:
                    tile = BACK2
                else:
                    tile = BACK1
            elif i == shown and first + shown == n:
                tile = EDGE_FACE if row.face_up else EDGE_BACK
            else:
                tile = EMPTY
            _put(self.cards, i, tile)
        _move(self.cards, x, y)
        _show(self.cards, True)
        self._mark(self.cursor, row.cursor, x, cursor_y, first, shown)
        self._mark(self.selected, row.selected, x, y, first, shown)
        if self.inverts and not self.selected.hidden:
            _put(self.selected, 0, self.cards[row.selected - first])
        mark_y = y + (self.tile_h - CELL_H) // 2
        _move(self.left, self.left.x, mark_y)
        _move(self.right, self.right.x, mark_y)
        _show(self.left, first > 0)
        _show(self.right, first + shown < n)
        label = self.label
        with_label = labels and bool(row.label)
        if with_label:
            label.set(row.label)
            _move(label, _centred_x(label, self.width), label_y)
        _show(label, with_label)

    def _mark(self, grid, index, x, y, first, shown):
        """Put a one-tile ``grid`` over card ``index``, or hide it if that is off screen."""
        if index == NONE or index < first or index >= first + shown:
            _show(grid, False)
            return
        _move(grid, x + (index - first) * self.tile_w, y)
        _show(grid, True)


class _TextSize:
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
            colors = (_solid(view.TITLE_BAR),
                      _solid(view.HINT_BAR) if view.HINT_BAR is not None else None,
                      _solid(view.MENU_BAR))
        self.colors = colors
        self.title_bar = _bar(sheet, cell_w, cell_h, cols, 1, colors[0], 0)
        self.hint_bar = None
        if colors[1] is not None:
            self.hint_bar = _bar(sheet, cell_w, cell_h, cols, 1, colors[1], height - cell_h)
        self.menu_bar = _bar(sheet, cell_w, cell_h, cols, 1, colors[2], 0)
        self.title = TextLine(sheet, (None, view.TITLE_INK), chars, 0, 0, cell_w, cell_h)
        self.hint = TextLine(sheet, (None, view.HINT_INK), chars, 0, height - cell_h,
                             cell_w, cell_h)
        # Only as many lines as a screen of text has room for: a small screen scrolls them.
        self.lines = []
        for _ in range(_lines_fit(height, cell_h)):
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


class View:
    """The game's screen: draw a ``Screen`` by changing tiles made once."""

    # The look: the PyBadge's 160 x 128 colour screen.  hardware/monoview.py
    # overrides these for a 128 x 64 one-colour OLED; the layout is the same.
    SHEET = "cards.bmp"
    BIG_FONT = "font_big.bmp"    # the large text's sheet, or None: no large text
    TILE_W = TILE_W
    TILE_H = TILE_H
    CHARS = LINE_CHARS           # characters in a line, title, hint or label
    FIT = ROW_FIT
    WINDOW = ROW_WINDOW
    EDGE_FACE_W = _EDGE_FACE_W
    EDGE_BACK_W = _EDGE_BACK_W
    CURSOR_H = _CURSOR_H
    GAP = _GAP                   # between a row of cards (or the big card) and the lines
    BIG_SIZE = BIG_SCALE         # the big card's scale, before it shrinks for text
    BIG_ROOM_LINES = MAX_LINES   # a big card shrinks a size to leave room for this many lines
    LABELS = True                # rows show their labels
    PAGE_HOLD = 75               # lines that do not fit page on after this many draws (0: never)
    PAGE_STEP = 40               # ... and then one line every this many draws
    INVERT_SELECTED = False      # a picked-up card: a frame over it (False) or reverse video
    CARD_INVERSE = None          # with INVERT_SELECTED: (background, ink) of that card
    SUIT_INKS = COLORBLIND_INKS  # the colour-blind suit inks, or None: one colour, no inks
    TABLE_INK = PALETTE[TABLE]   # None: nothing behind the game, the display's black
    TITLE_BAR = _BAR
    HINT_BAR = _BAR              # None: no bar behind the hint
    TITLE_INK = _TITLE_INK
    HINT_INK = _HINT_INK
    LINE_INK = _LINE_INK
    LABEL_INK = _LABEL_INK
    MENU_BAR = _MENU_BAR
    MENU_INK = _MENU_INK
    MARK_INK = _MARK_INK

    def __init__(self, display, width=160, height=128):
        self.display = display
        self.width = width
        self.height = height
        self.card_sheet, self.card_colors = _load(self.SHEET)
        self.card_colors.make_transparent(TABLE)  # cards, cursors and frames lie on the felt
        self.font, _ = _load("font.bmp")
        self.colorblind = 0   # which inks the suits are in
        self.lines_shown = 0  # how many of the screen's lines the last draw showed
        self.lines_first = 0  # which of them came first
        self._screen = None
        self._version = -1
        self._overflow = 0    # lines of the screen that did not fit, below those shown
        self._offset = 0      # how many of them the lines have paged on by
        self._ticks = 0       # draws since the lines last moved
        self._lines_y = 0     # where the last draw laid the lines out, to page them
        self._lines_end = 0
        self._crowded = False
        self.small = _TextSize(self, self.font, CELL_W, CELL_H, self.CHARS)
        self.large = None     # made by the first draw in large text (_large_size)
        self.big = None       # the game's Game(big=...): (columns, rows) in large text
        if self.BIG_FONT:
            self.big = (width // BIG_CELL_W, _lines_fit(height, BIG_CELL_H))
        self.columns = self.CHARS          # what the game should wrap its text to (Game's columns)
        self.rows = len(self.small.lines)  # and Game's rows
        self.top = _RowView(self, CURSOR_UP)
        self.bottom = _RowView(self, CURSOR_DOWN)
        self.text_size = None
        self._use(self.small)
        self.top.hide()
        self.bottom.hide()
        root = displayio.Group()
        small = self.small
        if self.TABLE_INK is not None:
            root.append(_bar(self.font, CELL_W, CELL_H, (width + CELL_W - 1) // CELL_W,
                             (height + CELL_H - 1) // CELL_H, _solid(self.TABLE_INK), 0))
        for bar in small.bars:
            root.append(bar)
        root.append(small.title)
        self.top.layers(root, [small.top_label], True)
        for line in small.lines:
            root.append(line)
        self.bottom.layers(root, [small.bottom_label], False)
        root.append(small.hint)
        self.big_group = displayio.Group(scale=self.BIG_SIZE)
        self.big_card = displayio.TileGrid(self.card_sheet, pixel_shader=self.card_colors,
                                           width=2, tile_width=self.TILE_W,
                                           tile_height=self.TILE_H, default_tile=EMPTY)
        self.big_card[1] = EDGE_FACE
        self.big_group.append(self.big_card)
        self.big_group.hidden = True
        root.append(self.big_group)
        self.root = root
        display.root_group = root

    def _large_size(self):
        """Return the large text's size, making it (once) on the first call.

        Each of its objects goes just above the small size's of the same
        part (bars, title, labels, lines, hint), in the layers of the tree.
        """
        large = self.large
        if large is None:
            sheet, _ = _load(self.BIG_FONT)
            large = _TextSize(self, sheet, BIG_CELL_W, BIG_CELL_H, self.big[0],
                              self.small.colors)
            for item in large.items:
                item.hidden = True
            small = self.small
            root = self.root
            for after, items in ((small.bars[-1], large.bars), (small.title, [large.title]),
                                 (small.top_label, [large.top_label]),
                                 (small.lines[-1], large.lines),
                                 (small.bottom_label, [large.bottom_label]),
                                 (small.hint, [large.hint])):
                at = root.index(after) + 1
                for item in items:
                    root.insert(at, item)
                    at += 1
            self.large = large
        return large

    def _use(self, text):
        """Draw in ``text``'s size from now on: hide the other size, point at this one's objects.

        ``title``, ``hint``, ``lines``, ``menu_bar`` and the rows' labels are
        always the size in use, for the drawing code and for tests.
        """
        if text is self.text_size:
            return
        if self.text_size is not None:
            for item in self.text_size.items:
                _show(item, False)
        for bar in text.bars:
            _show(bar, bar is not text.menu_bar)  # the menu's bar shows with its line
        self.text_size = text
        self.title = text.title
        self.hint = text.hint
        self.lines = text.lines
        self.menu_bar = text.menu_bar
        self.top.label = text.top_label
        self.bottom.label = text.bottom_label

    def set_inks(self, colorblind):
        """Draw suits in the colour-blind four-colour inks, or in the usual red and black.

        ``draw`` calls this when a screen's ``colorblind`` differs from the
        inks in use.  A one-colour view (``SUIT_INKS`` None) only redraws.
        """
        self.colorblind = colorblind
        inks = self.SUIT_INKS
        if inks is not None:
            for i in range(4):
                ink = inks[i] if colorblind else PALETTE[INK_CLUBS + i]
                if self.card_colors[INK_CLUBS + i] != ink:
                    self.card_colors[INK_CLUBS + i] = ink
        self._screen = None  # so the next draw() reports a change and the loop refreshes

    def draw(self, screen):
        """Show ``screen`` unless it is the one last drawn at the same version.

        Return True when something was redrawn: then refresh the display.
        """
        if screen is self._screen and screen.version == self._version:
            return self._page_on()
        if screen.colorblind != self.colorblind:
            self.set_inks(screen.colorblind)
        self._use(self._large_size() if screen.big_text and self.big else self.small)
        self._screen = screen
        self._version = screen.version
        self._offset = 0
        self._ticks = 0
        text = self.text_size
        bar_h = text.cell_h
        self._centre(self.title, screen.title, 0)
        self._centre(self.hint, screen.hint, self.height - bar_h)
        tile_h = self.TILE_H
        labels = self.LABELS
        top = screen.top
        y = bar_h + 1
        if top.count:
            label_y = y
            if top.label and labels:
                y += text.cell_h
            row_y = y
            y += tile_h
            cursor_y = y
            if top.cursor != NONE:
                y += self.CURSOR_H
            y += self.GAP
            self.top.draw(top, row_y, label_y, cursor_y, labels)
        else:
            self.top.hide()
        bottom = screen.bottom
        y_end = self.height - bar_h - 1
        if bottom.count:
            if bottom.label and labels:
                y_end -= text.cell_h
            label_y = y_end
            y_end -= tile_h
            row_y = y_end
            cursor_y = y_end - tile_h  # the arrow is drawn in the tile's lower rows
            if bottom.cursor != NONE:
                y_end -= self.CURSOR_H
            y_end -= self.GAP
            self.bottom.draw(bottom, row_y, label_y, cursor_y, labels)
        else:
            self.bottom.hide()
        big = self.big_group
        if screen.big != NONE:
            _put(self.big_card, 0, card_tile(screen.big))
            scale = self.BIG_SIZE
            wanted = min(_used_lines(screen), self.BIG_ROOM_LINES)
            if y_end - y < tile_h * scale + self.GAP + text.pitch * wanted:
                scale -= 1  # a smaller big card, to leave room for the text
            if big.scale != scale:
                big.scale = scale
            big_h = tile_h * scale
            if y_end - y >= big_h + self.GAP:
                big_y = y
                y += big_h + self.GAP
            else:  # no room at all: lay it over the middle, instead of any line
                big_y = (y + y_end - big_h) // 2
                y = y_end
            _move(big, (self.width - (self.TILE_W + self.EDGE_FACE_W) * scale) // 2, big_y)
            _show(big, True)
        else:
            _show(big, False)
        self._lines_y = y
        self._lines_end = y_end
        self._crowded = bool(top.count or bottom.count or screen.big != NONE)
        self._draw_lines(screen, y, y_end, self._crowded)
        return True

    def _page_on(self):
        """Page the lines of an unchanged screen on when it is time; return whether they moved.

        A screen with more lines than fit and no menu to scroll them shows
        them in turn: it holds the first lines ``PAGE_HOLD`` draws, moves one
        line every ``PAGE_STEP``, holds the last ones, and starts again.
        """
        if not self.PAGE_HOLD or not self._overflow:
            return False
        self._ticks += 1
        ends = self._offset == 0 or self._offset == self._overflow
        if self._ticks < (self.PAGE_HOLD if ends else self.PAGE_STEP):
            return False
        self._ticks = 0
        self._offset = self._offset + 1 if self._offset < self._overflow else 0
        self._draw_lines(self._screen, self._lines_y, self._lines_end, self._crowded)
        return True

    def _centre(self, line, text, y):
        """Show ``text`` on ``line`` centred across the screen at ``y``."""
        line.set(text)
        _move(line, _centred_x(line, self.width), y)
        _show(line, bool(text))

    def _draw_lines(self, screen, y, y_end, crowded):
        """Lay the text lines out between ``y`` and ``y_end``, hiding what does not fit.

        Among cards (``crowded``) each line is centred; on a screen of text the
        lines keep a common left edge, and the block is centred both ways.
        When not all fit, blank lines at the top give way first, then the lines
        shown scroll so that the menu line stays in view; with no menu, they
        start ``_offset`` lines on.
        """
        used = _used_lines(screen)
        text = self.text_size
        chars = text.chars
        cell_h = text.cell_h
        longest = 0
        for i in range(used):
            longest = max(longest, min(len(screen.lines[i]), chars))
        room = y_end - y
        fit = 0 if room < cell_h else min((room - cell_h) // text.pitch + 1, len(self.lines))
        first = 0
        menu = screen.menu
        self._overflow = 0
        if used > fit:
            while first < used - fit and not screen.lines[first] and first != menu:
                first += 1
            if menu != NONE:
                if menu >= first + fit:
                    first = menu - fit + 1
            elif fit:
                self._overflow = used - first - fit
                first += min(self._offset, self._overflow)
        shown = min(used - first, fit)
        pitch = text.pitch + _SPREAD
        if (shown - 1) * pitch + cell_h > room:
            pitch = text.pitch
        if shown:
            y += (room - (shown - 1) * pitch - cell_h) // 2
        self.lines_shown = shown
        self.lines_first = first
        left = (self.width - longest * text.cell_w + 1) // 2
        for i in range(len(self.lines)):
            line = self.lines[i]
            if i < shown:
                line.set(screen.lines[first + i])
                _move(line, _centred_x(line, self.width) if crowded else left, y + i * pitch)
                line.color = self.MENU_INK if first + i == menu else self.LINE_INK
                _show(line, True)
            else:
                _show(line, False)
        if menu != NONE and first <= menu < first + shown:
            _move(self.menu_bar, 0, y + (menu - first) * pitch)
            _show(self.menu_bar, True)
        else:
            _show(self.menu_bar, False)
