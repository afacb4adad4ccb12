"""What the game counts as the table plays: the Old Maid's journey and the evening's awards.

A watcher of the round like any other (engine/watcher.py), sat beside the
game itself (``Game.journal``), so that the game's own hearing of a turn
is its news alone.  It is resident with the game: the scenes that show
what it counted (game/scenes/scores.py, game/scenes/awards.py) read it
directly.  A turn's counting allocates nothing.

Where did the Old Maid go: each card of a kind dealt an odd number of times
(three Queens, a Black Peter; six at most) is followed from hand to hand in
TRAIL_SLOT bytes of ``trails``: the card, how many holders it has had, the
first, and the last TRAIL of them round a ring, then how often it came into
each seat's hand this round (dealt or drawn), for the awards.  All but the
card carry TRAIL_MARK: a collector that takes any word for a pointer
(MicroPython's) then never takes four of them for one into the heap and
keeps a stray block alive (small seat numbers did: 6 KB in memreport).

What each seat did this session, for its awards (``feats``): FEAT bytes a
seat, in two words each ending in TRAIL_MARK (so no word of them reads as a
pointer): the pairs it laid (two bytes, low first), its current run of draws
without a card of the odd kind, the mark; the Old Maid's visits to its hand
(two bytes), its best run, the mark.
"""

from micropython import const

from engine.watcher import Watcher

TRAIL = const(9)
TRAIL_SLOT = const(24)
TRAIL_MARK = const(0x80)
_VISITS = const(12)       # where a slot's visits start: one byte a seat, TRAIL_MARK and the count
FEAT = const(8)
FEAT_PAIRS = const(0)
FEAT_VISITS = const(4)
FEAT_BEST = const(6)
_RUN = const(2)
_TRAILS = const(6)


class Journal(Watcher):
    """The odd cards' journeys this round and each seat's feats this session, for ``game``."""

    def __init__(self, game):
        self.game = game
        self.trails = bytearray(_TRAILS * TRAIL_SLOT)    # the odd cards' journeys (TRAIL)
        self.followed = 0        # the bytes of ``trails`` in use this round
        self.trails_resumed = False    # followed from a resume: no save keeps what came before
        self.feats = bytearray(12 * FEAT)    # each seat's pairs, the Old Maid's visits, runs
        self.count_afresh()

    def dealt(self, rnd, resumed=False):
        """Follow each card of an odd kind (``TRAIL``) from the hand it is in now.

        Being dealt into a hand is a card's first visit there; a resumed
        round's hands are no visit of the resume's.
        """
        t = self.trails
        n = 0
        for seat in range(rnd.players):
            for i in range(rnd.hand_size(seat)):
                c = rnd.card(seat, i)
                if rnd.odd_kind(c) and n < _TRAILS * TRAIL_SLOT:
                    t[n] = c
                    t[n + 1] = 1 | TRAIL_MARK
                    t[n + 2] = t[n + 3] = seat | TRAIL_MARK
                    for v in range(n + _VISITS, n + TRAIL_SLOT):
                        t[v] = TRAIL_MARK
                    if not resumed:
                        t[n + _VISITS + seat] += 1
                    n += TRAIL_SLOT
        self.followed = n
        self.trails_resumed = resumed

    def resumed(self, session):
        """Follow the odd cards from where a resumed round has them; count the awards afresh.

        The saved session (game/snapshot.py) keeps no journeys nor awards'
        counts, and a new field would change its version: the way before
        the resume is lost, and the awards count from the resume on (and say so).
        """
        self.dealt(session.round, True)
        self.count_afresh(True)

    def count_afresh(self, resumed=False):
        """Count the awards (``feats``) from nothing: a new session, or one taken up again."""
        f = self.feats
        for i in range(len(f)):
            f[i] = TRAIL_MARK if i & 3 == 3 else 0
        self.feats_resumed = resumed

    def _add(self, at, n):
        """Add ``n`` to the two-byte count at ``feats[at]`` (it stops at 65535)."""
        f = self.feats
        n += f[at] | f[at + 1] << 8
        n = min(n, 0xFFFF)
        f[at] = n & 0xFF
        f[at + 1] = n >> 8

    def drew(self, drawer, offerer, pos, card):
        t = self.trails
        for j in range(0, self.followed, TRAIL_SLOT):
            if t[j] == card:
                n = t[j + 1] & ~TRAIL_MARK
                if n < 127:
                    t[j + 3 + n % TRAIL] = drawer | TRAIL_MARK
                    t[j + 1] += 1
                if t[j + _VISITS + drawer] < 0xFF:
                    t[j + _VISITS + drawer] += 1
                break
        # The drawer's run of draws with no card of the odd kind in hand, the
        # drawn one included: the holder's view (Round.holds_odd), pairs still to lay.
        f = self.feats
        at = drawer * FEAT
        if self.game.rnd.holds_odd(drawer):
            f[at + _RUN] = 0
        elif f[at + _RUN] < 0xFF:
            f[at + _RUN] += 1
            f[at + FEAT_BEST] = max(f[at + FEAT_BEST], f[at + _RUN])

    def paired(self, seat, first, second):
        # A false pair (learning mode) is no pair laid.  The session's round: at its
        # first deal the game's ``rnd`` is not set yet, or is the last session's.
        if self.game.session.round.pairs(first, second):
            self._add(seat * FEAT + FEAT_PAIRS, 1)

    def ended(self, rnd):
        """Count the Old Maid's visits to each hand.

        The Old Maid is each card left unmatched; none where a false pair
        lost the round (learning mode), whose card is no Old Maid.
        """
        t = self.trails
        for holder, card in rnd.losers():    # (a short list, once a round: no turn's)
            if rnd.irregular[holder]:
                break
            for j in range(0, self.followed, TRAIL_SLOT):
                if t[j] == card:
                    for seat in range(rnd.players):
                        self._add(seat * FEAT + FEAT_VISITS, t[j + _VISITS + seat] & ~TRAIL_MARK)
