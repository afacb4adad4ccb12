"""A session's start at the table: loaded as its first round is dealt, let go after.

Runs once a session, before its first deal (``table.py``'s ``enter``), so
its code need not stay resident with the table's through the rounds'
turns, the busiest frames the game has.  Only a session's start: a round
dealt within one loads nothing, which on a board that compiles the ``.py``
files would cost a compile, and a block in one piece, at every round.
"""

from engine import cards
from engine.players import make_player
from engine.session import Session
from game import cardtext
from game.game import NEW_SESSION
from game.settings import HUMAN


def begin(g, how):
    """Begin a session (a new evening's, ``how`` NEW_SESSION); return it and its seats."""
    if how == NEW_SESSION:       # a new evening: no forfeits yet (``begin``), nor awards
        g.journal.count_afresh()
    st = g.table
    seed = g.begin(how == NEW_SESSION)
    watchers = [] if g.demo else list(g.extra)
    watchers.append(g)
    watchers.append(g.journal)    # what the game counts: journeys, awards
    session = Session(st.variant, st.session_mode(), st.session_count(), st.players,
                      seed, rotate=bool(st.rotate), manual=bool(st.manual),
                      watchers=watchers)
    if st.variant != cards.THEMED and cardtext.pictures is not None:
        cardtext.forget_pictures()   # another deck: the pictures' names are not needed
    seats = []
    for s in range(st.players):
        kind = st.kinds[s]
        seats.append(None if kind == HUMAN else make_player(kind - 1, s, session.rng))
        if kind != HUMAN and seats[s].watches:
            watchers.append(seats[s])
    return session, seats
