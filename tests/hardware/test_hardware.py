"""Tests for the hardware contract: key logic, the stub, the desktop window, the board module.

The board module runs against fakes of CircuitPython's modules, put in
``sys.modules`` before it is imported.  The desktop runs headless.
"""

import os
import sys
import types

import pytest

# SDL reads these when pygame starts: no window, no sound card needed.
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
from conftest import ROOT
from mpy.fakes import keypad  # noqa: E402

from game.keys import KEY_NAMES, parse_keys  # noqa: E402
from hardware import keys as k  # noqa: E402
from hardware.keys import K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_SELECT, K_START, K_UP  # noqa: E402
from hardware.stub import KeyScript  # noqa: E402

# ---------------------------------------------------------------- keys


def test_key_bits_and_names():
    assert (K_LEFT, K_RIGHT, K_UP, K_DOWN, K_A, K_B, K_START, K_SELECT) == (
        1, 2, 4, 8, 16, 32, 64, 128,
    )
    for i, name in enumerate(KEY_NAMES):
        assert getattr(k, "K_" + name) == 1 << i


def test_parse_keys():
    assert parse_keys("RIGHT A A") == [K_RIGHT, K_A, K_A]
    assert parse_keys("  start\tselect\n down ") == [K_START, K_SELECT, K_DOWN]
    assert parse_keys("") == []


def test_parse_keys_rejects_unknown_names():
    with pytest.raises(ValueError, match=r"unknown key 'JUMP': use LEFT, RIGHT, UP, DOWN"):
        parse_keys("A JUMP")


def test_latch_reports_a_tap_between_takes_once():
    latch = k.Latch()
    latch.press(K_A)
    latch.release(K_A)
    assert latch.held == 0
    assert latch.take() == K_A
    assert latch.take() == 0


def test_latch_hold_does_not_repeat():
    latch = k.Latch()
    latch.press(K_LEFT)
    assert latch.take() == K_LEFT
    assert latch.take() == 0
    assert latch.held == K_LEFT
    latch.press(K_B)  # another key while LEFT is still held
    assert latch.take() == K_B
    assert latch.held == K_LEFT | K_B


def test_latch_polled_mask():
    latch = k.Latch()
    latch.press(K_A)  # from events; the poll below covers only the D-pad
    latch.update(K_UP, k.DPAD)
    assert latch.take() == K_A | K_UP
    latch.update(K_UP, k.DPAD)
    assert latch.take() == 0
    latch.update(0, k.DPAD)
    assert latch.held == K_A
    latch.update(K_UP | K_B, k.DPAD)  # bits outside the mask are ignored
    assert latch.take() == K_UP
    assert latch.held == K_A | K_UP


def test_latch_reset_after_overflow():
    latch = k.Latch()
    latch.press(K_A | K_B)
    latch.reset()
    assert latch.held == 0
    assert latch.take() == 0
    latch.press(K_A)  # the scanner re-reports a key still down
    assert latch.take() == K_A


def test_key_script_one_key_per_two_frames():
    latch = k.Latch()
    script = KeyScript([K_A, K_A, 0, K_B])
    seen = []
    for _ in range(10):
        script.step(latch)
        seen.append((latch.take(), latch.held))
    assert seen == [
        (K_A, K_A), (0, 0), (K_A, K_A), (0, 0), (0, 0), (0, 0), (K_B, K_B), (0, 0),
        (0, 0), (0, 0),
    ]
    assert script.exhausted


def test_no_module_a_board_gets_holds_the_key_scripts_player():
    """``KeyScript`` plays the simulator's and the tests' scripts: the stub's, not a board's.

    In hardware/keys.py, which every board imports, it took 784 bytes of a
    board's heap (CircuitPython's VM) for scripts no board plays.
    """
    import ast

    from tools.ship import devicefiles

    held = []
    for rel in devicefiles.device_files(ROOT):
        if rel.endswith(".py"):
            with open(os.path.join(ROOT, rel), encoding="utf-8") as f:
                tree = ast.parse(f.read())
            for node in ast.walk(tree):
                if isinstance(node, ast.ClassDef) and node.name == "KeyScript":
                    held.append(rel)
                elif isinstance(node, ast.ImportFrom) and node.module == "hardware.stub":
                    held.append(rel)
    assert held == []
    assert "hardware/keys.py" in devicefiles.device_files(ROOT)   # what the walk read


def test_a_key_script_waits_as_many_milliseconds_as_it_says():
    assert parse_keys("A wait:100 B WAIT:1") == [K_A, -100, K_B, -1]
    for bad in ("WAIT:", "WAIT:0", "WAIT:-5", "WAIT:2s", "WAIT:600001"):
        with pytest.raises(ValueError, match="WAIT"):
            parse_keys("A " + bad)
    latch = k.Latch()
    script = KeyScript(parse_keys("A WAIT:100 B WAIT:10"), frame_ms=33)
    seen = []
    while not script.exhausted:
        script.step(latch)
        seen.append(latch.take())
    # A down, up; 100 ms is 4 frames of 33 with nothing; B down, up; 10 ms is one frame.
    assert seen == [K_A, 0, 0, 0, 0, 0, K_B, 0, 0]


def test_a_scripted_wait_moves_the_virtual_clock_on():
    """WAIT:3000 on the setup screen: three seconds pass, nothing is pressed."""
    from hardware.stub import Device

    device = Device(keys_script=parse_keys("A WAIT:3000 B"), frame_ms=33)
    start = device.now_ms()
    frames = 0
    while not device.script_done:
        keys = device.keys()
        if keys == K_B:
            break
        device.wait_frame()
        frames += 1
    assert device.now_ms() - start >= 3000 and frames == 2 + 91


# ---------------------------------------------------------------- stub


def test_stub_script_and_virtual_clock():
    from hardware.stub import Device

    device = Device(keys_script=parse_keys("RIGHT A A"), frame_ms=33)
    got = []
    while not device.script_done:
        got.append(device.keys())
        device.wait_frame()
        assert device.frames < 20
    assert [bits for bits in got if bits] == [K_RIGHT, K_A, K_A]
    assert got == [K_RIGHT, 0, K_A, 0, K_A]
    assert device.frames == 5
    assert device.now_ms() == 5 * 33
    assert device.elapsed(33) == 4 * 33
    device.feed([K_START])
    assert not device.script_done
    device.wait_frame()  # the frame after A came up: START goes down
    assert device.held() == K_START
    assert device.keys() == K_START
    assert device.script_done


def test_stub_records_screens_tones_lights():
    import displayio
    import terminalio
    from adafruit_display_text import bitmap_label, label

    from hardware.stub import Device

    class Caption(displayio.Group):
        """Not a Label, but it has a text: that is enough."""

        text = "plain"

    device = Device()
    root = displayio.Group()
    title = label.Label(terminalio.FONT, text="Old Maid")
    hidden = displayio.Group()
    hidden.append(label.Label(terminalio.FONT, text="secret"))
    hidden.hidden = True
    inner = displayio.Group()
    inner.append(bitmap_label.Label(terminalio.FONT, text="Your turn"))
    inner.append(Caption())
    root.append(title)
    root.append(hidden)
    root.append(inner)
    device.display.root_group = root
    device.display.refresh()
    assert device.texts() == ["Old Maid", "Your turn", "plain"]
    title.text = "Round 2"
    device.display.refresh()
    device.display.refresh()
    assert device.display.roots == [root]
    assert device.display.refreshes == 3
    assert device.display.screens == [
        ["Old Maid", "Your turn", "plain"],
        ["Round 2", "Your turn", "plain"],
    ]
    device.tone(440, 100)
    assert device.tones is None and device.last_tone == (440, 100, 0, False)
    device.tone(660, 50, quiet=True)
    assert device.tone_count == 2 and device.last_tone == (660, 50, 0, True)
    kept = Device(keep_tones=True)
    kept.tone(440, 100)
    kept.tone(660, 50, quiet=True)
    assert kept.tones == [(440, 100, 0), (660, 50, 0)] and kept.soft == [False, True]
    device.light(0xFF0000)
    assert device.color == 0xFF0000
    device.close()
    assert not device.running


def test_stub_texts_without_displayio_groups():
    from hardware.stub import texts

    assert texts(types.SimpleNamespace(text="alone")) == ["alone"]
    assert texts(types.SimpleNamespace(text="", hidden=False)) == []
    assert texts(None) == []


# ---------------------------------------------------------------- desktop


def test_desktop_headless_screenshot(tmp_path):
    import displayio
    import pygame
    import terminalio
    from adafruit_display_text import label

    from hardware.desktop import Device

    device = Device(headless=True, keys_script=[K_A, K_SELECT], frame_ms=20)
    try:
        assert (device.width, device.height) == (160, 128)
        assert "Z=A" in pygame.display.get_caption()[0]
        root = displayio.Group()
        root.append(label.Label(terminalio.FONT, text="MMMM", color=0xFFFFFF, x=10, y=20))
        device.display.root_group = root
        device.display.refresh()
        path = tmp_path / "screen.png"
        device.screenshot(str(path))
        assert path.exists()
        image = pygame.image.load(str(path))
        assert image.get_size() == (320, 256)
        background = image.get_at((0, 0))
        text_area = [image.get_at((x, y)) for x in range(20, 60) for y in range(30, 50)]
        assert any(pixel != background for pixel in text_area)
        assert pygame.display.get_surface().get_size() == (640, 512)  # scale=4

        assert device.keys() == K_A
        assert device.now_ms() == 0
        device.wait_frame()
        assert device.now_ms() == 20
        assert device.keys() == 0
        device.wait_frame()
        assert device.held() == K_SELECT
        assert device.keys() == K_SELECT
        assert device.script_done
        device.tone(440, 50)  # headless: silent, and must not fail
        device.light(0x00FF00)
        assert device.running
    finally:
        device.close()
    assert not device.running


def test_desktop_keyboard_and_close_button():
    import pygame

    from hardware.desktop import Device

    device = Device(headless=True)
    try:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_z))
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT))
        assert device.keys() == K_A | K_LEFT
        assert device.held() == K_LEFT
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        device.wait_frame()
        assert not device.running
    finally:
        device.close()


# ---------------------------------------------------------------- the board, faked


class FakeAudio:
    def __init__(self, pin):
        self.playing = None

    def play(self, sample, loop=False):
        self.playing = (sample.sample_rate, loop)

    def stop(self):
        self.playing = None


class FakeSample:
    def __init__(self, buffer, sample_rate=8000):
        self.buffer = buffer
        self.sample_rate = sample_rate


class FakePin:
    def __init__(self, pin):
        self.value = False

    def switch_to_output(self, value=False):
        self.value = value


class FakeAnalog:
    readings = {}

    def __init__(self, pin):
        self.pin = pin

    @property
    def value(self):
        return FakeAnalog.readings[self.pin]


class FakePixels:
    """The firmware's neopixel_write: what each write sent, as bytes."""

    writes = []

    @staticmethod
    def neopixel_write(pin, buf):
        FakePixels.writes.append(bytes(buf))


@pytest.fixture
def board(monkeypatch):
    """Fake CircuitPython's modules; yield (board, clock) and import hardware.pybadge fresh."""
    clock = types.SimpleNamespace(ms=(1 << 29) - 10)  # 10 ms before ticks_ms() wraps
    fake_board = types.SimpleNamespace(
        DISPLAY=types.SimpleNamespace(width=160, height=128, auto_refresh=True, root_group=None),
        BUTTON_CLOCK="clock", BUTTON_OUT="out", BUTTON_LATCH="latch",
        SPEAKER="A0", SPEAKER_ENABLE="spk_en", NEOPIXEL="D8",
    )
    fakes = {
        "board": fake_board,
        "keypad": keypad,
        "supervisor": types.SimpleNamespace(ticks_ms=lambda: clock.ms),
        "digitalio": types.SimpleNamespace(DigitalInOut=FakePin),
        "analogio": types.SimpleNamespace(AnalogIn=FakeAnalog),
        "microcontroller": types.SimpleNamespace(),
        "audiocore": types.SimpleNamespace(RawSample=FakeSample),
        "audioio": types.SimpleNamespace(AudioOut=FakeAudio),
        "neopixel_write": types.SimpleNamespace(neopixel_write=FakePixels.neopixel_write),
    }
    for name, module in fakes.items():
        monkeypatch.setitem(sys.modules, name, module)
    for name in ("hardware.pybadge", "hardware.frames"):   # both hold the fakes
        monkeypatch.delitem(sys.modules, name, raising=False)
    keypad.made.clear()
    FakePixels.writes.clear()
    yield fake_board, clock
    for name in ("hardware.pybadge", "hardware.frames"):  # it holds the fakes: never reuse it
        sys.modules.pop(name, None)


def _advance(clock, ms):
    clock.ms = (clock.ms + ms) & ((1 << 29) - 1)


def test_pybadge_key_mapping(board):
    from hardware.pybadge import Device

    device = Device()
    scanner = keypad.made[-1]
    assert scanner.kwargs == {
        "clock": "clock", "data": "out", "latch": "latch", "key_count": 8,
        "value_when_pressed": True,
    }
    assert device.display.auto_refresh is False
    assert (device.width, device.height) == (160, 128)
    expected = (K_B, K_A, K_START, K_SELECT, K_RIGHT, K_DOWN, K_UP, K_LEFT)
    for number, bit in enumerate(expected):
        scanner.events.queue.append((number, True))
        assert device.keys() == bit
        assert device.held() == bit
        scanner.events.queue.append((number, False))
        assert device.keys() == 0
        assert device.held() == 0


def test_pybadge_tap_between_polls_and_hold(board):
    from hardware.pybadge import Device

    device = Device()
    events = keypad.made[-1].events
    event_object = device._event
    events.queue += [(1, True), (1, False), (4, True)]  # tap A, then hold RIGHT
    assert device.keys() == K_A | K_RIGHT
    assert device.held() == K_RIGHT
    assert device.keys() == 0  # still held: not pressed again
    assert device._event is event_object  # one Event, reused


def test_pybadge_overflow_resets(board):
    from hardware.pybadge import Device

    device = Device()
    scanner = keypad.made[-1]
    scanner.events.queue.append((0, True))
    assert device.held() == K_B
    scanner.events.queue += [(1, True), (2, True)]
    scanner.events.overflowed = True
    assert device.keys() == 0  # what came before the overflow is not trusted
    assert device.held() == 0
    assert scanner.resets == 1
    assert not scanner.events.overflowed
    assert scanner.events.pending() == []
    scanner.events.queue.append((0, True))  # the reset scanner re-reports B, still down
    assert device.keys() == K_B


def test_pygamer_joystick(board):
    fake_board, _clock = board
    fake_board.JOYSTICK_X = "jx"
    fake_board.JOYSTICK_Y = "jy"
    FakeAnalog.readings = {"jx": 32768, "jy": 32768}
    from hardware.pybadge import Device

    device = Device()
    scanner = keypad.made[-1]
    assert scanner.kwargs["key_count"] == 4  # only B, A, START, SELECT are wired
    assert device.keys() == 0
    FakeAnalog.readings["jx"] = 65535
    assert device.keys() == K_RIGHT
    assert device.keys() == 0  # held over: no repeat
    FakeAnalog.readings["jx"] = 32768 + 12000  # back a little, still past the release line
    assert device.held() == K_RIGHT
    FakeAnalog.readings["jx"] = 32768 + 4000
    assert device.held() == 0
    FakeAnalog.readings["jx"] = 32768 + 12000  # not far enough for a new press
    assert device.keys() == 0
    FakeAnalog.readings.update(jx=0, jy=65535)
    scanner.events.queue.append((1, True))
    assert device.keys() == K_LEFT | K_DOWN | K_A
    assert device.held() == K_LEFT | K_DOWN | K_A
    FakeAnalog.readings.update(jx=32768, jy=0)
    assert device.keys() == K_UP
    assert device.held() == K_UP | K_A


def test_pybadge_clock_wraps_and_frames(board):
    _board, clock = board
    from hardware.pybadge import Device

    device = Device()  # built 10 ms before ticks_ms() wraps
    assert device.now_ms() == 0
    _advance(clock, 25)
    assert device.now_ms() == 25
    since = device.now_ms()
    _advance(clock, 100)
    assert device.elapsed(since) == 100
    device.wait_frame()  # late by more than a frame: returns at once


def test_pybadge_tone_and_lights(board):
    _board, clock = board
    from hardware.pybadge import Device

    device = Device()
    device.tone(440, 100)
    assert device._audio.playing == (440 * 16, True)
    assert device._speaker_on.value is True
    _advance(clock, 50)
    device.wait_frame()
    assert device._audio.playing is not None  # still within its 100 ms
    _advance(clock, 60)
    device.wait_frame()
    assert device._audio.playing is None
    assert device._speaker_on.value is False
    device.tone(0, 100)             # no frequency: silence
    assert device._audio.playing is None
    assert FakePixels.writes == [bytes(15)]      # off at the start
    device.light(0xFF8040)
    # Green, red, blue for each of the five, at a tenth of full: no library, no allocation.
    assert FakePixels.writes[-1] == bytes((128 * 26 >> 8, 255 * 26 >> 8, 64 * 26 >> 8)) * 5
    device.light(0xFF8040)  # unchanged: no write to the pixels
    assert len(FakePixels.writes) == 2
    device.close()
    assert FakePixels.writes[-1] == bytes(15)
    assert device.display.auto_refresh is True
    assert not device.running


def test_pybadge_without_neopixel_write_or_audio(board, monkeypatch):
    monkeypatch.setitem(sys.modules, "neopixel_write", None)  # import raises ImportError
    monkeypatch.setitem(sys.modules, "audiocore", None)
    from hardware.pybadge import Device

    device = Device()
    assert device._audio is None and device._pixels is None
    device.tone(440, 100)            # no speaker: silence, no error
    device.light(0xFFFFFF)           # no lights: nothing, no error
    device.close()
    assert not device.running


def test_desktop_refreshes_areas_of_odd_size():
    """A changed area of 155 x 1 pixels (odd) must draw, not crash the simulator."""
    import displayio

    from hardware.desktop import Device

    device = Device(headless=True)
    try:
        group = displayio.Group()
        palette = displayio.Palette(2)
        palette[0] = 0x000000
        palette[1] = 0xFFFFFF
        bitmap = displayio.Bitmap(155, 1, 2)
        grid = displayio.TileGrid(bitmap, pixel_shader=palette, x=3, y=7)
        group.append(grid)
        device.display.root_group = group
        device.display.refresh()
        bitmap.fill(1)
        device.display.refresh()
        assert device.display.screen.get_at((10, 7))[:3] == (255, 255, 255)
    finally:
        device.close()


def test_every_device_has_the_whole_contract():
    """hardware/device.py lists what the loop needs; the four devices each have all of it."""
    import ast

    from hardware.device import CONTRACT

    for name in ("pybadge", "oled", "desktop", "stub"):
        with open(os.path.join(ROOT,
                               "hardware", name + ".py"), encoding="utf-8") as f:
            tree = ast.parse(f.read())
        device = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Device")
        members = {n.name for n in device.body if isinstance(n, ast.FunctionDef)}
        for node in ast.walk(device):
            if (isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store)
                    and isinstance(node.value, ast.Name) and node.value.id == "self"):
                members.add(node.attr)
        if any(isinstance(b, ast.Name) and b.id == "Frames" for b in device.bases):
            members |= {"now_ms", "elapsed", "wait_frame"}      # hardware/frames.py's
        missing = [m for m in CONTRACT if m not in members]
        assert not missing, (name, missing)
