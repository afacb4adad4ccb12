"""A Feather or Raspberry Pi Pico with a 128 x 64 OLED on I2C and three to five buttons.

Every pin and part is read from the drive's ``settings.toml`` (``os.getenv``),
so one copy of the game runs on any such board; what is missing takes the
default below, and what cannot be used is reported and replaced by the
default instead of stopping the game:

========================  ==========================================  ==============
name                      what                                        default
========================  ==========================================  ==============
OLDMAID_DISPLAY           ``ssd1306`` or ``sh1107``                   ssd1306
OLDMAID_I2C_SDA, _SCL     the I2C pins, board names (``GP0``)         SDA, SCL; else
                                                                      GP0, GP1
OLDMAID_I2C_ADDR          the display's address (``0x3C``, ``60``)    0x3C
OLDMAID_ROTATION          0 or 180 (upside down)                      0
OLDMAID_BUTTONS           left, select, right[, up[, down]] pins      D9,D6,D5; else
                                                                      GP2,GP3,GP4
OLDMAID_BUTTONS_PRESSED   ``low`` (to ground, pulled up) or ``high``  low
OLDMAID_LONG_MS           how long a long press is, 200..2000         600
OLDMAID_BUZZER            a pin with a piezo buzzer, for the beeps    none
========================  ==========================================  ==============

D9, D6, D5 are the A, B, C buttons of Adafruit's 128 x 64 OLED FeatherWing
(an SH1107).  ``hardware/buttons.py`` turns the buttons into the game's keys.
What could not be used is printed on the serial console, and
``show_problems`` puts it on the screen before the game starts; a display
that does not answer at all stops the program with a ``SetupError`` saying
which pins and address were tried.  Nothing is allocated per frame: one
``keypad.Event`` is reused and the key state is a few ints.
"""

import os
import time

import board
import busio
import displayio
import keypad
import microcontroller
import supervisor
from micropython import const

from engine.screens import ERROR, MAX_LINES, Screen
from hardware import storage
from hardware.buttons import LONG_MS, MAX_BUTTONS, Buttons

try:
    from i2cdisplaybus import I2CDisplayBus
except ImportError:  # CircuitPython before 9
    from displayio import I2CDisplay as I2CDisplayBus

try:
    import pwmio
except ImportError:  # a port without PWM: no buzzer
    pwmio = None

DISPLAYS = ("ssd1306", "sh1107")
WIDTH = const(128)
HEIGHT = const(64)
DEFAULT_ADDRESS = const(0x3C)
# The first of these whose pins the board has: a Feather, then a Pico.
DEFAULT_I2C = (("SDA", "SCL"), ("GP0", "GP1"))
DEFAULT_BUTTONS = (("D9", "D6", "D5"), ("GP2", "GP3", "GP4"))

_FRAME_MS = const(33)
_MS_MASK = const(0x1FFFFFFF)
_MS_HALF = const(0x10000000)
_I2C_HZ = const(400000)   # a whole 128 x 64 frame in about 25 ms
_BEEP_DUTY = const(0x8000)
_SHOW_PROBLEMS_MS = const(10000)


class SetupError(RuntimeError):
    """The board cannot run the game as set up: the message says what to change."""


class Settings:
    """What ``settings.toml`` chose, checked: pins as board names, and the problems met."""

    def __init__(self):
        self.display = DISPLAYS[0]
        self.address = DEFAULT_ADDRESS
        self.rotation = 0
        self.i2c = None          # (sda, scl) names; None: the board's default
        self.buttons = None      # names, 3 to 5; None: the board's default
        self.pressed_low = True
        self.long_ms = LONG_MS
        self.buzzer = None
        self.problems = []       # one line each, for the console and the screen


def _pin_name(text):
    """Return a pin name as ``board`` spells it: ``board.gp2`` and `` GP2`` are ``GP2``."""
    name = text.strip().upper()
    if name.startswith("BOARD."):
        name = name[6:]
    return name


def _number(text):
    """Return ``text`` (decimal, or hexadecimal after 0x) as an int; ValueError if it is not."""
    text = text.strip().lower()
    if text.startswith("0x"):
        return int(text[2:], 16)
    return int(text)


def _pins(text, pins, low, high, problems, name):
    """Return the pin names in comma-separated ``text`` if ``pins`` has them all, else None."""
    names = [_pin_name(part) for part in text.split(",")]
    if not low <= len(names) <= high:
        problems.append("%s: %d pins, not %s" % (
            name, len(names), ("%d" % low) if low == high else ("%d to %d" % (low, high))))
        return None
    for pin in names:
        if not pin or not hasattr(pins, pin):
            problems.append("%s: no pin %s on this board" % (name, pin or '""'))
            return None
    for i in range(len(names)):
        if names[i] in names[i + 1:]:
            problems.append("%s: %s named twice" % (name, names[i]))
            return None
    return tuple(names)


def default_pins(choices, pins):
    """Return the first pin names in ``choices`` that ``pins`` (the board) all has, or None."""
    for names in choices:
        if all(hasattr(pins, pin) for pin in names):
            return names
    return None


def read_settings(getenv, pins):
    """Return the ``Settings`` that ``getenv`` (``os.getenv``) gives for a board with ``pins``.

    Every value is checked; a bad one adds a line to ``problems`` and leaves
    the default.  Values may come as ints or strings (CircuitPython 9 gives
    settings.toml's integers as ints, later versions as strings).
    """
    s = Settings()
    problems = s.problems

    def read(name):
        try:
            value = getenv(name)
        except Exception as e:  # a garbled settings.toml line: report it, go on
            problems.append("%s: unreadable (%s)" % (name, e))
            return None
        if value is None:
            return None
        value = str(value).strip()
        if len(value) > 1 and value[0] == value[-1] and value[0] in "\"'":
            value = value[1:-1].strip()  # quotes given twice, or a ' string
        return value or None

    text = read("OLDMAID_DISPLAY")
    if text is not None:
        if text.lower() in DISPLAYS:
            s.display = text.lower()
        else:
            problems.append("OLDMAID_DISPLAY: %s is not ssd1306 or sh1107" % text)
    text = read("OLDMAID_I2C_ADDR")
    if text is not None:
        try:
            address = _number(text)
        except ValueError:
            address = -1
        if 0x08 <= address <= 0x77:
            s.address = address
        else:
            problems.append("OLDMAID_I2C_ADDR: %s is no I2C address (0x3C)" % text)
    text = read("OLDMAID_ROTATION")
    if text is not None:
        if text in ("0", "180"):
            s.rotation = int(text)
        else:
            problems.append("OLDMAID_ROTATION: %s is not 0 or 180" % text)
    sda, scl = read("OLDMAID_I2C_SDA"), read("OLDMAID_I2C_SCL")
    if sda is not None or scl is not None:
        if sda is None or scl is None:
            problems.append("OLDMAID_I2C_SDA and _SCL: give both or neither")
        else:
            s.i2c = _pins(sda + "," + scl, pins, 2, 2, problems, "OLDMAID_I2C_SDA/SCL")
    text = read("OLDMAID_BUTTONS")
    if text is not None:
        s.buttons = _pins(text, pins, 3, MAX_BUTTONS, problems, "OLDMAID_BUTTONS")
    text = read("OLDMAID_BUTTONS_PRESSED")
    if text is not None:
        if text.lower() in ("low", "high"):
            s.pressed_low = text.lower() == "low"
        else:
            problems.append("OLDMAID_BUTTONS_PRESSED: %s is not low or high" % text)
    text = read("OLDMAID_LONG_MS")
    if text is not None:
        try:
            ms = _number(text)
        except ValueError:
            ms = -1
        if 200 <= ms <= 2000:
            s.long_ms = ms
        else:
            problems.append("OLDMAID_LONG_MS: %s is not 200 to 2000" % text)
    text = read("OLDMAID_BUZZER")
    if text is not None:
        found = _pins(text, pins, 1, 1, problems, "OLDMAID_BUZZER")
        s.buzzer = found[0] if found else None
    return s


def wrap(texts, columns):
    """Return ``texts`` (messages) in lines of at most ``columns`` characters."""
    lines = []
    for text in texts:
        line = ""
        for word in text.split():
            if line and len(line) + 1 + len(word) > columns:
                lines.append(line)
                line = ""
            line = line + " " + word if line else word
            while len(line) > columns:  # a word longer than a line is cut
                lines.append(line[:columns])
                line = line[columns:]
        if line:
            lines.append(line)
    return lines


def _ticks_diff(later, earlier):
    """Return ``later - earlier`` for two ticks_ms() values, across the wrap."""
    return ((later - earlier + _MS_HALF) & _MS_MASK) - _MS_HALF


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


class Device:
    """The board's OLED, buttons, clock and buzzer, as ``settings.toml`` names them."""

    def __init__(self, getenv=None):
        settings = read_settings(getenv or os.getenv, board)
        self.problems = settings.problems
        self.muted = False
        self.running = True
        self._buttons = Buttons(settings.long_ms)
        self._event = keypad.Event()  # the one Event every poll reads into
        self._start = supervisor.ticks_ms()
        self._next_frame = 0  # in now_ms() time
        self._tone_ms = 0     # how long the tone playing now lasts; 0 = silent
        self._tone_start = 0
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
            raise SetupError("lib/ has no adafruit_displayio_%s: run tools/deploy.py, "
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

    def now_ms(self):
        """Return the milliseconds since start, modulo 2**29 (about 6.2 days).

        Compare two readings with ``elapsed``, never with ``<``: the value wraps.
        """
        return (supervisor.ticks_ms() - self._start) & _MS_MASK

    def elapsed(self, since_ms):
        """Return the milliseconds from ``since_ms`` (a now_ms() value) to now."""
        return (self.now_ms() - since_ms) & _MS_MASK

    def wait_frame(self):
        """Wait for the start of the next frame, ending a finished tone."""
        self._poll()
        if self._tone_ms and self.elapsed(self._tone_start) >= self._tone_ms:
            self._silence()
        self._next_frame = (self._next_frame + _FRAME_MS) & _MS_MASK
        wait = _ticks_diff(self._next_frame, self.now_ms())
        if wait > 0:
            time.sleep(wait / 1000)
        elif wait < -_FRAME_MS:
            self._next_frame = self.now_ms()  # fell behind: do not rush to catch up

    def tone(self, freq_hz, ms):
        """Start a beep on the buzzer and return at once; it stops after ``ms``."""
        if self.muted or self._buzzer is None or freq_hz <= 0:
            return
        try:
            self._buzzer.frequency = freq_hz
        except ValueError:  # a pitch the PWM cannot make
            return
        self._buzzer.duty_cycle = _BEEP_DUTY
        self._tone_start = self.now_ms()
        self._tone_ms = ms

    def light(self, color):
        """Do nothing: these boards light no LEDs for the game."""

    def open_storage(self):
        """Return ``(backend or None, message)``: where the game keeps its saves.

        As on the PyBadge: files in ``storage.SAVE_FOLDER`` when boot.py gave
        the drive to the game, else the chip's nvm, else None and a message.
        Call it once, at start: the probe writes a file.
        """
        return storage.pick(storage.SAVE_FOLDER, getattr(microcontroller, "nvm", None))

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
            at = (event.timestamp - start) & _MS_MASK
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
    lines = wrap(device.problems, view.CHARS)
    for i in range(min(len(lines), MAX_LINES)):
        screen.lines[i] = lines[i]
    view.draw(screen)
    device.display.refresh()
    start = device.now_ms()
    while device.elapsed(start) < wait_ms and not device.keys():
        device.wait_frame()
