"""The generated card sheet: reproducible, well-formed, every tile usable, one deck's faces."""

import os
import subprocess
import sys

import pytest
from conftest import (
    ROOT,
    load_tool,  # noqa: E402
)

from hardware import sprites  # noqa: E402
from tools.art.bmp import read_bmp  # noqa: E402

SHEET = os.path.join(ROOT, "assets", "cards.bmp")
TOOL = "tools.art.make_sprites"
WIDTH = sprites.TILE_W * sprites.SHEET_COLUMNS
HEIGHT = sprites.HALF_H * sprites.HALF_COUNT // sprites.SHEET_COLUMNS   # the file's halves
MARK = sprites.deck2_mark(0x80)   # the second deck's mark's tile
INKS = {sprites.INK_CLUBS, sprites.INK_DIAMONDS, sprites.INK_HEARTS, sprites.INK_SPADES}
FACE_TILES = list(range(sprites.OLD_MAID + 1))
UNUSED_TILES = [sprites.EMPTY] + list(range(sprites.SELECTED + 1, sprites.TILE_COUNT))


@pytest.fixture(scope="module")
def sheet():
    return read_bmp(SHEET)


def half_pixels(rows, half):
    """Return the file's half card ``half``'s palette indices as bytes, row by row."""
    r, c = divmod(half, sprites.SHEET_COLUMNS)
    x0, y0 = c * sprites.TILE_W, r * sprites.HALF_H
    return bytes(rows[y][x] for y in range(y0, y0 + sprites.HALF_H)
                 for x in range(x0, x0 + sprites.TILE_W))


def tile_pixels(rows, tile):
    """Return the card tile's palette indices as bytes, row by row: its two halves."""
    return half_pixels(rows, tile) + half_pixels(rows, sprites.lower(tile))


def marked_pixels(rows, face):
    """Return the second deck's ``face`` as the view draws it: the face, DECK2_MARK over it."""
    mark = tile_pixels(rows, MARK)
    return bytes(m if m != sprites.TABLE else p
                 for m, p in zip(mark, tile_pixels(rows, face)))


def test_committed_sheet_matches_a_fresh_build(tmp_path):
    fresh = tmp_path / "cards.bmp"
    again = tmp_path / "again.bmp"
    for out in (fresh, again):
        subprocess.run([sys.executable, "-m", TOOL, "--output", str(out)], check=True, cwd=ROOT)
    assert fresh.read_bytes() == again.read_bytes()
    with open(SHEET, "rb") as f:
        assert f.read() == fresh.read_bytes(), "assets/cards.bmp is stale: run make sprites"


def test_header_is_a_plain_4bit_indexed_bmp(sheet):
    # read_bmp has checked "BM", the file size, a 40-byte header, 1 plane, no compression.
    assert (sheet.width, sheet.height) == (80, 128)   # positive: bottom-up
    assert sheet.bits == 4
    assert tuple(sheet.palette) == sprites.PALETTE
    assert os.path.getsize(SHEET) == 14 + 40 + 16 * 4 + 80 // 2 * 128


def test_the_sheet_holds_one_deck_in_halves_and_no_padding():
    # A board keeps the pixels in 32-bit words a row: 80 px of 4 bits is 10 words, no
    # padding, 5,120 bytes (whole cards were 80 x 176, 7,040; the sheet with both decks'
    # faces was 160 x 144: 11,520).
    assert sprites.TILE_COUNT == sprites.SHEET_COLUMNS * sprites.SHEET_ROWS == sprites.SELECTED + 1
    assert (WIDTH * 4) % 32 == 0 and WIDTH * 4 // 8 * HEIGHT == 5120
    assert sprites.HALF_H * 2 == sprites.TILE_H
    lowers = [sprites.lower(t) for t in range(sprites.TILE_COUNT)]
    assert sorted(set(lowers)) == list(range(sprites.TILE_COUNT, sprites.HALF_COUNT))
    assert all(lowers[f] == lowers[f & 3] for f in range(52))   # a suit's faces share one


def test_each_half_the_sheet_holds_is_a_card_tiles(sheet):
    """Every half of the file is some tile's upper or lower half: no cell wasted or stale."""
    tool = load_tool("make_sprites")
    whole = tool.draw_sheet()
    for tile in range(sprites.TILE_COUNT):
        r, c = divmod(tile, sprites.SHEET_COLUMNS)
        drawn = bytes(whole[(r * sprites.TILE_H + y) * WIDTH + c * sprites.TILE_W + x]
                      for y in range(sprites.TILE_H) for x in range(sprites.TILE_W))
        assert tile_pixels(sheet.rows, tile) == drawn, "tile %d" % tile
    other = bytearray(whole)            # two faces of a suit drawn unlike below: refused
    other[(sprites.TILE_H - 2) * WIDTH + 5] = sprites.INK_HEARTS
    with pytest.raises(ValueError):
        tool.halves(other)


def test_every_card_tile_is_drawn_and_unlike_every_other(sheet):
    rows = sheet.rows
    tool = load_tool("make_sprites")
    blank = tool.new_sheet()
    tool.card_slice(blank, 0, sprites.CARD)
    blank_card = bytes(blank[y * WIDTH + x] for y in range(sprites.TILE_H)
                       for x in range(sprites.TILE_W))
    seen = {}
    faces = [(tile, tile_pixels(rows, tile)) for tile in FACE_TILES]
    faces += [(0x80 | face, marked_pixels(rows, face)) for face in range(52)]
    for tile, pixels in faces:
        assert pixels != blank_card, "tile %d is a blank card" % tile
        assert pixels not in seen, "tiles %d and %d are the same" % (seen.get(pixels), tile)
        seen[pixels] = tile


def test_the_second_deck_is_the_first_with_a_folded_corner(sheet):
    rows = sheet.rows
    mark = tile_pixels(rows, MARK)
    corner = {(x, y) for y in range(sprites.TILE_H) for x in range(sprites.TILE_W)
              if mark[y * sprites.TILE_W + x] != sprites.TABLE}
    assert corner == {(7, 1), (8, 1), (9, 1), (8, 2), (9, 2), (9, 3)}
    assert set(mark) == {sprites.TABLE, sprites.BACK_RED}   # the rest shows the face
    for face in range(52):   # on the card's white, clear of the rank ("10" too) and suit
        pixels = tile_pixels(rows, face)
        assert {pixels[y * sprites.TILE_W + x] for x, y in corner} == {sprites.CARD}, face


def test_each_suit_is_drawn_in_its_own_ink_only(sheet):
    rows = sheet.rows
    for face in range(52):
        for pixels in (tile_pixels(rows, face), marked_pixels(rows, face)):
            inks = set(pixels) & INKS
            assert inks == {sprites.INK_CLUBS + (face & 3)}, "face %d" % face


def test_only_suits_use_the_swappable_inks(sheet):
    rows = sheet.rows
    for tile in range(sprites.BLACK_PETER, sprites.TILE_COUNT):
        assert not set(tile_pixels(rows, tile)) & INKS, "tile %d" % tile


def test_spare_tiles_are_table_only(sheet):
    rows = sheet.rows
    for tile in UNUSED_TILES:
        assert set(tile_pixels(rows, tile)) == {sprites.TABLE}, "tile %d" % tile
    for tile in (MARK, sprites.BACK1, sprites.BACK2, sprites.EDGE_FACE,
                 sprites.EDGE_BACK, sprites.CURSOR_DOWN, sprites.CURSOR_UP, sprites.SELECTED):
        assert set(tile_pixels(rows, tile)) != {sprites.TABLE}, "tile %d" % tile


def test_imageload_reads_the_sheet(sheet):
    import adafruit_imageload
    import displayio

    rows = sheet.rows
    bitmap, palette = adafruit_imageload.load(
        SHEET, bitmap=displayio.Bitmap, palette=displayio.Palette)
    assert (bitmap.width, bitmap.height) == (WIDTH, HEIGHT)
    assert len(palette) == 16
    assert palette[sprites.BACK_BLUE] == sprites.PALETTE[sprites.BACK_BLUE]
    assert all(bitmap[x, y] == rows[y][x] for y in range(HEIGHT) for x in range(WIDTH))


@pytest.mark.parametrize("name", ["cards.bmp", "cards_mono.bmp", "font.bmp", "font_big.bmp"])
def test_the_views_reader_reads_each_sheet_as_imageload_does(name):
    import adafruit_imageload
    import displayio

    from hardware import viewbuild

    bitmap, palette = viewbuild.load(name)
    theirs, their_palette = adafruit_imageload.load(
        viewbuild.asset(name), bitmap=displayio.Bitmap, palette=displayio.Palette)
    assert (bitmap.width, bitmap.height) == (theirs.width, theirs.height)
    assert [palette[i] for i in range(len(palette))] == [
        their_palette[i] for i in range(len(their_palette))]
    assert all(bitmap[x, y] == theirs[x, y]
               for y in range(bitmap.height) for x in range(bitmap.width))


def test_ondiskbitmap_reads_the_sheet():
    import displayio

    bitmap = displayio.OnDiskBitmap(SHEET)
    assert (bitmap.width, bitmap.height) == (WIDTH, HEIGHT)
    assert len(bitmap.pixel_shader) == 16


def test_card_tile_maps_engine_bytes():
    assert sprites.card_tile(0x80 | 5) == 5       # the first deck's face, and a mark over it
    assert sprites.card_tile(5) == 5
    assert sprites.card_tile(52) == 52
    assert sprites.card_tile(0x80 | 51) == 51
    assert sprites.card_tile(78) == sprites.OLD_MAID
    assert sprites.card_tile(0x80 | 60) == 60     # pictures have one tile per face
    assert [sprites.deck2_mark(c) for c in (0x80 | 5, 0x80 | 51, 5, 51, 52)] == [
        MARK, MARK, sprites.EMPTY, sprites.EMPTY, sprites.EMPTY]
    assert sprites.deck2_mark(0x80 | 52) == sprites.deck2_mark(0x80 | 60) == sprites.EMPTY


def test_tool_shares_the_device_constants():
    tool = load_tool("make_sprites")
    assert (tool.TILE_W, tool.TILE_H) == (10, 16)
    assert tool.PALETTE == list(sprites.PALETTE) and len(tool.PALETTE) == 16
    assert tool.BACK1 == 80 and tool.BACK2 == 81 and tool.DECK2_MARK == 79
    assert len(set(tool.COLORBLIND_INKS)) == 4
    assert len(tool.PICTURES) == 25
    assert len({name for name, _ in tool.PICTURES}) == 25


# ---------------------------------------------------------------- suits for colour-blind eyes


def test_suit_symbols_are_distinct_shapes_filling_their_box():
    """Shape is the cue every eye gets, so each suit must read without its colour."""
    symbols = load_tool("make_sprites").SUIT_GLYPHS
    pixels = [{(x, y) for y, row in enumerate(art) for x, ch in enumerate(row) if ch == "X"}
              for art in symbols]
    for art, inked in zip(symbols, pixels):
        assert len(art) == 7 and {len(row) for row in art} == {7}   # 7 of the card's 9 columns
        assert {x for x, _ in inked} == set(range(7)), art   # as wide as the box
        assert {y for _, y in inked} == set(range(7)), art   # and as tall
    for a in range(4):
        for b in range(a + 1, 4):
            assert len(pixels[a] ^ pixels[b]) >= 10, (a, b)   # more than a row's worth apart


# Machado, Oliveira and Fernandes (2009), full severity, on linear RGB.
CVD = {
    "normal": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
    "protan": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
               (-0.003882, -0.048116, 1.051998)),
    "deutan": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
               (-0.011820, 0.042940, 0.968881)),
    "tritan": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
               (0.004733, 0.691367, 0.303900)),
}


def _linear(c):
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _seen(colour, vision):
    """Return ``colour`` (0xRRGGBB) as CIELAB (L*, a*, b*), as ``vision`` sees it."""
    rgb = [_linear((colour >> k) & 255) for k in (16, 8, 0)]
    r, g, b = (min(1, max(0, sum(m * v for m, v in zip(row, rgb)))) for row in CVD[vision])
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t):
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)), y


def _apart(a, b):
    return sum((p - q) ** 2 for p, q in zip(a[:3], b[:3])) ** 0.5


@pytest.mark.parametrize("vision", list(CVD))
def test_colour_blind_inks_keep_the_red_and_black_families(vision):
    clubs, diamonds, hearts, spades = (_seen(c, vision) for c in sprites.COLORBLIND_INKS)
    for red in (diamonds, hearts):
        for black in (clubs, spades):
            assert _apart(red, black) >= 45          # a red suit never passes for a black one
        assert red[2] > 15                           # warm: the yellow side of b*
        assert 1.05 / (red[3] + 0.05) >= 2.5         # and dark enough on the white card
    assert _apart(hearts, diamonds) >= 30            # apart within a family too
    assert _apart(clubs, spades) >= 30
    assert clubs[2] < -15 and spades[0] < 5          # cool: blue, and black


def test_device_module_imports_nothing_pc_only():
    code = ("import sys; import hardware.sprites; "
            "print(' '.join(m for m in ('pygame', 'board', 'displayio', 'typing') "
            "if m in sys.modules))")
    out = subprocess.run([sys.executable, "-S", "-c", code], cwd=ROOT, check=True,
                         capture_output=True, text=True).stdout
    assert out.strip() == ""
