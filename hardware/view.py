"""Draw an ``game.screens.Screen`` with displayio, every object made once.

``View`` has the card sheet and the font sheets read and the whole group
tree built in ``__init__`` (by ``hardware/viewbuild.py``, whose code is let
go once it has run) and puts it on the display.  ``draw(screen)`` then
changes only tile numbers, text, positions, colours and hidden flags, and
only when the screen's ``version`` moved: playing creates no displayio
object at all.

Layout on 160 x 128, top to bottom (each part only when the screen has it):

- title, centred on a dark bar (rows 0..9, or 0..11 in large text); on a
  seat's screen (``Screen.seat``) the bar is in the seat's colour and its
  face, a picture card, hangs at its left where the title leaves room;
- the top row: its label, the cards (16 px), the cursor pointing up at it;
- the big card, three times life size (39 x 48 px), or twice (26 x 32) if
  that leaves too little room for the lines; with no room even for that it
  is laid over the middle of the table, and no text line is shown;
- the text lines, in what room is left: 12 px apart when they fit so,
  else 10 (14 or 12 in large text); lines that do not fit are hidden
  (``lines_shown`` says how many were drawn); on a screen of text whose
  lines have faces (``Screen.faces``: the scoreboard, the awards) the
  lines are a card's height apart, each face at its line's left;
- the bottom row: the cursor pointing down at it, the cards, its label;
- the hint, centred on a dark bar (rows 118..127, or 116..127).

Among cards each line is centred; on a screen of text only (menus, rules,
scores) the lines share a left edge and the block is centred, the menu line
on a full-width yellow bar.  When not every line fits, leading blank lines
are skipped and the lines shown scroll to keep the menu line in view.  On
a person's screen (``Screen.seat`` set, no computer's turn) they hold still
while the person decides: they are cut into pages, each ending where
``Screen.glue`` lets a page end (a phrase's end, a list's), and the page
shown is the one the person turned to (``Screen.page``, a key of the
game's); the hint is then ``Screen.more``, which names that key.  On any
other screen with no menu they page on by themselves (``PAGE_HOLD``):
2.5 s on the first and last lines, 1.3 s a line in between; a label
(``glue``) never ends such a page either.  Every
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

Palettes are shared where the colours are the same: the text lines over the
table take one palette per ink between them (``TextLine.share``), a line
highlighted switches to the menu ink's.  The felt behind everything is the
font sheet drawn whole in one colour, three tiles.  A second-deck card is its
first-deck face with its mark laid over it (``deck2_mark``), in the rows, the
big card and the card in flight alike.

The sizes, colours and sheet are class attributes of ``View`` (its look), so
that ``hardware/monoview.py`` draws the same layout on a 128 x 64 OLED by
changing them (it has no large text and one ink).  Runs on CircuitPython;
the caller refreshes the display when ``draw`` says something changed.
"""

from micropython import const

from game.screens import FLY_BACK, MAX_LINES, NONE, PERSON
from game.words import drop
from hardware.layers import centred_x, move, put_card, show
from hardware.sprites import (
    BACK1,
    BACK2,
    COLORBLIND_INKS,
    EDGE_FACE,
    EMPTY,
    INK_CLUBS,
    PALETTE,
    TABLE,
    TILE_H,
    TILE_W,
    card_tile,
    deck2_mark,
)

_DECK2 = const(0x80)     # a card of the second deck (engine/cards.py): its own back
_FACE = const(0x7F)      # a card's face, without its deck (engine/cards.py's FACE_MASK)
LINE_CHARS = const(26)   # characters in a line: 26 * 6 = 156 px of the 160
COLUMNS = LINE_CHARS     # the game's Game(columns=...): its text is wrapped to this
ROWS = MAX_LINES         # the game's Game(rows=...): lines a screen of text shows
ROW_FIT = const(15)      # a row this long or shorter shows every card
ROW_WINDOW = const(14)   # cards shown of a longer row, leaving room for the marks
BIG_SCALE = const(3)

_EDGE_FACE_W = const(3)  # pixels of EDGE_FACE that are card, the rest is table
_EDGE_BACK_W = const(2)
_CURSOR_H = const(10)    # the cursor art's height within its 16 px tile
_GAP = const(2)
_SPREAD = const(2)       # text lines this much further apart when they fit so: easier to read
_TELL_HOP = const(3)     # a computer's face jumps this high as its tell

_BAR = const(0x0B3D20)        # title and hint bars: a darker felt
_TITLE_INK = const(0xFFFFFF)
_HINT_INK = const(0xB8D8C0)
_LINE_INK = const(0xFFFFFF)
_LABEL_INK = const(0xFFE680)
_MENU_BAR = const(0xFFD800)
_MENU_INK = const(0x000000)
_MARK_INK = const(0xFFD800)
# The title bar of a seat's screen, in that seat's colour (game/lights.py's NeoPixel
# colours made deep enough for white text): red, green, blue, gold, purple, teal,
# orange, violet, lime, pink, azure, grey.
_SEAT_BARS = (0xB01818, 0x18801C, 0x2040C0, 0x8C6A00, 0x8020A0, 0x007878,
              0xB85000, 0x5030C0, 0x4E7A00, 0xA81868, 0x1068A8, 0x585858)


def _used_lines(screen):
    """Return how many of ``screen``'s lines to lay out: up to the last with text or the menu."""
    used = 0
    for i in range(len(screen.lines)):
        if screen.lines[i]:
            used = i + 1
    if screen.menu != NONE and screen.menu >= used:
        used = screen.menu + 1
    return used


class View:
    """The game's screen: draw a ``Screen`` by changing tiles made once."""

    # The look: the PyBadge's 160 x 128 colour screen.  hardware/monoview.py
    # overrides these for a 128 x 64 one-colour OLED; the layout is the same.
    SHEET = "cards.bmp"
    BIG_FONT = "font_big.bmp"    # the large text's sheet, or None: no large text
    TILE_W = TILE_W
    TILE_H = TILE_H
    HALVES = 2                   # cells of the card sheet a card is high (2: its halves)
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
    PAGE = 4                     # lines between two labelled rows of cards: Game's page (in
                                 # large text 2, ``big``'s last; test_view.py draws both)
    PAGE_HOLD = 75               # lines that do not fit page on after this many draws (0: never)
    PAGE_STEP = 40               # ... and then one line every this many draws
    INVERT_SELECTED = False      # a picked-up card: a frame over it (False) or reverse video
    CARD_INVERSE = None          # with INVERT_SELECTED: (background, ink) of that card
    SUIT_INKS = COLORBLIND_INKS  # the colour-blind suit inks, or None: one colour, no inks
    KEYS = None                  # the board's names of the keys, as Game(keys=...) takes them
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
    SEAT_BARS = _SEAT_BARS       # a seat's colour for its screens' title bar, or None: one ink
    LINE_FACES = True            # a screen of text shows the seats' faces beside their lines
    TITLE_FACE = True            # a seat's screen shows its face at the title bar's left

    def __init__(self, display, width=160, height=128):
        from hardware import viewbuild  # run once: its code is not kept (the fields are its too)
        viewbuild.build(self, display, width, height)
        drop("hardware.viewbuild")
        self._use(self.small)
        self.top.hide()
        self.bottom.hide()
        display.root_group = self.root

    def _large_size(self):
        """Return the large text's size, making it (once) on the first call."""
        if self.large is None:
            from hardware import viewbuild
            viewbuild.large(self)
            drop("hardware.viewbuild")
        return self.large

    def _use(self, text):
        """Draw in ``text``'s size from now on: hide the other size, point at this one's objects.

        ``title``, ``hint``, ``lines``, ``menu_bar`` and the rows' labels are
        always the size in use, for the drawing code and for tests.  Its lines
        share their palettes, one per ink (``TextLine.share``: done the first
        time, nothing after, and no list built: a switch allocates nothing).
        """
        if text is self.text_size:
            return
        inks = self.inks
        text.title.share(inks)
        text.hint.share(inks)
        text.top_label.share(inks)
        text.bottom_label.share(inks)
        for line in text.lines:
            line.share(inks)
        if self.text_size is not None:
            for item in self.text_size.items:
                show(item, False)
        for bar in text.bars:
            show(bar, bar is not text.menu_bar)  # the menu's bar shows with its line
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
            return self.flyer.step() or self._page_on()
        # Where a card flying now leaves from: the fan's cursor, as last drawn, or
        # the big card (a pair, going to the table: off the top).
        fan = self.top
        big = self.big_group
        from_big = not big.hidden
        if from_big:           # (two assignments, not a tuple: a draw allocates nothing)
            from_x = big.x
            from_y = big.y
        else:
            from_x = fan.cursor.x
            from_y = fan.cards.y
        new = screen.shown != self._shown
        flies = new and screen.fly != NONE and (from_big or not fan.cursor.hidden)
        if new:
            self.flyer.stop()     # a new screen: the flight before it is over
        self._shown = screen.shown
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
        self._own(screen)
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
        if screen.big != NONE:
            put_card(self.big_card, 0, card_tile(screen.big), self.below)
            mark = big[1]     # the second deck's mark over it
            put_card(mark, 0, deck2_mark(screen.big), self.below)
            show(mark, mark[0] != EMPTY)
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
            move(big, (self.width - (self.TILE_W + self.EDGE_FACE_W) * scale) // 2, big_y)
            show(big, True)
        else:
            show(big, False)
        self._lines_y = y
        self._lines_end = y_end
        self._crowded = bool(top.count or bottom.count or screen.big != NONE)
        self._draw_lines(screen, y, y_end, self._crowded)
        if self.pages > 1 and screen.more:      # the hint names the key that turns the page
            self._centre(self.hint, screen.more, self.height - bar_h)
        self._fan_face(top)
        fly = screen.fly
        if flies and fly & _FACE == FLY_BACK:      # from a fan, face down, off the bottom edge
            self.flyer.start(BACK2 if fly & _DECK2 else BACK1, EMPTY, from_x, from_y,
                             from_x, self.height)
        elif flies and from_big and screen.big == NONE:   # a pair, up off the top
            self.flyer.start(card_tile(fly), deck2_mark(fly), from_x, from_y, from_x,
                             -self.TILE_H)
        elif flies and not from_big and screen.big == fly:    # drawn: to the big card
            self.flyer.start(card_tile(fly), deck2_mark(fly), from_x, from_y, big.x, big.y)
        elif flies:
            # A face the screen does not show as its own big card (a pass screen's is a
            # face): it never flies face up over a screen of another's.
            self.flyer.stop()
        elif fly == NONE:
            self.flyer.stop()    # a key skipped it
        else:
            self.flyer.step()    # a flight under way goes on while its screen changes
        return True

    def _own(self, screen):
        """Colour the title bar as ``screen.seat``'s, and show their face at its left.

        The face shows where it covers nothing: the title leaves it room, and
        no row of cards comes right under the bar (a row's label does).
        """
        bars = self.SEAT_BARS
        if bars is not None:
            ink = self.TITLE_BAR if screen.seat == NONE else bars[screen.seat % len(bars)]
            colors = self.text_size.title_bar.pixel_shader
            if colors[0] != ink:
                colors[0] = ink
                colors[1] = ink
        grid = self.face
        if grid is None:
            return
        face = screen.face
        room = self.title.x >= self.face_w or not screen.title
        if face != NONE and room and (not screen.top.count or screen.top.label and self.LABELS):
            put_card(grid, 0, card_tile(face), self.below)
            show(grid, True)
        else:
            show(grid, False)

    def _line_faces(self, screen, first, shown, left, y):
        """Show the faces of lines ``first`` on, ``shown`` of them, left of the text at ``left``.

        Return where the text's left edge goes, ``left`` being where it would
        go alone: the faces and the text centred together.
        """
        grid = self.line_faces
        face_w = self.face_w
        left += face_w // 2   # (there is room: the caller saw to it)
        below = self.below
        for i in range(MAX_LINES):
            face = screen.faces[first + i] if i < shown else 0
            at = 2 * self.HALVES * i      # the line's two cards, a card high
            put_card(grid, at, card_tile(face) if face else EMPTY, below)
            put_card(grid, at + 1, EDGE_FACE if face else EMPTY, below)
        move(grid, left - face_w, y)
        show(grid, True)
        return left

    def _fan_face(self, top):
        """Show the face of the top row's owner (``Row.face``) at its left, where there is room.

        On the line faces' first cell: a screen with a row of cards has its
        lines centred among them, never with faces of their own.  A fan cut
        off at its left (its mark there) leaves no room.
        """
        grid = self.line_faces
        row = self.top
        x = row.cards.x - self.face_w
        if grid is None or not top.count or not top.face or x < 0 or not row.left.hidden:
            return          # (hidden by the lines' draw)
        below = self.below
        put_card(grid, 0, card_tile(top.face), below)
        put_card(grid, 1, EDGE_FACE, below)
        step = 2 * self.HALVES     # a line's two cards, a card high
        for i in range(step, step * MAX_LINES, step):
            put_card(grid, i, EMPTY, below)
            put_card(grid, i + 1, EMPTY, below)
        # Its tell: the face jumps up as the cursor passes its Old Maid (game/scenes/table_cpu.py).
        at = top.cursor
        hop = top.tell and 0 <= at and top.tells[at >> 3] >> (at & 7) & 1
        move(grid, x, row.cards.y - (_TELL_HOP if hop else 0))
        show(grid, True)

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

    def _page_end(self, screen, first, used, fit):
        """Return where the page of ``screen``'s lines from ``first`` ends: ``fit`` at most.

        A page ends only after a line whose glue bit is clear (a phrase's
        end, a list's); a run of glued lines longer than a page is cut.  The
        next page starts past blank lines.
        """
        end = first + fit
        if end >= used:
            return used
        while end - 1 > first and screen.glue >> (end - 1) & 1:
            end -= 1
        if screen.glue >> (end - 1) & 1:
            end = first + fit      # glued beyond a page: cut where the page is full
        while end < used and not screen.lines[end]:
            end += 1
        return end

    def _centre(self, line, text, y):
        """Show ``text`` on ``line`` centred across the screen at ``y``."""
        line.set(text)
        move(line, centred_x(line, self.width), y)
        show(line, bool(text))

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
        faces = False         # faces beside the lines: on a screen of text, the lines a face apart
        for i in range(used):
            longest = max(longest, min(len(screen.lines[i]), chars))
            if screen.faces[i] and self.line_faces is not None and not crowded:
                faces = True
        if longest * text.cell_w + self.face_w > self.width:
            faces = False     # no room beside the longest line
        step = self.TILE_H if faces else text.pitch
        room = y_end - y
        fit = 0 if room < cell_h else min((room - cell_h) // step + 1, len(self.lines))
        first = 0
        menu = screen.menu
        self._overflow = 0
        self.pages = 1
        end = used
        if used > fit:
            while first < used - fit and not screen.lines[first] and first != menu:
                first += 1
            if menu != NONE:
                if menu >= first + fit:
                    first = menu - fit + 1
            elif fit and screen.seat != NONE and screen.computer == PERSON:
                # A person's screen holds still: the page they turned to, whole.
                pages = 0
                at = first
                while at < used:
                    pages += 1
                    at = self._page_end(screen, at, used, fit)
                self.pages = pages
                for _ in range(screen.page % pages):
                    first = self._page_end(screen, first, used, fit)
                end = self._page_end(screen, first, used, fit)
            elif fit:
                self._overflow = used - first - fit
                first += min(self._offset, self._overflow)
        shown = min(end - first, fit)
        if (self.pages == 1 and shown > 1 and first + shown < used
                and screen.glue >> (first + shown - 1) & 1):
            shown -= 1     # a label never ends a page: it shows with its first item on the next
        pitch = step if faces else text.pitch + _SPREAD
        if (shown - 1) * pitch + cell_h > room:
            pitch = step
        if shown:
            y += (room - (shown - 1) * pitch - cell_h) // 2
        self.lines_shown = shown
        self.lines_first = first
        left = (self.width - longest * text.cell_w + 1) // 2
        if faces:
            left = self._line_faces(screen, first, shown, left, y - (step - cell_h) // 2)
        elif self.line_faces is not None:
            show(self.line_faces, False)
        for i in range(len(self.lines)):
            line = self.lines[i]
            if i < shown:
                line.set(screen.lines[first + i])
                move(line, centred_x(line, self.width) if crowded else left, y + i * pitch)
                line.color = self.MENU_INK if first + i == menu else self.LINE_INK
                show(line, True)
            else:
                show(line, False)
        if menu != NONE and first <= menu < first + shown:
            move(self.menu_bar, 0, y + (menu - first) * pitch)
            show(self.menu_bar, True)
        else:
            show(self.menu_bar, False)
