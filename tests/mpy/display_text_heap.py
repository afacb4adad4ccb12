"""What drawing the screen's text with adafruit_display_text would cost, beside hardware/text.py.

Run by tools/measure/memreport.py in the MicroPython VM (or a unix port) with the
fake displayio of ``tests/mpy/fakes`` (``sys.argv[1]``) and the folder
holding Adafruit's ``adafruit_display_text`` and ``adafruit_ticks``
(``sys.argv[2]``), ``pixels`` (``sys.argv[3]``) making the fake Bitmaps
hold their real bytes.  Both ways draw the PyBadge's ten lines of text (the
title, seven lines, the hint, a row's label) from the game's own font sheet,
so the accents stay: ours as ``TextLine`` TileGrids, Adafruit's as
``bitmap_label.Label`` with a font object serving the sheet's glyphs.  Then
both show the same screens, one after another, their texts set once per
screen change as the view does.  Prints ``name bytes`` lines:

- ``ours_code``, ``theirs_code``: importing the module that draws the lines;
- ``ours_lines``, ``theirs_lines``: making the ten lines (what they hold);
- ``ours_change``, ``theirs_change``: the most bytes one screen change
  allocates (collector off), and ``theirs_live``: the most a label set
  holds once its screen is up (it makes a new bitmap for a longer text).
"""

import gc
import sys

# The texts of a few real screens (English), ten lines each.
SCREENS = (
    ("Old Maid", "", "  Play", "  Rules", "  Settings", "  Stats", "", "", "A: choose", ""),
    ("ANN draws from BOB", "Since your last turn:", "CAT took 7\u2665 from you",
     "Gone from play: 3 4 10 K", "Odd number: BOB CAT", "ANN 5  BOB 6  CAT 4", "DAN 5",
     "", "\u2190\u2192 pick  A: draw", "BOB's fan"),
    ("Round 2 of rounds", "ANN 1", "BOB 0", "CAT 2", "DAN 1", "", "", "",
     "A: next round", ""),
    ("R\u00e8gles 3/9", "Les joueurs d\u00e9faussent", "leurs paires face", "visible ; puis,",
     "\u00e0 chaque tour, un", "joueur offre sa main", "", "", "\u2190\u2192 page  B: retour", ""),
)
LINES = 10
CHARS = 26


class Glyph:
    """One glyph of the sheet, as adafruit_display_text reads a font's glyphs."""

    def __init__(self, sheet, cell_w, cell_h):
        self.bitmap = sheet
        self.width = cell_w
        self.height = cell_h
        self.dx = 0
        self.dy = 0
        self.shift_x = cell_w
        self.shift_y = 0
        self.tile_index = 0


class SheetFont:
    """The game's font sheet as a font for bitmap_label: every glyph one cell, one Glyph reused."""

    def __init__(self, sheet, glyph, cell_w, cell_h):
        self._glyph = Glyph(sheet, cell_w, cell_h)
        self._index = glyph
        self._box = (cell_w, cell_h, 0, 0)
        self.ascent = cell_h
        self.descent = 0

    def get_bounding_box(self):
        return self._box

    def get_glyph(self, code):
        self._glyph.tile_index = self._index(chr(code))
        return self._glyph

    def load_glyphs(self, codes):
        """Every glyph is on the sheet already."""


def steps():
    """Measure both ways, a step each, collecting between steps."""
    sys.path.append(sys.argv[1])
    sys.path.append(sys.argv[2])
    import displayio

    displayio.PIXELS = len(sys.argv) > 3 and sys.argv[3] == "pixels"
    from hardware.glyphs import CELL_H, CELL_W, glyph

    figures = {}
    gc.collect()
    yield
    before = gc.mem_alloc()
    from hardware.text import TextLine

    gc.collect()
    yield
    figures["ours_code"] = gc.mem_alloc() - before
    from hardware.viewbuild import load

    sheet, _ = load("font.bmp")
    gc.collect()
    yield
    before = gc.mem_alloc()
    ours = [TextLine(sheet, (None, 0xFFFFFF), CHARS, 2, 12 * i) for i in range(LINES)]
    gc.collect()
    yield
    figures["ours_lines"] = gc.mem_alloc() - before
    most = 0
    for screen in SCREENS:
        gc.collect()
        gc.disable()
        before = gc.mem_alloc()
        for i in range(LINES):
            ours[i].text = screen[i]
        most = max(most, gc.mem_alloc() - before)
        gc.enable()
        yield
    figures["ours_change"] = most
    del ours
    gc.collect()
    yield
    before = gc.mem_alloc()
    from adafruit_display_text import bitmap_label

    gc.collect()
    yield
    figures["theirs_code"] = gc.mem_alloc() - before
    font = SheetFont(sheet, glyph, CELL_W, CELL_H)
    before = gc.mem_alloc()
    theirs = [bitmap_label.Label(font, text=" ", color=0xFFFFFF, x=2, y=12 * i)
              for i in range(LINES)]
    gc.collect()
    yield
    figures["theirs_lines"] = gc.mem_alloc() - before
    base = before
    most = live = 0
    for _ in range(2):                     # twice round: the second time, bitmaps are sized
        for screen in SCREENS:
            gc.collect()
            gc.disable()
            before = gc.mem_alloc()
            for i in range(LINES):
                theirs[i].text = screen[i] or " "
            most = max(most, gc.mem_alloc() - before)
            gc.enable()
            gc.collect()
            yield
            live = max(live, gc.mem_alloc() - base)
    figures["theirs_change"] = most
    figures["theirs_live"] = live
    for name in ("ours_code", "ours_lines", "ours_change", "theirs_code", "theirs_lines",
                 "theirs_change", "theirs_live"):
        print(name, figures[name])


MPVM_STEPS = steps()

if sys.platform != "webassembly":     # a unix port: no JavaScript to step it
    for _ in MPVM_STEPS:
        pass
