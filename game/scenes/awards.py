"""The awards of the evening: a few light-hearted titles once a session is over.

Entered after the final tally (``tally.py``), at every end of a session:
its last round, "End the session" from the pause, B on a forfeit.  From what
the game counted (game/journal.py's ``feats``): who laid the most pairs,
whose hand the Old Maid came into most often, who drew longest without a
card of the odd kind.  A title nobody earned (a figure of 0), or one shared
by more than two or by everyone at the table, says nothing and is left out;
with none left the title screen follows at once (the final tally asks
``earned`` first: its hint names where A goes).  After a resume the counts
began there, and the screen says so.  Its words are the language's own (a
few entries of its table, each read when shown: not the long texts', whose
table alone would want 1.8 KB in one piece at the session's end, where the
`.py` form found none), and the scene's code is on a board only while it
shows.
"""

from micropython import const

from game import words
from game.journal import FEAT, FEAT_BEST, FEAT_PAIRS, FEAT_VISITS
from game.keys import K_A, K_B, K_START
from game.screens import AWARDS, LINES

_SHARED = const(2)    # a title shared by more than this many is nobody's
_INDENT = "  "
_AWARDS = (FEAT_PAIRS, FEAT_VISITS, FEAT_BEST)   # each award's figure in a seat's feats


def earned(game):
    """Return the titles that say something: (award, its winners, their figure) each."""
    titles = []
    for award in range(len(_AWARDS)):
        won, best = _winners(game, _AWARDS[award])
        if won:
            titles.append((award, won, best))
    return titles


def _winners(game, at):
    """Return (the seats with the highest figure at ``at`` of their feats, that figure).

    No seat when the title would say nothing: a figure of 0, or more
    than ``_SHARED`` or every seat sharing it.
    """
    f = game.journal.feats
    players = game.session.players
    best = 0
    won = []
    for seat in range(players):
        i = seat * FEAT + at
        n = f[i] if at == FEAT_BEST else f[i] | f[i + 1] << 8
        if n > best:
            best = n
            won = [seat]
        elif n == best and n:
            won.append(seat)
    if len(won) > _SHARED or len(won) == players:
        won = []
    return won, best


class Scene:
    """The evening's titles; any of A, B or START goes on to the title."""

    def __init__(self, game):
        self.game = game

    def enter(self, how):
        g = self.game
        w = g.w
        parts = []
        for award, won, best in earned(g):
            names = " & ".join([g.name(seat) for seat in won])
            figure = w.AWARD_FIGURES[2 * award + (best != 1)] % best
            face = g.face(won[0]) if len(won) == 1 else 0   # beside the line, one winner's
            parts.append((w.AWARD_NAMES[award], "%s, %s" % (names, figure), face))
        if not parts:
            g.go("title")
            return
        s = g.show(AWARDS, w.AWARDS, w.H_END)
        row = 0
        if g.journal.feats_resumed:
            s.lines[0] = g.fit(w.AWARDS_RESUMED)
            row = 1
        # Who won, under each title, indented where every such line then fits.
        indent = _INDENT if all(len(line) + len(_INDENT) <= g.columns
                                for _, line, _ in parts) else ""
        for name, line, face in parts:   # the name glued to its line: a page never ends on it
            s.glue |= 1 << row
            if row + 1 < LINES:
                s.faces[row + 1] = face
            lines = [name] + [indent + text for text in words.wrap(line, g.columns - len(indent))]
            for text in lines:
                if row < LINES:
                    s.lines[row] = g.fit(text)
                row += 1
        s.changed()

    def step(self, keys):
        if keys & (K_A | K_B | K_START):
            self.game.go("title")
