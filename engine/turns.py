"""A session at the table: the deal, each turn, computer turns, results and scores.

A mixin of ``engine.flow.Game``: the methods use the game's screen and
state.  People draw from a face-down fan, see their card alone, lay pairs
(by hand in learning mode) and arrange their hand; computers play at the
chosen pace, or at once when skipped; between rounds the scoreboard shows
losses, points or tokens, and in forfeit mode the Old Maid's forfeit.  The
attract mode plays rounds of computers alone.
"""

from micropython import const

from engine import cards, words
from engine.keeping import SAVE_STATS
from engine.keys import K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_SELECT, K_START, K_UP
from engine.players import make_player
from engine.screens import ARRANGE, DRAW, LAY, NONE, OUT, PASS, RESULT, REVEAL, SESSION
from engine.session import Session
from engine.settings import CPU_NAMES, FORFEITS, HUMAN, Settings

_NOBODY = const(255)
_DEMO_SEEDS = const(100000)  # the attract mode's seeds, far from a real session's
_ONE_A_LINE = const(5)    # up to this many players, the scoreboard gives each a line
_SPEED_MS = (1400, 800, 350)
_SUIT_SIGNS = "\u2663\u2666\u2665\u2660"
_RANK_SIGNS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")

# What the steps of a turn are waiting for (``Game.phase``).
_IDLE = const(0)
_CPU_AIM = const(1)       # a computer player's cursor moves to its choice
_CPU_TOOK = const(2)      # the card is taken; the table sees what happened


def _rank_or_picture(c):
    """Return ``c``'s rank (0..12) or picture (13..37), or -1 for the odd figures."""
    face = c & cards.FACE_MASK
    if face < 52:
        return face >> 2
    if cards.THEMED_FIRST <= face < cards.THEMED_FIRST + cards.THEMED_PICTURES:
        return 13 + face - cards.THEMED_FIRST
    return -1


class Turns:
    """Deal, play and score a session, screen by screen."""

    # -- cards as the players read them ----------------------------------------------

    def odd_name(self):
        """Return what the odd card is called, as the settings choose."""
        n = self.settings.odd_name
        if n == 0 and self.rnd is not None and self.rnd.variant == cards.BLACK_PETER_GAME:
            n = self.w.PETER
        return self.w.ODD_NAMES[n]

    def card_label(self, c):
        """Return a card as a player reads it: ``7♥``, ``Old Maid``, ``#5``."""
        face = c & cards.FACE_MASK
        if face < 52:
            return _RANK_SIGNS[face >> 2] + _SUIT_SIGNS[face & 3]
        if face == cards.BLACK_PETER or face == cards.OLD_MAID:
            return self.odd_name()
        return "#%d" % (face - cards.THEMED_FIRST + 1)

    def _is_odd(self, c):
        """Return True for the cards that are nothing but the odd card (a joker, a figure)."""
        face = c & cards.FACE_MASK
        return face == cards.BLACK_PETER or face == cards.OLD_MAID

    # -- a session ------------------------------------------------------------------

    def _start_session(self):
        st = self.table
        self.saved = None       # a new session replaces the one kept
        watchers = [] if self.demo else list(self.extra)
        watchers.append(self)
        if self.demo:     # the attract mode's games leave the seeds of real ones alone
            seed = self.seed + _DEMO_SEEDS + self.demos
            self.demos += 1
        else:
            seed = self.seed + self.sessions
            self.sessions += 1
        self.session = Session(st.variant, st.mode_text(), st.players, seed,
                               rotate=bool(st.rotate), manual=bool(st.manual),
                               watchers=watchers)
        self.seats = []
        for s in range(st.players):
            kind = st.kinds[s]
            self.seats.append(None if kind == HUMAN else
                              make_player(kind - 1, s, self.session.rng))
            if kind != HUMAN and self.seats[s].watches:
                watchers.append(self.seats[s])
        self._deal()

    def _deal(self):
        self.viewer = _NOBODY
        for s in range(12):
            self.taken_by[s] = _NOBODY
        self.news = ""
        rnd = self.rnd = self.session.next_round()
        if rnd.manual:
            for seat in range(rnd.players):
                if rnd.seated[seat] and not self._is_human(seat) and not rnd.over:
                    self.seats[seat].lay_pairs(rnd)
        self.after_lay = DRAW
        self._next_turn()

    # -- what the flow hears ----------------------------------------------------------

    def drew(self, drawer, offerer, pos, card):
        if offerer < 12 and self._is_human(offerer):
            self.taken_by[offerer] = drawer
            self.taken_card[offerer] = card
        self.last_card = card
        self.last_pair = False

    def paired(self, seat, first, second):
        self.last_pair = True
        self.news = self.w.LAID % (self.name(seat), self.card_label(first),
                                   self.card_label(second))

    def went_out(self, seat):
        self.news = self.w.OUT % self.name(seat)

    def _initials(self):
        """Return each seat's initials for the stats: None for a computer."""
        st = self.table
        return [st.names[s] if st.kinds[s] == HUMAN else None for s in range(st.players)]

    def ended(self, rnd):
        if not self.demo:
            self.stats.record_round(rnd, self._initials())
            self.due |= SAVE_STATS

    # -- turns ------------------------------------------------------------------------

    def _next_turn(self):
        rnd = self.rnd
        if rnd.over:
            self._result()
            return
        pending = rnd.pair_pending()
        if pending != _NOBODY or self._is_human(rnd.current_drawer()):
            self._keep()        # a person's turn begins: the turn before is kept
        if pending != _NOBODY:      # manual pairing: a person still holds a pair
            self.after_lay = DRAW
            self._to_person(pending, LAY)
            return
        offerer = rnd.offerer()
        if not self._is_human(offerer):
            self.seats[offerer].arrange(rnd)
        elif self.table.autoshuffle:
            rnd.shuffle(offerer)
        drawer = rnd.current_drawer()
        if self._is_human(drawer):
            self._to_person(drawer, DRAW)
        else:
            self._cpu_turn()

    def _to_person(self, seat, kind):
        """Show ``seat`` the screen ``kind``, asking for the device to be passed first."""
        if self.table.humans() > 1 and self.viewer != seat:
            self._pass(seat, kind)
        else:
            self.viewer = seat
            self.pass_to = seat
            self.resume = kind
            self._resume()

    def _pass(self, seat, then, hidden=False):
        w = self.w
        name = self.name(seat)
        s = self._show(PASS, w.PASS_TO % name, w.H_SHOW)
        s.lines[1] = self._fit(w.HIDDEN if hidden else w.PASS_LINE)
        s.lines[2] = self._fit((w.HIDDEN_ASK if hidden else w.PASS_ASK) % name)
        self._table_lines(4)
        self.resume = then
        self.viewer = _NOBODY
        self.pass_to = seat
        s.changed()

    def _resume(self):
        """Show the passed-to player the screen they are waiting for."""
        seat = self.pass_to
        self.viewer = seat
        if self.resume == REVEAL:
            self._reveal(seat, self.last_card, quiet=True)
        elif self.resume == ARRANGE:
            self._arrange(seat)
        elif self.resume == LAY:
            self._lay(seat)
        else:
            self._human_turn()

    def _table_lines(self, first):
        """Write every seat's card count (public), from line ``first`` on."""
        rnd = self.rnd
        items = []
        for seat in range(rnd.players):
            if rnd.seated[seat]:
                n = rnd.hand_size(seat)
                items.append("%s %s" % (self.name(seat), n if n else "-"))
        self._write(words.pack(items, self.columns), first)

    def _aid_lines(self, seat):
        """Return the learning aids' lines for ``seat``'s turn."""
        rnd = self.rnd
        st = self.settings
        lines = []
        if st.tracker:
            gone = self._laid_ranks()
            if gone:
                lines += words.wrap(self.w.GONE % gone, self.columns)
        if st.odd_hint:
            odd = []
            for other in range(rnd.players):
                if other != seat and rnd.seated[other] and rnd.size[other] & 1:
                    odd.append(self.name(other))
            if odd:
                lines += words.wrap(self.w.ODD_COUNT % " ".join(odd), self.columns)
        return lines

    def _laid_ranks(self):
        """Return the ranks (or pictures) whose every card is laid: none left in a hand."""
        rnd = self.rnd
        seen = self.ranks_seen     # a rank (or picture): 1 in the deck, 2 still in a hand
        for i in range(len(seen)):
            seen[i] = 0
        for c in rnd.fresh:
            i = _rank_or_picture(c)
            if i >= 0:
                seen[i] = 1
        for seat in range(rnd.players):
            base = seat * rnd.cap
            for i in range(rnd.size[seat]):
                j = _rank_or_picture(rnd.cards[base + i])
                if j >= 0:
                    seen[j] = 2
        gone = []
        for i in range(len(seen)):
            if seen[i] == 1:
                gone.append(_RANK_SIGNS[i] if i < 13 else "#%d" % (i - 12))
        return " ".join(gone)

    def _human_turn(self):
        rnd = self.rnd
        w = self.w
        seat = rnd.current_drawer()
        self.viewer = seat
        offerer = rnd.offerer()
        s = self._show(DRAW, w.YOUR_TURN % (self.name(seat), self.name(offerer)), w.H_CHOOSE)
        s.top.fill_from(rnd, offerer, False)
        s.top.cursor = min(self.aim, s.top.count - 1)
        s.top.label = self._fit(w.FAN % self.name(offerer))
        s.bottom.fill_from(rnd, seat, True)
        s.bottom.label = self._fit(w.HAND)
        lines = []
        taker = self.taken_by[seat]
        if taker != _NOBODY:
            lines.append(w.SINCE)
            lines.append(w.TOOK % (self.name(taker), self.card_label(self.taken_card[seat])))
            self.taken_by[seat] = _NOBODY
        lines += self._aid_lines(seat)
        self._write(lines, 0)
        self._table_lines(len(lines))
        s.changed()

    def _draw_keys(self, keys):
        if self.phase != _IDLE:
            self._cpu_keys(keys)
            return
        s = self.screen
        n = s.top.count
        if keys & K_LEFT:
            s.top.cursor = (s.top.cursor - 1) % n
            s.changed()
        elif keys & K_RIGHT:
            s.top.cursor = (s.top.cursor + 1) % n
            s.changed()
        elif keys & K_A:
            self.aim = s.top.cursor
            seat = self.rnd.current_drawer()
            card = self.rnd.draw(s.top.cursor)
            self._reveal(seat, card)

    def _reveal(self, seat, card, quiet=False):
        w = self.w
        rnd = self.rnd
        paired = self.last_pair
        title = (w.DREW_ODD % self.odd_name() if self._is_odd(card)
                 else w.DREW % self.card_label(card))
        s = self._show(REVEAL, title, w.H_GO_ON)
        s.big = card
        if rnd.manual:
            if self.settings.nudge and rnd.holds_pair(seat):
                s.lines[0] = self._fit(w.NUDGED)
        else:
            s.lines[0] = self._fit(w.A_PAIR if paired else w.NO_PAIR)
        if rnd.is_out(seat):
            s.lines[1] = self._fit(w.EMPTY_HAND)
        if not quiet:
            self._beep(880 if paired else 440)
        s.changed()

    def _after_human_draw(self):
        rnd = self.rnd
        seat = self.viewer
        if rnd.over:
            self._result()
        elif rnd.is_out(seat):
            self._out_screen(seat)
        elif rnd.manual:
            self.after_lay = ARRANGE
            self._lay(seat)
        else:
            self._arrange(seat)

    def _out_screen(self, seat):
        w = self.w
        s = self._show(OUT, w.OUT % self.name(seat), w.H_GO_ON)
        self._write(w.SAFE, 0)
        self._beep(1320)
        s.changed()

    def _arrange(self, seat):
        w = self.w
        s = self._show(ARRANGE, w.ARRANGE, w.H_PICK)
        s.bottom.fill_from(self.rnd, seat, True)
        s.bottom.cursor = 0
        s.bottom.label = self._fit(w.HAND)
        self._write(w.ARRANGE_TIP, 0)
        s.changed()

    def _arrange_keys(self, keys):
        s = self.screen
        row = s.bottom
        seat = self.viewer
        if keys & (K_START | K_B):
            self._next_turn()
            return
        if self._pick_keys(keys, row):
            pass
        elif keys & K_SELECT:
            self.rnd.shuffle(seat)
            row.selected = NONE
            row.fill_from(self.rnd, seat, True)
        elif keys & K_A:
            if row.selected == NONE:
                row.selected = row.cursor
            else:
                if row.selected != row.cursor:
                    self.rnd.move(seat, row.selected, row.cursor)
                row.selected = NONE
                row.fill_from(self.rnd, seat, True)
        else:
            return
        s.hint = self._fit(self.w.H_PICK if row.selected == NONE else self.w.H_PUT)
        s.changed()

    # -- laying pairs by hand (learning mode) --------------------------------------------

    def _lay(self, seat, message=""):
        w = self.w
        s = self._show(LAY, w.LAY, w.H_LAY)
        s.bottom.fill_from(self.rnd, seat, True)
        s.bottom.cursor = 0
        s.bottom.label = self._fit(w.HAND)
        s.lines[0] = self._fit(message or w.LAY_TIP)
        if self.settings.nudge and self.rnd.holds_pair(seat):
            s.lines[1] = self._fit(w.NUDGED)
        s.changed()

    def _lay_keys(self, keys):
        s = self.screen
        row = s.bottom
        seat = self.viewer
        rnd = self.rnd
        if self._pick_keys(keys, row):
            return
        if keys & (K_START | K_B):
            if rnd.holds_pair(seat):
                self._lay(seat, self.w.STILL_PAIR)
            elif self.after_lay == ARRANGE:
                self._arrange(seat)
            else:
                self._next_turn()
        elif keys & K_A:
            if row.selected == NONE:
                row.selected = row.cursor
                s.changed()
                return
            first, second = row.selected, row.cursor
            row.selected = NONE
            if first == second:
                s.changed()
                return
            a, b = rnd.card(seat, first), rnd.card(seat, second)
            if rnd.key[a] != rnd.key[b] and self.settings.nudge:
                self._lay(seat, self.w.NOT_A_PAIR)  # the learning aid stops a false pair
                return
            rnd.lay(seat, first, second)
            self._beep(880)
            if rnd.over:
                self._result()
            elif rnd.is_out(seat):
                self._out_screen(seat)
            else:
                self._lay(seat, self.news if rnd.key[a] == rnd.key[b] else "")

    # -- computer turns ------------------------------------------------------------------

    def _delay(self):
        return _SPEED_MS[2 if self.demo else self.settings.speed]

    def _cpu_turn(self):
        rnd = self.rnd
        w = self.w
        seat = rnd.current_drawer()
        offerer = rnd.offerer()
        s = self._show(DRAW, w.CPU_TURN % (self.name(seat), self.name(offerer)),
                       w.H_ATTRACT if self.demo else w.H_CPU)
        s.top.fill_from(rnd, offerer, False)
        s.top.label = self._fit(w.FAN % self.name(offerer))
        self.cpu_pos = self.seats[seat].choose(rnd)
        s.top.cursor = 0
        self._show_watcher_hand()
        if self.news:
            s.lines[0] = self._fit(self.news)
            self.news = ""
        self._table_lines(2)
        self.phase = _CPU_AIM
        self.timer = self.now
        s.changed()

    def _show_watcher_hand(self):
        """With a single human, their own hand stays on show during computer turns."""
        if self.table.humans() == 1:
            for seat in range(self.rnd.players):
                if self._is_human(seat) and not self.rnd.is_out(seat):
                    self.screen.bottom.fill_from(self.rnd, seat, True)
                    self.screen.bottom.label = self._fit(self.w.HAND)

    def _cpu_draw(self, pos):
        rnd = self.rnd
        drawer = rnd.current_drawer()
        rnd.draw(pos)
        if rnd.manual and not rnd.over and not rnd.is_out(drawer):
            self.seats[drawer].lay_pairs(rnd)

    def _cpu_keys(self, keys):
        if keys & K_B and not self.demo:
            self._skip_computers()
            return
        wait = self._delay()
        if not keys & K_A and self._since(self.timer) < wait:
            return
        s = self.screen
        if self.phase == _CPU_AIM:
            s.top.cursor = self.cpu_pos
            self.phase = _CPU_TOOK
            self.timer = self.now
            s.changed()
            return
        self._cpu_draw(self.cpu_pos)
        self.phase = _IDLE
        self._next_turn()

    def _skip_computers(self):
        """Play computer turns at once until a person must act."""
        rnd = self.rnd
        self.phase = _IDLE
        self._cpu_draw(self.cpu_pos)
        while not rnd.over and not self._is_human(rnd.current_drawer()):
            offerer = rnd.offerer()
            if not self._is_human(offerer):
                self.seats[offerer].arrange(rnd)
            elif self.table.autoshuffle:
                rnd.shuffle(offerer)
            self._cpu_draw(self.seats[rnd.current_drawer()].choose(rnd))
        self._next_turn()

    # -- the end of a round ----------------------------------------------------------

    def _result(self):
        rnd = self.rnd
        w = self.w
        self.viewer = _NOBODY
        first = rnd.loser_seat[0]
        if rnd.losers == 1 or rnd.loser_seat[1] == first:
            title = w.IS_ODD % (self.name(first), self.odd_name())
        else:
            title = w.BOTH_LOSE % (self.name(first), self.name(rnd.loser_seat[1]))
        s = self._show(RESULT, title, w.H_ATTRACT if self.demo else w.H_SCORES)
        s.big = rnd.loser_card[0]
        for i in range(min(rnd.losers, 3)):
            c = rnd.loser_card[i]
            if self._is_odd(c):
                s.lines[i] = self._fit(w.HELD % (self.name(rnd.loser_seat[i]), self.odd_name()))
            else:
                s.lines[i] = self._fit(w.HELD_CARD % (self.name(rnd.loser_seat[i]),
                                                      self.card_label(c)))
        self.timer = self.now
        self._beep(220)
        s.changed()

    def _scoreboard(self):
        session = self.session
        if session.rounds_played < self.rnd.number:
            session.finish_round()
        if (session.over and self.counted is not session and not self.demo
                and self.table.mode != FORFEITS):
            self.counted = session
            self.stats.record_session(session, self._initials())
            self.due |= SAVE_STATS
        self._keep()
        if self.demo:
            self._start_session()
            return
        if self.table.mode == FORFEITS:
            self._forfeit()
            return
        w = self.w
        self._show(SESSION, w.ROUND_SCORES % (session.rounds_played, w.WHAT[self.table.mode]),
                       w.H_END if session.over else w.H_NEXT)
        lines = []
        room = self.rows - (2 if session.over else 0)
        if session.players <= min(_ONE_A_LINE, room):
            for seat in range(session.players):
                mark = "" if session.seated[seat] else "  " + w.LEFT
                lines.append("%s %d%s" % (self.name(seat), session.score(seat), mark))
        else:  # a big table: scores side by side, who has left the table after them
            scores = []
            left = [w.LEFT_LIST]
            for seat in range(session.players):
                if session.seated[seat]:
                    scores.append("%s %d" % (self.name(seat), session.score(seat)))
                else:
                    left.append(self.name(seat))
            lines = words.pack(scores, self.columns)
            if len(left) > 1:
                lines += words.pack(left, self.columns, " ")
        if session.over:
            if session.nwinners == 0:
                won = [w.NOBODY]
            else:
                won = [w.WINNERS if session.nwinners > 1 else w.WINNER]
                for i in range(session.nwinners):
                    won.append(self.name(session.winners[i]))
                won = words.pack(won, self.columns, " ")
            if len(lines) + len(won) < self.rows:
                lines.append("")   # a gap before the winners, when there is room
            lines = won + lines if len(lines) + len(won) > self.rows else lines + won
        self.board = lines
        self.scroll = 0
        self._board()

    def _board(self):
        """Show the scoreboard from line ``scroll``: UP and DOWN scroll a long one."""
        s = self.screen
        for i in range(self.rows):
            s.lines[i] = ""
        self._write(self.board[self.scroll:], 0)
        s.changed()

    def _forfeit(self):
        """Fun forfeits: the Old Maid gets a playful task; no score is kept.

        The tasks are loaded for this and dropped at once: the task's lines stay.
        """
        w = self.w
        rnd = self.rnd
        s = self._show(SESSION, w.FORFEIT % self.name(rnd.loser_seat[0]), w.H_NEXT)
        tasks = words.texts(self.settings.language()).FORFEITS
        task = tasks[self.session.rng.below(len(tasks))]
        words.forget_texts()
        self.board = words.wrap(task, self.columns)
        self._write(self.board, 1)
        s.changed()

    def _session_keys(self, keys):
        over = self.session.over and self.table.mode != FORFEITS
        if keys & (K_UP | K_DOWN) and len(self.board) > self.rows:
            self.scroll = max(0, min(len(self.board) - self.rows,
                                     self.scroll + (1 if keys & K_DOWN else -1)))
            self._board()
        elif keys & (K_A | K_START):
            if over:
                self._title()
            elif self.session.over:      # forfeits: each round is a session of its own
                self._start_session()
            else:
                self._deal()
        elif keys & K_B and (over or self.session.over):
            self._title()

    # -- attract mode ---------------------------------------------------------------------

    def _start_demo(self):
        """After a minute on the title, computers play rounds until a key is pressed."""
        demo = Settings()
        demo.players = 4
        for seat in range(4):
            demo.kinds[seat] = 1 + (0, 1, 2, 1)[seat]
            demo.names[seat] = CPU_NAMES[seat]
        demo.variant = self.demos % len(cards.VARIANTS)
        self.demo = True
        self.table = demo
        self._start_session()

    def _demo_waited(self):
        return self.demo and self._since(self.timer) >= 3 * self._delay()

    def _end_demo(self):
        self.demo = False
        self.session = None
        self.rnd = None
        self.last_key = self.now
        self._title()
