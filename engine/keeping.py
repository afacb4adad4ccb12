"""What the game keeps between power-ons, and taking up a kept session.

The flow does no I/O: it sets ``SAVE_*`` bits in ``game.due`` and the loop
(``hardware/loop.py``) writes what they name.  A session is kept at the start
of each person's turn and at each round's end, in its saved form: the
table's settings, what each person was last told, the sessions counter,
then ``engine/snapshot.py``'s bytes.  A mixin of ``engine.flow.Game``.
"""

from micropython import const

from engine import snapshot
from engine.settings import HUMAN, SIZE, Settings

# What the loop should write (bits of ``Game.due``).
SAVE_SETTINGS = const(1)
SAVE_STATS = const(2)
SAVE_SESSION = const(4)

FLOW_BYTES = const(26)   # taken_by, taken_card (12 each) and the sessions counter
RECORD_SIZE = SIZE + FLOW_BYTES + snapshot.MAX_SIZE
_NOBODY = const(255)
_IDLE = const(0)


class Keeping:
    """Keep the session at a turn's or a round's end; resume it after a restart."""

    def _keep(self):
        """Save the session as it stands (a turn's or a round's end), or that none is left."""
        if self.demo:
            return
        session = self.session
        if session.over:
            self.record_len = 0
        else:
            buf = self.record
            self.table.write_into(buf)
            at = SIZE
            buf[at:at + 12] = self.taken_by
            buf[at + 12:at + 24] = self.taken_card
            buf[at + 24] = self.sessions >> 8
            buf[at + 25] = self.sessions & 0xFF
            self.record_len = snapshot.dump(session, self.seats, buf, at + FLOW_BYTES)
        self.due |= SAVE_SESSION

    def session_record(self):
        """Return the session in progress as last kept (empty when there is none)."""
        return memoryview(self.record)[:self.record_len]

    def _resume_session(self):
        """Take up the kept session where it stopped; an unreadable one is dropped."""
        data = self.saved
        self.saved = None
        try:
            table = Settings()
            table.from_bytes(data[:SIZE])
            at = SIZE
            taken_by = data[at:at + 12]
            taken_card = data[at + 12:at + 24]
            sessions = data[at + 24] << 8 | data[at + 25]
            watchers = list(self.extra)
            watchers.append(self)
            session, seats, _ = snapshot.load(data, at + FLOW_BYTES, watchers)
            for seat in range(session.players):
                if (seats[seat] is None) != (table.kinds[seat] == HUMAN):
                    raise ValueError("seat %d is not who the table says" % (seat + 1))
        except (ValueError, IndexError) as e:   # BadSnapshot is a ValueError too
            print("resume:", e)
            self.record_len = 0
            self.due |= SAVE_SESSION
            self.tell(self.w.BAD_SAVE + " " + self.w.DEFAULTS)
            return
        self.table = table
        self.session = session
        self.seats = seats
        self.rnd = session.round
        self.taken_by[:] = taken_by
        self.taken_card[:] = taken_card
        self.sessions = max(self.sessions, sessions)
        self.viewer = _NOBODY
        self.news = ""
        self.phase = _IDLE
        if session.rounds_played < self.rnd.number and not self.rnd.over:
            self._next_turn()
        else:
            self._scoreboard()
