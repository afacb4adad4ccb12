"""A round at the table: each turn, a person's draw, the card shown, arranging, computer turns.

Entered with ``how`` (game/game.py): a new session, its next round, or the
next turn of the round on the table (after a resume).  People draw from a
face-down fan, see their card alone and arrange their hand; with more than
one person the device is passed first, and cards hide after 20 s idle.
Computers play at the chosen pace, or at once when skipped.  Pairs laid by
hand (learning mode) are ``table_lay.py``'s, loaded only for such rounds.
When the round is over the scores take over (``scores.py``).
"""

from micropython import const

from engine import cards
from engine.players import make_player
from engine.session import Session
from game import words
from game.game import HIDE_AFTER_MS, NEW_SESSION, NEXT_ROUND, RANK_SIGNS, RESULT_SCREEN, is_odd
from game.keys import K_A, K_B, K_LEFT, K_RIGHT, K_SELECT, K_START
from game.screens import (
    ARRANGE,
    COMPUTER_AIMS,
    COMPUTER_TOOK,
    DRAW,
    LAY,
    NONE,
    OUT,
    PASS,
    PERSON,
    REVEAL,
)
from game.settings import HUMAN

_NOBODY = const(255)
_DEMO_SEEDS = const(100000)  # the attract mode's seeds, far from a real session's


def _rank_or_picture(c):
    """Return ``c``'s rank (0..12) or picture (13..37), or -1 for the odd figures."""
    face = c & cards.FACE_MASK
    if face < 52:
        return face >> 2
    if cards.THEMED_FIRST <= face < cards.THEMED_FIRST + cards.THEMED_PICTURES:
        return 13 + face - cards.THEMED_FIRST
    return -1


def laid_ranks(rnd):
    """Return the ranks (or pictures) whose every card is laid: none left in a hand."""
    seen = bytearray(38)     # a rank (or picture): 1 in the deck, 2 still in a hand
    for c in rnd.fresh:
        i = _rank_or_picture(c)
        if i >= 0:
            seen[i] = 1
    for seat in range(rnd.players):
        for i in range(rnd.hand_size(seat)):
            j = _rank_or_picture(rnd.card(seat, i))
            if j >= 0:
                seen[j] = 2
    gone = []
    for i in range(len(seen)):
        if seen[i] == 1:
            gone.append(RANK_SIGNS[i] if i < 13 else "#%d" % (i - 12))
    return " ".join(gone)


class Scene:
    """Turn after turn until the round is over."""

    def __init__(self, game):
        self.game = game
        self.phase = PERSON      # a computer's turn under way: game/screens.py's COMPUTER_*
        self.timer = 0
        self.cpu_pos = 0
        self.pass_to = 0
        self.resume = DRAW       # the screen the passed-to person is waiting for
        self.lay = None          # pairs laid by hand: table_lay.Laying, for such rounds

    def enter(self, how):
        if how == NEW_SESSION:
            self._start_session()
        if how == NEW_SESSION or how == NEXT_ROUND:
            self._deal()
        else:
            self._hand_laying()
            self.next_turn()

    # -- a session and its rounds --------------------------------------------------

    def _start_session(self):
        g = self.game
        st = g.table
        g.saved = None        # a new session replaces the one kept
        watchers = [] if g.demo else list(g.extra)
        watchers.append(g)
        if g.demo:     # the attract mode's games leave the seeds of real ones alone
            seed = g.seed + _DEMO_SEEDS + g.demos
            g.demos += 1
        else:
            seed = g.seed + g.sessions
            g.sessions += 1
        g.session = Session(st.variant, st.session_mode(), st.session_count(), st.players,
                            seed, rotate=bool(st.rotate), manual=bool(st.manual),
                            watchers=watchers)
        g.seats = []
        for s in range(st.players):
            kind = st.kinds[s]
            g.seats.append(None if kind == HUMAN else make_player(kind - 1, s, g.session.rng))
            if kind != HUMAN and g.seats[s].watches:
                watchers.append(g.seats[s])

    def _deal(self):
        g = self.game
        g.viewer = _NOBODY
        for s in range(12):
            g.taken_by[s] = _NOBODY
        g.news = ""
        rnd = g.rnd = g.session.next_round()
        self._hand_laying()
        if rnd.manual:
            for seat in range(rnd.players):
                if rnd.seated[seat] and not g.is_human(seat) and not rnd.is_over():
                    g.seats[seat].lay_pairs(rnd)
        self.next_turn()

    def _hand_laying(self):
        """Load the laying of pairs by hand, for a round in learning mode."""
        if self.game.rnd.manual and self.lay is None:
            from game.scenes.table_lay import Laying

            self.lay = Laying(self)

    # -- turns ------------------------------------------------------------------------

    def next_turn(self):
        """Go on to whoever acts next: a person laying pairs, a person's or a computer's draw."""
        g = self.game
        rnd = g.rnd
        if rnd.is_over():
            g.go("scores", RESULT_SCREEN)
            return
        pending = rnd.pair_pending()
        if pending != _NOBODY or g.is_human(rnd.current_drawer()):
            g.keep()        # a person's turn begins: the turn before is kept
        if pending != _NOBODY:      # learning mode: a person still holds a pair
            self.lay.after = DRAW
            self.to_person(pending, LAY)
            return
        self._offer()
        drawer = rnd.current_drawer()
        if g.is_human(drawer):
            self.to_person(drawer, DRAW)
        else:
            self._cpu_turn()

    def _offer(self):
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
            g.viewer = seat
            self.pass_to = seat
            self.resume = kind
            self._resume()

    def _pass(self, seat, then, hidden=False):
        g = self.game
        w = g.w
        name = g.name(seat)
        s = g.show(PASS, w.PASS_TO % name, w.H_SHOW)
        s.lines[1] = g.fit(w.HIDDEN if hidden else w.PASS_LINE)
        s.lines[2] = g.fit((w.HIDDEN_ASK if hidden else w.PASS_ASK) % name)
        self._table_lines(4)
        self.resume = then
        g.viewer = _NOBODY
        self.pass_to = seat
        s.changed()

    def _resume(self):
        """Show the passed-to person the screen they are waiting for."""
        seat = self.pass_to
        self.game.viewer = seat
        if self.resume == REVEAL:
            self._reveal(seat, self.game.last_card, quiet=True)
        elif self.resume == ARRANGE:
            self.arrange(seat)
        elif self.resume == LAY:
            self.lay.show(seat)
        else:
            self._human_turn()

    def _table_lines(self, first):
        """Write every seat's card count (public), from line ``first`` on."""
        g = self.game
        rnd = g.rnd
        items = []
        for seat in range(rnd.players):
            if rnd.seated[seat]:
                n = rnd.hand_size(seat)
                items.append("%s %s" % (g.name(seat), n if n else "-"))
        g.write(words.pack(items, g.columns), first)

    def _aid_lines(self, seat):
        """Return the learning aids' lines for ``seat``'s turn."""
        g = self.game
        rnd = g.rnd
        lines = []
        if g.settings.tracker:
            gone = laid_ranks(rnd)
            if gone:
                lines += words.wrap(g.w.GONE % gone, g.columns)
        if g.settings.odd_hint:
            odd = []
            for other in range(rnd.players):
                if other != seat and rnd.seated[other] and rnd.hand_size(other) & 1:
                    odd.append(g.name(other))
            if odd:
                lines += words.wrap(g.w.ODD_COUNT % " ".join(odd), g.columns)
        return lines

    # -- a person's turn ---------------------------------------------------------------

    def _human_turn(self):
        g = self.game
        rnd = g.rnd
        w = g.w
        seat = rnd.current_drawer()
        g.viewer = seat
        offerer = rnd.offerer()
        s = g.show(DRAW, w.YOUR_TURN % (g.name(seat), g.name(offerer)), w.H_CHOOSE)
        s.top.fill_from(rnd, offerer, False)
        s.top.cursor = min(g.aim, s.top.count - 1)
        s.top.label = g.fit(w.FAN % g.name(offerer))
        s.bottom.fill_from(rnd, seat, True)
        s.bottom.label = g.fit(w.HAND)
        lines = []
        taker = g.taken_by[seat]
        if taker != _NOBODY:
            lines.append(w.SINCE)
            lines.append(w.TOOK % (g.name(taker), g.card_label(g.taken_card[seat])))
            g.taken_by[seat] = _NOBODY
        lines += self._aid_lines(seat)
        g.write(lines, 0)
        self._table_lines(len(lines))
        s.changed()

    def _draw_keys(self, keys):
        g = self.game
        s = g.screen
        n = s.top.count
        if keys & K_LEFT:
            s.top.cursor = (s.top.cursor - 1) % n
            s.changed()
        elif keys & K_RIGHT:
            s.top.cursor = (s.top.cursor + 1) % n
            s.changed()
        elif keys & K_A:
            g.aim = s.top.cursor
            seat = g.rnd.current_drawer()
            card = g.rnd.draw(s.top.cursor)
            self._reveal(seat, card)

    def _reveal(self, seat, card, quiet=False):
        g = self.game
        w = g.w
        rnd = g.rnd
        paired = g.last_pair
        title = w.DREW_ODD % g.odd_name() if is_odd(card) else w.DREW % g.card_label(card)
        s = g.show(REVEAL, title, w.H_GO_ON)
        s.big = card
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

    def _after_draw(self):
        g = self.game
        rnd = g.rnd
        seat = g.viewer
        if rnd.is_over():
            g.go("scores", RESULT_SCREEN)
        elif rnd.is_out(seat):
            self.out_screen(seat)
        elif rnd.manual:
            self.lay.after = ARRANGE
            self.lay.show(seat)
        else:
            self.arrange(seat)

    def out_screen(self, seat):
        """Tell ``seat`` their hand is empty: safe for this round."""
        g = self.game
        s = g.show(OUT, g.w.OUT % g.name(seat), g.w.H_GO_ON)
        g.write(g.w.SAFE, 0)
        g.beep(1320)
        s.changed()

    def arrange(self, seat):
        """Let ``seat`` rearrange or shuffle their hand before offering it."""
        g = self.game
        s = g.show(ARRANGE, g.w.ARRANGE, g.w.H_PICK)
        s.bottom.fill_from(g.rnd, seat, True)
        s.bottom.cursor = 0
        s.bottom.label = g.fit(g.w.HAND)
        g.write(g.w.ARRANGE_TIP, 0)
        s.changed()

    def _arrange_keys(self, keys):
        g = self.game
        s = g.screen
        row = s.bottom
        seat = g.viewer
        if keys & (K_START | K_B):
            self.next_turn()
            return
        if g.pick(keys, row):
            pass
        elif keys & K_SELECT:
            g.rnd.shuffle(seat)
            row.selected = NONE
            row.fill_from(g.rnd, seat, True)
        elif keys & K_A:
            if row.selected == NONE:
                row.selected = row.cursor
            else:
                if row.selected != row.cursor:
                    g.rnd.move(seat, row.selected, row.cursor)
                row.selected = NONE
                row.fill_from(g.rnd, seat, True)
        else:
            return
        s.hint = g.fit(g.w.H_PICK if row.selected == NONE else g.w.H_PUT)
        s.changed()

    # -- computer turns ------------------------------------------------------------------

    def _cpu_turn(self):
        g = self.game
        rnd = g.rnd
        w = g.w
        seat = rnd.current_drawer()
        offerer = rnd.offerer()
        s = g.show(DRAW, w.CPU_TURN % (g.name(seat), g.name(offerer)),
                   w.H_ATTRACT if g.demo else w.H_CPU)
        s.top.fill_from(rnd, offerer, False)
        s.top.label = g.fit(w.FAN % g.name(offerer))
        self.cpu_pos = g.seats[seat].choose(rnd)
        s.top.cursor = 0
        if g.table.humans() == 1:   # a single person's hand stays on show
            for person in range(rnd.players):
                if g.is_human(person) and not rnd.is_out(person):
                    s.bottom.fill_from(rnd, person, True)
                    s.bottom.label = g.fit(w.HAND)
        if g.news:
            s.lines[0] = g.fit(g.news)
            g.news = ""
        self._table_lines(2)
        self.phase = s.computer = COMPUTER_AIMS
        self.timer = g.now
        s.changed()

    def _cpu_draw(self, pos):
        rnd = self.game.rnd
        drawer = rnd.current_drawer()
        rnd.draw(pos)
        if rnd.manual and not rnd.is_over() and not rnd.is_out(drawer):
            self.game.seats[drawer].lay_pairs(rnd)

    def _cpu_keys(self, keys):
        g = self.game
        if keys & K_B and not g.demo:
            self._skip_computers()
            return
        if not keys & K_A and g.since(self.timer) < g.delay():
            return
        if self.phase == COMPUTER_AIMS:
            g.screen.top.cursor = self.cpu_pos
            self.phase = g.screen.computer = COMPUTER_TOOK
            self.timer = g.now
            g.screen.changed()
            return
        self._cpu_draw(self.cpu_pos)
        self.phase = PERSON
        self.next_turn()

    def _skip_computers(self):
        """Play computer turns at once until a person must act."""
        g = self.game
        rnd = g.rnd
        self.phase = PERSON
        self._cpu_draw(self.cpu_pos)
        while not rnd.is_over() and not g.is_human(rnd.current_drawer()):
            self._offer()
            self._cpu_draw(g.seats[rnd.current_drawer()].choose(rnd))
        self.next_turn()

    # -- keys ------------------------------------------------------------------------------

    def step(self, keys):
        g = self.game
        kind = g.screen.kind
        if self.phase != PERSON:
            self._cpu_keys(keys)
        elif kind == PASS:
            if keys & K_A:
                self._resume()
        elif kind == DRAW:
            self._draw_keys(keys)
        elif kind == ARRANGE:
            self._arrange_keys(keys)
        elif kind == LAY:
            self.lay.keys(keys)
        elif kind == REVEAL:
            if keys & (K_A | K_START):
                self._after_draw()
        elif kind == OUT:
            if keys & (K_A | K_START):
                self.next_turn()
        kind = g.screen.kind
        if (not g.leaving() and g.viewer != _NOBODY and g.table.humans() > 1
                and self.phase == PERSON
                and (kind == DRAW or kind == ARRANGE or kind == REVEAL or kind == LAY)
                and g.since(g.last_key) >= HIDE_AFTER_MS):
            self._pass(g.viewer, kind, hidden=True)
