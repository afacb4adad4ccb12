"""One row of cards on the screen: the cards, a cursor, a picked-up card, cut-off marks, a label.

Part of the view (``hardware/view.py``), which has two, the offered fan
and the player's hand, made by ``hardware/viewbuild.py`` with the look of
its class attributes (``TILE_W``, ``FIT``, ...).  Every object is made once; a draw
changes tile numbers, positions and hidden flags.  The sheet holds one
deck's faces: a second-deck card face up is its face in ``cards`` and its
mark (``deck2_mark``, ``hardware/sprites.py``) at the same place in
``marks``, a TileGrid just above; a row with no such card hides it.  On a
one-colour sheet the mark is a shape of lit pixels, drawn in the card's ink
(``CARD_INVERSE``'s), and lit over a picked-up card shown in reverse video.
"""

from micropython import const

from game.screens import NONE
from hardware.glyphs import CELL_H
from hardware.layers import centred_x, move, put_card, show
from hardware.sprites import (
    BACK1,
    BACK2,
    EDGE_BACK,
    EDGE_FACE,
    EMPTY,
    card_tile,
    deck2_mark,
)

_DECK2 = const(0x80)     # a card of the second deck (engine/cards.py)


class CardRow:
    """One row of cards: the cards, a cursor, a selected mark, cut-off marks, a label.

    Made by ``hardware/viewbuild.py``.  The label is the current text
    size's: the view points ``label`` at it when the size changes.  On a
    sheet of half cards each grid is two cells high, the lower halves
    ``below`` cells after the upper ones (``layers.put_card``).
    """

    def hide(self):
        """Show nothing of this row."""
        show(self.cards, False)
        show(self.marks, False)
        show(self.cursor, False)
        show(self.selected, False)
        if self.selected_mark is not None:
            show(self.selected_mark, False)
        show(self.left, False)
        show(self.right, False)
        show(self.label, False)

    def draw(self, row, y, label_y, cursor_y, labels=True):
        """Show ``row`` with its cards at ``y``, its label and cursor at the rows given."""
        n = row.count
        if n <= self.fit:
            shown = n
            self.first = 0
        else:
            shown = self.window
            focus = row.cursor if row.cursor != NONE else row.selected
            if focus != NONE:
                # Keep one card of margin beside the cursor, so you see what comes next.
                if focus < self.first + 1:
                    self.first = focus - 1
                elif focus > self.first + shown - 2:
                    self.first = focus - shown + 2
            self.first = max(0, min(self.first, n - shown))
        first = self.first
        edge_w = self.edge_face_w if row.face_up else self.edge_back_w
        x = (self.width - shown * self.tile_w - edge_w) // 2
        found = False    # a second-deck face: its mark shows
        for i in range(self.fit + 1):
            mark = EMPTY
            if i < shown:
                card = row.cards[first + i]
                if row.face_up:
                    tile = card_tile(card)
                    mark = deck2_mark(card)
                elif card & _DECK2:
                    tile = BACK2
                else:
                    tile = BACK1
            elif i == shown and first + shown == n:
                tile = EDGE_FACE if row.face_up else EDGE_BACK
            else:
                tile = EMPTY
            put_card(self.cards, i, tile, self.below)
            put_card(self.marks, i, mark, self.below)
            if mark != EMPTY:
                found = True
        move(self.cards, x, y)
        show(self.cards, True)
        move(self.marks, x, y)
        show(self.marks, found)
        self._mark(self.cursor, row.cursor, x, cursor_y, first, shown)
        self._mark(self.selected, row.selected, x, y, first, shown)
        if self.inverts:
            mark = EMPTY
            if not self.selected.hidden:
                put_card(self.selected, 0, self.cards[row.selected - first], self.below)
                mark = self.marks[row.selected - first]
                put_card(self.selected_mark, 0, mark, self.below)
                move(self.selected_mark, self.selected.x, y)
            show(self.selected_mark, mark != EMPTY)
        mark_y = y + (self.tile_h - CELL_H) // 2
        move(self.left, self.left.x, mark_y)
        move(self.right, self.right.x, mark_y)
        show(self.left, first > 0)
        show(self.right, first + shown < n)
        label = self.label
        with_label = labels and bool(row.label)
        if with_label:
            label.set(row.label)
            move(label, centred_x(label, self.width), label_y)
        show(label, with_label)

    def _mark(self, grid, index, x, y, first, shown):
        """Put a one-tile ``grid`` over card ``index``, or hide it if that is off screen."""
        if index == NONE or index < first or index >= first + shown:
            show(grid, False)
            return
        move(grid, x + (index - first) * self.tile_w, y)
        show(grid, True)
