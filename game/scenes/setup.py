"""The setup of a new game: seats and who plays them, the variant, the session and its rules.

Up and down pick a row; left and right change it; A on a person's row
edits their initials, then their face (a picture from the pictures deck,
shown large while it is chosen); A on a computer's row, its face.  START
(or A on "Start!") deals.  Every change is kept for next time.

A line under the row at the cursor says what its choice means ("The
hardest computer"): a family chooses "penalty" or "sly" knowing what it
is.  Every line is as wide as the screen (``words.fill``), so the view,
which centres a screen's lines by the longest, keeps them still as
values change.
"""

from micropython import const

from engine import cards
from engine.players import PERSONALITIES
from game.game import NEW_SESSION
from game.keys import K_A, K_B, K_DOWN, K_LEFT, K_RIGHT, K_START, K_UP
from game.screenkit import menu, scrolled
from game.screens import NONE, SETUP
from game.settings import HUMAN, MAX_COUNT, MODE_COUNT
from game.words import fill

_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

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
_FACE = const(3)         # the place after the three letters: the seat's face


class Scene:
    """The setup menu, and the initials being edited."""

    def __init__(self, game):
        self.game = game
        self.cursor = 0
        self.scroll = 0
        self.editing = NONE      # the seat whose initials or face are being edited
        self.letter = 0          # which letter, or _FACE

    def rows(self):
        """Return the rows on offer: players, each seat, then the game's choices."""
        st = self.game.settings
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

    def enter(self, how):
        g = self.game
        w = g.w
        editing = self.editing
        s = g.show(SETUP, w.NEW_GAME, w.H_SETUP if editing == NONE
                   else w.H_FACE if self.letter == _FACE else w.H_LETTER)
        if editing != NONE:
            g.own(editing)
            s.big = s.face
        rows = self.rows()
        cursor = self.cursor
        tip = self.tip(rows[cursor]) if editing == NONE else ""
        columns = g.columns
        extra = 1 if tip else 0      # the tip's line, under the cursor's row: both in view

        def line(i):
            if extra and i > cursor:
                if i == cursor + 1:
                    return fill(tip, columns, columns)     # flush right: no row's look
                i -= 1
            return fill(self.text(rows[i]), columns)

        self.scroll = scrolled(g, cursor + extra, min(self.scroll, cursor), len(rows) + extra,
                               line)
        s.menu = cursor - self.scroll
        s.changed()

    def text(self, r):
        """Return the line of row ``r``."""
        st = self.game.settings
        w = self.game.w
        if r >= _R_SEAT:
            seat = r - _R_SEAT
            name = st.names[seat]
            if self.editing == seat and self.letter != _FACE:
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

    def tip(self, r):
        """Return the line that says what row ``r``'s choice means ("" for none)."""
        st = self.game.settings
        w = self.game.w
        if r >= _R_SEAT:
            return w.KIND_TIPS[st.kinds[r - _R_SEAT]]
        if r == _R_VARIANT:
            return w.VARIANT_TIPS[st.variant]
        if r == _R_SESSION:
            return w.MODE_TIPS[st.mode]
        if r == _R_COUNT:
            return w.COUNT_TIPS[st.mode]
        if r == _R_DEALER:
            return w.DEALER_TIPS[0 if st.rotate else 1]
        if r == _R_PAIRS:
            return w.PAIRING_TIPS[st.manual]
        return w.SETUP_TIPS[(_R_PLAYERS, _R_SHUFFLE, _R_START).index(r)]

    def step(self, keys):
        g = self.game
        st = g.settings
        if self.editing != NONE:
            self._edit_initials(keys)
            return
        if not keys:
            return
        if keys & K_B:
            g.go("title")
            return
        rows = self.rows()
        cursor = menu(keys, self.cursor, len(rows))
        if cursor != self.cursor:
            self.cursor = cursor
            self.enter(0)
            return
        r = rows[cursor]
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
            self.cursor = min(self.cursor, len(self.rows()) - 1)
            g.settings_changed()
            self.enter(0)
        elif keys & (K_A | K_START):
            if keys & K_START or r == _R_START:
                g.go("table", NEW_SESSION)
            elif r >= _R_SEAT:
                self.editing = r - _R_SEAT
                self.letter = 0 if st.kinds[self.editing] == HUMAN else _FACE
                self.enter(0)

    def _edit_initials(self, keys):
        g = self.game
        st = g.settings
        seat = self.editing
        name = st.names[seat]
        first = 0 if st.kinds[seat] == HUMAN else _FACE    # a computer's name stays
        if keys & (K_UP | K_DOWN) and self.letter == _FACE:
            self._next_face(seat, 1 if keys & K_UP else -1)
        elif keys & (K_UP | K_DOWN):
            i = _ALPHABET.find(name[self.letter])
            i = (i + (1 if keys & K_UP else -1)) % len(_ALPHABET)
            st.names[seat] = name[:self.letter] + _ALPHABET[i] + name[self.letter + 1:]
        elif keys & K_RIGHT:
            self.letter = min(_FACE, self.letter + 1)
        elif keys & K_LEFT:
            self.letter = max(first, self.letter - 1)
        elif keys & (K_A | K_B | K_START):
            if keys & K_A and self.letter < _FACE:
                self.letter += 1
            else:
                self.editing = NONE
                g.settings_changed()
        else:
            return
        self.enter(0)

    def _next_face(self, seat, step):
        """Give ``seat`` the next picture ``step`` away that no other seat at the table has."""
        st = self.game.settings
        face = st.faces[seat]
        for _ in range(cards.THEMED_PICTURES):
            face = (face + step) % cards.THEMED_PICTURES
            taken = False
            for other in range(st.players):
                if other != seat and st.faces[other] == face:
                    taken = True
            if not taken:
                break
        st.faces[seat] = face
