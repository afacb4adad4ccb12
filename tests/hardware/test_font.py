"""The generated font sheets: reproducible, well-formed, every character drawn and distinct.

Both sheets: ``assets/font.bmp`` and the colour board's large ``font_big.bmp``.
"""

import os
import subprocess
import sys

import pytest
from conftest import (
    ROOT,
    load_tool,  # noqa: E402
)

from hardware import glyphs  # noqa: E402
from hardware.glyphs import (  # noqa: E402
    BIG_CELL_H,
    BIG_CELL_W,
    CELL_H,
    CELL_W,
    CHARS,
    SHEET_COLUMNS,
    glyph,
)
from tools.art.bmp import read_bmp  # noqa: E402

SHEET = os.path.join(ROOT, "assets", "font.bmp")
BIG_SHEET = os.path.join(ROOT, "assets", "font_big.bmp")
TOOL = "tools.art.make_font"
ROWS = (len(CHARS) + SHEET_COLUMNS - 1) // SHEET_COLUMNS
DESCENDERS = "gjpqy"
WIDE = "—█"  # the only glyphs that fill the gap column, to join their neighbours


def read_cells(path, cell_w, cell_h):
    """Map every character to its cell's pixels in the sheet at ``path``, rows of 0/1."""
    _, _, _, _, rows = read_bmp(path)
    found = {}
    for tile, ch in enumerate(CHARS):
        r, c = divmod(tile, SHEET_COLUMNS)
        found[ch] = tuple(tuple(rows[r * cell_h + y][c * cell_w:(c + 1) * cell_w])
                          for y in range(cell_h))
    return found


@pytest.fixture(scope="module")
def cells():
    return read_cells(SHEET, CELL_W, CELL_H)


@pytest.fixture(scope="module")
def big_cells():
    return read_cells(BIG_SHEET, BIG_CELL_W, BIG_CELL_H)


def test_committed_sheet_matches_a_fresh_build(tmp_path):
    fresh = tmp_path / "font.bmp"
    again = tmp_path / "again.bmp"
    for out in (fresh, again):
        subprocess.run([sys.executable, "-m", TOOL, "--output", str(out)], check=True, cwd=ROOT)
    assert fresh.read_bytes() == again.read_bytes()
    with open(SHEET, "rb") as f:
        assert f.read() == fresh.read_bytes(), "assets/font.bmp is stale: run make sprites"


def test_sheet_is_a_two_colour_grid_of_cells():
    width, height, bpp, palette, rows = read_bmp(SHEET)
    assert (width, height) == (CELL_W * SHEET_COLUMNS, CELL_H * ROWS) == (192, 60)
    assert bpp == 1 and palette == [0x000000, 0xFFFFFF]
    assert {v for row in rows for v in row} == {0, 1}


def test_writing_a_sheet_reads_back_as_drawn(tmp_path):
    tool = load_tool("make_font")
    sheet = tool.draw_sheet()
    path = tmp_path / "font.bmp"
    path.write_bytes(tool.bmp_bytes(sheet))
    rows = read_bmp(str(path)).rows
    assert bytes(v for row in rows for v in row) == bytes(sheet)


def test_every_character_has_its_own_drawing(cells):
    assert cells[" "] == ((0,) * CELL_W,) * CELL_H
    seen = {}
    for ch in CHARS[1:]:
        assert any(any(row) for row in cells[ch]), "%r is blank" % ch
        assert cells[ch] not in seen, "%r looks like %r" % (ch, seen.get(cells[ch]))
        seen[cells[ch]] = ch


def test_characters_keep_to_their_cell_rows(cells):
    for ch in CHARS:
        inked = [y for y in range(CELL_H) if any(cells[ch][y][:5])]
        if ch not in WIDE:
            assert not any(row[5] for row in cells[ch]), "%r fills the gap column" % ch
        if ch.isascii() and ch.isalnum():
            low = 9 if ch in DESCENDERS else 7
            assert inked[0] >= 1 and inked[-1] == low, "%r rows %s" % (ch, inked)
        if ch.isupper() and not ch.isascii() and ch not in "ÇŒÆ":
            assert cells[ch][0] != (0,) * CELL_W or cells[ch][1] != (0,) * CELL_W, ch


def test_glyph_finds_tiles():
    assert glyph(" ") == 0
    assert glyph("?") == CHARS.index("?")
    assert glyph("é") != glyph("e")
    assert glyph("É") != glyph("E") != glyph("È")
    assert glyph("█") == glyphs.BLOCK
    for i, ch in enumerate(CHARS):
        assert glyph(ch) == i


def test_unknown_characters_show_a_question_mark():
    for ch in ("\u4e2d", "\t", "\u00a0", "\U0001f600", "å"):
        assert glyph(ch) == glyph("?")


def test_charset_covers_the_game_languages():
    needed = ("àâäçéèêëîïôöùûüÿñãõáíóúìòœæß"
              "ÀÂÄÇÉÈÊËÎÏÔÖÙÛÜÑÃÕÁÍÓÚÌÒŒ" "«»’…–—°" "♣♦♥♠" "←→↑↓")
    assert all(chr(c) in CHARS for c in range(32, 127))
    assert all(ch in CHARS for ch in needed)
    assert len(set(CHARS)) == len(CHARS) <= 256  # a tile number is one byte
    assert glyphs.SUITS == "♣♦♥♠"  # clubs, diamonds, hearts, spades: the engine's order


def test_tool_draws_what_the_device_lists():
    tool = load_tool("make_font")
    assert tool.SHEET_W == CELL_W * SHEET_COLUMNS
    for ch in CHARS:
        tool.glyph_cell(ch)  # raises if a character has no drawing
    with pytest.raises(KeyError, match="no drawing"):
        tool.glyph_cell("\u4e2d")


# ---------------------------------------------------------------- the large font


def test_committed_big_sheet_matches_a_fresh_build(tmp_path):
    fresh = tmp_path / "font_big.bmp"
    subprocess.run([sys.executable, "-m", TOOL, "--big", "--output", str(fresh)], check=True,
                   cwd=ROOT)
    with open(BIG_SHEET, "rb") as f:
        assert f.read() == fresh.read_bytes(), "assets/font_big.bmp is stale: make sprites"


def test_big_sheet_is_the_same_grid_in_larger_cells():
    width, height, bpp, palette, rows = read_bmp(BIG_SHEET)
    assert (width, height) == (BIG_CELL_W * SHEET_COLUMNS, BIG_CELL_H * ROWS) == (224, 72)
    assert bpp == 1 and palette == [0x000000, 0xFFFFFF]
    assert {v for row in rows for v in row} == {0, 1}
    assert BIG_CELL_W * 21 <= 160  # every string of the game fits 21 columns on the PyBadge


def test_the_large_font_has_every_character_each_its_own(big_cells):
    assert set(big_cells) == set(CHARS)
    assert big_cells[" "] == ((0,) * BIG_CELL_W,) * BIG_CELL_H
    seen = {}
    for ch in CHARS[1:]:
        assert any(any(row) for row in big_cells[ch]), "%r is blank" % ch
        assert big_cells[ch] not in seen, "%r looks like %r" % (ch, seen.get(big_cells[ch]))
        seen[big_cells[ch]] = ch


def test_large_characters_keep_to_their_cell_rows(big_cells):
    gap = BIG_CELL_W - 1
    for ch in CHARS:
        cell = big_cells[ch]
        inked = [y for y in range(BIG_CELL_H) if any(cell[y][:gap])]
        if ch not in WIDE:
            assert not any(row[gap] for row in cell), "%r fills the gap column" % ch
        if ch.isascii() and ch.isalnum():
            low = 11 if ch in DESCENDERS else 9
            assert inked[0] >= 1 and inked[-1] == low, "%r rows %s" % (ch, inked)
        if ch.isalpha() and ch.isupper() and ch.isascii():
            assert inked[0] == 1, ch        # capitals are 9 rows tall
        if ch.isalpha() and ch.islower() and ch.isascii() and ch not in "bdfhijklt":
            assert inked[0] == 4, ch        # small letters 6


def test_the_large_font_is_the_small_one_grown():
    tool = load_tool("make_font")
    for ch in CHARS:
        if ch in tool.BIG_GLYPHS:
            continue
        small, big = tool.glyph_cell(ch), tool.big_cell(ch)
        rows = tool.BIG_ROWS
        if ch in tool.ACCENTED and ch.isupper():
            rows = tool.BIG_ACCENTED_ROWS
        for y, source_row in enumerate(rows):
            for x, source_col in enumerate(tool.BIG_COLUMNS):
                if source_row is not None and small[source_row][source_col]:
                    assert big[y][x], "%r lost pixel (%d, %d)" % (ch, x, y)
    assert set(tool.BIG_GLYPHS) <= set(CHARS)


def test_large_accented_capitals_keep_their_accents_apart(big_cells):
    for ch in CHARS:
        if ch.isupper() and not ch.isascii() and ch not in "ÇŒÆ":
            cell = big_cells[ch]
            assert any(cell[0]) or any(cell[1]), ch
            assert not any(cell[2]), "%r: the accent touches the letter" % ch


def test_device_module_imports_nothing_pc_only():
    code = ("import sys; import hardware.glyphs; "
            "print(' '.join(m for m in ('pygame', 'board', 'displayio', 'typing') "
            "if m in sys.modules))")
    out = subprocess.run([sys.executable, "-S", "-c", code], cwd=ROOT, check=True,
                         capture_output=True, text=True).stdout
    assert out.strip() == ""
