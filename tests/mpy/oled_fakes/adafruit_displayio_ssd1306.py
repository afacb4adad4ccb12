"""Stand in for the OLED display drivers, in the MicroPython VM and in the tests on CPython.

The one fake of both: SSD1306 and SH1107 take the same arguments here and
keep what they were given (adafruit_displayio_sh1107.py gives this one's
``SH1107``); ``refreshes`` counts the frames drawn.
"""


class SSD1306:
    kind = "SSD1306"

    def __init__(self, bus, width, height, rotation=0):
        self.bus = bus
        self.address = bus.address
        self.width = width
        self.height = height
        self.rotation = rotation
        self.auto_refresh = True
        self.root_group = None
        self.refreshes = 0

    def refresh(self, **_):
        self.refreshes += 1
        return True


class SH1107(SSD1306):
    kind = "SH1107"
