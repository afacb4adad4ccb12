"""A Feather or Raspberry Pi Pico with a 128 x 64 OLED on I2C and three to five buttons.

Every pin and part is read from the drive's ``settings.toml`` by
``hardware/pins.py`` (which lists the names and their defaults), so one copy
of the game runs on any such board.

D9, D6, D5 are the A, B, C buttons of Adafruit's 128 x 64 OLED FeatherWing
(an SH1107).  ``hardware/buttons.py`` turns the buttons into the game's keys.
What could not be used is printed on the serial console, and
``show_problems`` puts it on the screen before the game starts; a display
that does not answer at all stops the program with a ``SetupError`` saying
which pins and address were tried.  Nothing is allocated per frame: one
``keypad.Event`` is reused and the key state is a few ints.
"""

import os

import board
import busio
import displayio
import keypad
import microcontroller
from micropython import const

from game.screens import ERROR, MAX_LINES, Screen
from game.words import wrap
from hardware import storage
from hardware.buttons import Buttons
from hardware.frames import MS_MASK, Frames
from hardware.pins import DEFAULT_BUTTONS, DEFAULT_I2C, default_pins, read_settings

try:
    from i2cdisplaybus import I2CDisplayBus
except ImportError:  # CircuitPython before 9
    from displayio import I2CDisplay as I2CDisplayBus

try:
    import pwmio
except ImportError:  # a port without PWM: no buzzer
    pwmio = None

WIDTH = const(128)
HEIGHT = const(64)

_I2C_HZ = const(400000)   # a whole 128 x 64 frame in about 25 ms
_BEEP_DUTY = const(0x8000)
_QUIET_DUTY = const(0x1000)   # a narrower pulse: a softer beep
_SHOW_PROBLEMS_MS = const(10000)


class SetupError(RuntimeError):
    """The board cannot run the game as set up: the message says what to change."""


def _find_display(i2c):
    """Return the address (0x3C or 0x3D) a display answers at on ``i2c``, or None."""
    while not i2c.try_lock():
        pass
    try:
        found = i2c.scan()
    finally:
        i2c.unlock()
    for address in (0x3C, 0x3D):
        if address in found:
            return address
    return None


class Device(Frames):
    """The board's OLED, buttons, clock and buzzer, as ``settings.toml`` names them."""

    def __init__(self, getenv=None):
        super().__init__()
        settings = read_settings(getenv or os.getenv, board)
        self.problems = settings.problems
        self.running = True
        self._buttons = Buttons(settings.long_ms)
        self._event = keypad.Event()  # the one Event every poll reads into
        self._buzzer = None
        try:
            self.display = self._open_display(settings)
            self.display.auto_refresh = False  # the game refreshes once per frame
            self.width = self.display.width
            self.height = self.display.height
            self._scanner = self._open_buttons(settings)
            self._open_buzzer(settings.buzzer)
        finally:  # the console hears of every problem, even one that stops the game
            for problem in self.problems:
                print("settings.toml:", problem)

    def _open_display(self, s):
        """Return the display, or raise SetupError saying what was tried."""
        try:
            if s.display == "sh1107":
                from adafruit_displayio_sh1107 import SH1107 as Driver
            else:
                from adafruit_displayio_ssd1306 import SSD1306 as Driver
        except ImportError:
            raise SetupError("lib/ has no adafruit_displayio_%s: run make deploy, "
                             "or copy it from the Adafruit bundle" % s.display) from None
        names = s.i2c or default_pins(DEFAULT_I2C, board)
        if names is None:
            raise SetupError("this board has no SDA and SCL pins: set OLDMAID_I2C_SDA "
                             "and OLDMAID_I2C_SCL in settings.toml")
        where = "SDA=%s SCL=%s" % names
        displayio.release_displays()
        try:
            i2c = busio.I2C(getattr(board, names[1]), getattr(board, names[0]),
                            frequency=_I2C_HZ)
        except (RuntimeError, ValueError) as e:
            raise SetupError("I2C on %s: %s (check the wiring, or set OLDMAID_I2C_SDA "
                             "and OLDMAID_I2C_SCL)" % (where, e)) from None
        address = s.address
        try:
            bus = I2CDisplayBus(i2c, device_address=address)
        except (RuntimeError, ValueError, OSError):
            found = _find_display(i2c)
            if found is None:
                i2c.deinit()
                raise SetupError("no display answers at 0x%02X on %s: check the wiring "
                                 "and OLDMAID_I2C_ADDR" % (address, where)) from None
            self.problems.append("OLDMAID_I2C_ADDR: nothing at 0x%02X, a display at 0x%02X"
                                 % (address, found))
            bus = I2CDisplayBus(i2c, device_address=found)
        return Driver(bus, width=WIDTH, height=HEIGHT, rotation=s.rotation)

    def _open_buttons(self, s):
        """Return the keypad scanner of the buttons set up, else of the default ones."""
        default = default_pins(DEFAULT_BUTTONS, board)
        for names in (s.buttons, default):
            if names is None:
                continue
            try:
                return keypad.Keys(tuple(getattr(board, pin) for pin in names),
                                   value_when_pressed=not s.pressed_low, pull=True)
            except (RuntimeError, ValueError) as e:  # a pin in use, by the I2C perhaps
                self.problems.append("OLDMAID_BUTTONS %s: %s" % (",".join(names), e))
        raise SetupError("no buttons to play with: set OLDMAID_BUTTONS in settings.toml "
                         "(left, select, right pins)")

    def _open_buzzer(self, name):
        """Drive a piezo buzzer on pin ``name``, if one is set and the port has PWM."""
        if name is None or pwmio is None:
            return
        try:
            self._buzzer = pwmio.PWMOut(getattr(board, name), frequency=440, duty_cycle=0,
                                        variable_frequency=True)
        except (RuntimeError, ValueError) as e:  # in use, or no PWM on that pin
            self.problems.append("OLDMAID_BUZZER %s: %s" % (name, e))

    def keys(self):
        """Return the keys pressed since the previous call; no tap is lost."""
        self._poll()
        return self._buttons.take()

    def held(self):
        """Return the keys of the buttons held down now."""
        self._poll()
        return self._buttons.held_keys()

    def tone(self, freq_hz, ms, quiet=False):
        """Start a beep on the buzzer and return at once; it stops after ``ms``."""
        if self._buzzer is None or freq_hz <= 0:
            return
        try:
            self._buzzer.frequency = freq_hz
        except ValueError:  # a pitch the PWM cannot make
            return
        self._buzzer.duty_cycle = _QUIET_DUTY if quiet else _BEEP_DUTY
        self._tone_start = self.now_ms()
        self._tone_ms = ms

    def light(self, color):
        """Do nothing: these boards light no LEDs for the game."""

    def brightness(self, level):
        """Set the contrast to ``level`` (to 1.0); at 0.0 put the panel to sleep (under 10 uA).

        The drivers send contrast as ``brightness`` (command 0x81); contrast 0
        still glows, so dark is ``sleep()``, where the driver has it.
        """
        display = self.display
        try:
            if not level and hasattr(display, "sleep"):
                display.sleep()
                return
            if hasattr(display, "wake"):
                display.wake()
            display.brightness = level
        except (RuntimeError, ValueError, OSError):  # a busy bus, an old driver: as it was
            pass

    def open_storage(self):
        """Return ``(backend or None, message)``: where the game keeps its saves.

        As on the PyBadge: files in ``storage.SAVE_FOLDER`` when boot.py gave
        the drive to the game, else the chip's nvm, else None and a message.
        Nothing is written to find out: the drive's mount says whose it is.
        """
        from hardware.reading import pick  # power-on's: let go after the saves are read

        return pick(storage.FileStorage(storage.SAVE_FOLDER), getattr(microcontroller, "nvm", None))

    def close(self):
        """Go quiet and stop."""
        self._silence()
        self.running = False

    def _silence(self):
        """Stop the buzzer."""
        self._tone_ms = 0
        if self._buzzer is not None:
            self._buzzer.duty_cycle = 0

    def _poll(self):
        """Move pending button events into the translator, then time the long presses."""
        events = self._scanner.events
        buttons = self._buttons
        if events.overflowed:
            # Presses were lost: start afresh; the scanner re-reports buttons still down.
            events.clear()
            self._scanner.reset()
            buttons.reset()
        event = self._event
        start = self._start
        while events.get_into(event):
            at = (event.timestamp - start) & MS_MASK
            if event.pressed:
                buttons.press(event.key_number, at)
            else:
                buttons.release(event.key_number, at)
        buttons.tick(self.now_ms())


def show_problems(device, view, wait_ms=_SHOW_PROBLEMS_MS):
    """Show what settings.toml got wrong until a button is pressed, or ``wait_ms`` passes.

    Call once, after the view is on the display and before the game starts.
    """
    if not device.problems:
        return
    screen = Screen()
    screen.show(ERROR, "settings.toml", "any button: play")
    lines = []
    for problem in device.problems:
        lines += wrap(problem, view.CHARS)
    for i in range(min(len(lines), MAX_LINES)):
        screen.lines[i] = lines[i]
    view.draw(screen)
    device.display.refresh()
    start = device.now_ms()
    while device.elapsed(start) < wait_ms and not device.keys():
        device.wait_frame()
