"""Taking a saved session up again: the reading side of ``game/snapshot.py``.

``load`` reads the bytes ``snapshot.dump`` wrote (their layout and its
constants are there); the round's own part, its hands, ``engine/takeup.py``
reads and rebuilds the round from.  Both refuse what no play can reach, so
that a damaged save cannot start a game that breaks later.  Only a resume
needs this: the resume scene (``game/scenes/resume.py``) imports it, and it
leaves memory with that scene, so its code is not on a board's heap during
play.
"""

from micropython import const

from engine import cards
from engine.errors import BadPosition, RuleError
from engine.players import PERSONALITIES, Canny, make_player
from engine.session import MODES, ROUNDS, SINGLE, Session
from engine.takeup import take_up
from game.errors import BadSnapshot
from game.snapshot import (
    BEGUN,
    COUNTED,
    MANUAL,
    NEGATIVE,
    NO_ROUND,
    OVER,
    PLAYING,
    ROTATE,
    SEED_BYTES,
    STATE_SHIFT,
    VERSION,
)
from game.words import drop

_FALSE_FIRST_ONLY = const(1)   # the version before VERSION: a false pair's first card only
# A canny player's memory: the same as engine/players.py's (tests/game/test_snapshot.py checks).
_UNKNOWN = const(255)
_MEMORY = const(8)


def damaged(e):
    """Return the ``BadSnapshot`` of a saved game the rules refused (``e``, a ``ValueError``).

    Its words are the rules' (``engine/sentences.py``, read for them and let
    go after: a damaged save at power-on must not keep them all evening).
    """
    refused = BadSnapshot("the saved game is damaged: %s" % e)
    drop("engine.sentences")
    return refused


def _need(data, at, n):
    if at + n > len(data):
        raise BadSnapshot("the saved game is cut short")


def _get2(data, at):
    return data[at] << 8 | data[at + 1]


def load(data, at=0, watchers=None):
    """Build the session saved at ``data[at:]``; return ``(session, seats, end offset)``.

    The session plays on exactly as the dumped one would have.  Its round is
    ``session.round``; ``seats`` holds None for a person and a new computer
    player (``engine.players``) for a computer, with its memory back.  The
    session tells ``watchers`` (a list, or None for a new one) every event
    from now on; the computers that watch the table are appended to it, as
    a new session's are, and then every watcher hears ``resumed(session)``.
    Raise BadSnapshot (game/errors.py) for bytes of another version or that
    describe no game the rules can reach; nothing is told to the watchers then.
    """
    _need(data, at, 7)
    version = data[at]
    if version != VERSION and version != _FALSE_FIRST_ONLY:
        raise BadSnapshot("the saved game is from another version (%d)" % version)
    variant = data[at + 1]
    mode = data[at + 2]
    count = data[at + 3]
    p = data[at + 4]
    flags = data[at + 5]
    if variant >= len(cards.VARIANTS) or mode >= len(MODES):
        raise BadSnapshot("the saved game has no variant %d or mode %d" % (variant, mode))
    if not cards.MIN_PLAYERS <= p <= cards.max_players(variant):
        raise BadSnapshot("the saved game has %d players" % p)
    state = flags >> STATE_SHIFT
    if state > COUNTED:
        raise BadSnapshot("the saved game's flags are damaged")
    n = data[at + 6] & ~NEGATIVE
    if n > SEED_BYTES:
        raise BadSnapshot("the saved game's seed is damaged")
    _need(data, at, 7 + n + 11 + 2 * p)
    seed = 0
    for i in range(n):
        seed = seed << 8 | data[at + 7 + i]
    if data[at + 6] & NEGATIVE:
        seed = -seed
    at += 7 + n
    if watchers is None:
        watchers = []
    try:
        session = Session(variant, mode, count, p, seed, rotate=bool(flags & ROTATE),
                          manual=bool(flags & MANUAL), watchers=watchers)
        session.rng.restore(_get2(data, at) << 16 | _get2(data, at + 2))
    except ValueError as e:      # RuleError and the generator's refusal
        raise damaged(e) from None
    rounds = _get2(data, at + 4)
    dealer = data[at + 6]
    seated = _get2(data, at + 7)
    winners = _get2(data, at + 9)
    at += 11
    if dealer >= p or seated >> p or winners >> p:
        raise BadSnapshot("the saved game names seats that are not there")
    session.rounds_played = rounds
    session.dealer = dealer
    session.begun = bool(flags & BEGUN)
    session.over = bool(flags & OVER)
    left = 0
    for s in range(p):
        session.losses[s] = data[at + s]
        session.seated[s] = seated >> s & 1
        left += seated >> s & 1
        if winners >> s & 1:
            session.winners[session.nwinners] = s
            session.nwinners += 1
    kinds = at + p
    at += 2 * p
    for s in range(p):
        if data[kinds + s] > len(PERSONALITIES):
            raise BadSnapshot("the saved game has an unknown player at seat %d" % s)
    _check_session(session, state, left, winners)
    rnd = session.round
    if state != NO_ROUND:
        at = _load_round(data, at, session, state, 2 if version == _FALSE_FIRST_ONLY else 3)
    seats = []
    try:
        for s in range(p):
            kind = data[kinds + s]
            player = None if not kind else make_player(kind - 1, s, session.rng)
            seats.append(player)
            if isinstance(player, Canny):   # the one kind with a memory to take back
                at = _load_memory(player, data, at, rnd)
    except BadPosition as e:
        raise damaged(e) from None
    for player in seats:
        if player is not None and player.watches:
            watchers.append(player)
    for w in watchers:
        w.resumed(session)
    return session, seats, at


def _check_session(session, state, left, winners):
    """Refuse a score no session reaches, or one that could not be played on."""
    rounds = session.rounds_played
    mode = session.mode
    bad = False
    if state == NO_ROUND:
        bad = rounds or session.over or left != session.players
    elif not session.begun:
        bad = True
    elif state == COUNTED:
        bad = not rounds
    elif rounds == 0xFFFF:
        bad = True
    if session.over:
        bad = bad or state != COUNTED
    else:
        bad = bad or winners or left < cards.MIN_PLAYERS
        if mode == SINGLE:
            bad = bad or rounds
        elif mode == ROUNDS:
            bad = bad or rounds >= session.count
    if mode == SINGLE and rounds > 1:
        bad = True
    if bad:
        raise BadSnapshot("the saved game's score is damaged")


def _load_round(data, at, session, state, width):
    """Read who was dealt in and the turn, then have ``session.round`` taken up; return the end.

    ``width`` is the bytes of each false pair: 3, or 2 in version 1 (no
    second card: the first stands for it).
    """
    rnd = session.round
    p = session.players
    _need(data, at, 4 + p)
    seated = _get2(data, at)
    if seated >> p:
        raise BadSnapshot("the saved game names seats that are not there")
    flags = bytearray(p)
    for s in range(p):
        flags[s] = seated >> s & 1
    if state == PLAYING and flags != session.seated:
        raise BadSnapshot("the saved round was dealt to another table")
    drawer = data[at + 2]
    giver = data[at + 3]
    number = session.rounds_played + (1 if state == PLAYING else 0)
    try:
        at = take_up(rnd, data, at + 4, number, session.dealer, flags, drawer, giver, width)
    except RuleError as e:
        raise damaged(e) from None
    if state == COUNTED and not rnd.is_over():
        raise BadSnapshot("the saved round was counted before its end")
    return at


def _load_memory(player, data, at, rnd):
    """Give a canny ``player`` back what its ``dump_memory`` wrote; return the end.

    Raise BadPosition for memories of nothing.  Only a resume needs this, so
    it lives here, dropped after, not in engine/players.py: a casual or
    child player dumps no memory, and reads none back.  A memory must name a
    card of the deck held by a seat dealt in, at a position a hand can have:
    a damaged one could steer ``choose`` off the fan.
    """
    if at + 2 > len(data):
        raise BadPosition("a player's memory is cut short")
    n = data[at]
    last = data[at + 1]
    if n > _MEMORY or at + 2 + 4 * n > len(data):
        raise BadPosition("a player's memory is cut short")
    if last != _UNKNOWN and not (last < rnd.players and rnd.seated[last]):
        raise BadPosition("a player remembers a drawer who is not at the table")
    at += 2
    for i in range(n):
        card = data[at]
        holder = data[at + 1]
        left = data[at + 2]
        right = data[at + 3]
        if (rnd.fresh.find(bytes((card,))) < 0
                or holder >= rnd.players or not rnd.seated[holder]):
            raise BadPosition("a player remembers a card no hand can hold")
        # A place counted from the left and from the right (0: the edge card)
        # lies in the holder's hand, and the two agree when both are known.
        size = rnd.hand_size(holder)
        if ((left != _UNKNOWN and left >= size) or (right != _UNKNOWN and right >= size)
                or (left != _UNKNOWN and right != _UNKNOWN and left + right + 1 != size)):
            raise BadPosition("a player remembers a place its holder's hand has not")
        player.known[i] = card
        player.holder[i] = holder
        player.left[i] = left
        player.right[i] = right
        at += 4
    player.count = n
    player.last_drawer = last
    player.rnd = rnd
    return at
