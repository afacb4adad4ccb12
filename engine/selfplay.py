"""Whole sessions among computer players: for the simulator, tests and benchmarks.

>>> lines = []
>>> play_session("classic", "single", 3, 42, write=lines.append).nwinners
2
>>> lines[0]
'session single variant classic players 3 seed 42'
"""

from engine import cards
from engine.names import parse_mode, personality
from engine.players import PERSONALITIES, make_player
from engine.session import Session
from engine.transcript import Transcript

# Seat i plays DEFAULT_LINEUP[i % 3] unless told otherwise.
DEFAULT_LINEUP = ("canny", "casual", "child")


def lineup(players, cpus=None):
    """Return each seat's personality number; ``cpus`` is a list of names."""
    if cpus is None:
        cpus = DEFAULT_LINEUP
    if not cpus:
        raise ValueError("name at least one personality: %s" % ", ".join(PERSONALITIES))
    return [personality(cpus[i % len(cpus)]) for i in range(players)]


def play_round(session, seats):
    """Play the session's next round to its end; return the round."""
    rnd = session.next_round()
    if rnd.manual:
        for p in seats:
            p.lay_pairs(rnd)
    while not rnd.over:
        seats[rnd.giver].arrange(rnd)          # the offerer, as offerer() says
        drawer = seats[rnd.drawer]
        rnd.draw(drawer.choose(rnd))
        if rnd.manual:
            drawer.lay_pairs(rnd)
    session.finish_round()
    return rnd


def play_step(session, seats):
    """Play the session on by one step: a deal, one turn, or counting a round that ended.

    The same calls in the same order as ``play_round``, cut where a snapshot
    may be taken (game/snapshot.py): between steps no draw is half done.
    """
    rnd = session.round
    if rnd.number == session.rounds_played:
        rnd = session.next_round()
        if rnd.manual:
            for p in seats:
                p.lay_pairs(rnd)
    elif rnd.over:
        session.finish_round()
    else:
        seats[rnd.giver].arrange(rnd)
        drawer = seats[rnd.drawer]
        rnd.draw(drawer.choose(rnd))
        if rnd.manual:
            drawer.lay_pairs(rnd)


def play_session(variant, mode, players, seed, write=None, cpus=None,
                 rotate=True, manual=False, watchers=()):
    """Play a whole session among computer players and return it.

    ``write(line)`` is called once per transcript line (no newline); with
    ``write=None`` no string is built at all.  ``watchers`` are told every
    event as an observer would see it.
    """
    kinds = lineup(players, cpus)
    observers = watchers
    watchers = list(observers)
    if write is not None:
        watchers.append(Transcript(write))
    session = Session(cards.variant_number(variant), *parse_mode(mode), players, seed,
                      rotate=rotate, manual=manual, watchers=watchers)
    seats = [make_player(kinds[s], s, session.rng) for s in range(players)]
    for p in seats:
        if p.watches:
            watchers.append(p)
    session.begin()
    while not session.over:
        play_round(session, seats)
    return session
