"""Three to five buttons with press times, turned into the game's keys (hardware/buttons.py).

Every test feeds a script of (time, what happened) and compares the keys that
come out at each step, as a board's ``keys()`` would take them once a frame.
"""

import doctest

import pytest
from conftest import require_vm

from hardware import buttons as b
from hardware.buttons import DOWN, LEFT, RIGHT, SELECT, UP, Buttons
from hardware.keys import K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_SELECT, K_START, K_UP
from tools.measure import mpvm


def play(script, translator=None):
    """Run ``script``: (ms, "press"|"release"|"tick", button); return [(ms, keys taken)]."""
    t = translator or Buttons()
    out = []
    for ms, what, button in script:
        if what == "press":
            t.press(button, ms)
        elif what == "release":
            t.release(button, ms)
        else:
            t.tick(ms)
        keys = t.take()
        if keys:
            out.append((ms, keys))
    return out


def tap(button, at, ms=100):
    return [(at, "press", button), (at + ms, "release", button)]


def hold(button, at, ms, every=33):
    """Press ``button`` at ``at``, tick each frame while held ``ms``, release."""
    steps = [(at, "press", button)]
    steps += [(t, "tick", None) for t in range(at + every, at + ms, every)]
    return steps + [(at + ms, "release", button)]


def test_the_module_examples_hold():
    assert doctest.testmod(b).failed == 0


@pytest.mark.parametrize("button, key", [(LEFT, K_LEFT), (SELECT, K_A), (RIGHT, K_RIGHT)])
def test_a_short_press_gives_its_key_when_it_comes_up(button, key):
    assert play([(0, "press", button), (50, "tick", None), (120, "release", button)]) == [
        (120, key)]


@pytest.mark.parametrize("button, key", [(LEFT, K_UP), (SELECT, K_B), (RIGHT, K_DOWN)])
def test_a_long_press_gives_its_key_while_still_held(button, key):
    out = play(hold(button, 1000, 700))
    assert len(out) == 1 and out[0][1] == key
    assert 600 <= out[0][0] - 1000 < 633   # the first frame at or past 600 ms, before release
    assert play(hold(button, 1000, 599)) == [(1599, (K_LEFT, K_A, K_RIGHT)[button])]


def test_a_long_press_seen_only_when_released_is_still_long():
    assert play([(0, "press", SELECT), (650, "release", SELECT)]) == [(650, K_B)]
    assert play([(0, "press", LEFT), (600, "release", LEFT)]) == [(600, K_UP)]


def test_long_select_gives_b_once_however_long_it_is_held():
    assert [keys for _, keys in play(hold(SELECT, 0, 5000))] == [K_B]


def test_long_left_and_right_repeat_while_held():
    # The long key at 0.6 s; again 0.4 s later, then every 0.1 s, as a D-pad's held direction.
    out = play(hold(LEFT, 0, 1490, every=10))
    assert [ms for ms, _ in out] == [600, 1000, 1100, 1200, 1300, 1400]
    assert {keys for _, keys in out} == {K_UP}
    out = play(hold(RIGHT, 0, 1000, every=10))
    assert out == [(600, K_DOWN), (1000, K_DOWN)]
    # At a board's 33 ms frames the pace is kept: 1.0, 1.1, ... 1.9 s, each in the frame due.
    out = play(hold(RIGHT, 0, 1990, every=33))
    assert [ms // 100 for ms, _ in out] == [6] + list(range(10, 20))
    assert all(ms % 100 < 33 for ms, _ in out)


def test_left_and_right_together_give_start_and_nothing_more():
    script = [(0, "press", LEFT), (40, "press", RIGHT), (100, "tick", None),
              (700, "tick", None), (2000, "tick", None), (2100, "release", LEFT),
              (2150, "release", RIGHT)]
    assert play(script) == [(40, K_START)]
    script = [(0, "press", RIGHT), (30, "press", LEFT), (90, "release", RIGHT),
              (95, "release", LEFT)]
    assert play(script) == [(30, K_START)]


@pytest.mark.parametrize("other", [LEFT, RIGHT])
def test_select_with_an_arrow_gives_select(other):
    script = [(0, "press", SELECT), (50, "press", other), (120, "release", SELECT),
              (130, "release", other)]
    assert play(script) == [(50, K_SELECT)]
    script = [(0, "press", other), (50, "press", SELECT), (900, "tick", None),
              (1000, "release", other), (1010, "release", SELECT)]
    assert play(script) == [(50, K_SELECT)]


def test_no_pair_once_the_first_button_gave_its_key():
    # LEFT held long (UP), then RIGHT tapped: an UP, and a RIGHT of its own.
    script = [(0, "press", LEFT), (600, "tick", None), (700, "press", RIGHT),
              (780, "release", RIGHT), (800, "release", LEFT)]
    assert play(script) == [(600, K_UP), (780, K_RIGHT)]
    # Quick taps one after the other are two presses, not a pair.
    assert play(tap(LEFT, 0) + tap(RIGHT, 150)) == [(100, K_LEFT), (250, K_RIGHT)]


def test_a_third_button_during_a_pair_counts_on_its_own():
    script = [(0, "press", LEFT), (20, "press", RIGHT), (60, "press", SELECT),
              (150, "release", SELECT), (200, "release", LEFT), (210, "release", RIGHT)]
    assert play(script) == [(20, K_START), (150, K_A)]


def test_up_and_down_buttons_act_at_once_and_repeat():
    out = play(hold(UP, 0, 1000, every=10))
    assert out == [(0, K_UP)] + [(ms, K_UP) for ms in range(400, 1001, 100)]
    assert play(tap(DOWN, 50)) == [(50, K_DOWN)]
    # They make no pairs: LEFT then UP is LEFT and UP.
    script = [(0, "press", LEFT), (20, "press", UP), (60, "release", UP),
              (100, "release", LEFT)]
    assert play(script) == [(20, K_UP), (100, K_LEFT)]


def test_taps_between_takes_are_all_kept():
    t = Buttons()
    for at in (0, 200):
        t.press(SELECT, at)
        t.release(SELECT, at + 50)
    t.press(LEFT, 300)
    t.release(LEFT, 340)
    assert t.take() == K_A | K_LEFT   # two A taps in one frame are one A, as with a Latch
    assert t.take() == 0


def test_time_wraps_at_two_to_the_29():
    wrap = 1 << 29
    assert play([(wrap - 300, "press", SELECT), ((wrap + 400) & (wrap - 1), "tick", None)]) == [
        ((wrap + 400) & (wrap - 1), K_B)]
    assert play([(wrap - 50, "press", LEFT), (30, "release", LEFT)]) == [(30, K_LEFT)]


def test_a_time_before_the_press_is_no_long_press():
    # keypad's event times and the frame's clock may disagree by a tick or two.
    assert play([(1000, "press", LEFT), (990, "tick", None), (1050, "release", LEFT)]) == [
        (1050, K_LEFT)]


def test_held_keys_reset_and_a_custom_long_press():
    t = Buttons(long_ms=300, repeat_ms=100)
    t.press(LEFT, 0)
    t.press(UP, 0)
    assert t.held_keys() == K_LEFT | K_UP
    t.tick(300)
    assert t.take() == K_UP
    t.reset()
    assert t.held_keys() == 0 and t.take() == 0
    t.release(LEFT, 400)   # a release the reset forgot the press of: nothing
    assert t.take() == 0
    t.press(RIGHT, 1000)
    t.press(RIGHT, 1010)   # a second press without a release is the same press
    t.release(RIGHT, 1100)
    assert t.take() == K_RIGHT


TRANSLATE_ON_MICROPYTHON = """
import gc
from hardware.buttons import Buttons, LEFT, SELECT, RIGHT, UP

t = Buttons()
script = []
for i in range(200):
    at = i * 977
    script.append((at, 0, i % 4))
    script.append((at + (80 if i % 3 else 700), 1, i % 4))
seen = 0
t.press(SELECT, 0); t.release(SELECT, 10); t.take()
gc.collect()
gc.disable()
before = gc.mem_alloc()
for at, up, button in script:
    if up:
        t.release(button, at)
    else:
        t.press(button, at)
    t.tick(at + 33)
    seen |= t.take()
t.press(LEFT, 0); t.press(RIGHT, 10); seen |= t.take() | t.held_keys()
after = gc.mem_alloc()
gc.enable()
print(after - before, seen)
"""


def test_translating_allocates_nothing_on_micropython():
    require_vm()
    allocated, seen = mpvm.run_code(TRANSLATE_ON_MICROPYTHON).split()
    assert int(allocated) == 0, "the translator allocated %s bytes" % allocated
    assert int(seen) == K_LEFT | K_RIGHT | K_UP | K_DOWN | K_A | K_B | K_START
