"""Laying pairs by hand (learning mode): part of the table, loaded only for such rounds.

A picks a card, A on another lays the two; START (or B) is done once no
pair is left.  A twice on one card never traps: it shows a pair of the
hand (A then lays it), or with none left it is done.  Two cards that do
not pair are laid all the same, and make their layer the Old Maid (the
French rules), unless the pair nudge (a learning aid) stops them: then
SELECT shows one pair of the hand, picked up and the cursor on its other
card, so that A lays it.
"""

from game.keys import K_A, K_B, K_SELECT, K_START
from game.screenkit import board_keys, pick
from game.screens import ARRANGE, DRAW, LAY, NONE


class Laying:
    """The lay screen of the table scene ``table``."""

    def __init__(self, table):
        self.table = table
        self.game = table.game
        self.after = DRAW        # where the person goes once their pairs are laid
        self.stopped = False     # the nudge stopped a false pair: SELECT shows a true one

    def show(self, seat, message="", hint=None):
        """Show ``seat`` their hand to lay pairs from, with ``message`` (or the tip)."""
        g = self.game
        s = self.table.hand_screen(LAY, g.w.LAY, hint or g.w.H_LAY, seat)
        s.lines[0] = g.fit(message or g.w.LAY_TIP)
        if g.settings.nudge and g.rnd.holds_pair(seat):
            s.lines[1] = g.fit(g.w.NUDGED)
        s.changed()

    def keys(self, keys):
        """Take the lay screen's keys."""
        g = self.game
        s = g.screen
        row = s.bottom
        seat = g.viewer
        rnd = g.rnd
        if pick(g, keys, row):
            return
        if keys & K_SELECT and self.stopped:
            self.stopped = False
            self._show_a_pair(seat)
        elif keys & (K_START | K_B):
            self._done(seat)
        elif keys & K_A:
            if row.selected == NONE:
                row.selected = row.cursor
                s.changed()
                return
            first, second = row.selected, row.cursor
            row.selected = NONE
            if first == second:          # A twice: a pair to lay, or done
                if rnd.holds_pair(seat):
                    self._show_a_pair(seat)
                else:
                    self._done(seat)
                return
            a, b = rnd.card(seat, first), rnd.card(seat, second)
            if not rnd.pairs(a, b) and g.settings.nudge:
                self.show(seat, g.w.NOT_A_PAIR, g.w.H_SHOW_ME)  # the aid stops a false pair
                self.stopped = True
                return
            self.stopped = False
            rnd.lay(seat, first, second)
            g.touched()
            g.beep(880)
            if rnd.is_over():
                g.go("scores")
            elif rnd.is_out(seat):
                self.table.person.out_screen(seat)
            else:
                self.show(seat, g.news if rnd.pairs(a, b) else "")

    def _done(self, seat):
        """Go on once every pair is laid: to arranging, if asked for, or the next turn."""
        if self.game.rnd.holds_pair(seat):
            self.show(seat, self.game.w.STILL_PAIR)
        elif self.after == ARRANGE:
            self.table.person.arrange(seat)
        else:
            self.table.next_turn()

    def _show_a_pair(self, seat):
        """Pick up one card of a pair in ``seat``'s hand, the cursor on the other; say A lays it."""
        g = self.game
        rnd = g.rnd
        row = g.screen.bottom
        for i in range(row.count):
            for j in range(i + 1, row.count):
                if rnd.pairs(row.cards[i], row.cards[j]):
                    row.selected = i
                    row.cursor = j
                    s = g.screen
                    s.lines[0] = g.fit(g.w.PAIR_SHOWN)      # and how to lay it
                    s.hint = g.fit(board_keys(g, g.w.H_LAY_SHOWN))
                    s.changed()
                    return
