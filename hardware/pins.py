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


# One row a setting, in the order they are read and ``Settings`` holds them (the
# attribute after each row): its name in settings.toml, its default, then its check: the
# words it takes (lower case) and what each gives; the lowest and highest number and what
# a bad one is; or how few and how many pins.  (No attribute's name as a string here:
# tools/ship/boardnames.py would keep that name unrenamed in every module.)
_ROWS = (
    ("OLDMAID_DISPLAY", DISPLAYS[0], DISPLAYS, DISPLAYS),                # display
    ("OLDMAID_I2C_ADDR", DEFAULT_ADDRESS, 0x08, 0x77, "no I2C address (0x3C)"),   # address
    ("OLDMAID_ROTATION", 0, ("0", "180"), (0, 180)),                     # rotation
    ("OLDMAID_I2C_SDA", None, 2, 2),      # i2c, with _SCL; None: the board's default
    ("OLDMAID_BUTTONS", None, 3, MAX_BUTTONS),    # buttons; None: the board's default
    ("OLDMAID_BUTTONS_PRESSED", True, ("low", "high"), (True, False)),   # pressed_low
    ("OLDMAID_LONG_MS", LONG_MS, 200, 2000, "not 200 to 2000"),          # long_ms
    ("OLDMAID_BUZZER", None, 1, 1),                                      # buzzer
)


class Settings:
    """What ``settings.toml`` chose, checked: pins as board names, and the problems met."""

    def __init__(self, values, problems):
        (self.display, self.address, self.rotation, self.i2c, self.buttons, self.pressed_low,
         self.long_ms, self.buzzer) = values
        self.problems = problems     # one line each, for the console and the screen


def _pin_name(text):
    """Return a pin name as ``board`` spells it: ``board.gp2`` and `` GP2`` are ``GP2``."""
    name = text.strip().upper()
    if name.startswith("BOARD."):
        name = name[6:]
    return name


def _in_range(text, low, high):
    """Return ``text`` (decimal, or hexadecimal after 0x) as a number from ``low`` to ``high``.

    None when it is not one.
    """
    text = text.lower()
    try:
        n = int(text[2:], 16) if text.startswith("0x") else int(text)
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
    values = [row[1] for row in _ROWS]
    problems = []

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

    for i in range(len(_ROWS)):
        row = _ROWS[i]
        name = row[0]
        text = read(name)
        check = row[2]
        if name == "OLDMAID_I2C_SDA":  # the I2C pins: SDA and SCL, both or neither
            scl = read("OLDMAID_I2C_SCL")
            if text is None and scl is None:
                continue
            if text is None or scl is None:
                problems.append("OLDMAID_I2C_SDA and _SCL: give both or neither")
                continue
            text += "," + scl
            name += "/SCL"
        if text is None:
            continue
        if type(check) is tuple:         # words
            value = text.lower()
            value = row[3][check.index(value)] if value in check else None
            said = "not " + " or ".join(check)
        elif len(row) > 4:               # a number
            value = _in_range(text, check, row[3])
            said = row[4]
        else:                            # pins: _pins reports what is wrong
            value = _pins(text, pins, check, row[3], problems, name)
            if value is not None and row[3] == 1:
                value = value[0]
            said = None
        if value is not None:
            values[i] = value
        elif said:
            problems.append("%s: %s is %s" % (name, text, said))
    return Settings(values, problems)
