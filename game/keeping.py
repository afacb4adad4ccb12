"""What the game keeps between power-ons: the flags the loop reads, and a session's saved form.

The game does no I/O: it sets ``SAVE_*`` bits in ``game.due`` and the loop
(``hardware/loop.py``) writes what they name.  A session is kept at the start
of each person's turn, right after a person's draw (so that switching off
cannot undo it: the game goes on from the next turn) and at each round's
end, in this form: the table's
settings (``game/settings.py``), what each person was last told, the sessions
counter, then ``game/snapshot.py``'s bytes.  ``game/scenes/resume.py``
reads it back.
"""

from micropython import const

from game import snapshot
from game.settings import SIZE

# What the loop should write (bits of ``Game.due``).
SAVE_SETTINGS = const(1)
SAVE_STATS = const(2)
SAVE_SESSION = const(4)
# 8: the next session save goes over the newest, a refused one (resume.py took the one before
# it up): game/sitting.py's and hardware/keeper.py's own ``_SAVE_OVER``, a name no board need keep.

FLOW_BYTES = const(26)   # taken_by, taken_card (12 each) and the sessions counter
RECORD_SIZE = SIZE + FLOW_BYTES + snapshot.MAX_SIZE


def write(game):
    """Write ``game``'s session into ``game.record``; return its length (0: none left)."""
    session = game.session
    if session.over:
        return 0
    buf = game.record
    game.table.write_into(buf)
    at = SIZE
    buf[at:at + 12] = game.taken_by
    buf[at + 12:at + 24] = game.taken_card
    buf[at + 24] = game.sessions >> 8
    buf[at + 25] = game.sessions & 0xFF
    return snapshot.dump(session, game.seats, buf, at + FLOW_BYTES)
