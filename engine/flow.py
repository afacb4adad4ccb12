"""The game from screen to screen: menus, setup, pass-and-play turns, results.

``Game.step(keys, now_ms)`` is called once a frame with the keys just pressed
and the time; it moves the game on and fills ``game.screen`` (plain data, see
``engine/screens.py``) for the view to draw.  Computer turns and waits are
timed states, never sleeps, so tests drive the game with any clock.

The flow does no I/O.  What should be kept is flagged in ``game.due`` (see
``SAVE_*``) for the loop to write; what was kept comes in through ``Game``'s
arguments.  Every word shown comes from the active language (``engine/words.py``)
and is fitted to the board's ``columns``.
"""

from micropython import const

from engine import cards, snapshot, words
from engine.keys import K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_SELECT, K_START, K_UP
from engine.players import PERSONALITIES, make_player
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
from engine.session import Session
from engine.settings import (
    CPU_NAMES,
    FORFEITS,
    HUMAN,
    MAX_COUNT,
    MODE_COUNT,
    ODD_NAMES,
    SIZE,
    SPEEDS,
    Settings,
)
from engine.stats import Stats
from engine.watcher import OBSERVER, Watcher

HIDE_AFTER_MS = const(20000)
ATTRACT_AFTER_MS = const(60000)
LINE_CHARS = const(26)    # characters in a line on the PyBadge's screen (hardware/view.py)
_WRAP = const(0x1FFFFFFF)
_ONE_A_LINE = const(5)    # up to this many players, the scoreboard gives each a line
_NOBODY = const(255)
_DEMO_SEEDS = const(100000)
_FLOW_BYTES = const(26)   # taken_by, taken_card (12 each) and the sessions counter

# What the loop should write (bits of ``Game.due``).
SAVE_SETTINGS = const(1)
SAVE_STATS = const(2)
SAVE_SESSION = const(4)

_SPEED_MS = (1400, 800, 350)
_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_SUIT_SIGNS = "\u2663\u2666\u2665\u2660"
_RANK_SIGNS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")

# What the steps of a turn are waiting for.
_IDLE = const(0)
_CPU_AIM = const(1)       # a computer player's cursor moves to its choice
_CPU_TOOK = const(2)      # the card is taken; the table sees what happened

# The title menu's choices.
_PLAY = const(0)
_RESUME = const(1)
_RULES = const(2)
_SETTINGS = const(3)
_STATS = const(4)

# Setup rows; a seat's row is _R_SEAT + its number.
_R_PLAYERS = const(0)
_R_VARIANT = const(1)
_R_SESSION = const(2)
_R_COUNT = const(3)
_R_DEALER = const(4)
_R_PAIRS = const(5)
_R_SHUFFLE = const(6)
_R_START = const(7)
_R_SEAT = const(16)

# The settings screen: which Settings attribute each row changes, and how
# many values it has.
_PREFS = ("lang", "speed", "sound", "big", "colorblind", "odd_name", "tracker",
          "odd_hint", "nudge")
_PREF_VALUES = (len(words.LANGUAGES), SPEEDS, 2, 2, 2, ODD_NAMES, 2, 2, 2)


def _elapsed(now, since):
    return (now - since) & _WRAP


def pack(items, columns=LINE_CHARS, sep="  "):
    """Return ``items`` in lines of up to ``columns`` (see ``engine.words.pack``)."""
    return words.pack(items, columns, sep)


class Game(Watcher):
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
        self.ranks_seen = bytearray(14)  # scratch for the laid tracker
        self.news = ""
        self.board = []          # the scoreboard's lines, when it has more than fit
        self.stats = stats or Stats()
        self.confirm = False     # the stats screen asks before a reset
        self.counted = None      # the session last counted in the stats
        self.due = 0             # SAVE_* bits: what the loop should write
        self.saved = saved or None       # a session kept from before, to resume
        # The session in progress as saved: the table's settings, what each
        # person was last told, the sessions counter, then engine/snapshot.py's bytes.
        self.record = bytearray(SIZE + _FLOW_BYTES + snapshot.MAX_SIZE)
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

    def odd_name(self):
        """Return what the odd card is called, as the settings choose."""
        n = self.settings.odd_name
        if n == 0 and self.rnd is not None and self.rnd.variant == cards.BLACK_PETER_GAME:
            n = self.w.PETER
        return self.w.ODD_NAMES[n]

    def card_label(self, c):
        """Return a card as a player reads it: ``7♥``, ``Old Maid``, ``#5``."""
        face = c & cards.FACE_MASK
        if face < 52:
            return _RANK_SIGNS[face >> 2] + _SUIT_SIGNS[face & 3]
        if face == cards.BLACK_PETER or face == cards.OLD_MAID:
            return self.odd_name()
        return "#%d" % (face - cards.THEMED_FIRST + 1)

    def _is_odd(self, c):
        """Return True for the cards that are nothing but the odd card (a joker, a figure)."""
        face = c & cards.FACE_MASK
        return face == cards.BLACK_PETER or face == cards.OLD_MAID

    # -- title, rules, settings, stats -------------------------------------------

    def _menu(self, keys, count):
        """Move a menu cursor with UP and DOWN; return True if it moved."""
        if keys & K_UP:
            self.cursor = (self.cursor - 1) % count
            return True
        if keys & K_DOWN:
            self.cursor = (self.cursor + 1) % count
            return True
        return False

    def _title_items(self):
        if self.saved:
            return (_PLAY, _RESUME, _RULES, _SETTINGS, _STATS)
        return (_PLAY, _RULES, _SETTINGS, _STATS)

    def _title(self):
        self.demo = False
        self.table = self.settings
        self.phase = _IDLE
        s = self._show(TITLE, self.w.GAME, self.w.H_MENU)
        items = self._title_items()
        for i in range(len(items)):
            s.lines[i + 1] = "  " + self.w.MENU[items[i]]
        self.cursor = min(self.title_choice, len(items) - 1)
        s.menu = self.cursor + 1
        s.changed()

    def _title_keys(self, keys):
        items = self._title_items()
        if self._menu(keys, len(items)):
            self.screen.menu = self.cursor + 1
            self.screen.changed()
        elif keys & (K_A | K_START):
            self.title_choice = self.cursor
            choice = items[self.cursor]
            self.cursor = 0
            if choice == _PLAY:
                self._setup()
            elif choice == _RESUME:
                self._resume_session()
            elif choice == _RULES:
                self.page = 0
                self._rules()
            elif choice == _SETTINGS:
                self._settings()
            else:
                self.page = 0
                self.scroll = 0
                self._stats()
        elif _elapsed(self.now, self.last_key) >= ATTRACT_AFTER_MS:
            self._start_demo()

    def _rule_pages(self):
        """Return the rules as pages of lines that fit the screen."""
        pages = []
        for title, text in self.w.RULES:
            lines = words.wrap(text % self.odd_name() if "%s" in text else text,
                               self.columns)
            for i in range(0, len(lines), self.rows):
                pages.append((title, lines[i:i + self.rows]))
        return pages

    def _rules(self):
        pages = self._rule_pages()
        self.page = min(self.page, len(pages) - 1)
        title, lines = pages[self.page]
        count = "%d/%d" % (self.page + 1, len(pages))
        title = words.fit(title, self.columns - len(count) - 1) + " " + count
        self._show(RULES, title, self.w.H_PAGE)
        self._write(lines, 0)
        self.screen.changed()

    def _rules_keys(self, keys):
        if keys & K_B:
            self._title()
        elif keys & (K_RIGHT | K_A) and self.page + 1 < len(self._rule_pages()):
            self.page += 1
            self._rules()
        elif keys & K_LEFT and self.page > 0:
            self.page -= 1
            self._rules()

    def _pref_text(self, row):
        w = self.w
        st = self.settings
        v = getattr(st, _PREFS[row])
        if row == 0:
            return w.LANGUAGE % words.LANGUAGE_NAMES[v]
        if row == 1:
            return w.SPEED % w.SPEEDS[v]
        if row == 4:
            return w.SUIT_INKS % w.INKS[v]
        if row == 5:
            return w.ODD_NAME % w.ODD_NAMES[v]
        label = (w.SOUND, w.BIG_TEXT, None, None, w.TRACKER, w.ODD_HINT, w.NUDGE)[row - 2]
        return label % w.OFF_ON[v]

    def _settings(self):
        s = self._show(SETTINGS, self.w.SETTINGS, self.w.H_CHANGE)
        self._scrolled(len(_PREFS), self._pref_text)
        s.changed()

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

    def _settings_keys(self, keys):
        st = self.settings
        if self._menu(keys, len(_PREFS)):
            self._settings()
            return
        step = 1 if keys & (K_RIGHT | K_A) else -1 if keys & K_LEFT else 0
        if not step:
            return
        row = self.cursor
        name = _PREFS[row]
        setattr(st, name, (getattr(st, name) + step) % _PREF_VALUES[row])
        if row == 0:
            self.w = words.load(st.language())
        self._resize()
        self.due |= SAVE_SETTINGS
        self._settings()

    def _stats_lines(self):
        """Return the page of stats on show: by initials (page 0) or by seat (page 1)."""
        w = self.w
        st = self.stats
        lines = [w.STATS_SEATS if self.page else w.STATS_HEAD]
        for i in range(12 if self.page else st.count):
            rounds, lost, _, won = st.seat(i) if self.page else st.player(i)
            if rounds:
                name = w.SEAT_NAME % (i + 1) if self.page else st.name(i)
                lines.append(w.STATS_ROW % (name, rounds, lost, won))
        return lines if len(lines) > 1 else [w.STATS_EMPTY]

    def _stats(self):
        w = self.w
        if self.confirm:
            s = self._show(STATS, w.STATS, w.H_SURE)
            s.lines[1] = self._fit(w.RESET)
        else:
            s = self._show(STATS, "%s %d/2" % (w.STATS, self.page + 1), w.H_RESET)
            self.board = self._stats_lines()
            self.scroll = min(self.scroll, max(0, len(self.board) - self.rows))
            self._write(self.board[self.scroll:], 0)
        s.changed()

    def _stats_keys(self, keys):
        if self.confirm:
            if keys & (K_A | K_B):
                self.confirm = False
                self._stats()
            if keys & K_A:
                self.stats.reset()
                self.due |= SAVE_STATS
                self._stats()
                self._write([self.w.RESET_DONE], 2)
            return
        if keys & K_B:
            self._title()
        elif keys & K_A:
            self.confirm = True
            self._stats()
        elif keys & (K_LEFT | K_RIGHT):
            self.page ^= 1
            self.scroll = 0
            self._stats()
        elif keys & (K_UP | K_DOWN):
            self.scroll = max(0, self.scroll + (1 if keys & K_DOWN else -1))
            self._stats()

    # -- setup ------------------------------------------------------------------

    def _setup_rows(self):
        st = self.settings
        rows = bytearray(st.players + 8)
        n = 0
        rows[n] = _R_PLAYERS
        n += 1
        for seat in range(st.players):
            rows[n] = _R_SEAT + seat
            n += 1
        for r in (_R_VARIANT, _R_SESSION, _R_COUNT, _R_DEALER, _R_PAIRS, _R_SHUFFLE,
                  _R_START):
            if r != _R_COUNT or st.count:
                rows[n] = r
                n += 1
        return rows[:n]

    def _setup(self):
        w = self.w
        self._show(SETUP, w.NEW_GAME, w.H_LETTER if self.editing != NONE else w.H_SETUP)
        rows = self._setup_rows()
        self._scrolled(len(rows), lambda i: self._setup_row(rows[i]))
        self.screen.changed()

    def _setup_row(self, r):
        st = self.settings
        w = self.w
        if r >= _R_SEAT:
            seat = r - _R_SEAT
            name = st.names[seat]
            if self.editing == seat:
                name = name[:self.letter] + "[" + name[self.letter] + "]" + name[self.letter + 1:]
            return w.SEAT % (seat + 1, name, w.KINDS[st.kinds[seat]])
        if r == _R_PLAYERS:
            return w.PLAYERS % st.players
        if r == _R_VARIANT:
            return w.VARIANT % w.VARIANTS[st.variant]
        if r == _R_SESSION:
            return w.SESSION % w.MODES[st.mode]
        if r == _R_COUNT:
            return w.COUNT[st.mode] % st.count
        if r == _R_DEALER:
            return w.DEALER % w.DEALERS[0 if st.rotate else 1]
        if r == _R_PAIRS:
            return w.PAIRS % w.PAIRING[st.manual]
        if r == _R_SHUFFLE:
            return w.AUTOSHUFFLE % w.OFF_ON[st.autoshuffle]
        return w.START

    def _setup_keys(self, keys):
        st = self.settings
        if self.editing != NONE:
            self._edit_initials(keys)
            return
        if keys & K_B:
            self._title()
            return
        rows = self._setup_rows()
        if self._menu(keys, len(rows)):
            self._setup()
            return
        r = rows[self.cursor]
        step = 1 if keys & K_RIGHT else -1 if keys & K_LEFT else 0
        if step:
            if r == _R_PLAYERS:
                top = cards.max_players(st.variant)
                st.players = min(top, max(cards.MIN_PLAYERS, st.players + step))
            elif r >= _R_SEAT:
                seat = r - _R_SEAT
                st.kinds[seat] = (st.kinds[seat] + step) % (1 + len(PERSONALITIES))
            elif r == _R_VARIANT:
                st.variant = (st.variant + step) % len(cards.VARIANTS)
                st.players = min(st.players, cards.max_players(st.variant))
            elif r == _R_SESSION:
                st.set_mode((st.mode + step) % MODE_COUNT)
            elif r == _R_COUNT:
                st.count = (st.count - 1 + step) % MAX_COUNT + 1
            elif r == _R_DEALER:
                st.rotate ^= 1
            elif r == _R_PAIRS:
                st.manual ^= 1
            elif r == _R_SHUFFLE:
                st.autoshuffle ^= 1
            self.cursor = min(self.cursor, len(self._setup_rows()) - 1)
            self.due |= SAVE_SETTINGS
            self._setup()
        elif keys & (K_A | K_START):
            if keys & K_START or r == _R_START:
                self._start_session()
            elif r >= _R_SEAT and st.kinds[r - _R_SEAT] == HUMAN:
                self.editing = r - _R_SEAT
                self.letter = 0
                self._setup()

    def _edit_initials(self, keys):
        st = self.settings
        seat = self.editing
        name = st.names[seat]
        if keys & (K_UP | K_DOWN):
            i = _ALPHABET.find(name[self.letter])
            i = (i + (1 if keys & K_UP else -1)) % len(_ALPHABET)
            st.names[seat] = name[:self.letter] + _ALPHABET[i] + name[self.letter + 1:]
        elif keys & K_RIGHT:
            self.letter = min(2, self.letter + 1)
        elif keys & K_LEFT:
            self.letter = max(0, self.letter - 1)
        elif keys & (K_A | K_B | K_START):
            if keys & K_A and self.letter < 2:
                self.letter += 1
            else:
                self.editing = NONE
                self.due |= SAVE_SETTINGS
        else:
            return
        self._setup()

    # -- a session ------------------------------------------------------------------

    def _start_session(self):
        st = self.table
        self.saved = None       # a new session replaces the one kept
        watchers = [] if self.demo else list(self.extra)
        watchers.append(self)
        if self.demo:     # the attract mode's games leave the seeds of real ones alone
            seed = self.seed + _DEMO_SEEDS + self.demos
            self.demos += 1
        else:
            seed = self.seed + self.sessions
            self.sessions += 1
        self.session = Session(st.variant, st.mode_text(), st.players, seed,
                               rotate=bool(st.rotate), manual=bool(st.manual),
                               watchers=watchers)
        self.seats = []
        for s in range(st.players):
            kind = st.kinds[s]
            self.seats.append(None if kind == HUMAN else
                              make_player(kind - 1, s, self.session.rng))
            if kind != HUMAN and self.seats[s].watches:
                watchers.append(self.seats[s])
        self._deal()

    def _deal(self):
        self.viewer = _NOBODY
        for s in range(12):
            self.taken_by[s] = _NOBODY
        self.news = ""
        rnd = self.rnd = self.session.next_round()
        if rnd.manual:
            for seat in range(rnd.players):
                if rnd.seated[seat] and not self._is_human(seat) and not rnd.over:
                    self.seats[seat].lay_pairs(rnd)
        self.after_lay = DRAW
        self._next_turn()

    def name(self, seat):
        """Return the name shown for a seat."""
        return self.table.names[seat]

    def _is_human(self, seat):
        return self.table.kinds[seat] == HUMAN

    # -- what the flow hears ----------------------------------------------------------

    def drew(self, drawer, offerer, pos, card):
        if offerer < 12 and self._is_human(offerer):
            self.taken_by[offerer] = drawer
            self.taken_card[offerer] = card
        self.last_card = card
        self.last_pair = False

    def paired(self, seat, first, second):
        self.last_pair = True
        self.news = self.w.LAID % (self.name(seat), self.card_label(first),
                                   self.card_label(second))

    def went_out(self, seat):
        self.news = self.w.OUT % self.name(seat)

    def _initials(self):
        """Return each seat's initials for the stats: None for a computer."""
        st = self.table
        return [st.names[s] if st.kinds[s] == HUMAN else None for s in range(st.players)]

    def ended(self, rnd):
        if not self.demo:
            self.stats.record_round(rnd, self._initials())
            self.due |= SAVE_STATS

    # -- turns ------------------------------------------------------------------------

    def _next_turn(self):
        rnd = self.rnd
        if rnd.over:
            self._result()
            return
        pending = rnd.pair_pending()
        if pending != _NOBODY or self._is_human(rnd.current_drawer()):
            self._keep()        # a person's turn begins: the turn before is kept
        if pending != _NOBODY:      # manual pairing: a person still holds a pair
            self.after_lay = DRAW
            self._to_person(pending, LAY)
            return
        offerer = rnd.offerer()
        if not self._is_human(offerer):
            self.seats[offerer].arrange(rnd)
        elif self.table.autoshuffle:
            rnd.shuffle(offerer)
        drawer = rnd.current_drawer()
        if self._is_human(drawer):
            self._to_person(drawer, DRAW)
        else:
            self._cpu_turn()

    def _to_person(self, seat, kind):
        """Show ``seat`` the screen ``kind``, asking for the device to be passed first."""
        if self.table.humans() > 1 and self.viewer != seat:
            self._pass(seat, kind)
        else:
            self.viewer = seat
            self.pass_to = seat
            self.resume = kind
            self._resume()

    def _pass(self, seat, then, hidden=False):
        w = self.w
        name = self.name(seat)
        s = self._show(PASS, w.PASS_TO % name, w.H_SHOW)
        s.lines[1] = self._fit(w.HIDDEN if hidden else w.PASS_LINE)
        s.lines[2] = self._fit((w.HIDDEN_ASK if hidden else w.PASS_ASK) % name)
        self._table_lines(4)
        self.resume = then
        self.viewer = _NOBODY
        self.pass_to = seat
        s.changed()

    def _resume(self):
        """Show the passed-to player the screen they are waiting for."""
        seat = self.pass_to
        self.viewer = seat
        if self.resume == REVEAL:
            self._reveal(seat, self.last_card, quiet=True)
        elif self.resume == ARRANGE:
            self._arrange(seat)
        elif self.resume == LAY:
            self._lay(seat)
        else:
            self._human_turn()

    def _table_lines(self, first):
        """Write every seat's card count (public), from line ``first`` on."""
        rnd = self.rnd
        items = []
        for seat in range(rnd.players):
            if rnd.seated[seat]:
                n = rnd.hand_size(seat)
                items.append("%s %s" % (self.name(seat), n if n else "-"))
        self._write(pack(items, self.columns), first)

    def _aid_lines(self, seat):
        """Return the learning aids' lines for ``seat``'s turn."""
        rnd = self.rnd
        st = self.settings
        lines = []
        if st.tracker:
            gone = self._laid_ranks()
            if gone:
                lines += words.wrap(self.w.GONE % gone, self.columns)
        if st.odd_hint:
            odd = []
            for other in range(rnd.players):
                if other != seat and rnd.seated[other] and rnd.size[other] & 1:
                    odd.append(self.name(other))
            if odd:
                lines += words.wrap(self.w.ODD_COUNT % " ".join(odd), self.columns)
        return lines

    def _laid_ranks(self):
        """Return the ranks (or pictures) none of whose cards is left in a hand."""
        rnd = self.rnd
        seen = self.ranks_seen
        for i in range(14):
            seen[i] = 0
        themed = rnd.variant == cards.THEMED
        for c in rnd.fresh:                      # 1: in the deck
            face = c & cards.FACE_MASK
            if face < 52:
                seen[face >> 2] = 1
        for seat in range(rnd.players):          # 2: still in a hand
            base = seat * rnd.cap
            for i in range(rnd.size[seat]):
                face = rnd.cards[base + i] & cards.FACE_MASK
                if face < 52:
                    seen[face >> 2] = 2
        if themed:
            return ""
        gone = []
        for r in range(13):
            if seen[r] == 1:
                gone.append(_RANK_SIGNS[r])
        return " ".join(gone)

    def _human_turn(self):
        rnd = self.rnd
        w = self.w
        seat = rnd.current_drawer()
        self.viewer = seat
        offerer = rnd.offerer()
        s = self._show(DRAW, w.YOUR_TURN % (self.name(seat), self.name(offerer)), w.H_CHOOSE)
        s.top.fill_from(rnd, offerer, False)
        s.top.cursor = min(self.aim, s.top.count - 1)
        s.top.label = self._fit(w.FAN % self.name(offerer))
        s.bottom.fill_from(rnd, seat, True)
        s.bottom.label = self._fit(w.HAND)
        lines = []
        taker = self.taken_by[seat]
        if taker != _NOBODY:
            lines.append(w.SINCE)
            lines.append(w.TOOK % (self.name(taker), self.card_label(self.taken_card[seat])))
            self.taken_by[seat] = _NOBODY
        lines += self._aid_lines(seat)
        self._write(lines, 0)
        self._table_lines(len(lines))
        s.changed()

    def _draw_keys(self, keys):
        if self.phase != _IDLE:
            self._cpu_keys(keys)
            return
        s = self.screen
        n = s.top.count
        if keys & K_LEFT:
            s.top.cursor = (s.top.cursor - 1) % n
            s.changed()
        elif keys & K_RIGHT:
            s.top.cursor = (s.top.cursor + 1) % n
            s.changed()
        elif keys & K_A:
            self.aim = s.top.cursor
            seat = self.rnd.current_drawer()
            card = self.rnd.draw(s.top.cursor)
            self._reveal(seat, card)

    def _reveal(self, seat, card, quiet=False):
        w = self.w
        rnd = self.rnd
        paired = self.last_pair
        title = (w.DREW_ODD % self.odd_name() if self._is_odd(card)
                 else w.DREW % self.card_label(card))
        s = self._show(REVEAL, title, w.H_GO_ON)
        s.big = card
        if rnd.manual:
            if self.settings.nudge and rnd.holds_pair(seat):
                s.lines[0] = self._fit(w.NUDGED)
        else:
            s.lines[0] = self._fit(w.A_PAIR if paired else w.NO_PAIR)
        if rnd.is_out(seat):
            s.lines[1] = self._fit(w.EMPTY_HAND)
        if not quiet:
            self._beep(880 if paired else 440)
        s.changed()

    def _after_human_draw(self):
        rnd = self.rnd
        seat = self.viewer
        if rnd.over:
            self._result()
        elif rnd.is_out(seat):
            self._out_screen(seat)
        elif rnd.manual:
            self.after_lay = ARRANGE
            self._lay(seat)
        else:
            self._arrange(seat)

    def _out_screen(self, seat):
        w = self.w
        s = self._show(OUT, w.OUT % self.name(seat), w.H_GO_ON)
        self._write(w.SAFE, 0)
        self._beep(1320)
        s.changed()

    def _arrange(self, seat):
        w = self.w
        s = self._show(ARRANGE, w.ARRANGE, w.H_PICK)
        s.bottom.fill_from(self.rnd, seat, True)
        s.bottom.cursor = 0
        s.bottom.label = self._fit(w.HAND)
        self._write(w.ARRANGE_TIP, 0)
        s.changed()

    def _pick_keys(self, keys, row):
        """Move the cursor along ``row`` with LEFT and RIGHT; return True if it moved."""
        if keys & (K_LEFT | K_RIGHT) and row.count:
            row.cursor = (row.cursor + (1 if keys & K_RIGHT else -1)) % row.count
            self.screen.changed()
            return True
        return False

    def _arrange_keys(self, keys):
        s = self.screen
        row = s.bottom
        seat = self.viewer
        if keys & (K_START | K_B):
            self._next_turn()
            return
        if self._pick_keys(keys, row):
            pass
        elif keys & K_SELECT:
            self.rnd.shuffle(seat)
            row.selected = NONE
            row.fill_from(self.rnd, seat, True)
        elif keys & K_A:
            if row.selected == NONE:
                row.selected = row.cursor
            else:
                if row.selected != row.cursor:
                    self.rnd.move(seat, row.selected, row.cursor)
                row.selected = NONE
                row.fill_from(self.rnd, seat, True)
        else:
            return
        s.hint = self._fit(self.w.H_PICK if row.selected == NONE else self.w.H_PUT)
        s.changed()

    # -- laying pairs by hand (learning mode) --------------------------------------------

    def _lay(self, seat, message=""):
        w = self.w
        s = self._show(LAY, w.LAY, w.H_LAY)
        s.bottom.fill_from(self.rnd, seat, True)
        s.bottom.cursor = 0
        s.bottom.label = self._fit(w.HAND)
        s.lines[0] = self._fit(message or w.LAY_TIP)
        if self.settings.nudge and self.rnd.holds_pair(seat):
            s.lines[1] = self._fit(w.NUDGED)
        s.changed()

    def _lay_keys(self, keys):
        s = self.screen
        row = s.bottom
        seat = self.viewer
        rnd = self.rnd
        if self._pick_keys(keys, row):
            return
        if keys & (K_START | K_B):
            if rnd.holds_pair(seat):
                self._lay(seat, self.w.STILL_PAIR)
            elif self.after_lay == ARRANGE:
                self._arrange(seat)
            else:
                self._next_turn()
        elif keys & K_A:
            if row.selected == NONE:
                row.selected = row.cursor
                s.changed()
                return
            first, second = row.selected, row.cursor
            row.selected = NONE
            if first == second:
                s.changed()
                return
            a, b = rnd.card(seat, first), rnd.card(seat, second)
            if rnd.key[a] != rnd.key[b] and self.settings.nudge:
                self._lay(seat, self.w.NOT_A_PAIR)  # the learning aid stops a false pair
                return
            rnd.lay(seat, first, second)
            self._beep(880)
            if rnd.over:
                self._result()
            elif rnd.is_out(seat):
                self._out_screen(seat)
            else:
                self._lay(seat, self.news if rnd.key[a] == rnd.key[b] else "")

    # -- computer turns ------------------------------------------------------------------

    def _delay(self):
        return _SPEED_MS[2 if self.demo else self.settings.speed]

    def _cpu_turn(self):
        rnd = self.rnd
        w = self.w
        seat = rnd.current_drawer()
        offerer = rnd.offerer()
        s = self._show(DRAW, w.CPU_TURN % (self.name(seat), self.name(offerer)),
                       w.H_ATTRACT if self.demo else w.H_CPU)
        s.top.fill_from(rnd, offerer, False)
        s.top.label = self._fit(w.FAN % self.name(offerer))
        self.cpu_pos = self.seats[seat].choose(rnd)
        s.top.cursor = 0
        self._show_watcher_hand()
        if self.news:
            s.lines[0] = self._fit(self.news)
            self.news = ""
        self._table_lines(2)
        self.phase = _CPU_AIM
        self.timer = self.now
        s.changed()

    def _show_watcher_hand(self):
        """With a single human, their own hand stays on show during computer turns."""
        if self.table.humans() == 1:
            for seat in range(self.rnd.players):
                if self._is_human(seat) and not self.rnd.is_out(seat):
                    self.screen.bottom.fill_from(self.rnd, seat, True)
                    self.screen.bottom.label = self._fit(self.w.HAND)

    def _cpu_draw(self, pos):
        rnd = self.rnd
        drawer = rnd.current_drawer()
        rnd.draw(pos)
        if rnd.manual and not rnd.over and not rnd.is_out(drawer):
            self.seats[drawer].lay_pairs(rnd)

    def _cpu_keys(self, keys):
        if keys & K_B and not self.demo:
            self._skip_computers()
            return
        wait = self._delay()
        if not keys & K_A and _elapsed(self.now, self.timer) < wait:
            return
        s = self.screen
        if self.phase == _CPU_AIM:
            s.top.cursor = self.cpu_pos
            self.phase = _CPU_TOOK
            self.timer = self.now
            s.changed()
            return
        self._cpu_draw(self.cpu_pos)
        self.phase = _IDLE
        self._next_turn()

    def _skip_computers(self):
        """Play computer turns at once until a person must act."""
        rnd = self.rnd
        self.phase = _IDLE
        self._cpu_draw(self.cpu_pos)
        while not rnd.over and not self._is_human(rnd.current_drawer()):
            offerer = rnd.offerer()
            if not self._is_human(offerer):
                self.seats[offerer].arrange(rnd)
            elif self.table.autoshuffle:
                rnd.shuffle(offerer)
            self._cpu_draw(self.seats[rnd.current_drawer()].choose(rnd))
        self._next_turn()

    # -- the end of a round ----------------------------------------------------------

    def _result(self):
        rnd = self.rnd
        w = self.w
        self.viewer = _NOBODY
        first = rnd.loser_seat[0]
        if rnd.losers == 1 or rnd.loser_seat[1] == first:
            title = w.IS_ODD % (self.name(first), self.odd_name())
        else:
            title = w.BOTH_LOSE % (self.name(first), self.name(rnd.loser_seat[1]))
        s = self._show(RESULT, title, w.H_ATTRACT if self.demo else w.H_SCORES)
        s.big = rnd.loser_card[0]
        for i in range(min(rnd.losers, 3)):
            c = rnd.loser_card[i]
            if self._is_odd(c):
                s.lines[i] = self._fit(w.HELD % (self.name(rnd.loser_seat[i]), self.odd_name()))
            else:
                s.lines[i] = self._fit(w.HELD_CARD % (self.name(rnd.loser_seat[i]),
                                                      self.card_label(c)))
        self.timer = self.now
        self._beep(220)
        s.changed()

    def _scoreboard(self):
        session = self.session
        if session.rounds_played < self.rnd.number:
            session.finish_round()
        if (session.over and self.counted is not session and not self.demo
                and self.table.mode != FORFEITS):
            self.counted = session
            self.stats.record_session(session, self._initials())
            self.due |= SAVE_STATS
        self._keep()
        if self.demo:
            self._start_session()
            return
        if self.table.mode == FORFEITS:
            self._forfeit()
            return
        w = self.w
        self._show(SESSION, w.ROUND_SCORES % (session.rounds_played, w.WHAT[self.table.mode]),
                       w.H_END if session.over else w.H_NEXT)
        lines = []
        room = self.rows - (2 if session.over else 0)
        if session.players <= min(_ONE_A_LINE, room):
            for seat in range(session.players):
                mark = "" if session.seated[seat] else "  " + w.LEFT
                lines.append("%s %d%s" % (self.name(seat), session.score(seat), mark))
        else:  # a big table: scores side by side, who has left the table after them
            scores = []
            left = [w.LEFT_LIST]
            for seat in range(session.players):
                if session.seated[seat]:
                    scores.append("%s %d" % (self.name(seat), session.score(seat)))
                else:
                    left.append(self.name(seat))
            lines = pack(scores, self.columns)
            if len(left) > 1:
                lines += pack(left, self.columns, " ")
        if session.over:
            if session.nwinners == 0:
                won = [w.NOBODY]
            else:
                won = [w.WINNERS if session.nwinners > 1 else w.WINNER]
                for i in range(session.nwinners):
                    won.append(self.name(session.winners[i]))
                won = pack(won, self.columns, " ")
            if len(lines) + len(won) < self.rows:
                lines.append("")   # a gap before the winners, when there is room
            lines = won + lines if len(lines) + len(won) > self.rows else lines + won
        self.board = lines
        self.scroll = 0
        self._board()

    def _board(self):
        """Show the scoreboard from line ``scroll``: UP and DOWN scroll a long one."""
        s = self.screen
        for i in range(self.rows):
            s.lines[i] = ""
        self._write(self.board[self.scroll:], 0)
        s.changed()

    def _forfeit(self):
        """Fun forfeits: the Old Maid gets a playful task; no score is kept."""
        w = self.w
        rnd = self.rnd
        s = self._show(SESSION, w.FORFEIT % self.name(rnd.loser_seat[0]), w.H_NEXT)
        task = w.FORFEITS[self.session.rng.below(len(w.FORFEITS))]
        self.board = words.wrap(task, self.columns)
        self._write(self.board, 1)
        s.changed()

    def _session_keys(self, keys):
        over = self.session.over and self.table.mode != FORFEITS
        if keys & (K_UP | K_DOWN) and len(self.board) > self.rows:
            self.scroll = max(0, min(len(self.board) - self.rows,
                                     self.scroll + (1 if keys & K_DOWN else -1)))
            self._board()
        elif keys & (K_A | K_START):
            if over:
                self._title()
            elif self.session.over:      # forfeits: each round is a session of its own
                self._start_session()
            else:
                self._deal()
        elif keys & K_B and (over or self.session.over):
            self._title()

    # -- keeping and resuming a session -------------------------------------------------

    def _keep(self):
        """Save the session as it stands (a turn's or a round's end), or that none is left."""
        if self.demo:
            return
        session = self.session
        if session.over:
            self.record_len = 0
        else:
            buf = self.record
            buf[:SIZE] = self.table.to_bytes()
            at = SIZE
            buf[at:at + 12] = self.taken_by
            buf[at + 12:at + 24] = self.taken_card
            buf[at + 24] = self.sessions >> 8
            buf[at + 25] = self.sessions & 0xFF
            self.record_len = snapshot.dump(session, self.seats, buf, at + _FLOW_BYTES)
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
            session, seats, _ = snapshot.load(data, at + _FLOW_BYTES, watchers)
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

    # -- attract mode ---------------------------------------------------------------------

    def _start_demo(self):
        """After a minute on the title, computers play rounds until a key is pressed."""
        demo = Settings()
        demo.players = 4
        for seat in range(4):
            demo.kinds[seat] = 1 + (0, 1, 2, 1)[seat]
            demo.names[seat] = CPU_NAMES[seat]
        demo.variant = self.demos % len(cards.VARIANTS)
        self.demo = True
        self.table = demo
        self._start_session()

    def _demo_waited(self):
        return self.demo and _elapsed(self.now, self.timer) >= 3 * self._delay()

    def _end_demo(self):
        self.demo = False
        self.session = None
        self.rnd = None
        self.last_key = self.now
        self._title()

    # -- hiding cards ---------------------------------------------------------------------

    def _watch_idle(self):
        kind = self.screen.kind
        if (self.viewer != _NOBODY and self.table.humans() > 1
                and (kind == DRAW or kind == ARRANGE or kind == REVEAL or kind == LAY)
                and self.phase == _IDLE
                and _elapsed(self.now, self.last_key) >= HIDE_AFTER_MS):
            self._pass(self.viewer, kind, hidden=True)
