"""A card on its way across the screen: from the fan to where it goes, over a few frames.

The view (hardware/view.py) starts it when a screen arrives with
``Screen.fly`` set (a card just drawn, and motion on): from where the fan's
cursor was last drawn to the big card, or off the bottom edge when a
computer takes it (face down).  Two TileGrids made once (by
``hardware/viewbuild.py``), the card and the second deck's mark over it
(``hardware/sprites.py``); each frame moves them by ints, and a new screen
or its last frame hides them.
"""

from micropython import const

from hardware.layers import move, put_card, show

_FRAMES = const(6)    # about 0.2 s


class Flyer:
    """One card tile (and its deck's mark) that travels from (from_x, from_y) to (x, y).

    Made by ``hardware/viewbuild.py``.
    """

    def start(self, tile, mark, from_x, from_y, x, y):
        """Show ``tile``, with ``mark`` over it, at (from_x, from_y), on its way to (x, y)."""
        put_card(self.grid, 0, tile, self.below)
        put_card(self.mark, 0, mark, self.below)
        self.from_x = from_x  # one by one: four at once would build a tuple on a board
        self.from_y = from_y
        self.x = x
        self.y = y
        self.left = _FRAMES
        self.step()

    def step(self):
        """Move one frame on; return True while it shows."""
        if not self.left:
            return False
        self.left -= 1
        done = _FRAMES - self.left
        x = self.from_x + (self.x - self.from_x) * done // _FRAMES   # where it is now
        y = self.from_y + (self.y - self.from_y) * done // _FRAMES
        move(self.grid, x, y)
        move(self.mark, x, y)
        show(self.grid, self.left > 0)
        show(self.mark, self.left > 0 and self.mark[0] != self.empty)
        return True

    def stop(self):
        """Hide it, wherever it is."""
        self.left = 0
        show(self.grid, False)
        show(self.mark, False)
