"""A round at the table: each turn, a person's draw, the card shown, arranging, computer turns.

Entered with ``how`` (game/game.py): a new session, its next round, or the
next turn of the round on the table (after a resume).  People draw from a
face-down fan and see their card alone (for ``DRAWN_HOLD_MS`` at least:
a key sooner is ignored); A then ends the turn, up or down arranges first.
With more than one person the device is passed first, and cards hide after
20 s idle; each cursor is where it was when they come back.
Computers play at the chosen pace, or at once when skipped.  Pairs laid by
hand (learning mode) are ``table_lay.py``'s, loaded only for such rounds.
When the round is over the scores take over (``scores.py``).
"""

from micropython import const

from game.game import (
    DRAWN_HOLD_MS,
    HIDE_AFTER_MS,
    NEW_SESSION,
    NEXT_FORFEIT,
    NEXT_TURN,
    RESULT_SCREEN,
)
from game.keys import K_A, K_B, K_DOWN, K_SELECT, K_START, K_UP
from game.scenes.table_text import counts, more_hint, say
from game.screens import (
    ARRANGE,
    DRAW,
    LAY,
    NONE,
    OUT,
    PASS,
    PERSON,
    REVEAL,
)
from game.words import drop, settle

_NOBODY = const(255)


class Scene:
    """Turn after turn until the round is over."""

    def __init__(self, game):
        self.game = game
        self.phase = PERSON      # a computer's turn under way: game/screens.py's COMPUTER_*
        self.pass_to = 0
        self.resume = DRAW       # the screen the passed-to person is waiting for
        self.lay = None          # pairs laid by hand: table_lay.Laying, for such rounds
        self.paused = None       # the pause menu: table_pause.Pause, once opened
        self.revealed = 0        # when the drawn card was shown
        self.carried = False     # arranging: the card picked up has been carried
        self.hand_at = 0         # the hand's cursor and picked-up card, while hidden
        self.held_at = NONE
        self._person = None      # the turn's two halves: the one in play (see ``person``)
        self._cpu = None
        self.guide = None        # "Learn to play": learn.Guide, for a guided table alone

    @property
    def person(self):
        """The screens of a person's turn (table_person.py), loaded at its first reading.

        ``enter`` reads each half the table plays as the round is dealt, and
        it stays with the table: loaded again at every turn, a half's code
        would cost the board a transient block about its size in the frame
        that also saves the turn, the round's busiest (measured: 1 KB more
        heap).  Neither keeps anything between turns.  The frame's garbage
        is collected first (``settle``), so the code goes low in the heap.
        """
        if self._person is None:
            settle()
            from game.scenes.table_person import Person

            self._person = Person(self)
        return self._person

    @property
    def cpu(self):
        """The computers' turns (table_cpu.py), loaded at its first reading (see ``person``)."""
        if self._cpu is None:
            settle()
            from game.scenes.table_cpu import Computers

            self._cpu = Computers(self)
        return self._cpu

    def enter(self, how):
        g = self.game
        session = seats = None
        if how == NEW_SESSION or how == NEXT_FORFEIT:    # a session begins: table_begin.py's
            settle()
            from game.scenes.table_begin import begin

            session, seats = begin(g, how)
            del begin        # its code goes now, before the halves are loaded
            drop("game.scenes.table_begin")
        if how != NEXT_TURN:         # a round is dealt
            g.deal(session, seats)
        rnd = g.rnd
        # The halves of a turn this table plays, now that the round is dealt and before
        # its first turn's garbage: loaded at a first turn instead, amid the deal's and
        # the computers' garbage, the person's half, compiled on a board from its .py,
        # wanted 1,336 bytes in one piece (the compiler's table of its names) that were
        # not there.  Each loads at its first reading.
        people = g.table.humans()
        if people:
            _ = self.person
        if people < g.table.players:
            _ = self.cpu
        if people > 1:           # the device passed between people: table_pass.py's
            settle()
            import game.scenes.table_pass  # noqa: F401
        if rnd.manual and self.lay is None:     # pairs laid by hand: learning mode's rounds
            settle()
            from game.scenes.table_lay import Laying

            self.lay = Laying(self)
        if g.table.guided and self.guide is None:    # "Learn to play": its words
            settle()
            from game.scenes.learn import Guide

            self.guide = Guide(self)
        if how != NEXT_TURN and rnd.manual:      # the computers lay theirs at the deal
            for seat in range(rnd.players):
                if rnd.seated[seat] and not g.is_human(seat) and not rnd.is_over():
                    g.seats[seat].lay_pairs(rnd)
        self.next_turn()
        if self.guide is not None:
            self.guide.look()
        if g.scene is self:
            self.held_still()

    # -- turns ------------------------------------------------------------------------

    def next_turn(self):
        """Go on to whoever acts next: a person laying pairs, a person's or a computer's draw."""
        g = self.game
        rnd = g.rnd
        if rnd.is_over():
            g.go("scores", RESULT_SCREEN)
            return
        pending = rnd.pair_pending()
        if pending != _NOBODY or g.moved and g.is_human(rnd.current_drawer()):
            g.keep()        # a person's turn begins: what a person did since is kept
        if pending != _NOBODY:      # learning mode: a person still holds a pair
            self.lay.after = DRAW
            self.to_person(pending, LAY)
            return
        self.offer()
        drawer = rnd.current_drawer()
        if g.is_human(drawer):
            self.to_person(drawer, DRAW)
        else:
            self.cpu.turn()

    def offer(self):
        """Let the offerer arrange their fan: a computer as it likes, a person by auto-shuffle."""
        g = self.game
        offerer = g.rnd.offerer()
        if not g.is_human(offerer):
            g.seats[offerer].arrange(g.rnd)
        elif g.table.autoshuffle:
            g.rnd.shuffle(offerer)

    def to_person(self, seat, kind):
        """Show ``seat`` the screen ``kind``, asking for the device to be passed first."""
        g = self.game
        if g.table.humans() > 1 and g.viewer != seat:
            self._pass(seat, kind)
        else:
            g.hand_to(seat)
            self.pass_to = seat
            self.resume = kind
            self._resume()

    def _pass(self, seat, then, hidden=False):
        """Ask for the device to be passed to ``seat`` (table_pass.py's, loaded at the deal)."""
        from game.scenes.table_pass import pass_to

        pass_to(self, seat, then, hidden)

    def _resume(self):
        """Show the passed-to person the screen they are waiting for."""
        seat = self.pass_to
        g = self.game
        g.hand_to(seat)
        if self.resume == REVEAL:
            self.person.reveal(seat, g.last_card, quiet=True)
        elif self.resume == LAY or self.resume == ARRANGE:
            if self.resume == LAY:
                self.lay.show(seat)
            else:
                self.person.arrange(seat)
            row = g.screen.bottom      # the cursor where it was before the hide
            row.cursor = min(self.hand_at, row.count - 1)
            if self.held_at < row.count:
                row.selected = self.held_at
            if self.resume == ARRANGE:
                self.person.hint()
        else:
            self.person.turn()
        self.hand_at = 0
        self.held_at = NONE

    def hand_screen(self, kind, title, hint, seat):
        """Start screen ``kind`` showing ``seat``'s own hand, the cursor on its first card."""
        g = self.game
        s = g.show(kind, title, hint)
        g.own(seat)
        s.bottom.fill_from(g.rnd, seat, True)
        s.bottom.cursor = 0
        s.bottom.label = g.fit(g.w.HAND)
        return s

    say = say           # table_text.py's
    counts = counts

    def held_still(self):
        """Give a person's screen its hint for when its lines run to a second page.

        The view holds a person's screen still (hardware/view.py) and shows
        this hint only when its lines make more than a page: SELECT, free
        on these screens, turns it (``step``).
        """
        s = self.game.screen
        if (not s.more and self.phase == PERSON and s.seat != NONE
                and (s.kind == DRAW or s.kind == PASS or s.kind == REVEAL or s.kind == OUT)):
            s.more = more_hint(self, s.hint)

    # -- keys ------------------------------------------------------------------------------

    def pause(self):
        """Open the pause menu over the screen on show."""
        if self.paused is None:
            from game.scenes.table_pause import Pause

            self.paused = Pause(self)
        self.paused.show(self.person_seated())

    def person_seated(self):
        """Return True if a person still plays at this table (not all out of the session)."""
        g = self.game
        rnd = g.rnd
        for seat in range(rnd.players):
            if rnd.seated[seat] and g.is_human(seat):
                return True
        return False

    def step(self, keys):
        g = self.game
        kind = g.screen.kind
        guide = self.guide       # "Learn to play": its words on screen take the keys
        if guide is not None and guide.keys(keys):
            return
        if self.paused is not None and self.paused.open:
            self.paused.keys(keys)
            return
        if self.phase != PERSON:
            self.cpu.keys(keys)
        elif keys & K_SELECT and g.screen.more:     # the next page of a person's lines
            g.screen.page += 1
            g.screen.changed()
        elif kind == PASS:
            if keys & K_A:
                self._resume()
            elif keys & K_B and not g.demo:
                self.pause()
        elif kind == DRAW:
            self.person.draw_keys(keys)
        elif kind == ARRANGE:
            self.person.arrange_keys(keys)
        elif kind == LAY:
            self.lay.keys(keys)
        elif kind == REVEAL:
            if g.since(self.revealed) < DRAWN_HOLD_MS:
                pass                     # the card is seen before anything moves on
            elif keys & (K_A | K_START):
                self.person.after_draw()
            elif keys & (K_UP | K_DOWN):
                self.person.after_draw(True)
            elif keys & K_B:             # the pause menu, as on the draw and pass screens
                self.pause()
        elif kind == OUT:
            if keys & (K_A | K_START):
                self.next_turn()
        kind = g.screen.kind
        if (not g.leaving() and g.viewer != _NOBODY and g.table.humans() > 1
                and self.phase == PERSON
                and (kind == DRAW or kind == ARRANGE or kind == REVEAL or kind == LAY)
                and g.since(g.last_key) >= HIDE_AFTER_MS):
            self._pass(g.viewer, kind, hidden=True)
        if guide is not None:    # the screen just made: a step to say on it?
            guide.look()
        if g.scene is self:
            self.held_still()
