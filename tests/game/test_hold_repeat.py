"""A key held repeats on menus and initials: after 0.4 s, then every 0.1 s.

The D-pad's directions repeat in the latch every board with one uses
(hardware/keys.py's ``Latch``: the PyBadge, the simulator, the stub); the
OLED board's held buttons repeat their UP and DOWN at the same pace
(hardware/buttons.py).  Scripts hold a key with ``NAME:MS``; time is
virtual, frames of 33 ms as on a board.
"""

import pytest
from conftest import require_vm

from engine import cards
from game.game import Game
from game.keys import K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_SELECT, K_START, K_UP, parse_keys
from game.settings import Settings
from hardware import buttons as b
from hardware.keys import REPEAT_FIRST_MS, REPEAT_MS, Latch
from hardware.stub import Device, KeyScript
from tools.measure import mpvm

FRAME = 33
WRAP = 1 << 29


def held_for(latch, key, ms, start=0, frame=FRAME):
    """Press ``key`` at ``start``, take once a frame while it is held ``ms``; return the times."""
    latch.press(key)
    seen = []
    t = start
    while (t - start) & (WRAP - 1) < ms:
        if latch.take(t & (WRAP - 1)) & key:
            seen.append((t - start) & (WRAP - 1))
        t += frame
    latch.release(key)
    assert latch.take(t & (WRAP - 1)) & key == 0          # up: no more
    return seen


def schedule(ms, frame=FRAME):
    """Return when a key held ``ms`` should come: the first frame at or past each due time."""
    due = [0] + list(range(REPEAT_FIRST_MS, ms, REPEAT_MS))
    return [-(-t // frame) * frame for t in due if -(-t // frame) * frame < ms]


@pytest.mark.parametrize("key", [K_LEFT, K_RIGHT, K_UP, K_DOWN])
def test_a_direction_held_comes_again_after_0_4_s_then_every_0_1_s(key):
    seen = held_for(Latch(), key, 2000)
    assert seen == schedule(2000)
    assert seen[1] - seen[0] >= REPEAT_FIRST_MS and len(seen) > 15


@pytest.mark.parametrize("key", [K_A, K_B, K_START, K_SELECT])
def test_a_b_start_and_select_held_never_repeat(key):
    assert held_for(Latch(), key, 3000) == [0]


def test_only_the_direction_pressed_last_repeats_and_letting_go_stops_it():
    latch = Latch()
    latch.press(K_UP)
    assert latch.take(0) == K_UP
    latch.press(K_RIGHT)                  # UP still held: RIGHT takes over
    assert latch.take(200) == K_RIGHT
    got = [latch.take(t) for t in range(233, 1000, FRAME)]
    assert {k for k in got if k} == {K_RIGHT} and got.count(K_RIGHT) >= 3
    latch.release(K_RIGHT)                # UP is held still, but was not the last pressed
    assert [latch.take(t) for t in range(1000, 2000, FRAME)] == [0] * 31
    latch.press(K_DOWN)
    latch.release(K_DOWN)                 # a tap between two frames: once, no repeat
    assert latch.take(2000) == K_DOWN
    assert all(latch.take(t) == 0 for t in range(2033, 3000, FRAME))


def test_a_slow_frame_gives_one_repeat_and_the_clock_may_wrap():
    latch = Latch()
    latch.press(K_LEFT)
    assert latch.take(0) == K_LEFT
    assert latch.take(1500) == K_LEFT     # a frame of 1.5 s: one repeat, not eleven
    assert latch.take(1533) == 0
    assert latch.take(1600) == K_LEFT     # then every 0.1 s from there
    seen = held_for(Latch(), K_DOWN, 1000, start=WRAP - 250)
    assert seen == schedule(1000)


def test_a_script_holds_a_key_as_long_as_it_says():
    assert parse_keys("right:2000 A") == [K_RIGHT | 2000 << 8, K_A]
    with pytest.raises(ValueError, match="RIGHT:1000"):
        parse_keys("RIGHT:0")
    latch = Latch()
    script = KeyScript(parse_keys("UP:100 A"), frame_ms=FRAME)
    down = []
    while not script.exhausted:
        script.step(latch)
        down.append(latch.held)
        latch.take()
    # UP down for 100 ms: four frames of 33 (rounded up), then up; then A down, up.
    assert down[:6] == [K_UP] * 4 + [0, K_A]


class Run:
    """A Game on the stub device, one frame at a time, with a key script fed as it goes."""

    def __init__(self, settings=None, **game):
        self.device = Device(frame_ms=FRAME)
        self.game = Game(seed=3, settings=settings or Settings(), **game)

    def keys(self, text):
        self.device.feed(parse_keys(text))
        while not self.device.script_done:
            self.frame()
        self.frame()

    def frame(self, keys=None):
        d = self.device
        self.game.step(d.keys() if keys is None else keys, d.now_ms())
        d.wait_frame()


def test_holding_right_for_2_s_on_players_raises_it_to_the_most():
    run = Run()
    run.keys("A")                         # Play: the setup, its cursor on Players
    st = run.game.settings
    run.keys("LEFT:1000")
    assert st.players == cards.MIN_PLAYERS
    run.keys("RIGHT:2000")
    assert st.players == cards.max_players(st.variant) > cards.MIN_PLAYERS + 1
    assert run.game.screen.lines[run.game.screen.menu].startswith("Players: %d" % st.players)


def hold_up_on_a_letter(ms):
    """Return how many letters one hold of UP for ``ms`` moves ANN's first initial."""
    run = Run()
    run.keys("A DOWN A")                  # Play, ANN's row, edit her initials
    before = run.game.settings.names[0]
    run.keys("UP:%d" % ms)
    after = run.game.settings.names[0]
    assert after[1:] == before[1:]
    return (ord(after[0]) - ord(before[0])) % 26


def test_any_initial_is_one_held_press_away():
    """Up or down, a letter is at most 13 away: one hold reaches each of 1..13."""
    reached = {hold_up_on_a_letter(ms) for ms in range(FRAME, 1700, FRAME)}
    assert set(range(1, 14)) <= reached


class Buttons:
    """The OLED board's buttons (hardware/buttons.py) on a Game, a frame at a time."""

    def __init__(self, game):
        self.game = game
        self.translator = b.Buttons()
        self.now = 0

    def hold(self, button, ms):
        """Hold ``button`` down ``ms``, a frame at a time, let it go; run on a little after."""
        t = self.translator
        start = self.now
        t.press(button, start)
        while self.now - start < ms:
            self.frame()
        t.release(button, self.now)
        self.frame()
        self.frame()

    def frame(self):
        self.translator.tick(self.now)
        self.game.step(self.translator.take(), self.now)
        self.now += FRAME


def test_the_oled_buttons_held_run_down_a_menu_and_through_the_letters():
    st = Settings()
    st.players = 8
    game = Game(seed=3, settings=st, rows=4, columns=21)
    game.step(K_A, 0)                     # Play: the setup, its cursor on Players
    oled = Buttons(game)
    # Right held 2 s: DOWN at 0.6 s, again at 1.0 s, then every 0.1 s: 1 + 1 + 9 rows.
    oled.hold(b.RIGHT, 1950)
    assert game.scene.cursor == 11
    game.scene.cursor = 1                 # on ANN's row: select edits her initials
    oled.hold(b.SELECT, 100)
    assert game.scene.editing == 0
    # A fourth button (UP) held 1 s: the letter runs on, 0.4 s after it first moved.
    oled.hold(b.UP, 990)
    assert game.settings.names[0][0] == chr(ord("A") + 1 + 6)


def test_the_simulator_repeats_a_held_arrow():
    pytest.importorskip("pygame")
    from hardware.desktop import Device as Simulator

    sim = Simulator(headless=True, keys_script=parse_keys("RIGHT:990"), frame_ms=FRAME)
    try:
        got = 0
        for _ in range(40):
            got += bool(sim.keys() & K_RIGHT)
            sim.wait_frame()
    finally:
        sim.close()
    assert got == len(schedule(990))


REPEAT_ON_MICROPYTHON = """
import gc
from hardware.keys import Latch

K_RIGHT = %d
K_A = %d


def hold(latch):
    seen = 0
    latch.press(K_RIGHT)
    for i in range(120):           # across the clock's wrap at 2**29
        seen += latch.take((536870000 + i * 33) & 0x1FFFFFFF) == K_RIGHT
    latch.release(K_RIGHT)
    return seen + latch.take(5000)


latch = Latch()
latch.press(K_A)
latch.take(0)
seen = before = after = 0          # the globals made first: a new one would grow the dict
gc.collect()
gc.disable()
before = gc.mem_alloc()
seen = hold(latch)
after = gc.mem_alloc()
gc.enable()
print(after - before, seen)
"""


def test_repeating_allocates_nothing_on_micropython():
    require_vm()
    allocated, seen = mpvm.run_code(REPEAT_ON_MICROPYTHON % (K_RIGHT, K_A)).split()
    assert int(allocated) == 0, "the latch allocated %s bytes" % allocated
    assert int(seen) > 30
