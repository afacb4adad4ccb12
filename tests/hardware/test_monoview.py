"""The 128 x 64 OLED's view (hardware/monoview.py), its card sheet, and its simulator.

Like tests/hardware/test_view.py, every view test runs on the stub (texts) and on the
headless simulator (real pixels through Blinka's displayio).
"""

import os
import subprocess
import sys

import pytest
from conftest import ROOT, assert_drawn_inside, load_tool, vm_draws

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

from engine.cards import DECK2, OLD_MAID, card  # noqa: E402
from game import screens  # noqa: E402
from game.screens import MAX_LINES, NONE, Screen  # noqa: E402
from hardware import sprites, stub  # noqa: E402
from hardware.glyphs import CELL_H, CELL_W, glyph  # noqa: E402
from hardware.keys import K_A, K_B, K_START  # noqa: E402
from hardware.monoview import COLUMNS, ROWS, View  # noqa: E402
from tools.art import render_screen as samples  # noqa: E402
from tools.art.bmp import read_bmp  # noqa: E402
from tools.art.render_screen import fill_row as fill  # noqa: E402

W, H = 128, 64
TW, TH = sprites.MONO_TILE_W, sprites.MONO_TILE_H
MARK = sprites.deck2_mark(DECK2)   # the second deck's mark's tile
SHEET = os.path.join(ROOT, "assets", "cards_mono.bmp")


@pytest.fixture(params=["stub", "desktop"])
def device(request):
    if request.param == "stub":
        yield stub.Device(width=W, height=H)
        return
    from hardware.desktop import Device

    dev = Device(headless=True, width=W, height=H, buttons=True)
    yield dev
    dev.close()


def hand(n):
    """Return ``n`` distinct cards of a double deck, alternating decks."""
    return [card(i % 13, (i // 13) % 4) | (DECK2 if i % 2 else 0) for i in range(n)]


def fan(n):
    return [(i * 7) % 52 | (DECK2 if i % 3 == 0 else 0) for i in range(n)]


def draw_screen(s, cursor=5, n=20):
    s.show(screens.DRAW, "ANN: draw from BOB", "←→ choose  A: draw")
    fill(s.top, fan(n), False, cursor=cursor, label="BOB's fan")
    fill(s.bottom, hand(9), True, label="Your hand")
    s.lines[0] = "Since your last turn:"
    s.lines[1] = "BOB took 7♥"
    s.lines[2] = "ANN 9  BOB 20  CAT 4"
    s.changed()


def long_text(s, n=MAX_LINES):
    s.show(screens.RULES, "Rules 1/4", "←→ page  B: back")
    for i in range(n):
        s.lines[i] = "Line %d of the page" % i
    s.changed()


def menu_screen(s, menu):
    s.show(screens.SETUP, "New game", "↑↓ choose")
    for i in range(MAX_LINES):
        s.lines[i] = "Row %d" % i
    s.menu = menu
    s.changed()


def title_menu(s, choice):
    s.show(screens.TITLE, "Old Maid", "↑↓ choose  A: ok")
    for i, item in enumerate(("Play", "Rules", "Settings", "Stats")):
        s.lines[i + 1] = "  " + item
    s.menu = choice + 1
    s.changed()


def every_screen():
    """Fillers covering every kind of screen the game shows."""
    fillers = [samples.SAMPLES[name] for name in sorted(samples.SAMPLES)]
    fillers += [draw_screen, long_text, lambda s: menu_screen(s, 6), lambda s: title_menu(s, 3)]

    def arranged(s):
        s.show(screens.ARRANGE, "Arrange your hand", "A: pick up  START: done")
        fill(s.bottom, hand(18), True, cursor=12, selected=3)
        s.lines[0] = "Hide your odd card"

    def passing(s):
        s.show(screens.PASS, "Pass to BEA", "A: show my cards")
        s.lines[1] = "Pass the device to"
        s.lines[2] = "BEA, then press A."
        s.lines[4] = "ANN 7  BOB 8  BEA 9"

    def result(s):
        s.show(screens.RESULT, "ANN: the Old Maid!", "A: scores")
        s.big = OLD_MAID
        s.lines[0] = "ANN held the Old Maid"
        s.lines[1] = "BOB held 7♠"

    def error(s):
        s.show(screens.ERROR, "Something went wrong", "A: title")
        s.lines[0] = "x" * 40

    return fillers + [arranged, passing, result, error]


def visible(item):
    return not item.hidden


# ---------------------------------------------------------------- the contract


def test_columns_and_rows_for_the_game():
    assert (COLUMNS, ROWS) == (21, 4)
    assert COLUMNS * CELL_W <= W
    v = View(stub.Display(W, H))
    assert (v.columns, v.rows, len(v.lines)) == (COLUMNS, ROWS, ROWS)
    assert v.PAGE == 1     # among two rows of cards, one line: a label goes beside its item
    assert v.big is None and v.large is None   # no room for large text: the game keeps 21 x 4
    from hardware import view

    big = view.View(stub.Display(160, 128))
    assert (big.columns, big.rows) == (view.COLUMNS, view.ROWS) == (26, MAX_LINES)
    assert big.big == (22, MAX_LINES, 2)


def test_large_text_and_colour_blind_inks_change_nothing(device, made):
    v = View(device.display)
    s = Screen()
    drawn = []
    made.clear()
    for flags in ((0, 0), (1, 1), (0, 1), (1, 0)):
        draw_screen(s)
        s.big_text, s.colorblind = flags
        assert v.draw(s)
        device.display.refresh()
        assert_drawn_inside(v, s)
        drawn.append((stub.texts(v.root), [(t.x, t.y) for t in v.lines],
                      [v.card_colors[i] for i in range(2)], v.text_size is v.small))
    assert all(d == drawn[0] for d in drawn)
    assert drawn[0][3] and dict(made) == {}


def test_every_screen_draws_inside_the_screen(device):
    v = View(device.display)
    assert device.display.root_group is v.root
    s = Screen()
    for fill_screen in every_screen():
        fill_screen(s)
        s.changed()
        assert v.draw(s)
        device.display.refresh()
        assert_drawn_inside(v, s, whole=False)   # samples run long, to be cut
        texts = stub.texts(v.root)
        if s.title:
            assert texts[0] == s.title
        assert texts[-1] == s.hint


def test_playing_on_makes_no_displayio_objects(device, made):
    v = View(device.display)
    s = Screen()
    fillers = every_screen()
    for f in fillers:
        f(s)
        s.changed()
        v.draw(s)
    made.clear()
    for step in range(3 * len(fillers)):
        fillers[step % len(fillers)](s)
        if step % 2:
            s.top.cursor = step % max(1, s.top.count) if s.top.count else NONE
            s.bottom.selected = step % s.bottom.count if s.bottom.count else NONE
        s.changed()
        v.set_inks(step % 2 == 0)
        v.draw(s)
        for _ in range(200):  # pages on, with lines that do not fit
            v.draw(s)
        device.display.refresh()
    assert dict(made) == {}


def test_the_view_is_built_from_a_fixed_set_of_objects(device, made):
    from test_view import held_palettes

    v = View(device.display)
    # 2 sheets; title and menu bars (no background, no hint bar); title, hint, 4 lines;
    # 2 rows of cards, second-deck marks, cursor, picked-up card and its mark, 2 cut-off
    # marks, label; the big card and its mark; the card that flies and its mark.
    assert made["Bitmap"] == 2
    assert made["Group"] == 2
    assert made["TileGrid"] == 2 + 2 + ROWS + 2 * 8 + 2 + 2
    # Made: the sheets' 2, the bars'; each text line its own; the menu's ink (dark), the
    # lit ink (the mark on a picked-up card, made before the lines share it); each row's
    # picked-up card in reverse video.
    assert made["Palette"] == 2 + 2 + 2 + ROWS + 2 * 3 + 1 + 1 + 2
    # Held: the cards', the bars', each row's reversed card, and one per ink: lit (lines,
    # hint, cut-off marks, the mark on a reversed card), dark (title, menu, the marks).
    assert len(held_palettes(v)) == 1 + 2 + 2 + 2


def test_nothing_is_redrawn_while_the_screen_stands(device):
    v = View(device.display)
    s = Screen()
    title_menu(s, 0)
    assert v.draw(s)
    assert not any(v.draw(s) for _ in range(500))  # it fits: nothing pages
    s.menu = 2
    s.changed()
    assert v.draw(s)


# ---------------------------------------------------------------- the layout


def test_the_draw_screen_fits_two_rows_a_cursor_and_a_line(device):
    v = View(device.display)
    s = Screen()
    draw_screen(s, cursor=17)
    v.draw(s)
    top, bottom = v.top, v.bottom
    assert v.title.y == 0 and v.hint.y == H - CELL_H
    assert top.cards.y == CELL_H + 1 and top.cursor.y == top.cards.y + TH
    assert top.cursor[0] == sprites.CURSOR_UP and not top.cursor.hidden
    assert bottom.cards.y + TH == H - CELL_H - 1
    assert v.lines_shown == 1 and v.lines[0].text == "Since your last turn:"
    assert top.cursor.y + 4 <= v.lines[0].y and v.lines[0].y + CELL_H <= bottom.cards.y
    assert top.label.hidden and bottom.label.hidden  # no room: the title says whose fan
    # 20 cards: 14 between the marks, the cursor's card on screen.
    assert not top.left.hidden and not top.right.hidden
    k = (top.cursor.x - top.cards.x) // TW
    assert top.cards[k] == (sprites.BACK2 if fan(20)[17] & DECK2 else sprites.BACK1)
    assert top.left.x + CELL_W <= top.cards.x
    assert top.cards.x + 14 * TW <= top.right.x
    # 9 face-up cards, whole, closed by the edge; every other one the second deck's,
    # its notch laid over it, dark.
    assert [bottom.cards[i] for i in range(9)] == [sprites.card_tile(c) for c in hand(9)]
    assert [bottom.marks[i] for i in range(9)] == [sprites.deck2_mark(c) for c in hand(9)]
    assert [bottom.marks[i] for i in range(4)] == [sprites.EMPTY, MARK] * 2
    assert not bottom.marks.hidden and bottom.marks.x == bottom.cards.x
    assert bottom.marks.pixel_shader[1] == 0x000000 and bottom.marks.pixel_shader.is_transparent(0)
    assert top.marks.hidden       # face down: no mark
    assert bottom.cards[9] == sprites.EDGE_FACE
    assert bottom.cards.x == (W - 9 * TW - 2) // 2


@pytest.mark.parametrize("n", [15, 16, 33, 64])
def test_long_rows_scroll_with_the_cursor(device, n):
    v = View(device.display)
    s = Screen()
    s.show(screens.ARRANGE, "Arrange")
    fill(s.bottom, hand(n), True, cursor=0)
    for c in list(range(n)) + [0, n - 1]:
        s.bottom.cursor = c
        s.changed()
        v.draw(s)
        row = v.bottom
        assert not row.cursor.hidden and 0 <= row.cursor.x and row.cursor.x + TW <= W
        assert row.cards[(row.cursor.x - row.cards.x) // TW] == sprites.card_tile(hand(n)[c])
        if n <= 15:
            assert row.left.hidden and row.right.hidden
        else:
            assert row.left.hidden == (row.first == 0)
            assert row.right.hidden == (row.first + 14 == n)


def test_a_picked_up_card_is_drawn_in_reverse(device):
    v = View(device.display)
    s = Screen()
    s.show(screens.ARRANGE, "Arrange", "←→ move  A: put down")
    fill(s.bottom, hand(6), True, cursor=4, selected=2)
    s.changed()
    v.draw(s)
    sel, cards, mark = v.bottom.selected, v.bottom.cards, v.bottom.selected_mark
    assert not sel.hidden and sel[0] == sprites.card_tile(hand(6)[2])
    assert (sel.x, sel.y) == (cards.x + 2 * TW, cards.y)
    shader = sel.pixel_shader
    assert (shader[0], shader[1]) == (0xFFFFFF, 0x000000)
    assert mark.hidden               # a first-deck card: no notch
    s.bottom.selected = 3            # the second deck's: its notch lit, over the inverted card
    s.changed()
    v.draw(s)
    assert sel[0] == sprites.card_tile(hand(6)[3]) and not mark.hidden
    assert (mark.x, mark.y) == (sel.x, sel.y) and mark[0] == MARK
    assert mark.pixel_shader[1] == 0xFFFFFF and mark.pixel_shader.is_transparent(0)
    layers = list(v.root)
    assert layers.index(cards) < layers.index(v.bottom.marks) < layers.index(sel) < (
        layers.index(mark))
    s.bottom.selected = NONE
    s.changed()
    v.draw(s)
    assert sel.hidden and mark.hidden


def test_menus_scroll_and_leading_blank_lines_give_way(device):
    v = View(device.display)
    s = Screen()
    title_menu(s, 0)  # line 0 is blank: four items show, the blank gives way
    v.draw(s)
    assert v.lines_first == 1 and v.lines_shown == 4
    assert [line.text for line in v.lines] == ["  Play", "  Rules", "  Settings", "  Stats"]
    for menu in range(MAX_LINES):
        menu_screen(s, menu)
        v.draw(s)
        assert v.lines_first <= menu < v.lines_first + ROWS
        line = v.lines[menu - v.lines_first]
        assert line.text == "Row %d" % menu and line.color == 0x000000
        assert not v.menu_bar.hidden and v.menu_bar.y == line.y
    assert v.lines_first == MAX_LINES - ROWS


def test_long_text_pages_on_by_itself(device):
    v = View(device.display)
    s = Screen()
    long_text(s, 6)
    assert v.draw(s)
    waits = [sum(1 for _ in iter(lambda: v.draw(s), True)) + 1]
    assert v.lines_first == 1
    assert [line.text for line in v.lines] == ["Line %d of the page" % i for i in range(1, 5)]
    firsts = [0, 1]
    for _ in range(3):
        waits.append(sum(1 for _ in iter(lambda: v.draw(s), True)) + 1)
        firsts.append(v.lines_first)
    assert firsts == [0, 1, 2, 0, 1]
    assert waits == [View.PAGE_HOLD, View.PAGE_STEP, View.PAGE_HOLD, View.PAGE_HOLD]
    long_text(s, 6)  # a new version starts at the top again
    v.draw(s)
    assert v.lines_first == 0
    # Among cards, the one line there is room for shows each line in turn.
    draw_screen(s)
    v.draw(s)
    seen = {v.lines[0].text}
    for _ in range(400):
        v.draw(s)
        seen.add(v.lines[0].text)
    assert seen == {"Since your last turn:", "BOB took 7♥", "ANN 9  BOB 20  CAT 4"}


def test_the_big_card_is_twice_life_size_and_keeps_a_line(device):
    v = View(device.display)
    s = Screen()
    s.show(screens.REVEAL, "You drew J♦", "A: go on")
    s.big = card(10, 1)
    s.lines[0] = "A pair! Laid down."
    s.lines[1] = "Your hand is empty!"
    s.changed()
    v.draw(s)
    assert v.big_group.scale == 2 and not v.big_group.hidden
    assert v.big_group.x == (W - (TW + 2) * 2) // 2 and v.big_group.y == CELL_H + 1
    assert v.lines_shown == 1 and v.big_group.y + 2 * TH <= v.lines[0].y
    fill(s.bottom, hand(4), True, label="Your hand")  # with a row too it shrinks to fit a line
    s.changed()
    v.draw(s)
    assert v.big_group.scale == 1 and v.lines_shown == 1


def test_long_text_is_cut_at_21_characters(device):
    v = View(device.display)
    s = Screen()
    s.show(screens.ERROR, "Something went terribly wrong", "A: back to the title screen")
    s.lines[0] = "Ligne à déborder largement de l’écran…"
    s.changed()
    v.draw(s)
    line = v.lines[0]
    assert [line[i] for i in range(COLUMNS)] == [glyph(ch) for ch in s.lines[0][:COLUMNS]]
    assert v.title.x >= 0 and v.hint.x >= 0


def test_pixels_on_the_simulated_oled():
    from hardware.desktop import Device

    dev = Device(headless=True, width=W, height=H)
    try:
        v = View(dev.display)
        s = Screen()
        title_menu(s, 1)
        v.draw(s)
        dev.display.refresh()

        def lit(x, y):
            return dev.display.screen.get_at((x, y))[:3] == (255, 255, 255)

        assert lit(0, 1) and lit(W - 1, 1)          # the title bar, edge to edge
        assert not lit(0, CELL_H)                  # the table is dark
        rules = v.lines[1]
        assert lit(0, rules.y + 5) and lit(W - 1, rules.y + 5)  # the menu bar
        assert not lit(0, v.lines[0].y + 5)
        assert not lit(0, H - 1)                   # no hint bar
        s.show(screens.ARRANGE, "Arrange", "A: pick up")
        fill(s.bottom, [card(0, 2), card(0, 3), card(5, 0)], True, cursor=0, selected=1)
        s.changed()
        v.draw(s)
        dev.display.refresh()
        cards = v.bottom.cards
        assert not lit(cards.x, cards.y + 6) and lit(cards.x + 1, cards.y + 6)  # the gap, a card
        picked = cards.x + TW
        assert lit(picked, cards.y + 6) and not lit(picked + 1, cards.y + 6)  # in reverse
        cursor = v.bottom.cursor
        assert lit(cursor.x + 4, cursor.y + TH - 2)  # the arrow's tip, above the first card
    finally:
        dev.close()


# ---------------------------------------------------------------- the card sheet


def test_committed_mono_sheet_matches_a_fresh_build(tmp_path):
    fresh = tmp_path / "mono.bmp"
    subprocess.run([sys.executable, "-m", "tools.art.make_sprites", "--mono", "--output",
                    str(fresh)], check=True, cwd=ROOT)
    with open(SHEET, "rb") as f:
        assert f.read() == fresh.read_bytes(), "assets/cards_mono.bmp is stale: run make sprites"


def test_the_mono_sheet_is_one_bit_with_every_face_distinct():
    sheet = read_bmp(SHEET)
    assert (sheet.width, sheet.height, sheet.bits) == (TW * 8, TH * 11, 1)
    assert tuple(sheet.palette) == sprites.MONO_PALETTE
    assert TW * 8 % 32 == 0 and TW * 8 // 8 * TH * 11 == 1144   # a board's bytes, no padding

    def tile(n):
        r, c = divmod(n, sprites.SHEET_COLUMNS)
        return bytes(sheet.rows[y][x] for y in range(r * TH, r * TH + TH)
                     for x in range(c * TW, c * TW + TW))

    def marked(n):   # the second deck's face as the view draws it: the mark's lit pixels dark
        return bytes(0 if m else p for m, p in zip(tile(MARK), tile(n)))

    faces = [(n, tile(n)) for n in range(sprites.OLD_MAID + 1)]
    faces += [(0x80 | n, marked(n)) for n in range(52)]
    blank = tile(sprites.EMPTY)
    assert set(blank) == {0}
    seen = {}
    for n, pixels in faces + [(sprites.BACK1, tile(sprites.BACK1)),
                              (sprites.BACK2, tile(sprites.BACK2))]:
        assert pixels != blank and pixels not in seen, n
        seen[pixels] = n
        assert all(pixels[y * TW] == 0 for y in range(TH)), n  # column 0 parts the cards
    notch = [i for i, p in enumerate(tile(MARK)) if p]
    assert notch == [5, 6, 7]        # three pixels of the top edge, right of the rank
    assert all(tile(n)[i] for n in range(52) for i in notch)   # lit on every face
    for n in (sprites.EDGE_FACE, sprites.EDGE_BACK, sprites.CURSOR_UP, sprites.CURSOR_DOWN):
        assert tile(n) != blank
    for n in range(sprites.SELECTED, sprites.TILE_COUNT):
        assert tile(n) == blank, n
    tool = load_tool("make_sprites")
    assert len(tool.MONO_PICTURES) == len(tool.PICTURES)
    assert [name for name, _ in tool.MONO_PICTURES] == [name for name, _ in tool.PICTURES]


def test_imageload_reads_the_mono_sheet():
    import adafruit_imageload
    import displayio

    bitmap, palette = adafruit_imageload.load(SHEET, bitmap=displayio.Bitmap,
                                              palette=displayio.Palette)
    assert (bitmap.width, bitmap.height, len(palette)) == (TW * 8, TH * 11, 2)


# ---------------------------------------------------------------- the simulator


def test_the_simulator_runs_the_oled_board(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    shots = tmp_path / "shots"
    run = subprocess.run(
        [sys.executable, os.path.join(ROOT, "code.py"), "--board", "oled128x64", "--headless",
         "--seed", "7", "--keys", "A START A A A", "--screens", "--shots", str(shots)],
        capture_output=True, text=True, cwd=str(tmp_path), env=env, timeout=120, check=False)
    assert run.returncode == 0, run.stderr
    seen = run.stdout.splitlines()
    assert seen[:2] == ["screen title Old Maid", "screen setup New game"]
    names = sorted(os.listdir(shots))
    assert names[0] == "001_title.png" and len(names) == len(seen)
    import pygame

    assert pygame.image.load(str(shots / names[0])).get_size() == (2 * W, 2 * H)


def test_the_three_buttons_on_the_keyboard():
    import pygame

    from hardware.desktop import BOARDS, simulate

    assert set(BOARDS) == {"pybadge", "oled128x64"}
    device, view = simulate("oled128x64", headless=True)
    try:
        assert isinstance(view, View) and (device.width, device.height) == (W, H)
        assert "A S D" in pygame.display.get_caption()[0]
        assert pygame.display.get_surface().get_size() == (W * 5, H * 5)

        def key(kind, name):
            pygame.event.post(pygame.event.Event(kind, key=name))

        key(pygame.KEYDOWN, pygame.K_s)
        key(pygame.KEYUP, pygame.K_s)
        assert device.keys() == K_A
        key(pygame.KEYDOWN, pygame.K_s)
        assert device.keys() == 0
        for _ in range(20):   # 660 ms of virtual time
            device.wait_frame()
        assert device.keys() == K_B
        key(pygame.KEYUP, pygame.K_s)
        key(pygame.KEYDOWN, pygame.K_a)
        key(pygame.KEYDOWN, pygame.K_d)
        assert device.keys() == K_START and device.held() != 0
        key(pygame.KEYUP, pygame.K_a)
        key(pygame.KEYUP, pygame.K_d)
        key(pygame.KEYDOWN, pygame.K_z)   # the usual keys work on this board too
        assert device.keys() == K_A
    finally:
        device.close()


def test_shots_for_the_oled_board(tmp_path):
    shots = load_tool("shots")
    cam = shots.Camera(str(tmp_path), "oled128x64")
    try:
        shots.menus(cam)
    finally:
        cam.close()
    import pygame

    for name in ("title", "rules", "settings", "setup", "setup-initials", "error"):
        assert pygame.image.load(cam.saved[name]).get_size() == (2 * W, 2 * H)


# ---------------------------------------------------------------- on MicroPython

def test_drawing_allocates_nothing_on_micropython():
    """Every kind of screen drawn again and again allocates nothing (tests/mpy/view_alloc.py)."""
    assert vm_draws("monoview") == ["240", "0", "micropython"]
