"""The session at the table: what a sitting holds from one screen to the next.

``Game`` (game/game.py) is a ``Sitting``: this is the half of its state
that the table's scenes change and the keeper keeps: the session and round
in play, the people's seats, whose cards are on show, what was taken from
whom since their last turn, the last turn's news, an evening's forfeits,
and the session as last kept (``record``, game/keeping.py's form) with
what is due to be written.  Each field changes here, by a verb that says
what happened (``deal``, ``hand_to``, ``keep`` ...); the scenes and the
keeper call the verbs and set no field (tests/test_imports.py).  The frame,
the scenes and the screen are game/game.py's half.

It hears the table too (engine/watcher.py): a turn's draw, pair or way out
is the news the next screen tells.
"""

from micropython import const

from engine import cards
from engine.watcher import Watcher
from game import keeping
from game.cardtext import card_label, picture_name, picture_names
from game.settings import HUMAN

NOBODY = const(255)
_DEMO_SEEDS = const(100000)  # the attract mode's seeds, far from a real session's
_SAVE_OVER = const(8)     # keeping.py's bit: the next session save goes over the newest


class Sitting(Watcher):
    """The session in play and its keeping; ``saved`` and ``older`` as ``Game`` takes them."""

    def __init__(self, table, saved, older):
        self.table = table       # whose seats play: the settings, or the attract mode's
        self.demo = False
        self.session = self.rnd = None
        self.seats = []          # None for a person, an engine.players object for a computer
        self.sessions = self.demos = 0   # sessions started, real (each the next seed) and attract
        self.viewer = NOBODY     # the person whose cards are on show
        self.aim = 0             # where the person's cursor was on their last fan
        self.last_card = 0
        self.last_pair = False
        self.taken_by = bytearray(12)    # "since your last turn": who took a card from you
        self.taken_card = bytearray(12)
        self.news = ""           # the last turn's public news, for the next screen
        # An evening of forfeits: each seat's so far (tally.py), and the forfeits used (bits; the
        # computers' lines from 16); not kept: a resume after a power-off starts them afresh.
        self.evening = bytearray(12)
        self.forfeits_used = 0
        self.due = 0             # SAVE_* bits: what the loop should write
        self.saved = saved or None       # a session kept from before, to resume
        self.older = older or None       # the one kept before it, should it be refused
        self.record = bytearray(keeping.RECORD_SIZE)
        self.record_len = 0
        self.moved = True        # a person changed the round since it was last kept

    def name(self, seat):
        """Return the name shown for a seat."""
        return self.table.names[seat]

    def face(self, seat):
        """Return ``seat``'s face: the picture card chosen for it in the setup."""
        return cards.THEMED_FIRST + self.table.faces[seat]

    def is_human(self, seat):
        """Return True if a person plays ``seat``."""
        return self.table.kinds[seat] == HUMAN

    def play_at(self, table, demo=False):    # the settings', Learn's, the attract mode's
        self.table = table
        self.demo = demo

    def keep(self):
        """Save the session as it stands (a turn's or a round's end), or that none is left.

        A person's turn keeps the round at its start only if a person
        changed it since it was last kept (``moved``: a deal, a hand
        arranged or shuffled, a pair laid by hand): the computers' turns and
        the auto-shuffles between come from the session's generator, which
        the record holds, so a resume replays them card for card.  Each
        save not written is an erase of flash spared (docs/saving.md, Wear).
        """
        if not self.demo:
            self.record_len = keeping.write(self)
            self.due |= keeping.SAVE_SESSION
        self.moved = False

    def session_record(self):
        """Return the session in progress as last kept (empty when there is none)."""
        return memoryview(self.record)[:self.record_len]

    def to_save(self):
        """Hand over what is to be kept (``SAVE_*``) for hardware/keeper.py to write."""
        due = self.due
        self.due = 0
        return due

    def set_aside(self, record=None, drop=False):
        """Offer ``record`` (or none) as the title's Resume; ``drop`` it from the drive too."""
        self.saved = record
        self.older = None
        if drop:
            self.record_len = 0
            self.due |= keeping.SAVE_SESSION

    def begin(self, evening):
        """Start a session (and, ``evening``, an evening of forfeits); return its seed."""
        self.seats = []          # the last one's players go before the new ones come
        if evening:
            self.evening = bytearray(12)
            self.forfeits_used = 0
        if self.demo:            # the attract mode's: seeds of its own, the kept one stays
            self.demos += 1
            return self.seed + _DEMO_SEEDS + self.demos - 1
        self.set_aside()         # replaced, and its first refused save told again
        self.warned = False
        self.sessions += 1
        return self.seed + self.sessions - 1

    def deal(self, session=None, seats=None):
        """Deal the next round (a new ``session``'s first), nobody's cards on show; return it."""
        if session is not None:
            self.session = session
            self.seats = seats
        self.viewer = NOBODY
        for s in range(12):
            self.taken_by[s] = NOBODY
        self.rnd = self.session.next_round()
        self.moved = True        # its first person's turn keeps it
        self.news = ""           # its pairs are no turn's news, nor its beep or flash
        self.sound = 0
        self.flash_at = -1
        return self.rnd

    def take_up(self, table, session, seats, taken_by, taken_card, sessions, older):
        """Go on with a kept session; ``older``: the newest was refused, next save over it."""
        self.table = table
        self.session = session
        self.seats = seats
        self.rnd = session.round
        self.taken_by[:] = taken_by
        self.taken_card[:] = taken_card
        self.sessions = max(self.sessions, sessions)
        self.viewer = NOBODY
        self.news = ""
        if older:
            self.due |= _SAVE_OVER

    def hand_to(self, seat=NOBODY):      # the person whose cards show; none while passed
        self.viewer = seat

    def aim_at(self, pos, drawer=NOBODY):    # the fan's cursor; a ``drawer`` saw their news
        self.aim = pos
        if drawer != NOBODY:
            self.taken_by[drawer] = NOBODY

    def touched(self):           # a person changed the round: their next turn keeps it
        self.moved = True

    def take_news(self):         # told now, and so no more
        news = self.news
        self.news = ""
        return news

    def forfeit(self, seat, used):   # one more for ``seat``; ``used``: tally.py's bits
        if self.evening[seat] < 255:     # a byte a seat: a count that stops, not a fault
            self.evening[seat] += 1
        self.forfeits_used = used

    # -- what the table tells (engine/watcher.py): the next screen's news --------

    def drew(self, drawer, offerer, pos, card):
        if offerer < 12 and self.is_human(offerer):
            self.taken_by[offerer] = drawer
            self.taken_card[offerer] = card
        self.last_card = card
        self.last_pair = False
        self.news = ""           # the table's news is the last turn's only

    def paired(self, seat, first, second):
        self.last_pair = True
        self.flash_at = self.now
        if seat < 12 and not self.is_human(seat):
            self.beep(660, True)     # a computer's pair: softly
        face = first & cards.FACE_MASK
        if face >= cards.THEMED_FIRST and face == second & cards.FACE_MASK:   # twin pictures
            self.news = picture_names(self).LAID_TWINS % (
                self.name(seat), picture_name(self, face))
        else:
            self.news = self.w.LAID % (self.name(seat), card_label(self, first),
                                       card_label(self, second))

    def went_out(self, seat):
        self.news = self.w.OUT % self.name(seat)

    def ended(self, rnd):
        """Leave the round for the scores to count (the attract mode's counts nowhere)."""
        if not self.demo:
            self.uncounted = rnd
