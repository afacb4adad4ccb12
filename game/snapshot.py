"""A session in progress as a few hundred bytes: saved at a turn's end, taken up after a power cut.

``dump`` writes everything the future of a session depends on into a caller's
``bytearray``; ``game/restore.py``'s ``load``, imported only for a resume,
builds a fresh ``Session`` and computer players from it, and play goes on
exactly as it would have without the cut: the same draws, the same
transcript, byte for byte.

When to dump: between steps of play, never inside one.  That is

- before a round is dealt, or after it (counted by ``finish_round`` or not);
- between turns: after a draw, the drawer's laying (manual pairing) and
  rearranging, and before the next offerer arranges their fan.

A computer player's ``arrange`` and ``choose`` draw random numbers, so a
snapshot taken after them and played on from the start of the turn would
draw them twice.  ``engine.selfplay.play_step`` steps exactly this way.

The bytes (``VERSION`` 2; integers big-endian; p = players)::

    1   VERSION
    1   variant           1   mode            1   count (0 when the mode has none)
    1   players
    1   flags: 1 rotate, 2 manual pairing, 4 begun, 8 session over,
        16 * round state (0 none dealt, 1 dealt and not counted, 2 counted)
    1+n seed: n (0..8) plus 128 when negative, then n bytes of its magnitude
    4   the generator's state
    2   rounds played     1   dealer
    2   seats still at the table (bit s = seat s)
    2   winners (bit s); the session crowns in seat order
    p   losses            p   seat kinds: 0 a person, 1 + personality a computer
    -- with a round dealt:
    2   seats dealt in    1   drawer          1   offerer
    p   hand sizes, then every hand's cards from its left
    1+3f  f false pairs (manual pairing): seat, the first card laid, the second
          (version 1, still read: seat and first card only)
    -- then each computer's memory, in seat order (players.dump_memory)

The hands and false pairs are the round's own to write and read back
(``Round.dump``, ``engine/takeup.py``); everything else (the ring of players
with cards, pairs left to make, losers) follows from them and is rebuilt.
The worst case, ``MAX_SIZE``, is twelve canny players with full memories
holding two whole decks: 613 bytes.

>>> from engine.selfplay import lineup, play_step
>>> from engine.players import make_player
>>> from engine.session import Session
>>> from engine.names import parse_mode
>>> s = Session(0, *parse_mode("rounds:2"), 3, 7)
>>> seats = [make_player(k, i, s.rng) for i, k in enumerate(lineup(3))]
>>> for _ in range(5): play_step(s, seats)
>>> buf = bytearray(MAX_SIZE)
>>> end = dump(s, seats, buf)
>>> from game.restore import load
>>> s2, seats2, end2 = load(buf)
>>> end2 == end and dump(s2, seats2, bytearray(MAX_SIZE)) == end
True
"""

from micropython import const

VERSION = const(2)
MAX_SIZE = const(613)   # 50 + 12 * 34 + 155: header, memories, a round of 102 cards

ROTATE = const(1)
MANUAL = const(2)
BEGUN = const(4)
OVER = const(8)
STATE_SHIFT = const(4)
NO_ROUND = const(0)
PLAYING = const(1)     # dealt; maybe over, not yet counted by finish_round
COUNTED = const(2)
NEGATIVE = const(0x80)
SEED_BYTES = const(8)


def _seed_bytes(seed):
    """Return how many bytes the seed's size takes."""
    n = 0
    seed = -seed if seed < 0 else seed
    while seed:
        seed >>= 8
        n += 1
    return n


def size(session, seats):
    """Return how many bytes ``dump`` writes for this session now (at most ``MAX_SIZE``)."""
    p = session.players
    n = 18 + _seed_bytes(session.seed) + 2 * p
    rnd = session.round
    if rnd.number:       # the round: 5 bytes, a hand's size and cards each, 3 a false pair
        n += 5 + p
        for s in range(p):
            n += rnd.hand_size(s) + (3 if rnd.irregular[s] else 0)
    for player in seats:
        if player is not None:
            n += player.memory_size()
    return n


def _put2(out, at, value):
    out[at] = value >> 8
    out[at + 1] = value & 0xFF


def _mask(flags, n):
    m = 0
    for s in range(n):
        if flags[s]:
            m |= 1 << s
    return m


def dump(session, seats, out, at=0):
    """Write ``session`` and its players into ``out`` from ``at``; return the end offset.

    ``seats`` is one entry a seat: None for a person, the engine.players
    object for a computer.  Raise ValueError, writing nothing, when ``out``
    has no room (``size`` tells how much) or the seats do not fit the session,
    or the seed is beyond 64 bits.  Call it only between steps of play (see
    the module's notes).
    """
    p = session.players
    if len(seats) != p:
        raise ValueError("%d seats for a session of %d players" % (len(seats), p))
    for s in range(p):
        if seats[s] is not None and seats[s].seat != s:
            raise ValueError("the player at seat %d thinks it sits at %d" % (s, seats[s].seat))
    n = _seed_bytes(session.seed)
    if n > SEED_BYTES:
        raise ValueError("a seed beyond 64 bits cannot be saved")
    need = size(session, seats)
    if at + need > len(out):
        raise ValueError("a snapshot needs %d bytes, there are %d" % (need, len(out) - at))
    rnd = session.round
    if not rnd.number:
        state = NO_ROUND
    elif rnd.number == session.rounds_played:
        state = COUNTED
    else:
        state = PLAYING
    out[at] = VERSION
    out[at + 1] = session.variant
    out[at + 2] = session.mode
    out[at + 3] = session.count
    out[at + 4] = p
    out[at + 5] = ((ROTATE if session.rotate else 0) | (MANUAL if rnd.manual else 0)
                   | (BEGUN if session.begun else 0) | (OVER if session.over else 0)
                   | state << STATE_SHIFT)
    seed = session.seed
    out[at + 6] = n | (NEGATIVE if seed < 0 else 0)
    seed = -seed if seed < 0 else seed
    at += 7
    for i in range(n - 1, -1, -1):
        out[at + i] = seed & 0xFF
        seed >>= 8
    at += n
    state_ = session.rng.state
    _put2(out, at, state_ >> 16)
    _put2(out, at + 2, state_ & 0xFFFF)
    _put2(out, at + 4, session.rounds_played)
    out[at + 6] = session.dealer
    _put2(out, at + 7, _mask(session.seated, p))
    winners = 0
    for i in range(session.nwinners):
        winners |= 1 << session.winners[i]
    _put2(out, at + 9, winners)
    at += 11
    for s in range(p):
        out[at + s] = session.losses[s]
        out[at + p + s] = 0 if seats[s] is None else 1 + seats[s].kind
    at += 2 * p
    if state != NO_ROUND:
        _put2(out, at, _mask(rnd.seated, p))
        out[at + 2] = rnd.current_drawer()
        out[at + 3] = rnd.offerer()
        at = rnd.dump(out, at + 4)
    for player in seats:
        if player is not None:
            at = player.dump_memory(out, at)
    return at
