"""The transcript: every event of a session as one line of text.

The format is our observable contract (``shared/transcript.md``): the same
seed and settings give the same bytes on CPython and on a board.  Lines are
built only here, and only when somebody asked for a transcript.
"""

from engine.cards import VARIANTS
from engine.names import card_name
from engine.session import MODES
from engine.watcher import Watcher


class Transcript(Watcher):
    """Write each event as a line by calling ``write(line)`` (no newline)."""

    def __init__(self, write):
        self.write = write
        self.rnd = None

    def _hand(self, rnd, seat):
        words = ["p%d" % seat]
        for i in range(rnd.hand_size(seat)):
            words.append(card_name(rnd.card(seat, i)))
        return " ".join(words)

    def session_began(self, session):
        k = session.count                   # 0 for a mode that takes no count
        self.write("session %s%s variant %s players %d seed %d%s" % (
            MODES[session.mode], ":%d" % k if k else "", VARIANTS[session.variant],
            session.players, session.seed, " pairs manual" if session.manual else ""))

    def _seats(self, words, seated, players):
        """Append the seats flagged in ``seated`` to ``words``; return how many."""
        m = 0
        for s in range(players):
            if seated[s]:
                words.append("p%d" % s)
                m += 1
        return m

    def _round_line(self, rnd):
        words = ["round %d variant %s dealer p%d seats" % (
            rnd.number, VARIANTS[rnd.variant], rnd.dealer)]
        m = self._seats(words, rnd.seated, rnd.players)
        self.write(" ".join(words))
        return m

    def resumed(self, session):
        """Start the session again from a save: where play stands, not how it got there.

        A reader drops what it knew at the ``session`` line, so the turns
        played again after a resume are plain events, never a rules bug.
        A session saved before it began says nothing: ``begin`` will.
        """
        rnd = self.rnd = session.round    # ``order`` lines read the hands from it
        if not session.begun:
            return
        self.session_began(session)
        self.write("resume %d" % session.rounds_played)
        self.scored(session)
        words = ["seated"]
        self._seats(words, session.seated, session.players)
        self.write(" ".join(words))
        if rnd.number == session.rounds_played:      # none dealt, or counted
            return
        self._round_line(rnd)
        for s in range(rnd.players):
            if rnd.seated[s]:
                self.write("hand " + self._hand(rnd, s))
        for s in range(rnd.players):
            if rnd.irregular[s]:
                self.write("marked p%d %s" % (s, card_name(rnd.false_card[s])))
        self.write("next p%d" % rnd.drawer)

    def dealt(self, rnd):
        self.rnd = rnd
        m = self._round_line(rnd)
        for i in range(m):                  # the deal's order, from the dealer's left
            self.write("deal " + self._hand(rnd, rnd.order[i]))

    def paired(self, seat, first, second):
        # Two cards that do not pair, laid by hand all the same (learning mode).
        kind = "pair" if self.rnd is None or self.rnd.pairs(first, second) else "false"
        self.write("%s p%d %s %s" % (kind, seat, card_name(first), card_name(second)))

    def drew(self, drawer, offerer, pos, card):
        self.write("draw p%d p%d %d %s" % (drawer, offerer, pos, card_name(card)))

    def ordered(self, seat):
        self.write("order " + self._hand(self.rnd, seat))

    def went_out(self, seat):
        self.write("out p%d" % seat)

    def ended(self, rnd):
        for i in range(rnd.loser_count):
            self.write("loser p%d %s" % (rnd.loser_seat[i], card_name(rnd.loser_card[i])))

    def scored(self, session):
        words = ["score"]
        for s in range(session.players):
            words.append("p%d %d" % (s, session.score(s)))
        self.write(" ".join(words))

    def eliminated(self, seat):
        self.write("eliminated p%d" % seat)

    def won(self, session):
        if session.nwinners == 0:
            self.write("winner none")
            return
        words = ["winner"]
        for i in range(session.nwinners):
            words.append("p%d" % session.winners[i])
        self.write(" ".join(words))
