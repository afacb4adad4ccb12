"""The game from screen to screen: menus, setup, pass-and-play turns, results.

``Game.step(keys, now_ms)`` is called once a frame with the keys just pressed
and the time; it moves the game on and fills ``game.screen`` (plain data, see
``engine/screens.py``) for the view to draw.  Computer turns and waits are
timed states, never sleeps, so tests drive the game with any clock.
"""

from micropython import const

from engine import cards
from engine.keys import K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_SELECT, K_START, K_UP
from engine.players import PERSONALITIES, make_player
from engine.screens import (
    ARRANGE,
    DRAW,
    ERROR,
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
from engine.watcher import OBSERVER, Watcher

HUMAN = const(0)          # a seat's kind; 1 + a personality number is a computer
HIDE_AFTER_MS = const(20000)
LINE_CHARS = const(26)    # characters in a line on screen (as hardware/view.py draws it)
_WRAP = const(0x1FFFFFFF)
_ONE_A_LINE = const(5)    # up to this many players, the scoreboard gives each a line
_NOBODY = const(255)

SPEEDS = ("slow", "normal", "fast")
_SPEED_MS = (1400, 800, 350)
SESSION_MODES = ("single", "rounds:5", "rounds:7", "elimination", "penalty:3", "tokens:10")
CPU_NAMES = ("BOB", "CAT", "DAN", "EVE", "FAY", "GUS", "HAL", "IDA", "JOE", "KIM",
             "LEO", "MAY")
_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_SUIT_SIGNS = "\u2663\u2666\u2665\u2660"
_RANK_SIGNS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")

_PICK_UP = "A: pick up  START: done"
_PUT_DOWN = "\u2190\u2192 move  A: put down"

# What the steps of a turn are waiting for.
_IDLE = const(0)
_CPU_AIM = const(1)       # a computer player's cursor moves to its choice
_CPU_TOOK = const(2)      # the card is taken; the table sees what happened

RULES_PAGES = (
    ("How to play", (
        "All cards are dealt.",
        "Lay down every pair.",
        "On your turn draw one",
        "card, face down, from",
        "the player on your right.",
        "A pair? Lay it down.",
    )),
    ("Going out", (
        "No cards left: you are",
        "out and safe.",
        "The one left holding the",
        "unmatched card is the",
        "Old Maid and loses.",
    )),
    ("Tips", (
        "Hide the odd card in the",
        "middle of your fan:",
        "people draw from edges.",
        "Shuffle between turns.",
        "Odd count mid-game? They",
        "may hold the Old Maid.",
    )),
    ("Variants", (
        "Same colour: red with",
        "red, black with black.",
        "Black Peter: a joker.",
        "Two removed: Q and J.",
        "Short deck: 7 to Ace.",
        "Two decks: 2 Old Maids.",
        "Pictures: for children.",
    )),
)


def card_label(c):
    """Return a card as a player reads it: ``7♥``, ``Peter``, ``#5``."""
    face = c & cards.FACE_MASK
    if face < 52:
        return _RANK_SIGNS[face >> 2] + _SUIT_SIGNS[face & 3]
    if face == cards.BLACK_PETER:
        return "Peter"
    if face == cards.OLD_MAID:
        return "Old Maid"
    return "#%d" % (face - cards.THEMED_FIRST + 1)


def pack(words, sep="  "):
    """Return ``words`` in lines of up to ``LINE_CHARS``, ``sep`` between words on a line.

    >>> pack(["ANN 3", "BOB 10", "CAT 0", "DAN 1", "EVE 2"])
    ['ANN 3  BOB 10  CAT 0', 'DAN 1  EVE 2']
    """
    lines = []
    line = ""
    for word in words:
        if line and len(line) + len(sep) + len(word) > LINE_CHARS:
            lines.append(line)
            line = word
        else:
            line = line + sep + word if line else word
    if line:
        lines.append(line)
    return lines


def _elapsed(now, since):
    return (now - since) & _WRAP


class Settings:
    """What the setup and settings screens choose."""

    def __init__(self):
        self.players = 4
        self.kinds = bytearray(12)          # HUMAN or 1 + personality
        self.names = ["ANN"] + list(CPU_NAMES[:11])
        for s in range(1, 12):
            self.kinds[s] = 1 + (1, 0, 2)[s % 3]   # canny, casual, child, ...
        self.variant = cards.CLASSIC
        self.mode = 0                       # index in SESSION_MODES
        self.speed = 1
        self.sound = True
        self.rotate = True

    def humans(self):
        """Return how many seats are people."""
        n = 0
        for s in range(self.players):
            if self.kinds[s] == HUMAN:
                n += 1
        return n


class Game(Watcher):
    """Every screen of the game and how the keys move between them."""

    seat = OBSERVER

    def __init__(self, seed=0, settings=None, watchers=None):
        self.screen = Screen()
        self.settings = settings or Settings()
        self.seed = seed
        self.sessions = 0
        self.extra = watchers or []
        self.session = None
        self.rnd = None
        self.seats = []
        self.now = 0
        self.last_key = 0
        self.cursor = 0
        self.title_choice = 0
        self.scroll = 0
        self.editing = NONE      # the setup row whose initials are being edited
        self.letter = 0
        self.page = 0
        self.phase = _IDLE
        self.timer = 0
        self.viewer = _NOBODY    # the human whose cards are on show
        self.pass_to = 0
        self.resume = DRAW
        self.screen_before_hiding = DRAW
        self.aim = 0
        self.cpu_pos = 0
        self.last_card = 0
        self.last_pair = False
        self.taken_by = bytearray(12)
        self.taken_card = bytearray(12)
        self.news = ""
        self.stats_rounds = 0
        self.stats_lost = {}
        self.sound = 0           # a tone the device should play (Hz), 0 = none
        self._title()

    # -- the loop -----------------------------------------------------------

    def step(self, keys, now_ms):
        """Move the game on by one frame."""
        self.now = now_ms
        if keys:
            self.last_key = now_ms
        try:
            self._step(keys)
        except Exception as e:  # a device must never freeze
            self.fail(e)

    def fail(self, error):
        """Show the error screen; A returns to the title."""
        s = self.screen
        s.show(ERROR, "Something went wrong", "A: back to the title")
        text = str(error) or error.__class__.__name__
        lines = []
        for line in pack(text.split(), " "):
            for i in range(0, len(line), LINE_CHARS):  # a word longer than a line is cut
                lines.append(line[i:i + LINE_CHARS])
        self._write(lines, 0)
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
        elif kind == REVEAL:
            if keys & (K_A | K_START):
                self._after_human_draw()
        elif kind == OUT:
            if keys & (K_A | K_START):
                self._next_turn()
        elif kind == RESULT:
            if keys & (K_A | K_START):
                self._scoreboard()
        elif kind == SESSION:
            if keys & (K_A | K_START):
                if self.session.over:
                    self._title()
                else:
                    self._deal()
            elif keys & K_B and self.session.over:
                self._title()
        elif kind == RULES:
            self._rules_keys(keys)
        elif kind == SETTINGS:
            if keys & K_B:
                self._title()
            else:
                self._settings_keys(keys)
        elif kind == STATS:
            if keys & (K_A | K_B):
                self._title()
        elif kind == ERROR:
            if keys & (K_A | K_START | K_B):
                self._title()
        self._watch_idle()

    def _beep(self, hz):
        if self.settings.sound:
            self.sound = hz

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

    def _title(self):
        s = self.screen
        s.show(TITLE, "Old Maid", "\u2191\u2193 choose  A: ok")
        items = ("Play", "Rules", "Settings", "Stats")
        for i in range(len(items)):
            s.lines[i + 1] = "  " + items[i]
        self.cursor = self.title_choice
        self.phase = _IDLE
        s.menu = self.cursor + 1
        s.changed()

    def _title_keys(self, keys):
        if self._menu(keys, 4):
            self.screen.menu = self.cursor + 1
            self.screen.changed()
        elif keys & (K_A | K_START):
            choice = self.cursor
            self.title_choice = choice
            if choice == 0:
                self.cursor = 0
                self._setup()
            elif choice == 1:
                self.page = 0
                self._rules()
            elif choice == 2:
                self.cursor = 0
                self._settings()
            else:
                self._stats()

    def _rules(self):
        title, text = RULES_PAGES[self.page]
        s = self.screen
        s.show(RULES, "%s (%d/%d)" % (title, self.page + 1, len(RULES_PAGES)),
               "\u2190\u2192 page  B: back")
        for i in range(len(text)):
            s.lines[i] = text[i]
        s.changed()

    def _rules_keys(self, keys):
        if keys & K_B:
            self._title()
        elif keys & (K_RIGHT | K_A) and self.page + 1 < len(RULES_PAGES):
            self.page += 1
            self._rules()
        elif keys & K_LEFT and self.page > 0:
            self.page -= 1
            self._rules()

    def _settings(self):
        st = self.settings
        s = self.screen
        s.show(SETTINGS, "Settings", "\u2190\u2192 change  B: back")
        s.lines[0] = "Computer speed: " + SPEEDS[st.speed]
        s.lines[1] = "Sound: " + ("on" if st.sound else "off")
        s.lines[2] = "Dealer: " + ("rotates" if st.rotate else "stays")
        s.menu = self.cursor
        s.changed()

    def _settings_keys(self, keys):
        st = self.settings
        if self._menu(keys, 3):
            self._settings()
            return
        step = 1 if keys & (K_RIGHT | K_A) else -1 if keys & K_LEFT else 0
        if not step:
            return
        if self.cursor == 0:
            st.speed = (st.speed + step) % len(SPEEDS)
        elif self.cursor == 1:
            st.sound = not st.sound
        else:
            st.rotate = not st.rotate
        self._settings()

    def _stats(self):
        s = self.screen
        s.show(STATS, "Since power on", "A/B: back")
        s.lines[0] = "Rounds played: %d" % self.stats_rounds
        names = sorted(self.stats_lost)
        if names:
            s.lines[2] = "Rounds lost:"
            self._write(pack(["%s %d" % (n, self.stats_lost[n]) for n in names]), 3)
        else:
            s.lines[2] = "Nobody has lost yet."
        s.changed()

    def _write(self, lines, row):
        """Put ``lines`` on the screen from line ``row`` on, as many as there is room for."""
        s = self.screen
        for i in range(min(len(lines), len(s.lines) - row)):
            s.lines[row + i] = lines[i]

    # -- setup ------------------------------------------------------------------

    def _setup_rows(self):
        return self.settings.players + 4   # players, seats..., variant, session, start

    def _setup(self):
        s = self.screen
        hint = ("\u2191\u2193 letter \u2190\u2192 move A: ok" if self.editing != NONE
                else "\u2190\u2192 change A: name/start")
        s.show(SETUP, "New game", hint)
        rows = self._setup_rows()
        visible = len(s.lines)
        if self.cursor < self.scroll:
            self.scroll = self.cursor
        elif self.cursor >= self.scroll + visible:
            self.scroll = self.cursor - visible + 1
        for i in range(visible):
            r = self.scroll + i
            if r < rows:
                s.lines[i] = self._setup_row(r)
        s.menu = self.cursor - self.scroll
        s.changed()

    def _setup_row(self, r):
        st = self.settings
        if r == 0:
            return "Players: %d" % st.players
        if r <= st.players:
            seat = r - 1
            kind = st.kinds[seat]
            name = st.names[seat]
            if self.editing == seat:
                name = name[:self.letter] + "[" + name[self.letter] + "]" + name[self.letter + 1:]
            who = "human" if kind == HUMAN else "cpu " + PERSONALITIES[kind - 1]
            return "%d %s %s" % (r, name, who)
        if r == st.players + 1:
            return "Game: " + cards.VARIANTS[st.variant]
        if r == st.players + 2:
            return "Session: " + SESSION_MODES[st.mode]
        return "Start!"

    def _setup_keys(self, keys):
        st = self.settings
        if self.editing != NONE:
            self._edit_initials(keys)
            return
        if keys & K_B:
            self._title()
            return
        rows = self._setup_rows()
        if self._menu(keys, rows):
            self._setup()
            return
        r = self.cursor
        step = 1 if keys & K_RIGHT else -1 if keys & K_LEFT else 0
        if step:
            if r == 0:
                top = cards.max_players(st.variant)
                st.players = min(top, max(cards.MIN_PLAYERS, st.players + step))
            elif r <= st.players:
                st.kinds[r - 1] = (st.kinds[r - 1] + step) % (1 + len(PERSONALITIES))
            elif r == st.players + 1:
                st.variant = (st.variant + step) % len(cards.VARIANTS)
                st.players = min(st.players, cards.max_players(st.variant))
            elif r == st.players + 2:
                st.mode = (st.mode + step) % len(SESSION_MODES)
            self.cursor = min(self.cursor, self._setup_rows() - 1)
            self._setup()
        elif keys & (K_A | K_START):
            if keys & K_START or r == rows - 1:
                self._start_session()
            elif 1 <= r <= st.players and st.kinds[r - 1] == HUMAN:
                self.editing = r - 1
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
        else:
            return
        self._setup()

    # -- a session ------------------------------------------------------------------

    def _start_session(self):
        st = self.settings
        watchers = list(self.extra)
        watchers.append(self)
        self.session = Session(st.variant, SESSION_MODES[st.mode], st.players,
                               self.seed + self.sessions, rotate=st.rotate,
                               watchers=watchers)
        self.sessions += 1
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
        self.rnd = self.session.next_round()
        self._next_turn()

    def name(self, seat):
        """Return the name shown for a seat."""
        return self.settings.names[seat]

    def _is_human(self, seat):
        return self.settings.kinds[seat] == HUMAN

    # -- what the flow hears ----------------------------------------------------------

    def drew(self, drawer, offerer, pos, card):
        if offerer < 12 and self._is_human(offerer):
            self.taken_by[offerer] = drawer
            self.taken_card[offerer] = card
        self.last_card = card
        self.last_pair = False

    def paired(self, seat, first, second):
        self.last_pair = True
        self.news = "%s laid %s %s" % (self.name(seat), card_label(first), card_label(second))

    def went_out(self, seat):
        self.news = "%s is out!" % self.name(seat)

    def ended(self, rnd):
        self.stats_rounds += 1
        for i in range(rnd.losers):
            n = self.name(rnd.loser_seat[i])
            self.stats_lost[n] = self.stats_lost.get(n, 0) + 1

    # -- turns ------------------------------------------------------------------------

    def _next_turn(self):
        rnd = self.rnd
        if rnd.over:
            self._result()
            return
        offerer = rnd.offerer()
        if not self._is_human(offerer):
            self.seats[offerer].arrange(rnd)
        drawer = rnd.current_drawer()
        if self._is_human(drawer):
            if self.settings.humans() > 1 and self.viewer != drawer:
                self._pass(drawer)
            else:
                self._human_turn()
        else:
            self._cpu_turn()

    def _pass(self, seat, hidden=False):
        s = self.screen
        s.show(PASS, "Pass to %s" % self.name(seat), "A: show my cards")
        s.lines[1] = ("Cards hidden." if hidden else "Pass the device to")
        s.lines[2] = ("%s, press A to see them." % self.name(seat) if hidden
                      else "%s, then press A." % self.name(seat))
        self._table_lines(4)
        self.resume = self.screen_before_hiding if hidden else DRAW
        self.viewer = _NOBODY
        self.pass_to = seat
        s.changed()

    def _resume(self):
        """Show the passed-to player's turn, or the screen their cards were hidden on."""
        seat = self.pass_to
        if self.resume == REVEAL:
            self.viewer = seat
            self._reveal(seat, self.last_card, quiet=True)
        elif self.resume == ARRANGE:
            self.viewer = seat
            self._arrange(seat)
        else:
            self._human_turn()

    def _table_lines(self, first):
        """Write every seat's card count (public), from line ``first`` on."""
        rnd = self.rnd
        words = []
        for seat in range(rnd.players):
            if rnd.seated[seat]:
                n = rnd.hand_size(seat)
                words.append("%s %s" % (self.name(seat), n if n else "out"))
        self._write(pack(words), first)

    def _human_turn(self):
        rnd = self.rnd
        seat = rnd.current_drawer()
        self.viewer = seat
        s = self.screen
        offerer = rnd.offerer()
        s.show(DRAW, "%s: draw from %s" % (self.name(seat), self.name(offerer)),
               "\u2190\u2192 choose  A: draw")
        s.top.fill_from(rnd, offerer, False)
        s.top.cursor = min(self.aim, s.top.count - 1)
        s.top.label = "%s's fan" % self.name(offerer)
        s.bottom.fill_from(rnd, seat, True)
        s.bottom.label = "Your hand"
        taker = self.taken_by[seat]
        if taker != _NOBODY:
            s.lines[0] = "Since your last turn:"
            s.lines[1] = "%s took your %s" % (self.name(taker), card_label(self.taken_card[seat]))
            self.taken_by[seat] = _NOBODY
        self._table_lines(2)
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
        s = self.screen
        paired = self.last_pair
        s.show(REVEAL, "You drew %s" % card_label(card), "A: go on")
        s.big = card
        s.lines[0] = "A pair! Laid down." if paired else "No pair: you keep it."
        if self.rnd.is_out(seat):
            s.lines[1] = "Your hand is empty!"
        if not quiet:
            self._beep(880 if paired else 440)
        s.changed()

    def _after_human_draw(self):
        rnd = self.rnd
        seat = self.viewer
        if rnd.over:
            self._result()
        elif rnd.is_out(seat):
            s = self.screen
            s.show(OUT, "%s is out!" % self.name(seat), "A: go on")
            s.lines[0] = "No cards left: you are"
            s.lines[1] = "safe for this round."
            self._beep(1320)
            s.changed()
        else:
            self._arrange(seat)

    def _arrange(self, seat):
        s = self.screen
        s.show(ARRANGE, "Arrange your hand", _PICK_UP)
        s.bottom.fill_from(self.rnd, seat, True)
        s.bottom.cursor = 0
        s.bottom.label = "Your hand"
        s.lines[0] = "Hide your odd card where"
        s.lines[1] = "the next one won't look."
        s.lines[2] = "SELECT: shuffle the hand"
        s.changed()

    def _arrange_keys(self, keys):
        s = self.screen
        row = s.bottom
        seat = self.viewer
        n = row.count
        if keys & (K_START | K_B):
            self._next_turn()
            return
        if keys & K_SELECT:
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
        elif keys & (K_LEFT | K_RIGHT):
            row.cursor = (row.cursor + (1 if keys & K_RIGHT else -1)) % n
        else:
            return
        s.hint = _PICK_UP if row.selected == NONE else _PUT_DOWN
        s.changed()

    # -- computer turns ------------------------------------------------------------------

    def _delay(self):
        return _SPEED_MS[self.settings.speed]

    def _cpu_turn(self):
        rnd = self.rnd
        seat = rnd.current_drawer()
        offerer = rnd.offerer()
        s = self.screen
        s.show(DRAW, "%s draws from %s" % (self.name(seat), self.name(offerer)),
               "A: faster  B: skip")
        s.top.fill_from(rnd, offerer, False)
        s.top.label = "%s's fan" % self.name(offerer)
        self.cpu_pos = self.seats[seat].choose(rnd)
        s.top.cursor = 0
        self._show_watcher_hand()
        if self.news:
            s.lines[0] = self.news
            self.news = ""
        self._table_lines(2)
        self.phase = _CPU_AIM
        self.timer = self.now
        s.changed()

    def _show_watcher_hand(self):
        """With a single human, their own hand stays on show during computer turns."""
        if self.settings.humans() == 1:
            for seat in range(self.rnd.players):
                if self._is_human(seat) and not self.rnd.is_out(seat):
                    self.screen.bottom.fill_from(self.rnd, seat, True)
                    self.screen.bottom.label = "Your hand"

    def _cpu_keys(self, keys):
        if keys & K_B:
            self._skip_computers()
            return
        wait = self._delay()
        if not keys & K_A and _elapsed(self.now, self.timer) < wait:
            return
        s = self.screen
        rnd = self.rnd
        if self.phase == _CPU_AIM:
            s.top.cursor = self.cpu_pos
            self.phase = _CPU_TOOK
            self.timer = self.now
            s.changed()
            return
        rnd.draw(self.cpu_pos)
        self.phase = _IDLE
        self._next_turn()

    def _skip_computers(self):
        """Play computer turns at once until a person must act."""
        rnd = self.rnd
        self.phase = _IDLE
        rnd.draw(self.cpu_pos)
        while not rnd.over and not self._is_human(rnd.current_drawer()):
            offerer = rnd.offerer()
            if not self._is_human(offerer):
                self.seats[offerer].arrange(rnd)
            rnd.draw(self.seats[rnd.current_drawer()].choose(rnd))
        self._next_turn()

    # -- the end of a round ----------------------------------------------------------

    def _result(self):
        rnd = self.rnd
        s = self.screen
        self.viewer = _NOBODY
        first = rnd.loser_seat[0]
        if rnd.losers == 1 or rnd.loser_seat[1] == first:
            title = "%s is the Old Maid!" % self.name(first)
        else:
            title = "%s and %s lose!" % (self.name(first), self.name(rnd.loser_seat[1]))
        s.show(RESULT, title, "A: scores")
        s.big = rnd.loser_card[0]
        for i in range(min(rnd.losers, 3)):
            s.lines[i] = "%s held %s" % (self.name(rnd.loser_seat[i]),
                                         card_label(rnd.loser_card[i]))
        self._beep(220)
        s.changed()

    def _scoreboard(self):
        session = self.session
        if session.rounds_played < self.rnd.number:
            session.finish_round()
        s = self.screen
        what = ("losses", "losses", "losses", "points", "tokens")[session.mode]
        s.show(SESSION, "Round %d: %s" % (session.rounds_played, what),
               "A: title" if session.over else "A: next round")
        lines = []
        if session.players <= _ONE_A_LINE:
            for seat in range(session.players):
                mark = "" if session.seated[seat] else "  (left)"
                lines.append("%s %d%s" % (self.name(seat), session.score(seat), mark))
        else:  # a big table: scores side by side, who has left the table after them
            scores = []
            left = ["Left:"]
            for seat in range(session.players):
                if session.seated[seat]:
                    scores.append("%s %d" % (self.name(seat), session.score(seat)))
                else:
                    left.append(self.name(seat))
            lines = pack(scores)
            if len(left) > 1:
                lines += pack(left, " ")
        if session.over:
            if session.nwinners == 0:
                won = ["Nobody wins!"]
            else:
                won = ["Winners:" if session.nwinners > 1 else "Winner:"]
                for i in range(session.nwinners):
                    won.append(self.name(session.winners[i]))
                won = pack(won, " ")
            room = len(s.lines) - len(won)
            if len(lines) < room:
                lines.append("")   # a gap before the winners, when there is room
            lines = lines[:room] + won
        self._write(lines, 0)
        s.changed()

    # -- hiding cards ---------------------------------------------------------------------

    def _watch_idle(self):
        kind = self.screen.kind
        if (self.viewer != _NOBODY and self.settings.humans() > 1
                and (kind == DRAW or kind == ARRANGE or kind == REVEAL)
                and self.phase == _IDLE
                and _elapsed(self.now, self.last_key) >= HIDE_AFTER_MS):
            self.screen_before_hiding = kind
            self._pass(self.viewer, hidden=True)
