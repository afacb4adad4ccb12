"""Stand in for the SH1107 display driver: the SSD1306's fake, which takes the same arguments."""

from adafruit_displayio_ssd1306 import SH1107  # noqa: F401
