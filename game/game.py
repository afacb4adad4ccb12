"""The game between screens: what outlives a screen, and moving from one to the next.

``Game.step(keys, now_ms)`` is called once a frame with the keys just pressed
and the time; the current scene (``game/scenes/``) moves the game on and fills
``game.screen`` (plain data, ``game/screens.py``) for the view to draw.

Only the current scene's code is in memory: ``go(name, how)`` asks for the
next one, and at the end of the frame's step the last is dropped (out of
``sys.modules``, collected) before the next is imported and entered.  Scenes
never import each other; what they share is here: the settings, the stats,
the table and the session in play, the words, and the helpers every screen
uses (with ``game/screenkit.py``; what the table says of cards is
``game/cardtext.py``'s, what it counts ``game/journal.py``'s).  The error
screen needs no scene, so it shows even when a scene cannot be loaded.

Nothing here does I/O: what should be kept is flagged in ``game.due``
(``SAVE_*``, ``game/keeping.py``) for the loop to write; what was kept comes
in through ``Game``'s arguments.  Every word shown comes from the active
language (``game/words.py``) and is fitted to the board's ``columns``.
"""

import gc
import sys

from micropython import const

from engine import cards
from engine.watcher import OBSERVER, Watcher
from game import keeping, words
from game.cardtext import card_label, picture_name, picture_names
from game.journal import Journal
from game.keys import K_A, K_B, K_START
from game.screenkit import board_keys, write
from game.screens import ERROR, MAX_LINES, NONE, Screen
from game.settings import HUMAN, Settings

# How the table (game/scenes/table.py) is entered: a new session, its next
# round, or the next turn of the round on the table.
NEW_SESSION = const(1)
NEXT_ROUND = const(2)
NEXT_TURN = const(3)
NEXT_FORFEIT = const(4)   # an evening of forfeits: its next round, the evening's tally kept
# How the end of a round is entered: its result (game/scenes/scores.py), or the
# scoreboard or final tally (game/scenes/tally.py).
RESULT_SCREEN = const(0)
SCOREBOARD = const(1)
FINAL_TALLY = const(2)    # a session ended early (the pause menu), an evening of forfeits
# How the rules (game/scenes/rules.py) are entered: from the title, or from the
# pause menu at the table (B then takes the kept session up again).
FROM_TITLE = const(0)
FROM_TABLE = const(1)

HIDE_AFTER_MS = const(20000)     # a person's cards hide after this long with no key
DRAWN_HOLD_MS = const(800)       # the drawn card shows this long before a key moves on
ATTRACT_AFTER_MS = const(60000)  # the attract mode starts after this long on the title
# Kind to the battery: with no key the screen dims, then goes dark (``Game.lit``,
# which hardware/loop.py gives the device), and the attract mode stops later still.
_DIM_AFTER_MS = const(120000)
_DARK_AFTER_MS = const(300000)
_DEMO_STOP_MS = const(600000)
_LIT = const(2)
_DIMMED = const(1)
_DARK = const(0)
LINE_CHARS = const(26)    # characters in a line on the PyBadge's screen (hardware/view.py)
_WRAP = const(0x1FFFFFFF)
_NOBODY = const(255)
_DEMO_SEEDS = const(100000)  # the attract mode's seeds, far from a real session's
_SAVE_OVER = const(8)     # keeping.py's bit: the next session save goes over the newest
_SCENES = "game.scenes."
# How long each of a computer turn's two steps shows (its cursor on the way, then
# its pick), slow, normal and fast: a turn at the normal pace is 0.8 s.
_SPEED_MS = (1400, 400, 200)
_ATTRACT_MS = const(350)     # the attract mode's pace, to watch from across the room
_TUNE = (523, 659, 784, 1047, 784, 1047)   # the end of a session: C E G C G C
_NOTE_MS = const(140)


class Game(Watcher):
    """The state every screen shares, and the scene on screen.

    ``columns`` and ``rows`` are the board's text lines: their width in
    characters and how many a screen of text shows; ``page`` how many the
    table shows between two rows of cards (game/scenes/table.py's ``say``);
    ``big`` the same three for large text, if the board has it.  ``saved`` is a session
    in progress kept from before (``game/keeping.py``'s form), offered as
    "Resume" on the title, and ``older`` the one kept before it, taken up if
    that one is refused; ``stats`` the statistics kept so far, in their
    saved form (``game/stats.py``'s, loaded only where they are counted or
    shown).
    """

    seat = OBSERVER

    def __init__(self, seed=0, settings=None, watchers=None, columns=LINE_CHARS,
                 rows=MAX_LINES, page=4, stats=None, saved=None, big=None, older=None, keys=None,
                 colour=True):
        self.screen = Screen()
        # The board's names of A, B, START, SELECT, up and down, left and right,
        # for the hints (None: those names, a PyBadge's); and whether it shows colour.
        self.keys = keys
        self.colour = colour
        self.settings = settings or Settings()
        self.w = words.load(self.settings.language())
        # The text's size: (columns, rows, big, page), ``big`` for large text (the
        # same, or None where the board has no large text).
        self.sizes = (columns, min(rows, MAX_LINES), big, page)
        self.resize()
        self.seed = seed
        self.sessions = self.demos = 0   # sessions started, real (each the next seed) and attract
        self.extra = watchers or []
        self.session = self.rnd = None
        self.seats = []          # None for a person, an engine.players object for a computer
        self.table = self.settings   # whose seats play: the settings, or the attract mode's
        self.demo = False
        self.now = self.last_key = 0
        self.lit = _LIT          # how lit the screen is: 2 full, 1 dimmed, 0 dark
        self.title_choice = 0    # where the title's cursor was last
        self.viewer = _NOBODY    # the person whose cards are on show
        self.aim = 0             # where the person's cursor was on their last fan
        self.last_card = 0
        self.last_pair = False
        self.taken_by = bytearray(12)    # "since your last turn": who took a card from you
        self.taken_card = bytearray(12)
        self.news = ""           # the last turn's public news, for the next screen
        self.journal = Journal(self)     # the Old Maid's journey, the awards (a watcher)
        # An evening of forfeits: each seat's so far (tally.py), and the forfeits used (bits; the
        # computers' lines from 16); not kept: a resume after a power-off starts them afresh.
        self.evening = bytearray(12)
        self.forfeits_used = 0
        self.stats = stats or b""   # the statistics' saved form (game/stats.py)
        self.uncounted = self.counted = None    # a round not yet in the stats; the last session in
        self.due = 0             # SAVE_* bits: what the loop should write
        self.saved = saved or None       # a session kept from before, to resume
        self.older = older or None       # the one kept before it, should it be refused
        self.record = bytearray(keeping.RECORD_SIZE)
        self.record_len = 0
        self.moved = True        # a person changed the round since it was last kept
        self.sound = 0           # a tone the device should play this frame (Hz), 0 = none
        self.quiet = False       # ... softly: a computer's pair
        # When a pair was laid (game/lights.py flashes) and a session ended (its lights and
        # tune), -1 none; the tune's note playing.
        self.flash_at = self.cheer_at = self.note = -1
        self.warning = ""        # said once, in the next screen's hint line (a refused save)
        self.warned = False      # this session's refused save was told
        self.scene = self.scene_name = self._next = None     # _next: (name, how), asked for
        self.go("title")
        self._switch()

    # -- the loop -----------------------------------------------------------

    def step(self, keys, now_ms):
        """Move the game on by one frame."""
        self.now = now_ms
        self.sound = 0           # the tone this frame asks for (hardware/loop.py plays it)
        if keys:
            if not self.lit:     # dark: the key brings the same screen back, nothing else
                keys = 0
            self.lit = _LIT
            self.last_key = now_ms
            if keys and self.screen.fly != NONE:  # a key skips a card's flight (hardware/flyer.py)
                self.screen.fly = NONE
                self.screen.changed()
        elif self.lit:
            # Dim the screen after 2 minutes with no key; darken it after 5, the session
            # kept: written again as last kept, at a turn's start or a draw (a save
            # made now, inside a turn, would not replay the same), so that should the
            # last write have been refused, the dark does not lose it.
            idle = self.since(self.last_key)
            if idle >= _DARK_AFTER_MS:
                self.lit = _DARK
                if self.record_len and not self.demo:
                    self.due |= keeping.SAVE_SESSION
            elif idle >= _DIM_AFTER_MS:
                self.lit = _DIMMED
        try:
            if self.demo and (keys or not self.lit and self.since(self.last_key) >= _DEMO_STOP_MS):
                self.demo = False
                self.session = None
                self.rnd = None
                self.go("title")
            elif self.scene is not None:
                self.scene.step(keys)
            elif keys & (K_A | K_START | K_B):     # the error screen
                self.go("title")
            self._switch()
            if self.cheer_at >= 0 and self.note < len(_TUNE):
                # The session's tune (``cheer_at``: tally.py), a note every ``_NOTE_MS``.
                note = self.since(self.cheer_at) // _NOTE_MS
                if note != self.note:
                    self.note = note
                    if note < len(_TUNE):
                        self.beep(_TUNE[note])
        except Exception as e:  # a device must never freeze
            self.fault(e)

    def go(self, name, how=0):
        """Ask for scene ``name`` (a module of game/scenes), entered with ``how``, next."""
        self._next = (name, how)

    def _switch(self):
        """Leave the scene for the one asked for: drop the last one's code, load the next's."""
        while self._next is not None:
            name, how = self._next
            self._next = None
            self.scene = None
            if self.scene_name != name:
                self._drop()
                words.drop("game.error_screen")    # A left it; not _drop's: a fault retries
                words.settle()
                __import__(_SCENES + name)
                words.settle()       # the compiler's leftovers, before the scene builds
                self.scene_name = name
            self.scene = sys.modules[_SCENES + name].Scene(self)
            self.scene.enter(how)

    def leaving(self):
        """Return True once a scene has asked for the next one this frame."""
        return self._next is not None

    def _drop(self):
        """Take the last scene's modules (its own and its helpers') out of memory."""
        self.scene_name = None
        for name in [m for m in sys.modules if m.startswith(_SCENES)]:
            words.drop(name)
        words.drop("game.restore")   # only a resume reads a kept session
        words.drop("engine.takeup")  # ... and takes its round up
        words.drop("game.settings_kept")     # ... and power-on kept settings
        words.drop("game.stats")     # only a round's end and the stats screen count or show stats
        words.drop("game.errors")    # the faults of those three and the resume's
        words.forget_texts()

    def fault(self, error):
        """Show the error screen for ``error``, never raising: the loop must go on.

        The session's record may be half written: it is not saved, and the
        last good save stays (out of memory included).  The screen is
        game/error_screen.py's, loaded only when one is shown, after the
        scene's code is let go.  Its words are read as it is made, so on a
        heap that ran short it may run short itself: after a collection it
        is tried again, as out of memory, and last a bare error screen that
        A leaves.
        """
        self.due &= ~keeping.SAVE_SESSION
        self.uncounted = None
        self.scene = None
        self._next = None
        for _ in range(2):
            try:
                try:
                    self._drop()         # the scene's code: room for the error screen
                except MemoryError:
                    pass
                words.settle()
                from game.error_screen import fail

                fail(self, error)
                return
            except MemoryError as e:
                error = e
                gc.collect()
        self.screen.show(ERROR, "", "")
        self.screen.changed()

    def refused(self, reason):
        """Tell the player, once a session, that a save was refused and why (hardware/keeper.py)."""
        if not self.warned:
            self.warned = True
            self.warning = self.w.SAVE_REFUSED[reason]

    def tell(self, notice):
        """Show ``notice`` (a save that was lost, saving off) until A takes the player on."""
        self.scene = None
        self._drop()
        self.show(ERROR, self.w.GAME, self.w.H_GO_ON)
        write(self, words.wrap(notice, self.columns), 1)
        self.screen.changed()

    # -- what every screen uses ---------------------------------------------------

    def since(self, then):
        """Return the milliseconds from ``then`` (a ``now`` of before) to now, across the wrap."""
        return (self.now - then) & _WRAP

    def delay(self):
        """Return how long a computer's step is shown, at the chosen pace."""
        return _ATTRACT_MS if self.demo else _SPEED_MS[self.settings.speed]

    def beep(self, hz, quiet=False):
        """Ask the device for a tone, if sound is on and this is not the attract mode."""
        if self.settings.sound and not self.demo:
            self.sound = hz
            self.quiet = quiet

    def fit(self, text):
        """Return ``text`` cut to a line."""
        return words.fit(text, self.columns)

    def show(self, kind, title, hint=""):
        """Start screen ``kind`` with its title and hint line; return the screen."""
        s = self.screen
        if self.warning:         # a refused save, told on this one screen
            hint = self.warning
            self.warning = ""
        s.show(kind, self.fit(title), self.fit(board_keys(self, hint)))
        s.colorblind = self.settings.colorblind
        s.big_text = self.settings.big
        return s

    def resize(self):
        """Take the text size the settings ask for (large text, where the board has it)."""
        columns, rows, big, page = self.sizes
        if self.settings.big and big:
            columns, rows = big[0], min(big[1], MAX_LINES)
            if len(big) > 2:
                page = big[2]
        self.columns = columns
        self.rows = rows
        self.page = page

    def name(self, seat):
        """Return the name shown for a seat."""
        return self.table.names[seat]

    def face(self, seat):
        """Return ``seat``'s face: the picture card chosen for it in the setup."""
        return cards.THEMED_FIRST + self.table.faces[seat]

    def own(self, seat):
        """Make the screen ``seat``'s: the title bar in their colour, their face beside it."""
        s = self.screen
        s.seat = seat
        s.face = self.face(seat)

    def is_human(self, seat):
        """Return True if a person plays ``seat``."""
        return self.table.kinds[seat] == HUMAN

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

    # -- what the scenes, the keeper and the lights say happened: the fields change here --

    def play_at(self, table, demo=False):    # the settings', Learn's, the attract mode's
        self.table = table
        self.demo = demo

    def chose(self, item):       # on the title: its cursor stays there for next time
        self.title_choice = item

    def settings_changed(self, language=False):
        """Take the settings as they are now (a ``language``'s words too), to be kept."""
        if language:
            self.w = words.load(self.settings.language())
        self.resize()
        self.due |= keeping.SAVE_SETTINGS

    def new_stats(self, stats, counted=None):    # a round or ``counted`` session in, a reset
        self.stats = stats
        self.uncounted = None
        self.counted = counted or self.counted
        self.due |= keeping.SAVE_STATS

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
        self.viewer = _NOBODY
        for s in range(12):
            self.taken_by[s] = _NOBODY
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
        self.viewer = _NOBODY
        self.news = ""
        if older:
            self.due |= _SAVE_OVER

    def hand_to(self, seat=_NOBODY):     # the person whose cards show; none while passed
        self.viewer = seat

    def aim_at(self, pos, drawer=_NOBODY):   # the fan's cursor; a ``drawer`` saw their news
        self.aim = pos
        if drawer != _NOBODY:
            self.taken_by[drawer] = _NOBODY

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

    def cheer(self, at):         # a session over ``at``: the lights' colours and the tune
        self.cheer_at = at       # (-1: game/lights.py's cheer and flash are over)
        self.flash_at = self.note = -1

    # -- what the table tells the game (engine/watcher.py) --------------------------

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

