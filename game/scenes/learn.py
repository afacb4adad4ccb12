"""Learn to play: a first round against two friendly computers, each step said as it comes.

The title's "Learn to play" enters ``Scene``: it seats the settings' first
player (their initials and face) with two computers of the easiest kind
(``child``, engine/players.py), one round of the classic game, pairs laid
for everyone, and hands over to the table (game/scenes/table.py), which
plays the round as ever.  That table is ``guided`` (game/settings.py): for
it alone the table loads this module again, for ``Guide``, and lets it go
with its own halves.  An ordinary game never holds it.

The guide says each step once, on the screen where it comes: the deal
(the round's first screen), drawing blind (the person's first draw), a
pair (their first drawn card that made one, else their third), the Old
Maid changing hands (drawn by the person, or taken from them: the last
card of its kind, ``table_cpu.is_old_maid``, never a Queen that may still
pair) and being
safe (the first screen after a hand is empty).  Its words (the texts'
``LEARN``, game/lang/*_texts.py, read for the step and let go) take that
screen's lines, and its rows and big card while they need the room,
until A (on a small screen, A turns their pages first, each ending after
a sentence where one does); B ends the tips and the round plays on.
"""

from micropython import const

from engine.players import CHILD
from game import words
from game.cardtext import odd_name
from game.game import NEW_SESSION
from game.keys import K_A, K_B, K_START
from game.scenes.table_cpu import is_old_maid
from game.screenkit import board_keys
from game.screens import DRAW, LINES, NONE, OUT, PERSON, REVEAL
from game.settings import HUMAN, Settings

# The steps, in the order of the texts' LEARN, as bits of ``Guide.said``.
DEAL = const(0)
BLIND = const(1)
PAIR = const(2)
MOVED = const(3)
SAFE = const(4)
STEPS = const(5)
_ALL = const(31)
_PAIR_BY = const(3)      # the pair is said on this drawn card at the latest, pair or none
_NOBODY = const(255)
# What the guided table copies of the settings: the device's, not the table's.
_PREFS = ("speed", "sound", "big", "colorblind", "odd_name", "tracker", "odd_hint", "nudge",
          "lang", "motion", "tells", "ages")


def friendly_table(settings):
    """Return the guided round's table: ``settings``' first player and two easy computers."""
    st = Settings()
    st.guided = True
    for name in _PREFS:
        setattr(st, name, getattr(settings, name))
    st.players = 3
    st.kinds[0] = HUMAN
    st.kinds[1] = st.kinds[2] = 1 + CHILD
    st.names[0] = settings.names[0]
    st.faces[0] = settings.faces[0]
    return st


def _by_sentence(text, columns):
    """Return ``text`` wrapped to ``columns``, each sentence from a line's start."""
    lines = []
    start = 0
    for i in range(1, len(text)):
        if text[i] == " " and text[i - 1] in ".!?":
            lines += words.wrap(text[start:i], columns)
            start = i + 1
    return lines + words.wrap(text[start:], columns)


class Scene:
    """Seat the guided round, then hand over to the table."""

    def __init__(self, game):
        self.game = game

    def enter(self, how):
        g = self.game
        g.play_at(friendly_table(g.settings))
        g.go("table", NEW_SESSION)

    def step(self, keys):
        """Nothing: the table follows at once."""


class Guide:
    """The guided round's words, for the table scene ``table``, which asks it each frame."""

    def __init__(self, table):
        self.table = table
        self.game = table.game
        self.said = 0            # the steps said (bits), _ALL once B ended the tips
        self.drawn = 0           # the person's drawn cards so far
        self.counted = -1        # ... the last one's screen (``Screen.shown``)
        self.last = -1           # the step on screen, -1: none
        self.under = None        # what the words cover: the screen's lines, glue, hint, rows
        self.lines = None        # the step's words, wrapped to the screen
        self.at = 0              # ... the first line of the page on show
        self.fit = 0             # ... and how many lines a page holds

    def keys(self, keys):
        """Take ``keys`` while the words are on screen: A takes them away, B all tips; True then."""
        if self.last < 0:
            return False
        if keys & K_B:
            self.said = _ALL
            self._close()
        elif keys & (K_A | K_START):     # the next page of the words, or the screen again
            end = self._page_end()
            if end < len(self.lines):
                self.at = end
                self._page()
            else:
                self._close()
        return True

    def look(self):
        """Say the step that comes on the screen just made, if one does and is not said yet."""
        if self.last >= 0 or self.said == _ALL or self.game.leaving():
            return
        step = self._due()
        if step >= 0:
            self._say(step)

    def _due(self):
        """Return the step the screen on show is the place for, or -1."""
        g = self.game
        s = g.screen
        rnd = g.rnd
        said = self.said
        if not said & 1 << DEAL:
            return DEAL
        person = s.computer == PERSON
        if s.kind == REVEAL and s.shown != self.counted:     # a drawn card, counted once
            self.counted = s.shown
            self.drawn += 1
        if not said & 1 << MOVED and person and (
                s.kind == REVEAL and self._odd(g.last_card) or s.kind == DRAW
                and g.taken_by[g.viewer] != _NOBODY and self._odd(g.taken_card[g.viewer])):
            return MOVED
        if not said & 1 << BLIND and s.kind == DRAW and person:
            return BLIND
        if not said & 1 << PAIR and s.kind == REVEAL and (g.last_pair or self.drawn >= _PAIR_BY):
            return PAIR
        if not said & 1 << SAFE and (s.kind == OUT or s.kind == DRAW and self._anyone_out(rnd)):
            return SAFE
        return -1

    def _odd(self, card):
        """Return True if ``card`` is the Old Maid for sure: the words say so only when true."""
        return is_old_maid(self.game.rnd, card)    # (a Queen may yet pair until two have)

    def _anyone_out(self, rnd):
        """Return True if a hand is empty: its player is safe."""
        for seat in range(rnd.players):
            if rnd.is_out(seat):
                return True
        return False

    def _say(self, step):
        """Put step ``step``'s words over the screen, keeping what they cover for A."""
        g = self.game
        s = g.screen
        self.said |= 1 << step
        self.last = step
        texts = words.texts(g.settings.language())
        text = texts.LEARN[step] % (g.w.ODD_CARD % odd_name(g))
        words.forget_texts()
        lines = self.lines = words.wrap(text, g.columns)
        self.under = (list(s.lines), s.glue, s.hint, s.more, s.page, s.top.count,
                      s.bottom.count, s.big, s.computer)
        s.big = NONE
        self.fit = g.page
        if len(lines) > g.page:          # more than fits between the rows: a screen of words
            s.top.count = 0
            s.bottom.count = 0
            self.fit = g.rows
            if len(lines) > g.rows:      # pages: each sentence from a line's start
                lines = self.lines = _by_sentence(text, g.columns)
        self.at = 0
        s.glue = 0
        s.page = 0
        s.hint = g.fit(board_keys(g, g.w.H_GUIDE))
        s.more = ""
        s.computer = PERSON              # words a person reads hold still
        self._page()

    def _page_end(self):
        """Return where the page of words from ``at`` ends: after a sentence, where one does."""
        lines = self.lines
        end = min(self.at + self.fit, len(lines))
        if end < len(lines):
            for i in range(end, self.at + 1, -1):
                if lines[i - 1][-1:] in (".", "!", "?", ":"):
                    return i
        return end

    def _page(self):
        """Show the page of words from ``at``: A turns to the next (a small screen's)."""
        s = self.game.screen
        lines = self.lines
        end = self._page_end()
        for i in range(LINES):
            s.lines[i] = lines[self.at + i] if self.at + i < end else ""
        s.changed()

    def _close(self):
        """Take the words away: the screen as it was under them."""
        s = self.game.screen
        lines, s.glue, s.hint, s.more, s.page, s.top.count, s.bottom.count, s.big, \
            s.computer = self.under
        for i in range(LINES):
            s.lines[i] = lines[i]
        self.under = None
        self.lines = None
        self.last = -1
        s.changed()
        self.look()              # a second step on the same screen (the deal, then the draw)
