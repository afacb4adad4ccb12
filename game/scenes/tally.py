"""The scores after a round: the scoreboard, the winners, a fun forfeit.

Entered with ``how`` (game/game.py): ``SCOREBOARD`` after a round's result
(``scores.py``) or for a resumed session whose round was over, or
``FINAL_TALLY``.  The scoreboard keeps the session and shows losses, points
or tokens and who has left the table; a long one scrolls with up and down.
In forfeit mode each round is a session of its own and its Old Maid gets a
forfeit instead (the tasks are loaded for it and dropped at once).  Every
end of a session shows its final tally and winner with the cheer: its last
round's scoreboard, a session ended from the pause menu (``FINAL_TALLY``:
the fewest losses so far win) and B on a forfeit (the evening's forfeits:
the fewest win), asked first as the pause menu asks (``table_pause.py``'s
question, loaded only then); the evening's awards (``awards.py``) follow it,
or START plays again at once: a rematch, the same seats and settings.
"""

from micropython import const

from game import stats, words
from game.game import FINAL_TALLY, NEW_SESSION, NEXT_FORFEIT, NEXT_ROUND
from game.keys import K_A, K_B, K_DOWN, K_START, K_UP
from game.screenkit import write
from game.screens import SESSION
from game.settings import FORFEITS, ROUNDS

_ONE_A_LINE = const(5)    # up to this many players, the scoreboard gives each a line
_CPU_BITS = const(16)     # the computers' lines' bits in game.forfeits_used, after the tasks'
_FEW_ROWS = const(4)      # a screen of this many lines (the OLED's) has no room for a row of faces


class Scene:
    """The scores, the final tally, or a forfeit."""

    def __init__(self, game):
        self.game = game
        self.scroll = 0
        self.board = []          # the scoreboard's lines, when it has more than fit
        self.faces = b""         # the face beside each of them (0: none)
        self.final = False       # the tally of a session ended early, or of an evening
        self.seat = 0            # whose forfeit is shown
        self.asking = False      # B on a forfeit: "End the session?" (A yes, B no)

    def enter(self, how):
        stats.count_round(self.game)      # a round over that the result did not show
        if how == FINAL_TALLY:
            self._final()
        else:
            self._scoreboard()

    def _scoreboard(self):
        g = self.game
        session = g.session
        if session.rounds_played < g.rnd.number:
            session.finish_round()
        forfeits = g.table.mode == FORFEITS
        if session.over and g.counted is not session and not g.demo and not forfeits:
            kept = stats.load(g.stats)
            kept.record_session(session, stats.initials(g))
            g.new_stats(kept.to_bytes(), session)
        g.keep()
        if g.demo:
            g.go("table", NEW_SESSION)
            return
        if forfeits:
            self._forfeit()
            return
        w = g.w
        if g.table.mode == ROUNDS:
            title = w.ROUND_OF % (session.rounds_played, session.count)
        else:
            title = w.ROUND_SCORES % (session.rounds_played, w.WHAT[g.table.mode])
        self._tally(title, session.losses, session.seated, session.over)

    def _final(self):
        """Show the final tally of a session ended early, or of an evening of forfeits."""
        g = self.game
        self.final = True
        seated = g.session.seated        # a forfeit's round, a session of its own: everyone
        if g.table.mode == FORFEITS:
            self._tally(g.w.EVENING, g.evening, seated, True, g.evening.__getitem__)
        else:
            self._tally(g.w.FINAL, g.session.losses, seated, True)

    def _tally(self, title, losses, seated, over, score=None):
        """Show each seat's ``losses`` (those ``seated`` first) and, once ``over``, the winners."""
        g = self.game
        session = g.session
        score = score or session.score
        w = g.w
        if over and not g.demo:      # the lights' run of colours and a short tune
            g.cheer(g.now)
        # Over: START plays again at the same table (a rematch), A goes on.
        g.show(SESSION, title, (w.H_AWARDS_AGAIN if self._awards() else w.H_END_AGAIN) if over
               else w.H_NEXT)
        # The best first (fewest losses: fewest points, most tokens), who left last.
        order = sorted(range(session.players),
                       key=lambda seat: (not seated[seat], losses[seat], seat))
        best = losses[order[0]]
        leaders = []
        for seat in order:
            if seated[seat] and losses[seat] == best:
                leaders.append(seat)
        if session.over and not self.final:
            leaders = session.winners[:session.nwinners]
        leading = not over and len(leaders) == 1     # one alone ahead: marked
        lines = []
        faces = bytearray(len(order))
        room = g.rows - (2 if over else 0)
        if session.players <= min(_ONE_A_LINE, room):
            for seat in order:
                if not seated[seat]:
                    mark = "  " + w.LEFT
                elif leading and losses[seat] == best:
                    mark = "  " + w.LEADS
                else:
                    mark = ""
                faces[len(lines)] = g.face(seat)
                lines.append("%s %d%s" % (g.name(seat), score(seat), mark))
        else:  # a big table: scores side by side, who has left the table after them
            scores = []
            left = [w.LEFT_LIST]
            for seat in order:
                if seated[seat]:
                    lead = leading and losses[seat] == best
                    scores.append("%s %d%s" % (g.name(seat), score(seat),
                                               w.LEADS[0] if lead else ""))
                else:
                    left.append(g.name(seat))
            lines = words.pack(scores, g.columns)
            faces = b""
            if len(left) > 1:
                lines += words.pack(left, g.columns, " ")
        if over:
            if not leaders:
                won = [w.NOBODY]
            else:
                won = [w.WINNERS if len(leaders) > 1 else w.WINNER]
                for seat in leaders:
                    won.append(g.name(seat))
                won = words.pack(won, g.columns, " ")
            if len(lines) + len(won) < g.rows:
                lines.append("")   # a gap before the winners, when there is room
            if len(lines) + len(won) > g.rows:
                faces = bytes(len(won)) + faces
                lines = won + lines
            else:
                lines = lines + won
        self.board = lines
        self.faces = faces
        if not faces and g.rows > _FEW_ROWS and len(lines) < g.rows:
            row = g.screen.top          # names side by side: their faces in a row, in order
            for i in range(len(order)):
                row.cards[i] = g.face(order[i])
            row.count = len(order)
            row.face_up = True
        self.scroll = 0
        self._board()

    def _awards(self):
        """Return True if the awards have a title to show: A opens them, else the title."""
        from game.scenes.awards import earned

        return bool(earned(self.game))

    def _board(self):
        """Show the scoreboard from line ``scroll``: UP and DOWN scroll a long one."""
        g = self.game
        s = g.screen
        for i in range(g.rows):
            s.lines[i] = ""
            at = self.scroll + i
            s.faces[i] = self.faces[at] if at < len(self.faces) else 0
        write(g, self.board[self.scroll:], 0)
        s.changed()

    def _forfeit(self):
        """Fun forfeits: the Old Maid gets a playful task; no score is kept.

        Only a person does a forfeit: a computer gets a line about it.  The
        draw from the session's generator is the same either way, and no
        forfeit (no line) comes again before all have come (``_unused``).
        """
        g = self.game
        seat = self.seat = g.rnd.losers()[0][0]
        name = g.name(seat)
        texts = words.texts(g.settings.language())
        tasks = texts.FORFEITS[g.settings.ages]     # the group the settings chose by age
        pick = g.session.rng.below(len(tasks))
        if g.is_human(seat):
            task = tasks[self._unused(pick, len(tasks), 0)]
        else:
            n = len(texts.CPU_FORFEITS)
            task = texts.CPU_FORFEITS[self._unused(pick % n, n, _CPU_BITS)] % name
        words.forget_texts()
        self.board = words.wrap(task, g.columns)
        self.faces = b""
        self._show_forfeit()

    def _show_forfeit(self):
        """Show the forfeit drawn (``board``): again after "no" to ending the evening."""
        g = self.game
        name = g.name(self.seat)
        s = g.show(SESSION, (g.w.FORFEIT if g.is_human(self.seat) else g.w.FORFEIT_CPU) % name,
                   g.w.H_FORFEIT)
        g.own(self.seat)
        write(g, self.board, 1)
        s.changed()

    def _unused(self, pick, n, shift):
        """Return the first of ``n`` forfeits from ``pick`` on not yet used this evening.

        The draw is the same as ever (one number, the same games); only
        what it names moves on past the used ones, kept as bits from
        ``shift`` on in ``game.forfeits_used``.  Once all ``n`` are used,
        all are new again.  The game counts the seat's forfeit with them.
        """
        g = self.game
        full = (1 << n) - 1
        used = g.forfeits_used >> shift & full
        if used == full:
            used = 0
        while used >> pick & 1:
            pick = (pick + 1) % n
        g.forfeit(self.seat, g.forfeits_used & ~(full << shift) | (used | 1 << pick) << shift)
        return pick

    def step(self, keys):
        g = self.game
        session = g.session
        forfeit = session.over and g.table.mode == FORFEITS and not self.final
        if self.asking:                  # the pause menu's question, and its answers
            from game.scenes.table_pause import answer

            yes = answer(keys)
            if yes >= 0:
                self.asking = False
                if yes:
                    self._final()        # the evening ends: its tally
                else:
                    self._show_forfeit()
        elif keys & (K_UP | K_DOWN) and len(self.board) > g.rows:
            self.scroll = max(0, min(len(self.board) - g.rows,
                                     self.scroll + (1 if keys & K_DOWN else -1)))
            self._board()
        elif keys & K_B and forfeit:     # end the evening? Asked as the pause menu asks
            from game.scenes.table_pause import ask_end

            self.asking = True
            ask_end(g)
        elif keys & (K_A | K_START) and forfeit:   # each round a session of its own
            g.go("table", NEXT_FORFEIT)
        elif keys & K_START and (session.over or self.final) and not forfeit:
            if g.table.guided:           # a rematch: the same seats and settings, a new session
                g.table.guided = False   # (after "Learn to play": the same table, no tips)
            g.go("table", NEW_SESSION)
        elif keys & (K_A | K_B) and (session.over or self.final):
            g.go("awards")
        elif keys & (K_A | K_START):
            g.go("table", NEXT_ROUND)
