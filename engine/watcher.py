"""Who is told what happens at the table, and what each may know.

The round and the session tell every watcher each event as it happens.  A
watcher sits somewhere: a player's seat number, or ``OBSERVER`` for those who
see everything (the transcript, tests).  At a real table hand sizes, laid pairs
and players out are public; the card drawn is seen only by the drawer and by
the offerer it was taken from.  Anyone else is told ``HIDDEN`` instead.
"""

from micropython import const

OBSERVER = const(255)
HIDDEN = const(255)


class Watcher:
    """Do nothing on every event; subclasses pick the events they need."""

    seat = OBSERVER

    def session_began(self, session):
        """A session starts (before its first round)."""

    def resumed(self, session):
        """A session was taken up from a snapshot (game/snapshot.py) where it stood.

        Nothing was dealt, laid or drawn: this tells a watcher joining mid-round
        which round is on the table, as ``dealt`` would have.
        """

    def dealt(self, rnd):
        """A round is dealt; pairs are not laid yet."""

    def paired(self, seat, first, second):
        """``seat`` laid ``first`` and ``second`` face up."""

    def drew(self, drawer, offerer, pos, card):
        """``drawer`` took position ``pos`` of ``offerer``'s fan (``card`` or HIDDEN)."""

    def ordered(self, seat):
        """``seat`` rearranged their hand."""

    def went_out(self, seat):
        """``seat``'s hand is empty: they are safe for this round."""

    def ended(self, rnd):
        """The round is over; ``rnd`` knows its losers."""

    def scored(self, session):
        """The session counted a round's losses."""

    def eliminated(self, seat):
        """``seat`` leaves the session's table."""

    def won(self, session):
        """The session is over; it knows its winners."""
