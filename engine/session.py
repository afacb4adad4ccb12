"""A session: the rounds a table plays, the score kept, and who wins.

Modes, as the transcript names them:

- ``single``: one round; everyone but the Old Maid wins.
- ``rounds:k``: k rounds; the fewest losses win, ties share the win.
- ``elimination``: each round's Old Maid leaves; the last one seated wins.
- ``penalty:k``: a point a loss; at k points a player leaves.
- ``tokens:k``: k tokens each; a loss costs one; at none a player leaves.

A loss is one unmatched card held at the end of a round: holding both the Old
Maid and the Old Bachelor is two losses.
"""

from micropython import const

from engine.errors import BadSetup, NotInPlay
from engine.rng import Rng
from engine.round import Round

SINGLE = const(0)
ROUNDS = const(1)
ELIMINATION = const(2)
PENALTY = const(3)
TOKENS = const(4)
MODES = ("single", "rounds", "elimination", "penalty", "tokens")
_NEEDS_COUNT = (False, True, False, True, True)
MAX_COUNT = const(99)


def check_mode(mode, k):
    """Raise BadSetup unless ``mode`` is a mode and ``k`` a count it takes (0 if none)."""
    if not 0 <= mode < len(MODES):
        raise BadSetup("unknown session mode %d" % mode)
    name = MODES[mode]
    if _NEEDS_COUNT[mode] and not 1 <= k <= MAX_COUNT:
        raise BadSetup("%s needs a count from 1 to %d, as in %s:5" % (name, MAX_COUNT, name))
    if not _NEEDS_COUNT[mode] and k:
        raise BadSetup("%s takes no count" % name)


def parse_mode(text):
    """Return ``(mode, k)`` for a mode written as in the transcript.

    >>> parse_mode("rounds:5") == (ROUNDS, 5)
    True
    """
    name = text
    k = 0
    colon = text.find(":")
    if colon >= 0:
        name = text[:colon]
        digits = text[colon + 1:]
        if not digits.isdigit():
            raise BadSetup("%r: the number after the colon is missing" % text)
        k = int(digits)
    for mode in range(len(MODES)):
        if MODES[mode] == name:
            if not _NEEDS_COUNT[mode] and colon >= 0:
                raise BadSetup("%s takes no count" % name)
            check_mode(mode, k)
            return mode, k
    raise BadSetup("unknown session mode %r: choose single, rounds:k, "
                   "elimination, penalty:k or tokens:k" % text)


def mode_name(mode, k):
    """Return the transcript's name for a mode: ``rounds:5``."""
    return MODES[mode] + (":%d" % k if _NEEDS_COUNT[mode] else "")


class Session:
    """Deal round after round to the players still seated, and keep the score."""

    def __init__(self, variant, mode, count, players, seed, rotate=True, manual=False,
                 watchers=None):
        check_mode(mode, count)
        self.mode = mode
        self.count = count
        self.seed = seed
        self.rng = Rng(seed)
        self.watchers = watchers if watchers is not None else []
        self.round = Round(variant, players, self.rng, manual, self.watchers)
        self.manual = manual     # pairs laid by hand (learning mode), every round
        self.variant = variant
        self.players = players
        self.rotate = rotate
        self.losses = bytearray(players)
        self.seated = bytearray(b"\x01" * players)
        self.winners = bytearray(players)
        self.nwinners = 0
        self.rounds_played = 0
        self.dealer = 0
        self.over = False
        self.begun = False

    def begin(self):
        """Tell the watchers the session starts (the transcript's first line)."""
        if not self.begun:
            self.begun = True
            for w in self.watchers:
                w.session_began(self)

    def mode_name(self):
        """Return the mode as the transcript writes it."""
        return mode_name(self.mode, self.count)

    def score(self, seat):
        """Return the number the scoreboard shows: losses, points or tokens left."""
        if self.mode == TOKENS:
            left = self.count - self.losses[seat]
            return left if left > 0 else 0
        return self.losses[seat]

    def seated_count(self):
        """Return how many players are still at the table."""
        n = 0
        for s in range(self.players):
            n += self.seated[s]
        return n

    def next_round(self):
        """Deal the next round and return it."""
        if self.over:
            raise NotInPlay("the session is over")
        if self.round.number != self.rounds_played:
            raise BadSetup("round %d is still being played" % self.round.number)
        self.begin()
        if self.rounds_played:
            self.dealer = self._next_dealer()
        self.round.deal(self.seated, self.dealer, self.rounds_played + 1)
        return self.round

    def _next_dealer(self):
        d = self.dealer
        if self.rotate or not self.seated[d]:
            n = self.players
            for _ in range(n):
                d = d + 1 if d + 1 < n else 0
                if self.seated[d]:
                    break
        return d

    def finish_round(self):
        """Count the round's losses, remove who must leave, and see if it is won."""
        rnd = self.round
        if rnd.number == 0:
            raise NotInPlay("no round has been dealt yet")
        if not rnd.over:
            raise NotInPlay("the round is not over yet")
        if self.rounds_played >= rnd.number:
            raise NotInPlay("round %d is already counted" % rnd.number)
        self.rounds_played = rnd.number
        for i in range(rnd.loser_count):
            s = rnd.loser_seat[i]
            if self.losses[s] < 255:
                self.losses[s] += 1
        for w in self.watchers:
            w.scored(self)
        mode = self.mode
        if mode == ELIMINATION or mode == PENALTY or mode == TOKENS:
            for s in range(self.players):
                if self.seated[s] and self._must_leave(s):
                    self.seated[s] = 0
                    for w in self.watchers:
                        w.eliminated(s)
            if self.seated_count() <= 1:
                self._crown_seated()
        elif mode == SINGLE:
            self._crown_round_winners()
        elif self.rounds_played >= self.count:
            self._crown_fewest_losses()
        if self.over:
            for w in self.watchers:
                w.won(self)

    def _must_leave(self, seat):
        if self.mode == ELIMINATION:
            return self.round.loses(seat) > 0
        return self.losses[seat] >= self.count

    def _crown(self, seat):
        self.winners[self.nwinners] = seat
        self.nwinners += 1

    def _crown_seated(self):
        for s in range(self.players):
            if self.seated[s]:
                self._crown(s)
        self.over = True

    def _crown_round_winners(self):
        for s in range(self.players):
            if self.seated[s] and not self.round.loses(s):
                self._crown(s)
        self.over = True

    def _crown_fewest_losses(self):
        least = 255
        for s in range(self.players):
            least = min(least, self.losses[s])
        for s in range(self.players):
            if self.losses[s] == least:
                self._crown(s)
        self.over = True
