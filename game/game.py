"""The game between screens: the frame, the scene on screen, and moving to the next.

``Game.step(keys, now_ms)`` runs once a frame; the current scene
(``game/scenes/``) moves the game on and fills ``game.screen`` (plain data,
``game/screens.py``) for the view to draw.  Only that scene's code is in
memory: ``go(name, how)`` asks for the next, and at the frame's end the last
is dropped (out of ``sys.modules``, collected) before the next is imported.
Scenes never import each other; what they share is the game's: the settings,
the words, the screens' helpers (``game/screenkit.py``), the session at the
table (``game/sitting.py``, the half of ``Game`` the table's scenes change),
what the table says of cards (``game/cardtext.py``) and counts
(``game/journal.py``).  Nothing here does I/O: what is to be kept is handed
to the loop (``Sitting.to_save``); what was kept comes in as arguments.
"""

import gc
import sys

from micropython import const

from engine.watcher import OBSERVER
from game import keeping, words
from game.journal import Journal
from game.keys import K_A, K_B, K_START
from game.screenkit import board_keys, write
from game.screens import ERROR, MAX_LINES, NONE, Screen
from game.settings import Settings
from game.sitting import Sitting

# How the table (game/scenes/table.py) is entered: a session, its next round, or turn.
NEW_SESSION = const(1)
NEXT_ROUND = const(2)
NEXT_TURN = const(3)
NEXT_FORFEIT = const(4)   # an evening of forfeits: its next round, the evening's tally kept
# How a round's end is entered: its result (scores.py), the scoreboard or tally (tally.py).
RESULT_SCREEN = const(0)
SCOREBOARD = const(1)
FINAL_TALLY = const(2)    # a session ended early (the pause menu), an evening of forfeits
# How the rules (rules.py) are entered: from the title, or the table's pause (B goes back).
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
_SCENES = "game.scenes."
# Each of a computer turn's two steps (cursor, pick) shows: slow, normal (0.8 s a turn), fast.
_SPEED_MS = (1400, 400, 200)
_ATTRACT_MS = const(350)     # the attract mode's pace, to watch from across the room
_TUNE = (523, 659, 784, 1047, 784, 1047)   # the end of a session: C E G C G C
_NOTE_MS = const(140)


class Game(Sitting):
    """The state every screen shares, and the scene on screen.

    ``columns`` and ``rows`` are the board's text lines (characters, lines a
    screen shows), ``page`` the lines the table shows between two rows of
    cards, ``big`` the same three for large text where the board has it;
    ``saved`` and ``older`` the sessions kept from before (``Sitting``), and
    ``stats`` the statistics in their saved form (``game/stats.py``).
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
        self.extra = watchers or []
        self.now = self.last_key = 0
        self.lit = _LIT          # how lit the screen is: 2 full, 1 dimmed, 0 dark
        self.title_choice = 0    # where the title's cursor was last
        Sitting.__init__(self, self.settings, saved, older)
        self.journal = Journal(self)     # the Old Maid's journey, the awards (a watcher)
        self.stats = stats or b""   # the statistics' saved form (game/stats.py)
        self.uncounted = self.counted = None    # a round not yet in the stats; the last session in
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
            # Dim after 2 minutes with no key, darken after 5, the session written again as
            # last kept (a save made inside a turn would not replay): a refused one is not lost.
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
        last good save stays.  On a heap that ran short the screen
        (game/error_screen.py) is tried again after a collection, as out of
        memory, and last a bare one that A leaves.
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

    def own(self, seat):
        """Make the screen ``seat``'s: the title bar in their colour, their face beside it."""
        s = self.screen
        s.seat = seat
        s.face = self.face(seat)

    def resize(self):
        """Take the text size the settings ask for (large text, where the board has it)."""
        columns, rows, big, page = self.sizes
        if self.settings.big and big:
            columns, rows = big[0], min(big[1], MAX_LINES)
            if len(big) > 2:
                page = big[2]
        self.columns, self.rows, self.page = columns, rows, page

    # -- what the scenes, the keeper and the lights say happened: the fields change here --

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

    def cheer(self, at):         # a session over ``at``: the lights' colours and the tune
        self.cheer_at = at       # (-1: game/lights.py's cheer and flash are over)
        self.flash_at = self.note = -1
