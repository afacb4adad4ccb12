"""Draw the card sprite sheet from code and write ``assets/cards.bmp``.

Every tile is pixel art defined below as strings, so the sheet has no
downloaded art and regenerates byte for byte.  The output is an uncompressed
4-bit indexed BMP (BITMAPINFOHEADER, 16 colours, bottom-up rows) that
``adafruit_imageload`` and ``displayio.OnDiskBitmap`` both read.  Tile numbers,
tile size and palette come from ``hardware/sprites.py``, the module the game
uses too.

    python3 tools/make_sprites.py                    # rewrite assets/cards.bmp
    python3 tools/make_sprites.py --preview out.png  # also a 4x PNG to look at

The BMP, written by ``tools/bmp.py``, needs only the standard library; pygame
is imported for the preview.
"""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from hardware import sprites  # noqa: E402
from hardware.sprites import (  # noqa: E402
    BACK1,
    BACK2,
    BLACK_PETER,
    CURSOR_DOWN,
    CURSOR_UP,
    DECK2_TILES,
    EDGE_BACK,
    EDGE_FACE,
    EMPTY,
    OLD_MAID,
    SELECTED,
    SHEET_COLUMNS,
    SHEET_ROWS,
    THEMED_FIRST,
    TILE_H,
    TILE_W,
)
from tools import bmp  # noqa: E402

PALETTE = list(sprites.PALETTE)
COLORBLIND_INKS = sprites.COLORBLIND_INKS
SHEET_W = TILE_W * SHEET_COLUMNS
SHEET_H = TILE_H * SHEET_ROWS
DEFAULT_OUTPUT = os.path.join(ROOT, "assets", "cards.bmp")

# Letters used in the pictures below; "." leaves the pixel as it was.
COLOURS = {
    "W": sprites.CARD,
    "K": sprites.OUTLINE,
    "B": sprites.BACK_BLUE,
    "R": sprites.BACK_RED,
    "Y": sprites.YELLOW,
    "L": sprites.LIGHT_GREY,
    "D": sprites.DARK_GREY,
    "P": sprites.PEACH,
    "N": sprites.BROWN,
    "G": sprites.GREEN,
    "O": sprites.ORANGE,
}

SUIT_INKS = (sprites.INK_CLUBS, sprites.INK_DIAMONDS, sprites.INK_HEARTS, sprites.INK_SPADES)

# Corner indices, 3 x 5; "1" is two wide so that "10" fits in 8 px.
RANK_GLYPHS = {
    "A": (".X.", "X.X", "XXX", "X.X", "X.X"),
    "2": ("XX.", "..X", ".X.", "X..", "XXX"),
    "3": ("XX.", "..X", ".X.", "..X", "XX."),
    "4": ("X.X", "X.X", "XXX", "..X", "..X"),
    "5": ("XXX", "X..", "XX.", "..X", "XX."),
    "6": (".XX", "X..", "XXX", "X.X", "XXX"),
    "7": ("XXX", "..X", ".X.", ".X.", ".X."),
    "8": ("XXX", "X.X", "XXX", "X.X", "XXX"),
    "9": ("XXX", "X.X", "XXX", "..X", "XX."),
    "0": ("XXX", "X.X", "X.X", "X.X", "XXX"),
    "1": (".X", "XX", ".X", ".X", ".X"),
    "J": ("..X", "..X", "..X", "X.X", ".X."),
    "Q": (".X.", "X.X", "X.X", "XX.", ".XX"),
    "K": ("X.X", "X.X", "XX.", "X.X", "X.X"),
}
RANK_NAMES = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")

# Suit symbols, 7 x 7, in engine order: clubs, diamonds, hearts, spades.
SUIT_GLYPHS = (
    ("..XXX..",
     "..XXX..",
     "XX.X.XX",
     "XXXXXXX",
     "XX.X.XX",
     "...X...",
     "..XXX.."),
    ("...X...",
     "..XXX..",
     ".XXXXX.",
     "XXXXXXX",
     ".XXXXX.",
     "..XXX..",
     "...X..."),
    (".XX.XX.",
     "XXXXXXX",
     "XXXXXXX",
     "XXXXXXX",
     ".XXXXX.",
     "..XXX..",
     "...X..."),
    ("...X...",
     "..XXX..",
     ".XXXXX.",
     "XXXXXXX",
     "XXXXXXX",
     "XX.X.XX",
     "..XXX.."),
)

# The themed pictures T1 .. T25, each at most 9 x 14 (the card slice inside
# its outline).  Each differs from the others in outline and in colours.
PICTURES = (
    ("sun", (
        "....O....",
        ".O..O..O.",
        "...YYY...",
        "..YYYYY..",
        "OOYYYYYOO",
        "..YYYYY..",
        "...YYY...",
        ".O..O..O.",
        "....O....")),
    ("moon", (
        "...DDD...",
        ".DDLLD...",
        ".DLLD....",
        "DLLD.....",
        "DLLD.....",
        "DLLD.....",
        ".DLLD....",
        ".DDLLD...",
        "...DDD...")),
    ("star", (
        "....O....",
        "...OYO...",
        "...OYO...",
        "OOOOYOOOO",
        "OYYYYYYYO",
        ".OYYYYYO.",
        ".OYYYYYO.",
        "OYYOOOYYO",
        "OOO...OOO")),
    ("heart", (
        ".RRR.RRR.",
        "RRWRRRRRR",
        "RWRRRRRRR",
        "RRRRRRRRR",
        ".RRRRRRR.",
        "..RRRRR..",
        "...RRR...",
        "....R....")),
    ("house", (
        "....R....",
        "...RRR...",
        "..RRRRR..",
        ".RRRRRRR.",
        "RRRRRRRRR",
        ".PPPPPPP.",
        ".PBBPNNP.",
        ".PBBPNNP.",
        ".PPPPNNP.",
        ".PPPPNNP.")),
    ("tree", (
        "...GGG...",
        "..GGGGG..",
        ".GGGGGGG.",
        "GGGGGGGGG",
        "GGGGGGGGG",
        "GGGGGGGGG",
        ".GGGGGGG.",
        "..GGGGG..",
        "...NNN...",
        "...NNN...",
        "...NNN...",
        "..NNNNN..")),
    ("fish", (
        "..OOO....",
        ".OOOOO..O",
        "OKOOOOOOO",
        "OOOOOOOO.",
        ".OOOOO..O",
        "..OOO....")),
    ("cat", (
        "K.....K",
        "KK...KK",
        "KKKKKKK",
        "KYKKKYK",
        "KYKKKYK",
        "KKKKKKK",
        "KKKPKKK",
        ".KKKKK.",
        "..KKK..")),
    ("dog", (
        ".NNPPPNN.",
        "NNPPPPPNN",
        "NNPKPKPNN",
        "NNPPPPPNN",
        "N.PPKPP.N",
        "..PPPPP..",
        "...PRP...",
        "....R....")),
    ("bird", (
        "..BBB....",
        ".BBKBB...",
        ".BBBBBOO.",
        "BBBBBB...",
        "BBBBBBB..",
        ".BBBBB...",
        "...O.O...")),
    ("car", (
        "..RRRR...",
        ".RLLRLR..",
        "RRRRRRRRR",
        "RRRRRRRRR",
        "RKKRRRKKR",
        ".KK...KK.")),
    ("boat", (
        "....K....",
        "....KK...",
        "....KWK..",
        "....KWWK.",
        "....KWWWK",
        "....KKKKK",
        "....K....",
        "NNNNNNNNN",
        ".NNNNNNN.",
        "..NNNNN..",
        "BB.BB.BB.",
        ".BB.BB.BB")),
    ("apple", (
        "....N.GG.",
        "....NGG..",
        ".RRRNRRR.",
        "RRWRRRRRR",
        "RWRRRRRRR",
        "RRRRRRRRR",
        "RRRRRRRRR",
        ".RRRRRRR.",
        "..RR.RR..")),
    ("flower", (
        "...RRR...",
        ".RRRRRRR.",
        ".RRYYYRR.",
        "RRRYYYRRR",
        ".RRYYYRR.",
        ".RRRRRRR.",
        "...RGR...",
        "....G....",
        "GG..G....",
        ".GG.G..GG",
        "..GGG.GG.",
        "....GG...")),
    ("ball", (
        "...BBB...",
        ".BBBBBBB.",
        "BWWBBBBBB",
        "BWBBBBBBB",
        "YYYYYYYYY",
        "BBBBBBBBB",
        "BBBBBBBBB",
        ".BBBBBBB.",
        "...BBB...")),
    ("crown", (
        "Y...Y...Y",
        "YY.YYY.YY",
        "YYYYYYYYY",
        "YYRYYYRYY",
        "YYYYYYYYY",
        "NNNNNNNNN")),
    ("key", (
        ".DDD.....",
        "D...D....",
        "D...D....",
        "D...D....",
        ".DDD.....",
        "..D......",
        "..D......",
        "..DDD....",
        "..D......",
        "..DD.....",
        "..D......")),
    ("bell", (
        "....N....",
        "...YYY...",
        "..YYYYY..",
        "..YYYYY..",
        "..YYYYY..",
        ".YYYYYYY.",
        "YYYYYYYYY",
        "NNNNNNNNN",
        "....N....")),
    ("umbrella", (
        "....K....",
        "..BBBBB..",
        ".BBBBBBB.",
        "BBBBBBBBB",
        "B.B.K.B.B",
        "....K....",
        "....K....",
        "....K....",
        "..K.K....",
        "...K.....")),
    ("cup", (
        "..L..L...",
        "...L..L..",
        ".........",
        "OOOOOOO..",
        "OOOOOOOOO",
        "OOOOOOO.O",
        "OOOOOOO.O",
        "OOOOOOOOO",
        ".OOOOO...",
        "..OOO....")),
    ("clock", (
        "BB.....BB",
        "B.BBBBB.B",
        ".BWWKWWB.",
        "BWWWKWWWB",
        "BWWWKWWWB",
        "BWWWKKKWB",
        "BWWWWWWWB",
        ".BWWWWWB.",
        "..BBBBB..",
        ".K.....K.")),
    ("mushroom", (
        "...RRR...",
        ".RRWRRRR.",
        "RRWWRRWRR",
        "RRRRRRWWR",
        "RWRRRRRRR",
        "RRRRRRRRR",
        "...PPP...",
        "...PPP...",
        "...PPP...",
        "..PPPPP..")),
    ("fox", (
        "O.......O",
        "OO.....OO",
        "OOOOOOOOO",
        "OKOOOOOKO",
        "WWOOOOOWW",
        ".WWWWWWW.",
        "..WWKWW..",
        "...WWW...")),
    ("rocket", (
        "....R....",
        "...RRR...",
        "...LLL...",
        "...LBL...",
        "...LLL...",
        "...LLL...",
        "..RLLLR..",
        ".RRLLLRR.",
        ".R.OYO.R.",
        "....O....")),
    ("snowman", (
        "...KKK...",
        "...KKK...",
        "..KKKKK..",
        "..KWWWK..",
        "..KKWKK..",
        "..KWOOK..",
        "...KKK...",
        "..KWWWK..",
        ".KWWKWWK.",
        ".KWWWWWK.",
        ".KWWKWWK.",
        "..KKKKK..")),
)

BLACK_PETER_ART = (
    "..KKKKK..",
    "..KKKKK..",
    "..KKKKK..",
    ".KKKKKKK.",
    "..PPPPP..",
    "..PKPKP..",
    "..PDPPP..",
    "..PPKPP..",
    "...PPP...",
    ".KKKKKKK.",
    "K.KKKKK.K",
    "..KKKKK..",
    "..KK.KK..",
    "..KK.KK..",
)

OLD_MAID_ART = (
    "...LLL...",
    "..LLLLL..",
    ".LLLLLLL.",
    "LLPPPPPLL",
    "LPPPPPPPL",
    "LPPPPPPPL",
    "LDKDDDKDL",
    ".PPPPPPP.",
    ".PPRRRPP.",
    "..PPPPP..",
    "...BBB...",
    ".BBBWBBB.",
    "BBBBBBBBB",
    "BBBBBBBBB",
)

CURSOR_ART = (
    "...KKK...",
    "...KYK...",
    "...KYK...",
    "...KYK...",
    "KKKKYKKKK",
    "KYYYYYYYK",
    ".KYYYYYK.",
    "..KYYYK..",
    "...KYK...",
    "....K....",
)


def new_sheet():
    """Return a blank sheet: one palette index per pixel, all table."""
    return bytearray(SHEET_W * SHEET_H)


def put(sheet, tile, x, y, colour):
    """Set pixel (x, y) of ``tile`` to palette index ``colour``."""
    row, col = divmod(tile, SHEET_COLUMNS)
    sheet[(row * TILE_H + y) * SHEET_W + col * TILE_W + x] = colour


def fill(sheet, tile, box, colour):
    """Paint ``box`` = (x0, y0, x1, y1), corners included, of ``tile``."""
    x0, y0, x1, y1 = box
    for y in range(y0, y1 + 1):
        for x in range(x0, x1 + 1):
            put(sheet, tile, x, y, colour)


def blit(sheet, tile, at, art, colours):
    """Draw ``art`` (rows of letters) with its top left at ``at``; "." leaves a pixel."""
    x0, y0 = at
    for dy, line in enumerate(art):
        for dx, ch in enumerate(line):
            if ch != ".":
                put(sheet, tile, x0 + dx, y0 + dy, colours[ch])


def centre(sheet, tile, art):
    """Draw ``art`` centred in the card body (x 1..9, y 1..14)."""
    width = max(len(line) for line in art)
    blit(sheet, tile, (1 + (10 - width) // 2, 1 + (14 - len(art)) // 2), art, COLOURS)


def card_slice(sheet, tile, body):
    """Draw a card's left slice: outline left, top and bottom, ``body`` inside."""
    fill(sheet, tile, (1, 0, TILE_W - 1, 0), sprites.OUTLINE)
    fill(sheet, tile, (1, TILE_H - 1, TILE_W - 1, TILE_H - 1), sprites.OUTLINE)
    fill(sheet, tile, (0, 1, 0, TILE_H - 2), sprites.OUTLINE)
    fill(sheet, tile, (1, 1, TILE_W - 1, TILE_H - 2), body)


def draw_face(sheet, tile, rank, suit, second_deck):
    """Draw a standard face: rank over suit in the suit's ink."""
    ink = SUIT_INKS[suit]
    card_slice(sheet, tile, sprites.CARD)
    x = 2
    for ch in RANK_NAMES[rank]:
        glyph = RANK_GLYPHS[ch]
        blit(sheet, tile, (x, 2), glyph, {"X": ink})
        x += len(glyph[0]) + 1
    blit(sheet, tile, (2, 8), SUIT_GLYPHS[suit], {"X": ink})
    if second_deck:
        # A folded corner in the deck-2 back colour, clear of "10" and the suit.
        blit(sheet, tile, (7, 1), ("RRR", ".RR", "..R"), COLOURS)


def draw_back(sheet, tile, colour, pattern):
    """Draw a card back's left slice: white border, then a patterned field."""
    card_slice(sheet, tile, sprites.CARD)
    for y in range(2, TILE_H - 2):
        for x in range(2, TILE_W):
            put(sheet, tile, x, y, sprites.CARD if pattern(x, y) else colour)


def lattice(x, y):
    """Diagonal criss-cross for the blue back."""
    return (x + y) % 4 == 0 or (x - y) % 4 == 0


def dots(x, y):
    """Staggered dots for the red back: a second cue besides colour."""
    return y % 3 == 1 and (x + (y // 3) * 2) % 4 == 0


def draw_edge(sheet, tile, inner):
    """Draw the right border closing the last card; ``inner`` px of card first."""
    fill(sheet, tile, (0, 0, inner - 1, 0), sprites.OUTLINE)
    fill(sheet, tile, (0, TILE_H - 1, inner - 1, TILE_H - 1), sprites.OUTLINE)
    fill(sheet, tile, (0, 1, inner - 1, TILE_H - 2), sprites.CARD)
    fill(sheet, tile, (inner, 1, inner, TILE_H - 2), sprites.OUTLINE)


def draw_sheet():
    """Return the whole sheet as palette indices, row by row, top row first."""
    sheet = new_sheet()
    for face in range(52):
        draw_face(sheet, face, face >> 2, face & 3, False)
        draw_face(sheet, DECK2_TILES + face, face >> 2, face & 3, True)
    card_slice(sheet, BLACK_PETER, sprites.CARD)
    centre(sheet, BLACK_PETER, BLACK_PETER_ART)
    for i, (_, art) in enumerate(PICTURES):
        card_slice(sheet, THEMED_FIRST + i, sprites.CARD)
        centre(sheet, THEMED_FIRST + i, art)
    card_slice(sheet, OLD_MAID, sprites.CARD)
    centre(sheet, OLD_MAID, OLD_MAID_ART)
    draw_back(sheet, BACK1, sprites.BACK_BLUE, lattice)
    draw_back(sheet, BACK2, sprites.BACK_RED, dots)
    draw_edge(sheet, EDGE_FACE, 2)
    draw_edge(sheet, EDGE_BACK, 1)
    blit(sheet, CURSOR_DOWN, (0, TILE_H - len(CURSOR_ART)), CURSOR_ART, COLOURS)
    blit(sheet, CURSOR_UP, (0, 0), CURSOR_ART[::-1], COLOURS)
    # EMPTY stays all table.  SELECTED: a 2 px yellow frame over the slice.
    fill(sheet, SELECTED, (0, 0, TILE_W - 1, 0), sprites.YELLOW)
    fill(sheet, SELECTED, (0, TILE_H - 1, TILE_W - 1, TILE_H - 1), sprites.YELLOW)
    fill(sheet, SELECTED, (0, 0, 1, TILE_H - 1), sprites.YELLOW)
    return sheet


def bmp_bytes(sheet, palette=PALETTE):
    """Return ``sheet`` as a 4-bit BMP file."""
    return bmp.indexed_bmp(sheet, SHEET_W, SHEET_H, palette, bits=4)


def write_preview(sheet, path, scale=4):
    """Save a scaled PNG of the sheet, then a sample hand in both ink sets."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    hands = (
        [0, 37, 18, 47, 44, 51, 52, EDGE_FACE],
        [80 + 1, 80 + 39, 80 + 46, 11, 35, OLD_MAID, EDGE_FACE],
        [THEMED_FIRST + i for i in range(13)] + [EDGE_FACE],
        [THEMED_FIRST + 13 + i for i in range(12)] + [EDGE_FACE],
        [BACK1] * 6 + [EDGE_BACK, EMPTY, BACK2, BACK2, BACK2, EDGE_BACK],
    )
    gap = 4
    demo_h = (len(hands) * 2 + 1) * (TILE_H + gap)
    image = pygame.Surface((SHEET_W, SHEET_H + gap + demo_h))
    image.fill((40, 40, 40))

    def rgb(c):
        return (c >> 16, (c >> 8) & 0xFF, c & 0xFF)

    def paint(x0, y0, tile, palette):
        row, col = divmod(tile, SHEET_COLUMNS)
        for y in range(TILE_H):
            for x in range(TILE_W):
                c = palette[sheet[(row * TILE_H + y) * SHEET_W + col * TILE_W + x]]
                image.set_at((x0 + x, y0 + y), rgb(c))

    for tile in range(SHEET_COLUMNS * SHEET_ROWS):
        row, col = divmod(tile, SHEET_COLUMNS)
        paint(col * TILE_W, row * TILE_H, tile, PALETTE)
    blind = PALETTE[:3] + list(COLORBLIND_INKS) + PALETTE[7:]
    y = SHEET_H + gap
    for palette in (PALETTE, blind):
        for hand in hands:
            image.fill(rgb(PALETTE[0]), (0, y, SHEET_W, TILE_H + gap))
            for i, tile in enumerate(hand):
                paint(2 + i * TILE_W, y + gap // 2, tile, palette)
            y += TILE_H + gap
        y += (TILE_H + gap) // 2
    size = image.get_size()
    pygame.image.save(pygame.transform.scale(image, (size[0] * scale, size[1] * scale)), path)


def main(argv=None):
    """Write the sheet (and a preview if asked)."""
    bmp.run_tool(__doc__, DEFAULT_OUTPUT, draw_sheet, bmp_bytes, write_preview, argv)


if __name__ == "__main__":
    main()
