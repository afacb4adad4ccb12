"""A turn in two presses: A draws, A on the drawn card (held 0.8 s) ends the turn.

Arranging is one key away (up or down on the drawn card) and A never traps
there; A alone plays a whole session on both boards; the cursor is where it
was after the rules, the pause and the hide; every end of a session shows
its tally, its winner and the cheer.
"""

import pytest
from test_flow import FRAME, check, new_game, start

from engine.transcript import Transcript
from game.game import DRAWN_HOLD_MS, HIDE_AFTER_MS, Game
from game.keys import K_A, K_B, K_DOWN, K_RIGHT, K_START, K_UP, parse_keys
from game.screenkit import board_keys
from game.settings import HUMAN
from hardware import loop, stub
from hardware.monoview import View as MonoView
from hardware.view import View
from tools.play.autokeys import table

HOLD_FRAMES = DRAWN_HOLD_MS // FRAME + 1


def to_person_draw(d):
    """Press on (computers skipped) to a person's draw screen."""
    for _ in range(3000):
        s = d.game.screen
        if s.name() == "draw" and not s.computer:
            return
        d.press(K_B if s.name() == "draw" else K_START if s.name() == "arrange" else K_A)
    raise AssertionError("no person's turn came")


def turn_presses(d):
    """Play one ordinary turn with A alone from its first screen; return the presses it took."""
    presses = 0
    first = d.game.screen.shown
    while True:
        s = d.game.screen
        if s.name() not in ("pass", "draw", "reveal") or s.computer and s.shown != first:
            return presses
        if s.name() == "reveal":
            d.press(0, frames=HOLD_FRAMES)       # looking at the card: no key
        d.press(K_A)
        presses += 1
        assert presses < 10


def test_a_turn_is_two_presses_alone_and_three_passing_the_device():
    d, lines = new_game("classic", kinds=(HUMAN, 1, 2))
    start(d)
    to_person_draw(d)
    assert turn_presses(d) == 2 and d.game.screen.computer       # A draw, A go on
    assert not any(line.startswith("order p0") for line in lines)
    d, _ = new_game("classic", kinds=(HUMAN, HUMAN, 2))
    d.game.settings.names[1] = "BEA"
    start(d)
    for _ in range(3000):
        if d.screen() == "pass":
            break
        d.press(K_B if d.screen() == "draw" and d.game.screen.computer else K_A)
    assert turn_presses(d) == 3                                   # A pass, A draw, A go on


def stub_table(kinds, seed=3, board=View, manual=False):
    """Return (device, game, view, transcript lines) through the real loop, on a stub board."""
    size = {"width": 128, "height": 64} if board is MonoView else {}
    device = stub.Device(**size)
    view = board(device.display, device.width, device.height)
    lines = []
    game, _ = loop.new_game(device, view, seed, watchers=[Transcript(lines.append)])
    st = table(kinds, "classic", "single")
    game.settings.players = st.players
    game.settings.kinds[:] = st.kinds
    game.settings.manual = int(manual)
    return device, game, view, lines


def play(device, game, view, script):
    """Press ``script`` (keys and WAIT:MS) through the loop, to its end."""
    device.feed(parse_keys(script))
    loop.play(device, game, view, stop_when_scripted=True)


def test_the_drawn_card_holds_0_8_s_and_a_key_sooner_is_ignored():
    device, game, view, lines = stub_table((HUMAN, 1))
    play(device, game, view, "A START")
    while game.screen.name() != "draw" or game.screen.computer:
        play(device, game, view, "B" if game.screen.computer else "A")
    play(device, game, view, "A A")                      # drawn, then A at once: ignored
    assert game.screen.name() == "reveal"
    play(device, game, view, "WAIT:500 A")               # 0.6 s on: still ignored
    assert game.screen.name() == "reveal"
    play(device, game, view, "WAIT:300 A")               # past 0.8 s: the turn ends
    assert game.screen.name() != "reveal"
    assert [x.split()[0] for x in lines if x.split()[1] == "p0"][-2:] in (["draw"] * 2,
                                                                         ["draw", "pair"])
    assert not any(x.startswith("order p0") for x in lines)


def test_down_on_the_drawn_card_arranges_and_a_twice_is_done():
    d, lines = new_game("classic", kinds=(HUMAN, 1, 2), seed=4)
    start(d)
    to_person_draw(d)
    d.press(K_A)
    d.press(0, frames=HOLD_FRAMES)
    assert d.game.rnd.hand_size(0) >= 3
    d.press(K_DOWN)
    s = d.game.screen
    assert d.screen() == "arrange" and s.hint == "A: pick  START: done"
    d.press(K_A)                                  # picked up
    assert s.bottom.selected == 0 and s.hint == "\u2190\u2192 move  A: done"
    d.press(K_RIGHT)                              # carried: A puts it down, and stays
    assert s.hint == "\u2190\u2192 move  A: drop"
    d.press(K_A)
    assert d.screen() == "arrange" and lines[-1].startswith("order p0")
    d.press(K_A)                                  # picked up, A again: put back, done
    d.press(K_A)
    assert d.screen() != "arrange" and lines[-1].startswith(("draw", "order"))
    d.autoplay()
    check(lines)


def test_the_hint_of_the_drawn_card_names_the_keys_on_both_boards():
    badge = Game()
    oled = Game(keys=MonoView.KEYS, columns=21, rows=4)
    assert board_keys(badge, badge.w.H_DREW) == "A: go on \u2191\u2193: arrange"
    assert board_keys(oled, oled.w.H_DREW) == "\u25cf: go on \u25c0\u25b6\u2026: arrange"
    assert board_keys(oled, oled.w.H_HELD) == "\u25c0\u25b6 move  \u25cf: done"


@pytest.mark.parametrize("board", (View, MonoView), ids=("pybadge", "oled"))
@pytest.mark.parametrize("kinds, manual", (((HUMAN, 1, 2), False), ((HUMAN, HUMAN, 3), False),
                                           ((HUMAN, 2, 1), True)),
                         ids=("alone", "passing", "learning"))
def test_a_alone_plays_a_whole_session_to_its_end(board, kinds, manual):
    device, game, view, lines = stub_table(kinds, board=board, manual=manual)
    game.settings.choose_mode("rounds:2")
    play(device, game, view, "A START")
    seen = set()
    for _ in range(8000):                         # frames, two a press
        if game.screen.name() == "title":
            break
        seen.add(game.screen.name())
        play(device, game, view, "A")
    assert game.screen.name() == "title" and game.session.over, seen
    assert lines[-1].startswith("winner") and "reveal" in seen and "arrange" not in seen
    assert ("lay" in seen) == manual and ("pass" in seen) == (kinds.count(HUMAN) > 1)
    check(lines, manual=manual)


def test_the_fans_cursor_stays_where_it_was_after_the_rules_the_pause_and_the_hide():
    d, lines = new_game("classic", kinds=(HUMAN, 2, 1), seed=6)
    start(d)
    to_person_draw(d)
    d.press(K_RIGHT)
    d.press(K_RIGHT)
    s = d.game.screen
    assert s.top.cursor == 2
    d.press(K_B)                                  # the pause, and on
    d.press(K_B)
    assert d.screen() == "draw" and s.top.cursor == 2
    d.press(K_B)                                  # the rules from the pause, and back
    d.press(K_DOWN)
    d.press(K_A)
    assert d.screen() == "rules"
    d.press(K_B)
    assert d.screen() == "draw" and s.top.cursor == 2
    d.press(K_B)                                  # leave the table, resume
    for _ in range(4):
        d.press(K_DOWN)
    d.press(K_A)
    assert d.screen() == "title"
    d.press(K_A)
    assert d.screen() == "draw" and s.top.cursor == 2
    d.autoplay()
    check(lines)


def test_the_cursors_stay_where_they_were_after_the_hide():
    d, _ = new_game("classic", kinds=(HUMAN, HUMAN, 1), seed=2)
    d.game.settings.names[1] = "BEA"
    start(d)
    for _ in range(3000):
        s = d.game.screen
        if d.screen() == "draw" and not s.computer and s.top.count >= 3:
            break
        d.press(K_B if d.screen() == "draw" and s.computer else K_A)
    d.press(K_RIGHT)
    d.press(K_RIGHT)
    d.press(0, frames=HIDE_AFTER_MS // FRAME + 2)
    assert d.screen() == "pass"
    d.press(K_A)
    assert d.screen() == "draw" and s.top.cursor == 2
    d.press(K_A)
    d.press(0, frames=HOLD_FRAMES)
    d.press(K_UP)
    assert d.screen() == "arrange" and s.bottom.count >= 2
    d.press(K_RIGHT)
    d.press(K_A)                                  # the second card picked up
    d.press(0, frames=HIDE_AFTER_MS // FRAME + 2)
    assert d.screen() == "pass"
    d.press(K_A)
    assert d.screen() == "arrange"
    assert (s.bottom.cursor, s.bottom.selected) == (1, 1) and s.hint.endswith("A: done")


def test_the_last_round_shows_the_winner_and_cheers():
    d, lines = new_game("short", kinds=(HUMAN, 2, 1), seed=5)
    start(d)
    for _ in range(20000):
        if d.screen() == "session":
            break
        if d.screen() == "reveal":
            d.press(0, frames=HOLD_FRAMES)
        d.press(K_B if d.screen() == "draw" and d.game.screen.computer else K_A)
    s = d.game.screen
    assert d.game.session.over and d.game.cheer_at >= 0
    assert any(line.startswith(("Winner:", "Winners:", "Nobody")) for line in s.lines)
    d.press(K_A)
    assert d.screen() == "awards"                 # the evening's awards, then the title
    d.press(K_A)
    assert d.screen() == "title"
    check(lines)

