"""Stand in for adafruit_imageload on the MicroPython VM: a sheet's size, no pixels."""


def load(path, *, bitmap, palette):
    return bitmap(192, 60, 2), palette(16)
