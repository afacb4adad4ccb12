"""The generated card sheet: reproducible, well-formed, and every tile usable."""

import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from conftest import load_tool  # noqa: E402

from hardware import sprites  # noqa: E402
from tools.bmp import read_bmp  # noqa: E402

SHEET = os.path.join(ROOT, "assets", "cards.bmp")
TOOL = os.path.join(ROOT, "tools", "make_sprites.py")
WIDTH = sprites.TILE_W * sprites.SHEET_COLUMNS
HEIGHT = sprites.TILE_H * sprites.SHEET_ROWS
INKS = {sprites.INK_CLUBS, sprites.INK_DIAMONDS, sprites.INK_HEARTS, sprites.INK_SPADES}
FACE_TILES = list(range(sprites.OLD_MAID + 1)) + [sprites.DECK2_TILES + f for f in range(52)]
UNUSED_TILES = [79, sprites.EMPTY] + list(range(sprites.SELECTED + 1, sprites.TILE_COUNT))


@pytest.fixture(scope="module")
def sheet():
    return read_bmp(SHEET)


def tile_pixels(rows, tile):
    """Return the tile's palette indices as bytes, row by row."""
    r, c = divmod(tile, sprites.SHEET_COLUMNS)
    x0, y0 = c * sprites.TILE_W, r * sprites.TILE_H
    return bytes(rows[y][x] for y in range(y0, y0 + sprites.TILE_H)
                 for x in range(x0, x0 + sprites.TILE_W))


def test_committed_sheet_matches_a_fresh_build(tmp_path):
    fresh = tmp_path / "cards.bmp"
    again = tmp_path / "again.bmp"
    for out in (fresh, again):
        subprocess.run([sys.executable, TOOL, "--output", str(out)], check=True, cwd=ROOT)
    assert fresh.read_bytes() == again.read_bytes()
    with open(SHEET, "rb") as f:
        assert f.read() == fresh.read_bytes(), "assets/cards.bmp is stale: run make sprites"


def test_header_is_a_plain_4bit_indexed_bmp(sheet):
    # read_bmp has checked "BM", the file size, a 40-byte header, 1 plane, no compression.
    assert (sheet.width, sheet.height) == (160, 144)   # positive: bottom-up
    assert sheet.bits == 4
    assert tuple(sheet.palette) == sprites.PALETTE
    assert os.path.getsize(SHEET) == 14 + 40 + 16 * 4 + 160 // 2 * 144


def test_every_card_tile_is_drawn_and_unlike_every_other(sheet):
    rows = sheet.rows
    tool = load_tool("make_sprites")
    blank = tool.new_sheet()
    tool.card_slice(blank, 0, sprites.CARD)
    blank_card = bytes(blank[y * WIDTH + x] for y in range(sprites.TILE_H)
                       for x in range(sprites.TILE_W))
    seen = {}
    for tile in FACE_TILES:
        pixels = tile_pixels(rows, tile)
        assert pixels != blank_card, "tile %d is a blank card" % tile
        assert pixels not in seen, "tiles %d and %d are the same" % (seen.get(pixels), tile)
        seen[pixels] = tile


def test_each_suit_is_drawn_in_its_own_ink_only(sheet):
    rows = sheet.rows
    for face in range(52):
        for tile in (face, sprites.DECK2_TILES + face):
            inks = set(tile_pixels(rows, tile)) & INKS
            assert inks == {sprites.INK_CLUBS + (face & 3)}, "tile %d" % tile


def test_only_suits_use_the_swappable_inks(sheet):
    rows = sheet.rows
    for tile in range(sprites.BLACK_PETER, sprites.TILE_COUNT):
        if tile < sprites.DECK2_TILES or tile >= sprites.DECK2_TILES + 52:
            assert not set(tile_pixels(rows, tile)) & INKS, "tile %d" % tile


def test_spare_tiles_are_table_only(sheet):
    rows = sheet.rows
    for tile in UNUSED_TILES:
        assert set(tile_pixels(rows, tile)) == {sprites.TABLE}, "tile %d" % tile
    for tile in (sprites.BACK1, sprites.BACK2, sprites.EDGE_FACE, sprites.EDGE_BACK,
                 sprites.CURSOR_DOWN, sprites.CURSOR_UP, sprites.SELECTED):
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


def test_ondiskbitmap_reads_the_sheet():
    import displayio

    bitmap = displayio.OnDiskBitmap(SHEET)
    assert (bitmap.width, bitmap.height) == (WIDTH, HEIGHT)
    assert len(bitmap.pixel_shader) == 16


def test_card_tile_maps_engine_bytes():
    assert sprites.card_tile(0x80 | 5) == 85
    assert sprites.card_tile(5) == 5
    assert sprites.card_tile(52) == 52
    assert sprites.card_tile(0x80 | 51) == 131
    assert sprites.card_tile(78) == sprites.OLD_MAID
    assert sprites.card_tile(0x80 | 60) == 60     # pictures have one tile per face


def test_tool_shares_the_device_constants():
    tool = load_tool("make_sprites")
    assert (tool.TILE_W, tool.TILE_H) == (10, 16)
    assert tool.PALETTE == list(sprites.PALETTE) and len(tool.PALETTE) == 16
    assert tool.BACK1 == 132 and tool.BACK2 == 133
    assert len(set(tool.COLORBLIND_INKS)) == 4
    assert len(tool.PICTURES) == 25
    assert len({name for name, _ in tool.PICTURES}) == 25


def test_device_module_imports_nothing_pc_only():
    code = ("import sys; import hardware.sprites; "
            "print(' '.join(m for m in ('pygame', 'board', 'displayio', 'typing') "
            "if m in sys.modules))")
    out = subprocess.run([sys.executable, "-S", "-c", code], cwd=ROOT, check=True,
                         capture_output=True, text=True).stdout
    assert out.strip() == ""
