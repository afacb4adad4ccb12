"""Just enough of displayio for the view to run on the MicroPython VM.

What the VM measures is the game's own allocation, so these hold no pixels
(a Bitmap is its size, a TileGrid its tile numbers, a Group its list) unless
``PIXELS`` is set: then a Bitmap holds as many bytes as a board's does,
``ceil(width * bits / 32)`` 32-bit words a row.  Used
by tests that pass this folder to ``tools/mpvm.run`` (never on CPython,
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


class Palette:
    def __init__(self, color_count):
        self.colors = [0] * color_count
        self.clear = bytearray(color_count)

    def __setitem__(self, i, color):
        self.colors[i] = color

    def __getitem__(self, i):
        return self.colors[i]

    def make_transparent(self, i):
        self.clear[i] = 1

    def make_opaque(self, i):
        self.clear[i] = 0

    def is_transparent(self, i):
        return bool(self.clear[i])

    def __len__(self):
        return len(self.colors)


class TileGrid:
    def __init__(self, bitmap, *, pixel_shader, width=1, height=1, tile_width=None,
                 tile_height=None, default_tile=0, x=0, y=0):
        self.tiles = bytearray(width * height)
        for i in range(width * height):
            self.tiles[i] = default_tile
        self.x = x
        self.y = y
        self.hidden = False

    def __getitem__(self, i):
        return self.tiles[i]

    def __setitem__(self, i, tile):
        self.tiles[i] = tile


class Group:
    # Kept in private fields behind properties, as a native Group's are: a
    # subclass (adafruit_display_text's labels) has properties of its own.
    def __init__(self, *, scale=1, x=0, y=0):
        self.items = []
        self._scale = scale
        self._x = x
        self._y = y
        self._hidden = False

    def _get_scale(self):
        return self._scale

    def _set_scale(self, value):
        self._scale = value

    def _get_x(self):
        return self._x

    def _set_x(self, value):
        self._x = value

    def _get_y(self):
        return self._y

    def _set_y(self, value):
        self._y = value

    def _get_hidden(self):
        return self._hidden

    def _set_hidden(self, value):
        self._hidden = value

    scale = property(_get_scale, _set_scale)
    x = property(_get_x, _set_x)
    y = property(_get_y, _set_y)
    hidden = property(_get_hidden, _set_hidden)

    def append(self, item):
        self.items.append(item)

    def pop(self, i=-1):
        return self.items.pop(i)

    def remove(self, item):
        self.items.remove(item)

    def insert(self, i, item):
        self.items.insert(i, item)

    def index(self, item):
        return self.items.index(item)

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        return self.items[i]


def release_displays():
    pass

