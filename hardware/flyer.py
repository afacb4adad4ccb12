"""A card on its way across the screen: from the fan to where it goes, over a few frames.

The view (hardware/view.py) starts it when a screen arrives with
``Screen.fly`` set (a card just drawn, and motion on): from where the fan's
cursor was last drawn to the big card, or off the bottom edge when a
computer takes it (face down).  One TileGrid made once; each frame moves it
by ints, and a new screen or its last frame hides it.
"""

import displayio
from micropython import const

from hardware.layers import move, show

_FRAMES = const(6)    # about 0.2 s


class Flyer:
    """One card tile that travels from (x0, y0) to (x1, y1)."""

    def __init__(self, sheet, colors, tile_w, tile_h, empty):
        self.grid = displayio.TileGrid(sheet, pixel_shader=colors, width=1, height=1,
                                       tile_width=tile_w, tile_height=tile_h,
                                       default_tile=empty)
        self.grid.hidden = True
        self.left = 0         # frames still to go
        self.x0 = self.y0 = self.x1 = self.y1 = 0

    def start(self, tile, x0, y0, x1, y1):
        """Show ``tile`` at (x0, y0), on its way to (x1, y1)."""
        if self.grid[0] != tile:
            self.grid[0] = tile
        self.x0 = x0          # one by one: four at once would build a tuple on a board
        self.y0 = y0
        self.x1 = x1
        self.y1 = y1
        self.left = _FRAMES
        self.step()

    def step(self):
        """Move one frame on; return True while it shows."""
        if not self.left:
            return False
        self.left -= 1
        done = _FRAMES - self.left
        move(self.grid, self.x0 + (self.x1 - self.x0) * done // _FRAMES,
             self.y0 + (self.y1 - self.y0) * done // _FRAMES)
        show(self.grid, self.left > 0)
        return True

    def stop(self):
        """Hide it, wherever it is."""
        self.left = 0
        show(self.grid, False)
