"""Who is told what happens at the table, and what each may know.

The round and the session tell every watcher each event as it happens.  A
watcher sits somewhere: a player's seat number, or ``OBSERVER`` for those who
see everything (the transcript, tests).  At a real table hand sizes, laid pairs
and players out are public; the card drawn is seen only by the drawer and by
the offerer it was taken from.  Anyone else is told ``HIDDEN`` instead.

The events, as methods of a watcher:

- ``session_began(session)``: a session starts (before its first round).
- ``resumed(session)``: a session was taken up from a snapshot
  (game/snapshot.py) where it stood.  Nothing was dealt, laid or drawn: this
  tells a watcher joining mid-round which round is on the table, as
  ``dealt`` would have.
- ``dealt(rnd)``: a round is dealt; pairs are not laid yet.
- ``paired(seat, first, second)``: ``seat`` laid ``first`` and ``second`` face up.
- ``drew(drawer, offerer, pos, card)``: ``drawer`` took position ``pos`` of
  ``offerer``'s fan (``card``, or HIDDEN).
- ``ordered(seat)``: ``seat`` rearranged their hand.
- ``went_out(seat)``: ``seat``'s hand is empty: they are safe for this round.
- ``ended(rnd)``: the round is over; ``rnd`` knows its losers.
- ``scored(session)``: the session counted a round's losses.
- ``eliminated(seat)``: ``seat`` leaves the session's table.
- ``won(session)``: the session is over; it knows its winners.
"""

from micropython import const

OBSERVER = const(255)
HIDDEN = const(255)


# One function for every event of the same arity, so that a board holds
# three, not eleven; a fixed arity, as ``*args`` would allocate a tuple a call.
def _of_one(self, what):
    """Hear an event and do nothing."""


def _of_three(self, seat, first, second):
    """Hear an event and do nothing."""


def _of_four(self, drawer, offerer, pos, card):
    """Hear an event and do nothing."""


class Watcher:
    """Do nothing on every event; subclasses pick the events they need."""

    seat = OBSERVER
    session_began = resumed = dealt = ordered = went_out = ended = _of_one
    scored = eliminated = won = _of_one
    paired = _of_three
    drew = _of_four
