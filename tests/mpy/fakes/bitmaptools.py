"""Stand in for CircuitPython's bitmaptools on the MicroPython VM: the calls, no pixels moved.

Keyword names are taken as ``**_``: a board has them in its firmware, and
spelling them out here would intern names in the VM that it never pays.
"""


def blit(dest, source, x, y, **_):
    """Copy nothing: the fake Bitmaps hold only their size (and maybe their bytes)."""


def replace_color(bitmap, old, new):
    """Change nothing."""


def readinto(bitmap, file, bits, size=1, *_):
    """Read the bitmap's rows from ``file`` as a board does (in ``size``-byte words); keep none.

    Positional only, as the view calls it: bits_per_pixel, element_size, then
    the three flags, which change nothing here.
    """
    row = size * ((bitmap.width * bits + 8 * size - 1) // (8 * size))
    for _ in range(bitmap.height):
        if len(file.read(row)) != row:
            raise EOFError()
