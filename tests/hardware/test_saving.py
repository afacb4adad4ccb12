"""Where each device keeps its saves, and boot.py deciding who may write the drive.

The board module and boot.py run against fakes of CircuitPython's modules
put in ``sys.modules``; boot.py's fake shift register behaves as the
PyBadge's 74HC165 does (latch low: it takes the buttons in; latch high: it
holds them and each clock edge shifts out the next).
"""

import importlib
import os
import runpy
import sys
import types

import pytest
from conftest import ROOT
from mpy.powercut import PowerCutStorage

from hardware import reading, records
from hardware import storage as st
from hardware.nvm import NvmStorage
from hardware.storage import FileStorage, Saves

BOOT = os.path.join(ROOT, "boot.py")
RING = ["ring"]                                   # the ring of saves: one file


# -- choosing a backend ----------------------------------------------------------------------

class Mount:
    """CircuitPython's ``storage`` module: the drive's mount, read-only or not."""

    def __init__(self, readonly):
        self.mount = types.SimpleNamespace(readonly=readonly)
        self.asked = []

    def getmount(self, path):
        self.asked.append(path)
        return self.mount


def test_writability_is_read_from_the_mount_never_by_writing(tmp_path, monkeypatch):
    assert not reading.writable()                    # no CircuitPython mount: not a board's drive
    for readonly in (True, False):
        mount = Mount(readonly)
        monkeypatch.setitem(sys.modules, "storage", mount)
        assert reading.writable() is not readonly and mount.asked == ["/"]
    assert os.listdir(tmp_path) == []           # nothing made, nothing probed


def test_pick_prefers_files_then_nvm_then_nothing(tmp_path, monkeypatch):
    folder = str(tmp_path / "saves")
    files = FileStorage(folder)                   # the device module's, given to pick
    monkeypatch.setitem(sys.modules, "storage", Mount(readonly=False))
    backend, message = reading.pick(files, bytearray(8192))
    assert isinstance(backend, FileStorage) and message == ""
    assert os.listdir(folder) == RING             # made at power-on, whole
    assert os.path.getsize(os.path.join(folder, "ring")) == records.RING_BYTES
    monkeypatch.setitem(sys.modules, "storage", Mount(readonly=True))
    for size in (8192, 4096):
        nvm = bytearray(size)
        backend, message = reading.pick(files, nvm)
        assert isinstance(backend, NvmStorage) and message == ""
        assert Saves(backend).save("settings", records.KIND_SETTINGS, 1, b"x")
        assert nvm[0] == 0x40 and nvm[12:15] == b"\x00OM"    # the log's index, the record
    assert not reading.pick(files, bytearray(4096))[0].rewrite   # an RP2040 erases seldom
    monkeypatch.setattr(sys, "platform", "MicroChip SAMD51")
    assert reading.pick(files, bytearray(8192))[0].rewrite       # a SAMD51 at every write
    monkeypatch.setattr(sys, "platform", "linux")
    assert reading.pick(files, bytearray(3584)) == (None, reading.OFF)   # too small for the log
    assert reading.pick(files, bytearray(2048)) == (None, reading.OFF)
    assert reading.pick(files, None) == (None, reading.OFF)
    assert isinstance(reading.pick(None, bytearray(4096))[0], NvmStorage)
    assert "Saving is off" in reading.OFF


# -- the board -------------------------------------------------------------------------------

@pytest.fixture
def badge(monkeypatch, tmp_path):
    """Import hardware.pybadge against fakes; yield (module, fake microcontroller)."""
    class Scanner:
        def __init__(self, **kwargs):
            self.events = types.SimpleNamespace(overflowed=False, get_into=lambda e: False)

    micro = types.SimpleNamespace(nvm=bytearray(8192))
    fakes = {
        "board": types.SimpleNamespace(
            DISPLAY=types.SimpleNamespace(width=160, height=128, auto_refresh=True),
            BUTTON_CLOCK="c", BUTTON_OUT="o", BUTTON_LATCH="l"),
        "keypad": types.SimpleNamespace(ShiftRegisterKeys=Scanner, Event=object),
        "supervisor": types.SimpleNamespace(ticks_ms=lambda: 0),
        "digitalio": types.SimpleNamespace(),
        "analogio": types.SimpleNamespace(),
        "microcontroller": micro,
        "audiocore": None,          # importing it raises ImportError: no sound
        "neopixel_write": None,
    }
    for name, module in fakes.items():
        monkeypatch.setitem(sys.modules, name, module)
    for name in ("hardware.pybadge", "hardware.frames"):   # both hold the fakes
        monkeypatch.delitem(sys.modules, name, raising=False)
    monkeypatch.setattr(st, "SAVE_FOLDER", str(tmp_path / "CIRCUITPY" / "oldmaid"))
    (tmp_path / "CIRCUITPY").mkdir()
    pybadge = importlib.import_module("hardware.pybadge")   # afresh, over these fakes

    yield pybadge, micro
    for name in ("hardware.pybadge", "hardware.frames"):
        sys.modules.pop(name, None)


def test_the_board_saves_in_files_when_boot_py_gave_it_the_drive(badge, monkeypatch):
    pybadge, micro = badge
    monkeypatch.setitem(sys.modules, "storage", Mount(readonly=False))
    backend, message = pybadge.Device().open_storage()
    assert isinstance(backend, FileStorage) and backend.folder == st.SAVE_FOLDER
    assert message == "" and os.listdir(st.SAVE_FOLDER) == RING      # made at power-on
    assert Saves(backend).save("stats", records.KIND_STATS, 1, b"s")
    assert os.listdir(st.SAVE_FOLDER) == RING
    assert os.path.getsize(os.path.join(st.SAVE_FOLDER, "ring")) == records.RING_BYTES
    assert micro.nvm == bytearray(8192)


def test_the_board_saves_in_nvm_when_the_drive_is_the_computers(badge, monkeypatch):
    pybadge, micro = badge
    monkeypatch.setitem(sys.modules, "storage", Mount(readonly=True))
    backend, message = pybadge.Device().open_storage()
    assert isinstance(backend, NvmStorage) and message == ""
    Saves(backend).save("session", records.KIND_SESSION, 1, b"snapshot")
    assert micro.nvm[0] == 0x40 and micro.nvm[13:15] == b"OM"    # the log's index, the record
    assert Saves(NvmStorage(micro.nvm)).load("session", records.KIND_SESSION, 1)[0] == b"snapshot"
    micro.nvm = bytearray(4096)                                  # an RP2040
    assert isinstance(pybadge.Device().open_storage()[0], NvmStorage)
    del micro.nvm                                                # a port without nvm
    assert pybadge.Device().open_storage() == (None, reading.OFF)


# -- the simulator and the stub ----------------------------------------------------------------

@pytest.fixture
def sdl(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.setenv("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def test_the_simulator_saves_in_its_folder(sdl, tmp_path):
    from hardware.desktop import Device

    folder = str(tmp_path / "deep" / "saves")
    device = Device(headless=True, saves_folder=folder)
    try:
        backend, message = device.open_storage()
        assert isinstance(backend, FileStorage) and backend.folder == folder and message == ""
        assert device.open_storage()[0] is backend
        assert Saves(backend).save("settings", records.KIND_SETTINGS, 1, b"x")
        assert sorted(os.listdir(folder)) == RING
    finally:
        device.close()
    (tmp_path / "file").write_text("x")
    device = Device(headless=True, saves_folder=str(tmp_path / "file" / "saves"))
    try:
        backend, message = device.open_storage()
        assert backend is None and "Saving is off" in message and "file" in message
    finally:
        device.close()


def test_the_simulator_headless_keeps_saves_in_memory(sdl, tmp_path, monkeypatch):
    from hardware.desktop import Device, default_saves_folder

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    device = Device(headless=True)
    try:
        backend, message = device.open_storage()
        assert isinstance(backend, NvmStorage) and message == ""
        assert device.open_storage()[0] is backend      # the same memory all the run
        device.headless = False          # a window with no --saves: the user's data folder
        device._storage = None
        backend, _ = device.open_storage()
        assert backend.folder == default_saves_folder() == str(tmp_path / "data" / "oldmaid")
        assert os.path.isdir(backend.folder)
    finally:
        device.close()
    monkeypatch.delenv("XDG_DATA_HOME")
    if os.name != "nt":
        assert default_saves_folder() == os.path.join(
            str(tmp_path / "home"), ".local", "share", "oldmaid")


def test_the_stub_saves_in_memory_or_where_it_is_told():
    from hardware.stub import Device

    a, b = Device(), Device()
    assert isinstance(a.open_storage()[0], NvmStorage)
    assert a.open_storage()[0] is a.open_storage()[0] is not b.open_storage()[0]
    shared = PowerCutStorage(NvmStorage(bytearray(4096)))
    assert Device(storage=shared).open_storage() == (shared, "")
    c = Device()
    c.storage = None
    assert c.open_storage() == (None, reading.OFF)


# -- boot.py ------------------------------------------------------------------------------

class Board:
    """The pins boot.py may touch, the buttons held, and every DigitalInOut made."""

    def __init__(self, shift=True, held=(), low_pins=(), flaky=False, names=None,
                 display=False, high_pins=()):
        self.held = set(held)            # shift-register key numbers held down
        self.low_pins = set(low_pins)    # plain pins pulled to ground by a held button
        self.high_pins = set(high_pins)  # plain pins pulled to the supply by a held button
        self.flaky = flaky               # the first read only: a bounce
        self.register = 0
        self.latch = True
        self.clock = False
        self.made = []
        self.reads = 0
        names = list(names or ("D5", "D6", "D9", "D10", "GP2"))
        if display:                      # a board with a screen of its own, not a PyBadge's
            names.append("DISPLAY")
        if shift:
            names += ["BUTTON_CLOCK", "BUTTON_LATCH", "BUTTON_OUT"]
        self.module = types.SimpleNamespace(**{n: n for n in names})

    def parallel(self):
        bits = 0
        for k in self.held:
            bits |= 1 << k
        if self.flaky and self.reads > 0:
            bits = 0
        return bits

    def digitalio(self):
        wiring = self

        class Pull:
            UP = "up"
            DOWN = "down"

        class DigitalInOut:
            def __init__(self, pin):
                self.pin = pin
                self.direction = None
                self.pull = None
                self.deinited = False
                wiring.made.append(self)

            def switch_to_output(self, value=False):
                self.direction = "out"
                self.value = value

            def switch_to_input(self, pull=None):
                self.direction = "in"
                self.pull = pull

            @property
            def value(self):
                assert self.direction == "in" and not self.deinited
                if self.pin == "BUTTON_OUT":
                    return bool(wiring.register & 1)
                wiring.reads += 1
                if self.pin in wiring.high_pins:
                    return True
                return self.pull == Pull.UP and self.pin not in wiring.low_pins

            @value.setter
            def value(self, v):
                assert self.direction == "out" and not self.deinited
                if self.pin == "BUTTON_LATCH":
                    if not v:
                        wiring.register = wiring.parallel()   # low: loads the buttons
                    elif not wiring.latch:
                        wiring.reads += 1
                    wiring.latch = v
                elif self.pin == "BUTTON_CLOCK":
                    if v and not wiring.clock and wiring.latch:
                        wiring.register >>= 1                  # a rising edge shifts
                    wiring.clock = v

            def deinit(self):
                self.deinited = True

        return types.SimpleNamespace(DigitalInOut=DigitalInOut, Pull=Pull)


def run_boot(monkeypatch, board, buttons=None, remount_error=None, pressed=None):
    """Run boot.py against ``board``; return the calls to storage.remount."""
    calls = []

    def remount(path, readonly=True):
        calls.append((path, readonly))
        if remount_error:
            raise remount_error

    monkeypatch.setitem(sys.modules, "board", board.module if board else None)
    monkeypatch.setitem(sys.modules, "digitalio", board.digitalio() if board else None)
    monkeypatch.setitem(sys.modules, "storage", types.SimpleNamespace(remount=remount))
    for name, value in (("OLDMAID_BUTTONS", buttons), ("OLDMAID_BUTTONS_PRESSED", pressed)):
        if value is None:
            monkeypatch.delenv(name, raising=False)
        else:
            monkeypatch.setenv(name, value)
    runpy.run_path(BOOT)
    if board:
        assert all(pin.deinited for pin in board.made), "boot.py left a pin claimed"
    return calls


GAME_WRITES = [("/", False)]


@pytest.mark.parametrize("held, calls", [
    ((), GAME_WRITES),
    ((3,), []),                     # SELECT: the drive stays the computer's
    ((0, 1, 2, 4, 5, 6, 7), GAME_WRITES),   # every other button: the game's
    ((2, 3), []),
])
def test_boot_on_a_pybadge(monkeypatch, capsys, held, calls):
    board = Board(held=held)
    assert run_boot(monkeypatch, board) == calls
    assert board.reads == (3 if 3 in held else 1)   # held through three reads; one says no
    said = capsys.readouterr().out
    assert ("the game may save" in said) == bool(calls)
    assert ("button held" in said) == (not calls)


def test_boot_ignores_a_bounce(monkeypatch):
    board = Board(held=(3,), flaky=True)
    assert run_boot(monkeypatch, board) == GAME_WRITES


@pytest.mark.parametrize("buttons, low, calls", [
    ("D5,D6,D9", {"D6"}, []),                     # the middle button (select) held
    ("D5, D6, D9", {"D5", "D9"}, GAME_WRITES),    # left and right: not the one
    ("board.D5,board.D9,D6,D10,GP2", {"D9"}, []),
    ("D5,D6,D9", set(), GAME_WRITES),
    (None, {"D6"}, []),                           # the FeatherWing's D9, D6, D5 by default
    (None, {"D5"}, GAME_WRITES),
    ("GP2", {"D6"}, []),                          # unusable: the defaults are read
    ("D5,NOPE,D9", {"D6"}, []),
])
def test_boot_on_a_board_with_an_oled_and_buttons(monkeypatch, buttons, low, calls):
    board = Board(shift=False, low_pins=low)
    assert run_boot(monkeypatch, board, buttons) == calls
    assert all(pin.pull == "up" for pin in board.made)


@pytest.mark.parametrize("high, calls", [({"D6"}, []), (set(), GAME_WRITES)])
def test_boot_reads_buttons_wired_to_the_supply(monkeypatch, high, calls):
    board = Board(shift=False, high_pins=high)
    assert run_boot(monkeypatch, board, "D5,D6,D9", pressed="high") == calls
    assert all(pin.pull == "down" for pin in board.made)


@pytest.mark.parametrize("board", [Board(shift=False, names=("A0", "A1")),
                                   Board(shift=False, display=True)])
def test_boot_without_a_button_to_read_leaves_the_drive_alone(monkeypatch, capsys, board):
    assert run_boot(monkeypatch, board, None) == []
    assert "no button" in capsys.readouterr().out


@pytest.mark.parametrize("named, oled", [(" '' ", False), ("sh1107", True)])
def test_boot_reads_the_button_of_the_board_code_py_plays(monkeypatch, capsys, named, oled):
    """A board with a screen of its own: its OLED's button only if code.py plays the OLED."""
    from hardware.choose import oled as picked

    board = Board(shift=False, low_pins={"D6"}, display=True)
    monkeypatch.setenv("OLDMAID_DISPLAY", named)
    assert picked(board.module, os.getenv) is oled
    assert run_boot(monkeypatch, board, None) == []
    assert ("button held" if oled else "no button") in capsys.readouterr().out


def test_boot_leaves_the_default_on_any_error(monkeypatch, capsys):
    assert run_boot(monkeypatch, None) == []                                  # no board module
    calls = run_boot(monkeypatch, Board(), remount_error=RuntimeError("USB is on"))
    assert calls == GAME_WRITES          # tried, refused: the drive stays as it was
    said = capsys.readouterr().out
    assert said.count("boot.py:") == 2 and "USB is on" in said

    class Broken(Board):
        def digitalio(self):
            module = super().digitalio()
            module.DigitalInOut.switch_to_input = None    # fails half-way through the set-up
            return module

    board = Broken()
    assert run_boot(monkeypatch, board) == []


def test_boot_py_goes_on_the_board():
    from tools.ship import devicefiles

    assert "boot.py" in devicefiles.device_files()


def test_a_drive_without_room_for_the_ring_is_left_as_it_was_and_saving_is_off(
        tmp_path, monkeypatch):
    """Too full to make the ring: nothing written, saving off, told once; with room, the
    ring is made whole at the next power-on and the saves of the layout before are read."""
    from game.settings import VERSION, Settings
    from hardware.keeper import Keeper
    from hardware.records import OFF

    folder = tmp_path / "oldmaid"
    folder.mkdir()
    kept = Settings()
    kept.names[0] = "ZOE"
    out = bytearray(300)
    n = records.pack(records.KIND_SETTINGS, VERSION, 4, kept.to_bytes(), out)
    (folder / "settings.a").write_bytes(bytes(out[:n]))      # as the game wrote it before
    monkeypatch.setattr(os, "statvfs", lambda path: (1024, 1024, 2000, 170, 170, 0, 0, 0, 0, 255),
                        raising=False)
    monkeypatch.setitem(sys.modules, "storage", Mount(readonly=False))
    backend, message = reading.pick(FileStorage(str(folder)), bytearray(8192))
    assert backend is None and message == reading.NO_ROOM % (170, 174)
    assert os.listdir(folder) == ["settings.a"]              # the drive as it was
    assert Keeper(backend, log=lambda m: None).load()[3] == OFF      # the title says so
    monkeypatch.undo()
    monkeypatch.setitem(sys.modules, "storage", Mount(readonly=False))
    backend, message = reading.pick(FileStorage(str(folder)), bytearray(8192))
    assert message == "" and sorted(os.listdir(folder)) == ["ring", "settings.a"]
    settings, _, _, trouble = Keeper(backend, log=lambda m: None).load()
    assert settings.names[0] == "ZOE" and trouble == 0
    assert Saves(backend).save("settings", records.KIND_SETTINGS, VERSION, kept.to_bytes())
