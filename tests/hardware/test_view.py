"""The view: Screens drawn on the stub and the headless simulator, objects made once.

Every test runs on both displays: the stub records texts, the simulator draws
real pixels through Blinka's displayio.
"""

import os

import pytest

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

import displayio  # noqa: E402
from conftest import assert_drawn_inside, vm_draws  # noqa: E402

from engine.cards import DECK2, OLD_MAID, card  # noqa: E402
from game import screens  # noqa: E402
from game.screens import MAX_LINES, Screen  # noqa: E402
from hardware import sprites, stub, viewbuild  # noqa: E402
from hardware.glyphs import BIG_CELL_H, BIG_CELL_W, CELL_H, CELL_W, glyph  # noqa: E402
from hardware.text import TextLine, width_px  # noqa: E402
from hardware.view import LINE_CHARS, ROW_FIT, ROW_WINDOW, View  # noqa: E402
from tools.art import render_screen as samples  # noqa: E402
from tools.art.render_screen import fill_row as fill  # noqa: E402

MARK = sprites.deck2_mark(DECK2)   # the second deck's mark's tile


@pytest.fixture(params=["stub", "desktop"])
def device(request):
    if request.param == "stub":
        yield stub.Device()
        return
    from hardware.desktop import Device

    dev = Device(headless=True)
    yield dev
    dev.close()


def menu_screen(s, choice=1):
    s.show(screens.TITLE, "Old Maid", "↑↓ choose  A ok")
    for i, text in enumerate(("New game", "Players: 4", "Rules", "Statistics")):
        s.lines[i] = text
    s.menu = choice
    s.changed()


def fan(n):
    """Return ``n`` face-down cards from both decks, every third from deck 2."""
    return [(i * 7) % 52 | (DECK2 if i % 3 == 0 else 0) for i in range(n)]


def double_hand(n):
    """Return ``n`` distinct cards of a double deck, alternating decks."""
    return [card(i % 13, (i // 13) % 4) | (DECK2 if i % 2 else 0) for i in range(n)]


def draw_screen(s, cursor=17):
    s.show(screens.DRAW, "Draw from BOB", "←→ choose  A draw")
    fill(s.top, fan(20), False, cursor=cursor, label="BOB · 20")
    fill(s.bottom, double_hand(9), True, selected=4, label="Your hand")
    s.lines[0] = "Since your last turn:"
    s.lines[1] = "BOB took your 7♥"
    s.changed()


def big_screen(s):
    s.show(screens.RESULT, "Round over", "A next")
    s.big = OLD_MAID
    s.lines[0] = "ANN keeps the Old Maid."
    s.changed()


def long_lines_screen(s):
    s.show(screens.RULES, "Règles — une très longue page de titre", "B retour")
    for i in range(MAX_LINES):
        s.lines[i] = "Ligne %d : ça déborde largement de l’écran…" % i
    s.changed()


def tiles(line):
    return [line[i] for i in range(line.max_chars)]


def expected_tiles(text, n):
    return [glyph(text[i]) if i < len(text) else 0 for i in range(n)]


def back(c):
    return sprites.BACK2 if c & DECK2 else sprites.BACK1


def assert_cursor_on(row_view, row, index):
    """The cursor is on screen and over the tile showing card ``index`` of ``row``."""
    grid = row_view.cards
    assert not row_view.cursor.hidden
    k = (row_view.cursor.x - grid.x) // sprites.TILE_W
    assert (row_view.cursor.x - grid.x) % sprites.TILE_W == 0
    assert 0 <= k < min(row.count, ROW_FIT)
    c = row.cards[index]
    assert grid[k] == (sprites.card_tile(c) if row.face_up else back(c))
    assert k == index - row_view.first
    assert 0 <= row_view.cursor.x and row_view.cursor.x + sprites.TILE_W <= 160


# ---------------------------------------------------------------- text lines


def test_text_line_changes_tiles_only(device, made):
    font, _ = viewbuild.load("font.bmp")
    line = TextLine(font, (None, 0xFFFFFF), 10, 2, 3)
    made.clear()
    line.set("Noël ♥ ça")
    assert line.text == "Noël ♥ ça"
    assert tiles(line) == expected_tiles("Noël ♥ ça", 10)
    line.set("a much longer text than fits")
    assert tiles(line) == expected_tiles("a much lon", 10)
    line.color = 0x123456
    line.background = 0x000000
    line.background = None
    assert line.colors[1] == 0x123456 and line.colors.is_transparent(0)
    assert sum(made.values()) == 0
    assert width_px("Noël") == 4 * CELL_W


# ---------------------------------------------------------------- what is shown


def test_a_menu_shows_its_texts_in_reading_order(device):
    v = View(device.display)
    s = Screen()
    menu_screen(s)
    assert v.draw(s)
    assert device.display.root_group is v.root
    assert stub.texts(v.root) == ["Old Maid", "New game", "Players: 4", "Rules", "Statistics",
                                  "↑↓ choose  A ok"]
    assert v.lines_shown == 4


def test_the_menu_line_is_highlighted(device):
    v = View(device.display)
    s = Screen()
    menu_screen(s, choice=2)
    v.draw(s)
    assert not v.menu_bar.hidden and v.menu_bar.y == v.lines[2].y
    assert [line.color for line in v.lines[:4]] == [0xFFFFFF, 0xFFFFFF, 0x000000, 0xFFFFFF]
    s.menu = 0
    s.changed()
    v.draw(s)
    assert v.menu_bar.y == v.lines[0].y and v.lines[0].color == 0x000000
    assert v.lines[2].color == 0xFFFFFF
    s.show(screens.RULES, "Rules")
    s.lines[0] = "No menu here"
    v.draw(s)
    assert v.menu_bar.hidden


def test_the_draw_screen(device):
    v = View(device.display)
    s = Screen()
    draw_screen(s)
    v.draw(s)
    texts = stub.texts(v.root)
    assert texts[:2] == ["Draw from BOB", "BOB · 20"]
    assert "Since your last turn:" in texts and "BOB took your 7♥" in texts
    assert texts[-1] == "←→ choose  A draw" and "Your hand" in texts
    top, bottom = v.top, v.bottom
    # 20 face-down cards: a window of 14, each with its own deck's back, no closing edge.
    shown = [top.cards[i] for i in range(ROW_WINDOW)]
    assert shown == [back(c) for c in fan(20)[top.first:top.first + ROW_WINDOW]]
    assert sprites.BACK1 in shown and sprites.BACK2 in shown
    assert top.cards[ROW_WINDOW] == sprites.EMPTY
    assert_cursor_on(top, s.top, 17)
    assert top.cursor.y == top.cards.y + sprites.TILE_H  # under the row, pointing up
    assert top.cursor[0] == sprites.CURSOR_UP
    assert not top.left.hidden and top.left.text == "◀"
    assert not top.right.hidden and top.right.text == "▶"
    # 9 face-up double-deck cards: all shown, centred, closed by an edge, one selected;
    # the second deck's each the first's face with its mark over it, face-down ones none.
    assert [bottom.cards[i] for i in range(9)] == [sprites.card_tile(c) for c in double_hand(9)]
    assert [bottom.marks[i] for i in range(16)] == (
        [sprites.deck2_mark(c) for c in double_hand(9)] + [sprites.EMPTY] * 7)
    assert MARK in [bottom.marks[i] for i in range(9)]
    assert not bottom.marks.hidden and (bottom.marks.x, bottom.marks.y) == (
        bottom.cards.x, bottom.cards.y)
    assert top.marks.hidden
    assert bottom.cards[9] == sprites.EDGE_FACE
    assert all(bottom.cards[i] == sprites.EMPTY for i in range(10, 16))
    assert bottom.cards.x == (160 - 9 * 10 - 3) // 2
    assert bottom.selected[0] == sprites.SELECTED and not bottom.selected.hidden
    assert bottom.selected.x == bottom.cards.x + 4 * 10 and bottom.selected.y == bottom.cards.y
    assert bottom.cursor.hidden and bottom.left.hidden and bottom.right.hidden
    # Nothing overlaps: title, top label, row, cursor, lines, row, label, hint.
    assert v.title.y + 10 <= top.label.y and top.label.y + 10 <= top.cards.y
    assert top.cursor.y + 10 <= v.lines[0].y
    assert v.lines[1].y + 10 <= bottom.cards.y
    assert bottom.cards.y + 16 <= bottom.label.y and bottom.label.y + 10 <= v.hint.y
    assert v.hint.y + 10 == 128


def test_a_cursor_on_the_hand_points_down_from_above(device):
    v = View(device.display)
    s = Screen()
    s.show(screens.ARRANGE, "Arrange", "A pick up")
    fill(s.bottom, double_hand(30), True, cursor=25, selected=24, label="Your hand · 30")
    s.changed()
    v.draw(s)
    bottom = v.bottom
    assert_cursor_on(bottom, s.bottom, 25)
    assert bottom.cursor[0] == sprites.CURSOR_DOWN
    assert bottom.cursor.y + sprites.TILE_H == bottom.cards.y
    assert not bottom.selected.hidden
    assert bottom.selected.x == bottom.cursor.x - sprites.TILE_W


def test_the_big_card(device):
    v = View(device.display)
    s = Screen()
    big_screen(s)
    v.draw(s)
    assert not v.big_group.hidden
    assert v.big_group.scale == 3
    assert v.big_card[0] == OLD_MAID and v.big_card[1] == sprites.EDGE_FACE
    assert v.big_group.x == (160 - 39) // 2
    assert v.big_group.y + 48 <= v.lines[0].y
    assert stub.texts(v.root) == ["Round over", "ANN keeps the Old Maid.", "A next"]
    s.big = card(11, 1) | DECK2
    s.changed()
    v.draw(s)
    assert v.big_card[0] == sprites.card_tile(card(11, 1) | DECK2)
    s.show(screens.TITLE, "Menu")
    v.draw(s)
    assert v.big_group.hidden


def test_a_big_card_among_rows_shrinks_before_it_hides_the_text(device):
    v = View(device.display)
    s = Screen()
    big_screen(s)
    s.lines[1] = "Rounds lost: ANN 2"
    fill(s.bottom, double_hand(5), True, cursor=2, label="Your hand")
    s.changed()
    v.draw(s)  # 3x would leave no room for both lines: 2x
    assert v.big_group.scale == 2 and v.big_group.x == (160 - 26) // 2
    assert v.lines_shown == 2 and v.big_group.y + 32 <= v.lines[0].y
    assert v.lines[1].y + 10 <= v.bottom.cursor.y + 6
    fill(s.top, fan(9), False, cursor=4, label="BOB")
    s.changed()
    v.draw(s)  # between two rows with cursors: the card alone, over the middle
    assert v.big_group.scale == 2 and v.lines_shown == 0
    assert v.top.cursor.y + 10 <= v.big_group.y and v.big_group.y + 32 <= v.bottom.cursor.y + 16
    assert "ANN keeps the Old Maid." not in stub.texts(v.root)
    s.show(screens.RESULT, "Again")
    s.big = OLD_MAID
    v.draw(s)
    assert v.big_group.scale == 3


def test_long_lines_are_cut_to_the_screen(device):
    v = View(device.display)
    s = Screen()
    long_lines_screen(s)
    v.draw(s)
    assert v.lines_shown == MAX_LINES
    for i in range(MAX_LINES):
        assert tiles(v.lines[i]) == expected_tiles(s.lines[i], LINE_CHARS)
        assert v.lines[i].x >= 0 and v.lines[i].x + LINE_CHARS * CELL_W <= 160
    assert tiles(v.title) == expected_tiles(s.title, LINE_CHARS)
    assert v.title.x >= 0


def lined_screen(s):
    """Make ``s`` the draw screen with every line filled: "line 0", "line 1", ..."""
    draw_screen(s)
    for i in range(MAX_LINES):
        s.lines[i] = "line %d" % i


def test_lines_that_do_not_fit_are_hidden(device):
    v = View(device.display)
    s = Screen()
    lined_screen(s)
    s.bottom.cursor = 3  # the hand's cursor takes room from the lines
    s.changed()
    v.draw(s)
    assert 0 < v.lines_shown < MAX_LINES
    texts = stub.texts(v.root)
    assert ["line %d" % i for i in range(v.lines_shown)] == [t for t in texts if "line" in t]
    last = v.lines[v.lines_shown - 1]
    assert last.y + 10 <= v.bottom.cursor.y + 6  # the arrow is drawn in the tile's lower 10 rows


def test_lines_that_do_not_fit_page_on_in_turn(device):
    """Among cards on the PyBadge, every line gets its turn: the aids, the news, the counts."""
    v = View(device.display)
    s = Screen()
    lined_screen(s)
    s.changed()
    v.draw(s)
    assert v.lines_shown < MAX_LINES
    seen = set()
    for _ in range(1000):
        v.draw(s)
        seen.update(line.text for line in v.lines if not line.hidden)
    assert seen == {"line %d" % i for i in range(MAX_LINES)}
    s.changed()          # a new screen starts from its first line again
    v.draw(s)
    assert v.lines_first == 0


def test_a_row_that_fits_is_centred_and_whole(device):
    v = View(device.display)
    s = Screen()
    for n in range(1, ROW_FIT + 1):
        s.show(screens.OUT, "Pairs")
        fill(s.top, double_hand(n), True, label="laid")
        s.changed()
        v.draw(s)
        grid = v.top.cards
        assert [grid[i] for i in range(n)] == [sprites.card_tile(c) for c in double_hand(n)]
        assert grid[n] == sprites.EDGE_FACE
        assert grid.x == (160 - n * 10 - 3) // 2 and grid.x >= 0
        assert v.top.left.hidden and v.top.right.hidden and v.top.cursor.hidden


@pytest.mark.parametrize("n", [ROW_FIT + 1, 20, 33, 64])
def test_scrolling_keeps_the_cursor_on_screen(device, n):
    v = View(device.display)
    s = Screen()
    s.show(screens.ARRANGE, "Arrange")
    fill(s.bottom, double_hand(n), True, cursor=0)
    s.changed()
    for c in list(range(n)) + list(range(n - 1, -1, -1)) + [n // 2, 0, n - 1]:
        s.bottom.cursor = c
        s.changed()
        v.draw(s)
        row_view = v.bottom
        assert_cursor_on(row_view, s.bottom, c)
        first = row_view.first
        assert row_view.left.hidden == (first == 0)
        assert row_view.right.hidden == (first + ROW_WINDOW == n)
        edge = row_view.cards[ROW_WINDOW]
        assert edge == (sprites.EDGE_FACE if first + ROW_WINDOW == n else sprites.EMPTY)
        if 0 < c < n - 1:  # a neighbour on each side stays in view
            assert first < c < first + ROW_WINDOW - 1


def test_scrolling_moves_only_when_it_must(device):
    v = View(device.display)
    s = Screen()
    draw_screen(s, cursor=0)
    v.draw(s)
    firsts = []
    for c in range(20):
        s.top.cursor = c
        s.changed()
        v.draw(s)
        firsts.append(v.top.first)
    assert firsts == [0] * 13 + [1, 2, 3, 4, 5, 6, 6]


# ---------------------------------------------------------------- drawing only on change


def test_draw_does_nothing_while_the_version_stands(device, monkeypatch):
    v = View(device.display)
    s = Screen()
    draw_screen(s)
    assert v.draw(s)
    writes = []
    original = displayio.TileGrid.__setitem__
    monkeypatch.setattr(displayio.TileGrid, "__setitem__",
                        lambda grid, i, tile: writes.append(i) or original(grid, i, tile))
    s.lines[0] = "changed without telling"
    s.top.cursor = 3
    assert not v.draw(s)
    assert not v.draw(s)
    assert writes == []
    assert "changed without telling" not in stub.texts(v.root)
    s.changed()
    assert v.draw(s)
    assert "changed without telling" in stub.texts(v.root)


def test_playing_on_makes_no_displayio_objects(device, made):
    v = View(device.display)
    built = sum(made.values())
    assert built == made["Group"] + made["TileGrid"] + made["Bitmap"] + made["Palette"]
    s = Screen()
    fillers = (menu_screen, draw_screen, big_screen, long_lines_screen)
    for f in fillers:
        f(s)
        v.draw(s)
    made.clear()
    for step in range(60):
        fillers[step % len(fillers)](s)
        if step % 3 == 0:
            s.top.cursor = step % 20
            s.bottom.selected = step % 9
            s.changed()
        v.set_inks(step % 2 == 0)
        v.draw(s)
        device.display.refresh()
    assert dict(made) == {}


def held_palettes(v):
    """Return the distinct palettes ``v`` draws with: its tree's and its text's inks."""
    held = {id(p): p for p in v.inks.values()}
    groups = [v.root]
    while groups:
        for item in groups.pop():
            if isinstance(item, displayio.Group):
                groups.append(item)
            else:
                held[id(item.pixel_shader)] = item.pixel_shader
    return held


def test_the_view_is_built_from_a_fixed_set_of_objects(device, made):
    v = View(device.display)
    # 2 sheets (cards, font); bars and background; title, lines and hint;
    # 2 rows of cards, second-deck marks, cursor, selected mark, 2 cut-off marks and a
    # label; the big card and its mark; the card that flies from the fan and its mark;
    # a seat's face by the title, the faces beside lines.
    assert made["Bitmap"] == 2
    assert made["Group"] == 2
    assert made["TileGrid"] == 4 + 1 + MAX_LINES + 1 + 2 * 7 + 2 + 2 + 2
    # Made: the sheets' 2; table and bars; each text line its own, and the menu's ink.
    assert made["Palette"] == 2 + 4 + 1 + MAX_LINES + 1 + 2 * 3 + 1
    # Held: the cards' (rows, their marks, big card, flyer); table and bars; one per ink of
    # text: white (title, lines), the hint's, the labels', the cut-off marks', the menu's.
    assert len(held_palettes(v)) == 1 + 4 + 5
    assert v.table.width * v.table.height == 3   # the felt: the whole font sheet, 3 times
    assert v.large is None
    layers = list(v.root)
    # The first draw in large text makes its set once: the large font's sheet, the bars
    # (sharing the palettes), title, lines, hint and 2 labels, each just above the small
    # size's own in the tree.
    made.clear()
    s = Screen()
    menu_screen(s)
    s.big_text = 1
    v.draw(s)
    large = 3 + 1 + MAX_LINES + 1 + 2
    assert dict(made) == {"Bitmap": 1, "TileGrid": large, "Palette": 1 + large - 3}
    small, big = v.small, v.large
    above = {id(small.bars[-1]): big.bars, id(small.title): [big.title],
             id(small.top_label): [big.top_label], id(small.lines[-1]): big.lines,
             id(small.bottom_label): [big.bottom_label], id(small.hint): [big.hint]}
    expected = []
    for layer in layers:
        expected += [layer] + above.get(id(layer), [])
    assert list(v.root) == expected and len(expected) == len(layers) + large
    assert len(held_palettes(v)) == 1 + 4 + 5   # the large text's lines share them too
    made.clear()
    s.big_text = 0
    v.draw(s)
    s.big_text = 1
    v.draw(s)
    assert dict(made) == {}


# ---------------------------------------------------------------- large text and inks


def every_layout():
    """Fillers for every layout the view has: text alone, one row or two, cursors, big card."""
    def crowded(s):   # two rows with cursors and a big card: no room for any line
        big_screen(s)
        fill(s.top, fan(9), False, cursor=4, label="BOB")
        fill(s.bottom, double_hand(5), True, cursor=2, label="Your hand")

    def shrunk(s):    # a big card over a hand: it shrinks to leave a line
        big_screen(s)
        s.lines[1] = "Rounds lost: ANN 2"
        fill(s.bottom, double_hand(5), True, cursor=2, label="Your hand")

    def scrolled(s):  # a long menu whose choice is at the end
        long_lines_screen(s)
        s.menu = MAX_LINES - 1

    def arranging(s):
        s.show(screens.ARRANGE, "Arrange", "A pick up")
        fill(s.bottom, double_hand(30), True, cursor=25, selected=24, label="Your hand · 30")
        s.lines[0] = "Hide your odd card"

    return ([samples.SAMPLES[name] for name in sorted(samples.SAMPLES)]
            + [menu_screen, draw_screen, big_screen, long_lines_screen, crowded, shrunk,
               scrolled, arranging])


def test_the_game_learns_the_large_text_size():
    v = View(stub.Display(160, 128))
    assert v.big == (160 // BIG_CELL_W, MAX_LINES, 2) == (22, 7, 2)   # before it is made
    assert v.big[0] >= 21   # every string of the game fits 21 (tests/game/test_words.py)
    assert (v.columns, v.rows, v.PAGE) == (LINE_CHARS, MAX_LINES, 4)
    s = Screen()
    menu_screen(s)
    s.big_text = 1
    v.draw(s)
    assert len(v.large.lines) == v.big[1] and v.large.chars == v.big[0]
    for big_text, page in ((0, v.PAGE), (1, v.big[2])):   # the page: the draw screen's lines
        lined_screen(s)
        s.big_text = big_text
        v.draw(s)
        assert v.lines_shown == page


def test_a_label_never_ends_a_page(device):
    """A label glued to its first item shows with it, a page on, never alone at a page's foot."""
    v = View(device.display)
    s = Screen()
    lined_screen(s)
    s.glue = 1 << (v.PAGE - 1)          # the last line of the first page is a label
    s.changed()
    v.draw(s)
    assert v.lines_shown == v.PAGE - 1
    seen = set()
    for _ in range(1000):
        v.draw(s)
        shown = [line.text for line in v.lines if not line.hidden]
        seen.update(shown)
        assert shown[-1] != "line %d" % (v.PAGE - 1)
    assert seen == {"line %d" % i for i in range(MAX_LINES)}


@pytest.mark.parametrize("big_text", [0, 1])
def test_every_layout_draws_inside_the_screen(device, big_text):
    v = View(device.display)
    s = Screen()
    for fill_screen in every_layout():
        fill_screen(s)
        s.big_text = big_text
        s.changed()
        assert v.draw(s)
        device.display.refresh()
        assert_drawn_inside(v, s, whole=False)   # samples run long, to be cut
        assert v.text_size is (v.large if big_text else v.small)
        cell_h = BIG_CELL_H if big_text else CELL_H
        assert v.title.y == 0 and v.hint.y == 128 - cell_h
        texts = stub.texts(v.root)
        assert texts[0] == s.title and texts[-1] == s.hint
        if s.top.count or s.bottom.count or s.big != screens.NONE:
            continue
        assert v.lines_shown == min(MAX_LINES, _used(s))   # text alone: 7 lines in either size


def _used(s):
    return max(i + 1 for i in range(MAX_LINES) if s.lines[i] or s.menu == i)


def test_large_text_leaves_fewer_lines_among_cards(device):
    v = View(device.display)
    s = Screen()
    shown = []
    for big_text in (0, 1):
        lined_screen(s)
        s.big_text = big_text
        s.changed()
        v.draw(s)
        assert_drawn_inside(v, s)
        shown.append(v.lines_shown)
    assert shown == [4, 2]
    assert [line.text for line in v.lines if not line.hidden] == ["line 0", "line 1"]


def test_the_flags_switch_inks_and_fonts_without_new_objects(device, made):
    v = View(device.display)
    s = Screen()
    menu_screen(s)
    s.big_text = 1
    v.draw(s)     # the first draw in large text makes its set (the test above)
    made.clear()
    for step in range(12):
        [draw_screen, menu_screen, big_screen][step % 3](s)
        s.colorblind = step & 1
        s.big_text = (step >> 1) & 1
        assert v.draw(s)
        device.display.refresh()
        inks = [v.card_colors[i] for i in range(sprites.INK_CLUBS, sprites.INK_SPADES + 1)]
        assert inks == list(sprites.COLORBLIND_INKS if s.colorblind else sprites.PALETTE[3:7])
        assert v.colorblind == s.colorblind
        size, other = (v.large, v.small) if s.big_text else (v.small, v.large)
        assert v.text_size is size and v.title is size.title and v.lines is size.lines
        assert v.top.label is size.top_label and v.menu_bar is size.menu_bar
        assert all(item.hidden for item in other.items)
        assert not size.title_bar.hidden and not size.hint_bar.hidden
        assert stub.texts(v.root).count(s.title) == 1   # one size shows, never both
        assert_drawn_inside(v, s, whole=False)
    assert dict(made) == {}


def test_a_flag_alone_redraws_and_stands_after(device):
    v = View(device.display)
    s = Screen()
    menu_screen(s)
    v.draw(s)
    s.big_text = 1
    s.changed()   # as the game does: its settings screen shows itself again
    assert v.draw(s) and v.text_size is v.large
    assert v.title.text == "Old Maid" and v.title.cell_w == BIG_CELL_W
    assert not v.draw(s)
    s.colorblind = 1
    s.changed()
    assert v.draw(s)
    assert v.card_colors[sprites.INK_HEARTS] == sprites.COLORBLIND_INKS[2]
    assert not v.draw(s)


def pixels(dev):
    """Return ``rgb(x, y)``: the colour (0xRRGGBB) of the simulator ``dev``'s pixel."""
    def rgb(x, y):
        r, g, b = dev.display.screen.get_at((x, y))[:3]
        return (r << 16) | (g << 8) | b

    return rgb


def near(colour, want):
    """Return True when the colours differ by 8 at the most in each of red, green and blue."""
    return all(abs(((colour >> k) & 255) - ((want >> k) & 255)) <= 8 for k in (0, 8, 16))


def test_large_text_and_inks_in_pixels():
    from hardware.desktop import Device

    dev = Device(headless=True)
    try:
        v = View(dev.display)
        s = Screen()
        menu_screen(s, choice=1)
        s.big_text = 1
        s.colorblind = 1
        fill(s.bottom, [card(5, 2)], True)   # a 6 of hearts
        v.draw(s)
        dev.display.refresh()

        rgb = pixels(dev)
        assert near(rgb(0, 11), 0x0B3D20)            # the title bar is 12 px tall
        assert near(rgb(159, 116), 0x0B3D20)         # and so is the hint's
        assert near(rgb(1, v.menu_bar.y + 11), 0xFFD800)
        grid = v.bottom.cards
        heart = rgb(grid.x + 2 + 3, grid.y + 8 + 2)  # the middle of the heart's symbol
        assert near(heart, sprites.COLORBLIND_INKS[2])
        s.colorblind = 0
        s.changed()
        v.draw(s)
        dev.display.refresh()
        assert near(rgb(grid.x + 5, grid.y + 10), sprites.PALETTE[sprites.INK_HEARTS])
    finally:
        dev.close()


# ---------------------------------------------------------------- colours and pixels


def test_inks_swap_for_colour_blind_players(device):
    v = View(device.display)
    v.set_inks(True)
    assert [v.card_colors[i] for i in range(3, 7)] == list(sprites.COLORBLIND_INKS)
    assert v.card_colors[sprites.BACK_BLUE] == sprites.PALETTE[sprites.BACK_BLUE]
    v.set_inks(False)
    assert [v.card_colors[i] for i in range(3, 7)] == list(sprites.PALETTE[3:7])
    assert v.card_colors.is_transparent(sprites.TABLE)


def test_the_simulator_shows_the_menu_and_cards():
    from hardware.desktop import Device

    dev = Device(headless=True)
    try:
        v = View(dev.display)
        s = Screen()
        menu_screen(s, choice=1)
        v.draw(s)
        dev.display.refresh()

        rgb = pixels(dev)
        assert near(rgb(0, 1), 0x0B3D20)  # title bar
        assert near(rgb(1, v.lines[1].y + 9), 0xFFD800)  # the highlight, left of the text
        assert near(rgb(80, 10), sprites.PALETTE[sprites.TABLE])  # the felt under the title
        assert near(rgb(159, 127), 0x0B3D20)  # hint bar
        draw_screen(s)
        v.draw(s)
        dev.display.refresh()
        top = v.top.cards
        first_back = top[0]
        assert near(rgb(top.x + 3, top.y + 2), sprites.PALETTE[
            sprites.BACK_RED if first_back == sprites.BACK2 else sprites.BACK_BLUE])
        assert near(rgb(top.x, top.y + 8), 0)  # the card's outline
    finally:
        dev.close()


def test_assets_are_found_beside_the_code():
    for name in ("cards.bmp", "font.bmp", "font_big.bmp"):
        path = viewbuild.asset(name)
        assert os.path.isfile(path) and path.endswith("assets/" + name)


# ---------------------------------------------------------------- on MicroPython

def test_drawing_allocates_nothing_on_micropython():
    """Every kind of screen drawn again and again allocates nothing (tests/mpy/view_alloc.py)."""
    assert vm_draws("view") == ["240", "0", "micropython"]
