"""Kind to the battery: a device left alone dims, goes dark, and stops the attract mode.

Whole stretches of idle time run through ``hardware.loop.play`` on the stub
(its virtual clock), with the real view of each board: after 2 minutes with
no key the screen is dimmed, after 5 it is dark and the lights are off,
after 10 the attract mode has stopped on the title; a key lights the same
screen again and does nothing else.  A session in play is written before
the dark.  Then each board's own ``brightness`` against fakes of its
display, and the simulator's window.
"""

import pytest
from conftest import require_vm
from test_hardware import board  # noqa: F401  (the fixtures faking each board's modules)
from test_oled import oled  # noqa: F401

from engine.transcript import Transcript
from game.game import Game
from game.keys import K_A, K_DOWN, K_START
from hardware import loop, newgame, stub
from hardware.keeper import Keeper
from tools.measure import mpvm

MINUTE = 60000
FRAME = 100          # a coarse frame: ten minutes are 6,000 of them
FULL, DIM, DARK = 1.0, 0.25, 0.0
BOARDS = ("pybadge", "oled")


class Alone(stub.Device):
    """The stub on a table with nobody at it: runs to ``until``, notes every change of light."""

    def __init__(self, kind):
        size = (160, 128) if kind == "pybadge" else (128, 64)
        super().__init__(frame_ms=FRAME, width=size[0], height=size[1])
        self.until = 0
        self.changes = []          # (now_ms, level) at each brightness() call
        self.lit_in_the_dark = 0   # frames the lights were on with the screen dark

    def brightness(self, level):
        super().brightness(level)
        self.changes.append((self.now_ms(), level))

    def light(self, color):
        super().light(color)
        if color and self.level == DARK:
            self.lit_in_the_dark += 1

    def wait_frame(self):
        super().wait_frame()
        if self.now_ms() > self.until:
            self.running = False


def sit(kind, lines=None):
    """Return (device, game, view, keeper) for board ``kind``, the title on screen."""
    if kind == "pybadge":
        from hardware.view import View
    else:
        from hardware.monoview import View
    device = Alone(kind)
    view = View(device.display, device.width, device.height)
    keeper = Keeper(device.storage, log=lambda line: None)
    watchers = [Transcript(lines.append)] if lines is not None else None
    game = Game(seed=5, watchers=watchers, **newgame.board(view))
    return device, game, view, keeper


def until(device, game, view, keeper, ms, keys=()):
    """Run the loop's frames to ``ms`` of the virtual clock (that one too), pressing ``keys``."""
    device.feed(keys)
    device.until = ms
    device.running = True
    loop.play(device, game, view, keeper=keeper)


@pytest.mark.parametrize("kind", BOARDS)
def test_the_screen_dims_darkens_and_the_attract_mode_stops_in_the_dark(kind):
    device, game, view, keeper = sit(kind)
    run = lambda ms, keys=(): until(device, game, view, keeper, ms, keys)  # noqa: E731
    run(0)
    title = device.texts()
    run(2 * MINUTE - FRAME)
    assert game.demo and device.level == FULL and device.changes == []  # the attract mode
    run(2 * MINUTE)
    assert device.changes == [(2 * MINUTE, DIM)]
    run(5 * MINUTE - FRAME)
    assert device.level == DIM and game.demo and device.color   # its lights still on
    run(5 * MINUTE)
    assert device.changes[-1] == (5 * MINUTE, DARK) and device.color == 0
    run(10 * MINUTE - FRAME)
    assert game.demo, "the computers play on in the dark until ten minutes"
    run(10 * MINUTE + FRAME)
    assert not game.demo and game.screen.name() == "title" and device.texts() == title
    run(30 * MINUTE)                          # dark it stays, on the title
    assert not game.demo and game.screen.name() == "title" and device.level == DARK
    assert len(device.changes) == 2 and device.lit_in_the_dark == 0
    run(30 * MINUTE + 1000, [K_A])            # a key: the same screen, lit, and nothing else
    assert device.changes[-1][1] == FULL and device.texts() == title
    assert game.screen.name() == "title" and not game.demo
    run(30 * MINUTE + 2000, [K_A])            # the next key acts: Play
    assert game.screen.name() == "setup"
    pressed = game.last_key
    run(pressed + 2 * MINUTE - FRAME)
    assert device.level == FULL               # two minutes from the last key
    run(pressed + 2 * MINUTE)
    assert device.changes[-1] == (pressed + 2 * MINUTE, DIM)


@pytest.mark.parametrize("kind", BOARDS)
def test_a_key_in_the_dark_lights_the_attract_mode_and_the_next_one_ends_it(kind):
    device, game, view, keeper = sit(kind)
    until(device, game, view, keeper, 7 * MINUTE)
    assert game.demo and device.level == DARK
    until(device, game, view, keeper, 7 * MINUTE + 500, [K_A])
    assert game.demo and device.level == FULL and device.color    # the demo, lit again
    until(device, game, view, keeper, 7 * MINUTE + 1000, [K_A])
    assert not game.demo and game.screen.name() == "title" and device.level == FULL


@pytest.mark.parametrize("kind", BOARDS)
def test_a_key_on_a_dimmed_screen_lights_it_and_acts(kind):
    device, game, view, keeper = sit(kind)
    until(device, game, view, keeper, 1000, [K_A])          # Play: the setup
    assert game.screen.name() == "setup"
    until(device, game, view, keeper, 3 * MINUTE)
    assert device.level == DIM and game.screen.name() == "setup"
    row = game.screen.menu
    until(device, game, view, keeper, 3 * MINUTE + 500, [K_DOWN])
    assert device.level == FULL and game.screen.menu != row


@pytest.mark.parametrize("kind", BOARDS)
def test_a_session_in_play_is_written_when_the_screen_goes_dark(kind):
    lines = []
    device, game, view, keeper = sit(kind, lines)
    saved = []
    save = keeper.saves.save
    keeper.saves.save = lambda name, *args: (saved.append((name, device.now_ms())),
                                             save(name, *args))[1]
    until(device, game, view, keeper, 1000, [K_A, K_START])   # Play, and start at once
    now = 1000
    while not (game.screen.name() == "draw" and not game.screen.computer):
        now += 1000                           # the computers' turns, to the person's draw
        until(device, game, view, keeper, now)
        assert now < MINUTE, game.screen.name()
    assert "session" in [name for name, _ in saved]        # kept as the turn began
    last_key = game.last_key
    before = list(saved)
    until(device, game, view, keeper, last_key + 5 * MINUTE + 1000)
    assert device.level == DARK
    assert saved[len(before):] == [("session", last_key + 5 * MINUTE)]
    kept = Keeper(device.storage, log=lambda line: None).load()[2]
    assert kept == bytes(game.session_record()) and kept
    screen, told = device.texts(), len(lines)
    until(device, game, view, keeper, device.now_ms() + 500, [K_A])   # wakes: draws nothing
    assert device.level == FULL and game.screen.name() == "draw"
    assert device.texts() == screen and len(lines) == told
    until(device, game, view, keeper, device.now_ms() + 500, [K_A])   # this one draws
    assert game.screen.name() != "draw" and len(lines) > told


def test_a_demo_or_no_session_writes_nothing_in_the_dark():
    device, game, view, keeper = sit("pybadge")
    saved = []
    keeper.saves.save = lambda *args: saved.append(args) or True
    until(device, game, view, keeper, 11 * MINUTE)
    assert device.level == DARK and saved == []


IDLE_ON_MICROPYTHON = """
import gc
from game.game import Game
from game.keys import K_A
g = Game(seed=3)
g.step(K_A, 33)              # Play: the setup, where nothing moves by itself
for t in range(66, 3000, 33):
    g.step(0, t)


def frames(t):
    worst = 0
    for _ in range(61):
        gc.collect()
        gc.disable()
        before = gc.mem_alloc()
        g.step(0, t)
        used = gc.mem_alloc() - before
        gc.enable()
        worst = max(worst, used)
        t += 33
    print("lit", g.lit, "allocated", worst)


frames(119000)               # the frames either side of the dimming
frames(299000)               # and of the dark
"""


def test_the_idle_frames_allocate_nothing_on_micropython():
    require_vm()
    out = mpvm.run_code(IDLE_ON_MICROPYTHON, name="idle_check.py").split()
    assert out == ["lit", "1", "allocated", "0", "lit", "0", "allocated", "0"], out


# ---------------------------------------------------------------- the boards themselves


class Panel:
    """A display with brightness, and an OLED driver's sleep and wake if ``sleeps``."""

    def __init__(self, sleeps=True, refuses=False):
        self.said = []
        self.refuses = refuses
        if sleeps:
            self.sleep = lambda: self.said.append("sleep")
            self.wake = lambda: self.said.append("wake")

    @property
    def brightness(self):
        return self.said[-1] if self.said else 1.0

    @brightness.setter
    def brightness(self, level):
        if self.refuses:
            raise RuntimeError("Brightness not adjustable")
        self.said.append(level)


@pytest.fixture
def pybadge(board):  # noqa: F811
    from hardware.pybadge import Device

    return Device()


def test_pybadge_backlight_follows_the_level_and_a_fixed_one_is_let_be(pybadge):
    pybadge.display = Panel(sleeps=False)
    for level in (DIM, DARK, FULL):
        pybadge.brightness(level)
    assert pybadge.display.said == [DIM, DARK, FULL]
    pybadge.display = Panel(sleeps=False, refuses=True)
    pybadge.brightness(DIM)                   # no backlight to set: no crash
    assert pybadge.display.said == []


def test_oled_contrast_dims_and_the_dark_puts_the_panel_to_sleep(oled):  # noqa: F811
    device = oled.Device({}.get)
    device.display = Panel()
    for level in (DIM, DARK, FULL):
        device.brightness(level)
    assert device.display.said == ["wake", DIM, "sleep", "wake", FULL]
    device.display = Panel(sleeps=False)      # a driver without sleep: contrast 0
    device.brightness(DARK)
    assert device.display.said == [DARK]
    device.display = Panel(refuses=True)      # a busy bus: as it was, no crash
    device.brightness(DIM)
    assert device.display.said == ["wake"]


def test_the_simulator_dims_its_window_and_not_its_screenshots():
    import displayio

    from hardware.desktop import Device

    device = Device(headless=True, scale=2)
    try:
        group = displayio.Group()
        palette = displayio.Palette(1)
        palette[0] = 0xFFFFFF
        group.append(displayio.TileGrid(displayio.Bitmap(160, 128, 1), pixel_shader=palette))
        device.display.root_group = group
        device.display.refresh()
        window = device.display._window
        seen = []
        for level in (DIM, DARK, FULL):
            device.brightness(level)
            seen.append(window.get_at((20, 20))[0])
        assert seen == [127, 0, 255]
        device.brightness(DIM)
        assert device.display.screen.get_at((10, 10))[:3] == (255, 255, 255)  # the shots' image
    finally:
        device.close()
