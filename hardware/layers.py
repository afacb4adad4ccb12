"""Touching displayio items only when something changes: a move, a show, a tile, a centred line.

Setting a TileGrid's position, hidden flag or tile marks the screen dirty
even when the value is the same; these helpers compare first, so a frame
that changes nothing redraws nothing.  Shared by the view's parts.
"""

from hardware.sprites import lower


def centred_x(line, width):
    """Return the x that centres ``line``'s text (as much as it shows) across ``width``."""
    n = min(len(line.text), line.max_chars)
    return (width - n * line.cell_w + 1) // 2


def move(item, x, y):
    """Put ``item`` at (x, y), touching it only if it moves."""
    if item.x != x:
        item.x = x
    if item.y != y:
        item.y = y


def show(item, shown):
    """Show or hide ``item``, touching it only if that changes."""
    if item.hidden == shown:
        item.hidden = not shown


def put(grid, i, tile):
    """Set tile ``i`` of ``grid``, touching it only if it changes."""
    if grid[i] != tile:
        grid[i] = tile


def put_card(grid, i, tile, below):
    """Set card tile ``tile`` at cell ``i`` of ``grid``, and its lower half ``below`` cells on.

    The colour sheet holds a card as two halves (``hardware/sprites.py``):
    its grids are two cells high a card, ``below`` their width.  A sheet of
    whole cards (the one-colour one) has ``below`` 0.
    """
    put(grid, i, tile)
    if below:
        put(grid, i + below, lower(tile))
