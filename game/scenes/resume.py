"""Taking up the session kept when the board was switched off, at the turn where it stopped.

The kept record (``game/keeping.py``'s form) is read by ``game/restore.py``,
loaded for this scene only.  A record that does not fit the table it names
is refused: the one kept before it is taken up instead (and the next save
goes over the refused one, so the older stays until then); with none, the
kept game is dropped, with a notice, and the title follows.
"""

from micropython import const

from game import restore, settings_kept
from game.errors import BadSnapshot, SaveError
from game.game import NEXT_TURN, SCOREBOARD
from game.keeping import FLOW_BYTES
from game.settings import HUMAN, SIZE, Settings

_NOBODY = const(255)


def _check_news(session, taken_by, taken_card):
    """Refuse "since your last turn" bytes that name no seat of the table or no card of its deck."""
    rnd = session.round
    for seat in range(12):
        taker = taken_by[seat]
        if taker == _NOBODY:
            continue
        if (seat >= session.players or taker >= session.players or taker == seat
                or rnd.fresh.find(bytes((taken_card[seat],))) < 0):
            raise BadSnapshot("the saved news of seat %d names no seat or card" % (seat + 1))


class Scene:
    """Read the kept session, then hand over to the table or the scoreboard."""

    def __init__(self, game):
        self.game = game

    def enter(self, how):
        g = self.game
        data, older = g.saved, g.older
        g.set_aside()
        try:
            self._take_up(data)
        except (SaveError, IndexError) as e:
            print("resume:", e)
            if older is not None:
                try:
                    self._take_up(older, True)   # the save before it: a turn or two back
                except (SaveError, IndexError) as again:
                    print("resume: the save before it too:", again)
                else:
                    return
            g.set_aside(None, True)
            g.tell(g.w.BAD_SAVE + " " + g.w.DEFAULTS)

    def _take_up(self, data, older=False):
        """Go on with the session saved in ``data``; raise SaveError or IndexError if it is none.

        The ``older`` one, taken up after the newest was refused: the next
        save goes over the refused one, so that this one is kept until then.
        """
        g = self.game
        table = Settings()
        settings_kept.read(table, data[:SIZE])
        at = SIZE
        taken_by = data[at:at + 12]
        taken_card = data[at + 12:at + 24]
        sessions = data[at + 24] << 8 | data[at + 25]
        watchers = list(g.extra)
        watchers.append(g)
        watchers.append(g.journal)    # what the game counts: journeys, awards
        session, seats, _ = restore.load(data, at + FLOW_BYTES, watchers)
        for seat in range(session.players):
            if (seats[seat] is None) != (table.kinds[seat] == HUMAN):
                raise BadSnapshot("seat %d is not who the table says" % (seat + 1))
        _check_news(session, taken_by, taken_card)
        g.take_up(table, session, seats, taken_by, taken_card, sessions, older)
        if session.rounds_played < g.rnd.number and not g.rnd.is_over():
            g.go("table", NEXT_TURN)
        else:
            g.go("tally", SCOREBOARD)

    def step(self, keys):
        """Nothing: the table or the scoreboard follows at once."""
