"""The game from screen to screen: ``Game`` and what every screen shares.

``Game.step(keys, now_ms)`` is called once a frame with the keys just pressed
and the time; it moves the game on and fills ``game.screen`` (plain data, see
``engine/screens.py``) for the view to draw.  Computer turns and waits are
timed states, never sleeps, so tests drive the game with any clock.

The screens live in three mixins: ``engine/menus.py`` (title, rules,
settings, stats, setup), ``engine/turns.py`` (a session at the table) and
``engine/keeping.py`` (keeping and resuming a session).  The flow does no
I/O: what should be kept is flagged in ``game.due`` (``SAVE_*``) for the loop
to write; what was kept comes in through ``Game``'s arguments.  Every word
shown comes from the active language (``engine/words.py``) and is fitted to
the board's ``columns``.
"""

from micropython import const

from engine import words
from engine.keeping import RECORD_SIZE, Keeping
from engine.keys import K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_START, K_UP
from engine.menus import Menus
from engine.screens import (
    ARRANGE,
    DRAW,
    ERROR,
    LAY,
    MAX_LINES,
    NONE,
    OUT,
    PASS,
    RESULT,
    REVEAL,
    RULES,
    SESSION,
    SETTINGS,
    SETUP,
    STATS,
    TITLE,
    Screen,
)
from engine.settings import (
    HUMAN,
    Settings,
)
from engine.stats import Stats
from engine.turns import Turns
from engine.watcher import OBSERVER, Watcher

HIDE_AFTER_MS = const(20000)
LINE_CHARS = const(26)    # characters in a line on the PyBadge's screen (hardware/view.py)
_WRAP = const(0x1FFFFFFF)
_NOBODY = const(255)
_IDLE = const(0)          # Game.phase: no computer turn under way


def pack(items, columns=LINE_CHARS, sep="  "):
    """Return ``items`` in lines of up to ``columns`` (see ``engine.words.pack``)."""
    return words.pack(items, columns, sep)


class Game(Menus, Turns, Keeping, Watcher):
    """Every screen of the game and how the keys move between them.

    ``columns`` and ``rows`` are the board's text lines: their width in
    characters and how many a screen of text shows; ``big`` the same pair
    for large text, if the board has it.  ``saved`` is a session
    in progress kept from before (``engine/snapshot.py``'s form), offered as
    "Resume" on the title; ``stats`` the statistics kept so far.
    """

    seat = OBSERVER

    def __init__(self, seed=0, settings=None, watchers=None, columns=LINE_CHARS,
                 rows=MAX_LINES, stats=None, saved=None, big=None):
        self.screen = Screen()
        self.settings = settings or Settings()
        self.w = words.load(self.settings.language())
        # The text's size: (columns, rows), and with large text ``big`` (the
        # same pair, or None where the board has no large text).
        self.sizes = (columns, min(rows, MAX_LINES), big)
        self._resize()
        self.seed = seed
        self.sessions = 0
        self.demos = 0
        self.extra = watchers or []
        self.session = None
        self.rnd = None
        self.table = self.settings     # whose seats play: the settings, or the attract mode's
        self.demo = False
        self.seats = []
        self.now = 0
        self.last_key = 0
        self.cursor = 0
        self.title_choice = 0
        self.scroll = 0
        self.editing = NONE      # the seat whose initials are being edited
        self.letter = 0
        self.page = 0
        self.phase = _IDLE
        self.timer = 0
        self.viewer = _NOBODY    # the human whose cards are on show
        self.pass_to = 0
        self.resume = DRAW
        self.after_lay = DRAW    # where a person goes once their pairs are laid
        self.aim = 0
        self.cpu_pos = 0
        self.last_card = 0
        self.last_pair = False
        self.taken_by = bytearray(12)
        self.taken_card = bytearray(12)
        self.ranks_seen = bytearray(38)  # scratch for the laid tracker: 13 ranks, 25 pictures
        self.news = ""
        self.board = []          # the scoreboard's lines, when it has more than fit
        self.stats = stats or Stats()
        self.confirm = False     # the stats screen asks before a reset
        self.counted = None      # the session last counted in the stats
        self.due = 0             # SAVE_* bits: what the loop should write
        self.saved = saved or None       # a session kept from before, to resume
        # The session in progress as saved: the table's settings, what each
        # person was last told, the sessions counter, then engine/snapshot.py's bytes.
        self.record = bytearray(RECORD_SIZE)
        self.record_len = 0
        self.sound = 0           # a tone the device should play (Hz), 0 = none
        self._title()

    # -- the loop -----------------------------------------------------------

    def step(self, keys, now_ms):
        """Move the game on by one frame."""
        self.now = now_ms
        if keys:
            self.last_key = now_ms
        try:
            if self.demo and keys:
                self._end_demo()
            else:
                self._step(keys)
        except Exception as e:  # a device must never freeze
            self.fail(e)

    def fail(self, error):
        """Show the error screen; A returns to the title."""
        s = self.screen
        self.demo = False
        self.table = self.settings
        s.show(ERROR, self._fit(self.w.ERROR), self._fit(self.w.H_END))
        self._write(words.wrap(str(error) or error.__class__.__name__, self.columns), 0)
        self.phase = _IDLE

    def _step(self, keys):
        kind = self.screen.kind
        if kind == TITLE:
            self._title_keys(keys)
        elif kind == SETUP:
            self._setup_keys(keys)
        elif kind == PASS:
            if keys & K_A:
                self._resume()
        elif kind == DRAW:
            self._draw_keys(keys)
        elif kind == ARRANGE:
            self._arrange_keys(keys)
        elif kind == LAY:
            self._lay_keys(keys)
        elif kind == REVEAL:
            if keys & (K_A | K_START):
                self._after_human_draw()
        elif kind == OUT:
            if keys & (K_A | K_START):
                self._next_turn()
        elif kind == RESULT:
            if keys & (K_A | K_START) or self._demo_waited():
                self._scoreboard()
        elif kind == SESSION:
            self._session_keys(keys)
        elif kind == RULES:
            self._rules_keys(keys)
        elif kind == SETTINGS:
            if keys & K_B:
                self._title()
            else:
                self._settings_keys(keys)
        elif kind == STATS:
            self._stats_keys(keys)
        elif kind == ERROR:
            if keys & (K_A | K_START | K_B):
                self._title()
        self._watch_idle()

    def _since(self, then):
        """Return the milliseconds from ``then`` (a ``now`` of before) to now, across the wrap."""
        return (self.now - then) & _WRAP

    def _beep(self, hz):
        if self.settings.sound and not self.demo:
            self.sound = hz

    def _fit(self, text):
        return words.fit(text, self.columns)

    def _show(self, kind, title, hint=""):
        s = self.screen
        s.show(kind, self._fit(title), self._fit(hint))
        s.colorblind = self.settings.colorblind
        s.big_text = self.settings.big
        return s

    def _write(self, lines, row):
        """Put ``lines`` on the screen from line ``row`` on, as many as there is room for."""
        s = self.screen
        for i in range(min(len(lines), self.rows - row)):
            s.lines[row + i] = self._fit(lines[i])

    def _resize(self):
        """Take the text size the settings ask for (large text, where the board has it)."""
        columns, rows, big = self.sizes
        if self.settings.big and big:
            columns, rows = big[0], min(big[1], MAX_LINES)
        self.columns = columns
        self.rows = rows

    def tell(self, notice):
        """Show ``notice`` (a save that was lost, saving off) until A takes the player on."""
        self._show(ERROR, self.w.GAME, self.w.H_GO_ON)
        self._write(words.wrap(notice, self.columns), 1)
        self.screen.changed()

    # -- helpers every screen uses --------------------------------------------------

    def _menu(self, keys, count):
        """Move a menu cursor with UP and DOWN; return True if it moved."""
        if keys & K_UP:
            self.cursor = (self.cursor - 1) % count
            return True
        if keys & K_DOWN:
            self.cursor = (self.cursor + 1) % count
            return True
        return False

    def _scrolled(self, count, text):
        """Write rows ``text(0) .. text(count - 1)``, scrolled to show the cursor."""
        s = self.screen
        visible = self.rows
        if self.cursor < self.scroll:
            self.scroll = self.cursor
        elif self.cursor >= self.scroll + visible:
            self.scroll = self.cursor - visible + 1
        self.scroll = max(0, min(self.scroll, count - visible))
        for i in range(visible):
            r = self.scroll + i
            if r < count:
                s.lines[i] = self._fit(text(r))
        s.menu = self.cursor - self.scroll

    def name(self, seat):
        """Return the name shown for a seat."""
        return self.table.names[seat]

    def _is_human(self, seat):
        return self.table.kinds[seat] == HUMAN

    def _pick_keys(self, keys, row):
        """Move the cursor along ``row`` with LEFT and RIGHT; return True if it moved."""
        if keys & (K_LEFT | K_RIGHT) and row.count:
            row.cursor = (row.cursor + (1 if keys & K_RIGHT else -1)) % row.count
            self.screen.changed()
            return True
        return False

    # -- hiding cards ---------------------------------------------------------------------

    def _watch_idle(self):
        kind = self.screen.kind
        if (self.viewer != _NOBODY and self.table.humans() > 1
                and (kind == DRAW or kind == ARRANGE or kind == REVEAL or kind == LAY)
                and self.phase == _IDLE
                and self._since(self.last_key) >= HIDE_AFTER_MS):
            self._pass(self.viewer, kind, hidden=True)
