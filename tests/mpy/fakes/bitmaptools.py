"""Stand in for CircuitPython's bitmaptools on the MicroPython VM: the calls, no pixels moved."""


def blit(dest, source, x, y, *, x1=0, y1=0, x2=None, y2=None, skip_source_index=None,
         skip_dest_index=None):
    """Copy nothing: the fake Bitmaps hold only their size (and maybe their bytes)."""


def replace_color(bitmap, old, new):
    """Change nothing."""
