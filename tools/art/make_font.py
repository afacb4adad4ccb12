"""Draw the game's bitmap font from code and write ``assets/font.bmp``.

The board's built-in font has no é, ç, ã or à, so the game carries its own:
6 x 10 px cells (a 5 px wide glyph and a 1 px gap), 32 to a row, in the
order of ``hardware/glyphs.py``'s ``CHARS``.  Each glyph below is one string:
the cell row its drawing starts on, then its rows of pixels, "#" for ink.
Capitals start on row 1 and stand on row 7, small letters start on row 3,
descenders reach row 9.  Accented letters are built from a base letter and an
accent, capitals from a body one row shorter so the accent fits in rows 0..1.
The sheet is a 2-colour BMP (0 background, 1 ink) written by
``tools/art/bmp.py``, so it regenerates byte for byte.

``--big`` writes ``assets/font_big.bmp``, the colour board's large text, in
7 x 12 px cells.  It is made from the same drawings, not drawn again, so the
two fonts cannot disagree on a letter: see ``big_cell`` for how, and
``BIG_GLYPHS`` for the few shapes drawn anew at that size.

    python3 -m tools.art.make_font                     # rewrite assets/font.bmp
    python3 -m tools.art.make_font --big               # rewrite assets/font_big.bmp
    python3 -m tools.art.make_font --preview out.png   # also a 4x PNG to look at

The BMP needs only the standard library; pygame is imported for the preview.
"""

import argparse
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from hardware.glyphs import (  # noqa: E402
    BIG_CELL_H,
    BIG_CELL_W,
    CELL_H,
    CELL_W,
    CHARS,
    SHEET_COLUMNS,
)
from tools.art import bmp  # noqa: E402

SHEET_ROWS = (len(CHARS) + SHEET_COLUMNS - 1) // SHEET_COLUMNS
SHEET_W = CELL_W * SHEET_COLUMNS
SHEET_H = CELL_H * SHEET_ROWS
BIG_SHEET_W = BIG_CELL_W * SHEET_COLUMNS
BIG_SHEET_H = BIG_CELL_H * SHEET_ROWS
PALETTE = (0x000000, 0xFFFFFF)  # the game gives every line its own colours
DEFAULT_OUTPUT = os.path.join(ROOT, "assets", "font.bmp")
DEFAULT_BIG_OUTPUT = os.path.join(ROOT, "assets", "font_big.bmp")

GLYPHS = {
    " ": "1",
    "!": "1 ..#.. ..#.. ..#.. ..#.. ..#.. ..... ..#..",
    '"': "1 .#.#. .#.#. .#.#.",
    "#": "1 .#.#. .#.#. ##### .#.#. ##### .#.#. .#.#.",
    "$": "1 ..#.. .#### #.#.. .###. ..#.# ####. ..#..",
    "%": "1 ##... ##..# ...#. ..#.. .#... #..## ...##",
    "&": "1 .##.. #..#. #.#.. .#... #.#.# #..#. .##.#",
    "'": "1 ..#.. ..#.. ..#..",
    "(": "1 ...#. ..#.. .#... .#... .#... ..#.. ...#.",
    ")": "1 .#... ..#.. ...#. ...#. ...#. ..#.. .#...",
    "*": "2 ..#.. #.#.# .###. #.#.# ..#..",
    "+": "2 ..#.. ..#.. ##### ..#.. ..#..",
    ",": "6 .##.. ..#.. .#...",
    "-": "4 .###.",
    ".": "6 .##.. .##..",
    "/": "2 ....# ...#. ..#.. .#... #....",
    "0": "1 .###. #...# #..## #.#.# ##..# #...# .###.",
    "1": "1 ..#.. .##.. ..#.. ..#.. ..#.. ..#.. .###.",
    "2": "1 .###. #...# ....# ...#. ..#.. .#... #####",
    "3": "1 ##### ...#. ..#.. ...#. ....# #...# .###.",
    "4": "1 ...#. ..##. .#.#. #..#. ##### ...#. ...#.",
    "5": "1 ##### #.... ####. ....# ....# #...# .###.",
    "6": "1 ..##. .#... #.... ####. #...# #...# .###.",
    "7": "1 ##### ....# ...#. ..#.. .#... .#... .#...",
    "8": "1 .###. #...# #...# .###. #...# #...# .###.",
    "9": "1 .###. #...# #...# .#### ....# ...#. .##..",
    ":": "2 .##.. .##.. ..... .##.. .##..",
    ";": "2 .##.. .##.. ..... .##.. ..#.. .#...",
    "<": "1 ...#. ..#.. .#... #.... .#... ..#.. ...#.",
    "=": "3 ##### ..... #####",
    ">": "1 .#... ..#.. ...#. ....# ...#. ..#.. .#...",
    "?": "1 .###. #...# ....# ...#. ..#.. ..... ..#..",
    "@": "1 .###. #...# #.### #.#.# #.### #.... .####",
    "A": "1 .###. #...# #...# ##### #...# #...# #...#",
    "B": "1 ####. #...# #...# ####. #...# #...# ####.",
    "C": "1 .###. #...# #.... #.... #.... #...# .###.",
    "D": "1 ####. #...# #...# #...# #...# #...# ####.",
    "E": "1 ##### #.... #.... ####. #.... #.... #####",
    "F": "1 ##### #.... #.... ####. #.... #.... #....",
    "G": "1 .###. #...# #.... #.### #...# #...# .####",
    "H": "1 #...# #...# #...# ##### #...# #...# #...#",
    "I": "1 .###. ..#.. ..#.. ..#.. ..#.. ..#.. .###.",
    "J": "1 ..### ...#. ...#. ...#. ...#. #..#. .##..",
    "K": "1 #...# #..#. #.#.. ##... #.#.. #..#. #...#",
    "L": "1 #.... #.... #.... #.... #.... #.... #####",
    "M": "1 #...# ##.## #.#.# #.#.# #...# #...# #...#",
    "N": "1 #...# #...# ##..# #.#.# #..## #...# #...#",
    "O": "1 .###. #...# #...# #...# #...# #...# .###.",
    "P": "1 ####. #...# #...# ####. #.... #.... #....",
    "Q": "1 .###. #...# #...# #...# #.#.# #..#. .##.#",
    "R": "1 ####. #...# #...# ####. #.#.. #..#. #...#",
    "S": "1 .#### #.... #.... .###. ....# ....# ####.",
    "T": "1 ##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..",
    "U": "1 #...# #...# #...# #...# #...# #...# .###.",
    "V": "1 #...# #...# #...# #...# #...# .#.#. ..#..",
    "W": "1 #...# #...# #...# #.#.# #.#.# #.#.# .#.#.",
    "X": "1 #...# #...# .#.#. ..#.. .#.#. #...# #...#",
    "Y": "1 #...# #...# .#.#. ..#.. ..#.. ..#.. ..#..",
    "Z": "1 ##### ....# ...#. ..#.. .#... #.... #####",
    "[": "1 .###. .#... .#... .#... .#... .#... .###.",
    "\\": "2 #.... .#... ..#.. ...#. ....#",
    "]": "1 .###. ...#. ...#. ...#. ...#. ...#. .###.",
    "^": "1 ..#.. .#.#. #...#",
    "_": "8 #####",
    "`": "1 .#... ..#..",
    "a": "3 .###. ....# .#### #...# .####",
    "b": "1 #.... #.... ####. #...# #...# #...# ####.",
    "c": "3 .###. #.... #.... #...# .###.",
    "d": "1 ....# ....# .#### #...# #...# #...# .####",
    "e": "3 .###. #...# ##### #.... .###.",
    "f": "1 ..##. .#..# .#... ###.. .#... .#... .#...",
    "g": "3 .#### #...# #...# #...# .#### ....# .###.",
    "h": "1 #.... #.... ####. #...# #...# #...# #...#",
    "i": "1 ..#.. ..... .##.. ..#.. ..#.. ..#.. .###.",
    "j": "1 ...#. ..... ..##. ...#. ...#. ...#. ...#. #..#. .##..",
    "k": "1 #.... #.... #..#. #.#.. ##... #.#.. #..#.",
    "l": "1 .##.. ..#.. ..#.. ..#.. ..#.. ..#.. .###.",
    "m": "3 ##.#. #.#.# #.#.# #.#.# #.#.#",
    "n": "3 ####. #...# #...# #...# #...#",
    "o": "3 .###. #...# #...# #...# .###.",
    "p": "3 ####. #...# #...# #...# ####. #.... #....",
    "q": "3 .#### #...# #...# #...# .#### ....# ....#",
    "r": "3 #.##. ##..# #.... #.... #....",
    "s": "3 .#### #.... .###. ....# ####.",
    "t": "1 .#... .#... ####. .#... .#... .#..# ..##.",
    "u": "3 #...# #...# #...# #...# .####",
    "v": "3 #...# #...# #...# .#.#. ..#..",
    "w": "3 #...# #...# #.#.# #.#.# .#.#.",
    "x": "3 #...# .#.#. ..#.. .#.#. #...#",
    "y": "3 #...# #...# #...# #...# .#### ....# .###.",
    "z": "3 ##### ...#. ..#.. .#... #####",
    "{": "1 ...#. ..#.. ..#.. .#... ..#.. ..#.. ...#.",
    "|": "1 ..#.. ..#.. ..#.. ..#.. ..#.. ..#.. ..#..",
    "}": "1 .#... ..#.. ..#.. ...#. ..#.. ..#.. .#...",
    "~": "3 .#... #.#.# ...#.",
    "œ": "3 .#.#. #.#.# #.### #.#.. .#.##",
    "æ": "3 ##.#. ..#.# .#### #.#.. .#.##",
    "ß": "1 .##.. #..#. #..#. #.#.. #..#. #...# #.##.",
    "Œ": "1 .#### #.#.. #.#.. #.### #.#.. #.#.. .####",
    "Æ": "1 .#### #.#.. #.#.. ##### #.#.. #.#.. #.###",
    "«": "3 ..#.# .#.#. #.#.. .#.#. ..#.#",
    "»": "3 #.#.. .#.#. ..#.# .#.#. #.#..",
    "’": "1 ...#. ...#. ..#..",
    "…": "7 #.#.#",
    "–": "4 #####",
    "—": "4 ######",
    "°": "1 .##.. #..#. .##..",
    "·": "4 .##.. .##..",
    "♣": "1 .###. .###. ##.## ##### ##.## ..#.. .###.",
    "♦": "1 ..#.. .###. .###. ##### .###. .###. ..#..",
    "♥": "2 .#.#. ##### ##### .###. ..#..",
    "♠": "1 ..#.. .###. ##### ##### #.#.# ..#.. .###.",
    "←": "2 ..#.. .#... ##### .#... ..#..",
    "→": "2 ..#.. ...#. ##### ...#. ..#..",
    "↑": "1 ..#.. .###. #.#.# ..#.. ..#.. ..#.. ..#..",
    "↓": "1 ..#.. ..#.. ..#.. ..#.. #.#.# .###. ..#..",
    "◀": "1 ....# ...## ..### .#### ..### ...## ....#",
    "▶": "1 #.... ##... ###.. ####. ###.. ##... #....",
    "█": "0 ###### ###### ###### ###### ###### ###### ###### ###### ###### ######",
    "●": "2 .###. ##### ##### ##### .###.",
    "◉": "1 .###. ##### ##### ##### .###. ..... #####",   # the button held: a bar under it
}

# Small letters' accents sit on rows 0..1, a row clear of the x-height.
ACCENTS = {
    "grave": "0 .#... ..#..",
    "acute": "0 ...#. ..#..",
    "circumflex": "0 ..#.. .#.#.",
    "diaeresis": "1 .#.#.",
    "tilde": "0 .##.# #..#.",
}
CEDILLA = "8 ..#.. .##.."

# Bodies that take an accent: a dotless i, and capitals one row shorter
# (rows 2..7) so that the accent fits above them.
BODIES = {
    "i": "3 .##.. ..#.. ..#.. ..#.. .###.",
    "A": "2 .###. #...# ##### #...# #...# #...#",
    "E": "2 ##### #.... ####. #.... #.... #####",
    "I": "2 .###. ..#.. ..#.. ..#.. ..#.. .###.",
    "N": "2 #...# ##..# #.#.# #..## #...# #...#",
    "O": "2 .###. #...# #...# #...# #...# .###.",
    "U": "2 #...# #...# #...# #...# #...# .###.",
    "Y": "2 #...# .#.#. ..#.. ..#.. ..#.. ..#..",
}

# Each accented letter: its base letter (a key of BODIES if it has one) and accent.
ACCENTED = {
    "à": ("a", "grave"), "â": ("a", "circumflex"), "ä": ("a", "diaeresis"),
    "ã": ("a", "tilde"), "á": ("a", "acute"),
    "é": ("e", "acute"), "è": ("e", "grave"), "ê": ("e", "circumflex"),
    "ë": ("e", "diaeresis"),
    "î": ("i", "circumflex"), "ï": ("i", "diaeresis"), "í": ("i", "acute"),
    "ì": ("i", "grave"),
    "ô": ("o", "circumflex"), "ö": ("o", "diaeresis"), "õ": ("o", "tilde"),
    "ó": ("o", "acute"), "ò": ("o", "grave"),
    "ù": ("u", "grave"), "û": ("u", "circumflex"), "ü": ("u", "diaeresis"),
    "ú": ("u", "acute"),
    "ÿ": ("y", "diaeresis"), "ñ": ("n", "tilde"),
    "À": ("A", "grave"), "Â": ("A", "circumflex"), "Ä": ("A", "diaeresis"),
    "Ã": ("A", "tilde"), "Á": ("A", "acute"),
    "É": ("E", "acute"), "È": ("E", "grave"), "Ê": ("E", "circumflex"),
    "Ë": ("E", "diaeresis"),
    "Î": ("I", "circumflex"), "Ï": ("I", "diaeresis"), "Í": ("I", "acute"),
    "Ì": ("I", "grave"),
    "Ô": ("O", "circumflex"), "Ö": ("O", "diaeresis"), "Õ": ("O", "tilde"),
    "Ó": ("O", "acute"), "Ò": ("O", "grave"),
    "Ù": ("U", "grave"), "Û": ("U", "circumflex"), "Ü": ("U", "diaeresis"),
    "Ú": ("U", "acute"),
    "Ÿ": ("Y", "diaeresis"), "Ñ": ("N", "tilde"),
}
CEDILLAED = {"ç": "c", "Ç": "C"}


def parse(spec):
    """Return a glyph string as CELL_H rows of CELL_W booleans."""
    top, *rows = spec.split()
    cell = [[False] * CELL_W for _ in range(CELL_H)]
    for dy, row in enumerate(rows):
        for x, ch in enumerate(row):
            cell[int(top) + dy][x] = ch == "#"
    return cell


def overlay(*specs):
    """Return the union of several glyph strings' pixels."""
    cell = parse("0")
    for spec in specs:
        for y, row in enumerate(parse(spec)):
            for x, ink in enumerate(row):
                cell[y][x] = cell[y][x] or ink
    return cell


def glyph_cell(ch):
    """Return the pixels of ``ch``, as CELL_H rows of CELL_W booleans."""
    if ch in GLYPHS:
        return parse(GLYPHS[ch])
    if ch in ACCENTED:
        base, accent = ACCENTED[ch]
        return overlay(BODIES.get(base, GLYPHS.get(base)), ACCENTS[accent])
    if ch in CEDILLAED:
        return overlay(GLYPHS[CEDILLAED[ch]], CEDILLA)
    raise KeyError("no drawing for %r (U+%04X)" % (ch, ord(ch)))


# ---------------------------------------------------------------- the large font
#
# Each large glyph is its small one grown to 6 x 9 (capitals) by copying
# rows and a column, then made bold by thickening upright strokes by one
# pixel: at 7 px a letter, two-pixel stems are what makes the text easier
# to read, not the size alone.
#
# Rows 2 and 6 are copied: capitals (rows 1..7) grow to 9 rows with their
# bars still in the middle (E, H, A, B), small letters (3..7) to 6, and
# descenders and accents keep their rows.  Column 2, the middle one, is
# copied: a symmetric letter stays symmetric in an even width.
BIG_ROWS = (0, 1, 2, 2, 3, 4, 5, 6, 6, 7, 8, 9)
BIG_COLUMNS = (0, 1, 2, 2, 3, 4)
# An accented capital keeps a blank row under its accent: with two-pixel
# stems, an accent touching the letter's top would merge into it (Ü read as U).
BIG_ACCENTED_ROWS = (0, 1, None, 2, 3, 4, 5, 6, 6, 7, 8, 9)
_BIG_GLYPH_W = BIG_CELL_W - 1

# Shapes the rule above spoils, drawn at the large size (6 px wide, on the
# large cell's rows): the suits, which would come out lumpy; M and W,
# whose middle strokes would merge into their stems (M read as N, W as M)
# and w, which read upside down; K, k and x, whose arms crowd their stems
# thin; m, whose arches would close; c, whose tail would curl like a G;
# dots, which would grow to 3 x 3 blots.
BIG_GLYPHS = {
    "M": "1 ##..## ###### #.##.# #.##.# ##..## ##..## ##..## ##..## ##..##",
    "W": "1 ##..## ##..## ##..## ##..## ##..## #.##.# #.##.# ###### .#..#.",
    "w": "4 ##..## ##..## ##..## #.##.# ###### .#..#.",
    "K": "1 ##..## ##..## ##.##. ####.. ###... ####.. ##.##. ##..## ##..##",
    "k": "1 ##.... ##.... ##.... ##..## ##.##. ####.. ####.. ##.##. ##..##",
    "x": "4 ##..## .####. ..##.. ..##.. .####. ##..##",
    "c": "4 .####. ##..## ##.... ##.... ##..## .####.",
    ".": "8 .##... .##...",
    ",": "8 .##... ..#... .#....",
    ":": "4 .##... .##... ...... ...... .##... .##...",
    ";": "4 .##... .##... ...... ...... .##... ..#... .#....",
    "·": "6 .##... .##...",
    "…": "8 #.#.#. #.#.#.",
    "m": "4 #####. #.##.# #.##.# #.##.# #.##.# #.##.#",
    "♣": "1 ..##.. .####. .####. #.##.# ###### ###### #.##.# ..##.. .####.",
    "♦": "1 ..##.. ..##.. .####. .####. ###### .####. .####. ..##.. ..##..",
    "♥": "2 .#..#. ###### ###### ###### .####. .####. ..##..",
    "♠": "1 ..##.. .####. .####. ###### ###### ###### #.##.# ..##.. .####.",
}


def parse_big(spec):
    """Return a large glyph string as BIG_CELL_H rows of BIG_CELL_W booleans."""
    top, *rows = spec.split()
    cell = [[False] * BIG_CELL_W for _ in range(BIG_CELL_H)]
    for dy, row in enumerate(rows):
        for x, ch in enumerate(row):
            cell[int(top) + dy][x] = ch == "#"
    return cell


def _upright(cell, x, y):
    """Whether small-cell pixel (x, y) is on a stroke that runs on up and down.

    A stroke's loose end (the tail of c, 2 or s, the top of a diagonal) is
    left thin, or it would swell into a blob.
    """
    def ink(yy, xx):
        return 0 <= yy < CELL_H and 0 <= xx < CELL_W - 1 and cell[yy][xx]

    if ink(y - 1, x) or ink(y + 1, x):
        return True
    return (any(ink(y - 1, x + d) for d in (-1, 0, 1))
            and any(ink(y + 1, x + d) for d in (-1, 0, 1)))


def _big_row(cell, y):
    """Return small-cell row ``y`` widened to the large cell, its strokes made bold.

    Each upright stroke grows by a pixel towards the glyph's middle, so the
    letter keeps its outer edges, and only where three blank pixels lie that
    way: a counter (the inside of o, the gaps of m) never closes.
    """
    wide = [cell[y][c] for c in BIG_COLUMNS]
    row = list(wide)
    for x in range(_BIG_GLYPH_W):
        if not wide[x] or not _upright(cell, BIG_COLUMNS[x], y):
            continue
        step = 1 if x < _BIG_GLYPH_W // 2 else -1
        ahead = [x + step * k for k in (1, 2, 3)]
        if 0 <= ahead[0] < _BIG_GLYPH_W and not any(
                0 <= i < _BIG_GLYPH_W and wide[i] for i in ahead):
            row[ahead[0]] = True
    return row + [cell[y][CELL_W - 1]] * (BIG_CELL_W - _BIG_GLYPH_W)  # the gap, or a join


def big_cell(ch):
    """Return the large pixels of ``ch``, as BIG_CELL_H rows of BIG_CELL_W booleans."""
    if ch in BIG_GLYPHS:
        return parse_big(BIG_GLYPHS[ch])
    rows = BIG_ROWS
    cell = glyph_cell(ch)
    if ch in ACCENTED and ACCENTED[ch][0] in BODIES and ACCENTED[ch][0].isupper():
        rows = BIG_ACCENTED_ROWS
    return [_big_row(cell, y) if y is not None else [False] * BIG_CELL_W for y in rows]


def draw_sheet(big=False):
    """Return the sheet (``big``: the large one) as palette indices (0 or 1), top row first."""
    cell_w, cell_h = (BIG_CELL_W, BIG_CELL_H) if big else (CELL_W, CELL_H)
    draw = big_cell if big else glyph_cell
    width = cell_w * SHEET_COLUMNS
    sheet = bytearray(width * cell_h * SHEET_ROWS)
    for tile, ch in enumerate(CHARS):
        row, col = divmod(tile, SHEET_COLUMNS)
        for y, line in enumerate(draw(ch)):
            for x, ink in enumerate(line):
                sheet[(row * cell_h + y) * width + col * cell_w + x] = int(ink)
    return sheet


def bmp_bytes(sheet, big=False):
    """Return ``sheet`` as a BMP file, 1 bit a pixel.

    A sheet of two colours needs no more: the board's Bitmap is then a bit a
    pixel too, an eighth of a byte-a-pixel sheet and a quarter of 4 bits.
    """
    if big:
        return bmp.indexed_bmp(sheet, BIG_SHEET_W, BIG_SHEET_H, PALETTE, bits=1)
    return bmp.indexed_bmp(sheet, SHEET_W, SHEET_H, PALETTE, bits=1)


SAMPLE = (
    "The quick brown fox jumps over the lazy dog.",
    "THE QUICK BROWN FOX JUMPS",
    "0123456789 !?.,;:'\"()[]{}<>/\\|@#$%&*+-=_^`~",
    "BOB took your 7♥ · K♠ Q♦ J♣",
    "Père Noël, ça déçoit? Où êtes-vous…",
    "À L'ÉTÉ, ÇA ÎLE ÔTÉ ÛÑ ŒUF ÆON «»",
    "Não é fácil, pão, coração. Ãõ",
    "Perché così? Già più città.",
    "Größe, Übung, Straße, schön – ÄÖÜ —",
    "←→ move  A draw  ↑↓ 20°  ◀ ▶",
)


def write_preview(sheet, path, scale=4, big=False):
    """Save a scaled PNG of the sheet and sample lines: white on the table green."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    cell_w, cell_h = (BIG_CELL_W, BIG_CELL_H) if big else (CELL_W, CELL_H)
    sheet_w, sheet_h = cell_w * SHEET_COLUMNS, cell_h * SHEET_ROWS
    draw = big_cell if big else glyph_cell
    width = max(sheet_w, max(len(s) for s in SAMPLE) * cell_w) + 4
    height = sheet_h + 4 + len(SAMPLE) * (cell_h + 2) + 4
    image = pygame.Surface((width, height))
    image.fill((26, 107, 58))
    for y in range(sheet_h):
        for x in range(sheet_w):
            if sheet[y * sheet_w + x]:
                image.set_at((2 + x, 2 + y), (255, 255, 255))
    y0 = sheet_h + 6
    for line in SAMPLE:
        for i, ch in enumerate(line):
            for y, row in enumerate(draw(ch) if ch in CHARS else draw("?")):
                for x, ink in enumerate(row):
                    if ink:
                        image.set_at((2 + i * cell_w + x, y0 + y), (255, 255, 255))
        y0 += cell_h + 2
    size = image.get_size()
    pygame.image.save(pygame.transform.scale(image, (size[0] * scale, size[1] * scale)), path)


def main(argv=None):
    """Write the font sheet, or with ``--big`` the large one (and a preview if asked)."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--big", action="store_true",
                   help="the large font of the colour board (assets/font_big.bmp)")
    p.add_argument("--output", help="BMP to write (default: the sheet in assets/)")
    p.add_argument("--preview", metavar="PNG", help="also write a 4x PNG preview")
    args = p.parse_args(argv)
    sheet = draw_sheet(args.big)
    output = args.output or (DEFAULT_BIG_OUTPUT if args.big else DEFAULT_OUTPUT)
    with open(output, "wb") as f:
        f.write(bmp_bytes(sheet, args.big))
    if args.preview:
        write_preview(sheet, args.preview, big=args.big)


if __name__ == "__main__":
    main()
