"""The end of a round: who is the Old Maid, and where the odd card went.

Entered with ``how`` (game/game.py) ``RESULT_SCREEN``: counts the round in
the stats, then shows its loser, the odd card (or, in learning mode, a false
pair side by side) and the card's way from hand to hand.  A key (or, in the
attract mode, a pause) takes the game on to the scoreboard (or in an
evening of forfeits to the forfeit, which keeps no score), a scene of its
own (``tally.py``): a board holds only one of the two, and its code is
loaded after the other's is let go.
"""

from game import stats, words
from game.cardtext import card_label, odd_name
from game.game import SCOREBOARD
from game.journal import TRAIL, TRAIL_MARK, TRAIL_SLOT
from game.keys import K_A, K_START
from game.screenkit import write
from game.screens import RESULT
from game.settings import FORFEITS


class Scene:
    """The round's result."""

    def __init__(self, game):
        self.game = game
        self.timer = 0

    def enter(self, how):
        stats.count_round(self.game)
        self._result()

    def _result(self):
        g = self.game
        rnd = g.rnd
        w = g.w
        g.hand_to()
        losers = rnd.losers()
        first = losers[0][0]
        if len(losers) == 1 or losers[1][0] == first:
            title = w.IS_ODD % (g.name(first), odd_name(g))
        else:
            title = w.BOTH_LOSE % (g.name(first), g.name(losers[1][0]))
        s = g.show(RESULT, title, w.H_ATTRACT if g.demo
                   else w.H_TO_FORFEIT if g.table.mode == FORFEITS else w.H_SCORES)
        if rnd.irregular[first]:
            self._false_pairs(losers)
        else:
            s.big = losers[0][1]
            lines = []
            if len(losers) > 1:       # the big card is the first's: each said (the title says who)
                for seat, c in losers:
                    lines.append(w.HELD_CARD % (g.name(seat), card_label(g, c)))
            for _, c in losers:       # where each went
                self._journey(c, lines)
            write(g, lines, 0)
        self.timer = g.now
        g.beep(220)
        s.changed()

    def _journey(self, card, lines):
        """Add ``card``'s way from hand to hand to ``lines``: "ANN → BOB → ANN → CAT".

        The game followed it (game/journal.py): its first holder and the
        last few.  What does not fit the line gives way, oldest first, to
        "…", as do the holders before a resume, which no save keeps.
        """
        g = self.game
        journal = g.journal
        t = journal.trails
        for j in range(0, journal.followed, TRAIL_SLOT):
            if t[j] == card:
                break
        else:
            return
        n = t[j + 1] & ~TRAIL_MARK
        resumed = journal.trails_resumed
        line = g.name(t[j + 2] & ~TRAIL_MARK)     # its first holder
        if n == 1 and not resumed:
            line = g.w.NEVER_LEFT % line
        else:
            # Initials have three letters: "ANN → BOB" is 6 a name, less 3.
            k = n - 1
            if resumed or n > TRAIL or 6 * n - 3 > g.columns:    # not all: "…"
                k = (g.columns - (1 if resumed else 7)) // 6
                line = "\u2026" if resumed else line + " \u2192 \u2026"
            for i in range(max(n - k, 0), n):
                line += " \u2192 " + g.name(t[j + 3 + i % TRAIL] & ~TRAIL_MARK)
        lines.append(line)

    def _false_pairs(self, losers):
        """Learning mode: who laid two cards that do not pair, and the two, shown side by side.

        The French rules' way: the false pair is revealed at the round's
        end, and whoever laid one is the Old Maid.
        """
        g = self.game
        rnd = g.rnd
        s = g.screen
        lines = []
        for seat, first in losers:
            second = rnd.false_with[seat]
            if second == first:          # kept by a version that knew only the first card
                lines.append(g.w.HELD_CARD % (g.name(seat), card_label(g, first)))
            else:
                lines += words.wrap(g.w.FALSE_PAIR % (g.name(seat), card_label(g, first),
                                                      card_label(g, second)), g.columns)
        top = s.top
        top.cards[0] = losers[0][1]
        top.cards[1] = rnd.false_with[losers[0][0]]
        top.count = 1 if top.cards[1] == top.cards[0] else 2
        top.face_up = True
        write(g, lines, 0)

    def step(self, keys):
        g = self.game
        if keys & (K_A | K_START) or (g.demo and g.since(self.timer) >= 3 * g.delay()):
            g.go("tally", SCOREBOARD)
