"""One round of Old Maid: the deal, the pairs, the draws and the Old Maid.

A round is played by the players of a session who are still seated.  Hands
live in one preallocated ``bytearray``: a round, once built, allocates nothing
as it is dealt and played.

>>> from engine.rng import Rng
>>> rnd = Round(0, 3, Rng(1))
>>> rnd.deal(bytearray(b"\\x01\\x01\\x01"), dealer=0)
>>> rnd.current_drawer(), rnd.offerer()
(1, 0)
"""

from micropython import const

from engine import cards
from engine.errors import (
    BadPosition,
    BadSetup,
    NotInPlay,
    PairPending,
    RoundOver,
    RuleError,
)
from engine.watcher import HIDDEN, OBSERVER

_NOBODY = const(255)


class Round:
    """The cards in every hand, whose turn it is, and who lost."""

    def __init__(self, variant, players, rng, manual=False, watchers=None):
        if not 0 <= variant < len(cards.VARIANTS):
            raise BadSetup("unknown variant number %d" % variant)
        if not cards.MIN_PLAYERS <= players <= cards.max_players(variant):
            raise BadSetup("%s is for %d to %d players, not %d" % (
                cards.VARIANTS[variant], cards.MIN_PLAYERS,
                cards.max_players(variant), players))
        self.variant = variant
        self.players = players
        self.rng = rng
        self.manual = manual
        self.watchers = watchers if watchers is not None else []
        self.deck = bytearray(cards.deck_size(variant))
        self.key = bytearray(256)
        cards.fill_keys(variant, self.key)
        # Keys dealt an odd number of times: one of their cards ends unmatched.
        self.unmatched = bytearray(256)
        for i in range(cards.fill_deck(variant, self.deck)):
            self.unmatched[self.key[self.deck[i]]] ^= 1
        # A hand is at most a two-player deal, or one card of each key plus
        # the card just drawn.
        keys = len(self.deck) // 2 + 2
        self.cap = max((len(self.deck) + 1) // 2, keys)
        self.cards = bytearray(players * self.cap)
        self.size = bytearray(players)
        self.seated = bytearray(players)
        self.in_hands = bytearray(256)   # cards of each key still in hands
        self.live = 0                    # pairs still to be made
        self.irregular = bytearray(players)
        self.false_card = bytearray(players)
        self.loser_seat = bytearray(players + 2)
        self.loser_card = bytearray(players + 2)
        self.losers = 0
        self.number = 0
        self.dealer = 0
        self.drawer = 0
        self.over = True

    # -- the table --------------------------------------------------------

    def hand_size(self, seat):
        """Return how many cards ``seat`` holds (public)."""
        return self.size[seat]

    def card(self, seat, pos):
        """Return the card at ``pos`` of ``seat``'s hand (for its holder only)."""
        if not 0 <= pos < self.size[seat]:
            raise BadPosition("p%d has no card at position %d" % (seat, pos))
        return self.cards[seat * self.cap + pos]

    def is_seated(self, seat):
        """Return True if ``seat`` plays this round."""
        return self.seated[seat] == 1

    def is_out(self, seat):
        """Return True if ``seat`` has no cards (and so no part in the round)."""
        return self.size[seat] == 0

    def is_over(self):
        """Return True once only unmatched cards are left."""
        return self.over

    def pairs(self, a, b):
        """Return True if cards ``a`` and ``b`` make a pair in this variant."""
        return self.key[a] == self.key[b]

    def holds_key(self, seat, k):
        """Return the position in ``seat``'s hand of a card with pairing key ``k``, or -1."""
        base = seat * self.cap
        for i in range(self.size[seat]):
            if self.key[self.cards[base + i]] == k:
                return i
        return -1

    def left_of(self, seat):
        """Return the next seated player to the left of ``seat``."""
        n = self.players
        s = seat
        for _ in range(n):
            s = s + 1 if s + 1 < n else 0
            if self.seated[s]:
                return s
        return seat

    def _left_with_cards(self, seat):
        n = self.players
        s = seat
        for _ in range(n):
            s = s + 1 if s + 1 < n else 0
            if self.size[s]:
                return s
        return _NOBODY

    def _right_with_cards(self, seat):
        n = self.players
        s = seat
        for _ in range(n):
            s = s - 1 if s else n - 1
            if self.size[s]:
                return s
        return _NOBODY

    def current_drawer(self):
        """Return whose turn it is to draw."""
        return self.drawer

    def offerer(self):
        """Return whose fan the drawer draws from: the nearest player with cards to the right."""
        return self._right_with_cards(self.drawer)

    # -- the deal ---------------------------------------------------------

    def deal(self, seated, dealer, number=1):
        """Shuffle and deal to the players flagged in ``seated``; lay every pair.

        Cards go one at a time clockwise from the dealer's left.  Unless the
        round is in manual pairing mode, every player then lays every pair.
        """
        count = 0
        for s in range(self.players):
            if seated[s]:
                count += 1
        if count < cards.MIN_PLAYERS:
            raise BadSetup("a round needs at least 2 seated players, not %d" % count)
        if not 0 <= dealer < self.players or not seated[dealer]:
            raise BadSetup("the dealer p%d is not seated" % dealer)
        for s in range(self.players):
            self.seated[s] = 1 if seated[s] else 0
            self.size[s] = 0
            self.irregular[s] = 0
        self.number = number
        self.dealer = dealer
        self.losers = 0
        self.over = False
        deck = self.deck
        n = cards.fill_deck(self.variant, deck)
        self.rng.shuffle(deck, 0, n)
        key = self.key
        in_hands = self.in_hands
        for i in range(n):
            in_hands[key[deck[i]]] = 0
        self.live = 0
        s = self.left_of(dealer)
        for i in range(n):
            self._give(s, deck[i])
            s = self.left_of(s)
        for w in self.watchers:
            w.dealt(self)
        first = self.left_of(dealer)
        s = first
        while True:
            if not self.manual:
                self._lay_all(s)
            if self.size[s] == 0:
                self._tell_out(s)
            s = self.left_of(s)
            if s == first:
                break
        self.drawer = self._left_with_cards(dealer)
        self._settle()

    def _give(self, seat, card):
        self.cards[seat * self.cap + self.size[seat]] = card
        self.size[seat] += 1
        k = self.key[card]
        n = self.in_hands[k] + 1
        self.in_hands[k] = n
        if n & 1 == 0:
            self.live += 1

    def _take(self, seat, pos):
        cards_ = self.cards
        base = seat * self.cap
        card = cards_[base + pos]
        end = base + self.size[seat] - 1
        i = base + pos
        while i < end:
            cards_[i] = cards_[i + 1]
            i += 1
        self.size[seat] -= 1
        return card

    def _forget(self, card):
        k = self.key[card]
        n = self.in_hands[k]
        if n & 1 == 0:
            self.live -= 1
        self.in_hands[k] = n - 1

    def _lay_all(self, seat):
        """Lay every pair in a hand, scanning left to right (a third card stays)."""
        base = seat * self.cap
        cards_ = self.cards
        key = self.key
        i = 0
        while i < self.size[seat]:
            k = key[cards_[base + i]]
            j = i + 1
            while j < self.size[seat] and key[cards_[base + j]] != k:
                j += 1
            if j < self.size[seat]:
                second = self._take(seat, j)
                first = self._take(seat, i)
                self._lay(seat, first, second)
            else:
                i += 1

    def _lay(self, seat, first, second):
        self._forget(first)
        self._forget(second)
        for w in self.watchers:
            w.paired(seat, first, second)

    def _tell_out(self, seat):
        for w in self.watchers:
            w.went_out(seat)

    # -- play ---------------------------------------------------------------

    def _check_on(self):
        if self.over:
            raise RoundOver("the round is over")

    def pair_pending(self):
        """Return the first player holding a pair they must still lay, or 255."""
        if not self.manual or self.over:
            return _NOBODY
        for s in range(self.players):
            if self.holds_pair(s):
                return s
        return _NOBODY

    def holds_pair(self, seat):
        """Return True if two cards of ``seat``'s hand pair (the holder's view)."""
        base = seat * self.cap
        n = self.size[seat]
        key = self.key
        cards_ = self.cards
        for i in range(n):
            k = key[cards_[base + i]]
            for j in range(i + 1, n):
                if key[cards_[base + j]] == k:
                    return True
        return False

    def draw(self, pos):
        """The drawer takes the card at ``pos`` of the offerer's fan; return it.

        The card goes to the right end of the drawer's hand; unless pairing is
        manual, a pair it completes is laid at once.  A hand left empty is out.
        """
        self._check_on()
        pending = self.pair_pending()
        if pending != _NOBODY:
            raise PairPending("p%d still holds a pair to lay" % pending)
        drawer = self.drawer
        offerer = self.offerer()
        if offerer == _NOBODY or offerer == drawer:
            raise NotInPlay("nobody else holds cards to draw from")
        if not 0 <= pos < self.size[offerer]:
            raise BadPosition("position %d is outside p%d's fan of %d cards"
                              % (pos, offerer, self.size[offerer]))
        card = self._take(offerer, pos)
        self.cards[drawer * self.cap + self.size[drawer]] = card
        self.size[drawer] += 1
        for w in self.watchers:
            s = w.seat
            w.drew(drawer, offerer, pos,
                   card if s == OBSERVER or s == drawer or s == offerer else HIDDEN)
        if not self.manual:
            self._match_drawn(drawer)
        if self.size[offerer] == 0:
            self._tell_out(offerer)
        if self.size[drawer] == 0:
            self._tell_out(drawer)
        nxt = self._left_with_cards(drawer)
        if nxt != _NOBODY:
            self.drawer = nxt
        self._settle()
        return card

    def _match_drawn(self, seat):
        base = seat * self.cap
        last = self.size[seat] - 1
        card = self.cards[base + last]
        k = self.key[card]
        for i in range(last):
            if self.key[self.cards[base + i]] == k:
                match = self._take(seat, i)
                self._take(seat, last - 1)
                self._lay(seat, card, match)
                return

    def lay(self, seat, a, b):
        """Lay the cards at positions ``a`` and ``b`` of ``seat``'s hand (manual pairing).

        Two cards that do not pair may be laid: as the French rules say, the
        player who does so is the Old Maid at the end of the round.
        """
        self._check_on()
        if not self.manual:
            raise RuleError("pairs are laid for the players in this game")
        self._check_playing(seat)
        n = self.size[seat]
        if not (0 <= a < n and 0 <= b < n):
            raise BadPosition("p%d has %d cards: no card at position %d"
                              % (seat, n, a if not 0 <= a < n else b))
        if a == b:
            raise BadPosition("a pair is two different cards")
        base = seat * self.cap
        first = self.cards[base + a]
        second = self.cards[base + b]
        self._take(seat, a if a > b else b)
        self._take(seat, b if a > b else a)
        if self.key[first] != self.key[second] and not self.irregular[seat]:
            self.irregular[seat] = 1
            self.false_card[seat] = first
        self._lay(seat, first, second)
        if self.size[seat] == 0:
            self._tell_out(seat)
            if self.drawer == seat:
                nxt = self._left_with_cards(seat)
                if nxt != _NOBODY:
                    self.drawer = nxt
        self._settle()

    def _check_playing(self, seat):
        if not 0 <= seat < self.players or not self.seated[seat]:
            raise NotInPlay("p%d is not seated" % seat)
        if self.size[seat] == 0:
            raise NotInPlay("p%d is out: no cards" % seat)

    def move(self, seat, src, dst):
        """Move the card at ``src`` of ``seat``'s hand to position ``dst``."""
        self._check_on()
        self._check_playing(seat)
        n = self.size[seat]
        if not (0 <= src < n and 0 <= dst < n):
            raise BadPosition("p%d has %d cards: positions run 0 to %d"
                              % (seat, n, n - 1))
        cards_ = self.cards
        base = seat * self.cap
        card = cards_[base + src]
        i = src
        while i < dst:
            cards_[base + i] = cards_[base + i + 1]
            i += 1
        while i > dst:
            cards_[base + i] = cards_[base + i - 1]
            i -= 1
        cards_[base + dst] = card
        self._tell_ordered(seat)

    def shuffle(self, seat):
        """Shuffle ``seat``'s hand."""
        self._check_on()
        self._check_playing(seat)
        self.rng.shuffle(self.cards, seat * self.cap, self.size[seat])
        self._tell_ordered(seat)

    def _tell_ordered(self, seat):
        for w in self.watchers:
            w.ordered(seat)

    # -- the end --------------------------------------------------------------

    def _settle(self):
        if self.live == 0 and not self.over:
            self._end()

    def _end(self):
        self.over = True
        n = 0
        for s in range(self.players):
            if self.irregular[s]:
                self.loser_seat[n] = s
                self.loser_card[n] = self.false_card[s]
                n += 1
        if n == 0:
            for s in range(self.players):
                base = s * self.cap
                for i in range(self.size[s]):
                    if n < len(self.loser_seat):
                        self.loser_seat[n] = s
                        self.loser_card[n] = self.cards[base + i]
                        n += 1
        self.losers = n
        for w in self.watchers:
            w.ended(self)

    def loses(self, seat):
        """Return how many unmatched cards ``seat`` was left with (0 = a winner)."""
        n = 0
        for i in range(self.losers):
            if self.loser_seat[i] == seat:
                n += 1
        return n
