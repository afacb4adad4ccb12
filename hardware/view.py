"""Draw an ``engine.screens.Screen`` with displayio, every object made once.

``View`` loads the card sheet and the font sheet, builds the whole group tree
in ``__init__`` and puts it on the display.  ``draw(screen)`` then changes
only tile numbers, text, positions, colours and hidden flags, and only when
the screen's ``version`` moved: playing creates no displayio object at all.

Layout on 160 x 128, top to bottom (each part only when the screen has it):

- title, centred on a dark bar (rows 0..9);
- the top row: its label, the cards (16 px), the cursor pointing up at it;
- the big card, three times life size (39 x 48 px), or twice (26 x 32) if
  that leaves too little room for the lines; with no room even for that it
  is laid over the middle of the table, and no text line is shown;
- the text lines, in what room is left: 12 px apart when they fit so,
  else 10; lines that do not fit are hidden (``lines_shown`` says how many
  were drawn);
- the bottom row: the cursor pointing down at it, the cards, its label;
- the hint, centred on a dark bar (rows 118..127).

Among cards each line is centred; on a screen of text only (menus, rules,
scores) the lines share a left edge and the block is centred, the menu line
on a full-width yellow bar.  Every line, title, hint and label holds
``LINE_CHARS`` characters; what is longer is cut off.  Up to
``ROW_FIT`` cards show whole; a longer row shows ``ROW_WINDOW`` cards, scrolled
so the cursor stays on screen, with ◀ ▶ marks where cards are cut off.
Runs on CircuitPython; the caller refreshes the display when ``draw`` says
something changed.
"""

import os

import adafruit_imageload
import displayio
from micropython import const

from engine.screens import MAX_LINES, NONE
from hardware.glyphs import BLOCK, CELL_H, CELL_W
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
ROW_FIT = const(15)      # a row this long or shorter shows every card
ROW_WINDOW = const(14)   # cards shown of a longer row, leaving room for the marks
BIG_SCALE = const(3)

_ROW_TILES = const(16)   # ROW_FIT cards and the closing edge
_DECK2 = const(0x80)
_EDGE_FACE_W = const(3)  # pixels of EDGE_FACE that are card, the rest is table
_EDGE_BACK_W = const(2)
_CURSOR_H = const(10)    # the cursor art's height within its 16 px tile
_BAR_H = const(10)
_GAP = const(2)
_PITCH_WIDE = const(12)  # text lines 12 px apart when they fit so: easier to read
_PITCH = const(10)
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
    return (width - n * CELL_W + 1) // 2


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
    """One row of cards: the cards, a cursor, a selected frame, cut-off marks, a label."""

    def __init__(self, view, cursor_tile):
        self.width = view.width
        sheet, colors = view.card_sheet, view.card_colors
        self.cards = displayio.TileGrid(sheet, pixel_shader=colors, width=_ROW_TILES,
                                        tile_width=TILE_W, tile_height=TILE_H,
                                        default_tile=EMPTY)
        self.cursor = displayio.TileGrid(sheet, pixel_shader=colors, tile_width=TILE_W,
                                         tile_height=TILE_H, default_tile=cursor_tile)
        self.selected = displayio.TileGrid(sheet, pixel_shader=colors, tile_width=TILE_W,
                                           tile_height=TILE_H, default_tile=SELECTED)
        self.left = TextLine(view.font, (None, _MARK_INK), 1, _MARK_INSET, 0)
        self.right = TextLine(view.font, (None, _MARK_INK), 1,
                              view.width - CELL_W - _MARK_INSET, 0)
        self.left.set("◀")
        self.right.set("▶")
        self.label = TextLine(view.font, (None, _LABEL_INK), LINE_CHARS, 0, 0)
        self.first = 0  # the first card shown, when the row is scrolled
        self.hide()

    def layers(self, group, label_first):
        """Add this row's layers to ``group``: the label above or below the cards."""
        if label_first:
            group.append(self.label)
        group.append(self.cards)
        group.append(self.selected)
        group.append(self.cursor)
        group.append(self.left)
        group.append(self.right)
        if not label_first:
            group.append(self.label)

    def hide(self):
        """Show nothing of this row."""
        _show(self.cards, False)
        _show(self.cursor, False)
        _show(self.selected, False)
        _show(self.left, False)
        _show(self.right, False)
        _show(self.label, False)

    def draw(self, row, y, label_y, cursor_y):
        """Show ``row`` with its cards at ``y``, its label and cursor at the rows given."""
        n = row.count
        if n <= ROW_FIT:
            shown = n
            self.first = 0
        else:
            shown = ROW_WINDOW
            focus = row.cursor if row.cursor != NONE else row.selected
            if focus != NONE:
                # Keep one card of margin beside the cursor, so you see what comes next.
                if focus < self.first + 1:
                    self.first = focus - 1
                elif focus > self.first + shown - 2:
                    self.first = focus - shown + 2
            self.first = max(0, min(self.first, n - shown))
        first = self.first
        edge_w = _EDGE_FACE_W if row.face_up else _EDGE_BACK_W
        x = (self.width - shown * TILE_W - edge_w) // 2
        for i in range(_ROW_TILES):
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
        mark_y = y + (TILE_H - CELL_H) // 2
        _move(self.left, self.left.x, mark_y)
        _move(self.right, self.right.x, mark_y)
        _show(self.left, first > 0)
        _show(self.right, first + shown < n)
        label = self.label
        label.set(row.label)
        if row.label:
            _move(label, _centred_x(label, self.width), label_y)
        _show(label, bool(row.label))

    def _mark(self, grid, index, x, y, first, shown):
        """Put a one-tile ``grid`` over card ``index``, or hide it if that is off screen."""
        if index == NONE or index < first or index >= first + shown:
            _show(grid, False)
            return
        _move(grid, x + (index - first) * TILE_W, y)
        _show(grid, True)


class View:
    """The game's screen: draw a ``Screen`` by changing tiles made once."""

    def __init__(self, display, width=160, height=128):
        self.display = display
        self.width = width
        self.height = height
        self.card_sheet, self.card_colors = _load("cards.bmp")
        self.card_colors.make_transparent(TABLE)  # cards, cursors and frames lie on the felt
        self.font, _ = _load("font.bmp")
        self.lines_shown = 0  # how many of the screen's lines the last draw showed
        self._screen = None
        self._version = -1
        cols = (width + CELL_W - 1) // CELL_W
        root = displayio.Group()
        root.append(self._bar(cols, (height + CELL_H - 1) // CELL_H, PALETTE[TABLE], 0))
        root.append(self._bar(cols, 1, _BAR, 0))
        root.append(self._bar(cols, 1, _BAR, height - _BAR_H))
        self.menu_bar = self._bar(cols, 1, _MENU_BAR, 0)
        self.menu_bar.hidden = True
        root.append(self.menu_bar)
        self.title = TextLine(self.font, (None, _TITLE_INK), LINE_CHARS, 0, 0)
        root.append(self.title)
        self.top = _RowView(self, CURSOR_UP)
        self.top.layers(root, True)
        self.lines = []
        for _ in range(MAX_LINES):
            line = TextLine(self.font, (None, _LINE_INK), LINE_CHARS,
                            (width - LINE_CHARS * CELL_W) // 2, 0)
            line.hidden = True
            self.lines.append(line)
            root.append(line)
        self.bottom = _RowView(self, CURSOR_DOWN)
        self.bottom.layers(root, False)
        self.hint = TextLine(self.font, (None, _HINT_INK), LINE_CHARS, 0, height - _BAR_H)
        root.append(self.hint)
        self.big = displayio.Group(scale=BIG_SCALE)
        self.big_card = displayio.TileGrid(self.card_sheet, pixel_shader=self.card_colors,
                                           width=2, tile_width=TILE_W, tile_height=TILE_H,
                                           default_tile=EMPTY)
        self.big_card[1] = EDGE_FACE
        self.big.append(self.big_card)
        self.big.hidden = True
        root.append(self.big)
        self.root = root
        display.root_group = root

    def _bar(self, cols, rows, color, y):
        """Return a TileGrid of solid font cells in ``color``: a bar or the whole table."""
        colors = displayio.Palette(2)
        colors[0] = color
        colors[1] = color
        return displayio.TileGrid(self.font, pixel_shader=colors, width=cols, height=rows,
                                  tile_width=CELL_W, tile_height=CELL_H,
                                  default_tile=BLOCK, x=0, y=y)

    def set_inks(self, colorblind):
        """Draw suits in the colour-blind four-colour inks, or in the usual red and black."""
        for i in range(4):
            self.card_colors[INK_CLUBS + i] = (COLORBLIND_INKS[i] if colorblind
                                               else PALETTE[INK_CLUBS + i])
        self._screen = None  # so the next draw() reports a change and the loop refreshes

    def draw(self, screen):
        """Show ``screen`` unless it is the one last drawn at the same version.

        Return True when something was redrawn: then refresh the display.
        """
        if screen is self._screen and screen.version == self._version:
            return False
        self._screen = screen
        self._version = screen.version
        self._centre(self.title, screen.title, 0)
        self._centre(self.hint, screen.hint, self.height - _BAR_H)
        top = screen.top
        y = _BAR_H + 1
        if top.count:
            label_y = y
            if top.label:
                y += CELL_H
            row_y = y
            y += TILE_H
            cursor_y = y
            if top.cursor != NONE:
                y += _CURSOR_H
            y += _GAP
            self.top.draw(top, row_y, label_y, cursor_y)
        else:
            self.top.hide()
        bottom = screen.bottom
        y_end = self.height - _BAR_H - 1
        if bottom.count:
            if bottom.label:
                y_end -= CELL_H
            label_y = y_end
            y_end -= TILE_H
            row_y = y_end
            cursor_y = y_end - TILE_H  # the arrow is drawn in the tile's lower rows
            if bottom.cursor != NONE:
                y_end -= _CURSOR_H
            y_end -= _GAP
            self.bottom.draw(bottom, row_y, label_y, cursor_y)
        else:
            self.bottom.hide()
        if screen.big != NONE:
            _put(self.big_card, 0, card_tile(screen.big))
            scale = BIG_SCALE
            if y_end - y < TILE_H * scale + _GAP + _PITCH * _used_lines(screen):
                scale -= 1  # a smaller big card, to leave room for the text
            if self.big.scale != scale:
                self.big.scale = scale
            big_h = TILE_H * scale
            if y_end - y >= big_h + _GAP:
                big_y = y
                y += big_h + _GAP
            else:  # no room at all: lay it over the middle, instead of any line
                big_y = (y + y_end - big_h) // 2
                y = y_end
            _move(self.big, (self.width - (TILE_W + _EDGE_FACE_W) * scale) // 2, big_y)
            _show(self.big, True)
        else:
            _show(self.big, False)
        self._draw_lines(screen, y, y_end,
                         top.count or bottom.count or screen.big != NONE)
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
        """
        used = _used_lines(screen)
        longest = 0
        for i in range(used):
            longest = max(longest, min(len(screen.lines[i]), LINE_CHARS))
        room = y_end - y
        pitch = _PITCH_WIDE if (used - 1) * _PITCH_WIDE + CELL_H <= room else _PITCH
        shown = used
        if room < CELL_H:
            shown = 0
        elif (shown - 1) * pitch + CELL_H > room:
            shown = (room - CELL_H) // pitch + 1
        if shown:
            y += (room - (shown - 1) * pitch - CELL_H) // 2
        self.lines_shown = shown
        left = (self.width - longest * CELL_W + 1) // 2
        for i in range(MAX_LINES):
            line = self.lines[i]
            if i < shown:
                line.set(screen.lines[i])
                _move(line, _centred_x(line, self.width) if crowded else left, y + i * pitch)
                line.color = _MENU_INK if i == screen.menu else _LINE_INK
                _show(line, True)
            else:
                _show(line, False)
        menu = screen.menu
        if menu != NONE and menu < shown:
            _move(self.menu_bar, 0, y + menu * pitch)
            _show(self.menu_bar, True)
        else:
            _show(self.menu_bar, False)
