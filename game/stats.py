"""Statistics kept from game to game: by players' initials, and by seat.

For each of up to ``CAPACITY`` sets of initials, and for each seat p0 … p11
(is the first seat unlucky?), four counts: rounds played, rounds lost (left
holding an unmatched card: the Old Maid, or the Old Bachelor), sessions
played and sessions won.  A seat is its number at the table, whatever the
table's size and wherever the dealer sat.

The table has a fixed size: when it is full, new initials take the place of
the least played (fewest rounds, then fewest sessions, then the oldest),
never of initials at the table being recorded.  Counts are 16-bit; before one
would pass 65535, its row's four counts are halved together, so what the
counts say (a rate of losses, of wins) stays true.

The saved form (``to_bytes``), ``VERSION`` 1: the version, the number of
initials n, then n rows of 3 letters (padded with spaces) and the four counts
(2 bytes each, big-endian), then ``SEATS`` rows of the four counts: at most
274 bytes.

>>> st = Stats()
>>> st.record(("ANN", "BOB"), (1, 1), (0, 1))
>>> st.player(st.find("BOB")), st.seat(1)
((1, 1, 0, 0), (1, 1, 0, 0))
>>> Stats.from_bytes(st.to_bytes()).player(0)
(1, 0, 0, 0)
"""

from micropython import const

from game.errors import BadStats
from game.settings import HUMAN

VERSION = const(1)
CAPACITY = const(16)      # sets of initials kept
SEATS = const(12)         # the most seats a table has
_LETTERS = const(3)
_COUNTS = const(4)        # rounds played, rounds lost, sessions played, sessions won
_ROW = const(11)          # _LETTERS + 2 * _COUNTS
_SEAT_ROW = const(8)      # 2 * _COUNTS
_TOP = const(0xFFFF)
MAX_BYTES = const(274)    # 2 + CAPACITY * _ROW + SEATS * _SEAT_ROW

ROUNDS = const(0)         # the counts, in the order player() and seat() give them
LOST = const(1)
SESSIONS = const(2)
WON = const(3)


def _letters(name):
    """Return initials as the table stores them: 3 bytes, padded with spaces."""
    data = name.encode()
    if not 1 <= len(data) <= _LETTERS:
        raise ValueError("initials are 1 to 3 letters, not %r" % name)
    for b in data:
        if not 0x21 <= b <= 0x7E:
            raise ValueError("initials are letters, digits or signs, not %r" % name)
    return data + b"   "[:_LETTERS - len(data)]


def _bump(buf, row, field):
    """Add one to a count of the row at ``row``; halve the row first when it is full."""
    at = row + 2 * field
    if (buf[at] << 8 | buf[at + 1]) == _TOP:
        for i in range(row, row + 2 * _COUNTS, 2):
            v = (buf[i] << 8 | buf[i + 1]) >> 1
            buf[i] = v >> 8
            buf[i + 1] = v & 0xFF
    v = (buf[at] << 8 | buf[at + 1]) + 1
    buf[at] = v >> 8
    buf[at + 1] = v & 0xFF


def _counts(buf, row):
    return ((buf[row] << 8 | buf[row + 1]), (buf[row + 2] << 8 | buf[row + 3]),
            (buf[row + 4] << 8 | buf[row + 5]), (buf[row + 6] << 8 | buf[row + 7]))


class Stats:
    """The counts by initials and by seat, in two preallocated bytearrays."""

    def __init__(self):
        self.rows = bytearray(CAPACITY * _ROW)
        self.seats = bytearray(SEATS * _SEAT_ROW)
        self.count = 0            # initials in the table, rows 0 .. count - 1

    def reset(self):
        """Forget everything."""
        for i in range(len(self.rows)):
            self.rows[i] = 0
        for i in range(len(self.seats)):
            self.seats[i] = 0
        self.count = 0

    # -- reading ------------------------------------------------------------

    def find(self, name):
        """Return the row of initials ``name``, or -1 when they have no row."""
        letters = _letters(name)
        rows = self.rows
        for i in range(self.count):
            at = i * _ROW
            if (rows[at] == letters[0] and rows[at + 1] == letters[1]
                    and rows[at + 2] == letters[2]):
                return i
        return -1

    def name(self, i):
        """Return the initials of row ``i``."""
        at = i * _ROW
        return bytes(self.rows[at:at + _LETTERS]).decode().rstrip(" ")

    def player(self, i):
        """Return row ``i``'s (rounds played, rounds lost, sessions played, sessions won)."""
        if not 0 <= i < self.count:
            raise IndexError("no row %d" % i)
        return _counts(self.rows, i * _ROW + _LETTERS)

    def seat(self, seat):
        """Return seat ``seat``'s (rounds played, rounds lost, sessions played, sessions won)."""
        return _counts(self.seats, seat * _SEAT_ROW)

    # -- recording ------------------------------------------------------------

    def _row(self, name, names):
        """Return the offset of the counts for ``name``, making a row if need be."""
        i = self.find(name)
        if i < 0:
            if self.count < CAPACITY:
                i = self.count
                self.count += 1
            else:
                i = self._least_played(names)
            at = i * _ROW
            self.rows[at:at + _LETTERS] = _letters(name)
            for j in range(at + _LETTERS, at + _ROW):
                self.rows[j] = 0
        return i * _ROW + _LETTERS

    def _least_played(self, names):
        """Return the row to give up: the least played whose initials are not in ``names``."""
        best = -1
        best_key = 0
        for i in range(CAPACITY):
            name = self.name(i)
            taken = False
            for other in names:
                if other == name:
                    taken = True
            if taken:
                continue
            rounds, _, sessions, _ = _counts(self.rows, i * _ROW + _LETTERS)
            key = rounds << 16 | sessions
            if best < 0 or key < best_key:
                best = i
                best_key = key
        return best

    def record(self, names, seated, lost):
        """Count a finished round: ``names[s]`` sat at seat ``s`` if ``seated[s]``.

        ``lost[s]`` is true when seat ``s`` was left with an unmatched card.
        A name of None counts for its seat only (a computer player, say).
        """
        if len(names) > SEATS:
            raise ValueError("at most %d seats" % SEATS)
        for s in range(len(names)):
            if not seated[s]:
                continue
            row = s * _SEAT_ROW
            _bump(self.seats, row, ROUNDS)
            if lost[s]:
                _bump(self.seats, row, LOST)
            if names[s] is not None:
                at = self._row(names[s], names)
                _bump(self.rows, at, ROUNDS)
                if lost[s]:
                    _bump(self.rows, at, LOST)

    def record_round(self, rnd, names):
        """Count ``rnd``, a finished engine.round.Round; ``names[s]`` is seat ``s``'s initials."""
        lost = bytearray(rnd.players)
        for s in range(rnd.players):
            lost[s] = 1 if rnd.loses(s) else 0
        self.record(names[:rnd.players], rnd.seated, lost)

    def record_session(self, session, names):
        """Count a finished engine.session.Session: every seat played it; its winners won."""
        won = bytearray(session.players)
        for i in range(session.nwinners):
            won[session.winners[i]] = 1
        names = names[:session.players]
        for s in range(session.players):
            row = s * _SEAT_ROW
            _bump(self.seats, row, SESSIONS)
            if won[s]:
                _bump(self.seats, row, WON)
            if names[s] is not None:
                at = self._row(names[s], names)
                _bump(self.rows, at, SESSIONS)
                if won[s]:
                    _bump(self.rows, at, WON)

    # -- the saved form -------------------------------------------------------

    def to_bytes(self):
        """Return the saved form (at most ``MAX_BYTES``)."""
        n = self.count
        out = bytearray(2 + n * _ROW + len(self.seats))
        out[0] = VERSION
        out[1] = n
        out[2:2 + n * _ROW] = self.rows[:n * _ROW]
        out[2 + n * _ROW:] = self.seats
        return out

    @classmethod
    def from_bytes(cls, data):
        """Return the Stats that ``to_bytes`` gave ``data``; raise BadStats for anything else."""
        if len(data) < 2 or data[0] != VERSION:
            raise BadStats("the saved statistics are from another version")
        n = data[1]
        if n > CAPACITY or len(data) != 2 + n * _ROW + SEATS * _SEAT_ROW:
            raise BadStats("the saved statistics are damaged: wrong size")
        stats = cls()
        stats.rows[:n * _ROW] = data[2:2 + n * _ROW]
        stats.seats[:] = data[2 + n * _ROW:]
        stats.count = n
        for i in range(n):
            at = i * _ROW
            try:
                name = stats.name(i)
                ok = bytes(_letters(name)) == bytes(stats.rows[at:at + _LETTERS])
            except (ValueError, UnicodeError):
                ok = False
            if not ok or stats.find(name) != i:
                raise BadStats("the saved statistics are damaged: initials")
            if not _sane(_counts(stats.rows, at + _LETTERS)):
                raise BadStats("the saved statistics are damaged: counts")
        for s in range(SEATS):
            if not _sane(stats.seat(s)):
                raise BadStats("the saved statistics are damaged: counts")
        return stats


def count_round(game):
    """Count the round that just ended (``game.uncounted``) into ``game.stats``, once."""
    if game.uncounted is not None:
        kept = load(game.stats)
        kept.record_round(game.uncounted, initials(game))
        game.new_stats(kept.to_bytes())


def initials(game):
    """Return each seat's initials at ``game``'s table: None for a computer."""
    st = game.table
    return [st.names[s] if st.kinds[s] == HUMAN else None for s in range(st.players)]


def load(data):
    """Return the Stats of the saved form ``data``, or empty ones for no data (``None``, ``b""``).

    The game holds its statistics as their saved form and loads this module
    only where they are counted or shown (the scores, the stats screen).
    """
    return Stats.from_bytes(data) if data else Stats()


def _sane(counts):
    """Nobody loses more rounds than they play, nor wins more sessions."""
    return counts[LOST] <= counts[ROUNDS] and counts[WON] <= counts[SESSIONS]
