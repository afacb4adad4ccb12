"""A person's turn at the table: their fan to draw from, the card they drew, arranging their hand.

Part of the table scene (``table.py``), which loads it for a person's turn
in place of the computers' (``table_cpu.py``) and drops it with the scene;
a module of its own so that a board holds one half of a turn at a time.
The learning aids (the tracker of ranks gone, who holds the odd card once
two hands are left: ``table_text.py``'s) are shown on the draw screen.

A turn is two presses: A draws, A on the drawn card ends the turn (its
pairs laid already, or in learning mode laid next, by hand).  Arranging is
up or down on the drawn card, and A never traps there: A picks a card up,
and A again before it is carried puts it back and is done.
"""

from game.cardtext import card_label, is_odd, odd_name
from game.game import RESULT_SCREEN
from game.keys import K_A, K_B, K_SELECT, K_START
from game.scenes.table_text import turn_parts
from game.screenkit import board_keys, pick, write
from game.screens import ARRANGE, DRAW, NONE, OUT, REVEAL


class Person:
    """The screens of a person's turn, for the table scene ``table``."""

    def __init__(self, table):
        self.table = table
        self.game = table.game

    def turn(self):
        """Show the drawer the offerer's fan, their own hand, and what is new since their turn."""
        g = self.game
        rnd = g.rnd
        w = g.w
        seat = rnd.current_drawer()
        g.hand_to(seat)
        offerer = rnd.offerer()
        s = g.show(DRAW, w.YOUR_TURN % (g.name(seat), g.name(offerer)), w.H_CHOOSE)
        g.own(seat)
        s.top.fill_from(rnd, offerer, False)
        s.top.cursor = min(g.aim, s.top.count - 1)
        s.top.label = g.fit(w.FAN % g.name(offerer))
        s.top.face = g.face(offerer)
        if g.settings.tells and not g.is_human(offerer):    # its face may give its Old Maid away
            self.table.cpu.tell(s.top, offerer)
        s.bottom.fill_from(rnd, seat, True)
        s.bottom.label = g.fit(w.HAND)
        parts, keep = turn_parts(self.table, seat)    # (table_text.py: the aids too)
        self.table.say(parts, keep)
        s.changed()

    def draw_keys(self, keys):
        """Move along the fan; A draws the card under the cursor."""
        g = self.game
        s = g.screen
        if pick(g, keys, s.top):
            g.aim_at(s.top.cursor)   # kept through the pause, the rules and the hide
        elif keys & K_B:
            self.table.pause()
        elif keys & K_A:
            seat = g.rnd.current_drawer()
            g.aim_at(s.top.cursor, seat)   # and what was new since their turn is seen
            card = g.rnd.draw(s.top.cursor)
            g.keep()        # a draw is final: switching off now cannot take it back
            self.reveal(seat, card)

    def reveal(self, seat, card, quiet=False):
        """Show ``seat`` the card they drew, and whether it made a pair."""
        g = self.game
        w = g.w
        rnd = g.rnd
        paired = g.last_pair
        title = w.DREW_ODD % odd_name(g) if is_odd(card) else w.DREW % card_label(g, card)
        last = rnd.is_out(seat) or rnd.is_over()     # nothing left to arrange
        s = g.show(REVEAL, title, w.H_GO_ON if last else w.H_DREW)
        g.own(seat)
        self.table.revealed = g.now      # keys wait DRAWN_HOLD_MS (table.py)
        s.big = card
        if not quiet and g.settings.motion:
            s.fly = card         # from the fan to the big card (hardware/flyer.py)
        if rnd.manual:
            if g.settings.nudge and rnd.holds_pair(seat):
                s.lines[0] = g.fit(w.NUDGED)
        else:
            s.lines[0] = g.fit(w.A_PAIR if paired else w.NO_PAIR)
        if rnd.is_out(seat):
            s.lines[1] = g.fit(w.EMPTY_HAND)
        if not quiet:
            g.beep(880 if paired else 440)
        s.changed()

    def after_draw(self, arranging=False):
        """Go on from the drawn card: the result, out, laying pairs, the next turn, or arranging."""
        g = self.game
        rnd = g.rnd
        seat = g.viewer
        if rnd.is_over():
            g.go("scores", RESULT_SCREEN)
            return
        if rnd.is_out(seat):
            self.out_screen(seat)
        elif rnd.manual:
            self.table.lay.after = ARRANGE if arranging else DRAW
            self.table.lay.show(seat)
        elif arranging:
            self.arrange(seat)
        else:
            self.table.next_turn()
        if (g.last_pair and not rnd.manual and g.settings.motion and not g.leaving()
                and (g.screen.seat == seat or g.table.humans() == 1)):
            # The pair goes from the big card to the table, face up: only on its owner's
            # next screen (or where no one else plays), never a pass screen or one that
            # the device shows while it goes round.
            g.screen.fly = g.last_card

    def out_screen(self, seat):
        """Tell ``seat`` their hand is empty: safe for this round."""
        g = self.game
        s = g.show(OUT, g.w.OUT % g.name(seat), g.w.H_GO_ON)
        g.own(seat)
        write(g, g.w.SAFE, 0)
        g.beep(1320)
        s.changed()

    def arrange(self, seat):
        """Let ``seat`` rearrange or shuffle their hand before offering it."""
        g = self.game
        s = self.table.hand_screen(ARRANGE, g.w.ARRANGE, g.w.H_PICK, seat)
        if g.rnd.holds_odd(seat):                # the tip only for the odd card's holder
            write(g, g.w.ARRANGE_TIP, 0)
        s.changed()

    def arrange_keys(self, keys):
        """Pick up, carry and put down a card, or shuffle; START, B or A twice on a card: done."""
        g = self.game
        s = g.screen
        row = s.bottom
        seat = g.viewer
        table = self.table
        if keys & (K_START | K_B) or keys & K_A and row.selected != NONE and not table.carried:
            table.next_turn()            # A twice, the card not carried: put back, and done
            return
        if pick(g, keys, row):
            table.carried = True
        elif keys & K_SELECT:
            g.rnd.shuffle(seat)
            g.touched()
            row.selected = NONE
            row.fill_from(g.rnd, seat, True)
        elif keys & K_A:
            if row.selected == NONE:
                row.selected = row.cursor
                table.carried = False
            else:
                if row.selected != row.cursor:
                    g.rnd.move(seat, row.selected, row.cursor)
                    g.touched()
                row.selected = NONE
                row.fill_from(g.rnd, seat, True)
        else:
            return
        self.hint()

    def hint(self):
        """Say on the arrange screen what A does now: pick up, put down, or put back and be done."""
        g = self.game
        s = g.screen
        w = g.w
        held = s.bottom.selected != NONE
        s.hint = g.fit(board_keys(g, w.H_PUT if held and self.table.carried
                                    else w.H_HELD if held else w.H_PICK))
        s.changed()
