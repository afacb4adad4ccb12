"""Read a transcript whose sessions may be resumed (shared/transcript.md, "Resumed sessions").

A ``session`` line starts the reading afresh, as the contract tells a reader
to; a chunk is what lies between two of them.  Each chunk is checked by
``BlockChecker``: ``reference.Checker``'s rules, plus the block that says where
a resumed session stands (``resume``, ``score``, ``seated``, and for a round in
play its ``round`` line, ``hand``, ``marked`` and ``next`` lines).  Like the
reference, it knows nothing of the engine.
"""

from collections import Counter

from reference import Checker, deck


class BlockChecker(Checker):
    """``reference.Checker`` that also takes a session up from its resume block."""

    def __init__(self, manual=False, rotate=True):
        super().__init__(manual=manual, rotate=rotate)
        self.block = False          # inside the resume block
        self.dealer_unknown = False  # resumed with no round in play: no dealer to rotate from
        self.block_round = False    # the round line right after the block

    def line(self, text):
        kind = text.split(" ")[0]
        if kind == "resume":
            assert self.lines == 1 and self.expect == "round", "resume out of place: %r" % text
            self.expect = "resume"
        super().line(text)

    def on_resume(self, w, text):
        assert self.expect == "resume", "unexpected %r" % text
        assert len(w) == 2 and w[1].isdigit(), text
        self.rounds = int(w[1])
        self.block = True
        self.expect = "block score"

    def on_score(self, w, text):
        if self.expect != "block score":
            super().on_score(w, text)
            return
        assert w[1::2] == ["p%d" % s for s in range(self.n)], text
        for s in range(self.n):
            v = int(w[2 + 2 * s])
            if self.kind == "tokens":
                assert 0 <= v <= self.k, text
                self.losses[s] = self.k - v
            else:
                assert 0 <= v <= max(self.rounds, 0) * len(deck(self.variant)), text
                self.losses[s] = v
        if self.kind == "single" or self.kind == "rounds":
            assert all(x == 0 for x in self.losses) or self.rounds, text
        self.expect = "seated"

    def on_seated(self, w, text):
        assert self.expect == "seated", "unexpected %r" % text
        seats = [int(p[1:]) for p in w[1:]]
        assert seats == sorted(set(seats)) and all(0 <= s < self.n for s in seats), text
        assert seats, "nobody seated: %r" % text     # (one: a session saved once won)
        if self.kind in ("penalty", "tokens"):
            assert all(self.losses[s] < self.k for s in seats), "a player past the count sits"
        self.seated = set(seats)
        self.expect = "round"
        self.dealer_unknown = True

    def on_round(self, w, text):
        if self.rotate is None:     # not told: the second round shows which
            if self.dealer is not None:
                self.rotate = int(w[5][1:]) != self.dealer or self.dealer not in self.seated
        if self.dealer_unknown:     # any seated dealer: the one before is not known
            dealer = int(w[5][1:])
            assert dealer in self.seated, text
            self.dealer, rotate, self.rotate = dealer, self.rotate, False
            try:
                super().on_round(w, text)
            finally:
                self.rotate = rotate
            self.dealer_unknown = False
        else:
            super().on_round(w, text)
        self.block_round = self.block   # its hands may follow instead of a deal
        self.block = False
        self.pending_hands = sorted(self.seated)

    def on_deal(self, w, text):
        self.block_round = False
        super().on_deal(w, text)

    def on_hand(self, w, text):
        assert self.block_round and self.expect == "deal" and self.pending_hands, text
        assert len(self.pending_deals) == len(self.deal_order), "hands and deals: %r" % text
        s = int(w[1][1:])
        assert s == self.pending_hands.pop(0), "hands go in seat order: %r" % text
        self.hands[s] = w[2:]
        if not self.pending_hands:
            held = Counter(c for h in self.hands.values() for c in h)
            whole = Counter(deck(self.variant))
            assert not held - whole, "cards not in the deck: %s" % sorted(held - whole)
            if not self.manual:
                for seat in self.hands:
                    assert not self.hand_has_pair(seat), "p%d kept a pair" % seat
            self.outs = {seat for seat in self.hands if not self.hands[seat]}
            self.last_draw = None
            self.laying = []
            self.expect = "marked"

    def on_marked(self, w, text):
        assert self.manual and self.expect == "marked", "unexpected %r" % text
        s = int(w[1][1:])
        assert s in self.hands and s not in self.irregular, text
        assert all(s > t for t in self.irregular), "marked out of seat order: %r" % text
        self.irregular[s] = w[2]

    def on_next(self, w, text):
        assert self.expect == "marked", "unexpected %r" % text
        self.block_round = False
        self.expect = "play"
        s = int(w[1][1:])
        assert s in self.hands, text
        self.drawer = s
        self._check_end()
        if self.expect == "play":
            assert self.hands[s], "p%d draws next with no cards" % s
        else:
            # A round over but not yet counted: its losers were written before
            # the save, the reader tells them from the hands.
            for line in list(self.expected_losers):
                super().on_loser(line.split(" "), line)


class Chunks:
    """Feed lines to ``line()``; every ``session`` line starts a new chunk.

    ``manual`` or ``rotate`` None: as each chunk's lines show (a game's
    settings change between sessions).

    ``finish()`` checks the last chunk ran to the session's end; every
    chunk before it may stop anywhere (the session was left there).
    """

    def __init__(self, manual=False, rotate=True):
        self.manual = manual
        self.rotate = rotate
        self.checker = None
        self.chunks = 0
        self.resumes = 0

    def line(self, text):
        if text.startswith("session "):
            manual = self.manual
            if manual is None:      # not told: as the session line says
                manual = text.endswith(" pairs manual")
            self.checker = BlockChecker(manual, self.rotate)
            self.chunks += 1
        assert self.checker is not None, "a transcript starts with its session: %r" % text
        if text.startswith("resume "):
            self.resumes += 1
        try:
            self.checker.line(text)
        except AssertionError as e:
            raise AssertionError("chunk %d, its line %d: %s" % (
                self.chunks, self.checker.lines, e)) from None

    def finish(self):
        self.checker.finish()


def check(lines, manual=False, rotate=True, finished=True):
    """Check every chunk of ``lines``; return how many resumes it holds."""
    chunks = Chunks(manual, rotate)
    for text in lines:
        chunks.line(text)
    if finished:
        chunks.finish()
    return chunks.resumes


def block_end(lines, at=0):
    """Return where the resume block that starts at ``lines[at]`` (its ``session`` line) ends."""
    assert lines[at].startswith("session ") and lines[at + 1].startswith("resume "), lines[at:]
    assert lines[at + 2].startswith("score ") and lines[at + 3].startswith("seated")
    end = at + 4
    if end + 1 < len(lines) and lines[end + 1].startswith("hand "):   # a round in play
        while not lines[end].startswith("next "):
            end += 1
        end += 1
    return end
