"""The menus: title, rules, settings, stats and the setup of a new game.

A mixin of ``engine.flow.Game``.  Up and down move the cursor, left and
right change the row's value; what changes is flagged for the loop to keep.
After a minute on the title the attract mode starts.
"""

from micropython import const

from engine import cards, words
from engine.keeping import SAVE_SETTINGS, SAVE_STATS
from engine.keys import K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_START, K_UP
from engine.players import PERSONALITIES
from engine.screens import NONE, RULES, SETTINGS, SETUP, STATS, TITLE
from engine.settings import HUMAN, MAX_COUNT, MODE_COUNT, ODD_NAMES, SPEEDS

ATTRACT_AFTER_MS = const(60000)
_IDLE = const(0)          # Game.phase: no computer turn under way
_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

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
_ALL_PREFS = tuple(range(len(_PREFS)))
_SMALL_PREFS = _ALL_PREFS[:3] + _ALL_PREFS[4:]   # without large text ("big", row 3)


class Menus:
    """The screens before and between games."""

    # -- title, rules, settings, stats -------------------------------------------

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
        elif self._since(self.last_key) >= ATTRACT_AFTER_MS:
            self._start_demo()

    def _rule_pages(self):
        """Return the rules as pages of lines that fit the screen.

        The rules' texts stay loaded while the rules are on screen; leaving
        them drops the texts (``words.forget_texts``).
        """
        pages = []
        for title, text in words.texts(self.settings.language()).RULES:
            lines = words.wrap(text % self.odd_name() if "%s" in text else text,
                               self.columns)
            # As many pages as it takes, the lines shared evenly: no page of one word.
            count = (len(lines) + self.rows - 1) // self.rows
            at = 0
            for page in range(count):
                n = len(lines) // count + (1 if page < len(lines) % count else 0)
                pages.append((title, lines[at:at + n]))
                at += n
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
            words.forget_texts()
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

    def _pref_rows(self):
        """Return the settings this board offers (large text only where it has a large font)."""
        return _ALL_PREFS if self.sizes[2] else _SMALL_PREFS

    def _settings(self):
        s = self._show(SETTINGS, self.w.SETTINGS, self.w.H_CHANGE)
        rows = self._pref_rows()
        self._scrolled(len(rows), lambda i: self._pref_text(rows[i]))
        s.changed()

    def _settings_keys(self, keys):
        if not keys:
            return
        st = self.settings
        rows = self._pref_rows()
        if self._menu(keys, len(rows)):
            self._settings()
            return
        step = 1 if keys & (K_RIGHT | K_A) else -1 if keys & K_LEFT else 0
        if not step:
            return
        row = rows[self.cursor]
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
        if not keys:
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
