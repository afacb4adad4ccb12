"""Computer players, built from the tips in the rules, each knowing only its share.

A computer player is a watcher sitting at its seat: the round tells it public
events, and the card drawn only when it drew it or it was drawn from it.  It
reads no hand but its own.

- ``casual`` draws uniformly and never rearranges.
- ``canny`` shuffles its fan before offering and hides a card that may end
  unmatched away from the edges; it remembers where a card it gave away went
  in a hand nobody rearranged, and draws it (if it pairs) or avoids it (if it
  is the Old Maid).
- ``child`` draws from the edges more often and sometimes leaves the
  unmatched card at an edge of its fan.
"""

from micropython import const

from engine.watcher import HIDDEN, Watcher

CASUAL = const(0)
CANNY = const(1)
CHILD = const(2)
PERSONALITIES = ("casual", "canny", "child")

_UNKNOWN = const(255)
_MEMORY = const(8)   # cards a canny player keeps track of at once
MEMORY_BYTES = const(34)   # the most a player's dump_memory writes: 2 + 4 * _MEMORY


def make_player(kind, seat, rng):
    """Return a new computer player of personality number ``kind`` at ``seat``."""
    if kind == CANNY:
        return Canny(seat, rng)
    if kind == CHILD:
        return Child(seat, rng)
    return Casual(seat, rng)


class Casual(Watcher):
    """Draw anywhere with equal chance; leave the hand as it comes."""

    kind = CASUAL
    watches = False   # needs no news of the table

    def __init__(self, seat, rng):
        self.seat = seat
        self.rng = rng
        self.below = rng.below   # bound once: choosing is on every turn's path

    def choose(self, rnd):
        """Return the position to draw from the offerer's fan."""
        return self.below(rnd.size[rnd.giver])

    def arrange(self, rnd):
        """Rearrange the hand before offering it (this one never does)."""

    def lay_pairs(self, rnd):
        """Lay every pair in the hand (manual pairing: a computer never errs)."""
        seat = self.seat
        i = 0
        while i < rnd.hand_size(seat):
            j = rnd.holds_key(seat, rnd.key[rnd.card(seat, i)])
            if j != i:
                rnd.lay(seat, j, i)
                i = 0
            else:
                i += 1

    def memory_size(self):
        """Return how many bytes ``dump_memory`` writes now."""
        return 0

    def dump_memory(self, out, at):
        """Write what this player remembers into ``out`` from ``at``; return the end.

        A casual or child player remembers nothing between turns: no bytes.
        """
        return at

    def _odd_at(self, rnd, pos):
        return rnd.unmatched[rnd.key[rnd.card(self.seat, pos)]]

    def _hide(self, rnd, pos):
        """Move the card at ``pos`` somewhere away from both edges."""
        n = rnd.hand_size(self.seat)
        if n >= 3:
            rnd.move(self.seat, pos, 1 + self.rng.below(n - 2))


class Child(Casual):
    """Draw from the edges more often; sometimes leave the Old Maid at an edge."""

    kind = CHILD

    def choose(self, rnd):
        n = rnd.hand_size(rnd.offerer())
        if n >= 3 and self.rng.chance(1, 2):
            return 0 if self.rng.chance(1, 2) else n - 1
        return self.rng.below(n)

    def arrange(self, rnd):
        n = rnd.hand_size(self.seat)
        if n < 3:
            return
        if self._odd_at(rnd, 0) and self.rng.chance(1, 2):
            self._hide(rnd, 0)
        elif self._odd_at(rnd, n - 1) and self.rng.chance(1, 2):
            self._hide(rnd, n - 1)


class Canny(Casual):
    """Shuffle, hide the odd card, and remember where given cards went."""

    kind = CANNY
    watches = True

    def __init__(self, seat, rng):
        super().__init__(seat, rng)
        self.known = bytearray(_MEMORY)    # a card given away
        self.holder = bytearray(_MEMORY)   # who holds it now
        self.left = bytearray(_MEMORY)     # its position from the left, or unknown
        self.right = bytearray(_MEMORY)    # its position from the right, or unknown
        self.count = 0
        self.last_drawer = _UNKNOWN
        self.rnd = None

    def dealt(self, rnd):
        self.rnd = rnd
        self.count = 0
        self.last_drawer = _UNKNOWN

    def resumed(self, session):
        self.rnd = session.round

    def memory_size(self):
        return 2 + 4 * self.count

    def dump_memory(self, out, at):
        """Write ``count``, ``last_drawer``, then card, holder, left, right of each memory.

        2 + 4 * count bytes, at most ``MEMORY_BYTES``; the order of the
        memories is kept, as choosing and forgetting depend on it.
        """
        n = self.count
        out[at] = n
        out[at + 1] = self.last_drawer
        at += 2
        for i in range(n):
            out[at] = self.known[i]
            out[at + 1] = self.holder[i]
            out[at + 2] = self.left[i]
            out[at + 3] = self.right[i]
            at += 4
        return at

    def _drop(self, i):
        last = self.count - 1
        self.known[i] = self.known[last]
        self.holder[i] = self.holder[last]
        self.left[i] = self.left[last]
        self.right[i] = self.right[last]
        self.count = last

    def _position(self, rnd, i):
        if self.left[i] != _UNKNOWN:
            return self.left[i]
        return rnd.hand_size(self.holder[i]) - 1 - self.right[i]

    def drew(self, drawer, offerer, pos, card):
        rnd = self.rnd
        self.last_drawer = drawer
        i = 0
        while i < self.count:
            h = self.holder[i]
            if h == drawer:
                if self.right[i] != _UNKNOWN:
                    self.right[i] += 1        # the drawn card went to its right
            elif h == offerer:
                # The fan had one more card before the draw.
                p = self._position(rnd, i) + (1 if self.left[i] == _UNKNOWN else 0)
                if p == pos:
                    if drawer == self.seat:
                        self._drop(i)
                        continue
                    self.holder[i] = drawer
                    self.left[i] = rnd.hand_size(drawer) - 1
                    self.right[i] = 0
                elif pos < p:
                    if self.left[i] != _UNKNOWN:
                        self.left[i] -= 1
                elif self.right[i] != _UNKNOWN:
                    self.right[i] -= 1
            i += 1
        if offerer == self.seat and card != HIDDEN:
            # Remember the card given away: at the right end of the drawer's hand.
            if self.count == _MEMORY:
                self._drop(0)
            i = self.count
            self.known[i] = card
            self.holder[i] = drawer
            self.left[i] = rnd.hand_size(drawer) - 1
            self.right[i] = 0
            self.count = i + 1

    def paired(self, seat, first, second):
        after_draw = seat == self.last_drawer
        self.last_drawer = _UNKNOWN
        i = 0
        while i < self.count:
            if self.holder[i] != seat:
                i += 1
                continue
            if self.known[i] == first or self.known[i] == second:
                self._drop(i)
                continue
            # Two cards left the hand; only an edge position survives for sure.
            if self.left[i] != 0:
                self.left[i] = _UNKNOWN
            r = self.right[i]
            if after_draw and r == 1:
                self.right[i] = 0
            elif r != 0:
                self.right[i] = _UNKNOWN
            if self.left[i] == _UNKNOWN and self.right[i] == _UNKNOWN:
                self._drop(i)
                continue
            i += 1

    def went_out(self, seat):
        """Forget where the cards in ``seat``'s hand were."""
        i = 0
        while i < self.count:
            if self.holder[i] == seat:
                self._drop(i)
            else:
                i += 1

    def ordered(self, seat):
        self.last_drawer = _UNKNOWN
        if seat != self.seat:
            self.went_out(seat)     # a hand rearranged: where its cards were is forgotten

    def choose(self, rnd):
        self.rnd = rnd
        o = rnd.offerer()
        n = rnd.hand_size(o)
        avoid = 0
        i = 0
        while i < self.count:
            if self.holder[i] != o:
                i += 1
                continue
            if not 0 <= self._position(rnd, i) < n:
                self._drop(i)     # never trust a memory the table contradicts
                continue
            k = rnd.key[self.known[i]]
            if rnd.holds_key(self.seat, k) >= 0:
                return self._position(rnd, i)
            if rnd.unmatched[k]:
                avoid += 1
            i += 1
        if avoid == 0 or avoid >= n:
            return self.rng.below(n)
        # Draw uniformly among the positions not known to hold an odd card.
        pick = self.rng.below(n - avoid)
        for pos in range(n):
            for i in range(self.count):
                if (self.holder[i] == o and rnd.unmatched[rnd.key[self.known[i]]]
                        and self._position(rnd, i) == pos):
                    break
            else:
                if pick == 0:
                    return pos
                pick -= 1
        return self.rng.below(n)

    def arrange(self, rnd):
        self.rnd = rnd
        n = rnd.hand_size(self.seat)
        if n < 2:
            return
        rnd.shuffle(self.seat)
        if n < 3:
            return
        # Hiding the first card never moves the last one, and the other way round.
        if self._odd_at(rnd, 0):
            self._hide(rnd, 0)
        if self._odd_at(rnd, n - 1):
            self._hide(rnd, n - 1)
