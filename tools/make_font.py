"""Draw the game's bitmap font from code and write ``assets/font.bmp``.

The board's built-in font has no é, ç, ã or à, so the game carries its own:
6 x 10 px cells (a 5 px wide glyph and a 1 px gap), 32 to a row, in the
order of ``hardware/glyphs.py``'s ``CHARS``.  Each glyph below is one string:
the cell row its drawing starts on, then its rows of pixels, "#" for ink.
Capitals start on row 1 and stand on row 7, small letters start on row 3,
descenders reach row 9.  Accented letters are built from a base letter and an
accent, capitals from a body one row shorter so the accent fits in rows 0..1.
The sheet is a 2-colour BMP (0 background, 1 ink) written by
``tools/bmp.py``, so it regenerates byte for byte.

    python3 tools/make_font.py                     # rewrite assets/font.bmp
    python3 tools/make_font.py --preview out.png   # also a 4x PNG to look at

The BMP needs only the standard library; pygame is imported for the preview.
"""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from hardware.glyphs import CELL_H, CELL_W, CHARS, SHEET_COLUMNS  # noqa: E402
from tools import bmp  # noqa: E402

SHEET_ROWS = (len(CHARS) + SHEET_COLUMNS - 1) // SHEET_COLUMNS
SHEET_W = CELL_W * SHEET_COLUMNS
SHEET_H = CELL_H * SHEET_ROWS
PALETTE = (0x000000, 0xFFFFFF)  # the game gives every line its own colours
DEFAULT_OUTPUT = os.path.join(ROOT, "assets", "font.bmp")

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


def draw_sheet():
    """Return the sheet as palette indices (0 or 1), row by row, top row first."""
    sheet = bytearray(SHEET_W * SHEET_H)
    for tile, ch in enumerate(CHARS):
        row, col = divmod(tile, SHEET_COLUMNS)
        for y, line in enumerate(glyph_cell(ch)):
            for x, ink in enumerate(line):
                sheet[(row * CELL_H + y) * SHEET_W + col * CELL_W + x] = int(ink)
    return sheet


def bmp_bytes(sheet):
    """Return ``sheet`` as a BMP file (4 bits a pixel, like the card sheet)."""
    return bmp.indexed_bmp(sheet, SHEET_W, SHEET_H, PALETTE, bits=4)


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


def write_preview(sheet, path, scale=4):
    """Save a scaled PNG of the sheet and sample lines: white on the table green."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    width = max(SHEET_W, max(len(s) for s in SAMPLE) * CELL_W) + 4
    height = SHEET_H + 4 + len(SAMPLE) * (CELL_H + 2) + 4
    image = pygame.Surface((width, height))
    image.fill((26, 107, 58))
    for y in range(SHEET_H):
        for x in range(SHEET_W):
            if sheet[y * SHEET_W + x]:
                image.set_at((2 + x, 2 + y), (255, 255, 255))
    y0 = SHEET_H + 6
    for line in SAMPLE:
        for i, ch in enumerate(line):
            for y, row in enumerate(glyph_cell(ch) if ch in CHARS else glyph_cell("?")):
                for x, ink in enumerate(row):
                    if ink:
                        image.set_at((2 + i * CELL_W + x, y0 + y), (255, 255, 255))
        y0 += CELL_H + 2
    size = image.get_size()
    pygame.image.save(pygame.transform.scale(image, (size[0] * scale, size[1] * scale)), path)


def main(argv=None):
    """Write the font sheet (and a preview if asked)."""
    bmp.run_tool(__doc__, DEFAULT_OUTPUT, draw_sheet, bmp_bytes, write_preview, argv)


if __name__ == "__main__":
    main()
