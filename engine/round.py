"""One round of Old Maid: the deal, the pairs, the draws and the Old Maid.

A round is played by the players of a session who are still seated.  Hands
live in one preallocated ``bytearray``: a round, once built, allocates nothing
as it is played; a deal makes one table as long as the hands (which cards
pair) and lets it go.

>>> from engine.rng import Rng
>>> rnd = Round(0, 3, Rng(1))
>>> rnd.deal(bytearray(b"\\x01\\x01\\x01"), dealer=0)
>>> rnd.current_drawer(), rnd.offerer()
(1, 0)
"""

from micropython import const

from engine import cards
from engine.errors import (
    DEALER_NOT_SEATED,
    NO_CARD_THERE,
    NO_SUCH_CARD,
    NOBODY_TO_DRAW_FROM,
    NOT_SEATED,
    OUTSIDE_FAN,
    PAIR_TO_LAY,
    PAIRS_LAID_FOR_THEM,
    PLAYER_COUNT,
    PLAYER_OUT,
    POSITIONS_RUN,
    ROUND_OVER,
    SAME_CARD_TWICE,
    TOO_FEW_SEATED,
    UNKNOWN_VARIANT_NUMBER,
    BadPosition,
    BadSetup,
    NotInPlay,
    RuleError,
)
from engine.watcher import HIDDEN, OBSERVER

_NOBODY = const(255)


class Round:
    """The cards in every hand, whose turn it is, and who lost."""

    def __init__(self, variant, players, rng, manual=False, watchers=None):
        if not 0 <= variant < len(cards.VARIANTS):
            raise BadSetup(UNKNOWN_VARIANT_NUMBER, variant)
        top = cards.max_players(variant)
        if not cards.MIN_PLAYERS <= players <= top:
            raise BadSetup(PLAYER_COUNT, cards.VARIANTS[variant], top, players)
        self.variant = variant
        self.players = players
        self.rng = rng
        self.manual = manual
        self.watchers = watchers if watchers is not None else []
        n = cards.deck_size(variant)
        self.fresh = bytearray(n)            # the deck in its canonical order
        cards.fill_deck(variant, self.fresh)
        self.deck = bytearray(n)
        # Each card's pairing key, for the cards this deck has (a card is its
        # index); tables by key are as long as the largest key needs.  Sized
        # to the deck rather than to every byte: a round is built for each
        # session, and six 256-byte tables are a lot of a board's heap.
        self.key = bytearray(max(self.fresh) + 1)
        cards.fill_keys(variant, self.key)
        kinds = max(self.key) + 1
        # A hand is at most a two-player deal, or one card of each key plus
        # the card just drawn.
        self.cap = n // 2 + 2
        self.cards = bytearray(players * self.cap)
        self.size = bytearray(players)
        self.seated = bytearray(players)
        self.order = bytearray(players)      # the deal's order of seats
        self.nxt = bytearray(players)        # the next player with cards to the left
        self.prv = bytearray(players)        # and to the right
        self.in_hands = bytearray(kinds)     # cards of each key in hands (manual laying)
        self.seen = bytearray(kinds)         # dealing: 1 + where the hand has an unpaired key
        # Every card is in a hand after the deal: how many of each key, and
        # how many pairs that makes.
        self.dealt_keys = bytearray(kinds)
        for c in self.fresh:
            self.dealt_keys[self.key[c]] += 1
        self.dealt_pairs = 0
        # Keys dealt an odd number of times: one of their cards ends unmatched.
        self.unmatched = bytearray(kinds)
        for k in range(kinds):
            self.dealt_pairs += self.dealt_keys[k] >> 1
            self.unmatched[k] = self.dealt_keys[k] & 1
        self.live = 0                        # pairs still to be made
        self.irregular = bytearray(players)
        self.false_card = bytearray(players)     # the first false pair each laid (learning)
        self.false_with = bytearray(players)     # ... and the card laid with it
        self.loser_seat = bytearray(players + 2)
        self.loser_card = bytearray(players + 2)
        self.loser_count = 0
        self.number = 0
        self.dealer = 0
        # What a draw touches, fetched in one go (attribute lookups cost on a board).
        self.buffers = (self.cards, self.size, self.key, self.nxt, self.prv, self.cap,
                        self.watchers, manual)
        self.drawer = 0                      # current_drawer(), read directly on hot paths
        self.giver = 0                       # offerer(), likewise
        self.over = True

    # -- the table --------------------------------------------------------

    def hand_size(self, seat):
        """Return how many cards ``seat`` holds (public)."""
        return self.size[seat]

    def card(self, seat, pos):
        """Return the card at ``pos`` of ``seat``'s hand (for its holder only)."""
        if not 0 <= pos < self.size[seat]:
            raise BadPosition(NO_CARD_THERE, seat, pos)
        return self.cards[seat * self.cap + pos]

    def is_out(self, seat):
        """Return True if ``seat`` has no cards (and so no part in the round)."""
        return self.size[seat] == 0

    def is_over(self):
        """Return True once only unmatched cards are left."""
        return self.over

    def odd_kind(self, card):
        """Return True if the deck has an odd number of ``card``'s kind: one ends unmatched."""
        return self.unmatched[self.key[card]] == 1

    def holds_key(self, seat, k):
        """Return the position in ``seat``'s hand of a card with pairing key ``k``, or -1."""
        base = seat * self.cap
        for i in range(self.size[seat]):
            if self.key[self.cards[base + i]] == k:
                return i
        return -1

    def current_drawer(self):
        """Return whose turn it is to draw."""
        return self.drawer

    def offerer(self):
        """Return whose fan the drawer draws from: the nearest player with cards to the right."""
        return self.giver

    def _turn(self, drawer):
        """Make ``drawer`` (or the next player with cards to its left) the drawer.

        A player out of cards has left the ring, but still points where its
        left was then: several out in a row (at the deal, say) are passed
        one after another.
        """
        for _ in range(self.players):
            if self.size[drawer]:
                break
            drawer = self.nxt[drawer]
        self.drawer = drawer
        self.giver = self.prv[drawer]

    # -- the deal ---------------------------------------------------------

    def deal(self, seated, dealer, number=1):
        """Shuffle and deal to the players flagged in ``seated``; lay every pair.

        Cards go one at a time clockwise from the dealer's left.  Unless the
        round is in manual pairing mode, every player then lays every pair.
        """
        players = self.players
        if not 0 <= dealer < players or not seated[dealer]:
            raise BadSetup(DEALER_NOT_SEATED, dealer)
        # The deal's order: the seated players, from the dealer's left.
        m = 0
        s = dealer
        for _ in range(players):
            s = s + 1 if s + 1 < players else 0
            if seated[s]:
                self.order[m] = s
                m += 1
        if m < cards.MIN_PLAYERS:
            raise BadSetup(TOO_FEW_SEATED, m)
        for s in range(players):
            self.seated[s] = 1 if seated[s] else 0
            self.size[s] = 0
            self.irregular[s] = 0
        self.number = number
        self.dealer = dealer
        self.loser_count = 0
        self.over = False
        deck = self.deck
        deck[:] = self.fresh
        self.rng.shuffle(deck, 0, len(deck))
        self.in_hands[:] = self.dealt_keys      # every card is in a hand now
        self.live = self.dealt_pairs
        # Deal one at a time clockwise: the i-th player from the dealer's left
        # gets cards i, i + m, i + 2m ... of the deck.  Spot the pairs on the
        # way: a card pairs with the next card of its key in the same hand.
        cards_ = self.cards
        key = self.key
        seen = self.seen
        # Which cards pair, the deal's alone: made for it and let go after (a
        # table as long as every hand, 648 bytes for 12 players and two decks,
        # that a board would otherwise hold all game for a moment a round).
        mark = bytearray(len(cards_))
        cap = self.cap
        n = len(deck)
        order = self.order
        for i in range(m):
            s = order[i]
            base = s * cap
            p = i
            at = base
            while p < n:
                c = deck[p]
                cards_[at] = c
                k = key[c]
                first = seen[k]             # 1 + where this hand holds an unpaired k
                if first:
                    mark[base + first - 1] = at - base + 1
                    mark[at] = 255
                    seen[k] = 0
                else:
                    seen[k] = at - base + 1
                    mark[at] = 0
                p += m
                at += 1
            self.size[s] = at - base
            for j in range(base, at):       # clean for the next hand
                seen[key[cards_[j]]] = 0
        for w in self.watchers:
            w.dealt(self)
        # The ring of players with cards, left (nxt) and right (prv): a
        # player whose hand empties leaves it.
        nxt = self.nxt
        prv = self.prv
        size = self.size
        for i in range(m):
            s = order[i]
            nxt[s] = order[i + 1 if i + 1 < m else 0]
            prv[s] = order[i - 1 if i else m - 1]
        manual = self.manual
        for i in range(m):
            s = order[i]
            if not manual:
                self._lay_marked(s, mark)
            if not size[s]:
                self._out(s)
        self._turn(order[0])
        if not self.live:
            self._settle()

    def _lay_marked(self, seat, mark):
        """Lay the pairs the deal spotted (``mark``), in the order of their left cards."""
        cards_ = self.cards
        in_hands = self.in_hands
        key = self.key
        base = seat * self.cap
        kept = 0
        laid = 0
        watchers = self.watchers
        for i in range(base, base + self.size[seat]):
            m = mark[i]
            if m == 0:
                cards_[base + kept] = cards_[i]
                kept += 1
            elif m != 255:
                first = cards_[i]
                in_hands[key[first]] -= 2
                laid += 1
                for w in watchers:
                    w.paired(seat, first, cards_[base + m - 1])
        self.size[seat] = kept
        self.live -= laid

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

    def _out(self, seat):
        """Take an empty hand out of the ring of players; tell the table."""
        left = self.nxt[seat]
        right = self.prv[seat]
        self.nxt[right] = left
        self.prv[left] = right
        for w in self.watchers:
            w.went_out(seat)

    # -- play ---------------------------------------------------------------

    def _check_on(self, seat):
        if self.over:
            raise NotInPlay(ROUND_OVER)
        if seat == _NOBODY:
            return
        if not 0 <= seat < self.players or not self.seated[seat]:
            raise NotInPlay(NOT_SEATED, seat)
        if self.size[seat] == 0:
            raise NotInPlay(PLAYER_OUT, seat)

    def pair_pending(self):
        """Return the first player holding a pair they must still lay, or 255."""
        if self.manual and not self.over:
            for s in range(self.players):
                if self.holds_pair(s):
                    return s
        return _NOBODY

    def holds_odd(self, seat):
        """Return True if ``seat`` holds a card of a kind the deck has an odd number of.

        That is the card that may end the round unmatched: the Old Maid (the
        holder's view; every hand can see its own).
        """
        base = seat * self.cap
        for i in range(self.size[seat]):
            if self.unmatched[self.key[self.cards[base + i]]]:
                return True
        return False

    def holds_pair(self, seat):
        """Return True if two cards of ``seat``'s hand pair (the holder's view)."""
        base = seat * self.cap
        n = self.size[seat]
        for i in range(n):
            if self.holds_key(seat, self.key[self.cards[base + i]]) != i:
                return True
        return False

    def draw(self, pos):
        """The drawer takes the card at ``pos`` of the offerer's fan; return it.

        The card goes to the right end of the drawer's hand; unless pairing is
        manual, a pair it completes is laid at once.  A hand left empty is out.
        The hot path of every game, so it does its own loops instead of calls.
        """
        if self.over:
            raise NotInPlay(ROUND_OVER)
        cards_, size, key, nxt, prv, cap, watchers, manual = self.buffers
        if manual:
            pending = self.pair_pending()
            if pending != _NOBODY:
                raise NotInPlay(PAIR_TO_LAY, pending)
        drawer = self.drawer
        offerer = self.giver
        if offerer == drawer:
            raise NotInPlay(NOBODY_TO_DRAW_FROM)
        n = size[offerer]
        if not 0 <= pos < n:
            raise BadPosition(OUTSIDE_FAN, pos, offerer, n)
        # Take the card from the fan, closing the gap.
        at = offerer * cap + pos
        card = cards_[at]
        for i in range(at, offerer * cap + n - 1):
            cards_[i] = cards_[i + 1]
        n -= 1
        size[offerer] = n
        # It goes to the right end of the drawer's hand.
        base = drawer * cap
        last = size[drawer]
        cards_[base + last] = card
        held = last + 1
        size[drawer] = held
        if watchers:
            for w in watchers:
                s = w.seat
                w.drew(drawer, offerer, pos,
                       card if s == OBSERVER or s == drawer or s == offerer else HIDDEN)
        live = self.live
        if not manual:
            # A pair it completes is laid at once, the drawn card first.
            k = key[card]
            for i in range(base, base + last):
                if key[cards_[i]] == k:
                    match = cards_[i]
                    for j in range(i, base + last - 1):
                        cards_[j] = cards_[j + 1]
                    held = last - 1
                    size[drawer] = held
                    # One pair fewer to make.  (``in_hands`` keeps its parity:
                    # only manual laying, which can break pairs, reads it.)
                    live -= 1
                    self.live = live
                    for w in watchers:
                        w.paired(drawer, card, match)
                    break
        if not n:
            self._out(offerer)
        if not held:
            self._out(drawer)
        # The next drawer is the next player with cards to the left; they
        # draw from the nearest player with cards to their right.
        s = nxt[drawer]
        self.drawer = s
        self.giver = prv[s]
        if not live:
            self._settle()
        return card

    def lay(self, seat, a, b):
        """Lay the cards at positions ``a`` and ``b`` of ``seat``'s hand (manual pairing).

        Two cards that do not pair may be laid: as the French rules say, the
        player who does so is the Old Maid at the end of the round.
        """
        if not self.manual:
            raise RuleError(PAIRS_LAID_FOR_THEM)
        self._check_on(seat)
        n = self.size[seat]
        if not (0 <= a < n and 0 <= b < n):
            raise BadPosition(NO_SUCH_CARD, seat, n, a if not 0 <= a < n else b)
        if a == b:
            raise BadPosition(SAME_CARD_TWICE)
        base = seat * self.cap
        first = self.cards[base + a]
        second = self.cards[base + b]
        self._take(seat, a if a > b else b)
        self._take(seat, b if a > b else a)
        if self.key[first] != self.key[second] and not self.irregular[seat]:
            self.irregular[seat] = 1
            self.false_card[seat] = first
            self.false_with[seat] = second
        # The pairs still to make: each kind's cards in hands, two to a pair.
        in_hands = self.in_hands
        in_hands[self.key[first]] -= 1
        in_hands[self.key[second]] -= 1
        live = 0
        for n in in_hands:
            live += n >> 1
        self.live = live
        for w in self.watchers:
            w.paired(seat, first, second)
        if not self.size[seat]:
            self._out(seat)
        self._turn(self.drawer)
        self._settle()

    def move(self, seat, src, dst):
        """Move the card at ``src`` of ``seat``'s hand to position ``dst``."""
        self._check_on(seat)
        n = self.size[seat]
        if not (0 <= src < n and 0 <= dst < n):
            raise BadPosition(POSITIONS_RUN, seat, n, n - 1)
        base = seat * self.cap
        card = self._take(seat, src)
        cards_ = self.cards
        i = base + n - 1
        while i > base + dst:
            cards_[i] = cards_[i - 1]
            i -= 1
        cards_[base + dst] = card
        self.size[seat] = n
        for w in self.watchers:
            w.ordered(seat)

    def shuffle(self, seat):
        """Shuffle ``seat``'s hand."""
        self._check_on(seat)
        self.rng.shuffle(self.cards, seat * self.cap, self.size[seat])
        for w in self.watchers:
            w.ordered(seat)

    # -- the saved form -------------------------------------------------------

    def dump(self, out, at):
        """Write the hands and false pairs into ``out`` from ``at``; return the end.

        The round's part of a save (game/snapshot.py's bytes): the hand
        sizes, each hand from its left, then each false pair (seat, its two
        cards).  Everything else follows from them (engine/takeup.py).
        """
        p = self.players
        size = self.size
        cards_ = self.cards
        for s in range(p):
            out[at + s] = size[s]
        at += p
        for s in range(p):
            i = s * self.cap
            for _ in range(size[s]):
                out[at] = cards_[i]
                at += 1
                i += 1
        f = 0
        for s in range(p):
            if self.irregular[s]:
                out[at + 1 + 3 * f] = s
                out[at + 2 + 3 * f] = self.false_card[s]
                out[at + 3 + 3 * f] = self.false_with[s]
                f += 1
        out[at] = f
        return at + 1 + 3 * f

    # -- the end --------------------------------------------------------------

    def _settle(self):
        """End the round once no pair can be made any more."""
        if self.live or self.over:
            return
        self.over = True
        self._find_losers()
        for w in self.watchers:
            w.ended(self)

    def _find_losers(self):
        """Name the losers: who laid a false pair, else who holds what is left."""
        n = 0
        for s in range(self.players):
            if self.irregular[s]:
                self.loser_seat[n] = s
                self.loser_card[n] = self.false_card[s]
                n += 1
        if not n:
            for s in range(self.players):
                for i in range(self.size[s]):
                    if n < len(self.loser_seat):
                        self.loser_seat[n] = s
                        self.loser_card[n] = self.cards[s * self.cap + i]
                        n += 1
        self.loser_count = n

    def losers(self):
        """Return who lost and with what: ``(seat, card)`` for each unmatched card, in seat order.

        Where someone laid a false pair (learning mode), the card is the
        first of their first false pair.
        """
        return [(self.loser_seat[i], self.loser_card[i]) for i in range(self.loser_count)]

    def pairs(self, a, b):
        """Return True if cards ``a`` and ``b`` pair in this round's variant."""
        return self.key[a] == self.key[b]

    def loses(self, seat):
        """Return how many unmatched cards ``seat`` was left with (0 = a winner)."""
        n = 0
        for i in range(self.loser_count):
            if self.loser_seat[i] == seat:
                n += 1
        return n
