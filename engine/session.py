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

from engine.errors import (
    COUNT_OUT_OF_RANGE,
    NO_COUNT,
    NO_ROUND_YET,
    ROUND_COUNTED,
    ROUND_IN_PLAY,
    ROUND_NOT_OVER,
    SESSION_OVER,
    UNKNOWN_MODE_NUMBER,
    BadSetup,
    NotInPlay,
)
from engine.rng import Rng
from engine.round import Round

SINGLE = const(0)
ROUNDS = const(1)
ELIMINATION = const(2)
PENALTY = const(3)
TOKENS = const(4)
MODES = ("single", "rounds", "elimination", "penalty", "tokens")
COUNTED = const(0b11010)   # the modes that take a count, a bit each: rounds, penalty, tokens
MAX_COUNT = const(99)


def check_mode(mode, k):
    """Raise BadSetup unless ``mode`` is a mode and ``k`` a count it takes (0 if none)."""
    if not 0 <= mode < len(MODES):
        raise BadSetup(UNKNOWN_MODE_NUMBER, mode)
    name = MODES[mode]
    if COUNTED >> mode & 1:
        if not 1 <= k <= MAX_COUNT:
            raise BadSetup(COUNT_OUT_OF_RANGE, name, MAX_COUNT, name)
    elif k:
        raise BadSetup(NO_COUNT, name)


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

    def score(self, seat):
        """Return the number the scoreboard shows: losses, points or tokens left."""
        if self.mode == TOKENS:
            left = self.count - self.losses[seat]
            return left if left > 0 else 0
        return self.losses[seat]

    def next_round(self):
        """Deal the next round and return it."""
        if self.over:
            raise NotInPlay(SESSION_OVER)
        if self.round.number != self.rounds_played:
            raise BadSetup(ROUND_IN_PLAY, self.round.number)
        self.begin()
        # The deal passes to the left after each round (or when the dealer left).
        d = self.dealer
        if self.rounds_played and (self.rotate or not self.seated[d]):
            n = self.players
            for _ in range(n):
                d = d + 1 if d + 1 < n else 0
                if self.seated[d]:
                    break
            self.dealer = d
        self.round.deal(self.seated, d, self.rounds_played + 1)
        return self.round

    def finish_round(self):
        """Count the round's losses, remove who must leave, and see if it is won."""
        rnd = self.round
        if rnd.number == 0:
            raise NotInPlay(NO_ROUND_YET)
        if not rnd.over:
            raise NotInPlay(ROUND_NOT_OVER)
        if self.rounds_played >= rnd.number:
            raise NotInPlay(ROUND_COUNTED, rnd.number)
        self.rounds_played = rnd.number
        for i in range(rnd.loser_count):
            s = rnd.loser_seat[i]
            if self.losses[s] < 255:
                self.losses[s] += 1
        for w in self.watchers:
            w.scored(self)
        mode = self.mode
        players = self.players
        seated = self.seated
        losses = self.losses
        least = 255
        if mode == ROUNDS:
            if self.rounds_played < self.count:
                return
            for s in range(players):
                least = min(least, losses[s])
        elif mode != SINGLE:
            # Elimination, penalty, tokens: who must leave does; the last one seated wins.
            left = 0
            for s in range(players):
                if seated[s] and (rnd.loses(s) if mode == ELIMINATION
                                  else losses[s] >= self.count):
                    seated[s] = 0
                    for w in self.watchers:
                        w.eliminated(s)
                left += seated[s]
            if left > 1:
                return
        # The session is won: by the fewest losses over the rounds, else by
        # those seated (in a single round, less its losers).
        for s in range(players):
            if (losses[s] == least if mode == ROUNDS
                    else seated[s] and not (mode == SINGLE and rnd.loses(s))):
                self.winners[self.nwinners] = s
                self.nwinners += 1
        self.over = True
        for w in self.watchers:
            w.won(self)
