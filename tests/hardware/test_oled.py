"""The OLED board (hardware/oled.py): settings.toml read and checked, the display, the buttons.

The board module runs against fakes of CircuitPython's modules, put in
``sys.modules`` before it is imported afresh.  settings.toml is a dict whose
``get`` stands in for ``os.getenv``.
"""

import os
import sys
import types

import pytest
from conftest import ROOT, require_vm
from mpy.fakes import keypad
from mpy.oled_fakes import adafruit_displayio_ssd1306 as drivers

from hardware import pins
from hardware.keys import K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_SELECT, K_START, K_UP
from hardware.nvm import NvmStorage
from tools.measure import mpvm

FEATHER = ("SDA", "SCL", "D5", "D6", "D9", "D10", "D11", "D12", "D13", "A0", "A1")
PICO = tuple("GP%d" % i for i in range(29))


class FakeI2C:
    made = []
    answering = (0x3C,)   # addresses that answer a scan

    def __init__(self, scl, sda, frequency=100000):
        if scl == sda:
            raise ValueError("%s in use" % scl)
        if "NOPULL" in (scl, sda):
            raise RuntimeError("No pull up found on SDA or SCL; check your wiring")
        self.pins = (sda, scl)
        self.frequency = frequency
        self.locked = False
        self.deinited = False
        FakeI2C.made.append(self)

    def try_lock(self):
        self.locked = True
        return True

    def unlock(self):
        self.locked = False

    def scan(self):
        assert self.locked
        return list(FakeI2C.answering) + [0x50]

    def deinit(self):
        self.deinited = True


class FakeBus:
    def __init__(self, i2c, device_address):
        if device_address not in FakeI2C.answering:
            raise ValueError("Unable to find I2C Display at %x" % device_address)
        self.i2c = i2c
        self.address = device_address


class FakePWM:
    def __init__(self, pin, frequency=500, duty_cycle=0, variable_frequency=False):
        if pin == "A1":
            raise ValueError("A1 has no PWM")
        self.pin = pin
        self.frequency = frequency
        self.duty_cycle = duty_cycle


def make_board(names):
    return types.SimpleNamespace(**{name: name for name in names})


@pytest.fixture
def oled(monkeypatch):
    """Fake CircuitPython's modules; yield (hardware.oled imported afresh, clock, board)."""
    import displayio

    clock = types.SimpleNamespace(ms=(1 << 29) - 100)  # 100 ms before ticks_ms() wraps
    board = make_board(FEATHER)
    released = []
    fakes = {
        "board": board,
        "busio": types.SimpleNamespace(I2C=FakeI2C),
        "keypad": keypad,
        "supervisor": types.SimpleNamespace(ticks_ms=lambda: clock.ms),
        "microcontroller": types.SimpleNamespace(nvm=bytearray(4096)),
        "i2cdisplaybus": types.SimpleNamespace(I2CDisplayBus=FakeBus),
        "adafruit_displayio_ssd1306": drivers,
        "adafruit_displayio_sh1107": drivers,
        "pwmio": types.SimpleNamespace(PWMOut=FakePWM),
    }
    for name, module in fakes.items():
        monkeypatch.setitem(sys.modules, name, module)
    monkeypatch.setattr(displayio, "release_displays", lambda: released.append(1))
    for name in ("hardware.oled", "hardware.frames"):   # both hold the fakes
        monkeypatch.delitem(sys.modules, name, raising=False)
    FakeI2C.made.clear()
    FakeI2C.answering = (0x3C,)
    keypad.made.clear()
    monkeypatch.setattr(keypad, "refuse", ())
    import hardware.oled as module

    module.clock = clock
    module.released = released
    yield module
    for name in ("hardware.oled", "hardware.frames"):  # it holds the fakes: never reuse it
        sys.modules.pop(name, None)


def advance(oled, ms):
    oled.clock.ms = (oled.clock.ms + ms) & ((1 << 29) - 1)


# ---------------------------------------------------------------- settings.toml


def test_no_settings_means_the_defaults(oled):
    s = pins.read_settings({}.get, make_board(FEATHER))
    assert (s.display, s.address, s.rotation, s.i2c, s.buttons) == ("ssd1306", 0x3C, 0, None, None)
    assert (s.pressed_low, s.long_ms, s.buzzer, s.problems) == (True, 600, None, [])
    assert pins.default_pins(pins.DEFAULT_I2C, make_board(FEATHER)) == ("SDA", "SCL")
    assert pins.default_pins(pins.DEFAULT_I2C, make_board(PICO)) == ("GP0", "GP1")
    assert pins.default_pins(pins.DEFAULT_BUTTONS, make_board(FEATHER)) == ("D9", "D6", "D5")
    assert pins.default_pins(pins.DEFAULT_BUTTONS, make_board(PICO)) == ("GP2", "GP3", "GP4")
    assert pins.default_pins(pins.DEFAULT_BUTTONS, make_board(("A0",))) is None


def test_good_settings_are_taken_as_given(oled):
    toml = {
        "OLDMAID_DISPLAY": "SH1107",
        "OLDMAID_I2C_ADDR": "0x3d",
        "OLDMAID_ROTATION": 180,           # CircuitPython 9 gives settings.toml's ints as ints
        "OLDMAID_I2C_SDA": "board.GP4",
        "OLDMAID_I2C_SCL": " gp5 ",
        "OLDMAID_BUTTONS": "GP10, GP11,GP12,GP13,GP14",
        "OLDMAID_BUTTONS_PRESSED": "High",
        "OLDMAID_LONG_MS": "450",
        "OLDMAID_BUZZER": "GP15",
    }
    s = pins.read_settings(toml.get, make_board(PICO))
    assert s.problems == []
    assert (s.display, s.address, s.rotation) == ("sh1107", 0x3D, 180)
    assert s.i2c == ("GP4", "GP5")
    assert s.buttons == ("GP10", "GP11", "GP12", "GP13", "GP14")
    assert (s.pressed_low, s.long_ms, s.buzzer) == (False, 450, "GP15")
    assert pins.read_settings({"OLDMAID_I2C_ADDR": 61}.get, make_board(PICO)).address == 0x3D


@pytest.mark.parametrize("bus", ["I2C", "SPI", "UART", "STEMMA_I2C"])
@pytest.mark.parametrize("name", ["OLDMAID_I2C_SDA", "OLDMAID_BUTTONS", "OLDMAID_BUZZER"])
def test_a_bus_named_as_a_pin_is_reported_not_a_traceback(oled, name, bus):
    """board.I2C and its kind are functions that make a bus: named as a pin, a problem line."""
    board = make_board(PICO)
    setattr(board, bus, lambda: None)          # as on a real board: board.I2C() is a bus
    toml = {name: {"OLDMAID_BUTTONS": "GP2,%s,GP4" % bus}.get(name, bus)}
    if name == "OLDMAID_I2C_SDA":
        toml["OLDMAID_I2C_SCL"] = "GP1"          # SDA and SCL come as a pair
    s = pins.read_settings(toml.get, board)
    assert len(s.problems) == 1 and "no pin %s on this board" % bus in s.problems[0]
    assert (s.i2c, s.buttons, s.buzzer) == (None, None, None)   # the defaults


@pytest.mark.parametrize("name, value, said", [
    ("OLDMAID_DISPLAY", "ssd1309", "ssd1309 is not ssd1306 or sh1107"),
    ("OLDMAID_I2C_ADDR", "3C", "3C is no I2C address"),
    ("OLDMAID_I2C_ADDR", "0x99", "0x99 is no I2C address"),
    ("OLDMAID_I2C_ADDR", "banana", "banana is no I2C address"),
    ("OLDMAID_ROTATION", "90", "90 is not 0 or 180"),
    ("OLDMAID_BUTTONS", "GP2,GP3", "2 pins, not 3 to 5"),
    ("OLDMAID_BUTTONS", "GP1,GP2,GP3,GP4,GP5,GP6", "6 pins, not 3 to 5"),
    ("OLDMAID_BUTTONS", "GP2,GP99,GP4", "no pin GP99 on this board"),
    ("OLDMAID_BUTTONS", "GP2,,GP4", 'no pin "" on this board'),
    ("OLDMAID_BUTTONS", "GP2,GP3,gp2", "GP2 named twice"),
    ("OLDMAID_BUTTONS_PRESSED", "sideways", "sideways is not low or high"),
    ("OLDMAID_LONG_MS", "50", "50 is not 200 to 2000"),
    ("OLDMAID_LONG_MS", "slow", "slow is not 200 to 2000"),
    ("OLDMAID_BUZZER", "GP2,GP3", "2 pins, not 1"),
    ("OLDMAID_BUZZER", "SPEAKER", "no pin SPEAKER on this board"),
])
def test_a_bad_value_is_reported_and_the_default_kept(oled, name, value, said):
    s = pins.read_settings({name: value}.get, make_board(PICO))
    assert len(s.problems) == 1
    assert s.problems[0].startswith(name + ": ") and said in s.problems[0]
    default = pins.read_settings({}.get, make_board(PICO))
    for attr in ("display", "address", "rotation", "i2c", "buttons", "pressed_low",
                 "long_ms", "buzzer"):
        assert getattr(s, attr) == getattr(default, attr), attr


def test_half_an_i2c_pair_garbled_lines_and_stray_quotes(oled):
    s = pins.read_settings({"OLDMAID_I2C_SDA": "GP4"}.get, make_board(PICO))
    assert s.i2c is None and s.problems == ["OLDMAID_I2C_SDA and _SCL: give both or neither"]

    def broken(name):
        if name == "OLDMAID_BUTTONS":
            raise ValueError("invalid syntax in settings.toml")
        return {"OLDMAID_DISPLAY": '"sh1107"', "OLDMAID_LONG_MS": " "}.get(name)

    s = pins.read_settings(broken, make_board(PICO))
    assert s.display == "sh1107" and s.long_ms == 600
    assert s.problems == ["OLDMAID_BUTTONS: unreadable (invalid syntax in settings.toml)"]


# ---------------------------------------------------------------- the display


def test_the_default_display_and_buttons_on_a_feather(oled, capsys):
    device = oled.Device({}.get)
    i2c = FakeI2C.made[-1]
    assert i2c.pins == ("SDA", "SCL") and i2c.frequency == 400000
    assert oled.released == [1]  # a display left from before is let go first
    d = device.display
    assert d.kind == "SSD1306" and d.bus.address == 0x3C
    assert (d.width, d.height, d.rotation, d.auto_refresh) == (128, 64, 0, False)
    assert (device.width, device.height) == (128, 64)
    keys = keypad.made[-1]
    assert keys.pins == ("D9", "D6", "D5")
    assert keys.value_when_pressed is False and keys.pull is True
    assert device.problems == [] and capsys.readouterr().out == ""


def test_an_sh1107_upside_down_on_a_pico(oled, monkeypatch):
    monkeypatch.setitem(sys.modules, "board", make_board(PICO))
    monkeypatch.delitem(sys.modules, "hardware.oled")
    import hardware.oled as fresh

    device = fresh.Device({"OLDMAID_DISPLAY": "sh1107", "OLDMAID_ROTATION": "180"}.get)
    assert device.display.kind == "SH1107" and device.display.rotation == 180
    assert FakeI2C.made[-1].pins == ("GP0", "GP1")
    assert keypad.made[-1].pins == ("GP2", "GP3", "GP4")


def test_a_display_at_another_address_is_found_and_reported(oled, capsys):
    FakeI2C.answering = (0x3D,)
    device = oled.Device({}.get)
    assert device.display.bus.address == 0x3D
    assert device.problems == ["OLDMAID_I2C_ADDR: nothing at 0x3C, a display at 0x3D"]
    assert "settings.toml: OLDMAID_I2C_ADDR: nothing at 0x3C" in capsys.readouterr().out


def test_no_display_stops_with_what_was_tried(oled, capsys):
    FakeI2C.answering = ()
    with pytest.raises(oled.SetupError, match=r"no display answers at 0x3C on SDA=SDA SCL=SCL"):
        oled.Device({"OLDMAID_BUTTONS": "D1,D2,D3"}.get)
    assert FakeI2C.made[-1].deinited
    # The settings' own problems reach the console even so.
    assert "settings.toml: OLDMAID_BUTTONS: no pin D1" in capsys.readouterr().out


def test_wiring_faults_and_a_missing_library_say_what_to_do(oled, monkeypatch):
    monkeypatch.setattr(sys.modules["board"], "NOPULL", "NOPULL", raising=False)
    with pytest.raises(oled.SetupError, match=r"I2C on SDA=D5 SCL=NOPULL: No pull up"):
        oled.Device({"OLDMAID_I2C_SDA": "D5", "OLDMAID_I2C_SCL": "NOPULL"}.get)
    monkeypatch.setitem(sys.modules, "adafruit_displayio_sh1107", None)  # not in lib/
    with pytest.raises(oled.SetupError, match=r"lib/ has no adafruit_displayio_sh1107"):
        oled.Device({"OLDMAID_DISPLAY": "sh1107"}.get)


def test_buttons_in_use_fall_back_to_the_default_ones(oled):
    keypad.refuse = ("D10",)
    device = oled.Device({"OLDMAID_BUTTONS": "D10,D11,D12"}.get)
    assert keypad.made[-1].pins == ("D9", "D6", "D5")
    assert device.problems == ["OLDMAID_BUTTONS D10,D11,D12: D10 in use"]
    keypad.refuse = ("D10", "D9")
    with pytest.raises(oled.SetupError, match="no buttons to play with"):
        oled.Device({"OLDMAID_BUTTONS": "D10,D11,D12"}.get)


# ---------------------------------------------------------------- buttons, clock, buzzer


def test_buttons_become_keys_with_their_press_times(oled):
    device = oled.Device({}.get)
    events = keypad.made[-1].events
    event_object = device._event
    t0 = oled.clock.ms

    def at(ms):
        """The ticks_ms() value ``ms`` after the start, with the clock moved there."""
        oled.clock.ms = (t0 + ms) & ((1 << 29) - 1)
        return oled.clock.ms

    events.queue += [(1, True, at(0)), (1, False, at(90))]          # select, short
    assert device.keys() == K_A
    events.queue += [(0, True, at(200)), (0, False, at(260)),       # left, right: short
                     (2, True, at(300)), (2, False, at(350))]
    assert device.keys() == K_LEFT | K_RIGHT
    events.queue += [(1, True, at(400))]                            # select, held...
    assert device.keys() == 0 and device.held() == K_A
    at(1000)                                                        # ... long: B, while held
    assert device.keys() == K_B
    events.queue += [(1, False, at(1200))]
    assert device.keys() == 0
    events.queue += [(0, True, at(1300)), (2, True, at(1320))]      # left + right
    assert device.keys() == K_START
    assert device._event is event_object  # one Event, reused


def test_a_long_press_counts_from_the_event_not_the_poll(oled):
    device = oled.Device({}.get)
    events = keypad.made[-1].events
    t0 = oled.clock.ms
    advance(oled, 900)   # a slow frame: both events wait in the queue
    events.queue += [(0, True, t0), (0, False, t0 + 700)]
    assert device.keys() == K_UP


def test_four_and_five_buttons_and_pressed_high(oled):
    oled.Device({"OLDMAID_BUTTONS": "D5,D6,D9,D10,D11",
                 "OLDMAID_BUTTONS_PRESSED": "high"}.get)
    keys = keypad.made[-1]
    assert keys.pins == ("D5", "D6", "D9", "D10", "D11") and keys.value_when_pressed is True
    device = oled.Device({"OLDMAID_BUTTONS": "D5,D6,D9,D10"}.get)
    events = keypad.made[-1].events
    t0 = oled.clock.ms
    events.queue += [(3, True, t0)]
    assert device.keys() == K_UP
    events.queue += [(3, False, t0 + 50), (1, True, t0 + 60), (0, True, t0 + 70)]
    assert device.keys() == K_SELECT


def test_overflow_resets_the_buttons(oled):
    device = oled.Device({}.get)
    scanner = keypad.made[-1]
    t0 = oled.clock.ms
    scanner.events.queue += [(1, True, t0)]
    assert device.held() == K_A
    scanner.events.queue += [(1, False, t0 + 10), (0, True, t0 + 20)]
    scanner.events.overflowed = True
    assert device.keys() == 0 and device.held() == 0
    assert scanner.resets == 1 and scanner.events.pending() == []
    scanner.events.queue.append((0, True, t0 + 30))  # re-reported, still down
    scanner.events.queue.append((0, False, t0 + 60))
    assert device.keys() == K_LEFT


def test_the_clock_wraps_and_frames_pace(oled):
    device = oled.Device({}.get)
    assert device.now_ms() == 0
    advance(oled, 250)   # across the wrap of ticks_ms()
    assert device.now_ms() == 250 and device.elapsed(50) == 200
    device.wait_frame()  # late: returns at once


def test_the_buzzer_beeps_and_stops(oled):
    device = oled.Device({"OLDMAID_BUZZER": "A0"}.get)
    buzzer = device._buzzer
    device.tone(880, 100)
    assert (buzzer.frequency, buzzer.duty_cycle) == (880, 0x8000)
    advance(oled, 60)
    device.wait_frame()
    assert buzzer.duty_cycle == 0x8000
    advance(oled, 60)
    device.wait_frame()
    assert buzzer.duty_cycle == 0
    device.tone(0, 100)               # no frequency: silence
    assert buzzer.duty_cycle == 0
    device.close()
    assert not device.running
    quiet = oled.Device({"OLDMAID_BUZZER": "A1"}.get)  # no PWM on that pin: no beeps, said so
    assert quiet._buzzer is None and quiet.problems == ["OLDMAID_BUZZER A1: A1 has no PWM"]
    quiet.tone(440, 100)
    quiet.light(0xFF0000)


def test_problems_are_shown_on_screen_until_a_button(oled):
    from game.screens import ERROR
    from hardware import stub
    from hardware.monoview import View

    device = stub.Device(keys_script=[0] * 3 + [K_A], width=128, height=64)
    device.problems = ["OLDMAID_BUTTONS: no pin GP99 on this board", "OLDMAID_ROTATION: 90 "
                       "is not 0 or 180"]
    view = View(device.display)
    oled.show_problems(device, view)
    shown = device.display.screens[0]
    assert shown[0] == "settings.toml" and shown[-1] == "any button: play"
    assert shown[1:4] == ["OLDMAID_BUTTONS: no", "pin GP99 on this", "board"]
    assert view._screen.kind == ERROR
    assert device.frames == 6  # the script's A came on the 7th frame
    idle = stub.Device(width=128, height=64)
    idle.problems = ["x"]
    oled.show_problems(idle, view, wait_ms=1000)
    assert 1000 <= idle.now_ms() < 1040
    calm = stub.Device(width=128, height=64)
    calm.problems = []
    oled.show_problems(calm, view)
    assert calm.frames == 0 and calm.display.refreshes == 0


def test_storage_is_offered_as_on_the_pybadge(oled, tmp_path, monkeypatch):
    from hardware import reading, storage

    monkeypatch.setattr(storage, "SAVE_FOLDER", str(tmp_path / "oldmaid"))
    monkeypatch.setattr(reading, "writable", lambda: True)    # boot.py gave the game the drive
    device = oled.Device({}.get)
    backend, message = device.open_storage()
    assert isinstance(backend, storage.FileStorage) and message == ""
    monkeypatch.setattr(reading, "writable", lambda: False)
    backend, message = device.open_storage()   # a read-only drive: the chip's nvm
    assert isinstance(backend, NvmStorage) and message == ""


# ---------------------------------------------------------------- code.py picks the board


def run_code_py(monkeypatch):
    """Run code.py as a board does: its Python says it is CircuitPython."""
    implementation = types.SimpleNamespace(**vars(sys.implementation))
    implementation.name = "circuitpython"
    monkeypatch.setattr(sys, "implementation", implementation)
    with open(os.path.join(ROOT, "code.py"), encoding="utf-8") as f:
        exec(compile(f.read(), "code.py", "exec"), {"__name__": "__main__"})


def test_code_py_holds_no_function_of_its_own():
    """A board compiles code.py and keeps its code all evening: the start-up is a module's.

    hardware/start.py's, let go before the game plays (measured in the
    CircuitPython unix port: code.py held 1,440 bytes of code with it).
    """
    import ast

    with open(os.path.join(ROOT, "code.py"), encoding="utf-8") as f:
        tree = ast.parse(f.read())
    assert not [node.name for node in ast.walk(tree)
                if isinstance(node, (ast.FunctionDef, ast.ClassDef, ast.Lambda))]


def test_code_py_plays_with_the_start_up_let_go(oled, monkeypatch):
    from game.game import Game
    from hardware import loop, reading

    monkeypatch.setattr(reading, "writable", lambda: False)    # the chip's nvm: no files
    monkeypatch.setenv("OLDMAID_SEED", "7")
    played = []

    def play(device, game, view, keeper=None, figures=None):
        played.append((device, game, view, keeper, figures, "hardware.start" in sys.modules))

    monkeypatch.setattr(loop, "play", play)
    monkeypatch.delitem(sys.modules, "hardware.start", raising=False)   # loaded afresh
    run_code_py(monkeypatch)
    (device, game, view, keeper, figures, start_held), = played
    assert isinstance(device, oled.Device) and device.display.root_group is view.root
    assert isinstance(game, Game) and game.seed == 7 and keeper is not None
    assert figures is None and not start_held


def test_code_py_picks_the_oled_without_a_built_in_screen(oled, monkeypatch):
    from hardware.choose import oled as picked  # code.py's choice, and boot.py's

    board = sys.modules["board"]
    monkeypatch.delenv("OLDMAID_DISPLAY", raising=False)
    assert picked(board, os.getenv)  # the fake Feather has no DISPLAY
    monkeypatch.setattr(board, "DISPLAY", object(), raising=False)
    assert not picked(board, os.getenv)  # a PyBadge
    monkeypatch.setenv("OLDMAID_DISPLAY", "sh1107")
    assert picked(board, os.getenv)  # an OLED named in settings.toml wins
    monkeypatch.setenv("OLDMAID_DISPLAY", " '' ")
    assert not picked(board, os.getenv)  # named as nothing


def test_a_garbled_settings_toml_leaves_a_pybadge_on_its_own_screen(oled, monkeypatch):
    from hardware.choose import oled as picked

    def garbled(name, default=None):
        raise ValueError("settings.toml: invalid syntax on line 3")

    board = sys.modules["board"]
    monkeypatch.setattr(board, "DISPLAY", object(), raising=False)
    assert not picked(board, garbled)        # a PyBadge: its own screen
    monkeypatch.delattr(board, "DISPLAY")
    assert picked(board, garbled)            # a Feather: the OLED, which says what is wrong


# ---------------------------------------------------------------- on MicroPython

OLED_ON_MICROPYTHON = """
import gc
import sys

sys.path.append(sys.argv[1])   # the fake displayio
sys.path.append(sys.argv[2])   # the fake board modules
import keypad
import supervisor

from hardware import oled

toml = {"OLDMAID_DISPLAY": "sh1107", "OLDMAID_I2C_ADDR": 61, "OLDMAID_LONG_MS": "oops",
        "OLDMAID_BUTTONS": "GP2,GP3,GP4,GP5"}
device = oled.Device(toml.get)
print("display", device.display.kind, device.display.address, device.width, device.height)
for problem in device.problems:
    print("problem", problem)
events = keypad.made[-1].events
script = []
for i in range(100):
    at = 1000 + i * 1000
    script.append((i % 4, 1, at))
    script.append((i % 4, 0, at + (90 if i % 3 else 800)))
events.load(script)
seen = 0
device.keys()
gc.collect()
gc.disable()
before = gc.mem_alloc()
for i in range(220):
    supervisor.now[0] = 1000 + i * 500
    seen |= device.keys()
    seen |= device.held()
after = gc.mem_alloc()
gc.enable()
print("allocated", after - before, "seen", seen)
print("found", oled.Device({"OLDMAID_I2C_ADDR": "0x50"}.get).problems[0])
"""


def test_the_board_module_runs_on_micropython_and_polls_without_allocating(tmp_path):
    require_vm()
    script = tmp_path / "oled_check.py"
    script.write_text(OLED_ON_MICROPYTHON, encoding="utf-8")
    fakes = os.path.join(ROOT, "tests", "mpy", "fakes")
    board_fakes = os.path.join(ROOT, "tests", "mpy", "oled_fakes")
    out = mpvm.run(str(script), "/repo/tests/mpy/fakes", "/repo/tests/mpy/oled_fakes",
                   paths=(fakes, board_fakes))
    lines = [line for line in out.splitlines() if not line.startswith("settings.toml: ")]
    assert lines[0] == "display SH1107 61 128 64"
    assert lines[1] == "problem OLDMAID_LONG_MS: oops is not 200 to 2000"
    allocated, seen = lines[2].split()[1::2]
    assert int(allocated) == 0, "polling the buttons allocated %s bytes" % allocated
    assert int(seen) == K_LEFT | K_RIGHT | K_UP | K_A | K_B | K_DOWN
    assert lines[3] == "found OLDMAID_I2C_ADDR: nothing at 0x50, a display at 0x3C"


def test_a_heap_too_small_at_power_on_is_said_with_its_figures(oled, monkeypatch, capsys):
    """A MemoryError while the game loads gives the figures and the console on screen."""
    fake_gc = types.SimpleNamespace(collect=lambda: None, mem_alloc=lambda: 61000,
                                    mem_free=lambda: 2100)
    monkeypatch.setitem(sys.modules, "gc", fake_gc)
    terminal = object()
    monkeypatch.setitem(sys.modules, "displayio",
                        types.SimpleNamespace(CIRCUITPYTHON_TERMINAL=terminal))
    screen = types.SimpleNamespace(root_group=None)
    monkeypatch.setattr(sys.modules["board"], "DISPLAY", screen, raising=False)

    from hardware import start

    def too_big():
        raise MemoryError("memory allocation failed, allocating 9216 bytes")

    monkeypatch.setattr(start, "play_on_board", too_big)
    monkeypatch.setitem(sys.modules, "hardware.start", start)
    run_code_py(monkeypatch)
    out = capsys.readouterr().out
    assert "out of memory" in out and "61000 bytes in use, 2100 free" in out
    assert screen.root_group is terminal
