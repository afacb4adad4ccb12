"""Computer turns at the table: the computer's cursor goes to its pick, then it takes the card.

Part of the table scene (``table.py``), loaded for the computers' turns in
place of a person's screens (``table_person.py``).  Each
step is shown for the chosen pace (``Game.delay``): the cursor glides from
the fan's left to the pick over the first (or jumps, with motion off), the
pick shows for the second.  A hurries it, B plays every computer turn at
once until a person must act.

A computer's tell is here too: on a person's draw from its fan, its face
gives its Old Maid away as the cursor passes over it (``tell``).
"""

from engine.cards import DECK2
from engine.players import CASUAL, CHILD
from game.keys import K_A, K_B, K_START
from game.screens import COMPUTER_AIMS, COMPUTER_TOOK, DRAW, FLY_BACK, PERSON


def is_old_maid(rnd, card):
    """Return True if ``card`` is the Old Maid for sure: the last of a kind left without a pair.

    A card of such a kind with no other of its kind left in a hand: in the
    classic game three Queens are dealt, and any of them may pair until two
    have.  tools/measure/tells.py measures the tell with this very test.
    """
    if not rnd.odd_kind(card):
        return False
    n = 0
    for seat in range(rnd.players):
        for pos in range(rnd.hand_size(seat)):
            if rnd.pairs(rnd.card(seat, pos), card):
                n += 1
    return n == 1


class Computers:
    """The computers' turns, for the table scene ``table``."""

    def __init__(self, table):
        self.table = table
        self.game = table.game
        self.timer = 0
        self.pick = 0            # the position the computer will draw

    def turn(self):
        """Show the computer whose turn it is at the offerer's fan, its cursor on the way."""
        g = self.game
        rnd = g.rnd
        w = g.w
        seat = rnd.current_drawer()
        offerer = rnd.offerer()
        s = g.show(DRAW, w.CPU_TURN % (g.name(seat), g.name(offerer)),
                   w.H_ATTRACT if g.demo else w.H_CPU if self.table.person_seated()
                   else w.H_CPU_OUT)
        g.own(seat)
        s.top.fill_from(rnd, offerer, False)
        s.top.label = g.fit(w.FAN % g.name(offerer))
        s.top.face = g.face(offerer)
        self.pick = g.seats[seat].choose(rnd)
        s.top.cursor = 0
        if g.table.humans() == 1:   # a single person's hand stays on show
            for person in range(rnd.players):
                if g.is_human(person) and not rnd.is_out(person):
                    s.bottom.fill_from(rnd, person, True)
                    s.bottom.label = g.fit(w.HAND)
        self.table.say((g.take_news(), self.table.counts()), 2)    # the last turn's news first
        self.table.phase = s.computer = COMPUTER_AIMS
        self.timer = g.now
        s.changed()

    def tell(self, row, offerer):
        """Mark in ``row`` (``offerer``'s fan, face down) where its face gives a tell.

        Only over the Old Maid for sure (``is_old_maid``).  The easiest
        computer gives it every turn, the casual one a turn in two (by the
        clock: the session's generator is left alone, so a resume replays
        the same), the canny one never.
        """
        g = self.game
        kind = g.seats[offerer].kind
        row.tell = kind == CHILD or kind == CASUAL and g.now >> 8 & 1 == 1
        if not row.tell:
            return
        rnd = g.rnd
        marks = row.tells
        for i in range(len(marks)):
            marks[i] = 0
        for pos in range(rnd.hand_size(offerer)):
            if is_old_maid(rnd, rnd.card(offerer, pos)):
                marks[pos >> 3] |= 1 << (pos & 7)

    def _draw(self, pos):
        rnd = self.game.rnd
        drawer = rnd.current_drawer()
        rnd.draw(pos)
        if rnd.manual and not rnd.is_over() and not rnd.is_out(drawer):
            self.game.seats[drawer].lay_pairs(rnd)

    def keys(self, keys):
        """Move the computer's turn on when its step has been shown long enough (or A, or B)."""
        g = self.game
        if keys & K_START and not g.demo and not self.table.person_seated():
            self.table.pause()      # no person left to play: the menu can end the session
            return
        if keys & K_B and not g.demo:      # every computer turn at once until a person must act
            rnd = g.rnd
            self.table.phase = PERSON
            self._draw(self.pick)
            while not rnd.is_over() and not g.is_human(rnd.current_drawer()):
                self.table.offer()
                self._draw(g.seats[rnd.current_drawer()].choose(rnd))
            self.table.next_turn()
            return
        aiming = self.table.phase == COMPUTER_AIMS
        if not keys & K_A and g.since(self.timer) < g.delay():
            if aiming and g.settings.motion:
                # The cursor glides along the fan to the pick, there when the step ends.
                at = self.pick * g.since(self.timer) // g.delay()
                if at != g.screen.top.cursor:
                    g.screen.top.cursor = at
                    g.screen.changed()
            return
        if aiming:
            g.screen.top.cursor = self.pick
            self.table.phase = g.screen.computer = COMPUTER_TOOK
            self.timer = g.now
            g.screen.changed()
            return
        taken = g.rnd.card(g.rnd.offerer(), self.pick)
        self._draw(self.pick)
        self.table.phase = PERSON
        self.table.next_turn()
        if g.settings.motion:   # the next screen (a pass screen, maybe) shows it leave the fan
            g.screen.fly = taken & DECK2 | FLY_BACK     # face down: its back, never its value
