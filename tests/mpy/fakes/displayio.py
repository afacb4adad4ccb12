"""Just enough of displayio for the view to run on the MicroPython VM.

What the VM measures is the game's own allocation, so these hold no pixels
(a Bitmap is its size, a TileGrid its tile numbers, a Group its list) unless
``PIXELS`` is set: then a Bitmap holds as many bytes as a board's does,
``ceil(width * bits / 32)`` 32-bit words a row.  Used
by tests that pass this folder to ``tools.measure.mpvm.run`` (never on CPython,
where Blinka's displayio is the real thing).
"""


PIXELS = False


class Bitmap:
    def __init__(self, width, height, value_count):
        self.width = width
        self.height = height
        if PIXELS:
            bits = 1
            while (1 << bits) < value_count:
                bits *= 2        # 1, 2, 4, 8, 16 or 32 bits a pixel, as displayio stores them
            self.pixels = bytearray(4 * ((width * bits + 31) // 32) * height)

    def fill(self, value):
        """Keep nothing: only the pixels' bytes are held (with PIXELS)."""


class Palette(list):
    """Its colours, a list: a board's Palette is C, whose indexing costs no code in the heap."""

    def __init__(self, color_count):
        super().__init__([0] * color_count)
        self.transparent = bytearray(color_count)

    def make_transparent(self, i):
        self.transparent[i] = 1

    def make_opaque(self, i):
        self.transparent[i] = 0

    def is_transparent(self, i):
        return bool(self.transparent[i])


class TileGrid:
    def __init__(self, bitmap, *, pixel_shader, width=1, height=1, tile_width=None,
                 tile_height=None, default_tile=0, x=0, y=0):
        self.tiles = bytearray(width * height)
        for i in range(width * height):
            self.tiles[i] = default_tile
        self.pixel_shader = pixel_shader   # a board's is a property that can be set too
        self.x = x
        self.y = y
        self.hidden = False

    def __getitem__(self, i):
        return self.tiles[i]

    def __setitem__(self, i, tile):
        self.tiles[i] = tile


class Group(list):
    """Its items, a list (append, pop, insert, index ... as a board's native Group)."""

    def __init__(self, *, scale=1, x=0, y=0):
        super().__init__()
        # A subclass with a ``scale`` of its own (adafruit_display_text's
        # labels: a property over their own group) keeps it: a native Group
        # sets its fields without calling the subclass.
        if not isinstance(getattr(type(self), "scale", None), property):
            self.scale = scale
        self.x = x
        self.y = y
        self.hidden = False


def release_displays():
    pass

