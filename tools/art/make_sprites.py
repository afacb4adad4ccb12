"""Draw the card sprite sheets from code and write ``assets/cards.bmp`` and ``cards_mono.bmp``.

Every tile is pixel art defined below as strings, so the sheets have no
downloaded art and regenerate byte for byte.  The colour sheet is an
uncompressed 4-bit indexed BMP (BITMAPINFOHEADER, 16 colours, bottom-up
rows); the one-colour sheet for 128 x 64 OLEDs (``--mono``) is the same kind
of file in 1 bit, with smaller tiles drawn for a screen of lit and dark
pixels only.  The colour sheet's cards are drawn whole and written as
halves, each standard face's lower half shared by its suit (``halves``,
``hardware/sprites.py``).  Each holds one deck's faces and the second deck's mark
(tile ``DECK2_MARK``), which the view lays over a face of the second deck.
The view reads them with ``bitmaptools.readinto`` (``hardware/view.py``);
``adafruit_imageload`` and ``displayio.OnDiskBitmap`` read them too.  Tile
numbers, tile sizes and palettes come from ``hardware/sprites.py``, the
module the game uses too.

    python3 -m tools.art.make_sprites                    # rewrite assets/cards.bmp
    python3 -m tools.art.make_sprites --mono             # rewrite assets/cards_mono.bmp
    python3 -m tools.art.make_sprites --preview out.png  # also a 4x PNG to look at

The BMP, written by ``tools/art/bmp.py``, needs only the standard library; pygame
is imported for the preview.
"""

import argparse
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from hardware import sprites  # noqa: E402
from hardware.sprites import (  # noqa: E402
    BACK1,
    BACK2,
    BLACK_PETER,
    CURSOR_DOWN,
    CURSOR_UP,
    EDGE_BACK,
    EDGE_FACE,
    EMPTY,
    HALF_COUNT,
    HALF_H,
    MONO_LIT,
    MONO_OFF,
    MONO_PALETTE,
    MONO_TILE_H,
    MONO_TILE_W,
    OLD_MAID,
    SELECTED,
    SHEET_COLUMNS,
    SHEET_ROWS,
    THEMED_FIRST,
    TILE_COUNT,
    TILE_H,
    TILE_W,
)
from tools.art import bmp  # noqa: E402

PALETTE = list(sprites.PALETTE)
COLORBLIND_INKS = sprites.COLORBLIND_INKS
SHEET_W = TILE_W * SHEET_COLUMNS
SHEET_H = TILE_H * SHEET_ROWS          # the whole cards, as drawn
HALF_SHEET_H = HALF_H * HALF_COUNT // SHEET_COLUMNS   # the device's sheet of halves
DEFAULT_OUTPUT = os.path.join(ROOT, "assets", "cards.bmp")
MONO_SHEET_W = MONO_TILE_W * SHEET_COLUMNS
MONO_SHEET_H = MONO_TILE_H * SHEET_ROWS
DEFAULT_MONO_OUTPUT = os.path.join(ROOT, "assets", "cards_mono.bmp")
DECK2_MARK = sprites.deck2_mark(0x80)   # the tile laid over a second-deck face
MARKED = 0x100   # in a preview's hand: this face of the second deck, its mark laid over it

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


def draw_face(sheet, tile, rank, suit):
    """Draw a standard face: rank over suit in the suit's ink."""
    ink = SUIT_INKS[suit]
    card_slice(sheet, tile, sprites.CARD)
    x = 2
    for ch in RANK_NAMES[rank]:
        glyph = RANK_GLYPHS[ch]
        blit(sheet, tile, (x, 2), glyph, {"X": ink})
        x += len(glyph[0]) + 1
    blit(sheet, tile, (2, 8), SUIT_GLYPHS[suit], {"X": ink})


def draw_deck2_mark(sheet, tile):
    """Draw the second deck's mark on table: a folded corner in its back's red.

    Laid over a face, clear of "10" and the suit; the table around it is
    transparent, so the face shows through.
    """
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
        draw_face(sheet, face, face >> 2, face & 3)
    draw_deck2_mark(sheet, DECK2_MARK)
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


def halves(sheet):
    """Return the whole cards of ``sheet`` as the device's sheet of halves (hardware/sprites.py).

    Tile ``t``'s upper half is half ``t``, its lower half ``sprites.lower(t)``:
    every standard face of a suit shares one, so the faces' 52 lower halves
    are 4.  Drawn whole, the tiles cannot tell; a lower half two of them
    share must be the same in both, which this checks.
    """
    out = bytearray(HALF_SHEET_H * SHEET_W)
    drawn = {}
    for tile in range(TILE_COUNT):
        row, col = divmod(tile, SHEET_COLUMNS)
        for half, at in ((tile, 0), (sprites.lower(tile), HALF_H)):
            pixels = bytes(sheet[(row * TILE_H + at + y) * SHEET_W + col * TILE_W + x]
                           for y in range(HALF_H) for x in range(TILE_W))
            if drawn.setdefault(half, pixels) != pixels:
                raise ValueError("tiles %d share lower half %d but differ there" % (tile, half))
            hrow, hcol = divmod(half, SHEET_COLUMNS)
            for y in range(HALF_H):
                start = (hrow * HALF_H + y) * SHEET_W + hcol * TILE_W
                out[start:start + TILE_W] = pixels[y * TILE_W:(y + 1) * TILE_W]
    return out


def bmp_bytes(sheet, palette=PALETTE):
    """Return ``sheet``'s cards as the device's 4-bit BMP file of halves."""
    return bmp.indexed_bmp(halves(sheet), SHEET_W, HALF_SHEET_H, palette, bits=4)


def write_preview(sheet, path, scale=4):
    """Save a scaled PNG of the sheet, then a sample hand in both ink sets."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    hands = (
        [0, 37, 18, 47, 44, 51, 52, EDGE_FACE],
        [MARKED | 1, MARKED | 39, MARKED | 46, 11, 35, OLD_MAID, EDGE_FACE],
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

    def paint(x0, y0, tile, palette, over=False):
        if tile & MARKED:     # a second-deck face: the face, and its mark over it
            paint(x0, y0, tile & ~MARKED, palette)
            paint(x0, y0, DECK2_MARK, palette, True)
            return
        row, col = divmod(tile, SHEET_COLUMNS)
        for y in range(TILE_H):
            for x in range(TILE_W):
                index = sheet[(row * TILE_H + y) * SHEET_W + col * TILE_W + x]
                if not (over and index == sprites.TABLE):
                    image.set_at((x0 + x, y0 + y), rgb(palette[index]))

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



# ---------------------------------------------------------------- the one-colour sheet
#
# A 128 x 64 OLED has lit and dark pixels only.  A card is lit (cols 1..7 of
# its 8 x 13 slice; col 0 stays dark and parts it from the card before) and
# its ink is dark: the rank's 3 x 5 digits in rows 1..5, the 5 x 5 suit in
# rows 7..11.  Pictures are at most 7 x 11, in the same order as PICTURES.

MONO_SUITS = (
    (".XXX.",
     ".XXX.",
     "XXXXX",
     "X.X.X",
     "..X.."),
    ("..X..",
     ".XXX.",
     "XXXXX",
     ".XXX.",
     "..X.."),
    ("XX.XX",
     "XXXXX",
     "XXXXX",
     ".XXX.",
     "..X.."),
    ("..X..",
     ".XXX.",
     "XXXXX",
     "..X..",
     ".XXX."),
)

MONO_PICTURES = (
    ("sun", (
        "X..X..X",
        ".X.X.X.",
        "..XXX..",
        "XXXXXXX",
        "..XXX..",
        ".X.X.X.",
        "X..X..X")),
    ("moon", (
        "..XXX..",
        ".XX....",
        "XX.....",
        "XX.....",
        "XX.....",
        ".XX....",
        "..XXX..")),
    ("star", (
        "...X...",
        "...X...",
        "XXXXXXX",
        ".XXXXX.",
        "..XXX..",
        ".XX.XX.",
        "XX...XX")),
    ("heart", (
        ".XX.XX.",
        "XXXXXXX",
        "XXXXXXX",
        ".XXXXX.",
        "..XXX..",
        "...X...")),
    ("house", (
        "...X...",
        "..XXX..",
        ".XXXXX.",
        "XXXXXXX",
        ".X...X.",
        ".X.X.X.",
        ".X.X.X.",
        ".XXXXX.")),
    ("tree", (
        "...X...",
        "..XXX..",
        ".XXXXX.",
        "..XXX..",
        ".XXXXX.",
        "XXXXXXX",
        "...X...",
        "...X...")),
    ("fish", (
        ".XXX..X",
        "XX.XXXX",
        "XXXXXX.",
        ".XXX..X")),
    ("cat", (
        "X.....X",
        "XX...XX",
        "XXXXXXX",
        "X.XXX.X",
        "XXXXXXX",
        "XXX.XXX",
        ".XXXXX.")),
    ("dog", (
        "XX...XX",
        "XXXXXXX",
        "XX.X.XX",
        ".XXXXX.",
        ".XX.XX.",
        "..XXX..",
        "...X...")),
    ("bird", (
        "..XX...",
        ".XX.X..",
        "XXXXXXX",
        ".XXXX..",
        "..XX...",
        "..X.X..")),
    ("car", (
        "..XXX..",
        ".X.X.X.",
        "XXXXXXX",
        "XXXXXXX",
        ".X...X.")),
    ("boat", (
        "...X...",
        "...XX..",
        "...XXX.",
        "...X...",
        "XXXXXXX",
        ".XXXXX.")),
    ("apple", (
        "...X...",
        "..X....",
        ".XXXXX.",
        "XXXXXXX",
        "XXXXXXX",
        "XXXXXXX",
        ".XX.XX.")),
    ("flower", (
        ".X.X.X.",
        "..XXX..",
        "XXX.XXX",
        "..XXX..",
        ".X.X.X.",
        "...X...",
        ".X.X...",
        "..XX...")),
    ("ball", (
        "..XXX..",
        ".X...X.",
        "X.....X",
        "XXXXXXX",
        "X.....X",
        ".X...X.",
        "..XXX..")),
    ("crown", (
        "X..X..X",
        "XX.X.XX",
        "XXXXXXX",
        "X.XXX.X",
        "XXXXXXX")),
    ("key", (
        ".XXX...",
        "X...X..",
        "X...X..",
        ".XXX...",
        "..X....",
        "..XXX..",
        "..X....",
        "..XX...")),
    ("bell", (
        "...X...",
        "..XXX..",
        ".XXXXX.",
        ".XXXXX.",
        ".XXXXX.",
        "XXXXXXX",
        "...X...")),
    ("umbrella", (
        "..XXX..",
        ".XXXXX.",
        "XXXXXXX",
        "...X...",
        "...X...",
        "...X...",
        ".X.X...",
        "..X....")),
    ("cup", (
        ".X.X...",
        "X.X....",
        ".......",
        "XXXXX..",
        "XXXXXXX",
        "XXXXX.X",
        "XXXXXXX",
        ".XXX...")),
    ("clock", (
        "..XXX..",
        ".X.X.X.",
        "X..X..X",
        "X..XX.X",
        "X.....X",
        ".X...X.",
        "..XXX..")),
    ("mushroom", (
        "..XXX..",
        ".XX.XX.",
        "XXXXXXX",
        "X.XXX.X",
        "...X...",
        "..XXX..",
        "..XXX..")),
    ("fox", (
        "X.....X",
        "XX...XX",
        "XXXXXXX",
        "X.XXX.X",
        ".XXXXX.",
        "..XXX..",
        "...X...")),
    ("rocket", (
        "...X...",
        "..XXX..",
        "..X.X..",
        "..XXX..",
        "..XXX..",
        ".XXXXX.",
        "X.XXX.X",
        "..X.X..")),
    ("snowman", (
        "..XXX..",
        ".X...X.",
        "..XXX..",
        ".X...X.",
        "X.....X",
        "X.....X",
        ".XXXXX.")),
)

MONO_BLACK_PETER = (
    "..XXX..",
    "..XXX..",
    ".XXXXX.",
    "..X.X..",
    "..XXX..",
    ".XXXXX.",
    "X.XXX.X",
    "..XXX..",
    "..X.X..",
    "..X.X..",
)

MONO_OLD_MAID = (
    ".XXXXX.",
    "X.....X",
    "X.X.X.X",
    "X.....X",
    "X.XXX.X",
    ".X...X.",
    "..XXX..",
    ".XXXXX.",
    "XXXXXXX",
)

MONO_CURSOR = (      # pointing up, centred on a slice's lit columns
    "....X...",
    "...XXX..",
    "..XXXXX.",
)


def mono_put(sheet, tile, x, y, value):
    """Set pixel (x, y) of ``tile`` on the one-colour sheet to ``value`` (off or lit)."""
    row, col = divmod(tile, SHEET_COLUMNS)
    sheet[(row * MONO_TILE_H + y) * MONO_SHEET_W + col * MONO_TILE_W + x] = value


def mono_blit(sheet, tile, at, art, value=MONO_OFF):
    """Draw ``art``'s "X" pixels in ``value`` with its top left at ``at``."""
    x0, y0 = at
    for dy, line in enumerate(art):
        for dx, ch in enumerate(line):
            if ch == "X":
                mono_put(sheet, tile, x0 + dx, y0 + dy, value)


def mono_card(sheet, tile, first=1, last=MONO_TILE_W - 1):
    """Light columns ``first`` .. ``last`` of ``tile``, all its rows: a blank card."""
    for y in range(MONO_TILE_H):
        for x in range(first, last + 1):
            mono_put(sheet, tile, x, y, MONO_LIT)


def mono_centre(sheet, tile, art):
    """Draw ``art`` on a blank card, centred in columns 1..7 and rows 1..11."""
    mono_card(sheet, tile)
    width = max(len(line) for line in art)
    mono_blit(sheet, tile, (1 + (7 - width) // 2, 1 + (11 - len(art)) // 2), art)


def draw_mono_face(sheet, tile, rank, suit):
    """Draw a standard face: rank over suit, dark on the lit card."""
    mono_card(sheet, tile)
    x = 2
    for ch in RANK_NAMES[rank]:
        glyph = RANK_GLYPHS[ch]
        mono_blit(sheet, tile, (x, 1), glyph)
        x += len(glyph[0]) + 1
    mono_blit(sheet, tile, (2, 7), MONO_SUITS[suit])


def draw_mono_deck2_mark(sheet, tile):
    """Draw the second deck's mark: a notch in the top edge, right of the rank.

    Its pixels are lit here and the rest dark; the view draws them dark over
    the card (and lit over a card shown inverted), the rest transparent.
    """
    mono_blit(sheet, tile, (5, 0), ("XXX",), MONO_LIT)


def draw_mono_back(sheet, tile, pattern):
    """Draw a back: a lit border (left column, top and bottom rows), a patterned field."""
    mono_card(sheet, tile)
    for y in range(1, MONO_TILE_H - 1):
        for x in range(2, MONO_TILE_W):
            mono_put(sheet, tile, x, y, MONO_LIT if pattern(x, y) else MONO_OFF)


def draw_mono_sheet():
    """Return the one-colour sheet as 0 (off) and 1 (lit), row by row, top row first."""
    sheet = bytearray(MONO_SHEET_W * MONO_SHEET_H)
    for face in range(52):
        draw_mono_face(sheet, face, face >> 2, face & 3)
    draw_mono_deck2_mark(sheet, DECK2_MARK)
    mono_centre(sheet, BLACK_PETER, MONO_BLACK_PETER)
    for i, (_, art) in enumerate(MONO_PICTURES):
        mono_centre(sheet, THEMED_FIRST + i, art)
    mono_centre(sheet, OLD_MAID, MONO_OLD_MAID)
    draw_mono_back(sheet, BACK1, lattice)
    draw_mono_back(sheet, BACK2, dots)
    mono_card(sheet, EDGE_FACE, 0, 1)   # the last card's right part, two columns
    mono_card(sheet, EDGE_BACK, 0, 0)   # a back's right border
    mono_blit(sheet, CURSOR_UP, (0, 1), MONO_CURSOR, MONO_LIT)
    mono_blit(sheet, CURSOR_DOWN, (0, MONO_TILE_H - 1 - len(MONO_CURSOR)),
              MONO_CURSOR[::-1], MONO_LIT)
    # EMPTY and SELECTED stay dark: the one-colour view shows a picked-up card inverted.
    return sheet


def mono_bmp_bytes(sheet):
    """Return the one-colour ``sheet`` as a 1-bit BMP file."""
    return bmp.indexed_bmp(sheet, MONO_SHEET_W, MONO_SHEET_H, MONO_PALETTE, bits=1)


def write_mono_preview(sheet, path, scale=4):
    """Save a scaled PNG of the one-colour sheet, then sample rows as the OLED shows them."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    hands = (
        [0, 37, 18, 47, 44, 51, 52, MARKED | 1, MARKED | 39, MARKED | 46, 11, 35, OLD_MAID,
         EDGE_FACE],
        [THEMED_FIRST + i for i in range(13)] + [EDGE_FACE],
        [THEMED_FIRST + 13 + i for i in range(12)] + [EDGE_FACE],
        [BACK1] * 6 + [EDGE_BACK, EMPTY, BACK2, BACK2, BACK2, EDGE_BACK],
        [EMPTY, CURSOR_UP, EMPTY, CURSOR_DOWN],
    )
    gap = 3
    image = pygame.Surface((MONO_SHEET_W, MONO_SHEET_H + gap + len(hands) * (MONO_TILE_H + gap)))
    image.fill((60, 60, 60))
    colours = [(c >> 16, (c >> 8) & 0xFF, c & 0xFF) for c in MONO_PALETTE]

    def paint(x0, y0, tile):
        row, col = divmod(tile & ~MARKED, SHEET_COLUMNS)
        for y in range(MONO_TILE_H):
            for x in range(MONO_TILE_W):
                value = sheet[(row * MONO_TILE_H + y) * MONO_SHEET_W + col * MONO_TILE_W + x]
                image.set_at((x0 + x, y0 + y), colours[value])
        if tile & MARKED:     # a second-deck face: its mark's lit pixels go dark on the card
            paint_mark(x0, y0)

    def paint_mark(x0, y0):
        row, col = divmod(DECK2_MARK, SHEET_COLUMNS)
        for y in range(MONO_TILE_H):
            for x in range(MONO_TILE_W):
                if sheet[(row * MONO_TILE_H + y) * MONO_SHEET_W + col * MONO_TILE_W + x]:
                    image.set_at((x0 + x, y0 + y), colours[MONO_OFF])

    for tile in range(SHEET_COLUMNS * SHEET_ROWS):
        row, col = divmod(tile, SHEET_COLUMNS)
        paint(col * MONO_TILE_W, row * MONO_TILE_H, tile)
    y = MONO_SHEET_H + gap
    for hand in hands:
        image.fill(colours[MONO_OFF], (0, y - 1, MONO_SHEET_W, MONO_TILE_H + 2))
        for i, tile in enumerate(hand):
            paint(2 + i * MONO_TILE_W, y, tile)
        y += MONO_TILE_H + gap
    size = image.get_size()
    pygame.image.save(pygame.transform.scale(image, (size[0] * scale, size[1] * scale)), path)


def main(argv=None):
    """Write the colour sheet, or with ``--mono`` the one-colour one (and a preview if asked)."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--mono", action="store_true",
                   help="the one-colour sheet for 128 x 64 OLEDs (assets/cards_mono.bmp)")
    p.add_argument("--output", help="BMP to write (default: the sheet in assets/)")
    p.add_argument("--preview", metavar="PNG", help="also write a 4x PNG preview")
    args = p.parse_args(argv)
    if args.mono:
        sheet, data, preview = draw_mono_sheet(), mono_bmp_bytes, write_mono_preview
        output = args.output or DEFAULT_MONO_OUTPUT
    else:
        sheet, data, preview = draw_sheet(), bmp_bytes, write_preview
        output = args.output or DEFAULT_OUTPUT
    with open(output, "wb") as f:
        f.write(data(sheet))
    if args.preview:
        preview(sheet, args.preview)


if __name__ == "__main__":
    main()
