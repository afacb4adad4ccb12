"""An independent reading of shared/transcript.md that checks a transcript line by line.

It replays the game with plain lists and strings, knowing nothing of the
engine, and raises ``AssertionError`` at the first line that breaks a rule:
a wrong deal, a pair that is not one, a draw out of turn or from the wrong
player, a card that is not where the line says, a pair left in a hand, a
wrong loser, score, elimination or winner.
"""

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
SUITS = "CDHS"


def deck(variant):
    """Return the variant's cards, by name, as a sorted list."""
    if variant == "themed":
        return sorted(["T%d" % t for t in range(1, 26)] * 2 + ["OM"])
    ranks = RANKS[6:] + ["A"] if variant == "short" else RANKS
    names = [r + s for r in ranks for s in SUITS]
    if variant != "black-peter":
        names.remove("QC")
    else:
        names.append("BP")
    if variant == "two-removed":
        names.remove("JC")
    if variant == "double":
        names += [n + "#2" for n in names]
    return sorted(names)


def pair_key(name, variant):
    """Return what two cards must share to pair."""
    deck_mark = "#2" if name.endswith("#2") else ""
    face = name[:-2] if deck_mark else name
    if face in ("BP", "OM") or face.startswith("T"):
        return name
    rank, suit = face[:-1], face[-1]
    if variant == "same-color":
        return rank + ("red" if suit in "DH" else "black")
    return rank + deck_mark


class Checker:
    """Feed transcript lines one by one to ``line()``; call ``finish()`` at the end."""

    def __init__(self, manual=False, rotate=True, max_draws=5000):
        self.manual = manual
        self.rotate = rotate
        self.max_draws = max_draws
        self.expect = "session"
        self.rounds = 0
        self.draws_total = 0
        self.lines = 0

    # -- helpers ------------------------------------------------------------

    def key(self, name):
        return pair_key(name, self.variant)

    def left(self, seat, cond):
        for i in range(1, self.n + 1):
            s = (seat + i) % self.n
            if cond(s):
                return s
        return None

    def right(self, seat, cond):
        for i in range(1, self.n + 1):
            s = (seat - i) % self.n
            if cond(s):
                return s
        return None

    def has_cards(self, s):
        return bool(self.hands.get(s))

    def pairs_possible(self):
        keys = [self.key(c) for h in self.hands.values() for c in h]
        return len(keys) != len(set(keys))

    def hand_has_pair(self, s):
        keys = [self.key(c) for c in self.hands[s]]
        return len(keys) != len(set(keys))

    def winners_line(self, seats):
        return "winner " + (" ".join("p%d" % s for s in sorted(seats)) if seats else "none")

    # -- the lines ------------------------------------------------------------

    def line(self, text):
        self.lines += 1
        assert text == text.strip() and "  " not in text, "stray spaces: %r" % text
        w = text.split(" ")
        kind = w[0]
        handler = getattr(self, "on_" + kind, None)
        assert handler is not None, "unknown line %r" % text
        handler(w, text)

    def on_session(self, w, text):
        assert self.expect == "session", "unexpected %r" % text
        assert w[2] == "variant" and w[4] == "players" and w[6] == "seed", text
        assert w[8:] == (["pairs", "manual"] if self.manual else []), text
        self.mode = w[1]
        self.variant = w[3]
        self.n = int(w[5])
        self.kind, _, k = self.mode.partition(":")
        self.k = int(k) if k else 0
        self.seated = set(range(self.n))
        self.losses = [0] * self.n
        self.dealer = None
        self.expect = "round"

    def on_round(self, w, text):
        assert self.expect == "round", "unexpected %r (expected %s)" % (text, self.expect)
        self.rounds += 1
        assert int(w[1]) == self.rounds, text
        assert w[3] == self.variant, text
        dealer = int(w[5][1:])
        seats = [int(p[1:]) for p in w[7:]]
        assert seats == sorted(self.seated), "seats %s, expected %s" % (seats, sorted(self.seated))
        if self.dealer is None:
            expected = 0
        elif self.rotate or self.dealer not in self.seated:
            expected = self.left(self.dealer, lambda s: s in self.seated)
        else:
            expected = self.dealer
        assert dealer == expected, "dealer p%d, expected p%d" % (dealer, expected)
        self.dealer = dealer
        self.hands = {s: [] for s in self.seated}
        order = []
        s = dealer
        for _ in seats:
            s = self.left(s, lambda x: x in self.seated)
            order.append(s)
        self.deal_order = order
        self.pending_deals = list(order)
        self.expect = "deal"
        self.draws = 0
        self.round_losers = []
        self.irregular = {}

    def on_deal(self, w, text):
        assert self.expect == "deal" and self.pending_deals, "unexpected %r" % text
        s = int(w[1][1:])
        assert s == self.pending_deals.pop(0), "deal order: %r" % text
        self.hands[s] = w[2:]
        if not self.pending_deals:
            total = len(deck(self.variant))
            m = len(self.deal_order)
            for i, seat in enumerate(self.deal_order):
                want = total // m + (1 if i < total % m else 0)
                assert len(self.hands[seat]) == want, "p%d dealt %d cards, expected %d" % (
                    seat, len(self.hands[seat]), want)
            dealt = sorted(c for h in self.hands.values() for c in h)
            assert dealt == deck(self.variant), "the deal is not the %s deck" % self.variant
            self.laying = list(self.deal_order)
            self.expect = "lay"
            self.drawer = None
            self.outs = set()
            self.last_draw = None
            self._after_lay_step()

    def _lay_done(self):
        """Check the hands after the players laid their pairs; find the first drawer."""
        if not self.manual:
            for s in self.deal_order:
                assert not self.hand_has_pair(s), "p%d kept a pair after the deal" % s
        self.expect = "play"
        self.drawer = self.left(self.dealer, self.has_cards)
        self._check_end()

    def _after_lay_step(self):
        # In auto mode, laying goes player by player; skip players with nothing to lay.
        if self.manual:
            self._lay_done()
            return
        while self.laying and not self.hand_has_pair(self.laying[0]) and (
                self.hands[self.laying[0]] or self.laying[0] in self.outs):
            self.laying.pop(0)
        if not self.laying:
            self._lay_done()

    def on_pair(self, w, text):
        s = int(w[1][1:])
        a, b = w[2], w[3]
        hand = self.hands[s]
        if self.expect == "lay":
            assert s == self.laying[0], "p%d lays out of turn: %r" % (self.laying[0], text)
            assert self.key(a) == self.key(b), "not a pair: %r" % text
            # Laid scanning left to right: the leftmost card pairs with the next of its key.
            first = next(i for i, c in enumerate(hand)
                         if any(self.key(d) == self.key(c) for d in hand[i + 1:]))
            second = next(j for j in range(first + 1, len(hand))
                          if self.key(hand[j]) == self.key(hand[first]))
            assert (hand[first], hand[second]) == (a, b), "expected pair %s %s, got %r" % (
                hand[first], hand[second], text)
            hand.remove(a)
            hand.remove(b)
            self._after_lay_step()
            return
        assert self.expect == "play", "unexpected %r" % text
        assert a in hand and b in hand and (a != b or hand.count(a) > 1), text
        assert self.key(a) == self.key(b), "not a pair: %r" % text
        if not self.manual:
            assert self.last_draw and self.last_draw[0] == s and self.last_draw[1] == a, (
                "a pair is laid only right after a draw completes it: %r" % text)
            self.last_draw = None
        hand.remove(a)
        hand.remove(b)

    def on_false(self, w, text):
        """Two cards that do not pair, laid by hand: they leave the hand; the layer loses."""
        assert self.manual, "a false pair outside learning mode: %r" % text
        assert self.expect == "play", "unexpected %r" % text
        s = int(w[1][1:])
        a, b = w[2], w[3]
        hand = self.hands[s]
        assert a in hand and b in hand and self.key(a) != self.key(b), text
        self.irregular.setdefault(s, a)
        hand.remove(a)
        hand.remove(b)

    def on_out(self, w, text):
        s = int(w[1][1:])
        assert not self.hands[s], "p%d is out holding cards: %r" % (s, text)
        assert s not in self.outs, "p%d is out twice" % s
        self.outs.add(s)
        if self.expect == "lay":
            assert s == self.laying[0], "out out of order: %r" % text
            self.laying.pop(0)
            self._after_lay_step()
        elif self.expect == "play":
            self._check_end()

    def on_order(self, w, text):
        assert self.expect == "play", "unexpected %r" % text
        s = int(w[1][1:])
        assert sorted(w[2:]) == sorted(self.hands[s]), "order changes the cards: %r" % text
        self.hands[s] = w[2:]

    def on_draw(self, w, text):
        assert self.expect == "play", "unexpected %r" % text
        assert self.last_draw is None or self.manual or not self._drawn_pairs(), (
            "the drawn card's pair was not laid at once")
        if self.manual:
            for s in self.hands:
                assert not self.hand_has_pair(s), "p%d draws while a pair waits: %r" % (s, text)
        d, o, pos, card = int(w[1][1:]), int(w[2][1:]), int(w[3]), w[4]
        if self.drawer is not None and not self.has_cards(self.drawer):
            self.drawer = self.left(self.drawer, self.has_cards)
        assert d == self.drawer, "p%d draws, but it is p%d's turn: %r" % (d, self.drawer, text)
        assert o == self.right(d, self.has_cards), "p%d draws from p%d, not the nearest " \
            "player with cards to the right" % (d, o)
        assert 0 <= pos < len(self.hands[o]), "position outside the fan: %r" % text
        assert self.hands[o][pos] == card, "p%d's card at %d is %s, not %s" % (
            o, pos, self.hands[o][pos], card)
        self.hands[o].pop(pos)
        self.hands[d].append(card)
        self.last_draw = (d, card)
        self.draws += 1
        self.draws_total += 1
        assert self.draws <= self.max_draws, "the round does not end"
        self.drawer = self.left(d, self.has_cards)

    def _drawn_pairs(self):
        d, card = self.last_draw
        return card in self.hands[d] and sum(
            1 for c in self.hands[d] if self.key(c) == self.key(card)) > 1

    def _check_end(self):
        if self.expect == "play" and not self.pairs_possible():
            pending_out = [s for s in self.hands if not self.hands[s] and s not in self.outs]
            if pending_out:
                return
            self.expect = "loser"
            if self.irregular:
                self.expected_losers = ["loser p%d %s" % (s, c)
                                        for s, c in sorted(self.irregular.items())]
            else:
                self.expected_losers = ["loser p%d %s" % (s, c) for s in sorted(self.hands)
                                        for c in self.hands[s]]

    def on_loser(self, w, text):
        if self.expect == "play":
            self._check_end()
        assert self.expect == "loser", "loser while pairs remain: %r" % text
        assert self.expected_losers and text == self.expected_losers.pop(0), (
            "wrong loser %r" % text)
        self.losses[int(w[1][1:])] += 1
        self.round_losers.append(int(w[1][1:]))
        if not self.expected_losers:
            self.expect = "score"

    def on_score(self, w, text):
        assert self.expect == "score", "unexpected %r" % text
        want = ["score"]
        for s in range(self.n):
            if self.kind == "tokens":
                v = max(0, self.k - self.losses[s])
            else:
                v = self.losses[s]
            want += ["p%d" % s, str(v)]
        assert w == want, "score %r, expected %r" % (text, " ".join(want))
        self.leaving = []
        if self.kind == "elimination":
            self.leaving = sorted(set(self.round_losers))
        elif self.kind in ("penalty", "tokens"):
            self.leaving = sorted(s for s in self.seated if self.losses[s] >= self.k)
        self.expect = "eliminated" if self.leaving else "after"
        if not self.leaving:
            self._after_round()

    def on_eliminated(self, w, text):
        assert self.expect == "eliminated", "unexpected %r" % text
        s = int(w[1][1:])
        assert s == self.leaving.pop(0), "wrong elimination %r" % text
        self.seated.discard(s)
        if not self.leaving:
            self._after_round()

    def _after_round(self):
        if self.kind == "single":
            self.expect_winner = [s for s in self.seated if s not in self.round_losers]
        elif self.kind == "rounds":
            if self.rounds < self.k:
                self.expect = "round"
                return
            least = min(self.losses)
            self.expect_winner = [s for s in range(self.n) if self.losses[s] == least]
        else:
            if len(self.seated) > 1:
                self.expect = "round"
                return
            self.expect_winner = sorted(self.seated)
        self.expect = "winner"

    def on_winner(self, w, text):
        assert self.expect == "winner", "unexpected %r" % text
        assert text == self.winners_line(self.expect_winner), "wrong %r, expected %r" % (
            text, self.winners_line(self.expect_winner))
        self.expect = "done"

    def finish(self):
        assert self.expect == "done", "the transcript stops early (expecting %s)" % self.expect


def parse_card(text):
    """Return the engine's byte for the card named ``text`` (the inverse of card_name)."""
    from engine import cards

    deck_bit = 0
    if text.endswith("#2"):
        deck_bit = cards.DECK2
        text = text[:-2]
    if text == "BP":
        return cards.BLACK_PETER | deck_bit
    if text == "OM":
        return cards.OLD_MAID | deck_bit
    if len(text) > 1 and text[0] == "T" and text[1:].isdigit():
        t = int(text[1:])
        if 1 <= t <= cards.THEMED_PICTURES:
            return cards.THEMED_FIRST + t - 1 + deck_bit
    if len(text) >= 2 and text[-1] in SUITS and text[:-1] in RANKS:
        return cards.card(RANKS.index(text[:-1]), SUITS.index(text[-1])) | deck_bit
    raise ValueError("not a card: %r" % text)
