"""The statistics: by initials (page 1) and by seat (page 2); A resets them after a yes."""

from game import stats, words
from game.keys import K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_UP
from game.screenkit import write
from game.screens import STATS


class Scene:
    """Two pages of counts, scrolled with up and down."""

    def __init__(self, game):
        self.game = game
        self.page = 0
        self.scroll = 0
        self.confirm = False     # a reset asks first
        self.stats = stats.load(game.stats)

    def lines(self):
        """Return the page of stats on show: by initials (page 0) or by seat (page 1)."""
        w = self.game.w
        st = self.stats
        lines = words.wrap(w.STATS_HEAD, self.game.columns)   # what the numbers are, in words
        head = len(lines)
        for i in range(12 if self.page else st.count):
            rounds, lost, _, won = st.seat(i) if self.page else st.player(i)
            if rounds:
                name = w.SEAT_NAME % (i + 1) if self.page else st.name(i)
                lines.append(w.STATS_ROW % (name, rounds, lost, won))
        return lines if len(lines) > head else [w.STATS_EMPTY]

    def enter(self, how):
        g = self.game
        w = g.w
        if self.confirm:
            s = g.show(STATS, w.STATS, w.H_SURE)
            s.lines[1] = g.fit(w.RESET)
        else:
            s = g.show(STATS, "%s %d/2" % (w.STATS, self.page + 1), w.H_RESET)
            lines = self.lines()
            self.scroll = min(self.scroll, max(0, len(lines) - g.rows))
            write(g, lines[self.scroll:], 0)
        s.changed()

    def step(self, keys):
        g = self.game
        if self.confirm:
            if keys & (K_A | K_B):
                self.confirm = False
                self.enter(0)
            if keys & K_A:
                self.stats.reset()
                g.new_stats(self.stats.to_bytes())
                self.enter(0)
                write(g, [g.w.RESET_DONE], 2)
        elif keys & K_B:
            g.go("title")
        elif keys & K_A:
            self.confirm = True
            self.enter(0)
        elif keys & (K_LEFT | K_RIGHT):
            self.page ^= 1
            self.scroll = 0
            self.enter(0)
        elif keys & (K_UP | K_DOWN):
            self.scroll = max(0, self.scroll + (1 if keys & K_DOWN else -1))
            self.enter(0)
