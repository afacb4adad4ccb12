"""What ``settings.toml`` says about a board with a 128 x 64 OLED: its pins and parts.

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

Read by hardware/oled.py to drive the board, and by boot.py to find the
button that keeps the drive the computer's; so this imports nothing that
needs a display.
"""

from micropython import const

from hardware.buttons import LONG_MS, MAX_BUTTONS

DISPLAYS = ("ssd1306", "sh1107")
DEFAULT_ADDRESS = const(0x3C)
# The first of these whose pins the board has: a Feather, then a Pico.
DEFAULT_I2C = (("SDA", "SCL"), ("GP0", "GP1"))
DEFAULT_BUTTONS = (("D9", "D6", "D5"), ("GP2", "GP3", "GP4"))


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


def _in_range(text, low, high):
    """Return ``text`` as a number if it is one from ``low`` to ``high``, else None."""
    try:
        n = _number(text)
    except ValueError:
        return None
    return n if low <= n <= high else None


def _is_pin(pins, name):
    """Return True if ``pins`` (the board) has a pin ``name``: not a bus (``I2C``), not a part.

    ``board.I2C``, ``SPI``, ``UART`` and ``STEMMA_I2C`` are functions that
    make a bus, ``board.DISPLAY`` the built-in screen: none is a pin.
    """
    return hasattr(pins, name) and name != "DISPLAY" and not callable(getattr(pins, name))


def _pins(text, pins, low, high, problems, name):
    """Return the pin names in comma-separated ``text`` if ``pins`` has them all, else None."""
    names = [_pin_name(part) for part in text.split(",")]
    if not low <= len(names) <= high:
        problems.append("%s: %d pins, not %s" % (
            name, len(names), ("%d" % low) if low == high else ("%d to %d" % (low, high))))
        return None
    for pin in names:
        if not pin or not _is_pin(pins, pin):
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
        if all(_is_pin(pins, pin) for pin in names):
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
        address = _in_range(text, 0x08, 0x77)
        if address is not None:
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
        ms = _in_range(text, 200, 2000)
        if ms is not None:
            s.long_ms = ms
        else:
            problems.append("OLDMAID_LONG_MS: %s is not 200 to 2000" % text)
    text = read("OLDMAID_BUZZER")
    if text is not None:
        found = _pins(text, pins, 1, 1, problems, "OLDMAID_BUZZER")
        s.buzzer = found[0] if found else None
    return s
