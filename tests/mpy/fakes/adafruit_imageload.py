"""Stand in for adafruit_imageload on the MicroPython VM: a sheet's size, no pixels read.

The size and colours come from the BMP's header where the file is there
(a unix-port run has the assets), else those of the card sheet.
"""


def load(path, *, bitmap, palette):
    width, height, bits = 192, 60, 4
    try:
        with open(path, "rb") as f:
            head = f.read(30)
        width = int.from_bytes(head[18:22], "little")
        height = abs(int.from_bytes(head[22:26], "little"))
        bits = head[28]
    except (OSError, IndexError):
        pass
    colors = 1 << min(bits, 8)
    return bitmap(width, height, colors), palette(colors)
